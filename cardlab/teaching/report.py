"""The class report: the answers files of a class as one table, student x puzzle.

``cardlab.teaching.report(files, lang="de")`` reads every file it can (a folder stands for the
``*.json`` files in it) and returns a :class:`Report`: for every student and puzzle whether it
was solved at the first answer, solved later, not solved or not tried, with the attempts and
hints; per puzzle how many solved it; per student the totals.  A file that cannot be used is
left out with its one-line reason (``Report.skipped``); when one student handed in several files,
the newest (by ``saved``) counts and the others are listed in ``Report.replaced``.

``to_text()`` is the table for a terminal, ``to_html()`` a standalone page (every name and text
escaped, nothing loaded from elsewhere, large type for a projector), ``plot()`` a matplotlib
figure.  ``import cardlab.teaching`` does not load matplotlib.
"""

from __future__ import annotations

import html
import os
from collections import namedtuple
from datetime import timezone
from pathlib import Path

from ..explain import text
from ..safeio import write_atomic
from .answers import AnswersError, _Known, _known, one_line
from .answers_check import load_answers, parse_time, validate_answers

STATUSES = ("first", "later", "not_solved", "not_tried")
ABSENT = "absent"  # the puzzle was not in the student's set: not counted for that puzzle
SYMBOLS = {"first": "✓", "later": "(✓)", "not_solved": "✗", "not_tried": "·", ABSENT: "–"}
COLOURS = {"first": "#1b7a3a", "later": "#8fd19e", "not_solved": "#d9534f", "not_tried": "#d8d8d8"}
INK = {"first": "#ffffff", "later": "#0b3d1a", "not_solved": "#ffffff", "not_tried": "#444444"}
NAME_SHOWN = 60  # characters of a name shown in the table (the whole name in its tooltip)


class Skipped(namedtuple("Skipped", "file reason")):
    """A file left out of the report and why (one line)."""

    __slots__ = ()

    def __str__(self):
        return one_line(f"{self.file}: {self.reason}", 600)


class Cell(namedtuple("Cell", "status attempts hints solution_seen")):
    """One student's result on one puzzle: ``status`` first | later | not_solved | not_tried,
    the number of attempts, the hints used, whether the solution was shown."""

    __slots__ = ()

    def to_json(self) -> dict:
        return self._asdict()


class Row(namedtuple("Row", "student file saved cells totals")):
    """One student: the name as typed, the file, when it was saved, a cell per puzzle id and
    the totals (with the games played at the Table)."""

    __slots__ = ()

    def to_json(self) -> dict:
        return {
            "student": self.student,
            "file": self.file,
            "saved": self.saved,
            "cells": {k: c.to_json() for k, c in self.cells.items()},
            "totals": dict(self.totals),
        }


def cell_of(entry: dict | None) -> Cell:
    """The cell of one puzzle entry of an answers file (None: the puzzle is not in the file,
    the student did not have it: status ``absent``)."""
    if entry is None:
        return Cell(ABSENT, 0, 0, False)
    if not entry.get("attempts"):
        return Cell("not_tried", 0, entry.get("hints_used", 0) if entry else 0, False)
    atts = entry["attempts"]
    n = len(atts) + entry.get("attempts_left_out", 0)
    seen = any(a["solution_seen"] for a in atts)
    if entry["solved_first"]:
        status = "first"
    elif any(a["correct"] and not a["solution_seen"] for a in atts):
        status = "later"
    else:
        status = "not_solved"
    return Cell(status, n, entry["hints_used"], seen)


