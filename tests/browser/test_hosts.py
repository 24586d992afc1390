"""The widgets' controls in Voila and Notebook 7 (issue 12: styles that survive any host).

The same check as under marimo (tests/browser/hosts/styles.py): every button, select and text
input of a Replay, a Puzzle and a Table has cardlab's own border, background and font size,
whatever the host's CSS does to controls.  Voila runs the notebook on page load (code hidden);
Notebook 7 opens it and runs all cells from the Run menu.  Screenshots: test-output/voila.png,
test-output/notebook7.png (1280x720)."""

from __future__ import annotations

import secrets
import sys
import time
from pathlib import Path

import pytest

from .hosts.styles import WIDGETS, unstyled_controls
from .servers import env_with, free_port, need, serve

pytestmark = [pytest.mark.browser, pytest.mark.fresh_page]  # pages on a server of their own

ROOT = Path(__file__).resolve().parents[2]

CELLS = [
    "from cardlab import Record\nfrom cardlab.widgets import Puzzle, Replay, Table\n"
    "replay = Replay(Record.load('swoop.json'), lang='de')\nreplay",
    "puzzle = Puzzle('swoop-carla-kings', lang='de')\npuzzle",
    "table = Table('schwimmen', seat=0, bots=['heuristic', 'heuristic'], players=3, seed=5, lang='de')\ntable",
    "print('HOSTS-READY', len(table.log))",
]


def _folder(tmp_path_factory, name):
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    from cardlab.play import play_game

    home = tmp_path_factory.mktemp(name)
    nbdir = home / "nb"
    nbdir.mkdir()
    play_game("swoop", players=3, seed=7).save(nbdir / "swoop.json")
    nb = new_notebook(cells=[new_code_cell(c) for c in CELLS])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, nbdir / "widgets.ipynb")
    env = env_with(
        JUPYTER_CONFIG_DIR=str(home / "cfg"),
        JUPYTER_RUNTIME_DIR=str(home / "rt"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "ws"),
    )
    return home, nbdir, env


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    need("voila")
    home, nbdir, env = _folder(tmp_path_factory, "voila")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with serve(
        [
            sys.executable,
            "-m",
            "voila",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--show_tracebacks=True",
            "widgets.ipynb",
        ],
        env,
        nbdir,
        home / "server.log",
        f"{base}/api/status",
    ):
        yield base


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    need("notebook")
    home, nbdir, env = _folder(tmp_path_factory, "nb7")
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    with serve(
        [
            sys.executable,
            "-m",
            "jupyter",
            "notebook",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={nbdir}",
            "--JupyterNotebookApp.expose_app_in_browser=True",
        ],
        env,
        nbdir,
        home / "server.log",
        f"{base}/api/status?token={token}",
    ):
        yield base, token


def _check(page, out_dir, name):
    for what, sel in WIDGETS.items():
        page.locator(f"{sel} svg.cl-table g.cl-card").first.wait_for(state="attached", timeout=60_000)
    time.sleep(1)
    page.screenshot(path=str(out_dir / f"{name}.png"))
    bad, counts = unstyled_controls(page)
    assert counts["Replay"] >= 5 and counts["Puzzle"] >= 3 and counts["Table"] >= 3, counts
    assert not bad, f"controls not styled by cardlab under {name}:\n" + "\n".join(bad)


def test_voila_controls_styled_by_cardlab(voila_url, page, out_dir):
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_url, timeout=90_000)  # Voila runs the notebook while the page loads
    page.locator("text=HOSTS-READY").first.wait_for(state="attached", timeout=90_000)
    _check(page, out_dir, "voila")
    # page errors from Voila's own offline CDN requests are network errors, not page errors
    assert not page.errors, page.errors


def test_notebook7_controls_styled_by_cardlab(notebook7, page, out_dir):
    base, token = notebook7
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{base}/notebooks/widgets.ipynb?token={token}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=60_000)
    page.wait_for_function(
        "() => { const w = window.jupyterapp?.shell?.currentWidget;"
        " return w?.sessionContext?.session?.kernel?.status === 'idle'; }",
        timeout=60_000,
    )
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.click("li[data-command='runmenu:run-all']")
    page.locator("text=HOSTS-READY").first.wait_for(state="attached", timeout=90_000)
    page.locator(".jp-Notebook").first.evaluate("n => n.scrollTop = 0")
    _check(page, out_dir, "notebook7")
    # Notebook 7 itself raises "reading 'schema'" on a blank notebook too (recipes README)
    assert not [e for e in page.errors if "schema" not in e], page.errors
