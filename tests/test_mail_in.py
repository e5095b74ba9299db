"""Inbound mail (issue 3, parts 5-7): reading replies in the shapes real clients send,
who may write, idempotent delivery, and the three ways in (pipe, LMTP, IMAP).

The replies below are written out the way each client puts them on the wire
(multipart/alternative, quoted-printable, base64, RFC 2047 names, quoting styles), and
every one goes through the real handler into a real game of In Flanders Field.
"""
import base64
import quopri
import smtplib
import sqlite3
import subprocess
import sys
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from events import EventStore
from pbem import config
from pbem.config import service_over
from pbem.core import seats
from pbem.mail import address, how_to, inbound, reply, send
from pbem.mail.imap import poll_imap
from pbem.mail.lmtp import LmtpServer
from pbem.telling import outbox
from tests.fuzz import onward
from tests.smtpd import free_port

pytestmark = pytest.mark.both_stores

ALICE, BOB = "alice@example.com", "bob@example.com"
BOUNCES = "pbem-bounces@pbem.example.org"


@pytest.fixture
def cfg():
    settings = config.load(env={})
    settings["mail"].update(domain="pbem.example.org", secret="test-secret",
                            from_address=BOUNCES)
    return settings


def new_game(service):
    game_id, _ = service.create("flanders", [{"name": "Alice", "email": ALICE},
                                             {"name": "Bob", "email": BOB}])
    return game_id


@pytest.fixture
def game(service):
    return new_game(service)


@pytest.fixture
def file_game(tmp_path):
    """(db path, service, game id) in a file of the test's own, for another process,
    with a short busy timeout so a test can hold the write lock cheaply."""
    db = tmp_path / "pbem.sqlite"
    service = service_over(EventStore(db, busy_timeout_ms=50))
    return db, service, new_game(service)


@contextmanager
def write_locked(db):
    """Another connection holds the database's write lock meanwhile."""
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()


@pytest.fixture
def cfg_file(tmp_path):
    """The settings of `cfg` that matter here, as a file for the CLI."""
    path = tmp_path / "pbem.toml"
    path.write_text('[mail]\ndomain = "pbem.example.org"\nsecret = "test-secret"\n'
                    f'from_address = "{BOUNCES}"\n')
    return path


def reply_to(service, cfg, game, role):
    return address.reply_address(service.store.conn, cfg, game, role)


def applied_commands(service, game):
    """The commands applied by email, in order."""
    return [rec.metadata["command"] for rec in service.store.read(game)
            if rec.metadata.get("channel") == "email" and "command" in rec.metadata]


def rows(service, kind=None):
    return [r for r in outbox.listing(service.store.conn, ("pending",))
            if kind is None or r["kind"] == kind]


# -- the shapes of replies ----------------------------------------------------------
def _qp(text, charset="utf-8"):
    return quopri.encodestring(text.encode(charset)).decode("ascii")


def _b64(text, charset="utf-8"):
    return base64.encodebytes(text.encode(charset)).decode("ascii")


def gmail(to, cmds):
    """multipart/alternative, both parts quoted-printable, "On ... wrote:" wrapped."""
    text = (f"{cmds}\n\nOn Mon, 5 Feb 2024 at 10:00, pbem <pbem@pbem.example.org>\n"
            "wrote:\n\n> Your turn in In Flanders Field\n> legal now:\n>   roll\n> stop\n")
    html = (f'<div dir="ltr">{cmds.replace(chr(10), "<br>")}</div><br><div '
            'class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 5 Feb 2024 '
            'at 10:00, pbem wrote:<br></div><blockquote class="gmail_quote">Your turn'
            '<br>legal now:<br>roll<br>stop</blockquote></div>')
    return (f"From: Alice <{ALICE}>\r\nTo: {to}\r\nSubject: Re: Your turn\r\n"
            "Message-ID: <CAgmail1@mail.gmail.com>\r\nMIME-Version: 1.0\r\n"
            'Content-Type: multipart/alternative; boundary="000b"\r\n\r\n'
            "--000b\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\n"
            f"Content-Transfer-Encoding: quoted-printable\r\n\r\n{_qp(text)}\r\n"
            "--000b\r\nContent-Type: text/html; charset=\"UTF-8\"\r\n"
            f"Content-Transfer-Encoding: quoted-printable\r\n\r\n{_qp(html)}\r\n"
            "--000b--\r\n").encode()


