"""A replay as one self-contained HTML page: the widget's ES module, its CSS and every deal's
frames inlined, with a small stand-in for the widget model.  No kernel, no CDN, works over file://.
Every text from the record is data: names are set with textContent by the widget, the page title
is escaped with ``html.escape`` and the inlined JSON has ``</`` escaped."""

from __future__ import annotations

import html

from . import assets
from .frames import to_js


def standalone_html(widget, title: str | None = None) -> str:
    built = widget.built()
    state = {
        "game": widget.game,
        "players": list(widget.players),
        "seat": widget.seat,
        "lang": widget.lang,
        "four_colour": widget.four_colour,
        "size": widget.size,
        "codes": widget.codes,
        "deal": widget.deal,
        "step": widget.step,
        "n_deals": widget.n_deals,
        "scores": built["scores"],
        "labels": built["labels"],
        "data": None,
        "all_data": built["deals"],
        "analysis": widget.analysis,
        "rules_panel": widget.rules_panel,
    }
    if title is None:
        meta_title = widget.record.meta.get("title")
        title = f"cardlab {widget.game}" + (
            f": {meta_title}" if isinstance(meta_title, str) and meta_title else ""
        )
    css = assets.css() + "\n" + assets.css("rules.css")
    return page_html(assets.esm(), css, state, title, widget.lang, "cardlab-replay")


def page_html(esm: str, css: str, state: dict, title: str, lang: str, mount: str) -> str:
    """One page that runs a widget's ES module (``render({model, el})``) on ``state`` without
    a kernel: a small stand-in for the widget model, the module loaded from a blob URL, the
    model left as ``window.cardlabModel``.  ``title`` is escaped; ``state`` is inlined as data."""
    head = html.escape(title)
    return f"""<!doctype html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{head}</title>
<style>body {{ margin: 16px; background: #fff; }} h1 {{ font: 600 18px system-ui, sans-serif; }}
{css}</style></head>
<body><h1>{head}</h1><div id="{html.escape(mount)}"></div>
<noscript>This replay needs JavaScript. / Diese Wiederholung braucht JavaScript.</noscript>
<script type="module">
const esm = {to_js(esm)};
const state = {to_js(state)};
const handlers = {{}};
const fire = (ev) => (handlers[ev] || []).slice().forEach((f) => f());
const model = {{
  get: (k) => state[k],
  set: (k, v) => {{ if (state[k] === v) return; state[k] = v; fire("change:" + k); fire("change"); }},
  save_changes() {{}}, send() {{}},
  on: (ev, f) => {{ for (const e of ev.split(" ")) (handlers[e] ||= []).push(f); }},
  off: (ev, f) => {{ for (const e of (ev || "").split(" ")) handlers[e] = (handlers[e] || []).filter((g) => g !== f); }},
}};
const url = URL.createObjectURL(new Blob([esm], {{ type: "text/javascript" }}));
const mod = await import(url);
const def = typeof mod.default === "function" ? await mod.default() : mod.default;
await def.initialize?.({{ model }});
await def.render({{ model, el: document.getElementById({to_js(mount)}) }});
window.cardlabModel = model;
</script></body></html>
"""
