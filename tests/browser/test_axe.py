"""axe-core (WCAG 2.1 A and AA) over the Puzzle and the Table in a real JupyterLab and Chromium,
in English and German (issue 31, item 13): no violation.  The Puzzle's middle was a list whose
items had become buttons (critical: a list without list items); the Table's recent moves scroll
and could not be reached by keyboard (serious).

axe-core comes from npm, never a CDN: ``make axe`` installs it into ``.cache/npm`` (``make test``
does it); CARDLAB_AXE names another axe.min.js.  Without it the test is skipped, or fails under
CARDLAB_REQUIRE_BROWSER=1."""

import os
from pathlib import Path

import pytest

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = Path(os.environ.get("CARDLAB_AXE") or ROOT / ".cache/npm/node_modules/axe-core/axe.min.js")
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def axe_path():
    if not AXE.is_file():
        why = f"no axe-core at {AXE} (make axe installs it from npm)"
        if os.environ.get("CARDLAB_REQUIRE_BROWSER") == "1":
            pytest.fail(f"CARDLAB_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    return AXE


def violations(page, selector):
    """axe.run over every element of ``selector``: the violations, each with its nodes."""
    return page.evaluate(
        """async ([sel, rules]) => {
            const out = [];
            for (const el of document.querySelectorAll(sel)) {
              const r = await axe.run(el, { runOnly: rules });
              for (const v of r.violations) out.push({ id: v.id, impact: v.impact,
                nodes: v.nodes.map((n) => n.target.join(" ") + ": " + n.failureSummary) });
            }
            return out;
        }""",
        [selector, RULES],
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_axe_violation_in_the_puzzle_and_the_table(lab, page, out_dir, lang):
    path = axe_path()
    pids = ["swoop-carla-kings", "sweep-clear-the-table", "schwimmen-spades-28"]
    cells = ["from cardlab.widgets import Puzzle, Table"]
    cells += [f'Puzzle("{pid}", lang="{lang}")' for pid in pids]
    cells += [
        f"t = Table('schwimmen', seat=0, bots=['heuristic'], players=3, seed=5, lang='{lang}')\nt",
        f"Table('swoop', seat=0, bots=['heuristic'], players=3, seed=1, lang='{lang}')",
        f"print('ready axe {lang}')",
    ]
    name = f"axe_{lang}.ipynb"
    put_notebook(lab, name, cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, name, f"ready axe {lang}")
    page.wait_for_selector(
        ".cardlab-table svg.cl-table g.cl-card[data-key]", state="attached", timeout=30_000
    )
    page.wait_for_selector(
        ".cardlab-puzzle svg.cl-table g.cl-card[data-key]", state="attached", timeout=30_000
    )
    # the Table's recent moves hold the bots' moves (the learner is not first at the Swoop table);
    # the Rules panels are open, their menus checked too
    for b in page.locator(".cardlab-table button.cl-rules-btn").all():
        b.click()
    assert page.locator(".cardlab-table .cl-rules-panel select").count() > 5
    page.add_script_tag(path=str(path))
    found = {sel: violations(page, sel) for sel in (".cardlab-puzzle", ".cardlab-table")}
    page.locator(".cardlab-table").first.scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / f"axe-{lang}.png"))
    assert found == {".cardlab-puzzle": [], ".cardlab-table": []}, found
