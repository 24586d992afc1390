"""The widgets under hostile input, in Chromium: player names and meta fields with markup and
scripts, a 5,000-character name without spaces, right-to-left names (and one with an unclosed
U+202E RIGHT-TO-LEFT OVERRIDE), emoji and combining marks, in records of all three games.

For the saved replay page (over file://, no kernel), the static ``_repr_html_`` pictures, the
puzzle widget (its ES module on a page with a stand-in model) and both widgets live in JupyterLab:
no alert fires, no element is injected, every name is there as text, and the layout stays usable
(the main controls visible, inside the viewport, clickable; right-to-left names isolated).
Screenshots go to test-output/hostile_*.png."""

from __future__ import annotations

import time

import pytest

from tests.widgets.test_hostile_text import (
    ARABIC,
    GAMES,
    HEBREW,
    IMG,
    KINDS,
    LONG,
    RLO,
    SCRIPT,
    SVG,
    TITLE,
    hostile_game,
)

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

W = ".cardlab-replay"
P = ".cardlab-puzzle"
VW = 1400  # the viewport width of the page fixture


# -- checks shared by every page ------------------------------------------------------------
def assert_nothing_injected(page, scripts: int | None = None, lab: bool = False):
    assert not page.dialogs, page.dialogs
    assert not page.errors, page.errors
    # no image anywhere in what the page shows of the record (in JupyterLab: in the notebook's
    # outputs; the lab's own chrome, such as the launcher's kernel logos, may hold images)
    scope = ".jp-OutputArea " if lab else ""
    assert page.locator(f"{scope}img").count() == 0, page.evaluate(
        "(s) => [...document.querySelectorAll(s)].map((e) => e.outerHTML.slice(0, 200))", f"{scope}img"
    )
    assert page.locator("img[src='x'], [onerror], [onload]").count() == 0
    # every <svg> in cardlab's output is one it drew: the table, a card, or a button icon (and
    # outside JupyterLab, whose icons are SVG, there is no other)
    ours = ".cardlab-replay svg, .cardlab-puzzle svg, .cardlab-record svg, .cardlab-position svg"
    if not lab:
        assert page.locator("svg").count() == page.locator(ours).count()
    assert page.evaluate(
        """(ours) => [...document.querySelectorAll(ours)].every((s) =>
        s.matches('svg.cl-table, button svg, .cardlab-position svg, .cardlab-record svg')
        && !s.closest('.cl-who, .cl-mv-name, th, .cl-explain, .cl-words, .cl-seatnote, .pz-you'))""",
        ours,
    )
    # no script inside anything cardlab drew (the saved page's own module script holds the
    # names as JSON data, outside the widget)
    assert (
        page.locator(f"{W} script, {P} script, .cardlab-record script, .cardlab-position script").count() == 0
    )
    if scripts is not None:
        assert page.locator("script").count() == scripts


def box(loc):
    b = loc.bounding_box()
    assert b is not None, "not rendered"
    return b


def assert_usable(loc, what):
    """Visible, of a real size, and inside the viewport's width."""
    assert loc.is_visible(), what
    b = box(loc)
    assert b["width"] >= 8 and b["height"] >= 8, (what, b)
    assert b["x"] >= 0 and b["x"] + b["width"] <= VW, (what, b)
    return b


def text_of(page, sel):
    return page.locator(sel).first.evaluate("(e) => e.textContent")


