"""``cardlab check | moves | show | play``: the commands on records (FORMAT.md).

``check`` replays every move of a record under its rules, ``moves`` lists the legal moves of the
player to move, ``show`` prints the position as text with the last move explained, ``play`` saves
a whole game between bots as a record.  Exit status as in :mod:`cardlab.cli`.
"""

from __future__ import annotations

import json
import sys

from ..engine import GAMES, RulesError


def register(sub):
    c = sub.add_parser("check", help="replay every move of a record under its rules")
    c.add_argument("file")
    c.add_argument("--json", action="store_true", help="print one JSON object")
    c.set_defaults(handler=_check)
    m = sub.add_parser("moves", help="the legal moves of the player to move")
    m.add_argument("file")
    m.add_argument("--deal", type=int, help="deal number (1-based; default: the last)")
    m.add_argument("--at", type=int, help="after this many moves of the deal (default: all)")
    m.set_defaults(handler=_moves)
    s = sub.add_parser("show", help="the position as text, with the last move explained")
    s.add_argument("file")
    s.add_argument("--deal", type=int)
    s.add_argument("--at", type=int)
    s.add_argument("--lang", choices=("de", "en"), default="en")
    s.set_defaults(handler=_show)
    pl = sub.add_parser("play", help="a whole game between bots (or its first deals), saved as a record")
    pl.add_argument("game", choices=tuple(GAMES))
    pl.add_argument("--players", type=int, default=None, help="number of players")
    pl.add_argument("--preset", default=None)
    pl.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, VALUE as JSON (e.g. -o target_score=100)",
    )
    pl.add_argument("--bots", default="random", help="comma-separated bot names, one per seat or cycled")
    pl.add_argument("--seed", type=int, default=0)
    pl.add_argument("--out", required=True)
    pl.add_argument("--names", default=None, help="comma-separated player names")
    pl.add_argument(
        "--deals",
        type=int,
        default=None,
        metavar="N",
        help="stop after N deals (default: play until the game is over)",
    )
    pl.set_defaults(handler=_play)


def _check(args) -> int:
    from ..record import Record

    rec = Record.load(args.file)
    summary = rec.check()
    if args.json:
        print(json.dumps(summary.to_json(), ensure_ascii=False))
    else:
        print(_summary_text(summary))
    return 0


def _moves(args) -> int:
    from ..engine import get_game
    from ..record import Record

    rec = Record.load(args.file)
    if not _in_range(rec, args):
        return 2
    step = rec.state_at(args.deal, args.at)
    for mv in get_game(rec.game).legal_moves(step.state):
        print(mv)
    return 0


def _show(args) -> int:
    from ..record import Record

    rec = Record.load(args.file)
    if not _in_range(rec, args):
        return 2
    step = rec.state_at(args.deal, args.at)
    print(_show_text(rec, step, args.lang))
    return 0


def _in_range(rec, args) -> bool:
    """``--deal`` and ``--at`` name a place in this record; else a usage error (exit 2), one
    line on stderr.  (A record that is not valid is found by replaying it: exit 1.)"""
    from ..record import RecordError

    try:
        rec.place(args.deal, args.at)
    except RecordError as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return False
    return True


def _summary_text(summary) -> str:
    from ..record import _count

    lines = [f"{summary.game}: {', '.join(summary.players)}"]
    for i, d in enumerate(summary.deals):
        if d["complete"]:
            win = summary.players[d["winner"]] if d["winner"] is not None else "-"
            lines.append(
                f"deal {i + 1}: {_count(d['moves'], 'move')}, winner {win}, points "
                f"{' '.join(map(str, d['points']))}, totals {' '.join(map(str, d['totals']))}"
            )
        else:
            lines.append(f"deal {i + 1}: {_count(d['moves'], 'move')}, unfinished")
    if summary.finished:
        lines.append("finished, winners: " + ", ".join(_side_name(summary, w) for w in summary.winners))
    else:
        lines.append("not finished")
    return "\n".join(lines)


def _side_name(summary, w):
    """The name of winning side ``w``: its players' names joined when it has more than one
    (partners)."""
    if summary.match is not None:
        sides = summary.match.game.sides(summary.match.rules, len(summary.players))
        if w < len(sides) and len(sides[w]) > 1:
            return " + ".join(summary.players[s] for s in sides[w])
    return summary.players[w]


def _show_text(rec, step, lang) -> str:
    from ..engine import get_game
    from ..explain import explain, text

    g = get_game(rec.game)
    out = [
        f"{text('common.label.deal', lang)} {step.deal + 1}, "
        f"{text('common.label.move', lang)} {step.index + 1}"
    ]
    if step.move is not None:
        out.append(f"{text('common.label.last_move', lang)}: {step.move}")
        out.append(explain(step.events, lang, rec.players))
        for note in rec.deals[step.deal].annotations:  # comments, labels, analysis
            if note["move"] == step.index + 1:
                from ..analysis.annotations import show_lines

                out.extend(show_lines(rec.game, note, lang))
    else:
        out.append(text("common.label.start", lang))
    out.append(g.describe(step.state, lang, rec.players))
    return "\n".join(out)


def _play(args) -> int:
    from ..engine import get_game
    from ..play import play_game
    from ..record import _count
    from .options import parse_options

    g = get_game(args.game)
    opts = parse_options(args.option)
    if opts is None:
        return 2
    if args.deals is not None and args.deals < 1:
        print("cardlab: --deals must be at least 1", file=sys.stderr)
        return 2
    try:
        rules = g.rules(args.preset, **opts)
        n = args.players or min(max(4, g.MIN_PLAYERS), g.MAX_PLAYERS)  # 4 where the game allows it
        names = args.names.split(",") if args.names else n
        if isinstance(names, list) and len(names) != n and args.players:
            raise RulesError("--names must list one name per player")
        bots = args.bots.split(",")
        if args.deals is None:
            rec = play_game(g, rules, names, bots, seed=args.seed)
        else:
            rec = play_game(g, rules, names, bots, seed=args.seed, max_deals=args.deals)
    except (RulesError, ValueError) as e:
        print(f"cardlab: {e}", file=sys.stderr)
        return 2
    rec.save(args.out)
    s = rec.check()
    result = ("winners: " + ", ".join(_side_name(s, w) for w in s.winners)) if s.finished else "not finished"
    if not s.finished and args.deals is not None and len(rec.deals) == args.deals:
        result += f" (stopped after {_count(args.deals, 'deal')}, as asked)"
    print(f"{args.out}: {_count(len(rec.deals), 'deal')}, {result}")
    return 0
