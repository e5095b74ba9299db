"""Race to the Rhine in Polish (issue 28; the game's README, "In Polish"): random games
of each kind played with Polish in force, every text a reader meets collected on the
way (each event described for the public and for its player, the refusals of bad
commands, the legal-command summaries and the words of each command, the board in
words, the picture's texts, the web page's panels, the lobby's option words), and none
of them may hold an English message of the catalog whose Polish differs: a leak. A few
texts are checked word for word, the plural forms for 1, 2, 5 and 22 among them, and
the same calls in English still say what they said before the game was translated."""
import html
import random
import re
import string

import pytest
from babel.messages import pofile

import pbem.games.rhine as g
from pbem import TRANSLATIONS
from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games.rhine import wording
from pbem.games.rhine.text_board import headline
from pbem.language.speaking import speaking
from tests.test_rhine_random import pick

#: what a player may send wrongly: each is refused in words
BAD = ["", "fly", "move", "move ZZ", "move XII Nowhere", "supply Paris", "trucks x",
       "truck A", "truck Lisieux-Brionne 9Q", "load XII 1 beer", "air moon", "recon",
       "commander fly", "swap food", "axis", "go", "advance x", "airborne", "return Paris",
       "end now", "supply Paris 3 ammo +gas", "move XII Troyes-Vitry zzz", "move XII feed",
       "load ZZ 1 gas", "unload XII 1", "counter", "move XII Troyes feed feed",
       "move XII Troyes swap food food"]
#: (options, seed, steps): three commanders with every optional rule, two, a solitaire
GAMES = [({"seats": 3, "weather": True, "common_deck": True, "veteran": ["Monty"]}, "01", 500),
         ({"seats": 2, "commanders": ["Monty", "Patton"]}, "02", 400),
         ({"seats": 1, "solo": "Brad"}, "03", 400)]


def polish_catalog():
    with (TRANSLATIONS / "pl" / "LC_MESSAGES" / "rhine.po").open("rb") as f:
        return pofile.read_po(f)


def translated_english():
    """{English msgid (singular or plural): its Polish forms} of the messages whose
    Polish is another text."""
    out = {}
    for m in polish_catalog():
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.id and set(ids) != set(strings):
            out.update((msgid, strings) for msgid in ids)
    return out


#: what a field of a message may hold: a count is a number, the rest any text
FIELDS = {"num": r"\d+", "number": r"\d+", None: ""}


def pattern(msgid):
    """A regex a whole text matches when it is MSGID with its fields filled in."""
    parts = string.Formatter().parse(msgid)
    return re.compile("".join(re.escape(text) + FIELDS.get(field, ".+?")
                              for text, field, _spec, _conv in parts) + "$", re.S)


def chunks(msgid, polish):
    """The runs of MSGID's own words between its fields that are long enough to be
    told apart from notation and names (several words), and that its POLISH forms do
    not keep (a name, the notation)."""
    return [text for text, _f, _s, _c in string.Formatter().parse(msgid)
            if " " in text.strip() and len(text.strip()) >= 10
            and not any(text in said for said in polish)]


def leaks(texts, english, notation=()):
    """(text, msgid) for each of TEXTS that is an English message or holds one's words,
    and each of NOTATION (texts that quote commands, whose words are English: the
    summary lines, the refusals) that holds one's words (ENGLISH: translated_english())."""
    patterns = [(m, pattern(m), chunks(m, polish)) for m, polish in english.items()]
    found = []
    for text, whole_too in [(t, True) for t in texts] + [(t, False) for t in notation]:
        for msgid, whole, runs in patterns:
            if (whole_too and whole.match(text)) or any(run in text for run in runs):
                found.append((text, msgid))
    return found


def svg_texts(svg):
    return [html.unescape(t) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)]


def panel_texts(panels):
    out = []
    for panel in panels:
        out.append(panel["title"])
        for row in panel["rows"]:
            out += [row.get("label"), row.get("text")]
            out += [c.get(k) for c in row.get("chips", []) for k in ("text", "title")]
    return [t for t in out if t]


