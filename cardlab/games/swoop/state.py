"""A Swoop position.

Inside the engine the cards are ids (:mod:`.cards`): each hand a list of 14 suit codes by value
(``hand_codes``) with its card count (``hand_counts``), the face-up slots ids (-1: empty), the
pile and the swept and set-aside cards id lists.  The public attributes (``hands`` as rank ->
cards in suit order, ``up``, ``pile``, ``out``, ``aside``) read and write card strings; the
mystery cards ``down`` and ``revealed`` are kept as card strings (they are read once, when
turned up).
"""

from __future__ import annotations

from typing import Any, Final, Sequence

from .._rand import shuffle_cards
from .cards import (
    BIT_OF,
    CARD_ID,
    CARD_STR,
    CODE_COUNT,
    FOUR,
    JOKER_ID,
    PLAIN_OF,
    RANK_OF,
    VALUE_OF,
    code_cards,
)
from .moves import is_special_value


class SwoopState:
    """A Swoop position.  ``hands`` map rank -> a tuple of that rank's cards in suit order;
    ``up``/``down`` are four slots a seat (``None`` for an empty slot); ``pile`` runs bottom to
    top; ``revealed`` is the turned-up mystery card waiting for its completion move, as
    ``(slot, card)``."""

    __slots__ = (
        "rules",
        "n",
        "starter",
        "hand_codes",
        "hand_counts",
        "plain_plays",
        "up_ids",
        "up_info",
        "down",
        "pile_ids",
        "top_run",
        "out_ids",
        "aside_ids",
        "draw",
        "to_move",
        "plays_since_swoop",
        "revealed",
        "over",
        "winner",
        "dead",
        "plays",
        "_legal",
        "ojs",
        "big_swoop",
        "dead_limit",
    )

    rules: Any
    n: int
    starter: int
    hand_codes: list[list[int]]
    hand_counts: list[int]
    # per seat, the hand's cards of the values A-K, at most four a value: the plays of a hand
    # whose values had no face-up cards, none on top of the pile and no special ten.  Kept as
    # the hand changes (add_to_hand, set_code), so a random pick counts the moves without a walk
    plain_plays: list[int]
    up_ids: list[list[int]]
    # a seat's face-up cards by value, made from up_ids when first asked for (None: not made
    # yet; any change of a seat's up_ids sets it back to None): see :func:`.play.up_info`
    up_info: list[list[int] | None]
    down: list[list[str | None]]
    pile_ids: list[int]
    top_run: int  # how many cards of the top card's value lie on top of the pile (0: empty)
    out_ids: list[int]
    aside_ids: list[int]
    draw: list[list[Any]] | None
    to_move: int
    plays_since_swoop: int
    revealed: tuple[int, str] | None
    over: bool
    winner: int | None
    dead: bool
    plays: int
    _legal: list[Any] | None
    ojs: bool  # rules.only_jokers_swoop
    big_swoop: bool
    dead_limit: int  # rules.dead_deal_plays, -1 for none

    def __init__(self, rules: Any, n: int, starter: int) -> None:
        self.rules = rules
        self.n = n
        self.starter = starter
        self.hand_codes = [[0] * 14 for _ in range(n)]
        self.hand_counts = [0] * n
        self.plain_plays = [0] * n
        self.up_ids = [[-1] * 4 for _ in range(n)]
        self.up_info = [None] * n
        self.down = [[None] * 4 for _ in range(n)]
        self.pile_ids = []
        self.top_run = 0
        self.out_ids = []
        self.aside_ids = []
        self.draw = None
        self.to_move = starter
        self.plays_since_swoop = 0
        self.revealed = None
        self.over = False
        self.winner = None
        self.dead = False
        self.plays = 0
        self._legal = None
        self.ojs = bool(rules.only_jokers_swoop)
        self.big_swoop = bool(rules.big_swoop)
        lim = rules.dead_deal_plays
        self.dead_limit = -1 if lim is None else int(lim)

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _restore,
            (SwoopState, (self.rules, self.n, self.starter), {k: getattr(self, k) for k in _FIELDS}),
        )

    def copy(self) -> SwoopState:
        s = SwoopState(self.rules, self.n, self.starter)
        s.hand_codes = [list(h) for h in self.hand_codes]
        s.hand_counts = list(self.hand_counts)
        s.plain_plays = list(self.plain_plays)
        s.up_ids = [list(u) for u in self.up_ids]
        s.up_info = list(self.up_info)  # the lists themselves are never changed, only replaced
        s.down = [list(d) for d in self.down]
        s.pile_ids = list(self.pile_ids)
        s.top_run = self.top_run
        s.out_ids = list(self.out_ids)
        s.aside_ids = list(self.aside_ids)
        s.draw = [list(p) for p in self.draw] if self.draw is not None else None
        s.to_move = self.to_move
        s.plays_since_swoop = self.plays_since_swoop
        s.revealed = self.revealed
        s.over, s.winner, s.dead, s.plays = self.over, self.winner, self.dead, self.plays
        return s

    def add_to_hand(self, seat: int, cards: list[int]) -> None:
        codes = self.hand_codes[seat]
        plain = self.plain_plays[seat]
        for c in cards:  # not ``+=``: see the note in .play
            v = VALUE_OF[c]
            code = codes[v]
            if v and CODE_COUNT[code] < 4:
                plain += 1
            codes[v] = code + BIT_OF[c]
        self.plain_plays[seat] = plain
        self.hand_counts[seat] = self.hand_counts[seat] + len(cards)

    def set_code(self, seat: int, v: int, code: int) -> None:
        """Set the suit code of value ``v`` in the hand of ``seat`` (``plain_plays`` follows;
        ``hand_counts`` is the caller's)."""
        codes = self.hand_codes[seat]
        if v:
            self.plain_plays[seat] = self.plain_plays[seat] + PLAIN_OF[code] - PLAIN_OF[codes[v]]
        codes[v] = code

    def set_hand(self, seat: int, cards: list[str]) -> None:
        """Give ``seat`` exactly ``cards`` (card strings) as its hand."""
        self.hand_codes[seat] = [0] * 14
        self.hand_counts[seat] = 0
        self.plain_plays[seat] = 0
        self.add_to_hand(seat, [CARD_ID[c] for c in cards])

    def hand_ids(self, seat: int) -> list[int]:
        """The hand of ``seat`` as ids: by value (the joker first), then suit."""
        out: list[int] = []
        codes = self.hand_codes[seat]
        for v in range(14):
            if codes[v]:
                out.extend(code_cards(v, codes[v]))
        return out

    # -- the public attributes, in card strings ---------------------------------------------
    def hand(self, seat: int) -> dict[str, tuple[str, ...]]:
        """The hand of one seat as :attr:`hands` gives it (rank -> that rank's cards in suit
        order), without making the other seats' hands."""
        codes = self.hand_codes[seat]
        h: dict[str, tuple[str, ...]] = {}
        for v in range(14):
            if codes[v]:
                h[RANK_OF[v]] = tuple([CARD_STR[c] for c in code_cards(v, codes[v])])
        return h

    @property
    def hands(self) -> tuple[dict[str, tuple[str, ...]], ...]:
        return tuple([self.hand(seat) for seat in range(self.n)])

    @hands.setter
    def hands(self, hands: Sequence[Any]) -> None:
        for seat, h in enumerate(hands):
            self.set_hand(seat, [c for v in h.values() for c in v] if isinstance(h, dict) else list(h))

    @property
    def up(self) -> tuple[tuple[str | None, ...], ...]:
        return tuple([tuple([None if c < 0 else CARD_STR[c] for c in u]) for u in self.up_ids])

    @up.setter
    def up(self, ups: Sequence[Sequence[str | None]]) -> None:
        self.up_ids = [[-1 if c is None else CARD_ID[c] for c in u] for u in ups]
        self.up_info = [None] * self.n

    @property
    def pile(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.pile_ids])

    @pile.setter
    def pile(self, cards: Sequence[str]) -> None:
        pile = [CARD_ID[c] for c in cards]
        self.pile_ids = pile
        run = 0
        for i in range(len(pile) - 1, -1, -1):
            if VALUE_OF[pile[i]] != VALUE_OF[pile[-1]]:
                break
            run += 1
        self.top_run = run

    @property
    def out(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.out_ids])

    @out.setter
    def out(self, cards: Sequence[str]) -> None:
        self.out_ids = [CARD_ID[c] for c in cards]

    @property
    def aside(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.aside_ids])

    @aside.setter
    def aside(self, cards: Sequence[str]) -> None:
        self.aside_ids = [CARD_ID[c] for c in cards]

    @property
    def is_over(self) -> bool:
        return self.over

    def held(self, seat: int) -> int:
        h = self.hand_counts[seat]
        for c in self.up_ids[seat]:
            if c >= 0:
                h += 1
        for d in self.down[seat]:
            if d is not None:
                h += 1
        if self.revealed is not None and self.to_move == seat:
            h += 1
        return h

    def hand_list(self, seat: int) -> list[str]:
        from ...cards import sort_cards

        return sort_cards([CARD_STR[c] for c in self.hand_ids(seat)])

    def __repr__(self) -> str:
        return f"<SwoopState {self.n} players, to move: {self.to_move}, pile: {' '.join(self.pile)}>"

    def _repr_html_(self) -> str:
        from ...display import state_html

        return str(state_html("swoop", self))


