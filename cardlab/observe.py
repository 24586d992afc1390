"""What a seat may be told: the one visibility rule that Replay, Table, Puzzle and Analysis share.

A seat sees what its view shows (``game.view(state, seat)``, the game's own statement of what a
seat sees of a position).  Of a move that is *played* it may be told the cards it saw in the
position before and in the position after, the cards the move plays (played face up: everyone
sees them), and the cards the move's events show it on the way, which the game's observer
(``game.observer``, a module ``games/<game>/observer.py``) answers event by event: a mystery card
turned up and swept aside at once is in neither position, yet every seat saw it.

A move only *imagined* (a puzzle's answer, the better move of an analysis, the Table's "Why?"
and hint) has not happened: the seat knows the position before it and its own cards, nothing a
chance card would turn up.  :func:`imagine` says what such a move would do as that seat can know
it.

An event's sentence names the cards in its data under ``card``, ``cards``, ``card_name`` or a key
ending in ``_card`` or ``_cards``; an event is told to a seat when every card it names is one the
seat may be told.  Nothing here knows a game: the games differ through their views, their
events, their moves and their observers.

Every game's observer module has the same two functions:

* ``shown(event, seat) -> tuple`` -- the cards ``event`` shows ``seat`` as the move is played;
* ``imagined(state, move) -> (key, params) | None`` -- for a move whose outcome hangs on a card
  nobody knows (a face-down card turned up), what an imagined move may say of it: the last part
  of a catalog key (``"<game>.reveal"``: ``puzzle.<game>.reveal``, ``analysis.<game>.reveal``)
  and its parameters; None when the move's events say it.

A game without an observer (``game.observer`` None) shows nothing beyond its views and moves.
"""

from __future__ import annotations

from .cards import ALL_CARDS
from .notation import move_cards

_CARDS = frozenset(ALL_CARDS)
_CARD_KEYS = ("card", "cards", "card_name")


def cards_in(obj, out: set | None = None) -> set:
    """Every card string inside a JSON value (strings, lists, dicts), added to ``out``."""
    out = set() if out is None else out
    if isinstance(obj, str):
        if obj in _CARDS:
            out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            cards_in(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            cards_in(v, out)
    return out


def named(event) -> set:
    """The cards an event's sentence names."""
    out: set = set()
    for k, v in event.data.items():
        if k in _CARD_KEYS or k.endswith("_card") or k.endswith("_cards"):
            cards_in(v, out)
    return out


def sight(game, state, seat) -> set:
    """The cards ``seat`` sees in ``state``: those of its view."""
    return cards_in(game.view(state, seat))


def played_cards(game, move) -> list:
    """The cards ``move`` plays face up (and takes from the table), as notation names them."""
    return move_cards(game, move)


def cards_told(game, before, move, events, after, seat) -> set | None:
    """The cards ``seat`` may be told of ``move``, played in ``before`` (the position before it,
    unchanged) with ``events`` and leading to ``after``.  ``after=None``: the move is only
    imagined, so only what the seat knew before it counts.  None for ``seat=None``: every card."""
    if seat is None:
        return None
    told = sight(game, before, seat)
    told.update(played_cards(game, move))
    if after is not None:
        cards_in(game.view(after, seat), told)
        if game.observer is not None:
            shown = game.observer.shown
            for e in events:
                told.update(shown(e, seat))
    return told


def told(game, before, move, events, after, seat) -> list:
    """The events of a played move that ``seat`` may be told (every event for ``seat=None``)."""
    may = cards_told(game, before, move, events, after, seat)
    if may is None:
        return list(events)
    return [e for e in events if named(e) <= may]


class WhatIf:
    """What an imagined move would do, as one seat can know it.

    ``events``: the events it may be told, in order (``common.turn`` included); ``ended``: the
    move ends the deal and what follows (the others' hands, the scores) is left out; ``hidden``:
    an event was left out because it names a card the seat cannot know; ``blind``: the move turns
    up a card nobody knows and all that follows hangs on it, so it is told only as a catalog key's
    last part and its parameters (``("<game>.reveal", {"slot": 3})``), else None."""

    __slots__ = ("events", "ended", "hidden", "blind")

    def __init__(self, events, ended=False, hidden=False, blind=None):
        self.events, self.ended, self.hidden, self.blind = events, ended, hidden, blind

    def __repr__(self):
        return f"WhatIf({self.events!r}, ended={self.ended}, hidden={self.hidden}, blind={self.blind!r})"


def imagine(game, state, move, seat) -> WhatIf:
    """What ``move`` would do in ``state`` (left unchanged) as ``seat`` (the mover) can know it."""
    blind = None if game.observer is None else game.observer.imagined(state, move)
    st = state.copy()
    events = game.apply(st, move, events=True) or []
    if blind is not None:
        return WhatIf([], ended=st.over, blind=blind)
    may = cards_told(game, state, move, events, None, seat)
    out, hidden = [], False
    for e in events:
        if e.kind == "common.turn":
            out.append(e)
            continue
        if st.over and e.seat != seat:
            # the deal ends: what follows tells of cards and outcomes the seat cannot know
            return WhatIf(out, ended=True, hidden=hidden)
        if may is not None and not named(e) <= may:
            hidden = True
            continue
        out.append(e)
    return WhatIf(out, hidden=hidden)
