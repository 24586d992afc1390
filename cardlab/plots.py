"""Plots of records and simulations (matplotlib).  Every function returns a
:class:`matplotlib.figure.Figure` (no pyplot state, so it works headless), labelled in English or
German (``lang="de"``) from the message catalog (ids ``plots.*``).

* :func:`totals` — the running totals over the deals of a game, or the lives over the rounds,
  from a record;
* :func:`pile` — the size of the pile over one deal, with the moves that clear it and the
  pick-ups marked;
* :func:`captures` — the cards each side has captured over one round, with the moves that clear
  the table marked;
* :func:`histogram` — a histogram of a field of simulation rows (moves, deals, moves per deal);
* :func:`win_rates` — win-rate bars with 95% Wilson intervals from simulation rows;
* :func:`compare` — one bar per set of rules (``{"default": 0.52, "building": 0.49}``), each bar
  named in the plot's language (:func:`rules_name`: ``Standardregeln``, ``Bauen``), never by
  the code name of a preset or option.

What a game draws comes from its package: ``games/<game>/charts.py`` computes the data series of
its charts from a record's events (pure Python), and :func:`draw` draws them; a chart of one deal
is asked for by name, and a record of a game without it is refused.

``import cardlab`` does not load this module (nor matplotlib).
"""

from __future__ import annotations

import copy

from matplotlib.figure import Figure

from .engine import GAMES, get_game
from .explain import option_label, option_value, rules_label, text
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


def _start_totals(match):
    """The totals before the first deal (a record may start from a position that sets them)."""
    before = copy.copy(match)
    before.starts, before.results = match.starts[:1], []
    return match.game.match_totals(before)


class _NO_CHARTS:
    """The charts of a game without a charts module: its points per deal, added up."""

    TOTALS = "points"
    TOTALS_LABEL = "plots.totals.plain_points"
    TICKS: list[int] = []  # (asked only when TOTALS is "lives")
    CHARTS: dict = {}


def totals(record, lang: str = "en", size=None) -> Figure:
    """Running totals after each deal (points per player or side, a line each, up to the
    target) or the lives after each round (steps down to out), as the game's charts module says
    (``TOTALS``), from a record (a Record, dict or path)."""
    rec = Record.coerce(record)
    summary = rec.check()
    match = summary.match
    assert match is not None  # check() always gives its match
    game = match.game
    charts = game.charts or _NO_CHARTS  # a game without a charts module: its points
    fig, ax = _fig(size)
    deals = [d for d in summary.deals if d["complete"]]
    xs = list(range(0, len(deals) + 1))
    names = _side_names(game, match.rules, rec.players)
    series = [_start_totals(match)] + [d["totals"] for d in deals]
    if charts.TOTALS == "lives":
        for i, name in enumerate(names):
            ax.step(xs, [row[i] for row in series], where="post", marker="o", label=name)
        ax.axhline(0, color="0.6", lw=0.8, ls="--")
        ax.set_title(text("plots.lives.title", lang))
        ax.set_xlabel(text("plots.lives.round", lang))
        ax.set_ylabel(text(charts.TOTALS_LABEL, lang))
        ax.set_yticks(charts.TICKS)
    else:
        for i, name in enumerate(names):
            ax.plot(xs, [row[i] for row in series], marker="o", label=name)
        target = getattr(match.rules, "target_score", None)
        if target is not None:
            ax.axhline(target, color="0.5", lw=1, ls="--", label=text("plots.totals.target", lang, n=target))
        ax.set_title(text("plots.totals.title", lang))
        ax.set_xlabel(text("plots.totals.deal", lang))
        ax.set_ylabel(text(charts.TOTALS_LABEL, lang))
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


_COLORS = ["tab:blue", "tab:orange", "tab:green", "tab:red"]
_MARKS = {
    "drop": {"marker": "v", "color": "tab:green"},  # something cleared away
    "rise": {"marker": "^", "color": "tab:red"},  # something taken up
}


