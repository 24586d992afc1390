// cardlab: the save buttons of the PuzzleSet, the Lesson and the Table.  The learner presses the
// button (for answers, after typing a name); Python writes the file (an answers file, or the
// Table's record) into the working folder and sends it back, and the browser offers it as a
// download too, so it reaches the learner's computer or the teacher on Binder, JupyterHub and
// JupyterLite alike.
//
// attachSave(parent, {model, T, buttonKey, name, before}) draws the control; the model has the
// traits `save_request` ({n}: sent by the button), `saved` ({n, file, name, data (base64),
// message, ok}: Python's answer) and, unless `name` is false (no name asked: the Table),
// `student` (the name).  `before`: a child of `parent` to put the control before.
import { html } from "./cards.js";

export function attachSave(parent, o) {
  const box = html("div", { class: "cl-save" }, parent);
  if (o.before) parent.insertBefore(box, o.before);
  const asks = o.name !== false;
  const label = asks ? html("label", { class: "cl-save-label" }, box) : null;
  const text = asks ? html("span", null, label) : null;
  const input = asks ? html("input", { type: "text", class: "cl-save-name", autocomplete: "name", spellcheck: "false", maxlength: "200" }, label) : null;
  const button = html("button", { type: "button", class: "ct-btn cl-save-btn" }, box);
  const status = html("span", { class: "cl-save-status", role: "status", "aria-live": "polite" }, box);
  let n = 0, done = 0;
  button.addEventListener("click", () => {
    n += 1;
    if (asks) o.model.set("student", input.value.trim());
    o.model.set("save_request", { n: n + Math.random() });
    o.model.save_changes();
  });
  if (asks) input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); button.click(); } });
  function labels() {
    button.textContent = o.T(o.buttonKey || "save.button");
    if (!asks) return;
    text.textContent = o.T("save.name") + " ";
    input.setAttribute("placeholder", o.T("save.name_placeholder"));
    if (document.activeElement !== input) input.value = o.model.get("student") || "";
  }
  function onSaved() {
    const s = o.model.get("saved") || {};
    status.textContent = s.message || "";
    status.dataset.ok = s.ok ? "true" : "false";
    box.dataset.saved = s.file || "";
    // a file that could not be written in the kernel is downloaded all the same (ok false, data)
    if (!s.data || s.n === done) return;
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
  // a download answered before this view was drawn is not offered again (the widget shown twice)
  done = (o.model.get("saved") || {}).n || 0;
  onSaved();
  return { labels, box, off: () => o.model.off("change:saved", onSaved) };
}
