"""A tiny builder for bilingual notebook sources: ``md(en, de)``, ``code(src)``, and the two boxes
that keep apart what the rule texts say and what cardlab decides: ``says(en, de)``,
``decides(en, de)`` (a Markdown quote with a fixed lead, the same in JupyterLab, Voila and the
documentation).

In code, ``{LANG}`` becomes "en" or "de"; ``code(en_src, de_src)`` gives a different source per
language (for comments or names)."""

from __future__ import annotations

import html
import textwrap

# the fixed leads of the two boxes (tests/test_tutorials.py reads them from here)
LEADS = {
    "rules": {"en": "**The rules say:**", "de": "**Die Regeln sagen:**"},
    "cardlab": {"en": "**cardlab decides:**", "de": "**cardlab entscheidet:**"},
}


def html_table(rows: list) -> str:
    """A Markdown table's lines (header, separator, rows) as one line of HTML: a table inside a
    quote is not read by every host's Markdown (Voila's and nbconvert's mistune leave its pipes
    standing), an HTML table is."""

    def cells(line):
        return [html.escape(c.strip(), quote=False) for c in line.strip().strip("|").split("|")]

    head = "".join(f"<th>{c}</th>" for c in cells(rows[0]))
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in cells(r)) + "</tr>" for r in rows[2:])
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _tables_as_html(lines: list) -> list:
    out, table = [], []
    for line in lines + [""]:
        if line.lstrip().startswith("|"):
            table.append(line)
            continue
        if table:
            out.append(html_table(table))
            table = []
        out.append(line)
    return out[:-1]


def box(kind: str, lang: str, body: str) -> str:
    """``body`` as a Markdown quote that starts with the box's lead (a table in it as HTML)."""
    lines = _tables_as_html(textwrap.dedent(body).strip("\n").splitlines())
    lines[0] = f"{LEADS[kind][lang]} {lines[0]}"
    return "\n".join(("> " + line).rstrip() for line in lines)


class Cells:
    def __init__(self, lang: str):
        self.lang = lang
        self.out = []

    def md(self, en, de, tags=()):
        """A Markdown cell; ``en`` and ``de`` are a text or a tuple of texts (each dedented on
        its own, then joined), so shared pieces such as the notation tables can be put in."""
        src = en if self.lang == "en" else de
        parts = src if isinstance(src, tuple) else (src,)
        text = "\n".join(textwrap.dedent(p).strip("\n") for p in parts)
        self.out.append(("md", text, tuple(tags)))

    def says(self, en: str, de: str):
        """What the rule texts say (their facts in cardlab's words)."""
        self.out.append(("md", box("rules", self.lang, en if self.lang == "en" else de), ()))

    def decides(self, en: str, de: str):
        """What cardlab decided where the texts are silent or disagree (docs/rulings.md)."""
        self.out.append(("md", box("cardlab", self.lang, en if self.lang == "en" else de), ()))

    def help_links(self):
        """Where the whole notation and every ruling are written down: the same cell on each
        game's page (German pages point to German help first; the documentation is English)."""
        self.md(
            """
        The documentation has the files' notation in full, [Records and moves](../../docs/format.md),
        and every decision cardlab made, [Rulings](../../docs/rulings.md).
        """,
            """
        Die ganze Schreibweise steht auf Deutsch auf der Startseite, [00_start](00_start.ipynb), im
        Abschnitt *So schreibt cardlab Karten und Züge*; was cardlab entschieden hat, steht auf dieser
        Seite in den Kästen *cardlab entscheidet*. Die Dokumentation dazu gibt es nur auf Englisch:
        [Records and moves (englisch)](../../docs/format.md) beschreibt die Dateien vollständig,
        [Rulings (englisch)](../../docs/rulings.md) jede Entscheidung.
        """,
        )

    def cards_section(self, game: str):
        """How the cards are written on screen: the same cell on each game's page, with the
        game's own cards (:func:`cards_table`)."""
        self.md(
            (
                """
        ### How the cards are written

        Under every move of a replay stands what was played. The cards look like this on screen:
        """,
                "",
                cards_table("en", game),
            ),
            (
                """
        ### So stehen die Karten auf dem Bildschirm

        Unter jedem Zug einer Wiederholung steht, was gespielt wurde. Die Karten sehen so aus:
        """,
                "",
                cards_table("de", game),
            ),
        )

    def code(self, en: str, de: str | None = None, tags=()):
        src = en if (self.lang == "en" or de is None) else de
        src = textwrap.dedent(src).replace("{LANG}", self.lang)
        self.out.append(("code", src, tuple(tags)))


