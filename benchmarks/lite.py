"""The pure engines where they are meant to run: JupyterLite (Pyodide, WebAssembly) in Chromium.

Builds the JupyterLite site (``lite/build.py``, as ``make lite`` does) unless ``--site`` names a
built one, serves it on 127.0.0.1, opens a notebook in headless Chromium, installs cardlab in its
kernel as the tutorials do, and plays random games there through the per-move API and in
playouts (the same loops as ``benchmarks/cpu_rates.py``, timed by the wall clock inside the
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
import functools
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
GAMES = ("swoop", "sweep", "schwimmen")

# run in the kernel (Pyodide) and here: per move through legal_moves/apply, then whole playouts
LOOPS = r'''
import json, random, sys, time
from cardlab import get_game
from cardlab.engine import Match

def per_move(game, seconds, seed=1):
    g = get_game(game); rules = g.rules(); rng = random.Random(seed); rnd = rng.random
    moves = 0; t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = Match(g, rules, 4).new_deal(rng)
        while not s.over:
            legal = g.legal_moves(s)
            g.apply(s, legal[int(rnd() * len(legal))], False)
            moves += 1
    return moves / (time.perf_counter() - t0)

def playouts(game, seconds, seed=2):
    g = get_game(game); rules = g.rules(); rng = random.Random(seed)
    moves = 0; t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        moves += g.playout(Match(g, rules, 4).new_deal(rng), rng)
    return moves / (time.perf_counter() - t0)

def decision(game, positions=10, seed=5):
    """The median seconds of a Monte Carlo bot's decision at default strength (as
    benchmarks/bots.py times them: positions of games between rule-of-thumb bots)."""
    from cardlab.bots import make_bot
    g = get_game(game); rng = random.Random(seed)
    b, h = make_bot("mc"), make_bot("heuristic")
    times = []
    m = Match(g, None, 4); st = m.new_deal(rng)
    while len(times) < positions:
        if st.over:
            m.end_deal(st)
            if m.finished:
                m = Match(g, None, 4)
            st = m.new_deal(rng)
            continue
        if len(g.legal_moves(st)) > 1 and rng.random() < 0.5:
            t = time.perf_counter(); b.choose(g, st, rng); times.append(time.perf_counter() - t)
        g.apply(st, h.choose(g, st, rng), events=False)
    return sorted(times)[len(times) // 2]

def measure(games, seconds):
    out = {"python": sys.version.split()[0]}
    for game in games:
        per_move(game, 0.3)  # warm the memo tables
        out[game] = [per_move(game, seconds), playouts(game, seconds), decision(game)]
    return out
'''


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".whl": "application/octet-stream"}

    def log_message(self, *args):
        pass


def build_site(out: Path, cache: Path) -> Path:
    p = subprocess.run([sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(out), "--cache", str(cache)],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit("the JupyterLite site could not be built:\n" + (p.stderr or p.stdout)[-2000:])
    return out


def in_lite(site: Path, games: list[str], seconds: float) -> dict:
    from playwright.sync_api import sync_playwright

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{srv.server_address[1]}/lab/index.html?path=tutorials/en/01_swoop.ipynb"
    code = LOOPS + f"\nprint('RESULT ' + json.dumps(measure({games!r}, {seconds!r})))\n"
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
            page = b.new_page()
            page.goto(url)
            page.wait_for_function(
                "() => window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel?.status"
                " === 'idle'", timeout=300_000)
            install = page.evaluate(
                "() => window.jupyterapp.shell.currentWidget.content.model.cells.get(0).sharedModel.getSource()")
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
            page.evaluate(run, install)
            text = page.evaluate(run, code)
            b.close()
    finally:
        srv.shutdown()
    line = next((ln for ln in text.splitlines() if ln.startswith("RESULT ")), None)
    if line is None:
        raise SystemExit("no result from the kernel:\n" + text[-2000:])
    return json.loads(line[len("RESULT "):])


def here(games: list[str], seconds: float) -> dict:
    code = LOOPS + f"\nprint(json.dumps(measure({games!r}, {seconds!r})))\n"
    env = dict(os.environ, CARDLAB_PURE="1")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", help="a JupyterLite site built already (lite/build.py --out DIR)")
    ap.add_argument("--cache", default=str(ROOT / "build" / "lite-cache"), help="lite/build.py's download cache")
    ap.add_argument("--seconds", type=float, default=2.0, help="seconds per game and loop")
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site) if args.site else build_site(Path(tmp) / "site", Path(args.cache))
        lite = in_lite(site, args.games, args.seconds)
    native = here(args.games, args.seconds)
    print(f"moves per second (wall clock), 4 players; JupyterLite's Python {lite['python']} in Chromium "
          f"against Python {native['python']} here, both pure")
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