def refusals(state, role, seed):
    """The refusals of BAD's texts and of two commands the rules refuse now."""
    out = []
    for text in BAD:
        with pytest.raises(RuleError) as refused:
            g.parse(text)
        out.append(str(refused.value))
    for corps in sorted(state["corps"]):
        for command in ({"action": "move", "corps": corps, "commander": False, "path": []},
                        {"action": "trucks", "n": 99}):
            if not g.is_legal(state, role, command):
                with pytest.raises(RuleError) as refused:
                    g.decide(state, role, command, Draws(seed, "s", 9999))
                out.append(str(refused.value))
    return out


def board_texts(state, role):
    out = []
    for seat in (role, None):
        view = g.view(state, seat)
        out += g.render_text(view).splitlines()
        out += svg_texts(g.render_svg(view)) + svg_texts(g.render_map(view))
        out += panel_texts(g.panels(view))
        out += list(g.progress(view)[2])
    return out


def play(options, seed, steps):
    """Every text a reader meets in a random game of OPTIONS (see the module): (the
    texts in words, the texts quoting commands)."""
    rnd = random.Random(seed)
    log = g.setup(options, Draws(seed, "s", 0))
    state = None
    for event in log:
        state = g.apply(state, event)
    texts, notation = [g.describe(g.event_view(e, None)) for e in log], []
    for n in range(steps):
        if g.outcome(state):
            break
        role = g.active(state)[0]
        view = g.view(state, role)
        legal = g.legal(state, role)
        for line in g.legal_summary(state, role):
            notation.append(line)
            texts.append(g.explain_summary(view, line))
        texts += [g.explain(view, c) for c in legal[:25]]
        if n % 25 == 0:
            texts += board_texts(state, role)
            notation += refusals(state, role, seed)
        for event in g.decide(state, role, pick(rnd, legal), Draws(seed, "s", n + 1)):
            state = g.apply(state, event)
            texts += [g.describe(g.event_view(event, r)) for r in (None, role)]
    texts += board_texts(state, None)
    if g.outcome(state):
        texts.append(g.say_reason(g.outcome(state)["reason"]))
    return [t for t in texts if t], notation


def option_texts():
    words = g.option_words()
    return [t for option in words.values()
            for t in [option.get("name"), option.get("text")]
            + [c.get(k) for c in option.get("choices", {}).values() for k in ("name", "text")]
            if t]


@pytest.mark.parametrize("options, seed, steps", GAMES)
def test_a_game_in_polish_says_no_english_message(options, seed, steps):
    with speaking("pl"):
        texts, notation = play(options, seed, steps)
        texts += option_texts()
    assert len(texts) > 500 and len(notation) > 100
    assert leaks(texts, translated_english(), notation) == []


def test_a_leak_is_caught():
    """The check above can fail: an English message met in a Polish game is found,
    whole or inside a longer text."""
    english = translated_english()
    with speaking("en"):
        said = [g.describe({"type": "trucks_taken", "role": "Brad", "n": 0}),
                g.describe({"type": "reaction_done", "role": "Patton"}) + "; more"]
    assert {msgid for _t, msgid in leaks(said, english)} >= {
        "{who} takes trucks, but the stock has none", "{who}'s Axis reaction is over"}
    assert leaks(said, english, notation=said)
    with speaking("pl"):
        assert leaks([g.describe({"type": "trucks_taken", "role": "Brad", "n": 0})],
                     english) == []


TRUCKS = {1: "Bradley pobiera z Toru dostępnych ciężarówek: 1 ciężarówka",
          2: "Bradley pobiera z Toru dostępnych ciężarówek: 2 ciężarówki",
          5: "Bradley pobiera z Toru dostępnych ciężarówek: 5 ciężarówek",
          22: "Bradley pobiera z Toru dostępnych ciężarówek: 22 ciężarówki"}


