// cardlab: the layout maths of the card drawings.  Pure functions, no DOM (unit-tested with
// `node --test tests/js/`).  Plain ES module.
//
// Every length here is in SVG units.  A drawing `width` CSS pixels wide at zoom `zoom` gets a
// viewBox width / scale units wide, where scale is zoom or, when a big table does not fit the
// height it may take, a little less (planTable): at scale 1 one unit is one CSS pixel, so the
// metrics below are screen pixels at zoom 1.
//
//   LM                  the metrics: card size, the corner index, fonts, paddings
//   textWidth(s, fs, bold)          an estimate of a text's width (a measured one may replace it)
//   fitText(s, width, fs, tw, bold) the longest start of s (whole graphemes, an ellipsis) that fits
//   wrapText(s, width, fs, tw, bold, maxLines)  s broken into lines that fit
//   fanLayout(n, width, opts)       a hand: cards overlapping no more than the index, wrapped into rows
//   backsLayout(n, width)           a hidden hand: small backs, compact
//   flowBoxes(widths, width, gap)   boxes left to right, wrapped into lines
//   ring(n, right)                  the seats round the table as rows of cells
//   arrangements / focusArrangements  other ways to seat them (focus: a cell for one hand)
//   planTable(opts)                 the cells' rectangles and the scale for a width and a height
//   scoreShape(...)                 the score table: a row a deal, or a row a side when narrower
//   sideWidth(rows, fs, min, max, total)  the replay's side column: as wide as its longest move needs
//   sideLines(rows, fs, w)                its move list's rows: one line, or two where many are cut

export const LM = {
  cw: 40, ch: 58,            // a face-up card
  rankFs: 16, suitFs: 14,    // its corner index: the rank over a small suit symbol
  rankW: 16,                 // the widest rank drawn ("10" is drawn in this width)
  ix: 3,                     // the index's left margin on the card
  rankY: 16, suitY: 33.5,    // their baselines
  iw: 20, ih: 38,            // the index's box: the smallest fan step and row step
  pipFs: 22,                 // the big suit symbol of a card nobody covers (lower right, clear of the index)
  bw: 26, bh: 38, bstep: 5, bmax: 12,   // a hidden hand: small backs, 5 units apart, 12 at most
  pad: 6, gap: 6, outer: 4,  // inside a panel, between cells, round the drawing
  nameFs: 14, labelFs: 12, smallFs: 12, bannerFs: 15,
  nameLine: 20, line: 16,    // the height of the name line, of a line of small text
};

// Font metrics of the widget's sans-serif (DejaVu Sans and wider system fonts): a text's box is
// about 1.18 font sizes tall; character widths in font sizes.
export const LINE_BOX = 1.18;
const NARROW = new Set("ijlt.,:;'!|()[]-\u00B7 1Iftr/");
const WIDE = new Set("mwMW@%\u2014\u2026");
export function textWidth(s, fs, bold) {
  s = String(s);
  let w = 0;
  for (const ch of s) {
    if (ch === " ") w += 0.33;
    else if (NARROW.has(ch)) w += 0.36;
    else if (WIDE.has(ch)) w += 0.98;
    else if (ch >= "0" && ch <= "9") w += 0.64;
    else if (ch >= "A" && ch <= "Z") w += 0.74;
    else if (ch.charCodeAt(0) > 0x2000) w += 0.9;    // symbols: suits, arrows, stars
    else w += 0.62;
  }
  return w * fs * (bold ? 1.1 : 1);
}

let segmenter;
const SIMPLE = /^[\u0020-\u007e\u00a0-\u024f\u2000-\u2027\u2660-\u2667]*$/;   // one code point a character
function graphemes(s) {
  s = String(s);
  if (SIMPLE.test(s)) return Array.from(s);
  if (segmenter === undefined) segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter() : null;
  return segmenter ? Array.from(segmenter.segment(s), (x) => x.segment) : Array.from(s);
}

