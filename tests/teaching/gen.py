"""Answers files for the tests: random but valid attempts over the shipped puzzles, and the
malformed corpus in tests/data/answers/bad/ (``python -m tests.teaching.gen`` writes it again)."""

from __future__ import annotations

import copy
import json
import random
from functools import lru_cache
from pathlib import Path

from cardlab.teaching.answers import FORMAT_ID, solved_first

BAD = Path(__file__).resolve().parent.parent / "data" / "answers" / "bad"


@lru_cache(maxsize=None)
def facts():
    """id -> (game, legal moves, right moves, scores, best score, hints) of every shipped puzzle."""
    from cardlab.puzzles import shipped
    from cardlab.puzzles.check import judge

    out = {}
    for p in shipped():
        s = judge(p).summary()
        out[p.id] = (p.game, tuple(p.legal_moves()), tuple(s["best"]), s["scores"], s["score"], len(p.hints))
    return out


def attempts_for(rng, pid, k):
    game, legal, best, scores, best_score, nh = facts()[pid]
    out, hints, seen, t = [], 0, False, rng.uniform(5, 60)
    for _ in range(k):
        if rng.random() < 0.2 and hints < nh:
            hints += 1
        if rng.random() < 0.08:
            seen = True
        t += rng.uniform(3, 90)
        if rng.random() < 0.15:
            a = {
                "answer": rng.choice(["", "??", "play a card", "KX"]),
                "move": None,
                "legal": False,
                "correct": False,
                "score": None,
            }
        else:
            mv = rng.choice(best) if rng.random() < 0.45 else rng.choice(legal)
            a = {"answer": mv, "move": mv, "legal": True, "correct": mv in best, "score": scores.get(mv)}
        a.update({"best_score": best_score, "hints_used": hints, "solution_seen": seen, "time": round(t, 1)})
        out.append(
            {
                k: a[k]
                for k in (
                    "answer",
                    "move",
                    "legal",
                    "correct",
                    "score",
                    "best_score",
                    "hints_used",
                    "solution_seen",
                    "time",
                )
            }
        )
    return out


def random_answers(rng, student, ids, saved="2024-05-02T10:15:00+02:00", lang="en"):
    """A valid answers object: every puzzle of ``ids`` listed, 0-5 attempts each."""
    puzzles = []
    for pid in ids:
        atts = attempts_for(rng, pid, rng.choice([0, 1, 1, 1, 2, 2, 3, 5]))
        puzzles.append(
            {
                "id": pid,
                "game": facts()[pid][0],
                "attempts": atts,
                "hints_used": max([a["hints_used"] for a in atts], default=0),
                "solved_first": solved_first(atts),
            }
        )
    return {
        "format": FORMAT_ID,
        "student": student,
        "saved": saved,
        "opened": "2024-05-02T09:50:00+02:00",
        "lang": lang,
        "cardlab": "0.1.0",
        "puzzles": puzzles,
    }


def base():
    """A small valid object the bad files start from: three puzzles, the first one with attempts
    at indexes 0 (wrong) and 1 (right)."""
    ids = ["swoop-carla-kings", "sweep-nine-takes-all", "schwimmen-spades-28"]
    obj = random_answers(random.Random(5), "Anna", ids)
    game, legal, best, scores, bs, nh = facts()[ids[0]]
    wrong = next(m for m in legal if m not in best)
    obj["puzzles"][0]["attempts"] = [
        {
            "answer": wrong,
            "move": wrong,
            "legal": True,
            "correct": False,
            "score": scores.get(wrong),
            "best_score": bs,
            "hints_used": 0,
            "solution_seen": False,
            "time": 40.0,
        },
        {
            "answer": best[0],
            "move": best[0],
            "legal": True,
            "correct": True,
            "score": scores.get(best[0]),
            "best_score": bs,
            "hints_used": 1,
            "solution_seen": False,
            "time": 75.5,
        },
    ]
    obj["puzzles"][0]["hints_used"] = 1
    obj["puzzles"][0]["solved_first"] = False
    return obj


def _record():
    from cardlab.play import play_game

    return play_game("schwimmen", None, 3, seed=2).to_json()


