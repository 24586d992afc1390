"""The puzzle widget in a real JupyterLab and Chromium: one puzzle of each game solved by
touching the drawn cards (the cards that can still make a legal move light up; one button
confirms), a wrong answer, an impossible selection and an illegal typed answer explained, a hint,
the language switched, a German typed answer understood, and the learner's answers read back in
Python."""

import time

import pytest

from .lab import classroom, open_and_run, output_widgets

pytestmark = pytest.mark.browser

W = ".cardlab-puzzle"


def open_notebook(page, lab, name, wait_text):
    open_and_run(page, lab, name, wait_text)
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card[data-place='hand']", state="attached", timeout=30_000)


def card(w, place, code):
    """A drawn card the answering seat may touch (its own hand, or the middle of the table)."""
    return w.locator(f"svg.cl-table g.cl-card[data-place='{place}'][data-card='{code}'][data-key]").first


def feedback_n(page):
    return page.evaluate(f"() => document.querySelector('{W} .pz-feedback').dataset.n || '0'")


def wait_verdict(page, n0, verdict):
    page.wait_for_function(
        f"() => document.querySelector('{W} .pz-feedback').dataset.n !== '{n0}'"
        f" && document.querySelector('{W}').dataset.verdict === '{verdict}'",
        timeout=15_000,
    )


def confirm_and_wait(page, w, verdict):
    n0 = feedback_n(page)
    w.locator("button.ct-confirm:not([aria-disabled='true'])").click()
    wait_verdict(page, n0, verdict)


def submit_and_wait(page, w, verdict):
    n0 = feedback_n(page)
    w.locator("button.pz-submit").click()
    wait_verdict(page, n0, verdict)


def wait_puzzle(page, pid):
    page.wait_for_function(f"() => document.querySelector('{W}')?.dataset.puzzle === '{pid}'", timeout=15_000)


