"""describe(): one line of plain words for every Race to the Rhine event, for the log
page, the replay, mails and forum posts.

Each line says what happened from what its event carries, never more: describe() is
given the event as a seat or the public sees it (views.event_view), so a peeked card
is named only to the player who peeked (the others' copy has no card), and a
shuffled deck's order is never there to name. Where a fact takes two events (the card
a corps meets, then the combat's result) each line says its own half: "Patton meets
338 Infanterie Div at Meaux (from the Axis deck)", then "Patton loses the combat
against 338 Infanterie Div (...): the corps withdraws".
"""
from .board import RHINE, SUPPLIES
from .text_board import DECKS, NAMES

#: the actions of a turn, as action_began names them
ACTIONS = {"supply": "takes supplies", "trucks": "takes trucks", "transport": "transports",
           "move": "moves a corps", "air": "calls air support", "recon": "plays Recon",
           "airborne": "drops airborne troops"}
#: what a pending choice asks
CHOICES = {"overflow": "must return what is over an area's capacity",
           "starving": "may feed the Starving civilians (1 food for a medal) or decline",
           "black_market": "may swap 1 supply at the Black market or decline",
           "transport": "goes on placing trucks", "action": "goes on with the turn"}
#: what a card that is no combat does (its kind)
EFFECTS = {"captured_stock": "1 ammo from the pool is left in the area",
           "captured_supplies": "1 gas from the pool is left in the area",
           "vive_la_liberation": "1 food from the pool is left in the area",
           "les_boches": "the corps stops unless it spends 1 gas to go on",
           "no_effect": "no effect", "recon": "kept, to peek at a deck later",
           "resistance": "kept for a later turn, when it gives one more action"}


def _card(cid):
    return RHINE.cards[cid].name if cid in RHINE.cards else str(cid)


def _deck(deck):
    """"the Axis deck", "Brad's deck"."""
    name = DECKS.get(deck, f"deck {deck}")
    return name if "'" in name else f"the {name}"


def _place(code):
    """A transfer's end in words: "a:Meaux" -> "Meaux", "c:XII" -> "XII"."""
    kind, _, name = str(code).partition(":")
    return {"pool": "the pool", "stock": "the stock", "reserve": "the reserve"}.get(
        kind, name or kind)


def _pieces(counts):
    """{"ammo": 2, "gas": 1} -> "2 ammo, 1 gas" (supplies in the book's order)."""
    if isinstance(counts, int):
        return f"{counts} truck{'s' * (counts != 1)}"
    return ", ".join(f"{counts[k]} {k}" for k in SUPPLIES if counts.get(k)) or "nothing"


def _moves(transfers):
    """Each transfer as "2 ammo from A to B"."""
    return "; ".join(f"{_pieces(n)} from {_place(a)} to {_place(b)}"
                     for a, b, n in transfers or [])


def _paid(transfers):
    """What the transfers to the pool cost (they are payments), as words."""
    total = {}
    for _src, dst, n in transfers or []:
        if dst == "pool" and isinstance(n, dict):
            for k, v in n.items():
                total[k] = total.get(k, 0) + v
    return _pieces(total) if total else ""


def _started(e, who):
    return (f"Race to the Rhine: {', '.join(e['roles'])}; turn order "
            f"{', '.join(e['order'])}")


def _turn_began(e, who):
    return f"round {e['round']}, turn {e['number']}: {who} to play"


def _action_began(e, who):
    how = {"commander": " (the Commander's extra action)",
           "recon": " (the Recon card's extra action)"}.get(e.get("via"), "")
    return f"{who} {ACTIONS.get(e.get('action'), e.get('action'))}{how}"


def _supply_taken(e, who):
    where = e["area"] + (" (a limited supply source)" if e.get("limited") else "") + (
        " (Ostende: once a game)" if e.get("ostende") else "")
    got = "; ".join(f"{_pieces(n)} from {_place(a)}" for a, _b, n in e["transfers"])
    what = "the basic set" if e["set"] == "basic" else f"3 {e['set']}"
    extra = " with the Commander's extra" if e.get("extra") else ""
    return f"{who} takes {what}{extra} at {where}: {got}"


def _trucks_taken(e, who):
    n = e.get("n", 0)
    return f"{who} takes {n} truck{'s' * (n != 1)} from the stock" if n else \
        f"{who} takes trucks, but the stock has none"


def _transport_began(e, who):
    return f"{who} starts a transport: up to {e['left']} truck moves"


def _truck_placed(e, who):
    return f"{who}'s truck carries {_pieces(e['load'])} from {e['from']} to {e['to']}"


def _loaded(e, who):
    [[_a, _b, n]] = e["transfers"]
    verb, where = ("unloads", "in") if e.get("unload") else ("loads", "from")
    return f"{who}: {e['corps']} {verb} {_pieces(n)} {where} {e['area']}"


def _choice_pending(e, who):
    return f"{who} {CHOICES.get(e.get('step'), 'chooses')}"


def _overflow_returned(e, who):
    return f"{who} returns {_moves(e['transfers'])} (over the area's capacity)"


