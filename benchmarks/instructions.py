"""Instructions per move, counted by valgrind's callgrind: random play of one game, per move
(the per-move API) or in playouts, after untimed warm-up deals that fill the engines' memo
tables.  Counts do not move with the load of the machine, so they compare two versions of the
code where a timing would not.  The script runs itself twice under callgrind, once with the
warm-up alone and once with the measured deals added, and divides the difference by the moves.

    .venv/bin/python benchmarks/instructions.py sweep move --warm 1500 --deals 300
    CARDLAB_PURE=1 .venv/bin/python benchmarks/instructions.py swoop playout

Needs valgrind (Debian: apt-get install valgrind).  Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play(game: str, mode: str, warm: int, deals: int) -> int:
    sys.path.insert(0, str(ROOT))
    from cardlab import get_game
    from cardlab.engine import Match

    g = get_game(game)
    rules = g.rules()

    def run(k: int, seed: int) -> int:
        rng = random.Random(seed)
        rnd = rng.random
        moves = 0
        for _ in range(k):
            s = Match(g, rules, 4).new_deal(rng)
            if mode == "playout":
                moves += g.playout(s, rng)
                continue
            while not s.over:
                legal = g.legal_moves(s)
                g.apply(s, legal[int(rnd() * len(legal))], False)
                moves += 1
        return moves

    run(warm, 2)
    return run(deals, 1)


def counted(args: argparse.Namespace, deals: int, out: Path) -> tuple[int, int]:
    """(instructions, moves) of one run under callgrind."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    p = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            __file__,
            "--child",
            args.game,
            args.mode,
            "--warm",
            str(args.warm),
            "--deals",
            str(deals),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    ir = re.search(r"Collected : (\d+)", p.stderr)
    if ir is None:
        raise SystemExit("callgrind printed no count:\n" + p.stderr[-2000:])
    return int(ir.group(1)), int(p.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game", choices=["swoop", "sweep", "schwimmen"])
    ap.add_argument("mode", choices=["move", "playout"])
    ap.add_argument("--warm", type=int, default=1000, help="untimed deals first")
    ap.add_argument("--deals", type=int, default=300, help="deals counted")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(play(args.game, args.mode, args.warm, args.deals))
        return
    tmp = Path(os.environ.get("TMPDIR", "/tmp"))
    base, _ = counted(args, 0, tmp / "cardlab-callgrind-base.out")
    total, moves = counted(args, args.deals, tmp / "cardlab-callgrind.out")
    import cardlab

    build = "compiled" if cardlab.compiled() else "pure Python"
    print(
        f"{args.game} {args.mode}, {build}: {moves:,} moves in {args.deals} deals after {args.warm}; "
        f"{(total - base) / moves:,.0f} instructions per move"
    )


if __name__ == "__main__":
    main()
