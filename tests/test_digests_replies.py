"""Replies to a daily digest (issue 29, items 4 and 5): the digest's Reply-To is an
address of its own that pbem reads; a reply plays in the digest's games by lines
`GAME: COMMAND`, each game answering its lines in that day's digest thread; lines of
no game of the digest get one answer saying how to write them. Sent through the real
dispatcher to the loopback SMTP server, replies through the real inbound handler and
LMTP listener."""
import smtplib
from datetime import datetime, timezone
from email.message import EmailMessage
from email.policy import SMTP as policy_smtp
from email.utils import make_msgid

import pytest

from pbem.core import seats
from pbem.mail import address, how_to, inbound, policy, send
from pbem.mail.lmtp import LmtpServer
from pbem.telling import digests, outbox
from tests.mailbots import DOMAIN, mail_setup
from tests.smtpd import free_port

ANN, BOB, EVE = "ann@example.com", "bob@example.com", "eve@example.net"


@pytest.fixture
def host(tmp_path, smtp_server):
    """(cfg, service, [two games where Ann, Red, is to move], the digest Ann got)."""
    cfg, _, _, service = mail_setup(tmp_path, smtp_server)
    games = [service.create("flanders", [{"name": "Ann", "email": ANN},
                                         {"name": "Bob", "email": BOB}])[0]
             for _ in range(2)]
    digests.set_daily(service, ANN, 8, "UTC")
    assert digests.enqueue_due(service, cfg, immediately=True) == 1
    now = datetime.now(timezone.utc)
    send.dispatch(service, cfg, outbox.due(service.store.conn, "mail", now,
                                           kinds=(digests.KIND,)), now)
    [mail] = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == digests.KIND]
    smtp_server.clear()
    send.dispatch_due(service, cfg)         # the games' own mails, out of the way
    smtp_server.clear()
    return cfg, service, games, mail


def reply(to_mail, *lines, sender=ANN):
    """A reply to TO_MAIL as a mail client writes it: to its Reply-To, in its thread,
    the original quoted below."""
    msg = EmailMessage()
    msg["From"], msg["To"] = sender, to_mail["Reply-To"]
    msg["Subject"] = "Re: " + to_mail["Subject"]
    msg["Message-ID"] = make_msgid("reply", domain="example.com")
    msg["In-Reply-To"] = to_mail["Message-ID"]
    msg["References"] = " ".join(filter(None, (to_mail["References"],
                                               to_mail["Message-ID"])))
    quoted = "\n".join("> " + line for line in to_mail.get_body(("plain",)).get_content()
                       .splitlines())
    msg.set_content("\n".join(lines) + f"\n\nOn Mon, 3 Mar 2025, pbem wrote:\n{quoted}\n")
    return msg


def commands(service, game_id):
    return [rec.metadata["command"]["action"] for rec in service.store.read(game_id)
            if rec.metadata.get("channel") == "email" and "command" in rec.metadata]


def test_a_digest_has_a_reply_address_that_pbem_reads(host):
    cfg, service, games, mail = host
    verdict = address.check(service.store.conn, cfg, mail["Reply-To"])
    assert verdict.valid and verdict.digest is not None and verdict.seat is None
    text = mail.get_body(("plain",)).get_content()
    assert f'"{games[0]}: COMMAND"' in text and f"{games[1]}: legal" in text
    forged = mail["Reply-To"].replace(".", ".1", 1)
    assert address.check(service.store.conn, cfg, forged).refusal == address.FORGED
    def asked(recipient):
        return policy.decide(service, cfg, {"request": "smtpd_access_policy",
                                            "recipient": recipient})
    assert asked(mail["Reply-To"]) == "DUNNO" and asked(forged).startswith("REJECT")


