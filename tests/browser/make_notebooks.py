"""Write the notebooks and records the browser tests open (run: python tests/browser/make_notebooks.py).

The records are written from tests/widgets/records.py and from seeded bot games; the notebooks
are stored without outputs."""

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from cardlab.play import play_game  # noqa: E402
from cardlab.record import Deal, Record  # noqa: E402
from tests.widgets.records import carla_record, hostile_record  # noqa: E402

NB = HERE / "notebooks"


def short(rec, moves):
    return Record(
        rec.game, rec.players, [Deal(rec.deals[0].start, rec.deals[0].moves[:moves])], rec.rules, rec.meta
    )


def write_records(where: Path):
    """The records, written from the current engines (the lab fixture rewrites them in its copy)."""
    carla_record().save(where / "carla.json")
    hostile_record().save(where / "hostile.json")
    for game in ("sweep", "schwimmen"):
        try:
            play_game(game, players=4, seed=3).save(where / f"{game}.json")
        except Exception as e:  # that engine is not ready: its notebook cell will say so
            print(f"no {game} record: {e}")


def main():
    NB.mkdir(exist_ok=True)
    write_records(NB)
    nbs = {
        "replay.ipynb": [
            "from cardlab import Record\nfrom cardlab.widgets import Replay\n"
            'w = Replay(Record.load("carla.json"), lang="en")\nw',
            'print("ready", w.step)',
            'w.step = 6\nprint("python set step", w.step)',
            'print(f"step={w.step} deal={w.deal} lang={w.lang}")',
        ],
        "others.ipynb": [
            "from cardlab import Record\nfrom cardlab.widgets import Replay\n"
            'sw = Replay(Record.load("sweep.json"), step=9)\nsw',
            'sc = Replay(Record.load("schwimmen.json"), lang="de", step=5)\nsc',
            'print("others ready")',
        ],
        "hostile.ipynb": [
            "from cardlab import Record\nfrom cardlab.widgets import Replay\n"
            'r = Record.load("hostile.json")\nh = Replay(r, seat=1, step=4)\nh',
            "r",
            "r.state_at(1, 4).state",
            'print("hostile ready")',
        ],
    }
    for name, cells in nbs.items():
        nb = new_notebook(cells=[new_code_cell(c) for c in cells])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, NB / name)


if __name__ == "__main__":
    main()
