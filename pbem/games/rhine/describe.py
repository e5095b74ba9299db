"""describe(): one line of plain words for every Race to the Rhine event, for the log
page, the replay, mails and forum posts, in the reader's language (wording.py; the
events themselves hold no translated word).

Each line says what happened from what its event carries, never more: describe() is
given the event as a seat or the public sees it (views.event_view), so a peeked card
is named only to the player who peeked (the others' copy has no card), and a
shuffled deck's order is never there to name. Where a fact takes two events (the card
a corps meets, then the combat's result) each line says its own half: "Patton meets
338 Infanterie Div at Meaux (from the Axis deck)", then "Patton loses the combat
against 338 Infanterie Div (...): the corps withdraws".
"""
from pbem.language.speaking import N_

from .board import RHINE
from .wording import _, count, deck, listed, ngettext, pieces, role_name, say_reason, \
    trucks, weather_name
from .wording import colour as colour_name

#: the actions of a turn, as action_began names them
ACTIONS = {"supply": N_("{who} takes supplies"), "trucks": N_("{who} takes trucks"),
           "transport": N_("{who} transports"), "move": N_("{who} moves a corps"),
           "air": N_("{who} calls air support"), "recon": N_("{who} plays Recon"),
           "airborne": N_("{who} drops airborne troops")}
#: what a pending choice asks
CHOICES = {"overflow": N_("{who} must return what is over an area's capacity"),
           "starving": N_("{who} may feed the Starving civilians (1 food for a medal) or "
                          "decline"),
           "black_market": N_("{who} may swap 1 supply at the Black market or decline"),
           "transport": N_("{who} goes on placing trucks"),
           "action": N_("{who} goes on with the turn")}
#: what a card that is no combat does (its kind)
EFFECTS = {"captured_stock": N_("1 ammo from the pool is left in the area"),
           "captured_supplies": N_("1 gas from the pool is left in the area"),
           "vive_la_liberation": N_("1 food from the pool is left in the area"),
           "les_boches": N_("the corps stops unless it spends 1 gas to go on"),
           "no_effect": N_("no effect"), "recon": N_("kept, to peek at a deck later"),
           "resistance": N_("kept for a later turn, when it gives one more action")}


def _card(cid):
    return _.term(RHINE.cards[cid].name) if cid in RHINE.cards else str(cid)


def _deck(code):
    """"the Axis deck", "Brad's deck"."""
    name = deck(code)
    return name if str(code) in ("R", "W", "B") else _("the {deck}", deck=name)


def _place(code):
    """A transfer's end in words: "a:Meaux" -> "Meaux", "c:XII" -> "XII"."""
    kind, _sep, name = str(code).partition(":")
    if kind == "pool":
        return _("the pool")
    if kind == "stock":
        return _("the stock")
    if kind == "reserve":
        return _("the reserve")
    return name or kind


def _pieces(counts):
    """{"ammo": 2, "gas": 1} -> "1 gas, 2 ammo" (supplies in the book's order), an int
    -> "2 trucks"."""
    if isinstance(counts, int):
        return trucks(counts)
    return pieces(counts) or _("nothing")


