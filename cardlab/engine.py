"""The engine API shared by every game.

A :class:`Game` holds the rules logic of one game; :class:`Rules` are a preset plus options;
a game's ``State`` is a plain object that serialises to the JSON of FORMAT.md; moves are small
hashable values whose ``str`` is the canonical notation; :meth:`Game.apply` changes a state in
place and returns the :class:`Event` list of the move.  A :class:`Match` runs deal after deal and
keeps the points, totals and winners.

Nothing here imports Jupyter, widgets or plotting.
"""

from __future__ import annotations

import importlib
import random
from typing import TYPE_CHECKING, Any, ClassVar


class Plain:
    """A small value class (like a dataclass, without importing dataclasses at start-up):
    subclasses list ``_fields`` and ``_defaults`` (a default factory is a callable in
    ``_factories``)."""

    _fields: tuple = ()
    _defaults: dict = {}
    _factories: dict = {}

    def __init__(self, *args, **kwargs):
        if len(args) > len(self._fields):
            raise TypeError(f"{type(self).__name__} takes at most {len(self._fields)} values")
        values = dict(zip(self._fields, args))
        for k, v in kwargs.items():
            if k not in self._fields or k in values:
                raise TypeError(f"{type(self).__name__}: bad or repeated field {k!r}")
            values[k] = v
        for k in self._fields:
            if k not in values:
                if k in self._factories:
                    values[k] = self._factories[k]()
                elif k in self._defaults:
                    values[k] = self._defaults[k]
                else:
                    raise TypeError(f"{type(self).__name__} needs {k!r}")
            object.__setattr__(self, k, values[k])

    def __eq__(self, other):
        return type(other) is type(self) and all(getattr(self, k) == getattr(other, k) for k in self._fields)

    # unhashable by design (a value with mutable fields); typeshed types object.__hash__ as a method
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def __repr__(self):
        inner = ", ".join(f"{k}={getattr(self, k)!r}" for k in self._fields)
        return f"{type(self).__name__}({inner})"


# -- errors ---------------------------------------------------------------------------------
class CardlabError(Exception):
    """Base of every error cardlab raises on purpose."""


class RulesError(CardlabError, ValueError):
    """An unknown option, an unknown preset or a bad option value.  Raised with a catalog
    ``key`` and ``params``, the reason exists in German and English (``exc.message("de")``);
    ``str(exc)`` is the English."""

    def __init__(self, message: str | None = None, key: str | None = None, **params):
        self.key = key
        self.params = params
        super().__init__(self.message("en") if key is not None else message)

    def message(self, lang: str = "en", players=None) -> str:
        if self.key is None:
            return str(self)
        from .explain import text

        return text(self.key, lang, players=players, **self.params)


class FormatError(CardlabError, ValueError):
    """A start position or record field that is not as FORMAT.md says; ``where`` names the field."""

    def __init__(self, message: str, where: str = ""):
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self):
        return f"{self.where}: {self.message}" if self.where else self.message


