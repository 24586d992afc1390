"""One message catalog: every message in German and English, every event kind and error the
engines raise has a message, and the templates' fields agree between the languages."""

import re
import string
from pathlib import Path

from cardlab.explain import catalog

SRC = Path(__file__).resolve().parent.parent / "cardlab"


def test_every_message_in_both_languages():
    for key, entry in catalog().items():
        assert entry.get("en", "").strip(), f"{key} has no English text"
        assert entry.get("de", "").strip(), f"{key} has no German text"


def _fields(t):
    return {f[1] for f in string.Formatter().parse(t) if f[1]}


def test_fields_agree_between_languages():
    for key, entry in catalog().items():
        assert _fields(entry["en"]) == _fields(entry["de"]), key


def test_every_id_used_in_code_exists():
    used = set()
    for p in SRC.rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        used |= set(re.findall(r'(?:Event|IllegalMove)\(\s*"([a-z_]+\.[a-z_.]*[a-z_])"', text))
        used |= set(re.findall(r'text\(\s*"([a-z_]+\.[a-z_.]*[a-z_])"', text))
        used |= set(re.findall(r"text\(\s*'([a-z_]+\.[a-z_.]*[a-z_])'", text))
        used |= set(re.findall(r'RulesError\(\s*key="([a-z_]+\.[a-z_.]*[a-z_])"', text))
    missing = sorted(k for k in used if k not in catalog())
    assert not missing, missing
    assert len(used) > 20


def test_every_rule_option_is_described_in_both_languages():
    """The options a learner may switch are described in German and English; the English text
    is the option's own doc in the engine, so the two cannot drift apart."""
    from cardlab import get_game
    from cardlab.explain import option_text

    for game in ("swoop", "sweep", "schwimmen"):
        for name, opt in get_game(game).OPTIONS.items():
            assert option_text(game, name, "en") == opt.doc, (game, name)
            de = option_text(game, name, "de")
            assert de and de != opt.doc and not de.startswith("option."), (game, name)
    options = {k for k in catalog() if k.startswith("option.")}
    assert options == {
        f"option.{g}.{n}" for g in ("swoop", "sweep", "schwimmen") for n in get_game(g).OPTIONS
    }


def test_rules_errors_in_both_languages():
    """A bad option, preset, game or player count is explained in German and English."""
    import pytest

    import cardlab
    from cardlab.engine import RulesError

    cases = [
        lambda: cardlab.rules("swoop", big_swop=True),
        lambda: cardlab.rules("swoop", big_swoop=3),
        lambda: cardlab.rules("swoop", target_score=0),
        lambda: cardlab.rules("sweep", "nope"),
        lambda: cardlab.rules("sweep", majority="all"),
        lambda: cardlab.get_game("poker"),
        lambda: cardlab.get_game("schwimmen").check_players(cardlab.rules("schwimmen"), 12),
    ]
    for make in cases:
        with pytest.raises(RulesError) as e:
            make()
        en, de = e.value.message("en"), e.value.message("de")
        assert en == str(e.value) and de and de != en and "{" not in de + en, (en, de)


def test_no_template_uses_a_field_text_reserves():
    """``text(key, lang, players=...)`` takes the names list: a template field called
    ``players`` could never be filled (the message came out as its bare template).  The labels
    the widgets fill in JavaScript (``widget.*``, ``common.label.*``) do not go through it."""
    for key, entry in catalog().items():
        if key.startswith(("widget.", "common.label.")):
            continue
        for lang in ("en", "de"):
            assert "players" not in _fields(entry[lang]), key


def test_the_analysis_header_is_filled_in():
    from cardlab.explain import text

    line = text("analysis.cli.head", "de", game="swoop", names="Anna, Ben", n=3, seats="0 (Anna)")
    assert line == "swoop: Anna, Ben. 3 Entscheidungen der Plätze 0 (Anna)"
