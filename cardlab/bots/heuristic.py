"""Rule-of-thumb bots, one per game, written from the tips of the rule texts.

Every function here reads only what the seat to move may see: its own hand, the face-up cards,
the pile or table, and counts of hidden cards (``game.view(state, seat)``-level information).  A
bot scores each legal move and plays the best; :func:`scored_moves` returns the scores (used by
the Monte Carlo bot to keep its budget for the promising moves, and to explain a bot's choice).

* Swoop: shed as many cards as possible, low cards first; swoop with the fourth card when three
  lie on top; play a 10 or joker before hoarding them, above all on a big pile; pick the pile up
  on purpose when it brings the fourth card of a rank; avoid picking up.
* Sweep: take the most cards, spades and above all the A♠; sweep when possible; do not leave a
  table that the next opponent can sweep; keep low cards and the A♠ rather than trailing them.
* Schwimmen: collect one suit (value plus how close the hand is to a strong suit); keep a good
  first stack; knock at a good value; after a knock, simply take the best value.
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import JOKER, RANK, SUIT


class HeuristicBot:
    """Plays the move with the best rule-of-thumb score (ties: the first in legal order)."""

    name = "heuristic"

    def choose(self, game, state, rng=None):
        return best_move(game, state)

    def scores(self, game, state):
        return scored_moves(game, state)


def scored_moves(game, state) -> list:
    """``[(score, move), ...]`` for every legal move of ``state.to_move``, in legal order."""
    fn = _SCORERS.get(game.name)
    moves = game.legal_moves(state)
    if fn is None:
        return [(0.0, m) for m in moves]
    return fn(game, state, moves)


def best_move(game, state):
    fn = _CHOOSERS.get(game.name)
    if fn is not None:
        return fn(game, state)
    sc = scored_moves(game, state)
    best = max(range(len(sc)), key=lambda i: (sc[i][0], -i))
    return sc[best][1]


def _argmax(scored):
    bi, bs = 0, None
    for i, (s, _) in enumerate(scored):
        if bs is None or s > bs:
            bi, bs = i, s
    return scored[bi][1]


# =============================================================================================
# Swoop
# =============================================================================================
_SW_VALUE = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    JOKER: 0,
}


def _swoop_unseen_ranks(game, state, seat) -> dict:
    """How many cards of each rank the seat cannot see (other hands, mystery cards, swept and
    set-aside cards), from the deck counts less what it sees."""
    from ..games.swoop import decks_for

    d = decks_for(state.n)
    left = {r: 4 * d for r in _SW_VALUE}
    left[JOKER] = 2 * d
    from ..games.swoop.cards import RANK_OF, code_count

    for v, code in enumerate(state.hand_codes[seat]):
        if code:
            left[RANK_OF[v]] -= code_count(v, code)
    for u in state.up:
        for c in u:
            if c is not None:
                left[RANK[c]] -= 1
    for c in state.pile:
        left[RANK[c]] -= 1
    if state.revealed is not None:
        left[RANK[state.revealed[1]]] -= 1
    return left


_POINTS_CACHE: dict = {}


def _points_table(game, rules) -> dict:
    key = (rules.simple_scoring, rules.only_jokers_swoop)
    t = _POINTS_CACHE.get(key)
    if t is None:
        from ..cards import ALL_CARDS

        t = _POINTS_CACHE[key] = {c: game.card_points(rules, c) for c in ALL_CARDS}
    return t


def _swoop_scores(game, state, moves):
    seat = state.to_move
    rules = state.rules
    pile = state.pile
    npile = len(pile)
    top = RANK[pile[-1]] if pile else None
    top_v = _SW_VALUE[top] if top is not None else None
    run = 0
    if top is not None:
        for c in reversed(pile):
            if RANK[c] != top:
                break
            run += 1
    from ..games.swoop.cards import CARD_STR, RANK_OF, code_count

    up = [None if c < 0 else CARD_STR[c] for c in state.up_ids[seat]]
    held = state.held(seat)
    special = game.is_special
    mine = {}
    for v, code in enumerate(state.hand_codes[seat]):
        if code:
            mine[RANK_OF[v]] = code_count(v, code)
    for c in up:
        if c is not None:
            mine[RANK[c]] = mine.get(RANK[c], 0) + 1
    n_special = sum(k for r, k in mine.items() if r == JOKER or (r == "10" and not rules.only_jokers_swoop))
    pile_ranks = {}
    for c in pile:
        pile_ranks[RANK[c]] = pile_ranks.get(RANK[c], 0) + 1
    pile_points = 0
    if pile:
        cp = _points_table(game, rules)
        for c in pile:
            pile_points += cp[c]
    unseen = None
    out = []
    p_high = None
    for mv in moves:
        if mv.kind == "reveal":
            if top is None:
                s = 9.0
            else:
                if p_high is None:  # the chance that a mystery card is higher than the top
                    unseen = _swoop_unseen_ranks(game, state, seat)
                    tot = sum(v for v in unseen.values() if v > 0) or 1
                    high = sum(
                        v
                        for r, v in unseen.items()
                        if v > 0
                        and r != JOKER
                        and _SW_VALUE[r] > top_v
                        and not (r == "10" and not rules.only_jokers_swoop)
                    )
                    p_high = high / tot
                p = p_high
                s = (1 - p) * 12.0 - p * (2.0 * npile + 0.15 * pile_points)
            out.append((s, mv))
            continue
        k = len(mv.hand) + len(mv.up)
        if mv.kind == "complete":
            k += 1
            card = state.revealed[1]
        else:
            card = mv.hand[0] if mv.hand else mv.up[0][1]
        r = RANK[card]
        gone = held - k
        if special(rules, card):
            s = 12.0 + 2.0 * npile + 0.1 * pile_points + (5.0 if n_special >= 2 else 0.0)
            if gone == 0:
                s += 1000.0
            out.append((s, mv))
            continue
        v = _SW_VALUE[r]
        left_of_rank = mine.get(r, 0) - (k - (1 if mv.kind == "complete" else 0))
        if top is None or v <= top_v:
            s = 10.0 * k + (13 - v) * 0.6 + 1.0 * len(mv.up)
            onrun = run if r == top else 0
            if onrun + k >= 4:  # four on top: swoop and play again
                s += 40.0 + 1.5 * npile
            elif onrun + k == 3:  # three on top invite the next player to swoop
                s -= 6.0
            if 0 < left_of_rank and mine.get(r, 0) >= 3 and onrun + k < 4:
                s -= 4.0  # breaking up a set that could swoop later
            if gone == 0:
                s += 1000.0
        else:  # higher: pick the pile up first
            s = -2.5 * npile - 0.2 * pile_points + 3.0 * k + 0.3 * v
            for q, cnt in pile_ranks.items():  # the pile brings a fourth card of a rank
                if q != r and mine.get(q, 0) + cnt >= 4 and mine.get(q, 0) < 4:
                    s += 8.0
            if k >= 4:
                s += 25.0
        out.append((s, mv))
    return out


# =============================================================================================
# Sweep
# =============================================================================================
def _sweep_mod():
    from ..games import sweep

    return sweep


@lru_cache(maxsize=50000)
def _sweepers(loose: tuple, builds: tuple) -> frozenset:
    """The values v (1-13) of a single card that would take every table card at once.
    ``loose``: sorted values of the loose cards, ``builds``: sorted build values."""
    if not loose and not builds:
        return frozenset()
    out = set()
    for v in range(1, 14):
        if any(b != v for b in builds):
            continue
        rest = [x for x in loose if x != v]
        if not rest:
            out.add(v)
            continue
        if v > 10 or any(x > 10 for x in rest) or sum(rest) % v:
            continue
        if _partition(tuple(sorted(rest, reverse=True)), v):
            out.add(v)
    return frozenset(out)


@lru_cache(maxsize=50000)
def _partition(vals: tuple, v: int) -> bool:
    """Can ``vals`` (descending) be split into groups of two or more cards each summing to v?"""
    if not vals:
        return True
    first, rest = vals[0], vals[1:]
    need = v - first
    if need <= 0:
        return False
    n = len(rest)

    def rec(i, need, used):
        if need == 0:
            if not used:
                return False
            left = tuple(x for j, x in enumerate(rest) if j not in used)
            return _partition(left, v)
        for j in range(i, n):
            x = rest[j]
            if x <= need and rec(j + 1, need - x, used | {j}):
                return True
        return False

    return rec(0, need, frozenset())


def _sweep_risk(
    sw, table_vals: tuple, build_vals: tuple, unseen_by_value: dict, unseen_total: int, hand_count: int
) -> float:
    """The chance that a player with ``hand_count`` unseen cards can take the whole table."""
    if hand_count <= 0:
        return 0.0
    vals = _sweepers(table_vals, build_vals)
    if not vals:
        return 0.0
    u = sum(unseen_by_value.get(v, 0) for v in vals)
    if u <= 0 or unseen_total <= 0:
        return 0.0
    # chance that at least one of hand_count cards drawn from the unseen ones is a sweeper
    if u >= unseen_total:
        return 1.0
    p_none = 1.0
    for i in range(min(hand_count, unseen_total)):
        p_none *= max(0.0, (unseen_total - u - i) / (unseen_total - i))
    return 1.0 - p_none


def _sweep_scores(game, state, moves):
    sw = _sweep_mod()
    CV = sw.CARD_VALUE
    rules = state.rules
    seat = state.to_move
    n = state.n
    hands = state.hands  # the card strings, made once
    hand = hands[seat]
    table = state.table
    builds = state.builds
    stock = state.stock_ids
    sweep_pts = 0.0 if rules.no_sweep_points else 1.0
    # the next player who still holds cards (or will get cards: then count a full hand)
    nxt, nxt_count = None, 0
    for k in range(1, n):
        s = (seat + k) % n
        if hands[s] or (len(hand) == 1 and stock and not rules.eight_card_deal):
            nxt = s
            nxt_count = len(hands[s]) or sw.HAND_SIZE
            break
    partner = nxt is not None and game.side_of(rules, n, nxt) == game.side_of(rules, n, seat)
    last_card = not stock or rules.eight_card_deal
    last_card = last_card and sum(len(h) for h in hands) == 1
    # unseen cards, by value: the deck less my hand, the table and the builds
    seen = set(hand) | set(table) | {c for b, _ in builds for c in b}
    unseen = {}
    for c in sw.FULL_DECK:
        if c not in seen:
            unseen[CV[c]] = unseen.get(CV[c], 0) + 1
    utot = 52 - len(seen)
    tvals = {c: CV[c] for c in table}
    out = []
    for mv in moves:
        card = mv.card
        v = CV[card]
        if mv.kind == "capture":
            taken = mv.taken
            cards = taken + [card]
            left_tab = tuple(sorted(tvals[c] for c in table if c not in set(mv.match) | set(mv.sums)))
            left_builds = tuple(sorted(sum(CV[c] for c in b) for b, _ in builds if b not in mv.builds))
            s = 3.0 + 1.0 * len(cards)
            s += sum(0.8 for c in cards if SUIT[c] == "S")
            if sw.SPADE_ACE in cards:
                s += 6.0
            if not left_tab and not left_builds:
                if not last_card:
                    s += 7.0 * sweep_pts
                risk = 0.0
            else:
                risk = 0.0 if partner else _sweep_risk(sw, left_tab, left_builds, unseen, utot, nxt_count)
            s -= 7.0 * risk * (sweep_pts + 0.3)
        elif mv.kind == "trail":
            left_tab = tuple(sorted([tvals[c] for c in table] + [v]))
            left_builds = tuple(sorted(sum(CV[c] for c in b) for b, _ in builds))
            u2 = dict(unseen)
            risk = 0.0 if partner else _sweep_risk(sw, left_tab, left_builds, u2, utot, nxt_count)
            s = -1.0 - 7.0 * risk * (sweep_pts + 0.3)
            if card == sw.SPADE_ACE:
                s -= 6.0
            elif SUIT[card] == "S":
                s -= 0.8
            if v <= 3:
                s -= 0.6  # low cards are useful for sums: keep them
            if v > 10:
                s += 0.3
            # a card whose match is still out gives the opponent a capture
            s -= 0.1 * unseen.get(v, 0)
        else:  # build
            s = 0.5
        out.append((s, mv))
    return out


# =============================================================================================
# Schwimmen
# =============================================================================================
def _schw():
    from ..games import schwimmen

    return schwimmen


_PV = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}


def schwimmen_strength(cards, scoring="suit_and_triples") -> float:
    """The value of three cards plus a little for how close they are to a strong suit."""
    v2 = _schw().value2(cards, scoring)
    by = {}
    for c in cards:
        by[SUIT[c]] = by.get(SUIT[c], 0) + 1
    pair = 1.0 if max(by.values()) >= 2 else 0.0
    return v2 / 2 + 0.8 * pair


def _schwimmen_scores(game, state, moves):
    sch = _schw()
    scoring = state.rules.scoring
    seat = state.to_move
    out = []
    if state.middle is None:  # the dealer sees only the first stack
        first = state.stacks[0]
        v = sch.value2(first, scoring) / 2
        for mv in moves:
            out.append(((v - 21.0) if mv.kind == "keep" else 0.0, mv))
        return out
    hand = state.hand(seat)
    mid = state.middle
    stock_n = len(state.stock_ids)
    now = sch.value2(hand, scoring) / 2
    last_turn = state.knocked is not None
    for mv in moves:
        k = mv.kind
        if k == "swap":
            new = [c for c in hand if c != mv.give] + [mv.take]
            s = (sch.value2(new, scoring) / 2) if last_turn else schwimmen_strength(new, scoring)
            # do not hand the next player a good card of a suit they might collect
            s -= 0.05 * _PV[RANK[mv.give]]
        elif k == "swap_all":
            s = (sch.value2(mid, scoring) / 2) if last_turn else schwimmen_strength(mid, scoring)
        elif k == "pass":
            s = now if last_turn else schwimmen_strength(hand, scoring) + 0.3
        elif k == "knock":
            # knock at a good value; a little earlier when the stock runs low
            thresh = 26.0 if stock_n > 6 else 24.5
            if state.lives[seat] == 0:
                thresh += 1.0
            s = now + 1.5 if now >= thresh else -50.0
        elif k == "renew":
            s = schwimmen_strength(hand, scoring) - 0.5
        else:
            s = 0.0
        out.append((s, mv))
    return out


_SCORERS = {"swoop": _swoop_scores, "sweep": _sweep_scores, "schwimmen": _schwimmen_scores}
_CHOOSERS = {}


def _choose_by_score(game, state):
    return _argmax(scored_moves(game, state))


for _g in _SCORERS:
    _CHOOSERS[_g] = _choose_by_score
