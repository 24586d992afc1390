"""Move notation and move words for a learner's screen, in German and English, made from the move
values of the engines (never by reading a notation string apart again).

* :func:`move_text` -- the move as notation: the canonical file notation of FORMAT.md
  (``codes=True``) or the display form of a language, with card labels and the language's words
  (``tauschen B♣ 7♦``, ``D♥@o2``, ``v3``, ``keine``; ``swap J♣ 7♦``, ``Q♥@u2``, ``d3``, ``none``);
* :func:`parse` -- the move value of a text in either form (legality is the engine's);
* :func:`move_words` -- the move in plain words (``Herz-Dame vom offenen Platz 2``);
* :func:`move_cards`, :func:`move_parts`, :func:`move_kind` -- the cards a move names, the
  selection tokens a browser matches a learner's touches against, and the move's kind;
* :func:`selection_problem` -- why a set of touched cards is no legal move, in words;
* :func:`default_names` -- ``Player 1`` .. / ``Spieler 1`` ...

Display forms (every one is read back by :func:`parse` in its language, and the canonical
notation is read in both):

=========  ==========================  ==========================
game       English                     German
=========  ==========================  ==========================
Swoop      ``6♣ 6♦``, ``Q♥@u2``,       ``6♣ 6♦``, ``D♥@o2`` (offen),
           ``d3``, ``none``, ``X``     ``v3`` (verdeckt), ``keine``
Sweep      ``9♥``, ``9♥ x 9♠ 6♣+3♦``,  the same with German labels
           ``5♥ b 4♣``                 (``x`` fängt, ``b`` baut)
Schwimmen  ``swap J♣ 7♦``, ``swap      ``tauschen B♣ 7♦``, ``alle
           all``, ``pass``, ``knock``, tauschen``, ``schieben``,
           ``keep``, ``second``,       ``klopfen``, ``behalten``,
           ``renew``                   ``zweiter Stapel``, ``erneuern``
=========  ==========================  ==========================

Selection tokens (:func:`move_parts`, a multiset): Swoop ``h:<rank>`` per hand card (suits do not
matter), ``u:<slot>`` per face-up card, ``d:<slot>`` to turn up a mystery card; Sweep
``h:<card>`` for the played card, ``t:<card>`` per loose table card taken or built with,
``b:<cards>`` per build taken (its cards ``sorted()`` and joined by ``+``); Schwimmen
``h:<give>``, ``m:<take>``.  A move without cards has no token.

Pure Python; loads only the card tables and the message catalog (the game modules are loaded by
the move values themselves).
"""

from __future__ import annotations

import re
from collections import Counter

from .cards import JOKER, RANK, RANKS, SUIT_SYMBOLS, SUITS, card_label, card_name, is_card, parse_card
from .engine import IllegalMove, get_game
from .explain import catalog, text

MAX_TEXT = 200  # as a record's move (record.MAX_MOVE_TEXT)
_DE_RANK = {"B": "J", "D": "Q"}  # German labels, read only before a suit symbol
_WS_PLUS = re.compile(r"\s*\+\s*")


class NotationError(IllegalMove):
    """A move text that cannot be read: ``message(lang)`` says what is wrong (catalog
    ``notation.err.*``).  An IllegalMove, so that whoever asks for a move gets one kind of error."""


# -- which game ------------------------------------------------------------------------------
_KIND_OF_CLASS = {"SwoopMove": "swoop", "SweepMove": "sweep", "SchwimmenMove": "schwimmen"}


def _name(game, move=None) -> str:
    """The game's name from a name, a Game object, or (game None) the move value's class."""
    if game is None:
        name = _KIND_OF_CLASS.get(type(move).__name__)
        if name is None:
            raise ValueError(f"which game is {move!r}? pass the game's name")
        return name
    if isinstance(game, str):
        return game
    return game.name


def _lang(lang) -> str:
    return "de" if lang == "de" else "en"


# -- what a move names -----------------------------------------------------------------------
def move_kind(game, move) -> str:
    """``play``, ``reveal``, ``none`` (Swoop); ``trail``, ``capture``, ``build`` (Sweep);
    ``swap``, ``swap_all``, ``pass``, ``knock``, ``keep``, ``second``, ``renew`` (Schwimmen)."""
    g = _name(game, move)
    if g == "swoop":
        if move.kind == "reveal":
            return "reveal"
        return "play" if (move.hand or move.up) else "none"
    return move.kind


