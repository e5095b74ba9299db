"""Corps movement (rule 10): activation, up to 3 areas, fortifications, the card drawn on
entering an uncontrolled area and its effect, combat and withdrawal, the marker, medals,
encirclement after every placement and the automatic victory.

Steps while a corps moves: "go" (enter a next area or stop), "black_market" and
"starving" (the mover's answer to a revealed card).

A plan (`move XII Troyes-Vitry-Chalons feed swap food ammo`) is a move with a path and
standing answers. It runs the go steps one by one and stops at the first decision it
does not cover (README "Plans"):
  answers["starving"]      "feed" | "decline"   Starving civilians (else the plan stops)
  answers["black_market"]  [give, take] | "decline"   Black market (a swap that is not
                           possible when the card comes stops the plan)
  answers["regroup"]       "pay" (the default) | "stop": pay 1 gas to go on after Les
                           Boches or a won combat, or end the move there
  answers["stop"]          True: end the move when the path is done
"""
from pbem.games.rulesets import since
from pbem.language.speaking import N_

from .board import RHINE, SUPPLIES
from . import geo
from .actions import can_act, col, commander_up, me, own_deck
from .setup import NAMES
from .state import army_bases, controller
from .wording import _, role_name

MAX_AREAS = RHINE.tables["movement"]["max_areas"]


# -- options ------------------------------------------------------------------------------
def movable(state):
    """The corps the player on turn may start moving: his own, not grounded, not moved
    this turn, with gas on the card or in its area."""
    return [cid for cid in sorted(state["corps"]) if unmovable(state, cid) is None]


def unmovable(state, cid):
    """Why corps CID cannot start a move now, in words a player acts on (None when it
    can): movable() is the corps with no reason, and a refused `move XX` says the
    reason rather than listing every legal command."""
    owner = NAMES[RHINE.corps[cid].colour]
    corps = state["corps"].get(cid)
    if corps is None:
        return _("{corps} is {owner}'s corps, and {owner} is not in this game", corps=cid,
                 owner=role_name(owner))
    if owner != me(state):
        return _("{corps} is {owner}'s corps, not yours", corps=cid, owner=role_name(owner))
    if corps["grounded"]:
        return _("{corps} is grounded until it gets food", corps=cid)
    if cid in state["turn"]["moved"]:
        return _("{corps} has already moved this turn", corps=cid)
    if not (corps["gas"] or state["areas"].get(corps["area"], {}).get("gas")):
        return _("{corps} has no gas, on its card or in {area}", corps=cid,
                 area=corps["area"])
    return None


def move_options(state):
    if state["turn"]["step"] != "action":
        return []
    out = []
    if can_act(state):
        out += [{"action": "move", "corps": c, "commander": False, "path": []} for c in movable(state)]
    if col(state) == "B" and commander_up(state):
        out += [{"action": "move", "corps": c, "commander": True, "path": []} for c in movable(state)]
    return out


def deck_for(state, area):
    return "X" if geo.axis_held(state, area) else own_deck(state)


def bonus_for(state, area):
    """Ammo the mover gets for free in AREA: its airborne units and his air support
    marker on the deck he will draw from."""
    b = sum(1 for u in state["airborne"] if u["area"] == area)
    if state["players"][me(state)]["air"] == deck_for(state, area):
        b += 1
    return b


def can_go(state, area):
    m = state["turn"]["move"]
    cid = m["corps"]
    corps = state["corps"][cid]
    if m.get("stopped") or m["entered"] >= MAX_AREAS or not geo.can_enter(state, cid, area):
        return False
    if m["regroup"] and corps["gas"] < 1:
        return False
    if controller(state, area) is None and RHINE.areas[area].fortified:
        return corps["ammo"] + bonus_for(state, area) >= 1  # README: no entry without it
    return True


def go_options(state):
    t = state["turn"]
    if t["step"] != "go":
        return []
    m = t["move"]
    area = state["corps"][m["corps"]]["area"]
    out = [{"action": "go", "area": b}
           for b in sorted(RHINE.moves[col(state)][area]) if can_go(state, b)]
    return out + [{"action": "stop"}]


