"""cardlab.lessons, the helpers behind the tutorials: set-up positions, walk-throughs, refusals
with the engine's reason, the notation from the engine, and the named examples of the rule texts,
each answering what the tutorials say it answers."""

import subprocess
import sys

import pytest

import cardlab
from cardlab import lessons
from cardlab.lessons import EXAMPLES, Refusal

LANGS = ("en", "de")


def states(rec):
    return [s for s in rec.replay()]


def events(rec):
    return [[e.kind for e in s.events] for s in rec.replay() if s.move is not None]


# -- the examples ------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(EXAMPLES), ids=lambda k: f"{k[0]}/{k[1]}")
def test_every_example_shows_itself_in_both_languages(key):
    game, name = key
    ex = EXAMPLES[key]
    assert ex.kind in ("replay", "refusal", "table") and ex.source in ("rules", "cardlab")
    assert ex.title["en"] and ex.title["de"] and ex.title["en"] != ex.title["de"]
    for lang in LANGS:
        shown = lessons.example(game, name, lang=lang)
        if ex.kind == "replay":
            from cardlab.widgets import Replay

            assert isinstance(shown, Replay) and shown.lang == lang and shown.record.game == game
            assert shown.n_steps == sum(len(d.moves) for d in shown.record.deals[:1])
            walk = lessons.walk(game, name, lang=lang)
            assert (
                len(walk.lines) == sum(len(d.moves) for d in lessons.record(game, name).deals) or ex._prelude
            )
        elif ex.kind == "refusal":
            assert isinstance(shown, Refusal) and shown.reason and shown.allowed
            assert shown.lang == lang and shown.game == game
        else:
            assert shown.rows


def test_unknown_examples_name_the_known_ones():
    with pytest.raises(KeyError, match="four-kings"):
        lessons.example("swoop", "five-kings")
    with pytest.raises(cardlab.CardlabError):
        lessons.example("poker", "royal-flush")


def test_the_listing_names_every_example_with_its_source():
    grid = lessons.examples("sweep", lang="de")
    assert grid.header == ["Spiel", "Name", "Art", "Quelle", "Titel"]
    assert {r[1] for r in grid.rows} == {n for g, n in EXAMPLES if g == "sweep"}
    assert "four-kings" in str(lessons.examples())


# -- Swoop: the answers ------------------------------------------------------------------------
def test_swoop_there_is_no_passing_and_every_play_picks_up():
    ref = lessons.example("swoop", "no-passing", lang="en")
    assert ref.player == "Ben" and ref.allowed == ["8♣", "9♦", "Q♥"]
    g = cardlab.get_game("swoop")
    st = lessons.record("swoop", "no-passing").state_at(deal=1, at=1).state
    assert all("swoop.pickup" in [e.kind for e in g.apply(st.copy(), mv)] for mv in g.legal_moves(st))


def test_swoop_each_deck_brings_two_jokers():
    rows = {int(r[0]): r for r in lessons.deck("swoop", lang="en").rows}
    assert sorted(rows) == [3, 4, 5, 6, 7, 8]
    assert rows[3][1:3] == ["108", "4"] and rows[5][1:3] == ["162", "6"] and rows[8][1:3] == ["216", "8"]
    assert lessons.deck("swoop", lang="de").rows[0][3] == "2-mal"


def test_swoop_a_ten_on_an_empty_pile_swoops_and_the_player_plays_again():
    rec = lessons.record("swoop", "ten-on-empty-pile")
    steps = states(rec)
    assert list(steps[0].state.pile) == []
    assert events(rec)[0] == ["swoop.special", "swoop.again"]
    assert steps[1].seat == steps[2].seat == 0  # Anna plays again
    # the explanation speaks of the empty table, not of a pile of 0 cards
    said = {
        "en": ("even on an empty table", "the 10\u2665 alone is swept aside"),
        "de": ("auch in der leeren Mitte", "10\u2665 allein weggefegt"),
    }
    for lang, words in said.items():
        first = lessons.walk("swoop", "ten-on-empty-pile", lang=lang).lines[0][2]
        assert all(w in first for w in words) and " 0 " not in first, first


