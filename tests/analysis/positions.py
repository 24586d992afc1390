"""Positions with a known best move (and positions where every move is as good), as records
that end with the move played: the analysis must judge that last move."""

from cardlab import Record

SWOOP_PLAYERS = ["Anna", "Ben", "Carla"]


def _rec(game, players, start, moves, rules=None):
    obj = {
        "format": "cardlab-record/1",
        "game": game,
        "players": list(players),
        "deals": [{"start": start, "moves": list(moves)}],
    }
    if rules:
        obj["rules"] = rules
    return Record.from_json(obj)


EMPTY4 = [None, None, None, None]


def swoop_going_out(played="KC KD KH KS"):
    """Anna holds the four kings and nothing else on an empty pile: all four go out at once.
    Ben and Carla hold one low card each, so after anything less one of them goes out first."""
    start = {
        "starter": 0,
        "hands": [["KC", "KD", "KH", "KS"], ["2C"], ["3D"]],
        "up": [EMPTY4, EMPTY4, EMPTY4],
        "down": [EMPTY4, EMPTY4, EMPTY4],
        "aside": [],
        "pile": [],
        "out": ["5H", "5S", "5C", "5D"],
        "to_move": 0,
        "plays_since_swoop": 0,
    }
    return _rec("swoop", SWOOP_PLAYERS, start, [played])


def swoop_equal(played="10C"):
    """Anna holds a 10 and a joker: either swoops first, the other swoops next, she is out."""
    start = {
        "starter": 0,
        "hands": [["10C", "X"], ["2C", "3D", "5H", "7S", "9C"], ["4C", "6D", "8H", "JS", "QC"]],
        "up": [EMPTY4, EMPTY4, EMPTY4],
        "down": [EMPTY4, ["6C", None, None, None], EMPTY4],
        "aside": [],
        "pile": ["8C", "5D"],
        "out": [],
        "to_move": 0,
        "plays_since_swoop": 2,
    }
    return _rec("swoop", SWOOP_PLAYERS, start, [played])


def sweep_last_card(played="9H x 9S"):
    """The last card of the round: Ben's 9♥ takes the 9♠, the last card on the table (a
    sweep); trailing it leaves both nines to Anna, who captured last."""
    start = {
        "dealer": 1,
        "hands": [[], ["9H"]],
        "table": ["9S"],
        "stock": [],
        "captured": [["2C", "3C", "4C", "5C", "6C", "7C"], ["2D", "3D", "4D", "5D", "6D"]],
        "sweeps": [0, 0],
        "last_capture": 0,
        "to_move": 1,
    }
    return _rec("sweep", ["Anna", "Ben"], start, [played])


def sweep_equal(played="3C"):
    """Nothing can be captured any more: whatever Anna trails, the rest goes to the last
    capturer."""
    start = {
        "dealer": 1,
        "hands": [["2C", "3C"], ["QH", "JH"]],
        "table": ["KD"],
        "stock": [],
        "captured": [["4C", "5C"], ["4D", "5D", "6D"]],
        "sweeps": [0, 0],
        "last_capture": 1,
        "to_move": 0,
    }
    return _rec("sweep", ["Anna", "Ben"], start, [played])


SCHW_STOCK = [
    "7H",
    "8H",
    "10H",
    "JH",
    "7S",
    "10S",
    "JS",
    "QS",
    "KS",
    "AS",
    "10D",
    "JD",
    "QD",
    "KD",
    "AD",
    "10C",
    "JC",
    "QC",
    "KC",
    "AC",
]


def schwimmen_31(played="swap 7C QH"):
    """Ben knocked with 30 (J♦ Q♦ K♦, laid open); Anna moves last with A♥ K♥ 7♣ (21) and the Q♥
    lies in the middle: swapping makes 31 and wins; anything else leaves her below Ben."""
    start = {
        "dealer": 1,
        "hands": [["AH", "KH", "7C"], ["JD", "QD", "KD"]],
        "stock": [c for c in SCHW_STOCK if c not in ("JD", "QD", "KD")] + ["8D", "9H", "8C"],
        "middle": ["QH", "8S", "9S"],
        "to_move": 0,
        "lives": [3, 3],
        "knocked": 1,
        "passes": 0,
        "turns": 3,
        "discard": [],
    }
    return _rec("schwimmen", ["Anna", "Ben"], start, [played])


def schwimmen_equal(played="pass"):
    """Ben knocked with 15; Anna moves last, and no move of hers takes her down to 15."""
    stock = [c for c in SCHW_STOCK if c not in ("7H",)] + ["7H"]
    start = {
        "dealer": 0,
        "hands": [["AH", "KH", "9H"], ["7C", "8C", "9S"]],
        "stock": stock + ["QH", "10S"][:0],
        "middle": ["7D", "8S", "9D"],
        "to_move": 0,
        "lives": [3, 3],
        "knocked": 1,
        "passes": 0,
        "turns": 3,
        "discard": [],
    }
    return _rec("schwimmen", ["Anna", "Ben"], start, [played])


def schwimmen_knock_16(played="knock"):
    """Issue 31's exercise: Anna holds 7♥ 9♥ 8♠ (16 in hearts), the middle is 7♣ 9♦ 8♥, and she
    knocked with 16, which loses a life in every sample; several swaps (8♠ for 8♥ makes 24 in
    hearts) are better, and which of them is best the default strength cannot tell."""
    ben = ["10S", "QS", "AD"]
    seen = ["7H", "9H", "8S", "7C", "9D", "8H", *ben]
    deck = [r + s for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    stock = [c for c in deck if c not in seen]
    start = {
        "dealer": 1,
        "hands": [["7H", "9H", "8S"], ben],
        "stock": stock,
        "middle": ["7C", "9D", "8H"],
        "to_move": 0,
        "lives": [3, 3],
        "knocked": None,
        "passes": 0,
        "turns": 4,
        "discard": [],
    }
    return _rec("schwimmen", ["Anna", "Ben"], start, [played])
