"""Making puzzles: by hand from a position (:func:`make`, used by ``data/make_*.py``) and from
bot games (:func:`generate`, ``cardlab puzzles generate``).

A generated puzzle starts from the position itself (a record whose only deal starts there and
has no moves), so it is small and holds no earlier deals.  A position is kept when more than one
move is legal and one answer is clearly best by the goal: a single best move whose score beats the
next best by at least the goal's margin.  The explanation is made from the engine's events of the
best move (:func:`cardlab.puzzles.check.what_it_does`).
"""

from __future__ import annotations

import random
from pathlib import Path

from ..bots.per_game import PerGame
from ..engine import Match, get_game
from ..record import Deal, Record
from .model import FORMAT_ID, Puzzle

# the goals a generated puzzle of each game asks for, and its players (each game's ``goals``;
# how much better the best answer must be and the puzzle's tags are the goal's ``margin`` and
# ``tags``)
DEFAULT_GOALS = PerGame(lambda g: g.goals.GENERATED)
PLAYERS = PerGame(lambda g: g.goals.PLAYERS)


def make(
    pid,
    game,
    players,
    start,
    seat,
    question,
    answer,
    solution,
    explanation,
    tags,
    difficulty=1,
    hints=(),
    rules=None,
    title=None,
    source="",
    moves=(),
    check=True,
) -> Puzzle:
    """A puzzle from a position written by hand.  With ``check`` the stated solution must be
    exactly what the puzzle's judge finds (every best move, and the score if stated)."""
    rec = Record(game, players, [Deal(start, list(moves))], rules or {}, {"title": pid})
    obj = {
        "format": FORMAT_ID,
        "id": pid,
        "game": game,
        "record": rec.to_json(),
        "seat": seat,
        "question": question,
        "answer": answer,
        "solution": solution,
        "hints": list(hints),
        "explanation": explanation,
        "difficulty": difficulty,
        "tags": list(tags),
    }
    if title:
        obj["title"] = title
    if source:
        obj["source"] = source
    p = Puzzle.from_json(obj)
    if check:
        problem = disagreement(p)
        if problem:
            raise ValueError(f"{pid}: {problem}")
    return p


def disagreement(p: Puzzle) -> str:
    """Empty when the puzzle's stated solution is what the engine's judgement finds."""
    from .check import Judgement

    j = Judgement(p)
    g = get_game(p.game)
    stated = []
    for m in p.solution["moves"]:
        mv = g.parse_move(p.state, m)
        if mv not in stated:
            stated.append(mv)
    if set(stated) != set(j.best):
        return (
            f"stated best {sorted(map(str, stated))} but the judge finds "
            f"{sorted(map(str, j.best))} (scores {j.summary()['scores']})"
        )
    if "score" in p.solution and j.best_score is not None and p.solution["score"] != j.best_score:
        return f"stated score {p.solution['score']} but the judge finds {j.best_score}"
    return ""


# -- from bot games -------------------------------------------------------------------------
def _texts(key, **params):
    from ..explain import text

    return {lang: text(key, lang, **params) for lang in ("en", "de")}


def candidate(game, state, goal_name, players, rules_json, seat=None):
    """A puzzle from ``state`` when one answer is clearly best, else None."""
    from .goals import goal

    g = get_game(game)
    seat = state.to_move if seat is None else seat
    moves = g.legal_moves(state.copy())
    if len(moves) < 2:
        return None
    if not g.goals.fit(state):
        return None
    gl = goal(game, goal_name)
    res = sorted(gl.results(state, seat), key=lambda r: -r.score)
    best = res[0]
    if best.score <= 0 or best.chance:
        return None
    second = res[1].score
    if best.score - second < gl.margin:
        return None
    start = g.state_to_json(state)
    return best, start


