"""Build the JupyterLite site: cardlab and its tutorials running entirely in the browser.

    python lite/build.py [--out build/lite] [--cache build/lite-cache]

No server and no outside request at run time: Pyodide comes from the npm package ``pyodide``
(unpacked into ``static/pyodide``), the pure-Python wheels the kernel loads at start are put beside
it with their sha256 rewritten in ``pyodide-lock.json``, and the widget libraries and cardlab's
own wheel are served by piplite (``--piplite-wheels``) with the PyPI fallback switched off.
The tutorials are copied with a first cell ``%pip install -q anywidget`` (and cardlab, without
its dependencies: matplotlib has no Pyodide build in the npm package, so plot cells are replaced by
a note in the browser-only copies).

A teacher's own lessons go into the folder ``lessons/`` at the repository root (``--lessons DIR``
for another one): it is copied into the site's files as ``lessons/``, every lesson file there
without a notebook of its own gets one (``cardlab lesson notebook``), and every notebook in it
gets the same first cell as the tutorials, so the class opens ``lessons/<name>.ipynb`` from the
site's file browser (docs/teaching.md).

Downloads (npm, PyPI) happen only while building and are cached in ``--cache``.  The script exits
with status 3 and a message naming the step when something cannot be fetched or built.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
# the packages the Pyodide kernel loads from pyodide-lock.json when it starts
KERNEL_LOCK_PACKAGES = ["micropip", "packaging", "ipython", "jedi", "parso", "typing-extensions"]
# the packages piplite serves from the site (same versions as the JupyterLab extensions here)
PIPLITE = [
    "anywidget",
    "ipywidgets",
    "psygnal",
    "comm",
    "widgetsnbextension",
    "jupyterlab_widgets",
    "typing_extensions",
    "traitlets",
]


class BuildError(RuntimeError):
    pass


def log(msg):
    print(f"[lite] {msg}", flush=True)


def run(cmd, step, **kw):
    log(" ".join(str(c) for c in cmd))
    p = subprocess.run([str(c) for c in cmd], **kw)
    if p.returncode:
        raise BuildError(f"{step} failed (exit {p.returncode}): {' '.join(map(str, cmd))}")
    return p


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def fetch_pyodide(cache: Path) -> Path:
    """The npm package pyodide@<the kernel's version>, unpacked; cached."""
    ver = pyodide_version()
    tgz = cache / f"pyodide-{ver}.tgz"
    if not tgz.exists():
        if not shutil.which("npm"):
            raise BuildError("npm is needed once to fetch the pyodide package (npm pack pyodide)")
        run(["npm", "pack", f"pyodide@{ver}", "--pack-destination", cache], "npm pack pyodide")
    dest = cache / f"pyodide-{ver}"
    if not (dest / "pyodide.mjs").exists():
        shutil.rmtree(dest, ignore_errors=True)
        tmp = cache / "unpack"
        shutil.rmtree(tmp, ignore_errors=True)
        with tarfile.open(tgz) as tf:
            tf.extractall(tmp, filter="data")
        (tmp / "package").rename(dest)
        shutil.rmtree(tmp, ignore_errors=True)
    return dest


def lock_closure(lock: dict, names) -> list[str]:
    pk = lock["packages"]
    out, todo = [], list(names)
    while todo:
        n = todo.pop().lower().replace("_", "-")
        if n in out:
            continue
        if n not in pk:
            raise BuildError(f"pyodide-lock.json has no package {n!r}")
        out.append(n)
        todo += [d.lower().replace("_", "-") for d in pk[n].get("depends", [])]
    return sorted(out)


def pure_wheel(cache: Path, name: str, version: str, file_name: str | None = None) -> Path:
    """A py3-none-any wheel from PyPI (pip download), cached."""
    wdir = cache / "wheels"
    wdir.mkdir(parents=True, exist_ok=True)
    if file_name and (wdir / file_name).exists():
        return wdir / file_name
    norm = name.lower().replace("-", "_")
    have = [
        p
        for p in wdir.glob("*.whl")
        if p.name.lower().startswith(f"{norm}-{version}-") and "none-any" in p.name
    ]
    if not have:
        run(
            [
                PY,
                "-m",
                "pip",
                "download",
                "-q",
                "--no-deps",
                "--only-binary=:all:",
                "--platform",
                "any",
                "--python-version",
                "3.14",
                "--implementation",
                "py",
                "--dest",
                wdir,
                f"{name}=={version}",
            ],
            f"pip download {name}=={version}",
        )
        have = [
            p
            for p in wdir.glob("*.whl")
            if p.name.lower().startswith(f"{norm}-{version}-") and "none-any" in p.name
        ]
    if not have:
        raise BuildError(f"no pure-Python wheel of {name} {version} on PyPI")
    return have[0]


def stage_pyodide(cache: Path, stage: Path):
    src = fetch_pyodide(cache)
    dst = stage / "static" / "pyodide"
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.map"))
    lock = json.loads((dst / "pyodide-lock.json").read_text())
    for name in lock_closure(lock, KERNEL_LOCK_PACKAGES):
        entry = lock["packages"][name]
        fn = entry["file_name"]
        if "none-any" not in fn:
            raise BuildError(
                f"{name} ({fn}) is not pure Python: it is not in the npm package "
                "and cannot be fetched from PyPI"
            )
        whl = pure_wheel(cache, entry["name"], entry["version"], fn)
        shutil.copy2(whl, dst / fn)
        entry["sha256"] = hashlib.sha256(whl.read_bytes()).hexdigest()
    (dst / "pyodide-lock.json").write_text(json.dumps(lock))
    log(f"pyodide {pyodide_version()} staged with {len(list(dst.glob('*.whl')))} kernel wheels")


