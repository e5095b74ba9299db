"""Figure: moves per second over HTTP (issue 12), against `pbem serve` as a host runs it.

The server is `python -m pbem serve` in a process of its own (waitress, [server]
threads, SQLite in a temp folder, the scheduler off); the load comes from another
process of client threads on loopback, each with its own keep-alive connection and
its own In Flanders Field game, created through the API before the clock starts. A
move is what a player's client does: GET /api/games/<id>/legal with the seat to
act's token, then POST one of those commands to /api/games/<id>/commands; the POST
is the move, timed from its request to its answer. A finished game is replaced by a
new one (not timed). Each level (10, 50, 100 clients) runs for --seconds; the peer
is the same server answering GET /api/health (no database, no game) with 100
clients, the floor of a request on this machine: the ratio is moves/s over that.

A last part says what stops the ratio: the same requests answered in this process
through Flask's test client (no sockets, no waitress, no client threads), timed one
by one, and the game's and the store's share of them (Service.legal and submit
called directly). A move is two requests, so moves/s can reach at most
health ÷ (legal + POST) of the health requests' rate, whatever the server does.

    .venv/bin/python -m bench.http_moves                 # about a minute
    .venv/bin/python -m bench.http_moves --seconds 3      # smoke run
    .venv/bin/python -m bench.http_moves --processes 1,2,4   # and gunicorn with 1, 2, 4
                                                          # worker processes (100 clients)
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


def start_server(folder, port, threads, processes=0, url=None):
    """`pbem serve` on PORT with a config of its own (or, with PROCESSES, gunicorn
    with that many worker processes of THREADS threads each on wsgi:app, as a host
    that outgrows one process runs it), on a SQLite file in FOLDER or the PostgreSQL
    database at URL; returns the process once it answers."""
    config = Path(folder, "bench.toml")
    storage = f'url = "{url}"' if url else f'path = "{folder}/pbem.sqlite"'
    config.write_text(f'[server]\nhost = "127.0.0.1"\nport = {port}\nthreads = {threads}\n'
                      f'[storage]\n{storage}\n[scheduler]\nenabled = false\n')
    command = [sys.executable, "-m", "pbem", "--config", str(config), "serve"]
    if processes:
        command = [sys.executable, "-m", "gunicorn", "-w", str(processes), "--threads",
                   str(threads), "-b", f"127.0.0.1:{port}", "--worker-connections",
                   "1000", "wsgi:app"]
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL,
                            env={**os.environ, "PBEM_CONFIG": str(config)})
    for _ in range(300):
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


def in_process(folder, moves=1500):
    """Milliseconds per health, legal and POST request answered in this process by
    the app `pbem serve` runs, and per Service.legal + submit of the same moves."""
    from pbem import config
    from pbem.web import create_app
    Path(folder, "inproc.toml").write_text(
        f'[storage]\npath = "{folder}/inproc.sqlite"\n[scheduler]\nenabled = false\n')
    app = create_app(config.load(str(Path(folder, "inproc.toml"))))
    client, service = app.test_client(), app.extensions["pbem"]
    spent = {"health": 0.0, "legal": 0.0, "post": 0.0, "service": 0.0}

    def timed(part, fn):
        start = time.perf_counter()
        answer = fn()
        spent[part] += time.perf_counter() - start
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
        timed("health", lambda: client.get("/api/health"))
        legal = timed("legal", lambda: client.get(f"/api/games/{game}/legal",
                                                  headers=auth)).get_json()["legal"]
        timed("post", lambda: client.post(f"/api/games/{game}/commands",
                                          json={"command": legal[-1]}, headers=auth))
        other, others = games[(i + 1) % len(games)], None   # the service alone, same work
        others = service.active(service.load(other[0]))
        if others:
            timed("service", lambda: service.submit(other[0], others[0], service.legal(
                service.load(other[0]), others[0])[-1]))
        done += 1
    return {part: seconds / moves * 1e3 for part, seconds in spent.items()}


def call(conn, method, path, body=None, token=None):
    """(status, JSON) of one request on CONN (kept alive)."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, body=None if body is None else json.dumps(body),
                 headers=headers)
    response = conn.getresponse()
    data = response.read()
    return response.status, json.loads(data) if data else None


