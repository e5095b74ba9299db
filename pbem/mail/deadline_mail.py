"""The mails of pbem.telling.deadlines: "reminder" (your deadline is near), "expired" (a
deadline passed and the host's policy acted) and "vacation" (an opponent is away, his
clocks stand still: pbem.telling.vacations), composed from their outbox rows.

All are game mails in the game's thread, from the recipient's own view at the row's
version (templates/mail/reminder.* and expired.* extend base.*); times are shown in
the recipient's digest time zone when one is set, else in his account's, else in UTC
(pbem.mail.language), and in his language.
"""
from pbem.mail import compose, language, unsubscribe
from pbem.mail.language import N_, gettext as _
from pbem.telling import deadlines, digests

#: the notices of pbem.telling.deadlines
KINDS = ("reminder", "expired", "vacation")

#: what each expiry policy did, for the "expired" mail
POLICY_TEXT = {
    "default": N_("the game's safe default was played for them"),
    "skip": N_("their turn was skipped"),
    "forfeit": N_("they forfeited the game"),
    "pause": N_("the game is paused until the host resumes it or they play"),
}
#: a forfeit in a game with a time control: the player ran out of time
ON_TIME = N_("they lost on time: their seat left the game")


def _when(service, email, iso):
    rule = digests.setting(service.store.conn, email)
    return language.moment(iso, deadlines.zone(rule["tz"] if rule else language.zone()))


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
        "what": compose.what(row["kind"]), "title": current.meta["title"],
        "game_id": row["game"], "role": row["role"], "name": names.get(row["role"], ""),
        "late": late, "late_name": names.get(late, late),
        "deadline": _when(service, row["recipient"], payload["deadline"])
        if "deadline" in payload else None,
        "first_day": payload.get("first_day") and language.day(payload["first_day"]),
        "last_day": payload.get("last_day") and language.day(payload["last_day"]),
        "tz": payload.get("tz"), "clock": None if current.finished
        else deadlines.clock_lines(service, row["game"]).get(row["role"]),
        "offset": language.duration(row["payload"].get("offset", 0)),
        "policy": _(ON_TIME) if payload.get("policy") == "forfeit" and (
            deadlines.settings(conn, row["game"]) or {}).get("control")
        else _(POLICY_TEXT[payload["policy"]]) if payload.get("policy") in POLICY_TEXT
        else "",
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
