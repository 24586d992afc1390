"""The teacher's class report page in Chromium, built from answer files whose student names are
hostile: script tags, an onerror image, a very long name and right-to-left text.  Everything shows
as text, nothing runs, and the page loads nothing from outside."""

import pytest

from cardlab.teaching import answers_from_results, report, save_answers

pytestmark = pytest.mark.browser

NAMES = [
    "<script>alert('x')</script>",
    '<img src=x onerror="alert(1)">',
    "Ada " * 1500,
    "\u202eevil\u202c \u05e9\u05dc\u05d5\u05dd",
    "Mia",
]


def test_hostile_names_in_the_report_are_text(tmp_path, page, out_dir):
    files = []
    for k, name in enumerate(NAMES):
        results = [
            {
                "id": "swoop-carla-kings",
                "game": "swoop",
                "answer": "KC KD KH KS",
                "move": "KC KD KH KS",
                "legal": True,
                "correct": k % 2 == 0,
                "score": 8.0 if k % 2 == 0 else 1.0,
                "best_score": 8.0,
                "hints_used": 0,
                "solution_seen": False,
                "time": 10.0 + k,
            }
        ]
        if k % 2:
            results[0].update(answer="7C", move="7C")
        files.append(save_answers(answers_from_results(results, name, "de"), tmp_path / "in"))
    rep = report(files, lang="de")
    out = rep.save_html(tmp_path / "report.html")
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(out.as_uri())
    page.wait_for_load_state("load")
    assert not page.dialogs, page.dialogs
    assert page.locator("script").count() == 0 and page.locator("img").count() == 0
    body = page.locator("body").inner_text()
    assert "<script>alert('x')</script>" in body and 'onerror="alert(1)"' in body
    assert not [u for u in requests if not u.startswith("file:")], requests
    # the very long name does not push the page sideways beyond the window
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 2, width
    page.screenshot(path=str(out_dir / "report_hostile_de.png"), full_page=False)
    assert not page.errors, page.errors
