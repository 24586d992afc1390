"""Write the shipped Sweep puzzles, ``cardlab/puzzles/data/sweep/<id>.json``.

    python tools/make_puzzles_sweep.py          # overwrites the shipped files of Sweep

Each position is written by hand; the stated solution is checked against the engine's judgement
before a file is written.  Texts are cardlab's own words.
"""

from __future__ import annotations

from pathlib import Path

from cardlab.cards import deck
from cardlab.puzzles.generate import make

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "cardlab" / "puzzles" / "data" / "sweep"  # the shipped puzzles
NAMES = ["Anna", "Ben"]
FILL = ["KC", "JD", "8H", "4S", "QS", "10D", "7C", "2H", "6D", "JH", "3C", "9C", "10S", "KH"]


def position(hand, table, stock=6, other=4):
    """A two-player Sweep position: Anna (seat 0) to move with ``hand``; Ben holds filler cards;
    ``stock`` more filler cards wait in the stock (0: these are the round's last cards)."""
    used = set(hand) | set(table)
    free = [c for c in FILL if c not in used] + [
        c for c in deck(1, jokers=0) if c not in used and c not in FILL
    ]
    ben = free[:other]
    st = free[other : other + stock]
    return {
        "dealer": 1,
        "hands": [list(hand), ben],
        "table": list(table),
        "stock": st,
        "to_move": 0,
        "captured": [[], []],
        "sweeps": [0, 0],
        "last_capture": None,
    }


def T(en, de):
    return {"en": en, "de": de}


