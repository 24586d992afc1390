"""The analysis in the Replay, in a real JupyterLab and in the saved HTML, in English and German:
the evaluation graph (a point per decision; a click jumps to the move), the labelled moves
marked in the move list, and the best move with why at the annotated move."""

import json
import urllib.request

import pytest

import cardlab
from cardlab import Record
from cardlab.analysis.words import label_text
from cardlab.play import play_game

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

W = ".cardlab-replay"
MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


@pytest.fixture(scope="module")
def analysed():
    full = play_game("swoop", None, 3, ["heuristic"], seed=3)
    d = full.deals[0]
    rec = Record(full.game, full.players, [type(d)(d.start, d.moves[:40])], full.rules)
    a = cardlab.analyse(rec, seat=0, strength=6, progress=False)
    assert a.mistakes(), "the test game needs a labelled move"
    return a


def wait_step(page, k):
    page.wait_for_function(f"() => document.querySelector('{W}')?.dataset.step === '{k}'", timeout=15_000)


def check_analysis(page, a, lang, shot):
    """The graph, the marks and the note of the first labelled move, in ``lang``."""
    w = page.locator(W).first
    page.wait_for_selector(f"{W} svg.cl-an-graph", timeout=30_000)
    if w.locator("select.cl-lang").input_value() != lang:
        w.locator("select.cl-lang").select_option(lang)
    head = "Bewertung" if lang == "de" else "Evaluation"
    page.wait_for_function(f"() => document.querySelector('{W} .cl-an-head b').textContent === {head!r}")
    assert w.locator(".cl-an-pt").count() == len(a.decisions)
    d = a.mistakes()[0]
    step = d.at + 1
    # a click on the labelled point jumps to its move
    pt = w.locator(f".cl-an-pt[data-i='{step}']")
    assert "cl-an-" + d.label in pt.get_attribute("class")
    assert label_text(d.label, lang) in pt.get_attribute("aria-label")
    pt.locator("circle.cl-an-hit").click()
    wait_step(page, step)
    # the move list marks it, and says the label
    row = w.locator(f"button.cl-mv[data-i='{step}']")
    assert "cl-mark-" + d.label in row.get_attribute("class")
    assert row.locator(".cl-mark").inner_text().strip() == MARKS[d.label]
    assert label_text(d.label, lang) in row.get_attribute("aria-label")
    # its tooltip reads the whole move (a long one is cut in the list) and the label
    assert row.get_attribute("title") == row.get_attribute("aria-label")
    assert w.locator("button.cl-mv.cl-marked").count() == len(a.mistakes())
    # the best move and why, in words
    note = w.locator(".cl-an-note").inner_text()
    better = "Besser:" if lang == "de" else "Better:"
    assert note.startswith(label_text(d.label, lang) + ". " + better), note
    assert ("Strafpunkte" if lang == "de" else "penalty points") in note
    # another point, another move; a move without annotation shows no note
    other = next(x for x in a.decisions if x.at != d.at)
    w.locator(f".cl-an-pt[data-i='{other.at + 1}'] circle.cl-an-hit").click()
    wait_step(page, other.at + 1)
    w.locator("button.cl-first").click()
    wait_step(page, 0)
    assert w.locator(".cl-an-note").is_hidden()
    pt.locator("circle.cl-an-hit").click()
    wait_step(page, step)
    page.screenshot(path=str(shot), full_page=True)


def test_analysis_in_lab(lab, page, out_dir, analysed):
    base, token = lab
    body = json.dumps({"type": "file", "format": "text", "content": analysed.annotated().dumps()}).encode()
    req = urllib.request.Request(
        f"{base}/api/contents/analysed.json?token={token}",
        data=body,
        method="PUT",
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=30).read()
    put_notebook(
        lab,
        "analysis.ipynb",
        [
            "from cardlab import Record\nfrom cardlab.widgets import Replay\n"
            "r = Replay(Record.load('analysed.json'))\nr",
            "print(f'analysis ready step={r.step}')",
        ],
    )
    open_and_run(page, lab, "analysis.ipynb", "analysis ready step=0")
    check_analysis(page, analysed, "en", out_dir / "analysis_lab_en.png")
    check_analysis(page, analysed, "de", out_dir / "analysis_lab_de.png")
    # the click reached Python
    step = analysed.mistakes()[0].at + 1
    page.locator(".jp-Notebook .jp-Cell").nth(1).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(f"text=analysis ready step={step}", timeout=30_000)
    assert not page.errors and not page.dialogs


def test_hostile_comment_is_text(page, analysed, tmp_path):
    """A teacher's comment is shown as text, whatever it holds."""
    from cardlab.widgets import Replay

    obj = json.loads(analysed.annotated().dumps())
    note = next(n for n in obj["deals"][0]["annotations"] if n.get("label"))
    evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    note["comment"] = evil
    path = tmp_path / "hostile.html"
    Replay(Record.from_json(obj)).save_html(path)
    page.goto(path.as_uri())
    page.wait_for_selector(f"{W} svg.cl-an-graph", timeout=30_000)
    page.locator(f"{W} .cl-an-pt[data-i='{note['move']}'] circle.cl-an-hit").click()
    wait_step(page, note["move"])
    assert page.locator(f"{W} .cl-an-note").inner_text().startswith(evil)
    assert page.locator(f"{W} .cl-an-note img, {W} .cl-an-note script").count() == 0
    assert not page.errors and not page.dialogs


@pytest.mark.parametrize("lang", ["en", "de"])
def test_analysis_in_saved_html(page, out_dir, analysed, tmp_path, lang):
    from cardlab.widgets import Replay

    path = tmp_path / f"analysed_{lang}.html"
    Replay(analysed, lang=lang).save_html(path)
    page.goto(path.as_uri())
    check_analysis(page, analysed, lang, out_dir / f"analysis_html_{lang}.png")
    # the keyboard reaches a point too
    w = page.locator(W).first
    w.locator("button.cl-first").click()
    wait_step(page, 0)
    d = analysed.mistakes()[0]
    w.locator(f".cl-an-pt[data-i='{d.at + 1}']").focus()
    page.keyboard.press("Enter")
    wait_step(page, d.at + 1)
    assert not page.errors and not page.dialogs
