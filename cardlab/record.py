"""Records (``cardlab-record/1``, FORMAT.md): read, check, replay and write them.

A record is untrusted input: every problem becomes a :class:`RecordError` that names the place
(``deal 2, move 17 ("QH@u5"): there is no face-up slot 5``); nothing in a record is executed.
"""

from __future__ import annotations

import json
import os
from typing import Any

from .engine import GAMES, CardlabError, FormatError, IllegalMove, Match, Plain, RulesError, get_game

FORMAT_ID = "cardlab-record/1"
MAX_BYTES = 16 * 1024 * 1024  # records larger than this are refused unread
MAX_DEALS = 10_000
MAX_MOVES = 100_000  # per deal
MAX_MOVE_TEXT = 200


def _keyed(error, where, key, **params):
    """``error(message, where)`` with the catalog's English message; the error keeps ``key``
    and ``params`` so that a caller can say it in another language."""
    from .explain import text

    err = error(text(key, "en", **params), where)
    if getattr(err, "key", None) is None:
        try:
            err.key, err.params = key, params
        except AttributeError:  # an error class with slots: the English message stays
            pass
    return err


JSON_PROBLEMS = (  # the start of Python's json message -> its words in the catalog (common.json.*)
    ("Expecting value", "expecting_value"),
    ("Unterminated string", "unterminated_string"),
    ("Expecting ',' delimiter", "comma"),
    ("Expecting ':' delimiter", "colon"),
    ("Expecting property name", "property_name"),
    ("Extra data", "extra_data"),
    ("Invalid control character", "control_character"),
    ("Invalid \\", "escape"),
)
OS_PROBLEMS = {2: "missing", 13: "denied", 21: "is_folder"}  # errno -> common.os.*


def json_problem(message: str, lang: str) -> str:
    """Python's json message (English) said in plain words in ``lang``."""
    from .explain import text

    slug = next((k for start, k in JSON_PROBLEMS if message.startswith(start)), "other")
    return message if lang == "en" and slug == "other" else text(f"common.json.{slug}", lang)


def os_problem(e: OSError, lang: str) -> str:
    """An operating-system error said in plain words in ``lang``."""
    from .explain import text

    slug = OS_PROBLEMS.get(e.errno or 0, "other")
    return text(f"common.os.{slug}", lang, reason=str(e.strerror or e))


def unreadable(e: OSError) -> dict:
    """The parameters of ``common.file.unreadable`` for ``e``: its reason in both languages."""
    return {"reason": {"en": str(e.strerror or e), "de": os_problem(e, "de")}}


def read_file(path, error, where) -> bytes:
    """The bytes of a file of at most MAX_BYTES, or ``error(message, where)``."""
    try:
        size = os.stat(path).st_size
        if size > MAX_BYTES:
            raise _keyed(
                error,
                where,
                "common.file.too_large",
                size=size // (1024 * 1024),
                most=MAX_BYTES // (1024 * 1024),
            )
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as e:
        raise _keyed(error, where, "common.file.unreadable", **unreadable(e)) from None


