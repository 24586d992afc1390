"""A fuzzer over the record reader: valid records of every game, mutated (wrong types, huge
numbers, deep nesting, unknown fields, duplicated cards, garbage moves, invalid UTF-8, truncation,
a 50 MB file).  Every input ends in a result or one clear error line: never a traceback, never the
catch-all "cannot be processed" line (which would mean an error nobody wrote a message for)."""

import contextlib
import copy
import io
import json
import random

import pytest

from cardlab.cli import main
from cardlab.play import play_game

MUTATIONS = 4000
CHUNKS = 4


def _check(path):
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(["check", str(path)])
    e = err.getvalue()
    assert code in (0, 1), e
    assert "Traceback" not in e
    assert "cannot be processed" not in e, e
    if code == 1:
        assert len(e.strip().splitlines()) == 1, e
    return code, e


def _nodes(obj, path=()):
    yield path, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _nodes(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _nodes(v, path + (i,))


def _set(obj, path, value):
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


WEIRD = [
    None,
    True,
    False,
    0,
    -1,
    10**30,
    1.5,
    float("1e308"),
    "",
    "X",
    "QH@u9",
    "d0",
    "none",
    "<img src=x onerror=alert(1)>",
    "\u202eevil",
    [],
    {},
    [None],
    {"a": 1},
    ["AC"] * 50,
    "x" * 300,
    "10H x 10H",
    "swap all",
    "knock",
]


def _mutate(rec, rng):
    obj = copy.deepcopy(rec)
    nodes = list(_nodes(obj))
    path, node = rng.choice(nodes[1:])
    r = rng.random()
    if r < 0.5:
        _set(obj, path, copy.deepcopy(rng.choice(WEIRD)))
    elif r < 0.65 and isinstance(node, list) and node:
        node.append(copy.deepcopy(rng.choice(node)))  # a duplicated card or move
    elif r < 0.75 and isinstance(node, list) and node:
        node.pop(rng.randrange(len(node)))
    elif r < 0.85 and isinstance(node, dict):
        node[rng.choice(["extra", "pile", "to_move", "lives", "build"])] = rng.choice(WEIRD)
    elif r < 0.92 and isinstance(node, dict) and node:
        node.pop(rng.choice(list(node)))
    else:
        _set(obj, path, json.loads("[" * 50 + "]" * 50))
    return obj


@pytest.fixture(scope="module")
def valid_records():
    recs = []
    for game, n in (("swoop", 3), ("swoop", 5), ("sweep", 2), ("sweep", 4), ("schwimmen", 3)):
        r = play_game(game, None, n, seed=1)
        obj = r.to_json()
        obj["deals"] = obj["deals"][:2]
        recs.append(obj)
    return recs


# half of the parts in the quick tier, the other half in the whole suite only; under make test's
# coverage the first part is traced, the others run untraced (the same code, four times as long traced)
PARTS = [
    pytest.param(
        k, marks=([pytest.mark.slow] if k >= CHUNKS // 2 else []) + ([pytest.mark.no_cover] if k else [])
    )
    for k in range(CHUNKS)
]


@pytest.mark.parametrize("chunk", PARTS)
def test_mutated_records_end_in_one_clear_line(tmp_path, valid_records, chunk):
    """MUTATIONS mutated records in CHUNKS parts (each its own seed), so that the suite's
    workers share them; make test-fast runs half of them."""
    rng = random.Random(99 + chunk)
    f = tmp_path / "r.json"
    codes = {0: 0, 1: 0}
    for i in range(MUTATIONS // CHUNKS):
        obj = _mutate(rng.choice(valid_records), rng)
        f.write_text(json.dumps(obj), encoding="utf-8")
        code, _ = _check(f)
        codes[code] += 1
    assert codes[1] > MUTATIONS // CHUNKS // 3
    print(f"{MUTATIONS // CHUNKS} mutated records: {codes[0]} accepted, {codes[1]} refused")


def test_byte_level_damage(tmp_path, valid_records):
    rng = random.Random(7)
    f = tmp_path / "r.json"
    for i in range(300):
        data = bytearray(json.dumps(rng.choice(valid_records)).encode())
        r = rng.random()
        if r < 0.3:
            data = data[: rng.randrange(len(data))]
        elif r < 0.6:
            for _ in range(3):
                data[rng.randrange(len(data))] = rng.randrange(256)
        else:
            pos = rng.randrange(len(data))
            data[pos:pos] = rng.choice([b"\xff\xfe", b"\xc3", b"\x00", b"\xe2\x80\xae", b"NaN"])
        f.write_bytes(bytes(data))
        _check(f)


def test_special_inputs(tmp_path):
    f = tmp_path / "r.json"
    cases = {
        "deep": "[" * 200000 + "]" * 200000,
        "deep_obj": '{"a":' * 50000 + "1" + "}" * 50000,
        "huge_int": '{"format": "cardlab-record/1", "game": "swoop", "players": ["a","b","c"], '
        '"deals": [{"start": {"starter": ' + "9" * 10000 + ', "hands": [[],[],[]]}}]}',
        "nan": '{"format": "cardlab-record/1", "game": "swoop", "players": ["a","b","c"], '
        '"deals": [{"start": {"starter": NaN, "hands": [[],[],[]]}}]}',
        "empty": "",
        "bom": "\ufeff{}",
        "null": "null",
    }
    for name, text in cases.items():
        f.write_text(text, encoding="utf-8")
        code, err = _check(f)
        assert code == 1, name


def test_fifty_megabytes_refused_unread(tmp_path):
    f = tmp_path / "big.json"
    with open(f, "wb") as fh:
        fh.write(b'{"format": "cardlab-record/1", "meta": {"x": "')
        fh.write(b"a" * (50 * 1024 * 1024))
        fh.write(b'"}}')
    code, err = _check(f)
    assert code == 1 and "MB" in err


PUZZLE_MUTATIONS = 1500


def _check_puzzle(path):
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(["puzzles", "check", str(path)])
    e = err.getvalue()
    assert code in (0, 1), e
    assert "Traceback" not in e and "cannot be processed" not in e, e
    if code == 1:
        assert len(e.strip().splitlines()) == 1, e
    return code


@pytest.mark.parametrize("chunk", [0, pytest.param(1, marks=pytest.mark.slow)])
def test_mutated_puzzles_end_in_one_clear_line(tmp_path, chunk):
    from cardlab.puzzles.model import shipped

    bases = [json.loads(p.dumps()) if hasattr(p, "dumps") else p.to_json() for p in shipped()]
    rng = random.Random(5 + chunk)
    f = tmp_path / "p.json"
    codes = {0: 0, 1: 0}
    for i in range(PUZZLE_MUTATIONS // 2):
        obj = _mutate(rng.choice(bases), rng)
        f.write_text(json.dumps(obj), encoding="utf-8")
        codes[_check_puzzle(f)] += 1
    for text in ("", "[]", "{", "\ufeffnull", "[" * 100000, '{"format": ' + "9" * 10000 + "}"):
        f.write_text(text, encoding="utf-8")
        assert _check_puzzle(f) == 1
    assert codes[1] > PUZZLE_MUTATIONS // 2 // 3
    print(f"{PUZZLE_MUTATIONS // 2} mutated puzzles: {codes[0]} accepted, {codes[1]} refused")
