"""Race to the Rhine rules: one test per rule and one per worked example of the books
(named after the fact sheet's EX numbers), each checking the conservation invariants
after every event."""
import pytest

from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games.rhine import geo, invariants
import pbem.games.rhine as g
from pbem.games.rhine.board import RHINE, SUPPLIES
from pbem.games.rhine.state import new_turn
from tests.fuzz import onward

SEED = "ab" * 32


def run(events, st=None):
    for e in events:
        st = g.apply(st, e)
        invariants.check(st)
    return st


def game(seats=3, role=None, **options):
    st = run(g.setup({"seats": seats, **options}, Draws(SEED, "t", 0)))
    if role:
        st["turn"] = new_turn(role, 1)
        st["round"] = 1
    return st


def set_corps(st, cid, area=None, gas=0, ammo=0, food=0):
    c = st["corps"][cid]
    for k, n in (("gas", gas), ("ammo", ammo), ("food", food)):
        st["pool"][k] += c[k] - n
        c[k] = n
    if area:
        c["area"] = area
    invariants.check(st)


def put(st, area, **pieces):
    box = st["areas"].setdefault(area, {k: 0 for k in SUPPLIES})
    for k, n in pieces.items():
        st["pool"][k] -= n - box[k]
        box[k] = n
    if not any(box.values()):
        del st["areas"][area]


def stack(st, deck, cards):
    """Put CARDS on top of DECK, in that order."""
    for c in cards:
        for pile in list(st["decks"].values()) + list(st["discards"].values()):
            if c in pile:
                pile.remove(c)
    st["decks"][deck] = list(cards) + st["decks"][deck]


def own(st, colour, *areas):
    for a in areas:
        st["control"][a] = colour


n_steps = [0]


def play(st, role, text):
    n_steps[0] += 1
    events = g.decide(st, role, g.parse(text), Draws(SEED, "t", n_steps[0]))
    return run(events, st), events


def types(events):
    return [e["type"] for e in events]


# -- rule 4: set-up ------------------------------------------------------------------------
def test_example_r4_two_player_stock_6_6_6():
    st = game(2, commanders=["Brad", "Patton"])
    assert st["stock"] == {"gas": 6, "ammo": 6, "food": 6}
    assert st["axis_pool"] == 18
    assert game(3)["axis_pool"] == 25


def test_example_r4_random_turn_order_on_spaces_1_to_3():
    orders = {tuple(run(g.setup({"seats": 3}, Draws(f"{i:064x}", "t", 0)))["order"])
              for i in range(12)}
    assert len(orders) > 1
    assert all(sorted(o) == ["Brad", "Monty", "Patton"] for o in orders)


def test_setup_pools_levels_trucks_and_corps():
    st = game(3)
    assert {r: p["level"] for r, p in st["players"].items()} == {"Monty": 1, "Brad": 2, "Patton": 1}
    assert all(p["trucks"] == 6 for p in st["players"].values())
    assert st["trucks"] == {"stock": 6, "reserve": 32 - 6 - 18}
    assert st["corps"]["XII"]["area"] == "Troyes" and st["corps"]["XII"]["gas"] == 3
    assert len(st["decks"]["X"]) == 24 and all(len(st["decks"][c]) == 22 for c in "RWB")
    assert game(3, veteran=["Brad"])["players"]["Brad"]["level"] == 1
    assert game(3, basic=True)["players"]["Brad"]["level"] == 1


def test_two_players_absent_commander_areas_are_his_for_good():
    st = game(2, commanders=["Brad", "Patton"])
    assert st["control"]["Rouen"] == "R" and st["control"]["Bruxelles"] == "R"
    assert "I BR" not in st["corps"]
    # the Monty-Patton exception: Brad's double areas stay open
    st = game(2, commanders=["Monty", "Patton"])
    assert st["control"]["Liege"] == "W"
    assert "Reims" not in st["control"] and "Bruxelles" not in st["control"]


