# make lab   : create .venv, install cardlab with its extras, open JupyterLab on the tutorials
# make test  : the whole test suite, browser tests included
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: lab test test-fast bench clean

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab tutorials/

test: $(STAMP)
	$(PY) -m pytest -q -p no:cacheprovider

test-fast: $(STAMP)
	$(PY) -m pytest -q -p no:cacheprovider -m "not browser and not slow"

bench: $(STAMP)
	$(PY) benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info