class Report:
    """The class report; build it with :func:`report`."""

    def __init__(
        self, answers, lang: str = "en", skipped=(), replaced=(), puzzles=None, lesson=None, others=()
    ):
        if lang not in ("en", "de"):
            raise ValueError(f"lang must be en or de, not {lang!r}")
        self.lang = lang
        self.skipped: list[Skipped] = list(skipped)
        self.replaced: list[Skipped] = list(replaced)
        self.others: list[Skipped] = list(others)  # files of another lesson, not counted
        known = _with_lesson(_known(puzzles), lesson)
        self._known = known
        self.lesson = lesson
        games: dict = {}
        lesson_titles: dict = {}
        if lesson is not None:
            ids = []
            for step, p in _exercises(lesson):
                if p.id not in games:
                    ids.append(p.id)
                    games[p.id] = p.game
                    lesson_titles[p.id] = getattr(step, "title", None) or {}
        else:
            first: dict = {}  # a stable order: where a puzzle comes first in any file, then its id
            for _, obj in answers:
                for i, p in enumerate(obj["puzzles"]):
                    first[p["id"]] = min(first.get(p["id"], i), i)
                    games.setdefault(p["id"], p["game"])
            ids = sorted(first, key=lambda pid: (first[pid], pid))
        self.puzzles: list[str] = ids
        self.games = games
        self.titles = {}
        for pid in ids:
            info = known.puzzle(pid) if pid in known else None
            t = lesson_titles.get(pid) or (info.title if info else {}) or {}
            self.titles[pid] = t.get(lang) or t.get("en") or ""
        self.has_games = any(obj.get("games") for _, obj in answers)
        rows = []
        wrong: dict = {pid: {} for pid in ids}  # shown answer -> the students who gave it
        for name, obj in answers:
            by_id = {p["id"]: p for p in obj["puzzles"]}
            cells = {pid: cell_of(by_id.get(pid)) for pid in ids}
            gs = obj.get("games") or []
            totals = {
                "first": sum(c.status == "first" for c in cells.values()),
                "solved": sum(c.status in ("first", "later") for c in cells.values()),
                "tried": sum(c.status not in ("not_tried", ABSENT) for c in cells.values()),
                "attempts": sum(c.attempts for c in cells.values()),
                "hints": sum(c.hints for c in cells.values()),
                "games": len(gs),
                "won": sum(1 for g in gs if g["seat"] in g["winners"]),
            }
            row = Row(obj["student"], name, obj["saved"], cells, totals)
            rows.append(row)
            for pid in ids:
                for a in (by_id.get(pid) or {}).get("attempts", []):
                    if not a["correct"]:
                        wrong[pid].setdefault(self.answer_text(pid, a), set()).add(id(row))
        rows.sort(key=lambda r: (" ".join(r.student.split()).casefold(), r.file))
        self.rows: list[Row] = rows
        self._objs = {name: obj for name, obj in answers}  # for the CSV's answers
        self.per_puzzle = {
            pid: {
                **{s: sum(r.cells[pid].status == s for r in rows) for s in STATUSES},
                "had": sum(r.cells[pid].status != ABSENT for r in rows),
            }
            for pid in ids
        }
        self.wrong = {
            pid: sorted(
                ((a, len(who)) for a, who in wrong[pid].items()), key=lambda x: (-x[1], x[0].casefold())
            )
            for pid in ids
        }

    def answer_text(self, pid, attempt) -> str:
        """An answer as the report shows it: an allowed move in the report's notation
        (``tauschen B♥ 7♣`` in German), anything else as typed (on one line)."""
        game = self.games.get(pid)
        mv = attempt.get("move")
        if attempt.get("legal") and isinstance(mv, str) and game:
            from ..notation import move_text

            info = self._known.puzzle(pid) if pid in self._known else None
            value = info.moves.get(mv) if info is not None else None
            try:
                if value is not None:
                    return one_line(move_text(game, value, self.lang), 80)
                from ..engine import get_game

                return one_line(get_game(game).teaching.display(mv, self.lang), 80)
            except Exception:  # a move this cardlab cannot show: as written
                return one_line(mv, 80)
        typed = one_line(attempt.get("answer", ""), 80)
        return typed or self.t("report.empty_answer")

    # -- the words ------------------------------------------------------------------------------
    def t(self, key, **params) -> str:
        return text(f"teaching.{key}", self.lang, **params)

    def _total_keys(self):
        keys = ["first", "solved", "tried", "attempts", "hints"]
        return keys + (["games", "won"] if self.has_games else [])

    def lesson_title(self) -> str:
        """The lesson's title in the report's language (empty without a lesson)."""
        if self.lesson is None:
            return ""
        t = getattr(self.lesson, "title", None) or {}
        title = (t.get(self.lang) or t.get("en") or "") if isinstance(t, dict) else str(t)
        return one_line(title or getattr(self.lesson, "id", ""), 200)

    def summary(self) -> str:
        s = self.t("report.summary", students=len(self.rows), puzzles=len(self.puzzles))
        if self.lesson is not None:
            s = self.t("report.lesson", title=self.lesson_title()) + "; " + s
        times = sorted(r.saved[:16].replace("T", " ") for r in self.rows)
        if times:
            s += "; " + (
                self.t("report.saved_one", first=times[0])
                if times[0] == times[-1]
                else self.t("report.saved_range", first=times[0], last=times[-1])
            )
        return s

    @staticmethod
    def cell_text(c: Cell) -> str:
        """A cell for a terminal: ``✓1``, ``(✓)3h1``, ``✗2!``, ``·``, ``–`` (not in the set)."""
        if c.status in ("not_tried", ABSENT):
            return SYMBOLS[c.status]
        return (
            SYMBOLS[c.status]
            + str(c.attempts)
            + (f"h{c.hints}" if c.hints else "")
            + ("!" if c.solution_seen else "")
        )

    # -- text -------------------------------------------------------------------------------
    def to_text(self, skipped: bool = True) -> str:
        """The table as plain text (names on one line each, cut to 24 characters); with
        ``skipped=False`` without the list of files not read."""
        out = [self.t("report.title"), self.summary(), ""]
        if not self.rows:
            out.append(self.t("report.none"))
            return "\n".join(out + self._notes_text(skipped)) + "\n"
        nums = [str(i + 1) for i in range(len(self.puzzles))]
        tkeys = self._total_keys()
        header = [self.t("report.name")] + nums + [self.t(f"total.{k}") for k in tkeys]
        body = []
        for r in self.rows:
            body.append(
                [one_line(r.student, 24)]
                + [self.cell_text(r.cells[p]) for p in self.puzzles]
                + [str(r.totals[k]) for k in tkeys]
            )
        foot = []
        for key, statuses in (
            ("status.first", ("first",)),
            ("total.solved", ("first", "later")),
            ("total.tried", ("first", "later", "not_solved")),
        ):
            foot.append(
                [self.t(key)]
                + [str(sum(self.per_puzzle[p][s] for s in statuses)) for p in self.puzzles]
                + [""] * len(tkeys)
            )
        cols = len(header)
        width = [max(len(row[i]) for row in [header] + body + foot) for i in range(cols)]
        npz = len(self.puzzles)

        def line(row):
            cells = [row[0].ljust(width[0])]
            cells += [row[i].rjust(width[i]) for i in range(1, 1 + npz)]
            rest = [row[i].rjust(width[i]) for i in range(1 + npz, cols)]
            return ("  ".join(cells) + ("  |  " + "  ".join(rest) if rest else "")).rstrip()

        out.append(line(header))
        out.append("-" * len(line(header)))
        out += [line(r) for r in body]
        out.append("-" * len(line(header)))
        out += [line(r) for r in foot]
        out.append("")
        out.append(
            self.t("legend.title")
            + ": "
            + ", ".join(f"{SYMBOLS[s]} {self.t('status.' + s)}" for s in self._legend_statuses())
        )
        out.append("  " + self.t("legend.numbers") + "; " + self.t("legend.example"))
        out.append("")
        out.append(self.t("report.puzzles") + ":")
        for i, pid in enumerate(self.puzzles):
            pp = self.per_puzzle[pid]
            title = f" ({one_line(self.titles[pid], 60)})" if self.titles[pid] else ""
            out.append(
                f"{i + 1:>3}  {pid}{title} — {self.t('total.solved')} "
                f"{self.t('report.of', n=pp['first'] + pp['later'], total=pp['had'])}, "
                f"{self.t('total.first')} {pp['first']}"
            )
            if self.wrong[pid]:
                out.append("       " + self.t("report.wrong") + ": " + self.wrong_text(pid))
        out += self._notes_text(skipped)
        return "\n".join(out) + "\n"

    def _legend_statuses(self):
        absent = any(c.status == ABSENT for r in self.rows for c in r.cells.values())
        return STATUSES + ((ABSENT,) if absent else ())

    def wrong_text(self, pid, limit: int = 20) -> str:
        """The wrong answers to puzzle ``pid``, each with how many students gave it:
        ``tauschen B♥ 7♣ (2), xyz (1)``."""
        items = self.wrong[pid]
        shown = ", ".join(f"{a} ({k})" for a, k in items[:limit])
        if len(items) > limit:
            shown += ", " + self.t("report.more", n=len(items) - limit)
        return shown

    def _notes_text(self, skipped: bool = True) -> list:
        out = []
        if self.others:
            out += ["", self.t("report.others") + ":"] + [f"  {s}" for s in self.others]
        if self.replaced:
            out += ["", self.t("report.replaced") + ":"] + [f"  {s}" for s in self.replaced]
        if self.skipped and skipped:
            out += ["", self.t("report.skipped") + ":"] + [f"  {s}" for s in self.skipped]
        return out

    def __str__(self):
        return self.to_text()

    def __repr__(self):
        return (
            f"<Report {len(self.rows)} students x {len(self.puzzles)} puzzles, {len(self.skipped)} skipped>"
        )

    # -- HTML -------------------------------------------------------------------------------
    def to_html(self) -> str:
        """A standalone HTML page (one file, no script, nothing loaded from elsewhere)."""
        e = _esc
        return (
            "<!DOCTYPE html>\n"
            f'<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{e(self.t('report.title'))}</title>\n<style>\n{_CSS}</style>\n</head>\n"
            f"<body>\n{self._fragment()}\n</body>\n</html>\n"
        )

    def _repr_html_(self):
        return f"<style>{_CSS}</style>{self._fragment()}"

    def save_html(self, path) -> Path:
        """Write the page whole or not at all (a page that was there stays if this fails)."""
        return write_atomic(path, self.to_html())

    # -- CSV --------------------------------------------------------------------------------
    def csv_rows(self) -> list:
        """The CSV's rows: a header, then one row per student and puzzle the student had
        (name, puzzle, solved, tries, hints, solution seen, the answers), in the report's
        language."""
        head = [
            self.t(f"csv.{k}") for k in ("name", "puzzle", "solved", "tries", "hints", "solution", "answers")
        ]
        out = [head]
        for r in self.rows:
            by_id = {p["id"]: p for p in self._objs.get(r.file, {}).get("puzzles", [])}
            for pid in self.puzzles:
                c = r.cells[pid]
                if c.status == ABSENT:
                    continue
                answers = " | ".join(self.answer_text(pid, a) for a in by_id.get(pid, {}).get("attempts", []))
                out.append(
                    [
                        one_line(r.student, MAX_CSV),
                        pid,
                        self.t("status." + c.status),
                        str(c.attempts),
                        str(c.hints),
                        self.t("csv.yes" if c.solution_seen else "csv.no"),
                        answers,
                    ]
                )
        return out

    def to_csv(self) -> str:
        """The CSV text (cells a spreadsheet would read as a formula start with ')."""
        import csv
        import io

        buf = io.StringIO(newline="")
        w = csv.writer(buf)
        for row in self.csv_rows():
            w.writerow([_no_formula(v) for v in row])
        return buf.getvalue()

    def save_csv(self, path) -> Path:
        """Write the CSV (UTF-8 with a byte-order mark, for spreadsheets) whole or not at all."""
        return write_atomic(path, "\ufeff" + self.to_csv(), newline="")

    def _fragment(self) -> str:
        e = _esc
        h = [
            '<div class="cardlab-report">',
            f"<h1>{e(self.t('report.title'))}</h1>",
            f'<p class="summary">{e(self.summary())}</p>',
        ]
        if not self.rows:
            h.append(f"<p>{e(self.t('report.none'))}</p>")
        elif not self.puzzles:
            h.append(f"<p>{e(self.t('report.no_puzzles'))}</p>")
        if self.rows:
            tkeys = self._total_keys()
            h.append('<div class="scroll"><table class="grid">')
            h.append(
                "<thead><tr>"
                + f'<th scope="col" class="name">{e(self.t("report.name"))}</th>'
                + "".join(
                    f'<th scope="col" class="num" title="{e(self._puzzle_label(p), True)}">{i + 1}</th>'
                    for i, p in enumerate(self.puzzles)
                )
                + "".join(f'<th scope="col" class="total">{e(self.t("total." + k))}</th>' for k in tkeys)
                + "</tr></thead>"
            )
            h.append("<tbody>")
            for r in self.rows:
                shown = r.student if len(r.student) <= NAME_SHOWN else r.student[: NAME_SHOWN - 1] + "…"
                cells = "".join(self._cell_html(r.cells[p]) for p in self.puzzles)
                tot = "".join(f'<td class="total">{r.totals[k]}</td>' for k in tkeys)
                h.append(
                    f'<tr><th scope="row" class="name" title="{e(r.student, True)} ({e(r.file, True)})">'
                    f"<bdi>{e(shown)}</bdi></th>{cells}{tot}</tr>"
                )
            h.append("</tbody><tfoot>")
            for key, statuses in (("status.first", ("first",)), ("total.solved", ("first", "later"))):
                h.append(
                    f'<tr><th scope="row" class="name">{e(self.t(key))}</th>'
                    + "".join(
                        f'<td class="count">{sum(self.per_puzzle[p][s] for s in statuses)}</td>'
                        for p in self.puzzles
                    )
                    + f'<td colspan="{len(tkeys)}"></td></tr>'
                )
            h.append("</tfoot></table></div>")
            h.append(
                f'<p class="legend"><span class="legend-title">{e(self.t("legend.title"))}:</span> '
                + " ".join(
                    f'<span class="key {s}">{e(SYMBOLS[s])}</span> {e(self.t("status." + s))}'
                    for s in self._legend_statuses()
                )
                + f"<br>{e(self.t('legend.numbers'))}; {e(self.t('legend.example'))}</p>"
            )
        if self.puzzles and self.rows:
            h.append(f"<h2>{e(self.t('report.per_puzzle'))}</h2>")
            h.append('<table class="puzzles"><tbody>')
            for i, p in enumerate(self.puzzles):
                pp = self.per_puzzle[p]
                had = max(1, pp["had"])
                bar = "".join(
                    f'<span class="seg {s}" style="width:{100 * pp[s] / had:.2f}%" '
                    f'title="{e(self.t("status." + s), True)}: {pp[s]}"></span>'
                    for s in STATUSES
                    if pp[s]
                )
                solved = pp["first"] + pp["later"]
                h.append(
                    f'<tr><th scope="row" class="num">{i + 1}</th>'
                    f'<td class="pid"><bdi>{e(self._puzzle_label(p))}</bdi></td>'
                    f'<td class="bar"><span class="track">{bar}</span></td>'
                    f'<td class="count">{e(self.t("report.of", n=solved, total=pp["had"]))}</td></tr>'
                )
                if self.wrong[p]:
                    h.append(
                        f'<tr class="wrong"><td></td><td colspan="3">{e(self.t("report.wrong"))}: '
                        + ", ".join(f"<bdi>{e(a)}</bdi>&nbsp;({k})" for a, k in self.wrong[p][:20])
                        + (
                            f", {e(self.t('report.more', n=len(self.wrong[p]) - 20))}"
                            if len(self.wrong[p]) > 20
                            else ""
                        )
                        + "</td></tr>"
                    )
            h.append("</tbody></table>")
        for key, items in (
            ("report.skipped", self.skipped),
            ("report.others", self.others),
            ("report.replaced", self.replaced),
        ):
            if items:
                h.append(
                    f'<h2>{e(self.t(key))}</h2><ul class="files">'
                    + "".join(f"<li><bdi>{e(str(s))}</bdi></li>" for s in items)
                    + "</ul>"
                )
        h.append("</div>")
        return "\n".join(h)

    def _puzzle_label(self, pid) -> str:
        return f"{pid}: {self.titles[pid]}" if self.titles.get(pid) else pid

    def _cell_html(self, c: Cell) -> str:
        words = [self.t("status." + c.status)]
        if c.attempts:
            words.append(self.t("cell.attempts", n=c.attempts))
        if c.hints:
            words.append(self.t("cell.hints", n=c.hints))
        if c.solution_seen:
            words.append(self.t("cell.solution"))
        tip = _esc(", ".join(words), True)
        extra = (
            (f"<small>{c.attempts}</small>" if c.attempts else "")
            + (f'<small class="h">h{c.hints}</small>' if c.hints else "")
            + ('<small class="h">!</small>' if c.solution_seen else "")
        )
        return f'<td class="cell {c.status}" title="{tip}">{_esc(SYMBOLS[c.status])}{extra}</td>'

    # -- plot -------------------------------------------------------------------------------
    def plot(self, size=None):
        """A bar per puzzle (numbered as in the table), stacked: solved first time, solved later,
        not solved, not tried; labelled in the report's language."""
        from matplotlib.figure import Figure

        n = max(1, len(self.puzzles))
        fig = Figure(figsize=size or (max(6.0, 0.45 * n + 2), 4.5), dpi=100, layout="constrained")
        ax = fig.add_subplot()
        xs = list(range(1, len(self.puzzles) + 1))
        bottom = [0] * len(xs)
        for s in STATUSES:
            vals = [self.per_puzzle[p][s] for p in self.puzzles]
            ax.bar(xs, vals, bottom=bottom, color=COLOURS[s], edgecolor="white", label=self.t("status." + s))
            bottom = [b + v for b, v in zip(bottom, vals)]
        ax.set_title(self.t("report.per_puzzle"))
        ax.set_xlabel(self.t("report.puzzle"))
        ax.set_ylabel(self.t("report.students_axis"))
        ax.set_xticks(xs)
        ax.set_ylim(0, max(1, len(self.rows)))
        ax.yaxis.get_major_locator().set_params(integer=True)
        ax.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.0, 1.0))
        ax.grid(axis="y", alpha=0.3)
        return fig

    # -- data -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "lang": self.lang,
            "lesson": getattr(self.lesson, "id", None),
            "puzzles": [
                {
                    "id": p,
                    "game": self.games[p],
                    "title": self.titles[p],
                    **self.per_puzzle[p],
                    "wrong": [list(x) for x in self.wrong[p]],
                }
                for p in self.puzzles
            ],
            "students": [r.to_json() for r in self.rows],
            "skipped": [s._asdict() for s in self.skipped],
            "others": [s._asdict() for s in self.others],
            "replaced": [s._asdict() for s in self.replaced],
        }


