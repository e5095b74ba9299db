"""Posts to forums: queued in the outbox (channel "forum") with the events that cause
them, composed from the log and sent by the dispatch job.

Queued:
- "report", to every forum the game is bound to, by the Service listener in the
  transaction of the change: when someone is newly to act (the rules of
  pbem.telling.notify.plan: a turn handed over, a decision in the middle of a move, the
  game's end), so one post a turn; and once when a game is bound. The row names the
  version it reports, the version of the report before it ("since"), which the
  binding keeps, so a report tells what happened since the last one, and the roles
  newly to act ("newly"), whose linked users are the post's mentions (Discord pings
  them, and nobody who was to act already);
- "report" too when a seat to act is linked to a forum user (report_link): the
  reports made before named no user of it, so nobody was pinged (Discord pings only
  in a new message, and the first status message is made when the game is bound,
  usually before anyone links); none when a report of that version still waits to go
  out and will name him (a post reads the links when it is composed), so a game bound
  and linked at once pings once.
- "report" too when a deadline reminder goes to a seat (warn, a warner of
  pbem.telling.deadlines): the report names the seat's clock and mentions its linked
  user, once per deadline and reminder;
- "answer", to the forum a post came from (pbem.forum.incoming), queued before the
  post's commands are applied, so it goes out before the report they cause.
Each row's dedupe key (forum, game, version or post) queues it once however often
its cause is told.

Sent by dispatch_due (the scheduler's "forum" job): a row is claimed before it is sent
(pbem.telling.outbox.claim), so two dispatchers never post it twice, and what the forum
answers decides its fate (pbem.forum.adapter): posted (sent), rate-limited (the
forum is paused for the wait it names, kept in the outbox's pause table under
"forum:NAME" so every dispatcher keeps it; no attempt counted), unreachable (due
again next run, no attempt counted: an outage loses nothing), a temporary refusal
(retried after [forums.NAME] retry_seconds, doubling, failed after max_attempts), a
permanent one (failed, listed by `pbem outbox`). After any of these but a post, the
forum gets nothing more in that run, so its posts keep their order.
"""
import logging
from datetime import datetime, timedelta, timezone

from pbem.core.errors import ServiceError
from pbem.core.service import Service
from pbem.forum import adapter, language, render, report, store
from pbem.forum.adapter import Down, Fail, Later, Outgoing, Retry, Sent
from pbem.telling import notify, outbox

log = logging.getLogger(__name__)
CHANNEL = "forum"
REPORT, ANSWER = "report", "answer"


def enqueue_report(conn, game, forum, since, delay=0, newly=None, cause=""):
    """Queue the report of GAME's version for FORUM, telling what happened from
    version SINCE on (None: since the roles to act last acted), due in DELAY seconds,
    for the roles NEWLY to act (None: all those to act); CAUSE tells apart a second
    report of the same version (a link)."""
    outbox.enqueue(conn, REPORT, forum, channel=CHANNEL, game=game.id,
                   version=game.version, payload={"since": since, "head": game.head,
                                                  "newly": newly},
                   dedupe_key=f"forum:{forum}:{game.id}:report:{game.version}{cause}",
                   delay=delay)
    store.set_reported(conn, game.id, forum, game.version)


def report_link(conn, game, forum, role, user):
    """Queue a report for FORUM naming USER, just linked to ROLE of GAME, when ROLE is
    to act and no report of this version waiting to go out names him already (see
    the module's docstring); one per version, seat and user."""
    if role not in Service.active(game):
        return
    for row in outbox.pending(conn, game.id, game.version, CHANNEL):
        newly = row["payload"].get("newly")
        if row["kind"] == REPORT and row["recipient"] == forum and (
                newly is None or role in newly):
            return
    enqueue_report(conn, game, forum, None, newly=[role], cause=f":link:{role}:{user}")


def listener(conn, change):
    """Service listener: a report to each forum of the game when someone is newly to
    act (same transaction as the events); it waits change.held seconds while its
    actor may take the move back, and a take-back withdraws the reports of what it
    took back that have not gone out (pbem.core.undo)."""
    if change.took_back is not None:
        for row in reversed(outbox.withdraw(conn, change.game.id, change.took_back,
                                            CHANNEL)):
            if row["kind"] == REPORT:   # the next report tells from where this one did
                store.set_reported(conn, row["game"], row["recipient"],
                                   row["payload"]["since"])
    bindings = store.bindings(conn, change.game.id)
    newly = [role for role, _kinds in notify.plan(change)] if bindings else []
    for binding in bindings:
        # a take-back of a move whose report went out is reported in its turn
        announced = change.took_back is not None and (binding["reported"] or 0) > \
            change.took_back
        if announced or newly:
            enqueue_report(conn, change.game, binding["forum"], binding["reported"],
                           change.held, newly)


def warn(conn, game, role, deadline, offset):
    """A deadline warner: a report to each forum of GAME mentioning ROLE, whose
    DEADLINE (UTC ISO) is OFFSET seconds away (same transaction as the reminder)."""
    for binding in store.bindings(conn, game.id):
        enqueue_report(conn, game, binding["forum"], binding["reported"], newly=[role],
                       cause=f":warning:{role}:{deadline}:{offset}")


def reserve_answer(conn, forum, game_id, post_key):
    """The id of a new answer row for the post POST_KEY (None: it has one), to be
    filled by fill_answer in the same transaction."""
    return outbox.enqueue(conn, ANSWER, forum, channel=CHANNEL, game=game_id,
                          payload={}, dedupe_key=f"forum:{forum}:answer:{post_key}")


