"""A scripted player for Race to Berlin: what a sensible beginner would do, for either
seat (the role decides the eagles' colour and the forces), his German force played by
the same rules of thumb as his army.

policy(state, role, rnd) returns one of g.legal(state, role). It is a function of the
state as ROLE may see it: the opponent's blocks are read from g.view(state, role) (a
face-down block's value is None there and is counted as HIDDEN_BLOCK); everything else
it reads (units, control, forts, cubes, tokens, its own blocks) is public or its own.
RND (a seeded random.Random) only breaks ties.

The rules of thumb:
    Logistics   the highest block behind the strongest stack of a force that borders its
                enemy, the more so next to an eagle of the player's colour (B1 counts for
                both) and the nearer Berlin; pass when no stack borders the enemy.
    Action      attack with all the units of a block's area when units + block value
                (doubled with 2 cubes when the block has room) + 7 beats the defence it
                can see (units + fort 2 + 7 + a support block: its value when face up,
                HIDDEN_BLOCK when face down) by MARGIN, preferring eagle targets, supply
                bases (R 4.4's 5 cubes) and targets nearer Berlin (BFS over board.ADJ),
                and never winning an area whose front-line bars would cost more cubes
                than he has; else place the highest block
                where such an attack would follow; else remove an exhausted block; else
                the block with the most cubes.
    Defence     support with the best block offered; counterattack when offered.
    Tokens      Logistics and/or Support when the odds are close (CLOSE).
    Reserves    reroll when one's own two dice make 5 or less.
    Strategic   a unit from behind the lines to the front nearest Berlin, for each force
                (Berlin's garrison stays; his Germans garrison B1 if none of theirs is
                there).
    Deploy      the 6th SS Panzer Army where the Soviets next to it are strongest.

play_game(i) plays one game of this policy against itself straight through the rules
module (no database); figures() turns the records of many games into the lines that
tests/test_berlin_balance.py and bench/berlin_balance.py print.
"""
import json
import random
import statistics
from collections import deque

from pbem.core.rng import Draws
from pbem.games.berlin import board, combat, supply
import pbem.games.berlin as g
from pbem.games.berlin.pieces import defenders, strength, units_in
from tests.fuzz import onward

#: what a player's army counts as its eagles (R 5: B1's eagle is both colours)
COLOUR = {"Soviets": "red", "West": "blue"}
MARGIN = 2            # expected attack must beat the defence seen by this much
DICE = 7              # the mean of 2d6
HIDDEN_BLOCK = 3.5    # a face-down block of unknown value: the mean of 2,2,3,3,4,4,5,5
EAGLE_BONUS = 3
BASE_BONUS = 5        # a supply base held by the Germans at a stage's end: 5 cubes lost
CLOSE = (0.2, 0.8)    # win chances between these make a token worth playing
REROLL_AT = 5         # reroll own dice totalling this or less


def _bfs(goal):
    dist, todo = {goal: 0}, deque([goal])
    while todo:
        a = todo.popleft()
        for n in sorted(board.ADJ[a], key=board.RANK.get):
            if n not in dist:
                dist[n] = dist[a] + 1
                todo.append(n)
    return dist


TO_BERLIN = _bfs(board.BERLIN_CENTRE)
FAR = max(TO_BERLIN.values())

#: P(a + 2d6 > b + 2d6) by a - b: the distribution of the difference of two 2d6 rolls
_DIFF = {}
for _a in range(2, 13):
    for _b in range(2, 13):
        _p = (6 - abs(_a - 7)) * (6 - abs(_b - 7)) / 1296
        _DIFF[_a - _b] = _DIFF.get(_a - _b, 0) + _p


def win_chance(edge):
    """The attacker's chance to win (a tie is the defender's) when his strength before
    the dice is EDGE more than the defence's."""
    return sum(p for d, p in _DIFF.items() if d + edge > 0)


def other(role):
    return board.ROLES[1 - board.ROLES.index(role)]


# ---------------------------------------------------------------- what the role sees

def seen_blocks(view, owner):
    """{area: block} of OWNER's blocks on the map as the view shows them (value None:
    face down and not the viewer's)."""
    return {a: b for a, d in view["areas"].items() for b in d["blocks"] if b["role"] == owner}


def _block_worth(b):
    return HIDDEN_BLOCK if b["value"] is None else b["value"]