def gmail_german(to, cmds):
    """Gmail in German: "Am ... schrieb NAME <ADDRESS>:" wrapped over two lines."""
    text = (f"{cmds}\n\nAm Mo., 5. Feb. 2024 um 10:00 Uhr schrieb pbem <\n"
            "pbem@pbem.example.org>:\n\n> Du bist dran\n> roll\n")
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: Re: Du bist dran\n"
            "Message-ID: <CAgmail-de@mail.gmail.com>\n"
            f"Content-Type: text/plain; charset=UTF-8\n\n{text}").encode()


def outlook(to, cmds):
    """Outlook (mobile): base64 text, its footer, an underscores line and a
    From:/Sent: block, no ">"."""
    text = (f"{cmds}\r\n\r\nGet Outlook for iOS<https://aka.ms/o0ukef>\r\n"
            "________________________________\r\n"
            "From: pbem <pbem@pbem.example.org>\r\nSent: Monday, February 5, 2024 "
            "10:00 AM\r\nTo: Alice <alice@example.com>\r\nSubject: Your turn\r\n\r\n"
            "legal now:\r\n  roll\r\n  stop\r\n")
    return (f"From: Alice <{ALICE}>\r\nTo: \"pbem\" <{to}>\r\nSubject: RE: Your turn\r\n"
            "Message-ID: <AM0PR01MB1234@eurprd01.prod.outlook.com>\r\n"
            "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=\"utf-8\"\r\n"
            f"Content-Transfer-Encoding: base64\r\n\r\n{_b64(text)}").encode()


def outlook_original(to, cmds):
    """Older Outlook: "-----Original Message-----" and headers, quoted-printable."""
    text = (f"{cmds}\n\n-----Original Message-----\nFrom: pbem\n"
            "Sent: Monday, February 5, 2024 10:00 AM\nTo: Alice\nSubject: Your turn\n\n"
            "roll\nstop\n")
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: RE: Your turn\n"
            "Message-ID: <0001@outlook.example>\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=windows-1252\n"
            f"Content-Transfer-Encoding: quoted-printable\n\n{_qp(text, 'cp1252')}"
            ).encode()


def apple(to, cmds):
    """Apple Mail: "On ..., at ..., X wrote:" then ">" quotes, format=flowed."""
    text = (f"{cmds}\n\n> On 5 Feb 2024, at 10:00, pbem <pbem@pbem.example.org> wrote:\n"
            ">\n> Your turn\n> legal now:\n>   roll\n")
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: Re: Your turn\n"
            "Message-Id: <A1B2C3D4-0000@example.com>\nMime-Version: 1.0 (Mac OS X Mail)\n"
            "Content-Type: text/plain; charset=us-ascii; format=flowed\n"
            f"Content-Transfer-Encoding: 7bit\n\n{text}").encode()


def apple_unquoted(to, cmds):
    """Apple Mail with the attribution unquoted above the ">" lines."""
    text = (f"{cmds}\n\n\nOn 5 Feb 2024, at 10:00, pbem <pbem@pbem.example.org> wrote:"
            "\n\n> Your turn\n> roll\n")
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: Re: Your turn\n"
            "Message-Id: <A1B2C3D4-0001@example.com>\n"
            f"Content-Type: text/plain; charset=us-ascii\n\n{text}").encode()


def html_only(to, cmds):
    """No text part: HTML with a <blockquote> of the original, quoted-printable."""
    body = "".join(f"<p>{line}</p>" for line in cmds.split("\n"))
    html = (f"<html><head><style>p {{margin:0}}</style></head><body>{body}"
            "<blockquote type=\"cite\">Your turn<br>roll<br>stop</blockquote></body></html>")
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: Re: Your turn\n"
            "Message-ID: <html1@example.com>\nMIME-Version: 1.0\n"
            "Content-Type: text/html; charset=utf-8\n"
            f"Content-Transfer-Encoding: quoted-printable\n\n{_qp(html)}").encode()


