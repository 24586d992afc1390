"""Swoop's hot path: the legal moves, applying a move, and whole playouts.

The plays of a rank come from memoised lists keyed by the rank's suit code in hand (and the
face-up slots of that rank), so a position's legal moves are a few lookups; a pickup adds the
pile's cards to the suit codes (no hand is rebuilt); a move that was generated for the position
is applied without being checked again.
"""

from __future__ import annotations

from random import Random
from typing import Any, Callable, Final

from ...engine import Event
from .cards import CARD_ID, CARD_STR, JOKER_ID, RANK_OF, SLOTS, VALUE_OF, bit, value
from .moves import _HAND_PLAYS, COMPLETE, REVEAL, REVEALS, SwoopMove, groups, hand_plays
from .state import SwoopState


def _special(v: int, ojs: bool) -> bool:
    return v == 0 or (v == 10 and not ojs)


def limit(state: SwoopState, v: int) -> int:
    """How many cards of value ``v`` one play may hold (the four-on-top limit)."""
    if state.big_swoop:
        return 4
    pile = state.pile_ids
    if not pile or value(pile[-1]) != v:
        return 4
    k = 0
    for i in range(len(pile) - 1, -1, -1):
        if value(pile[i]) != v:
            break
        k += 1
    return 4 - k


_UP_SPECIAL: dict[int, SwoopMove] = {}


def _up_special(slot: int, c: int) -> SwoopMove:
    key = slot * 64 + c
    m = _UP_SPECIAL.get(key)
    if m is None:
        card = CARD_STR[c]
        m = SwoopMove("play", RANK_OF[value(c)], (), ((slot, card),))
        _UP_SPECIAL[key] = m
    return m


_REVEAL_RUNS: Final[list[list[SwoopMove]]] = [[m] for m in REVEALS]  # shared runs of one


def legal_moves(state: SwoopState) -> list[SwoopMove]:
    if state.over:
        return []
    parts = _parts(state)
    moves: list[SwoopMove] = []
    for p in parts:
        moves.extend(p)
    state._legal = moves
    return moves


def _parts(state: SwoopState) -> list[list[SwoopMove]]:
    """The legal moves of a position that is not over, in runs (shared lists, not to be
    changed): joined in order they are :func:`legal_moves`."""
    seat = state.to_move
    codes = state.hand_codes[seat]
    up = state.up_ids[seat]
    if state.revealed is not None:
        rv = value(CARD_ID[state.revealed[1]])
        slots = [(i + 1, c) for i, c in enumerate(up) if c >= 0 and value(c) == rv]
        return [groups(rv, codes[rv], slots, limit(state, rv) - 1, True)]
    ojs = state.ojs
    # the plays from the hand alone, per rank (memoised by the rank's suit code)
    parts: list[list[SwoopMove]] = []
    pvals: list[int] = []
    memo = _HAND_PLAYS
    j = 1 if ojs else 0
    for v, code in enumerate(codes):
        if code:
            p = memo[v * 8192 + code * 2 + j]
            parts.append(p if p is not None else hand_plays(v, code, ojs))
            pvals.append(v)
    # the four-on-top limit for the top rank of the pile
    pile = state.pile_ids
    top = -1
    top_lim = 4
    if pile and not state.big_swoop:
        top = VALUE_OF[pile[-1]]
        if _special(top, ojs):
            top = -1  # a special rank is never limited
        else:
            k = 1
            i = len(pile) - 2
            while i >= 0 and VALUE_OF[pile[i]] == top:
                k += 1
                i -= 1
            top_lim = 4 - k
    tail: list[SwoopMove] = []
    if up[0] >= 0 or up[1] >= 0 or up[2] >= 0 or up[3] >= 0:
        # the face-up slots grouped by rank, in order of first slot
        by_value: dict[int, list[tuple[int, int]]] = {}
        for i in range(SLOTS):
            c = up[i]
            if c >= 0:
                by_value.setdefault(VALUE_OF[c], []).append((i + 1, c))
        for v, slots in by_value.items():
            if _special(v, ojs):
                for s, c in slots:
                    tail.append(_up_special(s, c))
                continue
            lim = top_lim if v == top else 4
            code = codes[v]
            if code == 0:
                tail.extend(groups(v, 0, slots, lim, False))
            else:
                parts[pvals.index(v)] = groups(v, code, slots, lim, False)
                if v == top:
                    top = -1  # done
    if top >= 0 and top_lim < 4 and codes[top]:
        i = pvals.index(top)
        if len(parts[i]) > top_lim:
            parts[i] = parts[i][:top_lim]
    if tail:
        parts.append(tail)
    down = state.down[seat]
    for i in range(SLOTS):
        if up[i] < 0 and down[i] is not None:
            parts.append(_REVEAL_RUNS[i])
    return parts


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
        state.hand_codes[seat][mv.v] -= mv.delta
        state.hand_counts[seat] -= len(mv.hand)
    cards = list(mv.hand_ids)
    if mv.smask:
        up = state.up_ids[seat]
        for s, _ in mv.up:
            cards.append(up[s - 1])
            up[s - 1] = -1
    return cards


def play_fast(state: SwoopState, mv: SwoopMove) -> None:
    """Play a legal play or completion without events."""
    seat = state.to_move
    cards = _take(state, seat, mv)
    if mv.code == COMPLETE:
        rev = state.revealed
        assert rev is not None
        state.revealed = None
        cards.insert(0, CARD_ID[rev[1]])
    pile = state.pile_ids
    state.plays += 1
    first = cards[0]
    fv = VALUE_OF[first]
    if _special(fv, state.ojs):
        state.out_ids.extend(pile)
        state.out_ids.append(first)
        pile.clear()
        state.plays_since_swoop = 0
        swooped = True
    else:
        if pile and fv > VALUE_OF[pile[-1]]:
            state.add_to_hand(seat, pile)
            pile.clear()
        pile.extend(cards)
        # a run of four (or more) of one rank on top swoops
        n = len(pile)
        if (
            n >= 4
            and VALUE_OF[pile[n - 1]] == fv
            and VALUE_OF[pile[n - 2]] == fv
            and VALUE_OF[pile[n - 3]] == fv
            and VALUE_OF[pile[n - 4]] == fv
        ):
            state.out_ids.extend(pile)
            pile.clear()
            state.plays_since_swoop = 0
            swooped = True
        else:
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
        if _special(value(c), state.ojs):
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
    if _special(fv, state.ojs):
        n_pile = len(pile)
        state.out_ids.extend(pile)
        state.out_ids.append(cards[0])
        pile.clear()
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
    pile.extend(cards)
    # a run of four (or more, with big_swoop) of one rank on top swoops
    run = 0
    for i in range(len(pile) - 1, -1, -1):
        if value(pile[i]) != fv:
            break
        run += 1
    if run >= 4:
        n_pile = len(pile)
        state.out_ids.extend(pile)
        pile.clear()
        state.plays_since_swoop = 0
        if ev is not None:
            ev.append(Event("swoop.four", seat, "swoop.four_on_top", ranks=rank, n=n_pile, run=run))
        _after(state, seat, True, ev)
    else:
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
            # moves[int(rnd() * len(moves))] of the legal moves, found in their runs
            parts = _parts(state)
            total = 0
            for p in parts:
                total += len(p)
            i = int(rnd() * total)
            mv: SwoopMove | None = None
            for p in parts:
                if i < len(p):
                    mv = p[i]
                    break
                i -= len(p)
            assert mv is not None, "no legal move"
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
