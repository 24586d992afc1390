"""The Table widget in Python: the browser gets only the learner's view, bot moves are
explained, "why?" and the hint answer, and the finished game is a valid record."""

import pytest

pytest.importorskip("anywidget")

from cardlab.record import Record  # noqa: E402
from cardlab.widgets.table import Table  # noqa: E402


def finish(t, limit=2000):
    k = 0
    while not t.finished and k < limit:
        if t.deal_over:
            t.next_deal()
        else:
            ms = [m["c"] for m in t.moves]
            t.play(next((ms.index(x) for x in ("knock", "pass") if x in ms), 0))
        k += 1


@pytest.mark.parametrize("game,players", [("schwimmen", 3), ("sweep", 2), ("swoop", 3)])
def test_only_the_learners_view_is_sent(game, players):
    t = Table(game, seat=1, bots=["heuristic"], players=players, seed=3)
    assert t.view == t.g.view(t.state, 1)
    for s, p in enumerate(t.view["players"]):
        if s != 1:
            assert p["hand"] is None or t.state.over or game == "schwimmen"
    if t.moves:
        assert [m["c"] for m in t.moves] == [str(m) for m in t.g.legal_moves(t.state)]
        assert "allow" in t.why(0)
        assert "bot would play" in t.hint()


def test_a_whole_schwimmen_game_becomes_a_record(tmp_path):
    t = Table("schwimmen", seat=0, bots=["heuristic", "random"], players=3, seed=5, lang="de")
    finish(t)
    assert t.finished and "vorbei" in t.status
    p = t.save(tmp_path / "g.json")
    s = Record.load(p).check()
    assert s.finished and s.winners


def test_illegal_action_is_explained_not_raised():
    t = Table("swoop", seat=0, bots=["random"], players=3, seed=1)
    t.action = {"kind": "play", "i": 999, "n": 1}
    assert t.info


@pytest.mark.parametrize("game,players", [("schwimmen", 3), ("sweep", 2), ("swoop", 3)])
def test_move_buttons_say_the_move_in_words_in_both_languages(game, players):
    t = Table(game, seat=0, bots=["heuristic"], players=players, seed=4)
    for _ in range(30):
        if t.moves or t.finished:
            break
        t.next_deal()
    assert t.moves
    en = [m["w"] for m in t.moves]
    t.lang = "de"
    de = [m["w"] for m in t.moves]
    # words, not notation: every card is named ("Herz-Dame" / "queen of hearts")
    for words, notation in zip(en, [m["c"] for m in t.moves]):
        assert words and words != notation
    assert en != de
    # the button shows the cards by their labels (♥), its accessible name says them in full
    full = [m["a"] for m in t.moves]
    assert all(a and a != w for a, w in zip(full, de) if any(ch in w for ch in "♣♦♥♠"))
    assert any(" de " in a or "Herz" in a or "Karo" in a or "Pik" in a or "Kreuz" in a for a in full)


@pytest.mark.parametrize("game,players", [("schwimmen", 3), ("sweep", 2), ("swoop", 4)])
def test_touch_play_tokens_and_refusals(game, players):
    """Every legal move comes with the tokens of the cards to touch; the picked cards of a legal
    move answer "Why?" with that move; cards that make no legal move get the reason from the
    rules in the learner's language, never a traceback."""
    from collections import Counter

    from cardlab import notation

    t = Table(game, seat=0, bots=["heuristic"], players=players, seed=11, lang="de")
    checked = refused = 0
    for _ in range(40):
        if t.finished:
            break
        if t.deal_over:
            t.next_deal()
            continue
        legal = t.g.legal_moves(t.state)
        assert [m["t"] for m in t.moves] == [notation.move_parts(game, m) for m in legal]
        card_moves = [m for m in t.moves if m["t"]]
        for m in card_moves[:3]:
            t.action = {"kind": "why", "tokens": m["t"], "n": 100 + checked}
            assert "erlaubt" in t.info, t.info
            checked += 1
        # two tokens no legal move holds together: a hand card twice over, or a made-up pair
        tokens = Counter(tok for m in card_moves for tok in m["t"])
        bad = [a for a in tokens if not any(Counter(m["t"])[a] >= 2 for m in card_moves)]
        if bad:
            t.action = {"kind": "problem", "tokens": [bad[0], bad[0]], "n": 500 + refused}
            why = t.problem["text"]
            assert why and "Traceback" not in why and not why.startswith(("table.", "notation.")), why
            refused += 1
        kinds = [m["k"] for m in t.moves]
        t.play(next((kinds.index(k) for k in ("knock", "pass") if k in kinds), 0))
    assert checked and refused


