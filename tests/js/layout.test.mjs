// The layout maths of the card drawings (cardlab/widgets/static/layout.js): run with
// `node --test tests/js/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  LM, textWidth, fitText, wrapText, fanLayout, backsLayout, flowBoxes, ring, arrangements, focusArrangements, planTable, overlaps, maxNeed, scoreShape, sideWidth, sideLines, MONO, SIDE_SHARE,
} from "../../cardlab/widgets/static/layout.js";

// the box of a card's corner index at (x, y)
const index = ([x, y]) => ({ x: x + LM.ix, y, w: LM.iw - LM.ix - 1, h: LM.ih - 1 });

test("a hand fans so that every card's index stays visible, wrapping when it does not fit", () => {
  for (const width of [120, 200, 333, 640]) {
    for (let n = 1; n <= 40; n++) {
      const f = fanLayout(n, width);
      assert.equal(f.pos.length, n);
      assert.ok(f.w <= Math.max(width, LM.cw) + 1e-6, `fan of ${n} wider than ${width}`);
      if (n > 1 && f.perRow > 1) assert.ok(f.step >= LM.iw - 1e-9, `step ${f.step} < index for ${n} in ${width}`);
      // no card covers the index of a card drawn before it
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const card = { x: f.pos[j][0], y: f.pos[j][1], w: LM.cw, h: LM.ch };
          assert.ok(!overlaps(index(f.pos[i]), card, 0.01), `card ${j} covers the index of card ${i} (${n} in ${width})`);
        }
      }
      assert.equal(f.h, (f.rows - 1) * LM.ih + LM.ch);
    }
  }
});

test("a short hand lies side by side; a long one wraps into evenly filled rows", () => {
  const f = fanLayout(4, 400);
  assert.equal(f.rows, 1);
  assert.equal(f.step, LM.cw + 4);
  assert.deepEqual(f.covered, [false, false, false, false]);
  const g = fanLayout(19, 200);
  assert.ok(g.rows >= 2);
  const perRow = [];
  for (const [, y] of g.pos) perRow[y / LM.ih] = (perRow[y / LM.ih] || 0) + 1;
  assert.ok(Math.max(...perRow) - Math.min(...perRow) <= 1 || perRow.at(-1) < perRow[0], perRow.join(","));
  // only a card nobody covers shows its big suit symbol
  assert.equal(g.covered.at(-1), false);
  assert.equal(g.covered[0], true);
});

test("maxRows bounds the rows: the cards then overlap more", () => {
  const f = fanLayout(30, 200, { maxRows: 2 });
  assert.equal(f.rows, 2);
  assert.ok(f.tight && f.step < LM.iw);
});

test("hidden hands are compact", () => {
  const b = backsLayout(25, 300);
  assert.equal(b.k, LM.bmax);
  assert.ok(b.w <= (LM.bmax - 1) * LM.bstep + LM.bw);
  assert.equal(backsLayout(0, 300).w, 0);
});

test("texts are cut to fit, by whole characters, with an ellipsis", () => {
  const s = "Bartholomäus Fitzgerald-Müller";
  const cut = fitText(s, 100, 14, textWidth, true);
  assert.ok(cut.endsWith("\u2026") && textWidth(cut, 14, true) <= 100);
  assert.equal(fitText("Anna", 100, 14), "Anna");
  assert.equal(fitText("\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}", 40, 14), "\u{1F600}\u{1F600}\u2026");
  const lines = wrapText("Player 3 hat geklopft: Alle anderen sind noch einmal dran", 180, 12);
  assert.ok(lines.length >= 2);
  for (const l of lines) assert.ok(textWidth(l, 12) <= 180, l);
  assert.deepEqual(wrapText("", 100, 12), []);
});

test("labels flow into lines instead of running together", () => {
  const f = flowBoxes([120, 150, 90], 300, 14);
  assert.deepEqual(f.pos, [[0, 0], [134, 0], [0, 1]]);
  assert.equal(f.lines, 2);
});

test("seats go round the table clockwise from the bottom, or counterclockwise", () => {
  assert.deepEqual(ring(2), [[1], ["c"], [0]]);
  assert.deepEqual(ring(3), [[1, 2], ["c"], [0]]);
  assert.deepEqual(ring(4), [[2], [1, "c", 3], [0]]);
  assert.deepEqual(ring(4, true), [[2], [3, "c", 1], [0]]);
  assert.deepEqual(ring(5), [[2, 3], [1, "c", 4], [0]]);
  assert.deepEqual(ring(6), [[2, 3, 4], ["c"], [1, 0, 5]]);
  assert.deepEqual(ring(8), [[3, 4, 5], [2, "c", 6], [1, 0, 7]]);
  for (let n = 1; n <= 8; n++) {
    for (const a of arrangements(n)) {
      const cells = a.rows.flat();
      assert.equal(cells.filter((c) => c === "c").length, 1);
      assert.deepEqual(cells.filter((c) => c !== "c").sort(), [...Array(n).keys()]);
    }
  }
});

