"""Swoop's hot path: the legal moves, applying a move, and whole playouts.

The plays of a rank come from memoised lists keyed by the rank's suit code in hand (and the
face-up slots of that rank), so a position's legal moves are a few lookups; a pickup adds the
pile's cards to the suit codes (no hand is rebuilt); a move that was generated for the position
is applied without being checked again.

A list item is changed as ``x[i] = x[i] + d``, not ``x[i] += d``: mypyc compiles the
augmented form to generic object arithmetic.
"""

from __future__ import annotations

from random import Random
from typing import Any, Callable, Final

from ...engine import Event
from .cards import (
    CARD_ID,
    CARD_STR,
    CODE_COUNT,
    FOUR,
    JOKER_ID,
    PLAIN_OF,
    RANK_OF,
    SLOTS,
    VALUE_OF,
    bit,
    value,
)
from .moves import (
    _HAND_PLAYS,
    COMPLETE,
    PLAY,
    PLAY_COUNTS,
    REVEAL,
    REVEALS,
    SPECIAL_BITS,
    SwoopMove,
    group_move,
    groups_of,
    hand_plays,
    is_special_value,
)
from .state import SwoopState, limit


def _top_limit(state: SwoopState, top: int) -> int:
    """:func:`limit` for the value ``top`` that :func:`_limited_top` gives (-1: no limit)."""
    return FOUR - state.top_run if top >= 0 else FOUR


_UP_SPECIAL: Final[dict[int, SwoopMove]] = {}


def _up_special(slot: int, c: int) -> SwoopMove:
    key = slot * 64 + c
    m = _UP_SPECIAL.get(key)
    if m is None:
        card = CARD_STR[c]
        m = SwoopMove("play", RANK_OF[value(c)], (), ((slot, card),))
        _UP_SPECIAL[key] = m
    return m


def _limited_top(state: SwoopState) -> int:
    """The value on top of the pile when the four-on-top limit cuts the plays of it (to
    :func:`limit` cards, ``FOUR - state.top_run``), else -1 (an empty pile, a special card on top, or
    the ``big_swoop`` rules)."""
    pile = state.pile_ids
    if not pile or state.big_swoop:
        return -1
    top = VALUE_OF[pile[-1]]
    return -1 if is_special_value(top, state.ojs) else top


def face_up_info(up: list[int]) -> list[int]:
    """The face-up cards ``up`` (one seat's four slot ids, -1: empty) by value: at index ``v``
    (0-13) the cards of value ``v`` as :func:`.moves.groups_of` takes them (three bits a slot:
    present, and the suit) shifted left by three, plus how many they are; at index 14 a bit for
    each value with a face-up card, at index 15 a bit for each empty face-up slot; at index 16 the
    values by their first slot, four bits each (``v + 1``, the first slot's value lowest)."""
    info = [0] * 17
    vals = 0
    free = 0
    order = 0
    shift = 0
    for i in range(SLOTS):
        c = up[i]
        if c >= 0:
            v = VALUE_OF[c]
            info[v] = info[v] + ((4 | (c & 3)) << (3 * i + 3)) + 1
            if not vals >> v & 1:
                order |= (v + 1) << shift
                shift += 4
            vals |= 1 << v
        else:
            free |= 1 << i
    info[14] = vals
    info[15] = free
    info[16] = order
    return info


def up_info(state: SwoopState, seat: int) -> list[int]:
    """:func:`face_up_info` of the face-up cards of ``seat``, made when first asked for after a
    change of the seat's face-up cards and kept in the state."""
    info = state.up_info[seat]
    if info is None:
        info = face_up_info(state.up_ids[seat])
        state.up_info[seat] = info
    return info


def _completions(state: SwoopState) -> list[SwoopMove]:
    """The completion moves for the turned-up mystery card."""
    seat = state.to_move
    assert state.revealed is not None
    rv = VALUE_OF[CARD_ID[state.revealed[1]]]
    codes = state.hand_codes[seat]
    return groups_of(rv, codes[rv], up_info(state, seat)[rv] >> 3, limit(state, rv) - 1, True)