def test_a_count_has_a_form_of_its_own_for_none_one_and_many():
    from cardlab.explain import text

    for n, en, de in [
        (0, "even on an empty table", "auch in der leeren Mitte"),
        (1, "the pile of one card and", "der Stapel mit einer Karte und"),
        (5, "the pile of 5 cards and", "der Stapel mit 5 Karten und"),
    ]:
        assert en in text("swoop.special", "en", players=["Anna"], player=0, card="10H", n=n)
        assert de in text("swoop.special", "de", players=["Anna"], player=0, card="10H", n=n)


def test_swoop_a_mystery_card_while_holding_hand_cards():
    rec = lessons.record("swoop", "mystery")
    before = rec.state_at(deal=1, at=3).state  # Anna to move, the K♦ in her hand
    assert before.to_move == 0 and ("KD",) in before.hands[0].values()
    assert rec.deals[0].moves[3] == "d1" and events(rec)[3] == ["swoop.reveal"]


def test_swoop_cards_still_in_the_pile_cannot_join_a_mystery_card():
    ref = lessons.example("swoop", "mystery-picked-up", lang="de")
    assert ref.shown == "D♥" and "D♥" in ref.position.splitlines()[3]  # the Q♥ lies in the pile
    assert ref.allowed == ["keine (legt nichts dazu)"]
    assert "Damen" in ref.reason


def test_swoop_tens_alone_and_one_mystery_card_are_refused_with_reasons():
    ten = lessons.example("swoop", "two-tens", lang="de")
    assert ten.shown == "10♥ 10♠" and ten.reason == "eine 10 oder ein Joker wird allein gespielt"
    two = lessons.example("swoop", "two-mystery", lang="en")
    assert two.shown == "d2" and "mystery card 7♠" in two.reason
    assert lessons.example("swoop", "two-mystery", lang="de").shown == "v2"


def test_swoop_presets_change_the_examples():
    house = lessons.walk("swoop", "dead-deal", lang="en")
    published = lessons.walk("swoop", "dead-deal", lang="en", preset="published")
    assert "dead" in house.text() and "dead" not in published.text()
    assert lessons.record("swoop", "dead-deal", preset="published").rules == {"preset": "published"}
    full = lessons.record("swoop", "table-cards-score").check().deals[0]["points"]
    hand = lessons.record("swoop", "table-cards-score", score_table_cards=False).check().deals[0]["points"]
    assert full == [0, 2, 19] and hand == [0, 2, 10]


# -- Sweep: the answers ------------------------------------------------------------------------
def test_sweep_the_face_card_rule_again_and_again():
    rec = lessons.record("sweep", "face-cards-again")
    pre = lessons.prelude("sweep", "face-cards-again", lang="en")
    assert len([p for p in pre if "go back into the stock" in p]) >= 2
    from cardlab.games.sweep import FACE

    table = rec.deals[0].start["table"]
    assert len(table) == 4 and sum(c in FACE for c in table) < 3
    from cardlab.cards import card_label

    assert pre[-2].endswith(" ".join(card_label(c) for c in table) + ".")  # the table dealt
    assert "Bildkarten" in " ".join(lessons.prelude("sweep", "face-cards-again", lang="de"))


def test_sweep_anyone_may_take_a_build_and_nobody_extends_it():
    rec = lessons.record("sweep", "build-taken")
    end = rec.state_at().state
    assert sorted(end.captured[1]) == sorted(["9D", "5H", "4C"])  # Ben, the opponent
    ext = lessons.example("sweep", "build-extend", lang="en")
    assert ext.player == "Ben" and "not increased" in ext.reason


def test_sweep_a_capture_may_leave_groups_and_no_card_serves_two():
    assert "9S" in lessons.record("sweep", "only-the-sum").state_at().state.table
    moves = lessons.legal("sweep", "nine-and-sum", lang="en", at=0)
    assert {"9♥", "9♥ x 9♠", "9♥ x 6♣+3♦", "9♥ x 9♠ 6♣+3♦"} <= set(moves)
    twice = lessons.example("sweep", "card-twice", lang="de")
    assert twice.reason == "6♣ ist zweimal genannt" and twice.shown == "9♥ x 6♣+3♦ 6♣+3♥"


