"""Swoop positions to and from a record's ``start`` (FORMAT.md), with every field checked."""

from __future__ import annotations

from typing import Any

from ...cards import RANK, CardError, deck, parse_card
from ...engine import FormatError
from .._parse import Fields, plain
from .cards import FOUR, RANK_VALUE, SLOTS, decks_for
from .parsing import is_special
from .state import SwoopState


def new_state(
    rules: Any,
    n: int,
    starter: int,
    hands: list[list[str]],
    ups: list[list[Any]],
    downs: list[list[Any]],
    aside: list[str],
    draw: list[list[Any]] | None,
) -> SwoopState:
    s = SwoopState(rules, n, starter)
    for seat, h in enumerate(hands):
        s.set_hand(seat, h)
    s.up = [list(u) for u in ups]
    s.down = [list(d) for d in downs]
    s.aside = list(aside)
    s.draw = draw
    return s


def state_to_json(state: SwoopState, fresh: bool = False) -> dict[str, Any]:
    """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
    while they still hold a fresh deal's values."""
    out = {
        "starter": state.starter,
        "hands": [state.hand_list(i) for i in range(state.n)],
        "up": state.up,
        "down": [list(d) for d in state.down],
        "aside": state.aside,
    }
    if state.draw is not None:
        out["draw"] = [list(p) for p in state.draw]
    if not (
        fresh
        and not state.pile
        and not state.out
        and state.to_move == state.starter
        and state.plays_since_swoop == 0
        and state.revealed is None
    ):
        out.update(
            {
                "pile": state.pile,
                "out": state.out,
                "to_move": state.to_move,
                "plays_since_swoop": state.plays_since_swoop,
            }
        )
    if state.revealed is not None:
        out["revealed"] = {"slot": state.revealed[0], "card": state.revealed[1]}
    return plain(out)


def state_from_json(game: Any, rules: Any, n: int, start: Any, match: Any = None) -> SwoopState:
    f = Fields(start, "start")
    known = {
        "starter",
        "hands",
        "up",
        "down",
        "aside",
        "draw",
        "pile",
        "out",
        "to_move",
        "plays_since_swoop",
        "revealed",
    }
    f.no_unknown(known)
    starter = f.seat("starter", n)
    hands = f.card_lists("hands", n)
    ups = f.slot_lists("up", n, SLOTS, default=[[None] * SLOTS for _ in range(n)])
    downs = f.slot_lists("down", n, SLOTS, default=[[None] * SLOTS for _ in range(n)])
    aside = f.cards("aside", default=[])
    pile = f.cards("pile", default=[])
    out = f.cards("out", default=[])
    to_move = f.seat("to_move", n, default=starter)
    psw = f.integer("plays_since_swoop", default=0, lo=0)
    revealed = None
    if "revealed" in start and start["revealed"] is not None:
        r = start["revealed"]
        if not isinstance(r, dict) or set(r) != {"slot", "card"}:
            raise FormatError('must be {"slot": 1-4, "card": "7C"}', "start.revealed")
        slot = r["slot"]
        if not isinstance(slot, int) or isinstance(slot, bool) or not 1 <= slot <= SLOTS:
            raise FormatError(f"there is no mystery slot {slot!r} (slots are 1-4)", "start.revealed.slot")
        revealed = (slot, f.card_value(r["card"], "start.revealed.card"))
    for i, c in enumerate(pile):
        if is_special(rules, c):
            raise FormatError(f"a {c} swoops at once and cannot lie in the pile", f"start.pile[{i}]")
    # four (or more) of one rank on top would have swooped the moment the fourth was played
    run = 0
    for c in reversed(pile):
        if RANK[c] != RANK[pile[-1]]:
            break
        run += 1
    if run >= FOUR:
        raise FormatError(
            f"the top {run} cards of the pile share a rank: they would have swooped at once", "start.pile"
        )
    if revealed is not None and is_special(rules, revealed[1]):
        raise FormatError(
            f"a turned-up {revealed[1]} swoops at once and cannot wait for a completion move",
            "start.revealed.card",
        )
    # how many copies the decks hold
    everything = (
        [c for h in hands for c in h]
        + [c for u in ups for c in u if c]
        + [c for d in downs for c in d if c]
        + aside
        + pile
        + out
        + ([revealed[1]] if revealed else [])
    )
    f.check_counts(everything, deck(decks_for(n)), f"{decks_for(n)} decks")
    draw = None
    if "draw" in start and start["draw"] is not None:
        draw = check_draw(rules, n, start["draw"], starter)
        if "aside" in start:
            # the starter is drawn from the cards set aside, so each drawn card is one of them
            for i, (_, c) in enumerate(draw):
                if c not in aside:
                    raise FormatError(
                        f"{c} is drawn, but it is not among the set-aside cards", f"start.draw[{i}]"
                    )
    if match is not None and match.starts and "starter" in start:
        want = (match.starts[-1].starter + 1) % n
        if starter != want and "to_move" not in start:
            raise FormatError(
                f"this deal must start with seat {want}, to the left of the previous deal's starter",
                "start.starter",
            )
    s = new_state(rules, n, starter, hands, ups, downs, aside, draw)
    s.pile, s.out, s.to_move, s.plays_since_swoop = pile, out, to_move, psw
    s.revealed = revealed
    if revealed is not None:
        if downs[to_move][revealed[0] - 1] is not None:
            raise FormatError(
                f"mystery slot {revealed[0]} of the player to move still holds a card", "start.revealed"
            )
        if ups[to_move][revealed[0] - 1] is not None:
            raise FormatError(
                f"mystery card {revealed[0]} cannot have been turned up: face-up slot "
                f"{revealed[0]} still covers it",
                "start.revealed",
            )
    check_end(s)
    return s


