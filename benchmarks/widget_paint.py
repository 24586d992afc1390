"""How long a replay step takes to repaint in Chromium (prints figures, asserts nothing).

An 8-player Swoop deal (cardlab.play.play_game) on the replay's kernel-free page at 1280x720, the
replay 848 px wide (JupyterLab's notebook with the file browser open at 1280).  Each step is a
real mouse click on "forward"; a Chromium trace (devtools.timeline) gives, per step, the
renderer's main-thread work from the click to the frame painted: the click handler (the drawing
code), style, layout, pre-paint, paint and layerize.  Also printed: the drawing code alone
(performance.now() round the click, no layout forced), the plan of a deal (layout maths for all
its frames, on a new width) and the same at 500 px wide and in the large setting.

Run: .venv/bin/python benchmarks/widget_paint.py   (needs /usr/bin/chromium and playwright)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlab.play import play_game  # noqa: E402
from cardlab.widgets import Replay  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WORK = {
    "EventDispatch",
    "UpdateLayoutTree",
    "Layout",
    "PrePaint",
    "Paint",
    "Layerize",
    "UpdateLayer",
    "Commit",
    "HitTest",
    "ParseAuthorStyleSheet",
    "RecalculateStyles",
}
STEPS = 60

NEXT_FRAME = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))"
DRAW_ONLY = """async (n) => {
  const root = document.querySelector('.cardlab-replay'), btn = root.querySelector('.cl-forward');
  const t = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now(); btn.click(); t.push(performance.now() - t0);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  return t;
}"""
PLAN = """(w) => {
  const el = document.getElementById('cardlab-replay');
  const t0 = performance.now();
  el.style.width = w + 'px';
  return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now() - t0))));
}"""


def open_page(browser, path, width):
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    pg = ctx.new_page()
    pg.goto(path.as_uri())
    pg.wait_for_selector(".cardlab-replay g.cl-card")
    pg.evaluate(f"""() => {{ document.body.style.margin = '0'; document.querySelector('h1').remove();
        document.getElementById('cardlab-replay').style.width = '{width}px'; }}""")
    pg.evaluate(NEXT_FRAME)
    return ctx, pg


def traced_steps(browser, pg, steps):
    """Per step: the main-thread work from the click to the painted frame, from a trace, as
    [(wall ms, thread-CPU ms)] (the CPU time leaves out waiting for a core on a busy machine)."""
    btn = pg.locator(".cardlab-replay .cl-forward")
    box = btn.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    pg.mouse.move(x, y)
    browser.start_tracing(page=pg, categories=["devtools.timeline"])
    marks = []
    for _ in range(steps):
        marks.append(pg.evaluate("() => performance.timeOrigin + performance.now()"))
        pg.mouse.click(x, y)
        pg.evaluate(NEXT_FRAME)
    trace = json.loads(browser.stop_tracing())
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    # the renderer's main thread: where the clicks were dispatched
    clicks = [
        e
        for e in events
        if e.get("name") == "EventDispatch" and e.get("args", {}).get("data", {}).get("type") == "click"
    ]
    if not clicks:
        return []
    tid = (clicks[0]["pid"], clicks[0]["tid"])
    main = sorted(
        (
            e
            for e in events
            if (e.get("pid"), e.get("tid")) == tid and e.get("ph") == "X" and e.get("name") in WORK
        ),
        key=lambda e: e["ts"],
    )
    starts = sorted(c["ts"] for c in clicks)
    out = []
    for i, t0 in enumerate(starts):
        t1 = starts[i + 1] if i + 1 < len(starts) else float("inf")
        total, cpu, end, painted = 0.0, 0.0, -1, False
        for e in main:
            if e["ts"] < t0 or e["ts"] >= t1:
                continue
            if e["ts"] + e.get("dur", 0) <= end:  # inside an event already counted
                continue
            total += e.get("dur", 0)
            cpu += e.get("tdur", e.get("dur", 0))
            end = e["ts"] + e.get("dur", 0)
            if e["name"] in ("Paint", "Layerize", "Commit"):
                painted = True
            if painted and e["name"] in ("Layerize", "Commit"):
                break
        out.append((total / 1000, cpu / 1000))
    return out


def main():
    tmp = Path(tempfile.mkdtemp(prefix="cardlab-paint-"))
    rec = play_game("swoop", players=8, seed=1, max_deals=1)
    Replay(rec).save_html(tmp / "eight.html")
    Replay(rec, size="large").save_html(tmp / "eight_large.html")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        rows = []
        for name, page, width in (
            ("848 px (1280x720, file browser open)", "eight.html", 848),
            ("500 px", "eight.html", 500),
            ("848 px, large", "eight_large.html", 848),
        ):
            ctx, pg = open_page(b, tmp / page, width)
            work = traced_steps(b, pg, STEPS)
            pg.evaluate("() => window.cardlabModel.set('step', 0)")
            draw = pg.evaluate(DRAW_ONLY, STEPS)
            plan = [pg.evaluate(PLAN, w) for w in (width - 40, width)]
            texts = pg.evaluate("() => document.querySelectorAll('.cardlab-replay svg.cl-table text').length")
            scale = pg.evaluate("() => document.querySelector('.cardlab-replay svg.cl-table').dataset.scale")
            rows.append((name, work, draw, plan, texts, scale))
            ctx.close()
        b.close()
    print(
        f"8-player Swoop deal, {len(rec.deals[0].moves)} moves; one forward click each step ({STEPS} steps)"
    )
    for name, work, draw, plan, texts, scale in rows:
        wall = sorted(w for w, _ in work) or [float("nan")]
        cpu = sorted(c for _, c in work) or [float("nan")]
        med, cmed = statistics.median(wall), statistics.median(cpu)
        print(f"{name}: drawing at scale {scale}, {texts} texts")
        print(
            f"  click -> painted, main-thread work: median {med:.1f} ms wall ({cmed:.1f} ms thread CPU), "
            f"90th percentile {wall[int(len(wall) * 0.9)]:.1f} ms, max {wall[-1]:.1f} ms "
            f"({'under' if cmed < 16 else 'over'} 16 ms of CPU)"
        )
        print(f"  drawing code alone: median {statistics.median(draw):.1f} ms, max {max(draw):.1f} ms")
        print(
            f"  new width (plan of the deal + redraw), to the next frame: {plan[0]:.0f} ms, {plan[1]:.0f} ms"
        )
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
