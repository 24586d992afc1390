"""Events and messages rendered as sentences in German or English, from one message catalog.

The catalog is the JSON files in ``cardlab/i18n/``: each maps a message id to its ``en`` and
``de`` text and, for rule messages, the ``rule`` it rests on.  Templates use ``str.format`` fields
whose parameter names decide how a value is shown:

* ``player``, ``other``, ``winner``, ``loser``, ``partner`` or a name ending in ``_player``: a
  seat number shown as the player's name; a name ending in ``_players`` (``tied_players``): a list of
  seats ("Anna and Ben"; plain ``players`` is the list of names);
* ``card`` / ``*_card``: one card; ``cards`` / ``*_cards``: a list of cards ("6♣ 6♦");
  ``card_name`` / ``*_card_name``: a card by its name ("Herz-Dame"); ``letters`` / ``*_letters``: a
  card in the letter form of the language, without symbols ("QH", "DH");
* ``rank`` / ``*_rank``: a rank by name ("queen"); ``ranks``: plural ("queens");
* a number can choose a word: ``{n:card|cards}`` gives "card" for 1 and "cards" otherwise,
  ``{n:no card|one card|{n:word} cards}`` has a form for 0, 1 and more (a form may hold fields of
  its own, one level deep), and ``{n:word}`` writes it as a word from two to twelve ("four",
  "vier"; "eins" would not decline), ``{n:Word}`` the same with a capital letter, to begin a
  sentence.  A count of one reads as "one card", "eine Karte", never "1 cards".

The widgets format their own labels (``widget.*``) in JavaScript (``cards.js fmt``), which reads
the same counts (``{n:card|cards}``, the three forms, fields inside a form) but not ``{n:word}``.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache

from .cards import card_label, card_letters, card_name, rank_name

LANGS = ("en", "de")
_DIR = os.path.join(os.path.dirname(__file__), "i18n")


@lru_cache(maxsize=None)
def catalog() -> dict:
    """Every message id with its texts; merged from the catalog files (ids are unique)."""
    out: dict = {}
    for name in sorted(os.listdir(_DIR)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(_DIR, name), encoding="utf-8") as fh:
            entries = json.load(fh)
        for k, v in entries.items():
            if k in out:
                raise RuntimeError(f"message id {k!r} is in two catalog files")
            out[k] = v
    return out


def add_messages(entries: dict) -> None:
    """Add a game's own entries (message id -> ``{"en": ..., "de": ...}``) to the catalog; a
    game outside ``cardlab/i18n`` brings its words this way (``Game.messages``).  An id the
    catalog holds with other texts is refused."""
    cat = catalog()
    for k, v in entries.items():
        if k in cat and cat[k] != v:
            raise RuntimeError(f"message id {k!r} is in the catalog already")
        if not (isinstance(v, dict) and isinstance(v.get("en"), str) and isinstance(v.get("de"), str)):
            raise ValueError(f"message {k!r} needs an English and a German text")
    cat.update(entries)


_NUMBER_WORDS = {
    "en": "zero one two three four five six seven eight nine ten eleven twelve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split(),
}


class _Num(int):
    """An int that formats ``{n:card|cards}`` as the right word (German: ``{n:Karte|Karten}``),
    ``{n:none|one|many}`` with a form of its own for 0 (the forms may hold fields of their own:
    ``{n:...{card}...}``), and ``{n:word}`` as a number word up to twelve ("four", "vier"),
    digits above."""

    lang = "en"

    def __format__(self, spec):
        if "|" in spec:
            forms = spec.split("|")
            if len(forms) == 3:
                return forms[0] if int(self) == 0 else forms[1] if int(self) == 1 else forms[2]
            one, many = spec.split("|", 1)
            return one if int(self) == 1 else many
        if spec in ("word", "Word"):
            words = _NUMBER_WORDS.get(self.lang, _NUMBER_WORDS["en"])
            w = words[self] if 2 <= self < len(words) else str(int(self))
            return w[:1].upper() + w[1:] if spec == "Word" else w
        return int.__format__(int(self), spec)


def _num(value: int, lang: str) -> _Num:
    n = _Num(value)
    n.lang = lang
    return n


def _and(items, lang):
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    word = " und " if lang == "de" else " and "
    return ", ".join(items[:-1]) + word + items[-1]


def _name(seat, players):
    if seat is None:
        return "—"
    if players and 0 <= seat < len(players):
        return str(players[seat])
    return f"P{seat + 1}"


_PLAYER_KEYS = {"player", "other", "winner", "loser", "partner", "dealer", "knocker", "starter"}


_NAMED_KINDS = ("players", "card", "card_name", "letters", "cards", "rank", "ranks")


def _kind(key: str) -> str:
    """What a parameter named ``key`` holds (by its name), worked out once a name."""
    kind = _KINDS.get(key)
    if kind is None:
        if key in _PLAYER_KEYS or key.endswith("_player"):
            kind = "player"
        else:  # a kind by its name, or a name ending in _<kind>
            kind = next((k for k in _NAMED_KINDS if key == k or key.endswith("_" + k)), "")
        _KINDS[key] = kind
    return kind


_KINDS: dict[str, str] = {}


def _value(key, value, lang, players):
    kind = _kind(key)
    if kind == "player":
        return _name(value, players)
    if kind == "players":
        return _and([_name(s, players) for s in value], lang)
    if kind == "card":
        return card_label(value, lang)
    if kind == "card_name":
        return card_name(value, lang)
    if kind == "letters":
        return card_letters(value, lang)
    if kind == "cards":
        return " ".join(card_label(c, lang) for c in value)
    if kind == "rank":
        return rank_name(value, lang)
    if kind == "ranks":
        return rank_name(value, lang, plural=True)
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return _num(value, lang)
    if isinstance(value, dict) and set(value) >= {"en", "de"}:
        return value.get(lang, value["en"])
    return value


def text(key: str, lang: str = "en", players=None, **params) -> str:
    """The message ``key`` in ``lang`` with its parameters filled in."""
    entry = catalog().get(key)
    if entry is None:
        return key + (" " + json.dumps(params, ensure_ascii=False) if params else "")
    tmpl = entry.get(lang) or entry["en"]
    vals = {k: _value(k, v, lang, players) for k, v in params.items()}
    try:
        return tmpl.format(**vals)
    except (KeyError, IndexError, ValueError):
        return tmpl


def render(event, lang: str = "en", players=None, you: int | None = None) -> str:
    """One event as a sentence; told to the player ``you`` in the second person where the catalog
    has that form (``<kind>.you``: "Du hast gefegt: Du bist gleich noch einmal dran.")."""
    params = dict(event.data)
    params.setdefault("player", event.seat)
    if you is not None and params["player"] == you and f"{event.kind}.you" in catalog():
        return text(f"{event.kind}.you", lang, players, **params)
    return text(event.kind, lang, players, **params)


def option_text(game: str, option: str, lang: str = "en") -> str:
    """What a rule option does, in ``lang`` (catalog ``option.<game>.<option>``)."""
    return text(f"option.{game}.{option}", lang)


def option_label(game: str, option: str, lang: str = "en") -> str:
    """A rule option's name in words, the one the Rules control shows (catalog
    ``rules.option.<game>.<option>``; the option's own name where the catalog has none)."""
    key = f"rules.option.{game}.{option}"
    return text(key, lang) if key in catalog() else option


