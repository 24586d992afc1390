"""axe-core (WCAG 2.1 A and AA) over every widget in a real JupyterLab and Chromium, in English and
German (issue 31, item 13): no violation.  The Puzzle and the Table as drawn; the Replay, the Lesson
and the ScoreSheet also in the states where violations hide (a replay stepped to a middle move with
its position opened, an analysed move, the score table at a deal's end; a lesson at each step, a
wrong answer with a hint, its end; a score sheet with deals entered, a refusal shown, its plot).

Each widget is scrolled into view in a tall window before axe runs over it, so that the colours of
all its texts can be measured (axe leaves a text outside the window "incomplete", unchecked), with
JupyterLab's 0 px wrapper let be (see AXE_RUN: without that axe measured no text at all); the texts
axe still leaves incomplete are measured by the test (OWN_CONTRAST), each line in
test-output/axe_incomplete_*.txt; the violations in axe_violations_*.txt, the ones owed to touch.js
in axe_owed_*.txt (OWED).  Screenshots at 1280x720: test-output/axe_<widget>_<lang>.png.

Found and fixed here: the Puzzle's middle was a list whose items had become buttons (critical); the
Table's recent moves scroll and could not be reached by keyboard; the Replay's explanation and
score table the same; the Replay's move rows named other than they read; texts too pale (the
score table's pending cells, the Puzzle's stars, a lost life, the head of a player out).

axe-core comes from npm, never a CDN: ``make axe`` installs it into ``.cache/npm`` (``make test``
does it); CARDLAB_AXE names another axe.min.js.  Without it the test is skipped, or fails under
CARDLAB_REQUIRE_BROWSER=1."""

import os
from pathlib import Path

import pytest

from cardlab.lessonfiles.files import Lesson as LessonData

from .lab import open_and_run, put_notebook

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = Path(os.environ.get("CARDLAB_AXE") or ROOT / ".cache/npm/node_modules/axe-core/axe.min.js")
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
TALL = {"width": 1280, "height": 2000}  # a widget whole in the window while axe measures it
SCREEN = {"width": 1280, "height": 720}


def axe_path():
    if not AXE.is_file():
        why = f"no axe-core at {AXE} (make axe installs it from npm)"
        if os.environ.get("CARDLAB_REQUIRE_BROWSER") == "1":
            pytest.fail(f"CARDLAB_REQUIRE_BROWSER=1 but {why}")
        pytest.skip(why)
    return AXE


# Violations owed elsewhere, kept apart and said (rule id -> the elements' selector).  None now:
# the touch layer's cards and buttons were named other than they read ("queen of hearts" for a
# card showing "Q♥", WCAG 2.5.3); touch.js names them by what they show first.
OWED: dict = {}

