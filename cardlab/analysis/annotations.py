"""An annotation in the analysis's words (:func:`show_lines`, for ``cardlab show``).  The
annotations themselves (their shape, checked when a record is read) are the record's:
:mod:`cardlab.annotations`, whose names this module still gives too."""

from __future__ import annotations

from ..annotations import (  # noqa: F401  (the record's annotations, named here too)
    LABELS,
    LANGS,
    MAX_COMMENT,
    MAX_EVAL_MOVES,
    check_moves,
    check_shape,
    comment_text,
)


def show_lines(game: str, note, lang: str = "en") -> list:
    """An annotation as lines for ``cardlab show``: its label, its comment and, from an
    ``eval``, the best moves and the loss of the move played."""
    from ..explain import text
    from .words import label_text, loss_text, value_text

    out = []
    if note.get("label"):
        out.append(text("analysis.show.label", lang, label=label_text(note["label"], lang)))
    c = comment_text(note.get("comment"), lang)
    if c:
        out.append(text("analysis.show.comment", lang, comment=" ".join(c.splitlines())))
    e = note.get("eval")
    if e:
        vals = {m["move"]: m for m in e["moves"]}
        b = vals[e["best"][0]]  # check_shape: the best move is among the moves valued
        out.append(
            text(
                "analysis.show.eval",
                lang,
                moves=" / ".join(e["best"]),
                value=value_text(game, b["value"], lang, b["low"], b["high"]),
                loss=loss_text(game, e["loss"], lang),
            )
        )
    return out
