"""Learn from your mistakes: each labelled move becomes a puzzle of the same position."""

import pytest

import cardlab
from cardlab.puzzles import Puzzle, from_mistakes

from . import positions as P


@pytest.mark.parametrize(
    "make,played,best",
    [
        (P.swoop_going_out, "KC", "KC KD KH KS"),
        (P.sweep_last_card, "9H", "9H x 9S"),
        (P.schwimmen_31, "pass", "swap 7C QH"),
    ],
    ids=["swoop", "sweep", "schwimmen"],
)
def test_mistake_becomes_a_puzzle(make, played, best):
    rec = make(played)
    a = cardlab.analyse(rec, strength=3, progress=False)
    [p] = from_mistakes(a, lang="de")
    assert isinstance(p, Puzzle) and p.game == rec.game
    assert p.seat == a.decisions[0].seat
    g = cardlab.get_game(rec.game)
    assert g.view(p.state, p.seat) == g.view(rec.state_at(1, 0).state, p.seat)
    assert "finde einen besseren zug" in p.question["de"].lower()
    assert "find a better move" in p.question["en"].lower()
    assert best in p.answer["moves"] and played not in p.answer["moves"]
    right = p.check(best, "en")
    assert right.correct
    wrong = p.check(played, "de")
    assert not wrong.correct and wrong.legal
    # the explanation says why the accepted moves are better than the move played, in both
    # languages, and a right answer is told it
    assert p.explanation["en"].startswith("Your move in the game, ")
    assert p.explanation["de"].startswith("Dein Zug im Spiel, ")
    for text in (p.explanation["en"], right.why_best):
        assert "better than your move" in text
    assert "besser als dein Zug" in p.explanation["de"]
    assert Puzzle.from_json(p.to_json()) == p  # a valid cardlab-puzzle/1 file


def test_from_an_annotated_record_and_by_seat(tmp_path):
    a = cardlab.analyse(P.swoop_going_out("KC"), strength=3, progress=False)
    path = tmp_path / "a.json"
    a.annotated().save(path)
    assert [p.to_json() for p in from_mistakes(path)] == [p.to_json() for p in from_mistakes(a)]
    assert from_mistakes(a, seat=1) == []
    none = from_mistakes(cardlab.analyse(P.swoop_going_out(), strength=3, progress=False))
    assert list(none) == []
    with pytest.raises(ValueError):
        from_mistakes(a, lang="fr")