def _sweep_groups(move) -> list:
    """A Sweep capture's groups or a build's table cards (as one-card groups), in the order of
    the canonical notation."""
    if move.kind == "capture":
        return [list(g) for g in move.groups()]
    if move.kind == "build":
        from .games.sweep import _desc

        return [[c] for c in _desc(move.table)]
    return []


def move_cards(game, move) -> list[str]:
    """The cards the move names: Swoop the cards played (none for ``d3`` or ``none``); Sweep the
    played card and every card taken or built with; Schwimmen a swap's given and taken card."""
    g = _name(game, move)
    if g == "swoop":
        if move.kind == "reveal":
            return []
        return list(move.hand) + [c for _, c in move.up]
    if g == "sweep":
        return [move.card] + [c for grp in _sweep_groups(move) for c in grp]
    if move.kind == "swap":
        return [move.give, move.take]
    return []


def move_parts(game, move) -> list[str]:
    """The selection tokens of a move (see the module text), a multiset as a list."""
    g = _name(game, move)
    if g == "swoop":
        if move.kind == "reveal":
            return [f"d:{move.slot}"]
        return [f"h:{RANK[c]}" for c in move.hand] + [f"u:{s}" for s, _ in move.up]
    if g == "sweep":
        out = [f"h:{move.card}"]
        if move.kind == "capture":
            out += [f"t:{c}" for c in move.match]
            out += ["b:" + "+".join(sorted(b)) for b in move.builds]
            out += [f"t:{c}" for c in move.sums]
        elif move.kind == "build":
            out += [f"t:{c}" for c in move.table]
        return out
    if move.kind == "swap":
        return [f"h:{move.give}", f"m:{move.take}"]
    return []


# -- notation for the screen -----------------------------------------------------------------
def move_text(game, move, lang: str = "en", codes: bool = False) -> str:
    """The move as notation: with ``codes`` the canonical FORMAT.md string, else the display form
    of ``lang`` (card labels and the language's words; see the module text)."""
    if codes:
        return str(move)
    lang = _lang(lang)
    g = _name(game, move)
    lab = card_label
    if g == "swoop":
        if move.kind == "reveal":
            return text("notation.text.swoop.reveal", lang, slot=move.slot)
        parts = [lab(c, lang) for c in move.hand]
        parts += [text("notation.text.swoop.up", lang, card=c, slot=s) for s, c in move.up]
        return " ".join(parts) if parts else text("notation.text.swoop.none", lang)
    if g == "sweep":
        head = lab(move.card, lang)
        if move.kind == "trail":
            return head
        groups = " ".join("+".join(lab(c, lang) for c in grp) for grp in _sweep_groups(move))
        op = text("notation.text.sweep.x" if move.kind == "capture" else "notation.text.sweep.b", lang)
        return f"{head} {op} {groups}"
    if move.kind == "swap":
        return text("notation.text.schwimmen.swap", lang, give_card=move.give, take_card=move.take)
    return text(f"notation.text.schwimmen.{move.kind}", lang)


def default_names(n: int, lang: str = "en") -> list[str]:
    """``Player 1`` .. ``Player n`` / ``Spieler 1`` .. ``Spieler n``."""
    return [text("notation.player", _lang(lang), n=i + 1) for i in range(n)]


def _player(seat, players, lang) -> str:
    if players is not None and 0 <= seat < len(players):
        return str(players[seat])
    return text("notation.player", lang, n=seat + 1)


def move_words(game, move, lang: str = "en", players=None, seat=None, short: bool = False) -> str:
    """The move in plain words, every card by its name (``Herz-Dame``; with ``short`` by its
    label, ``D♥``); after the player's name when ``seat`` is given.  ``move`` None is the start
    of the deal."""
    lang = _lang(lang)
    if move is None:
        return text("widget.start", lang)
    g = _name(game, move)
    name = (lambda c: card_label(c, lang)) if short else (lambda c: card_name(c, lang))
    if g == "swoop":
        if move.kind == "reveal":
            out = text("widget.notation.reveal", lang, slot=move.slot)
        elif not (move.hand or move.up):
            out = text("widget.notation.none", lang)
        else:
            parts = [name(c) for c in move.hand]
            for s, c in move.up:
                parts.append(
                    text("widget.notation.from_up_short", lang, card=c, slot=s)
                    if short
                    else text("widget.notation.from_up", lang, card_name=c, slot=s)
                )
            out = ", ".join(parts)
    elif g == "sweep":
        out = name(move.card)
        if move.kind != "trail":
            word = text("widget.notation.x" if move.kind == "capture" else "widget.notation.b", lang)
            groups = ", ".join(" + ".join(name(c) for c in grp) for grp in _sweep_groups(move))
            out = f"{out} {word} {groups}"
    elif move.kind == "swap":
        out = text("notation.words.swap", lang, give=name(move.give), take=name(move.take))
    elif move.kind == "swap_all":
        out = text("widget.notation.swap", lang) + " " + text("widget.notation.all", lang)
    else:
        out = text(f"widget.notation.{move.kind}", lang)
    if seat is None:
        return out
    return f"{_player(seat, players, lang)}: {out}"