def _looked(e, who, how):
    seen = f": it is {_card(e['card'])}" if e.get("card") else ""
    return f"{who} {how} the top card of {_deck(e['deck'])}{seen}"


def _resistance(e, who):
    return f"{who} plays {_card(e['card'])}: one more action"


def _airborne(e, who):
    paid = []
    if e.get("counters"):
        paid.append(f"{e['counters']} medal counter{'s' * (e['counters'] != 1)}")
    if e.get("cards"):
        paid.append("the won " + ", ".join(_card(c) for c in e["cards"]))
    areas = ", ".join(e["areas"])
    return f"{who} drops airborne troops on {areas}, paying {' and '.join(paid) or 'nothing'}"


def _turn_ended(e, who):
    gone = e.get("discarded") or []
    return f"{who} ends the turn" + (
        f"; the unused {', '.join(_card(c) for c in gone)} is discarded" if gone else "")


def _axis_placed(e, who):
    return f"{who} places an Axis marker on {e['area']}" if e.get("area") else \
        f"{who} puts an Axis marker back in the box (nowhere to place it)"


def _counter_attack(e, who):
    lost = {None: "", "counter": f"; {e['victim']} loses a medal counter"}.get(
        e.get("medal"), f"; {e['victim']} loses the won {_card(e.get('medal'))}")
    goods = _paid(e.get("transfers"))
    return (f"{who} counter-attacks {e['area']}"
            f"{' with veterans' if e.get('veteran') else ''}: {e['victim']}'s marker "
            f"is removed{lost}{'; ' + goods + ' there go to the pool' if goods else ''}")


def _numbers_moved(e, who):
    went = ", ".join(f"{n} from {frm} to {to}" if to else f"{n} from {frm} off the board"
                     for frm, to, n in e["moves"])
    return f"The front advances: numerical marker{'s' * (len(e['moves']) != 1)} {went}"


def _number_flipped(e, who):
    dice = "+".join(map(str, e["dice"]))
    return (f"The Axis rolls {dice} = {sum(e['dice'])}: numerical marker {e['number']} in "
            f"{e['area']} turns into an Axis marker")


def _advance_pending(e, who):
    return (f"{who} chooses where numerical markers "
            f"{', '.join(str(n) for _, n in e['markers'])} go")


def _reaction_done(e, who):
    return f"{who}'s Axis reaction is over"


def _game_over(e, who):
    scores = e.get("scores") or {}
    told = f"; medals {', '.join(f'{r} {n}' for r, n in scores.items())}" if scores else ""
    where = f" at {e['area']}" if e.get("area") else ""
    if not e["winners"]:
        return f"game over: the Axis wins ({e['reason']}){told}"
    verb = "wins" if len(e["winners"]) == 1 else "win"
    return f"game over: {', '.join(e['winners'])} {verb} ({e['reason']}{where}){told}"


def _clauses(*parts):
    """The parts that say something, joined by "; "."""
    return "; ".join(p for p in parts if p)


def _forfeited(e, who):
    return _clauses(
        f"{who} {'resigns and ' if e['type'] == 'resigned' else ''}leaves the game",
        e.get("corps") and f"{', '.join(e['corps'])} leave the map",
        e.get("transfers") and f"{_paid(e['transfers'])} go back to the pool",
        e.get("trucks") and f"{_pieces(e['trucks'][0][2])} to the reserve")


def _interphase(e, who):
    parts = ["Supply Check Interphase: supply levels " +
             ", ".join(f"{r} {n}" for r, n in e["levels"].items())]
    eaten = [_place(a) for a, b, _n in e["transfers"] if b == "pool"]
    if eaten:
        parts.append(f"the corps eat 1 food each, from {', '.join(eaten)}")
    if e.get("grounded"):
        parts.append(f"grounded for want of food: {', '.join(e['grounded'])}")
    refill = [n for a, b, n in e["transfers"] if a == "pool" and b == "stock"]
    if refill:
        parts.append(f"the stock is refilled with {_pieces(refill[0])}")
    back = sum(n for a, b, n in e["trucks"] if b == "stock" and a != "reserve")
    if back:
        parts.append(f"{_pieces(back)} back to the stock")
    bonus = sum(n for a, b, n in e["trucks"] if a == "reserve")
    if bonus:
        parts.append(f"level 3 reached: {_pieces(bonus)} added from the reserve")
    if e.get("returned_air"):
        parts.append(f"air support back to {', '.join(e['returned_air'])}")
    return "; ".join(parts)


def _ungrounded(e, who):
    return f"{who}: {e['corps']} eats 1 food from {_place(e['transfers'][0][0])} and " \
           "can move again"


def _corps_activated(e, who):
    return f"{who} activates {e['corps']} ({_paid(e['transfers']) or 'free'})"


def _corps_entered(e, who):
    notes = []
    paid = _paid(e.get("transfers"))
    if paid:
        notes.append(f"pays {paid}")
    if e.get("fortified"):
        notes.append("a fortified area")
    if e.get("bonus"):
        notes.append(f"{e['bonus']} free ammo left for combat")
    return f"{who}: {e['corps']} enters {e['area']}" + (
        f" ({'; '.join(notes)})" if notes else "")


