"""The daily digest mail: every game of its player, composed from its outbox row's
payload (written by pbem.telling.digests, which decides when it is due and what it
covers) and the log, so composing it later (or again) gives the same text.

Its Reply-To is the digest's own address (pbem.mail.address.digest_address): a reply
plays in the digest's games by lines `GAME: COMMAND` (pbem.mail.digest_reply). Each
day's digest starts a thread of its own, with its subject naming the day; the answers
to a reply to it carry that subject and the player's chain, so they join that thread.
Composing reads each game's view at the row's version (Service.view_at: the newest
snapshot and the tail) and the last MAX_EVENTS events it lists (Service.events_for).
"""
from pbem.core import saying
from pbem.mail import address, compose, unsubscribe
from pbem.mail.language import day, gettext as _, moment
from pbem.telling import deadlines
from pbem.telling.digests import KIND

#: the events of one game a digest lists at most (the newest; the count of the rest)
MAX_EVENTS = 60


def _event_lines(service, game_id, role, start, end):
    """The last MAX_EVENTS of the events that took the game from version START to END
    (those of versions START+1..END) as ROLE may see them (Service.events_for: each in
    the game's own words, a taken-back one said so), and how many earlier ones are not
    shown; only the events shown are read."""
    shown = max(start, end - MAX_EVENTS)
    lines = [e["text"] for e in service.events_for(game_id, role, shown + 1, end)]
    return lines, shown - start


def subject(payload):
    """The subject of the digest of PAYLOAD (a digest row's), naming its day, in the
    language of the mail being composed."""
    return _("Your pbem digest for %(day)s", day=day(payload["local_date"]))


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
            "deadlines": [(f"{names.get(r, r)} ({r})", moment(t, where))
                          for r, t in part["deadlines"].items()],
            "paused": deadlines.pause_words(game, part.get("paused"), part["role"]),
            "your_turn": your_turn, "board_cid": cid, "version": part["to"],
            "clock": part.get("clock"),
            "outcome": saying.outcome(game.rules, at["view"]["outcome"]),
            "link": compose.game_url(cfg, part["game"])})
    context = {"local_date": day(payload["local_date"]), "games": parts,
               "since": moment(payload["since"], where),
               "until": moment(payload["until"], where),
               "unsubscribe": unsubscribe.unsubscribe_url(service.store.conn, cfg,
                                                    row["recipient"], KIND)}
    text, html = compose.render(KIND, **context)
    msg = compose.message_for(service, cfg, row, subject(payload))
    msg["Reply-To"] = address.digest_address(service.store.conn, cfg, row["id"])
    return compose.add_bodies(msg, text, html, pictures)


compose.register(KIND, compose_digest)
