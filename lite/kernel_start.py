"""What the site's kernel does while a tutorial opens, and how lite/build.py shortens it.

JupyterLite's Pyodide kernel starts its worker once JupyterLab has loaded and opened the
notebook; the worker then starts Pyodide, loads the packages, imports piplite and IPython
(``pyodide_kernel``), and only then is the kernel idle.  Here:

* the worker starts with the page (``early_kernel``, lite/early/): Pyodide, the packages, the
  kernel's imports and the tutorials' first imports load while JupyterLab is still loading;
* jedi's stubs for Django and third-party packages are left out (``WHEEL_DROP``), and
  imports the kernel does not use at start are deferred in the wheels (``WHEEL_PATCHES``):
  IPython's ``embed`` (the terminal shell: prompt_toolkit), its ``urllib.request`` (%pastebin),
  ``cProfile`` and ``pstats`` (%prun), piplite's ``unittest.mock``; and
  prompt_toolkit with its wcwidth are not loaded at start (``LATER``: they stay in the lock, for
  micropip or a cell that imports them).

benchmarks/lite_profile.py shows each step's time.
"""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class BuildError(RuntimeError):
    pass


ON_USE = "# cardlab's lite site (lite/kernel_start.py): not at start"
# source edits to the kernel's wheels before they are byte-compiled: {wheel: [(file, old, new)]};
# a file that does not hold ``old`` once stops the build (a version this was not written for)
WHEEL_PATCHES = {
    # ``import IPython`` imports its terminal shell (prompt_toolkit, a third of IPython's import
    # time) only to offer IPython.embed(), which a kernel does not call: imported on that call
    "ipython": [
        (
            "IPython/__init__.py",
            "from .terminal.embed import embed\n",
            "def embed(**kwargs):\n"
            "    # cardlab's lite site (lite/kernel_start.py): the terminal shell on first use\n"
            "    from .terminal.embed import embed as _embed\n\n"
            "    return _embed(**kwargs)\n",
        ),
        # and, at start, urllib.request (with http.client) for %pastebin, cProfile and pstats
        # for %prun: each imported where it is used
        ("IPython/core/magics/code.py", "from urllib.request import Request, urlopen\n", ""),
        (
            "IPython/core/magics/code.py",
            "        request = Request(\n",
            f"        from urllib.request import Request, urlopen  {ON_USE}\n\n        request = Request(\n",
        ),
        ("IPython/core/magics/execution.py", "\nimport cProfile as profile\n", "\n"),
        ("IPython/core/magics/execution.py", "\nimport pstats\n", "\n"),
        (
            "IPython/core/magics/execution.py",
            "        prof = profile.Profile()\n",
            f"        import cProfile as profile  {ON_USE}\n        import pstats\n\n"
            "        prof = profile.Profile()\n",
        ),
    ],
    # piplite imports unittest.mock at start for the one ``with patch(...)`` of its install
    "piplite": [
        ("piplite/piplite.py", "from unittest.mock import patch\n", ""),
        (
            "piplite/piplite.py",
            '    with patch("micropip.package_index.query_package", _query_package):',
            f"    from unittest.mock import patch  {ON_USE}\n\n"
            '    with patch("micropip.package_index.query_package", _query_package):',
        ),
    ],
}
# folders emptied in the kernel's wheels: jedi's stubs for Django and for third-party packages
# (1,126 of its 1,964 files, unpacked at every start); its stubs of the standard library stay
WHEEL_DROP = {
    "jedi": ["jedi/third_party/django-stubs/", "jedi/third_party/typeshed/third_party/"],
}
# dependencies in pyodide-lock.json not loaded with their package at start (still in the lock:
# the kernel loads them when a cell imports them)
LATER = {"ipython": ["prompt-toolkit", "wcwidth"]}


def norm(name: str) -> str:
    return name.lower().replace("_", "-")


def patch_wheel(cache: Path, whl: Path) -> Path:
    """``whl`` with its WHEEL_PATCHES and WHEEL_DROP applied (a copy in ``cache``), or ``whl``
    when it has none."""
    name = norm(whl.name.split("-")[0])
    edits, drop = WHEEL_PATCHES.get(name, []), tuple(WHEEL_DROP.get(name, ()))
    if not edits and not drop:
        return whl
    with zipfile.ZipFile(whl) as zin:
        infos = [i for i in zin.infolist() if not (drop and i.filename.startswith(drop))]
        files = {i.filename: zin.read(i) for i in infos}
        # each left-out folder stays, empty (jedi lists its typeshed folders)
        kept = [zipfile.ZipInfo(folder) for folder in drop]
        files.update({z.filename: b"" for z in kept})
        infos += kept
    if drop and len(infos) == len(zin.infolist()) + len(drop):
        raise BuildError(f"{whl.name} has none of {drop} (lite/kernel_start.py)")
    for path, old, new in edits:
        text = files[path].decode("utf-8")
        if text.count(old) != 1:
            raise BuildError(f"{whl.name}: {path} does not hold {old!r} once (lite/kernel_start.py)")
        files[path] = text.replace(old, new).encode("utf-8")
    changed = {path for path, _, _ in edits}
    out = cache / "patched" / whl.name
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in infos:
            data = files[info.filename]
            if info.filename.endswith(".dist-info/RECORD"):
                # an edited file's hash no longer holds: left empty, as RECORD allows
                rows = data.decode("utf-8").splitlines()
                rows = [f"{r.split(',')[0]},," if r.split(",")[0] in changed else r for r in rows]
                rows = [r for r in rows if not (drop and r.startswith(drop))]
                data = ("\n".join(rows) + "\n").encode("utf-8")
            zout.writestr(info, data)
    tmp.replace(out)
    return out


