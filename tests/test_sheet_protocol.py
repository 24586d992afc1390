"""The games' scoresheet and charts modules (issue 29): the same shape in every game, asked by
the generic score sheet, its widget and the plots, which name no game; the game modules sit below
those layers (they import none of them, nor matplotlib)."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

from cardlab.engine import GAMES, get_game

ROOT = Path(__file__).resolve().parents[1] / "cardlab"
GENERIC = [ROOT / "scoresheet.py", ROOT / "widgets" / "scoresheet.py", ROOT / "plots.py"]
SCORESHEET = {
    "check": ["sheet", "entry", "winner"],
    "result": ["sheet", "deal"],
    "rules_text": ["sheet", "preset", "lang"],
    "status_note": ["sheet", "lang"],
    "total_text": ["value", "lang"],
    "column_state": ["total"],
    "dead_allowed": ["rules"],
}
ABOVE = ("cardlab.scoresheet", "cardlab.widgets", "cardlab.plots", "cardlab.lessons", "cardlab.analysis")


def _params(fn):
    return list(inspect.signature(fn).parameters)


def test_every_game_has_a_scoresheet_and_charts_of_the_same_shape():
    for name in GAMES:
        g = get_game(name)
        sc, ch = g.scoresheet, g.charts
        assert sc.__name__ == f"cardlab.games.{name}.scoresheet"
        assert ch.__name__ == f"cardlab.games.{name}.charts"
        assert sc.KIND in ("points_winner", "points", "lost") and sc.DEAL_WORD in ("deal", "round")
        for fn, params in SCORESHEET.items():
            assert _params(getattr(sc, fn)) == params, (name, fn)
        assert ch.TOTALS in ("points", "lives") and isinstance(ch.TOTALS_LABEL, str)
        assert ch.TICKS is None or all(isinstance(t, int) for t in ch.TICKS)
        for chart, fn in ch.CHARTS.items():
            assert _params(fn) == ["record", "deal", "steps", "lang"], (name, chart)


def test_the_generic_sheet_and_plots_name_no_game():
    pattern = re.compile("|".join(GAMES), re.IGNORECASE)
    for path in GENERIC:
        lines = path.read_text(encoding="utf-8").splitlines()
        hits = [n for n, line in enumerate(lines, 1) if pattern.search(line)]
        assert not hits, (path.name, hits)


def test_the_game_modules_import_nothing_above_them():
    paths = [ROOT / "games" / "_scoresheet.py"]
    paths += [ROOT / "games" / g / f"{m}.py" for g in GAMES for m in ("scoresheet", "charts")]
    for path in paths:
        pkg = ["cardlab", *path.relative_to(ROOT).parent.parts]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = pkg[: len(pkg) - node.level + 1] if node.level else []
                names = [".".join([*base, node.module or ""]).strip(".")]
                names += [f"{names[0]}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for n in names:
                assert not n.startswith(ABOVE) and "matplotlib" not in n, (path, n)
