"""The actions other than corps movement: take supply (r6, with Monty's +2), take trucks
(r7), transport (r8), air support (r11), airborne landing (r12), the Recon and Resistance
extras (r10), the free corps-card exchange and the capacity of areas (r6).

Each X_options(state) lists the legal commands; each do_X(s, cmd) emits the events.
"""
import functools
from itertools import combinations_with_replacement

from .board import RHINE, SUPPLIES
from .script import take_from_pool
from . import interphase
from .state import arrow_key, army_bases, capacity, controller, total

LOG = RHINE.tables["logistics"]
LIMITED = tuple(a for a in RHINE.areas.values() if a.limited_base)
CAP = RHINE.tables["capacity"]


def me(state):
    return state["turn"]["role"]


def col(state):
    return state["colour"][me(state)]


def can_act(state):
    t = state["turn"]
    return t["step"] == "action" and t["actions"] < t["allowance"]


def commander_up(state):
    return not state["options"]["basic"] and state["players"][me(state)]["commander"]


def level_value(state, row):
    return LOG[row][state["players"][me(state)]["level"] - 1]


def rain(state):
    return state["weather"] == "rain"


# -- take supply --------------------------------------------------------------------------
def supply_sites(state):
    """(area, kind) where the player may take supply now: "army" or "limited"."""
    c = col(state)
    out = [(army_bases(state)[c], "army")]
    for a in LIMITED:
        if controller(state, a.name) == c and a.name not in out[0]:
            if a.once_per_game and state["ostende_used"]:
                continue
            if a.name in state["turn"]["limited"]:
                continue
            out.append((a.name, "limited"))
    if controller(state, out[0][0]) != c:
        out = out[1:]
    return out


def basic_set(state):
    return take_from_pool(state, {k: 1 for k in SUPPLIES})


def monty_extras(state):
    if col(state) != "R" or not commander_up(state):
        return [[]]
    out = [[]]
    for pair in combinations_with_replacement(SUPPLIES, 2):
        need = {k: pair.count(k) for k in set(pair)}
        if all(state["pool"][k] >= n for k, n in need.items()):
            out.append(list(pair))
    return out


def supply_options(state):
    if not can_act(state):
        return []
    out = []
    for area, kind in supply_sites(state):
        sets = []
        if basic_set(state):
            sets.append("basic")
        if kind == "army":
            sets += [k for k in SUPPLIES if state["stock"][k] >= 3]
        for st in sets:
            for extra in monty_extras(state):
                if st == "basic" and extra:
                    left = {k: state["pool"][k] - (1 if k in basic_set(state) else 0) for k in SUPPLIES}
                    if any(left[k] < extra.count(k) for k in set(extra)):
                        continue
                out.append({"action": "supply", "area": area, "set": st, "extra": extra})
    return out


def do_supply(s, cmd):
    st = s.state
    area = cmd["area"]
    kind = dict(supply_sites(st))[area]
    s.emit({"type": "action_began", "role": s.role, "action": "supply", "via": "action"})
    transfers = []
    if cmd["set"] == "basic":
        transfers.append(["pool", f"a:{area}", basic_set(st)])
    else:
        transfers.append(["stock", f"a:{area}", {cmd["set"]: 3}])
    if cmd["extra"]:
        transfers.append(["pool", f"a:{area}", {k: cmd["extra"].count(k) for k in set(cmd["extra"])}])
    s.emit({"type": "supply_taken", "role": s.role, "area": area, "set": cmd["set"],
            "extra": cmd["extra"], "limited": kind == "limited",
            "ostende": RHINE.areas[area].once_per_game, "commander": bool(cmd["extra"]),
            "transfers": transfers})
    s.emit({"type": "action_ended", "role": s.role})


# -- take trucks --------------------------------------------------------------------------
def truck_room(state):
    p = state["players"][me(state)]
    return min(level_value(state, "truck_draw"), level_value(state, "truck_limit") - p["trucks"],
               state["trucks"]["stock"])


def truck_options(state):
    if not can_act(state):
        return []
    p = state["players"][me(state)]
    if state["trucks"]["stock"] == 0:
        # EN r7: allowed only to trigger the Supply Check, and only below the limit
        ok = p["trucks"] < level_value(state, "truck_limit")
        return [{"action": "trucks", "n": 0}] if ok else []
    room = truck_room(state)
    if room <= 0:
        return []
    if state["options"]["fair_play"]:
        return [{"action": "trucks", "n": room}]
    return [{"action": "trucks", "n": n} for n in range(1, room + 1)]


