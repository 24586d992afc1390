"""cardlab beside the systems people would otherwise use, in one process run: RLCard's game loop
(UNO, Gin Rummy) and OpenSpiel's C++ card games driven from Python (crazy_eights, hearts), and
cardlab's three games, all with uniformly random legal moves.  Prints moves per second and the
ratios.  Installs the peers from requirements-peers.txt first if they are missing.

Run: ``python benchmarks/peers.py [--seconds S] [--rounds R] [--no-install]``.  Prints figures, asserts nothing.
"""
from __future__ import annotations

import argparse
import importlib
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def ensure_peers():
    missing = [m for m in ("pyspiel", "rlcard") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"installing {', '.join(missing)} from requirements-peers.txt ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "-r",
                               str(HERE / "requirements-peers.txt")])


def openspiel(name, seconds):
    import pyspiel
    game = pyspiel.load_game(name)
    rng = random.Random(1)
    moves = chance = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outs = s.chance_outcomes()
                s.apply_action(outs[int(rng.random() * len(outs))][0])
                chance += 1
            else:
                la = s.legal_actions()
                s.apply_action(la[int(rng.random() * len(la))])
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
    Swoop position's average), apply only passes the turn.  What is left of OpenSpiel's time per
    move after this is all a pure-Python engine may spend on its rules to keep pace."""
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
    while time.perf_counter() - t0 < seconds:     # the loop of benchmarks/engine.py
        s = State()
        s.over, s.to_move, s.plays = False, 0, 0
        while not s.over:
            legal = legal_moves(s)
            apply(s, legal[int(rnd() * len(legal))], False)
            moves += 1
    return moves / (time.perf_counter() - t0)


def cardlab_game(name, n, seconds):
    from engine import random_play
    return random_play(name, n, seconds, events=False)[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds per system and round")
    ap.add_argument("--rounds", type=int, default=3,
                    help="rounds: every system is measured once per round, in turn, so that a "
                         "busy spell of the machine hits all of them alike; the median is shown")
    ap.add_argument("--no-install", action="store_true")
    args = ap.parse_args()
    if not args.no_install:
        ensure_peers()
    systems = [
        ("OpenSpiel crazy_eights (C++)", lambda: openspiel("crazy_eights", args.seconds)),
        ("OpenSpiel hearts (C++)", lambda: openspiel("hearts", args.seconds)),
        ("RLCard uno", lambda: rlcard_env("uno", args.seconds)),
        ("RLCard gin-rummy", lambda: rlcard_env("gin-rummy", args.seconds)),
        ("cardlab swoop, 4 players", lambda: cardlab_game("swoop", 4, args.seconds)),
        ("cardlab sweep, 4 players", lambda: cardlab_game("sweep", 4, args.seconds)),
        ("cardlab schwimmen, 4 players", lambda: cardlab_game("schwimmen", 4, args.seconds)),
        ("Python loop, no rules (floor)", lambda: python_floor(args.seconds)),
    ]
    got: dict = {}
    for r in range(args.rounds):
        for label, fn in systems:
            if got.get(label, []) is None:
                continue
            try:
                got.setdefault(label, []).append(fn())
            except Exception as e:  # a peer that fails to load is reported, not fatal
                print(f"{label}: not measured ({type(e).__name__}: {e})")
                got[label] = None
        print(f"round {r + 1} of {args.rounds} done", flush=True)
    rows = [(label, statistics.median(v)) for label, v in got.items() if v]
    ref_os = max((v for k, v in rows if k.startswith("OpenSpiel")), default=None)
    ref_rl = max((v for k, v in rows if k.startswith("RLCard")), default=None)
    print(f"\n{'system':32} {'moves/s':>10} {'vs OpenSpiel':>13} {'vs RLCard':>10}")
    for label, v in rows:
        a = f"{v / ref_os:.2f}x" if ref_os else "-"
        b = f"{v / ref_rl:.2f}x" if ref_rl else "-"
        print(f"{label:32} {v:10,.0f} {a:>13} {b:>10}")
    print(f"\n(player moves only; OpenSpiel's chance nodes are applied but not counted; the median "
          f"of {args.rounds} rounds of {args.seconds:g} s; ratios against the fastest peer of each kind)")
    return dict(rows)


if __name__ == "__main__":
    main()
