// The widgets' own words through the widgets' own formatter (cards.js fmt): counts take the
// singular for one, in both languages.  Run with `node --test tests/js/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fmt } from "../../cardlab/widgets/static/cards.js";

const W = JSON.parse(readFileSync(new URL("../../cardlab/i18n/widgets.json", import.meta.url), "utf8"));

test("a swoop of one card says one card, in English and German", () => {
  const t = W["widget.swoop.swoop"];
  assert.equal(fmt(t.en, { n: 1 }), "Swoop! 1 card swept aside");
  assert.equal(fmt(t.en, { n: 4 }), "Swoop! 4 cards swept aside");
  assert.equal(fmt(t.de, { n: 1 }), "Gefegt! 1 Karte kommt weg");
  assert.equal(fmt(t.de, { n: 7 }), "Gefegt! 7 Karten kommen weg");
});

test("a count with a form for none: the pile's heading, in English and German", () => {
  const t = W["widget.swoop.pile_cards"];
  assert.equal(fmt(t.en, { n: 0 }), "Pile");
  assert.equal(fmt(t.en, { n: 1 }), "Pile of 1 card");
  assert.equal(fmt(t.en, { n: 12 }), "Pile of 12 cards");
  assert.equal(fmt(t.de, { n: 0 }), "Stapel");
  assert.equal(fmt(t.de, { n: 1 }), "Stapel mit 1 Karte");
  assert.equal(fmt(t.de, { n: 3 }), "Stapel mit 3 Karten");
});

test("the formatter reads a template as Python's format does: forms with fields, unknown fields kept", () => {
  assert.equal(fmt("{n:none|one {x}|{n} of {x}}", { n: 2, x: "Anna" }), "2 of Anna");
  assert.equal(fmt("{n:none|one {x}|{n} of {x}}", { n: 1, x: "Anna" }), "one Anna");
  assert.equal(fmt("{n:no cards|{n} card|{n} cards}", { n: 0 }), "no cards");
  assert.equal(fmt("{player} has {n} {n:card|cards}", { n: 5 }), "{player} has 5 cards");
});