# -- reading a move --------------------------------------------------------------------------
def _card(tok: str, pack=None) -> str:
    """A card from a token in either language: the file notation (``QD``, ``10H``, ``Q♦``) or a
    German label (``D♦``, ``B♣``: B and D only before a suit symbol, so the D of ``QD`` stays
    Karo)."""
    t = tok.strip()
    card = None
    if is_card(t):
        card = parse_card(t)
    elif len(t) == 2 and t[1] in SUIT_SYMBOLS and t[0].upper() in _DE_RANK:
        card = _DE_RANK[t[0].upper()] + SUIT_SYMBOLS[t[1]]
    if card is None:
        raise NotationError("notation.err.not_card", text=tok)
    if card == JOKER and pack is not None and JOKER not in pack:
        raise NotationError("notation.err.joker")
    return card


def _words(key_prefix: str, kinds) -> dict:
    """The catalog's words for moves without cards, in both languages, lower case -> kind."""
    cat = catalog()
    out = {}
    for kind in kinds:
        entry = cat[f"{key_prefix}.{kind}"]
        for lang in ("en", "de"):
            out[" ".join(entry[lang].lower().split())] = kind
    return out


_SCHWIMMEN_ALIASES = {
    "swap all": "swap_all",
    "alle tauschen": "swap_all",
    "tausche alle": "swap_all",
    "tauschen alle": "swap_all",
    "alles tauschen": "swap_all",
    "pass": "pass",
    "schieben": "pass",
    "schiebe": "pass",
    "knock": "knock",
    "klopfen": "knock",
    "klopfe": "knock",
    "stop": "knock",
    "stopp": "knock",
    "keep": "keep",
    "behalten": "keep",
    "behalte": "keep",
    "second": "second",
    "take second": "second",
    "zweiter": "second",
    "zweiter stapel": "second",
    "zweiten nehmen": "second",
    "zweiten stapel nehmen": "second",
    "renew": "renew",
    "erneuern": "renew",
    "erneuere": "renew",
}
_SWAP_WORDS = {"swap", "tausch", "tauschen", "tausche"}
_CANON_KIND = {"swap_all": "swap all"}
_SWOOP_NONE = {"none", "keine", "nichts"}
_SWEEP_OPS = {"x": "x", "fängt": "x", "faengt": "x", "takes": "x", "b": "b", "baut": "b", "builds": "b"}


def _canonical_swoop(text_: str) -> str:
    tokens = text_.split()
    none_words = _SWOOP_NONE | set(_words("notation.text.swoop", ["none"]))
    out = []
    for tok in tokens:
        low = tok.lower()
        if low in none_words or (low[:1] in "dv" and low[1:].isdigit()):
            if len(tokens) > 1:
                raise NotationError("notation.err.alone", text=tok)
            return "none" if low in none_words else f"d{int(low[1:])}"
        if "@" in tok:
            c, _, where = tok.partition("@")
            w = where.lower()
            if not (w[:1] in "uo" and w[1:].isdigit()) or not c:
                raise NotationError("notation.err.place", text=tok)
            out.append(f"{_card(c)}@u{int(w[1:])}")
        else:
            out.append(_card(tok))
    return " ".join(out)


def _canonical_sweep(text_: str) -> str:
    from .games.sweep import CARD_VALUE

    tokens = _WS_PLUS.sub("+", text_.strip()).split()
    card = _card(tokens[0], CARD_VALUE)
    if len(tokens) == 1:
        return card
    op = _SWEEP_OPS.get(tokens[1].lower())
    if op is None or any("" in t.split("+") for t in tokens[2:]) or tokens[0].count("+"):
        raise NotationError("notation.err.sweep_form", text=text_.strip())
    groups = ["+".join(_card(c, CARD_VALUE) for c in t.split("+")) for t in tokens[2:]]
    return " ".join([card, op] + groups)


