"""``import cardlab`` and the engines load no widget or plotting module."""

import subprocess
import sys

import pytest

HEAVY = ("ipywidgets", "anywidget", "matplotlib", "traitlets", "IPython", "numpy")


def test_import_cardlab_and_engines_loads_nothing_heavy():
    code = (
        "import cardlab, cardlab.cli, cardlab.record\n"
        "for g in ('swoop', 'sweep', 'schwimmen'):\n"
        "    cardlab.get_game(g)\n"
    )
    p = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    loaded = {line.split("|")[-1].strip().split(".")[0] for line in p.stderr.splitlines() if "|" in line}
    bad = sorted(m for m in HEAVY if m in loaded)
    assert not bad, f"import cardlab loaded {bad}"
    assert "cardlab" in loaded


def test_repr_html_of_states_and_records_loads_no_widget_library():
    """The pictures in a notebook (``_repr_html_``, drawn by cardlab.display) need no
    widget library: cardlab.widgets hands out its widget classes only on use."""
    code = (
        "import sys, cardlab\n"
        "from cardlab.play import play_game\n"
        "import cardlab.widgets, cardlab.widgets.static_html\n"
        "for name in ('swoop', 'sweep', 'schwimmen'):\n"
        "    g = cardlab.get_game(name)\n"
        "    rec = play_game(g, g.rules(), 3, ['random'], seed=1)\n"
        "    st = rec.state_at(1, min(2, len(rec.deals[0].moves))).state\n"
        "    assert type(st).__name__.lower() == name + 'state', type(st)\n"
        "    for page in (st._repr_html_(), rec._repr_html_()):\n"
        "        assert '<svg' in page and '<script' not in page, page[:200]\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {HEAVY!r}\n"
        "       or m.startswith('cardlab.widgets.') and m != 'cardlab.widgets.static_html']\n"
        "print(bad)\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stdout.strip() == "[]", p.stdout


def test_widget_classes_load_on_use():
    code = (
        "import sys, cardlab.widgets as w\n"
        "assert 'anywidget' not in sys.modules\n"
        "from cardlab.widgets import Replay, Puzzle, PuzzleSet, Table, ScoreSheet, Lesson\n"
        "from cardlab.widgets.replay import Replay as R\n"
        "assert Replay is R is w.Replay and 'anywidget' in sys.modules\n"
        "assert set(w.__all__) <= set(dir(w))\n"
        "try:\n"
        "    w.Nothing\n"
        "except AttributeError:\n"
        "    print('ok')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and p.stdout.strip() == "ok", p.stdout + p.stderr[-3000:]


def test_the_suite_is_collected_without_playwright():
    """Without the browser driver the browser tests are collected (and skipped, saying why): no
    module of the suite imports playwright when it is read."""
    code = (
        "import sys, pytest\n"
        "sys.modules['playwright'] = None\n"
        "sys.exit(pytest.main(['--collect-only', '-q', '-p', 'no:cacheprovider', 'tests/browser']))\n"
    )
    from pathlib import Path

    p = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1]
    )
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-2000:]
    assert "error" not in p.stdout.lower().split("\n")[-2], p.stdout[-2000:]


@pytest.mark.xdist_group("probe")
def test_xdist_groups_are_honoured(request):
    """make test keeps each group (one JupyterLab's browser tests, the binder environment, the
    docs site) on one worker with --dist loadgroup; pytest 9 ignored the group that pytest-xdist
    3.8 writes into the test's id, and every worker built them all again."""
    if getattr(request.config.option, "loadgroup", False):
        assert request.node.nodeid.endswith("@probe"), request.node.nodeid
