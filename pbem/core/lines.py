"""A player's command lines, applied in order: what a mail reply, a forum post and the
paste box on a seat's page all send.

Each line goes through Service.submit() as the seat, in order, until one is refused;
the caller gets the fate of every line and answers the player with it ("applied: ...;
stopped reading at: ...", a rejection with the reason and what is legal now), each
channel in its own form (pbem.mail.answer, pbem.forum.render). One word is the
channels' own, never a game command: a line `legal` (any case) asks for every legal
command in the answer.

The caller runs apply() inside a transaction of its own, together with its
bookkeeping (the message or post recorded as handled, the answer queued), so a message
handled twice applies once and a crash half-way applies nothing.
"""
from pbem.core.errors import NotNotation, ServiceError
from pbem.core.reading import number

#: a line that asks for the full legal list instead of being submitted
LEGAL_WORD = "legal"


def apply(service, game, role, key, lines, channel):
    """Submit each (line_no, command) of LINES in order until one is rejected, with
    the idempotency key KEY#line_no; the fate of each:
    {"line", "status": applied|rejected|not tried|legal|stopped, "error"?, "versions"?}
    ("versions": those its first and last events made, as Service.events_for numbers
    them).

    A `legal` line is never submitted (status "legal", wherever it stands). A line
    that is no command at all (NotNotation) after an applied one ends the reading,
    with nothing after it read: it is what a player writes under the commands (a
    sign-off, a name), not a command the rules refused (status "stopped", no
    rejection)."""
    fates = []
    stopped = False
    for no, command in lines:
        if command.lower() == LEGAL_WORD:
            fates.append({"line": command, "status": "legal"})
            continue
        if stopped:
            fates.append({"line": command, "status": "not tried"})
            continue
        try:
            result = service.submit(game, role, command, channel=channel,
                                    idempotency_key=f"{key}#{no}")
        except NotNotation as e:
            if any(f["status"] == "applied" for f in fates):
                fates.append({"line": command, "status": "stopped", "error": e.message})
                break
            fates.append({"line": command, "status": "rejected", "error": e.message})
            stopped = True
            continue
        except ServiceError as e:
            fates.append({"line": command, "status": "rejected", "error": e.message})
            stopped = True
            continue
        versions = [number(r) for r in result.events]
        fates.append({"line": command, "status": "applied",
                      "versions": [versions[0], versions[-1]] if versions else []})
    return fates


def rejected(fates):
    return any(f["status"] == "rejected" for f in fates)


def summary(fates):
    """One line for logs: "2 applied, 1 rejected", or "no commands"."""
    counts = {}
    for f in fates:
        counts[f["status"]] = counts.get(f["status"], 0) + 1
    return ", ".join(f"{n} {status}" for status, n in counts.items()) or "no commands"


def with_events(service, game_id, role, fates):
    """FATES, each applied one with the texts of the events it appended as ROLE (None:
    the public) may see them; the service's own events (game.*) are left out."""
    events = {e["version"]: e for e in service.events_for(game_id, role)}
    out = []
    for fate in fates:
        first, last = fate.get("versions") or (0, -1)
        out.append({**fate, "events": [events[v]["text"] for v in range(first, last + 1)
                                       if not events[v]["type"].startswith("game.")]})
    return out
