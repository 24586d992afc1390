""" "Save my answers" for the PuzzleSet and the Table widgets: one button writes the learner's
answers as a ``cardlab-answers/1`` file into the working folder (:mod:`cardlab.teaching`) and
sends the same bytes to the browser as a download, so the file reaches the teacher on Binder,
JupyterHub and JupyterLite alike.  The browser side is ``static/save.js``.

A widget using it defines :meth:`_answers` (the object to save) and mixes :class:`SaveAnswers`
into its anywidget class.
"""

from __future__ import annotations

import base64
from pathlib import Path

import traitlets as t

from ..explain import text


def with_hints(obj: dict, hints: dict) -> dict:
    """The answers object with each puzzle's ``hints_used`` raised to the hints the learner
    saw (``{puzzle id: n}``), also after the last attempt or without one (a puzzle given up)."""
    from ..teaching import validate_answers

    changed = False
    for p in obj.get("puzzles", []):
        n = hints.get(p.get("id"), 0)
        if n > p.get("hints_used", 0):
            p["hints_used"] = n
            changed = True
    return validate_answers(obj, ids=False) if changed else obj


class SaveAnswers(t.HasTraits):
    student = t.Unicode("").tag(sync=True)  # the name the learner typed
    save_request = t.Dict().tag(sync=True)  # from the browser: {"n"}
    saved = t.Dict().tag(sync=True)  # {"n", "ok", "file", "name", "data", "message"}
    save_folder: str | Path | None = "."  # where the file goes (None: only the download)
    lang: str  # the language of the messages: each widget's own trait

    def _answers(self, student: str) -> dict:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def save_answers(self, folder=None, student: str | None = None) -> Path:
        """Write the answers file into ``folder`` (default: the working folder) and return its
        path; the browser gets the same file as a download."""
        from ..teaching import answers_download, save_answers

        name = (student if student is not None else self.student).strip()
        obj = self._answers(name)
        folder = folder if folder is not None else self.save_folder
        data, file = answers_download(obj)
        path = save_answers(obj, folder) if folder is not None else Path(file)
        self.saved = {
            "n": (self.saved or {}).get("n", 0) + 1,
            "ok": True,
            "file": str(path),
            "name": path.name,
            "data": base64.b64encode(data).decode("ascii"),
            "message": text(
                "save.done" if folder is not None else "save.downloaded", self.lang, file=path.name
            ),
        }
        return path

    @t.observe("save_request")
    def _on_save_request(self, change):
        if not change["new"]:
            return
        if not self.student.strip():
            self.saved = {
                "n": (self.saved or {}).get("n", 0) + 1,
                "ok": False,
                "message": text("save.need_name", self.lang),
            }
            return
        try:
            self.save_answers()
        except Exception as e:  # never a traceback in the output: say it in one line
            reason = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
            self.saved = {
                "n": (self.saved or {}).get("n", 0) + 1,
                "ok": False,
                "message": text("save.failed", self.lang, reason=reason),
            }
