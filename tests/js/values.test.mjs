// Every value drawn as a value (issue 31, item 12): a Schwimmen hand of three of a kind is worth
// 30.5, which Python sends written per language ({en: "30.5", de: "30,5"}); the drawing and the
// widgets' formatter fill it in the reader's way, never as "[object Object]".
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fmt, drawContext, GAMES } from "../../cardlab/widgets/static/cards.js";
import "../../cardlab/games/schwimmen/draw.js";

const W = JSON.parse(readFileSync(new URL("../../cardlab/i18n/widgets.json", import.meta.url), "utf8"));
const half = { en: "30.5", de: "30,5" };

test("the formatter fills a value written per language in the given language", () => {
  const t = W["widget.schwimmen.value"];
  assert.equal(fmt(t.en, { n: half }, "en"), "Value: 30.5");
  assert.equal(fmt(t.de, { n: half }, "de"), "Wert: 30,5");
  assert.equal(fmt(t.en, { n: half }), "Value: 30.5");
  assert.equal(fmt(t.de, { n: 31 }, "de"), "Wert: 31");
});

for (const lang of ["en", "de"]) {
  test(`the Schwimmen drawing's description says 30.5 as a number (${lang})`, () => {
    const Ls = Object.fromEntries(Object.entries(W).map(([k, v]) => [k, v[lang]]));
    const T = (k, p) => fmt(Ls[k] ?? k, p || {});  // a caller's T that knows no language
    const ctx = drawContext(lang, Ls, T, (s) => ["Anna", "Ben"][s]);
    const view = {
      game: "schwimmen", dealer: 0, to_move: 0, phase: "play", middle: ["7S", "8S", "9S"],
      players: [
        { hand: ["7H", "7C", "7D"], hand_count: 3, lives: 3, status: "alive", value: half },
        { hand: ["AH", "KH", "QH"], hand_count: 3, lives: 2, status: "alive", value: 31 },
      ],
    };
    const text = GAMES.schwimmen.describe(view, ctx);
    assert.ok(!text.includes("[object"), text);
    assert.ok(text.includes(lang === "de" ? "Wert: 30,5" : "Value: 30.5"), text);
    assert.ok(text.includes(lang === "de" ? "Wert: 31" : "Value: 31"), text);
  });
}
