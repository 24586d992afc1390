"""Hostile names and meta fields (markup, scripts, a 5,000-character name, right-to-left text,
emoji and combining marks) in records of every game: the HTML that ``Replay.save_html`` and
``Record._repr_html_`` (and a state's ``_repr_html_``) write holds them as escaped text only.

The records built here are also the ones the browser test (tests/browser/test_hostile.py) opens."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser

import pytest

from cardlab.play import play_game
from cardlab.record import Record

IMG = "<img src=x onerror=alert(1)>"
SCRIPT = "<script>alert(1)</script>"
SVG = '"><svg onload=alert(1)>'
# 5,000 characters and not one space (nor a place a browser may break a line)
LONG = ("Wolfeschlegelsteinhausenbergerdorff" * 150)[:5000]
ARABIC = "محمد عبد الله"
HEBREW = "דוד בן־גוריון"
RLO = "Anna\u202egnp.exe"  # U+202E RIGHT-TO-LEFT OVERRIDE, never closed
EMOJI = "👩‍👩‍👧 Zoë 🃏 Ze\u0301phyr"
ZALGO = "Z\u0334\u0321\u0327a\u0336\u0317l\u0337\u031bg\u0334\u0330o\u0335\u0354"  # stacked combining marks
MARKUP = [IMG, SCRIPT, SVG]
ALL_NAMES = [IMG, SCRIPT, SVG, LONG, ARABIC, HEBREW, RLO, EMOJI, ZALGO]
TITLE = '<b>bold</b></title><script>alert(1)</script><img src=x onerror=alert(1)>"><svg onload=alert(1)>'
GAMES = ("swoop", "sweep", "schwimmen")
# the names of each kind of record: every hostile name is in a record of every game (Swoop
# seats 3 to 8, Sweep 2 to 4, Schwimmen 2 to 9)
KINDS = {
    "markup": [IMG, SCRIPT, SVG, LONG],
    "rtl": [ARABIC, HEBREW, RLO, EMOJI],
    "mixed": [LONG, RLO, ZALGO, IMG],
}


def hostile_game(game: str, kind: str = "markup", seed: int = 3) -> Record:
    """A bot game of ``game`` whose players are renamed to the hostile names of ``kind`` and
    whose meta fields hold markup, scripts and right-to-left text."""
    names = KINDS[kind]
    rec = play_game(game, players=len(names), seed=seed, max_deals=2)
    rec.players = list(names)
    rec.meta.update(
        {
            "title": TITLE,
            "event": SVG + ARABIC,
            "date": SCRIPT,
            "source": RLO + LONG[:300],
            "note": EMOJI + ZALGO,
        }
    )
    return rec


def all_records():
    return [(g, k, hostile_game(g, k)) for g in GAMES for k in KINDS]


# -- the check: markup only where cardlab put it ------------------------------------------
BAD_TAGS = {"img", "script", "svg"}


class _Tags(HTMLParser):
    """The tags and attributes the HTML really holds (as a browser's parser would see them)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.data = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.data.append(data)


def _parse(page: str) -> _Tags:
    p = _Tags()
    p.feed(page)
    p.close()
    return p


def assert_inert(page: str, ours_svg: bool = True):
    """No hostile element or handler attribute in ``page``: no ``<img``, no ``onerror=`` or
    ``onload=`` anywhere outside escaped text, no ``<script>alert``; scripts are only cardlab's
    own (one module script in the saved HTML), and every ``<svg`` is cardlab's own drawing."""
    low = page.lower()
    assert "<img" not in low
    assert "<script>alert" not in low
    # the markup alone: script bodies (JSON without "<", checked apart), text between tags and
    # quoted attribute values dropped; what is left was written by cardlab
    bare = re.sub(r"(<script[^>]*>).*?(</script>)", r"\1\2", low, flags=re.S)
    bare = re.sub(r">[^<]*<", "><", bare)
    bare = re.sub(r'"[^"]*"', '""', bare)
    assert "onerror=" not in bare and "onload=" not in bare and "alert(" not in bare
    tags = _parse(page).tags
    for tag, attrs in tags:
        assert not any(a.startswith("on") for a in attrs), (tag, attrs)
        assert tag != "img"
        if tag == "svg":
            assert ours_svg and attrs.get("xmlns") == "http://www.w3.org/2000/svg", attrs
    return tags


def _script_bodies(page: str) -> list[str]:
    return re.findall(r"<script[^>]*>(.*?)</script>", page, flags=re.S | re.I)


@pytest.mark.parametrize("game", GAMES)
def test_saved_html_holds_hostile_names_as_data(game, tmp_path):
    from cardlab.widgets import Replay

    for kind in KINDS:
        rec = hostile_game(game, kind)
        path = tmp_path / f"{game}-{kind}.html"
        Replay(rec, lang="de" if kind == "rtl" else "en").save_html(path)
        page = path.read_text(encoding="utf-8")
        tags = assert_inert(page, ours_svg=False)
        # one script, cardlab's own module; the title is text in <title> and <h1>
        assert [t for t, a in tags if t == "script"] == ["script"]
        assert [a.get("type") for t, a in tags if t == "script"] == ["module"]
        assert not any(t == "svg" for t, _ in tags)
        esc = html.escape(f"cardlab {game}: {TITLE}")
        assert f"<title>{esc}</title>" in page and f"<h1>{esc}</h1>" in page
        # the names reach the page only inside the script's JSON, where no "<" or "</" is left
        (body,) = _script_bodies(page)
        assert "<" not in body and "\u2028" not in body
        state = json.loads(body.split("const state = ", 1)[1].split(";\nconst handlers", 1)[0])
        assert state["players"] == KINDS[kind]
        for name in MARKUP:  # markup is never raw anywhere in the page
            assert name not in page


@pytest.mark.parametrize("game", GAMES)
def test_record_and_state_repr_html_escape_every_name(game):
    for kind in KINDS:
        rec = hostile_game(game, kind)
        for page in (rec._repr_html_(), rec.state_at(1, 2).state._repr_html_()):
            assert_inert(page)
        page = rec._repr_html_()
        text = "".join(_parse(page).data)
        for name in KINDS[kind]:
            assert name in text  # the exact name, as text
        assert TITLE in text
        # the markup names appear escaped, never raw
        for name in MARKUP:
            if name in KINDS[kind]:
                assert html.escape(name, quote=True) in page


def test_the_hostile_records_are_valid_and_complete():
    for game, kind, rec in all_records():
        assert rec.check() is not None
        back = Record.loads(json.dumps(rec.to_json()))
        assert back.players == KINDS[kind] and back.meta["title"] == TITLE
    assert len(LONG) == 5000 and " " not in LONG
    assert {n for names in KINDS.values() for n in names} == set(ALL_NAMES)
