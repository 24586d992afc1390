// cardlab: SVG cards drawn by cardlab itself, and helpers shared by the drawing modules and the
// widgets.  Plain ES module, no build step.  Every text from data is set with textContent, never
// as markup.
//
// How a widget draws a position (the Replay, the Table and the Puzzle alike):
//
//   const ctx = drawContext(lang, Ls, T, name, {seat, frame, prev, four, width, zoom, maxHeight, plan});
//   GAMES[game].draw(svgElement, view, ctx);
//
//   width      the drawing's width in CSS pixels (measure it: watchWidth below); default 800
//   zoom       1 normal, about 1.35 for the "large / projector" setting: at scale = zoom one SVG
//              unit is zoom CSS pixels (the viewBox is width / scale units wide)
//   maxHeight  the most CSS pixels the drawing may be tall (default 400): a table that does not
//              fit at scale = zoom is drawn a little smaller (layout.js planTable), never taller
//   plan       optional: GAMES[game].plan(views, ctx) made once for several positions (the
//              frames of a deal), so the seats keep their places and size from step to step
//   seat, frame, prev, four: whose view it is, the frame drawn ({v, m, s, ev}), the view before
//              it, the four-colour deck
//
// draw() sets the svg's viewBox and its aspect-ratio (inline style), so with CSS `width: 100%;
// height: auto` it is width x (viewBox height x scale) pixels.
//
//   watchWidth(el, cb) -> stop()   calls cb(width) now (if el has a width) and whenever el's
//              content width changes by a pixel or more (a ResizeObserver); the widgets watch
//              the drawing's container and redraw with ctx.width = that width.
//
// Every face-up card drawn is a <g class="cl-card" data-card="QH" data-place="..."> (hand, up,
// down, table, build, middle, pile, stack), with data-slot="1".."4" for Swoop's face-up and
// mystery places (a mystery card face down too) and data-build="4C+5H" on each card of a Sweep
// build; the cards of a player's panel are inside <g class="cl-panel" data-seat="s">.  Its first
// child is the card's <rect> (the whole card takes pointer events); the classes cl-lit,
// cl-picked-sel and cl-dim (replay.css) mark it for "touch a card to play".
import { LM, textWidth, fitText, wrapText, fanLayout, backsLayout, planTable, maxNeed, distinct } from "./layout.js";

export const NS = "http://www.w3.org/2000/svg";
export const CARD_W = LM.cw;
export const CARD_H = LM.ch;
// The drawing module of each game registers itself here: GAMES.swoop = {draw, describe, plan},
// optionally total(value, T): a running total of the score table in words.
export const GAMES = {};

const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
const TWO_COLOUR = { C: "#1a1a1a", D: "#c0142b", H: "#c0142b", S: "#1a1a1a" };
const FOUR_COLOUR = { C: "#137a2c", D: "#1f5fbf", H: "#c0142b", S: "#1a1a1a" };
const JOKER_COLOUR = "#6a1b9a";

// An SVG element with attributes, appended to parent.
export function svg(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  if (attrs) for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// SVG text whose content is data: always textContent.
export function text(parent, x, y, str, attrs) {
  const t = svg("text", Object.assign({ x: r1(x), y: r1(y) }, attrs || {}), parent);
  t.textContent = str;
  return t;
}
export const r1 = (v) => Math.round(v * 10) / 10;     // a length to one decimal, for attributes

// An HTML element; `txt` (data) goes in as textContent.
export function html(tag, attrs, parent, txt) {
  const e = document.createElement(tag);
  if (attrs) for (const k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) e.setAttribute(k, attrs[k]);
  if (txt !== undefined) e.textContent = txt;
  if (parent) parent.appendChild(e);
  return e;
}

// Player names are data from the record: any length, any script, bidi controls included.
// In the SVG a name is cut to fit (whole graphemes, an ellipsis at the end) and isolated from the
// text around it, so a right-to-left name or an unclosed U+202E cannot reorder that text; in HTML
// it goes in a <bdi> (see nameInto / textWithNames).
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

// A catalog template filled in.  Its fields: {name}; a count {n:one|many}, or {n:none|one|many}
// with a form of its own for 0; a form may hold fields of its own, one level deep
// ({n:Pile|Pile of {n} card|...}), as Python's str.format (explain.py) reads the same templates.
// A value written one way per language ({en: "30.5", de: "30,5"}, as Python's value_param
// sends a half point) is filled in the way of lang (English when none is given), never as an
// object.
const FIELD = /\{(\w+)(?::((?:[^{}]|\{\w+\})*))?\}/g;
export function localized(v, lang) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
  const own = v[lang === "de" ? "de" : "en"];
  return own !== undefined ? own : v.en;
}
export function fmt(tmpl, params, lang) {
  params = params || {};
  return String(tmpl).replace(FIELD, (m, k, spec) => {
    const v = localized(params[k], lang);
    if (spec !== undefined && spec.includes("|")) {
      const forms = spec.split("|"), n = Number(v);
      const form = forms.length > 2 ? forms[n === 0 ? 0 : n === 1 ? 1 : 2] : forms[n === 1 ? 0 : 1];
      return fmt(form, params, lang);
    }
    return v === undefined || v === null ? m : String(v);
  });
}

