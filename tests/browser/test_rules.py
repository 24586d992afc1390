"""The Rules control (issue 32, item 1) in a real JupyterLab and Chromium at 1280x720 with the
file browser open, in German and English: the Table's "Rules" button opens a panel that says the
rules in play and each variant's value in words with its explanation; switching a variant before
anything is played starts a new game with it at once (Sweep's eight cards at once: eight cards in
the learner's hand); once the learner has moved, the control asks first, and "keep playing" keeps
the game.  The Replay shows the rules its record was played under, read-only, and the Lesson
those of its steps.  The keyboard opens and closes the panel; axe finds no violation with the
panels open.  Screenshots: test-output/rules_<widget>_<lang>.png."""

import re
import time

import pytest

from cardlab.explain import text

from .lab import classroom
from .test_axe import Audit
from .test_table import touch_a_move

pytestmark = pytest.mark.browser

T = ".cardlab-table"
R = ".cardlab-replay.cl-replay-root"
L = ".cardlab-lesson"
# code in a learner's text: snake_case, a literal of Python or JSON, a quoted name, name=value
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(True|False|None|true|false|null)\b|[`'\"][a-z_]+[`'\"]|\w=\S")


def open_panel(page, w):
    """Open the Rules panel of widget ``w`` with the keyboard (focus the button, Enter)."""
    b = w.locator("button.cl-rules-btn")
    b.focus()
    page.keyboard.press("Enter")
    assert b.get_attribute("aria-expanded") == "true"
    panel = w.locator(".cl-rules-panel")
    panel.wait_for(state="visible")
    return panel


def row_text(panel, option):
    return panel.locator(f".cl-rules-row[data-option='{option}']").inner_text()


def hand_size(w):
    return w.locator("svg.cl-table g.cl-card[data-place='hand'][data-key]").count()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_rules_panel_in_table_replay_and_lesson(lab, page, out_dir, lang):
    cells = [
        "from cardlab.widgets import Table, Replay, Lesson\nfrom cardlab.play import play_game",
        f"t = Table('sweep', seat=0, bots=['heuristic'], players=3, seed=4, lang='{lang}')\nt",
        "rec = play_game('swoop', rules={'preset': 'published', 'table_cards': 'mystery_only'}, players=3,"
        " seed=3, max_deals=1)\n"
        f"Replay(rec, lang='{lang}')",
        f"Lesson('schwimmen-first-lesson', lang='{lang}')",
        f"print('ready rules {lang}')",
    ]
    classroom(page, lab, f"rules_{lang}.ipynb", cells, f"ready rules {lang}")
    w = page.locator(T).first
    w.scroll_into_view_if_needed()
    w.locator("svg.cl-table g.cl-card[data-key]").first.wait_for(timeout=30_000)
    button = w.locator("button.cl-rules-btn")
    # the button names the rules in play, in the language
    assert (
        button.inner_text()
        .strip()
        .startswith(text("rules.set", lang) + ": " + text("rules.preset.default", lang))
    )
    panel = open_panel(page, w)
    assert panel.locator(".cl-rules-heading").inner_text() == text("rules.heading.table", lang)
    said = panel.inner_text()
    assert not CODE.search(said), CODE.search(said)
    maj = row_text(panel, "majority")
    assert text("rules.option.sweep.majority", lang) in maj
    assert text("rules.option.sweep.majority.about", lang) in maj
    sel = panel.locator("select[data-option='majority']")
    assert sel.evaluate("s => s.selectedOptions[0].textContent") == text(
        "rules.value.sweep.majority.half", lang
    )
    # each menu is labelled and described by its explanation
    for s in panel.locator("select.cl-rules-select").all():
        sid, about = s.get_attribute("id"), s.get_attribute("aria-describedby").split()[-1]
        assert panel.locator(f"label[for='{sid}']").count() == 1
        assert panel.locator(f"[id='{about}']").inner_text().strip()
    w.locator(".cl-rules-panel").scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / f"rules_table_{lang}.png"))

    # nothing played yet: a variant applies at once, and the new game is dealt by it
    assert w.locator(".ct-recent .ct-own").count() == 0
    before = hand_size(w)
    assert before == 4
    eight = panel.locator("select[data-option='eight_card_deal']")
    eight.focus()
    eight.select_option(index=1)
    page.wait_for_function(
        f"() => document.querySelector('{T} .cl-rules-panel').dataset.changed === '1'", timeout=20_000
    )
    page.wait_for_function(
        f"() => document.querySelectorAll(\"{T} svg.cl-table g.cl-card[data-place='hand'][data-key]\").length === 8",
        timeout=20_000,
    )
    assert panel.locator(".cl-rules-status").inner_text() == text("rules.started", lang)
    assert text("rules.changed", lang) in row_text(panel, "eight_card_deal")
    assert text("rules.summary.changed", lang, rules="", n=1).strip() in button.inner_text()
    # focus stayed on the menu that changed (the panel was drawn again)
    assert page.evaluate("() => document.activeElement.dataset.option") == "eight_card_deal"

    # the learner moves: now a change asks first; "keep playing" keeps the game and the menus
    for _ in range(40):
        if (
            w.locator("svg.cl-table g.cl-card.cl-lit[data-key]").count()
            or w.locator("button.ct-kind").count()
        ):
            break
        time.sleep(0.25)
    n = int(data(page, T, "logLength"))
    assert touch_a_move(w)
    page.wait_for_function(f"() => document.querySelector('{T}').dataset.logLength !== '{n}'", timeout=20_000)
    panel.locator("select[data-option='target_score']").select_option(index=2)
    ask = panel.locator(".cl-rules-confirm")
    ask.wait_for(state="visible")
    assert ask.locator(".cl-rules-question").inner_text() == text("rules.confirm", lang)
    # the question comes right under the menu that changed
    assert ask.evaluate("e => e.previousElementSibling.dataset.option") == "target_score"
    ask.evaluate("e => e.scrollIntoView({block: 'center'})")
    page.screenshot(path=str(out_dir / f"rules_table_confirm_{lang}.png"))
    ask.locator("button.cl-rules-no").click()
    assert ask.is_hidden()
    assert page.evaluate("() => document.activeElement.dataset.option") == "target_score"
    assert panel.locator("select[data-option='target_score']").input_value() == "10"
    log = data(page, T, "logLength")
    assert log != "0"
    # ... and "new game with these rules" starts one
    panel.locator("select[data-option='target_score']").select_option(index=2)
    ask.locator("button.cl-rules-yes").click()
    page.wait_for_function(
        f"() => document.querySelector('{T} .cl-rules-panel').dataset.changed === '2'", timeout=20_000
    )
    assert panel.locator("select[data-option='target_score']").input_value() == "15"
    assert page.evaluate("() => document.activeElement.dataset.option") == "target_score"
    assert text("table.score.goal.sweep", lang, target=15) in w.locator(".ct-score").inner_text()
    page.wait_for_function(
        f"() => document.querySelectorAll(\"{T} svg.cl-table g.cl-card[data-place='hand'][data-key]\").length === 8",
        timeout=20_000,
    )
    # the keyboard: Escape closes the panel and gives the focus back to the button
    panel.locator("select[data-option='majority']").focus()
    page.keyboard.press("Escape")
    assert panel.is_hidden() and button.get_attribute("aria-expanded") == "false"
    assert page.evaluate("() => document.activeElement.classList.contains('cl-rules-btn')")

    # on the projector: the panel grows with the widget's large setting
    w.locator("input.ct-size").check()
    open_panel(page, w)
    page.wait_for_function(
        f"() => parseFloat(getComputedStyle(document.querySelector('{T} .cl-rules-about')).fontSize) >= 16"
    )
    panel.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(out_dir / f"rules_table_large_{lang}.png"))
    w.locator("input.ct-size").uncheck()

    # the Replay: the rules the record was played under, in words, nothing to switch
    r = page.locator(R).first
    r.scroll_into_view_if_needed()
    r.locator("svg.cl-table g.cl-card").first.wait_for(timeout=30_000)
    rp = open_panel(page, r)
    assert rp.get_attribute("data-editable") == "false" and rp.locator("select").count() == 0
    assert rp.locator(".cl-rules-heading").inner_text() == text("rules.heading.record", lang)
    assert text("rules.preset.swoop.published", lang) in row_text(rp, "preset")
    tc = row_text(rp, "table_cards")
    assert (
        text("rules.value.swoop.table_cards.mystery_only", lang) in tc and text("rules.changed", lang) in tc
    )
    assert not CODE.search(rp.inner_text()), CODE.search(rp.inner_text())
    # the button sits in the controls row (the header has no room), the panel opens under the move
    assert r.locator(".cl-controls button.cl-rules-btn").count() == 1
    assert rp.evaluate("e => e.previousElementSibling.classList.contains('cl-main')")
    rp.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(out_dir / f"rules_replay_{lang}.png"))

    # the Lesson: the rules of its steps, read-only
    les = page.locator(L).first
    les.scroll_into_view_if_needed()
    lp = open_panel(page, les)
    assert lp.locator(".cl-rules-heading").inner_text() == text("rules.heading.lesson", lang)
    assert lp.locator("select").count() == 0
    assert text("rules.option.schwimmen.seven_eight_nine", lang) in lp.inner_text()
    les.scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / f"rules_lesson_{lang}.png"))

    # axe over the three widgets, each with its panel open
    assert panel.is_visible()  # (still open since the projector's screenshot)
    audit = Audit(page, out_dir, f"rules {lang}")
    for sel in (T, R, L):
        audit(sel, "rules panel open")
    audit.check()
    assert not page.errors, page.errors


def data(page, sel, key):
    return page.evaluate(f"() => document.querySelector('{sel}').dataset.{key}")
