"""The rules of a game in words, for the Rules control of the Table, the Replay and the Lesson
(``static/rules.js``): a learner sees the set of rules in play and each variant's value in words
with a one-line explanation, and chooses others without code.

:func:`describe` is the pure part: for a game and a rules object, the sets of rules the game
has (its presets) and each option with the values it offers, in the catalog's words
(``rules.preset.<game>.<preset>`` and ``.about``, ``rules.option.<game>.<option>`` and
``.about``, ``rules.value.<game>.<option>.<value>``; a value is named by its text, ``on`` /
``off`` for yes or no, ``none`` for no value, ``n`` for a number, as ``{n}``).  It asks the game
(``OPTIONS``, ``PRESETS``, each option's ``choices`` or ``offer``) and never names one; a game
without words of its own falls back on general ones.  :func:`panel` is what a widget sends to
the browser (both languages), :func:`chosen` reads the browser's choice back, :func:`rules_with`
makes the rules a Table switches to, and :class:`ChangesRules` is the Table's part of it.
"""

from __future__ import annotations

import json
from typing import Any

import traitlets as t

from ..engine import Rules, RulesError, get_game
from ..explain import LANGS, catalog, option_value, text

KINDS = ("table", "record", "lesson", "step")  # whose rules a panel shows: its heading and note


def token(value) -> str:
    """A value as the browser's menus name it (its JSON text; never shown)."""
    return json.dumps(value)


def _word(key: str, lang: str, fallback: str = "", **params) -> str:
    return text(key, lang, **params) if key in catalog() else fallback


def _value_key(game, name: str, value) -> tuple[str, dict]:
    """The catalog key of an option's value and its parameters."""
    base = f"rules.value.{game.name}.{name}."
    if isinstance(value, bool):
        return base + ("on" if value else "off"), {}
    if value is None:
        return base + "none", {}
    if isinstance(value, int) and game.OPTIONS[name].choices is None:
        return base + "n", {"n": value}
    return base + str(value), {}


def value_words(game, name: str, value, lang: str = "en") -> str:
    """An option's value in words (``bei 200 Punkten``, ``nur 4 Geheimkarten``): the same words
    wherever a learner reads them (:func:`cardlab.explain.option_value`)."""
    return option_value(get_game(game).name, name, value, lang)


_NOTHING = object()


def offered(game, name: str, current: Any = _NOTHING) -> list:
    """The values a menu offers for an option: its ``choices``; yes and no (the default first); its ``offer``,
    else its default and the presets' values.  ``current`` (the value in play) is always among
    them."""
    g = get_game(game)
    opt = g.OPTIONS[name]
    if opt.choices is not None:
        values = list(opt.choices)
    elif opt.kind is bool:
        values = [opt.default, not opt.default]
    else:
        values = list(opt.offer) if opt.offer is not None else [opt.default]
        values += [p[name] for p in g.PRESETS.values() if name in p]
    if current is not _NOTHING:
        values.append(current)
    out: list = []
    for v in values:
        if not any(_same(v, w) for w in out):
            out.append(v)
    if opt.choices is None and opt.kind is not bool:  # numbers in order, "no limit" last
        out.sort(key=lambda v: (v is None, v if v is not None else 0))
    return out


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def preset_values(game, preset: str) -> dict:
    """Every option's value under a preset (its own values over the defaults)."""
    g = get_game(game)
    return {k: g.PRESETS[preset].get(k, o.default) for k, o in g.OPTIONS.items()}


def preset_words(game, preset: str, lang: str = "en") -> str:
    g = get_game(game)
    fallback = text("rules.preset.default", lang) if preset == g.DEFAULT_PRESET else preset
    return _word(f"rules.preset.{g.name}.{preset}", lang, fallback)


def changed(rules: Rules) -> list[str]:
    """The options whose value differs from the one their preset gives, in the game's order."""
    base = preset_values(rules.game, rules.preset)
    return [k for k in rules.game.OPTIONS if not _same(rules.values[k], base[k])]


def summary(rules: Rules, lang: str = "en") -> str:
    """The rules in a few words: ``Hausregeln`` or ``Hausregeln mit einer Variante``."""
    words = preset_words(rules.game, rules.preset, lang)
    n = len(changed(rules))
    return text("rules.summary.changed", lang, rules=words, n=n) if n else words


def describe(game, rules=None, lang: str = "en") -> dict:
    """The rules ``rules`` (a Rules, a rules object as in records, a preset name or None: the
    game's default) of ``game`` in ``lang``: ``{"preset": {...}, "options": [...], "summary"}``.

    ``preset``: ``token`` (the preset in play), ``words``, ``about`` and ``choices`` (each set of
    rules the game has: ``token``, ``words``, ``about`` and ``values``, every option's token
    under it).  Each option: ``name``, ``words``, ``about``, ``token`` and ``value`` (the value
    in play, in words), ``changed`` (it differs from what the preset gives) and ``choices``
    (``token``, ``words``).  Every text a learner reads is from the catalog."""
    g = get_game(game)
    r = rules_with(g, rules)
    presets = [
        {
            "token": p,
            "words": preset_words(g, p, lang),
            "about": _word(f"rules.preset.{g.name}.{p}.about", lang),
            "values": {k: token(v) for k, v in preset_values(g, p).items()},
        }
        for p in g.PRESETS
    ]
    now = next(p for p in presets if p["token"] == r.preset)
    moved = set(changed(r))
    options = []
    for name, opt in g.OPTIONS.items():
        value = r.values[name]
        fallback = name.replace("_", " ")
        options.append(
            {
                "name": name,
                "words": _word(f"rules.option.{g.name}.{name}", lang, fallback),
                "about": _word(f"rules.option.{g.name}.{name}.about", lang, _doc(opt, lang)),
                "token": token(value),
                "value": value_words(g, name, value, lang),
                "changed": name in moved,
                "choices": [
                    {"token": token(v), "words": value_words(g, name, v, lang)}
                    for v in offered(g, name, value)
                ],
            }
        )
    return {
        "game": g.name,
        "preset": {k: now[k] for k in ("token", "words", "about")} | {"choices": presets},
        "options": options,
        "summary": summary(r, lang),
    }


