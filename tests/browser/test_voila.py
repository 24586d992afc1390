"""The tutorials as code-free apps, started as ``make app`` starts them: Voila on the repository
with cardlab's template (JUPYTER_PATH=jupyter-data, --template=cardlab), each tutorial at
``voila/render/tutorials/<lang>/<name>.ipynb`` like the README's "as an app" Binder links.

tutorials/en/03_schwimmen.ipynb shows text, boxes and widgets but no code, and a widget answers:
the first Replay's forward button moves it one step (its root's ``data-step``), and a refused move
stands in its own box.  The German start page speaks German from the first moment: its <title>,
<html lang>, the loading screen (no "Running ..." or "Executing 5 of 9"); a link to another
tutorial opens that tutorial as an app in a new tab (not Voila's 403 page) and the start page
stays where it was, and a link to the documentation opens in a new tab too.

Voila runs on a loopback port with no browser; headless Chromium from /usr/bin/chromium (see
conftest.py).  The seconds from starting Voila to the widget's answer are printed (``-s``) and
the pages are saved as test-output/voila-tutorial.png and voila-start-de.png."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from .servers import env_with, free_port, need, serve

pytestmark = [pytest.mark.browser, pytest.mark.fresh_page]  # pages on a server of their own

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = "tutorials/en/03_schwimmen.ipynb"
START_DE = "tutorials/de/00_start.ipynb"
REPLAY = ".cardlab-replay:not(.cardlab-table)"


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    need("voila")
    home = tmp_path_factory.mktemp("voila-tutorial")
    port = free_port()
    env = env_with(
        JUPYTER_CONFIG_DIR=str(home / "cfg"),
        JUPYTER_RUNTIME_DIR=str(home / "rt"),
        JUPYTER_PATH=str(ROOT / "jupyter-data"),  # the template, as make app finds it
    )
    log_path = home / "voila.log"
    started = time.time()
    base = f"http://127.0.0.1:{port}"
    cmd = [
        sys.executable,
        "-m",
        "voila",
        str(ROOT),
        "--template=cardlab",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--show_tracebacks=True",
    ]
    with serve(cmd, env, ROOT, log_path, f"{base}/voila/static/voila.js"):
        yield base, started, log_path


def test_a_tutorial_runs_as_a_code_free_app(voila, page, out_dir):
    base, started, log_path = voila
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{base}/voila/render/{NOTEBOOK}", timeout=120_000)  # Voila runs every cell first
    replay = page.locator(REPLAY).first
    replay.locator("svg.cl-table g.cl-card").first.wait_for(state="attached", timeout=120_000)
    ready = time.time() - started

    # text and widgets, no code: the boxes render as quotes with their lead, no source is sent
    body = page.locator("body").inner_text()
    assert "Schwimmen (31)" in body and "The rules say:" in body and "cardlab decides:" in body
    assert page.locator("blockquote strong", has_text="cardlab decides:").count() >= 4
    assert "lessons.example(" not in page.content() and "from cardlab import" not in page.content()

    # the widget answers: one step forward
    replay.scroll_into_view_if_needed()
    root = replay
    assert root.get_attribute("data-step") == "0"
    replay.locator("button.cl-forward").click()
    page.wait_for_function(
        "sel => document.querySelector(sel)?.dataset.step === '1'", arg=REPLAY, timeout=30_000
    )
    answered = time.time() - started
    assert replay.locator(".cl-explain").inner_text().strip()

    # a refused move, in its own box, with the engine's reason
    refusal = page.locator(".cardlab-refusal").first
    refusal.wait_for(state="attached", timeout=30_000)
    assert "Refused:" in refusal.inner_text()
    # and the game against the bots at the end is there
    page.locator(".cardlab-table").first.wait_for(state="attached", timeout=60_000)

    page.screenshot(path=str(out_dir / "voila-tutorial.png"))
    print(f"\nvoila: tutorial widgets drawn {ready:.1f} s after start, forward answered at {answered:.1f} s")
    errors = [e for e in page.errors if "Failed to fetch" not in e]
    assert not errors, errors
    assert "Traceback" not in log_path.read_text()


def test_the_german_start_page_speaks_german_and_its_links_open_in_new_tabs(voila, page, out_dir):
    base, _, log_path = voila
    page.set_viewport_size({"width": 1280, "height": 900})
    # the loading screen, while Voila runs the cells: German from the first moment
    seen = []
    page.goto(f"{base}/voila/render/{START_DE}", wait_until="commit", timeout=120_000)
    page.wait_for_selector("#loading_text", state="attached", timeout=60_000)
    while page.locator("#loading_text").count():
        try:
            text = page.locator("#loading_text").inner_text(timeout=1_000)
        except Exception:  # the spinner went away between the two calls
            break
        if text and text not in seen:
            seen.append(text)
        page.wait_for_timeout(50)
    assert seen, "no loading text seen"
    assert seen[0] == "\u201eWillkommen bei cardlab\u201c wird vorbereitet \u2026", seen
    assert not any("Running" in t or "Executing" in t for t in seen), seen
    assert all("vorbereitet" in t for t in seen), seen
    page.locator(REPLAY).first.wait_for(state="attached", timeout=120_000)
    assert page.title() == "Willkommen bei cardlab"
    assert page.evaluate("document.documentElement.lang") == "de"
    body = page.locator("body").inner_text()
    assert "So fängst du an:" in body and "Alle Zellen ausführen" in body

    # every link in the text opens in a new tab, and says so
    links = page.locator(".jp-RenderedMarkdown a[href]:not([href^='#'])")
    assert links.count() >= 8
    for i in range(links.count()):
        assert links.nth(i).get_attribute("target") == "_blank", links.nth(i).get_attribute("href")
        assert links.nth(i).get_attribute("title") == "öffnet sich in einem neuen Tab"

    # the start page's widgets keep their state: step the first replay, follow a link
    replay = page.locator(REPLAY).first
    replay.scroll_into_view_if_needed()
    replay.locator("button.cl-forward").click()
    page.wait_for_function("sel => document.querySelector(sel)?.dataset.step === '1'", arg=REPLAY)
    link = page.locator(".jp-RenderedMarkdown a[href='02_sweep.ipynb']").first
    with page.context.expect_page(timeout=30_000) as new_tab:
        link.click()
    other = new_tab.value
    other.wait_for_load_state("domcontentloaded", timeout=120_000)
    assert other.url == f"{base}/voila/render/tutorials/de/02_sweep.ipynb"
    other.locator(REPLAY).first.wait_for(state="attached", timeout=120_000)
    assert other.title() == "Sweep lernen · cardlab"  # a German tutorial, not a 403 page
    assert "403" not in other.locator("body").inner_text()[:200]
    other.close()
    assert page.url == f"{base}/voila/render/{START_DE}"
    assert page.locator(REPLAY).first.get_attribute("data-step") == "1"  # the learner's progress

    page.screenshot(path=str(out_dir / "voila-start-de.png"))
    errors = [e for e in page.errors if "Failed to fetch" not in e]
    assert not errors, errors
    assert "Traceback" not in log_path.read_text()
