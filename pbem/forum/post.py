"""Reading a forum post: the commands in it, without what it quotes.

A post is conversation unless it holds a fenced block marked `pbem` (Markdown's
```` ```pbem ```` ... ```` ``` ````, or with tildes): the block's lines are the
commands, one per line, `#` starting a comment, in the order written (several
blocks are read one after the other). What a post quotes is never read: BBCode
quotes ([quote=...]...[/quote] as Discourse and phpBB write them, BGG's [q]...[/q]),
HTML <blockquote>s and Markdown's "> " lines are cut before anything else, so quoting
someone's move never plays it again.

One line is the forum's own, wherever it stands outside a quote: `pbem link CODE`
ties the poster's forum user to the seat whose page showed CODE (pbem.forum.hosting).

The paste box of a seat's page takes a post's text copied from any forum: the
```pbem block when there is one, else the text read as a mail reply is (quotes and
attributions cut by pbem.mail.reply, then one command per line).
"""
import re
from dataclasses import dataclass

from pbem.mail import reply

#: innermost quotes first, so nested quotes go one level at a time
_QUOTES = (re.compile(r"\[quote(?:=[^\]]*)?\](?:(?!\[quote[=\]]).)*?\[/quote\]",
                      re.IGNORECASE | re.DOTALL),
           re.compile(r"\[q(?:=[^\]]*)?\](?:(?!\[q[=\]]).)*?\[/q\]",
                      re.IGNORECASE | re.DOTALL),
           re.compile(r"<blockquote\b[^>]*>(?:(?!<blockquote\b).)*?</blockquote>",
                      re.IGNORECASE | re.DOTALL))
#: a quote opened and never closed: everything after it is taken as quoted
_OPEN_QUOTE = re.compile(r"\[quote(?:=[^\]]*)?\]|\[q(?:=[^\]]*)?\]|<blockquote\b",
                         re.IGNORECASE)
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*(\S*)")
_LINK = re.compile(r"^\s*pbem\s+link\s+(\S+)\s*$", re.IGNORECASE)


@dataclass
class Reading:
    """What a post asks: COMMANDS [(line_no, command)] of its pbem blocks (line_no
    counts the post's lines from 1, quotes cut), whether it had such a BLOCK at all,
    and the link CODE it gives (or None)."""
    commands: list
    block: bool
    code: str | None


def unquoted(text):
    """TEXT without what it quotes (see the module's docstring)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    while True:
        before = text
        for quote in _QUOTES:
            text = quote.sub("", text)
        if text == before:
            break
    opened = _OPEN_QUOTE.search(text)
    if opened:
        text = text[:opened.start()]
    return "\n".join(line for line in text.split("\n")
                     if not line.lstrip(" ").startswith(">"))


def _command(line):
    return line.split("#", 1)[0].strip()


def read(text):
    """The Reading of a post's TEXT."""
    lines = unquoted(text).split("\n")
    commands, block, code, fence = [], False, None, None
    for no, line in enumerate(lines, start=1):
        found = _FENCE.match(line)
        if fence is None:
            if found and found.group(2).lower() == "pbem" and "`" not in found.group(2):
                fence, block = found.group(1), True
            elif (link := _LINK.match(line)) and code is None:
                code = link.group(1)
            continue
        if found and found.group(1)[0] == fence[0] and len(found.group(1)) >= len(fence) \
                and not found.group(2):
            fence = None
            continue
        if (link := _LINK.match(line)) and code is None:
            code = link.group(1)
        elif command := _command(line):
            commands.append((no, command))
    return Reading(commands, block, code)


def pasted_commands(text):
    """[(line_no, command)] of a post's TEXT pasted into a seat's page: its pbem
    blocks when it has one, else its lines as a mail reply's are read."""
    reading = read(text)
    if reading.block:
        return reading.commands
    return reply.commands(reply.reply_text(unquoted(text)))
