"""The helpers behind the tutorials, so that a learner's notebook holds text and widgets, not code.

Everything here is made by the engines (moves, refusals, explanations, the notation); this module
only sets positions up and lays the results out for a screen, in English or German.

* :func:`position` -- a record that starts from a set-up position (any game), then plays ``moves``;
* :func:`walk` -- every move of a record (or of a named example) with what it did and why;
* :func:`readings` -- a named example under the default rules and under other rules, each named in words;
* :func:`refuse` -- a move the rules do not allow at a position, with the engine's reason;
* :func:`legal` -- the legal moves at a position, in the learner's notation;
* :func:`notation`, :func:`cards` -- how cardlab writes cards and moves, made from example moves;
* :func:`show_move` -- one move (or a typed answer) as the learner sees it;
* :func:`deck`, :func:`hand_values`, :func:`options` -- small tables from the engines;
* :func:`starter_share` -- how often the player who started won, from games between bots.

The objects returned (:mod:`cardlab.lessons.shown`) show themselves as text (``repr``) and as HTML
in a notebook; names of players are always escaped.  ``import cardlab.lessons`` loads neither the widgets nor matplotlib.
"""

from __future__ import annotations

import random

from ..cards import card_label, card_name, is_card, parse_card
from ..engine import GAMES, IllegalMove, get_game
from ..explain import _and, explain, option_about, option_label, option_value, rules_label, text
from ..games._teaching import PLAYERS, position  # noqa: F401  (set-up positions: cardlab.lessons.position)
from ..games._teaching import said as _said
from ..games._teaching import state as _state
from ..record import Record
from .named import prelude as _prelude
from .named import record
from .shown import Grid, Moves, Plot, Readings, Refusal, Walk, _cap, _e, _lang, _percent, _w


def _teaching(game):
    """The teaching module of ``game`` (games/<game>/teaching.py)."""
    g = get_game(game)
    if g.teaching is None:
        raise ValueError(f"{g.name} has no lessons")
    return g.teaching


# -- walking through a record ----------------------------------------------------------------
def _record_of(what, name, options):
    if isinstance(what, str) and name is not None:
        return record(what, name, **options)
    if options:
        raise TypeError("rule options go with a named example, not with a record")
    return Record.coerce(what)


def walk(
    what,
    name: str | None = None,
    lang: str = "en",
    deal: int | None = None,
    moves: int | None = None,
    **options,
) -> Walk:
    """Every move of a record with what it did and why, in ``lang``: ``walk(record)`` or, for a
    named example, ``walk(game, name, lang="de")`` (rule options may follow).
    ``deal``: only that deal (1-based); ``moves``: only the first so many moves (0: only how the
    deal came about)."""
    from ..notation import move_text

    lang = _lang(lang)
    rec = _record_of(what, name, options)
    g = get_game(rec.game)
    lines, prev, k = [], None, 0
    for step in rec.replay():
        if step.move is None:
            prev = step.state
            continue
        if moves is not None and k >= moves:
            break
        if deal is None or step.deal + 1 == deal:
            k += 1
            mv = g.move(prev, step.canonical)
            lines.append((k, move_text(g.name, mv, lang), explain(step.events, lang, rec.players)))
        prev = step.state
    prelude = []
    if isinstance(what, str) and name is not None:
        prelude = _prelude(what, name, lang, **options)
    return Walk(lines, prelude, lang)


def _reading(game, options: dict, lang: str) -> str:
    """A set of rules in words: the named rules (``preset``) and each option with its value."""
    g = get_game(game)
    parts = []
    for key, value in options.items():
        if key == "preset":
            parts.append(rules_label(g.name, value, lang))
        else:
            parts.append(f"{option_label(g.name, key, lang)}: {option_value(g.name, key, value, lang)}")
    return "; ".join(parts)


