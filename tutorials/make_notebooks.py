"""Write the tutorial notebooks (tutorials/en, tutorials/de) from the cell lists in
``tutorials/nbsource/``, then (with ``--execute``) run them so their outputs are stored.

    python tutorials/make_notebooks.py              # write and execute every notebook
    python tutorials/make_notebooks.py --no-execute # only write them (outputs empty)
    python tutorials/make_notebooks.py 01_swoop     # only the notebooks whose name holds "01_swoop"
    python tutorials/make_notebooks.py --lite DIR   # the JupyterLite copies (used by lite/build.sh)

Every notebook comes out as clean nbformat 4: kernelspec python3, no widget state, no execution
timestamps, cell ids derived from the notebook name and the cell's position (stable diffs).
``tests/test_tutorials.py`` checks that the stored notebooks are what this script writes.

Learner notebooks (a source with ``HIDE_CODE = True``: 00 to 03) read as text and widgets: their
code cells are short calls into ``cardlab.lessons`` and are written source-hidden (cell metadata
``"jupyter": {"source_hidden": true}``, which JupyterLab shows as a collapsed input; the tag
``hide-input`` does the same in the documentation). Only the input is hidden: ``collapsed`` in
nbformat means a collapsed *output*, which would hide the widgets, so it is never set. Voila
shows no code at all. The teacher notebook (04) keeps its code in view.

Each notebook carries its page title and its language in its metadata (``title``, which
nbconvert and Voila put in the page's ``<title>``, and ``cardlab: {"lang": ...}``, which the
Voila template ``jupyter-data/voila/templates/cardlab`` reads to speak the page's language while
it loads). Links to the documentation are written in the sources as ``../../docs/NAME.md`` (the
file in this repository, which tests/test_tutorials.py checks) and come out as the address of the
published documentation (``DOCS_URL``): the one link that works in every host a class uses.
JupyterLab and JupyterLite open it in a new browser tab; Voila serves nothing but notebooks (a
Markdown file is refused, 403), and JupyterLite's site holds no docs/ folder.
"""

from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import importlib.util
import re
import sys
import time
from pathlib import Path

import nbformat
from nbformat import v4

