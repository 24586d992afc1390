"""How fast the replay widget draws, in Chromium (prints figures, asserts nothing).

Uses the saved standalone HTML over file:// (the same ES module the notebook widget runs, with no
kernel in the way):
* step: the time from a click on "forward" to the new position drawn (the click handler draws
  synchronously) and to the next painted frame, median over 100 steps of an 8-player Swoop deal
  from ``cardlab.play.play_game``;
* show: the time to show a replay of a deal of 300+ moves (page open to the table drawn), and the
  Python time to make its frames.

Run: .venv/bin/python benchmarks/widget.py   (needs /usr/bin/chromium and playwright)
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
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

STEP_JS = """async (n) => {
  const btn = document.querySelector('.cardlab-replay .cl-forward');
  const root = document.querySelector('.cardlab-replay');
  const drawn = [], painted = [];
  for (let i = 0; i < n; i++) {
    const want = String(Number(root.dataset.step) + 1);
    const t0 = performance.now();
    btn.click();
    const t1 = performance.now();
    if (root.dataset.step !== want) throw new Error('not drawn at once: ' + root.dataset.step);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    drawn.push(t1 - t0); painted.push(performance.now() - t0);
  }
  return [drawn, painted];
}"""


def main():
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="cardlab-bench-"))
    rec8 = play_game("swoop", players=8, seed=1, max_deals=1)
    t = time.perf_counter()
    w8 = Replay(rec8)
    build8 = time.perf_counter() - t
    w8.save_html(tmp / "eight.html")
    long = play_game("swoop", players=8, seed=2, max_deals=1)  # its first deal has 306 moves
    nmoves = len(long.deals[0].moves)
    t = time.perf_counter()
    wl = Replay(long)
    build_long = time.perf_counter() - t
    wl.save_html(tmp / "long.html")
    size = (tmp / "long.html").stat().st_size
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        pg = b.new_page(viewport={"width": 1400, "height": 1000})
        pg.goto((tmp / "eight.html").as_uri())
        pg.wait_for_selector(".cardlab-replay g.cl-card")
        drawn, painted = pg.evaluate(STEP_JS, 100)
        shows = []
        for _ in range(5):
            t = time.perf_counter()
            pg.goto((tmp / "long.html").as_uri())
            pg.wait_for_selector(".cardlab-replay g.cl-card")
            shows.append(time.perf_counter() - t)
        pg.locator(".cardlab-replay .cl-last").click()
        d2, p2 = pg.evaluate("""async () => {
          const root = document.querySelector('.cardlab-replay'); const back = root.querySelector('.cl-back');
          const t = []; const q = [];
          for (let i = 0; i < 50; i++) { const t0 = performance.now(); back.click(); t.push(performance.now() - t0);
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))); q.push(performance.now() - t0); }
          return [t, q]; }""")
        b.close()
    print(f"8-player Swoop deal, {len(rec8.deals[0].moves)} moves; Python frames {build8 * 1000:.0f} ms")
    print(
        f"  forward click -> drawn:   median {statistics.median(drawn):.1f} ms, max {max(drawn):.1f} ms (100 steps)"
    )
    print(
        f"  forward click -> painted: median {statistics.median(painted):.1f} ms, max {max(painted):.1f} ms"
    )
    print(
        f"{nmoves}-move deal (8 players): Python frames {build_long * 1000:.0f} ms, page {size / 1e6:.2f} MB"
    )
    print(
        f"  page open -> table drawn: median {statistics.median(shows) * 1000:.0f} ms "
        f"(min {min(shows) * 1000:.0f}, max {max(shows) * 1000:.0f}; 5 loads over file://)"
    )
    print(
        f"  back click -> drawn at the end of the deal: median {statistics.median(d2):.1f} ms, "
        f"-> painted {statistics.median(p2):.1f} ms (50 steps)"
    )


if __name__ == "__main__":
    main()
