"""The score sheet for games at a real table: the model (cardlab/scoresheet.py) keeps score by the
engine's own scoring (Game.totals / match_status over DealResult objects), refuses every
impossible entry with one sentence in German and English and loses nothing; the file format
``cardlab-scoresheet/1`` round-trips and names the place of every error; the plot is labelled in
the language; the widget (cardlab/widgets/scoresheet.py) sends what the browser shows and
answers the browser's entries."""

import json
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import cardlab
from cardlab.explain import catalog
from cardlab.play import play_game
from cardlab.scoresheet import FORMAT, ScoreSheetError, Sheet

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "cardlab" / "widgets" / "static"
P3 = ["Anna", "Ben", "Carla"]
P4 = ["Anna", "Ben", "Carla", "Dan"]


def refused(sheet, *args, key=None, field="any", **kwargs) -> ScoreSheetError:
    """Enter something impossible: it is refused with one sentence in each language, and the
    sheet is exactly as it was."""
    before = (json.dumps(sheet.to_json()), list(sheet.totals), sheet.status())
    with pytest.raises(ScoreSheetError) as info:
        sheet.add(*args, **kwargs)
    e = info.value
    assert (json.dumps(sheet.to_json()), list(sheet.totals), sheet.status()) == before
    if key is not None:
        assert e.key == key, (e.key, str(e))
    if field != "any":
        assert e.field == field, (e.field, str(e))
    en, de = e.message("en"), e.message("de")
    assert en == str(e) and en != de
    for s in (en, de):
        assert "\n" not in s and "{" not in s and not s.startswith("scoresheet."), s
        assert s[0].isupper() and s.endswith("."), s
        assert len(re.findall(r"[.!?](\s|$)", s)) == 1, f"more than one sentence: {s}"
    return e


# -- Swoop ------------------------------------------------------------------------------------
def test_swoop_house_game_to_200():
    s = Sheet("swoop", P3)  # the house rules are the default
    assert s.rules.preset == "house" and s.rules.target_score == 200
    s.add([12, 0, 30])  # the one player with 0 went out
    assert s.deals[-1] == {"points": [12, 0, 30], "winner": 1}
    s.add({"Anna": 68, "Ben": "41", "Carla": ""}, winner="Carla")  # Ben's 68 of rules/000, typed text
    assert s.totals == [80, 41, 30] and not s.finished
    assert s.status_text() == "Enter deal 3." and s.status_text("de") == "Trag Runde 3 ein."
    s.add([50, 60, 70], winner=None)  # a dead deal: no winner, everyone scores
    assert s.deals[-1]["winner"] is None and s.results[-1].extra == {"dead": True}
    assert s.totals == [130, 101, 100] and not s.finished
    s.add([0, 99, 40])  # Ben reaches 200: the game ends, lowest wins
    assert s.totals == [130, 200, 140]
    assert s.finished and s.winners == ["Anna"]
    assert s.status_text() == "Game over. Winner: Anna."
    assert s.status_text("de") == "Das Spiel ist vorbei. Sieg für Anna."
    assert [r[:] for r in s.running()] == [[12, 0, 30], [80, 41, 30], [130, 101, 100], [130, 200, 140]]


def test_swoop_house_tie_shares_the_win_and_published_plays_on():
    house = Sheet("swoop", P3, "house")
    house.add([100, 0, 100])
    house.add([0, 150, 50])
    assert house.totals == [100, 150, 150] and not house.finished
    house.add([100, 0, 50])  # Anna and Carla reach 200: Ben has the lowest
    assert house.totals == [200, 150, 200] and house.winners == ["Ben"]
    tie = Sheet("swoop", P3, "house")
    tie.add([150, 0, 150])
    tie.add([0, 150, 60])  # Anna 150, Ben 150, Carla 210
    assert tie.finished and tie.winners == ["Anna", "Ben"]
    assert tie.status_text() == "Game over. Anna and Ben share the win."
    assert tie.status_text("de") == "Das Spiel ist vorbei. Anna und Ben teilen sich den Sieg."

    pub = Sheet("swoop", P3, "published")
    assert pub.rules.target_score == 500 and pub.rules.tie_break == "play_on"
    pub.add([300, 0, 300])
    assert not pub.finished
    pub.add([0, 300, 210])  # Anna 300, Ben 300, Carla 510: tied for lowest
    assert pub.totals == [300, 300, 510] and not pub.finished
    assert pub.status_text() == (
        "Anna and Ben are tied for the lowest total (300), so another deal is played. Enter deal 3."
    )
    assert "gleich wenige Punkte (300)" in pub.status_text("de")
    pub.add([5, 0, 1])
    assert pub.finished and pub.winners == ["Ben"]


