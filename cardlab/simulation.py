"""Many games between bots, as rows of results.

``cardlab.simulate(game, bots=["mc", "heuristic"], games=1000, seed=1)`` plays 1000 whole
games and returns one row (a dict) per game.  Game ``i`` is played from its own seed, derived
from ``(seed, i)``, so the rows are the same whatever runs them: one process, a process pool or
a Dask cluster (``executor=client.get_executor()``).  Work is sent in chunks of games.

A row holds: ``game`` (index), ``seed`` (the game's seed: ``cardlab play GAME --seed SEED`` with
the same bots and players plays the same game), ``players``, ``bots`` (the bot of each seat),
``deals``, ``moves``, ``deal_moves`` (per deal), ``starting_seat`` (who moved first in the first
deal), ``finished``, ``winners`` (sides, as ``match_status`` gives them), ``winner_bots`` (the bots
of the winning sides' seats), ``totals`` (the match's totals as the game keeps them: points, or
lives), ``points`` (per deal) and, with ``records=True``, ``record`` (the game as a record's
JSON).  The games are played by :func:`cardlab.play.play_match`, the one game loop.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from typing import Any

from .engine import Match, get_game
from .play import MAX_DEALS, MAX_MOVES, play_match


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a simulation seeded with ``seed`` (stable across Python
    versions and machines)."""
    h = hashlib.sha256(f"cardlab:{seed}:{index}".encode()).digest()
    return int.from_bytes(h[:6], "big")


def seat_bots(bots, n: int, index: int = 0, rotate: bool = False) -> list:
    """The bot of each seat: ``bots`` cycled over the seats; with ``rotate`` shifted by one
    seat per game, so every bot plays from every seat."""
    bots = list(bots) or ["random"]
    shift = index % n if rotate else 0
    return [bots[(i - shift) % len(bots)] if rotate else bots[i % len(bots)] for i in range(n)]


def play_one(
    game, rules=None, players=4, bots=("random",), seed=0, records=False, max_deals=MAX_DEALS, index=0
) -> dict:
    """Play one whole game and return its row.  Plays exactly what
    ``cardlab.play.play_game(game, rules, players, bots, seed)`` plays: both run
    :func:`cardlab.play.play_match`."""
    from .record import Deal, Record

    p = play_match(game, rules, players, bots, seed, max_deals, MAX_MOVES, keep=records)
    match, g = p.match, p.match.game
    names = [b if isinstance(b, str) else getattr(b, "name", type(b).__name__) for b in bots]
    names = [names[i % len(names)] for i in range(match.n)]
    finished, winners = match.status()
    sides = g.sides(match.rules, match.n)
    row = {
        "game": index,
        "seed": seed,
        "players": match.n,
        "bots": names,
        "deals": len(p.counts),
        "moves": sum(p.counts),
        "deal_moves": p.counts,
        "starting_seat": p.first,
        "finished": finished,
        "winners": list(winners),
        "winner_bots": sorted({names[s] for w in winners for s in sides[w]}),
        "totals": list(match.totals),
        "points": [list(r.points) for r in match.results],
    }
    if records:
        deals = [Deal(start, moves) for start, moves in zip(p.starts, p.moves)]
        row["record"] = Record(g.name, match.players, deals, match.rules.to_json(), {"seed": seed}).to_json()
    return row


def _run_chunk(spec: dict, indices: list) -> list:
    """Play the games ``indices`` of a simulation (runs in a worker; one started afresh learns
    where a game added by :func:`cardlab.engine.register` lives from ``spec["module"]``)."""
    if spec.get("module"):
        from .engine import register

        register(spec["game"], spec["module"])
    out = []
    for i in indices:
        bots = seat_bots(spec["bots"], spec["n"], i, spec["rotate"])
        out.append(
            play_one(
                spec["game"],
                spec["rules"],
                spec["players"],
                bots,
                game_seed(spec["seed"], i),
                spec["records"],
                spec["max_deals"],
                i,
            )
        )
    return out


