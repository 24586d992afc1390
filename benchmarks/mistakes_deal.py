"""How long does "learn from your mistakes" take after one deal?  Issue 31, item 3: at most 5 s
for a Swoop deal on one core.

    .venv/bin/python benchmarks/mistakes_deal.py               # 8 deals a game
    .venv/bin/python benchmarks/mistakes_deal.py --deals 3 --only swoop

The deals: the first deal of games (seeds 200, 201, ...) between rule-of-thumb bots (Swoop and
Schwimmen with 3 players, Sweep with 2), the learner at seat 0.  Timed: what the Table does for
the learner's moves of one deal, the analysis of that deal for seat 0 at the Table's strength
(``--strength``, ``fast`` as :meth:`cardlab.widgets.Table.practise` uses) and the exercises made
from it (:func:`cardlab.puzzles.from_mistakes`), in CPU seconds of this one process (the
machine's other work counts less than in wall seconds).  Prints median and maximum per game and
whether the Swoop median and maximum are within the goal; asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardlab  # noqa: E402
from cardlab.play import play_game  # noqa: E402
from cardlab.puzzles import from_mistakes  # noqa: E402

GAMES = ("swoop", "sweep", "schwimmen")
PLAYERS = {"swoop": 3, "sweep": 2, "schwimmen": 3}
GOAL = 5.0  # CPU seconds for a Swoop deal


def one_deal(game, seed, strength):
    rec = play_game(game, None, PLAYERS[game], ["heuristic"], seed=seed, max_deals=1)
    c, w = time.process_time(), time.perf_counter()
    a = cardlab.analyse(rec, seat=0, strength=strength, progress=False, deal=1)
    ex = from_mistakes(a, seat=0)
    return {
        "seed": seed,
        "decisions": len(a.decisions),
        "exercises": len(ex),
        "cpu": time.process_time() - c,
        "wall": time.perf_counter() - w,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--strength", default="fast")
    ap.add_argument("--only", default=",".join(GAMES))
    args = ap.parse_args(argv)
    print(f"compiled engines: {cardlab.compiled()}; strength {args.strength}; {args.deals} deals a game")
    print(
        "| game | decisions per deal (median) | exercises | CPU s (median) | CPU s (max) | wall s (median) |"
    )
    print("|---|---|---|---|---|---|")
    for game in args.only.split(","):
        rows = [one_deal(game, 200 + i, args.strength) for i in range(args.deals)]
        cpu = [r["cpu"] for r in rows]
        print(
            f"| {game} | {statistics.median(r['decisions'] for r in rows):g} | "
            f"{sum(r['exercises'] for r in rows)} | {statistics.median(cpu):.2f} | {max(cpu):.2f} | "
            f"{statistics.median(r['wall'] for r in rows):.2f} |",
            flush=True,
        )
        if game == "swoop":
            ok = "within" if max(cpu) <= GOAL else "NOT within"
            print(f"swoop: the slowest deal {max(cpu):.2f} CPU s, {ok} the goal of {GOAL:g} s", flush=True)


if __name__ == "__main__":
    main()
