"""Build the JupyterLite site: cardlab and its tutorials running entirely in the browser.

    python lite/build.py [--out build/lite] [--cache build/lite-cache] [--locale de_DE|en]

No server and no outside request at run time: Pyodide comes from the npm package ``pyodide``
(unpacked into ``static/pyodide``).  Every wheel the kernel needs, its own (piplite, the kernel,
IPython and their dependencies), the widget libraries and cardlab's pure-Python wheel, is put
beside it and entered in ``pyodide-lock.json`` (with its sha256), and the kernel is told to load
them while Pyodide starts (``loadPyodideOptions.packages`` in ``jupyter-lite.json``; all but the
few that nothing imports at start, which a cell can still import): one
parallel fetch from the site instead of one ``piplite.install`` after another, and no
``%pip install`` cell in the tutorials, whose first code cell imports cardlab as everywhere else.
The PyPI fallback is switched off.  matplotlib has no Pyodide build in the npm package, so plot
cells are replaced by a note in the browser-only copies.

The kernel starts with the page, not once JupyterLab has loaded (lite/kernel_start.py,
lite/early/): the app pages create its worker first thing, and Pyodide, the packages, IPython and
the tutorials' first imports load while JupyterLab is still loading; IPython's terminal shell
and piplite's ``unittest.mock`` are imported only when used, and the widgets' front-end wheels
(``NOT_PRELOADED``) are not unpacked at start.  ``--no-early`` builds the site without the early
start, for comparisons (benchmarks/lite_start.py, benchmarks/lite_profile.py).

JupyterLab speaks German (``--locale de_DE``, the default; ``--locale en`` for an English site):
the German language pack (``jupyterlab-language-pack-de-DE``, in the ``dev`` extra) is served from
``api/translations`` and ``overrides.json`` makes it the default, which a learner can still change
under *Einstellungen > Sprache*.  Only the JupyterLab extensions the tutorials need are copied into
the site (``LAB_EXTENSIONS``), whatever else the building environment has installed: nbgrader's
menus and sidebars are for the teacher's own JupyterLab, not for the learners' site.

A teacher's own lessons go into the folder ``lessons/`` at the repository root (``--lessons DIR``
for another one): it is copied into the site's files as ``lessons/``, every lesson file there
without a notebook of its own gets one (``cardlab lesson notebook``), and every notebook in it
is made a browser copy as the tutorials are, so the class opens ``lessons/<name>.ipynb`` from the
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
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
from kernel_start import BuildError, early_kernel, later_dependencies, patch_wheel  # noqa: E402

PY = sys.executable
# the packages of Pyodide's own pyodide-lock.json the kernel needs (with their dependencies);
# pure Python, so their wheels come from PyPI (the npm package holds only Pyodide's core files)
KERNEL_LOCK_PACKAGES = ["micropip", "packaging", "ipython", "jedi", "parso", "typing-extensions", "traitlets"]
# the kernel's own wheels, from jupyterlite-pyodide-kernel's JupyterLab extension
KERNEL_WHEELS = ["piplite", "pyodide-kernel", "ipykernel"]
# pure-Python wheels from PyPI at the versions installed here (the widget libraries must match
# the JupyterLab extensions copied into the site)
SITE_WHEELS = ["anywidget", "ipywidgets", "psygnal", "comm", "widgetsnbextension", "jupyterlab_widgets"]
# of these, the ones no Python code imports (the widgets' front-end files for the classic
# notebook and JupyterLab, which the site serves as its JupyterLab extension already): in the
# lock for micropip, not loaded at start (10 MB less to unpack)
NOT_PRELOADED = ["widgetsnbextension", "jupyterlab_widgets"]
# the names the kernel loads while Pyodide starts (loadPyodideOptions.packages); "micropip",
# "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi" and "ipython" in this list are also
# what tells the kernel not to install them one by one afterwards
PRELOAD = [
    *KERNEL_LOCK_PACKAGES,
    *KERNEL_WHEELS,
    *(n for n in SITE_WHEELS if n not in NOT_PRELOADED),
    "cardlab",
]
# the JupyterLab extensions of the site (from this environment's share/jupyter/labextensions):
# no nbgrader, no Voila preview, nothing else that happens to be installed here
LAB_EXTENSIONS = [
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
    "@jupyterlite/pyodide-kernel-extension",
    "jupyterlab_pygments",
]
LOCALES = {"de_DE": "de_DE", "de": "de_DE", "en": "en"}


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


def norm(name: str) -> str:
    return name.lower().replace("_", "-")


def find_labextension(name: str) -> Path:
    """A JupyterLab extension installed in this environment (its folder with package.json)."""
    from jupyter_core.paths import jupyter_path

    for base in jupyter_path("labextensions"):
        if (Path(base) / name / "package.json").exists():
            return Path(base) / name
    raise BuildError(f"the JupyterLab extension {name} is not installed here (pip install -e '.[dev]')")


def kernel_wheel(name: str) -> Path:
    """One of the wheels jupyterlite-pyodide-kernel ships for its kernel (piplite, the kernel)."""
    pypi = find_labextension("@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    have = sorted(pypi.glob(f"{norm(name).replace('-', '_')}-*-none-any.whl"))
    if len(have) != 1:
        raise BuildError(f"expected one wheel of {name} in {pypi}, found {[p.name for p in have]}")
    return have[0]


def cardlab_wheel(cache: Path) -> Path:
    wdir = cache / "cardlab-wheel"
    shutil.rmtree(wdir, ignore_errors=True)
    # the pure-Python wheel: Pyodide cannot load the engines compiled by mypyc (hatch_build.py)
    run(
        [PY, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", wdir, ROOT],
        "building cardlab's wheel",
        env={**os.environ, "CARDLAB_PURE": "1"},
    )
    return sorted(wdir.glob("cardlab-*-py3-none-any.whl"))[-1]


def lock_entry(whl: Path) -> dict:
    """A pyodide-lock.json entry for a pure-Python wheel (loaded whole, no dependencies resolved:
    every package the kernel needs is named in PRELOAD)."""
    name, version = whl.name.split("-")[:2]
    with zipfile.ZipFile(whl) as z:
        tops = {n.split("/")[0] for n in z.namelist()}
    imports = sorted(t.removesuffix(".py") for t in tops if not t.endswith((".dist-info", ".data")))
    return {
        "name": norm(name),
        "version": version,
        "file_name": whl.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(whl.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": [],
        "unvendored_tests": False,
    }


def precompile(cache: Path, pyodide: Path, wheels: list[Path]) -> list[Path]:
    """The wheels with their modules byte-compiled by the site's own Python (lite/precompile.mjs,
    Pyodide in Node), cached by the wheel's sha256.  Without Node the wheels go as they are (the
    kernel then compiles them as it imports, some seconds slower)."""
    tag = f"pyc-{pyodide_version()}"
    out, todo = [], []
    for whl in wheels:
        key = hashlib.sha256(whl.read_bytes()).hexdigest()[:16]
        done = cache / tag / key / whl.name
        out.append(done)
        if not done.exists():
            todo.append((whl, done))
    if todo and not shutil.which("node"):
        log("node is not installed: the wheels go without byte code (a slower kernel start)")
        return wheels
    if todo:
        tmp = cache / tag / "tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        run(
            ["node", ROOT / "lite" / "precompile.mjs", pyodide, tmp, *(w for w, _ in todo)],
            "byte-compiling the wheels in Pyodide (node lite/precompile.mjs)",
        )
        for whl, done in todo:
            done.parent.mkdir(parents=True, exist_ok=True)
            (tmp / whl.name).rename(done)
        shutil.rmtree(tmp, ignore_errors=True)
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
        lang = nb.metadata.get("cardlab", {}).get("lang", "en")
        lite = maker.lite_copy(nb, "de" if lang == "de" else "en")
        lite.metadata["cardlab"] = nb.metadata.get("cardlab", {})
        nbformat.write(lite, str(path))
    log(f"{len(notebooks)} lesson notebook(s) from {src}")
    return notebooks


def stage_pyodide(cache: Path, stage: Path) -> list[str]:
    """static/pyodide: Pyodide's core files, and beside them every wheel the kernel loads at
    start, byte-compiled and entered in pyodide-lock.json.  Returns the names to preload."""
    src = fetch_pyodide(cache)
    dst = stage / "static" / "pyodide"
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.map", "*.whl"))
    lock = json.loads((dst / "pyodide-lock.json").read_text())
    entries, wheels = [], []
    for name in lock_closure(lock, KERNEL_LOCK_PACKAGES):
        entry = lock["packages"][name]
        fn = entry["file_name"]
        if "none-any" not in fn:
            raise BuildError(
                f"{name} ({fn}) is not pure Python: it is not in the npm package "
                "and cannot be fetched from PyPI"
            )
        entries.append(entry)
        wheels.append(pure_wheel(cache, entry["name"], entry["version"], fn))
    added = [kernel_wheel(n) for n in KERNEL_WHEELS]
    added += [pure_wheel(cache, n, metadata.version(n)) for n in SITE_WHEELS]
    added.append(cardlab_wheel(cache))
    for whl in added:
        entry = lock_entry(whl)
        if entry["name"] in lock["packages"]:
            raise BuildError(f"{entry['name']} is in Pyodide's own pyodide-lock.json already")
        lock["packages"][entry["name"]] = entry
        entries.append(entry)
        wheels.append(whl)
    wheels = [patch_wheel(cache, whl) for whl in wheels]
    later_dependencies(lock)
    for entry, whl in zip(entries, precompile(cache, src, wheels)):
        shutil.copy2(whl, dst / entry["file_name"])
        entry["sha256"] = hashlib.sha256(whl.read_bytes()).hexdigest()
    preload = [norm(n) for n in PRELOAD]
    missing = [n for n in preload if n not in lock["packages"]]
    if missing:
        raise BuildError(f"pyodide-lock.json has no {missing}")
    (dst / "pyodide-lock.json").write_text(json.dumps(lock))
    log(f"pyodide {pyodide_version()} staged with {len(wheels)} wheels, {len(preload)} loaded at start")
    return preload


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


def write_config(stage: Path, preload: list[str], locale: str):
    cfg = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "cardlab",
            "exposeAppInBrowser": "true",  # window.jupyterapp, for the browser test
            "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    # every package from static/pyodide, fetched in parallel while Pyodide starts
                    "loadPyodideOptions": {"packages": preload},
                }
            },
        },
    }
    (stage / "jupyter-lite.json").write_text(json.dumps(cfg, indent=1))
    # no news, no update checks; JupyterLab's own language
    (stage / "overrides.json").write_text(
        json.dumps(
            {
                "@jupyterlab/apputils-extension:notification": {
                    "fetchNews": "false",
                    "checkForUpdates": False,
                },
                "@jupyterlab/translation-extension:plugin": {"locale": locale},
            },
            indent=1,
        )
    )
    # only the extensions of LAB_EXTENSIONS, none of the others installed here (nbgrader's)
    build_cfg = {
        "LiteBuildConfig": {
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(find_labextension(n)) for n in LAB_EXTENSIONS],
        }
    }
    (stage / "jupyter_lite_config.json").write_text(json.dumps(build_cfg, indent=1))


def build(out: Path, cache: Path, locale: str = "de_DE", lessons: Path = LESSONS, early: bool = True):
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError as e:
        raise BuildError(f"{e.name} is not installed: pip install -r lite/requirements.txt")
    if locale != "en":
        try:
            metadata.version(f"jupyterlab-language-pack-{locale.replace('_', '-')}")
        except metadata.PackageNotFoundError:
            raise BuildError(
                f"JupyterLab's {locale} language pack is not installed: pip install -r lite/requirements.txt"
            )
    cache.mkdir(parents=True, exist_ok=True)
    stage = cache / "stage"
    # a fresh stage every time: jupyter lite (doit) keeps task state there, and a task it thinks
    # is up to date is skipped even when the output directory is new
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    preload = stage_pyodide(cache, stage)
    files = stage_contents(stage, lessons)
    write_config(stage, preload, locale)
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
    run(cmd, "jupyter lite build", cwd=stage)
    if early:
        early_kernel(out, preload)
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
    ap.add_argument(
        "--locale",
        choices=sorted(LOCALES),
        default="de_DE",
        help="JupyterLab's language in the site (a learner can switch it under Settings > Language)",
    )
    ap.add_argument(
        "--no-early",
        action="store_true",
        help="start the kernel after JupyterLab has loaded, as JupyterLite does (for comparisons)",
    )
    a = ap.parse_args(argv)
    try:
        build(a.out.resolve(), a.cache.resolve(), LOCALES[a.locale], a.lessons.resolve(), not a.no_early)
    except BuildError as e:
        print(f"lite build failed: {e}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
