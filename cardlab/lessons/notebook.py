"""The class's notebook of one lesson file: ``student_notebook("lessons/sums.json", lang="de")``
writes ``lessons/sums.ipynb`` beside the lesson, a notebook of two cells: the lesson's title with
one sentence on how to hand in the answers, and the (source-hidden) cell
``Lesson("sums.json", lang="de")``.  A lesson file itself opens in JupyterLab as JSON text; this
notebook is what a Binder link (``...?urlpath=lab/tree/lessons/sums.ipynb``) or the JupyterLite
site's file browser opens for the class (docs/teaching.md, "Your own lesson for the class").

The lesson is read through its file name, relative to the notebook, so the two stay together in
one folder; the lesson is loaded (and so checked) before anything is written, and an existing
notebook is never replaced without ``force``.  No widget library is imported here.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..explain import text
from ..lessonfiles.files import Lesson, in_lang
from ..safeio import write_atomic

__all__ = ["notebook_for", "student_notebook", "lesson_lang"]

LANGS = ("en", "de")
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def lesson_lang(lesson: Lesson) -> str:
    """The language a lesson is written in: ``de`` for one written only in German, else ``en``
    (the widget's language menu switches it in class)."""
    return "de" if lesson.untranslated("en") == "all" else "en"


def notebook_for(lesson: Lesson, file_name: str, lang: str) -> dict:
    """The notebook (nbformat 4.5, as a dict) that opens the lesson file ``file_name`` (a name
    beside the notebook) in ``lang``."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    title = in_lang(lesson.title, lang) or lesson.id
    intro = text("classroom.notebook.intro", lang, button=text("lesson.ui.save", lang))
    head = f"# {_md_plain(title)}\n\n{intro}"
    code = f"from cardlab.widgets import Lesson\n\nLesson({json.dumps(file_name)}, lang={json.dumps(lang)})"
    cells = [
        {"cell_type": "markdown", "id": "lesson-title", "metadata": {}, "source": head},
        {
            "cell_type": "code",
            "id": "lesson-widget",
            "metadata": {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]},
            "execution_count": None,
            "outputs": [],
            "source": code,
        },
    ]
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": dict(KERNELSPEC),
            "language_info": {"name": "python"},
            "cardlab": {"lesson": lesson.id, "lesson_file": file_name, "lang": lang},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _md_plain(s: str) -> str:
    """A title as Markdown that shows it as written (no markup, no HTML)."""
    s = " ".join(str(s).split())
    out = []
    for ch in s:
        if ch in "\\`*_{}[]<>()#+-!|~&":
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def student_notebook(lesson, lang: str | None = None, out=None, force: bool = False) -> Path:
    """Write the class's notebook of the lesson file ``lesson`` (a path): ``out`` (default: the
    lesson's name with ``.ipynb``, beside it) opening the lesson in ``lang`` (default: the
    lesson's own language, :func:`lesson_lang`).  Raises ``LessonError`` for a lesson that is not
    valid, ``FileExistsError`` when ``out`` exists and ``force`` is not set, ``ValueError`` when
    ``out`` is not in the lesson's folder (the notebook reads the lesson by its name)."""
    path = Path(lesson)
    data = Lesson.load(path)
    target = Path(out) if out is not None else path.with_suffix(".ipynb")
    if target.suffix != ".ipynb":
        target = target.with_name(target.name + ".ipynb")
    if target.resolve().parent != path.resolve().parent:
        raise ValueError(f"{target}: the notebook must be in the lesson's folder ({path.parent or '.'})")
    if target.exists() and not force:
        raise FileExistsError(f"{target}: the file exists; use --force to replace it")
    nb = notebook_for(data, path.name, lang or lesson_lang(data))
    return write_atomic(target, json.dumps(nb, ensure_ascii=False, indent=1) + "\n")
