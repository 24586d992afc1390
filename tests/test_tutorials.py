"""The tutorial notebooks: valid nbformat 4 with clean metadata, outputs stored (nbval compares
them: ``pytest --nbval tutorials/``, part of ``make test``), the same cells that
tutorials/make_notebooks.py writes, learner notebooks that read without Python (no function or
class, code cells of at most 3 lines, every code cell source-hidden), the two boxes "the rules say"
and "cardlab decides" in one style, every open question answered by a live cell, the notation
explained in full, German notebooks with German widgets and the games' German terms, a welcome
page that teaches no game, game pages that stand alone and end with a game against the bots,
links that resolve, and the browser-only (JupyterLite) copies."""

import ast
import builtins
import importlib.util
import json
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUT = ROOT / "tutorials"
# pyproject.toml's [project.urls] Documentation (tomllib is 3.11+; cardlab runs on 3.10)
DOCUMENTATION = re.search(
    r'^Documentation = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M
).group(1)
NAMES = ["00_start", "01_swoop", "02_sweep", "03_schwimmen", "04_teacher"]
LEARNER = ["00_start", "01_swoop", "02_sweep", "03_schwimmen"]
GAMES = {"01_swoop": "swoop", "02_sweep": "sweep", "03_schwimmen": "schwimmen"}
LANGS = ["en", "de"]
ALL = [(lang, name) for lang in LANGS for name in NAMES]
MAX_LINES = 3


