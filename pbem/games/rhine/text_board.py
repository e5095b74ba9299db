"""The Race to the Rhine board in words (in the reader's language), and the wording the
picture shares with it.

render_text() is the compact board for the CLI, mail and forum posts. The SVG board
(the title band, the map and the panel) writes the same headline, supply counts, deck
names and control of areas, so they are made here once: headline(), supplies(),
controlled() and SHORT (the deck names are wording.deck()).
"""
from pbem.language.speaking import N_

from .board import RHINE, SUPPLIES
from .wording import _, colour, deck, listed, ngettext, role_name, say_reason, \
    weather_name

SHORT = {"gas": "G", "ammo": "A", "food": "F"}
STEP_HELP = {
    "idle": N_("waiting to start"), "action": N_("choose an action"),
    "transport": N_("place trucks"), "go": N_("move on or stop"),
    "black_market": N_("answer the Black market"),
    "starving": N_("feed the Starving civilians or decline"),
    "overflow": N_("return pieces over capacity"),
    "axis": N_("place an Axis marker or counter-attack"), "done": N_("turn over"),
    "over": N_("game over"), "advance": N_("advance"),
}


def supplies(d):
    """"2G 1A 0F": the counts with the letters of the notation (3A2G1F)."""
    return " ".join(f"{d.get(k, 0)}{SHORT[k]}" for k in SUPPLIES)


def card_name(card):
    """A card of the view (its dict) named in the language in force."""
    return _.term(card["name"])


def step_help(step):
    """What the turn's STEP asks, in words."""
    return _(STEP_HELP[step]) if step in STEP_HELP else step


def _scores(view, scores):
    return listed(f"{role_name(r)} {scores[r]}" for r in view["order"] if r in scores)


def headline(view):
    out = view.get("outcome")
    if out:
        won, reason = out["winners"], say_reason(out["reason"])
        # no winner: the Axis holds (a lost solitaire game); the English headline has
        # always named nobody there, the Polish one names the Axis
        text = ngettext("Game over: {winners} wins ({reason})",
                        "Game over: {winners} win ({reason})", len(won),
                        winners=_(" and ").join(map(role_name, won)), reason=reason) \
            if won else _("Game over:  win ({reason})", reason=reason)
        if out.get("scores"):
            text += _("; medals {scores}", scores=_scores(view, out["scores"]))
        return text
    t = view["turn"]
    if not t["role"]:
        return _("Waiting to start")
    text = _("Round {round}, turn {number}: {role} to {step}", round=view["round"],
             number=t["number"], role=role_name(t["role"]), step=step_help(t["step"]))
    if t["step"] == "action" and t.get("allowance") is not None:
        text += _(" (action {number} of {allowance})",
                  number=min(t["actions"] + 1, t["allowance"]), allowance=t["allowance"])
    if t.get("move"):
        m = t["move"]
        text += _("; {corps} moving {path}", corps=m["corps"], path="-".join(m["path"]))
        if m.get("card"):
            text += _(", card: {card}", card=card_name(m["card"]))
    if view.get("final_round"):
        text += _(" - final round")
    return text


def controlled(view):
    """Area -> colour for every controlled area: placed markers and the imprinted ones."""
    owner = {a.name: next(iter(a.colours)) for a in RHINE.areas.values() if a.start_front}
    owner.update(view["control"])
    return owner


def you(role, view):
    """" (you)" after the name of the seat the view is for."""
    return _(" (you)") if role == view.get("you") else ""


def _player_line(view, r, p, turn_role):
    extras = []
    if p["air_support"]:
        extras.append(_("air support on {deck}", deck=deck(p["air_support"])))
    if p["commander_up"]:
        extras.append(_("commander card up"))
    return _("{turn} {role} ({colour}){you}: level {level}, trucks {trucks}, medals "
             "{medals}, won {won} ({ammo} ammo symbols), kept {kept}",
             turn=">" if r == turn_role else " ", role=role_name(r),
             colour=colour(p["colour"]), you=you(r, view), level=p["level"],
             trucks=p["trucks"], medals=p["medals"], won=len(p["won"]),
             ammo=sum(x["ammo"] for x in p["won"]), kept=p["kept_count"]) + \
        "".join(f", {e}" for e in extras)


