"""The pure JavaScript helpers of the widgets (layout, fanning, selection), unit-tested with
``node --test`` (Node is on the machine; no bundler).  Each ``tests/js/*.test.mjs`` imports the
module from cardlab/widgets/static/ as the plain ES module it is."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parent / "js"


@pytest.mark.skipif(
    shutil.which("node") is None and os.environ.get("CARDLAB_REQUIRE_BROWSER") != "1",
    reason="node is not installed",
)
@pytest.mark.parametrize("path", sorted(JS.glob("*.test.mjs")), ids=lambda p: p.name)
def test_node(path):
    r = subprocess.run(["node", "--test", str(path)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