# The legal moves come in this order (one definition, walked by legal_moves and _pick):
#   1. by value (joker, A ... K), the plays of each value in hand: from the hand alone
#      (:func:`.moves.hand_plays`, cut to the four-on-top limit for the pile's top value), or,
#      for a value with a non-special face-up card, every play of hand and face-up cards
#      (:func:`.moves.groups_of`);
#   2. the face-up cards whose value is not in hand, by their first slot: a special card alone,
#      a slot after slot; other values every play of their face-up cards;
#   3. the reveals (``d1`` ... ``d4``) of the mystery cards with an empty face-up slot.
# With a turned-up mystery card the completions are the only moves.


def legal_moves(state: SwoopState) -> list[SwoopMove]:
    if state.over:
        return []
    if state.revealed is not None:
        done = list(_completions(state))
        state._legal = done
        return done
    seat = state.to_move
    codes = state.hand_codes[seat]
    ojs = state.ojs
    top = _limited_top(state)
    top_lim = _top_limit(state, top)
    info = state.up_info[seat]
    if info is None:
        info = up_info(state, seat)
    moves: list[SwoopMove] = []
    memo = _HAND_PLAYS
    at = 1 if ojs else 0  # the memo's index of value v and suit code 0: v * 8192 + ojs
    specials = SPECIAL_BITS[at]  # bit v: v is a special value (is_special_value)
    slot_vals = info[14] & ~specials  # bit v: a face-up card of the non-special value v
    v = -1
    for code in codes:
        v += 1
        if code:
            if slot_vals >> v & 1:
                moves.extend(groups_of(v, code, info[v] >> 3, top_lim if v == top else FOUR, False))
            else:
                p = memo[at + code * 2]
                if p is None:
                    p = hand_plays(v, code, ojs)
                if v == top and len(p) > top_lim:
                    moves.extend(p[:top_lim])
                else:
                    moves.extend(p)
        at += 8192
    order = info[16]
    while order:
        v = (order & 15) - 1
        order >>= 4
        if specials >> v & 1:
            up = state.up_ids[seat]
            for s in range(SLOTS):
                c = up[s]
                if c >= 0 and VALUE_OF[c] == v:
                    moves.append(_up_special(s + 1, c))
        elif codes[v] == 0:
            moves.extend(groups_of(v, 0, info[v] >> 3, top_lim if v == top else FOUR, False))
    free = info[15]
    if free:
        down = state.down[seat]
        for i in range(SLOTS):
            if free >> i & 1 and down[i] is not None:
                moves.append(REVEALS[i])
    state._legal = moves
    return moves


def _count(
    state: SwoopState, seat: int, codes: list[int], info: list[int], top: int, top_lim: int, ten: int
) -> int:
    """``len(legal_moves(state))`` without a turned-up mystery card, from the kept
    ``plain_plays`` (no walk over the fourteen values): the values with face-up cards count their
    plays with them instead, the pile's top value is cut to the limit, each special value in hand
    is one play, then the face-up values not in hand and the reveals."""
    counts = PLAY_COUNTS
    total = state.plain_plays[seat]
    if ten != 99:
        tens = codes[ten]
        if tens:  # a special ten in hand: one play, not one a card
            total += 1 - PLAIN_OF[tens]
    slot_vals = info[14] & ~SPECIAL_BITS[0 if ten == 10 else 1]
    b = slot_vals
    while b:  # the values with non-special face-up cards (four at most)
        low = b & -b
        b ^= low
        v = low.bit_length() - 1
        x = info[v]
        lim = top_lim if v == top else FOUR
        code = codes[v]
        if code:
            h = PLAIN_OF[code]
            total += counts[((x & 7) * 5 + h) * 5 + lim] - h
        else:
            total += counts[(x & 7) * 25 + lim]
    if top >= 0 and not slot_vals >> top & 1:  # top >= 0: a non-special value
        h = PLAIN_OF[codes[top]]
        if h > top_lim:
            total -= h - top_lim
    if codes[0]:
        total += 1
    if info[14] != slot_vals:  # special face-up cards: one play a card
        up = state.up_ids[seat]
        for j in range(SLOTS):
            c = up[j]
            if c >= 0 and (c == JOKER_ID or VALUE_OF[c] == ten):
                total += 1
    free = info[15]
    if free:
        down = state.down[seat]
        for j in range(SLOTS):
            if free >> j & 1 and down[j] is not None:
                total += 1
    return total


