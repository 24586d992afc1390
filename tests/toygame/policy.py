"""Higher's rule of thumb: play the highest card when it can take the trick, else the lowest."""

from __future__ import annotations

UNITS = {"lower_better": False, "unit": "tricks", "doc": "the seat's tricks at the end of the deal"}
THRESHOLDS = {"inaccuracy": 0.3, "mistake": 0.6, "blunder": 1.0}
VALUE_FORMAT = {"digits": 2, "sign": False, "percent": False}


def scores(game, state, moves) -> list:
    from .game import power

    top = max((power(c) for c in state.trick), default=-1)
    return [(power(m.card) if power(m.card) > top else -power(m.card), m) for m in moves]


def utility(game, state, seat: int) -> float:
    return float(state.tricks[seat])


tree_utility = utility


def outcome(game, state, seat: int) -> float:
    return float(state.tricks[seat])
