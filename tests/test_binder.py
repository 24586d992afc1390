"""Build the environment as Binder would, as far as this machine allows: a fresh virtual
environment from binder/'s files alone (pip install -r binder/requirements.txt), cardlab installed
by running binder/postBuild from a copy of the repository, then the start notebook of each
language executed in it, and the widget extensions JupyterLab needs are present.  Marked slow; pip's
cache (PIP_CACHE_DIR or the default) keeps repeated runs short."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# one worker builds the environment once for both tests (under pytest-xdist a module-scoped
# fixture is made again on every worker that runs one of its tests)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("binder")]

ROOT = Path(__file__).resolve().parent.parent
IGNORE = shutil.ignore_patterns(
    ".venv",
    ".git",
    "build",
    "dist",
    "_build",
    "_generated",
    "test-output",
    "__pycache__",
    "*.egg-info",
    ".ipynb_checkpoints",
)


def run(cmd, **kw):
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    assert p.returncode == 0, f"{cmd}\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}"
    return p


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    base = tmp_path_factory.mktemp("binder")
    repo = base / "repo"
    shutil.copytree(ROOT, repo, ignore=IGNORE)
    venv = base / "venv"
    run([sys.executable, "-m", "venv", venv])
    bin_ = venv / "bin"
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.update(
        PATH=f"{bin_}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        HOME=str(base / "home"),
        JUPYTER_CONFIG_DIR=str(base / "home" / ".jupyter"),
        JUPYTER_DATA_DIR=str(venv / "share" / "jupyter"),
    )
    if "PIP_CACHE_DIR" not in os.environ:
        env["PIP_CACHE_DIR"] = str(Path.home() / ".cache" / "pip")
    (base / "home").mkdir()
    run(
        [bin_ / "python", "-m", "pip", "install", "-q", "-r", repo / "binder" / "requirements.txt"],
        env=env,
        cwd=repo,
        timeout=1800,
    )
    run(["bash", repo / "binder" / "postBuild"], env=env, cwd=repo, timeout=900)
    return repo, bin_, env, base


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
        [bin_ / "python", "-c", "import cardlab, cardlab.widgets; print(cardlab.__file__)"], env=env, cwd=base
    )
    assert str(base / "venv") in p.stdout  # the installed package, not the checkout
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
