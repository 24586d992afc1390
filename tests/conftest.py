import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"


def pytest_configure(config):
    """The tutorials' kernels untraced under nbval (below), and in a pytest-xdist worker, the
    coverage that pytest-cov starts there by mistake stopped.

    pytest-cov 7 reads ``-n`` in each worker's options too and starts a master's coverage in the
    worker before the worker's own: that first one is never stopped, and while a test marked
    ``no_cover`` runs (the worker's coverage paused), it takes over and traces the test after
    all (the slow random deals ran three times slower under ``make test`` than alone).  It is
    the controller pytest-cov holds until the session starts and replaces it with the worker's.
    """
    _no_coverage_in_nbval_kernels()
    if getattr(config, "workerinput", None) is None:
        return
    plugin = config.pluginmanager.get_plugin("_cov")
    ctl = getattr(plugin, "cov_controller", None)
    if ctl is not None and type(ctl).__name__ == "DistMaster":
        ctl.cov.stop()  # (a no-op on a coverage that is not running)


def _no_coverage_in_nbval_kernels():
    """Under pytest-cov, nbval starts a coverage of its own in each tutorial's kernel, which
    reads none of pyproject's settings (its omit list: the compiled engines counted as never run)
    and whose data joins the suite's.  The figure is the tests' own, as before the tutorials ran
    in the same pytest run: the tutorials' kernels are not traced."""
    try:
        import nbval.plugin
    except ImportError:  # (nbval is in the dev extra; the slim test extra has none)
        return
    nbval.plugin.setup_coverage = nbval.plugin.teardown_coverage = lambda *args, **kwargs: None


# the notebooks the browser tests open in JupyterLab (tests/browser/conftest.py copies them):
# not tests of their own when make test runs the tutorials under nbval (--nbval)
collect_ignore_glob = ["browser/notebooks/*.ipynb"]


@pytest.hookimpl(tryfirst=True)  # the groups set before pytest-xdist reads them
def pytest_collection_modifyitems(items):
    """The Binder tests last, so that their environment is built by the time they run (the
    build starts at the end of collection, below); the other tests keep their order.  Under
    nbval (make test) each notebook's cells on one worker, in order: they share its kernel."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.xdist_group("nbval " + "/".join(item.path.parts[-2:])))
            item.add_marker(pytest.mark.no_cover)  # (the cells run in a kernel, never traced)
    items.sort(key=lambda item: item.path.name == "test_binder.py")


def pytest_collection_finish(session):
    """Start building the Binder environment (tests/binder_build.py) as soon as the session's
    tests include the Binder tests: it overlaps the tests that come before them."""
    if session.config.option.collectonly or not any(
        item.path.name == "test_binder.py" for item in session.items
    ):
        return
    from . import binder_build

    config = session.config
    watch = os.getppid() if hasattr(config, "workerinput") else os.getpid()  # the whole run
    binder_build.start(binder_build.base_for(config), watch)


def run_cli(*args, input=None, process=False):
    """``cardlab ARGS`` from the repository's folder; return (exit code, stdout, stderr).

    In this process (``cardlab.cli.main``, with stdin, stdout and stderr swapped for strings), as
    the fuzzer calls it: a process costs about 0.3 s of start-up.  ``process=True`` (or
    ``CARDLAB_CLI_PROCESS=1`` for the whole suite) runs ``python -m cardlab`` as a real process,
    which tests/test_cli.py does for what only a process shows (the exit status the shell sees,
    the encoding of the streams, the entry point)."""
    if process or os.environ.get("CARDLAB_CLI_PROCESS") == "1":
        p = subprocess.run(
            [sys.executable, "-m", "cardlab", *map(str, args)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            input=input,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        return p.returncode, p.stdout, p.stderr
    from cardlab.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved, cwd = (sys.stdin, sys.stdout, sys.stderr), os.getcwd()
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(input or ""), out, err
    os.chdir(ROOT)
    try:
        code = main([str(a) for a in args])
    except SystemExit as e:  # argparse: --help, a usage error
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.chdir(cwd)
    return code, out.getvalue(), err.getvalue()


def write_record(path, game, players, deals, rules=None):
    """A record file as someone writes it by hand: format, game, players, deals (and rules)."""
    import json

    obj = {"format": "cardlab-record/1", "game": game, "players": list(players), "deals": deals}
    if rules is not None:
        obj["rules"] = rules
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    return path


def refused(path, where="deal 1"):
    """``cardlab check`` refuses the record: exit 1, nothing on stdout, one line on stderr that
    starts with the file and ``where``; that line is returned."""
    code, out, err = run_cli("check", path)
    assert code == 1 and out == "", (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"{path}: {where}"), lines[0]
    return lines[0]


@pytest.fixture
def cli():
    return run_cli
