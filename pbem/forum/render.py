"""Forum posts as text, from the data of pbem.forum.report, through the templates in
templates/forum/: Markdown (Discourse, and the text of any forum that reads it),
BBCode (phpBB: [b], [url=...], [img], [code]) and BoardGameGeek's markup; Discord's
variants of the Markdown extend them (templates/forum/*.discord.md: the slash command
to play with, mentions as <@ID>).

What a player chose (names, forum user names) goes through each markup's filter, so
a name cannot become a link, a mention of a group or a tag. BGG cuts a post at the
first "<" (it takes it for HTML), so its output holds none at all: the filter
replaces every "<" by "‹", and the board is a link, since BGG shows only images
hosted by BGG itself.

The words pbem writes are in the forum's language (pbem.forum.language: the caller
speaks it), Polish plural forms and all; what the game wrote (events, commands, the
board) stays as the game wrote it.
"""
import re

import jinja2

from pbem import TEMPLATES
from pbem.language import catalogs
from pbem.forum import language

#: characters Markdown (and Discourse: @mentions, #tags, :emoji:) gives a meaning
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()<>#+!|~@:-])")
#: a forum user name that may be mentioned as it is (@name)
_MENTIONABLE = re.compile(r"^[\w.-]{1,60}$")
#: a Discord user id (a snowflake)
SNOWFLAKE = re.compile(r"^[0-9]{15,21}$")


def markdown_text(value):
    """VALUE with Markdown's special characters escaped."""
    return _MARKDOWN.sub(r"\\\1", str(value))


def bbcode_text(value):
    """VALUE with BBCode's brackets made harmless."""
    return str(value).replace("[", "(").replace("]", ")")


def fence(text):
    """A backtick fence longer than any run of backticks in TEXT."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def mention(user):
    """@USER when it is a plain forum name, else the name escaped."""
    return f"@{user}" if _MENTIONABLE.match(user or "") else markdown_text(user)


def discord_mention(user):
    """<@USER> when it is a Discord user id (it renders as the user's name; whether it
    notifies is the message's allowed_mentions), else the name escaped."""
    return f"<@{user}>" if SNOWFLAKE.match(user or "") else markdown_text(user)


#: not trimmed, as pbem/translations/forum.cfg extracts: a msgid is exactly the text a post renders
_ENV = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=False,
                          trim_blocks=True, lstrip_blocks=True,
                          keep_trailing_newline=True, undefined=jinja2.StrictUndefined,
                          extensions=["jinja2.ext.i18n"])
catalogs.install(_ENV, language.translations)
_ENV.filters.update(md=markdown_text, bb=bbcode_text, fence=fence, mention=mention)
_DISCORD = _ENV.overlay()
_DISCORD.filters = {**_ENV.filters, "mention": discord_mention}


def _render(name, data, env=_ENV):
    text = env.get_template(f"forum/{name}").render(**data)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def report_markdown(report):
    return _render("report.md", report)


def answer_markdown(answer):
    return _render("answer.md", answer)


def report_discord(report):
    return _render("report.discord.md", report, _DISCORD)


def answer_discord(answer):
    return _render("answer.discord.md", answer, _DISCORD)


def report_bbcode(report):
    return _render("report.bbcode", report)


def report_bgg(report):
    """The report in BGG's markup, with no "<" anywhere."""
    return _render("report.bgg", report).replace("<", "‹")
