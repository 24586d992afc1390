"""02_sweep: Sweep from zero, for learners (text and widgets; the code is one-line calls into
cardlab.lessons, source-hidden)."""

from _cells import CARDS, IMPORTS, MOVES, TABLE_TAGS, Cells

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

    Every example on this page is a live replay: press ▶ (or the arrow keys) to step through it.
    Two kinds of box keep apart what the rule text says and what cardlab decided where the text
    leaves a question open.
    """,
        """
    # Sweep

    Sweep ist ein Fischspiel aus Sri Lanka für 2 bis 4 Personen, verwandt mit dem indischen Seep und
    dem italienischen Cassino. Du spielst jeweils eine Karte und *fängst* damit Karten vom Tisch:
    Karten desselben Rangs oder Zahlenkarten, die zusammen den Wert deiner Karte ergeben. Wer den
    Tisch ganz abräumt, macht einen **Sweep** und bekommt dafür einen Punkt. Gespielt wird Runde um
    Runde, bis eine Seite 10 Punkte hat.

    Jedes Beispiel auf dieser Seite ist eine Wiederholung zum Durchklicken: Mit ▶ (oder den
    Pfeiltasten) gehst du Zug für Zug weiter. Zwei Arten von Kästen trennen, was der Regeltext sagt,
    von dem, was cardlab entschieden hat, wo der Text eine Frage offenlässt.
    """,
    )
    c.code(IMPORTS)
    # -- 1. cards -------------------------------------------------------------------------------
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
    together; with two or three, everyone plays alone. One ordinary deck of 52 cards, no jokers.
    For fishing every card has a value: A 1, 2 to 10 as printed, J 11, Q 12, K 13. J, Q and K are
    the **face cards**: they capture only cards of their own rank, never a sum.
    """,
        """
    Es spielen zwei bis vier Personen. Zu viert sitzen sich die Partner gegenüber und legen zusammen,
    was sie fangen; zu zweit oder zu dritt spielt jede Person für sich. Ein normales Kartenspiel mit
    52 Karten, ohne Joker. Zum Fangen hat jede Karte einen Wert: A 1, 2 bis 10 ihren Nennwert, B 11,
    D 12, K 13. B, D und K sind die **Bildkarten**: Sie fangen nur Karten ihres eigenen Rangs, nie eine
    Summe.
    """,
    )
    c.decides(
        """
    With four players the partnerships (seats 1 and 3 against 2 and 4) are the default; the option
    `partnerships=False` lets all four play alone.
    """,
        """
    Zu viert gelten die Partnerschaften (Plätze 1 und 3 gegen 2 und 4) als Standard; mit der Option
    `partnerships=False` spielen alle vier allein.
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
    The moves of Sweep:
    """,
            MOVES["sweep"]["en"],
            """
    The same moves as the engine spells them, on screen and in words:
    """,
        ),
        (
            """
    Die Züge bei Sweep:
    """,
            MOVES["sweep"]["de"],
            """
    Dieselben Züge so, wie cardlab sie schreibt, auf dem Bildschirm und in Worten:
    """,
        ),
    )
    c.code("""
    lessons.notation("sweep", lang="{LANG}")
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
    The first dealer is drawn. Each player gets 4 cards, and 4 more go face up into the middle: the
    **table cards**. If three or four of them are face cards, the face cards go back into the rest
    of the deck, it is shuffled, and the middle is dealt again. The rest of the deck is the
    **stock**. Whenever every hand is empty, each player gets 4 more cards from the stock, but the
    table gets none, until the stock is used up. Play goes **counterclockwise**: the player to the
    dealer's right starts, and the next player is always the one to the right. The deal passes on
    the same way after each deal.
    """,
        """
    Der erste Geber wird gezogen. Jede Person bekommt 4 Karten, und 4 weitere kommen offen in die
    Mitte: die **Tischkarten**. Sind drei oder vier davon Bildkarten, kommen die Bildkarten zurück zu
    den übrigen Karten, die gemischt werden, und die Mitte wird neu ausgeteilt. Die restlichen
    Karten sind der **Talon**. Sobald alle Hände leer sind, bekommt jede Person 4 weitere Karten aus
    dem Talon, der Tisch aber keine, bis der Talon aufgebraucht ist. Gespielt wird **gegen den
    Uhrzeigersinn**: Es beginnt, wer rechts vom Geber sitzt, und als Nächstes ist immer die Person
    rechts dran. Auch das Geben geht nach jeder Runde so weiter.
    """,
    )
    c.decides(
        """
    **When the middle is dealt again**, its number cards stay, and the table is filled up to four
    from the shuffled stock. **If the new table again shows three face cards**, the rule applies
    again, as often as needed, until fewer than three face cards lie there. In this deal the rule
    is needed twice:
    """,
        """
    **Wird die Mitte neu ausgeteilt**, bleiben ihre Zahlenkarten liegen, und der Tisch wird aus dem
    gemischten Talon auf vier aufgefüllt. **Zeigt der neue Tisch wieder drei Bildkarten**, gilt die
    Regel noch einmal, so oft wie nötig, bis weniger als drei Bildkarten daliegen. In dieser Runde
    greift die Regel zweimal:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "face-cards-again", lang="{LANG}"))
    lessons.example("sweep", "face-cards-again", lang="{LANG}")
    """)
    c.md(
        """
    A whole deal between two bots, from the dealing to the scoring:
    """,
        """
    Eine ganze Runde zwischen zwei Bots, vom Austeilen bis zur Wertung:
    """,
    )
    c.code("""
    game = lessons.record("sweep", "deal")
    Replay(game, lang="{LANG}")
    """)
    # -- 4. a turn ------------------------------------------------------------------------------
    c.md(
        """
    ## 4. A turn: capture or trail
    """,
        """
    ## 4. Ein Zug: fangen oder anlegen
    """,
    )
    c.says(
        """
    On your turn you play **exactly one card** from your hand. Either it captures cards from the
    table, and your card and the captured cards go face down onto your own pile of captures, or it
    **trails**: it stays face up on the table as one more table card. You may trail when you
    cannot capture, and also when you could but do not want to.

    **Capturing by match**: a card takes the table card of **the same rank**, and with it every
    other card of that rank on the table.
    """,
        """
    Wenn du dran bist, spielst du **genau eine Karte** von der Hand. Entweder fängt sie Karten vom
    Tisch, dann kommen deine Karte und die gefangenen Karten verdeckt auf deinen Fangstapel, oder du
    **legst sie an**: Sie bleibt offen auf dem Tisch liegen, als eine Tischkarte mehr. Anlegen darfst
    du, wenn du nicht fangen kannst, und auch dann, wenn du fangen könntest, aber nicht willst.

    **Fangen durch Übereinstimmung**: Eine Karte fängt die Tischkarte **desselben Rangs** und dazu
    jede weitere Karte dieses Rangs auf dem Tisch.
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
    ace.
    """,
        """
    **Fangen durch Summierung** (nur Zahlenkarten): Eine Karte fängt **zwei oder mehr Tischkarten,
    deren Werte zusammen ihren eigenen Wert ergeben**. Die Beispiele der Regeln: Eine 9 fängt eine 6
    und eine 3 zusammen, oder eine 5, eine 3 und ein Ass.
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
    A face card takes no sum: a jack cannot take the 6 and the 5, even though 6 + 5 = 11.
    """,
        """
    Eine Bildkarte fängt keine Summe: Ein Bube kann die 6 und die 5 nicht fangen, obwohl 6 + 5 = 11
    ist.
    """,
    )
    c.code("""
    lessons.example("sweep", "jack-no-sum", lang="{LANG}")
    """)
    c.says(
        """
    **Several groups at once**: one card may take a match and sums in the same move, as long as its
    value fits each of them. The rules' example: a 9 takes a 9 and the pair 6 + 3.
    """,
        """
    **Mehrere Gruppen auf einmal**: Eine Karte darf im selben Zug eine Übereinstimmung und Summen
    fangen, solange ihr Wert zu jeder davon passt. Das Beispiel der Regeln: Eine 9 fängt eine 9 und
    das Paar 6 + 3.
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
    you choose which groups your card takes, or whether it takes anything at all. Only a match
    always takes every table card of its rank. Two captures that take the same cards are the same
    move. These are all the moves the 9♥ had there:
    """,
        """
    **Ein Fang muss nicht jede mögliche Gruppe nehmen.** Nach dem Text *dürfen* Gruppen kombiniert
    werden; du wählst also, welche Gruppen deine Karte fängt und ob sie überhaupt fängt. Nur eine
    Übereinstimmung nimmt immer jede Tischkarte ihres Rangs. Zwei Fänge, die dieselben Karten nehmen,
    sind derselbe Zug. Das sind alle Züge, die die 9♥ dort hatte:
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
    # -- 5. the sweep ---------------------------------------------------------------------------
    c.md(
        """
    ## 5. The sweep
    """,
        """
    ## 5. Der Sweep: den Tisch abräumen
    """,
    )
    c.says(
        """
    A capture that takes **every card** from the table is a sweep and earns 1 point at once.
    """,
        """
    Ein Fang, der **alle Karten** vom Tisch nimmt, ist ein Sweep und bringt sofort 1 Punkt.
    """,
    )
    c.decides(
        """
    The last card of a deal can sweep too.
    """,
        """
    Auch mit der letzten Karte einer Runde kann man einen Sweep machen.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "sweep", lang="{LANG}"))
    lessons.example("sweep", "sweep", lang="{LANG}")
    """)
    # -- 6. end of a deal ----------------------------------------------------------------------
    c.md(
        """
    ## 6. The end of a deal
    """,
        """
    ## 6. Das Ende einer Runde
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

    Below, Anna captures with her 9 (a sweep), Ben trails the last card of the deal, and Anna takes
    it as the last to capture:
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

    Unten fängt Anna mit ihrer 9 (ein Sweep), Ben legt die letzte Karte der Runde an, und Anna
    bekommt sie, weil sie zuletzt gefangen hat:
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "last-capture", lang="{LANG}"))
    lessons.example("sweep", "last-capture", lang="{LANG}")
    """)
    c.decides(
        """
    **If nobody captured** in a deal, the cards left on the table belong to nobody.

    **A majority** means more than half of the cards (or spades) *in play*: 27 of 52 and 7 of 13
    in a full deal. A deal set up from a position, like the one above, holds only a few cards, so
    there 2 of 3 is already a majority. With three players it can happen that nobody has more than
    half; then nobody gets the point. The option `majority="most"` gives it instead to a side that
    has more than every other side.

    Three players and 10 cards in play: Anna and Ben capture 3 cards each; Carla captures 3 and, as
    the last to capture, also gets the ace left on the table: 4 of 10, not more than half.
    """,
        """
    **Hat in einer Runde niemand gefangen**, gehören die Karten, die auf dem Tisch bleiben, niemandem.

    **Mehrheit** heißt: mehr als die Hälfte der Karten (oder Pik) *im Spiel*, in einer vollen Runde
    also 27 von 52 und 7 von 13. Eine Runde, die wie die obige mit einer vorgegebenen Stellung
    beginnt, enthält nur wenige Karten; dort sind schon 2 von 3 eine Mehrheit. Zu dritt kann es
    sein, dass niemand mehr als die Hälfte hat; dann bekommt niemand den Punkt. Mit der Option
    `majority="most"` bekommt ihn stattdessen eine Seite, die mehr hat als jede andere.

    Drei Personen und 10 Karten im Spiel: Anna und Ben fangen je 3 Karten; Carla fängt 3 und bekommt,
    weil sie zuletzt gefangen hat, auch das Ass, das noch auf dem Tisch liegt: 4 von 10, nicht mehr
    als die Hälfte.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "majority-three", lang="{LANG}"))
    lessons.walk("sweep", "majority-three", lang="{LANG}", majority="most")
    """)
    # -- 7. the game ----------------------------------------------------------------------------
    c.md(
        """
    ## 7. The whole game
    """,
        """
    ## 7. Das ganze Spiel
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
    The target is 10 (`target_score`). If several sides reach it after the same deal, the higher
    total wins; only a tie at the top plays another deal. Every rule option of Sweep, with its
    default:
    """,
        """
    Das Ziel ist 10 (`target_score`). Erreichen mehrere Seiten es nach derselben Runde, gewinnt die
    höhere Summe; nur bei Gleichstand an der Spitze wird noch eine Runde gespielt. Alle Regeloptionen
    von Sweep mit ihrem Standardwert:
    """,
    )
    c.code("""
    lessons.options("sweep", lang="{LANG}")
    """)
    # -- 8. variants and building ---------------------------------------------------------------
    c.md(
        """
    ## 8. Variants, and building
    """,
        """
    ## 8. Varianten und Bauen
    """,
    )
    c.says(
        """
    Common variants, each an option in cardlab: no points for sweeps, for a calmer family game
    (`no_sweep_points`); 8 cards each at the start and no later deals (`eight_card_deal`); the ace
    of spades worth 2 when it is taken in a sweep (`double_spade_ace`).

    **Building** is an optional house rule (`building`): instead of capturing, you put your played
    card together with one or more table cards into a **build** and say its total. In a later turn
    you, or your partner, capture the build with a card of that value.
    """,
        """
    Häufige Varianten, in cardlab jeweils eine Option: keine Punkte für Sweeps, für ein ruhigeres
    Familienspiel (`no_sweep_points`); 8 Karten für jede Person am Anfang und kein weiteres Austeilen
    (`eight_card_deal`); das Pik-Ass zählt 2, wenn es mit einem Sweep gefangen wird
    (`double_spade_ace`).

    **Bauen** ist eine freiwillige Hausregel (`building`): Statt zu fangen, legst du deine Karte mit
    einer oder mehreren Tischkarten zu einer **Baugruppe** zusammen und sagst ihre Summe an. In einem
    späteren Zug fängst du oder dein Partner die Baugruppe mit einer Karte dieses Werts.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "build", lang="{LANG}"))
    lessons.example("sweep", "build", lang="{LANG}")
    """)
    c.decides(
        """
    Builds are made of number cards and are worth 2 to 10. **You must hold a card of the build's
    value**, and keep one as long as your build lies open; while it does, you may not trail. A build
    is taken only whole, and **anyone may capture it** with a card of its value, your partner and
    your opponents alike: the text names you and your partner, and says nothing against the others.
    **Nobody adds to a build**: it keeps the value it was built with.
    """,
        """
    Baugruppen bestehen aus Zahlenkarten und sind 2 bis 10 wert. **Du musst eine Karte vom Wert der
    Baugruppe haben** und eine behalten, solange deine Baugruppe offen liegt; so lange darfst du auch
    nicht anlegen. Eine Baugruppe wird nur als Ganzes gefangen, und **jede Person darf sie mit einer
    Karte ihres Werts fangen**, dein Partner ebenso wie deine Gegner: Der Text nennt dich und deinen
    Partner und sagt nichts gegen die anderen. **Niemand erweitert eine Baugruppe**: Sie behält den
    Wert, mit dem sie gebaut wurde.
    """,
    )
    c.code("""
    display(lessons.walk("sweep", "build-taken", lang="{LANG}"))
    lessons.example("sweep", "build-taken", lang="{LANG}")
    """)
    c.md(
        """
    Ben would like to add his 2 to Anna's build and make it 11. That is refused:
    """,
        """
    Ben würde gern seine 2 auf Annas Baugruppe legen und eine 11 daraus machen. Das wird abgelehnt:
    """,
    )
    c.code("""
    lessons.example("sweep", "build-extend", lang="{LANG}")
    """)
    # -- 9. puzzles -----------------------------------------------------------------------------
    c.md(
        """
    ## 9. Puzzles to try

    What would you play? Touch your card and the table cards it should take, then submit; cardlab
    tries every legal move and explains the best one.
    """,
        """
    ## 9. Rätsel zum Ausprobieren

    Was würdest du spielen? Tippe deine Karte und die Tischkarten an, die sie fangen soll, und schick
    den Zug ab; cardlab probiert jeden erlaubten Zug durch und erklärt den besten.
    """,
    )
    c.code("""
    PuzzleSet(shipped("sweep"), lang="{LANG}")
    """)
    # -- 10. an experiment ----------------------------------------------------------------------
    c.md(
        """
    ## 10. Does it pay to play first?

    The player to the dealer's right plays first, and the dealer plays last, so the dealer often
    makes the last capture and takes the rest of the table. The dealer changes with each deal, though.
    How often does the player who played first in the first deal win the whole game? Two bots play
    300 games, with and without points for sweeps.
    """,
        """
    ## 10. Lohnt es sich, zuerst zu spielen?

    Wer rechts vom Geber sitzt, spielt zuerst, und der Geber spielt zuletzt; er fängt daher oft als
    Letzter und bekommt den Rest des Tisches. Das Geben wechselt aber jede Runde. Wie oft gewinnt,
    wer in der ersten Runde zuerst gespielt hat, das ganze Spiel? Zwei Bots spielen 300 Spiele, mit
    und ohne Punkte für Sweeps.
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
    above the chart says whether the difference is more than chance.
    """,
        """
    Ein Balken nahe der gestrichelten Linie heißt: Über ein ganzes Spiel spielt der erste Platz
    kaum eine Rolle; die Antwort über dem Diagramm sagt, ob der Unterschied mehr als Zufall ist.
    """,
    )
    # -- 11. the table --------------------------------------------------------------------------
    c.md(
        """
    ## 11. Your turn: a game against the bot

    Now play yourself. You are Anna; Ben is a bot that plays by rules of thumb. **Touch the card**
    from your hand you want to play, then the table cards it should capture; the cards that still
    fit light up. As soon as your pick is a legal move, the green button under the table shows it:
    press it to **confirm**. To trail, touch the card and press *Trail*, which needs no table card.
    Ben answers at once, and each of his moves is explained in words.
    The score is always above the table: every player's points, the deal, and how the game is won. This game is short: 3 deals. When a deal is over, a box under the table shows how it was scored; *Learn from your mistakes* turns your weaker moves of that deal into exercises at the same table, and *Next deal* deals again. When the game is over, *New game* starts another.
    """,
        """
    ## 11. Jetzt du: ein Spiel gegen den Bot

    Jetzt spielst du selbst. Du bist Anna; Ben ist ein Bot, der nach Faustregeln spielt. **Tippe die
    Karte** auf deiner Hand an, die du spielen willst, dann die Tischkarten, die sie fangen soll; die
    Karten, die noch passen, leuchten auf. Sobald deine Auswahl ein erlaubter Zug ist, zeigt ihn der
    grüne Knopf unter dem Tisch: Drück ihn, um den Zug zu **bestätigen**. Zum Anlegen tippst du die
    Karte an und drückst *Anlegen*; dafür brauchst du keine Tischkarte. Ben antwortet sofort, und
    jeder seiner Züge wird in Worten erklärt.
    Über dem Tisch steht immer der Spielstand: die Punkte aller, die Runde und wie man gewinnt. Dieses Spiel ist kurz: 3 Runden. Ist eine Runde vorbei, zeigt ein Kasten unter dem Tisch, wie sie gezählt wurde; *Aus Fehlern lernen* macht aus deinen schwächeren Zügen dieser Runde Aufgaben am selben Tisch, und *Nächste Runde* gibt neu. Ist das Spiel zu Ende, fängt *Neues Spiel* ein weiteres an.
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
