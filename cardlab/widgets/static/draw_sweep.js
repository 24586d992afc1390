// cardlab: drawing of a Sweep position (from Sweep's view JSON).  Plain ES module.
// Sweep plays to the right, so the seats go round counterclockwise.
import { GAMES, CARD_W, CARD_H, CENTER, PANEL_W, TABLE_W, TABLE_H, svg, card, fan, label, panel, seatSpots, directionArrow, isolatedName } from "./cards.js";

function changes(ctx) {
  const out = { seat: null, captured: 0, sweep: false, trail: false, build: false };
  const f = ctx.frame;
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

function draw(root, view, ctx) {
  root.setAttribute("viewBox", `0 0 ${TABLE_W} ${TABLE_H}`);
  const ch = changes(ctx);
  const n = view.players.length;
  const spots = seatSpots(n, true);
  view.players.forEach((p, s) => {
    const team = teamOf(view, s);
    const extra = [s === view.dealer ? ctx.T("widget.sweep.dealer") : null, team ? ctx.T("widget.sweep.team", { n: team }) : null].filter(Boolean).join(" \u00B7 ");
    const g = panel(root, s, spots[s][0], spots[s][1], ctx, view, extra);
    g.setAttribute("data-seat", s);
    if (p.hand) {
      if (p.hand.length) fan(g, p.hand, 12, 30, 200, ctx, { max: 48 });
      else label(g, 12, 62, ctx.T("widget.no_cards"), "cl-small");
    } else if (p.hand_count) {
      fan(g, new Array(p.hand_count).fill("?"), 12, 30, 12 + p.hand_count * 16 + CARD_W, ctx, { max: 16, title: ctx.T("widget.hidden_cards", { n: p.hand_count }) });
    }
    // the captured pile, face down, with its count; sweeps marked face up
    const cx = 230, cy = 30;
    if (p.captured_count) {
      const k = Math.min(4, p.captured_count);
      for (let i = 0; i < k; i++) card(g, "?", cx + i * 3, cy + i * 2, ctx, { title: ctx.T("widget.sweep.captured", { n: p.captured_count }) });
    } else card(g, null, cx, cy, ctx);
    const got = ch.seat === s && ch.captured;
    label(g, cx, cy + CARD_H + 22, ctx.T("widget.sweep.captured", { n: p.captured_count }) + (got ? " (+" + ch.captured + ")" : ""), got ? "cl-picked" : "cl-small");
    label(g, 12, 120, ctx.T("widget.sweep.hand_n", { n: p.hand_count }), "cl-small");
    const sw = label(g, 12, 140, ctx.T("widget.sweep.sweeps", { n: p.sweeps }), p.sweeps ? "cl-run-label cl-sweeps" : "cl-small");
    if (p.captured && p.captured.length) {
      fan(g, p.captured, 12, 148, PANEL_W - 24, ctx, { max: 12, w: 22, h: 28 });
    }
  });
  const c = svg("g", { transform: `translate(${CENTER.x},${CENTER.y})`, class: "cl-center" }, root);
  svg("rect", { width: CENTER.w, height: CENTER.h, rx: 14, class: "cl-felt" }, c);
  label(c, 14, 22, ctx.T("widget.sweep.table"), "cl-name");
  // which table cards are new: those not on the table before (a trail or a build)
  const before = {};
  if (ctx.prev) for (const x of ctx.prev.table || []) before[x] = (before[x] || 0) + 1;
  const items = [];
  for (const x of view.table) { const isNew = ctx.prev && !(before[x] > 0); if (!isNew) before[x]--; items.push({ cards: [x], hl: isNew }); }
  for (const b of view.builds) items.push({ cards: b.build, build: b });
  const per = items.length > 6 ? Math.max(26, (CENTER.w - 28) / items.length) : CARD_W + 10;
  let x = 14;
  for (const it of items) {
    if (it.build) {
      const g = svg("g", { class: "cl-build", role: "group", "aria-label": ctx.T("widget.sweep.build", { value: it.build.value, player: ctx.name(it.build.owner) }) }, c);
      svg("rect", { x: x - 3, y: 33, width: CARD_W + 6 + (it.cards.length - 1) * 10, height: CARD_H + 6, rx: 6, class: "cl-hl-frame" }, g);
      it.cards.forEach((k, j) => card(g, k, x + j * 10, 36, ctx));
      label(c, x, 36 + CARD_H + 18, ctx.T("widget.sweep.build", { value: it.build.value, player: isolatedName(ctx.name(it.build.owner)) }), "cl-small");
      x += Math.max(per, CARD_W + 14 + (it.cards.length - 1) * 10);
    } else {
      card(c, it.cards[0], x, 36, ctx, { hl: it.hl });
      x += per;
    }
  }
  if (!items.length) label(c, 14, 70, ctx.T("widget.sweep.empty_table"), "cl-small");
  if (ch.sweep) {
    const b = svg("g", { class: "cl-banner" }, c);
    svg("rect", { x: 14, y: 36 + CARD_H + 28, width: CENTER.w - 28, height: 26, rx: 8 }, b);
    label(b, CENTER.w / 2, 36 + CARD_H + 46, ctx.T("widget.sweep.sweep"), "cl-banner-text", { "text-anchor": "middle" });
  } else if (ch.captured) {
    label(c, 14, 36 + CARD_H + 44, ctx.T("widget.sweep.took", { player: isolatedName(ctx.name(ch.seat)), n: ch.captured }), "cl-picked");
  }
  const bits = [ctx.T("widget.sweep.stock", { n: view.stock_count })];
  if (view.last_capture !== null && view.last_capture !== undefined) bits.push(ctx.T("widget.sweep.last_capture", { player: isolatedName(ctx.name(view.last_capture)) }));
  label(c, 14, CENTER.h - 12, bits.join("   "), "cl-small");
  directionArrow(c, CENTER.w - 26, 26, 14, ctx, true);
  if (view.over) label(c, CENTER.w / 2, CENTER.h - 34, ctx.T("widget.deal_over"), "cl-over", { "text-anchor": "middle" });
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

GAMES.sweep = { draw, describe };