MAX_CSV = 1000  # characters of a name in the CSV


def _no_formula(v: str) -> str:
    """A cell a spreadsheet shows as text, never runs as a formula."""
    return "'" + v if v[:1] in ("=", "+", "-", "@", "\t", "\r") else v


def _esc(s, quote: bool = False) -> str:
    """Text for HTML: escaped, control characters (which HTML cannot show) dropped, a lone
    surrogate (which UTF-8 cannot hold) shown as U+FFFD."""
    s = "".join(
        "\ufffd" if "\ud800" <= ch <= "\udfff" else ch
        for ch in str(s)
        if ch in "\t\n" or not (ord(ch) < 32 or 127 <= ord(ch) < 160)
    )
    return html.escape(s, quote=quote)


def _files(files):
    if isinstance(files, (str, os.PathLike, dict)):
        files = [files]
    for f in files:
        if isinstance(f, (str, os.PathLike)) and Path(f).is_dir():
            found = sorted(Path(f).glob("*.json"))
            yield from (str(p) for p in found)
        else:
            yield f


def _when(obj):
    t = parse_time(obj["saved"])
    return t.replace(tzinfo=timezone.utc) if t.tzinfo is None else t


def _attempts(obj) -> int:
    return sum(len(p["attempts"]) + p.get("attempts_left_out", 0) for p in obj["puzzles"])


