"""Sweep's rules of thumb and the values its outcomes are judged by.

:func:`scores` gives every legal move of the seat to move a rule-of-thumb score, from the tips of
the rule texts: take the most cards, spades and above all the A♠; sweep when possible; do not
leave a table that the next opponent can sweep; keep low cards and the A♠ rather than trailing
them.  Only what the seat to move sees is read: its hand, the table and the builds, and the
counts of the other hands.

:func:`utility` is what the search bots maximise (points already sure plus a smooth share for
the cards and spades captured, against the best other side), :func:`outcome` the finished round
in the units the analysis reports (:data:`UNITS`, labelled by :data:`THRESHOLDS`, written as
:data:`VALUE_FORMAT` says).  :data:`MONTE_CARLO` and :data:`ISMCTS` are the search bots'
budgets for this game.
"""

from __future__ import annotations

from functools import lru_cache

from ...cards import SUIT
from .cards import CARD_VALUE, FULL_DECK, HAND_SIZE, SPADE_ACE, SPADE_ACE_ID

UNITS = {
    "lower_better": False,
    "unit": "points",
    "doc": "the expected points of the round for the seat's side, less those of the best other side",
}
# losses (in points) from which a move is an inaccuracy, a mistake, a blunder
THRESHOLDS = {"inaccuracy": 0.2, "mistake": 0.5, "blunder": 1.0}
# how the analysis writes a value (points, two decimals, signed: a value is against the best
# other side) and a loss
VALUE_FORMAT = {"digits": 2, "sign": True, "percent": False}

# the Monte Carlo bot (cardlab.bots.montecarlo): samples, playout policy, playout depth,
# candidates kept (the rule of thumb's best ``top_k``), ``gap``: candidates scored that far below
# the best are not tried; ``before``: the samples before the engine's own playout loop
MONTE_CARLO = {
    "default": {"samples": 50, "policy": "heuristic", "depth": 8, "top_k": 8},
    "fast": {"samples": 12, "policy": "heuristic", "depth": 8, "top_k": 4, "gap": 6.0},
    "before": {"samples": 30},
}
# the ISMCTS bot (cardlab.bots.ismcts): iterations, UCB constant, playout depth, candidates,
# the weight of the rule of thumb's prior
ISMCTS = {
    "default": {"iterations": 180, "c": 0.8, "depth": 8, "top_k": 8, "bias": 0.2},
    "fast": {"iterations": 24, "c": 0.8, "depth": 8, "top_k": 4, "bias": 0.2, "gap": 6.0},
}


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
    table_vals: tuple, build_vals: tuple, unseen_by_value: dict, unseen_total: int, hand_count: int
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


def scores(game, state, moves) -> list:
    """``[(score, move), ...]`` for ``moves`` (the legal moves of ``state.to_move``, in order)."""
    CV = CARD_VALUE
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
            nxt_count = len(hands[s]) or HAND_SIZE
            break
    partner = nxt is not None and game.side_of(rules, n, nxt) == game.side_of(rules, n, seat)
    last_card = not stock or rules.eight_card_deal
    last_card = last_card and sum(len(h) for h in hands) == 1
    # unseen cards, by value: the deck less my hand, the table and the builds
    seen = set(hand) | set(table) | {c for b, _ in builds for c in b}
    unseen: dict = {}
    for c in FULL_DECK:
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
            if SPADE_ACE in cards:
                s += 6.0
            if not left_tab and not left_builds:
                if not last_card:
                    s += 7.0 * sweep_pts
                risk = 0.0
            else:
                risk = 0.0 if partner else _sweep_risk(left_tab, left_builds, unseen, utot, nxt_count)
            s -= 7.0 * risk * (sweep_pts + 0.3)
        elif mv.kind == "trail":
            left_tab = tuple(sorted([tvals[c] for c in table] + [v]))
            left_builds = tuple(sorted(sum(CV[c] for c in b) for b, _ in builds))
            u2 = dict(unseen)
            risk = 0.0 if partner else _sweep_risk(left_tab, left_builds, u2, utot, nxt_count)
            s = -1.0 - 7.0 * risk * (sweep_pts + 0.3)
            if card == SPADE_ACE:
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


def utility(game, state, seat: int) -> float:
    """Points already sure (sweeps, the A♠) plus a smooth share for the cards and spades
    captured (the majority points are worth 1 each at 27 cards and 7 spades), for the seat's
    side less the best other side; at the end of the round the real points plus half that
    smooth share (to break ties)."""
    rules = state.rules
    sides = game.sides(rules, state.n)
    side = game.side_of(rules, state.n, seat)
    sweep_pt = 0.0 if rules.no_sweep_points else 1.0
    vals = []
    res = game.result(state).points if state.over else None
    cap = state.captured_ids  # card ids: the spades are the ids 3, 7, 11, ...
    for i, sd in enumerate(sides):
        cards = sum(len(cap[s]) for s in sd)
        spades = sum(1 for s in sd for c in cap[s] if c & 3 == 3)
        smooth = 0.04 * cards + 0.15 * spades
        if res is not None:
            vals.append(res[i] + 0.5 * smooth)
        else:
            ace = 1.0 if any(SPADE_ACE_ID in cap[s] for s in sd) else 0.0
            vals.append(sweep_pt * sum(state.sweeps[s] for s in sd) + ace + smooth)
    return vals[side] - max(v for i, v in enumerate(vals) if i != side)


tree_utility = utility  # the tree search values outcomes the same way


def outcome(game, state, seat: int) -> float:
    """The finished round's points for the seat's side less those of the best other side
    (:data:`UNITS`)."""
    res = game.result(state)
    sides = game.sides(state.rules, state.n)
    mine = next(i for i, sd in enumerate(sides) if seat in sd)
    pts = res.points
    return float(pts[mine] - max(p for i, p in enumerate(pts) if i != mine))


def fact(game, state, seat, move, lang="en") -> str:
    """What ``move`` makes of ``seat``'s position in words, for the analysis's reasons: nothing
    beyond what the move's events say (:func:`cardlab.analysis.words.move_effect`)."""
    return ""
