from cardlab import get_game

G = get_game("swoop")


def position(
    n=3,
    hands=None,
    up=None,
    down=None,
    pile=(),
    to_move=0,
    starter=0,
    rules=None,
    plays_since_swoop=0,
    out=(),
):
    """A Swoop position from a few cards: empty slots unless given."""
    rules = rules or G.rules()
    start = {
        "starter": starter,
        "hands": [list(h) for h in (hands or [[] for _ in range(n)])],
        "up": up or [[None] * 4 for _ in range(n)],
        "down": down or [[None] * 4 for _ in range(n)],
        "aside": [],
        "pile": list(pile),
        "out": list(out),
        "to_move": to_move,
        "plays_since_swoop": plays_since_swoop,
    }
    return G.state_from_json(rules, n, start)


def kinds(events):
    return [e.kind for e in events]
