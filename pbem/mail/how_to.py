"""The answer that says how to reply, to mail that pbem cannot sort to a seat.

Two kinds of mail reach pbem without naming a seat:
- a reply to a daily digest with lines that name no game of it
  (pbem.mail.digest_reply): the lines that did name one were applied and each game
  answers them; the digest's player is told, once per message, which lines were not
  applied and why, the form (GAME: COMMAND) and the ids of the digest's games. It
  goes to the digest's own address, whoever wrote: a stranger who has the digest's
  address learns nothing from it;
- anything else sent to [mail] from_address that is not a delivery report (a reply
  to a digest sent before digests had a Reply-To, a question): accepted, never
  bounced, and answered with how replies work, once per sender and UTC day (the
  row's dedupe key), so that two pbem instances or an autoresponder answering each
  other exchange a mail a day at most, never a loop. It names no game: anyone can
  write to that address.
Mail marked automatic (Auto-Submitted, RFC 3834) is never answered (pbem.mail.inbound
drops it first), nor is mail from an address of pbem's own. The answer threads under
the message it answers and is itself Auto-Submitted: auto-replied.
"""
from datetime import datetime, timezone
from email.utils import formataddr

from pbem.mail import address, compose
from pbem.mail.language import gettext as _
from pbem.telling import outbox

KIND = "how_to_reply"


def _payload(mail, lines=(), games=(), digest=None, subject=None):
    """The row's payload: the message answered, and for a reply to a digest the lines
    it did not apply, the digest's games, row and subject."""
    return {"message_id": mail.key, "references": mail.references, "sender": mail.sender,
            "lines": list(lines), "games": list(games), "digest": digest,
            "thread_subject": subject}


def for_digest(conn, mail, digest, subject, unsorted):
    """Queue the answer to MAIL, a reply to DIGEST (its outbox row, whose mail had
    SUBJECT) with the lines UNSORTED ([{"line", "why"}]) it did not apply; returns a
    summary."""
    games = [{key: g[key] for key in ("game", "role", "status")}
             for g in digest["payload"]["games"]]
    outbox.enqueue(conn, KIND, digest["recipient"],
                   payload=_payload(mail, unsorted, games, digest["id"], subject),
                   dedupe_key=f"{KIND}:{digest['id']}:{mail.key}")
    return f"digest {digest['id']}: {len(unsorted)} lines not applied, told how to write"


def for_from_address(conn, cfg, mail):
    """Answer MAIL, sent to [mail] from_address and no delivery report, unless its
    sender is pbem's own or was answered today; returns a summary."""
    if address.is_ours(cfg, mail.sender):
        return f"ignored: mail to {cfg['mail']['from_address']} from pbem's own address"
    day = datetime.now(timezone.utc).date().isoformat()
    queued = outbox.enqueue(conn, KIND, mail.sender, payload=_payload(mail),
                            dedupe_key=f"{KIND}:{address.bare(mail.sender)}:{day}")
    return (f"mail to {cfg['mail']['from_address']}: "
            + ("answered how to reply" if queued else
               f"{mail.sender} was answered today already, not again"))


def how_to_mail(service, cfg, row):
    """The answer: how to reply to a digest, or to pbem's mails at all."""
    payload = row["payload"]
    games = [{**g, "title": service.load(g["game"]).meta["title"]}
             for g in payload["games"]]
    text, html = compose.render(KIND, games=games, lines=payload["lines"],
                                sender=payload["sender"], recipient=row["recipient"],
                                from_address=cfg["mail"]["from_address"])
    theirs = payload["message_id"]
    msg = compose.base_message(
        cfg, formataddr(("", row["recipient"])),
        payload["thread_subject"] or _("How to play by mail with pbem"),
        references=compose.answering(payload["references"], theirs)
        if theirs.startswith("<") else (), message_id=compose.row_message_id(cfg, row),
        reply_to=None if payload["digest"] is None else
        address.digest_address(service.store.conn, cfg, payload["digest"]))
    msg.replace_header("Auto-Submitted", "auto-replied")
    msg["X-Pbem-Kind"] = KIND
    return compose.add_bodies(msg, text, html)


compose.register(KIND, how_to_mail)
