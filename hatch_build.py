"""The optional compiled build of cardlab's engines (mypyc), for hatchling and for ``make``.

The hot modules of the three games (:data:`MODULES`) are plain, typed Python; mypyc compiles the
same source into C extension modules, which Python imports in place of the ``.py`` files.  Where
mypyc or a C compiler is missing, or ``CARDLAB_PURE=1`` is set, nothing is compiled and cardlab
runs as pure Python (the wheel is then the pure ``py3-none-any`` one that Pyodide and
JupyterLite install); the build says so once.  ``cardlab.compiled()`` tells which one runs.

* ``pip install .`` / ``pip wheel .``: hatchling runs :class:`CompiledBuildHook`, which compiles
  into the build directory and adds the extension modules to a platform wheel.
* ``python hatch_build.py --inplace`` (``make compiled``): compiles next to the sources, for an
  editable install and the test suite.  ``--clean`` removes those files again.
* cibuildwheel builds the platform wheels for Linux, macOS and Windows (pyproject.toml).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import sysconfig
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# the hot path of each game, compiled by mypyc; everything else stays Python
MODULES = [
    "cardlab/games/_rand.py",
    "cardlab/games/sweep/cards.py",
    "cardlab/games/sweep/moves.py",
    "cardlab/games/sweep/state.py",
    "cardlab/games/sweep/play.py",
    "cardlab/games/sweep/scoring.py",
    "cardlab/games/schwimmen/cards.py",
    "cardlab/games/schwimmen/moves.py",
    "cardlab/games/schwimmen/state.py",
    "cardlab/games/schwimmen/play.py",
    "cardlab/games/swoop/cards.py",
    "cardlab/games/swoop/moves.py",
    "cardlab/games/swoop/state.py",
    "cardlab/games/swoop/play.py",
    "cardlab/games/swoop/scoring.py",
]
GROUP = "cardlab"  # the shared library: cardlab__mypyc
MANIFEST = "cardlab/_compiled.json"  # which sources were compiled (their hashes)


def say(msg: str) -> None:
    print(f"cardlab build: {msg}", file=sys.stderr, flush=True)


def source_hashes(root: Path = ROOT) -> dict[str, str]:
    return {m: f"{zlib.crc32((root / m).read_bytes()):08x}" for m in MODULES}


def why_not() -> str | None:
    """Why the compiled build cannot be made here (None: it can)."""
    if os.environ.get("CARDLAB_PURE", "") not in ("", "0"):
        return "CARDLAB_PURE is set"
    if sys.implementation.name != "cpython":
        return f"{sys.implementation.name} is not CPython"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc (part of mypy) is not installed"
    cc = sysconfig.get_config_var("CC") or "cc"
    exe = cc.split()[0] if cc else "cc"
    if os.name != "nt" and shutil.which(exe) is None:
        return f"no C compiler ({exe})"
    return None


def build(target: Path, inplace: bool) -> list[Path]:
    """Compile :data:`MODULES`; returns the extension files made (relative to ``target``)."""
    from mypyc.build import mypycify
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext

    hashes = source_hashes()  # before compiling: a source edited meanwhile makes the build stale
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        exts = mypycify(
            ["--ignore-missing-imports", "--follow-imports=silent", *MODULES],
            # CARDLAB_MYPYC_OPT: the C compiler's level (tests/binder_build.py builds with 0)
            opt_level=os.environ.get("CARDLAB_MYPYC_OPT", "3"),
            group_name=GROUP,
            target_dir=str(ROOT / "build" / "mypyc"),
        )
        dist = Distribution({"name": "cardlab", "ext_modules": exts})
        cmd = build_ext(dist)
        cmd.inplace = inplace
        if not inplace:
            cmd.build_lib = str(target)
        cmd.build_temp = str(ROOT / "build" / "mypyc-temp")
        cmd.parallel = os.cpu_count() or 1
        cmd.ensure_finalized()
        cmd.run()
        made = [Path(p) for p in cmd.get_outputs()]
    finally:
        os.chdir(cwd)
    out = [p.relative_to(ROOT if inplace else target) if p.is_absolute() else p for p in made]
    manifest = {
        "modules": [m[:-3].replace("/", ".") for m in MODULES],
        "sources": hashes,
        "mypyc_group": GROUP,
    }
    dest = (ROOT if inplace else target) / MANIFEST
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return out + [Path(MANIFEST)]


def clean() -> None:
    suffixes = (".so", ".pyd")
    for p in list((ROOT / "cardlab").rglob("*")) + list(ROOT.glob(f"{GROUP}__mypyc*")):
        if p.suffix in suffixes:
            p.unlink()
    (ROOT / MANIFEST).unlink(missing_ok=True)


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run as a script without hatchling
    BuildHookInterface = object  # type: ignore[misc,assignment]


class CompiledBuildHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """hatchling: compile the engines into a platform wheel, or build the pure wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:  # noqa: D102
        if self.target_name != "wheel" or version == "editable":
            return  # an editable install compiles in place with `make compiled`
        reason = why_not()
        if reason is not None:
            say(f"building the pure-Python wheel ({reason})")
            return
        target = Path(self.directory) / "mypyc-lib"
        try:
            made = build(target, inplace=False)
        except Exception as e:  # no working compiler after all: pure Python it is
            say(f"compiling failed ({type(e).__name__}: {e}); building the pure-Python wheel")
            return
        for rel in made:
            build_data["force_include"][str(target / rel)] = str(rel).replace(os.sep, "/")
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        say(f"compiled {len(MODULES)} engine modules with mypyc")


def main(argv: list[str]) -> int:
    if "--clean" in argv:
        clean()
        say("removed the compiled modules")
        return 0
    reason = why_not()
    if reason is not None:
        clean()
        say(f"not compiling, cardlab runs as pure Python ({reason})")
        return 0
    try:
        build(ROOT, inplace=True)
    except Exception as e:
        clean()
        say(f"compiling failed ({type(e).__name__}: {e}); cardlab runs as pure Python")
        return 0
    say(f"compiled {len(MODULES)} engine modules with mypyc, in place")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
