"""The drawing of the three games in Chromium, on the replay's kernel-free page (the same ES
module the notebook widget runs): each fault found in the classroom has a test here, and the
layout is checked over player counts and widths (no two texts overlap, every card's corner index
shows, the attributes the Table and the Puzzle pick cards by).  The page is 1280x720; the
replay's container is 848 px wide (JupyterLab's notebook with the file browser open at 1280) or
500 px (a narrow column)."""

import re

import pytest

from cardlab import Record
from cardlab.explain import catalog, text
from cardlab.play import play_game
from cardlab.widgets import Replay
from cardlab.widgets.frames import local_names

pytestmark = pytest.mark.browser

W = ".cardlab-replay"
LAB_WIDTH = 848  # the notebook's output at 1280x720 with the file browser open (measured)
CARD = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")

# Every pair of texts of the drawing whose boxes overlap (by more than half a pixel both ways).
TEXT_OVERLAPS = """(root) => {
  const ts = [...root.querySelectorAll('svg.cl-table text')].map((t) => ({ t, r: t.getBoundingClientRect() }))
    .filter((o) => o.r.width > 0.5 && o.r.height > 0.5);
  const bad = [];
  for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) {
    const a = ts[i].r, b = ts[j].r;
    const ox = Math.min(a.right, b.right) - Math.max(a.left, b.left), oy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (ox > 0.5 && oy > 0.5) bad.push(ts[i].t.textContent + ' / ' + ts[j].t.textContent);
  }
  return bad;
}"""

# Every face-up card's rank and suit: does the eye see them, or does another card lie on them?
# The rank is looked at across its width (a quarter, the middle, three quarters), the suit
# where any text of the card showing the suit symbol has its middle.  Returns what is covered.
COVERED_INDEX = """(root) => {
  const svg = root.querySelector('svg.cl-table');
  svg.scrollIntoView({ block: 'nearest' });
  const SYM = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };
  const own = (g, x, y) => { const hit = document.elementFromPoint(x, y); return !!hit && hit.closest('g.cl-card') === g; };
  const bad = [];
  for (const g of svg.querySelectorAll('g.cl-card[data-card]')) {
    const c = g.getAttribute('data-card'), name = g.getAttribute('aria-label');
    const rank = g.querySelector('.cl-rank');
    if (!rank) { bad.push(name + ': no rank'); continue; }
    const r = rank.getBoundingClientRect();
    for (const f of [0.25, 0.5, 0.75]) if (!own(g, r.left + r.width * f, r.top + r.height / 2)) { bad.push(name + ': rank'); break; }
    const sym = c === 'X' ? '\u2605' : SYM[c.slice(-1)];
    const marked = [...g.querySelectorAll('.cl-suit')];
    const suits = marked.length ? marked : [...g.querySelectorAll('text')].filter((t) => t.textContent.includes(sym));
    if (!suits.some((t) => { const b = t.getBoundingClientRect(); return own(g, b.left + b.width / 2, b.top + b.height / 2); })) bad.push(name + ': suit');
  }
  return bad;
}"""

RANK_HEIGHTS = "(root) => [...root.querySelectorAll('svg.cl-table .cl-rank')].map((t) => t.getBoundingClientRect().height)"


def open_replay(page, tmp_path, widget, width=LAB_WIDTH, name="r"):
    """The widget's kernel-free page at 1280x720, the replay in a container `width` px wide."""
    page.set_viewport_size({"width": 1280, "height": 720})
    path = tmp_path / f"{name}.html"
    widget.save_html(path)
    page.goto(path.as_uri())
    page.wait_for_selector(f"{W} g.cl-card")
    page.evaluate(f"""() => {{ document.body.style.margin = '0'; document.querySelector('h1').remove();
        document.getElementById('cardlab-replay').style.width = '{width}px'; }}""")
    page.wait_for_timeout(150)  # the drawing follows its new width
    return page.locator(W)


