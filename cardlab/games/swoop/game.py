"""Swoop: the game object (options, presets, dealing, results, views)."""

from __future__ import annotations

from collections import Counter
from itertools import chain
from typing import Any

from ...engine import Game, Option, bool_option, int_option
from .._parse import plain
from . import charts, goals, knowledge, notation, parsing, play, policy, records, scoresheet, scoring
from . import observer as _observer
from . import teaching as _teaching
from .cards import CARD_ID, SLOTS, decks_for
from .moves import SwoopMove
from .state import SwoopState, deal_state, first_starter


class Swoop(Game):
    name = "swoop"
    observer = _observer
    teaching = _teaching
    MIN_PLAYERS, MAX_PLAYERS = 3, 8
    DEFAULT_PRESET = "house"
    LOW_TOTAL_LEADS = True  # penalty points: the lowest total leads
    SCORING_EVENTS = ("swoop.score",)  # each player's cards still held, counted
    OPTIONS = {
        "target_score": int_option(
            200,
            "the game ends after the deal in which a total reaches this or more",
            lo=1,
            offer=(100, 200, 300, 500),
        ),
        "score_table_cards": bool_option(
            True, "face-up and mystery cards score at the end of a deal too (off: only the hand)"
        ),
        "dead_deal_plays": int_option(
            200,
            "a deal ends with no winner after this many plays in a row without a swoop (or no limit)",
            lo=1,
            allow_none=True,
            offer=(100, 200, None),
        ),
        "tie_break": Option(
            "share",
            "players tied for the lowest total at the end of the game share the win or play another deal",
            choices=("share", "play_on"),
        ),
        "simple_scoring": bool_option(False, "A to 9 score 5, J Q K 10, 10s and jokers 20"),
        "cards_per_player": Option(19, "19 cards each (11 in hand) or 20 (12 in hand)", choices=(19, 20)),
        "table_cards": Option(
            "both",
            "what lies on the table in front of each player: 4 mystery and 4 face-up cards, "
            "only the 4 mystery cards, or no table cards",
            choices=("both", "mystery_only", "none"),
        ),
        "only_jokers_swoop": bool_option(False, "10s rank between 9 and J and score 10; only jokers swoop"),
        "big_swoop": bool_option(
            False, "a play may bring more than four of a rank on top, and four or more of a rank on top swoop"
        ),
    }
    PRESETS = {
        "house": {"target_score": 200, "dead_deal_plays": 200, "tie_break": "share"},
        "published": {"target_score": 500, "dead_deal_plays": None, "tie_break": "play_on"},
    }

    # the game protocol's modules (engine.Game): the rule-of-thumb policy and utility; what a
    # seat knows and the unseen cards dealt again
    policy = policy
    knowledge = knowledge
    goals = goals  # the puzzles' goals

    # the hot path, straight to its functions (no extra call per move)
    legal_moves = staticmethod(play.legal_moves)
    apply = staticmethod(play.apply)
    parse_move = staticmethod(parsing.parse_move)
    move_type = SwoopMove  # the class of this game's move values
    notation = notation
    scoresheet = scoresheet  # the score sheet's entry rules and texts
    charts = charts  # the data series of the game's charts

    state_to_json = staticmethod(records.state_to_json)
    result = staticmethod(scoring.result)
    _check = staticmethod(parsing.check)
    _check_draw = staticmethod(records.check_draw)

    def playout(self, state: SwoopState, rng: Any, policy: Any = "random", depth: int | None = None) -> int:
        """Play the deal on in place to its end (or ``depth`` moves) with the loop inside the
        engine; returns the number of moves played.  ``policy``: ``"random"`` or a function
        ``(game, state) -> move``."""
        return play.playout(state, rng, policy, depth, self)

    def state_from_json(self, rules, n, start, match=None) -> SwoopState:
        return records.state_from_json(self, rules, n, start, match)

    # -- cards and values -------------------------------------------------------------------
    # True for a card that swoops by itself (a 10 or a joker; only a joker with
    # ``only_jokers_swoop``): the rule is written once, in moves.is_special_value
    is_special = staticmethod(parsing.is_special)

    @staticmethod
    def card_points(rules, card: str) -> int:
        return scoring.card_points(rules, card)

    def held_points(self, state: SwoopState, seat: int) -> int:
        return scoring.held_points(state, seat)

    # -- dealing ----------------------------------------------------------------------------
    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        starter = -1 if match is None or not match.starts else (match.starts[-1].starter + 1) % n
        ndown = 0 if rules.table_cards == "none" else SLOTS
        nup = SLOTS if rules.table_cards == "both" else 0
        return deal_state(rules, n, rng, starter, rules.cards_per_player, ndown, nup, decks_for(n))

    def first_starter(self, rules, n, aside) -> tuple:
        """The first-starter draw from the set-aside card strings ``aside``: each contender draws
        in seat order (a 10 or joker is drawn again); highest rank starts; ties among the highest
        draw again.  Returns ``(draw, starter)``."""
        draw: list = []
        starter = first_starter(bool(rules.only_jokers_swoop), n, [CARD_ID[c] for c in aside], draw)
        return draw, starter

    def totals(self, rules, n, results):
        t = [0] * n
        for r in results:
            for i, p in enumerate(r.points):
                t[i] += p
        return t

    def match_status(self, match):
        if not match.results:
            return False, []
        t = match.totals
        if max(t) < match.rules.target_score:
            return False, []
        low = min(t)
        win = [i for i, v in enumerate(t) if v == low]
        if len(win) > 1 and match.rules.tie_break == "play_on":
            return False, []
        return True, win

    def card_count(self, state: SwoopState) -> dict:
        # counted in C (Counter, chain): the random-deal checks call this at every move
        held = chain.from_iterable(chain.from_iterable(h.values() for h in state.hands))
        slots = filter(None, chain.from_iterable((*state.up, *state.down)))  # empty: None
        revealed = () if state.revealed is None else (state.revealed[1],)
        return dict(Counter(chain(held, slots, state.pile, state.out, state.aside, revealed)))

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SwoopState, seat=None) -> dict:
        """What ``seat`` sees: its own hand, every face-up card, the pile; mystery cards, other
        hands, swept cards and the set-aside cards only as counts, until the deal is over and
        the cards still held are laid open for the count.  ``seat=None``: everything."""
        players = []
        ups = state.up
        # once the deal is over, every card still held is laid open and counted (observer.py):
        # the hands always, the mystery cards where they count
        laid_open = bool(state.over)
        down_open = laid_open and bool(state.rules.score_table_cards)
        for s in range(state.n):
            mine = seat is None or seat == s or laid_open
            players.append(
                {
                    "hand": state.hand_list(s) if mine else None,
                    "hand_count": state.hand_counts[s],
                    "up": ups[s],
                    "down": [
                        c if seat is None or down_open else (None if c is None else "?")
                        for c in state.down[s]
                    ],
                }
            )
        v = {
            "game": "swoop",
            "to_move": None if state.over else state.to_move,
            "starter": state.starter,
            "players": players,
            "pile": list(state.pile),
            "out_count": len(state.out),
            "out": list(state.out) if seat is None else None,
            "aside_count": len(state.aside),
            "plays_since_swoop": state.plays_since_swoop,
            "dead_deal_plays": state.rules.dead_deal_plays,
            "over": state.over,
            "winner": state.winner,
            "dead": state.dead,
            "revealed": None,
            # the first-starter draw, face up for everyone, until the first play (a position
            # read from a file has no count of plays: a card on the pile or swept says it)
            "draw": [list(p) for p in state.draw]
            if state.draw and not state.plays and not state.pile and not state.out
            else None,
        }
        if state.revealed is not None:
            v["revealed"] = {"slot": state.revealed[0], "card": state.revealed[1], "seat": state.to_move}
        return plain(v)

    def describe(self, state: SwoopState, lang="en", players=None) -> str:
        from ...cards import card_label
        from ...explain import text

        lines = []
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            up = " ".join(card_label(c, lang) if c else "·" for c in state.up[s])
            down = " ".join("?" if c else "·" for c in state.down[s])
            hand = " ".join(card_label(c, lang) for c in state.hand_list(s))
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            lines.append(
                f"{mark}{name}: {text('swoop.label.hand', lang)} [{hand}]  "
                f"{text('swoop.label.up', lang)} [{up}]  {text('swoop.label.down', lang)} [{down}]"
            )
        pile = " ".join(card_label(c, lang) for c in state.pile) or "—"
        lines.append(
            f"{text('swoop.label.pile', lang)}: {pile}   "
            f"{text('swoop.label.out', lang)}: {len(state.out)}   "
            f"{text('swoop.label.since_swoop', lang)}: {state.plays_since_swoop}"
        )
        if state.revealed is not None:
            lines.append(text("swoop.label.revealed", lang, slot=state.revealed[0], card=state.revealed[1]))
        return "\n".join(lines)


GAME = Swoop()
