// cardlab: a drawing for any game from its view JSON alone (used when a game has no drawing
// module of its own): each player's card lists and numbers, then the table's.  Plain ES module.
import { GAMES, CARD_W, CARD_H, CENTER, PANEL_W, TABLE_W, TABLE_H, svg, fan, label, panel, seatSpots, directionArrow } from "./cards.js";

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

function draw(root, view, ctx) {
  root.setAttribute("viewBox", `0 0 ${TABLE_W} ${TABLE_H}`);
  const players = Array.isArray(view.players) ? view.players : [];
  const spots = seatSpots(players.length);
  players.forEach((p, s) => {
    const f = fields(p || {});
    const extra = f.other.filter(([k]) => !k.endsWith("_count")).map(([k, v]) => keyLabel(k, ctx) + ": " + v).join("  ");
    const g = panel(root, s, spots[s][0], spots[s][1], ctx, view, extra);
    let y = 30;
    for (const [k, cards] of f.cards.slice(0, 2)) {
      label(g, 12, y + 10, keyLabel(k, ctx), "cl-small");
      fan(g, cards, 12, y + 14, PANEL_W - 24, ctx, { max: 26, w: CARD_W - 8, h: CARD_H - 14 });
      y += CARD_H + 4;
    }
  });
  const c = svg("g", { transform: `translate(${CENTER.x},${CENTER.y})`, class: "cl-center" }, root);
  svg("rect", { width: CENTER.w, height: CENTER.h, rx: 14, class: "cl-felt" }, c);
  const f = fields(view);
  let y = 8;
  for (const [k, cards] of f.cards.slice(0, 2)) {
    label(c, 14, y + 14, keyLabel(k, ctx), "cl-small");
    fan(c, cards, 14, y + 20, CENTER.w - 28, ctx, { max: 48 });
    y += CARD_H + 26;
  }
  label(c, 14, CENTER.h - 10, f.other.filter(([k]) => k !== "over").map(([k, v]) => keyLabel(k, ctx) + ": " + v).join("  "), "cl-small");
  directionArrow(c, CENTER.w - 26, 26, 14, ctx);
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

GAMES.generic = { draw, describe };
