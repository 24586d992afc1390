"""`cardlab play --deals N` records the first N deals of a game (a record `cardlab check` accepts,
every deal complete, the Replay showing no round "not played yet"), and the list commands speak
the language asked for (`cardlab puzzles list --lang de`, `cardlab lesson list --lang de`)."""

import json

import pytest

from cardlab import Record
from cardlab.engine import GAMES
from cardlab.lessonfiles.files import in_lang
from cardlab.lessonfiles.files import shipped as shipped_lessons
from cardlab.puzzles.model import shipped as shipped_puzzles

from .conftest import run_cli


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("n", [1, 2])
def test_play_records_n_deals(tmp_path, game, n):
    out = tmp_path / f"{game}.json"
    code, so, se = run_cli("play", game, "--players", "3", "--deals", n, "--seed", 4, "--out", out)
    assert code == 0 and not se, se
    rec = Record.load(out)
    assert len(rec.deals) == n and rec.meta == {"seed": 4, "max_deals": n}
    assert (
        so.strip()
        == f"{out}: {n} deal{'s' if n > 1 else ''}, not finished (stopped after {n} deal{'s' if n > 1 else ''}, as asked)"
    )
    code, so, se = run_cli("check", out, "--json")
    assert code == 0 and not se, se
    summary = json.loads(so)
    assert [d["complete"] for d in summary["deals"]] == [True] * n and not summary["finished"]
    # the same deals as the whole game's first ones (the same seed)
    whole = tmp_path / "whole.json"
    assert run_cli("play", game, "--players", "3", "--seed", 4, "--out", whole)[0] == 0
    full = Record.load(whole)
    assert "max_deals" not in full.meta
    assert [d.to_json() for d in rec.deals] == [d.to_json() for d in full.deals[:n]]


def test_the_replay_of_one_deal_has_no_round_still_to_come(tmp_path):
    pytest.importorskip("anywidget")
    from cardlab.widgets import Replay

    out = tmp_path / "one.json"
    assert run_cli("play", "schwimmen", "--deals", "1", "--seed", "3", "--out", out)[0] == 0
    rows = Replay(out, lang="de").scores["rows"]
    assert len(rows) == 1 and rows[0]["points"] is not None  # reached, and scored at its end


def test_a_game_over_before_n_deals_is_whole(tmp_path):
    out = tmp_path / "s.json"
    code, so, _ = run_cli(
        "play", "schwimmen", "--players", "2", "--deals", "999", "--seed", "1", "--out", out
    )
    assert code == 0 and "winners: " in so and "as asked" not in so
    assert "max_deals" not in Record.load(out).meta


@pytest.mark.parametrize("bad", ["0", "-3", "x"])
def test_deals_must_be_a_positive_number(tmp_path, bad):
    code, so, se = run_cli("play", "swoop", "--deals", bad, "--out", tmp_path / "x.json")
    assert code == 2 and not (tmp_path / "x.json").exists()
    assert "--deals" in se and "Traceback" not in se


@pytest.mark.parametrize("lang", ["de", "en"])
def test_puzzles_list_in_the_language_asked(lang):
    code, so, se = run_cli("puzzles", "list", "--lang", lang)
    assert code == 0 and not se
    rows = [line.split("\t") for line in so.splitlines()]
    want = {p.id: p.text("title", lang) for p in shipped_puzzles()}
    assert {r[0]: r[4] for r in rows} == want
    german = {p.id: p.title.get("de") for p in shipped_puzzles() if p.title.get("de")}
    english = {p.id: p.title.get("en") for p in shipped_puzzles()}
    assert german  # the shipped puzzles are translated
    differs = [i for i in german if german[i] != english[i]]
    shown = {r[0]: r[4] for r in rows}
    assert all(shown[i] == (german if lang == "de" else english)[i] for i in differs)
    # one game's list, in German too
    code, so, _ = run_cli("puzzles", "list", "sweep", "--lang", lang)
    assert code == 0 and so and all(line.split("\t")[1] == "sweep" for line in so.splitlines())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lesson_list_in_the_language_asked(lang):
    code, so, se = run_cli("lesson", "list", "--lang", lang)
    assert code == 0 and not se
    shown = {line.split("\t")[0]: line.split("\t")[3] for line in so.splitlines()}
    lessons = shipped_lessons()
    assert shown == {ls.id: in_lang(ls.title, lang) for ls in lessons}
    if lang == "de":
        assert shown["schwimmen-first-lesson"] == "Schwimmen: auf dem Weg zur 31"
    else:
        assert shown["schwimmen-first-lesson"] == "Schwimmen: towards 31"


def test_list_lang_is_checked():
    assert run_cli("puzzles", "list", "--lang", "fr")[0] == 2
    assert run_cli("lesson", "list", "--lang", "fr")[0] == 2
