"""The analysis in words, in German and English: values in the game's units, labels, and why
the best move is better (what the best move does against what the move played does, from the
engine's events; a sentence naming a card the player could not see is left out)."""

from __future__ import annotations

from ..explain import render, text
from ..observe import imagine


def _lang(lang) -> str:
    return "de" if lang == "de" else "en"


def local_names(players, lang: str) -> list:
    """The players' names as ``lang`` says them: the engine's default names ("Player 1") become
    the language's ("Spieler 1"); other names stay."""
    from ..notation import default_names

    players = list(players or [])
    return default_names(len(players), lang) if players == default_names(len(players), "en") else players


def number(x: float, lang: str = "en", digits: int = 1, sign: bool = False) -> str:
    """A number with ``digits`` decimals, a decimal comma in German, a real minus sign."""
    s = f"{x:+.{digits}f}" if sign else f"{x:.{digits}f}"
    if s.lstrip("+-") == f"{0:.{digits}f}":
        s = f"{0:.{digits}f}" if not sign else "±" + f"{0:.{digits}f}"
    s = s.replace("-", "−")
    return s.replace(".", ",") if _lang(lang) == "de" else s


def _format(game):
    """The game (a name or a Game) and how its policy says values are written."""
    from ..engine import get_game

    g = get_game(game)
    return g.name, g.policy.VALUE_FORMAT


def _percent(x: float, lang: str, space: bool = True) -> str:
    return f"{100 * x:.0f} %" if space and lang == "de" else f"{100 * x:.0f}%"


def short_value(game, x: float, lang: str = "en") -> str:
    """A value as a number in the game's format, without its unit (``+0.50``, ``12.4``, ``23%``)."""
    _name, f = _format(game)
    if f["percent"]:
        return _percent(x, lang, space=False)
    return number(x, lang, f["digits"], sign=f["sign"])


def value_text(game, value: float, lang: str = "en", low=None, high=None) -> str:
    """A value in the game's units: ``12.4 penalty points``, ``+0.50 points``, ``23% chance of
    losing a life`` (as the game's ``policy.VALUE_FORMAT`` says); with ``low`` and ``high`` the
    95% interval follows in brackets."""
    lang = _lang(lang)
    name, f = _format(game)
    if f["percent"]:
        v = _percent(value, lang)
        rng = f"{_percent(low, lang)} – {_percent(high, lang)}" if low is not None else None
    else:
        d, sign = f["digits"], f["sign"]
        v = number(value, lang, d, sign=sign)
        rng = f"{number(low, lang, d, sign)} – {number(high, lang, d, sign)}" if low is not None else None
    out = text(f"analysis.value.{name}", lang, value=v)
    if rng is not None:
        out += ", " + text("analysis.interval", lang, range=rng)
    return out


def loss_text(game, loss: float, lang: str = "en") -> str:
    """A loss in the game's units (``8.2 penalty points``, ``0.50 points``, ``12 percentage
    points``)."""
    lang = _lang(lang)
    name, f = _format(game)
    v = f"{100 * loss:.0f}" if f["percent"] else number(loss, lang, f["digits"])
    return text(f"analysis.loss.{name}", lang, value=v)


def label_text(label, lang: str = "en") -> str:
    return text(f"analysis.label.{label}", _lang(lang)) if label else ""


def unit_text(game: str, lang: str = "en") -> str:
    """What the values of ``game`` mean (for a graph's axis)."""
    return text(f"analysis.units.{game}", _lang(lang))


# -- what a move does, as the player can know it -----------------------------------------------
def move_effect(game, state, seat: int, move, lang: str = "en", players=None) -> str:
    """What ``move`` does in ``state`` (the position before it, ``seat`` to move), from the
    engine's events as ``seat`` could know them there (:func:`cardlab.observe.imagine`): every
    sentence that names a card ``seat`` could not see is left out (a mystery card turned up, the
    hands scored at the end of the deal)."""
    lang = _lang(lang)
    w = imagine(game, state, move, seat)
    if w.blind is not None:
        key, params = w.blind
        return text(f"analysis.{key}", lang, **params)
    out = []
    for e in w.events:
        if e.kind == "common.turn":
            continue
        s = render(e, lang, players)
        if s:
            out.append(s)
    if w.ended:
        # the deal ends: what follows (the hands laid down, the scores) would tell of cards
        # and outcomes the player could not know
        out.append(text("analysis.deal_over", lang))
    return " ".join(out)


def shown(game, state, move_text: str, lang: str = "en") -> str:
    """A canonical move in the display notation of ``lang`` (``K♣ K♦``, ``tauschen B♣ 7♦``)."""
    from ..notation import move_text as mt

    mv = game.parse_move(state.copy(), move_text)
    return mt(game.name, mv, _lang(lang))


