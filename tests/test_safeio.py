"""Bad input from outside (issue 30, item 10): files written whole or not at all, lone
surrogates refused in one line, no control character of a name or a comment reaching the
terminal."""

import json
import os

import pytest

from cardlab import Record
from cardlab.safeio import lone_surrogate, one_line, terminal_safe, write_atomic

from .conftest import run_cli


def test_write_atomic_replaces_whole_or_not_at_all(tmp_path, monkeypatch):
    path = tmp_path / "report.html"
    path.write_text("the old page", encoding="utf-8")
    os.chmod(path, 0o640)
    write_atomic(path, "the new page ✓")
    assert path.read_text(encoding="utf-8") == "the new page ✓"
    assert path.stat().st_mode & 0o777 == 0o640  # the file keeps its permissions
    with pytest.raises(UnicodeEncodeError):  # text UTF-8 cannot hold: nothing written over
        write_atomic(path, "half \ud800 a page")
    assert path.read_text(encoding="utf-8") == "the new page ✓"

    def fail(*a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_atomic(path, "another page")
    assert path.read_text(encoding="utf-8") == "the new page ✓"
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]  # nothing left aside


def test_a_record_that_cannot_be_saved_leaves_the_file(tmp_path):
    path = tmp_path / "g.json"
    assert run_cli("play", "schwimmen", "--seed", "3", "--out", path)[0] == 0
    before = path.read_bytes()
    rec = Record.load(path)
    rec.meta["title"] = "broken \udc80"
    with pytest.raises(UnicodeEncodeError):
        rec.save(path)
    assert path.read_bytes() == before


def _record(tmp_path, players, comment=None):
    path = tmp_path / "g.json"
    assert run_cli("play", "schwimmen", "--seed", "3", "--out", path, "--names", "A,B,C,D")[0] == 0
    text = path.read_text(encoding="utf-8")
    obj = json.loads(text)
    obj["players"] = players
    if comment is not None:
        obj["deals"][0]["annotations"] = [{"move": 1, "comment": comment}]
    path.write_text(json.dumps(obj), encoding="utf-8")  # ensure_ascii: escapes, as an editor may
    return path


def test_a_lone_surrogate_is_refused_in_one_line(tmp_path):
    path = _record(tmp_path, ["Anna", "B\ud800", "C", "D"])
    assert "\\ud800" in path.read_text()
    for cmd in (["show", path, "--deal", "1", "--at", "1"], ["check", path], ["moves", path]):
        code, out, err = run_cli(*cmd)
        assert code == 1 and out == "" and "Traceback" not in err
        assert err.splitlines() == [
            f"{path}: record: players[1] holds a lone surrogate U+D800, which is no character (a broken \\u escape)"
        ]
    path = _record(tmp_path, ["A", "B", "C", "D"], comment="nice \udfff move")
    code, out, err = run_cli("show", path, "--deal", "1", "--at", "1", process=True)
    assert (
        code == 1
        and "Traceback" not in err
        and "deals[0].annotations[0].comment holds a lone surrogate U+DFFF" in err
    )
    # a pair of escapes that makes one character is no lone surrogate
    path = _record(tmp_path, ["A\U0001f600", "B", "C", "D"])
    assert run_cli("check", path)[0] == 0


def test_a_lesson_file_with_a_lone_surrogate(tmp_path):
    from cardlab.lessonfiles.files import LessonError, load

    path = tmp_path / "l.json"
    path.write_text(
        '{"format": "cardlab-lesson/1", "game": "sweep", "title": {"en": "x\\udc00", "de": "x"}, "steps": []}'
    )
    with pytest.raises(LessonError) as e:
        load(path)
    assert "lone surrogate U+DC00" in str(e.value) and "\n" not in str(e.value)
    code, out, err = run_cli("lesson", "check", path)
    assert code == 1 and "Traceback" not in err and len(err.splitlines()) == 1


ESCAPES = "\x1b[2J\x1b]0;pwned\x07\r\x9b31m"


def test_no_control_character_reaches_the_terminal(tmp_path):
    path = _record(tmp_path, [f"Anna{ESCAPES}", "Ben", "Carla", "Dora"], comment=f"look {ESCAPES} here")
    for process in (False, True):
        for cmd in (
            ["show", path, "--deal", "1", "--at", "1"],
            ["show", path, "--deal", "1", "--at", "1", "--lang", "de"],
            ["check", path],
        ):
            code, out, err = run_cli(*cmd, process=process)
            assert code == 0, err
            assert not any(c in out + err for c in "\x1b\x07\r\x9b"), (cmd, out)
            assert "Anna[2J" in out
        code, out, err = run_cli("show", path, "--deal", "1", "--at", "1", process=process)
        assert "look [2J" in out  # the comment is shown, without its escapes


def test_no_control_character_in_the_class_report(tmp_path):
    from cardlab.teaching import answers_from_results, save_answers

    obj = answers_from_results([], f"Mia{ESCAPES}", puzzles=["schwimmen-keep-it"])
    save_answers(obj, tmp_path)
    (tmp_path / f"bad{ESCAPES[:4]}.json").write_text("{", encoding="utf-8")
    code, out, err = run_cli("class", "report", tmp_path)
    assert code == 1 and "Mia[2J" in out
    assert not any(c in out + err for c in "\x1b\x07\r\x9b")


def test_the_text_helpers():
    assert one_line("a\x1b[2Jb\nc\u202ed") == "a[2Jb cd"
    assert one_line("x\ud800y") == "x\ufffdy"
    assert terminal_safe("line 1\n\tline 2\x1b[0m\r") == "line 1\n\tline 2[0m"
    assert terminal_safe("plain ✓ text\n") == "plain ✓ text\n"
    assert lone_surrogate({"a": ["ok", {"b": "x\udc00"}]}) == ("a[1].b", 0xDC00)
    assert lone_surrogate({"a": "\U0001f600"}) is None
