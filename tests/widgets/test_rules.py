"""The Rules control's Python side (cardlab/widgets/rules.py): every set of rules and every
variant of every game in German and English words with a one-line explanation, no code in them;
the rules a choice makes; the Table starting a new game under other rules; the Replay and the
Lesson showing theirs, read-only."""

import json
import re

import pytest

from cardlab import engine, get_game
from cardlab.engine import RulesError
from cardlab.explain import LANGS, catalog
from cardlab.widgets import Replay, Table
from cardlab.widgets.rules import (
    changed,
    chosen,
    describe,
    lesson_panels,
    needed_keys,
    offered,
    panel,
    rules_with,
    summary,
    token,
    value_words,
)

GAMES = list(engine.GAMES)

# what code looks like in a learner's text: snake_case, a literal of Python or JSON, a quoted
# name, a keyword argument, a template or catalog key left unfilled, a call
CODE = [
    re.compile(r"\b[A-Za-z]+_[A-Za-z0-9_]+\b"),
    re.compile(r"\b(True|False|None|true|false|null)\b"),
    re.compile(r"[`'\"][A-Za-z_]+[`'\"]"),
    re.compile(r"\w=\S"),
    re.compile(r"[{}]"),
    re.compile(r"\b[a-z]+\.[a-z_]+\.[a-z_.]+\b"),
    re.compile(r"\w\(\)"),
]


def code_in(s: str) -> list:
    return [m.group(0) for p in CODE for m in p.finditer(s)]


