"""A forum's request to /hooks/<type>/<forum>: verified by the forum type's adapter,
then read and applied here, the same for every type.

receive() answers (JSON body, HTTP status): 404 for a forum that is not configured
(or not of that type), the adapter's 4xx for a request it does not believe (nothing
read), 200 for one ignored on purpose (the forum must neither retry it nor disable the
hook), 200 once a post is handled, 503 when the database is busy (nothing applied;
the forum retries). Every request that applies nothing is logged with why.

A believed post (an Inbound) is handled in one transaction with its bookkeeping, so
a forum's retry applies nothing twice and a crash half-way applies nothing:
1. a post one of whose keys was handled before is done already;
2. its game is the one bound to the topic or thread it was posted in (none: ignored);
3. a post without a ```pbem block or a `pbem link CODE` line is conversation: no
   answer (pbem.forum.post);
4. a link code ties the poster to a seat (pbem.forum.hosting.redeem), and once the
   post's commands are applied, a seat newly linked that is to act gets a report
   naming its user (pbem.forum.outgoing.report_link);
5. the commands go through Service.submit() as the poster's linked seat, in order,
   as a mail reply's do (pbem.core.lines); a poster linked to no seat applies nothing;
6. the answer (what became of each line, or why nothing was applied) is queued
   before the commands are applied, so it is posted before the report they cause,
   as a reply to the post (an adapter with ANSWER_INLINE answers in the response).
"""
import logging
from datetime import datetime, timezone

from pbem.core import lines
from pbem.core.errors import ServiceError
from pbem.forum import adapter, hosting, language, outgoing, post, store
from pbem.forum.language import gettext as _
from pbem.forum.adapter import Ignore, Refuse
from pbem.telling import outbox

log = logging.getLogger(__name__)


def receive(service, cfg, kind, forum, headers, body, now=None):
    """(JSON body, status) for one request of forum type KIND to FORUM's hook."""
    now = now or datetime.now(timezone.utc)
    try:
        settings = adapter.settings(cfg, forum)
    except ServiceError as e:
        log.warning("hook %s/%s refused: %s", kind, forum, e.message)
        return {"error": f"no {kind} forum {forum!r} here"}, 404
    if settings["type"] != kind:
        log.warning("hook %s/%s refused: %s is a %s forum", kind, forum, forum,
                    settings["type"])
        return {"error": f"no {kind} forum {forum!r} here"}, 404
    with language.speaking(settings["language"]):
        return _receive(service, cfg, kind, forum, settings, headers, body, now)


def _receive(service, cfg, kind, forum, settings, headers, body, now):
    """receive() once FORUM is known to be configured as a KIND forum; what it says to
    the poster in the forum's language."""
    forum_type = adapter.get(kind)
    verdict = forum_type.verify(settings, headers, body, now)
    if isinstance(verdict, Refuse):
        log.warning("hook %s/%s refused (%d): %s", kind, forum, verdict.status,
                    verdict.reason)
        return {"error": verdict.reason}, verdict.status
    if isinstance(verdict, Ignore):
        log.info("hook %s/%s ignored: %s", kind, forum, verdict.reason)
        return verdict.body or {"ok": True, "ignored": verdict.reason}, 200
    try:
        summary, answer = handle(service, cfg, settings, forum_type, verdict, now)
    except Exception as e:
        if not service.store.dialect.busy(e):
            raise
        log.warning("hook %s/%s: database busy, nothing applied: %s", kind, forum, e)
        return {"error": "busy: nothing was applied, try again"}, 503
    log.info("hook %s/%s: post %s by %s: %s", kind, forum, verdict.keys[0], verdict.user,
             summary)
    return forum_type.acknowledge(verdict, summary, answer), 200


def _binding(conn, forum, inbound):
    """The binding the post was made at: of the game it names, else of its topic or
    thread (a place given as both, as Discord's channel ids are, may be bound as
    either)."""
    if inbound.game is not None:
        return store.binding(conn, inbound.game, forum)
    if inbound.topic is not None and inbound.thread is not None:
        return store.bound_at(conn, forum, topic=inbound.topic) or store.bound_at(
            conn, forum, thread=inbound.thread)
    return store.bound_at(conn, forum, inbound.topic, inbound.thread)


def handle(service, cfg, settings, forum_type, inbound, now):
    """Apply one believed post (see the module's docstring); returns (a summary for
    the log, the answer when the forum type answers inline, else None)."""
    forum = settings["name"]
    with service.store.transaction() as conn:
        done = store.seen(conn, forum, inbound.keys)
        if done:
            return f"already handled ({done})", None
        binding = _binding(conn, forum, inbound)
        if binding is None:
            return f"ignored: {_where(inbound)} is not bound to a game on {forum}", None
        game = binding["game"]
        reading = post.read(inbound.text)
        if not reading.block and reading.code is None:
            return "ignored: conversation (no pbem block)", None
        row_id = None if forum_type.ANSWER_INLINE else outgoing.reserve_answer(
            conn, forum, game, inbound.keys[0])
        role = store.seat_of(conn, game, forum, inbound.user)
        notice, fates, linked = None, [], None
        if reading.code is not None:
            held = role
            role, notice = hosting.redeem(conn, game, forum, inbound.user, reading.code,
                                          now)
            linked = role if role != held else None
        if reading.commands and role is None:
            notice = " ".join(filter(None, [notice, _(
                "Nothing was applied: this forum user plays no seat of this game. Your "
                "seat's page makes a link code; post the line `pbem link CODE` here.")]))
        elif reading.commands:
            fates = lines.apply(service, game, role, f"{forum}:{inbound.keys[0]}",
                                reading.commands, "forum")
        summary = notice or lines.summary(fates)
        current = service.load(game)
        if linked is not None:
            outgoing.report_link(conn, current, forum, linked, inbound.user)
        payload = {"role": role, "user": inbound.user, "lines": fates, "notice": notice,
                   "reply_to": inbound.reply_to, "post": _post_number(inbound),
                   "head": current.head}
        if row_id is not None:
            outgoing.fill_answer(conn, row_id, current.version, payload)
        store.remember(conn, forum, inbound.keys, game, summary, outbox.now_iso(now))
    answer = None
    if forum_type.ANSWER_INLINE:
        answer = outgoing.compose(service, cfg, forum, outgoing.ANSWER, game,
                                  current.version, payload, binding)
    return summary, answer


def _where(inbound):
    if inbound.game is not None:
        return f"game {inbound.game}"
    return f"topic {inbound.topic}" if inbound.topic is not None else \
        f"thread {inbound.thread}"


def _post_number(inbound):
    """How an answer names the post it answers: its number in the topic, else its
    key."""
    return inbound.reply_to.get("post_number") or inbound.keys[0]
