"""Sweep's move notation read back, and moves checked with the reason they are illegal.

Works on the card strings of the public state: this is the edge of the engine, where a learner's
``9H x 6C+3D`` or a move value made by hand comes in.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from ...cards import RANK, CardError, parse_card
from ...engine import IllegalMove
from .cards import CARD_VALUE, FACE, canonical_split, high_to_low, low_to_high
from .moves import SweepMove
from .state import SweepState

_PLUS = re.compile(r"\s*\+\s*")


def checked(state: SweepState, move: object) -> SweepMove:
    """The legal move that ``move`` (a move value or a string) is, or IllegalMove."""
    if isinstance(move, SweepMove):
        return check(state, move)
    return parse_move(state, move)


def parse_move(state: SweepState, text: object) -> SweepMove:
    if isinstance(text, SweepMove):
        return check(state, text)
    if state.over:
        raise IllegalMove("common.err.over")
    if not isinstance(text, str):
        raise IllegalMove("common.err.not_text", text=repr(text))
    tokens = _PLUS.sub("+", text.strip()).split()
    if not tokens:
        raise IllegalMove("sweep.err.empty")
    card = _card(tokens[0])
    seat = state.to_move
    if card not in state.hand(seat):
        raise IllegalMove("sweep.err.not_in_hand", card=card)
    if len(tokens) == 1:
        return check(state, SweepMove("trail", card))
    op = tokens[1].lower()
    if op not in ("x", "b"):
        raise IllegalMove("sweep.err.syntax", text=text.strip())
    rest = tokens[2:]
    if any("" in t.split("+") for t in rest):  # "6C+", "+3D", "6C++3D": a card is missing
        raise IllegalMove("sweep.err.syntax", text=text.strip())
    groups = [[_card(c) for c in t.split("+")] for t in rest]
    if op == "b":
        cards = [c for g in groups for c in g]
        if not cards:
            raise IllegalMove("sweep.err.build_empty", card=card)
        return check(state, SweepMove("build", card, table=cards), named=True)
    if not groups:
        raise IllegalMove("sweep.err.no_groups", card=card)
    return check(state, _from_groups(state, card, groups), named=True)


def _card(tok: str) -> str:
    try:
        c = parse_card(tok)
    except CardError:
        raise IllegalMove("common.err.not_card", text=tok) from None
    if c not in CARD_VALUE:
        raise IllegalMove("sweep.err.no_joker", text=tok)
    return c


def _from_groups(state: SweepState, card: str, groups: list[list[str]]) -> SweepMove:
    """The capture that these groups spell, checking each group and saying what is wrong."""
    v = CARD_VALUE[card]
    rank = RANK[card]
    table = state.table
    builds = state.builds
    loose = set(table)
    build_of = {}
    for b, _ in builds:
        for c in b:
            build_of[c] = b
    seen = set()
    match: list[str] = []
    taken_builds: list[Any] = []
    sums: list[str] = []
    for g in groups:
        for c in g:
            if c in seen:
                raise IllegalMove("sweep.err.twice", card=c)
            seen.add(c)
            if c not in loose and c not in build_of:
                raise IllegalMove("sweep.err.not_on_table", card=c)
        in_build = [c for c in g if c in build_of]
        if in_build:
            b = build_of[in_build[0]]
            if set(g) != set(b):
                raise IllegalMove("sweep.err.build_whole", cards=list(high_to_low(b)))
            bv = sum(CARD_VALUE[c] for c in b)
            if bv != v:
                raise IllegalMove("sweep.err.build_value", cards=list(high_to_low(b)), value=bv, card=card)
            taken_builds.append(b)
            continue
        if all(RANK[c] == rank for c in g):
            match.extend(g)
            continue
        faces = [c for c in g if c in FACE]
        if card in FACE:
            raise IllegalMove("sweep.err.face_match", card=card, cards=list(high_to_low(g)))
        if faces:
            raise IllegalMove("sweep.err.face_in_sum", card=faces[0])
        if len(g) == 1:
            raise IllegalMove("sweep.err.single", card=g[0], played_card=card, rank=rank)
        total = sum(CARD_VALUE[c] for c in g)
        if total != v:
            raise IllegalMove(
                "sweep.err.bad_sum", cards=list(high_to_low(g)), total=total, value=v, card=card
            )
        sums.extend(g)
    if match or taken_builds:
        all_rank = [c for c in table if RANK[c] == rank]
        all_b = [b for b, _ in builds if sum(CARD_VALUE[c] for c in b) == v]
        missing = [c for c in all_rank if c not in match]
        missing += [c for b in all_b if b not in taken_builds for c in b]
        if missing:
            raise IllegalMove("sweep.err.match_all", rank=rank, cards=low_to_high(missing), value=v)
    return SweepMove("capture", card, high_to_low(match), taken_builds, high_to_low(sums))


def _owned(state: SweepState, seat: int) -> list[tuple[tuple[str, ...], int]]:
    return [(b, sum(CARD_VALUE[c] for c in b)) for b, o in state.builds if o == seat]


def _keeps(
    hand: Sequence[str],
    card: str,
    owned: list[tuple[tuple[str, ...], int]],
    taken_values: tuple[int, ...] = (),
) -> bool:
    for _, w in owned:
        if w in taken_values:
            continue
        if not any(CARD_VALUE[h] == w for h in hand if h != card):
            return False
    return True


def _lost(hand: Sequence[str], card: str, owned: list[tuple[tuple[str, ...], int]]) -> int:
    for _, w in owned:
        if not any(CARD_VALUE[h] == w for h in hand if h != card):
            return w
    return 0


def check(state: SweepState, mv: SweepMove, named: bool = False) -> SweepMove:
    """Raise IllegalMove with the reason when ``mv`` cannot be played now; return the
    canonical move value."""
    if state.over:
        raise IllegalMove("common.err.over")
    seat = state.to_move
    hand = state.hand(seat)
    card = mv.card
    if card not in hand:
        raise IllegalMove("sweep.err.not_in_hand", card=card)
    builds = state.builds
    owned = _owned(state, seat) if builds else []
    v = CARD_VALUE[card]
    table = state.table
    if mv.kind == "trail":
        if owned:
            raise IllegalMove(
                "sweep.err.trail_build", value=owned[0][1], cards=list(high_to_low(owned[0][0]))
            )
        return mv
    if mv.kind == "build":
        if not state.rules.building:
            raise IllegalMove("sweep.err.no_building")
        if card in FACE:
            raise IllegalMove("sweep.err.build_face", card=card)
        loose = set(table)
        tab: list[str] = []
        for c in mv.table:
            if c in tab:
                raise IllegalMove("sweep.err.twice", card=c)
            if c not in loose:
                if any(c in b for b, _ in builds):
                    raise IllegalMove("sweep.err.build_on_build", card=c)
                raise IllegalMove("sweep.err.not_on_table", card=c)
            if c in FACE:
                raise IllegalMove("sweep.err.build_face", card=c)
            tab.append(c)
        total = v + sum(CARD_VALUE[c] for c in tab)
        if total > 10:
            raise IllegalMove("sweep.err.build_high", value=total)
        if not any(CARD_VALUE[h] == total for h in hand if h != card):
            raise IllegalMove("sweep.err.build_hold", value=total)
        if not _keeps(hand, card, owned):
            raise IllegalMove("sweep.err.build_keep", value=_lost(hand, card, owned))
        return mv if not named else SweepMove("build", card, table=high_to_low(tab))
    # a capture given as a move value: check it as a set
    rank = RANK[card]
    loose = set(table)
    match, sums = mv.match, mv.sums
    taken = list(match) + list(sums)
    if len(set(taken)) != len(taken) or not set(taken) <= loose:
        raise IllegalMove("sweep.err.wrong_set", card=card)
    if any(RANK[c] != rank for c in match):
        raise IllegalMove("sweep.err.wrong_set", card=card)
    table_builds = [b for b, _ in builds]
    for b in mv.builds:
        if b not in table_builds:
            raise IllegalMove("sweep.err.wrong_set", card=card)
    if match or mv.builds:
        all_rank = {c for c in table if RANK[c] == rank}
        all_b = {b for b in table_builds if sum(CARD_VALUE[c] for c in b) == v}
        if set(match) != all_rank or set(mv.builds) != all_b:
            missing = [c for c in all_rank if c not in match]
            missing += [c for b in all_b if b not in mv.builds for c in b]
            raise IllegalMove("sweep.err.match_all", rank=rank, cards=low_to_high(missing), value=v)
    if sums:
        if card in FACE:
            raise IllegalMove("sweep.err.face_match", card=card, cards=list(high_to_low(sums)))
        if any(c in FACE for c in sums):
            raise IllegalMove("sweep.err.face_in_sum", card=next(c for c in sums if c in FACE))
        if not named:
            cs = high_to_low(sums)
            vals = tuple(CARD_VALUE[c] for c in cs)
            if sum(vals) % v or canonical_split(cs, v) is None:
                raise IllegalMove("sweep.err.wrong_set", card=card)
    if not taken and not mv.builds:
        raise IllegalMove("sweep.err.no_groups", card=card)
    if owned and not _keeps(hand, card, owned, (v,) if (match or mv.builds) else ()):
        raise IllegalMove("sweep.err.build_keep", value=_lost(hand, card, owned))
    return mv
