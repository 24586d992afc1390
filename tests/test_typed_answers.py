"""Typed answers a German keyboard can write (issue 30, item 6): the letter form without symbols,
card names in words in both languages, the moves' words and every button's label, wherever an
answer is typed (:func:`cardlab.notation.canonical`, the puzzles' checker, nbgrader's grade); a
text that could be two cards is refused naming both; the file form is unchanged."""

import json

import pytest

from cardlab import notation as N
from cardlab.cards import ALL_CARDS, card_label, card_letters, card_name
from cardlab.engine import IllegalMove, get_game
from cardlab.explain import catalog
from cardlab.games._notation import NotationError, card_words, read_card
from cardlab.lessons import nbgrader
from cardlab.puzzles import find


# -- one card ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ALL_CARDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_card_reads_back_in_every_form(card, lang):
    for form in (card, card.lower(), card_label(card, lang), card_name(card, lang), card_letters(card, lang)):
        assert read_card(form) == card, form
    assert read_card(card_letters(card, lang).lower()) == card


@pytest.mark.parametrize(
    "text,card",
    [
        # the letter form: German ranks with German suits, the shared letters with either
        ("BH", "JH"),
        ("BS", "JS"),
        ("bp", "JS"),
        ("DH", "QH"),
        ("DKr", "QC"),
        ("DKa", "QD"),
        ("dp", "QS"),
        ("KKr", "KC"),
        ("kka", "KD"),
        ("KP", "KS"),
        ("AKr", "AC"),
        ("AP", "AS"),
        ("10Ka", "10D"),
        ("7kr", "7C"),
        ("TP", "10S"),
        # English codes and the shared letters as before
        ("KD", "KD"),
        ("KC", "KC"),
        ("KH", "KH"),
        ("AD", "AD"),
        ("QS", "QS"),
        ("JC", "JC"),
        ("th", "10H"),
        ("Q♥", "QH"),
        ("D♥", "QH"),
        ("B♣", "JC"),
        ("X", "X"),
        ("Joker", "X"),
        # German words: suit, then rank
        ("Herz-Bube", "JH"),
        ("Herz Bube", "JH"),
        ("Herzbube", "JH"),
        ("herz - bube", "JH"),
        ("Pik 8", "8S"),
        ("Pik-8", "8S"),
        ("Pik8", "8S"),
        ("Kreuz Zehn", "10C"),
        ("Kreuz-10", "10C"),
        ("Karo-König", "KD"),
        ("Karo Koenig", "KD"),
        ("Pik-Ass", "AS"),
        ("Pik As", "AS"),
        ("Herz-Dame", "QH"),
        ("Karo Sieben", "7D"),
        ("Kreuz fünf", "5C"),
        ("Kreuz fuenf", "5C"),
        ("Herz Zwei", "2H"),
        # English words: rank of suit
        ("queen of hearts", "QH"),
        ("Queen of Hearts", "QH"),
        ("10 of spades", "10S"),
        ("ten of spades", "10S"),
        ("ace of clubs", "AC"),
        ("jack of diamonds", "JD"),
        ("king of heart", "KH"),
        ("two of clubs", "2C"),
    ],
)
def test_accepted_card_forms(text, card):
    assert read_card(text) == card


@pytest.mark.parametrize(
    "text,first,second",
    [
        ("KK", "KC", "KD"),
        ("kk", "KC", "KD"),
        ("AK", "AC", "AD"),
        ("10K", "10C", "10D"),
        ("7K", "7C", "7D"),
        ("DK", "QC", "QD"),
        ("BK", "JC", "JD"),
        ("TK", "10C", "10D"),
    ],
)
def test_a_k_for_a_suit_could_be_kreuz_or_karo(text, first, second):
    with pytest.raises(NotationError) as e:
        read_card(text)
    de, en = e.value.message("de"), e.value.message("en")
    assert text in de and card_name(first, "de") in de and card_name(second, "de") in de
    assert card_letters(first, "de") in de and card_letters(second, "de") in de
    assert "kann zwei Karten meinen" in de
    assert card_name(first, "en") in en and card_name(second, "en") in en and f"{first} or {second}" in en
    assert "could be two cards" in en


@pytest.mark.parametrize(
    "text",
    [
        "DD",  # Dame (German) or diamonds (English)?
        "DC",
        "BD",
        "BC",
        "QKa",  # an English rank with a German suit
        "JP",
        "QKr",
        "PB",  # the letter form is rank first
        "KaD",
        "HB",
        "Herz",  # a suit without a rank
        "Bube",
        "Bube Herz",  # German words are suit first
        "hearts of queen",
        "queen hearts",
        "1H",
        "11P",
        "Herz 11",
        "Z",
    ],
)
def test_refused_card_forms(text):
    with pytest.raises(NotationError) as e:
        read_card(text)
    assert e.value.message("de") != e.value.message("en")
    assert "keine Karte" in e.value.message("de") and "not a card" in e.value.message("en")


