// cardlab: the puzzle widget ("What would you play?").  It draws what the answering seat sees,
// lets the learner build a move by clicking cards (or typing it), and sends the move text to
// Python in the `answer` traitlet; the verdict comes back in `feedback`.  It computes no rule:
// every judgement, legal or not, is made in Python.  Texts from data go in with textContent.
// Reuses card(), svg(), html(), fmt() and the drawing modules (GAMES) of cards.js / draw_*.js,
// which assets.esm joins in front of this file (the import line below is dropped there).
import { GAMES, svg, html, fmt, card, CARD_W, CARD_H, textWithNames, drawContext } from "./cards.js";

const LANG_NAMES = { en: "English", de: "Deutsch" };

function render({ model, el }) {
  const get = (k) => model.get(k);
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const L = () => get("labels")[lang()];
  const T = (k, p) => fmt(L()[k] ?? k, p);
  const tr = (o) => (o ? o[lang()] ?? o.en : "");
  const data = () => get("data");
  const name = (s) => { const p = data().players || []; return s === null || s === undefined ? "\u2014" : (p[s] ?? "P" + (s + 1)); };
  const ctx = () => drawContext(lang(), L(), T, name, {
    four: !!get("four_colour"), seat: data().seat, frame: { i: 0, v: data().view, m: null, s: null, ev: [] },
  });

  const root = html("div", { class: "cardlab-puzzle", role: "group", "data-lm-suppress-shortcuts": "true" }, el);
  const head = html("div", { class: "pz-head" }, root);
  const title = html("span", { class: "pz-title" }, head);
  const diff = html("span", { class: "pz-diff" }, head);
  const langLabel = html("label", { class: "pz-lang-label" }, head);
  const langText = html("span", null, langLabel);
  const langSel = html("select", { class: "pz-lang" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) html("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  const setBar = html("div", { class: "pz-setbar" }, root);
  const bPrev = html("button", { type: "button", class: "pz-prev" }, setBar);
  const progress = html("span", { class: "pz-progress" }, setBar);
  const bNext = html("button", { type: "button", class: "pz-next" }, setBar);
  const scoreLine = html("span", { class: "pz-score", "aria-live": "polite" }, setBar);
  const question = html("p", { class: "pz-question" }, root);
  const goalLine = html("p", { class: "pz-goal" }, root);
  const youAre = html("p", { class: "pz-you" }, root);
  const pic = html("details", { class: "pz-pic", open: "" }, root);
  const picHead = html("summary", null, pic);
  const table = svg("svg", { class: "cl-table pz-table", role: "img", preserveAspectRatio: "xMidYMid meet" }, pic);
  const help = html("p", { class: "pz-help" }, root);
  const rows = html("div", { class: "pz-rows" }, root);
  const specialBox = html("div", { class: "pz-special", role: "group" }, root);
  const form = html("div", { class: "pz-form" }, root);
  const inputLabel = html("label", { class: "pz-input-label" }, form);
  const inputText = html("span", null, inputLabel);
  const input = html("input", { type: "text", class: "pz-input", autocomplete: "off", spellcheck: "false" }, inputLabel);
  const bSubmit = html("button", { type: "button", class: "pz-submit" }, form);
  const bClear = html("button", { type: "button", class: "pz-clear" }, form);
  const bHint = html("button", { type: "button", class: "pz-hint" }, form);
  const bSolution = html("button", { type: "button", class: "pz-show-solution" }, form);
  const hintList = html("ol", { class: "pz-hints" }, root);
  const feedback = html("div", { class: "pz-feedback", "aria-live": "polite", role: "status" }, root);
  const solution = html("div", { class: "pz-solution" }, root);

  // the selection: Swoop hand indices + face-up slots; Sweep the played card + taken table
  // cards (and builds); Schwimmen the card to give + the card to take
  let sel = null, selFor = null;
  const fresh = () => ({ hand: new Set(), up: new Set(), table: new Set(), builds: new Set(), play: null, give: null, take: null, typed: false });

  function moveText() {
    const d = data(), v = d.view, me = v.players[d.seat] || {};
    if (d.game === "swoop") {
      const hand = [...sel.hand].sort((a, b) => a - b).map((i) => me.hand[i]);
      const up = [...sel.up].sort((a, b) => a - b).map((s) => me.up[s - 1] + "@u" + s);
      return hand.concat(up).join(" ");
    }
    if (d.game === "sweep") {
      if (sel.play === null) return "";
      const taken = [...sel.table].sort((a, b) => a - b).map((i) => v.table[i]);
      for (const b of [...sel.builds].sort()) taken.push(...v.builds[b].build);
      return me.hand[sel.play] + (taken.length ? " x " + taken.join(" ") : "");
    }
    if (d.game === "schwimmen") {
      if (sel.give === null && sel.take === null) return "";
      return "swap " + (sel.give !== null ? me.hand[sel.give] : "?") + " " + (sel.take !== null ? v.middle[sel.take] : "?");
    }
    return "";
  }
  function setInput(text) { input.value = text; }
  function changed() { sel.typed = false; setInput(moveText()); drawRows(); }

  function cardButton(parent, c, pressed, label, onClick, cls) {
    const b = html("button", { type: "button", class: "pz-card" + (cls ? " " + cls : ""), "aria-pressed": pressed ? "true" : "false", "aria-label": label, title: label }, parent);
    if (c) b.dataset.card = c;
    const s = svg("svg", { width: CARD_W, height: CARD_H, viewBox: `0 0 ${CARD_W} ${CARD_H}`, "aria-hidden": "true", focusable: "false" }, b);
    card(s, c, 0, 0, ctx(), { hl: pressed });
    b.addEventListener("click", onClick);
    return b;
  }
  function plainCards(parent, cards) {
    const box = html("div", { class: "pz-plain" }, parent);
    for (const c of cards) {
      const s = svg("svg", { width: CARD_W, height: CARD_H, viewBox: `0 0 ${CARD_W} ${CARD_H}`, class: "pz-plain-card", role: "img", "aria-label": ctx().cardName(c) }, box);
      card(s, c, 0, 0, ctx());
    }
    if (!cards.length) html("span", { class: "pz-none" }, box, "\u2014");
    return box;
  }
  function row(label, cls) {
    const r = html("div", { class: "pz-row " + (cls || "") }, rows);
    html("div", { class: "pz-row-label" }, r, label);
    return html("div", { class: "pz-row-cards", role: "group", "aria-label": label }, r);
  }
  function toggle(set, x) { if (set.has(x)) set.delete(x); else set.add(x); changed(); }

  function drawRows() {
    const d = data(), v = d.view, me = v.players[d.seat] || {}, cn = ctx().cardName;
    const focusKey = document.activeElement && root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    rows.replaceChildren();
    specialBox.replaceChildren();
    if (d.game === "swoop") {
      help.textContent = T("puzzle.ui.swoop_help");
      plainCards(row(T("puzzle.ui.pile")), v.pile || []);
      const up = row(T("puzzle.ui.up"), "pz-up");
      (me.up || []).forEach((c, i) => {
        const slot = i + 1;
        if (c) cardButton(up, c, sel.up.has(slot), cn(c) + " (u" + slot + ")", () => toggle(sel.up, slot)).dataset.key = "u" + slot;
        else if (me.down && me.down[i] === "?") {
          const lab = T("puzzle.ui.mystery_slot", { slot });
          const b = cardButton(up, "?", input.value === "d" + slot, lab, () => { sel = fresh(); sel.typed = true; setInput("d" + slot); drawRows(); }, "pz-mystery");
          b.dataset.key = "d" + slot;
        } else cardButton(up, null, false, T("widget.empty_slot"), () => {}, "pz-empty").disabled = true;
      });
      const hand = row(T("puzzle.ui.hand"), "pz-hand");
      (me.hand || []).forEach((c, i) => { cardButton(hand, c, sel.hand.has(i), cn(c), () => toggle(sel.hand, i)).dataset.key = "h" + i; });
    } else if (d.game === "sweep") {
      help.textContent = T("puzzle.ui.sweep_help");
      const tb = row(T("puzzle.ui.table"), "pz-table-row");
      (v.table || []).forEach((c, i) => { cardButton(tb, c, sel.table.has(i), cn(c), () => toggle(sel.table, i)).dataset.key = "t" + i; });
      (v.builds || []).forEach((b, i) => {
        const lab = b.build.map(cn).join(" + ") + " = " + b.value;
        const g = html("span", { class: "pz-build" }, tb);
        for (const c of b.build) cardButton(g, c, sel.builds.has(i), lab, () => toggle(sel.builds, i)).dataset.key = "b" + i;
      });
      const hand = row(T("puzzle.ui.hand"), "pz-hand");
      (me.hand || []).forEach((c, i) => { cardButton(hand, c, sel.play === i, cn(c), () => { sel.play = sel.play === i ? null : i; changed(); }).dataset.key = "h" + i; });
    } else if (d.game === "schwimmen") {
      help.textContent = T("puzzle.ui.schwimmen_help");
      const mid = row(T("puzzle.ui.middle"), "pz-middle");
      (v.middle || []).forEach((c, i) => { cardButton(mid, c, sel.take === i, cn(c), () => { sel.take = sel.take === i ? null : i; changed(); }).dataset.key = "m" + i; });
      const hand = row(T("puzzle.ui.hand") + (me.value !== undefined ? " (" + T("puzzle.ui.value", { n: tr(me.value) || me.value }) + ")" : ""), "pz-hand");
      (me.hand || []).forEach((c, i) => { cardButton(hand, c, sel.give === i, cn(c), () => { sel.give = sel.give === i ? null : i; changed(); }).dataset.key = "h" + i; });
    }
    // other players, as the seat sees them
    const others = [];
    (v.players || []).forEach((p, s) => {
      if (s === d.seat) return;
      let t = name(s) + ": " + T("puzzle.ui.cards_n", { n: p.hand_count ?? 0 });
      if (p.lives !== undefined) t += ", " + T("puzzle.ui.lives", { n: p.lives });
      if (p.up) { const u = p.up.filter((c) => c); if (u.length) t += ", " + u.map(ctx().cardLabel).join(" "); }
      if (p.hand) t += " [" + p.hand.map(ctx().cardLabel).join(" ") + "]";
      others.push(t);
    });
    if (others.length) textWithNames(html("p", { class: "pz-others" }, rows), T("puzzle.ui.others") + ": " + others.join("; "), d.players);
    // the special moves
    if ((d.special || []).length) {
      html("span", { class: "pz-special-label" }, specialBox, T("puzzle.ui.special") + ": ");
      specialBox.setAttribute("aria-label", T("puzzle.ui.special"));
      for (const m of d.special) {
        const key = "puzzle.ui.move." + m.replace(" ", "_");
        const b = html("button", { type: "button", class: "pz-move", "data-move": m, "aria-pressed": input.value === m ? "true" : "false" }, specialBox, T(key));
        b.dataset.key = "s" + m;
        b.addEventListener("click", () => { sel = fresh(); sel.typed = true; setInput(m); drawRows(); });
      }
    }
    if (focusKey) { const f = root.querySelector(`[data-key="${focusKey}"]`); if (f) f.focus(); }
  }

  function submit() {
    model.set("answer", input.value.trim());
    model.set("submissions", (get("submissions") || 0) + 1);
    model.save_changes();
  }
  bSubmit.addEventListener("click", submit);
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); submit(); } });
  input.addEventListener("input", () => { sel = fresh(); sel.typed = true; drawRows(); });
  bClear.addEventListener("click", () => { sel = fresh(); setInput(""); drawRows(); input.focus(); });
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
  }
  function drawFeedback() {
    const f = get("feedback");
    feedback.replaceChildren();
    feedback.className = "pz-feedback";
    if (!f || !f.lang) { delete root.dataset.verdict; delete feedback.dataset.n; return; }
    feedback.dataset.n = String(f.n);
    feedback.classList.add(f.correct ? "pz-right" : f.legal ? "pz-wrong" : "pz-illegal");
    html("strong", { class: "pz-verdict" }, feedback, f.head + " ");
    if (f.move) html("code", { class: "pz-answer-move" }, feedback, f.move);
    const players = data().players;
    if (f.reason) textWithNames(html("p", { class: "pz-reason" }, feedback), f.reason, players);
    if (f.what_it_does) textWithNames(html("p", { class: "pz-what" }, feedback), f.what_it_does, players);
    if (f.why_best) textWithNames(html("p", { class: "pz-why" }, feedback), f.why_best, players);
    root.dataset.verdict = f.correct ? "right" : f.legal ? "wrong" : "illegal";
  }
  function drawSolution() {
    const s = get("solution");
    solution.replaceChildren();
    const answered = get("feedback") && get("feedback").lang;
    bSolution.hidden = !answered && !get("solution_shown");
    if (!get("solution_shown") || !s || !s[lang()]) return;
    html("h4", { class: "pz-solution-head" }, solution, T("puzzle.ui.solution_head"));
    html("p", { class: "pz-solution-moves" }, solution, s[lang()].moves.join(" / "));
    html("p", { class: "pz-solution-text" }, solution, s[lang()].explanation);
  }

  function drawAll() {
    const d = data();
    if (!d || !d.view) return;
    if (selFor !== d.id) { sel = fresh(); selFor = d.id; setInput(get("answer") || ""); }
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
    scoreLine.textContent = T("puzzle.ui.score", { right: ty.right || 0, done: ty.done || 0 });
    question.textContent = tr(d.question);
    goalLine.textContent = d.goal ? T("puzzle.ui.goal") + ": " + tr(d.goal) : "";
    textWithNames(youAre, T("puzzle.ui.you_are", { player: name(d.seat) }), d.players);
    picHead.textContent = T("puzzle.ui.picture");
    table.setAttribute("aria-label", T("puzzle.ui.picture"));
    table.replaceChildren();
    try { (GAMES[d.game] || GAMES.generic).draw(table, d.view, ctx()); } catch (e) { pic.hidden = true; }
    inputText.textContent = T("puzzle.ui.your_move") + " ";
    input.setAttribute("placeholder", T("puzzle.ui.type", { example: d.example }));
    input.setAttribute("aria-label", T("puzzle.ui.your_move") + ". " + T("puzzle.ui.type", { example: d.example }));
    bSubmit.textContent = T("puzzle.ui.submit");
    bClear.textContent = T("puzzle.ui.clear");
    bHint.textContent = T("puzzle.ui.hint");
    bSolution.textContent = T("puzzle.ui.solution");
    drawRows(); drawHints(); drawFeedback(); drawSolution();
  }

  model.on("change:data change:lang change:four_colour change:index change:count change:is_set change:tally", drawAll);
  model.on("change:hints_shown", drawHints);
  model.on("change:feedback", () => { drawFeedback(); drawSolution(); });
  model.on("change:solution change:solution_shown", drawSolution);
  drawAll();
  return () => { el.replaceChildren(); };
}

export default { render };
