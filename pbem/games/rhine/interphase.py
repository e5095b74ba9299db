"""The Supply Check Interphase (rule 9), one event, in the book's order: levels up (max 3),
food upkeep or grounding, every truck on the board back to the stock, the one-time
level-3 truck bonus, the stock refill from the pool, Commander cards face up, air
support markers back. Plus automatic ungrounding, checked after every command.
"""
from .board import RHINE, SUPPLIES


def levels_after(state):
    top = RHINE.tables["logistics"]["max_level"]
    return {r: min(top, p["level"] + 1) for r, p in state["players"].items()}


def run(s):
    st = s.state
    levels = levels_after(st)
    transfers, grounded = [], []
    for cid, c in sorted(st["corps"].items()):
        if c["grounded"]:
            continue  # already grounded: it eats when it is turned face up
        if c["food"]:
            transfers.append([f"c:{cid}", "pool", {"food": 1}])
        elif st["areas"].get(c["area"], {}).get("food"):
            transfers.append([f"a:{c['area']}", "pool", {"food": 1}])
        else:
            grounded.append(cid)
    trucks = [[f"arrow:{k}", "stock", 1] for k in sorted(st["arrows"])]
    bonus = 0
    seats = str(len(st["roles"]))
    if not st["bonus_given"] and max(levels.values()) >= 3:
        bonus = min(RHINE.tables["logistics"]["level3_truck_bonus"][seats], st["trucks"]["reserve"])
        if bonus:
            trucks.append(["reserve", "stock", bonus])
    # the refill reads the pool after the food upkeep
    pool = dict(st["pool"])
    for _, dst, p in transfers:
        pool["food"] += p.get("food", 0)
    target = RHINE.tables["stock_track"][seats]
    refill = {k: min(max(0, target[k] - st["stock"][k]), pool[k]) for k in SUPPLIES}
    refill = {k: n for k, n in refill.items() if n}
    if refill:
        transfers.append(["pool", "stock", refill])
    s.emit({"type": "interphase", "levels": levels, "transfers": transfers,
            "grounded": grounded, "trucks": trucks, "bonus": bool(bonus) or
            (not st["bonus_given"] and max(levels.values()) >= 3),
            "returned_air": sorted(r for r, p in st["players"].items() if p["air"])})


def unground(s):
    """A grounded corps eats the first food on its card or in its area (automatic)."""
    for cid, c in sorted(s.state["corps"].items()):
        if not c["grounded"]:
            continue
        if c["food"]:
            src = f"c:{cid}"
        elif s.state["areas"].get(c["area"], {}).get("food"):
            src = f"a:{c['area']}"
        else:
            continue
        s.emit({"type": "ungrounded", "role": s.role, "corps": cid,
                "transfers": [[src, "pool", {"food": 1}]]})