# The contrast of a text axe left unmeasured: its colour (an SVG text's fill) against what is
# painted under its middle (SVG shapes' fills, HTML backgrounds, composed down to white), as WCAG
# 1.4.3 asks: 4.5:1, 3:1 for large text (24 px, or 18.66 px bold, as drawn on the screen).  Text
# in a faded part (a card that cannot be used now, a disabled control) is inactive, and exempt.
OWN_CONTRAST = """
    const rgba = (s) => { const m = /rgba?\\(([^)]*)\\)/.exec(s || ""); if (!m) return null;
      const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
    const lum = (c) => { const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
    const hex = (c) => "#" + c.slice(0, 3).map((x) => Math.round(x).toString(16).padStart(2, "0")).join("");
    const SHAPES = ["rect", "circle", "ellipse", "path", "polygon"];
    function paint(e) {
      const st = getComputedStyle(e);
      let c = null;
      if (e instanceof SVGElement && e.tagName !== "svg") {
        if (!SHAPES.includes(e.tagName) || st.fill === "none") return null;
        c = rgba(st.fill); if (c) c[3] *= Number(st.fillOpacity);
      } else c = rgba(st.backgroundColor);
      return c && c[3] > 0 ? c : null;
    }
    function ownContrast(el, root) {
      let op = 1;
      for (let e = el; e && e !== root.parentElement; e = e.parentElement) op *= Number(getComputedStyle(e).opacity);
      if (op < 1 || el.closest("[disabled], [aria-disabled=true]")) return { why: "inactive (faded), exempt" };
      const st = getComputedStyle(el), svgText = el instanceof SVGElement;
      const fg = rgba(svgText ? st.fill : st.color);
      if (!fg) return { why: "no colour" };
      const b = el.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return { why: "out of the window" };
      const layers = [];
      for (const e of document.elementsFromPoint(x, y)) {
        if (e === el || el.contains(e) || e.contains(el) && !(e instanceof SVGSVGElement) && e.tagName !== "DIV") continue;
        const p = paint(e);
        if (p) { layers.push(p); if (p[3] >= 1) break; }
      }
      let bg = [255, 255, 255];
      for (const p of layers.reverse()) bg = bg.map((c, i) => p[i] * p[3] + c * (1 - p[3]));
      const f = fg.slice(0, 3).map((c, i) => c * fg[3] + bg[i] * (1 - fg[3]));
      const [hi, lo] = [lum(f), lum(bg)].sort((a, c) => c - a);
      const m = svgText ? el.getScreenCTM() : null;
      const px = parseFloat(st.fontSize) * (m ? Math.hypot(m.a, m.b) : 1), bold = Number(st.fontWeight) >= 700;
      return { ratio: (hi + 0.05) / (lo + 0.05), fg: hex(f), bg: hex(bg), px, bold, need: px >= 24 || (bold && px >= 18.66) ? 3 : 4.5 };
    }
"""

AXE_RUN = (
    """async ([sel, rules, owed, pick]) => {"""
    + OWN_CONTRAST
    + """
    const out = { violations: [], owed: [], incomplete: [], measured: [], low: [] };
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const els = [...document.querySelectorAll(sel)];
    for (let k = 0; k < els.length; k++) {
      if (pick && !pick.includes(k)) continue;   // (only the widgets whose state changed)
      els[k].scrollIntoView({ block: "start" });
      // JupyterLab 4 draws its shell (absolutely placed) inside a wrapper 0 px tall with overflow
      // hidden; axe takes everything in it for clipped away and measures no text's colours
      // (dequelabs/axe-core#3996).  The wrapper clips nothing: its overflow is let be while axe runs.
      const lifted = [];
      for (let e = els[k].parentElement; e; e = e.parentElement) {
        const b = e.getBoundingClientRect();
        if (getComputedStyle(e).overflow.includes("hidden") && (b.width < 2 || b.height < 2)) {
          lifted.push([e, e.style.overflow]);
          e.style.overflow = "visible";
        }
      }
      await frame();
      let r;
      try {
        r = await axe.run(els[k], { runOnly: rules, resultTypes: ["violations", "incomplete", "passes"], elementRef: true });
      } finally { for (const [e, o] of lifted) e.style.overflow = o; }
      for (const v of r.violations) {
        const isOwed = (n) => !!owed[v.id] && !!n.element && n.element.matches(owed[v.id]);
        for (const [list, nodes] of [[out.violations, v.nodes.filter((n) => !isOwed(n))], [out.owed, v.nodes.filter(isOwed)]])
          if (nodes.length) list.push({ widget: k, id: v.id, impact: v.impact,
            nodes: nodes.map((n) => n.target.join(" ") + ": " + n.failureSummary.replace(/\\n\\s*/g, " ")) });
      }
      // the texts axe could not measure (drawn over SVG shapes, inside a card's picture, one
      // letter or a suit symbol): measured here, the colour under the text's middle as painted
      const undo = document.createElement("style");
      undo.textContent = sel + " * { pointer-events: auto !important; }";   // (hit by elementsFromPoint)
      document.head.append(undo);
      try {
        for (const v of r.incomplete) if (v.id === "color-contrast") for (const n of v.nodes) {
          const m = n.element ? ownContrast(n.element, els[k]) : { why: "no element" };
          const line = k + " " + n.target.join(" ") + ": " + (n.any[0]?.data?.messageKey || n.any[0]?.message) + "; " +
            (m.why || `${m.ratio.toFixed(2)}:1 (${m.fg} on ${m.bg}, ${m.px.toFixed(1)} px${m.bold ? " bold" : ""}, needs ${m.need})`);
          out.incomplete.push(line);
          if (!m.why && m.ratio < m.need) out.low.push(line);
        }
      } finally { undo.remove(); }
      // the texts whose colours were measured and passed
      out.measured.push((r.passes.find((v) => v.id === "color-contrast") || { nodes: [] }).nodes.length);
    }
    return out;
}"""
)


