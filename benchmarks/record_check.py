"""How long ``Record.check()`` takes on whole games (the replay that `cardlab check`, the Replay
and the analysis do): a 6-player Swoop game, a 4-player Sweep game and a 5-player Schwimmen game
between heuristic bots, each checked ``--rounds`` times; prints milliseconds a check and a move.

    python benchmarks/record_check.py [--rounds 5]      (CARDLAB_PURE=1 for the pure build)
"""

from __future__ import annotations

import argparse
import time

import cardlab
from cardlab import Record
from cardlab.play import play_game

GAMES = [("swoop", 6), ("sweep", 4), ("schwimmen", 5)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    print(f"cardlab {'compiled' if cardlab.compiled() else 'pure Python'}")
    for game, n in GAMES:
        text = play_game(game, None, n, ["heuristic"], seed=6).dumps()
        rec = Record.loads(text)
        moves = sum(len(d.moves) for d in rec.deals)
        best = float("inf")
        for _ in range(args.rounds):
            t = time.perf_counter()
            Record.loads(text).check()
            best = min(best, time.perf_counter() - t)
        print(
            f"{game}, {n} players: {len(rec.deals)} deals, {moves} moves: "
            f"check {best * 1000:.0f} ms (best of {args.rounds}), {best / moves * 1e6:.1f} us a move"
        )


if __name__ == "__main__":
    main()