def option_about(game: str, option: str, lang: str = "en") -> str:
    """What a rule option decides, in one line, as the Rules control explains it (catalog
    ``rules.option.<game>.<option>.about``; else what it does, ``option.<game>.<option>``)."""
    key = f"rules.option.{game}.{option}.about"
    return text(key, lang) if key in catalog() else option_text(game, option, lang)


def option_value(game: str, option: str, value, lang: str = "en") -> str:
    """A rule option's value in words, as the Rules control's menus name it (catalog
    ``rules.value.<game>.<option>.<value>``: ``on`` / ``off`` for yes or no, ``none`` for no
    value, the value's text, or ``n`` for any number, as ``{n}``); else on, off and no value
    in general words and numbers as they are."""
    cat = catalog()
    base = f"rules.value.{game}.{option}."
    if isinstance(value, bool):
        key = base + ("on" if value else "off")
        return text(key if key in cat else ("rules.value.on" if value else "rules.value.off"), lang)
    if value is None:
        return text(base + "none" if base + "none" in cat else "rules.value.none", lang)
    if base + str(value) in cat:
        return text(base + str(value), lang)
    if isinstance(value, int) and base + "n" in cat:
        return text(base + "n", lang, n=value)
    return str(value)


def rules_label(game: str, preset: str, lang: str = "en") -> str:
    """A named set of rules in words, as the Rules control names it (catalog
    ``rules.preset.<game>.<preset>``)."""
    key = f"rules.preset.{game}.{preset}"
    return text(key, lang) if key in catalog() else preset


def rule_of(key: str) -> str:
    return catalog().get(key, {}).get("rule", "")


def explain(events, lang: str = "en", players=None, you: int | None = None) -> str:
    """The events of one move as a short paragraph (``you``: see :func:`render`)."""
    return " ".join(s for s in (render(e, lang, players, you) for e in events) if s)