def do_trucks(s, cmd):
    n = cmd["n"]
    s.emit({"type": "action_began", "role": s.role, "action": "trucks", "via": "action"})
    s.emit({"type": "trucks_taken", "role": s.role, "n": n,
            "trucks": [["stock", f"p:{s.role}", n]] if n else []})
    if s.state["trucks"]["stock"] == 0:
        interphase.run(s)
    s.emit({"type": "action_ended", "role": s.role})


# -- transport ----------------------------------------------------------------------------
def transport_start_options(state):
    if not can_act(state) or state["players"][me(state)]["trucks"] == 0:
        return []
    return [{"action": "transport"}] if truck_placements(state, probe=True) else []


def loads(avail):
    """Every load of 1..5 pieces the supplies AVAIL allow, as {kind: n}."""
    out = []
    g_max, a_max, f_max = (min(avail.get(k, 0), CAP["truck_load"]) for k in SUPPLIES)
    for g in range(g_max + 1):
        for a in range(a_max + 1):
            for f in range(f_max + 1):
                if 1 <= g + a + f <= CAP["truck_load"]:
                    out.append({k: n for k, n in zip(SUPPLIES, (g, a, f)) if n})
    return out


def truck_placements(state, probe=False):
    c = col(state)
    out = []
    for a, areas in sorted(RHINE.moves[c].items()):
        if controller(state, a) != c or not state["areas"].get(a):
            continue
        for b in sorted(areas):
            if controller(state, b) != c or arrow_key(a, b) in state["arrows"]:
                continue
            if probe:
                return True
            for load in loads(state["areas"][a]):
                out.append({"action": "truck", "from": a, "to": b, "load": load})
    return False if probe else out


def transport_options(state):
    t = state["turn"]
    if t["step"] != "transport":
        return []
    out = truck_placements(state) if t["transport"]["left"] > 0 else []
    return out + [{"action": "done"}]


def do_transport(s, cmd):
    left = min(level_value(s.state, "truck_placement"), s.player()["trucks"])
    s.emit({"type": "action_began", "role": s.role, "action": "transport", "via": "action"})
    s.emit({"type": "transport_began", "role": s.role, "left": left})


def do_truck(s, cmd):
    a, b = cmd["from"], cmd["to"]
    s.emit({"type": "truck_placed", "role": s.role, "from": a, "to": b, "load": cmd["load"],
            "trucks": [[f"p:{s.role}", f"arrow:{arrow_key(a, b)}", 1]],
            "transfers": [[f"a:{a}", f"a:{b}", cmd["load"]]]})
    if s.state["turn"]["transport"]["left"] == 0 or s.player()["trucks"] == 0:
        s.emit({"type": "action_ended", "role": s.role})


def do_done(s, cmd):
    s.emit({"type": "action_ended", "role": s.role})


# -- the free exchange between a corps card and its area ------------------------------------
CORPS_OF = {c: tuple(sorted(i for i, k in RHINE.corps.items() if k.colour == c))
            for c in {k.colour for k in RHINE.corps.values()}}
NONE = {k: 0 for k in SUPPLIES}


def exchange_options(state):
    """The free exchange between a corps card and the area it stands in (EN r8: any time
    during the player's turn, not an action): in the action and transport steps for
    every corps (between two trucks it can make room for the next load). During a move
    only the moving corps exchanges, and in the overflow step only a corps standing in
    an area over capacity loads from it: any other exchange has the same effect made
    before or after (README, reading 19)."""
    t = state["turn"]
    step = t["step"]
    if step not in ("action", "transport", "go", "overflow"):
        return []
    c = col(state)
    if step == "go":
        ids = (t["move"]["corps"],)
    else:
        ids = CORPS_OF[c]
    over = overflowing(state) if step == "overflow" else ()
    bases = army_bases(state).values()
    out = []
    for cid in ids:
        corps = state["corps"].get(cid)
        if corps is None:
            continue
        at = corps["area"]
        if controller(state, at) != c or (step == "overflow" and at not in over):
            continue
        area = state["areas"].get(at, NONE)
        room = CAP["corps_card"] - corps["gas"] - corps["ammo"] - corps["food"]
        for k in SUPPLIES:
            for n in range(1, min(area[k], room) + 1):
                out.append({"action": "load", "corps": cid, "kind": k, "n": n})
        if step == "overflow":
            continue
        area_room = (CAP["army_base"] if at in bases else CAP["area"]) - total(area)
        for k in SUPPLIES:
            for n in range(1, min(corps[k], area_room) + 1):
                out.append({"action": "unload", "corps": cid, "kind": k, "n": n})
    return out


