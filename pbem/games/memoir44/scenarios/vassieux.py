"""Vassieux (1944-07-21): the deck is not reshuffled, and when it runs out before the
Allies have won, the Axis wins (scenario text: "Should the command card deck run out of
cards and the Allied player has not won, the battle ends as an Axis player victory").
The file's option deck_reshuffling false stops the reshuffle (script.py)."""
from pbem.language.speaking import N_

from . import Rules


class Vassieux(Rules):
    def deck_out(self, s, side):
        s.end_game(["Axis"], N_("the deck ran out before the Allies won"))


RULES = Vassieux()
