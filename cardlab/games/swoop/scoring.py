"""Swoop's points: what the cards left in hand (and on the table) score at the end of a deal."""

from __future__ import annotations

from typing import Any

from ...cards import JOKER, RANK
from ...engine import DealResult, Event
from .cards import CARD_STR, RANK_VALUE
from .state import SwoopState


def card_points(rules: Any, card: str) -> int:
    r = RANK[card]
    if r == "10" and rules.only_jokers_swoop:
        return 10
    if rules.simple_scoring:
        return 20 if r in ("10", JOKER) else 10 if r in ("J", "Q", "K") else 5
    if r in ("10", JOKER):
        return 50
    return 10 if r in ("J", "Q", "K") else RANK_VALUE[r]


_POINTS: dict[tuple[bool, bool], list[int]] = {}


def points_table(rules: Any) -> list[int]:
    """The points of each card id under ``rules``."""
    key = (bool(rules.simple_scoring), bool(rules.only_jokers_swoop))
    t = _POINTS.get(key)
    if t is None:
        t = [card_points(rules, c) for c in CARD_STR]
        _POINTS[key] = t
    return t


def held_points(state: SwoopState, seat: int) -> int:
    rules = state.rules
    pts = points_table(rules)
    total = 0
    for c in state.hand_ids(seat):
        total += pts[c]
    if rules.score_table_cards:
        for c in state.up_ids[seat]:
            if c >= 0:
                total += pts[c]
        for d in state.down[seat]:
            if d is not None:
                total += card_points(rules, d)
        if state.revealed is not None and state.to_move == seat:
            total += card_points(rules, state.revealed[1])
    return total


def result(state: SwoopState) -> DealResult:
    pts = [0 if s == state.winner else held_points(state, s) for s in range(state.n)]
    return DealResult(points=pts, winner=state.winner, complete=state.over, extra={"dead": state.dead})


def score_events(state: SwoopState, ev: list[Event]) -> None:
    pts = result(state).points
    up = state.up
    for seat in range(state.n):
        if seat == state.winner:
            continue
        cards = state.hand_list(seat)
        if state.rules.score_table_cards:
            cards += [c for c in up[seat] if c] + [c for c in state.down[seat] if c]
        ev.append(Event("swoop.score", seat, "swoop.scoring", cards=cards, n=pts[seat]))