def test_puzzles_in_lab(lab, page, out_dir):
    t0 = time.time()
    open_notebook(page, lab, "puzzle_lab.ipynb", "ready <PuzzleSet")
    w = page.locator(W).first
    wait_puzzle(page, "swoop-carla-kings")
    # only what Carla sees: her hand, the pile; no other hand and no mystery card is sent
    assert w.locator("svg.cl-table g.cl-card[data-place='hand'][data-key]").count() == 9
    assert "Carla" in w.locator(".pz-you").inner_text()
    # the hint first
    w.locator("button.pz-hint").click()
    page.wait_for_selector(f"{W} .pz-hint-text", timeout=10_000)
    assert "kings" in w.locator(".pz-hint-text").first.inner_text()
    # a wrong answer: the 7 on the 7, touched and confirmed
    card(w, "hand", "7C").click()
    assert "7♣" in w.locator("button.ct-confirm").inner_text()
    confirm_and_wait(page, w, "wrong")
    assert w.locator("input.pz-input").input_value() == "7♣"
    fb = w.locator(".pz-feedback").inner_text()
    assert "Not the best answer" in fb and "K♣ K♦ K♥ K♠" in fb and "8" in fb
    # two ranks make no legal play: the picked cards say why at once, nothing is sent
    n0 = feedback_n(page)
    card(w, "hand", "QC").click()
    assert w.locator("svg.cl-table g.cl-card.cl-lit[data-place='hand'][data-card='9C']").count() == 0
    card(w, "hand", "9C").click()
    page.wait_for_function(
        f"() => document.querySelector('{W} .ct-note').dataset.reason === 'rule'", timeout=15_000
    )
    assert (
        "rank" in w.locator(".ct-note").inner_text().lower()
        or "same" in w.locator(".ct-note").inner_text().lower()
    )
    assert feedback_n(page) == n0
    w.locator("button.ct-clear").click()
    # typed, the same is judged illegal and explained
    w.locator("input.pz-input").fill("QC 9C")
    submit_and_wait(page, w, "illegal")
    assert "not allowed" in w.locator(".pz-feedback").inner_text()
    # the right answer: four kings; after the first king only the kings light up
    w.locator("button.pz-clear").click()
    card(w, "hand", "KC").click()
    lit = sorted(
        g.get_attribute("data-card")
        for g in w.locator("svg.cl-table g.cl-card.cl-lit[data-place='hand']").all()
    )
    assert lit == ["KD", "KH", "KS"], lit
    for c in ("KD", "KH", "KS"):
        card(w, "hand", c).click()
    confirm_and_wait(page, w, "right")
    assert w.locator("input.pz-input").input_value() == "K♣ K♦ K♥ K♠"
    assert "Right!" in w.locator(".pz-feedback").inner_text()
    # the solution, after answering
    w.locator("button.pz-show-solution").click()
    page.wait_for_selector(f"{W} .pz-solution-text", timeout=10_000)
    page.screenshot(path=str(out_dir / "puzzle_swoop.png"), full_page=True)

    # Sweep: the 9 takes 9, 6+3 and 5+3+A
    w.locator("button.pz-next").click()
    wait_puzzle(page, "sweep-nine-takes-all")
    card(w, "hand", "9H").click()
    for c in ("9S", "6C", "3D", "5H", "3S", "AC"):
        card(w, "table", c).click()
    confirm_and_wait(page, w, "right")
    assert "6 cards" in w.locator(".pz-feedback").inner_text()

    # Schwimmen: knocking keeps 18 (wrong), J♥ for J♠ makes 28 (right); then German
    w.locator("button.pz-next").click()
    wait_puzzle(page, "schwimmen-spades-28")
    n0 = feedback_n(page)
    w.locator("button.ct-kind[data-kind='knock']").click()
    wait_verdict(page, n0, "wrong")
    assert "18" in w.locator(".pz-feedback").inner_text()
    card(w, "hand", "JH").click()
    card(w, "middle", "JS").click()
    confirm_and_wait(page, w, "right")
    assert w.locator("input.pz-input").input_value() == "swap J♥ J♠"
    w.locator("select.pz-lang").select_option("de")
    page.wait_for_function(
        f"() => document.querySelector('{W} .pz-feedback').textContent.includes('Richtig')", timeout=15_000
    )
    assert "28" in w.locator(".pz-feedback").inner_text()
    assert w.locator("button.pz-submit").inner_text() == "Abschicken"
    # the example of a typed move stands beside the label, in German and never cut; the box's
    # own placeholder is short enough for the box
    hint = w.locator(".pz-input-hint")
    assert hint.inner_text().startswith("oder tippe ihn ein, z. B. tauschen ")
    assert hint.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")
    box = w.locator("input.pz-input")
    assert box.get_attribute("placeholder") == "Zug eintippen"
    assert box.evaluate("""(e) => { const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(e).font; return c.measureText(e.placeholder).width < e.clientWidth - 12; }""")
    # the German notation typed in the answer box is understood
    w.locator("input.pz-input").fill("tauschen B♥ B♠")
    submit_and_wait(page, w, "right")
    assert "B♥" in w.locator(".pz-feedback").inner_text()
    page.screenshot(path=str(out_dir / "puzzle_schwimmen_de.png"), full_page=True)
    # the answers leave the kernel: a name, one button, a file in the folder and a download
    w.locator("input.cl-save-name").fill("Mia S.")
    with page.expect_download(timeout=15_000) as dl:
        w.locator("button.cl-save-btn").click()
    assert dl.value.suggested_filename.startswith("answers-mia-s") and dl.value.suggested_filename.endswith(
        ".json"
    )
    page.wait_for_function(
        f"() => document.querySelector('{W} .cl-save').dataset.saved.endsWith('.json')", timeout=15_000
    )
    assert "Lehrkraft" in w.locator(".cl-save-status").inner_text()

    # back in Python: the answers and the score
    page.locator(".jp-Notebook .jp-Cell").nth(2).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector("text=/results \\[/", state="attached", timeout=30_000)
    out = page.locator(".jp-Notebook .jp-Cell").nth(2).locator(".jp-OutputArea-output").inner_text()
    assert "('swoop-carla-kings', '7C', False, True)" in out
    assert "('swoop-carla-kings', 'KC KD KH KS', True, True)" in out
    assert "('sweep-nine-takes-all'" in out and "('schwimmen-spades-28', 'swap JH JS', True, True)" in out
    assert "('schwimmen-spades-28', 'tauschen B♥ B♠', True, True)" in out
    assert "score 1 of 3" in out and "hints 1" in out
    assert not page.errors, page.errors
    print(f"puzzle browser test: {time.time() - t0:.1f}s")


