"""``cardlab class report FILES... [--lang de] [--html OUT] [--puzzles DIR]``: the class report
over the students' answers files (:mod:`cardlab.teaching`).  Added to the command line through ``cardlab.cli._EXTRA``.

The table goes to standard output, each file that cannot be used to standard error as one line
(``answers-x.json: puzzles[2].attempts[0].hints_used: must be a whole number ≥ 0``).  Exit
status 0 when at least one file was read, 1 when none was (or the page cannot be written), 2
for a usage error.
"""

from __future__ import annotations

import sys


def register(subparsers):
    p = subparsers.add_parser("class", help="collect a class's answers files: the class report")
    sub = p.add_subparsers(dest="class_cmd")
    r = sub.add_parser("report", help="a table student x puzzle from answers files (cardlab-answers/1)")
    r.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help="answers files the students saved (a folder: every *.json in it)",
    )
    r.add_argument("--lang", choices=("en", "de"), default="en")
    r.add_argument("--html", default=None, metavar="OUT", help="also write the report as an HTML page")
    r.add_argument(
        "--puzzles",
        action="append",
        default=None,
        metavar="DIR",
        help="your own puzzle files or folders (besides the shipped puzzles)",
    )
    r.set_defaults(handler=_report)
    p.set_defaults(handler=lambda args: (p.print_usage(sys.stderr), 2)[1])
    return p


def _report(args) -> int:
    from ..teaching.answers import one_line
    from ..teaching.report import report

    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show never stops the report
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]  # AttributeError caught below
        except (AttributeError, ValueError):
            pass
    puzzles = None
    if args.puzzles:
        from ..engine import CardlabError
        from ..teaching.answers import _Known

        try:
            puzzles = _Known(args.puzzles)
        except (CardlabError, OSError) as e:
            print(one_line(f"cardlab: --puzzles: {e}"), file=sys.stderr)
            return 2
    rep = report(args.files, lang=args.lang, puzzles=puzzles)
    for s in rep.skipped:
        print(str(s), file=sys.stderr)
    if not rep.rows:
        print(one_line(f"cardlab: none of the {len(rep.skipped)} files could be read"), file=sys.stderr)
        return 1
    sys.stdout.write(rep.to_text(skipped=False))
    if args.html:
        try:
            rep.save_html(args.html)
        except OSError as e:
            print(one_line(f"{args.html}: cannot write the page: {e.strerror or e}"), file=sys.stderr)
            return 1
    return 0