def check_draw(rules: Any, n: int, draw: Any, starter: int) -> list[list[Any]]:
    if not isinstance(draw, list):
        raise FormatError("must be a list of [seat, card] pairs", "start.draw")
    pairs: list[list[Any]] = []
    for i, p in enumerate(draw):
        if (
            not isinstance(p, list)
            or len(p) != 2
            or not isinstance(p[0], int)
            or isinstance(p[0], bool)
            or not 0 <= p[0] < n
        ):
            raise FormatError(f"must be [seat, card] with a seat from 0 to {n - 1}", f"start.draw[{i}]")
        try:
            pairs.append([p[0], parse_card(p[1])])
        except (CardError, AttributeError):
            raise FormatError(f"{p[1]!r} is not a card", f"start.draw[{i}]") from None
    i, contenders = 0, list(range(n))
    while True:
        got = {}
        for s in contenders:
            while True:
                if i >= len(pairs):
                    raise FormatError(f"the draw ends before seat {s} has drawn a ranked card", "start.draw")
                seat, c = pairs[i]
                if seat != s:
                    raise FormatError(f"seat {s} draws next, not seat {seat}", f"start.draw[{i}]")
                i += 1
                if not is_special(rules, c):
                    break
            got[s] = RANK_VALUE[RANK[c]]
        best = max(got.values())
        contenders = [s for s in contenders if got[s] == best]
        if len(contenders) == 1:
            break
    if i != len(pairs):
        raise FormatError(f"the draw is decided after {i} cards but lists {len(pairs)}", "start.draw")
    if contenders[0] != starter:
        raise FormatError(
            f"the draw makes seat {contenders[0]} the starter, not seat {starter}", "start.starter"
        )
    return pairs


def check_end(s: SwoopState) -> None:
    """Mark the deal over when someone holds nothing or the dead-deal limit is reached."""
    for seat in range(s.n):
        if s.held(seat) == 0:
            s.over, s.winner = True, seat
            return
    lim = s.rules.dead_deal_plays
    if lim is not None and s.plays_since_swoop >= lim:
        s.over, s.dead = True, True