# -- the classroom: JupyterLab at 1280x720 with the file browser open ------------------------

FITS = [
    ("swoop-anna-ben-queen", "de"),
    ("swoop-carla-kings", "en"),
    ("sweep-clear-the-table", "de"),
    ("sweep-eight-two-groups", "en"),
    ("schwimmen-spades-28", "de"),
    ("schwimmen-change-suit", "en"),
]


def test_puzzles_fit_the_screen(lab, page, out_dir):
    """At 1280x720 with the file browser open, for each game in both languages: the puzzle's
    cards (ranks at least 16 px), its answer box and, after a wrong answer, the whole feedback
    lie in the notebook's visible area when the widget's top is at its top; no texts of the
    drawing overlap; a German puzzle shows no card code."""
    from cardlab import get_game
    from cardlab.notation import move_text
    from cardlab.puzzles import find
    from tests.browser.test_drawing import CARD, RANK_HEIGHTS, TEXT_OVERLAPS

    wrong = {}
    for pid, lang in FITS:
        p = find(pid)
        # a legal move that is not the best, as the learner would type it in their language
        g = get_game(p.game)
        m = next(m for m in g.legal_moves(p.state) if not p.check(m).correct)
        wrong[pid] = move_text(p.game, m, lang)
    cells = ["from cardlab.widgets import Puzzle"] + [f'Puzzle("{pid}", lang="{lang}")' for pid, lang in FITS]
    cells.append('print("puzzles ready")')
    area = classroom(page, lab, "puzzles_fit.ipynb", cells, "puzzles ready")
    bottom = area["y"] + area["height"] + 0.5
    report = []
    for i, w in output_widgets(page, W, len(FITS)):
        pid, lang = FITS[i]
        w.locator("input.pz-input").fill(wrong[pid])
        n0 = w.locator(".pz-feedback").evaluate("(e) => e.dataset.n || '0'")
        w.locator("button.pz-submit").click()
        # n0 is '0' before any feedback, when dataset.n is not set: compare it the same way, or the
        # wait ends at once, before the verdict has come back
        page.wait_for_function(
            f"() => (document.querySelectorAll('{W}')[{i}].querySelector('.pz-feedback')"
            f".dataset.n || '0') !== '{n0}'",
            timeout=15_000,
        )
        assert w.evaluate("(e) => e.dataset.verdict") == "wrong"
        w.evaluate("(e) => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        fb = w.locator(".pz-feedback").bounding_box()
        box = w.locator("input.pz-input").bounding_box()
        ranks = w.evaluate(RANK_HEIGHTS)
        report.append(
            f"{pid} {lang}: feedback ends {fb['y'] + fb['height'] - area['y']:.0f} px into the area"
            f" ({area['height']:.0f}), ranks {min(ranks):.1f} px"
        )
        page.screenshot(path=str(out_dir / f"puzzle_fit_{pid}_{lang}.png"))
        assert fb["y"] + fb["height"] <= bottom and box["y"] + box["height"] <= bottom, report[-1]
        assert min(ranks) >= 16 - 0.01, report[-1]
        assert w.evaluate(TEXT_OVERLAPS) == [], report[-1]
        if lang == "de":
            seen = (
                " ".join(w.locator("svg.cl-table text").all_text_contents())
                + " "
                + w.locator(".pz-feedback").inner_text()
            )
            assert not CARD.search(seen), (report[-1], CARD.search(seen).group(0))
    (out_dir / "puzzles_fit.txt").write_text("\n".join(report) + "\n")
    assert not page.errors
