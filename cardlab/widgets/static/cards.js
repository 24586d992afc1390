// cardlab: SVG cards drawn by cardlab itself, and helpers shared by the drawing modules.
// Plain ES module, no build step.  Every text from data is set with textContent, never as markup.
export const NS = "http://www.w3.org/2000/svg";
export const CARD_W = 44;
export const CARD_H = 62;
// The drawing module of each game registers itself here: GAMES.swoop = {draw, describe},
// optionally total(value, T): a running total of the score table in words.
export const GAMES = {};

const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
const TWO_COLOUR = { C: "#1a1a1a", D: "#c0142b", H: "#c0142b", S: "#1a1a1a" };
const FOUR_COLOUR = { C: "#137a2c", D: "#1f5fbf", H: "#c0142b", S: "#1a1a1a" };

// An SVG element with attributes, appended to parent.
export function svg(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  if (attrs) for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// SVG text whose content is data: always textContent.
export function text(parent, x, y, str, attrs) {
  const t = svg("text", Object.assign({ x, y }, attrs || {}), parent);
  t.textContent = str;
  return t;
}

// An HTML element; `txt` (data) goes in as textContent.
export function html(tag, attrs, parent, txt) {
  const e = document.createElement(tag);
  if (attrs) for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (txt !== undefined) e.textContent = txt;
  if (parent) parent.appendChild(e);
  return e;
}

// Player names are data from the record: any length, any script, bidi controls included.
// In the SVG a name is cut to NAME_MAX characters (whole graphemes, an ellipsis at the end) and
// isolated from the text around it, so a right-to-left name or an unclosed U+202E cannot reorder
// that text; in HTML it goes in a <bdi> (see nameInto / textWithNames).
export const NAME_MAX = 24;
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
export function shortName(s, max) {
  s = String(s);
  max = max || NAME_MAX;
  if (s.length <= max) return s;
  const seg = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter().segment(s) : Array.from(s, (x) => ({ segment: x }));
  const out = [];
  for (const x of seg) {
    if (out.length === max) return out.slice(0, max - 1).join("") + "\u2026";
    out.push(x.segment);
  }
  return s;
}
// A name for a sentence drawn in the SVG: short, and if it holds right-to-left or bidi characters,
// between FIRST STRONG ISOLATE and POP ISOLATE.
export const isolatedName = (s) => { const t = shortName(s); return BIDI.test(t) ? "\u2068" + t + "\u2069" : t; };

// A name as an HTML element of its own: <bdi dir="auto"> (isolated), long names ellipsized by
// CSS (.cl-who), the whole name kept as its text and its title.
export function nameInto(parent, str) {
  str = String(str);
  const b = html("bdi", { class: "cl-who" + (str.length > NAME_MAX ? " cl-long" : ""), dir: "auto" }, parent, str);
  if (str.length > NAME_MAX) b.title = str;
  return b;
}

// Text made elsewhere (a catalog template filled in, an explanation from Python) into el, with
// every occurrence of a name that could disturb it (right-to-left or bidi characters, or longer
// than NAME_MAX) in a <bdi> of its own.  Other names stay plain text.
export function textWithNames(el, str, names) {
  el.replaceChildren();
  str = String(str);
  const risky = [...new Set((names || []).map(String))].filter((n) => n && (n.length > NAME_MAX || BIDI.test(n)))
    .sort((a, b) => b.length - a.length);
  if (!risky.length) { el.textContent = str; return el; }
  const re = new RegExp(risky.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  let last = 0;
  for (const m of str.matchAll(re)) {
    if (m.index > last) el.append(str.slice(last, m.index));
    nameInto(el, m[0]);
    last = m.index + m[0].length;
  }
  if (last < str.length) el.append(str.slice(last));
  return el;
}

// A catalog template filled in: {name} and {n:card|cards} (the word by the number).
export function fmt(tmpl, params) {
  params = params || {};
  return String(tmpl).replace(/\{(\w+)(?::([^}|]*)\|([^}]*))?\}/g, (m, k, one, many) => {
    const v = params[k];
    if (one !== undefined) return Number(v) === 1 ? one : many;
    return v === undefined || v === null ? m : String(v);
  });
}

export const suitOf = (card) => (card === "X" ? null : card.slice(-1));
export const rankOf = (card) => (card === "X" ? "X" : card.slice(0, -1));

