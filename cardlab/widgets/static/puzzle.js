// cardlab: the puzzle widget ("What would you play?").  It draws what the answering seat sees;
// the learner answers by touching the drawn cards (touch.js, as at the Table: the cards that can
// still make a legal move light up, one button confirms) or by typing the move (German or English
// notation), and the move goes to Python in the `answer` traitlet; the verdict comes back in
// `feedback`.  It computes no rule: every judgement, legal or not, is made in Python.  Texts from
// data go in with textContent.  Reuses cards.js, touch.js and the drawing modules (GAMES), which
// assets.esm joins in front of this file (the import lines below are dropped there).
import { GAMES, svg, html, fmt, textWithNames, drawContext } from "./cards.js";
import { attachTouch } from "./touch.js";
import { attachSave } from "./save.js";
import { fitDrawing } from "./layout.js";

const LANG_NAMES = { en: "English", de: "Deutsch" };

function render({ model, el }) {
  const get = (k) => model.get(k);
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const L = () => get("labels")[lang()];
  const T = (k, p) => fmt(L()[k] ?? k, p, lang());
  const tr = (o) => (o ? o[lang()] ?? o.en : "");
  const data = () => get("data");
  const name = (s) => { const p = data().players || []; return s === null || s === undefined ? "\u2014" : (p[s] ?? "P" + (s + 1)); };
  const ZOOM = { normal: 1, large: 1.35 };
  const ctx = (width) => drawContext(lang(), L(), T, name, {
    four: !!get("four_colour"), seat: data().seat, frame: { i: 0, v: data().view, m: null, s: null, ev: [] },
    width, zoom: ZOOM[get("size")] || 1, touch: true, maxHeight: maxHeight(),
  });
  // large: the drawing takes what the screen leaves under what must fit with it (in a lesson, the
  // lesson's header too): layout.js fitDrawing
  // the visible height of the area the widget scrolls in: the nearest ancestor that scrolls (its
  // content taller than it: JupyterLab's notebook), never more than the window
  function scroller() {
    const vh = window.innerHeight || 720;
    for (let e = root.parentElement; e; e = e.parentElement) {
      const o = getComputedStyle(e).overflowY;
      if ((o === "auto" || o === "scroll") && e.clientHeight > 100 && e.scrollHeight > e.clientHeight + 1) return Math.min(vh, e.clientHeight);
    }
    return vh;
  }
  let lastMax = 300;   // large: the height found the last time the page could be measured
  function fitHeight() {
    const anchor = root.closest(".cardlab-lesson-box") || root;
    const top0 = anchor.getBoundingClientRect().top, b = boardBox.getBoundingClientRect();
    if (!b.width || !root.isConnected) return null;
    const f = fitDrawing({ avail: scroller() - 8, above: b.top - top0, below: 24, beside: sideBox.getBoundingClientRect().height, min: 200, max: 540 });
    root.dataset.fits = String(f.fits);
    return Math.round(f.height);
  }
  function maxHeight() {
    if (get("size") !== "large" || typeof window === "undefined") return undefined;
    const h = fitHeight();
    if (h !== null) lastMax = h;
    return lastMax;
  }

  const root = html("div", { class: "cardlab-puzzle cl-touch", role: "group", "data-lm-suppress-shortcuts": "true" }, el);
  const head = html("div", { class: "pz-head" }, root);
  const title = html("span", { class: "pz-title" }, head);
  const diff = html("span", { class: "pz-diff" }, head);
  const langLabel = html("label", { class: "pz-lang-label" }, head);
  const langText = html("span", null, langLabel);
  const langSel = html("select", { class: "pz-lang" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) html("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  const sizeLabel = html("label", { class: "pz-opt" }, head);
  const sizeBox = html("input", { type: "checkbox", class: "pz-size" }, sizeLabel);
  const sizeText = html("span", null, sizeLabel);
  const setBar = html("div", { class: "pz-setbar" }, root);
  const bPrev = html("button", { type: "button", class: "pz-btn pz-prev" }, setBar);
  const progress = html("span", { class: "pz-progress" }, setBar);
  const bNext = html("button", { type: "button", class: "pz-btn pz-next" }, setBar);
  const scoreLine = html("span", { class: "pz-score", "aria-live": "polite" }, setBar);
  const question = html("p", { class: "pz-question" }, root);
  const goalLine = html("p", { class: "pz-goal" }, root);
  const youAre = html("p", { class: "pz-you" }, root);
  // the large (projector) setting: the question, the goal and "you are" across the top, so that
  // the answer column beside the drawing is short
  const top = html("div", { class: "pz-top" }, root);
  // the drawing (touch its cards to build the answer) beside the answer and the feedback
  const main = html("div", { class: "pz-main" }, root);
  const boardBox = html("div", { class: "pz-board" }, main);
  const table = svg("svg", { class: "cl-table pz-table", role: "group", preserveAspectRatio: "xMidYMid meet" }, boardBox);
  const sideBox = html("div", { class: "pz-side" }, main);
  sideBox.append(question, goalLine, youAre);
  const bar = html("div", { class: "pz-bar ct-bar", role: "group" }, sideBox);
  const note = html("div", { class: "pz-note ct-note", "aria-live": "polite" }, sideBox);
  const form = html("div", { class: "pz-form" }, sideBox);
  const inputLabel = html("label", { class: "pz-input-label" }, form);
  const inputText = html("span", { class: "pz-input-name" }, inputLabel);
  const inputHint = html("span", { class: "pz-input-hint" }, inputLabel);     // "or type it, e.g. …"
  const input = html("input", { type: "text", class: "pz-input", autocomplete: "off", spellcheck: "false" }, inputLabel);
  const bSubmit = html("button", { type: "button", class: "pz-btn pz-submit" }, form);
  const bClear = html("button", { type: "button", class: "pz-btn pz-clear" }, form);
  const tools = html("div", { class: "pz-tools" }, sideBox);
  const bHint = html("button", { type: "button", class: "pz-btn pz-hint" }, tools);
  const bSolution = html("button", { type: "button", class: "pz-btn pz-show-solution" }, tools);
  const hintList = html("ol", { class: "pz-hints" }, sideBox);
  const after = html("div", { class: "pz-after" }, main);     // under the drawing (puzzle.css)
  const feedback = html("div", { class: "pz-feedback", "aria-live": "polite", role: "status" }, after);
  const solution = html("div", { class: "pz-solution" }, after);
  const save = attachSave(sideBox, { model, T });
  // the teacher's feedback setting (Python keeps back what it switches off; this only hides buttons)
  const mode = () => get("mode") || {};

  // building the answer by touching cards (touch.js; the legal moves and their tokens come from
  // Python in data.moves); a move made so is written into the answer box and sent at once
  const touch = attachTouch({
    board: table, bar, note, T,
    game: () => data().game, tokens: () => data().tokens || {}, seat: () => data().seat, active: () => true,
    moves: () => (data().moves || []).map((m) => Object.assign({}, m, m[lang()] || {})),
    kindLabel: (k) => T("table.kind." + k),
    onPlay: (m) => { input.value = m.n; send(m.c); },
    onProblem: (tokens) => { model.set("problem_tokens", { n: Date.now() + Math.random(), tokens }); model.save_changes(); },
  });

  // the drawing follows the width it is given
  let width = 0, selFor = null;
  const measure = () => Math.round(boardBox.getBoundingClientRect().width) || boardBox.clientWidth || 600;
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { const w = measure(); if (Math.abs(w - width) > 2) { width = w; drawBoard(); } }).observe(boardBox);
  }
  function drawBoard() {
    const d = data();
    if (!d || !d.view) return;
    table.replaceChildren();
    try { (GAMES[d.game] || GAMES.generic).draw(table, d.view, ctx(width || measure())); } catch (e) { boardBox.hidden = true; }
    touch.refresh();
  }

  function send(text) {
    model.set("answer", text);
    model.set("submissions", (get("submissions") || 0) + 1);
    model.save_changes();
  }
  function submit() {
    model.set("answer", input.value.trim());
    model.set("submissions", (get("submissions") || 0) + 1);
    model.save_changes();
  }
  bSubmit.addEventListener("click", submit);
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); submit(); } });
  bClear.addEventListener("click", () => { touch.clear(); input.value = ""; input.focus(); });
  sizeBox.addEventListener("change", () => { model.set("size", sizeBox.checked ? "large" : "normal"); model.save_changes(); });
  bHint.addEventListener("click", () => {
    const n = (data().hints || []).length, k = get("hints_shown") || 0;
    model.set("hints_shown", Math.min(n + 1, k + 1)); model.save_changes();
  });
  bSolution.addEventListener("click", () => { model.set("solution_shown", true); model.save_changes(); });
  langSel.addEventListener("change", () => { model.set("lang", langSel.value); model.save_changes(); });
  bPrev.addEventListener("click", () => { model.set("index", Math.max(0, get("index") - 1)); model.save_changes(); });
  bNext.addEventListener("click", () => { model.set("index", Math.min(get("count") - 1, get("index") + 1)); model.save_changes(); });

  function drawHints() {
    hintList.replaceChildren();
    const hs = data().hints || [], k = get("hints_shown") || 0;
    for (let i = 0; i < Math.min(k, hs.length); i++) html("li", { class: "pz-hint-text" }, hintList, tr(hs[i]));
    if (k > hs.length) html("li", { class: "pz-hint-text pz-no-hint" }, hintList, T("puzzle.ui.no_hint"));
    bHint.disabled = k > hs.length;
    bHint.hidden = mode().hints === false;
  }
  function drawFeedback() {
    const f = get("feedback");
    feedback.replaceChildren();
    feedback.className = "pz-feedback";
    if (!f || !f.lang) { delete root.dataset.verdict; delete feedback.dataset.n; return; }
    feedback.dataset.n = String(f.n);
    feedback.classList.add(f.taken ? "pz-taken" : f.correct ? "pz-right" : f.legal ? "pz-wrong" : "pz-illegal");
    html("strong", { class: "pz-verdict" }, feedback, f.head + " ");
    if (f.move) html("code", { class: "pz-answer-move" }, feedback, f.move);
    const players = data().players;
    if (f.reason) textWithNames(html("p", { class: "pz-reason" }, feedback), f.reason, players);
    if (f.what_it_does) textWithNames(html("p", { class: "pz-what" }, feedback), f.what_it_does, players);
    if (f.why_best) textWithNames(html("p", { class: "pz-why" }, feedback), f.why_best, players);
    root.dataset.verdict = f.taken ? "taken" : f.correct ? "right" : f.legal ? "wrong" : "illegal";
  }
  function drawSolution() {
    const s = get("solution");
    solution.replaceChildren();
    const answered = get("feedback") && get("feedback").lang;
    const m = mode();
    bSolution.hidden = (!answered && !get("solution_shown")) || m.solution === false || (m.answer === "at_end" && !get("revealed"));
    if (!get("solution_shown") || !s || !s[lang()]) return;
    html("h4", { class: "pz-solution-head" }, solution, T("puzzle.ui.solution_head"));
    html("p", { class: "pz-solution-moves" }, solution, s[lang()].moves.join(" / "));
    html("p", { class: "pz-solution-text" }, solution, s[lang()].explanation);
  }

  function drawAll() {
    const d = data();
    if (!d || !d.view) return;
    if (selFor !== d.id) { touch.reset(); selFor = d.id; input.value = get("answer") || ""; }
    const l = lang();
    root.setAttribute("lang", l);
    root.setAttribute("aria-label", T("puzzle.ui.title") + ": " + tr(d.title));
    root.dataset.puzzle = d.id;
    title.textContent = T("puzzle.ui.title") + " \u00B7 " + tr(d.title);
    diff.textContent = "\u2605".repeat(d.difficulty) + "\u2606".repeat(3 - d.difficulty);
    diff.setAttribute("aria-label", T("puzzle.ui.difficulty", { n: d.difficulty }));
    diff.title = T("puzzle.ui.difficulty", { n: d.difficulty });
    langText.textContent = T("widget.language") + " ";
    langSel.value = l;
    setBar.hidden = !get("is_set");
    bPrev.textContent = "\u25C0 " + T("puzzle.ui.prev"); bNext.textContent = T("puzzle.ui.next") + " \u25B6";
    bPrev.disabled = get("index") <= 0; bNext.disabled = get("index") >= get("count") - 1;
    progress.textContent = T("puzzle.ui.progress", { i: get("index") + 1, n: get("count") });
    const ty = get("tally") || {};
    scoreLine.textContent = ty.right === null
      ? T("puzzle.ui.answered", { done: ty.done || 0, n: ty.n || get("count") })
      : T("puzzle.ui.score", { right: ty.right || 0, done: ty.done || 0 });
    question.textContent = tr(d.question);
    goalLine.textContent = d.goal ? T("puzzle.ui.goal") + ": " + tr(d.goal) : "";
    textWithNames(youAre, T("puzzle.ui.you_are", { player: name(d.seat) }), d.players);
    sizeText.textContent = " " + T("table.large");
    sizeBox.checked = get("size") === "large";
    root.classList.toggle("cl-large", get("size") === "large");
    if (get("size") === "large") top.append(question, goalLine, youAre);
    else sideBox.prepend(question, goalLine, youAre);
    top.hidden = get("size") !== "large";
    table.setAttribute("aria-label", T("puzzle.ui.picture"));
    drawBoard();
    // the example beside the label, where it wraps; the box's placeholder stays short, so that
    // it is never cut
    inputText.textContent = T("puzzle.ui.your_move");
    inputHint.textContent = T("puzzle.ui.type_hint", { example: tr(d.example) });
    input.setAttribute("placeholder", T("puzzle.ui.type_short"));
    input.setAttribute("aria-label", T("puzzle.ui.your_move") + ". " + T("puzzle.ui.type", { example: tr(d.example) }));
    bSubmit.textContent = T("puzzle.ui.submit");
    bClear.textContent = T("puzzle.ui.clear");
    bHint.textContent = T("puzzle.ui.hint");
    bSolution.textContent = T("puzzle.ui.solution");
    save.labels();
    save.box.hidden = !get("show_save");
    drawHints(); drawFeedback(); drawSolution();
  }

  model.on("change:data change:lang change:four_colour change:index change:count change:is_set change:tally change:size change:mode change:revealed change:show_save", drawAll);
  model.on("change:problem", () => touch.problem((get("problem") || {}).text));
  model.on("change:hints_shown", drawHints);
  model.on("change:feedback", () => { drawFeedback(); drawSolution(); });
  model.on("change:solution change:solution_shown", drawSolution);
  drawAll();
  // once the page has laid out (a lesson's header above, the answer column beside): draw again
  // for the height that is left
  // (and again when what is above or beside it changes height: a lesson's text, a message)
  let pending = null;
  const refit = () => {
    if (pending || get("size") !== "large") return;
    pending = setTimeout(() => { pending = null; const h = fitHeight(); if (h !== null && Math.abs(h - lastMax) > 8) drawBoard(); }, 60);
  };
  if (typeof requestAnimationFrame !== "undefined") requestAnimationFrame(() => setTimeout(() => { if (get("size") === "large") drawBoard(); }, 50));
  if (typeof ResizeObserver !== "undefined") {
    const ro = new ResizeObserver(refit);
    setTimeout(() => { const a = root.closest(".cardlab-lesson-box"); if (a) ro.observe(a); ro.observe(sideBox); }, 0);
  }
  model.on("change:size", () => setTimeout(drawBoard, 50));
  return () => { el.replaceChildren(); };
}

export default { render };
