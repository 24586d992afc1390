"""01_swoop: Swoop from zero."""
from _cells import TABLE_TAGS, Cells

NAME = "01_swoop"


def cells(lang):
    c = Cells(lang)
    c.md("""
    # Swoop

    Swoop is a shedding game for 3 to 8 players: whoever gets rid of all their cards first wins the
    deal, and everybody else pays penalty points for what they still hold. It has one twist that
    turns the usual shedding game upside down: you play cards that are **equal to or lower than**
    the top card of the pile. Play something higher and you must first take the whole pile.

    This notebook teaches the game step by step. Every example is a live replay: press ▶ (or the
    arrow keys) to step through it, and read the explanation under the cards. Run the cells from
    top to bottom (**Shift+Enter**).
    """, """
    # Swoop

    Swoop ist ein Ablegespiel für 3 bis 8 Personen: Wer zuerst alle Karten losgeworden ist,
    gewinnt die Runde, und alle anderen bekommen Strafpunkte für die Karten, die sie noch haben.
    Eine Besonderheit stellt das übliche Ablegespiel auf den Kopf: Du legst Karten, die **gleich hoch oder
    niedriger** sind als die oberste Karte des Ablagestapels. Legst du etwas Höheres, musst du vorher
    den ganzen Stapel aufnehmen.

    Dieses Notebook bringt dir das Spiel Schritt für Schritt bei. Jedes Beispiel ist eine
    interaktive Wiederholung: Mit ▶ (oder den Pfeiltasten) gehst du Zug für Zug weiter, unter den Karten steht
    die Erklärung. Führe die Zellen von oben nach unten aus (**Umschalt+Enter**).
    """)
    c.code('''
    import cardlab
    from cardlab.widgets import Replay

    PLAYERS = ["Anna", "Ben", "Carla"]


    def position(hands, pile=(), to_move=0, up=None, down=None, moves=(), plays_since_swoop=0,
             **options):
        """A Swoop record that starts from a set-up position instead of a fresh deal.

        hands: the hand of each seat; up/down: the four face-up and mystery slots of each seat
        (None = empty); pile: the discard pile, bottom card first; plays_since_swoop: plays
        since the last swoop (for the dead-deal rule); options: rule options."""
        n = len(hands)
        start = {"starter": 0, "hands": hands,
                 "up": up or [[None] * 4 for _ in range(n)],
                 "down": down or [[None] * 4 for _ in range(n)],
                 "aside": [], "pile": list(pile), "out": [], "to_move": to_move,
                 "plays_since_swoop": plays_since_swoop}
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "swoop", "rules": options,
            "players": PLAYERS[:n], "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Print every move of the record with cardlab's explanation."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>12}  {cardlab.explain(step.events, lang, record.players)}")
    ''', '''
    import cardlab
    from cardlab.widgets import Replay

    PLAYERS = ["Anna", "Ben", "Carla"]


    def position(hands, pile=(), to_move=0, up=None, down=None, moves=(), plays_since_swoop=0,
             **options):
        """Eine Swoop-Aufzeichnung, die mit einer vorgegebenen Stellung beginnt.

        hands: die Handkarten jedes Platzes; up/down: die vier offenen Karten und Geheimkarten
        jedes Platzes (None = leer); pile: der Ablagestapel, unterste Karte zuerst;
        plays_since_swoop: Züge seit dem letzten Fegen (für die tote Runde);
        options: Regeloptionen."""
        n = len(hands)
        start = {"starter": 0, "hands": hands,
                 "up": up or [[None] * 4 for _ in range(n)],
                 "down": down or [[None] * 4 for _ in range(n)],
                 "aside": [], "pile": list(pile), "out": [], "to_move": to_move,
                 "plays_since_swoop": plays_since_swoop}
        return cardlab.Record.from_json({
            "format": "cardlab-record/1", "game": "swoop", "rules": options,
            "players": PLAYERS[:n], "deals": [{"start": start, "moves": list(moves)}]})


    def walk(record, lang="{LANG}"):
        """Gibt jeden Zug der Aufzeichnung mit cardlabs Erklärung aus."""
        for step in record.replay():
            if step.move is not None:
                print(f"{step.move:>12}  {cardlab.explain(step.events, lang, record.players)}")
    ''')
    c.md("""
    The two helpers above are all the set-up we need: `position(...)` writes a game record (the
    format of [docs/format.md](../../docs/format.md)) that starts from a position we choose, and
    `walk(...)` prints what each move did. Cards are written rank + suit: `6C` is the six of clubs,
    `QH` the queen of hearts, `10S` the ten of spades, `X` a joker.

    ## 1. The cards and their order

    Swoop is played with two to four ordinary 52-card decks, jokers included (2 decks for 3-4
    players, 3 for 5-6, 4 for 7-8), so the same card can turn up more than once. Suits never
    matter. From low to high the ranks are

    **A 2 3 4 5 6 7 8 9 J Q K**

    The ace is the *lowest* card. 10s and jokers are missing from that line on purpose: they have
    no rank at all. They are the swoop cards, and we meet them in section 4.

    ## 2. The deal

    Everyone takes 19 cards without looking at them. Four go face down in a row: the **mystery
    cards**. Four more go face up, one on each mystery card. The other 11 are your hand. The cards
    that are left over are set aside for the deal.

    A fresh deal looks like this (here dealt by the computer; in the replay you see every card,
    which of course nobody at a real table does):
    """, """
    Mit den beiden Hilfsfunktionen oben ist alles vorbereitet: `position(...)` schreibt
    eine Spielaufzeichnung (im Format aus [docs/format.md](../../docs/format.md)), die mit einer
    Stellung unserer Wahl beginnt, und `walk(...)` schreibt auf, was jeder Zug bewirkt hat. Karten
    werden als Rang + Farbe geschrieben: `6C` ist die Kreuz-6, `QH` die Herz-Dame (Q = Queen),
    `10S` die Pik-10, `X` ein Joker. Angezeigt werden sie mit deutschen Namen.

    ## 1. Die Karten und ihre Rangfolge

    Gespielt wird mit zwei bis vier normalen Kartenspielen zu 52 Karten samt Jokern (2 Spiele für
    3-4 Personen, 3 für 5-6, 4 für 7-8); dieselbe Karte kann also mehrmals vorkommen. Die Farben
    spielen nie eine Rolle. Von niedrig nach hoch lauten die Ränge

    **A 2 3 4 5 6 7 8 9 B D K**

    Das Ass ist die *niedrigste* Karte. 10er und Joker fehlen in dieser Reihe mit Absicht: Sie haben
    gar keinen Rang. Sie sind die besonderen Swoop-Karten, die wir in Abschnitt 4 kennenlernen.

    ## 2. Das Austeilen

    Jede Person nimmt 19 Karten, ohne sie anzusehen. Vier davon kommen verdeckt in eine Reihe: die
    **Geheimkarten**. Vier weitere kommen offen darauf, je eine auf jede Geheimkarte. Die übrigen
    11 sind die Handkarten. Die übrig gebliebenen Karten werden für diese Runde beiseitegelegt.

    So sieht eine frisch ausgeteilte Runde aus (hier hat der Computer gegeben; in der Wiederholung
    siehst du alle Karten, was am echten Tisch natürlich niemand kann):
    """)
    c.code('''
    from cardlab.play import play_game

    game = play_game("swoop", players=PLAYERS, seed=4, max_deals=1)
    Replay(game, lang="{LANG}")
    ''')
    c.md("""
    Who starts? Before the first deal each player draws one of the set-aside cards, and the
    highest rank begins (a tie draws again, and a 10 or a joker is put back and redrawn). The
    replay shows that draw at its first step. After that the start moves one seat to the left
    every deal, and play always goes to the left.

    Try `seat=0` in the cell above: the replay then shows only what the first player sees. The
    other players' hands and all mystery cards stay hidden (cardlab does not even send them to the
    browser).

    ## 3. A turn: equal or lower goes on, higher picks up

    On your turn you play **one to four cards of the same rank**, from your hand, from your face-up
    cards, or from both. Then:

    * cards **equal to or lower than** the top card go on top of the pile;
    * cards **higher** than the top card make you pick up the whole pile into your hand first; your
      cards then start a new pile;
    * on an **empty** pile your cards simply start it.

    Here is the first example of the rules: a 9 is on top. Anna lays two 6s on it. Ben holds
    nothing of 6 or lower (and no 10 or joker), so whatever he plays is higher. He plays his queen,
    which means he first takes the pile, and the queen starts a new one.
    """, """
    Wer fängt an? Vor der ersten Runde zieht jede Person eine der beiseitegelegten Karten; der
    höchste Rang beginnt (bei Gleichstand wird neu gezogen, eine 10 oder ein Joker wird
    zurückgelegt und neu gezogen). Die Wiederholung zeigt dieses Ziehen im ersten Schritt. In jeder
    weiteren Runde beginnt die Person links von der, die zuletzt begonnen hat, und gespielt wird
    immer nach links (im Uhrzeigersinn).

    Probiere `seat=0` in der Zelle oben: Dann zeigt die Wiederholung nur, was die erste Person
    sieht. Die Hände der anderen und alle Geheimkarten bleiben verdeckt (cardlab schickt sie gar
    nicht erst an den Browser).

    ## 3. Ein Zug: Gleich oder niedriger kommt drauf, höher heißt aufnehmen

    Wenn du dran bist, legst du **eine bis vier Karten gleichen Werts**, von der Hand, von deinen
    offenen Karten oder von beiden. Dann gilt:

    * Karten, die **gleich hoch oder niedriger** sind als die oberste Karte, kommen oben auf den
      Ablagestapel;
    * bei **höheren** Karten nimmst du zuerst den ganzen Ablagestapel auf die Hand; deine Karten
      beginnen dann einen neuen Stapel;
    * ist der Stapel **leer**, beginnen deine Karten einfach einen neuen.

    Das erste Beispiel der Regeln: Oben liegt eine 9. Anna legt zwei 6er darauf. Ben hat nichts,
    was 6 oder niedriger ist (und keine 10, keinen Joker), also ist alles, was er legen kann, höher.
    Er legt seine Dame: Erst nimmt er den Stapel auf, dann beginnt die Dame einen neuen.
    """)
    c.code('''
    nine = position(hands=[["6C", "6D", "KS"], ["QH", "8C", "9D"], ["2C", "3C"]],
                    pile=["4H", "9S"], moves=["6C 6D", "QH"])
    walk(nine)
    Replay(nine, lang="{LANG}")
    ''')
    c.md("""
    Ask cardlab what Ben could have played instead. `legal_moves` lists every legal play, and every
    one of them is higher than the 6s, so every one picks up:
    """, """
    Frag cardlab, was Ben sonst hätte legen können. `legal_moves` zählt jeden erlaubten Zug auf, und
    jeder davon ist höher als die 6er, nimmt also den Stapel auf:
    """)
    c.code('''
    swoop = cardlab.get_game("swoop")
    before_ben = nine.state_at(deal=1, at=1).state      # after Anna's move
    [str(m) for m in swoop.legal_moves(before_ben)]
    ''', '''
    swoop = cardlab.get_game("swoop")
    vor_ben = nine.state_at(deal=1, at=1).state      # nach Annas Zug
    [str(m) for m in swoop.legal_moves(vor_ben)]
    ''')
    c.md("""
    ## 4. Swooping: the pile goes away

    To **swoop** is to sweep the whole pile out of the deal, face down. The player who swooped
    plays again at once. There are two ways:

    1. **Four of a kind on top.** When the top four cards of the pile share a rank, the pile goes.
       You can play all four yourself, or complete what is already lying there (two 8s on two 8s).
    2. **A 10 or a joker.** These can be played on anything, always alone, and always swoop: the
       pile and the 10 (or joker) leave the deal.

    There may never be more than four cards of one rank on top. In the rules' example three 8s lie
    on top and Anna holds two 8s: she may add only one. It swoops, and in her extra turn she can play
    the second 8 (or anything else).
    """, """
    ## 4. Fegen: Der Stapel kommt weg

    **Fegen** heißt, den ganzen Ablagestapel verdeckt aus der Runde zu nehmen. Wer gefegt hat, ist
    sofort noch einmal dran. Es gibt zwei Wege:

    1. **Vier Gleiche oben.** Haben die obersten vier Karten denselben Wert, wird gefegt. Du kannst
       alle vier selbst legen oder ergänzen, was schon oben liegt (zwei 8er auf zwei 8er).
    2. **Eine 10 oder ein Joker.** Sie dürfen auf alles gelegt werden, immer allein, und fegen
       immer: Der Stapel und die 10 (oder der Joker) sind aus der Runde.

    Mehr als vier gleiche Karten dürfen nie oben liegen. Im Beispiel der Regeln liegen oben drei
    8er, und Anna hat zwei 8er: Sie darf nur eine dazulegen. Damit fegt sie und darf in ihrem
    Extrazug die zweite 8 legen (oder etwas ganz anderes).
    """)
    c.code('''
    eights = position(hands=[["8C", "8D", "4S"], ["2C"], ["3C"]],
                      pile=["9C", "8H", "8S", "8H"], moves=["8D", "8C"])
    walk(eights)
    Replay(eights, lang="{LANG}")
    ''')
    c.md("""
    The same position as a puzzle: choose your play in the widget and press the check button.
    """, """
    Dieselbe Stellung als Rätsel: Wähle im Widget deinen Zug und lass ihn prüfen.
    """)
    c.code(PUZZLE_EXAMPLE.replace("ID", "swoop-three-eights"))
    c.md("""
    Both 8s at once are refused, and cardlab says why:
    """, """
    Beide 8er auf einmal werden abgelehnt, und cardlab sagt, warum:
    """)
    c.code('''
    start = eights.state_at(deal=1, at=0).state
    try:
        swoop.apply(start, "8C 8D")
    except cardlab.IllegalMove as why:
        print(why.message("{LANG}", PLAYERS))
    ''')
    c.md("""
    A 10 or a joker swoops whatever lies on top. Here Anna clears a pile with a 10, plays again,
    and then throws her joker on Ben's card:
    """, """
    Eine 10 oder ein Joker fegt, egal was oben liegt. Hier fegt Anna einen Stapel mit einer 10 weg,
    ist noch einmal dran und wirft später ihren Joker auf Bens Karte:
    """)
    c.code('''
    tens = position(hands=[["10H", "X", "KC", "5D"], ["2C", "4C"], ["3C", "4D"]],
                    pile=["2H", "3S"], moves=["10H", "KC", "2C", "3C", "X"])
    walk(tens)
    Replay(tens, lang="{LANG}")
    ''')
    c.md("""
    ### Four higher cards, and swoop after swoop

    Four cards of a rank *higher* than the top card first pick up the pile, as every higher play
    does, and then swoop at once, because they lie four of a kind on the new pile. Your extra turn
    may then use the cards you just picked up, so one turn can chain several swoops.

    The rules' big example: the pile is Q Q 9 9 9 7 with the 7 on top, and Carla holds
    K K K K Q Q 9 7 5. Her four kings are higher than the 7: she picks up the six cards and swoops
    with the kings. Now she holds four queens and four 9s: two more swoops. Finally she lays her
    two 7s as a new pile, and her turn ends.
    """, """
    ### Vier höhere Karten und mehrmals hintereinander fegen

    Vier gleiche Karten, die *höher* sind als die oberste Karte, nehmen zuerst den Stapel auf, wie
    jeder höhere Zug, und fegen dann sofort, weil sie als vier Gleiche auf dem neuen Stapel
    liegen. Im Extrazug darfst du auch die gerade aufgenommenen Karten verwenden; so kann ein
    einziger Zug mehrmals fegen.

    Das große Beispiel der Regeln: Der Ablagestapel besteht aus D D 9 9 9 7, die 7 liegt oben, und
    Carla hat K K K K D D 9 7 5. Ihre vier Könige sind höher als die 7: Sie nimmt die sechs Karten
    auf und fegt mit den Königen. Jetzt hat sie vier Damen und vier 9er und fegt noch zweimal. Zum Schluss
    legt sie ihre zwei 7er als neuen Stapel, und ihr Zug ist vorbei.
    """)
    c.code('''
    carla = position(
        hands=[["2C"], ["3C"], ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"]],
        pile=["QH", "QS", "9D", "9H", "9S", "7D"], to_move=2,
        moves=["KC KD KH KS", "QC QD QH QS", "9C 9D 9H 9S", "7C 7D"])
    walk(carla)
    Replay(carla, lang="{LANG}")
    ''')
    c.md("""
    ## 5. Face-up cards and mystery cards

    Your four face-up cards can be played like hand cards. cardlab names them by their slot:
    `QH@u2` is the queen of hearts lying face up in slot 2. The slot matters, because a face-up
    card covers the mystery card of the same slot.

    A **mystery card** may be played once the face-up card above it has gone, and only to *begin*
    a play (your normal turn or an extra turn after a swoop). You turn it up and it is played,
    whatever it is: a 10 or a joker swoops at once; any other card is played by the usual rules,
    and you may add cards of the same rank from your hand or your face-up cards. Higher than the
    top card? Then you pick up first, as always.

    cardlab writes that as two moves by the same player: `d1` turns up mystery slot 1, and the next
    move names the cards added to it, or `none`. Here Anna plays her face-up 7 from slot 1, which
    frees the mystery card under it; Ben plays a 5, Carla a higher 9 (she picks up); then Anna turns
    up the mystery card (a 7) and adds the 7 from her hand: both go on the 9.
    """, """
    ## 5. Offene Karten und Geheimkarten

    Deine vier offenen Karten kannst du wie Handkarten legen. cardlab nennt sie nach ihrem Platz:
    `QH@u2` ist die Herz-Dame, die offen auf Platz 2 liegt. Der Platz ist wichtig, denn jede offene
    Karte liegt auf der Geheimkarte desselben Platzes.

    Eine **Geheimkarte** darfst du spielen, sobald die offene Karte darauf weg ist, und nur als
    *erste* Karte eines Zugs (deines normalen Zugs oder eines Extrazugs nach dem Fegen). Du deckst
    sie auf, und sie wird gelegt, egal was sie ist: Eine 10 oder ein Joker fegt sofort; jede andere
    Karte gilt nach den üblichen Regeln, und du darfst Karten gleichen Werts von der Hand oder von
    deinen offenen Karten dazulegen. Ist sie höher als die oberste Karte, nimmst du wie immer zuerst
    den Stapel auf.

    cardlab schreibt das als zwei Züge derselben Person: `d1` deckt die Geheimkarte auf Platz 1
    auf, der nächste Zug nennt die dazugelegten Karten oder `none` (keine). Hier legt Anna ihre
    offene 7 von Platz 1 und gibt damit die Geheimkarte darunter frei; Ben legt eine 5, Carla eine
    höhere 9 (sie nimmt den Stapel auf); dann deckt Anna die Geheimkarte auf (eine 7) und legt die 7
    von ihrer Hand dazu: Beide kommen auf die 9.
    """)
    c.code('''
    mystery = position(
        hands=[["7C", "KD"], ["8C", "5D", "2S"], ["9C", "9D", "3S"]],
        up=[["7H", None, None, None], [None] * 4, [None] * 4],
        down=[["7S", None, None, None], [None] * 4, [None] * 4],
        pile=["9H"], moves=["7H@u1", "5D", "9C", "d1", "7C"])
    walk(mystery)
    Replay(mystery, lang="{LANG}")
    ''')
    c.md("""
    ## 6. Going out and counting points

    The first player with no cards left at all (hand, face-up *and* mystery) has **gone out** and
    wins the deal, even when the last play was a swoop. Everyone else scores penalty points for
    every card still held:

    | card | points |
    |---|---|
    | A | 1 |
    | 2 to 9 | face value |
    | J, Q, K | 10 |
    | 10, joker | 50 |

    In the rules' example Anna goes out while Ben still holds an ace, a 7, a king and a joker:
    1 + 7 + 10 + 50 = **68** points for Ben.
    """, """
    ## 6. Rausgehen und Punkte zählen

    Wer als Erstes überhaupt keine Karten mehr hat (keine Handkarten, keine offenen *und* keine
    Geheimkarten), ist **rausgegangen** und gewinnt die Runde, auch wenn der letzte Zug ein Fegen
    war. Alle anderen bekommen Strafpunkte für jede Karte, die sie noch haben:

    | Karte | Punkte |
    |---|---|
    | A | 1 |
    | 2 bis 9 | Nennwert |
    | B, D, K | 10 |
    | 10, Joker | 50 |

    Im Beispiel der Regeln geht Anna raus, während Ben noch ein Ass, eine 7, einen König und einen
    Joker hat: 1 + 7 + 10 + 50 = **68** Punkte für Ben.
    """)
    c.code('''
    ben = position(hands=[["5C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]],
                   pile=["9C"], moves=["5C"])
    walk(ben)
    ben.check().deals[0]
    ''')
    c.code('''
    Replay(ben, lang="{LANG}")
    ''')
    c.md("""
    The points of every deal are added up. In cardlab's default rules the game ends after the deal
    in which somebody reaches **200**, and the lowest total wins.

    ## 7. Where the rules leave a choice, and how to switch

    The two rule texts cardlab teaches (a detailed German one and a short English one) do not
    agree on everything, and both leave some questions open. cardlab plays both as **presets**:

    | | `house` (default, the short English rules) | `published` (the detailed German rules) |
    |---|---|---|
    | the game ends after the deal in which a total reaches | 200 | 500 |
    | dead deal | 200 plays in a row without a swoop end the deal: no winner, everyone scores | no limit |
    | tie for the lowest total | the tied players share the win | play another deal |

    Where the texts are silent, cardlab had to pick a reading. The rules leave these open;
    cardlab's defaults are:

    * a 10 or a joker is always played **alone**;
    * after a mystery card is turned up, a second move always says which cards go with it, even
      when `none` is the only choice;
    * only **one** mystery card per play;
    * going out wins even when the last play swooped, and even when it is the play that would have
      made the deal dead;
    * for the dead-deal count every play without a swoop counts one (a mystery card and the cards
      added to it are one play), and a swoop sets the count back to 0;
    * **every** card still held scores, hand and table alike. The English text says the published
      rules score only the hand; the option `score_table_cards=False` plays it that way.

    Rules are chosen with `cardlab.rules(game, preset, **options)`, and a record carries them in its
    `rules` field:
    """, """
    Die Punkte jeder Runde werden zusammengezählt. In cardlabs Standardregeln endet das Spiel nach
    der Runde, in der jemand **200** erreicht, und die niedrigste Summe gewinnt.

    ## 7. Wo die Regeln offen sind, und wie man umschaltet

    Die beiden Regeltexte, die cardlab zugrunde liegen (ausführliche deutsche Regeln und eine kurze
    englische Fassung), sind sich nicht in allem einig, und beide lassen Fragen offen. cardlab
    bietet beide als **Voreinstellung** (preset) an:

    | | `house` (Standard, die kurzen englischen Regeln) | `published` (die ausführlichen deutschen Regeln) |
    |---|---|---|
    | das Spiel endet nach der Runde, in der eine Summe erreicht | 200 | 500 |
    | tote Runde | 200 Züge hintereinander ohne Fegen beenden die Runde: niemand gewinnt, alle zählen | keine Grenze |
    | Gleichstand bei der niedrigsten Summe | wer gleichauf liegt, teilt sich den Sieg | noch eine Runde |

    Wo die Texte schweigen, musste cardlab sich für eine Lesart entscheiden. Die Regeln lassen
    diese Punkte offen; cardlab entscheidet standardmäßig so:

    * eine 10 oder ein Joker wird immer **allein** gelegt;
    * nach dem Aufdecken einer Geheimkarte sagt immer ein zweiter Zug, welche Karten dazukommen,
      auch wenn `none` die einzige Wahl ist;
    * nur **eine** Geheimkarte pro Zug;
    * wer rausgeht, gewinnt, auch wenn der letzte Zug gefegt hat, und auch dann, wenn genau dieser
      Zug die Runde sonst zur toten Runde gemacht hätte;
    * für die tote Runde zählt jeder Zug ohne Fegen einfach (eine Geheimkarte mit den dazugelegten
      Karten ist ein Zug), und Fegen setzt die Zählung auf 0 zurück;
    * **jede** Karte, die man noch hat, zählt, auf der Hand wie auf dem Tisch. Laut dem englischen
      Text zählen die veröffentlichten Regeln nur die Handkarten; mit der Option
      `score_table_cards=False` spielt man es so.

    Regeln wählt man mit `cardlab.rules(spiel, preset, **optionen)`; eine Aufzeichnung trägt sie in
    ihrem Feld `rules`:
    """)
    c.code('''
    print(cardlab.rules("swoop"))
    print(cardlab.rules("swoop", "published"))
    print(cardlab.rules("swoop", "published", score_table_cards=False).values)
    ''')
    c.md("""
    Every option, with its default, as the engine defines it:
    """, """
    Alle Optionen mit ihrem Standardwert, so wie die Spiel-Engine sie festlegt:
    """)
    c.code('''
    from cardlab.explain import option_text

    for name, option in swoop.OPTIONS.items():
        print(f"{name:18} {option.default!r:8} {option_text('swoop', name, '{LANG}')}")
    ''')
    c.md("""
    A dead deal, played out: the pile has gone 199 plays without a swoop, and Anna's play is the
    200th. Under the `house` rules the deal ends there; under `published` it goes on.
    """, """
    Eine tote Runde zum Nachspielen: Seit 199 Zügen hat niemand gefegt, und Annas Zug ist der
    zweihundertste.
    Nach den `house`-Regeln endet die Runde hier; nach `published` geht sie weiter.
    """)
    c.code('''
    for preset in ("house", "published"):
        rec = position(hands=[["4C", "KS"], ["AH", "7S"], ["2C", "2D"]], pile=["9C"], moves=["4C"],
                       plays_since_swoop=199, preset=preset)
        walk(rec)
        print(f"  {preset}: deal over? {rec.state_at().state.over}")
    ''', '''
    for preset in ("house", "published"):
        rec = position(hands=[["4C", "KS"], ["AH", "7S"], ["2C", "2D"]], pile=["9C"], moves=["4C"],
                       plays_since_swoop=199, preset=preset)
        walk(rec)
        print(f"  {preset}: Runde vorbei? {rec.state_at().state.over}")
    ''')
    c.md("""
    The same position scored under the two readings: when Anna goes out, Carla still holds a king
    in her hand and a 9 face up on the table.
    """, """
    Dieselbe Stellung unter beiden Lesarten gezählt: Als Anna rausgeht, hat Carla noch einen König
    auf der Hand und eine offene 9 auf dem Tisch.
    """)
    c.code('''
    for table_scores in (True, False):
        rec = position(hands=[["5C"], ["2C"], ["KH"]], up=[[None] * 4, [None] * 4, ["9D", None, None, None]],
                       pile=["9C"], moves=["5C"], score_table_cards=table_scores)
        print(f"score_table_cards={table_scores}: points {rec.check().deals[0]['points']}")
    ''', '''
    for table_scores in (True, False):
        rec = position(hands=[["5C"], ["2C"], ["KH"]], up=[[None] * 4, [None] * 4, ["9D", None, None, None]],
                       pile=["9C"], moves=["5C"], score_table_cards=table_scores)
        print(f"score_table_cards={table_scores}: Punkte {rec.check().deals[0]['points']}")
    ''')
    c.md("""
    ## 8. Variants

    The detailed rules list variants to agree on before playing. Each is an option:

    * `simple_scoring=True`: A to 9 score 5, J Q K 10, 10s and jokers 20;
    * `cards_per_player=20`: 12 cards in the hand instead of 11;
    * `table_cards="mystery_only"` (only the four mystery cards on the table) or `"none"` (hand
      cards only);
    * `only_jokers_swoop=True`: 10s become ordinary cards between 9 and J, worth 10 points;
    * `big_swoop=True`: any run of four *or more* of a rank on top swoops, so a play may make five.

    With `only_jokers_swoop` a 10 is just a card between 9 and J:
    """, """
    ## 8. Varianten

    Die ausführlichen Regeln nennen Varianten, auf die man sich vor dem Spiel einigt. Jede ist eine
    Option:

    * `simple_scoring=True`: A bis 9 zählen 5, B D K 10, 10er und Joker 20;
    * `cards_per_player=20`: 12 Handkarten statt 11;
    * `table_cards="mystery_only"` (nur die vier Geheimkarten auf dem Tisch) oder `"none"` (nur
      Handkarten);
    * `only_jokers_swoop=True`: 10er sind normale Karten zwischen 9 und B und zählen 10 Punkte;
    * `big_swoop=True`: Vier *oder mehr* gleiche Karten oben auf dem Stapel fegen; nach einem Zug
      dürfen also auch fünf gleiche Karten oben liegen.

    Mit `only_jokers_swoop` ist eine 10 einfach eine Karte zwischen 9 und B:
    """)
    c.code('''
    plain_ten = position(hands=[["10H", "4C"], ["JC", "2D"], ["3C", "3D"]], pile=["9S"],
                         moves=["10H", "JC"], only_jokers_swoop=True)
    walk(plain_ten)
    ''')
    c.md("""
    ## 9. Puzzles to try

    What would you play? The puzzles below (easy `*` to hard `***`) start with the examples of the
    rules. Choose a move in the widget and check it: cardlab judges every answer by trying all legal
    moves, and explains the best one. Hints are there if you get stuck.
    """, """
    ## 9. Rätsel zum Ausprobieren

    Was würdest du legen? Die Rätsel unten (leicht `*` bis schwer `***`) beginnen mit den
    Beispielen der Regeln. Wähle im Widget einen Zug und lass ihn prüfen: cardlab bewertet jede
    Antwort, indem es alle erlaubten Züge durchprobiert, und erklärt den besten. Wenn du nicht
    weiterkommst, helfen die Tipps.
    """)
    c.code(PUZZLES.replace("GAME", "swoop"))
    c.md("""
    ## 10. Does it pay to start?

    A question players ask: how often does the player who starts also win the game? Let cardlab
    play many whole games between bots (`cardlab.simulate`) and count. The bots here play at
    random, so the numbers tell us about the game's structure rather than about skill.
    """, """
    ## 10. Lohnt es sich anzufangen?

    Eine Frage, die sich viele beim Spielen stellen: Wie oft gewinnt, wer anfängt, am Ende auch das
    Spiel? Lassen wir cardlab viele ganze Spiele zwischen Bots spielen (`cardlab.simulate`) und
    zählen. Die Bots
    spielen hier zufällig; die Zahlen sagen also etwas über den Aufbau des Spiels, nicht über
    Können.
    """)
    c.code(SIM_SWOOP[lang])
    c.code(PLOT_SWOOP[lang], tags=["lite-skip"])
    c.md("""
    Compare each bar with the dashed line, the share every player would have if starting did not
    matter. With 150 games per bar a difference of a few points can be chance: raise `games=` for a
    sharper answer, or pass an option (`starter_wins(3, big_swoop=True)`) and compare.
    """, """
    Vergleiche jeden Balken mit der gestrichelten Linie: So oft würde jede Person gewinnen, wenn der
    Beginn keine Rolle spielte. Bei 150 Spielen pro Balken kann ein Unterschied von wenigen
    Prozentpunkten Zufall sein: Erhöhe `games=` für eine genauere Antwort, oder gib eine Option mit
    (`starter_wins(3, big_swoop=True)`) und vergleiche.
    """)
    c.md("""
    ## 11. Your turn: a game against the bots

    Now play yourself. You are Anna; Ben and Carla are bots that play by rules of thumb.
    **Touch a card** in your hand or among your face-up cards to pick it, and touch more cards of
    the same rank to play them together; the cards that still fit light up. As soon as your pick
    is a legal move, a button under the table shows it: press it to **confirm**. The bots answer
    at once, and each of their moves is explained in words. When a deal is over, *Next deal*
    starts the next one. For new cards run the cell again with another `seed=`.
    """, """
    ## 11. Jetzt du: ein Spiel gegen die Bots

    Jetzt spielst du selbst. Du bist Anna; Ben und Carla sind Bots, die nach Faustregeln spielen.
    **Tippe eine Karte an**, auf der Hand oder unter deinen offenen Karten, um sie auszuwählen, und
    tippe weitere Karten desselben Werts an, um sie gemeinsam zu legen; die Karten, die noch
    passen, leuchten auf. Sobald deine Auswahl ein erlaubter Zug ist, zeigt ihn ein Knopf unter dem
    Tisch: Drück ihn, um den Zug zu **bestätigen**. Die Bots antworten sofort, und jeder ihrer Züge
    wird in Worten erklärt. Ist eine Runde vorbei, startet der Knopf *Nächste Runde* die nächste.
    Für neue Karten führe die Zelle mit einem anderen `seed=` noch einmal aus.
    """)
    c.code('''
    from cardlab.widgets import Table

    Table("swoop", seat=0, bots=["heuristic", "heuristic"], players=PLAYERS, lang="{LANG}", seed=1)
    ''', tags=TABLE_TAGS)
    c.md("""
    **Next:** [02_sweep](02_sweep.ipynb), a fishing game with captures and sums.
    """, """
    **Weiter:** [02_sweep](02_sweep.ipynb), ein Angelspiel mit Fängen und Summen.
    """)
    return c.out


