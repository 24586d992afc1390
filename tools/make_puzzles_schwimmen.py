"""Write the shipped Schwimmen puzzles, ``cardlab/puzzles/data/schwimmen/<id>.json``.

    python tools/make_puzzles_schwimmen.py          # overwrites the shipped files of Schwimmen

Each position is written by hand; the stated solution is checked against the engine's judgement
before a file is written.  Texts are cardlab's own words.
"""

from __future__ import annotations

from pathlib import Path

from cardlab.games.schwimmen import DECK
from cardlab.puzzles.generate import make

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "cardlab" / "puzzles" / "data" / "schwimmen"  # the shipped puzzles
NAMES = ["Anna", "Ben", "Carla"]
FILL = ["7C", "8D", "10S", "9H", "JC", "7S", "8H", "QD", "9S", "KC", "10D", "7H"]


def position(hand, middle, turns=3, stock=6):
    """A three-player Schwimmen round: Anna (seat 0) to move with ``hand``; Carla deals; Ben
    and Carla hold filler cards; ``turns`` turns have been taken (3 or more: knocking allowed)."""
    used = set(hand) | set(middle)
    free = [c for c in FILL if c not in used] + [c for c in DECK if c not in used and c not in FILL]
    ben, carla, st = free[:3], free[3:6], free[6 : 6 + stock]
    return {
        "dealer": 2,
        "hands": [list(hand), ben, carla],
        "stock": st,
        "middle": list(middle),
        "to_move": 0,
        "lives": [3, 3, 3],
        "knocked": None,
        "passes": 0,
        "turns": turns,
        "discard": [],
    }


def T(en, de):
    return {"en": en, "de": de}


