"""describe(event): one line for logs and mail, in the notation's words.

The service shows these lines to every seat (service.events_for), so they name nothing
hidden: a card drawn or kept is "a card"; the cards a side plays and discards, every
die and every move are public.
"""
from .cards import CARDS

UNIT = {"infantry": "infantry", "armor": "armor", "artillery": "artillery"}


def _answer(given):
    """A standing answer in words: on, off, or the close assaults it takes."""
    if not isinstance(given, dict):
        return given
    return "on close assaults" + (f" by {' or '.join(given['against'])}"
                                  if given.get("against") else "") + (
        f" on {', '.join(given['at'])}" if given.get("at") else "")


def _card(card_id):
    c = CARDS[card_id]
    return c["name"] + (f" ({c['section']})" if c["section"] else "")


def _lost(ev, what):
    left = f", {ev['left']} left" if ev["left"] else ""
    return f"{ev['side']} unit on {ev['at']} loses {ev['figures']} {what}{left}"


def _n(cards):
    """How many: event views give the other side's cards as their number."""
    return cards if isinstance(cards, int) else len(cards)


def _cards(cards):
    n = _n(cards)
    return "a card" if n == 1 else f"{n} cards"


SIMPLE = {
    "turn_began": lambda e: f"turn {e['number']}: {e['side']}",
    "card_played": lambda e: f"{e['side']} plays {_card(e['card'])}",
    "ordered": lambda e: f"{e['side']} orders {' '.join(e['at'])}",
    "moved": lambda e: f"{e['side']} moves {'-'.join(e['path'])}",
    "obstacle_removed": lambda e: f"{e['obstacle']} removed from {e['at']}"
    + {"left": " (its unit left)", "armor": " (by armor)",
       "infantry": " (by infantry, instead of battling)"}.get(e.get("why"), ""),
    "hits": lambda e: _lost(e, "figure" if e["figures"] == 1 else "figures"),
    "retreat_blocked": lambda e: _lost(e, "figure" if e["figures"] == 1 else "figures")
    + " (no way to retreat)",
    "eliminated": lambda e: f"{e['side']} unit on {e['at']} eliminated"
    + (f": {e['by']} wins {e['worth']} medal{'s' if e['worth'] > 1 else ''}" if e["by"] else ""),
    "retreated": lambda e: f"{e['side']} retreats {'-'.join(e['path'])}",
    "flag_ignored": lambda e: f"the unit on {e['at']} ignores a flag",
    "took_ground": lambda e: f"{e['side']} takes ground {'-'.join(e['path'])}",
    "attack_over": lambda e: "the attack is over",
    "discarded": lambda e: f"{e['side']} discards {_card(e['card'])}",
    "drew": lambda e: f"{e['side']} draws {_cards(e['cards'])}",
    "kept": lambda e: f"{e['side']} keeps a card"
    + (f" and discards {_card(e['discarded'])}" if e["discarded"] else ""),
    "shuffled": lambda e: f"the discards are shuffled into a new deck of {_n(e['order'])}",
    "objective_won": lambda e: f"{e['side']} wins the objective medal of {e['at']} for good",
    "obstacle_placed": lambda e: f"{e['obstacle']} placed on {e['at']}",
    "healed": lambda e: f"{e['side']} rolls {', '.join(e['faces'])} for the unit on {e['at']}: "
    f"{e['figures']} figure{'s' if e['figures'] != 1 else ''} back",
    "rolled": lambda e: f"{e['side']} rolls {', '.join(e['faces'])}",
    "ambushed": lambda e: f"{e['side']} plays Ambush: the unit on {e['at']} battles first",
    "attack_cancelled": lambda e: f"the unit now on {e['at']} has lost its battle",
    "standing_answer": lambda e: (
        f"{e['side']} sets its standing answers: " + ", ".join(
            f"{card} {_answer(answer)}" for card, answer in e["answers"].items())
        if "answers" in e else f"{e['side']} changes a standing answer (kept hidden)"),
    "copied": lambda e: f"{e['side']} counter-attacks: " + (
        _card(e["card"]) + (" (flanks swapped)" if e["mirrored"] else "") if e["card"]
        else "nothing to copy"),
    "played_as": lambda e: f"{e['side']} plays {_card(e['card'])} as {e['as']} ({e['why']})",
    "airdropped": lambda e: f"{e['side']} airdrop over {e['center']}: " + "; ".join(
        f"a figure lands on {f['at']}" if f["unit"] else f"a figure is lost {f['lost']}"
        + (f" ({f['at']})" if f["at"] else "") for f in e["figures"]),
    "forfeited": lambda e: f"{e['side']} leaves the game",
    "resigned": lambda e: f"{e['role']} resigns"
                          + (f" for the {e['side']}" if e["role"] != e["side"] else ""),
    "passed": lambda e: f"{e['side']} lets the turn pass (deadline missed)",
}


def describe(event):
    t = event["type"]
    if t in SIMPLE:
        return SIMPLE[t](event)
    if t == "started":
        sc = event["scenario"]
        return (f"Memoir '44: {sc['name']}; {sc['first']} move first; medals to win: "
                f"Allies {sc['medals_to_win']['Allies']}, Axis {sc['medals_to_win']['Axis']}")
    if t == "battle":
        kind = "overruns" if event.get("overrun") else "strikes" if event["unit"] is None \
            else "close assault on" if event["distance"] == 1 else "fires at"
        who = f"{event['from']} " if event["from"] else ""
        return (f"{event['side']} {who}{kind} {event['at']}: {event['dice']} "
                f"{'die' if event['dice'] == 1 else 'dice'} {', '.join(event['faces'])}")
    if t == "step":
        return _step(event)
    if t == "game_over":
        m = event["medals"]
        return (f"game over: {', '.join(event['winners']) or 'nobody'} wins "
                f"({event['reason']}; medals Allies {m['Allies']}, Axis {m['Axis']})")
    if t == "plan_stopped":
        return f"{event['side']}'s plan stops before step {event['step']}"
    return t.replace("_", " ")


def _step(e):
    s = e["step"]
    if s == "retreat":
        return f"{e['role']} chooses where the unit retreats ({e['lo']}-{e['hi']} hexes)"
    if s == "keep":
        return f"{e['role']} draws 2 cards (Recon) and keeps one"
    if s == "take_ground":
        return f"{e['role']} may take ground"
    if s == "overrun":
        return f"{e['role']} may overrun"
    return f"{e['role']}: {s}"
