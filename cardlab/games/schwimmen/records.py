"""Schwimmen rounds to and from a record's ``start`` (FORMAT.md), with every field checked."""

from __future__ import annotations

from typing import Any

from ...engine import FormatError
from .._parse import Fields, plain
from .cards import CARD_ID, DECK, DECK_SET, LIVES, OUT, SCORINGS, hand_value2, in_deck_order
from .state import SchwimmenState


def new_state(
    rules: Any,
    n: int,
    dealer: int,
    lives: list[int],
    hands: list[Any],
    stacks: list[list[str]] | None,
    stock: list[str],
) -> SchwimmenState:
    s = SchwimmenState(rules, n, dealer, tuple(lives), SCORINGS.index(rules.scoring))
    s.hands = hands
    s.stacks = stacks
    s.stock = stock
    return s


def state_to_json(state: SchwimmenState, fresh: bool = False) -> dict[str, Any]:
    """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
    while the dealer has not chosen yet (the lives then come from the earlier deals)."""
    out: dict[str, Any] = {"dealer": state.dealer, "hands": state.hands}
    stacks = state.stacks
    if stacks is not None:
        out["stacks"] = stacks
    out["stock"] = state.stock
    if fresh and state.choosing:
        return plain(out)
    if state.middle_ids is not None:  # no middle: the dealer has not chosen yet
        out["middle"] = state.middle
    out.update(
        {
            "to_move": state.to_move,
            "lives": list(state.lives),
            "knocked": state.knocked,
            "passes": state.passes,
            "turns": state.turns,
            "discard": state.discard,
        }
    )
    return plain(out)


def _three(f: Fields, key: str, value: Any, where: str) -> list[str]:
    cards = f.cards(key, where=where, value=value)
    if len(cards) != 3:
        raise FormatError(f"must be three cards, not {len(cards)}", where)
    for i, c in enumerate(cards):
        if c not in DECK_SET:
            raise FormatError(f"{c} is not in the 32-card pack (7 8 9 10 J Q K A)", f"{where}[{i}]")
    return cards