def _pick(state: SwoopState, r: float) -> SwoopMove:
    """``legal_moves(state)[int(r * len(legal_moves(state)))]`` without making the list: the
    moves are counted (:func:`_count`), then the runs walked to the one picked."""
    seat = state.to_move
    if state.revealed is not None:
        done = _completions(state)
        n = len(done)  # a name, not len() in the product: mypyc multiplies natively then
        return done[int(r * n)]
    codes = state.hand_codes[seat]
    ojs = state.ojs
    top = _limited_top(state)
    top_lim = _top_limit(state, top)
    ten = 99 if ojs else 10  # the value of a special ten (99: none)
    info = state.up_info[seat]
    if info is None:
        info = up_info(state, seat)
    total = _count(state, seat, codes, info, top, top_lim, ten)
    if total == 0:
        raise AssertionError("no legal move")
    k = int(r * total)
    slot_vals = info[14] & ~SPECIAL_BITS[1 if ojs else 0]  # bit v: a face-up card of the non-special value v
    counts = PLAY_COUNTS
    # 1. the plays by value
    v = -1
    for code in codes:
        v += 1
        if code:
            if slot_vals >> v & 1:
                x = info[v]
                lim = top_lim if v == top else FOUR
                h = CODE_COUNT[code]
                n = counts[((x & 7) * 5 + (h if h < 4 else 4)) * 5 + lim]
                if k < n:
                    return group_move(v, code, x >> 3, lim, False, k)
            elif v == 0 or v == ten:
                n = 1
                if k == 0:
                    return hand_plays(v, code, ojs)[0]
            else:
                n = CODE_COUNT[code]
                if n > FOUR:
                    n = FOUR
                if v == top and n > top_lim:
                    n = top_lim
                if k < n:
                    return hand_plays(v, code, ojs)[k]
            k -= n
    # 2. the face-up cards of values not in hand, by first slot
    up = state.up_ids[seat]
    order = info[16]
    while order:
        v = (order & 15) - 1
        order >>= 4
        if v == 0 or v == ten:
            # a special card alone, slot by slot
            for j in range(SLOTS):
                c = up[j]
                if c >= 0 and VALUE_OF[c] == v:
                    if k == 0:
                        return _up_special(j + 1, c)
                    k -= 1
        elif codes[v] == 0:
            x = info[v]
            lim = top_lim if v == top else FOUR
            n = counts[(x & 7) * 25 + lim]
            if k < n:
                return group_move(v, 0, x >> 3, lim, False, k)
            k -= n
    # 3. the reveals
    free = info[15]
    down = state.down[seat]
    for i in range(SLOTS):
        if free >> i & 1 and down[i] is not None:
            if k == 0:
                return REVEALS[i]
            k -= 1
    raise AssertionError("the moves counted and the moves walked differ")


# -- applying a move ------------------------------------------------------------------------
def was_generated(state: SwoopState, move: object) -> bool:
    """Whether ``move`` is one of the very move values that ``legal_moves`` last returned for
    ``state``, so that it was checked when it was made.  Forgets that list either way."""
    gen = state._legal
    state._legal = None
    if gen is not None:
        for m in gen:
            if m is move:
                return True
    return False


def apply(state: SwoopState, move: object, events: bool = True) -> list[Event] | None:
    """Play ``move`` (a move value or any spelling of one); change ``state`` in place."""
    if was_generated(state, move):
        assert isinstance(move, SwoopMove)
        mv = move  # generated for this very position: already checked
    else:
        from .parsing import checked

        mv = checked(state, move)
    if not events and mv.code != REVEAL:
        play_fast(state, mv)
        return None
    return play(state, mv, events)


def _take(state: SwoopState, seat: int, mv: SwoopMove) -> list[int]:
    """Take the cards of the play or completion ``mv`` from the hand and the face-up slots."""
    if mv.delta:
        state.set_code(seat, mv.v, state.hand_codes[seat][mv.v] - mv.delta)
        state.hand_counts[seat] = state.hand_counts[seat] - len(mv.hand)
    cards = list(mv.hand_ids)
    if mv.smask:
        up = state.up_ids[seat]
        for s, _ in mv.up:
            cards.append(up[s - 1])
            up[s - 1] = -1
        state.up_info[seat] = None
    return cards