def later_dependencies(lock: dict) -> None:
    """Take LATER out of their packages' ``depends`` in ``lock`` (pyodide-lock.json's data)."""
    for name, later in LATER.items():
        entry = lock["packages"][name]
        entry["depends"] = [d for d in entry["depends"] if norm(d) not in later]


# run in the kernel's worker while JupyterLab loads (early_kernel): what the kernel's start
# imports anyway (piplite, IPython with pyodide_kernel), as it does
EARLY_CODE = "import piplite.piplite\nimport pyodide_kernel"
# then imported there too, with no name in the learner's namespace: what the tutorials' first
# code cell imports (cardlab.widgets hands its classes out from these modules, PEP 562), after
# pyodide_kernel (ipywidgets registers its comm targets with the kernel's on import)
EARLY_MODULES = [
    "cardlab.lessons",
    "cardlab.puzzles",
    "cardlab.widgets.puzzle",
    "cardlab.widgets.replay",
    "cardlab.widgets.table",
]
KERNEL_EXT = "extensions/@jupyterlite/pyodide-kernel-extension/static"
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
APP_PAGES = ["lab", "notebooks"]  # the pages that open notebooks (tree/ only lists files)


def early_kernel(out: Path, preload: list[str]):
    """Start the kernel's worker with the page instead of after JupyterLab has loaded
    (lite/early/): the site's ``pyodideUrl`` becomes ``cardlab-pyodide.mjs``, whose
    ``loadPyodide`` hands the kernel the Pyodide started early; beside each of the kernel's
    workers a module that starts it; ``cardlab-early.js`` first in the app pages, creating that
    worker.  Fails when the kernel extension's layout is not the one this was written for."""
    early = ROOT / "lite" / "early"
    pyodide = out / "static" / "pyodide"
    shutil.copy2(early / "pyodide.mjs", pyodide / "cardlab-pyodide.mjs")
    ext = out / KERNEL_EXT
    attrs = []
    for kind in ("comlink", "coincident"):
        workers = sorted(ext.glob(f"{kind}.worker.*.js"))
        if len(workers) != 1:
            raise BuildError(f"expected one {kind} worker in {ext}, found {[w.name for w in workers]}")
        config = {"packages": preload, "code": EARLY_CODE, "modules": EARLY_MODULES}
        module = ext / f"cardlab-kernel-{kind}.mjs"
        module.write_text(
            "// written by lite/build.py: the Pyodide kernel's worker, Pyodide started at once"
            " (lite/early/pyodide.mjs)\n"
            'import { start } from "../../../../static/pyodide/cardlab-pyodide.mjs";\n'
            f'import "./{workers[0].name}";\n'
            'const indexURL = new URL("../../../../static/pyodide/", import.meta.url).href;\n'
            f"start({{ indexURL, ...{json.dumps(config)} }});\n",
            encoding="utf-8",
        )
        attrs.append(f'data-{kind}="./{KERNEL_EXT}/{module.name}" data-{kind}-worker="{workers[0].name}"')
    shutil.copy2(early / "page.js", out / "cardlab-early.js")
    tag = f'<script src="../cardlab-early.js" {" ".join(attrs)}></script>'
    for app in APP_PAGES:
        page = out / app / "index.html"
        html = page.read_text(encoding="utf-8")
        if html.count("<head>") != 1:
            raise BuildError(f"{page}: no single <head> to put the early kernel script in")
        page.write_text(html.replace("<head>", f"<head>\n    {tag}", 1), encoding="utf-8")
    lite_json = out / "jupyter-lite.json"
    cfg = json.loads(lite_json.read_text(encoding="utf-8"))
    settings = cfg["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    if settings.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise BuildError(f"unexpected pyodideUrl in {lite_json}: {settings.get('pyodideUrl')}")
    settings["pyodideUrl"] = "./static/pyodide/cardlab-pyodide.mjs"
    lite_json.write_text(json.dumps(cfg, indent=2), encoding="utf-8")
