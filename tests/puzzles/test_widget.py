"""The puzzle widgets from Python: what is sent to the browser, answers in, verdicts out."""

import json

import pytest

import cardlab.widgets as widgets  # noqa: E402  (a broken import fails: no skip)
from cardlab.puzzles import find, shipped


def sent(w) -> str:
    state = w.get_state()
    return json.dumps({k: v for k, v in state.items() if k not in ("labels", "_esm", "_css")})


@pytest.mark.parametrize(
    "pid", ["swoop-face-up-too", "sweep-nine-takes-all", "schwimmen-keep-it", "swoop-mystery-gamble"]
)
def test_only_what_the_seat_sees_is_sent(pid):
    p = find(pid)
    w = widgets.Puzzle(p)
    st = p.state
    data = sent(w)
    if p.game == "swoop":
        hidden = [c for s in range(st.n) for c in st.down[s] if c] + [
            c for s in range(st.n) if s != p.seat for v in st.hands[s].values() for c in v
        ]
        mine = set(st.hand_list(p.seat)) | {c for c in st.up[p.seat] if c} | set(st.pile)
    elif p.game == "sweep":
        hidden = list(st.stock) + [c for s in range(st.n) if s != p.seat for c in st.hands[s]]
        mine = set(st.hands[p.seat]) | set(st.table)
    else:
        hidden = list(st.stock) + [c for s in range(st.n) if s != p.seat for c in st.hands[s]]
        mine = set(st.hands[p.seat]) | set(st.middle)
    for c in set(hidden) - mine:
        assert f'"{c}"' not in data, c
    assert w.solution == {} and "explanation" not in w.data


def test_submit_feedback_results_and_language():
    w = widgets.Puzzle("swoop-carla-kings")
    assert repr(w) == "<Puzzle swoop-carla-kings>"
    v = w.submit("7C")
    assert not v.correct and w.feedback["head"] == "Not the best answer."
    assert w.solution["notation"] == ["KC KD KH KS"]
    w.lang = "de"
    assert w.feedback["head"] == "Nicht die beste Antwort." and "Besser" in w.feedback["why_best"]
    w.submit("8C 8D")
    assert w.feedback["legal"] is False and w.feedback["reason"]
    w.submit("KS KH KD KC")
    assert w.feedback["correct"]
    assert [r["correct"] for r in w.results] == [False, False, True]
    assert w.score == 0  # the first legal answer was wrong


def test_set_steps_and_scores():
    ps = widgets.PuzzleSet(shipped("schwimmen")[:3])
    first = ps.puzzle
    best = first.evaluate()["best"][0]
    ps.submit(best)
    ps.next()
    assert ps.index == 1 and ps.feedback == {}
    ps.submit("pass")
    ps.previous()
    assert ps.feedback["correct"] and ps.answer == best
    assert ps.tally == {"right": 1 + int(ps.results[1]["correct"]), "done": 2, "n": 3}
    assert repr(ps).startswith("<PuzzleSet 3 puzzles")
    with pytest.raises(ValueError):
        widgets.PuzzleSet([])
    with pytest.raises(ValueError):
        widgets.Puzzle("swoop-carla-kings", lang="fr")