def go(page, step, deal=None):
    """Set the step (and deal) on the page's model, as the widget's buttons do."""
    if deal is not None:
        page.evaluate(f"() => window.cardlabModel.set('deal', {deal})")
    page.evaluate(f"() => window.cardlabModel.set('step', {step})")
    page.wait_for_function(f"() => document.querySelector('{W}').dataset.step === '{step}'")


def swoop3():
    return play_game("swoop", players=3, seed=1, max_deals=1)


def build_record():
    """Sweep with building: Ben has built 9 from 5H and 4C (the build the learner saw hidden)."""
    start = {
        "dealer": 1,
        "hands": [["9S", "2D", "KH", "7C"], ["9D", "3S", "QC", "8H"]],
        "table": ["6C", {"build": ["5H", "4C"], "owner": 1}, "JD", "2S"],
        "stock": [],
        "to_move": 0,
        "captured": [[], []],
        "sweeps": [0, 0],
        "last_capture": None,
    }
    return Record(
        "sweep", ["Anna", "Ben"], [{"start": start, "moves": ["9S x 5H+4C", "9D"]}], {"building": True}
    )


# -- the faults, one test each --------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_joker_is_not_drawn_like_a_jack(page, tmp_path, out_dir, lang):
    """The joker was drawn "J★" beside real jacks (in German, too, where a jack is B) while the
    text calls it X; it is drawn X, as the notation and the text write it."""
    rec = swoop3()
    w = open_replay(page, tmp_path, Replay(rec, lang=lang))
    jokers = w.locator("g.cl-card[data-card='X'] .cl-rank")
    assert jokers.count() >= 1
    jack = "B" if lang == "de" else "J"  # a jack: Bube in German
    for r in jokers.all_text_contents():
        assert r == "X", r
        assert not r.startswith(jack)
    assert w.locator("g.cl-card[data-card^='J'] .cl-rank").count() >= 1  # real jacks are there too
    ranks = set(w.locator("g.cl-card:not([data-card='X']) .cl-rank").all_text_contents())
    assert "X" not in ranks
    w.screenshot(path=str(out_dir / f"fault_joker_{lang}.png"))


def test_a_turned_up_mystery_card_lies_in_its_place(page, tmp_path, out_dir):
    """The turned-up mystery card (view.revealed) was drawn over the "Face up" label instead of
    in its place; it lies in its place, as that place's mystery card, over no text."""
    rec = swoop3()
    w = open_replay(page, tmp_path, Replay(rec, step=10))
    rev = Replay(rec, step=10).frame["v"]["revealed"]
    assert rev
    name = text("widget.swoop.revealed", "en", card=rev["card"]).split(":")[0]
    g = w.locator(f"g.cl-panel[data-seat='{rev['seat']}'] g.cl-card[aria-label^='{name}']")
    assert g.count() == 1
    # over no label of its panel
    box = g.bounding_box()
    for t in w.locator(f"g.cl-panel[data-seat='{rev['seat']}'] > text").all():
        b = t.bounding_box()
        if b and b["width"] > 0:
            ox = min(box["x"] + box["width"], b["x"] + b["width"]) - max(box["x"], b["x"])
            oy = min(box["y"] + box["height"], b["y"] + b["height"]) - max(box["y"], b["y"])
            assert not (ox > 0.5 and oy > 0.5), t.text_content()
    assert g.get_attribute("data-place") == "down" and g.get_attribute("data-slot") == str(rev["slot"])
    # in the row of the player's other table places, left of the places after it
    places = w.locator(f"g.cl-panel[data-seat='{rev['seat']}'] g.cl-card[data-slot]")
    xs = {
        int(p.get_attribute("data-slot")): p.bounding_box()["x"]
        for p in places.all()
        if p.get_attribute("data-place") == "down"
    }
    assert all(xs[s] > box["x"] for s in xs if s > rev["slot"])
    assert all(xs[s] < box["x"] for s in xs if s < rev["slot"])
    w.screenshot(path=str(out_dir / "fault_revealed.png"))