def non_ascii_name(to, cmds):
    """RFC 2047 display names, a Latin-1 body in 8bit, and a signature block."""
    text = f"{cmds}\n-- \nRené Müller\nÉtat-major, 3e brigade\n"
    return (b"From: =?iso-8859-1?q?Ren=E9_M=FCller?= <" + ALICE.encode() + b">\n"
            b"To: =?utf-8?b?cGJlbSDinJM=?= <" + to.encode() + b">\n"
            b"Subject: =?utf-8?q?Re=3A_Votre_tour_=E2=9C=93?=\n"
            b"Message-ID: <latin1@example.fr>\nMIME-Version: 1.0\n"
            b"Content-Type: text/plain; charset=iso-8859-1\n"
            b"Content-Transfer-Encoding: 8bit\n\n" + text.encode("latin-1"))


def mobile(to, cmds):
    """A phone: "Sent from my iPhone" under the commands, an unknown charset label."""
    text = f"{cmds}\nSent from my iPhone\n\n> On 5 Feb 2024, at 10:00, pbem wrote:\n> roll\n"
    return (f"From: Alice <{ALICE}>\nTo: {to}\nSubject: Re: Your turn\n"
            "Message-ID: <phone1@example.com>\n"
            f"Content-Type: text/plain; charset=x-unheard-of\n\n{text}").encode()


SHAPES = [gmail, gmail_german, outlook, outlook_original, apple, apple_unquoted, html_only,
          non_ascii_name, mobile]


@pytest.mark.parametrize("shape", SHAPES, ids=[s.__name__ for s in SHAPES])
def test_replies_in_client_shapes_apply_only_the_typed_commands(service, cfg, game,
                                                                shape):
    """The command typed above the quote applies; the quoted "roll"/"stop" lines,
    attributions and signatures do not (each would be applied or rejected after it)."""
    rules = service.load(game).rules
    [move] = onward(service.legal(service.load(game), "Red"))   # roll, to begin
    raw = shape(reply_to(service, cfg, game, "Red"), f"# my move\n{move}")
    delivery = inbound.handle(service, cfg, raw)
    assert delivery.code == inbound.OK, delivery.summary
    assert [rules.format(c) for c in applied_commands(service, game)] == [move]
    [answer] = rows(service, inbound.ANSWER)
    assert answer["recipient"] == ALICE and answer["role"] == "Red"
    assert [f["status"] for f in answer["payload"]["lines"]] == ["applied"]


def test_body_text_prefers_plain_and_decodes_html_entities():
    msg = EmailMessage()
    msg.set_content("roll")
    msg.add_alternative("<p>stop</p>", subtype="html")
    assert reply.body_text(msg).strip() == "roll"
    html = EmailMessage()
    html.set_content("<div>take&nbsp;7<br>stop &amp; think</div>", subtype="html")
    assert reply.body_text(html).split("\n")[1:3] == ["take 7", "stop & think"]


def test_commands_skip_comments_and_blank_lines():
    text = "# my plan\nroll\n\n  take 7   # gas!\n#stop\nstop"
    assert reply.commands(text) == [(2, "roll"), (4, "take 7"), (6, "stop")]


def test_lines_apply_in_order_until_the_first_rejected(service, cfg, game):
    """"take 12" is a command no board allows (a line that is no command at all
    would end the reading instead: tests/test_mail_replies.py)."""
    raw = apple(reply_to(service, cfg, game, "Red"), "roll\ntake 12\nstop")
    assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert [c["action"] for c in applied_commands(service, game)] == ["roll"]
    [row] = rows(service)
    assert row["kind"] == inbound.REJECTED
    fates = row["payload"]["lines"]
    assert [f["status"] for f in fates] == ["applied", "rejected", "not tried"]
    assert fates[1]["error"]


def test_a_reply_without_commands_is_answered(service, cfg, game):
    raw = gmail(reply_to(service, cfg, game, "Red"), "Thanks!")
    inbound.handle(service, cfg, raw)
    [row] = rows(service)
    assert row["kind"] == inbound.REJECTED
    assert row["payload"]["lines"][0]["status"] == "rejected"
    empty = gmail(reply_to(service, cfg, game, "Red"), "# nothing yet").replace(
        b"CAgmail1", b"CAgmail2")
    inbound.handle(service, cfg, empty)
    assert [r["payload"]["lines"] for r in rows(service, inbound.ANSWER)] == [[]]