def _maker():
    spec = importlib.util.spec_from_file_location("cardlab_make_notebooks", TUT / "make_notebooks.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


MAKER = _maker()
SOURCES = {m.NAME: m for m in MAKER._load_sources()}
LEADS = sys.modules["_cells"].LEADS  # the boxes' fixed leads, as the sources write them


def read(lang, name):
    return nbformat.read(str(TUT / lang / f"{name}.ipynb"), as_version=nbformat.NO_CONVERT)


def code(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def all_text(nb, kinds=("markdown", "code")):
    return "\n".join(c.source for c in nb.cells if c.cell_type in kinds)


def cell_output(cell):
    out = []
    for o in cell.outputs:
        if o.output_type == "stream":
            out.append(o.text)
        elif "data" in o:
            out.append(o.data.get("text/plain", ""))
    return "\n".join(out)


def outputs_text(nb):
    return "\n".join(cell_output(c) for c in code(nb))


# -- clean, stored, what the script writes ----------------------------------------------------
@pytest.mark.parametrize("lang,name", ALL)
def test_valid_nbformat4_with_clean_metadata(lang, name):
    path = TUT / lang / f"{name}.ipynb"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["nbformat"] == 4
    nb = read(lang, name)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    # no widget state, no extras: the page title and the page's language (Voila's template)
    assert set(nb.metadata) == {"kernelspec", "language_info", "title", "cardlab"}
    assert nb.metadata["cardlab"] == {"lang": lang}
    assert nb.metadata["title"] == SOURCES[name].TITLE[lang]
    assert "widgets" not in raw["metadata"]
    for cell in nb.cells:
        assert set(cell.metadata) <= {"tags", "jupyter"}, cell.metadata  # no execution timestamps
        assert cell.metadata.get("jupyter", {"source_hidden": True}) == {"source_hidden": True}
        assert "collapsed" not in cell.metadata  # would collapse the output: the widgets
        for o in cell.get("outputs", []):
            assert "application/vnd.jupyter.widget-view+json" not in o.get("data", {})
            assert "execution" not in o.get("metadata", {})


@pytest.mark.parametrize("lang,name", ALL)
def test_outputs_stored_without_errors(lang, name):
    nb = read(lang, name)
    cells = code(nb)
    assert cells
    for i, c in enumerate(cells, 1):
        assert c.execution_count == i, f"cell {i} not executed in order"
        for o in c.outputs:
            assert o.output_type != "error", o.get("ename")
            if o.output_type == "stream":
                assert o.name == "stdout", o.text[:200]
    assert " at 0x" not in outputs_text(nb)  # every repr deterministic


@pytest.mark.parametrize("lang,name", ALL)
def test_stored_notebooks_are_what_the_script_writes(lang, name):
    built = MAKER.build(SOURCES[name], lang)
    stored = read(lang, name)
    assert [(c.cell_type, c.source, dict(c.metadata)) for c in stored.cells] == [
        (c.cell_type, c.source, dict(c.metadata)) for c in built.cells
    ], "run: python tutorials/make_notebooks.py " + name


# -- learner notebooks read without Python ----------------------------------------------------
def learner_problems(nb) -> list:
    """Why a notebook would not read as text and widgets: a code cell that defines a function or
    a class (read with ast), one longer than MAX_LINES lines (its imports aside), or one whose
    source is not hidden."""
    problems = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        where = f"cell {i}"
        # the set-up imports that let a cell run in any order are not counted: the lines a
        # curious learner reads are the ones after them
        lines = [ln for ln in cell.source.splitlines() if not ln.startswith(("from cardlab", "import "))]
        if len(lines) > MAX_LINES:
            problems.append(f"{where}: {len(lines)} lines (at most {MAX_LINES})")
        try:
            tree = ast.parse(cell.source)
        except SyntaxError as e:
            problems.append(f"{where}: not Python ({e.msg})")
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                problems.append(f"{where}: defines a function")
            elif isinstance(node, ast.ClassDef):
                problems.append(f"{where}: defines a class {node.name}")
        if not cell.metadata.get("jupyter", {}).get("source_hidden"):
            problems.append(f"{where}: the code is not hidden")
    return problems


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", LEARNER)
def test_learner_notebooks_read_without_python(lang, name):
    assert learner_problems(read(lang, name)) == []


def _nb(*sources, hidden=True):
    nb = nbformat.v4.new_notebook()
    for s in sources:
        c = nbformat.v4.new_code_cell(s)
        if hidden:
            c.metadata["jupyter"] = {"source_hidden": True}
        nb.cells.append(c)
    return nb


def test_the_learner_check_finds_every_kind_of_problem():
    assert learner_problems(_nb('lessons.example("swoop", "four-kings", lang="de")')) == []
    assert learner_problems(_nb("def walk(r):\n    pass")) == ["cell 0: defines a function"]
    assert learner_problems(_nb("class A:\n    pass")) == ["cell 0: defines a class A"]
    assert learner_problems(_nb("f = lambda x: x")) == ["cell 0: defines a function"]
    assert learner_problems(_nb("a = 1\nb = 2\nc = 3\nd = 4")) == ["cell 0: 4 lines (at most 3)"]
    assert learner_problems(_nb("x = 1", hidden=False)) == ["cell 0: the code is not hidden"]


def test_the_teacher_notebook_defines_nothing_either():
    for lang in LANGS:
        for cell in code(read(lang, "04_teacher")):
            tree = ast.parse(cell.source)
            assert not [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))]
            assert not cell.metadata.get("jupyter", {}).get("source_hidden")  # teachers see code


_KNOWN = set(dir(builtins)) | {"display"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_every_notebook_stands_alone(lang, name):
    """Every name a notebook's code uses is bound in that notebook (imported or assigned before),
    so no page needs another one to have run."""
    bound = set(_KNOWN)
    for cell in code(read(lang, name)):
        tree = ast.parse(cell.source)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                bound.add(node.id)
            elif isinstance(node, (ast.For, ast.comprehension)):
                for t in ast.walk(node.target):
                    if isinstance(t, ast.Name):
                        bound.add(t.id)
        used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        assert used <= bound, (name, used - bound)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", LEARNER)
def test_every_learner_cell_runs_in_any_order(lang, name):
    """A learner who runs a cell before the ones above it (a click into the middle of the page)
    gets its output, not a NameError: every code cell of a learner's notebook binds every name
    it uses itself (the set-up imports it needs come first; the cells are hidden)."""
    for i, cell in enumerate(code(read(lang, name))):
        tree = ast.parse(cell.source)
        bound = set(_KNOWN)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                bound.add(node.id)
            elif isinstance(node, ast.arg):
                bound.add(node.arg)
        used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        assert used <= bound, (name, i, used - bound)


def test_a_late_cell_run_first_in_a_fresh_kernel():
    """The real thing once: the German Swoop page's replay cell, alone in a new kernel, shows its
    replay without an error."""
    from nbclient import NotebookClient

    nb = read("de", "01_swoop")
    cell = next(c for c in code(nb) if "Replay(" in c.source and "Table(" not in c.source)
    alone = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell.source)], metadata=nb.metadata)
    NotebookClient(alone, timeout=120, kernel_name="python3", cwd=str(TUT / "de")).execute()
    outs = alone.cells[0].outputs
    assert outs and not any(o.output_type == "error" for o in outs), outs
    assert "Wiederholung Swoop: Runde 1" in json.dumps(outs, ensure_ascii=False)


