"""The games: one package each (``swoop``, ``sweep``, ``schwimmen``), and what they share
(``_goals``, ``_notation``, ``_observer``, ``_parse``, ``_rand``, ``_scoresheet``, ``_teaching``,
``_unseen``).  A regular package, so that import-linter and grimp see the games' modules
(docs/architecture.md, "Layers"); nothing is imported here."""
