"""legal() and active(): every command the player whose turn it is may send now.

The turn's step (state["turn"]["step"]) says what is pending: "action" (choose an action,
an extra, a free supply exchange, or end the turn), "transport" (place trucks), "go"
(the moving corps enters a next area or stops), "starving" and "black_market" (the
answer to a revealed card), "overflow" (return pieces over an area's capacity), "axis"
(the Axis reaction). decide() accepts only what legal() lists, plus two longer forms
of listed commands: a corps move with a path (a plan) and an airborne landing on 2 or 3
areas.
"""
from . import actions, axis, movement


def legal_now(state):
    step = state["turn"]["step"]
    if step == "action":
        return (actions.supply_options(state) + actions.truck_options(state)
                + actions.transport_start_options(state) + movement.move_options(state)
                + actions.air_options(state) + actions.airborne_options(state)
                + actions.recon_options(state) + actions.resistance_options(state)
                + actions.exchange_options(state) + [{"action": "end"}])
    if step == "transport":
        return actions.transport_options(state) + actions.exchange_options(state)
    if step == "go":
        return movement.go_options(state) + actions.exchange_options(state)
    if step in ("starving", "black_market"):
        return movement.choice_options(state)
    if step == "overflow":
        return actions.overflow_options(state) + actions.exchange_options(state)
    if step == "axis":
        return axis.reaction_options(state)
    return []


def legal(state, role):
    if state is None or state.get("outcome") or role != state["turn"]["role"]:
        return []
    return legal_now(state)


def active(state):
    if state is None or state.get("outcome") or state["turn"]["role"] is None:
        return []
    return [state["turn"]["role"]] if legal_now(state) else []