# -- the two boxes ----------------------------------------------------------------------------
def boxes(nb):
    """(kind, text) of every box: a Markdown quote whose first line starts with a bold lead."""
    out = []
    for c in nb.cells:
        if c.cell_type != "markdown":
            continue
        for block in re.split(r"\n(?!>)", c.source):
            if not block.startswith("> "):
                continue
            text = " ".join(line[1:].strip() for line in block.splitlines())
            lead = next(
                (k for k, by in LEADS.items() for lg, lead_text in by.items() if text.startswith(lead_text)),
                None,
            )
            out.append((lead, text))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_the_rules_and_cardlabs_decisions_are_set_apart(lang, name):
    found = boxes(read(lang, name))
    assert all(kind is not None for kind, _ in found), [t[:60] for k, t in found if k is None]
    for kind, text in found:  # the lead of the notebook's own language
        assert text.startswith(LEADS[kind][lang]), text[:60]
    kinds = [k for k, _ in found]
    assert kinds.count("rules") >= 4 and kinds.count("cardlab") >= 4, kinds
    md = all_text(read(lang, name), ("markdown",))
    assert "leave these open" not in md and "standardmäßig so" not in md  # the old mixed list


def test_the_welcome_notebook_shows_both_boxes():
    for lang in LANGS:
        kinds = [k for k, _ in boxes(read(lang, "00_start"))]
        assert kinds == ["rules", "cardlab"], kinds


def _in_box(lang, name, kind, *phrases):
    texts = [t.lower() for k, t in boxes(read(lang, name)) if k == kind]
    return [p for p in phrases if any(p.lower() in t for t in texts)]


@pytest.mark.parametrize(
    "lang,alone,one_mystery",
    [
        ("en", "always played alone", "only one mystery card per play"),
        ("de", "immer allein gelegt", "nur eine geheimkarte pro zug"),
    ],
)
def test_swoop_puts_its_own_readings_in_the_cardlab_box(lang, alone, one_mystery):
    """ "10s and jokers are played alone" and "one mystery card per play" are cardlab's readings
    (RULINGS.md; neither rule text says so): they stand in a cardlab box and in no rules box."""
    assert _in_box(lang, "01_swoop", "cardlab", alone, one_mystery) == [alone, one_mystery]
    assert _in_box(lang, "01_swoop", "rules", alone, one_mystery, "allein", "alone") == []
    # ... while what the texts do say about them stands in a rules box
    said = {
        "en": ("always swoops", "only as the first card of a play"),
        "de": ("fegt immer", "nur als erste karte eines zugs"),
    }[lang]
    assert _in_box(lang, "01_swoop", "rules", *said) == list(said)


