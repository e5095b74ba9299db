"""The games most recently used, kept folded in memory (issue 12, the move path).

Every page view, API call and command starts by loading its game: the newest snapshot
read and parsed, then its tail of up to snapshot_every events applied. Most loads
are of a game loaded a moment ago (the POST, then the page that shows its result;
the mails of a move), so the fold is kept here, keyed by game id, and is good only
while the log's head (version, hash of the last event) is still the one it was folded
to: one indexed read of the head decides, so another process's append, a take-back
or a log cut short or rewritten is never hidden by it.

A game handed out is a shallow copy: callers fold new events into their copy
(Game.apply replaces its state, never changes it: a rules module's apply leaves its
input state as it was, docs/game-protocol.md), so the kept fold is never changed.
"""
import threading
from collections import OrderedDict
from dataclasses import replace

#: how many games are kept (a Race to the Rhine fold is some tens of KB)
SIZE = 512


class HotGames:
    def __init__(self, size=SIZE):
        self.size = size
        self._games = OrderedDict()
        self._lock = threading.Lock()

    def get(self, game_id, head):
        """A copy of the kept fold of GAME_ID when it is at HEAD (version, hash), else
        None."""
        with self._lock:
            game = self._games.get(game_id)
            if game is None or (game.version, game.head) != tuple(head):
                return None
            self._games.move_to_end(game_id)
            return replace(game)

    def put(self, game):
        """Keep a copy of GAME's fold (the least recently used goes when full)."""
        with self._lock:
            self._games[game.id] = replace(game)
            self._games.move_to_end(game.id)
            while len(self._games) > self.size:
                self._games.popitem(last=False)
