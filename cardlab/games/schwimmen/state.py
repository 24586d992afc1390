"""A Schwimmen round.  Inside the engine the cards are ids (:mod:`.cards`); the attributes of
the public API (``hands``, ``stacks``, ``middle``, ``stock``, ``discard``) read and write card
strings."""

from __future__ import annotations

from typing import Any, Sequence

from ...engine import IllegalMove
from .._rand import shuffle_cards
from .cards import CARD_ID, CARD_STR, DECK, has_789_ids
from .moves import SchwimmenMove


def _strs(ids: list[int] | None) -> tuple[str, ...] | None:
    return None if ids is None else tuple([CARD_STR[c] for c in ids])


def _ids(cards: Sequence[str] | None) -> list[int] | None:
    return None if cards is None else [CARD_ID[c] for c in cards]


class SchwimmenState:
    """A Schwimmen round.  ``hands[s]`` is a sorted list of three cards, or ``None`` for a player
    who is out (and for the dealer until the choice of stack); ``stacks`` the dealer's two stacks
    until the choice (then ``None``); ``middle`` the three face-up cards (``None`` before the
    choice); ``stock`` top card first; ``discard`` the cards renewals took out of the game;
    ``lives`` per seat at the start of the round (3..1, 0 swimming, -1 out); ``knocked`` the
    knocker's seat or ``None``; ``passes`` passes in a row; ``turns`` turns taken this round (the
    dealer's choice and ``renew`` are not turns).  ``order`` lists the seats still in, ``nxt`` the
    seat after each."""

    __slots__ = (
        "rules",
        "n",
        "dealer",
        "lives",
        "hand_ids",
        "stack_ids",
        "middle_ids",
        "stock_ids",
        "discard_ids",
        "to_move",
        "knocked",
        "passes",
        "turns",
        "over",
        "end",
        "losers",
        "values",
        "order",
        "nxt",
        "scoring",
        "renewing",
    )

    rules: Any
    n: int
    dealer: int
    lives: tuple[int, ...]
    hand_ids: list[list[int] | None]
    stack_ids: list[list[int]] | None
    middle_ids: list[int] | None
    stock_ids: list[int]
    discard_ids: list[int]
    to_move: int
    knocked: int | None
    passes: int
    turns: int
    over: bool
    end: str | None
    losers: list[int]
    values: dict[int, int] | None
    order: tuple[int, ...]
    nxt: tuple[int | None, ...]
    scoring: int  # the index of rules.scoring in SCORINGS
    renewing: bool  # rules.seven_eight_nine

    def __init__(self, rules: Any, n: int, dealer: int, lives: tuple[int, ...], scoring: int) -> None:
        self.rules = rules
        self.n = n
        self.dealer = dealer
        self.lives = lives
        self.hand_ids = [None] * n
        self.stack_ids = None
        self.middle_ids = None
        self.stock_ids = []
        self.discard_ids = []
        self.to_move = dealer
        self.knocked = None
        self.passes = 0
        self.turns = 0
        self.over = False
        self.end = None
        self.losers = []
        self.values = None
        self.scoring = scoring
        self.renewing = bool(rules.seven_eight_nine)
        order = tuple([s for s in range(n) if lives[s] >= 0])
        nxt: list[int | None] = [None] * n
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % len(order)]
        self.order = order
        self.nxt = tuple(nxt)

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _restore,
            (
                SchwimmenState,
                (self.rules, self.n, self.dealer, self.lives, self.scoring),
                {k: getattr(self, k) for k in _FIELDS},
            ),
        )

    def copy(self) -> SchwimmenState:
        s = _blank(self)
        s.hand_ids = [None if h is None else list(h) for h in self.hand_ids]
        s.stack_ids = None if self.stack_ids is None else [list(x) for x in self.stack_ids]
        s.middle_ids = None if self.middle_ids is None else list(self.middle_ids)
        s.stock_ids = list(self.stock_ids)
        s.discard_ids = list(self.discard_ids)
        s.to_move, s.knocked, s.passes, s.turns = self.to_move, self.knocked, self.passes, self.turns
        s.over, s.end, s.losers, s.values = self.over, self.end, self.losers, self.values
        return s

    @property
    def choosing(self) -> bool:
        """True while the dealer has not yet chosen a stack."""
        return self.middle_ids is None

    # -- the public attributes, in card strings ---------------------------------------------
    # Each is read-only (tuples): a change is made by assigning the whole value, which the
    # setter turns into the ids the engine plays on.
    def hand(self, seat: int) -> tuple[str, ...] | None:
        """The hand of one seat, as :attr:`hands` gives it, without the others'."""
        return _strs(self.hand_ids[seat])

    @property
    def hands(self) -> tuple[tuple[str, ...] | None, ...]:
        return tuple([_strs(h) for h in self.hand_ids])

    @hands.setter
    def hands(self, hands: Sequence[Sequence[str] | None]) -> None:
        self.hand_ids = [None if h is None else sorted([CARD_ID[c] for c in h]) for h in hands]

    @property
    def stacks(self) -> tuple[tuple[str, ...], ...] | None:
        st = self.stack_ids
        return None if st is None else tuple([tuple([CARD_STR[c] for c in x]) for x in st])

    @stacks.setter
    def stacks(self, stacks: Sequence[Sequence[str]] | None) -> None:
        self.stack_ids = None if stacks is None else [[CARD_ID[c] for c in x] for x in stacks]

    @property
    def middle(self) -> tuple[str, ...] | None:
        return _strs(self.middle_ids)

    @middle.setter
    def middle(self, cards: Sequence[str] | None) -> None:
        self.middle_ids = None if cards is None else sorted([CARD_ID[c] for c in cards])

    @property
    def stock(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.stock_ids])

    @stock.setter
    def stock(self, cards: Sequence[str]) -> None:
        self.stock_ids = [CARD_ID[c] for c in cards]

    @property
    def discard(self) -> tuple[str, ...]:
        return tuple([CARD_STR[c] for c in self.discard_ids])

    @discard.setter
    def discard(self, cards: Sequence[str]) -> None:
        self.discard_ids = [CARD_ID[c] for c in cards]

    def __repr__(self) -> str:
        mid = " ".join(self.middle or []) if self.middle_ids else "-"
        return f"<SchwimmenState {self.n} players, to move: {self.to_move}, middle: {mid}>"

    def _repr_html_(self) -> str:
        from ...display import state_html

        return str(state_html("schwimmen", self))