def bad_files() -> dict:
    """file name -> (contents as bytes, the start of the expected error after the file name)."""

    def js(obj):
        return json.dumps(obj, ensure_ascii=False, indent=1).encode("utf-8")

    def edit(fn):
        obj = copy.deepcopy(base())
        fn(obj)
        return js(obj)

    def at(obj, i=0, j=0):
        return obj["puzzles"][i]["attempts"][j]

    full = js(base())
    many = copy.deepcopy(base())
    a = at(many)
    many["puzzles"][0]["attempts"] = [dict(a) for _ in range(501)]
    rec = _record()
    puzzle_file = sorted(
        (Path(__import__("cardlab").__file__).parent / "puzzles" / "data" / "swoop").glob("*.json")
    )[0].read_bytes()
    rng = random.Random(13)
    files = {
        "not-json.json": (full[: len(full) // 2], "not JSON"),
        "empty.json": (b"", "not JSON"),
        "binary.json": (bytes(rng.randrange(256) for _ in range(600)), "not UTF-8"),
        "nul-bytes.json": (b"\x00" * 64, "not JSON"),
        "deeply-nested.json": (b"[" * 5000 + b"]" * 5000, "not JSON this tool reads: nested too deeply"),
        "a-string.json": (b'"cardlab-answers/1"', "an answers file is a JSON object"),
        "a-list.json": (js([base()]), "an answers file is a JSON object"),
        "wrong-format.json": (edit(lambda o: o.update(format="cardlab-answers/2")), "format: must be"),
        "no-format.json": (edit(lambda o: o.pop("format")), "format: must be"),
        "a-record.json": (
            js(rec),
            "format: must be 'cardlab-answers/1', not 'cardlab-record/1' (this is a record file",
        ),
        "a-puzzle.json": (
            puzzle_file,
            "format: must be 'cardlab-answers/1', not 'cardlab-puzzle/1' (this is a puzzle file",
        ),
        "missing-student.json": (edit(lambda o: o.pop("student")), "student: is missing"),
        "blank-student.json": (
            edit(lambda o: o.update(student=" \t ")),
            "student: must be the student's name",
        ),
        "student-number.json": (edit(lambda o: o.update(student=42)), "student: must be the student's name"),
        "huge-name.json": (
            edit(lambda o: o.update(student="A" * 20_000)),
            "student: at most 10000 characters",
        ),
        "bad-saved-time.json": (
            edit(lambda o: o.update(saved="yesterday")),
            "saved: must be an ISO 8601 time",
        ),
        "month-13.json": (
            edit(lambda o: o.update(saved="2024-13-02T10:15:00+02:00")),
            "saved: must be an ISO 8601 time",
        ),
        "opened-after-saved.json": (
            edit(lambda o: o.update(opened="2024-05-03T10:15:00+02:00")),
            "opened: the set cannot be opened after",
        ),
        "bad-lang.json": (edit(lambda o: o.update(lang="fr")), "lang: must be one of en, de"),
        "unknown-field.json": (edit(lambda o: o.update(grade="A")), "answers: unknown field 'grade'"),
        "puzzles-not-list.json": (
            edit(lambda o: o.update(puzzles={"swoop-carla-kings": []})),
            "puzzles: must be a list",
        ),
        "attempts-not-list.json": (
            edit(lambda o: o["puzzles"][1].update(attempts="none")),
            "puzzles[1].attempts: must be a list of attempts",
        ),
        "negative-hints.json": (
            edit(lambda o: at(o).update(hints_used=-1)),
            "puzzles[0].attempts[0].hints_used: must be a whole number ≥ 0",
        ),
        "fractional-hints.json": (
            edit(lambda o: o["puzzles"][0].update(hints_used=1.5)),
            "puzzles[0].hints_used: must be a whole number ≥ 0",
        ),
        "too-many-hints.json": (
            edit(lambda o: o["puzzles"][0].update(hints_used=7)),
            "puzzles[0].hints_used: puzzle 'swoop-carla-kings' has 2 hints, not 7",
        ),
        "hints-go-down.json": (
            edit(lambda o: at(o, 0, 1).update(hints_used=0) or at(o).update(hints_used=1)),
            "puzzles[0].attempts[1].hints_used: fewer hints than at the attempt before",
        ),
        "puzzle-hints-below-attempt.json": (
            edit(lambda o: o["puzzles"][0].update(hints_used=0)),
            "puzzles[0].hints_used: must be at least the hints used at the last attempt",
        ),
        "unknown-puzzle.json": (
            edit(lambda o: o["puzzles"][2].update(id="schwimmen-no-such-puzzle")),
            "puzzles[2].id: unknown puzzle 'schwimmen-no-such-puzzle'",
        ),
        "bad-puzzle-id.json": (
            edit(lambda o: o["puzzles"][2].update(id="../../etc/passwd")),
            "puzzles[2].id: must be a puzzle id",
        ),
        "wrong-game.json": (
            edit(lambda o: o["puzzles"][0].update(game="sweep")),
            "puzzles[0].game: puzzle 'swoop-carla-kings' is a swoop puzzle, not sweep",
        ),
        "duplicate-puzzle.json": (
            edit(lambda o: o["puzzles"].append(copy.deepcopy(o["puzzles"][0]))),
            "puzzles[3].id: puzzle 'swoop-carla-kings' is listed twice",
        ),
        "attempt-missing-field.json": (
            edit(lambda o: at(o).pop("legal")),
            "puzzles[0].attempts[0].legal: is missing",
        ),
        "attempt-unknown-field.json": (
            edit(lambda o: at(o).update(grade=1)),
            "puzzles[0].attempts[0]: unknown field 'grade'",
        ),
        "correct-but-illegal.json": (
            edit(lambda o: at(o).update(legal=False, move=None, score=None, correct=True)),
            "puzzles[0].attempts[0].correct: cannot be true for an answer the rules do not allow",
        ),
        "illegal-with-move.json": (
            edit(lambda o: at(o).update(legal=False)),
            "puzzles[0].attempts[0].move: must be null",
        ),
        "not-a-legal-move.json": (
            edit(lambda o: at(o).update(move="play 2C 2D 2H 2S", answer="2C 2D 2H 2S")),
            "puzzles[0].attempts[0].move: 'play 2C 2D 2H 2S' is not a legal move in puzzle 'swoop-carla-kings'",
        ),
        "wrong-claimed-right.json": (
            edit(lambda o: at(o).update(correct=True, score=at(o)["best_score"])),
            "puzzles[0].attempts[0].correct: disagrees with the puzzle",
        ),
        "score-above-best.json": (
            edit(lambda o: at(o).update(score=at(o)["best_score"] + 5)),
            "puzzles[0].attempts[0].score: the score",
        ),
        "score-not-number.json": (
            edit(lambda o: at(o).update(score="high")),
            "puzzles[0].attempts[0].score: must be a number or null",
        ),
        "solved-first-claimed.json": (
            edit(lambda o: o["puzzles"][0].update(solved_first=True)),
            "puzzles[0].solved_first: disagrees with the attempts",
        ),
        "solution-unseen-again.json": (
            edit(lambda o: at(o).update(solution_seen=True)),
            "puzzles[0].attempts[1].solution_seen: false after the solution was shown",
        ),
        "time-backwards.json": (
            edit(lambda o: at(o, 0, 1).update(time=10.0)),
            "puzzles[0].attempts[1].time: earlier than the attempt before",
        ),
        "negative-time.json": (
            edit(lambda o: at(o).update(time=-3)),
            "puzzles[0].attempts[0].time: must be the seconds since",
        ),
        "too-many-attempts.json": (
            json.dumps(many, separators=(",", ":")).encode(),
            "puzzles[0].attempts: at most 500 attempts, not 501",
        ),
        "games-not-list.json": (
            edit(lambda o: o.update(games={"game": "schwimmen"})),
            "games: must be a list of games",
        ),
        "game-record-not-record.json": (
            edit(
                lambda o: o.update(
                    games=[
                        {"game": "schwimmen", "record": base(), "seat": 0, "finished": True, "winners": [0]}
                    ]
                )
            ),
            "games[0].record: unknown field",
        ),
        "game-seat-out-of-range.json": (
            edit(
                lambda o: o.update(
                    games=[{"game": "schwimmen", "record": rec, "seat": 3, "finished": True, "winners": [0]}]
                )
            ),
            "games[0].seat: must be a seat from 0 to 2, not 3",
        ),
        "game-winner-unfinished.json": (
            edit(
                lambda o: o.update(
                    games=[{"game": "schwimmen", "record": rec, "seat": 0, "finished": False, "winners": [1]}]
                )
            ),
            "games[0].winners: must be empty while the game is not finished",
        ),
    }
    return files


def write_bad(folder=BAD):
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.json"):
        old.unlink()
    for name, (data, _) in bad_files().items():
        (folder / name).write_bytes(data)
    return folder


if __name__ == "__main__":
    print(f"{len(list(write_bad().glob('*.json')))} files written to {BAD}")
