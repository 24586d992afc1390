"""A state hands out read-only values: every public attribute a state computes (a property such
as ``pile``, ``table`` or ``hands``) is made of tuples, so ``state.table.append("QS")`` fails
loudly instead of changing a copy that is thrown away (issue 29).  A change is made by setting
the whole value, from a list or a tuple alike."""

import ast
import random
import sys
from pathlib import Path

import pytest

from cardlab.engine import GAMES, get_game


def _properties(state) -> list[str]:
    """The public properties of the state's class, read from its source (a compiled class's
    properties and fields look alike from inside Python)."""
    cls = type(state)
    source = Path(sys.modules[cls.__module__].__file__)
    tree = ast.parse(source.with_name(source.name.split(".")[0] + ".py").read_text())
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__).body
    names = {
        f.name
        for f in body
        if isinstance(f, ast.FunctionDef)
        and any(isinstance(d, ast.Name) and d.id == "property" for d in f.decorator_list)
    }
    return sorted(n for n in names if not n.startswith("_"))


def _settable(state, prop: str) -> bool:
    try:
        setattr(state.copy(), prop, getattr(state, prop))
    except AttributeError:
        return False
    return True


def _lists_in(value, where: str) -> list[str]:
    """The places in ``value`` that are lists (a dict's values are looked into, not the dict)."""
    if isinstance(value, list):
        return [where]
    if isinstance(value, tuple):
        return [p for i, v in enumerate(value) for p in _lists_in(v, f"{where}[{i}]")]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _lists_in(v, f"{where}[{k!r}]")]
    return []


def _positions(name: str, seed: int, every: int = 5):
    g = get_game(name)
    rng = random.Random(seed)
    st = g.deal(g.rules(), g.MIN_PLAYERS + 1 if g.MAX_PLAYERS > g.MIN_PLAYERS else g.MIN_PLAYERS, rng)
    i = 0
    while True:
        if i % every == 0:
            yield g, st
        if not g.legal_moves(st):
            return
        g.apply(st, rng.choice(g.legal_moves(st)))
        i += 1


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_value_a_state_hands_out_is_read_only(name):
    seen = set()
    for seed in range(3):
        for _, st in _positions(name, seed):
            for prop in _properties(st):
                value = getattr(st, prop)
                assert _lists_in(value, prop) == [], f"{name}: {prop} hands out a list"
                if isinstance(value, tuple):
                    seen.add(prop)
                    with pytest.raises(AttributeError):
                        value.append("x")  # type: ignore[attr-defined]
    assert {"hands"} <= seen  # the check looked at the card values, not only at flags


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_value_set_from_a_list_or_a_tuple_is_the_same(name):
    _, st = next(_positions(name, 7))
    for prop in _properties(st):
        if not _settable(st, prop):
            continue
        value = getattr(st, prop)
        if not isinstance(value, tuple):
            continue
        a, b = st.copy(), st.copy()
        setattr(a, prop, value)
        setattr(b, prop, [list(v) if isinstance(v, tuple) else v for v in value])
        assert getattr(a, prop) == getattr(b, prop) == value, prop
