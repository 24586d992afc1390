"""What only Schwimmen promises, checked at every position of the random-game checker
(tests/random_play.py): the move codes are the legal moves, the dealer chooses first, nobody to move still holds 31, no seat to move
has lost its last life, and swaps the wrong way round or with cards that are elsewhere are
refused (on some positions, with the state left as it was)."""

import pytest

from cardlab.engine import IllegalMove
from cardlab.games.schwimmen import DECK, KEEP, KNOCK, PASS, RENEW, SECOND, SWAP_ALL, SWAPS, value2
from cardlab.games.schwimmen.play import legal_codes, move_of

PLAIN = [KEEP, SECOND, PASS, KNOCK, SWAP_ALL, RENEW]


def wrong_moves(game, state, legal, rng):
    legal_set = set(legal)
    cands = list(PLAIN)
    if state.middle is not None:
        hand = state.hand(state.to_move)
        cands += [SWAPS[g, t] for g in state.middle for t in hand]  # the wrong way round
        cands += [SWAPS[rng.choice([c for c in DECK if c != t]), t] for t in state.middle]
        cands += [SWAPS[g, rng.choice([c for c in DECK if c != g])] for g in hand]
    for mv in cands:
        if mv in legal_set:
            continue
        before = game.state_to_json(state)
        with pytest.raises(IllegalMove):
            game.apply(state, mv)
        with pytest.raises(IllegalMove):
            game.parse_move(state, str(mv))
        assert game.state_to_json(state) == before


def check(game, state, legal, rng):
    if state.over:
        return
    # the engine's move codes (legal_codes, which the playout's pick counts without the list)
    # are the legal moves, in their order: the rules of the moves are written in both
    assert [move_of(c) for c in legal_codes(state)] == legal
    if state.middle is None:
        assert state.to_move == state.dealer, "the dealer chooses first"
    else:
        assert value2(state.hand(state.to_move), state.rules.scoring) != 62, "31 ends the round"
    assert state.lives[state.to_move] >= 0
    if rng.random() < 0.04:
        wrong_moves(game, state, legal, rng)
