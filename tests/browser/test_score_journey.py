"""A short game at the Table, played as a learner plays it: JupyterLab at 1280x720 with the file
browser open, clicking only (issue 31, items 1-3).  At every step the score strip is on screen
with each player's total and the deal; at a deal's end the summary names every player's points
(Swoop: each player's cards still held, laid open and counted; Sweep: each category) and stays
until the next deal; "learn from your mistakes" works after the deal, not only after the game;
and a short game (``deals=2``) ends with a "new game" button."""

import re
import time

import pytest

from cardlab.explain import text as catalog_text

from .lab import classroom
from .test_table import LIT, W, state, touch_a_move, wait_change

pytestmark = pytest.mark.browser


def _in_area(box, area):
    return box["y"] >= area["y"] - 0.5 and box["y"] + box["height"] <= area["y"] + area["height"] + 0.5


# the drawing's box and where the row of tools under the move buttons sits, from the widget's top
_PLACES = """(root) => {
  const top = root.getBoundingClientRect().top;
  const board = root.querySelector('.ct-board').getBoundingClientRect();
  const tools = root.querySelector('.ct-tools').getBoundingClientRect();
  return { board: Math.round(board.height), tools: Math.round(tools.top - top) };
}"""
# what each part of the drawing measures, for the message when the table moved
_PARTS = """(root) => [...root.querySelectorAll('svg.cl-table > g, svg.cl-table > g > g')].map((g) => {
  const r = g.getBoundingClientRect();
  const cls = g.getAttribute('class') || g.getAttribute('data-cell') || '?';
  const said = cls === 'cl-panel' ? ' [' + g.textContent.slice(0, 90) + ']' : '';
  return cls + ':' + Math.round(r.top) + '+' + Math.round(r.height) + said;
}).join(' ')"""


def _play_deal(page, w, area, deadline, lang, large=False):
    """Click through one deal; at every learner's turn the score strip is on screen, no text of
    the drawing covers another, and neither the drawing's height nor the move buttons' place
    changed since the deal's first turn (no jump under the learner's finger)."""
    from .test_drawing import TEXT_OVERLAPS

    moves, first = 0, None
    while time.time() < deadline:
        st = state(page)
        if st["d"] == "true":
            return moves
        if st["m"] == "0":
            time.sleep(0.2)
            continue
        strip = w.locator(".ct-score")
        assert strip.is_visible() and _in_area(strip.bounding_box(), area), "the score strip left the screen"
        assert w.evaluate(TEXT_OVERLAPS) == [], f"texts of the drawing overlap at turn {moves}"
        # the status line is for screen readers; the line beside the buttons says whose turn it is
        turn = {"de": "Du bist dran:", "en": "Your turn:"}[lang]
        assert w.locator(".ct-note").inner_text().startswith(turn), w.locator(".ct-note").inner_text()
        # the moves since the learner's last one, newest first: the last move readable without
        # scrolling (the normal setting; the large one trades that room for larger cards)
        said = w.locator(".ct-recent li")
        if large is False and said.count():
            box = said.first.bounding_box()
            assert box and _in_area(box, area), (
                f"the last move is off the screen at turn {moves}: {box} {area} {said.all_inner_texts()}"
            )
        places = w.evaluate(_PLACES)
        if first is None:
            first, parts = places, w.evaluate(_PARTS)
        assert places == first, (
            f"the table moved at turn {moves}: {first} -> {places}\n{parts}\n{w.evaluate(_PARTS)}"
        )
        parts = w.evaluate(_PARTS)
        knock = w.locator("button.ct-kind[data-kind='knock']:not([aria-disabled='true'])")
        if moves >= 3 and knock.count():  # a Schwimmen learner knocks after a few swaps
            knock.first.click()
        elif not touch_a_move(w):
            w.locator("button.ct-kind:not([aria-disabled='true'])").first.click()
        moves += 1
        wait_change(page, st)
    raise AssertionError("the deal did not end in time")