def draw(chart: dict, size=None) -> Figure:
    """A figure from a game's chart (``games/<game>/charts.py``): a dict of the texts
    (``title``, ``x``, ``y``), the ``lines`` (each ``label``, ``xs``, ``ys``, optional
    ``width``; drawn as steps, in turn blue, orange, green, red), the ``marks`` (each ``label``,
    ``style`` and ``points``: ``drop`` and ``rise`` mark ``(x, y)`` points with a falling green
    and a rising red triangle; ``star`` marks ``(x, y, line)`` points with a star in the line's
    colour) and the ``levels`` (each ``y`` and ``label``, a dashed line)."""
    fig, ax = _fig(size)
    for i, line in enumerate(chart["lines"]):
        kw = {"lw": line["width"]} if line.get("width") is not None else {}
        ax.step(line["xs"], line["ys"], where="post", color=_COLORS[i % 4], label=line["label"], **kw)
    for mark in chart["marks"]:
        pts = mark["points"]
        if mark["style"] == "star":
            for j, (x, y, i) in enumerate(pts):
                ax.scatter(
                    [x],
                    [y],
                    marker="*",
                    s=120,
                    color=_COLORS[i % 4],
                    edgecolor="black",
                    zorder=3,
                    label=mark["label"] if j == 0 else None,
                )
        elif pts:
            style = _MARKS[mark["style"]]
            ax.scatter(
                [x for x, _ in pts],
                [y for _, y in pts],
                marker=style["marker"],
                color=style["color"],
                zorder=3,
                s=40,
                label=mark["label"],
            )
    for level in chart["levels"]:
        ax.axhline(level["y"], color="0.5", ls="--", lw=1, label=level["label"])
    _finish(ax, chart["title"], chart["x"], chart["y"])
    return fig


def _owners(name: str) -> str:
    """The games that have the chart ``name``, capitalized, for the message of a record of
    another game."""
    owners = [g for g in GAMES if name in getattr(get_game(g).charts, "CHARTS", {})]
    return " or ".join(g.capitalize() for g in owners)


def _chart(name: str, doc: str):
    """The public function of the chart ``name`` of one deal, which the games that have it
    compute (``charts.CHARTS``)."""

    def chart(record, deal: int = 1, lang: str = "en", size=None) -> Figure:
        rec = Record.coerce(record)
        make = getattr(get_game(rec.game).charts, "CHARTS", {}).get(name)
        if make is None:
            raise ValueError(f"the {name} plot is for {_owners(name)} records")
        return draw(make(rec, deal, _deal_steps(rec, deal), lang), size)

    chart.__name__ = chart.__qualname__ = name
    chart.__doc__ = doc
    return chart


pile = _chart(
    "pile",
    """The number of cards in the pile after each move of ``deal`` (1-based), with the moves that
    clear it and the pick-ups marked.""",
)
captures = _chart(
    "captures",
    """The cards each side has captured after each card played in round ``deal`` (1-based), with
    the moves that clear the table marked and the card-majority line.""",
)


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
    (``house``, ``published``), an option (``building``: that option switched on), an
    option with a value (``majority=most``), several joined by ``+``, or ``default`` (the
    game's default rules).  Other text is shown as it is."""
    g = get_game(game)
    if not isinstance(key, str):
        return str(key)
    parts = [k.strip() for k in key.split("+")] if "+" in key else [key.strip()]
    out = []
    for k in parts:
        name, eq, value = k.partition("=")
        name = name.strip()
        if name == "default" and not eq and name not in g.PRESETS:
            out.append(text("plots.rules.default", lang))
        elif name in g.PRESETS and not eq:
            out.append(rules_label(g.name, name, lang))
        elif name in g.OPTIONS:
            label = option_label(g.name, name, lang)
            if not eq and isinstance(g.OPTIONS[name].default, bool):  # a yes-or-no option named: switched on
                eq, value = "=", "true"
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


def _value_name(game, option, value: str, lang):
    """An option's value written in a name (``most``, ``true``, ``200``, ``none``) in words, as
    the Rules control names it."""
    low = value.lower()
    if low in ("true", "false"):
        return option_value(game, option, low == "true", lang)
    if low in ("none", "null"):
        return option_value(game, option, None, lang)
    return option_value(game, option, int(value) if value.isdigit() else value, lang)


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
