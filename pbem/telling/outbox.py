"""The outbox: notifications waiting to leave, as rows beside the event log.

A notification is written in the same transaction as the events that cause it (design
§5 step 6), so a rolled-back move sends nothing and an accepted move always sends. Rows
hold only what to send and to whom (kind, game, role, version, a small payload); the
message itself is composed from the log when it is dispatched, so it can always be
rebuilt. `dedupe_key` (unique) makes every producer idempotent: a job that runs twice,
or a reply delivered twice, enqueues one row.

Status: "pending" (due at next_attempt_at), "sending" (claimed by one dispatcher until
lease_until), "sent" (the server accepted it; never sent again), "failed" (gave up
after the retries; kept for `pbem outbox`), "bounced" (sent, then reported undeliverable
for good by a delivery-status notification, pbem.mail.bounce), "held" (not sent: its
recipient is paused after bounces; due again when the address resumes), "withdrawn"
(not sent, never to be: the move it announced was taken back, pbem.core.undo),
"superseded" (held, then not sent when its address resumed: a newer mail of its game
says where the game stands, pbem.mail.bounce). Rows are never deleted: `pbem outbox`
shows what became of each.

Claims: a dispatcher sends only a row it has claimed (`claim`: one UPDATE that turns a
due row into "sending" with a lease), so two dispatchers, in one process or several,
never both send a row (on PostgreSQL the row is taken FOR UPDATE SKIP LOCKED: one
that another dispatcher's transaction holds is passed over, not waited for). A
dispatcher that dies holding a claim leaves the row
"sending"; when the lease runs out the row is due again and another run sends it.

Login pauses (table login_pause, one row per channel from a login the server refused to
the next it accepts): after the server refused the configuration (a wrong password),
dispatchers do not log in again until `paused_until`, so a wrong password cannot
hammer the provider; kept here, not in a process, because every dispatcher (`pbem
serve`, the CLI) must see it. pbem.mail.send decides how long a pause lasts.
"""
import json
from datetime import datetime, timedelta, timezone

COLUMNS = ("id", "channel", "kind", "recipient", "game", "role", "version", "payload",
           "dedupe_key", "status", "attempts", "next_attempt_at", "last_error",
           "message_id", "created_at", "sent_at", "lease_until")


def now_iso(now=None):
    return (now or datetime.now(timezone.utc)).astimezone(timezone.utc).isoformat(
        timespec="seconds")


#: where a database that announces writes (PostgreSQL) tells that a row is pending,
#: with its channel ("mail", "forum"): a worker's dispatch wakes at once (pbem.jobs.scheduler)
NOTICES = "pbem_outbox"


def create(conn):
    """The outbox and login_pause tables (idempotent)."""
    conn.execute(
        f"CREATE TABLE IF NOT EXISTS outbox (id {conn.dialect.serial_key}, channel TEXT "
        "NOT NULL, kind TEXT NOT NULL, recipient TEXT NOT NULL, game TEXT, role TEXT, "
        "version INTEGER, payload TEXT NOT NULL, dedupe_key TEXT, status TEXT NOT NULL, "
        "attempts INTEGER NOT NULL, next_attempt_at TEXT NOT NULL, last_error TEXT, "
        "message_id TEXT, created_at TEXT NOT NULL, sent_at TEXT, lease_until TEXT)")
    conn.dialect.add_column(conn, "outbox", "lease_until", "TEXT")  # made before claims
    for name, columns, unique in (
            ("dedupe_key", "dedupe_key", True),
            ("status_next_attempt_at", "status, next_attempt_at", False),
            # a bounce names the mail by its Message-ID
            ("message_id", "message_id", False),
            # "when was this seat last mailed its link" (pbem.mail.seat_link)
            ("game_role_kind", "game, role, kind", False)):
        conn.execute(f"CREATE {'UNIQUE ' if unique else ''}INDEX IF NOT EXISTS "
                     f"idx_outbox_{name} ON outbox ({columns})")
    notifier = conn.dialect.notifier("outbox", NOTICES, "channel",
                                     "INSERT OR UPDATE OF status", "NEW.status = 'pending'")
    if notifier:
        conn.execute(notifier)
    conn.execute("CREATE TABLE IF NOT EXISTS login_pause (channel TEXT PRIMARY KEY, "
                 "refusals INTEGER NOT NULL, paused_until TEXT NOT NULL, last_error "
                 "TEXT, since TEXT NOT NULL)")


