"""Schwimmen in the tutorials and lessons: the named examples of the rule texts and of the
questions they leave open, a set-up position's fields, the moves that show the notation, a move as
the learner sees it, and what a hand is worth (the generic front is :mod:`cardlab.lessons`; the
shared pieces are in :mod:`cardlab.games._teaching`)."""

from __future__ import annotations

from typing import Any

from ...cards import card_label, parse_card
from ...engine import get_game
from .._teaching import PLAYERS, SUIT_NAMES, Example, adder, bots, fixed, number, position, state, word
from . import notation
from .cards import DECK, hand_value, value_info
from .moves import SchwimmenMove

SPELL_OUT: tuple = ()
SHARE_UNIT = "games"


def _rest(*groups: Any) -> list:
    """The stock: every card of the pack not in ``groups``, in pack order."""
    used = {c for g in groups for c in (g or ())}
    return [c for c in DECK if c not in used]


def start(hands: list, f: dict) -> dict:
    """The start of a set-up position: ``hands`` and ``middle`` (after the dealer's choice;
    ``to_move`` 0, the dealer before it; ``lives``, ``knocked`` and ``passes`` if given), or
    ``hands`` with ``None`` for the dealer, ``stacks`` and ``dealer`` (a fresh deal); the stock is
    every other card of the pack, in pack order."""
    n = len(hands)
    if "middle" in f:
        to_move = f.pop("to_move", 0)
        middle = list(f.pop("middle"))
        out = {
            "dealer": f.pop("dealer", (to_move - 1) % n),
            "hands": [list(h) for h in hands],
            "middle": middle,
            "to_move": to_move,
            "stock": _rest(*hands, middle),
        }
        for k in ("lives", "knocked", "passes"):
            if k in f:
                out[k] = f.pop(k)
        return out
    stacks = [list(s) for s in f.pop("stacks")]
    return {
        "dealer": f.pop("dealer"),
        "hands": [None if h is None else list(h) for h in hands],
        "stacks": stacks,
        "stock": _rest(*hands, *stacks),
    }


def notation_moves() -> list:
    """Every kind of move: the dealer's choice, a swap, swapping all, passing, knocking and
    renewing the middle (the 7-8-9 rule), each a legal move of a small position."""
    g = get_game("schwimmen")  # the registry, not .game: the Game imports this module

    out = []
    rec = position(
        "schwimmen",
        hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], None],
        dealer=2,
        stacks=[["8H", "10C", "AD"], ["JS", "7D", "9H"]],
        rules={"seven_eight_nine": True},
    )
    st = state(rec)
    out += [g.move(st, m) for m in ("keep", "second")]
    rec = position(
        "schwimmen",
        hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], ["8H", "10C", "AD"]],
        middle=["JS", "8D", "7S"],
        moves=["pass", "pass", "swap AD 7S"],
        rules={"seven_eight_nine": True},
    )
    st = state(rec)
    out += [g.move(st, m) for m in ("swap JH JS", "swap all", "pass", "knock")]
    rec = position(
        "schwimmen",
        hands=[["KS", "8S", "JH"], ["QC", "QD", "AS"], ["8H", "10C", "AD"]],
        middle=["7D", "8C", "9H"],
        rules={"seven_eight_nine": True},
    )
    out.append(g.move(state(rec), "renew"))
    return out


def display(code: str, lang: str) -> str:
    """A move's file notation as the learner sees it (legal or not), in ``lang``'s words."""
    words = code.split()
    if words[0] == "swap" and len(words) == 3:
        return notation.text(SchwimmenMove("swap", words[1], words[2]), lang)
    return notation.text(SchwimmenMove(code.replace(" ", "_")), lang)


def hand_values(hands: Any, lang: str, scoring: str | None = None) -> list:
    """The rows of a table of hand values: each hand of three cards, its value, and why (three
    aces, three of a rank, or the best suit and its cards)."""
    scoring = scoring or "suit_and_triples"
    rows = []
    for h in hands:
        h = [parse_card(c) for c in h]
        _, kind, key = value_info(h, scoring)
        why = (
            word("aces", lang)
            if kind == "aces"
            else word("triple", lang)
            if kind == "triple"
            else word(
                "suit",
                lang,
                suit=SUIT_NAMES[key][lang],
                cards=" ".join(card_label(c, lang) for c in h if c[-1] == key),
            )
        )
        rows.append(
            [" ".join(card_label(c, lang) for c in h), "= " + number(hand_value(h, scoring), lang), why]
        )
    return rows


# -- the named examples ----------------------------------------------------------------------
EXAMPLES: list[Example] = []
_add = adder("schwimmen", EXAMPLES)


def _fixed(rules: Any = None, **fields: Any) -> Any:
    return fixed("schwimmen", rules, **fields)


_SPADES = dict(hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], ["8H", "10C", "AD"]], middle=["JS", "7D", "9H"])
_DEALT = dict(
    hands=[["AC", "AD", "7H"], ["7C", "9D", "QH"], None],
    stacks=[["KD", "8D", "JC"], ["QS", "10D", "8C"]],
    dealer=2,
)

