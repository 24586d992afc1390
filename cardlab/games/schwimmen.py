"""Schwimmen (also called 31): the drawing game of rules/004, with the rulings of RULINGS.md.

Three cards each from a 32-card pack; three more lie face up in the middle.  On a turn a player
swaps one card with the middle (``swap 7H QS``), swaps all three (``swap all``), passes (``pass``)
or knocks (``knock``).  A hand is worth the best sum of one suit (7-10 face value, J Q K 10, A 11);
three of a rank are 30.5, three aces 31.  31 ends the round at once; after a knock everyone else
moves once more.  The lowest hand loses one of its three lives; at 0 a player "swims", one more
loss puts them out; the last player in wins.

The dealer's choice of stack is the round's first move (``keep`` / ``second``).  With
``seven_eight_nine`` the player to move may first replace a 7-8-9 middle from the stock (``renew``).
"""
from __future__ import annotations

from ..cards import RANK, SUIT, CardError, parse_card
from ..engine import DealResult, Event, FormatError, Game, IllegalMove, Option, bool_option

RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("C", "D", "H", "S")
DECK = tuple(r + s for s in SUITS for r in RANKS)
_DECK_SET = frozenset(DECK)
LIVES = 3                       # lives at the start of a game; 0 = swimming, -1 = out
SWIMMING, OUT = 0, -1
POINTS = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}
_V = {c: POINTS[RANK[c]] for c in DECK}
_S = {c: SUIT[c] for c in DECK}
_R = {c: RANK[c] for c in DECK}
# display and canonical order: by suit (C D H S), then 7 8 9 10 J Q K A
_ORDER = {c: (SUITS.index(SUIT[c]), RANKS.index(RANK[c])) for c in DECK}
_SUIT_NAME = {"C": {"en": "clubs", "de": "Kreuz"}, "D": {"en": "diamonds", "de": "Karo"},
              "H": {"en": "hearts", "de": "Herz"}, "S": {"en": "spades", "de": "Pik"}}
SCORINGS = ("suit_and_triples", "suit_only", "suit_or_rank")


def _sorted(cards) -> list:
    return sorted(cards, key=_ORDER.__getitem__)


# -- hand values --------------------------------------------------------------------------------
def value2(cards, scoring: str = "suit_and_triples") -> int:
    """Twice the value of three cards (so 30.5 is the whole number 61; 31 is 62)."""
    a, b, c = cards
    ra, rb, rc = _R[a], _R[b], _R[c]
    if ra == rb == rc and scoring != "suit_only":
        if ra == "A":
            return 62
        if scoring == "suit_and_triples":
            return 61
        return 6 * POINTS[ra]
    sa, sb, sc = _S[a], _S[b], _S[c]
    va, vb, vc = _V[a], _V[b], _V[c]
    if sa == sb:
        if sb == sc:
            return 2 * (va + vb + vc)
        best = max(va + vb, vc)
    elif sa == sc:
        best = max(va + vc, vb)
    elif sb == sc:
        best = max(vb + vc, va)
    else:
        best = max(va, vb, vc)
    return 2 * best


def hand_value(cards, scoring: str = "suit_and_triples"):
    """The value of a hand of three cards: 18, 28, 30.5, 31 (a float only for 30.5)."""
    v = value2(cards, scoring)
    return v // 2 if v % 2 == 0 else v / 2


def value_info(cards, scoring: str = "suit_and_triples") -> tuple:
    """``(value2, kind, key)``: kind ``aces`` (three aces), ``triple`` (key: the rank) or
    ``suit`` (key: the best suit; the first in C D H S order on a tie)."""
    v = value2(cards, scoring)
    ranks = {_R[c] for c in cards}
    if len(ranks) == 1 and scoring != "suit_only":
        r = ranks.pop()
        return v, ("aces" if r == "A" else "triple"), r
    sums = {}
    for c in cards:
        sums[_S[c]] = sums.get(_S[c], 0) + _V[c]
    best = max(sums.values())
    suit = next(s for s in SUITS if sums.get(s) == best)
    return v, "suit", suit


def value_param(v2: int):
    """A value for a message: a whole number, or 30.5 written the English or German way."""
    if v2 % 2 == 0:
        return v2 // 2
    whole = v2 // 2
    return {"en": f"{whole}.5", "de": f"{whole},5"}


