"""04_teacher: building a lesson."""

from _cells import Cells

NAME = "04_teacher"


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # For teachers: building a lesson

    This notebook shows the pieces a lesson with cardlab is made of:

    1. **Puzzle sets**: a handful of "what would you play?" positions that the engine judges;
    2. **Collecting answers**: every answer a student gives is kept in `puzzle_set.results`;
    3. **Your own puzzles**, written from any position;
    4. **Simulations** that answer a question the class asks;
    5. **Replays as web pages** that you can send or post, and that work without Jupyter.

    How to run a class with it (Binder links, what to do when Binder is slow, JupyterLite, a
    JupyterHub for a whole school) is described in the documentation's *Teaching with cardlab*
    page (`docs/teaching.md`).
    """,
        """
    # Für Lehrkräfte: eine Unterrichtsstunde gestalten

    Dieses Notebook zeigt die Bausteine einer Stunde mit cardlab:

    1. **Rätselsammlungen**: ein paar Stellungen der Art „Was würdest du spielen?“, die die Engine
       bewertet;
    2. **Antworten einsammeln**: Jede Antwort der Lernenden wird in `puzzle_set.results`
       festgehalten;
    3. **Eigene Rätsel**, aus jeder beliebigen Stellung geschrieben;
    4. **Simulationen**, die eine Frage der Klasse beantworten;
    5. **Wiederholungen als Webseiten**, die du verschicken oder online stellen kannst und die ohne
       Jupyter laufen.

    Wie man damit eine Klasse unterrichtet (Binder-Links, was tun, wenn Binder langsam ist,
    JupyterLite, ein JupyterHub für eine ganze Schule), steht in der Dokumentation auf der Seite
    *Teaching with cardlab* (`docs/teaching.md`).
    """,
    )
    c.code("""
    import cardlab
    from cardlab.puzzles import shipped
    from cardlab.widgets import Puzzle, PuzzleSet, Replay
    """)
    c.md(
        """
    ## 1. A puzzle set

    cardlab ships puzzles for every game, many of them built on the examples of the rule texts.
    Each has a question, hints, an explanation, a difficulty (1 = easy) and tags naming the rules
    it practises, so you can pick what fits your lesson:
    """,
        """
    ## 1. Eine Rätselsammlung

    cardlab bringt für jedes Spiel Rätsel mit, viele davon nach den Beispielen der Regeltexte. Jedes
    hat eine Frage, Tipps, eine Erklärung, einen Schwierigkeitsgrad (1 = leicht) und Schlagwörter,
    die die geübten Regeln nennen; so suchst du aus, was zu deiner Stunde passt:
    """,
    )
    c.code(
        """
    swoop_puzzles = shipped("swoop")
    for p in swoop_puzzles:
        print(f"{p.id:32} difficulty {p.difficulty}  {p.text('title', '{LANG}')}")
    """,
        """
    swoop_puzzles = shipped("swoop")
    for p in swoop_puzzles:
        print(f"{p.id:32} Schwierigkeit {p.difficulty}  {p.text('title', '{LANG}')}")
    """,
    )
    c.md(
        """
    Take the easy ones and put them into a set. The students work through it in the widget: choose
    a move, check it, read the explanation, go on to the next puzzle.
    """,
        """
    Nimm die leichten und stelle daraus eine Sammlung zusammen. Die Lernenden arbeiten sie im Widget
    durch: Zug wählen, prüfen, Erklärung lesen, weiter zum nächsten Rätsel.
    """,
    )
    c.code("""
    lesson = [p for p in swoop_puzzles if p.difficulty == 1][:4]
    puzzle_set = PuzzleSet(lesson, lang="{LANG}")
    puzzle_set
    """)
    c.md(
        """
    ## 2. Collecting the answers

    Every answer given in the widget is recorded. `puzzle_set.results` lists them: which puzzle,
    what was answered, whether it was right. Answers can also be given from code, which is how we
    fill in a few here (in class, the students click instead):
    """,
        """
    ## 2. Die Antworten einsammeln

    Jede Antwort, die im Widget gegeben wird, wird festgehalten. `puzzle_set.results` listet sie
    auf: welches Rätsel, welche Antwort, ob sie richtig war. Antworten lassen sich auch per Code
    geben; so füllen wir hier ein paar aus (in der Stunde klicken die Lernenden stattdessen):
    """,
    )
    c.code(ANSWER_CELL[lang])
    c.md(
        """
    Each student works in their own notebook, so the results live there. A simple way to collect
    them is to let every student save their results as a small file and hand it in (or paste the
    printed summary into a form):
    """,
        """
    Alle arbeiten in ihrem eigenen Notebook, also liegen die Ergebnisse dort. Am einfachsten lässt
    du alle ihre Ergebnisse als kleine Datei speichern und abgeben (oder die ausgegebene Übersicht in
    ein Formular kopieren):
    """,
    )
    c.code(SAVE_RESULTS)
    c.md(
        """
    ## 3. Your own puzzle

    A puzzle is a record that ends at the position to solve, plus the question, how answers are
    judged, the solution and an explanation, in English *and* German. `lessons.position` writes
    the record of a set-up position (the hands and the table here; its docstring lists each
    game's fields). The simplest way to judge is
    a list of accepted moves; a goal such as `shed_most` (Swoop) lets the engine compare every
    legal move instead. cardlab checks the puzzle when it is loaded: the solution must be legal and
    really the best.
    """,
        """
    ## 3. Ein eigenes Rätsel

    Ein Rätsel ist eine Aufzeichnung, die bei der zu lösenden Stellung endet; dazu kommen die
    Frage, die Art, wie Antworten bewertet werden, die Lösung und eine Erklärung, auf Englisch *und*
    Deutsch. `lessons.position` schreibt die Aufzeichnung einer vorgegebenen Stellung (hier die
    Hände und der Tisch; welche Felder jedes Spiel hat, steht in seiner Beschreibung). Am einfachsten bewertet man mit einer Liste akzeptierter Züge; ein Ziel wie `shed_most` (Swoop)
    lässt die Engine stattdessen jeden erlaubten Zug vergleichen. cardlab prüft das Rätsel beim
    Laden: Die Lösung muss erlaubt und wirklich die beste sein.
    """,
    )
    c.code("""
    from cardlab import lessons
    from cardlab.puzzles import Puzzle as PuzzleData

    position = lessons.position("sweep", hands=[["9H", "KC"], ["2C", "QD"]],
                                table=["9S", "6C", "3D", "4H"], players=["Anna", "Ben"])
    my_puzzle = PuzzleData.from_json({
        "format": "cardlab-puzzle/1", "id": "my-first-puzzle", "game": "sweep",
        "title": {"en": "Take the most", "de": "Fang möglichst viel"},
        "record": position.to_json(),
        "seat": 0,
        "question": {"en": "What does your 9 take?", "de": "Was fängt deine 9?"},
        "answer": {"moves": ["9H x 9S 6C+3D"]},
        "solution": {"moves": ["9H x 9S 6C+3D"]},
        "explanation": {"en": "The 9 matches the 9 and adds up 6+3 in the same move.",
                        "de": "Die 9 fängt die 9 und die Summe 6+3 im selben Zug."},
        "difficulty": 1, "tags": ["sweep.sum"]})
    print(my_puzzle.check("9H x 9S", "{LANG}"))
    print()
    print(my_puzzle.check("9H x 9S 6C+3D", "{LANG}"))
    """)
    c.code("""
    Puzzle(my_puzzle, lang="{LANG}")
    """)
    c.md(
        """
    `my_puzzle.save("my-first-puzzle.json")` writes it to a file that `cardlab.puzzles.load` reads
    back; the format is described in the documentation (*Puzzles*).

    ## 4. A simulation for the class

    Questions like "is it better to keep your 10s for later?" or "does the starting player have an
    edge?" can be answered by letting bots play many games. `cardlab.simulate` returns one row per
    game. The bots: `random` plays any legal move, `heuristic` follows rules of thumb like the tips
    in the rule texts, `mc` and `mc-fast` try out many possible continuations (stronger, slower).
    """,
        """
    `my_puzzle.save("mein-erstes-raetsel.json")` schreibt es in eine Datei, die
    `cardlab.puzzles.load` wieder einliest; das Format steht in der Dokumentation (*Puzzles*).

    ## 4. Eine Simulation für die Klasse

    Fragen wie „Sollte man seine 10er für später aufheben?“ oder „Hat, wer anfängt, einen
    Vorteil?“ lassen sich beantworten, indem Bots viele Spiele spielen. `cardlab.simulate` liefert
    eine Zeile pro Spiel. Die Bots: `random` spielt irgendeinen erlaubten Zug, `heuristic` folgt
    Faustregeln wie den Tipps in den Regeltexten, `mc` und `mc-fast` probieren viele mögliche
    Fortsetzungen aus (stärker, aber langsamer).
    """,
    )
    c.code(BOTS_CELL)
    c.md(
        """
    Does a bot that thinks a little beat a bot that plays at random? Two of each play Schwimmen,
    moving one seat further every game so that nobody keeps the best seat:
    """,
        """
    Schlägt ein Bot, der ein wenig nachdenkt, einen, der zufällig spielt? Je zwei von beiden Sorten
    spielen Schwimmen und rücken nach jedem Spiel einen Platz weiter, damit niemand den besten
    Platz behält:
    """,
    )
    c.code(SIM_CELL[lang])
    c.code(PLOT_CELL[lang], tags=["lite-skip"])
    c.md(
        """
    ## 5. Replays as web pages

    A replay can be saved as a single HTML file that steps through the game in any browser, with no
    Jupyter, no internet connection and nothing to install: good for homework, a class website or a
    projector. Every deal of the record is inside the file.
    """,
        """
    ## 5. Wiederholungen als Webseiten

    Eine Wiederholung lässt sich als einzelne HTML-Datei speichern, die das Spiel in jedem Browser
    Zug für Zug zeigt, ohne Jupyter, ohne Internetverbindung und ohne etwas zu installieren: gut für
    Hausaufgaben, eine Klassen-Webseite oder den Beamer. Alle Runden der Aufzeichnung stecken in der
    Datei.
    """,
    )
    c.code(
        """
    import tempfile
    from pathlib import Path
    from cardlab.play import play_game

    folder = Path(tempfile.mkdtemp())      # use Path("lesson") to keep the files next to this notebook
    game = play_game("sweep", players=["Anna", "Ben"], seed=5, max_deals=1)
    page = Replay(game, lang="{LANG}").save_html(folder / "sweep-round.html",
                                                 title="Sweep: one round")
    html = Path(page).read_text(encoding="utf-8")
    alone = "<script src=" not in html and "https://" not in html
    print(Path(page).name, "| self-contained:", "yes" if alone else "no")
    """,
        """
    import tempfile
    from pathlib import Path
    from cardlab.play import play_game

    folder = Path(tempfile.mkdtemp())      # Path("stunde") legt die Dateien neben dieses Notebook
    game = play_game("sweep", players=["Anna", "Ben"], seed=5, max_deals=1)
    page = Replay(game, lang="{LANG}").save_html(folder / "sweep-runde.html",
                                                 title="Sweep: eine Runde")
    html = Path(page).read_text(encoding="utf-8")
    alone = "<script src=" not in html and "https://" not in html
    print(Path(page).name, "| eigenständig:", "ja" if alone else "nein")
    """,
    )
    c.md(
        """
    The record itself is worth keeping too: `game.save("round.json")` writes it, and
    `cardlab.load("round.json")` (or `cardlab check round.json` on the command line) reads it back.

    ## 6. The examples of the tutorials

    Every example the game notebooks show comes from `cardlab.lessons` by name: the worked examples
    of the rule texts, and an answer to each question the texts leave open. The *source* column
    says whether a rule text says so (`rules`) or cardlab decided (`cardlab`):
    """,
        """
    Es lohnt sich, auch die Aufzeichnung selbst aufzuheben: `game.save("runde.json")` schreibt sie, und
    `cardlab.load("runde.json")` (oder `cardlab check runde.json` auf der Kommandozeile) liest sie
    wieder ein.

    ## 6. Die Beispiele der Tutorials

    Jedes Beispiel der Spiel-Notebooks kommt mit seinem Namen aus `cardlab.lessons`: die
    ausgearbeiteten Beispiele der Regeltexte und eine Antwort auf jede Frage, die die Texte
    offenlassen. Die Spalte *Quelle* sagt, ob ein Regeltext es so sagt (`rules`) oder cardlab es
    entschieden hat (`cardlab`):
    """,
    )
    c.code("""
    lessons.examples("schwimmen", lang="{LANG}")
    """)
    c.md(
        """
    Each one is a replay, a refused move with the engine's reason, or a small table
    (`lessons.example`); in words move by move (`lessons.walk`); or a record to save, hand out or
    turn into a puzzle (`lessons.record`). Rule options change an example's rules:
    """,
        """
    Jedes davon gibt es als Wiederholung, als abgelehnten Zug mit der Begründung der Engine oder als
    kleine Tabelle (`lessons.example`), Zug für Zug in Worten (`lessons.walk`) oder als
    Aufzeichnung zum Speichern, Verteilen oder als Grundlage für ein Rätsel (`lessons.record`).
    Regeloptionen ändern die Regeln eines Beispiels:
    """,
    )
    c.code("""
    print(lessons.walk("swoop", "dead-deal", lang="{LANG}", preset="published"))
    print(lessons.example("schwimmen", "knock-after-choice", lang="{LANG}").reason)
    lessons.record("swoop", "four-kings").save(folder / "four-kings.json")
    print(cardlab.load(folder / "four-kings.json").check().deals[0])
    """)
    c.md(
        """
    ## A lesson plan in five steps

    1. Before class, open the Binder link of the lesson once, so the image is warm.
    2. Start with the game's notebook: students read it (as an app, or in JupyterLab after *Run
       All*) and step through the replays.
    3. Hand out a puzzle set (section 1); walk around while they solve it.
    4. Collect `puzzle_set.results` (section 2) and discuss the puzzles most got wrong.
    5. End with a question the class asks, answered by a simulation (section 4).
    """,
        """
    ## Eine Stunde in fünf Schritten

    1. Öffne vor der Stunde einmal ihren Binder-Link, damit das Image schon bereitsteht.
    2. Beginne mit dem Notebook des Spiels: Die Lernenden lesen es (als App oder in JupyterLab nach
       *Run All*) und gehen die Wiederholungen durch.
    3. Teile eine Rätselsammlung aus (Abschnitt 1) und geh herum, während sie rätseln.
    4. Sammle `puzzle_set.results` ein (Abschnitt 2) und besprich die Rätsel, an denen die meisten
       gescheitert sind.
    5. Beende die Stunde mit einer Frage aus der Klasse, die eine Simulation beantwortet
       (Abschnitt 4).
    """,
    )
    return c.out


ANSWER_CELL = {
    "en": """
