// The Table widget: the learner plays one seat against bots by touching cards.  The position is
// drawn by the replay widget's drawing modules (GAMES.<game>.draw from the game's draw.js); picking
// cards and the action bar are touch.js (logic in select.js); all are joined before this file by
// cardlab/widgets/assets.py.  Python computes every rule: it sends the legal moves with their
// selection tokens, and says why a selection cannot become a legal move.
import { GAMES, svg, html, fmt, drawContext, textWithNames } from "./cards.js";
import { attachTouch } from "./touch.js";
import { attachSave } from "./save.js";
import { attachRules, gameUnderWay } from "./rules.js";

const LANG_NAMES = { en: "English", de: "Deutsch" };
const ZOOM = { normal: 1, large: 1.35 };

function render({ model, el }) {
  const get = (k) => model.get(k);
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const L = () => get("labels")[lang()] || {};
  const T = (k, p) => fmt(L()[k] ?? k, p || {}, lang());
  const name = (s) => (s === null || s === undefined ? "\u2014" : (get("players")[s] ?? "P" + (s + 1)));
  let counter = 0;
  const send = (kind, extra) => { counter += 1; model.set("action", Object.assign({ kind, n: counter }, extra || {})); model.save_changes(); };

  const root = html("div", { class: "cardlab-table cardlab-replay cl-touch", role: "group", "data-lm-suppress-shortcuts": "true" }, el);
  const head = html("div", { class: "ct-headline" }, root);
  const title = html("span", { class: "ct-title" }, head);
  // the keyboard's help, behind "?" (the key ? opens it too)
  const bKeys = html("button", { class: "ct-btn ct-keys-btn", type: "button", "aria-expanded": "false" }, head, "?");
  const langLabel = html("label", { class: "ct-opt" }, head);
  const langText = html("span", null, langLabel);
  const langSel = html("select", { class: "ct-lang" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) html("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  // the Rules control (rules.js): the rules in words; other rules start a new game
  attachRules(head, { model, lang, before: langLabel, busy: () => gameUnderWay(model) });
  // the score, always on screen under the title, in one line where it fits: the deal and how
  // the game is won (the rules in full as its tooltip), each side's total
  const scoreBox = html("div", { class: "ct-score", role: "group" }, root);
  const scoreDeal = html("span", { class: "ct-score-deal" }, scoreBox);
  const scoreRows = html("span", { class: "ct-score-rows" }, scoreBox);
  // pass-and-play: the screen handed to the next player, every card hidden until they are ready
  const handBox = html("section", { class: "ct-handover" }, root);
  const handText = html("p", { class: "ct-handover-text", "aria-live": "polite" }, handBox);
  const handNote = html("p", { class: "ct-handover-note" }, handBox);
  const bReady = html("button", { class: "ct-btn ct-ready ct-go", type: "button" }, handBox);
  const keysBox = html("p", { class: "ct-keys", id: "ct-keys-" + Math.random().toString(36).slice(2) }, root);
  keysBox.hidden = true;
  bKeys.setAttribute("aria-controls", keysBox.id);
  const boardBox = html("div", { class: "ct-board" }, root);
  const board = svg("svg", { class: "cl-table", role: "group", preserveAspectRatio: "xMidYMid meet" }, boardBox);
  const status = html("div", { class: "ct-status", role: "status", "aria-live": "polite" }, root);
  // the move's buttons and the note on what to touch share a row, so that the table, the row and
  // the tools fit a 1280x720 screen; the size switch sits at the end of the tools
  const act = html("div", { class: "ct-act" }, root);
  const bar = html("div", { class: "ct-bar", role: "group" }, act);
  const note = html("div", { class: "ct-note", "aria-live": "polite" }, act);
  const tools = html("div", { class: "ct-tools" }, root);
  const bWhy = html("button", { class: "ct-btn ct-why", type: "button" }, tools);
  const bHint = html("button", { class: "ct-btn ct-hint", type: "button" }, tools);
  const bLearn = html("button", { class: "ct-btn ct-learn", type: "button" }, tools);
  const bNext = html("button", { class: "ct-btn ct-next", type: "button" }, tools);
  const bNew = html("button", { class: "ct-btn ct-new", type: "button" }, tools);
  const sizeLabel = html("label", { class: "ct-opt ct-size-label" }, tools);
  const sizeBox = html("input", { type: "checkbox", class: "ct-size" }, sizeLabel);
  const sizeText = html("span", null, sizeLabel);
  // once a deal is over: how it was scored, in sentences, until the next deal
  const summaryBox = html("section", { class: "ct-summary" }, root);
  const summaryHead = html("h4", { class: "ct-summary-head" }, summaryBox);
  const summaryList = html("ul", { class: "ct-summary-list" }, summaryBox);
  const summaryRules = html("p", { class: "ct-summary-rules" }, summaryBox);
  const info = html("div", { class: "ct-info", "aria-live": "polite" }, root);
  // the recent moves scroll when long: reachable by keyboard, and named (set in draw())
  const recent = html("ol", { class: "ct-recent", tabindex: "0" }, root);
  const movesFold = html("details", { class: "ct-fold ct-moves-fold" }, root);
  const movesHead = html("summary", null, movesFold);
  const codesLabel = html("label", { class: "ct-opt ct-codes-label" }, movesFold);
  const codesBox = html("input", { type: "checkbox", class: "ct-codes" }, codesLabel);
  const codesText = html("span", null, codesLabel);
  const movesBox = html("div", { class: "ct-moves" }, movesFold);
  const logFold = html("details", { class: "ct-fold ct-log-fold" }, root);
  const logHead = html("summary", null, logFold);
  const logBox = html("ol", { class: "ct-log", tabindex: "0" }, logFold);
  // "Save this game": the game so far as a record, at any moment (no name asked), in the tools'
  // row before the size switch; its message wraps below the buttons
  const save = attachSave(tools, { model, T, buttonKey: "save.button_game", name: false, before: sizeLabel });

  const active = () => (get("moves") || []).length > 0 && !get("busy");
  const touch = attachTouch({
    board, bar, note, T, turn: true,
    game: () => get("game"), tokens: () => get("tokens") || {}, seat: () => get("seat"), moves: () => get("moves") || [], active,
    kindLabel: (k) => T("table.kind." + k),
    onPlay: (m, cards) => { info.textContent = ""; refocus = true; send("play", { i: m.i, cards: cards || [] }); },
    onProblem: (tokens) => send("problem", { tokens }),
  });

  bWhy.addEventListener("click", () => send("why", { tokens: touch.tokens() }));
  bHint.addEventListener("click", () => send("hint"));
  // once a deal is over: "learn from your mistakes" (that deal's moves) and the next deal, or
  // "new game" once the game is finished; during the exercises, the next one (or back)
  const exercise = () => get("exercise") || {};
  bLearn.addEventListener("click", () => { bLearn.disabled = true; status.textContent = T("table.analysing"); send("mistakes"); });
  bNext.addEventListener("click", () => { refocus = true; send("next"); });
  bNew.addEventListener("click", () => { refocus = true; send("new"); });
  bReady.addEventListener("click", () => { refocus = true; send("ready"); });
  const toggleKeys = () => { keysBox.hidden = !keysBox.hidden; bKeys.setAttribute("aria-expanded", String(!keysBox.hidden)); };
  bKeys.addEventListener("click", toggleKeys);
  root.addEventListener("keydown", (e) => {
    const tag = (e.target && e.target.tagName) || "";
    if (e.key === "?" && !["INPUT", "SELECT", "TEXTAREA"].includes(tag)) { e.preventDefault(); e.stopPropagation(); toggleKeys(); }
  });
  // after a move (or a new deal) the keyboard stays in the game: on the first card, or on the
  // button that goes on
  let refocus = false;
  function keepFocus() {
    if (!refocus) return;
    refocus = false;
    if (!handBox.hidden) { bReady.focus({ preventScroll: true }); return; }
    if (active() && touch.focusCard()) return;
    const go = [bNext, bNew, bLearn].find((b) => !b.hidden);
    if (go) go.focus({ preventScroll: true });
  }
  langSel.addEventListener("change", () => { model.set("lang", langSel.value); model.save_changes(); });
  sizeBox.addEventListener("change", () => { model.set("size", sizeBox.checked ? "large" : "normal"); model.save_changes(); });
  codesBox.addEventListener("change", () => { codes = codesBox.checked; drawMoves(); drawLog(); });
  let codes = false;

  // the drawing follows the width it is given
  let width = 0;
  function measure() { return Math.round(boardBox.getBoundingClientRect().width) || boardBox.clientWidth || 800; }
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { const w = measure(); if (Math.abs(w - width) > 2) { width = w; drawBoard(); } }).observe(boardBox);
  }

  // the frames drawn in this deal (for this seat): the drawing is planned over all of them, as the
  // replay plans over a deal, so that it never shrinks while the deal lasts (no jump when the pile
  // empties or a message comes and goes)
  let seen = [], seenKey = "", seenSig = "", tallest = 0;
  function drawBoard() {
    const view = get("view");
    board.replaceChildren();
    const mod = GAMES[get("game")] || GAMES.generic;
    const w = width || measure();
    // the last move of another player since the learner's own: the drawing marks what it played
    // or took, as the replay marks a step
    const last = get("last") || {};
    const frame = { v: view, m: last.m || null, s: last.s ?? null, ev: last.ev || [] };
    const ctx = drawContext(lang(), L(), T, name, {
      seat: get("seat"), frame, prev: last.prev || null, width: w, zoom: ZOOM[get("size")] || 1, touch: true, live: true,
    });
    if (mod && view && view.players) {
      const key = [(get("score") || {}).n, get("seat"), (exercise().k || 0), view.players.length, get("size"), Math.round(w)].join("|");
      if (key !== seenKey) { seen = []; seenKey = key; seenSig = ""; tallest = 0; boardBox.style.minHeight = ""; }
      const sig = JSON.stringify(view) + "|" + (last.m || "");
      if (sig !== seenSig) { seen.push(frame); seenSig = sig; if (seen.length > 120) seen.splice(0, 1); }
      if (mod.plan) ctx.plan = mod.plan(seen, ctx);
      mod.draw(board, view, ctx);
      // a plan that finds a lower arrangement as the deal goes on would move the buttons up:
      // within a deal the board keeps the tallest height it had
      const h = board.getBoundingClientRect().height;
      if (h > tallest) { tallest = h; boardBox.style.minHeight = Math.ceil(h) + "px"; }
    }
    touch.refresh();
  }

  function drawMoves() {
    movesBox.replaceChildren();
    for (const m of get("moves")) {
      const row = html("div", { class: "ct-move" }, movesBox);
      const b = html("button", { class: "ct-btn ct-play", type: "button", "data-move": m.c }, row, m.w);
      html("code", { class: "ct-notation" }, b, codes ? m.c : m.n);
      if (m.a) b.setAttribute("aria-label", m.a);
      b.addEventListener("click", () => { touch.reset(); send("play", { i: m.i }); });
    }
  }
  function drawLog() {
    const log = get("log") || [];
    logBox.replaceChildren();
    for (const e of log) {
      const li = html("li", { class: "ct-entry" }, logBox);
      textWithNames(html("b", null, li), name(e.seat) + ": " + (codes ? e.m : e.n || e.m), get("players"));
      textWithNames(html("span", null, li), " \u2014 " + e.x, get("players"));
    }
    logBox.scrollTop = logBox.scrollHeight;
    // what happened since the learner's last move, in words, where the eye is
    recent.replaceChildren();
    // the move whose cards are marked on the table is marked in the list too (no caption line
    // of its own: the list's last lines stay on a 720 px screen)
    const last = get("last") || {};
    const entries = get("recent") || [];
    let markedAt = -1;
    if (last.s !== undefined && last.s !== null) entries.forEach((e, i) => { if (e.seat === last.s && !e.own) markedAt = i; });
    // newest first (numbered backwards, as they were played): the move just made is the one
    // right under the buttons, on the screen however many came since the learner's own
    recent.setAttribute("reversed", "");
    entries.forEach((e, i) => {
      const li = html("li", { class: "ct-entry" + (e.own ? " ct-own" : "") + (i === markedAt ? " ct-marked-entry" : "") });
      recent.insertBefore(li, recent.firstChild);
      if (e.own) html("b", null, li, T("table.your_move") + ": ");
      // the explanation names the player and the move already; the words are the fallback
      textWithNames(li, e.x || name(e.seat) + ": " + e.w, get("players"));
      if (i === markedAt) html("span", { class: "ct-marked-tag" }, li, " (" + T("table.marked_tag") + ")");
    });
  }

  let shownDeal;
  // whether the top of `e` lies above what its scrolling box (the notebook, or the page) shows
  function topHidden(e) {
    let top = 0;
    for (let p = e.parentElement; p; p = p.parentElement) {
      const oy = getComputedStyle(p).overflowY;
      if ((oy === "auto" || oy === "scroll") && p.scrollHeight > p.clientHeight) { top = p.getBoundingClientRect().top; break; }
    }
    return e.getBoundingClientRect().top < top - 1;
  }
  const word = () => (get("score") || {}).word || "deal";
  function drawScore() {
    const sc = get("score") || {};
    scoreBox.setAttribute("aria-label", T("table.score.label"));
    scoreDeal.textContent = (sc.deal || "") + (sc.goal ? " \u00b7 " + sc.goal : "");
    scoreDeal.setAttribute("title", sc.rules || "");
    summaryRules.textContent = sc.rules || "";
    scoreRows.replaceChildren();
    if (sc.lives) html("span", { class: "ct-score-head" }, scoreRows, (sc.head || "") + ":");
    for (const r of sc.rows || []) {
      const cell = html("span", { class: "ct-score-cell" + (r.you ? " ct-you" : "") + (r.state ? " ct-" + r.state : "") }, scoreRows);
      textWithNames(html("span", { class: "ct-score-name" }, cell), r.name + (r.you ? " (" + T("table.score.you") + ")" : ""), get("players"));
      const tot = html("b", { class: "ct-score-total" }, cell, String(r.total));
      if (!sc.lives) tot.setAttribute("aria-label", r.total + " " + (sc.head || ""));
      if (r.delta !== null && r.delta !== undefined) {
        const d = r.delta > 0 ? "+" + r.delta : r.delta < 0 ? "\u2212" + Math.abs(r.delta) : "\u00b10";
        const dl = html("span", { class: "ct-score-delta" + (r.delta !== 0 ? " ct-changed" : "") }, cell, "(" + d + ")");
        dl.setAttribute("title", T("table.score.this_" + (sc.word || "deal"), { d }));
      }
    }
    const said = get("summary") || [];
    summaryBox.hidden = said.length === 0;
    summaryHead.textContent = T("table.summary." + word());
    summaryList.replaceChildren();
    for (const s of said) textWithNames(html("li", null, summaryList), s, get("players"));
  }

  function draw() {
    const l = lang();
    const ho = get("handover") || {};
    const handing = ho.to !== undefined && ho.to !== null;
    root.classList.toggle("ct-handing", handing);
    handBox.hidden = !handing;
    if (handing) {
      handText.textContent = get("status") || "";
      handNote.textContent = T("table.handover_hidden");
      bReady.textContent = T("table.ready_btn", { player: name(ho.to) });
    }
    bKeys.setAttribute("aria-label", T("table.keys_btn"));
    bKeys.setAttribute("title", T("table.keys_btn"));
    keysBox.textContent = T("table.keys");
    root.setAttribute("lang", l);
    // while the screen changes hands, the title names the one it goes to
    textWithNames(title, T("common.label.game." + get("game")) + " \u00B7 " + T("table.you", { name: name(handing ? ho.to : get("seat")) }), get("players"));
    root.setAttribute("aria-label", T("table.title"));
    langText.textContent = T("widget.language") + " ";
    recent.setAttribute("aria-label", T("table.recent"));
    logBox.setAttribute("aria-label", T("table.log"));
    langSel.value = l;
    sizeText.textContent = " " + T("table.large");
    sizeBox.checked = get("size") === "large";
    root.classList.toggle("cl-large", get("size") === "large");
    board.setAttribute("aria-label", T("widget.table"));
    bar.setAttribute("aria-label", T("table.bar"));
    status.textContent = get("status") || T("table.waiting");
    // "your turn" is said by the line of guidance beside the green button ("Du bist dran: Tippe
    // eine Karte an, die leuchtet."): the status line keeps it for a screen reader only, and the
    // last moves under the buttons stay on a 720 px screen
    status.classList.toggle("ct-quiet", get("status") === T("table.your_turn"));
    drawBoard();
    movesHead.textContent = T("table.moves_all", { n: (get("moves") || []).length });
    codesText.textContent = " " + T("table.codes");
    drawMoves();
    bWhy.textContent = T("table.why_btn");
    bWhy.disabled = !active();
    bHint.textContent = T("table.hint_btn");
    bHint.disabled = !active();
    const ex = exercise();
    bLearn.textContent = T("table.mistakes_btn");
    bNew.textContent = T("table.new_btn");
    bLearn.disabled = false;
    if (ex.k) {
      bNext.textContent = T(ex.last ? "table.back_to_game" : "table.next_exercise");
      bNext.hidden = false;
      bNext.classList.toggle("ct-go", !!ex.solved);
      bLearn.hidden = true;
      bNew.hidden = true;
    } else {
      const over = !!get("deal_over"), done = !!get("finished");
      bNext.textContent = T(word() === "round" ? "table.next_round_btn" : "table.next_btn");
      bNext.hidden = !over || done;
      bNext.classList.toggle("ct-go", over && !done);
      bLearn.hidden = !over;
      bNew.hidden = !done;
      bNew.classList.toggle("ct-go", done);
    }
    bNext.disabled = false;
    // a deal that is over has no move to make: no grey Play button, no "touch a card"
    act.hidden = !!get("deal_over") && !ex.k;
    drawScore();
    // a new deal (or game) starts at the widget's top: bring it back into view when the page was
    // scrolled down to the last deal's summary, so that the score and the table are on screen
    const dealNo = (get("score") || {}).n;
    if (shownDeal !== undefined && dealNo !== shownDeal && !exercise().k && topHidden(root)) {
      root.scrollIntoView({ block: "start" });
    }
    shownDeal = dealNo;
    root.dataset.exercise = ex.k ? ex.k + "/" + ex.of + (ex.solved ? " solved" : "") : "";
    textWithNames(info, get("info") || "", get("players"));
    logHead.textContent = T("table.log");
    drawLog();
    save.labels();
    root.dataset.moves = String((get("moves") || []).length);
    root.dataset.finished = String(!!get("finished"));
    root.dataset.dealOver = String(!!get("deal_over"));
    root.dataset.logLength = String((get("log") || []).length);
    root.dataset.handover = handing ? String(ho.to) : "";
    keepFocus();
  }
  // several traits change in one message: draw once
  let pending = false;
  const schedule = () => { if (!pending) { pending = true; queueMicrotask(() => { pending = false; draw(); }); } };
  const onView = () => { touch.reset(); schedule(); };
  const onInfo = () => { textWithNames(info, get("info") || "", get("players")); };
  const onProblem = () => { touch.problem((get("problem") || {}).text); };
  const keys = ["moves", "log", "status", "lang", "finished", "deal_over", "labels", "size", "exercise", "score", "summary", "last", "handover"];
  for (const k of keys) model.on("change:" + k, schedule);
  model.on("change:view", onView);
  model.on("change:info", onInfo);
  model.on("change:problem", onProblem);
  draw();
  return () => {
    for (const k of keys) model.off("change:" + k, schedule);
    model.off("change:view", onView); model.off("change:info", onInfo); model.off("change:problem", onProblem);
  };
}

export default { render };
