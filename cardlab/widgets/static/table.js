// The Table widget: the learner plays one seat against bots.  The position is drawn by the
// replay widget's drawing modules (GAMES.<game>.draw from draw_<game>.js, joined before this
// file by cardlab/widgets/assets.py); this file only adds the move list, the buttons and the log.
import { GAMES, svg, html, fmt, drawContext } from "./cards.js";

function render({ model, el }) {
  const get = (k) => model.get(k);
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const L = () => get("labels")[lang()] || {};
  const T = (k, p) => fmt(L()[k] ?? k, p || {});
  const name = (s) => (s === null || s === undefined ? "\u2014" : (get("players")[s] ?? "P" + (s + 1)));
  let counter = 0;
  const send = (kind, i) => { counter += 1; model.set("action", { kind, i, n: counter }); model.save_changes(); };

  const root = html("div", { class: "cardlab-table cardlab-replay" }, el);
  const title = html("div", { class: "ct-title" }, root);
  const board = svg("svg", { class: "cl-table", role: "group", preserveAspectRatio: "xMidYMid meet" }, root);
  const status = html("div", { class: "ct-status", role: "status", "aria-live": "polite" }, root);
  const side = html("div", { class: "ct-side" }, root);
  const movesHead = html("div", { class: "ct-head" }, side);
  const movesBox = html("div", { class: "ct-moves" }, side);
  const tools = html("div", { class: "ct-tools" }, side);
  const bHint = html("button", { class: "ct-hint", type: "button" }, tools);
  const bNext = html("button", { class: "ct-next", type: "button" }, tools);
  const info = html("div", { class: "ct-info", "aria-live": "polite" }, side);
  const logHead = html("div", { class: "ct-head" }, root);
  const logBox = html("ol", { class: "ct-log" }, root);

  bHint.addEventListener("click", () => send("hint", 0));
  bNext.addEventListener("click", () => send("next", 0));

  // the drawn cards a move names: the learner's own and those in the middle, never a card of
  // another player's panel that happens to be the same card (several decks)
  function cardsOnBoard(cards) {
    const want = new Set(cards);
    return [...board.querySelectorAll("g.cl-card[data-card]")].filter((g) => {
      if (!want.has(g.getAttribute("data-card"))) return false;
      const p = g.closest("g.cl-panel[data-seat]");
      return !p || p.getAttribute("data-seat") === String(get("seat"));
    });
  }
  function markCards(cards) {
    for (const g of board.querySelectorAll("g.ct-pick")) g.classList.remove("ct-pick");
    for (const g of cardsOnBoard(cards)) g.classList.add("ct-pick");
  }
  // clicking a card marks the moves that play or take it, and focuses the first of them
  board.addEventListener("click", (e) => {
    const g = e.target.closest && e.target.closest("g.cl-card[data-card]");
    if (!g || !cardsOnBoard([g.getAttribute("data-card")]).includes(g)) return;
    const c = g.getAttribute("data-card");
    const rows = [...movesBox.querySelectorAll("button.ct-play")];
    const hits = rows.filter((b, i) => (get("moves")[i].c || []).includes(c));
    for (const b of rows) b.classList.toggle("ct-match", hits.includes(b));
    if (hits.length) { hits[0].focus(); hits[0].scrollIntoView({ block: "nearest" }); }
    info.textContent = hits.length ? T("table.card_moves", { n: hits.length, card: (L().cards?.[c] || [c])[0] })
                                   : T("table.card_no_moves", { card: (L().cards?.[c] || [c])[0] });
  });

  function draw() {
    const l = lang();
    root.setAttribute("lang", l);
    title.textContent = T("table.title") + " \u00B7 " + T("common.label.game." + get("game")) + " \u00B7 " + T("table.you", { name: name(get("seat")) });
    const view = get("view");
    const ctx = drawContext(l, L(), T, name, { seat: get("seat"), frame: { v: view, m: null, s: null, ev: [] } });
    board.replaceChildren();
    const mod = GAMES[get("game")] || GAMES.generic;
    if (mod && view && view.players) mod.draw(board, view, ctx);
    status.textContent = get("status") || T("table.waiting");
    movesHead.textContent = T("table.moves");
    movesBox.replaceChildren();
    for (const m of get("moves")) {
      const row = html("div", { class: "ct-move" }, movesBox);
      // the move in words (the learner may not know the notation yet), the notation beside it
      const b = html("button", { class: "ct-play", type: "button", "data-move": m.m }, row, m.w || m.m);
      if (m.w) html("code", { class: "ct-notation", "aria-hidden": "true" }, b, m.m);
      if (m.a) b.setAttribute("aria-label", m.a);          // the cards by name for a screen reader
      b.addEventListener("click", () => send("play", m.i));
      // pointing at a move (mouse or keyboard focus) marks the cards it plays or takes
      const on = () => markCards(m.c || []), off = () => markCards([]);
      b.addEventListener("mouseenter", on); b.addEventListener("focus", on);
      b.addEventListener("mouseleave", off); b.addEventListener("blur", off);
      const w = html("button", { class: "ct-why", type: "button", "data-move": m.m, title: T("table.why_btn") }, row, "?");
      w.setAttribute("aria-label", T("table.why_btn") + " " + (m.a || m.w || m.m));
      w.addEventListener("click", () => send("why", m.i));
    }
    bHint.textContent = T("table.hint_btn");
    bHint.disabled = get("moves").length === 0;
    bNext.textContent = T("table.next_btn");
    bNext.hidden = !(get("deal_over") && !get("finished"));
    info.textContent = get("info");
    logHead.textContent = T("table.log");
    logBox.replaceChildren();
    for (const e of get("log")) {
      const li = html("li", { class: "ct-entry" }, logBox);
      html("b", null, li, name(e.seat) + ": " + e.m);
      html("span", null, li, " \u2014 " + e.x);
    }
    logBox.scrollTop = logBox.scrollHeight;
    root.dataset.moves = String(get("moves").length);
    root.dataset.finished = String(!!get("finished"));
    root.dataset.dealOver = String(!!get("deal_over"));
    root.dataset.logLength = String(get("log").length);
  }
  const keys = ["view", "moves", "log", "info", "status", "lang", "finished", "deal_over", "labels"];
  for (const k of keys) model.on("change:" + k, draw);
  draw();
  return () => { for (const k of keys) model.off("change:" + k, draw); };
}

export default { render };
