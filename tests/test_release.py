"""The release basics: one version source, the license file, the changelog, the py.typed marker,
and no authoring script inside the package."""

import re
from pathlib import Path

import pytest

import cardlab

tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from Python 3.11")

ROOT = Path(__file__).resolve().parent.parent


def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_version_is_written_once_in_cardlab_init():
    conf = pyproject()
    project = conf["project"]
    assert "version" not in project, "pyproject.toml must not write the version itself"
    assert "version" in project.get("dynamic", [])
    assert conf["tool"]["hatch"]["version"]["path"] == "cardlab/__init__.py"
    init = (ROOT / "cardlab" / "__init__.py").read_text(encoding="utf-8")
    found = re.findall(r'^__version__ = "([^"]+)"$', init, flags=re.M)
    assert found == [cardlab.__version__]
    assert re.fullmatch(r"\d+\.\d+\.\d+([a-z]+\d+)?", cardlab.__version__)


def test_license_file_exists_and_pyproject_names_it():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 the cardlab authors" in text
    project = pyproject()["project"]
    lic = project["license"]
    if isinstance(lic, str):  # PEP 639: an SPDX expression and the files
        assert lic == "MIT"
        assert "LICENSE" in project["license-files"]
    else:
        assert lic == {"file": "LICENSE"}


def test_changelog_has_unreleased_and_the_current_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    heads = re.findall(r"^## \[([^\]]+)\]", text, flags=re.M)
    assert heads[0] == "Unreleased"
    assert cardlab.__version__ in heads
    assert re.search(
        rf"^## \[{re.escape(cardlab.__version__)}\] - \d{{4}}-\d{{2}}-\d{{2}}$", text, flags=re.M
    )
    for head in heads:  # every section has its link at the end
        assert re.search(rf"^\[{re.escape(head)}\]: https://", text, flags=re.M), head


def test_py_typed_marker_is_in_the_package():
    assert (ROOT / "cardlab" / "py.typed").is_file()


def test_no_authoring_script_inside_the_package():
    inside = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "cardlab").rglob("make_*.py"))
    assert inside == [], f"authoring scripts belong in tools/: {inside}"
    for name in ("make_puzzles_swoop", "make_puzzles_sweep", "make_puzzles_schwimmen", "make_lessons"):
        assert (ROOT / "tools" / f"{name}.py").is_file(), name


def test_coverage_leaves_out_exactly_the_compiled_modules():
    """make test measures coverage on the compiled build: the modules mypyc compiles are left
    out of it (coverage cannot see C), and nothing else is."""
    import hatch_build

    assert sorted(pyproject()["tool"]["coverage"]["run"]["omit"]) == sorted(hatch_build.MODULES)
