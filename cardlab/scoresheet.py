"""A score sheet for games played with real cards at a real table: the pure model behind
:class:`cardlab.widgets.ScoreSheet` (no widget, no plotting at import; ``import cardlab`` does not
load this module).

Each deal is entered as what the players write on paper, in one of three shapes (the game's
``KIND``): every player's points and who went out (``points_winner``; ``None`` for a dead deal,
when the rules have them), the points of each column (``points``: a player, or a side of
partners), or who lost a life in the round (``lost``).  What an entry must be, how a total is
written and the game's lines of text come from the game's ``scoresheet`` module
(``games/<game>/scoresheet.py``).

The totals, the end of the game and the winners come from the engine's own scoring:
each deal becomes a :class:`cardlab.engine.DealResult`, and ``Game.totals`` /
``Game.match_status`` of a :class:`cardlab.engine.Match` decide (the target of 200 or 500, ties,
partnerships, lives).  An impossible entry raises :class:`ScoreSheetError`, whose
``message(lang)`` is one sentence in German or English; the sheet is left as it was.

File format ``cardlab-scoresheet/1`` (JSON)::

    {"format": "cardlab-scoresheet/1", "game": <the game's name>, "rules": <as in records>,
     "players": ["Anna", "Ben", "Carla"],
     "deals": [{"points": [12, 0, 30], "winner": 1}, ...]}

A ``points`` deal is ``{"points": [per column]}``, a ``lost`` deal ``{"lost": [seats]}``.
:meth:`Sheet.load` checks every field and replays every deal through the same checks as typed
entries; an error is one line naming the place (``sheet.json: deal 2: ...``).
"""

from __future__ import annotations

import json
import math
import re

from .engine import DealResult, Match, Rules, RulesError, get_game
from .explain import LANGS, text
from .games._scoresheet import AUTO, Names, Raw, ScoreSheetError
from .games._scoresheet import join_names as _names

FORMAT = "cardlab-scoresheet/1"
_INT = re.compile(r"[+-]?[0-9]+")
# the fields of a deal in a file, by the game's KIND
_FIELDS = {"points_winner": ("points", "winner"), "points": ("points",), "lost": ("lost",)}


def _rules(game, rules) -> Rules:
    if rules is None:
        return game.rules()
    if isinstance(rules, Rules):
        if rules.game is not game:
            raise ScoreSheetError(
                "scoresheet.err.rules_game", game=game.name.capitalize(), given=rules.game.name.capitalize()
            )
        return rules
    if isinstance(rules, str):
        return game.rules(rules)
    return game.rules_from_json(rules)


def rules_short(game, rules, lang: str) -> str:
    """``game``'s ``rules`` in a few words: the preset and how the game is won."""
    g = game.name
    preset = text(f"scoresheet.preset.{g}.{rules.preset}", lang)
    return text(f"scoresheet.rules.short.{g}", lang, preset=preset, target=getattr(rules, "target_score", 0))