def _player(view, r, p, owner, turn_role):
    """The lines of one player: his standing, corps, areas, cards."""
    c = p["colour"]
    lines = ["", _player_line(view, r, p, turn_role)]
    for cid, k in view["corps"].items():
        if RHINE.corps[cid].colour == c:
            lines.append(f"    {cid:<7} {k['area']:<16} {supplies(k)}"
                         + (_(" grounded") if k["grounded"] else ""))
    mine = sorted(a for a, o in owner.items() if o == c)
    lines.append("    " + _("controls {number}: {areas}", number=len(mine),
                             areas=listed(mine)))
    if p["medal_areas"]:
        lines.append("    " + _("medals for: {areas}", areas=listed(p["medal_areas"])))
    if p.get("kept"):
        lines.append("    " + _("kept: {cards}", cards=listed(map(card_name, p["kept"]))))
    for d, card in (p.get("peeks") or {}).items():
        lines.append("    " + _("peeked at {deck}: {card}", deck=deck(d),
                                 card=card_name(card)))
    return lines


def _solo(view):
    solo, _none = view["solo"], _("none")
    return [_("Numerical markers (solo): {markers}", markers="; ".join(
                f"{a} {'+'.join(map(str, n))}" for a, n in view["numbers"].items()) or _none),
            "  " + _("flipped to Axis: {flipped}; off the board: {removed}; Starving "
                     "civilians met: {met} (the first two may be ignored; ignored: "
                     "{ignored})", flipped=listed(map(str, solo["flipped"])) or _none,
                     removed=listed(map(str, solo["removed"])) or _none,
                     met=solo["starving_met"], ignored=solo["starving_ignored"])]


def _airborne(u):
    return _("{area} ({owner})", area=u["area"], owner=role_name(u["owner"])) if u["up"] \
        else _("{area} ({owner}, aged)", area=u["area"], owner=role_name(u["owner"]))


def _deck(view, d, n):
    return _("{deck} {number} (discards {discards})", deck=d, number=n,
             discards=view["discards"].get(d, 0))


def render_text(view):
    lines = [f"{view['title']} - {headline(view)}"]
    w = view.get("weather")
    lines.append(_("Order: {order}", order=" > ".join(map(role_name, view["order"])))
                 + (_("; weather: {weather}", weather=weather_name(w)) if w else "")
                 + _("; Axis markers left {axis}; medals left {medals}",
                     axis=view["axis_pool"], medals=view["medal_pool"]))
    lines.append(_("Allied Stock {stock}; pool {pool}; trucks in stock {trucks} (reserve "
                   "{reserve})", stock=supplies(view["stock"]), pool=supplies(view["pool"]),
                   trucks=view["trucks"]["stock"], reserve=view["trucks"]["reserve"]))
    lines.append(_("Decks: {decks}", decks=listed(_deck(view, d, n)
                                                  for d, n in view["decks"].items())))
    owner = controlled(view)
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    for r, p in view["players"].items():
        lines += _player(view, r, p, owner, turn_role)
    lines.append("")
    if view["areas"]:
        lines.append(_("Supplies on areas: {areas}", areas="; ".join(
            f"{a} {supplies(s)}" for a, s in sorted(view["areas"].items()))))
    if view["arrows"]:
        lines.append(_("Trucks: {arrows}", arrows="; ".join(
            f"{k.replace('|', '-')} ({role_name(r)})"
            for k, r in sorted(view["arrows"].items()))))
    if view["axis"]:
        lines.append(_("Axis markers ({number}): {areas}", number=len(view["axis"]),
                       areas=listed(sorted(view["axis"]))))
    if view.get("solo"):
        lines += _solo(view)
    if view["airborne"]:
        lines.append(_("Airborne: {units}", units=listed(map(_airborne, view["airborne"]))))
    if view.get("antwerpen_base"):
        lines.append(_("Antwerpen is Monty's Army supply base"))
    return "\n".join(lines) + "\n"
