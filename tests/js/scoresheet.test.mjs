// The pure helpers of the score sheet widget (cardlab/widgets/static/scoresheet.js): what an
// entry sends to Python, and when the entry row keeps what was typed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { payload, structureKey } from "../../cardlab/widgets/static/scoresheet.js";

test("Swoop: the raw texts and who went out", () => {
  assert.deepEqual(payload("points_winner", { points: ["12", "", " 30 "], winner: 1 }),
    { kind: "add", points: ["12", "", " 30 "], winner: 1 });
  assert.deepEqual(payload("points_winner", { points: ["1", "0", "2"], winner: "auto" }).winner, "auto");
  assert.equal(payload("points_winner", { points: ["1", "2", "3"], winner: null }).winner, null);   // a dead deal
  assert.equal(payload("points_winner", { points: ["1"] }).winner, "auto");
  // what was typed goes to Python as it is, which refuses it in the learner's language
  assert.deepEqual(payload("points_winner", { points: ["zwölf", undefined, null] }).points, ["zwölf", "", ""]);
});

test("Sweep: points per side, no winner", () => {
  const p = payload("points", { points: ["3", "1"], winner: 0 });
  assert.deepEqual(p, { kind: "add", points: ["3", "1"] });
});

test("Schwimmen: the ticked players", () => {
  assert.deepEqual(payload("lost", { lost: [false, true, true] }), { kind: "add", lost: [1, 2] });
  assert.deepEqual(payload("lost", { lost: [false, false] }), { kind: "add", lost: [] });
  assert.deepEqual(payload("lost", {}), { kind: "add", lost: [] });
});

test("the entry row is rebuilt only when the sheet changes shape", () => {
  const v = { kind: "points_winner", dead_allowed: true, columns: [{ name: "Anna" }, { name: "Ben" }, { name: "Carla" }] };
  const same = { ...v, rows: [1, 2], status: "Trag Runde 3 ein.", columns: v.columns.map((c) => ({ ...c, aria: "x" })) };
  assert.equal(structureKey(v), structureKey(same));
  assert.notEqual(structureKey(v), structureKey({ ...v, dead_allowed: false }));
  assert.notEqual(structureKey(v), structureKey({ ...v, columns: v.columns.slice(1) }));
  assert.notEqual(structureKey(v), structureKey({ ...v, kind: "points" }));
  // names are data: one that contains the separator of another cannot make the same key
  const a = { kind: "points", columns: [{ name: "A" }, { name: "B" }] };
  const b = { kind: "points", columns: [{ name: "A\u0001B" }] };
  assert.notEqual(structureKey(a), structureKey(b));
  assert.equal(typeof structureKey({}), "string");
});
