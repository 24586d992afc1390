"""Sweep's hot path: the legal moves, applying a move, and whole playouts.

The generator works on bitmasks of the loose table cards: the cards of one rank are four
neighbouring bits, the number cards below a value a low slice of the mask, and the unions of
sum groups come from :func:`.cards.sum_masks` (computed from that slice).  Without builds on the
table or the ``building`` option (the default rules) a move is a small integer ``taken << 6 | card``
(:func:`legal_codes`), and the move values are made from those codes only when asked for.
"""

from __future__ import annotations

from random import Random
from typing import Any, Callable, Final

from ...engine import Event
from .cards import (
    CARD_STR,
    HAND_SIZE,
    NUMBERS,
    SPADE_ACE,
    SPADE_ACE_ID,
    add_desc,
    canonical_split,
    high_to_low,
    mask_desc,
    sum_masks,
)
from .moves import BUILD, TRAIL, TRAILS, SweepMove, match_of, move_of
from .state import SweepState


# -- legal moves ----------------------------------------------------------------------------
def sum_floor(nums: int) -> int:
    """The lowest rank index (value - 1) of a card that can take a sum out of the loose number
    cards ``nums``: a sum has two or more cards, so it is above the ranks of the two lowest cards
    added up (99: fewer than two cards).  A card of rank index ``r``, ``floor <= r <= 9``, takes
    the sums :func:`.cards.sum_masks` of the cards below it."""
    rest = nums & (nums - 1)  # without the lowest card
    if rest == 0:
        return 99
    return (((nums & -nums).bit_length() - 1) >> 2) + (((rest & -rest).bit_length() - 1) >> 2) + 1


def legal_codes(state: SweepState) -> list[int]:
    """The legal moves under the default rules (no build in play or allowed), as codes: every
    card trails, a match takes every table card of its rank, sums take unions of sum groups.
    :func:`legal_moves` follows the same order."""
    hand = state.hand_ids[state.to_move]
    t = state.tmask
    if t == 0:
        return list(hand)
    nums = t & NUMBERS
    floor = sum_floor(nums)
    out: list[int] = []
    for c in hand:
        out.append(c)
        r = c >> 2
        m = t & (15 << (4 * r))
        if m:
            out.append(m << 6 | c)
        if floor <= r <= 9:
            for u in sum_masks(nums & ((1 << (4 * r)) - 1), r + 1):
                if m:
                    out.append((m | u) << 6 | c)
                out.append(u << 6 | c)
    return out


def _random_code(state: SweepState, x: float) -> int:
    """``legal_codes(state)[int(x * n)]`` (``n`` moves, ``0 <= x < 1``) without the list: the
    moves are counted first, each card's sum unions kept for the walk to the one picked."""
    hand = state.hand_ids[state.to_move]
    t = state.tmask
    n = len(hand)
    if t == 0:
        return hand[int(x * n)]
    nums = t & NUMBERS
    floor = sum_floor(nums)
    found: list[list[int]] = []  # the sum unions of each card with floor <= rank <= 9, in turn
    for c in hand:
        r = c >> 2
        m = t & (15 << (4 * r))
        if m:
            n += 1
        if floor <= r <= 9:
            us = sum_masks(nums & ((1 << (4 * r)) - 1), r + 1)
            found.append(us)
            n += 2 * len(us) if m else len(us)
    k = int(x * n)
    j = 0
    for c in hand:
        if k == 0:
            return c
        k -= 1
        r = c >> 2
        m = t & (15 << (4 * r))
        if m:
            if k == 0:
                return m << 6 | c
            k -= 1
        if floor <= r <= 9:
            us = found[j]
            j += 1
            for u in us:
                if m:
                    if k == 0:
                        return (m | u) << 6 | c
                    k -= 1
                if k == 0:
                    return u << 6 | c
                k -= 1
    raise AssertionError("_random_code: index past the moves")


def legal_moves(state: SweepState) -> list[SweepMove]:
    if state.over:
        return []
    if state.build_ids or state.building:
        moves = _general_moves(state)
        state._legal = moves
        return moves
    # the moves of legal_codes, made straight from the shared values
    hand = state.hand_ids[state.to_move]
    t = state.tmask
    trails = TRAILS
    if t == 0:
        moves = [trails[c] for c in hand]
        state._legal = moves
        return moves
    nums = t & NUMBERS
    floor = sum_floor(nums)
    moves = []
    for c in hand:
        moves.append(trails[c])
        r = c >> 2
        m = t & (15 << (4 * r))
        if m:
            moves.append(match_of(c, m))
        if floor <= r <= 9:
            card = CARD_STR[c]
            for u in sum_masks(nums & ((1 << (4 * r)) - 1), r + 1):  # new values: see move_of
                if m:
                    moves.append(SweepMove("capture", card, gen=(m | u) << 6 | c))
                moves.append(SweepMove("capture", card, gen=u << 6 | c))
    state._legal = moves
    return moves


