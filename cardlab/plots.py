"""Plots of records and simulations (matplotlib).  Every function returns a
:class:`matplotlib.figure.Figure` (no pyplot state, so it works headless), labelled in English or
German (``lang="de"``) from the message catalog (ids ``plots.*``).

* :func:`totals` — the running totals over the deals of a game (Swoop, Sweep), or the lives
  over the rounds (Schwimmen), from a record;
* :func:`pile` — the size of the Swoop pile over one deal, with swoops and pick-ups marked;
* :func:`captures` — the cards each side has captured over one Sweep round, sweeps marked;
* :func:`histogram` — a histogram of a field of simulation rows (moves, deals, moves per deal);
* :func:`win_rates` — win-rate bars with 95% Wilson intervals from simulation rows;
* :func:`compare` — one bar per set of rules (``{"default": 0.52, "no_sweep_points": 0.51}``),
  each bar named in the plot's language (:func:`rules_name`: ``Standardregeln``,
  ``Sweeps ohne Punkte``), never by the code name of a preset or option.

``import cardlab`` does not load this module (nor matplotlib).
"""

from __future__ import annotations

from matplotlib.figure import Figure

from .explain import text
from .record import Record

SIZE = (7.0, 4.0)
DPI = 100


def _fig(size=None):
    fig = Figure(figsize=size or SIZE, dpi=DPI, layout="constrained")
    return fig, fig.add_subplot()


def _finish(ax, title, xlabel, ylabel):
    """The labels, a count axis from 0, the grid and the legend of an over-the-game plot."""
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small")


def _side_names(game, rules, players):
    sides = game.sides(rules, len(players))
    return [" + ".join(players[s] for s in sd) for sd in sides]


def totals(record, lang: str = "en", size=None) -> Figure:
    """Running totals after each deal (Swoop: penalty points; Sweep: points per side) or lives
    after each round (Schwimmen), from a record (a Record, dict or path)."""
    rec = Record.coerce(record)
    summary = rec.check()
    match = summary.match
    game = match.game
    fig, ax = _fig(size)
    deals = [d for d in summary.deals if d["complete"]]
    xs = list(range(0, len(deals) + 1))
    if game.name == "schwimmen":
        start = list(match.starts[0].lives) if match.starts else [3] * match.n
        series = [start] + [d["totals"] for d in deals]
        names = list(rec.players)
        for i, name in enumerate(names):
            ax.step(xs, [row[i] for row in series], where="post", marker="o", label=name)
        ax.axhline(0, color="0.6", lw=0.8, ls="--")
        ax.set_title(text("plots.lives.title", lang))
        ax.set_xlabel(text("plots.lives.round", lang))
        ax.set_ylabel(text("plots.lives.lives", lang))
        ax.set_yticks(range(-1, 4))
    else:
        if game.name == "sweep":
            names = _side_names(game, match.rules, rec.players)
            ylabel = text("plots.totals.sweep_points", lang)
        else:
            names = list(rec.players)
            ylabel = text("plots.totals.points", lang)
        series = [[0] * len(names)] + [d["totals"] for d in deals]
        for i, name in enumerate(names):
            ax.plot(xs, [row[i] for row in series], marker="o", label=name)
        target = getattr(match.rules, "target_score", None)
        if target is not None:
            ax.axhline(target, color="0.5", lw=1, ls="--", label=text("plots.totals.target", lang, n=target))
        ax.set_title(text("plots.totals.title", lang))
        ax.set_xlabel(text("plots.totals.deal", lang))
        ax.set_ylabel(ylabel)
    ax.set_xticks(xs)
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small")
    return fig


def _deal_steps(rec, deal):
    if not 1 <= deal <= len(rec.deals):
        raise ValueError(f"there is no deal {deal}: the record has {len(rec.deals)}")
    return [
        s
        for s in rec.replay(events=True, upto=(deal - 1, len(rec.deals[deal - 1].moves)))
        if s.deal == deal - 1
    ]


