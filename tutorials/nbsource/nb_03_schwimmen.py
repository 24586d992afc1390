"""03_schwimmen: Schwimmen (31) from zero."""
from _cells import TABLE_TAGS, Cells
from nb_01_swoop import PUZZLE_EXAMPLE, PUZZLES

NAME = "03_schwimmen"


def cells(lang):
    c = Cells(lang)
    c.md("""
    # Schwimmen (31)

    Schwimmen ("swimming"), also called 31, is a German game for 2 to 9 players with a 32-card
    Skat deck. You hold three cards and keep swapping with three open cards in the middle, trying
    to collect as many points as possible **in one suit**. The weakest hand at the end of a round
    loses one of three lives. Whoever runs out of lives first has to *swim*, and whoever is left
    last wins.

    Run the cells from top to bottom (**Shift+Enter**).
    """, """
    # Schwimmen (31)

    Schwimmen, auch 31 genannt, ist ein deutsches Kartenspiel für 2 bis 9 Personen mit einem
    Skatblatt zu 32 Karten. Du hast drei Karten auf der Hand und tauschst immer wieder mit drei
    offenen Karten in der Mitte, um möglichst viele Punkte **in einer Farbe** zu sammeln. Wer am Ende
    einer Runde das schwächste Blatt hat, verliert eines von drei Leben. Wer keine Leben mehr hat,
    muss *schwimmen*, und wer zum Schluss noch übrig ist, gewinnt.

    Führe die Zellen von oben nach unten aus (**Umschalt+Enter**).
    """)
    c.code('''
    import cardlab
    from cardlab.games.schwimmen import DECK, hand_value
    from cardlab.widgets import Replay

    schwimmen = cardlab.get_game("schwimmen")
    PLAYERS = ["Anna", "Ben", "Carla"]


    def rest(*groups):
        """The stock: every card of the 32-card deck not named in the groups."""
        used = {card for group in groups for card in (group or ())}
        return [card for card in DECK if card not in used]


    def middle(hands, middle, moves=(), to_move=0, **options):
        """A record that starts after the dealer's choice: the hands, the three middle cards,
        the seat to move (the dealer sits to its right), then the moves."""
        n = len(hands)
        start = {"dealer": (to_move - 1) % n, "hands": hands, "middle": middle,
                 "to_move": to_move, "stock": rest(*hands, middle)}
        return record(start, n, moves, options)


    def fresh(hands, stacks, dealer, moves=(), **options):
        """A record of a fresh deal: the dealer holds no hand yet (None) but two stacks."""
        start = {"dealer": dealer, "hands": hands, "stacks": stacks,
                 "stock": rest(*hands, *stacks)}
        return record(start, len(hands), moves, options)


    def record(start, n, moves, options):
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "schwimmen", "rules": options,
            "players": PLAYERS[:n], "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Print every move of the record with cardlab's explanation."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>11}  {cardlab.explain(step.events, lang, record.players)}")
    ''', '''
    import cardlab
    from cardlab.games.schwimmen import DECK, hand_value
    from cardlab.widgets import Replay

    schwimmen = cardlab.get_game("schwimmen")
    PLAYERS = ["Anna", "Ben", "Carla"]


    def rest(*groups):
        """Der Talon: alle Karten des Skatblatts, die in keiner der Gruppen vorkommen."""
        used = {card for group in groups for card in (group or ())}
        return [card for card in DECK if card not in used]


    def middle(hands, middle, moves=(), to_move=0, **options):
        """Eine Aufzeichnung, die nach der Wahl des Gebers beginnt: die Hände, die drei Karten
        in der Mitte, wer am Zug ist (der Geber sitzt rechts davon), dann die Züge."""
        n = len(hands)
        start = {"dealer": (to_move - 1) % n, "hands": hands, "middle": middle,
                 "to_move": to_move, "stock": rest(*hands, middle)}
        return record(start, n, moves, options)


    def fresh(hands, stacks, dealer, moves=(), **options):
        """Eine frisch gegebene Runde: Der Geber hat noch keine Hand (None), aber zwei Stapel."""
        start = {"dealer": dealer, "hands": hands, "stacks": stacks,
                 "stock": rest(*hands, *stacks)}
        return record(start, len(hands), moves, options)


    def record(start, n, moves, options):
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "schwimmen", "rules": options,
            "players": PLAYERS[:n], "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Gibt jeden Zug der Aufzeichnung mit cardlabs Erklärung aus."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>11}  {cardlab.explain(step.events, lang, record.players)}")
    ''')
    c.md("""
    ## 1. The cards and what a hand is worth

    The deck has 32 cards: 7 8 9 10 J Q K A in the four suits clubs, diamonds, hearts and spades.
    Cards count

    | card | points |
    |---|---|
    | 7, 8, 9, 10 | face value |
    | J, Q, K | 10 |
    | A | 11 |

    but only cards **of the same suit** are added up: a hand is worth its best suit. The king and
    the 8 of spades with the jack of hearts make 18 (the spades); with the jack of spades instead it
    is 28. Two special hands: three cards of one rank (three queens, say) count **30.5**, and three
    aces count **31**, the best hand there is.
    """, """
    ## 1. Die Karten und was eine Hand wert ist

    Das Skatblatt hat 32 Karten: 7 8 9 10 B D K A in den vier Farben Kreuz, Karo, Herz und Pik.
    Die Karten zählen

    | Karte | Punkte |
    |---|---|
    | 7, 8, 9, 10 | Nennwert |
    | B, D, K | 10 |
    | A | 11 |

    aber zusammengezählt werden nur Karten **derselben Farbe**: Eine Hand ist so viel wert wie ihre
    beste Farbe. Pik-König und Pik-8 mit dem Herz-Buben ergeben 18 (die beiden Pik); mit dem
    Pik-Buben stattdessen sind es 28. Zwei besondere Hände: Drei gleiche Karten (etwa drei Damen)
    zählen **30,5**, und drei Asse zählen **31**, die beste Hand überhaupt.
    """)
    c.code('''
    for hand in (["KS", "8S", "JH"], ["KS", "8S", "JS"], ["QC", "QD", "QH"], ["AC", "AD", "AH"],
                 ["7C", "9D", "QH"]):
        print(" ".join(cardlab.card_label(card, "{LANG}") for card in hand), "=", hand_value(hand))
    ''')
    c.md("""
    ## 2. The deal

    Every player gets three cards, except the dealer, who gets **two stacks** of three. The dealer
    looks at the first stack only and decides: **keep** it (the second stack goes face up into the
    middle) or put it face up in the middle and take the **second** stack, unseen. The rest of the
    deck is the stock. The player to the dealer's left begins, and play goes to the left.

    Here Carla deals. She looks at K♠ 8♠ J♥ (18), does not like it, and takes the second stack
    blind:
    """, """
    ## 2. Das Austeilen

    Jede Person bekommt drei Karten, außer dem Geber: Er bekommt **zwei Stapel** zu drei Karten.
    Der Geber sieht sich nur den ersten Stapel an und entscheidet: **behalten** (der zweite Stapel
    kommt offen in die Mitte) oder ihn offen in die Mitte legen und den **zweiten** Stapel nehmen,
    ohne ihn anzusehen. Die restlichen Karten sind der Talon. Es beginnt, wer links vom Geber sitzt, und gespielt
    wird nach links.

    Hier gibt Carla. Sie sieht sich K♠ 8♠ B♥ an (18), ist nicht zufrieden und nimmt blind den
    zweiten Stapel:
    """)
    c.code('''
    deal = fresh(hands=[["AC", "AD", "7H"], ["7C", "9D", "QH"], None],
                 stacks=[["KS", "8S", "JH"], ["QS", "10D", "8C"]], dealer=2,
                 moves=["second", "pass"])
    walk(deal)
    Replay(deal, lang="{LANG}")
    ''')
    c.md("""
    ## 3. A turn: swap, push or knock

    On your turn you do exactly one of these:

    * **swap one** of your cards for one card in the middle (`swap JH JS`: give the J♥, take the
      J♠);
    * **swap all** three of your cards for the three in the middle (`swap all`);
    * **push** (*schieben*): do nothing and pass the turn on (`pass`);
    * **knock** (`knock`): you are happy with your hand. Your cards are laid face up, you do not
      move again, and every other player gets exactly one more turn. Then the round ends.

    In the rules' example a hand of K♠ 8♠ J♥ is worth 18; swapping the J♥ for the J♠ makes it 28.
    Here Anna does just that, and knocks on her next turn:
    """, """
    ## 3. Ein Zug: tauschen, schieben oder klopfen

    Wenn du dran bist, machst du genau eines davon:

    * **eine Karte tauschen**: eine deiner Karten gegen eine aus der Mitte (`swap JH JS`: gib den
      B♥, nimm den B♠);
    * **alle tauschen**: deine drei Karten gegen die drei aus der Mitte (`swap all`);
    * **schieben**: nichts tun und den Zug weitergeben (`pass`);
    * **klopfen** (`knock`): Du bist mit deiner Hand zufrieden. Deine Karten kommen offen auf den
      Tisch, du bist nicht mehr dran, und alle anderen sind noch genau einmal dran. Dann endet die
      Runde.

    Im Beispiel der Regeln ist die Hand K♠ 8♠ B♥ 18 wert; tauscht man den B♥ gegen den B♠, sind es
    28. Genau das macht Anna hier, und im nächsten Zug klopft sie:
    """)
    c.code('''
    spades = middle(hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], ["8H", "10C", "AD"]],
                    middle=["JS", "7D", "9H"],
                    moves=["swap JH JS", "pass", "pass", "knock", "pass", "swap 10C 9H"])
    walk(spades)
    Replay(spades, lang="{LANG}")
    ''')
    c.md("""
    Your turn, as a puzzle: which card do you swap?
    """, """
    Jetzt du, als Rätsel: Welche Karte tauschst du?
    """)
    c.code(PUZZLE_EXAMPLE.replace("ID", "schwimmen-spades-28"))
    c.md("""
    ## 4. When everyone pushes

    If every player still in the round pushes in a row, the three middle cards leave the game and
    three new ones are turned up from the stock. Then play goes on.
    """, """
    ## 4. Wenn alle schieben

    Schieben alle, die noch in der Runde sind, hintereinander, kommen die drei Karten aus der Mitte
    aus dem Spiel, und drei neue werden vom Talon aufgedeckt. Dann geht es weiter.
    """)
    c.code('''
    pushing = middle(hands=[["KS", "8S", "JH"], ["7C", "9D", "QH"], ["8H", "10C", "AD"]],
                     middle=["JS", "7D", "9H"], moves=["pass", "pass", "pass"])
    walk(pushing)
    ''')
    c.md("""
    ## 5. 31 ends the round at once

    Whoever holds 31 lays the cards down immediately and the round is over: nobody moves again.
    That is checked right after the dealer's choice for every player, and after every swap for
    the player who swapped. Three aces count 31 as well. Here Carla keeps her first stack, so the
    second (with the A♥) goes into the middle, and Anna swaps her 7♥ for it:
    """, """
    ## 5. 31 beendet die Runde sofort

    Wer 31 hat, legt die Karten sofort hin, und die Runde ist vorbei: Niemand ist mehr dran. Das wird
    gleich nach der Wahl des Gebers für alle geprüft und nach jedem Tausch für die Person, die
    getauscht hat. Drei Asse zählen ebenfalls 31. Hier behält Carla ihren ersten Stapel, also kommt
    der zweite (mit dem A♥) in die Mitte, und Anna tauscht ihre 7♥ dagegen ein:
    """)
    c.code('''
    aces = fresh(hands=[["AC", "AD", "7H"], ["7C", "9D", "QH"], None],
                 stacks=[["KS", "8S", "JH"], ["AH", "10D", "8C"]], dealer=2,
                 moves=["keep", "swap 7H AH"])
    walk(aces)
    Replay(aces, lang="{LANG}")
    ''')
    c.md("""
    Three of a kind is strong but not unbeatable: three queens count 30.5. Ben collects them and
    knocks; nobody can beat him, and Carla loses a life:
    """, """
    Drei Gleiche sind stark, aber nicht unschlagbar: Drei Damen zählen 30,5. Ben sammelt sie und
    klopft; niemand kommt an ihn heran, und Carla verliert ein Leben:
    """)
    c.code('''
    queens = middle(hands=[["KS", "8S", "JH"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
                    middle=["QH", "7D", "9C"], to_move=1,
                    moves=["swap 7S QH", "pass", "pass", "knock", "pass", "pass"])
    walk(queens)
    Replay(queens, lang="{LANG}")
    ''')
    c.md("""
    ## 6. Lives, swimming and winning

    At the end of a round everyone shows their cards. The lowest hand loses a life; if several
    players tie for lowest, each of them loses one. Everyone starts with three lives. A player
    whose lives are used up is not out yet: they **swim**, on one last grace life. Losing once more
    puts them out of the game. The last player still in wins.

    `check()` shows what each round cost: `points` are the lives lost in that round, `totals` the
    lives left (0 means swimming, -1 out).
    """, """
    ## 6. Leben, Schwimmen und Gewinnen

    Am Ende einer Runde zeigen alle ihre Karten. Wer das niedrigste Blatt hat, verliert ein Leben;
    haben mehrere gleich wenig, verlieren sie alle eines. Alle beginnen mit drei Leben. Wer keine
    Leben mehr hat, ist noch nicht draußen, sondern **schwimmt** und hat damit ein letztes
    Gnadenleben. Wer dann noch einmal verliert, scheidet aus. Wer als letzte Person noch im Spiel
    ist, gewinnt.

    `check()` zeigt, was jede Runde gekostet hat: `points` sind die in dieser Runde verlorenen
    Leben, `totals` die verbleibenden Leben (0 heißt: schwimmt, -1: ausgeschieden).
    """)
    c.code('''
    queens.check().deals[0]
    ''')
    c.md("""
    A whole game between three bots, round after round, until only one player is left:
    """, """
    Ein ganzes Spiel zwischen drei Bots, Runde um Runde, bis nur noch eine Person übrig ist:
    """)
    c.code('''
    from cardlab.play import play_game

    game = play_game("schwimmen", players=PLAYERS, seed=2)
    summary = game.check()
    print(len(game.deals), "rounds; lives left after each:")
    for row in summary.deals:
        print(row["totals"])
    print("winner:", [game.players[s] for s in summary.winners])
    Replay(game, lang="{LANG}")
    ''', '''
    from cardlab.play import play_game

    game = play_game("schwimmen", players=PLAYERS, seed=2)
    summary = game.check()
    print(len(game.deals), "Runden; übrige Leben nach jeder Runde:")
    for row in summary.deals:
        print(row["totals"])
    print("Sieg:", [game.players[s] for s in summary.winners])
    Replay(game, lang="{LANG}")
    ''')
    c.md("""
    ## 7. Where the rules leave a choice, and how to switch

    The rule text is short, so cardlab had to settle some points. The rules leave these open;
    cardlab's defaults are:

    * **Knocking** is allowed only instead of swapping, not in the first round of turns (every
      player must have moved once), and only once per round. The knocker's cards lie face up from
      then on, for every player to see.
    * **31** is checked for everybody right after the dealer's choice, and for the mover after
      each swap; nobody is asked to move after that.
    * **All push** with fewer than three cards left in the stock: the middle cannot be renewed, so
      the round ends and is scored.
    * **Ties for lowest** all lose a life. If every remaining player would go out at once, they
      share the win.
    * **The deal** passes to the left each round, skipping players who are out.
    * **The 7-8-9 rule** is off (below).
    * **Hand values**: the option `scoring` chooses between `"suit_and_triples"` (the default:
      best suit, three of a kind 30.5, three aces 31), `"suit_only"` and `"suit_or_rank"`.
    """, """
    ## 7. Wo die Regeln offen sind, und wie man umschaltet

    Der Regeltext ist kurz, also musste cardlab einige Punkte festlegen. Die Regeln lassen diese
    Punkte offen; cardlab entscheidet standardmäßig so:

    * **Klopfen** darf man nur statt zu tauschen, nicht im ersten Durchgang (alle müssen schon
      einmal dran gewesen sein) und nur einmal pro Runde. Die Karten der Person, die geklopft hat,
      liegen ab dann offen, für alle sichtbar.
    * **31** wird gleich nach der Wahl des Gebers für alle geprüft und nach jedem Tausch für die
      Person, die getauscht hat; danach ist niemand mehr dran.
    * **Alle schieben**, aber im Talon sind weniger als drei Karten: Die Mitte kann nicht erneuert
      werden, also endet die Runde und wird gewertet.
    * **Gleichstand bei der niedrigsten Hand**: Alle Betroffenen verlieren ein Leben. Würden alle
      Übrigen auf einmal ausscheiden, teilen sie sich den Sieg.
    * **Das Geben** geht jede Runde nach links weiter; wer ausgeschieden ist, wird übersprungen.
    * **Die 7-8-9-Regel** ist ausgeschaltet (siehe unten).
    * **Handwerte**: Die Option `scoring` wählt zwischen `"suit_and_triples"` (Standard: beste
      Farbe, drei Gleiche 30,5, drei Asse 31), `"suit_only"` und `"suit_or_rank"`.
    """)
    c.code('''
    from cardlab.explain import option_text

    for name, option in schwimmen.OPTIONS.items():
        print(f"{name:17} {option.default!r:19} {option_text('schwimmen', name, '{LANG}')}")
    ''')
    c.md("""
    Knocking in the first round of turns is refused, and cardlab says why:
    """, """
    Klopfen im ersten Durchgang wird abgelehnt, und cardlab sagt, warum:
    """)
    c.code('''
    first_turn = spades.state_at(deal=1, at=0).state
    try:
        schwimmen.apply(first_turn, "knock")
    except cardlab.IllegalMove as why:
        print(why.message("{LANG}", PLAYERS))
    ''')
    c.md("""
    ## 8. The 7-8-9 rule

    A special rule some groups play: when the middle holds a 7, an 8 and a 9 (any suits), the
    player to move may first replace all three with new cards from the stock (`renew`) and then
    take a normal turn. Switch it on with `seven_eight_nine=True`:
    """, """
    ## 8. Die 7-8-9-Regel

    Eine Sonderregel, die manche spielen: Liegen in der Mitte eine 7, eine 8 und eine 9 (beliebige
    Farben), darf die Person am Zug sie zuerst durch drei neue Karten vom Talon ersetzen (`renew`)
    und ist dann ganz normal am Zug. Eingeschaltet wird sie mit `seven_eight_nine=True`:
    """)
    c.code('''
    renew = middle(hands=[["KS", "8S", "JH"], ["QC", "QD", "7S"], ["8H", "10C", "AD"]],
                   middle=["7D", "8C", "9H"], moves=["renew"], seven_eight_nine=True)
    walk(renew)
    print([str(m) for m in schwimmen.legal_moves(renew.state_at().state)])
    ''')
    c.md("""
    ## 9. Puzzles to try

    Swap, push or knock? Choose a move in the widget and check it; cardlab compares every legal
    move and explains the best one.
    """, """
    ## 9. Rätsel zum Ausprobieren

    Tauschen, schieben oder klopfen? Wähle im Widget einen Zug und lass ihn prüfen; cardlab
    vergleicht jeden erlaubten Zug und erklärt den besten.
    """)
    c.code(PUZZLES.replace("GAME", "schwimmen"))
    c.md("""
    ## 10. Does the first player have an edge?

    The player left of the dealer moves first; the dealer moves last but sees one stack before
    choosing. How often does the player who moved first in the first round win the whole game?
    Random bots play many games (`cardlab.simulate`) for 2 to 5 players, and we compare with the
    share everybody would have if the seat did not matter.
    """, """
    ## 10. Hat, wer anfängt, einen Vorteil?

    Wer links vom Geber sitzt, ist zuerst dran; der Geber ist zuletzt dran, sieht aber vor seiner
    Wahl einen Stapel. Wie oft gewinnt, wer in der ersten Runde angefangen hat, das ganze Spiel?
    Bots, die zufällig spielen, tragen viele Spiele aus (`cardlab.simulate`), mit 2 bis 5 Personen,
    und wir vergleichen mit dem Anteil, den alle hätten, wenn der Platz keine Rolle spielte.
    """)
    c.code(SIM_SCHWIMMEN[lang])
    c.code(PLOT_SCHWIMMEN[lang], tags=["lite-skip"])
    c.md("""
    Compare each bar with the dashed line. With 300 games per bar a few points either way can be
    chance; raise `games=` or switch on a variant (`starter_wins(3, seven_eight_nine=True)`) and
    compare.
    """, """
    Vergleiche jeden Balken mit der gestrichelten Linie. Bei 300 Spielen pro Balken können ein paar
    Prozentpunkte hin oder her Zufall sein; erhöhe `games=` oder schalte eine Variante ein
    (`starter_wins(3, seven_eight_nine=True)`) und vergleiche.
    """)
    c.md("""
    ## 11. Your turn: a game against the bots

    Now play yourself. You are Anna; Ben and Carla are bots that play by rules of thumb. To swap
    one card, **touch** the card in your hand you want to give and the card in the middle you want
    to take; a button under the table then shows the swap: press it to **confirm**. Moves that
    need no card have buttons of their own: swapping all three, pushing and knocking (and, when
    you deal, keeping the first stack or taking the second). The bots answer at once, and each of
    their moves is explained in words. When a round is over, *Next deal* starts the next one, until
    only one player is left. For new cards run the cell again with another `seed=`.
    """, """
    ## 11. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst. Du bist Anna; Ben und Carla sind Bots, die nach Faustregeln spielen.
    Um eine Karte zu tauschen, **tippst** du die Karte auf deiner Hand an, die du abgeben willst,
    und die Karte in der Mitte, die du nehmen willst; ein Knopf unter dem Tisch zeigt dann den
    Tausch: Drück ihn, um ihn zu **bestätigen**. Züge ohne Karte haben eigene Knöpfe: alle drei
    tauschen, schieben und klopfen (und als Geber den ersten Stapel behalten oder den zweiten
    nehmen). Die Bots antworten sofort, und jeder ihrer Züge wird in Worten erklärt. Ist eine Runde
    vorbei, startet der Knopf *Nächste Runde* die nächste, bis nur noch eine Person übrig ist. Für
    neue Karten führe die Zelle mit einem anderen `seed=` noch einmal aus.
    """)
    c.code('''
    from cardlab.widgets import Table

    Table("schwimmen", seat=0, bots=["heuristic", "heuristic"], players=PLAYERS, lang="{LANG}", seed=2)
    ''', tags=TABLE_TAGS)
    c.md("""
    **Next:** [04_teacher](04_teacher.ipynb), how to build a lesson from all this.
    """, """
    **Weiter:** [04_teacher](04_teacher.ipynb): Wie du daraus eine Unterrichtsstunde gestaltest.
    """)
    return c.out


