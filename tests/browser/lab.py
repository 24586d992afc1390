"""Driving a notebook in the JupyterLab of the ``lab`` fixture: write one through the contents
API, open it (in the worker's shared JupyterLab page, or in a workspace of its own) and run every
cell; bring the shared page back to the state of a fresh one after a test."""

import json
import urllib.request

KERNELSPEC = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}


def put_notebook(lab, name, cells):
    """Write a notebook of code cells (source strings) into the lab's root folder."""
    base, token = lab
    nb = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": c}
            for c in cells
        ],
        "metadata": KERNELSPEC,
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    req = urllib.request.Request(
        f"{base}/api/contents/{name}?token={token}",
        data=body,
        method="PUT",
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=30).read()


# the notebook opened in the JupyterLab already loaded; the launcher JupyterLab shows when its
# main area is empty closed, so the notebook's tab is the only one, as after a page load
OPEN = """async (path) => {
  const app = window.jupyterapp;
  const nb = await app.commands.execute('docmanager:open', {path});
  for (const w of Array.from(app.shell.widgets('main'))) {
    if (w !== nb) {
      if (w.context) throw new Error('a document left open: ' + w.title.label);
      w.close();
    }
  }
}"""

# the shell as a page load leaves it: no document open, no widget stylesheet, the file browser
# open in the left sidebar, the right one closed; returns how many documents were closed
RESET = """() => {
  const app = window.jupyterapp, shell = app.shell;
  let n = 0;
  for (const w of Array.from(shell.widgets('main'))) {
    if (w.context) {  // disposed, not closed: no "save your changes?" for the outputs it holds
      w.dispose();
      n++;
    }
  }
  // the widgets' stylesheets: anywidget adds one <style id="module.Class"> per widget class when
  // the class is first shown and never removes it, and the cascade among them follows their
  // order; gone, the next notebook adds them in its own order, as in a page just loaded
  for (const s of Array.from(document.head.querySelectorAll("style[type='text/css'][id]"))) {
    if (s.id.includes('.')) s.remove();
  }
  if (shell.presentationMode) shell.presentationMode = false;
  if (shell.mode !== 'multiple-document') shell.mode = 'multiple-document';
  shell.activateById('filebrowser');
  shell.expandLeft();
  shell.collapseRight();
  return n;
}"""


# a session for a notebook in the root folder, not written (conftest's notebooks are all there)
SPARE = {
    "path": "spare-kernel.ipynb",
    "name": "spare-kernel.ipynb",
    "type": "notebook",
    "kernel": {"name": "python3"},
}


def in_lab(page, base):
    """Whether ``page`` is the worker's shared page (conftest's ``_lab_page``) with JupyterLab of
    the lab at ``base`` loaded."""
    return (
        getattr(page, "lab_base", None) == base
        and page.url.startswith(f"{base}/lab")
        and page.evaluate("() => !!window.jupyterapp?.shell")
    )


def _api(lab, path, method="GET", body=None):
    base, token = lab
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        f"{base}/api/{path}?token={token}",
        data=data,
        method=method,
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=60) as r:
        body = r.read()
    return json.loads(body) if body else None


def reset_lab_page(page, lab):
    """Bring the shared JupyterLab page back to the state of a page just loaded: other tabs of its
    browser context closed, its documents closed, every kernel of the lab shut down (through the
    sessions API) but the one started for the next notebook opened in it (``page.spare``, started
    here when there is none), 1400x1000 with the file browser open."""
    for other in page.context.pages:
        if other is not page:
            other.close()
    page.set_viewport_size({"width": 1400, "height": 1000})
    if in_lab(page, lab[0]):
        page.evaluate(RESET)
        page.wait_for_function(
            "() => !Array.from(window.jupyterapp.shell.widgets('main')).some((w) => w.context)"
            " && !document.querySelector('.jp-Notebook')",
            timeout=30_000,
        )
    spare, page.spare = getattr(page, "spare", None), None
    for s in _api(lab, "sessions"):
        if s["id"] == spare and s["path"] == SPARE["path"]:  # started for the next test, unused
            page.spare = spare
        else:
            _api(lab, f"sessions/{s['id']}", "DELETE")
    if page.spare is None and in_lab(page, lab[0]):
        # the next test's kernel, started now: a fresh kernel as JupyterLab would start it for a
        # notebook in the root folder (open_and_run gives its session the notebook's path); only
        # its JPY_SESSION_NAME (ipykernel's __session__) names this placeholder
        page.spare = _api(lab, "sessions", "POST", SPARE)["id"]


def open_and_run(page, lab, name, wait_text, workspace=None, timeout=60_000):
    """Open ``name`` with no notebook of an earlier test in the page, wait for an idle kernel, run
    all cells and wait until ``wait_text`` is printed.  In the worker's shared JupyterLab page
    (conftest.py) the notebook is opened by command; any other page loads JupyterLab in a fresh
    workspace (``workspace``, by default the notebook's name: no notebook of an earlier test is
    restored)."""
    base, token = lab
    if in_lab(page, base):
        spare, page.spare = getattr(page, "spare", None), None
        if spare and "/" not in name and not any(s["path"] == name for s in _api(lab, "sessions")):
            _api(lab, f"sessions/{spare}", "PATCH", {"path": name, "name": name})
        page.evaluate(OPEN, name)
    else:
        ws = workspace or name.split(".")[0]
        page.goto(f"{base}/lab/workspaces/{ws}/tree/{name}?reset&token={token}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=60_000)
    page.wait_for_function(
        "() => { const w = window.jupyterapp?.shell?.currentWidget;"
        " return w?.sessionContext?.session?.kernel?.status === 'idle'; }",
        timeout=60_000,
    )
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.click("li[data-command='runmenu:run-all']")
    page.wait_for_selector(f"text={wait_text}", state="attached", timeout=timeout)


def classroom(page, lab, name, cells, wait_text):
    """The classroom's screen: the notebook of `cells` run at 1280x720 in JupyterLab with the
    file browser open beside it (checked, not assumed).  Returns the bounding box of the notebook's
    visible area (720 px less JupyterLab's menu, tabs, toolbar and status bar)."""
    put_notebook(lab, name, cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_and_run(page, lab, name, wait_text)
    fb = page.locator("#filebrowser")
    if not fb.is_visible():
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    assert fb.is_visible() and fb.bounding_box()["width"] > 150
    area = page.locator(".jp-NotebookPanel .jp-WindowedPanel-outer").bounding_box()
    assert area["height"] < 720 - 80
    return area


def output_widgets(page, selector, count):
    """The widgets (`selector`) of the notebook's code cells 2 .. count + 1, each scrolled into
    view with its drawing's cards in place: yields (index, locator)."""
    for i in range(count):
        cell = page.locator(".jp-Notebook .jp-Cell").nth(i + 1)  # (JupyterLab draws cells in view)
        cell.scroll_into_view_if_needed()
        w = cell.locator(selector)
        w.locator("svg.cl-table g.cl-card").first.wait_for(timeout=30_000)
        yield i, w
