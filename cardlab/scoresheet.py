"""A score sheet for games played with real cards at a real table: the pure model behind
:class:`cardlab.widgets.ScoreSheet` (no widget, no plotting at import; ``import cardlab`` does not
load this module).

Each deal is entered as what the players write on paper:

* **Swoop**: every player's penalty points and who went out (``winner``; ``None`` for a dead
  deal, which only rules with a dead-deal limit have);
* **Sweep**: the points of each side (each seat, or each partnership with four players);
* **Schwimmen**: who lost a life in the round.

The totals, the end of the game and the winners come from the engine's own scoring:
each deal becomes a :class:`cardlab.engine.DealResult`, and ``Game.totals`` /
``Game.match_status`` of a :class:`cardlab.engine.Match` decide (the target of 200 or 500, ties,
partnerships, lives).  An impossible entry raises :class:`ScoreSheetError`, whose
``message(lang)`` is one sentence in German or English; the sheet is left as it was.

File format ``cardlab-scoresheet/1`` (JSON)::

    {"format": "cardlab-scoresheet/1", "game": "swoop", "rules": {"preset": "house"},
     "players": ["Anna", "Ben", "Carla"],
     "deals": [{"points": [12, 0, 30], "winner": 1}, ...]}

A Sweep deal is ``{"points": [per side]}``, a Schwimmen deal ``{"lost": [seats]}``.
:meth:`Sheet.load` checks every field and replays every deal through the same checks as typed
entries; an error is one line naming the place (``sheet.json: deal 2: ...``).
"""

from __future__ import annotations

import json
import math
import re

from .engine import CardlabError, DealResult, Match, Rules, RulesError, get_game
from .explain import LANGS, text

FORMAT = "cardlab-scoresheet/1"
KINDS = {"swoop": "points_winner", "sweep": "points", "schwimmen": "lost"}
_INT = re.compile(r"[+-]?[0-9]+")
_MAX_SHOWN = 24


class _Auto:
    """``winner=AUTO``: the one player with 0 points went out; nobody with 0: a dead deal."""

    def __repr__(self):
        return "AUTO"


AUTO = _Auto()


class _Raw:
    """A value the user typed, shown quoted in the message's language."""

    def __init__(self, value):
        s = str(value).strip()
        self.value = s if len(s) <= _MAX_SHOWN else s[: _MAX_SHOWN - 1] + "…"


def _quote(s, lang):
    return f"„{s}“" if lang == "de" else f"“{s}”"


def _names(names, lang) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    word = " und " if lang == "de" else " and "
    return ", ".join(names[:-1]) + word + names[-1]