class IllegalMove(CardlabError, ValueError):
    """A move that is not legal now.  ``key`` and ``params`` name a message of the catalog, so
    the reason can be shown in German or English (``exc.message("de")``)."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en", players=None) -> str:
        from .explain import text

        return text(self.key, lang, players=players, **self.params)


# -- options and rules ----------------------------------------------------------------------
class Option(Plain):
    """One rule option: its ``default``, its ``doc``, the values it takes (``choices``, or a
    ``kind`` of value with a ``check`` described by ``check_doc``) and, for a kind of value, the
    few values a learner's menu offers (``offer``; None: the default and the presets' values)."""

    default: Any
    doc: Any
    choices: Any
    kind: Any
    check: Any
    check_doc: Any
    offer: Any
    _fields = ("default", "doc", "choices", "kind", "check", "check_doc", "offer")
    _defaults = {"choices": None, "kind": None, "check": None, "check_doc": "", "offer": None}

    def __setattr__(self, name, value):
        raise AttributeError("an Option is read-only")

    def validate(self, name: str, value):
        if self.choices is not None:
            if value not in self.choices:
                opts = ", ".join(repr(c) for c in self.choices)
                raise RulesError(
                    key="common.rules.bad_choice", name=repr(name), value=repr(value), choices=opts
                )
            return value
        if self.kind is not None:
            ok = isinstance(value, self.kind) and not (
                isinstance(value, bool) and self.kind in (int, (int, type(None)))
            )
            if not ok:
                raise RulesError(
                    key="common.rules.bad_value",
                    name=repr(name),
                    value=repr(value),
                    what=self.check_doc or _WRONG_TYPE,
                )
        if self.check is not None and not self.check(value):
            raise RulesError(
                key="common.rules.bad_value", name=repr(name), value=repr(value), what=self.check_doc
            )
        return value


def int_option(default, doc, lo=None, hi=None, allow_none=False, offer=None):
    kind = (int, type(None)) if allow_none else int
    bounds = []
    if lo is not None:
        bounds.append(f">= {lo}")
    if hi is not None:
        bounds.append(f"<= {hi}")
    b = " " + " and ".join(bounds) if bounds else ""
    b_de = " " + " und ".join(bounds) if bounds else ""
    what = {
        "en": "a whole number" + b + (" or null" if allow_none else ""),
        "de": "eine ganze Zahl" + b_de + (" oder null" if allow_none else ""),
    }
    return Option(
        default,
        doc,
        kind=kind,
        check=lambda v: v is None or ((lo is None or v >= lo) and (hi is None or v <= hi)),
        check_doc=what,
        offer=offer,
    )


def bool_option(default, doc):
    return Option(default, doc, kind=bool, check_doc={"en": "true or false", "de": "true oder false"})


_WRONG_TYPE = {"en": "the wrong kind of value", "de": "die falsche Art von Wert"}


class Rules:
    """The rules of one game: a preset plus option overrides.  Read options as attributes."""

    game: Game
    preset: str
    values: dict[str, Any]
    overrides: dict[str, Any]

    if TYPE_CHECKING:  # each option is read as a plain attribute, set in __init__

        def __getattr__(self, name: str) -> Any: ...

    def __init__(self, game: "Game", preset: str | None = None, **overrides):
        preset = game.DEFAULT_PRESET if preset is None else preset
        if preset not in game.PRESETS:
            raise RulesError(
                key="common.rules.no_preset",
                game=game.name,
                preset=repr(preset),
                choices=", ".join(repr(p) for p in game.PRESETS),
            )
        values = {k: o.default for k, o in game.OPTIONS.items()}
        values.update(game.PRESETS[preset])
        for k, v in overrides.items():
            if k not in game.OPTIONS:
                raise RulesError(
                    key="common.rules.no_option",
                    game=game.name,
                    name=repr(k),
                    choices=", ".join(sorted(game.OPTIONS)),
                )
            values[k] = game.OPTIONS[k].validate(k, v)
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "preset", preset)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "overrides", dict(overrides))
        for k, v in values.items():  # options read as plain attributes (fast in hot loops)
            object.__setattr__(self, k, v)

    def __setattr__(self, name, value):
        raise AttributeError("Rules are read-only; make new ones with rules.replace(...)")

    def replace(self, **overrides) -> "Rules":
        return Rules(self.game, self.preset, **{**self.overrides, **overrides})

    def to_json(self) -> dict:
        return {"preset": self.preset, **self.overrides}

    def __eq__(self, other):
        return isinstance(other, Rules) and other.game is self.game and other.values == self.values

    def __hash__(self):
        return hash((self.game.name, tuple(sorted(self.values.items(), key=lambda kv: kv[0]))))

    def __repr__(self):
        extra = "".join(f", {k}={v!r}" for k, v in self.overrides.items())
        return f"Rules({self.game.name!r}, preset={self.preset!r}{extra})"


# -- events ---------------------------------------------------------------------------------
class Event:
    """What a move did, as data: ``kind`` is a message id of the catalog, ``seat`` who did it,
    ``data`` the message's parameters (cards, counts, seats), ``rule`` the rule it rests on."""

    __slots__ = ("kind", "seat", "data", "rule")

    def __init__(self, kind: str, seat: int | None = None, rule: str = "", **data):
        self.kind = kind
        self.seat = seat
        self.rule = rule
        self.data = data

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "rule": self.rule, "data": self.data}

    def text(self, lang: str = "en", players=None) -> str:
        from .explain import render

        return render(self, lang, players)

    def __repr__(self):
        return f"Event({self.kind!r}, seat={self.seat!r}, {self.data!r})"

    def __eq__(self, other):
        return isinstance(other, Event) and self.to_json() == other.to_json()