def test_swoop_target_and_options_come_from_the_rules():
    s = Sheet("swoop", P3, {"preset": "house", "target_score": 300})
    s.add([250, 0, 10])
    assert not s.finished
    s.add([50, 0, 10])
    assert s.finished and s.winners == ["Ben"]
    assert Sheet("swoop", P3, cardlab.rules("swoop", "published")).rules.target_score == 500
    with pytest.raises(ScoreSheetError):
        Sheet("swoop", P3, cardlab.rules("sweep"))


def test_swoop_card_values_are_the_engines():
    assert Sheet("swoop", P3).card_values() == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50]
    assert Sheet("swoop", P3, {"simple_scoring": True}).card_values() == [5, 10, 20]


def test_totals_and_end_are_the_engines_own(monkeypatch):
    """The sheet keeps no copy of the scoring: it asks the game."""
    g = cardlab.get_game("swoop")
    s = Sheet("swoop", P3)
    s.add([12, 0, 30])
    monkeypatch.setattr(type(g), "totals", lambda self, rules, n, results: [7, 7, 7])
    monkeypatch.setattr(type(g), "match_status", lambda self, match: (True, [2]))
    assert s.totals == [7, 7, 7] and s.running() == [[7, 7, 7]]
    assert s.finished and s.winners == ["Carla"]


@pytest.mark.parametrize(
    "game,rules,players,seed",
    [
        ("swoop", {"preset": "house"}, 3, 0),
        # the longest game untraced: the sheet's code is traced by the others (traced, 5 s, not 2)
        pytest.param(
            "swoop", {"preset": "published", "simple_scoring": True}, 4, 1, marks=pytest.mark.no_cover
        ),
        ("swoop", {"preset": "house", "score_table_cards": False}, 3, 2),
        ("sweep", None, 4, 0),
        ("sweep", {"no_sweep_points": True, "double_spade_ace": True}, 3, 1),
        ("schwimmen", None, 4, 0),
    ],
)
def test_games_played_by_the_engine_score_the_same_on_the_sheet(game, rules, players, seed):
    """Every deal of a whole game the engine played, written on the sheet: nothing refused, the
    same totals, end and winners."""
    rec = play_game(game, rules, players, bots=["heuristic"], seed=seed)
    m = rec.check().match
    assert m.results
    s = Sheet(game, list(rec.players), m.rules)
    for r in m.results:
        if game == "schwimmen":
            s.add(lost=[i for i, p in enumerate(r.points) if p])
        elif game == "sweep":
            s.add(r.points)
        else:
            s.add(r.points, winner=r.winner)
        assert s.totals == m.game.totals(m.rules, m.n, m.results[: len(s.deals)])
    assert s.status() == m.status()


