"""``cardlab simulate GAME --games N --seed S --bots mc,heuristic --players P --out results.csv``:
many games between bots, one CSV row per game (see :mod:`cardlab.simulation`)."""

from __future__ import annotations

import sys


def register(subparsers):
    from ..engine import GAMES

    p = subparsers.add_parser("simulate", help="many games between bots, written as CSV rows")
    p.add_argument("game", choices=tuple(GAMES))
    p.add_argument("--games", type=int, default=100, help="number of whole games (default 100)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", default="random", help="comma-separated bot names, cycled over the seats")
    p.add_argument("--players", type=int, default=None, help="number of players (default 4)")
    p.add_argument("--preset", default=None)
    p.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, VALUE as JSON (e.g. -o target_score=100)",
    )
    p.add_argument("--rotate", action="store_true", help="move the bots one seat every game")
    p.add_argument("--workers", type=int, default=1, help="processes to use (default 1)")
    p.add_argument("--out", required=True, help="the CSV file to write ('-': standard output)")
    p.set_defaults(handler=run)
    return p


def run(args) -> int:
    from ..engine import RulesError, get_game
    from ..simulation import simulate, win_rates, write_csv

    if args.games < 1:
        print("cardlab: --games must be at least 1", file=sys.stderr)
        return 2
    g = get_game(args.game)
    from .options import parse_options

    opts = parse_options(args.option)
    if opts is None:
        return 2
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        rules = g.rules(args.preset, **opts)
        ex = None
        if args.workers > 1:
            from concurrent.futures import ProcessPoolExecutor

            ex = ProcessPoolExecutor(args.workers)
        try:
            rows = simulate(
                g,
                rules=rules,
                bots=bots,
                games=args.games,
                seed=args.seed,
                executor=ex,
                players=args.players,
                rotate=args.rotate,
            )
        finally:
            if ex is not None:
                ex.shutdown()
    except (RulesError, ValueError) as e:
        print(f"cardlab: {e}", file=sys.stderr)
        return 2
    if args.out == "-":
        write_csv(rows, sys.stdout)
    else:
        write_csv(rows, args.out)
        wr = win_rates(rows)
        parts = [f"{b} {100 * v['rate']:.1f}%" for b, v in wr.items()]
        print(f"{args.out}: {len(rows)} games; wins: {', '.join(parts)}")
    return 0
