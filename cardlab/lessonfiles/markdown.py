"""The safe Markdown of a lesson's texts (and of a puzzle set's or a tutorial's words).

A small subset: paragraphs, ``*emphasis*``, ``**strong**``, bullet and numbered lists, ``code``
and fenced code, headings, and links to ``http``/``https`` addresses only.  Markup is never
interpreted: ``<script>`` stays the text ``<script>``.

* :func:`markdown` parses a text into a tree of plain data (``["p", [...]]``) that the lesson
  widget (``widgets/static/lesson.js``) builds as DOM nodes with ``textContent``;
* :func:`markdown_html` renders the same tree as escaped HTML (for notebooks, nbgrader);
* :func:`plain` gives its words without any mark-up (for a heading or a file name);
* :func:`safe_href` is the one test of a link's address.

Lesson files themselves (load, check, write) are :mod:`cardlab.lessonfiles.files`.
"""

from __future__ import annotations

import html as _html
import re

MAX_DEPTH = 4  # emphasis inside emphasis, at most this deep
_FENCE = re.compile(r" {0,3}(```+|~~~+)")
_HEAD = re.compile(r" {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*\Z")
_UL = re.compile(r" {0,3}[-*+][ \t]+(.*)\Z")
_OL = re.compile(r" {0,3}\d{1,9}[.)][ \t]+(.*)\Z")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")
_PUNCT = set("\\`*_{}[]()#+-.!<>~|\"'")


def safe_href(url: str):
    """``url`` when it is an absolute ``http``/``https`` address with a host and no character
    that could leave an attribute; else None."""
    from urllib.parse import urlsplit

    if not isinstance(url, str) or not url or len(url) > 2000:
        return None
    if any(ord(c) <= 0x20 or 0x7F <= ord(c) <= 0x9F or c in "\"<>\\`'" for c in url):
        return None
    m = _SCHEME.match(url)
    if not m or m.group(1).lower() not in ("http", "https"):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if (
        parts.scheme.lower() not in ("http", "https")
        or not parts.netloc
        or not url[m.end() :].startswith("//")
    ):
        return None
    return url


def markdown(text: str) -> list:
    """The block tree of ``text`` in the safe subset: a list of ``["p", inl]``, ``["h", inl]``,
    ``["ul", [inl, ...]]``, ``["ol", [inl, ...]]``, ``["pre", "code"]``; inline ``inl`` is a list
    of strings and ``["em", inl]``, ``["strong", inl]``, ``["code", "text"]``,
    ``["a", href, inl]`` (href http/https only).  Nothing is markup: every other character,
    ``<`` and ``&`` included, is text."""
    lines = (text or "").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    blocks: list = []
    i, n = 0, len(lines)

    def starts_block(line):
        return bool(_FENCE.match(line) or _HEAD.match(line) or _UL.match(line) or _OL.match(line))

    while i < n:
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        m = _FENCE.match(line)
        if m:
            fence = m.group(1)[0] * 3
            body, i = [], i + 1
            while i < n and not lines[i].lstrip().startswith(fence):
                body.append(lines[i])
                i += 1
            blocks.append(["pre", "\n".join(body)])
            i += 1
            continue
        m = _HEAD.match(line)
        if m:
            blocks.append(["h", _inline(m.group(2))])
            i += 1
            continue
        rx = _UL if _UL.match(line) else _OL if _OL.match(line) else None
        if rx is not None:
            other = _OL if rx is _UL else _UL
            items: list = []
            while (
                i < n
                and lines[i].strip()
                and not other.match(lines[i])
                and not _FENCE.match(lines[i])
                and not _HEAD.match(lines[i])
            ):
                mm = rx.match(lines[i])
                if mm:
                    items.append(mm.group(1).strip())
                else:
                    items[-1] += " " + lines[i].strip()
                i += 1
            blocks.append(["ul" if rx is _UL else "ol", [_inline(it) for it in items]])
            continue
        para: list[str] = []
        while i < n and lines[i].strip() and (not para or not starts_block(lines[i])):
            para.append(lines[i].strip())
            i += 1
        blocks.append(["p", _inline(" ".join(para))])
    return blocks