PUZZLES = [
    dict(
        pid="sweep-nine-takes-all",
        goal="most_cards",
        difficulty=2,
        source="rules/003, Spielablauf 3 und 4",
        start=position(["9H", "2C", "KD"], ["9S", "6C", "3D", "5H", "3S", "AC", "QH"]),
        title=T("One 9, three groups", "Eine 9, drei Gruppen"),
        question=T(
            "Which play takes the most cards from the table?",
            "Mit welchem Zug fängst du die meisten Tischkarten?",
        ),
        solution={"moves": ["9H x 9S 6C+3D 5H+3S+AC"], "score": 6},
        hints=[
            T(
                "A 9 can take a 9 by match and, at the same time, groups that add up to 9.",
                "Eine 9 fängt eine 9 durch Übereinstimmung und gleichzeitig Gruppen, die 9 ergeben.",
            )
        ],
        explanation=T(
            "Your 9 takes the 9 on the table, the 6 with one 3, and the 5 with the other 3 "
            "and the ace: six cards in one play. Only the queen is left, as face cards "
            "never count in a sum.",
            "Deine 9 fängt die 9 vom Tisch, die 6 mit einer 3 und die 5 mit der anderen 3 "
            "und dem Ass: sechs Karten in einem Zug. Nur die Dame bleibt liegen, denn "
            "Bildkarten zählen nie in einer Summe.",
        ),
        tags=["sweep.match", "sweep.sum", "sweep.groups"],
    ),
    dict(
        pid="sweep-nine-match-and-sum",
        goal="most_cards",
        difficulty=1,
        source="rules/003, Spielablauf 4",
        start=position(["9D", "KS"], ["9C", "6H", "3H", "JC"]),
        title=T("Match and sum together", "Übereinstimmung und Summe zusammen"),
        question=T(
            "What do you play to take the most table cards?",
            "Was spielst du, um die meisten Tischkarten zu fangen?",
        ),
        solution={"moves": ["9D x 9C 6H+3H"], "score": 3},
        hints=[
            T(
                "One play may combine a match with a sum.",
                "Ein Zug darf eine Übereinstimmung mit einer Summe verbinden.",
            )
        ],
        explanation=T(
            "The 9 takes the 9 by match and 6+3 by sum together: three cards. The king "
            "finds no king on the table and could only be laid down.",
            "Die 9 fängt die 9 durch Übereinstimmung und 6+3 durch Summierung zugleich: "
            "drei Karten. Der König findet keinen König auf dem Tisch und könnte nur "
            "angelegt werden.",
        ),
        tags=["sweep.match", "sweep.sum"],
    ),
    dict(
        pid="sweep-five-three-ace",
        goal="most_cards",
        difficulty=1,
        source="rules/003, Spielablauf 3",
        start=position(["9C", "6S"], ["5D", "3C", "AH", "QD"]),
        title=T("Three cards make a 9", "Drei Karten ergeben 9"),
        question=T("Which play takes the most cards?", "Welcher Zug fängt die meisten Karten?"),
        solution={"moves": ["9C x 5D+3C+AH"], "score": 3},
        hints=[
            T(
                "A sum group may hold more than two cards. An ace counts 1.",
                "Eine Summengruppe darf mehr als zwei Karten haben. Ein Ass zählt 1.",
            )
        ],
        explanation=T(
            "5 + 3 + 1 = 9, so the 9 takes all three. The 6 takes only 5+1, two cards.",
            "5 + 3 + 1 = 9, also fängt die 9 alle drei. Die 6 fängt nur 5+1, zwei Karten.",
        ),
        tags=["sweep.sum"],
    ),
    dict(
        pid="sweep-eight-two-groups",
        goal="most_cards",
        difficulty=2,
        start=position(["9H", "8S"], ["5C", "3D", "7H", "AD"]),
        title=T("Two sums at once", "Zwei Summen auf einmal"),
        question=T("Your 9 or your 8: which takes more?", "Deine 9 oder deine 8: Was fängt mehr?"),
        solution={"moves": ["8S x 7H+AD 5C+3D"], "score": 4},
        hints=[
            T(
                "Look for two groups that each add up to your card and share no card.",
                "Such zwei Gruppen, die jede für sich deinen Kartenwert ergeben und keine Karte teilen.",
            )
        ],
        explanation=T(
            "The 8 takes 5+3 and 7+1 at once: all four table cards, a sweep too. The 9 "
            "takes only one group (5+3+1), three cards.",
            "Die 8 fängt 5+3 und 7+1 auf einmal: alle vier Tischkarten und dazu einen "
            "Sweep. Die 9 fängt nur eine Gruppe (5+3+1), drei Karten.",
        ),
        tags=["sweep.sum", "sweep.groups"],
    ),
    dict(
        pid="sweep-queens-all",
        goal="most_cards",
        difficulty=1,
        start=position(["QS", "7H"], ["QH", "QD", "QC", "4C", "3D"]),
        title=T("A match takes them all", "Eine Übereinstimmung nimmt alle"),
        question=T("Which play takes the most cards?", "Welcher Zug fängt die meisten Karten?"),
        solution={"moves": ["QS x QC QD QH"], "score": 3},
        hints=[
            T(
                "A match always takes every table card of that rank.",
                "Eine Übereinstimmung nimmt immer alle Tischkarten dieses Rangs.",
            )
        ],
        explanation=T(
            "Your queen takes all three queens on the table at once. The 7 would take only 4+3.",
            "Deine Dame fängt alle drei Damen vom Tisch auf einmal. Die 7 fängt nur 4+3.",
        ),
        tags=["sweep.match"],
    ),
    dict(
        pid="sweep-king-no-sum",
        goal="most_cards",
        difficulty=1,
        start=position(["KC", "3H"], ["JD", "2S", "AC"]),
        title=T("A king adds up to nothing", "Ein König ist keine Summe"),
        question=T(
            "Jack plus 2 makes 13, the value of a king. What do you play to take the most?",
            "Bube plus 2 ergibt 13, den Wert eines Königs. Was spielst du, um am meisten zu fangen?",
        ),
        solution={"moves": ["3H x 2S+AC"], "score": 2},
        hints=[
            T(
                "Face cards take only by match and are never part of a sum.",
                "Bildkarten fangen nur durch Übereinstimmung und sind nie Teil einer Summe.",
            )
        ],
        explanation=T(
            "The king cannot take J + 2: face cards never count in a sum and capture only "
            "by match. Your 3 takes 2 + A.",
            "Der König kann B + 2 nicht fangen: Bildkarten zählen nie in einer Summe und "
            "fangen nur durch Übereinstimmung. Deine 3 fängt 2 + A.",
        ),
        tags=["sweep.face_cards", "sweep.sum"],
    ),
    dict(
        pid="sweep-ten-three-cards",
        goal="most_cards",
        difficulty=2,
        start=position(["10H", "9D"], ["2C", "3S", "5H", "9S", "KS"]),
        title=T("Check every sum", "Jede Summe prüfen"),
        question=T(
            "The 9 can take the 9. Is there a better play?", "Die 9 passt zur 9. Gibt es einen besseren Zug?"
        ),
        solution={"moves": ["10H x 5H+3S+2C"], "score": 3},
        hints=[T("Add up the small cards.", "Rechne die kleinen Karten zusammen.")],
        explanation=T(
            "2 + 3 + 5 = 10: the 10 takes three cards. The 9 takes only the 9 (the small "
            "cards do not add up to 9 as well).",
            "2 + 3 + 5 = 10: Die 10 fängt drei Karten. Die 9 fängt nur die 9 (die kleinen "
            "Karten ergeben nicht auch noch 9).",
        ),
        tags=["sweep.sum"],
    ),
    dict(
        pid="sweep-aces-are-one",
        goal="most_cards",
        difficulty=1,
        start=position(["10C", "9H"], ["8D", "AS", "AH", "QC"]),
        title=T("Aces count one", "Asse zählen eins"),
        question=T("Which play takes the most cards?", "Welcher Zug fängt die meisten Karten?"),
        solution={"moves": ["10C x 8D+AH+AS"], "score": 3},
        hints=[T("In a sum an ace is worth 1.", "In einer Summe ist ein Ass 1 wert.")],
        explanation=T(
            "8 + 1 + 1 = 10: the 10 takes the 8 and both aces, the A♠ among them. The 9 takes 8 + one ace.",
            "8 + 1 + 1 = 10: Die 10 fängt die 8 und beide Asse, darunter das Pik-Ass. Die "
            "9 fängt 8 + ein Ass.",
        ),
        tags=["sweep.sum", "sweep.spade_ace"],
    ),
    dict(
        pid="sweep-spade-ace-two-ways",
        goal="take_spade_ace",
        difficulty=1,
        start=position(["5C", "4D", "JS"], ["AS", "4H", "3C", "KD"]),
        title=T("Catch the A♠", "Das Pik-Ass fangen"),
        question=T(
            "The A♠ is worth a point at the end of the deal. How do you take it?",
            "Das Pik-Ass bringt am Ende der Runde einen Punkt. Wie fängst du es?",
        ),
        solution={"moves": ["5C x 4H+AS", "4D x 3C+AS", "4D x 4H 3C+AS"]},
        hints=[
            T(
                "The ace counts 1: which of your cards is the ace plus another table card?",
                "Das Ass zählt 1: Welche deiner Karten ist das Ass plus eine andere Tischkarte?",
            )
        ],
        explanation=T(
            "More than one play takes it: 5 = 4 + A, or 4 = 3 + A (and that 4 may take "
            "the 4♥ by match as well). Each of them is right.",
            "Mehr als ein Zug fängt es: 5 = 4 + A, oder 4 = 3 + A (und diese 4 darf "
            "dazu noch die Herz-4 durch Übereinstimmung nehmen). Jeder davon ist richtig.",
        ),
        tags=["sweep.spade_ace", "sweep.sum"],
    ),
    dict(
        pid="sweep-clear-the-table",
        goal="sweep",
        difficulty=2,
        start=position(["9H", "8D", "5S"], ["4C", "5D", "8C", "AD"]),
        title=T("Clear the table", "Räum den Tisch ab"),
        question=T(
            "Can you take every card on the table in one play?",
            "Kannst du mit einem Zug alle Tischkarten nehmen?",
        ),
        solution={"moves": ["9H x 8C+AD 5D+4C"]},
        hints=[T("Look for two groups that each make 9.", "Such zwei Gruppen, die jede 9 ergeben.")],
        explanation=T(
            "The 9 takes 5+4 and 8+1: the table is empty, a sweep worth a point.",
            "Die 9 fängt 5+4 und 8+1: Der Tisch ist leer, ein Sweep, der einen Punkt bringt.",
        ),
        tags=["sweep.sweep", "sweep.groups"],
    ),
    dict(
        pid="sweep-last-card-sweeps",
        goal="sweep",
        difficulty=2,
        start=position(["7D"], ["4H", "3S"], stock=0, other=0),
        title=T("The last card can sweep", "Auch die letzte Karte kann einen Sweep machen"),
        question=T(
            "The stock is empty and this is the last card of the deal. Make a sweep.",
            "Der Talon ist leer, und dies ist die letzte Karte der Runde. Mach einen Sweep.",
        ),
        solution={"moves": ["7D x 4H+3S"]},
        hints=[T("4 + 3.", "4 + 3.")],
        explanation=T(
            "The 7 takes 4 + 3 and leaves the table empty: even the last play of the deal scores a sweep.",
            "Die 7 fängt 4 + 3 und lässt den Tisch leer: Auch der letzte Zug der Runde zählt als Sweep.",
        ),
        tags=["sweep.sweep", "sweep.last_capture"],
    ),
    dict(
        pid="sweep-ten-everything",
        goal="most_cards",
        difficulty=3,
        start=position(["10H", "5S"], ["10C", "5D", "5H", "6S", "4C"]),
        title=T("Five cards with one 10", "Fünf Karten mit einer 10"),
        question=T("Which play takes the most cards?", "Welcher Zug fängt die meisten Karten?"),
        solution={"moves": ["10H x 10C 6S+4C 5D+5H"], "score": 5},
        hints=[
            T(
                "The 10 can match, and 5+5 and 6+4 both make 10.",
                "Die 10 passt zur 10, und 5+5 und 6+4 ergeben beide 10.",
            )
        ],
        explanation=T(
            "The 10 takes the 10 by match and the groups 5+5 and 6+4 by sum: five cards "
            "and a sweep. The 5 would take just the two 5s.",
            "Die 10 fängt die 10 durch Übereinstimmung und die Gruppen 5+5 und 6+4 durch "
            "Summierung: fünf Karten und ein Sweep. Die 5 fängt nur die beiden 5er.",
        ),
        tags=["sweep.match", "sweep.sum", "sweep.sweep"],
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
        goal = spec.pop("goal")
        p = make(spec.pop("pid"), "sweep", NAMES, spec.pop("start"), 0, answer={"goal": goal}, **spec)
        written.append(p.save(out / f"{p.id}.json"))
        print(p.id, p.solution)
    return written


if __name__ == "__main__":
    main()