def _exercises(lesson) -> list:
    """``[(step, Puzzle)]`` of a lesson's exercises (a lesson of :mod:`cardlab.lessonfiles`, or
    any object with ``steps`` whose puzzle steps have ``puzzle``, or only ``puzzles``)."""
    steps = getattr(lesson, "steps", None)
    if steps is not None:
        return [(st, st.puzzle) for st in steps if getattr(st, "kind", None) == "puzzle"]
    return [(None, p) for p in getattr(lesson, "puzzles", [])]


def _with_lesson(known: _Known, lesson) -> _Known:
    """The known puzzles and a lesson's own (inline) puzzles besides."""
    if lesson is None:
        return known
    if known is _known(None):  # the shared shipped puzzles stay as they are
        known = _Known()
    for _, p in _exercises(lesson):
        if p.id not in known.loaded or known.loaded[p.id] is None:
            known.add(p)
    return known


def _of_lesson(obj, lesson, ids) -> str | None:
    """None when the answers belong to ``lesson``, else why not (a catalog key)."""
    named = obj.get("lesson")
    if named is not None:
        return None if named == getattr(lesson, "id", None) else "report.other_lesson"
    if not any(p["id"] in ids for p in obj["puzzles"]):
        return "report.no_lesson_puzzle"
    return None


