"""Writes the shipped lessons, ``cardlab/lessons/data/<game>-first-lesson.json``:

    python tools/make_lessons.py          # overwrites the shipped lessons

The texts are below, the replayed games are bot games played here from a fixed seed (the first
deal, cut to its first moves)."""

from __future__ import annotations

import json
from pathlib import Path

from cardlab.lessonfiles.files import FORMAT_ID, Lesson
from cardlab.play import play_game

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "cardlab" / "lessons" / "data"  # the shipped lessons
NAMES = {
    "swoop": ["Anna", "Ben", "Carla"],
    "sweep": ["Anna", "Ben", "Carla", "David"],
    "schwimmen": ["Anna", "Ben", "Carla", "David"],
}


def game_record(game, seed, moves, bots=("heuristic",)):
    """The first deal of a bot game, cut to its first ``moves`` moves."""
    rec = play_game(game, None, len(NAMES[game]), list(bots), seed=seed, max_deals=1)
    obj = rec.to_json()
    obj["players"] = NAMES[game]
    obj["deals"] = obj["deals"][:1]
    obj["deals"][0]["moves"] = obj["deals"][0]["moves"][:moves]
    obj["meta"] = {"title": f"cardlab bots, seed {seed}", "seed": seed}
    return obj


def T(en, de):
    return {"en": en, "de": de}


def text(title, body):
    return {"kind": "text", "title": title, "text": body}


def puzzle(pid, body=None):
    s = {"kind": "puzzle", "puzzle": pid}
    if body:
        s["text"] = body
    return s


