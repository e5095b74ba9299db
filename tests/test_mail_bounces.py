"""Bounces: delivery-status notifications (RFC 3464) of pbem's own mails come back to
[mail] from_address and go through the real inbound path (the handler, the
`pbem mail ingest` pipe, LMTP). A hard bounce marks its outbox row bounced; after
[mail] bounce_limit of them an address is paused (its mails are held, none is lost,
`pbem outbox` shows it); a reply from it resumes it.

The reports are written the way Postfix, Exim, Gmail and Microsoft 365 put them on
the wire, each around a mail that pbem really sent through the loopback SMTP server.
"""
import hashlib
import smtplib
import subprocess
import sys
from email import message_from_bytes, policy
from email.message import EmailMessage
from email.utils import make_msgid

import pytest
from click.testing import CliRunner

from pbem import cli
from pbem.mail import address, bounce, inbound, send
from pbem.mail.lmtp import LmtpServer
from pbem.telling import outbox
from tests.mailbots import DOMAIN, mail_setup
from tests.smtpd import free_port
from tests.test_mail_out import play_turn  # and the parley game for tests

pytestmark = pytest.mark.both_stores

BOUNCES = f"pbem@{DOMAIN}"
BOB = "bob@example.com"


@pytest.fixture
def host(tmp_path, smtp_server):
    """(cfg, cfg_file, db, service) as a host runs it, sending to the loopback server."""
    return mail_setup(tmp_path, smtp_server)


def new_game(service, first="ann@example.com", second=BOB):
    return service.create("flanders", [{"name": "Ann", "email": first},
                                       {"name": "Bob", "email": second}])[0]


def sent_to(smtp_server, recipient):
    """The raw bytes of each mail the SMTP server took for RECIPIENT, in order."""
    return [e["raw"] for e in smtp_server.envelopes if recipient in e["rcpt_tos"]]


def row_of(service, message_id):
    return next(r for r in outbox.listing(service.store.conn, ("sent", "bounced"))
                if r["message_id"] == message_id)


# -- the reports, as each system writes them ------------------------------------------
def _text(original):
    """The mail as text with \\n line ends (_report writes them as CRLF)."""
    return original.replace(b"\r\n", b"\n").decode()


def _headers_of(original):
    return _text(original).split("\n\n", 1)[0] + "\n"


def _report(headers, parts, boundary="=_report"):
    """A multipart/report; report-type=delivery-status of PARTS [(headers, body)]."""
    out = headers + (f'MIME-Version: 1.0\nContent-Type: multipart/report; '
                     f'report-type=delivery-status;\n\tboundary="{boundary}"\n\n'
                     "This is a MIME-encapsulated message.\n\n")
    for part_headers, body in parts:
        out += f"--{boundary}\n{part_headers}\n\n{body}\n"
    return (out + f"--{boundary}--\n").replace("\n", "\r\n").encode()


def _unique(*parts):
    """A report's own id: each report an MTA writes has a Message-ID of its own."""
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:15].upper()