def test_swoop_refusals():
    s = Sheet("swoop", P3)
    s.add([12, 0, 30])
    e = refused(s, [-5, 0, 3], key="scoresheet.err.negative", field=0)
    assert e.message("de") == "Punkte sind nie negativ, also kann Anna nicht -5 haben."
    refused(s, ["\u22125", 0, 3], key="scoresheet.err.negative")  # the typographic minus
    for bad in ("zwölf", "1.5", "12a", "1e3", "½", "٣"):
        e = refused(s, [bad, 0, 3], key="scoresheet.err.not_number", field=0)
        assert bad in e.message("de") and "„" in e.message("de")
    refused(s, [True, 0, 3], key="scoresheet.err.not_number")
    refused(s, [2.5, 0, 3], key="scoresheet.err.not_number")
    refused(s, [[1], 0, 3], key="scoresheet.err.not_number")
    e = refused(s, ["", 0, 3], key="scoresheet.err.empty", field=0)
    assert e.message("de") == "Trag die Punkte von Anna ein."
    refused(s, [None, 0, 3], key="scoresheet.err.empty")
    refused(s, [1, 2], key="scoresheet.err.count")
    refused(s, {"Anna": 1, "Bob": 0, "Carla": 4}, key="scoresheet.err.no_column")
    refused(s, [1, 0, 3], winner="Bob", key="scoresheet.err.no_player")
    refused(s, [1, 0, 3], winner=5, key="scoresheet.err.no_player")
    e = refused(s, [1, 4, 3], winner="Ben", key="scoresheet.err.winner_points", field=1)
    assert e.message("de") == "Ben ist rausgegangen und bekommt deshalb 0 Punkte, nicht 4."
    refused(s, [0, 0, 3], key="scoresheet.err.zeros")  # who went out?
    e = refused(s, [0, 0, 3], winner=1, key="scoresheet.err.min_points", field=0)
    assert "mindestens 1 Punkt." in e.message("de")
    refused(s, [0, 5, 3], winner=None, key="scoresheet.err.dead_zero", field=0)
    # the simple scoring: every card 5, 10 or 20
    simple = Sheet("swoop", P3, {"simple_scoring": True})
    e = refused(simple, [12, 0, 30], key="scoresheet.err.step", field=0)
    assert "Vielfaches von 5" in e.message("de")
    refused(simple, [3, 0, 30], key="scoresheet.err.min_points")
    simple.add([15, 0, 30])
    # only the hand scores: a player who did not go out may have 0
    hand = Sheet("swoop", P3, {"score_table_cards": False})
    refused(hand, [0, 0, 3], key="scoresheet.err.zeros")
    hand.add([0, 0, 3], winner=1)
    assert hand.totals == [0, 0, 3]


def test_swoop_published_rules_have_no_dead_deal():
    s = Sheet("swoop", P3, "published")
    e = refused(s, [5, 6, 7], key="scoresheet.err.no_winner", field=None)
    assert "keine tote Runde" in e.message("de")
    refused(s, [5, 6, 7], winner=None, key="scoresheet.err.no_winner")
    house = Sheet("swoop", P3, "house")
    house.add([5, 6, 7])  # the house rules: a dead deal
    assert house.deals[0]["winner"] is None
    assert Sheet("swoop", P3, {"preset": "published", "dead_deal_plays": 300}).add([5, 6, 7]).winner is None


def test_no_entry_after_the_game_has_ended():
    s = Sheet("swoop", P3)
    s.add([200, 0, 3])
    assert s.finished
    e = refused(s, [1, 0, 3], key="scoresheet.err.over")
    assert e.message("de") == (
        "Das Spiel ist schon vorbei (Sieg für Ben), deshalb kann keine weitere Runde eingetragen werden."
    )
    s.undo()  # nothing is lost: take it back, enter again
    assert not s.finished and s.deals == []
    s.add([199, 0, 3])
    assert not s.finished


