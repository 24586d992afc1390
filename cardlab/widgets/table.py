"""Play one seat against bots in a notebook: ``Table(game, seat=0, bots=["mc", "heuristic"])``.

The learner plays by touching cards: the cards that can still complete a legal move light up, the
move the picked cards make is confirmed with one button, and every move that needs no card
(schieben, klopfen, ...) has a button of its own; the full list of legal moves stays, folded away.
The bots answer at once, each bot move explained in words.  A selection that no legal move
contains is explained by the rule it breaks (:func:`cardlab.notation.selection_problem`).
"Why?" explains what the picked move would do; "What would the bot play?" asks the rule-of-thumb
bot.  Moves are shown in the learner's language (:mod:`cardlab.notation`: ``tauschen B♣ 7♦``).
Only ``game.view(state, seat)`` is sent to the browser, so hidden cards never leave Python, and
explanations that would name a card the seat has not seen are left out.  The finished game is a
record: ``table.record`` / ``table.save(path)`` (it opens in the Replay widget).  The button "Save
this game" saves the game so far as a record at any moment, the deal in play included: written into
``save_folder`` (the working folder; None: not written) and downloaded in the browser
(:meth:`Table.save_game`).

The table is drawn by the replay widget's SVG drawing modules (``static/cards.js`` and
each game's ``games/<game>/draw.js``, joined read-only by :mod:`.assets`); ``static/table.js`` is this
widget's own code.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import anywidget
import traitlets as t

from .. import notation
from ..bots import make_bot
from ..bots.heuristic import HeuristicBot
from ..cards import RANK, card_label, card_name
from ..engine import IllegalMove, Match, get_game
from ..explain import LANGS, catalog, explain, text
from ..observe import imagine, told
from ..record import Deal, Record
from . import assets, table_score
from .fallback import SaysWhereNotDrawn, game_name, lang_of
from .frames import event_numbers
from .frames import labels as _widget_labels
from .rules import ChangesRules, panel, rules_with
from .saving import SaveFile, stamp

MAX_BOT_MOVES = 20_000


def _human_seats(g, humans, players, n_bots: int, lang: str) -> tuple[Any, list[int]]:
    """Pass-and-play: the players (names) and the human seats for ``humans`` (their names).
    ``players``: the number of players (the first seats are the humans', the rest bots), or
    every player's name (the humans among them); None: the humans and one seat a named bot,
    at least the game's minimum."""
    humans = [str(h) for h in humans]
    if not humans or len(set(humans)) != len(humans):
        raise ValueError(f"humans must be different names, one a person at the screen, not {humans!r}")
    if isinstance(players, (list, tuple)):
        names = [str(p) for p in players]
        missing = [h for h in humans if h not in names]
        if missing:
            raise ValueError(f"every human must be one of the players {names!r}; not: {missing!r}")
        return names, [names.index(h) for h in humans]
    n = players if players is not None else max(g.MIN_PLAYERS, min(g.MAX_PLAYERS, len(humans) + n_bots))
    if not isinstance(n, int) or n < len(humans):
        raise ValueError(f"players must be at least the {len(humans)} humans, not {players!r}")
    return humans + notation.default_names(n, lang)[len(humans) :], list(range(len(humans)))


def _table_labels() -> dict:
    from ..cards import ALL_CARDS

    out = {}
    for lang in LANGS:
        d = dict(_widget_labels(lang))
        for k, v in catalog().items():
            if k.startswith(("table.", "save.")):
                d[k] = v.get(lang) or v["en"]
        d["cards"] = {c: [card_label(c, lang), card_name(c, lang)] for c in ALL_CARDS}
        d["ranks"] = {RANK[c]: (card_label(c, lang)[:-1] if c != "X" else "X") for c in ALL_CARDS}
        out[lang] = d
    return out


class Table(SaysWhereNotDrawn, anywidget.AnyWidget, SaveFile, ChangesRules):
    """``Table(game, rules=None, seat=0, bots=("heuristic",), lang="en", players=None, seed=None,
    save_folder=".", deals=None)``: the learner plays ``seat``; the other seats are played by
    ``bots`` (names or bot objects, cycled over the other seats).  ``players`` is the number of
    players or their names (default: one seat for the learner plus one a bot, at least the
    game's minimum).  ``save_folder``: where "Save this game" writes the record (None: the
    download only).  ``deals``: a short game that a lesson can finish, over after that many
    deals (or earlier by the rules) and won by whoever leads then (None: the rules' whole game).

    The score is always on screen (``score``: each side's total, the deal, how the game is won);
    when a deal is over its summary (``summary``) says in sentences how it was scored, and "learn
    from your mistakes" (:meth:`practise`) is offered for that deal's moves."""

    _esm = assets.esm("table.js")
    _css = "\n".join(assets.css(f) for f in ("replay.css", "touch.css", "table.css", "rules.css"))

    game = t.Unicode("").tag(sync=True)
    tokens = t.Dict().tag(sync=True)  # how a touched card becomes a selection token (notation.touch_tokens)
    players: t.List[Any] = t.List().tag(sync=True)
    seat = t.Int(0).tag(sync=True)
    lang = t.Unicode("en").tag(sync=True)
    labels = t.Dict().tag(sync=True)
    view = t.Dict().tag(sync=True)  # game.view(state, seat): what the learner sees
    # the learner's legal moves: [{"i", "t" (selection tokens), "k" (kind), "n" (notation in the
    # language), "c" (canonical notation), "w" (in words, short), "a" (in words, card names)}]
    moves: t.List[Any] = t.List().tag(sync=True)
    log: t.List[Any] = t.List().tag(sync=True)  # [{"seat", "m", "n", "w", "x"}] the moves so far, explained
    recent: t.List[Any] = t.List().tag(sync=True)  # the same, since the learner's last move
    info = t.Unicode("").tag(sync=True)  # the answer to "why?" / "what would the bot play?"
    problem = t.Dict().tag(sync=True)  # why the picked cards make no legal move: {"n", "text"}
    size = t.Unicode("normal").tag(sync=True)  # "large": the projector setting
    status = t.Unicode("").tag(sync=True)
    finished = t.Bool(False).tag(sync=True)
    deal_over = t.Bool(False).tag(sync=True)
    action = t.Dict().tag(sync=True)  # from the browser: {"kind", "i", "n"}
    # learn from your mistakes, once the game is finished: {} at the game, else {"k", "of",
    # "solved", "last"} while the learner works through the exercises made of the weaker moves
    exercise = t.Dict().tag(sync=True)
    score = t.Dict().tag(sync=True)  # the score strip (table_score.strip)
    summary: t.List[Any] = t.List().tag(sync=True)  # once a deal is over: its scoring, as sentences
    # the last move of another player since the learner's own, for the drawing to mark what it
    # played or took: {"s", "m", "ev" (its events' numbers, never a card), "prev" (the learner's
    # view before it)}; {} when the learner moved last
    last = t.Dict().tag(sync=True)
    # pass-and-play: the human seat the screen is to be handed to ({"to": seat}); while it is set
    # the browser is sent no hand, no move and no log, only the score and the hand-over screen
    handover = t.Dict().tag(sync=True)

    def __init__(
        self,
        game,
        rules=None,
        seat: int = 0,
        bots=None,
        lang: str = "en",
        players=None,
        seed: int | None = None,
        save_folder=".",
        deals: int | None = None,
        humans=None,
        **kwargs,
    ):
        g = get_game(game)
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        named_bots = list(bots) if bots else []
        bots = named_bots or ["heuristic"]
        if humans is not None:
            players, seats = _human_seats(g, humans, players, len(named_bots), lang)
            seat = seats[0]
        elif players is None:
            players = max(g.MIN_PLAYERS, min(g.MAX_PLAYERS, len(bots) + 1))
        self.match = Match(g, rules, players, deals=deals)
        if isinstance(players, int):
            self.match.players = notation.default_names(self.match.n, lang)  # "Spieler 1" in German
        n = self.match.n
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 1 to {n} (counted from 0: 0 to {n - 1}), not {seat!r}")
        # the seats played by people at this screen: one learner, or classmates passing it on
        self.humans: list[int] = sorted(seats) if humans is not None else [seat]
        objs = [make_bot(b) if isinstance(b, str) else b for b in bots]
        others = [s for s in range(n) if s not in self.humans]
        self.bots = {s: objs[i % len(objs)] for i, s in enumerate(others)}
        self.rng = random.Random(seed)
        self.g = g
        self.deals: list = []
        self._told: list = []  # (seat, move, {human seat: the events they may be told})
        self._last: dict = {}
        self._ex: list | None = None  # the exercises (puzzles) while they are worked on
        self._ex_i = 0
        self._game_state = None  # the finished game's last position, meanwhile
        self._before: list = []  # the totals before the deal in play
        self.games: list[Record] = []  # the games finished before "New game", as records
        self.save_folder = save_folder
        self._waiting: int | None = None  # pass-and-play: the seat the screen is handed to
        super().__init__(
            game=g.name,
            tokens=notation.touch_tokens(g),
            players=list(self.match.players),
            seat=seat,
            lang=lang,
            labels=_table_labels(),
            rules_panel=panel(g, self.match.rules),  # the Rules control (rules.py)
            **kwargs,
        )
        self._new_deal()

    # -- the game ---------------------------------------------------------------------------
    def _new_deal(self):
        self.state = self.match.new_deal(self.rng)
        self._before = list(self.match.totals)
        self.deals.append(Deal(self.g.state_to_json(self.state, fresh=True), []))
        self._told = []
        self._last = {}
        self._run_bots(start=True)

    @property
    def _log_events(self) -> list:
        """The moves of the deal in play as the seat at the screen may be told them: (seat, move,
        events)."""
        return [(s, mv, ev[self.seat]) for s, mv, ev in self._told]

    def _apply(self, mv):
        seat = self.state.to_move
        before = self.state.copy()
        ev = self.g.apply(self.state, mv)
        self.deals[-1].moves.append(str(mv))
        # what each person at the screen may be told of it: never a card hidden from them
        self._told.append((seat, mv, {h: told(self.g, before, mv, ev, self.state, h) for h in self.humans}))
        if seat in self.humans:
            self._last = {}
        else:  # the drawing marks what the last other player played or took
            self._last = {"s": seat, "m": str(mv), "ev": [event_numbers(e) for e in ev], "before": before}

    def _run_bots(self, start=False):
        k = 0
        while not self.state.over and self.state.to_move not in self.humans and k < MAX_BOT_MOVES:
            bot = self.bots[self.state.to_move]
            self._apply(bot.choose(self.g, self.state, self.rng))
            k += 1
        if self.state.over:
            self.match.end_deal(self.state)
        elif len(self.humans) > 1 and (start or self.state.to_move != self.seat):
            # classmates at one screen: hand it over before anybody's cards are shown
            self._waiting = self.state.to_move
        self._sync()

    def ready(self):
        """Pass-and-play: the player the screen was handed to is ready; their cards are shown."""
        if self._waiting is None:
            return
        seat, self._waiting = self._waiting, None
        self.seat = seat
        self._sync()

    def play(self, move, cards=None):
        """Play the learner's move (a move value, its notation, or its index in ``moves``).
        ``cards``: the codes of the cards the learner touched for it; where equal cards make the
        same move (a game whose moves name cards by rank) those very cards are played.  During the
        exercises a move is an answer: judged, never played."""
        if self._ex is not None:
            return self._answer(move)
        if self.state.over or self.state.to_move != self.seat or self._waiting is not None:
            raise IllegalMove("common.err.over")
        if isinstance(move, int):
            move = self.g.legal_moves(self.state)[move]
        mv = self._as_touched(self.g.move(self.state, move), cards)
        self.info = ""
        self._apply(mv)
        self._run_bots()

    def _as_touched(self, mv, touched):
        """``mv`` with the cards the learner touched in place of equal ones it names (the same
        move by the rules: a legal move names one card of a rank, the learner may have touched
        another of that rank); ``mv`` itself when the touched cards make no such move."""
        touched = [str(c) for c in touched or []]
        played = notation.move_cards(self.g.name, mv)
        if not touched or sorted(touched) == sorted(played):
            return mv
        spare = [c for c in touched if c not in played]  # touched, not named by the move
        swap = {}
        for c in played:
            if c in touched:
                continue
            same = next((x for x in spare if x[:-1] == c[:-1]), None)
            if same is not None:
                spare.remove(same)
                swap[c] = same
        if not swap:
            return mv
        try:
            alt = self.g.move(self.state, " ".join(swap.get(x, x) for x in str(mv).split()))
        except (IllegalMove, ValueError):
            return mv
        return alt if alt == mv and alt in self.g.legal_moves(self.state) else mv

    def next_deal(self):
        if self._ex is not None:
            self._next_exercise()
        elif self.deal_over and not self.match.finished:
            self._new_deal()

    def new_game(self):
        """A new game at the same table (same players, rules and bots) once this one is
        finished; the finished game stays in ``games`` as a record."""
        if not self.match.finished or self._ex is not None:
            return
        self.games.append(self.record)
        old = self.match
        self.match = Match(self.g, old.rules, list(old.players), deals=old.max_deals)
        self.deals = []
        self._new_deal()

    def set_rules(self, rules=None, **options):
        """A new game at this table under other rules: ``rules`` (a Rules, the name of a set of
        rules or a rules object as in records; default: the rules in play) with ``options`` over
        them, as ``table.set_rules(majority="most")``.  The game in play ends (a finished one
        stays in ``games``).  The Rules button does the same.  Returns the new rules."""
        new = rules_with(self.g, self.match.rules if rules is None else rules, **options)
        if self.match.finished:
            self.games.append(self.record)
        self._ex, self._game_state = None, None
        with self.hold_sync():
            self.exercise, self.info = {}, ""
            self.match = Match(self.g, new, list(self.match.players), deals=self.match.max_deals)
            self.deals = []
            self.rules_panel = panel(self.g, new)
            self._new_deal()
        return new

    # -- learn from your mistakes -------------------------------------------------------------
    def practise(self, strength="fast"):
        """Once a deal is over: analyse the learner's moves of that deal and work through the
        weaker ones at this table, each position as an exercise ("find a better move"), answered
        by touching the cards like a move.  Returns the number of exercises (0: nothing to
        practise)."""
        if not self.state.over or self._ex is not None:
            self.info = text("table.not_finished", self.lang)
            return 0
        self.status = text("table.analysing", self.lang)  # shown while the analysis runs
        puzzles = list(self.mistakes(strength=strength, progress=False, deal=len(self.deals)))
        if not puzzles:
            self.status = ""
            self._sync()
            self.info = text("analysis.puzzles.none", self.lang)
            return 0
        self._game_state = self.state
        self._ex, self._ex_i = puzzles, 0
        self._show_exercise()
        return len(puzzles)

    def _show_exercise(self, solved=False, info=""):
        p = self._ex[self._ex_i]
        with self.hold_sync():  # one message: the verdict comes with "solved"
            self.state = p.state
            self.info = info
            self.exercise = {
                "k": self._ex_i + 1,
                "of": len(self._ex),
                "solved": solved,
                "last": self._ex_i + 1 == len(self._ex),
            }
            self._sync()

    def _answer(self, move):
        p = self._ex[self._ex_i]
        if isinstance(move, int):
            move = self.g.legal_moves(self.state)[move]
        verdict = p.check(move if isinstance(move, str) else str(move), self.lang)
        if verdict.correct and not self.exercise.get("solved"):
            self._show_exercise(solved=True, info=verdict.text)
        else:
            self.info = verdict.text
        return verdict

    def _next_exercise(self):
        if self._ex_i + 1 < len(self._ex):
            self._ex_i += 1
            self._show_exercise()
        else:  # back to the finished game, in one message (no moment without its buttons)
            self.state, self._ex, self._game_state = self._game_state, None, None
            with self.hold_sync():
                self.exercise = {}
                self.info = ""
                self._sync()

    def _words(self, mv) -> str:
        return notation.move_words(self.g.name, mv, self.lang, self.players, short=True)

    def why(self, move) -> str:
        """Why a legal move is allowed and what it would do, in words."""
        if isinstance(move, int):
            move = self.g.legal_moves(self.state)[move]
        mv = self.g.move(self.state, move)
        return text("table.why", self.lang, move=self._words(mv)) + " " + self._what_it_does(mv)

    def why_tokens(self, tokens) -> str:
        """ "Why?" for the picked cards: the move they make, or what is missing or wrong."""
        tokens = [str(x) for x in tokens or []]
        if not tokens:
            return text("table.why_pick", self.lang)
        made = [
            m
            for m in self.g.legal_moves(self.state)
            if sorted(notation.move_parts(self.g.name, m)) == sorted(tokens)
        ]
        if made:
            return " ".join(self.why(m) for m in made[:2])
        return notation.selection_problem(self.g.name, self.state, tokens, self.lang, self.players) or text(
            "table.sel_more", self.lang
        )

    def _what_it_does(self, mv) -> str:
        """What ``mv`` would do, as the learner can know it before playing it (it is not played:
        no card it would turn up is named, nor the others' hands at the end of the deal)."""
        w = imagine(self.g, self.state, mv, self.seat)
        if w.blind is not None:
            key, params = w.blind
            return text(f"puzzle.{key}", self.lang, self.players, **params)
        said = explain(w.events, self.lang, self.players)
        if w.ended:
            said = (said + " " + text("puzzle.deal_over", self.lang)).strip()
        return said

    def hint(self) -> str:
        """What the rule-of-thumb bot would play here, and what it would do."""
        mv = HeuristicBot().choose(self.g, self.state)
        return text("table.hint", self.lang, move=self._words(mv)) + " " + self._what_it_does(mv)

    # -- records ----------------------------------------------------------------------------
    @property
    def record(self) -> Record:
        return Record(
            self.g.name,
            self.match.players,
            self.deals,
            self.match.rules.to_json(),
            # meta holds strings and numbers only (FORMAT.md): one entry a bot seat
            {
                "table_seat": self.humans[0],
                **{f"human_seat_{s}": self.players[s] for s in self.humans if len(self.humans) > 1},
                **{f"bot_seat_{s}": getattr(b, "name", "bot") for s, b in sorted(self.bots.items())},
            },
        )

    def save(self, path):
        self.record.save(path)
        return path

    def mistakes(self, strength="fast", executor=None, progress=True, deal=None):
        """Learn from your mistakes: the learner's labelled moves of this game (or of ``deal``,
        1-based), analysed (:func:`cardlab.analyse`, seat ``seat``), as puzzles
        (:func:`cardlab.puzzles.from_mistakes`; shown as a PuzzleSet in a notebook).  The Table
        offers them after every deal, for that deal."""
        from ..analysis import analyse
        from ..puzzles import from_mistakes

        a = analyse(
            self.record, seat=self.seat, strength=strength, executor=executor, progress=progress, deal=deal
        )
        return from_mistakes(a, lang=self.lang, seat=self.seat)

    def save_game(self, folder=None) -> Path:
        """ "Save this game": the game so far as a record (``<game>-<date>-<time>.json``, never
        over an existing file) in ``folder`` (default: ``save_folder``; None: not written) and
        as a download in the browser; returns the path (only the name when not written)."""
        folder = folder if folder is not None else self.save_folder
        data = self.record.dumps().encode("utf-8")
        Record.loads(data.decode("utf-8"))  # what is offered always reads back as a record
        stem = f"{self.g.name}-{stamp()}"
        return self._offer(stem, data, folder, "save.game_done", "save.game_downloaded")

    @t.observe("save_request")
    def _on_save_request(self, change):
        if not change["new"]:
            return
        try:
            self.save_game()
        except Exception as e:  # never a traceback in the output: say it in one line
            self._failed(e)

    def fallback_text(self) -> str:
        lang, (finished, _) = lang_of(self), self.match.status()
        game = game_name(self.g.name, lang)
        if finished:
            return text("widget.fallback.table_over", lang, game=game)
        return text(
            "widget.fallback.table", lang, game=game, who=self.players[self.seat], deal=len(self.deals)
        )

    def __repr__(self):
        finished, _ = self.match.status()
        where = "finished" if finished else f"deal {len(self.deals)}"
        return (
            f"<Table {self.g.name}: {self.players[self.seat]} against "
            f"{len(self.bots)} {'bot' if len(self.bots) == 1 else 'bots'}, {where}>"
        )

    # -- browser ----------------------------------------------------------------------------
    def _sync(self):
        if self._waiting is not None:
            return self._sync_handover()
        lang = self.lang
        with self.hold_sync():
            self.handover = {}
            # the position before it as this seat saw it (a view is made for the seat at the screen)
            last = self._last if not self.state.over and self._ex is None else {}
            self.last = (
                {
                    "s": last["s"],
                    "m": last["m"],
                    "ev": last["ev"],
                    "prev": self.g.view(last["before"], self.seat),
                }
                if last
                else {}
            )
            self.view = self.g.view(self.state, self.seat)
            mine = not self.state.over and self.state.to_move == self.seat
            name = self.g.name
            self.moves = (
                [
                    {
                        "i": i,
                        "c": str(m),
                        "t": notation.move_parts(name, m),
                        "k": notation.move_kind(name, m),
                        "n": notation.move_text(name, m, lang),
                        "w": notation.move_words(name, m, lang, self.players, short=True, you=True),
                        "a": notation.move_words(name, m, lang, self.players, you=True),
                    }
                    for i, m in enumerate(self.g.legal_moves(self.state))
                ]
                if mine
                else []
            )
            log = [
                {
                    "seat": s,
                    "m": str(m),
                    "n": notation.move_text(name, m, lang),
                    "w": notation.move_words(name, m, lang, self.players, short=True),
                    # the learner's own moves told to the learner ("Du hast gefegt: ...")
                    "x": explain(ev, lang, self.players, you=self.seat),
                }
                for s, m, ev in self._log_events
            ]
            over = bool(self.state.over) and self._ex is None
            said: list = []
            if over and self._log_events:  # the last move's entry stops where the scoring begins
                played, scoring = table_score.split_scoring(self.g, self._log_events[-1][2])
                log[-1]["x"] = explain(played, lang, self.players, you=self.seat)
                said = table_score.summary(self.g, scoring, lang, self.players)
            self.score = table_score.strip(
                self.g, self.match, self.seat, self.players, lang, self._before, over, len(self.deals)
            )
            if said:  # the summary ends with the totals, for a screen scrolled past the strip
                said.append(table_score.totals(self.score, lang))
            self.summary = said
            self.log = log
            # what happened since the learner's last move, in the order played, that move first:
            # what it did (a move that lets the learner play again, a mystery card turned up) is
            # said, not only the bots' answers (table.js lists them newest first)
            last = max((k for k, e in enumerate(log) if e["seat"] == self.seat), default=-1)
            self.recent = [dict(e, own=e["seat"] == self.seat) for e in log[max(last, 0) :][-8:]]
            finished, winners = self.match.status()
            # one message: the browser never sees "deal over" without knowing the game is finished
            self.deal_over = bool(self.state.over)
            self.finished = finished
            if self._ex is not None:
                p = self._ex[self._ex_i]
                self.recent = []
                self.status = (
                    text("table.exercise", lang, k=self._ex_i + 1, n=len(self._ex))
                    + " "
                    + p.text("title", lang)
                    + ". "
                    + p.text("question", lang)
                )
            elif finished:
                sides = self.g.sides(self.match.rules, self.match.n)
                names = [" + ".join(self.players[s] for s in sides[w]) for w in winners]
                word = table_score.deal_word(self.g)
                self.status = (
                    text("table.game_over", lang, winners=", ".join(names))
                    + " "
                    + text(f"table.offer.game_{word}", lang)
                )  # the buttons: practise(), new_game()
            elif self.state.over:
                word = table_score.deal_word(self.g)
                self.status = text(f"table.{word}_over", lang) + " " + text(f"table.offer.{word}", lang)
            else:
                self.status = text("table.your_turn", lang) if mine else ""

    def _sync_handover(self):
        """The hand-over screen: the score stays, every card, move and sentence is withdrawn from
        the browser until the next player says they are ready."""
        to = self._waiting
        with self.hold_sync():
            self.view, self.moves, self.log, self.recent, self.summary, self.last = {}, [], [], [], [], {}
            self.info = ""
            self.score = table_score.strip(
                self.g, self.match, to, self.players, self.lang, self._before, False, len(self.deals)
            )
            self.deal_over = self.finished = False
            self.status = text("table.handover", self.lang, self.players, player=to)
            self.handover = {"to": to}

    @t.observe("lang")
    def _lang_changed(self, change):
        if getattr(self, "state", None) is not None:
            self._sync()

    @t.observe("action")
    def _on_action(self, change):
        a = change["new"] or {}
        kind = a.get("kind")
        try:
            if kind == "play":
                self.play(int(a["i"]), a.get("cards"))
            elif kind == "why":
                self.info = self.why(int(a["i"])) if "i" in a else self.why_tokens(a.get("tokens"))
            elif kind == "problem":
                why = (
                    notation.selection_problem(
                        self.g.name,
                        self.state,
                        [str(x) for x in a.get("tokens") or []],
                        self.lang,
                        self.players,
                    )
                    or ""
                )
                self.problem = {"n": (self.problem or {}).get("n", 0) + 1, "text": why}
            elif kind == "hint":
                self.info = self.hint()
            elif kind == "next":
                self.next_deal()
            elif kind == "mistakes":
                self.practise()
            elif kind == "new":
                self.new_game()
            elif kind == "ready":
                self.ready()
        except (IllegalMove, IndexError, ValueError, KeyError, TypeError) as e:
            self.info = (
                e.message(self.lang, self.players)
                if isinstance(e, IllegalMove)
                else text("table.bad_action", self.lang)
            )