def report(files, lang: str = "en", puzzles=None, lesson=None) -> Report:
    """The class report over answers files (paths, folders of them, or answers objects already
    loaded).  ``puzzles`` adds your own puzzles (objects, files or folders) to the shipped
    ones.  ``lesson`` (a lesson of :mod:`cardlab.lessonfiles`) makes the lesson's exercises
    the columns, in its order and with its titles, knows its own puzzles, and leaves the files
    of another lesson apart (``.others``, not counted).  Files that cannot be used are in
    ``.skipped``, each with one line in the report's language."""
    known = _with_lesson(_known(puzzles), lesson)
    lesson_ids = {p.id for _, p in _exercises(lesson)} if lesson is not None else set()
    good, skipped, others = [], [], []
    for f in _files(files):
        name = "answers" if isinstance(f, dict) else str(f)
        ids = lesson is None  # with a lesson, puzzles beyond it are not asked about
        try:
            obj = (
                validate_answers(f, known, name, ids=ids)
                if isinstance(f, dict)
                else load_answers(f, known, ids=ids)
            )
        except AnswersError as e:
            skipped.append(Skipped(name, e.reason(lang)))
            continue
        except Exception as e:  # never a traceback for one bad file
            detail = one_line(f"{type(e).__name__}: {e}", 200)
            skipped.append(Skipped(name, text("teaching.report.broken", lang, detail=detail)))
            continue
        if lesson is not None:
            why = _of_lesson(obj, lesson, lesson_ids)
            if why is not None:
                other = obj.get("lesson") or "-"
                student = one_line(obj["student"], 80)
                said = text(f"teaching.{why}", lang, lesson=one_line(other, 80), student=student)
                others.append(Skipped(name, said))
                continue
        good.append((name, obj))
    # the newest file of each student counts
    newest: dict = {}
    replaced = []
    for name, obj in good:
        key = " ".join(obj["student"].split()).casefold()
        if key in newest:
            old_name, old = newest[key]
            if (_when(obj), _attempts(obj)) >= (_when(old), _attempts(old)):
                replaced.append((old_name, name))
                newest[key] = (name, obj)
            else:
                replaced.append((name, old_name))
        else:
            newest[key] = (name, obj)
    kept = [v for v in newest.values()]
    rep = Report(kept, lang, skipped, [], known, lesson=lesson, others=others)
    rep.replaced = [
        Skipped(old, text("teaching.report.replaced_by", lang, file=new)) for old, new in replaced
    ]
    return rep