def readings(game: str, name: str, lang: str = "en", **options) -> Readings:
    """A named example played twice, each walk under its rules in words: first under the game's
    default rules, then with the rule ``options`` given (``preset=...`` or options)."""
    lang = _lang(lang)
    g = get_game(game)
    if not options:
        raise TypeError("readings() compares the default rules with the rule options given")
    default = {
        k: (g.DEFAULT_PRESET if k == "preset" else g.OPTIONS[k].default)
        for k in options
        if k in g.OPTIONS or k == "preset"
    }
    first = _w("default_rules", lang, rules=_reading(game, default, lang))
    return Readings(
        [(first, walk(game, name, lang)), (_reading(game, options, lang), walk(game, name, lang, **options))]
    )


def legal(what, name: str | None = None, lang: str = "en", at: int | None = None, **options) -> Moves:
    """The legal moves at the end of a record (or after its first ``at`` moves), in ``lang``'s
    notation: ``legal(record)`` or, for a named example, ``legal(game, name, lang="de")``."""
    from ..notation import move_text

    lang = _lang(lang)
    rec = _record_of(what, name, options)
    g = get_game(rec.game)
    st = _state(rec, at=at)
    return Moves([move_text(g.name, m, lang) for m in g.legal_moves(st)], _w("legal", lang))


def show_move(game: str, move, lang: str = "en") -> str:
    """A move (a move value, its file notation, or a text as a learner typed it) as the learner
    sees it in ``lang``: ``QC QD`` -> ``D♣ D♦``, ``swap JH JS`` -> ``tauschen B♥ B♠``.  A text that
    cannot be read stays as it was typed; legality is not asked."""
    return _display(game, str(move), _lang(lang))


def _display(game, move_text_, lang):
    """A move text as the learner sees it, even when it is no legal move: read into the file
    notation (without asking whether it is legal), then every card as its label and every word in
    ``lang``; a text that cannot be read at all stays as it was typed."""
    from ..notation import NotationError, canonical

    try:
        code = canonical(game, move_text_, lang)
    except (NotationError, IllegalMove):
        return move_text_

    return _teaching(game).display(code, lang)


def _with_words(game, mv, lang):
    """A move in the learner's notation; a word that could be misread (the game's
    ``teaching.SPELL_OUT``) with what it does."""
    from ..notation import move_kind, move_text, move_words

    shown = move_text(game, mv, lang)
    if move_kind(game, mv) in _teaching(game).SPELL_OUT:
        shown += f" ({move_words(game, mv, lang)})"
    return shown


_PLACE = {
    "h": "widget.key.hand",
    "u": "widget.key.up",
    "d": "widget.key.down",
    "t": "widget.key.table",
    "m": "widget.key.middle",
}


def _touched(tokens, lang):
    parts = []
    for tok in tokens:
        where, _, what = tok.partition(":")
        label = card_label(what, lang) if is_card(what) else what
        parts.append(f"{label} ({text(_PLACE.get(where, 'widget.key.hand'), lang)})")
    return f"{_w('touched', lang)}: " + ", ".join(parts)


def refuse(record, move: str | None = None, lang: str = "en", at: int | None = None, touch=None) -> Refusal:
    """The engine's answer to a move it does not allow: after the moves of ``record`` (or its
    first ``at``), the player to move tries ``move`` (the record notation or the display form of
    either language) or touches the cards ``touch`` (selection tokens, cardlab.notation:
    ``["h:JH", "m:JS"]``).  Raises ValueError when the move is legal after all."""
    from ..notation import parse, selection_problem

    lang = _lang(lang)
    rec = Record.coerce(record)
    g = get_game(rec.game)
    shown_rec = rec
    if at is not None:
        d = rec.to_json()
        d["deals"][-1]["moves"] = d["deals"][-1]["moves"][:at]
        shown_rec = Record.from_json(d)
    st = _state(shown_rec)
    if (move is None) == (touch is None):
        raise TypeError("give either a move or the touched cards")
    if touch is not None:
        reason = selection_problem(g.name, st, list(touch), lang, rec.players)
        if reason is None:
            raise ValueError(f"touching {touch} makes a legal move")
        key, shown = "selection", _touched(touch, lang)
    else:
        try:
            parse(g.name, st, move, lang)
        except IllegalMove as e:
            reason, key = e.message(lang, rec.players), e.key
        else:
            raise ValueError(f"{move!r} is a legal move there")
        shown = _display(g.name, move, lang)
    allowed = [_with_words(g.name, m, lang) for m in g.legal_moves(st)]
    who = rec.players[st.to_move]
    return Refusal(
        g.name, shown, reason, key, allowed, g.describe(st, lang, rec.players), who, lang, shown_rec
    )


