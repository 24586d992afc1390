"""The compiled build (mypyc) and the pure-Python source are the same engine: identical legal
moves, moves, events, views, points and playouts, hash for hash, on 1,000 random deals per game
spread over every preset and variant.  And the engine's source passes ruff, and all of cardlab
passes mypy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import cardlab

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ["cardlab/games", "cardlab/engine.py", "cardlab/cards.py", "cardlab/_native.py", "hatch_build.py"]


def _run(args, pure):
    env = dict(os.environ)
    env.pop("CARDLAB_PURE", None)
    if pure:
        env["CARDLAB_PURE"] = "1"
    p = subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800
    )
    assert p.returncode == 0, p.stderr[-3000:]
    return p.stdout


def _hashes(game, deals, pure):
    return json.loads(_run([str(ROOT / "tests" / "engine_stream.py"), game, str(deals)], pure))


def _has_compiled_build():
    return (ROOT / "cardlab" / "_compiled.json").exists()


@pytest.mark.parametrize(
    "deals", [pytest.param(250, id="250"), pytest.param(1000, id="1000", marks=pytest.mark.slow)]
)
@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
def test_pure_and_compiled_play_the_same(game, deals):
    """250 deals a game in the quick tier, 1,000 (other deals: the variants' shares differ) in
    the whole suite."""
    if not _has_compiled_build():
        pytest.skip("no compiled build here (make compiled)")
    pure = _hashes(game, deals, pure=True)
    comp = _hashes(game, deals, pure=False)
    assert pure["compiled"] is False
    assert comp["compiled"] is True, "the compiled build is stale or missing: make compiled"
    assert pure["hashes"] == comp["hashes"]


def test_compiled_says_which_build_runs():
    out = _run(["-c", "import cardlab; print(cardlab.compiled())"], pure=True)
    assert out.strip() == "False"
    assert isinstance(cardlab.compiled(), bool)
    if _has_compiled_build() and not os.environ.get("CARDLAB_PURE"):
        assert cardlab.compiled()


def test_bad_input_is_refused_the_same_way():
    from cardlab import IllegalMove, get_game, parse_card
    from cardlab.cards import CardError

    for bad in (None, 7, "ZZ", "", b"QS"):
        with pytest.raises(CardError):
            parse_card(bad)
    for name in ("swoop", "sweep", "schwimmen"):
        g = get_game(name)
        s = cardlab.Match(g, None, 4 if name != "sweep" else 2).new_deal(__import__("random").Random(1))
        for bad in (None, 42, "", "nonsense", ["QS"]):
            with pytest.raises(IllegalMove):
                g.apply(s.copy(), bad)


def test_ruff_passes_on_the_engine():
    ruff = subprocess.run(
        [sys.executable, "-m", "ruff", "check", *ENGINE], cwd=ROOT, capture_output=True, text=True
    )
    assert ruff.returncode == 0, ruff.stdout[-3000:]
    fmt = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", *ENGINE], cwd=ROOT, capture_output=True, text=True
    )
    assert fmt.returncode == 0, fmt.stdout[-3000:]


def test_mypy_passes_on_all_of_cardlab():
    """``mypy cardlab`` with the project's settings (pyproject.toml), in one run: the engine's
    modules that mypyc compiles (hatch_build.MODULES) are checked in it as before, with every
    other module of the package.  A warm cache (.mypy_cache) makes it a matter of seconds."""
    sys.path.insert(0, str(ROOT))
    try:
        from hatch_build import MODULES
    finally:
        sys.path.pop(0)
    assert all(m.startswith("cardlab/") for m in MODULES)  # so the run below checks each of them
    mypy = subprocess.run([sys.executable, "-m", "mypy", "cardlab"], cwd=ROOT, capture_output=True, text=True)
    assert mypy.returncode == 0, mypy.stdout[-6000:] + mypy.stderr[-2000:]


def test_states_and_moves_pickle_and_copy_on_either_build():
    import copy
    import pickle
    import random

    for name in ("swoop", "sweep", "schwimmen"):
        g = cardlab.get_game(name)
        s = cardlab.Match(g, None, 3 if name != "sweep" else 2).new_deal(random.Random(4))
        for _ in range(5):
            g.apply(s, g.legal_moves(s)[0], events=False)
        for t in (pickle.loads(pickle.dumps(s)), copy.deepcopy(s), s.copy()):
            assert g.state_to_json(t) == g.state_to_json(s)
            assert [str(m) for m in g.legal_moves(t)] == [str(m) for m in g.legal_moves(s)]
        for m in g.legal_moves(s):
            assert pickle.loads(pickle.dumps(m)) == m and str(pickle.loads(pickle.dumps(m))) == str(m)
