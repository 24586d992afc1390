// cards.js tablePlan: the plan over the frames of a drawing (run with `node --test tests/js/`).
// Only the live Table (ctx.live) reserves room for what a cell may still show later in the deal;
// a puzzle's single position, or a replay's whole deal, is planned from what it shows.
import { test } from "node:test";
import assert from "node:assert/strict";
import { tablePlan } from "../../cardlab/widgets/static/cards.js";

// a game of two seats whose middle may later show a banner 60 units taller than now
function game(calls) {
  return {
    things: () => ({ seats: [{ key: "s0", h: 40 }, { key: "s1", h: 40 }], centre: { key: "c", h: 50 } }),
    measure: (cell, d) => d.h,
    reserve: (cell, list) => { calls.push(cell); return cell === "c" ? [{ key: "c+banner", h: list[0].h + 60 }] : []; },
  };
}
const frames = [{ v: {} }];
const ctx = { width: 800, zoom: 1, maxHeight: 1000 };

test("a puzzle (touch, not live) is planned from the position it shows", () => {
  const calls = [];
  const plain = tablePlan(game(calls), frames, Object.assign({ touch: true }, ctx));
  assert.deepEqual(calls, []);
  const live = tablePlan(game([]), frames, Object.assign({ touch: true, live: true }, ctx));
  assert.equal(plain.centre.h, 50);
  assert.equal(live.centre.h, 110);  // the banner to come has its room from the start
  assert.equal(live.vbH - plain.vbH, 60);
});

test("the live Table asks the game what each cell may still show", () => {
  const calls = [];
  tablePlan(game(calls), frames, Object.assign({ touch: true, live: true }, ctx));
  assert.deepEqual(calls.map(String).sort(), ["0", "1", "c"]);
});
