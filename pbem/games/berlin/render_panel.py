"""The headline and the panel under the map: a column per player and one for the
combat under way; panels() says the same, and the legend, as data for the web page,
which writes it as HTML beside the map."""
from html import escape

from ..layers import box
from .. import panels as page
from . import board
from .render_layout import column_width, layout
from .render_map import legend_rows
from .render_symbols import (
    BLUE, CONDENSED, COUNTER, FIELD, FIELD_DARK, RED, ROLE_INK, ROMAN, STEP_HELP, chip, eagle,
    num, text, width)
from .speech import (_, and_list, area_name, cubes, ngettext, phase_name, role_name,
                     say_reason, token_name)


# ---------------------------------------------------------------- patches: headline, panel

def headline(view):
    """One line: the outcome, or the stage, the phase and who is to do what."""
    out = view.get("outcome")
    if out:
        winners = out.get("winners") or []
        who = (ngettext("{winners} wins", "{winners} win", len(winners),
                        winners=and_list(role_name(r) for r in winners)) if winners
               else _("a draw"))
        pts = out.get("points") or {}
        score = ", ".join(f"{role_name(r)} {n}" for r, n in pts.items())
        said = _("Game over: {who} ({reason})", who=who,
                 reason=say_reason(out.get("reason", "")))
        return _("{outcome}; points {score}", outcome=said, score=score) if score else said
    stage = ROMAN.get(view["stage"], str(view["stage"]))
    phase = phase_name(view["phase"])
    t = view.get("turn") or {}
    if t.get("role"):
        return _("Stage {stage}, {phase}: {role} to {step}", stage=stage, phase=phase,
                 role=role_name(t["role"]), step=_.term(STEP_HELP[t["step"]]))
    return _("Stage {stage}, {phase}", stage=stage, phase=phase)


def _token_chips(x, y, p, mine):
    """The 8 special tokens, a chip each: the letter of its kind in its force's colours;
    a used one (face down) pale and dashed. Each of the viewer's own face-up Logistics
    and Support tokens names itself (tokens logistics | tokens support)."""
    out = []
    for t in p["tokens"]:
        body, head, ink = COUNTER.get(t["force"], (FIELD, FIELD_DARK, "#111"))
        letter = token_name(t["kind"])[:1].upper()
        title = f'<title>{escape(_token_name(t))}</title>'
        if t["used"]:
            out.append(f'<g>{title}<rect x="{num(x)}" y="{num(y - 10)}" width="15" '
                       f'height="13" rx="3" fill="#eee" stroke="{head}" stroke-width="1" '
                       f'stroke-dasharray="2 1.5"/>'
                       + text(x + 7.5, y, letter, 9, "middle", "#999", "bold") + "</g>")
        else:
            tag = f' data-token="{t["kind"]}" data-verbs="tokens"' if _playable(t, mine) else ""
            out.append(f'<g{tag}>{title}<rect x="{num(x)}" y="{num(y - 10)}" width="15" '
                       f'height="13" rx="3" fill="{body}" stroke="{head}" stroke-width="2"/>'
                       + text(x + 7.5, y, letter, 9, "middle", ink, "bold") + "</g>")
        x += 18
    return "".join(out), x


def _token_name(t):
    if t["used"]:
        return _("{token} ({force}), used", token=token_name(t["kind"]), force=t["force"])
    return _("{token} ({force})", token=token_name(t["kind"]), force=t["force"])


def _playable(t, mine):
    """Whether token T names itself: one of the viewer's own face-up Logistics and
    Support tokens (tokens logistics | tokens support)."""
    return mine and not t["used"] and t["kind"] in ("logistics", "support")


def _area_name(a):
    return area_name(a) if a in board.AREAS else str(a)


def _victory_chips(x, y, areas, colour):
    """The victory tokens a player holds: an eagle and the area's number each."""
    out = []
    for a in areas:
        w = 20 + width(a, 9)
        out.append(f'<g><title>{escape(_area_name(a))}</title>'
                   f'<rect x="{num(x)}" y="{num(y - 10)}" width="{num(w)}" height="13" rx="3" '
                   f'fill="#fff" stroke="{colour}" stroke-width="1"/>'
                   + eagle(x + 8, y - 3.5, EAGLE_OF.get(colour, "both"), 0.8)
                   + text(x + 16, y, a, 9, fill="#111", weight="bold") + "</g>")
        x += w + 4
    return "".join(out), x


EAGLE_OF = {RED: "red", BLUE: "blue"}