def generate(
    game, games=5, seed=0, out=None, bots=("random",), goals=None, max_per_game=3, players=None
) -> list[Puzzle]:
    """Play ``games`` bot games of ``game`` and keep positions with one clearly best answer."""
    from ..bots import make_bot
    from .check import what_it_does

    g = get_game(game)
    goals = tuple(goals or g.goals.GENERATED)
    names = list(players or g.goals.PLAYERS)
    rng = random.Random(seed)
    made: list[Puzzle] = []
    seen = set()
    for gi in range(games):
        match = Match(g, None, names)
        bot_objs = [make_bot(b) for b in bots]
        state = match.new_deal(rng)
        kept = 0
        steps = 0
        while not state.over and kept < max_per_game and steps < 400:
            steps += 1
            if rng.random() < 0.5:
                for gname in goals:
                    got = candidate(game, state, gname, names, match.rules.to_json())
                    if got is None:
                        continue
                    best, start = got
                    key = (gname, repr(sorted(start.items(), key=lambda kv: kv[0]))[:4000])
                    if key in seen:
                        continue
                    seen.add(key)
                    p = _puzzle_from(
                        game,
                        names,
                        match.rules.to_json(),
                        start,
                        state.to_move,
                        gname,
                        f"{game}-gen-s{seed}-g{gi}-{steps}",
                        what_it_does,
                    )
                    if p is not None:
                        made.append(p)
                        kept += 1
                        break
            mv = bot_objs[state.to_move % len(bot_objs)].choose(g, state, rng)
            g.apply(state, mv, events=False)
    if out is not None:
        d = Path(out)
        d.mkdir(parents=True, exist_ok=True)
        for p in made:
            p.save(d / f"{p.id}.json")
    return made


def _puzzle_from(game, names, rules_json, start, seat, goal_name, pid, what_it_does):
    from ..explain import text
    from .check import Judgement, _line_text
    from .goals import goal

    rec = Record(game, names, [Deal(start, [])], rules_json, {"generated": pid})
    q = {
        lang: text(
            "puzzle.gen.question",
            lang,
            players=names,
            player=seat,
            goal=text(f"puzzle.goal.{goal_name}", lang),
        )
        for lang in ("en", "de")
    }
    obj = {
        "format": FORMAT_ID,
        "id": pid,
        "game": game,
        "record": rec.to_json(),
        "seat": seat,
        "question": q,
        "answer": {"goal": goal_name},
        "solution": {"moves": ["?"]},
        "hints": [],
        "explanation": {"en": "-", "de": "-"},
        "difficulty": 2,
        "tags": list(goal(game, goal_name).tags),
        "meta": {"generated": True},
    }
    # the stated solution and the texts come from the engine's judgement
    obj["solution"] = {"moves": [str(m) for m in _best(game, start, names, rules_json, seat, goal_name)]}
    try:
        p = Puzzle.from_json(obj)
    except Exception:
        return None
    j = Judgement(p)
    best = j.best[0]
    r = j.results[best]
    p.solution["score"] = j.best_score
    expl = {}
    hint = {}
    for lang in ("en", "de"):
        line = _line_text(j.game, j.state, best, list(r.line), lang, with_first=True)
        does = what_it_does(p, best, lang)
        rk, rn = j.goal.result_key(j.best_score)
        result = text(rk, lang, n=j.goal.format_score(rn, lang))
        expl[lang] = " ".join(
            s for s in (text("puzzle.gen.explanation_best", lang, moves=line), does, result) if s
        )
        hint[lang] = text(f"puzzle.gen.hint.{goal_name}", lang)
    p.explanation = expl
    p.hints = [hint]
    return Puzzle.from_json(p.to_json())


def _best(game, start, names, rules_json, seat, goal_name):
    from .goals import goal

    g = get_game(game)
    match = Match(g, rules_json, names)
    st = match.start_deal(start)
    res = goal(game, goal_name).results(st, seat)
    top = max(r.score for r in res)
    return [r.move for r in res if r.score == top]
