"""The games' policy and knowledge modules: the same shape in every game, and the generic
layers (bots, analysis, the game loop) that ask them without naming a game.  Determinization
deals only samples that the rules allow: no hidden hand of 31 in Schwimmen, a build's owner
holding a card of its value in Sweep."""

from __future__ import annotations

import inspect
import random
import re
from pathlib import Path

import pytest

from cardlab.bots.heuristic import HeuristicBot
from cardlab.bots.ismcts import ISMCTSBot
from cardlab.bots.montecarlo import MonteCarloBot
from cardlab.bots.sampling import Knowledge, determinize
from cardlab.engine import GAMES, Match, get_game

POLICY = {"scores": 3, "utility": 3, "tree_utility": 3, "outcome": 3, "fact": 5}
POLICY_DATA = ("UNITS", "THRESHOLDS", "VALUE_FORMAT", "MONTE_CARLO", "ISMCTS")
KNOWLEDGE = {"start": 2, "update": 4, "seen": 4, "determinize": 5}
ROOT = Path(__file__).resolve().parents[2] / "cardlab"
GENERIC = [*sorted((ROOT / "bots").glob("*.py")), *(ROOT / p for p in ("play.py", "simulation.py"))]
GENERIC += [ROOT / "analysis" / p for p in ("knowledge.py", "evaluate.py", "words.py", "report.py")]


def _params(fn, k):
    return [p.name for p in inspect.signature(fn).parameters.values()][:k]


def test_every_game_has_the_same_policy_and_knowledge():
    first = {}
    for name in GAMES:
        g = get_game(name)
        assert g.policy.__name__ == f"cardlab.games.{name}.policy"
        assert g.knowledge.__name__ == f"cardlab.games.{name}.knowledge"
        for mod, fns in ((g.policy, POLICY), (g.knowledge, KNOWLEDGE)):
            for fn, k in fns.items():
                got = _params(getattr(mod, fn), k)
                assert got == first.setdefault(fn, got), (name, fn, got)
        for key in POLICY_DATA:
            assert isinstance(getattr(g.policy, key), dict), (name, key)
        assert set(g.policy.MONTE_CARLO) >= {"default", "fast"} and set(g.policy.ISMCTS) >= {
            "default",
            "fast",
        }


def test_no_python_module_outside_the_games_names_a_game():
    """Issue 29's measure: outside ``cardlab/games/`` only the registry names a game."""
    pattern = re.compile("|".join(GAMES), re.IGNORECASE)
    registry = re.compile(r'^    "(%s)": "cardlab\.games\.\1",$' % "|".join(GAMES))
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if (ROOT / "games") in path.parents:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and not (path.name == "engine.py" and registry.match(line)):
                found.append(f"{path.relative_to(ROOT)}:{n}")
    assert not found, found


def test_the_generic_layers_name_no_game():
    pattern = re.compile("|".join(GAMES), re.IGNORECASE)
    for path in GENERIC:
        hits = [
            n
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)
        ]
        assert not hits, (path.name, hits)


def _positions(name, k, seed, players=3):
    g = get_game(name)
    rng = random.Random(seed)
    out, m = [], Match(g, None, players)
    st = m.new_deal(rng)
    while len(out) < k:
        if st.over:
            m.end_deal(st)
            if m.finished:
                m = Match(g, None, players)
            st = m.new_deal(rng)
            continue
        out.append(st.copy())
        g.apply(st, HeuristicBot().choose(g, st), events=False)
    return g, out


def _hidden_31(g, det, seat):
    from cardlab.games.schwimmen import value2

    v = g.view(det, seat)
    full = g.view(det, None)["players"]
    return [
        s
        for s, p in enumerate(v["players"])
        if p["hand"] is None and p["hand_count"] and value2(full[s]["hand"], det.rules.scoring) == 62
    ]


@pytest.mark.parametrize("knowing", [False, True])
def test_no_hidden_hand_of_31(monkeypatch, knowing):
    """A hand of 31 is laid down at once: no sample hides one.  Without dealing again, the
    same samples would (so the test does reach the rule)."""
    from cardlab.games.schwimmen import knowledge

    g, pos = _positions("schwimmen", 60, seed=8, players=4)
    pos = [st for st in pos if not st.choosing]

    def thirty_ones():
        n = 0
        for i, st in enumerate(pos):
            know = Knowledge(g, st) if knowing else None
            for j in range(8):
                n += len(
                    _hidden_31(
                        g, determinize(g, st, st.to_move, random.Random(100 * i + j), know), st.to_move
                    )
                )
        return n

    assert thirty_ones() == 0
    monkeypatch.setattr(knowledge, "TRIES", 1)
    assert thirty_ones() > 0


def test_a_builds_owner_holds_its_value():
    """Ben built 3+4 = 7, so he holds a 7: every sample gives him one, and the search bots
    decide (they used to find Ben without a legal move)."""
    g = get_game("sweep")
    start = {
        "dealer": 1,
        "hands": [["2H", "KD"], ["7C", "QS"]],
        "table": ["4C", {"build": ["3D", "4D"], "owner": 1}],
        "stock": [],
        "captured": [["2C", "3C", "5C", "6C", "8C", "9C"], ["2S", "3S", "5S", "6S", "8S"]],
        "sweeps": [0, 0],
        "to_move": 0,
    }
    st = g.state_from_json(g.rules(building=True), 2, start)
    for i in range(30):
        det = determinize(g, st, 0, random.Random(i))
        assert any(c[:-1] == "7" for c in g.view(det, None)["players"][1]["hand"])
        assert g.view(det, 0) == g.view(st, 0)
    for bot in (MonteCarloBot(samples=6), ISMCTSBot(iterations=12)):
        assert bot.choose(g, st.copy(), random.Random(1)) in g.legal_moves(st)


@pytest.mark.parametrize("name", list(GAMES))
def test_knowledge_keeps_what_the_seat_knows(name):
    """Along a deal, a sample from the knowledge of the seat to move keeps its view and every
    card the whole table knows to be in a hidden hand."""
    g = get_game(name)
    st = Match(g, None, 3).new_deal(random.Random(5))
    know = Knowledge(g, st)
    i = 0
    while not st.over:
        seat = st.to_move
        det = determinize(g, st, seat, random.Random(i), know)
        assert g.view(det, seat) == g.view(st, seat)
        assert sorted(g.card_count(det).items()) == sorted(g.card_count(st).items())
        full = g.view(det, None)["players"]
        for s, cards in enumerate(know.known):
            if s != seat and full[s]["hand"] is not None:
                assert all(full[s]["hand"].count(c) >= k for c, k in cards.items()), (s, cards)
        before = st.copy()
        mv = HeuristicBot().choose(g, st)
        g.apply(st, mv, events=False)
        know.update(before, mv, st)
        i += 1
    assert i > 5
