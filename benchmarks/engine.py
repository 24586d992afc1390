"""Engine speed: random play with legal moves generated at every step, with and without events.
Prints figures; nothing is asserted.  Run: ``python benchmarks/engine.py [--quick]``."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardlab import get_game  # noqa: E402
from cardlab.engine import Match  # noqa: E402


def random_play(game, n, seconds=2.0, events=False, seed=1, rules=None, clock=time.perf_counter):
    """Play random deals for about ``seconds``; return (moves/s, deals/s) (``clock=
    time.process_time``: per CPU second)."""
    g = get_game(game)
    rules = rules or g.rules()
    rng = random.Random(seed)
    moves = deals = 0
    t0 = clock()
    legal_moves, apply, rnd = g.legal_moves, g.apply, rng.random
    while clock() - t0 < seconds:
        m = Match(g, rules, n)
        s = m.new_deal(rng)
        while not s.over:
            legal = legal_moves(s)
            apply(s, legal[int(rnd() * len(legal))], events)
            moves += 1
        deals += 1
    dt = clock() - t0
    return moves / dt, deals / dt


def main():
    quick = "--quick" in sys.argv
    secs = 0.5 if quick else 3.0
    print(f"{'game':10} {'players':>7} {'events':>6} {'moves/s':>10} {'deals/s':>9}")
    rows = [("swoop", n) for n in (3, 4, 5, 8)]
    for extra in ("sweep", "schwimmen"):
        try:
            get_game(extra)
            rows += [(extra, n) for n in ((2, 4) if extra == "sweep" else (4,))]
        except ImportError:
            pass
    for game, n in rows:
        for ev in (False, True):
            mps, dps = random_play(game, n, secs, ev)
            print(f"{game:10} {n:7d} {'yes' if ev else 'no':>6} {mps:10,.0f} {dps:9,.1f}")
    for mod in ("engine_sweep", "engine_schwimmen"):
        try:
            m = __import__(mod)
        except ImportError:
            continue
        if hasattr(m, "extra"):
            m.extra()


if __name__ == "__main__":
    main()