# -- checking a move: here, below :mod:`.play` and :mod:`.parsing`, which both ask it ----
def check(state: SchwimmenState, mv: SchwimmenMove) -> SchwimmenMove:
    """Raise IllegalMove with the reason when ``mv`` cannot be played now."""
    if state.over:
        raise IllegalMove("common.err.over")
    kind = mv.kind
    mid = state.middle_ids
    if mid is None:
        if kind == "keep" or kind == "second":
            return mv
        raise IllegalMove("schwimmen.err.choose_first", dealer=state.dealer)
    if kind == "swap":
        hand = state.hand_ids[state.to_move]
        if hand is None or mv.gid not in hand:
            raise IllegalMove("schwimmen.err.not_in_hand", card=mv.give)
        if mv.tid not in mid:
            raise IllegalMove("schwimmen.err.not_in_middle", card=mv.take)
    elif kind == "knock":
        if state.knocked is not None:
            raise IllegalMove("schwimmen.err.knock_twice", knocker=state.knocked)
        m = len(state.order)
        if state.turns < m:
            raise IllegalMove("schwimmen.err.knock_early", n=m - state.turns)
    elif kind == "renew":
        if not state.renewing:
            raise IllegalMove("schwimmen.err.renew_off")
        if not has_789_ids(mid):
            raise IllegalMove("schwimmen.err.renew_no_789", cards=state.middle)
        if len(state.stock_ids) < 3:
            raise IllegalMove("schwimmen.err.renew_stock", n=len(state.stock_ids))
    elif kind == "keep" or kind == "second":
        raise IllegalMove("schwimmen.err.chosen")
    return mv


def _blank(like: SchwimmenState) -> SchwimmenState:
    """A state with the rules, seats and lives of ``like``."""
    s = SchwimmenState(like.rules, like.n, like.dealer, like.lives, like.scoring)
    s.order, s.nxt = like.order, like.nxt
    return s


def next_in(lives: Sequence[int], seat: int) -> int:
    """The first seat after ``seat`` (to the left) that is still in the game."""
    n = len(lives)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if lives[s] >= 0:
            return s
    raise ValueError("nobody is in the game")


def deal_state(rules: Any, n: int, rng: Any, dealer: int, lives: list[int], scoring: int) -> SchwimmenState:
    """A new round dealt by ``dealer``: three cards to each player still in (from the dealer's
    left), then the dealer's two stacks; the rest is the stock."""
    ids = list(range(len(DECK)))  # the ids are the places in DECK
    shuffle_cards(rng, ids, CARD_STR, CARD_ID)
    s = SchwimmenState(rules, n, dealer, tuple(lives), scoring)
    i = 0
    seat = dealer
    while True:
        seat = next_in(lives, seat)
        if seat == dealer:
            break
        s.hand_ids[seat] = sorted(ids[i : i + 3])
        i += 3
    s.stack_ids = [ids[i : i + 3], ids[i + 3 : i + 6]]
    s.stock_ids = ids[i + 6 :]
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
    "lives",
    "hand_ids",
    "stack_ids",
    "middle_ids",
    "stock_ids",
    "discard_ids",
    "to_move",
    "knocked",
    "passes",
    "turns",
    "over",
    "end",
    "losers",
    "values",
    "order",
    "nxt",
    "scoring",
    "renewing",
)
