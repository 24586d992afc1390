"""A score sheet for a game played with real cards: ``ScoreSheet(game, ["Anna", "Ben",
"Carla"], rules="published", lang="de")``.

The players type each deal's points (the points of each player or side, and who went out when
the game has that; or they tick who lost a life) and press the button or Enter.  The sheet shows every deal,
the running totals, the end of the game and the winners, all computed by the engine's scoring
(:mod:`cardlab.scoresheet`).  An impossible entry is refused with one sentence in the learner's
language, and what was typed stays in the fields.  ``sheet.plot()`` draws the totals
(matplotlib); ``sheet.save(path)`` / ``ScoreSheet.load(path, lang=...)`` keep the sheet as a
``cardlab-scoresheet/1`` file.

``ScoreSheet(game, players, file="scores.json")`` keeps the sheet in that file: it is written
after every change (whole or not at all: a failed write leaves the file as it was and says so
in the sheet), and a sheet made again with the same file, after a restart of the kernel, goes on
from it.  The button "Save the score sheet" writes the file (``file``, else a new
``scores-<game>-<date>-<time>.json`` in ``save_folder``) and downloads it in the browser.

The browser side is ``static/scoresheet.js`` and ``static/scoresheet.css`` alone (none of the
shared card-drawing modules); Python sends every text in the chosen language, and the browser
writes names only as text (``textContent``), never as markup.
"""

from __future__ import annotations

import base64
import io
from pathlib import Path

import anywidget
import traitlets as t

from ..explain import LANGS, text
from ..scoresheet import AUTO, ScoreSheetError, Sheet
from .assets import STATIC
from .fallback import SaysWhereNotDrawn, game_name, lang_of
from .saving import SaveFile, reason_of, stamp

_UI = (
    "language",
    "total",
    "lives",
    "went_out",
    "nobody",
    "lost_life",
    "plot_show",
    "plot_hide",
    "plot_alt",
    "dead",
    "entries",
    "sheet",
)


