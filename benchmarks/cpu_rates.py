"""Paired ratios: cardlab's random play (per move and in playouts) against OpenSpiel
crazy_eights, in one process, in CPU seconds (``time.process_time``).

The machine this runs on is shared: OpenSpiel alone moves by ±25% within one process over a
minute.  So the systems are not measured one after the other but in short slices taken in
turn (OpenSpiel, then each cardlab measure, then OpenSpiel again, ...): each cardlab slice is
divided by the mean of the OpenSpiel slices just before and after it, and the median (and the
quartiles) of those paired ratios are printed.  A drift of the machine hits both halves of a
pair alike.

    .venv/bin/python benchmarks/cpu_rates.py                 # the build that runs (compiled if built)
    CARDLAB_PURE=1 .venv/bin/python benchmarks/cpu_rates.py  # the pure-Python engines
    .venv/bin/python benchmarks/cpu_rates.py --pairs 40 --slice 0.25 --games swoop

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
sys.path.insert(0, str(Path(__file__).resolve().parent))

import peers  # noqa: E402
from engine import random_play  # noqa: E402

import cardlab  # noqa: E402
from cardlab import get_game  # noqa: E402
from cardlab.engine import Match  # noqa: E402

CLOCK = time.process_time
GAMES = ("swoop", "sweep", "schwimmen")


def per_move(game: str, seconds: float, seed: int) -> float:
    return random_play(game, 4, seconds, seed=seed, clock=CLOCK)[0]


def playouts(game: str, seconds: float, seed: int) -> float:
    g = get_game(game)
    rules, rng = g.rules(), random.Random(seed)
    n, t0 = 0, CLOCK()
    while CLOCK() - t0 < seconds:
        n += g.playout(Match(g, rules, 4).new_deal(rng), rng)
    return n / (CLOCK() - t0)


def playouts_dealt(game: str, seconds: float, seed: int) -> float:
    """Moves per CPU second inside ``game.playout`` alone: the deals are made untimed first."""
    g = get_game(game)
    rules, rng = g.rules(), random.Random(seed)
    n, spent = 0, 0.0
    while spent < seconds:
        states = [Match(g, rules, 4).new_deal(rng) for _ in range(50)]
        t0 = CLOCK()
        for s in states:
            n += g.playout(s, rng)
        spent += CLOCK() - t0
    return n / spent


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else [xs[0]] * 3
    return q[0], statistics.median(xs), q[2]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=30, help="slices of each measure")
    ap.add_argument("--slice", type=float, default=0.2, help="seconds of one slice")
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES), help="the games measured")
    args = ap.parse_args()
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is not installed (pip install -r benchmarks/requirements-peers.txt)")
        return
    build = "compiled" if cardlab.compiled() else "pure Python"
    kinds = {"per move": per_move, "playouts": playouts, "in playout": playouts_dealt}
    measures = [(g, kind) for g in args.games for kind in kinds]
    for g in args.games:  # warm the engines' memo tables, untimed
        random_play(g, 4, 0.5, seed=2, clock=CLOCK)
    sl = args.slice

    def ref() -> float:
        return peers.openspiel("crazy_eights", sl, clock=CLOCK)

    ratios: dict[tuple[str, str], list[float]] = {m: [] for m in measures}
    rates: dict[tuple[str, str], list[float]] = {m: [] for m in measures}
    refs: list[float] = []
    before = ref()
    refs.append(before)
    for i in range(args.pairs):
        for m in measures:
            g, kind = m
            x = kinds[kind](g, sl, i)
            after = ref()
            refs.append(after)
            rates[m].append(x)
            ratios[m].append(x / ((before + after) / 2))
            before = after
    lo, mid, hi = quartiles(refs)
    print(
        f"cardlab {build}; OpenSpiel crazy_eights {mid:,.0f} moves per CPU second "
        f"(quartiles {lo:,.0f}-{hi:,.0f} over {len(refs)} slices of {sl:g} s)"
    )
    print(
        f"{'game':10} {'measure':10} {'moves/CPU s':>12} {'vs OpenSpiel':>13}  quartiles of the paired ratios"
    )
    for m in measures:
        lo, mid, hi = quartiles(ratios[m])
        print(f"{m[0]:10} {m[1]:10} {statistics.median(rates[m]):12,.0f} {mid:12.2f}x  {lo:.2f}-{hi:.2f}x")


if __name__ == "__main__":
    main()