def do_exchange(s, cmd):
    cid = cmd["corps"]
    area = s.state["corps"][cid]["area"]
    pair = [f"a:{area}", f"c:{cid}"]
    if cmd["action"] == "unload":
        pair.reverse()
    s.emit({"type": "loaded", "role": s.role, "corps": cid, "area": area,
            "unload": cmd["action"] == "unload",
            "transfers": [pair + [{cmd["kind"]: cmd["n"]}]]})


def overflowing(state):
    c = col(state)
    return sorted(a for a, box in state["areas"].items()
                  if controller(state, a) == c and total(box) > capacity(state, a))


def capacity_step(s):
    """The capacity of an area (r6: "If the supply piece limit is about to be exceeded,
    the player who controls the area decides which supply pieces are removed") is
    decided the moment it is broken: after a take supply action, and between two trucks
    of a transport, so the next truck carries only what the area may hold (README,
    reading 7). The player then answers in the overflow step (`return`, or a `load`
    onto a corps standing there), and goes back to the step it interrupted."""
    t = s.state["turn"]
    if t["step"] in ("action", "transport") and overflowing(s.state):
        s.emit({"type": "choice_pending", "role": s.role, "step": "overflow"})
    elif t["step"] == "overflow" and not overflowing(s.state):
        s.emit({"type": "choice_pending", "role": s.role,
                "step": "transport" if t["transport"] else "action"})


def overflow_options(state):
    out = []
    for a in overflowing(state):
        out += [{"action": "return", "area": a, "kind": k}
                for k in SUPPLIES if state["areas"][a].get(k)]
    return out


def do_return(s, cmd):
    s.emit({"type": "overflow_returned", "role": s.role, "area": cmd["area"],
            "transfers": [[f"a:{cmd['area']}", "pool", {cmd["kind"]: 1}]]})


# -- air support, recon, resistance, airborne ----------------------------------------------------
def own_deck(state):
    return "P" if "P" in state["decks"] else col(state)


def deck_id(state, name):
    """The pile a command's deck name means: "axis" or "pursuit" (the player's own)."""
    return "X" if name == "axis" else own_deck(state)


def air_options(state):
    if state["options"]["basic"] or state["turn"]["step"] != "action":
        return []
    p = state["players"][me(state)]
    if p["air"] is not None:
        return []
    out = []
    decks = [d for d in ("axis", "pursuit")
             if state["decks"][deck_id(state, d)] or state["discards"][deck_id(state, d)]]
    if can_act(state) and not rain(state):
        out += [{"action": "air", "deck": d, "commander": False} for d in decks]
    if col(state) == "W" and commander_up(state):
        out += [{"action": "air", "deck": d, "commander": True} for d in decks]
    return out


def do_air(s, cmd):
    via = "commander" if cmd["commander"] else "action"
    s.emit({"type": "action_began", "role": s.role, "action": "air", "via": via})
    deck = deck_id(s.state, cmd["deck"])
    top = s.top(deck)
    s.emit({"type": "air_support", "role": s.role, "deck": deck, "card": top})
    s.emit({"type": "action_ended", "role": s.role})


def kept_of(state, kind):
    return [c for c in state["players"][me(state)]["kept"] if RHINE.cards[c].kind == kind]


def recon_options(state):
    t = state["turn"]
    if t["step"] != "action" or t["recon"] or not kept_of(state, "recon"):
        return []
    return [{"action": "recon", "deck": d} for d in ("axis", "pursuit")
            if state["decks"][deck_id(state, d)] or state["discards"][deck_id(state, d)]]


def do_recon(s, cmd):
    s.emit({"type": "action_began", "role": s.role, "action": "recon", "via": "recon",
            "card": kept_of(s.state, "recon")[0]})
    deck = deck_id(s.state, cmd["deck"])
    top = s.top(deck)
    s.emit({"type": "peeked", "role": s.role, "deck": deck, "card": top})
    s.emit({"type": "action_ended", "role": s.role})


def resistance_options(state):
    t = state["turn"]
    if t["step"] != "action" or t["resistance"] or not kept_of(state, "resistance"):
        return []
    return [{"action": "resistance"}]


def do_resistance(s, cmd):
    kept = kept_of(s.state, "resistance")
    pending = [c for c in kept if c in s.state["turn"]["pending_resistance"]]
    s.emit({"type": "resistance", "role": s.role, "card": (pending or kept)[0]})