def _canonical_schwimmen(text_: str) -> str:
    from .games.schwimmen import DECK

    words = text_.split()
    low = " ".join(w.lower() for w in words)
    kinds = {
        **_SCHWIMMEN_ALIASES,
        **_words("notation.text.schwimmen", ["swap_all", "pass", "knock", "keep", "second", "renew"]),
    }
    if low in kinds:
        kind = kinds[low]
        return _CANON_KIND.get(kind, kind)
    swap_words = set(_SWAP_WORDS)
    for lang in ("en", "de"):
        swap_words.add(catalog()["notation.text.schwimmen.swap"][lang].split("{")[0].strip().lower())
    if words and words[0].lower() in swap_words:
        if len(words) != 3:
            raise NotationError("notation.err.swap_form")
        give, take = (_card(w) for w in words[1:])
        for c in (give, take):
            if c not in DECK:
                raise IllegalMove("schwimmen.err.not_in_pack", card=c)
        if give == take:
            raise NotationError("notation.err.same_card", card=give)
        return f"swap {give} {take}"
    raise NotationError("notation.err.schwimmen_word", text=text_.strip())


_CANONICAL = {"swoop": _canonical_swoop, "sweep": _canonical_sweep, "schwimmen": _canonical_schwimmen}


def canonical(game, text_: str, lang: str = "en") -> str:
    """The file notation of a move text in either form (not yet checked against a position), or
    NotationError saying what cannot be read."""
    g = _name(game)
    if not isinstance(text_, str):
        raise IllegalMove("common.err.not_text", text=repr(text_)[:40])
    if len(text_) > MAX_TEXT:
        raise NotationError("notation.err.too_long", n=MAX_TEXT)
    if not text_.strip():
        raise NotationError("notation.err.empty", example=catalog()[f"notation.example.{g}"][_lang(lang)])
    return _CANONICAL[g](" ".join(text_.split()))


def parse(game, state, text_, lang: str = "en"):
    """The move value of ``text_``: the canonical notation or the display form of either language
    (``lang`` chooses the language of the examples in an error).  Legality is the engine's: an
    illegal move raises its IllegalMove; an unreadable text a NotationError (an IllegalMove too)
    whose ``message(lang)`` names what is wrong."""
    g = get_game(_name(game))
    if state.over:
        raise IllegalMove("common.err.over")
    return g.move(state, canonical(g.name, text_, lang))


# -- a learner's selection -------------------------------------------------------------------
def _covers(big: Counter, small: Counter) -> bool:
    return all(big[t] >= k for t, k in small.items())


def selection_problem(game, state, tokens, lang: str = "en", players=None) -> str | None:
    """Why the selection ``tokens`` (as in :func:`move_parts`) is no legal move, as one sentence
    in ``lang``; None when some legal move holds every token (the selection may still grow into
    it).  A selection that is a whole move gets the engine's reason for that move; one that cannot
    be a move yet gets a sentence saying what to pick as well."""
    lang = _lang(lang)
    g = get_game(_name(game))
    sel = Counter(tokens)
    if players is None:
        players = default_names(state.n, lang)
    if state.over:
        return IllegalMove("common.err.over").message(lang, players)
    for mv in g.legal_moves(state.copy()):
        if _covers(Counter(move_parts(g.name, mv)), sel):
            return None
    for t in sel:
        if not isinstance(t, str) or ":" not in t:
            return text("notation.sel.bad_token", lang, text=str(t)[:40])
    try:
        cand = _CANDIDATE[g.name](state, sel)
    except IllegalMove as e:
        return _sentence(e.message(lang, players))
    if isinstance(cand, tuple):  # a catalog sentence: (key, params)
        return text(cand[0], lang, players=players, **cand[1])
    try:
        g.parse_move(state.copy(), cand)
    except IllegalMove as e:
        return _sentence(e.message(lang, players))
    return text("notation.sel.none_fits", lang)


def _sentence(s: str) -> str:
    s = s.strip()
    if not s:
        return s
    s = s[0].upper() + s[1:]
    return s if s[-1] in ".!?" else s + "."


def _split(sel: Counter) -> dict:
    out: dict = {}
    for tok, k in sel.items():
        kind, _, val = tok.partition(":")
        out.setdefault(kind, []).extend([val] * k)
    return out


def _bad(tok):
    return ("notation.sel.bad_token", {"text": tok[:40]})


