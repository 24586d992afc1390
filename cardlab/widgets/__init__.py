"""Widgets for Jupyter (anywidget).  Imported only on use: ``cardlab.widgets.Replay(record)``;
``import cardlab`` never loads anywidget or ipywidgets."""
from .replay import Replay

__all__ = ["Replay"]
