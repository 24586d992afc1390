"""Sweep in the tutorials and lessons: the named examples of the rule texts and of the questions
they leave open, a set-up position's fields, the moves that show the notation, and a move as the
learner sees it (the generic front is :mod:`cardlab.lessons`; the shared pieces are in
:mod:`cardlab.games._teaching`)."""

from __future__ import annotations

import random
from typing import Any

from ...cards import card_label
from ...engine import get_game
from .._teaching import PLAYERS, Example, adder, bots, fixed, position, said, state
from .cards import FACE, FULL_DECK, HAND_SIZE

SPELL_OUT: tuple = ()
SHARE_UNIT = "matches"  # a match is played to a target score
hand_values = None


def start(hands: list, f: dict) -> dict:
    """The start of a set-up position: ``hands``, ``table``, ``stock`` ([]), ``to_move`` (0; the
    dealer sits before), ``captured``, ``sweeps`` and ``last_capture`` (none yet)."""
    n = len(hands)
    to_move = f.pop("to_move", 0)
    return {
        "dealer": f.pop("dealer", (to_move - 1) % n),
        "hands": [list(h) for h in hands],
        "table": list(f.pop("table")),
        "stock": list(f.pop("stock", [])),
        "to_move": to_move,
        "captured": f.pop("captured", [[] for _ in range(n)]),
        "sweeps": f.pop("sweeps", [0] * n),
        "last_capture": f.pop("last_capture", None),
    }


def notation_moves() -> list:
    """A trail, captures of a pair, of a sum and of both, and a build: legal moves of one small
    position."""
    g = get_game("sweep")  # the registry, not .game: the Game imports this module

    rec = position(
        "sweep",
        hands=[["9H", "5H", "9C"], ["2C"]],
        table=["9S", "6C", "3D", "4C"],
        rules={"building": True},
    )
    st = state(rec)
    return [g.move(st, m) for m in ("9H", "9H x 9S", "9H x 6C+3D", "9H x 9S 6C+3D", "5H b 4C")]


def display(code: str, lang: str) -> str:
    """A move's file notation as the learner sees it (legal or not): every card as its label."""
    return " ".join(
        t if t in ("x", "b") else "+".join(card_label(c, lang) for c in t.split("+")) for t in code.split()
    )


