"""04_teacher: a lesson with cardlab, end to end: the lesson file, the lesson in class, the
students' answers files, the class report and its wrong answers, nbgrader; then simulations,
replays as web pages and the tutorials' examples."""

from _cells import Cells

NAME = "04_teacher"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "For teachers: a lesson with cardlab", "de": "Für Lehrkräfte: eine Stunde mit cardlab"}

# the example's names in the notebook's language (the lesson file, the teacher's own puzzle)
NAMES = {
    "en": {"FILE": "sums", "PID": "my-first-puzzle", "HANDED": "handed-in", "REPORT": "class-report"},
    "de": {"FILE": "summen", "PID": "meine-erste-aufgabe", "HANDED": "abgegeben", "REPORT": "klassenbericht"},
}


def _named(src: str, lang: str) -> str:
    for key, value in NAMES[lang].items():
        src = src.replace("{" + key + "}", value)
    return src


def cells(lang):
    c = Cells(lang)

    def code(en, de=None, tags=()):
        c.code(_named(en, "en") if lang == "en" else _named(de or en, "de"), tags=tags)

    c.md(
        """
    # For teachers: a lesson with cardlab, end to end

    This notebook runs a whole lesson once, from the first file to the last answer read:

    1. **The lesson file**: the steps the class goes through, texts and exercises, some of them
       your own, and what a student is told after an answer;
    2. **The lesson in class**: each student works through it and saves one **answers file** with
       the button *Save my answers*;
    3. **The answers files** that come back, one a student;
    4. **The class report**: one table for the class, a page for the projector and a spreadsheet;
    5. **Reading the wrong answers**: which answers were given, and how often;
    6. **nbgrader**, for schools that grade with it.

    Then, for the rest of a lesson: **simulations** that answer a question the class asks (7),
    **replays as web pages** that work without Jupyter (8) and **the tutorials' examples** (9).

    How a lesson reaches the class (a Binder link, a JupyterLite site, a JupyterHub) is on the
    documentation page [Teaching with cardlab](../../docs/teaching.md); the lesson file is described
    in full on [Lessons](../../docs/lessons.md).
    """,
        """
    # Für Lehrkräfte: eine Stunde mit cardlab, von Anfang bis Ende

    Dieses Notebook spielt eine ganze Stunde einmal durch, von der ersten Datei bis zur letzten
    gelesenen Antwort:

    1. **Die Lektionsdatei**: die Schritte, die die Klasse durchgeht, Texte und Aufgaben, darunter
       eigene, und was die Lernenden nach einer Antwort erfahren;
    2. **Die Lektion im Unterricht**: Alle gehen sie durch und speichern mit dem Knopf
       *Antworten speichern* eine **Antwortdatei**;
    3. **Die Antwortdateien**, die zurückkommen, eine pro Person;
    4. **Der Klassenbericht**: eine Tabelle für die Klasse, eine Seite für den Beamer und eine
       Tabelle für die Tabellenkalkulation;
    5. **Die falschen Antworten lesen**: welche Antworten gegeben wurden und wie oft;
    6. **nbgrader**, für Schulen, die damit bewerten.

    Danach, für den Rest einer Stunde: **Simulationen**, die eine Frage der Klasse beantworten (7),
    **Wiederholungen als Webseiten**, die ohne Jupyter laufen (8), und **die Beispiele der
    Tutorials** (9).

    Wie eine Lektion zur Klasse kommt (ein Binder-Link, eine JupyterLite-Seite, ein JupyterHub),
    steht auf der Seite [Teaching with cardlab](../../docs/teaching.md) der Dokumentation (mit
    einer kurzen deutschen Zusammenfassung); die Lektionsdatei ist vollständig auf
    [Lessons](../../docs/lessons.md) beschrieben.
    """,
    )
    c.md(
        """
    Everything cardlab does on the command line (in a terminal: `cardlab lesson new ...`) can be
    run from a notebook too: `cardlab_command([...])` below takes the same words as a list and
    prints what the command prints; the number under it is the command's exit status (0: all went
    well). The example's files go into a new, empty folder, so nothing of yours is touched; for a
    real lesson, choose a folder of your own instead.
    """,
        """
    Alles, was cardlab auf der Kommandozeile kann (in einem Terminal: `cardlab lesson new ...`),
    geht auch aus einem Notebook: `cardlab_command([...])` unten nimmt dieselben Wörter als Liste
    und gibt aus, was der Befehl ausgibt; die Zahl darunter sagt, wie er ausgegangen ist (0: alles
    in Ordnung). Die Dateien des Beispiels kommen in einen neuen, leeren Ordner, damit nichts von
    dir angetastet wird; für eine echte Stunde wählst du stattdessen einen eigenen Ordner.
    """,
    )
    code(
        """
    import json
    import os
    import shutil
    import tempfile
    from pathlib import Path

    import cardlab
    from cardlab import lessons, teaching
    from cardlab.cli import main as cardlab_command
    from cardlab.puzzles import shipped
    from cardlab.widgets import Lesson, Puzzle, Replay

    notebook_folder = Path.cwd()
    teacher_folder = Path(tempfile.mkdtemp(prefix="cardlab-"))  # yours: e.g. Path("class-7b")
    os.chdir(teacher_folder)
    """,
        """
    import json
    import os
    import shutil
    import tempfile
    from pathlib import Path

    import cardlab
    from cardlab import lessons, teaching
    from cardlab.cli import main as cardlab_command
    from cardlab.puzzles import shipped
    from cardlab.widgets import Lesson, Puzzle, Replay

    notebook_folder = Path.cwd()
    teacher_folder = Path(tempfile.mkdtemp(prefix="cardlab-"))  # deiner: z. B. Path("klasse-7b")
    os.chdir(teacher_folder)
    """,
    )
    c.md(
        """
    ## 1. The lesson file

    A lesson is one file, written by hand or started by cardlab. First the exercises: cardlab
    ships puzzles for every game, each with a question, hints, an explanation, a difficulty
    (1 = easy) and tags naming the rules it practises (`cardlab puzzles list sweep` in a terminal):
    """,
        """
    ## 1. Die Lektionsdatei

    Eine Lektion ist eine Datei, von Hand geschrieben oder von cardlab angefangen. Zuerst die
    Aufgaben: cardlab bringt für jedes Spiel Aufgaben mit, jede mit einer Frage, Tipps, einer
    Erklärung, einer Schwierigkeit (1 = leicht) und Schlagwörtern, die sagen, welche Regel sie übt
    (`cardlab puzzles list sweep` in einem Terminal):
    """,
    )
    code(
        """
    for p in shipped("sweep"):
        print(f"{p.id:26} difficulty {p.difficulty}  {p.text('title', '{LANG}')}")
    """,
        """
    for p in shipped("sweep"):
        print(f"{p.id:26} Schwierigkeit {p.difficulty}  {p.text('title', '{LANG}')}")
    """,
    )
    c.md(
        """
    `cardlab lesson new` writes a lesson to start from: a welcome text, one step per puzzle, an end
    text. In a terminal:

    ```text
    cardlab lesson new --game sweep --title "Taking by sums" --title-de "Fangen mit Summen" --puzzles sweep-five-three-ace,sweep-nine-takes-all --out sums.json
    ```

    It never writes over a file that is already there (unless you add `--force`).
    """,
        """
    `cardlab lesson new` schreibt eine Lektion, mit der du anfangen kannst: ein Begrüßungstext,
    ein Schritt pro Aufgabe, ein Schlusstext. In einem Terminal:

    ```text
    cardlab lesson new --game sweep --title "Taking by sums" --title-de "Fangen mit Summen" --puzzles sweep-five-three-ace,sweep-nine-takes-all --out summen.json
    ```

    Eine Datei, die schon da ist, überschreibt der Befehl nie (außer mit `--force`).
    """,
    )
    code("""
    cardlab_command(["lesson", "new", "--game", "sweep",
                     "--title", "Taking by sums", "--title-de", "Fangen mit Summen",
                     "--puzzles", "sweep-five-three-ace,sweep-nine-takes-all",
                     "--out", "{FILE}.json", "--lang", "{LANG}"])
    """)
    c.md(
        """
    The file is plain JSON that any text editor opens: a title, the steps in order (`text`,
    `puzzle`, and also `replay` and `position` for a game to step through or a position to look
    at), the welcome and the end. Every text is given in English (`en`) and German (`de`), but
    **one language is enough**: a lesson written only in German is valid, and a student who
    switches to English sees the German texts as written, with one line saying so.
    """,
        """
    Die Datei ist einfaches JSON, das jeder Texteditor öffnet: ein Titel, die Schritte der Reihe
    nach (`text`, `puzzle`, außerdem `replay` und `position` für ein Spiel zum Durchgehen oder
    eine Stellung zum Anschauen), die Begrüßung und der Schluss. Jeder Text steht auf Englisch
    (`en`) und Deutsch (`de`), aber **eine Sprache genügt**: Eine Lektion nur auf Deutsch ist
    gültig, und wer auf Englisch umschaltet, sieht die deutschen Texte so, wie sie geschrieben
    sind, mit einer Zeile, die das sagt.
    """,
    )
    code("""
    print(Path("{FILE}.json").read_text(encoding="utf-8"))
    """)
    c.md(
        """
    ### An exercise of your own

    An exercise is a puzzle: a record that ends at the position to solve, plus the question, how
    answers are judged, the solution and an explanation. `lessons.position` writes the record of a
    set-up position (the hands and the table here; its description lists each game's fields). The
    simplest way to judge is a list of accepted moves; a goal such as `shed_most` (Swoop) lets the
    engine compare every legal move instead. cardlab checks the puzzle when it is loaded: the
    solution must be allowed and really the best.
    """,
        """
    ### Eine eigene Aufgabe

    Eine Aufgabe ist eine Aufzeichnung, die bei der zu lösenden Stellung endet; dazu kommen die
    Frage, die Art, wie Antworten bewertet werden, die Lösung und eine Erklärung.
    `lessons.position` schreibt die Aufzeichnung einer vorgegebenen Stellung (hier die Hände und
    der Tisch; welche Felder jedes Spiel hat, steht in seiner Beschreibung). Am einfachsten bewertet
    man mit einer Liste der Züge, die als richtig gelten; ein Ziel wie `shed_most` (Swoop) lässt
    die Engine stattdessen jeden erlaubten Zug vergleichen. cardlab prüft die Aufgabe beim Laden:
    Die Lösung muss erlaubt und wirklich die beste sein.
    """,
    )
    code("""
    from cardlab.puzzles import Puzzle as PuzzleData

    position = lessons.position("sweep", hands=[["9H", "KC"], ["2C", "QD"]],
                                table=["9S", "6C", "3D", "4H"], players=["Anna", "Ben"])
    my_puzzle = PuzzleData.from_json({
        "format": "cardlab-puzzle/1", "id": "{PID}", "game": "sweep",
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
    code("""
    Puzzle(my_puzzle, lang="{LANG}")
    """)
    c.md(
        """
    ### What a student is told after an answer

    The lesson's `feedback` is your choice. `answer` says what follows an answer: `best_move` (the
    verdict and, after a wrong answer, the best move and why), `verdict` (only right or wrong: the
    student tries again, with the hints), or `at_end` (no verdict until every exercise is answered).
    `hints` and `solution` switch the buttons *Hint* and *Show solution* on or off. Here: the
    verdict only, hints yes, no solution. The exercise goes in as the last step; `cardlab lesson
    check` then loads the whole lesson and checks every step.
    """,
        """
    ### Was die Lernenden nach einer Antwort erfahren

    Die Rückmeldung der Lektion (`feedback`) entscheidest du. `answer` sagt, was auf eine Antwort
    folgt: `best_move` (richtig oder falsch und nach einer falschen Antwort der beste Zug mit
    Begründung), `verdict` (nur richtig oder falsch: Die Lernenden versuchen es noch einmal, mit
    den Tipps) oder `at_end` (kein Urteil, bis alle Aufgaben beantwortet sind). `hints` und
    `solution` schalten die Knöpfe *Tipp* und *Lösung zeigen* ein oder aus. Hier: nur richtig oder
    falsch, Tipps ja, keine Lösung. Die eigene Aufgabe kommt als letzter Schritt dazu; danach lädt
    `cardlab lesson check` die ganze Lektion und prüft jeden Schritt.
    """,
    )
    code("""
    lesson_file = Path("{FILE}.json")
    lesson_data = json.loads(lesson_file.read_text(encoding="utf-8"))
    lesson_data["steps"].append({"kind": "puzzle", "puzzle": my_puzzle.to_json()})
    lesson_data["feedback"] = {"answer": "verdict", "hints": True, "solution": False}
    lesson_file.write_text(json.dumps(lesson_data, ensure_ascii=False, indent=1), encoding="utf-8")

    cardlab_command(["lesson", "check", "{FILE}.json", "--lang", "{LANG}"])
    """)
    c.md(
        """
    ## 2. The lesson in class

    This is what each student sees: the steps of the lesson one after another. A text opens the
    next step at once, an exercise once it is solved (with `at_end`: once it is answered). At every
    step there is a name field and **one** button, *Save my answers*: it saves the whole lesson so
    far (every exercise, tried or not, every answer, the hints seen, also on an exercise the
    student gave up on) as an **answers file**, downloads it in the browser and, where the lesson
    has a folder for it, writes it there too. Saving again later simply makes a newer file.
    """,
        """
    ## 2. Die Lektion im Unterricht

    So sieht es jede Schülerin und jeder Schüler: die Schritte der Lektion nacheinander. Ein Text
    öffnet den nächsten Schritt sofort, eine Aufgabe, sobald sie gelöst ist (mit `at_end`: sobald
    sie beantwortet ist). Bei jedem Schritt gibt es ein Namensfeld und **einen** Knopf,
    *Antworten speichern*: Er speichert die ganze Lektion bis dahin (jede Aufgabe, versucht oder
    nicht, jede Antwort, die gesehenen Tipps, auch bei einer Aufgabe, die jemand aufgegeben hat)
    als **Antwortdatei**, lädt sie im Browser herunter und legt sie zusätzlich in einen Ordner,
    wenn die Lektion einen hat. Wer später noch einmal speichert, bekommt einfach eine neuere Datei.
    """,
    )
    code("""
    handed_in = Path("{HANDED}")
    handed_in.mkdir()
    lesson = Lesson("{FILE}.json", lang="{LANG}", answers_folder=handed_in)
    lesson
    """)
    c.md(
        """
    The class opens the lesson through a small notebook beside the lesson file, whose one hidden
    cell is the line above. `cardlab lesson notebook` writes it. Put both files into the folder
    `lessons/` of the repository: a Binder link then opens the lesson directly, and a JupyterLite
    site built from the repository has it in its files. Step by step, with the links:
    [Teaching with cardlab, "Your own lesson for the class"](../../docs/teaching.md#your-own-lesson-for-the-class).
    """,
        """
    Die Klasse öffnet die Lektion über ein kleines Notebook neben der Lektionsdatei, dessen einzige
    (verborgene) Zelle die Zeile oben ist. `cardlab lesson notebook` schreibt es. Leg beide Dateien
    in den Ordner `lessons/` des Repositorys: Dann öffnet ein Binder-Link die Lektion direkt, und
    eine JupyterLite-Seite, die aus dem Repository gebaut wird, hat sie bei ihren Dateien. Schritt
    für Schritt, mit den Links: [Teaching with cardlab, „Your own lesson for the class“](../../docs/teaching.md#your-own-lesson-for-the-class).
    """,
    )
    code("""
    cardlab_command(["lesson", "notebook", "{FILE}.json", "--lang", "{LANG}"])
    """)
    c.md(
        """
    Without a lesson, `PuzzleSet` shows a handful of puzzles with the same kind of save button;
    the game notebooks use it.

    ## 3. The answers files

    In class, every student presses the button and hands in the file (through the school's
    learning platform, by mail, on a USB stick). Here five students' files are made from code:
    what their clicks and typing would do. Anna solves everything; Ben answers wrong, looks at a
    hint, then gives up at the second exercise; Carla types something that is no move, then types
    the cards in German words and letters; David gets the last one wrong. Emil hands in a file of
    another lesson.
    """,
        """
    Ohne Lektion zeigt `PuzzleSet` ein paar Aufgaben mit derselben Art Speicherknopf; die
    Notebooks der Spiele verwenden es.

    ## 3. Die Antwortdateien

    Im Unterricht drücken alle auf den Knopf und geben die Datei ab (über die Lernplattform der
    Schule, per Mail, auf einem USB-Stick). Hier entstehen die Dateien von fünf Lernenden aus Code:
    das, was ihr Klicken und Tippen bewirken würde. Anna löst alles; Ben antwortet falsch, schaut
    sich einen Tipp an und gibt bei der zweiten Aufgabe auf; Carla tippt etwas, das kein Zug ist,
    und schreibt die Karten dann mit deutschen Wörtern und Buchstaben; David liegt bei der letzten
    falsch. Emil gibt eine Datei einer anderen Lektion ab.
    """,
    )
    code(
        """
    typed = {
        "Anna": ["9C x 5D+3C+AH", "9H x 9S 6C+3D 5H+3S+AC", "9H x 9S 6C+3D"],
        "Ben": ["6S x 5D+AH", "hint", "9C x 5D+3C+AH", "9H x 9S"],
        "Carla": ["five", "Kreuz 9 x Karo 5 + Kreuz 3 + Herz Ass", "9H x 9S 6C+3D",
                  "9H x 9P 6Kr+3Ka 5H+3P+AKr"],
        "David": ["9C x 5D+3C+AH", "9H x 9S 6C+3D 5H+3S+AC", "9H x 9S"],
    }
    for student, answers in typed.items():
        student_lesson = Lesson("{FILE}.json", lang="{LANG}", answers_folder=handed_in)
        student_lesson.next()                          # past the welcome text
        for answer in answers:
            if answer == "hint":
                student_lesson.widget.hints_shown += 1   # the Hint button
            elif student_lesson.submit(answer).correct:
                student_lesson.next()                  # solved: on to the next step
        student_lesson.save_answers(student)           # the button "Save my answers"
    Lesson("sweep-first-lesson", lang="{LANG}", answers_folder=handed_in).save_answers("Emil")
    print(len(list(handed_in.glob("*.json"))), "answers files")
    """,
        """
    typed = {
        "Anna": ["9C x 5D+3C+AH", "9H x 9S 6C+3D 5H+3S+AC", "9H x 9S 6C+3D"],
        "Ben": ["6S x 5D+AH", "Tipp", "9C x 5D+3C+AH", "9H x 9S"],
        "Carla": ["fünf", "Kreuz 9 x Karo 5 + Kreuz 3 + Herz Ass", "9H x 9S 6C+3D",
                  "9H x 9P 6Kr+3Ka 5H+3P+AKr"],
        "David": ["9C x 5D+3C+AH", "9H x 9S 6C+3D 5H+3S+AC", "9H x 9S"],
    }
    for student, answers in typed.items():
        student_lesson = Lesson("{FILE}.json", lang="{LANG}", answers_folder=handed_in)
        student_lesson.next()                          # am Begrüßungstext vorbei
        for answer in answers:
            if answer == "Tipp":
                student_lesson.widget.hints_shown += 1   # der Knopf „Tipp“
            elif student_lesson.submit(answer).correct:
                student_lesson.next()                  # gelöst: weiter zum nächsten Schritt
        student_lesson.save_answers(student)           # der Knopf „Antworten speichern“
    Lesson("sweep-first-lesson", lang="{LANG}", answers_folder=handed_in).save_answers("Emil")
    print(len(list(handed_in.glob("*.json"))), "Antwortdateien")
    """,
    )
    c.md(
        """
    An answers file is JSON too (its format: [Teaching with cardlab](../../docs/teaching.md)): the
    student's name as typed, when the file was saved, the lesson it belongs to and, per exercise,
    every answer as typed with the move cardlab read in it, whether the rules allow it and whether
    it was right, the hints seen and whether the solution was shown. Ben's file, read back and
    checked as the class report reads it:
    """,
        """
    Auch eine Antwortdatei ist JSON (ihr Format steht auf [Teaching with cardlab](../../docs/teaching.md)):
    der Name, wie er eingetippt wurde, wann die Datei gespeichert wurde, zu welcher Lektion sie
    gehört und pro Aufgabe jede Antwort, wie sie getippt wurde, mit dem Zug, den cardlab darin
    gelesen hat, ob die Regeln ihn erlauben und ob er richtig war, die gesehenen Tipps und ob die
    Lösung gezeigt wurde. Bens Datei, eingelesen und geprüft, wie der Klassenbericht sie liest:
    """,
    )
    code(
        """
    ben = teaching.load_answers(next(handed_in.glob("answers-ben-*.json")),
                                puzzles=lessons.load("{FILE}.json").puzzles)
    print(ben["student"], "| lesson:", ben["lesson"])
    for exercise in ben["puzzles"]:
        tries = [a["answer"] for a in exercise["attempts"]]
        print(f"  {exercise['id']:22} answers {tries}, hints {exercise['hints_used']}")
    """,
        """
    ben = teaching.load_answers(next(handed_in.glob("answers-ben-*.json")),
                                puzzles=lessons.load("{FILE}.json").puzzles)
    print(ben["student"], "| Lektion:", ben["lesson"])
    for exercise in ben["puzzles"]:
        tries = [a["answer"] for a in exercise["attempts"]]
        print(f"  {exercise['id']:22} Antworten {tries}, Tipps {exercise['hints_used']}")
    """,
    )
    c.md(
        """
    ## 4. The class report

    Put the handed-in files into one folder and run, in a terminal:

    ```text
    cardlab class report handed-in --lesson sums.json --lang en --html class-report.html --csv class-report.csv
    ```

    With `--lesson`, the lesson's exercises are the columns, in the lesson's order and with its
    titles, your own exercise included; a file of another lesson (Emil's) is listed apart and not
    counted. The report is printed, written as a page that needs nothing else (large type for the
    projector, `--html`) and as a table for a spreadsheet with one row per student and exercise
    (`--csv`). A file that cannot be read is named inside the report with the reason, the others
    are still reported, and the exit status is then 1 instead of 0. `--lang de` writes the report
    in German, with the cards as German students see them.
    """,
        """
    ## 4. Der Klassenbericht

    Leg die abgegebenen Dateien in einen Ordner und gib in einem Terminal ein:

    ```text
    cardlab class report abgegeben --lesson summen.json --lang de --html klassenbericht.html --csv klassenbericht.csv
    ```

    Mit `--lesson` sind die Aufgaben der Lektion die Spalten, in der Reihenfolge der Lektion und
    mit ihren Titeln, die eigene Aufgabe eingeschlossen; eine Datei einer anderen Lektion (Emils)
    steht gesondert darunter und wird nicht mitgezählt. Der Bericht wird ausgegeben, als Seite
    geschrieben, die nichts weiter braucht (große Schrift für den Beamer, `--html`), und als
    Tabelle für die Tabellenkalkulation mit einer Zeile pro Person und Aufgabe (`--csv`). Eine
    Datei, die sich nicht lesen lässt, wird im Bericht mit dem Grund genannt, die übrigen kommen
    trotzdem in den Bericht, und der Befehl endet dann mit 1 statt 0. Mit `--lang de` ist der
    Bericht auf Deutsch, mit den Karten so, wie die Lernenden sie sehen.
    """,
    )
    code(
        """
    cardlab_command(["class", "report", "{HANDED}", "--lesson", "{FILE}.json", "--lang", "{LANG}",
                     "--html", "{REPORT}.html", "--csv", "{REPORT}.csv"])
    """,
        tags=["nbval-ignore-output"],  # the report says when the files were saved: today
    )
    c.md(
        """
    How to read the table: a row per student, a column per exercise. ✓ means solved at the first
    answer the rules allow, (✓) solved later, ✗ not solved, · not tried; the number counts the
    answers given, `h1` one hint seen, `!` the solution was shown. Under the table, the totals per
    exercise and the legend; under each exercise, its wrong answers.

    ## 5. Reading the wrong answers

    The wrong answers say most about what the class has not understood yet. The report lists them
    per exercise, each with how many students gave it, in the report's language: a move as the
    students see it on screen, anything else as typed. The same report in Python:
    """,
        """
    So liest man die Tabelle: eine Zeile pro Person, eine Spalte pro Aufgabe. ✓ heißt: gleich mit
    der ersten Antwort gelöst, die die Regeln erlauben, (✓) später gelöst, ✗ nicht gelöst, · nicht
    versucht; die Zahl zählt die gegebenen Antworten, `h1` heißt: ein Tipp gesehen, `!`: die
    Lösung wurde gezeigt. Unter der Tabelle stehen die Summen je Aufgabe und die Legende, unter
    jeder Aufgabe ihre falschen Antworten.

    ## 5. Die falschen Antworten lesen

    Die falschen Antworten sagen am meisten darüber, was die Klasse noch nicht verstanden hat. Der
    Bericht führt sie je Aufgabe auf, jede mit der Zahl der Lernenden, die sie gegeben haben, in
    der Sprache des Berichts: einen Zug so, wie die Lernenden ihn auf dem Bildschirm sehen, alles
    andere so, wie es getippt wurde. Derselbe Bericht in Python:
    """,
    )
    code(
        """
    report = teaching.report([handed_in], lang="{LANG}", lesson=lessons.load("{FILE}.json"))
    for number, exercise in enumerate(report.puzzles, 1):
        counts = report.per_puzzle[exercise]
        solved = counts["first"] + counts["later"]
        print(f"{number}. {report.titles[exercise]}: solved by {solved} of {counts['had']}")
        for answer, students in report.wrong[exercise]:
            print(f"     wrong: {answer}  ({students}x)")
    print("another lesson:", [str(other) for other in report.others])
    """,
        """
    report = teaching.report([handed_in], lang="{LANG}", lesson=lessons.load("{FILE}.json"))
    for number, exercise in enumerate(report.puzzles, 1):
        counts = report.per_puzzle[exercise]
        solved = counts["first"] + counts["later"]
        print(f"{number}. {report.titles[exercise]}: gelöst von {solved} der {counts['had']}")
        for answer, students in report.wrong[exercise]:
            print(f"     falsch: {answer}  ({students}-mal)")
    print("andere Lektion:", len(report.others), "Datei")
    """,
    )
    c.md(
        """
    The spreadsheet has every answer of every student, one row per student and exercise:
    """,
        """
    Die Tabelle für die Tabellenkalkulation enthält jede Antwort jeder Person, eine Zeile pro Person
    und Aufgabe:
    """,
    )
    code("""
    print(Path("{REPORT}.csv").read_text(encoding="utf-8-sig"))
    """)
    c.md(
        """
    ## 6. nbgrader, for schools that use it

    A school that grades with [nbgrader](https://nbgrader.readthedocs.io) can make the lesson an
    nbgrader assignment: one notebook in one language, every exercise with an answer cell and a
    test worth one point. The released notebook holds no solution and no explanation: the answer
    key is written beside the assignment's folder, stays with you, and the grading finds it there.
    Handed-in notebooks (a learning platform's download: one folder per student) go where nbgrader
    looks for them with `cardlab lesson collect`.
    """,
        """
    ## 6. nbgrader, für Schulen, die damit arbeiten

    Eine Schule, die mit [nbgrader](https://nbgrader.readthedocs.io) bewertet, kann aus der Lektion
    eine nbgrader-Aufgabe machen (bei nbgrader heißt sie *assignment*): ein Notebook in einer
    Sprache, jede Aufgabe mit einer Antwortzelle und einem Test, der einen Punkt wert ist. Das
    ausgeteilte Notebook enthält keine Lösung und keine Erklärung: Der Lösungsschlüssel liegt neben
    dem Ordner der Aufgabe, bleibt bei dir, und die Bewertung findet ihn dort. Abgegebene
    Notebooks (wie eine Lernplattform sie zum Herunterladen bündelt: ein Ordner pro Person) legt
    `cardlab lesson collect` dorthin, wo nbgrader sie sucht.
    """,
    )
    code(
        """
    cardlab_command(["lesson", "nbgrader", "{FILE}.json", "--out", "course/source/{FILE}",
                     "--lang", "{LANG}"])
    """,
        """
    cardlab_command(["lesson", "nbgrader", "{FILE}.json", "--out", "kurs/source/{FILE}",
                     "--lang", "{LANG}"])
    """,
        tags=["nbval-ignore-output"],  # it names the answer key's full path
    )
    code(
        """
    # a learning platform's download: a folder per student; here the source notebook stands in
    # for the notebook Anna hands in
    download = Path("downloads", "Anna Müller")
    download.mkdir(parents=True)
    shutil.copy("course/source/{FILE}/{FILE}.ipynb", download)
    cardlab_command(["lesson", "collect", "downloads", "--course", "course"])
    """,
        """
    # die Abgaben von einer Lernplattform: ein Ordner pro Person; hier steht das Quell-Notebook für
    # das Notebook, das Anna abgibt
    download = Path("downloads", "Anna Müller")
    download.mkdir(parents=True)
    shutil.copy("kurs/source/{FILE}/{FILE}.ipynb", download)
    cardlab_command(["lesson", "collect", "downloads", "--course", "kurs", "--lang", "{LANG}"])
    """,
    )
    c.md(
        """
    The rest is nbgrader's own work, in a terminal in the course folder (nbgrader must be
    installed there; cardlab too, for the tests):

    ```text
    nbgrader generate_assignment sums      # release/sums/: the notebook for the class, without the key
    cardlab lesson collect ~/Downloads/sums --course .   # submitted/<student>/sums/
    nbgrader autograde sums                # one point per exercise answered best
    ```

    The whole round is described in [Lessons, "nbgrader"](../../docs/lessons.md#nbgrader). The
    example's files stay in the new folder from the start; the notebook goes back to its own:
    """,
        """
    Der Rest ist Sache von nbgrader, in einem Terminal im Kursordner (dort muss nbgrader installiert
    sein, für die Tests auch cardlab):

    ```text
    nbgrader generate_assignment summen    # release/summen/: das Notebook für die Klasse, ohne Schlüssel
    cardlab lesson collect ~/Downloads/summen --course .   # submitted/<name>/summen/
    nbgrader autograde summen              # ein Punkt für jede Aufgabe, die am besten beantwortet ist
    ```

    Die ganze Runde beschreibt [Lessons, „nbgrader“](../../docs/lessons.md#nbgrader). Die Dateien
    des Beispiels bleiben im neuen Ordner vom Anfang; das Notebook geht zurück in seinen eigenen:
    """,
    )
    code("""
    os.chdir(notebook_folder)
    """)
    c.md(
        """
    ## 7. A simulation for the class

    Questions like "is it better to keep your 10s for later?" or "does the starting player have an
    edge?" can be answered by letting bots play many games. `cardlab.simulate` returns one row per
    game. The bots: `random` plays any legal move, `heuristic` follows rules of thumb like the tips
    in the rule texts, `mc` and `mc-fast` try out many possible continuations (stronger, slower).
    """,
        """
    ## 7. Eine Simulation für die Klasse

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
    ## 8. Replays as web pages

    A replay can be saved as a single HTML file that steps through the game in any browser, with no
    Jupyter, no internet connection and nothing to install: good for homework, a class website or a
    projector. Every deal of the record is inside the file.
    """,
        """
    ## 8. Wiederholungen als Webseiten

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

    ## 9. The examples of the tutorials

    Every example the game notebooks show comes from `cardlab.lessons` by name: the worked examples
    of the rule texts, and an answer to each question the texts leave open. The *source* column
    says whether a rule text says so (`rules`) or cardlab decided (`cardlab`):
    """,
        """
    Es lohnt sich, auch die Aufzeichnung selbst aufzuheben: `game.save("runde.json")` schreibt sie, und
    `cardlab.load("runde.json")` (oder `cardlab check runde.json` auf der Kommandozeile) liest sie
    wieder ein.

    ## 9. Die Beispiele der Tutorials

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
    Aufzeichnung zum Speichern, Verteilen oder als Grundlage für eine Aufgabe (`lessons.record`).
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

    1. Before class: write the lesson and its notebook (section 1 and 2), put them into `lessons/`
       and open the Binder link once, so the image is warm ([Teaching with cardlab](../../docs/teaching.md)).
    2. Start with the game's notebook: students read it (as an app, or in JupyterLab after *Run
       All*) and step through the replays.
    3. The students work through the lesson; walk around while they solve. Before the end,
       everyone presses *Save my answers* and hands in the file.
    4. Run the class report over the files (section 4) and discuss the exercises most got wrong,
       with their wrong answers (section 5).
    5. End with a question the class asks, answered by a simulation (section 7).
    """,
        """
    ## Eine Stunde in fünf Schritten

    1. Vor der Stunde: Schreib die Lektion und ihr Notebook (Abschnitt 1 und 2), leg sie in
       `lessons/` und öffne den Binder-Link einmal, damit alles schon bereitsteht
       ([Teaching with cardlab](../../docs/teaching.md)).
    2. Beginne mit dem Notebook des Spiels: Die Lernenden lesen es (als App oder in JupyterLab
       nach *Alle Zellen ausführen*) und gehen die Wiederholungen durch.
    3. Die Lernenden gehen die Lektion durch; geh herum, während sie knobeln. Vor dem Ende drücken
       alle auf *Antworten speichern* und geben die Datei ab.
    4. Mach aus den Dateien den Klassenbericht (Abschnitt 4) und besprich die Aufgaben, an denen
       die meisten gescheitert sind, mit ihren falschen Antworten (Abschnitt 5).
    5. Beende die Stunde mit einer Frage aus der Klasse, die eine Simulation beantwortet
       (Abschnitt 7).
    """,
    )
    return c.out


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
