"""Where the seconds go when a tutorial opens in JupyterLite: a breakdown of benchmarks/lite_start.py.

    .venv/bin/python benchmarks/lite_profile.py --site build/lite [--runs 5] [--bare] [--requests]

Opens the tutorial in a fresh headless Chromium context (as lite_start.py does) and prints, in
seconds from ``page.goto``:

* the page: JupyterLab's ``window.jupyterapp`` exists, the notebook panel and its cells exist,
  the kernel object exists, the kernel is idle, the first cells up to ``import cardlab`` have run;
* the kernel's worker, timed inside it: the marks of lite/early/pyodide.mjs (started with the
  page, Pyodide and the packages loaded, the kernel's and the tutorial's imports done, the kernel
  asking for its Pyodide) and the kernel's own steps (``initialize``: its script is served with
  marks added; on a site built with ``--no-early`` these are all there is);
* the CPU seconds the browser spent until then, by thread (its main thread, the kernel's worker,
  V8's compiler threads, ...; from /proc, with psutil);
* ``--requests``: every request with its start, end and size; else a summary by kind.

``--bare`` also times, on an empty page of the site, the worker's work alone: Pyodide's own start
(``loadPyodide()`` with no package), the site's preloaded packages, the kernel's imports
(lite/kernel_start.py's EARLY_CODE) and the tutorials' first imports (EARLY_MODULES).  With
``--runs`` above 1 the medians close the output, with the load average.
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
from kernel_start import EARLY_CODE, EARLY_MODULES, KERNEL_SETTINGS  # noqa: E402
from lite_start import load, run_first_cells, site_in_chromium  # noqa: E402

# the kernel's steps in its worker (jupyterlite-pyodide-kernel 0.8.6), each followed by a mark
STEPS = (
    "await this.initRuntime(e),await this.initFilesystem(e),await this.initPackageManager(e),"
    "await this.initKernel(e),await this.initGlobals(e)"
)
MARK = "performance.mark({name!r})"
PAGE = [
    ("JupyterLab started (window.jupyterapp)", "() => !!window.jupyterapp"),
    (
        "notebook panel with its cells",
        "() => window.jupyterapp?.shell?.currentWidget?.content?.model?.cells?.length > 0",
    ),
    (
        "kernel object exists",
        "() => !!window.jupyterapp.shell.currentWidget?.sessionContext?.session?.kernel",
    ),
    (
        "kernel idle",
        "() => window.jupyterapp.shell.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'",
    ),
]


def marked(steps: str) -> str:
    out = [MARK.format(name="kernel: initialize")]
    for call in steps.split(","):
        name = call.split("this.")[1].split("(")[0]
        out += [call, MARK.format(name=f"kernel: {name} done")]
    return ",".join(out)


def instrument(route):
    body = route.fetch().text()
    if STEPS not in body:
        raise SystemExit("the kernel's worker has changed: its steps were not found")
    route.fulfill(body=body.replace(STEPS, marked(STEPS)), content_type="text/javascript")


def profile(browser, base: str, notebook: str) -> dict:
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
                requests[r]["size"] = max(r.sizes()["responseBodySize"], 0)
            except Exception:
                requests[r]["size"] = 0

    ctx.on("request", on_req)
    ctx.on("requestfinished", on_done)
    marks = {}
    cpu0 = threads()
    t0 = time.time()
    page.goto(f"{base}/lab/index.html?path={notebook}")
    for name, cond in PAGE:
        page.wait_for_function(cond, timeout=300_000, polling=20)
        marks[name] = time.time() - t0
    run_first_cells(page)
    marks["first cells run (cardlab imported)"] = time.time() - t0
    cpu = cpu_by_thread(cpu0, threads())
    wmarks = []
    for w in workers:
        try:
            wmarks += w.evaluate(
                "() => performance.getEntriesByType('mark')"
                ".map(m => [m.name, performance.timeOrigin + m.startTime])"
            )
        except Exception:  # a worker gone already
            pass
    ctx.close()
    return {
        "page": marks,
        "cpu": {"all of the browser": sum(cpu.values()), **cpu},
        "worker": dict(sorted(((n, t / 1000 - t0) for n, t in wmarks), key=lambda m: m[1])),
        "requests": sorted(
            (r["start"] - t0, r.get("end", float("nan")) - t0, r.get("size", 0), r["url"])
            for r in requests.values()
        ),
    }


def threads() -> dict:
    """CPU seconds so far of every thread of this process's descendants (the browser's
    processes): {(pid, tid): (thread name, seconds)}."""
    import psutil

    tick = os.sysconf("SC_CLK_TCK")
    out = {}
    for proc in psutil.Process().children(recursive=True):
        for task in Path(f"/proc/{proc.pid}/task").glob("*"):
            try:
                stat = (task / "stat").read_text()
            except OSError:
                continue
            name = stat[stat.index("(") + 1 : stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2 :].split()
            out[(proc.pid, task.name)] = (name, (int(fields[11]) + int(fields[12])) / tick)
    return out


def cpu_by_thread(before: dict, after: dict) -> dict:
    """CPU seconds spent between two ``threads()``, by thread name (the busiest first)."""
    by: dict[str, float] = {}
    for key, (name, secs) in after.items():
        spent = secs - before.get(key, (name, 0.0))[1]
        if spent > 0:
            name = name.rstrip("0123456789")  # ThreadPoolForeg, a pool of them
            by[name] = by.get(name, 0.0) + spent
    return dict(sorted(by.items(), key=lambda kv: -kv[1]))


def kind(url: str) -> str:
    path = url.split("?")[0]
    if path.endswith(".whl"):
        return "wheels"
    if "/static/pyodide/" in path:
        return "Pyodide's files"
    if path.endswith((".js", ".mjs")):
        return "JupyterLab's scripts"
    return "other"


def show(p: dict, requests: bool) -> None:
    rows = [(v, f"page: {k}") for k, v in p["page"].items()]
    rows += [(v, f"worker: {k}") for k, v in p["worker"].items()]
    for v, what in sorted(rows):
        print(f"  {v:6.2f}  {what}")
    print(
        "  CPU seconds by thread until cardlab imported: "
        + ", ".join(f"{k} {v:.2f}" for k, v in list(p["cpu"].items())[:7])
    )
    by: dict[str, list] = {}
    for s, e, size, url in p["requests"]:
        by.setdefault(kind(url), []).append((s, e, size))
        if requests:
            print(f"  {s:6.2f} -> {e:6.2f}  {size / 1e3:8.0f} kB  {url.split('127.0.0.1')[-1][:100]}")
    for k, rs in sorted(by.items()):
        print(
            f"  requests, {k:21}: {len(rs):3d}, {sum(r[2] for r in rs) / 1e6:5.1f} MB,"
            f" from {min(r[0] for r in rs):5.2f} to {max(r[1] for r in rs):5.2f}"
        )


BARE = """async ([packages, code, modules]) => {
  const t = [];
  const mark = (n) => t.push([n, performance.now()]);
  mark('start');
  const { loadPyodide } = await import('./static/pyodide/pyodide.mjs');
  mark('pyodide.mjs imported');
  const py = await loadPyodide({ indexURL: new URL('./static/pyodide/', location.href).href });
  mark("Pyodide's own start (loadPyodide, no package)");
  await py.loadPackage(packages, { messageCallback: () => {} });
  mark("the site's preloaded packages");
  await py.runPythonAsync(code);
  mark("the kernel's imports (piplite, IPython, pyodide_kernel)");
  for (const m of modules) py.pyimport(m).destroy();
  mark("the tutorials' first imports (cardlab)");
  return t;
}"""


def bare(browser, base: str, packages: list[str]) -> dict:
    """Each step's own seconds, on an empty page of the site."""
    ctx = browser.new_context()
    ctx.route(
        "**/__bare__.html",
        lambda r: r.fulfill(body="<!doctype html><title>bare</title>", content_type="text/html"),
    )
    page = ctx.new_page()
    page.goto(f"{base}/__bare__.html")  # same origin as the site, no script of its own
    t = page.evaluate(BARE, [packages, EARLY_CODE, EARLY_MODULES])
    ctx.close()
    return {n: (v - prev) / 1000 for (n, v), (_, prev) in zip(t[1:], t[:-1])}