class ScoreSheet(SaysWhereNotDrawn, anywidget.AnyWidget, SaveFile):
    """``ScoreSheet(game, players, rules=None, lang="en", file=None, save_folder=".")``: the
    score sheet of one game at a real table.  ``players``: names (or a number of players);
    ``rules``: a Rules object, a preset name (``"published"``) or a rules object as in records.
    ``file``: the sheet's file, written after every change; when it exists the sheet goes on
    from it (``players`` and ``rules`` may then be left out; given, they must be the file's).
    ``save_folder``: where the save button writes a new file when no ``file`` is named (None:
    the download only).  The model is :attr:`sheet` (:class:`cardlab.scoresheet.Sheet`)."""

    _esm = (STATIC / "scoresheet.js").read_text(encoding="utf-8")
    _css = (STATIC / "scoresheet.css").read_text(encoding="utf-8")

    game = t.Unicode("").tag(sync=True)
    lang = t.Unicode("en").tag(sync=True)
    view = t.Dict().tag(sync=True)  # everything the browser shows, in ``lang``
    result = t.Dict().tag(sync=True)  # the answer to the last entry: {"n", "ok", "text", "field"}
    plot_png = t.Unicode("").tag(sync=True)  # the plot as base64 PNG while it is shown
    show_plot = t.Bool(False).tag(sync=True)
    action = t.Dict().tag(sync=True)  # from the browser: {"kind", "n", ...}

    def __init__(
        self,
        game,
        players=None,
        rules=None,
        lang: str = "en",
        *,
        sheet: Sheet | None = None,
        file=None,
        save_folder=".",
        **kwargs,
    ):
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        self.file = Path(file) if file is not None else None
        loaded = False
        if sheet is None and self.file is not None and self.file.exists():
            sheet = Sheet.load(self.file, lang=lang)
            if not sheet.same_game(game, players, rules):
                raise ScoreSheetError(
                    "scoresheet.file.other_sheet",
                    None,
                    (str(self.file),),
                    game=text(f"common.label.game.{sheet.game.name}", lang),
                    names=", ".join(sheet.players),
                )
            loaded = True
        self.sheet = sheet if sheet is not None else Sheet(game, players, rules, lang=lang)
        self._refusal: ScoreSheetError | None = None
        self._answer_n = None
        self.save_folder = save_folder
        super().__init__(game=self.sheet.game.name, lang=lang, **kwargs)
        self._note: tuple | None = None  # what the sheet last said about its file: (ok, key, params)
        if self.file is not None:
            if loaded:
                self._tell(True, "save.sheet_loaded", file=self.file.name)
            else:
                self._keep()
        self._sync()

    # -- the model --------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return list(self.sheet.players)

    @property
    def rules(self):
        return self.sheet.rules

    @property
    def deals(self) -> list[dict]:
        return [dict(d) for d in self.sheet.deals]

    @property
    def columns(self) -> list[str]:
        return self.sheet.columns

    @property
    def totals(self) -> list:
        return self.sheet.totals

    @property
    def finished(self) -> bool:
        return self.sheet.finished

    @property
    def winners(self) -> list[str]:
        return self.sheet.winners

    def status(self):
        return self.sheet.status()

    def add(self, entry=None, *, winner=AUTO, lost=None):
        """Enter a deal (see :meth:`cardlab.scoresheet.Sheet.add`); raises
        :class:`ScoreSheetError` for an impossible entry, the sheet unchanged."""
        res = self.sheet.add(entry, winner=winner, lost=lost)
        self._refusal = None
        self._keep()
        self._sync()
        return res

    def undo(self):
        """Take back the last deal."""
        d = self.sheet.undo()
        self._refusal = None
        if d is not None:
            self._keep()
        self._sync()
        return d

    # -- the file ---------------------------------------------------------------------------
    def _keep(self) -> bool:
        """Write the sheet into its ``file`` (when one is named), whole or not at all; a failure
        is said in the sheet in words (the file keeps what it held), never raised."""
        if self.file is None:
            return True
        try:
            self.sheet.save(self.file)
        except OSError as e:
            self._tell(False, "save.sheet_write_failed", file=self.file.name, reason=reason_of(e))
            return False
        self._tell(True, "save.sheet_kept", file=self.file.name)
        return True

    def _tell(self, ok: bool, key: str, **params):
        """Say ``key`` about the file beside the save button (said again in a new language)."""
        self._note = (ok, key, params)
        self._said(ok, text(key, self.lang, **params))

    def save_sheet(self, folder=None) -> Path:
        """The save button: the sheet written into its ``file`` (or, without one, a new
        ``scores-<game>-<date>-<time>.json`` in ``folder``, default ``save_folder``; None: not
        written) and downloaded in the browser; returns the path."""
        folder = folder if folder is not None else self.save_folder
        data = self.sheet.dumps().encode("utf-8")
        stem = f"scores-{self.sheet.game.name}-{stamp()}"
        return self._offer(stem, data, folder, "save.sheet_done", "save.sheet_downloaded", path=self.file)

    @t.observe("save_request")
    def _on_save_request(self, change):
        if not change["new"]:
            return
        try:
            self.save_sheet()
        except Exception as e:  # never a traceback in the output: say it in one line
            self._failed(e)

    def plot(self, lang: str | None = None, size=None):
        """The totals after each deal as a matplotlib Figure, labelled in the sheet's language."""
        return self.sheet.plot(lang or self.lang, size)

    def save(self, path):
        """Write the sheet as a ``cardlab-scoresheet/1`` file."""
        return self.sheet.save(path)

    @classmethod
    def load(cls, path, lang: str = "en", **kwargs) -> "ScoreSheet":
        """A sheet from a ``cardlab-scoresheet/1`` file (every field checked; an error is one
        line in ``lang`` naming the file and the place)."""
        sheet = Sheet.load(path, lang=lang)
        return cls(sheet.game, sheet=sheet, lang=lang, **kwargs)

    def fallback_text(self) -> str:
        lang = lang_of(self)
        return text("widget.fallback.scoresheet", lang, game=game_name(self.sheet.game.name, lang))

    def __repr__(self):
        r = repr(self.sheet)
        return "<ScoreSheet" + r[len("<Sheet") :]

    # -- the browser ------------------------------------------------------------------------
    def _view(self) -> dict:
        s, lang = self.sheet, self.lang
        g = s.game.name
        kind = s.kind
        word = s.deal_word()
        finished, winners = s.status()
        totals = s.totals
        cols = []
        for i, name in enumerate(s.columns):
            c = {
                "name": name,
                "win": finished and i in winners,
                "aria": text("scoresheet.ui.points_of", lang, name=name),
            }
            if kind == "points_winner":
                c["aria_out"] = text("scoresheet.ui.went_out_of", lang, name=name)
            if kind == "lost":
                c["aria"] = text("scoresheet.ui.lost_life_of", lang, name=name)
            state = s.column_state(totals[i])
            if state is not None:
                c["state"] = state
            cols.append(c)
        rows = []
        for k, (deal, tot) in enumerate(zip(s.deals, s.running())):
            cells = []
            for i in range(len(cols)):
                if kind == "lost":
                    lost = i in deal["lost"]
                    cells.append(
                        {"p": "\u22121" if lost else "", "t": s.total_text(tot[i], lang), "lost": lost}
                    )
                else:
                    cells.append(
                        {
                            "p": str(deal["points"][i]),
                            "t": s.total_text(tot[i], lang),
                            "out": kind == "points_winner" and deal["winner"] == i,
                        }
                    )
            note = (
                text("scoresheet.ui.dead", lang) if kind == "points_winner" and deal["winner"] is None else ""
            )
            rows.append({"label": str(k + 1), "note": note, "cells": cells})
        ui = {k: text(f"scoresheet.ui.{k}", lang) for k in _UI}
        ui.update(
            deal_head=text(f"scoresheet.ui.col_{word}", lang),
            add=text(f"scoresheet.ui.add_{word}", lang),
            undo=text(f"scoresheet.ui.undo_{word}", lang),
            hint=text(f"scoresheet.ui.hint.{g}", lang),
            total_head=text("scoresheet.ui.lives" if kind == "lost" else "scoresheet.ui.total", lang),
            entry_label=text(f"scoresheet.ui.entry_{word}", lang, n=len(s.deals) + 1),
            save=text("save.button_sheet", lang),
        )
        return {
            "kind": kind,
            "game": g,
            "title": text("scoresheet.ui.title", lang) + " \u00b7 " + text(f"common.label.game.{g}", lang),
            "rules": s.rules_text(lang),
            "rules_short": s.rules_short(lang),
            "status": s.status_text(lang),
            "finished": finished,
            "columns": cols,
            "rows": rows,
            "totals": [s.total_text(v, lang) for v in totals],
            "dead_allowed": s.dead_allowed,
            "can_undo": bool(s.deals),
            "ui": ui,
        }

    def _answer(self, ok: bool):
        e = self._refusal
        self.result = {
            "n": self._answer_n,
            "ok": ok,
            "text": "" if ok or e is None else e.message(self.lang),
            "field": None if ok or e is None else e.field,
        }

    def _sync(self):
        with self.hold_sync():
            self.view = self._view()
            if self._refusal is not None:
                self._answer(False)
            if self.show_plot:
                self._render_plot()

    def _render_plot(self):
        fig = self.sheet.plot(self.lang, size=(7.0, 3.6))
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=90)
        self.plot_png = base64.b64encode(buf.getvalue()).decode("ascii")

    @t.observe("lang")
    def _lang_changed(self, change):
        if change["new"] not in LANGS:
            self.lang = change["old"]
            return
        if getattr(self, "sheet", None) is not None:
            self._sync()
            note = getattr(self, "_note", None)
            if note is not None and (self.saved or {}).get("message") == text(
                note[1], change["old"], **note[2]
            ):
                self._tell(note[0], note[1], **note[2])

    @t.observe("show_plot")
    def _plot_changed(self, change):
        if change["new"]:
            self._render_plot()
        else:
            self.plot_png = ""

    @t.observe("action")
    def _on_action(self, change):
        a = change["new"] or {}
        kind = a.get("kind")
        self._answer_n = a.get("n")
        if kind == "add":
            try:
                if self.sheet.kind == "lost":
                    self.sheet.add(lost=list(a.get("lost") or []))
                else:
                    winner = a.get("winner", "auto")
                    self.sheet.add(list(a.get("points") or []), winner=AUTO if winner == "auto" else winner)
            except ScoreSheetError as e:
                self._refusal = e
                self._answer(False)
                return
            self._refusal = None
            with self.hold_sync():
                self._keep()
                self._sync()
                self._answer(True)
        elif kind == "undo":
            self.undo()
            self._answer(True)
        elif kind == "plot":
            self.show_plot = not self.show_plot