def test_card_words_leave_everything_else_alone():
    for text in ("alle drei tauschen", "swap all three", "Die anderen drei nehmen", "9H x 9S 6C+3D", "d3"):
        assert card_words(text) == text
    assert card_words("Herz 9 x Pik 9 Kreuz 6+Karo 3") == "9H x 9S 6C+3D"
    assert card_words("Herz Dame@o2") == "QH@o2"


# -- moves -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game,text,code",
    [
        ("schwimmen", "tauschen BH BS", "swap JH JS"),  # from the teacher's trial
        ("schwimmen", "tauschen BH BP", "swap JH JS"),
        ("schwimmen", "tausche Herz-Bube Pik-Bube", "swap JH JS"),
        ("schwimmen", "tausche Herz-Bube gegen Pik Ass", "swap JH AS"),
        ("schwimmen", "BH gegen AP tauschen", "swap JH AS"),
        ("schwimmen", "Herz Bube Pik Ass tauschen", "swap JH AS"),
        ("schwimmen", "swap jack of hearts for ace of spades", "swap JH AS"),
        ("schwimmen", "swap 7H QS", "swap 7H QS"),
        ("schwimmen", "tauschen B♣ 7♦", "swap JC 7D"),
        ("schwimmen", "alle drei tauschen", "swap all"),
        ("schwimmen", "Renew the middle (7-8-9)", "renew"),
        ("schwimmen", "Mitte erneuern (7-8-9)", "renew"),
        ("swoop", "Herz-Bube", "JH"),
        ("swoop", "Kreuz Zehn", "10C"),
        ("swoop", "KKr KKa KH KP", "KC KD KH KS"),
        ("swoop", "Kreuz-König Karo-König", "KC KD"),
        ("swoop", "king of clubs king of diamonds", "KC KD"),
        ("swoop", "Herz Dame@o2", "QH@u2"),
        ("swoop", "DH@o2", "QH@u2"),
        ("swoop", "Nichts dazulegen", "none"),
        ("swoop", "Add nothing", "none"),
        ("swoop", "nichts", "none"),
        ("swoop", "v3", "d3"),
        ("sweep", "Herz 9 fängt Pik 9 Kreuz 6 + Karo 3", "9H x 9S 6C+3D"),
        ("sweep", "9H nimmt 9S 6Kr+3Ka", "9H x 9S 6C+3D"),
        ("sweep", "nine of hearts takes nine of spades", "9H x 9S"),
        ("sweep", "5H baut mit 4C", "5H b 4C"),
        ("sweep", "5H builds with 4C", "5H b 4C"),
        ("sweep", "anlegen 9H", "9H"),
        ("sweep", "Herz 9 anlegen", "9H"),
        ("sweep", "trail 9H", "9H"),
        ("sweep", "Anlegen (Karte ablegen) 9H", "9H"),
        ("sweep", "9H Trail (lay the card down)", "9H"),
    ],
)
def test_typed_moves(game, text, code):
    assert N.canonical(game, text) == code


@pytest.mark.parametrize(
    "game,text",
    [
        ("schwimmen", "tauschen KK 7H"),
        ("schwimmen", "tauschen DD 7H"),
        ("schwimmen", "tauschen BH gegen"),
        ("schwimmen", "BH AP"),
        ("swoop", "KK"),
        ("swoop", "Nichts Herz-Bube"),
        ("sweep", "anlegen 9H 8H"),
        ("sweep", "anlegen"),
        ("sweep", "9H fliegt 9S"),
    ],
)
def test_typed_moves_refused(game, text):
    with pytest.raises(IllegalMove) as e:
        N.canonical(game, text)
    assert e.value.message("de") != e.value.message("en")


def test_every_button_label_can_be_typed():
    from cardlab.games.schwimmen.words import KINDS

    cat = catalog()
    expect = {k: ("swap all" if k == "swap_all" else k) for k in KINDS}
    for kind, code in expect.items():
        for lang in ("en", "de"):
            label = cat[f"table.kind.{kind}"][lang]
            assert N.canonical("schwimmen", label) == code, label
            assert N.canonical("schwimmen", label.lower()) == code, label
    for lang in ("en", "de"):
        assert N.canonical("swoop", cat["table.kind.none"][lang]) == "none"
        assert N.canonical("sweep", cat["table.kind.trail"][lang] + " 9H") == "9H"


