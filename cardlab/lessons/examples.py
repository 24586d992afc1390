"""The named examples of the tutorials: the worked examples of the rule texts, and a position for
every question the rule texts leave open, each as a record the engine plays.

``example(game, name, lang)`` gives a :class:`~cardlab.widgets.Replay` of the example, or for a
move the rules do not allow a :class:`~cardlab.lessons.tutorial.Refusal` (the engine's reason in
``lang``), or for a few a small table.  ``examples(game)`` lists them; ``record(game, name)`` is
the example's record (to save, check or turn into a puzzle).  Rule options given to any of these
change the example's rules (``example("swoop", "dead-deal", preset="published")``).

Every example says where it comes from: ``rules`` (a rule text says so, or it is the text's own
example) or ``cardlab`` (the texts leave it open; cardlab's reading, docs/rulings.md).
"""

from __future__ import annotations

import random

from ..record import Record
from .shown import _said
from .tutorial import Grid, _lang, deck, hand_values, position, refuse

P3 = ["Anna", "Ben", "Carla"]


class Example:
    """One named example: ``kind`` is ``replay``, ``refusal`` or ``table``; ``source`` is
    ``rules`` or ``cardlab``; ``title`` in English and German."""

    def __init__(
        self,
        game,
        name,
        kind,
        source,
        title,
        build=None,
        move=None,
        at=None,
        touch=None,
        table=None,
        prelude=None,
    ):
        self.game, self.name, self.kind, self.source, self.title = game, name, kind, source, title
        self._build, self.move, self.at, self.touch = build, move, at, touch
        self._table, self._prelude = table, prelude

    def record(self, **options) -> Record:
        if self._build is None:
            raise ValueError(f"the example {self.game}/{self.name} is a table, not a record")
        return self._build(options)

    def __repr__(self):
        return f"<example {self.game}/{self.name}: {self.kind}, {self.source}>"


EXAMPLES: dict = {}


def _add(game, name, kind, source, en, de, **kw):
    EXAMPLES[(game, name)] = Example(game, name, kind, source, {"en": en, "de": de}, **kw)


def _opts(extra, options):
    return {**extra, **options}


# -- Swoop ------------------------------------------------------------------------------------
def _swoop_fixed(rules=None, **fields):
    def build(options):
        return position(
            "swoop", players=P3[: len(fields["hands"])], rules=_opts(rules or {}, options), **fields
        )

    return build


def _bots(game, players, seed, max_deals=None):
    def build(options):
        from ..play import play_game

        kw = {"max_deals": max_deals} if max_deals else {}
        return play_game(game, rules=options or None, players=list(players), seed=seed, **kw)

    return build


_NINE = dict(
    hands=[["6C", "6D", "KS"], ["QH", "8C", "9D"], ["2C", "3C"]], pile=["4H", "9S"], moves=["6C 6D", "QH"]
)
_EIGHTS = dict(hands=[["8C", "8D", "4S"], ["2C"], ["3C"]], pile=["9C", "8H", "8S", "8H"], moves=["8D", "8C"])
_MYSTERY_HIGH = dict(
    hands=[["KD", "2S"], ["8C", "3D"], ["3S", "4S"]],
    down=[["QS", None, None, None], [None] * 4, [None] * 4],
    pile=["QH", "5C"],
)

