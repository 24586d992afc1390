// The ScoreSheet widget: a score sheet for a game at a real table.  Python (cardlab/scoresheet.py)
// checks every entry and computes the totals with the engine; it sends every text in the
// chosen language in the `view` traitlet.  This module only draws the sheet and sends what was
// typed.  Names and all other texts go in with textContent, never as markup.  Loaded alone (no
// shared modules).

// -- pure helpers (tested with node --test, tests/js/scoresheet.test.mjs) ---------------------

// The shape of the entry row: rebuilt (and typed values dropped) only when this changes.
export function structureKey(view) {
  const cols = (view && view.columns) || [];
  return [view && view.kind, view && view.dead_allowed ? 1 : 0, cols.length, ...cols.map((c) => c.name)].join("\u0001");
}

// The action for the typed entry: `points` the raw texts of the number fields, `winner` a seat,
// null (a dead deal) or "auto" (the one player with 0 went out), `lost` a tick per column.
export function payload(kind, fields) {
  if (kind === "lost") {
    const lost = [];
    (fields.lost || []).forEach((b, i) => { if (b) lost.push(i); });
    return { kind: "add", lost };
  }
  const out = { kind: "add", points: (fields.points || []).map((v) => (v === undefined || v === null ? "" : String(v))) };
  if (kind === "points_winner") out.winner = fields.winner === undefined ? "auto" : fields.winner;
  return out;
}

// -- the widget --------------------------------------------------------------------------------
function el(tag, attrs, parent, textContent) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : String(v));
  }
  if (textContent !== undefined) e.textContent = textContent;
  if (parent) parent.appendChild(e);
  return e;
}

const LANG_NAMES = { en: "English", de: "Deutsch" };
let instances = 0;