def assert_replay_usable(page, names, nth=0):
    """The replay's controls stay usable and its layout intact, whatever the names."""
    w = page.locator(W).nth(nth)
    root = assert_usable(w, "widget")
    fwd = assert_usable(w.locator("button.cl-forward"), "forward button")
    first = assert_usable(w.locator("button.cl-first"), "first button")
    slider = assert_usable(w.locator("input.cl-slider"), "slider")
    lst = assert_usable(w.locator("ol.cl-movelist"), "move list")
    table = assert_usable(w.locator("svg.cl-table"), "table")
    # nothing inside the widget is wider than the widget; the table keeps its room; the move
    # list stays a side column right of the table (a right-to-left name flips nothing)
    assert w.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1"), "the widget overflows sideways"
    assert table["width"] > 0.6 * root["width"], table
    assert lst["width"] <= 260 and lst["x"] > table["x"] + table["width"] - 1, (lst, table)
    assert first["x"] < fwd["x"] < slider["x"]
    assert w.evaluate("(e) => getComputedStyle(e).direction") == "ltr"
    # every name is there as text (the move list shows the movers; the score table every side)
    content = w.evaluate("(e) => e.textContent")
    for n in names:
        assert n in content, n[:40]
    # in the move list each name is isolated: its move stays to its right, or under it where the
    # rows take two lines (layout.js sideLines: a long name would cut the move)
    for row in w.locator("button.cl-mv:has(.cl-mv-name)").all()[:12]:
        nb, mb = box(row.locator(".cl-mv-name")), box(row.locator(".cl-mv-not"))
        assert mb["x"] >= nb["x"] + nb["width"] - 1 or mb["y"] >= nb["y"] + nb["height"] - 1, (nb, mb)
        assert row.locator(".cl-mv-name").evaluate("(e) => getComputedStyle(e).unicodeBidi") == "isolate"
    # in each panel the name is isolated and cut: the text after it starts right of it and the
    # name does not run out of its panel
    for g in w.locator("g.cl-panel").all():
        bg, who = box(g.locator("rect.cl-panel-bg").first), g.locator("tspan.cl-who")
        assert who.evaluate("(e) => getComputedStyle(e).unicodeBidi") == "isolate"
        wb = box(who)
        assert wb["x"] + wb["width"] <= bg["x"] + bg["width"] + 1, (wb, bg)
        small = g.locator("text.cl-name > tspan.cl-small")
        if small.count():
            sb = box(small)
            assert sb["x"] >= wb["x"] + wb["width"] - 1, (wb, sb)
    # clickable: one step forward, by mouse, even with a 5,000-character name on the page
    k = int(w.get_attribute("data-step"))
    w.locator("button.cl-forward").click()
    page.wait_for_function(
        f"() => document.querySelectorAll('{W}')[{nth}].dataset.step === '{k + 1}'", timeout=10_000
    )
    w.locator("button.cl-mv[data-i='2']").click()
    page.wait_for_function(
        f"() => document.querySelectorAll('{W}')[{nth}].dataset.step === '2'", timeout=10_000
    )


# -- the saved page, over file:// --------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_saved_html_under_hostile_names(page, tmp_path, out_dir, game):
    from cardlab.widgets import Replay

    for kind, names in KINDS.items():
        rec = hostile_game(game, kind)
        path = tmp_path / f"{game}-{kind}.html"
        Replay(rec, lang="de" if kind == "rtl" else "en", step=3).save_html(path)
        page.goto(path.as_uri())
        page.wait_for_selector(f"{W} g.cl-card")
        assert page.title() == f"cardlab {game}: {TITLE}"
        assert page.locator("h1").inner_text() == f"cardlab {game}: {TITLE}"
        assert_nothing_injected(page, scripts=1)
        assert_replay_usable(page, names)
        # the keyboard still steps
        page.locator(f"{W} svg.cl-table").click()
        page.keyboard.press("End")
        page.wait_for_function(
            f"() => document.querySelector('{W}').dataset.step === '{len(rec.deals[0].moves)}'"
        )
        page.keyboard.press("Home")
        page.wait_for_function(f"() => document.querySelector('{W}').dataset.step === '0'")
        page.locator(f"{W} button.cl-mv[data-i='3']").click()
        page.screenshot(path=str(out_dir / f"hostile_saved_{game}_{kind}.png"))
        assert_nothing_injected(page, scripts=1)