# -- every open question, answered live -------------------------------------------------------
OPEN = {
    "01_swoop": {
        "no-passing": "refusal",
        "decks": "table",
        "mystery": "replay",
        "mystery-picked-up": "refusal",
        "ten-on-empty-pile": "replay",
        "two-tens": "refusal",
        "two-mystery": "refusal",
    },
    "02_sweep": {
        "face-cards-again": "replay",
        "build-taken": "replay",
        "build-extend": "refusal",
        "only-the-sum": "replay",
        "card-twice": "refusal",
    },
    "03_schwimmen": {
        "two-31s": "replay",
        "knocker-lowest": "replay",
        "dealt-31": "replay",
        "swap-two": "refusal",
        "knock-after-choice": "refusal",
    },
}
REFUSED = {"en": "Refused:", "de": "Abgelehnt:"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", OPEN)
def test_every_open_question_has_a_live_answer(lang, name):
    nb = read(lang, name)
    game = GAMES[name]
    for example, kind in OPEN[name].items():
        call = f'lessons.example("{game}", "{example}", lang="{lang}")'
        cells = [c for c in code(nb) if call in c.source]
        assert cells, call
        out = cell_output(cells[0])
        if kind == "replay":
            assert REPLAY_SHOWN[lang].format(game=game.capitalize()) in out, out
        elif kind == "refusal":
            assert REFUSED[lang] in out and REFUSED["en" if lang == "de" else "de"] not in out, out
        else:
            assert out.strip(), example
        i = nb.cells.index(cells[0])
        before = nb.cells[i - 1]
        assert before.cell_type == "markdown"  # the answer follows the text that asks


def test_german_refusals_speak_german():
    for name in OPEN:
        for c in code(read("de", name)):
            out = cell_output(c)
            if "Abgelehnt:" in out:
                for english in ("Refused", "Allowed", "the hand", "is not", "'none'"):
                    assert english not in out, (name, english, out)


# -- the notation, in full --------------------------------------------------------------------
NOTATION = {
    "en": [
        "`J`",
        "jack",
        "`Q`",
        "queen",
        "`K`",
        "king",
        "`A`",
        "ace",
        "`10`",
        "`X`",
        "joker",
        "♣ ♦ ♥ ♠",
        "clubs, diamonds, hearts, spades",
        "`QH@u2`",
        "Q♥@u2",
        "`d3`",
        "`none`",
        "`QS QD@u2`",
        "Q♠ Q♦@u2",
        "`9H x 9S`",
        "`+`",
        "`5H b 4C`",
        "`swap JH JS`",
        "`swap all`",
        "`pass`",
        "`knock`",
        "`keep`",
        "`second`",
        "`renew`",
    ],
    "de": [
        "`J`",
        "| B |",
        "Bube",
        "`Q`",
        "| D |",
        "Dame",
        "`K`",
        "König",
        "`A`",
        "Ass",
        "`10`",
        "`X`",
        "Joker",
        "♣ ♦ ♥ ♠",
        "Kreuz, Karo, Herz, Pik",
        "D♥@o2",
        "| v3 |",
        "| keine |",
        "`QS QD@u2`",
        "D♠ D♦@o2",
        "`9H x 9S`",
        "`+`",
        "b 4♣",
        "tauschen B♥ B♠",
        "alle tauschen",
        "schieben",
        "klopfen",
        "behalten",
        "zweiter Stapel",
        "erneuern",
    ],
}
OWN_PART = {
    "01_swoop": ["`QS QD@u2`", "`d3`", "`none`"],
    "02_sweep": ["`9H x 9S`", "`+`", "`5H b 4C`"],
    "03_schwimmen": ["`swap JH JS`", "`knock`", "`renew`"],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_notation_is_explained_in_full(lang):
    md = all_text(read(lang, "00_start"), ("markdown",))
    missing = [p for p in NOTATION[lang] if p not in md]
    assert not missing, missing
    out = outputs_text(read(lang, "00_start"))
    mixed = {"en": "Q♠ Q♦@u2", "de": "D♠ D♦@o2"}[lang]
    assert mixed in out and ("tauschen B♥ B♠" in out) == (lang == "de")  # made by the engine
    for name, parts in OWN_PART.items():  # each game page carries its own part
        md = all_text(read(lang, name), ("markdown",))
        assert all(p in md for p in parts), (name, [p for p in parts if p not in md])
        assert ("Bube" if lang == "de" else "jack") in md


# what a replay's cell says where the widget is not drawn (its plain text, in the page's language)
REPLAY_SHOWN = {"en": "Replay of {game}: deal 1", "de": "Wiederholung {game}: Runde 1"}
REPLAY_STEPS = {
    "en": r"Replay of \w+: deal 1, move 0 of (\d+) ",
    "de": r"Wiederholung \w+: Runde 1, Zug 0 von (\d+) ",
}


# -- the welcome notebook teaches no game; game notebooks ----------------------------------------
def test_the_welcome_notebook_teaches_no_game():
    for lang in LANGS:
        nb = read(lang, "00_start")
        links = _links(nb)
        for other in ("01_swoop.ipynb", "02_sweep.ipynb", "03_schwimmen.ipynb", "04_teacher.ipynb"):
            assert other in links
        steps = [int(n) for n in re.findall(REPLAY_STEPS[lang], outputs_text(nb))]
        assert len(steps) == 3 and max(steps) <= 6, steps  # a glimpse of each game, no deal
        src = all_text(nb, ("code",))
        assert "play_game" not in src and "Table(" not in src


@pytest.mark.parametrize("lang", LANGS)
def test_widgets_and_lessons_speak_the_notebooks_language(lang):
    for name in NAMES:
        src = all_text(read(lang, name), ("code",))
        calls = re.findall(
            r"\b(?:Replay|Puzzle|PuzzleSet|Table|lessons\.\w+)\([^()]*(?:\([^()]*\)[^()]*)*\)", src
        )
        with_lang = [c for c in calls if "lang=" in c]
        assert all(f'lang="{lang}"' in c for c in with_lang), with_lang
        assert ('lang="en"' not in src) if lang == "de" else ('lang="de"' not in src)
        needs_lang = [
            c
            for c in calls
            if c.startswith(
                ("lessons.example(", "lessons.walk(", "Replay(", "PuzzleSet(", "Puzzle(", "Table(")
            )
        ]
        assert all("lang=" in c for c in needs_lang), [c for c in needs_lang if "lang=" not in c]


GERMAN_TERMS = {
    "01_swoop": ["Stapel", "Geheimkarten", "fegen", "fegt", "Strafpunkte", "noch einmal dran"],
    "02_sweep": ["fangen", "Tischkarten", "anlegen", "Fangstapel", "Talon", "Baugruppe"],
    "03_schwimmen": ["schieben", "klopfen", "schwimmen", "Talon", "Leben", "Geber"],
}


@pytest.mark.parametrize("name", GERMAN_TERMS)
def test_german_notebooks_use_the_games_terms(name):
    md = all_text(read("de", name), ("markdown",))
    for term in GERMAN_TERMS[name]:
        assert term in md, term


@pytest.mark.parametrize("lang", LANGS)
def test_game_notebooks_play_the_worked_examples(lang):
    """The rule texts' examples are played in the notebooks, and their results come out."""
    swoop = read(lang, "01_swoop")
    out = outputs_text(swoop)
    for example in ("nine-then-queen", "three-eights", "four-kings", "bens-68"):
        assert f'"swoop", "{example}"' in all_text(swoop, ("code",)), example
    points = {"en": "Ben still holds A♥ 7♠ K♦ X: 68 points", "de": "Ben hat noch A♥ 7♠ K♦ X: 68 Punkte"}
    assert points[lang] in out
    four = {"en": "Four kings lie on top", "de": "Oben liegen vier Könige"}[lang]
    assert four in out
    sweep = read(lang, "02_sweep")
    out = outputs_text(sweep)
    for move in ("9♥ x 6♣+3♦", "9♣ x 5♥+3♠+A♣", "9♥ x 9♠ 6♣+3♦"):
        assert move in out, move
    sch = outputs_text(read(lang, "03_schwimmen"))
    for value in ("= 18", "= 28", "= 31", "= 30.5" if lang == "en" else "= 30,5"):
        assert value in sch, value


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_game_notebooks_have_puzzles_options_and_a_simulation(lang, name):
    nb = read(lang, name)
    src = all_text(nb, ("code",))
    game = GAMES[name]
    for piece in (
        f'PuzzleSet(shipped("{game}")',
        f'lessons.options("{game}"',
        f'lessons.starter_share("{game}"',
    ):
        assert piece in src, piece
    plots = [c for c in code(nb) if "lite-skip" in c.metadata.get("tags", [])]
    assert plots and all(".plot()" in c.source for c in plots)
    assert all(o.get("data", {}).get("image/png") for c in plots for o in c.outputs)
    assert f"]({MAKER.DOCS_URL}rulings.md)" in all_text(nb, ("markdown",))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_game_notebooks_end_with_a_game_against_the_bots(lang, name):
    """The last code cell sets the learner at the Table against bots, in the notebook's language;
    the text before it says what to do (touch a card, confirm, the buttons of card-less moves).
    nbval runs the cell but ignores its output (a live widget)."""
    nb = read(lang, name)
    cells = code(nb)
    last = cells[-1]
    assert re.search(rf'Table\("{GAMES[name]}", seat=0, bots=\[[^]]*"heuristic"', last.source), last.source
    assert f'lang="{lang}"' in last.source and "seed=" in last.source
    assert len(last.source.splitlines()) <= MAX_LINES
    assert "nbval-ignore-output" in last.metadata.get("tags", [])
    assert not any(o.output_type == "error" for o in last.outputs)
    i = nb.cells.index(last)
    intro = " ".join(nb.cells[i - 1].source.split())
    words = {"en": ["Touch", "confirm", "Next deal"], "de": ["Tipp", "bestätigen", "Nächste Runde"]}[lang]
    assert all(w.lower() in intro.lower() for w in words), intro
    if name == "03_schwimmen":  # the moves without a card have buttons of their own
        assert {"en": "buttons of their own", "de": "eigene Knöpfe"}[lang] in intro
    assert all(c.cell_type == "markdown" for c in nb.cells[i + 1 :])  # only links after it


# -- links ------------------------------------------------------------------------------------
DOCS_URL = MAKER.DOCS_URL


def _all_links(nb):
    """Every link target in the notebook's text, with the text of its cell."""
    out = []
    for c in nb.cells:
        if c.cell_type == "markdown":
            for target in re.findall(r"\]\(([^)\s]+)\)", c.source) + re.findall(
                r'(?:href|src)="([^"]+)"', c.source
            ):
                out.append((target, c.source))
    return out


def _links(nb):
    """The local link targets (no scheme), without their #anchor."""
    out = []
    for target, _ in _all_links(nb):
        target = target.split("#")[0]
        if target and not re.match(r"^[a-z][a-z0-9+.-]*:", target):
            out.append(target)
    return out


@pytest.mark.parametrize("lang,name", ALL)
def test_every_link_leads_to_a_file_in_every_host(lang, name):
    """A link to another tutorial is a bare file name in the same folder, so it opens in
    JupyterLab and JupyterLite (the same tree) and in Voila (voila/render/<folder>/<name>); a link
    to the documentation is the published documentation's address (Voila serves no Markdown and
    JupyterLite's site has no docs/), and the page it names exists in docs/.  Nothing else: no
    absolute path, no ../, no other address."""
    for target, _ in _all_links(read(lang, name)):
        where = f"{lang}/{name}: {target}"
        path = target.split("#")[0]
        if target.startswith(DOCS_URL):
            assert (ROOT / "docs" / path[len(DOCS_URL) :]).is_file(), where
        elif target.startswith("https://"):
            assert name == "04_teacher", where  # the teacher's page names nbgrader's site
        else:
            assert re.fullmatch(r"\d\d_\w+\.ipynb", path), where
            assert (TUT / lang / path).is_file(), where
    assert DOCS_URL.startswith(DOCUMENTATION.replace("/tree/", "/blob/"))


@pytest.mark.parametrize("name", LEARNER)
def test_german_pages_link_to_german_help(name):
    """A German learner page links to German tutorials (its own folder); where it points to the
    documentation, which is English only, the link says so."""
    links = _all_links(read("de", name))
    for target, cell in links:
        if target.startswith(DOCS_URL):
            label = re.search(r"\[([^\]]*)\]\(" + re.escape(target), cell).group(1)
            assert "englisch" in label, f"de/{name}: {label} -> {target}"
    if name != "00_start":  # the notation in German: the start page
        assert ("00_start.ipynb", "de") in [(t, "de") for t, _ in links]


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_page_says_how_to_begin_and_what_the_replay_buttons_do(lang):
    """Run All in the words of JupyterLab's menu in the page's language (the German words are
    the language pack's: menu "Ausführen", "Alle Zellen ausführen"), and each of the replay's
    buttons under the name the widget gives it (cardlab/i18n/widgets.json)."""
    text = all_text(read(lang, "00_start"), ("markdown",))
    begin = {"en": "*Run > Run All Cells*", "de": "*Ausführen > Alle Zellen ausführen*"}[lang]
    assert begin in text.split("## ")[0]  # before the first section: the first thing to read
    names = json.loads((ROOT / "cardlab" / "i18n" / "widgets.json").read_text(encoding="utf-8"))
    for key in ("first", "back", "play", "forward", "last", "pause"):
        assert f"*{names['widget.' + key][lang]}*" in text, key
    words = " ".join(text.split())  # a name may be wrapped over two lines
    for key in ("four_colour", "large", "codes", "keys"):
        assert names["widget." + key][lang] in words, key


def test_the_documentation_site_keeps_its_own_pages():
    """docs/conf.py turns the published address back into the site's own page: the same prefix."""
    conf = (ROOT / "docs" / "conf.py").read_text(encoding="utf-8")
    assert f'DOCS_URL = "{DOCS_URL}"' in conf


def test_links_are_checked():
    assert DOCS_URL + "format.md" in [t for t, _ in _all_links(read("en", "01_swoop"))]
    assert "02_sweep.ipynb" in _links(read("de", "01_swoop"))


# -- the generator's cleaning and the lite copies ---------------------------------------------
def test_widget_text_keeps_no_memory_address():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("Table('swoop')")
    cell.outputs = [
        nbformat.v4.new_output(
            "execute_result",
            execution_count=3,
            data={
                "text/plain": "<cardlab.widgets.table.Table object at 0x7f00deadbeef>",
                MAKER.WIDGET_VIEW: {"model_id": "abc", "version_major": 2, "version_minor": 1},
            },
        )
    ]
    nb.cells = [cell]
    out = MAKER.clean(nb).cells[0].outputs[0]
    assert out.data == {"text/plain": "<cardlab.widgets.table.Table object>"}


def test_printed_text_is_stored_in_one_piece():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(1); print(2)")
    cell.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="1\n"),
        nbformat.v4.new_output("stream", name="stdout", text="2\n"),
    ]
    nb.cells = [cell]
    assert [o.text for o in MAKER.clean(nb).cells[0].outputs] == ["1\n2\n"]


