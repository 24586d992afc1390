"""A Sweep position.

Inside the engine the cards are ids (:mod:`.cards`): hands are sorted id lists, the loose table
cards a list in the order they came (``table_ids``) and a bitmask (``tmask``), builds
``(ids, owner)`` pairs.  The attributes of the public API (``hands``, ``table``, ``builds``,
``stock``, ``captured``) read and write card strings.
"""

from __future__ import annotations

from typing import Any, Final, Sequence

from .._rand import shuffle_cards
from .cards import CARD_ID, CARD_STR, CARD_VALUE, HAND_SIZE


class SweepState:
    """A Sweep position.  ``hands`` are lists (low to high); ``table`` the loose table cards;
    ``builds`` a list of ``[cards, owner]``; ``stock`` top card first; ``captured`` and
    ``sweeps`` per seat; ``last_capture`` the seat that captured last (or None)."""

    __slots__ = (
        "rules",
        "n",
        "dealer",
        "hand_ids",
        "table_ids",
        "tmask",
        "build_ids",
        "stock_ids",
        "captured_ids",
        "sweeps",
        "last_capture",
        "to_move",
        "over",
        "draw",
        "ace_swept",
        "plays",
        "_legal",
        "building",
        "eight_card_deal",
    )

    rules: Any
    n: int
    dealer: int
    hand_ids: list[list[int]]
    table_ids: list[int]
    tmask: int
    build_ids: list[tuple[tuple[int, ...], int]]
    stock_ids: list[int]
    captured_ids: list[list[int]]
    sweeps: list[int]
    last_capture: int | None
    to_move: int
    over: bool
    draw: list[list[Any]] | None
    ace_swept: bool
    plays: int
    _legal: list[Any] | None
    building: bool
    eight_card_deal: bool

    def __init__(self, rules: Any, n: int, dealer: int) -> None:
        self.rules = rules
        self.n = n
        self.dealer = dealer
        self.hand_ids = [[] for _ in range(n)]
        self.table_ids = []
        self.tmask = 0
        self.build_ids = []
        self.stock_ids = []
        self.captured_ids = [[] for _ in range(n)]
        self.sweeps = [0] * n
        self.last_capture = None
        self.to_move = (dealer + 1) % n
        self.over = False
        self.draw = None
        self.ace_swept = False
        self.plays = 0
        self._legal = None
        self.building = bool(rules.building)
        self.eight_card_deal = bool(rules.eight_card_deal)

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _restore,
            (SweepState, (self.rules, self.n, self.dealer), {k: getattr(self, k) for k in _FIELDS}),
        )

    def copy(self) -> SweepState:
        s = SweepState(self.rules, self.n, self.dealer)
        s.hand_ids = [list(h) for h in self.hand_ids]
        s.table_ids = list(self.table_ids)
        s.tmask = self.tmask
        s.build_ids = list(self.build_ids)
        s.stock_ids = list(self.stock_ids)
        s.captured_ids = [list(c) for c in self.captured_ids]
        s.sweeps = list(self.sweeps)
        s.last_capture = self.last_capture
        s.to_move = self.to_move
        s.over = self.over
        s.draw = [list(p) for p in self.draw] if self.draw is not None else None
        s.ace_swept = self.ace_swept
        s.plays = self.plays
        return s

    # -- the public attributes, in card strings ---------------------------------------------
    # Each is read-only (tuples): a change is made by assigning the whole value, which the
    # setter checks and turns into the ids the engine plays on.
    def hand(self, seat: int) -> tuple[str, ...]:
        """The hand of one seat, as :attr:`hands` gives it, without the others'."""
        return tuple([CARD_STR[c] for c in self.hand_ids[seat]])

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        return tuple([tuple([CARD_STR[c] for c in h]) for h in self.hand_ids])

    @hands.setter
    def hands(self, hands: Sequence[Sequence[str]]) -> None:
        self.hand_ids = [sorted([CARD_ID[c] for c in h]) for h in hands]

    @property
    def table(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.table_ids])

    @table.setter
    def table(self, cards: Sequence[str]) -> None:
        self.table_ids = [CARD_ID[c] for c in cards]
        m = 0
        for c in self.table_ids:
            m |= 1 << c
        self.tmask = m

    @property
    def builds(self) -> tuple[tuple[Any, ...], ...]:
        return tuple([(tuple([CARD_STR[c] for c in b]), o) for b, o in self.build_ids])

    @builds.setter
    def builds(self, builds: Sequence[Any]) -> None:
        self.build_ids = [(tuple([CARD_ID[c] for c in b]), int(o)) for b, o in builds]

    @property
    def stock(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.stock_ids])

    @stock.setter
    def stock(self, cards: Sequence[str]) -> None:
        self.stock_ids = [CARD_ID[c] for c in cards]

    @property
    def captured(self) -> tuple[tuple[str, ...], ...]:
        return tuple([tuple([CARD_STR[c] for c in p]) for p in self.captured_ids])

    @captured.setter
    def captured(self, piles: Sequence[Sequence[str]]) -> None:
        self.captured_ids = [[CARD_ID[c] for c in p] for p in piles]

    @property
    def is_over(self) -> bool:
        return self.over

    def table_count(self) -> int:
        return len(self.table_ids) + sum([len(b) for b, _ in self.build_ids])

    def __repr__(self) -> str:
        return f"<SweepState {self.n} players, to move: {self.to_move}, table: {' '.join(self.table)}>"

    def _repr_html_(self) -> str:
        from ...display import state_html

        return str(state_html("sweep", self))


