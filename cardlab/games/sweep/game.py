"""Sweep: the game object (options, presets, dealing, views), tying the modules together."""

from __future__ import annotations

from collections import Counter
from itertools import chain
from typing import Any

from ...engine import DealResult, Game, Option, bool_option, int_option
from .._parse import plain
from . import charts, goals, knowledge, notation, play, policy, records, scoresheet, scoring
from . import observer as _observer
from . import teaching as _teaching
from .cards import CARD_STR, CARD_VALUE
from .moves import SweepMove
from .parsing import parse_move
from .state import SweepState, deal_state, first_dealer


class Sweep(Game):
    name = "sweep"
    SCORING_EVENTS = ("sweep.score.",)  # the majorities, the ace of spades, the sweeps, the totals
    observer = _observer
    teaching = _teaching
    MIN_PLAYERS, MAX_PLAYERS = 2, 4
    DEFAULT_PRESET = "default"
    OPTIONS = {
        "partnerships": bool_option(
            True, "with 4 players, seats 1+3 and 2+4 pool their captures (no meaning with 2 or 3 players)"
        ),
        "target_score": int_option(
            10, "the game ends after the deal in which a side reaches this or more", lo=1, offer=(5, 10, 15)
        ),
        "no_sweep_points": bool_option(False, "sweeps score nothing"),
        "eight_card_deal": bool_option(
            False, "8 cards each at the start and no refills; the stock is not used"
        ),
        "double_spade_ace": bool_option(False, "the A♠ scores 2 when it was captured in a sweep"),
        "building": bool_option(False, "a played number card and table number cards may form a build"),
        "majority": Option(
            "half",
            "the card and spade points go to a side with more than half of "
            "the cards in play, or to a side with more than every other side",
            choices=("half", "most"),
        ),
    }
    PRESETS = {"default": {}}

    # the game protocol's modules (engine.Game): the rule-of-thumb policy and utility; what a
    # seat knows and the unseen cards dealt again
    policy = policy
    knowledge = knowledge
    goals = goals  # the puzzles' goals

    # the hot path, straight to its functions (no extra call per move)
    legal_moves = staticmethod(play.legal_moves)
    apply = staticmethod(play.apply)
    parse_move = staticmethod(parse_move)
    move_type = SweepMove  # the class of this game's move values
    notation = notation
    scoresheet = scoresheet  # the score sheet's entry rules and texts
    charts = charts  # the data series of the game's charts

    state_to_json = staticmethod(records.state_to_json)
    result = staticmethod(scoring.result)
    _is_fresh = staticmethod(records.is_fresh)

    def playout(self, state: SweepState, rng: Any, policy: Any = "random", depth: int | None = None) -> int:
        """Play ``state`` on in place to the end of the round (or ``depth`` moves) with the loop
        inside the engine; returns the number of moves played.  ``policy``: ``"random"`` or a
        function ``(game, state) -> move``."""
        return play.playout(state, rng, policy, depth, self)

    # -- sides ------------------------------------------------------------------------------
    def sides(self, rules: Any, n: int) -> list[list[int]]:
        return scoring.sides(rules, n)

    def side_of(self, rules: Any, n: int, seat: int) -> int:
        if n == 4 and rules.partnerships:
            return seat % 2
        return seat

    # -- dealing ----------------------------------------------------------------------------
    first_dealer = staticmethod(first_dealer)

    def deal(self, rules: Any, n: int, rng: Any, match: Any = None) -> SweepState:
        self.check_players(rules, n)
        dealer = -1 if match is None or not match.starts else (match.starts[-1].dealer + 1) % n
        return deal_state(rules, n, rng, dealer)

    # -- JSON -------------------------------------------------------------------------------
    def state_from_json(self, rules: Any, n: int, start: Any, match: Any = None) -> SweepState:
        return records.state_from_json(self, rules, n, start, match)

    # -- scoring ----------------------------------------------------------------------------
    def in_play(self, state: SweepState) -> tuple[int, int]:
        return scoring.in_play(state)

    def totals(self, rules: Any, n: int, results: list[DealResult]) -> list[int]:
        t = [0] * len(self.sides(rules, n))
        for r in results:
            for i, p in enumerate(r.points):
                t[i] += p
        return t

    def match_status(self, match: Any) -> tuple[bool, list[int]]:
        if not match.results:
            return False, []
        t = match.totals
        top = max(t)
        if top < match.rules.target_score:
            return False, []
        best = [i for i, v in enumerate(t) if v == top]
        if len(best) > 1:
            return False, []  # tied at the top: another round
        return True, best

    def card_count(self, state: SweepState) -> dict[str, int]:
        # counted in C (Counter, chain): the random-deal checks call this at every move
        lists: list[Any] = [*state.hand_ids, state.table_ids, state.stock_ids, *state.captured_ids]
        lists += [b for b, _ in state.build_ids]
        return dict(Counter(map(CARD_STR.__getitem__, chain.from_iterable(lists))))

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SweepState, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` sees: the table, its own hand, the other hands as counts; captured piles
        lie face down, so every seat sees only how many cards each pile holds (and the sweeps,
        marked face up); the stock as a count.  ``seat=None``: everything."""
        players = []
        for s in range(state.n):
            p: dict[str, Any] = {
                "hand": [CARD_STR[c] for c in state.hand_ids[s]] if (seat is None or seat == s) else None,
                "hand_count": len(state.hand_ids[s]),
                "captured_count": len(state.captured_ids[s]),
                "sweeps": state.sweeps[s],
            }
            if seat is None:
                p["captured"] = [CARD_STR[c] for c in state.captured_ids[s]]
            players.append(p)
        v: dict[str, Any] = {
            "game": "sweep",
            "dealer": state.dealer,
            "to_move": None if state.over else state.to_move,
            "table": state.table,
            "builds": [
                {"build": list(b), "owner": o, "value": sum(CARD_VALUE[c] for c in b)}
                for b, o in state.builds
            ],
            "stock_count": len(state.stock_ids),
            "players": players,
            "sides": self.sides(state.rules, state.n),
            "last_capture": state.last_capture,
            "over": state.over,
        }
        if seat is None:
            v["stock"] = state.stock
        return plain(v)

    def describe(self, state: SweepState, lang: str = "en", players: Any = None) -> str:
        from ...cards import card_label
        from ...explain import text

        lines = []
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            hand = " ".join(card_label(CARD_STR[c], lang) for c in state.hand_ids[s])
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            deal = f" ({text('sweep.label.dealer', lang)})" if s == state.dealer else ""
            lines.append(
                f"{mark}{name}{deal}: {text('sweep.label.hand', lang)} [{hand}]  "
                f"{text('sweep.label.captured', lang)} {len(state.captured_ids[s])}  "
                f"{text('sweep.label.sweeps', lang)} {state.sweeps[s]}"
            )
        table = [card_label(c, lang) for c in state.table]
        for b, o in state.builds:
            name = players[o] if players else f"P{o + 1}"
            table.append(
                "[" + "+".join(card_label(c, lang) for c in b) + f"={sum(CARD_VALUE[c] for c in b)} {name}]"
            )
        lines.append(
            f"{text('sweep.label.table', lang)}: {' '.join(table) or '—'}   "
            f"{text('sweep.label.stock', lang)}: {len(state.stock_ids)}"
        )
        return "\n".join(lines)


GAME = Sweep()
