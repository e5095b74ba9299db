"""What happened since a seat last acted: the tail of a game's log that a mail, the
game page and a feed tell a player who comes back to the game.

It is told from the events as the reader may see them (Service.events_for), so it
never names more than the reader's view of each event.
"""

#: how far back (in events) "since your last move" looks; a mail lists at most its
#: last 40 of them, the game page 12
WINDOW = 400


def since(events, roles):
    """The tail of EVENTS (Service.events_for's dicts, oldest first) after the last
    one made by any of ROLES; when none of them has acted yet, after the setup (the
    first events, which no seat made)."""
    own = [i for i, e in enumerate(events) if e["actor"] in roles]
    start = own[-1] + 1 if own else next(
        (i for i, e in enumerate(events) if e["actor"] is not None), len(events))
    return events[start:]


def for_reader(service, game_id, role, roles=None, version=None):
    """The events ROLE may see (the public: None) since the last act of any of ROLES
    (default: ROLE itself), up to VERSION (default: all), without the service's own
    game.* events. Only the last WINDOW events of the log are read, so a long game
    costs no more than a short one: an act older than that is told as the window."""
    end = version if version is not None else service.store.version(game_id)
    seen = [e for e in service.events_for(game_id, role, max(0, end - WINDOW))
            if e["version"] < end and not e["type"].startswith("game.")]
    return since(seen, {role} if roles is None else set(roles))
