// cardlab: drawing of a Schwimmen position (from Schwimmen's view JSON).  Plain ES module.
import { GAMES, CARD_W, CARD_H, CENTER, PANEL_W, TABLE_W, TABLE_H, svg, card, fan, label, panel, seatSpots, directionArrow, isolatedName } from "./cards.js";

function hearts(g, x, y, lives, ctx) {
  // three lives as three marks; a swimming player has none left but still plays
  const t = label(g, x, y, "", "cl-lives", { "aria-label": ctx.T("widget.schwimmen.lives", { n: Math.max(0, lives) }) });
  for (let i = 0; i < 3; i++) svg("tspan", { class: i < lives ? "cl-life" : "cl-life-lost" }, t).textContent = "\u25CF";
  return t;
}

function draw(root, view, ctx) {
  root.setAttribute("viewBox", `0 0 ${TABLE_W} ${TABLE_H}`);
  const n = view.players.length;
  const spots = seatSpots(n, false);
  const f = ctx.frame;
  const swapped = f && f.ev && f.ev.some((e) => e.kind === "schwimmen.swap" || e.kind === "schwimmen.swap_all" || e.kind === "schwimmen.renew" || e.kind === "schwimmen.keep" || e.kind === "schwimmen.second");
  const before = {};
  if (ctx.prev && ctx.prev.middle) for (const x of ctx.prev.middle) before[x] = true;
  view.players.forEach((p, s) => {
    const st = p.status === "swimming" || (view.swimming || []).includes(s) ? ctx.T("widget.schwimmen.swims")
      : p.status === "out" ? ctx.T("widget.schwimmen.out") : "";
    const extra = [s === view.dealer ? ctx.T("widget.schwimmen.dealer") : null, view.knocked === s ? ctx.T("widget.schwimmen.knocked") : null, st || null].filter(Boolean).join(" \u00B7 ");
    const g = panel(root, s, spots[s][0], spots[s][1], ctx, view, extra);
    g.setAttribute("data-seat", s);
    if (p.status === "out") g.setAttribute("opacity", "0.45");
    if (p.hand) fan(g, p.hand, 12, 30, 170, ctx, { max: 50, hlFrom: undefined });
    else if (p.hand_count) fan(g, new Array(p.hand_count).fill("?"), 12, 30, 170, ctx, { max: 50, title: ctx.T("widget.hidden_cards", { n: p.hand_count }) });
    else label(g, 12, 62, ctx.T("widget.no_cards"), "cl-small");
    label(g, 12, 120, ctx.T("widget.schwimmen.lives", { n: Math.max(0, p.lives) }), "cl-small");
    hearts(g, 80, 121, p.lives, ctx);
    if (p.value !== undefined && p.value !== null) label(g, 12, 140, ctx.T("widget.schwimmen.value", { n: p.value }), "cl-small");
    if (st) label(g, 200, 70, st, "cl-swims");
    if ((view.losers || []).includes(s)) label(g, 200, 96, ctx.T("widget.schwimmen.lost_life"), "cl-picked");
  });
  const c = svg("g", { transform: `translate(${CENTER.x},${CENTER.y})`, class: "cl-center" }, root);
  svg("rect", { width: CENTER.w, height: CENTER.h, rx: 14, class: "cl-felt" }, c);
  if (view.middle) {
    label(c, 14, 22, ctx.T("widget.schwimmen.middle"), "cl-name");
    view.middle.forEach((x, i) => card(c, x, 14 + i * (CARD_W + 10), 36, ctx, { hl: !!(swapped && ctx.prev && !before[x]) }));
  } else if (view.stacks) {
    label(c, 14, 22, ctx.T("widget.schwimmen.stacks"), "cl-name");
    view.stacks.forEach((stack, k) => {
      const cards = stack || new Array((view.stack_counts || [3, 3])[k]).fill("?");
      fan(c, cards, 14 + k * 160, 36, 140, ctx, { max: 46 });
    });
  } else label(c, 14, 70, ctx.T("widget.schwimmen.no_middle"), "cl-small");
  const bits = [ctx.T("widget.schwimmen.stock", { n: view.stock_count })];
  if (view.discard_count) bits.push(ctx.T("widget.schwimmen.discard", { n: view.discard_count }));
  if (view.passes) bits.push(ctx.T("widget.schwimmen.passes", { n: view.passes }));
  label(c, 14, CENTER.h - 12, bits.join("   "), "cl-small");
  if (view.knocked !== null && view.knocked !== undefined && !view.over) label(c, 14, 36 + CARD_H + 30, ctx.T("widget.schwimmen.knocked_by", { player: isolatedName(ctx.name(view.knocked)) }), "cl-picked");
  directionArrow(c, CENTER.w - 26, 26, 14, ctx, false);
  if (view.over) label(c, CENTER.w / 2, CENTER.h - 34, ctx.T("widget.deal_over"), "cl-over", { "text-anchor": "middle" });
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

GAMES.schwimmen = { draw, describe, total };
