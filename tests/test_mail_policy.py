"""`pbem mail policy`: the Postfix policy delegation service that refuses forged reply
addresses during the SMTP conversation (no backscatter to the innocent senders of
forged mail). The real command runs on loopback and is spoken to over a socket
exactly as Postfix's check_policy_service does: name=value lines, an empty line,
one `action=...` answer, several requests on one connection."""
import socket
import subprocess
import sys
import time

import pytest

from events import EventStore
from pbem import config
from pbem.core import seats
from pbem.mail import address
from tests.smtpd import free_port

DOMAIN = "pbem.example.org"
BOUNCES = f"pbem-bounces@{DOMAIN}"


def request(recipient, **more):
    """The attributes Postfix sends at RCPT time (Postfix 3.x), as bytes."""
    attrs = {"request": "smtpd_access_policy", "protocol_state": "RCPT",
             "protocol_name": "ESMTP", "client_address": "203.0.113.5",
             "client_name": "mail.example.net", "reverse_client_name": "mail.example.net",
             "helo_name": "mail.example.net", "sender": "eve@example.net",
             "recipient": recipient, "recipient_count": "0", "queue_id": "",
             "instance": "2d5b.65c0f1a3.9a1e.0", "size": "2048", "etrn_domain": "",
             "stress": "", "sasl_method": "", "sasl_username": "", "sasl_sender": "",
             "ccert_subject": "", "ccert_issuer": "", "ccert_fingerprint": "",
             "encryption_protocol": "TLSv1.3", "encryption_cipher": "TLS_AES_256_GCM_SHA384",
             "encryption_keysize": "256", "policy_context": "",
             "server_address": "192.0.2.1", "server_port": "25", **more}
    return "".join(f"{k}={v}\n" for k, v in attrs.items() if v is not None).encode() + b"\n"


class Postfix:
    """One connection to the policy service, used the way Postfix's smtpd uses it."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.buffer = b""

    def answer(self):
        while b"\n\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError(f"closed; got {self.buffer!r}")
            self.buffer += chunk
        reply, self.buffer = self.buffer.split(b"\n\n", 1)
        lines = reply.decode().split("\n")
        assert len(lines) == 1 and lines[0].startswith("action="), reply
        return lines[0][len("action="):]

    def ask(self, recipient, **more):
        self.sock.sendall(request(recipient, **more))
        return self.answer()

    def close(self):
        self.sock.close()


@pytest.fixture
def host(tmp_path):
    """(service, cfg, port): a database with a game and the `pbem mail policy` command
    serving it on a free loopback port. The separator is "-" and the From address
    (where bounces arrive) is pbem-bounces@: it has the form of a reply address but
    must still be accepted."""
    db = tmp_path / "pbem.sqlite"
    cfg_file = tmp_path / "pbem.toml"
    port = free_port()
    cfg_file.write_text(f'[storage]\npath = "{db}"\n[mail]\ndomain = "{DOMAIN}"\n'
                        f'secret = "test-secret"\nreply_separator = "-"\n'
                        f'from_address = "{BOUNCES}"\n[policy]\nport = {port}\n')
    cfg = config.load(cfg_file, env={})
    service = config.open_service(cfg)
    proc = subprocess.Popen([sys.executable, "-m", "pbem", "--config", str(cfg_file),
                             "mail", "policy"], stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            assert proc.poll() is None, proc.stderr.read().decode()
            assert time.monotonic() < deadline, "the policy service did not start"
            time.sleep(0.1)
    yield service, cfg, port
    proc.terminate()
    proc.wait(10)
    service.store.close()


def test_forged_rotated_and_unknown_reply_addresses_are_rejected_at_rcpt(host):
    service, cfg, port = host
    game, _ = service.create("flanders", [{"name": "Ann", "email": "ann@example.com"},
                                          {"name": "Bob", "email": "bob@example.com"}])
    conn = service.store.conn
    red = address.reply_address(conn, cfg, game, "Red")
    old_blue = address.reply_address(conn, cfg, game, "Blue")
    with service.store.transaction() as tx:
        seats.new_generation(tx, game, "Blue")
    blue = address.reply_address(conn, cfg, game, "Blue")
    local, _, domain = red.partition("@")
    forged = local[:-4] + ("0000" if not local.endswith("0000") else "1111") + "@" + domain
    key = address.secret(conn, cfg)
    unknown = f"pbem-0123456789.1.0.{address._mac(key, '0123456789', 1, 0)}@{DOMAIN}"

    postfix = Postfix(port)             # one connection for every request, as Postfix
    assert postfix.ask(red) == "DUNNO"
    assert postfix.ask(red.upper()) == "DUNNO", "addresses are compared without case"
    assert postfix.ask(blue) == "DUNNO"
    assert postfix.ask(forged) == "REJECT not a valid reply address"
    assert postfix.ask(old_blue) == ("REJECT this reply address was replaced: reply to "
                                     "the game's latest mail")
    assert postfix.ask(unknown) == "REJECT no such game or seat"
    assert postfix.ask(f"pbem-hello@{DOMAIN}") == "REJECT not a valid reply address"
    assert postfix.ask(f"<{forged}>") == "REJECT not a valid reply address"
    # not pbem's to judge: Postfix's own checks decide
    assert postfix.ask(BOUNCES) == "DUNNO", "the From address receives the bounces"
    assert postfix.ask(f"postmaster@{DOMAIN}") == "DUNNO"
    assert postfix.ask("pbem-0123456789.1.0.0000000000000000@example.com") == "DUNNO"
    assert postfix.ask(None) == "DUNNO", "no recipient (another protocol state)"
    assert postfix.ask("") == "DUNNO"
    postfix.close()


def test_requests_in_pieces_and_at_once_on_several_connections(host):
    service, cfg, port = host
    game, _ = service.create("flanders", [{"name": "Ann", "email": "ann@example.com"},
                                          {"name": "Bob", "email": "bob@example.com"}])
    red = address.reply_address(service.store.conn, cfg, game, "Red")
    first, second = Postfix(port), Postfix(port)
    raw = request(red)
    for i in range(0, len(raw), 7):     # a request may arrive in any pieces
        first.sock.sendall(raw[i:i + 7])
        time.sleep(0.001)
    second.sock.sendall(request("x@" + DOMAIN.replace("pbem", "other")) +
                        request(f"pbem-nothing@{DOMAIN}"))     # two in one write
    assert first.answer() == "DUNNO"
    assert second.answer() == "DUNNO"
    assert second.answer() == "REJECT not a valid reply address"
    assert second.ask(red) == "DUNNO"
    first.sock.sendall(b"this is not the policy protocol\n\n")
    assert first.sock.recv(100) == b"", "a client that speaks nonsense is hung up on"
    assert second.ask(red) == "DUNNO", "and the others go on"
    second.close()
    third = Postfix(port)
    assert third.ask(red) == "DUNNO"
    third.close()