def test_every_card_of_a_build_shows(page, tmp_path, out_dir):
    """A built 5♥ was hidden under the 4♣: each card of a build shows its rank and suit."""
    w = open_replay(page, tmp_path, Replay(build_record()))
    cards = w.locator("svg.cl-table g.cl-card[data-card='5H'], svg.cl-table g.cl-card[data-card='4C']")
    assert cards.count() == 2
    assert w.evaluate(COVERED_INDEX) == []  # (it said: five of hearts (5), five of hearts (♥))
    for c in cards.all():
        assert c.get_attribute("data-place") == "build" and c.get_attribute("data-build") == "4C+5H"
    w.screenshot(path=str(out_dir / "fault_build.png"))


def _knock_record():
    for seed in range(40):
        rec = play_game("schwimmen", players=4, seed=seed, max_deals=1)
        for k, st in enumerate(rec.replay()):
            if st.state.knocked is not None and not st.state.over:
                return rec, k
    raise AssertionError("no knock in 40 games")


@pytest.mark.parametrize("width", [LAB_WIDTH, 500])
def test_the_schwimmen_knock_stays_in_the_middle(page, tmp_path, out_dir, width):
    """The Schwimmen banner ("... has knocked: one more turn each") ran out of the green middle;
    it is wrapped inside it."""
    rec, k = _knock_record()
    w = open_replay(page, tmp_path, Replay(rec, lang="de", step=k), width)
    felt = w.locator(".cl-center > rect.cl-felt").bounding_box()
    first = catalog()["widget.schwimmen.knocked_by"]["de"].split("{player}")[1].split()[0]
    shown = [t for t in w.locator(".cl-center text").all() if first in (t.text_content() or "")]
    assert shown
    for t in w.locator(".cl-center text").all():
        b = t.bounding_box()
        if not b or b["width"] == 0:
            continue
        assert b["x"] >= felt["x"] - 0.5 and b["x"] + b["width"] <= felt["x"] + felt["width"] + 0.5, (
            t.text_content()
        )
    w.screenshot(path=str(out_dir / f"fault_banner_{width}.png"))


