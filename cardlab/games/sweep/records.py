"""Sweep positions to and from a record's ``start`` (FORMAT.md), with every field checked."""

from __future__ import annotations

from typing import Any, Sequence

from ...cards import CardError, parse_card
from ...engine import FormatError
from .._parse import Fields, plain
from .cards import CARD_ID, CARD_VALUE, FACE, FULL_DECK, HAND_SIZE
from .state import SweepState


def new_state(
    rules: Any,
    n: int,
    dealer: int,
    hands: list[list[str]],
    table: list[str],
    stock: list[str],
    draw: list[list[Any]] | None = None,
) -> SweepState:
    s = SweepState(rules, n, dealer)
    s.hand_ids = [sorted([CARD_ID[c] for c in h]) for h in hands]
    s.table = list(table)
    s.stock_ids = [CARD_ID[c] for c in stock]
    s.draw = draw
    return s


def fresh_shaped(
    rules: Any, hands: Sequence[Sequence[str]], table: Sequence[Any], stock: Sequence[str]
) -> bool:
    """Whether hands, table and stock lie as a fresh deal leaves them: 4 cards each (8 with
    ``eight_card_deal``), 4 on the table, the rest of the 52 in the stock."""
    per = 8 if rules.eight_card_deal else HAND_SIZE
    return (
        all(len(h) == per for h in hands)
        and len(table) == 4
        and sum(len(h) for h in hands) + len(table) + len(stock) == len(FULL_DECK)
    )


def is_fresh(state: SweepState) -> bool:
    return (
        state.plays == 0
        and not state.build_ids
        and not any(state.captured_ids)
        and not any(state.sweeps)
        and state.last_capture is None
        and not state.ace_swept
        and state.to_move == (state.dealer + 1) % state.n
        and sum(1 for c in state.table if c in FACE) < 3
        and fresh_shaped(state.rules, state.hands, state.table, state.stock)
    )


def state_to_json(state: SweepState, fresh: bool = False) -> dict[str, Any]:
    """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
    while they still hold a fresh deal's values."""
    table: list[Any] = list(state.table)
    table += [{"build": list(b), "owner": o} for b, o in state.builds]
    out: dict[str, Any] = {"dealer": state.dealer, "hands": state.hands, "table": table, "stock": state.stock}
    if state.draw is not None:
        out["draw"] = [list(p) for p in state.draw]
    if not (fresh and is_fresh(state)):
        out.update(
            {
                "to_move": state.to_move,
                "captured": state.captured,
                "sweeps": list(state.sweeps),
                "last_capture": state.last_capture,
            }
        )
        if state.ace_swept:
            out["spade_ace_swept"] = True
    return plain(out)


def state_from_json(game: Any, rules: Any, n: int, start: Any, match: Any = None) -> SweepState:
    game.check_players(rules, n)
    f = Fields(start, "start")
    position_keys = {"to_move", "captured", "sweeps", "last_capture", "spade_ace_swept"}
    f.no_unknown({"dealer", "hands", "table", "stock", "draw"} | position_keys)
    dealer = f.seat("dealer", n)
    hands = f.card_lists("hands", n)
    per = 8 if rules.eight_card_deal else HAND_SIZE
    for i, h in enumerate(hands):  # no position reached in play holds more
        if len(h) > per:
            raise FormatError(
                f"a hand holds at most {per} cards (the deal gives {per} each), not {len(h)}",
                f"start.hands[{i}]",
            )
    stock = f.cards("stock", default=[])
    table, builds = table_from_json(rules, n, f.get("table"))
    captured = f.card_lists("captured", n, default=[[] for _ in range(n)])
    sweeps = f.get("sweeps", [0] * n)
    if (
        not isinstance(sweeps, list)
        or len(sweeps) != n
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in sweeps)
    ):
        raise FormatError(f"must be a list of {n} whole numbers >= 0, one a seat", "start.sweeps")
    last = f.seat("last_capture", n, default=None, allow_none=True)
    to_move = f.seat("to_move", n, default=(dealer + 1) % n)
    ace_swept = f.boolean("spade_ace_swept", default=False)
    # every card at most once
    seen: dict[str, str] = {}
    places = [(f"start.hands[{i}][{j}]", c) for i, h in enumerate(hands) for j, c in enumerate(h)]
    places += [(f"start.table[{i}]", c) for i, c in table]
    places += [(f"start.table[{i}].build[{j}]", c) for i, (b, _) in builds for j, c in enumerate(b)]
    places += [(f"start.stock[{j}]", c) for j, c in enumerate(stock)]
    places += [(f"start.captured[{i}][{j}]", c) for i, h in enumerate(captured) for j, c in enumerate(h)]
    for where, c in places:
        if c not in CARD_VALUE:
            raise FormatError(f"{c} is not in the 52-card deck of Sweep", where)
        if c in seen:
            raise FormatError(f"{c} is already at {seen[c]}: the deck holds each card once", where)
        seen[c] = where
    # a start without position fields is a fresh deal when it is laid out as one (4 cards
    # each, 4 on the table, the rest of the deck in the stock); laid out otherwise it is a
    # set-up position ("any position reached in play", FORMAT.md) with the defaults: the
    # fresh-deal checks (face-card rule, the deal passing on) do not apply to it
    fresh = not (position_keys & set(start)) and not builds and fresh_shaped(rules, hands, table, stock)
    if fresh:
        faces = [c for _, c in table if c in FACE]
        if len(faces) >= 3:
            raise FormatError(
                f"a fresh deal cannot show {len(faces)} face cards on the table: "
                "the face-card rule sends them back to the stock",
                "start.table",
            )
        if match is not None and match.starts:
            want = (match.starts[-1].dealer + 1) % n
            if dealer != want:
                raise FormatError(
                    f"seat {want} deals this round: the deal passes to the right (the next seat)",
                    "start.dealer",
                )
    finished = not any(hands) and (not stock or rules.eight_card_deal)
    if not any(hands) and not finished:
        raise FormatError(
            "every hand is empty but the stock is not: the next four cards are dealt before anyone moves",
            "start.hands",
        )
    if not finished and not hands[to_move]:
        raise FormatError(f"seat {to_move} is to move but holds no cards", "start.to_move")
    for i, (b, owner) in builds:
        v = sum(CARD_VALUE[c] for c in b)
        if not any(CARD_VALUE[c] == v for c in hands[owner]):
            raise FormatError(
                f"the owner of this build (seat {owner}) must hold a card of its value {v}",
                f"start.table[{i}]",
            )
    draw = None
    if start.get("draw") is not None:
        draw = check_draw(n, start["draw"], dealer)
    s = new_state(rules, n, dealer, hands, [c for _, c in table], stock, draw)
    s.builds = [[tuple(b), o] for _, (b, o) in builds]
    s.captured = captured
    s.sweeps = list(sweeps)
    s.last_capture = last
    s.to_move = to_move
    s.ace_swept = ace_swept
    if finished:  # the round is over (a position saved at its end)
        s.over = True
        rest = list(s.table_ids) + [c for b, _ in s.build_ids for c in b]
        if rest and last is not None:
            s.captured_ids[last].extend(rest)
            s.table_ids, s.tmask, s.build_ids = [], 0, []
    return s


