"""The value of every legal move of one decision, from what the deciding player knew.

For each of ``samples`` determinizations (the unseen cards dealt again at random, consistent
with everything the seat has seen) every legal move is played and the deal is played on to its
end by the rule-of-thumb policy for every seat: the Monte Carlo machinery the bots use
(:func:`cardlab.bots.montecarlo.sample_values`).  A move's value is the mean outcome for the
seat, in the game's units (:data:`UNITS`, from the game's policy module), with a 95% interval.
Every move is tried on the same samples (common random numbers), so the difference between two
moves is measured far more precisely than either value: the loss of the move played is judged
by its paired standard error.

With ``screen`` set, the samples come in two rounds: every move gets the first ``screen``
samples; the rest go only to the move played and to the moves not yet clearly worse than the
best (their intervals are then the narrower ones).
"""

from __future__ import annotations

import hashlib
import math
import random

from ..bots.montecarlo import sample_values
from ..bots.per_game import PerGame
from ..engine import CardlabError, get_game

# per game, by name (each game's policy module): what a value means and whether lower is
# better (``UNITS``), and the losses from which a move is an inaccuracy, a mistake, a blunder
# (``THRESHOLDS``)
UNITS = PerGame(lambda g: g.policy.UNITS)
THRESHOLDS = PerGame(lambda g: g.policy.THRESHOLDS)
LABELS = ("inaccuracy", "mistake", "blunder")

# strengths: samples per decision, and the first round of samples that every move gets
STRENGTHS: dict[str, dict[str, int | None]] = {
    "fast": {"samples": 16, "screen": None},
    "default": {"samples": 48, "screen": 16},
    "strong": {"samples": 200, "screen": 40},
}
Z = 1.96
MAX_PLAYOUT = 5000  # plays; a deal without a dead-deal limit is scored as it stands then


class AnalysisError(CardlabError, ValueError):
    """A bad argument to the analysis (a seat not in the game, an unknown strength)."""


def settings(strength) -> dict:
    """The settings of a strength: a name of :data:`STRENGTHS`, a number of samples, or a dict
    ``{"samples": n, "screen": k}``."""
    if isinstance(strength, str):
        if strength not in STRENGTHS:
            raise AnalysisError(
                f"unknown strength {strength!r:.40}: choose one of "
                f"{', '.join(STRENGTHS)} or a number of samples"
            )
        return dict(STRENGTHS[strength])
    if isinstance(strength, bool):
        raise AnalysisError("a strength is a name or a number of samples")
    if isinstance(strength, int):
        if not 2 <= strength <= 100_000:
            raise AnalysisError("the number of samples must be from 2 to 100000")
        return {"samples": strength, "screen": None}
    if isinstance(strength, dict):
        out = {"samples": 64, "screen": None}
        for k, v in strength.items():
            if k not in out:
                raise AnalysisError(f"unknown setting {k!r:.40} (samples, screen)")
            out[k] = v
        s = out["samples"]
        if not isinstance(s, int) or isinstance(s, bool) or not 2 <= s <= 100_000:
            raise AnalysisError("samples must be a whole number from 2 to 100000")
        sc = out["screen"]
        if sc is not None and (not isinstance(sc, int) or isinstance(sc, bool) or not 2 <= sc <= s):
            raise AnalysisError("screen must be None or a whole number from 2 to samples")
        return out
    raise AnalysisError("a strength is a name (fast, default, strong) or a number of samples")


def decision_seed(seed: int, deal: int, at: int, seat: int) -> int:
    """The seed of one decision (1-based deal, moves before it, seat): the same whatever worker
    analyses it, and independent of every card."""
    h = hashlib.sha256(f"cardlab-analysis:{seed}:{deal}:{at}:{seat}".encode()).digest()
    return int.from_bytes(h[:8], "big")


# -- the game's values -------------------------------------------------------------------------
def _policy(game):
    policy = getattr(game, "policy", None)
    if policy is None:
        raise AnalysisError(f"{game.name} has no policy module: its outcomes have no units")
    return policy


