"""A tutorial as a code-free app: Voila runs tutorials/en/03_schwimmen.ipynb as it is stored (the
README's "as an app" Binder links open the same ``voila/render/tutorials/...`` page), the page
shows text, boxes and widgets but no code, and a widget answers: the first Replay's forward button
moves it one step (its root's ``data-step``), and a refused move stands in its own box.

Voila runs on a loopback port with no browser; headless Chromium from /usr/bin/chromium (see
conftest.py).  The seconds from starting Voila to the widget's answer are printed (``-s``) and
the page is saved as test-output/voila-tutorial.png."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from .servers import env_with, free_port, need, serve

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "tutorials" / "en" / "03_schwimmen.ipynb"
REPLAY = ".cardlab-replay:not(.cardlab-table)"


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    need("voila")
    home = tmp_path_factory.mktemp("voila-tutorial")
    port = free_port()
    env = env_with(JUPYTER_CONFIG_DIR=str(home / "cfg"), JUPYTER_RUNTIME_DIR=str(home / "rt"))
    log_path = home / "voila.log"
    started = time.time()
    base = f"http://127.0.0.1:{port}"
    cmd = [
        sys.executable,
        "-m",
        "voila",
        str(NOTEBOOK),
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--show_tracebacks=True",
    ]
    with serve(cmd, env, NOTEBOOK.parent, log_path, f"{base}/api/status"):
        yield base, started, log_path


def test_a_tutorial_runs_as_a_code_free_app(voila, page, out_dir):
    base, started, log_path = voila
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base, timeout=120_000)  # Voila runs every cell while the page loads
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
