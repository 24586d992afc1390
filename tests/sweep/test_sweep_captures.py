"""Capture enumeration against a brute-force enumerator on thousands of random tables, and the
canonical grouping."""

import random
from itertools import combinations

import pytest

from cardlab.games.sweep import CARD_VALUE, FACE, canonical_split

from .helpers import DECK, G, pos


def _splits(cards, v):
    """Brute force: can ``cards`` be split into groups of two or more adding up to ``v``?"""
    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    for k in range(1, len(rest) + 1):
        for others in combinations(rest, k):
            if CARD_VALUE[first] + sum(CARD_VALUE[c] for c in others) == v:
                left = [c for c in rest if c not in others]
                if _splits(left, v):
                    return True
    return False


def brute_captures(table, card):
    """Every set of table cards that ``card`` may capture, straight from the rules: a subset of
    the table that is (every card of the rank, or none of them) plus cards that split into sum
    groups (number cards only, and only for a number card)."""
    v, rank = CARD_VALUE[card], card[:-1]
    out = set()
    for k in range(1, len(table) + 1):
        for sub in combinations(table, k):
            match = [c for c in sub if c[:-1] == rank]
            rest = [c for c in sub if c[:-1] != rank]
            if match and len(match) != sum(1 for c in table if c[:-1] == rank):
                continue
            if rest and (card in FACE or any(c in FACE for c in rest)):
                continue
            if _splits(rest, v):
                out.add(frozenset(sub))
    return out


# untraced: the captures come from the compiled engine, which coverage cannot see (pyproject's
# omit list), and traced the brute force in this file costs three times as long
@pytest.mark.no_cover
@pytest.mark.parametrize("chunk", range(4))
def test_captures_match_brute_force_on_random_tables(chunk):
    """2,000 random tables in four parts (each its own seed), shared by the suite's workers."""
    rng = random.Random(2024 + chunk)
    checked = 0
    for i in range(500):
        cards = list(DECK)
        rng.shuffle(cards)
        size = rng.randint(0, 9)
        # mostly low cards, so that sums are plentiful
        if i % 2:
            low = [c for c in cards if CARD_VALUE[c] <= 5]
            table = low[:size]
            rest = [c for c in cards if c not in table]
        else:
            table, rest = cards[:size], cards[size:]
        hand, other = rest[:4], rest[4:5]
        s = pos([hand, other], table)
        moves = G.legal_moves(s)
        assert len(moves) == len(set(moves))
        assert len({str(m) for m in moves}) == len(moves)
        for card in hand:
            got = [frozenset(m.taken) for m in moves if m.kind == "capture" and m.card == card]
            assert len(got) == len(set(got))
            assert set(got) == brute_captures(table, card), (table, card)
            checked += 1
        # every generated capture reads back from its canonical string
        for m in moves:
            assert G.parse_move(s, str(m)) == m
    assert checked == 2000


def test_canonical_split_is_valid_and_independent_of_order():
    rng = random.Random(7)
    numbers = [c for c in DECK if CARD_VALUE[c] <= 10]
    for _ in range(500):
        v = rng.randint(3, 10)
        cards = rng.sample([c for c in numbers if CARD_VALUE[c] < v], rng.randint(2, 8))
        split = canonical_split(cards, v)
        if split is None:
            assert not _splits(cards, v)
            continue
        assert sorted(c for g in split for c in g) == sorted(cards)
        assert all(len(g) >= 2 and sum(CARD_VALUE[c] for c in g) == v for g in split)
        rng.shuffle(cards)
        assert canonical_split(cards, v) == split


def test_twelve_number_cards_on_the_table():
    table = ["AC", "AD", "2C", "2H", "3S", "3D", "4C", "4H", "5S", "5D", "6C", "7H"]
    s = pos([["10D", "9S", "8C", "KD"], ["QS"]], table)
    moves = G.legal_moves(s)
    assert len(moves) == len(set(moves))
    # the 10 can take the whole table? 1+1+2+2+3+3+4+4+5+5+6+7 = 43: no; but many unions
    tens = [m for m in moves if m.card == "10D" and m.kind == "capture"]
    assert len(tens) > 100
    for m in tens[:200]:
        assert sum(CARD_VALUE[c] for c in m.taken) % 10 == 0
