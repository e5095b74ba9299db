"""Race to the Rhine, second audit against both books: each test reproduces one rule the
audit found broken (named after the rule) and checks the conservation invariants after
every event (the helpers of tests/test_rhine_rules.py)."""
import pytest

from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games.rhine import geo
import pbem.games.rhine as g
from tests.test_rhine_rules import game, own, play, put, run, set_corps, stack


# -- rule 6: the capacity is decided the moment a load would break it ---------------------
def relay_start():
    """EN/PL r8's relay with full areas: 5 gas in Lisieux, 5 ammo in Brionne, Monty at
    level 1 (2 trucks per transport)."""
    st = game(3, role="Monty")
    own(st, "R", "Rouen")
    for cid in ("II CAN", "XII BR", "XXX BR"):            # pieces for the pool
        set_corps(st, cid, gas=0, ammo=1, food=1)
    put(st, "Lisieux", gas=5)
    put(st, "Brionne", ammo=5)
    st, _ = play(st, "Monty", "transport")
    return st


def test_r6_capacity_decided_mid_transport():
    """r6: "If the supply piece limit is about to be exceeded, the player who controls the
    area decides which supply pieces are removed": a truck taking Brionne to 10 pieces
    stops the transport until Monty has given 4 back, so the next truck carries at most
    what Brionne may hold, not all 10."""
    st, events = play(relay_start(), "Monty", "truck Lisieux-Brionne 5G")
    assert st["turn"]["step"] == "overflow"
    assert st["areas"]["Brionne"] == {"gas": 5, "ammo": 5, "food": 0}
    legal = g.legal(st, "Monty")
    assert {"action": "return", "area": "Brionne", "kind": "gas"} in legal
    assert {"action": "return", "area": "Brionne", "kind": "ammo"} in legal
    assert not [c for c in legal if c["action"] in ("truck", "done")]
    with pytest.raises(RuleError):        # the next truck waits for the decision
        play(st, "Monty", "truck Brionne-Rouen 5A")
    pool = dict(st["pool"])
    for _ in range(3):
        st, _ = play(st, "Monty", "return Brionne ammo")
        assert st["turn"]["step"] == "overflow"
    st, _ = play(st, "Monty", "return Brionne gas")
    assert st["turn"]["step"] == "transport" and st["turn"]["transport"]["left"] == 1
    assert st["pool"] == dict(pool, ammo=pool["ammo"] + 3, gas=pool["gas"] + 1)
    assert st["areas"]["Brionne"] == {"gas": 4, "ammo": 2, "food": 0}
    st, _ = play(st, "Monty", "truck Brionne-Rouen 4G1A")
    assert st["turn"]["step"] == "action" and st["turn"]["actions"] == 1
    assert st["areas"]["Rouen"] == {"gas": 4, "ammo": 1, "food": 0}
    assert st["areas"]["Brionne"] == {"gas": 0, "ammo": 1, "food": 0}


def test_r6_capacity_decided_after_the_last_truck_of_a_transport():
    """The last truck of a transport ends the action; the decision follows at once and
    the player is back at choosing an action."""
    st = relay_start()
    st["turn"]["transport"]["left"] = 1
    st, _ = play(st, "Monty", "truck Lisieux-Brionne 3G")
    assert st["turn"]["step"] == "overflow" and st["turn"]["transport"] is None
    st, _ = play(st, "Monty", "return Brionne gas")
    st, _ = play(st, "Monty", "return Brionne ammo")
    assert st["turn"]["step"] == "action"
    assert sum(st["areas"]["Brionne"].values()) == 6


def test_r6_capacity_decision_by_loading_a_corps_then_the_transport_goes_on():
    """A corps standing in the full area may take pieces onto its card instead (the free
    exchange, reading 19); the transport then resumes."""
    st = relay_start()
    set_corps(st, "I BR", "Brionne", gas=0, ammo=0, food=0)
    st, _ = play(st, "Monty", "truck Lisieux-Brionne 5G")
    assert st["turn"]["step"] == "overflow"
    st, _ = play(st, "Monty", "load I BR 4 gas")
    assert st["turn"]["step"] == "transport"
    assert st["areas"]["Brionne"] == {"gas": 1, "ammo": 5, "food": 0}


