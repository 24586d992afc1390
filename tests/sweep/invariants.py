"""What only Sweep promises, checked at every position of the random-game checker
(tests/random_play.py): a capture that was not generated is refused, a player whose build lies on
the table may not trail, and the round's result counts the cards that were in play."""

import pytest

from cardlab.engine import IllegalMove
from cardlab.games.sweep import SweepMove


def wrong_capture(state, legal, rng):
    """A capture that is not among the legal moves (a legal capture with one table card more or
    less), or None."""
    caps = [m for m in legal if m.kind == "capture"]
    if not caps or not state.table:
        return None
    m = caps[rng.randrange(len(caps))]
    taken = set(m.match) | set(m.sums)
    extra = [c for c in state.table if c not in taken]
    if extra:
        sums = tuple(m.sums) + (extra[rng.randrange(len(extra))],)
    elif m.sums:
        sums = tuple(m.sums)[1:]
    else:
        return None
    bad = SweepMove("capture", m.card, m.match, m.builds, sums)
    return None if bad in legal else bad


def check(game, state, legal, rng):
    if state.over:
        res = game.result(state)
        total, spades = game.in_play(state)
        assert sum(res.extra["cards"]) + len(state.table) == total
        assert sum(res.extra["spades"]) <= spades
        return
    bad = wrong_capture(state, legal, rng)
    if bad is not None:
        with pytest.raises(IllegalMove):
            game.apply(state.copy(), bad)
        with pytest.raises(IllegalMove):
            game.parse_move(state, str(bad))
    if any(o == state.to_move for _, o in state.builds):
        with pytest.raises(IllegalMove):
            game.parse_move(state, state.hand(state.to_move)[0])


def check_record(rec, summary):
    """A whole game: one winner, and the dealer passes to the next seat each round."""
    n = len(rec.players)
    assert len(summary.winners) == 1
    dealers = [d.start["dealer"] for d in rec.deals]
    assert all(b == (a + 1) % n for a, b in zip(dealers, dealers[1:]))
    assert "draw" in rec.deals[0].start
