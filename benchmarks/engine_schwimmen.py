"""Schwimmen engine speed: random play with 4 players, legal moves generated every step.

Prints moves per second and games per second, with and without events.  Prints figures, never
asserts them.  Run: ``.venv/bin/python benchmarks/engine_schwimmen.py``.
"""

from __future__ import annotations

import random
import time

from cardlab.engine import Match, get_game


def _play(game, rng, players, events):
    match = Match(game, None, players)
    moves = 0
    while not match.finished:
        state = match.new_deal(rng)
        while not state.over:
            legal = game.legal_moves(state)
            game.apply(state, legal[rng.randrange(len(legal))], events=events)
            moves += 1
        match.end_deal(state)
    return moves


def bench(seconds: float = 2.0, players: int = 4, seed: int = 1):
    game = get_game("schwimmen")
    for events in (False, True):
        rng = random.Random(seed)
        games = moves = 0
        t0 = time.perf_counter()
        while True:
            moves += _play(game, rng, players, events)
            games += 1
            dt = time.perf_counter() - t0
            if dt >= seconds:
                break
        label = "with events" if events else "without events"
        print(
            f"schwimmen ({players} players, random, {label}): {moves / dt:,.0f} moves/s, "
            f"{games / dt:,.1f} games/s ({moves / games:.0f} moves a game)"
        )


if __name__ == "__main__":
    bench()
