"""Pegasus Bridge (1944-06-06): the surprised Germans start with 2 command cards and
build up to 4: "Axis Player: Take 2 command cards (Germans were surprised). Draw two
cards after turns 1 and 2. You will then have a hand of 4 command cards for the rest of
the battle." Two cards instead of the one a turn draws, so one more than usual after
the Axis's own first and second turns (2 - 1 + 2 = 3, then 3 - 1 + 2 = 4); the numbers
are the scenario's rule data (scenario.SPECIAL_RULES "extra-draws"). README reading S1."""
from . import Rules
from .marks import special


class PegasusBridge(Rules):
    def extra_draws(self, state, side):
        rule = special(state, "extra-draws")
        if rule and side == rule["side"] and state["turns"][side] in rule["after_turns"]:
            return rule["draw"] - 1
        return super().extra_draws(state, side)


RULES = PegasusBridge()