def test_status_labels_stay_apart(page, tmp_path, out_dir):
    """ "Swept aside: 34 Plays since the last swoop: 8" ran together: they are two labels with
    room between them (or on two lines)."""
    w = open_replay(page, tmp_path, Replay(swoop3(), step=30))
    out = text("widget.swoop.out", "en", n=0).split(":")[0]
    since = text("widget.swoop.since", "en", n=0).split(":")[0]
    texts = w.locator(".cl-center text").all()
    a = [t for t in texts if out in (t.text_content() or "")]
    b = [t for t in texts if since in (t.text_content() or "")]
    assert len(a) == 1 and len(b) == 1 and a[0] != b[0]
    assert since not in a[0].text_content()
    ra, rb = a[0].bounding_box(), b[0].bounding_box()
    apart = rb["x"] - (ra["x"] + ra["width"]) >= 8 or rb["y"] >= ra["y"] + ra["height"] - 1
    assert apart, (ra, rb)
    w.screenshot(path=str(out_dir / "fault_status.png"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_step_zero_shows_the_starter_draw(page, tmp_path, out_dir, lang):
    """The tutorial says the replay shows the first-starter draw at its first step: the cards
    drawn lie in the middle, each player's in a column of its own (in the order they first drew,
    a card drawn again beside the one before), and who starts."""
    rec = play_game("swoop", players=4, seed=2, max_deals=1)
    draw = rec.deals[0].start["draw"]
    assert draw
    w = open_replay(page, tmp_path, Replay(rec, lang=lang))
    drawn = w.locator(".cl-center g.cl-card[data-card]")
    order = list(dict.fromkeys(s for s, _ in draw))
    assert [g.get_attribute("data-card") for g in drawn.all()] == [
        c for p in order for s, c in draw if s == p
    ]
    centre = " ".join(w.locator(".cl-center text").all_text_contents())
    starter = rec.deals[0].start["starter"]
    assert text("widget.swoop.starts", lang, players=local_names(rec.players, lang), player=starter) in centre
    w.screenshot(path=str(out_dir / f"fault_draw_{lang}.png"))
    go(page, 1)
    assert w.locator(".cl-center .cl-draw").count() == 0


def test_scores_show_a_deal_only_once_the_replay_reaches_its_end(page, tmp_path, out_dir):
    """At step 0 the score table showed the final result; a deal's points show once the replay
    has reached that deal's end, later deals read "not played yet"."""
    rec = play_game("swoop", players=4, seed=1, max_deals=2)
    rows = Replay(rec).built()["scores"]["rows"]
    assert len(rows) == 2 and rows[0]["points"] and rows[1]["points"]
    w = open_replay(page, tmp_path, Replay(rec))

    # a deal's cells, whichever way round the table is (a row a deal, or turned: a row a side)
    def cells():
        return w.locator(".cl-score-table").evaluate(
            "t => { const rows = [...t.querySelectorAll('tbody tr')].map(tr => [...tr.querySelectorAll('td')].map(td => td.textContent));"
            " return t.classList.contains('cl-score-sides') ? rows[0].map((_, k) => rows.map(r => r[k])) : rows; }"
        )

    first = [f"{p} ({t})" for p, t in zip(rows[0]["points"], rows[0]["totals"])]
    at0 = cells()
    assert at0[0] != first and all(text("widget.in_play", "en") == c for c in at0[0])
    assert all(text("widget.not_played", "en") == c for c in at0[1])
    w.screenshot(path=str(out_dir / "fault_scores_start.png"))
    n1 = len(rec.deals[0].moves)
    go(page, n1 - 1)
    assert cells()[0] != first
    go(page, n1)
    assert cells()[0] == first and all(text("widget.not_played", "en") == c for c in cells()[1])
    go(page, 0, deal=2)
    assert cells()[0] == first and cells()[1][0] == text("widget.in_play", "en")
    go(page, len(rec.deals[1].moves))
    assert cells()[1] == [f"{p} ({t})" for p, t in zip(rows[1]["points"], rows[1]["totals"])]


# -- the layout over games, player counts and widths -----------------------------------------

GAMES = (
    [("swoop", n) for n in range(3, 9)]
    + [("sweep", n) for n in (2, 3, 4)]
    + [("schwimmen", n) for n in range(2, 9)]
)


@pytest.mark.parametrize("width", [LAB_WIDTH, 500])
@pytest.mark.parametrize("game,n", GAMES, ids=[f"{g}{n}" for g, n in GAMES])
def test_no_texts_overlap_and_every_index_shows(page, tmp_path, game, n, width):
    """No two text boxes of the drawing intersect, and every face-up card's rank and suit are
    visible (a fan never covers the index), at the start, in the middle and at the end of a deal,
    in both languages; ranks stay readable (12 px at least, 16 px at 848 px for up to four
    players)."""
    rec = play_game(game, players=n, seed=3, max_deals=1)
    moves = len(rec.deals[0].moves)
    for lang in ("de", "en"):
        w = open_replay(page, tmp_path, Replay(rec, lang=lang), width, name=f"{game}{n}{lang}")
        for step in sorted({0, moves // 3, (2 * moves) // 3, moves}):
            go(page, step)
            assert w.evaluate(TEXT_OVERLAPS) == [], (lang, step)
            assert w.evaluate(COVERED_INDEX) == [], (lang, step)
            ranks = w.evaluate(RANK_HEIGHTS) or [99]  # (a Sweep deal ends with no card face up)
            assert step == moves or ranks != [99]
            assert min(ranks) >= 12 - 0.01, (lang, step, min(ranks))
            if width == LAB_WIDTH and n <= 4:
                assert min(ranks) >= 16 - 0.01, (lang, step, min(ranks))


@pytest.mark.parametrize("game,n", [("swoop", 4), ("sweep", 4), ("schwimmen", 5)])
def test_narrow_the_move_list_goes_under_the_drawing(page, tmp_path, out_dir, game, n):
    rec = play_game(game, players=n, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang="de", step=5), 500)
    stage = w.locator(".cl-stage").bounding_box()
    side = w.locator(".cl-side").bounding_box()
    assert side["y"] >= stage["y"] + stage["height"] - 1
    assert stage["width"] >= 470
    assert min(w.evaluate(RANK_HEIGHTS)) >= 12
    w.screenshot(path=str(out_dir / f"narrow_{game}{n}_500.png"))


# -- the attributes "touch a card to play" picks cards by -----------------------------------

PLACES = {"hand", "up", "down", "table", "build", "middle", "pile", "stack"}


@pytest.mark.parametrize("case", ["swoop", "swoop-seat", "sweep-build", "schwimmen"])
def test_cards_carry_their_place(page, tmp_path, case):
    if case == "swoop":
        w = Replay(swoop3(), step=10)
    elif case == "swoop-seat":
        w = Replay(swoop3(), step=3, seat=0)
    elif case == "sweep-build":
        w = Replay(build_record())
    else:
        w = Replay(play_game("schwimmen", players=4, seed=1, max_deals=1), step=3)
    view = w.frame["v"]
    loc = open_replay(page, tmp_path, w)
    cards = loc.locator("svg.cl-table g.cl-card").evaluate_all("""gs => gs.map(g => ({
        card: g.getAttribute('data-card'), place: g.getAttribute('data-place'), slot: g.getAttribute('data-slot'),
        build: g.getAttribute('data-build'), seat: g.closest('g.cl-panel')?.getAttribute('data-seat') ?? null,
        empty: g.classList.contains('cl-empty'), first: g.firstElementChild.tagName,
        pe: getComputedStyle(g.firstElementChild).pointerEvents }))""")
    for c in cards:
        assert c["first"] == "rect" and c["pe"] != "none"
        if c["card"] is not None:
            assert c["place"] in PLACES, c
        if c["place"] in ("up", "down"):
            assert c["slot"] in {"1", "2", "3", "4"} and c["seat"] is not None, c
        if c["place"] == "hand":
            assert c["seat"] is not None, c
    if case.startswith("swoop"):
        for s, p in enumerate(view["players"]):
            mine = [c for c in cards if c["seat"] == str(s)]
            got_down = sorted(int(c["slot"]) for c in mine if c["place"] == "down")
            want_down = [i + 1 for i, d in enumerate(p["down"]) if d is not None]
            if view["revealed"] and view["revealed"]["seat"] == s:
                want_down = sorted(want_down + [view["revealed"]["slot"]])
            assert got_down == want_down, (s, got_down, want_down)  # face down ones too
            assert sorted(int(c["slot"]) for c in mine if c["place"] == "up") == [
                i + 1 for i, u in enumerate(p["up"]) if u
            ]
            if p["hand"]:
                assert sorted(c["card"] for c in mine if c["place"] == "hand") == sorted(p["hand"])
    if case == "sweep-build":
        b = [c for c in cards if c["place"] == "build"]
        assert sorted(c["card"] for c in b) == ["4C", "5H"] and {c["build"] for c in b} == {
            "+".join(sorted(["5H", "4C"]))
        }
        assert sorted(c["card"] for c in cards if c["place"] == "table") == sorted(view["table"])
    if case == "schwimmen":
        assert sorted(c["card"] for c in cards if c["place"] == "middle") == sorted(view["middle"])


def test_selection_classes_are_styled(page, tmp_path):
    """cl-lit glows, cl-picked-sel is raised and outlined, cl-dim is faint (replay.css)."""
    loc = open_replay(page, tmp_path, Replay(swoop3()))
    styles = loc.evaluate("""(root) => {
      const g = root.querySelector('g.cl-panel[data-seat="0"] g.cl-card[data-place="hand"]');
      const rect = g.firstElementChild;
      const look = () => { const r = getComputedStyle(rect), s = getComputedStyle(g);
        return { stroke: r.stroke, width: r.strokeWidth, filter: s.filter, opacity: s.opacity, translate: s.translate,
                 y: g.getBoundingClientRect().y }; };
      const out = { plain: look() };
      for (const c of ['cl-lit', 'cl-picked-sel', 'cl-dim']) { g.classList.add(c); out[c] = look(); g.classList.remove(c); }
      return out; }""")
    plain = styles["plain"]
    assert styles["cl-lit"]["filter"] != "none" and styles["cl-lit"]["stroke"] != plain["stroke"]
    assert (
        styles["cl-picked-sel"]["y"] <= plain["y"] - 4
        and styles["cl-picked-sel"]["stroke"] != plain["stroke"]
    )
    assert float(styles["cl-dim"]["opacity"]) < 0.6


def test_german_drawing_and_moves_show_no_card_codes(page, tmp_path):
    rec = play_game("swoop", players=3, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang="de", step=5))
    seen = " ".join(w.locator("svg.cl-table text").all_text_contents())
    seen += " " + w.locator(".cl-info").inner_text() + " " + w.locator(".cl-movelist").inner_text()
    assert not CARD.search(seen), CARD.search(seen).group(0)
    assert not page.errors


@pytest.mark.parametrize("lang", ["en", "de"])
def test_many_players_the_hand_to_move_in_focus(page, tmp_path, out_dir, lang):
    """Swoop with eight hands shown: each seat shows its places and its count, and the hand of
    the player to move lies at full size beside the pile (ranks at least 16 px); the next step
    shows the next player's hand there.  "All hands" draws every hand in its seat, smaller; the
    button is not there for four players."""
    rec = play_game("swoop", players=8, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang=lang, step=12))
    focus = w.locator("svg.cl-table g.cl-focus")
    for step in (12, 13):
        go(page, step)
        view = _frames_view(rec, step)
        assert focus.get_attribute("data-focus-seat") == str(view["to_move"])
        cards = focus.locator("g.cl-card[data-card]")
        assert [c.get_attribute("data-card") for c in cards.all()] == view["players"][view["to_move"]]["hand"]
        assert (
            text(
                "widget.swoop.focus_hand",
                lang,
                players=local_names(rec.players, lang),
                player=view["to_move"],
            )
            in focus.text_content()
        )
        # no hand in the seats
        assert w.locator("svg.cl-table g.cl-panel g.cl-card[data-place='hand']").count() == 0
        assert min(w.evaluate(RANK_HEIGHTS)) >= 16 - 0.01
        assert w.evaluate(TEXT_OVERLAPS) == [] and w.evaluate(COVERED_INDEX) == []
    w.screenshot(path=str(out_dir / f"swoop8_focus_{lang}.png"))
    button = w.locator("button.cl-hands")
    assert button.is_visible() and button.get_attribute("aria-pressed") == "false"
    assert button.text_content() == text("widget.all_hands", lang)
    button.click()
    page.wait_for_function(f"() => !document.querySelector('{W} svg.cl-table g.cl-focus')")
    assert button.get_attribute("aria-pressed") == "true"
    in_seats = w.locator("svg.cl-table g.cl-panel g.cl-card[data-place='hand']").count()
    assert in_seats == sum(len(p["hand"]) for p in _frames_view(rec, 13)["players"])
    assert w.evaluate(TEXT_OVERLAPS) == [] and w.evaluate(COVERED_INDEX) == []
    w.screenshot(path=str(out_dir / f"swoop8_all_hands_{lang}.png"))
    assert not page.errors
    # four players: every hand in its seat, no button
    w = open_replay(
        page,
        tmp_path,
        Replay(play_game("swoop", players=4, seed=1, max_deals=1), lang=lang, step=3),
        name="four",
    )
    assert w.locator("svg.cl-table g.cl-focus").count() == 0
    assert not w.locator("button.cl-hands").is_visible()


def _frames_view(rec, step):
    """The position after `step` moves of the first deal, as the replay's frames hold it."""
    from cardlab.widgets import frames

    return frames.build(rec, None)["deals"][0]["frames"][step]["v"]


def test_narrow_replay_keeps_its_move_list_short(page, tmp_path, out_dir):
    """At 500 px the move list goes under the drawing as a short scrolling list (it was as tall as
    all 300 rows: the rows not drawn were paddings, which a border-box list cannot be smaller
    than); the current move is in view; the mover's name stays whole in a compact seat."""
    rec = play_game("swoop", players=8, seed=2, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang="de", step=30), width=500)
    lst = w.locator(".cl-movelist")
    assert lst.bounding_box()["height"] <= 140
    cur = w.locator(".cl-movelist button.cl-current").bounding_box()
    box = lst.bounding_box()
    assert box["y"] <= cur["y"] and cur["y"] + cur["height"] <= box["y"] + box["height"] + 1
    # the whole replay stays short; the score table is left out of the sum: with eight players it
    # turns to a row a player there (layout.js scoreShape), which is taller and shows them all
    assert w.bounding_box()["height"] - w.locator(".cl-scores").bounding_box()["height"] < 1000
    go(page, 200)
    cur = w.locator(".cl-movelist button.cl-current").bounding_box()
    assert box["y"] <= cur["y"] and cur["y"] + cur["height"] <= box["y"] + box["height"] + 1
    names = w.locator("svg.cl-table g.cl-panel text.cl-mover-name .cl-who").all_text_contents()
    assert names and all(n in local_names(rec.players, "de") for n in names), names
    w.screenshot(path=str(out_dir / "narrow_movelist.png"))


