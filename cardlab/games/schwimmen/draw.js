// cardlab: drawing of a Schwimmen position (from Schwimmen's view JSON).  Plain ES module.
import { LM, fanLayout, fitText, wrapText } from "../../widgets/static/layout.js";
import {
  GAMES, svg, card, fan, backs, BACKS_H, label, lines, panel, panelHead, centre, CENTRE_HEAD, tablePlan, frameOf, sizeDrawing, keeper, signature,
  statusFlow, drawStatus, isolatedName,
} from "../../widgets/static/cards.js";

const PAD = LM.pad;
const DOTS_W = 44;           // three marks for the lives

function hearts(g, x, y, lives, ctx) {
  // three lives as three marks, a life lost an empty ring (not told by its colour alone, and dark
  // enough to read: WCAG 1.4.1, 1.4.3); a swimming player has none left but still plays
  const t = label(g, x, y, "", "cl-lives", { "aria-label": ctx.T("widget.schwimmen.lives", { n: Math.max(0, lives) }), "font-size": 14 });
  for (let i = 0; i < 3; i++) svg("tspan", { class: i < lives ? "cl-life" : "cl-life-lost" }, t).textContent = i < lives ? "\u25CF" : "\u25CB";
  return t;
}

function statusOf(view, p, s, ctx) {
  return p.status === "swimming" || (view.swimming || []).includes(s) ? ctx.T("widget.schwimmen.swims")
    : p.status === "out" ? ctx.T("widget.schwimmen.out") : "";
}

// -- a player's panel ----------------------------------------------------------------------
function seatThing(view, s, ctx) {
  const p = view.players[s];
  const st = statusOf(view, p, s, ctx);
  const extra = [s === view.dealer ? ctx.T("widget.schwimmen.dealer") : null, view.knocked === s ? ctx.T("widget.schwimmen.knocked") : null].filter(Boolean).join(" \u00B7 ");
  const info = [ctx.T("widget.schwimmen.lives", { n: Math.max(0, p.lives) })];
  if (p.value !== undefined && p.value !== null) info.push(ctx.T("widget.schwimmen.value", { n: p.value }));
  const lost = (view.losers || []).includes(s) ? ctx.T("widget.schwimmen.lost_life") : "";
  const n = p.hand ? p.hand.length : p.hand_count;
  const mover = view.to_move === s;
  return { key: [p.hand ? "v" : "h", n, mover ? 1 : 0, extra, st, lost, info.join("|")].join("|"), s, n, hidden: !p.hand, extra, info, st, lost, mover };
}

function seatLayout(d, w, ctx) {
  // a lost life is said in the head, in red
  const head = panelHead(ctx, d.s, d.mover, w, [d.extra, d.lost].filter(Boolean).join(" \u00B7 "));
  if (d.lost) head.cls = "cl-picked";
  const inner = w - 2 * PAD, top = head.h + 2;
  // the lives, the value and what became of the player, in lines
  const rows = [{ text: d.info[0], dots: true }];
  if (d.info[1]) rows.push({ text: d.info[1] });
  if (d.st) rows.push({ text: d.st, cls: "cl-swims", fs: 14, bold: true });
  const rowW = (r) => ctx.tw(r.text, r.fs || LM.smallFs, r.bold) + (r.dots ? 8 + DOTS_W : 0);
  const infoW = Math.max(...rows.map(rowW));
  const infoH = rows.length * 17;
  const cards = !d.hidden && d.n > 0;
  const fixedW = d.n ? Math.min(LM.bmax, d.n) * LM.bstep + LM.bw + 30 : ctx.tw(ctx.T("widget.no_cards"), LM.smallFs);
  const fixedH = d.n ? BACKS_H : LM.line;
  const out = { head, top, rows };
  // beside: the cards side by side, or closer when the lines need the room; else the lines under
  const natural = cards ? (d.n - 1) * (LM.cw + 4) + LM.cw : fixedW;
  const room = inner - infoW - 12;
  const sideW = Math.min(natural, room);
  if (cards ? sideW >= LM.cw + (d.n - 1) * LM.iw : fixedW <= room) {
    out.fan = cards ? fanLayout(d.n, sideW) : null;
    const hh = cards ? out.fan.h : fixedH;
    out.mode = "side"; out.hand = { x: PAD, y: top, w: sideW }; out.info = { x: PAD + sideW + 12, y: top, w: inner - sideW - 12 };
    out.h = top + Math.max(hh, infoH) + PAD;
  } else {
    out.fan = cards ? fanLayout(d.n, inner) : null;
    const hh = cards ? out.fan.h : fixedH;
    out.mode = "stack"; out.hand = { x: PAD, y: top, w: inner }; out.info = { x: PAD, y: top + hh + 4, w: inner };
    out.h = top + hh + 4 + infoH + PAD;
  }
  return out;
}