def test_cleaning_keeps_a_hidden_source_and_nothing_else():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x = 1")
    cell.metadata = {
        "jupyter": {"source_hidden": True, "outputs_hidden": False},
        "tags": ["hide-input"],
        "execution": {"iopub.status.busy": "2026-01-01"},
        "collapsed": False,
    }
    nb.cells = [cell]
    assert MAKER.clean(nb).cells[0].metadata == {"tags": ["hide-input"], "jupyter": {"source_hidden": True}}


def test_teacher_notebook_shows_the_lesson_tools():
    for lang in LANGS:
        src = all_text(read(lang, "04_teacher"), ("code",))
        for piece in (  # the lesson's loop itself: tests/test_teacher_notebook.py
            "Lesson(",
            ".save_answers(",
            '["class", "report"',
            '["lesson", "nbgrader"',
            "simulate(",
            "save_html(",
            "lessons.examples(",
            "lessons.position(",
            "lessons.record(",
        ):
            assert piece in src, piece


@pytest.mark.parametrize("lang", LANGS)
def test_lite_copies(lang, tmp_path):
    MAKER.main(["--lite", str(tmp_path), "01_swoop"])
    nb = nbformat.read(str(tmp_path / lang / "01_swoop.ipynb"), as_version=4)
    nbformat.validate(nb)
    # no install cell: the site's kernel preloads cardlab (lite/build.py); the first code cell
    # is the tutorial's own import
    assert not any("%pip" in c.source or "piplite" in c.source for c in code(nb))
    first = code(nb)[0]
    assert first.source.startswith("from cardlab import lessons")
    assert first.metadata["jupyter"] == {"source_hidden": True}  # like every learner cell
    assert nb.metadata["kernelspec"]["name"] == "python"
    assert not any(".plot()" in c.source for c in code(nb))  # no matplotlib in the browser
    assert all(not c.outputs for c in code(nb))
    stored = read(lang, "01_swoop")
    assert len(nb.cells) == len(stored.cells)
    assert [c.id for c in nb.cells] == [c.id for c in stored.cells]
