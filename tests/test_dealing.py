"""Dealing: the engines shuffle card ids for a plain ``random.Random`` and the card strings for any
other generator; both give the deal that ``rng.shuffle`` of the card strings gives."""

import random

import pytest

from cardlab import get_game
from cardlab.engine import Match


class StringShuffle(random.Random):
    """The same random stream, but not a plain Random: the engine shuffles card strings with it."""


@pytest.mark.parametrize(
    "game,n,opts",
    [
        ("swoop", 3, {}),
        ("swoop", 8, {"table_cards": "none"}),
        ("sweep", 2, {}),
        ("sweep", 4, {"eight_card_deal": True}),
        ("schwimmen", 4, {}),
    ],
)
def test_a_deal_of_ids_is_the_deal_of_the_card_strings(game, n, opts):
    g = get_game(game)
    for seed in range(60):
        a, b = Match(g, g.rules(**opts), n), Match(g, g.rules(**opts), n)
        ra, rb = random.Random(seed), StringShuffle(seed)
        for _ in range(2):  # the first deal (with its draw) and the next
            sa, sb = a.new_deal(ra), b.new_deal(rb)
            assert g.state_to_json(sa) == g.state_to_json(sb)
        assert ra.random() == rb.random()


def test_a_rigged_shuffle_deals_the_cards_it_puts_first():
    g = get_game("swoop")

    class Rigged(random.Random):
        def shuffle(self, x):
            x.sort(key=lambda c: (c != "X", c))  # the jokers first

    s = g.deal(g.rules(), 3, Rigged(1))
    assert s.down[0][:2] == ["X", "X"]
