"""03_schwimmen: Schwimmen (31) from zero, for learners (text and widgets; the code is one-line
calls into cardlab.lessons, source-hidden)."""

from _cells import CARDS, IMPORTS, MOVES, TABLE_TAGS, Cells

NAME = "03_schwimmen"
# the page title (the browser tab, Voila's loading screen)
TITLE = {"en": "Learn Schwimmen (31) · cardlab", "de": "Schwimmen (31) lernen · cardlab"}
HIDE_CODE = True


def cells(lang):
    c = Cells(lang)
    c.md(
        """
    # Schwimmen (31)

    Schwimmen ("swimming"), also called 31, is a German game for 2 to 9 players with a 32-card
    Skat deck. You hold three cards and keep swapping with three open cards in the middle, trying
    to collect as many points as possible **in one suit**. The weakest hand at the end of a deal
    loses one of three lives. Whoever has no life left has to *swim*, and whoever is left last wins.

    Every example on this page is a live replay: press ▶ (or the arrow keys) to step through it.
    Two kinds of box keep apart what the rule text says and what cardlab decided where the text
    leaves a question open.
    """,
        """
    # Schwimmen (31)

    Schwimmen, auch 31 genannt, ist ein deutsches Kartenspiel für 2 bis 9 Personen mit
    32 Skatkarten. Du hast drei Karten auf der Hand und tauschst immer wieder mit drei
    offenen Karten in der Mitte, um möglichst viele Punkte **in einer Farbe** zu sammeln. Wer am Ende
    einer Runde die schwächste Hand hat, verliert eines von drei Leben. Wer kein Leben mehr hat,
    muss *schwimmen*, und wer zum Schluss noch übrig ist, gewinnt.

    Jedes Beispiel auf dieser Seite ist eine Wiederholung zum Durchklicken: Mit ▶ (oder den
    Pfeiltasten) gehst du Zug für Zug weiter. Zwei Arten von Kästen trennen, was der Regeltext sagt,
    von dem, was cardlab entschieden hat, wo der Text eine Frage offenlässt.
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

    but only cards **of the same suit** are added up. The king and the 8 of spades with the jack of
    hearts make 18 (the two spades); with the jack of spades instead it is 28. Two special hands:
    three cards of one rank (three queens, say) count **30.5**, and three aces count **31**, the
    best hand there is.
    """,
        """
    Gespielt wird mit 32 Skatkarten: 7 8 9 10 B D K A in den vier Farben Kreuz, Karo, Herz und Pik. Die
    Karten zählen

    | Karte | Punkte |
    |---|---|
    | 7, 8, 9, 10 | Nennwert |
    | B, D, K | 10 |
    | A | 11 |

    aber zusammengezählt werden nur Karten **derselben Farbe**. Pik-König und Pik-8 mit dem
    Herz-Buben ergeben 18 (die beiden Pik); mit dem Pik-Buben stattdessen sind es 28. Zwei besondere
    Hände: Drei gleiche Karten (etwa drei Damen) zählen **30,5**, und drei Asse zählen **31**, die
    beste Hand überhaupt.
    """,
    )
    c.code("""
    lessons.example("schwimmen", "hand-values", lang="{LANG}")
    """)
    c.decides(
        """
    The option `scoring` chooses how hands count: `"suit_and_triples"` (the default, as above),
    `"suit_only"` (only the best suit counts, three of a kind nothing special) or `"suit_or_rank"`
    (three of a kind count their sum; three aces still 31).
    """,
        """
    Die Option `scoring` wählt, wie Hände zählen: `"suit_and_triples"` (Standard, wie oben),
    `"suit_only"` (nur die beste Farbe zählt, drei Gleiche sind nichts Besonderes) oder
    `"suit_or_rank"` (drei Gleiche zählen ihre Summe; drei Asse weiterhin 31).
    """,
    )
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
    The moves of Schwimmen are words, and a swap names two cards:
    """,
            MOVES["schwimmen"]["en"],
            """
    The same moves as the engine spells them, on screen and in words:
    """,
        ),
        (
            """
    Die Züge beim Schwimmen sind Wörter, und ein Tausch nennt zwei Karten:
    """,
            MOVES["schwimmen"]["de"],
            """
    Dieselben Züge so, wie cardlab sie schreibt, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("schwimmen", lang="{LANG}")
    """)
    c.help_links()
    # -- 3. deal --------------------------------------------------------------------------------
    c.md(
        """
    ## 3. The deal
    """,
        """
    ## 3. Das Austeilen
    """,
    )
    c.says(
        """
    Everyone starts with three lives. Every player gets three cards, except the dealer, who gets
    **two stacks** of three. The dealer takes up one stack and decides: **keep** it (the other
    stack goes face up into the middle), or put it face up in the middle and take the other one.
    Looking at both is not allowed. The rest of the deck is the stock. The player to the dealer's
    left begins.
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
    The dealer looks at the **first** stack, and the choice is a move of its own (`keep` or
    `second`). Play goes to the left, and after each deal the player on the dealer's left deals next;
    players who are out are skipped.
    """,
        """
    Der Geber sieht sich den **ersten** Stapel an, und seine Wahl ist ein eigener Zug (`behalten`
    oder `zweiter Stapel`). Gespielt wird nach links, und auch das Geben geht nach jeder Runde nach
    links weiter; wer ausgeschieden ist, wird übersprungen.
    """,
    )
    c.md(
        """
    Here Carla deals. She looks at K♠ 8♠ J♥ (18), does not like it, and takes the second stack
    unseen:
    """,
        """
    Hier gibt Carla. Sie sieht sich K♠ 8♠ B♥ an (18), ist nicht zufrieden und nimmt den zweiten
    Stapel, ohne ihn anzusehen:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "deal", lang="{LANG}"))
    lessons.example("schwimmen", "deal", lang="{LANG}")
    """)
    # -- 4. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 4. A turn: swap, push or knock
    """,
        """
    ## 4. Ein Zug: tauschen, schieben oder klopfen
    """,
    )
    c.says(
        """
    On your turn you do exactly one of these:

    * **swap one** of your cards for one card in the middle;
    * **swap all** three of your cards for the three in the middle;
    * **push** (*schieben*): do nothing;
    * **knock** (*klopfen*; the text says "Stop") when you think your hand is good enough: only
      instead of swapping, and only once every player has had a turn. The knocker lays the cards
      face up, and every other player has exactly one more turn. Then the deal ends.

    In the rules' example a hand of K♠ 8♠ J♥ is worth 18; swapping the J♥ for the J♠ makes it 28.
    Anna does just that, and knocks on her next turn:
    """,
        """
    Wenn du dran bist, machst du genau eines davon:

    * **eine Karte tauschen**: eine deiner Karten gegen eine aus der Mitte;
    * **alle tauschen**: deine drei Karten gegen die drei aus der Mitte;
    * **schieben**: nichts tun;
    * **klopfen** (im Text „Stop“), wenn du deine Hand für gut genug hältst: nur statt zu tauschen,
      und erst wenn alle einmal dran waren. Wer klopft, legt die Karten offen hin, und alle anderen
      sind noch genau einmal dran. Dann endet die Runde.

    Im Beispiel der Regeln ist die Hand K♠ 8♠ B♥ 18 wert; tauscht man den B♥ gegen den B♠, sind es
    28. Genau das macht Anna, und im nächsten Zug klopft sie:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "spades-28", lang="{LANG}"))
    lessons.example("schwimmen", "spades-28", lang="{LANG}")
    """)
    c.md(
        """
    Your turn, as a puzzle: which card do you swap?
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
    **May I swap exactly two cards?** No: a swap is one card, or all three.
    """,
        """
    **Darf ich genau zwei Karten tauschen?** Nein: Getauscht wird eine Karte oder alle drei.
    """,
    )
    c.md(
        """
    Anna touches two of her cards and two in the middle, and cardlab tells her what a swap is:
    """,
        """
    Anna tippt zwei ihrer Karten und zwei in der Mitte an, und cardlab sagt ihr, was ein Tausch ist:
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
    Und niemand klopft, bevor alle einmal dran waren:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "knock-first-round", lang="{LANG}")
    """)
    c.decides(
        """
    **Knocking**: once per deal, and the knocker does not move again. "Every player has had a
    turn" is counted in turns, and **the dealer's choice of stack is no turn**: the dealer still has
    a normal turn, the last one before every player has had a turn. Carla dealt and chose the
    second stack, Anna and Ben pushed; now Carla wants to knock, but her first turn has only just come:
    """,
        """
    **Klopfen**: einmal pro Runde, und wer geklopft hat, ist nicht mehr dran. „Alle waren einmal
    dran“ zählt, wie oft jemand an der Reihe war, und **die Wahl des Stapels zählt dabei
    nicht**: Der Geber ist trotzdem noch ganz normal dran, als Letzter, bevor alle einmal dran
    waren. Carla hat gegeben und den zweiten Stapel gewählt, Anna und Ben haben geschoben; jetzt
    will Carla klopfen, aber erst jetzt ist sie zum ersten Mal an der Reihe:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "knock-after-choice", lang="{LANG}")
    """)
    c.md(
        """
    So the earliest knock is the first player's second turn. Carla swaps instead, and then Anna
    may knock:
    """,
        """
    Das früheste Klopfen ist also der zweite Zug der ersten Person. Carla tauscht stattdessen, und
    dann darf Anna klopfen:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "first-knock", lang="{LANG}"))
    lessons.example("schwimmen", "first-knock", lang="{LANG}")
    """)
    # -- 5. all push ----------------------------------------------------------------------------
    c.md(
        """
    ## 5. When everyone pushes
    """,
        """
    ## 5. Wenn alle schieben
    """,
    )
    c.says(
        """
    If all players push one after another, the three middle cards leave the game and three new
    ones from the stock take their place. Then play goes on.
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
    If fewer than three cards are left in the stock, the middle cannot be renewed: the deal ends
    and is scored.
    """,
        """
    Liegen im Talon weniger als drei Karten, kann die Mitte nicht erneuert werden: Die Runde endet
    und wird gewertet.
    """,
    )
    # -- 6. 31 ----------------------------------------------------------------------------------
    c.md(
        """
    ## 6. 31 ends the deal at once
    """,
        """
    ## 6. 31 beendet die Runde sofort
    """,
    )
    c.says(
        """
    Whoever holds 31 lays the cards down at once, and the deal is over. That can happen right at
    the start, when the cards are taken up, or straight after a swap. Three aces count 31 as well.
    Keeping 31 in the hand without laying down at once loses.
    """,
        """
    Wer 31 hat, legt die Karten sofort hin, und die Runde ist vorbei. Das kann gleich am Anfang
    passieren, wenn die Karten aufgenommen werden, oder direkt nach einem Tausch. Drei Asse zählen
    ebenfalls 31. Wer 31 auf der Hand behält und nicht sofort hinlegt, hat verloren.
    """,
    )
    c.decides(
        """
    **cardlab lays down for you**, so nobody can forget: 31 is checked for the player who swapped
    right after each swap.
    """,
        """
    **cardlab legt für dich hin**, damit es niemand vergessen kann: Nach jedem Tausch wird für die
    Person, die getauscht hat, sofort geprüft, ob sie 31 hat.
    """,
    )
    c.md(
        """
    Here Carla keeps her first stack, so the second, with the A♥, goes into the middle, and Anna
    swaps her 7♥ for it:
    """,
        """
    Hier behält Carla ihren ersten Stapel, also kommt der zweite mit dem A♥ in die Mitte, und Anna
    tauscht ihre 7♥ dagegen ein:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "thirty-one", lang="{LANG}"))
    lessons.example("schwimmen", "thirty-one", lang="{LANG}")
    """)
    c.decides(
        """
    **31 in the dealt hands** is checked for everybody right after the dealer's choice, so the
    dealer's own stack counts as well. Anna was dealt the A♣ K♣ Q♣; as soon as Carla has chosen,
    the deal is over, and nobody moves:
    """,
        """
    **31 schon beim Austeilen** wird für alle gleich nach der Wahl des Gebers geprüft; auch der
    Stapel des Gebers zählt also. Anna hat A♣ K♣ D♣ bekommen; sobald Carla gewählt hat, ist die Runde
    vorbei, und niemand ist mehr dran:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "dealt-31", lang="{LANG}"))
    lessons.example("schwimmen", "dealt-31", lang="{LANG}")
    """)
    c.decides(
        """
    **Two 31s** are no tie to break. The text does not say what happens when two players hold 31;
    cardlab ends the deal at once, as for one 31, and scores it as every deal: only the lowest
    hand loses a life, so neither 31 can lose (unless every hand in the deal is worth 31).
    """,
        """
    **Zweimal 31** ist kein Gleichstand, der aufgelöst werden müsste. Der Text sagt nicht, was
    geschieht, wenn zwei Personen 31 haben; cardlab beendet die Runde sofort, wie bei einer 31, und
    wertet sie wie jede Runde: Nur die schlechteste Hand verliert ein Leben, also verliert keine der
    beiden 31 (außer jede Hand der Runde ist 31 wert).
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "two-31s", lang="{LANG}"))
    lessons.example("schwimmen", "two-31s", lang="{LANG}")
    """)
    c.md(
        """
    Three of a kind is strong but not unbeatable: three queens count 30.5. Ben collects them and
    knocks; nobody comes near him, and Carla loses a life:
    """,
        """
    Drei Gleiche sind stark, aber nicht unschlagbar: Drei Damen zählen 30,5. Ben sammelt sie und
    klopft; niemand kommt an ihn heran, und Carla verliert ein Leben:
    """,
    )
    c.code("""
    lessons.example("schwimmen", "three-queens", lang="{LANG}")
    """)
    # -- 7. lives -------------------------------------------------------------------------------
    c.md(
        """
    ## 7. Lives, swimming and winning
    """,
        """
    ## 7. Leben, Schwimmen und Gewinnen
    """,
    )
    c.says(
        """
    At the end of a deal the player with the fewest points (of one suit) loses a life; if several
    tie for the fewest, each of them loses one. A player whose lives are used up is not out yet:
    they **swim**, on one last grace life. Losing once more puts them out. Whoever is left last
    with a life wins.
    """,
        """
    Am Ende einer Runde verliert, wer die wenigsten (zusammengehörigen) Punkte hat, ein Leben; haben
    mehrere gleich wenig, verliert jede von ihnen eines. Wer keine Leben mehr hat, ist noch nicht
    draußen, sondern **schwimmt** und hat damit ein letztes Gnadenleben. Wer dann noch einmal
    verliert, scheidet aus. Wer als Letzte oder Letzter noch ein Leben hat, gewinnt.
    """,
    )
    c.decides(
        """
    **The knocker with the lowest hand** loses one life, like anybody else with the lowest hand:
    the text names no extra penalty for knocking, and cardlab adds none. Ben knocks with 21 in
    hearts, Carla and Anna still improve, and Ben pays for it:
    """,
        """
    **Wer geklopft hat und die schlechteste Hand hat**, verliert ein Leben, wie jede andere Person
    mit der schlechtesten Hand: Der Text nennt keine zusätzliche Strafe fürs Klopfen, und cardlab
    fügt keine hinzu. Ben klopft mit 21 in Herz, Carla und Anna verbessern sich noch, und Ben zahlt
    dafür:
    """,
    )
    c.code("""
    display(lessons.walk("schwimmen", "knocker-lowest", lang="{LANG}"))
    lessons.example("schwimmen", "knocker-lowest", lang="{LANG}")
    """)
    c.decides(
        """
    If every player still in would go out in the same deal (say the last two, both swimming, tie
    for the lowest hand), they share the win.
    """,
        """
    Würden alle, die noch im Spiel sind, in derselben Runde ausscheiden (etwa die letzten beiden,
    die beide schwimmen, mit gleich schlechter Hand), teilen sie sich den Sieg.
    """,
    )
    c.md(
        """
    A whole game between three bots, deal after deal, until only one player is left (choose the
    deal at the top of the replay):
    """,
        """
    Ein ganzes Spiel zwischen drei Bots, Runde um Runde, bis nur noch eine Person übrig ist (die
    Runde wählst du oben in der Wiederholung):
    """,
    )
    c.code("""
    game = lessons.record("schwimmen", "game")
    Replay(game, lang="{LANG}")
    """)
    # -- 8. the 7-8-9 rule ----------------------------------------------------------------------
    c.md(
        """
    ## 8. The 7-8-9 rule
    """,
        """
    ## 8. Die 7-8-9-Regel
    """,
    )
    c.says(
        """
    A special rule: when a player finds a 7, an 8 and a 9 in the middle, they may replace the
    three with new cards from the stock, and then swap.
    """,
        """
    Eine Sonderregel: Findet eine Person in der Mitte eine 7, eine 8 und eine 9, darf sie die drei
    durch neue Karten vom Talon ersetzen und dann tauschen.
    """,
    )
    c.decides(
        """
    The rule is off by default (`seven_eight_nine=True` switches it on). The 7, 8 and 9 may be of
    any suits. Renewing (`renew`) is not the turn itself: the same player then takes a normal turn.
    With fewer than three cards in the stock there is no renewing.
    """,
        """
    Die Regel ist standardmäßig ausgeschaltet (`seven_eight_nine=True` schaltet sie ein). 7, 8 und 9
    dürfen beliebige Farben haben. Das Erneuern (`erneuern`) ist noch nicht der Zug selbst: Danach
    macht dieselbe Person einen ganz normalen Zug. Liegen weniger als drei Karten im Talon, gibt es
    kein Erneuern.
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
    Alle Regeloptionen beim Schwimmen mit ihrem Standardwert:
    """,
    )
    c.code("""
    lessons.options("schwimmen", lang="{LANG}")
    """)
    # -- 9. puzzles -----------------------------------------------------------------------------
    c.md(
        """
    ## 9. Puzzles to try

    Swap, push or knock? Touch your cards or a button and submit; cardlab compares every legal
    move and explains the best one.
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
    ## 10. Does the first player have an edge?

    The player left of the dealer moves first; the dealer moves last but sees one stack before
    choosing. How often does the player who moved first in the first deal win the whole game?
    Random bots play 300 games each for 2 to 5 players, and we compare with the share everybody
    would have if the seat did not matter.
    """,
        """
    ## 10. Hat, wer anfängt, einen Vorteil?

    Wer links vom Geber sitzt, ist zuerst dran; der Geber ist zuletzt dran, sieht aber vor seiner
    Wahl einen Stapel. Wie oft gewinnt, wer in der ersten Runde angefangen hat, das ganze Spiel? Bots,
    die zufällig spielen, tragen für 2 bis 5 Personen je 300 Spiele aus, und wir vergleichen mit dem
    Anteil, den alle hätten, wenn der Platz keine Rolle spielte.
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
    # -- 11. the table --------------------------------------------------------------------------
    c.md(
        """
    ## 11. Your turn: a game against the bots

    Now play yourself. You are Anna; Ben and Carla are bots that play by rules of thumb. To swap
    one card, **touch** the card in your hand you want to give and the card in the middle you want
    to take; the green button under the table then shows the swap: press it to **confirm**. Moves
    that need no card have buttons of their own: swapping all three, pushing and knocking (and,
    when you deal, keeping your cards or taking the other three). The bots answer at once, and each
    of their moves is explained in words.
    The score is always above the table: every player's lives, the deal, and how the game is won. This game is short: 5 deals, or until only one player is left. When a deal is over, a box under the table shows how it was scored; *Learn from your mistakes* turns your weaker moves of that deal into exercises at the same table, and *Next deal* deals again. When the game is over, *New game* starts another.
    """,
        """
    ## 11. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst. Du bist Anna; Ben und Carla sind Bots, die nach Faustregeln spielen. Um
    eine Karte zu tauschen, **tippst** du die Karte auf deiner Hand an, die du abgeben willst, und die
    Karte in der Mitte, die du nehmen willst; der grüne Knopf unter dem Tisch zeigt dann den Tausch:
    Drück ihn, um ihn zu **bestätigen**. Züge ohne Karte haben eigene Knöpfe: alle drei tauschen,
    schieben und klopfen (und als Geber die eigenen Karten behalten oder die anderen drei nehmen). Die
    Bots antworten sofort, und jeder ihrer Züge wird in Worten erklärt.
    Über dem Tisch steht immer der Spielstand: die Leben aller, die Runde und wie man gewinnt. Dieses Spiel ist kurz: 5 Runden, oder bis nur noch eine Person übrig ist. Ist eine Runde vorbei, zeigt ein Kasten unter dem Tisch, wie sie gezählt wurde; *Aus Fehlern lernen* macht aus deinen schwächeren Zügen dieser Runde Aufgaben am selben Tisch, und *Nächste Runde* gibt neu. Ist das Spiel zu Ende, fängt *Neues Spiel* ein weiteres an.
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
    Teachers: [04_teacher](04_teacher.ipynb) shows how to build a lesson from all this.
    """,
        """
    **Andere Spiele:** [01_swoop](01_swoop.ipynb) (ablegen und fegen) und
    [02_sweep](02_sweep.ipynb) (ein Fischspiel: Karten vom Tisch fangen, auch mit Summen). Jedes fängt bei null an.
    Für Lehrkräfte zeigt [04_teacher](04_teacher.ipynb), wie man daraus eine Unterrichtsstunde
    gestaltet.
    """,
    )
    return c.out
