// cardlab's JupyterLite site: Pyodide's loadPyodide, started before the kernel asks for it.
//
// Copied by lite/build.py to static/pyodide/cardlab-pyodide.mjs, the site's "pyodideUrl": the
// Pyodide kernel imports this module instead of pyodide.mjs and calls loadPyodide(options).
// The kernel's worker is created only once JupyterLab has loaded and opened the notebook (some
// seconds after the page); the page's early script (early/page.js) creates it at once instead,
// from a module (kernel-worker, written by build.py) that imports the kernel's own worker and
// calls start() here: Pyodide starts, with the site's packages and the kernel's own imports,
// while JupyterLab is still loading.  When the kernel then calls loadPyodide with the same
// index and packages it gets that Pyodide; with any other options, or in any other worker (a
// restarted kernel, a second notebook), a fresh one, as pyodide.mjs would give.
import { loadPyodide as loadFresh } from "./pyodide.mjs";

let early = null;

const same = (a, b) => JSON.stringify([...(a || [])].sort()) === JSON.stringify([...(b || [])].sort());

/** Start Pyodide now: {indexURL, packages, code, modules}: once the packages are in, run code
 * (Python, as the kernel runs its own) and import modules (without a name in __main__). */
export function start({ indexURL, packages, code, modules = [] }) {
  const out = { stdout: [], stderr: [] };
  const sinks = { stdout: (s) => out.stdout.push(s), stderr: (s) => out.stderr.push(s) };
  performance.mark("cardlab: early start"); // marks for benchmarks/lite_profile.py
  const promise = (async () => {
    const py = await loadFresh({
      indexURL,
      packages,
      stdout: (s) => sinks.stdout(s),
      stderr: (s) => sinks.stderr(s),
    });
    performance.mark("cardlab: early Pyodide loaded");
    if (code) await py.runPythonAsync(code);
    for (const name of modules) py.pyimport(name).destroy();
    performance.mark("cardlab: early imports done");
    return py;
  })();
  promise.catch((e) => console.warn("cardlab: the early Pyodide failed; the kernel starts its own", e));
  early = { indexURL, packages, promise, out, sinks };
}

/** loadPyodide(options) as in pyodide.mjs; the early Pyodide when it was started for these options. */
export async function loadPyodide(options = {}) {
  const e = early;
  const { indexURL, packages, stdout, stderr, ...rest } = options;
  if (e && indexURL === e.indexURL && same(packages, e.packages) && Object.keys(rest).length === 0) {
    early = null; // one kernel only
    try {
      performance.mark("cardlab: kernel asks");
      const py = await e.promise;
      // what the early Pyodide printed before the kernel took it, then everything to the kernel
      for (const [name, fn] of [["stdout", stdout], ["stderr", stderr]]) {
        if (!fn) continue;
        e.out[name].forEach((s) => fn(s));
        e.sinks[name] = fn;
      }
      return py;
    } catch {
      // the warning is in the console already: start as if there had been no early start
    }
  }
  return loadFresh(options);
}
