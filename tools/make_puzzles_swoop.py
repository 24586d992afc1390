"""Write the shipped Swoop puzzles, ``cardlab/puzzles/data/swoop/<id>.json``.

    python tools/make_puzzles_swoop.py          # overwrites the shipped files of Swoop

Each position is written by hand; the stated solution is checked against the engine's judgement
before a file is written (a disagreement stops the script).  Texts are cardlab's own words.
"""

from __future__ import annotations

from pathlib import Path

from cardlab.cards import deck
from cardlab.puzzles.generate import make

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "cardlab" / "puzzles" / "data" / "swoop"  # the shipped puzzles
NAMES = ["Anna", "Ben", "Carla"]
FILL = ["2C", "3D", "4H", "5S", "6C", "7D", "8H", "JS", "QC", "KD", "AH", "2S", "3C", "4D"]


def position(hand, pile=(), up=None, down=None, seat=2, others=5, starter=0, psw=3):
    """A Swoop position for three players: ``seat`` to move with ``hand`` (and ``up``/``down``
    slots), the others holding filler cards and four mystery cards each."""
    limit: dict = {}
    for c in deck(2):
        limit[c] = limit.get(c, 0) + 1
    used = list(hand) + list(pile) + [c for c in (up or []) if c] + [c for c in (down or []) if c]
    for c in used:
        limit[c] -= 1
        assert limit[c] >= 0, c
    pool = [c for c in FILL for _ in range(2)]

    def take(k):
        out = []
        for c in pool:
            if len(out) == k:
                break
            if limit[c] > 0:
                limit[c] -= 1
                out.append(c)
        for c in out:
            pool.remove(c)
        return out

    hands, ups, downs = [], [], []
    for s in range(3):
        if s == seat:
            hands.append(list(hand))
            ups.append(list(up) if up else [None] * 4)
            downs.append(list(down) if down else [None] * 4)
        else:
            hands.append(take(others))
            ups.append([None] * 4)
            downs.append(take(4))
    return {
        "starter": starter,
        "hands": hands,
        "up": ups,
        "down": downs,
        "aside": [],
        "pile": list(pile),
        "out": [],
        "to_move": seat,
        "plays_since_swoop": psw,
    }


def T(en, de):
    return {"en": en, "de": de}