export const suitOf = (card) => (card === "X" ? null : card.slice(-1));
export const rankOf = (card) => (card === "X" ? "X" : card.slice(0, -1));

// -- measuring text ------------------------------------------------------------------------
// The widgets' sans-serif, as the drawing's texts inherit it (replay.css).
export const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';
let measurer;
const widths = new Map();
// The width of a text in the drawing's font: measured on a canvas (no layout of the page is
// forced), remembered; estimated where there is no canvas.
export function measureText(s, fs, bold) {
  if (measurer === undefined) {
    try { measurer = typeof document !== "undefined" ? document.createElement("canvas").getContext("2d") : null; } catch (e) { measurer = null; }
  }
  if (!measurer) return textWidth(s, fs, bold);
  const key = (bold ? "b" : "") + fs + "|" + s;
  let w = widths.get(key);
  if (w === undefined) {
    measurer.font = `${bold ? "bold " : ""}${fs}px ${FONT}`;
    w = measurer.measureText(String(s)).width * 1.03 + 0.5;   // a little room for hinting
    if (widths.size > 20000) widths.clear();
    widths.set(key, w);
  }
  return w;
}

// -- the cards -----------------------------------------------------------------------------
// One card at (x, y): a card string, "?" for a face-down card, null for an empty place.
// opts: hl (highlighted), title (the accessible name instead of the card's), place / slot /
//   build (the data attributes above), covered (another card lies on its lower right: only the
//   corner index is drawn), w/h (a back of another size), cls (more classes).
export function card(parent, c, x, y, ctx, opts) {
  opts = opts || {};
  const w = opts.w || LM.cw, h = opts.h || LM.ch;
  const cls = "cl-card" + (opts.hl ? " cl-hl" : "") + (opts.cls ? " " + opts.cls : "");
  const g = svg("g", { transform: `translate(${r1(x)},${r1(y)})`, class: cls }, parent);
  if (opts.place) g.setAttribute("data-place", opts.place);
  if (opts.slot) g.setAttribute("data-slot", String(opts.slot));
  if (opts.build) g.setAttribute("data-build", opts.build);
  g.setAttribute("role", "img");
  if (c === null || c === undefined) {
    g.setAttribute("class", cls + " cl-empty");
    svg("rect", { width: w, height: h, rx: 5, class: "cl-slot" }, g);
    g.setAttribute("aria-label", opts.title || ctx.T("widget.empty_slot"));
    return g;
  }
  if (c === "?") {
    g.setAttribute("aria-label", opts.title || ctx.T("widget.card_back"));
    svg("rect", { width: w, height: h, rx: w < 30 ? 3 : 5, class: "cl-back" }, g);
    if (w >= 20) svg("rect", { x: 3, y: 3, width: w - 6, height: h - 6, rx: 2, class: "cl-back-inner" }, g);
    return g;
  }
  g.setAttribute("aria-label", opts.title || ctx.cardName(c));
  g.setAttribute("data-card", c);
  // a face's insides are the same wherever it lies: made once, then cloned (a repaint of eight
  // hands makes a few hundred cards)
  const label = ctx.cardLabel(c);                 // "D♥" in German, "Q♥" in English, "X"
  const key = [c, label, w, h, !!ctx.four, !!opts.covered].join("|");
  let tpl = faces.get(key);
  if (!tpl) {
    tpl = document.createDocumentFragment();
    faceInto(tpl, c, label, w, h, ctx, opts);
    if (faces.size > 2000) faces.clear();
    faces.set(key, tpl);
  }
  g.appendChild(tpl.cloneNode(true));
  g.clFace = key;                                 // (morph: the same face, the same insides)
  return g;
}
const faces = new Map();
function faceInto(g, c, label, w, h, ctx, opts) {
  svg("rect", { width: w, height: h, rx: 5, class: "cl-face" }, g);
  const s = suitOf(c);
  const colour = s ? (ctx.four ? FOUR_COLOUR : TWO_COLOUR)[s] : JOKER_COLOUR;
  if (ctx.four && s) svg("rect", { x: 1, y: 1, width: w - 2, height: 3, rx: 1.5, fill: colour, class: "cl-four-bar" }, g);
  // the corner index: the rank (a joker is X, as the notation writes it) over a small suit
  // symbol (a star for the joker); "10" is drawn in the width of one wide letter
  const rank = s ? label.slice(0, -1) : "X";
  // (one <text> of two <tspan>s: fewer texts for the browser to lay out)
  const idx = svg("text", { fill: colour, class: "cl-index" }, g);
  const ra = { x: LM.ix, y: LM.rankY, "font-size": LM.rankFs, "font-weight": "bold", class: "cl-rank" };
  if (rank.length > 1) { ra.textLength = LM.rankW; ra.lengthAdjust = "spacingAndGlyphs"; }
  svg("tspan", ra, idx).textContent = rank;
  const mid = LM.ix + LM.rankW / 2 - 1;
  svg("tspan", { x: mid, y: LM.suitY, "font-size": LM.suitFs, "text-anchor": "middle", class: "cl-suit" }, idx).textContent = s ? SUIT_SYMBOL[s] : "\u2605";
  if (!s && !opts.covered) {
    // the joker's word under its index: together with the purple X and star, never a jack
    text(g, w / 2, h - 9, "JOKER", { fill: colour, "font-size": 9, "text-anchor": "middle", "letter-spacing": "0.4", class: "cl-joker-word" });
  } else if (!opts.covered) {
    text(g, w - 10, h - 6, SUIT_SYMBOL[s], { fill: colour, "font-size": LM.pipFs, "text-anchor": "middle", class: "cl-pip" });
  }
}

