"""Random deals and whole games of every game in the registry, every preset and every option
that changes play, checked at every move by one checker (tests/random_play.py), plus golden
playthroughs: a few deals written out as text (tests/data/golden/) and compared line by line, so
that any change in what the engines generate, play or say shows as a diff.

``CARDLAB_REGOLD=1 pytest tests/test_random_play.py -k golden`` writes the golden files anew
(look at the diff before committing it)."""

from __future__ import annotations

import difflib
import importlib
import os
import random
import zlib
from pathlib import Path

import pytest

from cardlab import get_game
from cardlab.engine import GAMES

from .random_play import cases, check_deal, check_game, playthrough

GOLDEN = Path(__file__).parent / "data" / "golden"
# random deals a variant in the quick tier; the slow tier plays SLOW_DEALS more of each game
DEALS = {"swoop": 12, "sweep": 30, "schwimmen": 30}
SLOW_DEALS = {"swoop": 400, "sweep": 1200, "schwimmen": 1200}
# the slow deals in parts that the workers share (a part plays every PARTS-th deal, its own seed)
SLOW_PARTS = {"swoop": 4, "sweep": 2, "schwimmen": 1}
CASES = list(cases())


def _extra(name, what="check"):
    """The game's own invariants (``check`` at every position, ``check_record`` of a whole
    game, in tests/<game>/invariants.py), if it has any."""
    try:
        mod = importlib.import_module(f"tests.{name}.invariants")
    except ModuleNotFoundError as e:
        if e.name != f"tests.{name}.invariants":
            raise
        return None
    return getattr(mod, what, None)


def _players(g, i):
    return g.MIN_PLAYERS + i % (g.MAX_PLAYERS - g.MIN_PLAYERS + 1)


def _traced(cases):
    """Under make test's coverage each game's first variant and its "all-changed" one are traced;
    the others run untraced (no_cover): the same code, and traced they cost three times as long."""
    seen, out = set(), []
    for c in cases:
        traced = c[0] not in seen or c[1] == "all-changed"
        seen.add(c[0])
        out.append(pytest.param(*c, id=f"{c[0]}-{c[1]}", marks=[] if traced else [pytest.mark.no_cover]))
    return out


@pytest.mark.parametrize("name,vid,preset,opts", _traced(CASES))
def test_random_deals(name, vid, preset, opts):
    g = get_game(name)
    rules = g.rules(preset, **opts)
    rng = random.Random(zlib.crc32(f"{name}/{vid}".encode()))
    extra = _extra(name)
    moves = sum(check_deal(name, rules, _players(g, i), rng, extra) for i in range(DEALS.get(name, 20)))
    assert moves > 0


@pytest.mark.slow
@pytest.mark.no_cover  # the quick tier's deals run the same code under coverage; traced, these cost twice
@pytest.mark.parametrize(
    "name, part", [(n, p) for n in GAMES for p in range(SLOW_PARTS.get(n, 1))], ids=lambda v: str(v)
)
def test_many_random_deals(name, part):
    """SLOW_DEALS[name] deals, spread over the game's variants and player counts (this part: every
    SLOW_PARTS[name]-th of them)."""
    g = get_game(name)
    variants = [c for c in CASES if c[0] == name]
    rng = random.Random(2026 + part)
    extra = _extra(name)
    for i in range(part, SLOW_DEALS[name], SLOW_PARTS.get(name, 1)):
        _, _, preset, opts = variants[i % len(variants)]
        check_deal(
            name,
            g.rules(preset, **opts),
            _players(g, i // len(variants)),
            rng,
            extra,
            every_move_parse=25,
            json_every=25,
        )


@pytest.mark.parametrize("name", list(GAMES))
def test_whole_games(name):
    """Two whole games a preset, saved as records, read back and replayed."""
    g = get_game(name)
    for p, preset in enumerate(g.PRESETS):
        for seed in range(2):
            check_game(
                name, g.rules(preset), _players(g, p + seed + 1), seed, extra=_extra(name, "check_record")
            )


GOLDEN_DEALS = [(name, _i) for name in GAMES for _i in range(2)]


@pytest.mark.parametrize("name,i", GOLDEN_DEALS, ids=[f"{n}-{i}" for n, i in GOLDEN_DEALS])
def test_golden_playthroughs(name, i):
    g = get_game(name)
    n = _players(g, 2 * i + 1)
    opts = {} if i == 0 else dict(next(c[3] for c in CASES if c[0] == name and c[1] == "all-changed"))
    text = playthrough(name, None, opts, n, seed=100 + i)
    path = GOLDEN / f"{name}-{i}.txt"
    if os.environ.get("CARDLAB_REGOLD") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    if text != want:
        diff = "".join(
            difflib.unified_diff(want.splitlines(True), text.splitlines(True), str(path), "now", n=1)
        )
        pytest.fail(
            f"the playthrough differs from {path.name} (CARDLAB_REGOLD=1 writes it anew):\n{diff[:4000]}"
        )


@pytest.mark.parametrize("name", list(GAMES))
def test_is_legal_judges_move_values_by_the_position(name):
    """A move value legal in one position is not legal in a later one where it is not generated
    (issue 29: ``is_legal`` let every move value through)."""
    g = get_game(name)
    rng = random.Random(3)
    s = g.deal(g.rules(), _players(g, 0), rng)
    earlier = g.legal_moves(s)
    assert all(g.is_legal(s, mv) for mv in earlier) and all(g.is_legal(s, str(mv)) for mv in earlier)
    found = 0
    while not s.over and found < 3:
        moves = g.legal_moves(s)
        g.apply(s, moves[rng.randrange(len(moves))], events=False)
        if s.over:
            break
        now = set(g.legal_moves(s))
        for mv in earlier:
            if mv not in now:
                assert not g.is_legal(s, mv), f"{mv} is not among the legal moves of this position"
                found += 1
    assert found
