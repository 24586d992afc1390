"""The ISMCTS bot: information-set Monte Carlo tree search (single observer, after Cowling,
Powley and Whitehouse 2012), with common samples at the root.

The search runs in rounds.  Each round deals the cards the seat cannot see again at random (a
determinization, :mod:`cardlab.bots.sampling`: only the seat's view goes in) and tries every
root candidate (the rule of thumb's best ``top_k`` moves) on that same sample, so the root's
comparisons are paired as in the Monte Carlo bot.  Below each candidate one tree is shared by
all rounds -- its nodes are moves, so the same move made in different determinizations lands in
the same node: a walk chooses among the moves legal in this determinization by UCB1 with
availability counts, adds one new node (progressive widening: the rule of thumb's move first,
another only once a node has had more visits), plays on with the rule-of-thumb policy (to the
end of the deal, or ``depth`` plays and an estimate), and credits every node on its path with
the outcome for the player who made that node's move.  So the seat's own later moves and the
other players' replies are searched, not only played by the rule of thumb.  The move played is
the candidate with the best mean, plus the rule of thumb's rank as a prior worth ``bias`` that
fades with the visits.  Budgets are counts (``iterations`` walks, shared out over the
candidates), not times, so a decision is deterministic for a given rng state.
"""

from __future__ import annotations

import math
import random

from .heuristic import best_move, scored_moves
from .montecarlo import budget, playout, utility
from .per_game import PerGame
from .sampling import determinize

# the budgets per game, by name (each game's ``policy.ISMCTS``): iterations, UCB exploration
# constant, playout depth (None: to the end of the deal), the root's candidates (the rule of
# thumb's best top_k, none scored more than ``gap`` below its best), the prior's weight
# ``bias``, determinization options
DEFAULTS = PerGame(lambda g: g.policy.ISMCTS["default"])
FAST = PerGame(lambda g: g.policy.ISMCTS["fast"])
# a game without budgets of its own
GENERIC = {"iterations": 200, "c": 0.7, "depth": None, "top_k": None}


class _Node:
    __slots__ = ("children", "n", "w", "avail", "player")

    def __init__(self, player) -> None:
        self.children: dict = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.player = player  # who made the move into this node


class ISMCTSBot:
    """``ISMCTSBot(iterations=None, c=None, depth=..., top_k=..., strength="default")``: unset
    settings come from the game's budgets (``strength="fast"``: the reduced ones)."""

    name = "ismcts"

    def __init__(self, iterations=None, c=None, depth=..., top_k=..., strength="default", sampling=None):
        self.iterations, self.c, self.depth, self.top_k = iterations, c, depth, top_k
        self.strength, self.sampling = strength, sampling
        self.last = None  # the root's children of the last decision: [(move, visits, mean)]

    def settings(self, game) -> dict:
        base = budget(game, "ISMCTS", "fast" if self.strength == "fast" else "default", GENERIC)
        for k in ("iterations", "c"):
            if getattr(self, k) is not None:
                base[k] = getattr(self, k)
        for k in ("depth", "top_k"):
            if getattr(self, k) is not ...:
                base[k] = getattr(self, k)
        if self.sampling is not None:
            base["sampling"] = self.sampling
        return base

    def choose(self, game, state, rng: random.Random):
        seat = state.to_move
        moves = game.legal_moves(state)
        if len(moves) == 1:
            self.last = [(moves[0], 0, 0.0)]
            return moves[0]
        cfg = self.settings(game)
        sc = scored_moves(game, state)
        order = sorted(range(len(sc)), key=lambda i: (-sc[i][0], i))
        if cfg["top_k"] is not None:
            order = order[: cfg["top_k"]]
        gap = cfg.get("gap")
        if gap is not None:  # moves far below the rule of thumb's best are not tried
            order = [i for i in order if sc[i][0] >= sc[order[0]][0] - gap]
        cands = [sc[i][1] for i in order]
        if len(cands) == 1:
            return cands[0]
        keys = {str(m): m for m in cands}
        # the rule of thumb's rank as a prior: 1 for its best candidate down to 0 for the last
        prior = {str(m): 1.0 - i / (len(cands) - 1) for i, m in enumerate(cands)}
        bias = cfg.get("bias", 0.0)
        r = random.Random(rng.getrandbits(64))
        root = _Node(None)
        for k in keys:
            root.children[k] = _Node(seat)
        c = cfg["c"]
        widen = cfg.get("widen", 0.5)
        depth = cfg["depth"]
        util = getattr(getattr(game, "policy", None), "tree_utility", None) or utility
        samp = cfg.get("sampling", {})
        rounds = max(1, cfg["iterations"] // len(cands))
        for _ in range(rounds):
            det = determinize(game, state, seat, r, **samp)
            pseed = r.getrandbits(64)
            for k, m in keys.items():  # every candidate on the same sample
                s = det.copy()
                game.apply(s, m, events=False)
                rewards = self._descend(
                    game, s, root.children[k], random.Random(pseed), c, widen, depth, util
                )
                root.children[k].n += 1
                root.children[k].w += rewards[seat]
        stats = [(keys[k], ch.n, ch.w / ch.n if ch.n else 0.0) for k, ch in root.children.items()]
        self.last = stats
        # the best mean, with the prior's bias still left after its visits (ties: the prior)
        score = {k: ch.w / ch.n + bias * prior[k] / (ch.n + 1) for k, ch in root.children.items()}
        k = max(score, key=lambda k: (round(score[k], 9), prior[k]))
        return keys[k]

    @staticmethod
    def _descend(game, s, node, r, c, widen, depth, util) -> list:
        """One walk down the information-set tree below ``node`` (``s`` is the determinized
        state after node's move): UCB1 with availability counts among the moves legal here,
        one new node (progressive widening: the rule of thumb's move first), then the
        rule-of-thumb policy; every node on the path is credited with the outcome for the
        player who made its move.  Returns the outcomes of every seat."""
        apply, legal = game.apply, game.legal_moves
        path = []
        while not s.over:
            avail = [(str(m), m) for m in legal(s)]
            kids = node.children
            untried, seen = [], 0
            for k, m in avail:
                ch = kids.get(k)
                if ch is None:
                    untried.append((k, m))
                else:
                    ch.avail += 1
                    seen += 1
            pick = None
            if untried:
                hm = best_move(game, s)
                hk = str(hm)
                if hk not in kids:  # the rule of thumb's move here is always a child
                    pick = (hk, hm)
                elif not seen or len(kids) < 1 + int(widen * math.sqrt(node.n)):
                    pick = untried[r.randrange(len(untried))]  # progressive widening
            if pick is not None:  # one new node, then play on
                k, m = pick
                child = kids[k] = _Node(s.to_move)
                apply(s, m, events=False)
                path.append(child)
                break
            best, bv = None, -1e18
            for k, m in avail:
                ch = kids.get(k)
                if ch is None:
                    continue
                v = ch.w / ch.n + c * math.sqrt(math.log(ch.avail) / ch.n)
                if v > bv:
                    best, bv = (ch, m), v
            assert best is not None  # a legal move here has a child, or one was picked above
            apply(s, best[1], events=False)
            node = best[0]
            path.append(node)
        playout(game, s, "heuristic", depth, r)
        rewards = [util(game, s, p) for p in range(s.n)]
        for nd in path:
            nd.n += 1
            nd.w += rewards[nd.player]
        return rewards