def test_answers_are_mailed_under_the_players_message(service, cfg, game, smtp_server):
    """Through the dispatch job to a real SMTP server: the rejected answer says why
    and lists what is legal now, with the board; the refusal to a stranger shows
    nothing of the game; the seat's owner is told; an applied line says what it did."""
    smtp_server.configure(cfg)
    red = reply_to(service, cfg, game, "Red")
    inbound.handle(service, cfg, apple(red, "fly to Berlin\nroll"))
    stranger = apple(reply_to(service, cfg, game, "Blue"), "roll").replace(
        b"A1B2C3D4-0000", b"A1B2C3D4-0002")
    inbound.handle(service, cfg, stranger)
    assert send.dispatch_due(service, cfg)["sent"] == 3
    by_reply = {m["In-Reply-To"]: m for m in smtp_server.messages}
    rejected = by_reply["<A1B2C3D4-0000@example.com>"]
    assert rejected["X-Pbem-Kind"] == inbound.REJECTED
    assert "<A1B2C3D4-0000@example.com>" in rejected["References"]
    assert rejected["Reply-To"] == red
    text = rejected.get_body(("plain",)).get_content().replace("\r\n", "\n")
    assert "Your move was rejected" in text
    assert "REJECTED:   fly to Berlin" in text and "not tried:  roll" in text
    assert "why: unknown command 'fly'" in text
    assert "Your legal commands now:\n  roll\n" in text
    assert any(p.get_content_type() == "image/png" for p in rejected.walk())
    refusal = next(m for m in smtp_server.messages
                   if m["In-Reply-To"] == "<A1B2C3D4-0002@example.com>")
    notice = next(m for m in smtp_server.messages
                  if m["X-Pbem-Kind"] == inbound.OTHER_SENDER)
    assert refusal["X-Pbem-Kind"] == inbound.REJECTED
    assert notice["In-Reply-To"] != "<A1B2C3D4-0002@example.com>", \
        "Bob never saw Alice's mail: his notice joins his own game thread"
    assert refusal["To"].addresses[0].addr_spec == ALICE
    body = refusal.get_body(("plain",)).get_content()
    assert "was refused" in body and "Card spaces" not in body and "roll" not in body
    assert not any(p.get_content_type() == "image/png" for p in refusal.walk())
    assert notice["To"].addresses[0].addr_spec == BOB
    assert ALICE in notice.get_body(("plain",)).get_content()
    smtp_server.clear()
    inbound.handle(service, cfg, gmail(red, "roll"))
    send.dispatch_due(service, cfg)
    [applied] = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == inbound.ANSWER]
    text = applied.get_body(("plain",)).get_content()
    assert "Your reply was applied" in text and "applied:    roll" in text
    assert "Red rolls" in text


def test_answers_keep_the_players_own_references_chain(service, cfg, game, smtp_server):
    """An answer's References are the player's References (else their In-Reply-To)
    and then their Message-ID (RFC 5322 3.6.4), a long chain cut to its first and
    newest (issue 29, item 5)."""
    smtp_server.configure(cfg)
    red = reply_to(service, cfg, game, "Red")

    def threaded(raw, marker, **headers):
        said = "".join(f"{name.replace('_', '-')}: {value}\r\n"
                       for name, value in headers.items())
        return raw.replace(marker, said.encode() + marker, 1)

    chain = [f"<m{i}@pbem.example.org>" for i in range(25)]
    inbound.handle(service, cfg, threaded(apple(red, "roll"), b"Mime-Version",
                                          References=" ".join(chain[:2]),
                                          In_Reply_To=chain[1]))
    inbound.handle(service, cfg, threaded(gmail(red, "legal"), b"MIME-Version",
                                          In_Reply_To=chain[2]))
    inbound.handle(service, cfg, threaded(outlook(red, "legal"), b"MIME-Version",
                                          References="\r\n ".join(chain)))
    assert send.dispatch_due(service, cfg)["sent"] == 3
    got = {m["In-Reply-To"]: m["References"].split() for m in smtp_server.messages}
    assert got["<A1B2C3D4-0000@example.com>"] == [*chain[:2], "<A1B2C3D4-0000@example.com>"]
    assert got["<CAgmail1@mail.gmail.com>"] == [chain[2], "<CAgmail1@mail.gmail.com>"]
    cut = got["<AM0PR01MB1234@eurprd01.prod.outlook.com>"]
    assert cut == chain[:1] + chain[-18:] + ["<AM0PR01MB1234@eurprd01.prod.outlook.com>"]


