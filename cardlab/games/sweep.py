"""Sweep: the fishing game of rules/003 (German), with the rulings of RULINGS.md.

Play one card a turn: it trails (lies on the table) or captures table cards in disjoint groups: a
match group (every table card of the played card's rank, and every build of its value) and sum
groups (two or more number cards adding up to the played number card).  Emptying the table is a
sweep.  Per round: card majority, spade majority, the A♠ and each sweep score a point; the match
goes to 10.  Play and the deal go counterclockwise: seat s+1 follows seat s.

Capture moves are sets of captured cards: two spellings that take the same cards are the same move.
The canonical spelling (FORMAT.md) lists the groups with the cards of each group from high to low
(value, then suit C D H S) and the groups in that order too; where a set of sum cards splits into
groups in more than one way, the canonical split takes first the group holding the highest card
that is highest when read from high to low (and still leaves a valid split of the rest), and so on.
"""
from __future__ import annotations

import re
from functools import lru_cache
from operator import itemgetter

from ..cards import RANK, SUIT, SUIT_ORDER, CardError, card_label, deck, parse_card
from ..engine import (DealResult, Event, FormatError, Game, IllegalMove, Option, bool_option,
                      int_option, was_generated)

VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
         "J": 11, "Q": 12, "K": 13}
FULL_DECK = tuple(deck(1, jokers=0))
CARD_VALUE = {c: VALUE[RANK[c]] for c in FULL_DECK}
FACE = frozenset(c for c in FULL_DECK if CARD_VALUE[c] > 10)
SPADE_ACE = "AS"
# hand order: low to high (value, then suit); canonical order inside a capture: high to low
# (as integers: value then suit, and value descending then suit; integers sort fastest)
HAND_KEY = {c: CARD_VALUE[c] * 4 + SUIT_ORDER[SUIT[c]] for c in FULL_DECK}
DESC_KEY = {c: (13 - CARD_VALUE[c]) * 4 + SUIT_ORDER[SUIT[c]] for c in FULL_DECK}
HAND_SIZE = 4


def _desc(cards) -> tuple:
    return tuple(sorted(cards, key=DESC_KEY.__getitem__))


def _hand_sorted(cards) -> list:
    return sorted(cards, key=HAND_KEY.__getitem__)


# -- capture arithmetic ---------------------------------------------------------------------
def _sum_groups(vals: tuple, v: int) -> list:
    """Bitmasks of the subsets (two or more cards) of ``vals`` (values, high to low) that add
    up to ``v``, in lexicographic order of their index lists.  Depth-first with pruning."""
    n = len(vals)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + vals[i]
    out = []

    def rec(i, need, mask, k):
        for j in range(i, n):
            x = vals[j]
            if x > need:
                continue
            if suffix[j] < need:
                return
            if x == need:
                if k >= 1:
                    out.append(mask | (1 << j))
            else:
                rec(j + 1, need - x, mask | (1 << j), k + 1)

    rec(0, v, 0, 0)
    return out


@lru_cache(maxsize=65536)
def _unions(vals: tuple, v: int) -> tuple:
    """Every union of disjoint sum groups (bitmasks over ``vals``, the table's number cards below
    ``v`` from high to low), 0 (no sum) first.  Memoised on the values alone, so tables with the
    same values share the work."""
    groups = _sum_groups(vals, v)
    reach = {0: None}
    for g in groups:
        for a in list(reach):
            if not a & g:
                reach.setdefault(a | g)
    return tuple(reach)


@lru_cache(maxsize=65536)
def _union_indices(vals: tuple, v: int) -> tuple:
    """The non-empty unions of :func:`_unions` as tuples of indices."""
    n = len(vals)
    return tuple(tuple(j for j in range(n) if u >> j & 1) for u in _unions(vals, v)[1:])


@lru_cache(maxsize=65536)
def _sum_takers(vals: tuple, v: int) -> tuple:
    """One ``itemgetter`` per non-empty union of sum groups over ``vals`` (number values below
    ``v``, high to low), picking those cards out of the matching list of cards."""
    return tuple(itemgetter(*idx) for idx in _union_indices(vals, v))


def _table_parts(table) -> tuple:
    """The table's loose cards as the move generators need them: a dict rank -> the cards of
    that rank (high to low), and the number cards, high to low."""
    by_rank: dict = {}
    numbers = []
    for c in sorted(table, key=DESC_KEY.__getitem__):
        r = RANK[c]
        if r in by_rank:
            by_rank[r] += (c,)
        else:
            by_rank[r] = (c,)
        if c not in FACE:
            numbers.append(c)
    return by_rank, numbers


def _sums(numbers, nvals: tuple, v: int) -> list:
    """Every non-empty union of disjoint sum groups making ``v`` from the number cards
    ``numbers`` (high to low, values ``nvals``), each a tuple of cards."""
    k = 0
    while k < len(nvals) and nvals[k] >= v:
        k += 1
    below = numbers[k:]
    return [take(below) for take in _sum_takers(nvals[k:], v)]


def canonical_split(cards, v: int) -> list | None:
    """The canonical split of ``cards`` (number cards) into groups adding up to ``v`` (two or more
    cards each), each group high to low; None when there is none."""
    cs = _desc(cards)
    vals = tuple(CARD_VALUE[c] for c in cs)
    n = len(cs)
    memo: dict = {}

    def part(mask):
        if mask == 0:
            return []
        if mask in memo:
            return memo[mask]
        top = (mask & -mask).bit_length() - 1
        idx = [j for j in range(top + 1, n) if mask >> j & 1]
        res = None

        def rec(pos, need, g, k):
            nonlocal res
            for p in range(pos, len(idx)):
                j = idx[p]
                x = vals[j]
                if x > need:
                    continue
                if x == need:
                    if k >= 1:
                        rest = part(mask & ~(g | 1 << j))
                        if rest is not None:
                            res = [g | 1 << j] + rest
                            return True
                elif rec(p + 1, need - x, g | 1 << j, k + 1):
                    return True
            return False

        rec(0, v - vals[top], 1 << top, 1) if vals[top] < v else None
        memo[mask] = res
        return res

    masks = part((1 << n) - 1)
    if masks is None:
        return None
    return [tuple(cs[j] for j in range(n) if m >> j & 1) for m in masks]


