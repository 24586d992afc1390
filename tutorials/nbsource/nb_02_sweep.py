"""02_sweep: Sweep from zero."""
from _cells import TABLE_TAGS, Cells
from nb_01_swoop import PUZZLE_EXAMPLE, PUZZLES

NAME = "02_sweep"


def cells(lang):
    c = Cells(lang)
    c.md("""
    # Sweep

    Sweep is a fishing game from Sri Lanka for 2 to 4 players, a cousin of the Indian Seep and the
    Italian Cassino. You play one card at a time and *fish* cards off the table with it: cards of
    the same rank, or groups of number cards that add up to your card. Clearing the whole table is a
    **sweep** and earns a point. Rounds are played until a side has 10 points.

    Run the cells from top to bottom (**Shift+Enter**); every example is a replay you can step
    through.
    """, """
    # Sweep

    Sweep ist ein Angelspiel aus Sri Lanka für 2 bis 4 Personen, verwandt mit dem indischen Seep und
    dem italienischen Cassino. Du spielst jeweils eine Karte und *fängst* damit Karten vom Tisch:
    Karten desselben Rangs oder Gruppen von Zahlenkarten, die zusammen den Wert deiner Karte ergeben.
    Wer den Tisch ganz abräumt, macht einen **Sweep** und bekommt dafür einen Punkt. Gespielt wird
    Runde um Runde, bis eine Seite 10 Punkte hat.

    Führe die Zellen von oben nach unten aus (**Umschalt+Enter**); jedes Beispiel ist eine
    Wiederholung, durch die du Zug für Zug gehen kannst.
    """)
    c.code('''
    import cardlab
    from cardlab.widgets import Replay

    sweep = cardlab.get_game("sweep")


    def table(hands, table, moves=(), to_move=0, players=("Anna", "Ben", "Carla", "David"),
              stock=(), **options):
        """A Sweep record that starts from a set-up position: the hands of each seat, the
        table cards, then the moves; options are rule options."""
        n = len(hands)
        start = {"dealer": (to_move - 1) % n, "hands": hands, "table": list(table),
                 "stock": list(stock), "to_move": to_move, "captured": [[] for _ in range(n)],
                 "sweeps": [0] * n, "last_capture": None}
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "sweep", "rules": options,
            "players": list(players[:n]), "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Print every move of the record with cardlab's explanation."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>22}  {cardlab.explain(step.events, lang, record.players)}")


    def moves_of(record, at=0):
        """The legal moves after the first `at` moves."""
        return [str(m) for m in sweep.legal_moves(record.state_at(deal=1, at=at).state)]
    ''', '''
    import cardlab
    from cardlab.widgets import Replay

    sweep = cardlab.get_game("sweep")


    def table(hands, table, moves=(), to_move=0, players=("Anna", "Ben", "Carla", "David"),
              stock=(), **options):
        """Eine Sweep-Aufzeichnung, die mit einer vorgegebenen Stellung beginnt: die Handkarten
        jedes Platzes, die Tischkarten, dann die Züge; options sind Regeloptionen."""
        n = len(hands)
        start = {"dealer": (to_move - 1) % n, "hands": hands, "table": list(table),
                 "stock": list(stock), "to_move": to_move, "captured": [[] for _ in range(n)],
                 "sweeps": [0] * n, "last_capture": None}
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "sweep", "rules": options,
            "players": list(players[:n]), "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Gibt jeden Zug der Aufzeichnung mit cardlabs Erklärung aus."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>22}  {cardlab.explain(step.events, lang, record.players)}")


    def moves_of(record, at=0):
        """Die erlaubten Züge nach den ersten `at` Zügen."""
        return [str(m) for m in sweep.legal_moves(record.state_at(deal=1, at=at).state)]
    ''')
    c.md("""
    ## 1. Cards, values and the deal

    One ordinary deck of 52 cards, no jokers. For fishing, every card has a value: A 1, 2 to 10 as
    printed, J 11, Q 12, K 13.

    Each player gets 4 cards, and 4 more go face up in the middle: the **table cards**. (If three
    or four of them are face cards, J Q K, those go back into the deck, it is shuffled, and the
    table is filled up to four again, so a round does not start with a table hardly anyone can fish
    from.) The rest of the deck is
    the stock. Whenever every hand is empty, each player gets 4 more cards from the stock, but the
    table gets no new cards, until the stock is used up.

    Play goes **counterclockwise**: the next player is the one to your right. The player to the
    dealer's right starts. Here is a whole round between two bots:
    """, """
    ## 1. Karten, Werte und das Austeilen

    Ein normales Kartenspiel mit 52 Karten, ohne Joker. Zum Fangen hat jede Karte einen Wert: A 1,
    2 bis 10 ihren Nennwert, B 11, D 12, K 13.

    Jede Person bekommt 4 Karten, und 4 weitere kommen offen in die Mitte: die **Tischkarten**.
    (Sind drei oder vier davon Bildkarten, B D K, kommen diese zurück zu den übrigen Karten, die
    neu gemischt werden, und der Tisch wird wieder auf vier aufgefüllt; so beginnt keine Runde mit
    einem Tisch, von dem kaum jemand etwas fangen kann.) Die restlichen Karten sind der Talon.
    Sobald alle Hände leer sind, bekommt jede Person 4 neue Karten aus dem Talon, der Tisch aber
    keine, bis der Talon aufgebraucht ist.

    Gespielt wird **gegen den Uhrzeigersinn**: Als Nächstes ist die Person rechts von dir dran. Es
    beginnt, wer rechts vom Geber sitzt. Hier siehst du eine ganze Runde zwischen zwei Bots:
    """)
    c.code('''
    from cardlab.play import play_game

    game = play_game("sweep", players=["Anna", "Ben"], seed=3, max_deals=1)
    Replay(game, lang="{LANG}")
    ''')
    c.md("""
    ## 2. A turn: capture or trail

    On your turn you play **exactly one card** from your hand. Either it captures cards from the
    table, and your card and the captured cards go face down onto your own pile of captures, or it
    **trails**: it stays face up on the table as one more table card. Trailing is always allowed,
    even when you could capture.

    ### Capturing by match

    A card captures table cards of **the same rank**. A match takes *every* card of that rank on
    the table, not just one:
    """, """
    ## 2. Ein Zug: fangen oder anlegen

    Wenn du dran bist, spielst du **genau eine Karte** von der Hand. Entweder fängt sie Karten vom
    Tisch, dann kommen deine Karte und die gefangenen Karten verdeckt auf deinen Fangstapel, oder du
    **legst sie an**: Sie bleibt offen auf dem Tisch liegen, als eine Tischkarte mehr. Anlegen ist
    immer erlaubt, auch wenn du fangen könntest.

    ### Fangen durch Übereinstimmung

    Eine Karte fängt Tischkarten **desselben Rangs**. Dabei nimmt sie *alle* Karten dieses Rangs vom
    Tisch, nicht nur eine:
    """)
    c.code('''
    fives = table(hands=[["5S", "KD"], ["2C", "JH"]], table=["5C", "5H", "8D"], moves=["5S x 5C 5H"])
    walk(fives)
    Replay(fives, lang="{LANG}")
    ''')
    c.md("""
    ### Capturing by sum

    A number card (A to 10) can also capture **two or more number cards whose values add up to
    its own**. The rules' examples: a 9 captures a 6 and a 3 together, or a 5, a 3 and an ace.
    """, """
    ### Fangen durch Summierung

    Eine Zahlenkarte (A bis 10) fängt auch **zwei oder mehr Zahlenkarten, deren Werte zusammen ihren
    eigenen Wert ergeben**. Die Beispiele der Regeln: Eine 9 fängt eine 6 und eine 3 zusammen, oder
    eine 5, eine 3 und ein Ass.
    """)
    c.code('''
    six_three = table(hands=[["9H", "2D"], ["4C", "JH"]], table=["6C", "3D", "KH"],
                      moves=["9H x 6C+3D"])
    walk(six_three)
    Replay(six_three, lang="{LANG}")
    ''')
    c.code('''
    five_three_ace = table(hands=[["9C", "2D"], ["4C", "JH"]], table=["5H", "3S", "AC", "8D"],
                           moves=["9C x 5H+3S+AC"])
    walk(five_three_ace)
    Replay(five_three_ace, lang="{LANG}")
    ''')
    c.md("""
    In cardlab's notation the captured groups follow `x`, and the cards of one sum group are joined
    by `+`.

    ### Several groups at once

    One card may take several groups in the same move, as long as each group is worth the card:
    a match and sums together. The rules' example: a 9 takes a 9 and the pair 6+3.
    """, """
    In cardlabs Schreibweise folgen die gefangenen Gruppen nach `x`, und die Karten einer
    Summengruppe werden mit `+` verbunden.

    ### Mehrere Gruppen auf einmal

    Eine Karte darf im selben Zug mehrere Gruppen fangen, solange jede Gruppe den Wert der Karte
    hat: Übereinstimmung und Summen zusammen. Das Beispiel der Regeln: Eine 9 fängt eine 9 und das
    Paar 6+3.
    """)
    c.code('''
    nine_and_sum = table(hands=[["9H", "2D"], ["4C", "JH"]], table=["9S", "6C", "3D", "4H"],
                         moves=["9H x 9S 6C+3D"])
    walk(nine_and_sum)
    Replay(nine_and_sum, lang="{LANG}")
    ''')
    c.md("""
    Try it yourself as a puzzle: what should the 9 take?
    """, """
    Probier es selbst als Rätsel: Was sollte die 9 fangen?
    """)
    c.code(PUZZLE_EXAMPLE.replace("ID", "sweep-nine-match-and-sum"))
    c.md("""
    Which captures did the 9 have there? cardlab lists every legal move. Two captures are the same
    move when they take the same cards, so each set of cards appears once:
    """, """
    Welche Fänge hatte die 9 dort? cardlab zählt jeden erlaubten Zug auf. Zwei Fänge sind derselbe
    Zug, wenn sie dieselben Karten nehmen; jede Kartenmenge erscheint also nur einmal:
    """)
    c.code('''
    moves_of(nine_and_sum)
    ''')
    c.md("""
    ### Face cards only match

    J, Q and K never count in a sum, and a face card captures only by match. A jack here cannot
    take the 5 and the 6, even though 5 + 6 = 11:
    """, """
    ### Bildkarten fangen nur ihresgleichen

    B, D und K zählen nie in einer Summe, und eine Bildkarte fängt nur durch Übereinstimmung. Ein
    Bube kann hier die 5 und die 6 nicht fangen, obwohl 5 + 6 = 11 ist:
    """)
    c.code('''
    jack = table(hands=[["JS", "KD"], ["2C", "JH"]], table=["5C", "6H", "8D"])
    moves_of(jack)
    ''')
    c.md("""
    ## 3. The sweep

    A capture that leaves the table **empty** is a sweep and is worth 1 point at once. The last
    card of a round can sweep too.
    """, """
    ## 3. Der Sweep: den Tisch abräumen

    Ein Fang, nach dem der Tisch **leer** ist, ist ein Sweep und bringt sofort 1 Punkt. Auch mit
    der letzten Karte einer Runde kann man einen Sweep machen.
    """)
    c.code('''
    swept = table(hands=[["10S", "4D"], ["2C", "JH"]], table=["7C", "3H"],
                  moves=["10S x 7C+3H", "2C"])
    walk(swept)
    Replay(swept, lang="{LANG}")
    ''')
    c.md("""
    ## 4. The end of a round

    When the stock is empty and every hand has been played out, the round ends. Whoever made the
    **last capture** also takes all cards still lying on the table. That is not a sweep. Then the
    captured cards are counted:

    * 1 point for the **card majority**: more than half of the cards, 27 of 52;
    * 1 point for the **spade majority**: 7 of the 13 spades;
    * 1 point for the **ace of spades**;
    * 1 point for each **sweep**.

    A tie gives nobody the point. With four players the partners facing each other (seats 0 and 2,
    1 and 3) pool their captures.

    Below, Anna captures with her 9 (a sweep), Ben trails the last card of the round, and Anna takes
    it as the last capturer:
    """, """
    ## 4. Das Ende einer Runde

    Ist der Talon leer und sind alle Hände ausgespielt, endet die Runde. Wer **zuletzt gefangen**
    hat, bekommt auch alle Karten, die noch auf dem Tisch liegen. Das ist kein Sweep. Dann werden
    die gefangenen Karten gezählt:

    * 1 Punkt für die **Kartenmehrheit**: mehr als die Hälfte der Karten, 27 von 52;
    * 1 Punkt für die **Pik-Mehrheit**: 7 der 13 Pik;
    * 1 Punkt für das **Pik-Ass**;
    * 1 Punkt für jeden **Sweep**.

    Bei Gleichstand bekommt niemand den Punkt. Zu viert legen die Partner, die einander gegenüber
    sitzen (Plätze 0 und 2, 1 und 3), ihre Fangstapel zusammen.

    Unten fängt Anna mit ihrer 9 (ein Sweep), Ben legt die letzte Karte der Runde an, und Anna
    bekommt sie, weil sie zuletzt gefangen hat:
    """)
    c.code('''
    last = table(hands=[["9S"], ["2C"]], table=["3C", "6H"], moves=["9S x 3C+6H", "2C"])
    walk(last)
    last.check().deals[0]
    ''')
    c.md("""
    The majorities count the cards *in play*: a round set up from a position, like this one, holds
    only a few cards, so 2 of 3 is already a majority. A full round deals all 52.

    ## 5. Where the rules leave a choice, and how to switch

    The rule text is silent on several points, so cardlab had to pick a reading. The rules leave
    these open; cardlab's defaults are:

    * **Majority** means strictly more than half of the cards (or spades) in play. With three
      players nobody may reach it, and then nobody gets the point. The option `majority="most"`
      gives the point to a side with more than every other side instead.
    * **The last capture** takes the rest of the table; if nobody captured at all, the rest
      belongs to nobody.
    * **The match** ends after the round in which a side reaches 10 (`target_score`). If several
      sides reach it in the same round, the higher total wins; a tie at the top plays another round.
    * **Partnerships** are the default with four players (`partnerships=False` lets everyone play
      alone); with two or three players everyone plays for themselves.
    * **Building** is an optional house rule and is off (`building=True` switches it on, below).
    * The first dealer is drawn, and the deal passes to the right after each round.
    """, """
    Die Mehrheiten zählen die Karten *im Spiel*: Eine Runde, die wie diese mit einer vorgegebenen
    Stellung beginnt, enthält nur wenige Karten, also sind schon 2 von 3 eine Mehrheit. In einer
    vollen Runde sind es alle 52.

    ## 5. Wo die Regeln offen sind, und wie man umschaltet

    Der Regeltext lässt einige Punkte offen. cardlab entscheidet standardmäßig so:

    * **Mehrheit** heißt: mehr als die Hälfte der Karten (oder Pik) im Spiel; genau die Hälfte
      reicht nicht. Zu dritt kann es sein, dass niemand sie erreicht; dann bekommt niemand den
      Punkt. Mit der Option
      `majority="most"` bekommt stattdessen eine Seite den Punkt, die mehr hat als jede andere.
    * **Der letzte Fang** nimmt den Rest des Tisches; hat niemand gefangen, gehört der Rest
      niemandem.
    * **Das Match** endet nach der Runde, in der eine Seite 10 erreicht (`target_score`). Erreichen
      mehrere Seiten das Ziel in derselben Runde, gewinnt die höhere Summe; bei Gleichstand an der
      Spitze wird noch eine Runde gespielt.
    * **Partnerschaften** gelten zu viert standardmäßig (`partnerships=False` lässt alle allein
      spielen); zu zweit und zu dritt spielt jede Person für sich.
    * **Bauen** ist eine freiwillige Hausregel und ausgeschaltet (`building=True` schaltet es ein,
      siehe unten).
    * Der erste Geber wird gezogen, und das Geben geht nach jeder Runde nach rechts weiter.
    """)
    c.code('''
    from cardlab.explain import option_text

    for name, option in sweep.OPTIONS.items():
        print(f"{name:17} {option.default!r:7} {option_text('sweep', name, '{LANG}')}")
    ''')
    c.md("""
    Three players and 10 cards in play. Anna and Ben capture 3 cards each; Carla captures 3 and, as
    the last to capture, also gets the ace left on the table: 4 of 10. That is not more than half, so
    by default nobody gets the card point; with `majority="most"` Carla gets it, because she has
    more than each of the others. (Anna's point in both is the spade majority: the 9♠ is the only
    spade in play.)
    """, """
    Drei Personen und 10 Karten im Spiel. Anna und Ben fangen je 3 Karten; Carla fängt 3 und bekommt,
    weil sie als Letzte gefangen hat, auch das Ass, das noch auf dem Tisch liegt: 4 von 10. Das ist nicht
    mehr als die Hälfte, also bekommt standardmäßig niemand den Punkt für die Kartenmehrheit; mit
    `majority="most"` bekommt ihn Carla, weil sie mehr hat als jede der anderen. (Annas Punkt ist in
    beiden Fällen die Pik-Mehrheit: Die 9♠ ist das einzige Pik im Spiel.)
    """)
    c.code('''
    hands = [["9S"], ["8H"], ["6D"]]
    on_table = ["AC", "2C", "3H", "4H", "5D", "2D", "7C"]
    moves = ["9S x 2C+7C", "8H x 3H+5D", "6D x 4H+2D"]
    for majority in ("half", "most"):
        rec = table(hands, on_table, moves, majority=majority)
        print(f"majority={majority!r}: points {rec.check().deals[0]['points']}")
    ''', '''
    hands = [["9S"], ["8H"], ["6D"]]
    on_table = ["AC", "2C", "3H", "4H", "5D", "2D", "7C"]
    moves = ["9S x 2C+7C", "8H x 3H+5D", "6D x 4H+2D"]
    for majority in ("half", "most"):
        rec = table(hands, on_table, moves, majority=majority)
        print(f"majority={majority!r}: Punkte {rec.check().deals[0]['points']}")
    ''')
    c.md("""
    ## 6. Variants

    * `no_sweep_points=True`: sweeps score nothing, for a calmer family game;
    * `eight_card_deal=True`: 8 cards each at the start and no more deals;
    * `double_spade_ace=True`: the ace of spades scores 2 when it is taken in a sweep;
    * `building=True`: instead of capturing, you lay your number card on table number cards to
      form a **build** worth their total, which only a card of that value captures later, and only
      whole. You must hold such a card yourself, and while your build is open you may not trail.
    """, """
    ## 6. Varianten

    * `no_sweep_points=True`: Sweeps zählen nichts, für ein ruhigeres Familienspiel;
    * `eight_card_deal=True`: 8 Karten für jede Person am Anfang und kein weiteres Austeilen;
    * `double_spade_ace=True`: Das Pik-Ass zählt 2, wenn es mit einem Sweep gefangen wird;
    * `building=True`: Statt zu fangen, legst du deine Zahlenkarte auf Zahlenkarten vom Tisch und
      bildest so eine **Baugruppe**, die so viel wert ist wie ihre Karten zusammen; später kann sie
      nur mit einer Karte dieses Werts gefangen werden, und nur als Ganzes. Du musst selbst eine solche Karte haben, und solange deine
      Baugruppe offen liegt, darfst du nicht anlegen.
    """)
    c.code('''
    build = table(hands=[["5H", "9C"], ["2C", "JH"]], table=["4C", "8D"],
                  moves=["5H b 4C", "2C", "9C x 5H+4C"], building=True)
    walk(build)
    Replay(build, lang="{LANG}")
    ''')
    c.md("""
    ## 7. Puzzles to try

    What would you play? Choose a move in the widget and check it; cardlab tries every legal move
    and explains the best one.
    """, """
    ## 7. Rätsel zum Ausprobieren

    Was würdest du spielen? Wähle im Widget einen Zug und lass ihn prüfen; cardlab probiert jeden
    erlaubten Zug durch und erklärt den besten.
    """)
    c.code(PUZZLES.replace("GAME", "sweep"))
    c.md("""
    ## 8. Does it pay to play first?

    The player to the dealer's right plays first, and the dealer plays last, so the dealer often
    makes the last capture and takes the rest of the table. The deal passes on each round, though.
    How often does the player who played first in the first round win the whole match? Two bots
    play many matches (`cardlab.simulate`), with and without sweep points.
    """, """
    ## 8. Lohnt es sich, zuerst zu spielen?

    Wer rechts vom Geber sitzt, spielt zuerst, und der Geber spielt zuletzt; er fängt daher oft
    als Letzter und bekommt den Rest des Tisches. Das Geben wechselt aber jede Runde. Wie oft
    gewinnt, wer in der ersten Runde zuerst gespielt hat, das ganze Match? Zwei Bots spielen viele
    Matches (`cardlab.simulate`), mit und ohne Punkte für Sweeps.
    """)
    c.code(SIM_SWEEP[lang])
    c.code(PLOT_SWEEP[lang], tags=["lite-skip"])
    c.md("""
    A bar near the dashed line means the first seat hardly matters over a whole match; with 300
    matches per bar, a few points either way can be chance. Try `first_player_wins(eight_card_deal=True)`.
    """, """
    Ein Balken nahe der gestrichelten Linie heißt: Über ein ganzes Match spielt der erste Platz
    kaum eine Rolle; bei 300 Matches pro Balken können ein paar Prozentpunkte hin oder her Zufall
    sein.
    Probiere `first_player_wins(eight_card_deal=True)`.
    """)
    c.md("""
    ## 9. Your turn: a game against the bot

    Now play yourself. You are Anna; Ben is a bot that plays by rules of thumb. **Touch the card**
    from your hand you want to play, then the table cards it should capture; the cards that still
    fit light up. As soon as your pick is a legal move, a button under the table shows it: press
    it to **confirm**. To trail, touch the card and press *Trail*, which needs no table card. Ben
    answers at once, and each of his moves is explained in words. When a deal is over, *Next deal*
    starts the next one. For new cards run the cell again with another `seed=`.
    """, """
    ## 9. Jetzt du: ein Spiel gegen den Bot

    Jetzt spielst du selbst. Du bist Anna; Ben ist ein Bot, der nach Faustregeln spielt. **Tippe
    die Karte** auf deiner Hand an, die du spielen willst, dann die Tischkarten, die sie fangen
    soll; die Karten, die noch passen, leuchten auf. Sobald deine Auswahl ein erlaubter Zug ist,
    zeigt ihn ein Knopf unter dem Tisch: Drück ihn, um den Zug zu **bestätigen**. Zum Anlegen
    tippst du die Karte an und drückst *Anlegen*; dafür brauchst du keine Tischkarte. Ben antwortet
    sofort, und jeder seiner Züge wird in Worten erklärt. Ist eine Runde vorbei, startet der Knopf
    *Nächste Runde* die nächste. Für neue Karten führe die Zelle mit einem anderen `seed=` noch
    einmal aus.
    """)
    c.code('''
    from cardlab.widgets import Table

    Table("sweep", seat=0, bots=["heuristic"], players=["Anna", "Ben"], lang="{LANG}", seed=2)
    ''', tags=TABLE_TAGS)
    c.md("""
    **Next:** [03_schwimmen](03_schwimmen.ipynb), a game of swapping and knocking.
    """, """
    **Weiter:** [03_schwimmen](03_schwimmen.ipynb), ein Spiel mit Tauschen und Klopfen.
    """)
    return c.out


