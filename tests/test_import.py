"""``import cardlab`` and the engines load no widget or plotting module."""
import subprocess
import sys

HEAVY = ("ipywidgets", "anywidget", "matplotlib", "traitlets", "IPython", "numpy")


def test_import_cardlab_and_engines_loads_nothing_heavy():
    code = ("import cardlab, cardlab.cli, cardlab.record\n"
            "for g in ('swoop', 'sweep', 'schwimmen'):\n"
            "    try: cardlab.get_game(g)\n"
            "    except ImportError: pass\n")
    p = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    loaded = {line.split("|")[-1].strip().split(".")[0] for line in p.stderr.splitlines() if "|" in line}
    bad = sorted(m for m in HEAVY if m in loaded)
    assert not bad, f"import cardlab loaded {bad}"
    assert "cardlab" in loaded