def limit(state: SwoopState, v: int) -> int:
    """How many cards of value ``v`` one play may hold (the four-on-top limit).  Here, below
    :mod:`.play` and :mod:`.parsing`, which both ask it."""
    if state.big_swoop:
        return FOUR
    pile = state.pile_ids
    if not pile or VALUE_OF[pile[-1]] != v:
        return FOUR
    return FOUR - state.top_run


# the packs of FORMAT.md's deck order (A-K in suits C D H S, two jokers), as card ids
_PACK: Final[list[int]] = list(range(52)) + [JOKER_ID, JOKER_ID]


def deal_state(
    rules: Any, n: int, rng: Any, starter: int, per: int, ndown: int, nup: int, decks: int
) -> SwoopState:
    """A fresh deal: ``decks`` packs shuffled (as ``rng.shuffle`` would their card strings), then
    ``per`` cards a seat: ``ndown`` mystery cards, ``nup`` face-up, the rest in hand; the cards
    left are set aside.  ``starter < 0``: the first-starter draw from the set-aside cards picks
    the starter (:func:`first_starter`)."""
    ids = _PACK * decks
    shuffle_cards(rng, ids, CARD_STR, CARD_ID)
    aside = ids[n * per :]
    draw: list[list[Any]] | None = None
    if starter < 0:
        draw = []
        starter = first_starter(rules.only_jokers_swoop, n, aside, draw)
    s = SwoopState(rules, n, starter)
    for seat in range(n):
        at = seat * per
        for i in range(ndown):
            s.down[seat][i] = CARD_STR[ids[at + i]]
        up = s.up_ids[seat]
        for i in range(nup):
            up[i] = ids[at + ndown + i]
        s.add_to_hand(seat, ids[at + ndown + nup : at + per])
    s.aside_ids = aside
    s.draw = draw
    return s


