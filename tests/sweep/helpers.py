"""Helpers for the Sweep tests: positions written as record starts."""

from __future__ import annotations

from cardlab.engine import get_game

G = get_game("sweep")
DECK = [r + s for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for s in "CDHS"]


def pos(
    hands, table=(), stock=(), to_move=0, dealer=None, captured=None, sweeps=None, last_capture=None, **opts
):
    """A position (a record start with the position fields) under the options given."""
    n = len(hands)
    rules = G.rules(**opts)
    start = {
        "dealer": (to_move - 1) % n if dealer is None else dealer,
        "hands": [list(h) for h in hands],
        "table": list(table),
        "stock": list(stock),
        "to_move": to_move,
        "captured": captured or [[] for _ in range(n)],
        "sweeps": sweeps or [0] * n,
        "last_capture": last_capture,
    }
    return G.state_from_json(rules, n, start)


def full_deck_end(piles, last, seat=0, opts=None):
    """A position holding all 52 cards at the last play of a round: seat ``seat`` holds only
    ``last``, table and stock are empty, ``piles`` are the captured cards per seat (with ``last``
    they make the whole deck) and ``seat`` captured last, so ``last`` trails and ends up in its
    pile."""
    n = len(piles)
    named = {c for p in piles for c in p} | {last}
    assert named == set(DECK), sorted(set(DECK) - named)
    hands = [[] for _ in range(n)]
    hands[seat] = [last]
    return pos(hands, to_move=seat, captured=[list(p) for p in piles], last_capture=seat, **(opts or {}))


def moves_str(state):
    return [str(m) for m in G.legal_moves(state)]


def captures_of(state, card):
    """The capture moves of ``card`` as sets of taken cards."""
    return {frozenset(m.taken) for m in G.legal_moves(state) if m.kind == "capture" and m.card == card}