def texts(obj):
    """Every string a learner reads in a description or a panel (not the tokens and names the
    browser only uses to tell the choices apart)."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in ("token", "name", "values", "game", "kind"):
                continue
            yield from texts(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from texts(v)
    elif isinstance(obj, str):
        yield obj


def every_rules(game):
    """Each preset, and each value a menu offers for each option under each preset."""
    g = get_game(game)
    for p in g.PRESETS:
        yield g.rules(p)
        for name in g.OPTIONS:
            for v in offered(g, name):
                yield rules_with(g, p, **{name: v})


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_and_value_has_words_in_both_languages(game):
    keys = needed_keys(game)
    g = get_game(game)
    assert len(keys) >= 2 * len(g.PRESETS) + 3 * len(g.OPTIONS)
    missing = [
        (k, lang) for k in keys for lang in LANGS if not (catalog().get(k) or {}).get(lang, "").strip()
    ]
    assert not missing, missing
    for name, opt in g.OPTIONS.items():
        for v in offered(g, name):
            assert opt.validate(name, v) == v  # a menu offers only values the rules take
            words = {lang: value_words(g, name, v, lang) for lang in LANGS}
            assert words["en"] != words["de"] or words["en"].isdigit(), (name, v, words)


@pytest.mark.parametrize("game", GAMES)
def test_no_code_leaks_into_the_learners_words(game):
    found = []
    for r in every_rules(game):
        p = panel(game, r)
        for lang in LANGS:
            for s in texts(p[lang]):
                found += [(lang, s, c) for c in code_in(s)]
    assert not found, found[:10]


def test_the_code_check_catches_code():
    planted = [
        "target_score",
        "only the hand (false: not the table)",
        "'both' or 'none'",
        "partnerships=False",
        "bei {n} Punkten",
        "rules.value.swoop.big_swoop.on",
        "Replay()",
        "null: no limit",
    ]
    assert all(code_in(s) for s in planted), [s for s in planted if not code_in(s)]
    fine = ["A♠ in a sweep", "drei gleiche Karten 30,5, drei Asse 31", "7-8-9-Regel", "at 200 points"]
    assert not any(code_in(s) for s in fine)


@pytest.mark.parametrize("game", GAMES)
def test_explanations_are_one_line_and_the_values_of_an_option_differ(game):
    for lang in LANGS:
        d = describe(game, None, lang)
        for p in d["preset"]["choices"]:
            assert "\n" not in p["about"] and 20 < len(p["about"]) <= 130, p
        assert len({p["words"] for p in d["preset"]["choices"]}) == len(d["preset"]["choices"])
        for op in d["options"]:
            assert "\n" not in op["about"] and 20 < len(op["about"]) <= 130, op
            assert op["words"] and op["words"] != op["name"]
            words = [c["words"] for c in op["choices"]]
            assert len(set(words)) == len(words) >= 2, op
            assert op["value"] in words


def test_describe_says_the_rules_in_play():
    d = describe("swoop", {"preset": "published", "table_cards": "mystery_only"}, "de")
    assert d["preset"]["token"] == "published" and d["preset"]["words"] == "Veröffentlichte Regeln"
    ops = {op["name"]: op for op in d["options"]}
    assert ops["table_cards"]["value"] == "nur 4 Geheimkarten" and ops["table_cards"]["changed"]
    assert ops["target_score"]["value"] == "bei 500 Punkten" and not ops["target_score"]["changed"]
    assert ops["dead_deal_plays"]["value"] == "endet nie vorzeitig"
    assert d["summary"] == "Veröffentlichte Regeln mit einer Variante"
    # each set of rules says what every option is under it: the menus follow a change of set
    house = next(p for p in d["preset"]["choices"] if p["token"] == "house")
    assert json.loads(house["values"]["target_score"]) == 200
    assert describe("sweep", None, "en")["summary"] == "Standard rules"


def test_offered_values():
    assert offered("swoop", "target_score") == [100, 200, 300, 500]
    assert offered("swoop", "target_score", 250) == [100, 200, 250, 300, 500]  # the value in play
    assert offered("swoop", "dead_deal_plays") == [100, 200, None]  # "never" last
    assert offered("sweep", "partnerships") == [True, False]  # yes or no, the default first
    assert offered("schwimmen", "scoring") == list(get_game("schwimmen").OPTIONS["scoring"].choices)
    assert value_words("swoop", "target_score", 250, "en") == "at 250 points"


def test_rules_with_keeps_only_real_variants():
    r = rules_with("swoop", "published", target_score=500, big_swoop=True)
    assert r.to_json() == {"preset": "published", "big_swoop": True}
    assert changed(r) == ["big_swoop"]
    assert rules_with("swoop", r, big_swoop=False).to_json() == {"preset": "published"}
    assert rules_with("sweep", {"preset": "default", "majority": "half"}).to_json() == {"preset": "default"}
    assert summary(rules_with("sweep", None, majority="most", building=True), "en") == (
        "Standard rules with 2 variants"
    )
    with pytest.raises(RulesError) as e:
        rules_with("sweep", None, majoriti="most")
    assert e.value.message("de") != str(e.value)


def test_chosen_reads_the_browsers_choice():
    r = chosen(
        "swoop", {"preset": "house", "options": {"table_cards": token("none"), "dead_deal_plays": "null"}}
    )
    assert r.preset == "house" and r.table_cards == "none" and r.dead_deal_plays is None
    # a new set of rules with every menu at its values: no variant
    g = get_game("swoop")
    d = describe(g, None, "en")
    pub = next(p for p in d["preset"]["choices"] if p["token"] == "published")
    assert chosen(g, {"preset": "published", "options": pub["values"]}).to_json() == {"preset": "published"}
    for bad in ({"preset": "nope"}, {"options": {"table_cards": '"all"'}}, {"options": {"x": "1"}}):
        with pytest.raises(RulesError):
            chosen("swoop", bad)


def test_panel_words():
    p = panel("swoop", None, "record")
    assert not p["editable"] and p["kind"] == "record"
    assert p["de"]["words"]["button"] == "Regeln: Hausregeln"
    assert p["en"]["words"]["heading"] == "The rules this game was played with"
    assert panel("swoop")["editable"]
    with pytest.raises(ValueError):
        panel("swoop", None, "puzzle")


def test_table_switches_the_rules_and_starts_a_new_game():
    t = Table("sweep", seat=0, bots=["random"], players=3, seed=2, lang="de")
    assert t.rules_panel["editable"] and t.rules_panel["de"]["summary"] == "Standardregeln"
    while t.state.to_move == t.seat and not t.state.over and len(t.deals[-1].moves) < 6:
        t.play(0)
    assert t.deals[-1].moves  # a game under way
    # the browser's choice: every menu as it stands, one changed
    d = t.rules_panel["de"]
    pick = {o["name"]: o["token"] for o in d["options"]}
    pick["majority"] = token("most")
    t.rules_pick = {"n": 1, "preset": d["preset"]["token"], "options": pick}
    assert t.match.rules.majority == "most" and t.record.rules == {"preset": "default", "majority": "most"}
    assert len(t.deals) == 1 and t.match.results == [] and t.games == []  # a new game, not finished one kept
    assert t.rules_panel["de"]["summary"] == "Standardregeln mit einer Variante"
    assert t.score["n"] == 1
    # from Python, over the rules in play
    t.set_rules(eight_card_deal=True)
    assert t.match.rules.to_json() == {"preset": "default", "majority": "most", "eight_card_deal": True}
    assert [len(h) for h in t.deals[-1].start["hands"]] == [8, 8, 8]  # the new game is dealt by them
    t.set_rules("default")
    assert t.match.rules.to_json() == {"preset": "default"}
    # a choice the rules refuse is said in words, and the game goes on
    before = t.match
    t.rules_pick = {"n": 2, "preset": "default", "options": {"majority": '"all"'}}
    assert t.match is before and "majority" in t.info and t.info.startswith("die Option")


def test_a_finished_game_is_kept_when_the_rules_change():
    t = Table("schwimmen", seat=0, bots=["random"], players=2, seed=4, deals=1)
    while not t.match.finished:
        t.play(0)
    t.set_rules(seven_eight_nine=True)
    assert len(t.games) == 1 and t.games[0].rules == {"preset": "standard"}
    assert t.match.rules.seven_eight_nine and not t.match.finished and t.match.max_deals == 1


def test_replay_shows_the_records_rules_read_only(tmp_path):
    t = Table(
        "swoop", seat=0, bots=["random"], players=3, seed=1, rules={"preset": "published", "big_swoop": True}
    )
    r = Replay(t.record, lang="de")
    p = r.rules_panel
    assert not p["editable"] and p["kind"] == "record"
    assert p["de"]["preset"]["token"] == "published"
    assert [o["name"] for o in p["de"]["options"] if o["changed"]] == ["big_swoop"]
    page = r.to_html()
    assert "Großes Fegen" in page and "rules_panel" in page  # the saved page shows them too


def test_lesson_shows_the_rules_of_each_step():
    from cardlab.lessonfiles.files import Lesson as LessonData

    lesson = LessonData.coerce("swoop-first-lesson")
    out = lesson_panels(lesson)
    assert len(out["steps"]) == len(lesson.steps) and len(out["panels"]) == 1
    p = out["panels"][0]
    assert p["kind"] == "lesson" and not p["editable"]
    assert p["de"]["words"]["heading"] == "Die Regeln dieser Lektion"
    from cardlab.widgets import Lesson

    assert Lesson("swoop-first-lesson").view.rules_panel == out


def test_a_lesson_replay_step_has_one_rules_button():
    """A replay inside a lesson hides its own Rules button: the lesson's shows the step's rules."""
    from cardlab.lessonfiles.files import Lesson as LessonData
    from cardlab.widgets import Lesson

    data = LessonData.coerce("swoop-first-lesson")
    k = next(i for i, s in enumerate(data.steps) if s.kind == "replay")
    w = Lesson("swoop-first-lesson")
    child = w._make(k)
    assert type(child).__name__ == "Replay"
    assert child.rules_panel == {} and w.view.rules_panel["panels"]