// The longest start of s that fits `width` (an ellipsis marks a cut); "" if not even one
// character and the ellipsis fit.  Remembered (per way of measuring).
const fitMemo = new WeakMap();
export function fitText(s, width, fs, tw, bold) {
  tw = tw || textWidth;
  s = String(s);
  width += 0.01;                // (widths computed two ways may differ in the last bits)
  if (tw(s, fs, bold) <= width) return s;
  let memo = fitMemo.get(tw);
  if (!memo) { memo = new Map(); fitMemo.set(tw, memo); }
  const key = s + "\u0000" + Math.round(width * 4) + "|" + fs + (bold ? "b" : "");
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const g = graphemes(s);
  let lo = 0, hi = g.length - 1;
  while (lo < hi) {           // the most graphemes k with g[0..k) + "…" fitting
    const mid = (lo + hi + 1) >> 1;
    if (tw(g.slice(0, mid).join("") + "\u2026", fs, bold) <= width) lo = mid; else hi = mid - 1;
  }
  const out = lo ? g.slice(0, lo).join("").trimEnd() + "\u2026" : "";
  if (memo.size > 5000) memo.clear();
  memo.set(key, out);
  return out;
}

// s broken at spaces into lines no wider than width (a word too long is cut with fitText);
// at most maxLines, the last one ellipsized if text is left over.
export function wrapText(s, width, fs, tw, bold, maxLines) {
  tw = tw || textWidth;
  maxLines = maxLines || 3;
  const words = String(s).split(/\s+/).filter(Boolean);
  const lines = [];
  let cur = "";
  for (let i = 0; i < words.length; i++) {
    const next = cur ? cur + " " + words[i] : words[i];
    if (tw(next, fs, bold) <= width) { cur = next; continue; }
    if (cur) lines.push(cur);
    cur = words[i];
    if (lines.length === maxLines - 1) {       // the last line: the rest, cut to fit
      cur = words.slice(i).join(" ");
      break;
    }
  }
  if (cur) lines.push(cur);
  return lines.slice(0, maxLines).map((l) => fitText(l, width, fs, tw, bold));
}

// A fan of n cards in `width`: side by side when they fit (opts.maxStep apart), else
// overlapping, never closer than the index (opts.minStep), wrapped into rows opts.rowStep
// apart (a later row covers the lower part of the row above, not its index).  Returns
// {n, rows, perRow, step, w, h, pos: [[x, y]], covered: [bool]}; `covered` says a card's lower
// right part (where its big suit symbol would be) is under another card.  opts.maxRows: more
// rows are not allowed, the cards then overlap more than the index (tight: true).
export function fanLayout(n, width, opts) {
  opts = opts || {};
  const cw = opts.cw || LM.cw, ch = opts.ch || LM.ch;
  const minStep = opts.minStep || LM.iw, maxStep = opts.maxStep || cw + 4, rowStep = opts.rowStep || LM.ih;
  const maxRows = opts.maxRows || Infinity;
  if (n <= 0) return { n: 0, rows: 0, perRow: 0, step: 0, w: 0, h: 0, pos: [], covered: [], tight: false };
  width = Math.max(width, cw);
  let perRow = Math.max(1, Math.floor((width - cw) / minStep + 1e-9) + 1);
  let rows = Math.ceil(n / perRow);
  let tight = false;
  if (rows > maxRows) { rows = maxRows; tight = true; }
  perRow = Math.ceil(n / rows);             // the rows evenly filled, the last one shortest
  const step = perRow > 1 ? Math.min(maxStep, (width - cw) / (perRow - 1)) : 0;
  const pos = [], covered = [];
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / perRow), c = i % perRow;
    pos.push([c * step, r * rowStep]);
  }
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / perRow), c = i % perRow;
    const lastInRow = c === perRow - 1 || i === n - 1;
    const rightCovered = !lastInRow && step < cw;
    // the row below covers this card's lower part when a card there reaches under it
    const belowStart = (r + 1) * perRow;
    const belowCovered = belowStart < n && rowStep < ch && (n - belowStart - 1) * step + cw > c * step;
    covered.push(rightCovered || belowCovered);
  }
  return { n, rows, perRow, step, w: (perRow - 1) * step + cw, h: (rows - 1) * rowStep + ch, pos, covered, tight };
}