# -- rule 5: actions -------------------------------------------------------------------------
def test_example_r5_actions_are_atomic_no_air_support_mid_move():
    st = game(3, role="Patton")
    stack(st, "B", ["B11", "B21", "B22"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons")
    assert st["turn"]["step"] == "go"
    acts = {c["action"] for c in g.legal(st, "Patton")}
    assert "air" not in acts and "supply" not in acts and "go" in acts


def test_two_actions_then_only_extras_and_end():
    st = game(3, role="Monty")
    st["players"]["Monty"]["kept"].append("R13")  # a Recon kept: the turn goes on
    st["decks"]["R"].remove("R13")
    st, _ = play(st, "Monty", "trucks 1")
    st, _ = play(st, "Monty", "trucks 1")
    acts = {c["action"] for c in onward(g.legal(st, "Monty"))}
    assert acts <= {"end", "load", "unload", "recon"} and "recon" in acts
    st, ev = play(st, "Monty", "recon axis")
    assert st["turn"]["step"] == "axis" and "turn_ended" in types(ev)


def test_turn_ends_by_itself_when_only_free_exchanges_are_left():
    st = game(3, role="Monty")
    st, ev = play(st, "Monty", "trucks 1")
    assert st["turn"]["step"] == "action"
    st, ev = play(st, "Monty", "trucks 1")
    assert "turn_ended" in types(ev) and st["turn"]["step"] == "axis"


# -- rule 6: take supply -------------------------------------------------------------------
def test_example_r6_take_supply_stock_set_and_basic_set_at_dieppe():
    st = game(3, role="Monty")
    own(st, "R", "Dieppe")
    set_corps(st, "I BR", gas=3, ammo=2, food=1)
    stock, pool = dict(st["stock"]), dict(st["pool"])
    st, _ = play(st, "Monty", "supply Lisieux 3 ammo")
    assert st["areas"]["Lisieux"] == {"gas": 0, "ammo": 3, "food": 0}
    assert st["stock"]["ammo"] == stock["ammo"] - 3
    st, _ = play(st, "Monty", "supply Dieppe basic")
    assert st["areas"]["Dieppe"] == {"gas": 1, "ammo": 1, "food": 1}
    assert st["pool"] == {k: pool[k] - 1 for k in SUPPLIES}


def test_limited_base_once_per_turn_and_ostende_once_per_game():
    st = game(3, role="Monty")
    own(st, "R", "Dieppe", "Ostende")
    st["turn"]["allowance"] = 4
    st, _ = play(st, "Monty", "supply Dieppe basic")
    with pytest.raises(RuleError):
        play(st, "Monty", "supply Dieppe basic")
    st, _ = play(st, "Monty", "supply Ostende basic")
    assert st["ostende_used"]
    st["turn"] = new_turn("Monty", 2)
    assert not any(c.get("area") == "Ostende" for c in g.legal(st, "Monty"))
    assert any(c.get("area") == "Dieppe" for c in g.legal(st, "Monty"))


def test_partial_basic_set_when_pool_lacks_a_kind():
    st = game(3, role="Brad")
    st["stock"]["food"] += st["pool"]["food"]
    st["pool"]["food"] = 0
    st, _ = play(st, "Brad", "supply Chartres basic")
    assert st["areas"]["Chartres"] == {"gas": 1, "ammo": 1, "food": 0}


def test_capacity_overflow_player_returns_pieces():
    st = game(3, role="Monty")
    own(st, "R", "Dieppe")
    put(st, "Dieppe", gas=3, ammo=2)
    st, _ = play(st, "Monty", "supply Dieppe basic")
    assert st["turn"]["step"] == "overflow"
    assert {c["action"] for c in g.legal(st, "Monty")} >= {"return"}
    st, _ = play(st, "Monty", "return Dieppe gas")
    assert st["turn"]["step"] == "action"
    assert sum(st["areas"]["Dieppe"].values()) == 6


# -- rules 7 and 9: trucks and the Supply Check ---------------------------------------------
def test_example_r7_take_trucks_up_to_5_under_limit_9():
    st = game(3, role="Monty")
    st["players"]["Monty"]["trucks"] = 4
    st["trucks"]["reserve"] += 2
    st["trucks"]["stock"] = 8
    st["trucks"]["reserve"] -= 2
    ns = [c["n"] for c in g.legal(st, "Monty") if c["action"] == "trucks"]
    assert max(ns) == 5


def test_example_r7_last_truck_triggers_the_supply_check():
    st = game(3, role="Monty")
    st["trucks"]["stock"], st["trucks"]["reserve"] = 2, st["trucks"]["reserve"] + 4
    alt, ev = play(st, "Monty", "trucks 1")
    assert "interphase" not in types(ev)
    st, ev = play(st, "Monty", "trucks 2")
    assert "interphase" in types(ev)
    assert st["turn"]["role"] == "Monty" and st["turn"]["actions"] == 1  # turn resumed


def test_example_r15e_fair_play_must_take_both():
    st = game(3, role="Monty", fair_play=True)
    st["trucks"]["stock"], st["trucks"]["reserve"] = 2, st["trucks"]["reserve"] + 4
    assert [c["n"] for c in g.legal(st, "Monty") if c["action"] == "trucks"] == [2]


def test_take_trucks_from_empty_stock_only_to_trigger_the_check():
    st = game(3, role="Monty")
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, ev = play(st, "Monty", "trucks 0")
    assert "interphase" in types(ev)
    st = game(3, role="Monty")
    st["trucks"]["reserve"] += st["trucks"]["stock"] + 3
    st["trucks"]["stock"] = 0
    st["players"]["Monty"]["trucks"] = 9
    assert not any(c["action"] == "trucks" for c in g.legal(st, "Monty"))


def test_example_r9_food_upkeep_and_grounding():
    st = game(3, role="Monty")
    set_corps(st, "V", gas=1, food=2)
    set_corps(st, "XIX", gas=1, food=1)
    set_corps(st, "VII", gas=1, food=0)
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, ev = play(st, "Monty", "trucks 0")
    assert st["corps"]["V"]["food"] == 1 and st["corps"]["XIX"]["food"] == 0
    assert st["corps"]["VII"]["grounded"] and not st["corps"]["XIX"]["grounded"]


def test_grounded_corps_eats_food_reaching_its_area_and_cannot_move():
    st = game(3, role="Brad")
    set_corps(st, "VII", gas=2, food=0)
    st["corps"]["VII"]["grounded"] = True
    assert not any(c.get("corps") == "VII" for c in g.legal(st, "Brad") if c["action"] == "move")
    st["corps"]["VII"]["area"] = "Chartres"
    st["corps"]["V"]["area"] = "Dreux"
    st, ev = play(st, "Brad", "supply Chartres basic")
    assert "ungrounded" in types(ev)
    assert not st["corps"]["VII"]["grounded"] and st["areas"]["Chartres"]["food"] == 0


def test_example_r9_level3_truck_bonus_8_for_3_players_once():
    st = game(3, role="Monty")
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, ev = play(st, "Monty", "trucks 0")
    assert st["players"]["Brad"]["level"] == 3
    assert st["trucks"]["stock"] == 8 and st["bonus_given"]
    two = game(2, role="Brad", commanders=["Brad", "Patton"])
    two["trucks"]["reserve"] += two["trucks"]["stock"]
    two["trucks"]["stock"] = 0
    two, _ = play(two, "Brad", "trucks 0")
    assert two["trucks"]["stock"] == 6


def test_example_r9_stock_refill_to_6_6_6():
    st = game(2, role="Brad", commanders=["Brad", "Patton"])
    st["pool"]["gas"] += 6
    st["pool"]["ammo"] += 3
    st["pool"]["food"] += 3
    st["stock"] = {"gas": 0, "ammo": 3, "food": 3}
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, _ = play(st, "Brad", "trucks 0")
    assert st["stock"] == {"gas": 6, "ammo": 6, "food": 6}


def test_example_r13_brad_level_plus_one_capped_at_3():
    st = game(3, role="Monty")
    for _ in range(2):
        st["trucks"]["reserve"] += st["trucks"]["stock"]
        st["trucks"]["stock"] = 0
        st["turn"] = new_turn("Monty", 1)
        st, _ = play(st, "Monty", "trucks 0")
        if st["players"]["Monty"]["level"] == 2:
            assert st["players"]["Brad"]["level"] == 3
    assert {p["level"] for p in st["players"].values()} == {3}


def test_interphase_returns_trucks_and_commander_cards_and_air_markers():
    st = game(3, role="Brad")
    st, _ = play(st, "Brad", "commander air axis")
    assert not st["players"]["Brad"]["commander"] and st["players"]["Brad"]["air"] == "X"
    st["arrows"]["Chartres|Dreux"] = "Brad"
    st["players"]["Brad"]["trucks"] -= 1
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, _ = play(st, "Brad", "trucks 0")
    assert st["arrows"] == {} and st["players"]["Brad"]["commander"]
    assert st["players"]["Brad"]["air"] is None


# -- rule 8: transport ------------------------------------------------------------------------
def test_free_exchange_between_two_trucks_of_one_transport():
    """EN r8: the exchange is made "anytime during the player's turn": a full card and a
    full area can trade only once a truck has emptied the area."""
    st = game(3, role="Monty")
    own(st, "R", "Rouen", "Elbeuf")
    set_corps(st, "XII BR", gas=3, ammo=3, food=0)
    put(st, "Louviers", food=6)
    assert st["corps"]["XII BR"]["area"] == "Louviers"
    assert not [c for c in g.legal(st, "Monty")
               if c["action"] in ("load", "unload") and c["corps"] == "XII BR"]
    st, _ = play(st, "Monty", "transport")
    st, _ = play(st, "Monty", "truck Louviers-Rouen 5F")
    assert "unload XII BR 3 gas" in [g.format(c) for c in g.legal(st, "Monty")]
    st, _ = play(st, "Monty", "unload XII BR 3 gas")
    assert st["turn"]["step"] == "transport" and st["corps"]["XII BR"]["gas"] == 0
    st, _ = play(st, "Monty", "truck Louviers-Elbeuf 3G")
    assert st["areas"]["Elbeuf"]["gas"] == 3 and st["turn"]["actions"] == 1


def test_a_supply_check_leaves_what_players_saw_of_an_unchanged_deck():
    """Recon (EN r10) shows the top card and puts it back: the Supply Check returns the
    air markers (r9), not the knowledge of a card still on top."""
    st = game(3, role="Monty")
    st, _ = play(st, "Monty", "air axis")
    top = st["decks"]["X"][0]
    assert st["peeks"]["Monty"] == {"X": top}
    st["trucks"]["reserve"] += st["trucks"]["stock"]
    st["trucks"]["stock"] = 0
    st, events = play(st, "Monty", "trucks 0")
    assert "interphase" in types(events) and st["players"]["Monty"]["air"] is None
    assert st["peeks"]["Monty"] == {"X": top} and st["decks"]["X"][0] == top


def test_example_r8_transport_two_trucks_relay_lisieux_brionne_rouen():
    st = game(3, role="Monty")
    own(st, "R", "Rouen")
    put(st, "Lisieux", ammo=3, gas=3)
    put(st, "Brionne", food=1)
    st, _ = play(st, "Monty", "transport")
    st, _ = play(st, "Monty", "truck Lisieux-Brionne 2G3A")
    st, ev = play(st, "Monty", "truck Brionne-Rouen 1G2A1F")
    assert st["turn"]["step"] == "action"  # level 1: 2 trucks, the action is over
    assert st["areas"]["Lisieux"] == {"gas": 1, "ammo": 0, "food": 0}
    assert st["areas"]["Brionne"] == {"gas": 1, "ammo": 1, "food": 0}
    assert st["areas"]["Rouen"] == {"gas": 1, "ammo": 2, "food": 1}
    assert set(st["arrows"]) == {"Brionne|Lisieux", "Brionne|Rouen"}
    assert st["players"]["Monty"]["trucks"] == 4


def test_one_truck_per_arrow_and_five_pieces_and_own_colour():
    st = game(3, role="Monty")
    own(st, "R", "Yvetot")
    put(st, "Lisieux", ammo=3, gas=3)
    st["arrows"]["Brionne|Lisieux"] = "Monty"
    st["players"]["Monty"]["trucks"] -= 1
    st, _ = play(st, "Monty", "transport")
    opts = g.legal(st, "Monty")
    assert not any(c["action"] == "truck" and {c["from"], c["to"]} == {"Lisieux", "Brionne"} for c in opts)
    assert all(sum(c["load"].values()) <= 5 for c in opts if c["action"] == "truck")
    assert {(c["from"], c["to"]) for c in opts if c["action"] == "truck"} == {("Lisieux", "Yvetot")}


# -- rule 10: corps movement ----------------------------------------------------------------
def test_example_r10_ex1_black_market_starving_civilians_resistance_reims_medal():
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=3, ammo=0, food=1)
    stack(st, "B", ["B01", "B02", "B05"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons-Reims")
    assert st["turn"]["step"] == "black_market"
    st, _ = play(st, "Patton", "swap food ammo")
    assert st["corps"]["XII"]["area"] == "Vitry"
    st, _ = play(st, "Patton", "go Chalons")  # Starving civilians: no food, nothing to do
    assert st["turn"]["step"] == "go" and "B02" in st["discards"]["B"]
    st, _ = play(st, "Patton", "go Reims")
    xii = st["corps"]["XII"]
    assert (xii["gas"], xii["ammo"], xii["food"]) == (2, 1, 0)
    assert all(st["control"][a] == "B" for a in ("Vitry", "Chalons", "Reims"))
    assert st["players"]["Patton"]["medals"] == 1 and "B05" in st["players"]["Patton"]["kept"]
    assert st["turn"]["step"] == "action"  # the third area ends the move


def test_example_r10_ex2_les_boches_captured_supplies_no_effect():
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=3, ammo=0, food=1)
    stack(st, "B", ["B07", "B09", "B11"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons")
    xii = st["corps"]["XII"]
    assert (xii["area"], xii["gas"], xii["food"]) == ("Chalons", 1, 1)
    assert st["areas"]["Chalons"] == {"gas": 1, "ammo": 0, "food": 0}
    st, _ = play(st, "Patton", "load XII 1 gas")
    st, _ = play(st, "Patton", "go Reims")
    xii = st["corps"]["XII"]
    assert (xii["gas"], xii["ammo"], xii["food"]) == (2, 0, 1)
    assert st["players"]["Patton"]["medals"] == 1


def test_les_boches_without_gas_ends_the_move():
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=1, food=1)
    stack(st, "B", ["B07"])
    st, ev = play(st, "Patton", "move XII Troyes-Vitry-Chalons")
    assert st["corps"]["XII"]["area"] == "Vitry" and st["turn"]["step"] == "action"
    assert st["control"]["Vitry"] == "B"


def ex15_luxembourg():
    """EX15: XII moves from Thionville into Luxembourg and beats 711 Infanterie Div;
    (state, events)."""
    st = game(3, role="Patton")
    set_corps(st, "XII", "Thionville", gas=2, ammo=4)
    own(st, "B", "Thionville")
    stack(st, "B", ["B12"])
    st, events = play(st, "Patton", "move XII Luxembourg")
    xii = st["corps"]["XII"]
    assert (xii["gas"], xii["ammo"]) == (1, 3)
    assert "B12" in st["players"]["Patton"]["won"] and st["players"]["Patton"]["medals"] == 1
    assert st["control"]["Luxembourg"] == "B"
    return st, events


def test_example_r10_combat_711_infanterie_luxembourg_medal():
    ex15_luxembourg()


def ex_trier():
    """EX after EX15: XII goes on to Trier and meets Panzer Brigade 105; (state,
    events)."""
    st, _ = ex15_luxembourg()
    st["axis"].append("Trier")
    st["axis_pool"] -= 1
    stack(st, "X", ["X03"])
    return play(st, "Patton", "go Trier")


def test_example_r10_combat_continued_trier_lost_to_panzer_brigade_105():
    st, _ = ex_trier()
    xii = st["corps"]["XII"]
    assert (xii["area"], xii["gas"], xii["ammo"], xii["food"]) == ("Luxembourg", 0, 0, 0)
    assert "Trier" in st["axis"] and "Trier" not in st["control"]
    assert "X03" in st["decks"]["X"] and st["turn"]["step"] == "action"


def test_example_r10_move_once_per_turn_even_with_commander():
    st = game(3, role="Patton")
    stack(st, "B", ["B11"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry")
    st, _ = play(st, "Patton", "stop") if st["turn"]["step"] == "go" else (st, [])
    moves = [c for c in g.legal(st, "Patton") if c["action"] == "move"]
    assert moves and not any(c["corps"] == "XII" for c in moves)


def test_example_r10_encirclement_brienne_chaumont():
    st = game(3, role="Patton")
    stack(st, "B", ["B11", "B21"])
    st, ev = play(st, "Patton", "move XII Troyes-Brienne-Chaumont")
    enc = [e for e in ev if e["type"] == "marker_placed" and e["cause"] == "encirclement"]
    assert [set(e["areas"]) for e in enc] == [{"Châtillon", "Tonnerre", "Auxerre", "Bonny"}]
    assert all(st["control"][a] == "B" for a in ("Châtillon", "Tonnerre", "Auxerre", "Bonny"))


def test_cannot_enter_area_of_other_corps_or_other_players_marker_or_double_taken():
    st = game(3, role="Brad")
    own(st, "B", "Reims")
    set_corps(st, "V", "Soissons", gas=2)
    own(st, "W", "Soissons")
    assert not geo.can_enter(st, "V", "Reims")
    st["control"].pop("Reims")
    assert geo.can_enter(st, "V", "Reims")
    st["corps"]["XII"]["area"] = "Reims"
    assert not geo.can_enter(st, "V", "Reims")


def test_fortified_entry_without_ammo_is_not_allowed():
    st = game(3, role="Patton")
    set_corps(st, "XII", "Luxembourg", gas=3)
    own(st, "B", "Luxembourg")
    st, _ = play(st, "Patton", "move XII")
    assert {"action": "go", "area": "Trier"} not in g.legal(st, "Patton")


# -- rules 11, 12, 13: air support, airborne, commanders ---------------------------------------
def ex18_le_havre():
    st = game(3, role="Monty")
    set_corps(st, "I BR", gas=3, ammo=2, food=1)
    stack(st, "X", ["X01"])
    stack(st, "R", ["R01"])
    st, ev = play(st, "Monty", "air axis")
    assert st["peeks"]["Monty"] == {"X": "X01"}
    assert g.view(st, "Monty")["players"]["Monty"]["peeks"]["X"]["name"] == "275 Infanterie Div"
    assert "peeks" not in g.view(st, "Brad")["players"]["Monty"]
    assert "card" not in g.event_view(ev[1], "Brad") and g.event_view(ev[1], "Monty")["card"] == "X01"
    st, _ = play(st, "Monty", "move I BR Lisieux-Yvetot")
    st, _ = play(st, "Monty", "load I BR 1 food")
    st, _ = play(st, "Monty", "go Le Havre")
    ibr = st["corps"]["I BR"]
    assert (ibr["area"], ibr["food"], ibr["gas"], ibr["ammo"]) == ("Le Havre", 2, 2, 0)
    assert "X01" in st["players"]["Monty"]["won"] and st["players"]["Monty"]["air"] is None
    assert st["control"]["Le Havre"] == "R"
    assert {"action": "go", "area": "Yvetot"} in g.legal(st, "Monty")  # could go back
    return st


def test_example_r11_air_support_le_havre_275_infanterie():
    ex18_le_havre()


def ex19_aachen():
    st = game(3, role="Brad")
    p = st["players"]["Brad"]
    p["medals"], st["medal_pool"] = 1, 19
    won = ["X05", "W16", "W17", "W18", "X13"]  # a medal armoured card + 5 ammo on 4 cards
    for c in won:
        stack(st, RHINE.cards[c].deck, [c])
        st["decks"][RHINE.cards[c].deck].remove(c)
    p["won"] = list(won)
    invariants.check(st)
    set_corps(st, "V", "Maastricht", gas=3, ammo=2, food=1)
    own(st, "W", "Maastricht")
    st["axis"].append("Aachen")
    st["axis_pool"] -= 1
    st, ev = play(st, "Brad", "airborne Aachen, Aachen, Köln")
    assert p is not st["players"]["Brad"] and st["players"]["Brad"]["medals"] == 0
    assert st["players"]["Brad"]["won"] == []
    assert st["airborne_track"] == 1
    stack(st, "X", ["X02"])
    st, _ = play(st, "Brad", "move V Aachen")
    v = st["corps"]["V"]
    assert (v["gas"], v["food"], v["ammo"]) == (2, 1, 0)
    assert st["control"]["Aachen"] == "W" and "Aachen" not in st["axis"]
    assert st["axis_pool"] == 25                         # the Axis marker back to the pool
    assert st["players"]["Brad"]["medals"] == 1 and "X02" in st["players"]["Brad"]["won"]
    assert [u["area"] for u in st["airborne"]] == ["Köln"]
    return st


def test_example_r12_airborne_aachen_12_volksgrenadier():
    ex19_aachen()


def won(st, role, cards):
    """ROLE has beaten CARDS (taken out of their decks)."""
    for c in cards:
        for deck in st["decks"].values():
            if c in deck:
                deck.remove(c)
    st["players"][role]["won"] = list(cards)


def test_airborne_is_paid_with_groups_of_whole_cards_worth_5_ammo():
    """EN r12: a medal per unit, "5 ammo symbols" of cards without medals making one.
    Five 2-ammo cards (10 ammo) make only one group of 5 or more: one unit, not two."""
    st = game(3, role="Brad")
    won(st, "Brad", ["X13", "X14", "X15", "X16", "X17"])
    assert {RHINE.cards[c].ammo for c in st["players"]["Brad"]["won"]} == {2}
    assert any(c["action"] == "airborne" for c in g.legal(st, "Brad"))
    assert not g.is_legal(st, "Brad", g.parse("airborne Aachen, Köln"))
    with pytest.raises(RuleError):
        play(st, "Brad", "airborne Aachen, Köln")
    st, events = play(st, "Brad", "airborne Aachen")
    paid = next(e for e in events if e["type"] == "airborne")["cards"]
    assert len(paid) == 3 and len(st["players"]["Brad"]["won"]) == 2


def test_airborne_payment_finds_the_groups_the_cheapest_first_would_miss():
    st = game(3, role="Brad")
    won(st, "Brad", ["X13", "X14", "X10", "X11"])            # 2 + 2 + 3 + 3 ammo
    assert [RHINE.cards[c].ammo for c in ("X13", "X14", "X10", "X11")] == [2, 2, 3, 3]
    st, events = play(st, "Brad", "airborne Aachen, Köln")   # {2, 3} and {2, 3}
    assert sorted(next(e for e in events if e["type"] == "airborne")["cards"]) == [
        "X10", "X11", "X13", "X14"]
    assert len(st["airborne"]) == 2 and st["players"]["Brad"]["won"] == []


def test_airborne_payment_leaves_the_best_score():
    """1 + 1 + 2 + 3 + 3 ammo score 2 medals; paying one with 2 + 3 keeps the other."""
    from pbem.games.rhine import axis
    st = game(3, role="Brad")
    won(st, "Brad", ["W16", "W17", "X13", "X10", "X11"])
    assert axis.score(st, "Brad") == 2
    st, events = play(st, "Brad", "airborne Aachen")
    paid = next(e for e in events if e["type"] == "airborne")["cards"]
    assert sum(RHINE.cards[c].ammo for c in paid) == 5 and axis.score(st, "Brad") == 1


def white_path(a, b):
    """A shortest chain of areas along white arrows from A to B."""
    from collections import deque
    prev, todo = {a: None}, deque([a])
    while todo:
        x = todo.popleft()
        for y in sorted(RHINE.moves["W"][x]):
            if y not in prev:
                prev[y] = x
                todo.append(y)
    out = [b]
    while prev[out[-1]] is not None:
        out.append(prev[out[-1]])
    return out[::-1]


@pytest.mark.parametrize("chain", [True, False])
def test_example_r12_continued_koln_9_panzer_air_support_and_airborne(chain):
    st = ex19_aachen()
    st, _ = play(st, "Brad", "stop")
    st, _ = play(st, "Brad", "end")
    assert st["airborne"][0]["up"] is False  # flipped at the end of Brad's turn
    st["turn"] = new_turn("Brad", 4)
    set_corps(st, "V", gas=2, ammo=0, food=1)
    stack(st, "X", ["X04"])
    st, _ = play(st, "Brad", "air axis")
    if chain:  # an unbroken chain of white markers from Aachen back to Chartres
        for a in white_path("Aachen", "Chartres"):
            if geo.controller(st, a) is None:
                own(st, "W", a)
    st, ev = play(st, "Brad", "move V Köln")
    v = st["corps"]["V"]
    assert (v["gas"], v["ammo"]) == (0, 0) and "X04" in st["players"]["Brad"]["won"]
    assert st["control"]["Köln"] == "W" and st["players"]["Brad"]["air"] is None
    assert bool(st["outcome"]) == chain
    if chain:
        assert st["outcome"]["winners"] == ["Brad"]
        assert st["outcome"]["reason"] == "automatic victory"


def test_airborne_units_age_and_vanish_after_two_of_owner_turns():
    st = game(3, role="Brad")
    st["players"]["Brad"]["medals"], st["medal_pool"] = 1, 19
    st, _ = play(st, "Brad", "airborne Köln")
    st, _ = play(st, "Brad", "end")
    assert st["airborne"] == [{"area": "Köln", "owner": "Brad", "up": False}]
    st["turn"] = new_turn("Brad", 4)
    st, _ = play(st, "Brad", "end")
    assert st["airborne"] == []


def test_example_r13_brad_commander_air_support_is_an_extra_action():
    st = game(3, role="Brad", weather=True)
    st["weather"] = "rain"
    st, _ = play(st, "Brad", "trucks 1")
    st, _ = play(st, "Brad", "trucks 1")
    assert {"action": "air", "deck": "axis", "commander": True} in g.legal(st, "Brad")
    assert {"action": "air", "deck": "axis", "commander": False} not in g.legal(st, "Brad")
    st, _ = play(st, "Brad", "commander air axis")
    assert not st["players"]["Brad"]["commander"]


def test_example_r13_monty_resistance_and_plus_two_ammo_at_le_havre():
    st = ex18_le_havre()
    st["players"]["Monty"]["kept"].append("R03")  # kept from an earlier turn
    st["decks"]["R"].remove("R03")
    st, _ = play(st, "Monty", "stop")
    assert st["turn"]["step"] == "action"  # a kept card left: the turn goes on
    st, _ = play(st, "Monty", "resistance")
    assert st["turn"]["allowance"] == 3
    st, _ = play(st, "Monty", "supply Le Havre basic +ammo+ammo")
    assert st["areas"]["Le Havre"] == {"gas": 1, "ammo": 3, "food": 1}
    ibr = st["corps"]["I BR"]
    assert (ibr["gas"], ibr["food"], ibr["ammo"]) == (2, 2, 0)
    assert not st["players"]["Monty"]["commander"]


def test_example_r13_patton_five_actions_with_a_mid_turn_supply_check():
    st = game(3, role="Patton")
    st["players"]["Patton"]["kept"].append("B13")
    st["decks"]["B"].remove("B13")
    st, _ = play(st, "Patton", "supply Orléans 3 gas")
    stack(st, "B", ["B11"])
    st, _ = play(st, "Patton", "commander move XV Sens")
    if st["turn"]["step"] == "go":
        st, _ = play(st, "Patton", "stop")
    st["trucks"]["reserve"] += st["trucks"]["stock"] - 1
    st["trucks"]["stock"] = 1
    st, ev = play(st, "Patton", "trucks 1")
    assert "interphase" in types(ev) and st["players"]["Patton"]["commander"]
    st, _ = play(st, "Patton", "recon axis")
    assert "X" in st["peeks"]["Patton"]
    st, _ = play(st, "Patton", "commander move XII")
    assert st["turn"]["step"] == "go" and not st["players"]["Patton"]["commander"]
    assert st["turn"]["moved"] == ["XV", "XII"]


# -- rule 14: the Axis reaction ----------------------------------------------------------------
def test_example_r14a_first_axis_marker_places():
    st = game(3, role="Patton")
    st, _ = play(st, "Patton", "end")
    places = {c["area"] for c in g.legal(st, "Patton") if c["action"] == "axis"}
    assert {"Rheinhausen", "Rheydt", "Aachen"} <= places
    assert not places & {"Nijmegen", "Arnhem", "Breda"}


def ex_r14b_bruxelles():
    """EX r14B: Patton's turn over, the Axis reaction to choose (Antwerpen or a
    counter-attack on Monty's medal area Bruxelles)."""
    st = game(3, role="Patton")
    st["axis"] += ["Dienst"]
    st["axis_pool"] = 11
    set_corps(st, "I BR", "Gent", gas=1)
    own(st, "R", "Gent", "Ronse", "Bruxelles")
    st["medal_areas"]["Monty"].append("Bruxelles")
    st["players"]["Monty"]["medals"], st["medal_pool"] = 1, 19
    st, _ = play(st, "Patton", "end")
    return st


def test_example_r14b_axis_marker_in_antwerpen_or_counter_attack_bruxelles():
    st = ex_r14b_bruxelles()
    opts = g.legal(st, "Patton")
    assert {"action": "axis", "area": "Antwerpen"} in opts
    assert {"action": "counter", "area": "Bruxelles"} in opts
    assert {"action": "counter", "area": "Ronse"} not in opts
    alt, _ = play(st, "Patton", "axis Antwerpen")
    assert "Antwerpen" in alt["axis"] and alt["axis_pool"] == 10
    st, _ = play(st, "Patton", "counter Bruxelles")
    assert "Bruxelles" not in st["control"] and st["axis_pool"] == 11
    assert st["players"]["Monty"]["medals"] == 0


def test_last_axis_marker_ends_the_game_at_the_end_of_the_round():
    st = game(3)
    order = st["order"]
    st["turn"] = new_turn(order[0], 1)
    st["axis_pool"] = 1
    st, _ = play(st, order[0], "end")
    st, _ = play(st, order[0], f"axis {g.legal(st, order[0])[0]['area']}")
    assert st["final_round"] and not st["outcome"]
    for r in order[1:]:
        assert st["turn"]["role"] == r
        st, _ = play(st, r, "end")
        if not st["outcome"] and st["turn"]["step"] == "axis":
            assert {"action": "pass"} in g.legal(st, r)
            st, _ = play(st, r, "pass")
    assert st["outcome"]["reason"] == "most medals"


# -- rule 16: scoring -----------------------------------------------------------------------------
def test_example_r16_scoring_4_plus_2_plus_1():
    from pbem.games.rhine.axis import score
    st = game(3)
    p = st["players"]["Brad"]
    p["medals"] = 4
    p["won"] = ["X05", "X06", "W16", "W17", "W18", "X13", "X14"]  # 1+1+1+2+2 = 7 ammo
    assert score(st, "Brad") == 7


def test_tie_breaks_divisions_then_later_in_order():
    from pbem.games.rhine.axis import winners
    st = game(3)
    st["players"][st["order"][0]]["won"] = ["X13"]
    assert winners(st) == [st["order"][0]]
    st["players"][st["order"][0]]["won"] = []
    assert winners(st) == [st["order"][-1]]


# -- hidden information and notation --------------------------------------------------------
def test_views_hide_deck_order_and_kept_cards():
    st = game(3)
    st["players"]["Monty"]["kept"].append("R03")
    st["decks"]["R"].remove("R03")
    v = g.view(st, "Brad")
    assert v["decks"]["X"] == 24 and "kept" not in v["players"]["Monty"]
    assert g.view(st, "Monty")["players"]["Monty"]["kept"][0]["id"] == "R03"
    started = g.setup({"seats": 3}, Draws(SEED, "t", 0))[0]
    assert g.event_view(started, None)["decks"] == {"R": 22, "W": 22, "B": 22, "X": 24}


@pytest.mark.parametrize("text", [
    "move XII Troyes-Vitry-Chalons", "commander move I BR Lisieux-Yvetot-Le Havre",
    "supply Le Havre basic +ammo+ammo", "supply Lisieux 3 ammo", "truck Lisieux-Brionne 2G3A",
    "go Bar-le-Duc", "load II CAN 2 gas", "airborne Aachen, Aachen, Köln", "axis box",
    "counter Bruxelles", "swap food ammo", "recon axis", "commander air pursuit", "trucks 5"])
def test_notation_round_trip(text):
    assert g.format(g.parse(text)) == text


@pytest.mark.parametrize("text,expected", [
    ("move", "move CORPS"), ("go Atlantis", "unknown area"), ("truck Lisieux 3A", "two areas"),
    ("supply Lisieux", "supply AREA basic"), ("fly", "expected one of"),
    ("truck Lisieux-Brionne 3X", "load like"), ("truck Lisieux-Brionne 0G", "load like"),
    ("truck Lisieux-Brionne 3A0G", "load like")])
def test_parse_errors_say_what_was_expected(text, expected):
    with pytest.raises(RuleError, match=expected):
        g.parse(text)


def test_weather_rain_card_returns_air_markers_and_blocks_air_support():
    st = game(3, role="Patton", weather=True)
    st["players"]["Monty"]["air"] = "X"
    stack(st, "B", ["B22"])  # Battle of Peleliu: rain
    st, ev = play(st, "Patton", "move XII Troyes-Vitry")
    assert st["weather"] == "rain" and st["players"]["Monty"]["air"] is None
    if st["turn"]["step"] == "go":
        st, _ = play(st, "Patton", "stop")
    acts = {c["action"] for c in g.legal(st, "Patton")}
    assert "air" not in acts and "airborne" not in acts


def test_first_reveal_returns_every_air_marker_on_that_deck():
    st = game(3, role="Patton")
    st["players"]["Monty"]["air"] = "X"
    st["players"]["Patton"]["air"] = "X"
    set_corps(st, "XII", "Luxembourg", gas=2, ammo=2)
    own(st, "B", "Luxembourg")
    st["axis"].append("Bitburg")
    st["axis_pool"] -= 1
    stack(st, "X", ["X01"])
    st, _ = play(st, "Patton", "move XII Bitburg")
    assert st["players"]["Monty"]["air"] is None and st["players"]["Patton"]["air"] is None
    assert st["corps"]["XII"]["ammo"] == 1  # 2 to beat the division, 1 from his air support


# -- EX04: the turn structure -------------------------------------------------------------------
def test_example_r5_patton_turn_supply_commander_move_transport_then_axis_reaction():
    st = game(3)
    order = st["order"]
    st["turn"] = new_turn("Patton", 1)
    st["round"] = 1
    stack(st, "B", ["B11"])                              # Battle of Angaur: no effect
    st, _ = play(st, "Patton", "supply Orléans 3 gas")   # action 1
    assert st["turn"]["actions"] == 1 and st["areas"]["Orléans"]["gas"] == 3
    st, _ = play(st, "Patton", "commander move XV Sens-Auxerre stop")  # the extra action
    assert st["turn"]["actions"] == 1 and not st["players"]["Patton"]["commander"]
    assert st["corps"]["XV"]["area"] == "Auxerre" and st["turn"]["step"] == "action"
    st, _ = play(st, "Patton", "transport")              # action 2
    st, _ = play(st, "Patton", "truck Orléans-Montargis 3G")
    st, ev = play(st, "Patton", "done")
    # no action, extra or kept card left: the actions end and the Axis reaction follows
    assert "turn_ended" in types(ev) and st["turn"]["step"] == "axis"
    area = next(c["area"] for c in g.legal(st, "Patton") if c["action"] == "axis")
    st, ev = play(st, "Patton", f"axis {area}")
    nxt = order[(order.index("Patton") + 1) % 3]
    assert ev[-1]["type"] == "turn_began" and st["turn"]["role"] == nxt


def test_example_r5_a_kept_resistance_adds_an_action_after_the_second():
    st = game(3, role="Patton")
    st["players"]["Patton"]["kept"].append("B05")        # Resistance with the hand symbol
    st["decks"]["B"].remove("B05")
    st["players"]["Patton"]["commander"] = False
    st, _ = play(st, "Patton", "trucks 1")
    st, _ = play(st, "Patton", "trucks 1")
    assert st["turn"]["step"] == "action" and {"action": "resistance"} in g.legal(st, "Patton")
    st, _ = play(st, "Patton", "resistance")
    st, ev = play(st, "Patton", "trucks 1")               # the third action
    assert st["turn"]["actions"] == 3 and st["turn"]["step"] == "axis"


# -- 15C: the common Pursuit deck ----------------------------------------------------------------
def test_common_pursuit_deck_one_deck_one_discard_pile():
    st = game(3, common_deck=True)
    assert set(st["decks"]) == {"P", "X"} and len(st["decks"]["P"]) == 66
    st["turn"] = new_turn("Patton", 1)
    stack(st, "P", ["R01", "B11"])                        # any colour's card may come
    st, ev = play(st, "Patton", "move XII Troyes-Vitry-Chalons")
    drawn = [e for e in ev if e["type"] == "card_drawn"]
    assert [e["deck"] for e in drawn] == ["P", "P"] and [e["card"] for e in drawn] == ["R01", "B11"]
    assert st["areas"]["Vitry"]["food"] == 1              # Monty's Vive la liberation works for Patton
    assert {"R01", "B11"} <= set(st["discards"]["P"]) and set(st["discards"]) == {"P", "X"}
    st["decks"]["P"], st["discards"]["P"] = [], st["decks"]["P"] + st["discards"]["P"]
    st, ev = play(st, "Patton", "go Reims") if st["turn"]["step"] == "go" else (st, [])
    if ev:
        assert any(e["type"] == "shuffled" and e["deck"] == "P" for e in ev)


# -- 15D: veteran rules ----------------------------------------------------------------------------
def test_veteran_patton_axis_marker_in_metz_counts_only_once_linked():
    st = game(3, veteran=["Patton"])
    assert "Metz" in st["axis"] and st["axis_pool"] == 24 and st["metz_marker"] == "Metz"
    places = set(geo.axis_places(st))
    assert not places & (RHINE.neighbours["Metz"] - geo.FLAGGED_VICTORY)
    # a chain of Axis markers from a flagged victory area to Metz makes it count
    chain = shortest(["Metz"], lambda a: a in geo.FLAGGED_VICTORY)[1:-1]
    st["axis"] += chain[:-1]
    assert not geo.metz_linked(st)
    st["axis"] += chain[-1:]
    assert geo.metz_linked(st)
    assert {"Thionville", "Pont-à-Mousson", "Verdun"} & set(geo.axis_places(st))
    assert not geo.metz_linked(game(3, veteran=["Patton"]))


def shortest(start, goal):
    """The shortest chain of areas (any arrow) from START[0] to an area meeting GOAL."""
    paths, seen = [start], {start[0]}
    while paths:
        path = paths.pop(0)
        if goal(path[-1]):
            return path
        for b in sorted(RHINE.neighbours[path[-1]] - seen):
            seen.add(b)
            paths.append(path + [b])
    raise AssertionError("no chain")


def coast_pocket(veteran):
    """Monty holds St-Omer and a ring around the Boulogne-Calais-Dunkerque pocket, which
    is cut off from Düsseldorf (flags: never encircled)."""
    st = game(3, role="Brad", veteran=veteran)
    own(st, "R", "St-Omer", "Abbeville", "Arras", "Ypres", "Ostende")
    return st


def test_veteran_monty_coastal_counter_attack_and_no_encirclement_after_it():
    st = coast_pocket([])
    st, _ = play(st, "Brad", "end")
    assert {"action": "counter", "area": "St-Omer"} not in g.legal(st, "Brad")
    st = coast_pocket(["Monty"])
    assert "St-Omer" not in geo.counter_targets(st, "R")  # "other players" only
    st, _ = play(st, "Brad", "end")
    assert {"action": "counter", "area": "St-Omer"} in g.legal(st, "Brad")
    st, ev = play(st, "Brad", "counter St-Omer")
    assert ev[0]["type"] == "counter_attack" and ev[0]["veteran"] is True
    assert "St-Omer" not in st["control"] and st["no_encircle"] == ["St-Omer"]
    # cut off from Düsseldorf, yet not encircled at the next placement
    assert "St-Omer" not in geo.encircled(st, "W")
    assert "St-Omer" in geo.encircled(dict(st, no_encircle=[]), "W")
    # once a marker is placed there again, the exemption is gone
    st = run([{"type": "marker_placed", "role": "Monty", "colour": "R", "areas": ["St-Omer"],
               "medal": False, "cause": "corps"}], st)
    assert st["no_encircle"] == []


def test_an_ordinary_counter_attack_is_not_a_veteran_one():
    st = game(3, role="Patton", veteran=["Monty"])
    st["axis"] += ["Dienst"]
    st["axis_pool"] -= 1
    set_corps(st, "I BR", "Gent", gas=1)
    own(st, "R", "Gent", "Ronse", "Bruxelles")
    st, _ = play(st, "Patton", "end")
    st, ev = play(st, "Patton", "counter Bruxelles")
    assert ev[0]["veteran"] is False and st["no_encircle"] == []


# -- plans: a move with a path and standing answers ---------------------------------------------
def xii_in_troyes(cards, food=1):
    """Patton's turn, XII in Troyes with 3 gas and FOOD, CARDS on his Pursuit deck."""
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=3, ammo=0, food=food)
    stack(st, "B", cards)
    return st


def test_plan_answers_black_market_and_starving_in_one_command():
    st = xii_in_troyes(["B01", "B02", "B05"], food=2)
    st, ev = play(st, "Patton", "move XII Troyes-Vitry-Chalons-Reims swap food ammo feed")
    xii = st["corps"]["XII"]
    assert (xii["area"], xii["gas"], xii["ammo"], xii["food"]) == ("Reims", 2, 1, 0)
    assert st["players"]["Patton"]["medals"] == 2        # Starving civilians + Reims
    assert st["turn"]["step"] == "action"


def test_plan_stops_at_a_decision_it_does_not_cover():
    st = xii_in_troyes(["B01", "B02", "B05"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons-Reims feed")
    assert st["turn"]["step"] == "black_market" and st["corps"]["XII"]["area"] == "Vitry"
    # a swap that is not possible when the card comes stops the plan too
    st = xii_in_troyes(["B01"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons swap ammo gas")
    assert st["turn"]["step"] == "black_market"
    st, _ = play(st, "Patton", "decline")
    assert st["turn"]["step"] == "go" and st["corps"]["XII"]["area"] == "Vitry"


def test_plan_pays_the_regroup_gas_unless_told_no_gas_and_stops_when_told():
    st = xii_in_troyes(["B07", "B09", "B11"])
    alt, _ = play(st, "Patton", "move XII Troyes-Vitry-Chalons pay gas")
    assert alt["corps"]["XII"]["area"] == "Chalons"      # EX14: pays 1 gas after Les Boches
    st, ev = play(st, "Patton", "move XII Troyes-Vitry-Chalons no gas")
    assert st["corps"]["XII"]["area"] == "Vitry" and st["turn"]["step"] == "action"
    assert st["corps"]["XII"]["gas"] == 2
    st = game(3, role="Patton")
    stack(st, "B", ["B11"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry stop")
    assert st["turn"]["step"] == "action" and st["turn"]["moved"] == ["XII"]


def test_plan_with_a_broken_path_is_refused_with_the_reason():
    st = game(3, role="Patton")
    with pytest.raises(RuleError, match="Troyes and Reims are not joined"):
        play(st, "Patton", "move XII Troyes-Reims")
    with pytest.raises(RuleError, match="at most 3 areas"):
        play(st, "Patton", "move XII Troyes-Vitry-Chalons-Reims-Rethel")
    assert not g.is_legal(st, "Patton", {"action": "move", "corps": "XII", "commander": False,
                                         "path": ["Troyes", "Vitry"], "answers": {"feed": 1}})


def test_a_corps_that_cannot_move_is_refused_with_the_reason():
    st = game(2, role="Monty", commanders=["Monty", "Brad"])
    with pytest.raises(RuleError, match="XX is Patton's corps, and Patton is not in this game"):
        play(st, "Monty", "move XX")
    with pytest.raises(RuleError, match="'move V': V is Brad's corps, not yours"):
        play(st, "Monty", "move V")
    st["corps"]["XXX BR"]["grounded"] = True
    with pytest.raises(RuleError, match="XXX BR is grounded until it gets food"):
        play(st, "Monty", "move XXX BR")
    set_corps(st, "II CAN")
    with pytest.raises(RuleError, match="II CAN has no gas, on its card or in "):
        play(st, "Monty", "move II CAN")
    st, _ = play(st, "Monty", "move XII BR")
    st, _ = play(st, "Monty", "stop")
    with pytest.raises(RuleError, match="XII BR has already moved this turn"):
        play(st, "Monty", "move XII BR")


def test_is_legal_accepts_every_listed_command_and_the_longer_forms_only():
    st = game(3, role="Patton")
    for c in g.legal(st, "Patton"):
        assert g.is_legal(st, "Patton", c)
    assert not g.is_legal(st, "Brad", g.legal(st, "Patton")[0])
    assert not g.is_legal(st, "Patton", {"action": "go", "area": "Vitry"})
    assert not g.is_legal(st, "Patton", "end")
    assert g.is_legal(st, "Patton", g.parse("move XII Troyes-Vitry-Chalons feed stop"))


def test_legal_summary_covers_every_kind_of_legal_command_with_examples():
    st = game(3, role="Monty")
    put(st, "Lisieux", gas=3, ammo=3)
    st["players"]["Monty"]["medals"], st["medal_pool"] = 1, 19   # airborne possible
    lines = g.legal_summary(st, "Monty")
    text = "\n".join(lines)
    kinds = {c["action"] for c in g.legal(st, "Monty")}
    assert len(g.legal(st, "Monty")) > 80 and len(lines) <= len(kinds) + 2
    for k in kinds:
        assert k in text
    assert "move CORPS [PATH [ANSWERS]]  e.g. move I BR" in text and "(4 corps" in text
    assert ", move I BR Lisieux-Yvetot-" in text
    assert "airborne AREA[, AREA[, AREA]]  e.g. airborne " in text
    assert g.legal_summary(st, "Brad") == ["resign"]       # any time, out of turn too
    st, _ = play(st, "Monty", "transport")
    lines = g.legal_summary(st, "Monty")
    assert lines[0].startswith("truck FROM-TO LOAD  e.g. truck Lisieux-")
    assert lines[1] == "done" and lines[-2].startswith("unload CORPS N KIND  e.g. unload ")
    assert lines[-1] == "resign"


def test_options_take_the_commander_pair_as_text():
    from pbem.games.rhine.setup import OPTIONS_SCHEMA
    o = OPTIONS_SCHEMA().load({"seats": 2, "commanders": "monty+patton", "veteran": "Monty"})
    assert g.roles(o) == ["Monty", "Patton"] and o["veteran"] == ["Monty"]
    import marshmallow
    with pytest.raises(marshmallow.ValidationError, match="two different"):
        OPTIONS_SCHEMA().load({"seats": 2, "commanders": "Brad"})


# -- audit: rules fixed against the books ---------------------------------------------------------
def test_r11_air_support_pays_the_fortification_when_the_card_is_no_combat():
    """PL r11 / PL-sum A5: the air marker counts as 1 ammo 'on entering a fortified area
    or in combat'; with a no-effect card it pays the fortification, the card keeps its
    ammo."""
    st = game(3, role="Patton")
    set_corps(st, "XII", "Luxembourg", gas=2, ammo=1)
    own(st, "B", "Luxembourg")
    stack(st, "B", ["B11"])                                  # Battle of Angaur: no effect
    st, _ = play(st, "Patton", "air pursuit")
    st, ev = play(st, "Patton", "move XII Trier")
    xii = st["corps"]["XII"]
    assert (xii["area"], xii["gas"], xii["ammo"]) == ("Trier", 1, 1)
    assert st["control"]["Trier"] == "B" and st["players"]["Patton"]["air"] is None


def test_r12_airborne_unit_pays_fortified_entry_without_combat():
    """EN r12: an airborne unit gives +1 ammo 'either for combat or for moving into a
    fortified area'."""
    st = game(3, role="Brad")
    st["players"]["Brad"]["medals"], st["medal_pool"] = 1, 19
    set_corps(st, "V", "Maastricht", gas=2, ammo=1, food=1)
    own(st, "W", "Maastricht")
    st, _ = play(st, "Brad", "airborne Aachen")
    stack(st, "W", ["W22"])                                  # Battle of Leyte Gulf: no effect
    st, _ = play(st, "Brad", "move V Aachen")
    v = st["corps"]["V"]
    assert (v["area"], v["ammo"]) == ("Aachen", 1) and st["airborne"] == []


def test_r12_fortification_and_combat_bonus_totals_unchanged():
    """With a combat the bonus still covers fortification + combat in total: 1 airborne
    unit, 2 ammo on the card, fortified Aachen (1) + 275 Inf Div (2) = 3 = 1 + 2."""
    st = game(3, role="Brad")
    st["players"]["Brad"]["medals"], st["medal_pool"] = 1, 19
    set_corps(st, "V", "Maastricht", gas=2, ammo=2, food=1)
    own(st, "W", "Maastricht")
    st["axis"].append("Aachen")
    st["axis_pool"] -= 1
    st, _ = play(st, "Brad", "airborne Aachen")
    stack(st, "X", ["X01"])
    st, _ = play(st, "Brad", "move V Aachen")
    v = st["corps"]["V"]
    assert (v["area"], v["ammo"]) == ("Aachen", 0) and "X01" in st["players"]["Brad"]["won"]
    assert st["axis_pool"] == 25


def test_r15b_rain_returns_air_markers_only_when_the_weather_changes():
    """15B: 'in case of changing weather from clear into rain' the markers go back; Brad
    may place his Commander air support in rain, and a second rain card leaves it."""
    st = game(3, role="Brad", weather=True)
    st["weather"] = "rain"
    st, _ = play(st, "Brad", "commander air axis")
    assert st["players"]["Brad"]["air"] == "X"
    st["turn"] = new_turn("Patton", 2)
    stack(st, "B", ["B22"])                                  # Battle of Peleliu: rain
    st, _ = play(st, "Patton", "move XII Troyes-Vitry")
    assert st["weather"] == "rain" and st["players"]["Brad"]["air"] == "X"


def test_r15d_veteran_patton_metz_restriction_ends_with_the_metz_marker():
    """15D: the restriction is on the marker placed in Metz at setup; once a corps beats
    it, a later Axis marker in Metz is an ordinary source."""
    st = game(3, veteran=["Patton"])
    st = run([{"type": "marker_placed", "role": "Patton", "colour": "B", "areas": ["Metz"],
               "medal": False, "cause": "corps"}], st)
    assert st["metz_marker"] is None and st["axis_pool"] == 25
    del st["control"]["Metz"]                                 # counter-attacked later
    st["axis"].append("Metz")
    st["axis_pool"] -= 1
    assert {"Thionville", "Verdun", "Pont-à-Mousson"} <= set(geo.axis_places(st))


def test_example_r13_brad_supplies_vii_in_bastogne_commander_air_then_prum():
    """EX21 (PL r13 ex(Bradley)): action 1 delivers supplies to VII in Bastogne, the
    Commander card gives an Air support on the Axis deck, action 2 moves VII into Prüm
    (Axis marker; fortified here). The book gives no outcome: with 275 Inf Div on top
    the air marker pays 1 of the 3 ammo."""
    st = game(3, role="Brad")
    own(st, "W", "Marche", "Bastogne")
    set_corps(st, "VII", "Bastogne", gas=1, ammo=0, food=1)
    put(st, "Marche", ammo=3)
    st["axis"].append("Prüm")
    st["axis_pool"] -= 1
    stack(st, "X", ["X01"])
    st, _ = play(st, "Brad", "transport")
    st, _ = play(st, "Brad", "truck Marche-Bastogne 3A")
    if st["turn"]["step"] == "transport":
        st, _ = play(st, "Brad", "done")
    st, _ = play(st, "Brad", "load VII 3 ammo")
    st, _ = play(st, "Brad", "commander air axis")
    assert st["turn"]["actions"] == 1 and not st["players"]["Brad"]["commander"]
    assert st["peeks"]["Brad"] == {"X": "X01"}
    st, ev = play(st, "Brad", "move VII Prüm")
    vii = st["corps"]["VII"]
    assert (vii["area"], vii["gas"], vii["ammo"]) == ("Prüm", 0, 1)
    assert st["control"]["Prüm"] == "W" and "Prüm" not in st["axis"]
    assert "X01" in st["players"]["Brad"]["won"] and st["players"]["Brad"]["air"] is None
    assert st["turn"]["actions"] == 2 and st["turn"]["step"] == "axis"


@pytest.mark.parametrize("basic", [False, True])
def test_r15a_antwerpen_becomes_montys_army_base_and_lisieux_loses_it(basic):
    """15A: with Antwerpen and the four [A] areas liberated, Antwerpen is Monty's Army
    supply base (3 of a kind from the Stock track, 9 pieces) and Lisieux is not; the
    basic game leaves rule 15 out."""
    from pbem.games.rhine.state import army_bases, capacity
    st = game(3, role="Monty", basic=basic)
    own(st, "R", "Gent", "Breskens", "Vlissingen", "Goes", "Bergen op Zoom")
    set_corps(st, "I BR", "Gent", gas=2, ammo=1, food=1)
    stack(st, "R", ["R22"])                                  # Quebec Conference: no effect
    st, _ = play(st, "Monty", "move I BR Antwerpen stop")
    assert st["control"]["Antwerpen"] == "R"
    if basic:
        assert not st["antwerpen"] and army_bases(st)["R"] == "Lisieux"
        return
    assert st["antwerpen"] and army_bases(st)["R"] == "Antwerpen"
    assert capacity(st, "Antwerpen") == 9 and capacity(st, "Lisieux") == 6
    sites = {c["area"] for c in g.legal(st, "Monty") if c["action"] == "supply"}
    assert "Antwerpen" in sites and "Lisieux" not in sites
    st, _ = play(st, "Monty", "supply Antwerpen 3 ammo")
    assert st["areas"]["Antwerpen"]["ammo"] == 3


def test_r9_grounded_corps_eats_food_trucked_through_its_area():
    """EN r9 / PL r9: the food is used at once, 'even if this food was being transported
    through': truck 1 brings it to Brionne, where XII BR is grounded, so truck 2 has
    nothing to carry on to Rouen."""
    st = game(3, role="Monty")
    own(st, "R", "Rouen")
    set_corps(st, "XII BR", "Brionne", gas=1, food=0)
    st["corps"]["XII BR"]["grounded"] = True
    put(st, "Lisieux", food=1)
    st, _ = play(st, "Monty", "transport")
    st, ev = play(st, "Monty", "truck Lisieux-Brionne 1F")
    assert "ungrounded" in types(ev) and not st["corps"]["XII BR"]["grounded"]
    assert "Brionne" not in st["areas"]
    assert not any(c["action"] == "truck" for c in g.legal(st, "Monty"))


def test_r4_three_players_take_no_commanders_option():
    """Bad input gets a clear error: a 3-player game cannot leave a commander out."""
    import marshmallow as _m
    import pbem.games.rhine as rhine
    with pytest.raises(_m.ValidationError, match="three players command all three"):
        rhine.OPTIONS_SCHEMA().load({"seats": 3, "commanders": "Monty+Brad"})
    assert rhine.OPTIONS_SCHEMA().load({"seats": 3, "commanders": "Monty+Brad+Patton"})
