"""The `pbem` command (design §8): the library's functions, one subcommand each.

Every subcommand takes --db (default: the configured storage path) and --config. Output
meant for scripts goes to stdout; messages for people go to stderr.

One module a group of commands, as the web is split into blueprints: games (a game's
commands), mail, forum, jobs (serve, worker), host (the host's tools) and players
(forget), each adding its commands to `main` (base) when imported here.
"""
# each module adds its commands
from pbem.cli import forum, games, host, jobs, mail, players  # noqa: F401
from pbem.cli.base import main

__all__ = ["main"]