# what two students' clicks would do: the right answer to the first puzzle ...
puzzle_set.submit(puzzle_set.puzzle.solution["moves"][0])
# ... and a legal but weaker move for the second one
puzzle_set.next()
weaker = [m for m in map(str, puzzle_set.puzzle.legal_moves())
          if m not in puzzle_set.puzzle.solution["moves"]][0]
puzzle_set.submit(weaker)

from cardlab import lessons
for r in puzzle_set.results:
    move = lessons.show_move(r["game"], r["answer"], "en")      # as the learner saw it: Q♣ Q♦
    print(f"{r['id']:24} answer {move:10} correct: {'yes' if r['correct'] else 'no'}")
print("solved at the first try:", puzzle_set.score, "of", len(puzzle_set.puzzles))
""",
    "de": """
# was die Klicks zweier Lernender bewirken würden: die richtige Antwort auf das erste Rätsel ...
puzzle_set.submit(puzzle_set.puzzle.solution["moves"][0])
# ... und ein erlaubter, aber schwächerer Zug beim zweiten
puzzle_set.next()
weaker = [m for m in map(str, puzzle_set.puzzle.legal_moves())
          if m not in puzzle_set.puzzle.solution["moves"]][0]
puzzle_set.submit(weaker)

from cardlab import lessons
for r in puzzle_set.results:
    zug = lessons.show_move(r["game"], r["answer"], "de")       # wie die Lernenden ihn sahen: D♣ D♦
    print(f"{r['id']:24} Antwort {zug:10} richtig: {'ja' if r['correct'] else 'nein'}")
