"""The Table widget in a real JupyterLab and Chromium: a Schwimmen game against two bots played
by clicking the legal moves (knock when allowed, else pass), with "why?" and the bot's hint
asked on the way; the finished game read back in Python as a record."""
import time

import pytest

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

W = ".cardlab-table"
CELLS = [
    "from cardlab.widgets.table import Table\n"
    "t = Table('schwimmen', seat=0, bots=['heuristic', 'random'], players=3, seed=5)\nt",
    "print('ready table', t.game)",
]


def test_play_schwimmen_by_clicking(lab, page, out_dir):
    put_notebook(lab, "table_game.ipynb", CELLS)
    open_and_run(page, lab, "table_game.ipynb", "ready table", workspace="table")
    page.wait_for_selector(f"{W} svg.cl-table", state="attached", timeout=30_000)
    w = page.locator(W).first
    # the table is drawn by the shared SVG drawing code: the learner's three cards are there
    assert w.locator("svg.cl-table .cl-card").count() >= 3
    asked = marked = False
    rounds_over = 0
    deadline = time.time() + 150
    while time.time() < deadline:
        state = page.evaluate(f"() => {{ const r = document.querySelector('{W}'); return "
                              f"{{m: r.dataset.moves, f: r.dataset.finished, d: r.dataset.dealOver, "
                              f"n: r.dataset.logLength}}; }}")
        if state["f"] == "true":
            break
        if state["d"] == "true" and w.locator("button.ct-next").is_visible():
            rounds_over += 1
            w.locator("button.ct-next").click(timeout=10_000)
        elif state["m"] != "0":
            if not asked:       # ask why a move is legal, and what the bot would play
                w.locator("button.ct-why").first.click()
                page.wait_for_function(f"() => document.querySelector('{W} .ct-info').textContent.length > 10",
                                       timeout=15_000)
                assert "moves the rules allow" in w.locator(".ct-info").inner_text()
                w.locator("button.ct-hint").click()
                page.wait_for_function(f"() => document.querySelector('{W} .ct-info').textContent.includes('bot would play')",
                                       timeout=15_000)
                asked = True
            swap = w.locator("button.ct-play[data-move^='swap ']")
            if not marked and swap.count() > 1:
                # pointing at a swap marks its two cards on the table; clicking one of the
                # learner's cards marks (and focuses) the moves that play it
                notation = swap.nth(1).get_attribute("data-move")
                swap.nth(1).hover()
                picked = sorted(g.get_attribute("data-card") for g in w.locator("svg.cl-table g.ct-pick").all())
                assert picked == sorted(notation.split()[1:]), (picked, notation)
                give = notation.split()[1]
                w.locator(f"svg.cl-table g.cl-panel[data-seat='0'] g.cl-card[data-card='{give}']").click()
                matched = [b.get_attribute("data-move") for b in w.locator("button.ct-play.ct-match").all()]
                assert matched and all(give in m.split() for m in matched), matched
                assert "swap" in page.evaluate("() => document.activeElement.dataset.move || ''")
                assert w.locator(".ct-info").inner_text().startswith(give[:-1])
                page.screenshot(path=str(out_dir / "table_marked.png"))
                marked = True
            for mv in ("knock", "pass", "keep"):      # the dealer first keeps a stack
                b = w.locator(f"button.ct-play[data-move='{mv}']")
                if b.count():
                    b.first.click()
                    break
        else:
            time.sleep(0.2)
            continue
        page.wait_for_function(
            f"() => {{ const r = document.querySelector('{W}'); return r.dataset.logLength !== '{state['n']}'"
            f" || r.dataset.finished === 'true' || r.dataset.dealOver !== '{state['d']}'; }}", timeout=20_000)
    assert asked and marked and rounds_over >= 1
    page.screenshot(path=str(out_dir / "table_schwimmen.png"))
    # the log explains the bots' moves in words
    assert w.locator(".ct-log li").count() >= 1
    assert not page.errors, page.errors
