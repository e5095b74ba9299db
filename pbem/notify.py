"""Which notifications a change to a game causes: the Service listener that writes them
into the outbox, inside the transaction of the events (design §5 step 6).

The rules, from the Change alone (no game knowledge):
- a new game: "started" to every seat; a seat that can act at once and has turned
  "started" mails off gets "turn" instead, so nobody misses their first move;
- a game that ended in this change: "ended" to every seat;
- otherwise, to each role that can act now and could not before, but its actor:
  "decision" when the actor of the change can still act (the move is not over: the
  actor's turn goes on while this role decides something in the middle of it),
  "turn" when the actor cannot (the move was handed over).
  A game whose mover has no command at all while another seat decides is told apart
  from a hand-over by nothing in the protocol, so such a decision is sent as "turn".
Seats without an email address get nothing; a kind the address turned off is skipped.
Each row's dedupe key is (game, version, role): one mail per seat per change, so the
same change told twice enqueues once. A change its actor may still take back waits
change.held seconds in the outbox; a take-back withdraws what was queued for the
versions it took back and not sent yet (pbem.undo).
"""
from pbem import outbox, seats
from pbem.aggregate import CREATED, ENDED
from pbem.mail import prefs
from pbem.service import Service


def plan(change):
    """[(role, kinds)]: whom to tell, and the kinds to try in order (the first kind
    the recipient has not turned off is sent)."""
    game = change.game
    types = {rec.type for rec in change.recorded}
    active = Service.active(game)
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
    """Service listener: enqueue the mails of this change (same transaction)."""
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