PUZZLES = '''
from cardlab.puzzles import shipped
from cardlab.widgets import PuzzleSet

puzzles = shipped("GAME")
for p in puzzles:
    print(f"{p.id:32} {'*' * p.difficulty:4} {p.text('title', '{LANG}')}")
PuzzleSet(puzzles, lang="{LANG}")
'''

PUZZLE_EXAMPLE = '''
from cardlab.widgets import Puzzle

example = Puzzle("ID", lang="{LANG}")
print(example.puzzle.text("question", "{LANG}"))
example
'''

SIM_SWOOP = {
    "en": '''
from cardlab.simulation import simulate

def starter_wins(players, games=150, **options):
    """Play whole games between random bots; the share won by the player who started."""
    rows = simulate("swoop", rules=options, players=players, games=games, seed=1,
                    progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {n: starter_wins(n) for n in (3, 4, 5)}
for n, s in share.items():
    print(f"{n} players: the starting player wins {s:.0%} of the games (fair share {1 / n:.0%})")
''',
    "de": '''
from cardlab.simulation import simulate

def starter_wins(players, games=150, **options):
    """Zufalls-Bots spielen ganze Spiele; der Anteil der Spiele, die gewinnt, wer angefangen hat."""
    rows = simulate("swoop", rules=options, players=players, games=games, seed=1,
                    progress=False)
    return sum(row["starting_seat"] in row["winners"] for row in rows) / games

share = {n: starter_wins(n) for n in (3, 4, 5)}
for n, s in share.items():
    print(f"{n} Personen: Wer anfängt, gewinnt {s:.0%} der Spiele (gerechter Anteil {1 / n:.0%})")
'''}

PLOT_SWOOP = {
    "en": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(5, 3))
ns = list(share)
ax.bar([str(n) for n in ns], [share[n] for n in ns], label="the starting player wins")
ax.plot([str(n) for n in ns], [1 / n for n in ns], "k--", marker="o", label="fair share")
ax.set_xlabel("players")
ax.set_ylabel("share of games")
ax.legend()
plt.show()
''',
    "de": '''
import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(5, 3))
ns = list(share)
ax.bar([str(n) for n in ns], [share[n] for n in ns], label="wer beginnt, gewinnt")
ax.plot([str(n) for n in ns], [1 / n for n in ns], "k--", marker="o", label="gerechter Anteil")
ax.set_xlabel("Personen")
ax.set_ylabel("Anteil der Spiele")
ax.legend()
plt.show()
'''}