def test_a_reply_to_a_digest_plays_in_each_game_and_each_answers_in_its_thread(
        host, smtp_server):
    cfg, service, (first, second), mail = host
    answer_to = reply(mail, "# my moves", f"{first}: roll", f"{second.upper()} : roll",
                      f"{first}: legal")
    delivery = inbound.handle(service, cfg, bytes(answer_to))
    assert delivery.code == inbound.OK, delivery.summary
    assert commands(service, first) == commands(service, second) == ["roll"]
    assert send.dispatch_due(service, cfg)["sent"] >= 2
    answers = {m["X-Pbem-Kind"]: [] for m in smtp_server.messages}
    for m in smtp_server.messages:
        answers[m["X-Pbem-Kind"]].append(m)
    assert how_to.KIND not in answers, "every line named a game of the digest"
    mine = [m for m in answers[inbound.ANSWER] if m["To"].addresses[0].addr_spec == ANN]
    assert len(mine) == 2
    for answer in mine:
        assert answer["Subject"] == mail["Subject"], "in that day's digest thread"
        assert answer["In-Reply-To"] == answer_to["Message-ID"]
        assert answer["References"] == f"{mail['Message-ID']} {answer_to['Message-ID']}"
        game_id = answer["X-Pbem-Game"]
        assert address.check(service.store.conn, cfg, answer["Reply-To"]).seat == \
            (game_id, "Red"), "a reply to the answer plays in its game"
        text = answer.get_body(("plain",)).get_content()
        assert "applied:    roll" in text
        assert ("listed:     legal" in text) == (game_id == first), "its own lines only"
    again = inbound.handle(service, cfg, bytes(answer_to))
    assert again.code == inbound.OK and "already handled" in again.summary
    assert commands(service, first) == ["roll"]


def test_lines_of_no_game_of_the_digest_are_answered_with_how_to_write_them(
        host, smtp_server):
    cfg, service, (first, second), mail = host
    elsewhere = service.create("flanders", [{"name": "Cid", "email": "cid@example.com"},
                                            {"name": "Ann", "email": ANN}])[0]
    answer_to = reply(mail, "roll", f"{elsewhere}: roll", f"{second}: roll", "Thanks!")
    assert inbound.handle(service, cfg, bytes(answer_to)).code == inbound.OK
    assert commands(service, second) == ["roll"] and commands(service, first) == []
    assert commands(service, elsewhere) == []
    send.dispatch_due(service, cfg)
    [how] = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == how_to.KIND]
    assert how["To"].addresses[0].addr_spec == ANN
    assert how["Subject"] == mail["Subject"] and how["Reply-To"] == mail["Reply-To"]
    assert how["In-Reply-To"] == answer_to["Message-ID"]
    assert how["Auto-Submitted"] == "auto-replied"
    text = how.get_body(("plain",)).get_content().replace("\r\n", "\n")
    assert text.startswith("How to reply to your pbem digest: 3 lines were not applied.")
    assert "  roll    (it starts with no game id)" in text
    assert f"({elsewhere} is no game of this digest)" in text
    assert "  Thanks!    (it starts with no game id)" in text
    assert f"  {first}: In Flanders Field, you play Red" in text
    assert "GAME: COMMAND" in text


def test_a_rotated_seat_takes_nothing_from_an_older_digest(host):
    cfg, service, (first, second), mail = host
    with service.store.transaction() as conn:
        seats.new_generation(conn, second, "Red")
    inbound.handle(service, cfg, bytes(reply(mail, f"{first}: roll", f"{second}: roll")))
    assert commands(service, first) == ["roll"] and commands(service, second) == []
    [how] = [r for r in outbox.listing(service.store.conn, ("pending",))
             if r["kind"] == how_to.KIND]
    assert how["payload"]["lines"] == [{"line": f"{second}: roll",
                                        "why": address.ROTATED}]


def test_a_stranger_at_a_digest_address_applies_nothing_and_is_not_answered(host):
    cfg, service, (first, _), mail = host
    inbound.handle(service, cfg, bytes(reply(mail, f"{first}: roll", sender=EVE)))
    assert commands(service, first) == []
    pending = outbox.listing(service.store.conn, ("pending",))
    assert [r["recipient"] for r in pending] == [ANN]
    assert pending[0]["kind"] == inbound.OTHER_SENDER
    assert pending[0]["payload"]["answered"] is False


def test_lmtp_takes_a_digest_address_at_rcpt(host):
    cfg, service, (first, _), mail = host
    port = free_port()
    server = LmtpServer(service, cfg, "127.0.0.1", port)
    server.start()
    try:
        with smtplib.LMTP("127.0.0.1", port, timeout=10) as client:
            forged = f"pbem+digest.1.0@{DOMAIN}"
            refused = client.sendmail(ANN, [mail["Reply-To"], forged], reply(
                mail, f"{first}: roll").as_bytes(policy=policy_smtp))
    finally:
        server.stop()
    assert list(refused) == [forged]
    assert commands(service, first) == ["roll"]