# -- moves ----------------------------------------------------------------------------------
class SweepMove:
    """A Sweep move: ``kind`` is ``trail``, ``capture`` or ``build``; ``card`` the played card.
    A capture holds ``match`` (loose cards of the played rank), ``builds`` (the builds it takes,
    each a tuple of cards) and ``sums`` (the loose cards taken by sum); a build holds ``table``
    (the table cards built on).  Two moves are equal when they play the same card and take (or
    build on) the same set of cards."""

    __slots__ = ("kind", "card", "match", "builds", "sums", "table", "_key", "_str")

    def __init__(self, kind, card, match=(), builds=(), sums=(), table=()):
        self.kind = kind
        self.card = card
        self.match = match if type(match) is tuple else tuple(match)
        self.builds = builds if type(builds) is tuple else tuple(tuple(b) for b in builds)
        self.sums = sums if type(sums) is tuple else tuple(sums)
        self.table = table if type(table) is tuple else tuple(table)
        self._key = None
        self._str = None

    @classmethod
    def _fast(cls, kind, card, match=(), builds=(), sums=()):
        """A move from parts that are already tuples (the move generator's constructor)."""
        m = cls.__new__(cls)
        m.kind, m.card, m.match, m.builds, m.sums, m.table = kind, card, match, builds, sums, ()
        m._key = m._str = None
        return m

    @property
    def key(self):
        """(kind, card, the set of cards taken or built on): equal keys, equal moves."""
        k = self._key
        if k is None:
            taken = frozenset(self.match).union(self.sums, self.table, *self.builds)
            k = self._key = (self.kind, self.card, taken)
        return k

    @property
    def taken(self) -> list:
        """The table cards this capture takes."""
        return list(self.match) + [c for b in self.builds for c in b] + list(self.sums)

    def groups(self) -> list:
        """The groups of the canonical spelling, in order, each high to low."""
        v = CARD_VALUE[self.card]
        gs = [(c,) for c in self.match] + [_desc(b) for b in self.builds]
        if self.sums:
            gs += canonical_split(self.sums, v) or [_desc(self.sums)]
        gs.sort(key=lambda g: [DESC_KEY[c] for c in g])
        return gs

    def __eq__(self, other):
        return isinstance(other, SweepMove) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __str__(self):
        s = self._str
        if s is None:
            if self.kind == "trail":
                s = self.card
            elif self.kind == "build":
                s = f"{self.card} b " + " ".join(_desc(self.table))
            else:
                s = f"{self.card} x " + " ".join("+".join(g) for g in self.groups())
            self._str = s
        return s

    def __repr__(self):
        return f"SweepMove({str(self)!r})"


_TRAIL = {c: SweepMove._fast("trail", c) for c in FULL_DECK}    # one value per card, shared


# -- state ----------------------------------------------------------------------------------
class SweepState:
    """A Sweep position.  ``hands`` are lists (low to high); ``table`` the loose table cards;
    ``builds`` a list of ``[cards, owner]``; ``stock`` top card first; ``captured`` and
    ``sweeps`` per seat; ``last_capture`` the seat that captured last (or None)."""

    __slots__ = ("rules", "n", "dealer", "hands", "table", "builds", "stock", "captured", "sweeps",
                 "last_capture", "to_move", "over", "draw", "ace_swept", "plays", "_legal")

    def copy(self) -> "SweepState":
        s = SweepState.__new__(SweepState)
        s.rules, s.n, s.dealer = self.rules, self.n, self.dealer
        s.hands = [list(h) for h in self.hands]
        s.table = list(self.table)
        s.builds = [[tuple(b), o] for b, o in self.builds]
        s.stock = list(self.stock)
        s.captured = [list(c) for c in self.captured]
        s.sweeps = list(self.sweeps)
        s.last_capture, s.to_move, s.over = self.last_capture, self.to_move, self.over
        s.draw = [list(p) for p in self.draw] if self.draw is not None else None
        s.ace_swept, s.plays = self.ace_swept, self.plays
        s._legal = None
        return s

    @property
    def is_over(self) -> bool:
        return self.over

    def table_count(self) -> int:
        return len(self.table) + sum(len(b) for b, _ in self.builds)

    def __repr__(self):
        return (f"<SweepState {self.n} players, to move: {self.to_move}, table: "
                f"{' '.join(self.table)}>")

    def _repr_html_(self):
        from ..show import state_html
        return state_html(GAME, self)


