"""Checks for the fields of a record's ``start`` object, shared by the games.  Every failure is
a FormatError naming the field (``start.hands[2][5]``) and what is wrong with it."""

from __future__ import annotations

from ..cards import CardError, parse_card
from ..engine import FormatError

_MISSING = object()


_LEAVES = frozenset((str, int, bool, float, type(None)))


def plain(v):
    """``v`` with every tuple turned into a list, as JSON has it: a state's values are
    read-only tuples, the records and views made from them are plain JSON data.  (Called on
    every view and position the engines write: the leaves, a card or a number, are passed on
    without a call of their own.)"""
    t = type(v)
    if t is list or t is tuple:
        return [x if type(x) in _LEAVES else plain(x) for x in v]
    if t is dict:
        return {k: x if type(x) in _LEAVES else plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    return v


class Fields:
    def __init__(self, obj, where: str = "start"):
        if not isinstance(obj, dict):
            raise FormatError("must be an object", where)
        self.obj = obj
        self.where = where

    def at(self, key) -> str:
        return f"{self.where}.{key}"

    def get(self, key, default=_MISSING):
        if key not in self.obj:
            if default is _MISSING:
                raise FormatError("is missing", self.at(key))
            return default
        return self.obj[key]

    def no_unknown(self, known):
        for k in self.obj:
            if k not in known:
                raise FormatError(f"unknown field (known: {', '.join(sorted(known))})", self.at(k))

    def integer(self, key, default=_MISSING, lo=None, hi=None):
        v = self.get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, int) or isinstance(v, bool):
            raise FormatError(f"must be a whole number, not {v!r:.40}", self.at(key))
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            rng = f"{lo} to {hi}" if hi is not None else f"at least {lo}"
            raise FormatError(f"must be {rng}, not {v}", self.at(key))
        return v

    def seat(self, key, n, default=_MISSING, allow_none=False):
        v = self.get(key, default)
        if v is default and default is not _MISSING:
            return v
        if v is None and allow_none:
            return None
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
            raise FormatError(f"must be a seat from 0 to {n - 1}, not {v!r:.40}", self.at(key))
        return v

    def boolean(self, key, default=_MISSING):
        v = self.get(key, default)
        if not isinstance(v, bool):
            raise FormatError(f"must be true or false, not {v!r:.40}", self.at(key))
        return v

    @staticmethod
    def card_value(v, where):
        if not isinstance(v, str):
            raise FormatError(f'must be a card such as "QH", not {v!r:.40}', where)
        try:
            return parse_card(v)
        except CardError:
            raise FormatError(f"{v!r:.40} is not a card", where) from None

    def cards(self, key, default=_MISSING, where=None, value=_MISSING):
        v = self.get(key, default) if value is _MISSING else value
        where = where or self.at(key)
        if v is default and default is not _MISSING and value is _MISSING:
            return list(v) if isinstance(v, list) else v
        if not isinstance(v, list):
            raise FormatError(f"must be a list of cards, not {v!r:.40}", where)
        return [self.card_value(c, f"{where}[{i}]") for i, c in enumerate(v)]

    def card_lists(self, key, n, default=_MISSING, allow_none=False):
        v = self.get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, list) or len(v) != n:
            raise FormatError(f"must be a list of {n} card lists, one a seat", self.at(key))
        out = []
        for i, h in enumerate(v):
            if h is None and allow_none:
                out.append(None)
            else:
                out.append(self.cards(key, where=f"{self.at(key)}[{i}]", value=h))
        return out

    def slot_lists(self, key, n, slots, default=_MISSING):
        v = self.get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, list) or len(v) != n:
            raise FormatError(f"must be a list of {n} slot lists, one a seat", self.at(key))
        out = []
        for i, row in enumerate(v):
            w = f"{self.at(key)}[{i}]"
            if not isinstance(row, list) or len(row) != slots:
                raise FormatError(f"must list {slots} slots (null for an empty one)", w)
            out.append([None if c is None else self.card_value(c, f"{w}[{j}]") for j, c in enumerate(row)])
        return out

    def check_counts(self, cards, full_deck, what) -> None:
        """No card more often than the decks hold it."""
        have: dict = {}
        for c in cards:
            have[c] = have.get(c, 0) + 1
        limit: dict = {}
        for c in full_deck:
            limit[c] = limit.get(c, 0) + 1
        for c, k in have.items():
            if k > limit.get(c, 0):
                raise FormatError(
                    f"{c} appears {k} times but {what} hold it "
                    f"{limit.get(c, 0)} {'time' if limit.get(c, 0) == 1 else 'times'}",
                    self.where,
                )
