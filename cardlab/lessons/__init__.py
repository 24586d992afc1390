"""cardlab.lessons: what the tutorials show, so that a learner's notebook is text and widgets,
and lesson files (``cardlab-lesson/1``, see docs/lessons.md).

The worked examples of the rule texts and an answer to every question they leave open, by name
(each game's, ``games/<game>/teaching.py``)::

    from cardlab import lessons
    lessons.examples()                          # every game's examples: name, kind, source, title
    lessons.examples(game)                      # the names of one game's examples
    lessons.example(game, name, lang="de")      # a Replay to step through, or a refused move and
                                                # the engine's reason, or a small table
    lessons.walk(game, name, lang="de")         # every move in words

and the pieces to make new ones: :func:`position` (a record from a set-up position),
:func:`walk`, :func:`readings`, :func:`refuse`, :func:`legal`, :func:`notation`, :func:`cards`, :func:`deck`,
:func:`hand_values`, :func:`options`, :func:`starter_share`, :func:`show_move`.  Everything comes from the engines;
see :mod:`cardlab.lessons.tutorial` and :mod:`cardlab.lessons.examples`.
"""

from ..lessonfiles.files import (  # noqa: F401  (lesson files, docs/lessons.md)
    Lesson,
    LessonError,
    Step,
    find,
    load,
    loads,
    markdown,
    markdown_html,
    new,
    shipped,
)
from .examples import EXAMPLES, Example, example, examples, prelude, record
from .tutorial import (
    PLAYERS,
    Grid,
    Moves,
    Plot,
    Readings,
    Refusal,
    Share,
    Walk,
    cards,
    deck,
    hand_values,
    legal,
    notation,
    options,
    position,
    readings,
    refuse,
    show_move,
    starter_share,
    walk,
)

__all__ = [
    "example",
    "examples",
    "record",
    "prelude",
    "EXAMPLES",
    "Example",
    "position",
    "walk",
    "readings",
    "refuse",
    "legal",
    "notation",
    "show_move",
    "cards",
    "deck",
    "hand_values",
    "options",
    "starter_share",
    "PLAYERS",
    "Grid",
    "Moves",
    "Plot",
    "Readings",
    "Refusal",
    "Share",
    "Walk",
    # lesson files (cardlab/lessonfiles/files.py)
    "Lesson",
    "LessonError",
    "Step",
    "find",
    "load",
    "loads",
    "markdown",
    "markdown_html",
    "new",
    "shipped",
]