def enqueue(conn, kind, recipient, *, channel="mail", game=None, role=None, version=None,
            payload=None, dedupe_key=None, now=None, delay=0):
    """Add one row (inside the caller's transaction), due DELAY seconds from now;
    returns its id, or None when a row with the same dedupe_key exists already."""
    now = now or datetime.now(timezone.utc)
    row = conn.execute(
        "INSERT INTO outbox (channel, kind, recipient, game, role, version, "
        "payload, dedupe_key, status, attempts, next_attempt_at, created_at) "
        "VALUES (?,?,?,?,?,?,?,?,'pending',0,?,?) ON CONFLICT DO NOTHING RETURNING id",
        (channel, kind, recipient, game, role, version,
         json.dumps(payload or {}, ensure_ascii=False), dedupe_key,
         now_iso(now + timedelta(seconds=delay)), now_iso(now))).fetchone()
    return row[0] if row else None


def withdraw(conn, game, after_version, channel):
    """Withdraw GAME's rows of CHANNEL for versions past AFTER_VERSION that have not
    gone out (pending or held): the moves they announce were taken back. Returns the
    rows withdrawn, oldest first."""
    where = ("game=? AND channel=? AND version>? AND status IN ('pending', 'held')",
             (game, channel, after_version))
    rows = [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE {where[0]} ORDER BY id", where[1])]
    conn.execute("UPDATE outbox SET status='withdrawn', last_error='the move was taken "
                 f"back' WHERE {where[0]}", where[1])
    return rows


def pending(conn, game, version, channel):
    """GAME's rows of CHANNEL for VERSION that no dispatcher has claimed yet (so what
    they say is still to be composed), oldest first."""
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE game=? AND version=? AND "
        "channel=? AND status='pending' ORDER BY id", (game, version, channel))]


def set_payload(conn, row_id, payload, version=None):
    """Fill in a row enqueued before what it tells was known (inside the same
    transaction, so nobody sees it unfilled): a producer that wants its row sent
    before the rows its own change causes enqueues it first."""
    conn.execute("UPDATE outbox SET payload=?, version=? WHERE id=?",
                 (json.dumps(payload, ensure_ascii=False), version, row_id))


def _row(r):
    row = dict(zip(COLUMNS, r))
    row["payload"] = json.loads(row["payload"])
    return row


#: a row that may be claimed at ? (now): pending and due, or claimed by a sender whose
#: lease ran out (it died, or hangs, before it could record what happened)
_CLAIMABLE = ("((status='pending' AND next_attempt_at<=?) OR "
              "(status='sending' AND lease_until<?))")


def due(conn, channel="mail", now=None, limit=50, kinds=None, skip=()):
    """Rows that may be claimed now, oldest first (candidates: claim each before
    sending it, since another dispatcher may take it first): at most LIMIT (None: all),
    of KINDS only (None: any) and of none of SKIP."""
    stamp = now_iso(now)
    which = ""
    if kinds is not None:
        which += f" AND kind IN ({', '.join('?' * len(kinds))})"
    if skip:
        which += f" AND kind NOT IN ({', '.join('?' * len(skip))})"
    order = " ORDER BY id" + ("" if limit is None else f" LIMIT {int(limit)}")
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE channel=? AND {_CLAIMABLE}"
        f"{which}{order}",
        (channel, stamp, stamp, *(kinds or ()), *skip))]


def claim(conn, row_id, lease_seconds, now=None):
    """Claim one row for sending until now + lease_seconds: the row as claimed, or
    None when it is not claimable (another dispatcher has it, or it was sent)."""
    now = now or datetime.now(timezone.utc)
    stamp = now_iso(now)
    cur = conn.execute(f"UPDATE outbox SET status='sending', lease_until=? WHERE id IN "
                       f"(SELECT id FROM outbox WHERE id=? AND {_CLAIMABLE}"
                       f"{conn.dialect.skip_locked})",
                       (now_iso(now + timedelta(seconds=lease_seconds)), row_id,
                        stamp, stamp))
    return get(conn, row_id) if cur.rowcount == 1 else None


