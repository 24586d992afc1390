"""How fast the Table answers a learner's move (prints figures, asserts nothing).

For each game, a Table with the default bots (and, as a second row, the Monte Carlo bot) plays
the learner's seat by the same action the browser sends (``table.action = {"kind": "play", ...}``)
and times each answer in Python: the move applied, every bot reply until the learner is to move
again, and the traits the browser gets (view, legal moves with their tokens and words in the
language, the log) rebuilt.  The round trip through the kernel and the drawing come on top of
this; the browser tests print the click-to-answer time they see (tests/browser/test_table.py).

Goal (issue 12): a Table move, bots' replies included, answered in under 300 ms.

Run: .venv/bin/python benchmarks/table_move.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlab.widgets import Table  # noqa: E402

CASES = [("swoop", 4), ("sweep", 4), ("schwimmen", 4)]


def answer_times(game, players, bots, moves=60, seed=1):
    t = Table(game, seat=0, bots=bots, players=players, seed=seed, lang="de")
    out, n = [], 0
    while len(out) < moves and n < 10 * moves:
        n += 1
        if t.finished:
            t = Table(game, seat=0, bots=bots, players=players, seed=seed + n, lang="de")
            continue
        if t.deal_over:
            t.next_deal()
            continue
        kinds = [m["k"] for m in t.moves]
        i = next((kinds.index(k) for k in ("knock",) if k in kinds), len(kinds) // 2)
        t0 = time.perf_counter()
        t.action = {"kind": "play", "i": i, "n": n}
        out.append(time.perf_counter() - t0)
    return out


def main():
    print(f"{'game':<10} {'bots':<10} {'moves':>5} {'median ms':>10} {'90% ms':>8} {'max ms':>8}")
    for game, players in CASES:
        for bots in (["heuristic"], ["mc-fast"]):
            ts = sorted(answer_times(game, players, bots, moves=60 if bots == ["heuristic"] else 15))
            med = statistics.median(ts) * 1000
            p90 = ts[int(0.9 * (len(ts) - 1))] * 1000
            print(f"{game:<10} {bots[0]:<10} {len(ts):>5} {med:>10.1f} {p90:>8.1f} {ts[-1] * 1000:>8.1f}")
    print("goal: under 300 ms a move, bots' replies included (Python side; kernel round trip extra)")


if __name__ == "__main__":
    main()