def swoop():
    return {
        "format": FORMAT_ID,
        "id": "swoop-first-lesson",
        "game": "swoop",
        "title": T("Swoop: equal or lower", "Swoop: gleich oder niedriger"),
        "intro": T(
            "In Swoop you want to get rid of all your cards. Here you learn the two rules "
            "that matter most: what you may play, and when the pile is swept away.",
            "Bei Swoop willst du alle deine Karten loswerden. Hier lernst du die zwei "
            "wichtigsten Regeln: was du legen darfst und wann der Stapel weggefegt wird.",
        ),
        "steps": [
            text(
                T("Equal or lower", "Gleich oder niedriger"),
                T(
                    "Everyone plays onto one pile. On your turn you play **one to four cards of one "
                    "rank**, from your hand or from your face-up cards.\n\n"
                    "- Cards that are *equal to or lower than* the top card simply go on the pile.\n"
                    "- Cards that are *higher* cost you: first you pick up the whole pile, then your "
                    "cards start a new one.\n\n"
                    "The order from low to high is A 2 3 4 5 6 7 8 9 J Q K. Suits never matter.",
                    "Alle spielen auf einen gemeinsamen Stapel. Wenn du dran bist, legst du **eine "
                    "bis vier Karten desselben Rangs**, aus der Hand oder von deinen offenen Karten.\n\n"
                    "- Karten, die *gleich oder niedriger* als die oberste Karte sind, kommen einfach "
                    "auf den Stapel.\n"
                    "- *Höhere* Karten kosten dich etwas: Erst nimmst du den ganzen Stapel auf, dann "
                    "beginnen deine Karten einen neuen.\n\n"
                    "Die Reihenfolge von niedrig nach hoch: A 2 3 4 5 6 7 8 9 B D K. Die Farben "
                    "spielen nie eine Rolle.",
                ),
            ),
            puzzle(
                "swoop-equal-or-lower",
                T(
                    "More cards at once means fewer cards left in your hand.",
                    "Mehr Karten auf einmal heißt: weniger Karten bleiben dir.",
                ),
            ),
            puzzle(
                "swoop-anna-ben-queen",
                T(
                    "Sometimes every play picks up the pile. Then choose the one that costs least.",
                    "Manchmal muss jeder Zug den Stapel aufnehmen. Dann wähl den, der am wenigsten kostet.",
                ),
            ),
            text(
                T("Swoops: the pile goes", "Swoops: weg mit dem Stapel"),
                T(
                    "When the top four cards of the pile are of **one rank**, the pile is swept "
                    "aside and you play again at once. That is a *swoop*.\n\n"
                    "A 10 or a joker may be played on anything, always alone, and it always swoops. "
                    "You may never make more than four of a rank on top.",
                    "Liegen oben auf dem Stapel vier Karten **desselben Rangs**, wird der Stapel "
                    "beiseitegelegt und du spielst sofort noch einmal. Das ist ein *Swoop*.\n\n"
                    "Eine 10 oder ein Joker darf auf alles gelegt werden, immer allein, und macht "
                    "immer einen Swoop. Mehr als vier gleiche Karten oben sind nie erlaubt.",
                ),
            ),
            puzzle("swoop-complete-four"),
            puzzle("swoop-ten-swoops"),
            {
                "kind": "replay",
                "title": T("A game between bots", "Ein Spiel zwischen Bots"),
                "text": T(
                    "Watch the start of a game between three bots. Look for the moves that pick "
                    "up the pile, and for the swoops.",
                    "Sieh dir den Anfang eines Spiels zwischen drei Bots an. Achte auf die Züge, "
                    "die den Stapel aufnehmen, und auf die Swoops.",
                ),
                "record": game_record("swoop", 3, 40),
                "deal": 1,
                "step": 0,
            },
            {
                "kind": "position",
                "title": T("What Anna sees", "Was Anna sieht"),
                "text": T(
                    "The same game after twelve moves, as Anna sees it: her hand, her face-up "
                    "cards and the backs of her mystery cards. Nobody, not even Anna, knows "
                    "the mystery cards until they are turned up.",
                    "Dasselbe Spiel nach zwölf Zügen, so wie Anna sie sieht: ihre Hand, ihre "
                    "offenen Karten und die Rückseiten ihrer verdeckten Karten. Niemand, auch "
                    "Anna nicht, kennt die verdeckten Karten, bevor sie aufgedeckt werden.",
                ),
                "record": game_record("swoop", 3, 40),
                "deal": 1,
                "at": 12,
                "seat": 0,
            },
            text(
                T("Plan the whole turn", "Den ganzen Zug planen"),
                T(
                    "After a swoop you play again, so one turn can get rid of many cards. Four cards "
                    "higher than the top also swoop: you pick up first, then they sweep the pile "
                    "away, and you may go on with the cards you just picked up.",
                    "Nach einem Swoop spielst du gleich weiter, so wirst du in einem Zug viele "
                    "Karten los. Auch vier Karten, die höher sind als die oberste, machen einen "
                    "Swoop: Du nimmst erst auf, dann fegen sie den Stapel weg, und du darfst mit "
                    "den eben aufgenommenen Karten weiterspielen.",
                ),
            ),
            puzzle(
                "swoop-carla-kings",
                T(
                    "Count every card Carla gets rid of in the whole turn, not only the first play.",
                    "Zähl alle Karten, die Carla im ganzen Zug loswird, nicht nur beim ersten Legen.",
                ),
            ),
        ],
        "end": T(
            "You know the heart of Swoop now: equal or lower, and four of a kind swoops. "
            "Play a game against the bots to try it out.",
            "Jetzt kennst du das Herz von Swoop: gleich oder niedriger, und vier Gleiche "
            "machen einen Swoop. Probier es in einem Spiel gegen die Bots aus.",
        ),
    }


