"""00_start: what cardlab is, how to read its notebooks, the buttons and the notation. No game is
taught here: each game's notebook starts from zero."""

import json
from pathlib import Path

from _cells import CARDS, MOVES, Cells

NAME = "00_start"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "Welcome to cardlab", "de": "Willkommen bei cardlab"}
HIDE_CODE = True

# The replay's five buttons, as replay.js draws them (an icon each) and names them (the tooltip and
# the name a screen reader says, from the widgets' catalog): the table on this page is made from
# the same catalog, so it says what the buttons say.
WIDGETS = json.loads(
    (Path(__file__).resolve().parents[2] / "cardlab" / "i18n" / "widgets.json").read_text(encoding="utf-8")
)
BUTTONS = (  # (the icon in text, the catalog key of its name, what it does)
    ("▮◀", "widget.first", {"en": "goes to the start of the deal", "de": "springt an den Anfang der Runde"}),
    ("◀", "widget.back", {"en": "takes back one move", "de": "nimmt einen Zug zurück"}),
    (
        {"en": "▶ (the big one, in the middle)", "de": "▶ (der große, in der Mitte)"},
        "widget.play",
        {
            "en": "plays the moves one after another; while they play it shows ❚❚ (*{pause}*) and stops them",
            "de": "spielt die Züge nacheinander ab; solange sie laufen, zeigt er ❚❚ (*{pause}*) und hält sie an",
        },
    ),
    (
        {"en": "▶ (the small one, right of it)", "de": "▶ (der kleine, rechts daneben)"},
        "widget.forward",
        {"en": "plays the next move", "de": "spielt den nächsten Zug"},
    ),
    ("▶▮", "widget.last", {"en": "goes to the end of the deal", "de": "springt ans Ende der Runde"}),
)


def _icon(icon, lang: str) -> str:
    """A button's icon in text; the two triangles are told apart by size and place."""
    return icon[lang] if isinstance(icon, dict) else icon


