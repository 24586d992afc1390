"""Whole games between bots, saved as records."""

from __future__ import annotations

import random

from .engine import Match, get_game
from .record import Deal, Record

MAX_DEALS = 1000


def play_game(
    game, rules=None, players=4, bots=None, seed=0, max_deals=MAX_DEALS, max_moves=100_000
) -> Record:
    """Play deals until the game is over (or ``max_deals``); return the record."""
    g = get_game(game)
    match = Match(g, rules, players)
    from .bots import make_bot

    bots = bots or ["random"]
    bots = [make_bot(b) if isinstance(b, str) else b for b in bots]
    bots = [bots[i % len(bots)] for i in range(match.n)]
    rng = random.Random(seed)
    deals = []
    while not match.finished and len(deals) < max_deals:
        state = match.new_deal(rng)
        start = g.state_to_json(state, fresh=True)
        moves = []
        while not state.over and len(moves) < max_moves:
            mv = bots[state.to_move].choose(g, state, rng)
            g.apply(state, mv, events=False)
            moves.append(str(mv))
        deals.append(Deal(start, moves))
        if not state.over:
            break
        match.end_deal(state)
    return Record(g.name, match.players, deals, match.rules.to_json(), {"seed": seed})