class Player:
    """One client: its connection and its game (re-created when it ends)."""

    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.new_game()

    def new_game(self):
        status, created = call(self.conn, "POST", "/api/games", {
            "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]})
        assert status == 201, created
        self.game = created["id"]
        self.tokens = {s["role"]: s["token"] for s in created["seats"]}
        self.to_act = None

    def move(self):
        """One move; its POST's seconds (None when the game had ended)."""
        if self.to_act is None:
            _, summary = call(self.conn, "GET", f"/api/games/{self.game}")
            if summary["status"] != "active":
                self.new_game()
                return None
            self.to_act = summary["active"][0]
        token = self.tokens[self.to_act]
        _, legal = call(self.conn, "GET", f"/api/games/{self.game}/legal", token=token)
        if not legal["legal"]:
            self.to_act = None
            return None
        start = time.perf_counter()
        status, result = call(self.conn, "POST", f"/api/games/{self.game}/commands",
                              {"command": legal["legal"][-1]}, token)
        took = time.perf_counter() - start
        assert status == 201, result
        view = result["view"]
        self.to_act = None if view.get("outcome") else view["turn"]["role"]
        return took


def clients(port, n, seconds, what, out):
    """N client threads for SECONDS (after each has its game); puts (count,
    [seconds of each timed request]) in OUT."""
    players = [Player(port) if what == "moves" else
               http.client.HTTPConnection("127.0.0.1", port, timeout=60) for _ in range(n)]
    times, lock, stop = [], threading.Lock(), time.perf_counter() + seconds

    def run(player):
        mine = []
        while time.perf_counter() < stop:
            if what == "moves":
                took = player.move()
            else:
                start = time.perf_counter()
                call(player, "GET", "/api/health")
                took = time.perf_counter() - start
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


def level(port, n, seconds, what):
    """(per second, p50 ms, p99 ms) of N clients doing WHAT for SECONDS."""
    out = multiprocessing.Queue()
    proc = multiprocessing.Process(target=clients, args=(port, n, seconds, what, out))
    proc.start()
    times = out.get()
    proc.join()
    return len(times) / seconds, percentile(times, 50) * 1e3, percentile(times, 99) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--threads", type=int, default=8, help="[server] threads")
    parser.add_argument("--processes", default="", metavar="N,...",
                        help="then 100 clients' moves against gunicorn with N worker "
                             "processes (of --threads threads) each, e.g. 1,2,4")
    parser.add_argument("--stores", default="sqlite", metavar="KIND,...",
                        help="the stores --processes runs on: sqlite, postgresql (a "
                             "server of Debian's package in a temp folder, fsync on)")
    args = parser.parse_args()
    print(f"# cores {os.cpu_count()}, load {os.getloadavg()[0]:.2f}, waitress threads "
          f"{args.threads}, {args.seconds:g} s a level; a move = GET legal + POST "
          "command (the POST timed)")
    with scratch() as folder:
        port = free_port()
        server = start_server(folder, port, args.threads)
        try:
            floor, f50, f99 = level(port, 100, args.seconds, "health")
            print(f"health 100 clients: {floor:.0f} req/s p50 {f50:.1f} ms p99 {f99:.1f} ms")
            for n in LEVELS:
                rate, p50, p99 = level(port, n, args.seconds, "moves")
                print(f"moves {n} clients: {rate:.0f} moves/s p50 {p50:.1f} ms "
                      f"p99 {p99:.1f} ms")
                print(f"ratio moves/health ({n} clients): {rate / floor:.2f}x")
                print(f"ratio p99/p50 ({n} clients): {p99 / p50:.1f}")
            print(f"target moves/s with 100 clients >= 1000: "
                  f"{'met' if rate >= 1000 else 'MISSED'}")
            print(f"target moves/s >= 0.5x health: "
                  f"{'met' if rate >= 0.5 * floor else 'MISSED'}")
            print(f"target p99 <= 10x p50 (100 clients): "
                  f"{'met' if p99 <= 10 * p50 else 'MISSED'}")
        finally:
            server.terminate()
            server.wait(timeout=20)
        ms = in_process(folder)
        print(f"# in this process (Flask test client, one request at a time): health "
              f"{ms['health']:.3f} ms, legal {ms['legal']:.3f} ms, POST {ms['post']:.3f} ms "
              f"a request; Service.legal + submit alone {ms['service']:.3f} ms a move")
        print(f"# floor: a move is two requests, so moves/s <= health / (legal + POST) = "
              f"{ms['health'] / (ms['legal'] + ms['post']):.2f}x the health rate; with the "
              f"game and the store free it would still be <= "
              f"{ms['health'] / (ms['legal'] + ms['post'] - ms['service']):.2f}x")
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
    """Moves of 100 clients against gunicorn with N worker processes, on a database
    of its own shared by the N processes (a SQLite file, or a PostgreSQL database)."""
    with scratch() as folder:
        port = free_port()
        server = start_server(folder, port, threads, processes=n, url=new_database())
        try:
            rate, p50, p99 = level(port, 100, seconds, "moves")
        finally:
            server.terminate()
            server.wait(timeout=20)
    print(f"moves 100 clients, {store}, gunicorn {n} process{'es' if n > 1 else ''} x "
          f"{threads} threads: {rate:.0f} moves/s p50 {p50:.1f} ms p99 {p99:.1f} ms")


if __name__ == "__main__":
    main()
