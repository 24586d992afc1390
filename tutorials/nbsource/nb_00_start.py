"""00_start: what cardlab is and how the notebooks work."""
from _cells import Cells

NAME = "00_start"


def cells(lang):
    c = Cells(lang)
    c.md("""
    # Welcome to cardlab

    cardlab teaches three card games inside Jupyter:

    | notebook | game | players | in one sentence |
    |---|---|---|---|
    | [01_swoop](01_swoop.ipynb) | **Swoop** | 3-8 | get rid of your cards by playing *equal or lower*, and sweep the pile away with four of a kind |
    | [02_sweep](02_sweep.ipynb) | **Sweep** | 2-4 | fish cards off the table by matching ranks and adding up sums |
    | [03_schwimmen](03_schwimmen.ipynb) | **Schwimmen** (31) | 2-9 | swap with the middle to collect the most points in one suit, and don't lose your three lives |
    | [04_teacher](04_teacher.ipynb) | for teachers | | puzzle sets, answers, simulations, replays to hand out |

    Each game has a real rules engine behind it: it knows every legal move, refuses illegal ones
    with a reason, and explains what each move did and which rule it rests on, in English and
    German. (Die deutschen Notebooks liegen im Ordner `de` neben diesem.)

    ## How a notebook works

    A notebook is a page of text and code *cells*. Click into a code cell and press
    **Shift+Enter** to run it; its result appears below it. Run the cells from top to bottom, and
    feel free to change the code and run it again: nothing can break.
    """, """
    # Willkommen bei cardlab

    cardlab bringt dir drei Kartenspiele in Jupyter bei:

    | Notebook | Spiel | Personen | in einem Satz |
    |---|---|---|---|
    | [01_swoop](01_swoop.ipynb) | **Swoop** | 3-8 | werde deine Karten los, indem du *gleich hoch oder niedriger* legst, und fege den Stapel mit vier Gleichen weg |
    | [02_sweep](02_sweep.ipynb) | **Sweep** | 2-4 | fange Karten vom Tisch mit gleichem Rang oder passender Summe |
    | [03_schwimmen](03_schwimmen.ipynb) | **Schwimmen** (31) | 2-9 | tausche mit der Mitte, um möglichst viele Punkte in einer Farbe zu sammeln, und verliere deine drei Leben nicht |
    | [04_teacher](04_teacher.ipynb) | für Lehrkräfte | | Rätselsammlungen, Antworten, Simulationen, Wiederholungen zum Verteilen |

    Hinter jedem Spiel steht eine echte Regel-Engine: Sie kennt jeden erlaubten Zug, lehnt
    unerlaubte mit Begründung ab und erklärt auf Deutsch und Englisch, was jeder Zug bewirkt hat und
    auf welcher Regel er beruht. (The English notebooks are in the folder `en` next to this one.)

    ## So funktioniert ein Notebook

    Ein Notebook ist eine Seite aus Text- und Code-*Zellen*. Klicke in eine Code-Zelle und drücke
    **Umschalt+Enter**, um sie auszuführen; das Ergebnis erscheint darunter. Führe die Zellen von
    oben nach unten aus, und ändere ruhig den Code und führe ihn noch einmal aus: Kaputtgehen kann
    nichts.
    """)
    c.code('''
    import cardlab

    print("cardlab", cardlab.__version__)
    ''')
    c.md("""
    ## Cards in cardlab

    cardlab writes a card as its rank followed by its suit: `QH` is the queen of hearts, `10S` the
    ten of spades, `AC` the ace of clubs, and `X` is a joker. The suits are `C D H S` (clubs,
    diamonds, hearts, spades). On screen the cards are drawn with their symbols:
    """, """
    ## Karten in cardlab

    cardlab schreibt eine Karte als Rang und dahinter die Farbe, mit den englischen Kürzeln: `QH`
    ist die Herz-Dame (Q = Queen), `10S` die Pik-10, `AC` das Kreuz-Ass, und `X` ist ein Joker. Die
    Farben sind `C D H S` (Kreuz, Karo, Herz, Pik). Angezeigt werden die Karten mit ihren Symbolen
    und deutschen Namen:
    """)
    c.code('''
    for card in ["QH", "10S", "AC", "JD", "X"]:
        print(f"{card:4} {cardlab.card_label(card, '{LANG}'):4} {cardlab.card_name(card, '{LANG}')}")
    ''')
    c.md("""
    ## Your first replay

    A **record** is a whole game written down move by move, like a chess game. cardlab can play
    one between computer players (bots) in a moment. The **replay** widget then lets you step
    through it: ▶ and ◀ (or the arrow keys) move one step, and the text under the table explains
    every move by its rule. Run the cell and try it:
    """, """
    ## Deine erste Wiederholung

    Eine **Aufzeichnung** ist ein ganzes Spiel, Zug für Zug aufgeschrieben, wie eine Schachpartie.
    cardlab lässt im Nu Computerspieler (Bots) ein ganzes Spiel gegeneinander spielen. Mit der
    **Wiederholung** (Replay) gehst du es dann durch: ▶ und ◀ (oder die Pfeiltasten) gehen einen
    Schritt weiter oder zurück, und der Text unter dem Tisch erklärt jeden Zug mit seiner Regel.
    Führe die Zelle aus und probier es aus:
    """)
    c.code('''
    from cardlab.play import play_game
    from cardlab.widgets import Replay

    game = play_game("swoop", players=["Anna", "Ben", "Carla"], seed=7, max_deals=1)
    replay = Replay(game, lang="{LANG}")
    replay
    ''')
    c.md("""
    The replay is also a Python object. Its `step` is the move shown now, and it is synced with the
    widget above: run the next cell and the widget jumps to move 5.
    """, """
    Die Wiederholung ist auch ein Python-Objekt. Ihr `step` ist der gerade gezeigte Zug und ist mit
    dem Widget oben verbunden: Führe die nächste Zelle aus, und das Widget springt zu Zug 5.
    """)
    c.code('''
    replay.step = 5
    print(replay.texts()["w"])
    print(replay.explanation)
    ''')
    c.md("""
    A replay can also show the game as **one player** sees it: with `seat=0` only Anna's cards are
    visible, and everybody else's hand stays hidden, as at a real table.
    """, """
    Eine Wiederholung kann das Spiel auch so zeigen, wie **eine Person** es sieht: Mit `seat=0` sind
    nur Annas Karten sichtbar, die Hände aller anderen bleiben verdeckt, wie am echten Tisch.
    """)
    c.code('''
    Replay(game, lang="{LANG}", seat=0)
    ''')
    c.md("""
    ## Records are plain files

    A record is a small JSON file that you can save, send, check and load again. Every move in it
    is checked against the rules when it is loaded and replayed:
    """, """
    ## Aufzeichnungen sind einfache Dateien

    Eine Aufzeichnung ist eine kleine JSON-Datei, die du speichern, verschicken, prüfen und wieder
    laden kannst. Beim Laden und Abspielen wird jeder Zug anhand der Regeln geprüft:
    """)
    c.code('''
    summary = game.check()
    print(summary.to_json())
    print(game.deals[0].moves[:6])
    ''')
    c.md("""
    The same checks are on the command line: `cardlab check game.json` replays a saved record,
    `cardlab moves game.json` lists the legal moves, and `cardlab show game.json --lang de` prints
    the position in words. The format is described in the documentation (*Records and the command
    line*).

    ## Where to go next

    Start with the game you want to learn: [01_swoop](01_swoop.ipynb),
    [02_sweep](02_sweep.ipynb) or [03_schwimmen](03_schwimmen.ipynb). Each notebook teaches its game
    from zero, shows every example of the rule texts as a replay, points out where cardlab had to
    choose between readings of the rules, and ends with puzzles and a small experiment.
    """, """
    Dieselben Prüfungen gibt es auf der Kommandozeile: `cardlab check spiel.json` spielt eine
    gespeicherte Aufzeichnung nach, `cardlab moves spiel.json` zählt die erlaubten Züge auf, und
    `cardlab show spiel.json --lang de` beschreibt die Stellung in Worten. Das Format steht in der
    Dokumentation (*Records and the command line*).

    ## Wie es weitergeht

    Fang mit dem Spiel an, das du lernen willst: [01_swoop](01_swoop.ipynb),
    [02_sweep](02_sweep.ipynb) oder [03_schwimmen](03_schwimmen.ipynb). Jedes Notebook bringt dir
    sein Spiel von Grund auf bei, zeigt jedes Beispiel aus den Regeltexten als Wiederholung, weist
    darauf hin, wo cardlab sich zwischen verschiedenen Lesarten der Regeln entscheiden musste,
    und endet mit Rätseln und einem kleinen Experiment.
    """)
    return c.out
