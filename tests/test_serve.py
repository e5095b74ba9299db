"""`pbem serve` as a host runs it: real processes on loopback (gunicorn's arbiter, its
web processes and the jobs' process; waitress where fork is missing), then stopped."""
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from events import EventStore
from pbem.config import service_over
from pbem.jobs import leases
from pbem.telling import deadlines
from tests import pgserver

ROOT = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status, json.loads(resp.read())


def spawned(args, cwd, env=None):
    """A process started with ARGS whose stderr goes to a file (said() reads it): a
    pipe nobody reads while it runs fills up, and the process then hangs at its next
    log line (a worker logs every run of its jobs)."""
    log = tempfile.NamedTemporaryFile("w", dir=cwd, suffix=".log", delete=False)
    with log:
        proc = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                                stderr=log, text=True)
    proc.log = log.name
    return proc


def said(proc):
    """What PROC wrote to stderr so far (from its file when spawned(), else its pipe)."""
    return Path(proc.log).read_text() if hasattr(proc, "log") else proc.stderr.read()


def wait_for(base, proc):
    """(status, games) of GET /api/games once `pbem serve` PROC answers at BASE."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return request(f"{base}/api/games")
        except OSError:
            assert proc.poll() is None, said(proc)
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.2)


def test_serve_answers_the_api_and_stops(tmp_path):
    port = free_port()
    proc = spawned([sys.executable, "-m", "pbem", "serve", "--port", str(port),
                    "--db", str(tmp_path / "served.sqlite")], tmp_path)
    try:
        base = f"http://127.0.0.1:{port}"
        status, games = wait_for(base, proc)
        assert status == 200 and games == []
        status, created = request(f"{base}/api/games", {
            "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]})
        assert status == 201 and len(created["seats"]) == 2
        status, game = request(f"{base}/api/games/{created['id']}")
        assert game["status"] == "active" and game["version"] >= 1
        with urllib.request.urlopen(f"{base}/", timeout=10) as resp:
            assert created["id"] in resp.read().decode()
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_serve_on_a_port_in_use_says_so_in_one_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "pbem", "serve", "--port", str(port),
                               "--db", str(tmp_path / "s.sqlite")], cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == (f"error: cannot listen on 127.0.0.1:{port}: the port is taken "
                           "(by another pbem or another program): choose another with "
                           "--port\n")


@pytest.mark.parametrize("setting,value", [("workers", "-1"), ("threads", "0"),
                                           ("workers", '"many"')])
def test_serve_refuses_a_bad_number_of_processes_or_threads(tmp_path, setting, value):
    (tmp_path / "pbem.toml").write_text(f"[server]\n{setting} = {value}\n")
    done = subprocess.run([sys.executable, "-m", "pbem", "--config", "pbem.toml", "serve",
                           "--port", str(free_port()), "--db", "s.sqlite"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"[server] {setting} must be a whole number" in done.stderr, done.stderr


@pytest.mark.parametrize("store", ["sqlite", "postgresql"])
def test_gunicorn_with_four_workers_boots_on_a_new_database(tmp_path, store):
    """`gunicorn -w 4 wsgi:app` on a fresh database crashed workers at boot half the
    time ('database is locked' while creating the schema): three fresh starts, every
    worker boots and the service answers. On PostgreSQL too, as the README's layout
    runs it (the database's URL in PBEM_STORAGE_URL)."""
    for start in range(3):
        port = free_port()
        where = ({"PBEM_STORAGE_URL": pgserver.server().new_database()}
                 if store == "postgresql" else
                 {"PBEM_STORAGE_PATH": str(tmp_path / f"new{start}.sqlite")})
        env = {**__import__("os").environ, **where, "PBEM_SCHEDULER_ENABLED": "false"}
        proc = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "-w", "4",
                                 "-b", f"127.0.0.1:{port}", "wsgi:app"], cwd=ROOT,
                                env=env, stderr=subprocess.PIPE, text=True)
        try:
            assert wait_for(f"http://127.0.0.1:{port}", proc) == (200, [])
            time.sleep(1)         # the other workers finish booting
        finally:
            proc.terminate()
            log = proc.communicate(timeout=30)[1]
        assert log.count("Booting worker") == 4, log
        assert "Exception in worker process" not in log and "Traceback" not in log, log


# -- the processes of `pbem serve` (pbem.web.prefork) --------------------------------------
needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="reads the processes from /proc")

JOBS_CONFIG = """
[scheduler]
deadline_seconds = 1
digest_seconds = 3600
job_lease_seconds = 5
"""


def children(pid):
    """The pids of PID's living child processes (from /proc)."""
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            state, ppid = stat.read_text().rsplit(")", 1)[1].split()[:2]
        except OSError:
            continue
        if int(ppid) == pid and state != "Z":
            out.append(int(stat.parent.name))
    return sorted(out)


def alive(pid):
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def cmdline(pid):
    """PID's command line ("" once it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def serving(tmp_path, *args):
    """`pbem serve ARGS` on a free port with JOBS_CONFIG: (base url, process), once it
    answers."""
    (tmp_path / "pbem.toml").write_text(JOBS_CONFIG)
    port = free_port()
    proc = spawned([sys.executable, "-m", "pbem", "--db", str(tmp_path / "db.sqlite"),
                    "--config", str(tmp_path / "pbem.toml"), "serve", "--port",
                    str(port), *args], tmp_path)
    base = f"http://127.0.0.1:{port}"
    wait_for(base, proc)
    return base, proc


def settled(proc, count):
    """PROC's COUNT children, once they have all started (web processes boot one by one)."""
    deadline = time.monotonic() + 30
    while len(kids := children(proc.pid)) != count:
        assert time.monotonic() < deadline, (kids, said(proc))
        time.sleep(0.1)
    return kids


