"""Swoop's puzzle goals (the generic part is :mod:`cardlab.games._goals`).

* **shed_most** -- get rid of as many cards as possible this turn.  The score is the cards the
  seat holds (hand, face-up, mystery) before the move less those it holds when its turn ends; a
  pickup counts against it.  After a swoop the same player plays again: the solver searches
  every chain of plays (a maximum over the player's own choices).  A mystery card is unknown to
  its owner, so turning one up is a chance node scored by the **worst case** over every rank the
  card could be (every rank of which a copy is not in sight of the seat); the search never looks
  at the real card.

A generated puzzle asks for :data:`GENERATED` among three players (:data:`PLAYERS`), never while
a turned-up mystery card waits to be played (:func:`fit`).
"""

from __future__ import annotations

from ...cards import RANK, deck
from ...engine import get_game
from .._goals import Goal, Result
from .moves import SwoopMove


class ShedMost(Goal):
    """The most cards shed this turn (see the module text)."""

    name, game = "shed_most", "swoop"
    margin = 2
    tags = ("swoop.swoop", "swoop.play_again")

    def __init__(self):
        self.g = get_game(self.game)

    def results(self, state, seat) -> list:
        memo: dict = {}
        unseen = self._unseen(state, seat)
        base = state.held(seat)
        return [self._move(state, seat, m, memo, unseen, base) for m in self.g.legal_moves(state.copy())]

    def result(self, state, seat, move):
        mv = self.g.move(state.copy(), move)
        return self._move(state, seat, mv, {}, self._unseen(state, seat), state.held(seat))

    # a score is the cards held fewer at the end of the turn; a pickup can make it 0 or less,
    # so the feedback says "2 cards fewer", "as many cards as before" or "3 cards more"
    def result_key(self, score) -> tuple:
        if score == 0:
            return ("puzzle.goal.shed_most.result_same", 0)
        return super().result_key(score)

    def message_key(self, which: str) -> str:
        return f"puzzle.goal.shed_most.{which}_held"

    def phrase(self, score, lang="en"):
        from ...explain import text

        n = self.format_score(abs(score), lang)
        if score > 0:
            return text("puzzle.goal.shed_most.count.fewer", lang, n=n)
        if score < 0:
            return text("puzzle.goal.shed_most.count.more", lang, n=n)
        return text("puzzle.goal.shed_most.count.same", lang)

    # the ranks the seat cannot rule out for a mystery card: every rank of which some copy is
    # not in its sight (its hand, every face-up card, the pile, a turned-up card)
    def _unseen(self, state, seat) -> list:
        count: dict = {}
        for c in deck({3: 2, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4}.get(state.n, 2)):
            count[RANK[c]] = count.get(RANK[c], 0) + 1
        seen = [c for v in state.hand(seat).values() for c in v]
        seen += [c for u in state.up for c in u if c is not None] + list(state.pile)
        if state.revealed is not None:
            seen.append(state.revealed[1])
        for c in seen:
            count[RANK[c]] -= 1
        return sorted(r for r, k in count.items() if k > 0)

    def _key(self, st):
        seat = st.to_move
        hand = tuple(sorted((r, len(v)) for r, v in st.hand(seat).items()))
        up = tuple(None if c is None else RANK[c] for c in st.up[seat])
        down = tuple(c is not None for c in st.down[seat])
        rev = None if st.revealed is None else (st.revealed[0], RANK[st.revealed[1]])
        return (hand, up, down, tuple(RANK[c] for c in st.pile), rev, st.plays_since_swoop)

    def _move(self, state, seat, mv, memo, unseen, base) -> Result:
        st = state.copy()
        if mv.kind == "reveal":
            return self._reveal(st, seat, mv, memo, unseen, base)
        self.g.apply(st, mv, events=False)
        score, line, chance = self._after(st, seat, memo, unseen, base)
        return Result(mv, score, line, chance)

    def _after(self, st, seat, memo, unseen, base):
        """The best outcome from ``st`` for ``seat``: (score, line, chance)."""
        if st.over or st.to_move != seat:
            return base - st.held(seat), [], False
        key = self._key(st)
        got = memo.get(key)
        if got is not None:
            return got
        best = None
        for m in self.g.legal_moves(st):
            r = self._move(st, seat, m, memo, unseen, base)
            if best is None or r.score > best[0]:
                best = (r.score, [str(m)] + r.line, r.chance)
        memo[key] = best
        return best

    def _reveal(self, st, seat, mv, memo, unseen, base) -> Result:
        """Turning up mystery slot ``mv.slot``: the worst case over the ranks it could be."""
        worst = None
        for rank in unseen:
            hyp = st.copy()
            hyp.down[seat][mv.slot - 1] = _a_card(rank)
            self.g.apply(hyp, mv, events=False)
            score, _line, _c = self._after(hyp, seat, memo, unseen, base)
            if worst is None or score < worst:
                worst = score
        return Result(mv, worst if worst is not None else 0, [], True)


def _a_card(rank):
    return "X" if rank == "X" else rank + "S"


GOALS: tuple[type[Goal], ...] = (ShedMost,)
GENERATED = ("shed_most",)  # the goals a generated puzzle asks for
PLAYERS = ["Anna", "Ben", "Carla"]  # the players of a generated puzzle


def fit(state) -> bool:
    """Whether a generated puzzle may start from ``state``: not while a turned-up mystery card
    waits to be played (its owner has seen it, the puzzle's reader has not)."""
    return state.revealed is None


def loose_answer(game, state, answer: str):
    """A legal move that ``answer`` spells beyond the notation; Swoop knows none."""
    return None


def example():
    """A move whose display notation shows how to type an answer (``K♣ K♦``)."""
    return SwoopMove("play", "K", hand=("KC", "KD"))
