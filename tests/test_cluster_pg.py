"""Beyond one machine (issue 15): two web processes and two job workers on one
PostgreSQL database. 200 games are created through both web processes, each with a
deadline whose reminder comes due at once, a mail to each seat and digests for some
players; a worker is killed with SIGKILL while it sends. Every mail, reminder and
digest goes out, each once (a mail the killed worker had handed to the server but
not yet recorded as sent may go again, under the same Message-ID, so a mail client
shows it once), and every game verifies."""
import collections
import signal
import sys
import time
from datetime import datetime, timedelta, timezone

from pbem import config
from pbem.host import audit
from pbem.players import addresses
from pbem.telling import digests, outbox
from tests import pgserver
from tests.smtpd import SmtpServer
from tests.test_serve import free_port, request, said, spawned, wait_for

GAMES = 200
DIGESTS = 10
CONFIG = """
[web]
games_per_hour = 0

[mail]
enabled = true
pictures = false
domain = "pbem.example.org"
from_address = "pbem@pbem.example.org"
secret = "cluster-test"

[smtp]
host = "127.0.0.1"
port = {port}
lease_seconds = 4
retry_seconds = 1

[scheduler]
dispatch_seconds = 1
deadline_seconds = 1
digest_seconds = 1
digest_workers = 1
job_lease_seconds = 3
"""


def started(tmp_path, url, *args):
    return spawned([sys.executable, "-m", "pbem", "--db", url, "--config",
                    str(tmp_path / "pbem.toml"), *args], tmp_path)


def statuses(store):
    return collections.Counter(r[0] for r in store.conn.execute("SELECT status FROM outbox"))


def test_two_web_processes_and_two_workers_on_postgresql_do_each_piece_of_work_once(
        tmp_path):
    url = pgserver.server().new_database()
    smtp = SmtpServer().start()
    smtp.delay = 0.01                        # sending takes a while: the kill lands mid-run
    (tmp_path / "pbem.toml").write_text(CONFIG.format(port=smtp.port))
    ports = [free_port(), free_port()]
    webs = [started(tmp_path, url, "serve", "--no-jobs", "--port", str(p)) for p in ports]
    workers = []
    cfg = config.load(str(tmp_path / "pbem.toml"))
    service = config.open_service(cfg, url)
    with service.store.transaction() as conn:   # the players' addresses, vouched for
        for n in range(GAMES):
            for email in (f"ann{n % 40}@example.org", f"bob{n}@example.org"):
                addresses.vouch(conn, email, datetime.now(timezone.utc))
    try:
        for port, web in zip(ports, webs):
            wait_for(f"http://127.0.0.1:{port}", web)
        ids = []
        for n in range(GAMES):              # half through each web process
            status, made = request(f"http://127.0.0.1:{ports[n % 2]}/api/games", {
                "kind": "flanders", "players": [
                    {"name": f"Ann{n}", "email": f"ann{n % 40}@example.org"},
                    {"name": f"Bob{n}", "email": f"bob{n}@example.org"}],
                "deadlines": {"per_move": "1h", "reminders": ["59m59s"]}})
            assert status == 201
            ids.append(made["id"])
        past = datetime.now(timezone.utc) - timedelta(hours=2)
        for n in range(DIGESTS):            # each due at once: subscribed before its hour
            digests.set_daily(service, f"ann{n}@example.org", (past.hour + 1) % 24, "UTC",
                             now=past)
        workers = [started(tmp_path, url, "worker") for _ in range(2)]
        deadline = time.monotonic() + 120
        while len(smtp.messages) < 100:
            assert time.monotonic() < deadline, (len(smtp.messages), statuses(service.store))
            time.sleep(0.05)
        held = [r["id"] for r in outbox.listing(service.store.conn, ("sending",))]
        workers[0].send_signal(signal.SIGKILL)     # mid-run: it holds claims and leases
        workers[0].wait(timeout=10)
        expected = 2 * GAMES + GAMES + DIGESTS    # started mails, reminders, digests
        while True:
            done = statuses(service.store)
            if done["sent"] >= expected and not (done["pending"] or done["sending"]):
                break
            assert time.monotonic() < deadline, done
            assert workers[1].poll() is None, said(workers[1])
            time.sleep(0.2)
        time.sleep(2)                       # the survivor keeps running every job
        assert statuses(service.store) == {"sent": expected}
        rows = outbox.listing(service.store.conn, ("sent",))
        kinds = collections.Counter(r["kind"] for r in rows)
        assert kinds["reminder"] == GAMES and kinds[digests.KIND] == DIGESTS, kinds
        delivered = collections.Counter(m["Message-ID"] for m in smtp.messages)
        assert set(delivered) == {r["message_id"] for r in rows}, "a mail never went out"
        again = {mid for mid, n in delivered.items() if n > 1}
        assert len(again) <= len(held), f"sent twice: {again} (held at the kill: {held})"
        workers[1].send_signal(signal.SIGTERM)
        assert workers[1].wait(timeout=30) == 0
        for gid in ids:
            assert audit.verify(service, gid) == audit.Verdict(), gid
    finally:
        for proc in [*webs, *workers]:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=20)
        smtp.stop()
        service.store.close_all()
