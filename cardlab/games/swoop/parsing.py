"""Swoop's move notation read back (``7C 7H``, ``QS@u2``, ``d3``, ``none``), and moves checked
with the reason they are illegal.  Works on the card strings of the public state: this is the
edge of the engine."""

from __future__ import annotations

from typing import Any

from ...cards import RANK, CardError, parse_card
from ...engine import IllegalMove
from .cards import FOUR, HAND_ORDER, RANK_VALUE, SLOTS
from .moves import SwoopMove, is_special_value
from .state import SwoopState, limit

# what a player who wants to pass types: Swoop has no such move (refused by the rule)
PASS_WORDS = ("pass", "passe", "passen", "ich passe", "schieben", "weiter")


def is_special(rules: Any, card: str) -> bool:
    """True for a card that swoops by itself (a 10 or a joker; only a joker with
    ``only_jokers_swoop``): the engine's rule (``moves.is_special_value``) for a card string."""
    return is_special_value(RANK_VALUE[RANK[card]], bool(rules.only_jokers_swoop))


def limit_of(state: SwoopState, rank: str | None) -> int:
    return limit(state, RANK_VALUE[rank]) if rank in RANK_VALUE else FOUR


def checked(state: SwoopState, move: object) -> SwoopMove:
    """The legal move that ``move`` (a move value or a string) is, or IllegalMove."""
    if isinstance(move, SwoopMove):
        return check(state, move)
    return parse_move(state, move)


def parse_move(state: SwoopState, text: object) -> SwoopMove:
    if isinstance(text, SwoopMove):
        return check(state, text)
    if state.over:
        raise IllegalMove("common.err.over")
    if not isinstance(text, str):
        raise IllegalMove("common.err.not_text", text=repr(text))
    tokens = text.split()
    if not tokens:
        raise IllegalMove("swoop.err.empty")
    seat = state.to_move
    if " ".join(tokens).lower() in PASS_WORDS:  # the rule, not "is not a card"
        raise IllegalMove("swoop.err.no_pass")
    if len(tokens) == 1 and tokens[0].lower() == "none":
        if state.revealed is None:
            raise IllegalMove("swoop.err.none_alone")
        return check(state, SwoopMove("complete", RANK[state.revealed[1]]))
    if len(tokens) == 1 and tokens[0][:1] in "dD" and tokens[0][1:].isdigit():
        return check(state, SwoopMove("reveal", slot=int(tokens[0][1:])))
    hand_cards, ups = [], []
    for tok in tokens:
        place = None
        if "@" in tok:
            tok, _, where = tok.partition("@")
            w = where.lower()
            if not (w.startswith("u") and w[1:].isdigit()):
                raise IllegalMove("swoop.err.bad_place", token=where)
            place = int(w[1:])
        try:
            card = parse_card(tok)
        except CardError:
            raise IllegalMove("common.err.not_card", text=tok) from None
        if place is None:
            hand_cards.append(card)
        else:
            ups.append((place, card))
    ranks = {RANK[c] for c in hand_cards} | {RANK[c] for _, c in ups}
    if len(ranks) > 1:
        raise IllegalMove("swoop.err.mixed")
    rank = ranks.pop()
    # which copies leave the hand: the named ones when held, else the canonical ones
    hand = state.hand(seat)
    need = len(hand_cards)
    have = hand.get(rank, ())
    held = len(have)
    if need > held:
        raise IllegalMove("swoop.err.not_in_hand", n=need, rank=rank, ranks=rank, held=held)
    left = list(have)
    chosen, rest = [], 0
    for c in hand_cards:
        if c in left:
            left.remove(c)
            chosen.append(c)
        else:
            rest += 1
    chosen.extend(left[:rest])  # the named copies are not held: the canonical ones leave
    chosen.sort(key=HAND_ORDER.__getitem__)
    kind = "complete" if state.revealed is not None else "play"
    return check(state, SwoopMove(kind, rank, chosen, sorted(ups)))


def check(state: SwoopState, mv: SwoopMove) -> SwoopMove:
    """Raise IllegalMove with the reason when ``mv`` cannot be played now."""
    if state.over:
        raise IllegalMove("common.err.over")
    seat = state.to_move
    rules = state.rules
    if mv.kind == "reveal":
        if state.revealed is not None:
            raise IllegalMove("swoop.err.pending", card=state.revealed[1])
        s = mv.slot
        if not isinstance(s, int) or not 1 <= s <= SLOTS:
            raise IllegalMove("swoop.err.no_mystery_slot", slot=s)
        if state.down[seat][s - 1] is None:
            raise IllegalMove("swoop.err.mystery_empty", slot=s)
        if state.up[seat][s - 1] is not None:
            raise IllegalMove("swoop.err.mystery_covered", slot=s, card=state.up[seat][s - 1])
        return mv
    if state.revealed is not None and mv.kind != "complete":
        raise IllegalMove("swoop.err.pending", card=state.revealed[1])
    if state.revealed is None and mv.kind == "complete":
        raise IllegalMove("swoop.err.none_alone")
    up = state.up[seat]
    seen = set()
    for s, c in mv.up:
        if not 1 <= s <= SLOTS:
            raise IllegalMove("swoop.err.no_slot", slot=s)
        if s in seen:
            raise IllegalMove("swoop.err.slot_twice", slot=s)
        seen.add(s)
        have = up[s - 1]
        if have is None:
            raise IllegalMove("swoop.err.slot_empty", slot=s)
        if RANK[have] != RANK[c]:
            raise IllegalMove("swoop.err.slot_holds", slot=s, card=have, want_card=c)
    hand = state.hand(seat)
    for c in set(mv.hand):
        held = hand.get(RANK[c], ()).count(c)
        if held < mv.hand.count(c):
            raise IllegalMove(
                "swoop.err.not_in_hand", n=mv.hand.count(c), rank=RANK[c], ranks=RANK[c], held=held
            )
    n = len(mv.hand) + len(mv.up)
    if mv.kind == "complete":
        revealed = state.revealed
        assert revealed is not None  # checked above: a completion follows a revealed card
        want = RANK[revealed[1]]
        if n and mv.rank != want:
            raise IllegalMove("swoop.err.wrong_add", card=revealed[1], ranks=want)
        lim = limit_of(state, want) - 1
        if n > lim:
            raise IllegalMove(
                "swoop.err.too_many_add",
                card=revealed[1],
                n=lim,
                on_top=FOUR - limit_of(state, want),
                ranks=want,
            )
        return mv
    if n == 0:
        raise IllegalMove("swoop.err.empty")
    if is_special(rules, mv.cards[0]):
        if n != 1:
            raise IllegalMove("swoop.err.special_alone")
        return mv
    if n > 4:
        raise IllegalMove("swoop.err.over_four", n=n)
    lim = limit_of(state, mv.rank)
    if n > lim:
        raise IllegalMove("swoop.err.too_many", n=n, limit=lim, on_top=FOUR - lim, ranks=mv.rank)
    return mv
