"""The three widgets in marimo (run by tests/browser/test_marimo.py, or by hand:
``CARDLAB_RECORD=rec.json marimo run tests/browser/hosts/marimo_app.py --headless --no-token``).

A Replay of the record at ``$CARDLAB_RECORD`` (without it: a seeded Swoop game played here), a
Puzzle and a Schwimmen Table, all in German, each wrapped in ``mo.ui.anywidget``; below each, a
line read back from Python, so a test can see that the widget talks to the kernel."""

import marimo

app = marimo.App(width="full")


@app.cell
def _():
    import os

    import marimo as mo

    from cardlab.play import play_game
    from cardlab.record import Record
    from cardlab.widgets import Puzzle, Replay, Table

    return Puzzle, Record, Replay, Table, mo, os, play_game


@app.cell
def _(Record, Replay, mo, os, play_game):
    _path = os.environ.get("CARDLAB_RECORD")
    record = Record.load(_path) if _path else play_game("swoop", players=3, seed=7, max_deals=1)
    replay = mo.ui.anywidget(Replay(record, lang="de"))
    replay
    return (replay,)


@app.cell
def _(mo, replay):
    mo.md(f"PY-STEP {replay.value.get('step')}")
    return


@app.cell
def _(Puzzle, mo):
    puzzle = mo.ui.anywidget(Puzzle("swoop-carla-kings", lang="de"))
    puzzle
    return (puzzle,)


@app.cell
def _(Table, mo):
    table = mo.ui.anywidget(
        Table("schwimmen", seat=0, bots=["heuristic", "heuristic"], players=3, seed=5, lang="de")
    )
    table
    return (table,)


@app.cell
def _(mo, table):
    mo.md(f"PY-LOG {len(table.widget.log)}")
    return


if __name__ == "__main__":
    app.run()
