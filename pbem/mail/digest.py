"""Daily digests: one mail per player and local day covering all that player's games.

A setting belongs to an email address: off (no row), or daily at an hour of the
player's IANA time zone. The job (enqueue_due here) looks at each setting: the digest is due
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

Its Reply-To is the digest's own address (pbem.mail.address.digest_address): a reply
plays in the digest's games by lines `GAME: COMMAND` (pbem.mail.digest_reply). Each
day's digest starts a thread of its own, with its subject naming the day; the answers
to a reply to it carry that subject and the player's chain, so they join that thread.

enqueue_due writes the rows; the digest job (pbem.mail.digest_pool.run_digests) also
composes and sends them, in worker processes. Writing a row reads indexed rows only
(the player's seats by address with the lobby's row of each game, its deadlines);
composing it reads each game's view at the row's version (Service.view_at: the newest
snapshot and the tail) and the last MAX_EVENTS events it lists (Service.events_for).
"""
import json
import logging
from datetime import datetime, time, timedelta, timezone

from pbem import deadlines, logs, metrics, outbox, seats
from pbem.errors import Invalid
from pbem.mail import address, compose, prefs

log = logging.getLogger(__name__)
#: the outbox kind of a digest
KIND = "digest"
#: the events of one game a digest lists at most (the newest; the count of the rest)
MAX_EVENTS = 60


def create(conn):
    """The digest settings table, made when missing (idempotent). tables.create runs
    this when a service is opened, so the job and `pbem digest` only read the schema."""
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
        raise Invalid(f"the digest hour is 0..23, not {hour}")
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
            "generation": address.generation(conn, game_id, seat["role"]),
            "deadlines": {r: at.isoformat() for r, at in
                          deadlines.deadlines(service, game_id).items()},
            "paused": deadlines.paused(service, game_id)}


# -- the mail --------------------------------------------------------------------------
def _event_lines(service, game_id, role, start, end):
    """The last MAX_EVENTS of the events of versions start..end-1 as ROLE may see them
    (Service.events_for: each in the game's own words, a taken-back one said so), and
    how many earlier ones are not shown; only the events shown are read."""
    shown = max(start, end - MAX_EVENTS)
    lines = [e["text"] for e in service.events_for(game_id, role, shown)
             if e["version"] < end]
    return lines, shown - start


def subject(payload):
    """The subject of the digest of PAYLOAD (a digest row's), naming its day."""
    return f"Your pbem digest for {payload['local_date']}"


def _local(iso, where):
    return datetime.fromisoformat(iso).astimezone(where).strftime("%a %d %b %Y %H:%M %Z")


def compose_digest(service, cfg, row):
    """The digest mail of an outbox row, from its payload and the log."""
    payload = row["payload"]
    where = deadlines.zone(payload["tz"])
    parts, pictures = [], {}
    for part in payload["games"]:
        at = service.view_at(part["game"], part["to"], part["role"])
        game = service.load(part["game"])
        names = {s["role"]: s["name"] for s in game.meta["seats"]}
        events, earlier = _event_lines(service, part["game"], part["role"],
                                       part["from"], part["to"])
        your_turn = part["role"] in part["active"]
        cid = compose.board_cid(cfg, part["game"], part["to"]) if your_turn else None
        pictures.update(compose.board_picture(cfg, cid, game, at, part["role"]))
        parts.append({
            "title": game.meta["title"], "game_id": part["game"], "role": part["role"],
            "status": part["status"], "events": events, "earlier": earlier,
            "active": [f"{names.get(r, r)} ({r})" for r in part["active"]],
            "deadlines": [(f"{names.get(r, r)} ({r})", _local(t, where))
                          for r, t in part["deadlines"].items()],
            "paused": deadlines.pause_words(game, part.get("paused"), part["role"]),
            "your_turn": your_turn, "board_cid": cid, "version": part["to"],
            "outcome": at["view"]["outcome"],
            "link": compose.game_url(cfg, part["game"])})
    context = {"local_date": payload["local_date"], "games": parts,
               "since": _local(payload["since"], where),
               "until": _local(payload["until"], where),
               "unsubscribe": prefs.unsubscribe_url(service.store.conn, cfg,
                                                    row["recipient"], KIND)}
    text, html = compose.render(KIND, **context)
    msg = compose.message_for(service, cfg, row, subject(payload))
    msg["Reply-To"] = address.digest_address(service.store.conn, cfg, row["id"])
    return compose.add_bodies(msg, text, html, pictures)


compose.register(KIND, compose_digest)
