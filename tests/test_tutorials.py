"""The tutorial notebooks: valid nbformat 4 with clean metadata, outputs stored (nbval compares
them: ``pytest --nbval tutorials/``, part of ``make test``), the same cells that
tutorials/make_notebooks.py writes, German notebooks with German widgets and the games' German
terms, a game against the bots at the end of each game's notebook, links that resolve, and the
browser-only (JupyterLite) copies."""
import importlib.util
import json
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
TUT = ROOT / "tutorials"
NAMES = ["00_start", "01_swoop", "02_sweep", "03_schwimmen", "04_teacher"]
LANGS = ["en", "de"]
ALL = [(lang, name) for lang in LANGS for name in NAMES]


def _maker():
    spec = importlib.util.spec_from_file_location("cardlab_make_notebooks", TUT / "make_notebooks.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


MAKER = _maker()
SOURCES = {m.NAME: m for m in MAKER._load_sources()}


def read(lang, name):
    return nbformat.read(str(TUT / lang / f"{name}.ipynb"), as_version=nbformat.NO_CONVERT)


def code(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def all_text(nb, kinds=("markdown", "code")):
    return "\n".join(c.source for c in nb.cells if c.cell_type in kinds)


def outputs_text(nb):
    out = []
    for c in code(nb):
        for o in c.outputs:
            if o.output_type == "stream":
                out.append(o.text)
            elif "data" in o:
                out.append(o.data.get("text/plain", ""))
    return "\n".join(out)


@pytest.mark.parametrize("lang,name", ALL)
def test_valid_nbformat4_with_clean_metadata(lang, name):
    path = TUT / lang / f"{name}.ipynb"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["nbformat"] == 4
    nb = read(lang, name)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert set(nb.metadata) <= {"kernelspec", "language_info"}      # no widget state, no extras
    assert "widgets" not in raw["metadata"]
    for cell in nb.cells:
        assert set(cell.metadata) <= {"tags"}, cell.metadata          # no execution timestamps
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
        text = outputs_text(nb)
        assert " at 0x" not in text                # every repr deterministic


@pytest.mark.parametrize("lang,name", ALL)
def test_stored_notebooks_are_what_the_script_writes(lang, name):
    built = MAKER.build(SOURCES[name], lang)
    stored = read(lang, name)
    assert [(c.cell_type, c.source, c.metadata.get("tags", [])) for c in stored.cells] == \
        [(c.cell_type, c.source, c.metadata.get("tags", [])) for c in built.cells], \
        "run: python tutorials/make_notebooks.py " + name


@pytest.mark.parametrize("lang,name", ALL)
def test_widgets_speak_the_notebooks_language(lang, name):
    src = all_text(read(lang, name), ("code",))
    calls = re.findall(r"\b(?:Replay|Puzzle|PuzzleSet|Table)\([^)]*\)", src)
    widget_calls = [c for c in calls if "lang=" in c]
    assert all(f'lang="{lang}"' in c for c in widget_calls), widget_calls
    assert 'lang="en"' not in src if lang == "de" else 'lang="de"' not in src


GERMAN_TERMS = {
    "01_swoop": ["Ablagestapel", "Geheimkarten", "fegen", "fegt"],
    "02_sweep": ["fangen", "Tischkarten", "anlegen", "Fangstapel"],
    "03_schwimmen": ["schieben", "klopfen", "schwimmen", "Talon"],
}


@pytest.mark.parametrize("name", GERMAN_TERMS)
def test_german_notebooks_use_the_games_terms(name):
    md = all_text(read("de", name), ("markdown",))
    for term in GERMAN_TERMS[name]:
        assert term in md, term


@pytest.mark.parametrize("lang", LANGS)
def test_game_notebooks_teach_the_worked_examples(lang):
    """The rule texts' examples are played in the notebooks, and their results come out."""
    swoop = read(lang, "01_swoop")
    out = outputs_text(swoop)
    src = all_text(swoop, ("code",))
    assert '"6C 6D", "QH"' in src and "picks up" in outputs_text(read("en", "01_swoop"))
    assert "KC KD KH KS" in src and "QC QD QH QS" in src and "9C 9D 9H 9S" in src
    assert '"8D", "8C"' in src
    assert "'points': [0, 68, 4]" in out               # Ben's 68 points
    sweep = all_text(read(lang, "02_sweep"), ("code",))
    for move in ("9H x 6C+3D", "9C x 5H+3S+AC", "9H x 9S 6C+3D"):
        assert move in sweep
    sch = outputs_text(read(lang, "03_schwimmen"))
    for value in ("= 18", "= 28", "= 30.5", "= 31"):
        assert value in sch


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["01_swoop", "02_sweep", "03_schwimmen"])
def test_game_notebooks_point_out_rulings_puzzles_and_a_simulation(lang, name):
    nb = read(lang, name)
    md = all_text(nb, ("markdown",))
    phrase = {"en": "The rules leave these open; cardlab's defaults are",
              "de": "cardlab entscheidet standardmäßig so"}[lang]
    assert phrase in md.replace("\n", " ").replace("  ", " ")
    src = all_text(nb, ("code",))
    assert "PuzzleSet(" in src and "simulate(" in src and "OPTIONS" in src
    plots = [c for c in code(nb) if "lite-skip" in c.metadata.get("tags", [])]
    assert plots and all("plt.show()" in c.source for c in plots)
    assert any(o.get("data", {}).get("image/png") for c in plots for o in c.outputs)


GAME_NAMES = {"01_swoop": "swoop", "02_sweep": "sweep", "03_schwimmen": "schwimmen"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_game_notebooks_end_with_a_game_against_the_bots(lang, name):
    """The last code cell sets the learner at the Table against bots, in the notebook's language;
    the text before it says what to do (touch a card, confirm, the buttons of card-less moves).
    nbval runs the cell but ignores its output (a live widget, its text form an address)."""
    nb = read(lang, name)
    cells = code(nb)
    last = cells[-1]
    assert re.search(rf'Table\("{GAME_NAMES[name]}", seat=0, bots=\[[^]]*"heuristic"', last.source), last.source
    assert f'lang="{lang}"' in last.source and "seed=" in last.source
    assert len(last.source.splitlines()) <= 3
    assert "nbval-ignore-output" in last.metadata.get("tags", [])
    assert not any(o.output_type == "error" for o in last.outputs)
    assert " at 0x" not in outputs_text(nb)
    i = nb.cells.index(last)
    intro = nb.cells[i - 1].source
    words = {"en": ["Touch", "confirm", "Next deal"], "de": ["Tipp", "bestätigen", "Nächste Runde"]}[lang]
    assert all(w.lower() in intro.lower() for w in words), intro
    if name == "03_schwimmen":          # the moves without a card have buttons of their own
        assert {"en": "buttons of their own", "de": "eigene Knöpfe"}[lang] in intro
    assert all(c.cell_type == "markdown" for c in nb.cells[i + 1:])          # only "Next:" after it


def _links(nb):
    out = []
    for c in nb.cells:
        if c.cell_type == "markdown":
            for target in re.findall(r"\]\(([^)\s]+)\)", c.source) + re.findall(r'(?:href|src)="([^"]+)"', c.source):
                target = target.split("#")[0]
                if target and not re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    out.append(target)
    return out


@pytest.mark.parametrize("lang,name", ALL)
def test_relative_links_resolve_in_the_served_tree(lang, name):
    """make lab (and Binder) serve the repository, so a link from a notebook must lead to a file
    inside it: ../../docs/format.md, the next notebook, ..."""
    for link in _links(read(lang, name)):
        target = (TUT / lang / link).resolve()
        assert target.is_file(), f"{lang}/{name}: {link}"
        assert ROOT.resolve() in target.parents, f"{lang}/{name}: {link} leaves the repository"


def test_links_are_checked():
    assert "../../docs/format.md" in _links(read("en", "01_swoop"))
    assert "02_sweep.ipynb" in _links(read("de", "01_swoop"))


def test_widget_text_keeps_no_memory_address():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("Table('swoop')")
    cell.outputs = [nbformat.v4.new_output("execute_result", execution_count=3, data={
        "text/plain": "<cardlab.widgets.table.Table object at 0x7f00deadbeef>",
        MAKER.WIDGET_VIEW: {"model_id": "abc", "version_major": 2, "version_minor": 1}})]
    nb.cells = [cell]
    out = MAKER.clean(nb).cells[0].outputs[0]
    assert out.data == {"text/plain": "<cardlab.widgets.table.Table object>"}


def test_printed_text_is_stored_in_one_piece():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(1); print(2)")
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text="1\n"),
                    nbformat.v4.new_output("stream", name="stdout", text="2\n")]
    nb.cells = [cell]
    assert [o.text for o in MAKER.clean(nb).cells[0].outputs] == ["1\n2\n"]


def test_teacher_notebook_shows_the_lesson_tools():
    for lang in LANGS:
        src = all_text(read(lang, "04_teacher"), ("code",))
        for piece in ("PuzzleSet(", "puzzle_set.results", "simulate(", "save_html("):
            assert piece in src, piece


@pytest.mark.parametrize("lang", LANGS)
def test_lite_copies(lang, tmp_path):
    MAKER.main(["--lite", str(tmp_path), "01_swoop"])
    nb = nbformat.read(str(tmp_path / lang / "01_swoop.ipynb"), as_version=4)
    nbformat.validate(nb)
    first = nb.cells[0]
    assert first.cell_type == "code" and first.source.startswith("%pip install -q anywidget")
    assert nb.metadata["kernelspec"]["name"] == "python"
    assert not any("plt." in c.source for c in code(nb))       # no matplotlib in the browser
    assert all(not c.outputs for c in code(nb))
    stored = read(lang, "01_swoop")
    assert len(nb.cells) == len(stored.cells) + 1
