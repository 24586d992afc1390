"""Swoop: the shedding game of rules/000 (German, ``published`` preset) and rules/001 (English,
``house`` preset, the default), with the rulings of RULINGS.md.

Play equal or lower on the pile; higher picks the pile up first; four of a rank on top, a 10 or a
joker swoops the pile aside and the player plays again; mystery cards are played in two moves
(``d3``, then the cards added or ``none``).
"""
from __future__ import annotations

from itertools import chain, combinations

_chain = chain.from_iterable

from ..cards import JOKER, RANK, SUIT_ORDER, CardError, deck, parse_card, sort_cards
from ..engine import (DealResult, Event, FormatError, Game, IllegalMove, Option, bool_option,
                      int_option, was_generated)

SLOTS = 4
_VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
          "J": 11, "Q": 12, "K": 13, JOKER: 0}
_HAND_ORDER = {c: (_VALUE[RANK[c]], SUIT_ORDER.get(c[-1], 9)) for c in
               [r + s for r in _VALUE if r != JOKER for s in "CDHS"] + [JOKER]}


def _hand_add(hand: dict, cards) -> None:
    """Add cards to a hand: a dict rank -> that rank's cards in suit order C D H S, whose keys
    stay in rank order A..K (then 10 and X), so moves come out in a stable order."""
    # cards of one rank differ only in the suit letter, and C < D < H < S: string order is suit order
    new = False
    get = hand.get
    for card in cards:
        r = RANK[card]
        t = get(r)
        if t is None:
            hand[r] = (card,)
            new = True
        else:
            hand[r] = tuple(sorted(t + (card,)))
    if new:
        old = hand.copy()
        keys = sorted(old, key=_VALUE.__getitem__)
        hand.clear()
        hand.update(zip(keys, map(old.__getitem__, keys)))


def _hand_remove(hand: dict, card: str):
    r = RANK[card]
    t = hand[r]
    if len(t) == 1:
        del hand[r]
    else:
        i = t.index(card)
        hand[r] = t[:i] + t[i + 1:]


def decks_for(n: int) -> int:
    return 2 if n <= 4 else 3 if n <= 6 else 4


class SwoopMove:
    """A Swoop move.  ``kind`` is ``play`` (cards from hand and face-up slots), ``reveal``
    (``d3``: turn up a mystery card) or ``complete`` (the cards added to a turned-up mystery card,
    possibly ``none``).  Two moves are equal when they play the same ranks from the same places;
    ``hand`` holds the concrete hand cards that this spelling names, ``up`` the (slot, card) pairs.
    """

    __slots__ = ("kind", "rank", "hand", "up", "slot", "_key")

    def __init__(self, kind, rank=None, hand=(), up=(), slot=None):
        self.kind = kind
        self.rank = rank
        self.hand = tuple(hand)
        self.up = tuple(up)
        self.slot = slot
        self._key = (kind, rank, len(self.hand), tuple([s for s, _ in self.up]) if up else (), slot)

    @classmethod
    def _fast(cls, kind, rank, hand, up, key):
        m = cls.__new__(cls)
        m.kind, m.rank, m.hand, m.up, m.slot, m._key = kind, rank, hand, up, None, key
        return m

    @property
    def cards(self) -> tuple:
        return self.hand + tuple(c for _, c in self.up)

    @property
    def slots(self) -> tuple:
        return tuple(s for s, _ in self.up)

    def __eq__(self, other):
        return isinstance(other, SwoopMove) and other._key == self._key

    def __hash__(self):
        return hash(self._key)

    def __str__(self):
        if self.kind == "reveal":
            return f"d{self.slot}"
        parts = list(self.hand) + [f"{c}@u{s}" for s, c in self.up]
        return " ".join(parts) if parts else "none"

    def __repr__(self):
        return f"SwoopMove({str(self)!r})"


_HAND_PLAYS: tuple = ({}, {})      # by only_jokers_swoop: a rank's cards in hand -> its plays
_GROUPS: dict = {}
_REVEAL = [SwoopMove("reveal", slot=i + 1) for i in range(SLOTS)]
_SPECIAL_PLAYS: dict = {}
_SPECIAL_RANKS = (("10", JOKER), (JOKER,))
_CACHE_MAX = 200_000


def _hand_plays(hc, ojs, cache):
    """The plays of k = 1..4 cards of one rank from the hand (just the first card for a 10 or
    joker), given that rank's cards in hand ``hc``; memoised in ``cache``."""
    rank = RANK[hc[0]]
    if rank in _SPECIAL_RANKS[ojs]:
        got = [_special_play(rank, hc[0])]
    else:
        got = [SwoopMove._fast("play", rank, hc[:k], (), ("play", rank, k, (), None))
               for k in range(1, min(len(hc), 4) + 1)]
    if len(cache) < _CACHE_MAX:
        cache[hc] = got
    return got


