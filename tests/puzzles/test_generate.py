"""Generated puzzles pass the same checks as the shipped ones; the command line writes them."""

import json

import pytest

from cardlab.puzzles import Puzzle
from cardlab.puzzles.generate import generate

from .test_shipped import check_puzzle


@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
def test_generated_puzzles_check(game, tmp_path):
    made = generate(game, games=2, seed=3, out=tmp_path, max_per_game=2)
    assert made, game
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == len(made)
    for f in files:
        p = Puzzle.load(f)
        check_puzzle(p)
        j = p.evaluate()
        assert len(j["best"]) == 1  # one clearly best answer
        others = sorted((s for m, s in j["scores"].items() if m not in j["best"]), reverse=True)
        assert others and j["score"] > others[0]
        assert p.explanation["en"] != p.explanation["de"]


def test_generation_is_seeded(tmp_path):
    a = [p.to_json() for p in generate("sweep", games=2, seed=5)]
    b = [p.to_json() for p in generate("sweep", games=2, seed=5)]
    assert a == b


def test_cli_generate_and_check(cli, tmp_path):
    code, out, err = cli("puzzles", "generate", "sweep", "--games", "2", "--seed", "1", "--out", tmp_path)
    assert code == 0, err
    files = sorted(tmp_path.glob("*.json"))
    assert files and f"{len(files)} puzzles written" in out
    code, out, err = cli("puzzles", "check", files[0], "--json")
    assert code == 0 and json.loads(out)["valid"]
    best = json.loads(out)["best"][0]
    code, out, err = cli("puzzles", "check", files[0], "--answer", best, "--lang", "de")
    assert code == 0 and out.startswith("Richtig")


def test_cli_bad_file_one_line(cli, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text('{"format": "cardlab-puzzle/1"}')
    code, out, err = cli("puzzles", "check", f)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "missing" in err
    code, out, err = cli("puzzles", "list", "swoop")
    assert code == 0 and "swoop-carla-kings" in out
