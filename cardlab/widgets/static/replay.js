// cardlab: the replay widget (anywidget render function).  It only draws the frames Python made:
// it computes no rule.  Every text from data goes in with textContent, never as markup.
//
// The drawing is laid out for the width it gets (cards.js watchWidth, ctx.width) and the zoom of
// the size setting; one plan (the seats' places and the scale) is made for all frames of a deal,
// so nothing moves from step to step.  Below about 700 px the move list goes under the drawing
// (a container query in replay.css).
import { GAMES, svg, html, fmt, nameInto, textWithNames, drawContext, watchWidth } from "./cards.js";
import { anGraph, anNote, anMarkRow } from "./analysis.js";
import { scoreShape, sideLines, sideWidth } from "./layout.js";
import { attachRules } from "./rules.js";

const SPEEDS = [0.5, 1, 2, 4, 8];
const LANG_NAMES = { en: "English", de: "Deutsch" };
const ZOOM = { normal: 1, large: 1.35 };

// Button icons drawn in SVG (no font needed): the accessible name is the button's aria-label.
const ICONS = {
  first: "M4 3h2v12H4z M16 3v12L7 9z", back: "M14 3v12L5 9z", forward: "M4 3v12l9-6z",
  last: "M12 3h2v12h-2z M2 3v12l9-6z", play: "M4 2v14l11-7z", pause: "M4 3h4v12H4z M10 3h4v12h-4z",
};
function icon(button, kind) {
  button.replaceChildren();
  const s = svg("svg", { viewBox: "0 0 18 18", width: "16", height: "16", "aria-hidden": "true", focusable: "false" }, button);
  svg("path", { d: ICONS[kind], fill: "currentColor" }, s);
}

// The most CSS pixels the drawing may take: what a 1280x720 screen leaves under JupyterLab's bars
// once the widget's header, controls and explanation are counted; more on a taller screen.
function maxDrawingHeight(narrow, large) {
  const vh = typeof window !== "undefined" && window.innerHeight ? window.innerHeight : 720;
  if (narrow) return Math.max(300, Math.min(600, vh - 160));
  // large (a projector): bigger cards come first, the explanation may need a scroll
  if (large) return Math.max(320, Math.min(760, vh - 240));
  return Math.max(300, Math.min(560, vh - 340));
}

