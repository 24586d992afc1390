"""Where a widget is not drawn (a saved notebook without its kernel, a text view), its plain text
speaks the widget's language and says it appears when the notebook runs; Python's repr stays the
developer's."""

import pytest

from cardlab import lessons
from cardlab.widgets import Lesson, Puzzle, PuzzleSet, Replay, ScoreSheet, Table


def _plain(w) -> str:
    out = w._repr_mimebundle_()
    return (out[0] if isinstance(out, tuple) else out)["text/plain"]


def _widgets(lang):
    return {
        "replay": Replay(lessons.record("swoop", "deal"), lang=lang),
        "table": Table("sweep", lang=lang, seed=1, players=["Anna", "Ben"]),
        "puzzle": Puzzle("schwimmen-spades-28", lang=lang),
        "puzzles": PuzzleSet(["schwimmen-spades-28", "schwimmen-swap-all"], lang=lang),
        "lesson": Lesson("schwimmen-first-lesson", lang=lang),
        "scoresheet": ScoreSheet("swoop", ["Anna", "Ben", "Carla"], lang=lang),
    }


EXPECTED = {
    "de": {
        "replay": "Wiederholung Swoop: Runde 1, Zug 0 von ",
        "table": "Sweep gegen die Bots: Anna spielt, Runde 1",
        "puzzle": "Aufgabe: 18 oder 28",
        "puzzles": "2 Aufgaben, die erste: 18 oder 28",
        "lesson": "Lektion: ",
        "scoresheet": "Punktezettel Swoop",
    },
    "en": {
        "replay": "Replay of Swoop: deal 1, move 0 of ",
        "table": "Sweep against the bots: Anna plays, deal 1",
        "puzzle": "Exercise: 18 or 28",
        "puzzles": "2 exercises, the first: 18 or 28",
        "lesson": "Lesson: ",
        "scoresheet": "Score sheet of Swoop",
    },
}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_widget_not_drawn_says_so_in_its_language(lang):
    note = {
        "de": "(erscheint, wenn das Notebook läuft)",
        "en": "(the widget appears when the notebook runs)",
    }
    for kind, w in _widgets(lang).items():
        said = w.fallback_text()  # never the developer's repr by way of an error
        assert said.startswith(EXPECTED[lang][kind]), (kind, said)
        assert _plain(w) == f"{said} {note[lang]}"
        assert repr(w).startswith("<")  # Python's repr: the developer's, unchanged
