"""Real-browser fixtures: JupyterLab on loopback serving a COPY of tests/browser/notebooks/, and
headless Chromium (/usr/bin/chromium, never `playwright install`).  Adapted from
/work/shared/recipes/conftest_lab.py.

Browser tests are marked ``@pytest.mark.browser``; without Chromium (or playwright) they are
skipped with the reason, unless CARDLAB_REQUIRE_BROWSER=1, when they fail instead."""

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
NB_DIR = HERE / "notebooks"
ROOT = HERE.parents[1]
OUT = ROOT / "test-output"
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
REQUIRE = os.environ.get("CARDLAB_REQUIRE_BROWSER") == "1"
LAB_GROUPS = int(os.environ.get("CARDLAB_LAB_GROUPS", "1"))


def _missing():
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (install it: apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the Python package playwright is not installed"
    return None


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    # under pytest-xdist (--dist loadgroup) the tests on the shared JupyterLab run on one worker,
    # one JupyterLab and one Chromium for all of them; the tests with servers of their own
    # (Voila, Notebook 7, marimo, JupyterLite) on another, beside the tests without a browser
    k = 0
    for item in items:
        if "browser" in item.keywords:
            # untraced (pytest-cov's no_cover): cardlab runs in the kernels, not here, and the
            # tracer slowed the driving of the page by a tenth
            item.add_marker(pytest.mark.no_cover)
            if "lab" in getattr(item, "fixturenames", ()):
                # CARDLAB_LAB_GROUPS JupyterLabs, the tests dealt out among them in turn
                item.add_marker(pytest.mark.xdist_group(f"lab{k % LAB_GROUPS}"))
                k += 1
            else:
                item.add_marker(pytest.mark.xdist_group("servers"))
    why = _missing()
    if not why or REQUIRE:  # with CARDLAB_REQUIRE_BROWSER=1 the fixture below fails them
        return
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(pytest.mark.skip(reason=f"browser test skipped: {why}"))


@pytest.fixture(autouse=True)
def _require_browser(request):
    if "browser" in request.keywords:
        why = _missing()
        if why and REQUIRE:
            pytest.fail(f"CARDLAB_REQUIRE_BROWSER=1 but {why}")


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def out_dir():
    OUT.mkdir(exist_ok=True)
    return OUT


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    port, token = int(os.environ.get("LAB_PORT", 0)) or _free_port(), secrets.token_hex(16)
    home = tmp_path_factory.mktemp("jhome")
    (home / "settings").mkdir()  # silence the "official Jupyter news?" toast
    (home / "settings" / "overrides.json").write_text(
        '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}'
    )
    # nbgrader (in the dev extra) adds menus, a sidebar and slow server extensions: off, as in
    # make lab (jupyter-config/)
    (home / "cfg" / "labconfig").mkdir(parents=True)
    (home / "cfg" / "labconfig" / "page_config.json").write_text(
        '{"disabledExtensions": {"@jupyter/nbgrader": true}}'
    )
    (home / "cfg" / "jupyter_server_config.json").write_text(
        json.dumps(
            {
                "ServerApp": {
                    "jpserver_extensions": {
                        f"nbgrader.server_extensions.{x}": False
                        for x in ("formgrader", "validate_assignment", "assignment_list", "course_list")
                    }
                }
            }
        )
    )
    root = home / "nb"  # work on a copy: JupyterLab autosaves
    shutil.copytree(NB_DIR, root)
    sys.path.insert(0, str(HERE))
    try:
        from make_notebooks import write_records
    finally:
        sys.path.pop(0)
    write_records(root)  # the records from the engines as they are now
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "cfg"),
        JUPYTER_RUNTIME_DIR=str(home / "rt"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "ws"),
        PYTHONPATH=os.pathsep.join([str(root), str(ROOT)]),
    )
    log = open(home / "lab.log", "w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--ip",
            "127.0.0.1",
            f"--port={port}",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
            f"--LabApp.app_settings_dir={home / 'settings'}",
            "--allow-root",
            "--LabApp.expose_app_in_browser=True",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while True:  # readiness: the REST API answers with the token
        try:
            urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=1).read()
            break
        except Exception:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                raise RuntimeError((home / "lab.log").read_text())
            time.sleep(0.25)
    yield base, token
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


VIEWPORT = {"width": 1400, "height": 1000}


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "fresh_page: the test's page is a new browser context of its own, not one of the worker's"
        " shared pages (for pages on other hosts: Voila, Notebook 7, marimo)",
    )


def _watch(pg):
    """Collect the page's errors and dialogs in ``pg.errors`` and ``pg.dialogs``."""
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    pg.dialogs = []

    def on_dialog(d):  # an alert() would mean a name ran as markup
        pg.dialogs.append(d.message)
        d.dismiss()

    pg.on("dialog", on_dialog)
    return pg


@pytest.fixture(scope="session")
def _lab_page(browser, lab):
    """The worker's one JupyterLab page: loaded by the first test on the lab that opens a notebook
    (lab.open_and_run), then reused: later tests open their notebooks in it by command, where a
    page load costs about 6.7 CPU seconds."""
    ctx = browser.new_context(viewport=VIEWPORT)
    pg = _watch(ctx.new_page())
    pg.lab_base = lab[0]  # lab.open_and_run opens by command in this page once JupyterLab is in it
    yield pg
    ctx.close()


@pytest.fixture(scope="session")
def _plain_page(browser):
    """The worker's page for the tests without JupyterLab (saved HTML over file://): one browser
    context, where a new one costs about half a second and a renderer process a test."""
    ctx = browser.new_context(viewport=VIEWPORT)
    yield _watch(ctx.new_page())
    ctx.close()


def _blank(pg):
    """A shared page as a new one is: its other tabs closed, at about:blank, 1400x1000, no errors
    or dialogs seen."""
    for other in pg.context.pages:
        if other is not pg:
            other.close()
    pg.goto("about:blank")
    pg.set_viewport_size(VIEWPORT)
    pg.errors.clear()
    pg.dialogs.clear()


@pytest.fixture
def page(request, browser):
    """A page at 1400x1000 that has seen no error and no dialog (``page.errors``,
    ``page.dialogs``), one of the worker's two shared pages, each brought to the state of a new
    one before and after the test:

    * a test on the lab (it uses the ``lab`` fixture) gets the shared JupyterLab page: no
      notebook open, no kernel running but the one started for its notebook, the file browser
      open in the left sidebar (lab.reset_lab_page);
    * any other test gets the shared plain page, at about:blank;
    * a test marked ``fresh_page`` gets a new browser context."""
    if request.node.get_closest_marker("fresh_page"):
        ctx = browser.new_context(viewport=VIEWPORT)
        pg = _watch(ctx.new_page())
        yield pg
        ctx.close()
    elif "lab" in request.fixturenames:
        from .lab import reset_lab_page

        pg = request.getfixturevalue("_lab_page")
        lab_ = request.getfixturevalue("lab")
        reset_lab_page(pg, lab_)  # (the same as after the last test: nothing left by a failed one)
        pg.errors.clear()
        pg.dialogs.clear()
        yield pg
        reset_lab_page(pg, lab_)
    else:
        pg = request.getfixturevalue("_plain_page")
        _blank(pg)
        yield pg
        _blank(pg)
