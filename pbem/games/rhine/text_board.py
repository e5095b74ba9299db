"""The Race to the Rhine board in words, and the wording the picture shares with it.

render_text() is the compact board for the CLI, mail and forum posts. The SVG board
(the title band, the map and the panel) writes the same headline, supply counts, deck
names and control of areas, so they are made here once: headline(), supplies(),
controlled(), SHORT and DECKS.
"""
from .board import RHINE, SUPPLIES

NAMES = {"R": "red", "W": "white", "B": "blue", "K": "black"}
SHORT = {"gas": "G", "ammo": "A", "food": "F"}
DECKS = {"R": "Monty's deck", "W": "Brad's deck", "B": "Patton's deck", "P": "common deck",
         "X": "Axis deck"}
STEP_HELP = {
    "idle": "waiting to start", "action": "choose an action", "transport": "place trucks",
    "go": "move on or stop", "black_market": "answer the Black market",
    "starving": "feed the Starving civilians or decline",
    "overflow": "return pieces over capacity",
    "axis": "place an Axis marker or counter-attack", "done": "turn over", "over": "game over",
}


def supplies(d):
    return " ".join(f"{d.get(k, 0)}{SHORT[k]}" for k in SUPPLIES)


def headline(view):
    out = view.get("outcome")
    if out:
        won = out["winners"]
        text = (f"Game over: {' and '.join(won)} win{'s' if len(won) == 1 else ''} "
                f"({out['reason']})")
        if out.get("scores"):
            text += "; medals " + ", ".join(f"{r} {out['scores'][r]}" for r in view["order"]
                                            if r in out["scores"])
        return text
    t = view["turn"]
    if not t["role"]:
        return "Waiting to start"
    text = (f"Round {view['round']}, turn {t['number']}: {t['role']} to "
            f"{STEP_HELP.get(t['step'], t['step'])}")
    if t["step"] == "action" and t.get("allowance") is not None:
        text += f" (action {min(t['actions'] + 1, t['allowance'])} of {t['allowance']})"
    if t.get("move"):
        m = t["move"]
        text += f"; {m['corps']} moving {'-'.join(m['path'])}"
        if m.get("card"):
            text += f", card: {m['card']['name']}"
    if view.get("final_round"):
        text += " - final round"
    return text


def controlled(view):
    """Area -> colour for every controlled area: placed markers and the imprinted ones."""
    owner = {a.name: next(iter(a.colours)) for a in RHINE.areas.values() if a.start_front}
    owner.update(view["control"])
    return owner


def render_text(view):
    lines = [f"{view['title']} - {headline(view)}"]
    w = view.get("weather")
    lines.append(f"Order: {' > '.join(view['order'])}"
                 + (f"; weather: {w}" if w else "")
                 + f"; Axis markers left {view['axis_pool']}; medals left {view['medal_pool']}")
    lines.append(f"Allied Stock {supplies(view['stock'])}; pool {supplies(view['pool'])}; "
                 f"trucks in stock {view['trucks']['stock']} (reserve {view['trucks']['reserve']})")
    lines.append("Decks: " + ", ".join(f"{d} {n} (discards {view['discards'].get(d, 0)})"
                                       for d, n in view["decks"].items()))
    owner = controlled(view)
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    for r, p in view["players"].items():
        c = p["colour"]
        you = " (you)" if r == view.get("you") else ""
        extras = []
        if p["air_support"]:
            extras.append(f"air support on {DECKS.get(p['air_support'], p['air_support'])}")
        if p["commander_up"]:
            extras.append("commander card up")
        lines.append("")
        lines.append(f"{'>' if r == turn_role else ' '} {r} ({NAMES[c]}){you}: level {p['level']}, "
                     f"trucks {p['trucks']}, medals {p['medals']}, won {len(p['won'])} "
                     f"({sum(x['ammo'] for x in p['won'])} ammo symbols), kept {p['kept_count']}"
                     + "".join(f", {e}" for e in extras))
        for cid, k in view["corps"].items():
            if RHINE.corps[cid].colour == c:
                lines.append(f"    {cid:<7} {k['area']:<16} {supplies(k)}"
                             + (" grounded" if k["grounded"] else ""))
        mine = sorted(a for a, o in owner.items() if o == c)
        lines.append(f"    controls {len(mine)}: {', '.join(mine)}")
        if p["medal_areas"]:
            lines.append(f"    medals for: {', '.join(p['medal_areas'])}")
        if p.get("kept"):
            lines.append(f"    kept: {', '.join(x['name'] for x in p['kept'])}")
        for d, card in (p.get("peeks") or {}).items():
            lines.append(f"    peeked at {DECKS.get(d, d)}: {card['name']}")
    lines.append("")
    if view["areas"]:
        lines.append("Supplies on areas: " + "; ".join(
            f"{a} {supplies(s)}" for a, s in sorted(view["areas"].items())))
    if view["arrows"]:
        lines.append("Trucks: " + "; ".join(f"{k.replace('|', '-')} ({r})"
                                            for k, r in sorted(view["arrows"].items())))
    if view["axis"]:
        lines.append(f"Axis markers ({len(view['axis'])}): {', '.join(sorted(view['axis']))}")
    if view.get("solo"):
        solo = view["solo"]
        lines.append("Numerical markers (solo): " + ("; ".join(
            f"{a} {'+'.join(map(str, n))}" for a, n in view["numbers"].items()) or "none"))
        lines.append(f"  flipped to Axis: {', '.join(map(str, solo['flipped'])) or 'none'}"
                     f"; off the board: {', '.join(map(str, solo['removed'])) or 'none'}"
                     f"; Starving civilians met: {solo['starving_met']} (the first two "
                     f"may be ignored; ignored: {solo['starving_ignored']})")
    if view["airborne"]:
        lines.append("Airborne: " + ", ".join(f"{u['area']} ({u['owner']}"
                                              + ("" if u["up"] else ", aged") + ")"
                                              for u in view["airborne"]))
    if view.get("antwerpen_base"):
        lines.append("Antwerpen is Monty's Army supply base")
    return "\n".join(lines) + "\n"
