// cardlab: drawing of a Swoop position (from Swoop's view JSON).  Plain ES module.
// The layout is computed for the width given (cards.js tablePlan, layout.js): every card's
// corner index stays visible, the table is as tall as its content and no taller than allowed.
import { LM, fanLayout, fitText, wrapText, flowBoxes, focusArrangements } from "../../widgets/static/layout.js";
import {
  GAMES, svg, card, fan, backs, BACKS_H, label, lines, panel, panelHead, centre, CENTRE_HEAD, tablePlan, frameOf, sizeDrawing, keeper, signature,
  banner, bannerLines, bannerHeight, statusFlow, drawStatus, rankOf, isolatedName, r1,
} from "../../widgets/static/cards.js";

// The four table places: each mystery card with its face-up card on it.  Two ways to lay them:
//   tall  the mystery card shows above its face-up card (its index when its face is shown, else
//         a strip of its back); the places fanned, each face-up index visible
//   wide  the mystery card shows left of its face-up card; one row, as tall as a card
const STRIP_BACK = 12;                    // a face-down mystery card shows this much
const PEEK_BACK = 9;
function slotStyle(kind, known) {
  if (kind === "tall") {
    const step = LM.iw + 2, strip = known ? LM.ih : STRIP_BACK;
    return { kind, step, dx: 0, dy: strip, w: 3 * step + LM.cw, h: strip + LM.ch };
  }
  const peek = known ? LM.iw : PEEK_BACK, step = peek + LM.iw + 2;
  return { kind, step, dx: peek, dy: 0, w: 3 * step + peek + LM.cw, h: LM.ch };
}
const PAD = LM.pad;

function topRun(pile) {
  if (!pile.length) return 0;
  const r = rankOf(pile[pile.length - 1]);
  let k = 0;
  for (let i = pile.length - 1; i >= 0 && rankOf(pile[i]) === r; i--) k++;
  return k;
}

