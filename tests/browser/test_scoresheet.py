"""The score sheet in a real JupyterLab and Chromium, in both languages.

German, Swoop with the published rules (game to 500, no dead deal): two deals entered by typing
and clicking (the "went out" choice, the button, the Enter key), the totals shown; then two
impossible entries refused with the German sentence while what was typed stays in the fields;
and the language switched to English in the widget.
Screenshot at 1280x720: test-output/scoresheet_de.png (and scoresheet_de_widget.png, the widget
alone; scoresheet_en.png after the switch).

English, Schwimmen with a name that is markup: ticked lives, a round where nobody lost a life
refused in English and then in German; the name is shown as text and never runs.
Every control is styled by cardlab (border, background, padding, font of at least 14 px)."""

import pytest

from .hosts.styles import unstyled_controls
from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

W = ".cardlab-scoresheet"
EVIL = '<img src=x onerror="alert(1)">'


def field(w, col):
    return w.locator(f"tr.cs-entry input.cs-input[data-col='{col}']")


def wait_deals(page, n, timeout=20_000):
    page.wait_for_function(f"() => document.querySelector('{W}')?.dataset.deals === '{n}'", timeout=timeout)


def wait_refused(page, timeout=20_000):
    page.wait_for_function(
        f"() => document.querySelector('{W}')?.dataset.refused === 'true'", timeout=timeout
    )


def totals(w):
    return [t.strip() for t in w.locator("tr.cs-totals td").all_inner_texts()]


def check_styles(page, w):
    bad, counts = unstyled_controls(page, {"ScoreSheet": W})
    assert counts["ScoreSheet"] >= 5 and not bad, bad
    small = w.locator(
        "button, select, input, label, th, td, .cs-status, .cs-refusal, .cs-hint, .cs-rules"
    ).evaluate_all(
        "els => els.filter(e => e.offsetParent !== null && parseFloat(getComputedStyle(e).fontSize) < 14)"
        ".map(e => e.tagName + '.' + e.className + ' ' + getComputedStyle(e).fontSize)"
    )
    assert not small, small
    pads = w.locator("button.cs-btn, input.cs-input").evaluate_all(
        "els => els.filter(e => parseFloat(getComputedStyle(e).paddingLeft) < 4).map(e => e.className)"
    )
    assert not pads, pads
    radios = w.locator("input[type=radio]").evaluate_all(
        "els => els.map(e => getComputedStyle(e).appearance)"
    )
    assert "none" not in radios, radios