function render({ model, el: host }) {
  instances += 1;
  const uid = "cs" + instances + "-" + Math.random().toString(36).slice(2, 7);
  const get = (k) => model.get(k);
  let counter = 0;
  let sentAdd = null;       // the n of the last "add" sent
  let handled = null;       // the n of the last result acted on
  const send = (action) => {
    counter += 1;
    const a = Object.assign({}, action, { n: uid + ":" + counter });
    if (a.kind === "add") sentAdd = a.n;
    model.set("action", a);
    model.save_changes();
  };

  const root = el("div", { class: "cardlab-scoresheet", role: "group", "data-lm-suppress-shortcuts": "true" }, host);
  const head = el("div", { class: "cs-head" }, root);
  const title = el("span", { class: "cs-title" }, head);
  const rules = el("details", { class: "cs-rules" }, head);
  const rulesHead = el("summary", null, rules);
  const rulesText = el("p", null, rules);
  const langLabel = el("label", { class: "cs-lang" }, head);
  const langText = el("span", null, langLabel);
  const langSel = el("select", { class: "cs-select" }, langLabel);
  for (const l of Object.keys(LANG_NAMES)) el("option", { value: l, lang: l }, langSel, LANG_NAMES[l]);
  const status = el("div", { class: "cs-status", role: "status", "aria-live": "polite" }, root);
  const scroll = el("div", { class: "cs-scroll" }, root);
  const table = el("table", { class: "cs-table" }, scroll);
  const thead = el("thead", null, table);
  const tbody = el("tbody", null, table);
  const tfoot = el("tfoot", null, table);
  const totalsRow = el("tr", { class: "cs-totals" }, tfoot);
  const entryRow = el("tr", { class: "cs-entry" }, tfoot);
  const extras = el("div", { class: "cs-extras" }, root);
  const bar = el("div", { class: "cs-bar" }, root);
  const bAdd = el("button", { class: "cs-btn cs-add", type: "button" }, bar);
  const bUndo = el("button", { class: "cs-btn cs-undo", type: "button" }, bar);
  const bPlot = el("button", { class: "cs-btn cs-plot", type: "button" }, bar);
  const bSave = el("button", { class: "cs-btn cs-save", type: "button" }, bar);
  const hint = el("p", { class: "cs-hint" }, bar);
  const saveNote = el("div", { class: "cs-saved", role: "status", "aria-live": "polite" }, root);
  const refusal = el("div", { class: "cs-refusal", role: "alert", "aria-live": "assertive" }, root);
  const plotBox = el("div", { class: "cs-plotbox" }, root);

  // the entry row's controls, kept while the sheet keeps its shape
  let shape = null;
  let entry = { inputs: [], radios: [], checks: [], labels: [], dead: null, deadLabel: null, label: null };

  function fields() {
    const kind = get("view").kind;
    if (kind === "lost") return { lost: entry.checks.map((c) => c.checked && !c.disabled) };
    let winner = "auto";
    entry.radios.forEach((r, i) => { if (r.checked) winner = i; });
    if (entry.dead && entry.dead.checked) winner = null;
    return { points: entry.inputs.map((x) => x.value), winner };
  }
  function submit() { send(payload(get("view").kind, fields())); }

  function unmark() {
    for (const x of [...entry.inputs, ...entry.checks]) { x.removeAttribute("aria-invalid"); x.classList.remove("cs-bad"); }
  }
  function clearEntry() {
    for (const x of entry.inputs) x.value = "";
    for (const r of [...entry.radios, ...(entry.dead ? [entry.dead] : [])]) { r.checked = false; r.dataset.was = ""; }
    for (const c of entry.checks) c.checked = false;
    unmark();
  }
  // a radio clicked again is let go: then the player with 0 points went out
  function radioToggle(r, onSet) {
    r.addEventListener("click", () => {
      if (r.dataset.was === "1") { r.checked = false; }
      else if (onSet) onSet();
      for (const o of [...entry.radios, ...(entry.dead ? [entry.dead] : [])]) o.dataset.was = o.checked ? "1" : "";
    });
  }

  function buildEntry(view) {
    entryRow.replaceChildren();
    extras.replaceChildren();
    entry = { inputs: [], radios: [], checks: [], labels: [], dead: null, deadLabel: null, label: null };
    const lead = el("th", { scope: "row", class: "cs-rowhead" }, entryRow);
    entry.label = el("span", { class: "cs-entry-label" }, lead);
    entry.legend = view.kind === "points_winner" ? el("span", { class: "cs-legend", "aria-hidden": "true" }, lead) : null;
    view.columns.forEach((c, i) => {
      const td = el("td", { class: "cs-cell" }, entryRow);
      if (view.kind === "lost") {
        const lab = el("label", { class: "cs-check" }, td);
        const box = el("input", { type: "checkbox", class: "cs-box", "data-col": i }, lab);
        const span = el("span", null, lab);
        entry.checks.push(box);
        entry.labels.push(span);
        box.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); submit(); } });
      } else {
        const inp = el("input", { type: "text", inputmode: "numeric", autocomplete: "off", class: "cs-input", "data-col": i }, td);
        inp.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); submit(); } });
        entry.inputs.push(inp);
        if (view.kind === "points_winner") {
          const lab = el("label", { class: "cs-radio" }, td);
          const r = el("input", { type: "radio", name: uid + "-out", class: "cs-out", "data-col": i }, lab);
          const span = el("span", null, lab);
          radioToggle(r, () => { if (!inp.value.trim()) inp.value = "0"; });
          entry.radios.push(r);
          entry.labels.push(span);
        }
      }
    });
    if (view.dead_allowed) {
      const lab = el("label", { class: "cs-radio cs-dead" }, extras);
      entry.dead = el("input", { type: "radio", name: uid + "-out", class: "cs-out cs-nobody" }, lab);
      entry.deadLabel = el("span", null, lab);
      radioToggle(entry.dead);
    }
  }

  function drawTable(view) {
    const ui = view.ui;
    thead.replaceChildren();
    const hr = el("tr", null, thead);
    el("th", { scope: "col", class: "cs-rowhead" }, hr, ui.deal_head);
    for (const c of view.columns) {
      const th = el("th", { scope: "col", class: "cs-name" + (c.state && c.state !== "in" ? " cs-" + c.state : ""), title: c.name }, hr);
      el("span", { class: "cs-name-text" }, th, c.name);
    }
    tbody.replaceChildren();
    for (const row of view.rows) {
      const tr = el("tr", { class: "cs-row" + (row.note ? " cs-dead-row" : "") }, tbody);
      const th = el("th", { scope: "row", class: "cs-rowhead" }, tr, row.label);
      if (row.note) el("span", { class: "cs-note" }, th, " " + row.note);
      row.cells.forEach((cell, i) => {
        const td = el("td", { class: "cs-cell" + (cell.out ? " cs-wentout" : "") + (cell.lost ? " cs-lost" : "") }, tr);
        const p = el("span", { class: "cs-p" }, td, cell.p + (cell.out ? " \u2605" : ""));
        if (cell.out) p.setAttribute("title", ui.went_out);
        el("span", { class: "cs-t" }, td, cell.t);
        td.setAttribute("aria-label", view.columns[i].name + ": " + (cell.p ? cell.p + ", " : "") + cell.t + (cell.out ? ", " + ui.went_out : ""));
      });
    }
    totalsRow.replaceChildren();
    el("th", { scope: "row", class: "cs-rowhead" }, totalsRow, ui.total_head);
    view.totals.forEach((v, i) => {
      el("td", { class: "cs-total" + (view.columns[i].win ? " cs-win" : "") }, totalsRow, v + (view.columns[i].win ? " \u2605" : ""));
    });
    if (view.rows.length !== shownRows) { shownRows = view.rows.length; toBottom(); }
  }
  // the newest deal in view, also when the sheet was drawn before it had a size
  let shownRows = -1;
  let wantBottom = false;
  function toBottom() {
    wantBottom = true;
    if (scroll.clientHeight > 0) { scroll.scrollTop = scroll.scrollHeight; wantBottom = false; }
  }
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { if (wantBottom) toBottom(); }).observe(scroll);
  }

  function drawEntryTexts(view) {
    const ui = view.ui;
    entry.label.textContent = ui.entry_label;
    view.columns.forEach((c, i) => {
      if (entry.inputs[i]) entry.inputs[i].setAttribute("aria-label", c.aria);
      if (entry.radios[i]) { entry.radios[i].setAttribute("aria-label", c.aria_out); entry.labels[i].textContent = ui.went_out; }
      if (entry.checks[i]) {
        entry.checks[i].setAttribute("aria-label", c.aria);
        entry.checks[i].disabled = c.state === "out";
        if (c.state === "out") entry.checks[i].checked = false;
        entry.labels[i].textContent = ui.lost_life;
      }
    });
    if (entry.deadLabel) entry.deadLabel.textContent = ui.nobody;
    if (entry.legend) entry.legend.textContent = "\u25EF " + ui.went_out;
  }

  function drawPlot() {
    const png = get("plot_png");
    const view = get("view");
    plotBox.replaceChildren();
    if (png && get("show_plot")) el("img", { class: "cs-plot-img", src: "data:image/png;base64," + png, alt: view.ui.plot_alt }, plotBox);
    bPlot.textContent = get("show_plot") ? view.ui.plot_hide : view.ui.plot_show;
  }

  function draw() {
    const view = get("view") || {};
    if (!view.columns) return;
    const lang = get("lang") === "de" ? "de" : "en";
    root.setAttribute("lang", lang);
    const ui = view.ui;
    title.textContent = view.title;
    langText.textContent = ui.language + " ";
    langSel.value = lang;
    rulesHead.textContent = view.rules_short;
    rulesText.textContent = view.rules;
    root.classList.toggle("cs-many", view.columns.length > 5);
    status.textContent = view.status;
    root.classList.toggle("cs-finished", !!view.finished);
    const key = structureKey(view);
    if (key !== shape) { buildEntry(view); shape = key; }
    drawTable(view);
    drawEntryTexts(view);
    table.setAttribute("aria-label", ui.sheet);
    entryRow.setAttribute("aria-label", ui.entries);
    hint.textContent = ui.hint;
    bAdd.textContent = ui.add;
    bUndo.textContent = ui.undo;
    bUndo.disabled = !view.can_undo;
    bSave.textContent = ui.save;
    drawPlot();
    root.dataset.deals = String(view.rows.length);
    root.dataset.finished = String(!!view.finished);
  }

  // the save button's answer (Python's `saved`: {n, ok, message, name, data (base64)}): the
  // message beside the sheet, and the file as a download (the same bytes as the file written)
  let downloaded = null;
  function onSaved() {
    const s = get("saved") || {};
    saveNote.textContent = s.message || "";
    saveNote.dataset.ok = s.ok ? "true" : "false";
    root.dataset.saved = s.file || "";
    if (!s.data || s.n === downloaded) return;
    downloaded = s.n;
    try {
      const bytes = Uint8Array.from(atob(s.data), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: "application/json" }));
      const a = el("a", { href: url, download: s.name, class: "cs-save-link" }, root);
      a.click();
      setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 1000);
    } catch (e) { /* the file in the folder is there all the same */ }
  }
  let saveCount = 0;

  function onResult() {
    const r = get("result") || {};
    refusal.textContent = r.ok ? "" : (r.text || "");
    refusal.classList.toggle("cs-shown", !r.ok && !!r.text);
    root.dataset.refused = String(!r.ok && !!r.text);
    if (r.n === handled) return;       // the same answer again, e.g. in another language
    handled = r.n;
    if (r.ok && r.n === sentAdd) {
      clearEntry();
      const first = entry.inputs[0] || entry.checks.find((c) => !c.disabled);
      if (first) first.focus();
    } else if (!r.ok) {
      unmark();
      const f = r.field;
      const x = f === null || f === undefined ? null : (entry.inputs[f] || entry.checks[f]);
      if (x) { x.setAttribute("aria-invalid", "true"); x.classList.add("cs-bad"); x.focus(); }
    }
  }

  bAdd.addEventListener("click", submit);
  bUndo.addEventListener("click", () => send({ kind: "undo" }));
  bPlot.addEventListener("click", () => send({ kind: "plot" }));
  bSave.addEventListener("click", () => {
    saveCount += 1;
    model.set("save_request", { n: uid + ":" + saveCount });
    model.save_changes();
  });
  langSel.addEventListener("change", () => { model.set("lang", langSel.value); model.save_changes(); });

  let pending = false;
  const schedule = () => { if (!pending) { pending = true; queueMicrotask(() => { pending = false; draw(); }); } };
  const keys = ["view", "lang"];
  for (const k of keys) model.on("change:" + k, schedule);
  model.on("change:result", onResult);
  model.on("change:plot_png", drawPlot);
  model.on("change:show_plot", drawPlot);
  model.on("change:saved", onSaved);
  draw();
  onResult();
  // a download sent before this view was drawn is not offered again (a reopened notebook)
  downloaded = (get("saved") || {}).n ?? null;
  onSaved();
  return () => {
    model.off("change:saved", onSaved);
    for (const k of keys) model.off("change:" + k, schedule);
    model.off("change:result", onResult);
    model.off("change:plot_png", drawPlot);
    model.off("change:show_plot", drawPlot);
  };
}

export default { render };
