"""A tutorial as a code-free app: Voila runs tutorials/en/03_schwimmen.ipynb as it is stored (the
README's "as an app" Binder links open the same ``voila/render/tutorials/...`` page), the page
shows text, boxes and widgets but no code, and a widget answers: the first Replay's forward button
moves it one step (its root's ``data-step``), and a refused move stands in its own box.

Voila runs on a loopback port with no browser; headless Chromium from /usr/bin/chromium (see
conftest.py).  The seconds from starting Voila to the widget's answer are printed (``-s``) and
the page is saved as test-output/voila-tutorial.png."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "tutorials" / "en" / "03_schwimmen.ipynb"
REQUIRE = os.environ.get("CARDLAB_REQUIRE_BROWSER") == "1"
REPLAY = ".cardlab-replay:not(.cardlab-table)"


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    try:
        import voila as _  # noqa: F401
    except ImportError as e:
        if REQUIRE:
            pytest.fail(f"CARDLAB_REQUIRE_BROWSER=1 but voila is not importable ({e})")
        pytest.skip(f"voila is not importable ({e}): pip install voila (it is in the dev extra)")
    home = tmp_path_factory.mktemp("voila-tutorial")
    port = _free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "cfg"), JUPYTER_RUNTIME_DIR=str(home / "rt"),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep))
    log_path = home / "voila.log"
    started = time.time()
    with open(log_path, "w") as log:
        proc = subprocess.Popen([sys.executable, "-m", "voila", str(NOTEBOOK), "--no-browser",
                                 f"--port={port}", "--Voila.ip=127.0.0.1", "--show_tracebacks=True"],
                                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                cwd=str(NOTEBOOK.parent), start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status", timeout=2).read()
                break
            except urllib.error.HTTPError:      # it answers: it is up
                break
            except Exception:
                if proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"voila did not start:\n{log_path.read_text()}")
                time.sleep(0.25)
        yield base, started, log_path
    finally:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
            except ProcessLookupError:
                pass


def test_a_tutorial_runs_as_a_code_free_app(voila, page, out_dir):
    base, started, log_path = voila
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base, timeout=120_000)            # Voila runs every cell while the page loads
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
        "sel => document.querySelector(sel)?.dataset.step === '1'", arg=REPLAY, timeout=30_000)
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