def why(game, state, decision, lang: str = "en", players=None, played_effect: bool = True) -> str:
    """The verdict on one decision in words: the label, the best move and what it does against
    the move played and what it does, with their values (``played_effect=False``: without what
    the move played does, where that is said already, as in the Replay)."""
    lang = _lang(lang)
    players = local_names(players, lang) if players is not None else None
    name = game.name
    d = decision
    seat = d.seat
    played = game.parse_move(state.copy(), d.played)
    pv = d.value(d.played)
    if d.played in d.best or not d.best:
        if len(d.best) > 1:
            others = [shown(game, state, b, lang) for b in d.best if b != d.played]
            return text(
                "analysis.why.best_of",
                lang,
                played=shown(game, state, d.played, lang),
                value=value_text(name, pv, lang),
                others=" / ".join(others),
            )
        return text(
            "analysis.why.best",
            lang,
            played=shown(game, state, d.played, lang),
            value=value_text(name, pv, lang),
        )
    best = game.parse_move(state.copy(), d.best[0])
    bv = d.value(d.best[0])
    parts = []
    if d.label:
        parts.append(label_text(d.label, lang) + ".")
    best_shown = " / ".join(shown(game, state, b, lang) for b in d.best)
    parts.append(text("analysis.why.better", lang, best=best_shown, value=value_text(name, bv, lang)))
    eff = move_effect(game, state, seat, best, lang, players)
    if eff:
        parts.append(eff)
    key = (
        "analysis.why.played"
        if d.label
        else "analysis.why.played_noise"
        if d.loss <= d.error
        else "analysis.why.played_close"
    )
    parts.append(
        text(
            key,
            lang,
            played=shown(game, state, d.played, lang),
            value=value_text(name, pv, lang),
            loss=loss_text(name, d.loss, lang),
        )
    )
    eff = move_effect(game, state, seat, played, lang, players) if played_effect else ""
    if eff:
        parts.append(eff)
    return " ".join(parts)


# -- an exercise's reason -----------------------------------------------------------------------
def value_range_text(game, first: float, last: float, lang: str = "en") -> str:
    """Values from ``first`` (the best) to ``last`` in the game's units (``chance of losing a
    life: 56% to 71%``); one value when both read the same."""
    lang = _lang(lang)
    if short_value(game, first, lang) == short_value(game, last, lang):
        return value_text(game, first, lang)
    name, f = _format(game)
    if f["percent"]:
        a, b = _percent(first, lang), _percent(last, lang)
    else:
        a, b = (number(x, lang, f["digits"], sign=f["sign"]) for x in (first, last))
    return text(f"analysis.value.{name}", lang, value=text("analysis.range", lang, low=a, high=b))


def _fact(game, state, seat: int, move, lang: str) -> str:
    """The game's own words for what ``move`` makes of the seat's position (its policy's
    ``fact``; "" when the game has none)."""
    fn = getattr(getattr(game, "policy", None), "fact", None)
    return fn(game, state, seat, move, lang) if fn is not None else ""


def reason(game, state, decision, accepted, lang: str = "en", players=None) -> str:
    """Why the ``accepted`` moves (canonical texts, best first) are better than the move played,
    in words and numbers, to the player of the decision: the move played and its value, the
    accepted moves and their values, what the move played and the best move make of the
    position (the game's ``fact``, else the events the seat can know: :func:`move_effect`),
    the loss against its sampling error, and, when several are accepted, that they cannot be
    told apart.  It names only cards the seat sees: its own moves, and what
    :func:`cardlab.observe.imagine` lets it know."""
    lang = _lang(lang)
    players = local_names(players, lang) if players is not None else None
    name, d, seat = game.name, decision, decision.seat
    played = game.parse_move(state.copy(), d.played)
    best = game.parse_move(state.copy(), accepted[0])
    values = [d.value(m) for m in accepted]
    parts = [
        text(
            "analysis.reason.played",
            lang,
            played=shown(game, state, d.played, lang),
            value=value_text(name, d.value(d.played), lang),
        )
    ]
    parts.append(
        _fact(game, state, seat, played, lang) or move_effect(game, state, seat, played, lang, players)
    )
    parts.append(
        text(
            "analysis.reason.better",
            lang,
            n=len(accepted),
            moves=" / ".join(shown(game, state, m, lang) for m in accepted),
            value=value_range_text(name, values[0], values[-1], lang),
        )
    )
    parts.append(_fact(game, state, seat, best, lang) or move_effect(game, state, seat, best, lang, players))
    parts.append(
        text(
            "analysis.reason.gap" if d.error > 0 else "analysis.reason.gap_sure",
            lang,
            n=len(accepted),
            loss=loss_text(name, d.loss, lang),
            error=loss_text(name, d.error, lang),
        )
    )
    if len(accepted) > 1:
        parts.append(text("analysis.reason.close", lang))
    return " ".join(p for p in parts if p)