# -- notation ---------------------------------------------------------------------------------
def _notation_rows(game, lang):
    """(file code, on screen, in words) of example moves, every one a legal move of a small
    position (so the engine spells it, not this module)."""
    from ..notation import move_text, move_words

    return [
        (str(mv), move_text(game, mv, lang), move_words(game, mv, lang))
        for mv in _teaching(game).notation_moves()
    ]


def notation(game: str | None = None, lang: str = "en") -> Grid:
    """How cardlab writes the moves of ``game`` (every game when None): the file code, the form
    on screen in ``lang``, and the move in words, for example moves the engine reads."""
    lang = _lang(lang)
    games = [game] if game else [g for g in GAMES if get_game(g).teaching is not None]
    rows = []
    for g in games:
        for code, screen, words in _notation_rows(g, lang):
            rows.append(
                ([text(f"common.label.game.{g}", lang)] if game is None else []) + [code, screen, words]
            )
    header = ([_w("game", lang)] if game is None else []) + [
        _w("file", lang),
        _w("screen", lang),
        _w("words", lang),
    ]
    return Grid(header, rows)


def cards(codes, lang: str = "en") -> Grid:
    """Cards by their file code, their label on screen and their name in ``lang``."""
    lang = _lang(lang)
    rows = []
    for c in codes:
        card = parse_card(c)
        rows.append([card, card_label(card, lang), card_name(card, lang)])
    return Grid([_w("file", lang), _w("screen", lang), _w("name", lang)], rows)


# -- small tables from the engines -----------------------------------------------------------
def deck(game: str | None = None, lang: str = "en", **options) -> Grid:
    """For every number of players: how many cards a fresh deal holds, how many jokers, and how
    often each other card is in it (the number of decks), counted in the engine's own deals.
    ``game``: by default the first of the registry (cardlab.engine.GAMES)."""
    lang = _lang(lang)
    g = get_game(game if game is not None else next(iter(GAMES)))
    rules = g.rules(**options)
    rows = []
    lo, hi = g.MIN_PLAYERS, g.MAX_PLAYERS
    for n in range(lo, hi + 1):
        st = g.deal(rules, n, random.Random(0))
        count = g.card_count(st)
        total = sum(count.values())
        jokers = count.get("X", 0)
        each = max(v for c, v in count.items() if c != "X")
        rows.append([n, total, jokers, _w("times", lang, n=each) if each > 1 else "1"])
    return Grid([_w("players", lang), _w("cards", lang), _w("jokers", lang), _w("each", lang)], rows)


def hand_values(hands, lang: str = "en", scoring: str | None = None, game: str | None = None) -> Grid:
    """What each hand of cards is worth, and why, in the game whose hands have a value (``game``,
    by default the first of the registry whose ``teaching.hand_values`` is not None); ``scoring``
    is its rule of valuing a hand (default: its default)."""
    lang = _lang(lang)
    if game is None:
        game = next(n for n in GAMES if getattr(get_game(n).teaching, "hand_values", None) is not None)
    rows = _teaching(game).hand_values(hands, lang, scoring)
    return Grid([_w("hand", lang), _w("value", lang), _w("why", lang)], rows)