def _card_drawn(e, who):
    return _clauses(
        f"{who} meets {_card(e['card'])} at {e['area']} (from {_deck(e['deck'])})",
        e.get("weather") and f"the weather turns to {e['weather']}",
        e.get("air_returned") and "air support over that deck returns to "
                                  f"{', '.join(e['air_returned'])}",
        e.get("rain_returned") and "rain grounds the air support of "
                                   f"{', '.join(e['rain_returned'])}")


def _card_resolved(e, who):
    name = _card(e["card"])
    paid = _paid(e.get("transfers"))
    if e.get("combat"):
        card = RHINE.cards.get(e["card"])
        cost = _pieces({"ammo": card.ammo, "gas": card.gas}) if card else "?"
        if e.get("won"):
            go_on = "; to go on, the corps spends 1 gas" if e.get("regroup") else ""
            return f"{who} wins the combat against {name} (costs {cost}; paid " \
                   f"{paid or 'nothing, the free ammo covered it'}): the card is won{go_on}"
        return (f"{who} loses the combat against {name} (it needs {cost}; "
                f"{'spent ' + paid if paid else 'nothing to spend'}): the corps withdraws "
                f"and its move ends; the card is shuffled back into {_deck(e.get('deck'))}")
    kind = e.get("kind")
    if kind == "starving_civilians":
        if paid:
            return f"{who} feeds the Starving civilians with {paid}" + (
                " for a medal" if e.get("medal") else " (no medal left in the pool)")
        return f"{who} does not feed the Starving civilians"
    if kind == "black_market":
        given = [n for a, b, n in e.get("transfers") or [] if b == "pool"]
        taken = [n for a, b, n in e.get("transfers") or [] if a == "pool"]
        if given and taken:
            return f"{who} swaps {_pieces(given[0])} for {_pieces(taken[0])} at the Black market"
        return f"{who} passes the Black market by"
    if kind in ("captured_stock", "captured_supplies", "vive_la_liberation") and \
            not e.get("transfers"):
        return f"{name}: nothing happens (the pool has none left)"
    effect = EFFECTS.get(kind, "resolved")
    if kind == "resistance" and e.get("must_use"):
        effect = "one more action, this turn only"
    return f"{name}: {effect}"


def _marker_placed(e, who):
    colour = NAMES.get(e["colour"], e["colour"])
    medal = " and a medal" if e.get("medal") else ""
    if e.get("cause") == "encirclement":
        return f"encircled: {colour} marker{'s' * (len(e['areas']) > 1)} on " \
               f"{', '.join(e['areas'])}"
    return f"{who} takes {', '.join(e['areas'])}: {colour} marker{medal}"


def _move_ended(e, who):
    return f"{who}: {e['corps']} stops" if e.get("corps") else f"{who}'s move ends"


def _antwerpen_base(e, who):
    return f"{who} opens the port of {e['base']}: the army's supply base moves there " \
           f"from {e['was']}"


def _shuffled(e, who):
    source = "its discards are shuffled into it" if e.get("from_discard") else \
        "it is shuffled"
    return f"{_deck(e['deck'])}: {source}"


def _action_ended(e, who):
    return f"{who}'s action is done"


DESCRIBE = {
    "started": _started, "turn_began": _turn_began, "action_began": _action_began,
    "action_ended": _action_ended, "supply_taken": _supply_taken,
    "trucks_taken": _trucks_taken, "transport_began": _transport_began,
    "truck_placed": _truck_placed, "loaded": _loaded, "choice_pending": _choice_pending,
    "overflow_returned": _overflow_returned,
    "air_support": lambda e, who: _looked(e, who, "calls air support and looks at"),
    "peeked": lambda e, who: _looked(e, who, "plays Recon and looks at"),
    "resistance": _resistance, "airborne": _airborne, "turn_ended": _turn_ended,
    "axis_placed": _axis_placed, "counter_attack": _counter_attack,
    "reaction_done": _reaction_done, "game_over": _game_over, "forfeited": _forfeited,
    "resigned": _forfeited,
    "numbers_moved": _numbers_moved, "number_flipped": _number_flipped,
    "advance_pending": _advance_pending,
    "starving_ignored": lambda e, who: f"{who} ignores the Starving civilians (solo)",
    "interphase": _interphase, "ungrounded": _ungrounded,
    "corps_activated": _corps_activated, "corps_entered": _corps_entered,
    "card_drawn": _card_drawn, "card_resolved": _card_resolved,
    "marker_placed": _marker_placed, "move_ended": _move_ended,
    "antwerpen_base": _antwerpen_base, "shuffled": _shuffled,
}


def describe(event):
    """One line for logs, mail and forum posts (see the module's docstring)."""
    t = event.get("type")
    who = event.get("role") or ""
    told = DESCRIBE.get(t)
    return told(event, who) if told else f"{who} {str(t).replace('_', ' ')}".strip()