// A hidden hand: n small backs, LM.bstep apart, at most LM.bmax drawn (its count is written
// beside it).  Returns {k (backs drawn), step, w, h}.
export function backsLayout(n, width) {
  const k = Math.max(0, Math.min(n, LM.bmax, Math.floor((Math.max(width, LM.bw) - LM.bw) / LM.bstep) + 1));
  return { k, step: LM.bstep, w: k ? (k - 1) * LM.bstep + LM.bw : 0, h: k ? LM.bh : 0 };
}

// Boxes of the given widths left to right, `gap` apart, wrapped into lines when the next one
// does not fit `width`.  Returns {pos: [[x, line]], lines, w}.
export function flowBoxes(widths, width, gap) {
  const pos = [];
  let x = 0, line = 0, w = 0;
  for (const bw of widths) {
    if (x > 0 && x + bw > width + 1e-9) { x = 0; line++; }
    pos.push([x, line]);
    w = Math.max(w, x + bw);
    x += bw + gap;
  }
  return { pos, lines: widths.length ? line + 1 : 0, w };
}

// The seats round the table, in rows from the top: each row a list of cells, a seat number or
// "c" for the centre.  Seat 0 sits at the bottom and seat k+1 follows seat k clockwise on screen
// (the play passes to the left), or counterclockwise when `right`.  Seats in the upper part go
// in the top row, in the lower part in the bottom row, the others beside the centre.
export function ring(n, right) {
  const top = [], bottom = [], left = [], rightSide = [];
  for (let k = 0; k < n; k++) {
    const a = (90 + (k * 360) / n) * Math.PI / 180;
    const x = (right ? -1 : 1) * Math.cos(a), y = Math.sin(a);
    const cell = { seat: k, x };
    if (y < -0.35) top.push(cell);
    else if (y > 0.35) bottom.push(cell);
    else (x < 0 ? left : rightSide).push(cell);
  }
  const byX = (a, b) => a.x - b.x;
  const rows = [];
  if (top.length) rows.push(top.sort(byX).map((c) => c.seat));
  rows.push([...left.map((c) => c.seat), "c", ...rightSide.map((c) => c.seat)]);
  if (bottom.length) rows.push(bottom.sort(byX).map((c) => c.seat));
  return rows;
}

// Other ways to seat the same players, for a drawing that has less height than the ring needs.
// The seats keep their order round the table (clockwise, or counterclockwise when `right`):
//   ring           rows from ring()
//   two-rows       seat 0 at the bottom left, then up and along the top row and back along the
//                  bottom row; the centre in the bottom row (or, two-rows-top, in the top row)
//   centre-top / centre-bottom  the ring with the centre moved into its top or bottom row
// Each comes with the centre's share of its row (centre), tried in turn.
// The seats in two rows: seats 1..t along the top, seat 0 and the others back along the bottom,
// for both ways of splitting an odd number of others.  Returns [{t, top, bottom}].
function twoRows(n) {
  const out = [];
  for (const t of new Set([Math.ceil((n - 1) / 2), Math.ceil(n / 2)])) {
    if (t < 1 || t >= n) continue;
    const top = [], bottom = [0];
    for (let k = 1; k <= t; k++) top.push(k);
    for (let k = n - 1; k > t; k--) bottom.push(k);
    out.push({ t, top, bottom });
  }
  return out;
}
const flipRows = (rows, right) => (right ? rows.map((r) => r.slice().reverse()) : rows);

