"""The replay widget in a real JupyterLab and Chromium: clicks, keys, slider, language, the
traitlets both ways, the other games, hostile names; and the saved HTML over file://."""

import pytest

from cardlab.explain import text

from .lab import open_and_run

pytestmark = pytest.mark.browser

W = ".cardlab-replay"


def open_notebook(page, lab, name, wait_text):
    open_and_run(page, lab, name, wait_text)
    page.wait_for_selector(f"{W} svg.cl-table g.cl-card", state="attached", timeout=30_000)


def run_cell(page, i):
    page.locator(".jp-Notebook .jp-Cell").nth(i).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")


def wait_step(page, k, nth=0):
    page.wait_for_function(
        f"() => document.querySelectorAll('{W}')[{nth}]?.dataset.step === '{k}'", timeout=15_000
    )


def pile(page):
    return page.locator(f"{W} .cl-pile > g").evaluate_all("gs => gs.map(g => g.getAttribute('aria-label'))")


def test_swoop_replay_in_lab(lab, page, out_dir):
    open_notebook(page, lab, "replay.ipynb", "step=6 deal=1 lang=en")
    w = page.locator(W).first
    # Python set step 6 before the widget was drawn: it shows step 6
    wait_step(page, 6)
    assert w.locator(".cl-steplabel").inner_text() == "Move 6 of 8"
    # the start: the pile of rules/000, Q Q 9 9 9 7 with the 7 on top
    w.locator("button.cl-first").click()
    wait_step(page, 0)
    assert pile(page) == [
        "queen of hearts",
        "queen of spades",
        "nine of diamonds",
        "nine of hearts",
        "nine of spades",
        "seven of diamonds",
    ]
    assert "Carla" in w.locator(".cl-panel-bg.cl-mover + text").text_content()
    page.screenshot(path=str(out_dir / "swoop_lab_start.png"), full_page=True)
    # one click forward: Carla's four kings pick up the pile, then swoop
    w.locator("button.cl-forward").click()
    wait_step(page, 1)
    assert "picks up the whole pile of 6 cards" in w.locator(".cl-explain").inner_text()
    # the move in the language's notation; the codes switch shows the record's codes
    assert w.locator(".cl-notation").inner_text() == "K\u2663 K\u2666 K\u2665 K\u2660"
    w.locator("input.cl-codes").check()
    page.wait_for_function(f"() => document.querySelector('{W} .cl-notation').textContent === 'KC KD KH KS'")
    assert w.locator("button.cl-mv[data-i='1'] .cl-mv-not").inner_text().strip() == "KC KD KH KS"
    w.locator("input.cl-codes").uncheck()
    page.wait_for_function(f"() => document.querySelector('{W} .cl-notation').textContent !== 'KC KD KH KS'")
    assert pile(page) == []
    assert "Swoop! 4 cards swept aside" in w.locator(".cl-banner").text_content()
    # the empty pile is headed "Pile", not "Pile of 0 cards"
    centre = w.locator(".cl-center text").all_text_contents()
    assert "Pile" in centre and not any("of 0" in t for t in centre), centre
    # the keyboard, once the widget has focus
    w.locator("svg.cl-table").click()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    wait_step(page, 4)
    assert pile(page) == ["seven of clubs", "seven of diamonds"]
    assert w.locator(".cl-pile .cl-hl").count() == 2  # the cards just played
    assert "Anna" in w.locator(".cl-panel-bg.cl-mover + text").text_content()
    page.keyboard.press("End")
    wait_step(page, 8)
    page.keyboard.press("Home")
    wait_step(page, 0)
    page.keyboard.press("ArrowLeft")  # nothing before the start
    wait_step(page, 0)
    # the slider
    w.locator("input.cl-slider").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    wait_step(page, 2)
    assert "9" not in "".join(pile(page)) and "Four queens" in w.locator(".cl-explain").inner_text()
    # the move list
    w.locator("button.cl-mv[data-i='5']").click()
    wait_step(page, 5)
    assert w.locator(".cl-notation").inner_text() == "3\u2666@u2"
    assert w.locator("button.cl-mv.cl-current").get_attribute("data-i") == "5"
    # language switch: labels, explanation, card names
    w.locator("select.cl-lang").select_option("de")
    forward_de = text("widget.forward", "de")  # the catalog's German, whatever its wording
    page.wait_for_function(
        f"() => document.querySelector('{W} button.cl-forward').getAttribute('aria-label') === {forward_de!r}"
    )
    assert "Karo-3" in w.locator(".cl-words").inner_text()
    assert (
        "Herz-7" not in w.locator(".cl-explain").inner_text()
        and "legt" in w.locator(".cl-explain").inner_text()
    )
    assert "Kreuz-7" in pile(page)
    assert w.locator(".cl-live").inner_text().startswith("Zug 5 von 8")
    page.screenshot(path=str(out_dir / "swoop_lab_de.png"), full_page=True)
    # JS -> Python: re-run the cell that prints the traitlets
    run_cell(page, 3)
    page.wait_for_selector("text=step=5 deal=1 lang=de", timeout=30_000)
    # Python -> JS again
    run_cell(page, 2)
    wait_step(page, 6)
    # play / pause
    w.locator("button.cl-first").click()
    wait_step(page, 0)
    w.locator("select.cl-speed").select_option("8")
    w.locator("button.cl-play").click()
    wait_step(page, 8)
    assert w.locator("button.cl-play").get_attribute("aria-pressed") == "false"  # stopped at the end
    assert not page.errors and not page.dialogs