def test_saved_html_rtl_name_does_not_reorder_the_text_after_it(page, tmp_path, out_dir):
    """The U+202E name, unclosed, inside a sentence of the explanation: the words after it are
    drawn after it (right of it), not reversed into it."""
    from cardlab.widgets import Replay

    rec = hostile_game("swoop", "rtl")
    w = Replay(rec)
    step = next(
        i for i in range(1, 40) if RLO + "'s" in (w.texts() if not w.__setattr__("step", i) else {})["x"]
    )
    path = tmp_path / "rlo.html"
    Replay(rec, step=step).save_html(path)
    page.goto(path.as_uri())
    page.wait_for_selector(f"{W} g.cl-card")
    pos = page.evaluate(
        """(rlo) => {
      const e = document.querySelector('.cardlab-replay .cl-explain');
      const b = [...e.querySelectorAll('bdi')].find((x) => x.textContent === rlo);
      const r = document.createRange(); r.selectNodeContents(b.nextSibling);
      return {dir: b.getAttribute('dir'), bdi: b.getBoundingClientRect().right,
              next: r.getClientRects()[0].left, nextText: b.nextSibling.textContent};
    }""",
        RLO,
    )
    assert pos["dir"] == "auto" and pos["nextText"].startswith("'s")
    assert pos["next"] >= pos["bdi"] - 1, pos
    page.locator(f"{W} .cl-info").screenshot(path=str(out_dir / "hostile_rlo_explain.png"))
    assert_nothing_injected(page, scripts=1)


# -- the static _repr_html_ pictures -----------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_repr_html_under_hostile_names(page, out_dir, game):
    for kind, names in KINDS.items():
        rec = hostile_game(game, kind)
        body = rec._repr_html_() + rec.state_at(1, 3).state._repr_html_()
        page.set_content(f'<!doctype html><meta charset="utf-8"><body style="margin:8px">{body}</body>')
        assert_nothing_injected(page, scripts=0)
        assert_usable(page.locator(".cardlab-record"), "record")
        for pos in page.locator(".cardlab-position").all():
            assert_usable(pos, "position")
        text = text_of(page, ".cardlab-record")
        assert TITLE in text
        for n in names:
            assert n in text, n[:40]
        # names in <bdi>: isolated; the long one ellipsized (and whole in its text)
        bdis = page.locator(".cardlab-position bdi")
        assert bdis.count() >= len(names) * 2  # the record's last position, then the state
        for b in bdis.all():
            bb = box(b)
            assert bb["x"] + bb["width"] <= VW
        assert page.evaluate("() => document.documentElement.scrollWidth") <= VW
        page.screenshot(path=str(out_dir / f"hostile_repr_{game}_{kind}.png"), full_page=True)


# -- the puzzle widget, on a page with a stand-in model (no kernel) ----------------------------
PUZZLES = {"swoop": "swoop-carla-kings", "sweep": "sweep-nine-takes-all", "schwimmen": "schwimmen-spades-28"}


def hostile_puzzle(game):
    """A shipped puzzle whose record's players are hostile names (the answering seat the
    5,000-character one) and whose title and meta hold markup."""
    from cardlab.puzzles.model import Puzzle as PuzzleData
    from cardlab.puzzles.model import find

    obj = find(PUZZLES[game]).to_json()
    seat, n = obj["seat"], len(obj["record"]["players"])
    others = [RLO, IMG, ARABIC, SVG, HEBREW, SCRIPT]
    players = [LONG if s == seat else others.pop(0) for s in range(n)]
    obj["record"]["players"] = players
    obj["record"]["meta"] = {"title": TITLE, "event": SVG + ARABIC}
    obj["title"] = {"en": TITLE, "de": TITLE + " " + HEBREW}
    return PuzzleData.from_json(obj), players


def puzzle_page(widget) -> str:
    """The puzzle widget's own module and CSS on a page of their own, run by the same model
    stand-in as a saved replay (cardlab.widgets.export.page_html)."""
    from cardlab.widgets.export import page_html

    state = {k: v for k, v in widget.get_state().items() if not k.startswith("_")}
    return page_html(widget._esm, widget._css, state, "puzzle", "en", "pz")