def _player_column(view, r, x, y0, cw):
    """A player's column of the panel (its frame is the base's): each line a patch of
    its own, and the header band edged in gold when he is to act."""
    p = view["players"][r]
    t = view.get("turn") or {}
    to_act = not view.get("outcome") and t.get("role") == r
    ink = ROLE_INK.get(r, "#555")
    right = x + cw - 8
    patches = []
    top = y0 + 8
    if to_act:      # a gold edge round the header band (the frame is the base's)
        patches.append((box(x, top, right, top + 18, 2),
                        f'<rect x="{num(x)}" y="{num(top)}" width="{num(cw - 8)}" height="18" '
                        f'rx="5" fill="none" stroke="#f0b400" stroke-width="3"/>'))

    def line(y, svg, end, up=11, down=4):
        """A patch of the line with baseline Y, from the column's left to END at least."""
        patches.append((box(x + 2, y - up, max(right - 2, end), y + down, 0), svg))

    def say(y, s, size=10, **kw):
        line(y, text(x + 8, y, s, size, **kw), x + 8 + width(s, size))
    say(top + 13, _player(view, r, _("{role} \u00b7 first player")), 11, fill="#fff",
        weight="bold")
    line(top + 13, text(right - 8, top + 13, _forces(p), 9.5, "end", "#fff"), right)
    yy = top + 33
    say(yy, _("Cubes: {cubes}", cubes=_cubes(p)))
    yy += 18
    if "pool_values" in p:      # the viewer's own: the values he may place, to click
        blocks = _("Blocks: {blocks}", blocks=_blocks(p))
        svg, bx = text(x + 8, yy, blocks, 10), x + 8 + width(blocks, 10) + 2
        for v in p["pool_values"]:
            svg += chip(bx, yy + 1, v, ink, w=15, extra=f' data-token="{v}" data-verbs="place"')
            bx += 17
        line(yy, svg, bx + 2, down=5)
    else:
        say(yy, _("Blocks: {blocks}", blocks=_blocks(p)))
    yy += 18
    label = _("Tokens")
    chips, tx = _token_chips(_after(x, label, 56), yy, p, r == view.get("you"))
    line(yy, text(x + 8, yy, label, 10) + chips, tx, down=5)
    yy += 18
    label = _("Victory: {points}", points=p["points"])
    chips, vx = _victory_chips(_after(x, label, 76), yy, p["victory"], ink)
    line(yy, text(x + 8, yy, label, 10) + chips, vx, down=5)
    yy += 18
    say(yy, _("Front: {front}", front=_front(view, r)))
    return patches


def _after(x, label, at):
    """Where the chips after LABEL (drawn at X + 8) start: AT past X, or past a longer
    label."""
    return x + max(at, 8 + width(label, 10))


def _player(view, r, first_player):
    """The player R's name, '(you)' for the viewer, and FIRST_PLAYER's words (a
    template of {role}) when he is the stage's first player."""
    said = role_name(r)
    if r == view.get("you"):
        said = _("{role} (you)", role=said)
    if view.get("first") == r:
        said = first_player.format(role=said)
    return said


def _forces(p):
    return _("army {army}, Germans {germans}", army=p["army"], germans=p["germans"])


def _cubes(p):
    c = p["cubes"]
    return _("{pool} in pool, {on_blocks} on blocks, {lost} lost", pool=c["pool"],
             on_blocks=c["on_blocks"], lost=c["lost"])


def _blocks(p):
    """The blocks in a player's pool; the viewer's own values follow (to click)."""
    if "pool_values" in p:
        return _("{in_pool} in pool; to place", in_pool=p["blocks_in_pool"])
    return _("{in_pool} in pool ({placeable} to place)", in_pool=p["blocks_in_pool"],
             placeable=p["blocks_placeable"])


def _front(view, r):
    front = view["fronts"].get(r) or {}
    return _("{bars}/{all} bars on the map, {missing} missing", bars=front.get("bars", 0),
             all=board.BARS, missing=front.get("missing", 0))


def combat_lines(view):
    """The combat under way, a line each: where, who attacks, who defends, support,
    tokens (the dice and the result are drawn apart)."""
    c = view.get("combat")
    if not c:
        return [_("No combat under way.")]
    units = view["units"]

    def who(ids):
        return ", ".join(f"{u} {units[u]['strength']}" if u in units else u for u in ids) or "-"

    out = [f"{_area_name(c['from'])} -> {_area_name(c['to'])}",
           _("attacker {role} ({force}), {cubes}: {units}", role=role_name(c["role"]),
             force=c["force"], cubes=cubes(c["cubes"]), units=who(c["units"])),
           _("defender {role} ({force}): {units}", role=role_name(c["defender"]),
             force=c["dforce"], units=who(c["defenders"]))]
    step = (view.get("turn") or {}).get("step")
    if c.get("support"):
        out.append(_("support from {area}", area=_area_name(c["support"])))
    elif step == "support":
        out.append(_("support: to be chosen"))
    else:
        out.append(_("no support"))
    extra = []
    if c.get("logistics"):
        extra.append(token_name("logistics").capitalize())
    if c.get("bonus"):
        extra.append(f"{token_name('support').capitalize()} +{c['bonus']}")
    if c.get("counter"):
        extra.append(token_name("counterattack").capitalize())
    if extra:
        out.append(_("tokens: {tokens}", tokens=", ".join(extra)))
    return out


