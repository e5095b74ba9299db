"""Script: the events decide() emits, each applied at once to a working state, so the next
decision reads the state exactly as replay will see it. Also the deck-drawing helper,
the only place (with setup) where cards are shuffled."""
from pbem.games import common

from .board import RHINE, SUPPLIES
from .state import apply, deck_of


class Script(common.Script):
    """The shared Script (pbem/games/common.py) with the Rhine's players and decks."""

    reducer = staticmethod(apply)

    @property
    def colour(self):
        return self.state["colour"][self.role]

    def player(self, role=None):
        return self.state["players"][role or self.role]

    def top(self, deck):
        """The top card of DECK, reshuffling its discard pile first when it is empty."""
        st = self.state
        if not st["decks"][deck] and st["discards"][deck]:
            self.emit({"type": "shuffled", "deck": deck, "from_discard": True,
                       "order": self.rng.shuffle(st["discards"][deck])})
        d = self.state["decks"][deck]
        return d[0] if d else None

    def shuffle_back(self, card):
        """An undefeated division goes back into its deck, shuffled in."""
        deck = deck_of(self.state, card)
        self.emit({"type": "shuffled", "deck": deck, "from_discard": False,
                   "order": self.rng.shuffle(self.state["decks"][deck] + [card])})


def pieces(**kw):
    return {k: kw.get(k, 0) for k in SUPPLIES if kw.get(k, 0)}


def take_from_pool(state, wanted):
    """The part of WANTED ({kind: n}) the reserve pool can give."""
    return {k: min(n, state["pool"][k]) for k, n in wanted.items() if min(n, state["pool"][k]) > 0}


def card(cid):
    return RHINE.cards[cid]