class Sweep(Game):
    name = "sweep"
    MIN_PLAYERS, MAX_PLAYERS = 2, 4
    DEFAULT_PRESET = "default"
    OPTIONS = {
        "partnerships": bool_option(True, "with 4 players, seats 0+2 and 1+3 pool their captures "
                                    "(no meaning with 2 or 3 players)"),
        "target_score": int_option(10, "the match ends after the round in which a side reaches this", lo=1),
        "no_sweep_points": bool_option(False, "sweeps score nothing"),
        "eight_card_deal": bool_option(False, "8 cards each at the start and no further deals; "
                                       "the stock is not used"),
        "double_spade_ace": bool_option(False, "the A♠ scores 2 when it was captured in a sweep"),
        "building": bool_option(False, "a played number card and table number cards may form a build"),
        "majority": Option("half", "the card and spade points go to a side with more than half of "
                           "the cards in play ('half') or with more than every other side ('most')",
                           choices=("half", "most")),
    }
    PRESETS = {"default": {}}

    # -- sides ------------------------------------------------------------------------------
    def sides(self, rules, n):
        if n == 4 and rules.partnerships:
            return [[0, 2], [1, 3]]
        return [[s] for s in range(n)]

    def side_of(self, rules, n, seat) -> int:
        if n == 4 and rules.partnerships:
            return seat % 2
        return seat

    # -- dealing ----------------------------------------------------------------------------
    @staticmethod
    def first_dealer(n, pack):
        """The draw for the first dealer: the players draw from ``pack`` in seat order, the
        highest card deals (A low, K high); players tied for the highest draw again (from the
        next cards; should the pack run out, the first of them deals)."""
        draw, i, contenders = [], 0, list(range(n))
        while True:
            if i + len(contenders) > len(pack):   # only for a pack in a freak order
                return draw, contenders[0]
            got = {}
            for s in contenders:
                c = pack[i]
                i += 1
                draw.append([s, c])
                got[s] = CARD_VALUE[c]
            best = max(got.values())
            contenders = [s for s in contenders if got[s] == best]
            if len(contenders) == 1:
                return draw, contenders[0]

    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        draw = None
        if match is None or not match.starts:
            pack = list(FULL_DECK)
            rng.shuffle(pack)
            draw, dealer = self.first_dealer(n, pack)
        else:
            dealer = (match.starts[-1].dealer + 1) % n
        cards = list(FULL_DECK)
        rng.shuffle(cards)
        per = 8 if rules.eight_card_deal else HAND_SIZE
        hands = [None] * n
        for i in range(n):   # the player to the dealer's right first
            s = (dealer + 1 + i) % n
            hands[s] = cards[i * per:(i + 1) * per]
        table = cards[n * per:n * per + 4]
        stock = cards[n * per + 4:]
        while sum(1 for c in table if c in FACE) >= 3:   # the face-card rule
            faces = [c for c in table if c in FACE]
            table = [c for c in table if c not in FACE]
            stock.extend(faces)
            rng.shuffle(stock)
            need = 4 - len(table)
            table.extend(stock[:need])
            del stock[:need]
        return self._new_state(rules, n, dealer, hands, table, stock, draw)

    def _new_state(self, rules, n, dealer, hands, table, stock, draw=None) -> SweepState:
        s = SweepState.__new__(SweepState)
        s.rules, s.n, s.dealer = rules, n, dealer
        s.hands = [_hand_sorted(h) for h in hands]
        s.table = list(table)
        s.builds = []
        s.stock = list(stock)
        s.captured = [[] for _ in range(n)]
        s.sweeps = [0] * n
        s.last_capture = None
        s.to_move = (dealer + 1) % n
        s.over = False
        s.draw = draw
        s.ace_swept = False
        s.plays = 0
        s._legal = None
        return s

    # -- JSON -------------------------------------------------------------------------------
    @staticmethod
    def _fresh_shaped(rules, hands, table, stock) -> bool:
        """Whether hands, table and stock lie as a fresh deal leaves them: 4 cards each (8 with
        ``eight_card_deal``), 4 on the table, the rest of the 52 in the stock."""
        per = 8 if rules.eight_card_deal else HAND_SIZE
        return (all(len(h) == per for h in hands) and len(table) == 4
                and sum(len(h) for h in hands) + len(table) + len(stock) == len(FULL_DECK))

    def _is_fresh(self, state) -> bool:
        return (state.plays == 0 and not state.builds and not any(state.captured)
                and not any(state.sweeps) and state.last_capture is None and not state.ace_swept
                and state.to_move == (state.dealer + 1) % state.n
                and sum(1 for c in state.table if c in FACE) < 3
                and self._fresh_shaped(state.rules, state.hands, state.table, state.stock))

    def state_to_json(self, state: SweepState, fresh: bool = False) -> dict:
        """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
        while they still hold a fresh deal's values."""
        table = list(state.table) + [{"build": list(b), "owner": o} for b, o in state.builds]
        out = {"dealer": state.dealer, "hands": [list(h) for h in state.hands], "table": table,
               "stock": list(state.stock)}
        if state.draw is not None:
            out["draw"] = [list(p) for p in state.draw]
        if not (fresh and self._is_fresh(state)):
            out.update({"to_move": state.to_move, "captured": [list(c) for c in state.captured],
                        "sweeps": list(state.sweeps), "last_capture": state.last_capture})
            if state.ace_swept:
                out["spade_ace_swept"] = True
        return out

    def state_from_json(self, rules, n, start, match=None) -> SweepState:
        from ._parse import Fields
        self.check_players(rules, n)
        f = Fields(start, "start")
        position_keys = {"to_move", "captured", "sweeps", "last_capture", "spade_ace_swept"}
        f.no_unknown({"dealer", "hands", "table", "stock", "draw"} | position_keys)
        dealer = f.seat("dealer", n)
        hands = f.card_lists("hands", n)
        per = 8 if rules.eight_card_deal else HAND_SIZE
        for i, h in enumerate(hands):       # no position reached in play holds more
            if len(h) > per:
                raise FormatError(f"a hand holds at most {per} cards (the deal gives {per} each), "
                                  f"not {len(h)}", f"start.hands[{i}]")
        stock = f.cards("stock", default=[])
        table, builds = self._table_from_json(rules, n, f.get("table"))
        captured = f.card_lists("captured", n, default=[[] for _ in range(n)])
        sweeps = f.get("sweeps", [0] * n)
        if not isinstance(sweeps, list) or len(sweeps) != n or not all(
                isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in sweeps):
            raise FormatError(f"must be a list of {n} whole numbers >= 0, one a seat", "start.sweeps")
        last = f.seat("last_capture", n, default=None, allow_none=True)
        to_move = f.seat("to_move", n, default=(dealer + 1) % n)
        ace_swept = f.boolean("spade_ace_swept", default=False)
        # every card at most once
        seen: dict = {}
        places = [(f"start.hands[{i}][{j}]", c) for i, h in enumerate(hands) for j, c in enumerate(h)]
        places += [(f"start.table[{i}]", c) for i, c in table]
        places += [(f"start.table[{i}].build[{j}]", c) for i, (b, _) in builds for j, c in enumerate(b)]
        places += [(f"start.stock[{j}]", c) for j, c in enumerate(stock)]
        places += [(f"start.captured[{i}][{j}]", c) for i, h in enumerate(captured) for j, c in enumerate(h)]
        for where, c in places:
            if c not in CARD_VALUE:
                raise FormatError(f"{c} is not in the 52-card deck of Sweep", where)
            if c in seen:
                raise FormatError(f"{c} is already at {seen[c]}: the deck holds each card once", where)
            seen[c] = where
        # a start without position fields is a fresh deal when it is laid out as one (4 cards
        # each, 4 on the table, the rest of the deck in the stock); laid out otherwise it is a
        # set-up position ("any position reached in play", FORMAT.md) with the defaults: the
        # fresh-deal checks (face-card rule, the deal passing on) do not apply to it
        fresh = not (position_keys & set(start)) and not builds and \
            self._fresh_shaped(rules, hands, table, stock)
        if fresh:
            faces = [c for _, c in table if c in FACE]
            if len(faces) >= 3:
                raise FormatError(f"a fresh deal cannot show {len(faces)} face cards on the table: "
                                  "the face-card rule sends them back to the stock", "start.table")
            if match is not None and match.starts:
                want = (match.starts[-1].dealer + 1) % n
                if dealer != want:
                    raise FormatError(f"seat {want} deals this round: the deal passes to the right "
                                      "(the next seat)", "start.dealer")
        finished = not any(hands) and (not stock or rules.eight_card_deal)
        if not any(hands) and not finished:
            raise FormatError("every hand is empty but the stock is not: the next four cards "
                              "are dealt before anyone moves", "start.hands")
        if not finished and not hands[to_move]:
            raise FormatError(f"seat {to_move} is to move but holds no cards", "start.to_move")
        for i, (b, owner) in builds:
            v = sum(CARD_VALUE[c] for c in b)
            if not any(CARD_VALUE[c] == v for c in hands[owner]):
                raise FormatError(f"the owner of this build (seat {owner}) must hold a card of its "
                                  f"value {v}", f"start.table[{i}]")
        draw = None
        if start.get("draw") is not None:
            draw = self._check_draw(n, start["draw"], dealer)
        s = self._new_state(rules, n, dealer, hands, [c for _, c in table], stock, draw)
        s.builds = [[tuple(b), o] for _, (b, o) in builds]
        s.captured = captured
        s.sweeps = list(sweeps)
        s.last_capture = last
        s.to_move = to_move
        s.ace_swept = ace_swept
        if finished:        # the round is over (a position saved at its end)
            s.over = True
            rest = list(s.table) + [c for b, _ in s.builds for c in b]
            if rest and last is not None:
                s.captured[last].extend(rest)
                s.table, s.builds = [], []
        return s

    def _table_from_json(self, rules, n, raw):
        from ._parse import Fields
        if not isinstance(raw, list):
            raise FormatError("must be a list of cards and builds", "start.table")
        loose, builds = [], []
        for i, item in enumerate(raw):
            w = f"start.table[{i}]"
            if isinstance(item, dict):
                if set(item) != {"build", "owner"}:
                    raise FormatError('a build is {"build": ["5H", "4C"], "owner": 1}', w)
                if not rules.building:
                    raise FormatError("builds need the option building", w)
                cards = Fields({}, "start").cards("build", where=f"{w}.build", value=item["build"])
                owner = item["owner"]
                if not isinstance(owner, int) or isinstance(owner, bool) or not 0 <= owner < n:
                    raise FormatError(f"must be a seat from 0 to {n - 1}, not {owner!r:.40}", f"{w}.owner")
                if len(cards) < 2:
                    raise FormatError("a build holds two or more cards", f"{w}.build")
                for j, c in enumerate(cards):
                    if c not in CARD_VALUE or c in FACE:
                        raise FormatError(f"{c} cannot be in a build: builds are of number cards (A-10)",
                                          f"{w}.build[{j}]")
                v = sum(CARD_VALUE[c] for c in cards)
                if v > 10:
                    raise FormatError(f"a build adds up to 10 at most, not {v}", f"{w}.build")
                builds.append((i, (tuple(cards), owner)))
            else:
                loose.append((i, Fields.card_value(item, w)))
        return loose, builds

    def _check_draw(self, n, draw, dealer):
        if not isinstance(draw, list):
            raise FormatError("must be a list of [seat, card] pairs", "start.draw")
        pairs = []
        for i, p in enumerate(draw):
            if (not isinstance(p, list) or len(p) != 2 or not isinstance(p[0], int)
                    or isinstance(p[0], bool) or not 0 <= p[0] < n):
                raise FormatError(f"must be [seat, card] with a seat from 0 to {n - 1}", f"start.draw[{i}]")
            try:
                c = parse_card(p[1])
            except (CardError, AttributeError):
                raise FormatError(f"{p[1]!r:.40} is not a card", f"start.draw[{i}]") from None
            if c not in CARD_VALUE:
                raise FormatError(f"{c} is not in the 52-card deck of Sweep", f"start.draw[{i}]")
            pairs.append([p[0], c])
        i, contenders = 0, list(range(n))
        while True:
            if i + len(contenders) > len(FULL_DECK):
                break
            got = {}
            for s in contenders:
                if i >= len(pairs):
                    raise FormatError(f"the draw ends before seat {s} has drawn", "start.draw")
                seat, c = pairs[i]
                if seat != s:
                    raise FormatError(f"seat {s} draws next, not seat {seat}", f"start.draw[{i}]")
                i += 1
                got[s] = CARD_VALUE[c]
            best = max(got.values())
            contenders = [s for s in contenders if got[s] == best]
            if len(contenders) == 1:
                break
        if i != len(pairs):
            raise FormatError(f"the draw is decided after {i} cards but lists {len(pairs)}", "start.draw")
        if contenders[0] != dealer:
            raise FormatError(f"the draw makes seat {contenders[0]} the dealer, not seat {dealer}",
                              "start.dealer")
        return pairs

    # -- legal moves ------------------------------------------------------------------------
    def _owned(self, state, seat):
        return [(b, sum(CARD_VALUE[c] for c in b)) for b, o in state.builds if o == seat]

    @staticmethod
    def _keeps(hand, card, owned, taken_values=()):
        """True when, after ``card`` leaves ``hand``, the owner still holds a card of the value of
        each own build not taken by the move."""
        for _, w in owned:
            if w in taken_values:
                continue
            if not any(CARD_VALUE[h] == w for h in hand if h != card):
                return False
        return True

    def legal_moves(self, state: SweepState) -> list:
        if state.over:
            return []
        seat = state.to_move
        hand = state.hands[seat]
        rules = state.rules
        builds = state.builds
        if not builds and not rules.building:
            moves = self._plain_moves(hand, state.table)
            state._legal = moves
            return moves
        owned = self._owned(state, seat) if builds else ()
        by_rank, numbers = _table_parts(state.table)
        nvals = tuple([CARD_VALUE[c] for c in numbers])
        build_vals: dict = {}
        for b, _ in builds:
            build_vals.setdefault(sum(CARD_VALUE[c] for c in b), []).append(b)
        mk = SweepMove._fast
        moves = []
        cache: dict = {}
        for card in hand:
            v = CARD_VALUE[card]
            if not owned:
                moves.append(_TRAIL[card])
            match = by_rank.get(RANK[card], ())
            mbuilds = tuple(build_vals[v]) if v in build_vals else ()
            has_match = bool(match or mbuilds)
            keep_m = keep_n = True
            if owned:
                keep_m = self._keeps(hand, card, owned, (v,))
                keep_n = self._keeps(hand, card, owned)
            with_match = has_match and keep_m
            if with_match:
                moves.append(mk("capture", card, match, mbuilds))
            if 2 <= v <= 10 and (keep_n or keep_m):
                sub = cache.get(v)
                if sub is None:
                    sub = cache[v] = _sums(numbers, nvals, v)
                for sums in sub:
                    if with_match:
                        moves.append(mk("capture", card, match, mbuilds, sums))
                    if keep_n:
                        moves.append(mk("capture", card, (), (), sums))
            if rules.building and v < 10:
                moves.extend(self._builds(state, hand, card, numbers, owned))
        state._legal = moves
        return moves

    @staticmethod
    def _plain_moves(hand, table) -> list:
        """The legal moves with no build in play or allowed (the default rules): every card
        trails, matches take every table card of its rank, sums take unions of sum groups."""
        if not table:
            return [_TRAIL[c] for c in hand]
        by_rank, numbers = _table_parts(table)
        mk = SweepMove._fast
        moves = []
        if len(numbers) < 2:            # no sum is possible
            for card in hand:
                moves.append(_TRAIL[card])
                match = by_rank.get(RANK[card])
                if match is not None:
                    moves.append(mk("capture", card, match, ()))
            return moves
        nvals = tuple([CARD_VALUE[c] for c in numbers])
        low = nvals[-1] + nvals[-2]     # the smallest sum of two
        for card in hand:
            moves.append(_TRAIL[card])
            match = by_rank.get(RANK[card])
            if match is not None:
                moves.append(mk("capture", card, match, ()))
            v = CARD_VALUE[card]
            if low <= v <= 10:
                for sums in _sums(numbers, nvals, v):
                    if match is not None:
                        moves.append(mk("capture", card, match, (), sums))
                    moves.append(mk("capture", card, (), (), sums))
        return moves

    def _builds(self, state, hand, card, numbers, owned):
        v = CARD_VALUE[card]
        if not self._keeps(hand, card, owned):
            return []
        want = {CARD_VALUE[h] for h in hand if h != card and h not in FACE}
        want = {w for w in want if w > v}
        if not want:
            return []
        limit = max(want) - v
        cards = [c for c in numbers if CARD_VALUE[c] <= limit]
        vals = [CARD_VALUE[c] for c in cards]
        out = []

        def rec(i, total, chosen):
            for j in range(i, len(cards)):
                t = total + vals[j]
                if t > limit:
                    continue
                chosen.append(cards[j])
                if v + t in want:
                    out.append(SweepMove("build", card, table=tuple(chosen)))
                rec(j + 1, t, chosen)
                chosen.pop()

        rec(0, 0, [])
        return out

    # -- parsing and checking ---------------------------------------------------------------
    _PLUS = re.compile(r"\s*\+\s*")

    def parse_move(self, state: SweepState, text) -> SweepMove:
        if isinstance(text, SweepMove):
            return self._check(state, text)
        if state.over:
            raise IllegalMove("common.err.over")
        if not isinstance(text, str):
            raise IllegalMove("common.err.not_text", text=repr(text))
        tokens = self._PLUS.sub("+", text.strip()).split()
        if not tokens:
            raise IllegalMove("sweep.err.empty")
        card = self._card(tokens[0])
        seat = state.to_move
        if card not in state.hands[seat]:
            raise IllegalMove("sweep.err.not_in_hand", card=card)
        if len(tokens) == 1:
            return self._check(state, SweepMove("trail", card))
        op = tokens[1].lower()
        if op not in ("x", "b"):
            raise IllegalMove("sweep.err.syntax", text=text.strip())
        rest = tokens[2:]
        if any("" in t.split("+") for t in rest):     # "6C+", "+3D", "6C++3D": a card is missing
            raise IllegalMove("sweep.err.syntax", text=text.strip())
        groups = [[self._card(c) for c in t.split("+")] for t in rest]
        if op == "b":
            cards = [c for g in groups for c in g]
            if not cards:
                raise IllegalMove("sweep.err.build_empty", card=card)
            return self._check(state, SweepMove("build", card, table=cards), named=True)
        if not groups:
            raise IllegalMove("sweep.err.no_groups", card=card)
        return self._check(state, self._from_groups(state, card, groups), named=True)

    @staticmethod
    def _card(tok):
        try:
            c = parse_card(tok)
        except CardError:
            raise IllegalMove("common.err.not_card", text=tok) from None
        if c not in CARD_VALUE:
            raise IllegalMove("sweep.err.no_joker", text=tok)
        return c

    def _from_groups(self, state, card, groups) -> SweepMove:
        """The capture that these groups spell, checking each group and saying what is wrong."""
        v = CARD_VALUE[card]
        rank = RANK[card]
        loose = set(state.table)
        build_of = {}
        for b, _ in state.builds:
            for c in b:
                build_of[c] = b
        seen = set()
        match, builds, sums = [], [], []
        for g in groups:
            for c in g:
                if c in seen:
                    raise IllegalMove("sweep.err.twice", card=c)
                seen.add(c)
                if c not in loose and c not in build_of:
                    raise IllegalMove("sweep.err.not_on_table", card=c)
            in_build = [c for c in g if c in build_of]
            if in_build:
                b = build_of[in_build[0]]
                if set(g) != set(b):
                    raise IllegalMove("sweep.err.build_whole", cards=list(_desc(b)))
                bv = sum(CARD_VALUE[c] for c in b)
                if bv != v:
                    raise IllegalMove("sweep.err.build_value", cards=list(_desc(b)), value=bv, card=card)
                builds.append(b)
                continue
            if all(RANK[c] == rank for c in g):
                match.extend(g)
                continue
            faces = [c for c in g if c in FACE]
            if card in FACE:
                raise IllegalMove("sweep.err.face_match", card=card, cards=list(_desc(g)))
            if faces:
                raise IllegalMove("sweep.err.face_in_sum", card=faces[0])
            if len(g) == 1:
                raise IllegalMove("sweep.err.single", card=g[0], played_card=card, rank=rank)
            total = sum(CARD_VALUE[c] for c in g)
            if total != v:
                raise IllegalMove("sweep.err.bad_sum", cards=list(_desc(g)), total=total, value=v,
                                  card=card)
            sums.extend(g)
        if match or builds:
            all_rank = [c for c in state.table if RANK[c] == rank]
            all_b = [b for b, _ in state.builds if sum(CARD_VALUE[c] for c in b) == v]
            missing = [c for c in all_rank if c not in match]
            missing += [c for b in all_b if b not in builds for c in b]
            if missing:
                raise IllegalMove("sweep.err.match_all", rank=rank, cards=_hand_sorted(missing), value=v)
        return SweepMove("capture", card, _desc(match), builds, _desc(sums))

    def _check(self, state: SweepState, mv: SweepMove, named: bool = False) -> SweepMove:
        """Raise IllegalMove with the reason when ``mv`` cannot be played now; return the
        canonical move value."""
        if state.over:
            raise IllegalMove("common.err.over")
        seat = state.to_move
        hand = state.hands[seat]
        card = mv.card
        if card not in hand:
            raise IllegalMove("sweep.err.not_in_hand", card=card)
        owned = self._owned(state, seat) if state.builds else []
        v = CARD_VALUE[card]
        if mv.kind == "trail":
            if owned:
                raise IllegalMove("sweep.err.trail_build", value=owned[0][1], cards=list(_desc(owned[0][0])))
            return mv
        if mv.kind == "build":
            if not state.rules.building:
                raise IllegalMove("sweep.err.no_building")
            if card in FACE:
                raise IllegalMove("sweep.err.build_face", card=card)
            loose = set(state.table)
            tab = []
            for c in mv.table:
                if c in tab:
                    raise IllegalMove("sweep.err.twice", card=c)
                if c not in loose:
                    if any(c in b for b, _ in state.builds):
                        raise IllegalMove("sweep.err.build_on_build", card=c)
                    raise IllegalMove("sweep.err.not_on_table", card=c)
                if c in FACE:
                    raise IllegalMove("sweep.err.build_face", card=c)
                tab.append(c)
            total = v + sum(CARD_VALUE[c] for c in tab)
            if total > 10:
                raise IllegalMove("sweep.err.build_high", value=total)
            if not any(CARD_VALUE[h] == total for h in hand if h != card):
                raise IllegalMove("sweep.err.build_hold", value=total)
            if not self._keeps(hand, card, owned):
                raise IllegalMove("sweep.err.build_keep", value=self._lost(hand, card, owned))
            return mv if not named else SweepMove("build", card, table=_desc(tab))
        # a capture given as a move value: check it as a set
        rank = RANK[card]
        loose = set(state.table)
        match, sums = mv.match, mv.sums
        taken = list(match) + list(sums)
        if len(set(taken)) != len(taken) or not set(taken) <= loose:
            raise IllegalMove("sweep.err.wrong_set", card=card)
        if any(RANK[c] != rank for c in match):
            raise IllegalMove("sweep.err.wrong_set", card=card)
        table_builds = [b for b, _ in state.builds]
        for b in mv.builds:
            if b not in table_builds:
                raise IllegalMove("sweep.err.wrong_set", card=card)
        if match or mv.builds:
            all_rank = {c for c in state.table if RANK[c] == rank}
            all_b = {b for b in table_builds if sum(CARD_VALUE[c] for c in b) == v}
            if set(match) != all_rank or set(mv.builds) != all_b:
                missing = [c for c in all_rank if c not in match]
                missing += [c for b in all_b if b not in mv.builds for c in b]
                raise IllegalMove("sweep.err.match_all", rank=rank, cards=_hand_sorted(missing), value=v)
        if sums:
            if card in FACE:
                raise IllegalMove("sweep.err.face_match", card=card, cards=list(_desc(sums)))
            if any(c in FACE for c in sums):
                raise IllegalMove("sweep.err.face_in_sum", card=next(c for c in sums if c in FACE))
            if not named:
                cs = _desc(sums)
                vals = tuple(CARD_VALUE[c] for c in cs)
                if sum(vals) % v or canonical_split(cs, v) is None:
                    raise IllegalMove("sweep.err.wrong_set", card=card)
        if not taken and not mv.builds:
            raise IllegalMove("sweep.err.no_groups", card=card)
        if owned and not self._keeps(hand, card, owned, (v,) if (match or mv.builds) else ()):
            raise IllegalMove("sweep.err.build_keep", value=self._lost(hand, card, owned))
        return mv

    @staticmethod
    def _lost(hand, card, owned):
        for _, w in owned:
            if not any(CARD_VALUE[h] == w for h in hand if h != card):
                return w
        return 0

    # -- applying a move --------------------------------------------------------------------
    def apply(self, state: SweepState, move, events: bool = True) -> list:
        if was_generated(state, move):
            mv = move                   # generated for this very position: already checked
        else:
            mv = self.parse_move(state, move) if not isinstance(move, SweepMove) else self._check(state, move)
        seat = state.to_move
        ev = [] if events else None
        card = mv.card
        state.hands[seat].remove(card)
        state.plays += 1
        if mv.kind == "trail":
            state.table.append(card)
            if events:
                ev.append(Event("sweep.trail", seat, "sweep.trail", card=card))
        elif mv.kind == "build":
            for c in mv.table:
                state.table.remove(c)
            b = (card,) + _desc(mv.table)
            value = sum(CARD_VALUE[c] for c in b)
            state.builds.append([b, seat])
            if events:
                ev.append(Event("sweep.build", seat, "sweep.building", card=card,
                                table_cards=list(_desc(mv.table)), value=value))
        else:
            match, sums = mv.match, mv.sums
            taken = match + sums if not mv.builds else mv.taken
            if taken:
                gone = frozenset(taken)
                state.table = [c for c in state.table if c not in gone]
            if mv.builds:
                state.builds = [bo for bo in state.builds if bo[0] not in mv.builds]
            pile = state.captured[seat]
            pile.append(card)
            pile.extend(taken)
            state.last_capture = seat
            swept = not state.table and not state.builds
            if swept:
                state.sweeps[seat] += 1
                if card == SPADE_ACE or SPADE_ACE in taken:
                    state.ace_swept = True
            if events:
                self._capture_events(state, seat, mv, taken, swept, ev)
        self._advance(state, seat, ev)
        return ev

    def _capture_events(self, state, seat, mv, taken, swept, ev):
        v = CARD_VALUE[mv.card]
        ev.append(Event("sweep.capture", seat, "sweep.capture", card=mv.card, n=len(taken),
                        total=len(taken) + 1, taken_cards=_hand_sorted(taken),
                        groups=[list(g) for g in mv.groups()]))
        if mv.match:
            ev.append(Event("sweep.by_match", seat, "sweep.match", card=mv.card, rank=RANK[mv.card],
                            match_cards=list(mv.match), n=len(mv.match)))
        for b in mv.builds:
            ev.append(Event("sweep.by_build", seat, "sweep.building", card=mv.card,
                            build_cards=list(_desc(b)), value=v))
        if mv.sums:
            split = canonical_split(mv.sums, v) or [_desc(mv.sums)]
            text = ", ".join("+".join(card_label(c) for c in g) for g in split)
            ev.append(Event("sweep.by_sum", seat, "sweep.sum", card=mv.card, sums=text,
                            value=v, k=len(split), sum_groups=[list(g) for g in split]))
        if swept:
            rules = state.rules
            if rules.no_sweep_points:
                ev.append(Event("sweep.sweep_nopoints", seat, "sweep.sweep"))
            else:
                ev.append(Event("sweep.sweep", seat, "sweep.sweep", n=1))
            if rules.double_spade_ace and (mv.card == SPADE_ACE or SPADE_ACE in taken):
                ev.append(Event("sweep.ace_in_sweep", seat, "sweep.double_spade_ace", card=SPADE_ACE))

    def _advance(self, state, seat, ev):
        n = state.n
        hands = state.hands
        if any(hands):
            nxt = (seat + 1) % n
            while not hands[nxt]:
                nxt = (nxt + 1) % n
            state.to_move = nxt
            if ev is not None:
                ev.append(Event("common.turn", nxt, "sweep.order"))
            return
        if state.stock and not state.rules.eight_card_deal:
            stock = state.stock
            for i in range(n):
                s = (state.dealer + 1 + i) % n
                hands[s] = _hand_sorted(stock[:HAND_SIZE])
                del stock[:HAND_SIZE]
            nxt = (seat + 1) % n
            while not hands[nxt]:
                nxt = (nxt + 1) % n
            state.to_move = nxt
            if ev is not None:
                ev.append(Event("sweep.deal_more", state.dealer, "sweep.deal", dealer=state.dealer,
                                n=len(stock)))
                ev.append(Event("common.turn", nxt, "sweep.order"))
            return
        # the round is over: the last capture takes the rest
        state.over = True
        rest = list(state.table) + [c for b, _ in state.builds for c in b]
        if rest:
            if state.last_capture is not None:
                state.captured[state.last_capture].extend(rest)
                state.table, state.builds = [], []
                if ev is not None:
                    ev.append(Event("sweep.last_capture", state.last_capture, "sweep.last_capture",
                                    cards=_hand_sorted(rest), n=len(rest)))
            elif ev is not None:     # the cards stay on the table, captured by nobody
                ev.append(Event("sweep.last_nobody", None, "sweep.last_capture",
                                cards=_hand_sorted(rest), n=len(rest)))
        if ev is not None:
            self._score_events(state, ev)

    # -- scoring ----------------------------------------------------------------------------
    def in_play(self, state) -> tuple:
        """(cards, spades) in play this round: every card of the position except stock cards
        that are never dealt (``eight_card_deal``)."""
        cards = [c for h in state.hands for c in h] + list(state.table) + \
                [c for b, _ in state.builds for c in b] + [c for p in state.captured for c in p]
        if not state.rules.eight_card_deal:
            cards += state.stock
        return len(cards), sum(1 for c in cards if SUIT[c] == "S")

    def _tally(self, state):
        rules, n = state.rules, state.n
        sides = self.sides(rules, n)
        total, spades_total = self.in_play(state)
        cards = [sum(len(state.captured[s]) for s in side) for side in sides]
        spades = [sum(1 for s in side for c in state.captured[s] if SUIT[c] == "S") for side in sides]
        sweeps = [sum(state.sweeps[s] for s in side) for side in sides]
        ace = None
        for i, side in enumerate(sides):
            if any(SPADE_ACE in state.captured[s] for s in side):
                ace = i
        return sides, total, spades_total, cards, spades, sweeps, ace

    def _majority(self, rules, counts, total):
        """The side that wins a majority (or None), and for the 'most' rule the tied sides."""
        if rules.majority == "half":
            for i, k in enumerate(counts):
                if 2 * k > total:
                    return i, []
            return None, []
        top = max(counts)
        best = [i for i, k in enumerate(counts) if k == top]
        if top > 0 and len(best) == 1:
            return best[0], []
        return None, best if top > 0 else []

    def _points(self, state):
        rules = state.rules
        sides, total, spades_total, cards, spades, sweeps, ace = self._tally(state)
        pts = [0] * len(sides)
        why = []
        w, tied = self._majority(rules, cards, total)
        if w is not None:
            pts[w] += 1
        why.append(("cards", w, tied, cards, total))
        w, tied = self._majority(rules, spades, spades_total)
        if w is not None:
            pts[w] += 1
        why.append(("spades", w, tied, spades, spades_total))
        ace_pts = 0
        if ace is not None:
            ace_pts = 2 if (rules.double_spade_ace and state.ace_swept) else 1
            pts[ace] += ace_pts
        why.append(("ace", ace, ace_pts))
        if not rules.no_sweep_points:
            for i, k in enumerate(sweeps):
                pts[i] += k
        why.append(("sweeps", sweeps))
        return pts, why, sides

    def _score_events(self, state, ev):
        rules = state.rules
        pts, why, sides = self._points(state)
        for item in why:
            kind = item[0]
            if kind in ("cards", "spades"):
                _, w, tied, counts, total = item
                if w is not None:
                    key = f"sweep.score.{kind}_most" if rules.majority == "most" else f"sweep.score.{kind}"
                    ev.append(Event(key, sides[w][0], f"sweep.{kind}_majority",
                                    side_players=sides[w], n=counts[w], total=total))
                elif tied:
                    ev.append(Event(f"sweep.score.{kind}_tie", None, f"sweep.{kind}_majority",
                                    side_players=[s for i in tied for s in sides[i]], n=counts[tied[0]],
                                    total=total))
                else:
                    ev.append(Event(f"sweep.score.{kind}_none", None, f"sweep.{kind}_majority",
                                    n=max(counts) if counts else 0, total=total))
            elif kind == "ace":
                _, w, p = item
                if w is None:
                    ev.append(Event("sweep.score.ace_none", None, "sweep.spade_ace", card=SPADE_ACE))
                else:
                    ev.append(Event("sweep.score.ace_double" if p == 2 else "sweep.score.ace",
                                    sides[w][0], "sweep.spade_ace", side_players=sides[w], card=SPADE_ACE, n=p))
            else:
                for i, k in enumerate(item[1]):
                    if k:
                        ev.append(Event("sweep.score.sweeps_nopoints" if rules.no_sweep_points
                                        else "sweep.score.sweeps", sides[i][0], "sweep.sweep",
                                        side_players=sides[i], n=k))
        for i, side in enumerate(sides):
            ev.append(Event("sweep.score.total", side[0], "sweep.scoring", side_players=side, n=pts[i]))

    def result(self, state: SweepState) -> DealResult:
        pts, why, sides = self._points(state)
        _, total, spades_total, cards, spades, sweeps, ace = self._tally(state)
        return DealResult(points=pts, winner=None, complete=state.over,
                          extra={"cards": cards, "spades": spades, "sweeps": sweeps,
                                 "spade_ace": ace, "in_play": total, "spades_in_play": spades_total})

    def totals(self, rules, n, results):
        t = [0] * len(self.sides(rules, n))
        for r in results:
            for i, p in enumerate(r.points):
                t[i] += p
        return t

    def match_status(self, match):
        if not match.results:
            return False, []
        t = match.totals
        top = max(t)
        if top < match.rules.target_score:
            return False, []
        best = [i for i, v in enumerate(t) if v == top]
        if len(best) > 1:
            return False, []     # tied at the top: another round
        return True, best

    def card_count(self, state: SweepState) -> dict:
        out: dict = {}
        for lst in (*state.hands, state.table, state.stock, *state.captured,
                    *(b for b, _ in state.builds)):
            for c in lst:
                out[c] = out.get(c, 0) + 1
        return out

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SweepState, seat=None) -> dict:
        """What ``seat`` sees: the table, its own hand, the other hands as counts; captured piles
        lie face down, so every seat sees only how many cards each pile holds (and the sweeps,
        marked face up); the stock as a count.  ``seat=None``: everything."""
        players = []
        for s in range(state.n):
            p = {"hand": list(state.hands[s]) if (seat is None or seat == s) else None,
                 "hand_count": len(state.hands[s]),
                 "captured_count": len(state.captured[s]),
                 "sweeps": state.sweeps[s]}
            if seat is None:
                p["captured"] = list(state.captured[s])
            players.append(p)
        v = {"game": "sweep", "dealer": state.dealer,
             "to_move": None if state.over else state.to_move,
             "table": list(state.table),
             "builds": [{"build": list(b), "owner": o, "value": sum(CARD_VALUE[c] for c in b)}
                        for b, o in state.builds],
             "stock_count": len(state.stock), "players": players,
             "sides": self.sides(state.rules, state.n), "last_capture": state.last_capture,
             "over": state.over}
        if seat is None:
            v["stock"] = list(state.stock)
        return v

    def describe(self, state: SweepState, lang="en", players=None) -> str:
        from ..explain import text
        lines = []
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            hand = " ".join(card_label(c, lang) for c in state.hands[s])
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            deal = f" ({text('sweep.label.dealer', lang)})" if s == state.dealer else ""
            lines.append(f"{mark}{name}{deal}: {text('sweep.label.hand', lang)} [{hand}]  "
                         f"{text('sweep.label.captured', lang)} {len(state.captured[s])}  "
                         f"{text('sweep.label.sweeps', lang)} {state.sweeps[s]}")
        table = [card_label(c, lang) for c in state.table]
        for b, o in state.builds:
            name = players[o] if players else f"P{o + 1}"
            table.append("[" + "+".join(card_label(c, lang) for c in b)
                         + f"={sum(CARD_VALUE[c] for c in b)} {name}]")
        lines.append(f"{text('sweep.label.table', lang)}: {' '.join(table) or '—'}   "
                     f"{text('sweep.label.stock', lang)}: {len(state.stock)}")
        return "\n".join(lines)


GAME = Sweep()