@pytest.mark.parametrize(
    "game,players,lang,size",
    [
        ("swoop", 3, "de", "normal"),
        ("sweep", 2, "en", "normal"),
        ("schwimmen", 3, "de", "normal"),
        ("swoop", 3, "en", "large"),
    ],
)
def test_a_short_game_with_the_score_always_in_view(lab, page, out_dir, game, players, lang, size):
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    names = ["Anna", "Ben", "Carla"][:players]
    cells = [
        "from cardlab.widgets import Table\n"
        f"t = Table('{game}', seat=0, bots=['heuristic'], players={names!r}, seed=3, lang='{lang}', deals=2,"
        f" save_folder=None)\nt.size = '{size}'\nt",
        "print('ready score', t.game)",
    ]
    area = classroom(page, lab, f"score_{game}_{size}.ipynb", cells, "ready score")
    lang_tag = lang if size == "normal" else f"{lang}_large"
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card[data-place]", state="attached", timeout=30_000)
    w = page.locator(W).first
    w.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    strip = w.locator(".ct-score")
    expect(strip).to_contain_text(
        catalog_text(f"table.score.{'deal' if game == 'swoop' else 'round'}_of", lang, n=1, of=2)
    )
    for name in names:
        expect(strip).to_contain_text(name)
    page.screenshot(path=str(out_dir / f"score_{game}_{lang_tag}_start.png"))
    deadline = time.time() + 300
    for deal in (1, 2):
        _play_deal(page, w, area, deadline, lang, large=size == "large")
        summary = w.locator(".ct-summary")
        expect(summary).to_be_visible(timeout=20_000)
        said = summary.inner_text()
        # every player's points: in the strip as numbers, in the summary in words
        rows = w.locator(".ct-score-cell")
        assert rows.count() == players
        totals = [
            int(re.sub(r"\D", "", rows.nth(i).locator(".ct-score-total").inner_text()))
            for i in range(players)
        ]
        if game == "swoop":  # everybody but the winner has cards counted, laid open
            assert sum(1 for n in names if n in said) >= players - 1, said
            assert catalog_text("table.summary.deal", lang) in said
        else:  # each category, and the points of the round for everyone
            assert catalog_text("table.summary.round", lang) in said
            assert said.count(":") >= players, said
        w.locator(".ct-summary").scroll_into_view_if_needed()
        page.screenshot(path=str(out_dir / f"score_{game}_{lang_tag}_deal{deal}.png"))
        assert not re.search(r"\b[2-9TJQKA][CDHS]\b", said) or lang == "en", said  # no card code in German
        finished = state(page)["f"] == "true"
        learn = w.locator("button.ct-learn")
        assert learn.is_visible() and learn.inner_text() == catalog_text("table.mistakes_btn", lang)
        if deal == 1:
            # learn from the mistakes of this deal, then back, then the next deal
            learn.click()
            page.wait_for_function(
                f"() => {{ const r = document.querySelector('{W}'); return (r.dataset.exercise || '') !== ''"
                f" || document.querySelector('{W} .ct-info').textContent.length > 0; }}",
                timeout=60_000,
            )
            if w.evaluate("(e) => e.dataset.exercise"):
                page.screenshot(path=str(out_dir / f"score_{game}_{lang_tag}_exercise.png"))
                expect(strip).to_be_visible()
                for _ in range(20):
                    shown = w.evaluate("(e) => e.dataset.exercise")
                    if not shown:
                        break
                    w.locator("button.ct-next").click()
                    page.wait_for_function(  # the next exercise, or back at the game
                        f"(shown) => document.querySelector('{W}').dataset.exercise !== shown",
                        arg=shown,
                        timeout=20_000,
                    )
            expect(summary).to_be_visible(timeout=20_000)  # back at the deal's end, the summary still there
            assert [
                int(re.sub(r"\D", "", rows.nth(i).locator(".ct-score-total").inner_text()))
                for i in range(players)
            ] == totals
            if finished:
                break
            w.locator("button.ct-next").click()
            page.wait_for_function(
                f"() => document.querySelector('{W}').dataset.dealOver === 'false'", timeout=20_000
            )
            expect(summary).to_be_hidden()
            expect(strip).to_contain_text(
                catalog_text(f"table.score.{'deal' if game == 'swoop' else 'round'}_of", lang, n=2, of=2)
            )
        else:
            assert finished
    assert state(page)["f"] == "true"
    new = w.locator("button.ct-new")
    assert new.is_visible() and new.inner_text() == catalog_text("table.new_btn", lang)
    page.screenshot(path=str(out_dir / f"score_{game}_{lang_tag}_over.png"))
    new.click()
    page.wait_for_function(
        f"() => document.querySelector('{W}').dataset.finished === 'false'", timeout=20_000
    )
    expect(strip).to_contain_text(
        catalog_text(f"table.score.{'deal' if game == 'swoop' else 'round'}_of", lang, n=1, of=2)
    )
    assert w.locator(LIT).count() >= 0
    assert not page.errors, page.errors
