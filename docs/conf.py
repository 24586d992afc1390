"""Sphinx configuration of the cardlab documentation.  Builds offline: no intersphinx, no
fetches, the tutorials rendered from their stored outputs (MyST-NB, execution off).

At build time this file generates ``docs/_generated/`` (git-ignored): copies of the tutorial
notebooks, the options table of every game (from each game's ``OPTIONS``), the record and puzzle
JSON Schemas as pages, and the command-line help.  ``make docs`` builds into docs/_build/html."""

from __future__ import annotations

import io
import json
import sys
from contextlib import redirect_stdout
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))

import cardlab  # noqa: E402

project = "cardlab"
author = "the cardlab authors"
copyright = "2026, the cardlab authors"
release = version = cardlab.__version__

extensions = ["myst_nb", "sphinx.ext.autodoc"]
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}
exclude_patterns = [
    "_build",
    "Thumbs.db",
    ".DS_Store",
    "**.ipynb_checkpoints",
    "_generated/*_toc.md",
    "README.md",
]
root_doc = "index"

# the notebooks keep their stored outputs; nothing is executed while building
nb_execution_mode = "off"
# a widget's view needs a live kernel (and scripts from a CDN): show its text repr instead
nb_mime_priority_overrides = [
    ("*", "application/vnd.jupyter.widget-view+json", None),
    ("*", "application/vnd.jupyter.widget-state+json", None),
]
nb_ipywidgets_js = {}
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}
autodoc_typehints = "description"

html_theme = "alabaster"
html_title = f"cardlab {release}"
html_static_path: list = []
html_theme_options = {
    "description": "Swoop, Sweep and Schwimmen in Jupyter",
    "github_button": False,
    "show_powered_by": False,
}
html_last_updated_fmt = None
# some pages link to files beside them in the repository (schemas, notebooks): not a doc
suppress_warnings = [
    "myst.xref_missing",
    # a JSON example with "..." placeholders (format.md) cannot be highlighted
    "misc.highlighting_failure",
]

GAMES = ("swoop", "sweep", "schwimmen")
GUIDE_PAGES = [
    "replay",
    "puzzles",
    "bots",
    "analysis",
    "lessons",
    "scoresheet",
    "simulate",
    "performance",
    "reliability",
    "architecture",
]  # written by other parts of the project
GEN = DOCS / "_generated"


