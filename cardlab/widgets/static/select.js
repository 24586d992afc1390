// cardlab: building a move by touching cards.  Pure logic, no DOM (unit-tested with node --test).
//
// Python sends the learner's legal moves, each with its selection tokens `t` (a multiset, from
// cardlab.notation.move_parts), and the game's rule for the token of a touched card (its
// notation.TOKENS: the drawn card's place -> "<prefix>:<card|rank|slot|build>", e.g. a hand card
// "h:rank" gives `h:10` for the 10♥, a face-up card "u:slot" gives `u:2`).  A move with no token
// (pass, knock, none, ...) is a button of its own.  The learner's selection is a
// multiset of tokens too; this module says which moves it can still become, which cards would
// still fit (they light up) and which moves it already is (they can be confirmed).

// The token of a drawn card (its data-place, data-card, data-slot, data-build attributes) under
// the game's rule (see above), or null when the card is not one the learner can pick.
export function tokenFor(rule, place, cardCode, slot, build) {
  const how = rule && Object.prototype.hasOwnProperty.call(rule, place) ? String(rule[place]) : "";
  const at = how.indexOf(":");
  if (at < 0) return null;
  const prefix = how.slice(0, at), what = how.slice(at + 1);
  let v = null;
  if (what === "card") v = cardCode;
  else if (what === "rank") v = cardCode ? (cardCode === "X" ? "X" : cardCode.slice(0, -1)) : null;
  else if (what === "slot") v = slot;
  else if (what === "build") v = build;
  return v ? prefix + ":" + v : null;
}

// A multiset as a Map token -> count.
export function counts(tokens) {
  const m = new Map();
  for (const t of tokens) m.set(t, (m.get(t) || 0) + 1);
  return m;
}

// Does the multiset `big` hold every token of `small` (as often)?
export function covers(big, small) {
  const b = big instanceof Map ? big : counts(big);
  const s = small instanceof Map ? small : counts(small);
  for (const [t, k] of s) if ((b.get(t) || 0) < k) return false;
  return true;
}

export function sameTokens(a, b) {
  return a.length === b.length && covers(a, b);
}

// What a selection can become, given the legal moves [{t: [...], k: kind, ...}]:
//  candidates: the card moves (with tokens) the selection is part of;
//  exact: the moves the selection already is (confirmable);
//  lit: the tokens that, added once more, keep the selection part of some candidate;
//  dead: a non-empty selection that no legal move contains (say why).
export function selectionState(moves, sel) {
  const s = counts(sel);
  const candidates = [], exact = [];
  const lit = new Set();
  for (const m of moves) {
    const t = m.t || [];
    if (!t.length) continue;
    const mc = counts(t);
    if (!covers(mc, s)) continue;
    candidates.push(m);
    if (t.length === sel.length) exact.push(m);
    for (const [tok, k] of mc) if (k > (s.get(tok) || 0)) lit.add(tok);
  }
  return { candidates, exact, lit, dead: sel.length > 0 && candidates.length === 0 };
}

// The moves that are buttons of their own: every move with no card, and (Sweep) a trail, which
// the learner makes by picking one hand card and pressing "trail".
export const BUTTON_KINDS = ["pass", "knock", "swap_all", "keep", "second", "renew", "none", "trail"];
export function buttonMoves(moves) {
  const seen = new Set(), out = [];
  for (const m of moves) {
    if (!(m.t || []).length || m.k === "trail") {
      if (m.k === "trail") { if (!seen.has("trail")) { seen.add("trail"); out.push({ k: "trail", trail: true }); } }
      else out.push(m);
    }
  }
  return out;
}

// The trail the selection makes, if any (the selection is exactly one trail's hand card).
export function trailFor(moves, sel) {
  return moves.find((m) => m.k === "trail" && sameTokens(m.t || [], sel)) || null;
}

// The moves to confirm: what the selection is exactly, trails excepted (they have their button).
export function confirmable(moves, sel) {
  return selectionState(moves, sel).exact.filter((m) => m.k !== "trail");
}

// Toggling a picked card: `picked` is the list of keys of the cards picked (a key names one drawn
// card, so two equal cards of several decks are two keys); returns the new list.
export function toggleKey(picked, key) {
  return picked.includes(key) ? picked.filter((k) => k !== key) : picked.concat([key]);
}

// Keyboard: the index of the card to focus after an arrow key, among n cards in reading order.
export function stepIndex(i, n, key) {
  if (!n) return -1;
  if (i < 0) return 0;
  if (key === "ArrowRight" || key === "ArrowDown") return (i + 1) % n;
  if (key === "ArrowLeft" || key === "ArrowUp") return (i - 1 + n) % n;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  return i;
}

// The line of guidance under the buttons for a selection: {key} (a catalog key; "dead" where
// Python says why the picked cards make no move), or null when the learner cannot play now.  The
// green button is named only when the picked cards are a whole move and the button is live; a
// move that could still grow says so; a card that can only be laid down points to its button.
export function guidance(moves, sel, active) {
  if (!active) return null;
  const st = selectionState(moves, sel);
  if (st.dead) return { key: "dead" };
  if (!sel.length) return { key: moves.some((m) => (m.t || []).length) ? "table.sel_start" : "table.sel_buttons" };
  const exact = confirmable(moves, sel);
  const trail = !!trailFor(moves, sel);
  if (!exact.length) return { key: trail ? "table.sel_trail" : "table.sel_more" };
  if (exact.length > 1) return { key: "table.sel_choose" };
  const more = st.candidates.some((m) => (m.t || []).length > sel.length);
  return { key: more || trail ? "table.sel_ready_more" : "table.sel_ready" };
}

// Why the green button is grey, for a learner who presses it anyway: a catalog key ("dead" as
// above).
export function offReason(moves, sel, active) {
  if (!active) return "table.off.wait";
  const st = selectionState(moves, sel);
  if (st.dead) return "dead";
  if (!moves.some((m) => (m.t || []).length && m.k !== "trail")) return "table.off.buttons";
  if (!sel.length) return "table.off.none";
  if (trailFor(moves, sel)) return "table.off.trail";
  return "table.off.more";
}
