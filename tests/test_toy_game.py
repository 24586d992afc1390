"""A fourth game, Higher (tests/toygame/, a few dozen lines a module), plugs into cardlab
through the game protocol alone: registered with ``cardlab.engine.register``, its words brought
along as ``Game.messages``, it deals, plays at random to the end under the generic checker, is
written as a record and checked by the command line, replayed, played at the Table, posed as a
puzzle and analysed, and the observer never lets a seat see another's hidden cards."""

from __future__ import annotations

import random

import pytest

from cardlab import Record, engine, get_game
from cardlab.explain import catalog, text
from cardlab.observe import cards_in
from cardlab.play import play_game

from .conftest import run_cli
from .random_play import check_deal, check_game, variants


@pytest.fixture(autouse=True, scope="module")
def higher():
    """Higher registered for this module's tests only; the registry and the catalog as they
    were afterwards (the other tests go over every registered game)."""
    from cardlab.puzzles.goals import goals_of
    from cardlab.widgets.frames import labels

    # the goals and the widgets' words asked for before Higher comes
    assert goals_of("higher") == [] and "common.label.game.higher" not in labels("de")
    games, words = dict(engine.GAMES), dict(catalog())
    engine.register("higher", "tests.toygame")
    yield get_game("higher")
    engine.GAMES.clear()
    engine.GAMES.update(games)
    engine._LOADED.pop("higher", None)
    catalog().clear()
    catalog().update(words)


def _record(seed=1, n=2, bots=("random",)):
    return play_game("higher", None, n, bots=list(bots), seed=seed)


def _hidden(state, seat) -> set:
    """The cards ``seat`` must never be shown: the other hands and the stock."""
    return {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.stock)


def test_register_and_deal(higher):
    assert higher.name == "higher" and "higher" in engine.GAMES
    with pytest.raises(ValueError):
        engine.register("higher", "tests.elsewhere")
    state = engine.Match(higher, None, 3).new_deal(random.Random(4))
    assert [len(h) for h in state.hands] == [4, 4, 4] and len(state.stock) == 4
    assert text("higher.play", "de", ["Anna"], player=0, card="7S") == "Anna spielt 7♠."


@pytest.mark.parametrize("n", [2, 3])
def test_random_play(higher, n):
    rng = random.Random(n)
    for _, preset, opts in variants("higher"):
        for _ in range(10):
            assert check_deal("higher", higher.rules(preset, **opts), n, rng) == 4 * n


def test_whole_game_between_bots(higher):
    check_game("higher", higher.rules(), 3, seed=2, bots=["heuristic", "random", "mc-fast"])


def test_record_through_the_command_line(tmp_path):
    path = tmp_path / "higher.json"
    _record().save(path)
    code, out, err = run_cli("check", path)
    assert code == 0, err
    assert "higher" in out
    code, out, err = run_cli("show", path, "--lang", "de")
    assert code == 0, err
    bad = Record.load(path)
    bad.deals[0].moves[0] = "9C"
    bad.save(path)
    code, out, err = run_cli("check", path)
    assert code != 0 and "move 1" in err
    code, out, err = run_cli("play", "higher", "--players", "2", "--out", tmp_path / "p.json")
    assert code == 0, err
    assert Record.load(tmp_path / "p.json").check().finished
    code, out, err = run_cli("moves", tmp_path / "p.json", "--at", "1")
    assert code == 0 and len(out.split()) >= 4, (out, err)
    code, out, err = run_cli("analyse", tmp_path / "p.json", "--strength", "fast", "--no-progress")
    assert code == 0 and out, err
    code, out, err = run_cli("puzzles", "generate", "higher", "--games", "4", "--out", tmp_path / "pz")
    assert code == 0, err
    for f in sorted((tmp_path / "pz").iterdir())[:2]:
        code, out, err = run_cli("puzzles", "check", f, "--answer", "9S", "--lang", "de")
        assert code in (0, 1) and out, err
    code, out, err = run_cli("simulate", "higher", "--games", "3", "--players", "3", "--out", "-")
    assert code == 0 and len(out.splitlines()) == 4, (out, err)


