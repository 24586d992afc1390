"""What a player knows: the seat's view plus what it has seen happen in the deal so far.

The analysis follows each deal with a :class:`Knowledge` and deals the unseen cards again from
it (:func:`determinize`); both live with the bots' Monte Carlo machinery
(:mod:`cardlab.bots.sampling`), and the game-specific part in each game's knowledge module.
This module keeps the names the analysis has always offered.
"""

from __future__ import annotations

from ..bots.sampling import Knowledge, determinize

__all__ = ["Knowledge", "determinize"]