def _special_play(rank, card):
    m = _SPECIAL_PLAYS.get(card)
    if m is None:
        m = _SPECIAL_PLAYS[card] = SwoopMove._fast("play", rank, (card,), (), ("play", rank, 1, (), None))
    return m


class SwoopState:
    """A Swoop position.  ``hands`` map rank -> a tuple of that rank's cards in suit order; ``up``/``down`` are four slots a seat
    (``None`` for an empty slot); ``pile`` runs bottom to top; ``revealed`` is the turned-up mystery
    card waiting for its completion move, as ``(slot, card)``."""

    __slots__ = ("rules", "n", "starter", "hands", "up", "down", "pile", "out", "aside", "draw",
                 "to_move", "plays_since_swoop", "revealed", "over", "winner", "dead", "plays", "_legal")

    def copy(self) -> "SwoopState":
        s = SwoopState.__new__(SwoopState)
        s.rules, s.n, s.starter = self.rules, self.n, self.starter
        s.hands = [dict(h) for h in self.hands]
        s.up = [list(u) for u in self.up]
        s.down = [list(d) for d in self.down]
        s.pile, s.out, s.aside = list(self.pile), list(self.out), list(self.aside)
        s.draw = [list(p) for p in self.draw] if self.draw is not None else None
        s.to_move, s.plays_since_swoop, s.revealed = self.to_move, self.plays_since_swoop, self.revealed
        s.over, s.winner, s.dead, s.plays = self.over, self.winner, self.dead, self.plays
        s._legal = None
        return s

    @property
    def is_over(self) -> bool:
        return self.over

    def held(self, seat: int) -> int:
        h = 0
        for v in self.hands[seat].values():
            h += len(v)
        h += sum(1 for c in self.up[seat] if c is not None)
        h += sum(1 for c in self.down[seat] if c is not None)
        if self.revealed is not None and self.to_move == seat:
            h += 1
        return h

    def hand_list(self, seat: int) -> list:
        return sort_cards([c for v in self.hands[seat].values() for c in v])

    def __repr__(self):
        return f"<SwoopState {self.n} players, to move: {self.to_move}, pile: {' '.join(self.pile)}>"

    def _repr_html_(self):
        from ..show import state_html
        return state_html(GAME, self)


