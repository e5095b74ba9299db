"""Script: the events decide() emits, each applied at once to a working state (the
shared Script of pbem/games/common.py), with the few writers every rule uses: go to a
step, roll dice, draw cards (reshuffling the discards when the deck runs out), end the
game. The only places besides setup where the rng is used are roll() and draw().
"""
from pbem.games import common

from .scenarios import rules_for
from .state import apply
from .troops import FACES
from .variant import young_generals


class GameOver(Exception):
    """Raised after the game_over event: whatever was being resolved stops there."""


class _Watched:
    """The rng, noting whether anything was drawn from it (a die, a card, a shuffle)."""

    def __init__(self, rng):
        self._rng = rng
        self.used = False

    def __getattr__(self, name):
        self.used = True
        return getattr(self._rng, name)


class Script(common.Script):
    reducer = staticmethod(apply)

    def __init__(self, state, rng):
        super().__init__(state, _Watched(rng))

    @property
    def chance(self):
        """Has chance had its say yet (dice rolled, a card drawn, a deck shuffled)?
        A plan's commands after that are checked against a board its sender could not
        know (decide.py)."""
        return self.rng.used

    @property
    def side(self):
        """Whose turn it is."""
        return self.state["turn"]["side"]

    def step(self, step, role=None, **context):
        """Go to STEP, where ROLE (default: the side whose turn it is) acts; CONTEXT
        is what the step needs to remember (a retreat's bounds, the drawn cards)."""
        self.emit({"type": "step", "step": step, "role": role or self.side, **context})

    def roll(self, n):
        """N battle dice, faces in the order rolled."""
        return [FACES[self.rng.randbelow(len(FACES))] for _ in range(n)]

    def draw(self, side, n, to_hand=True, short=False):
        """Draw N cards for SIDE from the top of the deck, reshuffling the discards
        when it runs out (unless the scenario forbids it: then its deck_out hook
        decides, or, SHORT, the draw stops there and the caller, done with the cards
        it drew, calls deck_out). Returns the cards drawn."""
        drawn = []
        self.rng.used = True        # a card drawn is news to the player, like a die
        for _ in range(n):
            if not self.state["deck"] and not self._reshuffle(side, short):
                break
            drawn.append(self.state["deck"][0])
            self.emit({"type": "drew", "side": side, "cards": [drawn[-1]], "to_hand": to_hand})
        return drawn

    def _reshuffle(self, side, short):
        st = self.state
        reshuffles = st["scenario"]["rules"].get("deck_reshuffling", True) or \
            young_generals(st)
        if reshuffles and st["discard"]:
            self.emit({"type": "shuffled", "order": self.rng.shuffle(st["discard"])})
            return True
        if short:
            return False
        self.deck_out(side)
        return bool(self.state["deck"])

    def deck_out(self, side):
        """SIDE must draw and the deck is empty, not to be reshuffled: the scenario's
        hook decides (README reading 12)."""
        rules_for(self.state).deck_out(self, side)

    def end_game(self, winners, reason):
        """The game ends now: WINNERS (a list of sides) and why."""
        from .medals import counts
        self.emit({"type": "game_over", "winners": list(winners), "reason": reason,
                   "medals": counts(self.state)})
        raise GameOver