def _owned(state: SweepState, seat: int) -> list[tuple[tuple[int, ...], int]]:
    return [(b, _value_sum(b)) for b, o in state.build_ids if o == seat]


def _value_sum(cards: tuple[int, ...]) -> int:
    v = 0
    for c in cards:
        v += (c >> 2) + 1
    return v


def keeps(hand: list[int], card: int, owned: list[tuple[tuple[int, ...], int]], taken_value: int = 0) -> bool:
    """True when, after ``card`` leaves ``hand``, the owner still holds a card of the value of
    each own build not taken by the move (a build of ``taken_value`` is taken)."""
    for _, w in owned:
        if w == taken_value:
            continue
        ok = False
        for h in hand:
            if h != card and (h >> 2) + 1 == w:
                ok = True
                break
        if not ok:
            return False
    return True


def _strs(ids: list[int]) -> tuple[str, ...]:
    return tuple([CARD_STR[c] for c in ids])


def _capture(card: int, m: int, mbuilds: tuple[tuple[int, ...], ...], u: int) -> SweepMove:
    if not mbuilds:
        return move_of((m | u) << 6 | card)
    return SweepMove(
        "capture",
        CARD_STR[card],
        _strs(mask_desc(m)),
        tuple([_strs(list(b)) for b in mbuilds]),
        _strs(mask_desc(u)),
    )


def _general_moves(state: SweepState) -> list[SweepMove]:
    """The legal moves with builds on the table or the ``building`` option."""
    seat = state.to_move
    hand = state.hand_ids[seat]
    owned = _owned(state, seat) if state.build_ids else []
    t = state.tmask
    nums = t & NUMBERS
    build_vals: dict[int, list[tuple[int, ...]]] = {}
    for b, _ in state.build_ids:
        build_vals.setdefault(_value_sum(b), []).append(b)
    moves: list[SweepMove] = []
    sums: dict[int, list[int]] = {}
    for card in hand:
        r = card >> 2
        v = r + 1
        if not owned:
            moves.append(move_of(card))
        m = t & (15 << (4 * r))
        mbuilds = tuple(build_vals[v]) if v in build_vals else ()
        has_match = bool(m) or bool(mbuilds)
        keep_m = keep_n = True
        if owned:
            keep_m = keeps(hand, card, owned, v)
            keep_n = keeps(hand, card, owned)
        with_match = has_match and keep_m
        if with_match:
            moves.append(_capture(card, m, mbuilds, 0))
        if 2 <= v <= 10 and (keep_n or keep_m):
            sub = sums.get(v)
            if sub is None:
                sub = sum_masks(nums & ((1 << (4 * r)) - 1), v)
                sums[v] = sub
            for u in sub:
                if with_match:
                    moves.append(_capture(card, m, mbuilds, u))
                if keep_n:
                    moves.append(_capture(card, 0, (), u))
        if state.building and v < 10:
            moves.extend(_builds(hand, card, mask_desc(nums), owned))
    return moves


def _builds(
    hand: list[int], card: int, numbers: list[int], owned: list[tuple[tuple[int, ...], int]]
) -> list[SweepMove]:
    v = (card >> 2) + 1
    if not keeps(hand, card, owned):
        return []
    want = {(h >> 2) + 1 for h in hand if h != card and h < 40}
    want = {w for w in want if w > v}
    if not want:
        return []
    limit = max(want) - v
    cards = [c for c in numbers if (c >> 2) + 1 <= limit]
    out: list[SweepMove] = []
    _builds_from(0, 0, [], cards, v, limit, want, CARD_STR[card], out)
    return out


def _builds_from(
    i: int,
    total: int,
    chosen: list[int],
    cards: list[int],
    v: int,
    limit: int,
    want: set[int],
    card: str,
    out: list[SweepMove],
) -> None:
    for j in range(i, len(cards)):
        t = total + (cards[j] >> 2) + 1
        if t > limit:
            continue
        chosen.append(cards[j])
        if v + t in want:
            out.append(SweepMove("build", card, table=_strs(chosen)))
        _builds_from(j + 1, t, chosen, cards, v, limit, want, card, out)
        chosen.pop()


