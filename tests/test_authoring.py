"""The shipped puzzles and lessons are exactly what the authoring scripts in tools/ write: a hand
edit of a shipped JSON file, a file no script writes, or a script changed without being run again
fails here.  Run the script (``python tools/make_puzzles_swoop.py``) to bring the files up to date."""

import contextlib
import importlib.util
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "cardlab"

SCRIPTS = {  # script in tools/ -> the folder of the files it ships
    "make_puzzles_swoop": PKG / "puzzles" / "data" / "swoop",
    "make_puzzles_sweep": PKG / "puzzles" / "data" / "sweep",
    "make_puzzles_schwimmen": PKG / "puzzles" / "data" / "schwimmen",
    "make_lessons": PKG / "lessons" / "data",
}


def load_script(name):
    spec = importlib.util.spec_from_file_location(f"cardlab_tools_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_script_writes_exactly_the_shipped_files(name, tmp_path):
    script = load_script(name)
    shipped_dir = SCRIPTS[name]
    assert Path(script.OUT).resolve() == shipped_dir.resolve(), "the script's default folder"
    with contextlib.redirect_stdout(io.StringIO()):
        written = script.main(tmp_path)
    made = sorted(p.name for p in tmp_path.iterdir())
    assert sorted(Path(p).name for p in written) == made
    shipped = sorted(p.name for p in shipped_dir.glob("*.json"))
    assert made == shipped, (
        f"{shipped_dir.relative_to(ROOT)}: files no script writes "
        f"{sorted(set(shipped) - set(made))}, files not shipped {sorted(set(made) - set(shipped))}"
    )
    differ = [n for n in made if (tmp_path / n).read_bytes() != (shipped_dir / n).read_bytes()]
    assert not differ, (
        f"{shipped_dir.relative_to(ROOT)}: {differ} differ from what tools/{name}.py writes; "
        f"run `python tools/{name}.py` (do not edit the JSON by hand)"
    )