export function arrangements(n, right) {
  const base = ring(n, right);
  const out = [{ name: "ring", rows: base }];
  const flip = (rows) => flipRows(rows, right);
  if (n >= 3) {
    for (const { t, top, bottom } of twoRows(n)) {
      const mid = (r) => Math.ceil(r.length / 2);
      const b2 = bottom.slice(); b2.splice(mid(b2), 0, "c");
      out.push({ name: "two-rows-" + t, rows: flip([top, b2]) });
      const t2 = top.slice(); t2.splice(mid(t2), 0, "c");
      out.push({ name: "two-rows-top-" + t, rows: flip([t2, bottom]) });
    }
  }
  const m = base.findIndex((r) => r.includes("c"));
  if (base[m].length === 1 && base.length === 3) {
    const into = (k) => {
      const rows = base.map((r) => r.slice()).filter((r, i) => i !== m);
      const r = rows[k];
      r.splice(Math.ceil(r.length / 2), 0, "c");
      return rows;
    };
    out.push({ name: "centre-top", rows: into(0) });
    out.push({ name: "centre-bottom", rows: into(1) });
  }
  // the same with a narrower centre beside the seats
  const narrowed = out.filter((a) => a.rows.some((r) => r.includes("c") && r.length > 1)).map((a) => Object.assign({}, a, { name: a.name + "/narrow", centre: 0.8 }));
  return out.concat(narrowed);
}

// The arrangements of the focus layout (many players, Swoop's drawing): every seat compact, the
// hand of the player to move in a cell "f" of its own beside the centre, in the middle row; the
// seats round them as in two-rows (seat 0 at the bottom left, clockwise, or counterclockwise when
// `right`), or as in the ring.  The cells keep their places from step to step.
// In the focus layout the centre is the wider (FOCUS_CENTRE): the draw for the first player and
// the pile then keep to one row; the focus hand takes FOCUS_WEIGHT times a seat's share.
const FOCUS_WEIGHT = 1.2, FOCUS_CENTRE = 2;
export function focusArrangements(n, right) {
  const out = twoRows(n).map(({ t, top, bottom }) =>
    ({ name: "focus-" + t, rows: flipRows([top, ["c", "f"], bottom], right), centre: FOCUS_CENTRE }));
  const base = ring(n, right).map((r) => {
    const i = r.indexOf("c");
    if (i < 0) return r;
    const row = r.slice();
    row.splice(i + 1, 0, "f");
    return row;
  });
  out.push({ name: "focus-ring", rows: base, centre: FOCUS_CENTRE });
  return out;
}

