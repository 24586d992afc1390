"""The JupyterLite site in Chromium: no server but a static file server on 127.0.0.1, no request
to anywhere else.  Opens the German Swoop tutorial (one page for all the tests here): JupyterLab's
menus are German, nothing of nbgrader is in the site, the kernel starts with cardlab loaded (the
first code cell imports it; no install cell) in the worker the page started before JupyterLab
had loaded (lite/early/), and the cells up to the first replay run and draw the widget
(test-output/lite_swoop_replay.png).

The site is built by ``lite/build.py`` (as ``make lite`` does) into a temporary directory, unless
CARDLAB_LITE_DIR names a site already built.  When it cannot be built here (no npm/PyPI access
for the first, uncached build) the test is skipped with the reason, unless
CARDLAB_REQUIRE_BROWSER=1, when it fails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))
from serve_site import serve_site  # noqa: E402

from .servers import unavailable  # noqa: E402


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory):
    given = os.environ.get("CARDLAB_LITE_DIR")
    if given:
        site = Path(given)
        if not (site / "index.html").exists():
            unavailable(f"CARDLAB_LITE_DIR={given} holds no built JupyterLite site")
        return site
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError as e:
        unavailable(
            f"the lite site cannot be built: {e.name} is not installed (pip install -r lite/requirements.txt)"
        )
    site = tmp_path_factory.mktemp("lite") / "site"
    cache = Path(os.environ.get("CARDLAB_LITE_CACHE", ROOT / "build" / "lite-cache"))
    p = subprocess.run(
        [sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(site), "--cache", str(cache)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    if p.returncode == 3:  # a download or build step that this machine cannot do
        unavailable(
            "the lite site cannot be built offline here: " + (p.stderr.strip().splitlines() or ["?"])[-1]
        )
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    return site


@pytest.fixture(scope="module")
def served(lite_site):
    with serve_site(lite_site) as url:
        yield url


NOTEBOOK = "tutorials/de/01_swoop.ipynb"
MODULES: dict[str, set[str]] = {}  # lite_page's: the modules loaded at "idle", after "first cell"
IDLE = "() => window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'"


@pytest.fixture(scope="module")
def lite_page(served, browser):
    """The German Swoop tutorial open, its kernel idle; afterwards, no request left 127.0.0.1."""
    outside = []

    def guard(route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.route("**/*", guard)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{served}/lab/index.html?path={NOTEBOOK}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=120_000)
        page.wait_for_function(IDLE, timeout=240_000)
        # the modules loaded when the kernel is idle, and after the tutorial's first code cell
        for when, code in (("idle", ""), ("first cell", code_sources(page)[0])):
            got = execute(page, f"{code}\nimport sys; print(' '.join(sorted(sys.modules)))")
            assert got["status"] == "ok", got
            MODULES[when] = set(got["stdout"].split())
        yield page
    finally:
        ctx.close()
    assert not outside, f"requests outside 127.0.0.1: {outside[:10]}"


def code_sources(page) -> list[str]:
    """The code cells' sources from the notebook's model (the learner's cells are source-hidden,
    so they are not on the page as text)."""
    return page.evaluate(
        "() => { const m = window.jupyterapp.shell.currentWidget.content.model;"
        " return Array.from({length: m.cells.length}, (_, i) => m.cells.get(i))"
        ".filter(c => c.type === 'code').map(c => c.sharedModel.getSource()); }"
    )


def execute(page, code: str) -> dict:
    """Run ``code`` in the notebook's kernel: {"status", "stdout", "error"}."""
    return page.evaluate(
        """async (code) => {
            const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
            let stdout = '', error = '';
            const f = k.requestExecute({code});
            f.onIOPub = (m) => {
                if (m.header.msg_type === 'stream') stdout += m.content.text;
                if (m.header.msg_type === 'error') error += m.content.ename + ': ' + m.content.evalue;
            };
            const reply = await f.done;
            return {status: reply.content.status, stdout, error};
        }""",
        code,
    )


def test_menus_are_german(lite_site, lite_page):
    bar = lite_page.locator("#jp-menu-panel .lm-MenuBar-item").all_inner_texts()
    for label in ("Datei", "Bearbeiten", "Anzeigen", "Ausführen", "Kernel"):
        assert label in bar, bar
    assert "File" not in bar and "Edit" not in bar
    assert lite_page.evaluate("() => document.documentElement.lang").startswith("de")
    # English is one setting away (Einstellungen > Sprache), served from the site too
    packs = json.loads((lite_site / "api" / "translations" / "all.json").read_text(encoding="utf-8"))
    assert {"de_DE", "en"} <= set(packs["data"])


def test_no_nbgrader_in_the_site(lite_site, lite_page):
    config = json.loads((lite_site / "jupyter-lite.json").read_text(encoding="utf-8"))
    names = [e["name"] for e in config["jupyter-config-data"]["federated_extensions"]]
    assert names and not [n for n in names if "nbgrader" in n or "voila" in n], names
    assert not (lite_site / "extensions" / "@jupyter" / "nbgrader").exists()
    commands = lite_page.evaluate("() => window.jupyterapp.commands.listCommands()")
    assert not [c for c in commands if "nbgrader" in c.lower()]
    bar = " ".join(lite_page.locator("#jp-menu-panel .lm-MenuBar-item").all_inner_texts())
    assert "nbgrader" not in bar.lower()
    # no "Create Assignment" sidebar, no "Validate" button in the notebook's toolbar
    assert lite_page.locator("[id*='nbgrader'], [class*='nbgrader']").count() == 0
    toolbar = " ".join(lite_page.locator(".jp-NotebookPanel-toolbar").all_inner_texts())
    assert "Validate" not in toolbar and "Validieren" not in toolbar


