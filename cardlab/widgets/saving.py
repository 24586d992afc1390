""" "Save" buttons.  Each writes a file into a folder in the kernel (when one is set) and sends
the same bytes to the browser as a download, so the file reaches the learner's own computer or
the teacher on Binder, JupyterHub and JupyterLite alike.  The browser side is ``static/save.js``
(the ScoreSheet, loaded alone, has its own copy in ``static/scoresheet.js``).

* :class:`SaveFile`: the traits and the answer for any file (the Table's record, the
  ScoreSheet's sheet): ``save_request`` from the browser, ``saved`` back to it.
* :class:`SaveAnswers`: "Save my answers" of the PuzzleSet and the Lesson: the learner types a
  name and the file is a ``cardlab-answers/1`` file (:mod:`cardlab.teaching`).  A widget using
  it defines :meth:`SaveAnswers._answers` (the object to save).
"""

from __future__ import annotations

import base64
import time
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


def reason_of(e: BaseException) -> str:
    """An error in a few plain words for a message: an OSError's own words ("Permission
    denied"), else the first line of the error (never a traceback)."""
    if isinstance(e, OSError) and e.strerror:
        return f"{e.filename}: {e.strerror}" if e.filename else e.strerror
    said = str(e).splitlines()[0][:200] if str(e) else ""
    return said or type(e).__name__


def stamp() -> str:
    """The local date and time for a file name: ``2024-05-02-1015``."""
    return time.strftime("%Y-%m-%d-%H%M")


def new_file(folder, stem: str, data: bytes, suffix: str = ".json") -> Path:
    """Write ``data`` into a new file ``<stem>.json`` in ``folder`` (made when missing); an
    existing file is never replaced: ``-2``, ``-3``, ... are added to the name."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(1, 10_000):
        path = folder / (stem + (f"-{k}" if k > 1 else "") + suffix)
        try:
            with open(path, "xb") as fh:
                fh.write(data)
            return path
        except FileExistsError:
            continue
    raise FileExistsError(f"too many files named {stem}{suffix}")


def where(folder, lang: str) -> str:
    """Where a file went, in words: "in the working folder" or "in the folder <folder>"."""
    try:
        here = Path(folder).resolve() == Path.cwd().resolve()
    except OSError:
        here = False
    return text("save.in_working", lang) if here else text("save.in_folder", lang, folder=str(folder))


def shown_path(path: Path) -> str:
    """A path as the learner would type it: relative to the working folder when inside it."""
    try:
        return Path(path).resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (OSError, ValueError):
        return str(path)


class SaveFile(t.HasTraits):
    """The save button's traits: ``save_request`` (from the browser: ``{"n"}``) and ``saved``
    (the answer: ``{"n", "ok", "file", "name", "data" (base64), "message"}``; ``data`` is
    offered as a download)."""

    save_request = t.Dict().tag(sync=True)
    saved = t.Dict().tag(sync=True)
    save_folder: str | Path | None = "."  # where the file goes (None: only the download)
    lang: str  # the language of the messages: each widget's own trait

    def _said(self, ok: bool, message: str, path: Path | None = None, data: bytes | None = None) -> None:
        out: dict = {"n": (self.saved or {}).get("n", 0) + 1, "ok": ok, "message": message}
        if path is not None:
            out["file"] = str(path)
            out["name"] = path.name
        if data is not None:
            out["data"] = base64.b64encode(data).decode("ascii")
        self.saved = out

    def _offer(self, stem: str, data: bytes, folder, done: str, downloaded: str, path=None) -> Path:
        """Write ``data`` into a new file ``<stem>.json`` in ``folder`` (None: not written), or
        over ``path`` when given (whole or not at all), offer it as a download and say so with
        the message ``done`` (``{file}``, ``{where}``, ``{path}``) or ``downloaded`` (``{file}``)."""
        from ..safeio import write_atomic

        name = Path(path).name if path is not None else stem + ".json"
        try:
            if path is not None:
                path = write_atomic(path, data)
            elif folder is not None:
                path = new_file(folder, stem, data)
        except OSError as e:  # the download goes all the same: the learner keeps the file
            self._said(
                False,
                text("save.only_downloaded", self.lang, file=name, reason=reason_of(e)),
                Path(name),
                data,
            )
            return Path(name)
        if path is None:
            path = Path(stem + ".json")
            msg = text(downloaded, self.lang, file=path.name)
        else:
            msg = text(
                done, self.lang, file=path.name, where=where(path.parent, self.lang), path=shown_path(path)
            )
        self._said(True, msg, path, data)
        return path

    def _failed(self, e: BaseException) -> None:
        """Say in one line why the save failed (never a traceback in the output)."""
        self._said(False, text("save.failed", self.lang, reason=reason_of(e)))


class SaveAnswers(SaveFile):
    student = t.Unicode("").tag(sync=True)  # the name the learner typed

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
        key = "save.done" if folder is not None else "save.downloaded"
        self._said(True, text(key, self.lang, file=path.name), path, data)
        return path

    @t.observe("save_request")
    def _on_save_request(self, change):
        if not change["new"]:
            return
        if not self.student.strip():
            self._said(False, text("save.need_name", self.lang))
            return
        try:
            self.save_answers()
        except Exception as e:  # never a traceback in the output: say it in one line
            self._failed(e)