def piplite_wheels(cache: Path) -> list[Path]:
    out = []
    for name in PIPLITE:
        out.append(pure_wheel(cache, name, metadata.version(name)))
    wdir = cache / "cardlab-wheel"
    shutil.rmtree(wdir, ignore_errors=True)
    # the pure-Python wheel: Pyodide cannot load the engines compiled by mypyc (hatch_build.py)
    run(
        [PY, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", wdir, ROOT],
        "building cardlab's wheel",
        env={**os.environ, "CARDLAB_PURE": "1"},
    )
    out += sorted(wdir.glob("cardlab-*.whl"))
    return out


LESSONS = ROOT / "lessons"  # the teacher's own lessons (docs/teaching.md)
SKIP = shutil.ignore_patterns(".*", "__pycache__", "*.tmp")  # .ipynb_checkpoints, editor files


def _maker():
    """tutorials/make_notebooks.py, for its JupyterLite copy of a notebook."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "cardlab_make_notebooks", ROOT / "tutorials" / "make_notebooks.py"
    )
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _is_lesson(path: Path) -> bool:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeError, ValueError):
        return False
    return isinstance(data, dict) and data.get("format") == "cardlab-lesson/1"


def stage_lessons(src: Path, files: Path) -> list[Path]:
    """Copy the lessons folder ``src`` into the site's files as ``files/lessons``: every file as
    it is, a notebook for each lesson file that has none beside it, and every notebook with the
    tutorials' first cell (the packages from the site).  Returns the notebooks, in the copy.
    A lesson file that is not valid stops the build (its one-line reason)."""
    import nbformat

    from cardlab.lessonfiles.files import LessonError
    from cardlab.lessons.notebook import student_notebook

    dest = files / "lessons"
    if not src.is_dir():
        return []
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(src, dest, ignore=SKIP)
    for lesson in sorted(dest.rglob("*.json")):
        if _is_lesson(lesson) and not lesson.with_suffix(".ipynb").exists():
            try:
                student_notebook(lesson)
            except LessonError as e:
                raise BuildError(f"lesson {lesson.relative_to(dest)}: {e}") from e
    maker = _maker()
    notebooks = sorted(dest.rglob("*.ipynb"))
    for path in notebooks:
        nb = nbformat.read(str(path), as_version=4)
        if nb.cells and nb.cells[0].get("id") == "lite-install":
            continue  # made for the browser already
        lang = nb.metadata.get("cardlab", {}).get("lang", "en")
        lite = maker.lite_copy(nb, "de" if lang == "de" else "en")
        lite.metadata["cardlab"] = nb.metadata.get("cardlab", {})
        nbformat.write(lite, str(path))
    log(f"{len(notebooks)} lesson notebook(s) from {src}")
    return notebooks


def stage_contents(stage: Path, lessons: Path = LESSONS):
    files = stage / "files"
    shutil.rmtree(files, ignore_errors=True)
    run(
        [PY, ROOT / "tutorials" / "make_notebooks.py", "--lite", files / "tutorials"],
        "writing the lite copies of the tutorials",
    )
    stage_lessons(lessons, files)
    (files / "README.md").write_text(
        "# cardlab in the browser\n\nOpen `tutorials/en/00_start.ipynb` (English) or "
        "`tutorials/de/00_start.ipynb` (Deutsch); your teacher's lessons are in `lessons/` "
        "(die Lektionen deiner Lehrkraft: `lessons/`). Everything runs in this browser tab; "
        "nothing is sent anywhere.\n",
        encoding="utf-8",
    )
    return files


def write_config(stage: Path):
    cfg = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "cardlab",
            "exposeAppInBrowser": "true",  # window.jupyterapp, for the browser test
            "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": True}
            },
        },
    }
    (stage / "jupyter-lite.json").write_text(json.dumps(cfg, indent=1))
    # no news, no update checks
    (stage / "overrides.json").write_text(
        json.dumps(
            {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}},
            indent=1,
        )
    )


def build(out: Path, cache: Path, lessons: Path = LESSONS):
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError as e:
        raise BuildError(f"{e.name} is not installed: pip install -r lite/requirements.txt")
    cache.mkdir(parents=True, exist_ok=True)
    stage = cache / "stage"
    # a fresh stage every time: jupyter lite (doit) keeps task state there, and a task it thinks
    # is up to date is skipped even when the output directory is new
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    stage_pyodide(cache, stage)
    wheels = piplite_wheels(cache)
    files = stage_contents(stage, lessons)
    write_config(stage)
    shutil.rmtree(out, ignore_errors=True)
    cmd = [
        PY,
        "-m",
        "jupyter",
        "lite",
        "build",
        "--lite-dir",
        stage,
        "--output-dir",
        out,
        "--contents",
        files,
        "--no-sourcemaps",
        "--no-unused-shared-packages",
    ]
    for w in wheels:
        cmd += ["--piplite-wheels", w]
    run(cmd, "jupyter lite build", cwd=stage)
    n = sum(1 for _ in out.rglob("*") if _.is_file())
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) / 1e6
    log(f"built {out} ({n} files, {size:.0f} MB); serve it with: python -m http.server -d {out} 8000")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "lite")
    ap.add_argument("--cache", type=Path, default=ROOT / "build" / "lite-cache")
    ap.add_argument(
        "--lessons",
        type=Path,
        default=LESSONS,
        help="the folder of your own lessons, copied into the site as lessons/ (default: lessons/)",
    )
    a = ap.parse_args(argv)
    try:
        build(a.out.resolve(), a.cache.resolve(), a.lessons.resolve())
    except BuildError as e:
        print(f"lite build failed: {e}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