def test_german_table_names_and_words():
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=3, seed=2, lang="de")
    assert t.players == ["Spieler 1", "Spieler 2", "Spieler 3"]
    assert Table("schwimmen", seat=0, players=3, seed=2).players == ["Player 1", "Player 2", "Player 3"]
    import re

    for _ in range(20):
        if t.moves:
            break
        t.next_deal()
    shown = " ".join(m["n"] + " " + m["w"] for m in t.moves) + " " + t.hint()
    assert not re.search(r"\b(swap|pass|knock|keep|second)\b", shown), shown
    assert not re.search(r"\b[JQ][♣♦♥♠CDHS]", shown), shown
    assert all("recent" not in e for e in t.recent)


def test_the_learners_last_move_is_said_with_what_followed():
    """The list under the buttons starts with the learner's own last move (what it did, a
    sweep that lets the learner play again included), then the bots' answers."""
    t = Table("swoop", seat=0, bots=["heuristic"], players=3, seed=3, lang="de", save_folder=None)
    for _ in range(30):
        if t.deal_over:
            break
        t.play(0)
        own = [e for e in t.recent if e["own"]]
        assert len(own) <= 1 and (not own or t.recent[0] is own[0] or t.recent[0] == own[0])
        if own:
            assert own[0]["seat"] == 0 and own[0]["x"]
            assert all(e["seat"] != 0 for e in t.recent[1:])
    assert any(e["own"] for e in t.recent)


def test_the_card_touched_is_the_card_played():
    """Issue 31, item 5: with 10♣ 10♥ in hand in Swoop the learner touched the 10♥ and the 10♣
    was played (suits do not matter in Swoop's moves: one legal move names one card of a rank).
    The Table plays the very cards touched: they land on the pile and leave the hand."""
    t = None
    for seed in range(50):
        t = Table("swoop", seat=0, bots=["heuristic"], players=3, seed=seed, save_folder=None)
        if t.moves and any(len(cs) > 1 for cs in t.state.hands[0].values()):
            break
    hand = t.state.hands[0]
    rank = next(r for r, cs in hand.items() if len(cs) > 1)
    legal = t.g.legal_moves(t.state)
    i, mv = next((i, m) for i, m in enumerate(legal) if list(m.hand) and [c[:-1] for c in m.hand] == [rank])
    named = mv.hand[0]
    other = next(c for c in hand[rank] if c != named)
    before = t.deals[-1].moves[:]
    t.action = {"kind": "play", "i": i, "cards": [other], "n": 1}  # as the browser sends it
    played = t.deals[-1].moves[len(before)]
    assert played == other, (played, other, named)
    assert other not in t.state.hands[0].get(rank, ()) and named in t.state.hands[0][rank]
    # a card the learner does not hold, or a card of another rank, changes nothing
    t2 = Table("swoop", seat=0, bots=["heuristic"], players=3, seed=seed, save_folder=None)
    for touched in ([], [named], ["ZZ"], [named, other, other]):
        assert str(t2._as_touched(mv, touched)) == named, touched


@pytest.mark.parametrize(
    "game,players,lang", [("swoop", 3, "de"), ("sweep", 2, "en"), ("schwimmen", 3, "de")]
)
def test_a_deals_summary_ends_with_every_sides_total(game, players, lang):
    """A learner scrolled down to the summary sees the totals there too, as the strip has them,
    with what the deal changed."""
    t = Table(game, seat=0, bots=["heuristic"], players=players, seed=5, lang=lang, deals=2)
    k = 0
    while not t.deal_over and k < 2000:
        ms = [m["c"] for m in t.moves]
        t.play(next((ms.index(x) for x in ("knock", "pass") if x in ms), 0))
        k += 1
    assert t.deal_over and len(t.summary) >= 2
    last = t.summary[-1]
    word = {"de": ("Spielstand nach Runde 1", "Leben nach Runde 1"), "en": ("Score after deal 1",)}[lang]
    assert last.startswith(word), last
    for row in t.score["rows"]:
        assert f"{row['name']}: {row['total']}" in last, (row, last)
    assert any(r["delta"] for r in t.score["rows"]) and ("(+" in last or "(\u2212" in last), last
    assert not any(s.startswith(word) for s in t.summary[:-1])