// A hand of cards fanned from (x, y) within `width` (layout.js fanLayout: every index visible,
// wrapped into rows when needed).  opts go to each card (place, hl, ...), opts.hlFrom highlights
// the cards from that index on, opts.fan a layout made before.  Returns the layout.
export function fan(parent, cards, x, y, width, ctx, opts) {
  opts = opts || {};
  const f = opts.fan || fanLayout(cards.length, width, opts.layout);
  for (let i = 0; i < cards.length; i++) {
    const o = Object.assign({}, opts, { covered: f.covered[i], hl: opts.hl || (opts.hlFrom !== undefined && i >= opts.hlFrom) });
    delete o.fan; delete o.layout; delete o.hlFrom;
    card(parent, cards[i], x + f.pos[i][0], y + f.pos[i][1], ctx, o);
  }
  return f;
}

// A hidden hand: small backs close together and the count beside them.  Returns its width.
export function backs(parent, n, x, y, width, ctx) {
  const b = backsLayout(n, width - 28);
  const g = svg("g", { class: "cl-backs", role: "img", "aria-label": ctx.T("widget.hidden_cards", { n }) }, parent);
  for (let i = 0; i < b.k; i++) {
    const c = card(g, "?", x + i * b.step, y, ctx, { w: LM.bw, h: LM.bh });
    c.removeAttribute("role"); c.removeAttribute("aria-label");
  }
  label(g, x + b.w + 5, y + LM.bh / 2 + 5, String(n), "cl-count", { "font-size": LM.labelFs + 1, "font-weight": "bold" });
  return b.w + 5 + measureText(String(n), LM.labelFs + 1, true);
}
export const BACKS_H = LM.bh;

// A text label in the SVG (font size in units: attrs["font-size"], default by class).
export function label(parent, x, y, str, cls, attrs) {
  return text(parent, x, y, str, Object.assign({ class: cls || "cl-label" }, attrs || {}));
}

// Lines of small text (from layout.js wrapText) from (x, y) (the first baseline), `lh` apart.
export function lines(parent, x, y, strs, cls, fs, lh, attrs) {
  const out = [];
  strs.forEach((s, i) => out.push(label(parent, x, y + i * lh, s, cls, Object.assign({ "font-size": fs }, attrs || {}))));
  return out;
}