def fill_answer(conn, row_id, version, payload):
    outbox.set_payload(conn, row_id, payload, version)


# -- composing -------------------------------------------------------------------------
def compose(service, cfg, forum, kind, game_id, version, payload, binding):
    """The Outgoing post of one row's content."""
    base = report.base_url(cfg)
    if kind == REPORT:
        data = report.build(service, base, game_id, version, payload["since"],
                            store.users(service.store.conn, game_id, forum))
        newly = payload.get("newly")
        return Outgoing(REPORT, game_id, version, render.report_markdown(data), data,
                        data["links"]["board"],
                        [s["user"] for s in data["to_act"] if s["user"] and (
                            newly is None or s["role"] in newly)], binding)
    data = report.answer(service, base, game_id, version, payload["role"],
                         payload["lines"], user=payload["user"], post=payload["post"],
                         notice=payload["notice"])
    return Outgoing(ANSWER, game_id, version, render.answer_markdown(data), data,
                    data["links"]["board"], [payload["user"]], binding,
                    payload["reply_to"])


# -- sending ---------------------------------------------------------------------------
def _pause_channel(forum):
    return f"{CHANNEL}:{forum}"


def dispatch_due(service, cfg, now=None):
    """Send the due forum rows this dispatcher can claim; returns counts {"sent",
    "retry", "failed", "waiting"} ("waiting": due rows left for a later run: their
    forum is rate-limited, unreachable or refused the row before)."""
    now = now or datetime.now(timezone.utc)
    counts = {"sent": 0, "retry": 0, "failed": 0, "waiting": 0}
    stopped = set()
    conn = service.store.conn
    for row in outbox.due(conn, CHANNEL, now):
        forum = row["recipient"]
        pause = outbox.login_pause(conn, _pause_channel(forum))
        if forum in stopped or (pause and now < pause["paused_until"]):
            stopped.add(forum)
            counts["waiting"] += 1
            continue
        try:
            settings = adapter.settings(cfg, forum)
            kind = adapter.get(settings["type"])
        except ServiceError as e:
            counts[_give_up(service, row, f"forum {forum}: {e.message}", now)] += 1
            continue
        moment = max(now, datetime.now(timezone.utc))
        with service.store.transaction() as conn:
            row = outbox.claim(conn, row["id"], settings["lease_seconds"], moment)
        if row is None:                 # another dispatcher has it, or has sent it
            continue
        fate = _send_one(service, cfg, settings, kind, row, now)
        counts[fate] += 1
        if fate != "sent":
            stopped.add(forum)
    return counts


def _give_up(service, row, reason, now):
    with service.store.transaction() as conn:
        if outbox.claim(conn, row["id"], 60, now) is not None:
            outbox.mark_failed(conn, row["id"], reason)
    log.error("forum post %s failed: %s", row["id"], reason)
    return "failed"


def _send_one(service, cfg, settings, kind, row, now):
    """Post one claimed row and record its fate ("sent", "retry", "failed" or
    "waiting")."""
    forum = settings["name"]
    binding = store.binding(service.store.conn, row["game"], forum)
    if binding is None:
        with service.store.transaction() as conn:
            outbox.mark_failed(conn, row["id"], f"game {row['game']} is no longer bound "
                                                f"to {forum}: not posted")
        return "failed"
    try:
        with language.speaking(settings["language"]):
            post = compose(service, cfg, forum, row["kind"], row["game"], row["version"],
                           row["payload"], binding)
    except Exception as e:  # a row that cannot be composed will not heal by waiting
        log.exception("forum post %s cannot be composed", row["id"])
        with service.store.transaction() as conn:
            outbox.mark_failed(conn, row["id"], f"compose: {e!r}")
        return "failed"
    with language.speaking(settings["language"]):   # an adapter's own words
        result = kind.send(settings, post, now)
    with service.store.transaction() as conn:
        return _record(conn, settings, row, result, now)


def _record(conn, settings, row, result, now):
    forum = settings["name"]
    if isinstance(result, Sent):
        outbox.mark_sent(conn, row["id"], result.remote_id, now)
        outbox.resume_logins(conn, _pause_channel(forum))
        if result.status_message is not None:
            store.set_status_message(conn, row["game"], forum, result.status_message)
        return "sent"
    if isinstance(result, Later):
        until = now + timedelta(seconds=result.seconds)
        outbox.release(conn, row["id"], result.reason)
        outbox.pause_logins(conn, 1, until, result.reason, now, _pause_channel(forum))
        log.warning("%s; no posts to %s before %s", result.reason, forum,
                    outbox.now_iso(until))
        return "waiting"
    if isinstance(result, Down):
        outbox.release(conn, row["id"], result.reason)
        log.warning("forum %s unreachable: %s; its posts wait", forum, result.reason)
        return "waiting"
    if isinstance(result, Retry) and row["attempts"] + 1 < settings["max_attempts"]:
        wait = settings["retry_seconds"] * 2 ** row["attempts"]
        outbox.mark_retry(conn, row["id"], result.reason, now + timedelta(seconds=wait))
        return "retry"
    if not isinstance(result, (Retry, Fail)):
        raise TypeError(f"a forum adapter's send returned {result!r}")
    outbox.mark_failed(conn, row["id"], result.reason)
    log.error("forum post %s failed: %s", row["id"], result.reason)
    return "failed"