def state_from_json(game: Any, rules: Any, n: int, start: Any, match: Any = None) -> SchwimmenState:
    from .play import finish

    game.check_players(rules, n)
    f = Fields(start, "start")
    f.no_unknown(
        {
            "dealer",
            "hands",
            "stacks",
            "stock",
            "middle",
            "to_move",
            "lives",
            "knocked",
            "passes",
            "turns",
            "discard",
        }
    )
    history = match is not None and bool(match.results)
    want_lives = game._lives_now(n, match)
    if "lives" in start:
        lives = start["lives"]
        if (
            not isinstance(lives, list)
            or len(lives) != n
            or any(not isinstance(x, int) or isinstance(x, bool) or not OUT <= x <= LIVES for x in lives)
        ):
            raise FormatError(
                f"must list {n} whole numbers from -1 (out) to {LIVES}, one a seat", "start.lives"
            )
        if history and list(lives) != want_lives:
            raise FormatError(f"must be {want_lives}, as the earlier deals leave the lives", "start.lives")
    else:
        lives = want_lives
    if sum(1 for x in lives if x >= 0) < 2:
        raise FormatError(
            "fewer than two players are still in: the game is already over",
            "start.lives" if "lives" in start else "start",
        )
    dealer = f.seat("dealer", n)
    if lives[dealer] < 0:
        raise FormatError(f"seat {dealer} is out of the game and cannot deal", "start.dealer")
    if match is not None and match.starts:
        want = game.next_in(lives, match.starts[-1].dealer)
        if dealer != want:
            raise FormatError(
                f"the deal passes to the left: seat {want} deals this round, not seat {dealer}",
                "start.dealer",
            )
    middle = f.get("middle", None)
    choosing = middle is None
    if not choosing:
        middle = _three(f, "middle", middle, "start.middle")
    hands_raw = f.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise FormatError(f"must be a list of {n} hands, one a seat (null for none)", "start.hands")
    hands: list[Any] = []
    for s, h in enumerate(hands_raw):
        w = f"start.hands[{s}]"
        if lives[s] < 0:
            if h is not None:
                raise FormatError(f"seat {s} is out of the game and holds no cards (write null)", w)
            hands.append(None)
        elif s == dealer and choosing:
            if h is not None:
                raise FormatError("the dealer holds no cards until choosing a stack (write null)", w)
            hands.append(None)
        else:
            if h is None:
                raise FormatError(f"seat {s} is in the game and holds three cards", w)
            hands.append(in_deck_order(_three(f, "hands", h, w)))
    stacks = None
    if choosing:
        st = f.get("stacks")
        if not isinstance(st, list) or len(st) != 2:
            raise FormatError("must be the dealer's two stacks of three cards", "start.stacks")
        stacks = [_three(f, "stacks", x, f"start.stacks[{i}]") for i, x in enumerate(st)]
    elif start.get("stacks") is not None:
        raise FormatError(
            "the dealer has already chosen (there is a middle): write no stacks", "start.stacks"
        )
    stock = f.cards("stock")
    discard = f.cards("discard", default=[])
    for key, lst in (("stock", stock), ("discard", discard)):
        for i, c in enumerate(lst):
            if c not in DECK_SET:
                raise FormatError(f"{c} is not in the 32-card pack (7 8 9 10 J Q K A)", f"start.{key}[{i}]")
    everything = (
        [c for h in hands if h for c in h]
        + [c for x in (stacks or ()) for c in x]
        + (middle or [])
        + stock
        + discard
    )
    f.check_counts(everything, DECK, "the 32 cards of the pack")
    st = new_state(rules, n, dealer, lives, hands, stacks, stock)
    st.discard_ids = [CARD_ID[c] for c in discard]
    order = st.order
    m = len(order)
    if choosing:
        st.to_move = f.seat("to_move", n, default=dealer)
        if st.to_move != dealer:
            raise FormatError("the dealer moves first: choosing a stack", "start.to_move")
        for key in ("knocked", "passes", "turns"):
            v = start.get(key)
            if v is not None and not (type(v) is int and v == 0):
                raise FormatError("must be empty until the dealer has chosen a stack", f"start.{key}")
        if discard:
            raise FormatError("must be empty until the dealer has chosen a stack", "start.discard")
        return st
    st.middle = middle
    st.stack_ids = None
    st.to_move = f.seat("to_move", n, default=st.nxt[dealer])
    if lives[st.to_move] < 0:
        raise FormatError(f"seat {st.to_move} is out of the game", "start.to_move")
    st.knocked = f.seat("knocked", n, default=None, allow_none=True)
    if st.knocked is not None:
        if lives[st.knocked] < 0:
            raise FormatError(f"seat {st.knocked} is out of the game", "start.knocked")
        if st.knocked == st.to_move:
            raise FormatError("the knocker does not move again", "start.to_move")
    st.passes = f.integer("passes", default=0, lo=0, hi=m - 1)
    if st.knocked is not None:
        least = m
    else:
        # play goes round in order from the first seat after the dealer, so a position with
        # another seat to move (or with passes in a row behind it) has had turns already
        ahead = (order.index(st.to_move) - order.index(st.nxt[dealer])) % m
        least = ahead if st.passes <= ahead else ahead + m
    st.turns = f.integer("turns", default=least, lo=0)
    if st.knocked is not None and st.turns < m:
        raise FormatError(f"must be at least {m}: nobody knocks in the first round of turns", "start.turns")
    if st.turns < st.passes:
        raise FormatError(f"must be at least {st.passes}: every pass in the row is a turn", "start.turns")
    # a hand of 31 is laid down at once
    if any(hand_value2(h, st.scoring) == 62 for h in (st.hand_ids[s] for s in order) if h):
        finish(st, "thirty_one", None)
    return st
