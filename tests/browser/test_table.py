"""The Table widget in a real JupyterLab and Chromium, played by touching cards: a whole Schwimmen
game against two bots and a whole Swoop deal, with nothing typed and no move picked from the
list: the learner clicks cards that light up, then the green button, or a button of a move that
needs no card (schieben, klopfen, ...).  On the way: a selection that can make no legal move is
explained in the learner's language, "Why?" and the bot's hint speak in words, the keyboard plays
a move, and the finished game reads back in Python as a record."""

import re
import time

import pytest

from cardlab.explain import text as catalog_text

from .lab import classroom, open_and_run, output_widgets, put_notebook

pytestmark = pytest.mark.browser

W = ".cardlab-table"
LIT = "svg.cl-table g.cl-card.cl-lit[data-key]"


def state(page):
    return page.evaluate(
        f"() => {{ const r = document.querySelector('{W}'); return "
        f"{{m: r.dataset.moves, f: r.dataset.finished, d: r.dataset.dealOver, "
        f"n: r.dataset.logLength}}; }}"
    )


def wait_change(page, st, timeout=20_000):
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{W}'); return r.dataset.logLength !== '{st['n']}'"
        f" || r.dataset.finished === 'true' || r.dataset.dealOver !== '{st['d']}'; }}",
        timeout=timeout,
    )


def touch_a_move(w):
    """Click lit cards until the green button can be pressed, then press it.  Returns False when
    this position has no card move (only buttons)."""
    for _ in range(8):
        confirm = w.locator("button.ct-confirm:not([aria-disabled='true'])")
        if confirm.count():
            confirm.first.click()
            return True
        lit = w.locator(LIT)
        if not lit.count():
            trail = w.locator("button.ct-kind[data-kind='trail']:not([aria-disabled='true'])")
            if trail.count():
                trail.first.click()
                return True
            return False
        # where a learner touches a fanned card: its corner with the index, the part that shows
        lit.first.click(position={"x": 6, "y": 12})
        time.sleep(0.05)
    raise AssertionError("no move after eight cards")


def test_play_schwimmen_by_touching(lab, page, out_dir):
    cells = [
        "from cardlab.widgets import Table\n"
        "t = Table('schwimmen', seat=0, bots=['heuristic', 'random'], players=3, seed=5, lang='de')\nt",
        "print('ready table', t.game)",
    ]
    put_notebook(lab, "table_schwimmen.ipynb", cells)
    open_and_run(page, lab, "table_schwimmen.ipynb", "ready table", workspace="table1")
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card[data-place='hand']", state="attached", timeout=30_000)
    w = page.locator(W).first
    # German names and German buttons; the card-less moves are buttons that are always there
    assert "Spieler 1" in w.locator(".ct-title").inner_text()
    explained = swapped = asked = False
    rounds_over = 0
    deadline = time.time() + 200
    while time.time() < deadline:
        st = state(page)
        if st["f"] == "true":
            break
        if st["d"] == "true" and w.locator("button.ct-next").is_visible():
            rounds_over += 1
            w.locator("button.ct-next").click(timeout=10_000)
            page.wait_for_function(
                f"() => document.querySelector('{W}').dataset.dealOver === 'false'", timeout=20_000
            )
            continue
        if st["m"] == "0":
            time.sleep(0.2)
            continue
        if w.locator("svg.cl-table g.cl-card[data-place='middle']").count():
            if not explained:
                # two hand cards make no move: the reason, in German, from the rules
                hand = w.locator("svg.cl-table g.cl-panel[data-seat='0'] g.cl-card[data-place='hand']")
                hand.nth(0).click()
                assert w.locator(LIT + "[data-place='middle']").count() == 3
                assert w.locator(LIT + "[data-place='hand']").count() == 0
                hand.nth(1).click()
                page.wait_for_function(
                    f"() => document.querySelector('{W} .ct-note').dataset.reason === 'rule'", timeout=15_000
                )
                note = w.locator(".ct-note").inner_text()
                assert not re.search(r"\b(swap|cards?|moves?|your|the)\b", note), note
                page.screenshot(path=str(out_dir / "table_schwimmen_refused.png"))
                w.locator("button.ct-clear").click()
                explained = True
            if not asked:
                w.locator("button.ct-hint").click()
                page.wait_for_function(
                    f"() => document.querySelector('{W} .ct-info').textContent.length > 10", timeout=15_000
                )
                hint = w.locator(".ct-info").inner_text()
                assert "Bot" in hint and not re.search(r"\b(swap|pass|knock|[JQ][CDHS])\b", hint), hint
                asked = True
            if not swapped:
                # a hand card and a middle card, then the green button
                w.locator(LIT + "[data-place='hand']").first.click()
                w.locator(LIT + "[data-place='middle']").first.click()
                confirm = w.locator("button.ct-confirm:not([aria-disabled='true'])")
                # the learner's own button speaks to the learner: "… gegen … tauschen", not "tauscht"
                assert confirm.count() == 1 and "tauschen" in confirm.inner_text()
                assert "tauscht" not in confirm.inner_text()
                page.screenshot(path=str(out_dir / "table_schwimmen_picked.png"))
                w.locator("button.ct-why").click()
                page.wait_for_function(
                    f"() => document.querySelector('{W} .ct-info').textContent.includes('erlaubt')",
                    timeout=15_000,
                )
                confirm.click()
                swapped = True
                wait_change(page, st)
                continue
        for kind in ("knock", "pass", "keep"):  # the dealer first keeps a stack
            b = w.locator(f"button.ct-kind[data-kind='{kind}']:not([aria-disabled='true'])")
            if b.count():
                b.first.click()
                break
        else:
            assert touch_a_move(w)
        wait_change(page, st)
    assert explained and swapped and asked and rounds_over >= 1, (explained, swapped, asked, rounds_over)
    assert state(page)["f"] == "true"
    page.screenshot(path=str(out_dir / "table_schwimmen.png"))
    assert w.locator(".ct-log li").count() >= 1
    assert not page.errors, page.errors


