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
sys.path.insert(0, str(Path(__file__).resolve().parent))

import peers  # noqa: E402
from engine import random_play  # noqa: E402

import cardlab  # noqa: E402
from cardlab import get_game  # noqa: E402
from cardlab.engine import Match  # noqa: E402

CLOCK = time.process_time


def playouts(game: str, seconds: float) -> float:
    g = get_game(game)
    rules, rng = g.rules(), random.Random(1)
    n, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        n += g.playout(Match(g, rules, 4).new_deal(rng), rng)
    return n / (CLOCK() - t0)


def openspiel(seconds: float) -> float | None:
    """OpenSpiel crazy_eights, as peers.py drives it, per CPU second (None: not installed)."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return None
    return peers.openspiel("crazy_eights", seconds, clock=CLOCK)


def main() -> None:
    secs = 2.0
    ref = openspiel(secs)
    build = "compiled" if cardlab.compiled() else "pure Python"
    print(f"cardlab {build}; OpenSpiel crazy_eights: "
          + (f"{ref:,.0f} moves per CPU second" if ref else "not installed (benchmarks/requirements-peers.txt)"))
    for game in ("swoop", "sweep", "schwimmen"):
        random_play(game, 4, 0.5, clock=CLOCK)    # warm the engines' memo tables, untimed
        a, b = random_play(game, 4, secs, clock=CLOCK)[0], playouts(game, secs)
        ratio = (lambda x: f" ({x / ref:.2f}x)") if ref else (lambda x: "")
        print(f"{game:10} per move {a:10,.0f}{ratio(a)}   playouts {b:10,.0f}{ratio(b)}")


if __name__ == "__main__":
    main()