# -- the face-card rule: a deal that shows it ------------------------------------------------
class _Recorder(random.Random):
    """A random source that keeps a copy of every list it shuffles."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.shuffled: list = []

    def shuffle(self, x: Any) -> None:  # type: ignore[override]
        super().shuffle(x)
        self.shuffled.append([_card(c) for c in x])


def _card(c: Any) -> str:
    """A card string, whether the engine shuffles strings or card numbers (the index of the card
    in FULL_DECK, the order A 2 ... K with the suits C D H S within each rank)."""
    if isinstance(c, str):
        return c
    return FULL_DECK[c]


def _face_deal(seed: int, n: int, options: dict) -> tuple:
    """A fresh Sweep deal by the engine, and every table the face-card rule saw on the way."""
    g = get_game("sweep")  # the registry, not .game: the Game imports this module

    rules: Any = g.rules(**options)
    rng = _Recorder(seed)
    state = g.deal(rules, n, rng)
    per = 8 if rules.eight_card_deal else HAND_SIZE
    cards = rng.shuffled[1]  # [0] is the dealer draw's pack, [1] the deal's
    table = cards[n * per : n * per + 4]
    tables = [list(table)]
    for stock in rng.shuffled[2:]:  # one shuffle each time face cards went back
        table = [c for c in table if c not in FACE]
        table += stock[: 4 - len(table)]
        tables.append(list(table))
    if table != list(state.table):  # never: the engine dealt what we followed
        raise AssertionError("the face-card rule was followed wrongly")
    return g, state, tables


_FACE_SEED = 342


def _face_build(options: dict) -> Any:
    from ...record import Record

    g, state, _ = _face_deal(_FACE_SEED, 2, options)
    return Record.from_json(
        {
            "format": "cardlab-record/1",
            "game": "sweep",
            "rules": dict(options),
            "players": ["Anna", "Ben"],
            "deals": [{"start": g.state_to_json(state, fresh=True), "moves": []}],
        }
    )


def _face_prelude(lang: str, **options: Any) -> list:
    _, _, tables = _face_deal(_FACE_SEED, 2, options)

    def lab(cs: list) -> str:
        return " ".join(card_label(c, lang) for c in cs)

    out = [said("lesson.face.dealt", lang, cards=lab(tables[0]))]
    for before, after in zip(tables, tables[1:]):
        faces = [c for c in before if c in FACE]
        k = said("lesson.face." + ("three" if len(faces) == 3 else "four"), lang)
        out.append(said("lesson.face.back", lang, k=k, faces=lab(faces), cards=lab(after)))
    out.append(said("lesson.face.ok", lang))
    return out


# -- the named examples ----------------------------------------------------------------------
EXAMPLES: list[Example] = []
_add = adder("sweep", EXAMPLES)


def _fixed(rules: Any = None, **fields: Any) -> Any:
    return fixed("sweep", rules, **fields)


_NINE_SUM = dict(hands=[["9H", "2D"], ["4C", "JH"]], table=["9S", "6C", "3D", "4H"])
_BUILD = dict(hands=[["5H", "9C"], ["2C", "JH"]], table=["4C", "8D"])

_add(
    "deal",
    "replay",
    "rules",
    "A whole deal between two bots",
    "Eine ganze Runde zwischen zwei Bots",
    build=bots("sweep", PLAYERS[:2], 3, max_deals=1),
)
_add(
    "face-cards-again",
    "replay",
    "cardlab",
    "The refilled table shows three face cards again",
    "Der aufgefüllte Tisch zeigt wieder drei Bildkarten",
    build=_face_build,
    prelude=_face_prelude,
)
_add(
    "fives",
    "replay",
    "rules",
    "A 5 takes every 5 on the table",
    "Eine 5 fängt jede 5 auf dem Tisch",
    build=_fixed(hands=[["5S", "KD"], ["2C", "JH"]], table=["5C", "5H", "8D"], moves=["5S x 5C 5H"]),
)
_add(
    "six-three",
    "replay",
    "rules",
    "A 9 takes 6 + 3",
    "Eine 9 fängt 6 + 3",
    build=_fixed(hands=[["9H", "2D"], ["4C", "JH"]], table=["6C", "3D", "KH"], moves=["9H x 6C+3D"]),
)
_add(
    "five-three-ace",
    "replay",
    "rules",
    "A 9 takes 5 + 3 + A",
    "Eine 9 fängt 5 + 3 + A",
    build=_fixed(hands=[["9C", "2D"], ["4C", "JH"]], table=["5H", "3S", "AC", "8D"], moves=["9C x 5H+3S+AC"]),
)
_add(
    "nine-and-sum",
    "replay",
    "rules",
    "A 9 takes a 9 and 6 + 3 at once",
    "Eine 9 fängt eine 9 und 6 + 3 auf einmal",
    build=_fixed(moves=["9H x 9S 6C+3D"], **_NINE_SUM),
)
_add(
    "only-the-sum",
    "replay",
    "cardlab",
    "A capture need not take every group it could",
    "Ein Fang muss nicht jede mögliche Gruppe nehmen",
    build=_fixed(moves=["9H x 6C+3D"], **_NINE_SUM),
)
_add(
    "card-twice",
    "refusal",
    "cardlab",
    "One table card cannot serve two groups",
    "Eine Tischkarte gehört nie zu zwei Gruppen",
    build=_fixed(hands=[["9H", "2D"], ["4C", "JH"]], table=["6C", "3D", "3H", "4H"]),
    move="9H x 6C+3D 6C+3H",
)
_add(
    "jack-no-sum",
    "refusal",
    "rules",
    "A face card takes no sum",
    "Eine Bildkarte fängt keine Summe",
    build=_fixed(hands=[["JS", "KD"], ["2C", "JH"]], table=["5C", "6H", "8D"]),
    move="JS x 6H+5C",
)
_add(
    "sweep",
    "replay",
    "rules",
    "A 10 takes 7 + 3 and clears the table",
    "Eine 10 fängt 7 + 3 und räumt den Tisch ab",
    build=_fixed(hands=[["10S", "4D"], ["2C", "JH"]], table=["7C", "3H"], moves=["10S x 7C+3H", "2C"]),
)
_add(
    "last-card-sweep",
    "replay",
    "cardlab",
    "The last card of a deal sweeps",
    "Die letzte Karte der Runde macht einen Sweep",
    build=_fixed(hands=[["2C"], ["10S"]], table=["5C", "3H"], moves=["2C", "10S x 5C+3H+2C"]),
)
_add(
    "last-capture",
    "replay",
    "rules",
    "The last capture takes the rest of the table",
    "Wer zuletzt fängt, bekommt den Rest des Tisches",
    build=_fixed(hands=[["9S"], ["2C"]], table=["3C", "6H"], moves=["9S x 3C+6H", "2C"]),
)
_add(
    "majority-three",
    "replay",
    "cardlab",
    "Three players: 4 of 10 cards is no majority",
    "Zu dritt: 4 von 10 Karten sind keine Mehrheit",
    build=_fixed(
        hands=[["9S"], ["8H"], ["6D"]],
        table=["AC", "2C", "3H", "4H", "5D", "2D", "7C"],
        moves=["9S x 2C+7C", "8H x 3H+5D", "6D x 4H+2D"],
    ),
)
_add(
    "build",
    "replay",
    "rules",
    "Variant: Anna builds 9 and takes it later",
    "Variante: Anna baut 9 und fängt die Baugruppe später",
    build=_fixed(moves=["5H b 4C", "2C", "9C x 5H+4C"], rules={"building": True}, **_BUILD),
)
_add(
    "build-taken",
    "replay",
    "cardlab",
    "Variant: an opponent takes Anna's build",
    "Variante: Der Gegner fängt Annas Baugruppe",
    build=_fixed(
        hands=[["5H", "9C"], ["9D", "JH"]],
        table=["4C", "8D"],
        moves=["5H b 4C", "9D x 5H+4C"],
        rules={"building": True},
    ),
)
_add(
    "build-extend",
    "refusal",
    "cardlab",
    "Variant: nobody adds to a build",
    "Variante: Niemand erweitert eine Baugruppe",
    build=_fixed(
        hands=[["5H", "9C"], ["AC", "10D"]], table=["4C", "8D"], moves=["5H b 4C"], rules={"building": True}
    ),
    move="AC b 5H 4C",
)


def reachable(start: dict, rules: Any) -> list[str]:
    """Why a set-up position could not come about (empty when it could): every card is one of the
    game's deck and lies in one place only (the draw that laid out the table aside)."""
    from .._teaching import counted_once
    from .cards import FULL_DECK as deck

    return counted_once(start, set(deck), history=("draw",))  # draw: how the table was dealt
