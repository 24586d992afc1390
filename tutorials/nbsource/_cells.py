"""A tiny builder for bilingual notebook sources: ``md(en, de)``, ``code(src)``.

In code, ``{LANG}`` becomes "en" or "de"; ``code(en_src, de_src)`` gives a different source per
language (for comments or names)."""
from __future__ import annotations

import textwrap


class Cells:
    def __init__(self, lang: str):
        self.lang = lang
        self.out = []

    def md(self, en: str, de: str, tags=()):
        self.out.append(("md", textwrap.dedent(en if self.lang == "en" else de), tuple(tags)))

    def code(self, en: str, de: str | None = None, tags=()):
        src = en if (self.lang == "en" or de is None) else de
        src = textwrap.dedent(src).replace("{LANG}", self.lang)
        self.out.append(("code", src, tuple(tags)))


# The game against the bots (cardlab.widgets.Table) at the end of each game's notebook: its output
# is a live widget whose text form holds a memory address, so nbval runs the cell but does not
# compare what it shows.
TABLE_TAGS = ("nbval-ignore-output",)
