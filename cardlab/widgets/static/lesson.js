// cardlab: the lesson widget's own part (the exercise or replay of a step is the Puzzle or Replay
// widget shown below it).  It shows the lesson's title, the progress ("Schritt 3 von 7"), a strip
// of the steps (done, open, locked), the step's text, a position drawn with the shared drawing
// modules (GAMES), back / next, and the one save button of the lesson (save.js: at every step, the
// whole lesson so far; Python writes the file, the browser downloads it).  Which step may be opened
// is decided in Python (`unlocked`, `done`); this file only asks for `index`.  A lesson written in
// one language shows its texts as written in the other and says so once (`data.untranslated`).
//
// The texts arrive as a Markdown tree of plain data (cardlab/lessons/files.py: markdown), never as
// markup: every string goes in with textContent or as a text node, links only to http/https
// addresses (checked again here); no string is ever parsed as HTML.  Reuses cards.js and the drawing
// modules, which assets.esm joins in front of this file (the import lines below are dropped there).
import { GAMES, svg, html, fmt, textWithNames, drawContext } from "./cards.js";
import { attachSave } from "./save.js";
import { fewestLines } from "./layout.js";
import { attachRules } from "./rules.js";

const LANG_NAMES = { en: "English", de: "Deutsch" };

export function safeHref(h) {
  if (typeof h !== "string" || !/^https?:\/\//i.test(h)) return null;
  try {
    const u = new URL(h);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch (e) { return null; }
}

// the Markdown tree as DOM nodes: ["p", inl], ["h", inl], ["ul"|"ol", [inl...]], ["pre", text];
// inline: strings, ["em"|"strong", inl], ["code", text], ["a", href, inl]
function inline(parent, nodes, depth) {
  if (!Array.isArray(nodes) || depth > 8) return;
  for (const x of nodes) {
    if (typeof x === "string") { parent.appendChild(document.createTextNode(x)); continue; }
    if (!Array.isArray(x)) continue;
    const k = x[0];
    if (k === "em" || k === "strong") inline(html(k, null, parent), x[1], depth + 1);
    else if (k === "code") html("code", { class: "ls-code" }, parent, String(x[1]));
    else if (k === "a") {
      const href = safeHref(x[1]);
      if (href) inline(html("a", { href, rel: "noopener noreferrer nofollow", target: "_blank", class: "ls-link" }, parent), x[2], depth + 1);
      else inline(parent, x[2], depth + 1);
    }
  }
}

export function markdownInto(parent, tree) {
  if (!Array.isArray(tree)) return;
  for (const b of tree) {
    if (!Array.isArray(b)) continue;
    const k = b[0];
    if (k === "pre") html("code", null, html("pre", { class: "ls-pre", dir: "auto" }, parent), String(b[1]));
    else if (k === "ul" || k === "ol") {
      const l = html(k, { dir: "auto", class: "ls-list" }, parent);
      for (const it of b[1] || []) inline(html("li", null, l), it, 0);
    } else if (k === "p" || k === "h") inline(html(k === "h" ? "h4" : "p", { dir: "auto" }, parent), b[1], 0);
  }
}

function render({ model, el }) {
  const get = (k) => model.get(k);
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const L = () => (get("labels") || {})[lang()] || {};
  const T = (k, p) => fmt(L()[k] ?? k, p, lang());
  const tr = (o) => (o ? o[lang()] ?? o.en ?? "" : "");
  const data = () => get("data") || {};
  const steps = () => data().steps || [];
  const save = (k, v) => { model.set(k, v); model.save_changes(); };

  const root = html("div", { class: "cardlab-lesson", role: "region", "data-lm-suppress-shortcuts": "true" }, el);
  const head = html("div", { class: "ls-head" }, root);
  const title = html("h2", { class: "ls-title", dir: "auto" }, head);
  const progress = html("span", { class: "ls-progress", "aria-live": "polite" }, head);
  const tally = html("span", { class: "ls-tally" }, head);
  const opts = html("span", { class: "ls-opts" }, head);
  const langLabel = html("label", { class: "ls-lang-label" }, opts);
  const langText = html("span", null, langLabel);
  const langSel = html("select", { class: "ls-lang" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) html("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  const sizeLabel = html("label", { class: "ls-size-label" }, opts);
  const sizeBox = html("input", { type: "checkbox", class: "ls-size" }, sizeLabel);
  const sizeText = html("span", null, sizeLabel);
  // the strip of steps and back / next in one row (wrapping when narrow)
  const bar = html("div", { class: "ls-bar" }, head);   // (large: its parts flow in the header's rows)
  const strip = html("ol", { class: "ls-strip" }, bar);
  bar.appendChild(opts);   // the language and the size beside the steps: one row less
  const nav = html("span", { class: "ls-nav" }, bar);
  const bPrev = html("button", { type: "button", class: "ls-btn ls-prev" }, nav);
  const bNext = html("button", { type: "button", class: "ls-btn ls-next" }, nav);
  // the one save button of the lesson, at every step (the puzzles' own are hidden in a lesson)
  const saveRow = html("div", { class: "ls-saverow cl-touch" }, head);
  const saver = attachSave(saveRow, { model, T });
  // the rules of the step shown, in words (rules.js; read-only: a lesson has no table)
  const rulesOf = () => { const r = get("rules_panel") || {}; return (r.panels || [])[(r.steps || [])[get("index")]]; };
  const rules = attachRules(opts, { model, lang, data: rulesOf, after: head });
  const untranslated = html("p", { class: "ls-untranslated", role: "note" }, root);
  const body = html("div", { class: "ls-body" }, root);
  const stepRow = html("div", { class: "ls-steprow" }, body);
  const stepHead = html("h3", { class: "ls-step-title", dir: "auto" }, stepRow);
  const note = html("span", { class: "ls-note", "aria-live": "polite", role: "status" }, stepRow);
  const intro = html("div", { class: "ls-intro ls-md" }, body);
  const text = html("div", { class: "ls-text ls-md" }, body);
  const posBox = html("figure", { class: "ls-position" }, body);
  const posSvg = svg("svg", { class: "cl-table ls-table", role: "img", preserveAspectRatio: "xMidYMid meet" }, posBox);
  const posCap = html("figcaption", { class: "ls-caption" }, posBox);
  const help = html("p", { class: "ls-help" }, body);
  const end = html("div", { class: "ls-end", role: "status" }, body);

  bPrev.addEventListener("click", () => { if (get("index") > 0) save("index", get("index") - 1); });
  bNext.addEventListener("click", () => { if (get("index") < get("unlocked")) save("index", get("index") + 1); });
  langSel.addEventListener("change", () => save("lang", langSel.value));
  sizeBox.addEventListener("change", () => save("size", sizeBox.checked ? "large" : "normal"));

  // the end: the lesson's closing text (and, with "at_end", how many answers were right)
  const endMsg = html("p", { class: "ls-finished" }, end);
  const endText = html("div", { class: "ls-md ls-end-text" }, end);

  let width = 0;
  const measure = () => Math.round(posBox.getBoundingClientRect().width) || posBox.clientWidth || 700;
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { const w = measure(); if (Math.abs(w - width) > 2) { width = w; drawPosition(); } }).observe(posBox);
  }
  function drawPosition() {
    const s = steps()[get("index")];
    posSvg.replaceChildren();
    if (!s || !s.position) { posBox.hidden = true; return; }
    posBox.hidden = false;
    const p = s.position;
    const name = (k) => (k === null || k === undefined ? "\u2014" : (p.players || [])[k] ?? "P" + (k + 1));
    const ctx = drawContext(lang(), L(), T, name, {
      four: false, seat: p.seat, frame: { i: 0, v: p.view, m: null, s: null, ev: [] },
      width: width || measure(), zoom: get("size") === "large" ? 1.35 : 1,
    });
    try { (GAMES[p.game] || GAMES.generic).draw(posSvg, p.view, ctx); } catch (e) { posBox.hidden = true; }
    posSvg.setAttribute("aria-label", T("lesson.ui.position"));
    posCap.replaceChildren();
    const who = p.seat === null || p.seat === undefined ? T("lesson.ui.all_cards") : T("lesson.ui.seen_by", { player: name(p.seat) });
    const move = p.to_move === null || p.to_move === undefined ? "" : " \u00B7 " + T("lesson.ui.to_move", { player: name(p.to_move) });
    textWithNames(posCap, who + move, p.players || []);
  }

  function drawStrip() {
    strip.replaceChildren();
    strip.setAttribute("aria-label", T("lesson.ui.steps"));
    const done = get("done") || [], i0 = get("index"), open = get("unlocked");
    steps().forEach((s, i) => {
      const state = i === i0 ? "current" : done[i] ? "done" : i <= open ? "open" : "locked";
      const li = html("li", { class: "ls-strip-item" }, strip);
      const b = html("button", { type: "button", class: `ls-dot ls-${state}` + (done[i] ? " ls-passed" : ""), "data-step": String(i) }, li);
      b.textContent = done[i] && i !== i0 ? "\u2713" : String(i + 1);
      const kind = T("lesson.kind." + s.kind);
      const label = T("lesson.ui.step", { i: i + 1, kind }) + (tr(s.title) ? " \u00B7 " + tr(s.title) : "") + " (" + T("lesson.ui.state." + state) + ")";
      b.setAttribute("aria-label", label);
      b.title = label;
      if (i === i0) b.setAttribute("aria-current", "step");
      b.disabled = i > open;
      b.addEventListener("click", () => { if (i <= get("unlocked") && i !== get("index")) save("index", i); });
    });
  }

  function drawAll() {
    const d = data(), ss = steps();
    if (!ss.length) return;
    const i = Math.max(0, Math.min(ss.length - 1, get("index") || 0));
    const s = ss[i], done = get("done") || [];
    const l = lang();
    root.setAttribute("lang", l);
    root.dataset.step = String(i);
    root.dataset.kind = s.kind;
    root.dataset.unlocked = String(get("unlocked"));
    root.classList.toggle("cl-large", get("size") === "large");
    root.setAttribute("aria-label", T("lesson.ui.title") + ": " + tr(d.title));
    title.textContent = tr(d.title);
    progress.textContent = T("lesson.ui.progress", { i: i + 1, n: ss.length });
    const ex = ss.filter((x) => x.kind === "puzzle");
    const solved = ss.filter((x, k) => x.kind === "puzzle" && done[k]).length;
    const atEnd = (get("mode") || {}).answer === "at_end";
    tally.textContent = ex.length ? T(atEnd ? "lesson.ui.answered" : "lesson.ui.solved", { k: solved, n: ex.length }) : "";
    tally.hidden = !ex.length;
    langText.textContent = T("widget.language") + " ";
    langSel.setAttribute("aria-label", T("widget.language"));
    langSel.value = l;
    sizeText.textContent = " " + T("lesson.ui.large");
    sizeBox.checked = get("size") === "large";
    const un = (d.untranslated || {})[l] || "";
    untranslated.textContent = un ? T("lesson.ui.untranslated_" + un) : "";
    untranslated.hidden = !un;
    saver.labels();
    rules.refresh();
    saveRow.hidden = !ex.length;
    drawStrip();
    stepHead.replaceChildren();
    html("span", { class: "ls-kind" }, stepHead, T("lesson.kind." + s.kind));
    if (tr(s.title)) html("span", { class: "ls-step-name", dir: "auto" }, stepHead, tr(s.title));
    intro.replaceChildren();
    intro.hidden = !(i === 0 && d.intro && d.intro[l]);
    if (!intro.hidden) markdownInto(intro, d.intro[l]);
    text.replaceChildren();
    if (s.text && s.text[l]) markdownInto(text, s.text[l]);
    text.hidden = !text.childNodes.length;
    drawPosition();
    help.textContent = s.kind === "puzzle" ? T("lesson.ui.puzzle_help") : s.kind === "replay" ? T("lesson.ui.replay_help") : "";
    help.hidden = !help.textContent;
    const complete = ss.every((x, k) => done[k]);
    end.hidden = !(complete && i === ss.length - 1);
    if (!end.hidden) {
      const right = get("right");
      endMsg.textContent = !ex.length ? "" : atEnd && right >= 0 ? T("lesson.ui.done_at_end", { k: right, n: ex.length }) : T("lesson.ui.done");
      endMsg.hidden = !ex.length;
      endText.replaceChildren();
      if (d.end && d.end[l]) markdownInto(endText, d.end[l]);
    }
    bPrev.textContent = "\u25C0 " + T("lesson.ui.prev");
    bNext.textContent = T("lesson.ui.next") + " \u25B6";
    bPrev.disabled = i <= 0;
    bNext.disabled = i >= get("unlocked") || i >= ss.length - 1;
    bNext.hidden = i >= ss.length - 1;
    bPrev.setAttribute("aria-label", T("lesson.ui.prev"));
    bNext.setAttribute("aria-label", T("lesson.ui.next"));
    const n = get("note") || "";
    note.textContent = n ? T("lesson.ui." + n) : "";
    note.className = "ls-note" + (n ? " ls-note-" + n : "");
    root.dataset.note = n;
    bNext.classList.toggle("ls-go", n === "unlocked");
  }

  // the projector: the header's parts (title, save, steps, options, back / next) flow in as few
  // rows as they go (layout.js fewestLines); in the normal size they keep their rows
  const ORDERS = [[0, 1, 2, 3, 4], [0, 4, 1, 3, 2], [0, 1, 3, 2, 4], [0, 4, 2, 3, 1]];
  function arrangeHead() {
    const parts = [title, saveRow, strip, opts, nav];
    if (get("size") !== "large" || !head.clientWidth) { parts.forEach((p) => { p.style.order = ""; }); return; }
    parts.forEach((p) => { p.style.order = ""; });
    const widths = parts.map((p) => (p.hidden ? 0 : Math.ceil(p.getBoundingClientRect().width)));
    const gap = parseFloat(getComputedStyle(head).columnGap) || 12;
    const f = fewestLines(ORDERS, widths, head.clientWidth, gap);
    f.order.forEach((k, i) => { parts[k].style.order = String(i + 1); });
    root.dataset.headRows = String(f.lines);
  }
  let headW = 0;
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { if (Math.abs(head.clientWidth - headW) > 2) { headW = head.clientWidth; arrangeHead(); } }).observe(head);
  }
  const drawAllArranged = () => { drawAll(); arrangeHead(); };
  model.on("change:data change:lang change:index change:unlocked change:done change:note change:size change:mode change:right", drawAllArranged);
  model.on("change:saved", () => setTimeout(arrangeHead, 0));
  drawAll();
  setTimeout(arrangeHead, 0);
  return () => { saver.off(); el.replaceChildren(); };
}

export default { render };
