"""Schwimmen's hot path: the legal moves, applying a move, the end of a round, playouts."""

from __future__ import annotations

from random import Random
from typing import Any, Callable

from ...engine import Event
from .cards import CARD_STR, SUIT_NAME, hand_value2, has_789_ids, value_info, value_param
from .moves import (
    BY_CODE,
    KEEP,
    KNOCK,
    KNOCK_C,
    PASS,
    PASS_C,
    RENEW,
    RENEW_C,
    SECOND,
    SECOND_C,
    SWAP_ALL,
    SWAP_ALL_C,
    SWAP_C,
    SWAP_IDS,
    SchwimmenMove,
)
from .state import SchwimmenState, check


# -- legal moves ----------------------------------------------------------------------------
def may_knock(state: SchwimmenState) -> bool:
    """Whether the player to move may knock: nobody has knocked yet, and every player still in
    has had a turn of this round (rules/004; :func:`check` says why not)."""
    return state.knocked is None and state.turns >= len(state.order)


def legal_codes(state: SchwimmenState) -> list[int]:
    """The legal moves as codes (the kind codes of :mod:`.moves`; a swap is
    ``SWAP_C + give * 32 + take``), in the order of :func:`legal_moves`."""
    mid = state.middle_ids
    if mid is None:
        return [0, SECOND_C]
    out: list[int] = []
    if state.renewing and len(state.stock_ids) >= 3 and has_789_ids(mid):
        out.append(RENEW_C)
    hand = state.hand_ids[state.to_move]
    assert hand is not None
    for g in hand:
        base = SWAP_C + g * 32
        for t in mid:
            out.append(base + t)
    out.append(SWAP_ALL_C)
    out.append(PASS_C)
    if may_knock(state):
        out.append(KNOCK_C)
    return out


def legal_moves(state: SchwimmenState) -> list[SchwimmenMove]:
    if state.over:
        return []
    mid = state.middle_ids
    if mid is None:
        return [KEEP, SECOND]
    out: list[SchwimmenMove] = []
    if state.renewing and len(state.stock_ids) >= 3 and has_789_ids(mid):
        out.append(RENEW)
    hand = state.hand_ids[state.to_move]
    assert hand is not None
    sw = SWAP_IDS
    for g in hand:
        base = g * 32
        for t in mid:
            m = sw[base + t]
            assert m is not None
            out.append(m)
    out.append(SWAP_ALL)
    out.append(PASS)
    if may_knock(state):
        out.append(KNOCK)
    return out


# -- applying a move ------------------------------------------------------------------------
def apply(state: SchwimmenState, move: object, events: bool = True) -> list[Event] | None:
    """Play ``move`` (a move value or any spelling of one); change ``state`` in place."""
    if isinstance(move, SchwimmenMove):
        mv = check(state, move)
    else:
        from .parsing import parse_move

        mv = parse_move(state, move)
    if mv.code == SWAP_C:
        return play(state, SWAP_C + mv.gid * 32 + mv.tid, events)
    return play(state, mv.code, events)


def _strs(ids: list[int]) -> list[str]:
    return [CARD_STR[c] for c in ids]