# -- results of a deal and of a match -------------------------------------------------------
class DealResult(Plain):
    """What a finished deal scored: ``points`` per side (FORMAT.md), the ``winner`` seat or None,
    ``complete``, and game-specific ``extra`` facts."""

    points: list
    winner: int | None
    complete: bool
    extra: dict
    _fields = ("points", "winner", "complete", "extra")
    _defaults = {"winner": None, "complete": True}
    _factories = {"extra": dict}


def was_generated(state, move) -> bool:
    """Whether ``move`` is one of the very move values that ``legal_moves`` last returned for
    ``state`` (kept in ``state._legal``), so that it was checked when it was made.  Forgets that
    list either way: applying a move changes the position."""
    gen = state._legal
    state._legal = None
    if gen is not None:
        for m in gen:
            if m is move:
                return True
    return False


class Game:
    """The rules logic of one game.  Subclasses fill in the game-specific methods."""

    name = ""
    # The game protocol (docs/architecture.md): besides the methods below, each game package has
    # the same modules, and its Game names them, so that generic layers (bots, analysis,
    # puzzles, widgets, the command line) ask the game and never branch on its name:
    #   observer   what a seat sees, and which cards each event may name to whom
    #   knowledge  what a seat has seen, and dealing the unseen cards again (determinization)
    #   policy     the rule-of-thumb bot's move scores, and the utility outcomes are valued by
    #   notation   the move words and cards: text, long names, canonical spellings, selections
    #   teaching   the tutorials' and lessons' worked examples, fixed positions, move words
    #   scoresheet score-sheet entry rules, how a total is written, the sheet's status line
    #   charts     the data series of the game's charts (plots.py draws them)
    #   goals      the puzzles' goals (what a "what would you play" puzzle asks), generation
    # Each is a module of the game package (``games/<game>/<name>.py``); None until the game
    # has one.
    observer: Any = None
    knowledge: Any = None
    policy: Any = None
    notation: Any = None
    teaching: Any = None
    scoresheet: Any = None
    charts: Any = None
    goals: Any = None
    move_type: Any = None  # the class of the game's move values
    # catalog entries a game brings along (message id -> {"en", "de"}), added to the catalog
    # when the game is loaded: the words of a game outside cardlab/ (cardlab/i18n holds ours)
    messages: dict[str, dict] | None = None
    OPTIONS: dict[str, Option] = {}
    PRESETS: dict[str, dict] = {"default": {}}
    DEFAULT_PRESET = "default"
    MIN_PLAYERS = 2
    MAX_PLAYERS = 8

    # rules ------------------------------------------------------------------------------
    def rules(self, preset: str | None = None, **overrides) -> Rules:
        return Rules(self, preset, **overrides)

    def rules_from_json(self, spec) -> Rules:
        if spec is None:
            return self.rules()
        if not isinstance(spec, dict):
            raise RulesError(key="common.rules.not_object")
        spec = dict(spec)
        preset = spec.pop("preset", None)
        if preset is not None and not isinstance(preset, str):
            raise RulesError(key="common.rules.preset_text", preset=repr(preset))
        return self.rules(preset, **spec)

    def check_players(self, rules: Rules, n: int):
        if not isinstance(n, int) or not self.MIN_PLAYERS <= n <= self.MAX_PLAYERS:
            raise RulesError(
                key="common.rules.players",
                game=self.name,
                lo=self.MIN_PLAYERS,
                hi=self.MAX_PLAYERS,
                count=repr(n),
            )

    # to be provided by each game --------------------------------------------------------
    def deal(self, rules: Rules, n: int, rng: random.Random, match: "Match | None" = None):
        """A fresh deal for ``n`` players, shuffled by ``rng``; ``match`` gives the history."""
        raise NotImplementedError

    def state_from_json(self, rules: Rules, n: int, start: dict, match: "Match | None" = None):
        """A state from a record's ``start`` (fresh deal or position); raises FormatError."""
        raise NotImplementedError

    def state_to_json(self, state, fresh: bool = False) -> dict:
        raise NotImplementedError

    def legal_moves(self, state) -> list:
        raise NotImplementedError

    def parse_move(self, state, text: str):
        """The legal move that ``text`` spells, or IllegalMove saying why not."""
        raise NotImplementedError

    def apply(self, state, move, events: bool = True) -> list | None:
        """Play ``move`` (a move value or any spelling of one); change ``state`` in place."""
        raise NotImplementedError

    def result(self, state) -> DealResult:
        """Points and winner of a finished deal."""
        raise NotImplementedError

    def totals(self, rules: Rules, n: int, results: list) -> list:
        raise NotImplementedError

    def match_totals(self, match: "Match") -> list:
        """The running totals of ``match``; by default from its results alone (a game whose
        first deal may start with carried totals, such as lives, overrides this)."""
        return self.totals(match.rules, match.n, match.results)

    def match_status(self, match: "Match") -> tuple[bool, list]:
        """(finished, winners) after the deals of ``match``."""
        raise NotImplementedError

    # a game whose lowest total leads (penalty points) sets this to True
    LOW_TOTAL_LEADS = False
    # where the scoring of a deal begins among the events of the move that ends it: the event
    # kinds (or their beginnings, ending in ".") from which the deal's summary is told
    SCORING_EVENTS: tuple = ()

    def scoring_start(self, events) -> int:
        """The index of the first event of the deal's scoring in ``events`` (the move that
        ended the deal), ``len(events)`` when there is none."""
        for i, e in enumerate(events):
            kind = getattr(e, "kind", "")
            if any(kind == k or (k.endswith(".") and kind.startswith(k)) for k in self.SCORING_EVENTS):
                return i
        return len(events)

    def leading(self, match: "Match") -> list:
        """The sides whose totals lead ``match`` now (several when tied): the highest total, or
        the lowest where ``LOW_TOTAL_LEADS``.  A game cut short after a number of deals
        (``Match(deals=N)``) is won by them."""
        t = match.totals
        if not t:
            return []
        best = min(t) if self.LOW_TOTAL_LEADS else max(t)
        return [i for i, v in enumerate(t) if v == best]

    def sides(self, rules: Rules, n: int) -> list[list[int]]:
        """The seats of each side that scores (one seat a side unless partnerships)."""
        return [[s] for s in range(n)]

    def card_count(self, state) -> dict:
        """Every card the deal holds, wherever it is (to check that none is created or lost)."""
        raise NotImplementedError

    def view(self, state, seat: int | None = None) -> dict:
        """What ``seat`` may see (every card when seat is None), as JSON for widgets and bots."""
        raise NotImplementedError

    def describe(self, state, lang: str = "en", players=None) -> str:
        """The position as text."""
        raise NotImplementedError

    def playout(self, state, rng: random.Random, policy="random", depth: int | None = None) -> int:
        """Play ``state`` on in place to the end of the deal (or ``depth`` moves) and return the
        number of moves played.  ``policy`` is ``"random"`` (``moves[int(rng.random() *
        len(moves))]``, what the per-move loop plays) or a function ``(game, state) -> move``.
        The games override this with the loop inside their engine."""
        k = 0
        while not state.over and (depth is None or k < depth):
            if policy == "random":
                moves = self.legal_moves(state)
                mv = moves[int(rng.random() * len(moves))]
            else:
                mv = policy(self, state)
            self.apply(state, mv, events=False)
            k += 1
        return k

    # shared helpers --------------------------------------------------------------------
    def move(self, state, move):
        """A move value from a move value or a string."""
        if isinstance(move, str):
            return self.parse_move(state, move)
        return move

    def is_legal(self, state, move) -> bool:
        """Whether ``move`` (a spelling, or a move value) is a legal move of ``state``.  A move
        value is looked up among the legal moves: one from another position is not legal here."""
        try:
            mv = self.move(state, move)
        except IllegalMove:
            return False
        return isinstance(move, str) or mv in self.legal_moves(state)


