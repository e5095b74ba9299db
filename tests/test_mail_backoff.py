"""A configuration the SMTP server refuses (a wrong password) pauses logins, doubling,
in the database (pbem.mail.send, pbem.telling.outbox.login_pause), so a wrong password does
not hammer the provider; an unreachable server pauses nothing. Against the real
loopback server (tests/smtpd.py), which counts the connections that tried to log in."""
import logging
from datetime import datetime, timedelta, timezone

import pytest
from click.testing import CliRunner
from freezegun import freeze_time

from events import EventStore
from pbem import cli, config, games, mail
from pbem.config import service_over
from pbem.mail import send
from pbem.telling import outbox
from tests.smtpd import SmtpServer

games.KINDS.setdefault("parley", "tests.parleygame")
T0 = datetime(2025, 6, 1, 10, 0, tzinfo=timezone.utc)
pytestmark = [pytest.mark.both_stores, pytest.mark.filterwarnings(
    "ignore:Requiring AUTH while not requiring TLS:UserWarning")]   # loopback only


@pytest.fixture
def server():
    s = SmtpServer(login=("pbem-user", "s3cret")).start()
    yield s
    s.stop()


@pytest.fixture
def cfg(server):
    c = server.configure(config.load(env={}))
    c["mail"].update(domain="pbem.example.org", from_address="pbem@pbem.example.org",
                     secret="test-secret")
    c["smtp"].update(password="wrong", retry_seconds=60, login_pause_max_seconds=200)
    return c


@pytest.fixture
def mailing(service, cfg):
    return mail.setup(service, cfg)


def one_mail(service, email="ann@example.org"):
    service.create("parley", [{"name": "Ann", "email": email}, {"name": "Ben"}])


def at(seconds):
    return T0 + timedelta(seconds=seconds)


def run(service, cfg, clock, seconds):
    clock.move_to(at(seconds))
    return send.dispatch_due(service, cfg)


def logged(caplog):
    return [r for r in caplog.records if r.name == "pbem.mail.send"]


def attempts(service):
    return [r["attempts"] for r in outbox.listing(service.store.conn)]


def paused_line(service):
    """What `pbem outbox` says about a pause (stderr), or None."""
    result = CliRunner().invoke(cli.main, ["outbox", "--db", str(service.store.path)])
    assert result.exit_code == 0, result.output
    lines = [x for x in result.stderr.splitlines() if "paused" in x]
    assert len(lines) <= 1
    return lines[0] if lines else None


def test_a_wrong_password_pauses_logins_doubling_and_the_right_one_ends_the_pause(
        mailing, cfg, server, caplog):
    caplog.set_level(logging.INFO, logger="pbem.mail.send")
    with freeze_time(T0) as clock:
        one_mail(mailing)
        assert run(mailing, cfg, clock, 0)["waiting"] == 1
        assert server.logins == 1 and attempts(mailing) == [1]
        pause = outbox.login_pause(mailing.store.conn)
        assert (pause["refusals"], pause["paused_until"]) == (1, at(60))
        assert [(r.levelname, "535" in r.getMessage()) for r in logged(caplog)] == [
            ("ERROR", True)]
        caplog.clear()
        for second in (1, 30, 59):                  # within the pause: no connection
            assert run(mailing, cfg, clock, second) == {
                "sent": 0, "retry": 0, "failed": 0, "waiting": 1}
        assert server.logins == 1 and attempts(mailing) == [1], "no attempt counted"
        assert [r.levelname for r in logged(caplog)] == ["INFO"] * 3
        [row] = outbox.listing(mailing.store.conn)
        assert row["status"] == "pending" and "SMTPAuthenticationError: (535" in \
            row["last_error"] and "logins paused until 2025-06-01T10:01:00+00:00" in \
            row["last_error"]
        assert paused_line(mailing).startswith(
            "SMTP logins paused until 2025-06-01T10:01:00+00:00 (1 refused in a row")

        # the pause over, one more try; refused again, the pause doubles ...
        assert run(mailing, cfg, clock, 60)["waiting"] == 1
        assert server.logins == 2 and attempts(mailing) == [2]
        assert outbox.login_pause(mailing.store.conn)["paused_until"] == at(60 + 120)
        assert run(mailing, cfg, clock, 179)["waiting"] == 1 and server.logins == 2
        assert run(mailing, cfg, clock, 180)["waiting"] == 1 and server.logins == 3
        # ... up to login_pause_max_seconds (200, not 240)
        pause = outbox.login_pause(mailing.store.conn)
        assert (pause["refusals"], pause["paused_until"]) == (3, at(180 + 200))
        assert pause["since"] == T0
        assert "(3 refused in a row since 2025-06-01T10:00:00+00:00;" in \
            paused_line(mailing)

        # fixed within the pause: the mail goes on the first run after it
        cfg["smtp"]["password"] = "s3cret"
        assert run(mailing, cfg, clock, 379)["waiting"] == 1 and server.logins == 3
        assert server.messages == []
        assert run(mailing, cfg, clock, 380)["sent"] == 1 and server.logins == 4
        assert [m["To"].addresses[0].addr_spec for m in server.messages] == [
            "ann@example.org"]
        assert outbox.login_pause(mailing.store.conn) is None
        assert paused_line(mailing) is None

        # the count was cleared: a new refusal pauses for retry_seconds again
        cfg["smtp"]["password"] = "wrong"
        one_mail(mailing, "cid@example.org")
        assert run(mailing, cfg, clock, 400)["waiting"] == 1 and server.logins == 5
        pause = outbox.login_pause(mailing.store.conn)
        assert (pause["refusals"], pause["paused_until"]) == (1, at(460))
        assert paused_line(mailing) is not None
        clock.move_to(at(460))
        assert paused_line(mailing) is None, "a pause that is over is not shown"