def test_replay(higher):
    from cardlab.widgets import Replay

    rec = _record(seed=3, n=3)
    for seat in (None, 0, 1, 2):
        r = Replay(rec, seat=seat)
        frames = r.frames
        assert len(frames) == 1 + 12
        for lang in ("en", "de"):
            texts = r.built()["deals"][0]["texts"][lang]
            assert all(t["x"] or i == 0 for i, t in enumerate(texts)), texts
        if seat is not None:  # a seat is told nothing of another hand nor of the stock
            for step, f in zip(rec.replay(events=False), frames):
                assert not cards_in(f["v"]) & _hidden(step.state, seat)
    assert "spielt" in Replay(rec).built()["deals"][0]["texts"]["de"][1]["x"]
    assert Replay(rec).labels["de"]["common.label.game.higher"] == "Höher"
    html = Replay(rec, seat=1, lang="de").to_html()
    assert "higher" in html and "GAMES.generic" in html


def test_table(higher):
    from cardlab.widgets import Table

    t = Table("higher", seat=0, bots=["heuristic", "random"], seed=5)
    while not t.finished:
        t.play(0)
        assert not cards_in(t.view) & _hidden(t.state, 0)
    assert t.record.check().finished
    assert t.status


def test_puzzle(higher):
    from cardlab.puzzles.generate import generate
    from cardlab.widgets import Puzzle

    puzzles = generate("higher", games=6, seed=1)
    assert puzzles
    p = puzzles[0]
    right = p.solution["moves"][0]
    wrong = next(m for m in p.legal_moves() if m not in p.solution["moves"])
    assert p.check(right).correct and not p.check(wrong).correct
    assert "Stich" in p.check(right, "de").text
    w = Puzzle(p, lang="de")
    w.submit(wrong)
    assert w.verdict is not None and not w.verdict.correct
    assert w.feedback
    assert not cards_in(p.view) & _hidden(p.state, p.seat)


def test_analysis(higher):
    import cardlab
    from cardlab.widgets import Replay

    rec = _record(seed=7, n=2)
    a = cardlab.analyse(rec, seat=0, strength="fast", progress=False)
    assert len(a) == 3  # seat 0's last card is no decision
    assert a.text("de") and a.text("en")
    hidden = {}  # before each move: the cards seat 0 cannot see
    for step in rec.replay(events=False):
        if step.index < len(rec.deals[0].moves) - 1:
            hidden[step.index + 1] = _hidden(step.state, 0)
    for d in a:
        assert d.seat == 0
        named = {m["move"] for m in d.moves} | set(d.best) | {d.played}
        assert named and not named & hidden[d.at], d
    r = Replay(a, seat=0)  # the annotated record, as seat 0 sees it
    assert r.analysis["deals"]
    for f, step in zip(r.frames, rec.replay(events=False)):
        assert not cards_in(f["v"]) & _hidden(step.state, 0)


def test_without_teaching(higher):
    """A game needs no teaching module: the table of every game's notation leaves it out."""
    from cardlab.lessons.tutorial import notation

    assert higher.teaching is None
    assert notation(lang="de").rows


def test_without_score_sheet_and_charts(higher):
    """A game needs no scoresheet or charts module: the sheet refuses it in words, the totals
    chart draws its points, the other games' charts refuse its record."""
    from cardlab.games._scoresheet import ScoreSheetError
    from cardlab.scoresheet import Sheet

    assert higher.scoresheet is None and higher.charts is None
    with pytest.raises(ScoreSheetError) as e:
        Sheet("higher", ["Anna", "Ben"])
    assert e.value.message("de") == "higher hat keinen Punktezettel."
    pytest.importorskip("matplotlib")
    from cardlab import plots

    rec = _record(seed=9, n=3)
    assert plots.totals(rec, "de").axes[0].get_ylabel() == "Punkte"
    with pytest.raises(ValueError, match="Sweep records"):
        plots.captures(rec)


def test_fresh_worker_processes(higher):
    """Worker processes that start afresh (spawn, as on macOS and Windows, or Dask's) do not
    know the registered game until the analysis and the simulation tell them where it lives."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import cardlab

    rec = _record(seed=7, n=2)
    here = cardlab.analyse(rec, seat=0, strength="fast", progress=False)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as ex:
        there = cardlab.analyse(rec, seat=0, strength="fast", progress=False, executor=ex)
    assert there.to_json() == here.to_json()
    from cardlab.simulation import simulate

    rows = simulate("higher", games=4, players=3, seed=1, progress=False)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as ex:
        assert simulate("higher", games=4, players=3, seed=1, progress=False, executor=ex) == rows