test("the focus layout: every seat once, the centre and the focus hand side by side in the middle", () => {
  for (let n = 6; n <= 8; n++) {
    for (const right of [false, true]) {
      const arrs = focusArrangements(n, right);
      assert.ok(arrs.length >= 2);
      for (const a of arrs) {
        const cells = a.rows.flat();
        assert.deepEqual(cells.filter((c) => typeof c === "number").sort(), [...Array(n).keys()]);
        const mid = a.rows.find((r) => r.includes("c"));
        assert.equal(mid.indexOf("f") - mid.indexOf("c"), right && a.name !== "focus-ring" ? -1 : 1, a.name);
        assert.equal(cells.filter((c) => c === "f").length, 1);
      }
    }
  }
  // seat 0 at the bottom left, the others clockwise over the top and back along the bottom
  assert.deepEqual(focusArrangements(8, false)[0].rows, [[1, 2, 3, 4], ["c", "f"], [0, 7, 6, 5]]);
  // a plan over them: the focus hand gets its own rectangle, nothing overlaps, and the centre
  // is the widest cell of its row
  const need = (cell) => (cell === "c" ? 200 : cell === "f" ? 120 : 86);
  const p = planTable({ n: 8, width: 630, zoom: 1, maxHeight: 380, need, arrangements: focusArrangements(8, false) });
  assert.ok(p.seats.f && p.centre && p.fits);
  assert.ok(p.centre.w > p.seats.f.w && p.seats.f.w > p.seats[0].w);
  const rects = [...Object.values(p.seats), p.centre];
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) assert.ok(!overlaps(rects[i], rects[j], 0.01));
});

test("a plan fits the height it is given and keeps one unit a pixel when it can", () => {
  const need = (h) => (cell) => (cell === "c" ? 120 : h);
  const p = planTable({ n: 4, width: 640, zoom: 1, maxHeight: 400, need: need(110) });
  assert.equal(p.scale, 1);
  assert.equal(p.vbW, 640);
  assert.ok(p.fits && p.vbH <= 400);
  // too tall at scale 1: a smaller scale, still within the height
  const q = planTable({ n: 8, width: 640, zoom: 1, maxHeight: 380, need: need(200) });
  assert.ok(q.scale < 1 && q.vbH * q.scale <= 380, `${q.scale} ${q.vbH}`);
  // large: fewer units for the same width
  const r = planTable({ n: 3, width: 640, zoom: 1.35, maxHeight: 600, need: need(100) });
  assert.ok(Math.abs(r.vbW - 640 / 1.35) < 1e-6);
  // rectangles inside the drawing and apart
  for (const plan of [p, q, r]) {
    const rects = [...Object.values(plan.seats), plan.centre];
    for (const a of rects) assert.ok(a.x >= 0 && a.y >= 0 && a.x + a.w <= plan.vbW + 1e-6 && a.y + a.h <= plan.vbH + 1e-6);
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) assert.ok(!overlaps(rects[i], rects[j], 0.01));
  }
});

test("a two-player table is as tall as its content, not a fixed box", () => {
  const p = planTable({ n: 2, width: 640, zoom: 1, maxHeight: 400, need: (c) => (c === "c" ? 100 : 90) });
  assert.ok(Math.abs(p.vbH - (LM.outer * 2 + 90 + 100 + 90 + 2 * LM.gap)) < 1e-6);
  assert.equal(p.seats[0].w, p.centre.w);   // the whole width
});

test("maxNeed measures each distinct thing once per width and takes the most", () => {
  let calls = 0;
  const needs = new Map([[0, [{ key: "a", h: 10 }, { key: "b", h: 30 }]], ["c", [{ key: "c", h: 5 }]]]);
  const need = maxNeed(needs, (cell, d) => { calls++; return d.h; });
  assert.equal(need(0, 100), 30);
  assert.equal(need(0, 100), 30);
  assert.equal(calls, 2);
  assert.equal(need(7, 100), 0);
});