@pytest.mark.parametrize("n", TRUCKS)
def test_polish_counts_in_its_three_plural_forms(n):
    event = {"type": "trucks_taken", "role": "Brad", "n": n}
    with speaking("pl"):
        assert g.describe(event) == TRUCKS[n]
        ammo = wording.pieces({"ammo": n})
    assert ammo == {1: "1 pionek amunicji", 2: "2 pionki amunicji", 5: "5 pionków amunicji",
                    22: "22 pionki amunicji"}[n]
    assert g.describe(event) == f"Brad takes {n} truck{'s' * (n != 1)} from the stock"


def test_polish_words_as_the_rulebook_names_them():
    lost = {"type": "game_over", "winners": [], "reason": "every numerical marker was "
            "flipped or left the board: the Axis holds the Rhine", "scores": {"Brad": 2}}
    lost_view = {"outcome": dict(lost, type=None), "order": ["Brad"]}
    won = {"type": "game_over", "winners": ["Brad"], "area": "Köln",
           "reason": "automatic victory", "scores": None}
    with speaking("pl"):
        assert g.describe(lost) == (
            "koniec gry: wygrywają Niemcy (każdy znacznik numeryczny został odwrócony albo "
            "zdjęty z planszy: Niemcy utrzymują Ren); medale: Bradley 2")
        assert g.describe(won) == \
            "koniec gry: wygrywa Bradley (zwycięstwo automatyczne – Köln)"
        assert g.describe({"type": "interphase", "levels": {"Brad": 3}, "transfers": [],
                           "trucks": [], "grounded": ["XII"]}) == (
            "Faza logistyki: poziomy możliwości logistycznych Bradley 3; zatrzymane z "
            "braku prowiantu: XII")
        assert str(pytest.raises(RuleError, g.parse, "fly").value).startswith(
            "nieznany rozkaz 'fly'; oczekiwano jednego z: supply POLE basic|3 RODZAJ")
        assert headline(lost_view) == (
            "Koniec gry: wygrywają Niemcy (każdy znacznik numeryczny został odwrócony albo "
            "zdjęty z planszy: Niemcy utrzymują Ren); medale: Bradley 2")
        assert g.role_name("Brad") == "Bradley"
        assert g.say_reason("automatic victory in turn 7") == \
            "zwycięstwo automatyczne w turze 7"
        assert g.say_reason("Brad resigned") == "Bradley poddał grę"
        assert g.say_reason("most medals") == "najwięcej medali"
        assert g.say_reason("a reason from elsewhere") == "a reason from elsewhere"
    assert g.describe(won) == "game over: Brad wins (automatic victory at Köln)"
    assert headline(lost_view) == ("Game over:  win (every numerical marker was flipped or "
                                   "left the board: the Axis holds the Rhine); medals Brad 2")
    assert g.role_name("Brad") == "Brad"
    assert g.say_reason("automatic victory in turn 7") == "automatic victory in turn 7"


def test_the_printed_board_is_drawn_in_each_language():
    """The picture's base layer is cached; its key holds the language."""
    state = None
    for event in g.setup({"seats": 3}, Draws("04", "s", 0)):
        state = g.apply(state, event)
    view = g.view(state, None)
    for language, sea, legend in (("pl", "Morze Północne", "kontrola / znacznik oporu"),
                                  ("en", "North Sea", "control / Axis marker"),
                                  ("pl", "Morze Północne", "kontrola / znacznik oporu")):
        with speaking(language):
            texts = svg_texts(g.render_svg(view))
        assert sea in texts and legend in texts


@pytest.mark.parametrize("polish, english", [
    ("swap paliwo Amunicja", "swap gas ammo"), ("load XII 2 prowiant", "load XII 2 food"),
    ("supply Lisieux 3 amunicja", "supply Lisieux 3 ammo"), ("air oporu", "air axis"),
    ("commander air opór", "commander air axis"), ("recon pościgu", "recon pursuit"),
    ("move XII Troyes-Vitry swap prowiant paliwo", "move XII Troyes-Vitry swap food gas")])
def test_parse_takes_the_polish_books_words_for_kinds_and_decks(polish, english):
    command = g.parse(polish)
    assert command == g.parse(english) and g.format(command) == english