class Swoop(Game):
    name = "swoop"
    MIN_PLAYERS, MAX_PLAYERS = 3, 8
    DEFAULT_PRESET = "house"
    OPTIONS = {
        "target_score": int_option(200, "the game ends after the deal in which a total reaches this", lo=1),
        "score_table_cards": bool_option(True, "face-up and mystery cards score at deal end (False: only the hand)"),
        "dead_deal_plays": int_option(200, "a deal ends with no winner after this many plays in a row "
                                      "without a swoop (null: no limit)", lo=1, allow_none=True),
        "tie_break": Option("share", "players tied for the lowest total at game end share the win "
                            "('share') or play another deal ('play_on')", choices=("share", "play_on")),
        "simple_scoring": bool_option(False, "A-9 score 5, J Q K 10, 10s and jokers 20"),
        "cards_per_player": Option(19, "19 cards each (11 in hand) or 20 (12 in hand)", choices=(19, 20)),
        "table_cards": Option("both", "what lies on the table: 'both' (4 mystery + 4 face-up), "
                              "'mystery_only' (4 mystery) or 'none'", choices=("both", "mystery_only", "none")),
        "only_jokers_swoop": bool_option(False, "10s rank between 9 and J and score 10; only jokers swoop"),
        "big_swoop": bool_option(False, "any run of four or more of a rank on top swoops"),
    }
    PRESETS = {
        "house": {"target_score": 200, "dead_deal_plays": 200, "tie_break": "share"},
        "published": {"target_score": 500, "dead_deal_plays": None, "tie_break": "play_on"},
    }

    # -- cards and values -------------------------------------------------------------------
    @staticmethod
    def is_special(rules, card: str) -> bool:
        """True for a card that swoops by itself (a 10 or a joker; only a joker with
        ``only_jokers_swoop``)."""
        r = RANK[card]
        return r == JOKER or (r == "10" and not rules.only_jokers_swoop)

    @staticmethod
    def card_points(rules, card: str) -> int:
        r = RANK[card]
        if r == "10" and rules.only_jokers_swoop:
            return 10
        if rules.simple_scoring:
            return 20 if r in ("10", JOKER) else 10 if r in ("J", "Q", "K") else 5
        if r in ("10", JOKER):
            return 50
        return 10 if r in ("J", "Q", "K") else _VALUE[r]

    def held_points(self, state: SwoopState, seat: int) -> int:
        rules = state.rules
        cards = [c for v in state.hands[seat].values() for c in v]
        if rules.score_table_cards:
            cards += [c for c in state.up[seat] if c is not None]
            cards += [c for c in state.down[seat] if c is not None]
            if state.revealed is not None and state.to_move == seat:
                cards.append(state.revealed[1])
        return sum(self.card_points(rules, c) for c in cards)

    # -- dealing ----------------------------------------------------------------------------
    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        cards = deck(decks_for(n))
        rng.shuffle(cards)
        per = rules.cards_per_player
        ndown = 0 if rules.table_cards == "none" else SLOTS
        nup = SLOTS if rules.table_cards == "both" else 0
        hands, ups, downs = [], [], []
        for seat in range(n):
            mine = cards[seat * per:(seat + 1) * per]
            downs.append(mine[:ndown] + [None] * (SLOTS - ndown))
            ups.append(mine[ndown:ndown + nup] + [None] * (SLOTS - nup))
            hands.append(mine[ndown + nup:])
        aside = cards[n * per:]
        draw = None
        if match is None or not match.starts:
            draw, starter = self.first_starter(rules, n, aside)
        else:
            starter = (match.starts[-1].starter + 1) % n
        return self._new_state(rules, n, starter, hands, ups, downs, aside, draw)

    def first_starter(self, rules, n, aside):
        """The first-starter draw: each contender draws from the set-aside cards in seat order
        (a 10 or joker is drawn again); highest rank starts; ties among the highest draw again."""
        draw, i, contenders = [], 0, list(range(n))
        while True:
            best, got = -1, {}
            for s in contenders:
                while True:
                    c = aside[i % len(aside)]
                    i += 1
                    draw.append([s, c])
                    if not self.is_special(rules, c):
                        break
                got[s] = _VALUE[RANK[c]]
            best = max(got.values())
            contenders = [s for s in contenders if got[s] == best]
            if len(contenders) == 1:
                return draw, contenders[0]

    def _new_state(self, rules, n, starter, hands, ups, downs, aside, draw) -> SwoopState:
        s = SwoopState.__new__(SwoopState)
        s.rules, s.n, s.starter = rules, n, starter
        s.hands = []
        for h in hands:
            d: dict = {}
            _hand_add(d, h)
            s.hands.append(d)
        s.up, s.down = [list(u) for u in ups], [list(d) for d in downs]
        s.pile, s.out, s.aside, s.draw = [], [], list(aside), draw
        s.to_move, s.plays_since_swoop, s.revealed = starter, 0, None
        s.over, s.winner, s.dead, s.plays = False, None, False, 0
        s._legal = None
        return s

    # -- JSON -------------------------------------------------------------------------------
    def state_to_json(self, state: SwoopState, fresh: bool = False) -> dict:
        """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
        while they still hold a fresh deal's values."""
        out = {"starter": state.starter,
               "hands": [state.hand_list(i) for i in range(state.n)],
               "up": [list(u) for u in state.up], "down": [list(d) for d in state.down],
               "aside": list(state.aside)}
        if state.draw is not None:
            out["draw"] = [list(p) for p in state.draw]
        if not (fresh and not state.pile and not state.out and state.to_move == state.starter
                and state.plays_since_swoop == 0 and state.revealed is None):
            out.update({"pile": list(state.pile), "out": list(state.out), "to_move": state.to_move,
                        "plays_since_swoop": state.plays_since_swoop})
        if state.revealed is not None:
            out["revealed"] = {"slot": state.revealed[0], "card": state.revealed[1]}
        return out

    def state_from_json(self, rules, n, start, match=None) -> SwoopState:
        from ._parse import Fields
        f = Fields(start, "start")
        known = {"starter", "hands", "up", "down", "aside", "draw", "pile", "out", "to_move",
                 "plays_since_swoop", "revealed"}
        f.no_unknown(known)
        starter = f.seat("starter", n)
        hands = f.card_lists("hands", n)
        ups = f.slot_lists("up", n, SLOTS, default=[[None] * SLOTS for _ in range(n)])
        downs = f.slot_lists("down", n, SLOTS, default=[[None] * SLOTS for _ in range(n)])
        aside = f.cards("aside", default=[])
        pile = f.cards("pile", default=[])
        out = f.cards("out", default=[])
        to_move = f.seat("to_move", n, default=starter)
        psw = f.integer("plays_since_swoop", default=0, lo=0)
        revealed = None
        if "revealed" in start and start["revealed"] is not None:
            r = start["revealed"]
            if not isinstance(r, dict) or set(r) != {"slot", "card"}:
                raise FormatError('must be {"slot": 1-4, "card": "7C"}', "start.revealed")
            slot = r["slot"]
            if not isinstance(slot, int) or isinstance(slot, bool) or not 1 <= slot <= SLOTS:
                raise FormatError(f"there is no mystery slot {slot!r} (slots are 1-4)", "start.revealed.slot")
            revealed = (slot, f.card_value(r["card"], "start.revealed.card"))
        for i, c in enumerate(pile):
            if self.is_special(rules, c):
                raise FormatError(f"a {c} swoops at once and cannot lie in the pile", f"start.pile[{i}]")
        # four (or more) of one rank on top would have swooped the moment the fourth was played
        run = 0
        for c in reversed(pile):
            if RANK[c] != RANK[pile[-1]]:
                break
            run += 1
        if run >= 4:
            raise FormatError(f"the top {run} cards of the pile share a rank: they would have swooped "
                              f"at once", "start.pile")
        if revealed is not None and self.is_special(rules, revealed[1]):
            raise FormatError(f"a turned-up {revealed[1]} swoops at once and cannot wait for a "
                              f"completion move", "start.revealed.card")
        # how many copies the decks hold
        everything = [c for h in hands for c in h] + [c for u in ups for c in u if c] + \
                     [c for d in downs for c in d if c] + aside + pile + out + \
                     ([revealed[1]] if revealed else [])
        f.check_counts(everything, deck(decks_for(n)), f"{decks_for(n)} decks")
        draw = None
        if "draw" in start and start["draw"] is not None:
            draw = self._check_draw(rules, n, start["draw"], starter)
            if "aside" in start:
                # the starter is drawn from the cards set aside, so each drawn card is one of them
                for i, (_, c) in enumerate(draw):
                    if c not in aside:
                        raise FormatError(f"{c} is drawn, but it is not among the set-aside cards",
                                          f"start.draw[{i}]")
        if match is not None and match.starts and "starter" in start:
            want = (match.starts[-1].starter + 1) % n
            if starter != want and "to_move" not in start:
                raise FormatError(f"this deal must start with seat {want}, to the left of the "
                                  f"previous deal's starter", "start.starter")
        s = self._new_state(rules, n, starter, hands, ups, downs, aside, draw)
        s.pile, s.out, s.to_move, s.plays_since_swoop = pile, out, to_move, psw
        s.revealed = revealed
        if revealed is not None:
            if downs[to_move][revealed[0] - 1] is not None:
                raise FormatError(f"mystery slot {revealed[0]} of the player to move still holds a card",
                                  "start.revealed")
            if ups[to_move][revealed[0] - 1] is not None:
                raise FormatError(f"mystery card {revealed[0]} cannot have been turned up: face-up slot "
                                  f"{revealed[0]} still covers it", "start.revealed")
        self._check_end(s)
        return s

    def _check_draw(self, rules, n, draw, starter):
        if not isinstance(draw, list):
            raise FormatError("must be a list of [seat, card] pairs", "start.draw")
        pairs = []
        for i, p in enumerate(draw):
            if (not isinstance(p, list) or len(p) != 2 or not isinstance(p[0], int)
                    or isinstance(p[0], bool) or not 0 <= p[0] < n):
                raise FormatError(f"must be [seat, card] with a seat from 0 to {n - 1}", f"start.draw[{i}]")
            try:
                pairs.append([p[0], parse_card(p[1])])
            except (CardError, AttributeError):
                raise FormatError(f"{p[1]!r} is not a card", f"start.draw[{i}]") from None
        i, contenders = 0, list(range(n))
        while True:
            got = {}
            for s in contenders:
                while True:
                    if i >= len(pairs):
                        raise FormatError(f"the draw ends before seat {s} has drawn a ranked card",
                                          "start.draw")
                    seat, c = pairs[i]
                    if seat != s:
                        raise FormatError(f"seat {s} draws next, not seat {seat}", f"start.draw[{i}]")
                    i += 1
                    if not self.is_special(rules, c):
                        break
                got[s] = _VALUE[RANK[c]]
            best = max(got.values())
            contenders = [s for s in contenders if got[s] == best]
            if len(contenders) == 1:
                break
        if i != len(pairs):
            raise FormatError(f"the draw is decided after {i} cards but lists {len(pairs)}", "start.draw")
        if contenders[0] != starter:
            raise FormatError(f"the draw makes seat {contenders[0]} the starter, not seat {starter}",
                              "start.starter")
        return pairs

    def _check_end(self, s: SwoopState):
        """Mark the deal over when someone holds nothing or the dead-deal limit is reached."""
        for seat in range(s.n):
            if s.held(seat) == 0:
                s.over, s.winner = True, seat
                return
        lim = s.rules.dead_deal_plays
        if lim is not None and s.plays_since_swoop >= lim:
            s.over, s.dead = True, True

    # -- moves ------------------------------------------------------------------------------
    def _limit(self, state, rank) -> int:
        """How many cards of ``rank`` one play may hold (the four-on-top limit)."""
        if state.rules.big_swoop:
            return 4
        pile = state.pile
        if not pile or RANK[pile[-1]] != rank:
            return 4
        k = 0
        for c in reversed(pile):
            if RANK[c] != rank:
                break
            k += 1
        return 4 - k

    def legal_moves(self, state: SwoopState) -> list:
        if state.over:
            return []
        seat = state.to_move
        rules = state.rules
        hand, up = state.hands[seat], state.up[seat]
        if state.revealed is not None:
            rank = RANK[state.revealed[1]]
            slots = [(i + 1, c) for i, c in enumerate(up) if c is not None and RANK[c] == rank]
            moves = list(self._groups(state, rank, tuple(hand.get(rank, ())), slots,
                                      self._limit(state, rank) - 1, allow_empty=True))
            state._legal = moves
            return moves
        ojs = rules.only_jokers_swoop
        # the plays from the hand alone, per rank (memoised by the rank's cards in hand)
        cache = _HAND_PLAYS[ojs]
        vals = list(hand.values())
        parts = list(map(cache.get, vals))
        if None in parts:
            for i, p in enumerate(parts):
                if p is None:
                    parts[i] = _hand_plays(vals[i], ojs, cache)
        # the four-on-top limit for the top rank of the pile
        pile = state.pile
        top = None
        if pile and not rules.big_swoop:
            top = RANK[pile[-1]]
            if top == JOKER or (top == "10" and not ojs):
                top = None              # a special rank is never limited
            else:
                k, i = 1, len(pile) - 2
                while i >= 0 and RANK[pile[i]] == top:
                    k += 1
                    i -= 1
                top_lim = 4 - k
        tail = None
        keys = None
        # the face-up slots grouped by rank, in order of first slot
        if any(up):
            by_rank: dict = {}
            for i, c in enumerate(up):
                if c is not None:
                    by_rank.setdefault(RANK[c], []).append((i + 1, c))
            up_groups = by_rank.items()
        else:
            up_groups = ()
        if up_groups:
            special = _SPECIAL_RANKS[ojs]
            for rank, slots in up_groups:
                if rank in special:
                    if tail is None:
                        tail = []
                    tail.extend([SwoopMove("play", rank, (), (sc,)) for sc in slots])
                    continue
                lim = top_lim if rank == top else 4
                hc = hand.get(rank)
                if hc is None:
                    if tail is None:
                        tail = []
                    tail.extend(self._groups(state, rank, (), slots, lim, False))
                else:
                    if keys is None:
                        keys = list(hand)
                    gkey = (rank, False, lim, hc, tuple(slots))
                    got = _GROUPS.get(gkey)
                    if got is None:
                        got = self._groups(state, rank, hc, slots, lim, False)
                    parts[keys.index(rank)] = got
                    if rank == top:
                        top = None      # done
        if top is not None and top_lim < 4:
            hc = hand.get(top)
            if hc is not None and len(hc) > top_lim:
                if keys is None:
                    keys = list(hand)
                i = keys.index(top)
                parts[i] = parts[i][:top_lim]
        moves = list(_chain(parts))
        if tail is not None:
            moves.extend(tail)
        down = state.down[seat]
        if any(down):
            for i in range(SLOTS):
                if up[i] is None and down[i] is not None:
                    moves.append(_REVEAL[i])
        state._legal = moves
        return moves

    def _groups(self, state, rank, hc, slots, limit, allow_empty):
        """Every play of ``rank``: k of the hand cards ``hc`` (canonical suits) plus a set of the
        face-up ``slots`` ((slot, card) pairs).  Memoised: the result depends on nothing else."""
        key = (rank, allow_empty, limit, tuple(hc), tuple(slots))
        got = _GROUPS.get(key)
        if got is None:
            got = self._make_groups(rank, hc, slots, limit, allow_empty)
            if len(_GROUPS) < 200_000:
                _GROUPS[key] = got
        return got

    @staticmethod
    def _make_groups(rank, hc, slots, limit, allow_empty):
        kind = "complete" if allow_empty else "play"
        out = []
        for m in range(len(slots) + 1):
            for sub in combinations(slots, m):
                for k in range(len(hc) + 1):
                    total = k + m
                    if total > limit:
                        break
                    if total == 0 and not allow_empty:
                        continue
                    out.append(SwoopMove._fast(kind, rank, hc[:k], sub,
                                               (kind, rank, k, tuple([s for s, _ in sub]), None)))
        return out

    def parse_move(self, state: SwoopState, text) -> SwoopMove:
        if isinstance(text, SwoopMove):
            return self._check(state, text)
        if state.over:
            raise IllegalMove("common.err.over")
        if not isinstance(text, str):
            raise IllegalMove("common.err.not_text", text=repr(text))
        tokens = text.split()
        if not tokens:
            raise IllegalMove("swoop.err.empty")
        seat = state.to_move
        if len(tokens) == 1 and tokens[0].lower() == "none":
            if state.revealed is None:
                raise IllegalMove("swoop.err.none_alone")
            return self._check(state, SwoopMove("complete", RANK[state.revealed[1]]))
        if len(tokens) == 1 and tokens[0][:1] in "dD" and tokens[0][1:].isdigit():
            return self._check(state, SwoopMove("reveal", slot=int(tokens[0][1:])))
        hand_cards, ups = [], []
        for tok in tokens:
            place = None
            if "@" in tok:
                tok, _, where = tok.partition("@")
                w = where.lower()
                if not (w.startswith("u") and w[1:].isdigit()):
                    raise IllegalMove("swoop.err.bad_place", token=where)
                place = int(w[1:])
            try:
                card = parse_card(tok)
            except CardError:
                raise IllegalMove("common.err.not_card", text=tok) from None
            if place is None:
                hand_cards.append(card)
            else:
                ups.append((place, card))
        ranks = {RANK[c] for c in hand_cards} | {RANK[c] for _, c in ups}
        if len(ranks) > 1:
            raise IllegalMove("swoop.err.mixed")
        rank = ranks.pop()
        # which copies leave the hand: the named ones when held, else the canonical ones
        hand = state.hands[seat]
        need = len(hand_cards)
        have = hand.get(rank, [])
        held = len(have)
        if need > held:
            raise IllegalMove("swoop.err.not_in_hand", n=need, rank=rank, ranks=rank, held=held)
        left = list(have)
        chosen, rest = [], 0
        for c in hand_cards:
            if c in left:
                left.remove(c)
                chosen.append(c)
            else:
                rest += 1
        chosen.extend(left[:rest])       # the named copies are not held: the canonical ones leave
        chosen.sort(key=_HAND_ORDER.__getitem__)
        kind = "complete" if state.revealed is not None else "play"
        return self._check(state, SwoopMove(kind, rank, chosen, sorted(ups)))

    def _check(self, state: SwoopState, mv: SwoopMove) -> SwoopMove:
        """Raise IllegalMove with the reason when ``mv`` cannot be played now."""
        if state.over:
            raise IllegalMove("common.err.over")
        seat = state.to_move
        rules = state.rules
        if mv.kind == "reveal":
            if state.revealed is not None:
                raise IllegalMove("swoop.err.pending", card=state.revealed[1])
            s = mv.slot
            if not isinstance(s, int) or not 1 <= s <= SLOTS:
                raise IllegalMove("swoop.err.no_mystery_slot", slot=s)
            if state.down[seat][s - 1] is None:
                raise IllegalMove("swoop.err.mystery_empty", slot=s)
            if state.up[seat][s - 1] is not None:
                raise IllegalMove("swoop.err.mystery_covered", slot=s, card=state.up[seat][s - 1])
            return mv
        if state.revealed is not None and mv.kind != "complete":
            raise IllegalMove("swoop.err.pending", card=state.revealed[1])
        if state.revealed is None and mv.kind == "complete":
            raise IllegalMove("swoop.err.none_alone")
        up = state.up[seat]
        seen = set()
        for s, c in mv.up:
            if not 1 <= s <= SLOTS:
                raise IllegalMove("swoop.err.no_slot", slot=s)
            if s in seen:
                raise IllegalMove("swoop.err.slot_twice", slot=s)
            seen.add(s)
            have = up[s - 1]
            if have is None:
                raise IllegalMove("swoop.err.slot_empty", slot=s)
            if RANK[have] != RANK[c]:
                raise IllegalMove("swoop.err.slot_holds", slot=s, card=have, want_card=c)
        hand = state.hands[seat]
        for c in set(mv.hand):
            have = hand.get(RANK[c], ()).count(c)
            if have < mv.hand.count(c):
                raise IllegalMove("swoop.err.not_in_hand", n=mv.hand.count(c), rank=RANK[c],
                                  ranks=RANK[c], held=have)
        n = len(mv.hand) + len(mv.up)
        if mv.kind == "complete":
            want = RANK[state.revealed[1]]
            if n and mv.rank != want:
                raise IllegalMove("swoop.err.wrong_add", card=state.revealed[1], ranks=want)
            lim = self._limit(state, want) - 1
            if n > lim:
                raise IllegalMove("swoop.err.too_many_add", card=state.revealed[1], n=lim,
                                  on_top=self._limit_top(state, want), ranks=want)
            return mv
        if n == 0:
            raise IllegalMove("swoop.err.empty")
        if self.is_special(rules, mv.cards[0]):
            if n != 1:
                raise IllegalMove("swoop.err.special_alone")
            return mv
        if n > 4:
            raise IllegalMove("swoop.err.over_four", n=n)
        lim = self._limit(state, mv.rank)
        if n > lim:
            raise IllegalMove("swoop.err.too_many", n=n, limit=lim, on_top=4 - lim, ranks=mv.rank)
        return mv

    def _limit_top(self, state, rank):
        return 4 - self._limit(state, rank)

    # -- applying a move --------------------------------------------------------------------
    def apply(self, state: SwoopState, move, events: bool = True) -> list:
        if was_generated(state, move):
            mv = move                   # generated for this very position: already checked
        else:
            mv = self.parse_move(state, move) if not isinstance(move, SwoopMove) else self._check(state, move)
        if not events and mv.kind != "reveal":
            # a play or completion without events: _play and _after inlined
            seat = state.to_move
            hand = state.hands[seat]
            hc = mv.hand
            if hc:
                r = RANK[hc[0]]
                t = hand.get(r)
                k = len(hc)
                if t is not None and t[:k] == hc:
                    if len(t) == k:
                        del hand[r]
                    else:
                        hand[r] = t[k:]
                else:
                    for c in hc:
                        _hand_remove(hand, c)
            cards = hc
            if mv.up:
                cards = list(hc)
                up = state.up[seat]
                for s, _ in mv.up:
                    cards.append(up[s - 1])
                    up[s - 1] = None
            if mv.kind == "complete":
                card = state.revealed[1]
                state.revealed = None
                cards = (card, *cards)
            rules = state.rules
            pile = state.pile
            state.plays += 1
            first = cards[0]
            rank = RANK[first]
            if rank == JOKER or (rank == "10" and not rules.only_jokers_swoop):
                state.out.extend(pile)
                state.out.append(first)
                pile.clear()
                state.plays_since_swoop = 0
                swooped = True
            else:
                if pile and _VALUE[rank] > _VALUE[RANK[pile[-1]]]:
                    _hand_add(hand, pile)
                    pile.clear()
                pile.extend(cards)
                # a run of four (or more) of one rank on top swoops
                if (len(pile) >= 4 and RANK[pile[-1]] == rank and RANK[pile[-2]] == rank
                        and RANK[pile[-3]] == rank and RANK[pile[-4]] == rank):
                    state.out.extend(pile)
                    pile.clear()
                    state.plays_since_swoop = 0
                    swooped = True
                else:
                    state.plays_since_swoop += 1
                    swooped = False
            if not hand and state.held(seat) == 0:
                state.over, state.winner = True, seat
                return None
            if not swooped:
                lim = rules.dead_deal_plays
                if lim is not None and state.plays_since_swoop >= lim:
                    state.over, state.dead = True, True
                    return None
                state.to_move = (seat + 1) % state.n
            return None
        seat = state.to_move
        ev = [] if events else None
        if mv.kind == "reveal":
            card = state.down[seat][mv.slot - 1]
            state.down[seat][mv.slot - 1] = None
            if events:
                ev.append(Event("swoop.reveal", seat, "swoop.mystery", slot=mv.slot, card=card))
            if self.is_special(state.rules, card):
                self._play(state, seat, [card], RANK[card], ev, mystery=mv.slot)
            else:
                state.revealed = (mv.slot, card)
            return ev
        cards = list(mv.hand)
        hand = state.hands[seat]
        for c in mv.hand:
            _hand_remove(hand, c)
        for s, _ in mv.up:
            cards.append(state.up[seat][s - 1])
            state.up[seat][s - 1] = None
        mystery = None
        if mv.kind == "complete":
            slot, card = state.revealed
            state.revealed = None
            cards.insert(0, card)
            mystery = slot
        self._play(state, seat, cards, RANK[cards[0]], ev, mystery=mystery,
                   slots=mv.slots if events else (), hand_cards=mv.hand)
        return ev

    def _play(self, state, seat, cards, rank, ev, mystery=None, slots=(), hand_cards=()):
        rules = state.rules
        pile = state.pile
        state.plays += 1
        if rank == JOKER or (rank == "10" and not rules.only_jokers_swoop):
            n_pile = len(pile)
            state.out.extend(pile)
            state.out.append(cards[0])
            pile.clear()
            state.plays_since_swoop = 0
            if ev is not None:
                ev.append(Event("swoop.special", seat, "swoop.ten_joker", card=cards[0], n=n_pile,
                                slots=list(slots), mystery=mystery))
            self._after(state, seat, swooped=True, ev=ev)
            return
        value = _VALUE[rank]
        top = RANK[pile[-1]] if pile else None
        picked = 0
        if top is not None and value > _VALUE[top]:
            picked = len(pile)
            hand = state.hands[seat]
            _hand_add(hand, pile)
            if ev is not None:
                ev.append(Event("swoop.pickup", seat, "swoop.higher", ranks=rank, top_rank=top,
                                n=picked, k=len(cards), cards=list(cards), picked_cards=list(pile),
                                slots=list(slots), mystery=mystery))
            pile.clear()
        elif ev is not None:
            ev.append(Event("swoop.play" if top is not None else "swoop.start",
                            seat, "swoop.lower" if top is not None else "swoop.empty",
                            cards=list(cards), ranks=rank, top_rank=top, n=len(cards),
                            slots=list(slots), mystery=mystery))
        if picked and ev is not None:
            ev.append(Event("swoop.new_pile", seat, "swoop.higher", cards=list(cards), ranks=rank,
                            n=len(cards)))
        pile.extend(cards)
        # a run of four (or more, with big_swoop) of one rank on top swoops
        run = 0
        for c in reversed(pile):
            if RANK[c] != rank:
                break
            run += 1
        if run >= 4:
            n_pile = len(pile)
            state.out.extend(pile)
            pile.clear()
            state.plays_since_swoop = 0
            if ev is not None:
                ev.append(Event("swoop.four", seat, "swoop.four_on_top", ranks=rank, n=n_pile,
                                run=run))
            self._after(state, seat, swooped=True, ev=ev)
        else:
            state.plays_since_swoop += 1
            self._after(state, seat, swooped=False, ev=ev)

    def _after(self, state, seat, swooped, ev):
        if not state.hands[seat] and state.held(seat) == 0:
            state.over, state.winner = True, seat
            if ev is not None:
                ev.append(Event("swoop.out", seat, "swoop.going_out", swooped=swooped))
                self._score_events(state, ev)
            return
        lim = state.rules.dead_deal_plays
        if not swooped and lim is not None and state.plays_since_swoop >= lim:
            state.over, state.dead = True, True
            if ev is not None:
                ev.append(Event("swoop.dead", None, "swoop.dead_deal", n=lim))
                self._score_events(state, ev)
            return
        if swooped:
            if ev is not None:
                ev.append(Event("swoop.again", seat, "swoop.play_again"))
        else:
            state.to_move = (seat + 1) % state.n
            if ev is not None:
                ev.append(Event("common.turn", state.to_move, "swoop.order"))

    def _score_events(self, state, ev):
        pts = self.result(state).points
        for seat in range(state.n):
            if seat == state.winner:
                continue
            cards = state.hand_list(seat)
            if state.rules.score_table_cards:
                cards += [c for c in state.up[seat] if c] + [c for c in state.down[seat] if c]
            ev.append(Event("swoop.score", seat, "swoop.scoring", cards=cards, n=pts[seat]))

    # -- results ----------------------------------------------------------------------------
    def result(self, state: SwoopState) -> DealResult:
        pts = [0 if s == state.winner else self.held_points(state, s) for s in range(state.n)]
        return DealResult(points=pts, winner=state.winner, complete=state.over,
                          extra={"dead": state.dead})

    def totals(self, rules, n, results):
        t = [0] * n
        for r in results:
            for i, p in enumerate(r.points):
                t[i] += p
        return t

    def match_status(self, match):
        if not match.results:
            return False, []
        t = match.totals
        if max(t) < match.rules.target_score:
            return False, []
        low = min(t)
        win = [i for i, v in enumerate(t) if v == low]
        if len(win) > 1 and match.rules.tie_break == "play_on":
            return False, []
        return True, win

    def card_count(self, state: SwoopState) -> dict:
        out: dict = {}
        def add(c):
            out[c] = out.get(c, 0) + 1
        for h in state.hands:
            for v in h.values():
                for c in v:
                    add(c)
        for lst in (*state.up, *state.down):
            for c in lst:
                if c is not None:
                    add(c)
        for c in (*state.pile, *state.out, *state.aside):
            add(c)
        if state.revealed is not None:
            add(state.revealed[1])
        return out

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SwoopState, seat=None) -> dict:
        """What ``seat`` sees: its own hand, every face-up card, the pile; mystery cards, other
        hands, swept cards and the set-aside cards only as counts.  ``seat=None``: everything."""
        players = []
        for s in range(state.n):
            mine = seat is None or seat == s
            players.append({
                "hand": state.hand_list(s) if mine else None,
                "hand_count": sum(len(v) for v in state.hands[s].values()),
                "up": list(state.up[s]),
                "down": [c if seat is None else (None if c is None else "?") for c in state.down[s]],
            })
        v = {"game": "swoop", "to_move": None if state.over else state.to_move,
             "starter": state.starter, "players": players, "pile": list(state.pile),
             "out_count": len(state.out), "out": list(state.out) if seat is None else None,
             "aside_count": len(state.aside), "plays_since_swoop": state.plays_since_swoop,
             "dead_deal_plays": state.rules.dead_deal_plays, "over": state.over,
             "winner": state.winner, "dead": state.dead, "revealed": None,
             # the first-starter draw, face up for everyone, until the first play
             "draw": [list(p) for p in state.draw] if state.draw and not state.plays else None}
        if state.revealed is not None:
            v["revealed"] = {"slot": state.revealed[0], "card": state.revealed[1],
                             "seat": state.to_move}
        return v

    def describe(self, state: SwoopState, lang="en", players=None) -> str:
        from ..explain import text
        from ..cards import card_label
        lines = []
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            up = " ".join(card_label(c, lang) if c else "·" for c in state.up[s])
            down = " ".join("?" if c else "·" for c in state.down[s])
            hand = " ".join(card_label(c, lang) for c in state.hand_list(s))
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            lines.append(f"{mark}{name}: {text('swoop.label.hand', lang)} [{hand}]  "
                         f"{text('swoop.label.up', lang)} [{up}]  {text('swoop.label.down', lang)} [{down}]")
        pile = " ".join(card_label(c, lang) for c in state.pile) or "—"
        lines.append(f"{text('swoop.label.pile', lang)}: {pile}   "
                     f"{text('swoop.label.out', lang)}: {len(state.out)}   "
                     f"{text('swoop.label.since_swoop', lang)}: {state.plays_since_swoop}")
        if state.revealed is not None:
            lines.append(text("swoop.label.revealed", lang, slot=state.revealed[0], card=state.revealed[1]))
        return "\n".join(lines)


GAME = Swoop()
