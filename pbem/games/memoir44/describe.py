"""describe(event): one line for logs and mail, in the notation's words, in the reader's
language (speech.py; the event itself stays English).

The service shows these lines to every seat (service.events_for), so they name nothing
hidden: a card drawn or kept is "a card"; the cards a side plays and discards, every
die and every move are public.
"""
from pbem.language.speaking import N_

from .cards import CARDS
from .speech import (SECTIONS, UNITS, _, card_name, chained, faces, ngettext, role_name,
                     say_reason, word)

#: the obstacles as the events name them
OBSTACLES = {"bridge": N_("bridge"), "bunker": N_("bunker"), "hedgehog": N_("hedgehog"),
             "sand": N_("sand"), "wire": N_("wire")}
#: why an obstacle went (the event's "why")
REMOVED = {None: N_("{obstacle} removed from {at}"),
           "left": N_("{obstacle} removed from {at} (its unit left)"),
           "armor": N_("{obstacle} removed from {at} (by armor)"),
           "infantry": N_("{obstacle} removed from {at} (by infantry, instead of battling)")}
#: a standing answer's card (the answers' keys) and its on and off
ANSWERS = {"ambush": N_("ambush"), "on": N_("on"), "off": N_("off")}
#: the steps a step event may name (turn.STEPS), as the event names them
STEPS = {"play": N_("play"), "order": N_("order"), "move": N_("move"),
         "battle": N_("battle"), "air_power": N_("air_power"), "barrage": N_("barrage"),
         "strike": N_("strike"), "medics": N_("medics"), "ambushed": N_("ambushed"),
         "move_again": N_("move_again")}
#: what a battle is, by how it was fought
BATTLES = {"overrun": N_("overruns"), "strike": N_("strikes"),
           "close": N_("close assault on"), "fire": N_("fires at")}


def _answer(given):
    """A standing answer in words: on, off, or the close assaults it takes."""
    if not isinstance(given, dict):
        return _.term(ANSWERS.get(given, given))
    units = chained((word(UNITS, k) for k in given.get("against") or []),
                    N_("{first} or {second}"))
    hexes = ", ".join(given.get("at") or [])
    if units and hexes:
        return _("on close assaults by {units} on {hexes}", units=units, hexes=hexes)
    if units:
        return _("on close assaults by {units}", units=units)
    if hexes:
        return _("on close assaults on {hexes}", hexes=hexes)
    return _("on close assaults")


def _card(card_id):
    c = CARDS[card_id]
    if not c["section"]:
        return card_name(c)
    return _("{card} ({section})", card=card_name(c), section=word(SECTIONS, c["section"]))


def _lost(ev):
    said = ngettext("{side} unit on {at} loses {num} figure",
                    "{side} unit on {at} loses {num} figures", ev["figures"],
                    side=role_name(ev["side"]), at=ev["at"])
    return said + (_(", {left} left", left=ev["left"]) if ev["left"] else "")


def _n(cards):
    """How many: event views give the other side's cards as their number."""
    return cards if isinstance(cards, int) else len(cards)


def _eliminated(e):
    side = role_name(e["side"])
    if not e["by"]:
        return _("{side} unit on {at} eliminated", side=side, at=e["at"])
    return ngettext("{side} unit on {at} eliminated: {by} wins {num} medal",
                    "{side} unit on {at} eliminated: {by} wins {num} medals", e["worth"],
                    side=side, at=e["at"], by=role_name(e["by"]))


def _answers(e):
    side = role_name(e["side"])
    if "answers" not in e:
        return _("{side} changes a standing answer (kept hidden)", side=side)
    return _("{side} sets its standing answers: {answers}", side=side, answers=", ".join(
        _("{card} {answer}", card=_.term(ANSWERS.get(card, card)), answer=_answer(answer))
        for card, answer in e["answers"].items()))


def _copied(e):
    side = role_name(e["side"])
    if not e["card"]:
        return _("{side} counter-attacks: nothing to copy", side=side)
    if e["mirrored"]:
        return _("{side} counter-attacks: {card} (flanks swapped)", side=side,
                 card=_card(e["card"]))
    return _("{side} counter-attacks: {card}", side=side, card=_card(e["card"]))


def _figure(f):
    """Where one airdropped figure came down."""
    if f["unit"]:
        return _("a figure lands on {at}", at=f["at"])
    lost = _.term(f["lost"])
    if f["at"]:
        return _("a figure is lost {lost} ({at})", lost=lost, at=f["at"])
    return _("a figure is lost {lost}", lost=lost)


def _resigned(e):
    if e["role"] == e["side"]:
        return _("{role} resigns", role=role_name(e["role"]))
    return _("{role} resigns for the {side}", role=role_name(e["role"]),
             side=role_name(e["side"]))


def _side(template):
    """An event told by TEMPLATE with its side's name."""
    return lambda e: _.term(template).format(side=role_name(e["side"]))


