"""Answers that depend only on a game's log, kept per log head: a version never
changes, so (game, version, head hash) names the answer for good, and a log cut or
rewritten behind a snapshot gets a new key (the stored log's head, not a loaded
game's). Each cache keeps its newest KEPT answers; shared by the server's threads
(an answer computed twice by a race is the same answer)."""
from collections import OrderedDict


class HeadCache:
    def __init__(self, kept=256):
        self.kept = kept
        self._answers = OrderedDict()

    def get(self, store, game_id, compute):
        """COMPUTE() for GAME_ID's log as it now stands, computed once per head."""
        key = (game_id, *store.head(game_id))
        if key not in self._answers:
            self._answers[key] = compute()
            while len(self._answers) > self.kept:
                self._answers.popitem(last=False)
        self._answers.move_to_end(key)
        return self._answers[key]

    def clear(self):
        self._answers.clear()
