// cardlab: "touch a card to play", the DOM side (the Table and the Puzzle).  The logic is in
// select.js; this file marks the drawn cards (lit, picked, dim), keeps the picked cards across
// redraws, draws the action bar (the move the picked cards make, and a button for every move that
// needs no card) and handles the keyboard: arrows move between cards, space picks, enter plays.
//
// attachTouch(o) -> {refresh(), clear(), tokens()}; o holds
//   board: the drawing's <svg>; bar: the element for the buttons; note: the element for a line of
//   guidance; tokens() (the game's rule for a touched card's token), seat(), moves() (the legal moves, [{i, t, k, w, a}]), active() (may the
//   learner play now?), T(key, params); onPlay(move, touched card codes), onProblem(tokens) (a selection that no
//   legal move contains: Python says why), kindLabel(kind) (the button text of a card-less move);
//   turn: true at the Table, where the first line of guidance also says it is the learner's turn.
import { html } from "./cards.js";
import { tokenFor, selectionState, buttonMoves, trailFor, confirmable, toggleKey, stepIndex, guidance, offReason } from "./select.js";

// the first line of guidance where it also says that it is the learner's turn (the Table)
const TURN = { "table.sel_start": "table.turn_start", "table.sel_buttons": "table.turn_buttons" };

export function attachTouch(o) {
  let picked = [];           // keys of the picked cards (see keyOf)
  let focusKey = null;       // the card that has the keyboard focus
  let lastProblem = "";

  // the cards the learner may touch: their own (in their panel) and those in the middle
  function touchable() {
    const seat = String(o.seat());
    const out = [], seen = {};
    for (const g of o.board.querySelectorAll("g.cl-card[data-place]")) {
      const p = g.closest("g.cl-panel[data-seat]");
      if (p && p.getAttribute("data-seat") !== seat) continue;
      const tok = tokenFor(o.tokens(), g.getAttribute("data-place"), g.getAttribute("data-card"), g.getAttribute("data-slot"), g.getAttribute("data-build"));
      if (!tok) continue;
      // one key a drawn card: its place, card or slot, and which copy (several decks); a build is
      // one key for all its cards
      const base = g.getAttribute("data-place") + ":" + (g.getAttribute("data-build") || g.getAttribute("data-slot") || g.getAttribute("data-card"));
      seen[base] = (seen[base] || 0) + (g.getAttribute("data-place") === "build" ? 0 : 1);
      out.push({ g, tok, key: base + "#" + seen[base] });
    }
    return out;
  }
  const uniqueKeys = (cards) => [...new Set(cards.map((c) => c.key))];
  function pickedTokens(cards) {
    const byKey = new Map(cards.map((c) => [c.key, c.tok]));
    return picked.filter((k) => byKey.has(k)).map((k) => byKey.get(k));
  }

  function refresh() {
    const cards = touchable();
    const keys = new Set(cards.map((c) => c.key));
    picked = picked.filter((k) => keys.has(k));
    const moves = o.active() ? o.moves() : [];
    const sel = pickedTokens(cards);
    const st = selectionState(moves, sel);
    const order = uniqueKeys(cards);
    if (focusKey && !keys.has(focusKey)) focusKey = null;
    for (const c of cards) {
      const on = picked.includes(c.key);
      const cl = c.g.classList;
      cl.toggle("cl-picked-sel", on);
      cl.toggle("cl-lit", !on && o.active() && !st.dead && st.lit.has(c.tok));
      cl.toggle("cl-dim", !on && o.active() && (st.dead || !st.lit.has(c.tok)));
      c.g.setAttribute("role", "button");
      // a button's name begins with what it shows (WCAG 2.5.3): the card's index, then its name
      const idx = c.g.querySelector(".cl-index"), said = c.g.getAttribute("aria-label") || "";
      if (idx && idx.textContent && !said.startsWith(idx.textContent)) c.g.setAttribute("aria-label", idx.textContent + ", " + said);
      // a card that is a button is no list item: the drawing's list of cards (the middle, the
      // pile) becomes a named group of buttons, so no list is left without its items
      const list = c.g.parentNode && c.g.parentNode.getAttribute && c.g.parentNode.getAttribute("role") === "list" ? c.g.parentNode : null;
      if (list) list.setAttribute("role", "group");
      c.g.setAttribute("aria-pressed", on ? "true" : "false");
      c.g.setAttribute("aria-disabled", o.active() ? "false" : "true");
      c.g.setAttribute("tabindex", c.key === (focusKey || order[0]) ? "0" : "-1");
      c.g.dataset.key = c.key;
    }
    drawBar(moves, sel, st);
    return st;
  }

  // a button that cannot play now stays focusable and pressable (aria-disabled, greyed): pressed,
  // it says why in the line of guidance (`off`: a catalog key, or a function giving one)
  function playButton(parent, text, aria, cls, onClick, enabled, off) {
    const b = html("button", { type: "button", class: "ct-btn " + cls }, parent, text);
    // its name begins with what it shows, the move in full words after it
    if (aria) b.setAttribute("aria-label", text.replace(/^\u25B6\s*/, "") + " \u2014 " + aria);
    b.setAttribute("aria-disabled", enabled ? "false" : "true");
    b.addEventListener("click", () => {
      if (enabled) onClick();
      else if (off) sayOff(typeof off === "function" ? off() : off);
    });
    return b;
  }
  function sayOff(key) {
    o.note.textContent = key === "dead" ? lastProblem || o.T("table.sel_dead") : o.T(key, { button: o.kindLabel("trail") });
    o.note.dataset.dead = "true";
    o.note.dataset.reason = "off";
  }

  function drawBar(moves, sel, st) {
    o.bar.replaceChildren();
    const active = o.active();
    const exact = confirmable(moves, sel);
    // the move the picked cards make (more than one when equal cards make different moves)
    if (exact.length) {
      for (const m of exact) playButton(o.bar, "\u25B6 " + m.w, m.a ? o.T("table.play_move", { move: m.a }) : null, "ct-confirm", () => play(m), active, "table.off.wait");
    } else {
      playButton(o.bar, "\u25B6 " + o.T("table.play_btn"), null, "ct-confirm", () => {}, false, () => offReason(moves, pickedTokens(touchable()), o.active()));
    }
    // the moves that need no card, always visible; a trail needs one picked hand card
    for (const m of buttonMoves(o.active() ? moves : o.moves())) {
      if (m.trail) {
        const tr = trailFor(moves, sel);
        playButton(o.bar, o.kindLabel("trail"), tr ? o.T("table.play_move", { move: tr.a || tr.w }) : null, "ct-kind", () => tr && play(tr), active && !!tr, active ? "table.off.trail_btn" : "table.off.wait").dataset.kind = "trail";
      } else {
        playButton(o.bar, o.kindLabel(m.k), m.a ? o.T("table.play_move", { move: m.a }) : null, "ct-kind", () => play(m), active, "table.off.wait").dataset.kind = m.k;
      }
    }
    if (picked.length) playButton(o.bar, o.T("table.clear_btn"), null, "ct-clear", () => { clear(); }, true);
    // one line of guidance, fitting what the buttons can do now
    const g = guidance(moves, sel, active);
    // at the Table (o.turn) the first line also says whose turn it is; a puzzle has no turns
    const key = g && ((o.turn && TURN[g.key]) || g.key);
    const note = !g ? "" : key === "dead" ? lastProblem || o.T("table.sel_dead") : o.T(key, { button: o.kindLabel("trail") });
    o.note.textContent = note;
    o.note.dataset.dead = st.dead ? "true" : "false";
    o.note.dataset.reason = st.dead && lastProblem ? "rule" : "";    // the rule's reason has come
  }

  // the move, and the cards the learner touched for it (their codes): where equal cards make the
  // same move (Swoop's hand cards by rank) the card touched is the card played
  function play(m) {
    const touched = touchable().filter((c) => picked.includes(c.key)).map((c) => c.g.getAttribute("data-card")).filter(Boolean);
    picked = [];
    lastProblem = "";
    o.onPlay(m, touched);
  }
  function clear() { picked = []; lastProblem = ""; refresh(); }

  function toggle(key) {
    picked = toggleKey(picked, key);
    focusKey = key;
    lastProblem = "";
    const st = refresh();
    if (st.dead) o.onProblem(pickedTokens(touchable()));
  }

  o.board.addEventListener("click", (e) => {
    if (!o.active()) return;
    const g = e.target.closest && e.target.closest("g.cl-card[data-key]");
    if (!g) return;
    toggle(g.dataset.key);
    const f = o.board.querySelector(`g.cl-card[data-key="${CSS.escape(g.dataset.key)}"]`);
    if (f) f.focus({ preventScroll: true });
  });
  o.board.addEventListener("keydown", (e) => {
    const g = e.target.closest && e.target.closest("g.cl-card[data-key]");
    if (!g) return;
    const keys = uniqueKeys(touchable());
    let handled = true;
    if (["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End"].includes(e.key)) {
      const i = stepIndex(keys.indexOf(g.dataset.key), keys.length, e.key);
      focusKey = keys[i];
      refresh();
      const f = o.board.querySelector(`g.cl-card[data-key="${CSS.escape(focusKey)}"]`);
      if (f) f.focus({ preventScroll: true });
    } else if (e.key === " " || e.key === "Spacebar") {
      if (o.active()) {
        toggle(g.dataset.key);
        const f = o.board.querySelector(`g.cl-card[data-key="${CSS.escape(g.dataset.key)}"]`);
        if (f) f.focus({ preventScroll: true });
      }
    } else if (e.key === "Enter") {
      if (o.active()) {
        const sel = pickedTokens(touchable());
        const exact = confirmable(o.moves(), sel);
        const tr = trailFor(o.moves(), sel);
        if (exact.length === 1) play(exact[0]);
        else if (!exact.length && tr) play(tr);
      }
    } else if (e.key === "Escape") clear();
    else handled = false;
    if (handled) { e.preventDefault(); e.stopPropagation(); }
  });

  return {
    refresh, clear,
    // the keyboard's place in the game after a move: the card that has it (the first one)
    focusCard() {
      const f = o.board.querySelector('g.cl-card[tabindex="0"]');
      if (f) f.focus({ preventScroll: true });
      return !!f;
    },
    reset() { picked = []; focusKey = null; lastProblem = ""; },
    problem(text) { lastProblem = text || ""; refresh(); },
    tokens: () => pickedTokens(touchable()),
  };
}