class Sheet:
    """``Sheet(game, players, rules=None, lang="en")``: the score sheet of one game.

    ``players`` is a list of names (or a number: ``Player 1`` ... / ``Spieler 1`` ... in
    ``lang``); ``rules`` a :class:`cardlab.engine.Rules`, a preset name (``"published"``) or a
    rules object as in records (``{"preset": "house", "target_score": 300}``)."""

    def __init__(self, game, players, rules=None, lang: str = "en"):
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        self.lang = lang
        self.game = get_game(game)
        self.rules = _rules(self.game, rules)
        if isinstance(players, int) and not isinstance(players, bool):
            from .notation import default_names

            self.game.check_players(self.rules, players)
            players = default_names(players, lang)
        if isinstance(players, str) or not isinstance(players, (list, tuple)):
            raise ScoreSheetError("scoresheet.err.players_list")
        players = [p.strip() if isinstance(p, str) else p for p in players]
        for p in players:
            if not isinstance(p, str) or not p:
                raise ScoreSheetError("scoresheet.err.player_name", value=Raw(p))
        seen = set()
        for p in players:
            if p.casefold() in seen:
                raise ScoreSheetError("scoresheet.err.player_twice", value=Raw(p))
            seen.add(p.casefold())
        self.game.check_players(self.rules, len(players))
        self.players = list(players)
        self.n = len(players)
        self._rules_of = self.game.scoresheet  # the game's entry rules and texts
        if self._rules_of is None:
            raise ScoreSheetError("scoresheet.err.no_sheet", game=self.game.name)
        self.kind = self._rules_of.KIND
        self.sides = self.game.sides(self.rules, self.n)
        self.deals: list[dict] = []
        self._match = Match(self.game, self.rules, self.players)

    # -- what the sheet shows ---------------------------------------------------------------
    @property
    def columns(self) -> list[str]:
        """The names of the scoring columns: the players, or the sides when partners score
        together (``Anna + Carla``)."""
        return [" + ".join(self.players[s] for s in side) for side in self.sides]

    @property
    def results(self) -> list[DealResult]:
        return list(self._match.results)

    @property
    def totals(self) -> list:
        """The engine's totals (``Game.totals``): the points of each column, or the lives left
        (written by :meth:`total_text`)."""
        return self._match.totals

    def running(self) -> list[list]:
        """The totals after each deal (the engine's totals of the deals up to it)."""
        res = self._match.results
        return [self.game.totals(self.rules, self.n, res[: k + 1]) for k in range(len(res))]

    def status(self) -> tuple[bool, list]:
        """(finished, winners) by the engine's ``match_status``; winners are columns."""
        return self._match.status()

    @property
    def finished(self) -> bool:
        return self.status()[0]

    @property
    def winners(self) -> list[str]:
        """The names of the winning columns once the game is over."""
        cols = self.columns
        return [cols[w] for w in self.status()[1]]

    # -- entering deals ---------------------------------------------------------------------
    def add(self, entry=None, *, winner=AUTO, lost=None) -> DealResult:
        """Enter one deal and return its :class:`DealResult`; raise :class:`ScoreSheetError`
        (the sheet unchanged) for an impossible entry.

        * points and who went out (``points_winner``): ``add([12, 0, 30], winner=1)`` or
          ``add({"Anna": 12, "Ben": 0, "Carla": 30})``; ``winner`` is a seat or a name, ``None``
          for a dead deal; left out, the one player with 0 points went out (nobody with 0: a dead
          deal).  The winner's points may be left empty.
        * points (``points``): ``add([2, 1])``: the points of each column (a list, or a dict by
          column or player name).
        * who lost a life (``lost``): ``add(lost=["Ben"])`` (or ``add(["Ben"])``): the players
          (names or seats).

        Numbers may be typed text (``"12"``); anything else is refused with the reason."""
        if self.finished:
            raise ScoreSheetError("scoresheet.err.over", names=Names(self.winners))
        if self.kind == "lost" and lost is not None:
            entry = lost
        deal = self._rules_of.check(self, entry, winner)
        res = self._rules_of.result(self, deal)
        self.deals.append(deal)
        self._match.results.append(res)
        return res

    def undo(self):
        """Take back the last deal; returns it (None when the sheet is empty)."""
        if not self.deals:
            return None
        self._match.results.pop()
        return self.deals.pop()

    def seat(self, who, field=None) -> int:
        """A seat from a seat number or a player's name."""
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < self.n:
            return who
        if isinstance(who, str):
            key = who.strip().casefold()
            for i, p in enumerate(self.players):
                if p.casefold() == key:
                    return i
        raise ScoreSheetError("scoresheet.err.no_player", field, value=Raw(who))

    def by_column(self, entry) -> list:
        """The raw values of each column, from a list or a dict by name."""
        cols = self.columns
        if isinstance(entry, dict):
            out = [None] * len(cols)
            keys = {c.casefold(): i for i, c in enumerate(cols)}
            for k, v in entry.items():
                i = keys.get(str(k).strip().casefold()) if isinstance(k, str) else None
                if i is None and isinstance(k, str):  # a player's name: the column of their side
                    try:
                        seat = self.seat(k)
                    except ScoreSheetError:
                        seat = None
                    i = next((c for c, side in enumerate(self.sides) if seat in side), None)
                if i is None:
                    raise ScoreSheetError("scoresheet.err.no_column", value=Raw(k))
                out[i] = v
            return out
        if isinstance(entry, (list, tuple)):
            if len(entry) != len(cols):
                raise ScoreSheetError("scoresheet.err.count", n=len(cols), got=len(entry), names=Names(cols))
            return list(entry)
        raise ScoreSheetError("scoresheet.err.count", n=len(cols), got=0, names=Names(cols))

    def number(self, raw, col: int, blank_ok: bool = False):
        name = self.columns[col]
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if blank_ok:
                return 0
            raise ScoreSheetError("scoresheet.err.empty", col, name=name)
        if isinstance(raw, bool):
            raise ScoreSheetError("scoresheet.err.not_number", col, name=name, value=Raw(raw))
        if isinstance(raw, int):
            v = raw
        elif isinstance(raw, float) and math.isfinite(raw) and raw.is_integer():
            v = int(raw)
        elif isinstance(raw, str) and _INT.fullmatch(raw.strip().replace("\u2212", "-")):
            v = int(raw.strip().replace("\u2212", "-"))
        else:
            raise ScoreSheetError("scoresheet.err.not_number", col, name=name, value=Raw(raw))
        if v < 0:
            raise ScoreSheetError("scoresheet.err.negative", col, name=name, value=v)
        return v

    def card_values(self) -> list[int]:
        """The points a single card can score under these rules (the engine's ``card_points``
        over a pack), for a game whose deals score the cards left in hand."""
        return self._rules_of.card_values(self.game, self.rules)

    # -- texts ------------------------------------------------------------------------------
    def deal_word(self) -> str:
        """``deal`` or ``round``: what the game calls one deal."""
        return self._rules_of.DEAL_WORD

    @property
    def dead_allowed(self) -> bool:
        """Whether a deal may end dead, with nobody going out (the rules allow it)."""
        return self._rules_of.dead_allowed(self.rules)

    def rules_text(self, lang: str | None = None) -> str:
        """The rules the sheet keeps score by, in a line."""
        lang = lang or self.lang
        preset = text(f"scoresheet.preset.{self.game.name}.{self.rules.preset}", lang)
        return self._rules_of.rules_text(self, preset, lang)

    def rules_short(self, lang: str | None = None) -> str:
        """The rules in a few words (the preset and the target)."""
        return rules_short(self.game, self.rules, lang or self.lang)

    def status_text(self, lang: str | None = None) -> str:
        """What the sheet says now: the next deal, a tie that plays on, or the winners."""
        lang = lang or self.lang
        finished, winners = self.status()
        cols = self.columns
        if finished:
            names = _names([cols[w] for w in winners], lang)
            return text(
                "scoresheet.status.shared" if len(winners) > 1 else "scoresheet.status.won", lang, names=names
            )
        nxt = text(f"scoresheet.status.next_{self.deal_word()}", lang, n=len(self.deals) + 1)
        note = self._rules_of.status_note(self, lang)
        return nxt if note is None else note + " " + nxt

    def total_text(self, value, lang: str | None = None) -> str:
        """A total as the sheet writes it (a number; lives as a number, "swims" or "out")."""
        return self._rules_of.total_text(value, lang or self.lang)

    def column_state(self, value):
        """What a column's total makes of it, for games of lives: ``in``, ``swimming``, ``out``
        (None for games of points)."""
        return self._rules_of.column_state(value)

    # -- files ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "game": self.game.name,
            "rules": self.rules.to_json(),
            "players": list(self.players),
            "deals": [dict(d) for d in self.deals],
        }

    def dumps(self) -> str:
        """The file's text (UTF-8 JSON)."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"

    def save(self, path):
        """Write the sheet as a ``cardlab-scoresheet/1`` JSON file, whole or not at all
        (:func:`cardlab.safeio.write_atomic`: a failed write leaves the file that was there);
        returns the path."""
        from .safeio import write_atomic

        write_atomic(path, self.dumps())
        return path

    def same_game(self, game, players=None, rules=None) -> bool:
        """Whether this sheet is the one ``Sheet(game, players, rules)`` would start: the same
        game, and the same players and rules where they are given (None: any)."""
        if get_game(game) is not self.game:
            return False
        if isinstance(players, int) and not isinstance(players, bool):
            if players != self.n:
                return False
        elif players is not None:
            names = [p.strip() if isinstance(p, str) else p for p in players]
            if names != self.players:
                return False
        if rules is not None:
            try:
                if _rules(self.game, rules).to_json() != self.rules.to_json():
                    return False
            except (RulesError, ScoreSheetError):
                return False
        return True

    @classmethod
    def from_json(cls, data, lang: str = "en", where=()) -> "Sheet":
        """A sheet from the JSON of a file, every field checked; errors name the place."""
        where = tuple(where)

        def fail(key, *place, **params):
            return ScoreSheetError(key, None, (*where, *place), **params)

        if not isinstance(data, dict):
            raise fail("scoresheet.file.not_object")
        if data.get("format") != FORMAT:
            if "format" not in data:
                raise fail("scoresheet.file.missing", entry="format")
            fmt = data["format"]
            raise fail(
                "scoresheet.file.format",
                "format",
                expected=FORMAT,
                value=Raw(fmt if isinstance(fmt, str) else json.dumps(fmt)),
            )
        unknown = sorted(set(data) - {"format", "game", "rules", "players", "deals"})
        if unknown:
            raise fail("scoresheet.file.unknown", unknown[0], entry=unknown[0])
        for entry in ("game", "players", "deals"):
            if entry not in data:
                raise fail("scoresheet.file.missing", entry=entry)
        try:
            game = get_game(data["game"]) if isinstance(data["game"], str) else None
        except RulesError as e:
            raise fail("scoresheet.file.reason", "game", reason=e)
        if game is None:
            raise fail("scoresheet.file.game", "game", value=Raw(json.dumps(data["game"])))
        try:
            rules = game.rules_from_json(data.get("rules"))
        except RulesError as e:
            raise fail("scoresheet.file.reason", "rules", reason=e)
        players = data["players"]
        if not isinstance(players, list):
            raise fail("scoresheet.err.players_list", "players")
        try:
            sheet = cls(game, players, rules, lang=lang)
        except ScoreSheetError as e:
            raise e.located(*where, "players")
        except RulesError as e:
            raise fail("scoresheet.file.reason", "players", reason=e)
        deals = data["deals"]
        if not isinstance(deals, list):
            raise fail("scoresheet.file.deals_list", "deals")
        fields = _FIELDS[sheet.kind]
        for k, d in enumerate(deals):
            place = ("scoresheet.file.deal", {"n": k + 1})
            if not isinstance(d, dict):
                raise fail("scoresheet.file.deal_object", place)
            for f in fields:
                if f not in d:
                    raise fail("scoresheet.file.missing", place, entry=f)
            extra = sorted(set(d) - set(fields))
            if extra:
                raise fail("scoresheet.file.unknown", place, entry=extra[0])
            for f in fields:
                v = d[f]
                if f == "winner":
                    ok = v is None or (isinstance(v, int) and not isinstance(v, bool))
                else:
                    ok = isinstance(v, list) and all(
                        isinstance(x, int) and not isinstance(x, bool) for x in v
                    )
                if not ok:
                    raise fail(f"scoresheet.file.{f}", place, entry=f)
            try:
                if sheet.kind == "lost":
                    if any(not 0 <= s < sheet.n for s in d["lost"]):
                        raise fail("scoresheet.file.seat", place, entry="lost", hi=sheet.n - 1)
                    sheet.add(lost=d["lost"])
                elif sheet.kind == "points":
                    sheet.add(d["points"])
                else:
                    if d["winner"] is not None and not 0 <= d["winner"] < sheet.n:
                        raise fail("scoresheet.file.seat", place, entry="winner", hi=sheet.n - 1)
                    sheet.add(d["points"], winner=d["winner"])
            except ScoreSheetError as e:
                if e.where:
                    raise
                raise e.located(*where, place)
        return sheet

    @classmethod
    def load(cls, path, lang: str = "en") -> "Sheet":
        """Read a ``cardlab-scoresheet/1`` file; :class:`ScoreSheetError` (one line naming the
        file and the place) when it is not one."""
        where = (str(path),)
        try:
            with open(path, encoding="utf-8") as fh:
                raw = fh.read()
        except OSError as e:
            raise ScoreSheetError("scoresheet.file.unreadable", None, where, reason=e.strerror or str(e))
        except UnicodeDecodeError:
            raise ScoreSheetError("scoresheet.file.not_json", None, where, line=1)
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as e:
            raise ScoreSheetError("scoresheet.file.not_json", None, where, line=e.lineno)
        return cls.from_json(data, lang=lang, where=where)

    # -- plot -------------------------------------------------------------------------------
    def plot(self, lang: str | None = None, size=None):
        """The totals after each deal as a matplotlib Figure (or the lives, as the game's charts
        say), labelled in ``lang``; matplotlib is imported only here."""
        from matplotlib.figure import Figure

        lang = lang or self.lang
        fig = Figure(figsize=size or (7.0, 4.0), dpi=100, layout="constrained")
        ax = fig.add_subplot()
        cols = self.columns
        finished, winners = self.status()
        start = self.game.totals(self.rules, self.n, [])
        series = [start] + self.running()
        xs = list(range(len(series)))
        word = self.deal_word()
        charts = self.game.charts
        lives = charts.TOTALS == "lives"
        for i, name in enumerate(cols):
            label = name + (" \u2605" if finished and i in winners else "")
            ys = [row[i] for row in series]
            if lives:
                ax.step(xs, ys, where="post", marker="o", label=label)
            else:
                ax.plot(xs, ys, marker="o", label=label)
        if lives:
            ax.axhline(0, color="0.6", lw=0.8, ls="--")
            ax.set_yticks(charts.TICKS)
            ax.set_yticklabels([self.total_text(v, lang) for v in charts.TICKS])
            ax.set_title(text("scoresheet.plot.lives_title", lang))
            ax.set_ylabel(text("scoresheet.plot.lives", lang))
        else:
            target = self.rules.target_score
            ax.axhline(
                target, color="0.5", lw=1, ls="--", label=text("scoresheet.plot.target", lang, n=target)
            )
            ax.set_ylim(bottom=0)
            ax.set_title(text(f"scoresheet.plot.title_{word}", lang))
            ax.set_ylabel(text(f"scoresheet.plot.{self.game.name}_points", lang))
        ax.set_xlabel(text(f"scoresheet.plot.{word}", lang))
        ax.set_xticks(xs)
        ax.grid(alpha=0.3)
        ax.legend(fontsize="small")
        return fig

    def __repr__(self):
        totals = ", ".join(f"{c} {self.total_text(v, 'en')}" for c, v in zip(self.columns, self.totals))
        n = len(self.deals)
        return f"<Sheet {self.game.name}: {n} deal{'s' if n != 1 else ''}, {totals}>"
