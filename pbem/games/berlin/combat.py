"""A combat action (README 4.2.1.1, with R's special tokens): what each of its decisions
may be, and its resolution once the last decision is made.

The steps of a combat, each a decision of one player or done by the rules at once:
declare (attacker) -> support (defender) -> reveal -> tokens (attacker) -> dice ->
reserves (attacker, then defender) -> result -> counterattack (defender) -> losses,
retreat, advance, front, supply, victory. flow.py holds the table of steps and whose
they are; this module the numbers and the events of each.
"""
from itertools import combinations

from pbem.games.rulesets import since

from . import board, supply
from .pieces import defenders, exhausted, free, strength, tokens_left, units_in
from .state import block_at


def targets(state, role, area, force):
    """The areas FORCE may attack from AREA: enemy areas next to it as Berlin allows
    (R 4.5), and from a cut-off area only toward supply (R 4.4)."""
    enemy = board.SIDE[board.ENEMY[force]]
    side = board.SIDE[force]
    out = [t for t in sorted(board.ADJ[area], key=board.RANK.get)
           if state["control"][t] == enemy and board.may_attack(force, area, t)]
    if area not in supply.supplied(state, side):
        toward = supply.toward_supply(state, side, area)
        out = [t for t in out if t in toward]
    return out


def attacks(state, role):
    """Every combat ROLE may declare: from each of his active blocks, with each set of its
    force's units there, on each target, with 1 or 2 cubes."""
    pool = state["cubes"][role]["pool"]
    out = []
    for b in (b for b in state["blocks"][role] if b["area"] is not None and not exhausted(b)):
        units = units_in(state, b["area"], b["force"])
        room_left = b["value"] - b["cubes"]
        for t in targets(state, role, b["area"], b["force"]):
            for n in range(1, len(units) + 1):
                for group in combinations(units, n):
                    for cubes in (1, 2):
                        if cubes <= min(pool, room_left):
                            out.append({"action": "attack", "from": b["area"], "to": t,
                                        "units": list(group), "cubes": cubes})
    return out


def declare(s, role, cmd):
    """The attack event: cubes onto the active block; who defends with what; the
    attacker's plan (his standing answers, refusals.py), which only he may see."""
    b = block_at(s.state, role, cmd["from"])
    dforce = board.ENEMY[b["force"]]
    plan = {k: cmd[k] for k in ("tokens", "reroll") if k in cmd}
    s.emit({"type": "attack", "role": role, "force": b["force"], "from": cmd["from"],
            "to": cmd["to"], "units": list(cmd["units"]), "cubes": cmd["cubes"],
            "defender": board.COMMANDER[dforce], "dforce": dforce,
            "defenders": defenders(s.state, dforce, cmd["to"]), "plan": plan})


def support_areas(state):
    """Where the defender may support from: his active block of the defending force in
    the target area, or when he has none there one in an adjacent area of his
    (README 4.2.1.1 step 3; R 4.5 "if those units have no logistics block with them")."""
    c = state["combat"]
    role, force, target = c["defender"], c["dforce"], c["to"]
    if state["cubes"][role]["pool"] < 1:
        return []

    def usable(area):
        b = block_at(state, role, area)
        return b is not None and b["force"] == force and not exhausted(b)
    if usable(target):
        return [target]
    side = board.SIDE[force]
    return [a for a in sorted(board.ADJ[target], key=board.RANK.get)
            if state["control"][a] == side and usable(a)]


def reveal(s):
    """Both blocks of the combat are turned face up (R: tokens come "after revealing both
    sides' forces")."""
    c = s.state["combat"]
    shown = [(c["role"], c["from"])] + ([(c["defender"], c["support"])] if c["support"] else [])
    blocks = [{"role": r, "area": a, "value": block_at(s.state, r, a)["value"]}
              for r, a in shown if not block_at(s.state, r, a)["revealed"]]
    if blocks:
        s.emit({"type": "revealed", "blocks": blocks})


def token_choices(state):
    """The sets of tokens the attacker may play before the dice: Logistics (his army only,
    never after 2 cubes), Support, both (Logistics first), or none."""
    c = state["combat"]
    role, force = c["role"], c["force"]
    logistics = (board.SIDE[force] != "G" and c["cubes"] == 1
                 and tokens_left(state, role, "logistics", force))
    support = tokens_left(state, role, "support", force)
    out = [[]]
    if logistics:
        out.append(["logistics"])
    if support:
        out.append(["support"])
    if logistics and support:
        out.append(["logistics", "support"])
    return out


def support_bonus(force, doubled):
    """R Support: +1 to a Western or Soviet attack with 1 cube, +2 when doubled by 2 cubes
    or Logistics; always +1 to a German attack."""
    return 2 if doubled and board.SIDE[force] != "G" else 1


def play_tokens(s, play):
    c = s.state["combat"]
    doubled = c["cubes"] == 2 or "logistics" in play
    bonus = support_bonus(c["force"], doubled) if "support" in play else 0
    s.emit({"type": "tokens", "role": c["role"], "force": c["force"], "play": list(play),
            "bonus": bonus})


def roll(s):
    s.emit({"type": "rolled", "attack": [s.rng.randint(1, 6) for _ in range(2)],
            "defence": [s.rng.randint(1, 6) for _ in range(2)]})


def may_reroll(state, side):
    c = state["combat"]
    role, force = (c["role"], c["force"]) if side == "attack" else (c["defender"], c["dforce"])
    return tokens_left(state, role, "reserves", force)