# -- registry -------------------------------------------------------------------------------
GAMES = {
    "swoop": "cardlab.games.swoop",
    "sweep": "cardlab.games.sweep",
    "schwimmen": "cardlab.games.schwimmen",
}
_LOADED: dict[str, Game] = {}


def get_game(name: str) -> Game:
    """The Game object of a registered game (a name of :data:`GAMES`, or one added by
    :func:`register`)."""
    if isinstance(name, Game):
        return name
    g = _LOADED.get(name)
    if g is None:
        if name not in GAMES:
            raise RulesError(key="common.rules.no_game", game=repr(name), choices=", ".join(GAMES))
        g = importlib.import_module(GAMES[name]).GAME
        if g.messages:
            from .explain import add_messages

            add_messages(g.messages)
        _LOADED[name] = g
    return g


def register(name: str, module: str) -> None:
    """Add a game to the registry: ``module`` (a dotted path) holds its ``GAME``, a
    :class:`Game` whose ``name`` is ``name``.  Loaded when first asked for, as the three games
    are; a name already registered for another module is refused."""
    if GAMES.get(name, module) != module:
        raise ValueError(f"the game {name!r} is already registered as {GAMES[name]}")
    GAMES[name] = module


_NAMES = [f"Player {i + 1}" for i in range(8)]  # the players' names when only their number is given


