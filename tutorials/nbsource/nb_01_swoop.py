"""01_swoop: Swoop from zero, for learners (text and widgets; the code is one-line calls into
cardlab.lessons, source-hidden)."""

from _cells import CARDS, IMPORTS, MOVES, TABLE_TAGS, Cells

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
    deal, and everybody else pays penalty points for what they still hold. One twist turns the usual
    shedding game upside down: you play cards that are **equal to or lower than** the top card of
    the pile. Play something higher and you must first pick up the whole pile.

    Every example on this page is a live replay: press ▶ (or the arrow keys) to step through it,
    and read the explanation under the cards. Two kinds of box keep apart what the rule texts say
    and what cardlab decided where the texts leave a question open.
    """,
        """
    # Swoop

    Swoop ist ein Ablegespiel für 3 bis 8 Personen: Wer zuerst alle Karten losgeworden ist, gewinnt
    die Runde, und alle anderen bekommen Strafpunkte für die Karten, die sie noch haben. Eine
    Besonderheit stellt das übliche Ablegespiel auf den Kopf: Du legst Karten, die **gleich hoch oder
    niedriger** sind als die oberste Karte des Stapels. Legst du etwas Höheres, musst du vorher
    den ganzen Stapel aufnehmen.

    Jedes Beispiel auf dieser Seite ist eine Wiederholung zum Durchklicken: Mit ▶ (oder den
    Pfeiltasten) gehst du Zug für Zug weiter, unter den Karten steht die Erklärung. Zwei Arten von
    Kästen trennen, was die Regeltexte sagen, von dem, was cardlab entschieden hat, wo die Texte eine
    Frage offenlassen.
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
    for 3 or 4 players, 3 for 5 or 6, 4 for 7 or 8. Suits never matter, only ranks. From low to
    high the ranks are

    **A 2 3 4 5 6 7 8 9 J Q K**

    so the ace is the lowest card. 10s and jokers have no rank at all: they are the swoop cards of
    section 5.
    """,
        """
    Gespielt wird mit normalen Kartenspielen zu 52 Karten, und **jedes Kartenspiel bringt seine
    zwei Joker mit**: 2 Kartenspiele für 3 oder 4 Personen, 3 für 5 oder 6, 4 für 7 oder 8. Die Farben
    spielen nie eine Rolle, nur der Wert. Von niedrig nach hoch lauten die Ränge

    **A 2 3 4 5 6 7 8 9 B D K**

    das Ass ist also die niedrigste Karte. 10er und Joker haben gar keinen Rang: Sie sind die
    Swoop-Karten aus Abschnitt 5.
    """,
    )
    c.md(
        """
    How many cards and jokers that makes, counted in the deals the engine shares out (so the same
    card, say the 7♦, is in the game two, three or four times):
    """,
        """
    Wie viele Karten und Joker das sind, gezählt in den Runden, die cardlab austeilt (dieselbe
    Karte, etwa die 7♦, ist also zwei-, drei- oder viermal im Spiel):
    """,
    )
    c.code("""
    lessons.example("swoop", "decks", lang="{LANG}")
    """)
    # -- 2. notation ----------------------------------------------------------------------------
    c.md(
        """
    ## 2. How cardlab writes cards and moves

    Under every move of a replay its notation is shown. The cards:
    """,
        """
    ## 2. So schreibt cardlab Karten und Züge

    Unter jedem Zug einer Wiederholung steht seine Schreibweise. Die Karten:
    """,
    )
    c.md(CARDS["en"], CARDS["de"])
    c.md(
        (
            """
    The moves of Swoop:
    """,
            MOVES["swoop"]["en"],
            """
    The same moves as the engine spells them, on screen and in words:
    """,
        ),
        (
            """
    Die Züge bei Swoop:
    """,
            MOVES["swoop"]["de"],
            """
    Dieselben Züge so, wie cardlab sie schreibt, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("swoop", lang="{LANG}")
    """)
    c.help_links()
    # -- 3. deal --------------------------------------------------------------------------------
    c.md(
        """
    ## 3. The deal, and who starts
    """,
        """
    ## 3. Das Austeilen, und wer anfängt
    """,
    )
    c.says(
        """
    Everyone takes 19 cards without looking at them. Four go face down in a row: the **mystery
    cards**. Four more go face up, one on each mystery card. The other 11 are the hand. The cards
    left over are set aside for the deal. Play goes to the left, and each new deal is started by the
    player to the left of the one who started the last deal.
    """,
        """
    Jede Person nimmt 19 Karten, ohne sie anzusehen. Vier davon kommen verdeckt in eine Reihe: die
    **Geheimkarten**. Vier weitere kommen offen darauf, je eine auf jede Geheimkarte. Die übrigen 11
    sind die Handkarten. Die restlichen Karten kommen für diese Runde beiseite. Gespielt wird nach
    links (im Uhrzeigersinn), und jede neue Runde beginnt, wer links von der Person sitzt, die die
    letzte Runde begonnen hat.
    """,
    )
    c.decides(
        """
    **Who starts the first deal** is drawn as the detailed German text describes it: every player
    draws one of the set-aside cards, the highest rank starts, a tie draws again, and a drawn 10 or
    joker is put back and drawn again. The short English text names no draw; cardlab draws under
    both sets of rules. The draw is part of the record, and the replay shows it at its first step.
    """,
        """
    **Wer die erste Runde beginnt**, wird so gezogen, wie es der ausführliche deutsche Text
    beschreibt: Jede Person zieht eine der beiseitegelegten Karten, der höchste Rang beginnt, bei
    Gleichstand wird neu gezogen, und eine gezogene 10 oder ein Joker wird zurückgelegt und neu
    gezogen. Der kurze englische Text nennt kein Ziehen; cardlab zieht nach beiden Regeltexten. Das
    Ziehen gehört zur Aufzeichnung, und die Wiederholung zeigt es im ersten Schritt.
    """,
    )
    c.md(
        """
    A fresh deal, dealt by the computer and played out by three bots. The replay shows every card,
    which of course nobody at a real table can see:
    """,
        """
    Eine frisch gegebene Runde, vom Computer ausgeteilt und von drei Bots gespielt. Die Wiederholung
    zeigt alle Karten, was am echten Tisch natürlich niemand sehen kann:
    """,
    )
    c.code("""
    game = lessons.record("swoop", "deal")
    Replay(game, lang="{LANG}")
    """)
    # -- 4. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 4. A turn: equal or lower goes on, higher picks up
    """,
        """
    ## 4. Ein Zug: Gleich oder niedriger kommt drauf, höher heißt aufnehmen
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
    Wenn du dran bist, legst du **eine bis vier Karten gleichen Rangs**, von der Hand, von deinen
    offenen Karten oder von beiden. Dann gilt:

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
    c.code("""
    display(lessons.walk("swoop", "nine-then-queen", lang="{LANG}"))
    lessons.example("swoop", "nine-then-queen", lang="{LANG}")
    """)
    c.says(
        """
    **May I pass?** No. A turn is a play of one to four cards; there is no passing in Swoop. Nor is
    it ever needed: any card may be played, a higher one just picks up the pile first. Whoever still
    holds a card always has a play.
    """,
        """
    **Darf ich passen?** Nein. Ein Zug heißt, eine bis vier Karten zu legen; Passen gibt es bei Swoop
    nicht. Nötig ist es auch nie: Jede Karte darf gelegt werden, eine höhere nimmt eben zuerst den
    Stapel auf. Wer noch eine Karte hat, hat also immer einen Zug.
    """,
    )
    c.md(
        """
    Ben wants to pass instead of picking up. cardlab refuses, and lists what Ben may play: every
    one of his cards is higher than the 6s, so each of them picks up.
    """,
        """
    Ben möchte lieber passen als aufnehmen. cardlab lehnt ab und zählt auf, was Ben legen darf: Jede
    seiner Karten ist höher als die 6er, jede nimmt also den Stapel auf.
    """,
    )
    c.code("""
    lessons.example("swoop", "no-passing", lang="{LANG}")
    """)
    # -- 5. swooping ----------------------------------------------------------------------------
    c.md(
        """
    ## 5. Swooping: the pile goes away
    """,
        """
    ## 5. Fegen: Der Stapel kommt weg
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
    top and Anna holds two 8s. She may add only one; it swoops, and in her extra turn she plays the
    other 8 (or anything else).
    """,
        """
    **Fegen** heißt, den ganzen Stapel verdeckt für den Rest der Runde beiseitezulegen. Wer
    gefegt hat, ist sofort noch einmal dran; so kann man mehrmals hintereinander fegen. Es gibt zwei
    Wege:

    1. **Vier Gleiche oben.** Haben die obersten vier Karten des Stapels denselben Wert, wird
       gefegt. Du kannst alle vier selbst legen oder ergänzen, was oben liegt (zwei 8er auf zwei 8er).
    2. **Eine 10 oder ein Joker** darf auf alles gelegt werden, egal was auf dem Stapel liegt, und
       fegt immer: Der Stapel und die 10 oder der Joker kommen aus der Runde.

    Mehr als vier gleiche Karten liegen nie oben. Das Beispiel der Regeln: Oben liegen drei 8er, und
    Anna hat zwei 8er. Sie darf nur eine dazulegen; damit fegt sie und legt, weil sie noch einmal dran ist, die
    andere 8 (oder etwas ganz anderes).
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
    The same position as a puzzle: touch your cards, then press the button to check your play.
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
    A 10 or a joker swoops whatever lies on top. Anna clears a pile with a 10, plays again, and
    later throws her joker on Carla's card:
    """,
        """
    Eine 10 oder ein Joker fegt, egal was oben liegt. Anna fegt einen Stapel mit einer 10 weg, ist
    gleich noch einmal dran und wirft später ihren Joker auf Carlas Karte:
    """,
    )
    c.code("""
    lessons.example("swoop", "ten-and-joker", lang="{LANG}")
    """)
    c.decides(
        """
    **A 10 or a joker is always played alone**, one per play. The texts allow one to four cards *of
    the same rank*, but 10s and jokers have no rank, and neither text says whether two of them may
    go down together. cardlab says no:
    """,
        """
    **Eine 10 oder ein Joker wird immer allein gelegt**, eine pro Zug. Die Texte erlauben eine bis
    vier Karten *gleichen Rangs*, aber 10er und Joker haben keinen Rang, und keiner der Texte sagt,
    ob zwei davon zusammen gelegt werden dürfen. cardlab sagt: nein.
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
    because they lie four of a kind on the new pile. The extra turn may use the cards just picked
    up, so one turn can bring several swoops.

    The rules' big example: the pile is Q Q 9 9 9 7 with the 7 on top, and Carla holds
    K K K K Q Q 9 7 5. Her four kings are higher than the 7: she picks up the six cards and swoops
    with the kings. Now she holds four queens and four 9s: two more swoops. Last she lays her two
    7s as a new pile, and her turn is over.
    """,
        """
    **Vier höhere Karten** nehmen zuerst den Stapel auf, wie jeder höhere Zug, und fegen dann
    sofort, weil sie als vier Gleiche auf dem neuen Stapel liegen. Bist du danach noch einmal dran,
    darfst du auch die gerade aufgenommenen Karten verwenden; so kann jemand mehrmals hintereinander fegen.

    Das große Beispiel der Regeln: Auf dem Stapel liegen D D 9 9 9 7, die 7 oben, und Carla
    hat K K K K D D 9 7 5. Ihre vier Könige sind höher als die 7: Sie nimmt die sechs Karten auf und
    fegt mit den Königen. Jetzt hat sie vier Damen und vier 9er: noch zweimal fegen. Zum Schluss legt
    sie ihre zwei 7er als neuen Stapel, und ihr Zug ist vorbei.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "four-kings", lang="{LANG}"))
    lessons.example("swoop", "four-kings", lang="{LANG}")
    """)
    # -- 6. face-up and mystery cards -----------------------------------------------------------
    c.md(
        """
    ## 6. Face-up cards and mystery cards
    """,
        """
    ## 6. Offene Karten und Geheimkarten
    """,
    )
    c.says(
        """
    Your four face-up cards are played like hand cards. To win you must also get rid of the four
    mystery cards under them. A **mystery card** may be played

    * only once the face-up card on top of it has been played, and
    * only as the first card of a play (your normal turn or an extra turn after a swoop).

    You turn it up and it is played, whatever it is: a 10 or a joker swoops at once; any other card
    is played by the usual rules, and you may add cards of the same rank from your hand or your
    face-up cards. Higher than the top card? Then you pick up the pile, as always.
    """,
        """
    Deine vier offenen Karten legst du wie Handkarten. Um zu gewinnen, musst du aber auch die vier
    Geheimkarten darunter loswerden. Eine **Geheimkarte** darfst du spielen,

    * erst wenn die offene Karte darauf gespielt ist, und
    * nur als erste Karte eines Zugs (deines normalen Zugs oder eines Extrazugs nach dem Fegen).

    Du deckst sie auf, und sie wird gelegt, egal was sie ist: Eine 10 oder ein Joker fegt sofort;
    jede andere Karte gilt nach den üblichen Regeln, und du darfst Karten gleichen Rangs von der Hand
    oder von deinen offenen Karten dazulegen. Ist sie höher als die oberste Karte, nimmst du wie
    immer den Stapel auf.
    """,
    )
    c.md(
        """
    A mystery card under a face-up card has to wait:
    """,
        """
    Eine Geheimkarte unter einer offenen Karte muss warten:
    """,
    )
    c.code("""
    lessons.example("swoop", "mystery-covered", lang="{LANG}")
    """)
    c.decides(
        """
    **A face-up card is named by its place** (`Q♥@u2`), because the place decides which mystery card
    it uncovers. **A mystery card takes two moves**: `d1` turns up place 1; then the same player
    names the cards that go with it, or `none`, even when `none` is the only choice. Only a 10 or a
    joker needs no second move, because it swoops at once.

    **You may turn up a mystery card while you still hold hand cards.** The texts set only the two
    conditions above, and cardlab adds none. Here Anna plays her face-up 7 from place 1, which
    frees the mystery card under it; Ben plays a 5 and Carla a higher 9; then Anna, with the K♦
    still in her hand, turns up the mystery card (a 7) and adds the 7 from her hand.
    """,
        """
    **Eine offene Karte wird nach ihrem Platz benannt** (`D♥@o2`), denn der Platz entscheidet, welche
    Geheimkarte sie freigibt. **Eine Geheimkarte braucht zwei Züge**: `v1` deckt Platz 1 auf; dann
    nennt dieselbe Person die Karten, die dazukommen, oder `keine`, auch wenn `keine` die einzige
    Wahl ist. Nur eine 10 oder ein Joker braucht keinen zweiten Zug, denn sie fegen sofort.

    **Du darfst eine Geheimkarte aufdecken, auch wenn du noch Handkarten hast.** Die Texte nennen
    nur die beiden Bedingungen oben, und cardlab fügt keine hinzu. Hier legt Anna ihre offene 7 von
    Platz 1 und gibt damit die Geheimkarte darunter frei; Ben legt eine 5, Carla eine höhere 9; dann
    deckt Anna, die noch den K♦ auf der Hand hat, die Geheimkarte auf (eine 7) und legt die 7 von
    ihrer Hand dazu.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "mystery", lang="{LANG}"))
    lessons.example("swoop", "mystery", lang="{LANG}")
    """)
    c.decides(
        """
    **Only one mystery card per play.** The texts let a mystery card start a play; they do not say
    whether a second one may follow in the same play. cardlab says no: after turning up a mystery
    card you first name the cards that go with it.
    """,
        """
    **Nur eine Geheimkarte pro Zug.** Nach den Texten darf eine Geheimkarte einen Zug beginnen; ob
    im selben Zug eine zweite folgen darf, sagen sie nicht. cardlab sagt: nein. Nach dem Aufdecken
    nennst du zuerst die Karten, die dazukommen.
    """,
    )
    c.code("""
    lessons.example("swoop", "two-mystery", lang="{LANG}")
    """)
    c.decides(
        """
    **A higher mystery card: the cards added to it come from before the pick-up.** The mystery card
    and the cards you add to it are one play, and that play picks up the pile when it is higher.
    So you name the added cards from what you held *before* the pick-up; a card that is still in
    the pile cannot join. (If the mystery card and your added cards make four, they swoop after the
    pick-up, and then your extra turn may use everything you picked up, as in section 5.)

    Anna turns up a queen on a 5 and adds nothing: she picks up the pile, and the queen starts a new
    one.
    """,
        """
    **Eine höhere Geheimkarte: Die Karten, die dazukommen, stammen von vor dem Aufnehmen.** Die
    Geheimkarte und die Karten, die du dazulegst, kommen zusammen auf den Stapel, und wenn sie höher
    sind, nehmen sie ihn vorher auf. Die Karten, die dazukommen, nennst du also aus dem, was du *vor*
    dem Aufnehmen hattest; eine Karte, die noch im Stapel liegt, kann nicht dazukommen. (Ergeben die
    Geheimkarte und deine Karten vier Gleiche, fegen sie nach dem Aufnehmen, und wenn du dann noch einmal
    dran bist, darfst du alles verwenden, was du aufgenommen hast, wie in Abschnitt 5.)

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
    anyway? No: it is not yet in her hand.
    """,
        """
    Im Stapel liegt eine D♥. Dürfte Anna sie zu ihrer geheimen Dame legen, weil sie den Stapel
    ohnehin gleich aufnimmt? Nein: Die Karte ist noch nicht auf ihrer Hand.
    """,
    )
    c.code("""
    lessons.example("swoop", "mystery-picked-up", lang="{LANG}")
    """)
    # -- 7. going out and points ----------------------------------------------------------------
    c.md(
        """
    ## 7. Going out and counting points
    """,
        """
    ## 7. Rausgehen und Punkte zählen
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
    1 + 7 + 10 + 50 = **68** points for Ben. The points of every deal are added up, and at the end
    the lowest total wins.
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
    Joker: 1 + 7 + 10 + 50 = **68** Punkte für Ben. Die Punkte jeder Runde werden zusammengezählt,
    und am Ende gewinnt die niedrigste Summe.
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
    # -- 8. two texts ---------------------------------------------------------------------------
    c.md(
        """
    ## 8. Two rule texts, two sets of rules
    """,
        """
    ## 8. Zwei Regeltexte, zwei Arten von Regeln
    """,
    )
    c.says(
        """
    Swoop has two rule texts here, a detailed German one and a short English one, and they differ
    in three points:

    | | the short English text | the detailed German text |
    |---|---|---|
    | the game ends after the deal in which a total reaches | 200 | 500 |
    | dead deal | 200 plays in a row without a swoop end the deal: nobody wins it, everyone scores what they hold | no limit |
    | tie for the lowest total at the end | the tied players share the win | play another deal |

    The English text adds that the published rules score only the cards left in the hand. The
    German text itself counts every card still held, in the hand and on the table.
    """,
        """
    Für Swoop gibt es hier zwei Regeltexte, einen ausführlichen deutschen und einen kurzen
    englischen, und sie unterscheiden sich in drei Punkten:

    | | der kurze englische Text | der ausführliche deutsche Text |
    |---|---|---|
    | das Spiel endet nach der Runde, in der eine Summe erreicht | 200 | 500 |
    | tote Runde | 200 Züge hintereinander ohne Fegen beenden die Runde: Niemand gewinnt sie, alle zählen, was sie noch haben | keine Grenze |
    | Gleichstand bei der niedrigsten Summe am Ende | wer gleichauf liegt, teilt sich den Sieg | noch eine Runde |

    Der englische Text fügt hinzu, nach den veröffentlichten Regeln zählten nur die Karten auf der
    Hand. Der deutsche Text selbst zählt jede Karte, die man noch hat, auf der Hand und auf dem Tisch.
    """,
    )
    c.decides(
        """
    cardlab plays both texts as **rules** to choose from: `house` (the English text, the default) and
    `published` (the German text). Both score **every** card still held; the option
    `score_table_cards=False` scores only the hand, as the English text reports of the published rules.

    **Counting for the dead deal**: every play that does not swoop counts one (a mystery card with
    the cards added to it is one play), and a swoop sets the count back to 0. Reaching the limit
    ends the deal at once, unless that very play made its player go out: going out wins.

    A dead deal, played out: the pile has gone 199 plays without a swoop, and Anna's play is the
    200th. Under `house` the deal is over; under `published` it goes on.
    """,
        """
    cardlab spielt beide Texte als **Regeln** zum Auswählen: `house` (der englische Text, der
    Standard) und `published` (der deutsche Text). Beide zählen **jede** Karte, die man noch hat; mit
    der Option `score_table_cards=False` zählt nur die Hand, so wie der englische Text es berichtet.

    **Zählen für die tote Runde**: Jeder Zug, der nicht fegt, zählt eins (eine Geheimkarte mit den
    Karten, die dazukommen, zählt einmal), und Fegen setzt die Zählung auf 0 zurück. Ist die Grenze
    erreicht, endet die Runde sofort, außer genau dieser Zug hat die Person rausgebracht: Wer
    rausgeht, gewinnt.

    Eine tote Runde zum Nachspielen: Seit 199 Zügen hat niemand gefegt, und Annas Zug ist der
    zweihundertste. Mit `house` ist die Runde vorbei; mit `published` geht sie weiter.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "dead-deal", lang="{LANG}"))
    lessons.walk("swoop", "dead-deal", lang="{LANG}", preset="published")
    """)
    c.md(
        """
    The same going-out under the two ways of counting what scores: Carla still holds a king in her hand
    and a 9 face up on the table.
    """,
        """
    Dasselbe Rausgehen, einmal so und einmal so gezählt: Carla hat noch einen König auf der Hand und
    eine offene 9 auf dem Tisch.
    """,
    )
    c.code("""
    display(lessons.walk("swoop", "table-cards-score", lang="{LANG}"))
    lessons.walk("swoop", "table-cards-score", lang="{LANG}", score_table_cards=False)
    """)
    c.md(
        """
    Every rule option of Swoop, with its default:
    """,
        """
    Alle Regeloptionen von Swoop mit ihrem Standardwert:
    """,
    )
    c.code("""
    lessons.options("swoop", lang="{LANG}")
    """)
    # -- 9. variants ----------------------------------------------------------------------------
    c.md(
        """
    ## 9. Variants
    """,
        """
    ## 9. Varianten
    """,
    )
    c.says(
        """
    The detailed text lists variants to agree on before playing. In cardlab each is an option:

    * simpler scoring (`simple_scoring`): A to 9 score 5, J Q K 10, 10s and jokers 20;
    * 20 cards each (`cards_per_player=20`): 12 in the hand;
    * fewer table cards (`table_cards="mystery_only"`: only the four mystery cards; `"none"`: hand
      cards only);
    * only jokers swoop (`only_jokers_swoop`): 10s are ordinary cards between 9 and J and score 10;
    * the big swoop (`big_swoop`): without it, one play may bring a rank on top of the pile to four
      cards at most (with two 8s on top you may add two 8s, not three); with it, the limit is gone:
      you may add all your 8s, and any group of four *or more* of a rank on top swoops.
    """,
        """
    Der ausführliche Text nennt Varianten, auf die man sich vor dem Spiel einigt. In cardlab ist jede
    eine Option:

    * einfacher zählen (`simple_scoring`): A bis 9 je 5 Punkte, B D K je 10, 10er und Joker je 20;
    * 20 Karten für jede Person (`cards_per_player=20`): 12 auf der Hand;
    * weniger Tischkarten (`table_cards="mystery_only"`: nur die vier Geheimkarten; `"none"`: nur
      Handkarten);
    * nur Joker fegen (`only_jokers_swoop`): 10er sind normale Karten zwischen 9 und B und zählen 10;
    * großes Fegen (`big_swoop`): Ohne diese Variante darf ein Zug einen Rang oben auf dem Stapel
      höchstens auf vier Karten bringen (liegen oben zwei 8er, darfst du zwei 8er dazulegen, nicht
      drei); mit ihr fällt diese Grenze weg: Du darfst alle deine 8er legen, und jede Gruppe von
      vier *oder mehr* gleichen Karten oben fegt.
    """,
    )
    c.md(
        """
    With `only_jokers_swoop` a 10 is just a card between 9 and J:
    """,
        """
    Mit `only_jokers_swoop` ist eine 10 einfach eine Karte zwischen 9 und B:
    """,
    )
    c.code("""
    lessons.walk("swoop", "plain-ten", lang="{LANG}")
    """)
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

    How often does the player who starts also win the whole game? cardlab lets bots play 150 whole
    games for each number of players and counts. The bots play at random, so the numbers tell us
    about the game itself rather than about skill.
    """,
        """
    ## 11. Lohnt es sich anzufangen?

    Wie oft gewinnt, wer anfängt, auch das ganze Spiel? cardlab lässt Bots für jede Personenzahl 150
    ganze Spiele spielen und zählt. Die Bots spielen zufällig; die Zahlen sagen also etwas über das
    Spiel selbst, nicht über Können.
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

    Now play yourself. You are Anna; Ben and Carla are bots that play by rules of thumb.
    **Touch a card** in your hand or among your face-up cards to pick it, and touch more cards of
    the same rank to play them together; the cards that still fit light up. As soon as your pick
    is a legal move, the green button under the table shows it: press it to **confirm**. To turn up
    a mystery card, touch it; *Add nothing* is a button of its own. The bots answer at once, and
    each of their moves is explained in words.
    The score is always above the table: every player's points, the deal, and how the game is won. This game is short: 3 deals. When a deal is over, a box under the table shows how it was scored; *Learn from your mistakes* turns your weaker moves of that deal into exercises at the same table, and *Next deal* deals again. When the game is over, *New game* starts another.
    """,
        """
    ## 12. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst. Du bist Anna; Ben und Carla sind Bots, die nach Faustregeln spielen.
    **Tippe eine Karte an**, auf der Hand oder unter deinen offenen Karten, um sie auszuwählen, und
    tippe weitere Karten desselben Rangs an, um sie gemeinsam zu legen; die Karten, die noch passen,
    leuchten auf. Sobald deine Auswahl ein erlaubter Zug ist, zeigt ihn der grüne Knopf unter dem
    Tisch: Drück ihn, um den Zug zu **bestätigen**. Eine Geheimkarte deckst du auf, indem du sie
    antippst; *Nichts dazulegen* hat einen eigenen Knopf. Die Bots antworten sofort, und jeder ihrer
    Züge wird in Worten erklärt.
    Über dem Tisch steht immer der Spielstand: die Punkte aller, die Runde und wie man gewinnt. Dieses Spiel ist kurz: 3 Runden. Ist eine Runde vorbei, zeigt ein Kasten unter dem Tisch, wie sie gezählt wurde; *Aus Fehlern lernen* macht aus deinen schwächeren Zügen dieser Runde Aufgaben am selben Tisch, und *Nächste Runde* gibt neu. Ist das Spiel zu Ende, fängt *Neues Spiel* ein weiteres an.
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
