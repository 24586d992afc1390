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

Every display form is read back by :func:`parse` in its language, and the canonical notation is
read in both.  Selection tokens (:func:`move_parts`) are a multiset of ``kind:value`` strings that
a browser matches a learner's touches against; a move without cards has no token.  The display
forms, the words and the tokens of each game are listed in its ``notation`` module.

This module knows no game: it asks the game's ``notation`` module (``games/<game>/notation.py``,
the same functions in every game), which holds the game's words, display forms and selection
tokens.
"""

from __future__ import annotations

import inspect
from collections import Counter
from functools import lru_cache

from .cards import card_label, card_letters, card_name
from .engine import GAMES, IllegalMove, get_game
from .explain import catalog, text
from .games._notation import MAX_TEXT, NotationError
from .games._notation import card_words as _card_words
from .games._notation import read_card as _card

__all__ = [
    "MAX_TEXT",
    "NotationError",
    "canonical",
    "card_words",
    "default_names",
    "move_cards",
    "move_kind",
    "move_parts",
    "move_text",
    "move_words",
    "parse",
    "read_card",
    "selection_problem",
]
read_card = _card
card_words = _card_words


# -- which game ------------------------------------------------------------------------------
def _game(game, move=None):
    """The Game from a name or a Game object, or (game None) the game of the move value."""
    if game is None:
        for name in GAMES:
            g = get_game(name)
            if isinstance(move, g.move_type):
                return g
        raise ValueError(f"which game is {move!r}? pass the game's name")
    return get_game(game)


def _lang(lang) -> str:
    return "de" if lang == "de" else "en"


# -- what a move names -----------------------------------------------------------------------
def move_kind(game, move) -> str:
    """The move's kind, one of the game's own (``play``, ``capture``, ``knock`` ...); a button
    of the widgets is labelled by it."""
    return _game(game, move).notation.kind(move)


def move_cards(game, move) -> list[str]:
    """The cards the move names (the cards it plays, takes, builds with or swaps)."""
    return _game(game, move).notation.cards(move)


def move_parts(game, move) -> list[str]:
    """The selection tokens of a move (see the module text), a multiset as a list."""
    return _game(game, move).notation.parts(move)


def touch_tokens(game) -> dict[str, str]:
    """How a touched card becomes a selection token in the widgets: the drawn card's place ->
    ``"<prefix>:<card|rank|slot|build>"`` (the game's ``notation.TOKENS``; none: nothing to touch)."""
    return dict(getattr(get_game(game).notation, "TOKENS", None) or {})


# -- notation for the screen -----------------------------------------------------------------
def move_text(game, move, lang: str = "en", codes: bool = False, letters: bool = False) -> str:
    """The move as notation: with ``codes`` the canonical FORMAT.md string, else the display form
    of ``lang`` (card labels and the language's words; see the module text); with ``letters`` the
    display form with every card in the letter form, which a keyboard without suit symbols can
    write (``tauschen BKr 7Ka``, :func:`cardlab.cards.card_letters`)."""
    if codes:
        return str(move)
    lang = _lang(lang)
    g = _game(game, move)
    out = g.notation.text(move, lang)
    if letters:
        labels = {card_label(c, lang): card_letters(c, lang) for c in g.notation.cards(move)}
        for label in sorted(labels, key=len, reverse=True):
            out = out.replace(label, labels[label])
    return out


def default_names(n: int, lang: str = "en") -> list[str]:
    """``Player 1`` .. ``Player n`` / ``Spieler 1`` .. ``Spieler n``."""
    return [text("notation.player", _lang(lang), n=i + 1) for i in range(n)]


def _player(seat, players, lang) -> str:
    if players is not None and 0 <= seat < len(players):
        return str(players[seat])
    return text("notation.player", lang, n=seat + 1)


@lru_cache(maxsize=None)
def _says_you(words) -> bool:
    """Whether a game's ``notation.words`` has the learner's own form (a ``you`` parameter);
    asked once per function, not at every move."""
    return "you" in inspect.signature(words).parameters


def move_words(
    game, move, lang: str = "en", players=None, seat=None, short: bool = False, you: bool = False
) -> str:
    """The move in plain words, every card by its name (``Herz-Dame``; with ``short`` by its
    label, ``D♥``); after the player's name when ``seat`` is given.  ``move`` None is the start
    of the deal.  ``you``: the words of the learner's own button, addressed to the learner
    (``Geheimkarte 1 aufdecken``, not ``deckt Geheimkarte 1 auf``), where the game has them."""
    lang = _lang(lang)
    if move is None:
        return text("widget.start", lang)
    name = (lambda c: card_label(c, lang)) if short else (lambda c: card_name(c, lang))
    say = _game(game, move).notation.words
    if you and _says_you(say):
        out = say(move, lang, name, short, you=True)
    else:
        out = say(move, lang, name, short)
    if seat is None:
        return out
    return f"{_player(seat, players, lang)}: {out}"


# -- reading a move --------------------------------------------------------------------------
def canonical(game, text_: str, lang: str = "en") -> str:
    """The file notation of a typed move text (not yet checked against a position), or
    NotationError saying what cannot be read.  Read are the file notation, the display form of
    either language, cards in the letter form without symbols (``DH``, ``KKr``) or in words
    (``Herz-Bube``, ``Pik 8``, ``queen of hearts``; :func:`card_words`), and the move's words and
    buttons' labels in both languages (the game's ``notation.canonical``)."""
    g = _game(game)
    if not isinstance(text_, str):
        raise IllegalMove("common.err.not_text", text=repr(text_)[:40])
    if len(text_) > MAX_TEXT:
        raise NotationError("notation.err.too_long", n=MAX_TEXT)
    if not text_.strip():
        raise NotationError(
            "notation.err.empty", example=catalog()[f"notation.example.{g.name}"][_lang(lang)]
        )
    return g.notation.canonical(card_words(" ".join(text_.split())))


def parse(game, state, text_, lang: str = "en"):
    """The move value of ``text_``: the canonical notation or the display form of either language
    (``lang`` chooses the language of the examples in an error).  Legality is the engine's: an
    illegal move raises its IllegalMove; an unreadable text a NotationError (an IllegalMove too)
    whose ``message(lang)`` names what is wrong."""
    g = _game(game)
    if state.over:
        raise IllegalMove("common.err.over")
    return g.move(state, canonical(g, text_, lang))


# -- a learner's selection -------------------------------------------------------------------
def _covers(big: Counter, small: Counter) -> bool:
    return all(big[t] >= k for t, k in small.items())


def selection_problem(game, state, tokens, lang: str = "en", players=None) -> str | None:
    """Why the selection ``tokens`` (as in :func:`move_parts`) is no legal move, as one sentence
    in ``lang``; None when some legal move holds every token (the selection may still grow into
    it).  A selection that is a whole move gets the engine's reason for that move; one that cannot
    be a move yet gets a sentence saying what to pick as well."""
    lang = _lang(lang)
    g = _game(game)
    sel = Counter(tokens)
    if players is None:
        players = default_names(state.n, lang)
    if state.over:
        return IllegalMove("common.err.over").message(lang, players)
    for mv in g.legal_moves(state.copy()):
        if _covers(Counter(g.notation.parts(mv)), sel):
            return None
    for t in sel:
        if not isinstance(t, str) or ":" not in t:
            return text("notation.sel.bad_token", lang, text=str(t)[:40])
    try:
        cand = g.notation.candidate(state, sel)
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