def may_ignore_starving(state):
    """17E: "Gracz może zignorować pierwszą albo drugą kartę Starving civilians. Gdy
    odsłoni trzecią, musi zamienić 1 pionek prowiantu ... na medal": the card just
    revealed is the first or second revealed in the game, fed, ignored or met with no
    food alike (rhine:3, reading S9); rhine:2 counted the cards ignored."""
    limit = RHINE.tables["solo"]["ignorable_starving_civilians"]
    if since(3):
        return state["solo"].get("starving_met", 0) <= limit
    return state["solo"]["starving_ignored"] < limit


def choice_options(state):
    t = state["turn"]
    corps = state["corps"][t["move"]["corps"]] if t.get("move") else None
    if t["step"] == "starving":
        if state.get("solo") and not may_ignore_starving(state):
            return [{"action": "feed"}]          # 17E: only the first two may be ignored
        return [{"action": "feed"}, {"action": "decline"}]
    if t["step"] == "black_market":
        out = [{"action": "swap", "give": g, "take": k}
               for g in SUPPLIES if corps[g] for k in SUPPLIES if k != g and state["pool"][k]]
        return out + [{"action": "decline"}]
    return []


# -- the commands --------------------------------------------------------------------------
def do_move(s, cmd):
    st = s.state
    cid = cmd["corps"]
    corps = st["corps"][cid]
    src = f"c:{cid}" if corps["gas"] else f"a:{corps['area']}"
    s.emit({"type": "action_began", "role": s.role, "action": "move",
            "via": "commander" if cmd["commander"] else "action"})
    s.emit({"type": "corps_activated", "role": s.role, "corps": cid,
            "transfers": [[src, "pool", {"gas": 1}]]})
    run_plan(s, plan_path(st, cmd), cmd.get("answers") or {})
    after_step(s)


#: the standing answers a plan may carry, and the values each takes
ANSWERS = {
    "starving": lambda v: v in ("feed", "decline"),
    "black_market": lambda v: v == "decline" or (
        isinstance(v, list) and len(v) == 2 and v[0] in SUPPLIES and v[1] in SUPPLIES
        and v[0] != v[1]),
    "regroup": lambda v: v in ("pay", "stop"),
    "stop": lambda v: v is True,
}


def plan_path(state, cmd):
    """The areas a plan enters (its first area may be the corps' own)."""
    path = list(cmd.get("path") or [])
    if path and path[0] == state["corps"][cmd["corps"]]["area"]:
        path = path[1:]
    return path


def plan_problem(state, cmd):
    """Why the plan CMD can never run as written (None when it can): the path must follow
    arrows of the player's colour from the corps' area, at most 3 areas, and answers
    need a path."""
    answers = cmd.get("answers") or {}
    if not isinstance(answers, dict) or not all(ANSWERS.get(k, lambda v: False)(v)
                                                for k, v in answers.items()):
        return _("answers are feed | decline starving, swap GIVE TAKE | decline swap, "
                 "pay gas | no gas, stop")
    path = plan_path(state, cmd)
    if not isinstance(path, list) or not all(p in RHINE.areas for p in path):
        return _("a path is a list of areas")
    if answers and not path:
        return _("standing answers need a path, e.g. move XII Troyes-Vitry feed")
    if len(path) > MAX_AREAS:
        return _("a corps enters at most {number} areas", number=MAX_AREAS)
    at = state["corps"][cmd["corps"]]["area"]
    moves = RHINE.moves[RHINE.corps[cmd["corps"]].colour]
    for area in path:
        if area not in moves[at]:
            return _("{start} and {end} are not joined by an arrow of the corps' colour",
                     start=at, end=area)
        at = area
    return None


def run_plan(s, path, answers):
    """Enter PATH area by area, answering the decisions ANSWERS cover; stop at the first
    one they do not (the player then answers it by hand)."""
    for i, area in enumerate(path):
        m = s.state["turn"]["move"]
        if s.state["turn"]["step"] != "go" or not can_go(s.state, area):
            return
        if m["regroup"] and answers.get("regroup") == "stop":
            end_move(s)
            return
        do_go(s, {"action": "go", "area": area})
        while s.state["turn"]["step"] in ("starving", "black_market"):
            if not answer(s, answers):
                return
        if i == len(path) - 1 and answers.get("stop") and s.state["turn"]["step"] == "go":
            end_move(s)