class Match:
    """A game of deals: the rules, the players and the deals played so far."""

    def __init__(self, game, rules: Rules | dict | None = None, players=3, deals: int | None = None):
        self.game = get_game(game)
        if deals is not None and (isinstance(deals, bool) or not isinstance(deals, int) or deals < 1):
            raise ValueError(f"deals must be a whole number from 1 up, or None, not {deals!r}")
        # a short game: over after this many deals (or earlier, by the rules), won by the leaders
        self.max_deals = deals
        if not isinstance(rules, Rules):
            rules = self.game.rules_from_json(rules)
        self.rules = rules
        if isinstance(players, int):
            players = (
                _NAMES[:players]
                if 0 <= players <= len(_NAMES)
                else [f"Player {i + 1}" for i in range(players)]
            )
        self.players = list(players)
        self.n = len(self.players)
        self.game.check_players(rules, self.n)
        self.starts: list = []  # start state of each deal (copies)
        self.results: list[DealResult] = []

    @property
    def totals(self) -> list:
        return self.game.match_totals(self)

    def status(self) -> tuple[bool, list]:
        done, winners = self.game.match_status(self)
        if not done and self.max_deals is not None and len(self.results) >= self.max_deals:
            return True, self.game.leading(self)
        return done, winners

    @property
    def finished(self) -> bool:
        return self.status()[0]

    @property
    def winners(self) -> list:
        return self.status()[1]

    def new_deal(self, rng: random.Random):
        state = self.game.deal(self.rules, self.n, rng, self)
        self.starts.append(state.copy())
        return state

    def start_deal(self, start: dict):
        state = self.game.state_from_json(self.rules, self.n, start, self)
        self.starts.append(state.copy())
        return state

    def end_deal(self, state) -> DealResult:
        res = self.game.result(state)
        self.results.append(res)
        return res
