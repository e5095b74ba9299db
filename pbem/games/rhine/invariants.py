"""Checks that must hold after every event (tests and the fuzzer call check()).

Conservation: each supply kind (35 gas, 30 ammo, 25 food) is on the stock track, in the
reserve pool, on areas or on corps cards; the 32 trucks are in the stock, the reserve,
the players' pools or on arrows. Cards: every card is in exactly one deck, discard pile,
player's kept or won cards, a pending reveal, or the box. Limits: a corps card holds at
most 6; one truck per arrow; supplies lie only on controlled areas.
"""
from collections import Counter

from .board import RHINE, SUPPLIES
from .state import controller


def check(state):
    """Raise AssertionError naming the broken invariant."""
    comp = RHINE.tables["components"]
    for k in SUPPLIES:
        n = (state["stock"][k] + state["pool"][k]
             + sum(a[k] for a in state["areas"].values())
             + sum(c[k] for c in state["corps"].values()))
        assert n == comp[k], f"{k}: {n} pieces, not {comp[k]}"
        for where, box in ([("stock", state["stock"]), ("pool", state["pool"])]
                           + [(a, b) for a, b in state["areas"].items()]
                           + [(c, b) for c, b in state["corps"].items()]):
            assert box[k] >= 0, f"negative {k} at {where}"
    t = state["trucks"]
    n = t["stock"] + t["reserve"] + len(state["arrows"]) + sum(
        p["trucks"] for p in state["players"].values())
    assert n == comp["trucks"], f"{n} trucks, not {comp['trucks']}"
    for cid, c in state["corps"].items():
        assert sum(c[k] for k in SUPPLIES) <= RHINE.tables["capacity"]["corps_card"], \
            f"corps {cid} holds more than 6"
    for area in state["areas"]:
        assert controller(state, area) is not None, f"supplies on uncontrolled {area}"
    cards = []
    for pile in list(state["decks"].values()) + list(state["discards"].values()):
        cards += pile
    for p in state["players"].values():
        cards += p["kept"] + p["won"]
    cards += state["removed"]
    m = state["turn"].get("move") if state.get("turn") else None
    if m and m.get("card"):
        cards.append(m["card"])
    dup = [c for c, n in Counter(cards).items() if n > 1]
    assert not dup, f"cards in two places: {dup}"
    present = {c for c in state["colour"].values()}
    expected = {cid for cid, c in RHINE.cards.items() if c.deck == "X" or c.deck in present}
    assert set(cards) == expected, f"cards lost or added: {expected ^ set(cards)}"
    medals = state["medal_pool"] + sum(p["medals"] for p in state["players"].values())
    assert medals == comp["medals"], f"{medals} medals, not {comp['medals']}"
    assert state["axis_pool"] >= 0
    assert len(state["axis"]) == len(set(state["axis"]))
    if state.get("solo"):
        _check_solo(state)


def _check_solo(state):
    """Solo (rule 17): the 16 numerical markers are each on the board, flipped or gone,
    once; none stands on an Axis-held area it was not flipped in, nor on a Rhine city."""
    solo = state["solo"]
    on_board = [n for ns in state["numbers"].values() for n in ns]
    every = sorted(on_board + solo["flipped"] + solo["removed"])
    assert every == sorted(RHINE.tables["solo"]["numbers"]), f"numerical markers: {every}"
    assert state["axis_pool"] == 0, "no Axis marker pool in the solo game (17A)"
    assert state["airborne_track"] == 0, "no airborne landing in the solo game (17E)"
    for area in state["numbers"]:
        assert "K" not in RHINE.areas[area].colours, f"a numerical marker on {area}"
    assert solo["starving_ignored"] <= RHINE.tables["solo"]["ignorable_starving_civilians"]