def answer(s, answers):
    """Answer the pending card choice from ANSWERS; False when they do not cover it."""
    step = s.state["turn"]["step"]
    given = answers.get(step)
    if given is None:
        return False
    if given == "decline":
        do_decline(s, {"action": "decline"})
        return True
    if step == "starving":
        do_feed(s, {"action": "feed"})
        return True
    cmd = {"action": "swap", "give": given[0], "take": given[1]}
    if cmd not in choice_options(s.state):
        return False
    do_swap(s, cmd)
    return True


def do_go(s, cmd):
    st = s.state
    m = st["turn"]["move"]
    cid = m["corps"]
    area = cmd["area"]
    transfers = []
    if m["regroup"]:
        transfers.append([f"c:{cid}", "pool", {"gas": 1}])
    free = controller(st, area) is None
    bonus = bonus_for(st, area) if free else 0
    if free and RHINE.areas[area].fortified:
        # the free ammo (airborne units, own air marker) pays the fortification first:
        # it counts "for combat or for moving into a fortified area" (EN r12, PL r11,
        # PL-sum A5/A6), so it is not lost when the card drawn is no combat; with a
        # combat the totals are the same either way (EX18, EX19)
        if bonus:
            bonus -= 1
        else:
            transfers.append([f"c:{cid}", "pool", {"ammo": 1}])
    s.emit({"type": "corps_entered", "role": s.role, "corps": cid, "area": area,
            "fortified": free and RHINE.areas[area].fortified, "bonus": bonus,
            "transfers": transfers})
    if free:
        reveal(s, area)
    after_step(s)


def reveal(s, area):
    st = s.state
    deck = deck_for(st, area)
    card = s.top(deck)
    if card is None:  # every card of the deck is out of play: nothing to meet
        place(s, area, medal=True)
        return
    air = sorted(r for r, p in s.state["players"].items() if p["air"] == deck)
    ev = {"type": "card_drawn", "role": s.role, "deck": deck, "card": card, "area": area,
          "air_returned": air}
    w = RHINE.cards[card].weather
    if st["weather"] is not None and w:
        ev["weather"] = w
        if w == "rain" and st["weather"] != "rain":  # 15B: only a change to rain
            ev["rain_returned"] = sorted(r for r, p in st["players"].items()
                                         if p["air"] and r not in air)
    s.emit(ev)
    c = RHINE.cards[card]
    if c.combat:
        combat(s, area, c)
        return
    place(s, area, medal=True)
    if s.state.get("outcome"):
        return
    corps = s.state["corps"][s.state["turn"]["move"]["corps"]]
    kind = c.kind
    res = {"type": "card_resolved", "role": s.role, "card": card, "kind": kind, "to": "discard"}
    if kind in ("captured_stock", "captured_supplies", "vive_la_liberation"):
        what = {"captured_stock": "ammo", "captured_supplies": "gas",
                "vive_la_liberation": "food"}[kind]
        if s.state["pool"][what]:
            res["transfers"] = [["pool", f"a:{area}", {what: 1}]]
    elif kind == "les_boches":
        res["regroup"] = True
    elif kind == "starving_civilians" and corps["food"]:
        s.emit({"type": "choice_pending", "role": s.role, "step": "starving", "card": card})
        return
    elif kind == "black_market" and any(corps[k] for k in SUPPLIES):
        s.emit({"type": "choice_pending", "role": s.role, "step": "black_market", "card": card})
        return
    elif kind in ("resistance", "recon"):
        res["to"] = "kept"
        res["must_use"] = kind == "resistance" and not c.hand
    s.emit(res)


