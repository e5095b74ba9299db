"""The mails that answer a player's reply, composed at dispatch like every game mail.

- "answer": every command line was applied (or none was found): what each did, then
  the board and legal commands of the seat at that version (templates/mail/answer.*);
  all of them, not the game's short forms, when the reply had the line `legal`.
- "rejected": the same mail when a line was refused ("your command was rejected"):
  its reason, the lines not tried after it, and what is legal now.
- a reply from an address that is not the seat's: the sender is told it was refused
  (when [mail] accept_other_senders is off) with nothing of the game in it, and the
  seat's own address is told either way ("other_sender"; templates/mail/sender.*).

Each answer threads under the player's own message (In-Reply-To their Message-ID).
Importing this module registers the composers with pbem.mail.compose; pbem.mail.inbound
imports it, so every process that handles or polls mail can also compose the answers.
"""
from email.utils import formataddr

from pbem import lines as pbem_lines
from pbem.mail import compose

#: the kinds: every line applied, a line rejected (or the sender refused), and the
#: notice to the seat's own address when someone else wrote with its reply address
ANSWER, REJECTED, OTHER_SENDER = "answer", "rejected", "other_sender"
WHAT = {ANSWER: "answers to your replies", REJECTED: "your command was rejected",
        OTHER_SENDER: "replies from other addresses"}


def _thread_under(cfg, msg, row):
    """Make MSG a reply to the player's message (when it had a Message-ID)."""
    theirs = row["payload"]["message_id"]
    if not theirs.startswith("<"):
        return msg
    for name in ("In-Reply-To", "References"):
        del msg[name]
    msg["In-Reply-To"] = theirs
    msg["References"] = f"{compose.thread_root(cfg, row['game'])} {theirs}"
    return msg


def answer_mail(service, cfg, row):
    """answer / rejected: the lines' fates over the game mail's board and legal list."""
    if row["payload"]["refused"]:
        return sender_mail(service, cfg, row)
    current = service.load(row["game"])
    at = service.view_at(row["game"], row["version"], row["role"])
    ctx = compose.context(service, cfg, row, current, at)
    lines = pbem_lines.with_events(service, row["game"], row["role"],
                                   row["payload"]["lines"])
    asked = [f for f in lines if f["status"] == "legal"]
    if asked:                       # the player asked for the whole list
        ctx["legal_summary"] = None
    text, html = compose.render("answer", **ctx, lines=lines,
                                only_asked=bool(asked) and len(asked) == len(lines),
                                rejected=row["kind"] == REJECTED)
    msg = compose.message_for(service, cfg, row,
                              compose.thread_subject(ctx["title"], row["game"]))
    compose.add_bodies(msg, text, html, compose.board_picture(cfg, ctx["board_cid"],
                                                              current, at, row["role"]))
    return _thread_under(cfg, msg, row)


def sender_mail(service, cfg, row):
    """A reply came from an address that is not the seat's: to the sender when it was
    refused (nothing of the game in it), or to the seat's own address ("other_sender")."""
    game = service.load(row["game"])
    payload = row["payload"]
    text, html = compose.render(
        "sender", notice=row["kind"] == OTHER_SENDER, title=game.meta["title"],
        game_id=game.id, role=row["role"], sender=payload["sender"],
        applied=payload.get("applied", False), lines=payload["lines"],
        version=game.version, head=game.head)
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])),
                               compose.thread_subject(game.meta["title"], game.id),
                               game.id, message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = row["kind"]
    compose.add_bodies(msg, text, html)
    return _thread_under(cfg, msg, row)


compose.SUBJECTS.update(WHAT)      # the kinds' names in the mails' unsubscribe lines
for _kind in (ANSWER, REJECTED):
    compose.register(_kind, answer_mail)
compose.register(OTHER_SENDER, sender_mail)
