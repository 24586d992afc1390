"""One random-game checker for every game (in the manner of OpenSpiel's ``random_sim_test``).

:func:`variants` lists, for any game of the registry, its presets and the options that change
play (each one changed alone, then all of them at once), read from the game's own ``OPTIONS``:
a new game or option is covered without a line here.  :func:`check_deal` plays one random deal
and checks at every move what every game promises:

* the legal moves are unique, there is one at least, and the list (its order too) depends on the
  position alone: the state's copy and its JSON round trip give the same list;
* the copy is equal to the state and independent of it (playing on the copy leaves it as it was);
* every move's notation reads back to the move, and a spelling the engine accepts is one of the
  legal moves (spellings of earlier positions are tried on later ones);
* a refused move leaves the state as it was;
* the move's events explain it: at least one, each in the catalog and rendered in English and
  German without a hole (``{``) or ``None``, and written as JSON;
* no card is created or lost; a seat is to move until the deal is over;
* the views of every seat and the position's text never fail; on some positions every legal
  move is played on a copy (its events and the cards checked);
* at the end: no legal move, points that are whole numbers of at least 0, one a side, and the
  deal's record reads back byte for byte and replays to the same points.

What only one game promises (Swoop's kept fields, Sweep's captures, Schwimmen's 31) comes in
through ``extra``, a function ``(game, state, legal, rng)`` called at every position.
:func:`playthrough` writes a deal as text for the golden files in ``tests/data/golden``.
"""

from __future__ import annotations

import json
import random
import re

from cardlab import IllegalMove, Record, get_game
from cardlab.engine import GAMES, Match
from cardlab.explain import catalog, render
from cardlab.record import Deal

HOLE = re.compile(r"\{|\bNone\b")


