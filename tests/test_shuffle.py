"""The engines' shuffle is ``random.Random.shuffle``: the same order from the same seed, and the
generator left where the standard library leaves it (the next draws agree)."""

import random

from cardlab.games._rand import shuffle


def test_the_inlined_shuffle_is_the_standard_librarys():
    for length in [0, 1, 2, 3, 5, 31, 32, 33, 52, 54, 108, 216, 1025, 1030, 3000]:
        for seed in range(40 if length < 300 else 3):
            a, b = list(range(length)), list(range(length))
            ra, rb = random.Random(seed), random.Random(seed)
            shuffle(ra, a)
            rb.shuffle(b)
            assert a == b, (length, seed)
            assert ra.getrandbits(32) == rb.getrandbits(32) and ra.random() == rb.random()


def test_another_generator_shuffles_itself():
    class Reverse(random.Random):
        def shuffle(self, x):
            x.reverse()

    cards = ["AC", "2C", "3C"]
    shuffle(Reverse(1), cards)
    assert cards == ["3C", "2C", "AC"]
