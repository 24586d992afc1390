"""cardlab beside the systems people would otherwise use, in one run, all with uniformly random
legal moves and counted in moves played (player moves; OpenSpiel's chance nodes are applied
but not counted):

* OpenSpiel's C++ card games driven from Python: crazy_eights (the reference) and hearts;
* RLCard's game loop (``game.get_legal_actions()`` / ``game.step(action)``): UNO and Gin Rummy,
  and, as a labelled extra row, UNO through its training environment (``env.step``, which also
  builds observation arrays every step);
* cardlab through the same per-move public API (``game.legal_moves(state)`` /
  ``game.apply(state, move, events=False)``), pure Python and compiled (mypyc), and cardlab's
  playouts (``game.playout(state, rng)``, the loop inside the engine), once with a new match
  and deal timed before each playout and once inside ``game.playout`` only (the deals made
  beforehand, untimed: what the playout goal names, a position played to the end).  The pure
  and compiled rows run in their own processes (``CARDLAB_PURE=1`` for pure), so both builds are
  measured in one run; each first plays 1 s untimed to fill the engines' memo tables (the
  steady rate).
* a Python loop around an engine with no rules (the floor of any pure-Python engine).

Every system is measured in turn, ``--rounds`` times over, and the table shows the median, so a
busy spell of the shared machine hits all of them alike.  Installs the peers from
requirements-peers.txt first if they are missing.

Run: ``python benchmarks/peers.py [--seconds S] [--rounds R] [--no-install]``.  Prints figures,
asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))


def ensure_peers():
    missing = [m for m in ("pyspiel", "rlcard") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"installing {', '.join(missing)} from requirements-peers.txt ...", flush=True)
        subprocess.check_call(
            [sys.executable, "-m", "pip", "install", "-q", "-r", str(HERE / "requirements-peers.txt")]
        )


def openspiel(name, seconds, clock=time.perf_counter):
    """Player moves per second of random play (``clock=time.process_time``: per CPU second)."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(1)
    moves = 0
    t0 = clock()
    while clock() - t0 < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outs = s.chance_outcomes()
                s.apply_action(outs[int(rng.random() * len(outs))][0])
            else:
                la = s.legal_actions()
                s.apply_action(la[int(rng.random() * len(la))])
                moves += 1
    return moves / (clock() - t0)


def rlcard_game(name, seconds):
    """RLCard's game loop: the rules engine itself, without the training environment."""
    if name == "uno":
        from rlcard.games.uno.game import UnoGame as G

        def legal(g):
            return g.get_legal_actions()
    else:
        from rlcard.games.gin_rummy.game import GinRummyGame as G

        def legal(g):
            return g.judge.get_legal_actions()

    rng = random.Random(1)
    moves = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = G()
        g.init_game()
        while not g.is_over():
            la = legal(g)
            g.step(la[int(rng.random() * len(la))])
            moves += 1
    return moves / (time.perf_counter() - t0)


def rlcard_env(name, seconds):
    import rlcard

    env = rlcard.make(name, config={"seed": 1})
    rng = random.Random(1)
    moves = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state, pid = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, pid = env.step(legal[int(rng.random() * len(legal))])
            moves += 1
    return moves / (time.perf_counter() - t0)


def python_floor(seconds):
    """The same loop around an engine with no rules at all: legal moves a fixed list of 11 (a
    Swoop position's average), apply only passes the turn."""

    class State:
        __slots__ = ("over", "to_move", "plays")

    fixed = list(range(11))

    def legal_moves(s):
        return fixed

    def apply(s, move, events):
        s.to_move = (s.to_move + 1) % 4
        s.plays += 1
        if s.plays == 100:
            s.over = True

    rng = random.Random(1)
    rnd = rng.random
    moves = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = State()
        s.over, s.to_move, s.plays = False, 0, 0
        while not s.over:
            legal = legal_moves(s)
            apply(s, legal[int(rnd() * len(legal))], False)
            moves += 1
    return moves / (time.perf_counter() - t0)


# -- cardlab, in a child process per build ---------------------------------------------------
WARM_UP = 1.0  # seconds of untimed play in each child before it measures


