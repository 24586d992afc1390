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
    "sweep": {"samples": 50, "policy": "heuristic", "depth": 8, "top_k": 8},
    "schwimmen": {
        "samples": 120,
        "policy": "heuristic",
        "depth": None,
        "top_k": 5,
        "prior": 0.05,
        "sampling": {"emulate": 3},
    },
}
# the sample counts before the fast engine (issue 14): the playouts inside the engine (and its
# compiled build) make a decision about twice as fast in Sweep and Schwimmen, so the default
# strength spends that time on more samples (benchmarks/engine_mc.py measures the gain)
DEFAULTS_BEFORE = {"swoop": {"samples": 24}, "sweep": {"samples": 30}, "schwimmen": {"samples": 60}}
# a reduced strength for long benchmarks
FAST = {
    "swoop": {"samples": 4, "policy": "heuristic", "depth": 6, "top_k": 3},
    "sweep": {"samples": 12, "policy": "heuristic", "depth": 8, "top_k": 4, "gap": 6.0},
    "schwimmen": {
        "samples": 30,
        "policy": "heuristic",
        "depth": None,
        "top_k": 4,
        "prior": 0.05,
        "sampling": {"emulate": 3},
    },
}
# ``prior``: the rule of thumb's score added to the averages (per point of score), so the noisy
# averages of few samples overrule the rule of thumb only by a clear margin; ``gap``: moves
# scored that far below the rule of thumb's best are not tried; ``sampling``: options of
# :func:`cardlab.bots.sampling.determinize` (Schwimmen ``emulate=k``: a hidden hand is what a
# rule-of-thumb player would hold after its turns, up to ``k``, from random middles).


class MonteCarloBot:
    """``MonteCarloBot(samples=None, policy=None, depth=None, top_k=None, strength="default")``:
    unset settings come from ``DEFAULTS`` (``strength="fast"``: from ``FAST``) for the game."""

    name = "mc"

    def __init__(
        self,
        samples=None,
        policy=None,
        depth=...,
        top_k=...,
        strength="default",
        prior=None,
        sampling=None,
        **extra,
    ):
        self.samples, self.policy, self.depth, self.top_k = samples, policy, depth, top_k
        self.prior, self.sampling = prior, sampling
        self.strength = strength
        self.extra = extra  # further settings (``gap``) over the game's defaults
        self.last = None  # the averages of the last decision: [(move, mean), ...]

    def settings(self, game) -> dict:
        base = dict(
            (FAST if self.strength == "fast" else DEFAULTS).get(
                game.name, {"samples": 20, "policy": "random", "depth": None, "top_k": None}
            )
        )
        if self.samples is not None:
            base["samples"] = self.samples
        if self.policy is not None:
            base["policy"] = self.policy
        if self.depth is not ...:
            base["depth"] = self.depth
        if self.top_k is not ...:
            base["top_k"] = self.top_k
        if self.prior is not None:
            base["prior"] = self.prior
        if self.sampling is not None:
            base["sampling"] = self.sampling
        for k, v in self.extra.items():
            base[k] = v
        base.setdefault("prior", 0.0)
        return base

    def choose(self, game, state, rng: random.Random):
        seat = state.to_move
        moves = game.legal_moves(state)
        if len(moves) == 1:
            self.last = [(moves[0], 0.0)]
            return moves[0]
        cfg = self.settings(game)
        top_k = cfg["top_k"]
        sc = scored_moves(game, state)
        keep = sorted(range(len(sc)), key=lambda i: (-sc[i][0], i))
        if top_k is not None:
            keep = keep[:top_k]
        gap = cfg.get("gap")
        if gap is not None:  # moves far below the rule of thumb's best are not tried
            top = sc[keep[0]][0]
            keep = [i for i in keep if sc[i][0] >= top - gap]
        if len(keep) == 1:
            self.last = [(sc[keep[0]][1], sc[keep[0]][0])]
            return sc[keep[0]][1]
        keep.sort()
        moves = [sc[i][1] for i in keep]
        hscore = [sc[i][0] for i in keep]  # the rule of thumb breaks ties
        util = _UTILITY.get(game.name, _generic_utility)
        policy = cfg["policy"]
        depth = cfg["depth"]
        # a private stream of random numbers, seeded from the caller's rng (one draw)
        r = random.Random(rng.getrandbits(64))
        totals = [0.0] * len(moves)
        for _ in range(cfg["samples"]):
            det = determinize(game, state, seat, r, **cfg.get("sampling", {}))
            pseed = r.getrandbits(64)
            for i, mv in enumerate(moves):
                s = det.copy()
                game.apply(s, mv, events=False)
                playout(game, s, policy, depth, random.Random(pseed))
                totals[i] += util(game, s, seat)
        n = cfg["samples"]
        # the rule of thumb's score as a small prior (``prior`` per point of score)
        w = cfg["prior"]
        means = [t / n + w * h for t, h in zip(totals, hscore)]
        self.last = list(zip(moves, means))
        best = max(range(len(moves)), key=lambda i: (round(means[i], 9), hscore[i], -i))
        return moves[best]


