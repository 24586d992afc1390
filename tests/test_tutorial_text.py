"""What a learner reads in the tutorials is prose, not code (issue 32, items 1 and 6): no rule
option's identifier, no Python or JSON literal, no snake_case name and no keyword argument in the
text of a learner notebook (``tutorials/en`` and ``tutorials/de``, the sources with
``HIDE_CODE = True``), and no English word of the trade on a German page.

"The text" is what the learner reads: the Markdown cells (link targets aside: they are addresses)
and the printed outputs of the code cells (plain text and HTML, tags aside).  The code cells'
sources are not text: they are folded away, and may keep their code.  The file notation
(``QH@u2``, ``9H x 6C+3D``, ``swap JH JS``, ``none``) is what cardlab's files write and the pages
teach it on purpose: it is not flagged.
"""

import html
import re
from pathlib import Path

import nbformat
import pytest

from cardlab.engine import GAMES, get_game

from .test_glossary import learner_notebooks

ROOT = Path(__file__).resolve().parent.parent
TUT = ROOT / "tutorials"
LANGS = ("en", "de")


def _identifiers() -> set:
    """Every rule option's name, every named set of rules, and every value an option takes that
    is a word (``mystery_only``, ``most``): what a learner should read in words instead."""
    out = set()
    for name in GAMES:
        g = get_game(name)
        out |= set(g.OPTIONS) | set(g.PRESETS)
        for opt in g.OPTIONS.values():
            out |= {c for c in (opt.choices or ()) if isinstance(c, str)}
            if isinstance(opt.default, str):
                out.add(opt.default)
    return out


# "none" is also a move of the file notation (Swoop: add nothing to a mystery card), and as such
# a learner reads it in a code span; quoted as a value ("none") it is still caught
IDENTIFIERS = _identifiers()
NOTATION_WORDS = {"none"}

_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
_TAG = re.compile(r"<[^>]+>")
_SPAN = re.compile(r"`([^`\n]+)`")
_SNAKE = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w(])")
_KEYWORD = re.compile(r"(?<![\w])[A-Za-z_]\w*\s?=(?!=)\s?[\w\"'\[(]")
_PY_LITERAL = re.compile(r"(?<![\w-])(?:True|False)(?![\w-])")
_JSON_LITERAL = re.compile(r"(?<![\w-])(?:true|false|null|None)(?![\w-])")
# a literal as a cell of a printed table (columns apart by two spaces or more) or as a label
_LITERAL_CELL = re.compile(r"(?:^|\s{2}|\()(?:true|false|null|None)(?=\s{2}|\s*$|\s*:|\))", re.MULTILINE)
_QUOTED = re.compile(r"[\"'„“‚‘]([a-z][a-z0-9_]*)[\"'“”‘’]")
# English words of the trade a German page says in German (the glossary's retired words are
# checked by tests/test_glossary.py; these are the ones a German reader stumbles over)
ENGLISH_IN_GERMAN = [
    "Engine",
    "Engines",
    "Widget",
    "Widgets",
    "Replay",
    "Replays",
    "Run All",
    "Run All Cells",
    "preset",
    "presets",
    "house",
    "published",
    "default",
    "step",
    "deal",
    "against",
    "puzzles",
    "right",
    "The English",
]


