"""The widget's JavaScript and CSS, joined from the plain ES modules in ``static/`` (no build
step, no CDN).

anywidget loads one ES module, so the modules are joined here, when the widget class is defined:
the shared modules (:data:`SHARED`: ``layout.js``, ``cards.js``, ``select.js``, ``touch.js``) first
with their ``export`` keywords dropped, then every
``draw_<game>.js`` each inside its own block ``{ ... }`` (so their private names cannot clash; a
module registers its game with ``GAMES.<game> = {draw, describe}``), then ``replay.js``, which
keeps its ``export default``.  Lines that import from ``./`` are dropped, as the joined text holds
those names already.  Each file is also a valid ES module by itself.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

STATIC = Path(__file__).parent / "static"
_IMPORT = re.compile(r'^\s*import\s[^;]*?from\s+"\./[^"]+";[ \t]*$', re.M | re.S)
_EXPORT = re.compile(r"^export\s+(?=(const|function|let|class)\s)", re.M)


def _read(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def draw_modules() -> list[str]:
    """The drawing modules: ``draw_generic.js`` and one per game."""
    return sorted(p.name for p in STATIC.glob("draw_*.js"))


# The shared modules, in the order they are joined: the pure layout maths, the SVG cards and
# helpers, the selection logic of "touch a card to play" and its DOM side, "save my answers".  Each is joined with
# its ``export`` keywords dropped; a missing one is left out.
SHARED = ("layout.js", "cards.js", "select.js", "touch.js", "save.js", "analysis.js")


@lru_cache(maxsize=None)
def esm(main: str = "replay.js") -> str:
    parts = [
        f"// ---- {name}\n{_EXPORT.sub('', _IMPORT.sub('', _read(name)))}"
        for name in SHARED
        if (STATIC / name).exists()
    ]
    for name in draw_modules():
        parts.append(f"// ---- {name}\n{{\n{_IMPORT.sub('', _read(name))}\n}}")
    parts.append(f"// ---- {main}\n{_IMPORT.sub('', _read(main))}")
    return "\n".join(parts)


@lru_cache(maxsize=None)
def css(name: str = "replay.css") -> str:
    return _read(name)
