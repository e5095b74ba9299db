"""When a player's daily digest is due, and what it covers (one mail per player and local
day covering all that player's games; pbem.mail.digest composes it).

A setting belongs to an email address: off (no row), or daily at an hour of the
player's IANA time zone. The job (enqueue_due) looks at each setting: the digest is due
when the latest local HOUR:00 has passed since the last digest (or since the setting
was made). Computing that slot in the player's zone keeps the local hour across
daylight-saving changes, and because only the latest slot counts, a server that was
down for days sends one digest covering the whole gap, not one per missed day.

What the digest covers is decided when its outbox row is written, in the same
transaction that moves the player's marks on: per game the range of versions (from the
last digest's end to now; a game going on that no digest told of yet, as in a
player's first, from its beginning, never an empty window), whose turn it was, the
deadlines, a pause and the seat's mail generation (a rotation ends what a reply to the
digest may play). The mail is composed from that payload and the log, so composing it
later (or again) gives the same text.
The row's dedupe key is (email, local date): a second run the same day adds nothing.

enqueue_due writes the rows (reading indexed rows only: the player's seats by address
with the lobby's row of each game, its deadlines); the digest job
(pbem.jobs.digests.run_digests) has them composed (pbem.mail.digest) and sent, in
worker processes.
"""
import json
import logging
from datetime import datetime, time, timedelta, timezone

from pbem.core import logs, metrics, seats
from pbem.core.errors import Invalid
from pbem.language.speaking import Voice
from pbem.telling import deadlines, outbox, prefs

log = logging.getLogger(__name__)
#: the outbox kind of a digest
KIND = "digest"

#: a digest setting's refusal, in the language of the player setting it
_ = Voice("service")


def create(conn):
    """The digest settings table, made when missing (idempotent; pbem.schema takes
    it), so the job and `pbem digest` only read the schema."""
    conn.execute("CREATE TABLE IF NOT EXISTS digest_settings (email TEXT PRIMARY KEY, "
                 "hour INTEGER NOT NULL, tz TEXT NOT NULL, since TEXT NOT NULL, "
                 "last_date TEXT, marks TEXT NOT NULL)")


def _norm(email):
    return email.strip().lower()


def _instant(moment):
    """UTC ISO text in the event store's own format, so the two compare as text."""
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def _now(now):
    return now or datetime.now(timezone.utc)


def set_daily(service, email, hour, tz, now=None):
    """EMAIL gets a digest daily at HOUR:00 in time zone TZ (turns digests back on)."""
    deadlines.zone(tz)
    if not 0 <= hour <= 23:
        raise Invalid(_("the digest hour is 0..23, not {hour}", hour=hour))
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO digest_settings VALUES (?,?,?,?,NULL,'{}') "
                     "ON CONFLICT(email) DO UPDATE SET hour=excluded.hour, "
                     "tz=excluded.tz",
                     (_norm(email), hour, tz, _instant(_now(now))))
        prefs.turn_on(conn, email, KIND)


def turn_off(service, email):
    """No more digests for EMAIL; a later setting starts afresh from its own time."""
    with service.store.transaction() as conn:
        conn.execute("DELETE FROM digest_settings WHERE email=?", (_norm(email),))


def setting(conn, email):
    """{"hour", "tz", "since", "last_date", "marks"} of EMAIL, or None (off)."""
    row = conn.execute("SELECT hour, tz, since, last_date, marks FROM digest_settings "
                       "WHERE email=?", (_norm(email),)).fetchone()
    if row is None:
        return None
    return {"hour": row[0], "tz": row[1], "since": row[2], "last_date": row[3],
            "marks": json.loads(row[4])}


def due_date(rule, now, immediately=False):
    """The local date whose digest is due now, or None.

    Normally that is the date of the latest local HOUR:00 at or before NOW, if it came
    after the last digest; IMMEDIATELY makes it today's local date regardless of the
    hour. Either way a date gets one digest only."""
    where = deadlines.zone(rule["tz"])
    today = now.astimezone(where).date()
    if immediately:
        slot_date = today
    else:
        slot_date = today
        if datetime.combine(today, time(rule["hour"]), where) > now:
            slot_date = today - timedelta(days=1)
        slot = datetime.combine(slot_date, time(rule["hour"]), where)
        if _instant(slot) <= rule["since"]:
            return None
    if rule["last_date"] and slot_date.isoformat() <= rule["last_date"]:
        return None
    return slot_date


# -- the rows -------------------------------------------------------------------------
def enqueue_due(service, cfg, now=None, immediately=False):
    """One digest row per player whose digest is due; returns how many rows it
    enqueued."""
    now = _now(now)
    conn = service.store.conn
    count = 0
    for (email,) in conn.execute("SELECT email FROM digest_settings ORDER BY email"
                                 ).fetchall():
        rule = setting(conn, email)
        local_date = due_date(rule, now, immediately)
        if local_date is None or prefs.is_off(conn, email, KIND):
            continue
        try:
            count += _enqueue(service, email, rule, local_date, now)
        except Exception:  # noqa: BLE001 - one player's trouble must not stop the rest
            log.exception("digest of %s", logs.address(email))
    return count


def _enqueue(service, email, rule, local_date, now):
    """Write the digest row and move the marks on, in one transaction; 1 if written."""
    with service.store.transaction() as conn:
        games = [_game_part(service, conn, seat, rule)
                 for seat in seats.of_email(conn, email)]
        games = [g for g in games if g["to"] > g["from"] or g["status"] == "active"]
        marks = dict(rule["marks"], **{g["game"]: g["to"] for g in games})
        conn.execute("UPDATE digest_settings SET since=?, last_date=?, marks=? "
                     "WHERE email=?", (_instant(now), local_date.isoformat(),
                                       json.dumps(marks), email))
        if not games:
            return 0
        begun = [service.store.read(g["game"], 0, 1)[0].recorded_at for g in games
                 if g["from"] == 0]
        payload = {"local_date": local_date.isoformat(), "tz": rule["tz"],
                   "since": min([rule["since"], *begun]), "until": _instant(now),
                   "games": games}
        written = outbox.enqueue(conn, KIND, email, payload=payload,
                                 dedupe_key=f"digest:{email}:{local_date.isoformat()}",
                                 now=now) is not None
    if written:
        metrics.add("pbem_digests_total")
        metrics.add("pbem_digest_games_total", len(games))
    return int(written)


def _game_part(service, conn, seat, rule):
    """One game's share of a digest: its version range and where it stands at its
    end, from the player's SEAT as seats.of_email gives it (no fold of the game). A
    game going on that no digest told of yet is told from its beginning (the player
    has not heard of it here); one that ended, from the setting on."""
    game_id = seat["game"]
    start = rule["marks"].get(game_id)
    if start is None and seat["status"] == "active":
        start = 0
    if start is None:
        start = service.store.first_after(game_id, rule["since"])
        start = seat["version"] if start is None else start
    return {"game": game_id, "role": seat["role"], "from": start, "to": seat["version"],
            "status": seat["status"], "active": seat["active"],
            "generation": seat["generation"],
            "deadlines": {r: at.isoformat() for r, at in
                          deadlines.deadlines(service, game_id).items()},
            "paused": deadlines.paused(service, game_id),
            "clock": deadlines.clock_lines(service, game_id).get(seat["role"])
            if seat["status"] == "active" else None}
