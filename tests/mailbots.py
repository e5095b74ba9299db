"""Players who know nothing but their inbox, for the games played only by email
(tests/test_mail_e2e.py, tests/test_rhine_channels.py).

A Player reads a mail's text part as a person does: the legal commands it lists in
full ("Your legal commands now:") or, for a game with a long list, the short forms
("Your commands now (N legal ones), in short:") with their examples. It answers the
way a mail client does (Reply-To as To, In-Reply-To, the original quoted below, in
one of several clients' shapes and transfer encodings). `mail_setup` configures a
server as a host would, `deliver` dispatches the outbox to the loopback SMTP server
(tests/smtpd.py) and files each mail in its player's inbox, and `ingest_cli` feeds a
reply through the real `pbem mail ingest` command.
"""
import html
import re
import subprocess
import sys
from email import message_from_bytes
from email.message import EmailMessage
from email.utils import formataddr, make_msgid

from pbem import config
from pbem.host import audit
from pbem.mail import inbound, send
from tests.fuzz import onward

LEGAL_BLOCK = re.compile(r"Your legal commands now:\n((?:  \S.*\n)+)")
SUMMARY_BLOCK = re.compile(r"Your commands now \((\d+) legal ones\), in short:\n"
                           r"((?:  \S.*\n)+)")
#: the closing remark of a summary line, e.g. "(14 in all)" or "(3 corps; ...)"
_REMARK = re.compile(r"\s*\([^()]*\)\s*$")
DOMAIN = "pbem.example.org"


def text(mail):
    """The text part of MAIL, with plain newlines."""
    return mail.get_body(("plain",)).get_content().replace("\r\n", "\n")


def summary_commands(lines):
    """The commands a reader can take from a summary's LINES: the alternatives of a
    line that lists them all (`go Vitry | go Chalons | stop`) and the examples after
    "e.g." (each starts with the line's first word, so an example holding commas,
    like `airborne Aachen, Köln`, stays whole)."""
    out = []
    for line in lines:
        if "e.g. " not in line:
            out += [part.strip() for part in line.split(" | ") if part.strip()]
            continue
        word = line.split()[0]
        rest = _REMARK.sub("", line.split("e.g. ", 1)[1]).rstrip(")").strip()
        pieces = []
        for piece in rest.split(", "):
            if pieces and piece != word and not piece.startswith(word + " "):
                pieces[-1] += ", " + piece
            else:
                pieces.append(piece)
        out += pieces
    return out


def summary_examples(service, game_id, player, mail, stats):
    """(the number of legal commands, the examples) of a MAIL that shows PLAYER the short
    forms of a long legal list; each example is one the rules take from his seat as it
    is written (resigning and the draw's are left out: the game goes on). Counts the
    summary in STATS."""
    count, summary = player.summary(mail)
    stats["summaries"] += 1
    assert count > len(summary) and 'reply with the single line "legal"' in text(mail)
    examples = summary_commands(summary)
    game = service.load(game_id)
    role = next(s["role"] for s in game.meta["seats"] if s["name"] == player.name)
    assert all(game.rules.is_legal(game.state, role, game.rules.parse(c))
               for c in examples), examples
    return count, onward(examples)


class Player:
    """A bot with an inbox: the mails the SMTP server received for its address."""

    def __init__(self, name, email, chooser):
        self.name, self.email, self.chooser = name, email, chooser
        self.inbox = []

    def legal(self, mail):
        """The full legal list MAIL shows ([] when it shows none or only a summary)."""
        found = LEGAL_BLOCK.search(text(mail))
        return [line.strip() for line in found.group(1).splitlines()] if found else []

    def summary(self, mail):
        """(number of legal commands, the summary's lines) of MAIL, or (0, [])."""
        found = SUMMARY_BLOCK.search(text(mail))
        if not found:
            return 0, []
        return int(found.group(1)), [line.strip() for line in
                                     found.group(2).splitlines()]

    def can_move(self, mail):
        """Whether MAIL asks him to act: it shows a command of the game's own (resigning
        and the draw's may be sent any time, pbem.games.concede)."""
        return bool(onward(self.legal(mail) + summary_commands(self.summary(mail)[1])))

    def reply(self, mail, lines):
        """A reply to MAIL as a client builds it, in a shape picked at random."""
        msg = EmailMessage()
        msg["From"] = formataddr((self.name, self.email))
        msg["To"] = mail["Reply-To"]
        msg["Subject"] = "Re: " + mail["Subject"]
        msg["Message-ID"] = make_msgid("reply", domain="players.example")
        msg["In-Reply-To"] = mail["Message-ID"]
        msg["References"] = " ".join(filter(None, (mail["References"],
                                                   mail["Message-ID"])))
        quoted = "\n".join("> " + line for line in text(mail).split("\n"))
        typed = "\n".join(lines)
        original = html.escape(text(mail)).replace("\n", "<br>")
        shape = self.chooser.choice(["gmail", "outlook", "apple", "html", "signature"])
        if shape == "gmail":
            msg.set_content(f"{typed}\n\nOn Mon, 5 Feb 2024 at 10:00, pbem "
                            f"<{mail['From'].addresses[0].addr_spec}> wrote:\n\n{quoted}\n",
                            cte="quoted-printable")
            msg.add_alternative(f"<div dir=ltr>{typed.replace(chr(10), '<br>')}</div>"
                                f"<div class=gmail_quote><blockquote>{original}"
                                "</blockquote></div>", subtype="html")
        elif shape == "outlook":
            msg.set_content(f"{typed}\n\n________________________________\nFrom: pbem\n"
                            f"Sent: Monday, February 5, 2024 10:00 AM\nTo: {self.name}\n"
                            f"Subject: {mail['Subject']}\n\n{text(mail)}", cte="base64")
        elif shape == "apple":
            msg.set_content(f"{typed}\n\n> On 5 Feb 2024, at 10:00, pbem wrote:\n>\n"
                            f"{quoted}\n", cte="8bit")
        elif shape == "html":
            body = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
            msg.set_content(f"<html><body>{body}<blockquote type=cite>{original}"
                            "</blockquote></body></html>", subtype="html",
                            cte="quoted-printable")
        else:
            msg.set_content(f"{typed}\n-- \n{self.name}\nSent from my phone\n\n{quoted}\n")
        return bytes(msg)


