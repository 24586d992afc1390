"""The learner's own copies of the tutorials, made by ``make lab`` before it starts JupyterLab.

    python tools/my_tutorials.py [FOLDER]      # default: my-tutorials

The notebooks in ``tutorials/<lang>/`` are generated (``tutorials/make_notebooks.py``) and
tracked by git; the learner runs, changes and saves copies in ``FOLDER/<lang>/`` instead, so
``git status`` stays clean.  FOLDER gets a ``.gitignore`` of its own ("*"), so git ignores it
without an entry in the repository's .gitignore.  FOLDER must sit directly in the repository
(two levels above the notebooks, like ``tutorials/<lang>/``): the notebooks' links such as
``../../docs/format.md`` then lead to the same files from the copies.

Nothing the learner changed is overwritten.  ``FOLDER/.copied.json`` remembers what each copy
looked like when it was made:

* a notebook with no copy yet is copied;
* a copy the learner has not touched (saving counts as touching) is replaced by a newer tutorial;
* a copy the learner has changed is kept, and when the tutorial is newer this script says so:
  rename or delete the copy and run make lab again to get the new version.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
LANGS = ("en", "de")
DEFAULT = "my-tutorials"
IGNORE = "# the learner's copies of the tutorials (made by make lab): not part of the repository\n*\n"
RECORD = ".copied.json"


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sources(tutorials: Path = TUTORIALS):
    """The tutorial notebooks, as paths relative to ``tutorials``: en/00_start.ipynb, ..."""
    return sorted(p.relative_to(tutorials) for lang in LANGS for p in (tutorials / lang).glob("*.ipynb"))


def update(dest: Path, tutorials: Path = TUTORIALS) -> dict:
    """Bring the copies in ``dest`` up to date without losing a change; returns
    ``{"copied": [...], "updated": [...], "kept": [...]}`` (paths relative to ``dest``;
    ``kept`` are changed copies of tutorials that have changed since)."""
    dest.mkdir(parents=True, exist_ok=True)
    (dest / ".gitignore").write_text(IGNORE, encoding="utf-8")
    record_path = dest / RECORD
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        record = {}
    done = {"copied": [], "updated": [], "kept": []}
    for rel in sources(tutorials):
        src, copy, key = tutorials / rel, dest / rel, rel.as_posix()
        new = _sha(src)
        if not copy.exists():
            kind = "copied"
        elif _sha(copy) == new:
            record[key] = new
            continue
        elif record.get(key) == _sha(copy):  # untouched since it was copied
            kind = "updated"
        else:  # the learner's work: never overwritten
            if record.get(key) != new:
                done["kept"].append(key)
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, copy)
        record[key] = new
        done[kind].append(key)
    record_path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return done


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", nargs="?", default=DEFAULT, help="where the copies go (default: %(default)s)")
    args = ap.parse_args(argv)
    dest = (ROOT / args.folder).resolve()
    if dest.parent != ROOT or dest == TUTORIALS:
        ap.error(
            f"{args.folder} must be a folder directly in {ROOT} (the tutorials' links "
            "to ../../docs/ must work from the copies)"
        )
    done = update(dest)
    name = dest.name
    n = len(done["copied"]) + len(done["updated"])
    print(
        f"{name}/: your own copies of the tutorials ({n} new or updated). Work there; "
        f"tutorials/ stays as it is.\n"
        f"{name}/: deine eigenen Kopien der Tutorials ({n} neu oder aktualisiert). Arbeite "
        f"dort; tutorials/ bleibt, wie es ist."
    )
    for key in done["kept"]:
        print(
            f"  {name}/{key}: the tutorial has changed since it was copied; your copy is kept. "
            f"For the new version, rename or delete your copy and run make lab again.\n"
            f"  {name}/{key}: Das Tutorial hat sich seit dem Kopieren geändert; deine Kopie "
            f"bleibt erhalten. Für die neue Fassung benenne deine Kopie um oder lösche sie und "
            f"starte make lab noch einmal."
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
