// cardlab: the Rules control of the Table, the Replay and the Lesson.  A button "Regeln: Hausregeln"
// opens a panel under the widget's header: the set of rules in play and every variant's value in
// words, each with a one-line explanation.  Where the widget allows it (the Table: `editable`), each
// is a menu; a choice starts a new game with the rules chosen, at once when nothing has been played
// yet, after a question in words otherwise.  Python describes the rules (cardlab/widgets/rules.py
// panel: both languages, the control's words included) and makes the rules from the choice (the
// trait `rules_pick`); this file only draws and asks.  Every text goes in with textContent.
//
// attachRules(container, {model, lang, trait, data, before, after, busy, compact}): the button goes
// into `container` (before its child `before`, if given), the panel after `after` (default: the
// container); `compact`: the button says only "Regeln" (the rules in play as its tooltip), for a
// header that has no room for more.  `data()` is the panel's data (default: the
// model's `trait`, "rules_panel"); `busy()` says whether a game is under way that a new one would end.
// Returns {refresh, box, button}: refresh() draws again (the Lesson calls it when its step changes).
import { html } from "./cards.js";

let rulesSeen = 0;

// At the Table: whether a game is under way that new rules would end (the learner has moved, or
// a deal is over), so that the control asks first; a finished game, or one not yet begun, does not.
export function gameUnderWay(model) {
  if (model.get("finished")) return false;
  const seat = model.get("seat");
  return (model.get("log") || []).some((e) => e.seat === seat) || ((model.get("score") || {}).n || 1) > 1;
}

