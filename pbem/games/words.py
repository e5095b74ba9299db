"""Commands in plain words: what the games' explain() and explain_summary() share
(docs/game-protocol.md, "Optional: commands in plain words").

A newcomer reads `take 6` and does not know what it does; the seat page shows beside it
"take the card on space 6: Infantry 2". Each game words its commands in its own
explain.py, from the seat's own view only, so the words can tell nothing the seat may
not see. The texts are data (each game's data/words.toml: `[command]` one template per
action or case, `[summary]` the words of a summary line by its first words), so a
better wording is a data change; the code only picks a template and fills in names.

The lobby's words for a game's options are data too (data/options.toml: `[game]` who
plays, and a table per option of OPTIONS_SCHEMA with its name, what it changes and,
for an option of several values, `choices`), read by the game's option_words().

The commands every game takes beside its own (resign and the draws, design §8) are
worded once, here, in words.toml beside this module, and found by their notation.
"""
import tomllib
from functools import cache
from pathlib import Path

from pbem.games.common import format_safe


class Words:
    """The texts of one words.toml: `say` a command's template filled in, `summary`
    the words of a legal_summary line."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = tomllib.load(f)
        self.command = data.get("command", {})
        self.lines = data.get("summary", {})
        self.tables = {k: v for k, v in data.items() if k not in ("command", "summary")}

    def say(self, key, **fields):
        """The template KEY of [command] with FIELDS filled in."""
        return self.command[key].format(**fields)

    def plain(self, key):
        """A handler(view, command) that says the template KEY as it is."""
        return lambda view, command: self.say(key)

    def summary(self, line):
        """The words of the summary LINE: those of the longest run of its first words
        that [summary] holds (`commander move` before `commander`), else None."""
        first = line.split()
        for n in range(min(3, len(first)), 0, -1):
            text = self.lines.get(" ".join(first[:n]).lower())
            if text:
                return text
        return None


def of_package(module_file):
    """The Words of the game package that holds MODULE_FILE (its data/words.toml)."""
    return Words(Path(module_file).with_name("data") / "words.toml")


def options_of(module_file):
    """A game's option_words(): {"game": {"text"}, option: {"name", "text",
    "choices"?: {value: {"name"?, "text"}}}} from the data/options.toml of the package
    that holds MODULE_FILE, read once."""
    @cache
    def option_words():
        with open(Path(module_file).with_name("data") / "options.toml", "rb") as f:
            return tomllib.load(f)
    return option_words


#: the commands of every game (resign, draws)
EVERY_GAME = Words(Path(__file__).with_name("words.toml"))


def every_game(text):
    """The words of TEXT when it is one of the commands every game takes, else None."""
    return EVERY_GAME.command.get(" ".join(str(text).lower().split()))


def explainer(handlers, format):  # noqa: A002 - the game's format()
    """A game's explain(view, command): HANDLERS[action](view, command) for its own
    actions, the words of every game's commands for the rest (found by FORMAT's
    notation), None for a command it cannot word."""
    def explain(view, command):
        handler = handlers.get(command.get("action"))
        if handler is not None:
            return handler(view, command)
        return every_game(format_safe(format, command))
    return explain


def summary_explainer(words):
    """A game's explain_summary(view, line): the words of a legal_summary line, from
    the game's [summary] texts, else those of every game's commands."""
    def explain_summary(view, line):
        return words.summary(line) or EVERY_GAME.summary(line)
    return explain_summary