def play(state: SchwimmenState, code: int, events: bool) -> list[Event] | None:
    """Play the legal move ``code`` (of :func:`legal_codes`)."""
    seat = state.to_move
    ev: list[Event] | None = [] if events else None
    if code <= SECOND_C:  # the dealer's choice of stack
        stacks = state.stack_ids
        assert stacks is not None
        first, other = stacks[0], stacks[1]
        if code == SECOND_C:
            first, other = other, first
        state.hand_ids[seat] = sorted(first)
        state.middle_ids = sorted(other)
        state.stack_ids = None
        nxt = state.nxt[seat]
        assert nxt is not None
        state.to_move = nxt
        if ev is not None:
            ev.append(
                Event(
                    "schwimmen." + ("keep" if code == 0 else "second"),
                    seat,
                    "schwimmen.deal",
                    cards=_strs(state.middle_ids),
                )
            )
        have31 = [s for s in state.order if _value(state, s) == 62]
        if have31:
            if ev is not None:
                for s in have31:
                    ev.append(
                        Event(
                            "schwimmen.thirty_one_deal",
                            s,
                            "schwimmen.thirty_one",
                            cards=_strs(_hand(state, s)),
                        )
                    )
            finish(state, "thirty_one", ev)
        elif ev is not None:
            ev.append(Event("common.turn", state.to_move, "schwimmen.order"))
        return ev
    mid = state.middle_ids
    assert mid is not None
    if code == RENEW_C:
        old = mid
        state.discard_ids.extend(old)
        state.middle_ids = sorted(state.stock_ids[:3])
        del state.stock_ids[:3]
        if ev is not None:
            ev.append(
                Event(
                    "schwimmen.renew",
                    seat,
                    "schwimmen.seven_eight_nine",
                    cards=_strs(old),
                    new_cards=_strs(state.middle_ids),
                )
            )
        return ev
    state.turns += 1
    if code >= SWAP_C or code == SWAP_ALL_C:
        hand = _hand(state, seat)
        if code >= SWAP_C:
            give = (code - SWAP_C) >> 5
            take = (code - SWAP_C) & 31
            hand.remove(give)
            hand.append(take)
            hand.sort()
            mid.remove(take)
            mid.append(give)
            mid.sort()
            if ev is not None:
                ev.append(
                    Event(
                        "schwimmen.swap",
                        seat,
                        "schwimmen.turn",
                        give_card=CARD_STR[give],
                        take_card=CARD_STR[take],
                    )
                )
        else:
            state.hand_ids[seat], state.middle_ids = mid, hand
            if ev is not None:
                ev.append(
                    Event(
                        "schwimmen.swap_all",
                        seat,
                        "schwimmen.turn",
                        give_cards=_strs(hand),
                        take_cards=_strs(mid),
                    )
                )
        state.passes = 0
        if _value(state, seat) == 62:
            if ev is not None:
                ev.append(
                    Event(
                        "schwimmen.thirty_one", seat, "schwimmen.thirty_one", cards=_strs(_hand(state, seat))
                    )
                )
            finish(state, "thirty_one", ev)
            return ev
    elif code == PASS_C:
        state.passes += 1
        m = len(state.order)
        if ev is not None:
            ev.append(Event("schwimmen.pass", seat, "schwimmen.turn", k=state.passes, n=m))
        if state.passes >= m:
            state.passes = 0
            if len(state.stock_ids) < 3:
                if ev is not None:
                    ev.append(
                        Event("schwimmen.stock_out", None, "schwimmen.all_pass", n=len(state.stock_ids))
                    )
                finish(state, "stock_out", ev)
                return ev
            old = mid
            state.discard_ids.extend(old)
            state.middle_ids = sorted(state.stock_ids[:3])
            del state.stock_ids[:3]
            if ev is not None:
                ev.append(
                    Event(
                        "schwimmen.all_passed",
                        None,
                        "schwimmen.all_pass",
                        cards=_strs(old),
                        new_cards=_strs(state.middle_ids),
                    )
                )
    else:  # knock
        state.knocked = seat
        state.passes = 0
        if ev is not None:
            ev.append(
                Event(
                    "schwimmen.knock",
                    seat,
                    "schwimmen.knock",
                    cards=_strs(_hand(state, seat)),
                    n=len(state.order) - 1,
                )
            )
    nxt = state.nxt[seat]
    assert nxt is not None
    if nxt == state.knocked:
        if ev is not None:
            ev.append(Event("schwimmen.knock_done", None, "schwimmen.knock", knocker=state.knocked))
        finish(state, "knock", ev)
        return ev
    state.to_move = nxt
    if ev is not None:
        ev.append(Event("common.turn", nxt, "schwimmen.order"))
    return ev


def _hand(state: SchwimmenState, seat: int) -> list[int]:
    h = state.hand_ids[seat]
    assert h is not None
    return h


def _value(state: SchwimmenState, seat: int) -> int:
    return hand_value2(_hand(state, seat), state.scoring)


def lives_after(state: SchwimmenState) -> list[int]:
    lost = set(state.losers) if state.over else set()
    return [x - 1 if s in lost else x for s, x in enumerate(state.lives)]