def _swoop_candidate(state, sel):
    parts = _split(sel)
    for kind, vals in parts.items():
        if kind not in ("h", "u", "d"):
            return _bad(f"{kind}:{vals[0]}")
        if kind != "h" and not all(v.isdigit() for v in vals):
            return _bad(f"{kind}:{next(v for v in vals if not v.isdigit())}")
        if kind == "h" and not all(v in RANKS or v == JOKER for v in vals):
            return _bad(f"h:{next(v for v in vals if not (v in RANKS or v == JOKER))}")
    seat = state.to_move
    if "d" in parts:
        if len(parts["d"]) > 1 or "h" in parts or "u" in parts:
            return ("notation.sel.swoop.reveal_alone", {})
        return f"d{int(parts['d'][0])}"
    out = []
    for rank, k in Counter(parts.get("h", [])).items():
        have = list(state.hand(seat).get(rank, ()))
        chosen = have[:k]
        i = 0
        while len(chosen) < k:  # more than the hand holds: the engine says so
            chosen.append(JOKER if rank == JOKER else rank + SUITS[i % 4])
            i += 1
        out += chosen
    if len({RANK[c] for c in out}) > 1:
        return " ".join(out)  # cards of two ranks: the engine says why not
    for v in parts.get("u", []):
        s = int(v)
        if not 1 <= s <= 4:
            raise IllegalMove("swoop.err.no_slot", slot=s)
        c = state.up[seat][s - 1]
        if c is None:
            raise IllegalMove("swoop.err.slot_empty", slot=s)
        out.append(f"{c}@u{s}")
    return " ".join(out) if out else "none"


def _sweep_candidate(state, sel):
    from .games.sweep import CARD_VALUE, FACE, canonical_split

    parts = _split(sel)
    for kind, vals in parts.items():
        if kind not in ("h", "t", "b"):
            return _bad(f"{kind}:{vals[0]}")
        for v in vals:
            cards = v.split("+") if kind == "b" else [v]
            if not all(c in CARD_VALUE for c in cards):
                return _bad(f"{kind}:{v}")
    hands, tabs, blds = parts.get("h", []), parts.get("t", []), parts.get("b", [])
    if len(hands) > 1:
        return ("notation.sel.sweep.one_hand", {})
    if not hands:
        return (
            "notation.sel.sweep.need_hand_build" if state.rules.building else "notation.sel.sweep.need_hand",
            {},
        )
    card = hands[0]
    if not tabs and not blds:
        return card
    v = CARD_VALUE[card]
    match = [c for c in tabs if RANK[c] == RANK[card]]
    rest = [c for c in tabs if RANK[c] != RANK[card]]
    rest_sum = sum(CARD_VALUE[c] for c in rest)
    if state.rules.building and not blds and not match and rest and card not in FACE and rest_sum < v:
        return f"{card} b " + " ".join(rest)  # too little to take: a build
    split = None
    if rest and len(set(rest)) == len(rest) and not any(c in FACE for c in rest):
        split = canonical_split(rest, v)
    groups = list(match) + blds
    if rest:
        groups += ["+".join(grp) for grp in split] if split else ["+".join(rest)]
    return f"{card} x " + " ".join(groups)


def _schwimmen_candidate(state, sel):
    from .games.schwimmen import DECK

    parts = _split(sel)
    for kind, vals in parts.items():
        if kind not in ("h", "m"):
            return _bad(f"{kind}:{vals[0]}")
        for v in vals:
            if v not in DECK:
                return _bad(f"{kind}:{v}")
    hs, ms = parts.get("h", []), parts.get("m", [])
    if len(hs) > 1 or len(ms) > 1:
        return ("notation.sel.schwimmen.one_each", {})
    if hs and ms:
        if hs[0] == ms[0]:
            raise NotationError("notation.err.same_card", card=hs[0])
        return f"swap {hs[0]} {ms[0]}"
    if hs:  # which middle card does not matter for the reason, if there is one
        other = [c for c in (state.middle or DECK) if c != hs[0]]
        what = ("notation.sel.schwimmen.need_middle", {})
        cand = f"swap {hs[0]} {other[0]}"
    else:
        hand = state.hand(state.to_move) or DECK
        other = [c for c in hand if c != ms[0]]
        what = ("notation.sel.schwimmen.need_hand", {})
        cand = f"swap {other[0]} {ms[0]}"
    try:
        get_game("schwimmen").parse_move(state.copy(), cand)
    except IllegalMove:
        return cand
    return what


_CANDIDATE = {"swoop": _swoop_candidate, "sweep": _sweep_candidate, "schwimmen": _schwimmen_candidate}