def has_789(cards) -> bool:
    return {_R[c] for c in cards} == {"7", "8", "9"} and len(cards) == 3


def status_of(lives: int) -> str:
    return "out" if lives < 0 else "swimming" if lives == 0 else "in"


# -- moves --------------------------------------------------------------------------------------
class SchwimmenMove:
    """A Schwimmen move: ``kind`` is ``keep``, ``second``, ``swap`` (``give`` a hand card, ``take``
    a middle card), ``swap_all``, ``pass``, ``knock`` or ``renew``."""

    __slots__ = ("kind", "give", "take", "_text")

    def __init__(self, kind, give=None, take=None):
        self.kind, self.give, self.take = kind, give, take
        if kind == "swap":
            self._text = f"swap {give} {take}"
        elif kind == "swap_all":
            self._text = "swap all"
        else:
            self._text = kind

    def __eq__(self, other):
        return isinstance(other, SchwimmenMove) and other._text == self._text

    def __hash__(self):
        return hash(self._text)

    def __str__(self):
        return self._text

    def __repr__(self):
        return f"SchwimmenMove({self._text!r})"


KEEP, SECOND = SchwimmenMove("keep"), SchwimmenMove("second")
PASS, KNOCK = SchwimmenMove("pass"), SchwimmenMove("knock")
SWAP_ALL, RENEW = SchwimmenMove("swap_all"), SchwimmenMove("renew")
_SWAP = {(g, t): SchwimmenMove("swap", g, t) for g in DECK for t in DECK if g != t}
_WORDS = {
    "keep": KEEP, "behalten": KEEP, "second": SECOND, "take second": SECOND, "zweiter": SECOND,
    "pass": PASS, "schieben": PASS, "schiebe": PASS, "knock": KNOCK, "klopfen": KNOCK,
    "klopfe": KNOCK, "stop": KNOCK, "stopp": KNOCK, "swap all": SWAP_ALL, "alle tauschen": SWAP_ALL,
    "renew": RENEW, "erneuern": RENEW,
}
_CANON = {str(m): m for m in (KEEP, SECOND, PASS, KNOCK, SWAP_ALL, RENEW, *_SWAP.values())}


# -- state --------------------------------------------------------------------------------------
class SchwimmenState:
    """A Schwimmen round.  ``hands[s]`` is a sorted list of three cards, or ``None`` for a player
    who is out (and for the dealer until the choice of stack); ``stacks`` the dealer's two stacks
    until the choice (then ``None``); ``middle`` the three face-up cards (``None`` before the
    choice); ``stock`` top card first; ``discard`` the cards renewals took out of the game;
    ``lives`` per seat at the start of the round (3..1, 0 swimming, -1 out); ``knocked`` the
    knocker's seat or ``None``; ``passes`` passes in a row; ``turns`` turns taken this round (the
    dealer's choice and ``renew`` are not turns).  ``order`` lists the seats still in, ``nxt`` the
    seat after each."""

    __slots__ = ("rules", "n", "dealer", "lives", "hands", "stacks", "middle", "stock", "discard",
                 "to_move", "knocked", "passes", "turns", "over", "end", "losers", "values",
                 "order", "nxt")

    def copy(self) -> "SchwimmenState":
        s = SchwimmenState.__new__(SchwimmenState)
        s.rules, s.n, s.dealer, s.lives = self.rules, self.n, self.dealer, self.lives
        s.hands = [None if h is None else list(h) for h in self.hands]
        s.stacks = None if self.stacks is None else [list(x) for x in self.stacks]
        s.middle = None if self.middle is None else list(self.middle)
        s.stock, s.discard = list(self.stock), list(self.discard)
        s.to_move, s.knocked, s.passes, s.turns = self.to_move, self.knocked, self.passes, self.turns
        s.over, s.end, s.losers, s.values = self.over, self.end, self.losers, self.values
        s.order, s.nxt = self.order, self.nxt
        return s

    @property
    def choosing(self) -> bool:
        """True while the dealer has not yet chosen a stack."""
        return self.middle is None

    def __repr__(self):
        mid = " ".join(self.middle) if self.middle else "-"
        return f"<SchwimmenState {self.n} players, to move: {self.to_move}, middle: {mid}>"

    def _repr_html_(self):
        from ..show import state_html
        return state_html(GAME, self)


