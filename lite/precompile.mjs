// Byte-compile pure-Python wheels for the site's Pyodide, with that Pyodide's own Python (run in
// Node by lite/build.py):  node lite/precompile.mjs PYODIDE_DIR OUT_DIR WHEEL...
//
// Each wheel is written to OUT_DIR under its own name with, beside every module, its
// __pycache__/<name>.cpython-3XY.pyc: hash-based and unchecked (PEP 552), so the kernel uses it
// without compiling the source again or comparing times.  The sources stay (tracebacks show
// them).  Importing IPython while the kernel starts is then about 5 s shorter in Chromium.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outDir, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + path.sep });
const mounts = new Map();
const where = (file) => {
  const dir = path.dirname(path.resolve(file));
  if (!mounts.has(dir)) {
    const at = `/mnt/${mounts.size}`;
    py.FS.mkdirTree(at);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, at);
    mounts.set(dir, at);
  }
  return `${mounts.get(dir)}/${path.basename(file)}`;
};
const out = where(path.join(outDir, "x"));
const pairs = wheels.map((w) => [where(w), `${path.dirname(out)}/${path.basename(w)}`]);
py.globals.set("PAIRS", py.toPy(pairs));
await py.runPythonAsync(`
import importlib.util, sys, warnings, zipfile
warnings.simplefilter("ignore")  # the packages' own SyntaxWarnings
from importlib._bootstrap_external import _code_to_hash_pyc

def precompile(src, dst):
    n = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        record, added = None, []
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
            top = info.filename.split("/")[0]
            if not info.filename.endswith(".py") or top.endswith((".data", ".dist-info")) or "/tests/" in info.filename:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:
                continue
            pyc = importlib.util.cache_from_source(info.filename)
            zout.writestr(pyc, _code_to_hash_pyc(code, importlib.util.source_hash(data), False))
            added.append(pyc)
        if record:
            info, data = record
            zout.writestr(info, data + "".join(f"{p},,\\n" for p in added).encode())
    return len(added)

for src, dst in PAIRS:
    print(f"{dst.rsplit('/', 1)[-1]}: {precompile(src, dst)} modules", file=sys.stderr)
`);