def postfix(original, recipient, status="5.1.1", action="failed", returned="message"):
    """Postfix's bounce(8): notification, delivery report, the message or its headers."""
    queue = _unique(original, status, action, returned)
    notice = ("This is the mail system at host mx.pbem.example.org.\n\nI'm sorry to "
              "have to inform you that your message could not\nbe delivered to one or "
              "more recipients. It's attached below.\n\n"
              f"<{recipient}>: host mx.example.com[198.51.100.7] said: 550 5.1.1\n"
              f"    <{recipient}>: Recipient address rejected: User unknown (in reply "
              "to RCPT TO\n    command)")
    subject = "Undelivered Mail Returned to Sender"
    if action == "delayed":
        subject = "Delayed Mail (still being retried)"
        notice = ("This is the mail system at host mx.pbem.example.org.\n\n####### "
                  "THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. "
                  "#######\n\nYour message could not be delivered for 4.0 hours.")
    report = ("Reporting-MTA: dns; mx.pbem.example.org\n"
              f"X-Postfix-Queue-ID: {queue}\nX-Postfix-Sender: rfc822; {BOUNCES}\n"
              "Arrival-Date: Mon,  5 Feb 2024 10:00:01 +0000 (UTC)\n\n"
              f"Final-Recipient: rfc822; {recipient}\n"
              f"Original-Recipient: rfc822;{recipient}\nAction: {action}\n"
              f"Status: {status}\nRemote-MTA: dns; mx.example.com\n"
              f"Diagnostic-Code: smtp; 550 5.1.1 <{recipient}>: Recipient address\n"
              "    rejected: User unknown")
    if action == "delayed":
        report = report.replace("550 5.1.1", "451 4.4.1").replace(
            "Recipient address\n    rejected: User unknown", "Connection timed out")
        report += "\nWill-Retry-Until: Mon, 10 Feb 2024 10:00:01 +0000 (UTC)"
    last = (("Content-Description: Undelivered Message\nContent-Type: message/rfc822"
             "\nContent-Transfer-Encoding: 8bit", _text(original))
            if returned == "message" else
            ("Content-Description: Undelivered Message Headers\n"
             "Content-Type: text/rfc822-headers", _headers_of(original)))
    return _report(
        f"Return-Path: <>\nDelivered-To: {BOUNCES}\n"
        "From: MAILER-DAEMON@mx.pbem.example.org (Mail Delivery System)\n"
        f"Subject: {subject}\nTo: {BOUNCES}\nAuto-Submitted: auto-replied\n"
        f"Message-Id: <20240205100002.{queue}@mx.pbem.example.org>\n"
        "Date: Mon,  5 Feb 2024 10:00:02 +0000 (UTC)\n",
        [("Content-Description: Notification\nContent-Type: text/plain; "
          "charset=us-ascii", notice),
         ("Content-Description: Delivery report\nContent-Type: message/delivery-status",
          report), last], boundary=f"{queue}.1707127202/mx.pbem.example.org")


def exim(original, recipient, returned=True):
    """Exim 4's RFC 3464 bounce (with the message, or without it when
    bounce_return_message is off: then only the recipient tells which mail it was)."""
    parts = [("Content-type: text/plain; charset=us-ascii",
              "This message was created automatically by mail delivery software.\n\n"
              "A message that you sent could not be delivered to one or more of its\n"
              "recipients. This is a permanent error. The following address(es) "
              f"failed:\n\n  {recipient}\n    host mx.example.com [198.51.100.7]\n"
              "    SMTP error from remote mail server after RCPT TO:<"
              f"{recipient}>:\n    550 5.1.1 <{recipient}>: Recipient address rejected"),
             ("Content-type: message/delivery-status",
              "Reporting-MTA: dns; mail.example.net\n\n"
              f"Action: failed\nFinal-Recipient: rfc822;{recipient}\nStatus: 5.0.0\n"
              "Remote-MTA: dns; mx.example.com\n"
              f"Diagnostic-Code: smtp; 550 5.1.1 <{recipient}>: Recipient address "
              "rejected")]
    if returned:
        parts.append(("Content-type: message/rfc822", _text(original)))
    return _report(
        "Return-path: <>\nFrom: Mail Delivery System <Mailer-Daemon@mail.example.net>\n"
        f"To: {BOUNCES}\nReferences: <x>\nContent-Transfer-Encoding: 7bit\n"
        "Subject: Mail delivery failed: returning message to sender\n"
        f"Message-Id: <E1rWx9A-{_unique(original, returned)}@mail.example.net>\n"
        "Date: Mon, 05 Feb 2024 10:00:02 +0000\nAuto-Submitted: auto-replied\n", parts,
        boundary="1707127202-eximdsn-1804289383")