def get(conn, row_id):
    r = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE id=?",
                     (row_id,)).fetchone()
    return _row(r) if r else None


def mark_sent(conn, row_id, message_id, now=None):
    conn.execute("UPDATE outbox SET status='sent', sent_at=?, message_id=?, "
                 "attempts=attempts+1, last_error=NULL, lease_until=NULL WHERE id=?",
                 (now_iso(now), message_id, row_id))


def mark_retry(conn, row_id, error, retry_at):
    """One more failed attempt; pending again, due at retry_at (a datetime)."""
    conn.execute("UPDATE outbox SET status='pending', attempts=attempts+1, "
                 "last_error=?, next_attempt_at=?, lease_until=NULL WHERE id=?", (str(error)[:500], now_iso(retry_at),
                                                  row_id))


def mark_failed(conn, row_id, error):
    """Give up on a row: it stays, listed by `pbem outbox`, and can be retried by hand."""
    conn.execute("UPDATE outbox SET status='failed', attempts=attempts+1, last_error=?, "
                 "lease_until=NULL WHERE id=?", (str(error)[:500], row_id))


def release(conn, row_id, error, attempted=False):
    """Give a claimed row back unsent, due at once, with ERROR noted: the message was
    not handed to the server (it could not be reached, or refused the login);
    ATTEMPTED counts it as an attempt (a configuration error, which must show)."""
    conn.execute("UPDATE outbox SET status='pending', lease_until=NULL, last_error=?, "
                 "attempts=attempts+? WHERE id=? AND status='sending'",
                 (str(error)[:500], int(attempted), row_id))


def hold(conn, row_id, reason):
    """Keep a claimed row unsent, with REASON noted, until release_held(): its
    recipient is paused."""
    conn.execute("UPDATE outbox SET status='held', lease_until=NULL, last_error=? "
                 "WHERE id=? AND status='sending'", (str(reason)[:500], row_id))


def held(conn, recipient):
    """The held rows of RECIPIENT (any case), oldest first."""
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE status='held' AND "
        "lower(recipient)=lower(?) ORDER BY id", (recipient,))]


def held_recipients(conn, channel="mail"):
    """The recipients (lower case) of CHANNEL's held rows."""
    return [r[0] for r in conn.execute("SELECT DISTINCT lower(recipient) FROM outbox "
                                       "WHERE status='held' AND channel=?", (channel,))]


def supersede(conn, row_ids, reason):
    """Held rows that will never be sent, with REASON noted (they stay listed)."""
    conn.executemany("UPDATE outbox SET status='superseded', last_error=? WHERE id=? AND "
                     "status='held'", [(str(reason)[:500], i) for i in row_ids])


def release_held(conn, recipient, now=None):
    """The held rows of RECIPIENT (any case) are due now; returns how many."""
    return conn.execute("UPDATE outbox SET status='pending', next_attempt_at=? "
                        "WHERE status='held' AND lower(recipient)=lower(?)",
                        (now_iso(now), recipient)).rowcount


def sent_with(conn, message_id):
    """The sent (or bounced) row whose mail had MESSAGE_ID, or None."""
    r = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE message_id=? AND "
                     "status IN ('sent', 'bounced')", (message_id,)).fetchone()
    return _row(r) if r else None


def last_sent_to(conn, recipient):
    """The newest sent (or bounced) row to RECIPIENT (any case), or None."""
    r = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE status IN ('sent', "
                     "'bounced') AND lower(recipient)=lower(?) ORDER BY sent_at DESC, id "
                     "DESC LIMIT 1", (recipient,)).fetchone()
    return _row(r) if r else None


