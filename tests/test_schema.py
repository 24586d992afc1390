"""The JSON Schema shipped for records accepts every record cardlab writes and rejects the
shape errors of the bad-record corpus that it can see."""

import json
from importlib import resources

import jsonschema
import pytest

from cardlab.play import play_game

from .conftest import DATA


def schema():
    return json.loads(resources.files("cardlab").joinpath("schemas/record.schema.json").read_text())


def test_schema_is_valid():
    jsonschema.Draft202012Validator.check_schema(schema())


@pytest.mark.parametrize("game,n", [("swoop", 3), ("swoop", 8), ("sweep", 4), ("schwimmen", 5)])
def test_written_records_validate(game, n):
    rec = play_game(game, None, n, seed=4)
    jsonschema.validate(json.loads(rec.dumps()), schema())


@pytest.mark.parametrize(
    "name",
    [
        "wrong_format.json",
        "unknown_game.json",
        "unknown_field.json",
        "players_not_list.json",
        "deals_empty.json",
        "move_not_string.json",
        "not_a_card.json",
        "five_slots.json",
        "unknown_start_field.json",
    ],
)
def test_schema_rejects_shape_errors(name):
    obj = json.loads((DATA / "bad" / "swoop" / name).read_text())
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(obj, schema())