def gmail(original, recipient):
    """Google's mailer-daemon (pbem sending through smtp.gmail.com): the notice as
    multipart/related HTML with an icon, the report, the message's headers."""
    return _report(
        "Return-Path: <>\nReceived: by 2002:a05:6a10:1234:b0:4a1:aaaa with SMTP id x;"
        "\n        Mon, 05 Feb 2024 02:00:02 -0800 (PST)\n"
        "From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>\n"
        f"To: {BOUNCES}\nAuto-Submitted: auto-replied\n"
        "Subject: Delivery Status Notification (Failure)\n"
        "References: <x@pbem.example.org>\nIn-Reply-To: <x@pbem.example.org>\n"
        "X-Failed-Recipients: " + recipient + "\n"
        f"Message-ID: <65c0b1a2.{_unique(original)}.GMR@mx.google.com>\n"
        "Date: Mon, 05 Feb 2024 02:00:02 -0800 (PST)\n",
        [('Content-Type: multipart/related; boundary="000000000000rel"',
          "--000000000000rel\nContent-Type: multipart/alternative; "
          'boundary="000000000000alt"\n\n--000000000000alt\nContent-Type: text/plain;'
          ' charset="UTF-8"\n\n\n** Address not found **\n\nYour message wasn\'t '
          f"delivered to {recipient} because the address couldn't be found, or is "
          "unable to receive mail.\n\n--000000000000alt\nContent-Type: text/html; "
          'charset="UTF-8"\n\n<html><body><h2>Address not found</h2></body></html>'
          "\n--000000000000alt--\n--000000000000rel\nContent-Type: image/png; "
          'name="icon.png"\nContent-Disposition: attachment; filename="icon.png"\n'
          "Content-Transfer-Encoding: base64\nContent-ID: <icon.png>\n\niVBORw0KGgo="
          "\n--000000000000rel--"),
         ("Content-Type: message/delivery-status",
          "Reporting-MTA: dns; googlemail.com\n"
          "Received-From-MTA: dns; pbem@pbem.example.org\n"
          "Arrival-Date: Mon, 05 Feb 2024 02:00:01 -0800 (PST)\n"
          "X-Original-Message-ID: " + message_from_bytes(original)["Message-ID"] + "\n\n"
          f"Final-Recipient: rfc822; {recipient}\nAction: failed\nStatus: 5.1.1\n"
          "Remote-MTA: dns; mx.example.com. (198.51.100.7, the server for the "
          "domain example.com.)\n"
          "Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach "
          "does not exist.\nLast-Attempt-Date: Mon, 05 Feb 2024 02:00:02 -0800 (PST)"),
         ("Content-Type: text/rfc822-headers", _headers_of(original))],
        boundary="000000000000report")


def microsoft(original, recipient):
    """Exchange Online's non-delivery report: the notice as text and HTML, the report
    (with Original-Recipient and X-Display-Name), the whole message."""
    return _report(
        "Return-Path: <>\n"
        "From: Microsoft Outlook\n <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@"
        "contoso.onmicrosoft.com>\n"
        f"To: <{BOUNCES}>\nDate: Mon, 5 Feb 2024 10:00:02 +0000\n"
        f"Content-Language: en-US\nMessage-ID:\n <{_unique(original)}@"
        "DM6PR11MB1234.namprd11.prod.outlook.com>\n"
        "In-Reply-To: <x@pbem.example.org>\nSubject: Undeliverable: In Flanders Field\n"
        "Auto-Submitted: auto-replied\nX-MS-Exchange-Message-Is-Ndr:\n",
        [('Content-Type: multipart/alternative; differences=Content-Type;\n\tboundary="'
          'b1_alt"',
          "--b1_alt\nContent-Type: text/plain; charset=\"us-ascii\"\n"
          "Content-Transfer-Encoding: quoted-printable\n\n"
          f"Your message to {recipient} couldn't be delivered.\nbob wasn't found at "
          "example.com.\n\n--b1_alt\nContent-Type: text/html; charset=\"us-ascii\"\n"
          "Content-Transfer-Encoding: quoted-printable\n\n<html><body>Your message to "
          f"{recipient} couldn't be delivered.</body></html>\n--b1_alt--"),
         ("Content-Type: message/delivery-status",
          "Reporting-MTA: dns;DM6PR11MB1234.namprd11.prod.outlook.com\n"
          "Received-From-MTA: dns;pbem.example.org\n"
          "Arrival-Date: Mon, 5 Feb 2024 10:00:01 +0000\n\n"
          f"Original-Recipient: rfc822;{recipient}\nFinal-Recipient: rfc822;{recipient}"
          "\nAction: failed\nStatus: 5.1.10\n"
          "Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient "
          "not found by SMTP address lookup\nX-Display-Name: Bob"),
         ("Content-Type: message/rfc822", _text(original))],
        boundary="b1_report")


SHAPES = {"postfix": postfix, "postfix-headers": lambda o, r: postfix(
    o, r, returned="headers"), "exim": exim, "gmail": gmail, "microsoft": microsoft}