# The move list's rows in view: their height, and each move whose text is cut (wider than its line).
MOVE_ROWS = """(root) => [...root.querySelectorAll('.cl-movelist button.cl-mv')].map((b) => {
  const m = b.querySelector('.cl-mv-not'), n = b.querySelector('.cl-mv-name');
  return { h: b.parentElement.getBoundingClientRect().height, move: m ? m.textContent : '',
           cut: !!m && (m.scrollWidth > m.clientWidth + 1 || (n && n.scrollWidth > n.clientWidth + 1)) };
})"""


@pytest.mark.parametrize("lang", ["de", "en"])
def test_long_moves_are_read_whole_in_the_move_list(page, tmp_path, out_dir, lang):
    """In JupyterLab at 1280x720 with the file browser open (848 px) the side column keeps its
    190 px, and a swap ("tauschen 10♠ 7♣") was cut on its row: where many rows would be cut the
    rows take two lines there, the name above the move, and no move is cut; where the column can
    widen (1230 px) a row is one line again, and so it is where long moves are rare.  The bar
    behind the current move stays on its row."""
    rec = play_game("schwimmen", players=4, seed=3, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang=lang, step=6), name=f"long_{lang}")
    rows = w.evaluate(MOVE_ROWS)
    swaps = [r for r in rows if r["move"].strip().startswith("tauschen" if lang == "de" else "swap")]
    assert swaps, rows
    assert all(r["h"] == 36 for r in rows), rows
    assert not [r["move"] for r in rows if r["cut"]]
    cur, bar = w.locator(".cl-movelist button.cl-current"), w.locator(".cl-movelist li.cl-cursor")
    assert abs(cur.bounding_box()["y"] - bar.bounding_box()["y"]) <= 1
    w.screenshot(path=str(out_dir / f"movelist_two_lines_{lang}.png"))
    page.evaluate("() => { document.getElementById('cardlab-replay').style.width = '1230px'; }")
    page.wait_for_function(
        f"() => document.querySelector('{W} .cl-movelist li:not(.cl-spacer):not(.cl-cursor)')"
        ".getBoundingClientRect().height === 18"
    )
    rows = w.evaluate(MOVE_ROWS)
    assert all(r["h"] == 18 for r in rows) and not [r["move"] for r in rows if r["cut"]], rows
    go(page, 9)
    assert abs(cur.bounding_box()["y"] - bar.bounding_box()["y"]) <= 1
    # a deal of short moves with a rare long one keeps one line a row at 848 px (Swoop, 8 players)
    rec = play_game("swoop", players=8, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang=lang, step=12), name=f"short_{lang}")
    rows = w.evaluate(MOVE_ROWS)
    assert all(r["h"] == 18 for r in rows), rows
    assert len([r for r in rows if r["cut"]]) < len(rows) / 10, rows


