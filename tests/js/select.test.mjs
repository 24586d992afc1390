// node --test: the selection logic of "touch a card to play" (cardlab/widgets/static/select.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { tokenFor, covers, selectionState, buttonMoves, trailFor, confirmable, toggleKey, stepIndex, guidance, offReason } from "../../cardlab/widgets/static/select.js";

// a Swoop position: hand 6C 6D 6H 9S, face-up QH in slot 2; the moves as Python sends them
const SWOOP = [
  { i: 0, k: "play", t: ["h:6"] }, { i: 1, k: "play", t: ["h:6", "h:6"] }, { i: 2, k: "play", t: ["h:6", "h:6", "h:6"] },
  { i: 3, k: "play", t: ["h:9"] }, { i: 4, k: "play", t: ["u:2"] }, { i: 5, k: "reveal", t: ["d:3"] },
];
const SWEEP = [
  { i: 0, k: "trail", t: ["h:9H"] }, { i: 1, k: "capture", t: ["h:9H", "t:9S"] },
  { i: 2, k: "capture", t: ["h:9H", "t:6C", "t:3D"] }, { i: 3, k: "capture", t: ["h:9H", "t:9S", "t:6C", "t:3D"] },
  { i: 4, k: "trail", t: ["h:5H"] }, { i: 5, k: "build", t: ["h:5H", "t:4C"] }, { i: 6, k: "capture", t: ["h:5H", "b:2C+3D"] },
];
const SCHWIMMEN = [
  { i: 0, k: "swap", t: ["h:JC", "m:7D"] }, { i: 1, k: "swap", t: ["h:JC", "m:8D"] }, { i: 2, k: "swap", t: ["h:AS", "m:7D"] },
  { i: 3, k: "swap_all", t: [] }, { i: 4, k: "pass", t: [] }, { i: 5, k: "knock", t: [] },
];

// the games' rules as Python sends them (games/<game>/notation.py TOKENS)
const RULE = {
  swoop: { hand: "h:rank", up: "u:slot", down: "d:slot" },
  sweep: { hand: "h:card", table: "t:card", build: "b:build" },
  schwimmen: { hand: "h:card", middle: "m:card" },
};

test("tokens of drawn cards under each game's rule", () => {
  assert.equal(tokenFor(RULE.swoop, "hand", "10H"), "h:10");
  assert.equal(tokenFor(RULE.swoop, "hand", "X"), "h:X");
  assert.equal(tokenFor(RULE.swoop, "up", "QH", "2"), "u:2");
  assert.equal(tokenFor(RULE.swoop, "down", "?", "3"), "d:3");
  assert.equal(tokenFor(RULE.swoop, "pile", "QH"), null);
  assert.equal(tokenFor(RULE.sweep, "table", "6C"), "t:6C");
  assert.equal(tokenFor(RULE.sweep, "build", "2C", null, "2C+3D"), "b:2C+3D");
  assert.equal(tokenFor(RULE.schwimmen, "middle", "7D"), "m:7D");
  assert.equal(tokenFor(RULE.schwimmen, "up", "7D", "1"), null);
  assert.equal(tokenFor({}, "hand", "7D"), null);  // a game with nothing to touch
  assert.equal(tokenFor(null, "hand", "7D"), null);
  assert.equal(tokenFor({}, "toString", "7D"), null);  // only the rule's own places, nothing inherited
});

test("multiset cover counts repeats", () => {
  assert.ok(covers(["h:6", "h:6"], ["h:6"]));
  assert.ok(!covers(["h:6"], ["h:6", "h:6"]));
  assert.ok(covers(["a", "b"], []));
});

test("Swoop: a first six lights the other sixes, two sixes still light the third", () => {
  let s = selectionState(SWOOP, []);
  assert.deepEqual([...s.lit].sort(), ["d:3", "h:6", "h:9", "u:2"]);
  assert.equal(s.dead, false);
  s = selectionState(SWOOP, ["h:6"]);
  assert.deepEqual([...s.lit], ["h:6"]);
  assert.deepEqual(s.exact.map((m) => m.i), [0]);
  s = selectionState(SWOOP, ["h:6", "h:6", "h:6"]);
  assert.equal(s.lit.size, 0);
  assert.deepEqual(s.exact.map((m) => m.i), [2]);
  s = selectionState(SWOOP, ["h:6", "h:9"]);
  assert.ok(s.dead);
  assert.equal(s.lit.size, 0);
});