def combat(s, area, c):
    st = s.state
    m = st["turn"]["move"]
    cid = m["corps"]
    corps = st["corps"][cid]
    need_ammo = max(0, c.ammo - m["bonus"])
    won = corps["ammo"] >= need_ammo and corps["gas"] >= c.gas
    paid = {"ammo": min(need_ammo, corps["ammo"]), "gas": min(c.gas, corps["gas"])}
    paid = {k: n for k, n in paid.items() if n}
    transfers = [[f"c:{cid}", "pool", paid]] if paid else []
    res = {"type": "card_resolved", "role": s.role, "card": c.id, "kind": c.kind,
           "combat": True, "won": won, "transfers": transfers}
    if won:
        s.emit(dict(res, to="won", regroup=True))
        place(s, area, medal=True)
    else:
        deck = "X" if c.deck == "X" else own_deck(st)
        order = s.rng.shuffle(st["decks"][deck] + [c.id])
        s.emit(dict(res, to="deck", deck=deck, order=order, withdraw=True, stop=True))


def place(s, area, medal):
    """The mover's marker on AREA (medal for an objective), then encirclement, the
    Antwerpen base and the automatic victory."""
    st = s.state
    colour = s.colour
    give = medal and RHINE.areas[area].objective and st["medal_pool"] > 0
    s.emit({"type": "marker_placed", "role": s.role, "colour": colour, "areas": [area],
            "medal": give, "cause": "corps"})
    enc = geo.encircled(s.state, colour)
    for c in sorted(set(enc.values())):
        areas = sorted(a for a, x in enc.items() if x == c)
        s.emit({"type": "marker_placed", "role": s.role, "colour": c, "areas": areas,
                "medal": False, "cause": "encirclement"})
    check_antwerpen(s)
    # solo (17B): a victory counts only once it survived the Axis's counter-attacks at
    # the end of the turn (solo_turn.py)
    if RHINE.areas[area].victory and geo.chain_to_base(s.state, area, colour) \
            and not st.get("solo"):
        s.emit({"type": "game_over", "winners": [s.role], "reason": N_("automatic victory"),
                "area": area, "scores": None})


def check_antwerpen(s):
    st = s.state
    if st["antwerpen"] or st["options"]["basic"] or "R" not in st["colour"].values():
        return
    port = RHINE.tables["antwerpen"]["port"]
    block = [a.name for a in RHINE.areas.values() if a.antwerp_block]
    if all(controller(st, a) is not None for a in [port] + block) and controller(st, port) == "R":
        s.emit({"type": "antwerpen_base", "role": s.role, "base": port,
                "was": army_bases(st)["R"]})


def do_feed(s, cmd):
    cid = s.state["turn"]["move"]["corps"]
    s.emit({"type": "card_resolved", "role": s.role, "card": s.state["turn"]["move"]["card"],
            "kind": "starving_civilians", "to": "discard",
            "medal": s.state["medal_pool"] > 0,
            "transfers": [[f"c:{cid}", "pool", {"food": 1}]]})
    after_step(s)


def do_decline(s, cmd):
    m = s.state["turn"]["move"]
    if s.state.get("solo") and s.state["turn"]["step"] == "starving":
        s.emit({"type": "starving_ignored", "role": s.role})
    s.emit({"type": "card_resolved", "role": s.role, "card": m["card"],
            "kind": RHINE.cards[m["card"]].kind, "to": "discard"})
    after_step(s)


def do_swap(s, cmd):
    cid = s.state["turn"]["move"]["corps"]
    s.emit({"type": "card_resolved", "role": s.role, "card": s.state["turn"]["move"]["card"],
            "kind": "black_market", "to": "discard",
            "transfers": [[f"c:{cid}", "pool", {cmd["give"]: 1}],
                          ["pool", f"c:{cid}", {cmd["take"]: 1}]]})
    after_step(s)


def do_stop(s, cmd):
    end_move(s)


def end_move(s):
    s.emit({"type": "move_ended", "role": s.role,
            "corps": s.state["turn"]["move"]["corps"]})
    s.emit({"type": "action_ended", "role": s.role})


def after_step(s):
    """End the move by itself when nothing but stopping is left."""
    st = s.state
    if st.get("outcome") or st["turn"]["step"] != "go":
        return
    if len(go_options(st)) == 1:
        end_move(s)
