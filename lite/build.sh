#!/bin/sh
# Build the JupyterLite site (see lite/build.py): ./lite/build.sh [--out DIR] [--cache DIR]
set -e
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
"$PY" -c "import jupyterlite_core, jupyterlite_pyodide_kernel" 2>/dev/null \
  || "$PY" -m pip install -q -r lite/requirements.txt
# JupyterLite (Pyodide) installs the pure-Python wheel: no compiled engines in it
CARDLAB_PURE=1 exec "$PY" lite/build.py "$@"