// What the move did, from its events (numbers only).
function changes(f) {
  const out = { played: 0, picked: 0, swooped: 0, seat: null, slots: [] };
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

// -- the focus layout ----------------------------------------------------------------------
// Six to eight hands, each fanned so that every index shows, do not fit a 1280x720 screen at a
// readable size, nor does a hand of 15 in a seat that shares a row with three others.  With six
// players or more, each seat shows its name, its count and its table places, and one hand lies at
// full size in a cell of its own beside the pile: the viewer's own (the Table, a seat's replay),
// else the hand of the player to move (at the end, of the player who moved last).  ctx.allHands
// (the replay's "All hands" switch) draws every hand in its seat, smaller.
const FOCUS_FROM = 6;
const ownSeat = (view, ctx) => (typeof ctx.seat === "number" && view.players[ctx.seat] && view.players[ctx.seat].hand ? ctx.seat : null);
function focused(view, ctx) {
  return !ctx.allHands && view.players.length >= FOCUS_FROM
    && (ownSeat(view, ctx) !== null || view.players.filter((p) => p.hand).length >= 2);
}
function focusThing(view, ctx, ch) {
  const own = ownSeat(view, ctx);
  const s = own !== null ? own : view.to_move !== null && view.to_move !== undefined ? view.to_move : ch.seat;
  const p = s === null || s === undefined ? null : view.players[s];
  const n = !p ? 0 : p.hand ? p.hand.length : p.hand_count;
  // at the Table (touch), the learner's own hand is "Your hand"
  const title = !p ? "" : ctx.touch && own === s ? ctx.T("widget.swoop.your_hand")
    : ctx.T("widget.swoop.focus_hand", { player: isolatedName(ctx.name(s)) });
  return { s: p ? s : null, n, hidden: !!p && !p.hand, mover: !!p && view.to_move === s, title, key: ["f", p ? s : -1, n, p && !p.hand ? 1 : 0, title].join("|") };
}
function focusLayout(d, w) {
  const inner = w - 2 * PAD, top = LM.nameLine + 2;
  const f = d.n && !d.hidden ? fanLayout(d.n, inner) : null;
  return { h: top + (f ? f.h : d.n ? BACKS_H : LM.line) + PAD, fan: f, top, inner };
}
function drawFocus(root, view, rect, ctx, d) {
  const lay = focusLayout(d, rect.w);
  const g = svg("g", { transform: `translate(${r1(rect.x)},${r1(rect.y)})`, class: "cl-focus", "data-focus-seat": d.s === null ? "" : d.s }, root);
  svg("rect", { width: r1(rect.w), height: r1(rect.h), rx: 8, class: "cl-panel-bg" + (d.mover ? " cl-mover" : "") }, g);
  label(g, PAD, 15, fitText(d.title, lay.inner, LM.nameFs, (s, fs) => ctx.tw(s, fs, true)), "cl-name" + (d.mover ? " cl-mover-name" : ""), { "font-size": LM.nameFs });
  const p = d.s === null ? null : view.players[d.s];
  if (p && p.hand && p.hand.length) fan(g, p.hand, PAD, lay.top, lay.inner, ctx, { place: "hand", fan: lay.fan });
  else if (p && !p.hand && p.hand_count) backs(g, p.hand_count, PAD, lay.top, lay.inner, ctx);
  else if (p) label(g, PAD, lay.top + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  return g;
}
function arrangements(n, frames, ctx) {
  return frames.length && focused(frames[0].v, ctx) ? focusArrangements(n, false) : undefined;
}

// -- a player's panel ----------------------------------------------------------------------
function seatThing(view, s, ctx, ch, compact) {
  const p = view.players[s];
  const revealed = !!(view.revealed && view.revealed.seat === s);
  const known = revealed || p.down.some((c) => c !== null && c !== undefined && c !== "?");
  const hidden = !p.hand;
  const n = hidden ? p.hand_count : p.hand.length;
  const plus = ch && ch.seat === s && ch.picked ? " (+" + ch.picked + ")" : "";
  // (compact, in the focus layout: the short form, so that the head keeps to one line)
  const extra = ctx.T(compact ? "widget.swoop.hand_short" : "widget.swoop.hand_n", { n: p.hand_count }) + plus;
  // shorter forms where the seat is narrow: the count without the cards picked up (the middle
  // says who picked up how many)
  const short = ctx.T("widget.swoop.hand_short", { n: p.hand_count });
  const extraShort = plus ? [short + plus, short] : short;
  const mover = view.to_move === s;
  return { key: [hidden ? "h" : "v", n, known ? 1 : 0, mover ? 1 : 0, compact ? 1 : 0, extra].join("|"), s, n, hidden, known, extra, extraShort, mover, compact: !!compact };
}

function seatLayout(d, w, ctx) {
  const head = panelHead(ctx, d.s, d.mover, w, d.extra, d.extraShort, !!d.compact);
  const inner = w - 2 * PAD;
  const top = head.h + 2;
  const upL = ctx.T("widget.swoop.up"), downL = ctx.T("widget.swoop.down");
  const labW = Math.max(ctx.tw(upL, LM.smallFs), ctx.tw(downL, LM.smallFs)) + 8;
  if (d.compact) {
    // the focus layout: no hand here (its count is in the head), the places in one row when
    // they fit, else fanned
    const wide = slotStyle("wide", d.known), sl = wide.w <= inner ? wide : slotStyle("tall", d.known);
    return { h: top + sl.h + PAD, mode: "compact", fan: null, hand: null, slots: { x: PAD, y: top }, sl, head, labels: false };
  }
  const cards = !d.hidden && d.n > 0;
  const fixedW = d.n ? Math.min(LM.bmax, d.n) * LM.bstep + LM.bw + 30 : ctx.tw(ctx.T("widget.no_cards"), LM.smallFs);
  const fixedH = d.n ? BACKS_H : LM.line;
  let best = null;
  for (const kind of ["tall", "wide"]) {
    const sl = slotStyle(kind, d.known);
    if (kind === "wide" && sl.w > inner) continue;      // tall always, even when it does not fit
    // the hand beside the places, or above them
    const sideW = inner - sl.w - 10;
    const side = cards ? (sideW >= LM.cw + 3 * LM.iw ? fanLayout(d.n, sideW) : null) : (fixedW <= sideW ? true : null);
    if (side) {
      const hh = cards ? side.h : fixedH;
      const h = top + Math.max(hh, sl.h) + PAD;
      if (!best || h < best.h) best = { h, mode: "side", fan: cards ? side : null, hand: { x: PAD, y: top, w: sideW }, slots: { x: w - PAD - sl.w, y: top }, sl };
    }
    const st = cards ? fanLayout(d.n, inner) : null;
    const hh = cards ? st.h : fixedH;
    const h = top + hh + 6 + sl.h + PAD;
    if (!best || h < best.h) best = { h, mode: "stack", fan: st, hand: { x: PAD, y: top, w: inner }, slots: { x: PAD, y: top + hh + 6 }, sl };
  }
  best.head = head;
  // the places' names beside them, when there is room
  best.labels = best.mode === "stack" && best.sl.kind === "tall" && inner - best.sl.w - 10 >= labW;
  return best;
}

function drawSeat(root, view, s, rect, ctx, ch, d) {
  const p = view.players[s];
  const lay = seatLayout(d, rect.w, ctx);
  const P = panel(root, s, rect, ctx, view, lay.head);
  const g = P.g;
  const mover = ch.seat === s;
  if (d.compact) { /* the hand is in the focus cell */ }
  else if (d.hidden) {
    if (p.hand_count) backs(g, p.hand_count, lay.hand.x, lay.hand.y, lay.hand.w, ctx);
    else label(g, lay.hand.x, lay.hand.y + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  } else if (p.hand.length) {
    fan(g, p.hand, lay.hand.x, lay.hand.y, lay.hand.w, ctx, { place: "hand", fan: lay.fan });
  } else label(g, lay.hand.x, lay.hand.y + 12, ctx.T("widget.no_cards"), "cl-small", { "font-size": LM.smallFs });
  drawPlaces(g, p, s, view, ctx, ch, lay, mover);
  return g;
}

function drawPlaces(g, p, s, view, ctx, ch, lay, mover) {
  // the table places: each mystery card with its face-up card on it; a turned-up mystery card
  // lies in its own place
  const sl = lay.sl, sx = lay.slots.x, sy = lay.slots.y;
  const rev = view.revealed && view.revealed.seat === s ? view.revealed : null;
  const has = (v) => v !== null && v !== undefined;
  const downAt = (i) => (rev && rev.slot === i + 1 ? rev.card : p.down[i]);
  const slotHl = (i) => mover && (ch.slots.includes(i + 1) || ch.mystery === i + 1);
  const tg = svg("g", { class: "cl-places", role: "group", "aria-label": ctx.T("widget.swoop.up") + " / " + ctx.T("widget.swoop.down") }, g);
  const tall = sl.kind === "tall";
  const drawDown = (i) => {
    const down = downAt(i);
    if (!has(down)) return;
    // its lower right is under its face-up card, the next place's cards or (tall) the face-up
    // card of the place before
    const covered = has(p.up[i]) || (i < 3 && has(downAt(i + 1))) || (tall && i > 0 && has(p.up[i - 1]));
    const isRev = !!(rev && rev.slot === i + 1);
    const name = down === "?" ? ctx.T("widget.swoop.down") + " " + (i + 1)
      : isRev ? ctx.T("widget.swoop.revealed", { card: ctx.cardName(down) }) : ctx.T("widget.swoop.down") + ": " + ctx.cardName(down);
    card(tg, down, sx + i * sl.step, sy, ctx, { place: "down", slot: i + 1, covered, title: name, hl: isRev || (slotHl(i) && !has(p.up[i])),
      cls: "cl-mystery" + (isRev ? " cl-revealed" : "") });
  };
  const drawUp = (i) => {
    const x = sx + i * sl.step + sl.dx, up = p.up[i];
    const covered = i < 3 && (has(p.up[i + 1]) || (!tall && has(downAt(i + 1))));
    if (has(up)) card(tg, up, x, sy + sl.dy, ctx, { place: "up", slot: i + 1, covered });
    else if (!has(downAt(i))) card(tg, null, x, sy + sl.dy, ctx, { hl: slotHl(i), covered: true });
  };
  // tall: the mystery cards first, the face-up cards over them; wide: place by place, so each
  // place's cards lie over the right part of the place before
  if (tall) { for (let i = 0; i < 4; i++) drawDown(i); for (let i = 0; i < 4; i++) drawUp(i); }
  else for (let i = 0; i < 4; i++) { drawDown(i); drawUp(i); }
  if (lay.labels) {
    const lx = sx + sl.w + 8;
    label(g, lx, sy + (sl.dy > 20 ? 22 : 10), ctx.T("widget.swoop.down"), "cl-small cl-mystery-label", { "font-size": LM.smallFs });
    label(g, lx, sy + sl.dy + 30, ctx.T("widget.swoop.up"), "cl-small", { "font-size": LM.smallFs });
  }
}

// -- the middle ----------------------------------------------------------------------------
function centreThing(view, ctx, ch, foc) {
  const d = { pileN: view.pile.length, draw: view.draw || null, over: null, status: [], msg: null, msgKind: null, focus: !!foc };
  d.title = ctx.T("widget.swoop.pile_cards", { n: view.pile.length });  // "Pile" when empty
  if (ch && ch.swooped) { d.msgKind = "banner"; d.msg = ctx.T("widget.swoop.swoop", { n: ch.swooped }); }
  else if (ch && ch.picked) { d.msgKind = "picked"; d.msg = ctx.T("widget.swoop.picked", { player: isolatedName(ctx.name(ch.seat)), n: ch.picked }); }
  d.status = [ctx.T("widget.swoop.out", { n: view.out_count }), ctx.T("widget.swoop.since", { n: view.plays_since_swoop })];
  if (view.over) {
    d.over = view.winner !== null && view.winner !== undefined ? ctx.T("widget.wins_deal", { player: isolatedName(ctx.name(view.winner)) })
      : (view.dead ? ctx.T("widget.swoop.dead") : ctx.T("widget.deal_over"));
  }
  d.key = JSON.stringify([d.pileN, d.draw ? d.draw.map(([s]) => s) : 0, d.msgKind, d.msg, d.status, d.over]);
  return d;
}

// The draw for the first player, one column a player: the cards they drew (a 10 or a joker is
// drawn again, and so is a tie for the highest) fanned so that each index shows, their name
// under it.  Where a name would be cut in its column, the names go on two staggered lines, each
// as wide as two columns.
const DRAW_GAP = 6, DRAW_NAME = 16, DRAW_STAGGER = 16;
function drawGroups(draw) {
  const groups = [], at = new Map();
  draw.forEach(([s, k], i) => {
    if (!at.has(s)) { at.set(s, groups.length); groups.push({ s, cards: [], idx: [] }); }
    const g = groups[at.get(s)];
    g.cards.push(k); g.idx.push(i);
  });
  return groups;
}
function drawPlan(d, inner, ctx) {
  const groups = drawGroups(d.draw);
  const widths = groups.map((g) => LM.cw + (g.cards.length - 1) * LM.iw);
  const nameW = groups.map((g) => ctx.tw(String(ctx.name(g.s)), LM.smallFs));
  // a column as wide as its name where there is room, else as its cards
  const want = groups.map((g, i) => Math.max(widths[i], Math.min(96, nameW[i] + 8)));
  let colW = want, cols = flowBoxes(want, inner, DRAW_GAP);
  if (cols.lines > 1) { colW = widths; cols = flowBoxes(widths, inner, DRAW_GAP); }
  const stagger = groups.some((g, i) => nameW[i] > colW[i] + DRAW_GAP - 2);
  return { groups, widths, colW, cols, stagger, lineH: LM.ch + DRAW_NAME + (stagger ? DRAW_STAGGER : 0) };
}
// the widest the line under the pile gets ("Oben: 4 × 10"), or "leer"
const RUN_W = (ctx) => Math.max(ctx.tw(ctx.T("widget.swoop.run", { n: 4, rank: "10" }), 13, true), ctx.tw(ctx.T("widget.swoop.empty_pile"), LM.smallFs));
function centreLayout(d, w, ctx) {
  const inner = w - 2 * (PAD + 4), x0 = PAD + 4;
  const out = { inner, x0 };
  let y = CENTRE_HEAD;
  if (d.draw && d.draw.length) {
    out.drawTitle = y + 12;
    y += 18;
    out.drawPlan = drawPlan(d, inner, ctx);
    out.drawY = y;
    y += out.drawPlan.cols.lines * out.drawPlan.lineH;
    out.startsY = y + 12;
    y += 20;
  }
  if (d.pileN) {
    out.fan = fanLayout(d.pileN, inner, { maxRows: 2 });
    out.pileY = y;
    y += out.fan.h + 8 + 4;
    out.runY = y + 13;
    y += 19;
  } else if (!d.draw) {
    out.emptyY = y + 14;
    y += 20;
  }
  // a pick-up's line goes beside the line under the pile ("Oben: 2 × 6", "leer") where it fits,
  // so that it takes no room of its own on a wide table
  const besideX = RUN_W(ctx) + 24;
  const msgW = d.msg && d.msgKind !== "banner" ? ctx.tw(d.msg, LM.labelFs, true) : Infinity;
  if (d.msg && (d.pileN || !d.draw) && besideX + msgW <= inner) {
    out.msgBeside = { x: x0 + besideX, y: d.pileN ? out.runY : out.emptyY };
  } else if (d.msg) {
    y += 2;
    if (d.msgKind === "banner") { out.banner = bannerLines(ctx, d.msg, inner); out.msgY = y; y += bannerHeight(out.banner) + 4; }
    else { out.msgLines = wrapText(d.msg, inner, LM.labelFs, (s, fs) => ctx.tw(s, fs, true), false, 2); out.msgY = y + 13; y += out.msgLines.length * 16 + 4; }
  }
  if (d.over) {
    out.overLines = wrapText(d.over, inner, LM.nameFs, (s, fs) => ctx.tw(s, fs, true), false, 2);
    out.overY = y + 15;
    y += out.overLines.length * 18 + 2;
  }
  // (focus layout: at the start, while the draw shows, nothing is swept yet: no status line)
  out.status = d.focus && d.draw && d.draw.length ? null : statusFlow(ctx, d.status, inner);
  out.statusY = y + 12;
  if (out.status) y += out.status.lines * LM.line + 4;
  out.h = y + 2;
  return out;
}

function drawCentre(root, view, rect, ctx, ch, d) {
  const lay = centreLayout(d, rect.w, ctx);
  const { g: c } = centre(root, rect, ctx, d.title, false);
  drawMiddle(c, view, ctx, ch, d, lay);
  return c;
}

function drawMiddle(c, view, ctx, ch, d, lay) {
  const x0 = lay.x0;
  if (lay.drawPlan) {
    // the first-starter draw: each player's cards (a 10 or a joker is drawn again)
    label(c, x0, lay.drawTitle, fitText(ctx.T("widget.swoop.draw"), lay.inner, LM.labelFs, (s, fs) => ctx.tw(s, fs, true)), "cl-name", { "font-size": LM.labelFs });
    const starter = view.to_move;
    let lastOfStarter = -1;
    view.draw.forEach(([s], i) => { if (s === starter) lastOfStarter = i; });
    const dg = svg("g", { class: "cl-draw", role: "list", "aria-label": ctx.T("widget.swoop.draw") }, c);
    const P = lay.drawPlan;
    P.groups.forEach((gr, j) => {
      const [cx, line] = P.cols.pos[j];
      const col = P.colW[j], x = x0 + cx, y = lay.drawY + line * P.lineH;
      const fw = P.widths[j];
      gr.cards.forEach((k, m) => {
        const gc = card(dg, k, x + (col - fw) / 2 + m * LM.iw, y, ctx, { place: "table", hl: gr.idx[m] === lastOfStarter,
          covered: m < gr.cards.length - 1, title: ctx.name(gr.s) + ": " + ctx.cardName(k) });
        gc.setAttribute("role", "listitem");
      });
      // the name under its column; staggered, it may take the room of two columns
      const low = P.stagger && j % 2 === 1;
      const room = P.stagger ? col * 2 + DRAW_GAP - 2 : col + DRAW_GAP - 2;
      label(dg, x + col / 2, y + LM.ch + 13 + (low ? DRAW_STAGGER : 0), fitText(String(ctx.name(gr.s)), room, LM.smallFs, ctx.tw), "cl-small", { "text-anchor": "middle", "font-size": LM.smallFs });
    });
    if (starter !== null && starter !== undefined) {
      label(c, x0, lay.startsY, fitText(ctx.T("widget.swoop.starts", { player: isolatedName(ctx.name(starter)) }), lay.inner, LM.labelFs, (s, fs) => ctx.tw(s, fs, true)), "cl-run-label", { "font-size": LM.labelFs });
    }
  }
  // the pile fanned bottom to top, the run on top raised
  const pile = view.pile;
  if (pile.length) {
    const pg = svg("g", { class: "cl-pile", role: "list", "aria-label": ctx.T("widget.swoop.pile") }, c);
    const run = topRun(pile);
    const from = ch.played ? pile.length - ch.played : pile.length;
    const f = lay.fan;
    for (let i = 0; i < pile.length; i++) {
      const inRun = i >= pile.length - run;
      const g = card(pg, pile[i], x0 + f.pos[i][0], lay.pileY + f.pos[i][1] + (inRun ? 0 : 8), ctx, { hl: i >= from, covered: f.covered[i], place: "pile",
        cls: inRun ? "cl-run" : "" });
      g.setAttribute("role", "listitem");
    }
    label(c, x0, lay.runY, fitText(ctx.T("widget.swoop.run", { n: run, rank: ctx.rankLabel(rankOf(pile[pile.length - 1])) }), lay.inner, 13, (s, fs) => ctx.tw(s, fs, true)), "cl-run-label", { "font-size": 13 });
  } else if (lay.emptyY) {
    label(c, x0, lay.emptyY, fitText(ctx.T("widget.swoop.empty_pile"), lay.inner, LM.smallFs, ctx.tw), "cl-small", { "font-size": LM.smallFs });
  }
  if (lay.banner) banner(c, x0, lay.msgY, lay.inner, lay.banner);
  else if (lay.msgLines) lines(c, x0, lay.msgY, lay.msgLines, "cl-picked", LM.labelFs, 16);
  else if (lay.msgBeside) lines(c, lay.msgBeside.x, lay.msgBeside.y, [d.msg], "cl-picked", LM.labelFs, 16);
  if (lay.overLines) lines(c, x0, lay.overY, lay.overLines, "cl-over", LM.nameFs, 18);
  if (lay.status) drawStatus(c, x0, lay.statusY, lay.status);
}

// -- the whole table -----------------------------------------------------------------------
function things(view, ctx, frame) {
  const ch = changes(frame);
  const foc = focused(view, ctx);
  const t = { seats: view.players.map((p, s) => seatThing(view, s, ctx, ch, foc)), centre: centreThing(view, ctx, ch, foc) };
  if (foc) t.cells = { f: focusThing(view, ctx, ch) };
  return t;
}
// For a plan over many frames: a seat's height only grows with its hand and its head's text, the
// middle's with its pile and its texts; so the frames that show the same kind of thing merge
// into one with the most cards and the longest texts.
function combine(cell, list, ctx) {
  const longer = (a, b) => (!a ? b : !b ? a : ctx.tw(b, LM.smallFs) > ctx.tw(a, LM.smallFs) ? b : a);
  const groups = new Map();
  for (const d of list) {
    const g = cell === "c" ? [!!d.draw, d.msgKind, !!d.over].join("|") : cell === "f" ? String(d.hidden) : [d.hidden, d.known, d.mover, d.compact].join("|");
    const m = groups.get(g);
    if (!m) { groups.set(g, Object.assign({}, d)); continue; }
    if (cell === "c") {
      m.pileN = Math.max(m.pileN, d.pileN);
      m.msg = longer(m.msg, d.msg); m.over = longer(m.over, d.over); m.title = longer(m.title, d.title);
      m.status = m.status.map((s, i) => longer(s, d.status[i]));
      if (d.draw && (!m.draw || d.draw.length > m.draw.length)) m.draw = d.draw;
    } else if (cell === "f") {
      m.n = Math.max(m.n, d.n);
      m.title = longer(m.title, d.title);
    } else {
      m.n = Math.max(m.n, d.n);
      m.extra = longer(m.extra, d.extra);
    }
  }
  const out = [...groups.values()];
  out.forEach((d, i) => { d.key = "combined|" + cell + "|" + i + "|" + (cell === "c" ? d.pileN : d.n); });
  return out;
}

function measure(cell, d, w, ctx) {
  return cell === "c" ? centreLayout(d, w, ctx).h : cell === "f" ? focusLayout(d, w).h : seatLayout(d, w, ctx).h;
}
function plan(frames, ctx) { return tablePlan(GAMES.swoop, frames, ctx); }

function draw(root, view, ctx) {
  const ch = changes(ctx.frame);
  const p = ctx.plan || plan([frameOf(view, ctx)], ctx);
  const foc = !!p.seats.f;            // (a plan made for the focus layout)
  sizeDrawing(root, p);
  // what each part is drawn from: a part that did not change since the last step is kept
  const k = keeper(root);
  const common = [ctx.lang, !!ctx.four, ctx.zoom];
  view.players.forEach((pl, s) => {
    const d = seatThing(view, s, ctx, ch, foc);
    const mine = ch.seat === s ? ch : null;
    const rev = view.revealed && view.revealed.seat === s ? view.revealed : null;
    k.cell("seat" + s, signature([common, p.seats[s], d, pl, rev, mine, String(ctx.name(s))]),
      (into) => drawSeat(into, view, s, p.seats[s], ctx, ch, d));
  });
  const cd = centreThing(view, ctx, ch, foc);
  const names = (view.draw || []).map(([s]) => String(ctx.name(s)));
  k.cell("centre", signature([common, p.centre, cd, view.pile, view.draw, view.to_move, ch, names]),
    (into) => drawCentre(into, view, p.centre, ctx, ch, cd));
  if (foc) {
    const fd = focusThing(view, ctx, ch);
    const hand = fd.s === null ? null : view.players[fd.s].hand;
    k.cell("focus", signature([common, p.seats.f, fd, hand]), (into) => drawFocus(into, view, p.seats.f, ctx, fd));
  }
  k.done();
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
  if (view.draw && view.draw.length) {
    lines.push(ctx.T("widget.swoop.draw") + ": " + view.draw.map(([s, c]) => ctx.name(s) + " " + ctx.cardName(c)).join(", ") + ".");
  }
  if (view.pile.length) {
    const top = view.pile.slice(-Math.min(4, view.pile.length)).reverse();
    lines.push(ctx.T("widget.swoop.pile_cards", { n: view.pile.length }) + ": " + names(top, ctx) + (view.pile.length > 4 ? ", …" : "") + ".");
  } else lines.push(ctx.T("widget.swoop.empty_pile"));
  if (view.revealed) lines.push(ctx.T("widget.swoop.revealed", { card: ctx.cardName(view.revealed.card) }) + ".");
  lines.push(ctx.T("widget.swoop.out", { n: view.out_count }) + ".");
  return lines.join(" ");
}

// What the middle may still show in a deal the Table has seen only part of: a pick-up's line
// over the largest pile seen (a new pile after a pick-up), and a swoop's banner over no pile.
function reserve(cell, list, ctx) {
  if (cell !== "c" || !list.length) return [];
  const base = list.reduce((a, b) => (b.pileN > a.pileN ? b : a));
  const name = isolatedName(ctx.name(0));
  const d = Object.assign({}, base, { draw: null, over: null, msgKind: "picked", msg: ctx.T("widget.swoop.picked", { player: name, n: 40 }) });
  d.key = "reserve|c|" + d.pileN;
  const swoop = Object.assign({}, base, { draw: null, over: null, pileN: 0, msgKind: "banner", msg: ctx.T("widget.swoop.swoop", { n: 4 }) });
  swoop.key = "reserve|c|swoop";
  return [d, swoop];
}
GAMES.swoop = { draw, describe, plan, things, measure, combine, reserve, arrangements, focused, right: false };
