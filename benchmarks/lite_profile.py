"""Where the seconds go when a tutorial opens in JupyterLite: a breakdown of benchmarks/lite_start.py.

    .venv/bin/python benchmarks/lite_profile.py --site build/lite [--runs 3] [--bare]

Opens the tutorial in a fresh headless Chromium context (as lite_start.py does) and prints, in
seconds from ``page.goto``:

* the page: JupyterLab's ``window.jupyterapp`` exists, the notebook panel and its cells exist,
  the kernel object exists (its worker is created), the kernel is idle;
* the kernel's worker (timed inside it: its script is served with marks added): Pyodide's
  ``loadPyodide`` (the WebAssembly module, the standard library, the preloaded wheels), the
  kernel's ``import pyodide_kernel`` (IPython), its globals;
* the network: every request with its start, end and size (``--requests``);
* the first cells, each timed, up to the first that imports cardlab.

``--bare`` also times an empty page that only loads ``pyodide.mjs`` from the site and calls
``loadPyodide()`` with no package (Pyodide's own start in this Chromium), then loads the site's
preloaded packages, then imports IPython and cardlab, each timed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from lite_start import EXECUTE, SOURCES, load  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
STEPS = "await this.initRuntime(e),await this.initFilesystem(e),await this.initPackageManager(e),await this.initKernel(e),await this.initGlobals(e)"
MARK = "(self.__marks=self.__marks||[]).push([{name!r},performance.timeOrigin+performance.now()])"


def marked(steps: str) -> str:
    out = [MARK.format(name="worker start")]
    for call in steps.split(","):
        name = call.split("this.")[1].split("(")[0]
        out += [call, MARK.format(name=f"{name} done")]
    return ",".join(out)


def instrument(route):
    body = route.fetch().text()
    if STEPS not in body:
        raise SystemExit("the kernel's worker has changed: its steps were not found")
    route.fulfill(body=body.replace(STEPS, marked(STEPS)), content_type="text/javascript")


def profile(browser, base: str, notebook: str, show_requests: bool) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.route("**/comlink.worker.*.js", instrument)
    page = ctx.new_page()
    requests, workers = {}, []
    page.on("worker", lambda w: workers.append(w))

    def on_req(r):
        requests[r] = {"url": r.url, "start": time.time()}

    def on_done(r):
        if r in requests:
            requests[r]["end"] = time.time()
            try:
                requests[r]["size"] = r.sizes()["responseBodySize"]
            except Exception:
                requests[r]["size"] = 0

    ctx.on("request", on_req)
    ctx.on("requestfinished", on_done)
    marks = {}
    t0 = time.time()
    page.goto(f"{base}/lab/index.html?path={notebook}")
    marks["goto returned (index.html loaded)"] = time.time()
    for name, cond in [
        ("jupyterapp exists", "() => !!window.jupyterapp"),
        (
            "notebook panel with cells",
            "() => window.jupyterapp?.shell?.currentWidget?.content?.model?.cells?.length > 0",
        ),
        (
            "kernel object exists",
            "() => !!window.jupyterapp.shell.currentWidget.sessionContext?.session?.kernel",
        ),
        (
            "kernel idle",
            "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'idle'",
        ),
    ]:
        page.wait_for_function(cond, timeout=300_000, polling=20)
        marks[name] = time.time()
    idle = time.time()
    sources = page.evaluate(SOURCES)
    upto = next(i for i, src in enumerate(sources) if "import" in src and "cardlab" in src)
    cells = []
    for src in sources[: upto + 1]:
        t = time.time()
        err = page.evaluate(EXECUTE, src)
        cells.append((src.splitlines()[0][:60], time.time() - t, err))
    done = time.time()
    for src in ["pass", sources[upto]]:
        t = time.time()
        page.evaluate(EXECUTE, src)
        cells.append(("again: " + src.splitlines()[0][:52], time.time() - t, ""))
    # the worker's own marks
    wmarks = []
    for w in workers:
        try:
            wmarks = (
                w.evaluate(
                    "() => [...(self.__marks || []), ...performance.getEntriesByType('mark')"
                    ".map(m => [m.name, performance.timeOrigin + m.startTime])]"
                )
                or wmarks
            )
        except Exception:
            pass
    page.close()
    ctx.close()
    out = {
        "page": {k: v - t0 for k, v in marks.items()},
        "worker": sorted(((n, t / 1000 - t0) for n, t in wmarks), key=lambda m: m[1]),
        "cells": cells,
        "idle": idle - t0,
        "cardlab": done - t0,
        "requests": sorted(
            (
                (r["start"] - t0, r.get("end", float("nan")) - t0, r.get("size", 0), r["url"])
                for r in requests.values()
            )
        ),
    }
    return out


def show(p: dict, show_requests: bool) -> None:
    print(f"  idle {p['idle']:.2f} s, cardlab imported {p['cardlab']:.2f} s")
    for k, v in p["page"].items():
        print(f"  {v:6.2f}  page: {k}")
    for k, v in p["worker"]:
        print(f"  {v:6.2f}  worker: {k}")
    for first, secs, err in p["cells"]:
        print(f"  {secs:6.2f}s cell: {first!r} {err or ''}")
    reqs = p["requests"]
    by = {}
    for s, e, size, url in reqs:
        short = url.split("?")[0].split("/")[-1]
        kind = (
            "wheel"
            if short.endswith(".whl")
            else "pyodide core"
            if "static/pyodide/" in url
            else "lab js"
            if url.endswith(".js") or ".js?" in url
            else "other"
        )
        by.setdefault(kind, []).append((s, e, size))
        if show_requests:
            print(f"  {s:6.2f} -> {e:6.2f}  {size / 1e3:8.0f} kB  {url.split('127.0.0.1')[-1][:110]}")
    for kind, rs in by.items():
        print(
            f"  requests {kind:13}: {len(rs):3d}, {sum(r[2] for r in rs) / 1e6:6.2f} MB, "
            f"first start {min(r[0] for r in rs):6.2f}, last end {max(r[1] for r in rs):6.2f}"
        )


BARE = """async ([packages, imports]) => {
  const t = [];
  const mark = (n) => t.push([n, performance.now()]);
  mark('start');
  const { loadPyodide } = await import('./static/pyodide/pyodide.mjs');
  mark('pyodide.mjs imported');
  const py = await loadPyodide({ indexURL: new URL('./static/pyodide/', location.href).href });
  mark('loadPyodide() done (no packages)');
  if (packages.length) { await py.loadPackage(packages, { messageCallback: () => {} }); mark('packages loaded'); }
  for (const i of imports) { await py.runPythonAsync(i); mark(i); }
  return t;
}"""


def bare(browser, base: str, packages: list[str], imports: list[str]) -> list:
    ctx = browser.new_context()
    ctx.route(
        "**/__bare__.html",
        lambda r: r.fulfill(body="<!doctype html><title>bare</title>", content_type="text/html"),
    )
    page = ctx.new_page()
    page.goto(f"{base}/__bare__.html")  # a same-origin page with no script of its own
    t = page.evaluate(BARE, [packages, imports])
    ctx.close()
    t0 = t[0][1]
    return [(n, (v - t0) / 1000) for n, v in t]


def main() -> None:
    from playwright.sync_api import sync_playwright
    from serve_site import serve_site

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", default=str(ROOT / "build" / "lite"))
    ap.add_argument("--notebook", default="tutorials/de/01_swoop.ipynb")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--requests", action="store_true", help="list every request")
    ap.add_argument("--bare", action="store_true", help="also time Pyodide alone on an empty page")
    ap.add_argument("--json", help="write the profiles to this file")
    a = ap.parse_args()
    site = Path(a.site)
    cfg = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = cfg["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    preload = kernel.get("loadPyodideOptions", {}).get("packages", [])
    print(load())
    profiles = []
    with serve_site(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        try:
            for i in range(a.runs):
                print(f"run {i + 1}, {load()}")
                prof = profile(browser, base, a.notebook, a.requests)
                show(prof, a.requests)
                profiles.append(prof)
                if a.bare:
                    print(f"bare Pyodide, {load()}")
                    steps = bare(
                        browser,
                        base,
                        preload,
                        [
                            "import IPython",
                            "import pyodide_kernel" if "pyodide-kernel" in preload else "pass",
                            "import cardlab",
                            "import cardlab.widgets",
                        ],
                    )
                    prev = 0.0
                    for n, v in steps:
                        print(f"  {v:6.2f} (+{v - prev:5.2f})  {n}")
                        prev = v
        finally:
            browser.close()
    if len(profiles) > 1:
        print(
            f"median: idle {statistics.median(p['idle'] for p in profiles):.2f} s, "
            f"cardlab {statistics.median(p['cardlab'] for p in profiles):.2f} s; {load()}"
        )
    if a.json:
        Path(a.json).write_text(json.dumps(profiles, indent=1, default=str))


if __name__ == "__main__":
    main()
