"""Which build of the engines runs: the modules compiled by mypyc (``hatch_build.py``) or the
same source as pure Python.

The compiled build is used when it is there and matches the source it was made from
(``_compiled.json`` holds the sources' hashes).  ``CARDLAB_PURE=1`` forces pure Python; so does a
source changed since the build (said once, as a warning).  :func:`cardlab.compiled` tells.
"""

from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_HERE)
REASON: str | None = None  # why pure Python runs although a compiled build is there


class _PureFinder:
    """Import the listed modules from their ``.py`` source, never the extension module."""

    def __init__(self, names):
        self.names = frozenset(names)

    def find_spec(self, name, path=None, target=None):
        if name not in self.names:
            return None
        import importlib.util

        leaf = name.rpartition(".")[2] + ".py"
        for d in path or ():
            f = os.path.join(d, leaf)
            if os.path.exists(f):
                return importlib.util.spec_from_file_location(name, f)
        return None


def _manifest():
    import json

    try:
        with open(os.path.join(_HERE, "_compiled.json"), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def setup() -> None:
    """Called once by ``import cardlab``, before any engine module is imported."""
    global REASON
    if not os.path.exists(os.path.join(_HERE, "_compiled.json")):
        return  # pure Python only: nothing to check
    man = _manifest()
    if not man:
        return
    import zlib

    if os.environ.get("CARDLAB_PURE", "") not in ("", "0"):
        REASON = "CARDLAB_PURE is set"
    else:
        for rel, want in man.get("sources", {}).items():
            try:
                with open(os.path.join(_ROOT, rel), "rb") as f:
                    got = f"{zlib.crc32(f.read()):08x}"
            except OSError:
                continue  # an installed wheel may leave the sources out
            if got != want:
                REASON = f"{rel} changed since it was compiled (make compiled rebuilds)"
                import warnings

                warnings.warn(f"cardlab runs as pure Python: {REASON}", RuntimeWarning, stacklevel=3)
                break
    if REASON is not None:
        sys.meta_path.insert(0, _PureFinder(man.get("modules", ())))


def compiled() -> bool:
    """True when the engines run compiled (mypyc), False when they run as pure Python."""
    from importlib.machinery import EXTENSION_SUFFIXES

    import cardlab.games._rand as probe  # compiled with the engines (hatch_build.MODULES)

    f = getattr(probe, "__file__", "") or ""
    return any(f.endswith(s) for s in EXTENSION_SUFFIXES)
