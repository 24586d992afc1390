"""Where a move's time goes, per game: ``legal_moves``, ``apply`` and the deal, in CPU
microseconds per move, on positions recorded from random play (each part timed over all of
them, the best of three passes).  For Sweep also the sum search (``cards.sum_masks``): how
often a move calls it and what a call costs.  With OpenSpiel installed
(``benchmarks/requirements-peers.txt``), its crazy_eights per move in the same run, and the time a
move may take at 0.5x and at 1.0x of it (issue 14's goals for the pure and the compiled engines).

    .venv/bin/python benchmarks/parts.py                  # the build that runs
    CARDLAB_PURE=1 .venv/bin/python benchmarks/parts.py   # the pure-Python engines
    .venv/bin/python benchmarks/parts.py --deals 300 --games sweep

Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import cardlab  # noqa: E402
from cardlab import get_game  # noqa: E402
from cardlab.engine import Match  # noqa: E402

CLOCK = time.process_time
GAMES = ("swoop", "sweep", "schwimmen")


def best_of(passes: int, run) -> float:
    best = float("inf")
    for _ in range(passes):
        t0 = CLOCK()
        run()
        best = min(best, CLOCK() - t0)
    return best


def parts(game: str, deals: int, seed: int) -> dict[str, float]:
    g = get_game(game)
    rules = g.rules()
    rng = random.Random(seed)
    starts: list = []
    t_deal = best_of(1, lambda: starts.extend(Match(g, rules, 4).new_deal(rng) for _ in range(deals)))
    positions: list = []  # (a copy of the position, the index of the move played there)
    for s in starts:
        while not s.over:
            legal = g.legal_moves(s)
            i = int(rng.random() * len(legal))
            positions.append((s.copy(), i))
            g.apply(s, legal[i], False)
    n = len(positions)

    def legal() -> None:
        for s, _ in positions:
            g.legal_moves(s)

    t_legal = best_of(3, legal)
    t_apply = float("inf")
    for _ in range(3):  # apply changes the position: each pass on fresh copies, made untimed
        fresh = [(s.copy(), i) for s, i in positions]
        lists = [g.legal_moves(s) for s, _ in fresh]
        t_apply = min(
            t_apply, best_of(1, lambda: [g.apply(s, m[i], False) for (s, i), m in zip(fresh, lists)])
        )
    out = {
        "moves": n,
        "moves a deal": n / deals,
        "legal_moves": t_legal / n * 1e6,
        "apply": t_apply / n * 1e6,
        "deal": t_deal / n * 1e6,
    }
    if game == "sweep":
        out.update(sum_search(positions))
    return out


def sum_search(positions: list) -> dict[str, float]:
    """Sweep's sum search alone: the calls ``legal_moves`` makes at these positions, replayed."""
    from cardlab.games.sweep import cards, play

    calls: list[tuple[int, int]] = []
    real = play.sum_masks

    def spy(below: int, v: int) -> list[int]:
        calls.append((below, v))
        return real(below, v)

    play.sum_masks = spy  # only the pure module reads it from here; compiled, nothing is recorded
    try:
        for s, _ in positions:
            play.legal_moves(s)
    finally:
        play.sum_masks = real
    if not calls:
        return {}
    sm = cards.sum_masks
    t = best_of(3, lambda: [sm(b, v) for b, v in calls])
    return {"sum searches a move": len(calls) / len(positions), "one sum search": t / len(calls) * 1e6}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    args = ap.parse_args()
    print(f"cardlab {'compiled' if cardlab.compiled() else 'pure Python'}; CPU microseconds per move")
    try:
        import peers

        rate = peers.openspiel("crazy_eights", 2.0, clock=CLOCK)
        print(
            f"OpenSpiel crazy_eights: {1e6 / rate:.2f} per move ({rate:,.0f} moves per CPU second); "
            f"0.5x of it is {2e6 / rate:.2f} a move, 1.0x {1e6 / rate:.2f}"
        )
    except ImportError:
        print("(OpenSpiel is not installed: pip install -r benchmarks/requirements-peers.txt)")
    for game in args.games:
        r = parts(game, args.deals, args.seed)
        total = r["legal_moves"] + r["apply"] + r["deal"]
        print(
            f"{game:10} {r['moves']:7,.0f} moves ({r['moves a deal']:.0f} a deal): legal_moves "
            f"{r['legal_moves']:.2f}, apply {r['apply']:.2f}, deal {r['deal']:.2f}; sum {total:.2f}"
        )
        if "one sum search" in r:
            print(
                f"{'':10} sum search: {r['sum searches a move']:.2f} calls a move, "
                f"{r['one sum search']:.2f} each"
            )


if __name__ == "__main__":
    main()