class Audit:
    """axe over the widgets of a page in the states a test brings them to: every violation with
    the state it was found in."""

    def __init__(self, page, out_dir, name):
        self.page, self.out_dir, self.name = page, out_dir, name
        self.found, self.owed, self.incomplete, self.measured = [], [], [], []
        page.add_script_tag(path=str(axe_path()))

    def __call__(self, selector, state, only=None):
        """axe over every widget of ``selector``, or over those at the positions ``only`` (the
        widgets a step changed; the others were audited as they are)."""
        self.page.set_viewport_size(TALL)
        self.page.wait_for_timeout(400)  # the widgets follow the window's size
        r = self.page.evaluate(AXE_RUN, [selector, RULES, OWED, only])
        self.page.set_viewport_size(SCREEN)
        self.found += [dict(v, state=state) for v in r["violations"]]
        self.found += [
            {
                "state": state,
                "widget": x.split()[0],
                "id": "color-contrast (measured here)",
                "impact": "serious",
                "nodes": [x],
            }
            for x in r["low"]
        ]
        self.owed += [dict(v, state=state) for v in r["owed"]]
        self.incomplete += [f"{self.name} {state}: {x}" for x in r["incomplete"]]
        # axe ran over every widget, and measured the colours of its texts
        assert r["measured"] and min(r["measured"]) > 0, (state, r["measured"])
        self.measured.append(f"{self.name} {state}: texts measured per widget {r['measured']}")

    def check(self):
        """No violation; each one found (and any owed, see OWED) said in test-output/axe_*.txt."""
        stem = self.name.replace(" ", "_") + ".txt"
        (self.out_dir / ("axe_incomplete_" + stem)).write_text(
            "".join(x + "\n" for x in self.measured + self.incomplete), encoding="utf-8"
        )

        def said(found):
            return [
                f"{v['state']}, widget {v['widget']}: {v['id']} ({v['impact']})\n  " + "\n  ".join(v["nodes"])
                for v in found
            ]

        for kind, found in (("violations", self.found), ("owed", self.owed)):
            (self.out_dir / f"axe_{kind}_{stem}").write_text(
                "".join(x + "\n" for x in said(found)), encoding="utf-8"
            )
        assert not self.found, "\n".join(said(self.found))


def shoot(page, out_dir, selector, name, nth=0):
    """A screenshot at 1280x720 with the ``nth`` widget of ``selector`` at the top of the notebook."""
    page.set_viewport_size(SCREEN)
    page.locator(selector).nth(nth).evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out_dir / f"axe_{name}.png"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_axe_violation_in_the_puzzle_and_the_table(lab, page, out_dir, lang):
    pids = ["swoop-carla-kings", "sweep-clear-the-table", "schwimmen-spades-28"]
    cells = ["from cardlab.widgets import Puzzle, Table"]
    cells += [f'Puzzle("{pid}", lang="{lang}")' for pid in pids]
    cells += [
        f"t = Table('schwimmen', seat=0, bots=['heuristic'], players=3, seed=5, lang='{lang}')\nt",
        f"Table('swoop', seat=0, bots=['heuristic'], players=3, seed=1, lang='{lang}')",
        f"print('ready axe {lang}')",
    ]
    name = f"axe_{lang}.ipynb"
    put_notebook(lab, name, cells)
    page.set_viewport_size(SCREEN)
    open_and_run(page, lab, name, f"ready axe {lang}")
    page.wait_for_selector(
        ".cardlab-table svg.cl-table g.cl-card[data-key]", state="attached", timeout=30_000
    )
    page.wait_for_selector(
        ".cardlab-puzzle svg.cl-table g.cl-card[data-key]", state="attached", timeout=30_000
    )
    # the Table's recent moves hold the bots' moves (the learner is not first at the Swoop table);
    # the Rules panels are open, their menus checked too
    for b in page.locator(".cardlab-table button.cl-rules-btn").all():
        b.click()
    assert page.locator(".cardlab-table .cl-rules-panel select").count() > 5
    audit = Audit(page, out_dir, f"puzzle+table {lang}")
    audit(".cardlab-puzzle", "drawn")
    audit(".cardlab-table", "drawn")
    shoot(page, out_dir, ".cardlab-puzzle", f"puzzle_{lang}")
    shoot(page, out_dir, ".cardlab-table", f"table_{lang}")
    audit.check()


