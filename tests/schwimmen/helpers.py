"""Small helpers for the Schwimmen tests: positions written as record starts."""

from __future__ import annotations

from cardlab.engine import Match, get_game
from cardlab.games.schwimmen import DECK

G = get_game("schwimmen")


def rest(*used, order=None):
    """The pack minus the cards used elsewhere (a stock that accounts for every card)."""
    taken = {c for group in used for c in (group or ())}
    return [c for c in (order or DECK) if c not in taken]


def fresh(hands, stacks, dealer, stock=None, rules=None, lives=None):
    """A fresh deal (before the dealer's choice) from a record start."""
    rules = rules or G.rules()
    start = {"dealer": dealer, "hands": hands, "stacks": stacks}
    start["stock"] = stock if stock is not None else rest(*(h for h in hands if h), *stacks)
    if lives is not None:
        start["lives"] = lives
    return G.state_from_json(rules, len(hands), start)


def position(hands, middle, to_move, dealer=None, stock=None, rules=None, **fields):
    """A position after the dealer's choice; ``fields`` adds lives, knocked, passes, turns."""
    n = len(hands)
    rules = rules or G.rules()
    dealer = (to_move - 1) % n if dealer is None else dealer
    start = {"dealer": dealer, "hands": hands, "middle": middle, "to_move": to_move}
    start["stock"] = stock if stock is not None else rest(*(h for h in hands if h), middle)
    start.update(fields)
    return G.state_from_json(rules, n, start)


def play(state, *moves):
    """Apply moves (strings), returning every event."""
    out = []
    for m in moves:
        out.extend(G.apply(state, m))
    return out


def kinds(events):
    return [e.kind for e in events]


def match_from(start, n, rules=None):
    m = Match(G, rules, n)
    return m, m.start_deal(start)