def pile(record, deal: int = 1, lang: str = "en", size=None) -> Figure:
    """The number of cards in the Swoop pile after each move of ``deal`` (1-based), with the
    swoops (10, joker or four on top) and the pick-ups marked."""
    rec = Record.coerce(record)
    if rec.game != "swoop":
        raise ValueError("the pile plot is for Swoop records")
    steps = _deal_steps(rec, deal)
    xs, ys, swoops, pickups = [], [], [], []
    prev = 0
    for st in steps:
        x = st.index + 1
        kinds = [e.kind for e in st.events]
        size_now = len(st.state.pile)
        if "swoop.pickup" in kinds:
            before = next(e.data["n"] for e in st.events if e.kind == "swoop.pickup")
            pickups.append((x, before))
        if "swoop.special" in kinds or "swoop.four" in kinds:
            ev = next(e for e in st.events if e.kind in ("swoop.special", "swoop.four"))
            swoops.append((x, ev.data.get("n", prev)))
        xs.append(x)
        ys.append(size_now)
        prev = size_now
    fig, ax = _fig(size)
    ax.step(xs, ys, where="post", color="tab:blue", lw=1.2, label=text("plots.pile.size", lang))
    if swoops:
        ax.scatter(
            [x for x, _ in swoops],
            [y for _, y in swoops],
            marker="v",
            color="tab:green",
            zorder=3,
            s=40,
            label=text("plots.pile.swoop", lang),
        )
    if pickups:
        ax.scatter(
            [x for x, _ in pickups],
            [y for _, y in pickups],
            marker="^",
            color="tab:red",
            zorder=3,
            s=40,
            label=text("plots.pile.pickup", lang),
        )
    _finish(
        ax,
        text("plots.pile.title", lang, n=deal),
        text("plots.pile.move", lang),
        text("plots.pile.size", lang),
    )
    return fig


def captures(record, deal: int = 1, lang: str = "en", size=None) -> Figure:
    """The cards each side has captured after each card played in Sweep round ``deal``
    (1-based), with the sweeps marked and the card-majority line."""
    rec = Record.coerce(record)
    if rec.game != "sweep":
        raise ValueError("the captures plot is for Sweep records")
    steps = _deal_steps(rec, deal)
    match = rec.new_match()
    game = match.game
    sides = game.sides(match.rules, match.n)
    names = _side_names(game, match.rules, rec.players)
    series = [[] for _ in sides]
    xs = []
    sweeps = []
    for st in steps:
        x = st.index + 1
        xs.append(x)
        for i, sd in enumerate(sides):
            series[i].append(sum(len(st.state.captured[s]) for s in sd))
        for e in st.events:
            if e.kind in ("sweep.sweep", "sweep.sweep_nopoints"):
                i = next(k for k, sd in enumerate(sides) if e.seat in sd)
                sweeps.append((x, i))
    fig, ax = _fig(size)
    colors = ["tab:blue", "tab:orange", "tab:green", "tab:red"]
    for i, name in enumerate(names):
        ax.step(xs, series[i], where="post", color=colors[i % 4], label=name)
    for j, (x, i) in enumerate(sweeps):
        ax.scatter(
            [x],
            [series[i][xs.index(x)]],
            marker="*",
            s=120,
            color=colors[i % 4],
            edgecolor="black",
            zorder=3,
            label=text("plots.captures.sweep", lang) if j == 0 else None,
        )
    total = game.in_play(steps[0].state)[0] if hasattr(game, "in_play") else 52
    half = total // 2 + 1
    ax.axhline(half, color="0.5", ls="--", lw=1, label=text("plots.captures.majority", lang, n=half))
    _finish(
        ax,
        text("plots.captures.title", lang, n=deal),
        text("plots.captures.play", lang),
        text("plots.captures.cards", lang),
    )
    return fig


def histogram(rows, field: str = "moves", lang: str = "en", bins=None, size=None) -> Figure:
    """A histogram of ``field`` over simulation rows: ``moves`` or ``deals`` per game, or
    ``deal_moves`` (the length of every deal)."""
    if field == "deal_moves":
        vals = [v for r in rows for v in r["deal_moves"]]
    else:
        vals = [r[field] for r in rows]
    fig, ax = _fig(size)
    if bins is None:
        span = (max(vals) - min(vals)) if vals else 0
        bins = max(1, min(40, span + 1)) if isinstance(span, int) else 20
    ax.hist(vals, bins=bins, color="tab:blue", edgecolor="white")
    what = text(f"plots.field.{field}", lang) if f"plots.field.{field}" in _catalog() else field
    ax.set_title(text("plots.hist.title", lang, what=what, n=len(rows)))
    ax.set_xlabel(what)
    ax.set_ylabel(text("plots.hist.count", lang))
    ax.grid(alpha=0.3, axis="y")
    return fig