GOAL = {"goal": "shed_most"}
PUZZLES = [
    dict(
        pid="swoop-carla-kings",
        seat=2,
        difficulty=2,
        source="rules/000, Wegfegen: Carla",
        start=position(
            ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"], pile=["QH", "QS", "9D", "9H", "9S", "7D"]
        ),
        title=T("Carla's kings", "Carlas Könige"),
        question=T(
            "Carla is to move. The pile is Q Q 9 9 9 7 with the 7 on top. Which first play "
            "lets her get rid of the most cards this turn?",
            "Carla ist am Zug. Auf dem Stapel liegen D D 9 9 9 7, die 7 oben. Mit "
            "welchem ersten Zug wird sie die meisten Karten los, solange sie dran ist?",
        ),
        solution={"moves": ["KC KD KH KS"], "score": 8},
        hints=[
            T(
                "Four kings are higher than the 7, so they pick the pile up. What does the pile give her?",
                "Vier Könige sind höher als die 7 und nehmen den Stapel auf. Was bringt ihr der Stapel?",
            ),
            T(
                "Count her queens and nines once the pile is in her hand.",
                "Zähl ihre Damen und 9er, sobald der Stapel auf ihrer Hand ist.",
            ),
        ],
        explanation=T(
            "The four kings pick up the pile and swoop at once. The pile gave Carla her "
            "third and fourth queen and a fourth 9, so she swoops again with the queens "
            "and then with the nines. Her last play, the two 7s, starts a new pile. Of "
            "her nine cards only the 5 is left.",
            "Die vier Könige nehmen den Stapel auf und fegen sofort. Aus dem Stapel hat "
            "Carla die dritte und vierte Dame und einen vierten 9er bekommen: Sie fegt "
            "noch einmal mit den Damen und dann mit den 9ern. Zum Schluss beginnen ihre "
            "zwei 7er einen neuen Stapel. Von ihren neun Karten bleibt nur die 5.",
        ),
        tags=["swoop.four_higher", "swoop.play_again"],
    ),
    dict(
        pid="swoop-three-eights",
        seat=2,
        difficulty=1,
        source="rules/000, Wegfegen: drei 8er",
        start=position(["8C", "8D", "5C", "5D", "KH"], pile=["JC", "8H", "8S", "8H"]),
        title=T("Three 8s on top", "Drei 8er oben"),
        question=T(
            "Three 8s lie on top of the pile and you hold two 8s. What is your best first play?",
            "Oben auf dem Stapel liegen drei 8er, und du hast zwei 8er auf der Hand. "
            "Was ist dein bester erster Zug?",
        ),
        solution={"moves": ["8C"], "score": 3},
        hints=[
            T(
                "There are never more than four cards of one rank on top of the pile.",
                "Mehr als vier gleiche Karten oben auf dem Stapel gibt es nie.",
            )
        ],
        explanation=T(
            "Only one 8 fits: it makes four on top and swoops. You play again on the "
            "empty pile and the pair of 5s is the most you can lay there; the second 8 "
            "waits for later.",
            "Nur ein 8er passt: Er macht vier gleiche oben und fegt. Dann bist du auf dem "
            "leeren Stapel noch einmal dran, und die zwei 5er sind das Meiste, was du "
            "dort legen kannst; der zweite 8er wartet auf später.",
        ),
        tags=["swoop.four_on_top", "swoop.play_again"],
    ),
    dict(
        pid="swoop-anna-ben-queen",
        seat=1,
        difficulty=1,
        source="rules/000, So läuft ein Zug: Anna und Ben",
        start=position(["QC", "QD", "JH", "8C"], pile=["9H", "6C", "6D"], seat=1),
        title=T("Nothing low enough", "Nichts Niedriges"),
        question=T(
            "Ben has nothing as low as 6 and no 10 or joker, so whatever he plays picks "
            "up the pile. Which play costs him the fewest cards?",
            "Ben hat nichts, was 6 oder niedriger ist, und keine 10 und keinen Joker: "
            "Was er auch legt, er muss den Stapel aufnehmen. Welcher Zug kostet ihn am "
            "wenigsten Karten?",
        ),
        solution={"moves": ["QC QD"], "score": -1},
        hints=[
            T(
                "The pile comes to him whatever he plays. Which play puts the most cards back down?",
                "Der Stapel kommt so oder so zu ihm. Mit welchem Zug legt er die meisten Karten wieder ab?",
            )
        ],
        explanation=T(
            "Every play is higher than the 6 on top, so Ben takes the three cards of the "
            "pile first. His cards then start the new pile: with both queens two cards "
            "go back down, so he ends the turn only one card up.",
            "Jeder Zug ist höher als die 6 oben, also nimmt Ben zuerst die drei Karten "
            "des Stapels. Dann beginnen seine Karten einen neuen Stapel: Mit beiden "
            "Damen legt er zwei Karten ab und hat am Ende des Zugs nur eine Karte mehr.",
        ),
        tags=["swoop.higher"],
    ),
    dict(
        pid="swoop-ten-swoops",
        seat=0,
        difficulty=1,
        start=position(["10C", "KC", "6D", "6H"], pile=["5C", "9D", "9H", "3S"], seat=0),
        title=T("A 10 on anything", "Eine 10 geht immer"),
        question=T(
            "A 3 lies on top. What gets rid of the most cards this turn?",
            "Oben liegt eine 3. Womit wirst du die meisten Karten los, solange du an der Reihe bist?",
        ),
        solution={"moves": ["10C"], "score": 3},
        hints=[
            T(
                "A 10 swoops whatever lies on the pile, and then you play again.",
                "Eine 10 fegt, egal was auf dem Stapel liegt, und dann bist du noch einmal dran.",
            )
        ],
        explanation=T(
            "The 10 swoops the pile away and you play again on an empty pile, where the "
            "two 6s start a new one. Played at once, the 6s would pick up the pile, as "
            "they are higher than the 3.",
            "Die 10 fegt den Stapel weg, und du bist auf dem leeren Stapel noch einmal "
            "dran: Die zwei 6er beginnen einen neuen. Gleich gelegt würden die 6er den "
            "Stapel aufnehmen, denn sie sind höher als die 3.",
        ),
        tags=["swoop.ten_joker", "swoop.play_again"],
    ),
    dict(
        pid="swoop-equal-or-lower",
        seat=0,
        difficulty=1,
        start=position(["4C", "4D", "4S", "7C", "JD"], pile=["KC", "8D", "6S"], seat=0),
        title=T("Equal or lower", "Gleich oder niedriger"),
        question=T(
            "A 6 lies on top. Which play gets rid of the most cards?",
            "Oben liegt eine 6. Mit welchem Zug wirst du die meisten Karten los?",
        ),
        solution={"moves": ["4C 4D 4S"], "score": 3},
        hints=[
            T(
                "Cards equal to or lower than the top card simply go on the pile.",
                "Karten, die gleich hoch oder niedriger als die oberste sind, kommen einfach drauf.",
            )
        ],
        explanation=T(
            "The three 4s are lower than the 6, so all three go on the pile. The 7 or "
            "the jack would be higher than the 6 and pick the pile up first.",
            "Die drei 4er sind niedriger als die 6 und kommen alle drei auf den Stapel. "
            "Die 7 oder der Bube wären höher als die 6 und müssten den Stapel erst aufnehmen.",
        ),
        tags=["swoop.lower"],
    ),
    dict(
        pid="swoop-complete-four",
        seat=0,
        difficulty=1,
        start=position(["6C", "6D", "KS", "2H"], pile=["JC", "6H", "6S"], seat=0),
        title=T("Make it four", "Mach vier daraus"),
        question=T(
            "Two 6s lie on top of the pile. What is your best play?",
            "Oben auf dem Stapel liegen zwei 6er. Was spielst du am besten?",
        ),
        solution={"moves": ["6C 6D"], "score": 3},
        hints=[
            T(
                "Four cards of one rank on top swoop the pile, however many of them you played.",
                "Vier gleiche Karten oben fegen den Stapel, egal wie viele davon von dir kommen.",
            )
        ],
        explanation=T(
            "Your two 6s make four on top: the pile is swept aside and you play again. "
            "On the empty pile any card is fine, so one more card leaves your hand.",
            "Deine zwei 6er machen oben vier gleiche: Der Stapel wird weggefegt, und du "
            "bist noch einmal dran. Auf den leeren Stapel passt jede Karte, also wirst "
            "du noch eine Karte los.",
        ),
        tags=["swoop.four_on_top", "swoop.play_again"],
    ),
    dict(
        pid="swoop-four-higher",
        seat=0,
        difficulty=2,
        start=position(["JC", "JD", "JH", "JS", "5C", "2D"], pile=["5D", "5H", "5S", "4C"], seat=0),
        title=T("Pick up, then swoop", "Erst aufnehmen, dann fegen"),
        question=T(
            "The pile is 5 5 5 4, with the 4 on top. Which first play sheds the most cards this turn?",
            "Auf dem Stapel liegen 5 5 5 4, die 4 oben. Mit welchem ersten Zug wirst du die "
            "meisten Karten los, solange du an der Reihe bist?",
        ),
        solution={"moves": ["JC JD JH JS"], "score": 5},
        hints=[
            T(
                "Four higher cards pick the pile up and swoop at once. The picked-up cards can be "
                "played in the next play.",
                "Vier höhere Karten nehmen den Stapel auf und fegen sofort. Die aufgenommenen "
                "Karten darfst du im nächsten Zug gleich wieder spielen.",
            )
        ],
        explanation=T(
            "The four jacks pick up 5 5 5 4 and swoop. Now you hold four 5s: they swoop "
            "again. One more play on the empty pile, and of ten cards only one is left.",
            "Die vier Buben nehmen 5 5 5 4 auf und fegen. Jetzt hast du vier 5er: Sie "
            "fegen noch einmal. Dann noch ein Zug auf den leeren Stapel, und von zehn "
            "Karten bleibt nur eine.",
        ),
        tags=["swoop.four_higher", "swoop.play_again"],
    ),
    dict(
        pid="swoop-face-up-too",
        seat=0,
        difficulty=2,
        start=position(
            ["7C", "2D"],
            pile=["QC", "7D"],
            up=["7H", "KD", "7S", None],
            down=["3C", "9C", "JH", "AD"],
            seat=0,
        ),
        title=T("Face-up cards join in", "Offene Karten spielen mit"),
        question=T(
            "A 7 lies on top. Your hand is 7 and 2; 7, K and 7 lie face up in front of you. "
            "What is your best play?",
            "Oben liegt eine 7. Auf der Hand hast du 7 und 2, offen vor dir liegen 7, K "
            "und 7. Was spielst du am besten?",
        ),
        solution={"moves": ["7C 7H@u1 7S@u3"], "score": 4},
        hints=[
            T(
                "One play may take cards of one rank from your hand and your face-up cards together.",
                "Ein Zug darf Karten eines Rangs von der Hand und von den offenen Karten zusammen legen.",
            )
        ],
        explanation=T(
            "The 7 from your hand and both face-up 7s join the 7 on top: four 7s swoop. "
            "You play again and the 2 starts the new pile.",
            "Die 7 von der Hand und beide offenen 7er kommen zur 7 oben: Vier 7er fegen. "
            "Du bist noch einmal dran, und die 2 beginnt den neuen Stapel.",
        ),
        tags=["swoop.face_up", "swoop.four_on_top"],
    ),
    dict(
        pid="swoop-mystery-gamble",
        seat=0,
        difficulty=2,
        start=position(
            ["4C", "4D", "QH"], pile=[], up=[None, "KS", "5H", None], down=["9S", "2C", "8D", "JD"], seat=0
        ),
        title=T("A mystery card is a gamble", "Eine Geheimkarte ist ein Glücksspiel"),
        question=T(
            "The pile is empty and two of your mystery cards are free to play. What sheds "
            "the most cards for sure?",
            "Der Stapel ist leer, und zwei deiner Geheimkarten sind frei. Womit wirst du "
            "sicher die meisten Karten los?",
        ),
        solution={"moves": ["4C 4D"], "score": 2},
        hints=[
            T(
                "You do not know what a mystery card is until you turn it up.",
                "Was eine Geheimkarte ist, weißt du erst, wenn du sie aufdeckst.",
            )
        ],
        explanation=T(
            "On an empty pile anything may be laid, so the pair of 4s surely sheds two "
            "cards. A mystery card might be a 10 or a joker, but it might just as well "
            "be a lone card: then only one card goes.",
            "Auf einen leeren Stapel darf alles, also wirst du mit den zwei 4ern sicher "
            "zwei Karten los. Eine Geheimkarte könnte eine 10 oder ein Joker sein, aber "
            "genauso gut eine einzelne Karte: Dann geht nur eine weg.",
        ),
        tags=["swoop.mystery"],
    ),
    dict(
        pid="swoop-two-swoopers",
        seat=0,
        difficulty=2,
        start=position(["X", "10D", "9C", "9D", "KC"], pile=["3C", "AD", "2S"], seat=0),
        title=T("Two swoops in a row", "Zweimal hintereinander fegen"),
        question=T(
            "You hold a joker, a 10, two 9s and a king. A 2 lies on top. Which first play "
            "sheds the most cards this turn?",
            "Du hast einen Joker, eine 10, zwei 9er und einen König. Oben liegt eine 2. "
            "Mit welchem ersten Zug wirst du die meisten Karten los, solange du an der Reihe bist?",
        ),
        solution={"moves": ["X", "10D"], "score": 4},
        hints=[
            T(
                "A joker and a 10 each swoop on their own, and each swoop gives you another play.",
                "Joker und 10 fegen jeder für sich, und jedes Fegen bringt dir einen weiteren Zug.",
            )
        ],
        explanation=T(
            "Joker first or 10 first, it comes to the same: two swoops, then the two 9s "
            "start the new pile. Four cards leave your hand. The 9s or the king at once "
            "would pick the pile up.",
            "Ob zuerst der Joker oder zuerst die 10, es kommt aufs Gleiche heraus: "
            "zweimal fegen, dann beginnen die zwei 9er den neuen Stapel. Vier Karten "
            "bist du los. Die 9er oder der König sofort würden den Stapel aufnehmen.",
        ),
        tags=["swoop.ten_joker", "swoop.play_again"],
    ),
    dict(
        pid="swoop-going-out",
        seat=0,
        difficulty=1,
        start=position(["10S", "3H"], pile=["8C", "2C"], seat=0),
        title=T("Out in one turn", "Auf einen Schlag raus"),
        question=T(
            "You have only a 10 and a 3 left, and no cards on the table. A 2 lies on top. "
            "Can you go out this turn?",
            "Du hast nur noch eine 10 und eine 3 und keine Karten mehr auf dem Tisch. "
            "Oben liegt eine 2. Kannst du rausgehen, bevor jemand anders an die Reihe kommt?",
        ),
        solution={"moves": ["10S"], "score": 2},
        hints=[T("The 3 is higher than the 2 on top.", "Die 3 ist höher als die 2 oben.")],
        explanation=T(
            "The 10 swoops, and on the empty pile the 3 is your last card: you have gone "
            "out and win the deal. The 3 first would pick up the pile.",
            "Die 10 fegt, und auf dem leeren Stapel ist die 3 deine letzte Karte: Du bist "
            "raus und gewinnst die Runde. Zuerst die 3 würde den Stapel aufnehmen.",
        ),
        tags=["swoop.going_out", "swoop.ten_joker"],
    ),
    dict(
        pid="swoop-more-is-better",
        seat=0,
        difficulty=1,
        start=position(["3C", "3D", "3H", "8S", "QD"], pile=["KH", "9C"], seat=0),
        title=T("All three at once", "Alle drei auf einmal"),
        question=T(
            "A 9 lies on top. Which play leaves your hand lightest?",
            "Oben liegt eine 9. Mit welchem Zug wird deine Hand am leichtesten?",
        ),
        solution={"moves": ["3C 3D 3H"], "score": 3},
        hints=[
            T(
                "A play may hold up to four cards of one rank.",
                "Ein Zug darf bis zu vier Karten eines Rangs enthalten.",
            )
        ],
        explanation=T(
            "Both the 3s and the 8 are lower than the 9, but the three 3s go down together in one play.",
            "Die 3er und die 8 sind beide niedriger als die 9, aber die drei 3er kommen "
            "in einem einzigen Zug zusammen auf den Stapel.",
        ),
        tags=["swoop.play"],
    ),
    dict(
        pid="swoop-uncover-mystery-later",
        seat=0,
        difficulty=3,
        start=position(
            ["5C"],
            pile=["9S", "9D", "9H"],
            up=["9C", None, None, None],
            down=["JC", None, "4S", None],
            seat=0,
        ),
        title=T("Swoop, then a mystery card", "Fegen, dann eine Geheimkarte"),
        question=T(
            "Three 9s lie on top; a face-up 9 lies over your mystery card 1. What is your best first play?",
            "Oben liegen drei 9er; eine offene 9 liegt auf deiner Geheimkarte 1. Was ist "
            "dein bester erster Zug?",
        ),
        solution={"moves": ["9C@u1"], "score": 2},
        hints=[
            T(
                "A swoop gives you another play, and the 5 can go on an empty pile.",
                "Nach dem Fegen bist du noch einmal dran, und die 5 passt auf einen leeren Stapel.",
            )
        ],
        explanation=T(
            "The face-up 9 makes four 9s and swoops. That also frees mystery card 1, but "
            "you cannot know what it is; the 5 on the empty pile surely sheds one more "
            "card.",
            "Die offene 9 macht vier 9er und fegt. Damit wird auch die Geheimkarte 1 "
            "frei, aber was sie ist, weißt du nicht; die 5 auf dem leeren Stapel bringt "
            "sicher eine Karte mehr weg.",
        ),
        tags=["swoop.face_up", "swoop.mystery", "swoop.four_on_top"],
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
        p = make(
            spec.pop("pid"), "swoop", NAMES, spec.pop("start"), spec.pop("seat"), answer=dict(GOAL), **spec
        )
        written.append(p.save(out / f"{p.id}.json"))
        print(p.id, p.solution)
    return written


if __name__ == "__main__":
    main()