def test_play_swoop_deal_by_touching(lab, page, out_dir):
    cells = [
        "from cardlab.widgets import Table\n"
        "t = Table('swoop', seat=0, bots=['heuristic'], players=3, seed=3)\nt",
        "print('ready swoop table', t.game)",
    ]
    put_notebook(lab, "table_swoop.ipynb", cells)
    open_and_run(page, lab, "table_swoop.ipynb", "ready swoop table", workspace="table2")
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card[data-place]", state="attached", timeout=30_000)
    w = page.locator(W).first
    keyboard = False
    deadline = time.time() + 240
    moves = 0
    while time.time() < deadline:
        st = state(page)
        if st["d"] == "true":
            break
        if st["m"] == "0":
            time.sleep(0.2)
            continue
        if not keyboard and w.locator(LIT).count():
            # the keyboard: focus a card, arrows move, space picks, enter plays
            w.locator("svg.cl-table g.cl-card[tabindex='0']").first.focus()
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowLeft")
            lit = w.locator(LIT).first
            lit.focus()
            page.keyboard.press(" ")
            if w.locator("button.ct-confirm:not([aria-disabled='true'])").count() == 1:
                page.keyboard.press("Enter")
                keyboard = True
                wait_change(page, st)
                moves += 1
                continue
            w.locator("button.ct-clear").click()
        if not touch_a_move(w):
            w.locator("button.ct-kind:not([aria-disabled='true'])").first.click()
        moves += 1
        wait_change(page, st)
    assert state(page)["d"] == "true", "the deal did not end"
    assert keyboard and moves >= 3
    page.screenshot(path=str(out_dir / "table_swoop_deal.png"))
    assert (
        catalog_text("table.deal_over", "en") in w.locator(".ct-status").inner_text()
        or state(page)["f"] == "true"
    )
    assert not page.errors, page.errors


FINISH = """import random
from cardlab.widgets import Table
from cardlab.bots.heuristic import HeuristicBot
def finished_table(lang):
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang=lang, deals=2)
    rnd = random.Random(1)
    while not t.finished:
        if t.deal_over:
            t.next_deal()
            continue
        moves = t.g.legal_moves(t.state)
        t.play(moves[rnd.randrange(len(moves))] if rnd.random() < 0.5 else HeuristicBot().choose(t.g, t.state))
    return t
"""


@pytest.mark.parametrize("lang", ["de", "en"])
def test_learn_from_your_mistakes_at_the_table(lab, page, out_dir, lang):
    """The finished game (a short one of two rounds) offers a button; pressed, the learner's
    weaker moves of the last round come back one by one as exercises at the same table: the move
    of the game is judged weaker, a better one right, and the last exercise leads back to the
    finished game."""
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    ns = {}
    exec(FINISH, ns)
    ref = ns["finished_table"](lang)
    ref.practise()
    answers = [(p.meta["played"], p.answer["moves"][0]) for p in ref._ex]
    cells = [FINISH + f"t = finished_table('{lang}')\nt", "print('ready finished', t.finished)"]
    put_notebook(lab, f"table_mistakes_{lang}.ipynb", cells)
    open_and_run(page, lab, f"table_mistakes_{lang}.ipynb", "ready finished", workspace=f"mist{lang}")
    w = page.locator(W).first
    page.wait_for_function(
        f"() => document.querySelector('{W}')?.dataset.finished === 'true'", timeout=30_000
    )
    learn = w.locator("button.ct-learn")
    assert learn.is_visible() and learn.inner_text() == catalog_text("table.mistakes_btn", lang)
    learn.click()
    b = w.locator("button.ct-next")
    page.wait_for_function(
        f"() => (document.querySelector('{W}').dataset.exercise || '').startsWith('1/')", timeout=60_000
    )
    assert (
        w.locator(".ct-status")
        .inner_text()
        .startswith(catalog_text("table.exercise", lang, k=1, n=len(answers)))
    )
    page.screenshot(path=str(out_dir / f"table_mistakes_{lang}.png"))
    w.locator("details.ct-moves-fold > summary").click()
    for k, (played, better) in enumerate(answers, 1):
        page.wait_for_function(
            f"() => document.querySelector('{W}').dataset.exercise === '{k}/{len(answers)}'", timeout=20_000
        )
        w.locator(f"button.ct-play[data-move='{played}']").click()
        page.wait_for_function(
            f"() => document.querySelector('{W} .ct-info').textContent.length > 0", timeout=20_000
        )
        assert not w.locator(".ct-info").inner_text().startswith(catalog_text("puzzle.verdict.right", lang))
        w.locator(f"button.ct-play[data-move='{better}']").click()
        page.wait_for_function(
            f"() => document.querySelector('{W}').dataset.exercise === '{k}/{len(answers)} solved'",
            timeout=20_000,
        )
        expect(w.locator(".ct-info")).to_have_text(
            re.compile("^" + re.escape(catalog_text("puzzle.verdict.right", lang))), timeout=20_000
        )
        if k == 1:
            page.screenshot(path=str(out_dir / f"table_mistakes_solved_{lang}.png"))
        last = k == len(answers)
        assert b.inner_text() == catalog_text("table.back_to_game" if last else "table.next_exercise", lang)
        b.click()
    # back at the finished game: the exercise gone and the game's state drawn (they come in two
    # messages from the kernel, the exercise first: the buttons follow with the second)
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{W}'); return r.dataset.exercise === ''"
        " && r.dataset.dealOver === 'true' && r.dataset.finished === 'true'; }",
        timeout=20_000,
    )
    assert learn.is_visible() and w.locator("button.ct-new").is_visible()