def reroll(s, side):
    c = s.state["combat"]
    role, force = (c["role"], c["force"]) if side == "attack" else (c["defender"], c["dforce"])
    s.emit({"type": "rerolled", "role": role, "force": force, "side": side,
            "roll": [s.rng.randint(1, 6) for _ in range(2)]})


def totals(state):
    """(attack, defence) strength (README 4.2.1.1 step 7)."""
    c = state["combat"]
    block = block_at(state, c["role"], c["from"])
    doubled = c["cubes"] == 2 or c["logistics"]
    attack = (strength(state, c["units"]) + block["value"] * (2 if doubled else 1)
              + c["bonus"] + sum(c["dice"]["attack"]))
    defence = strength(state, [u for u in c["defenders"] if state["units"][u]["area"]])
    if c["support"]:
        defence += block_at(state, c["defender"], c["support"])["value"]
    if c["to"] in state["forts"]:
        defence += board.FORT_BONUS
    return attack, defence + sum(c["dice"]["defence"])


def settle(s):
    attack, defence = totals(s.state)
    s.emit({"type": "result", "winner": "attack" if attack > defence else "defence",
            "attack": attack, "defence": defence})


def may_counterattack(state):
    """R Counterattack: the defender lost, his German defenders in the attacked area have
    strength 2 or more together, a block supported his defence and can take one more cube
    (PL: else the counterattack does not take place), he has a cube and the token."""
    c = state["combat"]
    if c["result"]["winner"] != "attack" or board.SIDE[c["dforce"]] != "G" or not c["support"]:
        return False
    b = block_at(state, c["defender"], c["support"])
    return (strength(state, c["defenders"]) >= 2 and not exhausted(b)
            and state["cubes"][c["defender"]]["pool"] >= 1
            and tokens_left(state, c["defender"], "counterattack", c["dforce"]))


def counterattack(s):
    c = s.state["combat"]
    s.emit({"type": "counterattack", "role": c["defender"], "force": c["dforce"],
            "area": c["support"]})


def lose_level(s, units):
    """The strongest of UNITS still on the board loses one level (README 4.2.1.1 step 8);
    at 0 it is eliminated. Returns the unit that lost it (None: none was left)."""
    alive = [u for u in units if s.state["units"][u]["area"] is not None]
    if alive:
        u = max(alive, key=lambda u: s.state["units"][u]["strength"])
        s.emit({"type": "level", "unit": u, "strength": s.state["units"][u]["strength"] - 1})
        return u
    return None


def counterattack_loss(s, hit, defenders):
    """Counterattack's extra loss: "broniąca się jednostka ponosi dodatkową stratę
    poziomu wytrzymałości" (R): the defending unit that took the combat's loss, HIT,
    loses another level; were it eliminated by the first, the strongest defender left
    loses it (reading 33). berlin:1 gave it to the strongest defender."""
    if since(2) and hit is not None and s.state["units"][hit]["area"] is not None:
        return lose_level(s, [hit])
    return lose_level(s, defenders)


def retreat_to(state, unit):
    """Where UNIT retreats (README 4.2.1.1 step 9): an adjacent area of its side it may
    stand in, supplied before unsupplied, then the emptiest of its force, then map order;
    None: it cannot retreat and is eliminated."""
    u = state["units"][unit]
    side = board.SIDE[u["force"]]
    ok = supply.supplied(state, side)
    options = [a for a in board.ADJ[u["area"]] if free(state, u["force"], a, [unit])]
    if not options:
        return None
    return min(options, key=lambda a: (a not in ok, len(units_in(state, a, u["force"])),
                                       board.RANK[a]))


def clear_area(s, area, why):
    """Everything of the losing side leaves AREA: units retreat (or are eliminated), the
    blocks there go back to their owners' pools with their cubes, a fortification is
    removed."""
    for u in units_in(s.state, area):
        s.emit({"type": "retreated", "unit": u, "to": retreat_to(s.state, u)})
    remove_blocks(s, area, why)
    if area in s.state["forts"]:
        s.emit({"type": "fort_removed", "area": area})


def remove_blocks(s, area, why):
    for r in s.state["roles"]:
        if block_at(s.state, r, area):
            remove_block(s, r, area, why)


def remove_block(s, role, area, why):
    """ROLE's block in AREA goes back to his pool, its cubes to his pool of cubes; its
    value stays his secret unless a combat revealed it (views.event_view). An exhausted
    block in an area annexed when cut off is eliminated for good instead (reading 17,
    R 4.4 PL: "zużyte bloczki ... należy natychmiast wyeliminować z dalszej gry";
    berlin:1 sent it back to the pool)."""
    b = block_at(s.state, role, area)
    event = {"type": "removed", "role": role, "area": area, "value": b["value"],
             "revealed": b["revealed"], "cubes": b["cubes"], "why": why}
    if why == "cut off" and exhausted(b) and since(2):
        event["eliminated"] = True
    s.emit(event)


def advance(s):
    """The attackers still standing move into the won area as far as the stack allows;
    German units that win back a Berlin sub-area stay where they are (R 4.5)."""
    c = s.state["combat"]
    if board.SIDE[c["force"]] == "G" and board.in_berlin(c["to"]):
        return
    alive = [u for u in c["units"] if s.state["units"][u]["area"] is not None]
    moving = alive[:free(s.state, c["force"], c["to"], alive)]
    if moving:
        s.emit({"type": "advanced", "units": moving, "to": c["to"]})
