"""After a game at the Table, the Table offers the learner's mistakes as puzzles."""
import pytest

pytest.importorskip("anywidget")

from cardlab.bots.heuristic import HeuristicBot  # noqa: E402
from cardlab.puzzles import Puzzle  # noqa: E402
from cardlab.widgets.table import Table  # noqa: E402


def test_table_offers_mistakes_as_puzzles():
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang="de")
    rnd = __import__("random").Random(1)
    while not t.finished:
        if t.deal_over:
            t.next_deal()
            continue
        moves = t.g.legal_moves(t.state)          # the learner plays at random: mistakes
        t.play(moves[rnd.randrange(len(moves))] if rnd.random() < 0.5 else
               HeuristicBot().choose(t.g, t.state))
    assert ".mistakes()" in t.status and "Aus Fehlern lernen" in t.status
    ps = t.mistakes(strength=3, progress=False)
    assert ps and all(isinstance(p, Puzzle) and p.seat == 0 for p in ps)
    assert ps.lang == "de"
    assert "Finde einen besseren Zug" in ps[0].question["de"]
