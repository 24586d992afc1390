"""A progress bar for the analysis: a widget in a notebook (when ipywidgets is installed), tqdm
on the command line (when tqdm is installed), else nothing."""

from __future__ import annotations

import sys
from typing import Any


def in_notebook() -> bool:
    """True inside a Jupyter kernel (IPython's ZMQ shell), never in a terminal IPython."""
    ip = sys.modules.get("IPython")
    if ip is None:
        return False
    try:
        shell = ip.get_ipython()
    except Exception:
        return False
    return shell is not None and type(shell).__name__ == "ZMQInteractiveShell"


class Progress:
    """``Progress(total, description, enabled)``: ``update(k)`` after k more decisions,
    ``close()`` at the end.  ``enabled`` False shows nothing; ``kind`` says what is shown
    (``"widget"``, ``"tqdm"`` or ``"none"``)."""

    def __init__(self, total: int, desc: str = "", enabled=True, file=None):
        self.total, self.done, self.kind = total, 0, "none"
        self.bar: Any = None  # an ipywidgets IntProgress or a tqdm bar, when one is shown
        if not enabled or total <= 0:
            return
        if in_notebook():
            try:
                import ipywidgets as W
                from IPython.display import display
            except ImportError:
                pass
            else:
                self.bar = W.IntProgress(
                    value=0, min=0, max=total, description="", layout=W.Layout(width="50%")
                )
                self.label = W.Label(f"{desc}: 0/{total}")
                self.desc = desc
                self.box = W.HBox([self.bar, self.label])
                display(self.box)
                self.kind = "widget"
                return
        try:
            from tqdm import tqdm
        except ImportError:
            return
        self.bar = tqdm(total=total, desc=desc, file=file or sys.stderr, leave=False, unit="decision")
        self.kind = "tqdm"

    def update(self, k: int = 1):
        self.done += k
        if self.kind == "widget":
            self.bar.value = self.done
            self.label.value = f"{self.desc}: {self.done}/{self.total}"
        elif self.kind == "tqdm":
            self.bar.update(k)

    def close(self):
        if self.kind == "tqdm":
            self.bar.close()
        elif self.kind == "widget":
            self.bar.bar_style = "success"