def first_mail(conn, game, recipient):
    """The first mail row of GAME to RECIPIENT (any case) that went or may still go
    (not failed, withdrawn or superseded), or None: the root of the game's thread in
    that recipient's mailbox (pbem.mail.compose.thread)."""
    r = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE game=? AND "
                     "channel='mail' AND lower(recipient)=lower(?) AND status NOT IN "
                     "('failed', 'withdrawn', 'superseded') ORDER BY id LIMIT 1",
                     (game, recipient)).fetchone()
    return _row(r) if r else None


def mark_bounced(conn, row_id, error):
    """A sent row was reported undeliverable for good: bounced, with ERROR noted."""
    conn.execute("UPDATE outbox SET status='bounced', last_error=? WHERE id=? AND "
                 "status IN ('sent', 'bounced')", (str(error)[:500], row_id))


def listing(conn, statuses=("pending", "sending", "held", "failed", "bounced",
                            "withdrawn", "superseded")):
    marks = ",".join("?" * len(statuses))
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE status IN ({marks}) ORDER BY id",
        tuple(statuses))]


def last_created(conn, kind, game, role):
    """When the newest row of KIND for (GAME, ROLE) was written (a datetime), or None:
    how a producer that may not repeat itself too soon knows when it last did."""
    row = conn.execute("SELECT max(created_at) FROM outbox WHERE kind=? AND game=? AND "
                       "role=?", (kind, game, role)).fetchone()
    return datetime.fromisoformat(row[0]) if row and row[0] else None


def counts(conn):
    """[(channel, status, rows)] of the whole outbox (GET /metrics)."""
    return [tuple(r) for r in conn.execute(
        "SELECT channel, status, count(*) FROM outbox GROUP BY channel, status "
        "ORDER BY channel, status")]


def game_heads(conn, game_id):
    """[(row id, version, head or None)] of the game's rows, for `pbem verify`: a row
    names the version its mail shows, with the head hash the mail's footer carries
    when the producer recorded it, so a log cut or rewritten behind them disagrees."""
    return [(r[0], r[1], json.loads(r[2]).get("head")) for r in conn.execute(
        "SELECT id, version, payload FROM outbox WHERE game=? AND version IS NOT NULL "
        "ORDER BY id", (game_id,))]


def requeue(conn, row_id, now=None):
    """Put a failed row back to pending, due now, with its attempts counted afresh;
    False when there is no failed row with that id."""
    cur = conn.execute("UPDATE outbox SET status='pending', attempts=0, "
                       "next_attempt_at=? WHERE id=? AND status='failed'",
                       (now_iso(now), row_id))
    return cur.rowcount == 1


def login_pause(conn, channel="mail"):
    """The pause of CHANNEL's logins, or None when its last login was accepted (or none
    was refused): {"refusals" (refused logins in a row), "paused_until" (a datetime:
    no login before it), "last_error", "since" (the first refusal, a datetime)}. A
    pause whose time is over stays until a login is accepted (it keeps the count)."""
    r = conn.execute("SELECT refusals, paused_until, last_error, since FROM login_pause "
                     "WHERE channel=?", (channel,)).fetchone()
    if r is None:
        return None
    return {"refusals": r[0], "paused_until": datetime.fromisoformat(r[1]),
            "last_error": r[2], "since": datetime.fromisoformat(r[3])}


def pause_logins(conn, refusals, paused_until, last_error, since, channel="mail"):
    """Note a refused login (inside the caller's transaction): no login before
    PAUSED_UNTIL (a datetime), REFUSALS in a row since SINCE."""
    conn.execute("INSERT INTO login_pause (channel, refusals, paused_until, last_error, "
                 "since) VALUES (?,?,?,?,?) ON CONFLICT(channel) DO UPDATE SET "
                 "refusals=excluded.refusals, paused_until=excluded.paused_until, "
                 "last_error=excluded.last_error, since=excluded.since",
                 (channel, refusals, now_iso(paused_until), str(last_error)[:500],
                  now_iso(since)))


def resume_logins(conn, channel="mail"):
    """A login was accepted: CHANNEL's pause (if any) is over and its count forgotten."""
    conn.execute("DELETE FROM login_pause WHERE channel=?", (channel,))