// An arrow round a point showing the direction of play (clockwise: to the left).  It takes a
// box of 2r + 8 units.
export function directionArrow(parent, cx, cy, r, ctx, right) {
  const words = ctx.T(right ? "widget.direction.right" : "widget.direction.left");
  const g = svg("g", { class: "cl-direction", role: "img", "aria-label": words }, parent);
  if (right) g.setAttribute("transform", `translate(${2 * cx},0) scale(-1,1)`);
  svg("title", null, g).textContent = words;
  const a0 = Math.PI * 0.6, a1 = Math.PI * 1.9;
  const p = (a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  const [x0, y0] = p(a0), [x1, y1] = p(a1);
  svg("path", { d: `M${x0},${y0} A${r},${r} 0 1 1 ${x1},${y1}`, class: "cl-arrow" }, g);
  const t = a1 + Math.PI / 2, hx = Math.cos(t), hy = Math.sin(t);
  const nx = Math.cos(a1), ny = Math.sin(a1);
  svg("path", { d: `M${x1 + hx * 7},${y1 + hy * 7} L${x1 + nx * 5},${y1 + ny * 5} L${x1 - nx * 5},${y1 - ny * 5} Z`, class: "cl-arrow-head" }, g);
  return g;
}

// -- the context ---------------------------------------------------------------------------
// The context the drawing modules get: the language and its labels (`Ls`: cards, ranks and
// catalog texts), T (a catalog template filled in), name (a seat's name), and in `extra` the
// fields described at the top of this file.
export function drawContext(lang, Ls, T, name, extra) {
  const cards = Ls.cards || {}, ranks = Ls.ranks || {};
  // the drawing's words in the drawing's language, a value written per language included
  const T_ = (k, p) => T(k, p && Object.fromEntries(Object.entries(p).map(([key, v]) => [key, localized(v, lang)])));
  const ctx = Object.assign({
    lang, L: Ls, T: T_, name, four: false, seat: null, frame: null, prev: null,
    width: 800, zoom: 1, maxHeight: 400, plan: null,
    cardName: (c) => (cards[c] ? cards[c][1] : c),
    cardLabel: (c) => (cards[c] ? cards[c][0] : c),
    rankLabel: (r) => ranks[r] ?? r,
    tw: measureText,
  }, extra);
  if (!(ctx.width > 0)) ctx.width = 800;
  if (!(ctx.zoom > 0)) ctx.zoom = 1;
  if (!(ctx.maxHeight > 0)) ctx.maxHeight = 400;
  return ctx;
}

// Call cb(width) with el's content width now and whenever it changes by a pixel or more.
// Returns a function that stops watching.
export function watchWidth(el, cb) {
  let last = -1;
  const fire = (w) => { w = Math.round(w); if (w > 0 && Math.abs(w - last) >= 1) { last = w; cb(w); } };
  if (typeof ResizeObserver === "undefined") {
    const on = () => fire(el.clientWidth);
    if (typeof window !== "undefined") window.addEventListener("resize", on);
    on();
    return () => window.removeEventListener("resize", on);
  }
  const ro = new ResizeObserver((es) => { for (const e of es) fire(e.contentBoxSize ? (e.contentBoxSize[0] || e.contentBoxSize).inlineSize : e.contentRect.width); });
  ro.observe(el);
  return () => ro.disconnect();
}

// -- the table: seats round a centre ---------------------------------------------------------
// A plan for the positions of `frames` (each {v: view, s, ev} as the replay has them; all with the
// same players): game.things(view, ctx, frame) says what each cell must show ({seats: [thing],
// centre: thing}; a thing has a `key` naming all its height depends on), game.measure(cell,
// thing, w, ctx) how tall it is at width w.  The plan (layout.js planTable) gives every cell a
// rectangle that holds the most any of the frames needs.
export function tablePlan(game, frames, ctx) {
  const needs = new Map();
  let n = 0;
  for (const f of frames) {
    const t = game.things(f.v, ctx, f);
    n = t.seats.length;
    t.seats.forEach((d, s) => { if (!needs.has(s)) needs.set(s, []); needs.get(s).push(d); });
    if (!needs.has("c")) needs.set("c", []);
    needs.get("c").push(t.centre);
    // other cells a game draws (Swoop's focus hand "f")
    for (const [k, d] of Object.entries(t.cells || {})) { if (!needs.has(k)) needs.set(k, []); needs.get(k).push(d); }
  }
  // the things a cell shows over the frames, fewer: game.combine(cell, list) may merge those
  // whose heights only grow together (a longer hand, a longer text) into the largest
  for (const [k, list] of needs) needs.set(k, game.combine ? game.combine(k, distinct(list), ctx) : distinct(list));
  // At the Table (ctx.live) the frames are only those seen so far: game.reserve(cell, list, ctx)
  // adds the tallest things the cell may still show in the deal (a message that comes with a
  // capture, a knock), so that their first appearance does not move what lies below the drawing.
  // A puzzle shows one position and keeps its size.
  if (ctx.live && game.reserve) for (const [k, list] of needs) needs.set(k, list.concat(game.reserve(k, list, ctx)));
  return planTable({
    n, right: !!game.right, width: ctx.width, zoom: ctx.zoom, maxHeight: ctx.maxHeight,
    seatMaxW: game.seatMaxW, minScale: ctx.minScale,
    arrangements: game.arrangements ? game.arrangements(n, frames, ctx) : undefined,
    need: maxNeed(needs, (cell, d, w) => game.measure(cell, d, w, ctx)),
  });
}
// The frame drawn, as tablePlan wants it, when a widget draws one view alone.
export const frameOf = (view, ctx) => Object.assign({}, ctx.frame || {}, { v: view });

// The cells of a drawing, keeping what did not change since the last draw into the same root:
// each cell is a child element with a key; when its signature (all it was drawn from) is the
// one drawn before, the element stays as it is (the browser reuses its layout and paint).  A
// cell that changed is drawn anew, apart, and the element in place is made like it (morph
// below): a card that is still there keeps its element and only moves, so the browser lays out
// and paints just what is new.  Other children are removed.
//   const k = keeper(root); k.cell(key, signature, (parent) => element appended to parent); ...; k.done();
export function keeper(root) {
  const old = new Map(), placed = [];
  for (const el of [...root.children]) {
    if (el.dataset && el.dataset.clKey && !old.has(el.dataset.clKey)) old.set(el.dataset.clKey, el);
    else el.remove();
  }
  return {
    cell(key, sig, build) {
      const cur = old.get(key);
      old.delete(key);
      if (cur && cur.dataset.clSig === sig) { placed.push(cur); return cur; }
      const el = build(cur ? svg("g") : root);
      el.dataset.clKey = key;
      el.dataset.clSig = sig;
      if (!cur) { placed.push(el); return el; }
      if (cur.localName !== el.localName) { cur.replaceWith(el); placed.push(el); return el; }
      morph(cur, el);
      placed.push(cur);
      return cur;
    },
    done() {
      for (const el of old.values()) el.remove();
      placed.forEach((el, i) => { if (root.children[i] !== el) root.insertBefore(el, root.children[i] || null); });
    },
  };
}

// Make the element `a` (in the page) like `b` (just drawn, apart): the same attributes, texts and
// children, keeping a's children that match one of b's (a card by its card, place and slot; any
// other element by its tag and first class; a text node by being one) in their order, so they are
// not laid out again.  Children of b that match none move over into a.
const morphKey = (n) => {
  if (n.nodeType !== 1) return "#" + n.nodeType;
  const c = n.getAttribute("data-card");
  if (c) return "card|" + c + "|" + (n.getAttribute("data-place") || "") + "|" + (n.getAttribute("data-slot") || "");
  const cls = n.getAttribute("class");
  return n.localName + "|" + (cls ? cls.split(" ", 1)[0] : "");
};
function syncAttributes(a, b) {
  const at = b.attributes;
  for (let i = 0; i < at.length; i++) if (a.getAttribute(at[i].name) !== at[i].value) a.setAttribute(at[i].name, at[i].value);
  if (a.attributes.length !== at.length) for (const x of [...a.attributes]) if (!b.hasAttribute(x.name)) a.removeAttribute(x.name);
}
export function morph(a, b) {
  syncAttributes(a, b);
  // as long as the children match in turn, each is made like its counterpart where it is
  let x = a.firstChild, y = b.firstChild, prev = null;
  while (x && y && morphKey(x) === morphKey(y)) {
    const ny = y.nextSibling;
    like(x, y);
    prev = x; x = x.nextSibling; y = ny;
  }
  if (!x && !y) return;
  // the rest by key: a's children that match are kept in their order, the others removed
  const pool = new Map();
  for (let z = x; z; z = z.nextSibling) { const k = morphKey(z); if (!pool.has(k)) pool.set(k, []); pool.get(k).push(z); }
  const rest = [];
  for (let z = y; z; z = z.nextSibling) rest.push(z);
  const took = rest.map((n) => { const q = pool.get(morphKey(n)); return q && q.length ? q.shift() : null; });
  for (const q of pool.values()) for (const z of q) z.remove();
  let ref = prev ? prev.nextSibling : a.firstChild;
  rest.forEach((n, i) => {
    const m = took[i];
    if (!m) { a.insertBefore(n, ref); return; }
    if (m !== ref) a.insertBefore(m, ref);
    else ref = ref.nextSibling;
    like(m, n);
  });
}
function like(x, y) {
  if (x.nodeType === 1) {
    if (x.clFace && x.clFace === y.clFace) syncAttributes(x, y);     // a face's insides are its key's
    else morph(x, y);
    x.clFace = y.clFace;
  }
  else if (x.nodeValue !== y.nodeValue) x.nodeValue = y.nodeValue;
}
export const signature = (x) => JSON.stringify(x);

// The svg sized for a plan: its viewBox and aspect ratio.
export function sizeDrawing(root, plan) {
  const w = r1(plan.vbW), h = r1(plan.vbH);
  const vb = `0 0 ${w} ${h}`;
  if (root.getAttribute("viewBox") !== vb) {
    root.setAttribute("viewBox", vb);
    root.style.aspectRatio = `${w} / ${h}`;
  }
  const sc = String(Math.round(plan.scale * 1000) / 1000);
  if (root.dataset.scale !== sc) root.dataset.scale = sc;
  if (root.dataset.arrangement !== plan.arrangement) root.dataset.arrangement = plan.arrangement;
}

// A player's panel head: the name (cut to fit; "▶" before it and "to move" at the right for the
// player to move) and `extra` after it, or on a second line when both do not fit.
// `oneLine`: a compact panel, whose "to move" is left out (the ▶ and the frame stay) where it
// would push the extra text onto a second line or cut the name.
export function panelHead(ctx, seat, mover, w, extra, extraShort, oneLine) {
  const h = headLayout(ctx, seat, mover, w, extra, extraShort, mover);
  if (!oneLine || !mover) return h;
  const cut = (x) => x.name !== shortName(x.full);
  if (!h.two && !cut(h)) return h;
  // without "to move": one line, or at least the whole name
  const h2 = headLayout(ctx, seat, mover, w, extra, extraShort, false);
  if (cut(h) && !cut(h2)) return h2;
  return h2.two ? h : h2;
}
function headLayout(ctx, seat, mover, w, extra, extraShort, withTm) {
  // a shorter form of the extra text ("8 Karten (+1)") where the long one would be cut; extraShort
  // may be a list of ever shorter forms, the first that fits is taken (else the last)
  if (extra && extraShort) {
    const fits = (x) => ctx.tw(x, LM.smallFs, true) <= w - 2 * LM.pad;
    if (!fits(extra)) {
      const forms = Array.isArray(extraShort) ? extraShort : [extraShort];
      extra = forms.find(fits) || forms[forms.length - 1];
    }
  }
  const tm = withTm ? ctx.T("widget.to_move_short") : "";
  const tmW = tm ? ctx.tw(tm, LM.labelFs, true) + 10 : 0;
  const full = String(ctx.name(seat));
  const avail = w - 2 * LM.pad - tmW;
  const pre = mover ? "\u25B6 " : "";
  const preW = mover ? ctx.tw(pre, LM.nameFs, true) : 0;
  const exW = extra ? ctx.tw(extra, LM.smallFs, true) : 0;
  const nameW = ctx.tw(shortName(full), LM.nameFs, true);
  let name, two = false, ex = extra || "";
  if (preW + nameW + (extra ? 8 + exW : 0) <= avail) name = shortName(full);
  else {
    name = fitText(shortName(full), avail - preW, LM.nameFs, ctx.tw, true);
    if (extra) { two = true; ex = fitText(extra, w - 2 * LM.pad, LM.smallFs, (x, fs) => ctx.tw(x, fs, true)); }
  }
  return { h: two ? LM.nameLine + LM.line : LM.nameLine, name, full, two, extra: ex, mover, tm, preW };
}

// A player's panel in `rect`: frame, head.  Returns {g, top (where its content starts), w, h}.
export function panel(parent, seat, rect, ctx, view, head) {
  const g = svg("g", { transform: `translate(${r1(rect.x)},${r1(rect.y)})`, class: "cl-panel", "data-seat": seat }, parent);
  const mover = head.mover;
  svg("rect", { width: r1(rect.w), height: r1(rect.h), rx: 8, class: "cl-panel-bg" + (mover ? " cl-mover" : "") }, g);
  const t = label(g, LM.pad, 15, "", "cl-name" + (mover ? " cl-mover-name" : ""), { "font-size": LM.nameFs });
  if (mover) svg("tspan", null, t).textContent = "\u25B6 ";
  // the name isolated (.cl-who: unicode-bidi: isolate) and cut; the whole name is its <title>
  svg("tspan", { class: "cl-who" }, t).textContent = head.name;
  if (head.name !== head.full) t.prepend(Object.assign(svg("title"), { textContent: head.full }));
  if (head.extra) {
    if (head.two) label(g, LM.pad, LM.nameLine + 12, head.extra, head.cls || "cl-small", { "font-size": LM.smallFs });
    else svg("tspan", { class: head.cls || "cl-small", dx: "8", "font-size": LM.smallFs }, t).textContent = head.extra;
  }
  if (mover && head.tm) label(g, rect.w - LM.pad, 15, head.tm, "cl-tomove", { "text-anchor": "end", "font-size": LM.labelFs });
  return { g, top: head.h + 2, w: rect.w, h: rect.h };
}

// The centre's felt in `rect`, its title at the top left and the direction arrow at the right.
// Returns {g, top}.
export function centre(parent, rect, ctx, title, right) {
  const c = svg("g", { transform: `translate(${r1(rect.x)},${r1(rect.y)})`, class: "cl-center" }, parent);
  svg("rect", { width: r1(rect.w), height: r1(rect.h), rx: 12, class: "cl-felt" }, c);
  // the title in a smaller type, down to the small one, before it is cut
  const avail = rect.w - 2 * LM.pad - 40;
  let fs = LM.nameFs;
  while (fs > LM.smallFs && ctx.tw(title, fs, true) > avail) fs -= 1;
  label(c, LM.pad + 4, 17, fitText(title, avail, fs, ctx.tw, true), "cl-name", { "font-size": fs });
  directionArrow(c, rect.w - LM.pad - 14, 16, 10, ctx, right);
  return { g: c, top: 28 };
}
export const CENTRE_HEAD = 28;

// A banner (a swoop, a sweep): its text wrapped to the width.  Returns its height.
export function bannerLines(ctx, str, w) {
  return wrapText(str, w - 16, LM.bannerFs, (s, fs) => ctx.tw(s, fs, true), false, 2);
}
export function banner(parent, x, y, w, ls) {
  const b = svg("g", { class: "cl-banner" }, parent);
  const h = ls.length * 19 + 8;
  svg("rect", { x: r1(x), y: r1(y), width: r1(w), height: h, rx: 7 }, b);
  ls.forEach((l, i) => label(b, x + w / 2, y + 19 + i * 19, l, "cl-banner-text", { "text-anchor": "middle", "font-size": LM.bannerFs }));
  return h;
}
export const bannerHeight = (ls) => (ls.length ? ls.length * 19 + 8 : 0);

// Status labels (a count, a number) placed left to right, wrapped into lines instead of running
// together; a label wider than the line is broken into lines of its own.
// Returns {items: [{x, line, text}], lines}.
export function statusFlow(ctx, strs, w) {
  const items = [];
  let x = 0, line = 0;
  for (const s of strs) {
    const sw = ctx.tw(s, LM.smallFs);
    if (sw > w) {
      if (x > 0) { line++; x = 0; }
      for (const l of wrapText(s, w, LM.smallFs, ctx.tw, false, 2)) items.push({ x: 0, line: line++, text: l });
      continue;
    }
    if (x > 0 && x + sw > w) { x = 0; line++; }
    items.push({ x, line, text: s });
    x += sw + 16;
  }
  return { items, lines: items.length ? items[items.length - 1].line + 1 : 0 };
}
export function drawStatus(parent, x, y, flow, cls) {
  for (const it of flow.items) label(parent, x + it.x, y + it.line * LM.line, it.text, cls || "cl-small", { "font-size": LM.smallFs });
}