@pytest.mark.parametrize("lang", ["de", "en"])
def test_default_team_names_in_the_score_table_are_not_cut(page, tmp_path, out_dir, lang):
    """Sweep's partnerships under the default names head the score table with "Spieler 1 +" over
    "Spieler 3": whole in the 190 px side column at 848 px (JupyterLab at 1280x720 with the file
    browser open), whichever way the table is turned; the German head was cut to "Spieler 1…"."""
    rec = play_game("sweep", players=4, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang=lang, step=12), name=f"teams_{lang}")
    heads = w.evaluate("""(root) => [...root.querySelectorAll('.cl-score-table th')]
        .filter((e) => e.innerText.includes('+'))
        .map((e) => ({ lines: e.innerText.split('\\n').map((l) => l.trim()), cut: e.scrollWidth > e.clientWidth }))""")
    word = "Spieler" if lang == "de" else "Player"
    assert [h["lines"] for h in heads] == [[f"{word} 1 +", f"{word} 3"], [f"{word} 2 +", f"{word} 4"]], heads
    assert not [h for h in heads if h["cut"]], heads
    w.locator(".cl-scores").screenshot(path=str(out_dir / f"scores_default_teams_{lang}.png"))


# The drawing as a string, attributes sorted (a kept element may hold them in another order).
DRAWING = """(root) => {
  const ser = (n) => n.nodeType === 3 ? JSON.stringify(n.nodeValue) : n.nodeType !== 1 ? '' :
    '<' + n.localName + [...n.attributes].map((a) => ' ' + a.name + '=' + JSON.stringify(a.value)).sort().join('') + '>'
    + [...n.childNodes].map(ser).join('') + '</>';
  return ser(root.querySelector('svg.cl-table'));
}"""


