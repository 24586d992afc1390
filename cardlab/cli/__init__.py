"""The command line: ``cardlab COMMAND ...`` (FORMAT.md; the help texts: docs/_generated/cli.md).

One module of this package a command, each with ``register(subparsers)``, which adds the
command's parser, whose defaults set ``handler`` (a function of args returning the exit status):

* :mod:`cardlab.cli.records`: ``check``, ``moves``, ``show``, ``play`` (records);
* :mod:`cardlab.cli.puzzles`: ``puzzles generate | check | list``;
* :mod:`cardlab.cli.simulate`: ``simulate`` (many bot games as CSV rows);
* :mod:`cardlab.cli.teaching`: ``class report`` (the class report over answers files);
* :mod:`cardlab.cli.lessons`: ``lesson check | new | list | nbgrader``;
* :mod:`cardlab.cli.analyse`: ``analyse`` (every decision of a record judged).

Each loads its feature only when its command runs: ``import cardlab.cli`` and ``cardlab --help``
import no engine beyond :mod:`cardlab.engine`, no widget and no plotting library.

Exit status 0 on success, 1 for a record that is not valid (one line on stderr naming the place,
never a traceback), 2 for a usage error.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ..engine import GAMES, CardlabError
from .options import parse_options

__all__ = ["main", "parse_options"]


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"cardlab: {message}", file=sys.stderr)
        sys.exit(2)


def _parser():
    """The command line's parser, made once for each set of registered games (their names are
    choices; a game registered later gets a parser that knows it): making it takes about 10 ms,
    and a program or a test that calls :func:`main` again and again keeps the one it has."""
    key = tuple(GAMES)
    p = _PARSERS.get(key)
    if p is None:
        p = _PARSERS[key] = _make_parser()
    return p


_PARSERS: dict[tuple, argparse.ArgumentParser] = {}


def _make_parser():
    from . import records

    p = _Parser(prog="cardlab", description="Check, replay and play cardlab records.")
    sub = p.add_subparsers(dest="cmd", parser_class=_Parser)
    records.register(sub)
    for modname in _EXTRA:  # more subcommands, each in the module of its feature
        importlib.import_module(modname).register(sub)  # a broken import fails loudly
    return p


# the modules that add the subcommands after the record commands (cardlab.cli.records), in the
# order of ``cardlab --help``
_EXTRA = (
    "cardlab.cli.puzzles",
    "cardlab.cli.simulate",
    "cardlab.cli.teaching",
    "cardlab.cli.lessons",
    "cardlab.cli.analyse",
)


def _fail(path, err) -> int:
    from ..safeio import one_line

    print(one_line(f"{path}: {err}", 2000), file=sys.stderr)  # one line, whatever a name in it holds
    return 1


def main(argv=None) -> int:
    """Run one command; everything it prints passes :func:`cardlab.safeio.terminal_safe` (no
    escape sequence or other control character of a name or a comment reaches the terminal)."""
    from ..safeio import SafeStream

    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = SafeStream(sys.stdout), SafeStream(sys.stderr)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = saved


def _main(argv=None) -> int:
    args = _parser().parse_args(argv)
    if not args.cmd:
        _parser().print_usage(sys.stderr)
        return 2
    try:
        return args.handler(args)
    except CardlabError as e:
        return _fail(getattr(args, "file", None) or getattr(args, "out", "cardlab"), e)
    except BrokenPipeError:
        return 0
    except Exception as e:  # never a traceback for a bad file
        if os.environ.get("CARDLAB_DEBUG"):
            raise
        return _fail(
            getattr(args, "file", None) or "cardlab", f"cannot be processed: {type(e).__name__}: {e}"
        )
