"""Sweep engine speed: random play with 2 and 4 players (legal moves generated at every step, with
and without events) and capture enumeration on a table of 12 number cards.

Prints figures, never asserts them.  Run: ``.venv/bin/python benchmarks/engine_sweep.py [--quick]``.
``bench()`` prints everything; ``extra()`` only the capture-enumeration figures (benchmarks/engine.py
prints the random-play rows itself).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardlab.engine import get_game  # noqa: E402

TABLE_12 = ["AC", "AD", "2C", "2H", "3S", "3D", "4C", "4H", "5S", "5D", "6C", "7H"]
HAND = ["10D", "9S", "8C", "KD"]


def random_play(n, seconds=2.0, events=False, seed=1, **opts):
    """Random rounds for about ``seconds`` under the options ``opts``: (moves/s, rounds/s), by
    the loop of benchmarks/engine.py."""
    from engine import random_play as play

    return play("sweep", n, seconds, events, seed, rules=get_game("sweep").rules(**opts))


def captures(seconds=1.0):
    """legal_moves calls per second on a 12-number-card table (hand 10 9 8 K), and the number of
    moves listed.  The sum groups are worked out afresh at each call (cards.py keeps no memo
    across positions: one costs more than it saves)."""
    g = get_game("sweep")
    start = {"dealer": 1, "hands": [HAND, ["QS"]], "table": TABLE_12, "stock": [], "to_move": 0}
    s = g.state_from_json(g.rules(), 2, start)
    calls, t0 = 0, time.perf_counter()
    k = len(g.legal_moves(s))
    while time.perf_counter() - t0 < seconds:
        g.legal_moves(s)
        calls += 1
    return calls / (time.perf_counter() - t0), k


def extra(seconds=1.0):
    cps, k = captures(seconds)
    print(f"sweep capture enumeration, 12 number cards ({k} moves): {cps:,.0f} legal_moves calls/s")


def bench(seconds=2.0):
    print(f"{'game':10} {'players':>7} {'events':>6} {'moves/s':>10} {'rounds/s':>9}")
    for n in (2, 4):
        for ev in (False, True):
            mps, rps = random_play(n, seconds, ev)
            print(f"{'sweep':10} {n:7d} {'yes' if ev else 'no':>6} {mps:10,.0f} {rps:9,.1f}")
    mps, rps = random_play(4, seconds, False, building=True)
    print(f"{'sweep+bld':10} {4:7d} {'no':>6} {mps:10,.0f} {rps:9,.1f}")
    extra(seconds / 2)


if __name__ == "__main__":
    bench(0.5 if "--quick" in sys.argv else 2.0)