_CSS = """\
.cardlab-report { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  font-size: 20px; line-height: 1.35; color: #111; background: #fff; margin: 0 auto; max-width: 100%;
  padding: 0.5em 1em 2em; }
.cardlab-report h1 { font-size: 2em; margin: 0.2em 0; }
.cardlab-report h2 { font-size: 1.4em; margin: 1.2em 0 0.4em; }
.cardlab-report .summary { font-size: 1.1em; color: #333; }
.cardlab-report .scroll { overflow-x: auto; }
.cardlab-report table { border-collapse: collapse; }
.cardlab-report th, .cardlab-report td { border: 2px solid #fff; padding: 0.2em 0.35em; }
.cardlab-report thead th { position: sticky; top: 0; background: #222; color: #fff; font-weight: 700; }
.cardlab-report th.name { text-align: left; font-weight: 700; white-space: nowrap; }
.cardlab-report th.name bdi { display: inline-block; max-width: 14em; overflow: hidden;
  text-overflow: ellipsis; vertical-align: bottom; }
.cardlab-report thead th.total { font-size: 0.8em; font-weight: 600; }
.cardlab-report tbody th.name, .cardlab-report tfoot th.name { background: #f2f2f2; }
.cardlab-report td.cell { text-align: center; font-size: 1.25em; font-weight: 700; min-width: 2em;
  white-space: nowrap; }
.cardlab-report td.cell small { font-size: 0.6em; font-weight: 600; margin-left: 0.15em; }
.cardlab-report td.cell small.h { font-style: italic; }
.cardlab-report td.first, .cardlab-report .key.first { background: #1b7a3a; color: #fff; }
.cardlab-report td.later, .cardlab-report .key.later { background: #8fd19e; color: #0b3d1a; }
.cardlab-report td.not_solved, .cardlab-report .key.not_solved { background: #d9534f; color: #fff; }
.cardlab-report td.not_tried, .cardlab-report .key.not_tried { background: #e4e4e4; color: #444; }
.cardlab-report td.total, .cardlab-report td.count { text-align: right; font-variant-numeric: tabular-nums;
  background: #f7f7f7; white-space: nowrap; }
.cardlab-report tfoot td.count { font-weight: 700; }
.cardlab-report .legend { margin-top: 0.8em; }
.cardlab-report .legend-title { font-weight: 700; }
.cardlab-report tr.wrong td { font-size: 0.8em; color: #333; padding-bottom: 0.6em; }
.cardlab-report .key { display: inline-block; min-width: 1.6em; text-align: center; font-weight: 700;
  padding: 0 0.3em; margin-left: 0.6em; border-radius: 0.2em; }
.cardlab-report table.puzzles td.pid { overflow-wrap: break-word; }
.cardlab-report table.puzzles td.bar { width: 40%; min-width: 10em; }
.cardlab-report .track { display: flex; height: 1.2em; background: #f0f0f0; }
.cardlab-report .seg { display: block; height: 100%; }
.cardlab-report .seg.first { background: #1b7a3a; }
.cardlab-report .seg.later { background: #8fd19e; }
.cardlab-report .seg.not_solved { background: #d9534f; }
.cardlab-report .seg.not_tried { background: #d8d8d8; }
.cardlab-report ul.files li { overflow-wrap: break-word; font-family: ui-monospace, monospace; font-size: 0.85em; }
@media print { .cardlab-report { font-size: 14px; } .cardlab-report thead th { position: static; } }
"""