def test_sweep_majority_option():
    half = lessons.record("sweep", "majority-three").check().deals[0]["points"]
    most = lessons.record("sweep", "majority-three", majority="most").check().deals[0]["points"]
    assert half == [1, 0, 0] and most == [1, 0, 1]


# -- Schwimmen: the answers --------------------------------------------------------------------
def test_schwimmen_two_31s_neither_loses():
    row = lessons.record("schwimmen", "two-31s").check().deals[0]
    assert row["moves"] == 1 and row["points"] == [0, 0, 1]


def test_schwimmen_a_31_in_the_dealt_hand_ends_the_round_after_the_choice():
    rec = lessons.record("schwimmen", "dealt-31")
    assert rec.deals[0].moves == ["second"] and rec.state_at().state.over


def test_schwimmen_the_knocker_with_the_lowest_hand_loses_one_life():
    rec = lessons.record("schwimmen", "knocker-lowest")
    assert rec.deals[0].moves[4] == "knock" and states(rec)[5].seat == 1  # Ben knocked
    assert rec.check().deals[0]["points"] == [0, 1, 0]


def test_schwimmen_no_swap_of_two_and_the_dealers_choice_is_no_turn():
    two = lessons.example("schwimmen", "swap-two", lang="de")
    assert "genau eine" in two.reason and "alle tauschen" in two.allowed and two.key == "selection"
    choice = lessons.example("schwimmen", "knock-after-choice", lang="en")
    assert choice.player == "Carla" and choice.key == "schwimmen.err.knock_early"
    assert lessons.example("schwimmen", "knock-after-choice", lang="de").shown == "klopfen"
    first = lessons.record("schwimmen", "first-knock")  # one turn later Anna may knock
    assert first.deals[0].moves[4] == "knock" and first.state_at().state.over


def test_schwimmen_hand_values_in_both_languages():
    en = lessons.example("schwimmen", "hand-values", lang="en")
    de = lessons.example("schwimmen", "hand-values", lang="de")
    assert [r[1] for r in en.rows] == ["= 18", "= 28", "= 30.5", "= 31", "= 10"]
    assert [r[1] for r in de.rows] == ["= 18", "= 28", "= 30,5", "= 31", "= 10"]
    assert de.rows[0][0] == "K♠ 8♠ B♥" and de.rows[0][2] == "beste Farbe: Pik (K♠ 8♠)"


# -- the pieces --------------------------------------------------------------------------------
def test_positions_of_every_game():
    sw = lessons.position("swoop", hands=[["6C"], ["7C"], ["8C"]], pile=["9S"], moves=["6C"])
    assert sw.check().deals[0]["complete"] and sw.players == ["Anna", "Ben", "Carla"]
    sp = lessons.position(
        "sweep", hands=[["9H"], ["2C"]], table=["9S"], players=["X", "Y"], rules={"building": True}
    )
    assert sp.rules == {"building": True} and sp.deals[0].start["dealer"] == 1
    fresh = lessons.position(
        "schwimmen",
        hands=[["AC", "KC", "QC"], None],
        stacks=[["7S", "8D", "9C"], ["AS", "7H", "10D"]],
        dealer=1,
    )
    assert len(fresh.deals[0].start["stock"]) == 32 - 9
    with pytest.raises(TypeError, match="no field"):
        lessons.position("sweep", hands=[["9H"], ["2C"]], table=[], pile=[])


def test_walk_a_record_in_the_learners_notation():
    rec = lessons.position(
        "swoop",
        hands=[["QS", "KC"], ["2C"], ["3C"]],
        up=[[None, "QD", None, None], [None] * 4, [None] * 4],
        pile=["KH"],
        moves=["QS QD@u2"],
    )
    walk = lessons.walk(rec, lang="de")
    assert walk.lines[0][:2] == (1, "D♠ D♦@o2") and "Anna" in walk.lines[0][2]
    assert lessons.walk(rec, lang="en").lines[0][1] == "Q♠ Q♦@u2"
    with pytest.raises(TypeError):
        lessons.walk(rec, lang="en", preset="published")


