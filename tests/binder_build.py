"""The Binder environment of tests/test_binder.py, built in a process of its own.

``python tests/binder_build.py BASE WATCH_PID`` builds, as Binder would, from binder/'s files
alone: a copy of the repository in BASE/repo, a fresh virtual environment BASE/venv with
``pip install -r binder/requirements.txt``, then binder/postBuild run from the copy (it installs
cardlab itself), HOME in BASE/home.  It writes BASE/status.json at the end: ``{"ok": true}`` or
``{"ok": false, "log": "..."}`` (the step that failed and its output).

tests/conftest.py starts it as soon as a session's tests include the Binder tests, so that its
downloads and installs (three minutes, most of it waiting on pip and the C compiler) overlap the
other tests; the Binder tests wait for it (:func:`wait`).  It stops when the process WATCH_PID
(the pytest run that started it) is gone.  pip's cache is the repository's .cache/pip (git
ignores .cache/) unless PIP_CACHE_DIR says otherwise: a second run downloads nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IGNORE = shutil.ignore_patterns(
    ".venv",
    ".git",
    ".cache",
    "build",
    "dist",
    "_build",
    "_generated",
    "test-output",
    "__pycache__",
    "*.egg-info",
    ".ipynb_checkpoints",
    # the engines compiled in place for the test suite: a clone (Binder's) has none, and
    # postBuild's pip compiles its own
    "*.so",
    "*.pyd",
    "_compiled.json",
)


def environment(base: Path) -> dict:
    venv = base / "venv"
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.update(
        PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        HOME=str(base / "home"),
        JUPYTER_CONFIG_DIR=str(base / "home" / ".jupyter"),
        JUPYTER_DATA_DIR=str(venv / "share" / "jupyter"),
        # the engines compiled as in a release, but with the C compiler's -O0: the same mypyc
        # build through pip and hatchling, in a third of the time (hatch_build.py)
        CARDLAB_MYPYC_OPT="0",
    )
    env.setdefault("PIP_CACHE_DIR", str(ROOT / ".cache" / "pip"))
    return env


def _run(cmd, log, **kw):
    t = time.time()
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    log.append(f"{time.time() - t:.0f} s: {' '.join(map(str, cmd))}")
    if p.returncode != 0:
        raise RuntimeError(f"{cmd} exited {p.returncode}\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}")
    return p


def build(base: Path) -> list[str]:
    """Build the environment in ``base``; the steps with their times."""
    log: list[str] = []
    repo = base / "repo"
    shutil.copytree(ROOT, repo, ignore=IGNORE)
    venv = base / "venv"
    _run([sys.executable, "-m", "venv", venv], log)
    env = environment(base)
    (base / "home").mkdir()
    # --no-compile: no byte-code for the whole environment up front (a third of pip's time);
    # Python writes it for the modules a notebook imports when it imports them
    _run(
        [
            venv / "bin" / "python",
            "-m",
            "pip",
            "install",
            "-q",
            "--no-compile",
            "-r",
            "binder/requirements.txt",
        ],
        log,
        env=env,
        cwd=repo,
        timeout=1800,
    )
    _run(["bash", repo / "binder" / "postBuild"], log, env=env, cwd=repo, timeout=900)
    return log


def _watch(pid: int) -> None:
    """End this process and its children once ``pid`` is gone (the test run was stopped)."""
    while True:
        time.sleep(2)
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            os.killpg(0, signal.SIGKILL)


def main(argv: list[str]) -> int:
    base, pid = Path(argv[0]), int(argv[1])
    threading.Thread(target=_watch, args=(pid,), daemon=True).start()
    t = time.time()
    try:
        log = build(base)
        status = {"ok": True, "log": "\n".join(log), "seconds": round(time.time() - t)}
    except Exception as e:  # the test says what failed
        status = {"ok": False, "log": f"{type(e).__name__}: {e}", "seconds": round(time.time() - t)}
    tmp = base / "status.json.tmp"
    tmp.write_text(json.dumps(status), encoding="utf-8")
    tmp.replace(base / "status.json")
    return 0


def base_for(config) -> Path:
    """The build's folder for this test run, the same in every pytest-xdist worker: beside the
    workers' temporary folders, in pytest's own for the run (which pytest removes in time)."""
    tmp = config._tmp_path_factory.getbasetemp()
    return (tmp.parent if hasattr(config, "workerinput") else tmp) / "binder"


def start(base: Path, watch_pid: int) -> subprocess.Popen | None:
    """Start the build into ``base`` unless a process of this run already did (``base`` exists)."""
    try:
        base.mkdir(parents=True)
    except FileExistsError:
        return None
    with open(base / "build.log", "w") as out:
        return subprocess.Popen(
            [sys.executable, __file__, str(base), str(watch_pid)],
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, which _watch ends
        )


def wait(base: Path, timeout: float = 2400) -> dict:
    """The build's status once it has finished."""
    status = base / "status.json"
    deadline = time.time() + timeout
    while not status.exists():
        if time.time() > deadline:
            raise TimeoutError(f"the Binder environment in {base} is not built after {timeout:.0f} s")
        time.sleep(1)
    return json.loads(status.read_text(encoding="utf-8"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