# -- who is writing -------------------------------------------------------------------
def _forged(addr):
    local, domain = addr.split("@")
    return local[:-1] + ("0" if local[-1] != "0" else "1") + "@" + domain


def test_forged_foreign_and_rotated_tokens_apply_nothing(service, cfg, game):
    red = reply_to(service, cfg, game, "Red")
    other_game, _ = service.create("flanders", [{"name": "C", "email": "c@example.com"},
                                                {"name": "D", "email": "d@example.com"}])
    elsewhere = dict(cfg, mail=dict(cfg["mail"], secret="another-server"))
    spliced = red.replace(game, other_game)         # this token, another game's id
    bad = [_forged(red), reply_to(service, elsewhere, game, "Red"), spliced,
           red.replace("pbem.example.org", "evil.example.net"), "someone@example.com"]
    for to in bad:
        delivery = inbound.handle(service, cfg, apple(to, "roll"))
        assert delivery.code == inbound.UNKNOWN_RECIPIENT, to
    with service.store.transaction() as conn:
        seats.new_generation(conn, game, "Red")
    assert inbound.handle(service, cfg, apple(red, "roll")).code == \
        inbound.UNKNOWN_RECIPIENT
    assert applied_commands(service, game) == [] and rows(service) == []
    fresh = reply_to(service, cfg, game, "Red")
    assert inbound.handle(service, cfg, apple(fresh, "roll")).code == inbound.OK
    assert len(applied_commands(service, game)) == 1


def test_another_seats_address_from_the_wrong_sender_is_refused_and_told(service, cfg,
                                                                       game):
    """Alice writes to Bob's reply address: nothing is applied, Bob is told, and
    Alice gets a refusal (composed without Blue's view or legal commands)."""
    raw = apple(reply_to(service, cfg, game, "Blue"), "roll")
    assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert applied_commands(service, game) == []
    [notice] = rows(service, inbound.OTHER_SENDER)
    assert notice["recipient"] == BOB and notice["payload"]["applied"] is False
    assert notice["payload"]["sender"] == ALICE
    [refusal] = rows(service, inbound.REJECTED)
    assert refusal["recipient"] == ALICE and refusal["payload"]["refused"] is True


def test_a_refused_stranger_is_not_answered_and_the_seat_is_told(service, cfg, game,
                                                                smtp_server):
    """A refused reply from an address that is no seat's is told to the seat's owner
    only: the stranger's address may be forged, and answering it would be
    backscatter (issue 29, item 8)."""
    smtp_server.configure(cfg)
    raw = apple(reply_to(service, cfg, game, "Red"), "roll").replace(
        ALICE.encode(), b"eve@example.net")
    delivery = inbound.handle(service, cfg, raw)
    assert delivery.code == inbound.OK and "refused" in delivery.summary
    assert applied_commands(service, game) == []
    [notice] = rows(service)
    assert notice["kind"] == inbound.OTHER_SENDER and notice["recipient"] == ALICE
    send.dispatch_due(service, cfg)
    [told] = smtp_server.messages
    text = told.get_body(("plain",)).get_content().replace("\r\n", "\n")
    assert "eve@example.net holds no seat here, so it was not answered" in text


def test_other_senders_apply_when_configured_and_the_seat_is_told(service, cfg, game):
    cfg["mail"]["accept_other_senders"] = True
    raw = apple(reply_to(service, cfg, game, "Red"), "roll").replace(
        ALICE.encode(), b"alice.at.work@example.net")
    assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert [c["action"] for c in applied_commands(service, game)] == ["roll"]
    [notice] = rows(service, inbound.OTHER_SENDER)
    assert notice["recipient"] == ALICE and notice["payload"]["applied"] is True
    [answer] = rows(service, inbound.ANSWER)
    assert answer["recipient"] == "alice.at.work@example.net"


