"""Higher's moves on a screen: a move is its card (``7♠``); the selection token is ``h:<card>``."""

from __future__ import annotations

from cardlab.cards import card_label
from cardlab.games._notation import NotationError, bad_token, read_card, split_selection


def kind(move) -> str:
    return "play"


def cards(move) -> list[str]:
    return [move.card]


TOKENS = {"hand": "h:card"}  # a touched hand card is its own token


def parts(move) -> list[str]:
    return [f"h:{move.card}"]


def text(move, lang: str) -> str:
    return card_label(move.card, lang)


def words(move, lang: str, name, short: bool) -> str:
    return name(move.card)


def canonical(text_: str) -> str:
    tokens = text_.split()
    if len(tokens) != 1:
        raise NotationError("notation.err.not_card", text=text_.strip())
    return read_card(tokens[0])


def candidate(state, sel):
    got = split_selection(sel)
    if set(got) - {"h"}:
        return bad_token(next(f"{k}:{v[0]}" for k, v in got.items() if k != "h"))
    return " ".join(got.get("h", []))
