"""`make lab`, the README's first command, really opens JupyterLab on the tutorials (also as
root, as on CI machines and in containers).  Run only from the project's own .venv, which
`make test` has just made: the test must not set up a second environment."""
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(not (ROOT / ".venv" / ".installed").exists()
                    or Path(sys.prefix).resolve() != (ROOT / ".venv").resolve(),
                    reason="needs the project's .venv, as made by make test")
def test_make_lab_serves_the_tutorials(tmp_path):
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path), BROWSER="true")
    p = subprocess.Popen(["make", "-s", "lab"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, start_new_session=True)
    seen = []
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            ready, _, _ = select.select([p.stdout], [], [], 1.0)    # never block past the deadline
            if not ready:
                if p.poll() is not None:
                    break
                continue
            line = p.stdout.readline()
            if not line:
                break
            seen.append(line)
            if "http://127.0.0.1:" in line and "/lab?token=" in line:
                break
        out = "".join(seen)
        assert "/lab?token=" in out, out[-2000:]
        assert "tutorials" in out, out[-2000:]        # the server's root is the tutorials folder
    finally:
        os.killpg(p.pid, signal.SIGTERM)
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
