"""Swoop in the tutorials and lessons: the named examples of the rule texts and of the questions
they leave open, a set-up position's fields, the moves that show the notation, and a move as the
learner sees it (the generic front is :mod:`cardlab.lessons`; the shared pieces are in
:mod:`cardlab.games._teaching`)."""

from __future__ import annotations

from typing import Any

from ...engine import get_game
from .._teaching import PLAYERS, Example, adder, bots, drawn, fixed, position, state
from . import notation
from .moves import SwoopMove

SPELL_OUT = ("none",)  # "keine" could be misread: it adds nothing to a mystery card
SHARE_UNIT = "games"
hand_values = None


def start(hands: list, f: dict) -> dict:
    """The start of a set-up position: ``hands``, ``pile`` (bottom card first), ``up`` / ``down``
    (four slots a seat, ``None`` for an empty one; default all empty), ``to_move`` (0),
    ``plays_since_swoop`` (one play a group of one rank on the pile), ``starter`` (0), ``aside`` and
    ``out`` ([])."""
    n = len(hands)
    to_move = f.pop("to_move", 0)
    since = f.pop("plays_since_swoop", None)
    out = {
        "starter": f.pop("starter", 0),
        "hands": [list(h) for h in hands],
        "up": f.pop("up", None) or [[None] * 4 for _ in range(n)],
        "down": f.pop("down", None) or [[None] * 4 for _ in range(n)],
        "aside": list(f.pop("aside", [])),
        "pile": list(f.pop("pile", [])),
        "out": list(f.pop("out", [])),
        "to_move": to_move,
    }
    # a pile took at least one play a group of one rank since the last swoop
    out["plays_since_swoop"] = since if since is not None else _groups(out["pile"])
    return out


def _groups(pile: list) -> int:
    """How many groups of one rank the pile holds, bottom to top: each took at least one play."""
    ranks = [c[:-1] for c in pile]
    return sum(1 for i, r in enumerate(ranks) if i == 0 or r != ranks[i - 1])


def reachable(start: dict, rules: Any) -> list[str]:
    """Why a set-up position could not come about under the rules (empty when it could): the pile
    never rises from bottom to top, holds no card that swoops (a 10 or a joker), no run of four of
    a rank on top (it would have swooped), and at least one play since the last swoop a group of
    one rank on it."""
    from .cards import CARD_ID, VALUE_OF
    from .moves import is_special_value

    pile = list(start.get("pile") or [])
    values = [VALUE_OF[CARD_ID[c]] for c in pile]
    ojs = bool(getattr(rules, "only_jokers_swoop", False))
    out = []
    for i in range(1, len(values)):
        if values[i] > values[i - 1]:
            out.append(f"pile: {pile[i]} lies on the lower {pile[i - 1]}")
    out += [f"pile: {c} would have swooped" for c, v in zip(pile, values) if is_special_value(v, ojs)]
    run = 0
    for v in reversed(values):
        if v != values[-1]:
            break
        run += 1
    if values and run >= 4:
        out.append(f"pile: {run} of a rank on top would have swooped")
    since = start.get("plays_since_swoop") or 0
    if since < _groups(pile):
        out.append(f"plays_since_swoop: {since}, but the pile holds {_groups(pile)} plays")
    return out


def notation_moves() -> list:
    """A play of two cards, one with a face-up card, a 10, a joker, a mystery card turned up and
    nothing added to it: legal moves of one small position."""
    g = get_game("swoop")  # the registry, not .game: the Game imports this module

    rec = position(
        "swoop",
        hands=[["6C", "6D", "QS", "10H", "X"], ["2C"], ["3C"]],
        up=[[None, "QD", None, None], [None] * 4, [None] * 4],
        down=[["4C", "5C", "7S", "8C"], [None] * 4, [None] * 4],
        pile=["KC"],
    )
    st = state(rec)
    out = [g.move(st, m) for m in ("6C 6D", "QS QD@u2", "10H", "X", "d3")]
    g.apply(st, "d3", events=False)
    out.append(g.move(st, "none"))
    return out


def _token(tok: str) -> SwoopMove:
    """One token of the file notation as a move of its own (``none``, ``d3``, ``QD@u2``, ``QD``)."""
    if tok == "none":
        return SwoopMove("complete")
    if tok[:1] == "d" and tok[1:].isdigit():
        return SwoopMove("reveal", slot=int(tok[1:]))
    c, _, where = tok.partition("@")
    return SwoopMove("play", up=[(int(where[1:]), c)]) if where else SwoopMove("play", hand=[c])


