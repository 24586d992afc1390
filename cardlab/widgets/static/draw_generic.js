// cardlab: a drawing for any game from its view JSON alone (used when a game has no drawing
// module of its own): each player's card lists and numbers, then the table's.  Plain ES module.
import { LM, fanLayout, fitText } from "./layout.js";
import { GAMES, fan, label, panel, panelHead, centre, CENTRE_HEAD, tablePlan, frameOf, sizeDrawing, statusFlow, drawStatus } from "./cards.js";

const PAD = LM.pad;
const isCard = (x) => typeof x === "string" && (x === "?" || /^(10|[2-9AJQK])[CDHS]$|^X$/.test(x));
const isCardList = (v) => Array.isArray(v) && v.length > 0 && v.every((x) => x === null || isCard(x));
const keyLabel = (k, ctx) => ctx.L["widget.key." + k] || k.replace(/_/g, " ");

// A readable list of a view object's fields: [key, value] pairs of card lists and of numbers.
function fields(obj) {
  const cards = [], other = [];
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    if (isCardList(v)) cards.push([k, v]);
    else if (Array.isArray(v) && v.length && v.every((x) => x && typeof x === "object" && !Array.isArray(x))) {
      v.forEach((x, i) => { for (const [k2, v2] of fields(x).cards) cards.push([k + " " + (i + 1) + " " + k2, v2]); });
    } else if (typeof v === "number" || typeof v === "boolean") other.push([k, v]);
  }
  return { cards, other };
}

function listsLayout(lists, inner, y) {
  const out = [];
  for (const [k, cards] of lists) {
    const f = fanLayout(cards.length, inner);
    out.push({ k, cards, labelY: y + 11, y: y + 15, f });
    y += 15 + f.h + 4;
  }
  return { lists: out, y };
}

function things(view, ctx) {
  const players = Array.isArray(view.players) ? view.players : [];
  const seats = players.map((p, s) => {
    const f = fields(p || {});
    const extra = f.other.filter(([k]) => !k.endsWith("_count")).map(([k, v]) => keyLabel(k, ctx) + ": " + v).join("  ");
    const lists = f.cards.slice(0, 2);
    return { key: JSON.stringify([extra, lists.map(([k, c]) => [k, c.length]), view.to_move === s]), s, extra, lists, mover: view.to_move === s };
  });
  const f = fields(view);
  const lists = f.cards.slice(0, 2);
  const status = f.other.filter(([k]) => k !== "over").map(([k, v]) => keyLabel(k, ctx) + ": " + v);
  return { seats, centre: { key: JSON.stringify([lists.map(([k, c]) => [k, c.length]), status]), lists, status } };
}

function seatLayout(d, w, ctx) {
  const head = panelHead(ctx, d.s, d.mover, w, fitText(d.extra, w - 2 * PAD, LM.smallFs, ctx.tw));
  const l = listsLayout(d.lists, w - 2 * PAD, head.h + 2);
  return { head, lists: l.lists, h: l.y + PAD };
}
function centreLayout(d, w, ctx) {
  const inner = w - 2 * (PAD + 4);
  const l = listsLayout(d.lists, inner, CENTRE_HEAD);
  const status = statusFlow(ctx, d.status, inner);
  return { inner, lists: l.lists, status, statusY: l.y + 12, h: l.y + status.lines * LM.line + 8 };
}
function measure(cell, d, w, ctx) { return cell === "c" ? centreLayout(d, w, ctx).h : seatLayout(d, w, ctx).h; }
function plan(frames, ctx) { return tablePlan(GAMES.generic, frames, ctx); }

function drawLists(g, x, lists, ctx) {
  for (const l of lists) {
    label(g, x, l.labelY, fitText(keyLabel(l.k, ctx), 300, LM.smallFs, ctx.tw), "cl-small", { "font-size": LM.smallFs });
    fan(g, l.cards, x, l.y, 0, ctx, { fan: l.f });
  }
}

function draw(root, view, ctx) {
  const p = ctx.plan || plan([frameOf(view, ctx)], ctx);
  root.replaceChildren();
  sizeDrawing(root, p);
  const t = things(view, ctx);
  t.seats.forEach((d, s) => {
    const lay = seatLayout(d, p.seats[s].w, ctx);
    const { g } = panel(root, s, p.seats[s], ctx, view, lay.head);
    drawLists(g, PAD, lay.lists, ctx);
  });
  const lay = centreLayout(t.centre, p.centre.w, ctx);
  const { g: c } = centre(root, p.centre, ctx, "", false);
  drawLists(c, PAD + 4, lay.lists, ctx);
  drawStatus(c, PAD + 4, lay.statusY, lay.status);
}

function describe(view, ctx) {
  const lines = [];
  const players = Array.isArray(view.players) ? view.players : [];
  players.forEach((p, s) => {
    const f = fields(p || {});
    const parts = [ctx.name(s) + (view.to_move === s ? " (" + ctx.T("widget.to_move_short") + ")" : "")];
    for (const [k, cards] of f.cards) parts.push(keyLabel(k, ctx) + ": " + cards.map((x) => (x === null ? ctx.T("widget.empty_slot") : x === "?" ? ctx.T("widget.card_back") : ctx.cardName(x))).join(", "));
    for (const [k, v] of f.other) parts.push(keyLabel(k, ctx) + ": " + v);
    lines.push(parts.join("; ") + ".");
  });
  const f = fields(view);
  for (const [k, cards] of f.cards) lines.push(keyLabel(k, ctx) + ": " + cards.map((x) => (x === null ? ctx.T("widget.empty_slot") : x === "?" ? ctx.T("widget.card_back") : ctx.cardName(x))).join(", ") + ".");
  return lines.join(" ");
}

GAMES.generic = { draw, describe, plan, things, measure, right: false };
