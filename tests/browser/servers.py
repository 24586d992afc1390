"""Start and stop the servers the browser tests open (Voila, Notebook 7, marimo): one place for
a free port, the start in its own process group, the readiness poll and the stop of the whole
group, and for "this host is not installed" (a skip, or a failure under
CARDLAB_REQUIRE_BROWSER=1)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REQUIRE = os.environ.get("CARDLAB_REQUIRE_BROWSER") == "1"


def unavailable(msg: str) -> None:
    """Skip with ``msg``, or fail with it under CARDLAB_REQUIRE_BROWSER=1."""
    if REQUIRE:
        pytest.fail(f"CARDLAB_REQUIRE_BROWSER=1 but {msg}")
    pytest.skip(msg)


def need(module: str, what: str | None = None) -> None:
    """Skip (fail under CARDLAB_REQUIRE_BROWSER=1) when ``module`` cannot be imported."""
    what = what or module
    try:
        __import__(module)
    except ImportError as e:
        unavailable(f"{what} is not importable ({e}): pip install {what} (it is in the dev extra)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def env_with(**extra) -> dict:
    """The environment of a server: this one, cardlab's source first on PYTHONPATH, plus
    ``extra``."""
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return dict(os.environ, PYTHONPATH=path, **extra)


def stop(proc: subprocess.Popen) -> None:
    """Stop the server and everything it started (its own process group)."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
    except ProcessLookupError:
        pass


@contextlib.contextmanager
def serve(cmd, env, cwd, log_path: Path, ready_url: str, timeout: float = 90):
    """Start ``cmd`` in its own process group, logging to ``log_path``; yield the process once
    ``ready_url`` answers (an HTTP error counts: the server is up); stop it after."""
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            cmd,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=env,
            cwd=str(cwd),
            start_new_session=True,
        )
    try:
        deadline = time.time() + timeout
        while True:
            try:
                urllib.request.urlopen(ready_url, timeout=2).read()
                break
            except urllib.error.HTTPError:
                break
            except Exception:
                if proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError(
                        f"{' '.join(map(str, cmd[:4]))} did not start:\n{log_path.read_text()}"
                    )
                time.sleep(0.25)
        yield proc
    finally:
        stop(proc)
