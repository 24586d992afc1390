// cardlab's JupyterLite site: the Python kernel's worker starts with the page, not after JupyterLab.
//
// lite/build.py puts this script first in lab/index.html and notebooks/index.html, with the
// module that starts Pyodide early (data-comlink / data-coincident, one per kind of kernel
// worker, relative to this script) and the kernel worker's own file name (data-*-worker).  The
// worker is created now; when the Pyodide kernel then creates its worker from that file, it gets
// this one instead (once: a restarted kernel or a second notebook gets a new worker as before).
(() => {
  const me = document.currentScript;
  const kind = self.crossOriginIsolated ? "coincident" : "comlink";
  const module = me?.dataset[kind];
  const file = me?.dataset[`${kind}Worker`];
  if (!module || !file || typeof Worker !== "function") return;
  let early;
  try {
    early = new Worker(new URL(module, me.src), { type: "module" });
  } catch (e) {
    console.warn("cardlab: no early kernel worker", e);
    return;
  }
  const Native = self.Worker;
  self.Worker = new Proxy(Native, {
    construct(target, args, newTarget) {
      const url = String(args[0] ?? "").split(/[?#]/)[0];
      if (early && url.endsWith(`/${file}`)) {
        const w = early;
        early = null;
        return w;
      }
      return Reflect.construct(target, args, newTarget === self.Worker ? target : newTarget);
    },
  });
})();
