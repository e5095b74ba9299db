"""Play by forum: moves posted in a forum thread, turn reports posted back.

A host configures each forum in the config file as [forums.NAME] with its type
(discourse, discord, webhook) and its secrets (never on a command line), binds a game
to a topic or thread of it (`pbem forum bind`), and each seat is linked to the forum
user who plays it (`pbem forum link`, or the player posts `pbem link CODE` with the
one-time code of his seat's page). Then:

    forum --POST /hooks/<type>/<forum>--> incoming.receive
        adapter.verify (signature, instance, event)  -> Refuse 4xx | Ignore 200 | Inbound
        incoming.handle: dedupe, binding, post.read, hosting.redeem, lines.apply
            (Service.submit as the linked seat, one transaction) + the answer queued
    Service listener outgoing.listener: a report queued with the events (outbox,
        channel "forum") when someone is newly to act; outgoing.report_link: one
        when a seat to act is linked (hosting.link, or a post's link code)
    scheduler job "forum" outgoing.dispatch_due: claim, compose (report.build /
        report.answer -> render), adapter.send -> Sent | Later | Down | Retry | Fail

Modules: adapter (the interface below, forum settings, the type registry), store (all
forum SQL), post (reading a post), report (what a post says, public view only),
render (Markdown / BBCode / BGG from templates/forum), hosting (bind, link, codes,
the creator's host link), incoming, outgoing, http (JSON over urllib and what a
forum's status means), and one module per forum type: discourse, discord, webhook
(Standard Webhooks, for anything else that signs), each a module named after its type with an ADAPTER.

The adapter of a forum type (pbem.forum.adapter.Adapter) is all a type has to
write:

    KEYS = {key: default}, REQUIRED = (keys that may not be empty)
        its [forums.NAME] keys; every forum also has adapter.COMMON (timeout,
        max_attempts, retry_seconds, lease_seconds) and settings carry "name"
    ANSWER_INLINE: bool
        False: the answer to a post is a post of its own, queued in the outbox
        (Discourse); True: it is the hook's HTTP response (Discord interactions)
    binding(settings, topic, thread) -> (topic, thread)
        what `pbem forum bind --topic/--thread` stores; Invalid when it wants
        another (Discourse: a topic number and no thread)
    verify(settings, headers, body: bytes, now) -> Inbound | Ignore | Refuse
        check the signature over the raw body first (constant time), then the
        rest (instance, timestamp, event); Inbound(keys, user, text, topic | thread
        | game, reply_to): keys[0] names the post itself (its commands' idempotency
        keys derive from it), further keys the delivery (an event id): a post any of
        whose keys was seen is not applied again. Ignore(reason, body=None): 200
        with BODY (a ping's pong); Refuse(status, reason): 4xx, nothing read.
    send(settings, post: Outgoing, now) -> Sent | Later | Down | Retry | Fail
        make one post: post.kind "report" | "answer", post.markdown, post.data
        (report.build / report.answer as plain data), post.board (the public PNG's
        URL), post.mentions (forum users the post is for), post.binding (topic,
        thread, status_message), post.reply_to (the Inbound's). Sent(remote_id,
        status_message=None) keeps status_message on the binding (Discord's one
        edited message, Discourse's last report); Later(seconds, reason) for a rate limit (http.verdict reads
        429s and Retry-After), Down for no answer, Retry for a 5xx, Fail otherwise.
        Secrets travel in headers, never in a URL's query.
    acknowledge(inbound, summary, answer=None) -> dict
        the JSON of the 200 to a handled post (ANSWER_INLINE: with the answer).

Forums without an API (phpBB, BoardGameGeek) are played by hand: the game page offers
the latest report in BBCode and in BGG's markup to paste into the thread, and a seat's
page takes a post's text and applies its commands (pbem.forum.post.pasted_commands).
"""


def setup(service, cfg=None):
    """Make SERVICE queue the forum reports of every change (see outgoing.listener)
    and of every deadline reminder (outgoing.warn: the seat's forum user mentioned).
    Called by config.open_service for every opened service and by the web app for the
    one it is given; a game bound to no forum queues nothing. Idempotent. With CFG,
    every [forums.NAME] section is read first: a bad one is an Invalid naming it."""
    from pbem.forum import adapter, outgoing
    if cfg is not None:
        adapter.check(cfg)
    if outgoing.listener not in service.listeners:
        service.listeners.append(outgoing.listener)
    from pbem.telling import deadlines
    deadlines.add_warner(service, outgoing.warn)
    return service
