"""03_schwimmen: Schwimmen from zero, for learners (text and widgets; the code is one-line calls
into cardlab.lessons, source-hidden).  The order is a learner's: the cards and what a hand is
worth, the deal, then each rule with its example, each piece of the notation and each mark of a
box where it first appears; the whole notation once more after the rules."""

from _cells import IMPORTS, MOVES, TABLE_TAGS, Cells

NAME = "03_schwimmen"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "Learn Schwimmen · cardlab", "de": "Schwimmen lernen · cardlab"}
HIDE_CODE = True


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # Schwimmen (31)

    Schwimmen ("swimming"), also called 31, is a German card game for 2 to 9 players with a 32-card
    Skat deck. You hold three cards and keep swapping with three face-up cards in the middle, to
    collect as many points as you can **in one suit** (clubs, diamonds, hearts or spades). Whoever
    has the weakest hand at the end of a deal loses one of three lives. A player with no life left
    has to *swim*, and the last player still in the game wins.

    **How to read this page.** In JupyterLab choose *Run > Run All Cells* first (opened as an app,
    everything is ready). The examples come in three kinds:

    * **Replays** of a few moves: above each one its moves are written out in words; in the replay
      itself the button *One move forward* (▶, right of the big play button) or, once you have
      clicked into the replay, the → key goes on one move at a time.
    * **Refused moves**: somebody tries a move the rules do not allow, and cardlab says why not and
      what is allowed instead.
    * **Puzzles**, where you find the best move yourself.

    Two kinds of box keep apart what the rule text says (a short German text that cardlab teaches
    Schwimmen from) and what cardlab decided where the text leaves a question open. Every example
    is a deal of its own, with Anna, Ben and Carla; some cards come back in several of them.
    """,
        """
    # Schwimmen (31)

    Schwimmen, auch 31 genannt, ist ein deutsches Kartenspiel für 2 bis 9 Personen mit 32 Skatkarten.
    Du hast drei Karten auf der Hand und tauschst immer wieder mit drei offenen Karten in der Mitte,
    um möglichst viele Punkte **in einer Farbe** (Kreuz, Karo, Herz oder Pik) zu sammeln. Wer am Ende
    einer Runde die schwächste Hand hat, verliert eines von drei Leben. Wer kein Leben mehr hat, muss
    *schwimmen*, und wer zum Schluss als Einzige oder Einziger noch im Spiel ist, gewinnt.

    **So liest du diese Seite.** In JupyterLab wählst du zuerst im Menü *Ausführen > Alle Zellen
    ausführen* (öffnest du die Seite als App, ist schon alles fertig). Die Beispiele sind von dreierlei Art:

    * **Wiederholungen** von ein paar Zügen: Darüber stehen ihre Züge in Worten; in der
      Wiederholung selbst gehst du mit dem Knopf *Einen Zug weiter* (▶, rechts neben dem großen
      Abspielknopf) oder, wenn du hineingeklickt hast, mit der Taste → Zug für Zug weiter.
    * **Abgelehnte Züge**: Jemand versucht einen Zug, den die Regeln nicht erlauben, und cardlab
      sagt, warum nicht und was stattdessen erlaubt ist.
    * **Rätsel**, in denen du selbst den besten Zug suchst.

    Zwei Arten von Kästen trennen, was der Regeltext sagt (ein kurzer deutscher Text, nach dem
    cardlab Schwimmen lehrt), von dem, was cardlab entschieden hat, wo der Text eine Frage
    offenlässt. Jedes Beispiel ist eine eigene Runde mit Anna, Ben und Carla; manche Karten kommen
    in mehreren Beispielen vor.
    """,
    )
    c.code(IMPORTS)
    # -- 1. cards and values --------------------------------------------------------------------
    c.md(
        """
    ## 1. The cards and what a hand is worth
    """,
        """
    ## 1. Die Karten und was eine Hand wert ist
    """,
    )
    c.says(
        """
    The Skat deck has 32 cards: 7 8 9 10 J Q K A in the four suits clubs, diamonds, hearts and
    spades. Cards count

    | card | points |
    |---|---|
    | 7, 8, 9, 10 | face value |
    | J, Q, K | 10 |
    | A | 11 |

    but only cards **of the same suit** are added up; a hand is worth its best suit. The king and
    the 8 of spades with the jack of hearts make 18 (the two spades); with the jack of spades
    instead it is 28. The most one suit can give is an ace and two cards worth 10:
    11 + 10 + 10 = **31**, hence the game's other name. Two special hands: three cards of one rank
    (three queens, say) count **30.5**, and three aces count **31** too. Only 31 beats 30.5.
    """,
        """
    Gespielt wird mit 32 Skatkarten: 7 8 9 10 B D K A in den vier Farben Kreuz, Karo, Herz und Pik.
    Die Karten zählen

    | Karte | Punkte |
    |---|---|
    | 7, 8, 9, 10 | Nennwert |
    | B, D, K | 10 |
    | A | 11 |

    aber zusammengezählt werden nur Karten **derselben Farbe**; eine Hand ist so viel wert wie ihre
    beste Farbe. Pik-König und Pik-8 mit dem Herz-Buben ergeben 18 (die beiden Pik); mit dem
    Pik-Buben stattdessen sind es 28. Am meisten bringt eine Farbe mit einem Ass und zwei Karten zu
    10: 11 + 10 + 10 = **31**, daher der zweite Name des Spiels. Zwei besondere Hände: Drei gleiche
    Karten (etwa drei Damen) zählen **30,5**, und drei Asse zählen ebenfalls **31**. Nur 31 ist
    besser als 30,5.
    """,
    )
    c.code("""
    lessons.example("schwimmen", "hand-values", lang="{LANG}")
    """)
    c.decides(
        """
    The rule option *Value of a hand* chooses how hands count. The default is the one above (best suit,
    three of a rank 30.5, three aces 31). Other groups play *nothing extra: only the best suit*
    (three of a rank are nothing special) or *three of a rank: their sum, three aces 31* (three
    queens 30 and three 7s 21, instead of 30.5). The same hands counted the second way:
    """,
        """
    Die Regeloption *Wert einer Hand* wählt, wie Hände zählen. Standard ist die oben (beste Farbe, drei
    Gleiche 30,5, drei Asse 31). Andere Gruppen spielen *nichts extra: nur die beste Farbe* (drei
    Gleiche sind nichts Besonderes) oder *drei gleiche Karten: ihre Summe, drei Asse 31* (drei
    Damen 30 und drei 7er 21, statt 30,5). Dieselben Hände auf die zweite Art gezählt:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "hand-values", lang="{LANG}", scoring="suit_or_rank")
    """)
    c.cards_section("schwimmen")
    # -- 2. the deal ----------------------------------------------------------------------------
    c.md(
        """
    ## 2. The deal
    """,
        """
    ## 2. Das Austeilen
    """,
    )
    c.says(
        """
    Everyone starts with three lives. Each player gets three cards, except the dealer, who gets
    **two stacks** of three cards. The dealer picks one stack up and decides: **keep** it (the other
    stack goes face up into the middle), or put it face up into the middle and take the other one.
    The dealer may not look at both. The rest of the cards are the stock. The player to the
    dealer's left begins.
    """,
        """
    Alle beginnen mit drei Leben. Jede Person bekommt drei Karten, außer dem Geber: Er bekommt
    **zwei Stapel** zu drei Karten. Der Geber nimmt einen Stapel auf und entscheidet: **behalten**
    (der andere Stapel kommt offen in die Mitte) oder ihn offen in die Mitte legen und den anderen
    nehmen. Beide ansehen darf er nicht. Die restlichen Karten sind der Talon. Es beginnt, wer links
    vom Geber sitzt.
    """,
    )
    c.decides(
        """
    The text does not say who deals first: cardlab lets the last player deal the first deal, so the
    first player begins. Play goes to the left, and the deal passes to the left after each deal;
    players who are out are skipped. The dealer looks at the **first** stack, and the choice is a
    move of its own: in cardlab every decision is a move, the dealer's choice as well as a swap, a
    pass or a knock. The choice is written *keep* or *second* (at the table the buttons *Keep my
    cards* and *Take the other three*).
    """,
        """
    Wer zuerst gibt, sagt der Text nicht: cardlab lässt in der ersten Runde die Person geben, die
    zuletzt sitzt, damit die erste beginnt. Gespielt wird nach links, und auch das Geben geht nach
    jeder Runde nach links weiter; wer ausgeschieden ist, wird übersprungen. Der Geber sieht sich den
    **ersten** Stapel an, und seine Wahl ist ein eigener Zug: Bei cardlab ist jede Entscheidung ein
    Zug, die Wahl des Gebers ebenso wie tauschen, schieben oder klopfen. Geschrieben wird die Wahl
    *behalten* oder *zweiter Stapel* (am Spieltisch heißen die Knöpfe *Meine Karten behalten* und
    *Die anderen drei nehmen*).
    """,
    )
    c.md(
        """
    Here Carla deals. She looks at K♦ 8♦ J♣ (18 in diamonds), is not happy, and takes the second
    stack without looking at it; then Anna passes. The count after *passes* (*1 of 3 in a row*)
    counts the passes one after another: when every player has passed, the middle gets new cards
    (section 4).
    """,
        """
    Hier gibt Carla. Sie sieht sich K♦ 8♦ B♣ an (18 in Karo), ist nicht zufrieden und nimmt den
    zweiten Stapel, ohne ihn anzusehen; dann schiebt Anna. Die Zählung hinter *schiebt* (*1 von 3
    hintereinander*) zählt, wie viele direkt nacheinander geschoben haben: Haben alle geschoben,
    bekommt die Mitte neue Karten (Abschnitt 4).
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "deal", lang="{LANG}"))
    lessons.example("schwimmen", "deal", lang="{LANG}")
    """)
    # -- 3. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 3. A move: swap, pass or knock
    """,
        """
    ## 3. Ein Zug: tauschen, schieben oder klopfen
    """,
    )
    c.says(
        """
    On your turn you do exactly one of these:

    * **swap one card**: one of yours for one from the middle;
    * **swap all**: your three cards for the three in the middle;
    * **pass** (*schieben*, "push"): do nothing;
    * **knock** (*klopfen*; the text says "Stop"), when you think your hand is good enough. Knocking
      is your whole move: whoever knocks does not swap in that move. Nobody knocks before every
      player has had a turn. Whoever knocks lays the cards face up, and every other player has
      exactly one more move. Then the deal ends.

    Good enough means: most likely not the weakest hand at the end, since only the weakest hand
    loses a life. In the rules' example the hand K♠ 8♠ J♥ is worth 18; swapping the J♥ for the J♠
    makes 28. That is what Anna does, and on her next turn she knocks:
    """,
        """
    Wenn du an der Reihe bist, machst du genau eines davon:

    * **eine Karte tauschen**: eine deiner Karten gegen eine aus der Mitte;
    * **alle tauschen**: deine drei Karten gegen die drei aus der Mitte;
    * **schieben**: nichts tun;
    * **klopfen** (der Text sagt dazu „Stopp“), wenn du deine Hand für gut genug hältst. Klopfen ist
      dein ganzer Zug: Wer klopft, tauscht dabei nicht. Niemand klopft, bevor alle einmal an der
      Reihe waren. Wer klopft, legt die Karten offen hin, und alle anderen sind noch genau einmal
      dran. Dann endet die Runde.

    Gut genug heißt: am Ende wahrscheinlich nicht die schlechteste Hand, denn nur die schlechteste
    Hand verliert ein Leben. Im Beispiel der Regeln ist die Hand K♠ 8♠ B♥ 18 wert; tauscht man den
    B♥ gegen den B♠, sind es 28. Genau das macht Anna, und als sie wieder an der Reihe ist, klopft
    sie:
    """,
    )
    c.md(
        """
    A swap names two cards, yours first: *swap J♥ J♠* gives the J♥ and takes the J♠ from the middle.
    """,
        """
    Ein Tausch nennt zwei Karten, deine zuerst: *tauschen B♥ B♠* heißt, du gibst den Herz-Buben ab
    und nimmst den Pik-Buben aus der Mitte.
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "spades-28", lang="{LANG}"))
    lessons.example("schwimmen", "spades-28", lang="{LANG}")
    """)
    c.md(
        """
    Now you, as a puzzle: which card do you swap?
    """,
        """
    Jetzt du, als Rätsel: Welche Karte tauschst du?
    """,
    )
    c.code("""
    Puzzle("schwimmen-spades-28", lang="{LANG}")
    """)
    c.says(
        """
    **May I swap exactly two cards?** No: you swap one card or all three.
    """,
        """
    **Darf ich genau zwei Karten tauschen?** Nein: Getauscht wird eine Karte oder alle drei.
    """,
    )
    c.md(
        """
    Anna touches two of her cards and two in the middle, and cardlab tells her what a swap is. The
    box below shows how cardlab refuses a move. On top stands the position, one line for each
    player: the arrow → marks whose turn it is; in brackets the lives left and who dealt (later
    also who knocked); then the hand and what it is worth. The position shows every hand, so that
    you can count along; at a real table each player sees only their own. Then the three cards of
    the *middle*, how many cards are left in the *stock*, and how many players have *passed in a
    row*. Under the position stand the move tried, why cardlab refuses it, and what is allowed
    instead.
    """,
        """
    Anna tippt zwei ihrer Karten und zwei in der Mitte an, und cardlab sagt ihr, was ein Tausch ist.
    Der Kasten unten zeigt, wie cardlab einen Zug ablehnt. Oben steht die Stellung, eine Zeile für
    jede Person: Der Pfeil → zeigt, wer an der Reihe ist; in Klammern stehen die Leben, die noch
    übrig sind, und wer gegeben hat (später auch, wer geklopft hat); dahinter die Hand und was sie
    wert ist. Die Stellung zeigt alle Hände, damit du mitrechnen kannst; am echten Tisch sieht jede
    Person nur ihre eigene. Danach kommen die drei Karten in der *Mitte*, wie viele Karten noch im
    *Talon* liegen und wie viele *hintereinander geschoben* haben. Unter der Stellung stehen der
    versuchte Zug, warum cardlab ihn ablehnt, und was stattdessen erlaubt ist.
    """,
    )
    c.code("""
    lessons.example("schwimmen", "swap-two", lang="{LANG}")
    """)
    c.md(
        """
    And nobody knocks before every player has had a turn:
    """,
        """
    Und niemand klopft, bevor alle einmal an der Reihe waren:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "knock-first-round", lang="{LANG}")
    """)
    c.decides(
        """
    **Knocking**: once per deal, and whoever has knocked has no more turns in that deal. "Every
    player has had a turn" counts the turns each player has had, and **the dealer's choice of stack
    does not count** as one: the dealer still has an ordinary turn, last before everyone has had
    one. Carla dealt and took the second stack, Anna and Ben passed; now Carla wants to knock, but
    only now is it her turn for the first time:
    """,
        """
    **Klopfen**: einmal pro Runde, und wer geklopft hat, ist in dieser Runde nicht mehr an der Reihe.
    „Alle waren einmal an der Reihe“ zählt, wie oft jemand an der Reihe war, und **die Wahl des
    Stapels zählt dabei nicht mit**: Der Geber ist trotzdem noch ganz normal an der Reihe, als
    Letzter, bevor alle einmal dran waren. Carla hat gegeben und den zweiten Stapel gewählt, Anna
    und Ben haben geschoben; jetzt will Carla klopfen, aber erst jetzt ist sie zum ersten Mal an der
    Reihe:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "knock-after-choice", lang="{LANG}")
    """)
    c.md(
        """
    So the earliest knock comes on the first player's second turn. Carla
    swaps instead (her 8♣ for the J♣; she stays at 10), and then Anna may knock, and does, with only
    11: it is allowed, if not wise. The deal ends after Ben and Carla have had one more move each:
    """,
        """
    Frühestens klopfen darf also die erste Person, wenn sie zum zweiten Mal an der Reihe ist. Carla
    tauscht stattdessen (ihre 8♣ gegen den B♣; sie bleibt bei 10), und dann darf Anna klopfen und tut
    es mit nur 11: Das ist erlaubt, wenn auch nicht klug. Die Runde endet, nachdem Ben und Carla noch
    je einen Zug hatten:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "first-knock", lang="{LANG}"))
    lessons.example("schwimmen", "first-knock", lang="{LANG}")
    """)
    c.md(
        """
    A wiser knock: three queens count 30.5, and only a 31 beats them. Ben collects the third queen
    and knocks; nobody comes near him, and Carla, with the weakest hand, loses a life:
    """,
        """
    Ein klügeres Klopfen: Drei Damen zählen 30,5, und nur eine 31 ist besser. Ben holt sich die
    dritte Dame und klopft; niemand kommt an ihn heran, und Carla verliert mit der schlechtesten Hand
    ein Leben:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "three-queens", lang="{LANG}"))
    lessons.example("schwimmen", "three-queens", lang="{LANG}")
    """)
    # -- 4. everyone passes ---------------------------------------------------------------------
    c.md(
        """
    ## 4. When everybody passes
    """,
        """
    ## 4. Wenn alle schieben
    """,
    )
    c.says(
        """
    If every player passes in a row, the three middle cards leave the game and three new ones from
    the stock take their place. Then play goes on.
    """,
        """
    Schieben alle hintereinander, kommen die drei Karten aus der Mitte aus dem Spiel, und drei neue
    vom Talon nehmen ihren Platz ein. Dann geht es weiter.
    """,
    )
    c.code("""
    lessons.walk("schwimmen", "all-pass", lang="{LANG}")
    """)
    c.decides(
        """
    If the stock holds fewer than three cards, the middle cannot be renewed: the deal ends and is
    scored. After a knock it cannot come to that at all: the others have one move each, which is
    one too few for everybody to pass in a row, and the deal ends first. The count *1 of 3 in a
    row* still goes on.
    """,
        """
    Liegen im Talon weniger als drei Karten, kann die Mitte nicht erneuert werden: Die Runde endet
    und wird ausgewertet. Nach einem Klopfen kommt es dazu gar nicht mehr: Die anderen haben noch je
    einen Zug, einen zu wenig, damit alle hintereinander schieben, und die Runde endet vorher. Die
    Zählung *1 von 3 hintereinander* läuft trotzdem weiter.
    """,
    )
    # -- 5. 31 ----------------------------------------------------------------------------------
    c.md(
        """
    ## 5. 31 ends the deal at once
    """,
        """
    ## 5. 31 beendet die Runde sofort
    """,
    )
    c.says(
        """
    Whoever has 31 lays the cards down at once, and the deal is over. That can happen right at the
    start, when the cards are picked up, or straight after a swap. Three aces count 31 as well. By
    the text, whoever keeps 31 in hand without laying it down at once has lost the deal, that is, a
    life; in cardlab that cannot happen (see below).
    """,
        """
    Wer 31 hat, legt die Karten sofort hin, und die Runde ist vorbei. Das kann gleich am Anfang
    passieren, wenn die Karten aufgenommen werden, oder direkt nach einem Tausch. Drei Asse zählen
    ebenfalls 31. Wer 31 auf der Hand behält und nicht sofort hinlegt, hat nach dem Text die Runde
    verloren, also ein Leben; bei cardlab kann das nicht passieren (siehe unten).
    """,
    )
    c.decides(
        """
    **cardlab lays down for you**, so nobody can forget: after every swap the player who swapped is
    checked for 31 at once. Here Carla keeps her first stack, so the second, with the A♥, goes to
    the middle, and Anna swaps her 7♥ for it:
    """,
        """
    **cardlab legt für dich hin**, damit es niemand vergessen kann: Nach jedem Tausch wird für die
    Person, die getauscht hat, sofort geprüft, ob sie 31 hat. Hier behält Carla ihren ersten Stapel,
    also kommt der zweite mit dem A♥ in die Mitte, und Anna tauscht ihre 7♥ dagegen ein:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "thirty-one", lang="{LANG}"))
    lessons.example("schwimmen", "thirty-one", lang="{LANG}")
    """)
    c.decides(
        """
    **31 in the dealt cards** is checked for every player as soon as the dealer has chosen, for the
    dealer too, with the stack the dealer chose. Anna was dealt A♣ K♣ Q♣; as soon as Carla has
    chosen, the deal is over, and nobody moves any more:
    """,
        """
    **31 schon beim Austeilen** wird für alle geprüft, sobald der Geber gewählt hat, auch für den
    Geber selbst mit dem Stapel, den er gewählt hat. Anna hat A♣ K♣ D♣ bekommen; sobald Carla
    gewählt hat, ist die Runde vorbei, und niemand ist mehr an der Reihe:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "dealt-31", lang="{LANG}"))
    lessons.example("schwimmen", "dealt-31", lang="{LANG}")
    """)
    c.decides(
        """
    **Two players with 31.** The text does not say what happens when two players hold 31. cardlab
    ends the deal at once, as with one 31, and scores it like any deal: only the weakest hand loses
    a life, so neither 31 loses one (unless every hand in the deal is worth 31). Both Anna and Ben
    were dealt 31:
    """,
        """
    **Zweimal 31.** Der Text sagt nicht, was geschieht, wenn zwei Personen 31 haben. cardlab beendet
    die Runde sofort, wie bei einer 31, und wertet sie wie jede Runde: Nur die schlechteste Hand
    verliert ein Leben, die beiden mit 31 also nicht (außer jede Hand der Runde ist 31 wert). Anna
    und Ben haben beide 31 bekommen:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "two-31s", lang="{LANG}"))
    lessons.example("schwimmen", "two-31s", lang="{LANG}")
    """)
    # -- 6. lives -------------------------------------------------------------------------------
    c.md(
        """
    ## 6. Lives, swimming and winning
    """,
        """
    ## 6. Leben, Schwimmen und Gewinnen
    """,
    )
    c.says(
        """
    At the end of a deal the player with the weakest hand (the fewest points in one suit) loses a
    life; if several are tied for the weakest, each of them loses one. A player with no lives left
    is not out yet but **swims**, which is one last life of grace. Losing once more means leaving
    the game. The last player still in the game wins; a player who swims is still in.
    """,
        """
    Am Ende einer Runde verliert, wer die schlechteste Hand hat (die wenigsten Punkte in einer
    Farbe), ein Leben; haben mehrere gleich wenig, verliert jede von ihnen eines. Wer keine Leben
    mehr hat, ist noch nicht draußen, sondern **schwimmt** und hat damit ein letztes Gnadenleben.
    Wer dann noch einmal verliert, scheidet aus. Wer zum Schluss als Einzige oder Einziger noch im
    Spiel ist, gewinnt; wer schwimmt, ist noch im Spiel.
    """,
    )
    c.decides(
        """
    **A knocker with the weakest hand** loses a life like anybody else with the weakest hand: the
    text names no extra penalty for knocking, and cardlab adds none. Anna and Carla improve first
    (to 28 and 30 in clubs); Ben knocks anyway, with 21 in hearts, and after his knock the other two
    only pass. Ben pays for it:
    """,
        """
    **Wer geklopft hat und die schlechteste Hand hat**, verliert ein Leben wie jede andere Person
    mit der schlechtesten Hand: Der Text nennt keine zusätzliche Strafe fürs Klopfen, und cardlab
    fügt keine hinzu. Anna und Carla verbessern sich vorher (auf 28 und 30 in Kreuz); Ben klopft
    trotzdem mit 21 in Herz, und nach seinem Klopfen schieben die beiden nur noch. Ben zahlt dafür:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "knocker-lowest", lang="{LANG}"))
    lessons.example("schwimmen", "knocker-lowest", lang="{LANG}")
    """)
    c.decides(
        """
    If every player still in would leave the game in the same deal (say the last two, both
    swimming, with equally weak hands), they share the win.
    """,
        """
    Würden alle, die noch im Spiel sind, in derselben Runde ausscheiden (etwa die letzten beiden,
    die beide schwimmen, mit gleich schlechter Hand), teilen sie sich den Sieg.
    """,
    )
    c.md(
        """
    A whole game between three bots (computer players), deal after deal, until only one is left
    (choose the deal at the top of the replay); the replay shows every card, which of course nobody
    at a real table can see:
    """,
        """
    Ein ganzes Spiel zwischen drei Bots (Computerspielern), Runde um Runde, bis nur noch eine Person
    übrig ist (die Runde wählst du oben in der Wiederholung); die Wiederholung zeigt alle Karten, was
    am echten Tisch natürlich niemand sehen kann:
    """,
    )
    c.code("""
    game = lessons.record("schwimmen", "game")
    Replay(game, lang="{LANG}")
    """)
    # -- 7. 7-8-9 -------------------------------------------------------------------------------
    c.md(
        """
    ## 7. The 7-8-9 rule
    """,
        """
    ## 7. Die 7-8-9-Regel
    """,
    )
    c.says(
        """
    A special rule: a player who finds a 7, an 8 and a 9 in the middle may replace the three with
    new cards from the stock and then swap.
    """,
        """
    Eine Sonderregel: Findet eine Person in der Mitte eine 7, eine 8 und eine 9, darf sie die drei
    durch neue Karten vom Talon ersetzen und dann tauschen.
    """,
    )
    c.decides(
        """
    The rule is off by default; the rule option *7-8-9 rule* switches it on. The 7, 8 and 9 may be
    of any suits. Renewing (written *renew*) is a move before your real move: afterwards the same
    player swaps, passes or knocks as usual. With fewer than three cards in the stock there is no
    renewing. With the rule switched on, Anna renews the middle; then these are her moves:
    """,
        """
    Die Regel ist standardmäßig aus; die Regeloption *7-8-9-Regel* schaltet sie ein. 7, 8 und 9
    dürfen beliebige Farben haben. Das Erneuern (geschrieben *erneuern*) ist ein Zug vor deinem
    eigentlichen Zug: Danach tauscht, schiebt oder klopft dieselbe Person wie sonst. Liegen weniger
    als drei Karten im Talon, gibt es kein Erneuern. Mit eingeschalteter Regel erneuert Anna die
    Mitte; danach hat sie diese Züge:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "renew", lang="{LANG}"))
    lessons.legal("schwimmen", "renew", lang="{LANG}")
    """)
    c.md(
        """
    Every rule option of Schwimmen, with its default:
    """,
        """
    Alle Regeloptionen beim Schwimmen mit ihrem Standard:
    """,
    )
    c.code("""
    lessons.options("schwimmen", lang="{LANG}")
    """)
    # -- 8. the notation at a glance ------------------------------------------------------------
    c.md(
        (
            """
    ## 8. Every move of Schwimmen at a glance

    The moves of Schwimmen are words, and a swap names two cards. Here they are together, with the
    code that cardlab's files write (and that the *Codes* switch of a replay shows):
    """,
            "",
            MOVES["schwimmen"]["en"],
            "",
            """
    The same moves as cardlab writes and reads them, on screen and in words:
    """,
        ),
        (
            """
    ## 8. Alle Züge beim Schwimmen auf einen Blick

    Die Züge beim Schwimmen sind Wörter, und ein Tausch nennt zwei Karten. Hier stehen sie zusammen,
    mit dem Kürzel, das cardlabs Dateien schreiben (und das der Schalter *Kürzel* einer Wiederholung
    zeigt):
    """,
            "",
            MOVES["schwimmen"]["de"],
            "",
            """
    Dieselben Züge, wie cardlab sie schreibt und liest, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("schwimmen", lang="{LANG}")
    """)
    c.help_links()
    # -- 9. puzzles -----------------------------------------------------------------------------
    c.md(
        """
    ## 9. Puzzles to try

    Swap, pass or knock? Touch your cards or a button and submit; cardlab compares every legal move
    and explains the best one.
    """,
        """
    ## 9. Rätsel zum Ausprobieren

    Tauschen, schieben oder klopfen? Tippe deine Karten oder einen Knopf an und schick den Zug ab;
    cardlab vergleicht jeden erlaubten Zug und erklärt den besten.
    """,
    )
    c.code("""
    PuzzleSet(shipped("schwimmen"), lang="{LANG}")
    """)
    # -- 10. an experiment ----------------------------------------------------------------------
    c.md(
        """
    ## 10. Does it pay to begin?

    The player to the dealer's left moves first; the dealer moves last, but sees a stack before
    choosing. How often does the player who began the first deal win the whole game? Bots that
    play at random (unlike the bots at the table below, which play by rules of thumb) play 300
    games for each of 2 to 5 players, and we compare with the share everyone would have if the seat
    did not matter. Random bots say nothing about how well people use a first move; they show
    whether the rules and the cards themselves favour a seat. The answer is under the figures.
    """,
        """
    ## 10. Hat, wer anfängt, einen Vorteil?

    Wer links vom Geber sitzt, ist zuerst dran; der Geber ist zuletzt dran, sieht aber vor seiner
    Wahl einen Stapel. Wie oft gewinnt das ganze Spiel, wer in der ersten Runde angefangen hat?
    Bots, die zufällig spielen (anders als die Bots am Spieltisch unten, die nach Faustregeln
    spielen), tragen für 2 bis 5 Personen je 300 Spiele aus, und wir vergleichen mit dem Anteil, den
    alle hätten, wenn der Platz keine Rolle spielte. Zufällig spielende Bots sagen nichts darüber,
    wie gut Menschen den ersten Zug nutzen; sie zeigen, ob die Regeln und die Karten selbst einen
    Platz bevorzugen. Die Antwort steht unter den Zahlen.
    """,
    )
    c.code("""
    share = lessons.starter_share("schwimmen", players=[2, 3, 4, 5], games=300, lang="{LANG}")
    share
    """)
    c.code(
        """
    lessons.starter_share("schwimmen", players=[2, 3, 4, 5], games=300, lang="{LANG}").plot()
    """,
        tags=["lite-skip"],
    )
    c.md(
        """
    Compare each bar with the dashed line, the share every player would have if beginning did not
    matter. The thin line on each bar is the range its share likely lies in: where it reaches the
    dashed line, these games cannot tell beginning from chance (the answer above says it in words).
    """,
        """
    Vergleiche jeden Balken mit der gestrichelten Linie: So oft würde jede Person gewinnen, wenn der
    Beginn keine Rolle spielte. Der dünne Strich auf jedem Balken ist der Bereich, in dem sein
    Anteil wahrscheinlich liegt: Wo er die gestrichelte Linie erreicht, können diese Spiele das
    Anfangen nicht vom Zufall unterscheiden (die Antwort oben sagt es in Worten).
    """,
    )
    # -- 11. the table --------------------------------------------------------------------------
    c.md(
        """
    ## 11. Your turn: a game against the bots

    Now play yourself, under the standard rules. You are Anna; Ben and Carla are bots that play by
    rules of thumb. To swap a card, **touch** the card in your hand you want to give and the card
    in the middle you want to take; the green button under the table then shows the swap: press it
    to **confirm**. The moves without a card have buttons of their own: *Swap all three*, *Pass*
    and *Knock* (and, as the dealer, *Keep my cards* or *Take the other three*). The bots answer at
    once, and each of their moves is explained in words.

    The score is always above the table: every player's lives, the deal, and how the game is won.
    This game is short: 5 deals, or until only one player is left. When a deal is over, a box under
    the table shows how it was scored; *Learn from your mistakes* turns each of your moves of that
    deal that had a better one into an exercise at the same table, and *Next deal* deals again.
    When the game is over, *New game* starts another.

    At the top right of the table, the button **Rules: Standard rules** names the rules you play
    by. Touch it to read each rule option in words, with what it decides, and to choose others: the
    *7-8-9 rule* switched *on*, say (section 7), or another *Value of a hand* (section 1). A new
    choice starts a new game; once you have moved, the table asks first.
    """,
        """
    ## 11. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst, nach den Standardregeln. Du bist Anna; Ben und Carla sind Bots, die
    nach Faustregeln spielen. Um eine Karte zu tauschen, **tippst** du die Karte auf deiner Hand an,
    die du abgeben willst, und die Karte in der Mitte, die du nehmen willst; der grüne Knopf unter
    dem Tisch zeigt dann den Tausch: Drück ihn, um ihn zu **bestätigen**. Züge ohne Karte haben
    eigene Knöpfe: *Alle drei tauschen*, *Schieben* und *Klopfen* (und als Geber *Meine Karten
    behalten* oder *Die anderen drei nehmen*). Die Bots antworten sofort, und jeder ihrer Züge wird
    in Worten erklärt.

    Über dem Tisch steht immer der Spielstand: die Leben aller, die Runde und wie man gewinnt.
    Dieses Spiel ist kurz: 5 Runden, oder bis nur noch eine Person übrig ist. Ist eine Runde vorbei,
    zeigt ein Kasten unter dem Tisch, wie sie gezählt wurde; *Aus Fehlern lernen* macht aus jedem
    deiner Züge dieser Runde, zu dem es einen besseren gab, eine Aufgabe am selben Tisch, und
    *Nächste Runde* gibt neu. Ist das Spiel zu Ende, fängt *Neues Spiel* ein weiteres an.

    Oben rechts am Tisch nennt der Knopf **Regeln: Standardregeln** die Regeln, nach denen ihr
    spielt. Tippst du ihn an, steht jede Regeloption in Worten da, mit dem, was sie entscheidet, und
    du kannst andere wählen: etwa die *7-8-9-Regel* auf *an* (Abschnitt 7) oder einen anderen *Wert
    einer Hand* (Abschnitt 1). Eine neue Wahl beginnt ein neues Spiel; hast du schon gespielt, fragt
    der Tisch vorher nach.
    """,
    )
    c.code(
        """
    Table("schwimmen", seat=0, bots=["heuristic", "heuristic"], players=["Anna", "Ben", "Carla"], lang="{LANG}", seed=2, deals=5)
    """,
        tags=TABLE_TAGS,
    )
    c.md(
        """
    **Other games:** [01_swoop](01_swoop.ipynb) (shedding and swooping) and
    [02_sweep](02_sweep.ipynb) (a fishing game with captures and sums). Each starts from zero.
    Teachers: [04_teacher](04_teacher.ipynb) shows how to build a lesson from them.
    """,
        """
    **Andere Spiele:** [01_swoop](01_swoop.ipynb) (ablegen und fegen) und
    [02_sweep](02_sweep.ipynb) (ein Fischspiel: Karten vom Tisch fangen, auch mit Summen). Jedes fängt bei null an.
    Für Lehrkräfte zeigt [04_teacher](04_teacher.ipynb), wie man daraus eine Unterrichtsstunde
    gestaltet.
    """,
    )
    return c.out
