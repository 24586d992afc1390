"""What the games' teaching modules share: the named example, a record that starts from a set-up
position, the builders of an example's record, and the lesson helpers' own words.

Each game's ``teaching`` module (``games/<game>/teaching.py``, named by its Game as
``game.teaching``) has the same names, which :mod:`cardlab.lessons` asks:

* ``EXAMPLES`` -- the game's named examples (:class:`Example`), in the order they are listed;
* ``start(hands, fields)`` -- the start of a set-up position (a record's ``start``), taking the
  game's fields out of ``fields`` and giving the others their defaults;
* ``notation_moves()`` -- example moves, each a legal move of a small position, that show how the
  game's moves are written;
* ``display(code, lang)`` -- a move's file notation as the learner sees it, legal or not;
* ``SPELL_OUT`` -- the kinds of move whose display word could be misread (shown with their words);
* ``SHARE_UNIT`` -- what one simulated run is called (``games`` or ``matches``, catalog
  ``lesson.share.*``);
* ``hand_values(hands, lang, scoring)`` -- the rows of a table of hand values, or None in a game
  whose hands have no value.

Nothing here imports the lessons or the widgets: the games sit below them.
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine import get_game
from ..explain import catalog

PLAYERS = ("Anna", "Ben", "Carla", "David")

# the suits by name, for the lesson helpers' words
SUIT_NAMES = {
    "C": {"en": "clubs", "de": "Kreuz"},
    "D": {"en": "diamonds", "de": "Karo"},
    "H": {"en": "hearts", "de": "Herz"},
    "S": {"en": "spades", "de": "Pik"},
}


# -- the lesson helpers' words ---------------------------------------------------------------
def said(key: str, lang: str, **params: Any) -> str:
    """The lesson helpers' own words: the catalog's ``key`` (i18n/lessons.json), its fields filled
    in as given (not as the engine's messages fill theirs: ``cards`` is text here)."""
    s: str = catalog()[key][lang]
    return s.format(**params) if params else s


def word(key: str, lang: str, **params: Any) -> str:
    """A word of the lesson objects: ``lesson.word.<key>``."""
    return said("lesson.word." + key, lang, **params)


def number(x: float, lang: str) -> str:
    """30.5 / 30,5; whole numbers without a decimal point."""
    s = f"{x:g}"
    return s.replace(".", ",") if lang == "de" else s


# -- positions --------------------------------------------------------------------------------
def names(n: int, players: Any = None) -> list:
    """The names of ``n`` seats: ``players``, or the first of :data:`PLAYERS`."""
    out = list(players) if players is not None else list(PLAYERS[:n])
    if len(out) < n:
        raise ValueError(f"{n} seats need {n} names, not {len(out)}")
    return out[:n]


def position(
    game: str, *, hands: Any, moves: Any = (), players: Any = None, rules: Any = None, **fields: Any
) -> Any:
    """A record of ``game`` that starts from a set-up position, then plays ``moves`` (strings in
    the record notation); ``rules`` are rule options (``{"building": True}``, ``{"preset":
    "published"}``).  The position's fields are the record's (docs/format.md); the game's
    ``teaching.start`` says which it takes and gives the others their defaults."""
    from ..record import Record

    g = get_game(game)  # the engine's own message for an unknown game
    if g.teaching is None:
        raise ValueError(f"{g.name} has no set-up positions")
    f = dict(fields)
    start = g.teaching.start(hands, f)
    if f:
        raise TypeError(f"{g.name} positions have no field {', '.join(sorted(f))}")
    return Record.from_json(
        {
            "format": "cardlab-record/1",
            "game": g.name,
            "rules": dict(rules or {}),
            "players": names(len(hands), players),
            "deals": [{"start": start, "moves": list(moves)}],
        }
    )


def state(record: Any, deal: int | None = None, at: int | None = None) -> Any:
    """The position of ``record`` after its first ``at`` moves (of ``deal``; default the end)."""
    return record.state_at(deal=deal, at=at).state


# -- the named examples ----------------------------------------------------------------------
class Example:
    """One named example: ``kind`` is ``replay``, ``refusal`` or ``table``; ``source`` is
    ``rules`` or ``cardlab``; ``title`` in English and German.  ``build(options)`` makes its
    record; a refusal has the ``move`` refused (a text, or one a language) after ``at`` moves, or
    the cards touched (``touch``); a table is ``(name, *arguments)`` of a table the lessons draw
    (``("deck",)``, ``("hand_values", hands)``); ``prelude(lang, **options)`` gives sentences
    that tell how the deal came about."""

    def __init__(
        self,
        game: str,
        name: str,
        kind: str,
        source: str,
        title: dict,
        build: Callable | None = None,
        move: Any = None,
        at: int | None = None,
        touch: Any = None,
        table: Any = None,
        prelude: Callable | None = None,
    ) -> None:
        self.game, self.name, self.kind, self.source, self.title = game, name, kind, source, title
        self._build, self.move, self.at, self.touch = build, move, at, touch
        self._table, self._prelude = table, prelude

    def record(self, **options: Any) -> Any:
        if self._build is None:
            raise ValueError(f"the example {self.game}/{self.name} is a table, not a record")
        return self._build(options)

    def __repr__(self) -> str:
        return f"<example {self.game}/{self.name}: {self.kind}, {self.source}>"


def adder(game: str, into: list) -> Callable[..., None]:
    """``add(name, kind, source, en, de, **kw)``: a named example of ``game`` appended to ``into``."""

    def add(name: str, kind: str, source: str, en: str, de: str, **kw: Any) -> None:
        into.append(Example(game, name, kind, source, {"en": en, "de": de}, **kw))

    return add


def opts(extra: dict, options: dict) -> dict:
    """An example's own rules, then the rule options given to it."""
    return {**extra, **options}


def fixed(game: str, rules: dict | None = None, players: Any = PLAYERS, **fields: Any) -> Callable:
    """The builder of an example that starts from a set-up position (:func:`position`)."""

    def build(options: dict) -> Any:
        n = len(fields["hands"])
        return position(game, players=list(players)[:n], rules=opts(rules or {}, options), **fields)

    return build


def bots(game: str, players: Any, seed: int, max_deals: int | None = None) -> Callable:
    """The builder of an example that bots play from a fresh deal."""

    def build(options: dict) -> Any:
        from ..play import play_game

        kw = {"max_deals": max_deals} if max_deals else {}
        return play_game(game, rules=options or None, players=list(players), seed=seed, **kw)

    return build


def drawn(build: Callable) -> Callable:
    """The prelude of an example that bots play from a fresh deal: how the record's first deal
    drew for who begins (or deals), who deals, and who begins; the same sentences as a replay's
    first step."""

    def prelude(lang: str, **options: Any) -> list:
        from ..cards import card_label
        from ..explain import text

        rec = build(options)
        start = rec.deals[0].start
        st = state(rec, deal=1, at=0)
        names = list(rec.players)
        out = []
        draw = start.get("draw") or []
        if draw:
            who = ", ".join(f"{names[s]} {card_label(c, lang)}" for s, c in draw)
            key = "common.start.draw_deal" if "dealer" in start else "common.start.draw_start"
            out.append(text(key, lang, draws=who))
        dealer = getattr(st, "dealer", None)
        if isinstance(dealer, int):
            out.append(text("common.start.dealer", lang, names, player=dealer))
        out.append(text("common.start.first", lang, names, player=st.to_move))
        return out

    return prelude


def counted_once(start: dict, deck: set, history: tuple = ()) -> list[str]:
    """The cards of a position's ``start`` (in any list of its fields, however deep, but the
    fields of ``history`` that tell how the cards came there) that are not of ``deck`` or lie in
    more than one place: what a one-deck game's position cannot hold."""
    seen: dict = {}

    def walk(v, where):
        if isinstance(v, str):
            seen.setdefault(v, []).append(where)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x, where)

    for k, v in start.items():
        if isinstance(v, (list, tuple)) and k not in history:
            walk(v, k)
    out = [f"{k}: {c} is no card of this deck" for c, ks in seen.items() if c not in deck for k in ks[:1]]
    out += [
        f"{c} lies in {len(ks)} places ({', '.join(ks)})"
        for c, ks in seen.items()
        if c in deck and len(ks) > 1
    ]
    return out