test("Sweep: the hand card first, then the table cards that can be taken with it", () => {
  let s = selectionState(SWEEP, ["h:9H"]);
  assert.deepEqual([...s.lit].sort(), ["t:3D", "t:6C", "t:9S"]);
  assert.deepEqual(confirmable(SWEEP, ["h:9H"]), []);     // alone it is a trail: its own button
  assert.equal(trailFor(SWEEP, ["h:9H"]).i, 0);
  s = selectionState(SWEEP, ["h:9H", "t:6C"]);
  assert.deepEqual([...s.lit].sort(), ["t:3D", "t:9S"]);
  assert.deepEqual(s.exact, []);
  assert.deepEqual(confirmable(SWEEP, ["h:9H", "t:6C", "t:3D"]).map((m) => m.i), [2]);
  assert.deepEqual(confirmable(SWEEP, ["t:3D", "t:6C", "h:9H"]).map((m) => m.i), [2]);   // order free
  assert.equal(trailFor(SWEEP, ["h:9H", "t:9S"]), null);
  assert.ok(selectionState(SWEEP, ["h:9H", "t:4C"]).dead);
  // a table card picked first still shows which hand cards can take it
  assert.deepEqual([...selectionState(SWEEP, ["t:9S"]).lit].sort(), ["h:9H", "t:3D", "t:6C"]);
});

test("Schwimmen: a hand card and a middle card make a swap; card-less moves are buttons", () => {
  const s = selectionState(SCHWIMMEN, ["m:7D"]);
  assert.deepEqual([...s.lit].sort(), ["h:AS", "h:JC"]);
  assert.deepEqual(confirmable(SCHWIMMEN, ["h:JC", "m:8D"]).map((m) => m.i), [1]);
  assert.ok(selectionState(SCHWIMMEN, ["h:AS", "m:8D"]).dead);
  assert.deepEqual(buttonMoves(SCHWIMMEN).map((m) => m.k), ["swap_all", "pass", "knock"]);
  assert.deepEqual(buttonMoves(SWEEP).map((m) => m.k), ["trail"]);
});

test("toggling keys and arrow keys", () => {
  assert.deepEqual(toggleKey([], "a"), ["a"]);
  assert.deepEqual(toggleKey(["a", "b"], "a"), ["b"]);
  assert.equal(stepIndex(-1, 4, "ArrowRight"), 0);
  assert.equal(stepIndex(3, 4, "ArrowRight"), 0);
  assert.equal(stepIndex(0, 4, "ArrowLeft"), 3);
  assert.equal(stepIndex(2, 4, "End"), 3);
  assert.equal(stepIndex(0, 0, "ArrowRight"), -1);
});

test("the green button is named only when the picked cards are a whole move and it is live", () => {
  // nothing picked; cards to touch, or (Schwimmen without a card move) buttons only
  assert.equal(guidance(SWOOP, [], true).key, "table.sel_start");
  assert.equal(guidance(SCHWIMMEN.filter((m) => !m.t.length), [], true).key, "table.sel_buttons");
  // one 6 of three: a whole move, and more 6s could still join it (not "ready" alone)
  assert.equal(guidance(SWOOP, ["h:6"], true).key, "table.sel_ready_more");
  // all three 6s: nothing can be added
  assert.equal(guidance(SWOOP, ["h:6", "h:6", "h:6"], true).key, "table.sel_ready");
  assert.equal(guidance(SWOOP, ["h:9"], true).key, "table.sel_ready");
  // a Sweep hand card alone is a trail (its own button, the green one stays grey), or the start
  // of a capture: the note names the trail's button, never the green one
  assert.equal(guidance(SWEEP, ["h:9H"], true).key, "table.sel_trail");
  assert.equal(guidance(SWEEP, ["h:9H", "t:6C"], true).key, "table.sel_more");
  assert.equal(guidance(SWEEP, ["h:9H", "t:9S"], true).key, "table.sel_ready_more");
  assert.equal(guidance(SWEEP, ["h:9H", "t:9S", "t:6C", "t:3D"], true).key, "table.sel_ready");
  assert.equal(guidance(SWOOP, ["h:9", "h:6"], true).key, "dead");
  // not the learner's turn: no guidance at all
  assert.equal(guidance(SWOOP, ["h:6"], false), null);
});

test("a grey green button says why when pressed", () => {
  assert.equal(offReason(SWOOP, [], false), "table.off.wait");
  assert.equal(offReason(SWOOP, [], true), "table.off.none");
  assert.equal(offReason(SWEEP, ["h:9H"], true), "table.off.trail");
  assert.equal(offReason(SWEEP, ["h:9H", "t:6C"], true), "table.off.more");
  assert.equal(offReason(SWOOP, ["h:9", "h:6"], true), "dead");
  assert.equal(offReason(SCHWIMMEN.filter((m) => !m.t.length), [], true), "table.off.buttons");
});
