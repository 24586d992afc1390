// cardlab: the analysis in a replay (docs/analysis.md): the evaluation graph of a deal, the marks
// of labelled moves in the move list, and the text of an annotated move.  It only draws what
// Python made (cardlab/analysis/replay_data.py); every text goes in with textContent.
import { svg, html, fmt, textWithNames } from "./cards.js";

export const AN_MARKS = { inaccuracy: "?!", mistake: "?", blunder: "??" };
const AN_SEAT = ["#1f5fbf", "#b3261e", "#2e7d32", "#8e44ad", "#c77700", "#00838f", "#6d4c41", "#455a64", "#ad1457"];
const AN_LABEL = { inaccuracy: "#d4a000", mistake: "#e06c00", blunder: "#c00000" };

// A labelled move's row in the move list: its mark (?! ? ??) and the label in its name.
export function anMarkRow(button, note, labels) {
  if (!note || !note.label) return;
  button.classList.add("cl-marked", "cl-mark-" + note.label);
  button.dataset.label = note.label;
  html("span", { class: "cl-mark", "aria-hidden": "true" }, button, " " + AN_MARKS[note.label]);
  const name = labels["label." + note.label] || note.label;
  button.setAttribute("aria-label", (button.getAttribute("aria-label") || "") + " (" + name + ")");
  button.title = button.getAttribute("aria-label");   // the whole move too, not the mark's name alone
}

// The text at a step: the comment and the best move and why, in the replay's language.
export function anNote(el, A, step, lang, names, labels) {
  const note = A && A.notes ? A.notes[String(step)] : null;
  el.hidden = !note;
  el.className = "cl-an-note" + (note && note.label ? " cl-note-" + note.label : "");
  if (!note) { el.replaceChildren(); return; }
  textWithNames(el, note.text[lang] || note.text.en || "", names);
}

// The evaluation graph of the deal: per analysed seat a line of the best move's value at each
// of its decisions and a dot for the move played; labelled moves ringed and marked.  Better is
// up (a Swoop or Schwimmen value, lower is better, is drawn upside down).  A click on a point,
// or Enter on it, calls pick(step).
export function anGraph(box, A, labels, step, nSteps, name, pick) {
  const pts = A && A.points ? A.points.filter((p) => p.v !== null && p.b !== null) : [];
  box.hidden = !pts.length;
  box.replaceChildren();
  if (!pts.length) return;
  const head = html("div", { class: "cl-an-head" }, box);
  html("b", null, head, labels["analysis.graph"] || "Evaluation");
  html("span", { class: "cl-an-units" }, head, " \u00B7 " + (labels.units || ""));
  const legend = html("span", { class: "cl-an-legend" }, head);
  A.seats.forEach((s, k) => {
    const item = html("span", { class: "cl-an-key" }, legend);
    html("span", { class: "cl-an-swatch", style: "background:" + AN_SEAT[s % AN_SEAT.length] }, item);
    textWithNames(html("span", null, item), name(s), [name(s)]);
  });
  // what the marks mean: the line is the best move's value, a dot the move played's
  const how = html("span", { class: "cl-an-legend cl-an-how" }, head);
  html("span", { class: "cl-an-keyline", "aria-hidden": "true" }, how);
  html("span", null, how, labels["analysis.best_line"] || "best move");
  html("span", { class: "cl-an-keydot", "aria-hidden": "true" }, how);
  html("span", null, how, labels["analysis.played_line"] || "move played");
  const W = 900, H = 120, L = 34, R = 8, T = 10, B = 10;
  const g = svg("svg", { class: "cl-an-graph", viewBox: `0 0 ${W} ${H}`, role: "group",
    "aria-label": (labels["analysis.graph"] || "") + ". " + (labels["analysis.graph_help"] || "") }, box);
  const vals = pts.flatMap((p) => [p.v, p.b]);
  let lo = Math.min(...vals), hi = Math.max(...vals);
  if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
  const x = (i) => L + (W - L - R) * (nSteps ? i / nSteps : 0);
  const y = (v) => (A.lower ? T + (H - T - B) * (v - lo) / (hi - lo) : T + (H - T - B) * (hi - v) / (hi - lo));
  svg("rect", { x: L, y: T, width: W - L - R, height: H - T - B, class: "cl-an-frame" }, g);
  const num = (v) => (Math.abs(hi - lo) <= 2 ? (Math.round(v * 100) / 100).toString() : Math.round(v).toString());
  const axis = (v) => { const t = svg("text", { x: L - 4, y: y(v) + 3, class: "cl-an-axis", "text-anchor": "end" }, g); t.textContent = num(v); };
  axis(A.lower ? lo : hi); axis(A.lower ? hi : lo);
  svg("line", { x1: x(step), x2: x(step), y1: T, y2: H - B, class: "cl-an-now" }, g);
  for (const s of A.seats) {
    const mine = pts.filter((p) => p.s === s).sort((a, b) => a.i - b.i);
    const colour = AN_SEAT[s % AN_SEAT.length];
    if (mine.length > 1) svg("polyline", { points: mine.map((p) => x(p.i) + "," + y(p.b)).join(" "), class: "cl-an-line", stroke: colour }, g);
    for (const p of mine) {
      const pt = svg("g", { class: "cl-an-pt" + (p.label ? " cl-an-" + p.label : ""), "data-i": String(p.i), "data-seat": String(s),
        tabindex: "0", role: "button" }, g);
      const lab = p.label ? labels["label." + p.label] : labels["analysis.none"];
      pt.setAttribute("aria-label", fmt(labels["analysis.jump"] || "{step}", { step: p.i, player: name(s), label: lab }));
      const t = svg("title", null, pt); t.textContent = pt.getAttribute("aria-label");
      if (p.label) svg("line", { x1: x(p.i), x2: x(p.i), y1: y(p.b), y2: y(p.v), class: "cl-an-drop", stroke: AN_LABEL[p.label] }, pt);
      svg("circle", { cx: x(p.i), cy: y(p.v), r: p.label ? 4.5 : 2.6, fill: p.label ? AN_LABEL[p.label] : colour, class: "cl-an-dot" }, pt);
      if (p.label) { const m = svg("text", { x: x(p.i), y: y(p.v) - 7, class: "cl-an-mark", "text-anchor": "middle", fill: AN_LABEL[p.label] }, pt); m.textContent = AN_MARKS[p.label]; }
      svg("circle", { cx: x(p.i), cy: y(p.v), r: 9, class: "cl-an-hit" }, pt);
      pt.addEventListener("click", () => pick(p.i));
      pt.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); pick(p.i); } });
    }
  }
}