@pytest.mark.parametrize("game,n", [("swoop", 8), ("swoop", 4), ("sweep", 4), ("schwimmen", 4)])
def test_a_step_drawn_over_the_last_is_drawn_as_anew(page, tmp_path, game, n):
    """A step keeps the elements of what did not change and makes the others like the new
    drawing (cards.js keeper and morph): step by step, the drawing is the one drawn from
    nothing, and a card that stays on the pile or in its seat keeps its element."""
    rec = play_game(game, players=n, seed=3, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang="de"))
    steps = min(40, len(rec.deals[0].moves))
    seq, kept, centre = {}, 0, 0
    for k in range(1, steps + 1):
        w.evaluate(
            "(root) => root.querySelectorAll('svg.cl-table g.cl-card').forEach((g) => { g.clMark = 1; })"
        )
        before = w.evaluate(
            "(root) => root.querySelector('svg.cl-table > [data-cl-key=centre]').dataset.clSig"
        )
        go(page, k)
        seq[k] = w.evaluate(DRAWING)
        # the cards of the middle of the table, when it changed: how many kept their element
        if (
            w.evaluate("(root) => root.querySelector('svg.cl-table > [data-cl-key=centre]').dataset.clSig")
            != before
        ):
            k_, n_ = (
                w.evaluate("""(root) => { const cs = [...root.querySelectorAll('svg.cl-table > [data-cl-key=centre] g.cl-card')];
                return [cs.filter((g) => g.clMark).length, cs.length]; }""")
            )
            kept, centre = kept + k_, centre + n_
    for k in range(1, steps + 1, 3):
        go(page, k - 1)
        w.evaluate("(root) => root.querySelector('svg.cl-table').replaceChildren()")
        go(page, k)
        assert w.evaluate(DRAWING) == seq[k], f"step {k}"
    assert centre and kept >= centre / 3, (kept, centre)
    assert not page.errors


def test_narrow_seats_keep_their_count_whole(page, tmp_path, out_dir):
    """At 500 px an 8-player seat is about 112 px wide: the count of a player who just picked up
    the pile ("10 Karten (+1)") gives way to its shorter form ("10 Karten": the middle says who
    picked up how many) rather than being cut."""
    rec = play_game("swoop", players=8, seed=1, max_deals=1)
    w = open_replay(page, tmp_path, Replay(rec, lang="de", step=37), width=500)
    counts = w.locator("svg.cl-table g.cl-panel .cl-small").all_text_contents()
    assert counts and not [c for c in counts if "\u2026" in c], counts
    assert "10 Karten" in counts, counts
    w.screenshot(path=str(out_dir / "narrow_seat_counts.png"))
