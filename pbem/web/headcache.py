"""Answers that depend only on a game's log and the reader's language, kept per log
head and language: a version never changes, so (game, version, head hash) names the
answer for good, and a log cut or rewritten behind a snapshot gets a new key (the
stored log's head, not a loaded game's). An answer may hold words (a chart's title, a
verdict's problems), said in the language in force (pbem.language.speaking), so that
language is part of the key: a Polish reader's answer is never an English reader's.
Each cache keeps its newest KEPT answers; shared by the server's threads (an answer
computed twice by a race is the same answer)."""
from collections import OrderedDict

from pbem.language import speaking


class HeadCache:
    def __init__(self, kept=256):
        self.kept = kept
        self._answers = OrderedDict()

    def get(self, store, game_id, compute):
        """COMPUTE() for GAME_ID's log as it now stands, computed once per head and
        language."""
        key = (game_id, *store.head(game_id), speaking.language())
        if key not in self._answers:
            self._answers[key] = compute()
            while len(self._answers) > self.kept:
                self._answers.popitem(last=False)
        self._answers.move_to_end(key)
        return self._answers[key]

    def clear(self):
        self._answers.clear()
