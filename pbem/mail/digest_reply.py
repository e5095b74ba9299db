"""Replies to a daily digest: commands for several games in one mail.

A digest covers every game of its player, so its Reply-To (address.digest_address)
names the digest, not a seat. The player writes each command on a line of its own
after the game's id and a colon, as the digest shows beside each game:

    3fa9c01b2e: roll
    7c41d0e9aa: move XII Reims

One form, with the id on every line: a line says by itself where it goes, whatever
the lines around it, the order of the games or what the client quoted. The lines are
sorted by game in the order written, and each game's lines are applied as a reply
to that seat's own address would be (pbem.mail.inbound), answered per game. The
seats are the ones the digest covered, at the mail generation they had then: a seat
whose reply addresses were rotated since takes nothing from an older digest. A line
without the id of one of the digest's games is not guessed at: the digest's player
is told how to write it (pbem.mail.how_to).
"""
import re

from pbem.core import seats
from pbem.mail import address

#: GAME: COMMAND
LINE = re.compile(r"([0-9A-Za-z]+)\s*:\s*(\S.*)")
#: why a line of a reply to a digest was not applied
NO_GAME = "it starts with no game id"
NOT_COVERED = "{} is no game of this digest"


def sort(conn, digest, lines):
    """({(game, role): [(line_no, command)]}, [{"line", "why"}]) of LINES (inbound's
    (line_no, text) of the reply) to DIGEST (its outbox row): each line for the seat
    of its game, or not applied and why."""
    parts = {part["game"].lower(): part for part in digest["payload"]["games"]}
    by_seat, unsorted = {}, []
    for no, text in lines:
        m = LINE.fullmatch(text)
        part = parts.get(m.group(1).lower()) if m else None
        if part is None:
            unsorted.append({"line": text,
                             "why": NOT_COVERED.format(m.group(1)) if m else NO_GAME})
        # a digest written before digests kept generations: the one nearly every
        # seat has, never rotated
        elif seats.numbered(conn, part["game"], part["role"])[1] != \
                part.get("generation", 0):
            unsorted.append({"line": text, "why": address.ROTATED})
        else:
            by_seat.setdefault((part["game"], part["role"]), []).append((no, m.group(2)))
    return by_seat, unsorted
