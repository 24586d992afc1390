"""02_sweep: Sweep from zero, for learners (text and widgets; the code is one-line calls into
cardlab.lessons, source-hidden).  The order is a learner's: the players, cards and values, the
deal, then each rule with its example, each piece of the notation and each mark of a box where it
first appears; the whole notation once more after the rules."""

from _cells import IMPORTS, MOVES, TABLE_TAGS, Cells

NAME = "02_sweep"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "Learn Sweep · cardlab", "de": "Sweep lernen · cardlab"}
HIDE_CODE = True


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # Sweep

    Sweep is a fishing game from Sri Lanka for 2 to 4 players, a cousin of the Indian Seep and the
    Italian Cassino. You play one card at a time and *fish* cards off the table with it: cards of
    the same rank, or number cards that add up to your card. Clearing the whole table is a
    **sweep** and earns a point. Deals are played until a side has 10 points.

    **How to read this page.** In JupyterLab choose *Run > Run All Cells* first (opened as an app,
    everything is ready); until the cells have run, the replays are empty. The examples come in
    three kinds:

    * **Replays** of a few moves: above each one its moves are written out in words; in the replay
      itself the button *One move forward* (▶, right of the big play button) or, once you have
      clicked into the replay, the → key goes on one move at a time. The *Codes* switch at the top
      of a replay shows the moves as cardlab's files write them (section 9).
    * **Refused moves**: somebody tries a move the rules do not allow, and cardlab says why not and
      what is allowed instead.
    * **Puzzles**, where you find the best move yourself.

    Two kinds of box keep apart what the rule text (the German text cardlab teaches Sweep from)
    says and what cardlab decided where the text leaves a question open. Every example is a deal of
    its own, with Anna, Ben and, where three play, Carla.
    """,
        """
    # Sweep

    Sweep ist ein Fischspiel aus Sri Lanka für 2 bis 4 Personen, verwandt mit dem indischen Seep und
    dem italienischen Cassino. Du spielst jeweils eine Karte und *fängst* damit Karten vom Tisch:
    Karten desselben Rangs oder Zahlenkarten, die zusammen den Wert deiner Karte ergeben. Wer den
    Tisch ganz abräumt, macht einen **Sweep** und bekommt dafür einen Punkt. Gespielt wird Runde um
    Runde, bis eine Seite 10 Punkte hat.

    **So liest du diese Seite.** In JupyterLab wählst du zuerst im Menü *Ausführen > Alle Zellen
    ausführen* (öffnest du die Seite als App, ist schon alles fertig); bis die Zellen gelaufen sind, sind die
    Wiederholungen leer. Die Beispiele sind von dreierlei Art:

    * **Wiederholungen** von ein paar Zügen: Darüber stehen ihre Züge in Worten; in der
      Wiederholung selbst gehst du mit dem Knopf *Einen Zug weiter* (▶, rechts neben dem großen
      Abspielknopf) oder, wenn du hineingeklickt hast, mit der Taste → Zug für Zug weiter. Der
      Schalter *Kürzel* oben in einer Wiederholung zeigt die Züge so, wie cardlabs Dateien sie
      schreiben (Abschnitt 9).
    * **Abgelehnte Züge**: Jemand versucht einen Zug, den die Regeln nicht erlauben, und cardlab
      sagt, warum nicht und was stattdessen erlaubt ist.
    * **Rätsel**, in denen du selbst den besten Zug suchst.

    Zwei Arten von Kästen trennen, was der Regeltext sagt (der deutsche Text, nach dem cardlab
    Sweep lehrt), von dem, was cardlab entschieden hat, wo der Text eine Frage offenlässt. Jedes
    Beispiel ist eine eigene Runde mit Anna, Ben und, wo drei spielen, Carla.
    """,
    )
    c.code(IMPORTS)
    # -- 1. players, cards, values --------------------------------------------------------------
    c.md(
        """
    ## 1. Players, cards and values
    """,
        """
    ## 1. Personen, Karten und Werte
    """,
    )
    c.says(
        """
    Two to four play. With four, the partners sit opposite each other and put what they capture
    together; with two or three, everyone plays alone. A **side** is what scores together: one
    player, or two partners. One ordinary deck of 52 cards, no jokers.

    For fishing every card has a value: A 1, 2 to 10 as printed, J 11, Q 12, K 13. A and 2 to 10
    are the **number cards**; J, Q and K are the **face cards**. A face card captures only cards of
    its own rank and is captured only by one: it is never part of a sum, neither as the card played
    nor on the table. So the values 11 to 13 never add up to anything.
    """,
        """
    Es spielen zwei bis vier Personen. Zu viert sitzen sich die Partner gegenüber und legen zusammen,
    was sie fangen; zu zweit oder zu dritt spielt jede Person für sich. Eine **Seite** ist, wer
    zusammen zählt: eine Person oder zwei Partner. Gespielt wird mit einem normalen Kartenspiel zu
    52 Karten, ohne Joker.

    Zum Fangen hat jede Karte einen Wert: A 1, 2 bis 10 ihren Nennwert, B 11, D 12, K 13. A und 2
    bis 10 sind die **Zahlenkarten**; B, D und K sind die **Bildkarten**. Eine Bildkarte fängt nur
    Karten ihres eigenen Rangs und wird nur von solchen gefangen: In einer Summe kommt sie nie vor,
    weder als gespielte Karte noch auf dem Tisch. Die Werte 11 bis 13 ergeben also nie eine Summe.
    """,
    )
    c.decides(
        """
    With four players the partnerships are the default: the players in seats 1 and 3 against those
    in seats 2 and 4 (counted in the order of play). The rule option *Partners* switches them
    off; then all four play alone.
    """,
        """
    Zu viert gelten die Partnerschaften als Standard: Wer auf Platz 1 und 3 sitzt, spielt gegen
    Platz 2 und 4 (gezählt in der Reihenfolge, in der gespielt wird). Die Regeloption
    *Partner* schaltet sie aus; dann spielen alle vier für sich.
    """,
    )
    c.cards_section("sweep")
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
    The first dealer is drawn. Each player gets 4 cards, and 4 more go face up into the middle: the
    **table cards**. If three or four of them are face cards, the face cards go back into the rest
    of the deck, it is shuffled, and the middle is dealt again. The rest of the deck is the
    **stock**. Whenever every hand is empty, each player gets 4 more cards from the stock (a
    refill), but the table gets none, until the stock is used up. Play goes **counterclockwise**:
    the player to the dealer's right starts, and the next player is always the one to the right.
    The deal passes on the same way after each deal.
    """,
        """
    Der erste Geber wird gezogen. Jede Person bekommt 4 Karten, und 4 weitere kommen offen in die
    Mitte: die **Tischkarten**. Sind drei oder vier davon Bildkarten, kommen die Bildkarten zurück zu
    den übrigen Karten, die gemischt werden, und die Mitte wird neu ausgeteilt. Die restlichen
    Karten sind der **Talon**. Sobald alle Hände leer sind, bekommt jede Person 4 weitere Karten aus
    dem Talon (eine Neugabe), der Tisch aber keine, bis der Talon aufgebraucht ist. Gespielt wird
    **gegen den Uhrzeigersinn**: Es beginnt, wer rechts vom Geber sitzt, und als Nächstes ist immer
    die Person rechts dran. Auch das Geben geht nach jeder Runde so weiter.
    """,
    )
    c.decides(
        """
    **The first dealer** is drawn: every player draws a card, and the highest (A low, K high) deals;
    players tied for the highest draw again. **When the middle is dealt again**, its number cards
    stay, the face cards are shuffled back into the stock, and the table is filled up to four from
    it. **If the new table again shows three or four face cards**, the rule applies again, as often
    as needed, until fewer than three face cards lie there. In this deal the rule is needed twice.
    A face card shuffled back may come straight back, as the J♦ does here:
    """,
        """
    **Der erste Geber** wird gezogen: Alle ziehen eine Karte, und die höchste (A niedrig, K hoch)
    gibt; wer gleich hoch gezogen hat, zieht noch einmal. **Wird die Mitte neu ausgeteilt**, bleiben
    ihre Zahlenkarten liegen, die Bildkarten werden in den Talon gemischt, und der Tisch wird daraus
    auf vier aufgefüllt. **Zeigt der neue Tisch wieder drei oder vier Bildkarten**, gilt die Regel
    noch einmal, so oft wie nötig, bis weniger als drei Bildkarten daliegen. In dieser Runde greift
    die Regel zweimal. Eine zurückgemischte Bildkarte kann gleich wiederkommen, wie hier der B♦:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "face-cards-again", lang="{LANG}"))
    lessons.example("sweep", "face-cards-again", lang="{LANG}")
    """)
    c.md(
        """
    The replay shows the table once it is dealt (move 0 of 0): nobody has played yet.
    """,
        """
    Die Wiederholung zeigt den fertig ausgeteilten Tisch (Zug 0 von 0): Gespielt hat noch niemand.
    """,
    )
    # -- 3. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 3. A move: capture or trail
    """,
        """
    ## 3. Ein Zug: fangen oder anlegen
    """,
    )
    c.says(
        """
    On your turn you play **exactly one card** from your hand. Either it captures cards from the
    table, and your card and the captured cards go face down onto your own pile of captures (your
    side's **captured pile**), or it **trails**: it stays face up on the table as one more table
    card. You may trail when you cannot capture, and also when you could but do not want to.

    **Capturing by match**: a card takes the table card of **the same rank**, and with it every
    other card of that rank on the table.
    """,
        """
    Wenn du an der Reihe bist, spielst du **genau eine Karte** von der Hand. Entweder fängt sie
    Karten vom Tisch, dann kommen deine Karte und die gefangenen Karten verdeckt auf deinen
    **Fangstapel** (den deiner Seite), oder du **legst sie an**: Sie bleibt offen auf dem Tisch
    liegen, als eine Tischkarte mehr. Anlegen darfst du, wenn du nicht fangen kannst, und auch dann,
    wenn du fangen könntest, aber nicht willst.

    **Fangen durch Übereinstimmung**: Eine Karte fängt die Tischkarte **desselben Rangs** und dazu
    jede weitere Karte dieses Rangs auf dem Tisch.
    """,
    )
    c.md(
        """
    How cardlab writes a capture: the card played, then `x` (*takes*), then the cards it takes,
    separated by spaces; `5♠ x 5♣ 5♥` is the 5♠ taking both 5s. A card on its own, `9♥`, is a
    trail.
    """,
        """
    So schreibt cardlab einen Fang: die gespielte Karte, dann `x` (*fängt*), dann die Karten, die
    sie fängt, durch Leerzeichen getrennt; `5♠ x 5♣ 5♥` heißt: Die Pik-5 fängt beide 5er. Eine Karte
    allein, `9♥`, wird angelegt.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "fives", lang="{LANG}"))
    lessons.example("sweep", "fives", lang="{LANG}")
    """)
    c.says(
        """
    **Capturing by sum** (number cards only): a card takes **two or more table cards whose values
    add up to its own**. The rules' examples: a 9 takes a 6 and a 3 together, or a 5, a 3 and an
    ace. (The ace counts 1 in any sum.)
    """,
        """
    **Fangen durch Summierung** (nur Zahlenkarten): Eine Karte fängt **zwei oder mehr Tischkarten,
    deren Werte zusammen ihren eigenen Wert ergeben**. Die Beispiele der Regeln: Eine 9 fängt eine 6
    und eine 3 zusammen, oder eine 5, eine 3 und ein Ass. (Das Ass zählt in jeder Summe 1.)
    """,
    )
    c.md(
        """
    In the notation `+` holds the cards of one sum together: `9♥ x 6♣+3♦` is the 9♥ taking 6 + 3.
    """,
        """
    In der Schreibweise hält `+` die Karten einer Summe zusammen: `9♥ x 6♣+3♦` heißt, die Herz-9
    fängt 6 + 3.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "six-three", lang="{LANG}"))
    lessons.example("sweep", "six-three", lang="{LANG}")
    """)
    c.code("""
    display(lessons.walk("sweep", "five-three-ace", lang="{LANG}"))
    lessons.example("sweep", "five-three-ace", lang="{LANG}")
    """)
    c.md(
        """
    A face card takes no sum: a jack cannot take the 6 and the 5, even though 6 + 5 = 11. The box
    below shows how cardlab refuses a move. On top stands the position, one line for each player:
    the arrow → marks whose turn it is, *(dealer)* who dealt, *hand* the cards in the hand,
    *captured* how many cards lie on the player's captured pile and *sweeps* how many sweeps the
    player made. Then the *table* cards, and how many cards are left in the *stock* (0 here: the
    stock is used up, so these are the last cards of the deal). These small examples give everybody few cards, so that the cards
    that matter stand out. Under the position stand the move tried, why cardlab refuses it, and
    what is allowed instead.
    """,
        """
    Eine Bildkarte fängt keine Summe: Ein Bube kann die 6 und die 5 nicht fangen, obwohl 6 + 5 = 11
    ist. Der Kasten unten zeigt, wie cardlab einen Zug ablehnt. Oben steht die Stellung, eine Zeile
    für jede Person: Der Pfeil → zeigt, wer an der Reihe ist, *(Geber)*, wer gegeben hat, *Hand* die
    Karten auf der Hand, *gefangen*, wie viele Karten auf dem Fangstapel liegen, und *Sweeps*, wie
    viele Sweeps diese Person gemacht hat. Danach kommen die Karten auf dem *Tisch* und wie viele
    Karten noch im *Talon* liegen (hier 0: Der Talon ist aufgebraucht, es sind die letzten Karten der
    Runde). In diesen kleinen
    Beispielen haben alle nur wenige Karten, damit man die wichtigen sieht. Unter der Stellung
    stehen der versuchte Zug, warum cardlab ihn ablehnt, und was stattdessen erlaubt ist.
    """,
    )
    c.code("""
    lessons.example("sweep", "jack-no-sum", lang="{LANG}")
    """)
    c.says(
        """
    **Several groups at once**: one card may take a match and sums in the same move, as long as its
    value fits each of them. The rules' example: a 9 takes a 9 and the pair 6 + 3. The groups stand
    one after the other, separated by a space: `9♥ x 9♠ 6♣+3♦`.
    """,
        """
    **Mehrere Gruppen auf einmal**: Eine Karte darf im selben Zug eine Übereinstimmung und Summen
    fangen, solange ihr Wert zu jeder davon passt. Das Beispiel der Regeln: Eine 9 fängt eine 9 und
    das Paar 6 + 3. Die Gruppen stehen durch Leerzeichen getrennt hintereinander: `9♥ x 9♠ 6♣+3♦`.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "nine-and-sum", lang="{LANG}"))
    lessons.example("sweep", "nine-and-sum", lang="{LANG}")
    """)
    c.md(
        """
    Try it yourself as a puzzle: what should the 9 take?
    """,
        """
    Probier es selbst als Rätsel: Was sollte die 9 fangen?
    """,
    )
    c.code("""
    Puzzle("sweep-nine-match-and-sum", lang="{LANG}")
    """)
    c.decides(
        """
    **A capture need not take every group it could.** The text says groups *may* be combined, so
    you choose which groups your card takes, or whether it takes anything at all. Only when you
    capture by match do you always take every table card of that rank. Two ways of writing the
    same cards (`6♣+3♦` or `3♦+6♣`) are one and the same move, listed once. These are all the moves
    Anna had there (she also holds a 2♦):
    """,
        """
    **Ein Fang muss nicht jede mögliche Gruppe nehmen.** Nach dem Text *dürfen* Gruppen kombiniert
    werden; du wählst also, welche Gruppen deine Karte fängt und ob sie überhaupt fängt. Nur wenn du
    durch Übereinstimmung fängst, nimmst du immer alle Tischkarten dieses Rangs mit. Zwei
    Schreibweisen für dieselben Karten (`6♣+3♦` oder `3♦+6♣`) sind ein und derselbe Zug und stehen
    nur einmal in der Liste. Das sind alle Züge, die Anna dort hatte (sie hat noch eine 2♦ auf der
    Hand):
    """,
    )
    c.code("""
    lessons.legal("sweep", "nine-and-sum", lang="{LANG}", at=0)
    """)
    c.md(
        """
    So Anna may also take only 6 + 3 and leave the 9♠ lying:
    """,
        """
    Anna darf also auch nur 6 + 3 fangen und die 9♠ liegen lassen:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "only-the-sum", lang="{LANG}"))
    lessons.example("sweep", "only-the-sum", lang="{LANG}")
    """)
    c.decides(
        """
    **One table card never serves two groups.** The groups of a capture are separate: each table
    card belongs to one of them at most. With 6, 3 and 3 on the table a 9 takes 6 + 3, but not
    6 + 3 and 6 + 3 again with the other 3:
    """,
        """
    **Eine Tischkarte gehört nie zu zwei Gruppen.** Die Gruppen eines Fangs sind getrennt: Jede
    Tischkarte gehört höchstens zu einer von ihnen. Liegen 6, 3 und 3 auf dem Tisch, fängt eine 9 die
    Gruppe 6 + 3, aber nicht 6 + 3 und mit der anderen 3 noch einmal 6 + 3:
    """,
    )
    c.code("""
    lessons.example("sweep", "card-twice", lang="{LANG}")
    """)
    # -- 4. the sweep ---------------------------------------------------------------------------
    c.md(
        """
    ## 4. The sweep: clearing the table
    """,
        """
    ## 4. Der Sweep: den Tisch abräumen
    """,
    )
    c.says(
        """
    A capture that takes **every card** from the table is a sweep and earns 1 point at once: it is
    marked on the spot (the capturing card lies crosswise in the captured pile) and counted with the
    other points at the end of the deal.
    """,
        """
    Ein Fang, der **alle Karten** vom Tisch nimmt, ist ein Sweep und bringt sofort 1 Punkt: Er wird
    gleich vermerkt (die fangende Karte liegt quer im Fangstapel) und am Ende der Runde mit den
    anderen Punkten gezählt.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "sweep", lang="{LANG}"))
    lessons.example("sweep", "sweep", lang="{LANG}")
    """)
    c.decides(
        """
    **The last card of a deal can sweep too.** Anna trails her last card, the 2♣; Ben's 10♠, the
    last card of the deal, takes 5 + 3 + 2, the whole table. That is a sweep, and the deal is over:
    """,
        """
    **Auch die letzte Karte einer Runde kann einen Sweep machen.** Anna legt ihre letzte Karte an,
    die 2♣; Bens 10♠, die letzte Karte der Runde, fängt 5 + 3 + 2, den ganzen Tisch. Das ist ein
    Sweep, und die Runde ist vorbei:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "last-card-sweep", lang="{LANG}"))
    lessons.example("sweep", "last-card-sweep", lang="{LANG}")
    """)
    # -- 5. the end of a deal -------------------------------------------------------------------
    c.md(
        """
    ## 5. The end of a deal
    """,
        """
    ## 5. Das Ende einer Runde
    """,
    )
    c.says(
        """
    When the stock is used up and every hand is empty, the deal ends. Whoever made the **last
    capture** also takes every card still on the table; that is not a sweep. Then the captured
    cards are counted:

    * 1 point for the **card majority**: 27 or more of the 52 cards;
    * 1 point for the **spade majority**: 7 or more of the 13 spades;
    * 1 point for the **ace of spades**;
    * 1 point for each **sweep**.

    A tie for a majority gives nobody the point. Partners count their captures together.
    """,
        """
    Ist der Talon aufgebraucht und sind alle Hände leer, endet die Runde. Wer **zuletzt gefangen**
    hat, bekommt auch alle Karten, die noch auf dem Tisch liegen; das ist kein Sweep. Dann werden die
    gefangenen Karten gezählt:

    * 1 Punkt für die **Kartenmehrheit**: 27 oder mehr der 52 Karten;
    * 1 Punkt für die **Pik-Mehrheit**: 7 oder mehr der 13 Pik;
    * 1 Punkt für das **Pik-Ass**;
    * 1 Punkt für jeden **Sweep**.

    Bei Gleichstand um eine Mehrheit bekommt niemand den Punkt. Partner zählen ihre Fänge zusammen.
    """,
    )
    c.md(
        """
    Anna captures with her 9 (a sweep), Ben trails the last card of the deal, and Anna takes it as
    the last to capture:
    """,
        """
    Anna fängt mit ihrer 9 (ein Sweep), Ben legt die letzte Karte der Runde an, und Anna bekommt sie,
    weil sie zuletzt gefangen hat:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "last-capture", lang="{LANG}"))
    lessons.example("sweep", "last-capture", lang="{LANG}")
    """)
    c.decides(
        """
    **If nobody captured** in a deal, the cards left on the table belong to nobody.

    **A majority** means more than half of the cards (or spades) *in play*, that is, the cards dealt
    in this deal: 27 of 52 and 7 of 13 in a full deal. The examples on this page begin from a
    position with only a few cards, so there fewer cards make a majority: above, Anna's 4 of the 4
    cards in play. With three players it can happen that nobody has more than half; then nobody
    gets the point. The rule option *Card and spade majority* can give it instead to a side that has more than
    every other side.

    Three players and 10 cards in play: Anna and Ben capture 2 cards each besides their own; Carla
    does the same and, as the last to capture, also gets the ace left on the table: 4 of 10, not
    more than half. The same deal under both ways of counting a majority:
    """,
        """
    **Hat in einer Runde niemand gefangen**, gehören die Karten, die auf dem Tisch bleiben, niemandem.

    **Mehrheit** heißt: mehr als die Hälfte der Karten (oder Pik) *im Spiel*, also der Karten, die in
    dieser Runde ausgeteilt wurden, in einer vollen Runde 27 von 52 und 7 von 13. Die Beispiele auf
    dieser Seite beginnen mit einer Stellung mit wenigen Karten; dort sind es weniger, oben Annas 4
    von 4 Karten im Spiel. Zu dritt kann es sein, dass niemand mehr als die Hälfte hat; dann bekommt
    niemand den Punkt. Mit der Regeloption *Karten- und Pik-Mehrheit* bekommt ihn stattdessen eine Seite, die mehr
    hat als jede andere.

    Drei Personen und 10 Karten im Spiel: Anna und Ben fangen mit ihrer Karte je 2 Tischkarten,
    Carla ebenso, und weil sie zuletzt gefangen hat, bekommt sie auch das Ass, das noch auf dem Tisch
    liegt: 4 von 10, nicht mehr als die Hälfte. Dieselbe Runde, auf beide Arten gezählt:
    """,
    )
    c.code("""
    lessons.readings("sweep", "majority-three", lang="{LANG}", majority="most")
    """)
    c.md(
        """
    A whole deal between two bots (computer players), from the dealing to the scoring; the replay
    shows every card, which of course nobody at a real table can see:
    """,
        """
    Eine ganze Runde zwischen zwei Bots (Computerspielern), vom Austeilen bis zur Wertung; die
    Wiederholung zeigt alle Karten, was am echten Tisch natürlich niemand sehen kann:
    """,
    )
    c.code("""
    game = lessons.record("sweep", "deal")
    Replay(game, lang="{LANG}")
    """)
    # -- 6. the whole game ----------------------------------------------------------------------
    c.md(
        """
    ## 6. The whole game
    """,
        """
    ## 6. Das ganze Spiel
    """,
    )
    c.says(
        """
    Deals are played until a side reaches the agreed target, usually 10 points, at the end of a
    deal. If two sides reach it in the same deal, the higher total wins, or another deal is
    played to break the tie.
    """,
        """
    Gespielt wird Runde um Runde, bis eine Seite am Ende einer Runde das vereinbarte Ziel erreicht,
    üblicherweise 10 Punkte. Erreichen zwei Seiten es in derselben Runde, gewinnt die höhere Summe,
    oder es wird noch eine Runde gespielt, um den Gleichstand aufzulösen.
    """,
    )
    c.decides(
        """
    The target is 10 points (the rule option *End of the game*). If several sides reach it after the
    same deal, the higher total wins; only a tie at the top plays another deal.
    """,
        """
    Das Ziel sind 10 Punkte (die Regeloption *Spielende*). Erreichen mehrere Seiten es nach
    derselben Runde, gewinnt die höhere Summe; nur bei Gleichstand an der Spitze wird noch eine Runde
    gespielt.
    """,
    )
    # -- 7. variants and building ---------------------------------------------------------------
    c.md(
        """
    ## 7. Variants, and building
    """,
        """
    ## 7. Varianten und Bauen
    """,
    )
    c.says(
        """
    Common variants, each a rule option in cardlab (its name in bold, as in the table at the end of
    this section and under the *Rules* button of the table at the end of this page):
    **Points for a sweep**: *no points for sweeps*, for a calmer family game; **Eight cards at
    once**: 8 cards each at the start and no refills; **A♠ in a sweep**: the ace of spades scores 2
    when it is taken in a sweep.

    **Building** is an optional house rule (the rule option *Building*): instead of capturing, you
    put your played card together with one or more table cards into a **build** and say its total.
    In a later turn you, or your partner, capture the build with a card of that value.
    """,
        """
    Häufige Varianten, in cardlab jeweils eine Regeloption (ihr Name steht fett, wie in der Tabelle
    am Ende dieses Abschnitts und unter dem Knopf *Regeln* am Spieltisch am Ende dieser Seite):
    **Punkte für einen Sweep**: *keine Punkte für Sweeps*, für ein ruhigeres Familienspiel; **Acht
    Karten auf einmal**: 8 Karten für jede Person am Anfang und keine Neugabe; **Pik-Ass im Sweep**:
    Das Pik-Ass zählt 2, wenn es mit einem Sweep gefangen wird.

    **Bauen** ist eine freiwillige Hausregel (die Regeloption *Bauen*): Statt zu fangen, legst du
    deine Karte mit einer oder mehreren Tischkarten zu einer **Baugruppe** zusammen und sagst ihre
    Summe an. Wenn du später wieder an der Reihe bist, fängst du oder dein Partner die Baugruppe mit
    einer Karte dieses Werts.
    """,
    )
    c.md(
        """
    cardlab writes a build with `b` (*builds*): `5♥ b 4♣` lays the 5♥ on the 4♣, a build worth 9.
    Taking a build is written like a sum, `9♣ x 5♥+4♣`, because the build is taken whole. In a
    position a build stands in brackets with its value and its owner: `[5♥+4♣=9 Anna]`.
    """,
        """
    cardlab schreibt eine Baugruppe mit `b` (*baut*): `5♥ b 4♣` legt die 5♥ auf die 4♣, eine
    Baugruppe mit dem Wert 9. Das Fangen einer Baugruppe wird wie eine Summe geschrieben,
    `9♣ x 5♥+4♣`, denn sie wird als Ganzes gefangen. In einer Stellung steht eine Baugruppe in
    eckigen Klammern mit ihrem Wert und dem Namen dessen, der sie gebaut hat: `[5♥+4♣=9 Anna]`.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "build", lang="{LANG}"))
    lessons.example("sweep", "build", lang="{LANG}")
    """)
    c.decides(
        """
    Builds are made of number cards and are worth 2 to 10. **You must hold a card of the build's
    value**, and keep one as long as your build lies open; while it does, you may not trail (any
    other player may). A build is taken only whole, and **anyone may capture it** with a card of its
    value, your partner and your opponents alike: the text names you and your partner, and says
    nothing against the others. **Nobody adds to a build**: it keeps the value it was built with.
    A build still open at the end of a deal goes with the rest of the table to the last to capture.
    Taking a build is a capture like any other: a card of value 9 may take a build of 9 together
    with a 9 and with sums of 9.
    """,
        """
    Baugruppen bestehen aus Zahlenkarten und sind 2 bis 10 wert. **Du musst eine Karte vom Wert der
    Baugruppe haben** und eine behalten, solange deine Baugruppe offen liegt; so lange darfst du auch
    nicht anlegen (alle anderen dürfen es). Eine Baugruppe wird nur als Ganzes gefangen, und **jede
    Person darf sie mit einer Karte ihres Werts fangen**, dein Partner ebenso wie deine Gegner: Der
    Text nennt dich und deinen Partner und sagt nichts gegen die anderen. **Niemand erweitert eine
    Baugruppe**: Sie behält den Wert, mit dem sie gebaut wurde. Liegt am Ende der Runde noch eine
    Baugruppe, bekommt sie mit dem Rest des Tisches, wer zuletzt gefangen hat. Das Fangen einer
    Baugruppe ist ein Fang wie jeder andere: Eine Karte vom Wert 9 darf eine Baugruppe 9 zusammen
    mit einer 9 und mit Summen von 9 fangen.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "build-taken", lang="{LANG}"))
    lessons.example("sweep", "build-taken", lang="{LANG}")
    """)
    c.md(
        """
    Ben holds an ace and a 10. He would like to add his ace to Anna's build of 9, make it 10 and take
    it later with his 10. That is refused:
    """,
        """
    Ben hat ein Ass und eine 10 auf der Hand. Er würde gern sein Ass auf Annas Baugruppe 9 legen,
    eine 10 daraus machen und sie später mit seiner 10 fangen. Das wird abgelehnt:
    """,
    )
    c.code("""
    lessons.example("sweep", "build-extend", lang="{LANG}")
    """)
    c.md(
        """
    Every rule option of Sweep, variants included, with its default:
    """,
        """
    Alle Regeloptionen von Sweep, die Varianten eingeschlossen, mit ihrem Standard:
    """,
    )
    c.code("""
    lessons.options("sweep", lang="{LANG}")
    """)
    # -- 8. puzzles -----------------------------------------------------------------------------
    c.md(
        """
    ## 8. Puzzles to try

    What would you play? Each puzzle says what it asks for (the most cards, the ace of spades, a
    sweep ...). Touch your card and the table cards it should take, then submit; cardlab tries every
    legal move and explains the best one for that goal.
    """,
        """
    ## 8. Rätsel zum Ausprobieren

    Was würdest du spielen? Jedes Rätsel sagt, worum es geht (die meisten Karten, das Pik-Ass, ein
    Sweep ...). Tippe deine Karte und die Tischkarten an, die sie fangen soll, und schick den Zug ab;
    cardlab probiert jeden erlaubten Zug durch und erklärt den besten für dieses Ziel.
    """,
    )
    c.code("""
    PuzzleSet(shipped("sweep"), lang="{LANG}")
    """)
    # -- 9. the notation at a glance ------------------------------------------------------------
    c.md(
        (
            """
    ## 9. Every move of Sweep at a glance

    Here are all of Sweep's moves together, with the code that cardlab's files write (and that the
    *Codes* switch of a replay shows):
    """,
            "",
            MOVES["sweep"]["en"],
            "",
            """
    The same moves as cardlab writes and reads them, on screen and in words:
    """,
        ),
        (
            """
    ## 9. Alle Züge von Sweep auf einen Blick

    Hier stehen alle Züge von Sweep zusammen, mit dem Kürzel, das cardlabs Dateien schreiben (und
    das der Schalter *Kürzel* einer Wiederholung zeigt):
    """,
            "",
            MOVES["sweep"]["de"],
            "",
            """
    Dieselben Züge, wie cardlab sie schreibt und liest, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("sweep", lang="{LANG}")
    """)
    c.help_links()
    # -- 10. an experiment ----------------------------------------------------------------------
    c.md(
        """
    ## 10. Does it pay to play first?

    The player to the dealer's right plays first, and the dealer plays last. Playing last looks
    good: the dealer often makes the last capture and takes the rest of the table. If so, playing
    first should be a disadvantage. The deal passes on after each deal, though. Does the player
    who played first in the first deal win the whole game less often? Two bots play 300 games each
    way: with the default rules, and with no points for sweeps, because sweeps bring many points
    and might hide or make a difference.
    """,
        """
    ## 10. Lohnt es sich, zuerst zu spielen?

    Wer rechts vom Geber sitzt, spielt zuerst, und der Geber spielt zuletzt. Zuletzt zu spielen
    klingt gut: Der Geber fängt oft als Letzter und bekommt den Rest des Tisches. Dann wäre es ein
    Nachteil, zuerst zu spielen. Das Geben wechselt aber jede Runde. Gewinnt, wer in der ersten Runde
    zuerst gespielt hat, das ganze Spiel seltener? Zwei Bots spielen je 300 Spiele: nach den
    Standardregeln und ohne Punkte für Sweeps, denn Sweeps bringen viele Punkte und könnten einen
    Unterschied verdecken oder erst machen.
    """,
    )
    c.code("""
    share = lessons.starter_share("sweep", players=2, games=300, variants=["default", "no_sweep_points"], lang="{LANG}")
    share
    """)
    c.code(
        """
    lessons.starter_share("sweep", players=2, games=300, variants=["default", "no_sweep_points"], lang="{LANG}").plot()
    """,
        tags=["lite-skip"],
    )
    c.md(
        """
    A bar near the dashed line means the first seat hardly matters over a whole game; the answer
    above the chart says whether the difference is more than chance. These bots play at random
    (unlike the bot at the table below, which plays by rules of thumb).
    """,
        """
    Ein Balken nahe der gestrichelten Linie heißt: Über ein ganzes Spiel spielt der erste Platz
    kaum eine Rolle; die Antwort über dem Diagramm sagt, ob der Unterschied mehr als Zufall ist.
    Diese Bots spielen zufällig (anders als der Bot am Spieltisch unten, der nach Faustregeln
    spielt).
    """,
    )
    # -- 11. the table --------------------------------------------------------------------------
    c.md(
        """
    ## 11. Your turn: a game against the bot

    Now play yourself, under the default rules. You are Anna; Ben is a bot that plays by rules of
    thumb. **Touch the card** from your hand you want to play, then the table cards it should
    capture; the cards that still fit light up. As soon as your pick is a legal move, the green
    button under the table shows it: press it to **confirm**. To trail, touch the card and press
    *Trail*, which needs no table card. Ben answers at once, and each of his moves is explained in
    words.

    The score is always above the table: every player's points, the deal, and how the game is won.
    This game is short: 3 deals. When a deal is over, a box under the table shows how it was scored;
    *Learn from your mistakes* turns each of your moves of that deal that had a better one into an
    exercise at the same table, and *Next deal* deals again. When the game is over, *New game*
    starts another.

    At the top right of the table, the button **Rules: Standard rules** names the rules you play
    by. Touch it to read each rule option in words, with what it decides, and to choose others:
    *Building* set to *allowed*, say (section 7), or *Points for a sweep* set to *no points for
    sweeps*. A new choice starts a new game; once you have moved, the table asks first.
    """,
        """
    ## 11. Jetzt du: ein Spiel gegen den Bot

    Jetzt spielst du selbst, nach den Standardregeln. Du bist Anna; Ben ist ein Bot, der nach
    Faustregeln spielt. **Tippe die Karte** auf deiner Hand an, die du spielen willst, dann die
    Tischkarten, die sie fangen soll; die Karten, die noch passen, leuchten auf. Sobald deine Auswahl
    ein erlaubter Zug ist, zeigt ihn der grüne Knopf unter dem Tisch: Drück ihn, um den Zug zu
    **bestätigen**. Zum Anlegen tippst du die Karte an und drückst *Anlegen*; dafür brauchst du keine
    Tischkarte. Ben antwortet sofort, und jeder seiner Züge wird in Worten erklärt.

    Über dem Tisch steht immer der Spielstand: die Punkte aller, die Runde und wie man gewinnt.
    Dieses Spiel ist kurz: 3 Runden. Ist eine Runde vorbei, zeigt ein Kasten unter dem Tisch, wie sie
    gezählt wurde; *Aus Fehlern lernen* macht aus jedem deiner Züge dieser Runde, zu dem es einen
    besseren gab, eine Aufgabe am selben Tisch, und *Nächste Runde* gibt neu. Ist das Spiel zu Ende,
    fängt *Neues Spiel* ein weiteres an.

    Oben rechts am Tisch nennt der Knopf **Regeln: Standardregeln** die Regeln, nach denen ihr
    spielt. Tippst du ihn an, steht jede Regeloption in Worten da, mit dem, was sie entscheidet, und
    du kannst andere wählen: etwa *Bauen* auf *erlaubt* (Abschnitt 7) oder *Punkte für einen Sweep*
    auf *keine Punkte für Sweeps*. Eine neue Wahl beginnt ein neues Spiel; hast du schon gespielt,
    fragt der Tisch vorher nach.
    """,
    )
    c.code(
        """
    Table("sweep", seat=0, bots=["heuristic"], players=["Anna", "Ben"], lang="{LANG}", seed=2, deals=3)
    """,
        tags=TABLE_TAGS,
    )
    c.md(
        """
    **Other games:** [01_swoop](01_swoop.ipynb) (shedding and swooping) and
    [03_schwimmen](03_schwimmen.ipynb) (swapping and knocking). Each starts from zero.
    """,
        """
    **Andere Spiele:** [01_swoop](01_swoop.ipynb) (ablegen und fegen) und
    [03_schwimmen](03_schwimmen.ipynb) (tauschen und klopfen). Jedes fängt bei null an.
    """,
    )
    return c.out
