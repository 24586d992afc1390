// cardlab: drawing of a Sweep position (from Sweep's view JSON).  Plain ES module.
// Sweep plays to the right, so the seats go round counterclockwise.  Every card of a build is
// drawn with its index visible.
import { LM, fanLayout, fitText, wrapText, flowBoxes } from "../../widgets/static/layout.js";
import {
  GAMES, svg, card, fan, backs, BACKS_H, label, lines, panel, panelHead, centre, CENTRE_HEAD, tablePlan, frameOf, sizeDrawing, keeper, signature,
  banner, bannerLines, bannerHeight, statusFlow, drawStatus, isolatedName,
} from "../../widgets/static/cards.js";

const PAD = LM.pad;

function changes(f) {
  const out = { seat: null, captured: 0, sweep: false, trail: false, build: false };
  if (!f || !f.ev) return out;
  out.seat = f.s;
  for (const e of f.ev) {
    if (e.kind === "sweep.capture") out.captured = (e.data.n || 0) + 1;
    if (e.kind === "sweep.sweep" || e.kind === "sweep.sweep_nopoints") out.sweep = true;
    if (e.kind === "sweep.trail") out.trail = true;
    if (e.kind === "sweep.build") out.build = true;
  }
  return out;
}

function teamOf(view, seat) {
  const sides = view.sides || [];
  for (let i = 0; i < sides.length; i++) if (sides[i].includes(seat) && sides[i].length > 1) return i + 1;
  return null;
}

// a build's cards as the touch logic names them: sorted (JS default sort), joined by "+"
const buildKey = (cards) => cards.slice().sort().join("+");

// -- a player's panel ----------------------------------------------------------------------
function seatThing(view, s, ctx, ch) {
  const p = view.players[s];
  const team = teamOf(view, s);
  const extra = [s === view.dealer ? ctx.T("widget.sweep.dealer") : null, team ? ctx.T("widget.sweep.team", { n: team }) : null].filter(Boolean).join(" \u00B7 ");
  const got = ch && ch.seat === s && ch.captured ? ch.captured : 0;
  const hidden = !p.hand;
  const n = hidden ? p.hand_count : p.hand.length;
  const info = [ctx.T("widget.sweep.captured", { n: p.captured_count }) + (got ? " (+" + got + ")" : ""), ctx.T("widget.sweep.sweeps", { n: p.sweeps })];
  const mover = view.to_move === s;
  return { key: [hidden ? "h" : "v", n, mover ? 1 : 0, extra, info.join("|")].join("|"), s, n, hidden, extra, info, got, mover };
}

const PILE_W = LM.bw + 6;
function seatLayout(d, w, ctx) {
  const head = panelHead(ctx, d.s, d.mover, w, d.extra);
  const inner = w - 2 * PAD, top = head.h + 2;
  const infoW = PILE_W + 6 + Math.max(...d.info.map((s) => ctx.tw(s, LM.smallFs)));
  const infoH = Math.max(BACKS_H + 4, 2 * LM.line);
  const out = { head, top, infoW, infoH };
  let handNat, handH;
  if (d.hidden || d.n === 0) { handNat = d.n ? Math.min(LM.bmax, d.n) * LM.bstep + LM.bw + 30 : ctx.tw(ctx.T("widget.no_cards"), LM.smallFs); handH = d.n ? BACKS_H : LM.line; }
  const sideW = inner - Math.min(infoW, inner) - 12;
  if (d.hidden || d.n === 0) {
    if (handNat <= sideW) { out.mode = "side"; out.hand = { x: PAD, y: top, w: sideW }; out.info = { x: PAD + sideW + 12, y: top }; out.h = top + Math.max(handH, infoH) + PAD; }
    else { out.mode = "stack"; out.hand = { x: PAD, y: top, w: inner }; out.info = { x: PAD, y: top + handH + 6 }; out.h = top + handH + 6 + infoH + PAD; }
  } else {
    const a = sideW >= LM.cw + 2 * LM.iw ? fanLayout(d.n, sideW) : null, b = fanLayout(d.n, inner);
    const hA = a ? Math.max(a.h, infoH) : Infinity, hB = b.h + 6 + infoH;
    if (hA <= hB) { out.mode = "side"; out.fan = a; out.hand = { x: PAD, y: top, w: sideW }; out.info = { x: PAD + sideW + 12, y: top }; out.h = top + hA + PAD; }
    else { out.mode = "stack"; out.fan = b; out.hand = { x: PAD, y: top, w: inner }; out.info = { x: PAD, y: top + b.h + 6 }; out.h = top + hB + PAD; }
  }
  out.infoTextW = Math.max(20, (out.mode === "side" ? w - PAD - out.info.x : inner) - PILE_W - 6);
  return out;
}

