"""The widgets under marimo (issue 12: styles that survive any host).

marimo renders each ``mo.ui.anywidget`` in an open shadow root with a CSS reset of its own: a
control that cardlab does not style itself loses its border, background and font size there.
This test runs ``marimo run`` headless on loopback with ``hosts/marimo_app.py`` (a Replay of a
Swoop record, a Puzzle and a Schwimmen Table, in German) and checks in Chromium that

- the three widgets render;
- every button, select and text input inside them is styled by cardlab, not reset: a visible
  border (width > 0, style not none) and a background that is not transparent, font size at
  least 13 px (checkboxes: drawn, not ``appearance: none``; the rows of the replay's move list,
  boxless on purpose, must carry cardlab's row rule: ``hosts/styles.py``, ``BOXLESS``);
- a move is made at the Table by touching cards (a lit hand card, a lit middle card, the green
  button) and the Table's ``data-log-length`` grows.

Screenshots in test-output/: marimo.png (1280x720; marimo scrolls inside a container of its own,
so this is the Replay and the top of the Puzzle), marimo_table.png, marimo_puzzle.png,
marimo_picked.png (the cards picked), marimo_table_after.png.

Run: ``pytest tests/browser/test_marimo.py`` (about 30 s); skipped only without marimo.

Playwright's CSS locators pierce open shadow roots, ``document.querySelector`` does not: all
lookups here go through locators (``locator.evaluate_all`` hands the elements to the page)."""

from __future__ import annotations

import os
import sys
import time
import warnings
from pathlib import Path

import pytest

from .hosts.styles import PUZZLE, TABLE, WIDGETS, unstyled_controls
from .servers import env_with, free_port, need, serve

pytestmark = [pytest.mark.browser, pytest.mark.fresh_page]  # pages on a server of their own

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
APP = HERE / "hosts" / "marimo_app.py"

LIT = "svg.cl-table g.cl-card.cl-lit[data-key]"


@pytest.fixture(scope="module")
def marimo_url(tmp_path_factory):
    need("marimo")
    from cardlab.play import play_game

    home = tmp_path_factory.mktemp("marimo")
    record = home / "swoop.json"
    play_game("swoop", players=3, seed=7).save(record)
    port = int(os.environ.get("MARIMO_PORT", 0)) or free_port()
    env = env_with(
        CARDLAB_RECORD=str(record),
        MARIMO_SKIP_UPDATE_CHECK="1",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_STATE_HOME=str(home / "state"),
    )
    base = f"http://127.0.0.1:{port}"
    cmd = [
        sys.executable,
        "-m",
        "marimo",
        "run",
        str(APP),
        "--headless",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--no-token",
        "--no-sandbox",
    ]
    # readiness: marimo's health endpoint answers
    with serve(cmd, env, home, home / "marimo.log", f"{base}/health", timeout=60):
        yield base
    print(f"marimo log: {home / 'marimo.log'}")


def open_app(page, url):
    """Open the app at 1280x720 and wait until the three widgets are drawn (the kernel runs the
    cells after the page connects).  On a timeout, say which widget and what the page logged."""
    page.set_viewport_size({"width": 1280, "height": 720})
    console = []
    page.on("console", lambda m: m.type == "error" and console.append(m.text))
    page.goto(url)
    deadline = time.time() + 90
    for name, sel in WIDGETS.items():
        for what in (sel, f"{sel} svg.cl-table g.cl-card"):  # mounted, then drawn
            try:
                page.locator(what).first.wait_for(
                    state="attached", timeout=max(1000, (deadline - time.time()) * 1000)
                )
            except Exception as e:
                raise AssertionError(
                    f"the {name} widget never showed {what!r} under marimo; "
                    f"page errors {page.errors}, console errors {console}"
                ) from e
    return console


def test_widgets_render_with_cardlab_styled_controls(marimo_url, page, out_dir):
    open_app(page, marimo_url)
    for name, sel in WIDGETS.items():
        assert page.locator(sel).count() == 1, name
        assert page.locator(sel).first.is_visible(), name
    # marimo really is the host: the widgets are inside its shadow roots
    assert page.locator("marimo-anywidget").count() >= 3
    assert page.evaluate(f"() => document.querySelector('{TABLE}') === null"), "expected shadow DOM"
    time.sleep(1)  # let fonts and the last redraw settle before the screenshot
    page.screenshot(path=str(out_dir / "marimo.png"))
    page.locator(TABLE).first.screenshot(path=str(out_dir / "marimo_table.png"))
    page.locator(PUZZLE).first.screenshot(path=str(out_dir / "marimo_puzzle.png"))

    unique, seen = unstyled_controls(page)
    assert seen["Replay"] >= 5 and seen["Puzzle"] >= 3 and seen["Table"] >= 3, seen
    assert not unique, "controls not styled by cardlab under marimo:\n" + "\n".join(unique)
    assert not page.errors, page.errors


def _wait_for_touch(table, timeout=60):
    """The learner's turn with something to touch or press (the touch selectors may still be
    arriving in the widget: wait for them, and say which is missing)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if table.get_attribute("data-moves") not in (None, "", "0") and (
            table.locator(LIT).count() or table.locator("button.ct-kind:not([aria-disabled='true'])").count()
        ):
            return
        time.sleep(0.25)
    raise AssertionError(
        f"no lit card ({LIT}) and no enabled button.ct-kind at the Table after {timeout}s: "
        f"data-moves={table.get_attribute('data-moves')!r}, "
        f"data-log-length={table.get_attribute('data-log-length')!r}, "
        f"cards={table.locator('svg.cl-table g.cl-card').count()}, "
        f"buttons={table.locator('button').count()}"
    )


def test_a_move_by_touching_cards_at_the_table(marimo_url, page, out_dir):
    open_app(page, marimo_url)
    table = page.locator(TABLE).first
    table.scroll_into_view_if_needed()
    _wait_for_touch(table)
    before = int(table.get_attribute("data-log-length"))
    how = []
    hand = table.locator(LIT + "[data-place='hand']")
    if hand.count():
        hand.first.click()
        how.append("hand card")
        middle = table.locator(LIT + "[data-place='middle']")
        if middle.count():
            middle.first.click()
            how.append("middle card")
        for _ in range(6):  # a move of more cards: go on touching lit cards
            if (
                table.locator("button.ct-confirm:not([aria-disabled='true'])").count()
                or not table.locator(LIT).count()
            ):
                break
            table.locator(LIT).first.click()
            how.append("card")
        confirm = table.locator("button.ct-confirm:not([aria-disabled='true'])")
        assert confirm.count(), f"touched {how} but the green button stays disabled"
        page.screenshot(path=str(out_dir / "marimo_picked.png"))
        how.append(f"confirm {confirm.first.inner_text()!r}")
        confirm.first.click()
    else:  # no card to touch: a move that needs no card
        warnings.warn(f"no lit card ({LIT}) at the Table under marimo: the move is made by a button")
        button = table.locator("button.ct-kind:not([aria-disabled='true'])").first
        how.append(f"button {button.get_attribute('data-kind')}")
        button.click()
    deadline = time.time() + 30
    while int(table.get_attribute("data-log-length")) <= before:
        assert time.time() < deadline, f"data-log-length stayed {before} after {how}"
        time.sleep(0.2)
    # the move went through the kernel: Python's log grew, and the line below the Table says so
    page.locator("text=/PY-LOG [1-9]/").first.wait_for(state="attached", timeout=30_000)
    print("the move at the Table:", ", ".join(how))
    page.locator(TABLE).first.screenshot(path=str(out_dir / "marimo_table_after.png"))
    assert not page.errors, page.errors
