"""Does "learn from your mistakes" teach the right moves?  The analysis at the default strength
against a stronger reference, for docs/analysis.md (and benchmarks/analysis_reference.json).

    .venv/bin/python benchmarks/analysis_reference.py                  # 300 decisions a game
    .venv/bin/python benchmarks/analysis_reference.py --decisions 60   # a quick look

The decisions: seat 0 of one-deal games (seeds 1000, 1001, ...) plays a sloppy rule of thumb (a
random legal move with chance ``--sloppy``, else the rule-of-thumb bot's) against rule-of-thumb
bots, so that it makes mistakes of every size; every decision of seat 0 with more than one legal
move counts, deal after deal, until ``--decisions`` per game.  Each is analysed at
``--strength`` (default), and each that makes an exercise (:func:`cardlab.puzzles.mistakes.
accepted`) is valued again by the reference: every legal move on ``--factor`` times the samples
(no screening), from another seed, so its samples are independent of the analysis's.

Per game it prints the exercises made, the share whose accepted moves hold the reference's best
move (the goal: at least 95%), the same share under the rule used before (every move less than
an inaccuracy behind the best), how many exercises the reference would not have made (it finds
the move played among its best), and the CPU seconds of the analysis and of the reference.  One
process; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardlab  # noqa: E402
from cardlab.analysis.core import _run  # noqa: E402
from cardlab.analysis.evaluate import STRENGTHS, THRESHOLDS, UNITS, settings  # noqa: E402
from cardlab.bots.heuristic import HeuristicBot  # noqa: E402
from cardlab.play import play_game  # noqa: E402
from cardlab.puzzles.mistakes import accepted  # noqa: E402

GAMES = ("swoop", "sweep", "schwimmen")
PLAYERS = {"swoop": 3, "sweep": 2, "schwimmen": 3}
BEGIN, END = "<!-- reference-figures -->", "<!-- /reference-figures -->"


class Sloppy:
    """The rule-of-thumb bot, but a random legal move with chance ``p``."""

    name = "sloppy"

    def __init__(self, p: float):
        self.p, self.h = p, HeuristicBot()

    def choose(self, game, state, rng):
        moves = game.legal_moves(state)
        if rng.random() < self.p:
            return moves[rng.randrange(len(moves))]
        return self.h.choose(game, state, rng)


def old_accepted(game, d) -> list:
    """The rule before: every move less than an inaccuracy behind the best."""
    lower = UNITS[game]["lower_better"]
    limit = THRESHOLDS[game]["inaccuracy"]
    best = d.value(d.best[0])
    out = list(d.best)
    for m in d.moves:
        loss = (m["value"] - best) if lower else (best - m["value"])
        if m["move"] not in out and m["move"] != d.played and loss < limit:
            out.append(m["move"])
    return out


def run_game(game, decisions, strength, factor, sloppy, seed0=1000):
    n_samples = settings(strength)["samples"]
    ref_cfg = {"samples": factor * n_samples, "screen": None}
    rows: list = []
    analysed = 0
    cpu_a = cpu_r = 0.0
    seed = seed0
    while analysed < decisions:
        bots = [Sloppy(sloppy)] + ["heuristic"] * (PLAYERS[game] - 1)
        rec = play_game(game, None, PLAYERS[game], bots, seed=seed, max_deals=1)
        seed += 1
        c = time.process_time()
        a = cardlab.analyse(rec, seat=0, strength=strength, progress=False)
        cpu_a += time.process_time() - c
        for d in a.decisions:
            if analysed >= decisions:
                break
            analysed += 1
            acc = accepted(game, d) if d.label else []
            if not acc:
                continue
            c = time.process_time()
            [ref] = _run(rec, [(d.deal - 1, d.at)], ref_cfg, 1)
            cpu_r += time.process_time() - c
            rows.append(
                {
                    "seed": seed - 1,
                    "at": d.at,
                    "label": d.label,
                    "played": d.played,
                    "accepted": acc,
                    "old": old_accepted(game, d),
                    "ref_best": ref["best"],
                    "ref_label": ref["label"],
                    "hit": any(b in acc for b in ref["best"]),
                    "old_hit": any(b in old_accepted(game, d) for b in ref["best"]),
                    "ref_played_best": d.played in ref["best"],
                }
            )
    ex = len(rows)
    out = {
        "decisions": analysed,
        "deals": seed - seed0,
        "exercises": ex,
        "hits": sum(r["hit"] for r in rows),
        "share": sum(r["hit"] for r in rows) / ex if ex else None,
        "old_share": sum(r["old_hit"] for r in rows) / ex if ex else None,
        "played_best_by_reference": sum(r["ref_played_best"] for r in rows),
        "accepted_mean": sum(len(r["accepted"]) for r in rows) / ex if ex else None,
        "old_accepted_mean": sum(len(r["old"]) for r in rows) / ex if ex else None,
        "cpu_analysis": cpu_a,
        "cpu_reference": cpu_r,
        "misses": [r for r in rows if not r["hit"]],
    }
    return out


def table(res) -> str:
    s = res["strength"]
    samples = STRENGTHS[s]["samples"] if s in STRENGTHS else s
    lines = [
        f"`benchmarks/analysis_reference.py --decisions {res['decisions']}`: seat 0 of one-deal games "
        f"(sloppy rule of thumb: a random move with chance {res['sloppy']}) against rule-of-thumb bots; "
        f"the analysis at strength `{s}` ({samples} samples a decision) against a reference with "
        f"{res['factor']}x the samples for every move, from another seed; one process.",
        "",
        "| game | decisions | exercises | accepted set holds the reference's best | before (within an "
        "inaccuracy) | moves accepted (mean, before) | played move among the reference's best | "
        "CPU s analysis | CPU s reference |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for g, r in res["games"].items():
        if not r["exercises"]:
            lines.append(f"| {g} | {r['decisions']} | 0 | – | – | – | – | {r['cpu_analysis']:.0f} | 0 |")
            continue
        lines.append(
            f"| {g} | {r['decisions']} | {r['exercises']} | **{100 * r['share']:.1f}%** "
            f"({r['hits']} of {r['exercises']}) | {100 * r['old_share']:.1f}% | "
            f"{r['accepted_mean']:.1f} ({r['old_accepted_mean']:.1f}) | "
            f"{r['played_best_by_reference']} | {r['cpu_analysis']:.0f} | {r['cpu_reference']:.0f} |"
        )
    return "\n".join(lines) + "\n"


def write_doc(path, res):
    p = Path(path)
    text = p.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{path}: no {BEGIN} ... {END} to write the figures between")
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    p.write_text(head + BEGIN + "\n\n" + table(res) + "\n" + END + tail, encoding="utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--decisions", type=int, default=300, help="decisions a game (default 300)")
    ap.add_argument("--factor", type=int, default=8, help="the reference's samples, times (default 8)")
    ap.add_argument("--strength", default="default")
    ap.add_argument("--sloppy", type=float, default=0.5, help="chance of a random move (default 0.5)")
    ap.add_argument("--only", default=",".join(GAMES))
    ap.add_argument("--json", default=str(ROOT / "benchmarks" / "analysis_reference.json"))
    ap.add_argument("--doc", default=str(ROOT / "docs" / "analysis.md"), help="'' to leave the doc alone")
    args = ap.parse_args(argv)
    random.seed(0)
    res: dict = {
        "strength": args.strength,
        "factor": args.factor,
        "sloppy": args.sloppy,
        "decisions": args.decisions,
        "games": {},
    }
    for game in args.only.split(","):
        w = time.perf_counter()
        r = run_game(game, args.decisions, args.strength, args.factor, args.sloppy)
        r["wall"] = time.perf_counter() - w
        res["games"][game] = r
        print(game, {k: v for k, v in r.items() if k != "misses"}, flush=True)
    Path(args.json).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    print(table(res))
    if args.doc:
        write_doc(args.doc, res)
        print("wrote", args.json, "and", args.doc)


if __name__ == "__main__":
    main()