function drawSeat(root, view, s, rect, ctx, d) {
  const p = view.players[s];
  const lay = seatLayout(d, rect.w, ctx);
  const { g } = panel(root, s, rect, ctx, view, lay.head);
  if (d.hidden) {
    if (p.hand_count) backs(g, p.hand_count, lay.hand.x, lay.hand.y, lay.hand.w, ctx);
    else label(g, lay.hand.x, lay.hand.y + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  } else if (p.hand.length) fan(g, p.hand, lay.hand.x, lay.hand.y, lay.hand.w, ctx, { place: "hand", fan: lay.fan });
  else label(g, lay.hand.x, lay.hand.y + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  // the captured pile, face down, with its count and the sweeps beside it
  const ix = lay.info.x, iy = lay.info.y;
  const pile = svg("g", { class: "cl-captured", role: "img", "aria-label": ctx.T("widget.sweep.captured", { n: p.captured_count }) }, g);
  if (p.captured_count) {
    const k = Math.min(3, Math.ceil(p.captured_count / 4));
    for (let i = 0; i < k; i++) {
      const b = card(pile, "?", ix + i * 2, iy + i * 2, ctx, { w: LM.bw, h: LM.bh });
      b.removeAttribute("role"); b.removeAttribute("aria-label");
    }
  } else {
    const e = card(pile, null, ix, iy, ctx, { w: LM.bw, h: LM.bh });
    e.removeAttribute("role"); e.removeAttribute("aria-label");
  }
  const tx = ix + PILE_W + 6;
  label(g, tx, iy + 12, fitText(d.info[0], lay.infoTextW, LM.smallFs, ctx.tw), d.got ? "cl-picked" : "cl-small", { "font-size": LM.smallFs });
  label(g, tx, iy + 12 + LM.line, fitText(d.info[1], lay.infoTextW, LM.smallFs, ctx.tw), p.sweeps ? "cl-run-label cl-sweeps" : "cl-small", { "font-size": LM.smallFs });
  return g;
}

// -- the table in the middle ---------------------------------------------------------------
function centreThing(view, ctx, ch) {
  const builds = view.builds.map((b) => ({ cards: b.build, label: ctx.T("widget.sweep.build", { value: b.value, player: isolatedName(ctx.name(b.owner)) }) }));
  const d = { loose: view.table.length, builds, msg: null, msgKind: null, over: view.over ? ctx.T("widget.deal_over") : null };
  if (ch && ch.sweep) { d.msgKind = "banner"; d.msg = ctx.T("widget.sweep.sweep"); }
  else if (ch && ch.captured) { d.msgKind = "picked"; d.msg = ctx.T("widget.sweep.took", { player: isolatedName(ctx.name(ch.seat)), n: ch.captured }); }
  d.status = [ctx.T("widget.sweep.stock", { n: view.stock_count })];
  if (view.last_capture !== null && view.last_capture !== undefined) d.status.push(ctx.T("widget.sweep.last_capture", { player: isolatedName(ctx.name(view.last_capture)) }));
  d.key = JSON.stringify([d.loose, builds.map((b) => [b.cards.length, b.label]), d.msgKind, d.msg, d.status, d.over]);
  return d;
}

const BUILD_LABEL_H = 16;
function buildBox(b, ctx) {
  const fanW = (b.cards.length - 1) * LM.iw + LM.cw;
  const lw = ctx.tw(b.label, LM.smallFs);
  return { fanW, w: Math.max(fanW + 8, Math.min(lw, 220)), h: LM.ch + 8 + BUILD_LABEL_H };
}

function centreLayout(d, w, ctx) {
  const inner = w - 2 * (PAD + 4), x0 = PAD + 4;
  const out = { inner, x0 };
  let y = CENTRE_HEAD;
  const boxes = [];
  if (d.loose) { out.fan = fanLayout(d.loose, inner); boxes.push({ w: out.fan.w, h: out.fan.h }); }
  for (const b of d.builds) { const bb = buildBox(b, ctx); bb.w = Math.min(bb.w, inner); boxes.push(bb); }
  out.boxes = boxes;
  if (boxes.length) {
    const f = flowBoxes(boxes.map((b) => b.w), inner, 12);
    const lineH = [];
    f.pos.forEach(([, line], i) => { lineH[line] = Math.max(lineH[line] || 0, boxes[i].h); });
    const lineY = [];
    let yy = y + 2;
    for (let k = 0; k < f.lines; k++) { lineY.push(yy); yy += lineH[k] + 6; }
    out.pos = f.pos.map(([x, line]) => [x0 + x, lineY[line]]);
    y = yy;
  } else {
    out.emptyY = y + 14;
    y += 20;
  }
  if (d.msg) {
    if (d.msgKind === "banner") { out.banner = bannerLines(ctx, d.msg, inner); out.msgY = y; y += bannerHeight(out.banner) + 4; }
    else { out.msgLines = wrapText(d.msg, inner, LM.labelFs, (s, fs) => ctx.tw(s, fs, true), false, 2); out.msgY = y + 13; y += out.msgLines.length * 16 + 4; }
  }
  if (d.over) { out.overLines = wrapText(d.over, inner, LM.nameFs, (s, fs) => ctx.tw(s, fs, true), false, 2); out.overY = y + 15; y += out.overLines.length * 18 + 2; }
  out.status = statusFlow(ctx, d.status, inner);
  out.statusY = y + 12;
  y += out.status.lines * LM.line + 4;
  out.h = y + 2;
  return out;
}

function drawCentre(root, view, rect, ctx, ch, d) {
  const lay = centreLayout(d, rect.w, ctx);
  const { g: c } = centre(root, rect, ctx, ctx.T("widget.sweep.table"), true);
  // which table cards are new: those not on the table before (a trail or a build)
  const before = {};
  if (ctx.prev) for (const x of ctx.prev.table || []) before[x] = (before[x] || 0) + 1;
  let k = 0;
  if (view.table.length) {
    const [x, y] = lay.pos[k++];
    const tg = svg("g", { class: "cl-loose", role: "list", "aria-label": ctx.T("widget.sweep.table") }, c);
    view.table.forEach((t, i) => {
      const isNew = !!ctx.prev && !(before[t] > 0);
      if (!isNew) before[t]--;
      const g = card(tg, t, x + lay.fan.pos[i][0], y + lay.fan.pos[i][1], ctx, { place: "table", hl: isNew, covered: lay.fan.covered[i] });
      g.setAttribute("role", "listitem");
    });
  }
  view.builds.forEach((b, j) => {
    const [x, y] = lay.pos[k];
    const box = lay.boxes[k++];
    const key = buildKey(b.build);
    const lab = d.builds[j].label;
    const g = svg("g", { class: "cl-build", role: "group", "data-build": key, "aria-label": ctx.T("widget.sweep.build", { value: b.value, player: ctx.name(b.owner) }) }, c);
    const fanX = x + (box.w - box.fanW) / 2;
    svg("rect", { x: fanX - 4, y: y - 3, width: box.fanW + 8, height: LM.ch + 6, rx: 6, class: "cl-build-frame" }, g);
    b.build.forEach((cd, i) => card(g, cd, fanX + i * LM.iw, y, ctx, { place: "build", build: key, covered: i < b.build.length - 1 }));
    label(g, x + box.w / 2, y + LM.ch + 8 + 11, fitText(lab, box.w, LM.smallFs, ctx.tw), "cl-small", { "text-anchor": "middle", "font-size": LM.smallFs });
  });
  if (lay.emptyY) label(c, lay.x0, lay.emptyY, fitText(ctx.T("widget.sweep.empty_table"), lay.inner, LM.smallFs, ctx.tw), "cl-small", { "font-size": LM.smallFs });
  if (lay.banner) banner(c, lay.x0, lay.msgY, lay.inner, lay.banner);
  else if (lay.msgLines) lines(c, lay.x0, lay.msgY, lay.msgLines, "cl-picked", LM.labelFs, 16);
  if (lay.overLines) lines(c, lay.x0, lay.overY, lay.overLines, "cl-over", LM.nameFs, 18);
  drawStatus(c, lay.x0, lay.statusY, lay.status);
  return c;
}

function things(view, ctx, frame) {
  const ch = changes(frame);
  return { seats: view.players.map((p, s) => seatThing(view, s, ctx, ch)), centre: centreThing(view, ctx, ch) };
}
function measure(cell, d, w, ctx) { return cell === "c" ? centreLayout(d, w, ctx).h : seatLayout(d, w, ctx).h; }
function plan(frames, ctx) { return tablePlan(GAMES.sweep, frames, ctx); }

function draw(root, view, ctx) {
  const ch = changes(ctx.frame);
  const p = ctx.plan || plan([frameOf(view, ctx)], ctx);
  sizeDrawing(root, p);
  // a part that did not change since the last step is kept (cards.js keeper)
  const k = keeper(root);
  const common = [ctx.lang, !!ctx.four, ctx.zoom];
  view.players.forEach((pl, s) => {
    const d = seatThing(view, s, ctx, ch);
    k.cell("seat" + s, signature([common, p.seats[s], d, pl, String(ctx.name(s))]), (into) => drawSeat(into, view, s, p.seats[s], ctx, d));
  });
  const cd = centreThing(view, ctx, ch);
  k.cell("centre", signature([common, p.centre, cd, view.table, view.builds, ctx.prev ? ctx.prev.table : null]),
    (into) => drawCentre(into, view, p.centre, ctx, ch, cd));
  k.done();
}

function describe(view, ctx) {
  const names = (cs) => cs.map((x) => ctx.cardName(x)).join(", ");
  const lines = [];
  view.players.forEach((p, s) => {
    const parts = [ctx.name(s) + (view.to_move === s ? " (" + ctx.T("widget.to_move_short") + ")" : "") + (s === view.dealer ? ", " + ctx.T("widget.sweep.dealer") : "")];
    parts.push(ctx.T("widget.sweep.hand") + ": " + (p.hand ? (p.hand.length ? names(p.hand) : ctx.T("widget.no_cards")) : ctx.T("widget.hidden_cards", { n: p.hand_count })));
    parts.push(ctx.T("widget.sweep.captured", { n: p.captured_count }));
    parts.push(ctx.T("widget.sweep.sweeps", { n: p.sweeps }));
    lines.push(parts.join("; ") + ".");
  });
  lines.push(ctx.T("widget.sweep.table") + ": " + (view.table.length ? names(view.table) : ctx.T("widget.nothing")) + ".");
  for (const b of view.builds) lines.push(ctx.T("widget.sweep.build", { value: b.value, player: ctx.name(b.owner) }) + ": " + names(b.build) + ".");
  lines.push(ctx.T("widget.sweep.stock", { n: view.stock_count }) + ".");
  return lines.join(" ");
}

// What the middle may still show in a deal the Table has seen only part of: a sweep's banner
// (taller than a capture's line) under the fullest table seen, with a last capture named.
function reserve(cell, list, ctx) {
  if (cell !== "c" || !list.length) return [];
  const base = list.reduce((a, b) => (b.loose + b.builds.length > a.loose + a.builds.length ? b : a));
  const status = base.status.length > 1 ? base.status : base.status.concat([ctx.T("widget.sweep.last_capture", { player: "\u2014" })]);
  return [Object.assign({}, base, { msgKind: "banner", msg: ctx.T("widget.sweep.sweep"), over: null, status, key: "reserve|c|" + base.key })];
}
GAMES.sweep = { draw, describe, plan, things, measure, reserve, right: true };
