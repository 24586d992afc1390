"""Schwimmen: the game object (options, presets, dealing, results, views)."""

from __future__ import annotations

from collections import Counter
from itertools import chain
from typing import Any

from ...engine import DealResult, Game, Option, bool_option
from .._parse import plain
from . import charts, goals, knowledge, notation, parsing, play, policy, records, scoresheet
from . import observer as _observer
from . import teaching as _teaching
from .cards import LIVES, SCORINGS, SWIMMING, status_of, value2, value_param
from .moves import SchwimmenMove
from .play import lives_after
from .state import SchwimmenState, deal_state, next_in


class Schwimmen(Game):
    name = "schwimmen"
    SCORING_EVENTS = ("schwimmen.lay_down",)  # the hands laid down and valued, the lives lost
    observer = _observer
    teaching = _teaching
    MIN_PLAYERS, MAX_PLAYERS = 2, 9
    DEFAULT_PRESET = "standard"
    OPTIONS = {
        "seven_eight_nine": bool_option(
            False,
            "the 7-8-9 rule: when the middle holds a 7, an 8 and "
            "a 9, the player to move may first renew it from the stock",
        ),
        "scoring": Option(
            "suit_and_triples",
            "how a hand is valued: its best suit, three of a rank 30.5 and three aces 31; "
            "its best suit only; or its best suit, three of a rank their sum and three aces 31",
            choices=SCORINGS,
        ),
    }
    PRESETS = {"standard": {}}

    # the game protocol's modules (engine.Game): the rule-of-thumb policy and utility; what a
    # seat knows and the unseen cards dealt again
    policy = policy
    knowledge = knowledge
    goals = goals  # the puzzles' goals

    # the hot path, straight to its functions (no extra call per move)
    legal_moves = staticmethod(play.legal_moves)
    apply = staticmethod(play.apply)
    parse_move = staticmethod(parsing.parse_move)
    move_type = SchwimmenMove  # the class of this game's move values

    state_to_json = staticmethod(records.state_to_json)
    _check = staticmethod(play.check)
    _spell = staticmethod(parsing.spell)
    notation = notation
    scoresheet = scoresheet  # the score sheet's entry rules and texts
    charts = charts  # the data series of the game's charts

    def playout(
        self, state: SchwimmenState, rng: Any, policy: Any = "random", depth: int | None = None
    ) -> int:
        """Play the round on in place to its end (or ``depth`` moves) with the loop inside the
        engine; returns the number of moves played.  ``policy``: ``"random"`` or a function
        ``(game, state) -> move``."""
        return play.playout(state, rng, policy, depth, self)

    # -- seats ------------------------------------------------------------------------------
    next_in = staticmethod(next_in)

    def _lives_now(self, n, match):
        if match is not None and match.results:
            return list(match.totals)
        return [LIVES] * n

    def _next_dealer(self, n, match, lives):
        if match is not None and match.starts:
            return self.next_in(lives, match.starts[-1].dealer)
        return n - 1  # the first deal: the last seat deals, so seat 0 moves first

    # -- dealing ----------------------------------------------------------------------------
    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        lives = self._lives_now(n, match)
        alive = 0
        for x in lives:
            if x >= 0:
                alive += 1
        if alive < 2:
            raise ValueError("the game is over: fewer than two players are still in")
        dealer = self._next_dealer(n, match, lives)
        return deal_state(rules, n, rng, dealer, lives, SCORINGS.index(rules.scoring))

    # -- JSON -------------------------------------------------------------------------------
    def state_from_json(self, rules, n, start, match=None) -> SchwimmenState:
        return records.state_from_json(self, rules, n, start, match)

    # -- results ----------------------------------------------------------------------------
    def result(self, state: SchwimmenState) -> DealResult:
        lost = set(state.losers) if state.over else set()
        return DealResult(
            points=[1 if s in lost else 0 for s in range(state.n)],
            winner=None,
            complete=state.over,
            extra={
                "lives": lives_after(state),
                "lives_before": list(state.lives),
                "end": state.end,
                "values": {s: value_param(v) for s, v in (state.values or {}).items()},
            },
        )

    def totals(self, rules, n, results):
        if not results:
            return [LIVES] * n
        last = results[-1]
        if "lives" in last.extra:
            return list(last.extra["lives"])
        t = [LIVES] * n
        for r in results:
            for i, p in enumerate(r.points):
                if p and t[i] >= 0:
                    t[i] -= p
        return t

    def match_totals(self, match):
        """Lives left; before the first deal is over, the lives its start holds (a position may
        set them)."""
        if not match.results and match.starts:
            return list(match.starts[0].lives)
        return self.totals(match.rules, match.n, match.results)

    def match_status(self, match):
        if not match.results:
            return False, []
        lives = match.totals
        still = [s for s in range(match.n) if lives[s] >= 0]
        if len(still) == 1:
            return True, still
        if not still:
            before = match.results[-1].extra.get("lives_before")
            if before is None:
                before = self.totals(match.rules, match.n, match.results[:-1])
            return True, [s for s in range(match.n) if before[s] >= 0]
        return False, []

    def card_count(self, state: SchwimmenState) -> dict:
        piles = [h for h in state.hands if h is not None]
        if state.stacks is not None:
            piles += state.stacks
        if state.middle is not None:
            piles.append(state.middle)
        piles += [state.stock, state.discard]
        return dict(Counter(chain.from_iterable(piles)))  # counted in C: called at every move

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SchwimmenState, seat=None) -> dict:
        """What ``seat`` sees: the middle, its own hand, the knocker's hand once knocked, every
        hand once the round is over (they are laid down); other hands only as counts; the stock
        and the discarded cards as counts.  While the dealer chooses, only the dealer sees the
        first stack.  ``seat=None``: everything."""
        every = seat is None
        scoring = state.rules.scoring
        players = []
        hands = state.hands
        # a life lost at the round's end is shown lost at once, with the red tag that says so
        lives = lives_after(state) if state.over else state.lives
        for s in range(state.n):
            h = hands[s]
            shown = h is not None and (every or s == seat or state.over or s == state.knocked)
            p: dict[str, Any] = {
                "hand": list(h) if shown and h is not None else None,
                "hand_count": 0 if h is None else 3,
                "lives": lives[s],
                "status": status_of(lives[s]),
            }
            if shown:
                p["value"] = value_param(value2(h, scoring))
            players.append(p)
        v = {
            "game": "schwimmen",
            "dealer": state.dealer,
            "to_move": None if state.over else state.to_move,
            "phase": "over" if state.over else "choose" if state.choosing else "play",
            "players": players,
            "middle": None if state.middle is None else list(state.middle),
            "stock_count": len(state.stock),
            "discard_count": len(state.discard),
            "lives": list(state.lives),
            "swimming": [s for s in range(state.n) if state.lives[s] == SWIMMING],
            "out": [s for s in range(state.n) if state.lives[s] < 0],
            "knocked": state.knocked,
            "passes": state.passes,
            "turns": state.turns,
            "knock_allowed": (
                not state.over
                and not state.choosing
                and state.knocked is None
                and state.turns >= len(state.order)
            ),
            "over": state.over,
            "end": state.end,
            "losers": list(state.losers),
            "lives_after": lives_after(state) if state.over else None,
        }
        if state.stacks is not None:
            v["stacks"] = [
                list(state.stacks[0]) if (every or seat == state.dealer) else None,
                list(state.stacks[1]) if every else None,
            ]
            v["stack_counts"] = [len(state.stacks[0]), len(state.stacks[1])]
        if every:
            v["stock"] = list(state.stock)
            v["discard"] = list(state.discard)
        return plain(v)

    def describe(self, state: SchwimmenState, lang="en", players=None) -> str:
        from ...cards import card_label
        from ...explain import text

        scoring = state.rules.scoring

        def cards(cs):
            return " ".join(card_label(c, lang) for c in cs)

        lines = []
        hands = state.hands
        shown_lives = lives_after(state) if state.over else state.lives
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            lives = shown_lives[s]
            st = (
                text("schwimmen.label.out", lang)
                if lives < 0
                else text("schwimmen.label.swimming", lang)
                if lives == 0
                else text("schwimmen.label.lives", lang, n=lives)
            )
            tags = [st]
            if s == state.dealer:
                tags.append(text("schwimmen.label.dealer", lang))
            if s == state.knocked:
                tags.append(text("schwimmen.label.knocked", lang))
            h = hands[s]
            if h is None:
                hand = "—"
            else:
                v = value_param(value2(h, scoring))
                shown_value = v[lang] if isinstance(v, dict) else v
                hand = f"[{cards(h)}] = {shown_value}"
            lines.append(f"{mark}{name} ({', '.join(tags)}): {hand}")
        if state.stacks is not None:
            lines.append(
                f"{text('schwimmen.label.stacks', lang)}: [{cards(state.stacks[0])}] "
                f"[{cards(state.stacks[1])}]"
            )
        mid = cards(state.middle) if state.middle is not None else "—"
        lines.append(
            f"{text('schwimmen.label.middle', lang)}: {mid}   "
            f"{text('schwimmen.label.stock', lang)}: {len(state.stock)}   "
            f"{text('schwimmen.label.passes', lang)}: {state.passes}"
        )
        return "\n".join(lines)


GAME = Schwimmen()