def _changed(option):
    """The values of ``option`` other than its default that a random deal should meet."""
    if option.choices is not None:
        return [c for c in option.choices if c != option.default]
    if option.kind is bool:
        return [not option.default]
    if isinstance(option.default, int) and not isinstance(option.default, bool):
        return [max(1, option.default // 5)]  # a smaller limit or target: met in a deal
    return []


def variants(name: str) -> list[tuple[str, str, dict]]:
    """(id, preset, overrides) of every preset and of each changed option under the default
    preset, and one with every option changed at once (the first changed value of each)."""
    g = get_game(name)
    out = [(f"{p}", p, {}) for p in g.PRESETS]
    every = {}
    for k, o in g.OPTIONS.items():
        for v in _changed(o):
            g.rules(g.DEFAULT_PRESET, **{k: v})  # the game takes it, or this fails loudly
            out.append((f"{k}={v}", g.DEFAULT_PRESET, {k: v}))
            every.setdefault(k, v)
    try:
        g.rules(g.DEFAULT_PRESET, **every)
        out.append(("all-changed", g.DEFAULT_PRESET, every))
    except Exception:  # options that exclude each other: each alone is covered above
        pass
    return out


def cases():
    """(game, variant id, preset, overrides) over every game of the registry."""
    for name in GAMES:
        for vid, preset, opts in variants(name):
            yield name, vid, preset, opts


def _texts(events, lang, n):
    names = [f"N{i + 1}" for i in range(n)]
    return [render(e, lang, names) for e in events]


def check_events(events, n):
    assert events, "a move says what it did"
    kinds = catalog()
    for e in events:
        assert e.kind in kinds, f"event {e.kind} is not in the catalog"
    for lang in ("en", "de"):
        for t in _texts(events, lang, n):
            assert t and not HOLE.search(t), f"{lang}: {t!r}"
    json.dumps([e.to_json() for e in events])


def check_deal(name, rules, n, rng, extra=None, every_move_parse=10, json_every=7):
    """Play one random deal of ``rules`` for ``n`` players, checking it at every move; returns
    the number of moves."""
    g = get_game(name)
    match = Match(g, rules, n)
    state = match.new_deal(rng)
    start = g.state_to_json(state, fresh=True)
    cards = g.card_count(state)
    seen: list[str] = []  # spellings of earlier positions' moves
    moves: list[str] = []
    k = 0
    while not state.over:
        legal = g.legal_moves(state)
        assert legal, "a seat to move has a move"
        assert len(set(legal)) == len(legal), "the legal moves are unique"
        assert 0 <= state.to_move < n
        legal_set = set(legal)
        js = g.state_to_json(state)  # the position until the move is played (checked below)
        twin = state.copy()
        assert g.state_to_json(twin) == js
        assert g.legal_moves(twin) == legal, "the order of the moves depends on the position alone"
        if k % json_every == 0:
            back = g.state_from_json(rules, n, json.loads(json.dumps(js)))
            assert g.state_to_json(back) == js, "the position round-trips through JSON"
            assert g.legal_moves(back) == legal
            for seat in (None, *range(n)):
                json.dumps(g.view(state, seat))
            for lang in ("en", "de"):
                assert g.describe(state, lang)
            for mv in legal:  # every move applies to a copy and says what it did
                t = state.copy()
                check_events(g.apply(t, mv), n)
                assert g.card_count(t) == cards
            assert g.state_to_json(state) == js, "playing copies left the state as it was"
        if k % every_move_parse == 0:
            for mv in legal:
                assert g.parse_move(state, str(mv)) == mv, f"{mv} does not read back"
        for text in rng.sample(seen, min(3, len(seen))):
            try:
                got = g.parse_move(state, text)
            except IllegalMove:
                if rng.random() < 0.2:  # a refused move changes nothing
                    try:
                        g.apply(state, text)
                    except IllegalMove:
                        pass
                    else:
                        raise AssertionError(f"{text} refused by parse_move, taken by apply")
                    assert g.state_to_json(state) == js
            else:
                assert got in legal_set, f"{text!r} accepted as {got}, not a legal move"
        if extra is not None:
            extra(g, state, legal, rng)
        mv = legal[rng.randrange(len(legal))]
        text = str(mv)
        assert g.parse_move(state, text) == mv
        if rng.random() < 0.1:  # play the copy on: the state is independent of it
            g.apply(twin, mv, events=False)
            assert g.state_to_json(state) == js
        events = g.apply(state, text if rng.random() < 0.1 else mv)
        check_events(events, n)
        assert g.card_count(state) == cards, "a card was created or lost"
        seen.append(text)
        moves.append(text)
        k += 1
        assert k < 50_000, "the deal does not end"
    assert g.legal_moves(state) == [], "no legal move once the deal is over"
    if extra is not None:
        extra(g, state, [], rng)
    res = g.result(state)
    assert len(res.points) == len(g.sides(rules, n))
    assert all(isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in res.points), res.points
    rec = Record(name, match.players, [Deal(start, moves)], rules.to_json())
    text = rec.dumps()
    again = Record.loads(text)
    assert again.dumps() == text
    summary = again.check()
    assert summary.deals[0]["points"] == res.points
    assert summary.deals[0]["winner"] == res.winner
    return k


def check_game(name, rules, n, seed, bots=None, extra=None):
    """A whole game between bots, saved as a record: it reads back, replays through a Match to
    the same points and totals, and has its winners by the game's own status; ``extra(record,
    summary)`` checks what the game alone promises of a whole game."""
    from cardlab.play import play_game

    g = get_game(name)
    rec = play_game(name, rules, n, seed=seed, **({"bots": bots} if bots else {}))
    text = rec.dumps()
    again = Record.loads(text)
    assert again == rec and again.dumps() == text
    summary = again.check()
    assert summary.finished and summary.winners
    m = Match(g, rules, n)
    for d in rec.deals:
        s = m.start_deal(d.start)
        for mv in d.moves:
            g.apply(s, mv, events=False)
        assert s.over
        m.end_deal(s)
    assert [r.points for r in m.results] == [d["points"] for d in summary.deals]
    assert m.totals == summary.deals[-1]["totals"]
    finished, winners = m.status()
    assert finished and winners == summary.winners
    if extra is not None:
        extra(again, summary)
    return rec, summary


def playthrough(name, preset, opts, n, seed) -> str:
    """One random deal as text: the rules, the start, then for every position the seat to move,
    the legal moves, the move played and its events in English; then the points."""
    g = get_game(name)
    rules = g.rules(preset, **opts)
    rng = random.Random(seed)
    state = Match(g, rules, n).new_deal(rng)
    lines = [f"game {name} rules {json.dumps(rules.to_json(), sort_keys=True)} players {n} seed {seed}"]
    lines.append("start " + json.dumps(g.state_to_json(state, fresh=True), sort_keys=True))
    k = 0
    while not state.over:
        legal = g.legal_moves(state)
        mv = legal[rng.randrange(len(legal))]
        lines.append(f"{k + 1}. seat {state.to_move + 1}: {' | '.join(map(str, legal))}")
        events = g.apply(state, mv)
        lines.append(f"   plays {mv}: " + " / ".join(_texts(events, "en", n)))
        k += 1
    res = g.result(state)
    lines.append(f"points {res.points} winner {res.winner}")
    return "\n".join(lines) + "\n"
