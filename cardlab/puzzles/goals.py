"""Goals: what makes an answer good, evaluated by the engine for every legal move.

A goal scores each legal move of the answering seat (higher is better); every move with the top
score is a right answer.  The goals use only what the answering seat can see:

* ``swoop`` **shed_most** -- get rid of as many cards as possible this turn.  The score is the
  cards the seat holds (hand, face-up, mystery) before the move less those it holds when its turn
  ends; a pickup counts against it.  After a swoop the same player plays again: the solver
  searches every chain of plays (a maximum over the player's own choices).  A mystery card is
  unknown to its owner, so turning one up is a chance node scored by the **worst case** over every
  rank the card could be (every rank of which a copy is not in sight of the seat); the search
  never looks at the real card.
* ``sweep`` **most_cards** -- take the most table cards with this play (trailing takes 0).
* ``sweep`` **take_spade_ace** -- take the A♠ (1) or not (0).
* ``sweep`` **sweep** -- make a sweep: leave the table empty with a capture (1) or not (0).
* ``schwimmen`` **best_value** -- the hand's value after the move (passing or knocking keeps
  the hand as it is).  Values are as the engine counts them (30.5 for three of a rank).  The
  dealer's ``keep`` scores the first stack (the dealer has seen it); ``second`` is unseen and
  scores the worst case, 9 (three cards of three suits, the highest a 9).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import RANK, deck
from ..engine import get_game


@dataclass
class Result:
    """One legal move as a goal sees it: its ``score`` and, for chains, the best ``line`` of
    plays that follow it in the same turn (canonical notation)."""

    move: object
    score: float
    line: list = field(default_factory=list)
    chance: bool = False  # the score is a worst case over unknown cards


class Goal:
    name = ""
    game = ""
    binary = False  # the score is 1 (done) or 0 (not done)

    def result_key(self, score) -> tuple:
        """The catalog message saying what a move's score means, and its ``n`` (never negative:
        a goal whose score can be below 0 has a message of its own for that)."""
        k = f"puzzle.goal.{self.name}.result"
        if self.binary:
            return (k + (".yes" if score else ".no"), 0)
        if score < 0:
            return (k + "_minus", -score)
        return (k, score)

    def message_key(self, which: str) -> str:
        """The catalog message of the feedback ``which`` (``right``: no move is better;
        ``better``: the better moves), with the fields ``moves``, ``best`` and ``n``."""
        return f"puzzle.goal.{self.name}.{which}"

    def phrase(self, score, lang="en"):
        """The score as the ``best`` and ``n`` of :meth:`message_key`'s messages."""
        return self.format_score(score, lang)

    def results(self, state, seat) -> list[Result]:
        g = get_game(self.game)
        return [self.result(state, seat, m) for m in g.legal_moves(state.copy())]

    def result(self, state, seat, move) -> Result:
        raise NotImplementedError

    def format_score(self, score, lang="en"):
        """The score as a message parameter."""
        return int(score) if float(score).is_integer() else score


# -- Swoop ----------------------------------------------------------------------------------
class ShedMost(Goal):
    """Swoop: the most cards shed this turn (see the module text)."""

    name, game = "shed_most", "swoop"

    def __init__(self):
        self.g = get_game("swoop")

    def results(self, state, seat):
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
        from ..explain import text

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


# -- Sweep ----------------------------------------------------------------------------------
class _SweepGoal(Goal):
    game = "sweep"

    def __init__(self):
        self.g = get_game("sweep")

    def result(self, state, seat, move):
        st = state.copy()
        mv = self.g.move(st, move)
        before = st.sweeps[seat]
        taken = list(mv.taken) if mv.kind == "capture" else []
        self.g.apply(st, mv, events=False)
        return Result(mv, self.value(taken, st.sweeps[seat] > before))


class MostCards(_SweepGoal):
    name = "most_cards"

    def message_key(self, which: str) -> str:
        return "puzzle.goal.most_cards.better_n" if which == "better" else super().message_key(which)

    @staticmethod
    def value(taken, swept):
        return len(taken)


class TakeSpadeAce(_SweepGoal):
    name = "take_spade_ace"
    binary = True

    @staticmethod
    def value(taken, swept):
        return 1 if "AS" in taken else 0


class MakeSweep(_SweepGoal):
    name = "sweep"
    binary = True

    @staticmethod
    def value(taken, swept):
        return 1 if swept else 0


# -- Schwimmen ------------------------------------------------------------------------------
class BestValue(Goal):
    name, game = "best_value", "schwimmen"

    def __init__(self):
        from ..games import schwimmen

        self.g = get_game("schwimmen")
        self.value2 = schwimmen.value2

    def result(self, state, seat, move):
        st = state.copy()
        mv = self.g.move(st, move)
        if mv.kind == "keep":  # the dealer has seen the first stack
            return Result(mv, self.value2(st.stacks[0], st.rules.scoring) / 2)
        if mv.kind == "second":  # unseen: the worst case is the lowest hand, 7 + 8 + 9
            return Result(mv, 9, chance=True)
        hand = list(st.hand(seat))
        if mv.kind == "swap":
            hand.remove(mv.give)
            hand.append(mv.take)
        elif mv.kind == "swap_all":
            hand = list(st.middle)
        return Result(mv, self.value2(hand, st.rules.scoring) / 2)

    def format_score(self, score, lang="en"):
        if float(score).is_integer():
            return int(score)
        return f"{score:.1f}".replace(".", ",") if lang == "de" else f"{score:.1f}"


GOALS = {g.name: g for g in (ShedMost, MostCards, TakeSpadeAce, MakeSweep, BestValue)}
_MADE: dict = {}


def goal(game: str, name: str) -> Goal:
    """The goal ``name`` of ``game`` (one object per goal)."""
    cls = GOALS.get(name)
    if cls is None or cls.game != game:
        names = [k for k, v in GOALS.items() if v.game == game]
        raise ValueError(f"{game} has no goal {name!r} (its goals: {', '.join(names)})")
    if name not in _MADE:
        _MADE[name] = cls()
    return _MADE[name]


def goals_of(game: str) -> list[str]:
    return [k for k, v in GOALS.items() if v.game == game]
