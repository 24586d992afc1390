"""Where the test suite's time goes: `make test`'s pytest run (or the tests named), timed from the
outside, with the processor's work split by the kind of process that did it.

    .venv/bin/python benchmarks/suite.py                      # make test's run, two workers
    .venv/bin/python benchmarks/suite.py --serial -- -m browser tests/browser
    .venv/bin/python benchmarks/suite.py -- -n 2 -m "not browser and not slow"   # make test-fast's

Prints:

* the wall time, and the CPU seconds the machine's cores were busy and idle (``/proc/stat``
  before and after: a run that keeps both cores busy is bound by the machine, and only less work
  makes it shorter);
* the CPU seconds of each kind of process (Chromium's renderer, browser and GPU processes, the
  kernels, JupyterLab, pip, node (Playwright's driver), the pytest workers), from ``/proc``
  read once a second;
* the tests that took longest, each with its wall time and the CPU its pytest process used;
  with ``--serial`` (one process, no workers) also the CPU every other process used meanwhile,
  by kind: with two workers the browsers and kernels serve both at once, and that column would
  mix them.  A process that ends during a test (a kernel shut down, a page's renderer) is
  missing from that test's figures, not from the totals above.

Run it on a quiet machine: the figures follow the load (the load average is printed before and
after).  It asserts nothing; the tests' own result is its exit status.  The measurements of
issue 28 (docs/reliability.md, "The last run") were taken this way.
"""

from __future__ import annotations

import argparse
import collections
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HZ = os.sysconf("SC_CLK_TCK")
# make test's pytest run (the Makefile's `test` target; a copy: keep the two alike), its two
# workers apart (--serial leaves them out)
WORKERS = ["-n", "2", "--dist", "loadgroup"]
MAKE_TEST = ["--cov=cardlab", "--cov-report=", "--nbval", "--nbval-current-env", "tests", "tutorials"]


def kind(cmdline: str) -> str:
    """The kind of process a command line belongs to."""
    if "chromium" in cmdline or "/proc/self/exe" in cmdline:
        for t in ("renderer", "gpu-process", "utility", "zygote"):
            if f"--type={t}" in cmdline:
                return f"chromium {t}"
        return "chromium browser"
    for k in (
        "ipykernel",
        "jupyter-lab",
        "jupyter lab",
        "voila",
        "marimo",
        "sphinx",
        "nbgrader",
        "pip",
        "node",
    ):
        if k in cmdline:
            return k
    if "execnet" in cmdline or "import sys;exec(eval(" in cmdline:
        return "pytest worker"
    if "pytest" in cmdline:
        return "pytest"
    return "other"


def _processes(but: int | None = None, known: dict | None = None):
    """{pid: (kind, CPU seconds)} of every process now (but ``but``).  A process that has ended
    but is not yet collected by its parent (a zombie: a browser's closed page, a kernel shut
    down) has no command line left: it keeps the kind ``known`` had for it."""
    out = {}
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) == but:
            continue
        try:
            cmd = Path(f"/proc/{p}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            st = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        k = known[p][0] if st[0] == "Z" and known and p in known else kind(cmd)
        out[p] = (k, (int(st[11]) + int(st[12])) / HZ)
    return out


def _machine():
    """(busy, idle) CPU seconds of all cores since boot."""
    f = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    user, nice, system, idle, iowait, irq, softirq, steal = f[:8]
    return (user + nice + system + irq + softirq + steal) / HZ, (idle + iowait) / HZ


class Sampler(threading.Thread):
    """Every process's CPU, read once a second; a process seen first after the start counts whole."""

    def __init__(self):
        super().__init__(daemon=True)
        self.first = _processes()
        self.last = dict(self.first)
        self.done = threading.Event()

    def run(self):
        while not self.done.wait(1.0):
            self.last.update(_processes(known=self.last))

    def by_kind(self):
        tot = collections.Counter()
        for pid, (k, cpu) in self.last.items():
            tot[k] += cpu - (self.first[pid][1] if pid in self.first else 0.0)
        return tot


# Loaded into the pytest run as a plugin (``-p suite``, this folder on its path): a line per test
# into CARDLAB_SUITE_OUT, its wall time, its own process's CPU and, serially, every other's by kind
@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    serial = os.environ.get("CARDLAB_SUITE_SERIAL") == "1"
    before = _processes(but=os.getpid()) if serial else {}
    t, own = time.time(), _own_cpu()
    yield
    wall, own = time.time() - t, _own_cpu() - own
    other = ""
    if serial:
        d: collections.Counter = collections.Counter()
        for p, (k, cpu) in _processes(but=os.getpid(), known=before).items():
            d[k] += cpu - (before[p][1] if p in before else 0.0)
        other = " ".join(f"{k}={v:.1f}" for k, v in d.most_common() if v >= 0.1)
    with open(os.environ["CARDLAB_SUITE_OUT"], "a", encoding="utf-8") as f:
        f.write(f"{wall:.2f}\t{own:.2f}\t{item.nodeid}\t{other}\n")


def _own_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--serial", action="store_true", help="one process, no xdist workers")
    ap.add_argument("--top", type=int, default=25, help="how many tests to list (25)")
    ap.add_argument("args", nargs="*", help="pytest's arguments instead of make test's run")
    a = ap.parse_args(argv)
    args = list(a.args) or ([] if a.serial else WORKERS) + MAKE_TEST
    if a.serial:
        args += ["-p", "no:xdist"]
    out = Path(tempfile.mkdtemp(prefix="cardlab-suite-")) / "tests.tsv"
    env = dict(
        os.environ,
        CARDLAB_SUITE_OUT=str(out),
        CARDLAB_SUITE_SERIAL="1" if a.serial else "0",
        PYTHONPATH=os.pathsep.join([str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as make does
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "suite", *args]
    print("load average before:", " ".join(Path("/proc/loadavg").read_text().split()[:3]))
    print("$", " ".join(cmd[1:]), flush=True)
    sampler = Sampler()
    sampler.start()
    busy0, idle0 = _machine()
    t0 = time.time()
    rc = subprocess.call(cmd, cwd=ROOT, env=env)
    wall = time.time() - t0
    busy1, idle1 = _machine()
    sampler.done.set()
    sampler.join()
    print(
        f"\nexit status {rc}; wall {wall:.0f} s; the cores busy {busy1 - busy0:.0f} CPU s, idle {idle1 - idle0:.0f}"
    )
    print("load average after:", " ".join(Path("/proc/loadavg").read_text().split()[:3]))
    print("\nCPU seconds by kind of process:")
    for k, v in sampler.by_kind().most_common():
        if v >= 0.5:
            print(f"  {v:7.1f}  {k}")
    rows = []
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            w, own, node, other = line.split("\t")
            rows.append((float(w), float(own), node, other))
    rows.sort(key=lambda r: -r[0])
    print(
        f"\nThe {min(a.top, len(rows))} longest of {len(rows)} tests (wall s, CPU s of its pytest process):"
    )
    for w, own, node, other in rows[: a.top]:
        print(f"  {w:6.1f} {own:6.1f}  {node}" + (f"\n{'':16}others: {other}" if other else ""))
    return rc


if __name__ == "__main__":
    sys.exit(main())