def _inline(s: str, depth: int = 0) -> list:
    out: list = []
    buf: list = []
    # "no closing delimiter from here on": a search that failed from position p fails from any
    # later position too, so hostile text (thousands of unmatched * or [) stays linear
    dead: dict = {}

    def find(sub, start):
        if dead.get(sub, len(s) + 1) <= start:
            return -1
        j = s.find(sub, start)
        if j == -1:
            dead[sub] = min(dead.get(sub, len(s) + 1), start)
        return j

    def closing(start, d):
        if dead.get("close" + d, len(s) + 1) <= start:
            return -1
        j = s.find(d, start)
        while j != -1:
            end = j + len(d)
            ok = j > start and not s[j - 1].isspace()
            if len(d) == 1 and ((end < len(s) and s[end] == d) or s[j - 1] == d):
                ok = False  # a "**" inside "*...*" is not its end
            if d[0] == "_" and end < len(s) and s[end].isalnum():
                ok = False  # snake_case is not emphasis
            if ok:
                return j
            j = s.find(d, j + 1)
        dead["close" + d] = min(dead.get("close" + d, len(s) + 1), start)
        return -1

    def flush():
        if buf:
            out.append("".join(buf))
            buf.clear()

    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == "\\" and i + 1 < n and s[i + 1] in _PUNCT:
            buf.append(s[i + 1])
            i += 2
            continue
        if c == "`":
            k = i
            while k < n and s[k] == "`":
                k += 1
            ticks = s[i:k]
            j = find(ticks, k)
            while j != -1 and j + len(ticks) < n and s[j + len(ticks)] == "`":
                j = find(ticks, j + len(ticks) + 1)
            if j != -1 and s[k:j].strip():
                flush()
                out.append(["code", s[k:j].strip()])
                i = j + len(ticks)
                continue
            buf.append(ticks)
            i = k
            continue
        if c in "*_" and depth < MAX_DEPTH:
            d = c * 2 if s.startswith(c * 2, i) else c
            after = s[i + len(d) : i + len(d) + 1]
            if after and not after.isspace() and (c == "*" or i == 0 or not s[i - 1].isalnum()):
                j = closing(i + len(d), d)
                if j != -1:
                    flush()
                    out.append(["strong" if len(d) == 2 else "em", _inline(s[i + len(d) : j], depth + 1)])
                    i = j + len(d)
                    continue
            buf.append(d)
            i += len(d)
            continue
        if c == "[":
            j = find("]", i + 1)
            if j != -1 and s.startswith("(", j + 1):
                k = find(")", j + 2)
                if k != -1:
                    href = safe_href(s[j + 2 : k].strip())
                    label = s[i + 1 : j]
                    if href and label.strip():
                        flush()
                        out.append(["a", href, _inline(label, MAX_DEPTH)])
                        i = k + 1
                        continue
            buf.append(c)
            i += 1
            continue
        if c == "<":
            j = find(">", i + 1)
            href = safe_href(s[i + 1 : j]) if j != -1 else None
            if href:
                flush()
                out.append(["a", href, [href]])
                i = j + 1
                continue
        buf.append(c)
        i += 1
    flush()
    return out


def plain(text: str) -> str:
    """The words of a Markdown text without its formatting (one paragraph a line)."""

    def inl(nodes):
        return "".join(
            x if isinstance(x, str) else x[1] if x[0] == "code" else inl(x[2]) if x[0] == "a" else inl(x[1])
            for x in nodes
        )

    lines = []
    for b in markdown(text):
        if b[0] == "pre":
            lines.append(b[1])
        elif b[0] in ("ul", "ol"):
            lines += ["- " + inl(it) for it in b[1]]
        else:
            lines.append(inl(b[1]))
    return "\n".join(lines)


def markdown_html(text: str) -> str:
    """The safe subset rendered as HTML: every character of the text escaped, only ``p``,
    ``h4``, ``ul``/``ol``/``li``, ``em``, ``strong``, ``code``, ``pre`` and ``a`` (http/https,
    ``rel="noopener noreferrer nofollow"``) made."""
    return "\n".join(_block_html(b) for b in markdown(text))


def _block_html(b) -> str:
    kind = b[0]
    if kind == "pre":
        return f"<pre><code>{_html.escape(b[1])}</code></pre>"
    if kind in ("ul", "ol"):
        items = "".join(f"<li>{_inline_html(it)}</li>" for it in b[1])
        return f'<{kind} dir="auto">{items}</{kind}>'
    tag = "h4" if kind == "h" else "p"
    return f'<{tag} dir="auto">{_inline_html(b[1])}</{tag}>'


def _inline_html(nodes) -> str:
    out = []
    for x in nodes:
        if isinstance(x, str):
            out.append(_html.escape(x))
        elif x[0] in ("em", "strong"):
            out.append(f"<{x[0]}>{_inline_html(x[1])}</{x[0]}>")
        elif x[0] == "code":
            out.append(f"<code>{_html.escape(x[1])}</code>")
        elif x[0] == "a" and safe_href(x[1]):
            out.append(
                f'<a href="{_html.escape(x[1], quote=True)}" rel="noopener noreferrer nofollow" '
                f'target="_blank">{_inline_html(x[2])}</a>'
            )
        elif x[0] == "a":
            out.append(_inline_html(x[2]))
    return "".join(out)