def options(game: str, lang: str = "en") -> Grid:
    """Every rule option of ``game`` with its default and what it does, in ``lang``."""
    lang = _lang(lang)
    g = get_game(game)
    rows = [
        [
            _cap(option_label(g.name, name, lang)),
            option_value(g.name, name, opt.default, lang),
            option_about(g.name, name, lang),
        ]
        for name, opt in g.OPTIONS.items()
    ]
    return Grid([_w("rule", lang), _w("default", lang), _w("meaning", lang)], rows)


# -- does it pay to start? --------------------------------------------------------------------
def _variant(key):
    """A set of rules by its name: ``"default"`` -> {}, ``"<option>"`` -> {"<option>": True},
    ``"<option>=<value>"`` -> {"<option>": "<value>"} (whole numbers, ``true`` and ``false`` read
    as such); several joined by ``+``."""
    out = {}
    for part in key.split("+"):
        name, eq, value = part.strip().partition("=")
        if name == "default" and not eq:
            continue
        if not eq:
            out[name] = True
        else:
            v = value.strip()
            out[name] = {"true": True, "false": False}.get(v.lower(), int(v) if v.isdigit() else v)
    return out


class Share(Grid):
    """How often the player who started won: ``values`` maps a player count (or a set of rules)
    to the share; ``plot()`` draws it."""

    def __init__(self, game, values, fair, lang, by, what, rows, header, ranges=None):
        super().__init__(header, rows)
        self.game, self.values, self.fair, self.lang, self.by, self.what = game, values, fair, lang, by, what
        self.ranges = ranges or {}  # the 95 % range of each share: {key: (low, high)}

    def answer(self) -> str:
        """The question's answer in words: where the range of a share lies above (or below) the
        fair share, starting pays (or costs); else chance explains what the games show."""
        above = [k for k, (lo, hi) in self.ranges.items() if lo > self.fair[k]]
        below = [k for k, (lo, hi) in self.ranges.items() if hi < self.fair[k]]
        keys = above or below
        if not keys:
            return _said("lesson.share.answer_none", self.lang)
        if self.by == "players":
            which = _said(
                "lesson.share.players_which", self.lang, counts=_and([str(k) for k in keys], self.lang)
            )
        else:
            which = _and([_rules_name(self.game, k, self.lang) for k in keys], self.lang)
        return _said(
            "lesson.share.answer_more" if above else "lesson.share.answer_less", self.lang, which=which
        )

    def notes(self) -> list:
        return [self.answer(), _said("lesson.share.bots_random", self.lang)] if self.ranges else []

    def text(self) -> str:
        return "\n".join([r[0] for r in self.rows] + self.notes())

    def html(self) -> str:
        items = "".join(f"<li>{_e(r[0])}</li>" for r in self.rows)
        notes = "".join(f"<p class='cardlab-lesson'>{_e(n)}</p>" for n in self.notes())
        return f"<ul class='cardlab-lesson'>{items}</ul>{notes}"

    def plot(self) -> Plot:
        lang = self.lang
        ylabel = _said("lesson.share.ylabel", lang, what=self.what)
        if self.by == "rules":
            from ..plots import compare

            fig = compare(
                self.values,
                self.game,
                lang,
                reference=list(self.fair.values())[0],
                percent=True,
                ylabel=ylabel,
            )
            return Plot(fig, ylabel)
        from matplotlib.figure import Figure

        fig = Figure(figsize=(5, 3), dpi=100, layout="constrained")
        ax = fig.add_subplot()
        xs = [str(n) for n in self.values]
        ax.bar(xs, list(self.values.values()), label=_said("lesson.share.bar", lang))
        if self.ranges:  # the range each share likely lies in
            lows = [self.values[n] - self.ranges[n][0] for n in self.values]
            highs = [self.ranges[n][1] - self.values[n] for n in self.values]
            ax.errorbar(
                xs, list(self.values.values()), yerr=[lows, highs], fmt="none", ecolor="0.2", capsize=4
            )
        ax.plot(
            xs, [self.fair[n] for n in self.values], "k--", marker="o", label=_said("lesson.share.fair", lang)
        )
        ax.set_xlabel(_said("lesson.share.xlabel", lang))
        ax.set_ylabel(ylabel)
        ax.yaxis.set_major_formatter(_percent_axis(lang))
        ax.legend(fontsize="small")
        return Plot(fig, ylabel)