function drawSeat(root, view, s, rect, ctx, d) {
  const p = view.players[s];
  const lay = seatLayout(d, rect.w, ctx);
  const { g } = panel(root, s, rect, ctx, view, lay.head);
  if (p.status === "out") g.setAttribute("opacity", "0.5");
  if (p.hand) fan(g, p.hand, lay.hand.x, lay.hand.y, lay.hand.w, ctx, { place: "hand", fan: lay.fan });
  else if (p.hand_count) backs(g, p.hand_count, lay.hand.x, lay.hand.y, lay.hand.w, ctx);
  else label(g, lay.hand.x, lay.hand.y + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  lay.rows.forEach((r, i) => {
    const y = lay.info.y + 13 + i * 17;
    const fs = r.fs || LM.smallFs;
    const room = lay.info.w - (r.dots ? 8 + DOTS_W : 0);
    const t = fitText(r.text, room, fs, (x, f) => ctx.tw(x, f, r.bold), false);
    label(g, lay.info.x, y, t, r.cls || "cl-small", { "font-size": fs });
    if (r.dots) hearts(g, lay.info.x + Math.min(ctx.tw(t, fs), room) + 8, y + 1, p.lives, ctx);
  });
  return g;
}

// -- the middle ----------------------------------------------------------------------------
function centreThing(view, ctx) {
  const d = { title: view.middle ? ctx.T("widget.schwimmen.middle") : view.stacks ? ctx.T("widget.schwimmen.stacks") : ctx.T("widget.schwimmen.middle"),
    kind: view.middle ? "middle" : view.stacks ? "stacks" : "none", n: view.middle ? view.middle.length : 3 };
  d.knocked = view.knocked !== null && view.knocked !== undefined && !view.over ? ctx.T("widget.schwimmen.knocked_by", { player: isolatedName(ctx.name(view.knocked)) }) : null;
  d.status = [ctx.T("widget.schwimmen.stock", { n: view.stock_count })];
  if (view.discard_count) d.status.push(ctx.T("widget.schwimmen.discard", { n: view.discard_count }));
  if (view.passes) d.status.push(ctx.T("widget.schwimmen.passes", { n: view.passes }));
  d.over = view.over ? ctx.T("widget.deal_over") : null;
  d.key = JSON.stringify([d.kind, d.n, d.knocked, d.status, d.over, d.title]);
  return d;
}

function centreLayout(d, w, ctx) {
  const inner = w - 2 * (PAD + 4), x0 = PAD + 4;
  const out = { inner, x0 };
  let y = CENTRE_HEAD + 2;
  out.cardsY = y;
  if (d.kind === "middle") { out.fan = fanLayout(d.n, inner); y += out.fan.h + 6; }
  else if (d.kind === "stacks") {
    const half = (inner - 14) / 2;
    out.stackW = half;
    out.stack = fanLayout(3, half);
    if (half < LM.cw + 2 * LM.iw) {   // one stack above the other
      out.stackPos = [[x0, y], [x0, y + out.stack.h + 8]];
      y += 2 * out.stack.h + 14;
    } else {
      out.stackPos = [[x0, y], [x0 + half + 14, y]];
      y += out.stack.h + 6;
    }
  } else { out.noneY = y + 14; y += 20; }
  // the knock: wrapped in the felt, never running out of it
  if (d.knocked) { out.knockLines = wrapText(d.knocked, inner, LM.labelFs, (s, fs) => ctx.tw(s, fs, true), false, 3); out.knockY = y + 13; y += out.knockLines.length * 16 + 4; }
  if (d.over) { out.overLines = wrapText(d.over, inner, LM.nameFs, (s, fs) => ctx.tw(s, fs, true), false, 2); out.overY = y + 15; y += out.overLines.length * 18 + 2; }
  out.status = statusFlow(ctx, d.status, inner);
  out.statusY = y + 12;
  y += out.status.lines * LM.line + 4;
  out.h = y + 2;
  return out;
}

function drawCentre(root, view, rect, ctx, d) {
  const lay = centreLayout(d, rect.w, ctx);
  const { g: c } = centre(root, rect, ctx, d.title, false);
  const f = ctx.frame;
  const swapped = f && f.ev && f.ev.some((e) => ["schwimmen.swap", "schwimmen.swap_all", "schwimmen.renew", "schwimmen.keep", "schwimmen.second"].includes(e.kind));
  const before = {};
  if (ctx.prev && ctx.prev.middle) for (const x of ctx.prev.middle) before[x] = true;
  if (d.kind === "middle") {
    const mg = svg("g", { class: "cl-middle", role: "list", "aria-label": d.title }, c);
    view.middle.forEach((x, i) => {
      const g = card(mg, x, lay.x0 + lay.fan.pos[i][0], lay.cardsY + lay.fan.pos[i][1], ctx, { place: "middle", covered: lay.fan.covered[i], hl: !!(swapped && ctx.prev && !before[x]) });
      g.setAttribute("role", "listitem");
    });
  } else if (d.kind === "stacks") {
    view.stacks.forEach((stack, k) => {
      const cards = stack || new Array((view.stack_counts || [3, 3])[k]).fill("?");
      const [x, y] = lay.stackPos[k];
      const sg = svg("g", { class: "cl-stack", "data-stack": String(k + 1) }, c);
      cards.forEach((cd, i) => {
        const g = card(sg, cd, x + lay.stack.pos[i][0], y + lay.stack.pos[i][1], ctx, { place: cd === "?" ? null : "stack", covered: lay.stack.covered[i] });
        if (cd !== "?") g.setAttribute("data-stack", String(k + 1));
      });
    });
  } else label(c, lay.x0, lay.noneY, fitText(ctx.T("widget.schwimmen.no_middle"), lay.inner, LM.smallFs, ctx.tw), "cl-small", { "font-size": LM.smallFs });
  if (lay.knockLines) lines(c, lay.x0, lay.knockY, lay.knockLines, "cl-picked", LM.labelFs, 16);
  if (lay.overLines) lines(c, lay.x0, lay.overY, lay.overLines, "cl-over", LM.nameFs, 18);
  drawStatus(c, lay.x0, lay.statusY, lay.status);
  return c;
}

function things(view, ctx) {
  return { seats: view.players.map((p, s) => seatThing(view, s, ctx)), centre: centreThing(view, ctx) };
}
function measure(cell, d, w, ctx) { return cell === "c" ? centreLayout(d, w, ctx).h : seatLayout(d, w, ctx).h; }
function plan(frames, ctx) { return tablePlan(GAMES.schwimmen, frames, ctx); }

function draw(root, view, ctx) {
  const p = ctx.plan || plan([frameOf(view, ctx)], ctx);
  sizeDrawing(root, p);
  // a part that did not change since the last step is kept (cards.js keeper)
  const k = keeper(root);
  const common = [ctx.lang, !!ctx.four, ctx.zoom];
  view.players.forEach((pl, s) => {
    const d = seatThing(view, s, ctx);
    k.cell("seat" + s, signature([common, p.seats[s], d, pl, String(ctx.name(s))]), (into) => drawSeat(into, view, s, p.seats[s], ctx, d));
  });
  const cd = centreThing(view, ctx);
  const f = ctx.frame;
  k.cell("centre", signature([common, p.centre, cd, view.middle, view.stacks, view.stack_counts, f && f.ev ? f.ev.map((e) => e.kind) : null,
    ctx.prev ? ctx.prev.middle : null]), (into) => drawCentre(into, view, p.centre, ctx, cd));
  k.done();
}

function describe(view, ctx) {
  const names = (cs) => cs.map((x) => ctx.cardName(x)).join(", ");
  const lines = [];
  view.players.forEach((p, s) => {
    const parts = [ctx.name(s) + (view.to_move === s ? " (" + ctx.T("widget.to_move_short") + ")" : "") + (s === view.dealer ? ", " + ctx.T("widget.schwimmen.dealer") : "")];
    parts.push(ctx.T("widget.schwimmen.hand") + ": " + (p.hand ? (p.hand.length ? names(p.hand) : ctx.T("widget.no_cards")) : ctx.T("widget.hidden_cards", { n: p.hand_count })));
    if (p.value !== undefined && p.value !== null) parts.push(ctx.T("widget.schwimmen.value", { n: p.value }));
    parts.push(ctx.T("widget.schwimmen.lives", { n: Math.max(0, p.lives) }));
    if (p.status === "swimming") parts.push(ctx.T("widget.schwimmen.swims"));
    if (p.status === "out") parts.push(ctx.T("widget.schwimmen.out"));
    lines.push(parts.join("; ") + ".");
  });
  if (view.middle) lines.push(ctx.T("widget.schwimmen.middle") + ": " + names(view.middle) + ".");
  return lines.join(" ");
}

// lives left in the score table: 0 is swimming and -1 out (as check --json has them), in words
function total(v, T) {
  if (v > 0) return String(v);
  return T(v === 0 ? "widget.schwimmen.swims" : "widget.schwimmen.out");
}

// What the middle may still show in a deal the Table has seen only part of: the line that
// names who knocked, and the status line with the discards and the passes counted.
function reserve(cell, list, ctx) {
  if (!list.length) return [];
  if (cell !== "c") {
    // a seat: its cards laid open (after a knock, at the deal's end) with their value, its head
    // naming the knock (and a lost life): drawn from the position at hand, as if it were so
    // (up to four players: with more, rows that all kept this room would not fit a 720 px
    // screen, and the screen comes first)
    const view = ctx.frame && ctx.frame.v;
    if (!view || !view.players || !view.players[cell] || view.players.length > 4) return [];
    return [false, true].map((lost) => {
      const v = JSON.parse(JSON.stringify(view));
      v.knocked = cell; v.over = false; v.losers = lost ? [cell] : [];
      v.players[cell].hand = ["QD", "QH", "QS"]; v.players[cell].value = 30.5;
      const d = seatThing(v, cell, ctx);
      d.key = "reserve|" + d.key;
      return d;
    });
  }
  const base = list[list.length - 1];
  const status = [base.status[0], ctx.T("widget.schwimmen.discard", { n: 20 }), ctx.T("widget.schwimmen.passes", { n: 9 })];
  return [Object.assign({}, base, { knocked: ctx.T("widget.schwimmen.knocked_by", { player: "\u2014" }), status, over: null, key: "reserve|c|" + base.key })];
}
GAMES.schwimmen = { draw, describe, total, plan, things, measure, reserve, right: false };