def _cardlab_child(mode, game, n, seconds):
    from engine import random_play

    import cardlab
    from cardlab import get_game
    from cardlab.engine import Match

    want = mode != "pure"
    if cardlab.compiled() != want:
        return None  # that build is not here
    # a fresh process: fill the engines' memo tables (legal plays, sum groups) first, untimed,
    # so that the figure is the steady rate of a long run, as the C++ engines have at once
    random_play(game, n, WARM_UP, events=False, seed=2)
    if mode not in ("playout", "in-playout"):
        return random_play(game, n, seconds, events=False)[0]
    g = get_game(game)
    rules = g.rules()
    rng = random.Random(1)
    moves = 0
    if mode == "playout":  # a new match and deal before each playout, timed with it
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            s = Match(g, rules, n).new_deal(rng)
            moves += g.playout(s, rng)
        return moves / (time.perf_counter() - t0)
    spent = 0.0  # in playout: the deals are made untimed, 100 at a time; only game.playout counts
    while spent < seconds:
        deals = [Match(g, rules, n).new_deal(rng) for _ in range(100)]
        t0 = time.perf_counter()
        for s in deals:
            moves += g.playout(s, rng)
        spent += time.perf_counter() - t0
    return moves / spent


def cardlab_rate(mode, game, n, seconds):
    env = dict(os.environ)
    env.pop("CARDLAB_PURE", None)
    if mode == "pure":
        env["CARDLAB_PURE"] = "1"
    out = subprocess.run(
        [sys.executable, __file__, "--child", mode, game, str(n), str(seconds)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    v = json.loads(out.strip().splitlines()[-1])
    if v is None:
        raise RuntimeError("no compiled build (make compiled)")
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds per system and round")
    ap.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="rounds: every system is measured once per round, in turn; the median is shown",
    )
    ap.add_argument("--no-install", action="store_true")
    ap.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        mode, game, n, secs = args.child
        print(json.dumps(_cardlab_child(mode, game, int(n), float(secs))))
        return None
    if not args.no_install:
        ensure_peers()
    sec = args.seconds
    systems = [
        ("OpenSpiel crazy_eights (C++)", lambda: openspiel("crazy_eights", sec)),
        ("OpenSpiel hearts (C++)", lambda: openspiel("hearts", sec)),
        ("RLCard UNO, game loop", lambda: rlcard_game("uno", sec)),
        ("RLCard Gin Rummy, game loop", lambda: rlcard_game("gin-rummy", sec)),
        ("RLCard UNO, env.step (extra)", lambda: rlcard_env("uno", sec)),
    ]
    for game in ("swoop", "sweep", "schwimmen"):
        for mode, label in (
            ("pure", "pure Python"),
            ("compiled", "compiled"),
            ("playout", "compiled, playouts (deal timed)"),
            ("in-playout", "compiled, in playout"),
        ):
            systems.append(
                (f"cardlab {game}, 4p, {label}", lambda g=game, m=mode: cardlab_rate(m, g, 4, sec))
            )
    systems.append(("Python loop, no rules (floor)", lambda: python_floor(sec)))
    got: dict = {}
    for r in range(args.rounds):
        for label, fn in systems:
            if got.get(label, []) is None:
                continue
            try:
                got.setdefault(label, []).append(fn())
            except Exception as e:  # a system that fails to load is reported, not fatal
                print(f"{label}: not measured ({type(e).__name__}: {e})")
                got[label] = None
        print(f"round {r + 1} of {args.rounds} done", flush=True)
    rows = [(label, statistics.median(v)) for label, v in got.items() if v]
    ref = dict(rows).get("OpenSpiel crazy_eights (C++)")
    ref_rl = dict(rows).get("RLCard UNO, game loop")
    print("\n| system | moves/s | vs OpenSpiel crazy_eights | vs RLCard UNO game loop |")
    print("|---|---|---|---|")
    for label, v in rows:
        a = f"{v / ref:.2f}x" if ref else "-"
        b = f"{v / ref_rl:.2f}x" if ref_rl else "-"
        print(f"| {label} | {v:,.0f} | {a} | {b} |")
    print(
        f"\n(player moves only; the median of {args.rounds} rounds of {sec:g} s; cardlab "
        f"{'pure and compiled' if any('compiled' in k for k, _ in rows) else 'pure only'}; "
        f"load average at the end: {os.getloadavg()[0]:.2f})"
    )
    return dict(rows)


if __name__ == "__main__":
    main()