def outcome(game, state, seat: int) -> float:
    """The finished deal's outcome for ``seat`` in the game's units (:data:`UNITS`)."""
    return _policy(game).outcome(game, state, seat)


# -- statistics -------------------------------------------------------------------------------
def _mean_sd(xs):
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(max(0.0, var))


def interval(xs, binary: bool = False) -> tuple:
    """(mean, low, high): the mean of ``xs`` with its 95% interval (Wilson's for a chance)."""
    n = len(xs)
    m, sd = _mean_sd(xs)
    if binary:
        den = 1 + Z * Z / n
        mid = (m + Z * Z / (2 * n)) / den
        half = Z * math.sqrt(m * (1 - m) / n + Z * Z / (4 * n * n)) / den
        return m, max(0.0, mid - half), min(1.0, mid + half)
    half = Z * sd / math.sqrt(n)
    return m, m - half, m + half


# -- one decision -----------------------------------------------------------------------------
def evaluate(game, state, seat: int, knowledge, cfg: dict, seed: int, played=None) -> dict:
    """Every legal move of ``state`` (``seat`` to move) valued from ``knowledge``.

    Returns ``{"moves": [(move, values)], "samples": n}`` where ``values`` lists the outcome
    of the move on each sample it was tried on (samples 0..k-1, shared by every move)."""
    moves = game.legal_moves(state.copy())
    pol = _policy(game)
    screen = cfg.get("screen")
    lower = pol.UNITS["lower_better"]
    limit = pol.THRESHOLDS["inaccuracy"]
    values = sample_values(
        game,
        state,
        seat,
        moves,
        random.Random(seed),
        cfg["samples"],
        pol.outcome,
        knowledge=knowledge,
        policy="heuristic",
        depth=MAX_PLAYOUT,
        screen=None if screen is None else (screen, lambda v: _contenders(moves, v, played, lower, limit)),
    )
    return {"moves": list(zip(moves, values)), "samples": cfg["samples"]}


def _contenders(moves, values, played, lower, limit) -> list:
    """The moves that get the second round: the best so far, the move played, and every move
    that may still be within an inaccuracy of the best (the lower end of its paired loss's 95%
    interval is below the inaccuracy threshold)."""
    sign = 1.0 if lower else -1.0
    means = [sign * sum(v) / len(v) for v in values]
    b = min(range(len(moves)), key=lambda i: means[i])
    keep = []
    for i, mv in enumerate(moves):
        if i == b or (played is not None and mv == played):
            keep.append(i)
            continue
        d = [sign * (x - y) for x, y in zip(values[i], values[b])]
        m, sd = _mean_sd(d)
        if m - Z * sd / math.sqrt(len(d)) <= limit:
            keep.append(i)
    return keep


def z_for(k: int) -> float:
    """The z of a two-sided 95% test corrected for comparing the move played with the best of
    ``k`` moves (Bonferroni over the ``k - 1`` others)."""
    if k <= 2:
        return Z
    from statistics import NormalDist

    return NormalDist().inv_cdf(1 - 0.025 / (k - 1))