def table_from_json(rules: Any, n: int, raw: Any) -> tuple[list[Any], list[Any]]:
    if not isinstance(raw, list):
        raise FormatError("must be a list of cards and builds", "start.table")
    loose, builds = [], []
    for i, item in enumerate(raw):
        w = f"start.table[{i}]"
        if isinstance(item, dict):
            if set(item) != {"build", "owner"}:
                raise FormatError('a build is {"build": ["5H", "4C"], "owner": 1}', w)
            if not rules.building:
                raise FormatError("builds need the option building", w)
            cards = Fields({}, "start").cards("build", where=f"{w}.build", value=item["build"])
            owner = item["owner"]
            if not isinstance(owner, int) or isinstance(owner, bool) or not 0 <= owner < n:
                raise FormatError(f"must be a seat from 0 to {n - 1}, not {owner!r:.40}", f"{w}.owner")
            if len(cards) < 2:
                raise FormatError("a build holds two or more cards", f"{w}.build")
            for j, c in enumerate(cards):
                if c not in CARD_VALUE or c in FACE:
                    raise FormatError(
                        f"{c} cannot be in a build: builds are of number cards (A-10)", f"{w}.build[{j}]"
                    )
            v = sum(CARD_VALUE[c] for c in cards)
            if v > 10:
                raise FormatError(f"a build adds up to 10 at most, not {v}", f"{w}.build")
            builds.append((i, (tuple(cards), owner)))
        else:
            loose.append((i, Fields.card_value(item, w)))
    return loose, builds


def check_draw(n: int, draw: Any, dealer: int) -> list[list[Any]]:
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
            c = parse_card(p[1])
        except (CardError, AttributeError):
            raise FormatError(f"{p[1]!r:.40} is not a card", f"start.draw[{i}]") from None
        if c not in CARD_VALUE:
            raise FormatError(f"{c} is not in the 52-card deck of Sweep", f"start.draw[{i}]")
        pairs.append([p[0], c])
    i, contenders = 0, list(range(n))
    while True:
        if i + len(contenders) > len(FULL_DECK):
            break
        got = {}
        for s in contenders:
            if i >= len(pairs):
                raise FormatError(f"the draw ends before seat {s} has drawn", "start.draw")
            seat, c = pairs[i]
            if seat != s:
                raise FormatError(f"seat {s} draws next, not seat {seat}", f"start.draw[{i}]")
            i += 1
            got[s] = CARD_VALUE[c]
        best = max(got.values())
        contenders = [s for s in contenders if got[s] == best]
        if len(contenders) == 1:
            break
    if i != len(pairs):
        raise FormatError(f"the draw is decided after {i} cards but lists {len(pairs)}", "start.draw")
    if contenders[0] != dealer:
        raise FormatError(
            f"the draw makes seat {contenders[0]} the dealer, not seat {dealer}", "start.dealer"
        )
    return pairs
