"""Whole games between bots: the one game loop, and games saved as records.

:func:`play_match` deals and plays until the game is over; :func:`play_game` (a record) and
:func:`cardlab.simulation.play_one` (a row of results) both run it, so the same seed and bots
play the same game in both.
"""

from __future__ import annotations

import random

from .engine import Match, get_game
from .record import Deal, Record

MAX_DEALS = 1000
MAX_MOVES = 100_000


class Played:
    """A game played by :func:`play_match`: the ``match`` (rules, players, results), per deal
    its ``starts`` (the start position as a record's JSON, or None when not kept), ``moves``
    (the moves as text, or None) and ``counts`` (moves played), and ``first`` (the seat that
    moved first in the first deal)."""

    def __init__(self, match) -> None:
        self.match = match
        self.starts: list = []
        self.moves: list = []
        self.counts: list = []
        self.first = None


def play_match(
    game, rules=None, players=4, bots=None, seed=0, max_deals=MAX_DEALS, max_moves=MAX_MOVES, keep=True
) -> Played:
    """Play deals until the game is over (or ``max_deals``, or a deal that does not end within
    ``max_moves``).  ``bots``: bot names or objects, cycled over the seats (default: random);
    one ``random.Random(seed)`` deals and is handed to every bot.  ``keep``: keep each deal's
    start and moves (for a record); without it each deal runs in the engine's own loop."""
    from .bots import make_bot

    g = get_game(game)
    match = Match(g, rules, players)
    bots = list(bots or ["random"])
    objs = [make_bot(b) if isinstance(b, str) else b for b in bots]
    objs = [objs[i % len(objs)] for i in range(match.n)]
    rng = random.Random(seed)
    out = Played(match)
    while not match.finished and len(out.counts) < max_deals:
        state = match.new_deal(rng)
        if out.first is None:
            out.first = state.to_move
        if keep:
            out.starts.append(g.state_to_json(state, fresh=True))
            moves: list = []
            while not state.over and len(moves) < max_moves:
                mv = objs[state.to_move].choose(g, state, rng)
                g.apply(state, mv, events=False)
                moves.append(str(mv))
            out.moves.append(moves)
            out.counts.append(len(moves))
        else:  # the loop inside the engine, each seat's bot choosing
            out.starts.append(None)
            out.moves.append(None)
            out.counts.append(
                g.playout(
                    state,
                    rng,
                    policy=lambda game, st: objs[st.to_move].choose(game, st, rng),
                    depth=max_moves,
                )
            )
        if not state.over:
            break
        match.end_deal(state)
    return out


def play_game(
    game, rules=None, players=4, bots=None, seed=0, max_deals=MAX_DEALS, max_moves=MAX_MOVES
) -> Record:
    """Play deals until the game is over (or ``max_deals``); return the record.  Its ``meta``
    holds the ``seed``, and ``max_deals`` when the game stopped there unfinished (``cardlab
    play --deals N``: every deal of the record complete, the game not over)."""
    p = play_match(game, rules, players, bots, seed, max_deals, max_moves)
    m = p.match
    deals = [Deal(start, moves) for start, moves in zip(p.starts, p.moves)]
    meta: dict = {"seed": seed}
    if not m.finished and len(m.results) == len(deals) == max_deals < MAX_DEALS:
        meta["max_deals"] = max_deals
    return Record(m.game.name, m.players, deals, m.rules.to_json(), meta)
