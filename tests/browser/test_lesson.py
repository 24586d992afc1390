"""The Lesson widget in a real JupyterLab and Chromium, in English and in German: steps unlock
as exercises are solved (by touching the drawn cards, or by typing the answer into the puzzle's
answer box in either notation), the progress and the step strip follow, the language switches
the lesson and its puzzle together, a replay and a position show, the answers are read back in
Python, the lesson fits 1280x720.  A hostile lesson (script tags, ``<img onerror>``,
``javascript:`` links, very long and right-to-left text) shows everything as text and runs
nothing.  Screenshots: test-output/lesson_*.png."""

from __future__ import annotations

import time

import pytest

from .lab import classroom, open_and_run, put_notebook

pytestmark = pytest.mark.browser

L = ".cardlab-lesson"
P = ".cardlab-puzzle"
ROOT_DIR = __import__("pathlib").Path(__file__).resolve().parents[2]
HOSTILE = ROOT_DIR / "tests" / "data" / "lessons" / "good" / "hostile.json"
GERMAN = ROOT_DIR / "tests" / "data" / "lessons" / "good" / "german-only.json"


def best_move(pid, lang):
    """The stated best answer of a shipped puzzle, in the learner's notation."""
    from cardlab import get_game, notation
    from cardlab.puzzles import find

    p = find(pid)
    mv = get_game(p.game).move(p.state, p.solution["moves"][0])
    return notation.move_text(p.game, mv, lang)


def open_lesson(page, lab, name, source, lang):
    put_notebook(
        lab,
        name,
        [
            f"from cardlab.widgets import Lesson\nlesson = Lesson({source!r}, lang={lang!r})\nlesson",
            "print('ready', lesson)",
            "print('results', [(r['id'], r['answer'], r['correct'], r['step']) for r in lesson.results], lesson)",
        ],
    )
    open_and_run(page, lab, name, "ready <Lesson")
    page.wait_for_selector(f"{L} .ls-strip .ls-dot", timeout=30_000)


def lesson_state(page):
    return page.evaluate(
        f"() => {{ const r = document.querySelector('{L}'); return {{step: r.dataset.step,"
        f" kind: r.dataset.kind, unlocked: r.dataset.unlocked, note: r.dataset.note}}; }}"
    )


def wait_step(page, i):
    page.wait_for_function(f"() => document.querySelector('{L}')?.dataset.step === '{i}'", timeout=15_000)


def wait_unlocked(page, k):
    page.wait_for_function(
        f"() => Number(document.querySelector('{L}')?.dataset.unlocked) >= {k}", timeout=15_000
    )


def go_next(page, i):
    page.locator(f"{L} button.ls-next").click()
    wait_step(page, i)


def wait_puzzle(page, pid):
    page.wait_for_function(f"() => document.querySelector('{P}')?.dataset.puzzle === '{pid}'", timeout=15_000)
    page.wait_for_selector(f"{P} svg.cl-table g.cl-card[data-place='hand']", state="attached", timeout=15_000)


def type_answer(page, text):
    page.locator(f"{P} input.pz-input").fill(text)
    page.locator(f"{P} button.pz-submit").click()


def card(page, place, code):
    return page.locator(
        f"{P} svg.cl-table g.cl-card[data-place='{place}'][data-card='{code}'][data-key]"
    ).first


def run_cell(page, n, wait):
    page.locator(".jp-Notebook .jp-Cell").nth(n).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(f"text=/{wait}/", state="attached", timeout=30_000)
    return page.locator(".jp-Notebook .jp-Cell").nth(n).locator(".jp-OutputArea-output").inner_text()


def assert_styled(page, sel):
    """A control cardlab styled: a visible border and a background of its own."""
    st = page.locator(sel).first.evaluate(
        "(e) => { const s = getComputedStyle(e); return [s.borderTopWidth, s.borderTopStyle, s.backgroundColor]; }"
    )
    assert (
        st[0] not in ("0px", "") and st[1] != "none" and st[2] not in ("rgba(0, 0, 0, 0)", "transparent")
    ), (sel, st)


