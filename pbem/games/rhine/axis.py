"""The end of a turn, the Axis reaction (rule 14), the next turn and the game end with
scoring (rule 16).

The Axis reaction is the ending player's choice (PL r14: "the player must either add an
Axis marker or counter-attack"; EN r14B example: "Patton places an Axis marker in
Antwerpen"), so it is a step with the commands `axis AREA`, `axis box` (no eligible
area: the marker goes to the box), `counter AREA` and, once no marker is left to place,
`pass`. When only one answer is possible it is taken at once.
"""
from pbem.language.speaking import N_

from .board import RHINE
from . import geo


def reaction_options(state):
    if state["turn"]["step"] != "axis":
        return []
    role = state["turn"]["role"]
    out = []
    if state["axis_pool"] > 0 and not state["final_round"]:
        places = geo.axis_places(state)
        out += [{"action": "axis", "area": a} for a in places] or [{"action": "axis", "area": None}]
    out += [{"action": "counter", "area": a}
            for a in geo.counter_targets(state, state["colour"][role])]
    if state["axis_pool"] == 0 or state["final_round"]:
        out.append({"action": "pass"})
    return out


def end_turn(s):
    """The player ends his actions: airborne units age, an unused Resistance without the
    hand symbol is discarded, then the Axis reaction."""
    st = s.state
    t = st["turn"]
    s.emit({"type": "turn_ended", "role": s.role, "discarded": list(t["pending_resistance"])})
    if st.get("solo"):
        from . import solo_turn
        solo_turn.react(s)
    else:
        auto_reaction(s)


def auto_reaction(s):
    opts = reaction_options(s.state)
    if len(opts) == 1:
        do_reaction(s, opts[0])


def do_reaction(s, cmd):
    st = s.state
    a = cmd["action"]
    if a == "axis":
        s.emit({"type": "axis_placed", "role": s.role, "area": cmd["area"]})
    elif a == "counter":
        area = cmd["area"]
        veteran = geo.counter_sources(st, st["colour"][s.role]).get(area, False)
        s.emit(counter_event(st, s.role, area, veteran))
    s.emit({"type": "reaction_done", "role": s.role})
    next_turn(s)


def counter_event(st, role, area, veteran=False):
    """ROLE's counter-attack on AREA (rule 14B): the marker there goes, with the medal its
    owner got for it (a counter first, else a won card with a medal) and the supplies
    lying there."""
    colour = st["control"][area]
    victim = next(r for r, c in st["colour"].items() if c == colour)
    medal = None
    if area in st["medal_areas"][victim]:
        p = st["players"][victim]
        if p["medals"]:
            medal = "counter"
        else:
            cards = [c for c in p["won"] if RHINE.cards[c].medal]
            medal = cards[0] if cards else None
    box = st["areas"].get(area)
    return {"type": "counter_attack", "role": role, "area": area, "victim": victim,
            "medal": medal, "veteran": veteran,
            "transfers": [[f"a:{area}", "pool", dict(box)]] if box else []}


def next_turn(s):
    """The next player in the turn order who has not forfeited; past the last seat a new
    round begins, or the game ends after the final round."""
    st = s.state
    order = st["order"]
    out = st.get("out", ())
    n = len(order)
    i = order.index(s.role)
    wrapped = False
    for j in range(i + 1, i + 1 + n):
        if j == n:
            if st["final_round"]:
                finish(s)
                return
            wrapped = True
        nxt = order[j % n]
        if nxt not in out:
            break
    s.emit({"type": "turn_began", "role": nxt, "number": st["turn"]["number"] + 1,
            "round": st["round"] + wrapped})


def neutral_reaction(s):
    """The reaction of a player who let his deadline pass (expiry.py): `pass` when it is
    allowed, else the Axis marker goes to the box, which runs the game's clock exactly as
    a placement does without choosing a place or a victim."""
    if {"action": "pass"} in reaction_options(s.state):
        do_reaction(s, {"action": "pass"})
    else:
        do_reaction(s, {"action": "axis", "area": None})


def score(state, role):
    """Medal counters + medals on won cards + one per 5 ammo on won cards without one."""
    p = state["players"][role]
    cards = [RHINE.cards[c] for c in p["won"]]
    ammo = sum(c.ammo for c in cards if not c.medal)
    return (p["medals"] + sum(1 for c in cards if c.medal)
            + ammo // RHINE.tables["scoring"]["ammo_per_medal"])


def divisions(state, role):
    return len(state["players"][role]["won"])


def winners(state):
    """Most medals; tie: more defeated divisions; then the later in the turn order.
    A player who forfeited cannot win."""
    order = [r for r in state["order"] if r not in state.get("out", ())]
    key = {r: (score(state, r), divisions(state, r), order.index(r)) for r in order}
    best = max(key.values())
    return [r for r in order if key[r] == best]


def finish(s):
    st = s.state
    scores = {r: score(st, r) for r in st["order"]}
    s.emit({"type": "game_over", "winners": winners(st), "reason": N_("most medals"),
            "scores": scores, "divisions": {r: divisions(st, r) for r in st["order"]}})
