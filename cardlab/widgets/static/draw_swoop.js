// cardlab: drawing of a Swoop position (from Swoop's view JSON).  Plain ES module.
import { GAMES, CARD_W, CARD_H, CENTER, PANEL_W, PANEL_H, TABLE_W, TABLE_H, svg, card, fan, label, panel, seatSpots, directionArrow, rankOf, isolatedName } from "./cards.js";

function topRun(pile) {
  if (!pile.length) return 0;
  const r = rankOf(pile[pile.length - 1]);
  let k = 0;
  for (let i = pile.length - 1; i >= 0 && rankOf(pile[i]) === r; i--) k++;
  return k;
}

// What the move did, from its events (numbers only) and the previous view.
function changes(view, ctx) {
  const out = { played: 0, picked: 0, swooped: 0, seat: null, slots: [] };
  const f = ctx.frame;
  if (!f || !f.ev) return out;
  out.seat = f.s;
  for (const e of f.ev) {
    if (e.kind === "swoop.play" || e.kind === "swoop.start" || e.kind === "swoop.new_pile") out.played = e.data.n;
    if (e.kind === "swoop.pickup") out.picked = e.data.n;
    if (e.kind === "swoop.four" || e.kind === "swoop.special") out.swooped = (e.kind === "swoop.special" ? e.data.n + 1 : e.data.n);
    if (e.data.slots) out.slots = out.slots.concat(e.data.slots);
    if (e.data.mystery) out.mystery = e.data.mystery;
  }
  return out;
}

function drawPlayer(g, p, seat, view, ctx, ch) {
  const mover = ch.seat === seat;
  // the hand, fanned; others' hands as backs when hidden
  const hy = 28;
  if (p.hand) {
    if (p.hand.length) fan(g, p.hand, 12, hy, PANEL_W - 24, ctx, { max: 26 });
    else label(g, 12, hy + 34, ctx.T("widget.no_cards"), "cl-small");
  } else if (p.hand_count) {
    const k = Math.min(p.hand_count, 14);
    fan(g, new Array(k).fill("?"), 12, hy, Math.min(PANEL_W - 60, 12 + k * 14 + CARD_W), ctx, { max: 14, title: ctx.T("widget.hidden_cards", { n: p.hand_count }) });
  }
  if (mover && ch.picked) label(g, PANEL_W - 12, hy + CARD_H + 12, "+" + ch.picked, "cl-picked", { "text-anchor": "end" });
  // the table cards: mystery card under each face-up card
  const ty = hy + CARD_H + 26;
  label(g, 12, ty + 24, ctx.T("widget.swoop.up"), "cl-small");
  label(g, 12, ty + 6, ctx.T("widget.swoop.down"), "cl-small cl-mystery-label");
  for (let i = 0; i < 4; i++) {
    const x = 108 + i * (CARD_W + 4);
    const down = p.down[i], up = p.up[i];
    const slotHl = mover && (ch.slots.includes(i + 1) || ch.mystery === i + 1);
    if (down !== null && down !== undefined) {
      const m = card(g, down, x, ty - 12, ctx, { w: CARD_W - 6, h: CARD_H - 10 });
      m.setAttribute("class", m.getAttribute("class") + " cl-mystery");
      if (down !== "?") m.setAttribute("aria-label", ctx.T("widget.swoop.down") + ": " + ctx.cardName(down));
    }
    if (up !== null && up !== undefined) card(g, up, x, ty + 8, ctx, { w: CARD_W - 6, h: CARD_H - 10 });
    if ((down === null || down === undefined) && (up === null || up === undefined)) card(g, null, x, ty, ctx, { w: CARD_W - 6, h: CARD_H - 10, hl: slotHl });
    else if (slotHl) svg("rect", { x: x - 4, y: ty - 6, width: CARD_W + 2, height: CARD_H - 2, rx: 6, class: "cl-hl-frame" }, g);
  }
  if (view.revealed && view.revealed.seat === seat) {
    const r = card(g, view.revealed.card, 30, ty + 14, ctx, { hl: true, w: CARD_W - 10, h: CARD_H - 18 });
    r.setAttribute("aria-label", ctx.T("widget.swoop.revealed", { card: ctx.cardName(view.revealed.card) }));
  }
}