SIM_SCHWIMMEN = {
    "en": '''
from cardlab.simulation import simulate

def starter_wins(players, games=300, **options):
    """Random bots play whole games; the share won by the player who moved first."""
    rows = simulate("schwimmen", rules=options, players=players, games=games, seed=1,
                    progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {n: starter_wins(n) for n in (2, 3, 4, 5)}
for n, s in share.items():
    print(f"{n} players: the first player wins {s:.0%} of the games (fair share {1 / n:.0%})")
''',
    "de": '''
from cardlab.simulation import simulate

def starter_wins(players, games=300, **options):
    """Zufalls-Bots spielen ganze Spiele; der Anteil der Spiele, die gewinnt, wer angefangen hat."""
    rows = simulate("schwimmen", rules=options, players=players, games=games, seed=1,
                    progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {n: starter_wins(n) for n in (2, 3, 4, 5)}
for n, s in share.items():
    print(f"{n} Personen: Wer anfängt, gewinnt {s:.0%} der Spiele (gerechter Anteil {1 / n:.0%})")
'''}

PLOT_SCHWIMMEN = {
    "en": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(5, 3))
ns = [str(n) for n in share]
ax.bar(ns, list(share.values()), label="the first player wins")
ax.plot(ns, [1 / n for n in share], "k--", marker="o", label="fair share")
ax.set_xlabel("players")
ax.set_ylabel("share of games")
ax.legend()
plt.show()
''',
    "de": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(5, 3))
ns = [str(n) for n in share]
ax.bar(ns, list(share.values()), label="wer anfängt, gewinnt")
ax.plot(ns, [1 / n for n in share], "k--", marker="o", label="gerechter Anteil")
ax.set_xlabel("Personen")
ax.set_ylabel("Anteil der Spiele")
ax.legend()
plt.show()
'''}