# -- Sweep ------------------------------------------------------------------------------------
def test_sweep_partnership_game():
    s = Sheet("sweep", P4)
    assert s.sides == [[0, 2], [1, 3]] and s.columns == ["Anna + Carla", "Ben + Dan"]
    assert "Anna + Carla und Ben + Dan" in s.rules_text("de")
    s.add([3, 1])
    s.add({"Anna + Carla": 2, "Ben + Dan": 4})
    s.add({"Dan": "3", "Carla": "1"})  # a player's name stands for the side
    assert s.totals == [6, 8] and not s.finished
    assert s.status_text() == "Enter deal 4."
    s.add([4, 2])  # both reach 10 with 10: a tie at the top
    assert s.totals == [10, 10] and not s.finished
    assert s.status_text() == (
        "Anna + Carla and Ben + Dan are tied at the top with 10 points, so "
        "another deal is played. Enter deal 5."
    )
    s.add([1, 2])  # the higher total wins
    assert s.totals == [11, 12] and s.finished and s.winners == ["Ben + Dan"]
    assert s.status_text("de") == "Das Spiel ist vorbei. Sieg für Ben + Dan."
    refused(s, [1, 0], key="scoresheet.err.over")
    singles = Sheet("sweep", P4, {"partnerships": False})
    assert singles.columns == P4
    three = Sheet("sweep", P3)
    three.add([0, 0, 0])  # with 3 players a round may give nobody a point
    assert three.totals == [0, 0, 0]


def test_sweep_refusals():
    s = Sheet("sweep", P4)
    e = refused(s, [-1, 2], key="scoresheet.err.negative", field=0)
    assert "Anna + Carla" in e.message("de")
    refused(s, ["drei", 2], key="scoresheet.err.not_number", field=0)
    refused(s, [1, ""], key="scoresheet.err.empty", field=1)
    refused(s, [1, 2, 3], key="scoresheet.err.count")
    nosweep = Sheet("sweep", P3, {"no_sweep_points": True})
    e = refused(nosweep, [2, 1, 1], key="scoresheet.err.sweep_cap")
    assert "höchstens 3 Punkte" in e.message("de")
    nosweep.add([2, 1, 0])
    Sheet("sweep", P3, {"no_sweep_points": True, "double_spade_ace": True}).add([2, 1, 1])


# -- Schwimmen --------------------------------------------------------------------------------
def test_schwimmen_game_to_the_last_player():
    s = Sheet("schwimmen", P3)
    assert s.totals == [3, 3, 3]
    s.add(lost=["Ben"])
    s.add(lost=[1, 2])  # a tie for the lowest: both lose a life
    s.add(["Ben"])
    assert s.totals == [3, 0, 2]
    assert [s.total_text(v) for v in s.totals] == ["3", "swims", "2"]
    assert s.total_text(0, "de") == "schwimmt" and s.total_text(-1, "de") == "raus"
    s.add(lost=["Anna", "Ben", "Carla"])  # everybody tied for the lowest: all lose one
    assert s.totals == [2, -1, 1] and not s.finished
    e = refused(s, lost=["Ben"], key="scoresheet.err.already_out", field=1)
    assert e.message("de") == "Ben ist schon ausgeschieden und kann kein Leben mehr verlieren."
    refused(s, lost=["Anna", "Ben"], key="scoresheet.err.already_out")
    e = refused(s, lost=[], key="scoresheet.err.nobody_lost")
    assert "In jeder Runde verliert jemand ein Leben" in e.message("de")
    refused(s, key="scoresheet.err.nobody_lost")
    refused(s, lost=["Zoe"], key="scoresheet.err.no_player")
    refused(s, lost=17.5, key="scoresheet.err.lost_list")
    s.add(lost=["Carla"])  # Carla swims
    s.add(lost=["Carla"])  # Carla is out: Anna is the last player in
    assert s.totals == [2, -1, -1] and s.finished and s.winners == ["Anna"]
    assert s.status_text("de") == "Das Spiel ist vorbei. Sieg für Anna."
    refused(s, lost=["Anna"], key="scoresheet.err.over")


def test_schwimmen_last_two_go_out_together_and_share():
    s = Sheet("schwimmen", ["Anna", "Ben"])
    for _ in range(4):
        s.add(lost=["Anna", "Ben"])
    assert s.totals == [-1, -1] and s.finished and s.winners == ["Anna", "Ben"]
    assert s.status_text() == "Game over. Anna and Ben share the win."


