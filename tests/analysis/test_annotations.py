"""Annotations in records: a documented extension.  Records without them stay byte for byte
the same; annotations are checked when read and when replayed, shown by ``cardlab show``, and a
teacher's hand-written comments use the same field and survive an analysis."""

import json
from importlib import resources

import jsonschema
import pytest

import cardlab
from cardlab import Record
from cardlab.play import play_game

from ..conftest import run_cli
from . import positions as P


def _obj(rec):
    return json.loads(rec.dumps())


@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
def test_record_without_annotations_stays_byte_for_byte(tmp_path, game):
    rec = play_game(game, None, 3, ["heuristic"], seed=5)
    text = rec.dumps()
    assert "annotations" not in text
    path = tmp_path / "r.json"
    path.write_bytes(text.encode("utf-8"))
    assert Record.load(path).dumps().encode("utf-8") == path.read_bytes()
    assert Record.loads(text).to_json() == json.loads(text)


def test_hand_written_comments(tmp_path):
    obj = _obj(P.swoop_going_out("KC"))
    obj["deals"][0]["annotations"] = [
        {
            "move": 1,
            "label": "blunder",
            "comment": {"en": "Four kings go out at once!", "de": "Vier Könige gehen sofort raus!"},
        }
    ]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    rec = Record.load(path)
    assert rec.check() and rec.dumps() == Record.loads(rec.dumps()).dumps()
    code, out, err = run_cli("show", path, "--at", "1")
    assert code == 0, err
    assert "Label: Blunder" in out and "Comment: Four kings go out at once!" in out
    code, out, err = run_cli("show", path, "--at", "1", "--lang", "de")
    assert "Bewertung: Patzer" in out and "Kommentar: Vier Könige gehen sofort raus!" in out
    # one text for every language is fine too
    obj["deals"][0]["annotations"] = [{"move": 1, "comment": "Schau auf die Könige."}]
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    assert "Comment: Schau auf die Könige." in run_cli("show", path, "--at", "1")[1]
    # an analysis keeps the teacher's comment and adds its label and values
    a = cardlab.analyse(Record.load(path), strength=3, progress=False)
    [note] = a.annotated().deals[0].annotations
    assert note["comment"] == "Schau auf die Könige." and note["label"] == "blunder"
    assert note["eval"]["best"] == ["KC KD KH KS"]


def test_analysis_round_trip(tmp_path):
    a = cardlab.analyse(P.sweep_last_card("9H"), strength=3, progress=False)
    rec = a.annotated()
    path = tmp_path / "a.json"
    rec.save(path)
    back = Record.load(path)
    assert back == rec and back.check()
    from cardlab.analysis.core import from_record

    assert from_record(back).to_json() == a.to_json()
    schema = json.loads(resources.files("cardlab").joinpath("schemas/record.schema.json").read_text())
    jsonschema.validate(_obj(back), schema)


BAD = [
    ({"move": "1", "comment": "x"}, "annotation 1: move must be the number"),
    ({"move": 2, "comment": "x"}, "annotation 1: there is no move 2"),
    ({"move": 1, "label": "great"}, "annotation 1 (move 1): label must be one of"),
    ({"move": 1, "label": 3}, "annotation 1 (move 1): label must be one of"),
    ({"move": 1, "comment": ["a"]}, "annotation 1 (move 1): comment: must be a text"),
    ({"move": 1, "comment": {"fr": "x"}}, "comment: unknown language"),
    ({"move": 1, "comment": {"en": 5}}, "comment.en: the en comment must be a text"),
    ({"move": 1}, "an annotation has a label, a comment or an eval"),
    ({"move": 1, "colour": "red"}, "unknown field 'colour'"),
    ({"move": 1, "eval": {"seat": 0, "best": ["9H"], "loss": "big", "moves": []}}, "eval.loss"),
    (
        {
            "move": 1,
            "eval": {
                "seat": 0,
                "best": ["9H"],
                "loss": 0,
                "moves": [{"move": "9H", "value": 1, "low": 2, "high": 3}],
            },
        },
        "must have low <= value <= high",
    ),
]


@pytest.mark.parametrize("note,msg", BAD)
def test_wrong_annotations_one_line(tmp_path, note, msg):
    obj = _obj(P.sweep_last_card("9H"))
    obj["deals"][0]["annotations"] = [note]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    for cmd in ("check", "show", "analyse"):
        code, out, err = run_cli(cmd, path)
        assert code == 1 and "Traceback" not in err, (cmd, err)
        [line] = err.strip().splitlines()
        assert line.startswith(f"{path}: deal 1") and msg in line, line
    with pytest.raises(cardlab.RecordError):
        Record.load(path)


def test_eval_moves_checked_against_the_position(tmp_path):
    obj = _obj(P.sweep_last_card("9H"))
    good = {
        "seat": 1,
        "best": ["9H x 9S"],
        "loss": 5.0,
        "moves": [
            {"move": "9H x 9S", "value": 3, "low": 3, "high": 3},
            {"move": "9H", "value": -2, "low": -2, "high": -2},
        ],
    }
    for ev, msg in [
        ({**good, "seat": 0}, "seat 0 did not make move 1"),
        (
            {**good, "moves": good["moves"] + [{"move": "KH", "value": 0, "low": 0, "high": 0}]},
            "'KH' is not legal there",
        ),
        (
            {**good, "best": ["9H x 9S"], "moves": good["moves"][:1]},
            "the move played (9H) is not among the moves valued",
        ),
    ]:
        obj["deals"][0]["annotations"] = [{"move": 1, "eval": ev}]
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(obj), encoding="utf-8")
        code, out, err = run_cli("check", path)
        assert code == 1 and msg in err and len(err.strip().splitlines()) == 1, err
    obj["deals"][0]["annotations"] = [{"move": 1, "eval": good}]
    path.write_text(json.dumps(obj), encoding="utf-8")
    assert run_cli("check", path)[0] == 0