def test_sweep_and_schwimmen_replays_in_lab(lab, page, out_dir):
    open_notebook(page, lab, "others.ipynb", "others ready")
    sweep, schw = page.locator(W).nth(0), page.locator(W).nth(1)
    wait_step(page, 9, 0)
    wait_step(page, 5, 1)
    assert sweep.locator(".cl-table g.cl-card").count() > 10
    assert "captures" in sweep.locator(".cl-explain").inner_text()
    sweep.screenshot(path=str(out_dir / "sweep_lab.png"))
    before = schw.locator(".cl-explain").inner_text()
    assert "tauscht" in before
    schw.locator("button.cl-forward").click()
    wait_step(page, 6, 1)
    assert schw.locator(".cl-explain").inner_text() != before
    assert schw.locator(".cl-center g.cl-card").count() == 3  # the middle
    assert schw.locator(".cl-lives").count() == 4
    schw.screenshot(path=str(out_dir / "schwimmen_lab.png"))
    # the deal selector changes the deal and the score table marks it
    schw.locator("select.cl-deal").select_option("3")
    page.wait_for_function(f"() => document.querySelectorAll('{W}')[1].dataset.deal === '3'")
    wait_step(page, 0, 1)
    assert schw.locator("tr.cl-current-deal th").inner_text() == "3"
    assert not page.errors


def test_hostile_names_are_text_in_lab(lab, page, out_dir):
    open_notebook(page, lab, "hostile.ipynb", "hostile ready")
    w = page.locator(W).first
    wait_step(page, 4)
    assert page.locator("img[src='x']").count() == 0
    assert page.locator(".jp-OutputArea script").count() == 0
    names = w.locator(".cl-table .cl-name").all_text_contents()
    assert any("<img src=x onerror=alert(1)>" in n for n in names)
    assert "<img src=x onerror=alert(1)>" in page.locator(".cardlab-record").inner_text()
    # seen by seat 1: the other hands are face down
    assert w.locator(".cl-seatnote").inner_text().startswith("Seen by Ben</script>")
    assert w.locator("g.cl-backs[aria-label*=' hidden card']").count() == 2  # the other two hands
    assert w.locator("g.cl-panel[data-seat='1'] g.cl-backs").count() == 0
    page.screenshot(path=str(out_dir / "hostile_lab.png"), full_page=True)
    assert not page.dialogs and not page.errors


def test_saved_html_from_file(page, tmp_path, out_dir):
    from cardlab.play import play_game
    from cardlab.widgets import Replay
    from tests.widgets.records import hostile_record

    path = tmp_path / "hostile.html"
    Replay(hostile_record()).save_html(path)
    page.goto(path.as_uri())
    page.wait_for_selector(f"{W} g.cl-card")
    w = page.locator(W)
    assert "<b>bold</b></title><script>alert(3)</script>" in page.title()
    w.locator("button.cl-forward").click()
    wait_step(page, 1)
    assert "picks up the whole pile of 6 cards" in w.locator(".cl-explain").inner_text()
    w.locator("svg.cl-table").click()
    page.keyboard.press("End")
    wait_step(page, 8)
    assert page.locator("img").count() == 0 and not page.dialogs and not page.errors
    # a whole game: the deal selector works without a kernel
    rec = play_game("swoop", players=4, seed=2)
    path2 = tmp_path / "game.html"
    Replay(rec, lang="de").save_html(path2)
    page.goto(path2.as_uri())
    page.wait_for_selector(f"{W} g.cl-card")
    w.locator("select.cl-deal").select_option("2")
    page.wait_for_function(f"() => document.querySelector('{W}').dataset.deal === '2'")
    w.locator("button.cl-last").click()
    wait_step(page, len(rec.deals[1].moves))
    assert w.locator(".cl-moveline").inner_text().startswith("Zug")
    page.screenshot(path=str(out_dir / "swoop_saved_html.png"), full_page=True)
    assert not page.errors