# -- applying a move ------------------------------------------------------------------------
def was_generated(state: SweepState, move: object) -> bool:
    """Whether ``move`` is one of the very move values that ``legal_moves`` last returned for
    ``state``, so that it was checked when it was made.  Forgets that list either way."""
    gen = state._legal
    state._legal = None
    if gen is not None:
        for m in gen:
            if m is move:
                return True
    return False


def apply(state: SweepState, move: object, events: bool = True) -> list[Event] | None:
    """Play ``move`` (a move value or any spelling of one); change ``state`` in place."""
    if was_generated(state, move):
        assert isinstance(move, SweepMove)
        mv = move  # generated for this very position: already checked
    else:
        from .parsing import checked

        mv = checked(state, move)
    return play(state, mv, events)


def play(state: SweepState, mv: SweepMove, events: bool) -> list[Event] | None:
    """Play the legal move ``mv``."""
    if mv.gen >= 0 and not events:
        play_code(state, mv.gen)
        return None
    seat = state.to_move
    ev: list[Event] | None = [] if events else None
    card = mv.cid
    state.hand_ids[seat].remove(card)
    state.plays += 1
    kind = mv.code
    if kind == TRAIL:
        state.table_ids.append(card)
        state.tmask |= 1 << card
        if ev is not None:
            ev.append(Event("sweep.trail", seat, "sweep.trail", card=mv.card))
    elif kind == BUILD:
        on = mv.taken_ids
        for c in on:
            state.table_ids.remove(c)
        state.tmask &= ~mv.mask
        b = (card,) + tuple(sorted(on, key=_desc_id))
        state.build_ids.append((b, seat))
        if ev is not None:
            ev.append(
                Event(
                    "sweep.build",
                    seat,
                    "sweep.building",
                    card=mv.card,
                    table_cards=list(high_to_low(mv.table)),
                    value=_value_sum(b),
                )
            )
    else:
        mask = mv.mask
        if mask:
            state.table_ids = [c for c in state.table_ids if not mask >> c & 1]
            state.tmask &= ~mask
        if mv.build_ids:
            gone = mv.build_ids
            state.build_ids = [bo for bo in state.build_ids if bo[0] not in gone]
        pile = state.captured_ids[seat]
        pile.append(card)
        taken = mv.taken_ids
        pile.extend(taken)
        state.last_capture = seat
        swept = state.tmask == 0 and not state.build_ids
        if swept:
            state.sweeps[seat] += 1
            if card == SPADE_ACE_ID or SPADE_ACE_ID in taken:
                state.ace_swept = True
        if ev is not None:
            _capture_events(state, seat, mv, swept, ev)
    _advance(state, seat, ev)
    return ev


def _desc_id(c: int) -> int:
    return (12 - (c >> 2)) * 4 + (c & 3)


def play_code(state: SweepState, code: int) -> None:
    """Play the trail or capture ``code`` (of :func:`legal_codes`) without events."""
    seat = state.to_move
    card = code & 63
    mask = code >> 6
    state.hand_ids[seat].remove(card)
    state.plays += 1
    if mask == 0:
        state.table_ids.append(card)
        state.tmask |= 1 << card
    else:
        state.table_ids = [c for c in state.table_ids if not mask >> c & 1]
        state.tmask &= ~mask
        pile = state.captured_ids[seat]
        pile.append(card)
        # the taken cards in a move's order: the match, then the sums, each high to low
        rank = 15 << (4 * (card >> 2))
        add_desc(pile, mask & rank)
        add_desc(pile, mask & ~rank)
        state.last_capture = seat
        if state.tmask == 0 and not state.build_ids:
            state.sweeps[seat] += 1
            if card == SPADE_ACE_ID or mask >> SPADE_ACE_ID & 1:
                state.ace_swept = True
    _advance(state, seat, None)


