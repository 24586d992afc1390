"""One word for each concept (``cardlab/i18n/glossary.json``): no text a learner reads uses a word
the glossary retires.

The texts checked are every catalog entry's German and English text, the Markdown cells of the
learner notebooks (``tutorials/en`` and ``tutorials/de``, the sources with ``HIDE_CODE = True``),
and the texts of the puzzles and lessons cardlab ships (``cardlab/puzzles/data``,
``cardlab/lessons/data``: every ``{"en": ..., "de": ...}`` in them) and the titles of the named
examples the tutorials show.
The teacher notebook is left out: it is written for teachers, who read the code and the file
formats, where seats count from 0.  What is code is not prose and is not checked: inline code
spans and fenced blocks in Markdown, a template's fields (``{preset}``; the words of a plural
form are checked), ``{{...}}`` JSON in a message, a quoted name of a file's key (``„deals“``), a
call such as ``Replay(...)``.
A retired word matches as a whole word (or phrase), case-insensitive.
"""

import json
import re
from pathlib import Path

import nbformat
import pytest

from cardlab.explain import catalog

ROOT = Path(__file__).resolve().parent.parent
TUT = ROOT / "tutorials"
GLOSSARY = ROOT / "cardlab" / "i18n" / "glossary.json"
LANGS = ("en", "de")


def glossary() -> dict:
    return json.loads(GLOSSARY.read_text(encoding="utf-8"))


def retired(lang: str) -> dict:
    """Each retired word or phrase of ``lang`` with the concept that retires it."""
    out = {}
    for key, entry in glossary().items():
        for word in entry.get(f"retired_{lang}", []):
            out.setdefault(word, key)
    return out


def _pattern(word: str):
    return re.compile(r"(?<![\w-])" + re.escape(word).replace(r"\ ", r"\s+") + r"(?![\w-])", re.IGNORECASE)


_CODE = [
    re.compile(r"```.*?```", re.DOTALL),  # fenced code
    re.compile(r"`[^`\n]*`"),  # inline code
    re.compile(r"\{\{.*?\}\}"),  # JSON written inside a template
    re.compile(r"\{[A-Za-z_]\w*(?::[Ww]ord)?\}"),  # a template's field: {preset}, {n:word}
    re.compile(r"[„“\"'][a-z_]+[“”\"']"),  # a quoted name of the file format: „deals“
    re.compile(r"\b[A-Z]\w*\([^)\n]*\)"),  # a call: Replay("...")
    re.compile(r"\]\([^)\s]*\)"),  # a link's target
]


def prose(text: str) -> str:
    for pat in _CODE:
        text = pat.sub(" ", text)
    return text


def found(text: str, lang: str) -> list:
    """The retired words in ``text`` (prose only), as ``(word, concept)``."""
    text = prose(text)
    return [(w, key) for w, key in retired(lang).items() if _pattern(w).search(text)]


def learner_notebooks() -> list:
    names = []
    for src in sorted((TUT / "nbsource").glob("nb_*.py")):
        source = src.read_text(encoding="utf-8")
        if re.search(r"^HIDE_CODE\s*=\s*True", source, re.MULTILINE):
            names.append(re.search(r'^NAME\s*=\s*"([^"]+)"', source, re.MULTILINE).group(1))
    return names


DATA = [ROOT / "cardlab" / "puzzles" / "data", ROOT / "cardlab" / "lessons" / "data"]


def _bilingual(obj, path):
    """Every text of a data file as ``(path, {"en": ..., "de": ...})``."""
    if isinstance(obj, dict):
        if any(isinstance(obj.get(lang), str) for lang in LANGS):
            yield path, obj
        for k, v in obj.items():
            yield from _bilingual(v, f"{path}/{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _bilingual(v, f"{path}/{i}")


def texts(lang: str):
    """Every learner-facing text of ``lang`` as ``(where, text)``."""
    for key, entry in catalog().items():
        if isinstance(entry.get(lang), str):
            yield f"catalog {key}", entry[lang]
    for name in learner_notebooks():
        nb = nbformat.read(str(TUT / lang / f"{name}.ipynb"), as_version=4)
        for i, cell in enumerate(nb.cells):
            if cell.cell_type == "markdown":
                yield f"{lang}/{name}.ipynb cell {i}", cell.source
    from cardlab.lessons.named import EXAMPLES

    for (game, name), example in EXAMPLES.items():
        yield f"example {game}/{name} title", example.title[lang]
    for folder in DATA:
        for path in sorted(folder.rglob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for where, entry in _bilingual(data, ""):
                if isinstance(entry.get(lang), str):
                    yield f"{path.relative_to(ROOT)} {where or '/'}", entry[lang]


def test_glossary_entries_are_catalog_entries():
    """The glossary is part of the catalog: every concept has its word in both languages, a note
    in both, and lists of retired words; no word is both kept and retired."""
    gl = glossary()
    assert len(gl) >= 15
    for key, entry in gl.items():
        assert key.startswith("glossary.") and key in catalog(), key
        for lang in LANGS:
            assert entry[lang].strip() and entry[f"note_{lang}"].strip(), key
            assert isinstance(entry[f"retired_{lang}"], list), key
            kept = {e[lang].lower() for e in gl.values()}
            assert not kept & {w.lower() for w in entry[f"retired_{lang}"]}, key
    for concept in ("deal", "game", "turn", "move", "hand", "deck", "rule_text", "rules", "rank", "value"):
        assert f"glossary.{concept}" in gl, concept


def test_german_words_are_german():
    for key, entry in glossary().items():
        for word in ("Match", "Deal", "Engine", "Preset"):
            assert not _pattern(word).search(entry["de"]), key


def test_the_learner_notebooks_and_data_are_found():
    assert sum(1 for folder in DATA for _ in folder.rglob("*.json")) > 10
    names = learner_notebooks()
    assert names and "04_teacher" not in names, names
    assert all((TUT / lang / f"{n}.ipynb").exists() for lang in LANGS for n in names)


@pytest.mark.parametrize("lang", LANGS)
def test_no_learner_text_uses_a_retired_word(lang):
    problems = [
        f"{where}: {word!r} ({concept})" for where, text in texts(lang) for word, concept in found(text, lang)
    ]
    assert not problems, "\n".join(problems)


def test_the_check_catches_a_planted_word():
    """The check can fail: a retired word in a sentence is found, whole words only, and not inside
    code."""
    assert ("Partie", "glossary.game") in found("Am Ende der Partie zählt jeder.", "de")
    assert ("round", "glossary.deal") in found("The Round is over.", "en")
    assert ("Plätze 0", "glossary.seat") in found("die Plätze 0+2 und 1+3", "de")
    assert ("Blatt", "glossary.hand") in found("das schlechteste Blatt", "de")
    assert found("Ein Rundgang ohne Partien-Wort: Partieller Text", "de") == []
    assert found("the rounded corner, a `round` in code", "en") == []
    planted = dict(catalog())
    planted["glossary.test_planted"] = {"en": "Next round.", "de": "Nächste Runde."}
    hits = [(k, w) for k, e in planted.items() for w, _ in found(e["en"], "en")]
    assert ("glossary.test_planted", "round") in hits
