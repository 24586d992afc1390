"""``cardlab class report FILES... [--lesson LESSON] [--lang de] [--html OUT] [--csv OUT]
[--puzzles DIR]``: the class report over the students' answers files (:mod:`cardlab.teaching`).
Added to the command line through ``cardlab.cli._EXTRA``.

The table goes to standard output; each file that cannot be used is named in the report with
its reason and on standard error as one line (``answers-x.json: puzzles[2].attempts[0].hints_used:
must be a whole number ≥ 0, not -1``), in the report's language.  ``--lesson`` (a lesson file or
a shipped lesson's id) makes the lesson's exercises the columns and leaves the files of another
lesson apart.  The page and the CSV are written whole or not at all.  Exit status 0 when every
file was read and everything written, 1 when a file could not be read (the report is still
written for the others) or an output cannot be written, 2 for a usage error.
"""

from __future__ import annotations

import sys

from ..record import os_problem


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
    r.add_argument(
        "--lesson",
        default=None,
        metavar="LESSON",
        help="the lesson the answers belong to (a lesson file or a shipped lesson's id): its "
        "puzzles in its order; files of another lesson are listed apart",
    )
    r.add_argument("--html", default=None, metavar="OUT", help="also write the report as an HTML page")
    r.add_argument(
        "--csv",
        default=None,
        metavar="OUT",
        help="also write a CSV file: one row per student and puzzle (name, puzzle, solved, tries, "
        "hints, solution seen, the answers)",
    )
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
    from ..engine import CardlabError
    from ..explain import text
    from ..safeio import one_line
    from ..teaching.report import report

    lang = args.lang

    def say(key, **params):
        print(one_line(text(f"teaching.report.{key}", lang, **params), 1000), file=sys.stderr)

    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show never stops the report
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]  # AttributeError caught below
        except (AttributeError, ValueError):
            pass
    puzzles = None
    if args.puzzles:
        from ..teaching.answers import _Known

        try:
            puzzles = _Known(args.puzzles)
        except (CardlabError, OSError) as e:
            say("bad_puzzles", reason=str(e))
            return 2
    lesson = None
    if args.lesson:
        from ..lessonfiles.files import Lesson

        try:
            lesson = Lesson.coerce(args.lesson)
        except (CardlabError, OSError) as e:
            say("bad_lesson", reason=str(e))
            return 2
    rep = report(args.files, lang=lang, puzzles=puzzles, lesson=lesson)
    for s in rep.skipped:
        print(str(s), file=sys.stderr)
    if not rep.rows:
        say("none_read", n=len(rep.skipped) + len(rep.others))
        return 1
    sys.stdout.write(rep.to_text())
    status = 1 if rep.skipped else 0
    if rep.skipped:
        say("not_read", n=len(rep.skipped))
    for path, write in ((args.html, rep.save_html), (args.csv, rep.save_csv)):
        if not path:
            continue
        try:
            write(path)
        except (OSError, UnicodeError) as e:
            reason = os_problem(e, args.lang) if isinstance(e, OSError) else str(e)
            say("cannot_write", file=str(path), reason=reason)
            status = 1
    return status