def play_fast(state: SwoopState, mv: SwoopMove) -> None:
    """Play a legal play or completion without events."""
    seat = state.to_move
    if mv.code == PLAY and not mv.smask:  # from the hand alone (most plays): no list made
        hand = mv.hand_ids
        codes = state.hand_codes[seat]
        v = mv.v
        code = codes[v]
        new = code - mv.delta
        codes[v] = new
        if v:  # state.set_code, inline
            state.plain_plays[seat] = state.plain_plays[seat] + PLAIN_OF[new] - PLAIN_OF[code]
        state.hand_counts[seat] = state.hand_counts[seat] - len(hand)
        _land(state, seat, hand)
        return
    cards = _take(state, seat, mv)
    if mv.code == COMPLETE:
        rev = state.revealed
        assert rev is not None
        state.revealed = None
        cards.insert(0, CARD_ID[rev[1]])
    _land(state, seat, tuple(cards))


def _land(state: SwoopState, seat: int, cards: tuple[int, ...]) -> None:
    """The cards of a play (the first one leading) reach the pile: a special card swoops, a
    higher card picks the pile up first, four of a value on top swoop; then the deal may end or
    the turn pass."""
    pile = state.pile_ids
    state.plays += 1
    first = cards[0]
    fv = VALUE_OF[first]
    if is_special_value(fv, state.ojs):
        state.out_ids.extend(pile)
        state.out_ids.append(first)
        pile.clear()
        state.top_run = 0
        state.plays_since_swoop = 0
        swooped = True
    else:
        run = len(cards)
        if pile:
            tv = VALUE_OF[pile[-1]]
            if fv > tv:
                state.add_to_hand(seat, pile)
                pile.clear()
            elif fv == tv:
                run += state.top_run
        if len(cards) == 1:  # one card (most plays): append is cheaper than extend
            pile.append(first)
        else:
            pile.extend(cards)
        # a run of four (or more) of one rank on top swoops
        if run >= FOUR:
            state.out_ids.extend(pile)
            pile.clear()
            state.top_run = 0
            state.plays_since_swoop = 0
            swooped = True
        else:
            state.top_run = run
            state.plays_since_swoop += 1
            swooped = False
    if state.hand_counts[seat] == 0 and state.held(seat) == 0:
        state.over = True
        state.winner = seat
        return
    if not swooped:
        lim = state.dead_limit
        if lim >= 0 and state.plays_since_swoop >= lim:
            state.over = True
            state.dead = True
            return
        state.to_move = (seat + 1) % state.n


def play(state: SwoopState, mv: SwoopMove, events: bool) -> list[Event] | None:
    """Play the legal move ``mv``, with the events when asked for."""
    seat = state.to_move
    ev: list[Event] | None = [] if events else None
    if mv.code == REVEAL:
        assert mv.slot is not None
        card = state.down[seat][mv.slot - 1]
        assert card is not None
        state.down[seat][mv.slot - 1] = None
        if ev is not None:
            ev.append(Event("swoop.reveal", seat, "swoop.mystery", slot=mv.slot, card=card))
        c = CARD_ID[card]
        if is_special_value(value(c), state.ojs):
            _play(state, seat, [c], ev, mv.slot, ())
        else:
            state.revealed = (mv.slot, card)
        return ev
    cards = _take(state, seat, mv)
    mystery: int | None = None
    if mv.code == COMPLETE:
        rev = state.revealed
        assert rev is not None
        state.revealed = None
        cards.insert(0, CARD_ID[rev[1]])
        mystery = rev[0]
    _play(state, seat, cards, ev, mystery, mv.slots if events else ())
    return ev