test("every arrangement keeps the seats in order round the table", () => {
  // walk round the cells: the top row left to right, then the rows below on the right side
  // downwards, the bottom row right to left, and up the left side; the seats must come in
  // play order (clockwise) or its reverse for `right`
  const order = (rows) => {
    const ring = [];
    const top = rows[0], bottom = rows.length > 1 ? rows[rows.length - 1] : [];
    const middle = rows.slice(1, -1);
    ring.push(...top);
    for (const r of middle) ring.push(...r.slice(r.indexOf("c") + 1));
    ring.push(...bottom.slice().reverse());
    for (const r of middle.slice().reverse()) ring.push(...r.slice(0, r.indexOf("c")).reverse());
    return ring.filter((c) => c !== "c");
  };
  for (let n = 2; n <= 9; n++) {
    for (const right of [false, true]) {
      for (const a of arrangements(n, right)) {
        const seq = order(a.rows);
        const k = seq.indexOf(0);
        const rot = seq.slice(k).concat(seq.slice(0, k));
        const want = [...Array(n).keys()];
        const got = right ? [rot[0], ...rot.slice(1).reverse()] : rot;
        assert.deepEqual(got, want, `${a.name} n=${n} right=${right}: ${JSON.stringify(a.rows)}`);
      }
    }
  }
});

test("the score table keeps a row a deal while its columns fit, and turns to a row a side when that is narrower", () => {
  const names = ["Anna", "Ben", "Carla", "Dora", "Emil", "Fritz"];
  const deal = (k) => names.map((_, j) => `${k + j} (${2 * k + j})`);
  // three players in a side column 190 px wide: the sheet's own way round
  assert.equal(scoreShape("Deal", names.slice(0, 3), [deal(1), deal(2)], 190, 12), "deals");
  // six players there do not fit; one deal so far: a row a side is narrower
  assert.equal(scoreShape("Runde", names, [deal(1)], 190, 12), "sides");
  // the same six players across a wide screen (the side column under the board): a row a deal
  assert.equal(scoreShape("Runde", names, [deal(1)], 460, 12), "deals");
  // when turning does not make the table narrower, it stays a row a deal
  const many = Array.from({ length: 12 }, (_, k) => deal(k));
  assert.equal(scoreShape("Runde", names, many, 190, 12), "deals");
  // a name longer than the 7 font sizes the table shows counts as those 7: the decision is the same
  const long = ["Anna", "Ben", "Maximiliane-Sophie von Bergen"], cut = ["Anna", "Ben", "Maximiliane-So"];
  for (const w of [120, 160, 200, 240, 280]) {
    assert.equal(scoreShape("Runde", long, [["1 (1)", "2 (2)", "3 (3)"]], w, 12), scoreShape("Runde", cut, [["1 (1)", "2 (2)", "3 (3)"]], w, 12));
  }
  // a team's head is a line a name: it is as wide as its longest name, not as the names joined
  const teams = ["Anna +\nCarla", "Ben +\nDora"], joined = ["Anna + Carla", "Ben + Dora"];
  const sweep = [["0 (0)", "3 (3)"], ["3 (3)", "0 (3)"], ["3 (6)", "0 (3)"]];
  assert.equal(scoreShape("Runde", teams, sweep, 190, 12), "deals");
  const w = (heads) => { for (let x = 60; x < 400; x++) if (scoreShape("Runde", heads, [sweep[0]], x, 12) === "deals") return x; };
  assert.ok(w(teams) < w(joined), `${w(teams)} ${w(joined)}`);
});

test("the replay's side column widens for long moves, between its least and its most, within its share of the widget", () => {
  const wide = 1230;   // a saved replay at 1280 px
  // short moves keep the least width
  assert.equal(sideWidth([["Ben", "7\u2660"], ["Anna", "v3"]], 13, 190, 250, wide), 190);
  // a longer move widens it, monotonically with the move's length, up to the most
  const widths = [4, 8, 12, 16, 20].map((k) => sideWidth([["Carla", "tauschen " + "9\u2666 ".repeat(k)]], 13, 190, 250, wide));
  for (let k = 1; k < widths.length; k++) assert.ok(widths[k] >= widths[k - 1], widths.join());
  assert.ok(widths[0] > 190 && widths[widths.length - 1] === 250, widths.join());
  // no wider than needed: a move 10 characters longer needs 10 monospace characters more
  const a = sideWidth([["Emil", "tauschen 7\u2663 K\u2660"]], 13, 0, 1000, 0);
  const b = sideWidth([["Emil", "tauschen 7\u2663 K\u2660" + "x".repeat(10)]], 13, 0, 1000, 0);
  assert.ok(Math.abs(b - a - 10 * MONO * 13) <= 1, `${a} ${b}`);
  // the longest row counts, whatever its place
  assert.equal(sideWidth([["A", "x"], ["B", "tauschen 10\u2660 7\u2663"], ["C", "y"]], 13, 0, 1000, 0),
    sideWidth([["B", "tauschen 10\u2660 7\u2663"]], 13, 0, 1000, 0));
  // in JupyterLab at 1280x720 with the file browser open (848 px) the drawing keeps its width;
  // a wider widget lends the list up to its share
  const long = [["Carla", "tauschen 10\u2660 7\u2663"]];
  assert.equal(sideWidth(long, 13, 190, 250, 848), 190);
  for (const total of [900, 1000, 1100]) {
    const w = sideWidth(long, 13, 190, 250, total);
    assert.ok(w > 190 && w <= SIDE_SHARE * total + 0.5, `${w} at ${total}`);
  }
});