@pytest.mark.parametrize("game", GAMES)
def test_puzzle_under_hostile_names(page, tmp_path, out_dir, game):
    from cardlab.widgets import Puzzle

    p, players = hostile_puzzle(game)
    w = Puzzle(p)
    path = tmp_path / f"puzzle-{game}.html"
    path.write_text(puzzle_page(w), encoding="utf-8")
    page.goto(path.as_uri())
    page.wait_for_selector(f"{P} svg.pz-table g.cl-card[data-place='hand'][data-key]", state="attached")
    assert_nothing_injected(page, scripts=1)
    pz = page.locator(P)
    root = assert_usable(pz, "puzzle")
    assert pz.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1"), "the puzzle overflows sideways"
    assert TITLE in pz.locator(".pz-title").inner_text()
    content = pz.evaluate("(e) => e.textContent")
    for n in players:
        assert n in content, n[:40]
    you = pz.locator(".pz-you bdi.cl-who")
    assert you.evaluate("(e) => e.textContent") == LONG
    assert box(you)["width"] < root["width"]
    for sel in (
        "button.pz-submit",
        "input.pz-input",
        "button.pz-hint",
        "svg.pz-table g.cl-card[data-place='hand'][data-key] >> nth=0",
        "svg.pz-table",
        "button.ct-confirm",
    ):
        assert_usable(pz.locator(sel).first, sel)
    # touchable: a card that lights up can be picked, under any names
    lit = pz.locator("svg.pz-table g.cl-card.cl-lit[data-key]").first
    key = lit.get_attribute("data-key")
    lit.click()
    assert pz.locator(f"svg.pz-table g.cl-card[data-key='{key}']").get_attribute("aria-pressed") == "true"
    # the answer as Python would send it back: a verdict that names the players
    page.evaluate(
        """(fb) => { window.cardlabModel.set('feedback', fb); }""",
        {
            "lang": "en",
            "correct": False,
            "legal": False,
            "head": "Not allowed",
            "reason": f"{players[0]} and {players[-1]} {RLO} say no.",
            "n": 1,
        },
    )
    assert TITLE not in pz.locator(".pz-feedback").inner_text()
    assert players[0] in pz.locator(".pz-reason").evaluate("(e) => e.textContent")
    assert pz.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")
    page.screenshot(path=str(out_dir / f"hostile_puzzle_{game}.png"), full_page=True)
    assert_nothing_injected(page, scripts=1)


# -- both widgets live in JupyterLab -----------------------------------------------------------
CELLS = [
    "from tests.widgets.test_hostile_text import hostile_game\n"
    "from tests.browser.test_hostile import hostile_puzzle\n"
    "from cardlab.widgets import Replay, Puzzle\n"
    "r = hostile_game('swoop', 'mixed')\n"
    "Replay(r, step=3)",
    "Replay(hostile_game('schwimmen', 'rtl'), lang='de', seat=1, step=2)",
    "r",
    "Puzzle(hostile_puzzle('sweep')[0])",
    "print('hostile' + ' widgets ready')",
]


def test_hostile_widgets_in_lab(lab, page, out_dir):
    t0 = time.time()
    put_notebook(lab, "hostile_widgets.ipynb", CELLS)
    open_and_run(
        page, lab, "hostile_widgets.ipynb", "hostile widgets ready", workspace="hostile", timeout=90_000
    )
    page.wait_for_selector(
        f"{P} svg.pz-table g.cl-card[data-place='hand'][data-key]", state="attached", timeout=30_000
    )
    page.wait_for_function(
        f"() => document.querySelectorAll('{W} g.cl-card').length > 0"
        f" && document.querySelectorAll('{W}').length === 2",
        timeout=30_000,
    )
    assert_nothing_injected(page, lab=True)
    assert page.locator(".jp-OutputArea script").count() == 0
    for i, kind in ((0, "mixed"), (1, "rtl")):
        page.locator(W).nth(i).scroll_into_view_if_needed()
        assert_replay_usable(page, KINDS[kind], nth=i)
    assert (
        page.locator(W).nth(1).locator(".cl-seatnote bdi.cl-who").evaluate("(e) => e.textContent") == HEBREW
    )
    assert TITLE in text_of(page, ".cardlab-record")
    pz = page.locator(P)
    pz.scroll_into_view_if_needed()
    assert_usable(pz.locator("button.pz-submit"), "submit")
    lit = pz.locator("svg.pz-table g.cl-card.cl-lit[data-key]").first
    key = lit.get_attribute("data-key")
    lit.click()
    assert pz.locator(f"svg.pz-table g.cl-card[data-key='{key}']").get_attribute("aria-pressed") == "true"
    page.locator(W).first.scroll_into_view_if_needed()
    page.wait_for_timeout(500)  # the notebook draws the cells scrolled into view
    page.locator(W).first.screenshot(path=str(out_dir / "hostile_lab_widgets.png"))
    assert_nothing_injected(page, lab=True)
    print(f"hostile lab test: {time.time() - t0:.1f}s")