def test_schwimmen_score_table_says_swims_and_out(page, tmp_path):
    """Lives left of 0 and -1 (check --json's figures) read as words in the score table, in
    the widget's language; other totals stay numbers."""
    from cardlab.play import play_game
    from cardlab.widgets import Replay

    rec = play_game("schwimmen", players=3, bots=["heuristic"], seed=3)
    totals = [t for row in Replay(rec).built()["scores"]["rows"] for t in (row["totals"] or [])]
    assert 0 in totals and -1 in totals
    for lang in ("en", "de"):
        path = tmp_path / f"s_{lang}.html"
        # at the end of the last deal every deal's result is in the table
        Replay(rec, lang=lang, deal=len(rec.deals), step=10**6).save_html(path)
        page.goto(path.as_uri())
        page.wait_for_selector(".cl-score-table td")
        cells = page.locator(".cl-score-table td").all_inner_texts()
        assert any(text("widget.schwimmen.swims", lang) in c for c in cells), cells
        assert any(text("widget.schwimmen.out", lang) in c for c in cells), cells
        assert not any(c.endswith("(-1)") or c.endswith("(0)") for c in cells), cells
        assert any(c.endswith("(3)") for c in cells), cells
        assert not page.errors


def test_score_table_of_many_players_turns_to_fit(page, tmp_path, out_dir):
    """Six players do not fit the side column as a column each: at 1280x720 the score table turns
    (a row a player, the names kept in view) and shows the deal being replayed; under the board
    (500 px) there is room for the score sheet's own way round.  The keys note is not cut."""
    from cardlab.play import play_game
    from cardlab.widgets import Replay

    names = ["Anna", "Ben", "Carla", "Dora", "Emil", "Fritz"]
    rec = play_game("schwimmen", players=names, seed=5, max_deals=4)
    assert len(rec.deals) >= 3
    box = """() => { const s = document.querySelector('.cl-scores-scroll'), t = s.querySelector('table');
        const cur = [...t.querySelectorAll('.cl-current-deal')].map(e => e.getBoundingClientRect());
        const r = s.getBoundingClientRect();
        return {shape: t.className, rows: [...t.querySelectorAll('tbody th')].map(e => e.textContent),
                fits: t.getBoundingClientRect().width <= r.width + 1,
                curIn: cur.length > 0 && cur.every(c => c.left >= r.left - 1 && c.right <= r.right + 1),
                keysCut: [...document.querySelectorAll('.cl-keys')].some(e => e.scrollWidth > e.clientWidth + 1)}; }"""
    for lang in ("de", "en"):
        path = tmp_path / f"six_{lang}.html"
        Replay(rec, lang=lang, deal=len(rec.deals), step=10**6).save_html(path)
        page.set_viewport_size({"width": 1280, "height": 720})
        page.goto(path.as_uri())
        page.wait_for_selector(".cl-score-table td")
        wide = page.evaluate(box)
        assert "cl-score-sides" in wide["shape"] and wide["rows"] == names, wide
        assert wide["curIn"] and not wide["keysCut"], wide
        page.screenshot(path=str(out_dir / f"scores_six_players_{lang}.png"))
        page.set_viewport_size({"width": 500, "height": 900})
        page.wait_for_function(
            "() => document.querySelector('.cl-score-table').classList.contains('cl-score-deals')"
        )
        narrow = page.evaluate(box)
        assert narrow["fits"] and narrow["rows"] == [str(k + 1) for k in range(len(rec.deals))], narrow
        assert not narrow["keysCut"], narrow
        page.screenshot(path=str(out_dir / f"scores_six_players_{lang}_500.png"), full_page=True)
    assert not page.errors


def test_team_names_in_the_score_table_are_not_cut(page, tmp_path, out_dir):
    """Sweep's partnerships head the score table's columns with both names, a line each, whole
    in the 190 px side column at 1280x720 and under the board at 500 px."""
    from cardlab.play import play_game
    from cardlab.widgets import Replay

    rec = play_game("sweep", players=["Anna", "Ben", "Carla", "Dora"], seed=3, max_deals=2)
    heads = """() => [...document.querySelectorAll('.cl-score-table thead th')].slice(1).map(e => ({
        lines: e.innerText.split('\\n').map(l => l.trim()), cut: e.scrollWidth > e.clientWidth + 1}))"""
    for lang in ("de", "en"):
        path = tmp_path / f"teams_{lang}.html"
        Replay(rec, lang=lang, deal=len(rec.deals), step=10**6).save_html(path)
        for w, h in ((1280, 720), (500, 900)):
            page.set_viewport_size({"width": w, "height": h})
            page.goto(path.as_uri())
            page.wait_for_selector(".cl-score-table td")
            got = page.evaluate(heads)
            assert [g["lines"] for g in got] == [["Anna +", "Carla"], ["Ben +", "Dora"]], got
            assert not any(g["cut"] for g in got), got
        page.screenshot(path=str(out_dir / f"scores_teams_{lang}_500.png"), full_page=True)
    assert not page.errors