HERE = Path(__file__).resolve().parent
LANGS = ("en", "de")
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE_INFO = {"name": "python"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LITE_TAG = "lite-skip"  # cells the browser-only copy replaces by a note (matplotlib)
HIDE_TAG = "hide-input"  # MyST-NB (the documentation): the cell's source behind a toggle
HIDDEN = {"source_hidden": True}
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+>")  # Python's default repr: <module.Class object at 0x...>
# the published documentation: pyproject.toml's [project.urls] Documentation, one file per page
DOCS_URL = "https://github.com/cardlab/cardlab/blob/main/docs/"
DOCS_LINK = re.compile(r"\]\(\.\./\.\./docs/")


def metadata(mod, lang: str) -> dict:
    """A notebook's metadata: the kernel, its page title and its language."""
    return {
        "kernelspec": dict(KERNELSPEC),
        "language_info": dict(LANGUAGE_INFO),
        "title": mod.TITLE[lang],
        "cardlab": {"lang": lang},
    }


def _load_sources():
    """The notebook sources: ``tutorials/nbsource/nb_*.py``, each with NAME and cells(lang)."""
    mods = []
    if str(HERE / "nbsource") not in sys.path:
        sys.path.insert(0, str(HERE / "nbsource"))
    for path in sorted((HERE / "nbsource").glob("nb_*.py")):
        spec = importlib.util.spec_from_file_location(f"_cardlab_nbsource_{path.stem}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        mods.append(mod)
    return mods


def _cell_id(name: str, lang: str, i: int) -> str:
    return hashlib.sha1(f"{lang}/{name}/{i}".encode()).hexdigest()[:12]


def _hide(cell):
    """Source-hidden code: collapsed input in JupyterLab, a toggle in the documentation."""
    tags = list(cell.metadata.get("tags", []))
    if HIDE_TAG not in tags:
        tags.append(HIDE_TAG)
    cell.metadata["tags"] = tags
    cell.metadata["jupyter"] = dict(HIDDEN)


def _names(src: str):
    """The names a cell's code reads and the names it sets (imports, assignments, definitions)."""
    tree = ast.parse("\n".join(ln for ln in src.splitlines() if not ln.lstrip().startswith(("%", "!"))))
    reads, sets = set(), set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            (sets if isinstance(n.ctx, ast.Store) else reads).add(n.id)
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            sets.update((a.asname or a.name).split(".")[0] for a in n.names)
        elif isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            sets.add(n.name)
        elif isinstance(n, ast.arg):
            sets.add(n.arg)
    return reads, sets


def setup_lines(first: str) -> dict:
    """``{name: the import line that sets it}`` of a notebook's first cell."""
    out = {}
    for n in ast.parse(first).body:
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            for a in n.names:
                one = (
                    ast.ImportFrom(n.module, [a], n.level)
                    if isinstance(n, ast.ImportFrom)
                    else ast.Import([a])
                )
                out[(a.asname or a.name).split(".")[0]] = ast.unparse(one)
    return out


def standalone(src: str, setup: dict) -> str:
    """A learner's cell that runs in any order: the set-up imports it uses come first (the cell's
    code is hidden; a learner who runs it before the first cell gets the same output, not a
    NameError)."""
    reads, sets = _names(src)
    lines = [setup[n] for n in sorted(reads - sets) if n in setup]
    return "\n".join(dict.fromkeys(lines)) + "\n" + src if lines else src


def build(mod, lang: str) -> nbformat.NotebookNode:
    """The notebook (without outputs) of one source in one language."""
    nb = v4.new_notebook()
    nb.metadata = metadata(mod, lang)
    hide = getattr(mod, "HIDE_CODE", False)
    setup = None
    for i, (kind, text, tags) in enumerate(mod.cells(lang)):
        text = text.strip("\n")
        if hide and kind == "code":  # a learner's notebook: every cell runs in any order
            if setup is None:
                setup = setup_lines(text)
            else:
                text = standalone(text, setup)
        if kind == "md":
            text = DOCS_LINK.sub("](" + DOCS_URL, text)
        cell = v4.new_markdown_cell(text) if kind == "md" else v4.new_code_cell(text)
        cell.id = _cell_id(mod.NAME, lang, i)
        cell.metadata = {"tags": list(tags)} if tags else {}
        if hide and kind == "code":
            _hide(cell)
        nb.cells.append(cell)
    return nb


def clean(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Strip what differs run to run or bloats the file: widget state, timestamps, execution
    metadata, memory addresses, printed text split into pieces; keep only tags and a hidden
    source in cell metadata; number executions 1, 2, 3 ..."""
    keep = {k: nb.metadata[k] for k in ("title", "cardlab") if k in nb.metadata}
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO), **keep}
    n = 0
    for cell in nb.cells:
        tags = cell.get("metadata", {}).get("tags")
        hidden = cell.get("metadata", {}).get("jupyter", {}).get("source_hidden")
        cell.metadata = {"tags": tags} if tags else {}
        if hidden:
            cell.metadata["jupyter"] = dict(HIDDEN)
        if cell.cell_type == "code":
            if cell.get("outputs") or cell.get("execution_count"):
                n += 1
                cell.execution_count = n
            else:
                cell.execution_count = None
            cell.outputs = _merge_streams(cell.get("outputs", []))
            for out in cell.outputs:
                if out.get("output_type") == "execute_result":
                    out["execution_count"] = n
                if out.get("output_type") in ("execute_result", "display_data"):
                    # a widget's view needs the live kernel: keep only its text repr, without
                    # random model ids or memory addresses (the Table has no repr of its own;
                    # its cell is tagged nbval-ignore-output)
                    if out["data"].pop(WIDGET_VIEW, None) is not None and "text/plain" in out["data"]:
                        out["data"]["text/plain"] = ADDRESS.sub(">", out["data"]["text/plain"])
                    out["metadata"] = {k: v for k, v in out.get("metadata", {}).items() if k != "execution"}
    return nb


def _merge_streams(outputs):
    """One output per run of printed text: the kernel may send a cell's prints in one piece or
    in several, depending on timing; the stored file should not."""
    merged = []
    for out in outputs:
        prev = merged[-1] if merged else None
        if (
            out.get("output_type") == "stream"
            and prev is not None
            and prev.get("output_type") == "stream"
            and prev.get("name") == out.get("name")
        ):
            prev["text"] = prev["text"] + out["text"]
        else:
            merged.append(out)
    return merged


def execute(nb: nbformat.NotebookNode, cwd: Path, timeout: int = 120) -> nbformat.NotebookNode:
    from nbclient import NotebookClient

    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(cwd)}},
    )
    client.execute()
    return nb


def lite_copy(nb: nbformat.NotebookNode, lang: str) -> nbformat.NotebookNode:
    """The JupyterLite copy: plot cells replaced by a note, no outputs, the Pyodide kernel.  No
    install cell: the site's kernel loads cardlab and the widget libraries while it starts
    (lite/build.py), so the first code cell imports cardlab as in every other copy."""
    nb = copy.deepcopy(nb)
    note = {
        "en": "*This cell draws a plot with matplotlib, which the browser-only version "
        "(JupyterLite) does not have. The numbers above answer the same question; "
        "open the notebook on Binder or in a local JupyterLab to see the plot.*",
        "de": "*Diese Zelle zeichnet ein Diagramm mit matplotlib, das es in der reinen "
        "Browser-Version (JupyterLite) nicht gibt. Die Zahlen darüber beantworten "
        "dieselbe Frage; auf Binder oder in einem lokalen JupyterLab siehst du das "
        "Diagramm.*",
    }[lang]
    cells = []
    for cell in nb.cells:
        if LITE_TAG in cell.get("metadata", {}).get("tags", []):
            md = v4.new_markdown_cell(note)
            md.id = cell.id
            cells.append(md)
            continue
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
        cells.append(cell)
    nb.cells = cells
    nb.metadata = {
        "kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"},
        "language_info": dict(LANGUAGE_INFO),
        **{k: nb.metadata[k] for k in ("title", "cardlab") if k in nb.metadata},
    }
    return nb


def write(nb, path: Path):
    nbformat.validate(nb)
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("only", nargs="*", help="build only notebooks whose name holds one of these")
    ap.add_argument("--no-execute", action="store_true", help="write the notebooks without outputs")
    ap.add_argument("--lite", metavar="DIR", help="write the JupyterLite copies into DIR/<lang>/")
    args = ap.parse_args(argv)
    mods = [m for m in _load_sources() if not args.only or any(o in m.NAME for o in args.only)]
    for mod in mods:
        for lang in LANGS:
            if args.lite:
                src = HERE / lang / f"{mod.NAME}.ipynb"
                nb = nbformat.read(str(src), as_version=4) if src.exists() else build(mod, lang)
                write(lite_copy(nb, lang), Path(args.lite) / lang / f"{mod.NAME}.ipynb")
                continue
            nb = build(mod, lang)
            path = HERE / lang / f"{mod.NAME}.ipynb"
            if not args.no_execute:
                t = time.time()
                execute(nb, path.parent)
                print(f"{lang}/{mod.NAME}: executed in {time.time() - t:.1f} s", file=sys.stderr)
            write(clean(nb), path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
