"""Schwimmen's notation read back by the engine: the move a text spells (FORMAT.md's notation, or
any word of the one vocabulary of :mod:`.notation`), checked against the position with the reason
when it cannot be played."""

from __future__ import annotations

from ...cards import CardError, parse_card
from ...engine import IllegalMove
from .cards import DECK_SET
from .moves import CANON, SWAP_ALL, SWAPS, SchwimmenMove
from .state import SchwimmenState, check
from .words import swap_words, word_kind

_BY_KIND = {m.kind: m for m in CANON.values() if m.kind != "swap"}


def parse_move(state: SchwimmenState, text: object) -> SchwimmenMove:
    if isinstance(text, SchwimmenMove):
        return check(state, text)
    if state.over:
        raise IllegalMove("common.err.over")
    if not isinstance(text, str):
        raise IllegalMove("common.err.not_text", text=repr(text))
    mv = CANON.get(text)
    if mv is None:
        mv = spell(text)
    return check(state, mv)


def spell(text: str) -> SchwimmenMove:
    """The move value ``text`` spells, not yet checked against a position."""
    kind = word_kind(text)
    if kind is not None:
        return SWAP_ALL if kind == "swap_all" else _BY_KIND[kind]
    words = text.split()
    if words and words[0].lower() in swap_words():
        if len(words) == 2 and words[1].lower() in ("all", "alle"):
            return SWAP_ALL
        if len(words) != 3:
            raise IllegalMove("schwimmen.err.swap_form", text=text)
        cards = []
        for w in words[1:]:
            try:
                c = parse_card(w)
            except CardError:
                raise IllegalMove("common.err.not_card", text=w) from None
            if c not in DECK_SET:
                raise IllegalMove("schwimmen.err.not_in_pack", card=c)
            cards.append(c)
        if cards[0] == cards[1]:
            raise IllegalMove("schwimmen.err.not_in_middle", card=cards[1])
        return SWAPS[cards[0], cards[1]]
    raise IllegalMove("common.err.unknown_move", text=text)
