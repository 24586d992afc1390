"""Swoop's rules of thumb and the values its outcomes are judged by.

:func:`scores` gives every legal move of the seat to move a rule-of-thumb score, from the tips of
the rule texts: shed as many cards as possible, low cards first; swoop with the fourth card when
three lie on top; play a 10 or joker before hoarding it, above all on a big pile; pick the pile
up on purpose when it brings the fourth card of a rank; otherwise avoid picking up.  Only what
the seat to move sees is read: its hand, the face-up cards, the pile, a revealed mystery card.

:func:`utility` is what the search bots maximise (the seat's penalty points against the others'
average, estimated before the deal ends), :func:`outcome` the finished deal in the units the
analysis reports (:data:`UNITS`, labelled by :data:`THRESHOLDS`, written as :data:`VALUE_FORMAT`
says).  :data:`MONTE_CARLO` and :data:`ISMCTS` are the search bots' budgets for this game.
"""

from __future__ import annotations

from ...cards import JOKER, RANK
from .cards import CARD_STR, FOUR, RANK_OF, RANK_VALUE, code_count, decks_for
from .moves import is_special_value
from .scoring import points_table

UNITS = {
    "lower_better": True,
    "unit": "penalty points",
    "doc": "the expected penalty points of the deal for the seat (0 for going out)",
}
# losses (in penalty points) from which a move is an inaccuracy, a mistake, a blunder
THRESHOLDS = {"inaccuracy": 4.0, "mistake": 10.0, "blunder": 20.0}
# how the analysis writes a value (penalty points, one decimal) and a loss
VALUE_FORMAT = {"digits": 1, "sign": False, "percent": False}

# the Monte Carlo bot (cardlab.bots.montecarlo): samples, playout policy, playout depth (None:
# to the end of the deal), candidates kept (the rule of thumb's best ``top_k``); ``before``:
# the samples before the engine's own playout loop (benchmarks/engine_mc.py)
MONTE_CARLO = {
    "default": {"samples": 24, "policy": "heuristic", "depth": 12, "top_k": 6},
    "fast": {"samples": 4, "policy": "heuristic", "depth": 6, "top_k": 3},
    "before": {"samples": 24},
}
# the ISMCTS bot (cardlab.bots.ismcts): iterations, UCB constant, playout depth, candidates,
# the weight of the rule of thumb's prior
ISMCTS = {
    "default": {"iterations": 100, "c": 0.5, "depth": 12, "top_k": 6, "bias": 0.15},
    "fast": {"iterations": 12, "c": 0.5, "depth": 6, "top_k": 3, "bias": 0.15},
}


def _unseen_ranks(state, seat) -> dict:
    """How many cards of each rank the seat cannot see (other hands, mystery cards, swept and
    set-aside cards), from the deck counts less what it sees."""
    d = decks_for(state.n)
    left = {r: 4 * d for r in RANK_VALUE}
    left[JOKER] = 2 * d
    for v, code in enumerate(state.hand_codes[seat]):
        if code:
            left[RANK_OF[v]] -= code_count(v, code)
    for u in state.up:
        for c in u:
            if c is not None:
                left[RANK[c]] -= 1
    for c in state.pile:
        left[RANK[c]] -= 1
    if state.revealed is not None:
        left[RANK[state.revealed[1]]] -= 1
    return left


