"""The save buttons of the Table and the ScoreSheet in a real JupyterLab and Chromium.

The Table, in German: a few moves touched, then "Dieses Spiel speichern" in the tools' row
(styled like "Warum?" beside it, no name asked): the browser downloads a record that reads back
as the game so far and that `cardlab check` accepts, the same file lies in the working folder,
and the message says so in German.

The ScoreSheet kept in a file, in English then German: a deal entered is in the file at once
(the sheet says so), "Save the score sheet" downloads the same file; a second notebook (a new
kernel: the restart) making the sheet with the same file shows the deal again, saying so in
German.  Screenshots: test-output/saves_table_de.png, saves_scoresheet_en.png,
saves_scoresheet_restart_de.png."""

import json
import urllib.request

import pytest

from cardlab.explain import text as catalog_text
from cardlab.record import Record
from cardlab.scoresheet import Sheet
from tests.conftest import run_cli

from .lab import open_and_run, put_notebook
from .test_scoresheet import check_styles, field, wait_deals
from .test_table import W, state, touch_a_move, wait_change

pytestmark = pytest.mark.browser

S = ".cardlab-scoresheet"


def server_file(lab, name) -> bytes:
    """A file in the lab's root folder (the kernel's working folder), read through the server."""
    base, token = lab
    with urllib.request.urlopen(f"{base}/api/contents/{name}?content=1&format=text&token={token}") as r:
        return json.loads(r.read())["content"].encode("utf-8")


def test_table_saves_the_game_so_far(lab, page, out_dir, tmp_path):
    cells = [
        "from cardlab.widgets import Table\n"
        "t = Table('swoop', seat=0, bots=['heuristic'], players=3, seed=3, lang='de')\nt",
        "print('ready save table', t.game)",
    ]
    put_notebook(lab, "saves_table.ipynb", cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, "saves_table.ipynb", "ready save table", workspace="saves1")
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card[data-place]", state="attached", timeout=30_000)
    w = page.locator(W).first
    for _ in range(2):  # a few moves of the learner's
        st = state(page)
        if st["m"] == "0" or st["d"] == "true":
            break
        if not touch_a_move(w):
            w.locator("button.ct-kind:not([aria-disabled='true'])").first.click()
        wait_change(page, st)
    button = w.locator(".ct-tools button.cl-save-btn")
    assert button.inner_text() == "Dieses Spiel speichern"
    assert w.locator(".cl-save-name").count() == 0  # no name asked: a record, not answers
    # styled like the other buttons of the row
    look = "e => { const s = getComputedStyle(e); return [s.fontSize, s.minHeight, s.borderTopWidth, s.backgroundColor]; }"
    assert button.evaluate(look) == w.locator("button.ct-why").evaluate(look)
    with page.expect_download(timeout=15_000) as dl:
        button.click()
    page.wait_for_function(
        f"() => document.querySelector('{W} .cl-save-status').textContent.length > 5", timeout=15_000
    )
    msg = w.locator(".cl-save-status").inner_text()
    name = dl.value.suggested_filename
    assert name.startswith("swoop-") and name.endswith(".json")
    assert msg.startswith(f"Gespeichert als {name} im Arbeitsordner und heruntergeladen."), msg
    assert f'Replay("{name}")' in msg
    got = tmp_path / name
    dl.value.save_as(got)
    rec = Record.load(got)
    assert rec.game == "swoop" and rec.players[0] == "Spieler 1" and rec.deals[0].moves
    code, out, err = run_cli("check", got, "--json")
    assert code == 0 and not err, err
    assert json.loads(out)["deals"][0]["moves"] == len(rec.deals[0].moves)
    # the same file in the working folder (the lab's root)
    assert w.locator(".cl-save").get_attribute("data-saved") == name
    assert server_file(lab, name) == got.read_bytes()
    page.screenshot(path=str(out_dir / "saves_table_de.png"))
    assert not page.errors, page.errors


def test_scoresheet_kept_in_a_file_and_saved(lab, page, out_dir, tmp_path):
    cells = [
        "from cardlab.widgets import ScoreSheet\n"
        "sheet = ScoreSheet('swoop', ['Anna', 'Ben', 'Carla'], lang='en', file='saves_scores.json')\nsheet",
        "print('ready kept sheet', sheet.game)",
    ]
    put_notebook(lab, "saves_sheet.ipynb", cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, "saves_sheet.ipynb", "ready kept sheet", workspace="saves2")
    page.wait_for_selector(f"{S} tr.cs-entry input.cs-input", state="visible", timeout=30_000)
    w = page.locator(S).first
    note = w.locator(".cs-saved")
    assert note.inner_text() == catalog_text("save.sheet_kept", "en", file="saves_scores.json")
    field(w, 0).fill("12")
    field(w, 1).fill("0")
    field(w, 2).fill("30")
    w.locator("button.cs-add").click()
    wait_deals(page, 1)
    button = w.locator("button.cs-save")
    assert button.inner_text() == "Save the score sheet"
    check_styles(page, w)
    with page.expect_download(timeout=15_000) as dl:
        button.click()
    page.wait_for_function(
        f"() => document.querySelector('{S} .cs-saved').textContent.startsWith('Saved as')", timeout=15_000
    )
    assert dl.value.suggested_filename == "saves_scores.json"
    assert note.inner_text().startswith("Saved as saves_scores.json in the working folder, and downloaded.")
    got = tmp_path / "scores.json"
    dl.value.save_as(got)
    assert Sheet.load(got).deals == [{"points": [12, 0, 30], "winner": 1}]
    assert server_file(lab, "saves_scores.json") == got.read_bytes()
    page.screenshot(path=str(out_dir / "saves_scoresheet_en.png"))
    assert not page.errors, page.errors

    # the restart: another notebook, another kernel, the same file
    cells = [
        "from cardlab.widgets import ScoreSheet\n"
        "again = ScoreSheet('swoop', file='saves_scores.json', lang='de')\nagain",
        "print('ready restarted sheet', len(again.deals))",
    ]
    put_notebook(lab, "saves_sheet_again.ipynb", cells)
    page = page.context.new_page()  # a tab of its own (the first one's page is left as it is)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, "saves_sheet_again.ipynb", "ready restarted sheet 1", workspace="saves3")
    page.wait_for_selector(f"{S} tr.cs-entry input.cs-input", state="visible", timeout=30_000)
    w = page.locator(S).first
    wait_deals(page, 1)
    assert w.locator(".cs-saved").inner_text() == catalog_text(
        "save.sheet_loaded", "de", file="saves_scores.json"
    )
    assert [t.strip() for t in w.locator("tr.cs-totals td").all_inner_texts()] == ["12", "0", "30"]
    assert w.locator("button.cs-save").inner_text() == "Punktezettel speichern"
    page.screenshot(path=str(out_dir / "saves_scoresheet_restart_de.png"))
    assert not page.errors, page.errors
