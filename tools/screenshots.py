"""Screenshots of cardlab's three widgets (Replay, Puzzle, Table) in JupyterLab, in English and
German, for the documentation: ``docs/images/<widget>-<lang>.png``, 1280x720, the file browser
open beside the notebook.  Run by ``make screenshots``:

    python tools/screenshots.py                  # all six pictures
    python tools/screenshots.py table --lang de  # only some
    python tools/screenshots.py --out /tmp/shots # somewhere else

It starts a JupyterLab of its own on loopback serving a temporary folder, writes a small notebook
per picture through the contents API, runs it in headless Chromium (``/usr/bin/chromium`` or
$CHROMIUM, through the Python package playwright; never ``playwright install``), waits until the
widget has drawn its cards and takes the picture.  The notebook helpers are the browser tests'
(tests/browser/lab.py: ``put_notebook``, ``open_and_run``); the server is started the way their
``lab`` fixture does it (tests/browser/conftest.py), with the same Chromium switches.

The widgets are being reworked, so the script waits for what every version draws (the widget's
root element, then its cards) and, if a widget never gets that far, still takes the picture and
reports it (exit status 1).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.lab import put_notebook  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SIZE = {"width": 1280, "height": 720}
OUT = ROOT / "docs" / "images"
LANGS = ("en", "de")
PLAYERS = '["Anna", "Ben", "Carla"]'

# what each picture shows: the cells of its notebook, the widget's root element, and what is
# printed once the widget's cell has run
SHOTS = {
    "replay": {
        "selector": ".cardlab-replay",
        "cells": [
            "from cardlab.play import play_game\nfrom cardlab.widgets import Replay\n\n"
            f'game = play_game("swoop", players={PLAYERS}, seed=4, max_deals=1)\n'
            'Replay(game, lang="{LANG}", step=7)',
        ],
    },
    "puzzle": {
        "selector": ".cardlab-puzzle",
        "cells": [
            'from cardlab.widgets import Puzzle\n\nPuzzle("schwimmen-spades-28", lang="{LANG}")',
        ],
    },
    "table": {
        "selector": ".cardlab-table",
        "cells": [
            "from cardlab.widgets import Table\n\n"
            'Table("schwimmen", seat=0, bots=["heuristic", "heuristic"],\n'
            f'      players={PLAYERS}, lang="{{LANG}}", seed=2)',
        ],
    },
}
READY = 'print("screenshot", "ready")'  # the output, not the source, says "screenshot ready"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_lab(home: Path):
    """JupyterLab on loopback serving ``home/nb``, with settings of its own (no news pop-up, no
    update check, the learner's settings not read); returns (process, (base, token))."""
    port, token = _free_port(), secrets.token_hex(16)
    root, settings = home / "nb", home / "settings"
    root.mkdir()
    settings.mkdir()
    (settings / "overrides.json").write_text(
        json.dumps(
            {
                "@jupyterlab/apputils-extension:notification": {
                    "fetchNews": "false",
                    "checkForUpdates": False,
                },
            }
        )
    )
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "cfg"),
        JUPYTER_RUNTIME_DIR=str(home / "rt"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "ws"),
        JUPYTER_CONFIG_PATH=str(ROOT / "jupyter-config"),  # make lab's: no news plugin
        PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
    )
    log = open(home / "lab.log", "w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--ip",
            "127.0.0.1",
            f"--port={port}",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
            f"--LabApp.app_settings_dir={settings}",
            "--allow-root",
            "--LabApp.expose_app_in_browser=True",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while True:
        try:
            urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=1).read()
            return proc, (base, token)
        except Exception:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                raise RuntimeError((home / "lab.log").read_text())
            time.sleep(0.25)


def stop_kernels(lab):
    """Shut down every kernel of the lab: one picture's kernel is not needed for the next."""
    base, token = lab
    with urllib.request.urlopen(f"{base}/api/kernels?token={token}", timeout=30) as r:
        kernels = json.loads(r.read())
    for k in kernels:
        req = urllib.request.Request(f"{base}/api/kernels/{k['id']}?token={token}", method="DELETE")
        try:
            urllib.request.urlopen(req, timeout=30).read()
        except Exception:  # noqa: BLE001  (already gone)
            pass


