"""The pure engines where they are meant to run: JupyterLite (Pyodide, WebAssembly) in Chromium.

Builds the JupyterLite site (``lite/build.py``, as ``make lite`` does) unless ``--site`` names a
built one, serves it on 127.0.0.1, opens a notebook in headless Chromium (its kernel starts
with cardlab loaded), and plays random games there through the per-move API and in playouts (the same loops as ``benchmarks/cpu_rates.py``, timed by the wall clock inside the
kernel), and times the Monte Carlo bot's decisions at default strength (as ``benchmarks/bots.py``
does).  The same code then runs here as pure Python (``CARDLAB_PURE=1``), and the ratios are
printed.

    .venv/bin/python benchmarks/lite.py
    .venv/bin/python benchmarks/lite.py --site build/lite --seconds 3

Needs Chromium (apt-get install chromium) and lite/requirements.txt.  Prints figures; asserts
nothing.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
GAMES = ("swoop", "sweep", "schwimmen")


def kernel_code(games: list[str], seconds: float) -> str:
    """The code run in the kernel (Pyodide) and here: the loops of benchmarks/engine.py
    (``random_play``, per move), benchmarks/cpu_rates.py (``playouts``) and benchmarks/bots.py
    (``decision_times``, the Monte Carlo bot's decisions at default strength), sent as their own
    source, all timed by the wall clock; it prints one line of JSON."""
    import bots
    import cpu_rates
    import engine

    parts = [inspect.getsource(f) for f in (engine.random_play, cpu_rates.playouts, bots.decision_times)]
    return "\n".join(
        [
            "import json, random, statistics, sys, time",
            "from cardlab import get_game",
            "from cardlab.engine import Match",
            "CLOCK = time.perf_counter",
            *parts,
            "out = {'python': sys.version.split()[0]}",
            f"for game in {games!r}:",
            "    random_play(game, 4, 0.3, clock=CLOCK)  # warm the memo tables",
            f"    out[game] = [random_play(game, 4, {seconds!r}, clock=CLOCK)[0], playouts(game, {seconds!r}, 2),",
            "                 statistics.median(decision_times(game, 'mc', positions=10, clock=CLOCK))]",
            "print('RESULT ' + json.dumps(out))",
        ]
    )


def build_site(out: Path, cache: Path) -> Path:
    p = subprocess.run(
        [sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(out), "--cache", str(cache)],
        capture_output=True,
        text=True,
    )
    if p.returncode != 0:
        raise SystemExit("the JupyterLite site could not be built:\n" + (p.stderr or p.stdout)[-2000:])
    return out


def in_lite(site: Path, games: list[str], seconds: float) -> dict:
    from playwright.sync_api import sync_playwright
    from serve_site import serve_site

    code = kernel_code(games, seconds)
    with serve_site(site) as base:
        url = f"{base}/lab/index.html?path=tutorials/en/01_swoop.ipynb"
        with sync_playwright() as p:
            b = p.chromium.launch(
                executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            page = b.new_page()
            page.goto(url)
            page.wait_for_function(
                "() => window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel?.status"
                " === 'idle'",
                timeout=300_000,
            )
            run = """async (code) => {
                const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
                let out = '';
                const f = k.requestExecute({code});
                f.onIOPub = (m) => {
                    if (m.header.msg_type === 'stream') out += m.content.text;
                    if (m.header.msg_type === 'error') out += m.content.ename + ': ' + m.content.evalue;
                };
                await f.done;
                return out;
            }"""
            text = page.evaluate(run, code)
            b.close()
    return _result(text)


def _result(text: str) -> dict:
    line = next((ln for ln in text.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        raise SystemExit("no result from the kernel:\n" + text[-2000:])
    return json.loads(line[len("RESULT ") :])


def here(games: list[str], seconds: float) -> dict:
    env = dict(os.environ, CARDLAB_PURE="1")
    p = subprocess.run(
        [sys.executable, "-c", kernel_code(games, seconds)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )
    return _result(p.stdout)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", help="a JupyterLite site built already (lite/build.py --out DIR)")
    ap.add_argument(
        "--cache", default=str(ROOT / "build" / "lite-cache"), help="lite/build.py's download cache"
    )
    ap.add_argument("--seconds", type=float, default=2.0, help="seconds per game and loop")
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site) if args.site else build_site(Path(tmp) / "site", Path(args.cache))
        lite = in_lite(site, args.games, args.seconds)
    native = here(args.games, args.seconds)
    print(
        f"moves per second (wall clock), 4 players; JupyterLite's Python {lite['python']} in Chromium "
        f"against Python {native['python']} here, both pure"
    )
    print(f"{'game':10} {'loop':9} {'JupyterLite':>12} {'here, pure':>11} {'ratio':>6}")
    for game in args.games:
        for i, loop in enumerate(("per move", "playouts")):
            a, b = lite[game][i], native[game][i]
            print(f"{game:10} {loop:9} {a:12,.0f} {b:11,.0f} {a / b:6.2f}")
    print("a Monte Carlo decision at default strength, median of 10, seconds")
    for game in args.games:
        a, b = lite[game][2], native[game][2]
        print(f"{game:10} {'decision':9} {a:12.2f} {b:11.2f} {b / a:6.2f}")


if __name__ == "__main__":
    main()
