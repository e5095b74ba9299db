"""Who is told what and when: every notice a player gets is decided here and written
into the outbox (pbem.telling.outbox), in the transaction of what caused it; the
transports (pbem.mail, pbem.forum) compose and deliver what the outbox hands them and
decide nothing of who hears what.

The notices, by what causes them:
- a change to a game (listener, a Service listener; design §5 step 6), from the
  Change alone (no game knowledge; plan):
  - a new game: "started" to every seat; a seat that can act at once and has turned
    "started" mails off gets "turn" instead, so nobody misses their first move;
  - a game that ended in this change: "ended" to every seat;
  - otherwise, to each role that can act now and could not before, but its actor:
    "decision" when the actor of the change can still act (the move is not over: the
    actor's turn goes on while this role decides something in the middle of it),
    "turn" when the actor cannot (the move was handed over). A game whose mover has
    no command at all while another seat decides is told apart from a hand-over by
    nothing in the protocol, so such a decision is sent as "turn".
  A forum thread bound to the game is told by the same plan (pbem.forum.outgoing
  asks it: one report when someone is newly to act).
- a deadline coming near: "reminder" to the seat (reminder; the deadline job of
  pbem.telling.deadlines says when);
- a deadline passed and the host's policy acted: "expired" to every seat (expired);
- a player declaring a vacation (pbem.telling.vacations): "vacation" to every other
  seat of each of his running games (vacation);
- a day's digest due: pbem.telling.digests;
- someone asking to sign in with an address: "signin" to it (signin_link);
- a player inviting an address to a seat of an open game: "invitation" to it
  (invitation);
- a new game made on the web naming an address its owner has not confirmed: "confirm"
  to it, the question whether he wants its game mail (consent, at most once a day);
- a seat's holder asking for the address's mail settings: "settings_link" to it.
Seats without an email address get nothing; a kind the address turned off
(pbem.telling.prefs) is skipped. Game mail to an address whose owner has not
consented is written all the same, and held by the transport until he does (withheld
says why; pbem.players.addresses). Each row's dedupe key names its cause (game, version
and role for a change), so a cause told twice enqueues once. A change its actor may
still take back waits change.held seconds in the outbox; a take-back withdraws what
was queued for the versions it took back and not sent yet (pbem.core.undo).
"""
from datetime import datetime, timezone

from pbem.core import lobby, seats
from pbem.core.aggregate import CREATED, ENDED
from pbem.core.errors import Invalid
from pbem.players import addresses
from pbem.telling import digests, outbox, prefs

#: the notices of a change to a game, each a kind of prefs.KINDS
CHANGE_KINDS = ("started", "turn", "decision", "ended")
#: the mail of a sign-in link
SIGNIN = "signin"
#: the mail that invites an address to a seat of an open game
INVITATION = "invitation"
#: the mail that asks an address's owner whether he wants its game mail, and the mail
#: of a one-time link to an address's mail settings (pbem.mail.confirm composes both)
CONFIRM, SETTINGS_LINK = "confirm", "settings_link"


def plan(change):
    """[(role, kinds)]: whom to tell, and the kinds to try in order (the first kind
    the recipient has not turned off is sent)."""
    game = change.game
    types = {rec.type for rec in change.recorded}
    active = lobby.active(game)
    if CREATED in types:
        return [(r, ("started", "turn") if r in active else ("started",))
                for r in game.roles]
    if ENDED in types:
        return [(r, ("ended",)) for r in game.roles]
    kind = "decision" if change.actor in active else "turn"
    # nobody is told of his own act: a take-back can give its actor the move again
    return [(r, (kind,)) for r in active
            if r not in change.active_before and r != change.actor]


def listener(conn, change):
    """Service listener: enqueue the notices of this change (same transaction)."""
    game = change.game
    if change.took_back is not None:
        outbox.withdraw(conn, game.id, change.took_back, "mail")
    emails = {s["role"]: s["email"] for s in seats.listing(conn, game.id) if s["email"]}
    for role, kinds in plan(change):
        email = emails.get(role)
        kind = next((k for k in kinds if not prefs.is_off(conn, email, k)),
                    None) if email else None
        if kind:
            outbox.enqueue(conn, kind, email, game=game.id, role=role,
                           version=game.version,
                           payload={"actor": change.actor, "head": game.head},
                           dedupe_key=f"notify:{game.id}:{game.version}:{role}",
                           delay=change.held)


def reminder(conn, game_id, version, role, deadline, offset, now):
    """Remind ROLE of GAME_ID (at VERSION) that its DEADLINE (UTC ISO) is OFFSET
    seconds away, once per deadline and offset; whether a reminder was written (none
    without an address or with reminders turned off)."""
    email = seats.email(conn, game_id, role)
    if not email or prefs.is_off(conn, email, "reminder"):
        return False
    return outbox.enqueue(conn, "reminder", email, game=game_id, role=role,
                          version=version,
                          payload={"deadline": deadline, "offset": offset},
                          dedupe_key=f"reminder:{game_id}:{role}:{deadline}:{offset}",
                          now=now) is not None


