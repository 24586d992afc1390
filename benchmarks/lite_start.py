"""How long a learner waits in JupyterLite: from opening a tutorial to an idle kernel in which
``import cardlab`` has run.

Builds the JupyterLite site (``lite/build.py``, as ``make lite`` does) unless ``--site`` names a
built one, serves it on 127.0.0.1 (``lite/serve_site.py``) and opens a tutorial in headless
Chromium, each run in a fresh browser context (an empty cache, as a learner's first visit).
Timed by the wall clock here, from ``page.goto`` on:

* **idle**: the notebook is open and its kernel reports ``idle`` (Pyodide started and every
  package the site preloads is loaded);
* **cardlab**: the tutorial's code cells up to the first that imports cardlab have run in that
  kernel, as a learner's first Shift+Enter would (on the sites built before the preloading, that
  included the ``%pip install`` cell).

    .venv/bin/python benchmarks/lite_start.py                 # build, then 3 runs
    .venv/bin/python benchmarks/lite_start.py --site build/lite --runs 5
    .venv/bin/python benchmarks/lite_start.py --site build/lite --then tutorials/de/02_sweep.ipynb

Needs Chromium (``/usr/bin/chromium`` or CHROMIUM=...; never ``playwright install``) and
lite/requirements.txt.  Prints the figures (each run, the median, the slowest); asserts nothing.
The goal of issue 30 is at most 10 s to the end of the import.  On a shared machine the
figures follow its load: the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
GOAL = 10.0

IDLE = "() => window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'"
SOURCES = (
    "() => { const m = window.jupyterapp.shell.currentWidget.content.model;"
    " return Array.from({length: m.cells.length}, (_, i) => m.cells.get(i))"
    ".filter(c => c.type === 'code').map(c => c.sharedModel.getSource()); }"
)
EXECUTE = """async (code) => {
    const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    let out = '';
    const f = k.requestExecute({code});
    f.onIOPub = (m) => {
        if (m.header.msg_type === 'error') out += m.content.ename + ': ' + m.content.evalue + '\\n';
    };
    const reply = await f.done;
    return reply.content.status === 'ok' ? '' : out || reply.content.status;
}"""


def build_site(out: Path, cache: Path) -> Path:
    p = subprocess.run(
        [sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(out), "--cache", str(cache)],
        capture_output=True,
        text=True,
        env={**os.environ, "CARDLAB_PURE": "1"},
    )
    if p.returncode != 0:
        raise SystemExit("the JupyterLite site could not be built:\n" + (p.stderr or p.stdout)[-2000:])
    return out


def run_first_cells(page) -> None:
    """Run the open tutorial's code cells, in its kernel, up to the first that imports cardlab."""
    sources = page.evaluate(SOURCES)
    upto = next(i for i, src in enumerate(sources) if "import" in src and "cardlab" in src)
    for src in sources[: upto + 1]:
        err = page.evaluate(EXECUTE, src)
        if err:
            raise SystemExit(f"a cell failed in the kernel: {err}\n{src}")


def open_tutorial(ctx, url: str) -> tuple[float, float]:
    """(seconds to an idle kernel, seconds to cardlab imported) in a new page."""
    page = ctx.new_page()
    try:
        t0 = time.perf_counter()
        page.goto(url)
        page.wait_for_function(IDLE, timeout=300_000, polling=50)
        idle = time.perf_counter() - t0
        run_first_cells(page)
        imported = time.perf_counter() - t0
        # close the tab so that the workspace JupyterLab keeps in the browser does not open it
        # (and start its kernel) again beside the next tutorial
        page.evaluate("() => window.jupyterapp.commands.execute('application:close-all')")
        page.wait_for_timeout(2000)
    finally:
        page.close()
    return idle, imported


def one_run(browser, base: str, notebook: str, then: str | None):
    """The tutorial opened in a fresh context (an empty cache: a learner's first visit), then,
    when ``then`` names one, another tutorial in the same context (the browser's cache warm:
    the next lesson).  Fails on any request that leaves 127.0.0.1."""
    outside = []

    def guard(route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.route("**/*", guard)
    try:
        first = open_tutorial(ctx, f"{base}/lab/index.html?path={notebook}")
        second = open_tutorial(ctx, f"{base}/lab/index.html?path={then}") if then else None
    finally:
        ctx.close()
    if outside:
        raise SystemExit(f"requests outside 127.0.0.1: {outside[:5]}")
    return first, second


@contextmanager
def site_in_chromium(site: Path):
    """The site served on 127.0.0.1 (lite/serve_site.py) and a headless Chromium: yields
    (the site's URL, the browser)."""
    from playwright.sync_api import sync_playwright
    from serve_site import serve_site

    with serve_site(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        try:
            yield base, browser
        finally:
            browser.close()


def measure(site: Path, notebook: str, then: str | None, runs: int) -> list:
    with site_in_chromium(site) as (base, browser):
        return [one_run(browser, base, notebook, then) for _ in range(runs)]


def load() -> str:
    try:
        return "load average " + " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "load average unknown"


def report(title: str, results: list[tuple[float, float]]) -> float:
    print(title)
    print(f"{'run':>5} {'idle kernel':>12} {'cardlab imported':>17}")
    for i, (idle, imported) in enumerate(results, 1):
        print(f"{i:5} {idle:12.1f} {imported:17.1f}")
    idles, done = zip(*results)
    print(f"{'med':>5} {statistics.median(idles):12.1f} {statistics.median(done):17.1f}")
    print(f"{'max':>5} {max(idles):12.1f} {max(done):17.1f}")
    return statistics.median(done)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", help="a JupyterLite site built already (lite/build.py --out DIR)")
    ap.add_argument(
        "--cache", default=str(ROOT / "build" / "lite-cache"), help="lite/build.py's download cache"
    )
    ap.add_argument("--notebook", default="tutorials/de/01_swoop.ipynb", help="the tutorial to open")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument(
        "--then",
        default="",
        help="a second tutorial to open after the first in the same browser (its cache warm)",
    )
    args = ap.parse_args()
    print(load())
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site) if args.site else build_site(Path(tmp) / "site", Path(args.cache))
        results = measure(site, args.notebook, args.then or None, args.runs)
    print(f"JupyterLite in headless Chromium, {len(results)} runs, seconds from opening the page; {load()}")
    cold = report(f"{args.notebook}, a fresh browser (empty cache)", [r[0] for r in results])
    if args.then:
        report(f"{args.then}, next, in the same browser", [r[1] for r in results])
    verdict = "within" if cold <= GOAL else "over"
    print(f"median to cardlab imported, fresh browser: {cold:.1f} s, {verdict} the goal of {GOAL:.0f} s")


if __name__ == "__main__":
    main()
