"""The mails of pbem.telling.deadlines: "reminder" (your deadline is near), "expired" (a
deadline passed and the host's policy acted) and "vacation" (an opponent is away, his
clocks stand still: pbem.telling.vacations), composed from their outbox rows.

All are game mails in the game's thread, from the recipient's own view at the row's
version (templates/mail/reminder.* and expired.* extend base.*); times are shown in
the recipient's digest time zone when one is set, else in UTC.
"""
from datetime import datetime

from pbem.mail import compose, unsubscribe
from pbem.telling import deadlines, digests, prefs

#: the notices of pbem.telling.deadlines
KINDS = ("reminder", "expired", "vacation")

#: what each expiry policy did, for the "expired" mail
POLICY_TEXT = {
    "default": "the game's safe default was played for them",
    "skip": "their turn was skipped",
    "forfeit": "they forfeited the game",
    "pause": "the game is paused until the host resumes it or they play",
}
#: a forfeit in a game with a time control: the player ran out of time
ON_TIME = "they lost on time: their seat left the game"


def _when(service, email, iso):
    rule = digests.setting(service.store.conn, email)
    where = deadlines.zone(rule["tz"] if rule else "UTC")
    return datetime.fromisoformat(iso).astimezone(where).strftime("%a %d %b %Y %H:%M %Z")


def deadline_mail(service, cfg, row):
    """reminder / expired: the recipient's view at the row's version, the legal
    commands while that version is the latest, and what the deadline did."""
    conn = service.store.conn
    current = service.load(row["game"])
    at = service.view_at(row["game"], row["version"], row["role"])
    latest = current.version == row["version"]
    names = {s["role"]: s["name"] for s in current.meta["seats"]}
    payload = row["payload"]
    late = payload.get("role", payload.get("away", row["role"]))
    context = {
        "what": prefs.KINDS[row["kind"]], "title": current.meta["title"],
        "game_id": row["game"], "role": row["role"], "name": names.get(row["role"], ""),
        "late": late, "late_name": names.get(late, late),
        "deadline": _when(service, row["recipient"], payload["deadline"])
        if "deadline" in payload else None,
        "first_day": payload.get("first_day"), "last_day": payload.get("last_day"),
        "tz": payload.get("tz"), "clock": None if current.finished
        else deadlines.clock_lines(service, row["game"]).get(row["role"]),
        "offset": deadlines.format_duration(row["payload"].get("offset", 0)),
        "policy": ON_TIME if payload.get("policy") == "forfeit" and (
            deadlines.settings(conn, row["game"]) or {}).get("control")
        else POLICY_TEXT.get(payload.get("policy"), ""),
        "board": current.rules.render_text(at["view"]), "recent": [],
        **compose.legal_context(service, cfg, current, row["role"], latest),
        "paused": deadlines.pause_note(service, current, row["role"]),
        "moved_on": not latest, "now_version": current.version,
        "version": at["version"], "head": at["head"],
        "link": compose.game_url(cfg, row["game"]),
        "board_cid": compose.board_cid(cfg, row["game"], row["version"]),
        "unsubscribe": unsubscribe.unsubscribe_url(conn, cfg, row["recipient"], row["kind"]),
    }
    text, html = compose.render(row["kind"], **context)
    msg = compose.message_for(service, cfg, row,
                              compose.thread_subject(context["title"], row["game"]))
    return compose.add_bodies(msg, text, html, compose.board_picture(
        cfg, context["board_cid"], current, at, row["role"]))


for _kind in KINDS:
    compose.register(_kind, deadline_mail)