R = ".cardlab-replay"


def replay_step(page, nth, k):
    page.wait_for_function(
        f"() => document.querySelectorAll('{R}')[{nth}]?.dataset.step === '{k}'", timeout=15_000
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_axe_violation_in_the_replay(lab, page, out_dir, lang):
    """Swoop stepped to a middle move, its position opened; Sweep seen by one seat at the end of
    its last deal (the score table); Schwimmen large with the record's codes; an analysed game at
    its labelled move; seven players with the focus layout's switch."""
    cells = [
        "import cardlab\nfrom cardlab import Record\nfrom cardlab.play import play_game\n"
        "from cardlab.widgets import Replay\n"
        "full = play_game('swoop', None, 3, ['heuristic'], seed=3)\nd = full.deals[0]\n"
        "a = cardlab.analyse(Record(full.game, full.players, [type(d)(d.start, d.moves[:40])], full.rules),"
        " seat=0, strength=6, progress=False)\nbad = a.mistakes()[0].at + 1",
        f"Replay(play_game('swoop', players=3, seed=1, max_deals=2), lang='{lang}')",
        f"Replay(play_game('sweep', players=4, seed=3, max_deals=2), lang='{lang}', seat=1, deal=2, step=10**6)",
        f"Replay(play_game('schwimmen', players=3, bots=['heuristic'], seed=3), lang='{lang}', size='large',"
        " codes=True, step=4)",
        f"Replay(a, lang='{lang}')",
        f"Replay(play_game('swoop', players=7, seed=1, max_deals=1), lang='{lang}', step=5)",
        f"print('ready replay {lang}', bad)",
    ]
    name = f"axe_replay_{lang}.ipynb"
    put_notebook(lab, name, cells)
    page.set_viewport_size(SCREEN)
    open_and_run(page, lab, name, f"ready replay {lang}")
    page.wait_for_function(f"() => document.querySelectorAll('{R} svg.cl-table g.cl-card').length > 0")
    bad = int(page.locator(f"text=/ready replay {lang} \\d+/").inner_text().split()[-1])
    audit = Audit(page, out_dir, f"replay {lang}")
    audit(R, "drawn")
    w = page.locator(R).first
    # a middle move, by the slider; its explanation shown and the position in words opened
    n = int(w.locator("input.cl-slider").get_attribute("max"))
    w.locator("input.cl-slider").fill(str(n // 2))
    replay_step(page, 0, n // 2)
    assert w.locator(".cl-explain").inner_text().strip()
    w.locator("details.cl-desc > summary").click()
    assert w.locator("details.cl-desc").get_attribute("open") is not None
    # the analysed game at its labelled move (the comment and the best move shown)
    an = page.locator(R).nth(3)
    an.locator(f".cl-an-pt[data-i='{bad}'] circle.cl-an-hit").click()
    replay_step(page, 3, bad)
    assert an.locator(".cl-an-note").inner_text().strip()
    # the focus layout: every hand in its seat
    many = page.locator(R).nth(4)
    many.locator("button.cl-hands").click()
    page.wait_for_function(
        f"() => document.querySelectorAll('{R}')[4].querySelector('.cl-hands').getAttribute('aria-pressed') === 'true'"
    )
    audit(R, "stepped", only=[0, 3, 4])  # the replays stepped, analysed, switched
    # playing: the pause button pressed
    w.locator("button.cl-play").click()
    page.wait_for_function(
        f"() => document.querySelector('{R} .cl-play').getAttribute('aria-pressed') === 'true'"
    )
    audit(R, "playing", only=[0])
    w.locator("button.cl-play").click()
    shoot(page, out_dir, R, f"replay_{lang}")
    shoot(page, out_dir, R, f"replay_analysis_{lang}", nth=3)
    assert not page.errors, page.errors
    audit.check()


L = ".cardlab-lesson"
P = ".cardlab-puzzle"
LESSONS = {"en": "sweep-first-lesson", "de": "schwimmen-first-lesson"}


def best_move(pid, lang):
    """The stated best answer of a shipped puzzle, in the learner's notation."""
    from cardlab import get_game, notation
    from cardlab.puzzles import find

    p = find(pid)
    return notation.move_text(p.game, get_game(p.game).move(p.state, p.solution["moves"][0]), lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_axe_violation_in_the_lesson(lab, page, out_dir, lang):
    """A shipped lesson walked through: every step (text, exercise, replay, position), the first
    exercise answered wrong with a hint shown and then solved, the lesson's end."""
    name = f"axe_lesson_{lang}.ipynb"
    put_notebook(
        lab,
        name,
        [
            f"from cardlab.widgets import Lesson\nlesson = Lesson({LESSONS[lang]!r}, lang={lang!r})\nlesson",
            f"print('ready lesson {lang}')",
        ],
    )
    page.set_viewport_size(SCREEN)
    open_and_run(page, lab, name, f"ready lesson {lang}")
    page.wait_for_selector(f"{L} .ls-strip .ls-dot", timeout=30_000)
    audit = Audit(page, out_dir, f"lesson {lang}")
    box = ".cardlab-lesson-box"
    steps = LessonData.coerce(LESSONS[lang]).steps
    n = len(steps)
    assert page.locator(f"{L} .ls-dot").count() == n
    wrong_given = False
    for i, step in enumerate(steps):
        page.wait_for_function(f"() => document.querySelector('{L}')?.dataset.step === '{i}'", timeout=30_000)
        kind = step.kind
        if kind == "puzzle":
            pid = step.puzzle.id
            # this step's puzzle drawn (not the last step's, still there a moment)
            page.wait_for_function(
                f"() => document.querySelector('{P}')?.dataset.puzzle === '{pid}'"
                f" && !!document.querySelector('{P} svg.cl-table g.cl-card[data-key]')",
                timeout=30_000,
            )
            if not wrong_given:
                page.locator(f"{P} input.pz-input").fill("9C")
                page.locator(f"{P} button.pz-submit").click()
                page.wait_for_function(
                    f"() => !!document.querySelector('{P}').dataset.verdict", timeout=15_000
                )
                page.locator(f"{P} button.pz-hint").click()
                page.wait_for_selector(f"{P} .pz-hints li", timeout=15_000)
                audit(box, f"step {i + 1}, a wrong answer and a hint")
                shoot(page, out_dir, box, f"lesson_{lang}")
                wrong_given = True
            page.locator(f"{P} input.pz-input").fill(best_move(pid, lang))
            page.locator(f"{P} button.pz-submit").click()
            try:
                page.wait_for_function(
                    f"() => document.querySelector('{P}').dataset.verdict === 'right'", timeout=30_000
                )
            except Exception:
                got = page.locator(P).evaluate("e => [e.dataset.puzzle, e.dataset.verdict, e.innerText]")
                raise AssertionError(f"step {i + 1}: {best_move(pid, lang)!r} not taken as right: {got}")
        elif kind == "replay":
            page.wait_for_selector(f"{box} {R} svg.cl-table g.cl-card", state="attached", timeout=15_000)
            page.locator(f"{box} {R} button.cl-forward").click()
            page.wait_for_function(f"() => document.querySelector('{box} {R}').dataset.step === '1'")
        elif kind == "position":
            page.wait_for_selector(f"{L} svg.ls-table g.cl-card", state="attached", timeout=15_000)
        audit(box, f"step {i + 1} ({kind})")
        if kind == "position":
            shoot(page, out_dir, f"{L} .ls-position", f"lesson_position_{lang}")
        if i < n - 1:
            page.wait_for_function(
                f"() => !document.querySelector('{L} button.ls-next').disabled", timeout=15_000
            )
            page.locator(f"{L} button.ls-next").click()
    page.wait_for_selector(f"{L} .ls-end:not([hidden])", timeout=15_000)
    audit(box, "the end")
    shoot(page, out_dir, L, f"lesson_end_{lang}")
    assert not page.errors, page.errors
    audit.check()


S = ".cardlab-scoresheet"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_axe_violation_in_the_score_sheet(lab, page, out_dir, lang):
    """Swoop with deals entered (one typed in the browser) and an impossible one refused, its rules
    opened, its plot shown; Schwimmen for six (the smaller head) with a player out, a round refused; Sweep
    finished; Swoop for seven (the "went out" choice said once)."""
    cells = [
        "from cardlab.widgets import ScoreSheet\n"
        f"s = ScoreSheet('swoop', ['Anna', 'Ben', 'Carla'], rules='published', lang={lang!r})\n"
        "s.add([12, 0, 30], winner=1)\ns",
        f"s2 = ScoreSheet('schwimmen', ['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fritz'], lang={lang!r})\n"
        "for lost in ([0], [0], [0], [1], [0]):\n    s2.add(lost=lost)\ns2",
        f"s3 = ScoreSheet('sweep', ['Anna', 'Ben'], lang={lang!r})\ns3.add([11, 2])\ns3",
        f"s4 = ScoreSheet('swoop', 7, lang={lang!r})\ns4.add([5, 0, 7, 9, 11, 3, 8], winner=1)\ns4",
        f"print('ready sheet {lang}')",
    ]
    name = f"axe_sheet_{lang}.ipynb"
    put_notebook(lab, name, cells)
    page.set_viewport_size(SCREEN)
    open_and_run(page, lab, name, f"ready sheet {lang}")
    page.wait_for_function(f"() => document.querySelectorAll('{S} tr.cs-entry').length === 4", timeout=30_000)
    audit = Audit(page, out_dir, f"scoresheet {lang}")
    audit(S, "drawn")
    w = page.locator(S).first
    field = lambda k: w.locator(f"tr.cs-entry input.cs-input[data-col='{k}']")  # noqa: E731
    # a deal typed in: Carla went out
    field(0).fill("7")
    field(1).fill("9")
    w.locator("tr.cs-entry input.cs-out[data-col='2']").check()
    w.locator("button.cs-add").click()
    page.wait_for_function(f"() => document.querySelector('{S}').dataset.deals === '2'", timeout=20_000)
    # an impossible one: refused, the field marked
    field(0).fill("-5")
    field(1).fill("3")
    field(2).fill("0")
    w.locator("button.cs-add").click()
    page.wait_for_function(f"() => document.querySelector('{S}').dataset.refused === 'true'", timeout=20_000)
    assert field(0).get_attribute("aria-invalid") == "true"
    w.locator("details.cs-rules > summary").click()
    w.locator("button.cs-plot").click()
    page.wait_for_selector(f"{S} img.cs-plot-img", state="visible", timeout=30_000)
    # Schwimmen: nobody ticked
    sw = page.locator(S).nth(1)
    sw.locator("button.cs-add").click()
    page.wait_for_function(
        f"() => document.querySelectorAll('{S}')[1].dataset.refused === 'true'", timeout=20_000
    )
    audit(S, "deals entered, refused")
    shoot(page, out_dir, S, f"scoresheet_{lang}")
    shoot(page, out_dir, S, f"scoresheet_schwimmen_{lang}", nth=1)
    assert not page.errors, page.errors
    audit.check()
