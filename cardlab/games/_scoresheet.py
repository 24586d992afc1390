"""What the games' score-sheet modules share: the error of a refused entry, the values inside its
sentence, and ``AUTO`` (who went out, read from the points).

Each game's ``scoresheet`` module (``games/<game>/scoresheet.py``) has the same names, which the
generic :mod:`cardlab.scoresheet` asks: ``KIND`` (the shape of a deal's entry: ``points_winner``,
``points`` or ``lost``), ``DEAL_WORD`` (``deal`` or ``round``), ``check`` (a typed entry checked
and written as the file's deal), ``result`` (a deal as the engine's DealResult), ``rules_text``,
``status_note`` (a tie that plays on), ``total_text``, ``column_state`` and ``dead_allowed``.
They are given the :class:`cardlab.scoresheet.Sheet` and read a deal's columns through its
``by_column``, ``number`` and ``seat``."""

from __future__ import annotations

from ..engine import CardlabError, RulesError
from ..explain import text

_MAX_SHOWN = 24


class _Auto:
    """``winner=AUTO``: the one player with 0 points went out; nobody with 0: a dead deal."""

    def __repr__(self):
        return "AUTO"


AUTO = _Auto()


class Raw:
    """A value the user typed, shown quoted in the message's language."""

    def __init__(self, value):
        s = str(value).strip()
        self.value = s if len(s) <= _MAX_SHOWN else s[: _MAX_SHOWN - 1] + "…"


def quote(s, lang):
    return f"„{s}“" if lang == "de" else f"“{s}”"


def join_names(names, lang) -> str:
    """Names joined in ``lang``: ``Anna, Ben and Carla``."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    word = " und " if lang == "de" else " and "
    return ", ".join(names[:-1]) + word + names[-1]


class Names:
    """A list of names, joined in the message's language (``Anna, Ben and Carla``)."""

    def __init__(self, names):
        self.names = list(names)


class ScoreSheetError(CardlabError, ValueError):
    """A refused entry or a bad score-sheet file.  ``key`` and ``params`` name a message of the
    catalog (``cardlab/i18n/scoresheet.json``), so ``message("de")`` gives the German sentence;
    ``field`` is the column the entry is about (or None); ``where`` the place in a file (a path,
    ``deal 2``), put in front of the sentence.  ``str(exc)`` is the English."""

    def __init__(self, key: str, field: int | None = None, where=(), **params):
        self.key = key
        self.field = field
        self.where = tuple(where)
        self.params = params
        super().__init__(self.message("en"))

    def sentence(self, lang: str = "en") -> str:
        """The reason alone, in ``lang``, without the place."""
        params = {}
        for k, v in self.params.items():
            if isinstance(v, (RulesError, ScoreSheetError)):
                v = v.message(lang)
            elif isinstance(v, Raw):
                v = quote(v.value, lang)
            elif isinstance(v, Names):
                v = join_names(v.names, lang)
            params[k] = v
        return text(self.key, lang, **params)

    def place(self, lang: str = "en") -> str:
        parts = []
        for w in self.where:
            if isinstance(w, tuple):
                parts.append(text(w[0], lang, **w[1]))
            else:
                parts.append(str(w))
        return ": ".join(parts)

    def message(self, lang: str = "en", players=None) -> str:
        where = self.place(lang)
        msg = self.sentence(lang)
        return f"{where}: {msg}" if where else msg

    def located(self, *where) -> "ScoreSheetError":
        """The same error with ``where`` put in front of its place."""
        e = ScoreSheetError(self.key, self.field, (*where, *self.where), **self.params)
        return e
