"""The tutorial helpers' results, which show themselves: as text (``repr``) and as HTML in a
notebook, in English or German.  Made by :mod:`cardlab.lessons.tutorial`.

* :class:`Grid` -- a small table (the notation, a deck, hand values, options);
* :class:`Walk` -- the moves of a record with what each did and why;
* :class:`Moves` -- moves in the learner's notation;
* :class:`Refusal` -- a move the rules do not allow, with the engine's reason;
* :class:`Plot` -- a matplotlib figure shown as a PNG.

Names of players and every other text are escaped in the HTML.
"""

from __future__ import annotations

import html as _html

from ..games._teaching import word as _w  # the lesson helpers' words (catalog lesson.word.*)
from ..record import Record

LANGS = ("en", "de")


def _lang(lang) -> str:
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    return lang


def _e(s) -> str:
    return _html.escape(str(s), quote=True)


def _cap(s: str) -> str:
    """A label that begins a line: its first letter capital."""
    return s[:1].upper() + s[1:]


def _sentence(s: str) -> str:
    """A message as a sentence of its own: a capital first letter and a full stop."""
    s = _cap(s.strip())
    return s if s[-1:] in (".", "!", "?") else s + "."


def _percent(x, lang) -> str:
    return f"{100 * x:.0f} %" if lang == "de" else f"{100 * x:.0f}%"


# -- objects that show themselves -------------------------------------------------------------
class Shown:
    """Shows itself as plain text (``repr``, ``str``) and as HTML in a notebook."""

    def text(self) -> str:
        raise NotImplementedError

    def html(self) -> str:
        return f"<pre>{_e(self.text())}</pre>"

    def __repr__(self):
        return self.text()

    __str__ = __repr__

    def _repr_html_(self):
        return self.html()


class Grid(Shown):
    """A small table: ``header`` (a list of column names) and ``rows`` (lists of cells)."""

    def __init__(self, header, rows, title: str = ""):
        self.header = [str(h) for h in header]
        self.rows = [[str(c) for c in r] for r in rows]
        self.title = title

    def text(self) -> str:
        cols = list(zip(self.header, *self.rows))
        width = [max(len(c) for c in col) for col in cols]

        def line(cells):
            return "  ".join(c.ljust(w) for c, w in zip(cells, width)).rstrip()

        out = [self.title] if self.title else []
        out += [line(self.header), line(["-" * w for w in width])]
        out += [line(r) for r in self.rows]
        return "\n".join(out)

    def html(self) -> str:
        head = "".join(f"<th style='text-align:left'>{_e(h)}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in r) + "</tr>" for r in self.rows)
        cap = f"<caption style='text-align:left'>{_e(self.title)}</caption>" if self.title else ""
        return (
            f"<table class='cardlab-lesson'>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )


class Walk(Shown):
    """The moves of a record, each in the learner's notation with what it did and why.
    ``prelude``: sentences that come before the first move (how the deal came about)."""

    def __init__(self, lines, prelude=(), lang="en"):
        self.lines = list(lines)  # (move number, notation, explanation)
        self.prelude = list(prelude)
        self.lang = lang

    def text(self) -> str:
        out = list(self.prelude)
        out += [f"{i}. {notation}: {why}" for i, notation, why in self.lines]
        return "\n".join(out)

    def html(self) -> str:
        pre = "".join(f"<p>{_e(p)}</p>" for p in self.prelude)
        items = "".join(f"<li><code>{_e(n)}</code> {_e(why)}</li>" for _, n, why in self.lines)
        return f"<div class='cardlab-lesson'>{pre}<ol>{items}</ol></div>" if items else f"<div>{pre}</div>"


class Readings(Shown):
    """The same example under two sets of rules: ``parts`` is a list of (the rules in words, the
    :class:`Walk` under them)."""

    def __init__(self, parts):
        self.parts = list(parts)

    def text(self) -> str:
        return "\n\n".join(f"{_cap(label)}:\n{w.text()}" for label, w in self.parts)

    def html(self) -> str:
        return "".join(
            f"<div class='cardlab-lesson'><p><strong>{_e(_cap(label))}:</strong></p>{w.html()}</div>"
            for label, w in self.parts
        )


class Moves(Shown):
    """A list of moves in the learner's notation."""

    def __init__(self, moves, title=""):
        self.moves = list(moves)
        self.title = title

    def __iter__(self):
        return iter(self.moves)

    def __len__(self):
        return len(self.moves)

    def __contains__(self, m):
        return m in self.moves

    def text(self) -> str:
        return (f"{self.title}: " if self.title else "") + " · ".join(self.moves)

    def html(self) -> str:
        head = f"<b>{_e(self.title)}:</b> " if self.title else ""
        return (
            f"<p class='cardlab-lesson'>{head}"
            + " · ".join(f"<code>{_e(m)}</code>" for m in self.moves)
            + "</p>"
        )


class Refusal(Shown):
    """A move the rules do not allow: ``shown`` (the move as the learner writes or touches it),
    ``reason`` (the engine's, in ``lang``), ``allowed`` (the legal moves there), ``position`` (the
    position in words), ``player`` (who wanted to move), ``key`` (the message id)."""

    def __init__(self, game, shown, reason, key, allowed, position, player, lang, record=None):
        self.game, self.shown, self.reason, self.key = game, shown, reason, key
        self.allowed, self.position, self.player, self.lang = allowed, position, player, lang
        self.record = record

    def replay(self):
        """The position as a replay widget, at its last step."""
        from ..widgets import Replay

        rec = Record.coerce(self.record)
        return Replay(rec, lang=self.lang, deal=len(rec.deals), step=len(rec.deals[-1].moves))

    def _lines(self):
        return (
            f"{self.player}: {self.shown}",
            f"{_w('refused', self.lang)}: {_sentence(self.reason)}",
            f"{_w('allowed', self.lang)}: " + " · ".join(self.allowed),
        )

    def text(self) -> str:
        head = f"{_w('position', self.lang)}:\n" + "\n".join("  " + ln for ln in self.position.splitlines())
        return "\n".join([head, *self._lines()])

    def html(self) -> str:
        move, why, allowed = self._lines()
        allowed_html = " · ".join(f"<code>{_e(m)}</code>" for m in self.allowed)
        return (
            "<div class='cardlab-lesson cardlab-refusal' style='border-left:4px solid #b03a2e;"
            "padding:0.3em 0.9em;margin:0.4em 0'>"
            f"<pre style='margin:0 0 0.4em 0'>{_e(self.position)}</pre>"
            f"<p style='margin:0.2em 0'><b>{_e(self.player)}:</b> <code>{_e(self.shown)}</code></p>"
            f"<p style='margin:0.2em 0'>&#10007; <b>{_e(_w('refused', self.lang))}:</b> {_e(_sentence(self.reason))}</p>"
            f"<p style='margin:0.2em 0'>{_e(_w('allowed', self.lang))}: {allowed_html}</p></div>"
        )


class Plot(Shown):
    """A matplotlib figure that shows itself as a PNG (no pyplot state)."""

    def __init__(self, figure, title="plot"):
        self.figure, self.title = figure, title

    def text(self) -> str:
        return f"<{self.title}>"

    def html(self):
        return None

    def _repr_html_(self):
        return None

    def _repr_png_(self):
        import io

        buf = io.BytesIO()
        self.figure.savefig(buf, format="png", dpi=100)
        return buf.getvalue()