def first_dealer(n: int, pack: list[str]) -> tuple[list[list[Any]], int]:
    """The draw for the first dealer: the players draw from ``pack`` in seat order, the
    highest card deals (A low, K high); players tied for the highest draw again (from the
    next cards; should the pack run out, the first of them deals)."""
    draw: list[list[Any]] = []
    i, contenders = 0, list(range(n))
    while True:
        if i + len(contenders) > len(pack):  # only for a pack in a freak order
            return draw, contenders[0]
        got: dict[int, int] = {}
        for s in contenders:
            c = pack[i]
            i += 1
            draw.append([s, c])
            got[s] = CARD_VALUE[c]
        best = max(got.values())
        contenders = [s for s in contenders if got[s] == best]
        if len(contenders) == 1:
            return draw, contenders[0]


# the pack of FORMAT.md's deck order (A-K in suits C D H S) as card ids; J Q K are the ids from 40
_PACK: Final[list[int]] = list(range(52))
_FIRST_FACE: Final = 40


def deal_state(rules: Any, n: int, rng: Any, dealer: int) -> SweepState:
    """A new deal for ``n`` players dealt by ``dealer`` (-1: the first deal of a match, whose
    dealer the draw decides).  The cards are shuffled as ``rng.shuffle`` would their card
    strings (a generator may rig its shuffle); the face-card rule sends three or more face cards
    on the table back."""
    draw: list[list[Any]] | None = None
    if dealer < 0:
        pack = list(_PACK)
        shuffle_cards(rng, pack, CARD_STR, CARD_ID)
        draw, dealer = first_dealer(n, [CARD_STR[c] for c in pack])
    cards = list(_PACK)
    shuffle_cards(rng, cards, CARD_STR, CARD_ID)
    per = 8 if rules.eight_card_deal else HAND_SIZE
    s = SweepState(rules, n, dealer)
    for i in range(n):  # the player to the dealer's right first
        s.hand_ids[(dealer + 1 + i) % n] = sorted(cards[i * per : (i + 1) * per])
    table = cards[n * per : n * per + 4]
    stock = cards[n * per + 4 :]
    while sum([1 for c in table if c >= _FIRST_FACE]) >= 3:  # the face-card rule
        faces = [c for c in table if c >= _FIRST_FACE]
        table = [c for c in table if c < _FIRST_FACE]
        stock.extend(faces)
        shuffle_cards(rng, stock, CARD_STR, CARD_ID)
        need = 4 - len(table)
        table.extend(stock[:need])
        del stock[:need]
    s.table_ids = table
    m = 0
    for c in table:
        m |= 1 << c
    s.tmask = m
    s.stock_ids = stock
    s.draw = draw
    return s


def _restore(cls: Any, args: tuple[Any, ...], fields: dict[str, Any]) -> Any:
    """Rebuild a pickled state (compiled classes are not pickled field by field by default)."""
    obj = cls(*args)
    for k, v in fields.items():
        setattr(obj, k, v)
    return obj


_FIELDS = (
    "rules",
    "n",
    "dealer",
    "hand_ids",
    "table_ids",
    "tmask",
    "build_ids",
    "stock_ids",
    "captured_ids",
    "sweeps",
    "last_capture",
    "to_move",
    "over",
    "draw",
    "ace_swept",
    "plays",
    "_legal",
    "building",
    "eight_card_deal",
)