// One card at (x, y): a card string, "?" for a face-down card, null for an empty place.
// opts: {hl: true} highlights it, {w, h} scale, {title} replaces the accessible name.
export function card(parent, c, x, y, ctx, opts) {
  opts = opts || {};
  const w = opts.w || CARD_W, h = opts.h || CARD_H;
  const g = svg("g", { transform: `translate(${x},${y})`, class: "cl-card" + (opts.hl ? " cl-hl" : "") }, parent);
  if (c === null || c === undefined) {
    g.setAttribute("class", "cl-card cl-empty" + (opts.hl ? " cl-hl" : ""));
    svg("rect", { width: w, height: h, rx: 5, class: "cl-slot" }, g);
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", ctx.T("widget.empty_slot"));
    return g;
  }
  g.setAttribute("role", "img");
  if (c === "?") {
    g.setAttribute("aria-label", opts.title || ctx.T("widget.card_back"));
    svg("rect", { width: w, height: h, rx: 5, class: "cl-back" }, g);
    svg("rect", { x: 4, y: 4, width: w - 8, height: h - 8, rx: 3, class: "cl-back-inner" }, g);
    return g;
  }
  g.setAttribute("aria-label", opts.title || ctx.cardName(c));
  g.setAttribute("data-card", c);
  svg("rect", { width: w, height: h, rx: 5, class: "cl-face" }, g);
  const s = suitOf(c);
  const colour = s ? (ctx.four ? FOUR_COLOUR : TWO_COLOUR)[s] : "#6a1b9a";
  const label = ctx.cardLabel(c);                 // "D♥" in German, "Q♥" in English
  const rank = s ? label.slice(0, -1) : "J\u2605";
  const fs = Math.round(h * 0.24);
  const rankAttrs = { fill: colour, "font-size": fs, "font-weight": "bold", class: "cl-rank" };
  // in a tight fan only a strip of the card shows: squeeze a two-letter rank ("10") into it
  if (opts.step && rank.length > 1 && opts.step < fs * 1.25) {
    rankAttrs.textLength = Math.max(8, opts.step - 3);
    rankAttrs.lengthAdjust = "spacingAndGlyphs";
  }
  text(g, 4, fs + 1, rank, rankAttrs);
  text(g, w / 2, h * 0.75, s ? SUIT_SYMBOL[s] : "\u2605", { fill: colour, "font-size": Math.round(h * 0.42), "text-anchor": "middle" });
  if (ctx.four && s) svg("rect", { width: w, height: 4, rx: 2, fill: colour }, g);
  return g;
}

// The context the drawing modules get: the language and its labels (`Ls`: cards, ranks and
// catalog texts), T (a catalog template filled in), name (a seat's name), and in `extra` the
// four-colour switch, the seat whose view it is, the frame drawn and the view before it.
export function drawContext(lang, Ls, T, name, extra) {
  const cards = Ls.cards || {}, ranks = Ls.ranks || {};
  return Object.assign({
    lang, L: Ls, T, name, four: false, seat: null, frame: null, prev: null,
    cardName: (c) => (cards[c] ? cards[c][1] : c),
    cardLabel: (c) => (cards[c] ? cards[c][0] : c),
    rankLabel: (r) => ranks[r] ?? r,
  }, extra);
}

// A row of cards overlapping so that they fit `width`; returns the step used.
export function fan(parent, cards, x, y, width, ctx, opts) {
  opts = opts || {};
  const w = opts.w || CARD_W;
  const n = cards.length;
  const dx = n > 1 ? Math.min(opts.max || w + 4, (width - w) / (n - 1)) : 0;
  for (let i = 0; i < n; i++) {
    card(parent, cards[i], x + i * dx, y, ctx, Object.assign({}, opts, { hl: opts.hlFrom !== undefined && i >= opts.hlFrom,
      step: i < n - 1 ? dx : undefined }));
  }
  return dx;
}

// A text label in the SVG.
export function label(parent, x, y, str, cls, attrs) {
  return text(parent, x, y, str, Object.assign({ class: cls || "cl-label" }, attrs || {}));
}

