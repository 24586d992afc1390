"""How fast is the analysis?  Figures for docs/analysis.md (and benchmarks/analysis_results.json).

    .venv/bin/python benchmarks/analysis.py               # 8 deals per game (a few minutes)
    .venv/bin/python benchmarks/analysis.py --deals 3     # a quick look

* One seat's decisions in the first deal of 4-player games between rule-of-thumb bots, at the
  default strength, in one process: CPU seconds (the goal for Swoop: at most 20 s) and wall
  seconds, median over the deals; decisions per deal; how many decisions got each label.
* An ``ismcts`` decision at default strength: CPU seconds, median and maximum over positions of
  the same games (the goal: at most 1 s).

CPU seconds are the process's own (``time.process_time``), so the other work on a shared
machine counts less than in wall seconds.  Prints the figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardlab  # noqa: E402
from cardlab.record import Deal, Record  # noqa: E402

GAMES = ("swoop", "sweep", "schwimmen")
MARK = "<!-- analysis-figures -->"


def first_deal(game, seed):
    from cardlab.play import play_game

    full = play_game(game, None, 4, ["heuristic"], seed=seed)
    d = full.deals[0]
    return Record(full.game, full.players, [Deal(d.start, d.moves)], full.rules)


def deal_times(game, deals, strength, seat=0):
    rows = []
    for seed in range(deals):
        rec = first_deal(game, 100 + seed)
        c, w = time.process_time(), time.perf_counter()
        a = cardlab.analyse(rec, seat=seat, strength=strength, progress=False)
        rows.append(
            {
                "seed": 100 + seed,
                "decisions": len(a.decisions),
                "cpu": time.process_time() - c,
                "wall": time.perf_counter() - w,
                "labels": {
                    k: v for k, v in a.summary()[seat].items() if k in ("inaccuracy", "mistake", "blunder")
                },
            }
        )
        print(game, rows[-1], flush=True)
    return rows


def ismcts_times(game, positions=20, seed=5):
    from cardlab.bots.heuristic import HeuristicBot
    from cardlab.bots.ismcts import ISMCTSBot
    from cardlab.engine import Match, get_game

    g = get_game(game)
    rng = random.Random(seed)
    bot, h = ISMCTSBot(), HeuristicBot()
    out = []
    m = Match(g, None, 4)
    st = m.new_deal(rng)
    while len(out) < positions:
        if st.over:
            m.end_deal(st)
            if m.finished:
                m = Match(g, None, 4)
            st = m.new_deal(rng)
            continue
        if len(g.legal_moves(st)) > 1 and rng.random() < 0.5:
            t = time.process_time()
            bot.choose(g, st, rng)
            out.append(time.process_time() - t)
        g.apply(st, h.choose(g, st), events=False)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--strength", default="default")
    ap.add_argument("--only", default=",".join(GAMES))
    ap.add_argument("--json", default=str(ROOT / "benchmarks" / "analysis_results.json"))
    ap.add_argument("--doc", default=str(ROOT / "docs" / "analysis.md"))
    args = ap.parse_args(argv)
    res = {"strength": args.strength, "games": {}}
    for game in args.only.split(","):
        rows = deal_times(game, args.deals, args.strength)
        it = ismcts_times(game)
        res["games"][game] = {
            "deals": rows,
            "cpu_median": statistics.median(r["cpu"] for r in rows),
            "cpu_max": max(r["cpu"] for r in rows),
            "wall_median": statistics.median(r["wall"] for r in rows),
            "decisions_median": statistics.median(r["decisions"] for r in rows),
            "labels": {k: sum(r["labels"][k] for r in rows) for k in ("inaccuracy", "mistake", "blunder")},
            "decisions": sum(r["decisions"] for r in rows),
            "ismcts_median": statistics.median(it),
            "ismcts_max": max(it),
        }
        print(game, {k: v for k, v in res["games"][game].items() if k != "deals"}, flush=True)
    Path(args.json).write_text(json.dumps(res, indent=1))
    write_doc(args.doc, res)
    print("wrote", args.json, "and", args.doc)


def table(res) -> str:
    lines = [
        f"One seat's decisions in the first deal of 4-player games between rule-of-thumb bots, "
        f"strength `{res['strength']}`, one process; median over "
        f"{len(next(iter(res['games'].values()))['deals'])} deals per game (the goal for Swoop: "
        f"at most 20 CPU seconds). The last columns: an `ismcts` decision at default strength "
        f"(the goal: at most 1 s).",
        "",
        "| game | decisions per deal | CPU s per deal (median) | CPU s (max) | wall s (median) | "
        "labels (inaccuracy / mistake / blunder) of all decisions | ismcts s (median) | ismcts s (max) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for g, r in res["games"].items():
        lab = r["labels"]
        lines.append(
            f"| {g} | {r['decisions_median']:g} | {r['cpu_median']:.1f} | {r['cpu_max']:.1f} | "
            f"{r['wall_median']:.1f} | {lab['inaccuracy']} / {lab['mistake']} / {lab['blunder']} "
            f"of {r['decisions']} | {r['ismcts_median']:.3f} | {r['ismcts_max']:.3f} |"
        )
    return "\n".join(lines) + "\n"


def write_doc(path, res):
    p = Path(path)
    text = p.read_text(encoding="utf-8")
    head = text.split(MARK, 1)[0]
    p.write_text(head + MARK + "\n\n" + table(res), encoding="utf-8")


if __name__ == "__main__":
    main()
