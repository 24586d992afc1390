"""Shuffling exactly as :meth:`random.Random.shuffle` does, a little faster.

For a plain ``random.Random`` the loop of the standard library is inlined (the same calls of
``getrandbits``, so the same order from the same seed); any other generator shuffles itself.
"""

from __future__ import annotations

from random import Random
from typing import Any, Final

# the standard library's shuffle draws with _randbelow_with_getrandbits; inline it only then
_INLINE: Final[bool] = getattr(Random, "_randbelow", None) is getattr(
    Random, "_randbelow_with_getrandbits", 0
)


def shuffle(rng: Any, x: list[Any]) -> None:
    """Shuffle ``x`` in place as ``rng.shuffle(x)`` would."""
    if type(rng) is not Random or not _INLINE:
        rng.shuffle(x)
        return
    bits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j: int = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]


def shuffle_cards(rng: Any, ids: list[int], card_str: list[str], card_id: dict[str, int]) -> None:
    """Shuffle the card ids ``ids`` in place as ``rng.shuffle`` would shuffle their card strings:
    a plain ``random.Random`` moves the ids themselves (the order depends on the length only);
    any other generator shuffles the strings (it may rig them by the cards)."""
    if type(rng) is Random and _INLINE:
        shuffle(rng, ids)
        return
    strs = [card_str[c] for c in ids]
    rng.shuffle(strs)
    ids[:] = [card_id[c] for c in strs]
