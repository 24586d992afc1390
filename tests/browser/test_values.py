"""Every value drawn as a value (issue 31, item 12): three of a kind in Schwimmen is worth 30.5,
and the drawing says so in the reader's language (Wert: 30,5 / Value: 30.5), never
"[object Object]".  Screenshot: test-output/values_schwimmen_de.png."""

import pytest

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

SETUP = (
    "from cardlab import lessons\nfrom cardlab.widgets import Replay\n"
    "rec = lessons.position('schwimmen', hands=[['QC', 'QH', 'QS'], ['7C', '8D', '9H'], ['10S', 'JS', 'AS']],"
    " middle=['7H', '8H', '9S'])\n"
)


@pytest.mark.parametrize("lang,value,wrong", [("de", "30,5", "30.5"), ("en", "30.5", "30,5")])
def test_three_of_a_kind_is_drawn_as_a_number(lab, page, out_dir, lang, value, wrong):
    name = f"values_{lang}.ipynb"
    put_notebook(lab, name, [SETUP + f"w = Replay(rec, lang={lang!r}, seat=0)\nw", "print('ready', w)"])
    open_and_run(page, lab, name, "ready <Replay")
    page.wait_for_selector(".cardlab-replay svg.cl-table g.cl-card", state="attached", timeout=30_000)
    shown = page.locator(".cardlab-replay").first.inner_text()
    svg = page.evaluate("() => document.querySelector('.cardlab-replay svg.cl-table').textContent")
    both = shown + " " + svg
    assert "[object Object]" not in both and "undefined" not in both, both
    assert value in both and f"{wrong}" not in both, both
    page.locator(".cardlab-replay").first.screenshot(path=str(out_dir / f"values_schwimmen_{lang}.png"))
    assert not page.errors, page.errors
