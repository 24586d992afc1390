"""01_swoop: Swoop from zero, for learners (text and widgets; the code is one-line calls into
cardlab.lessons, source-hidden).  The order is a learner's: the cards and the idea, then each rule
with its example, each piece of the notation and each mark of a box where it first appears; the
whole notation once more after the rules."""

from _cells import IMPORTS, MOVES, TABLE_TAGS, Cells

NAME = "01_swoop"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "Learn Swoop · cardlab", "de": "Swoop lernen · cardlab"}
HIDE_CODE = True


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # Swoop

    Swoop is a shedding game for 3 to 8 players: whoever gets rid of all their cards first wins the
    deal, and everybody else scores penalty points for what they still hold. One twist turns the
    usual shedding game upside down: you play cards that are **equal to or lower than** the top
    card of the pile. Play something higher and you must first pick up the whole pile. Four cards
    of one rank on top of the pile, a 10 or a joker **swoop** the pile away. After several deals
    the lowest total wins.

    **How to read this page.** In JupyterLab choose *Run > Run All Cells* first (opened as an app,
    everything is ready). The examples come in three kinds:

    * **Replays** of a few moves: above each one its moves are written out in words; in the replay
      itself the button *One move forward* (▶, right of the big play button) or, once you have
      clicked into the replay, the → key goes on one move at a time.
    * **Refused moves**: somebody tries a move the rules do not allow, and cardlab says why not and
      what is allowed instead.
    * **Puzzles**, where you find the best move yourself.

    Two kinds of box keep apart what the rule texts say and what cardlab decided where the texts
    leave a question open. Swoop has two rule texts, a detailed German one and a short English one;
    section 7 compares them. Every example is a deal of its own, with Anna, Ben and Carla.
    """,
        """
    # Swoop

    Swoop ist ein Ablegespiel für 3 bis 8 Personen: Wer zuerst alle Karten losgeworden ist, gewinnt
    die Runde, und alle anderen bekommen Strafpunkte für die Karten, die sie noch haben. Eine
    Besonderheit stellt das übliche Ablegespiel auf den Kopf: Du legst Karten, die **gleich hoch oder
    niedriger** sind als die oberste Karte des Stapels. Legst du etwas Höheres, musst du vorher den
    ganzen Stapel aufnehmen. Vier gleiche Karten oben auf dem Stapel, eine 10 oder ein Joker
    **fegen** den Stapel weg (englisch *swoop*, daher der Name). Nach mehreren Runden gewinnt, wer
    die wenigsten Strafpunkte hat.

    **So liest du diese Seite.** In JupyterLab wählst du zuerst im Menü *Ausführen > Alle Zellen
    ausführen* (öffnest du die Seite als App, ist schon alles fertig). Die Beispiele sind von dreierlei Art:

    * **Wiederholungen** von ein paar Zügen: Darüber stehen ihre Züge in Worten; in der
      Wiederholung selbst gehst du mit dem Knopf *Einen Zug weiter* (▶, rechts neben dem großen
      Abspielknopf) oder, wenn du hineingeklickt hast, mit der Taste → Zug für Zug weiter.
    * **Abgelehnte Züge**: Jemand versucht einen Zug, den die Regeln nicht erlauben, und cardlab
      sagt, warum nicht und was stattdessen erlaubt ist.
    * **Rätsel**, in denen du selbst den besten Zug suchst.

    Zwei Arten von Kästen trennen, was die Regeltexte sagen, von dem, was cardlab entschieden hat,
    wo die Texte eine Frage offenlassen. Für Swoop gibt es zwei Regeltexte, einen ausführlichen
    deutschen und einen kurzen englischen; Abschnitt 7 vergleicht sie. Jedes Beispiel ist eine
    eigene Runde mit Anna, Ben und Carla.
    """,
    )
    c.code(IMPORTS)
    # -- 1. cards -------------------------------------------------------------------------------
    c.md(
        """
    ## 1. The cards and their order
    """,
        """
    ## 1. Die Karten und ihre Rangfolge
    """,
    )
    c.says(
        """
    Swoop is played with ordinary 52-card decks, and **each deck brings its two jokers**: 2 decks
    for 3 or 4 players, 3 for 5 or 6, 4 for 7 or 8. Suits (clubs, diamonds, hearts, spades) never
    matter, only ranks. From low to high the ranks are

    **A 2 3 4 5 6 7 8 9 J Q K**

    so the ace is the lowest card. 10s and jokers have no rank at all: they swoop the pile away
    (section 4).
    """,
        """
    Gespielt wird mit normalen Kartenspielen zu 52 Karten, und **jedes Kartenspiel bringt seine
    zwei Joker mit**: 2 Kartenspiele für 3 oder 4 Personen, 3 für 5 oder 6, 4 für 7 oder 8. Die
    Farben (Kreuz, Karo, Herz, Pik) spielen nie eine Rolle, nur der Rang. Von niedrig nach hoch
    lauten die Ränge

    **A 2 3 4 5 6 7 8 9 B D K**

    Das Ass ist also die niedrigste Karte. 10er und Joker haben gar keinen Rang: Sie fegen den
    Stapel weg (Abschnitt 4).
    """,
    )
    c.md(
        """
    How many cards that makes, jokers included (2 × 52 + 4 = 108), and how often each card is in
    the game (the 7♦, say, two, three or four times):
    """,
        """
    So viele Karten sind das, die Joker mitgezählt (2 × 52 + 4 = 108), und so oft ist jede Karte
    im Spiel (etwa die 7♦ zwei-, drei- oder viermal):
    """,
    )
    c.code("""
    lessons.example("swoop", "decks", lang="{LANG}")
    """)
    c.cards_section("swoop")
    # -- 2. deal --------------------------------------------------------------------------------
    c.md(
        """
    ## 2. The deal and who starts
    """,
        """
    ## 2. Das Austeilen und wer anfängt
    """,
    )
    c.says(
        """
    Everyone takes 19 cards without looking at them. Four go face down in a row: the **mystery
    cards**. Four more go face up, one on each mystery card: the **face-up cards**. The four spots
    of that row are the places 1 to 4. The other 11 cards are the hand. The cards left over are set
    aside for the deal. Play goes to the left (clockwise), and each new deal is started by the
    player to the left of the one who started the last deal.
    """,
        """
    Jede Person nimmt 19 Karten, ohne sie anzusehen. Vier davon kommen verdeckt in eine Reihe: die
    **Geheimkarten**. Vier weitere kommen offen darauf, je eine auf jede Geheimkarte: die **offenen
    Karten**. Die vier Stellen dieser Reihe sind die Plätze 1 bis 4. Die übrigen 11 Karten sind die
    Handkarten. Die restlichen Karten kommen für diese Runde beiseite. Gespielt wird nach links (im
    Uhrzeigersinn), und jede neue Runde beginnt, wer links von der Person sitzt, die die letzte Runde
    begonnen hat.
    """,
    )
    c.decides(
        """
    **Who starts the first deal** is drawn as the detailed German text describes it: every player
    draws one of the set-aside cards, and the highest rank starts. If several draw the same highest
    rank, only they draw again; whoever draws a 10 or a joker draws again too, since those have no
    rank. The short English text does not say who starts; cardlab draws under its rules as well.
    Which cards lie face up is chance: nobody looks at their 19 cards before they lie.
    """,
        """
    **Wer die erste Runde beginnt**, wird so gezogen, wie es der ausführliche deutsche Text
    beschreibt: Alle ziehen eine der beiseitegelegten Karten, und der höchste Rang beginnt. Ziehen
    mehrere denselben höchsten Rang, ziehen nur sie noch einmal; wer eine 10 oder einen Joker zieht,
    zieht ebenfalls noch einmal, denn die haben keinen Rang. Der kurze englische Text sagt nicht, wer
    beginnt; cardlab lässt auch nach seinen Regeln ziehen. Welche Karten offen liegen, entscheidet
    der Zufall: Niemand sieht seine 19 Karten an, bevor sie liegen.
    """,
    )
    c.md(
        """
    A fresh deal, dealt by the computer and played out by three bots (computer players). First who
    drew what; then the replay. It shows every card, which of course nobody at a real table can see.
    Its first step shows the table after the deal: in front of each player the four mystery cards
    (backs) with a face-up card on each, and the hand. You may click through the moves already;
    the next sections explain them.
    """,
        """
    Eine frisch gegebene Runde, vom Computer ausgeteilt und von drei Bots (Computerspielern)
    gespielt. Zuerst, wer was gezogen hat; dann die Wiederholung. Sie zeigt alle Karten, was am
    echten Tisch natürlich niemand sehen kann. Ihr erster Schritt zeigt den Tisch nach dem
    Austeilen: vor jeder Person die vier Geheimkarten (Rückseiten) mit je einer offenen Karte darauf
    und dazu die Handkarten. Die Züge kannst du schon durchklicken; die nächsten Abschnitte
    erklären sie.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "deal", lang="{LANG}", moves=0))
    Replay(lessons.record("swoop", "deal"), lang="{LANG}")
    """)
    # -- 3. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 3. A move: equal or lower goes on, higher picks up
    """,
        """
    ## 3. Ein Zug: Gleich oder niedriger kommt drauf, höher heißt aufnehmen
    """,
    )
    c.says(
        """
    On your turn you play **one to four cards of the same rank**, from your hand, from your face-up
    cards, or from both. Then:

    * cards **equal to or lower than** the top card go on top of the pile;
    * cards **higher** than the top card make you pick up the whole pile into your hand first; your
      cards then start a new pile;
    * on an **empty** pile your cards simply start it.

    The rules' first example: a 9 is on top, and Anna lays two 6s on it. Ben holds nothing of 6
    or lower, and no 10 or joker, so whatever he plays is higher. He plays his queen: he picks up
    the pile, and the queen starts a new one.
    """,
        """
    Wenn du an der Reihe bist, legst du **eine bis vier Karten gleichen Rangs**, von der Hand, von
    deinen offenen Karten oder von beiden. Dann gilt:

    * Karten, die **gleich hoch oder niedriger** sind als die oberste Karte, kommen oben auf den
      Stapel;
    * bei **höheren** Karten nimmst du zuerst den ganzen Stapel auf die Hand; deine Karten
      beginnen dann einen neuen Stapel;
    * ist der Stapel **leer**, beginnen deine Karten einfach einen neuen.

    Das erste Beispiel der Regeln: Oben liegt eine 9, und Anna legt zwei 6er darauf. Ben hat nichts,
    was 6 oder niedriger ist, und keine 10 und keinen Joker; alles, was er legen kann, ist also höher.
    Er legt seine Dame: Er nimmt den Stapel auf, und die Dame beginnt einen neuen.
    """,
    )
    c.md(
        """
    In the example a jack lies under the 9, so the pile holds four cards when Ben picks it up:
    """,
        """
    Im Beispiel liegt unter der 9 noch ein Bube; als Ben aufnimmt, hat der Stapel also vier Karten:
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "nine-then-queen", lang="{LANG}"))
    lessons.example("swoop", "nine-then-queen", lang="{LANG}")
    """)
    c.says(
        """
    **May I pass?** No. A move is a play of one to four cards; there is no passing in Swoop. Nor is
    it ever needed: any card may be played, a higher one just picks up the pile first. Whoever still
    holds a card always has a move.
    """,
        """
    **Darf ich passen?** Nein. Ein Zug heißt, eine bis vier Karten zu legen; Passen gibt es bei
    Swoop nicht. Nötig ist es auch nie: Jede Karte darf gelegt werden, eine höhere nimmt eben zuerst
    den Stapel auf. Wer noch eine Karte hat, hat also immer einen Zug.
    """,
    )
    c.md(
        """
    Ben would rather pass than pick up. The box below shows how cardlab refuses a move. On top
    stands the position, one line for each player:

    * the arrow → marks whose turn it is;
    * *hand* is the hand; *face up* are the four places of the face-up cards and *mystery* the four
      mystery cards under them. A dot · is a place with no card (any more); a ? is a mystery card
      still lying face down. These small examples leave most places empty, so that the cards that
      matter stand out;
    * *pile, bottom to top*: the top card is the last one, on the right;
    * *cards swept aside* counts the cards swooped away in this deal so far, and *plays since the
      last swoop* is the count for a dead deal (section 7).

    Under it stand the move tried, why cardlab refuses it, and what is allowed instead. Here every
    card Ben holds is higher than the 6s, so each of them picks up the pile.
    """,
        """
    Ben möchte lieber passen als aufnehmen. Der Kasten unten zeigt, wie cardlab einen Zug ablehnt.
    Oben steht die Stellung, eine Zeile für jede Person:

    * Der Pfeil → zeigt, wer an der Reihe ist.
    * *Hand* sind die Handkarten; *offen* sind die vier Plätze der offenen Karten und
      *Geheimkarten* die vier Geheimkarten darunter. Ein Punkt · heißt: Auf diesem Platz liegt
      keine Karte (mehr); ein ? ist eine Geheimkarte, die noch verdeckt liegt. In diesen kleinen
      Beispielen sind die meisten Plätze leer, damit man die wichtigen Karten sieht.
    * *Stapel von unten nach oben*: Die oberste Karte steht zuletzt, also rechts.
    * *weggefegte Karten* zählt, wie viele Karten in dieser Runde schon weggefegt wurden, und
      *Züge seit dem letzten Fegen* zählt für die tote Runde (Abschnitt 7).

    Darunter stehen der versuchte Zug, warum cardlab ihn ablehnt, und was stattdessen erlaubt ist.
    Hier ist jede Karte von Ben höher als die 6er; jede nimmt also den Stapel auf.
    """,
    )
    c.code("""
    lessons.example("swoop", "no-passing", lang="{LANG}")
    """)
    # -- 4. swooping ----------------------------------------------------------------------------
    c.md(
        """
    ## 4. Swooping: the pile goes away
    """,
        """
    ## 4. Fegen: Der Stapel kommt weg
    """,
    )
    c.says(
        """
    To **swoop** is to put the whole pile aside, face down, for the rest of the deal. Whoever
    swooped plays again at once, so several swoops can follow one another. There are two ways:

    1. **Four of a kind on top.** When the top four cards of the pile share a rank, the pile goes.
       You can play all four yourself, or complete what lies on top (two 8s on two 8s).
    2. **A 10 or a joker** may be played on anything, whatever lies on the pile, and always swoops:
       the pile and the 10 or joker leave the deal.

    There are never more than four cards of one rank on top. The rules' example: three 8s lie on
    top and Anna holds two 8s. She may add only one; it swoops, and as she plays again she lays the
    other 8 (or anything else).
    """,
        """
    **Fegen** heißt, den ganzen Stapel verdeckt für den Rest der Runde beiseitezulegen. Wer
    gefegt hat, ist sofort noch einmal dran; so kann man mehrmals hintereinander fegen. Es gibt zwei
    Wege:

    1. **Vier Gleiche oben.** Haben die obersten vier Karten des Stapels denselben Rang, wird
       gefegt. Du kannst alle vier selbst legen oder ergänzen, was oben liegt (zwei 8er auf zwei 8er).
    2. **Eine 10 oder ein Joker** darf auf alles gelegt werden, egal was auf dem Stapel liegt, und
       fegt immer: Der Stapel und die 10 oder der Joker kommen aus der Runde.

    Mehr als vier gleiche Karten liegen nie oben. Das Beispiel der Regeln: Oben liegen drei 8er, und
    Anna hat zwei 8er. Sie darf nur eine dazulegen; damit fegt sie, und weil sie noch einmal dran
    ist, legt sie die andere 8 (oder etwas ganz anderes).
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "three-eights", lang="{LANG}"))
    lessons.example("swoop", "three-eights", lang="{LANG}")
    """)
    c.md(
        """
    Both 8s at once would make five on top. cardlab refuses the move and says why:
    """,
        """
    Beide 8er auf einmal ergäben fünf gleiche Karten oben. cardlab lehnt den Zug ab und sagt, warum:
    """,
    )
    c.code("""
    lessons.example("swoop", "two-eights-at-once", lang="{LANG}")
    """)
    c.md(
        """
    The same position as a puzzle: touch your cards, then press the button to check your move.
    """,
        """
    Dieselbe Stellung als Rätsel: Tippe deine Karten an und lass deinen Zug dann prüfen.
    """,
    )
    c.code("""
    Puzzle("swoop-three-eights", lang="{LANG}")
    """)
    c.md(
        """
    A 10 or a joker swoops whatever lies on top. Anna clears a pile with a 10 and plays again;
    later she throws her joker (X) on Carla's card:
    """,
        """
    Eine 10 oder ein Joker fegt, egal was oben liegt. Anna fegt einen Stapel mit einer 10 weg und
    ist gleich noch einmal dran; später wirft sie ihren Joker (X) auf Carlas Karte:
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "ten-and-joker", lang="{LANG}"))
    lessons.example("swoop", "ten-and-joker", lang="{LANG}")
    """)
    c.decides(
        """
    **A 10 or a joker is always played alone**, one per move. The texts allow one to four cards *of
    the same rank*, but 10s and jokers have no rank, and neither text says whether two of them may
    go down together. cardlab says no:
    """,
        """
    **Eine 10 oder ein Joker wird immer allein gelegt**, eine Karte pro Zug. Die Texte erlauben
    eine bis vier Karten *gleichen Rangs*, aber 10er und Joker haben keinen Rang, und keiner der
    Texte sagt, ob zwei davon zusammen gelegt werden dürfen. cardlab sagt: nein.
    """,
    )
    c.code("""
    lessons.example("swoop", "two-tens", lang="{LANG}")
    """)
    c.decides(
        """
    **A 10 on an empty pile swoops too.** The texts say a 10 or a joker *always* swoops, whatever
    lies on the pile, and cardlab reads *always* as written: a 10 played when the pile is empty
    sweeps nothing but itself, and you play again.
    """,
        """
    **Auch eine 10 auf einen leeren Stapel fegt.** Die Texte sagen, eine 10 oder ein Joker fegt
    *immer*, egal was auf dem Stapel liegt, und cardlab nimmt das *immer* beim Wort: Eine 10 auf
    einen leeren Stapel fegt nur sich selbst weg, und du bist noch einmal dran.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "ten-on-empty-pile", lang="{LANG}"))
    lessons.example("swoop", "ten-on-empty-pile", lang="{LANG}")
    """)
    c.says(
        """
    **Four higher cards** first pick up the pile, as every higher play does, and then swoop at once,
    because they lie four of a kind on the new pile. When you play again you may use the cards you
    just picked up, so one turn can bring several swoops.

    The rules' big example: the pile is Q Q 9 9 9 7 with the 7 on top, and Carla holds
    K K K K Q Q 9 7 5. Her four kings are higher than the 7: she picks up the six cards and swoops
    with the kings. Now she holds four queens and four 9s: two more swoops. Last she lays her two
    7s as a new pile, and her turn is over.
    """,
        """
    **Vier höhere Karten** nehmen zuerst den Stapel auf, wie jeder höhere Zug, und fegen dann
    sofort, weil sie als vier Gleiche auf dem neuen Stapel liegen. Bist du danach noch einmal dran,
    darfst du auch die gerade aufgenommenen Karten legen; so kann jemand mehrmals hintereinander
    fegen.

    Das große Beispiel der Regeln: Auf dem Stapel liegen D D 9 9 9 7, die 7 oben, und Carla
    hat K K K K D D 9 7 5. Ihre vier Könige sind höher als die 7: Sie nimmt die sechs Karten auf und
    fegt mit den Königen. Jetzt hat sie vier Damen und vier 9er: noch zweimal fegen. Zum Schluss legt
    sie ihre zwei 7er als neuen Stapel, und die nächste Person ist an der Reihe.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "four-kings", lang="{LANG}"))
    lessons.example("swoop", "four-kings", lang="{LANG}")
    """)
    # -- 5. face-up and mystery cards -----------------------------------------------------------
    c.md(
        """
    ## 5. Face-up cards and mystery cards
    """,
        """
    ## 5. Offene Karten und Geheimkarten
    """,
    )
    c.says(
        """
    Your four face-up cards are played like hand cards. To win you must also get rid of the four
    mystery cards under them. A **mystery card** may be played

    * only once the face-up card on top of it has been played, and
    * only as the first card of a play (when it is your turn, or when you play again after a
      swoop).

    You turn it up and it is played, whatever it is: a 10 or a joker swoops at once; any other card
    is played by the usual rules, and you may add cards of the same rank from your hand or your
    face-up cards. Higher than the top card? Then you pick up the pile, as always.
    """,
        """
    Deine vier offenen Karten legst du wie Handkarten. Um zu gewinnen, musst du aber auch die vier
    Geheimkarten darunter loswerden. Eine **Geheimkarte** darfst du spielen,

    * erst wenn die offene Karte darauf gespielt ist, und
    * nur als erste Karte eines Zugs (wenn du an der Reihe bist oder nach dem Fegen noch einmal
      dran bist).

    Du deckst sie auf, und sie wird gelegt, egal was sie ist: Eine 10 oder ein Joker fegt sofort;
    jede andere Karte gilt nach den üblichen Regeln, und du darfst Karten gleichen Rangs von der Hand
    oder von deinen offenen Karten dazulegen. Ist sie höher als die oberste Karte, nimmst du wie
    immer den Stapel auf.
    """,
    )
    c.md(
        (
            """
    How cardlab writes these moves (the second column is what you see on screen; the first is the
    code that cardlab's files write):
    """,
            "",
            """
    | in the file | on screen | means |
    |---|---|---|
    | `QH@u2` | Q♥@u2 | the Q♥ that lies face up in place 2 (`u` for *up*) |
    | `QS QD@u2` | Q♠ Q♦@u2 | a mixed play: the Q♠ from the hand and the Q♦ from face-up place 2 |
    | `d3` | d3 | turn up the mystery card in place 3 (`d` for *down*) |
    | `none` | none | add nothing to the mystery card just turned up (at the table: the button *Add nothing*) |
    """,
        ),
        (
            """
    So schreibt cardlab diese Züge (die zweite Spalte siehst du auf dem Bildschirm, die erste ist
    das Kürzel, das cardlabs Dateien schreiben):
    """,
            "",
            """
    | in der Datei | auf dem Bildschirm | bedeutet |
    |---|---|---|
    | `QH@u2` | D♥@o2 | die Herz-Dame, die offen auf Platz 2 liegt (`o` für *offen*; im Kürzel `u` für englisch *up*) |
    | `QS QD@u2` | D♠ D♦@o2 | ein gemischter Zug: die Pik-Dame von der Hand und die Karo-Dame vom offenen Platz 2 |
    | `d3` | v3 | die Geheimkarte auf Platz 3 aufdecken (`v` für *verdeckt*; im Kürzel `d` für englisch *down*) |
    | `none` | keine | zur gerade aufgedeckten Geheimkarte nichts dazulegen (am Spieltisch der Knopf *Nichts dazulegen*) |
    """,
        ),
    )
    c.md(
        """
    Anna still has her face-up 7♥ in place 1; the mystery card under it has to wait:
    """,
        """
    Anna hat noch ihre offene 7♥ auf Platz 1; die Geheimkarte darunter muss warten:
    """,
    )
    c.code("""
    lessons.example("swoop", "mystery-covered", lang="{LANG}")
    """)
    c.decides(
        """
    **A face-up card is named by its place** (`Q♥@u2`), because the place decides which mystery card
    it uncovers. **A mystery card takes two moves, one right after the other**: `d1` turns up
    place 1; then, with nobody else playing in between, the same player names the cards of the same
    rank that go with it, or `none`, even when `none` is the only choice. Only then do the mystery
    card and the added cards go on the pile, together. A 10 or a joker needs no second move, because
    it swoops at once.

    **You may turn up a mystery card while you still hold hand cards.** The texts set only the two
    conditions above, and cardlab adds none. In this deal Anna holds the 7♣ and the K♦ and has a
    face-up 7♥ in place 1. She plays the 7♥, which frees the mystery card under it; Ben plays a 5
    and Carla a higher 9; then Anna, with both cards still in her hand, turns up the mystery card (a
    7♠) and adds her 7♣.
    """,
        """
    **Eine offene Karte wird nach ihrem Platz benannt** (`D♥@o2`), denn der Platz entscheidet, welche
    Geheimkarte sie freigibt. **Eine Geheimkarte braucht zwei Züge direkt nacheinander**: `v1` deckt
    die Geheimkarte auf Platz 1 auf; gleich danach, ohne dass jemand anders dran ist, nennt dieselbe
    Person die Karten gleichen Rangs, die dazukommen, oder `keine`, auch wenn `keine` die einzige
    Wahl ist. Erst dann kommen die Geheimkarte und die dazugelegten Karten zusammen auf den Stapel.
    Eine 10 oder ein Joker braucht keinen zweiten Zug, denn sie fegen sofort.

    **Du darfst eine Geheimkarte aufdecken, auch wenn du noch Handkarten hast.** Die Texte nennen
    nur die beiden Bedingungen oben, und cardlab fügt keine hinzu. In dieser Runde hat Anna die 7♣
    und den K♦ auf der Hand und eine offene 7♥ auf Platz 1. Sie legt die 7♥ und gibt damit die
    Geheimkarte darunter frei; Ben legt eine 5, Carla eine höhere 9; dann deckt Anna, die beide
    Handkarten noch hat, die Geheimkarte auf (eine 7♠) und legt ihre 7♣ dazu.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "mystery", lang="{LANG}"))
    lessons.example("swoop", "mystery", lang="{LANG}")
    """)
    c.decides(
        """
    **Only one mystery card per play.** The texts let a mystery card start a play; they do not say
    whether a second one may follow before the first is on the pile. cardlab says no: after turning
    up a mystery card you first name the cards that go with it (or none), and with that the play is
    over. If it swooped, you play again and may start with another mystery card. So when Anna, with
    mystery card 1 (a 7♠) already turned up, tries to turn up mystery card 2, cardlab asks for the
    cards that go with the 7♠ first:
    """,
        """
    **Nur eine Geheimkarte pro Zug.** Nach den Texten darf eine Geheimkarte einen Zug beginnen; ob
    eine zweite folgen darf, bevor die erste auf dem Stapel liegt, sagen sie nicht. cardlab sagt:
    nein. Nach dem Aufdecken nennst du zuerst die Karten, die dazukommen (oder keine), und damit ist
    dein Zug vorbei. Hat er gefegt, bist du noch einmal dran und darfst wieder mit einer Geheimkarte
    anfangen. Hat Anna also Geheimkarte 1 schon aufgedeckt (eine 7♠) und will gleich Geheimkarte 2
    aufdecken, verlangt cardlab zuerst die Karten zur 7♠:
    """,
    )
    c.code("""
    lessons.example("swoop", "two-mystery", lang="{LANG}")
    """)
    c.decides(
        """
    **A higher mystery card: you add only cards you held before the pick-up.** The mystery card
    and the cards you add to it go on the pile together, and if they are higher, they pick the pile
    up first. So you name the added cards from what you held *before* the pick-up; a card that is
    still in the pile cannot join. (If the mystery card and your added cards make four of a kind,
    they swoop after the pick-up, and when you play again you may use everything you picked up, as
    in section 4.)

    Anna turns up a queen on a 5 and adds nothing: she picks up the pile, and the queen starts a new
    one.
    """,
        """
    **Eine höhere Geheimkarte: Dazulegen darfst du nur Karten, die du schon vor dem Aufnehmen
    hattest.** Die
    Geheimkarte und die Karten, die du dazulegst, kommen zusammen auf den Stapel, und wenn sie höher
    sind, nehmen sie ihn vorher auf. Die Karten, die dazukommen, nennst du also aus dem, was du *vor*
    dem Aufnehmen hattest; eine Karte, die noch im Stapel liegt, kann nicht dazukommen. (Ergeben die
    Geheimkarte und deine Karten vier Gleiche, fegen sie nach dem Aufnehmen, und wenn du dann noch
    einmal dran bist, darfst du alles legen, was du aufgenommen hast, wie in Abschnitt 4.)

    Anna deckt auf einer 5 eine Dame auf und legt nichts dazu: Sie nimmt den Stapel auf, und die Dame
    beginnt einen neuen.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "mystery-higher", lang="{LANG}"))
    lessons.example("swoop", "mystery-higher", lang="{LANG}")
    """)
    c.md(
        """
    The pile holds a Q♥. Could Anna add it to her mystery queen, since she is about to pick it up
    anyway? No: it is not yet in her hand. (The last line of the position says which mystery card
    is turned up and waits for the cards that go with it.)
    """,
        """
    Im Stapel liegt eine D♥. Dürfte Anna sie zu ihrer geheimen Dame legen, weil sie den Stapel
    ohnehin gleich aufnimmt? Nein: Die Karte ist noch nicht auf ihrer Hand. (Die letzte Zeile der
    Stellung sagt, welche Geheimkarte aufgedeckt ist und auf die Karten wartet, die dazukommen.)
    """,
    )
    c.code("""
    lessons.example("swoop", "mystery-picked-up", lang="{LANG}")
    """)
    # -- 6. going out and points ----------------------------------------------------------------
    c.md(
        """
    ## 6. Going out and counting points
    """,
        """
    ## 6. Rausgehen und Punkte zählen
    """,
    )
    c.says(
        """
    The first player with no cards left at all (no hand cards, no face-up *and* no mystery cards)
    has **gone out** and wins the deal. Everyone else scores penalty points for every card still
    held, in the hand and on the table:

    | card | points |
    |---|---|
    | A | 1 |
    | 2 to 9 | face value |
    | J, Q, K | 10 |
    | 10, joker | 50 |

    The rules' example: when Anna goes out, Ben still holds an ace, a 7, a king and a joker:
    1 + 7 + 10 + 50 = **68** points for Ben. The points of every deal are added up. The game ends
    after the deal in which somebody's total reaches a limit or more: 200 points in the English
    text, 500 in the German one (section 7). Then the lowest total wins.
    """,
        """
    Wer als Erstes überhaupt keine Karten mehr hat (keine Handkarten, keine offenen *und* keine
    Geheimkarten), ist **rausgegangen** und gewinnt die Runde. Alle anderen bekommen Strafpunkte für
    jede Karte, die sie noch haben, auf der Hand und auf dem Tisch:

    | Karte | Punkte |
    |---|---|
    | A | 1 |
    | 2 bis 9 | Nennwert |
    | B, D, K | 10 |
    | 10, Joker | 50 |

    Das Beispiel der Regeln: Als Anna rausgeht, hat Ben noch ein Ass, eine 7, einen König und einen
    Joker: 1 + 7 + 10 + 50 = **68** Punkte für Ben. Die Punkte jeder Runde werden zusammengezählt.
    Das Spiel endet nach der Runde, in der jemand eine Grenze erreicht oder überschreitet: 200 Punkte
    nach dem englischen Text, 500 nach dem deutschen (Abschnitt 7). Dann gewinnt, wer die wenigsten
    Punkte hat.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "bens-68", lang="{LANG}"))
    lessons.example("swoop", "bens-68", lang="{LANG}")
    """)
    c.decides(
        """
    **Going out wins the deal at once, even with a swoop.** After a swoop you would play again, but
    with no card left there is nothing to play: Anna's last card is a 10, and she has won.
    """,
        """
    **Wer rausgeht, gewinnt die Runde sofort, auch mit einem Fegen.** Nach dem Fegen wärst du noch
    einmal dran, aber ohne Karten gibt es nichts mehr zu legen: Annas letzte Karte ist eine 10, und
    sie hat gewonnen.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "out-by-swoop", lang="{LANG}"))
    lessons.example("swoop", "out-by-swoop", lang="{LANG}")
    """)
    # -- 7. two texts ---------------------------------------------------------------------------
    c.md(
        """
    ## 7. Two rule texts: house rules and published rules
    """,
        """
    ## 7. Zwei Regeltexte: Hausregeln und veröffentlichte Regeln
    """,
    )
    c.says(
        """
    Swoop has two rule texts here, a detailed German one and a short English one. Where they differ,
    or where only one of them says something:

    | | the short English text | the detailed German text |
    |---|---|---|
    | the game ends after the deal in which somebody's total reaches this or more | 200 | 500 |
    | a dead deal | 200 plays in a row without a swoop end the deal: nobody wins it, and everyone scores what they hold | no limit: a deal can go on for ever |
    | a tie for the lowest total at the end | the tied players share the win | another deal is played |
    | who starts the first deal | it does not say | drawn (section 2) |
    | what scores at the end of a deal | every card still held | every card still held |

    The English text calls itself a version of its own and says that the published rules play to
    500, have no limit for a dead deal, and score only the cards left in the hand. The first two fit
    the German text; the German text, though, scores every card still held, on the table too.
    """,
        """
    Für Swoop gibt es hier zwei Regeltexte, einen ausführlichen deutschen und einen kurzen
    englischen. Hier unterscheiden sie sich, oder nur einer von beiden sagt etwas:

    | | der kurze englische Text | der ausführliche deutsche Text |
    |---|---|---|
    | das Spiel endet nach der Runde, in der jemand so viele Punkte erreicht oder überschreitet | 200 | 500 |
    | tote Runde | 200 Züge hintereinander ohne Fegen beenden die Runde: Niemand gewinnt sie, und alle zählen, was sie noch haben | keine Grenze: Eine Runde kann ewig dauern |
    | Gleichstand bei der niedrigsten Summe am Ende | wer gleichauf liegt, teilt sich den Sieg | es wird noch eine Runde gespielt |
    | wer die erste Runde beginnt | sagt er nicht | wird gezogen (Abschnitt 2) |
    | was am Ende einer Runde zählt | jede Karte, die man noch hat | jede Karte, die man noch hat |

    Der englische Text nennt sich eine eigene Fassung und sagt, die veröffentlichten Regeln spielten
    bis 500, ohne Grenze für eine tote Runde, und zählten nur die Karten auf der Hand. Die ersten
    beiden Punkte passen zum deutschen Text; der deutsche Text zählt aber jede Karte, die man noch
    hat, auch die auf dem Tisch.
    """,
    )
    c.decides(
        """
    cardlab plays the two texts as two sets of **rules** to choose from: the **house rules** (the
    English text; they apply unless other rules are chosen, at the table at the end of this page
    too) and the **published rules** (the German text). Both score every card still held. A group
    that wants to score only the hand, as the English text reports of the published rules, switches
    the rule option *Table cards count* to *only the hand counts*.

    **Counting for the dead deal** (the rule option *Deal without swoops*): every move that does not swoop counts one (a mystery card and
    the cards added to it count once together), and a swoop sets the count back to 0. When the
    count reaches the limit, the deal ends at once. Only a player who got rid of the last card with
    that very move still wins the deal.

    A dead deal, played out: nobody has swooped for 199 moves, and Anna's move is the 200th. Under
    the house rules the deal is over; under the published rules it goes on:
    """,
        """
    cardlab spielt die beiden Texte als zwei **Regeln** zum Auswählen: die **Hausregeln** (der
    englische Text; sie gelten, wenn nichts anderes gewählt ist, auch am Spieltisch am Ende dieser
    Seite) und die **veröffentlichten Regeln** (der deutsche Text). Beide zählen jede Karte, die man
    noch hat. Wer nur die Handkarten zählen will, wie es der englische Text von den veröffentlichten
    Regeln berichtet, stellt die Regeloption *Tischkarten zählen* auf *nur die Hand zählt*.

    **Zählen für die tote Runde** (die Regeloption *Runde ohne Fegen*): Jeder Zug, der nicht fegt, zählt eins (eine Geheimkarte und die
    Karten, die dazukommen, zählen zusammen einmal), und Fegen setzt die Zählung auf 0 zurück. Ist
    die Grenze erreicht, endet die Runde sofort. Nur wer mit genau diesem Zug seine letzte Karte
    losgeworden ist, gewinnt die Runde trotzdem.

    Eine tote Runde zum Nachspielen: Seit 199 Zügen hat niemand gefegt, und Annas Zug ist der
    zweihundertste. Nach den Hausregeln ist die Runde damit vorbei; nach den veröffentlichten Regeln
    geht sie weiter:
    """,
    )
    c.code("""
    lessons.readings("swoop", "dead-deal", lang="{LANG}", preset="published")
    """)
    c.md(
        """
    The same going-out counted both ways, with the table cards and without them: Carla still holds
    a king in her hand and a 9 face up on the table.
    """,
        """
    Dasselbe Rausgehen auf beide Arten gezählt, mit den Tischkarten und ohne sie: Carla hat noch
    einen König auf der Hand und eine offene 9 auf dem Tisch.
    """,
    )
    c.code("""
    lessons.readings("swoop", "table-cards-score", lang="{LANG}", score_table_cards=False)
    """)
    # -- 8. variants ----------------------------------------------------------------------------
    c.md(
        """
    ## 8. Variants
    """,
        """
    ## 8. Varianten
    """,
    )
    c.says(
        """
    The detailed text lists variants to agree on before playing. In cardlab each is a rule option
    (its name in bold, as in the table at the end of this section):

    * **Points per card**: A to 9 score 5, J Q K 10, 10s and jokers 20;
    * **Cards each**: 20 instead of 19: 12 in the hand;
    * **Table cards**: only the four mystery cards (then 15 cards in the hand) or none at all (all 19
      in the hand);
    * **Only jokers swoop**: 10s are ordinary cards between 9 and J and score 10;
    * **Big swoop**: any group of four *or more* of a rank on top of the pile swoops.
    """,
        """
    Der ausführliche Text nennt Varianten, auf die man sich vor dem Spiel einigt. In cardlab ist jede
    eine Regeloption (ihr Name steht fett, wie in der Tabelle am Ende dieses Abschnitts):

    * **Punkte pro Karte**: A bis 9 zählen je 5 Punkte, B D K je 10, 10er und Joker je 20;
    * **Karten pro Person**: 20 statt 19: 12 auf der Hand;
    * **Tischkarten**: nur die vier Geheimkarten (dann 15 Karten auf der Hand) oder gar keine (alle
      19 auf der Hand);
    * **Nur Joker fegen**: 10er sind normale Karten zwischen 9 und B und zählen 10;
    * **Großes Fegen**: Jede Gruppe von vier *oder mehr* gleichen Karten oben auf dem Stapel fegt.
    """,
    )
    c.decides(
        """
    **Big swoop.** Four of a kind on top swoop anyway, so the variant changes the limit: without it
    a move may bring a rank on top of the pile to four cards at most (on three 8s only one more 8);
    with it the limit is gone. Anna may lay both her 8s on the three 8s, and the five 8s swoop:
    """,
        """
    **Großes Fegen.** Vier Gleiche oben fegen sowieso; die Variante ändert also die Grenze: Ohne sie
    darf ein Zug einen Rang oben auf dem Stapel höchstens auf vier Karten bringen (auf drei 8er nur
    noch eine 8); mit ihr fällt diese Grenze weg. Anna darf beide 8er auf die drei 8er legen, und die
    fünf 8er fegen:
    """,
    )
    c.code("""
    lessons.walk("swoop", "big-swoop", lang="{LANG}")
    """)
    c.decides(
        """
    **Fewer table cards.** A mystery card with no face-up card on it is free from the start: with
    only mystery cards on the table you may turn one up whenever you begin a play, as always as its
    first card.
    """,
        """
    **Weniger Tischkarten.** Eine Geheimkarte, auf der keine offene Karte liegt, ist von Anfang an
    frei: Liegen nur Geheimkarten auf dem Tisch, darfst du eine aufdecken, wann immer du einen Zug
    beginnst, wie immer als erste Karte.
    """,
    )
    c.md(
        """
    With the variant *Only jokers swoop* a 10 is just a card between 9 and J:
    """,
        """
    Mit der Variante *Nur Joker fegen* ist eine 10 einfach eine Karte zwischen 9 und B:
    """,
    )
    c.code("""
    lessons.walk("swoop", "plain-ten", lang="{LANG}")
    """)
    c.md(
        """
    Every rule option of Swoop, variants included, with its default (the house rules):
    """,
        """
    Alle Regeloptionen von Swoop, die Varianten eingeschlossen, mit ihrem Standard (so spielen die
    Hausregeln):
    """,
    )
    c.code("""
    lessons.options("swoop", lang="{LANG}")
    """)
    # -- 9. the notation at a glance ------------------------------------------------------------
    c.md(
        (
            """
    ## 9. Every move of Swoop at a glance

    Under every move of a replay stands its notation. Here are all of Swoop's moves together,
    with the code that cardlab's files write (and that the *Codes* switch of a replay shows):
    """,
            "",
            MOVES["swoop"]["en"],
            "",
            """
    The same moves as cardlab writes and reads them, on screen and in words:
    """,
        ),
        (
            """
    ## 9. Alle Züge von Swoop auf einen Blick

    Unter jedem Zug einer Wiederholung steht seine Schreibweise. Hier stehen alle Züge von Swoop
    zusammen, mit dem Kürzel, das cardlabs Dateien schreiben (und das der Schalter *Kürzel* einer
    Wiederholung zeigt):
    """,
            "",
            MOVES["swoop"]["de"],
            "",
            """
    Dieselben Züge, wie cardlab sie schreibt und liest, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("swoop", lang="{LANG}")
    """)
    c.help_links()
    # -- 10. puzzles ----------------------------------------------------------------------------
    c.md(
        """
    ## 10. Puzzles to try

    What would you play? The puzzles below (easy to hard) start with the examples of the rules.
    Touch your cards and submit: cardlab judges every answer by trying all legal moves, and explains
    the best one. Hints are there if you get stuck.
    """,
        """
    ## 10. Rätsel zum Ausprobieren

    Was würdest du legen? Die Rätsel unten (von leicht bis schwer) beginnen mit den Beispielen der
    Regeln. Tippe deine Karten an und schick den Zug ab: cardlab bewertet jede Antwort, indem es alle
    erlaubten Züge durchprobiert, und erklärt den besten. Wenn du nicht weiterkommst, helfen die
    Tipps.
    """,
    )
    c.code("""
    PuzzleSet(shipped("swoop"), lang="{LANG}")
    """)
    # -- 11. an experiment ----------------------------------------------------------------------
    c.md(
        """
    ## 11. Does it pay to start?

    The first deal's starter is drawn; after that the next player to the left starts each deal. Does the
    player who started the first deal win the whole game more often than the others? cardlab lets
    bots play 150 whole games (house rules) for 3, 4 and 5 players and counts. These bots play at
    random (unlike the bots at the table below, which play by rules of thumb), so the figures tell
    us about the rules and the cards, not about skill.
    """,
        """
    ## 11. Lohnt es sich anzufangen?

    Wer die erste Runde beginnt, wird gezogen; danach geht der Beginn reihum. Gewinnt, wer die erste
    Runde begonnen hat, das ganze Spiel öfter als die anderen? cardlab lässt Bots für 3, 4 und 5
    Personen je 150 ganze Spiele nach den Hausregeln spielen und zählt. Diese Bots spielen zufällig
    (anders als die Bots am Spieltisch unten, die nach Faustregeln spielen); die Zahlen sagen also
    etwas über die Regeln und die Karten, nicht über Können.
    """,
    )
    c.code("""
    share = lessons.starter_share("swoop", players=[3, 4, 5], games=150, lang="{LANG}")
    share
    """)
    c.code(
        """
    lessons.starter_share("swoop", players=[3, 4, 5], games=150, lang="{LANG}").plot()
    """,
        tags=["lite-skip"],
    )
    c.md(
        """
    Compare each bar with the dashed line, the share every player would have if starting did not
    matter. The thin line on each bar is the range its share likely lies in: where it reaches the
    dashed line, these games cannot tell starting from chance (the answer above says it in words).
    """,
        """
    Vergleiche jeden Balken mit der gestrichelten Linie: So oft würde jede Person gewinnen, wenn der
    Beginn keine Rolle spielte. Der dünne Strich auf jedem Balken ist der Bereich, in dem sein
    Anteil wahrscheinlich liegt: Wo er die gestrichelte Linie erreicht, können diese Spiele das
    Anfangen nicht vom Zufall unterscheiden (die Antwort oben sagt es in Worten).
    """,
    )
    # -- 12. the table --------------------------------------------------------------------------
    c.md(
        """
    ## 12. Your turn: a game against the bots

    Now play yourself, under the house rules. You are Anna; Ben and Carla are bots that play by
    rules of thumb. **Touch a card** in your hand or among your face-up cards to pick it, and touch
    more cards of the same rank to play them together; the cards that still fit light up. As soon
    as your pick is a legal move, the green button under the table shows it: press it to
    **confirm**. To turn up a mystery card, touch it; *Add nothing* is a button of its own. The bots
    answer at once, and each of their moves is explained in words.

    The score is always above the table: every player's points, the deal, and how the game is won.
    This game is short: 3 deals. When a deal is over, a box under the table shows how it was scored;
    *Learn from your mistakes* turns each of your moves of that deal that had a better one into an
    exercise at the same table, and *Next deal* deals again. When the game is over, *New game*
    starts another.

    At the top right of the table, the button **Rules: House rules** names the rules you play by.
    Touch it to read each rule option in words, with what it decides, and to choose others: the
    published rules, say, or *Table cards count* set to *only the hand counts* (section 7). A new
    choice starts a new game; once you have moved, the table asks first.
    """,
        """
    ## 12. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst, nach den Hausregeln. Du bist Anna; Ben und Carla sind Bots, die nach
    Faustregeln spielen. **Tippe eine Karte an**, auf der Hand oder bei deinen offenen Karten, um sie
    auszuwählen, und tippe weitere Karten desselben Rangs an, um sie gemeinsam zu legen; die Karten,
    die noch passen, leuchten auf. Sobald deine Auswahl ein erlaubter Zug ist, zeigt ihn der grüne
    Knopf unter dem Tisch: Drück ihn, um den Zug zu **bestätigen**. Eine Geheimkarte deckst du auf,
    indem du sie antippst; *Nichts dazulegen* hat einen eigenen Knopf. Die Bots antworten sofort, und
    jeder ihrer Züge wird in Worten erklärt.

    Über dem Tisch steht immer der Spielstand: die Punkte aller, die Runde und wie man gewinnt.
    Dieses Spiel ist kurz: 3 Runden. Ist eine Runde vorbei, zeigt ein Kasten unter dem Tisch, wie sie
    gezählt wurde; *Aus Fehlern lernen* macht aus jedem deiner Züge dieser Runde, zu dem es einen
    besseren gab, eine Aufgabe am selben Tisch, und *Nächste Runde* gibt neu. Ist das Spiel zu Ende,
    fängt *Neues Spiel* ein weiteres an.

    Oben rechts am Tisch nennt der Knopf **Regeln: Hausregeln** die Regeln, nach denen ihr spielt.
    Tippst du ihn an, steht jede Regeloption in Worten da, mit dem, was sie entscheidet, und du
    kannst andere wählen: etwa die veröffentlichten Regeln oder *Tischkarten zählen* auf *nur die
    Hand zählt* (Abschnitt 7). Eine neue Wahl beginnt ein neues Spiel; hast du schon gespielt, fragt
    der Tisch vorher nach.
    """,
    )
    c.code(
        """
    Table("swoop", seat=0, bots=["heuristic", "heuristic"], players=["Anna", "Ben", "Carla"], lang="{LANG}", seed=1, deals=3)
    """,
        tags=TABLE_TAGS,
    )
    c.md(
        """
    **Other games:** [02_sweep](02_sweep.ipynb) (a fishing game with captures and sums) and
    [03_schwimmen](03_schwimmen.ipynb) (swapping and knocking). Each starts from zero.
    """,
        """
    **Andere Spiele:** [02_sweep](02_sweep.ipynb) (ein Fischspiel: Karten vom Tisch fangen, auch mit Summen) und
    [03_schwimmen](03_schwimmen.ipynb) (tauschen und klopfen). Jedes fängt bei null an.
    """,
    )
    return c.out
