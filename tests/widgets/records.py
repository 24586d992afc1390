"""Records the widget tests replay (built here, so tests and notebooks share them)."""

from __future__ import annotations

from cardlab import Record

HOSTILE = ["<img src=x onerror=alert(1)>", "Ben</script><script>alert(2)</script>", 'Carla & "co"']


def carla_record(players=("Anna", "Ben", "Carla")) -> Record:
    """Carla's turn from rules/000: the pile is Q Q 9 9 9 7 (the 7 on top) and Carla holds
    K K K K Q Q 9 7 5; she plays her four kings (picks the pile up, swoops), then swoops with the
    queens and the 9s, and starts a new pile with her two 7s.  Then a few more moves."""
    start = {
        "starter": 0,
        "hands": [
            ["2C", "4H", "8S"],
            ["3C", "6H", "JD"],
            ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"],
        ],
        "up": [["JC", "3D", None, None], [None, None, None, None], ["4S", None, None, None]],
        "down": [["6C", "8D", "AH", None], ["5D", None, None, None], ["2D", None, None, None]],
        "aside": [],
        "pile": ["QH", "QS", "9D", "9H", "9S", "7D"],
        "out": [],
        "to_move": 2,
        "plays_since_swoop": 0,
    }
    moves = ["KC KD KH KS", "QC QD QH QS", "9C 9D 9H 9S", "7C 7D", "3D@u2", "3C", "5C", "2C"]
    return Record(
        "swoop",
        list(players),
        [{"start": start, "moves": moves}],
        {"preset": "published"},
        {"title": "Carla's turn (rules/000)"},
    )


def hostile_record() -> Record:
    r = carla_record(HOSTILE)
    r.meta["title"] = "<b>bold</b></title><script>alert(3)</script>"
    return r