def stopped(proc, kids, sig=signal.SIGTERM):
    """Stop PROC with SIG; its exit status, once none of KIDS is left."""
    proc.send_signal(sig)
    status = proc.wait(timeout=60)
    deadline = time.monotonic() + 10
    while any(alive(k) for k in kids):
        assert time.monotonic() < deadline, [cmdline(k) for k in kids if alive(k)]
        time.sleep(0.1)
    return status


@needs_proc
def test_serve_runs_its_workers_and_the_jobs_in_one_more_process_once(tmp_path):
    """--workers 2: two web processes and one jobs' process under the arbiter; a due
    reminder is written once, and every run of the deadlines job in the meantime is
    that one process's (the lease's holder names it): none runs in a web process.
    SIGTERM stops them all."""
    base, proc = serving(tmp_path, "--workers", "2", "--threads", "2")
    try:
        kids = settled(proc, 3)
        (jobs,) = [k for k in kids if " worker --parent " in cmdline(k)]
        service = service_over(EventStore(tmp_path / "db.sqlite"))
        games = []
        for _ in range(3):          # a reminder due a second after each clock starts
            gid, _ = service.create("flanders", [{"name": "Ann", "email": "a@x.org"},
                                                 {"name": "Bob", "email": "b@x.org"}])
            deadlines.configure(service, gid, 3600, [3599])
            games.append(gid)
        holders, deadline = set(), time.monotonic() + 30
        while len(reminders(service.store)) < 3 or time.monotonic() < deadline - 25:
            assert time.monotonic() < deadline, reminders(service.store)
            holders.update(h for job, h, _ in leases.seen(service.store)
                           if job == "deadlines")
            time.sleep(0.05)
        assert sorted(reminders(service.store)) == sorted((g, "Red") for g in games)
        assert {int(h.split(":")[1]) for h in holders} == {jobs}
        assert said(proc).count("Booting worker") == 2
    finally:
        status = stopped(proc, children(proc.pid))
    assert status == 0, said(proc)


def reminders(store):
    return store.conn.execute("SELECT game, role FROM outbox WHERE kind='reminder'"
                              ).fetchall()


@needs_proc
def test_a_hundred_keep_alive_clients_are_all_answered(tmp_path):
    """100 HTTP/1.1 connections held open at once by clients each making requests on
    its own, against 2 processes of 2 threads (an idle connection must hold no
    thread): every request is answered, each client on its one connection, also
    after a few idle seconds. Without jobs (--no-jobs) there is no jobs' process;
    SIGINT stops it all."""
    base, proc = serving(tmp_path, "--workers", "2", "--threads", "2", "--no-jobs")
    try:
        kids = settled(proc, 2)
        _, made = request(f"{base}/api/games", {
            "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]})
        netloc, answers, lock = base.split("//")[1], [], threading.Lock()
        conns = [http.client.HTTPConnection(netloc, timeout=30) for _ in range(100)]

        def client(conn):
            mine = []
            for n in range(10):
                conn.request("GET", "/api/health" if n % 2 else f"/api/games/{made['id']}")
                response = conn.getresponse()
                response.read()
                mine.append((response.status, conn.sock))
            with lock:
                answers.extend(mine)
        threads = [threading.Thread(target=client, args=(c,)) for c in conns]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert [status for status, _ in answers] == [200] * 1000
        assert len({id(sock) for _, sock in answers}) == 100     # kept alive
        time.sleep(3)          # a client idle a moment keeps its connection
        for conn in conns:
            sock = conn.sock
            conn.request("GET", "/api/health")
            assert conn.getresponse().read() == b'{"ok":true}\n' and conn.sock is sock
            conn.close()
    finally:
        status = stopped(proc, children(proc.pid), signal.SIGINT)
    assert kids and status == 0, said(proc)


@needs_proc
def test_a_jobs_process_that_dies_is_replaced(tmp_path):
    _, proc = serving(tmp_path, "--workers", "1")
    try:
        (jobs,) = [k for k in settled(proc, 2) if " worker --parent " in cmdline(k)]
        os.kill(jobs, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while not (again := [k for k in children(proc.pid) if k != jobs
                             and " worker --parent " in cmdline(k)]):
            assert time.monotonic() < deadline, said(proc)
            time.sleep(0.2)
        assert f"the jobs' process {jobs} ended: starting another" in said(proc)
    finally:
        assert stopped(proc, children(proc.pid)) == 0, said(proc)
    assert not alive(again[0])


@needs_proc
def test_the_jobs_and_the_workers_end_when_the_server_is_killed_outright(tmp_path):
    _, proc = serving(tmp_path, "--workers", "1")
    kids = settled(proc, 2)
    proc.kill()
    proc.wait(timeout=10)
    deadline = time.monotonic() + 30
    while any(alive(k) for k in kids):
        assert time.monotonic() < deadline, [cmdline(k) for k in kids if alive(k)]
        time.sleep(0.2)


#: `python -m pbem` on a system without os.fork (Windows)
UNFORKING = [sys.executable, "-c", "import os, sys; del os.fork; from pbem.cli import "
             "main; sys.argv[0] = 'pbem'; main()"]


def test_serve_without_fork_runs_waitress_in_one_process(tmp_path):
    """Where os.fork is missing (Windows), one waitress process serves and runs the
    jobs in its threads, and says so."""
    port = free_port()
    proc = spawned([*UNFORKING, "--db", str(tmp_path / "db.sqlite"), "serve", "--port",
                    str(port)], tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert wait_for(f"http://127.0.0.1:{port}", proc) == (200, [])
        assert "(waitress, one process of 8 threads: this system cannot fork)" in said(proc)
        assert "Booting worker" not in said(proc)
    finally:
        proc.terminate()
        proc.wait(timeout=20)