def test_lesson_in_english(lab, page, out_dir):
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    t0 = time.time()
    open_lesson(page, lab, "lesson_en.ipynb", "sweep-first-lesson", "en")
    w = page.locator(L).first
    assert w.locator(".ls-progress").inner_text() == "Step 1 of 10"
    assert "0 of 5 exercises solved" in w.locator(".ls-tally").inner_text()
    assert w.locator(".ls-dot").count() == 10
    assert w.locator(".ls-dot.ls-locked").count() == 8 and w.locator(".ls-dot[disabled]").count() == 8
    assert "Sweep is a fishing game" in w.locator(".ls-intro").inner_text()
    assert w.locator(".ls-text strong").first.inner_text() == "one card"  # Markdown as DOM nodes
    for sel in (f"{L} button.ls-next", f"{L} button.ls-prev", f"{L} .ls-dot", f"{L} select.ls-lang"):
        assert_styled(page, sel)
    go_next(page, 1)
    # an exercise: the next step is locked until it is solved
    wait_puzzle(page, "sweep-queens-all")
    # the note follows the puzzle's drawing (it failed once when read at once, on a loaded machine)
    page.wait_for_function(f"() => document.querySelector('{L}')?.dataset.note === 'locked'", timeout=15_000)
    assert w.locator("button.ls-next").is_disabled()
    assert "Solve the exercise" in w.locator(".ls-note").inner_text()
    # solved by touching: the queen, then the three queens on the table
    card(page, "hand", "QS").click()
    for c in ("QC", "QD", "QH"):
        card(page, "table", c).click()
    page.locator(f"{P} button.ct-confirm:not([aria-disabled='true'])").click()
    wait_unlocked(page, 2)
    expect(w.locator(".ls-note")).to_contain_text("Solved!", timeout=15_000)  # the note may follow the unlock
    assert lesson_state(page)["note"] == "unlocked"
    assert not w.locator("button.ls-next").is_disabled()
    assert "1 of 5 exercises solved" in w.locator(".ls-tally").inner_text()
    go_next(page, 2)
    wait_puzzle(page, "sweep-five-three-ace")
    # a wrong typed answer keeps it locked; the right one opens the next step
    type_answer(page, "9C")
    page.wait_for_function(f"() => document.querySelector('{P}').dataset.verdict === 'wrong'", timeout=15_000)
    assert lesson_state(page)["unlocked"] == "2"
    page.set_viewport_size({"width": 1280, "height": 720})
    type_answer(page, best_move("sweep-five-three-ace", "en"))
    wait_unlocked(page, 4)
    # fits 1280x720: the lesson and its puzzle are no wider than the window, and the lesson's part
    # with the puzzle's question and answer box fit in its height
    page.locator(L).first.scroll_into_view_if_needed()
    box = w.bounding_box()
    pz = page.locator(P).first.bounding_box()
    assert box["width"] <= 1280 and pz["width"] <= 1280, (box, pz)
    form = page.locator(f"{P} .pz-form").first.bounding_box()
    assert form["y"] + form["height"] - box["y"] <= 720, (box, form)
    page.screenshot(path=str(out_dir / "lesson_puzzle_en.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})
    # the language: the lesson and its puzzle switch together
    w.locator("select.ls-lang").select_option("de")
    page.wait_for_function(
        f"() => document.querySelector('{L} .ls-progress').textContent === 'Schritt 3 von 10'", timeout=15_000
    )
    page.wait_for_function(
        f"() => document.querySelector('{P} .pz-submit').textContent === 'Abschicken'", timeout=15_000
    )
    expect(w.locator(".ls-note")).to_contain_text("Gelöst!", timeout=15_000)
    w.locator("select.ls-lang").select_option("en")
    page.wait_for_function(
        f"() => document.querySelector('{L} .ls-progress').textContent === 'Step 3 of 10'", timeout=15_000
    )
    # the text step and the exercise after it
    go_next(page, 3)
    page.wait_for_function(f"() => !document.querySelector('{P}')", timeout=15_000)
    assert lesson_state(page)["kind"] == "text"
    go_next(page, 4)
    wait_puzzle(page, "sweep-nine-takes-all")
    type_answer(page, best_move("sweep-nine-takes-all", "en"))
    wait_unlocked(page, 8)  # replay and position open at once, up to the next exercise
    go_next(page, 5)
    page.wait_for_selector(".cardlab-replay svg.cl-table", timeout=15_000)
    assert "Go through the game" in w.locator(".ls-help").inner_text()
    page.screenshot(path=str(out_dir / "lesson_replay_en.png"))
    go_next(page, 6)
    page.wait_for_selector(f"{L} svg.ls-table g.cl-card", state="attached", timeout=15_000)
    assert "As David sees it" in w.locator(".ls-caption").inner_text()
    page.screenshot(path=str(out_dir / "lesson_position_en.png"))
    # back to step 1 through the strip, and forward to the first step still locked
    w.locator(".ls-dot[data-step='0']").click()
    wait_step(page, 0)
    assert w.locator(".ls-dot[data-step='8']").is_disabled() is False
    assert w.locator(".ls-dot[data-step='9']").is_disabled()
    out = run_cell(page, 2, "results \\[")
    assert "('sweep-queens-all', 'QS x QC QD QH', True, 1)" in out
    assert "('sweep-five-three-ace', '9C', False, 2)" in out
    assert "3 of 5 exercises solved" in out
    assert not page.errors, page.errors
    print(f"lesson browser test (en): {time.time() - t0:.1f}s")


def test_lesson_in_german(lab, page, out_dir):
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    open_lesson(page, lab, "lesson_de.ipynb", "schwimmen-first-lesson", "de")
    w = page.locator(L).first
    assert w.locator(".ls-progress").inner_text() == "Schritt 1 von 10"
    assert w.locator("button.ls-next").inner_text().startswith("Weiter")
    assert "Farbe" in w.locator(".ls-text").inner_text()
    page.screenshot(path=str(out_dir / "lesson_text_de.png"))
    go_next(page, 1)
    for i, pid in ((1, "schwimmen-faces-are-ten"), (2, "schwimmen-ace-is-eleven")):
        wait_puzzle(page, pid)
        expect(w.locator(".ls-note")).to_contain_text("Löse die Aufgabe", timeout=15_000)
        type_answer(page, best_move(pid, "de"))  # German display notation: tauschen 7♥ B♠
        wait_unlocked(page, i + 1)
        expect(w.locator(".ls-note")).to_contain_text("Gelöst!", timeout=15_000)
        go_next(page, i + 1)
    assert lesson_state(page)["kind"] == "text"
    go_next(page, 4)
    wait_puzzle(page, "schwimmen-spades-28")
    # touching: the J♥ for the J♠
    card(page, "hand", "JH").click()
    card(page, "middle", "JS").click()
    page.locator(f"{P} button.ct-confirm:not([aria-disabled='true'])").click()
    wait_unlocked(page, 5)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.locator(L).first.scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / "lesson_puzzle_de.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})
    go_next(page, 5)
    wait_puzzle(page, "schwimmen-swap-all")
    type_answer(page, best_move("schwimmen-swap-all", "de"))
    wait_unlocked(page, 8)
    go_next(page, 6)
    page.wait_for_selector(".cardlab-replay svg.cl-table", timeout=15_000)
    go_next(page, 7)
    page.wait_for_selector(f"{L} svg.ls-table g.cl-card", state="attached", timeout=15_000)
    assert "Alle Karten offen" in w.locator(".ls-caption").inner_text()
    page.screenshot(path=str(out_dir / "lesson_position_de.png"))
    go_next(page, 8)
    go_next(page, 9)
    wait_puzzle(page, "schwimmen-three-queens")
    type_answer(page, best_move("schwimmen-three-queens", "en"))  # English notation works too
    page.wait_for_function(
        f"() => document.querySelector('{L}').dataset.note === 'solved_last'", timeout=15_000
    )
    assert "Lektion geschafft" in w.locator(".ls-finished").inner_text()
    assert "5 von 5 Aufgaben gelöst" in w.locator(".ls-tally").inner_text()
    assert w.locator(".ls-dot.ls-locked").count() == 0
    page.screenshot(path=str(out_dir / "lesson_done_de.png"), full_page=True)
    out = run_cell(page, 2, "results \\[")
    assert "5 of 5 exercises solved" in out and "('schwimmen-spades-28', 'swap JH JS', True, 4)" in out
    assert not page.errors, page.errors


def test_hostile_lesson(lab, page, out_dir):
    open_lesson(page, lab, "lesson_hostile.ipynb", str(HOSTILE), "en")
    w = page.locator(L).first
    page.wait_for_timeout(500)

    def nothing_ran():
        assert not page.dialogs, page.dialogs
        assert not page.errors, page.errors
        assert page.locator(f"{L} script, {L} img, {L} iframe, {L} [onerror], {L} [onload]").count() == 0
        assert (
            page.locator(".jp-OutputArea img, .jp-OutputArea iframe, .jp-OutputArea [onerror]").count() == 0
        )
        hrefs = page.evaluate(
            f"() => [...document.querySelectorAll('{L} a')].map((a) => a.getAttribute('href'))"
        )
        assert all(h.startswith(("https://", "http://")) for h in hrefs), hrefs
        # every svg in the lesson is the one it drew for a position
        assert page.evaluate(
            f"() => [...document.querySelectorAll('{L} svg')].every((s) => s.matches('svg.ls-table') || s.closest('svg.ls-table'))"
        )

    nothing_ran()
    title = w.locator(".ls-title").inner_text()
    assert "<script>alert(1)</script> title <img src=x onerror=alert(1)>" == title
    body = w.locator(".ls-text").inner_text()
    for s in (
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[a link](javascript:alert(1))",
        "<javascript:alert(1)>",
        "<svg onload=alert(1)></svg>",
        "\u05e9\u05dc\u05d5\u05dd",
    ):
        assert s in body, s
    assert "W" * 3000 in body.replace("\n", "")
    assert w.locator(".ls-text a").count() == 1 and w.locator(".ls-text a").get_attribute("href").startswith(
        "https://example.org/"
    )
    # long words wrap: the lesson stays inside the window
    box = w.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1400, box
    assert w.locator("button.ls-next").is_visible()
    nb = w.locator("button.ls-next").bounding_box()
    assert nb["x"] + nb["width"] <= 1400
    page.screenshot(path=str(out_dir / "lesson_hostile.png"), full_page=True)
    go_next(page, 1)
    wait_puzzle(page, "sweep-queens-all")
    nothing_ran()
    assert "<img src=x onerror=alert(1)>" in w.locator(".ls-step-title").inner_text()
    type_answer(page, "QS x QC QD QH")
    wait_unlocked(page, 2)
    go_next(page, 2)
    page.wait_for_selector(f"{L} .ls-end:not([hidden])", timeout=15_000)
    assert "<script>alert(1)</script>" in w.locator(".ls-end-text").inner_text()
    # the save button: the name is text too
    w.locator(".ls-saverow input.cl-save-name").fill("<img src=x onerror=alert(1)> Anna")
    with page.expect_download(timeout=15_000):
        w.locator(".ls-saverow button.cl-save-btn").click()
    page.wait_for_function(
        f"() => document.querySelector('{L} .cl-save-status').textContent.length > 5", timeout=15_000
    )
    msg = w.locator(".cl-save-status").inner_text()
    # the download's own link (a blob: address, save.js) is gone a second later
    page.wait_for_function(f"() => !document.querySelector('{L} a.cl-save-link')", timeout=15_000)
    nothing_ran()
    page.screenshot(path=str(out_dir / "lesson_hostile_end.png"), full_page=True)
    assert "Saved as answers-" in msg, msg


# every element of the lesson (and its puzzle) with text of its own, shown: its font size; and the
# smallest text of the drawings, in screen pixels
SIZES = """(sel) => {
  const out = [];
  for (const e of document.querySelectorAll(sel + ' *')) {
    if (e.closest('svg') || !e.getClientRects().length) continue;
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const field = e.matches('input[type=text], select, button');
    if (!own && !field) continue;
    out.push([parseFloat(getComputedStyle(e).fontSize), e.className || e.tagName, (e.textContent || e.value || '').slice(0, 30)]);
  }
  const svgs = [];
  for (const t of document.querySelectorAll(sel + ' svg text')) {
    if (!t.getClientRects().length || !t.textContent.trim()) continue;
    const m = t.getScreenCTM();
    svgs.push([parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1), t.getAttribute('class') || 'text', t.textContent.slice(0, 30)]);
  }
  return {html: out, svg: svgs};
}"""


def test_german_lesson_on_the_projector(lab, page, out_dir):
    """A lesson written in German only, its teacher's feedback "verdict only", the hints on and the
    solution off: it loads and shows in English (its texts as written, said once); in the large
    setting every text is at least 20 px and a puzzle step fits the classroom's 1280x720 screen
    with the file browser open; a wrong answer shows no best move; the student uses a hint, gives
    up, and the lesson's one save button (at the step given up) writes and downloads a file that
    holds the puzzle's attempts and hints."""
    area = classroom(
        page,
        lab,
        "lesson_german_only.ipynb",
        [
            f"from cardlab.widgets import Lesson\nlesson = Lesson({str(GERMAN)!r}, lang='en', size='large')\nlesson",
            "print('ready', lesson)",
            "import json\nprint('file', json.dumps(json.load(open(lesson.view.saved['file']))['puzzles'], ensure_ascii=False))",
        ],
        "ready <Lesson",
    )
    page.wait_for_selector(f"{L} .ls-strip .ls-dot", timeout=30_000)
    w = page.locator(L).first
    assert w.locator(".ls-title").inner_text() == "Fangen mit Summen"  # as written
    assert "Ein Ass zählt 1." in w.locator(".ls-text").inner_text()
    note = w.locator(".ls-untranslated")
    assert note.count() == 1 and "written in German only" in note.inner_text()
    assert w.locator(".ls-progress").inner_text() == "Step 1 of 3"  # the controls in English
    # the one save button, at every step; none of the puzzle's own
    assert w.locator(".ls-saverow button.cl-save-btn").inner_text() == "Save my answers"
    go_next(page, 1)
    wait_puzzle(page, "sweep-five-three-ace")
    page.wait_for_function(f"() => document.querySelector('{L}')?.dataset.note === 'locked'", timeout=15_000)
    assert page.locator(f"{P} .cl-save").is_hidden()
    assert page.locator(f"{P} .pz-hint").is_visible()
    page.wait_for_timeout(300)
    box = page.locator(".cardlab-lesson-box").first
    box.scroll_into_view_if_needed()
    page.evaluate("() => document.querySelector('.cardlab-lesson-box').scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out_dir / "lesson_projector_en.png"))
    # the large setting: no text under 20 px
    sizes = page.evaluate(SIZES, ".cardlab-lesson-box")
    small = [x for x in sizes["html"] if x[0] < 20 - 0.01]
    assert not small, small
    # the step with its puzzle fits the notebook's visible height on 1280x720
    box.screenshot(path=str(out_dir / "lesson_projector_box_en.png"))
    b = box.bounding_box()
    assert b["height"] <= area["height"], (b, area)
    assert b["x"] + b["width"] <= 1280, b
    # in German: the same lesson, no notice, the sizes hold
    w.locator("select.ls-lang").select_option("de")
    page.wait_for_function(
        f"() => document.querySelector('{L} .ls-progress').textContent === 'Schritt 2 von 3'", timeout=15_000
    )
    assert w.locator(".ls-untranslated").is_hidden()
    page.evaluate("() => document.querySelector('.cardlab-lesson-box').scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out_dir / "lesson_projector_de.png"))
    sizes = page.evaluate(SIZES, ".cardlab-lesson-box")
    small = [x for x in sizes["html"] if x[0] < 20 - 0.01]
    assert not small, small
    assert box.bounding_box()["height"] <= area["height"], (box.bounding_box(), area)
    w.locator("select.ls-lang").select_option("en")
    page.wait_for_function(
        f"() => document.querySelector('{L} .ls-progress').textContent === 'Step 2 of 3'", timeout=15_000
    )
    # a wrong answer: the verdict, no best move, no "show solution"
    type_answer(page, "6S")
    page.wait_for_function(f"() => document.querySelector('{P}').dataset.verdict === 'wrong'", timeout=15_000)
    fb = page.locator(f"{P} .pz-feedback").inner_text()
    assert "Not the best answer" in fb and "Better" not in fb and "9♣" not in fb, fb
    assert page.locator(f"{P} .pz-show-solution").is_hidden()
    assert page.locator(f"{P} .pz-solution").inner_text() == ""
    # a hint, then the student gives up and saves at this very step
    page.locator(f"{P} button.pz-hint").click()
    page.wait_for_selector(f"{P} .pz-hints li", timeout=15_000)
    page.screenshot(path=str(out_dir / "lesson_projector_wrong_en.png"))
    w.locator(".ls-saverow input.cl-save-name").fill("Lena K.")
    with page.expect_download(timeout=15_000) as dl:
        w.locator(".ls-saverow button.cl-save-btn").click()
    saved = __import__("json").loads(open(dl.value.path(), encoding="utf-8").read())
    first = saved["puzzles"][0]
    assert first["id"] == "sweep-five-three-ace" and first["hints_used"] == 1, first
    assert [a["answer"] for a in first["attempts"]] == ["6S"] and first["solved_first"] is False
    assert [p["id"] for p in saved["puzzles"]] == ["sweep-five-three-ace", "sweep-nine-takes-all"]
    page.wait_for_function(
        f"() => document.querySelector('{L} .cl-save').dataset.saved.endsWith('.json')", timeout=15_000
    )
    out = run_cell(page, 2, "file \\[")
    assert '"hints_used": 1' in out and '"answer": "6S"' in out, out  # the file in the folder too
    print("smallest drawing texts (px):", sorted(sizes["svg"])[:3])
    assert not page.errors, page.errors
