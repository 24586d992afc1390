"""What a widget says where it is not drawn: a notebook opened without its kernel (the saved
page, a text view, a host without the widget library) shows a widget's plain-text form instead
of the widget.  Python's ``repr`` stays the developer's (``<Replay <game>: deal 1, step 0 of
131>``); the notebook's plain text is the learner's, in the widget's language, and says that the
widget appears when the notebook runs (catalog ``widget.fallback.*``)."""

from __future__ import annotations

from ..explain import text


class SaysWhereNotDrawn:
    """Mixed in before the widget class: ``fallback_text()`` (in ``self.lang``) replaces the
    plain text of the widget's display data."""

    def fallback_text(self) -> str:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs):
        out = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data = out[0] if isinstance(out, tuple) else out  # anywidget: (data, metadata)
        if isinstance(data, dict) and "text/plain" in data:
            try:
                said = self.fallback_text()
            except Exception:  # the developer's repr rather than no output at all
                return out
            data["text/plain"] = f"{said} ({text('widget.fallback.note', lang_of(self))})"
        return out


def lang_of(widget) -> str:
    lang = getattr(widget, "lang", "en")
    return lang if lang in ("en", "de") else "en"


def game_name(game, lang: str) -> str:
    return text(f"common.label.game.{game}", lang)
