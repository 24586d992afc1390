"""The widget's JavaScript and CSS, joined from the plain ES modules in ``static/`` (no build
step, no CDN).

anywidget loads one ES module, so the modules are joined here, when the widget class is defined:
the shared modules (:data:`SHARED`: ``layout.js``, ``cards.js``, ``select.js``, ``touch.js``) first
with their ``export`` keywords dropped, then the drawing modules each inside its own block
``{ ... }`` (so their private names cannot clash; a module registers its game with
``GAMES.<game> = {draw, describe}``): ``draw_generic.js`` (any view) and each registered game's
``draw.js``, which lives in the game's package beside its ``game.py``; then ``replay.js``, which
keeps its ``export default``.  Lines that import from ``./`` or ``../`` are dropped, as the joined
text holds those names already.  Each file is also a valid ES module by itself.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

from ..engine import GAMES, get_game

STATIC = Path(__file__).parent / "static"
_IMPORT = re.compile(r'^\s*import\s[^;]*?from\s+"\.{1,2}/[^"]+";[ \t]*$', re.M | re.S)
_EXPORT = re.compile(r"^export\s+(?=(const|function|let|class)\s)", re.M)


def _read(name: str | Path) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def game_drawing(name: str) -> Path | None:
    """A game's drawing module: ``draw.js`` in its package, beside the module of its Game (None:
    the game is drawn by ``draw_generic.js`` from its view)."""
    path = Path(sys.modules[type(get_game(name)).__module__].__file__ or "").with_name("draw.js")
    return path if path.is_file() else None


def draw_modules() -> list[Path]:
    """The drawing modules: ``draw_generic.js`` and each registered game's ``draw.js``."""
    found = [game_drawing(name) for name in GAMES]
    return [STATIC / "draw_generic.js", *(p for p in found if p is not None)]


def js_files() -> list[Path]:
    """Every JavaScript file the widgets are joined from: ``static/`` and the games' drawings."""
    return sorted(STATIC.glob("*.js")) + draw_modules()[1:]


# The shared modules, in the order they are joined: the pure layout maths, the SVG cards and
# helpers, the selection logic of "touch a card to play" and its DOM side, "save my answers", the Rules control.
# Each is joined with its ``export`` keywords dropped; a missing one is left out.
SHARED = ("layout.js", "cards.js", "select.js", "touch.js", "save.js", "analysis.js", "rules.js")


@lru_cache(maxsize=None)
def esm(main: str = "replay.js") -> str:
    parts = [
        f"// ---- {name}\n{_EXPORT.sub('', _IMPORT.sub('', _read(name)))}"
        for name in SHARED
        if (STATIC / name).exists()
    ]
    for path in draw_modules():
        parts.append(
            f"// ---- {path.name if path.parent == STATIC else path.parent.name + '/' + path.name}\n"
            f"{{\n{_IMPORT.sub('', _read(path))}\n}}"
        )
    parts.append(f"// ---- {main}\n{_IMPORT.sub('', _read(main))}")
    return "\n".join(parts)


@lru_cache(maxsize=None)
def css(name: str = "replay.css") -> str:
    return _read(name)
