"""Classmates at one screen (issue 31, item 9): ``Table(game, humans=[...])`` seats two or more
people, bots fill the other seats, and between two people's turns the screen is handed over: the
browser is then sent no card, no move and no sentence, only the score and the hand-over screen;
after "I am Ben" it is sent Ben's view alone.  The finished game is a record of every seat."""

import json
import random

import pytest

from cardlab.cards import ALL_CARDS
from cardlab.engine import IllegalMove
from cardlab.record import Record
from cardlab.widgets.table import Table

# the traits that carry the position to the browser (labels and tokens are the same for every
# game: every card's name, the rule for a touched card)
POSITION = ("view", "moves", "log", "recent", "summary", "last", "info", "problem")
CARD_CODES = set(ALL_CARDS) - {"X"}


def _cards_in(value) -> set:
    """The card codes anywhere in a trait's JSON."""
    words = set(
        json.dumps(value).replace('"', " ").replace(",", " ").replace("[", " ").replace("]", " ").split()
    )
    return words & CARD_CODES


def _play(t, rng, check, limit=800):
    """Play the table to the end of its game by random legal moves, handing the screen over when
    asked; ``check(t, handing)`` at every step."""
    n = 0
    while not t.match.finished and n < limit:
        handing = bool(t.handover)
        check(t, handing)
        if handing:
            t.ready()
        elif t.deal_over:
            t.next_deal()
        else:
            t.play(rng.randrange(len(t.moves)))
            n += 1
    assert t.match.finished, "the game did not end"


@pytest.mark.parametrize("game,players", [("swoop", 4), ("sweep", 4), ("schwimmen", 3)])
def test_the_screen_is_handed_over_and_shows_one_hand(game, players):
    t = Table(game, humans=["Anna", "Ben"], players=players, seed=7, lang="de", deals=2, save_folder=None)
    assert t.players[:2] == ["Anna", "Ben"] and t.humans == [0, 1]
    assert sorted(t.bots) == list(range(2, players))  # the bots fill the other seats
    assert t.handover, "the first player is handed the screen before any card is shown"
    seen = {"handovers": 0, "turns": {0: 0, 1: 0}}

    def check(t, handing):
        if handing:
            seen["handovers"] += 1
            to = t.handover["to"]
            assert to in t.humans
            for k in POSITION:
                assert not _cards_in(getattr(t, k)), f"{k} shows cards during the hand-over"
            assert t.players[to] in t.status and "weiter" in t.status
            with pytest.raises(IllegalMove):
                t.play(0)
            return
        if t.deal_over:
            return
        me = t.seat
        assert t.state.to_move == me and me in t.humans
        seen["turns"][me] += 1
        assert t.view == t.g.view(t.state, me), "the view sent is not the player's at the screen"
        # another person's hand shows only where every seat sees it (a knocker's, laid down)
        public = t.g.view(t.state, players - 1)["players"]  # a bot's seat
        views = [(t.view["players"], public)]
        if t.last:  # the position before the last move, which the drawing compares with
            views.append((t.last["prev"]["players"], t.g.view(t._last["before"], players - 1)["players"]))
        for shown, everyone in views:
            for s, p in enumerate(shown):
                if s != me and p.get("hand") is not None:
                    assert everyone[s].get("hand") is not None, f"seat {s}'s hand was sent to seat {me}"

    _play(t, random.Random(1), check)
    assert seen["handovers"] >= 2 and all(seen["turns"].values()), seen
    rec = Record.loads(t.record.dumps())
    rec.check()
    assert rec.meta["human_seat_0"] == "Anna" and rec.meta["human_seat_1"] == "Ben"
    assert all(f"bot_seat_{s}" in rec.meta for s in range(2, players))


def test_one_learner_is_never_asked_to_hand_over():
    t = Table("swoop", players=3, seed=2, save_folder=None)
    _play(t, random.Random(3), lambda t, handing: not handing or pytest.fail("a hand-over with one learner"))


def test_the_log_each_player_reads_is_their_own():
    """What each person is told of a move is worked out for them: the moves told to Anna and to
    Ben are the same moves, and a sentence names a card only if that seat may know it."""
    t = Table("schwimmen", humans=["Anna", "Ben"], players=3, seed=4, save_folder=None)
    rng = random.Random(5)
    while not t.state.over:
        if t.handover:
            t.ready()
        else:
            t.play(rng.randrange(len(t.moves)))
    for s, mv, told in t._told:
        assert set(told) == {0, 1}
    t.seat = 0
    anna = [e for _, _, e in t._log_events]
    t.seat = 1
    ben = [e for _, _, e in t._log_events]
    assert len(anna) == len(ben) == len(t._told)


def test_names_and_seats_are_checked():
    with pytest.raises(ValueError, match="different names"):
        Table("swoop", humans=["Anna", "Anna"])
    with pytest.raises(ValueError, match="one of the players"):
        Table("swoop", humans=["Anna", "Zoe"], players=["Anna", "Ben", "Carla"])
    t = Table("swoop", humans=["Carla", "Anna"], players=["Anna", "Ben", "Carla"], save_folder=None)
    assert t.humans == [0, 2] and list(t.bots) == [1]
    with pytest.raises(ValueError, match="at least"):
        Table("swoop", humans=["A", "B", "C", "D"], players=3)


def test_the_learners_own_swoop_is_told_to_the_learner():
    """Issue 31, item 4: after the learner's own swoop the list says, to the learner, that it is
    their turn again ("Du hast gefegt: Du bist gleich noch einmal dran.")."""
    rng = random.Random(11)
    for seed in range(40):
        t = Table("swoop", players=3, seed=seed, lang="de", save_folder=None)
        while not t.state.over:
            t.play(rng.randrange(len(t.moves)))
            own = [e for e in t.recent if e["own"]]
            if any(ev.kind == "swoop.again" for s, _, ev in t._log_events[-1:] for ev in ev if s == t.seat):
                assert own and "Du hast gefegt: Du bist gleich noch einmal dran." in own[0]["x"], own
                assert "Nach dem Fegen ist" not in own[0]["x"]
                return
    pytest.fail("no swoop of the learner's in 40 deals")
