"""Classmates at one screen (issue 31, items 6, 8, 9) in real JupyterLab and Chromium at 1280x720
with the file browser open: Anna and Ben play Swoop against a bot at one screen.  Between their
turns the hand-over screen shows, no card is in the page, and none was sent over the kernel's
websocket while it showed (checked on the frames the browser received); after "Ich bin Ben" Ben's
hand is shown.  On the way: the grey Play button says why when pressed, "?" shows the keyboard's
help, and after a move the keyboard stays in the game."""

import re
import time

import pytest

from .lab import classroom
from .test_table import LIT, W

pytestmark = pytest.mark.browser

HAND = re.compile(r'"hand":\s*\["')


def _payload(p) -> str:
    return p.decode("utf-8", "ignore") if isinstance(p, (bytes, bytearray)) else str(p)


def test_two_classmates_hand_the_screen_over(lab, page, out_dir):
    from playwright.sync_api import expect  # imported here: collection needs no playwright

    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(_payload(p))))
    cells = [
        "from cardlab.widgets import Table\n"
        "t = Table('swoop', humans=['Anna', 'Ben'], players=3, seed=3, lang='de', deals=1, save_folder=None)\nt",
        "print('ready pass', t.game)",
    ]
    classroom(page, lab, "pass_and_play.ipynb", cells, "ready pass")
    w = page.locator(W).first
    hand_box = w.locator(".ct-handover")
    expect(hand_box).to_be_visible(timeout=30_000)
    w.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    handed_to: list[str] = []
    mark = 0  # the frames received before the last move
    shown_hand = grey_said = keys_seen = focus_kept = False
    deadline = time.time() + 240
    while time.time() < deadline and len(set(handed_to)) < 2 or not (grey_said and keys_seen):
        assert time.time() < deadline, f"no hand-over to both players in time: {handed_to}"
        if hand_box.is_visible():
            who = w.locator("button.ct-ready").inner_text()
            name = "Anna" if "Anna" in who else "Ben"
            assert "Ich bin " + name in who
            expect(hand_box).to_contain_text(f"Gib den Bildschirm an {name} weiter")
            # nothing of any hand in the page, and nothing sent since the screen was handed over
            assert w.locator("svg.cl-table g.cl-card").count() == 0
            assert not w.locator(".ct-board").is_visible() and not w.locator(".ct-bar").is_visible()
            sent = frames[mark:] if handed_to else []
            assert not any(HAND.search(f) for f in sent), "a hand was sent while the screen changed hands"
            if len(handed_to) == 1:
                page.screenshot(path=str(out_dir / "passplay_handover_de.png"))
            handed_to.append(name)
            w.locator("button.ct-ready").click()
            page.wait_for_selector(
                f"{W} svg.cl-table g.cl-card[data-place='hand']", state="attached", timeout=20_000
            )
            expect(w.locator(".ct-title")).to_contain_text(name)
            continue
        if w.get_attribute("data-deal-over") == "true":
            break
        if w.get_attribute("data-moves") in (None, "0"):
            time.sleep(0.2)
            continue
        if not shown_hand:  # the player's own hand was sent: the check above can fail
            page.wait_for_timeout(300)
            assert any(HAND.search(f) for f in frames), "no hand in any frame: the check cannot fail"
            shown_hand = True
        if not grey_said:  # the grey Play button, pressed with nothing picked, says why
            grey = w.locator("button.ct-confirm[aria-disabled='true']")
            grey.click(force=True)  # playwright counts aria-disabled as not clickable; a person can
            expect(w.locator(".ct-note")).to_contain_text("Noch nichts gewählt")
            grey_said = True
        if not keys_seen:  # "?" on a card opens the keyboard's help
            w.locator(LIT).first.focus()
            page.keyboard.press("?")
            expect(w.locator(".ct-keys")).to_contain_text("Pfeiltasten")
            page.screenshot(path=str(out_dir / "passplay_keys_de.png"))
            page.keyboard.press("?")
            expect(w.locator(".ct-keys")).to_be_hidden()
            keys_seen = True
        mark = len(frames)
        n = w.get_attribute("data-log-length")
        lit = w.locator(LIT)
        if lit.count():
            lit.last.click()  # (the last card of a fan is never covered by the next)
            w.locator("button.ct-confirm:not([aria-disabled='true'])").first.click()
        else:
            w.locator("button.ct-kind:not([aria-disabled='true'])").first.click()
        page.wait_for_function(
            f"() => {{ const r = document.querySelector('{W}'); return r.dataset.logLength !== '{n}'"
            " || r.dataset.handover !== ''; }",
            timeout=20_000,
        )
        page.wait_for_timeout(200)
        if w.get_attribute("data-handover") == "" and w.get_attribute("data-moves") not in (None, "0"):
            # the same player again (a swoop): the keyboard is still in the game
            focus_kept = focus_kept or page.evaluate(
                f"() => document.querySelector('{W}').contains(document.activeElement)"
            )
        elif w.get_attribute("data-handover") != "":
            focus_kept = focus_kept or page.evaluate(
                f"() => document.activeElement === document.querySelector('{W} button.ct-ready')"
            )
    assert {"Anna", "Ben"} <= set(handed_to), handed_to
    assert focus_kept, "after a move the keyboard left the game"
    page.screenshot(path=str(out_dir / "passplay_ben_de.png"))