def test_a_host_who_fixed_the_password_ends_the_pause_from_the_command_line(
        mailing, cfg, server):
    with freeze_time(T0) as clock:
        one_mail(mailing)
        assert run(mailing, cfg, clock, 0)["waiting"] == 1 and server.logins == 1
        assert "`pbem outbox --resume-logins` ends the pause" in paused_line(mailing)
        cfg["smtp"]["password"] = "s3cret"
        assert run(mailing, cfg, clock, 5)["waiting"] == 1 and server.logins == 1
        result = CliRunner().invoke(cli.main, ["outbox", "--resume-logins", "--db",
                                               str(mailing.store.path)])
        assert result.exit_code == 0 and "tried again" in result.stderr
        assert paused_line(mailing) is None
        assert run(mailing, cfg, clock, 6)["sent"] == 1 and server.logins == 2


def test_the_pause_holds_for_every_dispatcher_on_the_database(tmp_path, cfg, server):
    """Two dispatchers as separate processes would have them: a Service and an
    EventStore each, on one file."""
    path = tmp_path / "shared.sqlite"
    first, second = (mail.setup(service_over(EventStore(path)), cfg) for _ in range(2))
    try:
        with freeze_time(T0) as clock:
            one_mail(first)
            assert run(first, cfg, clock, 0)["waiting"] == 1 and server.logins == 1
            assert run(second, cfg, clock, 10)["waiting"] == 1 and server.logins == 1
            cfg["smtp"]["password"] = "s3cret"
            assert run(second, cfg, clock, 60)["sent"] == 1 and server.logins == 2
            assert outbox.login_pause(first.store.conn) is None
    finally:
        first.store.close()
        second.store.close()


def test_an_unreachable_server_pauses_nothing_and_is_tried_every_run(mailing, cfg,
                                                                     server):
    cfg["smtp"]["password"] = "s3cret"
    server.stop()
    with freeze_time(T0) as clock:
        one_mail(mailing)
        for second in range(3):
            assert run(mailing, cfg, clock, second)["waiting"] == 1
            [row] = outbox.listing(mailing.store.conn)
            assert "unreachable" in row["last_error"] and row["attempts"] == 0
            assert outbox.login_pause(mailing.store.conn) is None
            assert paused_line(mailing) is None
    server.start()
    with freeze_time(T0) as clock:
        assert run(mailing, cfg, clock, 3)["sent"] == 1, "tried again at once"
    assert server.logins == 1


def test_a_certificate_that_does_not_verify_pauses_logins_too(service, tmp_path):
    server = SmtpServer("starttls", login=("pbem-user", "s3cret"),
                        cert_folder=tmp_path).start()
    try:
        cfg = server.configure(config.load(env={}))
        cfg["smtp"]["ca_file"] = ""                      # the self-signed cert fails
        mail.setup(service, cfg)
        with freeze_time(T0) as clock:
            one_mail(service)
            assert run(service, cfg, clock, 0)["waiting"] == 1
            assert "CERTIFICATE_VERIFY_FAILED" in \
                outbox.login_pause(service.store.conn)["last_error"]
            cfg["smtp"]["ca_file"] = str(server.cert)
            assert run(service, cfg, clock, 59)["waiting"] == 1 and server.logins == 0
            assert run(service, cfg, clock, 60)["sent"] == 1 and server.logins == 1
    finally:
        server.stop()
