"""Sweep's scoring at the end of a round: card and spade majorities, the A♠, sweeps."""

from __future__ import annotations

from typing import Any

from ...engine import DealResult, Event
from .cards import SPADE_ACE, SPADE_ACE_ID
from .state import SweepState


def sides(rules: Any, n: int) -> list[list[int]]:
    if n == 4 and rules.partnerships:
        return [[0, 2], [1, 3]]
    return [[s] for s in range(n)]


def in_play(state: SweepState) -> tuple[int, int]:
    """(cards, spades) in play this round: every card of the position except stock cards
    that are never dealt (``eight_card_deal``)."""
    cards: list[int] = [c for h in state.hand_ids for c in h] + list(state.table_ids)
    for b, _ in state.build_ids:
        cards.extend(b)
    for p in state.captured_ids:
        cards.extend(p)
    if not state.eight_card_deal:
        cards.extend(state.stock_ids)
    return len(cards), sum([1 for c in cards if c & 3 == 3])


def tally(state: SweepState) -> tuple[list[list[int]], int, int, list[int], list[int], list[int], int | None]:
    sd = sides(state.rules, state.n)
    total, spades_total = in_play(state)
    cap = state.captured_ids
    cards = [sum([len(cap[s]) for s in side]) for side in sd]
    spades = [sum([1 for s in side for c in cap[s] if c & 3 == 3]) for side in sd]
    sweeps = [sum([state.sweeps[s] for s in side]) for side in sd]
    ace: int | None = None
    for i, side in enumerate(sd):
        for s in side:
            if SPADE_ACE_ID in cap[s]:
                ace = i
    return sd, total, spades_total, cards, spades, sweeps, ace


def majority(rules: Any, counts: list[int], total: int) -> tuple[int | None, list[int]]:
    """The side that wins a majority (or None), and for the 'most' rule the tied sides."""
    if rules.majority == "half":
        for i, k in enumerate(counts):
            if 2 * k > total:
                return i, []
        return None, []
    top = max(counts)
    best = [i for i, k in enumerate(counts) if k == top]
    if top > 0 and len(best) == 1:
        return best[0], []
    return None, best if top > 0 else []


def points(state: SweepState) -> tuple[list[int], list[tuple[Any, ...]], list[list[int]]]:
    rules = state.rules
    sd, total, spades_total, cards, spades, sweeps, ace = tally(state)
    pts = [0] * len(sd)
    why: list[tuple[Any, ...]] = []
    w, tied = majority(rules, cards, total)
    if w is not None:
        pts[w] += 1
    why.append(("cards", w, tied, cards, total))
    w, tied = majority(rules, spades, spades_total)
    if w is not None:
        pts[w] += 1
    why.append(("spades", w, tied, spades, spades_total))
    ace_pts = 0
    if ace is not None:
        ace_pts = 2 if (rules.double_spade_ace and state.ace_swept) else 1
        pts[ace] += ace_pts
    why.append(("ace", ace, ace_pts))
    if not rules.no_sweep_points:
        for i, k in enumerate(sweeps):
            pts[i] += k
    why.append(("sweeps", sweeps))
    return pts, why, sd


def score_events(state: SweepState, ev: list[Event]) -> None:
    rules = state.rules
    pts, why, sd = points(state)
    for item in why:
        kind = item[0]
        if kind in ("cards", "spades"):
            _, w, tied, counts, total = item
            if w is not None:
                key = f"sweep.score.{kind}_most" if rules.majority == "most" else f"sweep.score.{kind}"
                ev.append(
                    Event(
                        key, sd[w][0], f"sweep.{kind}_majority", side_players=sd[w], n=counts[w], total=total
                    )
                )
            elif tied:
                ev.append(
                    Event(
                        f"sweep.score.{kind}_tie",
                        None,
                        f"sweep.{kind}_majority",
                        side_players=[s for i in tied for s in sd[i]],
                        n=counts[tied[0]],
                        total=total,
                    )
                )
            else:
                ev.append(
                    Event(
                        f"sweep.score.{kind}_none",
                        None,
                        f"sweep.{kind}_majority",
                        n=max(counts) if counts else 0,
                        total=total,
                    )
                )
        elif kind == "ace":
            _, w, p = item
            if w is None:
                ev.append(Event("sweep.score.ace_none", None, "sweep.spade_ace", card=SPADE_ACE))
            else:
                ev.append(
                    Event(
                        "sweep.score.ace_double" if p == 2 else "sweep.score.ace",
                        sd[w][0],
                        "sweep.spade_ace",
                        side_players=sd[w],
                        card=SPADE_ACE,
                        n=p,
                    )
                )
        else:
            for i, k in enumerate(item[1]):
                if k:
                    ev.append(
                        Event(
                            "sweep.score.sweeps_nopoints" if rules.no_sweep_points else "sweep.score.sweeps",
                            sd[i][0],
                            "sweep.sweep",
                            side_players=sd[i],
                            n=k,
                        )
                    )
    for i, side in enumerate(sd):
        ev.append(Event("sweep.score.total", side[0], "sweep.scoring", side_players=side, n=pts[i]))


def result(state: SweepState) -> DealResult:
    pts, why, sd = points(state)
    _, total, spades_total, cards, spades, sweeps, ace = tally(state)
    return DealResult(
        points=pts,
        winner=None,
        complete=state.over,
        extra={
            "cards": cards,
            "spades": spades,
            "sweeps": sweeps,
            "spade_ace": ace,
            "in_play": total,
            "spades_in_play": spades_total,
        },
    )
