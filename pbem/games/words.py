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
from pbem.language.speaking import Voice, language


class Words:
    """The texts of one words.toml, said by VOICE in the reader's language (issue 28:
    the file is English, its catalog the domain's .po): `say` a command's template
    filled in, `summary` the words of a legal_summary line."""

    def __init__(self, path, voice):
        with open(path, "rb") as f:
            data = tomllib.load(f)
        self.voice = voice
        self.command = data.get("command", {})
        self.lines = data.get("summary", {})
        self.tables = {k: v for k, v in data.items() if k not in ("command", "summary")}

    def say(self, key, **fields):
        """The template KEY of [command] with FIELDS filled in."""
        return self.voice.term(self.command[key]).format(**fields)

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
                return self.voice.term(text)
        return None


def _domain(module_file):
    """The catalog's domain of the game package that holds MODULE_FILE: its KIND."""
    return Path(module_file).parent.name


def of_package(module_file):
    """The Words of the game package that holds MODULE_FILE (its data/words.toml)."""
    return Words(Path(module_file).with_name("data") / "words.toml",
                 Voice(_domain(module_file)))


def said(value, voice):
    """VALUE (read from a data file: dicts, lists, texts) with every text said by
    VOICE in the reader's language; a new value, VALUE left as it is."""
    if isinstance(value, dict):
        return {k: said(v, voice) for k, v in value.items()}
    if isinstance(value, list):
        return [said(v, voice) for v in value]
    return voice.term(value) if isinstance(value, str) else value


def options_of(module_file):
    """A game's option_words(): {"game": {"text"}, option: {"name", "text",
    "choices"?: {value: {"name"?, "text"}}}} from the data/options.toml of the package
    that holds MODULE_FILE, read once and said once a language."""
    voice = Voice(_domain(module_file))

    @cache
    def read():
        with open(Path(module_file).with_name("data") / "options.toml", "rb") as f:
            return tomllib.load(f)

    @cache
    def in_language(_language):
        return said(read(), voice)

    def option_words():
        return in_language(language())
    return option_words


#: the commands of every game (resign, draws), in the domain "games"
EVERY_GAME = Words(Path(__file__).with_name("words.toml"), Voice("games"))


def every_game(text):
    """The words of TEXT when it is one of the commands every game takes, else None."""
    words = " ".join(str(text).lower().split())
    return EVERY_GAME.say(words) if words in EVERY_GAME.command else None


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