def support_seen(state, view, force, target):
    """The support block the defender of TARGET (FORCE's enemy) may bring, as the attacker
    sees it: his active block of that force in TARGET, else the best in an adjacent area of
    his (as combat.support_areas says, with face-down values guessed); 0 when none or when
    he has no cube."""
    dforce = board.ENEMY[force]
    owner = board.COMMANDER[dforce]
    if state["cubes"][owner]["pool"] < 1:
        return 0
    blocks = seen_blocks(view, owner)

    def usable(a):
        b = blocks.get(a)
        return b is not None and b["force"] == dforce and not b["exhausted"]
    if usable(target):
        return _block_worth(blocks[target])
    side = board.SIDE[dforce]
    return max((_block_worth(blocks[a]) for a in board.ADJ[target]
                if state["control"][a] == side and usable(a)), default=0)


def defence_seen(state, view, force, target):
    """The defence of TARGET against FORCE as far as the attacker can see it, dice at
    their mean."""
    dforce = board.ENEMY[force]
    d = strength(state, defenders(state, dforce, target))
    if target in state["forts"]:
        d += board.FORT_BONUS
    return d + support_seen(state, view, force, target) + DICE


def target_bonus(state, role, force, target):
    """What taking TARGET is worth beyond the area: an eagle of the role's colour (B1 wins
    the game) for his army, and his own supply base back from the Germans (R 4.4: Germans
    there at the stage's end cost him 5 cubes for good); for his Germans an eagle whose
    token the opponent holds, and the opponent's supply base; and nearness to Berlin."""
    near = FAR - TO_BERLIN[target]
    if board.SIDE[force] != "G":
        eagle = board.eagle(target)
        bonus = EAGLE_BONUS if eagle == COLOUR[role] else 0
        if eagle == "both":
            bonus = 10 * EAGLE_BONUS
        if target in board.bases(board.SIDE[force]):
            bonus += BASE_BONUS
        return bonus + 0.5 * near
    bonus = EAGLE_BONUS if target in state["victory"][other(role)] else 0
    return bonus + 0.25 * near


def _own_block(state, role, area):
    return next(b for b in state["blocks"][role] if b["area"] == area)


def _tiebreak(rnd):
    return rnd.random()


# ---------------------------------------------------------------- the steps

def _attack_estimate(state, role, cmd):
    b = _own_block(state, role, cmd["from"])
    return strength(state, cmd["units"]) + b["value"] * cmd["cubes"] + DICE


def bars_to_pay(state, role, force, target):
    """The cubes ROLE would pay for front-line bars lacking (README 2.3) if his army took
    TARGET: a beginner who read the rules does not win an area that loses him the game."""
    side = board.SIDE[force]
    if side == "G":
        return 0
    after = {"control": dict(state["control"], **{target: side})}
    return max(0, supply.missing_bars(after, side) - state["missing"][role])


def choose_attack(state, role, view, options, rnd):
    """The best attack of OPTIONS with all the units of its area and as many cubes as the
    block takes (2 when it has room), if one beats what it can see by MARGIN and winning
    would not cost more cubes for bars than he has left."""
    best = {}
    for cmd in options:
        if cmd["action"] != "attack":
            continue
        b = _own_block(state, role, cmd["from"])
        if len(cmd["units"]) != len(units_in(state, cmd["from"], b["force"])):
            continue
        key = (cmd["from"], cmd["to"])
        if key not in best or cmd["cubes"] > best[key]["cubes"]:
            best[key] = cmd
    scored = []
    for cmd in best.values():
        force = _own_block(state, role, cmd["from"])["force"]
        edge = _attack_estimate(state, role, cmd) - defence_seen(state, view, force, cmd["to"])
        pay = bars_to_pay(state, role, force, cmd["to"])
        if pay > state["cubes"][role]["pool"] - cmd["cubes"]:
            continue
        edge -= pay
        if edge >= MARGIN:
            scored.append((edge + target_bonus(state, role, force, cmd["to"]),
                           _tiebreak(rnd), cmd))
    return max(scored, key=lambda x: x[:2])[2] if scored else None


def _force_at(state, role, area):
    side = state["control"][area]
    if side == board.SIDE[board.ARMY[role]]:
        return board.ARMY[role]
    return board.GERMANS[role] if side == "G" else None


def placement_score(state, role, view, area, value, offensive):
    """How good AREA is for ROLE's block of VALUE: None when the force it would serve
    borders no enemy there. With OFFENSIVE, the best edge of an attack it would make
    (2 cubes), plus the target's bonus, or None when no attack would beat MARGIN;
    otherwise the strength of the stack plus the best target's bonus (Logistics)."""
    force = _force_at(state, role, area)
    units = units_in(state, area, force)
    targets = combat.targets(state, role, area, force)
    if not targets:
        return None
    stack = strength(state, units)
    best = None
    for t in targets:
        bonus = target_bonus(state, role, force, t)
        if offensive:
            edge = stack + 2 * value + DICE - defence_seen(state, view, force, t)
            if edge < MARGIN:
                continue
            score = edge + bonus
        else:
            score = stack + bonus
        best = score if best is None else max(best, score)
    return best