SIMPLE = {
    "turn_began": lambda e: _("turn {number}: {side}", number=e["number"],
                              side=role_name(e["side"])),
    "card_played": lambda e: _("{side} plays {card}", side=role_name(e["side"]),
                               card=_card(e["card"])),
    "ordered": lambda e: _("{side} orders {hexes}", side=role_name(e["side"]),
                           hexes=" ".join(e["at"])),
    "moved": lambda e: _("{side} moves {path}", side=role_name(e["side"]),
                         path="-".join(e["path"])),
    "obstacle_removed": lambda e: _.term(REMOVED[e.get("why") if e.get("why") in REMOVED
                                                 else None]).format(
        obstacle=_.term(OBSTACLES.get(e["obstacle"], e["obstacle"])), at=e["at"]),
    "hits": _lost,
    "retreat_blocked": lambda e: _("{lost} (no way to retreat)", lost=_lost(e)),
    "eliminated": _eliminated,
    "retreated": lambda e: _("{side} retreats {path}", side=role_name(e["side"]),
                             path="-".join(e["path"])),
    "flag_ignored": lambda e: _("the unit on {at} ignores a flag", at=e["at"]),
    "took_ground": lambda e: _("{side} takes ground {path}", side=role_name(e["side"]),
                               path="-".join(e["path"])),
    "attack_over": lambda e: _("the attack is over"),
    "discarded": lambda e: _("{side} discards {card}", side=role_name(e["side"]),
                             card=_card(e["card"])),
    "drew": lambda e: ngettext("{side} draws a card", "{side} draws {num} cards",
                               _n(e["cards"]), side=role_name(e["side"])),
    "kept": lambda e: _("{side} keeps a card and discards {card}", side=role_name(e["side"]),
                        card=_card(e["discarded"])) if e["discarded"]
    else _("{side} keeps a card", side=role_name(e["side"])),
    "shuffled": lambda e: _("the discards are shuffled into a new deck of {n}",
                            n=_n(e["order"])),
    "objective_won": lambda e: _("{side} wins the objective medal of {at} for good",
                                 side=role_name(e["side"]), at=e["at"]),
    "obstacle_placed": lambda e: _("{obstacle} placed on {at}", at=e["at"], obstacle=_.term(
        OBSTACLES.get(e["obstacle"], e["obstacle"]))),
    "healed": lambda e: ngettext(
        "{side} rolls {faces} for the unit on {at}: {num} figure back",
        "{side} rolls {faces} for the unit on {at}: {num} figures back", e["figures"],
        side=role_name(e["side"]), faces=faces(e["faces"]), at=e["at"]),
    "rolled": lambda e: _("{side} rolls {faces}", side=role_name(e["side"]),
                          faces=faces(e["faces"])),
    "ambushed": lambda e: _("{side} plays Ambush: the unit on {at} battles first",
                            side=role_name(e["side"]), at=e["at"]),
    "attack_cancelled": lambda e: _("the unit now on {at} has lost its battle", at=e["at"]),
    "standing_answer": _answers,
    "copied": _copied,
    "played_as": lambda e: _("{side} plays {card} as {as_card} ({why})",
                             side=role_name(e["side"]), card=_card(e["card"]),
                             as_card=_.term(e["as"]), why=_.term(e["why"])),
    "airdropped": lambda e: _("{side} airdrop over {center}: {figures}",
                              side=role_name(e["side"]), center=e["center"],
                              figures="; ".join(_figure(f) for f in e["figures"])),
    "forfeited": _side(N_("{side} leaves the game")),
    "resigned": _resigned,
    "passed": _side(N_("{side} lets the turn pass (deadline missed)")),
}


def _battle(event):
    kind = "overrun" if event.get("overrun") else "strike" if event["unit"] is None \
        else "close" if event["distance"] == 1 else "fire"
    return ngettext("{side} {who}{kind} {at}: {num} die {faces}",
                    "{side} {who}{kind} {at}: {num} dice {faces}", event["dice"],
                    side=role_name(event["side"]), at=event["at"],
                    who=f"{event['from']} " if event["from"] else "",
                    kind=_.term(BATTLES[kind]), faces=faces(event["faces"]))


def _started(event):
    sc = event["scenario"]
    return _("Memoir '44: {name}; {first} move first; medals to win: Allies {allies}, "
             "Axis {axis}", name=sc["name"], first=role_name(sc["first"]),
             allies=sc["medals_to_win"]["Allies"], axis=sc["medals_to_win"]["Axis"])


def _game_over(event):
    m = event["medals"]
    fields = {"reason": say_reason(event["reason"]), "allies": m["Allies"],
              "axis": m["Axis"]}
    if not event["winners"]:
        return _("game over: nobody wins ({reason}; medals Allies {allies}, Axis {axis})",
                 **fields)
    return _("game over: {winners} wins ({reason}; medals Allies {allies}, Axis {axis})",
             winners=", ".join(role_name(w) for w in event["winners"]), **fields)


def _step(e):
    s, role = e["step"], role_name(e["role"])
    if s == "retreat":
        return _("{role} chooses where the unit retreats ({lo}-{hi} hexes)", role=role,
                 lo=e["lo"], hi=e["hi"])
    if s == "keep":
        return _("{role} draws 2 cards (Recon) and keeps one", role=role)
    if s == "take_ground":
        return _("{role} may take ground", role=role)
    if s == "overrun":
        return _("{role} may overrun", role=role)
    return _("{role}: {step}", role=role, step=word(STEPS, s))


OTHER = {
    "started": _started,
    "battle": _battle,
    "step": _step,
    "game_over": _game_over,
    "plan_stopped": lambda e: _("{side}'s plan stops before step {step}",
                                side=role_name(e["side"]), step=e["step"]),
}


def describe(event):
    t = event["type"]
    told = SIMPLE.get(t) or OTHER.get(t)
    return told(event) if told else t.replace("_", " ")
