"""Higher's cards, moves, position and Game object."""

from __future__ import annotations

from cardlab.cards import card_label
from cardlab.engine import DealResult, Event, FormatError, Game, IllegalMove
from cardlab.explain import text

from . import goals, knowledge, notation, observer, policy

DECK = tuple(r + s for s in "HS" for r in "23456789")
HAND = 4


def power(card: str) -> int:
    return int(card[0]) * 2 + (card[1] == "S")


class HigherMove:
    """Playing one card; ``str`` is its notation (``7S``)."""

    __slots__ = ("card",)

    def __init__(self, card: str):
        self.card = card

    def __str__(self):
        return self.card

    def __repr__(self):
        return f"HigherMove({self.card!r})"

    def __eq__(self, other):
        return isinstance(other, HigherMove) and other.card == self.card

    def __hash__(self):
        return hash(("higher", self.card))


class HigherState:
    def __init__(self, rules, n, hands, stock, trick=(), tricks=None, to_move=0, played=()):
        self.rules, self.n = rules, n
        self.hands = [sorted(h, key=power) for h in hands]
        self.stock = list(stock)
        self.trick = list(trick)  # the cards of the trick so far, from the leader on
        self.tricks = list(tricks) if tricks is not None else [0] * n
        self.to_move = to_move
        self.played = list(played)  # the cards of the finished tricks, seen by all
        self._legal = None

    @property
    def over(self) -> bool:
        return not any(self.hands)

    def copy(self) -> "HigherState":
        return HigherState(
            self.rules, self.n, self.hands, self.stock, self.trick, self.tricks, self.to_move, self.played
        )


class Higher(Game):
    name = "higher"
    MIN_PLAYERS, MAX_PLAYERS = 2, 3
    move_type = HigherMove
    notation, observer, knowledge, policy, goals = notation, observer, knowledge, policy, goals
    messages = {
        "higher.play": {"en": "{player} plays {card}.", "de": "{player} spielt {card}."},
        "higher.trick": {
            "en": "{winner} takes the trick ({cards}).",
            "de": "{winner} nimmt den Stich ({cards}).",
        },
        "higher.not_held": {
            "en": "{player} does not hold {card}.",
            "de": "{player} hat {card} nicht auf der Hand.",
        },
        "higher.label.tricks": {"en": "tricks", "de": "Stiche"},
        "notation.example.higher": {"en": "7♠", "de": "7♠"},
        "common.label.game.higher": {"en": "Higher", "de": "Höher"},
        "puzzle.goal.take_trick": {"en": "Take this trick.", "de": "Nimm diesen Stich."},
        "puzzle.goal.take_trick.result.yes": {
            "en": "You would take the trick.",
            "de": "Du nähmst den Stich.",
        },
        "puzzle.goal.take_trick.result.no": {
            "en": "The trick would go to another.",
            "de": "Der Stich ginge an einen anderen.",
        },
        "puzzle.goal.take_trick.right": {"en": "You take the trick.", "de": "Du nimmst den Stich."},
        "puzzle.goal.take_trick.better": {
            "en": "This takes the trick: {moves}.",
            "de": "So nimmst du den Stich: {moves}.",
        },
        "puzzle.gen.hint.take_trick": {
            "en": "Which card beats the trick?",
            "de": "Welche Karte schlägt den Stich?",
        },
    }

    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        deck = list(DECK)
        rng.shuffle(deck)
        return HigherState(rules, n, [deck[i * HAND : (i + 1) * HAND] for i in range(n)], deck[n * HAND :])

    def state_to_json(self, state, fresh=False) -> dict:
        return {
            "hands": [list(h) for h in state.hands],
            "stock": list(state.stock),
            "trick": list(state.trick),
            "tricks": list(state.tricks),
            "to_move": state.to_move,
            "played": list(state.played),
        }

    def state_from_json(self, rules, n, start, match=None):
        try:
            hands, stock = start["hands"], start.get("stock", [])
            trick, tricks = start.get("trick", []), start.get("tricks", [0] * n)
            to_move, played = start.get("to_move", 0), start.get("played", [])
        except (KeyError, TypeError, AttributeError):
            raise FormatError("a start holds the hands", "start") from None
        cards = [c for h in hands for c in h] + list(stock) + list(trick) + list(played)
        if len(hands) != n or sorted(cards) != sorted(DECK) or len(tricks) != n:
            raise FormatError("the hands, stock and trick hold each card 2-9 of H and S once", "start")
        if not (isinstance(to_move, int) and 0 <= to_move < n) or len({len(h) for h in hands}) > 2:
            raise FormatError("to_move must be a seat", "start")
        return HigherState(rules, n, hands, stock, trick, tricks, to_move, played)

    def legal_moves(self, state) -> list:
        return [HigherMove(c) for c in state.hands[state.to_move]] if not state.over else []

    def parse_move(self, state, text_: str):
        card = notation.canonical(text_)
        if state.over:
            raise IllegalMove("common.err.over")
        if card not in state.hands[state.to_move]:
            raise IllegalMove("higher.not_held", player=state.to_move, card=card)
        return HigherMove(card)

    def apply(self, state, move, events=True) -> list:
        mv = self.parse_move(state, move) if isinstance(move, str) else move
        if mv.card not in state.hands[state.to_move] or state.over:
            raise IllegalMove("higher.not_held", player=state.to_move, card=mv.card)
        seat = state.to_move
        state.hands[seat].remove(mv.card)
        state.trick.append(mv.card)
        out = [Event("higher.play", seat, card=mv.card)]
        if len(state.trick) < state.n:
            state.to_move = (seat + 1) % state.n
            return out
        best = max(range(state.n), key=lambda i: power(state.trick[i]))
        winner = (seat + 1 + best) % state.n  # the trick began with the seat after the last
        out.append(Event("higher.trick", winner, winner=winner, cards=list(state.trick)))
        state.tricks[winner] += 1
        state.played += state.trick
        state.trick = []
        state.to_move = winner
        return out

    def result(self, state) -> DealResult:
        top = max(state.tricks)
        best = [s for s in range(state.n) if state.tricks[s] == top]
        return DealResult(points=list(state.tricks), winner=best[0] if len(best) == 1 else None)

    def totals(self, rules, n, results) -> list:
        return [sum(r.points[i] for r in results) for i in range(n)]

    def match_status(self, match):
        if not match.results:
            return False, []
        t = match.totals
        return True, [i for i in range(match.n) if t[i] == max(t)]

    def card_count(self, state) -> dict:
        cards = [c for h in state.hands for c in h] + state.stock + state.trick + state.played
        return {c: cards.count(c) for c in set(cards)}

    def view(self, state, seat=None) -> dict:
        v = {
            "game": "higher",
            "to_move": None if state.over else state.to_move,
            "over": state.over,
            "trick": list(state.trick),
            "played": list(state.played),
            "stock_count": len(state.stock),
            "players": [
                {
                    "hand": list(h) if seat is None or seat == s else None,
                    "hand_count": len(h),
                    "tricks": state.tricks[s],
                }
                for s, h in enumerate(state.hands)
            ],
        }
        if seat is None:
            v["stock"] = list(state.stock)
        return v

    def describe(self, state, lang="en", players=None) -> str:
        names = players or [f"P{s + 1}" for s in range(state.n)]
        lines = [
            f"{names[s]}: {' '.join(card_label(c, lang) for c in h)}  "
            f"{text('higher.label.tricks', lang)} {state.tricks[s]}"
            for s, h in enumerate(state.hands)
        ]
        return "\n".join(lines + [" ".join(card_label(c, lang) for c in state.trick) or "—"])


GAME = Higher()
