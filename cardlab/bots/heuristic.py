"""The rule-of-thumb bot: every legal move gets a score from the game's rules of thumb, and the
best one is played (ties: the first in legal order).

The scores are the game's own (``game.policy.scores``, in ``cardlab/games/<game>/policy.py``,
written from the tips of the rule texts); they read only what the seat to move may see.  A game
without a policy module scores every move 0, so the bot plays the first legal move.
:func:`scored_moves` returns the scores: the search bots keep their budget for the promising
moves with them, and the Table explains a bot's choice by them.
"""

from __future__ import annotations


class HeuristicBot:
    """Plays the move with the best rule-of-thumb score (ties: the first in legal order)."""

    name = "heuristic"

    def choose(self, game, state, rng=None):
        return best_move(game, state)

    def scores(self, game, state):
        return scored_moves(game, state)


def scored_moves(game, state) -> list:
    """``[(score, move), ...]`` for every legal move of ``state.to_move``, in legal order."""
    moves = game.legal_moves(state)
    policy = getattr(game, "policy", None)
    if policy is None:
        return [(0.0, m) for m in moves]
    return policy.scores(game, state, moves)


def best_move(game, state):
    """The legal move with the best rule-of-thumb score (ties: the first in legal order)."""
    scored = scored_moves(game, state)
    bi, bs = 0, None
    for i, (s, _) in enumerate(scored):
        if bs is None or s > bs:
            bi, bs = i, s
    return scored[bi][1]
