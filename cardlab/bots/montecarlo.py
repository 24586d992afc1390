"""The Monte Carlo bot: determinize, play out, average.

For each of ``samples`` determinizations (:mod:`cardlab.bots.sampling`: the hidden cards
reshuffled consistently with what the seat sees) every candidate move is played and the position
played out with a fast policy (the rule-of-thumb bot, or random moves), to the end of the deal or
for ``depth`` plays followed by an evaluation.  The move with the best average outcome for the
seat's side wins.  All candidates share the same determinizations (common random numbers), so
the comparison is fair even with few samples.  Budgets are counts, not times, so a bot is
deterministic for a given rng state.
"""
from __future__ import annotations

import random

from .heuristic import best_move, scored_moves
from .sampling import determinize

# per game: samples, playout policy, depth limit (None: to the end of the deal), candidates kept
# (the rule-of-thumb bot's best ``top_k`` moves).  Chosen so a decision takes well under a second.
DEFAULTS = {
    "swoop": {"samples": 24, "policy": "heuristic", "depth": 12, "top_k": 6},
    "sweep": {"samples": 24, "policy": "heuristic", "depth": None, "top_k": 8},
    "schwimmen": {"samples": 40, "policy": "heuristic", "depth": None, "top_k": 8},
}
# a reduced strength for long benchmarks
FAST = {
    "swoop": {"samples": 8, "policy": "heuristic", "depth": 8, "top_k": 4},
    "sweep": {"samples": 8, "policy": "heuristic", "depth": None, "top_k": 5},
    "schwimmen": {"samples": 12, "policy": "heuristic", "depth": None, "top_k": 6},
}


class MonteCarloBot:
    """``MonteCarloBot(samples=None, policy=None, depth=None, top_k=None, strength="default")``:
    unset settings come from ``DEFAULTS`` (``strength="fast"``: from ``FAST``) for the game."""
    name = "mc"

    def __init__(self, samples=None, policy=None, depth=..., top_k=..., strength="default"):
        self.samples, self.policy, self.depth, self.top_k = samples, policy, depth, top_k
        self.strength = strength
        self.last = None      # the averages of the last decision: [(move, mean), ...]

    def settings(self, game) -> dict:
        base = dict((FAST if self.strength == "fast" else DEFAULTS).get(
            game.name, {"samples": 20, "policy": "random", "depth": None, "top_k": None}))
        if self.samples is not None:
            base["samples"] = self.samples
        if self.policy is not None:
            base["policy"] = self.policy
        if self.depth is not ...:
            base["depth"] = self.depth
        if self.top_k is not ...:
            base["top_k"] = self.top_k
        return base

    def choose(self, game, state, rng: random.Random):
        seat = state.to_move
        moves = game.legal_moves(state)
        if len(moves) == 1:
            self.last = [(moves[0], 0.0)]
            return moves[0]
        cfg = self.settings(game)
        top_k = cfg["top_k"]
        if top_k is not None and len(moves) > top_k:
            sc = scored_moves(game, state)
            order = sorted(range(len(sc)), key=lambda i: (-sc[i][0], i))[:top_k]
            moves = [sc[i][1] for i in sorted(order)]
        util = _UTILITY.get(game.name, _generic_utility)
        policy = cfg["policy"]
        depth = cfg["depth"]
        # a private stream of random numbers, seeded from the caller's rng (one draw)
        r = random.Random(rng.getrandbits(64))
        totals = [0.0] * len(moves)
        for _ in range(cfg["samples"]):
            det = determinize(game, state, seat, r)
            pseed = r.getrandbits(64)
            for i, mv in enumerate(moves):
                s = det.copy()
                game.apply(s, mv, events=False)
                playout(game, s, policy, depth, random.Random(pseed))
                totals[i] += util(game, s, seat)
        n = cfg["samples"]
        self.last = [(m, t / n) for m, t in zip(moves, totals)]
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        return moves[best]


def playout(game, state, policy="heuristic", depth=None, rng=None):
    """Play ``state`` on (in place) with ``policy`` until the deal ends or ``depth`` moves."""
    rng = rng or random.Random(0)
    k = 0
    apply = game.apply
    legal = game.legal_moves
    while not state.over and (depth is None or k < depth):
        if policy == "heuristic":
            mv = best_move(game, state)
        else:
            ms = legal(state)
            mv = ms[rng.randrange(len(ms))]
        apply(state, mv, events=False)
        k += 1
    return state


# -- outcomes for one seat --------------------------------------------------------------------
def _swoop_utility(game, state, seat):
    n = state.n
    if state.over:
        pts = game.result(state).points
    else:   # estimate: points held now plus a little for each card still to shed
        pts = [game.held_points(state, s) + 4.0 * state.held(s) for s in range(n)]
    others = [pts[s] for s in range(n) if s != seat]
    return (sum(others) / len(others) - pts[seat]) / 50.0


def _sweep_utility(game, state, seat):
    rules = state.rules
    side = game.side_of(rules, state.n, seat)
    if state.over:
        res = game.result(state)
        pts = res.points
        cards = res.extra.get("cards", [0] * len(pts))
    else:
        pts = [0] * len(game.sides(rules, state.n))
        cards = [sum(len(state.captured[s]) for s in sd) for sd in game.sides(rules, state.n)]
    others = [i for i in range(len(pts)) if i != side]
    best_other = max(others, key=lambda i: (pts[i], cards[i]))
    return (pts[side] - pts[best_other]) + 0.02 * (cards[side] - cards[best_other])


def _schwimmen_utility(game, state, seat):
    from ..games.schwimmen import value2
    if state.over:
        if seat in state.losers:
            return -1.0 - (1.0 if state.lives[seat] == 0 else 0.0)
        return 0.0
    scoring = state.rules.scoring
    mine = value2(state.hands[seat], scoring)
    low = min(value2(state.hands[s], scoring) for s in state.order if s != seat)
    return -1.0 if mine <= low else 0.0


def _generic_utility(game, state, seat):
    if not state.over:
        return 0.0
    res = game.result(state)
    side = next(i for i, sd in enumerate(game.sides(state.rules, state.n)) if seat in sd)
    return float(res.points[side])


_UTILITY = {"swoop": _swoop_utility, "sweep": _sweep_utility, "schwimmen": _schwimmen_utility}