# -- hard bounces ------------------------------------------------------------------------
@pytest.mark.parametrize("shape", list(SHAPES))
def test_a_hard_bounce_marks_the_outbox_row_bounced(host, smtp_server, shape):
    cfg, _, _, service = host
    new_game(service)
    new_game(service)
    send.dispatch_due(service, cfg)
    original, later = sent_to(smtp_server, BOB)
    message_id = message_from_bytes(original)["Message-ID"]
    report = SHAPES[shape](original, BOB)
    delivery = inbound.handle(service, cfg, report, envelope_to=[BOUNCES])
    assert delivery.code == inbound.OK, delivery.summary
    assert "bounced" in delivery.summary and BOB in delivery.summary
    row = row_of(service, message_id)
    assert row["status"] == "bounced" and row["recipient"] == BOB
    assert row_of(service, message_from_bytes(later)["Message-ID"])["status"] == "sent", \
        "the report names its mail: not the last one sent to that address"
    assert "5.1.1" in row["last_error"] or "5.1.10" in row["last_error"]
    assert outbox.listing(service.store.conn, ("pending",)) == [], \
        "a report is not a reply: nothing answers it"
    assert not bounce.paused(service.store.conn, cfg, BOB), "one bounce pauses nothing"


def test_a_report_without_the_message_is_matched_by_its_recipient(host, smtp_server):
    cfg, _, _, service = host
    new_game(service)
    send.dispatch_due(service, cfg)
    [original] = sent_to(smtp_server, BOB)
    delivery = inbound.handle(service, cfg, exim(original, BOB.upper(), returned=False),
                              envelope_to=[BOUNCES])
    assert delivery.code == inbound.OK and "bounced" in delivery.summary
    assert row_of(service, message_from_bytes(original)["Message-ID"])["status"] == \
        "bounced"


def test_a_report_on_no_mail_of_ours_changes_nothing(host, smtp_server):
    cfg, _, _, service = host
    new_game(service)
    send.dispatch_due(service, cfg)
    stranger = EmailMessage()           # spam that forged our address, to Bob and Carol
    stranger["From"], stranger["To"] = BOUNCES, BOB
    stranger["Message-ID"], stranger["Subject"] = make_msgid(), "spam"
    stranger.set_content("buy now")
    for raw in (postfix(bytes(stranger), BOB), gmail(bytes(stranger), BOB),
                exim(bytes(stranger), "carol@example.org", returned=False)):
        delivery = inbound.handle(service, cfg, raw, envelope_to=[BOUNCES])
        assert delivery.code == inbound.OK and "no mail of ours" in delivery.summary
    assert {r["status"] for r in outbox.listing(service.store.conn, ("sent", "bounced"))
            } == {"sent"}


