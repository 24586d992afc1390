"""`make lab`, the README's first command, really opens JupyterLab on the tutorials (also as
root, as on CI machines and in containers), and the way it is set up holds:

* no "official Jupyter news?" pop-up: the announcements plugin is off (jupyter-config/labconfig)
  and the server fetches no news;
* the server's root is the repository, so the tutorials' links to docs/ resolve;
* the learner works on copies (tools/my_tutorials.py): running and saving them leaves
  `git status` as it was, a changed copy is never overwritten, and saving into tutorials/ is
  refused with a message.

The make lab test runs only from the project's own .venv, which `make test` has just made: it
must not set up a second environment.  It uses a folder of copies of its own (LAB_DIR), so a
developer's my-tutorials/ is not touched."""

import importlib.util
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NEWS_PLUGIN = "@jupyterlab/apputils-extension:announcements"


def _tool():
    spec = importlib.util.spec_from_file_location("cardlab_my_tutorials", ROOT / "tools" / "my_tutorials.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


TOOL = _tool()


def relative_links(nb_path: Path):
    """The relative link targets in a notebook's markdown cells (no web addresses, no anchors)."""
    nb = json.loads(nb_path.read_text(encoding="utf-8"))
    out = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        text = "".join(cell["source"])
        for target in re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'(?:href|src)="([^"]+)"', text):
            target = target.split("#")[0]
            if target and not re.match(r"^[a-z][a-z0-9+.-]*:", target):
                out.append(target)
    return out


# -- the copies ------------------------------------------------------------------------------


def _fake_tutorials(tmp_path):
    tut = tmp_path / "tutorials"
    for lang in ("en", "de"):
        (tut / lang).mkdir(parents=True)
        (tut / lang / "01_a.ipynb").write_text(f"{lang} a v1", encoding="utf-8")
        (tut / lang / "02_b.ipynb").write_text(f"{lang} b v1", encoding="utf-8")
    return tut


def test_copies_are_made_once_and_a_changed_copy_is_never_overwritten(tmp_path):
    tut, dest = _fake_tutorials(tmp_path), tmp_path / "mine"
    done = TOOL.update(dest, tut)
    assert sorted(done["copied"]) == ["de/01_a.ipynb", "de/02_b.ipynb", "en/01_a.ipynb", "en/02_b.ipynb"]
    assert (dest / ".gitignore").read_text(encoding="utf-8").splitlines()[-1] == "*"
    # the learner runs and saves one copy; then both tutorials change
    (dest / "en" / "01_a.ipynb").write_text("en a v1 with my outputs", encoding="utf-8")
    (tut / "en" / "01_a.ipynb").write_text("en a v2", encoding="utf-8")
    (tut / "en" / "02_b.ipynb").write_text("en b v2", encoding="utf-8")
    done = TOOL.update(dest, tut)
    assert (dest / "en" / "01_a.ipynb").read_text(encoding="utf-8") == "en a v1 with my outputs"
    assert done["kept"] == ["en/01_a.ipynb"]  # said, not silently dropped
    assert (dest / "en" / "02_b.ipynb").read_text(encoding="utf-8") == "en b v2"  # untouched copy
    assert done["updated"] == ["en/02_b.ipynb"] and done["copied"] == []
    # a deleted copy comes back as the newest tutorial; the kept one is still reported
    (dest / "de" / "02_b.ipynb").unlink()
    done = TOOL.update(dest, tut)
    assert done == {"copied": ["de/02_b.ipynb"], "updated": [], "kept": ["en/01_a.ipynb"]}


def test_the_copies_folder_sits_where_the_links_work():
    """tutorials/<lang>/ and <copies>/<lang>/ are both two levels below the repository, so
    ../../docs/format.md means the same file from either, and the other links point at
    notebooks that are copied too."""
    assert (ROOT / TOOL.DEFAULT).parent == ROOT
    copied = {p.as_posix() for p in TOOL.sources()}
    for rel in sorted(copied):
        for link in relative_links(ROOT / "tutorials" / rel):
            lang = rel.split("/")[0]
            target = (ROOT / TOOL.DEFAULT / lang / link).resolve()
            inside = target.relative_to(ROOT).as_posix()
            if inside.startswith(TOOL.DEFAULT + "/"):
                assert inside[len(TOOL.DEFAULT) + 1 :] in copied, (rel, link)
            else:
                assert target.is_file(), (rel, link)


def test_refuses_a_folder_the_links_would_not_work_from(capsys):
    for bad in ("tutorials", "test-output/lab", "/tmp/somewhere"):
        with pytest.raises(SystemExit):
            TOOL.main([bad])
    assert "must be a folder directly in" in capsys.readouterr().err


# -- make lab --------------------------------------------------------------------------------


def _get(base, token, path, data=None, method="GET"):
    url = f"{base}/{path}{'&' if '?' in path else '?'}token={token}"
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def _save(base, token, path, nb):
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    return _get(base, token, "api/contents/" + urllib.parse.quote(path), body, "PUT")


