"""Text and files that come from outside, handled safely: lines for a terminal, lone surrogates,
and files written whole or not at all.

* :func:`one_line` makes any text (a student's name, a record's comment, a reason) one line a
  terminal shows as it is: control and direction-changing characters become spaces or are
  dropped, so an escape sequence in a name (``\\x1b[2J``) never reaches the terminal;
* :func:`terminal_safe` does the same to a whole output but keeps its line breaks and tabs
  (the command line filters everything it prints through it);
* :func:`lone_surrogate` finds a lone surrogate (``\\ud800``, which JSON's ``\\u`` escapes can
  carry but UTF-8 cannot encode) in a parsed value;
* :func:`write_atomic` writes a file aside in the same folder and then replaces the target with
  :func:`os.replace`: a run that fails never truncates a file that was there.

At the bottom of the layers: it imports nothing of cardlab.
"""

from __future__ import annotations

import os
import tempfile
import unicodedata
from pathlib import Path

_BREAKS = "\t\n\r\v\f\x85\u2028\u2029"


def is_bidi_control(ch: str) -> bool:
    """A character that changes the direction of the text around it (U+200E, U+202A-202E ...)."""
    return ch in "\u200e\u200f\u061c" or "\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069"


def _is_surrogate(ch: str) -> bool:
    return "\ud800" <= ch <= "\udfff"


def one_line(s, limit: int = 300) -> str:
    """``s`` on one line for a terminal: control and direction-changing characters become
    spaces or are dropped, a lone surrogate becomes U+FFFD, runs of white space one space, at
    most ``limit`` characters."""
    out = []
    for ch in str(s):
        if ch in _BREAKS:
            out.append(" ")
        elif _is_surrogate(ch):
            out.append("\ufffd")
        elif unicodedata.category(ch) == "Cc" or is_bidi_control(ch):
            continue
        else:
            out.append(ch)
    text = " ".join("".join(out).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def terminal_safe(s: str) -> str:
    """``s`` without the characters a terminal acts on (escape, carriage return, the other
    controls but newline and tab, direction changes); a lone surrogate becomes U+FFFD."""
    if all(ch in "\n\t" or ch.isprintable() for ch in s):  # the common case: nothing to do
        return s
    out = []
    for ch in s:
        if ch in "\n\t":
            out.append(ch)
        elif _is_surrogate(ch):
            out.append("\ufffd")
        elif unicodedata.category(ch) == "Cc" or is_bidi_control(ch):
            continue
        else:
            out.append(ch)
    return "".join(out)


class SafeStream:
    """A text stream that writes through :func:`terminal_safe`; everything else is the
    wrapped stream's."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, s):
        return self._stream.write(terminal_safe(s))

    def writelines(self, lines):
        for s in lines:
            self.write(s)

    def __getattr__(self, name):
        return getattr(self._stream, name)


def lone_surrogate(value, where: str = "") -> tuple[str, int] | None:
    """``(place, code point)`` of the first lone surrogate in a parsed JSON value (its keys
    and texts), or None.  ``place`` is like ``players[1]`` or ``meta.title``."""
    stack = [(where, value)]
    while stack:
        place, v = stack.pop()
        if isinstance(v, str):
            for ch in v:
                if _is_surrogate(ch):
                    return place, ord(ch)
        elif isinstance(v, dict):
            for k, x in reversed(list(v.items())):
                sub = f"{place}.{k}" if place else str(k)
                for ch in str(k):
                    if _is_surrogate(ch):
                        return sub, ord(ch)
                stack.append((sub, x))
        elif isinstance(v, list):
            stack.extend((f"{place}[{i}]", x) for i, x in reversed(list(enumerate(v))))
    return None


def write_atomic(path, data, encoding: str = "utf-8", newline: str | None = None) -> Path:
    """Write ``data`` (text or bytes) to ``path`` whole or not at all: into a new file beside
    it, then :func:`os.replace`.  Text that cannot be encoded raises before anything is
    written over; a failure leaves what was at ``path`` as it was."""
    path = Path(path)
    if isinstance(data, str):
        if newline is None:
            data = data.replace("\n", os.linesep) if os.linesep != "\n" else data
        elif newline != "":
            data = data.replace("\n", newline)
        data = data.encode(encoding)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:40]}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path