def wilson(p: float, n: int, z: float = 1.96) -> tuple:
    """The range (95 % by default) that likely holds the true share behind ``p`` seen in ``n``
    games (Wilson's score interval)."""
    if n <= 0:
        return (0.0, 1.0)
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def _percent_axis(lang: str):
    """A matplotlib axis formatter: 0.25 -> "25 %" (German) or "25%"."""
    from matplotlib.ticker import FuncFormatter

    return FuncFormatter(lambda v, _pos: _percent(v, lang))


def _rules_name(game, key, lang):
    try:
        from ..plots import rules_name
    except ImportError:  # no matplotlib (JupyterLite)
        return key
    return rules_name(game, key, lang)


def starter_share(
    game: str, players=3, games: int = 150, lang: str = "en", variants=None, seed: int = 1, **options
) -> Share:
    """Random bots play ``games`` whole games; the share of them won by the player who started,
    per number of players (``players`` a list) or per set of rules (``variants``: names such as
    ``"default"``, ``"<option>"`` (set true), ``"<option>=<value>"``, with ``players`` one number)."""
    key = repr((game, players, games, lang, variants, seed, sorted(options.items())))
    if key not in _SHARES:  # the same question asked twice (the table, then its chart): played once
        _SHARES[key] = _starter_share(game, players, games, lang, variants, seed, **options)
    return _SHARES[key]


_SHARES: dict = {}


def _starter_share(game, players, games, lang, variants, seed, **options) -> Share:
    from ..simulation import simulate

    try:
        from ..plots import rules_name
    except ImportError:  # no matplotlib (the browser-only JupyterLite): the code names

        def rules_name(game, key, lang: str = "en") -> str:
            return key

    lang = _lang(lang)
    what = _said("lesson.share." + _teaching(game).SHARE_UNIT, lang)

    def share(n, opts):
        rows = simulate(game, rules=opts, players=n, games=games, seed=seed, progress=False)
        return sum(r["starting_seat"] in r["winners"] for r in rows) / games

    ranges: dict = {}

    def said(key, k, **params):
        ranges[k] = wilson(values[k], games)
        lo, hi = ranges[k]
        return _said(key, lang, low=_percent(lo, lang), high=_percent(hi, lang), **params)

    if variants:
        n = players if isinstance(players, int) else list(players)[0]
        values, fair, rows = {}, {}, []
        for key in variants:
            values[key] = share(n, {**options, **_variant(key)})
            fair[key] = 1 / n
            rows.append(
                [
                    said(
                        "lesson.share.rules_row",
                        key,
                        rules=rules_name(game, key, lang),
                        share=_percent(values[key], lang),
                        what=what,
                        fair=_percent(1 / n, lang),
                    )
                ]
            )
        return Share(game, values, fair, lang, "rules", what, rows, [""], ranges)
    counts = [players] if isinstance(players, int) else list(players)
    values, fair, rows = {}, {}, []
    for n in counts:
        values[n] = share(n, dict(options))
        fair[n] = 1 / n
        rows.append(
            [
                said(
                    "lesson.share.players_row",
                    n,
                    n=n,
                    share=_percent(values[n], lang),
                    what=what,
                    fair=_percent(1 / n, lang),
                )
            ]
        )
    return Share(game, values, fair, lang, "players", what, rows, [""], ranges)