def test_ambiguous_card_in_a_move_names_both_in_the_learners_language():
    with pytest.raises(NotationError) as e:
        N.canonical("schwimmen", "tauschen AK 7H")
    assert "Kreuz-Ass oder Karo-Ass" in e.value.message("de") and "AKr oder AKa" in e.value.message("de")
    assert "ace of clubs or the ace of diamonds" in e.value.message("en")


def test_the_file_form_is_unchanged():
    """A record's moves are read by the engine as FORMAT.md says: no words, no letter form."""
    g = get_game("schwimmen")
    p = find("schwimmen-spades-28")
    for text in ("tauschen BH BS", "tausche Herz-Bube Pik-Bube"):
        with pytest.raises(IllegalMove):
            g.parse_move(p.state.copy(), text)
    assert str(g.parse_move(p.state.copy(), "swap JH JS")) == "swap JH JS"


# -- where an answer is typed ------------------------------------------------------------------
@pytest.mark.parametrize(
    "answer",
    [
        "tauschen BH BS",
        "tauschen BH BP",
        "tausche Herz-Bube gegen Pik-Bube",
        "swap jack of hearts for jack of spades",
    ],
)
def test_the_puzzle_reads_the_teachers_answers(answer):
    p = find("schwimmen-spades-28")
    for lang in ("de", "en"):
        v = p.check(answer, lang)
        assert v.legal and v.correct and v.move == "swap JH JS", (answer, v.reason)


@pytest.mark.parametrize(
    "pid,answer",
    [
        ("swoop-carla-kings", "KKr KKa KH KP"),
        ("swoop-carla-kings", "Kreuz-König Karo-König Herz-König Pik-König"),
        ("sweep-nine-match-and-sum", "Karo 9 fängt Kreuz 9 Herz 6 + Herz 3"),
        ("sweep-nine-match-and-sum", "9Ka x 9Kr 6H+3H"),
        ("sweep-nine-match-and-sum", "9Ka x 9Kr 6H 3H"),  # the goal's loose answer, ungrouped
        ("schwimmen-swap-all", "Alle drei tauschen"),
        ("schwimmen-swap-all", "Swap all three"),
    ],
)
def test_puzzles_read_letters_words_and_labels(pid, answer):
    v = find(pid).check(answer, "de")
    assert v.legal and v.correct, v.reason


def test_puzzle_refuses_an_ambiguous_card_in_german():
    v = find("swoop-carla-kings").check("KK KKa KH KP", "de")
    assert not v.legal and "Kreuz-König oder Karo-König" in v.reason


def test_nbgrader_grades_the_letter_form():
    p = find("schwimmen-spades-28")
    spec = p.to_json()
    assert nbgrader.grade(json.loads(json.dumps(spec)), "tauschen BH BS", lang="de") is None
    ex = nbgrader.Exercises([spec], lang="de")
    ex.check_legal(1, "alle drei tauschen")
    with pytest.raises(AssertionError, match="Kreuz-König oder Karo-König"):
        ex.check_legal(1, "tauschen KK 7H")


# -- the letter form written back ----------------------------------------------------------------
@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_in_letters_read_back(game, lang):
    import random

    from cardlab import Match

    g = get_game(game)
    rng = random.Random(5)
    seen = 0
    for _ in range(3):
        st = Match(g, None, 2 if game == "sweep" else 3).new_deal(rng)
        while not st.over and seen < 300:
            for mv in g.legal_moves(st):
                text = N.move_text(game, mv, lang, letters=True)
                assert not set(text) & set("♣♦♥♠"), text
                assert N.canonical(game, text, lang) == N.canonical(game, str(mv)), text
                seen += 1
            g.apply(st, rng.choice(g.legal_moves(st)))
    assert seen > 50


def test_every_field_a_position_shows_has_words():
    """The static position (nbgrader's notebooks) names every field of a game's view from the
    catalog, never by its English key (``value``, ``knock allowed`` were)."""
    import random

    from cardlab import Match
    from cardlab.display import _SKIP, _is_cards

    cat = catalog()

    def shown(obj):
        for k, v in obj.items():
            if k in _SKIP:
                continue
            if isinstance(v, (bool, int)) or _is_cards(v):
                yield k
            elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                yield k
                yield from (k2 for x in v for k2, v2 in x.items() if _is_cards(v2))

    missing = set()
    for name in ("swoop", "sweep", "schwimmen"):  # the shipped games (a test may register a toy one)
        g = get_game(name)
        rng = random.Random(3)
        st = Match(g, None, 2 if name == "sweep" else 3).new_deal(rng)
        for _ in range(120):
            for seat in (None, 0, 1):
                view = g.view(st, seat)
                for obj in [view, *view.get("players", [])]:
                    missing |= {(name, k) for k in shown(obj) if f"widget.key.{k}" not in cat}
            if st.over:
                break
            g.apply(st, rng.choice(g.legal_moves(st)))
    assert not missing
