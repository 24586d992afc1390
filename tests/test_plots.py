"""Plots: every figure renders headless (Agg) to a PNG of the expected size that is not blank,
in English and German; importing cardlab does not import matplotlib."""

from __future__ import annotations

import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")

from cardlab import plots  # noqa: E402
from cardlab.play import play_game  # noqa: E402
from cardlab.simulation import simulate  # noqa: E402

OUT = Path(tempfile.gettempdir()) / "cardlab_plots"  # kept for a look after the run


@pytest.fixture(scope="module")
def records():
    return {
        g: play_game(g, None, 4, ["heuristic", "random"], seed=3) for g in ("swoop", "sweep", "schwimmen")
    }


@pytest.fixture(scope="module")
def rows():
    return simulate("schwimmen", bots=["heuristic", "random"], games=30, seed=1, rotate=True, progress=False)


def png_check(fig, name, size=(700, 400)):
    OUT.mkdir(exist_ok=True)
    path = OUT / f"{name}.png"
    plots.save(fig, path)
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    w, h = struct.unpack(">II", data[16:24])
    assert (w, h) == size
    import matplotlib.image as mpimg

    img = mpimg.imread(path)
    assert img.std() > 0.05, f"{name} looks blank"
    # something besides the white background in the middle of the plot area
    mid = img[h // 4 : 3 * h // 4, w // 4 : 3 * w // 4, :3]
    assert (mid < 0.9).any(), f"{name}: the plot area is empty"
    return path


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
def test_totals(records, game, lang):
    fig = plots.totals(records[game], lang=lang)
    png_check(fig, f"totals_{game}_{lang}")
    ax = fig.axes[0]
    texts = {
        "en": {"swoop": "deal", "sweep": "deal", "schwimmen": "deal"},
        "de": {"swoop": "Runde", "sweep": "Runde", "schwimmen": "Runde"},
    }
    assert ax.get_xlabel() == texts[lang][game]
    if game == "sweep":  # one line per side (partnerships) plus the target
        labels = [line.get_label() for line in ax.get_lines()]
        assert "Player 1 + Player 3" in labels
    # the last point of each line is the record's final total
    summary = records[game].check()
    first = ax.get_lines()[0].get_ydata()
    assert first[-1] == summary.deals[-1]["totals"][0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pile(records, lang):
    fig = plots.pile(records["swoop"], deal=1, lang=lang)
    png_check(fig, f"pile_{lang}")
    steps = list(records["swoop"].replay())
    n_moves = len(records["swoop"].deals[0].moves)
    line = fig.axes[0].get_lines()[0]
    assert len(line.get_xdata()) == n_moves + 1
    # the markers: one per swoop and per pick-up of the deal
    ev = [e.kind for s in steps if s.deal == 0 for e in s.events]
    marks = sum(len(c.get_offsets()) for c in fig.axes[0].collections)
    assert marks == ev.count("swoop.pickup") + ev.count("swoop.four") + ev.count("swoop.special")


def test_pile_and_captures_want_their_game(records):
    with pytest.raises(ValueError, match="^the pile plot is for Swoop records$"):
        plots.pile(records["sweep"])
    with pytest.raises(ValueError, match="^the captures plot is for Sweep records$"):
        plots.captures(records["swoop"])
    with pytest.raises(ValueError, match="^the captures plot is for Sweep records$"):
        plots.captures(records["schwimmen"], deal=99)  # the game is checked first
    with pytest.raises(ValueError):
        plots.pile(records["swoop"], deal=99)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_captures(records, lang):
    fig = plots.captures(records["sweep"], deal=1, lang=lang)
    png_check(fig, f"captures_{lang}")
    res = records["sweep"].check().match.results[0]
    lines = fig.axes[0].get_lines()
    assert [line.get_ydata()[-1] for line in lines[:2]] == res.extra["cards"]


@pytest.mark.parametrize("field", ["moves", "deals", "deal_moves"])
def test_histogram(rows, field):
    fig = plots.histogram(rows, field, lang="de")
    png_check(fig, f"hist_{field}")
    counts = [p.get_height() for p in fig.axes[0].patches]
    want = sum(len(r["deal_moves"]) for r in rows) if field == "deal_moves" else len(rows)
    assert sum(counts) == want


@pytest.mark.parametrize("lang", ["en", "de"])
def test_win_rates(rows, lang):
    fig = plots.win_rates(rows, lang=lang)
    png_check(fig, f"wins_{lang}")
    bars = fig.axes[0].patches
    assert len(bars) == 2
    assert abs(sum(b.get_height() for b in bars) - 1.0) < 1e-9


def test_import_cardlab_does_not_import_matplotlib():
    code = "import sys, cardlab, cardlab.simulation; print('matplotlib' in sys.modules)"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.stdout.strip() == "False", p.stderr


@pytest.mark.parametrize("lang", ["en", "de"])
def test_compare_names_the_rules_in_the_plot_language(lang):
    from cardlab import get_game
    from cardlab.explain import catalog
    from cardlab.widgets.rules import describe, value_words

    share = {"default": 0.52, "no_sweep_points": 0.51, "building": 0.49, "majority=most": 0.5}
    fig = plots.compare(share, "sweep", lang=lang, reference=0.5, percent=True)
    png_check(fig, f"compare_{lang}")
    ax = fig.axes[0]
    names = [t.get_text() for t in ax.get_xticklabels()]
    assert len(names) == 4 and not set(names) & (set(share) - {"building"}) and "_" not in " ".join(names)
    # the names are the Rules control's: an option's name and its value in the menu's words
    control = {o["name"]: o for o in describe("sweep", None, lang)["options"]}
    assert names[3] == control["majority"]["words"] + ": " + value_words("sweep", "majority", "most", lang)
    assert names[1] == control["no_sweep_points"]["words"] + ": " + value_words(
        "sweep", "no_sweep_points", True, lang
    )
    assert names[2] == control["building"]["words"] + ": " + value_words("sweep", "building", True, lang)
    assert [round(b.get_height(), 2) for b in ax.patches] == list(share.values())
    assert ax.get_legend() is not None and "50%" in ax.get_legend().get_texts()[0].get_text()
    # every preset and option of every game has a name in both languages
    for game in ("swoop", "sweep", "schwimmen"):
        g = get_game(game)
        for kind, keys in (("preset", g.PRESETS), ("option", g.OPTIONS)):
            for key in keys:
                entry = catalog()[f"rules.{kind}.{game}.{key}"]
                shown = plots.rules_name(game, key, lang)
                assert shown.startswith(entry[lang]) and "_" not in shown, (game, key, shown)
                assert entry["de"] != key, (game, key)
    assert plots.rules_name("sweep", "something else", lang) == "something else"
    # every value of a choice option has a name too
    for game in ("swoop", "sweep", "schwimmen"):
        for key, opt in get_game(game).OPTIONS.items():
            for v in [c for c in opt.choices or () if isinstance(c, str)]:
                shown = plots.rules_name(game, f"{key}={v}", lang)
                assert "_" not in shown and not shown.endswith(": " + str(v)), (game, key, v, shown)