def medians(title: str, dicts: list[dict]) -> None:
    print(title)
    for k in dicts[0]:
        vals = [d[k] for d in dicts if k in d]
        print(f"  {statistics.median(vals):6.2f}  ({min(vals):.2f}-{max(vals):.2f})  {k}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", default=str(ROOT / "build" / "lite"))
    ap.add_argument("--notebook", default="tutorials/de/01_swoop.ipynb")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--requests", action="store_true", help="list every request")
    ap.add_argument("--bare", action="store_true", help="also time the worker's steps on an empty page")
    ap.add_argument("--json", help="write the profiles to this file")
    a = ap.parse_args()
    site = Path(a.site)
    cfg = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    preload = cfg["litePluginSettings"][KERNEL_SETTINGS].get("loadPyodideOptions", {}).get("packages", [])
    profiles, bares, loads = [], [], [load()]
    with site_in_chromium(site) as (base, browser):
        for i in range(a.runs):
            print(f"run {i + 1}, {load()}")
            profiles.append(profile(browser, base, a.notebook))
            show(profiles[-1], a.requests)
            if a.bare:
                bares.append(bare(browser, base, preload))
                print(f"  an empty page, each step's seconds ({load()}):")
                for k, v in bares[-1].items():
                    print(f"  {v:6.2f}  {k}")
            loads.append(load())
    if a.runs > 1:
        print(f"medians of {a.runs} runs (min-max), {a.notebook}; {loads[0]} before, {loads[-1]} after")
        medians("the page, seconds from page.goto:", [p["page"] for p in profiles])
        medians("the kernel's worker, seconds from page.goto:", [p["worker"] for p in profiles])
        medians(
            "CPU seconds until cardlab imported (the browser's processes, by thread):",
            [dict(list(p["cpu"].items())[:8]) for p in profiles],
        )
        if bares:
            medians("an empty page, each step's own seconds:", bares)
    if a.json:
        Path(a.json).write_text(json.dumps({"profiles": profiles, "bare": bares, "loads": loads}, indent=1))


if __name__ == "__main__":
    main()
