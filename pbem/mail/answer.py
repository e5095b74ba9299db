"""The mails that answer a player's reply, composed at dispatch like every game mail.

- "answer": every command line was applied (or none was found): what each did, then
  the board and legal commands of the seat at that version (templates/mail/answer.*);
  all of them, not the game's short forms, when the reply had the line `legal`.
- "rejected": the same mail when a line was refused ("your command was rejected"):
  its reason, the lines not tried after it, and what is legal now.
- a reply from an address that is not the seat's: the sender is told it was refused
  (when [mail] accept_other_senders is off) with nothing of the game in it, if it is
  some seat's address (a stranger's may be forged: answering it would be
  backscatter), and the seat's own address is told either way ("other_sender";
  templates/mail/sender.*).

Each answer threads under the player's own message: In-Reply-To their Message-ID,
References their own References and their Message-ID (compose.answering); the notice
to the seat's owner, who never saw that message, joins the owner's game thread. An
answer to a reply to a digest has the digest's subject (payload "thread_subject"),
so that it joins that day's digest thread in clients that also match subjects.
Importing this module registers the composers with pbem.mail.compose; pbem.mail.inbound
imports it, so every process that handles or polls mail can also compose the answers.
"""
from email.utils import formataddr

from pbem.core import lines as pbem_lines
from pbem.mail import compose, language

#: the kinds: every line applied, a line rejected (or the sender refused), and the
#: notice to the seat's own address when someone else wrote with its reply address
ANSWER, REJECTED, OTHER_SENDER = "answer", "rejected", "other_sender"
WHAT = {ANSWER: language.N_("answers to your replies"),
        REJECTED: language.N_("your command was rejected"),
        OTHER_SENDER: language.N_("replies from other addresses")}


def thread_under(service, cfg, msg, row):
    """Make MSG a reply to the player's message (when it had a Message-ID): under
    their own chain, or under the game's thread root when they sent none."""
    payload = row["payload"]
    theirs = payload["message_id"]
    if not theirs.startswith("<"):
        return msg
    chain = payload.get("references") or compose.thread(service.store.conn, cfg, row)
    for name in ("In-Reply-To", "References"):
        del msg[name]
    msg["In-Reply-To"] = theirs
    msg["References"] = " ".join(compose.answering(chain, theirs))
    return msg


def subject(row, title):
    """The subject of an answer: its digest's, or the game's thread subject."""
    return row["payload"].get("thread_subject") or compose.thread_subject(title,
                                                                          row["game"])


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
    msg = compose.message_for(service, cfg, row, subject(row, ctx["title"]))
    compose.add_bodies(msg, text, html, compose.board_picture(cfg, ctx["board_cid"],
                                                              current, at, row["role"]))
    return thread_under(service, cfg, msg, row)


def sender_mail(service, cfg, row):
    """A reply came from an address that is not the seat's: to the sender when it was
    refused (nothing of the game in it), or to the seat's own address ("other_sender")."""
    game = service.load(row["game"])
    payload = row["payload"]
    notice = row["kind"] == OTHER_SENDER
    text, html = compose.render(
        "sender", notice=notice, title=game.meta["title"],
        game_id=game.id, role=row["role"], sender=payload["sender"],
        applied=payload.get("applied", False), answered=payload.get("answered", True),
        lines=payload["lines"], version=game.version, head=game.head)
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])),
                               subject(row, game.meta["title"]),
                               references=compose.thread(service.store.conn, cfg, row),
                               message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = row["kind"]
    compose.add_bodies(msg, text, html)
    return msg if notice else thread_under(service, cfg, msg, row)


compose.WHAT.update(WHAT)      # the kinds' names in the mails' unsubscribe lines
for _kind in (ANSWER, REJECTED):
    compose.register(_kind, answer_mail)
compose.register(OTHER_SENDER, sender_mail)