def display(code: str, lang: str) -> str:
    """A move's file notation as the learner sees it (legal or not), token by token in the order
    typed, each as the notation shows it: cards as labels, a face-up card with its place, ``d3``
    and ``none`` in ``lang``."""
    return " ".join(notation.text(_token(tok), lang) for tok in code.split())


# -- the named examples ----------------------------------------------------------------------
EXAMPLES: list[Example] = []
_add = adder("swoop", EXAMPLES)


def _fixed(rules: Any = None, **fields: Any) -> Any:
    return fixed("swoop", rules, **fields)


_NINE = dict(
    hands=[["6C", "6D", "KS"], ["QH", "8C", "9D"], ["2C", "3C"]], pile=["JH", "9S"], moves=["6C 6D", "QH"]
)
_EIGHTS = dict(hands=[["8C", "8D", "4S"], ["2C"], ["3C"]], pile=["9C", "8H", "8S", "8H"], moves=["8D", "8C"])
_MYSTERY_HIGH = dict(
    hands=[["KD", "2S"], ["8C", "3D"], ["3S", "4S"]],
    down=[["QS", None, None, None], [None] * 4, [None] * 4],
    pile=["QH", "5C"],
)

_add(
    "deal",
    "replay",
    "rules",
    "A fresh deal, played out by bots",
    "Eine frisch gegebene Runde, von Bots gespielt",
    build=bots("swoop", PLAYERS[:3], 4, max_deals=1),
    prelude=drawn(bots("swoop", PLAYERS[:3], 4, max_deals=1)),
)
_add(
    "decks",
    "table",
    "rules",
    "How many decks and jokers",
    "Wie viele Kartenspiele und Joker",
    table=("deck",),
)
_add(
    "nine-then-queen",
    "replay",
    "rules",
    "Two 6s on a 9; a higher queen picks up",
    "Zwei 6er auf eine 9; eine höhere Dame nimmt auf",
    build=_fixed(**_NINE),
)
_add(
    "no-passing",
    "refusal",
    "rules",
    "There is no passing: every play Ben has picks up",
    "Passen gibt es nicht: Jeder Zug, den Ben hat, nimmt auf",
    build=_fixed(**_NINE),
    at=1,
    move={"en": "pass", "de": "passen"},
)
_add(
    "three-eights",
    "replay",
    "rules",
    "Three 8s on top: only one more 8",
    "Drei 8er oben: nur noch eine 8",
    build=_fixed(**_EIGHTS),
)
_add(
    "two-eights-at-once",
    "refusal",
    "rules",
    "Five 8s on top are never allowed",
    "Fünf 8er oben sind nie erlaubt",
    build=_fixed(**_EIGHTS),
    at=0,
    move="8C 8D",
)
_add(
    "ten-and-joker",
    "replay",
    "rules",
    "A 10 and a joker swoop whatever lies on top",
    "Eine 10 und ein Joker fegen, egal was oben liegt",
    build=_fixed(
        hands=[["10H", "X", "KC", "5D"], ["2C", "4C"], ["3C", "4D"]],
        pile=["3S", "2H"],
        moves=["10H", "KC", "2C", "3C", "X"],
    ),
)
_add(
    "two-tens",
    "refusal",
    "cardlab",
    "A 10 or a joker is played alone",
    "Eine 10 oder ein Joker wird allein gelegt",
    build=_fixed(hands=[["10H", "10S", "KC", "5D"], ["2C", "4C"], ["3C", "4D"]], pile=["3S", "2H"]),
    move="10H 10S",
)
_add(
    "ten-on-empty-pile",
    "replay",
    "cardlab",
    "A 10 on an empty pile swoops too",
    "Auch eine 10 auf einen leeren Stapel fegt",
    build=_fixed(hands=[["10H", "KS", "4C"], ["2C", "5D"], ["3C", "6D"]], moves=["10H", "KS"]),
)
_add(
    "four-kings",
    "replay",
    "rules",
    "Carla's four kings: three swoops in one turn",
    "Carlas vier Könige: dreimal fegen hintereinander",
    build=_fixed(
        hands=[["2C"], ["3C"], ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"]],
        pile=["QH", "QS", "9D", "9H", "9S", "7D"],
        to_move=2,
        moves=["KC KD KH KS", "QC QD QH QS", "9C 9D 9H 9S", "7C 7D"],
    ),
)
_add(
    "mystery",
    "replay",
    "rules",
    "A face-up 7, then the mystery card under it",
    "Eine offene 7, dann die Geheimkarte darunter",
    build=_fixed(
        hands=[["7C", "KD"], ["8C", "5D", "2S"], ["9C", "9D", "3S"]],
        up=[["7H", None, None, None], [None] * 4, [None] * 4],
        down=[["7S", None, None, None], [None] * 4, [None] * 4],
        pile=["9H"],
        moves=["7H@u1", "5D", "9C", "d1", "7C"],
    ),
)
_add(
    "mystery-covered",
    "refusal",
    "rules",
    "A mystery card under a face-up card waits",
    "Eine Geheimkarte unter einer offenen Karte muss warten",
    build=_fixed(
        hands=[["KD", "2S"], ["8C"], ["3S"]],
        up=[["7H", None, None, None], [None] * 4, [None] * 4],
        down=[["7S", None, None, None], [None] * 4, [None] * 4],
        pile=["9H"],
    ),
    move="d1",
)
_add(
    "two-mystery",
    "refusal",
    "cardlab",
    "One mystery card per play",
    "Eine Geheimkarte pro Zug",
    build=_fixed(
        hands=[["KD", "2S"], ["8C"], ["3S"]],
        down=[["7S", "7D", None, None], [None] * 4, [None] * 4],
        pile=["9H"],
        moves=["d1"],
    ),
    move="d2",
)
_add(
    "mystery-higher",
    "replay",
    "rules",
    "A higher mystery card picks up the pile",
    "Eine höhere Geheimkarte nimmt den Stapel auf",
    build=_fixed(moves=["d1", "none"], **_MYSTERY_HIGH),
)
_add(
    "mystery-picked-up",
    "refusal",
    "cardlab",
    "Only cards held before the pick-up go with a mystery card",
    "Zur Geheimkarte kommen nur Karten, die du vor dem Aufnehmen hattest",
    build=_fixed(moves=["d1"], **_MYSTERY_HIGH),
    move="QH",
)
_add(
    "out-by-swoop",
    "replay",
    "cardlab",
    "Going out with a swoop wins the deal",
    "Wer mit Fegen rausgeht, gewinnt die Runde",
    build=_fixed(hands=[["10C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]], pile=["9C"], moves=["10C"]),
)
_add(
    "bens-68",
    "replay",
    "rules",
    "Anna goes out; Ben scores 68",
    "Anna geht raus; Ben bekommt 68 Punkte",
    build=_fixed(hands=[["5C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]], pile=["9C"], moves=["5C"]),
)
_add(
    "dead-deal",
    "replay",
    "rules",
    "The 200th play without a swoop (house rules: a dead deal)",
    "Der 200. Zug ohne Fegen (Hausregeln: tote Runde)",
    build=_fixed(
        hands=[["4C", "KS"], ["AH", "7S"], ["2C", "2D"]], pile=["9C"], moves=["4C"], plays_since_swoop=199
    ),
)
_add(
    "table-cards-score",
    "replay",
    "cardlab",
    "Carla's face-up 9 scores too (by default)",
    "Carlas offene 9 zählt mit (Standard)",
    build=_fixed(
        hands=[["5C"], ["2C"], ["KH"]],
        up=[[None] * 4, [None] * 4, ["9D", None, None, None]],
        pile=["9C"],
        moves=["5C"],
    ),
)
_add(
    "big-swoop",
    "replay",
    "rules",
    "Variant big swoop: both 8s on three 8s, and five 8s swoop",
    "Variante großes Fegen: beide 8er auf drei 8er, und fünf 8er fegen",
    build=_fixed(
        hands=_EIGHTS["hands"], pile=_EIGHTS["pile"], moves=["8C 8D", "4S"], rules={"big_swoop": True}
    ),
)
_add(
    "plain-ten",
    "replay",
    "rules",
    "Variant: only jokers swoop; a 10 ranks between 9 and J",
    "Variante: Nur Joker fegen; die 10 liegt zwischen 9 und B",
    build=_fixed(
        hands=[["10H", "4C"], ["JC", "2D"], ["3C", "3D"]],
        pile=["9S"],
        moves=["10H", "JC"],
        rules={"only_jokers_swoop": True},
    ),
)