def mail_setup(tmp_path, smtp_server):
    """(cfg, cfg_file, db, service): a server configured as a host would (every change
    writes its notifications), sending to SMTP_SERVER; cfg_file holds what
    `pbem mail ingest` needs to read the same reply addresses."""
    cfg = smtp_server.configure(config.load(env={}))
    cfg["server"]["base_url"] = f"https://{DOMAIN}"
    cfg["mail"].update(domain=DOMAIN, from_address=f"pbem@{DOMAIN}", secret="e2e-secret")
    # the players here answer each mail at once: no wait for take-backs (tests/test_undo)
    cfg["server"]["undo_hold_seconds"] = 0
    cfg_file = tmp_path / "pbem.toml"
    cfg_file.write_text(f'[mail]\ndomain = "{DOMAIN}"\nsecret = "e2e-secret"\n'
                        f'from_address = "pbem@{DOMAIN}"\n'
                        # the same no-wait as above for a reply taken in by the CLI: a
                        # take-back-able command would hold the next player's mail
                        '[server]\nundo_hold_seconds = 0\n')
    db = tmp_path / "e2e.sqlite"
    return cfg, cfg_file, db, config.open_service(cfg, db)


def deliver(service, cfg, smtp_server, players):
    """Send what the outbox holds; file each new mail in its player's inbox; returns
    the new mails."""
    before = len(smtp_server.messages)
    counts = send.dispatch_due(service, cfg)
    assert counts["failed"] == counts["waiting"] == 0, counts
    by_address = {p.email: p for p in players}
    new = smtp_server.messages[before:]
    for mail in new:
        by_address[mail["To"].addresses[0].addr_spec].inbox.append(mail)
    return new


def ingest_cli(db, cfg_file, raw):
    """(exit status, stderr) of `pbem mail ingest` fed RAW on stdin."""
    done = subprocess.run([sys.executable, "-m", "pbem", "--db", str(db), "--config",
                           str(cfg_file), "mail", "ingest"], input=raw,
                          capture_output=True, timeout=60)
    return done.returncode, done.stderr.decode()


def answered(service, cfg, smtp_server, players, raw, player, cli=None):
    """Deliver PLAYER's reply RAW (through `pbem mail ingest` when CLI is its (db,
    cfg_file), else the inbound handler); returns the answer it gets: an ANSWER or
    REJECTED mail in reply to it."""
    if cli:
        code, said = ingest_cli(*cli, raw)
    else:
        delivery = inbound.handle(service, cfg, raw)
        code, said = delivery.code, delivery.summary
    assert code == inbound.OK, said
    answer = next(m for m in deliver(service, cfg, smtp_server, players)
                  if m["To"].addresses[0].addr_spec == player.email and
                  m["X-Pbem-Kind"] in (inbound.ANSWER, inbound.REJECTED))
    assert answer["In-Reply-To"] == message_from_bytes(raw)["Message-ID"]
    return answer


def check_answer(answer, lines, refused, why, stats):
    """The answer to a reply of LINES (a comment line first, then commands and maybe
    `legal`): REJECTED, saying WHY, when LINES hold the line REFUSED (put first: nothing
    is applied), else ANSWER; counts stats["rejected"] or stats["applied"]. Returns
    its text."""
    said = text(answer)
    if refused in lines:
        stats["rejected"] += 1
        assert answer["X-Pbem-Kind"] == inbound.REJECTED
        assert f"REJECTED:   {refused}" in said
        assert f"why: {why}" in said
    else:
        assert answer["X-Pbem-Kind"] == inbound.ANSWER, said
        stats["applied"] += len(lines) - 1 - lines.count("legal")
    return said


def check_ended(service, smtp_server, players, game_id, stats):
    """A game played by mail is over: it verifies, every player got the mail that it
    ended with the seed revealed, and the log holds one command per command line
    applied (stats["applied"]: `legal` is never submitted). Returns the game."""
    game = service.load(game_id)
    assert game.finished, f"nobody can move but the game is not over: {stats}"
    assert audit.verify(service, game_id) == audit.Verdict()
    kinds = [m["X-Pbem-Kind"] for m in smtp_server.messages]
    assert kinds.count("ended") == len(players)
    for p in players:
        ended = next(m for m in p.inbox if m["X-Pbem-Kind"] == "ended")
        assert game.seed in text(ended)
    email_commands = [rec for rec in service.store.read(game_id)
                      if rec.metadata.get("channel") == "email" and "command" in
                      rec.metadata]
    assert len(email_commands) == stats["applied"], "`legal` is never submitted"
    return game


def next_mover(service, cfg, smtp_server, players, stats, limit):
    """(player, newest mail) of the one player whose newest mail asks him to act,
    after sending what the outbox holds; None when nobody is asked (the game is over).
    Fails once stats["replies"] reaches LIMIT: the game did not end."""
    deliver(service, cfg, smtp_server, players)
    movers = [(p, p.inbox[-1]) for p in players if p.can_move(p.inbox[-1])]
    if not movers:
        return None
    assert stats["replies"] < limit, f"the game did not end: {stats}"
    assert len(movers) == 1, "one seat acts at a time in this game"
    return movers[0]
