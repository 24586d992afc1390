"""The documentation site builds offline with warnings as errors, and holds what it promises:
the rendered tutorials, every game's options (generated from the engines), the JSON Schemas, the
command line, the API reference and the teacher's guide, with no script, style or image from
another host."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytest.importorskip("sphinx", reason="sphinx is not installed (pip install -e '.[docs]')")
pytest.importorskip("myst_nb", reason="myst-nb is not installed (pip install -e '.[docs]')")


# a Sphinx build of the whole site (15 s): in make test, on one worker (one build)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("docs")]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("docs") / "html"
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "html",
            "-W",
            "--keep-going",
            "-q",
            "-d",
            str(out.parent / "doctrees"),
            str(ROOT / "docs"),
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-4000:]
    return out


def text(path: Path) -> str:
    return re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))


def test_pages_exist(site):
    for page in [
        "index",
        "swoop",
        "rulings",
        "format",
        "teaching",
        "api",
        "_generated/options",
        "_generated/schemas",
        "_generated/cli",
        "_generated/tutorials",
    ]:
        assert (site / f"{page}.html").exists(), page
    for lang in ("en", "de"):
        for nb in (ROOT / "tutorials" / lang).glob("*.ipynb"):
            assert (site / "_generated" / "tutorials" / lang / f"{nb.stem}.html").exists()


def test_every_game_page_that_exists_is_in_the_site(site):
    for name in ["swoop", "sweep", "schwimmen", "replay", "puzzles", "bots", "simulate"]:
        if (ROOT / "docs" / f"{name}.md").exists():
            assert (site / f"{name}.html").exists(), name


def test_options_table_lists_every_option_with_its_default(site):
    import cardlab

    page = text(site / "_generated" / "options.html")
    for game in ("swoop", "sweep", "schwimmen"):
        g = cardlab.get_game(game)
        for name in g.OPTIONS:
            assert name in page, (game, name)
        for preset in g.PRESETS:
            assert preset in page
    # the presets' differing values appear (Swoop: 200 vs 500)
    assert "200" in page and "500" in page


def test_schemas_and_cli_rendered(site):
    schemas = text(site / "_generated" / "schemas.html")
    for f in (ROOT / "cardlab" / "schemas").glob("*.schema.json"):
        assert f.name in schemas
    assert "cardlab-record/1" in schemas
    cli = text(site / "_generated" / "cli.html")
    for cmd in ("check", "moves", "show", "play"):
        assert f"cardlab {cmd}" in cli


def test_api_reference_from_docstrings(site):
    api = text(site / "api.html")
    for name in ("cardlab.engine", "cardlab.record", "cardlab.games.swoop", "Record", "Rules", "IllegalMove"):
        assert name in api, name


def test_tutorial_outputs_are_rendered_not_executed(site):
    swoop = text(site / "_generated" / "tutorials" / "en" / "01_swoop.html")
    assert "68 points" in swoop  # Ben's 68, a stored output
    assert "Replay of Swoop: deal 1" in swoop  # a replay's plain text, where the page draws no widget
    de = text(site / "_generated" / "tutorials" / "de" / "03_schwimmen.html")
    assert "30,5" in de or "30.5" in de


def test_no_request_to_another_host(site):
    pat = re.compile(r"<(?:script|link|img|iframe)[^>]+(?:src|href)=\"(https?:)?//", re.I)
    for page in site.rglob("*.html"):
        assert not pat.search(page.read_text(encoding="utf-8")), page
