"""A hash of everything the engines do on random deals, for tests/test_compiled.py: run as a
script (``python tests/engine_stream.py GAME DEALS``), it prints one hash per preset and variant
of legal-move lists, moves, events, views and points, and whether the engines ran compiled."""

from __future__ import annotations

import hashlib
import json
import random
import sys

VARIANTS = {
    "swoop": [
        {},
        {"preset": "published"},
        {"table_cards": "mystery_only", "big_swoop": True},
        {"only_jokers_swoop": True, "simple_scoring": True, "cards_per_player": 20},
        {"table_cards": "none", "score_table_cards": False, "dead_deal_plays": 40},
    ],
    "sweep": [
        {},
        {"building": True},
        {"eight_card_deal": True, "majority": "most"},
        {"partnerships": False, "double_spade_ace": True, "no_sweep_points": True},
    ],
    "schwimmen": [
        {},
        {"seven_eight_nine": True},
        {"scoring": "suit_only"},
        {"scoring": "suit_or_rank", "seven_eight_nine": True},
    ],
}


def stream(game: str, deals: int, opts: dict, seed: int = 1) -> str:
    from cardlab import get_game
    from cardlab.engine import Match

    g = get_game(game)
    h = hashlib.sha256()
    rng = random.Random(seed)
    opts = dict(opts)
    preset = opts.pop("preset", None)
    done = 0
    while done < deals:
        n = rng.randrange(g.MIN_PLAYERS, min(g.MAX_PLAYERS, 6) + 1)
        m = Match(g, g.rules(preset, **opts), n)
        while done < deals and not m.finished:
            s = m.new_deal(rng)
            done += 1
            h.update(json.dumps(g.state_to_json(s), sort_keys=True).encode())
            while not s.over:
                legal = g.legal_moves(s)
                h.update("|".join(map(str, legal)).encode())
                mv = legal[rng.randrange(len(legal))]
                if rng.random() < 0.05:
                    mv = str(mv)  # the notation read back
                ev = g.apply(s, mv, events=rng.random() < 0.3)
                if ev:
                    h.update(json.dumps([e.to_json() for e in ev], sort_keys=True, default=str).encode())
                if rng.random() < 0.1:
                    h.update(json.dumps(g.view(s, rng.randrange(n)), sort_keys=True).encode())
            r = m.end_deal(s)
            h.update(json.dumps([r.points, r.winner, r.extra], sort_keys=True, default=str).encode())
        if rng.random() < 0.5:  # playouts too
            s = m.new_deal(rng) if not m.finished else Match(g, m.rules, n).new_deal(rng)
            k = g.playout(s, random.Random(done))
            h.update(
                json.dumps([k, g.state_to_json(s), g.result(s).points], sort_keys=True, default=str).encode()
            )
    return h.hexdigest()


if __name__ == "__main__":
    import cardlab

    game, deals = sys.argv[1], int(sys.argv[2])
    per = max(1, deals // len(VARIANTS[game]))
    out = {
        "compiled": cardlab.compiled(),
        "hashes": [stream(game, per, v, seed=i) for i, v in enumerate(VARIANTS[game])],
    }
    print(json.dumps(out))
