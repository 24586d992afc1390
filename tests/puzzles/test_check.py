"""The checker: right, wrong and illegal answers, in German and English; never a traceback."""

import re

import pytest

from cardlab.puzzles import find, shipped


@pytest.fixture(scope="module")
def carla():
    return find("swoop-carla-kings")


def test_same_rank_other_suits_is_the_same_play(carla):
    for spelling in ("KS KH KD KC", "kc kd kh ks", "K♠ K♥ K♦ K♣", " KC  KD KH KS "):
        v = carla.check(spelling)
        assert v.correct and v.move == "KC KD KH KS"


def test_right_answer_says_what_it_does(carla):
    v = carla.check("KC KD KH KS", "en")
    assert v.correct and v.score == 8 and v.best_score == 8
    assert "pick" in v.what_it_does and "6 cards" in v.what_it_does
    assert v.line[-1] == "7C 7D"
    d = carla.check("KC KD KH KS", "de")
    assert d.correct and "Stapel" in d.what_it_does and "fegen" in d.what_it_does
    assert d.explanation == carla.explanation["de"]


def test_wrong_answer_explained(carla):
    v = carla.check("QC QD", "en")
    assert not v.correct and v.legal and v.score == -4
    assert "pile of 6 cards" in v.what_it_does
    assert "K♣ K♦ K♥ K♠" in v.why_best and "8" in v.why_best
    assert v.best_moves == ["KC KD KH KS"]
    d = carla.check("QC QD", "de")
    assert "Besser" in d.why_best and "K♣ K♦ K♥ K♠" in d.why_best


@pytest.mark.parametrize("answer", ["8C 8D", "8C 8D 8H", "5D 8C"])
def test_illegal_answer_reason_in_both_languages(answer):
    p = find("swoop-three-eights")
    en, de = p.check(answer, "en"), p.check(answer, "de")
    assert not en.legal and not en.correct and en.move is None
    assert en.reason and de.reason and en.reason != de.reason
    assert "not allowed" in en.text and "nicht erlaubt" in de.text


@pytest.mark.parametrize(
    "junk", ["", "   ", "x" * 500, "KC@u9", "d9", "none", None, 17, ["KC"], "swap all", "9H x 9S"]
)
def test_junk_never_raises(carla, junk):
    v = carla.check(junk, "de")
    assert not v.correct and not v.legal and v.reason


def test_knock_too_early_explained():
    p = find("schwimmen-no-knock-yet")
    v = p.check("klopfen", "de")
    assert not v.legal and "klopfen" in v.reason.lower()


def test_sweep_capture_without_groups_is_understood():
    p = find("sweep-nine-takes-all")
    v = p.check("9H x 9S 6C 3D 5H 3S AC")
    assert v.correct and v.move == p.check("9H x 9S 6C+3D 5H+3S+AC").move
    v = p.check("9H x 9S 6C 3D")  # the 9 + one group: legal, not best
    assert v.legal and not v.correct and v.score == 3
    v = p.check("9H x 6C 5H")  # no legal capture takes exactly these
    assert not v.legal and v.reason


def test_several_right_answers_all_accepted():
    p = find("schwimmen-keep-it")
    a, b = p.check("pass"), p.check("knock")
    assert a.correct and b.correct
    assert "knock" in a.why_best
    p = find("swoop-two-swoopers")
    assert p.check("X").correct and p.check("10D").correct and p.check("10H").correct


def test_verdict_json_and_text(carla):
    v = carla.check("7C", "de")
    j = v.to_json()
    assert set(j) >= {"correct", "move", "what_it_does", "why_best", "best_moves", "score"}
    assert v.text.startswith("Nicht die beste Antwort")


def test_accepted_moves_puzzle():
    from cardlab.puzzles import Puzzle

    obj = find("swoop-three-eights").to_json()
    obj["answer"] = {"moves": ["8D"]}
    obj["solution"] = {"moves": ["8C"]}
    p = Puzzle.from_json(obj)
    assert p.check("8H").correct  # any 8 from the hand is the same play
    v = p.check("5C 5D")
    assert not v.correct and "8" in v.why_best and v.score is None


ENGLISH_WORDS = re.compile(r"\b(swap|all|pass|knock|keep|second|renew|none)\b", re.I)


def test_feedback_shows_moves_in_the_learners_notation():
    """Every move in a German verdict is in the German display notation (tauschen, D for Dame),
    and every display form of either language is read as an answer."""
    from cardlab import get_game
    from cardlab.notation import move_text

    for p in shipped():
        g = get_game(p.game)
        for mv in g.legal_moves(p.state)[:8]:
            en = p.check(str(mv), "en")
            for lang in ("en", "de"):
                v = p.check(move_text(p.game, mv, lang), lang)
                assert v.legal and v.move == en.move == str(mv) and v.correct == en.correct
                assert v.shown == move_text(p.game, mv, lang)
                assert v.best_shown == [
                    move_text(p.game, m, lang) for m in (g.parse_move(p.state, b) for b in v.best_moves)
                ]
            de = p.check(str(mv), "de")
            for s in (de.why_best, de.what_it_does, de.shown, " ".join(de.best_shown)):
                assert not re.search(r"[JQ][♣♦♥♠]", s), s
            assert not ENGLISH_WORDS.search(de.why_best + " " + de.shown), de.why_best


def test_wrong_swap_says_better_in_german():
    p = find("schwimmen-ace-is-eleven")
    v = p.check("tauschen 7♦ A♦", "de")
    assert v.legal and not v.correct and v.move == "swap 7D AD"
    assert v.why_best.startswith("Besser: tauschen ") and "swap" not in v.why_best


def test_no_negative_or_impossible_count_is_shown():
    """A play that picks up the pile leaves the player more cards: the feedback says so in
    words ("4 cards more"), never "-4 cards" or "lighter"."""
    carla = find("swoop-carla-kings")
    for lang in ("en", "de"):
        v = carla.check("QC QD", lang)
        assert v.score < 0
        for s in (v.what_it_does, v.why_best):
            assert not re.search(r"-\d|lighter", s), s
        assert ("4 cards more" if lang == "en" else "4 Karten mehr") in v.why_best
    from cardlab.puzzles.goals import goal

    g = goal("swoop", "shed_most")
    for score in (-3, -1, 0, 1, 5):
        for lang in ("en", "de"):
            for which in ("better", "right"):
                from cardlab.explain import text

                s = text(
                    g.message_key(which),
                    lang,
                    moves="X",
                    best=g.phrase(score, lang),
                    n=g.phrase(-score, lang),
                )
                assert not re.search(r"-\d|\{", s) and "1 cards" not in s and "1 Karten" not in s, s
            rk, rn = g.result_key(score)
            s = text(rk, lang, n=rn)
            assert not re.search(r"-\d|\b0 (cards|Karten)", s), s
