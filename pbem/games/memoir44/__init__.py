"""Memoir '44 (Days of Wonder): the base game, its built-in scenarios and .m44 files.

The modules of this package hold the rules and data; the game is registered as a kind
(pbem/games/__init__.py) once the protocol names are gathered here.
"""
