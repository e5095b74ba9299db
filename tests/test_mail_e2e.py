"""Whole games of In Flanders Field played by email alone (issue 3, "done when").

The server is configured as a host would (config.open_service, so every change writes
its notifications), the dispatch job sends through yagmail to a real SMTP server on
loopback, and each player is a bot that knows nothing but its own inbox: it reads its
newest mail, and when that mail lists legal commands it picks one and answers the way
a mail client does (Reply-To as To, In-Reply-To, the original quoted below, in one of
several clients' shapes and transfer encodings). The replies go into the inbound
handler, some through the real `pbem mail ingest` command. Now and then a bot types
something illegal (and goes on from the legal list in the rejection) or its reply is
delivered twice. The game must end, every player must have been told, and the log
must verify.
"""
import html
import random
import re
import subprocess
import sys
from email.message import EmailMessage
from email.utils import formataddr, make_msgid

import pytest

from pbem import audit, config
from pbem.mail import inbound, send

LEGAL_BLOCK = re.compile(r"Your legal commands now:\n((?:  \S.*\n)+)")
MAX_REPLIES = 2000


def _text(mail):
    return mail.get_body(("plain",)).get_content().replace("\r\n", "\n")


class Player:
    """A bot with an inbox: the mails the SMTP server received for its address."""

    def __init__(self, name, email, chooser):
        self.name, self.email, self.chooser = name, email, chooser
        self.inbox = []

    def legal(self, mail):
        found = LEGAL_BLOCK.search(_text(mail))
        return [line.strip() for line in found.group(1).splitlines()] if found else []

    def reply(self, mail, lines):
        """A reply to MAIL as a client builds it, in a shape picked at random."""
        msg = EmailMessage()
        msg["From"] = formataddr((self.name, self.email))
        msg["To"] = mail["Reply-To"]
        msg["Subject"] = "Re: " + mail["Subject"]
        msg["Message-ID"] = make_msgid("reply", domain="players.example")
        msg["In-Reply-To"] = mail["Message-ID"]
        msg["References"] = f"{mail['References']} {mail['Message-ID']}"
        quoted = "\n".join("> " + line for line in _text(mail).split("\n"))
        typed = "\n".join(lines)
        original = html.escape(_text(mail)).replace("\n", "<br>")
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
                            f"Subject: {mail['Subject']}\n\n{_text(mail)}", cte="base64")
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


def _ingest_cli(db, cfg_file, raw):
    done = subprocess.run([sys.executable, "-m", "pbem", "--db", str(db), "--config",
                           str(cfg_file), "mail", "ingest"], input=raw,
                          capture_output=True, timeout=60)
    return done.returncode, done.stderr.decode()


@pytest.mark.parametrize("seats", [2, 4])
def test_complete_games_played_only_by_email(tmp_path, smtp_server, seats):
    cfg = smtp_server.configure(config.load(env={}))
    cfg["server"]["base_url"] = "https://pbem.example.org"
    cfg["mail"].update(domain="pbem.example.org", from_address="pbem@pbem.example.org",
                       secret="e2e-secret")
    cfg_file = tmp_path / "pbem.toml"
    cfg_file.write_text('[mail]\ndomain = "pbem.example.org"\nsecret = "e2e-secret"\n'
                        'from_address = "pbem@pbem.example.org"\n')
    db = tmp_path / "e2e.sqlite"
    service = config.open_service(cfg, db)
    chooser = random.Random(seats)
    names = ["Amélie", "Bob", "Chloé", "Dmitri"][:seats]
    players = [Player(n, f"player{i}@players.example", chooser)
               for i, n in enumerate(names)]
    game_id, _ = service.create("flanders", [{"name": p.name, "email": p.email}
                                             for p in players])
    stats = {"replies": 0, "cli": 0, "rejected": 0, "duplicates": 0}
    by_address = {p.email: p for p in players}
    while True:
        before = len(smtp_server.messages)
        counts = send.dispatch_due(service, cfg)
        assert counts["failed"] == counts["waiting"] == 0, counts
        for mail in smtp_server.messages[before:]:
            by_address[mail["To"].addresses[0].addr_spec].inbox.append(mail)
        newest = {p: p.inbox[-1] for p in players}
        movers = [(p, m) for p, m in newest.items() if p.legal(m)]
        if not movers:
            break
        assert stats["replies"] < MAX_REPLIES, "the game did not end"
        player, mail = chooser.choice(movers)
        legal = player.legal(mail)
        lines = [f"# {player.name} plays", chooser.choice(legal)]
        stats["replies"] += 1
        if stats["replies"] % 15 == 2:
            lines.insert(1, "advance to Berlin")         # refused: nothing applied
            stats["rejected"] += 1
        raw = player.reply(mail, lines)
        if stats["replies"] % 20 == 1:
            code, said = _ingest_cli(db, cfg_file, raw)
            stats["cli"] += 1
        else:
            delivery = inbound.handle(service, cfg, raw)
            code, said = delivery.code, delivery.summary
        assert code == inbound.OK, said
        if stats["replies"] % 10 == 3:
            again = inbound.handle(service, cfg, raw)
            assert again.code == inbound.OK and "already handled" in again.summary
            stats["duplicates"] += 1

    game = service.load(game_id)
    assert game.finished, f"nobody can move but the game is not over: {stats}"
    assert audit.verify(service, game_id) == []
    assert stats["cli"] and stats["rejected"] and stats["duplicates"]
    kinds = [m["X-Pbem-Kind"] for m in smtp_server.messages]
    assert kinds.count("ended") == seats
    # one answer per distinct reply (duplicates answered once), one per rejection
    answers = kinds.count(inbound.ANSWER) + kinds.count(inbound.REJECTED)
    assert answers == stats["replies"]
    assert kinds.count(inbound.REJECTED) == stats["rejected"]
    email_commands = [rec for rec in service.store.read(game_id)
                      if rec.metadata.get("channel") == "email" and
                      "command" in rec.metadata]
    assert len(email_commands) == stats["replies"] - stats["rejected"]
    for p in players:
        assert "ended" in [m["X-Pbem-Kind"] for m in p.inbox]
