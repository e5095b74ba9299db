"""Memoir '44 in Polish (issue 28; the game's README, "In Polish"): with Polish in force,
games of several scenarios played at random have every event described, every refusal
met, every summary line, every command's words, the text board, the picture's texts
and the panels in Polish, with no English message of the game's catalog left in them;
the plural forms are the right ones for 1, 2, 5 and 22; the same calls in English say
what they always said."""
import random
import re
from html import unescape

import pytest
from babel.messages import pofile

from pbem import TRANSLATIONS
from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games import memoir44 as g
from pbem.games.memoir44.cards import KEYS
from pbem.language.speaking import speaking
from tests.fuzz import onward

SEED = "5eed" * 16
FIELD = re.compile(r"\{\w*\}")


def _read():
    """{English: its Polish forms} of the catalog (a plural message's both forms)."""
    with (TRANSLATIONS / "pl" / "LC_MESSAGES" / "memoir44.po").open("rb") as f:
        catalog = pofile.read_po(f)
    out = {}
    for m in catalog:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        out.update((english, strings) for english in ids if english)
    return out


POLISH = _read()
#: the messages Polish writes as English does: the notation's forms, a name and the
#: shapes around fields (a translation put back to English fails below)
ALIKE = {" ({ground})", "Ocean", "ocean", "hex {name} (row {row}, col {col})",
         "order HEX [HEX ...]", "target HEX [HEX ...]", "{card} ({section})",
         "{role}: {step}", "{num} hex"}
CHANGED = {m: said for m, said in POLISH.items() if m not in said}


def _pieces(message):
    """MESSAGE's own words, between its fields."""
    return [p.strip() for p in FIELD.split(message) if p.strip()]


def _says(text, pieces):
    """Does TEXT hold PIECES in order (a message, its fields filled in any way)?"""
    at = 0
    for piece in pieces:
        at = text.find(piece, at)
        if at < 0:
            return False
        at += len(piece)
    return True


def _words(message):
    return re.findall(r"[A-Za-z][\w'&!-]+", FIELD.sub(" ", message))


#: the words of the notation, which Polish texts quote (commands, card keys, unit
#: types), and an English word that is a Polish one too ("tych flag")
NOTATION = {"play", "order", "move", "battle", "retreat", "overrun", "decline", "keep",
            "target", "ambush", "end", "resign", "on", "off", "infantry", "armor",
            "artillery", "flag"} | {w for k in KEYS for w in k.split("-")}
#: the messages of two words or more, found in a longer text with their fields filled
SENTENCES = [(m, _pieces(m)) for m in CHANGED if len(_words(m)) >= 2]
#: the messages of one word, found as a whole word (not one of the notation's)
SINGLES = [(m, re.compile(rf"(?<![\w-]){re.escape(_words(m)[0])}(?![\w-])"))
           for m in CHANGED if len(_words(m)) == 1 and _words(m)[0] not in NOTATION]


def leaks(texts, allowed=()):
    """The English messages of the catalog found in TEXTS (ALLOWED: the scenario's name
    and place names, which stay as its file has them, or the lines the picture cuts
    them into)."""
    found = set()
    for text in texts:
        if any(text in place for place in allowed):
            continue
        for place in sorted(allowed, key=len, reverse=True):
            text = text.replace(place, " ")
        found |= {m for m, pieces in SENTENCES if _says(text, pieces)}
        found |= {m for m, word in SINGLES if word.search(text)}
    return found


def svg_texts(svg):
    return [unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]


def panel_texts(value):
    if isinstance(value, dict):
        return [t for k, v in value.items() if k != "icon"
                for t in ([v] if k in ("title", "label", "text") and isinstance(v, str)
                          else panel_texts(v))]
    if isinstance(value, list):
        return [t for v in value for t in panel_texts(v)]
    return []


def labels(state):
    """The scenario's name and place names, as its file has them (README, "In
    Polish")."""
    return {state["scenario"]["name"]} | {h["label"] for h in state["hexes"].values()
                                          if h.get("label")}


def start(options):
    state = None
    for event in g.setup(options, Draws(SEED, "x", 0)):
        state = g.apply(state, event)
    return state


#: commands refused, each for a reason of its own (the notation's, or the position's)
BAD = ("fly", "move Z9-Z8", "order", "battle A1", "play nothing-at-all", "end now",
       "take-ground; resign", "move A1", "keep recon-left", "ambush on off", "target",
       "battle A1 B2", "order A1", "move A1-B1", "retreat A1-A2", "overrun A1",
       "remove-wire A1", "keep direct-from-hq", "play direct-from-hq", "end; fly")


def said_in_a_game(options, commands, chooser):
    """Every text a random game of COMMANDS commands lets the players read, said with
    the language in force."""
    state, said, events = start(options), [], []
    for n in range(1, commands + 1):
        if state.get("outcome"):
            break
        role = g.active(state)[0]
        view = g.view(state, role)
        summary = g.legal_summary(state, role)
        said += summary + [g.explain_summary(view, line) or "" for line in summary]
        legal = onward(g.legal(state, role))
        said += [g.explain(view, c) or "" for c in legal[:12]]
        for text in BAD if n % 5 == 1 else ():
            try:
                g.decide(state, role, g.parse(text), Draws(SEED, "x", n))
            except RuleError as e:
                said.append(str(e))
        other = next(r for r in g.roles(options) if r != role)
        try:
            g.decide(state, other, legal[0], Draws(SEED, "x", n))
        except RuleError as e:
            said.append(str(e))
        battles = [c for c in legal if c["action"] in ("battle", "target")]
        command = chooser.choice(battles if battles and chooser.random() < 0.8 else legal)
        new = g.decide(state, role, command, Draws(SEED, "x", n))
        for event in new:
            state = g.apply(state, event)
        events += new
    for seat in (*g.roles(options), None):
        view = g.view(state, seat)
        said += [g.render_text(view)] + svg_texts(g.render_svg(view))
        said += panel_texts(g.panels(view))
    said += [g.describe(g.event_view(e, seat)) for e in events for seat in g.roles(options)]
    return state, said


