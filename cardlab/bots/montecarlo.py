"""The Monte Carlo machinery that the bots and the analysis share, and the Monte Carlo bot.

* :func:`playout` plays a position on in place with the engine's own loop (``game.playout``):
  the rule-of-thumb policy, random moves, or any function ``(game, state) -> move``.
* :func:`sample_values` values moves: for each sample it deals the hidden cards again
  (:func:`cardlab.bots.sampling.determinize`), plays every move on that same sample, plays on,
  and records the value of the end position for the seat.  All moves share the samples (common
  random numbers), so a comparison is fair even with few samples.
* :func:`utility` is what the bots maximise: the game's own (``game.policy.utility``).

:class:`MonteCarloBot` tries its best candidate moves (by the rule of thumb) on ``samples``
determinizations, plays on for ``depth`` plays (or to the end of the deal) and plays the move
with the best average.  Budgets are counts, not times, so a decision is deterministic for a
given rng state; each game's budgets are its policy module's ``MONTE_CARLO``.
"""

from __future__ import annotations

import random

from .heuristic import best_move, scored_moves
from .per_game import PerGame
from .sampling import determinize

# the budgets per game, by name (each game's ``policy.MONTE_CARLO``): the default strength, the
# reduced one (``mc-fast``), and the samples before the engine's own playout loop (issue 14)
DEFAULTS = PerGame(lambda g: g.policy.MONTE_CARLO["default"])
FAST = PerGame(lambda g: g.policy.MONTE_CARLO["fast"])
DEFAULTS_BEFORE = PerGame(lambda g: g.policy.MONTE_CARLO["before"])
# a game without budgets of its own
GENERIC = {"samples": 20, "policy": "random", "depth": None, "top_k": None}


def playout(game, state, policy="heuristic", depth=None, rng=None):
    """Play ``state`` on (in place) until the deal ends or ``depth`` moves, with the loop inside
    the engine: ``"heuristic"`` plays the rule-of-thumb move, ``"random"`` a uniformly random
    one (drawn from ``rng``), a function ``(game, state) -> move`` its move.  Returns ``state``."""
    game.playout(
        state, rng or random.Random(0), policy=best_move if policy == "heuristic" else policy, depth=depth
    )
    return state


def sample_values(
    game,
    state,
    seat: int,
    moves,
    rng: random.Random,
    samples: int,
    value,
    knowledge=None,
    sampling=None,
    policy="heuristic",
    depth=None,
    screen=None,
) -> list:
    """The value of each of ``moves`` on each sample: ``values[i]`` lists
    ``value(game, end state, seat)`` after ``moves[i]`` and a playout, one entry a sample.

    Each sample deals what ``seat`` does not know again (``knowledge`` and the game's
    ``sampling`` options go to :func:`~cardlab.bots.sampling.determinize`), then draws the seed
    of the playouts, which all moves share.  ``screen``: None, or ``(k, pick)``: after ``k``
    samples only the moves at the indices ``pick(values)`` returns get further samples."""
    opts = sampling or {}
    values: list = [[] for _ in moves]
    active = range(len(moves))
    for k in range(samples):
        if screen is not None and k == screen[0]:
            active = screen[1](values)
        det = determinize(game, state, seat, rng, knowledge, **opts)
        pseed = rng.getrandbits(64)
        for i in active:
            s = det.copy()
            game.apply(s, moves[i], events=False)
            playout(game, s, policy, depth, random.Random(pseed))
            values[i].append(value(game, s, seat))
    return values


def utility(game, state, seat: int) -> float:
    """The outcome for ``seat`` that the bots maximise: the game's own, or else the points of
    the seat's side at the end of the deal (0 before)."""
    own = getattr(getattr(game, "policy", None), "utility", None)
    if own is not None:
        return own(game, state, seat)
    if not state.over:
        return 0.0
    res = game.result(state)
    side = next(i for i, sd in enumerate(game.sides(state.rules, state.n)) if seat in sd)
    return float(res.points[side])


def budget(game, table: str, strength: str, generic: dict) -> dict:
    """A copy of the budget ``strength`` from the game's policy module's ``table`` (such as
    ``MONTE_CARLO``), or of ``generic`` when the game has none."""
    own = getattr(getattr(game, "policy", None), table, None) or {}
    return dict(own.get(strength, generic))


class MonteCarloBot:
    """``MonteCarloBot(samples=None, policy=None, depth=..., top_k=..., strength="default")``:
    unset settings come from the game's budgets (``strength="fast"``: the reduced ones)."""

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
        base = budget(game, "MONTE_CARLO", "fast" if self.strength == "fast" else "default", GENERIC)
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
        # a private stream of random numbers, seeded from the caller's rng (one draw)
        r = random.Random(rng.getrandbits(64))
        n = cfg["samples"]
        values = sample_values(
            game,
            state,
            seat,
            moves,
            r,
            n,
            utility,
            sampling=cfg.get("sampling"),
            policy=cfg["policy"],
            depth=cfg["depth"],
        )
        totals = []
        for vals in values:
            t = 0.0
            for x in vals:
                t += x
            totals.append(t)
        # the rule of thumb's score as a small prior (``prior`` per point of score)
        w = cfg["prior"]
        means = [t / n + w * h for t, h in zip(totals, hscore)]
        self.last = list(zip(moves, means))
        best = max(range(len(moves)), key=lambda i: (round(means[i], 9), hscore[i], -i))
        return moves[best]