# The game against the bots (cardlab.widgets.Table) at the end of each game's notebook: its output
# is a live widget whose text form holds a memory address, so nbval runs the cell but does not
# compare what it shows.
TABLE_TAGS = ("nbval-ignore-output",)

# the first cell of every learner notebook
IMPORTS = """
from cardlab import lessons
from cardlab.puzzles import shipped
from cardlab.widgets import Puzzle, PuzzleSet, Replay, Table
"""


# -- the notation, written once: the welcome notebook shows all of it, each game its own part --
_CARD_ROWS = {
    "en": {
        "head": "| in the file | on screen | card |\n|---|---|---|",
        "A": "| `A` | A | ace |",
        "2": "| `2` `3` ... `9` `10` | 2 3 ... 9 10 | two, three ... nine, ten |",
        "7": "| `7` `8` `9` `10` | 7 8 9 10 | seven, eight, nine, ten |",
        "J": "| `J` | J | jack |",
        "Q": "| `Q` | Q | queen |",
        "K": "| `K` | K | king |",
        "X": "| `X` | X | joker |",
        "X*": "| `X` | X | joker (only in Swoop) |",
        "suits": "| `C` `D` `H` `S` | ♣ ♦ ♥ ♠ | clubs, diamonds, hearts, spades |",
        "after": """
A card is its rank (what it is without its suit) followed by its suit: `QH` is Q♥, the queen of hearts; `10S` is 10♠, the ten of
spades; `AC` is A♣, the ace of clubs. The codes are what cardlab's files (records of games,
puzzles) write; on screen you see them only in a replay whose *Codes* switch at the top is on.
Everywhere else cardlab shows the symbols.
""",
    },
    "de": {
        "head": "| in der Datei | auf dem Bildschirm | Karte |\n|---|---|---|",
        "A": "| `A` | A | Ass |",
        "2": "| `2` `3` ... `9` `10` | 2 3 ... 9 10 | Zwei, Drei ... Neun, Zehn |",
        "7": "| `7` `8` `9` `10` | 7 8 9 10 | Sieben, Acht, Neun, Zehn |",
        "J": "| `J` (englisch *jack*) | B | Bube |",
        "Q": "| `Q` (englisch *queen*) | D | Dame |",
        "K": "| `K` | K | König |",
        "X": "| `X` | X | Joker |",
        "X*": "| `X` | X | Joker (nur bei Swoop) |",
        "suits": "| `C` `D` `H` `S` | ♣ ♦ ♥ ♠ | Kreuz, Karo, Herz, Pik |",
        "after": """
Eine Karte ist ihr Rang (was sie ohne ihre Farbe ist) und dahinter ihre Farbe: `QH` ist D♥, die Herz-Dame; `10S` ist 10♠, die
Pik-10; `JC` ist B♣, der Kreuz-Bube. Die Kürzel sind englisch, auf dem Bildschirm stehen die
deutschen Buchstaben. Vorsicht mit dem D: Im Kürzel ist `D` die Farbe Karo (englisch
*diamonds*), auf dem Bildschirm ist D die Dame. `QD` ist also D♦, die Karo-Dame. Die Kürzel
stehen in cardlabs Dateien (Aufzeichnungen von Spielen, Rätsel); auf dem Bildschirm siehst du sie
nur in einer Wiederholung, wenn oben der Schalter *Kürzel* an ist. Sonst zeigt cardlab überall die
Zeichen ♣ ♦ ♥ ♠.
""",
    },
}
# the cards of each game's deck (the welcome page: every card, the joker marked as Swoop's)
_DECK_ROWS = {
    None: ("A", "2", "J", "Q", "K", "X*", "suits"),
    "swoop": ("A", "2", "J", "Q", "K", "X", "suits"),
    "sweep": ("A", "2", "J", "Q", "K", "suits"),
    "schwimmen": ("7", "J", "Q", "K", "A", "suits"),
}


def cards_table(lang: str, game: str | None = None) -> str:
    """How cards are written: a table of the cards of ``game``'s deck (every card when None), in
    the file and on screen, and how a card's code is read."""
    rows = _CARD_ROWS[lang]
    lines = [rows["head"], *(rows[k] for k in _DECK_ROWS[game])]
    return "\n".join(lines) + "\n\n" + rows["after"].strip("\n")


CARDS = {lang: cards_table(lang) for lang in ("en", "de")}