# -- once only ---------------------------------------------------------------------
def test_duplicate_delivery_applies_once_and_answers_once(service, cfg, game):
    raw = outlook(reply_to(service, cfg, game, "Red"), "roll")
    for _ in range(3):
        assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert len(applied_commands(service, game)) == 1
    assert len(rows(service)) == 1


def test_a_message_without_message_id_is_keyed_by_its_bytes(service, cfg, game):
    raw = b"\n".join(line for line in apple(reply_to(service, cfg, game, "Red"),
                                            "roll").split(b"\n")
                     if not line.lower().startswith(b"message-id"))
    inbound.handle(service, cfg, raw)
    inbound.handle(service, cfg, raw)
    assert len(applied_commands(service, game)) == 1 and len(rows(service)) == 1
    assert rows(service)[0]["payload"]["message_id"].startswith("sha256:")


def test_unreadable_messages_are_bad(service, cfg, game):
    assert inbound.handle(service, cfg, b"").code == inbound.BAD_MESSAGE
    assert inbound.handle(service, cfg, b"no headers here, just words\n").code == \
        inbound.BAD_MESSAGE
    no_from = apple(reply_to(service, cfg, game, "Red"), "roll").split(b"\n", 1)[1]
    assert inbound.handle(service, cfg, no_from).code == inbound.BAD_MESSAGE


def test_auto_replies_and_bounces_are_ignored(service, cfg, game):
    red = reply_to(service, cfg, game, "Red")
    out_of_office = apple(red, "I am away until Monday").replace(
        b"Mime-Version", b"Auto-Submitted: auto-replied\nMime-Version")
    bounce = (f"From: MAILER-DAEMON@example.com\nTo: {red}\nMessage-ID: <b1@x>\n"
              "Content-Type: multipart/report; report-type=delivery-status; "
              'boundary="b"\n\n--b\nContent-Type: text/plain\n\nroll\n--b--\n').encode()
    for raw in (out_of_office, bounce):
        delivery = inbound.handle(service, cfg, raw)
        assert delivery.code == inbound.OK and "ignored" in delivery.summary
    assert applied_commands(service, game) == [] and rows(service) == []


def test_backslashes_and_broken_headers_do_not_break_the_reader(service, cfg, game):
    """Regressions found by the fuzz test below: email-reply-parser (the reader's
    library then) read a backslash in an "On ... wrote:" line as a regex escape, and
    the email package raises IndexError on some malformed Message-ID and address
    headers. (That line ends in a colon and names a writer: an attribution, cut.)"""
    red = reply_to(service, cfg, game, "Red")
    text = outlook(red, "roll\nx C:\\maps\\flanders\nx On C:\\maps\\flanders wrote:")
    assert inbound.read(text).lines == [(1, "roll"), (2, "x C:\\maps\\flanders")]
    broken = apple(red, "roll").replace(b"<A1B2C3D4-0000@example.com>", b"<")
    assert inbound.handle(service, cfg, broken).code == inbound.OK
    assert len(applied_commands(service, game)) == 1


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shape=st.sampled_from(SHAPES), edits=st.lists(st.tuples(
    st.integers(0, 2), st.integers(0, 10_000), st.binary(min_size=1, max_size=12)),
    min_size=1, max_size=20))
def test_any_mangled_reply_gets_a_sysexits_code(service, cfg, game, shape, edits):
    """Bytes flipped, cut and inserted anywhere in client-shaped replies: the handler
    always answers with one of its codes, never an exception."""
    raw = bytearray(shape(reply_to(service, cfg, game, "Red"), "roll\nstop"))
    for op, at, data in edits:
        at %= len(raw) or 1
        if op == 0:
            raw[at:at + len(data)] = data
        elif op == 1:
            del raw[at:at + len(data)]
        else:
            raw[at:at] = data
    assert inbound.handle(service, cfg, bytes(raw)).code in (
        inbound.OK, inbound.BAD_MESSAGE, inbound.UNKNOWN_RECIPIENT)


