"""The puzzle widget in a real JupyterLab and Chromium: one puzzle of each game solved by
clicking cards, a wrong and an illegal answer explained, a hint, the language switched, and the
learner's answers read back in Python."""
import time

import pytest

from .lab import open_and_run

pytestmark = pytest.mark.browser

W = ".cardlab-puzzle"


def open_notebook(page, lab, name, wait_text):
    open_and_run(page, lab, name, wait_text)
    page.wait_for_selector(f"{W} .pz-card", state="attached", timeout=30_000)


def card(w, row, name):
    return w.locator(f"{row} button.pz-card[aria-label='{name}']").first


def submit_and_wait(page, w, verdict):
    n0 = page.evaluate(f"() => document.querySelector('{W} .pz-feedback').dataset.n || '0'")
    w.locator("button.pz-submit").click()
    page.wait_for_function(
        f"() => document.querySelector('{W} .pz-feedback').dataset.n !== '{n0}'"
        f" && document.querySelector('{W}').dataset.verdict === '{verdict}'", timeout=15_000)


def wait_puzzle(page, pid):
    page.wait_for_function(f"() => document.querySelector('{W}')?.dataset.puzzle === '{pid}'",
                           timeout=15_000)


def test_puzzles_in_lab(lab, page, out_dir):
    t0 = time.time()
    open_notebook(page, lab, "puzzle_lab.ipynb", "ready <PuzzleSet")
    w = page.locator(W).first
    wait_puzzle(page, "swoop-carla-kings")
    # only what Carla sees: her hand, the pile; no other hand and no mystery card is sent
    assert w.locator(".pz-hand button.pz-card").count() == 9
    assert "Carla" in w.locator(".pz-you").inner_text()
    # the hint first
    w.locator("button.pz-hint").click()
    page.wait_for_selector(f"{W} .pz-hint-text", timeout=10_000)
    assert "kings" in w.locator(".pz-hint-text").first.inner_text()
    # a wrong answer: the 7 on the 7
    card(w, ".pz-hand", "seven of clubs").click()
    assert w.locator("input.pz-input").input_value() == "7C"
    submit_and_wait(page, w, "wrong")
    fb = w.locator(".pz-feedback").inner_text()
    assert "Not the best answer" in fb and "K♣ K♦ K♥ K♠" in fb and "8" in fb
    # an illegal selection (two ranks) is explained, not refused silently
    w.locator("button.pz-clear").click()
    card(w, ".pz-hand", "queen of clubs").click()
    card(w, ".pz-hand", "nine of clubs").click()
    submit_and_wait(page, w, "illegal")
    assert "not allowed" in w.locator(".pz-feedback").inner_text()
    # the right answer: four kings, submitted with Enter from the move box
    w.locator("button.pz-clear").click()
    for s in ("clubs", "diamonds", "hearts", "spades"):
        card(w, ".pz-hand", f"king of {s}").click()
    assert w.locator("input.pz-input").input_value() == "KC KD KH KS"
    w.locator("input.pz-input").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('{W}').dataset.verdict === 'right'", timeout=15_000)
    assert page.evaluate("() => document.activeElement.classList.contains('pz-input')")
    assert "Right!" in w.locator(".pz-feedback").inner_text()
    # the solution, after answering
    w.locator("button.pz-show-solution").click()
    page.wait_for_selector(f"{W} .pz-solution-text", timeout=10_000)
    page.screenshot(path=str(out_dir / "puzzle_swoop.png"), full_page=True)

    # Sweep: the 9 takes 9, 6+3 and 5+3+A
    w.locator("button.pz-next").click()
    wait_puzzle(page, "sweep-nine-takes-all")
    card(w, ".pz-hand", "nine of hearts").click()
    for c in ("nine of spades", "six of clubs", "three of diamonds", "five of hearts",
              "three of spades", "ace of clubs"):
        card(w, ".pz-table-row", c).click()
    submit_and_wait(page, w, "right")
    assert "6 cards" in w.locator(".pz-feedback").inner_text()

    # Schwimmen: knocking keeps 18 (wrong), J♥ for J♠ makes 28 (right); then German
    w.locator("button.pz-next").click()
    wait_puzzle(page, "schwimmen-spades-28")
    w.locator("button.pz-move[data-move='knock']").click()
    submit_and_wait(page, w, "wrong")
    assert "18" in w.locator(".pz-feedback").inner_text()
    card(w, ".pz-hand", "jack of hearts").click()
    card(w, ".pz-middle", "jack of spades").click()
    assert w.locator("input.pz-input").input_value() == "swap JH JS"
    submit_and_wait(page, w, "right")
    w.locator("select.pz-lang").select_option("de")
    page.wait_for_function(f"() => document.querySelector('{W} .pz-feedback').textContent.includes('Richtig')",
                           timeout=15_000)
    assert "28" in w.locator(".pz-feedback").inner_text()
    assert w.locator("button.pz-submit").inner_text() == "Abschicken"
    page.screenshot(path=str(out_dir / "puzzle_schwimmen_de.png"), full_page=True)

    # back in Python: the answers and the score
    page.locator(".jp-Notebook .jp-Cell").nth(2).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector("text=/results \\[/", state="attached", timeout=30_000)
    out = page.locator(".jp-Notebook .jp-Cell").nth(2).locator(".jp-OutputArea-output").inner_text()
    assert "('swoop-carla-kings', '7C', False, True)" in out
    assert "('swoop-carla-kings', 'KC KD KH KS', True, True)" in out
    assert "('sweep-nine-takes-all'" in out and "('schwimmen-spades-28', 'swap JH JS', True, True)" in out
    assert "score 1 of 3" in out and "hints 1" in out
    assert not page.errors, page.errors
    print(f"puzzle browser test: {time.time() - t0:.1f}s")