def make_folder(lab, lang: str, name: str):
    """The notebooks of one language, in a folder of their own (what the file browser shows);
    returns the path of the one to photograph."""
    base, token = lab
    req = urllib.request.Request(
        f"{base}/api/contents/{lang}?token={token}",
        method="PUT",
        data=json.dumps({"type": "directory"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=30).read()
    for other in SHOTS:  # all three, so the file browser lists them in every picture
        cells = [c.replace("{LANG}", lang) for c in SHOTS[other]["cells"]] + [READY]
        put_notebook(lab, f"{lang}/{other}.ipynb", cells)
    return f"{lang}/{name}.ipynb"


# JupyterLab's own language (menus, file browser, status bar): German in the German pictures when
# the language pack jupyterlab-language-pack-de-DE is installed (the dev extra and Binder have it)
LOCALES = {"en": "en", "de": "de_DE"}


def set_locale(lab, lang: str) -> None:
    base, token = lab
    body = json.dumps({"raw": json.dumps({"locale": LOCALES[lang]})}).encode()
    req = urllib.request.Request(
        f"{base}/lab/api/settings/@jupyterlab/translation-extension:plugin?token={token}",
        data=body,
        method="PUT",
        headers={"Content-Type": "application/json"},
    )
    try:
        urllib.request.urlopen(req, timeout=30).read()
    except Exception as e:  # noqa: BLE001  (no language pack: the pictures keep English menus)
        print(f"JupyterLab's language stays English ({type(e).__name__})")


def open_and_run_any_language(page, lab, name, wait_text, workspace, timeout):
    """open_and_run, but running the cells by command: the Run menu is "Ausführen" in German."""
    base, token = lab
    page.goto(f"{base}/lab/workspaces/{workspace}/tree/{name}?reset&token={token}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=60_000)
    page.wait_for_function(
        "() => { const w = window.jupyterapp?.shell?.currentWidget;"
        " return w?.sessionContext?.session?.kernel?.status === 'idle'; }",
        timeout=60_000,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(f"text={wait_text}", state="attached", timeout=timeout)


def shoot(page, lab, lang: str, name: str, out: Path) -> str | None:
    """Open, run and photograph one notebook; returns a problem (or None)."""
    shot = SHOTS[name]
    path = make_folder(lab, lang, name)
    set_locale(lab, lang)
    open_and_run_any_language(page, lab, path, "screenshot ready", f"{name}-{lang}", 120_000)
    problem = None
    sel = shot["selector"]
    try:
        page.wait_for_selector(sel, state="visible", timeout=30_000)
        # every version of the widgets draws the cards as g.cl-card in an svg
        page.wait_for_selector(f"{sel} svg g.cl-card", state="attached", timeout=30_000)
    except Exception as e:  # noqa: BLE001  (take the picture anyway, and say so)
        problem = f"{lang}/{name}: the widget did not finish drawing ({type(e).__name__})"
    # the file browser open on the notebook's folder, the rest of the window for the notebook
    page.evaluate(
        """() => {
        const app = window.jupyterapp;
        app.shell.activateById('filebrowser');
        app.commands.execute('filebrowser:go-to-path', {path: '%s'}).catch(() => {});
    }"""
        % path.rsplit("/", 1)[0]
    )
    # no cell selected or scrolled into a corner: the widget's cell at the top of the notebook
    page.evaluate(
        """(sel) => {
        document.activeElement && document.activeElement.blur && document.activeElement.blur();
        const w = document.querySelector(sel);
        const cell = w && w.closest('.jp-Cell');
        if (cell) cell.scrollIntoView({block: 'start'});
    }""",
        sel,
    )
    # the cell that only says "ready" is not part of the picture
    page.add_style_tag(content=".jp-Notebook .jp-Cell:last-child { display: none; }")
    page.mouse.move(SIZE["width"] - 5, SIZE["height"] - 5)
    page.wait_for_timeout(1500)  # the drawing follows the width it is given
    target = out / f"{name}-{lang}.png"
    page.screenshot(path=str(target))
    errors = [e for e in getattr(page, "errors", []) if e]
    if errors:
        problem = (problem or f"{lang}/{name}: drawn") + f"; JavaScript errors: {errors[:3]}"
    print(
        f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}"
        f"{'  (' + problem + ')' if problem else ''}"
    )
    return problem


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("widgets", nargs="*", metavar="WIDGET", help=f"of {', '.join(SHOTS)} (default: all)")
    ap.add_argument("--lang", choices=LANGS, action="append", help="which languages (default: both)")
    ap.add_argument("--out", type=Path, default=OUT, help="where the pictures go (default: docs/images)")
    args = ap.parse_args(argv)
    unknown = [w for w in args.widgets if w not in SHOTS]
    if unknown:
        ap.error(f"unknown widget {unknown[0]!r}: choose from {', '.join(SHOTS)}")
    if not Path(CHROMIUM).exists():
        print(f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    problems = []
    with tempfile.TemporaryDirectory(prefix="cardlab-shots-") as tmp:
        proc, lab = start_lab(Path(tmp))
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                for lang in args.lang or LANGS:
                    for name in args.widgets or SHOTS:
                        ctx = browser.new_context(viewport=SIZE, device_scale_factor=1, locale=lang)
                        page = ctx.new_page()
                        page.errors = []
                        page.on("pageerror", lambda e, page=page: page.errors.append(str(e)))
                        try:
                            problem = shoot(page, lab, lang, name, args.out)
                        except Exception as e:  # noqa: BLE001
                            problem = f"{lang}/{name}: {type(e).__name__}: {str(e).splitlines()[0][:200]}"
                            print(problem, file=sys.stderr)
                        if problem:
                            problems.append(problem)
                        ctx.close()
                        stop_kernels(lab)
                browser.close()
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    for problem in problems:
        print("problem:", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