def choose_place(state, role, view, options, rnd, offensive):
    """The highest block in the best area (placement_score), or None."""
    places = [c for c in options if c["action"] == "place"]
    if not places:
        return None
    value = max(c["value"] for c in places)
    scored = []
    for cmd in places:
        if cmd["value"] != value:
            continue
        score = placement_score(state, role, view, cmd["area"], value, offensive)
        if score is not None:
            scored.append((score, _tiebreak(rnd), cmd))
    return max(scored, key=lambda x: x[:2])[2] if scored else None


def choose_remove(state, role, options, rnd):
    """An exhausted block, else the one with the most cubes (the lowest on a tie)."""
    removes = [c for c in options if c["action"] == "remove"]
    if not removes:
        return None

    def key(cmd):
        b = _own_block(state, role, cmd["area"])
        return (b["cubes"] >= b["value"], b["cubes"], -b["value"], _tiebreak(rnd))
    return max(removes, key=key)


def _step_place(state, role, options, rnd):
    view = g.view(state, role)
    return choose_place(state, role, view, options, rnd, offensive=False) or {"action": "pass"}


def _step_act(state, role, options, rnd):
    view = g.view(state, role)
    return (choose_attack(state, role, view, options, rnd)
            or choose_place(state, role, view, options, rnd, offensive=True)
            or choose_remove(state, role, options, rnd)
            or options[0])


def _step_support(state, role, options, rnd):
    supports = [c for c in options if c["action"] == "support"]
    if not supports:
        return {"action": "nosupport"}
    return max(supports, key=lambda c: (_own_block(state, role, c["area"])["value"],
                                        _tiebreak(rnd)))


def _step_tokens(state, role, options, rnd):
    """Tokens when the odds (both blocks face up now) are close: the choice that helps
    most; else none."""
    view = g.view(state, role)
    c = view["combat"]
    mine = _own_block(state, role, c["from"])
    units = strength(state, [u for u in c["units"] if state["units"][u]["area"]])
    dfd = strength(state, [u for u in c["defenders"] if state["units"][u]["area"]])
    if c["support"]:
        dfd += _block_worth(seen_blocks(view, c["defender"])[c["support"]])
    if c["to"] in state["forts"]:
        dfd += board.FORT_BONUS

    def edge(play):
        doubled = c["cubes"] == 2 or "logistics" in play
        bonus = combat.support_bonus(c["force"], doubled) if "support" in play else 0
        return units + mine["value"] * (2 if doubled else 1) + bonus - dfd
    if not CLOSE[0] <= win_chance(edge([])) <= CLOSE[1]:
        return {"action": "tokens", "play": []}
    return max(options, key=lambda cmd: (edge(cmd["play"]), -len(cmd["play"])))


def _step_reroll(state, role, options, rnd):
    c = state["combat"]
    dice = c["dice"]["attack" if role == c["role"] else "defence"]
    return {"action": "reroll" if sum(dice) <= REROLL_AT else "keep"}


def _step_counter(state, role, options, rnd):
    return {"action": "counterattack"}


def _borders_enemy(state, area, force):
    enemy = board.SIDE[board.ENEMY[force]]
    return any(state["control"][n] == enemy for n in board.ADJ[area])


def _step_strategic(state, role, options, rnd):
    """For each force: its strongest unit behind the lines (no enemy next to it; Berlin's
    garrison stays) to the front area nearest Berlin, the strongest stack there on a tie;
    his Germans first garrison B1 when none of theirs stands there (against his
    opponent's army, as the other Germans' garrison holds it against his own), with a
    unit from the rear or from a stack it does not empty."""
    scored = []
    for cmd in options:
        if cmd["action"] != "move":
            continue
        u = state["units"][cmd["unit"]]
        if board.in_berlin(u["area"]):
            continue
        rear = not _borders_enemy(state, u["area"], u["force"])
        left = len(units_in(state, u["area"], u["force"])) - 1
        garrison = (cmd["to"] == board.BERLIN_CENTRE and board.SIDE[u["force"]] == "G"
                    and not units_in(state, board.BERLIN_CENTRE, u["force"]))
        if garrison and (rear or left):     # from the rear or a stack it does not empty
            scored.append((2, rear, u["strength"], 0, _tiebreak(rnd), cmd))
        elif rear and _borders_enemy(state, cmd["to"], u["force"]):
            stack = strength(state, units_in(state, cmd["to"], u["force"]))
            scored.append((1, u["strength"], -TO_BERLIN[cmd["to"]], stack, _tiebreak(rnd), cmd))
    return max(scored, key=lambda x: x[:5])[5] if scored else {"action": "done"}