MOVES = {
    "swoop": {
        "en": """
| in the file | on screen | means |
|---|---|---|
| `6C 6D` | 6♣ 6♦ | two cards from the hand, separated by a space |
| `QH@u2` | Q♥@u2 | the Q♥ that lies face up in place 2 (`u` for *up*; places 1 to 4) |
| `QS QD@u2` | Q♠ Q♦@u2 | a mixed play: the Q♠ from the hand and the Q♦ from face-up place 2 |
| `d3` | d3 | turn up the mystery card in place 3 (`d` for *down*) |
| `none` | none | add nothing to the mystery card just turned up |
| `10H`, `X` | 10♥, X | a 10 or a joker, always on its own |
""",
        "de": """
| in der Datei | auf dem Bildschirm | bedeutet |
|---|---|---|
| `6C 6D` | 6♣ 6♦ | zwei Handkarten, durch ein Leerzeichen getrennt |
| `QH@u2` | D♥@o2 | die Herz-Dame, die offen auf Platz 2 liegt (`o` für *offen*, in der Datei `u` für englisch *up*; Plätze 1 bis 4) |
| `QS QD@u2` | D♠ D♦@o2 | ein gemischter Zug: die Pik-Dame von der Hand und die Karo-Dame vom offenen Platz 2 |
| `d3` | v3 | die Geheimkarte auf Platz 3 aufdecken (`v` für *verdeckt*, in der Datei `d` für englisch *down*) |
| `none` | keine | zur gerade aufgedeckten Geheimkarte nichts dazulegen |
| `10H`, `X` | 10♥, X | eine 10 oder ein Joker, immer allein |
""",
    },
    "sweep": {
        "en": """
| in the file | on screen | means |
|---|---|---|
| `9H` | 9♥ | trail: the 9♥ stays on the table |
| `9H x 9S` | 9♥ x 9♠ | `x` = takes: the 9♥ captures the 9♠ |
| `9H x 6C+3D` | 9♥ x 6♣+3♦ | `+` joins the cards of one sum group: 6 + 3 = 9 |
| `9H x 9S 6C+3D` | 9♥ x 9♠ 6♣+3♦ | several groups at once, separated by a space |
| `5H b 4C` | 5♥ b 4♣ | `b` = builds (only in the building variant): the 5♥ on the 4♣ makes a build worth 9 |
""",
        "de": """
| in der Datei | auf dem Bildschirm | bedeutet |
|---|---|---|
| `9H` | 9♥ | anlegen: die Herz-9 bleibt offen auf dem Tisch |
| `9H x 9S` | 9♥ x 9♠ | `x` heißt *fängt*: Die Herz-9 fängt die Pik-9 |
| `9H x 6C+3D` | 9♥ x 6♣+3♦ | `+` verbindet die Karten einer Summengruppe: 6 + 3 = 9 |
| `9H x 9S 6C+3D` | 9♥ x 9♠ 6♣+3♦ | mehrere Gruppen auf einmal, durch Leerzeichen getrennt |
| `5H b 4C` | 5♥ b 4♣ | `b` heißt *baut* (nur in der Variante Bauen): 5♥ auf 4♣ ergibt eine Baugruppe mit dem Wert 9 |
""",
    },
    "schwimmen": {
        "en": """
| in the file | on screen | means |
|---|---|---|
| `keep` | keep | the dealer keeps the first stack |
| `second` | second | the dealer takes the second stack, unseen |
| `swap JH JS` | swap J♥ J♠ | give the J♥ from your hand, take the J♠ from the middle (your card first) |
| `swap all` | swap all | your three cards for the three in the middle |
| `pass` | pass | push (*schieben*): do nothing this turn |
| `knock` | knock | knock (*klopfen*): you are done; everybody else moves once more |
| `renew` | renew | the 7-8-9 rule: three new cards for the middle |
""",
        "de": """
| in der Datei | auf dem Bildschirm | bedeutet |
|---|---|---|
| `keep` | behalten | der Geber behält den ersten Stapel |
| `second` | zweiter Stapel | der Geber nimmt den zweiten Stapel, ohne ihn anzusehen |
| `swap JH JS` | tauschen B♥ B♠ | den Herz-Buben abgeben und den Pik-Buben aus der Mitte nehmen (deine Karte zuerst) |
| `swap all` | alle tauschen | deine drei Karten gegen die drei aus der Mitte |
| `pass` | schieben | in diesem Zug nichts tun |
| `knock` | klopfen | du bist fertig; alle anderen sind noch einmal dran |
| `renew` | erneuern | die 7-8-9-Regel: drei neue Karten für die Mitte |
""",
    },
}
