"""``cardlab lesson ...``: check a lesson file, start a new one, list the shipped ones, write an
nbgrader notebook from one and put the handed-in copies into the course (:mod:`cardlab.lessons`).  Added to the command line through ``cardlab.cli._EXTRA``.

Exit status 0 on success, 1 for a lesson that is not valid (one line on stderr naming the file
and the place, never a traceback), 2 for a usage error."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from ..engine import GAMES  # the registered games


def register(subparsers):
    p = subparsers.add_parser("lesson", help="check, make and list lessons; write nbgrader notebooks")
    sub = p.add_subparsers(dest="lesson_cmd")
    c = sub.add_parser("check", help="load a lesson file and check every step")
    c.add_argument("file", nargs="+", help="lesson files (or ids of shipped lessons)")
    c.add_argument("--json", action="store_true", help="one JSON object a line")
    c.add_argument("--lang", choices=("en", "de"), default="en", help="the language of the lines")
    c.set_defaults(handler=_check)
    n = sub.add_parser("new", help="write a lesson to start from: an intro, the puzzles, the replays")
    n.add_argument("--game", required=True, choices=GAMES)
    n.add_argument("--title", required=True, help="the title (in both languages, unless --title-de)")
    n.add_argument("--title-de", default=None, help="the German title")
    n.add_argument("--puzzles", default="", help="comma-separated ids of shipped puzzles")
    n.add_argument(
        "--replay",
        action="append",
        default=[],
        metavar="RECORD",
        help="a record file (relative to the lesson's folder) to replay; may be repeated",
    )
    n.add_argument("--out", required=True, help="the lesson file to write")
    n.add_argument("--force", action="store_true", help="replace an existing file")
    n.add_argument("--lang", choices=("en", "de"), default="en", help="the language of the lines")
    n.set_defaults(handler=_new)
    ls = sub.add_parser("list", help="the lessons that ship with cardlab")
    ls.add_argument("game", nargs="?", choices=GAMES)
    ls.add_argument("--lang", choices=("en", "de"), default="en", help="the language of the titles")
    ls.set_defaults(handler=_list)
    g = sub.add_parser("nbgrader", help="an nbgrader source notebook: every exercise an autograded answer")
    g.add_argument("file", help="a lesson file (or the id of a shipped lesson)")
    g.add_argument("--out", required=True, help="the folder for the notebook (e.g. source/lesson1)")
    g.add_argument("--lang", choices=("en", "de"), default="en")
    g.add_argument("--name", default=None, help="the notebook's file name (default: the lesson's id)")
    g.set_defaults(handler=_nbgrader)
    co = sub.add_parser(
        "collect", help="put handed-in notebooks where nbgrader looks: submitted/<student>/<assignment>/"
    )
    co.add_argument(
        "downloads", nargs="+", help="notebooks, or folders holding one folder per student (named after them)"
    )
    co.add_argument("--course", required=True, help="the nbgrader course folder")
    co.add_argument("--assignment", default=None, help="the assignment (default: as the notebook names it)")
    co.add_argument("--force", action="store_true", help="replace a notebook already handed in")
    co.add_argument("--lang", choices=("en", "de"), default="en", help="the language of the lines")
    co.set_defaults(handler=_collect)
    nb = sub.add_parser(
        "notebook", help="the class's notebook of a lesson file, beside it (for a Binder link or JupyterLite)"
    )
    nb.add_argument("file", help="a lesson file")
    nb.add_argument("--lang", choices=("en", "de"), default=None, help="default: the lesson's own language")
    nb.add_argument("--out", default=None, help="the notebook (default: the lesson's name with .ipynb)")
    nb.add_argument("--force", action="store_true", help="replace an existing notebook")
    nb.set_defaults(handler=_notebook)
    p.set_defaults(handler=lambda args: (p.print_usage(sys.stderr), 2)[1])


def _summary(lesson, lang: str) -> str:
    """What a lesson holds, in ``lang``: "summen: <game>, 4 steps (1 text, 3 puzzles)"."""
    from ..explain import text
    from ..lessonfiles.files import KINDS

    kinds = [s.kind for s in lesson.steps]
    parts = [text(f"classroom.cli.kind.{k}", lang, n=kinds.count(k)) for k in KINDS if kinds.count(k)]
    return text(
        "classroom.cli.summary",
        lang,
        lesson=lesson.id,
        game=lesson.game,
        n=len(kinds),
        kinds=", ".join(parts),
    )


def _reason(e: OSError, lang: str) -> str:
    from ..record import os_problem

    return os_problem(e, lang)


def _err(e) -> int:
    print(str(e), file=sys.stderr)  # LessonError: one line naming the file and the place
    return 1


def _check(args) -> int:
    from ..explain import text
    from ..lessonfiles.files import Lesson, LessonError

    status = 0
    for f in args.file:
        try:
            lesson = Lesson.coerce(f)
        except LessonError as e:
            status = _err(e)
            continue
        if args.json:
            kinds = [s.kind for s in lesson.steps]
            print(
                json.dumps(
                    {
                        "file": f,
                        "id": lesson.id,
                        "game": lesson.game,
                        "valid": True,
                        "steps": len(kinds),
                        "kinds": {k: kinds.count(k) for k in sorted(set(kinds))},
                        "puzzles": [p.id for p in lesson.puzzles],
                    },
                    ensure_ascii=False,
                )
            )
        else:
            print(text("classroom.cli.checked", args.lang, file=f, summary=_summary(lesson, args.lang)))
    return status


def _new(args) -> int:
    from pathlib import Path

    from ..explain import text
    from ..lessonfiles.files import LessonError, _safe_stem, new

    out = Path(args.out)
    if out.exists() and not args.force:
        print(text("classroom.cli.exists", args.lang, file=args.out), file=sys.stderr)
        return 2
    title = args.title if args.title_de is None else {"en": args.title, "de": args.title_de}
    ids = [s.strip() for s in args.puzzles.split(",") if s.strip()]
    try:
        lesson = new(args.game, title, ids, args.replay, id=_safe_stem(out), base=out.resolve().parent)
    except LessonError as e:
        e.file = e.file or args.out
        return _err(e)
    lesson.save(out)
    print(f"{args.out}: {_summary(lesson, args.lang)}")
    return 0


def _list(args) -> int:
    from ..lessonfiles.files import in_lang, shipped

    for lesson in shipped(args.game):
        print(f"{lesson.id}\t{lesson.game}\t{len(lesson.steps)}\t{in_lang(lesson.title, args.lang)}")
    return 0


def _nbgrader(args) -> int:
    from ..explain import text
    from ..lessonfiles.files import Lesson, LessonError
    from ..lessons.nbgrader import key_name, write_notebook

    try:
        lesson = Lesson.coerce(args.file)
    except LessonError as e:
        return _err(e)
    try:
        path = write_notebook(lesson, args.out, lang=args.lang, name=args.name)
    except OSError as e:
        print(
            text("classroom.cli.cannot_write", args.lang, file=args.out, reason=_reason(e, args.lang)),
            file=sys.stderr,
        )
        return 1
    except ValueError as e:
        print(f"cardlab: {e}", file=sys.stderr)
        return 2
    n = len(lesson.exercises())
    print(text("classroom.cli.nbgrader", args.lang, file=os.fspath(path), n=n))
    key = path.parent.resolve().parent / key_name(path.parent.resolve().name, path.stem)
    try:  # said as the notebook's path was given: relative where that was relative
        key = key.relative_to(Path.cwd().resolve()) if not path.is_absolute() else key
    except ValueError:
        pass
    print(text("classroom.cli.key", args.lang, file=os.fspath(key)))
    return 0


def _collect(args) -> int:
    from ..lessons.nbgrader import CollectError, collect

    try:
        done = collect(args.downloads, args.course, assignment=args.assignment, force=args.force)
    except CollectError as e:
        print(str(e), file=sys.stderr)
        return 1
    except OSError as e:
        from ..explain import text

        print(
            text("classroom.cli.cannot_write", args.lang, file=args.course, reason=_reason(e, args.lang)),
            file=sys.stderr,
        )
        return 1
    for student, target in done:
        print(f"{student}: {os.fspath(target)}")
    return 0


def _notebook(args) -> int:
    from ..explain import text
    from ..lessonfiles.files import LessonError
    from ..lessons.notebook import student_notebook

    try:
        path = student_notebook(args.file, lang=args.lang, out=args.out, force=args.force)
    except LessonError as e:
        return _err(e)
    except FileExistsError as e:
        print(str(e), file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"cardlab: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"{args.out or args.file}: cannot write the notebook: {e.strerror or e}", file=sys.stderr)
        return 1
    meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]["cardlab"]
    print(
        text(
            "classroom.notebook.written",
            meta["lang"],
            file=os.fspath(path),
            lesson=meta["lesson"],
            language={"en": "English", "de": "Deutsch"}[meta["lang"]],
            lesson_file=meta["lesson_file"],
        )
    )
    return 0
