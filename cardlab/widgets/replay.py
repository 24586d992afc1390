"""The replay widget: steps through a recorded game, drawn with cardlab's own SVG cards.

Python does the work once: for every step of every deal it makes a frame (the game's view for
the chosen seat, the move, the explanation in German and English; see :mod:`.frames`).  The
browser gets the frames of the current deal in the ``data`` traitlet and only draws them.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets as t

from ..explain import text
from ..record import Record
from . import assets
from . import frames as _frames
from .fallback import SaysWhereNotDrawn, game_name, lang_of
from .rules import panel

LANGS = ("en", "de")
SIZES = ("normal", "large")


class Replay(SaysWhereNotDrawn, anywidget.AnyWidget):
    """``Replay(record, lang="en", seat=None)``: a record (Record, path or dict) replayed step by
    step.  ``seat=None`` shows every card; a seat shows only what that player sees (the hidden
    cards are never sent to the browser).  ``step`` (moves played in the current deal, 0 = its
    start) and ``deal`` (1-based) are synced both ways.

    ``size="large"`` draws bigger cards and text for a projector (the header has the switch);
    ``codes=True`` shows the moves as the record writes them (``8D 8H``) instead of in the
    language's notation (``8♦ 8♥``).  Where the game's drawing has a focus layout for many hands
    (its ``focused``), the hand of the player to move is drawn at full size beside the table and
    the other seats compact; ``all_hands=True`` (the "All hands" button, shown only then) draws
    every hand in its seat, smaller.

    A record with annotations (docs/format.md) shows them: the evaluation graph of the deal,
    labelled moves marked in the move list, and the comment and the best move with why at each
    annotated move (with a ``seat``, only that seat's own moves).  An
    :class:`cardlab.analysis.Analysis` (as ``record`` or ``analysis=``) replays its record
    annotated with it."""

    _esm = assets.esm()
    _css = assets.css() + "\n" + assets.css("rules.css")

    game = t.Unicode("").tag(sync=True)
    players: t.List[Any] = t.List().tag(sync=True)
    seat = t.Int(None, allow_none=True).tag(sync=True)
    lang = t.Unicode("en").tag(sync=True)
    four_colour = t.Bool(False).tag(sync=True)
    size = t.Unicode("normal").tag(sync=True)  # "normal" | "large" (projector)
    codes = t.Bool(False).tag(sync=True)  # moves as record codes (8D 8H)
    all_hands = t.Bool(False).tag(sync=True)  # a focus layout's switch: every hand in its seat
    deal = t.Int(1).tag(sync=True)
    step = t.Int(0).tag(sync=True)
    n_deals = t.Int(1).tag(sync=True)
    data = t.Dict().tag(sync=True)  # the current deal: {"frames", "texts", "moves"}
    scores = t.Dict().tag(sync=True)
    labels = t.Dict().tag(sync=True)
    analysis = t.Dict().tag(sync=True)  # the record's annotations: graph, marks, texts
    rules_panel = t.Dict().tag(sync=True)  # the Rules control (rules.py): the record's rules, read-only

    def __init__(
        self,
        record,
        lang: str = "en",
        seat: int | None = None,
        deal: int = 1,
        step: int = 0,
        four_colour: bool = False,
        size: str = "normal",
        codes: bool = False,
        analysis=None,
        **kwargs,
    ):
        if analysis is None and hasattr(record, "decisions") and hasattr(record, "annotated"):
            analysis = record  # Replay(cardlab.analyse(...))
        self.record = Record.coerce(record) if analysis is None else analysis.annotated()
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(SIZES)}, not {size!r}")
        self._built = _frames.build(self.record, seat)
        nd = len(self._built["deals"])
        if not isinstance(deal, int) or not 1 <= deal <= nd:
            raise ValueError(f"there is no deal {deal!r}: the record has {nd}")
        super().__init__(
            game=self.record.game,
            players=list(self.record.players),
            seat=seat,
            lang=lang,
            four_colour=bool(four_colour),
            size=size,
            codes=bool(codes),
            n_deals=nd,
            scores=self._built["scores"],
            labels=self._built["labels"],
            analysis=_analysis(self.record, seat),
            data=self._built["deals"][deal - 1],
            rules_panel=panel(self.record.game, self.record.rules, "record"),
            **kwargs,
        )
        self.deal = deal
        self.step = step

    # -- traitlet rules ---------------------------------------------------------------------
    @t.validate("lang")
    def _valid_lang(self, proposal):
        v = proposal["value"]
        if v not in LANGS:
            raise t.TraitError(f"lang must be one of {', '.join(LANGS)}, not {v!r}")
        return v

    @t.validate("size")
    def _valid_size(self, proposal):
        v = proposal["value"]
        if v not in SIZES:
            raise t.TraitError(f"size must be one of {', '.join(SIZES)}, not {v!r}")
        return v

    @t.validate("deal")
    def _valid_deal(self, proposal):
        v = proposal["value"]
        nd = len(self._built["deals"])
        if not 1 <= v <= nd:
            raise t.TraitError(f"there is no deal {v}: the record has {nd}")
        return v

    @t.validate("step")
    def _valid_step(self, proposal):
        return max(0, min(self.n_steps, proposal["value"]))

    @t.observe("deal")
    def _deal_changed(self, change):
        if change["old"] != change["new"]:
            with self.hold_sync():
                self.data = self._built["deals"][change["new"] - 1]
                self.step = 0

    @t.observe("seat")
    def _seat_changed(self, change):
        if change["old"] == change["new"] or not hasattr(self, "_built"):
            return
        built = _frames.build(self.record, change["new"])
        with self.hold_sync():
            self._built = built
            self.labels = built["labels"]
            self.analysis = _analysis(self.record, change["new"])
            self.data = built["deals"][self.deal - 1]

    # -- reading the replay from Python -----------------------------------------------------
    @property
    def n_steps(self) -> int:
        """The moves of the current deal (the last step)."""
        return len(self._built["deals"][self.deal - 1]["frames"]) - 1

    @property
    def frames(self) -> list:
        """The frames of the current deal, as sent to the browser."""
        return self._built["deals"][self.deal - 1]["frames"]

    @property
    def frame(self) -> dict:
        """The frame shown now: ``{"i", "v" (view), "m" (move), "s" (mover), "ev"}``."""
        return self.frames[self.step]

    def texts(self, lang: str | None = None) -> dict:
        """The move in words (``w``) and the explanation (``x``) of the step shown now."""
        return self._built["deals"][self.deal - 1]["texts"][lang or self.lang][self.step]

    @property
    def explanation(self) -> str:
        return self.texts()["x"]

    def built(self) -> dict:
        """Everything made for the browser: all deals' frames and texts, scores, labels."""
        return self._built

    # -- output -----------------------------------------------------------------------------
    def to_html(self, title: str | None = None) -> str:
        from .export import standalone_html

        return standalone_html(self, title)

    def save_html(self, path, title: str | None = None):
        """One self-contained HTML file that steps through the game without a kernel or a
        CDN (every deal inside), for a teacher to send or post."""
        from pathlib import Path

        Path(path).write_text(self.to_html(title), encoding="utf-8")
        return path

    def fallback_text(self) -> str:
        lang = lang_of(self)
        return text(
            "widget.fallback.replay",
            lang,
            game=game_name(self.game, lang),
            deal=self.deal,
            step=self.step,
            n=self.n_steps,
        )

    def __repr__(self):
        who = "" if self.seat is None else f", seen by seat {self.seat}"
        return f"<Replay {self.game}: deal {self.deal}, step {self.step} of {self.n_steps}{who}>"


def _analysis(record, seat) -> dict:
    """The annotations a replay shows (:mod:`cardlab.analysis.replay_data`), or nothing."""
    if not any(d.annotations for d in record.deals):
        return {}
    from ..analysis import replay_data

    return {"deals": replay_data.build(record, seat), "labels": replay_data.labels(record.game)}
