"""Does a Monte Carlo decision get stronger when the faster engine buys it more samples in the
same time?  On positions from games between rule-of-thumb bots, the Monte Carlo bot chooses with
``--old`` samples and with ``--new`` samples (the default strength before and after the fast
engine, see cardlab/bots/montecarlo.py); a reference run with ``--ref`` samples (same candidate
moves) values every candidate, and the table gives each setting's mean regret (the reference
value of the best candidate less that of the move chosen; 0 is perfect) and its decision time.

Run: ``python benchmarks/engine_mc.py GAME [--positions N] [--old S] [--new S] [--ref S]``.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardlab import compiled  # noqa: E402
from cardlab.bots import make_bot  # noqa: E402
from cardlab.bots.montecarlo import DEFAULTS, MonteCarloBot  # noqa: E402
from cardlab.engine import Match, get_game  # noqa: E402


def positions(game, k, seed=11):
    g = get_game(game)
    rng = random.Random(seed)
    h = make_bot("heuristic")
    out = []
    m = Match(g, None, 4)
    s = m.new_deal(rng)
    while len(out) < k:
        if s.over:
            m = Match(g, None, 4)
            s = m.new_deal(rng)
            continue
        if rng.random() < 0.25 and len(g.legal_moves(s)) > 1:
            out.append(s.copy())
        g.apply(s, h.choose(g, s, rng), events=False)
    return g, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--old", type=int, default=None, help="samples before (default: DEFAULTS_BEFORE)")
    ap.add_argument("--new", type=int, default=None, help="samples now (default: DEFAULTS)")
    ap.add_argument("--ref", type=int, default=None, help="reference samples (default: 8 x new)")
    a = ap.parse_args()
    from cardlab.bots.montecarlo import DEFAULTS_BEFORE

    old = a.old or DEFAULTS_BEFORE[a.game]["samples"]
    new = a.new or DEFAULTS[a.game]["samples"]
    ref_n = a.ref or 8 * new
    g, pos = positions(a.game, a.positions)
    regret = {old: [], new: []}
    secs = {old: [], new: []}
    for i, s in enumerate(pos):
        ref = MonteCarloBot(samples=ref_n)
        ref.choose(g, s.copy(), random.Random(10_000 + i))
        value = {str(m): v for m, v in ref.last}
        best = max(value.values())
        for n in (old, new):
            b = MonteCarloBot(samples=n)
            t0 = time.process_time()
            mv = b.choose(g, s.copy(), random.Random(i))
            secs[n].append(time.process_time() - t0)
            regret[n].append(best - value.get(str(mv), best))
    print(
        f"{a.game}: {len(pos)} positions, reference {ref_n} samples, engines "
        f"{'compiled' if compiled() else 'pure Python'}"
    )
    print("| samples | mean regret | moves equal to the reference's | median decision time |")
    print("|---|---|---|---|")
    for n in (old, new):
        eq = sum(1 for r in regret[n] if r <= 1e-12) / len(pos)
        print(
            f"| {n} | {statistics.mean(regret[n]):.4f} | {eq:.0%} | "
            f"{statistics.median(secs[n]) * 1000:.0f} ms |"
        )


if __name__ == "__main__":
    main()
