"""GET /games/<id>/live.json: what an open game page polls to notice that the game
moved on, {"version", "status", "active"} (public: the public page shows as much).

It is cheap by design: one row of the lobby's projection, no log read, and an ETag
(the version and status), so a page that is up to date gets an empty 304. The page's
script (pbem/web/static/live.js) polls every [web] poll_seconds while the page is
visible, and says so when it is the seat's turn (title and banner).

Where the database announces appends (PostgreSQL's LISTEN/NOTIFY), the rows are kept
in the process (LiveRows) and read again only after a notice of their game: the many
open pages of many web processes ask this process, not the database.
"""
import threading

from flask import Blueprint, current_app, jsonify, make_response, request

from events import pgschema
from pbem.core import lobby
from pbem.core.errors import NotFound
from pbem.web.seat import service

bp = Blueprint("live", __name__)


class LiveRows:
    """lobby.live(game) of the games asked for, each kept until a notice says its
    game changed (all of them when notices may have been missed); without notices
    (SQLite) every ask reads the row."""

    def __init__(self, service):
        self.store = service.store
        self._rows, self._changes, self._lock = {}, {}, threading.Lock()
        listener = self.store.listen([pgschema.EVENTS_CHANNEL], self._heard)
        self.listening = listener is not None
        if self.listening:
            # a row read before the LISTEN is in place could miss its notice: wait for it
            # (once per process); until then rows are read each time, never kept
            self._ready = listener.ready
            self._ready.wait(timeout=5)      # this process's own moves at once, not when the notice
            # comes back from the database (a page reloaded after a move asks first)
            service.listeners.append(lambda conn, change: self._heard(
                pgschema.EVENTS_CHANNEL, change.game.id))

    def _heard(self, channel, stream):
        with self._lock:
            if stream is None:              # (re)connected: anything may have changed
                self._rows.clear()
                self._changes = {game: n + 1 for game, n in self._changes.items()}
            else:
                self._rows.pop(stream, None)
                self._changes[stream] = self._changes.get(stream, 0) + 1

    def get(self, game_id):
        if not self.listening:
            return lobby.live(self.store.conn, game_id)
        with self._lock:
            if game_id in self._rows:
                return self._rows[game_id]
            seen = self._changes.setdefault(game_id, 0)
        row = lobby.live(self.store.conn, game_id)
        with self._lock:        # kept only if no notice came while it was read
            if row is not None and self._changes.get(game_id) == seen and self._ready.is_set():
                self._rows[game_id] = row
        return row


def live_rows():
    """This app's LiveRows, made at its first ask."""
    rows = current_app.extensions.get("pbem.live")
    if rows is None:
        with _making:
            rows = current_app.extensions.setdefault("pbem.live", LiveRows(service()))
    return rows


_making = threading.Lock()


@bp.route("/games/<game_id>/live.json")
def live(game_id):
    now = live_rows().get(game_id)
    if now is None:
        raise NotFound(f"no game {game_id!r}")
    tag = f'{now["version"]}-{now["status"]}'
    resp = make_response("", 304) if request.if_none_match.contains(tag) \
        else make_response(jsonify(now))
    resp.set_etag(tag)
    resp.headers["Cache-Control"] = "no-cache"
    return resp
