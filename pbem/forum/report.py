"""What a forum post says, as plain data composed from the log when it is sent: the
turn report of a version, and the answer to a player's post.

A forum thread is public, so everything here is the public's: the view of no seat,
the events as event_view(None) words them. A seat's legal commands are shown only
when that seat sees nothing the public does not (private() below): in a game with
hidden hands, "play Gas Attack" among a seat's commands would tell its hand, so
such a seat is told to find its commands on its own page (or in its mail) instead.
The same holds for the reason a command of such a seat was refused.

The data is rendered by pbem.forum.render (Markdown for Discourse, BBCode and BGG for
the paste mode); the adapters of JSON forums may send it as it is.
"""
from pbem.core import lines as pbem_lines
from pbem.core import saying
from pbem.core.aggregate import CREATED, replay
from pbem.language import catalogs, speaking
from pbem.mail import compose
from pbem.telling import deadlines

#: the most events a report lists; older ones are counted and left to the log
RECENT = 40


def base_url(cfg):
    """[server] base_url: the start of the links in posts ("" without one)."""
    return (cfg.get("server") or {}).get("base_url", "").rstrip("/")


def links(base, game_id, version):
    """{"game", "log", "board"}: the game page, its log and the public board PNG of
    VERSION, under BASE (the server's public address); each None without one. The
    picture is drawn in the post's language, which its address names (?lang=; none
    for English): pbem.web.board."""
    if not base:
        return {"game": None, "log": None, "board": None}
    said = speaking.language()
    return {"game": f"{base}/games/{game_id}", "log": f"{base}/games/{game_id}/log",
            "board": f"{base}/games/{game_id}/board/{version}.png"
                     + ("" if said == catalogs.SOURCE else f"?lang={said}")}


def private(game, role):
    """Whether ROLE sees more of GAME now than the public does (its view, but for the
    games' "you", differs from the public view): its legal commands and refusals
    could then tell a hidden hand, so no public post shows them."""
    if game.state is None or role is None:
        return False
    mine, public = (dict(game.rules.view(game.state, r)) for r in (role, None))
    mine.pop("you", None)
    public.pop("you", None)
    return mine != public


def _at(service, game_id, version):
    """(the game folded to VERSION, the game now)."""
    current = service.load(game_id)
    if version >= current.version:
        return current, current
    return replay(game_id, service.store.read(game_id, 0, version)), current


def _turn_start(events, active):
    """Where what the others did since a role now to act last acted begins in EVENTS
    (the log from its first event): after that role's last event, whose version is
    its place in the log counted from 1; 0 when none of them has acted."""
    own = [e["version"] for e in events if e["actor"] in active]
    return own[-1] if own else 0


def commands(service, game, role, latest):
    """{"legal", "summary", "hidden"} of ROLE for a public post: its legal commands
    (their short forms when the list is long) while GAME is the latest version;
    hidden when they could tell what only ROLE sees."""
    if not latest or role is None:
        return {"legal": [], "summary": None, "hidden": False}
    if private(game, role):
        return {"legal": [], "summary": None, "hidden": True}
    legal = service.legal(game, role)
    return {"legal": legal, "summary": compose.legal_summary(game, role, legal),
            "hidden": False}


def build(service, base, game_id, version, since=None, users=None):
    """The report of GAME_ID at VERSION: what happened since version SINCE (None:
    since the roles to act last acted), who is to act (USERS: {role: forum user} to
    mention) with their commands, the outcome, links and the text board."""
    at, current = _at(service, game_id, version)
    latest = at.version == current.version
    users = users or {}
    events = service.events_for(game_id, None, end=version)
    active = service.active(at)
    start = _turn_start(events, active) if since is None else since
    told = [e for e in events[start:] if e["type"] != CREATED]
    names = {s["role"]: s["name"] for s in current.meta["seats"]}
    view = service.view(at, None)
    # the clocks now when the report is of the latest version, else as they stood then
    clocks = deadlines.clock_lines(service, game_id, None if latest else at.version) \
        if active else {}
    return {
        "title": current.meta["title"], "game_id": game_id, "kind": current.kind,
        "version": at.version, "head": at.head, "now_version": current.version,
        "events": [e["text"] for e in told[-RECENT:]],
        "earlier": max(0, len(told) - RECENT),
        "to_act": [{"role": r, "name": names.get(r, r), "user": users.get(r),
                    "clock": clocks.get(r), **commands(service, at, r, latest)}
                   for r in active],
        "outcome": saying.outcome(at.rules, at.outcome),
        "links": links(base, game_id, at.version),
        "board_text": at.rules.render_text(view) if at.state is not None else "",
    }


def answer(service, base, game_id, version, role, fates, *, user=None, post=None,
           notice=None):
    """The answer to a post: NOTICE (a link made, a seat unknown...) or the fate of
    each line of FATES as the public may see it, with ROLE's commands when it may act
    (its move goes on after a roll, a line was refused, it asked for them); POST
    names the post answered (so two answers are never the same post), USER the
    poster."""
    at, current = _at(service, game_id, version)
    latest = at.version == current.version
    fates = pbem_lines.with_events(service, game_id, None, fates or [])
    hidden = private(at, role)
    return {
        "title": current.meta["title"], "game_id": game_id, "version": at.version,
        "head": at.head, "role": role, "user": user, "post": post, "notice": notice,
        "lines": [dict(f, error=None) if hidden and f["status"] == "rejected" else f
                  for f in fates],
        "commands": commands(service, at, role, latest),
        "hidden": hidden, "links": links(base, game_id, at.version),
    }
