"""Moves per CPU second (``time.process_time``) of random play: cardlab per move and in playouts,
beside OpenSpiel crazy_eights, in one process.  CPU seconds count only this process's own work,
so on a shared, busy machine the ratios move less than the wall-clock ones of peers.py.

    .venv/bin/python benchmarks/cpu_rates.py               # the build that runs (compiled if built)
    CARDLAB_PURE=1 .venv/bin/python benchmarks/cpu_rates.py  # the pure-Python engines

Prints figures; asserts nothing.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cardlab  # noqa: E402
from cardlab import get_game  # noqa: E402
from cardlab.engine import Match  # noqa: E402

CLOCK = time.process_time


def per_move(game: str, seconds: float) -> float:
    g = get_game(game)
    rules, rng = g.rules(), random.Random(1)
    legal, apply, rnd = g.legal_moves, g.apply, rng.random
    n, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        s = Match(g, rules, 4).new_deal(rng)
        while not s.over:
            ms = legal(s)
            apply(s, ms[int(rnd() * len(ms))], False)
            n += 1
    return n / (CLOCK() - t0)


def playouts(game: str, seconds: float) -> float:
    g = get_game(game)
    rules, rng = g.rules(), random.Random(1)
    n, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        n += g.playout(Match(g, rules, 4).new_deal(rng), rng)
    return n / (CLOCK() - t0)


def openspiel(seconds: float) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game, rng = pyspiel.load_game("crazy_eights"), random.Random(1)
    n, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outs = s.chance_outcomes()
                s.apply_action(outs[int(rng.random() * len(outs))][0])
            else:
                la = s.legal_actions()
                s.apply_action(la[int(rng.random() * len(la))])
                n += 1
    return n / (CLOCK() - t0)


def main() -> None:
    secs = 2.0
    ref = openspiel(secs)
    build = "compiled" if cardlab.compiled() else "pure Python"
    print(f"cardlab {build}; OpenSpiel crazy_eights: "
          + (f"{ref:,.0f} moves per CPU second" if ref else "not installed (benchmarks/requirements-peers.txt)"))
    for game in ("swoop", "sweep", "schwimmen"):
        per_move(game, 0.5)                     # warm the engines' memo tables, untimed
        a, b = per_move(game, secs), playouts(game, secs)
        ratio = (lambda x: f" ({x / ref:.2f}x)") if ref else (lambda x: "")
        print(f"{game:10} per move {a:10,.0f}{ratio(a)}   playouts {b:10,.0f}{ratio(b)}")


if __name__ == "__main__":
    main()