def _dice(x, y, values, colour):
    out = []
    for v in values:
        out.append(f'<rect x="{num(x)}" y="{num(y - 11)}" width="15" height="15" rx="3" '
                   f'fill="#fff" stroke="{colour}" stroke-width="1.5"/>'
                   + text(x + 7.5, y, v, 10, "middle", "#111", "bold"))
        x += 18
    return "".join(out), x


def _combat_column(view, x, y0, cw):
    patches = []
    top = y0 + 8
    c = view.get("combat")
    yy = top + 32
    right = x + cw - 10
    for i, s in enumerate(combat_lines(view)):
        bold = "bold" if i == 0 and c else "normal"
        s = s.replace(" -> ", " \u2192 ") if i == 0 else s
        patches.append((box(x + 2, yy - 11, max(right, x + 8 + width(s, 9.5, True)), yy + 4, 0),
                        text(x + 8, yy, s, 9.5, weight=bold, extra=CONDENSED)))
        yy += 14
    if c and c.get("dice"):
        label = _("dice")
        svg = text(x + 8, yy + 2, label, 9.5, fill="#555")
        d1, dx = _dice(x + max(36, 8 + width(label, 9.5)), yy + 2, c["dice"].get("attack") or [],
                       ROLE_INK.get(c["role"], "#555"))
        svg += d1 + text(dx + 4, yy + 2, "vs", 9.5, fill="#555")
        d2, dx = _dice(dx + 22, yy + 2, c["dice"].get("defence") or [],
                       ROLE_INK.get(c["defender"], "#555"))
        svg += d2
        res, end = c.get("result"), dx
        if res:
            said = _result(res)
            svg += text(dx + 6, yy + 2, said, 10, weight="bold")
            end = dx + 6 + width(said, 10)
        patches.append((box(x + 2, yy - 12, max(right, end), yy + 7, 0), svg))
    return patches


def _result(res):
    if res.get("winner") == "attack":
        return _("{attack} : {defence}, attack wins", attack=res.get("attack"),
                 defence=res.get("defence"))
    return _("{attack} : {defence}, defence wins", attack=res.get("attack"),
             defence=res.get("defence"))


def panel_patches(view):
    lay = layout()
    y0 = lay.map_bottom
    roles = list(view["roles"])
    cw = column_width()
    out = []
    for i, r in enumerate(roles):
        out += _player_column(view, r, 8 + i * cw, y0, cw)
    out += _combat_column(view, 8 + len(roles) * cw, y0, cw)
    return out


def panels(view):
    """The panel as data for the web page (docs/game-protocol.md): a panel per player
    (the viewer's pool values and his playable tokens name themselves, as on the
    picture), the combat under way and the legend; the same words as the picture's."""
    t = view.get("turn") or {}
    out = []
    for r in view["roles"]:
        p = view["players"][r]
        mine = r == view.get("you")
        values = [page.chip(v, v, "place") for v in p.get("pool_values", [])]
        tokens = [page.chip(_token_name(k), *((k["kind"], "tokens") if _playable(k, mine)
                                              else ())) for k in p["tokens"]]
        victory = [page.chip(a, title=_area_name(a)) for a in p["victory"]]
        out.append(page.panel(_player(view, r, _("{role}, first player")), [
            page.row(text=_forces(p)), page.row(_("cubes"), _cubes(p)),
            page.row(_("blocks"), _blocks(p), values), page.row(_("tokens"), chips=tokens),
            page.row(_("victory"), p["points"], victory),
            page.row(_("front"), _front(view, r))],
            ROLE_INK.get(r), not view.get("outcome") and t.get("role") == r))
    rows = [page.row(text=line.replace(" -> ", " \u2192 ")) for line in combat_lines(view)]
    c = view.get("combat")
    if c and c.get("dice"):
        dice = [" ".join(map(str, c["dice"].get(side) or [])) for side in ("attack", "defence")]
        rows.append(page.row(_("dice"), " vs ".join(dice) + (f": {_result(c['result'])}"
                                                            if c.get("result") else "")))
    legend = [page.row(text=words, icon=page.icon(draw(10, 13), 70, 26))
              for draw, words in legend_rows()]
    return out + [page.panel(_("Combat"), rows), page.panel(_("Legend"), legend, folded=True)]