# -- players ----------------------------------------------------------------------------------
def test_players():
    assert Sheet("swoop", 3, lang="de").players == ["Spieler 1", "Spieler 2", "Spieler 3"]
    assert Sheet("swoop", 3).players == ["Player 1", "Player 2", "Player 3"]
    with pytest.raises(cardlab.RulesError) as e:
        Sheet("swoop", ["Anna", "Ben"])  # Swoop needs 3 to 8 players
    assert e.value.message("de") != str(e.value)
    for bad, key in (
        (["Anna", "anna", "Ben"], "scoresheet.err.player_twice"),
        (["Anna", "", "Ben"], "scoresheet.err.player_name"),
        (["Anna", 7, "Ben"], "scoresheet.err.player_name"),
        ("Anna, Ben", "scoresheet.err.players_list"),
    ):
        with pytest.raises(ScoreSheetError) as e:
            Sheet("swoop", bad)
        assert e.value.key == key and e.value.message("de") != e.value.message("en")


# -- files ------------------------------------------------------------------------------------
def test_save_and_load(tmp_path):
    s = Sheet("swoop", ["Anna", "Bén <b>", "Carla"], "published")
    s.add([12, 0, 30])
    s.add([7, 9, 0])
    p = s.save(tmp_path / "sheet.json")
    data = json.loads(Path(p).read_text(encoding="utf-8"))
    assert data == {
        "format": FORMAT,
        "game": "swoop",
        "rules": {"preset": "published"},
        "players": ["Anna", "Bén <b>", "Carla"],
        "deals": [{"points": [12, 0, 30], "winner": 1}, {"points": [7, 9, 0], "winner": 2}],
    }
    back = Sheet.load(p, lang="de")
    assert back.to_json() == s.to_json() and back.totals == [19, 9, 30] and back.lang == "de"
    for game, players, deals in (("sweep", P4, [[3, 1], [2, 2]]), ("schwimmen", P3, [[1], [0, 2]])):
        t = Sheet(game, players, {"target_score": 5} if game == "sweep" else None)
        for d in deals:
            t.add(d) if game == "sweep" else t.add(lost=d)
        q = t.save(tmp_path / f"{game}.json")
        assert Sheet.load(q).to_json() == t.to_json()
        assert json.loads(Path(q).read_text())["deals"][0] == (
            {"points": [3, 1]} if game == "sweep" else {"lost": [1]}
        )


GOOD = {
    "format": FORMAT,
    "game": "swoop",
    "rules": {"preset": "house"},
    "players": P3,
    "deals": [{"points": [12, 0, 30], "winner": 1}, {"points": [5, 6, 0], "winner": 2}],
}


def _with(**changes):
    d = json.loads(json.dumps(GOOD))
    for k, v in changes.items():
        if v is None:
            d.pop(k)
        else:
            d[k] = v
    return d