def test_a_busy_database_says_try_later_and_applies_nothing(cfg, file_game):
    db, service, game_id = file_game
    raw = apple(reply_to(service, cfg, game_id, "Red"), "roll")
    with write_locked(db):
        assert inbound.handle(service, cfg, raw).code == inbound.TRY_LATER
    assert applied_commands(service, game_id) == [] and rows(service) == []
    assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert len(applied_commands(service, game_id)) == 1


# -- the ways in ----------------------------------------------------------------------
def _ingest(db, cfg_file, raw, *args):
    return subprocess.run([sys.executable, "-m", "pbem", "--db", str(db), "--config",
                           str(cfg_file), "mail", "ingest", *args],
                          input=raw, capture_output=True, timeout=60)


def test_ingest_cli_exit_codes(cfg, cfg_file, file_game):
    db, service, game_id = file_game
    red = reply_to(service, cfg, game_id, "Red")
    delivered = _ingest(db, cfg_file, apple(red, "roll"))
    assert delivered.returncode == 0, delivered.stderr
    assert b"1 applied" in delivered.stderr
    again = _ingest(db, cfg_file, apple(red, "roll"))
    assert again.returncode == 0 and b"already handled" in again.stderr
    assert _ingest(db, cfg_file, apple(_forged(red), "roll")).returncode == 67
    assert _ingest(db, cfg_file, b"garbage").returncode == 65
    envelope = _ingest(db, cfg_file, apple("nobody@example.com", "# no commands").replace(
        b"A1B2C3D4-0000", b"A1B2C3D4-9999"), "--recipient", red)
    assert envelope.returncode == 0 and b"no commands" in envelope.stderr
    assert len(applied_commands(service, game_id)) == 1


def test_lmtp_rejects_unknown_recipients_and_answers_per_recipient(service, cfg, game):
    port = free_port()
    server = LmtpServer(service, cfg, "127.0.0.1", port)
    server.start()
    try:
        red, blue = (reply_to(service, cfg, game, r) for r in ("Red", "Blue"))
        with smtplib.LMTP("127.0.0.1", port, timeout=10) as client:
            assert client.ehlo_or_helo_if_needed() is None
            assert client.mail(ALICE)[0] == 250
            assert client.rcpt(red)[0] == 250
            assert client.rcpt(_forged(blue))[0] == 550
            assert client.rcpt(blue)[0] == 250
            first = client.data(apple(red, "roll"))
            second = client.getreply()
        assert first[0] == 250 and red.encode() in first[1]
        assert second[0] == 250 and blue.encode() in second[1]
    finally:
        server.stop()
    assert [c["action"] for c in applied_commands(service, game)] == ["roll"]
    # Alice wrote to Blue's address too: refused there, and Bob was told
    assert [r["recipient"] for r in rows(service, inbound.OTHER_SENDER)] == [BOB]