GOAL = {"goal": "best_value"}
PUZZLES = [
    dict(
        pid="schwimmen-spades-28",
        difficulty=1,
        source="rules/004, Ziel des Spiels",
        start=position(["KS", "8S", "JH"], ["JS", "7D", "9C"]),
        title=T("18 or 28", "18 oder 28"),
        question=T(
            "Your K♠ 8♠ J♥ are worth 18. What one move gives the best hand?",
            "Pik-König, Pik-8 und Herz-Bube auf deiner Hand sind 18 wert. Welcher Zug bringt die beste Hand?",
        ),
        solution={"moves": ["swap JH JS"], "score": 28},
        hints=[T("Only cards of one suit are added up.", "Zusammengezählt werden nur Karten einer Farbe.")],
        explanation=T(
            "Give the J♥ and take the J♠: three spades, 10 + 8 + 10 = 28. The J♥ counted "
            "for nothing beside two spades.",
            "Gib den Herz-Buben ab und nimm den Pik-Buben: drei Pik, 10 + 8 + 10 = 28. "
            "Neben zwei Pik zählte der Herz-Bube gar nichts.",
        ),
        tags=["schwimmen.values", "schwimmen.swap"],
    ),
    dict(
        pid="schwimmen-three-queens",
        difficulty=1,
        source="rules/004, Sonderwertungen",
        start=position(["QH", "QS", "9C"], ["QD", "7H", "8C"]),
        title=T("Three queens", "Drei Damen"),
        question=T(
            "You hold two queens. Which move gives you the most?",
            "Du hast zwei Damen. Welcher Zug bringt dir am meisten?",
        ),
        solution={"moves": ["swap 9C QD"], "score": 30.5},
        hints=[
            T(
                "Three cards of one rank have a value of their own.",
                "Drei Karten gleichen Rangs haben einen eigenen Wert.",
            )
        ],
        explanation=T(
            "Three queens of different suits count 30.5, more than any one suit could reach here.",
            "Drei Damen in verschiedenen Farben zählen 30,5, mehr als hier jede einzelne "
            "Farbe erreichen könnte.",
        ),
        tags=["schwimmen.triples", "schwimmen.swap"],
    ),
    dict(
        pid="schwimmen-swap-to-31",
        difficulty=1,
        start=position(["AH", "KH", "8C"], ["10H", "9D", "7S"]),
        title=T("Swap to 31", "Auf 31 tauschen"),
        question=T(
            "Ace and king of hearts are in your hand. Can you reach 31?",
            "Herz-Ass und Herz-König hast du schon. Kommst du auf 31?",
        ),
        solution={"moves": ["swap 8C 10H"], "score": 31},
        hints=[
            T(
                "A + K + a ten-point card of the same suit is 11 + 10 + 10.",
                "A + K + eine Zehnerkarte derselben Farbe sind 11 + 10 + 10.",
            )
        ],
        explanation=T(
            "The 10♥ joins ace and king of hearts: 31, the highest hand. It ends the deal at once.",
            "Die Herz-10 kommt zu Herz-Ass und Herz-König: 31, die höchste Hand. Die "
            "Runde ist damit sofort zu Ende.",
        ),
        tags=["schwimmen.thirty_one", "schwimmen.swap"],
    ),
    dict(
        pid="schwimmen-three-aces",
        difficulty=1,
        source="rules/004, Sonderwertungen",
        start=position(["AS", "AH", "9C"], ["AD", "KC", "7H"]),
        title=T("Three aces", "Drei Asse"),
        question=T(
            "Two aces in your hand, one in the middle. What is your best move?",
            "Zwei Asse auf der Hand, eins in der Mitte. Was ist dein bester Zug?",
        ),
        solution={"moves": ["swap 9C AD"], "score": 31},
        hints=[T("Three aces are not 30.5.", "Drei Asse sind nicht 30,5.")],
        explanation=T(
            "Three aces count 31, not 30.5 like other triples: the best hand there is, and "
            "the deal ends at once.",
            "Drei Asse zählen 31, nicht 30,5 wie drei andere gleiche Karten: die beste Hand "
            "überhaupt, und die Runde endet sofort.",
        ),
        tags=["schwimmen.triples", "schwimmen.thirty_one"],
    ),
    dict(
        pid="schwimmen-swap-all",
        difficulty=1,
        start=position(["7H", "8S", "9D"], ["JC", "KC", "9C"]),
        title=T("Take the whole middle", "Die ganze Mitte nehmen"),
        question=T(
            "Your hand is weak and the middle is all clubs. What do you do?",
            "Deine Hand ist schwach, und in der Mitte liegen nur Kreuz. Was tust du?",
        ),
        solution={"moves": ["swap all"], "score": 29},
        hints=[T("You may swap all three cards at once.", "Du darfst alle drei Karten auf einmal tauschen.")],
        explanation=T(
            "Swapping all three gives J♣ K♣ 9♣, worth 29. One card alone could not bring "
            "more than two clubs together.",
            "Alle drei tauschen bringt Kreuz-Bube, Kreuz-König und Kreuz-9, 29 wert. Mit "
            "einer einzigen Karte bekämst du höchstens zwei Kreuz zusammen.",
        ),
        tags=["schwimmen.swap_all"],
    ),
    dict(
        pid="schwimmen-keep-it",
        difficulty=2,
        start=position(["AC", "KC", "9C"], ["7H", "8D", "7S"]),
        title=T("Nothing to gain", "Nichts zu gewinnen"),
        question=T(
            "Your hand is worth 30. What keeps the most?",
            "Deine Hand ist 30 wert. Womit behältst du am meisten?",
        ),
        solution={"moves": ["pass", "knock"], "score": 30},
        hints=[
            T(
                "Every middle card would make your hand worse.",
                "Jede Karte aus der Mitte würde deine Hand schlechter machen.",
            )
        ],
        explanation=T(
            "No swap helps: you keep 30 by passing (schieben) or by knocking (klopfen); "
            "both are right here. Knocking ends the deal after one more turn each.",
            "Kein Tausch hilft: Du behältst 30, wenn du schiebst oder klopfst; beides "
            "ist hier richtig. Nach dem Klopfen ist jeder noch genau einmal dran.",
        ),
        tags=["schwimmen.pass", "schwimmen.knock"],
    ),
    dict(
        pid="schwimmen-triple-beats-suit",
        difficulty=2,
        start=position(["10H", "10S", "9H"], ["10C", "AH", "7D"]),
        title=T("30 or 30.5", "30 oder 30,5"),
        question=T(
            "The A♥ would give you 30 in hearts. Is there anything better?",
            "Mit dem Herz-Ass hättest du 30 in Herz. Gibt es etwas Besseres?",
        ),
        solution={"moves": ["swap 9H 10C"], "score": 30.5},
        hints=[
            T("Look at your ranks, not only at your suits.", "Schau auf die Werte, nicht nur auf die Farben.")
        ],
        explanation=T(
            "Three 10s count 30.5, half a point more than 10♥ 9♥ A♥ (30).",
            "Drei 10er zählen 30,5, einen halben Punkt mehr als Herz-10, Herz-9 und Herz-Ass (30).",
        ),
        tags=["schwimmen.triples", "schwimmen.values"],
    ),
    dict(
        pid="schwimmen-ace-is-eleven",
        difficulty=1,
        start=position(["KD", "7D", "8S"], ["AD", "QS", "9H"]),
        title=T("The ace counts 11", "Das Ass zählt 11"),
        question=T("Which swap gives the highest hand?", "Welcher Tausch bringt die höchste Hand?"),
        solution={"moves": ["swap 8S AD"], "score": 28},
        hints=[
            T(
                "An ace is worth 11, more than any other card.",
                "Ein Ass ist 11 wert, mehr als jede andere Karte.",
            )
        ],
        explanation=T(
            "K♦ 7♦ A♦ make 10 + 7 + 11 = 28. Taking the Q♠ for the 7♦ would give only 18 in spades.",
            "Karo-König, Karo-7 und Karo-Ass ergeben 10 + 7 + 11 = 28. Die Pik-Dame für "
            "die Karo-7 brächte nur 18 in Pik.",
        ),
        tags=["schwimmen.values"],
    ),
    dict(
        pid="schwimmen-give-the-odd-one",
        difficulty=1,
        start=position(["JH", "9H", "8C"], ["10H", "7C", "7S"]),
        title=T("Give the odd card", "Die Einzelkarte abgeben"),
        question=T(
            "Which card do you give, and which do you take?",
            "Welche Karte gibst du ab, und welche nimmst du?",
        ),
        solution={"moves": ["swap 8C 10H"], "score": 29},
        hints=[
            T(
                "The lone club adds nothing to your hearts.",
                "Das einzelne Kreuz trägt zu deinen Herzkarten nichts bei.",
            )
        ],
        explanation=T(
            "Give the 8♣, take the 10♥: J♥ 9♥ 10♥ = 29.",
            "Gib die Kreuz-8 ab und nimm die Herz-10: Herz-Bube, Herz-9, Herz-10 = 29.",
        ),
        tags=["schwimmen.swap", "schwimmen.values"],
    ),
    dict(
        pid="schwimmen-change-suit",
        difficulty=3,
        start=position(["7C", "8C", "AH"], ["KH", "QH", "7D"]),
        title=T("Change suit", "Die Farbe wechseln"),
        question=T(
            "Clubs make 15, the ace of hearts 11. What is the best one move?",
            "Kreuz bringt 15, das Herz-Ass 11. Was ist der beste einzelne Zug?",
        ),
        solution={"moves": ["swap 7C KH", "swap 7C QH", "swap 8C KH", "swap 8C QH"], "score": 21},
        hints=[
            T(
                "Sometimes the ace is worth more than a pair of small cards.",
                "Manchmal ist das Ass mehr wert als zwei kleine Karten.",
            )
        ],
        explanation=T(
            "Give one small club and take a heart face card: A♥ with K♥ or Q♥ is 21, "
            "better than 15 in clubs and better than swapping all (K♥ Q♥ 7♦ = 20). "
            "Which club and which heart does not matter.",
            "Gib ein kleines Kreuz ab und nimm eine Herz-Bildkarte: Herz-Ass mit Herz-König "
            "oder Herz-Dame ist 21, mehr als 15 in Kreuz und mehr als alle drei tauschen "
            "(Herz-König, Herz-Dame, Karo-7 = 20). Welches Kreuz und welche Herzkarte, ist "
            "gleich.",
        ),
        tags=["schwimmen.values", "schwimmen.swap"],
    ),
    dict(
        pid="schwimmen-faces-are-ten",
        difficulty=1,
        start=position(["KS", "QS", "7H"], ["JS", "8D", "9C"]),
        title=T("Jack, queen, king: ten each", "Bube, Dame, König: je zehn"),
        question=T("Which move gives the best hand?", "Welcher Zug bringt die beste Hand?"),
        solution={"moves": ["swap 7H JS"], "score": 30},
        hints=[T("Jack, queen and king each count 10.", "Bube, Dame und König zählen je 10.")],
        explanation=T(
            "K♠ Q♠ J♠ count 10 + 10 + 10 = 30.", "Pik-König, Pik-Dame und Pik-Bube zählen 10 + 10 + 10 = 30."
        ),
        tags=["schwimmen.values"],
    ),
    dict(
        pid="schwimmen-no-knock-yet",
        difficulty=2,
        start=position(["9C", "10C", "7D"], ["AC", "8H", "8S"], turns=0),
        title=T("Too early to knock", "Zu früh zum Klopfen"),
        question=T(
            "It is the first turn of the deal. What is your best move?",
            "Du bist als Erste oder Erster an der Reihe. Was ist dein bester Zug?",
        ),
        solution={"moves": ["swap 7D AC"], "score": 30},
        hints=[
            T(
                "Nobody may knock before everyone has had a turn.",
                "Klopfen darf niemand, bevor alle einmal dran waren.",
            )
        ],
        explanation=T(
            "Give the 7♦ and take the A♣: 9 + 10 + 11 = 30 in clubs. Knocking is not "
            "allowed before every player has had a turn.",
            "Gib die Karo-7 ab und nimm das Kreuz-Ass: 9 + 10 + 11 = 30 in Kreuz. Klopfen "
            "darf noch niemand, bevor alle einmal an der Reihe waren.",
        ),
        tags=["schwimmen.knock", "schwimmen.swap"],
    ),
]


def main(out_dir=None):
    """Write every puzzle into ``out_dir`` (default: the shipped folder, :data:`OUT`); returns
    the paths written."""
    out = Path(out_dir) if out_dir is not None else OUT
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for spec in PUZZLES:
        spec = dict(spec)
        p = make(spec.pop("pid"), "schwimmen", NAMES, spec.pop("start"), 0, answer=dict(GOAL), **spec)
        written.append(p.save(out / f"{p.id}.json"))
        print(p.id, p.solution)
    return written


if __name__ == "__main__":
    main()