function render({ model, el }) {
  const root = html("div", { class: "cardlab-replay cl-replay-root", tabindex: "0", role: "group", "data-lm-suppress-shortcuts": "true" }, el);
  // -- header: title, deal selector, language, four-colour deck, size, codes
  const head = html("div", { class: "cl-head" }, root);
  const title = html("span", { class: "cl-title" }, head);
  const dealLabel = html("label", { class: "cl-deal-label" }, head);
  const dealText = html("span", { class: "cl-sr" }, dealLabel);
  const dealSel = html("select", { class: "cl-deal" }, dealLabel);
  const langLabel = html("label", { class: "cl-lang-label" }, head);
  const langText = html("span", { class: "cl-sr" }, langLabel);
  const langSel = html("select", { class: "cl-lang" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) html("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  const opt = (cls) => {
    const lab = html("label", { class: "cl-opt " + cls + "-label" }, head);
    const box = html("input", { type: "checkbox", class: cls }, lab);
    return [lab, box, html("span", null, lab)];
  };
  const [, fourBox, fourText] = opt("cl-four");
  const [sizeLabel, sizeBox, sizeText] = opt("cl-size");
  const [codesLabel, codesBox, codesText] = opt("cl-codes");
  // -- the drawing, the move list beside it (under it when narrow), the controls, the move
  const main = html("div", { class: "cl-main" }, root);
  const stage = html("div", { class: "cl-stage" }, main);
  const table = svg("svg", { class: "cl-table", role: "group", preserveAspectRatio: "xMidYMid meet" }, stage);
  const ctl = html("div", { class: "cl-controls" }, main);
  const mk = (cls, kind) => { const b = html("button", { type: "button", class: cls }, ctl); icon(b, kind); return b; };
  const bFirst = mk("cl-first", "first"), bBack = mk("cl-back", "back"), bPlay = mk("cl-play", "play"),
    bFwd = mk("cl-forward", "forward"), bLast = mk("cl-last", "last");
  const speedSel = html("select", { class: "cl-speed" }, ctl);
  for (const s of SPEEDS) html("option", { value: String(s) }, speedSel, s + "\u00D7");
  speedSel.value = "2";
  const slider = html("input", { type: "range", class: "cl-slider", min: "0", max: "0", step: "1", value: "0" }, ctl);
  const stepLabel = html("span", { class: "cl-steplabel" }, ctl);
  attachRules(ctl, { model, compact: true, after: main });  // the record's rules, in words (rules.js)
  const info = html("div", { class: "cl-info" }, main);
  const moveLine = html("div", { class: "cl-moveline" }, info);
  const moveHead = html("span", { class: "cl-movehead" }, moveLine);
  const notation = html("code", { class: "cl-notation" }, moveLine);
  const wordsLine = html("span", { class: "cl-words" }, moveLine);
  // the explanation and an annotated move's note scroll when long: reachable by keyboard (the
  // arrow keys up and down scroll them; left and right still step the replay)
  const explain = html("p", { class: "cl-explain", tabindex: "0" }, info);
  const anText = html("p", { class: "cl-an-note", tabindex: "0" }, info);        // an annotated move (analysis.js)
  const anBox = html("div", { class: "cl-analysis" }, info);       // the evaluation graph
  const side = html("div", { class: "cl-side" }, main);
  const sideIn = html("div", { class: "cl-side-in" }, side);
  const movesHead = html("div", { class: "cl-moves-head" }, sideIn);
  const list = html("ol", { class: "cl-movelist", start: "0" }, sideIn);
  const cursor = html("li", { class: "cl-cursor", "aria-hidden": "true", role: "presentation", hidden: "" }, list);
  const scoresBox = html("div", { class: "cl-scores" }, sideIn);
  // -- the position in words and the keys, one line under everything
  const foot = html("div", { class: "cl-foot" }, root);
  const seatNote = html("span", { class: "cl-seatnote" }, foot);
  // Swoop with six or more hands shown: every hand in its seat, or the mover's hand in focus
  const handsBtn = html("button", { type: "button", class: "cl-hands", "aria-pressed": "false" }, foot);
  const details = html("details", { class: "cl-desc" }, foot);
  const descHead = html("summary", null, details);
  const descText = html("p", { class: "cl-desc-text" }, details);
  const keysNote = html("div", { class: "cl-keys" }, foot);
  const live = html("div", { class: "cl-live cl-sr", "aria-live": "polite", "aria-atomic": "true" }, root);

  let timer = null, builtFor = null, activeBtn = null, scoresFor = null, scoresWidth = 0;
  const uid = "cl-r" + Math.random().toString(36).slice(2, 9);
  let width = 0, plan = null, planFor = null;
  const listBox = { top: 0, h: 0 };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver((es) => { for (const e of es) { listBox.h = e.contentRect.height; showRows(false); } }).observe(list);
  const get = (k) => model.get(k);
  const deal = () => get("deal");
  const dealData = () => { const all = get("all_data"); return all ? all[deal() - 1] : get("data"); };
  const lang = () => (get("lang") === "de" ? "de" : "en");
  const large = () => get("size") === "large";
  const codes = () => !!get("codes");
  const allHands = () => !!get("all_hands");
  const L = () => get("labels")[lang()];
  const A = () => ((get("analysis") || {}).deals || [])[deal() - 1] || null;    // the annotations
  const AL = () => ((get("analysis") || {}).labels || {})[lang()] || {};
  const T = (k, p) => fmt(L()[k] ?? k, p, lang());
  // the names as the language shows them (the engine's default names are said in German too)
  const players = () => (L() && L().players) || get("players");
  const name = (s) => (s === null || s === undefined ? "\u2014" : (players()[s] ?? "P" + (s + 1)));
  const nSteps = () => { const d = dealData(); return d ? d.frames.length - 1 : 0; };
  const clamp = (i) => Math.max(0, Math.min(nSteps(), i | 0));
  const narrow = () => root.clientWidth > 0 && root.clientWidth < 700;
  let lines = 1;                                     // a move-list row's lines (setSide)
  const ROW = () => (large() ? 24 : 18) * lines;    // a move-list row's height (replay.css)
  // the move in the learner's notation (German: 8♦ 8♥), or the record's codes (8D 8H)
  const moveText = (d, i) => {
    const f = d.frames[i], tx = d.texts[lang()][i];
    if (f.m === null) return null;
    return codes() || !tx || !tx.n ? f.m : tx.n;
  };

  function setStep(i) {
    i = clamp(i);
    if (i !== get("step")) { model.set("step", i); model.save_changes(); }
    else draw();
  }
  function setDeal(d) {
    stop();
    model.set("deal", d);
    if (get("all_data")) model.set("step", 0);   // no kernel: the page switches the deal itself
    model.save_changes();
  }

  function labels() {
    const l = lang();
    root.setAttribute("lang", l);
    root.classList.toggle("cl-large", large());
    root.setAttribute("aria-label", T("widget.title") + ": " + T("common.label.game." + get("game")));
    title.textContent = T("widget.title") + " \u00B7 " + T("common.label.game." + get("game"));
    dealText.textContent = T("widget.deal") + " ";
    dealSel.setAttribute("aria-label", T("widget.deal_select"));
    dealSel.replaceChildren();
    const nd = get("n_deals");
    for (let d = 1; d <= nd; d++) html("option", { value: String(d) }, dealSel, T("widget.deal_n", { n: d }));
    dealSel.value = String(deal());
    langText.textContent = T("widget.language") + " ";
    langSel.setAttribute("aria-label", T("widget.language"));
    langSel.value = l;
    fourText.textContent = T("widget.four_colour");
    fourBox.checked = !!get("four_colour");
    sizeText.textContent = T("widget.large");
    sizeLabel.title = T("widget.large_title");
    sizeBox.checked = large();
    codesText.textContent = T("widget.codes");
    codesLabel.title = T("widget.codes_title");
    codesBox.checked = codes();
    handsBtn.textContent = T("widget.all_hands");
    handsBtn.title = T("widget.all_hands_title");
    const seat = get("seat");
    textWithNames(seatNote, seat === null || seat === undefined ? T("widget.view_all") : T("widget.view_of", { player: name(seat) }), players());
    table.setAttribute("aria-label", T("widget.table"));
    movesHead.textContent = T("widget.moves");
    list.setAttribute("aria-label", T("widget.moves_list"));
    bFirst.setAttribute("aria-label", T("widget.first")); bFirst.title = T("widget.first");
    bBack.setAttribute("aria-label", T("widget.back")); bBack.title = T("widget.back");
    bFwd.setAttribute("aria-label", T("widget.forward")); bFwd.title = T("widget.forward");
    bLast.setAttribute("aria-label", T("widget.last")); bLast.title = T("widget.last");
    speedSel.setAttribute("aria-label", T("widget.speed")); speedSel.title = T("widget.speed");
    slider.setAttribute("aria-label", T("widget.slider"));
    moveHead.textContent = T("widget.move") + ": ";
    descHead.textContent = T("widget.position");
    keysNote.textContent = T("widget.keys");
    keysNote.title = T("widget.keys");
    playLabel();
    builtFor = null; scoresFor = null; planFor = null;
  }
  function playLabel() {
    const k = timer ? "widget.pause" : "widget.play";
    bPlay.setAttribute("aria-label", T(k)); bPlay.title = T(k);
    icon(bPlay, timer ? "pause" : "play");
    bPlay.setAttribute("aria-pressed", timer ? "true" : "false");
  }

  // The move list draws only the rows near its visible part (rows have a fixed height; the
  // list's padding stands for the others), so a long deal costs no more than a short one.
  let win = { from: 0, to: -1 };
  function row(d, i) {
    const texts = d.texts[lang()], n = d.frames.length;
    const li = html("li", { value: String(i), "aria-setsize": String(n), "aria-posinset": String(i + 1) });
    // the row's name begins with what the row shows (the mover and the move, WCAG 2.5.3 "label
    // in name": a speech user says what is seen), then the move's number and the move in words
    const label = i ? name(d.frames[i].s) + " " + moveText(d, i) + " \u2014 " + T("widget.step", { step: i, n: n - 1 }) + ": " + texts[i].w : T("widget.start");
    // the label as a tooltip too: a long move cut short in a narrow column reads whole there
    const b = html("button", { type: "button", class: "cl-mv", "data-i": String(i), "aria-label": label, title: label }, li);
    if (i === 0) b.textContent = T("widget.start");
    else {
      html("span", { class: "cl-mv-name", dir: "auto" }, b, name(d.frames[i].s));
      html("span", { class: "cl-mv-not" }, b, " " + moveText(d, i));
      anMarkRow(b, A() && A().notes[String(i)], AL());
    }
    if (i === clamp(get("step"))) { b.classList.add("cl-current"); b.setAttribute("aria-current", "step"); activeBtn = b; }
    return li;
  }
  function showRows(force) {
    const d = dealData();
    if (!d) { list.replaceChildren(cursor); cursor.hidden = true; win = { from: 0, to: -1 }; return; }
    const n = d.frames.length, r = ROW(), h = listBox.h || 300, extra = 4;
    const from = Math.max(0, Math.floor(listBox.top / r) - extra);
    const to = Math.min(n - 1, Math.ceil((listBox.top + h) / r) + extra);
    if (!force && from >= win.from && to <= win.to) return;
    const a = Math.max(0, from - extra), b = Math.min(n - 1, to + extra);   // some rows to spare
    activeBtn = null;
    const rows = [];
    for (let i = a; i <= b; i++) rows.push(row(d, i));
    // the rows not drawn are two spacers (not paddings: a border-box list is never smaller than
    // its paddings, which made the narrow layout's fixed-height list as tall as every row)
    const spacer = (k) => {
      const li = html("li", { class: "cl-spacer", "aria-hidden": "true", role: "presentation" });
      li.style.height = k * r + "px";
      return li;
    };
    list.replaceChildren(cursor, spacer(a), ...rows, spacer(n - 1 - b));
    win = { from: a, to: b };
  }
  // the side column as wide as the deal's longest move needs, within its share of the widget's
  // width (layout.js sideWidth; replay.css --cl-side)
  let sideRows = [];
  // and its rows on two lines (the name above the move) where even that cuts a tenth of the moves
  // or more (sideLines); under the drawing (narrow) the list is as wide as the widget
  function setSide() {
    const fs = large() ? 16 : 13;
    const w = large() ? sideWidth(sideRows, fs, 230, 300, root.clientWidth) : sideWidth(sideRows, fs, 190, 250, root.clientWidth);
    if (root.style.getPropertyValue("--cl-side") !== w + "px") root.style.setProperty("--cl-side", w + "px");
    const k = sideLines(sideRows, fs, narrow() ? root.clientWidth : w);
    if (k === lines) return false;
    lines = k;
    root.classList.toggle("cl-two", k === 2);
    return true;                                    // the rows' height changed: draw them again
  }
  function buildList() {
    const d = dealData();
    const key = deal() + "/" + lang() + "/" + codes() + "/" + large() + "/" + (d ? d.frames.length : 0);
    if (builtFor === key) return;
    builtFor = key;
    if (d) slider.max = String(d.frames.length - 1);
    sideRows = [];
    if (d) for (let i = 1; i < d.frames.length; i++) sideRows.push([name(d.frames[i].s), moveText(d, i) || ""]);
    setSide();
    showRows(true);
  }
  list.addEventListener("scroll", () => { listBox.top = list.scrollTop; showRows(false); }, { passive: true });
  list.addEventListener("click", (e) => {
    const b = e.target.closest("button.cl-mv");
    if (b) { stop(); setStep(Number(b.dataset.i)); }
  });

  function baseCtx(extra) {
    return drawContext(lang(), L(), T, name, Object.assign({
      four: !!get("four_colour"), seat: get("seat"), width: width || stage.clientWidth || 800,
      zoom: ZOOM[get("size")] || 1, maxHeight: maxDrawingHeight(narrow(), large()), allHands: allHands(),
    }, extra));
  }
  // one plan for every frame of the deal: the seats keep their places and the cards their size
  function planOf(d, mod) {
    if (!mod.plan) return null;
    const c = baseCtx();
    const key = [deal(), lang(), get("seat"), c.width, c.zoom, c.maxHeight, d.frames.length, get("game"), c.allHands].join("/");
    if (planFor !== key) { plan = mod.plan(d.frames, c); planFor = key; }
    return plan;
  }
  function ctxFor(i, d, mod) {
    return baseCtx({ frame: d.frames[i], prev: i > 0 ? d.frames[i - 1].v : null, plan: planOf(d, mod) });
  }

  function draw() {
    const d = dealData();
    buildList();
    if (!d) return;
    const i = clamp(get("step"));
    const f = d.frames[i], n = d.frames.length - 1;
    const mod = GAMES[get("game")] || GAMES.generic;
    const ctx = ctxFor(i, d, mod);
    // the game's drawing keeps the parts that did not change (cards.js keeper); a module
    // without a plan draws from scratch
    if (!mod.plan) table.replaceChildren();
    mod.draw(table, f.v, ctx);
    // the switch only where the focus layout applies (GAMES.swoop.focused, without the switch)
    const canFocus = !!mod.focused && mod.focused(d.frames[0].v, Object.assign({}, ctx, { allHands: false }));
    handsBtn.hidden = !canFocus;
    handsBtn.setAttribute("aria-pressed", allHands() ? "true" : "false");
    const tx = d.texts[lang()][i];
    const mt = moveText(d, i);
    notation.textContent = mt === null ? "\u2014" : mt;
    textWithNames(wordsLine, i ? tx.w : T("widget.start"), players());
    textWithNames(explain, tx.x, players());
    anNote(anText, A(), i, lang(), players(), AL());
    anGraph(anBox, A(), AL(), i, n, name, (k) => { stop(); setStep(k); });
    const stepText = i ? T("widget.step", { step: i, n }) : T("widget.start") + " (0/" + n + ")";
    stepLabel.textContent = stepText;
    slider.value = String(i);
    slider.setAttribute("aria-valuetext", stepText);
    bFirst.disabled = bBack.disabled = i === 0;
    bFwd.disabled = bLast.disabled = i === n;
    if (activeBtn) { activeBtn.classList.remove("cl-current"); activeBtn.removeAttribute("aria-current"); activeBtn = null; }
    // rows have a fixed height, and the list's scroll and height are cached: no layout is
    // forced while drawing a step
    const r = ROW(), top = i * r, h = listBox.h || 300;
    if (top < listBox.top || top + r > listBox.top + h) { list.scrollTop = Math.max(0, top - h / 2); listBox.top = list.scrollTop; }
    showRows(false);
    const b = list.querySelector(`button.cl-mv[data-i="${i}"]`);
    if (b) { b.classList.add("cl-current"); b.setAttribute("aria-current", "step"); activeBtn = b; }
    // the bar behind the current row (replay.css .cl-cursor)
    cursor.hidden = false;
    cursor.style.transform = `translateY(${top}px)`;
    scores();
    const desc = mod.describe(f.v, ctx);
    const toMove = f.v.to_move !== null && f.v.to_move !== undefined ? T("widget.to_move", { player: name(f.v.to_move) }) + "." : T("widget.deal_over");
    textWithNames(descText, desc, players());
    // the live region reads the step, the move, its reason and who is next; the whole position
    // (every hand of eight players) is in the "position" details, not read out at every step
    live.textContent = stepText + ". " + (i ? tx.w + ". " + tx.x + " " : "") + toMove;
    root.dataset.step = String(i);
    root.dataset.deal = String(deal());
  }

  // The score table: a deal's points once the replay has reached its end; later deals are not
  // played yet.  Drawn again only when what it shows or the width it has changes (it is called
  // at every step).
  function scores() {
    if (!dealData()) return;
    const atEnd = clamp(get("step")) === nSteps();
    const sc = get("scores");
    const key = [deal(), atEnd, lang(), large(), scoresWidth, sc ? sc.rows.length : -1].join("/");
    if (key === scoresFor) return;
    scoresFor = key;
    scoresBox.replaceChildren();
    if (!sc) return;
    const g = get("game");
    // a running total as the game's drawing module words it (GAMES.<game>.total), else the number
    const mod = GAMES[g] || GAMES.generic;
    const total = (v) => (mod.total ? mod.total(v, T) : String(v));
    // a team's names joined by " + ", as everywhere in cardlab (score sheet, plots, the command
    // line); with sep "\n" a line a name, as the table's head shows them
    const sideName = (s, sep) => s.map(name).join(" +" + (sep || " "));
    const cur = deal() - 1;
    // each cell's text: a deal reached shows its points and the running total
    const cellText = sc.rows.map((r, k) => {
      const reached = k < cur || (k === cur && atEnd);
      return sc.sides.map((s, j) => ({
        text: !reached ? (k === cur ? T("widget.in_play") : T("widget.not_played")) : r.points ? r.points[j] + " (" + total(r.totals[j]) + ")" : T("widget.unfinished"),
        pending: !(reached && r.points),
      }));
    });
    // a row a deal, as on a score sheet; a row a side when that does not fit the side column
    // and is narrower (layout.js scoreShape)
    const shape = scoresWidth > 0 ? scoreShape(T("widget.deal"), sc.sides.map((s) => sideName(s, "\n")), cellText.map((r) => r.map((c) => c.text)), scoresWidth, large() ? 15 : 12) : "deals";
    // the heading outside the table, so it wraps in a narrow column while the table scrolls
    const headText = T("widget.scores") + ": " + T("widget.score." + g + ".points") + " (" + T("widget.score." + g + ".totals") + ")";
    html("div", { class: "cl-scores-head", id: uid + "-sc" }, scoresBox, headText);
    // the table scrolls (sideways when turned): a region reachable by keyboard, named by the heading
    const scroll = html("div", { class: "cl-scores-scroll", tabindex: "0", role: "region", "aria-labelledby": uid + "-sc" }, scoresBox);
    const t = html("table", { class: "cl-score-table cl-score-" + shape, "aria-labelledby": uid + "-sc" }, scroll);
    const hr = html("tr", null, html("thead", null, t));
    html("th", { scope: "col" }, hr, T("widget.deal"));
    // a team's names a line each ("Anna +", "Carla", as sideName(s, "\n")), so that the head is
    // not cut; each name isolated as a name
    const sideHead = (parent, s, attrs) => {
      const th = html("th", attrs, parent);
      s.forEach((seat, k) => { if (k) { th.append(" +"); html("br", null, th); } nameInto(th, name(seat)); });
    };
    const tb = html("tbody", null, t);
    const td = (tr, c, k) => html("td", { class: [c.pending ? "cl-pending" : "", k === cur ? "cl-current-deal" : ""].join(" ").trim() }, tr, c.text);
    if (shape === "sides") {
      cellText.forEach((_, k) => html("th", { scope: "col", class: k === cur ? "cl-current-deal" : "" }, hr, String(k + 1)));
      sc.sides.forEach((s, j) => {
        const tr = html("tr", null, tb);
        sideHead(tr, s, { scope: "row" });
        cellText.forEach((r, k) => td(tr, r[j], k));
      });
      // the deal being replayed in view: the deals scroll, the latest at the right
      const th = hr.children[cur + 1];
      if (th) scroll.scrollLeft = Math.max(0, th.offsetLeft + th.offsetWidth + 2 - scroll.clientWidth);   // (+2: its borders)
    } else {
      for (const s of sc.sides) sideHead(hr, s, { scope: "col" });
      cellText.forEach((r, k) => {
        const tr = html("tr", { class: k === cur ? "cl-current-deal" : "" }, tb);
        html("th", { scope: "row" }, tr, String(k + 1));
        r.forEach((c) => td(tr, c, -1));
      });
    }
    const last = cur === sc.rows.length - 1 && atEnd;
    if (sc.finished && last) textWithNames(html("p", { class: "cl-gameover" }, scoresBox), T("widget.game_over", { names: sc.winners.map((w) => sideName(sc.sides[w] || [w])).join(", ") }), players());
  }

  function stop() { if (timer) { clearInterval(timer); timer = null; playLabel(); } }
  function play() {
    if (timer) return stop();
    if (get("step") >= nSteps()) setStep(0);
    timer = setInterval(() => {
      if (get("step") >= nSteps()) return stop();
      setStep(get("step") + 1);
      if (get("step") >= nSteps()) stop();    // the end: stop at once
    }, 1000 / Number(speedSel.value));
    playLabel();
  }

  bFirst.addEventListener("click", () => { stop(); setStep(0); });
  bBack.addEventListener("click", () => { stop(); setStep(get("step") - 1); });
  bFwd.addEventListener("click", () => { stop(); setStep(get("step") + 1); });
  bLast.addEventListener("click", () => { stop(); setStep(nSteps()); });
  bPlay.addEventListener("click", play);
  speedSel.addEventListener("change", () => { if (timer) { stop(); play(); } });
  slider.addEventListener("input", () => { stop(); setStep(Number(slider.value)); });
  dealSel.addEventListener("change", () => setDeal(Number(dealSel.value)));
  langSel.addEventListener("change", () => { model.set("lang", langSel.value); model.save_changes(); });
  fourBox.addEventListener("change", () => { model.set("four_colour", fourBox.checked); model.save_changes(); });
  sizeBox.addEventListener("change", () => { model.set("size", sizeBox.checked ? "large" : "normal"); model.save_changes(); });
  codesBox.addEventListener("change", () => { model.set("codes", codesBox.checked); model.save_changes(); });
  handsBtn.addEventListener("click", () => { model.set("all_hands", !allHands()); model.save_changes(); });
  root.addEventListener("keydown", (e) => {
    const tag = e.target.tagName;
    // the slider steps with the same keys (handled here, so every host page behaves alike)
    // (and the score table's box: its arrow keys scroll it sideways)
    const field = (tag === "INPUT" && e.target.type !== "range") || tag === "SELECT" || tag === "TEXTAREA" ||
      e.target.classList.contains("cl-scores-scroll");
    let handled = true;
    if (e.key === "ArrowRight" && !field) { stop(); setStep(get("step") + 1); }
    else if (e.key === "ArrowLeft" && !field) { stop(); setStep(get("step") - 1); }
    else if (e.key === "Home" && !field) { stop(); setStep(0); }
    else if (e.key === "End" && !field) { stop(); setStep(nSteps()); }
    else if ((e.key === " " || e.key === "Spacebar") && !field && tag !== "BUTTON") play();
    else handled = false;
    if (handled) { e.preventDefault(); e.stopPropagation(); }
  });

  const redraw = () => draw();
  const relabel = () => { labels(); draw(); };
  const onDeal = () => {
    stop();
    dealSel.value = String(deal());
    builtFor = null; scoresFor = null; planFor = null;
    draw();
  };
  const onScores = () => { scoresFor = null; draw(); };
  const events = { "change:step": redraw, "change:data": onDeal, "change:deal": onDeal, "change:lang": relabel,
    "change:four_colour": relabel, "change:labels": relabel, "change:scores": onScores, "change:size": relabel,
    "change:codes": relabel, "change:all_hands": redraw, "change:seat": relabel, "change:analysis": relabel };
  for (const k in events) model.on(k, events[k]);
  labels();
  draw();
  // the drawing follows the width it is given: a new plan and a redraw when it changes
  const unwatch = watchWidth(stage, (w) => { if (w !== width) { width = w; planFor = null; draw(); } });
  // the score table turns when the side column gets too narrow for it (or wide enough again)
  const unwatchScores = watchWidth(scoresBox, (w) => { scoresWidth = w; scores(); });
  const unwatchRoot = watchWidth(root, () => { if (setSide()) { showRows(true); draw(); } });
  return () => {
    stop();
    unwatch();
    unwatchScores();
    unwatchRoot();
    for (const k in events) model.off(k, events[k]);
  };
}

export default { render };