# -- pause after N hard bounces, soft ones do not count, a reply resumes --------------
def test_hard_bounces_pause_the_address_soft_ones_do_not_and_a_reply_resumes_it(
        host, smtp_server):
    cfg, cfg_file, db, service = host
    assert cfg["mail"]["bounce_limit"] == 3
    games = [new_game(service) for _ in range(4)]
    send.dispatch_due(service, cfg)
    originals = sent_to(smtp_server, BOB)
    assert len(originals) == 4
    for original in originals:          # delays and temporary failures: nothing counts
        for status in ("4.4.1", "4.2.2"):
            inbound.handle(service, cfg, postfix(original, BOB, status=status,
                                                 action="delayed"), [BOUNCES])
        inbound.handle(service, cfg, postfix(original, BOB, status="4.4.7"), [BOUNCES])
    assert not bounce.paused(service.store.conn, cfg, BOB)
    assert {row_of(service, message_from_bytes(o)["Message-ID"])["status"]
            for o in originals} == {"bounced"}, "given up on: bounced, but not counted"

    shapes = [postfix, gmail, microsoft]
    for n, (original, shape) in enumerate(zip(originals, shapes), 1):
        for _ in range(2):              # a report delivered twice counts once
            inbound.handle(service, cfg, shape(original, BOB), [BOUNCES])
        assert bounce.paused(service.store.conn, cfg, BOB) == (n == 3), n

    smtp_server.clear()
    service.submit(games[0], "Red", "roll")         # mails to Bob and to Ann
    game = new_game(service, second="bob@EXAMPLE.com")
    counts = send.dispatch_due(service, cfg)
    assert sent_to(smtp_server, BOB) == [] and sent_to(smtp_server, "bob@EXAMPLE.com") \
        == [], "a paused address gets no mail"
    assert sent_to(smtp_server, "ann@example.com"), "the others still do"
    held = outbox.listing(service.store.conn, ("held",))
    assert held and {r["recipient"].lower() for r in held} == {BOB}
    assert counts["waiting"] == len(held)
    assert send.dispatch_due(service, cfg)["waiting"] == 0, "held rows are not due"

    shown = CliRunner().invoke(cli.main, ["--db", str(db), "--config", str(cfg_file),
                                          "outbox"])
    assert shown.exit_code == 0, shown.output
    assert f"mail to {BOB} paused after 3 hard bounces" in shown.output
    assert "5.1.10" in shown.output             # the last one's reason
    assert all(f"{r['id']}\theld\t" in shown.stdout for r in held)

    reply = EmailMessage()                      # Bob writes again: his mailbox works
    reply["From"] = f"Bob <{BOB}>"
    reply["To"] = address.reply_address(service.store.conn, cfg, game, "Blue")
    reply["Subject"], reply["Message-ID"] = "Re: In Flanders Field", make_msgid()
    reply.set_content("legal\n")
    assert inbound.handle(service, cfg, bytes(reply)).code == inbound.OK
    assert not bounce.paused(service.store.conn, cfg, BOB)
    assert outbox.listing(service.store.conn, ("held",)) == []
    send.dispatch_due(service, cfg)
    assert len(sent_to(smtp_server, BOB) + sent_to(smtp_server, "bob@EXAMPLE.com")) == \
        len(held) + 1, "every held mail goes, and the answer to his reply"
    inbound.handle(service, cfg, postfix(originals[3], BOB), [BOUNCES])
    assert not bounce.paused(service.store.conn, cfg, BOB), "the count starts afresh"


def test_the_host_can_resume_a_paused_address(host, smtp_server):
    cfg, cfg_file, db, service = host
    cfg["mail"]["bounce_limit"] = 1
    new_game(service)
    send.dispatch_due(service, cfg)
    [original] = sent_to(smtp_server, BOB)
    inbound.handle(service, cfg, postfix(original, BOB), [BOUNCES])
    assert bounce.paused(service.store.conn, cfg, BOB)
    resumed = CliRunner().invoke(cli.main, ["--db", str(db), "--config", str(cfg_file),
                                            "outbox", "--resume-address", BOB.upper()])
    assert resumed.exit_code == 0, resumed.output
    assert not bounce.paused(service.store.conn, cfg, BOB)
    unknown = CliRunner().invoke(cli.main, ["--db", str(db), "--config", str(cfg_file),
                                            "outbox", "--resume-address", "x@y.org"])
    assert unknown.exit_code == 1 and "x@y.org is not paused" in unknown.output


def test_a_full_mailbox_does_not_count(host, smtp_server):
    """5.2.2, mailbox full, is "persistent transient" (RFC 3463): the mail is bounced,
    the address is not paused for it (issue 29, item 8)."""
    cfg, _, _, service = host
    cfg["mail"]["bounce_limit"] = 1
    new_game(service)
    send.dispatch_due(service, cfg)
    [original] = sent_to(smtp_server, BOB)
    delivery = inbound.handle(service, cfg, postfix(original, BOB, status="5.2.2"),
                              [BOUNCES])
    assert "not counted" in delivery.summary
    assert row_of(service, message_from_bytes(original)["Message-ID"])["status"] == \
        "bounced"
    assert not bounce.paused(service.store.conn, cfg, BOB)
    assert not bounce.read(postfix(original, BOB, status="5.2.2")).recipients[0].hard


