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