def problems(text: str, lang: str) -> list:
    """What in ``text`` (a learner's Markdown or printed output) is code, not prose."""
    text = _LINK_TARGET.sub(" ", text)
    found = []
    for span in _SPAN.findall(text):
        s = span.strip()
        if s in IDENTIFIERS and s not in NOTATION_WORDS:
            found.append(f"option or rules name in code: `{s}`")
        elif re.search(r"[A-Za-z_]\s?=|[\"'(]|\b(?:True|False|None|true|false|null)\b", s):
            found.append(f"code: `{s}`")
    found += [f"snake_case: {m}" for m in _SNAKE.findall(text)]
    found += [f"keyword argument: {m.group(0)}" for m in _KEYWORD.finditer(text)]
    found += [f"Python literal: {m}" for m in _PY_LITERAL.findall(text)]
    found += [f"literal: {m.group(0).strip()}" for m in _LITERAL_CELL.finditer(text)]
    for span in _SPAN.findall(text):
        found += [f"literal in code: {m}" for m in _JSON_LITERAL.findall(span)]
    found += [f"quoted name: {m}" for m in _QUOTED.findall(text) if m in IDENTIFIERS or "_" in m]
    if lang == "de":
        prose = _SPAN.sub(" ", text)
        for word in ENGLISH_IN_GERMAN:
            if re.search(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", prose):
                found.append(f"English: {word}")
    return found


def _output_text(cell) -> str:
    out = []
    for o in cell.get("outputs", []):
        if o.output_type == "stream":
            out.append(o.text)
        elif "data" in o:
            out.append(o.data.get("text/plain", ""))
            if "text/html" in o.data:
                out.append(html.unescape(_TAG.sub(" ", o.data["text/html"])))
    return "\n".join(out)


def learner_texts(lang: str):
    """Every text a learner reads on the pages of ``lang``: ``(where, text)``."""
    for name in learner_notebooks():
        nb = nbformat.read(str(TUT / lang / f"{name}.ipynb"), as_version=4)
        for i, cell in enumerate(nb.cells):
            if cell.cell_type == "markdown":
                yield f"{lang}/{name} cell {i}", cell.source
            elif cell.cell_type == "code":
                yield f"{lang}/{name} cell {i} output", _output_text(cell)


@pytest.mark.parametrize("lang", LANGS)
def test_learner_text_holds_no_code(lang):
    found = [f"{where}: {p}" for where, text in learner_texts(lang) for p in problems(text, lang)]
    assert not found, "\n".join(found)


def test_the_learner_notebooks_are_read():
    names = learner_notebooks()
    assert names == ["00_start", "01_swoop", "02_sweep", "03_schwimmen"], names
    assert sum(1 for _ in learner_texts("de")) > 100
    assert {"partnerships", "score_table_cards", "mystery_only", "most", "house"} <= IDENTIFIERS


@pytest.mark.parametrize(
    "planted,lang,kind",
    [
        ("the option `partnerships=False` lets all four play alone", "en", "code"),
        ("mit der Option `score_table_cards=False` zählt nur die Hand", "de", "code"),
        ("Mit `only_jokers_swoop` ist eine 10 einfach eine Karte", "de", "option or rules name"),
        ("`majority`", "en", "option or rules name"),
        ("weniger Tischkarten (table_cards: nur die Geheimkarten)", "de", "snake_case"),
        ("20 cards each (cards_per_player 20)", "en", "snake_case"),
        ("Table(seat=0) gives you the first seat", "en", "keyword argument"),
        ("the rule is off (seven eight nine: False)", "en", "Python literal"),
        ("Option      Standard\nbuilding    false     Bauen", "de", "literal"),
        ("eine Runde endet (null: keine Grenze)", "de", "literal"),
        ("teilt sich den Sieg ('share') oder spielt weiter", "de", "quoted name"),
        ("wie eine Hand zählt: „suit_only“", "de", "quoted name"),
        ("Die Engine kennt jeden Zug.", "de", "English"),
        ("Mit `house` ist die Runde vorbei", "de", "option or rules name"),
        ("<Replay schwimmen: deal 1, step 0 of 24>", "de", "English"),
    ],
)
def test_the_check_catches_planted_code(planted, lang, kind):
    assert any(p.startswith(kind) for p in problems(planted, lang)), (planted, problems(planted, lang))


@pytest.mark.parametrize(
    "text,lang",
    [
        ("`QH@u2` ist die Herz-Dame auf Platz 2; `none` legt nichts dazu.", "de"),
        ("`9H x 6C+3D`: the nine takes six plus three, 6 + 3 = 9.", "en"),
        ("Tisch: 8♦ [5♥+4♣=9 Anna]   Talon: 0; `[5♥+4♣=9 Anna]`", "de"),
        ("→ Anna (3 Leben): [B♥ 8♠ K♠] = 18", "de"),
        ("Jedes fängt bei null an. Öffne [01_swoop](01_swoop.ipynb).", "de"),
        ("with partnerships or without; the majority goes to more than half", "en"),
        ("That is not true: none of the cards is lost.", "en"),
        ("[Rulings (englisch)](https://github.com/cardlab/cardlab/blob/main/docs/rulings_x.md)", "de"),
    ],
)
def test_the_check_leaves_prose_and_notation_alone(text, lang):
    assert problems(text, lang) == []


def _page_game(name: str):
    """The game a tutorial page teaches (``01_swoop``: swoop), or None."""
    return next((g for g in GAMES if name.endswith("_" + g)), None)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_name_rules_as_the_rules_button_does(lang):
    """A page that names a rule option, or points at the Rules button beside its Table, uses the
    button's own words: the button's label for the Table's rules, each option's name as the
    button's panel shows it, and a value as its menu offers it (issue 32: one word a concept)."""
    from cardlab.explain import text
    from cardlab.widgets.rules import describe, offered, value_words

    named = re.compile(r"(?:rule option|Regeloption|variant|Variante) \*([^*]+)\*")
    button = re.compile(r"\*\*(?:Rules|Regeln): ([^*]+)\*\*")
    set_to = re.compile(r"\*([^*]+)\*,? (?:set to|switched|auf) \*([^*]+)\*")
    checked = 0
    for name in learner_notebooks():
        game = _page_game(name)
        if game is None:
            continue
        panel = describe(game, None, lang)
        labels = {o["words"]: o["name"] for o in panel["options"]}
        nb = nbformat.read(str(TUT / lang / f"{name}.ipynb"), as_version=4)
        source = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
        source = re.sub(r"\s+", " ", source)
        for label in named.findall(source):
            assert label in labels, (
                f"{lang}/{name}: the option *{label}* is not the Rules button's {sorted(labels)}"
            )
            checked += 1
        shown = button.findall(source)
        assert shown, f"{lang}/{name}: the page does not point at the Rules button beside its Table"
        for words in shown:
            assert (
                text("rules.button", lang, rules=panel["summary"])
                == f"{'Regeln' if lang == 'de' else 'Rules'}: {words}"
            )
            checked += 1
        for label, value in set_to.findall(source):
            option = labels.get(label)
            assert option, f"{lang}/{name}: *{label}* is not an option of the Rules button"
            menu = [value_words(game, option, v, lang) for v in offered(game, option)]
            assert value in menu, f"{lang}/{name}: *{value}* is not among {menu}"
            checked += 1
    assert checked >= 12, checked