@pytest.mark.parametrize(
    "data,place,words",
    [
        ([1, 2], "", "JSON object"),
        (_with(format=None), "", "“format” is missing"),
        (_with(format="cardlab-record/1"), "format", "must be “cardlab-scoresheet/1”"),
        (_with(extra=1), "extra", "not part of the format"),
        (_with(game="poker"), "game", "poker"),
        (_with(game=7), "game", "swoop"),
        (_with(rules={"preset": "house", "target": 3}), "rules", "target"),
        (_with(rules={"preset": "house", "target_score": -3}), "rules", "target_score"),
        (_with(players="Anna"), "players", "list of names"),
        (_with(players=["Anna", "Ben"]), "players", "3"),
        (_with(players=["Anna", "Anna", "Ben"]), "players", "Anna"),
        (_with(deals={"1": 2}), "deals", "must be a list"),
        (_with(deals=[[12, 0, 30]]), "deal 1", "JSON object"),
        (_with(deals=[{"points": [12, 0, 30]}]), "deal 1", "“winner” is missing"),
        (_with(deals=[{"points": [12, 0, 30], "winner": 1, "note": "x"}]), "deal 1", "“note”"),
        (_with(deals=[{"points": [12, "0", 30], "winner": 1}]), "deal 1", "list of whole numbers"),
        (_with(deals=[{"points": [12, 0, 30], "winner": "Ben"}]), "deal 1", "seat number or null"),
        (_with(deals=[{"points": [12, 0, 30], "winner": 3}]), "deal 1", "0 to 2"),
        (_with(deals=[GOOD["deals"][0], {"points": [-5, 0, 3], "winner": 1}]), "deal 2", "negative"),
        (_with(deals=[GOOD["deals"][0], {"points": [5, 0], "winner": 1}]), "deal 2", "3 numbers"),
        (
            _with(deals=[{"points": [200, 0, 3], "winner": 1}, {"points": [1, 0, 3], "winner": 1}]),
            "deal 2",
            "already over",
        ),
    ],
)
def test_load_errors_name_the_place(tmp_path, data, place, words):
    p = tmp_path / "s.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScoreSheetError) as info:
        Sheet.load(p)
    en, de = info.value.message("en"), info.value.message("de")
    prefix = f"{p}: {place + ': ' if place else ''}"
    assert en.startswith(prefix) and en == str(info.value), en
    assert words in en[len(prefix) :], en
    assert "\n" not in en + de and de != en and de.startswith(str(p)), de
    if place.startswith("deal "):
        assert de.startswith(f"{p}: Runde {place.split()[1]}: "), de


def test_load_errors_of_the_file_itself(tmp_path):
    p = tmp_path / "broken.json"
    p.write_text('{"format": "cardlab-scoresheet/1",\n "game": }', encoding="utf-8")
    with pytest.raises(ScoreSheetError) as e:
        Sheet.load(p, lang="de")
    assert str(e.value) == f"{p}: not a JSON file (line 2)"
    assert e.value.message("de") == f"{p}: keine JSON-Datei (Zeile 2)"
    with pytest.raises(ScoreSheetError) as e:
        Sheet.load(tmp_path / "missing.json")
    assert str(e.value).startswith(f"{tmp_path / 'missing.json'}: cannot be read")
    sch = {"format": FORMAT, "game": "schwimmen", "players": P3, "deals": [{"lost": []}]}
    p.write_text(json.dumps(sch), encoding="utf-8")
    with pytest.raises(ScoreSheetError) as e:
        Sheet.load(p)
    assert str(e.value).startswith(f"{p}: deal 1: Someone loses a life")
    sch["deals"] = [{"lost": [5]}]
    p.write_text(json.dumps(sch), encoding="utf-8")
    with pytest.raises(ScoreSheetError, match=r"deal 1: “lost” must name seats from 0 to 2"):
        Sheet.load(p)


# -- plot -------------------------------------------------------------------------------------
def test_plot_labels_in_the_language():
    s = Sheet("swoop", P3)
    s.add([12, 0, 30])
    s.add([200, 0, 1])
    fig = s.plot("de")
    ax = fig.axes[0]
    assert ax.get_title() == "Punktestand nach jeder Runde"
    assert ax.get_xlabel() == "Runde" and ax.get_ylabel().startswith("Strafpunkte")
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels == ["Anna", "Ben \u2605", "Carla", "Ziel 200"]
    assert list(ax.lines[1].get_ydata()) == [0, 0, 0]
    assert s.plot().axes[0].get_title() == "Totals after each deal"
    sch = Sheet("schwimmen", P3)
    sch.add(lost=[0])
    ax = sch.plot("de").axes[0]
    assert ax.get_title() == "Leben nach jeder Runde"
    assert [t.get_text() for t in ax.get_yticklabels()] == ["raus", "schwimmt", "1", "2", "3"]
    sw = Sheet("sweep", P4)
    sw.add([3, 1])
    assert [t.get_text() for t in sw.plot().axes[0].get_legend().get_texts()][:2] == [
        "Anna + Carla",
        "Ben + Dan",
    ]


