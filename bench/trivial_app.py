"""The floor of bench/http_moves.py (issue 30): a trivial Flask app, served as `pbem
serve` serves pbem's.

Issue 30's target is `pbem serve`'s moves/s against "a trivial Flask app on the same
server doing the same number of requests per move". This app answers the measured
client's requests (bench.http_moves.Player) with no game and no database: a move is
its POST (a small JSON read, a small JSON answered), whose `next` keeps the seat to
act with one legal command, so a client moving in one request makes exactly one
request a move, and one moving in two makes GET legal + POST. The server is the same
code as `pbem serve`'s, not a copy: pbem.web.prefork's gunicorn with the [server]
settings of the config file `pbem serve` is given (workers, threads, connections,
keep-alive).

    python -m bench.trivial_app CONFIG      # serves on CONFIG's [server] host:port
"""
import sys

from flask import Flask, request

COMMAND = {"kind": "pass"}
SEAT = "north"

app = Flask(__name__)


@app.get("/api/health")
def health():
    return {"ok": True}


@app.post("/api/games")
def create():
    return {"id": "g", "seats": [{"role": SEAT, "token": "t"}]}, 201


@app.get("/api/games/<game>")
def summary(game):
    return {"id": game, "status": "active", "active": [SEAT]}


@app.get("/api/games/<game>/legal")
def legal(game):
    return {"legal": [COMMAND]}


@app.post("/api/games/<game>/commands")
def command(game):
    return {"game": game, "command": request.get_json()["command"],
            "next": {"active": [SEAT], "legal": [COMMAND]}}, 201


def main(path):
    from pbem import config
    from pbem.web import prefork, serving
    cfg = config.load(path)
    settings = cfg["server"]
    sock = serving.bound(settings["host"], settings["port"])
    prefork.Server(lambda: app, settings, sock, None,
                   cfg["logging"]["level"].lower()).run()


if __name__ == "__main__":
    main(sys.argv[1])