def _play(
    state: SwoopState,
    seat: int,
    cards: list[int],
    ev: list[Event] | None,
    mystery: int | None,
    slots: tuple[int, ...],
) -> None:
    pile = state.pile_ids
    state.plays += 1
    fv = value(cards[0])
    rank = RANK_OF[fv]
    strs = [CARD_STR[c] for c in cards]
    if is_special_value(fv, state.ojs):
        n_pile = len(pile)
        state.out_ids.extend(pile)
        state.out_ids.append(cards[0])
        pile.clear()
        state.top_run = 0
        state.plays_since_swoop = 0
        if ev is not None:
            ev.append(
                Event(
                    "swoop.special",
                    seat,
                    "swoop.ten_joker",
                    card=strs[0],
                    n=n_pile,
                    slots=list(slots),
                    mystery=mystery,
                )
            )
        _after(state, seat, True, ev)
        return
    top = RANK_OF[value(pile[-1])] if pile else None
    picked = 0
    if pile and fv > value(pile[-1]):
        picked = len(pile)
        state.add_to_hand(seat, pile)
        if ev is not None:
            ev.append(
                Event(
                    "swoop.pickup",
                    seat,
                    "swoop.higher",
                    ranks=rank,
                    top_rank=top,
                    n=picked,
                    k=len(cards),
                    cards=strs,
                    picked_cards=[CARD_STR[c] for c in pile],
                    slots=list(slots),
                    mystery=mystery,
                )
            )
        pile.clear()
    elif ev is not None:
        ev.append(
            Event(
                "swoop.play" if top is not None else "swoop.start",
                seat,
                "swoop.lower" if top is not None else "swoop.empty",
                cards=strs,
                ranks=rank,
                top_rank=top,
                n=len(cards),
                slots=list(slots),
                mystery=mystery,
            )
        )
    if picked and ev is not None:
        ev.append(Event("swoop.new_pile", seat, "swoop.higher", cards=strs, ranks=rank, n=len(cards)))
    run = len(cards) + (state.top_run if pile and value(pile[-1]) == fv else 0)
    pile.extend(cards)
    # a run of four (or more, with big_swoop) of one rank on top swoops
    if run >= FOUR:
        n_pile = len(pile)
        state.out_ids.extend(pile)
        pile.clear()
        state.top_run = 0
        state.plays_since_swoop = 0
        if ev is not None:
            ev.append(Event("swoop.four", seat, "swoop.four_on_top", ranks=rank, n=n_pile, run=run))
        _after(state, seat, True, ev)
    else:
        state.top_run = run
        state.plays_since_swoop += 1
        _after(state, seat, False, ev)


def _after(state: SwoopState, seat: int, swooped: bool, ev: list[Event] | None) -> None:
    from .scoring import score_events

    if state.hand_counts[seat] == 0 and state.held(seat) == 0:
        state.over, state.winner = True, seat
        if ev is not None:
            ev.append(Event("swoop.out", seat, "swoop.going_out", swooped=swooped))
            score_events(state, ev)
        return
    lim = state.dead_limit
    if not swooped and lim >= 0 and state.plays_since_swoop >= lim:
        state.over, state.dead = True, True
        if ev is not None:
            ev.append(Event("swoop.dead", None, "swoop.dead_deal", n=lim))
            score_events(state, ev)
        return
    if swooped:
        if ev is not None:
            ev.append(Event("swoop.again", seat, "swoop.play_again"))
    else:
        state.to_move = (seat + 1) % state.n
        if ev is not None:
            ev.append(Event("common.turn", state.to_move, "swoop.order"))


# Counting the moves and walking to the one picked (:func:`_pick`) makes no list, which pays
# compiled; as pure Python the list of legal_moves (joined by C code) is faster
_PICK: Final = not __file__.endswith(".py")


# -- playouts -------------------------------------------------------------------------------
def playout(
    state: SwoopState, rng: Random, policy: object = "random", depth: int | None = None, game: Any = None
) -> int:
    """Play the deal on in place, to its end or for ``depth`` moves; return the moves played.
    ``policy``: ``"random"`` (``moves[int(rng.random() * len(moves))]`` of the legal moves, as
    the per-move loop plays) or a function ``(game, state) -> move``."""
    k = 0
    stop = -1 if depth is None else depth
    if policy == "random":
        rnd = rng.random
        while not state.over and k != stop:
            if _PICK:
                mv = _pick(state, rnd())
            else:
                moves = legal_moves(state)
                mv = moves[int(rnd() * len(moves))]
            state._legal = None
            if mv.code == REVEAL:
                play(state, mv, False)
            else:
                play_fast(state, mv)
            k += 1
        return k
    if not callable(policy):
        raise ValueError(f"unknown playout policy {policy!r}: 'random' or a function")
    choose: Callable[[Any, SwoopState], Any] = policy
    while not state.over and k != stop:
        apply(state, choose(game, state), False)
        k += 1
    return k


__all__ = ["legal_moves", "apply", "playout", "limit", "bit", "JOKER_ID"]