def judge(game, evaluation, played, units=None) -> dict:
    """The verdict on the move played: best moves, loss, label, and every move's value.

    ``best``: the moves whose mean is the best (exact ties: moves with the same outcome on every
    sample).  ``loss``: how much worse the move played is than the best, in the game's units
    (0 when it is one of the best).  ``label``: the worst of :data:`LABELS` whose threshold the
    loss reaches, given only when the loss is larger than its sampling error (the standard
    error of the paired differences times :func:`z_for` the moves compared) -- else None."""
    pol = _policy(game)
    lower = pol.UNITS["lower_better"]
    sign = 1.0 if lower else -1.0
    binary = pol.UNITS["unit"] == "chance"  # a chance: Wilson's interval
    rows = []
    for mv, vals in evaluation["moves"]:
        m, lo, hi = interval(vals, binary)
        rows.append({"mv": mv, "vals": vals, "mean": m, "low": lo, "high": hi})
    full = max(len(r["vals"]) for r in rows)  # the best is among the fully sampled moves
    best_mean = min(sign * r["mean"] for r in rows if len(r["vals"]) == full)
    eps = 1e-9
    best = [r for r in rows if len(r["vals"]) == full and sign * r["mean"] <= best_mean + eps]
    b = best[0]
    z = z_for(sum(1 for r in rows if len(r["vals"]) == full))

    def gap(r) -> tuple:
        """(loss, sampling error, whether it is told apart from the best) of row ``r``: its
        loss against the best and the error of that loss (the paired differences' standard
        error times ``z``); a move whose paired difference is not positive is never told apart."""
        if any(r is x for x in best):
            return 0.0, 0.0, False
        k = min(len(r["vals"]), len(b["vals"]))
        d = [sign * (x - y) for x, y in zip(r["vals"][:k], b["vals"][:k])]
        m, sd = _mean_sd(d)
        lo = max(0.0, sign * r["mean"] - best_mean)
        err = z * sd / math.sqrt(k)
        return lo, err, lo > err and m > 0

    p = next((r for r in rows if r["mv"] == played), None)
    loss, error, label = 0.0, 0.0, None
    if p is not None:
        loss, error, apart = gap(p)
        if apart:
            for lab in LABELS:
                if loss >= pol.THRESHOLDS[lab]:
                    label = lab
    order = sorted(range(len(rows)), key=lambda i: (sign * rows[i]["mean"], i))
    digits = 3
    out_moves = []
    for i in order:
        lo, err, apart = gap(rows[i])
        out_moves.append(
            {
                "move": str(rows[i]["mv"]),
                "value": round(rows[i]["mean"], digits),
                "low": round(rows[i]["low"], digits),
                "high": round(rows[i]["high"], digits),
                # the sampling error of its loss against the best; at least the loss when
                # the move cannot be told apart from the best (:func:`within_error`)
                "error": round(err if apart else max(err, lo), digits),
            }
        )
    return {
        "best": [str(r["mv"]) for r in best],
        "loss": round(loss, digits),
        "label": label,
        "error": round(error, digits),
        "moves": out_moves,
        "tried": {str(r["mv"]): len(r["vals"]) for r in rows},
    }


def within_error(game, decision) -> list:
    """The moves of ``decision`` that would get no label had they been played, best first: the
    best moves, every move whose loss against the best is within its sampling error (the rule
    of :func:`judge`: such a move cannot be told apart from the best), and every move less than
    an inaccuracy behind.  ``game``: a game or its name.  A valued move without its own
    ``error`` (an analysis written before it was kept) counts as within it when its 95%
    interval overlaps the best's.  The move played is judged by the decision's own ``loss`` and
    ``error`` (as its label was)."""
    pol = _policy(get_game(game))
    lower = pol.UNITS["lower_better"]
    limit = pol.THRESHOLDS["inaccuracy"]
    rows = {m["move"]: m for m in decision.moves}
    if not decision.best or decision.best[0] not in rows:
        return []
    b = rows[decision.best[0]]
    out = [mv for mv in decision.best if mv in rows]
    tol = 1.5e-3  # values and errors are rounded to three decimals
    for m in decision.moves:
        if m["move"] in out:
            continue
        loss = (m["value"] - b["value"]) if lower else (b["value"] - m["value"])
        if m["move"] == decision.played:
            # the verdict the analysis gave it (its loss and error, rounded alike): a loss equal
            # to the error after rounding counts as larger when the move was labelled
            loss, err = decision.loss, decision.error
            close = loss < err or (loss == err and not decision.label)
        elif "error" in m:
            close = loss <= m["error"] + tol
        else:
            close = m["low"] <= b["high"] if lower else m["high"] >= b["low"]
        if close or loss < limit:
            out.append(m["move"])
    return out