# -- the classroom: JupyterLab at 1280x720 with the file browser open ------------------------

TABLES = [
    ("swoop", 4, "de"),
    ("swoop", 8, "en"),
    ("swoop", 6, "de"),
    ("sweep", 4, "de"),
    ("sweep", 2, "en"),
    ("schwimmen", 3, "en"),
    ("schwimmen", 8, "de"),
]


def test_tables_fit_the_screen(lab, page, out_dir):
    """At 1280x720 with the file browser open: the Table's cards (ranks at least 16 px), the row
    of move buttons and the tools lie in the notebook's visible area when the widget's top is at
    its top, for two to eight players; no texts of the drawing overlap, every index shows, and a
    German Table shows no card code.  With six players or more, Swoop draws the learner's own
    hand beside the pile ("Deine Hand"), the other seats compact."""
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    from tests.browser.test_drawing import CARD, COVERED_INDEX, RANK_HEIGHTS, TEXT_OVERLAPS

    cells = ["from cardlab.widgets import Table"]
    cells += [f'Table("{g}", players={n}, seed=3, lang="{lang}")' for g, n, lang in TABLES]
    cells.append('print("tables ready")')
    area = classroom(page, lab, "tables.ipynb", cells, "tables ready")
    report = []
    for i, w in output_widgets(page, W, len(TABLES)):
        g, n, lang = TABLES[i]
        expect(w.locator(".ct-status")).not_to_be_empty(timeout=20_000)
        # the widget's top at the top of the notebook's area
        w.evaluate("(e) => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        top = w.bounding_box()["y"]
        tools = w.locator(".ct-tools").bounding_box()
        ranks = w.evaluate(RANK_HEIGHTS)
        report.append(
            f"{g} {n} {lang}: tools end {tools['y'] + tools['height'] - top:.0f} px below the top"
            f" (area {area['height']:.0f}), ranks {min(ranks):.1f} px"
        )
        assert tools["y"] + tools["height"] <= area["y"] + area["height"] + 0.5, report[-1]
        # "Why?" answers under the tools, still on the screen
        w.locator("button.ct-why").click()
        expect(w.locator(".ct-info")).not_to_be_empty(timeout=15_000)
        info = w.locator(".ct-info").bounding_box()
        report[-1] += f", why ends {info['y'] + info['height'] - top:.0f} px"
        assert info["y"] + info["height"] <= area["y"] + area["height"] + 0.5, report[-1]
        assert min(ranks) >= 16 - 0.01, report[-1]
        assert w.evaluate(TEXT_OVERLAPS) == [] and w.evaluate(COVERED_INDEX) == [], report[-1]
        if g == "swoop" and n >= 6:
            focus = w.locator("svg.cl-table g.cl-focus")
            assert catalog_text("widget.swoop.your_hand", lang) in focus.text_content()
            # the learner's hand is there, and the cards lit to touch are its cards or places
            assert focus.locator("g.cl-card[data-place='hand']").count() > 0
            lit = w.locator(LIT)
            assert (
                lit.count()
                == focus.locator("g.cl-card.cl-lit[data-key]").count()
                + w.locator("svg.cl-table g.cl-panel g.cl-card.cl-lit[data-key]").count()
            )
        if lang == "de":
            seen = (
                " ".join(w.locator("svg.cl-table text").all_text_contents())
                + " "
                + w.locator(".ct-bar").inner_text()
            )
            assert not CARD.search(seen), (report[-1], CARD.search(seen).group(0))
        page.screenshot(path=str(out_dir / f"table_fit_{g}{n}_{lang}.png"))
    (out_dir / "tables.txt").write_text("\n".join(report) + "\n")
    assert not page.errors
