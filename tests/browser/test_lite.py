"""The JupyterLite site in Chromium: no server but a static file server on 127.0.0.1, no request
to anywhere else.  Opens the English Swoop tutorial, runs its cells up to the first replay and
sees the widget drawn.

The site is built by ``lite/build.py`` (as ``make lite`` does) into a temporary directory, unless
CARDLAB_LITE_DIR names a site already built.  When it cannot be built here (no npm/PyPI access
for the first, uncached build) the test is skipped with the reason, unless
CARDLAB_REQUIRE_BROWSER=1, when it fails."""

from __future__ import annotations

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


def test_swoop_tutorial_runs_in_the_browser(served, browser, tmp_path):
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
        page.goto(f"{served}/lab/index.html?path=tutorials/en/01_swoop.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=120_000)
        page.wait_for_function(
            "() => { const w = window.jupyterapp?.shell?.currentWidget;"
            " return w?.sessionContext?.session?.kernel?.status === 'idle'; }",
            timeout=240_000,
        )
        cells = page.locator(".jp-Notebook .jp-Cell")
        # the cells' sources from the notebook's model (the learner's cells are source-hidden, so
        # they are not on the page as text)
        sources = page.evaluate(
            "() => { const m = window.jupyterapp.shell.currentWidget.content.model;"
            " return Array.from({length: m.cells.length}, (_, i) => m.cells.get(i).sharedModel.getSource()); }"
        )
        # the lite copy starts with the install cell
        assert "%pip install -q anywidget" in sources[0]
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
        page.screenshot(path=str(tmp_path / "lite-swoop.png"))
        assert widget.locator(".cl-explain").count() == 1
        # step forward once: the explanation comes from the Python side's frames
        widget.locator("button.cl-forward").click()
        page.wait_for_function(
            "() => document.querySelector('.cardlab-replay')?.dataset.step === '1'", timeout=30_000
        )
        errs = cells.nth(target).locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        )
        assert errs.count() == 0, errs.all_inner_texts()
    finally:
        ctx.close()
    assert not outside, f"requests outside 127.0.0.1: {outside[:10]}"
