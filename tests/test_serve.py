"""`pbem serve` as a host runs it: a real waitress process on loopback, then stopped."""
import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

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
    proc = subprocess.Popen([sys.executable, "-m", "pbem", "serve", "--port", str(port),
                             "--db", str(tmp_path / "served.sqlite")], cwd=tmp_path,
                            stderr=subprocess.PIPE, text=True)
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