def test_kernel_starts_with_cardlab(lite_page):
    sources = code_sources(lite_page)
    assert not [s for s in sources if "%pip" in s or "piplite" in s]
    assert sources[0].startswith("from cardlab import lessons"), sources[0]
    # preloaded from the site's pyodide-lock.json while Pyodide started, before any cell ran
    probe = execute(
        lite_page,
        "import sys; print(sorted(m for m in ('cardlab', 'anywidget', 'ipywidgets') if m in sys.modules"
        " or __import__('importlib.util').util.find_spec(m)))",
    )
    assert probe["status"] == "ok", probe
    assert "['anywidget', 'cardlab', 'ipywidgets']" in probe["stdout"]
    first = execute(lite_page, sources[0])
    assert first["status"] == "ok", first


WIDGETS = {"cardlab", "anywidget", "ipywidgets", "psygnal"}


def test_kernel_runs_in_the_worker_started_with_the_page(lite_page):
    """The kernel's Pyodide is the one the page started before JupyterLab had loaded
    (lite/early/): its worker is the page's early one, the kernel created none of its own, and
    that worker's Pyodide was handed to the kernel, its imports done."""
    urls = [w.url for w in lite_page.workers]
    early = [w for w in lite_page.workers if "/cardlab-kernel-" in w.url]
    assert len(early) == 1, urls
    assert not [u for u in urls if "comlink.worker." in u or "coincident.worker." in u], urls
    marks = early[0].evaluate("() => performance.getEntriesByType('mark').map(m => m.name)")
    for mark in ("cardlab: early start", "cardlab: early imports done", "cardlab: kernel asks"):
        assert mark in marks, marks
    # what the tutorial's first cell imports was imported there (lite/kernel_start.py's
    # EARLY_MODULES), without a name in the learner's namespace
    late = sorted(m for m in MODULES["first cell"] - MODULES["idle"] if m.split(".")[0] in WIDGETS)
    assert not late, late
    assert {"cardlab.widgets.replay", "anywidget"} <= MODULES["idle"]
    names = execute(lite_page, "print([n for n in ('Replay', 'Table', 'anywidget') if n in globals()])")
    assert names["stdout"].strip() == "['Replay', 'Table']", names  # the first cell's only


def test_what_the_kernel_does_not_load_at_start_still_loads(lite_page):
    """What lite/kernel_start.py keeps out of the start is there when asked for, from the site:
    %prun (cProfile, pstats imported on use), prompt_toolkit when a cell imports it, a wheel of
    the lock by piplite (whose unittest.mock import was moved into its install), IPython.embed as
    a function."""
    later = ("prompt_toolkit", "unittest.mock", "urllib.request", "cProfile", "pstats")
    assert not [m for m in later if m in MODULES["idle"]], MODULES["idle"] & set(later)
    cell = execute(
        lite_page, "%prun -q -T /tmp/prun.txt sum(range(100))\nprint(open('/tmp/prun.txt').read()[:40])"
    )
    assert cell["status"] == "ok" and "function calls" in cell["stdout"], cell
    cell = execute(lite_page, "import prompt_toolkit; print(prompt_toolkit.__name__)")
    assert cell["status"] == "ok" and cell["stdout"].strip() == "prompt_toolkit", cell
    cell = execute(
        lite_page,
        "import piplite\nawait piplite.install('widgetsnbextension')\n"
        "import widgetsnbextension, IPython; print(callable(IPython.embed))",
    )
    assert cell["status"] == "ok" and cell["stdout"].strip().endswith("True"), cell
    # completion (jedi, with the standard library's stubs only) offers what it did: from the
    # standard library and from cardlab (``lessons`` imported by the first cell, in the fixture)
    for code, expected in (("import json\njson.du", "dumps"), ("lessons.exa", "example")):
        found = lite_page.evaluate(
            """async (code) => {
                const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
                const r = await k.requestComplete({code, cursor_pos: code.length});
                return r.content.matches;
            }""",
            code,
        )
        assert expected in found, (code, found)


def test_swoop_tutorial_runs_in_the_browser(lite_page, out_dir):
    page = lite_page
    cells = page.locator(".jp-Notebook .jp-Cell")
    sources = page.evaluate(
        "() => { const m = window.jupyterapp.shell.currentWidget.content.model;"
        " return Array.from({length: m.cells.length}, (_, i) => m.cells.get(i).sharedModel.getSource()); }"
    )
    # run from the top until the first replay cell (the fresh deal) has run
    target = next((i for i, src in enumerate(sources) if "Replay(" in src), None)
    assert target is not None
    cells.nth(0).click()
    page.keyboard.press("Escape")
    for _ in range(target + 1):
        page.keyboard.press("Shift+Enter")
        page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
            " === 'idle' && !document.querySelector('.jp-Notebook .jp-InputPrompt')"
            "?.textContent.includes('*')",
            timeout=300_000,
        )
    page.wait_for_function(
        "() => !Array.from(document.querySelectorAll('.jp-InputPrompt'))"
        ".some(p => p.textContent.includes('*'))",
        timeout=300_000,
    )
    widget = cells.nth(target).locator(".cardlab-replay")
    widget.locator("svg.cl-table g.cl-card").first.wait_for(state="attached", timeout=120_000)
    page.set_viewport_size({"width": 1280, "height": 720})
    widget.scroll_into_view_if_needed()
    page.screenshot(path=str(out_dir / "lite_swoop_replay.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})
    assert widget.locator(".cl-explain").count() == 1
    # step forward once: the explanation comes from the Python side's frames
    widget.locator("button.cl-forward").click()
    page.wait_for_function(
        "() => document.querySelector('.cardlab-replay')?.dataset.step === '1'", timeout=30_000
    )
    errs = cells.nth(target).locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errs.count() == 0, errs.all_inner_texts()