function draw(root, view, ctx) {
  const n = view.players.length;
  root.setAttribute("viewBox", `0 0 ${TABLE_W} ${TABLE_H}`);
  const ch = changes(view, ctx);
  const spots = seatSpots(n);
  for (let s = 0; s < n; s++) {
    const p = view.players[s];
    const g = panel(root, s, spots[s][0], spots[s][1], ctx, view, ctx.T("widget.swoop.hand_n", { n: p.hand_count }));
    g.setAttribute("data-seat", s);
    drawPlayer(g, p, s, view, ctx, ch);
  }
  // the middle: the pile fanned bottom to top, the run on top marked
  const c = svg("g", { transform: `translate(${CENTER.x},${CENTER.y})`, class: "cl-center" }, root);
  svg("rect", { width: CENTER.w, height: CENTER.h, rx: 14, class: "cl-felt" }, c);
  const pile = view.pile;
  label(c, 14, 22, ctx.T("widget.swoop.pile_cards", { n: pile.length }), "cl-name");
  const pg = svg("g", { class: "cl-pile", role: "list", "aria-label": ctx.T("widget.swoop.pile") }, c);
  if (pile.length) {
    const run = topRun(pile);
    const from = ch.played ? pile.length - ch.played : pile.length;
    const width = CENTER.w - 28;
    const n2 = pile.length;
    const dx = n2 > 1 ? Math.min(CARD_W + 4, (width - CARD_W) / (n2 - 1)) : 0;
    for (let i = 0; i < n2; i++) {
      const inRun = i >= n2 - run;
      const g = card(pg, pile[i], 14 + i * dx, 36 + (inRun ? 0 : 10), ctx, { hl: i >= from });
      g.setAttribute("role", "listitem");
      if (inRun) g.setAttribute("class", g.getAttribute("class") + " cl-run");
    }
    label(c, 14, 36 + CARD_H + 30, ctx.T("widget.swoop.run", { n: run, rank: ctx.rankLabel(rankOf(pile[n2 - 1])) }), "cl-run-label");
  } else {
    label(c, 14, 70, ctx.T("widget.swoop.empty_pile"), "cl-small");
  }
  if (ch.swooped) {
    const b = svg("g", { class: "cl-banner" }, c);
    svg("rect", { x: 14, y: 36 + CARD_H + 40, width: CENTER.w - 28, height: 26, rx: 8 }, b);
    label(b, CENTER.w / 2, 36 + CARD_H + 58, ctx.T("widget.swoop.swoop", { n: ch.swooped }), "cl-banner-text", { "text-anchor": "middle" });
  } else if (ch.picked) {
    label(c, 14, 36 + CARD_H + 58, ctx.T("widget.swoop.picked", { player: isolatedName(ctx.name(ch.seat)), n: ch.picked }), "cl-picked");
  }
  label(c, 14, CENTER.h - 12, ctx.T("widget.swoop.out", { n: view.out_count }) + "   " +
    ctx.T("widget.swoop.since", { n: view.plays_since_swoop }), "cl-small");
  directionArrow(c, CENTER.w - 26, 26, 14, ctx, false);
  if (view.over) {
    const msg = view.winner !== null && view.winner !== undefined ? ctx.T("widget.wins_deal", { player: isolatedName(ctx.name(view.winner)) })
      : (view.dead ? ctx.T("widget.swoop.dead") : ctx.T("widget.deal_over"));
    label(c, CENTER.w / 2, CENTER.h - 34, msg, "cl-over", { "text-anchor": "middle" });
  }
}

function names(cards, ctx) {
  return cards.map((c) => ctx.cardName(c)).join(", ");
}

// The position in words, for screen readers (only what the view holds).
function describe(view, ctx) {
  const lines = [];
  view.players.forEach((p, s) => {
    const parts = [ctx.name(s) + (view.to_move === s ? " (" + ctx.T("widget.to_move_short") + ")" : "")];
    parts.push(ctx.T("widget.swoop.hand") + ": " + (p.hand ? (p.hand.length ? names(p.hand, ctx) : ctx.T("widget.no_cards"))
      : ctx.T("widget.hidden_cards", { n: p.hand_count })));
    const up = p.up.filter((c) => c !== null);
    parts.push(ctx.T("widget.swoop.up") + ": " + (up.length ? names(up, ctx) : ctx.T("widget.nothing")));
    const down = p.down.filter((c) => c !== null);
    parts.push(ctx.T("widget.swoop.down") + ": " + (down.length ? (down.every((c) => c !== "?") ? names(down, ctx) : ctx.T("widget.hidden_cards", { n: down.length })) : ctx.T("widget.nothing")));
    lines.push(parts.join("; ") + ".");
  });
  if (view.pile.length) {
    const top = view.pile.slice(-Math.min(4, view.pile.length)).reverse();
    lines.push(ctx.T("widget.swoop.pile_cards", { n: view.pile.length }) + ": " + names(top, ctx) + (view.pile.length > 4 ? ", …" : "") + ".");
  } else lines.push(ctx.T("widget.swoop.empty_pile"));
  if (view.revealed) lines.push(ctx.T("widget.swoop.revealed", { card: ctx.cardName(view.revealed.card) }) + ".");
  lines.push(ctx.T("widget.swoop.out", { n: view.out_count }) + ".");
  return lines.join(" ");
}

GAMES.swoop = { draw, describe };