def test_refuse_takes_either_notation_and_will_not_refuse_a_legal_move():
    rec = lessons.record("swoop", "three-eights")
    for text in ("8C 8D", "8♣ 8♦"):
        r = lessons.refuse(rec, text, lang="en", at=0)
        assert r.shown == "8♣ 8♦" and r.key.startswith("swoop.err")
    with pytest.raises(ValueError, match="legal"):
        lessons.refuse(rec, "8D", lang="en", at=0)
    with pytest.raises(TypeError):
        lessons.refuse(rec, lang="en")


def test_the_notation_comes_from_the_engine():
    de = lessons.notation("swoop", lang="de")
    rows = {r[0]: r[1:] for r in de.rows}
    assert rows["QS QD@u2"] == ["D♠ D♦@o2", "Pik-Dame, Karo-Dame vom offenen Platz 2"]
    assert rows["d3"][0] == "v3" and rows["none"][0] == "keine"
    sweep = {r[0]: r[1] for r in lessons.notation("sweep", lang="en").rows}
    assert sweep["9H x 9S 6C+3D"] == "9♥ x 9♠ 6♣+3♦" and sweep["5H b 4C"] == "5♥ b 4♣"
    sch = {r[0]: r[1] for r in lessons.notation("schwimmen", lang="de").rows}
    assert sch == {
        "keep": "behalten",
        "second": "zweiter Stapel",
        "swap JH JS": "tauschen B♥ B♠",
        "swap all": "alle tauschen",
        "pass": "schieben",
        "knock": "klopfen",
        "renew": "erneuern",
    }
    everything = lessons.notation(lang="en")
    assert everything.header[0] == "game" and {r[0] for r in everything.rows} == {
        "Swoop",
        "Sweep",
        "Schwimmen",
    }
    cards = lessons.cards(["JC", "qd", "10s"], lang="de").rows
    assert cards == [["JC", "B♣", "Kreuz-Bube"], ["QD", "D♦", "Karo-Dame"], ["10S", "10♠", "Pik-10"]]


def test_options_tables_say_what_the_rules_control_says():
    """The options table of a page and the Rules button beside its Table use the same words: each
    option's name, its default value and what it decides, in both languages."""
    from cardlab.widgets.rules import describe, value_words

    for game in ("swoop", "sweep", "schwimmen"):
        g = cardlab.get_game(game)
        for lang, head in (("de", "Regel"), ("en", "rule")):
            grid = lessons.options(game, lang=lang)
            control = describe(game, None, lang)["options"]
            assert [r[0] for r in grid.rows] == [o["words"][0].upper() + o["words"][1:] for o in control]
            assert [r[1] for r in grid.rows] == [
                value_words(g, n, o.default, lang) for n, o in g.OPTIONS.items()
            ]
            assert [r[2] for r in grid.rows] == [o["about"] for o in control]
            assert grid.header[0] == head
    assert ["Big swoop", "four of a rank swoop, never more"] == lessons.options("swoop").rows[-1][:2]
    sweep = {r[0]: r[1] for r in lessons.options("sweep", lang="de").rows}
    assert (
        sweep["Partner"] == "zwei gegen zwei"
        and sweep["Karten- und Pik-Mehrheit"] == "wer mehr als die Hälfte hat"
    )
    swoop = {r[0]: r[1] for r in lessons.options("swoop", lang="en").rows}
    assert swoop["Table cards"] != "both" and "_" not in " ".join(swoop.values())


def test_readings_name_both_sets_of_rules_in_words():
    two = lessons.readings("swoop", "dead-deal", lang="de", preset="published")
    assert [label for label, _ in two.parts] == ["Hausregeln (Standard)", "Veröffentlichte Regeln"]
    assert "Die Runde ist tot" in two.text() and two.text().count("1. 4♣") == 2
    assert two.text().startswith("Hausregeln (Standard):\n") and "\n\nVeröffentlichte Regeln:\n" in two.text()
    most = lessons.readings("sweep", "majority-three", lang="en", majority="most")
    assert [label for label, _ in most.parts] == [
        "Card and spade majority: more than half (the default)",
        "Card and spade majority: more than every other side",
    ]
    with pytest.raises(TypeError):
        lessons.readings("sweep", "majority-three")


