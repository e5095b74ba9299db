"""The `pbem` command (design §8): the library's functions, one subcommand each.

Every subcommand takes --db (default: the configured storage path) and --config. Output
meant for scripts goes to stdout; messages for people go to stderr.

One module a group of commands, as the web is split into blueprints: games (a game's
commands), mail, forum, jobs (serve, worker) and host (the host's tools), each adding
its commands to `main` (base) when imported here; ratings (`pbem ratings`).
"""
# they add the commands
from pbem.cli import forum, games, host, jobs, mail, ratings  # noqa: F401
from pbem.cli.base import main

__all__ = ["main"]
