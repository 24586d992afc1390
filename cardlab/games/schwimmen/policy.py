"""Schwimmen's rules of thumb and the values its outcomes are judged by.

:func:`scores` gives every legal move of the seat to move a rule-of-thumb score, from the tips of
the rule texts: collect one suit (the value, plus how close the hand is to a strong suit, as
:func:`strength` says); keep a good first stack; knock at a good value; after a knock, simply
take the best value.  Only what the seat to move sees is read: its hand, the middle, the stack
it sees, the lives and the stock's count.

:func:`utility` is what the search bots maximise (a lost life, and a little for the margin over
the lowest other hand), :func:`tree_utility` the tree search's reward (the lost life alone),
:func:`outcome` the finished round in the units the analysis reports (:data:`UNITS`, labelled by
:data:`THRESHOLDS`, written as :data:`VALUE_FORMAT` says).  :data:`MONTE_CARLO` and
:data:`ISMCTS` are the search bots' budgets.
"""

from __future__ import annotations

import math

from ...cards import RANK, SUIT
from .cards import hand_value2, value2

UNITS = {
    "lower_better": True,
    "unit": "chance",
    "doc": "the chance that the seat loses a life in this round",
}
# losses (a chance) from which a move is an inaccuracy, a mistake, a blunder
THRESHOLDS = {"inaccuracy": 0.05, "mistake": 0.12, "blunder": 0.25}
# how the analysis writes a value (a chance, as whole percent) and a loss (percentage points)
VALUE_FORMAT = {"digits": 0, "sign": False, "percent": True}

# the Monte Carlo bot (cardlab.bots.montecarlo): samples, playout policy, playout depth (None:
# to the end of the round), candidates kept (the rule of thumb's best ``top_k``), ``prior``: the
# rule of thumb's score added to the averages (per point), ``sampling``: options of
# :func:`.knowledge.determinize` (hidden hands as a rule-of-thumb player would hold them);
# ``before``: the samples before the engine's own playout loop
MONTE_CARLO = {
    "default": {
        "samples": 120,
        "policy": "heuristic",
        "depth": None,
        "top_k": 5,
        "prior": 0.05,
        "sampling": {"emulate": 3},
    },
    "fast": {
        "samples": 30,
        "policy": "heuristic",
        "depth": None,
        "top_k": 4,
        "prior": 0.05,
        "sampling": {"emulate": 3},
    },
    "before": {"samples": 60},
}
# the ISMCTS bot (cardlab.bots.ismcts): iterations, UCB constant, playout depth, candidates,
# the weight of the rule of thumb's prior, determinization options
ISMCTS = {
    "default": {
        "iterations": 400,
        "c": 0.5,
        "depth": None,
        "top_k": 5,
        "bias": 0.1,
        "sampling": {"emulate": 3},
    },
    "fast": {
        "iterations": 100,
        "c": 0.5,
        "depth": None,
        "top_k": 4,
        "bias": 0.1,
        "sampling": {"emulate": 3},
    },
}

_PV = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}


def strength(cards, scoring="suit_and_triples") -> float:
    """The value of three cards plus a little for how close they are to a strong suit."""
    v2 = value2(cards, scoring)
    by: dict = {}
    for c in cards:
        by[SUIT[c]] = by.get(SUIT[c], 0) + 1
    pair = 1.0 if max(by.values()) >= 2 else 0.0
    return v2 / 2 + 0.8 * pair


def scores(game, state, moves) -> list:
    """``[(score, move), ...]`` for ``moves`` (the legal moves of ``state.to_move``, in order)."""
    scoring = state.rules.scoring
    seat = state.to_move
    out = []
    if state.middle is None:  # the dealer sees only the first stack
        first = state.stacks[0]
        v = value2(first, scoring) / 2
        for mv in moves:
            out.append(((v - 21.0) if mv.kind == "keep" else 0.0, mv))
        return out
    hand = state.hand(seat)
    mid = state.middle
    stock_n = len(state.stock_ids)
    now = value2(hand, scoring) / 2
    last_turn = state.knocked is not None
    for mv in moves:
        k = mv.kind
        if k == "swap":
            new = [c for c in hand if c != mv.give] + [mv.take]
            s = (value2(new, scoring) / 2) if last_turn else strength(new, scoring)
            # do not hand the next player a good card of a suit they might collect
            s -= 0.05 * _PV[RANK[mv.give]]
        elif k == "swap_all":
            s = (value2(mid, scoring) / 2) if last_turn else strength(mid, scoring)
        elif k == "pass":
            s = now if last_turn else strength(hand, scoring) + 0.3
        elif k == "knock":
            # knock at a good value; a little earlier when the stock runs low
            thresh = 26.0 if stock_n > 6 else 24.5
            if state.lives[seat] == 0:
                thresh += 1.0
            s = now + 1.5 if now >= thresh else -50.0
        elif k == "renew":
            s = strength(hand, scoring) - 0.5
        else:
            s = 0.0
        out.append((s, mv))
    return out


def utility(game, state, seat: int) -> float:
    """-1 for losing a life (-2 when it puts the seat out), plus a little for the margin of the
    seat's final value over the lowest other hand; before the round ends, a smooth chance of
    being the lowest hand."""
    scoring = state.scoring
    hands = state.hand_ids
    mine = hand_value2(hands[seat], scoring)
    low = min(hand_value2(hands[s], scoring) for s in state.order if s != seat)
    margin = 0.015 * max(-10.0, min(10.0, (mine - low) / 2))
    if state.over:
        if seat in state.losers:
            return -1.0 - (1.0 if state.lives[seat] == 0 else 0.0) + margin
        return margin
    return -1.0 / (1.0 + math.exp((mine - low) / 2 / 2.5)) + margin


def tree_utility(game, state, seat: int) -> float:
    """The tree search's reward: -1 for losing a life (-2 when it puts the seat out), without
    the margin; a round not played to its end (a depth-limited playout) counts 0."""
    if not state.over:
        return 0.0
    res = game.result(state)
    if res.points[seat]:
        lives = game.view(state, None)["lives_after"]
        return -2.0 if lives is not None and lives[seat] < 0 else -1.0
    return 0.0


def outcome(game, state, seat: int) -> float:
    """1 when the finished round costs ``seat`` a life, else 0 (:data:`UNITS`)."""
    return float(game.result(state).points[seat])


def fact(game, state, seat, move, lang="en") -> str:
    """What ``move`` makes of ``seat``'s hand, in words (the analysis's reasons): the value it
    knocks or stays with, or the value after a swap.  Only the seat's own hand and the middle
    are read, which the seat sees."""
    from ...explain import text
    from .._teaching import number

    hand, mid = state.hand(seat), state.middle
    if hand is None or mid is None:
        return ""
    scoring = state.rules.scoring
    if move.kind == "swap":
        new = [c for c in hand if c != move.give] + [move.take]
    elif move.kind == "swap_all":
        new = list(mid)
    elif move.kind in ("pass", "knock"):
        new = list(hand)
    else:
        return ""
    v = value2(new, scoring)
    shown = number(v // 2 if v % 2 == 0 else v / 2, lang)
    from .notation import text as move_text

    return text(f"analysis.fact.schwimmen.{move.kind}", lang, value=shown, move=move_text(move, lang))