def simulate(
    game,
    rules=None,
    bots=None,
    games: int = 100,
    seed: int = 0,
    executor=None,
    players=None,
    records: bool = False,
    rotate: bool = False,
    chunk: int | None = None,
    progress=None,
    max_deals: int = MAX_DEALS,
) -> list:
    """Play ``games`` whole games and return one row (dict) per game, in game order.

    ``rules``: a Rules object, a dict such as ``{"preset": "published"}`` or None;
    ``bots``: bot names (cycled over the seats; give objects only without an executor);
    ``players``: a number or a list of names (default: 4); ``executor``: any
    ``concurrent.futures.Executor`` (a ProcessPoolExecutor, ``dask_client.get_executor()``);
    ``rotate``: shift the bots one seat per game; ``progress``: True, False or None (a bar when
    the run takes more than a few seconds)."""
    g = get_game(game)
    if players is None:
        players = 4 if g.MAX_PLAYERS >= 4 else g.MAX_PLAYERS
    n = players if isinstance(players, int) else len(players)
    match = Match(g, rules, players)  # checks the rules and the number of players
    rules_json = match.rules.to_json()
    bots = list(bots) if bots else ["random"]
    from .bots import make_bot

    for b in bots:
        if isinstance(b, str):
            make_bot(b)  # unknown names fail here, not in a worker
        elif executor is not None:
            raise ValueError("with an executor, give bots by name (they are sent to workers)")
    from .engine import GAMES

    spec = {
        "game": g.name,
        "module": GAMES[g.name],
        "rules": rules_json,
        "players": players,
        "n": n,
        "bots": bots,
        "seed": seed,
        "records": records,
        "rotate": rotate,
        "max_deals": max_deals,
    }
    indices = list(range(games))
    bar = _Progress(games, f"{g.name}: {games} games", progress)
    rows: list = []
    try:
        if executor is None:
            for i in indices:
                rows.extend(_run_chunk(spec, [i]))
                bar.update(1)
        else:
            from concurrent.futures import as_completed

            size = chunk or max(1, min(50, games // 32 or 1))
            chunks = [indices[k : k + size] for k in range(0, games, size)]
            futs = [executor.submit(_run_chunk, spec, c) for c in chunks]
            for f in as_completed(futs):
                part = f.result()
                rows.extend(part)
                bar.update(len(part))
    finally:
        bar.close()
    rows.sort(key=lambda r: r["game"])
    return rows


# -- progress ---------------------------------------------------------------------------------
def _in_notebook() -> bool:
    ip = sys.modules.get("IPython")
    if ip is None:
        return False
    try:
        shell = ip.get_ipython()
    except Exception:
        return False
    return shell is not None and type(shell).__name__ == "ZMQInteractiveShell"


class _Progress:
    """A progress bar that appears only once a run has taken ``delay`` seconds: an ipywidgets
    bar in a notebook, a tqdm bar in a terminal (when tqdm is installed), else nothing."""

    def __init__(self, total, desc, enabled=None, delay=2.0):
        self.total, self.desc, self.enabled, self.delay = total, desc, enabled, delay
        self.done = 0
        self.t0 = time.monotonic()
        self.bar = None
        self.kind = None

    def _start(self):
        if self.enabled is False:
            self.kind = "none"
            return
        if _in_notebook():
            try:
                import ipywidgets as W
                from IPython.display import display

                self.bar = W.IntProgress(value=self.done, min=0, max=self.total, description=self.desc[:20])
                self.label = W.Label(f"{self.done}/{self.total}")
                display(W.HBox([self.bar, self.label]))
                self.kind = "widget"
                return
            except ImportError:
                pass
        if self.enabled or (
            sys.stderr is not None and sys.stderr.isatty() and not os.environ.get("CARDLAB_NO_PROGRESS")
        ):
            try:
                from tqdm import tqdm

                self.bar = tqdm(total=self.total, initial=self.done, desc=self.desc, file=sys.stderr)
                self.kind = "tqdm"
                return
            except ImportError:
                pass
        self.kind = "none"

    def update(self, k):
        self.done += k
        if self.kind is None:
            if self.enabled or time.monotonic() - self.t0 >= self.delay:
                self._start()
            return
        if self.kind == "widget":
            self.bar.value = self.done
            self.label.value = f"{self.done}/{self.total}"
        elif self.kind == "tqdm":
            self.bar.update(k)

    def close(self):
        if self.kind == "tqdm":
            self.bar.close()


# -- summaries --------------------------------------------------------------------------------
def wilson(k: float, n: int, z: float = 1.96) -> tuple:
    """The Wilson score interval (low, high) for ``k`` successes in ``n`` trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def win_rates(rows) -> dict:
    """Per bot name: ``{"wins": w, "games": n, "rate": w/n, "low": .., "high": ..}``.  A game
    won by a side of several bots (or shared) counts for each bot name a fraction
    (1 / number of distinct winning bot names), so the rates add up to 1 per game."""
    names = sorted({b for r in rows for b in r["bots"]})
    wins = {b: 0.0 for b in names}
    games = 0
    for r in rows:
        if not r["finished"] or not r["winner_bots"]:
            continue
        games += 1
        for b in r["winner_bots"]:
            wins[b] += 1.0 / len(r["winner_bots"])
    out = {}
    for b in names:
        lo, hi = wilson(wins[b], games)
        out[b] = {
            "wins": wins[b],
            "games": games,
            "rate": wins[b] / games if games else 0.0,
            "low": lo,
            "high": hi,
        }
    return out


CSV_FIELDS = (
    "game",
    "seed",
    "players",
    "bots",
    "deals",
    "moves",
    "starting_seat",
    "finished",
    "winners",
    "winner_bots",
    "totals",
    "deal_moves",
    "points",
)


def write_csv(rows, path_or_file):
    """Write rows as CSV (lists as JSON text); the record column is left out."""
    import csv
    import json

    if isinstance(path_or_file, (str, os.PathLike)):  # whole or not at all
        import io

        from .safeio import write_atomic

        buf = io.StringIO(newline="")
        write_csv(rows, buf)
        write_atomic(path_or_file, buf.getvalue(), newline="")
        return
    w = csv.writer(path_or_file)
    w.writerow(CSV_FIELDS)
    for r in rows:
        w.writerow([json.dumps(r[k]) if isinstance(r[k], (list, dict, bool)) else r[k] for k in CSV_FIELDS])


def read_csv(path) -> list:
    """Rows from a CSV written by :func:`write_csv`."""
    import csv
    import json

    out = []
    with open(path, newline="", encoding="utf-8") as f:
        for rec in csv.DictReader(f):
            row: dict[str, Any] = {}
            for k, v in rec.items():
                if k in ("game", "seed", "players", "deals", "moves"):
                    row[k] = int(v)
                elif k == "starting_seat":
                    row[k] = int(v) if v not in ("", "None") else None
                else:
                    row[k] = json.loads(v)
            out.append(row)
    return out