def test_the_pile_heading_is_whole_in_german(page, tmp_path):
    """The Swoop middle's heading in German fits the narrow middle of three players at 848 px
    (JupyterLab at 1280x720 with the file browser open): "Stapel mit 2 Karten", not cut."""
    from cardlab.play import play_game
    from cardlab.widgets import Replay

    rec = play_game("swoop", players=["Anna", "Ben", "Carla"], seed=4, max_deals=1)
    path = tmp_path / "pile_de.html"
    Replay(rec, lang="de", step=1).save_html(path)
    page.set_viewport_size({"width": 880, "height": 720})
    page.goto(path.as_uri())
    page.wait_for_selector("svg g.cl-card", state="attached")
    assert (
        840
        <= page.evaluate("() => document.querySelector('.cardlab-replay').getBoundingClientRect().width")
        <= 856
    )
    assert page.locator(".cl-center text").first.text_content() == "Stapel mit 2 Karten"
    assert not page.errors


# -- the classroom: JupyterLab at 1280x720 with the file browser open ------------------------

CLASSROOM = [
    ("swoop", 3, "en"),
    ("swoop", 4, "de"),
    ("sweep", 2, "de"),
    ("sweep", 4, "en"),
    ("schwimmen", 4, "en"),
    ("schwimmen", 3, "de"),
    # six to eight players: the focus layout (the mover's hand beside the pile)
    ("swoop", 6, "en"),
    ("swoop", 7, "de"),
    ("swoop", 8, "de"),
    ("swoop", 8, "en"),
    ("sweep", 3, "en"),
    ("schwimmen", 8, "de"),
]
# only the height is checked for these: the widget fits the screen for any number of players
CROWDED = [("schwimmen", 6, "en"), ("sweep", 4, "de")]


def test_readable_from_the_back_row(lab, page, out_dir):
    """At 1280x720 with JupyterLab's file browser open, for each game in both languages: card
    ranks at least 16 px tall, the whole replay (controls and explanation too) no taller than the
    notebook's visible area, no two texts of the drawing overlapping, the middle's heading whole, no
    card code in a German replay; with up to 8 players the replay still fits."""
    from tests.browser.test_drawing import CARD, COVERED_INDEX, RANK_HEIGHTS, TEXT_OVERLAPS

    from .lab import classroom, output_widgets

    cells = ["from cardlab.play import play_game\nfrom cardlab.widgets import Replay"]
    for g, n, lang in CLASSROOM + CROWDED:
        cells.append(
            f'rec = play_game("{g}", players={n}, seed=1, max_deals=1)\n'
            f'Replay(rec, lang="{lang}", step=min(12, len(rec.deals[0].moves)))'
        )
    cells.append('print("classroom ready")')
    fits = classroom(page, lab, "classroom.ipynb", cells, "classroom ready")["height"]
    report = []
    for i, w in output_widgets(page, W, len(CLASSROOM + CROWDED)):
        g, n, lang = (CLASSROOM + CROWDED)[i]
        w.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        box = w.bounding_box()
        ranks = w.evaluate(RANK_HEIGHTS)
        report.append(f"{g} {n} {lang}: {box['width']:.0f}x{box['height']:.0f} px, ranks {min(ranks):.1f} px")
        assert box["height"] <= fits, report[-1]
        assert w.evaluate(TEXT_OVERLAPS) == [], report[-1]
        assert w.evaluate(COVERED_INDEX) == [], report[-1]
        if (g, n, lang) in CLASSROOM:
            assert min(ranks) >= 16 - 0.01, report[-1]
            w.screenshot(path=str(out_dir / f"classroom_{g}{n}_{lang}.png"))
            # the middle's heading ("Stapel mit 7 Karten", "Tisch") whole, not cut with "…"
            title = w.locator(".cl-center text").first.text_content()
            assert not title.endswith("\u2026"), (report[-1], title)
        if lang == "de":
            seen = " ".join(w.locator("svg.cl-table text").all_text_contents())
            seen += " " + w.locator(".cl-info").inner_text() + " " + w.locator(".cl-movelist").text_content()
            assert not CARD.search(seen), (report[-1], CARD.search(seen).group(0))
    (out_dir / "classroom.txt").write_text(
        f"visible notebook area {fits:.0f} px\n" + "\n".join(report) + "\n"
    )
    page.screenshot(path=str(out_dir / "classroom_lab_1280x720.png"))
    assert not page.errors