def test_starter_share_counts_games_and_draws():
    share = lessons.starter_share("schwimmen", players=[2, 3], games=12, lang="de")
    assert set(share.values) == {2, 3} and all(0 <= v <= 1 for v in share.values.values())
    assert share.text().startswith("2 Personen: Wer angefangen hat, gewann ")
    assert "; gerechter Anteil 50 %)" in share.text() and "wahrscheinlich zwischen " in share.text()
    by_rules = lessons.starter_share("sweep", players=2, games=4, variants=["default", "no_sweep_points"])
    assert list(by_rules.values) == ["default", "no_sweep_points"]
    pytest.importorskip("matplotlib")
    png = share.plot()._repr_png_()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert by_rules.plot()._repr_png_()[:4] == b"\x89PNG"


def test_does_it_pay_to_start_is_answered_in_words():
    """The range each share likely lies in (Wilson's, 95 %), and one sentence that answers the
    question from those ranges: above the fair share it pays, below it costs, else chance."""
    from cardlab.lessons.tutorial import Share, wilson

    lo, hi = wilson(0.4, 150)
    assert 0.32 < lo < 0.33 and 0.47 < hi < 0.48  # 60 of 150: 33 % to 48 %
    assert wilson(0.0, 10)[0] == 0.0 and wilson(1.0, 10)[1] == 1.0

    def share(values, lang="de"):
        ranges = {k: wilson(v, 300) for k, v in values.items()}
        fair = {k: 1 / k for k in values}
        return Share("schwimmen", values, fair, lang, "players", "Spiele", [], [""], ranges)

    assert (
        share({3: 0.34, 4: 0.26}).answer().startswith("Antwort: In diesen Spielen machte das Anfangen keinen")
    )
    more = share({3: 0.34, 4: 0.40}).answer()
    assert more.startswith("Antwort: Ja, anfangen lohnt sich (bei 4 Personen)"), more
    less = share({3: 0.20, 4: 0.10}, "en").answer()
    assert less.startswith("Answer: no, starting is a disadvantage (with 3 and 4 players)"), less
    text = lessons.starter_share("schwimmen", players=[2, 3], games=12, lang="de").text()
    assert "Antwort: " in text and "Die Bots spielten zufällig" in text


def test_html_escapes_names_and_marks_refusals():
    rec = lessons.position(
        "swoop",
        hands=[["8C", "8D"], ["2C"], ["3C"]],
        pile=["8H", "8S", "8H"],
        players=["<b>Eve</b>", "Ben", "Carla"],
    )
    r = lessons.refuse(rec, "8C 8D", lang="en")
    html = r._repr_html_()
    assert "<b>Eve</b>" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html and "cardlab-refusal" in html
    assert "<b>Eve</b>" in repr(r)  # plain text stays as it is
    w = lessons.walk(rec, lang="en")
    assert w.lines == [] and "<ol>" not in w._repr_html_()


def test_import_cardlab_lessons_loads_no_widget_or_plot():
    code = "import cardlab.lessons, sys; print(sorted(m for m in ('anywidget', 'ipywidgets', 'matplotlib') if m in sys.modules))"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "[]"
    p = subprocess.run(
        [sys.executable, "-c", "import cardlab, sys; print('cardlab.lessons' in sys.modules)"],
        capture_output=True,
        text=True,
    )
    assert p.stdout.strip() == "False"  # import cardlab stays fast


def test_show_move_gives_a_move_or_a_typed_answer_as_the_learner_sees_it():
    assert lessons.show_move("swoop", "QC QD", "de") == "D\u2663 D\u2666"
    assert lessons.show_move("swoop", "QC QD", "en") == "Q\u2663 Q\u2666"
    assert lessons.show_move("schwimmen", "swap JH JS", "de") == "tauschen B\u2665 B\u2660"
    assert lessons.show_move("sweep", "9H x 6C+3D", "de") == "9\u2665 x 6\u2663+3\u2666"
    assert lessons.show_move("swoop", "none", "de") == "keine"
    # a text that cannot be read stays as typed; a language that is not there is refused
    assert lessons.show_move("swoop", "Dame?", "de") == "Dame?"
    import pytest

    with pytest.raises(ValueError):
        lessons.show_move("swoop", "QC", "fr")
