"""``cardlab analyse FILE [--deal D] [--seat N] [--strength S] [--jobs J] [--json] [--out FILE]``:
every decision of a record judged (:mod:`cardlab.analysis`, docs/analysis.md).  Text, or with ``--json`` one JSON object a
line per decision; ``--out`` writes the record with the analysis as annotations.  A record that
is not valid exits with 1, a bad option (a seat or deal not in the record) with 2, each with one
line on stderr."""

from __future__ import annotations

import json
import os
import sys


def _strength(text):
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    return t


def register(subparsers):
    p = subparsers.add_parser(
        "analyse", aliases=["analyze"], help="judge every decision of a record (values, best moves, mistakes)"
    )
    p.add_argument("file")
    p.add_argument("--deal", type=int, help="only this deal (1-based; default: every deal)")
    p.add_argument("--seat", type=int, help="only this seat's decisions (0-based; default: every seat)")
    p.add_argument(
        "--strength",
        type=_strength,
        default="default",
        help="fast, default, strong, or a number of samples per decision",
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--seed", type=int, default=0, help="the analysis's seed (default 0)")
    p.add_argument("--json", action="store_true", help="one JSON object a line per decision")
    p.add_argument("--out", help="write the record with the analysis as annotations to this file")
    p.add_argument("--lang", choices=("de", "en"), default="en")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(handler=run)
    return p


def _usage(args, msg) -> int:
    print(f"{args.file}: {' '.join(str(msg).splitlines())}", file=sys.stderr)
    return 2


def run(args) -> int:
    from ..analysis import AnalysisError, analyse, settings
    from ..record import Record, RecordError

    rec = Record.load(args.file)
    rec.check()  # a record that is not valid: exit 1, one line
    try:
        settings(args.strength)
    except AnalysisError as e:
        return _usage(args, f"--strength {args.strength}: {e}")
    if args.jobs < 1:
        return _usage(args, f"--jobs {args.jobs}: at least 1 worker")
    n = len(rec.players)
    if args.seat is not None and not 0 <= args.seat < n:
        return _usage(
            args,
            f"--seat {args.seat}: there is no seat {args.seat} in this game: its "
            f"{n} players sit at seats 0 to {n - 1}",
        )
    if args.deal is not None:
        try:
            rec.place(args.deal, None)
        except RecordError as e:
            return _usage(args, e)
    progress = (
        not args.no_progress
        and sys.stderr is not None
        and sys.stderr.isatty()
        and not os.environ.get("CARDLAB_NO_PROGRESS")
    )
    a = analyse(
        rec,
        seat=args.seat,
        strength=args.strength,
        executor=args.jobs,
        progress=progress,
        seed=args.seed,
        deal=args.deal,
    )
    if args.json:
        for d in a.to_json():
            print(json.dumps(d, ensure_ascii=False))
    else:
        print(a.text(args.lang))
    if args.out:
        a.annotated().save(args.out)
        if not args.json:
            from ..explain import text

            print(
                text("analysis.cli.wrote", args.lang, path=args.out, n=len(a.decisions), k=len(a.mistakes()))
            )
    return 0