def playout(game, state, policy="heuristic", depth=None, rng=None):
    """Play ``state`` on (in place) with ``policy`` until the deal ends or ``depth`` moves, with
    the loop inside the engine (``game.playout``): ``"heuristic"`` plays the rule-of-thumb move,
    ``"random"`` a uniformly random one."""
    rng = rng or random.Random(0)
    choose = best_move if policy == "heuristic" else policy
    if hasattr(game, "playout"):
        game.playout(state, rng, policy=choose, depth=depth)
        return state
    k = 0
    while not state.over and (depth is None or k < depth):  # a game without playouts
        if choose == "random":
            ms = game.legal_moves(state)
            mv = ms[int(rng.random() * len(ms))]
        else:
            mv = choose(game, state)
        game.apply(state, mv, events=False)
        k += 1
    return state


# -- outcomes for one seat --------------------------------------------------------------------
def _swoop_utility(game, state, seat):
    n = state.n
    if state.over:
        pts = game.result(state).points
    else:  # estimate: points held now plus a little for each card still to shed
        pts = [game.held_points(state, s) + 4.0 * state.held(s) for s in range(n)]
    others = [pts[s] for s in range(n) if s != seat]
    return (sum(others) / len(others) - pts[seat]) / 50.0


def _sweep_utility(game, state, seat):
    """Points already sure (sweeps, the A♠) plus a smooth share for the cards and spades
    captured (the majority points are worth 1 each at 27 cards and 7 spades); at the end of the
    round the real points plus that smooth share (to break ties)."""
    from ..games.sweep.cards import SPADE_ACE_ID

    rules = state.rules
    sides = game.sides(rules, state.n)
    side = game.side_of(rules, state.n, seat)
    sweep_pt = 0.0 if rules.no_sweep_points else 1.0
    vals = []
    res = game.result(state).points if state.over else None
    cap = state.captured_ids  # card ids: the spades are the ids 3, 7, 11, ...
    for i, sd in enumerate(sides):
        cards = sum(len(cap[s]) for s in sd)
        spades = sum(1 for s in sd for c in cap[s] if c & 3 == 3)
        smooth = 0.04 * cards + 0.15 * spades
        if res is not None:
            vals.append(res[i] + 0.5 * smooth)
        else:
            ace = 1.0 if any(SPADE_ACE_ID in cap[s] for s in sd) else 0.0
            vals.append(sweep_pt * sum(state.sweeps[s] for s in sd) + ace + smooth)
    return vals[side] - max(v for i, v in enumerate(vals) if i != side)


def _schwimmen_utility(game, state, seat):
    """-1 for losing a life (-2 when it puts the seat out), plus a little for the margin of the
    seat's final value over the lowest other hand."""
    from ..games.schwimmen.cards import hand_value2

    scoring = state.scoring
    hands = state.hand_ids
    mine = hand_value2(hands[seat], scoring)
    low = min(hand_value2(hands[s], scoring) for s in state.order if s != seat)
    margin = 0.015 * max(-10.0, min(10.0, (mine - low) / 2))
    if state.over:
        if seat in state.losers:
            return -1.0 - (1.0 if state.lives[seat] == 0 else 0.0) + margin
        return margin
    # not over (a depth-limited playout): a smooth chance of being the lowest hand
    import math

    return -1.0 / (1.0 + math.exp((mine - low) / 2 / 2.5)) + margin


def _generic_utility(game, state, seat):
    if not state.over:
        return 0.0
    res = game.result(state)
    side = next(i for i, sd in enumerate(game.sides(state.rules, state.n)) if seat in sd)
    return float(res.points[side])


_UTILITY = {"swoop": _swoop_utility, "sweep": _sweep_utility, "schwimmen": _schwimmen_utility}
