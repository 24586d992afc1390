"""What only Swoop promises, checked at every position of the random-game checker
(tests/random_play.py): the fields the state keeps for speed agree with the cards; random
spellings of moves are read as the engine's notion of the same move (one it accepts is
generated, one it refuses is not); the winner of a deal scores nothing."""

from cardlab import IllegalMove
from cardlab.cards import ALL_CARDS, RANK
from cardlab.games.swoop import SwoopMove
from cardlab.games.swoop.cards import CARD_ID, VALUE_OF
from cardlab.games.swoop.play import face_up_info, up_info


def candidates(rng):
    """A few move spellings, legal or not."""
    out = []
    for _ in range(4):
        c = rng.choice(ALL_CARDS)
        r = rng.random()
        if r < 0.5:
            out.append(c)
        elif r < 0.7:
            out.append(f"{c}@u{rng.randint(1, 4)}")
        elif r < 0.8:
            out.append(f"d{rng.randint(1, 4)}")
        elif r < 0.9:
            out.append("none")
        else:
            out.append(f"{c} {c}")
    return out


def expected(state, text):
    """The move value ``text`` names (by the engine's notion of same move), or None."""
    toks = text.split()
    kind = "complete" if state.revealed is not None else "play"
    if text == "none":
        return SwoopMove("complete", RANK[state.revealed[1]]) if state.revealed else None
    if text.startswith("d"):
        return SwoopMove("reveal", slot=int(text[1:]))
    if "@" in text:
        c, slot = text.split("@u")
        return SwoopMove(kind, RANK[c], (), ((int(slot), c),))
    return SwoopMove(kind, RANK[toks[0]], tuple(toks))


def check_spellings(game, state, legal, rng):
    legal_set = set(legal)
    for text in candidates(rng):
        want = expected(state, text)
        try:
            got = game.parse_move(state, text)
        except IllegalMove:
            assert want not in legal_set, f"{text} refused but legal in {state}"
        else:
            assert got in legal_set and got == want, f"{text} accepted but not generated"


def check_kept(state):
    """``top_run``, ``plain_plays`` and the ``up_info`` made so far agree with the pile, the
    hands and the face-up cards."""
    pile = state.pile_ids
    run = 0
    for c in reversed(pile):
        if VALUE_OF[c] != VALUE_OF[pile[-1]]:
            break
        run += 1
    assert state.top_run == run, f"top_run {state.top_run}, the pile has {run}: {state.pile}"
    for seat in range(state.n):
        kept = state.up_info[seat]
        if kept is not None:
            assert face_up_info(state.up_ids[seat]) == kept, f"seat {seat}: up_info is stale"
    for seat in range(state.n):
        want = 0
        for cards in state.hand(seat).values():
            if VALUE_OF[CARD_ID[cards[0]]] != 0:  # A-K (the special ten too), not the joker
                want += min(len(cards), 4)
        assert state.plain_plays[seat] == want, (
            f"seat {seat}: plain_plays {state.plain_plays[seat]}, the hand gives {want}"
        )


def check(game, state, legal, rng):
    check_kept(state)
    if state.over:
        res = game.result(state)
        if state.winner is not None:
            assert res.points[state.winner] == 0
        return
    check_spellings(game, state, legal, rng)
    if rng.random() < 0.3:
        for seat in range(state.n):
            up_info(state, seat)  # made now, so that a stale one would show at the next move


def check_record(rec, summary):
    """A whole game: it ends when a total reaches the target, won by the lowest total."""
    from cardlab import get_game

    totals = summary.deals[-1]["totals"]
    assert max(totals) >= get_game("swoop").rules_from_json(rec.rules).target_score
    assert all(totals[w] == min(totals) for w in summary.winners)
