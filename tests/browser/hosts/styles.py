"""Is every control of a widget styled by cardlab, whatever the host's CSS (issue 12)?

marimo renders each widget in a shadow root with a CSS reset of its own; Notebook 7, Voila and
JupyterLab bring their own styles for buttons and selects.  A control that cardlab styles itself
looks the same in each: a visible border (width > 0 on every side, style not none), a background
that is not transparent, a font of at least 13 px; a checkbox is drawn (not ``appearance: none``).

The elements are found with playwright locators (they pierce open shadow roots, where
``document.querySelector`` does not) and handed to the page with ``locator.evaluate_all``."""

from __future__ import annotations

REPLAY = ".cardlab-replay:not(.cardlab-table)"  # the Table's root is also .cardlab-replay
PUZZLE = ".cardlab-puzzle"
TABLE = ".cardlab-table"
WIDGETS = {"Replay": REPLAY, "Puzzle": PUZZLE, "Table": TABLE}
CONTROLS = "button, select, input[type=text], input:not([type]), input[type=checkbox]"

# Controls that cardlab deliberately draws without a box, with the reason.  They are checked for
# cardlab's own rule instead (a reset would not give them display:block and a pointer cursor).
BOXLESS = {
    "button.cl-mv": "a row of the replay's move list (`all: unset`), marked by its background",
}

STYLE_JS = """els => els.map(e => { const s = getComputedStyle(e);
  const cls = typeof e.className === 'string' ? e.className : '';
  return {
    sel: e.tagName.toLowerCase() + (e.tagName === 'INPUT' ? `[type=${e.type}]` : '')
         + (cls ? '.' + cls.trim().split(/\\s+/).join('.') : '')
         + (e.dataset.kind ? `[data-kind=${e.dataset.kind}]` : ''),
    checkbox: e.tagName === 'INPUT' && e.type === 'checkbox',
    boxless: %s.some((b) => e.matches(b)),
    widths: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(parseFloat),
    styles: [s.borderTopStyle, s.borderRightStyle, s.borderBottomStyle, s.borderLeftStyle],
    bg: s.backgroundColor, bgImage: s.backgroundImage, fontSize: parseFloat(s.fontSize),
    appearance: s.appearance, display: s.display, cursor: s.cursor,
    text: (e.tagName === 'SELECT' ? (e.selectedOptions[0]?.text || '') : (e.innerText || e.value || ''))
          .trim().slice(0, 24),
  }; })""" % repr(list(BOXLESS)).replace("'", '"')


def _transparent(color: str) -> bool:
    c = color.replace(" ", "")
    if c in ("transparent", "rgba(0,0,0,0)"):
        return True
    return c.startswith("rgba(") and float(c[5:-1].split(",")[3]) == 0


def problems_of(c: dict) -> list[str]:
    """What is wrong with one control's computed style (empty: styled by cardlab)."""
    out = []
    if c["checkbox"]:
        if c["appearance"] == "none":
            out.append("checkbox with appearance: none (not drawn)")
        return out
    if c["boxless"]:
        if c["display"] != "block" or c["cursor"] != "pointer":
            out.append(f"list row without cardlab's rule (display {c['display']}, cursor {c['cursor']})")
        if c["fontSize"] < 12:
            out.append(f"font-size {c['fontSize']:g}px")
        return out
    if not all(w > 0 for w in c["widths"]) or any(s in ("none", "hidden") for s in c["styles"]):
        out.append(f"no visible border (border-width {c['widths']}, border-style {c['styles'][0]})")
    if _transparent(c["bg"]) and c["bgImage"] == "none":
        out.append(f"transparent background ({c['bg']})")
    if c["fontSize"] < 13:
        out.append(f"font-size {c['fontSize']:g}px < 13px")
    return out


def unstyled_controls(page, widgets=WIDGETS):
    """(problems, counts): one line a kind of control that is not styled by cardlab (the move
    list's hundreds of equal rows are one line), and how many controls each widget has."""
    bad, counts = [], {}
    for name, sel in widgets.items():
        controls = page.locator(sel).first.locator(CONTROLS).evaluate_all(STYLE_JS)
        counts[name] = len(controls)
        for c in controls:
            p = problems_of(c)
            if p:
                bad.append(f"{name}: {c['sel']} ({c['text']!r}): " + "; ".join(p))
    return list(dict.fromkeys(bad)), counts
