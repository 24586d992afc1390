"""``cardlab puzzles ...``: generate puzzles from bot games, check puzzle files, list the shipped
ones (:mod:`cardlab.puzzles`).  Added to the command line through ``cardlab.cli._EXTRA``."""

from __future__ import annotations

import json
import os
import sys


def register(subparsers):
    from ..engine import GAMES

    p = subparsers.add_parser("puzzles", help="make, check and list 'What would you play?' puzzles")
    sub = p.add_subparsers(dest="puzzles_cmd")
    g = sub.add_parser("generate", help="puzzles from bot games: positions with one clearly best answer")
    g.add_argument("game", choices=tuple(GAMES))
    g.add_argument("--games", type=int, default=5, help="bot games to play (default 5)")
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--out", required=True, help="directory for the puzzle files")
    g.add_argument("--bots", default="random", help="comma-separated bot names")
    g.add_argument("--goal", action="append", default=None, help="goal(s) to ask for")
    g.add_argument("--per-game", type=int, default=3, help="at most this many puzzles a game")
    g.set_defaults(handler=_generate)
    c = sub.add_parser("check", help="validate a puzzle file; with --answer, judge an answer")
    c.add_argument("file")
    c.add_argument("--answer", default=None)
    c.add_argument("--lang", choices=("en", "de"), default="en")
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=_check)
    ls = sub.add_parser("list", help="the puzzles that ship with cardlab")
    ls.add_argument("game", nargs="?", choices=tuple(GAMES))
    ls.add_argument("--lang", choices=("en", "de"), default="en", help="the language of the titles")
    ls.set_defaults(handler=_list)
    p.set_defaults(handler=lambda args: (p.print_usage(), 2)[1])


def _generate(args) -> int:
    import sys

    from ..puzzles.generate import generate

    if args.games < 1:
        print("cardlab: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        made = generate(
            args.game,
            games=args.games,
            seed=args.seed,
            out=args.out,
            bots=tuple(b.strip() for b in args.bots.split(",")),
            goals=args.goal,
            max_per_game=args.per_game,
        )
    except ValueError as e:
        print(f"cardlab: {e}", file=sys.stderr)
        return 2
    for p in made:
        print(
            f"{os.path.join(args.out, p.id + '.json')}: {p.answer['goal']} -> {' / '.join(p.solution['moves'])}"
        )
    print(f"{len(made)} puzzles written to {args.out}")
    return 0


def _check(args) -> int:
    from ..puzzles.model import Puzzle

    p = Puzzle.load(args.file)
    j = p.evaluate()
    if args.answer is None:
        from ..puzzles.generate import disagreement

        bad = disagreement(p)
        if args.json:
            print(
                json.dumps(
                    {
                        "id": p.id,
                        "game": p.game,
                        "valid": not bad,
                        "problem": bad,
                        "best": j["best"],
                        "score": j["score"],
                    },
                    ensure_ascii=False,
                )
            )
        elif not bad:
            print(f"{p.id}: ok; best: {' / '.join(j['best'])}")
        if bad:  # one line on stderr, like every refused file
            print(
                f"{args.file}: solution: the stated solution disagrees with the engine: {bad}",
                file=sys.stderr,
            )
        return 0 if not bad else 1
    v = p.check(args.answer, args.lang)
    if args.json:
        print(json.dumps(v.to_json(), ensure_ascii=False))
    else:
        print(v.text)
    return 0


def _list(args) -> int:
    from ..puzzles.model import shipped

    for p in shipped(args.game):
        how = p.answer.get("goal") or "moves"
        print(f"{p.id}\t{p.game}\t{how}\t{p.difficulty}\t{p.text('title', args.lang) if p.title else ''}")
    return 0