def test_swoop_sheet_in_german(lab, page, out_dir):
    cells = [
        "from cardlab.widgets import ScoreSheet\n"
        "sheet = ScoreSheet('swoop', ['Anna', 'Ben', 'Carla'], rules='published', lang='de')\nsheet",
        "print('ready sheet', sheet.game)",
    ]
    put_notebook(lab, "scoresheet_de.ipynb", cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, "scoresheet_de.ipynb", "ready sheet", workspace="scoresheet1")
    page.wait_for_selector(f"{W} tr.cs-entry input.cs-input", state="visible", timeout=30_000)
    w = page.locator(W).first
    assert "Punktezettel" in w.locator(".cs-title").inner_text()
    assert "500" in w.locator(".cs-rules").inner_text()
    assert w.locator(".cs-status").inner_text() == "Trag Runde 1 ein."
    assert w.locator(".cs-nobody").count() == 0  # the published rules: no dead deal
    check_styles(page, w)

    # deal 1: type, mark who went out (the field fills with 0), press the button
    field(w, 0).click()
    field(w, 0).type("12")
    w.locator("tr.cs-entry input.cs-out[data-col='1']").click()
    assert field(w, 1).input_value() == "0"
    field(w, 2).click()
    field(w, 2).type("30")
    w.locator("button.cs-add").click()
    wait_deals(page, 1)
    assert totals(w) == ["12", "0", "30"]
    assert field(w, 0).input_value() == "" and field(w, 2).input_value() == ""  # ready for the next deal
    assert "\u2605" in w.locator("tbody tr.cs-row td").nth(1).inner_text()  # Ben went out

    # deal 2: Carla went out, her field left empty; Enter enters it
    field(w, 0).type("7")
    field(w, 1).click()
    field(w, 1).type("9")
    w.locator("tr.cs-entry label.cs-radio", has_text="rausgegangen").nth(2).click()
    field(w, 1).press("Enter")
    wait_deals(page, 2)
    assert totals(w) == ["19", "9", "30"]
    assert w.locator(".cs-status").inner_text() == "Trag Runde 3 ein."

    # impossible: negative points.  Refused in German, one sentence; nothing typed is lost
    field(w, 0).type("-5")
    field(w, 1).click()
    field(w, 1).type("3")
    field(w, 2).click()
    field(w, 2).type("0")
    w.locator("button.cs-add").click()
    wait_refused(page)
    assert w.locator(".cs-refusal").inner_text() == "Punkte sind nie negativ, also kann Anna nicht -5 haben."
    assert field(w, 0).get_attribute("aria-invalid") == "true"
    assert [field(w, i).input_value() for i in range(3)] == ["-5", "3", "0"]
    assert w.get_attribute("data-deals") == "2" and totals(w) == ["19", "9", "30"]

    # impossible: nobody went out, but these rules have no dead deal
    field(w, 0).fill("5")
    field(w, 2).fill("8")
    w.locator("button.cs-add").click()
    page.wait_for_function(
        f"() => document.querySelector('{W} .cs-refusal').textContent.includes('tote Runde')", timeout=20_000
    )
    refusal = w.locator(".cs-refusal").inner_text()
    assert refusal.startswith("Diese Regeln kennen keine tote Runde") and refusal.endswith(".")
    assert [field(w, i).input_value() for i in range(3)] == ["5", "3", "8"]

    # fits a 1280x720 screen: no sideways scrolling, and it is shorter than the window
    box = w.bounding_box()
    assert box["width"] <= 1280 and box["height"] < 640, box
    assert w.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    w.scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / "scoresheet_de.png"))
    w.screenshot(path=str(out_dir / "scoresheet_de_widget.png"))

    # both languages: switch in the widget; the refusal follows
    w.locator("select.cs-select").select_option("en")
    page.wait_for_function(
        f"() => document.querySelector('{W} .cs-status').textContent === 'Enter deal 3.'", timeout=20_000
    )
    assert w.locator("button.cs-add").inner_text() == "Enter deal"
    assert w.locator(".cs-refusal").inner_text().startswith("These rules have no dead deal")
    assert [field(w, i).input_value() for i in range(3)] == ["5", "3", "8"]
    page.screenshot(path=str(out_dir / "scoresheet_en.png"))
    assert not page.errors, page.errors


def test_schwimmen_sheet_in_english_names_as_text(lab, page, out_dir):
    cells = [
        "from cardlab.widgets import ScoreSheet\n"
        f"sheet = ScoreSheet('schwimmen', [{EVIL!r}, 'Ben', 'Carla'])\nsheet",
        "print('ready lives', sheet.game)",
    ]
    put_notebook(lab, "scoresheet_en.ipynb", cells)
    open_and_run(page, lab, "scoresheet_en.ipynb", "ready lives", workspace="scoresheet2")
    page.wait_for_selector(f"{W} tr.cs-entry input.cs-box", state="visible", timeout=30_000)
    w = page.locator(W).first
    assert w.locator("thead th.cs-name").first.inner_text() == EVIL  # shown as text
    assert w.locator("img").count() == 0
    check_styles(page, w)
    boxes = w.locator("tr.cs-entry input.cs-box")
    boxes.nth(1).check()
    w.locator("button.cs-add").click()
    wait_deals(page, 1)
    assert totals(w) == ["3", "2", "3"]
    boxes.nth(0).check()
    boxes.nth(1).check()
    boxes.nth(1).press("Enter")
    wait_deals(page, 2)
    assert totals(w) == ["2", "1", "3"]
    w.locator("button.cs-add").click()  # nobody ticked
    wait_refused(page)
    assert w.locator(".cs-refusal").inner_text() == (
        "Someone loses a life in every deal: the lowest hand, or every hand tied for the lowest."
    )
    w.locator("select.cs-select").select_option("de")
    page.wait_for_function(
        f"() => document.querySelector('{W} .cs-refusal').textContent.startsWith('In jeder Runde')",
        timeout=20_000,
    )
    assert w.locator("tr.cs-totals th").inner_text() == "Leben"
    w.locator("button.cs-plot").click()
    page.wait_for_selector(f"{W} img.cs-plot-img", state="visible", timeout=30_000)
    assert w.locator("img.cs-plot-img").get_attribute("alt") == "Verlauf der Punkte"
    assert w.locator("img:not(.cs-plot-img)").count() == 0
    page.screenshot(path=str(out_dir / "scoresheet_schwimmen.png"))
    assert not page.dialogs, page.dialogs  # the name never ran as markup
    assert not page.errors, page.errors