def finish(state: SchwimmenState, reason: str, ev: list[Event] | None) -> None:
    """End the round: everyone lays down; the lowest value(s) lose a life."""
    state.over, state.end = True, reason
    vals = {s: _value(state, s) for s in state.order}
    low = min(vals.values())
    state.values = vals
    state.losers = [s for s in state.order if vals[s] == low]
    if ev is None:
        return
    scoring = state.rules.scoring
    ev.append(Event("schwimmen.lay_down", None, "schwimmen.scoring"))
    for s in state.order:
        cards = _strs(_hand(state, s))
        v, kind, key = value_info(cards, scoring)
        data: dict[str, Any] = {"cards": cards, "value": value_param(v)}
        if kind == "suit":
            data["suit"] = SUIT_NAME[key]
        elif kind == "triple":
            data["ranks"] = key
        ev.append(Event("schwimmen.value." + kind, s, "schwimmen.values", **data))
    losers = state.losers
    if len(losers) == len(state.order):
        ev.append(Event("schwimmen.all_tie", None, "schwimmen.scoring", value=value_param(low)))
    elif len(losers) > 1:
        ev.append(
            Event(
                "schwimmen.tie", None, "schwimmen.scoring", tied_players=list(losers), value=value_param(low)
            )
        )
    else:
        ev.append(Event("schwimmen.lowest", losers[0], "schwimmen.scoring", value=value_param(low)))
    after = lives_after(state)
    for s in losers:
        left = after[s]
        if left > 0:
            ev.append(Event("schwimmen.life_lost", s, "schwimmen.scoring", lives=left))
        elif left == 0:
            ev.append(Event("schwimmen.swims", s, "schwimmen.swimming"))
        else:
            ev.append(Event("schwimmen.goes_out", s, "schwimmen.swimming"))
    still = [s for s in range(state.n) if after[s] >= 0]
    if len(still) == 1:
        ev.append(Event("schwimmen.winner", still[0], "schwimmen.winning"))
    elif not still:
        ev.append(Event("schwimmen.shared_win", None, "schwimmen.winning", all_players=list(state.order)))


# -- playouts -------------------------------------------------------------------------------
def move_of(code: int) -> SchwimmenMove:
    if code >= SWAP_C:
        m = SWAP_IDS[code - SWAP_C]
        assert m is not None
        return m
    return BY_CODE[code]


def _random_code(state: SchwimmenState, rnd: Callable[[], float]) -> int:
    """``codes[int(rnd() * len(codes))]`` of ``codes = legal_codes(state)``, without making
    the list: the legal moves are counted, and the chosen one is found by its index."""
    mid = state.middle_ids
    if mid is None:
        return SECOND_C if int(rnd() * 2) else 0
    renew = 1 if state.renewing and len(state.stock_ids) >= 3 and has_789_ids(mid) else 0
    hand = state.hand_ids[state.to_move]
    assert hand is not None
    nm = len(mid)
    swaps = len(hand) * nm
    knock = 1 if may_knock(state) else 0
    i = int(rnd() * (renew + swaps + 2 + knock)) - renew
    if i < 0:
        return RENEW_C
    if i < swaps:
        return SWAP_C + hand[i // nm] * 32 + mid[i % nm]
    if i == swaps:
        return SWAP_ALL_C
    return PASS_C if i == swaps + 1 else KNOCK_C


def playout(
    state: SchwimmenState, rng: Random, policy: object = "random", depth: int | None = None, game: Any = None
) -> int:
    """Play the round on in place, to its end or for ``depth`` moves; return the moves played.
    ``policy``: ``"random"`` (``moves[int(rng.random() * len(moves))]`` of the legal moves, as
    the per-move loop plays) or a function ``(game, state) -> move``."""
    k = 0
    limit = -1 if depth is None else depth
    if policy == "random":
        rnd = rng.random
        while not state.over and k != limit:
            play(state, _random_code(state, rnd), False)
            k += 1
        return k
    if not callable(policy):
        raise ValueError(f"unknown playout policy {policy!r}: 'random' or a function")
    choose: Callable[[Any, SchwimmenState], Any] = policy
    while not state.over and k != limit:
        apply(state, choose(game, state), False)
        k += 1
    return k