def _groups(counts):
    """The smallest groups of cards worth a medal (5 ammo) that COUNTS ((ammo, number)
    of cards, by ammo) can make: each as ((ammo, number), ...); no card of a group can
    be left out."""
    need = RHINE.tables["scoring"]["ammo_per_medal"]
    out = []

    def extend(i, group, total):
        if total >= need:
            if total - min(a for a, _ in group) < need:
                out.append(tuple(group))
            return
        for j in range(i, len(counts)):
            ammo, have = counts[j]
            for k in range(1, have + 1):
                if total + ammo * (k - 1) >= need:
                    break
                extend(j + 1, group + [(ammo, k)], total + ammo * k)
    extend(0, [], 0)
    return out


@functools.lru_cache(maxsize=4096)
def _ways(counts, n):
    """{(ammo spent, cards spent): ((ammo, number), ...) used} for every way of paying N
    medals with groups of whole cards from COUNTS; empty when they cannot."""
    if n == 0:
        return {(0, 0): ()}
    out = {}
    for group in _groups(counts):
        rest = dict(counts)
        for ammo, k in group:
            rest[ammo] -= k
        rest = tuple(sorted((a, k) for a, k in rest.items() if k))
        for (spent, cards), used in _ways(rest, n - 1).items():
            key = (spent + sum(a * k for a, k in group), cards + sum(k for _, k in group))
            if key not in out:
                merged = dict(used)
                for ammo, k in group:
                    merged[ammo] = merged.get(ammo, 0) + k
                out[key] = tuple(sorted(merged.items()))
    return out


def _ammo_cards(p):
    """The won cards without a medal, by ammo: ((ammo, number), ...), no 0-ammo cards."""
    counts = {}
    for c in p["won"]:
        card = RHINE.cards[c]
        if not card.medal and card.ammo:
            counts[card.ammo] = counts.get(card.ammo, 0) + 1
    return tuple(sorted(counts.items()))


def can_pay(state, n):
    """Whether the player can pay N medals (EN r12): counters, medal cards, and groups
    of whole won cards worth 5 ammo each (EN r12 example: Brad pays with 4 cards worth 5
    ammo in all)."""
    p = state["players"][me(state)]
    n -= p["medals"] + sum(1 for c in p["won"] if RHINE.cards[c].medal)
    return n <= 0 or bool(_ways(_ammo_cards(p), n))


def pay_medals(state, n):
    """(counters, cards) paying N medals: counters first, then medal cards, then groups
    of cards worth 5 ammo, chosen to leave the player the best score (rule 16): the
    most ammo left, then the most defeated divisions (the tie-break) (README, reading
    14)."""
    p = state["players"][me(state)]
    counters = min(n, p["medals"])
    n -= counters
    medal_cards = [c for c in p["won"] if RHINE.cards[c].medal][:n]
    n -= len(medal_cards)
    paid = []
    if n:
        counts = _ammo_cards(p)
        ways = _ways(counts, n)
        need = RHINE.tables["scoring"]["ammo_per_medal"]
        left = sum(a * k for a, k in counts)
        best = min(ways, key=lambda w: (-((left - w[0]) // need), w[1], w))
        for ammo, k in ways[best]:
            paid += sorted(c for c in p["won"] if not RHINE.cards[c].medal
                           and RHINE.cards[c].ammo == ammo)[:k]
    return counters, medal_cards + paid


def airborne_targets(state):
    from .geo import occupied
    return sorted(a for a in RHINE.areas if controller(state, a) is None and not occupied(state, a))


def airborne_options(state):
    if state["options"]["basic"] or not can_act(state) or rain(state):
        return []
    if not state["airborne_track"] or not can_pay(state, 1):
        return []
    # one unit per command keeps legal() small; "airborne A, B" places more (notation)
    return [{"action": "airborne", "areas": [a]} for a in airborne_targets(state)]


def airborne_ok(state, areas):
    most = min(RHINE.tables["air"]["airborne_per_action"], state["airborne_track"])
    targets = set(airborne_targets(state))
    return (1 <= len(areas) <= most and all(a in targets for a in areas)
            and can_pay(state, len(areas)))


def do_airborne(s, cmd):
    s.emit({"type": "action_began", "role": s.role, "action": "airborne", "via": "action"})
    counters, cards = pay_medals(s.state, len(cmd["areas"]))
    s.emit({"type": "airborne", "role": s.role, "areas": list(cmd["areas"]),
            "counters": counters, "cards": cards})
    s.emit({"type": "action_ended", "role": s.role})
