"""The games' pictures name what a command can name (issue 11, the board is the
interface): along a game of each kind, every place, card, corps or hex word of every
legal command is on the picture as data-token="<that word, as format() writes it>",
allowed by its data-verbs (if any) for that command. The web page's static/board.js
lights exactly these; tests/test_web_board_click.py clicks them in chromium."""
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
    if a in ("play", "keep", "discard") or (a == "move" and "card" in cmd):
        return [cmd["card"]]
    if a in ("move", "load", "unload") and "corps" in cmd:
        return [cmd["corps"]]
    if a in ("move", "retreat"):
        return list(cmd["path"])
    if a in ("supply", "go", "return", "counter") or (a == "axis" and cmd["area"]):
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
    out = {}
    for el in ET.fromstring(svg).iter():
        if el.get("data-token") is not None:
            verbs = el.get("data-verbs")
            out.setdefault(el.get("data-token"), []).append(
                None if verbs is None else verbs.split())
    return out


@pytest.mark.parametrize("kind, options, steps", [
    ("flanders", None, 120), ("rhine", {"commanders": "Monty+Patton"}, 60),
    ("memoir44", {"scenario": "pegasus-bridge"}, 80)])
def test_every_board_word_of_every_legal_command_is_on_the_picture(
        service, kind, options, steps):
    gid, _ = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], options)
    chooser = random.Random(kind)
    named = 0
    for _ in range(steps):
        game = service.load(gid)
        if not service.active(game):
            break
        role = service.active(game)[0]
        legal = service.legal(game, role)
        marks = tokens(game.rules.render_svg(service.view(game, role)))
        for text in legal:
            for word in board_words(game.rules.parse(text)):
                assert word in text and word in marks, (text, word)
                assert any(v is None or text.split()[0] in v for v in marks[word]), (
                    text, word, marks[word])
                named += 1
        service.submit(gid, role, chooser.choice(onward(legal)))
    assert named > steps