def sweep():
    return {
        "format": FORMAT_ID,
        "id": "sweep-first-lesson",
        "game": "sweep",
        "title": T("Sweep: fishing by rank and by sum", "Sweep: Fischen nach Rang und Summe"),
        "intro": T(
            "Sweep is a fishing game: with the card you play you take cards from the table. "
            "This lesson shows the two ways to take cards, and what they are worth.",
            "Sweep ist ein Fischspiel: Mit der Karte, die du spielst, nimmst du Karten vom "
            "Tisch. Diese Lektion zeigt die zwei Arten, Karten zu nehmen, und was sie wert sind.",
        ),
        "steps": [
            text(
                T("One card a turn", "Eine Karte pro Zug"),
                T(
                    "On your turn you play exactly **one card** from your hand. Either it stays on "
                    "the table (you *trail*), or it **captures**:\n\n"
                    "- a *match*: every table card of the same rank;\n"
                    "- a *sum*: two or more number cards that add up to your card. An ace counts 1.\n\n"
                    "Jack, queen and king never join a sum: they only take cards of their own rank.",
                    "Wenn du dran bist, spielst du genau **eine Karte** aus der Hand. Entweder bleibt "
                    "sie auf dem Tisch liegen, oder sie **fängt**:\n\n"
                    "- *gleicher Rang*: alle Tischkarten mit demselben Rang;\n"
                    "- *Summe*: zwei oder mehr Zahlenkarten, die zusammen den Wert deiner Karte "
                    "ergeben. Ein Ass zählt 1.\n\n"
                    "Bube, Dame und König sind nie Teil einer Summe: Sie nehmen nur Karten ihres "
                    "eigenen Rangs.",
                ),
            ),
            puzzle(
                "sweep-queens-all",
                T(
                    "A match always takes every card of that rank.",
                    "Gleicher Rang nimmt immer alle Karten dieses Rangs.",
                ),
            ),
            puzzle("sweep-five-three-ace"),
            text(
                T("Several groups at once", "Mehrere Gruppen auf einmal"),
                T(
                    "One card may take several groups in a single play: a 9 can take a 9, 6+3 and "
                    "5+3+A together. Look at the whole table before you choose.",
                    "Eine Karte darf in einem Zug mehrere Gruppen nehmen: Eine 9 kann eine 9, 6+3 "
                    "und 5+3+A zusammen fangen. Schau dir den ganzen Tisch an, bevor du wählst.",
                ),
            ),
            puzzle("sweep-nine-takes-all"),
            {
                "kind": "replay",
                "title": T("A deal between bots", "Eine Runde zwischen Bots"),
                "text": T(
                    "Four bots play; Anna and Carla are partners against Ben and David. Watch "
                    "which cards each play takes.",
                    "Vier Bots spielen; Anna und Carla sind Partner gegen Ben und David. Achte "
                    "darauf, welche Karten jeder Zug nimmt.",
                ),
                "record": game_record("sweep", 5, 24),
                "deal": 1,
                "step": 0,
            },
            {
                "kind": "position",
                "title": T("David's turn", "David ist dran"),
                "text": T(
                    "The same deal after seven moves, as David sees it. Which of his cards "
                    "can take something from the table? The next move of the replay shows "
                    "what he played.",
                    "Dieselbe Runde nach sieben Zügen, so wie David sie sieht. Welche seiner "
                    "Karten kann etwas vom Tisch nehmen? Der nächste Zug im Nachspielen zeigt, "
                    "was er gespielt hat.",
                ),
                "record": game_record("sweep", 5, 24),
                "deal": 1,
                "at": 7,
                "seat": 3,
            },
            text(
                T("Points", "Punkte"),
                T(
                    "At the end of a deal you score 1 point each for:\n\n"
                    "1. more than half of the cards (27 of 52);\n"
                    "2. more than half of the spades (7 of 13);\n"
                    "3. the A♠;\n"
                    "4. every *sweep*: a capture that leaves the table empty.",
                    "Am Ende einer Runde gibt es je 1 Punkt für:\n\n"
                    "1. mehr als die Hälfte der Karten (27 von 52);\n"
                    "2. mehr als die Hälfte der Pik-Karten (7 von 13);\n"
                    "3. das Pik-Ass;\n"
                    "4. jeden *Sweep*: einen Fang, nach dem der Tisch leer ist.",
                ),
            ),
            puzzle("sweep-clear-the-table"),
            puzzle("sweep-spade-ace-two-ways"),
        ],
        "end": T(
            "That is Sweep: match and sum, and an eye on the A♠ and the sweeps. "
            "The first side to 10 points wins the game.",
            "Das ist Sweep: gleicher Rang und Summe, und immer ein Auge auf das Pik-Ass und "
            "die Sweeps. Wer zuerst 10 Punkte hat, gewinnt.",
        ),
    }