class Schwimmen(Game):
    name = "schwimmen"
    MIN_PLAYERS, MAX_PLAYERS = 2, 9
    DEFAULT_PRESET = "standard"
    OPTIONS = {
        "seven_eight_nine": bool_option(False, "the 7-8-9 rule: when the middle holds a 7, an 8 and "
                                        "a 9, the player to move may first renew it from the stock"),
        "scoring": Option("suit_and_triples",
                          "how a hand is valued: 'suit_and_triples' (best suit; three of a rank "
                          "30.5, three aces 31), 'suit_only' (best suit, nothing else) or "
                          "'suit_or_rank' (three of a rank count their sum, three aces 31)",
                          choices=SCORINGS),
    }
    PRESETS = {"standard": {}}

    # -- seats ------------------------------------------------------------------------------
    @staticmethod
    def next_in(lives, seat: int) -> int:
        """The first seat after ``seat`` (to the left) that is still in the game."""
        n = len(lives)
        for k in range(1, n + 1):
            s = (seat + k) % n
            if lives[s] >= 0:
                return s
        raise ValueError("nobody is in the game")

    def _seats(self, state):
        lives = state.lives
        order = tuple(s for s in range(state.n) if lives[s] >= 0)
        nxt = [None] * state.n
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % len(order)]
        state.order, state.nxt = order, tuple(nxt)

    def _lives_now(self, n, match):
        if match is not None and match.results:
            return list(match.totals)
        return [LIVES] * n

    def _next_dealer(self, n, match, lives):
        if match is not None and match.starts:
            return self.next_in(lives, match.starts[-1].dealer)
        return n - 1          # the first deal: the last seat deals, so seat 0 moves first

    # -- dealing ----------------------------------------------------------------------------
    def deal(self, rules, n, rng, match=None):
        self.check_players(rules, n)
        lives = self._lives_now(n, match)
        if sum(1 for x in lives if x >= 0) < 2:
            raise ValueError("the game is over: fewer than two players are still in")
        dealer = self._next_dealer(n, match, lives)
        cards = list(DECK)
        rng.shuffle(cards)
        hands: list = [None] * n
        i = 0
        s = dealer
        while True:
            s = self.next_in(lives, s)
            if s == dealer:
                break
            hands[s] = _sorted(cards[i:i + 3])
            i += 3
        stacks = [cards[i:i + 3], cards[i + 3:i + 6]]
        return self._new_state(rules, n, dealer, lives, hands, stacks, cards[i + 6:])

    def _new_state(self, rules, n, dealer, lives, hands, stacks, stock) -> SchwimmenState:
        s = SchwimmenState.__new__(SchwimmenState)
        s.rules, s.n, s.dealer, s.lives = rules, n, dealer, tuple(lives)
        s.hands, s.stacks, s.middle, s.stock, s.discard = hands, stacks, None, list(stock), []
        s.to_move, s.knocked, s.passes, s.turns = dealer, None, 0, 0
        s.over, s.end, s.losers, s.values = False, None, [], None
        self._seats(s)
        return s

    # -- JSON -------------------------------------------------------------------------------
    def state_to_json(self, state: SchwimmenState, fresh: bool = False) -> dict:
        """The state as a record's ``start``; ``fresh=True`` leaves out the position fields
        while the dealer has not chosen yet (the lives then come from the earlier deals)."""
        out = {"dealer": state.dealer,
               "hands": [None if h is None else list(h) for h in state.hands]}
        if state.stacks is not None:
            out["stacks"] = [list(x) for x in state.stacks]
        out["stock"] = list(state.stock)
        if fresh and state.choosing:
            return out
        if state.middle is not None:          # no middle: the dealer has not chosen yet
            out["middle"] = list(state.middle)
        out.update({"to_move": state.to_move, "lives": list(state.lives),
                    "knocked": state.knocked, "passes": state.passes, "turns": state.turns,
                    "discard": list(state.discard)})
        return out

    def state_from_json(self, rules, n, start, match=None) -> SchwimmenState:
        from ._parse import Fields
        self.check_players(rules, n)
        f = Fields(start, "start")
        f.no_unknown({"dealer", "hands", "stacks", "stock", "middle", "to_move", "lives",
                      "knocked", "passes", "turns", "discard"})
        history = match is not None and bool(match.results)
        want_lives = self._lives_now(n, match)
        if "lives" in start:
            lives = start["lives"]
            if (not isinstance(lives, list) or len(lives) != n or any(
                    not isinstance(x, int) or isinstance(x, bool) or not OUT <= x <= LIVES for x in lives)):
                raise FormatError(f"must list {n} whole numbers from -1 (out) to {LIVES}, one a seat",
                                  "start.lives")
            if history and list(lives) != want_lives:
                raise FormatError(f"must be {want_lives}, as the earlier deals leave the lives",
                                  "start.lives")
        else:
            lives = want_lives
        if sum(1 for x in lives if x >= 0) < 2:
            raise FormatError("fewer than two players are still in: the game is already over",
                              "start.lives" if "lives" in start else "start")
        dealer = f.seat("dealer", n)
        if lives[dealer] < 0:
            raise FormatError(f"seat {dealer} is out of the game and cannot deal", "start.dealer")
        if match is not None and match.starts:
            want = self.next_in(lives, match.starts[-1].dealer)
            if dealer != want:
                raise FormatError(f"the deal passes to the left: seat {want} deals this round, "
                                  f"not seat {dealer}", "start.dealer")
        middle = f.get("middle", None)
        choosing = middle is None
        if not choosing:
            middle = self._three(f, "middle", middle, "start.middle")
        hands_raw = f.get("hands")
        if not isinstance(hands_raw, list) or len(hands_raw) != n:
            raise FormatError(f"must be a list of {n} hands, one a seat (null for none)", "start.hands")
        hands = []
        for s, h in enumerate(hands_raw):
            w = f"start.hands[{s}]"
            if lives[s] < 0:
                if h is not None:
                    raise FormatError(f"seat {s} is out of the game and holds no cards (write null)", w)
                hands.append(None)
            elif s == dealer and choosing:
                if h is not None:
                    raise FormatError("the dealer holds no cards until choosing a stack (write null)", w)
                hands.append(None)
            else:
                if h is None:
                    raise FormatError(f"seat {s} is in the game and holds three cards", w)
                hands.append(_sorted(self._three(f, "hands", h, w)))
        stacks = None
        if choosing:
            st = f.get("stacks")
            if not isinstance(st, list) or len(st) != 2:
                raise FormatError("must be the dealer's two stacks of three cards", "start.stacks")
            stacks = [self._three(f, "stacks", x, f"start.stacks[{i}]") for i, x in enumerate(st)]
        elif start.get("stacks") is not None:
            raise FormatError("the dealer has already chosen (there is a middle): write no stacks",
                              "start.stacks")
        stock = f.cards("stock")
        discard = f.cards("discard", default=[])
        for key, lst in (("stock", stock), ("discard", discard)):
            for i, c in enumerate(lst):
                if c not in _DECK_SET:
                    raise FormatError(f"{c} is not in the 32-card pack (7 8 9 10 J Q K A)",
                                      f"start.{key}[{i}]")
        everything = [c for h in hands if h for c in h] + [c for x in (stacks or ()) for c in x] + \
            (middle or []) + stock + discard
        f.check_counts(everything, DECK, "the 32 cards of the pack")
        st = self._new_state(rules, n, dealer, lives, hands, stacks, stock)
        st.discard = discard
        order = st.order
        m = len(order)
        if choosing:
            st.to_move = f.seat("to_move", n, default=dealer)
            if st.to_move != dealer:
                raise FormatError("the dealer moves first: choosing a stack", "start.to_move")
            for key in ("knocked", "passes", "turns"):
                v = start.get(key)
                if v is not None and not (type(v) is int and v == 0):
                    raise FormatError("must be empty until the dealer has chosen a stack", f"start.{key}")
            if discard:
                raise FormatError("must be empty until the dealer has chosen a stack", "start.discard")
            return st
        st.middle = _sorted(middle)
        st.stacks = None
        st.to_move = f.seat("to_move", n, default=st.nxt[dealer])
        if lives[st.to_move] < 0:
            raise FormatError(f"seat {st.to_move} is out of the game", "start.to_move")
        st.knocked = f.seat("knocked", n, default=None, allow_none=True)
        if st.knocked is not None:
            if lives[st.knocked] < 0:
                raise FormatError(f"seat {st.knocked} is out of the game", "start.knocked")
            if st.knocked == st.to_move:
                raise FormatError("the knocker does not move again", "start.to_move")
        st.passes = f.integer("passes", default=0, lo=0, hi=m - 1)
        if st.knocked is not None:
            least = m
        else:
            # play goes round in order from the first seat after the dealer, so a position with
            # another seat to move (or with passes in a row behind it) has had turns already
            ahead = (order.index(st.to_move) - order.index(st.nxt[dealer])) % m
            least = ahead if st.passes <= ahead else ahead + m
        st.turns = f.integer("turns", default=least, lo=0)
        if st.knocked is not None and st.turns < m:
            raise FormatError(f"must be at least {m}: nobody knocks in the first round of turns",
                              "start.turns")
        if st.turns < st.passes:
            raise FormatError(f"must be at least {st.passes}: every pass in the row is a turn",
                              "start.turns")
        # a hand of 31 is laid down at once
        if any(value2(st.hands[s], rules.scoring) == 62 for s in order):
            self._finish(st, "thirty_one", None)
        return st

    @staticmethod
    def _three(f, key, value, where) -> list:
        cards = f.cards(key, where=where, value=value)
        if len(cards) != 3:
            raise FormatError(f"must be three cards, not {len(cards)}", where)
        for i, c in enumerate(cards):
            if c not in _DECK_SET:
                raise FormatError(f"{c} is not in the 32-card pack (7 8 9 10 J Q K A)", f"{where}[{i}]")
        return cards

    # -- moves ------------------------------------------------------------------------------
    def legal_moves(self, state: SchwimmenState) -> list:
        if state.over:
            return []
        if state.middle is None:
            return [KEEP, SECOND]
        mid = state.middle
        out = []
        if state.rules.seven_eight_nine and len(state.stock) >= 3 and has_789(mid):
            out.append(RENEW)
        sw = _SWAP
        for g in state.hands[state.to_move]:
            for t in mid:
                out.append(sw[g, t])
        out.append(SWAP_ALL)
        out.append(PASS)
        if state.knocked is None and state.turns >= len(state.order):
            out.append(KNOCK)
        return out

    def parse_move(self, state: SchwimmenState, text) -> SchwimmenMove:
        if isinstance(text, SchwimmenMove):
            return self._check(state, text)
        if state.over:
            raise IllegalMove("common.err.over")
        if not isinstance(text, str):
            raise IllegalMove("common.err.not_text", text=repr(text))
        mv = _CANON.get(text)
        if mv is None:
            mv = self._spell(text)
        return self._check(state, mv)

    @staticmethod
    def _spell(text: str) -> SchwimmenMove:
        words = text.split()
        low = " ".join(w.lower() for w in words)
        if low in _WORDS:
            return _WORDS[low]
        if words and words[0].lower() in ("swap", "tausch", "tauschen", "tausche"):
            if len(words) == 2 and words[1].lower() in ("all", "alle"):
                return SWAP_ALL
            if len(words) != 3:
                raise IllegalMove("schwimmen.err.swap_form", text=text)
            cards = []
            for w in words[1:]:
                try:
                    c = parse_card(w)
                except CardError:
                    raise IllegalMove("common.err.not_card", text=w) from None
                if c not in _DECK_SET:
                    raise IllegalMove("schwimmen.err.not_in_pack", card=c)
                cards.append(c)
            if cards[0] == cards[1]:
                raise IllegalMove("schwimmen.err.not_in_middle", card=cards[1])
            return _SWAP[cards[0], cards[1]]
        raise IllegalMove("common.err.unknown_move", text=text)

    def _check(self, state: SchwimmenState, mv: SchwimmenMove) -> SchwimmenMove:
        """Raise IllegalMove with the reason when ``mv`` cannot be played now."""
        if state.over:
            raise IllegalMove("common.err.over")
        kind = mv.kind
        if state.middle is None:
            if kind == "keep" or kind == "second":
                return mv
            raise IllegalMove("schwimmen.err.choose_first", dealer=state.dealer)
        if kind == "swap":
            if mv.give not in state.hands[state.to_move]:
                raise IllegalMove("schwimmen.err.not_in_hand", card=mv.give)
            if mv.take not in state.middle:
                raise IllegalMove("schwimmen.err.not_in_middle", card=mv.take)
        elif kind == "knock":
            if state.knocked is not None:
                raise IllegalMove("schwimmen.err.knock_twice", knocker=state.knocked)
            m = len(state.order)
            if state.turns < m:
                raise IllegalMove("schwimmen.err.knock_early", n=m - state.turns)
        elif kind == "renew":
            if not state.rules.seven_eight_nine:
                raise IllegalMove("schwimmen.err.renew_off")
            if not has_789(state.middle):
                raise IllegalMove("schwimmen.err.renew_no_789", cards=list(state.middle))
            if len(state.stock) < 3:
                raise IllegalMove("schwimmen.err.renew_stock", n=len(state.stock))
        elif kind == "keep" or kind == "second":
            raise IllegalMove("schwimmen.err.chosen")
        return mv

    # -- applying a move --------------------------------------------------------------------
    def apply(self, state: SchwimmenState, move, events: bool = True) -> list:
        mv = self._check(state, move) if isinstance(move, SchwimmenMove) else self.parse_move(state, move)
        seat = state.to_move
        ev = [] if events else None
        kind = mv.kind
        scoring = state.rules.scoring
        if kind == "keep" or kind == "second":
            first, other = state.stacks
            if kind == "second":
                first, other = other, first
            state.hands[seat] = _sorted(first)
            state.middle = _sorted(other)
            state.stacks = None
            state.to_move = state.nxt[seat]
            if events:
                ev.append(Event("schwimmen." + kind, seat, "schwimmen.deal", cards=list(state.middle)))
            have31 = [s for s in state.order if value2(state.hands[s], scoring) == 62]
            if have31:
                if events:
                    for s in have31:
                        ev.append(Event("schwimmen.thirty_one_deal", s, "schwimmen.thirty_one",
                                        cards=list(state.hands[s])))
                self._finish(state, "thirty_one", ev)
            elif events:
                ev.append(Event("common.turn", state.to_move, "schwimmen.order"))
            return ev
        if kind == "renew":
            old = state.middle
            state.discard.extend(old)
            state.middle = _sorted(state.stock[:3])
            del state.stock[:3]
            if events:
                ev.append(Event("schwimmen.renew", seat, "schwimmen.seven_eight_nine",
                                cards=list(old), new_cards=list(state.middle)))
            return ev
        state.turns += 1
        if kind == "swap" or kind == "swap_all":
            hand = state.hands[seat]
            if kind == "swap":
                hand.remove(mv.give)
                hand.append(mv.take)
                mid = state.middle
                mid.remove(mv.take)
                mid.append(mv.give)
                state.hands[seat] = _sorted(hand)
                state.middle = _sorted(mid)
                if events:
                    ev.append(Event("schwimmen.swap", seat, "schwimmen.turn",
                                    give_card=mv.give, take_card=mv.take))
            else:
                state.hands[seat], state.middle = state.middle, hand
                if events:
                    ev.append(Event("schwimmen.swap_all", seat, "schwimmen.turn",
                                    give_cards=list(hand), take_cards=list(state.hands[seat])))
            state.passes = 0
            if value2(state.hands[seat], scoring) == 62:
                if events:
                    ev.append(Event("schwimmen.thirty_one", seat, "schwimmen.thirty_one",
                                    cards=list(state.hands[seat])))
                self._finish(state, "thirty_one", ev)
                return ev
        elif kind == "pass":
            state.passes += 1
            m = len(state.order)
            if events:
                ev.append(Event("schwimmen.pass", seat, "schwimmen.turn", k=state.passes, n=m))
            if state.passes >= m:
                state.passes = 0
                if len(state.stock) < 3:
                    if events:
                        ev.append(Event("schwimmen.stock_out", None, "schwimmen.all_pass",
                                        n=len(state.stock)))
                    self._finish(state, "stock_out", ev)
                    return ev
                old = state.middle
                state.discard.extend(old)
                state.middle = _sorted(state.stock[:3])
                del state.stock[:3]
                if events:
                    ev.append(Event("schwimmen.all_passed", None, "schwimmen.all_pass",
                                    cards=list(old), new_cards=list(state.middle)))
        else:  # knock
            state.knocked = seat
            state.passes = 0
            if events:
                ev.append(Event("schwimmen.knock", seat, "schwimmen.knock",
                                cards=list(state.hands[seat]), n=len(state.order) - 1))
        nxt = state.nxt[seat]
        if nxt == state.knocked:
            if events:
                ev.append(Event("schwimmen.knock_done", None, "schwimmen.knock", knocker=state.knocked))
            self._finish(state, "knock", ev)
            return ev
        state.to_move = nxt
        if events:
            ev.append(Event("common.turn", nxt, "schwimmen.order"))
        return ev

    def _finish(self, state: SchwimmenState, reason: str, ev):
        """End the round: everyone lays down; the lowest value(s) lose a life."""
        state.over, state.end = True, reason
        scoring = state.rules.scoring
        vals = {s: value2(state.hands[s], scoring) for s in state.order}
        low = min(vals.values())
        state.values = vals
        state.losers = [s for s in state.order if vals[s] == low]
        if ev is None:
            return
        ev.append(Event("schwimmen.lay_down", None, "schwimmen.scoring"))
        for s in state.order:
            v, kind, key = value_info(state.hands[s], scoring)
            data = {"cards": list(state.hands[s]), "value": value_param(v)}
            if kind == "suit":
                data["suit"] = _SUIT_NAME[key]
            elif kind == "triple":
                data["ranks"] = key
            ev.append(Event("schwimmen.value." + kind, s, "schwimmen.values", **data))
        losers = state.losers
        if len(losers) == len(state.order):
            ev.append(Event("schwimmen.all_tie", None, "schwimmen.scoring", value=value_param(low)))
        elif len(losers) > 1:
            ev.append(Event("schwimmen.tie", None, "schwimmen.scoring", tied_players=list(losers),
                            value=value_param(low)))
        else:
            ev.append(Event("schwimmen.lowest", losers[0], "schwimmen.scoring", value=value_param(low)))
        after = self._lives_after(state)
        for s in losers:
            left = after[s]
            if left > 0:
                ev.append(Event("schwimmen.life_lost", s, "schwimmen.scoring", lives=left))
            elif left == 0:
                ev.append(Event("schwimmen.swims", s, "schwimmen.swimming"))
            else:
                ev.append(Event("schwimmen.goes_out", s, "schwimmen.swimming"))
        still = [s for s in range(state.n) if after[s] >= 0]
        if len(still) == 1:
            ev.append(Event("schwimmen.winner", still[0], "schwimmen.winning"))
        elif not still:
            ev.append(Event("schwimmen.shared_win", None, "schwimmen.winning", all_players=list(state.order)))

    @staticmethod
    def _lives_after(state) -> list:
        lost = set(state.losers) if state.over else ()
        return [x - 1 if s in lost else x for s, x in enumerate(state.lives)]

    # -- results ----------------------------------------------------------------------------
    def result(self, state: SchwimmenState) -> DealResult:
        lost = set(state.losers) if state.over else set()
        return DealResult(points=[1 if s in lost else 0 for s in range(state.n)], winner=None,
                          complete=state.over,
                          extra={"lives": self._lives_after(state), "lives_before": list(state.lives),
                                 "end": state.end,
                                 "values": {s: value_param(v) for s, v in (state.values or {}).items()}})

    def totals(self, rules, n, results):
        if not results:
            return [LIVES] * n
        last = results[-1]
        if "lives" in last.extra:
            return list(last.extra["lives"])
        t = [LIVES] * n
        for r in results:
            for i, p in enumerate(r.points):
                if p and t[i] >= 0:
                    t[i] -= p
        return t

    def match_totals(self, match):
        """Lives left; before the first deal is over, the lives its start holds (a position may
        set them)."""
        if not match.results and match.starts:
            return list(match.starts[0].lives)
        return self.totals(match.rules, match.n, match.results)

    def match_status(self, match):
        if not match.results:
            return False, []
        lives = match.totals
        still = [s for s in range(match.n) if lives[s] >= 0]
        if len(still) == 1:
            return True, still
        if not still:
            before = match.results[-1].extra.get("lives_before")
            if before is None:
                before = self.totals(match.rules, match.n, match.results[:-1])
            return True, [s for s in range(match.n) if before[s] >= 0]
        return False, []

    def card_count(self, state: SchwimmenState) -> dict:
        out: dict = {}
        piles = [h for h in state.hands if h is not None]
        if state.stacks is not None:
            piles += state.stacks
        if state.middle is not None:
            piles.append(state.middle)
        piles += [state.stock, state.discard]
        for p in piles:
            for c in p:
                out[c] = out.get(c, 0) + 1
        return out

    # -- views ------------------------------------------------------------------------------
    def view(self, state: SchwimmenState, seat=None) -> dict:
        """What ``seat`` sees: the middle, its own hand, the knocker's hand once knocked, every
        hand once the round is over (they are laid down); other hands only as counts; the stock
        and the discarded cards as counts.  While the dealer chooses, only the dealer sees the
        first stack.  ``seat=None``: everything."""
        every = seat is None
        scoring = state.rules.scoring
        players = []
        for s in range(state.n):
            h = state.hands[s]
            shown = h is not None and (every or s == seat or state.over or s == state.knocked)
            p = {"hand": list(h) if shown else None, "hand_count": 0 if h is None else 3,
                 "lives": state.lives[s], "status": status_of(state.lives[s])}
            if shown:
                p["value"] = value_param(value2(h, scoring))
            players.append(p)
        v = {"game": "schwimmen", "dealer": state.dealer,
             "to_move": None if state.over else state.to_move,
             "phase": "over" if state.over else "choose" if state.choosing else "play",
             "players": players, "middle": None if state.middle is None else list(state.middle),
             "stock_count": len(state.stock), "discard_count": len(state.discard),
             "lives": list(state.lives),
             "swimming": [s for s in range(state.n) if state.lives[s] == SWIMMING],
             "out": [s for s in range(state.n) if state.lives[s] < 0],
             "knocked": state.knocked, "passes": state.passes, "turns": state.turns,
             "knock_allowed": (not state.over and not state.choosing and state.knocked is None
                               and state.turns >= len(state.order)),
             "over": state.over, "end": state.end, "losers": list(state.losers),
             "lives_after": self._lives_after(state) if state.over else None}
        if state.stacks is not None:
            v["stacks"] = [list(state.stacks[0]) if (every or seat == state.dealer) else None,
                           list(state.stacks[1]) if every else None]
            v["stack_counts"] = [len(state.stacks[0]), len(state.stacks[1])]
        if every:
            v["stock"] = list(state.stock)
            v["discard"] = list(state.discard)
        return v

    def describe(self, state: SchwimmenState, lang="en", players=None) -> str:
        from ..cards import card_label
        from ..explain import text
        scoring = state.rules.scoring

        def cards(cs):
            return " ".join(card_label(c, lang) for c in cs)

        lines = []
        shown_lives = self._lives_after(state) if state.over else state.lives
        for s in range(state.n):
            name = players[s] if players else f"P{s + 1}"
            mark = "→ " if (s == state.to_move and not state.over) else "  "
            lives = shown_lives[s]
            st = (text("schwimmen.label.out", lang) if lives < 0 else
                  text("schwimmen.label.swimming", lang) if lives == 0 else
                  text("schwimmen.label.lives", lang, n=lives))
            tags = [st]
            if s == state.dealer:
                tags.append(text("schwimmen.label.dealer", lang))
            if s == state.knocked:
                tags.append(text("schwimmen.label.knocked", lang))
            h = state.hands[s]
            if h is None:
                hand = "—"
            else:
                v = value_param(value2(h, scoring))
                v = v[lang] if isinstance(v, dict) else v
                hand = f"[{cards(h)}] = {v}"
            lines.append(f"{mark}{name} ({', '.join(tags)}): {hand}")
        if state.stacks is not None:
            lines.append(f"{text('schwimmen.label.stacks', lang)}: [{cards(state.stacks[0])}] "
                         f"[{cards(state.stacks[1])}]")
        mid = cards(state.middle) if state.middle is not None else "—"
        lines.append(f"{text('schwimmen.label.middle', lang)}: {mid}   "
                     f"{text('schwimmen.label.stock', lang)}: {len(state.stock)}   "
                     f"{text('schwimmen.label.passes', lang)}: {state.passes}")
        return "\n".join(lines)


GAME = Schwimmen()