def expired(conn, game_id, version, role, deadline, policy):
    """Tell every seat of GAME_ID (at VERSION) with an address that has not turned
    them off that ROLE missed its DEADLINE and what the host's POLICY did; once per
    deadline."""
    for seat in seats.listing(conn, game_id):
        if seat["email"] and not prefs.is_off(conn, seat["email"], "expired"):
            outbox.enqueue(conn, "expired", seat["email"], game=game_id,
                           role=seat["role"], version=version,
                           payload={"role": role, "deadline": deadline,
                                    "policy": policy},
                           dedupe_key=f"expired:{game_id}:{role}:{deadline}:"
                                      f"{seat['role']}")


def vacation(conn, game_id, version, role, first_day, last_day, tz, key, now):
    """Tell every other seat of GAME_ID (at VERSION) with an address that has not
    turned them off that ROLE's player is away FIRST_DAY..LAST_DAY (ISO dates in TZ):
    his clocks stand still, so theirs may wait. Once per vacation (KEY) and seat."""
    for seat in seats.listing(conn, game_id):
        if seat["role"] != role and seat["email"] and not prefs.is_off(
                conn, seat["email"], "vacation"):
            outbox.enqueue(conn, "vacation", seat["email"], game=game_id,
                           role=seat["role"], version=version,
                           payload={"away": role, "first_day": first_day,
                                    "last_day": last_day, "tz": tz},
                           dedupe_key=f"vacation:{key}:{game_id}:{seat['role']}", now=now)


def signin_link(conn, email, site, now):
    """Mail EMAIL a sign-in link to SITE (the pages' address). The caller limits how
    often (pbem.core.quotas); each asking is a mail of its own."""
    outbox.enqueue(conn, SIGNIN, email, payload={"site": site}, now=now)


def invitation(conn, email, site, open_game, seat, inviter, now):
    """Mail EMAIL the invitation of INVITER (a display name) to seat number SEAT of
    OPEN_GAME, on SITE (the pages' address); once a seat. The caller limits how often
    (pbem.core.quotas)."""
    outbox.enqueue(conn, INVITATION, email, payload={
        "site": site, "open_game": open_game, "seat": seat, "inviter": inviter},
        dedupe_key=f"invitation:{open_game}:{seat}", now=now)


def settings_link(conn, email, site, now):
    """Mail EMAIL a one-time link to its mail settings on SITE (the pages' address):
    someone who holds a seat of it asked. The caller limits how often."""
    outbox.enqueue(conn, SETTINGS_LINK, email, payload={"site": site}, now=now)


def consent(conn, change):
    """Service listener: the addresses a new game names. Named by a form on the web
    (the creator's "named_by" setting: {"by": his display name, or None when he did
    not sign in; "site": the pages' address}), each address not yet confirmed is
    asked, and its owner mailed the question (at most once a day:
    pbem.players.addresses.named); named by the host (no such setting), each is
    vouched for."""
    if CREATED not in {rec.type for rec in change.recorded}:
        return
    named_by = change.settings.get("named_by")
    if named_by is not None and (not isinstance(named_by, dict) or
                                 set(named_by) != {"by", "site"}):
        raise Invalid("named_by is an object of by and site")
    now = datetime.now(timezone.utc)
    for seat in seats.listing(conn, change.game.id):
        if not seat["email"]:
            continue
        if named_by is None:
            addresses.vouch(conn, seat["email"], now)
        elif addresses.named(conn, seat["email"], now):
            outbox.enqueue(conn, CONFIRM, seat["email"], now=now, payload={
                "game": change.game.id, "role": seat["role"], **named_by})


consent.settings_keys = ("named_by",)


def take_consent(service):
    """Let SERVICE ask for consent to the addresses its web forms name (the
    "named_by" setting of Service.create) and vouch for those its host names.
    Idempotent; pbem.mail.setup and the web app call it."""
    if consent not in service.listeners:
        service.listeners.append(consent)
    return service


def withheld(conn, row):
    """Why ROW (an outbox row of mail) may not go to its recipient now, or None. Game
    mail (a game's mail, or a digest) goes only to an address whose owner consented,
    or that no form named (pbem.players.addresses); the mails about the address
    itself (sign-in, the question, a settings link) and answers to what it wrote to
    the server's own address need nothing."""
    if row["game"] is None and row["kind"] != digests.KIND:
        return None
    known = addresses.state(conn, row["recipient"])
    if known == "asked":
        return f"held: {row['recipient']} has not confirmed that it wants game mail"
    if known == "declined":
        return f"held: the owner of {row['recipient']} declined game mail"
    return None