def _moves(transfers):
    """Each transfer as "2 ammo from A to B"."""
    return "; ".join(_("{pieces} from {start} to {end}", pieces=_pieces(n),
                       start=_place(a), end=_place(b))
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
    return _("Race to the Rhine: {roles}; turn order {order}",
             roles=listed(map(role_name, e["roles"])),
             order=listed(map(role_name, e["order"])))


def _turn_began(e, who):
    return _("round {round}, turn {number}: {who} to play", round=e["round"],
             number=e["number"], who=who)


def _action_began(e, who):
    action = e.get("action")
    said = _(ACTIONS[action], who=who) if action in ACTIONS else f"{who} {action}"
    via = e.get("via")
    if via == "commander":
        return said + _(" (the Commander's extra action)")
    if via == "recon":
        return said + _(" (the Recon card's extra action)")
    return said


def _supply_taken(e, who):
    where = e["area"] + (_(" (a limited supply source)") if e.get("limited") else "") + (
        _(" (Ostende: once a game)") if e.get("ostende") else "")
    got = "; ".join(_("{pieces} from {start}", pieces=_pieces(n), start=_place(a))
                    for a, _b, n in e["transfers"])
    what = _("the basic set") if e["set"] == "basic" else count(e["set"], 3)
    if e.get("extra"):
        return _("{who} takes {what} with the Commander's extra at {where}: {got}",
                 who=who, what=what, where=where, got=got)
    return _("{who} takes {what} at {where}: {got}", who=who, what=what, where=where,
             got=got)


def _trucks_taken(e, who):
    n = e.get("n", 0)
    return _("{who} takes {trucks} from the stock", who=who, trucks=trucks(n)) if n else \
        _("{who} takes trucks, but the stock has none", who=who)


def _transport_began(e, who):
    return _("{who} starts a transport: up to {left} truck moves", who=who,
             left=e["left"])


def _truck_placed(e, who):
    return _("{who}'s truck carries {pieces} from {start} to {end}", who=who,
             pieces=_pieces(e["load"]), start=e["from"], end=e["to"])


def _loaded(e, who):
    [[_a, _b, n]] = e["transfers"]
    fields = dict(who=who, corps=e["corps"], pieces=_pieces(n), area=e["area"])
    if e.get("unload"):
        return _("{who}: {corps} unloads {pieces} in {area}", **fields)
    return _("{who}: {corps} loads {pieces} from {area}", **fields)


def _choice_pending(e, who):
    step = e.get("step")
    return _(CHOICES[step], who=who) if step in CHOICES else _("{who} chooses", who=who)


def _overflow_returned(e, who):
    return _("{who} returns {moves} (over the area's capacity)", who=who,
             moves=_moves(e["transfers"]))


def _looked(e, who, peek):
    fields = dict(who=who, deck=_deck(e["deck"]))
    if peek:
        said = _("{who} plays Recon and looks at the top card of {deck}", **fields)
    else:
        said = _("{who} calls air support and looks at the top card of {deck}", **fields)
    return said + (_(": it is {card}", card=_card(e["card"])) if e.get("card") else "")


def _resistance(e, who):
    return _("{who} plays {card}: one more action", who=who, card=_card(e["card"]))


def _airborne(e, who):
    paid = []
    if e.get("counters"):
        paid.append(ngettext("{num} medal counter", "{num} medal counters", e["counters"]))
    if e.get("cards"):
        paid.append(_("the won {cards}", cards=listed(_card(c) for c in e["cards"])))
    return _("{who} drops airborne troops on {areas}, paying {paid}", who=who,
             areas=listed(e["areas"]), paid=_(" and ").join(paid) or _("nothing"))


def _turn_ended(e, who):
    gone = e.get("discarded") or []
    return _("{who} ends the turn", who=who) + (
        _("; the unused {cards} is discarded", cards=listed(_card(c) for c in gone))
        if gone else "")


def _axis_placed(e, who):
    return _("{who} places an Axis marker on {area}", who=who, area=e["area"]) \
        if e.get("area") else \
        _("{who} puts an Axis marker back in the box (nowhere to place it)", who=who)


def _counter_attack(e, who):
    victim = role_name(e["victim"])
    medal = e.get("medal")
    lost = "" if medal is None else \
        _("; {victim} loses a medal counter", victim=victim) if medal == "counter" else \
        _("; {victim} loses the won {card}", victim=victim, card=_card(medal))
    goods = _paid(e.get("transfers"))
    fields = dict(who=who, area=e["area"], victim=victim)
    said = _("{who} counter-attacks {area} with veterans: {victim}'s marker is removed",
             **fields) if e.get("veteran") else \
        _("{who} counter-attacks {area}: {victim}'s marker is removed", **fields)
    return said + lost + (_("; {goods} there go to the pool", goods=goods) if goods else "")


def _numbers_moved(e, who):
    went = listed(_("{number} from {start} to {end}", number=n, start=frm, end=to) if to
                  else _("{number} from {start} off the board", number=n, start=frm)
                  for frm, to, n in e["moves"])
    return ngettext("The front advances: numerical marker {went}",
                    "The front advances: numerical markers {went}", len(e["moves"]),
                    went=went)


def _number_flipped(e, who):
    return _("The Axis rolls {dice} = {sum}: numerical marker {number} in {area} turns "
             "into an Axis marker", dice="+".join(map(str, e["dice"])),
             sum=sum(e["dice"]), number=e["number"], area=e["area"])


def _advance_pending(e, who):
    return _("{who} chooses where numerical markers {numbers} go", who=who,
             numbers=listed(str(n) for _a, n in e["markers"]))


def _reaction_done(e, who):
    return _("{who}'s Axis reaction is over", who=who)


def _game_over(e, who):
    scores = e.get("scores") or {}
    told = _("; medals {scores}", scores=listed(f"{role_name(r)} {n}"
                                                for r, n in scores.items())) \
        if scores else ""
    reason = say_reason(e["reason"])
    if not e["winners"]:
        return _("game over: the Axis wins ({reason})", reason=reason) + told
    if e.get("area"):
        reason = _("{reason} at {area}", reason=reason, area=e["area"])
    return ngettext("game over: {winners} wins ({reason})",
                    "game over: {winners} win ({reason})", len(e["winners"]),
                    winners=listed(map(role_name, e["winners"])), reason=reason) + told


def _clauses(*parts):
    """The parts that say something, joined by "; "."""
    return "; ".join(p for p in parts if p)


def _forfeited(e, who):
    left = _("{who} resigns and leaves the game", who=who) if e["type"] == "resigned" \
        else _("{who} leaves the game", who=who)
    return _clauses(
        left,
        e.get("corps") and _("{corps} leave the map", corps=listed(e["corps"])),
        e.get("transfers") and _("{pieces} go back to the pool",
                                 pieces=_paid(e["transfers"])),
        e.get("trucks") and _("{trucks} to the reserve",
                              trucks=_pieces(e["trucks"][0][2])))


def _interphase(e, who):
    parts = [_("Supply Check Interphase: supply levels {levels}", levels=listed(
        f"{role_name(r)} {n}" for r, n in e["levels"].items()))]
    eaten = [_place(a) for a, b, _n in e["transfers"] if b == "pool"]
    if eaten:
        parts.append(_("the corps eat 1 food each, from {places}", places=listed(eaten)))
    if e.get("grounded"):
        parts.append(_("grounded for want of food: {corps}", corps=listed(e["grounded"])))
    refill = [n for a, b, n in e["transfers"] if a == "pool" and b == "stock"]
    if refill:
        parts.append(_("the stock is refilled with {pieces}", pieces=_pieces(refill[0])))
    back = sum(n for a, b, n in e["trucks"] if b == "stock" and a != "reserve")
    if back:
        parts.append(_("{trucks} back to the stock", trucks=_pieces(back)))
    bonus = sum(n for a, b, n in e["trucks"] if a == "reserve")
    if bonus:
        parts.append(_("level 3 reached: {trucks} added from the reserve",
                       trucks=_pieces(bonus)))
    if e.get("returned_air"):
        parts.append(_("air support back to {roles}",
                       roles=listed(map(role_name, e["returned_air"]))))
    return "; ".join(parts)


def _ungrounded(e, who):
    return _("{who}: {corps} eats 1 food from {place} and can move again", who=who,
             corps=e["corps"], place=_place(e["transfers"][0][0]))


def _corps_activated(e, who):
    return _("{who} activates {corps} ({paid})", who=who, corps=e["corps"],
             paid=_paid(e["transfers"]) or _("free"))


def _corps_entered(e, who):
    notes = []
    paid = _paid(e.get("transfers"))
    if paid:
        notes.append(_("pays {pieces}", pieces=paid))
    if e.get("fortified"):
        notes.append(_("a fortified area"))
    if e.get("bonus"):
        notes.append(_("{bonus} free ammo left for combat", bonus=e["bonus"]))
    return _("{who}: {corps} enters {area}", who=who, corps=e["corps"], area=e["area"]) + (
        f" ({'; '.join(notes)})" if notes else "")


def _card_drawn(e, who):
    weather = e.get("weather")
    return _clauses(
        _("{who} meets {card} at {area} (from {deck})", who=who, card=_card(e["card"]),
          area=e["area"], deck=_deck(e["deck"])),
        weather and _("the weather turns to {weather}", weather=weather_name(weather)),
        e.get("air_returned") and _("air support over that deck returns to {roles}",
                                    roles=listed(map(role_name, e["air_returned"]))),
        e.get("rain_returned") and _("rain grounds the air support of {roles}",
                                     roles=listed(map(role_name, e["rain_returned"]))))


def _combat(e, who, name, paid):
    card = RHINE.cards.get(e["card"])
    cost = _pieces({"ammo": card.ammo, "gas": card.gas}) if card else "?"
    if e.get("won"):
        go_on = _("; to go on, the corps spends 1 gas") if e.get("regroup") else ""
        return _("{who} wins the combat against {card} (costs {cost}; paid {paid}): the "
                 "card is won", who=who, card=name, cost=cost,
                 paid=paid or _("nothing, the free ammo covered it")) + go_on
    spent = _("spent {pieces}", pieces=paid) if paid else _("nothing to spend")
    return _("{who} loses the combat against {card} (it needs {cost}; {spent}): the corps "
             "withdraws and its move ends; the card is shuffled back into {deck}",
             who=who, card=name, cost=cost, spent=spent, deck=_deck(e.get("deck")))


def _card_resolved(e, who):
    name = _card(e["card"])
    paid = _paid(e.get("transfers"))
    if e.get("combat"):
        return _combat(e, who, name, paid)
    kind = e.get("kind")
    if kind == "starving_civilians":
        if paid:
            return _("{who} feeds the Starving civilians with {pieces} for a medal",
                     who=who, pieces=paid) if e.get("medal") else \
                _("{who} feeds the Starving civilians with {pieces} (no medal left in the "
                  "pool)", who=who, pieces=paid)
        return _("{who} does not feed the Starving civilians", who=who)
    if kind == "black_market":
        given = [n for a, b, n in e.get("transfers") or [] if b == "pool"]
        taken = [n for a, b, n in e.get("transfers") or [] if a == "pool"]
        if given and taken:
            return _("{who} swaps {give} for {take} at the Black market", who=who,
                     give=_pieces(given[0]), take=_pieces(taken[0]))
        return _("{who} passes the Black market by", who=who)
    if kind in ("captured_stock", "captured_supplies", "vive_la_liberation") and \
            not e.get("transfers"):
        return _("{card}: nothing happens (the pool has none left)", card=name)
    effect = _(EFFECTS[kind]) if kind in EFFECTS else _("resolved")
    if kind == "resistance" and e.get("must_use"):
        effect = _("one more action, this turn only")
    return f"{name}: {effect}"


def _marker_placed(e, who):
    colour = colour_name(e["colour"])
    areas = listed(e["areas"])
    if e.get("cause") == "encirclement":
        return ngettext("encircled: {colour} marker on {areas}",
                        "encircled: {colour} markers on {areas}", len(e["areas"]),
                        colour=colour, areas=areas)
    if e.get("medal"):
        return _("{who} takes {areas}: {colour} marker and a medal", who=who, areas=areas,
                 colour=colour)
    return _("{who} takes {areas}: {colour} marker", who=who, areas=areas, colour=colour)


def _move_ended(e, who):
    return _("{who}: {corps} stops", who=who, corps=e["corps"]) if e.get("corps") else \
        _("{who}'s move ends", who=who)


def _antwerpen_base(e, who):
    return _("{who} opens the port of {base}: the army's supply base moves there from "
             "{was}", who=who, base=e["base"], was=e["was"])


def _shuffled(e, who):
    source = _("its discards are shuffled into it") if e.get("from_discard") else \
        _("it is shuffled")
    return f"{_deck(e['deck'])}: {source}"


def _action_ended(e, who):
    return _("{who}'s action is done", who=who)


DESCRIBE = {
    "started": _started, "turn_began": _turn_began, "action_began": _action_began,
    "action_ended": _action_ended, "supply_taken": _supply_taken,
    "trucks_taken": _trucks_taken, "transport_began": _transport_began,
    "truck_placed": _truck_placed, "loaded": _loaded, "choice_pending": _choice_pending,
    "overflow_returned": _overflow_returned,
    "air_support": lambda e, who: _looked(e, who, peek=False),
    "peeked": lambda e, who: _looked(e, who, peek=True),
    "resistance": _resistance, "airborne": _airborne, "turn_ended": _turn_ended,
    "axis_placed": _axis_placed, "counter_attack": _counter_attack,
    "reaction_done": _reaction_done, "game_over": _game_over, "forfeited": _forfeited,
    "resigned": _forfeited,
    "numbers_moved": _numbers_moved, "number_flipped": _number_flipped,
    "advance_pending": _advance_pending,
    "starving_ignored": lambda e, who: _("{who} ignores the Starving civilians (solo)",
                                         who=who),
    "interphase": _interphase, "ungrounded": _ungrounded,
    "corps_activated": _corps_activated, "corps_entered": _corps_entered,
    "card_drawn": _card_drawn, "card_resolved": _card_resolved,
    "marker_placed": _marker_placed, "move_ended": _move_ended,
    "antwerpen_base": _antwerpen_base, "shuffled": _shuffled,
}


def describe(event):
    """One line for logs, mail and forum posts (see the module's docstring)."""
    t = event.get("type")
    who = role_name(event.get("role") or "")
    told = DESCRIBE.get(t)
    return told(event, who) if told else f"{who} {str(t).replace('_', ' ')}".strip()