SIM_SWEEP = {
    "en": '''
from cardlab.simulation import simulate

def first_player_wins(games=300, **options):
    """Two random bots play whole matches; the share won by the player who played first."""
    rows = simulate("sweep", rules=options, players=2, games=games, seed=1, progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {"default": first_player_wins(),
         "no_sweep_points": first_player_wins(no_sweep_points=True)}
for rules, s in share.items():
    print(f"{rules:16} the first player wins {s:.0%} of the matches")
''',
    "de": '''
from cardlab.simulation import simulate

def first_player_wins(games=300, **options):
    """Zwei Zufalls-Bots spielen ganze Matches; der Anteil der Matches, die gewinnt, wer zuerst gespielt hat."""
    rows = simulate("sweep", rules=options, players=2, games=games, seed=1, progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {"default": first_player_wins(),
         "no_sweep_points": first_player_wins(no_sweep_points=True)}
for rules, s in share.items():
    print(f"{rules:16} wer zuerst spielt, gewinnt {s:.0%} der Matches")
'''}

PLOT_SWEEP = {
    "en": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(list(share), list(share.values()), color="tab:blue")
ax.axhline(0.5, color="k", linestyle="--", label="fair share")
ax.set_ylabel("matches won by the first player")
ax.legend()
plt.show()
''',
    "de": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(list(share), list(share.values()), color="tab:blue")
ax.axhline(0.5, color="k", linestyle="--", label="gerechter Anteil")
ax.set_ylabel("Anteil der Matches, die Platz 1 gewinnt")
ax.legend()
plt.show()
'''}