def test_mail_to_the_from_address_is_answered_once_a_day_and_never_bounced(
        cfg, cfg_file, file_game):
    """Mail to [mail] from_address that is no delivery report (a player hit Reply on a
    digest without Reply-To) is delivered, applies nothing and is answered with how
    to reply: once per sender and day, never when automatic or from pbem's own
    address, so no two servers or autoresponders loop (issue 29, item 4)."""
    db, service, game_id = file_game

    def to_bounces(sender, n, *more):
        return apple(BOUNCES, "roll").replace(ALICE.encode(), sender.encode()).replace(
            b"A1B2C3D4-0000", f"B{n}".encode()).replace(
                b"Mime-Version", b"".join(m + b"\n" for m in more) + b"Mime-Version", 1)

    def answers():
        return [r["recipient"] for r in rows(service, how_to.KIND)]

    piped = _ingest(db, cfg_file, to_bounces(ALICE, 1), "--recipient", BOUNCES)
    assert piped.returncode == 0, piped.stderr
    assert b"answered how to reply" in piped.stderr
    assert answers() == [ALICE] and applied_commands(service, game_id) == []
    again = inbound.handle(service, cfg, to_bounces(ALICE.upper(), 2), [BOUNCES])
    assert again.code == inbound.OK and "answered today already" in again.summary
    automatic = to_bounces(BOB, 3, b"Auto-Submitted: auto-replied")
    assert inbound.handle(service, cfg, automatic, [BOUNCES]).code == inbound.OK
    assert inbound.handle(service, cfg, to_bounces(BOUNCES, 4), [BOUNCES]).code == \
        inbound.OK
    assert inbound.handle(service, cfg, to_bounces(reply_to(service, cfg, game_id, "Red"),
                                                   5), [BOUNCES]).code == inbound.OK
    assert answers() == [ALICE], "automatic mail and pbem's own are never answered"
    with freeze_time(datetime.now(timezone.utc) + timedelta(days=1)):
        inbound.handle(service, cfg, to_bounces(ALICE, 6), [BOUNCES])
    assert answers() == [ALICE, ALICE]
    port = free_port()
    server = LmtpServer(service, cfg, "127.0.0.1", port)
    server.start()
    try:
        with smtplib.LMTP("127.0.0.1", port, timeout=10) as client:
            assert client.sendmail(BOB, [BOUNCES], to_bounces(BOB, 7).replace(
                b"\n", b"\r\n")) == {}
    finally:
        server.stop()
    assert answers() == [ALICE, ALICE, BOB]
    assert applied_commands(service, game_id) == []


def test_mail_serve_cli_runs_lmtp_until_terminated(cfg, cfg_file, file_game):
    db, service, game_id = file_game
    red = reply_to(service, cfg, game_id, "Red")
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "pbem", "--db", str(db), "--config",
                             str(cfg_file), "mail", "serve", "--port", str(port)],
                            stderr=subprocess.PIPE)
    try:
        _wait_for_port(port, proc)
        with smtplib.LMTP("127.0.0.1", port, timeout=10) as client:
            assert client.sendmail(ALICE, [red], apple(red, "roll")) == {}
        assert len(applied_commands(service, game_id)) == 1
    finally:
        proc.terminate()
        assert proc.wait(timeout=30) == 0
    assert b"pbem LMTP on" in proc.stderr.read()


@pytest.fixture
def imap_server(tmp_path):
    """pymap (a pure-Python IMAP server, in-memory demo backend) on loopback with
    STARTTLS and a self-signed certificate for 127.0.0.1; stopped after the test."""
    pytest.importorskip("pymap")
    cert, key = tmp_path / "imap-cert.pem", tmp_path / "imap-key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days",
                    "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c", "from pymap.main import main; main()",
                             "--host", "127.0.0.1",
                             "--port", str(port), "--cert", str(cert), "--key", str(key),
                             "dict", "--demo-data"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        _wait_for_port(port, proc)
        yield {"host": "127.0.0.1", "port": port, "security": "starttls",
               "ca_file": str(cert), "user": "demouser", "password": "demopass",
               "folder": "INBOX"}
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _wait_for_port(port, proc):
    """Until the server PROC accepts connections (a fresh process: give it 30 s)."""
    import socket
    import time
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the server exited"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"no IMAP server on port {port}")


def test_imap_poll_against_a_real_imap_server(cfg, file_game, imap_server):
    """Unseen messages are handled and marked seen (the demo mailbox's own messages are
    not for pbem: seen too); a reply that met a busy database stays unseen until a
    later poll handles it."""
    from imap_tools import AND
    from pbem.mail.imap import open_mailbox
    cfg["imap"].update(imap_server)
    db, service, game_id = file_game
    raw = gmail(reply_to(service, cfg, game_id, "Red"), "roll")
    with open_mailbox(cfg) as box:
        box.append(raw, "INBOX", flag_set=())
        unseen = len(list(box.fetch(AND(seen=False), mark_seen=False)))
    with write_locked(db):
        assert poll_imap(service, cfg) == unseen - 1
    assert applied_commands(service, game_id) == []
    assert poll_imap(service, cfg) == 1
    assert [c["action"] for c in applied_commands(service, game_id)] == ["roll"]
    with open_mailbox(cfg) as box:
        assert list(box.fetch(AND(seen=False), mark_seen=False)) == []
    assert poll_imap(service, cfg) == 0
