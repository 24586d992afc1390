"""The toy fourth game (tests/toygame/) drawn in Chromium: no game module of its own draws it,
so the generic drawing (draw_generic.js) shows its view; the page runs without an error and
shows seat 0 its own cards and no hidden one."""

import pytest

from cardlab.play import play_game
from cardlab.widgets import Replay

from ..test_toy_game import _hidden, higher  # noqa: F401 (the fixture registering the game)

pytestmark = pytest.mark.browser


def _drawn(page) -> set:
    return set(page.eval_on_selector_all("g.cl-card[data-card]", "gs => gs.map((g) => g.dataset.card)"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_generic_drawing_shows_the_toy_game(page, tmp_path, lang):
    rec = play_game("higher", None, 3, seed=4)
    states = [s.state for s in rec.replay(events=False)]
    path = tmp_path / "higher.html"
    Replay(rec, seat=0, lang=lang, step=2).save_html(path)
    page.goto(path.as_uri())
    page.wait_for_selector(".cardlab-replay g.cl-card")
    st = states[2]  # after two moves: seat 0's hand and the trick so far
    assert _drawn(page) == set(st.hands[0]) | set(st.trick) | set(st.played)
    assert not _drawn(page) & _hidden(st, 0)
    title = page.text_content(".cardlab-replay")
    assert ("Höher" if lang == "de" else "Higher") in title
    assert not page.errors and not page.dialogs