def test_r6_a_transport_sent_as_lines_stops_at_the_capacity_decision():
    """Commands sent one after another (a mail's lines) stop where the decision comes:
    the second truck is refused, and nothing of it happens."""
    st = relay_start()
    st, _ = play(st, "Monty", "truck Lisieux-Brionne 5G")
    before = {k: dict(v) for k, v in st["areas"].items()}
    with pytest.raises(RuleError, match="return Brionne"):
        g.decide(st, "Monty", g.parse("truck Brionne-Rouen 5A"), Draws("ab" * 32, "t", 0))
    assert st["areas"] == before


def test_r6_skip_mid_transport_settles_the_capacity_then_ends_the_turn():
    st, _ = play(relay_start(), "Monty", "truck Lisieux-Brionne 5G")
    assert g.default_command(st, "Monty")["action"] == "return"
    st = run(g.skip(st, "Monty", Draws("cd" * 32, "x", 0)), st)
    assert st["turn"]["role"] != "Monty"
    assert sum(st["areas"]["Brionne"].values()) == 6


# -- rule 10: an encircled double-colour area goes to the player who caused it -------------
def ring_around_reims(st):
    """Markers all round Reims, Soissons and Compiègne but at Beauvais (red/white): a red
    marker on Beauvais cuts the three off from Düsseldorf."""
    own(st, "W", "Château-Thierry", "Laon", "Meaux", "Rethel", "St-Quentin")
    own(st, "B", "Chalons", "Épernay")


@pytest.mark.parametrize("seats,pair", [(3, None), (2, ["Monty", "Patton"])])
def test_r10_encircled_double_colour_goes_to_mover(seats, pair):
    """EN r10: "In case of double-colored areas being encircled, the currently moving
    player gains control"; PL r10: "Puste pole wspólne przechodzi pod kontrolę gracza,
    który umieścił znacznik gracza, który spowodował okrążenie". Monty's marker on
    Beauvais encircles blue/white Reims: it is Monty's, not Patton's, though it does not
    bear his colour; single-colour areas (Soissons, Compiègne) go to their colour."""
    st = game(seats, role="Monty", **({"commanders": pair} if pair else {}))
    ring_around_reims(st)
    set_corps(st, "XXX BR", "Vernon", gas=2)
    stack(st, "R", ["R20"])                                   # no effect
    st, events = play(st, "Monty", "move XXX BR Vernon-Beauvais stop")
    assert st["control"]["Beauvais"] == "R"
    enc = {a: e["colour"] for e in events
           if e["type"] == "marker_placed" and e["cause"] == "encirclement" for a in e["areas"]}
    assert enc["Reims"] == "R" and st["control"]["Reims"] == "R"
    # (with Brad absent, his single-colour areas were his from the start)
    assert st["control"]["Soissons"] == st["control"]["Compiègne"] == "W"


def test_r10_encircled_double_colour_goes_to_mover_of_either_colour():
    """The same ring closed by Brad (white) on Beauvais gives him Reims."""
    st = game(3, role="Brad")
    ring_around_reims(st)
    st["control"]["Beauvais"] = "W"
    assert geo.encircled(st, "W")["Reims"] == "W"
    assert geo.encircled(st, "B")["Reims"] == "B"


# -- rule 14A: where an Axis marker may go ------------------------------------------------
def test_r14a_axis_marker_on_flagged_area():
    """PL r14A: the marker goes on an area next to a victory area with the Axis symbol or
    an Axis marker, "nie zajętym przez żadne inne znaczniki (z wyjątkiem znacznika wojsk
    spadochronowych i znacznik Ostendy)": only markers bar an area, and a printed flag or
    a victory area is no marker. Remagen (flag), Bonn and Wesel (victory areas) and the
    flagged victory areas themselves are legal first places; EX25's places are unchanged."""
    st = game(3, role="Patton")
    st, _ = play(st, "Patton", "end")
    places = {c["area"] for c in g.legal(st, "Patton") if c["action"] == "axis"}
    assert {"Remagen", "Bonn", "Wesel", "Duisburg", "Köln"} <= places
    assert {"Rheinhausen", "Rheydt", "Aachen"} <= places
    assert not places & {"Nijmegen", "Arnhem", "Breda"}
    st, _ = play(st, "Patton", "axis Remagen")
    assert "Remagen" in st["axis"]


def test_r14a_markers_still_bar_an_area():
    """A player marker or an Axis marker keeps the marker off; an airborne unit
    does not."""
    st = game(3, role="Brad")
    st["axis"].append("Bonn")
    st["axis_pool"] -= 1
    own(st, "W", "Remagen")
    st["airborne"].append({"area": "Wesel", "owner": "Brad", "up": True})
    places = set(geo.axis_places(st))
    assert not places & {"Bonn", "Remagen"}
    assert "Wesel" in places
