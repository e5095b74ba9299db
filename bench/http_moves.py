"""Figure: moves per second over HTTP (issues 12 and 30), against `pbem serve` as a
host runs it.

The server is `python -m pbem serve` in processes of its own, as shipped: gunicorn's
arbiter and its web processes (one a core, [server] threads each; pbem.web.prefork),
SQLite in a temp folder, the scheduler off. Beside it, started the same way on a
system without fork (os.fork removed), the one waitress process `pbem serve` was
until issue 30: the peer that run measures in the same run, level after level
(interleaved), so a busy machine weighs on both alike. The load comes from another
process of client threads on loopback (the load generator: a process of its own, apart
from the servers'), each with its own keep-alive connection (or, in the runs "no
keep-alive", a new connection for each request: it asks the server to close each) and
its own In Flanders Field game, created through the API before the clock starts. Each
client plays both seats of its game, always the first legal command. A move is:

- one request (issue 30): the POST of a command, whose answer's `next` holds the
  seat's legal commands while its turn goes on; a GET .../legal only when the turn
  passes to the other seat (counted in the move's time, not in the POST's);
- two requests (as clients did before): GET .../legal with the seat to act's token,
  then the POST.

The POST is timed, from its request to its answer; a finished game is replaced by a new
one (not timed). Each level (10, 50, 100 clients) runs for --seconds. The floor (issue
30's) is a trivial Flask app (bench/trivial_app.py: no game, no database) on the same
server, gunicorn as pbem.web.prefork runs it with the same [server] settings, moved by
the same clients with 100 of them, making the same requests a move (one POST, or GET
legal + POST; kept alive or not): the ratio is moves/s over the trivial app's.

A last part says what stops the ratio: the same requests answered in this process
through Flask's test client (no sockets, no server, no client threads), by pbem's app
and by the trivial one, in CPU time one by one, and the game's and the store's share
of them (Service.legal and submit called directly).

    .venv/bin/python -m bench.http_moves                 # about four minutes
    .venv/bin/python -m bench.http_moves --seconds 3      # smoke run
    .venv/bin/python -m bench.http_moves --processes 1,2,4   # and `pbem serve --workers`
                                                          # 1, 2, 4 (100 clients)
    .venv/bin/python -m bench.http_moves --processes 1,2,4 --stores sqlite,postgresql
"""
import argparse
import http.client
import json
import multiprocessing
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench.common import percentile, scratch

LEVELS = (10, 50, 100)
ROOT = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: `python -m pbem` on a system without os.fork: `pbem serve` is waitress, one process
UNFORKING = [sys.executable, "-c", "import os, sys; del os.fork; from pbem.cli import "
             "main; sys.argv[0] = 'pbem'; main()"]


def start_server(folder, port, threads, workers=0, url=None, kind="serve"):
    """`pbem serve` on PORT with a config of its own ([server] WORKERS web processes,
    0: one a core, of THREADS threads; kind "waitress": on a system without fork,
    waitress in one process of THREADS threads; kind "trivial": the trivial app of
    bench/trivial_app.py served as `pbem serve` would serve pbem with that config), on
    a SQLite file in FOLDER or the PostgreSQL database at URL; returns the process once
    it answers."""
    config = Path(folder, f"bench{port}.toml")
    storage = f'url = "{url}"' if url else f'path = "{folder}/pbem{port}.sqlite"'
    config.write_text(f'[server]\nhost = "127.0.0.1"\nport = {port}\nthreads = {threads}\n'
                      f'workers = {workers}\n[storage]\n{storage}\n[scheduler]\n'
                      'enabled = false\n[web]\ngames_per_hour = 0\n')
    command = ([sys.executable, "-m", "bench.trivial_app", str(config)]
               if kind == "trivial" else
               [*([sys.executable, "-m", "pbem"] if kind == "serve" else UNFORKING),
                "--config", str(config), "serve"])
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    for _ in range(600):
        probe = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        try:
            call(probe, "GET", "/api/health")
            return proc
        except OSError:
            time.sleep(0.05)
        finally:
            probe.close()
    proc.kill()
    raise RuntimeError("pbem serve did not answer")