def schwimmen():
    return {
        "format": FORMAT_ID,
        "id": "schwimmen-first-lesson",
        "game": "schwimmen",
        "title": T("Schwimmen: towards 31", "Schwimmen: auf dem Weg zur 31"),
        "intro": T(
            "In Schwimmen you hold three cards and swap with the middle to make your hand "
            "worth as much as possible. The lowest hand at the end of a deal loses a life.",
            "Beim Schwimmen hast du drei Karten und tauschst mit der Mitte, damit deine Hand "
            "möglichst viel wert ist. Wer am Ende einer Runde die niedrigste Hand hat, "
            "verliert ein Leben.",
        ),
        "steps": [
            text(
                T("What a hand is worth", "Was eine Hand wert ist"),
                T(
                    "Only cards of **one suit** count together: your hand is worth the best total "
                    "of one suit.\n\n"
                    "- 7, 8, 9 and 10 count what they show;\n"
                    "- jack, queen and king count 10 each;\n"
                    "- the ace counts 11.\n\n"
                    "So K♠ 8♠ J♥ is worth 18 (the two spades), and 31 is the best a suit can give.",
                    "Nur Karten **einer Farbe** zählen zusammen: Deine Hand ist die beste Summe "
                    "einer Farbe wert.\n\n"
                    "- 7, 8, 9 und 10 zählen, was draufsteht;\n"
                    "- Bube, Dame und König zählen je 10;\n"
                    "- das Ass zählt 11.\n\n"
                    "Pik-König, Pik-8 und Herz-Bube sind also 18 wert (die zwei Pik), und 31 ist "
                    "das Beste, was eine Farbe bringen kann.",
                ),
            ),
            puzzle("schwimmen-faces-are-ten"),
            puzzle("schwimmen-ace-is-eleven"),
            text(
                T("Your turn", "Dein Zug"),
                T(
                    "On your turn you do one of these:\n\n"
                    "- swap one card of your hand for one card of the middle;\n"
                    "- swap all three cards with the middle;\n"
                    "- pass (*schieben*);\n"
                    "- knock (*klopfen*): everyone else has one more turn, then the deal is over.",
                    "Wenn du dran bist, machst du eins davon:\n\n"
                    "- eine Karte deiner Hand gegen eine Karte der Mitte tauschen;\n"
                    "- alle drei Karten mit der Mitte tauschen;\n"
                    "- schieben;\n"
                    "- klopfen: Alle anderen sind noch einmal dran, dann ist die Runde vorbei.",
                ),
            ),
            puzzle(
                "schwimmen-spades-28",
                T(
                    "Which card of your hand does not fit the others?",
                    "Welche Karte deiner Hand passt nicht zu den anderen?",
                ),
            ),
            puzzle("schwimmen-swap-all"),
            {
                "kind": "replay",
                "title": T("A deal between bots", "Eine Runde zwischen Bots"),
                "text": T(
                    "Watch a deal between four bots, with every card shown. See how the hands "
                    "get better, and who loses a life at the end.",
                    "Sieh dir eine Runde zwischen vier Bots an, alle Karten offen. Achte darauf, "
                    "wie die Hände besser werden und wer am Ende ein Leben verliert.",
                ),
                "record": game_record("schwimmen", 2, 40),
                "deal": 1,
                "step": 0,
            },
            {
                "kind": "position",
                "title": T("Cards on the table", "Karten auf den Tisch"),
                "text": T(
                    "The end of that deal: every hand is laid down. Count each hand yourself: "
                    "who has the lowest and loses a life?",
                    "Das Ende dieser Runde: Alle Hände liegen offen. Zähl jede Hand selbst: Wer "
                    "hat die niedrigste und verliert ein Leben?",
                ),
                "record": game_record("schwimmen", 2, 40),
                "deal": 1,
            },
            text(
                T("Three of a rank", "Drei Gleiche"),
                T(
                    "There is one exception to the suit rule: three cards of the same rank count "
                    "**30½**, whatever their suits. Three aces count 31, the best hand there is.",
                    "Eine Ausnahme von der Farbregel gibt es: Drei Karten desselben Rangs zählen "
                    "**30½**, egal welche Farben. Drei Asse zählen 31, die beste Hand überhaupt.",
                ),
            ),
            puzzle("schwimmen-three-queens"),
        ],
        "end": T(
            "Now you can count a hand and choose a swap. Lose all your lives and you swim; "
            "lose once more and you are out.",
            "Jetzt kannst du eine Hand zählen und einen Tausch wählen. Wer alle Leben "
            "verloren hat, schwimmt; wer dann noch einmal verliert, ist raus.",
        ),
    }


def main(out_dir=None):
    """Write the lessons into ``out_dir`` (default: the shipped folder, :data:`OUT`); returns the
    paths written."""
    out = Path(out_dir) if out_dir is not None else OUT
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for make in (swoop, sweep, schwimmen):
        obj = make()
        lesson = Lesson.from_json(obj)  # refuses anything that would not load
        path = out / f"{obj['id']}.json"
        path.write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(path)
        print(f"{path.name}: {lesson.summary()}")
    return written


if __name__ == "__main__":
    main()
