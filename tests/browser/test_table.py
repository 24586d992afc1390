"""The Table widget in a real JupyterLab and Chromium: a Schwimmen game against two bots played
by clicking the legal moves (knock when allowed, else pass), with "why?" and the bot's hint
asked on the way; the finished game read back in Python as a record."""
import json
import time
import urllib.request

import pytest

pytestmark = pytest.mark.browser

W = ".cardlab-table"
NOTEBOOK = {
    "cells": [
        {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
         "source": "from cardlab.widgets.table import Table\n"
                   "t = Table('schwimmen', seat=0, bots=['heuristic', 'random'], players=3, seed=5)\nt"},
        {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
         "source": "print('ready table', t.game)"},
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}


def put_notebook(lab, name):
    base, token = lab
    body = json.dumps({"type": "notebook", "format": "json", "content": NOTEBOOK}).encode()
    req = urllib.request.Request(f"{base}/api/contents/{name}?token={token}", data=body, method="PUT",
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=30).read()


def test_play_schwimmen_by_clicking(lab, page, out_dir):
    put_notebook(lab, "table_game.ipynb")
    base, token = lab
    page.goto(f"{base}/lab/workspaces/table/tree/table_game.ipynb?reset&token={token}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=60_000)
    page.wait_for_function(
        "() => { const w = window.jupyterapp?.shell?.currentWidget;"
        " return w?.sessionContext?.session?.kernel?.status === 'idle'; }", timeout=60_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.click("li[data-command='runmenu:run-all']")
    page.wait_for_selector("text=ready table", state="attached", timeout=60_000)
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
