# make lab   : create .venv, install cardlab with its extras, copy the tutorials into my-tutorials/
#              (yours to change; git ignores it) and open JupyterLab there
# make test  : the whole test suite, browser tests included, then the tutorials under nbval
# make test-fast : the quick tier: everything but the browser and the slow tests (compiled build)
# make app   : the tutorials as code-free apps (Voila with cardlab's template, jupyter-data/): open
#              http://localhost:8866/voila/render/tutorials/de/00_start.ipynb (or .../en/...)
# make docs  : the documentation site (Sphinx + MyST-NB, offline) into docs/_build/html
# make lite  : the JupyterLite site (cardlab and the tutorials in the browser, JupyterLab in German;
#              LITE_ARGS="--locale en" for English) into build/lite
# make screenshots : the widgets in JupyterLab and Chromium, English and German, into docs/images/
# make compiled : the engines compiled with mypyc next to their sources (make lab and make test do
#              it; without a C compiler cardlab runs as pure Python and says so once)
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# Python's byte-code caches are written, whatever the machine says (PYTHONDONTWRITEBYTECODE):
# without them every pytest process rewrites the tests' asserts again (about 5 CPU s each) and
# every kernel and `cardlab` process compiles cardlab's modules again
unexport PYTHONDONTWRITEBYTECODE

.PHONY: app axe chromium lab test test-fast bench clean docs lite notebooks screenshots compiled

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

# the compiled engines (hatch_build.py): rebuilt when an engine source changes
ENGINE_SRC := $(wildcard cardlab/games/_rand.py cardlab/games/*/cards.py cardlab/games/*/moves.py \
  cardlab/games/*/state.py cardlab/games/*/play.py cardlab/games/*/scoring.py)
COMPILED := $(VENV)/.compiled
$(COMPILED): $(STAMP) $(ENGINE_SRC) hatch_build.py
	$(PY) hatch_build.py --inplace
	touch $(COMPILED)
compiled: $(COMPILED)

# make lab: the server's root is the repository (the tutorials' links to docs/ work) and the file
# browser opens my-tutorials/, the learner's copies (tools/my_tutorials.py never overwrites a changed
# copy).  jupyter-config/ comes through JUPYTER_CONFIG_PATH, after the learner's own settings: no
# news pop-up, no update check, no saving into tutorials/ (see jupyter-config/jupyter_lab_config.py).
# (JupyterLab refuses to run as root unless told; containers and CI machines often are root)
LAB_DIR ?= my-tutorials
lab: $(STAMP) $(COMPILED)
	$(PY) tools/my_tutorials.py $(LAB_DIR)
	JUPYTER_CONFIG_PATH="$(CURDIR)/jupyter-config$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	  $(VENV)/bin/jupyter lab --ServerApp.root_dir="$(CURDIR)" --LabApp.default_url=/lab/tree/$(LAB_DIR) \
	  $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# make app: Voila on the repository (not on one notebook: Voila started on a notebook serves that
# notebook alone, and a link to the next tutorial gets its 403 page), with cardlab's template from
# jupyter-data/ (the page's language while it loads, every link in a new tab; Binder's postBuild
# installs the same template)
APP_PORT ?= 8866
app: $(STAMP) $(COMPILED)
	@echo "The tutorials as apps: http://localhost:$(APP_PORT)/voila/render/tutorials/de/00_start.ipynb (English: .../tutorials/en/00_start.ipynb)"
	JUPYTER_PATH="$(CURDIR)/jupyter-data$${JUPYTER_PATH:+:$$JUPYTER_PATH}" \
	  $(VENV)/bin/voila "$(CURDIR)" --template=cardlab --port=$(APP_PORT) --no-browser

# the browser tests drive Debian's Chromium; install it when missing and possible (root + apt)
chromium:
	@command -v chromium >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
	  echo "Chromium is missing and cannot be installed here: the browser tests will be skipped"

# The test tiers (README, "For developers"), with pytest-xdist on both cores of the reference
# machine.  make test-fast: everything but the browser and the slow tests, on the compiled build.
# make test: the whole suite in one run of two workers, with coverage (a floor it must not fall
# under): the browser tests on the shared JupyterLab on one worker (one JupyterLab, one
# Chromium, one page of it where the notebooks open in turn), the rest beside them (tests/browser/conftest.py groups them; CARDLAB_LAB_GROUPS=2
# with XDIST="-n 3" deals them out to two JupyterLabs on a machine with more cores); in the same
# run the worked examples once more as pure Python (tests/test_pure_build.py; tests/test_compiled.py
# compares the two builds move by move on random deals) and the tutorials under nbval (each
# notebook's cells on one worker, tests/conftest.py), so that they fill the cores the browser
# tests leave idle instead of coming after them.
XDIST ?= -n 2
COV_FLOOR ?= 90
# axe-core for the accessibility browser test (tests/browser/test_axe.py): from npm into .cache/npm,
# never a CDN; skipped with a message where npm is missing (the test then says so)
AXE_VERSION ?= 4.14.1
axe:
	@test -f .cache/npm/node_modules/axe-core/axe.min.js || { command -v npm >/dev/null 2>&1 && \
	  npm install -s --prefix .cache/npm --no-audit --no-fund axe-core@$(AXE_VERSION); } || \
	  echo "npm is missing: axe-core is not installed and the accessibility test cannot run"

test: $(STAMP) $(COMPILED) chromium axe
	$(PY) -m pytest -q -p no:cacheprovider $(XDIST) --dist loadgroup --durations=15 \
	  --cov=cardlab --cov-report=term:skip-covered --cov-fail-under=$(COV_FLOOR) \
	  --nbval --nbval-current-env tests tutorials

test-fast: $(STAMP) $(COMPILED)
	$(PY) -m pytest -q -p no:cacheprovider $(XDIST) -m "not browser and not slow" --durations=15

bench: $(STAMP)
	$(PY) benchmarks/engine.py

notebooks: $(STAMP)
	$(PY) tutorials/make_notebooks.py

docs: $(STAMP)
	$(PY) -c "import sphinx, myst_nb" 2>/dev/null || $(PY) -m pip install -q -e '.[docs]'
	$(PY) -m sphinx -b html -q docs docs/_build/html

lite: $(STAMP)
	PY=$(PY) ./lite/build.sh $(LITE_ARGS)

# PNGs of the Replay, Puzzle and Table widgets (1280x720, file browser open), committed in docs/images/
screenshots: $(STAMP) chromium
	$(PY) tools/screenshots.py

clean:
	-test -x $(PY) && $(PY) hatch_build.py --clean
	rm -rf $(VENV) build dist *.egg-info
