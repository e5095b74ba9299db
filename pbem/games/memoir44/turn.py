"""The turn flow as one table of steps (like a Rally the Troops rules module): each step
with its prompt, the commands it lists, the longer forms it accepts, and the handler of
each action.

Extension point. A tactic card that needs a decision of its own (Air Power's targets,
Recon's keep) adds a step to STEPS and goes to it with `s.step(name, role=..., **ctx)`;
the context is state["turn"]["pending"] while the step lasts. Whose decision a step is
lies in the state (turn.role), not in the table: a retreat is decided by the owner of
the retreating unit in the other side's turn.

    play         play a command card                   play CARD
    order        order units (one or several at once)  order HEX [HEX ...] | end
    move         move ordered units, one at a time     move PATH | end
    battle       battle with ordered units             battle UNIT TARGET | remove-wire UNIT | end
    retreat      the defender chooses a retreat        retreat PATH | ignore-flag
    take_ground  the attacker may take the emptied hex take-ground | decline
    overrun      the armor that took ground may battle overrun TARGET | decline
    keep         Recon: keep one of two cards drawn    keep CARD

and the tactic cards' own, added by their modules: air_power and barrage (target HEX
...), strike (auto: target after target), medics (order HEX), ambushed (auto: the
ambushed attack goes on), move_again (Behind Enemy Lines: move PATH | end); a card may
also add commands to a step (Step.extend: `ambush on|off` in the play step).

Steps marked `auto` end by themselves when `end` is all they offer (nothing to order,
move or battle with), so a turn with nothing to do does not wait for a mail.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from . import battle, cards, combat, medals, movement, retreat
from .board import other, unit_at
from .scenarios import rules_for
from .speech import _


END = {"action": "end"}


class Step:
    """PROMPT for the player (English, as the view carries it: marked N_ and said
    through speech's Voice where it is read); OPTIONS(state) lists the commands;
    HANDLERS maps each action to handler(s, command); ACCEPTS = (action, accepts(state, command)) admits
    the longer forms of that action legal() does not list; AUTO: ends by itself when
    `end` is all it offers, which IDLE(state) answers without listing; ENDS: `end` is
    always one of its commands (the phases), so sending it needs no list either."""

    def __init__(self, prompt, options, handlers, accepts=None, auto=False, idle=None,
                 ends=False):
        self.prompt = prompt
        self._own = options
        self._added = []
        self.handlers = handlers
        self.accepts = accepts
        self.more_accepts = {}
        self.auto = auto
        self._idle = idle
        self.ends = ends

    def options(self, state):
        """The commands listed: the step's own, then those extend() added."""
        out = self._own(state)
        for added in self._added:
            out = out + added(state)
        return out

    def idle(self, state):
        """Does this step offer nothing but `end`?"""
        own = self._idle(state) if self._idle else self._own(state) == [END]
        return own and not any(added(state) for added in self._added)

    def extend(self, options, handlers, accepts=None):
        """Add commands to this step: OPTIONS(state) lists them after the step's own,
        HANDLERS handle their actions, ACCEPTS ({action: accepts(state, command)})
        admits their longer forms (a card's standing answer in the play step; Hill
        317's air strike in the order step, scenarios/hill317.py)."""
        self._added.append(options)
        self.handlers.update(handlers)
        self.more_accepts.update(accepts or {})

    def admits(self, state, command):
        """Is COMMAND (of one of this step's actions) legal now?"""
        if self.ends and command == END:
            return True
        if self.accepts and command["action"] == self.accepts[0] \
                and self.accepts[1](state, command):
            return True
        more = self.more_accepts.get(command["action"])
        if more and more(state, command):
            return True
        return command in self.options(state)


# -- play ---------------------------------------------------------------------------------
def play_options(state):
    hand = state["sides"][state["turn"]["side"]]["hand"]
    return [{"action": "play", "card": k} for k in sorted({cards.key(c) for c in hand})]


def do_play(s, command):
    hand = s.state["sides"][s.side]["hand"]
    card = next((c for c in hand if cards.key(c) == command["card"]), None)
    if card is None:
        raise RuleError(_("you hold no {card} card", card=command["card"]))
    s.emit({"type": "card_played", "side": s.side, "card": card})
    cards.effect(card).on_play(s, card)


# -- order --------------------------------------------------------------------------------
def _order_state(state):
    card = state["played"]
    return cards.effect(card), card, state["turn"]["side"], state["turn"]["ordered"]


def order_options(state):
    eff, card, side, ordered = _order_state(state)
    return [{"action": "order", "units": [state["units"][u]["at"]]}
            for u in eff.orderable(state, card, side, ordered)] + [END]


def order_idle(state):
    eff, card, side, ordered = _order_state(state)
    return next(eff.orderable(state, card, side, ordered), None) is None


def order_accepts(state, command):
    eff, card, side, ordered = _order_state(state)
    uids = [unit_at(state, h) for h in command["units"]]
    return None not in uids and not set(uids) & set(ordered) \
        and eff.can_order(state, card, side, list(ordered) + uids)


def do_order(s, command):
    if not order_accepts(s.state, command):
        raise RuleError(_("the card played cannot order {hexes} (with the units already "
                          "ordered)", hexes=" ".join(command["units"])))
    uids = [unit_at(s.state, h) for h in command["units"]]
    s.emit({"type": "ordered", "side": s.side, "units": uids, "at": list(command["units"])})


# -- the end of the turn ------------------------------------------------------------------
def after_battles(s):
    card = s.state["played"]
    if not (card and cards.effect(card).after_battles(s, card)):
        end_turn(s)


def end_turn(s):
    """Discard the card played and draw its replacement (rulebook step 5); the turn is
    over unless the draw leaves a decision (Recon). A side that played a card in this
    turn (Ambush) draws its replacement first. A card played as another (Hill 317: a
    Recon as Air Power) draws as that one."""
    for other_side in s.state["turn"]["reacted"]:
        s.draw(other_side, 1)
    side, card = s.side, s.state["played"]
    played_as = s.state["turn"].get("played_as")
    if card:
        s.emit({"type": "discarded", "side": side, "card": card})
        if (cards.EFFECTS[played_as] if played_as else cards.effect(card)).draw(s, card, side):
            return
    finish_turn(s)


def finish_turn(s):
    side = s.side
    extra = rules_for(s.state).extra_draws(s.state, side)
    if extra:
        s.draw(side, extra)
    medals.sudden_death(s, side)
    rules_for(s.state).turn_end(s)
    begin(s, other(side))


def begin(s, side):
    s.emit({"type": "turn_began", "side": side, "number": s.state["turn"]["number"] + 1})


def keep_options(state):
    drawn = state["turn"]["pending"]["drawn"]
    return [{"action": "keep", "card": k} for k in sorted({cards.key(c) for c in drawn})]


def do_keep(s, command):
    drawn = list(s.state["turn"]["pending"]["drawn"])
    card = next((c for c in drawn if cards.key(c) == command["card"]), None)
    if card is None:
        raise RuleError(_("{card} is not one of the cards you drew", card=command["card"]))
    drawn.remove(card)
    s.emit({"type": "kept", "side": s.side, "card": card, "discarded": drawn[0]})
    finish_turn(s)


def _then(*handlers):
    def run(s, command):
        for h in handlers:
            h(s, command)
    return run


STEPS = {
    "play": Step(N_("play a command card"), play_options, {"play": do_play}),
    "order": Step(N_("order units"), order_options,
                  {"order": do_order, "end": lambda s, c: cards.effect(
                      s.state["played"]).after_orders(s, s.state["played"])},
                  accepts=("order", order_accepts), auto=True, idle=order_idle, ends=True),
    "move": Step(N_("move ordered units, one at a time"), movement.options,
                 {"move": movement.do_move, "end": lambda s, c: s.step("battle")},
                 accepts=("move", movement.accepts), auto=True, idle=movement.idle, ends=True),
    "battle": Step(N_("battle with ordered units, one at a time"), combat.options,
                   {"battle": battle.do_battle, "remove-wire": battle.do_remove_wire,
                    "end": lambda s, c: after_battles(s)},
                   accepts=("battle", combat.accepts), auto=True, ends=True),
    "retreat": Step(N_("choose where your unit retreats"), retreat.options,
                    {"retreat": _then(retreat.do_retreat, lambda s, c: battle.finish(s)),
                     "ignore-flag": _then(retreat.do_ignore, lambda s, c: battle.finish(s))},
                    accepts=("retreat", retreat.accepts)),
    "take_ground": Step(N_("take the emptied hex, or not"), lambda st: [
        {"action": "take-ground"}, {"action": "decline"}],
        {"take-ground": battle.do_take_ground, "decline": battle.do_decline}),
    "overrun": Step(N_("battle again with the armor (Armor Overrun), or not"),
                    battle.overrun_options,
                    {"overrun": battle.do_overrun, "decline": battle.do_decline}),
    "keep": Step(N_("keep one of the two cards drawn (Recon)"), keep_options, {"keep": do_keep}),
}


def options(state):
    """What the role that acts now may send (the step's list)."""
    step = STEPS.get(state["turn"]["step"])
    return step.options(state) if step else []


def handle(s, command):
    """Run COMMAND in the current step, then end the steps that have nothing left."""
    step = STEPS[s.state["turn"]["step"]]
    handler = step.handlers.get(command["action"])
    if handler is None:
        raise RuleError(_("{action} is not possible now: {prompt}",
                          action=repr(command["action"]), prompt=_.term(step.prompt)))
    handler(s, command)
    advance(s)


def advance(s):
    while not s.state.get("outcome"):
        step = STEPS.get(s.state["turn"]["step"])
        if not (step and step.auto and step.idle(s.state)):
            return
        step.handlers["end"](s, {"action": "end"})