print("beim ersten Versuch gelöst:", puzzle_set.score, "von", len(puzzle_set.puzzles))
""",
}

SAVE_RESULTS = """
import json
import tempfile
from pathlib import Path

results_file = Path(tempfile.mkdtemp()) / "results-anna.json"
results_file.write_text(json.dumps(puzzle_set.results, ensure_ascii=False, indent=1))
first = json.loads(results_file.read_text())[0]
print({k: v for k, v in first.items() if k != "time"})   # "time": seconds since the set was opened
"""

BOTS_CELL = """
from cardlab.bots import BOTS

sorted(BOTS)
"""

SIM_CELL = {
    "en": """
from collections import Counter
from cardlab.simulation import simulate

rows = simulate("schwimmen", bots=["heuristic", "random"], players=4, games=200, seed=1,
                rotate=True, progress=False)
wins = Counter(bot for row in rows for bot in row["winner_bots"])
for bot, n in sorted(wins.items()):
    print(f"{bot:10} won {n} of {len(rows)} games")
""",
    "de": """
from collections import Counter
from cardlab.simulation import simulate

rows = simulate("schwimmen", bots=["heuristic", "random"], players=4, games=200, seed=1,
                rotate=True, progress=False)
wins = Counter(bot for row in rows for bot in row["winner_bots"])
for bot, n in sorted(wins.items()):
    print(f"{bot:10} hat {n} von {len(rows)} Spielen gewonnen")
""",
}

PLOT_CELL = {
    "en": """
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(list(wins), list(wins.values()), color=["tab:green", "tab:gray"][:len(wins)])
ax.set_ylabel("games won")
ax.set_title("Schwimmen, 4 players, 200 games")
plt.show()
""",
    "de": """
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(list(wins), list(wins.values()), color=["tab:green", "tab:gray"][:len(wins)])
ax.set_ylabel("gewonnene Spiele")
ax.set_title("Schwimmen, 4 Personen, 200 Spiele")
plt.show()
""",
}