test("the move list's rows take two lines where the side column cannot widen enough, one where they fit", () => {
  const long = [["Anna", "x"], ["Carla", "tauschen 10\u2660 7\u2663"]], short = [["Ben", "7\u2660"], ["Anna", "v3"]];
  // JupyterLab at 1280x720 with the file browser open: the column keeps 190 px, a swap is cut on one line
  const at848 = sideWidth(long, 13, 190, 250, 848);
  assert.equal(sideLines(long, 13, at848), 2);
  // short moves, or a widget wide enough to widen the column for the swap: one line
  assert.equal(sideLines(short, 13, sideWidth(short, 13, 190, 250, 848)), 1);
  assert.equal(sideLines(long, 13, sideWidth(long, 13, 190, 250, 1230)), 1);
  // the large (projector) setting measures at its own font size
  assert.equal(sideLines(long, 16, sideWidth(long, 16, 230, 300, 848)), 2);
  // one line exactly where the widest row fits the width sideWidth would give it unbounded
  const need = sideWidth(long, 13, 0, 1000, 0);
  assert.equal(sideLines(long, 13, need), 1);
  assert.equal(sideLines(long, 13, need - 2), 2);
  // a rare long move among short ones is cut (its tooltip holds it) rather than every row doubled;
  // from a tenth of the rows on, the rows take two lines
  const many = (k) => Array.from({ length: 40 }, (_, i) => i < k ? ["Carla", "tauschen 10\u2660 7\u2663"] : ["Ben", "7\u2660"]);
  assert.equal(sideLines(many(1), 13, 190), 1);
  assert.equal(sideLines(many(3), 13, 190), 1);
  assert.equal(sideLines(many(4), 13, 190), 2);
  assert.equal(sideLines(many(40), 13, 190), 2);
  assert.equal(sideLines([], 13, 190), 1);
});

test("the projector: a drawing takes what the screen leaves, between its least and most height", async () => {
  const { fitDrawing } = await import("../../cardlab/widgets/static/layout.js");
  // 1280x720, the file browser open: 599 px visible; a lesson header of 230 px, 60 above the board
  let f = fitDrawing({ avail: 599, above: 290, below: 20, min: 180, max: 420 });
  assert.equal(f.height, 289);
  assert.ok(f.fits && 290 + f.height + 20 <= 599);
  // a tall screen: no taller than max
  assert.equal(fitDrawing({ avail: 1200, above: 290, below: 20, min: 180, max: 420 }).height, 420);
  // too little room: the least height, and it says it does not fit
  f = fitDrawing({ avail: 400, above: 290, below: 20, min: 180, max: 420 });
  assert.equal(f.height, 180);
  assert.equal(f.fits, false);
  // the column beside the drawing counts: the row is as tall as the taller
  assert.equal(fitDrawing({ avail: 599, above: 290, below: 20, min: 180, max: 420, beside: 300 }).fits, false);
  assert.equal(fitDrawing({ avail: 599, above: 290, below: 20, min: 180, max: 420, beside: 280 }).fits, true);
  for (let avail = 0; avail < 1500; avail += 37) {
    const g = fitDrawing({ avail, above: 100, below: 10, min: 150, max: 500 });
    assert.ok(g.height >= 150 && g.height <= 500);
    if (g.fits) assert.ok(100 + g.height + 10 <= avail + 0.5);
  }
});

test("the lesson's header: the order of its parts that takes the fewest rows", async () => {
  const { fewestLines } = await import("../../cardlab/widgets/static/layout.js");
  const orders = [[0, 1, 2, 3, 4], [0, 4, 1, 3, 2]];
  // title, save, steps, options, back/next on 816 px: a short title and three steps: two rows
  let f = fewestLines(orders, [250, 460, 150, 300, 280], 816, 12);
  assert.deepEqual(f.order, [0, 1, 2, 3, 4]);
  assert.equal(f.lines, 2);
  // a long title and ten steps: back/next beside the title, the save beside the options
  f = fewestLines(orders, [430, 460, 480, 300, 280], 816, 12);
  assert.deepEqual(f.order, [0, 4, 1, 3, 2]);
  assert.equal(f.lines, 3);
  // a tie keeps the first order
  assert.deepEqual(fewestLines(orders, [10, 10, 10, 10, 10], 816, 12).order, [0, 1, 2, 3, 4]);
});