class _Names:
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
            elif isinstance(v, _Raw):
                v = _quote(v.value, lang)
            elif isinstance(v, _Names):
                v = _names(v.names, lang)
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
                raise ScoreSheetError("scoresheet.err.player_name", value=_Raw(p))
        seen = set()
        for p in players:
            if p.casefold() in seen:
                raise ScoreSheetError("scoresheet.err.player_twice", value=_Raw(p))
            seen.add(p.casefold())
        self.game.check_players(self.rules, len(players))
        self.players = list(players)
        self.n = len(players)
        self.kind = KINDS[self.game.name]
        self.sides = self.game.sides(self.rules, self.n)
        self.deals: list[dict] = []
        self._match = Match(self.game, self.rules, self.players)

    # -- what the sheet shows ---------------------------------------------------------------
    @property
    def columns(self) -> list[str]:
        """The names of the scoring columns: the players, or Sweep's sides (``Anna + Carla``)."""
        if self.game.name == "sweep":
            return [" + ".join(self.players[s] for s in side) for side in self.sides]
        return list(self.players)

    @property
    def results(self) -> list[DealResult]:
        return list(self._match.results)

    @property
    def totals(self) -> list:
        """The engine's totals (``Game.totals``): penalty points (Swoop), points per side (Sweep),
        lives left (Schwimmen: 3 to 1, 0 swimming, -1 out)."""
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

        * Swoop: ``add([12, 0, 30], winner=1)`` or ``add({"Anna": 12, "Ben": 0, "Carla": 30})``;
          ``winner`` is a seat or a name, ``None`` for a dead deal; left out, the one player with
          0 points went out (nobody with 0: a dead deal).  The winner's points may be left empty.
        * Sweep: ``add([2, 1])``: the points of each side (a list, or a dict by side or player
          name).
        * Schwimmen: ``add(lost=["Ben"])`` (or ``add(["Ben"])``): the players (names or seats)
          who lost a life.

        Numbers may be typed text (``"12"``); anything else is refused with the reason."""
        if self.finished:
            raise ScoreSheetError("scoresheet.err.over", names=_Names(self.winners))
        if self.kind == "lost":
            deal = self._check_lost(entry if lost is None else lost)
        elif self.kind == "points":
            deal = self._check_sweep(entry)
        else:
            deal = self._check_swoop(entry, winner)
        res = self._result(deal)
        self.deals.append(deal)
        self._match.results.append(res)
        return res

    def undo(self):
        """Take back the last deal; returns it (None when the sheet is empty)."""
        if not self.deals:
            return None
        self._match.results.pop()
        return self.deals.pop()

    def _result(self, deal) -> DealResult:
        if self.kind == "lost":
            lost = set(deal["lost"])
            return DealResult(points=[1 if s in lost else 0 for s in range(self.n)])
        if self.kind == "points":
            return DealResult(points=list(deal["points"]))
        return DealResult(
            points=list(deal["points"]), winner=deal["winner"], extra={"dead": deal["winner"] is None}
        )

    def _seat(self, who, field=None) -> int:
        """A seat from a seat number or a player's name."""
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < self.n:
            return who
        if isinstance(who, str):
            key = who.strip().casefold()
            for i, p in enumerate(self.players):
                if p.casefold() == key:
                    return i
        raise ScoreSheetError("scoresheet.err.no_player", field, value=_Raw(who))

    def _by_column(self, entry) -> list:
        """The raw values of each column, from a list or a dict by name."""
        cols = self.columns
        if isinstance(entry, dict):
            out = [None] * len(cols)
            keys = {c.casefold(): i for i, c in enumerate(cols)}
            for k, v in entry.items():
                i = keys.get(str(k).strip().casefold()) if isinstance(k, str) else None
                if i is None and self.game.name == "sweep" and isinstance(k, str):
                    try:
                        i = self.game.side_of(self.rules, self.n, self._seat(k))
                    except ScoreSheetError:
                        i = None
                if i is None:
                    raise ScoreSheetError("scoresheet.err.no_column", value=_Raw(k))
                out[i] = v
            return out
        if isinstance(entry, (list, tuple)):
            if len(entry) != len(cols):
                raise ScoreSheetError("scoresheet.err.count", n=len(cols), got=len(entry), names=_Names(cols))
            return list(entry)
        raise ScoreSheetError("scoresheet.err.count", n=len(cols), got=0, names=_Names(cols))

    def _number(self, raw, col: int, blank_ok: bool = False):
        name = self.columns[col]
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if blank_ok:
                return 0
            raise ScoreSheetError("scoresheet.err.empty", col, name=name)
        if isinstance(raw, bool):
            raise ScoreSheetError("scoresheet.err.not_number", col, name=name, value=_Raw(raw))
        if isinstance(raw, int):
            v = raw
        elif isinstance(raw, float) and math.isfinite(raw) and raw.is_integer():
            v = int(raw)
        elif isinstance(raw, str) and _INT.fullmatch(raw.strip().replace("\u2212", "-")):
            v = int(raw.strip().replace("\u2212", "-"))
        else:
            raise ScoreSheetError("scoresheet.err.not_number", col, name=name, value=_Raw(raw))
        if v < 0:
            raise ScoreSheetError("scoresheet.err.negative", col, name=name, value=v)
        return v

    # Swoop ---------------------------------------------------------------------------------
    def card_values(self) -> list[int]:
        """Swoop: the points a single card can score under these rules (the engine's
        ``card_points`` over a pack)."""
        from .cards import deck

        return sorted({self.game.card_points(self.rules, c) for c in deck(1, 2)})

    def _check_swoop(self, entry, winner) -> dict:
        raw = self._by_column(entry)
        rules = self.rules
        if winner is not AUTO and winner is not None:
            winner = self._seat(winner)
        pts = [self._number(v, i, blank_ok=(winner is not AUTO and i == winner)) for i, v in enumerate(raw)]
        if winner is AUTO:
            zeros = [i for i, p in enumerate(pts) if p == 0]
            if len(zeros) > 1:
                raise ScoreSheetError(
                    "scoresheet.err.zeros", zeros[1], names=_Names([self.players[i] for i in zeros])
                )
            winner = zeros[0] if zeros else None
        if winner is None and rules.dead_deal_plays is None:
            raise ScoreSheetError("scoresheet.err.no_winner")
        if winner is not None and pts[winner] != 0:
            raise ScoreSheetError(
                "scoresheet.err.winner_points", winner, name=self.players[winner], value=pts[winner]
            )
        values = self.card_values()
        low, step = values[0], math.gcd(*values)
        for i, p in enumerate(pts):
            if i == winner:
                continue
            if p == 0 and not rules.score_table_cards:
                continue  # only the hand scores: an empty hand scores nothing
            if p < low:
                key = "scoresheet.err.dead_zero" if winner is None else "scoresheet.err.min_points"
                raise ScoreSheetError(key, i, name=self.players[i], low=low)
            if p % step:
                raise ScoreSheetError("scoresheet.err.step", i, name=self.players[i], value=p, step=step)
        return {"points": pts, "winner": winner}

    # Sweep ---------------------------------------------------------------------------------
    def _check_sweep(self, entry) -> dict:
        raw = self._by_column(entry)
        pts = [self._number(v, i) for i, v in enumerate(raw)]
        if self.rules.no_sweep_points:
            cap = 2 + (2 if self.rules.double_spade_ace else 1)  # cards, spades, the A♠
            if sum(pts) > cap:
                raise ScoreSheetError(
                    "scoresheet.err.sweep_cap",
                    max(range(len(pts)), key=pts.__getitem__),
                    n=cap,
                    value=sum(pts),
                )
        return {"points": pts}

    # Schwimmen -----------------------------------------------------------------------------
    def _check_lost(self, lost) -> dict:
        if lost is None:
            lost = []
        if isinstance(lost, (str, int)) and not isinstance(lost, bool):
            lost = [lost]
        if isinstance(lost, dict):
            lost = [k for k, v in lost.items() if v]
        if not isinstance(lost, (list, tuple, set, frozenset)):
            raise ScoreSheetError("scoresheet.err.lost_list")
        seats = sorted({self._seat(w) for w in lost})
        if not seats:
            raise ScoreSheetError("scoresheet.err.nobody_lost")
        lives = self.totals
        for s in seats:
            if lives[s] < 0:
                raise ScoreSheetError("scoresheet.err.already_out", s, name=self.players[s])
        return {"lost": seats}

    # -- texts ------------------------------------------------------------------------------
    def deal_word(self) -> str:
        return "deal" if self.game.name == "swoop" else "round"

    def rules_text(self, lang: str | None = None) -> str:
        """The rules the sheet keeps score by, in a line."""
        lang = lang or self.lang
        r = self.rules
        g = self.game.name
        preset = text(f"scoresheet.preset.{g}.{r.preset}", lang)
        if g == "swoop":
            parts = [
                text("scoresheet.rules.swoop", lang, preset=preset, target=r.target_score),
                text(f"scoresheet.rules.tie.{r.tie_break}", lang),
                text("scoresheet.rules.dead.on" if r.dead_deal_plays else "scoresheet.rules.dead.off", lang),
            ]
        elif g == "sweep":
            parts = [text("scoresheet.rules.sweep", lang, preset=preset, target=r.target_score)]
            if len(self.sides) < self.n:
                parts.append(text("scoresheet.rules.partners", lang, sides=_names(self.columns, lang)))
        else:
            parts = [text("scoresheet.rules.schwimmen", lang, preset=preset)]
        return " ".join(parts)

    def rules_short(self, lang: str | None = None) -> str:
        """The rules in a few words (the preset and the target)."""
        lang = lang or self.lang
        g = self.game.name
        preset = text(f"scoresheet.preset.{g}.{self.rules.preset}", lang)
        return text(
            f"scoresheet.rules.short.{g}", lang, preset=preset, target=getattr(self.rules, "target_score", 0)
        )

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
        t = self.totals
        g = self.game.name
        if self.deals and g == "swoop" and max(t) >= self.rules.target_score:
            low = min(t)
            tied = [cols[i] for i, v in enumerate(t) if v == low]
            return text("scoresheet.status.swoop_tie", lang, names=_names(tied, lang), n=low) + " " + nxt
        if self.deals and g == "sweep" and max(t) >= self.rules.target_score:
            top = max(t)
            tied = [cols[i] for i, v in enumerate(t) if v == top]
            return text("scoresheet.status.sweep_tie", lang, names=_names(tied, lang), n=top) + " " + nxt
        return nxt

    def total_text(self, value, lang: str | None = None) -> str:
        """A total as the sheet writes it (Schwimmen: lives, "swimming", "out")."""
        lang = lang or self.lang
        if self.game.name == "schwimmen":
            if value < 0:
                return text("scoresheet.lives.out", lang)
            if value == 0:
                return text("scoresheet.lives.swimming", lang)
        return str(value)

    # -- files ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "game": self.game.name,
            "rules": self.rules.to_json(),
            "players": list(self.players),
            "deals": [dict(d) for d in self.deals],
        }

    def save(self, path):
        """Write the sheet as a ``cardlab-scoresheet/1`` JSON file; returns the path."""
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.to_json(), fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        return path

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
                value=_Raw(fmt if isinstance(fmt, str) else json.dumps(fmt)),
            )
        unknown = sorted(set(data) - {"format", "game", "rules", "players", "deals"})
        if unknown:
            raise fail("scoresheet.file.unknown", unknown[0], entry=unknown[0])
        for k in ("game", "players", "deals"):
            if k not in data:
                raise fail("scoresheet.file.missing", entry=k)
        try:
            game = get_game(data["game"]) if isinstance(data["game"], str) else None
        except RulesError as e:
            raise fail("scoresheet.file.reason", "game", reason=e)
        if game is None:
            raise fail("scoresheet.file.game", "game", value=_Raw(json.dumps(data["game"])))
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
        fields = {"points_winner": ("points", "winner"), "points": ("points",), "lost": ("lost",)}[sheet.kind]
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
        """The totals after each deal as a matplotlib Figure (Schwimmen: the lives), labelled in
        ``lang``; matplotlib is imported only here."""
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
        for i, name in enumerate(cols):
            label = name + (" \u2605" if finished and i in winners else "")
            ys = [row[i] for row in series]
            if self.game.name == "schwimmen":
                ax.step(xs, ys, where="post", marker="o", label=label)
            else:
                ax.plot(xs, ys, marker="o", label=label)
        if self.game.name == "schwimmen":
            ax.axhline(0, color="0.6", lw=0.8, ls="--")
            ax.set_yticks(range(-1, 4))
            ax.set_yticklabels([self.total_text(v, lang) for v in range(-1, 4)])
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