export function attachRules(container, o) {
  const model = o.model;
  const trait = o.trait || "rules_panel";
  const data = o.data || (() => model.get(trait));
  const lang = () => (o.lang ? o.lang() : model.get("lang") === "de" ? "de" : "en");
  rulesSeen += 1;
  const uid = "cl-rules-" + rulesSeen + "-" + Math.random().toString(36).slice(2, 7);
  const button = html("button", { type: "button", class: "cl-rules-btn", "aria-expanded": "false", "aria-controls": uid }, container);
  if (o.before) container.insertBefore(button, o.before);
  const btnText = html("span", { class: "cl-rules-btn-text" }, button);
  const caret = html("span", { class: "cl-rules-caret", "aria-hidden": "true" }, button);
  const box = html("section", { class: "cl-rules-panel", id: uid, hidden: "" });
  (o.after || container).insertAdjacentElement("afterend", box);
  let open = false, sent = 0, said = "";
  // the menu that changed last: it has the focus again once the panel is drawn anew
  let lastOption = null, refocus = null;

  const panelData = () => { const p = data(); return p && p[lang()] ? p : null; };
  const words = () => (panelData() || {})[lang()].words || {};

  function setOpen(v, focusButton) {
    open = v;
    box.hidden = !v;
    button.setAttribute("aria-expanded", String(v));
    caret.dataset.open = v ? "true" : "false";  // (drawn by CSS: a triangle, no text)
    if (v && box.scrollIntoView) box.scrollIntoView({ block: "nearest" });  // a panel under the fold comes up
    if (!v && focusButton) button.focus();
  }
  button.addEventListener("click", () => setOpen(!open));
  box.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); setOpen(false, true); } });

  // the choice the menus show now: {preset, options: {name: token}}
  const selects = () => Array.from(box.querySelectorAll("select.cl-rules-select"));
  function picked() {
    const out = { preset: null, options: {} };
    for (const s of selects()) {
      if (s.dataset.option === "preset") out.preset = s.value;
      else out.options[s.dataset.option] = s.value;
    }
    return out;
  }
  function same(d, pick) {
    if (pick.preset !== null && pick.preset !== d.preset.token) return false;
    return d.options.every((op) => pick.options[op.name] === undefined || pick.options[op.name] === op.token);
  }
  function send(pick) {
    sent += 1;
    refocus = lastOption;
    model.set("rules_pick", { n: sent + Math.random(), preset: pick.preset, options: pick.options });
    model.save_changes();
  }

  // one line of the panel: the name (a label where it is a menu), the value, "changed", the explanation
  function row(list, id, name, about, changed) {
    const r = html("div", { class: "cl-rules-row", "data-option": id }, list);
    const nameCell = html("span", { class: "cl-rules-name" }, r);
    const nameBox = html("span", { class: "cl-rules-label" }, nameCell);
    const tagId = uid + "-tag-" + id;
    if (changed) html("span", { class: "cl-rules-tag", id: tagId }, nameCell, words().changed || "");
    const valueBox = html("span", { class: "cl-rules-value" }, r);
    const aboutId = uid + "-about-" + id;
    html("span", { class: "cl-rules-about", id: aboutId }, r, about || "");
    return { r, nameBox, valueBox, aboutId, name, describedBy: (changed ? tagId + " " : "") + aboutId };
  }
  function menu(parts, id, choices, current) {
    const selId = uid + "-sel-" + id;
    html("label", { for: selId }, parts.nameBox, parts.name);
    const sel = html("select", { class: "cl-rules-select", id: selId, "data-option": id, "aria-describedby": parts.describedBy }, parts.valueBox);
    for (const c of choices) html("option", { value: c.token }, sel, c.words);
    sel.value = current;
    return sel;
  }

  function draw() {
    const p = panelData();
    button.hidden = !p;
    if (!p) { setOpen(false); return; }
    const d = p[lang()], w = d.words || {};
    const act = document.activeElement;
    const focused = refocus || (act && box.contains(act) ? act.dataset.option || (act.classList.contains("cl-rules-close") ? "close" : null) : null);
    refocus = null;
    btnText.textContent = o.compact ? w.set : w.button || d.summary;
    if (o.compact) button.title = w.button || d.summary;
    caret.dataset.open = open ? "true" : "false";
    box.setAttribute("lang", lang());
    box.dataset.editable = String(!!p.editable);
    box.dataset.preset = d.preset.token;
    box.replaceChildren();
    const top = html("div", { class: "cl-rules-top" }, box);
    const head = html("h4", { class: "cl-rules-heading", id: uid + "-head" }, top, w.heading || "");
    box.setAttribute("aria-labelledby", head.id);
    const close = html("button", { type: "button", class: "cl-rules-close" }, top, w.close || "\u00D7");
    close.addEventListener("click", () => setOpen(false, true));
    html("p", { class: "cl-rules-note" }, box, w.note || "");
    const list = html("div", { class: "cl-rules-list" }, box);
    // the set of rules: a menu where there is a choice, else its name
    const pr = row(list, "preset", w.set, d.preset.about, false);
    if (p.editable && d.preset.choices.length > 1) {
      const sel = menu(pr, "preset", d.preset.choices, d.preset.token);
      sel.addEventListener("change", () => {
        const ch = d.preset.choices.find((c) => c.token === sel.value);
        for (const s of selects()) if (ch && s.dataset.option !== "preset" && ch.values[s.dataset.option] !== undefined) s.value = ch.values[s.dataset.option];
        const ab = box.querySelector("#" + CSS.escape(pr.aboutId));
        if (ab && ch) ab.textContent = ch.about;
        changedPick(sel);
      });
    } else {
      pr.nameBox.textContent = w.set;
      html("b", null, pr.valueBox, d.preset.words);
    }
    html("h5", { class: "cl-rules-sub" }, list, w.variants || "");
    for (const op of d.options) {
      const r = row(list, op.name, op.words, op.about, op.changed);
      if (p.editable) {
        const sel = menu(r, op.name, op.choices, op.token);
        sel.addEventListener("change", () => changedPick(sel));
      } else {
        r.nameBox.textContent = op.words;
        html("b", null, r.valueBox, op.value);
      }
    }
    // the question before a game under way ends, and what happened
    const ask = html("div", { class: "cl-rules-confirm", role: "group", hidden: "" }, box);
    const question = html("p", { class: "cl-rules-question", "aria-live": "polite" }, ask);
    const yes = html("button", { type: "button", class: "cl-rules-yes" }, ask, w.confirm_yes || "");
    const no = html("button", { type: "button", class: "cl-rules-no" }, ask, w.confirm_no || "");
    yes.addEventListener("click", () => { send(picked()); });
    no.addEventListener("click", () => { refocus = lastOption; draw(); });
    html("p", { class: "cl-rules-status", role: "status", "aria-live": "polite" }, box, said);
    box.dataset.changed = String(d.options.filter((op) => op.changed).length);
    if (focused) {
      const again = focused === "close" ? close : box.querySelector(`select[data-option="${CSS.escape(String(focused))}"]`);
      if (again) again.focus();
    }

    // the question goes right under the menu that changed, where the learner looks
    function changedPick(sel) {
      const pick = picked();
      lastOption = sel ? sel.dataset.option : null;
      said = "";
      box.querySelector(".cl-rules-status").textContent = "";
      if (same(d, pick)) { ask.hidden = true; question.textContent = ""; return; }
      if (o.busy && o.busy()) {
        const at = sel && sel.closest(".cl-rules-row");
        if (at) at.after(ask);
        ask.hidden = false;
        question.textContent = w.confirm || "";
        return;
      }
      send(pick);
    }
  }

  let shownFor = null;
  function onData() {
    const p = data();
    if (sent && p !== shownFor) said = words().started || "";
    shownFor = p;
    draw();
  }
  shownFor = data();
  const onLang = () => draw();
  model.on("change:" + trait, onData);
  model.on("change:lang", onLang);
  draw();
  return {
    refresh: draw, box, button,
    off: () => { model.off("change:" + trait, onData); model.off("change:lang", onLang); },
  };
}
