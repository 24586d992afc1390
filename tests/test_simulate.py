"""cardlab.simulate: rows, determinism whatever runs it, CSV, the command line, Dask."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from cardlab.play import play_game
from cardlab.record import Record
from cardlab.simulation import game_seed, read_csv, simulate, wilson, win_rates, write_csv

GAMES = ("swoop", "sweep", "schwimmen")


@pytest.mark.parametrize("game", GAMES)
def test_rows_describe_whole_games(game):
    rows = simulate(game, bots=["heuristic", "random"], games=4, seed=3, progress=False, records=True)
    assert [r["game"] for r in rows] == [0, 1, 2, 3]
    for r in rows:
        assert r["players"] == 4 and r["bots"] == ["heuristic", "random", "heuristic", "random"]
        assert r["finished"] and r["winners"]
        assert r["deals"] == len(r["deal_moves"]) == len(r["points"])
        assert r["moves"] == sum(r["deal_moves"])
        # the record of the row replays to the same result
        s = Record.from_json(r["record"]).check()
        assert s.winners == r["winners"]
        assert s.deals[-1]["totals"] == r["totals"]
        assert [d["moves"] for d in s.deals] == r["deal_moves"]
        assert r["starting_seat"] in range(4)


def test_a_row_is_the_game_cardlab_play_plays():
    rows = simulate("swoop", bots=["heuristic", "random"], games=2, seed=9, records=True, progress=False)
    for r in rows:
        rec = play_game("swoop", None, 4, ["heuristic", "random"], seed=r["seed"])
        assert rec.to_json()["deals"] == r["record"]["deals"]


@pytest.mark.parametrize("game", GAMES)
def test_the_engines_loop_plays_what_the_kept_loop_plays(game):
    """play_match without keeping the moves runs each deal in the engine's own loop: the same
    deals, moves and results as the move-by-move loop that keeps them (rows without records)."""
    from cardlab.play import play_match

    bots = ["heuristic", "random", "mc-fast"]
    kept = play_match(game, None, 3, bots, seed=2, max_deals=3)
    fast = play_match(game, None, 3, bots, seed=2, max_deals=3, keep=False)
    assert fast.counts == kept.counts == [len(m) for m in kept.moves]
    assert [r.points for r in fast.match.results] == [r.points for r in kept.match.results]
    assert fast.first == kept.first and fast.starts == [None] * len(fast.counts)


def test_seeds_are_stable_and_distinct():
    seeds = [game_seed(1, i) for i in range(200)]
    assert len(set(seeds)) == 200
    assert game_seed(1, 5) == game_seed(1, 5) != game_seed(2, 5)


def test_same_rows_whatever_executor():
    kw = dict(bots=["heuristic", "random"], games=8, seed=5, progress=False, rotate=True)
    one = simulate("schwimmen", **kw)
    with ThreadPoolExecutor(3) as ex:
        threads = simulate("schwimmen", executor=ex, chunk=3, **kw)
    with ProcessPoolExecutor(2) as ex:
        procs = simulate("schwimmen", executor=ex, chunk=2, **kw)
    assert one == threads == procs
    assert simulate("schwimmen", **{**kw, "seed": 6}) != one


def test_rotation_moves_the_bots():
    rows = simulate("sweep", bots=["heuristic", "random"], games=2, seed=1, rotate=True, progress=False)
    assert rows[0]["bots"] == ["heuristic", "random", "heuristic", "random"]
    assert rows[1]["bots"] == ["random", "heuristic", "random", "heuristic"]


def test_players_rules_and_errors():
    rows = simulate(
        "swoop", rules={"preset": "published", "target_score": 60}, players=3, games=2, seed=2, progress=False
    )
    assert rows[0]["players"] == 3
    assert max(rows[0]["totals"]) >= 60
    with pytest.raises(ValueError):
        simulate("swoop", bots=["nobody"], games=1)
    with pytest.raises(ValueError):
        simulate("sweep", players=7, games=1)


def test_wilson_and_win_rates():
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    rows = [
        {"bots": ["a", "b"], "finished": True, "winner_bots": ["a"]},
        {"bots": ["a", "b"], "finished": True, "winner_bots": ["a", "b"]},
    ]
    wr = win_rates(rows)
    assert wr["a"]["rate"] == 0.75 and wr["b"]["rate"] == 0.25


def test_csv_round_trip(tmp_path):
    rows = simulate("sweep", games=3, seed=4, progress=False)
    p = tmp_path / "r.csv"
    write_csv(rows, p)
    back = read_csv(p)
    keys = set(back[0])
    assert [{k: r[k] for k in keys} for r in rows] == back


def test_command_line(tmp_path):
    out = tmp_path / "res.csv"
    cmd = [
        sys.executable,
        "-m",
        "cardlab",
        "simulate",
        "schwimmen",
        "--games",
        "5",
        "--seed",
        "2",
        "--bots",
        "heuristic,random",
        "--players",
        "3",
        "--out",
        str(out),
    ]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    rows = read_csv(out)
    assert len(rows) == 5 and rows[0]["players"] == 3
    assert rows == [
        {k: r[k] for k in rows[0]}
        for r in simulate(
            "schwimmen", bots=["heuristic", "random"], players=3, games=5, seed=2, progress=False
        )
    ]
    bad = subprocess.run(
        cmd[:-2] + ["--bots", "zzz", "--out", str(out)], capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and "unknown bot" in bad.stderr and "Traceback" not in bad.stderr


def test_importing_simulate_loads_no_widgets():
    code = (
        "import sys, cardlab; cardlab.simulate; import cardlab.cli.simulate; "
        "print([m for m in ('ipywidgets', 'matplotlib', 'anywidget', 'dask') if m in sys.modules])"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.stdout.strip() == "[]", p.stdout + p.stderr


def test_dask_cluster():
    distributed = pytest.importorskip(
        "distributed", reason="dask[distributed] is not installed (pip install 'cardlab[cluster]')"
    )
    kw = dict(bots=["heuristic", "random"], games=6, seed=8, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2, processes=False, threads_per_worker=1, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        rows = simulate("sweep", executor=client.get_executor(), chunk=2, **kw)
    assert rows == simulate("sweep", **kw)
