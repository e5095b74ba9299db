"""What happened since a seat last acted: the tail of a game's log that a mail, the
game page and a feed tell a player who comes back to the game.

It is told from the events as the reader may see them (Service.events_for), so it
never names more than the reader's view of each event.
"""
from pbem.core.aggregate import RULES_CHANGED, RULES_KEPT
from pbem.core.reading import number

#: how far back (in events) "since your last move" looks; a mail lists at most its
#: last 40 of them, the game page 12
WINDOW = 400
#: the events read first, enough when the reader acted lately
FIRST_LOOK = 40


#: the service's own events that are told among what happened: a game moving to other
#: rules, or kept on its own, changes what its players may do
TOLD = {RULES_CHANGED, RULES_KEPT}


def told(event_type):
    """Whether an event of EVENT_TYPE is told among what happened."""
    return not event_type.startswith("game.") or event_type in TOLD


def since(actors, roles):
    """Where what happened since ROLES last acted begins in a list of events made by
    ACTORS (oldest first): after the last one made by any of ROLES; when none of
    them has acted yet, after the setup (the first events, which no seat made)."""
    own = [i for i, actor in enumerate(actors) if actor in roles]
    return own[-1] + 1 if own else next(
        (i for i, actor in enumerate(actors) if actor is not None), len(actors))


def for_reader(service, game_id, role, roles=None, version=None):
    """The events ROLE may see (the public: None) since the last act of any of ROLES
    (default: ROLE itself), up to VERSION (default: all), without the service's own
    game.* events but a rules change (TOLD). Only the last WINDOW events of the log are read, and only those
    since that act are put in words, so a long game costs no more than a short one:
    an act older than that is told as the window."""
    end = version if version is not None else service.store.version(game_id)
    roles = {role} if roles is None else set(roles)
    for back in (FIRST_LOOK, WINDOW):       # most often the act is a few events back
        records = [r for r in service.store.read(game_id, max(0, end - back), end)
                   if told(r.type)]
        start = since([r.actor for r in records], roles)
        if 0 < start or back >= end:
            break
    if start == len(records):
        return []
    return [e for e in service.events_for(game_id, role, number(records[start]), end)
            if told(e["type"])]
