"""The Replay shows an annotated record's analysis: graph points, marks and texts in both
languages; a replay seen by one seat gets only that seat's annotations; no annotations, nothing."""

import pytest

pytest.importorskip("anywidget")

import cardlab  # noqa: E402
from cardlab import Record  # noqa: E402
from cardlab.play import play_game  # noqa: E402
from cardlab.widgets import Replay  # noqa: E402

from . import positions as P  # noqa: E402


@pytest.fixture(scope="module")
def analysed():
    full = play_game("sweep", None, 2, ["heuristic"], seed=4)
    d = full.deals[0]
    rec = Record(full.game, full.players, [type(d)(d.start, d.moves[:16])], full.rules)
    return cardlab.analyse(rec, strength=3, progress=False)


def test_no_annotations_no_analysis():
    assert Replay(play_game("swoop", None, 3, seed=1)).analysis == {}


def test_graph_marks_and_texts(analysed):
    r = Replay(analysed)
    [deal] = r.analysis["deals"]
    assert deal["seats"] == [0, 1] and deal["lower"] is False
    assert [p["i"] for p in deal["points"]] == [d.at + 1 for d in analysed.decisions]
    for d in analysed.decisions:
        note = deal["notes"][str(d.at + 1)]
        assert note["label"] == d.label and note["s"] == d.seat
        assert note["text"]["en"] and note["text"]["de"] and note["text"]["en"] != note["text"]["de"]
    labels = r.analysis["labels"]
    assert labels["de"]["label.blunder"] == "Patzer" and labels["en"]["analysis.graph"] == "Evaluation"
    html = r.to_html()
    assert '"analysis":{"deals"' in html and "cl-an-graph" in html


def test_one_seat_sees_only_its_own_annotations(analysed):
    r = Replay(analysed, seat=1)
    [deal] = r.analysis["deals"]
    assert {n["s"] for n in deal["notes"].values()} == {1}
    assert {p["s"] for p in deal["points"]} == {1}
    r.seat = 0
    assert {n["s"] for n in r.analysis["deals"][0]["notes"].values()} == {0}


def test_labelled_move_explained_in_both_languages():
    a = cardlab.analyse(P.swoop_going_out("KC"), strength=3, progress=False)
    note = Replay(a).analysis["deals"][0]["notes"]["1"]
    assert note["label"] == "blunder"
    assert note["text"]["en"].startswith("Blunder. Better: K♣ K♦ K♥ K♠")
    assert note["text"]["de"].startswith("Patzer. Besser: K♣ K♦ K♥ K♠")


def test_an_annotated_move_is_explained_once():
    """The note of a labelled move says the verdict once, and leaves what the move played does
    to the explanation above it (the record's comment is the same verdict, not a second one)."""
    full = play_game("swoop", None, 3, ["heuristic"], seed=3)
    d = full.deals[0]
    rec = Record(full.game, full.players, [type(d)(d.start, d.moves[:12])], full.rules)
    a = cardlab.analyse(rec, seat=0, strength=6, progress=False)
    notes = Replay(a.annotated()).analysis["deals"][0]["notes"]
    labelled = [n for n in notes.values() if n["label"]]
    assert labelled
    from cardlab.explain import text

    for n in labelled:
        for lang in ("en", "de"):
            head = text(f"analysis.label.{n['label']}", lang) + "."
            assert n["text"][lang].count(head) == 1, n["text"][lang]
