"""Driving a notebook in the JupyterLab of the ``lab`` fixture: write one through the contents
API, open it in a workspace of its own and run every cell."""

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


def open_and_run(page, lab, name, wait_text, workspace=None, timeout=60_000):
    """Open ``name`` in a fresh workspace (no notebook of an earlier test is restored), wait for
    an idle kernel, run all cells and wait until ``wait_text`` is printed."""
    base, token = lab
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