def parse_json(data, error, where):
    """JSON from UTF-8 bytes or text (a BOM is skipped), or ``error(message, where)`` saying
    what is wrong: too large, not UTF-8, not JSON, nested too deeply, numbers too long, a lone
    surrogate (``\\ud800``: no character, and no UTF-8 can hold it)."""
    if len(data) > MAX_BYTES:
        raise _keyed(error, where, "common.file.text_too_large", most=MAX_BYTES // (1024 * 1024))
    was_text = isinstance(data, str)
    if isinstance(data, (bytes, bytearray)):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _keyed(error, where, "common.file.not_utf8", byte=e.start) from None
    if data.startswith("\ufeff"):
        data = data[1:]
    try:
        obj = json.loads(data)
    except json.JSONDecodeError as e:
        raise _keyed(
            error,
            where,
            "common.file.not_json",
            line=e.lineno,
            column=e.colno,
            detail={"en": e.msg, "de": json_problem(e.msg, "de")},
        ) from None
    except RecursionError:
        raise _keyed(error, where, "common.file.too_deep") from None
    except ValueError as e:  # e.g. an integer with more digits than Python converts
        raise _keyed(error, where, "common.file.not_readable_json", detail=str(e)) from None
    if "\\u" in data or was_text:  # bytes read as UTF-8 hold no surrogate; an escape may
        from .safeio import lone_surrogate

        bad = lone_surrogate(obj)
        if bad is not None:
            raise _keyed(error, where, "common.file.surrogate", place=bad[0] or "-", code=f"U+{bad[1]:04X}")
    return obj


class RecordError(CardlabError, ValueError):
    """A record that is not valid; ``where`` is the place ("deal 2, move 17 ("QH@u5")")."""

    def __init__(
        self,
        message: str,
        where: str = "",
        deal: int | None = None,
        move: int | None = None,
        key: str | None = None,
        params: dict | None = None,
    ):
        super().__init__(message)
        self.message, self.where, self.deal, self.move = message, where, deal, move
        self.key, self.params = key, params or {}

    def __str__(self):
        return f"{self.where}: {self.message}" if self.where else self.message

    def text(self, lang="en", players=None) -> str:
        """The error in ``lang`` (the reason of an illegal move is translated)."""
        msg = self.message
        if self.key:
            from .explain import text

            msg = text(self.key, lang, players=players, **self.params)
        return f"{self.where}: {msg}" if self.where else msg


class Deal(Plain):
    """One deal of a record: its ``start`` (JSON), its ``moves`` (strings as written) and its
    ``annotations`` (per-move comments, labels and analysis values; docs/format.md)."""

    start: dict
    moves: list[str]
    annotations: list[dict]
    _fields = ("start", "moves", "annotations")
    _factories = {"moves": list, "annotations": list}

    def to_json(self):
        out = {"start": self.start, "moves": list(self.moves)}
        if self.annotations:  # a record without annotations stays as it was
            out["annotations"] = [dict(a) for a in self.annotations]
        return out


class Step(Plain):
    """One step of a replay: the ``state`` after ``move`` (as the record spells it; ``canonical``
    its canonical form), by ``seat``, with its ``events``; ``deal`` is 0-based, ``index`` the
    0-based move index (-1 for the start of the deal)."""

    deal: int
    index: int
    move: str | None
    canonical: str | None
    seat: int | None
    events: list
    state: Any
    _fields = ("deal", "index", "move", "canonical", "seat", "events", "state")


class Record:
    """A recorded game: ``game``, ``rules`` (the record's rules object), ``players``, ``deals``
    (start + moves each) and ``meta``."""

    def __init__(self, game: str, players, deals=(), rules: dict | None = None, meta: dict | None = None):
        self.game = game
        self.rules = dict(rules) if rules else {}
        self.players = list(players)
        self.deals = [
            d
            if isinstance(d, Deal)
            else Deal(d["start"], list(d.get("moves", [])), list(d.get("annotations") or []))
            for d in deals
        ]
        self.meta = dict(meta) if meta else {}

    # -- reading ----------------------------------------------------------------------------
    @classmethod
    def from_json(cls, obj) -> "Record":
        """A record from parsed JSON; checks the shape (not yet the moves: see :meth:`check`)."""
        if not isinstance(obj, dict):
            raise RecordError("a record is a JSON object", "record")
        known = {"format", "game", "rules", "players", "deals", "meta"}
        for k in obj:
            if k not in known:
                raise RecordError(f"unknown field {k!r} (a record has {', '.join(sorted(known))})", "record")
        fmt = obj.get("format")
        if fmt != FORMAT_ID:
            raise RecordError(f"format must be {FORMAT_ID!r}, not {fmt!r:.60}", "format")
        game = obj.get("game")
        if not isinstance(game, str) or game not in GAMES:
            raise RecordError(f"unknown game {game!r:.60}: choose one of {', '.join(GAMES)}", "game")
        rules = obj.get("rules", {})
        if rules is None:
            rules = {}
        if not isinstance(rules, dict):
            raise RecordError('must be an object such as {"preset": "house"}', "rules")
        players = obj.get("players")
        if not isinstance(players, list) or not players:
            raise RecordError("must be a list of player names", "players")
        for i, p in enumerate(players):
            if not isinstance(p, str):
                raise RecordError(f"a player's name must be text, not {p!r:.40}", f"players[{i}]")
        deals = obj.get("deals")
        if not isinstance(deals, list) or not deals:
            raise RecordError("must be a list of deals (at least one)", "deals")
        if len(deals) > MAX_DEALS:
            raise RecordError(f"a record holds at most {MAX_DEALS} deals", "deals")
        out = []
        for i, d in enumerate(deals):
            w = f"deal {i + 1}"
            if not isinstance(d, dict):
                raise RecordError("a deal is an object with start and moves", w)
            for k in d:
                if k not in ("start", "moves", "annotations"):
                    raise RecordError(f"unknown field {k!r} (a deal has start, moves and annotations)", w)
            if "start" not in d:
                raise RecordError("start is missing", w)
            if not isinstance(d["start"], dict):
                raise RecordError("start must be an object", w)
            moves = d.get("moves", [])
            if not isinstance(moves, list):
                raise RecordError("moves must be a list of strings", w)
            if len(moves) > MAX_MOVES:
                raise RecordError(f"a deal holds at most {MAX_MOVES} moves", w)
            for j, m in enumerate(moves):
                if not isinstance(m, str):
                    raise RecordError(f"a move must be a string, not {m!r:.40}", f"{w}, move {j + 1}")
                if len(m) > MAX_MOVE_TEXT:
                    raise RecordError(f"a move is at most {MAX_MOVE_TEXT} characters", f"{w}, move {j + 1}")
            notes = []
            if "annotations" in d:
                from .annotations import check_shape

                notes = check_shape(d["annotations"], RecordError, w, len(moves), len(players))
            out.append(Deal(d["start"], list(moves), list(notes)))
        meta = obj.get("meta", {})
        if meta is None:
            meta = {}
        if not isinstance(meta, dict):
            raise RecordError("must be an object", "meta")
        return cls(game, players, out, rules, meta)

    @classmethod
    def loads(cls, data) -> "Record":
        return cls.from_json(parse_json(data, RecordError, "record"))

    @classmethod
    def load(cls, path) -> "Record":
        return cls.from_json(parse_json(read_file(path, RecordError, "record"), RecordError, "record"))

    @classmethod
    def coerce(cls, obj) -> "Record":
        """A record from a Record, a dict or a path."""
        if isinstance(obj, Record):
            return obj
        if isinstance(obj, dict):
            return cls.from_json(obj)
        return cls.load(obj)

    # -- writing ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        obj: dict[str, Any] = {"format": FORMAT_ID, "game": self.game}
        if self.rules:
            obj["rules"] = dict(self.rules)
        obj["players"] = list(self.players)
        obj["deals"] = [d.to_json() for d in self.deals]
        if self.meta:
            obj["meta"] = dict(self.meta)
        return obj

    def dumps(self) -> str:
        return _dump(self.to_json())

    def save(self, path):
        """Write the record to ``path`` whole or not at all (:func:`cardlab.safeio.write_atomic`)."""
        from .safeio import write_atomic

        write_atomic(path, self.dumps())

    def __eq__(self, other):
        return isinstance(other, Record) and self.to_json() == other.to_json()

    def __repr__(self):
        return (
            f"<Record {self.game}: {len(self.players)} players, {len(self.deals)} "
            f"{'deal' if len(self.deals) == 1 else 'deals'}>"
        )

    def _repr_html_(self):
        from .display import record_html

        return record_html(self)

    # -- replay -----------------------------------------------------------------------------
    def new_match(self) -> Match:
        try:
            game = get_game(self.game)
            rules = game.rules_from_json(self.rules)
            return Match(game, rules, self.players)
        except RulesError as e:
            where = "players" if "players" in str(e) else "rules"
            raise RecordError(str(e), where) from None

    def replay(self, events: bool = True, upto: tuple | None = None, match: Match | None = None):
        """Yield a :class:`Step` for each deal's start and each move, checking as it goes.
        ``upto=(deal, moves)`` (0-based deal) stops after that many moves of that deal."""
        match = match or self.new_match()
        game = match.game
        for di, deal in enumerate(self.deals):
            w = f"deal {di + 1}"
            if match.finished:
                raise RecordError(f"the game was already over after deal {di}", w, deal=di)
            try:
                state = match.start_deal(deal.start)
            except FormatError as e:
                raise RecordError(e.message, f"{w}, {e.where}" if e.where else w, deal=di) from None
            except RulesError as e:
                raise RecordError(str(e), w, deal=di) from None
            yield Step(di, -1, None, None, None, [], state.copy())
            for mi, text in enumerate(deal.moves):
                if upto is not None and di == upto[0] and mi >= upto[1]:
                    return
                if state.over:
                    raise RecordError(
                        "the deal is already over: no more moves",
                        f'{w}, move {mi + 1} ("{text}")',
                        deal=di,
                        move=mi,
                        key="common.err.over",
                    )
                seat = state.to_move
                try:
                    mv = game.parse_move(state, text)
                    ev = game.apply(state, mv, events=events)
                except IllegalMove as e:
                    raise RecordError(
                        e.message("en", self.players),
                        f'{w}, move {mi + 1} ("{text}")',
                        deal=di,
                        move=mi,
                        key=e.key,
                        params=e.params,
                    ) from None
                yield Step(di, mi, text, str(mv), seat, ev or [], state.copy())
            if upto is not None and di == upto[0]:
                return
            if state.over:
                match.end_deal(state)
            elif di + 1 < len(self.deals):
                raise RecordError("the deal is unfinished, but another deal follows", w, deal=di)

    def check(self) -> "Summary":
        """Replay every move; return the summary or raise RecordError naming the place."""
        match = self.new_match()
        before = None
        for step in self.replay(events=False, match=match):
            notes = self.deals[step.deal].annotations
            if notes and step.index >= 0:  # the moves an analysis valued must be legal
                from .annotations import check_moves

                for a in notes:
                    if a["move"] == step.index + 1:
                        check_moves(
                            match.game,
                            a,
                            before,
                            step.seat,
                            step.canonical,
                            RecordError,
                            f"deal {step.deal + 1}",
                        )
            before = step.state
        game, rows = match.game, []
        for k, deal in enumerate(self.deals):
            if k < len(match.results):
                res = match.results[k]
                rows.append(
                    {
                        "moves": len(deal.moves),
                        "complete": True,
                        "winner": res.winner,
                        "points": list(res.points),
                        "totals": list(game.totals(match.rules, match.n, match.results[: k + 1])),
                    }
                )
            else:
                rows.append(
                    {
                        "moves": len(deal.moves),
                        "complete": False,
                        "winner": None,
                        "points": None,
                        "totals": list(match.totals),
                    }
                )
        finished, winners = match.status()
        return Summary(self.game, list(self.players), rows, finished, list(winners), match)

    def place(self, deal: int | None = None, at: int | None = None) -> tuple:
        """``(deal, at)`` with the defaults filled in (the last deal, all its moves), or
        RecordError naming ``--deal`` or ``--at`` when the record has no such place."""
        n = len(self.deals)
        if deal is None:
            deal = n
        if not isinstance(deal, int) or not 1 <= deal <= n:
            raise RecordError(
                f"there is no deal {deal}: the record has {_count(n, 'deal')}", f"--deal {deal}"
            )
        nm = len(self.deals[deal - 1].moves)
        if at is None:
            at = nm
        if not isinstance(at, int) or not 0 <= at <= nm:
            raise RecordError(f"deal {deal} has {_count(nm, 'move')}; --at must be 0 to {nm}", f"--at {at}")
        return deal, at

    def state_at(self, deal: int | None = None, at: int | None = None):
        """The state after the first ``at`` moves of deal ``deal`` (1-based deal; default: the
        end of the record) and the step that led to it."""
        deal, at = self.place(deal, at)
        last = None
        for step in self.replay(events=True, upto=(deal - 1, at)):
            last = step
        return last


def _count(k: int, word: str) -> str:
    """``1 deal``, ``2 deals``: a count with its noun."""
    return f"{k} {word}" if k == 1 else f"{k} {word}s"


class Summary(Plain):
    """What ``check`` reports: per deal moves, winner, points and totals; finished, winners."""

    game: str
    players: list[str]
    deals: list[dict]
    finished: bool
    winners: list
    match: Match | None
    _fields = ("game", "players", "deals", "finished", "winners", "match")
    _defaults = {"match": None}

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "players": self.players,
            "deals": self.deals,
            "finished": self.finished,
            "winners": self.winners,
        }


def _dump(obj) -> str:
    """JSON with one line per deal field list, stable byte for byte."""
    return json.dumps(obj, ensure_ascii=False, indent=1) + "\n"


def record_of_play(game, rules, players, deals_starts_moves, meta=None) -> Record:
    g = get_game(game)
    rj = rules.to_json() if hasattr(rules, "to_json") else dict(rules or {})
    deals = [
        Deal(g.state_to_json(st, fresh=True), [str(m) for m in moves]) for st, moves in deals_starts_moves
    ]
    return Record(g.name, players, deals, rj, meta)


def load(path) -> Record:
    return Record.load(path)
