"""A real SMTP server on loopback (aiosmtpd) for the mail tests.

Every mail test sends through the same code path as production (yagmail over smtplib
to a TCP socket), so nothing of smtplib is mocked: this server is what receives. It
listens on 127.0.0.1 on a free port, keeps every accepted message, and can simulate
an outage two ways: `refusing = True` answers each message with `refusal` (a
temporary 451 unless changed: a server that is up but will not take mail), and
`stop()` / `start()` closes and reopens the port (a server that is down; start()
reuses the port, so the config stays valid).

Optional: `security="starttls"` or `"ssl"` with a self-signed certificate (made with
the openssl command; cfg_overrides names it as [smtp] ca_file) and
`login=(user, password)` to require AUTH; `logins` counts the connections that tried
to log in (right or wrong). `delay` makes each message take that many seconds to be
accepted.
"""
import asyncio
import email
import socket
import ssl
import subprocess
from email import policy

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def self_signed(folder):
    """(cert, key) paths of a fresh self-signed certificate for 127.0.0.1."""
    cert, key = folder / "smtpd-cert.pem", folder / "smtpd-key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days",
                    "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


class _Handler:
    def __init__(self, server):
        self.server = server

    async def handle_DATA(self, smtp, session, envelope):
        if self.server.delay:
            await asyncio.sleep(self.server.delay)
        if self.server.refusing:
            return self.server.refusal
        msg = email.message_from_bytes(envelope.original_content or envelope.content,
                                       policy=policy.default)
        self.server.envelopes.append({"mail_from": envelope.mail_from,
                                      "rcpt_tos": list(envelope.rcpt_tos),
                                      "raw": envelope.original_content})
        self.server.messages.append(msg)
        return "250 OK"


class SmtpServer:
    """messages: the received messages (email.message.EmailMessage), in order;
    envelopes: {"mail_from", "rcpt_tos", "raw"} for each; cfg_overrides: the [smtp]
    settings that point pbem at this server (merge with `configure(cfg)`)."""

    def __init__(self, security="none", login=None, cert_folder=None):
        self.host, self.port = "127.0.0.1", free_port()
        self.security, self.login = security, login
        self.messages, self.envelopes = [], []
        self.refusing = False
        #: connections that tried AUTH (smtplib may try two mechanisms on one)
        self.logins = 0
        #: the answer while refusing: temporary by default; a 5xx one is permanent
        self.refusal = "451 4.3.0 test server refusing mail for now"
        #: seconds each message takes to be accepted (a slow server)
        self.delay = 0
        self._contexts, self.cert = {}, None
        if security != "none":
            self.cert, key = self_signed(cert_folder)
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(self.cert, key)
            self._contexts = ({"ssl_context": context} if security == "ssl"
                              else {"tls_context": context, "require_starttls": True})
        self._controller = None

    @property
    def cfg_overrides(self):
        user, password = self.login or ("", "")
        return {"smtp": {"host": self.host, "port": self.port, "security": self.security,
                         "user": user, "password": password, "timeout": 5,
                         "ca_file": str(self.cert or "")}}

    def configure(self, cfg):
        """Point cfg's [smtp] at this server (in place); returns cfg."""
        for section, values in self.cfg_overrides.items():
            cfg[section].update(values)
        return cfg

    def _authenticate(self, server, session, envelope, mechanism, auth_data):
        if not getattr(session, "counted_login", False):
            session.counted_login = True
            self.logins += 1
        ok = (isinstance(auth_data, LoginPassword) and self.login is not None and
              (auth_data.login.decode(), auth_data.password.decode()) == self.login)
        return AuthResult(success=ok, handled=False)   # aiosmtpd answers 235 / 535

    def start(self):
        # aiosmtpd counts only STARTTLS as TLS (it warns for the others): with "ssl"
        # the connection is encrypted anyway, and "none" is on loopback only.
        auth = ({"authenticator": self._authenticate, "auth_required": True,
                 "auth_require_tls": self.security == "starttls"} if self.login else {})
        self._controller = Controller(_Handler(self), hostname=self.host, port=self.port,
                                      ready_timeout=10, **auth, **self._contexts)
        self._controller.start()
        return self

    def stop(self):
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

    def clear(self):
        self.messages.clear()
        self.envelopes.clear()