def _git_status(*paths):
    return subprocess.run(
        ["git", "status", "--porcelain", "--", *paths], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()


def _ran_and_saved(nb):
    """The notebook as JupyterLab saves it after Run All: outputs, execution counts, widget
    state and the kernel's language_info in the metadata."""
    nb = json.loads(json.dumps(nb))
    nb["metadata"]["widgets"] = {
        "application/vnd.jupyter.widget-state+json": {"state": {}, "version_major": 2, "version_minor": 0}
    }
    nb["metadata"]["language_info"] = {"name": "python", "version": "3.11.7"}
    for i, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = 100 + i
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": f"run {i}\n"}]
    return nb


@pytest.mark.slow  # a JupyterLab server started by make: with the browser tests in make test
@pytest.mark.skipif(
    not (ROOT / ".venv" / ".installed").exists() or Path(sys.prefix).resolve() != (ROOT / ".venv").resolve(),
    reason="needs the project's .venv, as made by make test",
)
def test_make_lab_serves_the_tutorials(tmp_path):
    lab_dir = f"test-lab-{os.getpid()}"  # copies of the test's own, removed at the end
    before = _git_status("tutorials", lab_dir)
    originals = {p: p.read_bytes() for p in (ROOT / "tutorials").glob("*/*.ipynb")}
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path), BROWSER="true")
    p = subprocess.Popen(
        # -o: the .venv and the compiled engines as they are (make test made them current just
        # before; run alone after an edit, make would reinstall the .venv or recompile first)
        ["make", "-s", "-o", ".venv/.installed", "-o", ".venv/.compiled", "lab", f"LAB_DIR={lab_dir}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    seen = []
    try:
        deadline = time.time() + 120
        url = None
        while time.time() < deadline and not url:
            ready, _, _ = select.select([p.stdout], [], [], 1.0)  # never block past the deadline
            if not ready:
                if p.poll() is not None:
                    break
                continue
            line = p.stdout.readline()
            if not line:
                break
            seen.append(line)
            url = re.search(r"(http://127\.0\.0\.1:\d+)(/lab\S*)\?token=(\w+)", line)
        out = "".join(seen)
        assert url, out[-2000:]
        base, path, token = url.groups()
        assert path == f"/lab/tree/{lab_dir}", out[-2000:]  # the file browser opens the copies
        assert f"{lab_dir}/: your own copies" in out and "deine eigenen Kopien" in out
        while True:  # the address is printed just before it answers
            try:
                if _get(base, token, "api/status")[0] == 200:
                    break
            except OSError:
                pass
            assert time.time() < deadline, "JupyterLab does not answer"
            time.sleep(0.25)

        # no news pop-up: the plugin that asks is off, and there is no news to fetch
        code, page = _get(base, token, "lab")
        cfg = json.loads(
            re.search(
                r'<script id="jupyter-config-data" type="application/json">(.*?)</script>',
                page.decode(),
                re.S,
            ).group(1)
        )
        assert NEWS_PLUGIN in cfg["disabledExtensions"], cfg["disabledExtensions"]
        assert json.loads(_get(base, token, "lab/api/news")[1]) == {"news": []}

        # the server's root is the repository: every relative link of the copies resolves
        for nb in sorted((ROOT / lab_dir).glob("*/*.ipynb")):
            rel = nb.relative_to(ROOT)
            for link in relative_links(nb):
                target = os.path.normpath(os.path.join(rel.parent.as_posix(), link))
                assert (
                    _get(base, token, "api/contents/" + urllib.parse.quote(target) + "?content=0")[0] == 200
                ), (rel, link)

        # Run All + save, on every copy: git status stays as it was
        for nb in sorted((ROOT / lab_dir).glob("*/*.ipynb")):
            rel = nb.relative_to(ROOT).as_posix()
            code, _ = _save(base, token, rel, _ran_and_saved(json.loads(nb.read_text(encoding="utf-8"))))
            assert code == 200, rel
        assert json.loads((ROOT / lab_dir / "en" / "01_swoop.ipynb").read_text(encoding="utf-8"))["metadata"][
            "widgets"
        ]
        # saving into tutorials/ is refused with a message, in both languages; nothing changes
        original = json.loads((ROOT / "tutorials" / "en" / "01_swoop.ipynb").read_text(encoding="utf-8"))
        code, body = _save(base, token, "tutorials/en/01_swoop.ipynb", _ran_and_saved(original))
        message = json.loads(body)["message"]
        assert code == 403 and "Save Notebook As" in message and "Speichere deine Fassung" in message, body
        code, body = _save(base, token, "tutorials/en/Untitled.ipynb", _ran_and_saved(original))
        assert code == 403
        assert _git_status("tutorials", lab_dir) == before
        assert {p: p.read_bytes() for p in (ROOT / "tutorials").glob("*/*.ipynb")} == originals

        # make lab again (the copy step): the learner's saved work is kept, and said so
        again = subprocess.run(
            [sys.executable, "tools/my_tutorials.py", lab_dir],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        assert "(0 new or updated)" in again.stdout, again.stdout
        assert json.loads((ROOT / lab_dir / "en" / "01_swoop.ipynb").read_text(encoding="utf-8"))["metadata"][
            "widgets"
        ]
    finally:
        os.killpg(p.pid, signal.SIGTERM)
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
        shutil.rmtree(ROOT / lab_dir, ignore_errors=True)