def _capture_events(state: SweepState, seat: int, mv: SweepMove, swept: bool, ev: list[Event]) -> None:
    from ...cards import RANK, card_label
    from .cards import CARD_VALUE, low_to_high

    taken = mv.taken
    v = CARD_VALUE[mv.card]
    ev.append(
        Event(
            "sweep.capture",
            seat,
            "sweep.capture",
            card=mv.card,
            n=len(taken),
            total=len(taken) + 1,
            taken_cards=low_to_high(taken),
            groups=[list(g) for g in mv.groups()],
        )
    )
    if mv.match:
        ev.append(
            Event(
                "sweep.by_match",
                seat,
                "sweep.match",
                card=mv.card,
                rank=RANK[mv.card],
                match_cards=list(mv.match),
                n=len(mv.match),
            )
        )
    for b in mv.builds:
        ev.append(
            Event(
                "sweep.by_build",
                seat,
                "sweep.building",
                card=mv.card,
                build_cards=list(high_to_low(b)),
                value=v,
            )
        )
    if mv.sums:
        split = canonical_split(mv.sums, v) or [high_to_low(mv.sums)]
        text = ", ".join("+".join(card_label(c) for c in g) for g in split)
        ev.append(
            Event(
                "sweep.by_sum",
                seat,
                "sweep.sum",
                card=mv.card,
                sums=text,
                value=v,
                k=len(split),
                sum_groups=[list(g) for g in split],
            )
        )
    if swept:
        rules = state.rules
        if rules.no_sweep_points:
            ev.append(Event("sweep.sweep_nopoints", seat, "sweep.sweep"))
        else:
            ev.append(Event("sweep.sweep", seat, "sweep.sweep", n=1))
        if rules.double_spade_ace and (mv.card == SPADE_ACE or SPADE_ACE in taken):
            ev.append(Event("sweep.ace_in_sweep", seat, "sweep.double_spade_ace", card=SPADE_ACE))


def _advance(state: SweepState, seat: int, ev: list[Event] | None) -> None:
    n = state.n
    hands = state.hand_ids
    held = False
    for h in hands:
        if h:
            held = True
            break
    if held:
        nxt = (seat + 1) % n
        while not hands[nxt]:
            nxt = (nxt + 1) % n
        state.to_move = nxt
        if ev is not None:
            ev.append(Event("common.turn", nxt, "sweep.order"))
        return
    stock = state.stock_ids
    if stock and not state.eight_card_deal:
        for i in range(n):
            s = (state.dealer + 1 + i) % n
            hands[s] = sorted(stock[:HAND_SIZE])
            del stock[:HAND_SIZE]
        nxt = (seat + 1) % n
        while not hands[nxt]:
            nxt = (nxt + 1) % n
        state.to_move = nxt
        if ev is not None:
            ev.append(Event("sweep.deal_more", state.dealer, "sweep.deal", dealer=state.dealer, n=len(stock)))
            ev.append(Event("common.turn", nxt, "sweep.order"))
        return
    # the round is over: the last capture takes the rest
    state.over = True
    rest = list(state.table_ids)
    for b, _ in state.build_ids:
        rest.extend(b)
    if rest:
        if state.last_capture is not None:
            state.captured_ids[state.last_capture].extend(rest)
            state.table_ids = []
            state.tmask = 0
            state.build_ids = []
            if ev is not None:
                ev.append(
                    Event(
                        "sweep.last_capture",
                        state.last_capture,
                        "sweep.last_capture",
                        cards=[CARD_STR[c] for c in sorted(rest)],
                        n=len(rest),
                    )
                )
        elif ev is not None:  # the cards stay on the table, captured by nobody
            ev.append(
                Event(
                    "sweep.last_nobody",
                    None,
                    "sweep.last_capture",
                    cards=[CARD_STR[c] for c in sorted(rest)],
                    n=len(rest),
                )
            )
    if ev is not None:
        from .scoring import score_events

        score_events(state, ev)


# -- playouts -------------------------------------------------------------------------------
# Counting the moves and walking to the one picked (:func:`_random_code`) makes no list of boxed
# codes, which pays compiled; as pure Python the list of legal_codes is faster
_PICK: Final = not __file__.endswith(".py")


def playout(
    state: SweepState, rng: Random, policy: object = "random", depth: int | None = None, game: Any = None
) -> int:
    """Play ``state`` on in place, to the end of the round or for ``depth`` moves, and return
    the number of moves played.  ``policy`` is ``"random"`` (a uniformly random legal move,
    ``moves[int(rng.random() * len(moves))]`` of :func:`legal_moves`, so a playout plays what
    the per-move loop would) or a function ``(game, state) -> move``."""
    k = 0
    limit = -1 if depth is None else depth
    state._legal = None
    if policy == "random":
        rnd = rng.random
        while not state.over and k != limit:
            if not state.build_ids and not state.building:
                if _PICK:
                    play_code(state, _random_code(state, rnd()))
                else:
                    codes = legal_codes(state)
                    n = len(codes)  # a name, not len() in the product: mypyc multiplies natively
                    play_code(state, codes[int(rnd() * n)])
            else:
                moves = _general_moves(state)
                n = len(moves)
                play(state, moves[int(rnd() * n)], False)
            k += 1
        return k
    if not callable(policy):
        raise ValueError(f"unknown playout policy {policy!r}: 'random' or a function")
    choose: Callable[[Any, SweepState], Any] = policy
    while not state.over and k != limit:
        mv = choose(game, state)
        apply(state, mv, False)
        k += 1
    return k