_add(
    "swoop",
    "deal",
    "replay",
    "rules",
    "A fresh deal, played out by bots",
    "Eine frisch gegebene Runde, von Bots gespielt",
    build=_bots("swoop", P3, 4, max_deals=1),
)
_add(
    "swoop",
    "decks",
    "table",
    "rules",
    "How many decks and jokers",
    "Wie viele Kartenspiele und Joker",
    table=lambda lang, **o: deck("swoop", lang, **o),
)
_add(
    "swoop",
    "nine-then-queen",
    "replay",
    "rules",
    "Two 6s on a 9; a higher queen picks up",
    "Zwei 6er auf eine 9; eine höhere Dame nimmt auf",
    build=_swoop_fixed(**_NINE),
)
_add(
    "swoop",
    "no-passing",
    "refusal",
    "rules",
    "There is no passing: every play Ben has picks up",
    "Passen gibt es nicht: Jeder Zug, den Ben hat, nimmt auf",
    build=_swoop_fixed(**_NINE),
    at=1,
    move={"en": "pass", "de": "passen"},
)
_add(
    "swoop",
    "three-eights",
    "replay",
    "rules",
    "Three 8s on top: only one more 8",
    "Drei 8er oben: nur noch eine 8",
    build=_swoop_fixed(**_EIGHTS),
)
_add(
    "swoop",
    "two-eights-at-once",
    "refusal",
    "rules",
    "Five 8s on top are never allowed",
    "Fünf 8er oben sind nie erlaubt",
    build=_swoop_fixed(**_EIGHTS),
    at=0,
    move="8C 8D",
)
_add(
    "swoop",
    "ten-and-joker",
    "replay",
    "rules",
    "A 10 and a joker swoop whatever lies on top",
    "Eine 10 und ein Joker fegen, egal was oben liegt",
    build=_swoop_fixed(
        hands=[["10H", "X", "KC", "5D"], ["2C", "4C"], ["3C", "4D"]],
        pile=["2H", "3S"],
        moves=["10H", "KC", "2C", "3C", "X"],
    ),
)
_add(
    "swoop",
    "two-tens",
    "refusal",
    "cardlab",
    "A 10 or a joker is played alone",
    "Eine 10 oder ein Joker wird allein gelegt",
    build=_swoop_fixed(hands=[["10H", "10S", "KC", "5D"], ["2C", "4C"], ["3C", "4D"]], pile=["2H", "3S"]),
    move="10H 10S",
)
_add(
    "swoop",
    "ten-on-empty-pile",
    "replay",
    "cardlab",
    "A 10 on an empty pile swoops too",
    "Auch eine 10 auf einen leeren Stapel fegt",
    build=_swoop_fixed(hands=[["10H", "KS", "4C"], ["2C", "5D"], ["3C", "6D"]], moves=["10H", "KS"]),
)
_add(
    "swoop",
    "four-kings",
    "replay",
    "rules",
    "Carla's four kings: three swoops in one turn",
    "Carlas vier Könige: dreimal fegen in einem Zug",
    build=_swoop_fixed(
        hands=[["2C"], ["3C"], ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"]],
        pile=["QH", "QS", "9D", "9H", "9S", "7D"],
        to_move=2,
        moves=["KC KD KH KS", "QC QD QH QS", "9C 9D 9H 9S", "7C 7D"],
    ),
)
_add(
    "swoop",
    "mystery",
    "replay",
    "rules",
    "A face-up 7, then the mystery card under it",
    "Eine offene 7, dann die Geheimkarte darunter",
    build=_swoop_fixed(
        hands=[["7C", "KD"], ["8C", "5D", "2S"], ["9C", "9D", "3S"]],
        up=[["7H", None, None, None], [None] * 4, [None] * 4],
        down=[["7S", None, None, None], [None] * 4, [None] * 4],
        pile=["9H"],
        moves=["7H@u1", "5D", "9C", "d1", "7C"],
    ),
)
_add(
    "swoop",
    "mystery-covered",
    "refusal",
    "rules",
    "A mystery card under a face-up card waits",
    "Eine Geheimkarte unter einer offenen Karte muss warten",
    build=_swoop_fixed(
        hands=[["KD", "2S"], ["8C"], ["3S"]],
        up=[["7H", None, None, None], [None] * 4, [None] * 4],
        down=[["7S", None, None, None], [None] * 4, [None] * 4],
        pile=["9H"],
    ),
    move="d1",
)
_add(
    "swoop",
    "two-mystery",
    "refusal",
    "cardlab",
    "One mystery card per play",
    "Eine Geheimkarte pro Zug",
    build=_swoop_fixed(
        hands=[["KD", "2S"], ["8C"], ["3S"]],
        down=[["7S", "7D", None, None], [None] * 4, [None] * 4],
        pile=["9H"],
        moves=["d1"],
    ),
    move="d2",
)
_add(
    "swoop",
    "mystery-higher",
    "replay",
    "rules",
    "A higher mystery card picks up the pile",
    "Eine höhere Geheimkarte nimmt den Stapel auf",
    build=_swoop_fixed(moves=["d1", "none"], **_MYSTERY_HIGH),
)
_add(
    "swoop",
    "mystery-picked-up",
    "refusal",
    "cardlab",
    "The cards added to a mystery card come from before the pick-up",
    "Die Karten zur Geheimkarte stammen von vor dem Aufnehmen",
    build=_swoop_fixed(moves=["d1"], **_MYSTERY_HIGH),
    move="QH",
)
_add(
    "swoop",
    "out-by-swoop",
    "replay",
    "cardlab",
    "Going out with a swoop wins the deal",
    "Wer mit Fegen rausgeht, gewinnt die Runde",
    build=_swoop_fixed(hands=[["10C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]], pile=["9C"], moves=["10C"]),
)
_add(
    "swoop",
    "bens-68",
    "replay",
    "rules",
    "Anna goes out; Ben scores 68",
    "Anna geht raus; Ben bekommt 68 Punkte",
    build=_swoop_fixed(hands=[["5C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]], pile=["9C"], moves=["5C"]),
)
_add(
    "swoop",
    "dead-deal",
    "replay",
    "rules",
    "The 200th play without a swoop (house rules: a dead deal)",
    "Der 200. Zug ohne Fegen (house-Regeln: tote Runde)",
    build=_swoop_fixed(
        hands=[["4C", "KS"], ["AH", "7S"], ["2C", "2D"]], pile=["9C"], moves=["4C"], plays_since_swoop=199
    ),
)
_add(
    "swoop",
    "table-cards-score",
    "replay",
    "cardlab",
    "Carla's face-up 9 scores too (by default)",
    "Carlas offene 9 zählt mit (Standard)",
    build=_swoop_fixed(
        hands=[["5C"], ["2C"], ["KH"]],
        up=[[None] * 4, [None] * 4, ["9D", None, None, None]],
        pile=["9C"],
        moves=["5C"],
    ),
)
_add(
    "swoop",
    "plain-ten",
    "replay",
    "rules",
    "Variant: only jokers swoop; a 10 ranks between 9 and J",
    "Variante: Nur Joker fegen; die 10 liegt zwischen 9 und B",
    build=_swoop_fixed(
        hands=[["10H", "4C"], ["JC", "2D"], ["3C", "3D"]],
        pile=["9S"],
        moves=["10H", "JC"],
        rules={"only_jokers_swoop": True},
    ),
)


# -- Sweep ------------------------------------------------------------------------------------
def _sweep(players=("Anna", "Ben", "Carla", "David"), rules=None, **fields):
    def build(options):
        n = len(fields["hands"])
        return position("sweep", players=list(players)[:n], rules=_opts(rules or {}, options), **fields)

    return build


class _Recorder(random.Random):
    """A random source that keeps a copy of every list it shuffles."""

    def __init__(self, seed):
        super().__init__(seed)
        self.shuffled = []

    def shuffle(self, x):
        super().shuffle(x)
        self.shuffled.append([_card(c) for c in x])


def _card(c):
    """A card string, whether the engine shuffles strings or card numbers (the index of the card
    in FULL_DECK, the order A 2 ... K with the suits C D H S within each rank)."""
    if isinstance(c, str):
        return c
    from ..games.sweep import FULL_DECK

    return FULL_DECK[c]


def _face_deal(seed, n, options):
    """A fresh Sweep deal by the engine, and every table the face-card rule saw on the way."""
    from ..engine import get_game
    from ..games.sweep import FACE, HAND_SIZE

    g = get_game("sweep")
    rules = g.rules(**options)
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
    if table != state.table:  # never: the engine dealt what we followed
        raise AssertionError("the face-card rule was followed wrongly")
    return g, state, tables


_FACE_SEED = 342


def _face_build(options):
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


def _face_prelude(lang, **options):
    from ..cards import card_label
    from ..games.sweep import FACE

    _, _, tables = _face_deal(_FACE_SEED, 2, options)

    def lab(cs):
        return " ".join(card_label(c, lang) for c in cs)

    out = [_said("lesson.face.dealt", lang, cards=lab(tables[0]))]
    for before, after in zip(tables, tables[1:]):
        faces = [c for c in before if c in FACE]
        k = _said("lesson.face." + ("three" if len(faces) == 3 else "four"), lang)
        out.append(_said("lesson.face.back", lang, k=k, faces=lab(faces), cards=lab(after)))
    out.append(_said("lesson.face.ok", lang))
    return out


_NINE_SUM = dict(hands=[["9H", "2D"], ["4C", "JH"]], table=["9S", "6C", "3D", "4H"])
_BUILD = dict(hands=[["5H", "9C"], ["2C", "JH"]], table=["4C", "8D"])

_add(
    "sweep",
    "deal",
    "replay",
    "rules",
    "A whole round between two bots",
    "Eine ganze Runde zwischen zwei Bots",
    build=_bots("sweep", ["Anna", "Ben"], 3, max_deals=1),
)
_add(
    "sweep",
    "face-cards-again",
    "replay",
    "cardlab",
    "The refilled table shows three face cards again",
    "Der aufgefüllte Tisch zeigt wieder drei Bildkarten",
    build=_face_build,
    prelude=_face_prelude,
)
_add(
    "sweep",
    "fives",
    "replay",
    "rules",
    "A 5 takes every 5 on the table",
    "Eine 5 fängt jede 5 auf dem Tisch",
    build=_sweep(hands=[["5S", "KD"], ["2C", "JH"]], table=["5C", "5H", "8D"], moves=["5S x 5C 5H"]),
)
_add(
    "sweep",
    "six-three",
    "replay",
    "rules",
    "A 9 takes 6 + 3",
    "Eine 9 fängt 6 + 3",
    build=_sweep(hands=[["9H", "2D"], ["4C", "JH"]], table=["6C", "3D", "KH"], moves=["9H x 6C+3D"]),
)
_add(
    "sweep",
    "five-three-ace",
    "replay",
    "rules",
    "A 9 takes 5 + 3 + A",
    "Eine 9 fängt 5 + 3 + A",
    build=_sweep(hands=[["9C", "2D"], ["4C", "JH"]], table=["5H", "3S", "AC", "8D"], moves=["9C x 5H+3S+AC"]),
)
_add(
    "sweep",
    "nine-and-sum",
    "replay",
    "rules",
    "A 9 takes a 9 and 6 + 3 at once",
    "Eine 9 fängt eine 9 und 6 + 3 auf einmal",
    build=_sweep(moves=["9H x 9S 6C+3D"], **_NINE_SUM),
)
_add(
    "sweep",
    "only-the-sum",
    "replay",
    "cardlab",
    "A capture need not take every group it could",
    "Ein Fang muss nicht jede mögliche Gruppe nehmen",
    build=_sweep(moves=["9H x 6C+3D"], **_NINE_SUM),
)
_add(
    "sweep",
    "card-twice",
    "refusal",
    "cardlab",
    "One table card cannot serve two groups",
    "Eine Tischkarte gehört nie zu zwei Gruppen",
    build=_sweep(hands=[["9H", "2D"], ["4C", "JH"]], table=["6C", "3D", "3H", "4H"]),
    move="9H x 6C+3D 6C+3H",
)
_add(
    "sweep",
    "jack-no-sum",
    "refusal",
    "rules",
    "A face card takes no sum",
    "Eine Bildkarte fängt keine Summe",
    build=_sweep(hands=[["JS", "KD"], ["2C", "JH"]], table=["5C", "6H", "8D"]),
    move="JS x 6H+5C",
)
_add(
    "sweep",
    "sweep",
    "replay",
    "rules",
    "A 10 takes 7 + 3 and clears the table",
    "Eine 10 fängt 7 + 3 und räumt den Tisch ab",
    build=_sweep(hands=[["10S", "4D"], ["2C", "JH"]], table=["7C", "3H"], moves=["10S x 7C+3H", "2C"]),
)
_add(
    "sweep",
    "last-capture",
    "replay",
    "rules",
    "The last capture takes the rest of the table",
    "Wer zuletzt fängt, bekommt den Rest des Tisches",
    build=_sweep(hands=[["9S"], ["2C"]], table=["3C", "6H"], moves=["9S x 3C+6H", "2C"]),
)
_add(
    "sweep",
    "majority-three",
    "replay",
    "cardlab",
    "Three players: 4 of 10 cards is no majority",
    "Zu dritt: 4 von 10 Karten sind keine Mehrheit",
    build=_sweep(
        hands=[["9S"], ["8H"], ["6D"]],
        table=["AC", "2C", "3H", "4H", "5D", "2D", "7C"],
        moves=["9S x 2C+7C", "8H x 3H+5D", "6D x 4H+2D"],
    ),
)
_add(
    "sweep",
    "build",
    "replay",
    "rules",
    "Variant: Anna builds 9 and takes it later",
    "Variante: Anna baut 9 und fängt die Baugruppe später",
    build=_sweep(moves=["5H b 4C", "2C", "9C x 5H+4C"], rules={"building": True}, **_BUILD),
)
_add(
    "sweep",
    "build-taken",
    "replay",
    "cardlab",
    "Variant: an opponent takes Anna's build",
    "Variante: Der Gegner fängt Annas Baugruppe",
    build=_sweep(
        hands=[["5H", "9C"], ["9D", "JH"]],
        table=["4C", "8D"],
        moves=["5H b 4C", "9D x 5H+4C"],
        rules={"building": True},
    ),
)
_add(
    "sweep",
    "build-extend",
    "refusal",
    "cardlab",
    "Variant: nobody adds to a build",
    "Variante: Niemand erweitert eine Baugruppe",
    build=_sweep(moves=["5H b 4C"], rules={"building": True}, **_BUILD),
    move="2C b 5H 4C",
)


# -- Schwimmen --------------------------------------------------------------------------------
def _sch(rules=None, **fields):
    def build(options):
        n = len(fields["hands"])
        return position("schwimmen", players=P3[:n], rules=_opts(rules or {}, options), **fields)

    return build


_SPADES = dict(hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], ["8H", "10C", "AD"]], middle=["JS", "7D", "9H"])
_DEALT = dict(
    hands=[["AC", "AD", "7H"], ["7C", "9D", "QH"], None],
    stacks=[["KS", "8S", "JH"], ["QS", "10D", "8C"]],
    dealer=2,
)

_add(
    "schwimmen",
    "hand-values",
    "table",
    "rules",
    "What a hand is worth",
    "Was eine Hand wert ist",
    table=lambda lang, **o: hand_values(
        [["KS", "8S", "JH"], ["KS", "8S", "JS"], ["QC", "QD", "QH"], ["AC", "AD", "AH"], ["7C", "9D", "QH"]],
        lang,
        **o,
    ),
)
_add(
    "schwimmen",
    "deal",
    "replay",
    "rules",
    "Carla deals and takes the second stack unseen",
    "Carla gibt und nimmt den zweiten Stapel, ohne ihn anzusehen",
    build=_sch(moves=["second", "pass"], **_DEALT),
)
_add(
    "schwimmen",
    "spades-28",
    "replay",
    "rules",
    "J♥ for J♠: 18 becomes 28",
    "B♥ gegen B♠: aus 18 wird 28",
    build=_sch(moves=["swap JH JS", "pass", "pass", "knock", "pass", "swap 10C 9H"], **_SPADES),
)
_add(
    "schwimmen",
    "swap-two",
    "refusal",
    "rules",
    "There is no swapping of exactly two cards",
    "Genau zwei Karten tauschen gibt es nicht",
    build=_sch(**_SPADES),
    touch=["h:JH", "h:8S", "m:JS", "m:7D"],
)
_add(
    "schwimmen",
    "knock-first-round",
    "refusal",
    "rules",
    "Nobody knocks in the first round of turns",
    "Im ersten Durchgang klopft niemand",
    build=_sch(**_SPADES),
    move="knock",
)
_add(
    "schwimmen",
    "knock-after-choice",
    "refusal",
    "cardlab",
    "The dealer's choice of stack is no turn",
    "Die Wahl des Stapels ist kein Zug",
    build=_sch(moves=["second", "pass", "pass"], **_DEALT),
    move="knock",
)
_add(
    "schwimmen",
    "first-knock",
    "replay",
    "cardlab",
    "The earliest knock: the first player's second turn",
    "Das früheste Klopfen: der zweite Zug der ersten Person",
    build=_sch(moves=["second", "pass", "pass", "swap 8C JH", "knock", "pass", "pass"], **_DEALT),
)
_add(
    "schwimmen",
    "all-pass",
    "replay",
    "rules",
    "Everyone pushes: a new middle",
    "Alle schieben: eine neue Mitte",
    build=_sch(moves=["pass", "pass", "pass"], **_SPADES),
)
_add(
    "schwimmen",
    "thirty-one",
    "replay",
    "rules",
    "Three aces: 31 ends the round at once",
    "Drei Asse: 31 beendet die Runde sofort",
    build=_sch(
        hands=_DEALT["hands"],
        stacks=[["KS", "8S", "JH"], ["AH", "10D", "8C"]],
        dealer=2,
        moves=["keep", "swap 7H AH"],
    ),
)
_add(
    "schwimmen",
    "dealt-31",
    "replay",
    "rules",
    "31 in the dealt hand",
    "31 schon beim Austeilen",
    build=_sch(
        hands=[["AC", "KC", "QC"], ["7H", "9D", "QS"], None],
        stacks=[["7S", "8D", "9C"], ["AS", "8H", "10D"]],
        dealer=2,
        moves=["second"],
    ),
)
_add(
    "schwimmen",
    "two-31s",
    "replay",
    "cardlab",
    "Two players hold 31: neither loses",
    "Zwei haben 31: Keiner von beiden verliert",
    build=_sch(
        hands=[["AC", "KC", "QC"], ["AH", "KH", "JH"], None],
        stacks=[["7S", "8D", "9C"], ["AS", "7H", "10D"]],
        dealer=2,
        moves=["keep"],
    ),
)
_add(
    "schwimmen",
    "three-queens",
    "replay",
    "rules",
    "Three queens count 30.5",
    "Drei Damen zählen 30,5",
    build=_sch(
        hands=[["KS", "8S", "JH"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
        middle=["QH", "7D", "9C"],
        to_move=1,
        moves=["swap 7S QH", "pass", "pass", "knock", "pass", "pass"],
    ),
)
_add(
    "schwimmen",
    "knocker-lowest",
    "replay",
    "cardlab",
    "Ben knocks and ends with the lowest hand",
    "Ben klopft und hat am Ende das schlechteste Blatt",
    build=_sch(
        hands=[["KS", "8S", "JH"], ["AH", "10H", "7C"], ["8H", "10C", "AC"]],
        middle=["JS", "9C", "7D"],
        moves=["swap JH JS", "pass", "swap 8H 9C", "pass", "knock", "pass", "pass"],
    ),
)
_add(
    "schwimmen",
    "game",
    "replay",
    "rules",
    "A whole game between three bots",
    "Ein ganzes Spiel zwischen drei Bots",
    build=_bots("schwimmen", P3, 2),
)
_add(
    "schwimmen",
    "renew",
    "replay",
    "rules",
    "Variant: the 7-8-9 rule",
    "Variante: die 7-8-9-Regel",
    build=_sch(
        hands=[["KS", "8S", "JH"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
        middle=["7D", "8C", "9H"],
        moves=["renew"],
        rules={"seven_eight_nine": True},
    ),
)


# -- the API ----------------------------------------------------------------------------------
def _get(game, name) -> Example:
    try:
        return EXAMPLES[(game, name)]
    except KeyError:
        names = ", ".join(n for g, n in EXAMPLES if g == game)
        if not names:
            from ..engine import get_game

            get_game(game)
        raise KeyError(f"{game} has no example {name!r}; its examples are {names}") from None


def record(game: str, name: str, **options) -> Record:
    """The record of a named example (rule options change its rules)."""
    return _get(game, name).record(**options)


def prelude(game: str, name: str, lang: str = "en", **options) -> list:
    """Sentences that tell how the example's deal came about (empty for most)."""
    ex = _get(game, name)
    return ex._prelude(_lang(lang), **options) if ex._prelude else []


def example(game: str, name: str, lang: str = "en", **options):
    """The named example, ready to show: a Replay (step through it), a Refusal (the move, why
    the engine refuses it, what is allowed instead), or a small table."""
    lang = _lang(lang)
    ex = _get(game, name)
    if ex.kind == "table":
        return ex._table(lang, **options)
    rec = ex.record(**options)
    if ex.kind == "refusal":
        move = ex.move[lang] if isinstance(ex.move, dict) else ex.move
        return refuse(rec, move, lang=lang, at=ex.at, touch=ex.touch)
    from ..widgets import Replay

    return Replay(rec, lang=lang)


def examples(game: str | None = None, lang: str = "en") -> Grid:
    """The named examples (of one game, or all), with their kind, source and title."""
    lang = _lang(lang)
    head = {
        "en": ["game", "name", "kind", "source", "title"],
        "de": ["Spiel", "Name", "Art", "Quelle", "Titel"],
    }
    rows = [
        [ex.game, ex.name, ex.kind, ex.source, ex.title[lang]]
        for (g, _), ex in EXAMPLES.items()
        if game is None or g == game
    ]
    if game is not None and not rows:
        from ..engine import get_game

        get_game(game)
    return Grid(head[lang], rows)


__all__ = ["Example", "EXAMPLES", "example", "examples", "record", "prelude"]
