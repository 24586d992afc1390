"""Progress: tqdm outside a notebook, an ipywidgets bar inside one, nothing when turned off."""

import io

import pytest

import cardlab
from cardlab.analysis import progress as P

from . import positions as pos


def test_tqdm_outside_a_notebook():
    pytest.importorskip("tqdm")
    buf = io.StringIO()
    bar = P.Progress(5, "swoop", True, file=buf)
    assert bar.kind == "tqdm"
    bar.update(5)
    assert bar.bar.n == 5
    bar.close()
    assert "0/5" in buf.getvalue() and "decision" in buf.getvalue()
    assert P.Progress(5, "x", False).kind == "none"


def test_widget_in_a_notebook(monkeypatch):
    pytest.importorskip("ipywidgets")
    monkeypatch.setattr(P, "in_notebook", lambda: True)
    shown = []
    import IPython.display

    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.append(a))
    bar = P.Progress(3, "sweep", True)
    assert bar.kind == "widget" and shown
    bar.update(2)
    assert bar.bar.value == 2 and "2/3" in bar.label.value
    bar.close()


def test_analyse_counts_every_decision(monkeypatch):
    seen = []

    class Spy(P.Progress):
        def __init__(self, total, desc="", enabled=True, file=None):
            super().__init__(total, desc, False)
            seen.append(self)

    monkeypatch.setattr(P, "Progress", Spy)
    a = cardlab.analyse(pos.swoop_going_out("KC"), strength=2)
    assert seen[0].total == seen[0].done == len(a.decisions) == 1