def win_rates(rows, lang: str = "en", size=None) -> Figure:
    """Bars of the share of games each bot won, with 95% Wilson intervals."""
    from .simulation import win_rates as rates

    wr = rates(rows)
    names = list(wr)
    fig, ax = _fig(size)
    vals = [wr[b]["rate"] for b in names]
    err = [[wr[b]["rate"] - wr[b]["low"] for b in names], [wr[b]["high"] - wr[b]["rate"] for b in names]]
    ax.bar(names, vals, color="tab:blue", yerr=err, capsize=8, ecolor="black")
    for i, (b, v) in enumerate(zip(names, vals)):
        if v >= 0.12:  # inside the bar, clear of the interval's whisker
            ax.text(i, v / 2, f"{100 * v:.1f}%", ha="center", va="center", color="white", fontweight="bold")
        else:
            ax.text(i, wr[b]["high"] + 0.03, f"{100 * v:.1f}%", ha="center", va="bottom")
    n = wr[names[0]]["games"] if names else 0
    ax.set_title(text("plots.wins.title", lang, n=n))
    ax.set_ylabel(text("plots.wins.rate", lang))
    ax.set_xlabel(text("plots.wins.bot", lang))
    ax.set_ylim(0, 1.05)
    ax.grid(alpha=0.3, axis="y")
    return fig


def rules_name(game, key, lang: str = "en") -> str:
    """The name, in ``lang``, of a set of rules written as a preset or option name: a preset
    (``house``, ``published``), an option (``no_sweep_points``: that option switched on), an
    option with a value (``majority=most``), several joined by ``+``, or ``default`` (the
    game's default rules).  Other text is shown as it is."""
    from .engine import get_game

    g = get_game(game)
    cat = _catalog()
    if not isinstance(key, str):
        return str(key)
    parts = [k.strip() for k in key.split("+")] if "+" in key else [key.strip()]
    out = []
    for k in parts:
        name, eq, value = k.partition("=")
        name = name.strip()
        if name == "default" and not eq and name not in g.PRESETS:
            out.append(text("plots.rules.default", lang))
        elif name in g.PRESETS and not eq and f"plots.preset.{g.name}.{name}" in cat:
            out.append(text(f"plots.preset.{g.name}.{name}", lang))
        elif name in g.OPTIONS and f"plots.option.{g.name}.{name}" in cat:
            label = text(f"plots.option.{g.name}.{name}", lang)
            out.append(
                text(
                    "plots.rules.option_value",
                    lang,
                    name=label,
                    value=_value_name(g.name, name, value.strip(), lang),
                )
                if eq
                else label
            )
        else:
            out.append(k)
    return " + ".join(out)


def _value_name(game, option, value, lang):
    """An option's value in words (``most``: "the most"; ``true``: "on"); numbers as they are."""
    cat = _catalog()
    if value.lower() in ("true", "false"):
        return text("plots.value.on" if value.lower() == "true" else "plots.value.off", lang)
    key = f"plots.value.{game}.{option}.{value}"
    return text(key, lang) if key in cat else value


def compare(
    values: dict,
    game,
    lang: str = "en",
    ylabel=None,
    title=None,
    reference=None,
    percent: bool = False,
    size=None,
) -> Figure:
    """Bars of one number per set of rules: ``values`` maps a preset or option name (see
    :func:`rules_name`) to a number, e.g. the share of matches the first player won.  The bars
    are named in ``lang``; ``reference`` draws a dashed line at that value (e.g. 0.5, a fair
    share); ``percent`` writes the values as percentages."""
    keys = list(values)
    names = [rules_name(game, k, lang) for k in keys]
    vals = [values[k] for k in keys]
    fig, ax = _fig(size)
    ax.bar(range(len(vals)), vals, color="tab:blue")
    ax.set_xticks(range(len(vals)), names)
    for i, v in enumerate(vals):
        ax.text(i, v, f"{100 * v:.0f}%" if percent else f"{v:g}", ha="center", va="bottom")
    if reference is not None:
        shown = f"{100 * reference:.0f}%" if percent else f"{reference:g}"
        ax.axhline(
            reference, color="0.3", ls="--", lw=1, label=text("plots.compare.reference", lang, value=shown)
        )
        ax.legend(fontsize="small")
    ax.set_title(
        title
        if title is not None
        else text("plots.compare.title", lang, game=text(f"common.label.game.{_game_name(game)}", lang))
    )
    ax.set_xlabel(text("plots.compare.rules", lang))
    ax.set_ylabel(ylabel if ylabel is not None else text("plots.compare.value", lang))
    top = max([v for v in vals] + ([reference] if reference is not None else []) + [0])
    ax.set_ylim(0, top * 1.15 if top > 0 else 1)
    if percent:
        from matplotlib.ticker import PercentFormatter

        ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.grid(alpha=0.3, axis="y")
    return fig


def _game_name(game) -> str:
    return game if isinstance(game, str) else game.name


def _catalog():
    from .explain import catalog

    return catalog()


def save(fig: Figure, path, dpi: int = DPI):
    """Write a figure to a file (PNG, SVG, PDF by the suffix)."""
    fig.savefig(path, dpi=dpi)
    return path
