"""Each game's teaching module (games/<game>/teaching.py): the same names in every game, and the
generic lessons modules that ask them without naming a game."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

from cardlab import lessons
from cardlab.engine import GAMES, get_game
from cardlab.games._teaching import Example

ROOT = Path(__file__).resolve().parents[2] / "cardlab"
GENERIC = [ROOT / "lessons" / f for f in ("__init__.py", "examples.py", "tutorial.py", "shown.py")]
TEACHING = [ROOT / "games" / "_teaching.py", *(ROOT / "games" / g / "teaching.py" for g in GAMES)]
FUNCTIONS = {"start": 2, "notation_moves": 0, "display": 2}
ABOVE = ("lessons", "widgets", "puzzles", "analysis", "bots", "teaching", "cli", "plots")


def test_every_game_has_the_same_teaching_module():
    for name in GAMES:
        t = get_game(name).teaching
        assert t.__name__ == f"cardlab.games.{name}.teaching"
        for fn, k in FUNCTIONS.items():
            assert len(inspect.signature(getattr(t, fn)).parameters) == k, (name, fn)
        assert t.hand_values is None or callable(t.hand_values)
        assert isinstance(t.SPELL_OUT, tuple) and t.SHARE_UNIT in ("games", "matches")
        assert t.EXAMPLES and all(isinstance(ex, Example) and ex.game == name for ex in t.EXAMPLES)
        assert len({ex.name for ex in t.EXAMPLES}) == len(t.EXAMPLES), name
    assert list(lessons.EXAMPLES) == [
        (ex.game, ex.name) for n in GAMES for ex in get_game(n).teaching.EXAMPLES
    ]


def test_every_game_shows_its_notation_with_legal_moves_of_each_kind():
    from cardlab.notation import move_kind

    for name in GAMES:
        t = get_game(name).teaching
        moves = t.notation_moves()
        assert moves and all(isinstance(m, get_game(name).move_type) for m in moves)
        assert set(t.SPELL_OUT) <= {move_kind(name, m) for m in moves}
        for m in moves:  # a legal move's display is the notation's display
            assert t.display(str(m), "de") == lessons.show_move(name, m, "de")


def test_the_lessons_name_no_game():
    pattern = re.compile("|".join(GAMES), re.IGNORECASE)
    for path in GENERIC:
        hits = [
            n
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)
        ]
        assert not hits, (path.name, hits)


def test_the_games_teaching_modules_import_nothing_above_the_games():
    for path in TEACHING:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                parts = (node.module or "").split(".")
                top = parts[0] if parts[0] != "cardlab" else (parts[1] if len(parts) > 1 else "")
                if node.level >= 2 + (path.parent.name != "games"):  # from the cardlab package
                    assert top not in ABOVE, (path.name, node.module)
                if parts[0] == "cardlab":
                    assert top not in ABOVE, (path.name, node.module)
