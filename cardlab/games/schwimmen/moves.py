"""Schwimmen's move values: one shared value per move, found by its code."""

from __future__ import annotations

from typing import Final

from .cards import CARD_ID, DECK

KEEP_C: Final = 0
SECOND_C: Final = 1
PASS_C: Final = 2
KNOCK_C: Final = 3
SWAP_ALL_C: Final = 4
RENEW_C: Final = 5
SWAP_C: Final = 6
_CODES: Final = {
    "keep": KEEP_C,
    "second": SECOND_C,
    "pass": PASS_C,
    "knock": KNOCK_C,
    "swap_all": SWAP_ALL_C,
    "renew": RENEW_C,
    "swap": SWAP_C,
}


class SchwimmenMove:
    """A Schwimmen move: ``kind`` is ``keep``, ``second``, ``swap`` (``give`` a hand card, ``take``
    a middle card), ``swap_all``, ``pass``, ``knock`` or ``renew``."""

    __slots__ = ("kind", "give", "take", "_text", "code", "gid", "tid")

    kind: str
    give: str | None
    take: str | None
    _text: str
    code: int  # the kind as a number (-1: unknown)
    gid: int  # the ids of give and take (-1: none)
    tid: int

    def __init__(self, kind: str, give: str | None = None, take: str | None = None) -> None:
        self.kind, self.give, self.take = kind, give, take
        if kind == "swap":
            self._text = f"swap {give} {take}"
        elif kind == "swap_all":
            self._text = "swap all"
        else:
            self._text = kind
        self.code = _CODES.get(kind, -1)
        self.gid = CARD_ID.get(give, -1) if isinstance(give, str) else -1
        self.tid = CARD_ID.get(take, -1) if isinstance(take, str) else -1

    def __reduce__(self) -> tuple[object, ...]:
        return (SchwimmenMove, (self.kind, self.give, self.take))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SchwimmenMove) and other._text == self._text

    def __hash__(self) -> int:
        return hash(self._text)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"SchwimmenMove({self._text!r})"


KEEP: Final = SchwimmenMove("keep")
SECOND: Final = SchwimmenMove("second")
PASS: Final = SchwimmenMove("pass")
KNOCK: Final = SchwimmenMove("knock")
SWAP_ALL: Final = SchwimmenMove("swap_all")
RENEW: Final = SchwimmenMove("renew")
SWAPS: Final = {(g, t): SchwimmenMove("swap", g, t) for g in DECK for t in DECK if g != t}
# by ids: SWAP_IDS[give * 32 + take]
SWAP_IDS: Final[list[SchwimmenMove | None]] = [SWAPS.get((g, t)) for g in DECK for t in DECK]
CANON: Final = {str(m): m for m in (KEEP, SECOND, PASS, KNOCK, SWAP_ALL, RENEW, *SWAPS.values())}
# the codes of the playouts: the kind codes above, a swap SWAP_C + give * 32 + take
BY_CODE: Final[list[SchwimmenMove]] = [KEEP, SECOND, PASS, KNOCK, SWAP_ALL, RENEW]