def test_resuming_sends_each_games_latest_turn_and_supersedes_the_stale_ones(
        host, smtp_server):
    """A player back after bounces gets of each game the latest mail asking him to act
    (or its end), not every turn he missed; the older ones stay listed as superseded
    (issue 29, item 8)."""
    cfg, cfg_file, db, service = host
    cfg["mail"]["bounce_limit"] = 1
    first = new_game(service)
    send.dispatch_due(service, cfg)
    [started] = sent_to(smtp_server, BOB)
    inbound.handle(service, cfg, postfix(started, BOB), [BOUNCES])
    assert bounce.paused(service.store.conn, cfg, BOB)
    for _ in range(3):                          # three turns of Bob's, missed
        play_turn(service, first)
        play_turn(service, first)
    second = new_game(service)                  # its start, and a turn
    play_turn(service, second)
    third = service.create("parley", [{"name": "Ann", "email": "ann@example.com"},
                                      {"name": "Bob", "email": BOB}])[0]
    for role, command in (("North", "pass"), ("South", "pass"), ("North", "concede")):
        service.submit(third, role, command)    # a turn of Bob's, then the end
    smtp_server.clear()
    send.dispatch_due(service, cfg)
    held = outbox.held(service.store.conn, BOB)
    assert sent_to(smtp_server, BOB) == [] and len(held) == 3 + 2 + 3

    resumed = CliRunner().invoke(cli.main, ["--db", str(db), "--config", str(cfg_file),
                                            "outbox", "--resume-address", BOB])
    assert resumed.exit_code == 0, resumed.output
    assert "5 held mails due, 3 superseded" in resumed.output
    send.dispatch_due(service, cfg)
    got = [(m["X-Pbem-Game"], m["X-Pbem-Kind"]) for m in
           (message_from_bytes(raw) for raw in sent_to(smtp_server, BOB))]
    assert sorted(got) == sorted([(first, "turn"), (second, "started"), (second, "turn"),
                                  (third, "started"), (third, "ended")])
    newest = max(r["id"] for r in held if r["game"] == first)
    superseded = outbox.listing(service.store.conn, ("superseded",))
    assert {(r["game"], r["kind"]) for r in superseded} == {(first, "turn"),
                                                           (third, "turn")}
    assert all(r["id"] < newest for r in superseded if r["game"] == first)
    shown = CliRunner().invoke(cli.main, ["--db", str(db), "--config", str(cfg_file),
                                          "outbox"])
    assert all(f"{r['id']}\tsuperseded\tturn\t{BOB}\t" in shown.stdout
               for r in superseded), "the history stays in the listing"


# -- the ways in -------------------------------------------------------------------------
def test_reports_come_in_through_the_pipe_and_lmtp(host, smtp_server):
    cfg, cfg_file, db, service = host
    for _ in range(2):
        new_game(service)
    send.dispatch_due(service, cfg)
    first, second = sent_to(smtp_server, BOB)
    piped = subprocess.run([sys.executable, "-m", "pbem", "--db", str(db), "--config",
                            str(cfg_file), "mail", "ingest", "--recipient", BOUNCES],
                           input=microsoft(first, BOB), capture_output=True, timeout=60)
    assert piped.returncode == 0, piped.stderr.decode()
    assert row_of(service, message_from_bytes(first)["Message-ID"])["status"] == "bounced"

    port = free_port()
    server = LmtpServer(service, cfg, "127.0.0.1", port)
    server.start()
    try:
        with smtplib.LMTP("127.0.0.1", port) as lmtp:
            refused = lmtp.sendmail("", [BOUNCES, f"pbem+nothing@{DOMAIN}"],
                                    gmail(second, BOB))
    finally:
        server.stop()
    assert list(refused) == [f"pbem+nothing@{DOMAIN}"], "the From address is taken"
    assert row_of(service, message_from_bytes(second)["Message-ID"])["status"] == \
        "bounced"


def test_a_report_is_read_whatever_its_shape_and_other_reports_are_not(host):
    """bounce.read: what a report says, in every shape; None for anything else."""
    original = EmailMessage(policy=policy.SMTP)
    original["From"], original["To"] = BOUNCES, BOB
    original["Message-ID"], original["Subject"] = "<turn.7.abc@pbem.example.org>", "x"
    original.set_content("hello")
    for shape in SHAPES.values():
        report = bounce.read(shape(bytes(original), BOB))
        assert report.message_ids == ["<turn.7.abc@pbem.example.org>"]
        [one] = report.recipients
        assert one.address == BOB and one.action == "failed" and one.hard
    delayed = bounce.read(postfix(bytes(original), BOB, "4.4.1", "delayed"))
    assert not delayed.recipients[0].hard
    read_receipt = _report("From: bob@example.com\n", [("Content-Type: text/plain",
                                                        "read")]).replace(
        b"delivery-status", b"disposition-notification")
    assert bounce.read(read_receipt) is None
    assert bounce.read(bytes(original)) is None