def test_matplotlib_and_widgets_load_only_on_use():
    code = (
        "import sys, cardlab, cardlab.scoresheet as m\n"
        "s = m.Sheet('swoop', ['A', 'B', 'C']); s.add([1, 0, 2])\n"
        "assert 'matplotlib' not in sys.modules and 'anywidget' not in sys.modules\n"
        "import cardlab as c2; assert c2\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run(
        [sys.executable, "-c", "import sys, cardlab; assert 'cardlab.scoresheet' not in sys.modules"],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr


# -- the catalog ------------------------------------------------------------------------------
def test_catalog_file():
    entries = json.loads((ROOT / "cardlab" / "i18n" / "scoresheet.json").read_text(encoding="utf-8"))

    def fields(t):
        return {f[1] for f in string.Formatter().parse(t) if f[1]}

    for k, v in entries.items():
        assert k.startswith("scoresheet.") and set(v) == {"en", "de"}, k
        assert v["en"].strip() and v["de"].strip() and fields(v["en"]) == fields(v["de"]), k
    # every id the code names exists, also those made from parts (f-strings)
    src = "\n".join(
        (ROOT / f).read_text(encoding="utf-8")
        for f in ("cardlab/scoresheet.py", "cardlab/widgets/scoresheet.py")
    )
    used = set(re.findall(r'"(scoresheet\.[a-z_]+(?:\.[a-z_]+)+)"', src))
    used |= {
        f"scoresheet.preset.{g}.{p}"
        for g in ("swoop", "sweep", "schwimmen")
        for p in cardlab.get_game(g).PRESETS
    }
    used |= {f"scoresheet.ui.{a}_{w}" for a in ("col", "add", "undo", "entry") for w in ("deal", "round")}
    used |= {f"scoresheet.ui.hint.{g}" for g in ("swoop", "sweep", "schwimmen")}
    used |= {
        f"scoresheet.plot.{k}"
        for k in ("title_deal", "title_round", "deal", "round", "swoop_points", "sweep_points")
    }
    used |= {f"scoresheet.file.{f}" for f in ("points", "winner", "lost")}
    used |= {f"scoresheet.rules.tie.{t}" for t in ("share", "play_on")}
    used |= {f"scoresheet.rules.short.{g}" for g in ("swoop", "sweep", "schwimmen")}
    missing = sorted(k for k in used if k not in catalog())
    assert not missing, missing


# -- the widget -------------------------------------------------------------------------------
def test_widget_entries_from_the_browser():
    from cardlab.widgets import ScoreSheet

    w = ScoreSheet("swoop", P3, rules="published", lang="de")
    assert repr(w) == "<ScoreSheet swoop: 0 deals, Anna 0, Ben 0, Carla 0>"
    v = w.view
    assert v["title"] == "Punktezettel · Swoop" and v["kind"] == "points_winner"
    assert v["ui"]["add"] == "Runde eintragen" and not v["dead_allowed"]
    assert [c["name"] for c in v["columns"]] == P3 and v["columns"][1]["aria"] == "Punkte von Ben"
    w.action = {"kind": "add", "n": "t:1", "points": ["12", "", "30"], "winner": 1}
    assert w.result == {"n": "t:1", "ok": True, "text": "", "field": None}
    assert w.totals == [12, 0, 30] and w.view["rows"][0]["cells"][1] == {"p": "0", "t": "0", "out": True}
    w.action = {"kind": "add", "n": "t:2", "points": ["5", "7", "-3"], "winner": "auto"}
    assert w.result["ok"] is False and w.result["field"] == 2
    assert w.result["text"] == "Punkte sind nie negativ, also kann Carla nicht -3 haben."
    assert len(w.sheet.deals) == 1  # nothing entered, nothing lost
    w.lang = "en"  # the refusal follows the language
    assert w.result["text"] == "Points are never negative, so Carla cannot have -3."
    assert w.view["status"] == "Enter deal 2." and w.view["ui"]["add"] == "Enter deal"
    w.action = {"kind": "add", "n": "t:3", "points": ["5", "7", "9"], "winner": "auto"}
    assert not w.result["ok"] and "no dead deal" in w.result["text"]
    w.action = {"kind": "add", "n": "t:4", "points": ["5", "7", ""], "winner": 2}
    assert w.result["ok"] and w.totals == [17, 7, 30]
    assert w.view["rows"][1]["cells"][0] == {"p": "5", "t": "17", "out": False}
    w.action = {"kind": "undo", "n": "t:5"}
    assert w.totals == [12, 0, 30] and w.result["ok"]
    w.action = {"kind": "plot", "n": "t:6"}
    assert w.show_plot and w.plot_png.startswith("iVBOR")  # a PNG
    w.add([1, 0, 2])  # Python enters a deal too
    assert w.view["rows"][-1]["label"] == "2"
    w.action = {"kind": "plot", "n": "t:7"}
    assert not w.show_plot and w.plot_png == ""
    assert w.plot("de").axes[0].get_title() == "Punktestand nach jeder Runde"


def test_widget_schwimmen_and_sweep_views():
    from cardlab.widgets import ScoreSheet

    w = ScoreSheet("schwimmen", ["Anna", "Ben"], lang="de")
    for _ in range(3):
        w.action = {"kind": "add", "n": f"x{_}", "lost": [1]}
    assert w.view["totals"] == ["3", "schwimmt"] and w.view["columns"][1]["state"] == "swimming"
    assert w.view["ui"]["total_head"] == "Leben" and w.view["rows"][0]["cells"][1]["p"] == "\u22121"
    w.action = {"kind": "add", "n": "x9", "lost": []}
    assert w.result["text"].startswith("In jeder Runde verliert jemand ein Leben")
    w.action = {"kind": "add", "n": "x10", "lost": [1]}
    assert (
        w.view["finished"]
        and w.view["columns"][0]["win"]
        and w.view["status"] == "Das Spiel ist vorbei. Sieg für Anna."
    )
    assert w.view["columns"][1]["state"] == "out" and w.view["totals"][1] == "raus"
    s = ScoreSheet("sweep", P4)
    assert [c["name"] for c in s.view["columns"]] == ["Anna + Carla", "Ben + Dan"]
    s.action = {"kind": "add", "n": "y1", "points": ["3", "x"]}
    assert s.result["field"] == 1 and "whole number" in s.result["text"]


def test_widget_save_and_load(tmp_path):
    from cardlab.widgets import ScoreSheet

    w = ScoreSheet("sweep", P4, lang="de")
    w.add([3, 1])
    w.save(tmp_path / "s.json")
    back = ScoreSheet.load(tmp_path / "s.json", lang="de")
    assert back.totals == [3, 1] and back.lang == "de" and back.view["rows"][0]["cells"][0]["t"] == "3"
    (tmp_path / "bad.json").write_text('{"format": "x"}', encoding="utf-8")
    with pytest.raises(ScoreSheetError) as e:
        ScoreSheet.load(tmp_path / "bad.json", lang="de")
    assert e.value.message("de").startswith(f"{tmp_path / 'bad.json'}: format: das Format muss")


def test_widget_module_and_style():
    from cardlab.widgets import ScoreSheet

    assert "ScoreSheet" in __import__("cardlab.widgets").widgets.__all__
    js = (STATIC / "scoresheet.js").read_text(encoding="utf-8")
    assert ScoreSheet._esm == js  # loaded alone: no shared module joined
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js and "outerHTML" not in js
    css = (STATIC / "scoresheet.css").read_text(encoding="utf-8")
    sizes = [float(x) for x in re.findall(r"font-size:\s*([0-9.]+)px", css)]
    assert sizes and min(sizes) >= 14, sizes
    for control in ("input.cs-input", "button.cs-btn", "select.cs-select"):
        rule = re.search(re.escape(control) + r"\s*\{([^}]*)\}", css).group(1)
        for prop in ("border:", "background:", "padding:", "font-size:"):
            assert prop in rule, (control, prop)
