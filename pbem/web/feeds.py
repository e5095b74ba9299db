"""A seat's private feeds, for players who live in their feed readers and calendars
(design §8): GET /games/<id>/feed.atom?token=T, the game's events as that seat sees
them, newest first; GET /games/<id>/deadlines.ics?token=T, the seat's deadline to act.

Feed readers and calendars send no cookies, so the seat token rides in the address:
such a link is as secret as the seat link (`pbem rotate` replaces both), the answer is
never cached by anyone between, and links in it never carry the token.
"""
from datetime import datetime, timezone
from urllib.parse import urlsplit

from flask import Blueprint, current_app, make_response, render_template, request, url_for
from flask_babel import gettext as _

from pbem.telling import deadlines
from pbem.web.language import role_name
from pbem.web.seat import load_as, service

bp = Blueprint("feeds", __name__)
#: the newest entries a feed holds: one a decision (a command and every event it
#: brought about, its phase markers among them), so a reader is told one thing once
ENTRIES = 50


def private(resp, mimetype):
    """RESP as a private feed's answer (a token in its address): cached by nobody, its
    address sent to no site it links."""
    resp.headers["Content-Type"] = mimetype
    resp.headers["Cache-Control"] = "private, no-store"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


def absolute(endpoint, **values):
    """The address of ENDPOINT as links shown to players begin ([server] base_url)."""
    return current_app.config["PBEM_LINK_BASE"] + url_for(endpoint, **values)


def authority():
    """The host name the feed's ids are minted under: [server] base_url's, so they stay
    the same whatever address a reader fetched the feed by (an id is forever, RFC
    4287); the request's only when no base_url is set."""
    return urlsplit(current_app.config["PBEM_BASE_URL"]).hostname or \
        request.host.split(":")[0]


@bp.route("/games/<game_id>/feed.atom")
def atom(game_id):
    game, role = load_as(game_id, request.args.get("token") or "", required=True)
    decisions = service().decisions_for(game_id, role)[-ENTRIES:][::-1]
    clocked = deadlines.clock_lines(service(), game_id)     # {} for a game of no clock
    entries = [{"version": d[-1]["version"], "recorded_at": d[-1]["recorded_at"],
                "clocks": clocked and deadlines.clock_lines(service(), game_id,
                                                            version=d[-1]["version"]),
                "hash": d[-1]["hash"], "actor": d[0]["actor"],
                "title": d[0]["text"] + (_(" (and %(more)s more)", more=len(d) - 1)
                                         if len(d) > 1 else ""),
                "texts": [e["text"] for e in d],
                "link": absolute("replay.replay_page", game_id=game_id,
                                  v=d[-1]["version"])} for d in decisions]
    return private(make_response(render_template(
        "web/feed.atom.xml", game=game, role=role, entries=entries,
        updated=entries[0]["recorded_at"] if entries else None,
        page=absolute("pages.game_page", game_id=game_id),
        tag=f"tag:{authority()},pbem:{game_id}")),
        "application/atom+xml; charset=utf-8")


def _ics_text(text):
    """TEXT as an iCalendar value (RFC 5545 3.3.11)."""
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\r", "").replace("\n", "\\n"))


@bp.route("/games/<game_id>/deadlines.ics")
def ics(game_id):
    game, role = load_as(game_id, request.args.get("token") or "", required=True)
    due = deadlines.deadlines(service(), game_id).get(role)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    title, side = game.meta["title"], role_name(role, game.rules)
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//pbem//deadlines//EN",
             "CALSCALE:GREGORIAN",
             f"X-WR-CALNAME:{_ics_text(f'{title} {game_id} ({side})')}"]
    if due is not None:
        at = due.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
        lines += ["BEGIN:VEVENT",
                  f"UID:{game_id}-{role}-{game.version}@pbem",
                  f"DTSTAMP:{stamp}", f"DTSTART:{at}", f"DTEND:{at}",
                  "SUMMARY:" + _ics_text(_("%(title)s: %(role)s to move by now",
                                           title=title, role=side)),
                  *["DESCRIPTION:" + _ics_text(_("Your clock: %(clock)s", clock=clock))
                    for clock in [deadlines.clock_lines(service(), game_id).get(role)]
                    if clock],
                  f"URL:{absolute('pages.game_page', game_id=game_id)}",
                  "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return private(make_response("\r\n".join(lines) + "\r\n"),
                    "text/calendar; charset=utf-8")