def first_starter(ojs: bool, n: int, aside: list[int], draw: list[list[Any]]) -> int:
    """The first-starter draw: each contender draws from the set-aside cards in seat order
    (a special card is drawn again); the highest value starts, ties among the highest draw
    again.  The draws go to ``draw`` as ``[seat, card]``."""
    i = 0
    contenders = list(range(n))
    while True:
        best = -1
        got = [0] * n
        for seat in contenders:
            while True:
                c = aside[i % len(aside)]
                i += 1
                draw.append([seat, CARD_STR[c]])
                v = VALUE_OF[c]
                if not is_special_value(v, ojs):
                    break
            got[seat] = v
            if v > best:
                best = v
        contenders = [seat for seat in contenders if got[seat] == best]
        if len(contenders) == 1:
            return contenders[0]


def _restore(cls: Any, args: tuple[Any, ...], fields: dict[str, Any]) -> Any:
    """Rebuild a pickled state (compiled classes are not pickled field by field by default)."""
    obj = cls(*args)
    for k, v in fields.items():
        setattr(obj, k, v)
    return obj


_FIELDS = (
    "rules",
    "n",
    "starter",
    "hand_codes",
    "hand_counts",
    "plain_plays",
    "up_ids",
    "down",
    "pile_ids",
    "top_run",
    "out_ids",
    "aside_ids",
    "draw",
    "to_move",
    "plays_since_swoop",
    "revealed",
    "over",
    "winner",
    "dead",
    "plays",
    "_legal",
    "ojs",
    "big_swoop",
    "dead_limit",
)
