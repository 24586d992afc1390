"""The layers of cardlab (docs/architecture.md, "Layers"): import-linter's contracts in
pyproject.toml hold, every module of the package's top level has its layer, and the import graph
has no cycles, not even through an import made inside a function."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

grimp = pytest.importorskip("grimp", reason="import-linter (and grimp) come with the test extras")
pytest.importorskip("importlinter")

ROOT = Path(__file__).resolve().parent.parent


def _graph():
    """cardlab's import graph as import-linter sees it (imports for the type checker left out)."""
    return grimp.build_graph("cardlab", cache_dir=None, exclude_type_checking_imports=True)


def _lint(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))  # this tree's cardlab, whatever is installed
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run(
        [sys.executable, "-c", code, "--no-cache", "--no-logo", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_import_contracts_are_kept():
    p = _lint()
    assert p.returncode == 0, (p.stdout + p.stderr)[-6000:]
    assert "0 broken" in p.stdout, p.stdout[-3000:]


def test_every_top_level_module_has_its_layer():
    """A new module of cardlab's top level must be given a layer in pyproject.toml; otherwise
    the layers contract would not look at it."""
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")
    with open(ROOT / "pyproject.toml", "rb") as f:
        contracts = tomllib.load(f)["tool"]["importlinter"]["contracts"]
    [layers] = [c for c in contracts if c["id"] == "layers"]
    named = {m.strip() for layer in layers["layers"] for m in layer.replace(":", "|").split("|")}
    top = {".".join(m.split(".")[:2]) for m in _graph().modules if m != "cardlab"}
    assert sorted(top - named) == [], "modules of cardlab without a layer in [tool.importlinter]"
    assert sorted(named - top) == [], "layers in [tool.importlinter] that are no module of cardlab"


def _cycles(graph) -> list:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    succ = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    index: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    out = []
    for root in sorted(succ):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = len(index)
                stack.append(v)
                on_stack.add(v)
            if i < len(succ[v]):
                work.append((v, i + 1))
                w = succ[v][i]
                if w not in index:
                    work.append((w, 0))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            for w in succ[v]:
                if w in on_stack:
                    low[v] = min(low[v], low[w])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def _describe(graph, comp) -> str:
    inside = set(comp)
    lines = []
    for a in comp:
        for b in sorted(graph.find_modules_directly_imported_by(a) & inside):
            for d in graph.get_import_details(importer=a, imported=b):
                lines.append(f"  {a} -> {b} (l.{d['line_number']}: {d['line_contents']})")
    return "\n".join(lines)


def test_no_import_cycles():
    graph = _graph()
    cycles = _cycles(graph)
    assert not cycles, "import cycles among cardlab's modules:\n" + "\n\n".join(
        _describe(graph, c) for c in cycles
    )


def test_the_cycle_finder_finds_a_cycle():
    """The check above can fail: a small graph with a cycle through a package's __init__."""
    g = grimp.ImportGraph()
    for m in ("p", "p.a", "p.b", "p.c", "p.d"):
        g.add_module(m)
    for a, b in (("p", "p.a"), ("p.a", "p.b"), ("p.b", "p"), ("p.c", "p.d")):
        g.add_import(importer=a, imported=b, line_number=1, line_contents=f"import {b}")
    assert _cycles(g) == [["p", "p.a", "p.b"]]
    assert "p.b -> p (l.1: import p)" in _describe(g, ["p", "p.a", "p.b"])