def _doc(opt, lang: str) -> str:
    doc = opt.doc
    if isinstance(doc, dict):
        return doc.get(lang) or doc.get("en") or ""
    return str(doc or "")


def needed_keys(game) -> list[str]:
    """Every catalog key the rules of ``game`` are described with: each preset's words and
    explanation, each option's, and each value a menu offers (whatever the preset)."""
    g = get_game(game)
    keys = []
    for p in g.PRESETS:
        keys += [f"rules.preset.{g.name}.{p}", f"rules.preset.{g.name}.{p}.about"]
    for name in g.OPTIONS:
        keys += [f"rules.option.{g.name}.{name}", f"rules.option.{g.name}.{name}.about"]
        for v in offered(g, name):
            key = _value_key(g, name, v)[0]
            if key not in keys:
                keys.append(key)
    return keys


_WORDS = (
    "button",
    "set",
    "variants",
    "changed",
    "confirm",
    "confirm_yes",
    "confirm_no",
    "started",
    "close",
)


def panel(game, rules=None, kind: str = "table") -> dict:
    """What a widget sends to its Rules control: ``editable`` (a Table: the learner may switch),
    ``kind``, and per language the rules described (:func:`describe`) with the control's words
    (``words``: the button, the heading, the note, ...)."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    out: dict[str, Any] = {"editable": kind == "table", "kind": kind}
    for lang in LANGS:
        d = describe(game, rules, lang)
        words = {k: text(f"rules.{k}", lang, rules=d["summary"]) for k in _WORDS}
        words["heading"] = text(f"rules.heading.{kind}", lang)
        words["note"] = text(f"rules.note.{'lesson' if kind == 'step' else kind}", lang)
        d["words"] = words
        out[lang] = d
    return out


def rules_with(game, rules=None, **options) -> Rules:
    """Rules of ``game`` from ``rules`` (a Rules, a rules object as in records, a preset name or
    None: the default) with ``options`` over them; an option set to its preset's value is no
    variant (``to_json`` leaves it out)."""
    g = get_game(game)
    if isinstance(rules, Rules):
        base = rules
    elif isinstance(rules, str):
        base = g.rules(rules)
    else:
        base = g.rules_from_json(rules)
    merged = g.rules(base.preset, **{**base.overrides, **options})  # a bad option: said in words
    preset = preset_values(g, base.preset)
    return g.rules(base.preset, **{k: v for k, v in merged.values.items() if not _same(v, preset[k])})


def chosen(game, pick: dict) -> Rules:
    """The rules the browser's control chose: ``{"preset": token, "options": {name: token}}``
    (the options left out keep the preset's values)."""
    g = get_game(game)
    preset = pick.get("preset") or g.DEFAULT_PRESET
    if not isinstance(preset, str):
        raise RulesError(key="common.rules.preset_text", preset=repr(preset))
    picked = pick.get("options") or {}
    values = {}
    for name, tok in picked.items():
        try:
            values[name] = json.loads(tok) if isinstance(tok, str) else tok
        except ValueError:
            values[name] = tok  # refused below, in words
    return rules_with(g, preset, **values)


def lesson_panels(lesson) -> dict:
    """The Rules control of a lesson: ``{"steps": [panel index per step], "panels": [...]}``;
    a step's rules are those of its puzzle or record, a text step's those of the step before
    it (or after it; the game's default when no step has any)."""
    g = get_game(lesson.game)
    found: list = []
    for s in lesson.steps:
        if s.kind == "puzzle":
            found.append(rules_with(get_game(s.puzzle.game), s.puzzle.rules))
        elif s.kind in ("replay", "position"):
            found.append(rules_with(get_game(s.record.game), s.record.rules))
        else:
            found.append(None)
    last = next((r for r in found if r is not None), None)
    for i, r in enumerate(found):
        if r is None:
            found[i] = last
        else:
            last = r
    found = [r if r is not None else rules_with(g) for r in found]
    distinct: list = []
    for r in found:
        if not any(r == d for d in distinct):
            distinct.append(r)
    kind = "lesson" if len(distinct) == 1 else "step"
    return {
        "steps": [next(k for k, d in enumerate(distinct) if d == r) for r in found],
        "panels": [panel(r.game, r, kind) for r in distinct],
    }


class ChangesRules(t.HasTraits):
    """A widget whose rules the learner switches with the Rules control (the Table): the
    traits ``rules_panel`` (:func:`panel`) and ``rules_pick`` (from the browser: ``{"n",
    "preset", "options"}``).  The widget has ``g`` (its game), ``lang``, ``info`` and
    ``set_rules(rules)``."""

    rules_panel = t.Dict().tag(sync=True)
    rules_pick = t.Dict().tag(sync=True)

    @t.observe("rules_pick")
    def _on_rules_pick(self, change):
        pick = change["new"] or {}
        if not pick:
            return
        try:
            self.set_rules(chosen(self.g, pick))  # type: ignore[attr-defined]
        except RulesError as e:  # never a traceback: the reason in words
            self.info = e.message(self.lang)  # type: ignore[attr-defined]