def scores(game, state, moves) -> list:
    """``[(score, move), ...]`` for ``moves`` (the legal moves of ``state.to_move``, in order)."""
    seat = state.to_move
    rules = state.rules
    ojs = bool(rules.only_jokers_swoop)
    pile = state.pile
    npile = len(pile)
    top = RANK[pile[-1]] if pile else None
    top_v = RANK_VALUE[top] if top is not None else -1  # -1: an empty pile (never compared)
    run = 0
    if top is not None:
        for c in reversed(pile):
            if RANK[c] != top:
                break
            run += 1
    up = [None if c < 0 else CARD_STR[c] for c in state.up_ids[seat]]
    held = state.held(seat)
    special = game.is_special
    mine: dict = {}
    for v, code in enumerate(state.hand_codes[seat]):
        if code:
            mine[RANK_OF[v]] = code_count(v, code)
    for c in up:
        if c is not None:
            mine[RANK[c]] = mine.get(RANK[c], 0) + 1
    n_special = sum(k for r, k in mine.items() if is_special_value(RANK_VALUE[r], ojs))
    pile_ranks: dict = {}
    for c in pile:
        pile_ranks[RANK[c]] = pile_ranks.get(RANK[c], 0) + 1
    pile_points = 0
    if pile:
        cp = points_table(rules)
        for c in state.pile_ids:
            pile_points += cp[c]
    out = []
    p_high = None
    for mv in moves:
        if mv.kind == "reveal":
            if top is None:
                s = 9.0
            else:
                if p_high is None:  # the chance that a mystery card is higher than the top
                    unseen = _unseen_ranks(state, seat)
                    tot = sum(v for v in unseen.values() if v > 0) or 1
                    high = sum(
                        v
                        for r, v in unseen.items()
                        if v > 0 and not is_special_value(RANK_VALUE[r], ojs) and RANK_VALUE[r] > top_v
                    )
                    p_high = high / tot
                p = p_high
                s = (1 - p) * 12.0 - p * (2.0 * npile + 0.15 * pile_points)
            out.append((s, mv))
            continue
        k = len(mv.hand) + len(mv.up)
        if mv.kind == "complete":
            k += 1
            card = state.revealed[1]
        else:
            card = mv.hand[0] if mv.hand else mv.up[0][1]
        r = RANK[card]
        gone = held - k
        if special(rules, card):
            s = 12.0 + 2.0 * npile + 0.1 * pile_points + (5.0 if n_special >= 2 else 0.0)
            if gone == 0:
                s += 1000.0
            out.append((s, mv))
            continue
        v = RANK_VALUE[r]
        left_of_rank = mine.get(r, 0) - (k - (1 if mv.kind == "complete" else 0))
        if top is None or v <= top_v:
            s = 10.0 * k + (13 - v) * 0.6 + 1.0 * len(mv.up)
            onrun = run if r == top else 0
            if onrun + k >= FOUR:  # four on top: swoop and play again
                s += 40.0 + 1.5 * npile
            elif onrun + k == 3:  # three on top invite the next player to swoop
                s -= 6.0
            if 0 < left_of_rank and mine.get(r, 0) >= 3 and onrun + k < 4:
                s -= 4.0  # breaking up a set that could swoop later
            if gone == 0:
                s += 1000.0
        else:  # higher: pick the pile up first
            s = -2.5 * npile - 0.2 * pile_points + 3.0 * k + 0.3 * v
            for q, cnt in pile_ranks.items():  # the pile brings a fourth card of a rank
                if q != r and mine.get(q, 0) + cnt >= FOUR and mine.get(q, 0) < FOUR:
                    s += 8.0
            if k >= FOUR:
                s += 25.0
        out.append((s, mv))
    return out


def utility(game, state, seat: int) -> float:
    """The seat's penalty points against the others' average (positive: better than them), in
    fifties; before the deal ends, the points held now plus 4 for each card still to shed."""
    n = state.n
    if state.over:
        pts = game.result(state).points
    else:
        pts = [game.held_points(state, s) + 4.0 * state.held(s) for s in range(n)]
    others = [pts[s] for s in range(n) if s != seat]
    return (sum(others) / len(others) - pts[seat]) / 50.0


tree_utility = utility  # the tree search values outcomes the same way


def outcome(game, state, seat: int) -> float:
    """The finished deal's penalty points for ``seat`` (:data:`UNITS`)."""
    return float(game.result(state).points[seat])


def fact(game, state, seat, move, lang="en") -> str:
    """What ``move`` makes of ``seat``'s position in words, for the analysis's reasons: nothing
    beyond what the move's events say (:func:`cardlab.analysis.words.move_effect`)."""
    return ""