// An arrow around a point showing the direction of play (clockwise: to the left).
export function directionArrow(parent, cx, cy, r, ctx, right) {
  const words = ctx.T(right ? "widget.direction.right" : "widget.direction.left");
  const g = svg("g", { class: "cl-direction", role: "img", "aria-label": words }, parent);
  if (right) g.setAttribute("transform", `translate(${2 * cx},0) scale(-1,1)`);
  svg("title", null, g).textContent = words;
  const a0 = Math.PI * 0.6, a1 = Math.PI * 1.9;
  const p = (a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  const [x0, y0] = p(a0), [x1, y1] = p(a1);
  svg("path", { d: `M${x0},${y0} A${r},${r} 0 1 1 ${x1},${y1}`, class: "cl-arrow" }, g);
  // arrow head at the end, pointing on round the circle (clockwise on screen)
  const t = a1 + Math.PI / 2, hx = Math.cos(t), hy = Math.sin(t);
  const nx = Math.cos(a1), ny = Math.sin(a1);
  svg("path", { d: `M${x1 + hx * 7},${y1 + hy * 7} L${x1 + nx * 5},${y1 + ny * 5} L${x1 - nx * 5},${y1 - ny * 5} Z`, class: "cl-arrow-head" }, g);
  return g;
}

// Player panels placed clockwise round the table starting at the bottom, as the play passes.
const SPOTS = {
  BC: [350, 400], BL: [10, 400], L: [10, 205], TL: [10, 10], TC: [350, 10], TR: [690, 10], R: [690, 205], BR: [690, 400],
};
const ORDER = {
  1: ["BC"], 2: ["BC", "TC"], 3: ["BC", "TL", "TR"], 4: ["BC", "L", "TC", "R"], 5: ["BC", "L", "TL", "TR", "R"],
  6: ["BL", "L", "TL", "TR", "R", "BR"], 7: ["BL", "L", "TL", "TC", "TR", "R", "BR"],
  8: ["BC", "BL", "L", "TL", "TC", "TR", "R", "BR"],
};
export const TABLE_W = 1020, TABLE_H = 590, PANEL_W = 320, PANEL_H = 180;
export const CENTER = { x: 340, y: 200, w: 340, h: 190 };
// Seat s+1 follows seat s: clockwise when play passes to the left, else counterclockwise
// (the same places mirrored).
export function seatSpots(n, right) {
  const spots = (ORDER[n] || ORDER[8].slice(0, n)).map((k) => SPOTS[k]);
  return right ? spots.map(([x, y]) => [TABLE_W - PANEL_W - x, y]) : spots;
}

const CLIP_ID = "cl-clip-" + Math.random().toString(36).slice(2, 8) + "-";
let clipN = 0;
// A player's panel: frame, name, "to move" marker.  Returns the group to draw into.
export function panel(parent, seat, x, y, ctx, view, extra) {
  const g = svg("g", { transform: `translate(${x},${y})`, class: "cl-panel", "data-seat": seat }, parent);
  const mover = view.to_move === seat;
  svg("rect", { width: PANEL_W, height: PANEL_H, rx: 10, class: "cl-panel-bg" + (mover ? " cl-mover" : "") }, g);
  const t = label(g, 12, 20, "", "cl-name" + (mover ? " cl-mover-name" : ""));
  if (mover) svg("tspan", null, t).textContent = "\u25B6 ";
  // the name isolated (.cl-who: unicode-bidi: isolate) and cut; the whole name is its <title>;
  // the line is clipped to the panel, left of the "to move" mark
  const full = String(ctx.name(seat)), short = shortName(full);
  svg("tspan", { class: "cl-who" }, t).textContent = short;
  if (short !== full) t.prepend(Object.assign(svg("title"), { textContent: full }));
  if (extra) svg("tspan", { class: "cl-small", dx: "8" }, t).textContent = extra;
  const tm = mover ? ctx.T("widget.to_move_short") : "";
  const clip = svg("clipPath", { id: CLIP_ID + (++clipN) }, g);
  svg("rect", { x: 0, y: 0, width: PANEL_W - (mover ? 20 + 8 * tm.length : 8), height: 30 }, clip);
  t.setAttribute("clip-path", `url(#${CLIP_ID + clipN})`);
  if (mover) label(g, PANEL_W - 12, 20, tm, "cl-tomove", { "text-anchor": "end" });
  return g;
}
