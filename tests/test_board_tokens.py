"""The games' pictures name what a command can name (issue 11, the board is the
interface): along a game of each kind, every place, card, corps or hex word of every
legal command is on the picture as data-token="<that word, as format() writes it>",
allowed by its data-verbs (if any) for that command; and so it is on the web page,
which shows the map alone (render_map) and the panels as HTML (issue 25): there the
word is on the map or on a chip of a panel. The web page's static/board.js lights
exactly these; tests/test_web_board_click.py clicks them in chromium."""
import random
import xml.etree.ElementTree as ET

import pytest

from tests.fuzz import onward


def board_words(cmd):
    """The words of a parsed command (any of the three games) that name something
    on the board, as their notation writes them."""
    a = cmd["action"]
    if a in ("take", "gas"):
        return [str(cmd["space"])]
    if a == "balloon":
        return [str(cmd["die"])]
    if a in ("play", "keep", "discard", "move") and "card" in cmd:
        return [cmd["card"]]
    if a in ("move", "load", "unload") and "corps" in cmd:
        return [cmd["corps"]]
    if a == "move" and "unit" in cmd:                       # Race to Berlin
        return [cmd["unit"], cmd["to"]]
    if a == "attack":
        return [cmd["from"], cmd["to"], *cmd["units"]]
    if a == "place":
        return [str(cmd["value"]), cmd["area"]]
    if a == "tokens":
        return list(cmd["play"])
    if a in ("move", "retreat"):
        return list(cmd["path"])
    if a in ("supply", "go", "return", "counter", "remove", "deploy", "support") or (
            a == "axis" and cmd["area"]):
        return [cmd["area"]]
    if a == "truck":
        return [cmd["from"], cmd["to"]]
    if a == "airborne":
        return list(cmd["areas"])
    if a == "order":
        return list(cmd["units"])
    if a == "target":
        return list(cmd["hexes"])
    if a == "battle":
        return [cmd["unit"], cmd["target"]]
    return {"remove-wire": [cmd.get("unit")], "overrun": [cmd.get("target")]}.get(a, [])


def tokens(svg):
    """{token: [the first words each element of it is limited to, or None]}."""
    return _marks((el.get("data-token"), el.get("data-verbs"))
                  for el in ET.fromstring(svg).iter() if el.get("data-token") is not None)


def page_tokens(rules, view):
    """tokens() of what the web page shows: the map, and the chips of the panels."""
    chips = [(c["token"], c.get("verbs")) for panel in rules.panels(view)
             for row in panel["rows"] for c in row.get("chips", []) if "token" in c]
    out = tokens(rules.render_map(view))
    for token, marks in _marks(chips).items():
        out.setdefault(token, []).extend(marks)
    return out


def _marks(pairs):
    out = {}
    for token, verbs in pairs:
        out.setdefault(token, []).append(None if verbs is None else verbs.split())
    return out


def named(marks, text, word):
    """Whether MARKS name WORD of the legal command TEXT."""
    return word in marks and any(v is None or text.split()[0] in v for v in marks[word])


@pytest.mark.parametrize("kind, options, steps", [
    ("flanders", None, 120), ("rhine", {"commanders": "Monty+Patton"}, 60),
    ("memoir44", {"scenario": "pegasus-bridge"}, 80), ("berlin", None, 40)])
def test_every_board_word_of_every_legal_command_is_on_the_picture_and_the_page(
        service, kind, options, steps):
    gid, _ = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], options)
    chooser = random.Random(kind)
    named_words = 0
    for _ in range(steps):
        game = service.load(gid)
        if not service.active(game):
            break
        role = service.active(game)[0]
        legal = service.legal(game, role)
        view = service.view(game, role)
        marks = tokens(game.rules.render_svg(view))
        page = page_tokens(game.rules, view)
        for text in legal:
            for word in board_words(game.rules.parse(text)):
                assert word in text and named(marks, text, word), (text, word, marks.get(word))
                assert named(page, text, word), (text, word, page.get(word))
                named_words += 1
        service.submit(gid, role, chooser.choice(onward(legal)))
    assert named_words > steps