_add(
    "hand-values",
    "table",
    "rules",
    "What a hand is worth",
    "Was eine Hand wert ist",
    table=(
        "hand_values",
        [["KS", "8S", "JH"], ["KS", "8S", "JS"], ["QC", "QD", "QH"], ["AC", "AD", "AH"], ["7C", "9D", "QH"]],
    ),
)
_add(
    "deal",
    "replay",
    "rules",
    "Carla deals and takes the second stack unseen",
    "Carla gibt und nimmt den zweiten Stapel, ohne ihn anzusehen",
    build=_fixed(moves=["second", "pass"], **_DEALT),
)
_add(
    "spades-28",
    "replay",
    "rules",
    "J♥ for J♠: 18 becomes 28",
    "B♥ gegen B♠: aus 18 wird 28",
    build=_fixed(moves=["swap JH JS", "pass", "pass", "knock", "pass", "swap 10C 9H"], **_SPADES),
)
_add(
    "swap-two",
    "refusal",
    "rules",
    "There is no swapping of exactly two cards",
    "Genau zwei Karten tauschen gibt es nicht",
    build=_fixed(**_SPADES),
    touch=["h:JH", "h:8S", "m:JS", "m:7D"],
)
_add(
    "knock-first-round",
    "refusal",
    "rules",
    "Nobody knocks before every player has had a turn",
    "Niemand klopft, bevor alle einmal dran waren",
    build=_fixed(**_SPADES),
    move="knock",
)
_add(
    "knock-after-choice",
    "refusal",
    "cardlab",
    "The dealer's choice of stack does not count as a turn",
    "Die Wahl des Stapels zählt beim Klopfen nicht mit",
    build=_fixed(moves=["second", "pass", "pass"], **_DEALT),
    move="knock",
)
_add(
    "first-knock",
    "replay",
    "cardlab",
    "The earliest knock: the first player's second turn",
    "Das früheste Klopfen: Die erste Person ist zum zweiten Mal an der Reihe",
    build=_fixed(moves=["second", "pass", "pass", "swap 8C JC", "knock", "pass", "pass"], **_DEALT),
)
_add(
    "all-pass",
    "replay",
    "rules",
    "Everyone pushes: a new middle",
    "Alle schieben: eine neue Mitte",
    build=_fixed(moves=["pass", "pass", "pass"], **_SPADES),
)
_add(
    "thirty-one",
    "replay",
    "rules",
    "Three aces: 31 ends the deal at once",
    "Drei Asse: 31 beendet die Runde sofort",
    build=_fixed(
        hands=_DEALT["hands"],
        stacks=[["KD", "8D", "JC"], ["AH", "10S", "8C"]],
        dealer=2,
        moves=["keep", "swap 7H AH"],
    ),
)
_add(
    "dealt-31",
    "replay",
    "rules",
    "31 in the dealt hand",
    "31 schon beim Austeilen",
    build=_fixed(
        hands=[["AC", "KC", "QC"], ["7H", "9D", "QS"], None],
        stacks=[["7S", "8D", "9C"], ["AS", "8H", "10D"]],
        dealer=2,
        moves=["second"],
    ),
)
_add(
    "two-31s",
    "replay",
    "cardlab",
    "Two players hold 31: neither loses",
    "Zwei haben 31: Keiner von beiden verliert",
    build=_fixed(
        hands=[["AC", "KC", "QC"], ["AH", "KH", "JH"], None],
        stacks=[["7S", "8D", "9C"], ["AS", "7H", "10D"]],
        dealer=2,
        moves=["keep"],
    ),
)
_add(
    "three-queens",
    "replay",
    "rules",
    "Three queens count 30.5",
    "Drei Damen zählen 30,5",
    build=_fixed(
        hands=[["KD", "9D", "JC"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
        middle=["QH", "7D", "9C"],
        to_move=1,
        moves=["swap 7S QH", "pass", "pass", "knock", "pass", "pass"],
    ),
)
_add(
    "knocker-lowest",
    "replay",
    "cardlab",
    "Ben knocks and ends with the lowest hand",
    "Ben klopft und hat am Ende die schlechteste Hand",
    build=_fixed(
        hands=[["KC", "8C", "JD"], ["AH", "10H", "7C"], ["8H", "10C", "AC"]],
        middle=["JC", "9C", "7D"],
        moves=["swap JD JC", "pass", "swap 8H 9C", "pass", "knock", "pass", "pass"],
    ),
)
_add(
    "game",
    "replay",
    "rules",
    "A whole game between three bots",
    "Ein ganzes Spiel zwischen drei Bots",
    build=bots("schwimmen", PLAYERS[:3], 2),
)
_add(
    "renew",
    "replay",
    "rules",
    "Variant: the 7-8-9 rule",
    "Variante: die 7-8-9-Regel",
    build=_fixed(
        hands=[["KS", "8S", "JH"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
        middle=["7D", "8C", "9H"],
        moves=["renew"],
        rules={"seven_eight_nine": True},
    ),
)


def reachable(start: dict, rules: Any) -> list[str]:
    """Why a set-up position could not come about (empty when it could): every card is one of the
    game's deck and lies in one place only."""
    from .._teaching import counted_once
    from .cards import DECK as deck

    return counted_once(start, set(deck))