def replay_buttons(lang: str) -> str:
    """The replay's buttons as a Markdown table (indented like the text it goes into)."""
    head = {
        "en": "| button | its name | what it does |\n|---|---|---|",
        "de": "| Knopf | sein Name | was er tut |\n|---|---|---|",
    }[lang]
    rows = [
        f"| **{_icon(icon, lang)}** | *{WIDGETS[key][lang]}* | {what[lang].format(pause=WIDGETS['widget.pause'][lang])} |"
        for icon, key, what in BUTTONS
    ]
    keys = WIDGETS["widget.keys"][lang]
    after = {
        "en": f"Once you have clicked into the replay, the keys do the same (the line under it says: *{keys}*).",
        "de": f"Sobald du in die Wiederholung geklickt hast, geht das auch mit den Tasten (die Zeile darunter sagt: *{keys}*).",
    }[lang]
    return "\n    ".join([*head.split("\n"), *rows, "", after])


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # Welcome to cardlab

    cardlab teaches three card games. Behind each of them is a rules engine: it knows every legal
    move, refuses an illegal one and says why, and explains what each move did and which rule it
    rests on, in English and in German. This page teaches no game. It shows how the pages work,
    how to use the cards and buttons on them, and which page to open for the game you want to learn.

    **How to begin:** opened in JupyterLab, choose *Run > Run All Cells* in the menu first (in a
    German JupyterLab: *Ausführen > Alle Zellen ausführen*); the cards and buttons appear under the
    text as the cells run. Opened as an app (Voila), the page is ready as soon as it has loaded.

    ## Which notebook for which game

    | open | to learn | players | cards | in one sentence |
    |---|---|---|---|---|
    | [01_swoop](01_swoop.ipynb) | **Swoop** | 3-8 | two to four full decks with jokers | get rid of your cards by playing *equal or lower*, and sweep the pile away with four of a kind |
    | [02_sweep](02_sweep.ipynb) | **Sweep** | 2-4 | one deck of 52 | fish cards off the table by matching ranks and adding up sums |
    | [03_schwimmen](03_schwimmen.ipynb) | **Schwimmen** (31) | 2-9 | a 32-card Skat deck | swap with the middle to collect the most points in one suit, and keep your three lives |
    | [04_teacher](04_teacher.ipynb) | **for teachers** | | | a lesson end to end: the lesson file, answers files, the class report, nbgrader; simulations, replays to hand out |

    Every game notebook stands on its own: it starts from zero and needs no other page, not even
    this one. (Die deutschen Notebooks liegen im Ordner `de` neben diesem.)
    """,
        """
    # Willkommen bei cardlab

    cardlab bringt dir drei Kartenspiele bei. Hinter jedem steht ein Regelprogramm: Es kennt jeden
    erlaubten Zug, lehnt einen unerlaubten mit Begründung ab und erklärt auf Deutsch und Englisch,
    was jeder Zug bewirkt hat und auf welcher Regel er beruht. Diese Seite bringt dir noch kein Spiel
    bei. Sie zeigt, wie die Seiten funktionieren, wie du die Karten und Knöpfe darauf bedienst und
    welche Seite du für welches Spiel öffnest.

    **So fängst du an:** In JupyterLab wählst du zuerst im Menü *Ausführen > Alle Zellen ausführen*;
    während die Zellen laufen, erscheinen die Karten und Knöpfe unter dem Text. Als App geöffnet
    (Voila) ist die Seite fertig, sobald sie geladen ist.

    ## Welches Notebook für welches Spiel

    | öffne | um zu lernen | Personen | Karten | in einem Satz |
    |---|---|---|---|---|
    | [01_swoop](01_swoop.ipynb) | **Swoop** | 3-8 | zwei bis vier ganze Kartenspiele mit Jokern | werde deine Karten los, indem du *gleich hoch oder niedriger* legst, und fege den Stapel mit vier Gleichen weg |
    | [02_sweep](02_sweep.ipynb) | **Sweep** | 2-4 | ein Kartenspiel mit 52 Karten | fange Karten vom Tisch mit gleichem Rang oder passender Summe |
    | [03_schwimmen](03_schwimmen.ipynb) | **Schwimmen** (31) | 2-9 | 32 Skatkarten | tausche mit der Mitte, um möglichst viele Punkte in einer Farbe zu sammeln, und behalte deine drei Leben |
    | [04_teacher](04_teacher.ipynb) | **für Lehrkräfte** | | | eine Stunde von Anfang bis Ende: Lektionsdatei, Antwortdateien, Klassenbericht, nbgrader; Simulationen, Wiederholungen zum Verteilen |

    Jedes Spiel-Notebook steht für sich: Es fängt bei null an und braucht keine andere Seite, auch
    diese nicht. (Die englischen Seiten liegen im Ordner `en` neben diesem.)
    """,
    )
    c.md(
        """
    ## How to read a notebook

    A notebook is a page of text and *cells*. The text explains; the cells make the cards, tables
    and buttons you see under the text. You never need to read or write code: the code of every
    cell is folded away. (In JupyterLab a folded cell shows as a thin bar with three dots; click it
    to see the code, which is never more than three lines.)

    * **Opened as an app** (the *as an app* link, or Voila): everything is ready when the page has
      loaded. Just read and click.
    * **Opened in JupyterLab**: first choose *Run > Run All Cells* in the menu (or click into the
      first cell and press **Shift+Enter** again and again). The cards appear under the text as the
      cells run. Nothing can break: run everything again whenever you like. A cell in the middle of
      the page runs on its own too.

    Two boxes come back on every game page. They keep apart what the rule texts say and what
    cardlab had to decide where the texts say nothing, or where two texts disagree:
    """,
        """
    ## So liest du ein Notebook

    Ein Notebook ist eine Seite aus Text und *Zellen*. Der Text erklärt; die Zellen erzeugen die
    Karten, Tabellen und Knöpfe, die du unter dem Text siehst. Code musst du nie lesen oder
    schreiben: Der Code jeder Zelle ist eingeklappt. (In JupyterLab zeigt sich eine eingeklappte
    Zelle als schmaler Balken mit drei Punkten; klick darauf, um den Code zu sehen. Er ist nie länger
    als drei Zeilen.)

    * **Als App geöffnet** (der Link *als App* oder Voila): Wenn die Seite geladen ist, ist alles
      fertig. Du liest nur und klickst.
    * **In JupyterLab geöffnet**: Wähle zuerst im Menü *Ausführen > Alle Zellen ausführen*, oder
      klick in die erste Zelle und drück immer wieder **Umschalt+Enter** (so geht es auch, wenn
      JupyterLab seine Menüs noch nicht auf Deutsch zeigt). Während die Zellen laufen, erscheinen die
      Karten unter dem Text. Kaputtgehen kann nichts: Führe alles so oft aus, wie du willst. Auch
      eine Zelle mitten auf der Seite läuft für sich allein.

    Zwei Kästen kommen auf jeder Spielseite vor. Sie trennen, was die Regeltexte sagen, von dem, was
    cardlab entscheiden musste, wo die Texte schweigen oder wo zwei Texte sich widersprechen:
    """,
    )
    c.says(
        """
    what a rule text of the game says, in cardlab's own words.
    """,
        """
    was ein Regeltext des Spiels sagt, in cardlabs eigenen Worten.
    """,
    )
    c.decides(
        """
    how cardlab plays a point the rule texts leave open. Where groups commonly play such a point
    in different ways, there is a rule option for it, so a group can switch; each game's page says
    which points those are.
    """,
        """
    wie cardlab einen Punkt spielt, den die Regeltexte offenlassen. Wo Gruppen einen solchen Punkt
    oft verschieden spielen, gibt es dafür eine Regeloption, damit eine Gruppe umschalten kann; die
    Seite jedes Spiels sagt, welche Punkte das sind.
    """,
    )
    c.code("""
    from cardlab import lessons
    """)
    c.md(
        """
    ## The three kinds of widget

    **A replay** steps through a game that has already been played, like a chess game written
    down move by move. Under the table are five buttons; the mouse pointer over a button shows its
    name:

    {BUTTONS}

    Beside the buttons, the speed sets how many moves a second the play button shows, and the slider jumps
    to any move. Under the table the move is written in cardlab's notation and in words, and the
    text explains what it did and why. The list beside the table jumps to any move. At the top you
    can choose the deal, the language, a **Four-colour deck** (each suit in a colour of its own:
    clubs green, diamonds blue, hearts red, spades black), **Large (projector)** for bigger cards
    and **Codes**, which shows the moves as cardlab's files write them.

    Try it here, on short pieces of each game. You need not follow the moves yet: each game's
    page explains them from the start.
    """.replace("{BUTTONS}", replay_buttons("en")),
        """
    ## Die drei Bausteine

    **Eine Wiederholung** geht ein schon gespieltes Spiel Zug für Zug durch, wie eine
    aufgeschriebene Schachpartie. Unter dem Tisch sind fünf Knöpfe; zeigst du mit der Maus auf
    einen, steht sein Name da:

    {BUTTONS}

    Neben den Knöpfen stellst du ein, wie viele Züge pro Sekunde der Abspielknopf zeigt, und mit
    dem Schieberegler springst du zu jedem Zug. Unter dem Tisch steht der Zug in cardlabs Schreibweise
    und in Worten, und der Text erklärt, was er bewirkt hat und warum. Mit der Zugliste neben dem
    Tisch springst du zu jedem Zug. Oben wählst du die Runde, die Sprache, **Vierfarbige
    Karten** (jede Kartenfarbe in ihrem eigenen Farbton: Kreuz grün, Karo blau, Herz rot, Pik schwarz),
    **Groß (Beamer)** für größere Karten und **Kürzel**, das die Züge so zeigt, wie cardlabs Dateien
    sie schreiben.

    Probier es hier aus, an kurzen Stücken aus jedem Spiel. Die Züge musst du noch nicht verstehen:
    Die Seite jedes Spiels erklärt sie von Anfang an.
    """.replace("{BUTTONS}", replay_buttons("de")),
    )
    c.md(
        """
    A moment of **Swoop**: two cards go on the pile, then a higher card picks it up.
    """,
        """
    Ein Augenblick aus **Swoop**: Zwei Karten kommen auf den Stapel, dann nimmt eine höhere Karte ihn
    auf.
    """,
    )
    c.code("""
    lessons.example("swoop", "nine-then-queen", lang="{LANG}")
    """)
    c.md(
        """
    A moment of **Sweep**: one card fishes three cards off the table.
    """,
        """
    Ein Augenblick aus **Sweep**: Eine Karte fängt drei Karten vom Tisch.
    """,
    )
    c.code("""
    lessons.example("sweep", "nine-and-sum", lang="{LANG}")
    """)
    c.md(
        """
    A moment of **Schwimmen**: swapping with the middle, pushing, knocking, and a lost life.
    """,
        """
    Ein Augenblick aus **Schwimmen**: tauschen, schieben, klopfen und ein verlorenes Leben.
    """,
    )
    c.code("""
    lessons.example("schwimmen", "spades-28", lang="{LANG}")
    """)
    c.md(
        """
    **A puzzle** shows a position and asks *what would you play?* **The table** at the end of every
    game page lets you play a whole game against computer players (bots). In both you play by
    **touching cards**:

    1. Touch a card of yours. The cards that can still belong to the same move light up; touch
       them too if you want them in your move.
    2. As soon as the cards you touched make a legal move, the green button shows it (*Play: ...*).
       Press it to play the move. *Start again* clears what you touched.
    3. A few moves have a button of their own: *Pass* and *Knock* in Schwimmen, *Add nothing* in
       Swoop. To trail in Sweep, touch your card and press *Trail*.
    4. At the table, *Why?* tells you what the touched move would do, *What would the bot play?*
       gives a hint, and *Next deal* starts the next deal. In a puzzle, *Submit* checks your move,
       *Hint* helps, and *Show the solution* explains the best move.

    A move the rules do not allow is never played: the widget says what is wrong, in the page's
    language.
    """,
        """
    **Ein Rätsel** zeigt eine Stellung und fragt: *Was würdest du spielen?* Am **Spieltisch** am Ende
    jeder Spielseite spielst du ein ganzes Spiel gegen Computerspieler (Bots). In beiden spielst du,
    indem du **Karten antippst**:

    1. Tippe eine deiner Karten an. Die Karten, die noch zum selben Zug gehören können, leuchten auf;
       tippe sie auch an, wenn sie zu deinem Zug gehören sollen.
    2. Sobald die angetippten Karten einen erlaubten Zug ergeben, zeigt ihn der grüne Knopf
       (*Spielen: ...*). Drück ihn, um den Zug zu spielen. *Neu wählen* löscht deine Auswahl.
    3. Ein paar Züge haben einen eigenen Knopf: *Schieben* und *Klopfen* beim Schwimmen, *Nichts
       dazulegen* bei Swoop. Zum Anlegen bei Sweep tippst du deine Karte an und drückst *Anlegen*.
    4. Am Spieltisch sagt dir *Warum?*, was der angetippte Zug bewirken würde, *Was würde der Bot
       spielen?* gibt einen Tipp, und *Nächste Runde* startet die nächste Runde. Im Rätsel prüft
       *Abschicken* deinen Zug, *Tipp* hilft weiter, und *Lösung zeigen* erklärt den besten Zug.

    Ein Zug, den die Regeln nicht erlauben, wird nie gespielt: cardlab sagt dir in der Sprache der
    Seite, was nicht stimmt.
    """,
    )
    c.md(
        """
    ## How cardlab writes cards and moves

    Under every move of a replay stands its notation, and the files of cardlab (records of games,
    puzzles) use it too. Here it is in full; each game's page repeats its own part.

    ### Cards
    """,
        """
    ## So schreibt cardlab Karten und Züge

    Unter jedem Zug einer Wiederholung steht seine Schreibweise, und auch cardlabs Dateien
    (Aufzeichnungen von Spielen, Rätsel) benutzen sie. Hier steht sie vollständig; die Seite jedes
    Spiels wiederholt ihren eigenen Teil.

    ### Karten
    """,
    )
    c.md(CARDS["en"], CARDS["de"])
    for game, title in (("swoop", "Swoop"), ("sweep", "Sweep"), ("schwimmen", "Schwimmen")):
        c.md(f"### {title}\n" + MOVES[game]["en"], f"### {title}\n" + MOVES[game]["de"])
    c.md(
        """
    The same moves as cardlab writes and reads them: the code in the file, the form on screen, and
    the move in words.
    """,
        """
    Dieselben Züge, wie cardlab sie schreibt und liest: das Kürzel in der Datei, die Form auf dem
    Bildschirm und der Zug in Worten.
    """,
    )
    c.code("""
    lessons.notation(lang="{LANG}")
    """)
    c.md(
        """
    Cards by their code, as the screen shows them, and by name:
    """,
        """
    Karten mit ihrem Kürzel, so wie der Bildschirm sie zeigt, und mit ihrem Namen:
    """,
    )
    c.code("""
    lessons.cards(["AC", "10S", "JD", "QH", "QD", "KS", "X"], lang="{LANG}")
    """)
    c.md(
        """
    ## Where to go next

    Open the page of the game you want to learn: [01_swoop](01_swoop.ipynb),
    [02_sweep](02_sweep.ipynb) or [03_schwimmen](03_schwimmen.ipynb). Each one teaches its game
    from zero, plays every example of its rule text, answers the questions the text leaves open,
    and ends with puzzles, a small experiment and a game against the bots. Teachers find the tools
    for a lesson in [04_teacher](04_teacher.ipynb).
    """,
        """
    ## Wie es weitergeht

    Öffne die Seite des Spiels, das du lernen willst: [01_swoop](01_swoop.ipynb),
    [02_sweep](02_sweep.ipynb) oder [03_schwimmen](03_schwimmen.ipynb). Jede bringt dir ihr Spiel von
    Grund auf bei, spielt jedes Beispiel ihres Regeltexts vor, beantwortet die Fragen, die der Text
    offenlässt, und endet mit Rätseln, einem kleinen Experiment und einem Spiel gegen die Bots.
    Lehrkräfte finden die Werkzeuge für eine Unterrichtsstunde in [04_teacher](04_teacher.ipynb).
    """,
    )
    return c.out