def _step_deploy(state, role, options, rnd):
    def soviets_next_to(area):
        return sum(strength(state, units_in(state, n, "S")) for n in board.ADJ[area]
                   if state["control"][n] == "S")
    return max(options, key=lambda c: (soviets_next_to(c["area"]), _tiebreak(rnd)))


STEPS = {"place": _step_place, "act": _step_act, "support": _step_support,
         "tokens": _step_tokens, "reroll": _step_reroll, "counter": _step_counter,
         "strategic": _step_strategic, "deploy": _step_deploy}


def policy(state, role, rnd):
    """ROLE's command now: one of g.legal(state, role), never resigning nor a draw's."""
    options = onward(g.legal(state, role))
    cmd = STEPS[state["turn"]["step"]](state, role, options, rnd)
    assert cmd in options, (state["turn"]["step"], cmd)
    return cmd


# ---------------------------------------------------------------- what is hidden

def redealt(state, viewer):
    """STATE with the block values hidden from VIEWER (None: the public) dealt out again:
    each other player's blocks but those face up on the map have their values rotated by
    one among them. What VIEWER may see is the same in both; a reader of a value he may
    not see (a view, an event, this policy) tells them apart."""
    out = json.loads(json.dumps(state))
    for owner in board.ROLES:
        if owner == viewer:
            continue
        hidden = [b for b in out["blocks"][owner]
                  if not (b["area"] is not None and b["revealed"])]
        values = [b["value"] for b in hidden]
        for b, v in zip(hidden, values[1:] + values[:1]):
            b["value"] = v
    return out


# ---------------------------------------------------------------- whole games

MAX_COMMANDS = 5000


def play_game(i, stream="balance"):
    """One game of the policy against itself through the rules module, seed i; returns
    {"winners", "reason", "commands", "stage", "points"}."""
    seed = "%064x" % i
    rnd = random.Random(i)
    st, v = None, 0
    for e in g.setup({"seats": 2}, Draws(seed, stream, v)):
        st = g.apply(st, e)
    while not g.outcome(st):
        if v >= MAX_COMMANDS:
            return {"winners": None, "reason": "did not end", "commands": v,
                    "stage": st["stage"], "points": None}
        role = g.active(st)[0]
        cmd = policy(st, role, rnd)
        v += 1
        for e in g.decide(st, role, cmd, Draws(seed, stream, v)):
            st = g.apply(st, e)
    out = g.outcome(st)
    return {"winners": list(out["winners"]), "reason": out["reason"], "commands": v,
            "stage": st["stage"], "points": dict(out["points"])}


def how(record):
    """'Berlin', 'points', 'penalty' or 'draw' (or 'unended')."""
    if record["winners"] is None:
        return "unended"
    if not record["winners"]:
        return "draw"
    if "B1" in record["reason"]:
        return "Berlin"
    if "cannot pay" in record["reason"]:
        return "penalty"
    return "points"


def figures(records):
    """The lines the balance test and bench print, one figure a line."""
    n = len(records)
    decided = sum(1 for r in records if r["winners"])
    lines = [f"games: {n}", f"decided: {decided}"]
    for role in board.ROLES:
        won = [r for r in records if r["winners"] == [role]]
        share = len(won) / decided if decided else 0
        lines.append(f"{role} wins: {len(won)} ({share:.1%} of decided)")
        for kind, words in (("Berlin", "by Berlin (B1)"), ("points", "by points"),
                            ("penalty", "by the opponent's penalty")):
            lines.append(f"{role} wins {words}: {sum(1 for r in won if how(r) == kind)}")
    lines.append(f"draws: {sum(1 for r in records if how(r) == 'draw')}")
    unended = sum(1 for r in records if how(r) == "unended")
    if unended:
        lines.append(f"unended: {unended}")
    cmds = [r["commands"] for r in records]
    stages = [r["stage"] for r in records]
    lines.append(f"commands: mean {statistics.mean(cmds):.1f}, median "
                 f"{statistics.median(cmds):g}, max {max(cmds)}")
    lines.append(f"stages reached: mean {statistics.mean(stages):.2f}, median "
                 f"{statistics.median(stages):g}, max {max(stages)}")
    lines.append("games ending in stage: " + ", ".join(
        f"{s}: {stages.count(s)}" for s in sorted(set(stages))))
    return lines