def _write(path: Path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _md_cell(v) -> str:
    return str(v).replace("|", "\\|").replace("\n", " ")


def gen_options():
    out = [
        "# Rule options of every game\n",
        "Generated from each game's `OPTIONS` when the documentation is built, so it always "
        "matches the engine. Choose rules with `cardlab.rules(game, preset, **options)` or in a "
        'record\'s `rules` field (`{"preset": "published", "big_swoop": true}`).\n',
    ]
    for name in GAMES:
        g = cardlab.get_game(name)
        out.append(f"\n## {name.capitalize()}\n")
        out.append(
            f"{g.MIN_PLAYERS} to {g.MAX_PLAYERS} players. Presets: "
            + ", ".join(f"`{p}`" + (" (default)" if p == g.DEFAULT_PRESET else "") for p in g.PRESETS)
            + ".\n"
        )
        presets = list(g.PRESETS)
        head = "| option | " + " | ".join(f"`{p}`" for p in presets) + " | values | meaning |"
        out += ["", head, "|" + "---|" * (len(presets) + 3)]
        for oname, opt in g.OPTIONS.items():
            vals = [json.dumps(g.rules(p).values[oname]) for p in presets]
            what = opt.check_doc or ""
            if isinstance(what, dict):  # {"en": ..., "de": ...}: the docs are in English
                what = what["en"]
            choices = ", ".join(json.dumps(c) for c in opt.choices) if opt.choices else what
            out.append(
                f"| `{oname}` | "
                + " | ".join(f"`{v}`" for v in vals)
                + f" | {_md_cell(choices)} | {_md_cell(opt.doc)} |"
            )
        out.append("")
    _write(GEN / "options.md", "\n".join(out) + "\n")


def _schema_rows(node, path, rows, defs, depth=0):
    if depth > 8 or not isinstance(node, dict):
        return
    if "$ref" in node and node["$ref"].startswith("#/$defs/"):
        ref = node["$ref"].split("/")[-1]
        rows.append((path, f"see `{ref}`", node.get("description", "")))
        return
    typ = node.get("type")
    typ = " or ".join(typ) if isinstance(typ, list) else (typ or "")
    extra = []
    if "enum" in node:
        extra.append("one of " + ", ".join(f"`{json.dumps(v)}`" for v in node["enum"]))
    if "const" in node:
        extra.append(f"always `{json.dumps(node['const'])}`")
    for k in ("minimum", "maximum", "minItems", "maxItems", "maxLength", "pattern"):
        if k in node:
            extra.append(f"{k} `{node[k]}`")
    if path:
        rows.append(
            (path, typ + (" (" + "; ".join(extra) + ")" if extra else ""), node.get("description", ""))
        )
    for k, sub in node.get("properties", {}).items():
        req = k in node.get("required", [])
        _schema_rows(sub, f"{path}.{k}" if path else k + ("" if req else ""), rows, defs, depth + 1)
    if isinstance(node.get("items"), dict):
        _schema_rows(node["items"], f"{path}[]", rows, defs, depth + 1)
    for key in ("oneOf", "anyOf"):
        for i, alt in enumerate(node.get(key, [])):
            _schema_rows(alt, f"{path} ({key} {i + 1})", rows, defs, depth + 1)


def gen_schemas():
    out = [
        "# JSON Schemas\n",
        "cardlab ships a JSON Schema for each of its file formats in `cardlab/schemas/`. A "
        "schema checks a file's shape; `cardlab check` (records) and `cardlab.puzzles.load` "
        "(puzzles) also check that every move is legal. This page is generated from the "
        "schemas when the documentation is built.\n",
    ]
    for path in sorted((ROOT / "cardlab" / "schemas").glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        title = schema.get("title", path.stem)
        out.append(f"\n## {title}\n")
        out.append(f"File: `cardlab/schemas/{path.name}`. {schema.get('description', '')}\n")
        defs = schema.get("$defs", {})
        for name, node in [("(the file)", schema)] + sorted(defs.items()):
            rows = []
            _schema_rows(
                node if name != "(the file)" else {k: v for k, v in schema.items() if k != "$defs"},
                "",
                rows,
                defs,
            )
            if not rows:
                continue
            out.append(f"\n### {name if name == '(the file)' else '`' + name + '`'}\n")
            if node.get("description") and name != "(the file)":
                out.append(_md_cell(node["description"]) + "\n")
            out += ["| field | type | meaning |", "|---|---|---|"]
            out += [f"| `{_md_cell(p)}` | {_md_cell(t)} | {_md_cell(d)} |" for p, t, d in rows]
            out.append("")
        out.append(
            f"\n````{{code-block}} json\n:caption: {path.name}\n\n"
            f"{json.dumps(schema, indent=1, ensure_ascii=False)}\n````\n"
        )
    _write(GEN / "schemas.md", "\n".join(out) + "\n")


def gen_cli():
    from cardlab import cli

    parser = cli._parser()
    out = [
        "# The command line\n",
        "`cardlab` is installed with the package; `python -m cardlab` does the same. The help "
        "texts below are generated from the program itself. Exit status: 0 success, 1 a record "
        "that is not valid (one line on stderr naming the deal, the move and the reason), 2 a "
        "usage error. The record format is described in [Records and moves](../format.md).\n",
    ]

    def helptext(p):
        buf = io.StringIO()
        with redirect_stdout(buf):
            p.print_help()
        return buf.getvalue().replace("usage: ", "usage: ", 1)

    out.append("```text\n" + helptext(parser) + "```\n")
    subs = [a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction"]
    for sp in subs:
        for name, p in sp.choices.items():
            out.append(f"\n## `cardlab {name}`\n")
            out.append("```text\n" + helptext(p) + "```\n")
    out.append("""
## Examples

```sh
cardlab play swoop --players 4 --seed 7 --out game.json   # a game between bots, saved as a record
cardlab check game.json --json                             # replay and score every deal
cardlab moves game.json --deal 1 --at 10                   # legal moves after 10 moves of deal 1
cardlab show game.json --deal 1 --at 10 --lang de          # the position, with the last move explained
```
""")
    _write(GEN / "cli.md", "\n".join(out) + "\n")


DOCS_URL = "https://github.com/cardlab/cardlab/blob/main/docs/"  # as tutorials/make_notebooks.py


def gen_tutorials():
    src = ROOT / "tutorials"
    titles = {"en": "English", "de": "Deutsch"}
    lines = [
        "# Tutorials\n",
        "The tutorial notebooks, rendered with the outputs stored in them. The replays and "
        "puzzles are interactive only in a running notebook: open the tutorials on Binder, in "
        "JupyterLite or in a local `make lab` (see [Teaching with cardlab](../teaching.md)); "
        "here each widget shows its text form, and each example also prints its moves with "
        "their explanations.\n",
    ]
    for lang in ("en", "de"):
        dst = GEN / "tutorials" / lang
        dst.mkdir(parents=True, exist_ok=True)
        names = sorted(p.stem for p in (src / lang).glob("*.ipynb"))
        for old in dst.glob("*.ipynb"):
            if old.stem not in names:
                old.unlink()
        for n in names:
            # the tutorials link to the published documentation (tutorials/make_notebooks.py,
            # DOCS_URL); in this site the same page is a sibling: ../../../format.md
            data = (src / lang / f"{n}.ipynb").read_bytes().replace(DOCS_URL.encode(), b"../../../")
            target = dst / f"{n}.ipynb"
            if not target.exists() or target.read_bytes() != data:
                target.write_bytes(data)
        lines.append(
            f"\n```{{toctree}}\n:caption: {titles[lang]}\n:maxdepth: 1\n\n"
            + "\n".join(f"tutorials/{lang}/{n}" for n in names)
            + "\n```\n"
        )
    _write(GEN / "tutorials.md", "\n".join(lines))


def gen_guide_toc():
    pages = [p for p in GUIDE_PAGES if (DOCS / f"{p}.md").exists()]
    _write(
        GEN / "guide_toc.md",
        "```{toctree}\n:caption: Using cardlab\n:maxdepth: 2\n\n"
        + "\n".join(["_generated/tutorials", "teaching"] + pages + ["_generated/cli", "api"])
        + "\n```\n",
    )
    games = [g for g in GAMES if (DOCS / f"{g}.md").exists()]
    _write(
        GEN / "games_toc.md",
        "```{toctree}\n:caption: The games\n:maxdepth: 2\n\n"
        + "\n".join(games + ["rulings", "_generated/options"])
        + "\n```\n",
    )


def setup(app):
    gen_options()
    gen_schemas()
    gen_cli()
    gen_tutorials()
    gen_guide_toc()