// The widths of a row's cells: seats share the width equally, the centre takes `centre` times
// a seat's share (the whole row when it is alone), the focus hand FOCUS_WEIGHT times.
function rowWidths(row, width, gap, centre) {
  const weights = row.map((c) => (c === "c" ? centre : c === "f" ? FOCUS_WEIGHT : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const free = width - gap * (row.length - 1);
  return weights.map((w) => (free * w) / total);
}

// A plan of the drawing: which arrangement, at which scale, every cell's rectangle.
//   opts: n, right, width (CSS px), zoom (1 normal, ~1.35 large), maxHeight (CSS px),
//     minScale (default 0.62 zoom), need(cell, w) -> the height the cell needs at width w (a
//     cell is "c" or a seat; for a plan over several positions, the most any of them needs),
//     centreWeight (default 1.25), seatMaxW (a seat's panel is no wider than that; default no
//     limit).
//   Returns {scale, vbW, vbH, arrangement, rows: [{y, h, cells: [{cell, x, y, w, h}]}],
//     seats: {seat: rect}, centre: rect, fits}.  The first arrangement that fits at the
//     largest scale wins; when none fits even at minScale, the one needing least height.
export function planTable(opts) {
  const zoom = opts.zoom || 1, width = Math.max(120, opts.width || 800);
  const maxH = opts.maxHeight || 400;
  const minScale = opts.minScale || 0.62 * zoom;
  const gap = LM.gap, outer = LM.outer;
  const arrs = opts.arrangements || arrangements(opts.n, opts.right);
  const scales = [];
  for (let s = zoom; s >= minScale - 1e-9; s -= 0.04 * zoom) scales.push(s);
  if (!scales.length || scales[scales.length - 1] > minScale + 1e-9) scales.push(minScale);
  const tryOne = (arr, scale) => {
    const vbW = width / scale, inner = vbW - 2 * outer;
    let y = outer;
    const rows = [];
    for (const row of arr.rows) {
      const ws = rowWidths(row, inner, gap, opts.centreWeight || arr.centre || (row.length === 1 ? 1 : 1.25));
      let h = 0;
      const cells = [];
      let x = outer;
      row.forEach((cell, i) => {
        let w = ws[i];
        const cap = typeof cell === "number" && opts.seatMaxW ? Math.min(w, opts.seatMaxW) : w;
        const need = opts.need(cell, cap);
        h = Math.max(h, need);
        cells.push({ cell, x: x + (w - cap) / 2, w: cap });
        x += w + gap;
      });
      rows.push({ y, h, cells });
      y += h + gap;
    }
    const vbH = y - gap + outer;
    return { scale, vbW, vbH, arrangement: arr.name, rows, fits: vbH * scale <= maxH + 0.5 };
  };
  // for each arrangement the largest scale that fits (a smaller scale gives more room, so the
  // scales that fit are those from some point on: found by halving), then the arrangement with
  // the largest such scale, the first of them on a tie; when none fits, the least height
  let best = null, fallback = null;
  for (const arr of arrs) {
    if (best && best.scale >= scales[0] - 1e-9) break;
    const last = tryOne(arr, scales[scales.length - 1]);
    if (!last.fits) {
      if (!fallback || last.vbH * last.scale < fallback.vbH * fallback.scale - 0.5) fallback = last;
      continue;
    }
    let lo = 0, hi = scales.length - 1, found = last;     // scales[hi] fits
    const first = tryOne(arr, scales[0]);
    if (first.fits) found = first;
    else {
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        const p = tryOne(arr, scales[mid]);
        if (p.fits) { hi = mid; found = p; } else lo = mid;
      }
    }
    if (!best || found.scale > best.scale + 1e-9) best = found;
  }
  best = best || fallback;
  const seats = {};
  let centre = null;
  for (const r of best.rows) {
    for (const c of r.cells) {
      const rect = { x: c.x, y: r.y, w: c.w, h: r.h };
      c.y = r.y; c.h = r.h;
      if (c.cell === "c") centre = rect; else seats[c.cell] = rect;    // (a cell "f": seats.f)
    }
  }
  best.seats = seats;
  best.centre = centre;
  return best;
}

// The height a plan over several positions needs: `needs` maps a cell to the list of things it
// must show over those positions; the cell needs the most any of them needs.  A helper for
// planTable's `need` that measures each distinct thing once per width.
export function maxNeed(needs, measure) {
  const memo = new Map();
  return (cell, w) => {
    const list = needs.get(cell) || [];
    let h = 0;
    for (const d of list) {
      const key = d.key + "@" + Math.round(w);
      let v = memo.get(key);
      if (v === undefined) { v = measure(cell, d, w); memo.set(key, v); }
      if (v > h) h = v;
    }
    return h;
  };
}

// Distinct things by their key (for maxNeed): [{key, ...}] without repeats.
export function distinct(list) {
  const seen = new Set(), out = [];
  for (const d of list) if (!seen.has(d.key)) { seen.add(d.key); out.push(d); }
  return out;
}

// Do two boxes {x, y, w, h} overlap by more than `tol`?
export function overlaps(a, b, tol) {
  tol = tol || 0;
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > tol && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > tol;
}

// The score table's way round, for the replay's side column `width` px wide.  A score sheet has
// a column a side and a row a deal; with many players those columns do not fit a narrow column,
// so the table turns (a row a side, a column a deal) when that is narrower.  `dealHead` is the
// word over the deals' numbers, `heads` the sides' names (a team's a line a name, "\n" between
// the lines), `rows` a deal each: its cells' texts, one a side.  Returns "deals" (a row a deal)
// or "sides" (a row a side).  The widths follow replay.css: cells `fs` px, padding 5 px a side
// and a border; names cut at 7 font sizes.
export function scoreShape(dealHead, heads, rows, width, fs) {
  const widest = (list) => list.reduce((m, w) => Math.max(m, w), 0);
  // a cell's width: its widest line (a team's head has a line a name), a head's at most 7em
  const cell = (s, bold, cap) => widest(String(s).split("\n").map((l) => Math.min(textWidth(l, fs, bold), cap ? 7 * fs : Infinity))) + 11;
  let across = cell(dealHead, true, false);
  heads.forEach((h, j) => { across += widest([cell(h, true, true), ...rows.map((r) => cell(r[j], false, false))]); });
  if (across <= width) return "deals";
  let down = widest([cell(dealHead, true, false), ...heads.map((h) => cell(h, true, true))]);
  rows.forEach((r, k) => { down += widest([cell(String(k + 1), true, false), ...r.map((c) => cell(c, false, false))]); });
  return down < across ? "sides" : "deals";
}

// The replay's side column (move list and scores), `min` to `max` px wide: as wide as the longest
// row of the move list needs, so that a move like "tauschen 10♠ 7♣" is read whole where there is
// room, but no more than SIDE_SHARE of the widget's width `total` (at 1280x720 with JupyterLab's
// file browser open, 848 px, it stays at `min`: the drawing keeps its width).  `rows`: [mover's
// name, move] each; `fs` the list's font size.  A row is the number column (3 font sizes), 4 px
// padding a side, the name, a space and the move in a monospace font (MONO font sizes a
// character); 16 px more for a scroll bar.
export const MONO = 0.61, SIDE_SHARE = 0.224, CUT_SHARE = 0.1;
function rowNeed(who, move, fs) {
  return 3 * fs + 8 + textWidth(who, fs) + MONO * fs * (1 + Array.from(String(move)).length) + 16;
}
export function sideWidth(rows, fs, min, max, total) {
  let need = 0;
  for (const [who, move] of rows) need = Math.max(need, rowNeed(who, move, fs));
  const most = Math.min(max, SIDE_SHARE * (total > 0 ? total : Infinity));
  return Math.round(Math.max(min, Math.min(most, need)));
}
// The lines a row of that move list takes in a column `w` px wide (sideWidth's answer): two, the
// mover's name above the move, where at least a tenth of the rows (CUT_SHARE) would be cut on one
// (Schwimmen's swaps, "tauschen 10♠ 7♣", at 848 px, where the column keeps its least width), else
// one: a rare long move is cut, with the whole of it in its tooltip and under the drawing.  All
// rows take the same (the list draws only the rows in view, from their fixed height).
export function sideLines(rows, fs, w) {
  let cut = 0;
  for (const [who, move] of rows) if (rowNeed(who, move, fs) > w + 0.5) cut++;
  return cut > 0 && cut >= CUT_SHARE * rows.length ? 2 : 1;
}

// The projector: how tall a widget's drawing may be so that the whole widget (and, in a lesson,
// the lesson's header above it) fits the screen it is shown on.  `avail`: the visible height of
// the scrolling area (JupyterLab's notebook: 599 px on 1280x720 with the file browser open);
// `above`: the CSS pixels from the top of what must fit down to the drawing's top; `below`: from
// the drawing's bottom to the end of what must fit; `beside`: the height of a column next to the
// drawing (the puzzle's answer column: the row is as tall as the taller of the two); `min`, `max`:
// the least and most the drawing may take.  Returns {height, fits}: the drawing's height, and
// whether the whole fits with it (false when even `min`, or the column beside, is too tall).
export function fitDrawing(o) {
  const avail = Math.max(0, o.avail || 0), above = Math.max(0, o.above || 0), below = Math.max(0, o.below || 0);
  const min = Math.max(0, o.min || 0), max = Math.max(min, o.max || Infinity);
  const room = avail - above - below;
  const height = Math.max(min, Math.min(max, room));
  const fits = height <= room + 0.5 && (o.beside || 0) <= room + 0.5;
  return { height, fits };
}

// Of several orders of the same boxes (each a list of indices into `widths`), the one that wraps
// into the fewest lines of `width` (flowBoxes); the first of them on a tie.  The lesson's header
// on the projector: its title, save, steps, options and back / next in as few rows as they go.
export function fewestLines(orders, widths, width, gap) {
  let best = orders[0], lines = Infinity;
  for (const o of orders) {
    const n = flowBoxes(o.map((i) => widths[i]), width, gap).lines;
    if (n < lines) { best = o; lines = n; }
  }
  return { order: best, lines };
}