GAMES = {"pegasus-bridge": 160, "sainte-mere-eglise": 120, "counterattack-on-mortain": 120,
         "sword-beach": 120, "vassieux": 120}


@pytest.mark.parametrize("slug", GAMES)
def test_a_game_in_polish_says_no_english_message(slug):
    with speaking("pl"):
        state, said = said_in_a_game({"scenario": slug}, GAMES[slug], random.Random(slug))
    assert leaks(said, labels(state)) == set()
    assert any("ą" in s or "ę" in s or "ś" in s for s in said)


def test_team_play_in_polish_names_its_seats():
    options = {"scenario": "pegasus-bridge", "team": 3, "seats": 6}
    with speaking("pl"):
        state, said = said_in_a_game(options, 80, random.Random("team"))
        assert g.role_name("Allies-left") == "Alianci – lewa flanka"
        assert g.role_name("Axis") == "Państwa Osi"
    assert leaks(said, labels(state)) == set()
    assert g.role_name("Allies-left") == "Allies-left"


def test_only_the_messages_meant_to_read_alike_do():
    assert set(POLISH) - set(CHANGED) == ALIKE


def test_a_leak_is_found():
    """The check above can fail: an English sentence of the catalog, filled in, and a
    legend's word on its own are found."""
    found = leaks(["Axis unit on F5 loses 2 figures", "Legend", "Alianci discards Zwiad"])
    assert {"{side} unit on {at} loses {num} figures", "Legend",
            "{side} discards {card}"} <= found
    assert leaks(["Państwa Osi – jednostka na F5 traci 2 figurki", "Legenda",
                  "Pegasus Bridge - Tura 3", "play probe-left | ignore-flag"],
                 {"Pegasus Bridge"}) == set()


def hits(n):
    return {"type": "hits", "side": "Axis", "at": "F5", "figures": n, "left": 0}


def roll(n):
    return {"type": "battle", "side": "Allies", "from": "E4", "at": "F5", "unit": "u01",
            "distance": 2, "dice": n, "faces": ["star"] * n}


HAND = {"medals": 1, "medals_to_win": 4, "hand_count": 0}


@pytest.mark.parametrize("n, figures, dice, cards", [
    (1, "1 figurkę", "1 kość", "1 karta w ręce"),
    (2, "2 figurki", "2 kości", "2 karty w ręce"),
    (5, "5 figurek", "5 kości", "5 kart w ręce"),
    (22, "22 figurki", "22 kości", "22 karty w ręce")])
def test_polish_plural_forms(n, figures, dice, cards):
    from pbem.games.memoir44.render_panel import _in_hand
    with speaking("pl"):
        assert g.describe(hits(n)) == f"Państwa Osi – jednostka na F5 traci {figures}"
        assert g.describe(roll(n)).startswith(f"Alianci: E4 strzał do F5, {dice}: gwiazda")
        assert _in_hand(dict(HAND, hand_count=n)) == cards


@pytest.mark.parametrize("n", [1, 2, 5, 22])
def test_english_says_what_it_always_said(n):
    from pbem.games.memoir44.render_panel import _in_hand
    figures = "figure" if n == 1 else "figures"
    assert g.describe(hits(n)) == f"Axis unit on F5 loses {n} {figures}"
    assert g.describe(roll(n)) == (f"Allies E4 fires at F5: {n} {'die' if n == 1 else 'dice'} "
                                   + ", ".join(["star"] * n))
    assert _in_hand(dict(HAND, hand_count=n)) == f"{n} cards in hand"


def test_the_words_of_the_game_in_polish():
    state = start({"scenario": "pegasus-bridge"})
    view = g.view(state, "Allies")
    with speaking("pl"):
        played = {"type": "card_played", "side": "Allies", "card": "probe-left-1"}
        assert g.describe(played) == "Alianci zagrywają kartę Sondowanie (lewa flanka)"
        assert g.say_reason("Axis-left resigned") == "poddanie gry: Państwa Osi – lewa flanka"
        assert g.say_reason("medals") == "Medale Zwycięstwa"
        assert g.say_reason("Ann (Allies) forfeited: missed the deadline") == \
            "Ann (Allies) forfeited: missed the deadline"
        text = g.render_text(view)
        assert "Legenda: " in text and "Tura 1 - Alianci: zagraj kartę dowodzenia" in text
        with pytest.raises(RuleError, match="nieznane polecenie 'fly'"):
            g.parse("fly")
        with pytest.raises(RuleError, match="'Q5' leży poza planszą"):
            g.parse("move Q5-Q6")
        assert g.option_words()["scenario"]["name"] == "Scenariusz"
    assert g.option_words()["scenario"]["name"] == "Scenario"
    text = g.render_text(view)
    assert "Key: " in text and "Turn 1 - Allies: play a command card" in text
    assert g.say_reason("Axis-left resigned") == "Axis-left resigned"