def stop_server(proc):
    proc.terminate()
    proc.wait(timeout=60)


def in_process(folder, moves=1500):
    """CPU milliseconds per request answered in this process by the app `pbem serve`
    runs (GET legal, POST) and by the trivial app (GET legal, POST), and per
    Service.legal + submit of the same moves."""
    from bench import trivial_app
    from pbem import config
    from pbem.web import create_app
    Path(folder, "inproc.toml").write_text(
        f'[storage]\npath = "{folder}/inproc.sqlite"\n[scheduler]\nenabled = false\n'
        '[web]\ngames_per_hour = 0\n')
    app = create_app(config.load(str(Path(folder, "inproc.toml"))))
    client, service = app.test_client(), app.extensions["pbem"]
    trivial = trivial_app.app.test_client()
    spent = {"legal": 0.0, "post": 0.0, "service": 0.0, "trivial get": 0.0,
             "trivial post": 0.0}

    def timed(part, fn):
        start = time.process_time()
        answer = fn()
        spent[part] += time.process_time() - start
        return answer

    def new_game():
        made = client.post("/api/games", json={
            "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]}).get_json()
        return made["id"], {s["role"]: s["token"] for s in made["seats"]}

    games, done = [new_game() for _ in range(20)], 0
    while done < moves:
        i = done % len(games)
        game, tokens = games[i]
        active = service.active(service.load(game))
        if not active:
            games[i] = new_game()
            continue
        auth = {"Authorization": f"Bearer {tokens[active[0]]}"}
        legal = timed("legal", lambda: client.get(f"/api/games/{game}/legal",
                                                  headers=auth)).get_json()["legal"]
        timed("post", lambda: client.post(f"/api/games/{game}/commands",
                                          json={"command": legal[0]}, headers=auth))
        timed("trivial get", lambda: trivial.get("/api/games/g/legal", headers=auth))
        timed("trivial post", lambda: trivial.post("/api/games/g/commands", json={
            "command": legal[0]}, headers=auth))
        other, others = games[(i + 1) % len(games)], None   # the service alone, same work
        others = service.active(service.load(other[0]))
        if others:
            timed("service", lambda: service.submit(other[0], others[0], service.legal(
                service.load(other[0]), others[0])[0]))
        done += 1
    return {part: seconds / moves * 1e3 for part, seconds in spent.items()}


def call(conn, method, path, body=None, token=None):
    """(status, JSON) of one request on CONN."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, body=None if body is None else json.dumps(body),
                 headers=headers)
    response = conn.getresponse()
    data = response.read()
    return response.status, json.loads(data) if data else None


class Closing(http.client.HTTPConnection):
    """A client's connection without keep-alive: each request asks the server to close
    it after the answer (Connection: close), and http.client opens a new one for the
    next request."""

    def request(self, method, url, body=None, headers=None, **kwargs):
        super().request(method, url, body, {**(headers or {}), "Connection": "close"},
                        **kwargs)


class Player:
    """One client: its connection (kept alive, or KEEP false: a new one a request) and
    its game (re-created when it ends), moving in ONE request (the answer's `next`) or
    in two (GET legal, POST)."""

    def __init__(self, port, one, keep=True):
        self.conn = (http.client.HTTPConnection if keep else Closing)(
            "127.0.0.1", port, timeout=60)
        self.one = one
        self.new_game()

    def new_game(self):
        status, created = call(self.conn, "POST", "/api/games", {
            "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]})
        assert status == 201, created
        self.game = created["id"]
        self.tokens = {s["role"]: s["token"] for s in created["seats"]}
        self.to_act, self.legal = None, None

    def move(self):
        """One move; its POST's seconds (None when the game had ended)."""
        if self.to_act is None:
            _, summary = call(self.conn, "GET", f"/api/games/{self.game}")
            if summary["status"] != "active":
                self.new_game()
                return None
            self.to_act = summary["active"][0]
        role = self.to_act
        if self.legal is None:
            _, legal = call(self.conn, "GET", f"/api/games/{self.game}/legal",
                            token=self.tokens[role])
            if not legal["legal"]:
                self.to_act = None
                return None
            self.legal = legal["legal"]
        start = time.perf_counter()
        status, result = call(self.conn, "POST", f"/api/games/{self.game}/commands",
                              {"command": self.legal[0]}, self.tokens[role])
        took = time.perf_counter() - start
        assert status == 201, result
        following = result["next"]      # a two-request client still learns who acts
        self.to_act = (following["active"] or [None])[0]
        self.legal = following["legal"] if self.one and self.to_act == role else None
        return took


def clients(port, n, seconds, what, keep, out):
    """N client threads moving in one request (WHAT "moves1") or two ("moves2"), on
    connections kept alive or not (KEEP), for SECONDS (after each has its game); puts
    [seconds of each timed request] in OUT."""
    players = [Player(port, what == "moves1", keep) for _ in range(n)]
    times, lock, stop = [], threading.Lock(), time.perf_counter() + seconds

    def run(player):
        mine = []
        while time.perf_counter() < stop:
            took = player.move()
            if took is not None:
                mine.append(took)
        with lock:
            times.extend(mine)

    threads = [threading.Thread(target=run, args=(p,)) for p in players]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put(times)


def level(port, n, seconds, what, keep=True):
    """(moves per second, p50 ms, p99 ms) of N clients (clients()) for SECONDS."""
    out = multiprocessing.Queue()
    proc = multiprocessing.Process(target=clients,
                                   args=(port, n, seconds, what, keep, out))
    proc.start()
    times = out.get()
    proc.join()
    return len(times) / seconds, percentile(times, 50) * 1e3, percentile(times, 99) * 1e3


#: what the table compares, level by level: (server, what its clients do, keep-alive)
RUNS = (("serve", "moves1", True), ("serve", "moves1", False), ("serve", "moves2", True),
        ("waitress", "moves2", True))


def kind(what, keep):
    """How RUNS' clients move, in words."""
    return (f"{'1 request' if what == 'moves1' else '2 requests'}"
            f"{'' if keep else ', no keep-alive'}")


def met(held):
    return "met" if held else "MISSED"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--threads", type=int, default=8, help="[server] threads")
    parser.add_argument("--processes", default="", metavar="N,...",
                        help="then 100 clients' moves (one request) against `pbem serve "
                             "--workers N` (of --threads threads each), e.g. 1,2,4")
    parser.add_argument("--stores", default="sqlite", metavar="KIND,...",
                        help="the stores --processes runs on: sqlite, postgresql (a "
                             "server of Debian's package in a temp folder, fsync on)")
    args = parser.parse_args()
    print(f"# cores {os.cpu_count()}, load {os.getloadavg()[0]:.2f}; pbem serve and the "
          f"trivial app: gunicorn, one process a core of {args.threads} threads; "
          f"waitress: one process of {args.threads} threads; {args.seconds:g} s a "
          "level; the POST timed")
    with scratch() as folder:
        ports = {"serve": free_port(), "waitress": free_port(), "trivial": free_port()}
        servers = {name: start_server(folder, port, args.threads, kind=name)
                   for name, port in ports.items()}
        try:
            floors = {}
            for what, keep in dict.fromkeys((what, keep) for _, what, keep in RUNS):
                floors[what, keep] = level(ports["trivial"], 100, args.seconds, what, keep)
                rate, p50, p99 = floors[what, keep]
                print(f"floor: trivial app, {kind(what, keep)}, 100 clients: {rate:.0f} "
                      f"moves/s p50 {p50:.1f} ms p99 {p99:.1f} ms")
            rates = {}
            for n in LEVELS:
                for name, what, keep in RUNS:
                    rate, p50, p99 = level(ports[name], n, args.seconds, what, keep)
                    rates[name, what, keep, n] = rate, p50, p99
                    print(f"moves {name}, {kind(what, keep)}, {n} clients: {rate:.0f} "
                          f"moves/s p50 {p50:.1f} ms p99 {p99:.1f} ms; "
                          f"{rate / floors[what, keep][0]:.2f}x the trivial app's; "
                          f"p99/p50 {p99 / p50:.1f}")
            rate = rates["serve", "moves1", True, 100][0]
            before = rates["waitress", "moves2", True, 100][0]
            print(f"ratio serve 1 request / waitress 2 requests (100 clients): "
                  f"{rate / before:.1f}x")
            print(f"target moves/s with 100 clients >= 1000: {met(rate >= 1000)} "
                  f"({rate:.0f})")
            for keep in (True, False):
                rate, p50, p99 = rates["serve", "moves1", keep, 100]
                floor = floors["moves1", keep][0]
                print(f"target serve, {kind('moves1', keep)}, 100 clients: moves/s >= "
                      f"0.5x the trivial app's: {met(rate >= 0.5 * floor)} "
                      f"({rate / floor:.2f}x); p99 <= 10x p50: {met(p99 <= 10 * p50)} "
                      f"({p99 / p50:.1f}x)")
        finally:
            for server in servers.values():
                stop_server(server)
        ms = in_process(folder)
        print(f"# in this process (Flask's test client, one request at a time), CPU a "
              f"request: pbem legal {ms['legal']:.3f} ms, POST {ms['post']:.3f} ms; the "
              f"trivial app's GET {ms['trivial get']:.3f} ms, POST "
              f"{ms['trivial post']:.3f} ms; Service.legal + submit alone "
              f"{ms['service']:.3f} ms a move")
        cores, rate = os.cpu_count(), floors["moves1", True][0]
        whole = cores / rate * 1e3      # the most CPU a trivial move can have taken
        more, lean = ms["post"] - ms["trivial post"], ms["post"] - ms["service"]
        print(f"# floor: pbem's POST takes {more:.3f} ms of CPU more than the trivial "
              f"app's ({ms['post'] / ms['trivial post']:.1f}x); a trivial move took at "
              f"most {whole:.3f} ms of the {cores} cores (server and clients: "
              f"{rate:.0f} moves/s, 1 request kept alive), so serve's moves/s is at "
              f"most {whole:.3f} / ({whole:.3f} + {more:.3f}) = "
              f"{whole / (whole + more):.2f}x the trivial app's (0.5x wants the extra "
              f"CPU <= {whole:.3f} ms); with the game and the store free, "
              f"{whole / (whole + lean - ms['trivial post']):.2f}x")
    counts = [int(p) for p in args.processes.split(",") if p]
    for store in args.stores.split(","):
        new_database, stop = databases(store)
        try:
            for n in counts:
                processes(n, args.threads, args.seconds, store, new_database)
        finally:
            stop()


def databases(store):
    """(new_database() -> a URL or None, stop()) of STORE: SQLite needs none (each run
    has a file of its own); PostgreSQL is a durable server started here."""
    if store == "sqlite":
        return (lambda: None), (lambda: None)
    from tests.pgserver import Server, bindir
    if bindir() is None:
        raise SystemExit("no PostgreSQL here (Debian package: postgresql)")
    server = Server(bindir(), durable=True)
    return server.new_database, server.stop


def processes(n, threads, seconds, store, new_database):
    """Moves (one request) of 100 clients against `pbem serve --workers N`, on a
    database of its own shared by the N processes (a SQLite file, or a PostgreSQL
    database)."""
    with scratch() as folder:
        port = free_port()
        server = start_server(folder, port, threads, workers=n, url=new_database())
        try:
            rate, p50, p99 = level(port, 100, seconds, "moves1")
        finally:
            stop_server(server)
    print(f"moves 100 clients, {store}, pbem serve --workers {n} x {threads} threads: "
          f"{rate:.0f} moves/s p50 {p50:.1f} ms p99 {p99:.1f} ms")


if __name__ == "__main__":
    main()
