// cardlab: "save my answers", shared by the PuzzleSet and the Table.  The learner types a name
// and presses the button; Python writes the answers file (cardlab-answers/1) into the working
// folder and sends it back, and the browser offers it as a download too, so it reaches the
// teacher on Binder, JupyterHub and JupyterLite alike.
//
// attachSave(parent, {model, T}) draws the control; the model has the traits `student` (the
// name), `save_request` ({n}: sent by the button) and `saved` ({n, file, name, data (base64),
// message, ok}: Python's answer).
import { html } from "./cards.js";

export function attachSave(parent, o) {
  const box = html("div", { class: "cl-save" }, parent);
  const label = html("label", { class: "cl-save-label" }, box);
  const text = html("span", null, label);
  const input = html("input", { type: "text", class: "cl-save-name", autocomplete: "name", spellcheck: "false", maxlength: "200" }, label);
  const button = html("button", { type: "button", class: "ct-btn cl-save-btn" }, box);
  const status = html("span", { class: "cl-save-status", role: "status", "aria-live": "polite" }, box);
  let n = 0, done = 0;
  button.addEventListener("click", () => {
    n += 1;
    o.model.set("student", input.value.trim());
    o.model.set("save_request", { n: n + Math.random() });
    o.model.save_changes();
  });
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); button.click(); } });
  function labels() {
    text.textContent = o.T("save.name") + " ";
    input.setAttribute("placeholder", o.T("save.name_placeholder"));
    button.textContent = o.T(o.buttonKey || "save.button");
    if (document.activeElement !== input) input.value = o.model.get("student") || "";
  }
  function onSaved() {
    const s = o.model.get("saved") || {};
    status.textContent = s.message || "";
    status.dataset.ok = s.ok ? "true" : "false";
    box.dataset.saved = s.file || "";
    if (!s.ok || !s.data || s.n === done) return;
    done = s.n;
    // the browser download: the same bytes as the file in the working folder
    try {
      const bytes = Uint8Array.from(atob(s.data), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: "application/json" }));
      const a = html("a", { href: url, download: s.name, class: "cl-save-link" }, box);
      a.click();
      setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 1000);
    } catch (e) { /* the file in the folder is there all the same */ }
  }
  o.model.on("change:saved", onSaved);
  labels();
  onSaved();
  return { labels, box, off: () => o.model.off("change:saved", onSaved) };
}
