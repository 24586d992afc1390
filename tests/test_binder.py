"""Build the environment as Binder would, as far as this machine allows: a fresh virtual
environment from binder/'s files alone (pip install -r binder/requirements.txt), cardlab installed
by running binder/postBuild from a copy of the repository, then the start notebook of each
language executed in it, and the widget extensions JupyterLab needs are present.  Marked slow.

The environment is built by tests/binder_build.py in a process of its own, started when the
session's tests are collected (tests/conftest.py), so that its three minutes of pip overlap the
other tests; pip's cache is the repository's .cache/pip (or PIP_CACHE_DIR)."""

import json
import os
import shutil
import subprocess
import sysconfig

import pytest

from . import binder_build

# no xdist group: the environment is one folder for the whole run (binder_build.base_for), which
# a worker's module-scoped fixture only waits for; tests/conftest.py runs these tests last
pytestmark = pytest.mark.slow


def run(cmd, **kw):
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    assert p.returncode == 0, f"{cmd}\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}"
    return p


@pytest.fixture(scope="module")
def binder_env(request):
    base = binder_build.base_for(request.config)
    # started by tests/conftest.py at collection; here only if that did not happen
    binder_build.start(base, os.getpid())
    status = binder_build.wait(base)
    assert status["ok"], status["log"]
    print(f"Binder environment built in {status['seconds']} s:\n{status['log']}")
    return base / "repo", base / "venv" / "bin", binder_build.environment(base), base


def test_pins_are_installed(binder_env):
    repo, bin_, env, _ = binder_env
    for line in (repo / "binder" / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if "==" in line:
            name, ver = line.split("==")
            p = run(
                [bin_ / "python", "-c", f"from importlib.metadata import version; print(version({name!r}))"],
                env=env,
            )
            assert p.stdout.strip() == ver, name


def test_cardlab_installed_outside_the_repository(binder_env):
    repo, bin_, env, base = binder_env
    p = run(
        [
            bin_ / "python",
            "-c",
            "import cardlab, cardlab.widgets; print(cardlab.__file__, cardlab.compiled())",
        ],
        env=env,
        cwd=base,
    )
    where, compiled = p.stdout.split()
    assert str(base / "venv") in where  # the installed package, not the checkout
    # postBuild's pip compiled the engines (mypyc comes with the build requirements; a failed
    # compile would give the pure wheel without a word)
    assert compiled == "True" or not shutil.which(sysconfig.get_config_var("CC").split()[0]), p.stdout
    run(
        [bin_ / "cardlab", "play", "swoop", "--players", "3", "--seed", "1", "--out", base / "g.json"],
        env=env,
        cwd=base,
    )


def test_lab_has_the_widget_extensions(binder_env):
    _, bin_, env, base = binder_env
    p = subprocess.run(
        [bin_ / "jupyter", "labextension", "list"], capture_output=True, text=True, env=env, cwd=base
    )
    listing = p.stdout + p.stderr
    assert "@jupyter-widgets/jupyterlab-manager" in listing and "anywidget" in listing
    assert (base / "home" / ".jupyter" / "lab" / "user-settings").exists()  # postBuild ran
    # JupyterLab in German by default, and no nbgrader for the learners
    overrides = base / "venv" / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    locale = json.loads(overrides.read_text(encoding="utf-8"))["@jupyterlab/translation-extension:plugin"]
    assert locale == {"locale": "de_DE"}
    assert "nbgrader" not in listing
    # the apps (voila/render/...) use cardlab's Voila template
    template = base / "venv" / "share" / "jupyter" / "voila" / "templates" / "cardlab"
    assert (template / "index.html.j2").is_file() and (template / "conf.json").is_file()
    voila = json.loads((base / "home" / ".jupyter" / "voila.json").read_text(encoding="utf-8"))
    assert voila == {"VoilaConfiguration": {"template": "cardlab"}}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_start_notebook_runs(binder_env, lang):
    repo, bin_, env, base = binder_env
    nb = repo / "tutorials" / lang / "00_start.ipynb"
    out = base / f"out-{lang}"
    run(
        [
            bin_ / "jupyter",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--ExecutePreprocessor.timeout=120",
            "--ExecutePreprocessor.kernel_name=python3",
            "--output-dir",
            out,
            nb,
        ],
        env=env,
        cwd=nb.parent,
        timeout=300,
    )
    done = json.loads((out / "00_start.ipynb").read_text(encoding="utf-8"))
    outputs = [o for c in done["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert not [o for o in outputs if o["output_type"] == "error"]
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
