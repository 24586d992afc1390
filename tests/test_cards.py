import pytest

from cardlab.cards import ALL_CARDS, CardError, card_label, card_name, deck, parse_card, sort_cards


@pytest.mark.parametrize(
    "text,card",
    [
        ("10H", "10H"),
        ("th", "10H"),
        ("T♥", "10H"),
        ("qs", "QS"),
        ("A♣", "AC"),
        ("x", "X"),
        ("X", "X"),
        (" 9d ", "9D"),
        ("10♠", "10S"),
    ],
)
def test_tolerant_input_canonical_output(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("bad", ["11H", "1H", "QX", "", "H10", "10", "joker of hearts", None, 10])
def test_not_cards(bad):
    with pytest.raises(CardError):
        parse_card(bad)


def test_names_in_both_languages():
    assert card_name("QH", "de") == "Herz-Dame"
    assert card_name("QH", "en") == "queen of hearts"
    assert card_name("10S", "de") == "Pik-10"
    assert card_name("AC", "de") == "Kreuz-Ass"
    assert card_name("JD", "de") == "Karo-Bube"
    assert card_label("QH", "de") == "D♥" and card_label("QH", "en") == "Q♥"
    assert card_name("X", "de") == "Joker"


def test_decks():
    assert len(deck(1, jokers=2)) == 54 and len(deck(2)) == 108 and len(deck(4)) == 216
    assert len(set(deck(1, jokers=0))) == 52
    assert sort_cards(["KC", "AS", "10D", "AC"]) == ["AC", "AS", "10D", "KC"]
    assert len(ALL_CARDS) == 53
