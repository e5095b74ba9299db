"""Race to Berlin in Polish (issue 28; the game's README, 6.7 "In Polish"): a whole game
played with Polish in force says everything its reader reads in Polish — every line of
the log as each seat and the public see it, every refusal met, every legal-command
summary and its words, the commands' words, the text board, the pictures' text and
the panels, the charts' words, the reasons a game ends for — and none of it holds an
English text of the catalog whose Polish differs (a leak). Polish plurals are right for
1, 2, 5 and 22; the same calls in English say what they always said; the pictures are
drawn per language; the Polish names of the areas are typed as well as the English."""
import functools
import html
import json
import random
import re

import pytest
from babel.messages import pofile

from pbem import TRANSLATIONS
from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games import berlin as g
from pbem.games.berlin import board, notation, speech
from pbem.language import catalogs
from pbem.language.speaking import speaking
from tests.fuzz import onward

SEED = "%064x" % 28
#: commands a player may mistype, each refused somewhere in a game
MISTAKES = ("attack 1 2 3BF", "place 9 12", "place 2 12", "remove 44", "remove 12",
            "support 3", "move 1BF 15", "deploy 1", "tokens support", "tokens bogus",
            "attack 35 34 3BF x2 tokens logistics", "attack 35 34 3BF reroll 13",
            "attack 35 99", "attack 35", "move ZZZ 3", "place x 3", "", "frobnicate",
            "remove", "counterattack", "attack 35 34 GW-7", "attack 34 35 GE-9 x2")
#: the words of the notation, which stay English (a command word is no leak)
COMMAND_WORDS = {"attack", "place", "remove", "pass", "support", "tokens", "none",
                 "logistics", "reroll", "keep", "counterattack", "accept", "move",
                 "done", "deploy", "resign"}


def english_to_polish():
    """{template: [its Polish]} of the catalog, plurals by their forms."""
    with (TRANSLATIONS / "pl" / "LC_MESSAGES" / "berlin.po").open("rb") as f:
        catalog = pofile.read_po(f)
    out = {}
    for m in catalog:
        if m.id:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            said = m.string if isinstance(m.string, tuple) else (m.string,)
            for english in ids:
                out[english] = list(said)
    return out


def _is_command(text):
    try:
        g.parse(text)
    except RuleError:
        return text in COMMAND_WORDS
    return True


@functools.cache
def leak_patterns():
    """A regular expression for each English text of the catalog whose Polish differs
    and which says more than command words: what it says, its {fields} anything on its
    line."""
    out = []
    for english, polish in english_to_polish().items():
        parts = re.split(r"\{[^}]*\}", english)
        words = set(re.findall(r"[A-Za-z]{2,}", " ".join(parts)))
        if english in polish or _is_command(english) or words <= COMMAND_WORDS:
            continue
        body = "[^\n]+?".join(re.escape(p) for p in parts)
        start = r"\b" if re.match(r"\w", english) else ""
        end = r"\b" if re.search(r"\w$", english) else ""
        out.append((english, re.compile(start + body + end)))
    return out


def svg_words(svg):
    """The texts a reader reads in a picture: its text elements and titles."""
    return [html.unescape(t) for t in re.findall(r"<(?:text|title)[^>]*>([^<]*)<", svg)]


def panel_words(panels):
    out = []

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("text", "label", "title"):
                    out.append(str(item))
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    walk(panels)
    return out


def boards(state, role):
    """The words of everything drawn for ROLE (None: the public)."""
    view = g.view(state, role)
    return ([g.render_text(view)] + svg_words(g.render_svg(view))
            + svg_words(g.render_map(view)) + panel_words(g.panels(view))
            + [str(w) for w in g.progress(g.view(state, None))[:1]]
            + list(g.progress(g.view(state, None))[2]))


def play_in(language, steps=400, seed="i18n", draws_every=20):
    """A game played with LANGUAGE in force, its seats choosing at random (an attack
    when one is legal, half the time, a third of them with a plan); every text a
    reader reads on the way, in the order met."""
    said = []
    with speaking(language):
        state, chooser = None, random.Random(seed)
        for e in g.setup({"seats": 2}, Draws(SEED, "x", 0)):
            state = g.apply(state, e)
            said.append(g.describe(e))
        for n in range(1, steps + 1):
            if g.outcome(state):
                break
            role = g.active(state)[0]
            view = g.view(state, role)
            legal = onward(g.legal(state, role))
            for line in g.legal_summary(state, role):
                said += [line, g.explain_summary(view, line) or ""]
            for c in chooser.sample(legal, min(3, len(legal))):
                said.append(g.explain(view, c) or "")
            for text in MISTAKES:
                try:
                    g.decide(state, role, g.parse(text), Draws(SEED, "x", n))
                except RuleError as e:
                    said.append(str(e))
            if n % draws_every == 1:
                for seat in (role, None):
                    said += boards(state, seat)
            fights = [c for c in legal if c["action"] == "attack"]
            command = chooser.choice(fights if fights and chooser.random() < 0.5 else legal)
            if command["action"] == "attack" and chooser.random() < 1 / 3:
                planned = dict(command, tokens=["support"], reroll=5)
                command = planned if g.is_legal(state, role, planned) else command
            for e in g.decide(state, role, command, Draws(SEED, "x", n)):
                said += [g.describe(g.event_view(e, seat)) for seat in (*board.ROLES, None)]
                state = g.apply(state, e)
        if not g.outcome(state):
            for e in g.forfeit(state, "West", Draws(SEED, "x", 0)):
                state = g.apply(state, e)
                said.append(g.describe(e))
        for seat in (*board.ROLES, None):
            said += boards(state, seat)
        said += [speech.say_reason(r.format(role="West", first="Soviets", second="West",
                                            n=5, why=speech.BASE_TAKEN))
                 for r in speech.REASONS]
    return state, said


@pytest.fixture(scope="module")
def polish_game():
    return play_in("pl")


def leaks(texts):
    """(English text, the line that holds it) for each leak in TEXTS."""
    lines = {line for text in texts for line in text.splitlines()}
    return sorted({(english, line) for line in lines for english, pattern in leak_patterns()
                   if pattern.search(line)})


def test_a_game_in_polish_says_nothing_in_english(polish_game):
    state, said = polish_game
    assert g.outcome(state)
    assert leaks(said) == []


def test_the_game_said_its_words_in_polish(polish_game):
    _state, said = polish_game
    text = "\n".join(said)
    for polish in ("Faza Akcji", "Sowieci atakują obszar", "Kości: atak", "Legenda",
                   "Wygrywa", "Koniec walki", "Koniec gry", "Obszary:", "żeton Logistyka",
                   "nie ma obszaru '44'", "nie ma jednostki 'ZZZ'", "oczekiwano:",
                   "place WARTOŚĆ OBSZAR  np. place", "Wrocław", "Królewiec",
                   "Grupa Armii Wisła", "zdejmij z planszy"):
        assert polish in text, polish


def test_the_leak_check_catches_an_english_text():
    assert ("Combat over", "Combat over") in leaks(["Combat over", "Sowieci: akcja"])
    assert {line for _english, line in leaks(["Combat over", "Sowieci: akcja"])} == \
        {"Combat over"}
    assert leaks(["Alianci: 3 (you)"]) == [("{role} (you)", "Alianci: 3 (you)")]
    assert leaks(["support 41 | no support", "tokens logistics support"]) == []


@pytest.mark.parametrize("n, polish, english", [
    (1, "Alianci tracą bezpowrotnie 1 kostkę akcji (brak bloczków linii frontu)",
     "West loses 1 action cubes for good (front-line bars lacking)"),
    (2, "Alianci tracą bezpowrotnie 2 kostki akcji (brak bloczków linii frontu)",
     "West loses 2 action cubes for good (front-line bars lacking)"),
    (5, "Alianci tracą bezpowrotnie 5 kostek akcji (brak bloczków linii frontu)",
     "West loses 5 action cubes for good (front-line bars lacking)"),
    (22, "Alianci tracą bezpowrotnie 22 kostki akcji (brak bloczków linii frontu)",
     "West loses 22 action cubes for good (front-line bars lacking)"),
])
def test_cubes_lost_in_each_plural_form(n, polish, english):
    event = {"type": "cubes_lost", "role": "West", "n": n, "why": speech.BARS_LACKING}
    with speaking("pl"):
        assert g.describe(event) == polish
    with speaking("en"):
        assert g.describe(event) == english
    assert g.describe(event) == english


@pytest.mark.parametrize("n, polish", [(1, "1 kostka akcji wraca do puli"),
                                       (2, "2 kostki akcji wracają do puli"),
                                       (5, "5 kostek akcji wraca do puli"),
                                       (22, "22 kostki akcji wracają do puli")])
def test_cubes_back_in_each_plural_form(n, polish):
    event = {"type": "removed", "role": "Soviets", "area": "24", "value": 4, "cubes": n,
             "why": "action"}
    with speaking("pl"):
        assert g.describe(event) == (f"Sowieci: bloczek o wartości 4 na obszarze 24 Wrocław "
                                     f"wraca do puli (akcja); {polish}")
    assert g.describe(event) == (f"Soviets's a 4-block in 24 Breslau goes back (action), "
                                 f"{n} cube{'s' if n != 1 else ''} back")


@pytest.mark.parametrize("n, polish", [(1, "brakuje 1 bloczka"), (2, "brakuje 2 bloczków"),
                                       (5, "brakuje 5 bloczków"),
                                       (22, "brakuje 22 bloczków")])
def test_missing_bars_in_each_plural_form(n, polish):
    event = {"type": "bars", "role": "Soviets", "missing": n}
    with speaking("pl"):
        assert g.describe(event) == f"Front (Sowieci): {polish} linii frontu"
    assert g.describe(event) == f"Soviets's front lacks {n} bars"


def test_a_few_lines_word_for_word():
    lines = [({"type": "control", "area": "24", "side": "S"},
              "Obszar 24 Wrocław jest teraz sowiecki", "24 Breslau is now Soviet"),
             ({"type": "placed", "role": "West", "area": "42", "force": "GE", "value": None},
              "Alianci stawiają bloczek na obszarze 42 Królewiec (siły niemieckie z frontu "
              "wschodniego)", "West places a block for the German (East front) force in 42 "
              "Koenigsberg"),
             ({"type": "tokens", "role": "Soviets", "play": ["logistics", "support"]},
              "Sowieci zagrywają: Logistyka i Wsparcie", "Soviets plays logistics and support"),
             ({"type": "over", "winners": [], "points": {},
               "reason": "a draw agreed by Soviets and West"},
              "Koniec gry: remis (remis uzgodniony przez graczy: Sowieci i Alianci)",
              "Game over: draw (a draw agreed by Soviets and West)")]
    for event, polish, english in lines:
        with speaking("pl"):
            assert g.describe(event) == polish
        assert g.describe(event) == english


def test_the_reasons_of_a_games_end_are_said_in_the_readers_language():
    reasons = {"Soviets resigned": "Sowieci poddali grę",
               "West forfeited": "Alianci oddali grę walkowerem",
               "West cannot pay 5 action cubes (Germans on his supply base)":
                   "Alianci nie mogą zapłacić kary w kostkach akcji: 5 (Niemcy na jego "
                   "bazie zaopatrzenia)",
               "took Berlin (B1)": "zdobycie Berlina (B1)",
               "more victory areas after stage III":
                   "więcej obszarów z punktami zwycięstwa po III etapie",
               "a reason from elsewhere": "a reason from elsewhere"}
    for english, polish in reasons.items():
        with speaking("pl"):
            assert g.say_reason(english) == polish
        assert g.say_reason(english) == english
    with speaking("pl"):
        assert (g.role_name("Soviets"), g.role_name("West"), g.role_name("x")) == \
            ("Sowieci", "Alianci", "x")
    assert g.role_name("West") == "West"


def test_a_refusal_and_a_summary_in_polish():
    state = None
    for e in g.setup({"seats": 2}, Draws(SEED, "x", 0)):
        state = g.apply(state, e)
    with speaking("pl"):
        with pytest.raises(RuleError, match="^nie masz do postawienia bloczka o wartości 9; "
                                            "możesz postawić: 2, 3, 4, 5$"):
            g.decide(state, "Soviets", g.parse("place 9 35"), Draws(SEED, "x", 1))
        summary = g.legal_summary(state, "Soviets")
    assert summary[0].startswith("place WARTOŚĆ OBSZAR  np. place 2 ")
    assert summary[0].endswith(" poleceń łącznie)")
    english = g.legal_summary(state, "Soviets")[0]
    assert english.startswith("place VALUE AREA  e.g. place 2 ") and english.endswith(" in all)")


def test_the_pictures_are_drawn_in_each_language_and_kept_apart():
    state = None
    for e in g.setup({"seats": 2}, Draws(SEED, "x", 0)):
        state = g.apply(state, e)
    view = g.view(state, "Soviets")
    english = g.render_svg(view)
    with speaking("pl"):
        polish = g.render_svg(view)
        polish_map = g.render_map(view)
    assert "Wrocław" in polish and "Legenda" in polish and "Wrocław" in polish_map
    assert g.render_svg(view) == english
    assert "Wrocław" not in english and "Breslau" in english and "Legend" in english


def test_the_polish_names_of_the_areas_are_typed_too():
    for language in catalogs.LANGUAGES:
        said = catalogs.translations(language, "berlin")
        folded = {}
        for a, d in board.AREAS.items():
            name = notation._fold(said.gettext(d["name"]))
            assert folded.setdefault(name, a) == a, (language, name)
            assert name not in {x.lower() for x in board.AREAS if x != a}
    assert g.parse("place 4 Wrocław") == g.parse("place 4 wroclaw") == g.parse("place 4 24")
    assert g.parse("attack Warszawa Poznań 1BF") == g.parse("attack 34 33 1BF")
    command = g.parse("move 1BF Królewiec")
    assert g.format(command) == "move 1BF 42" and g.parse(g.format(command)) == command


def test_the_game_speaks_english_outside_any_channel(polish_game):
    state, _said = polish_game
    text = g.render_text(g.view(state, None))
    assert text.startswith("Race to Berlin - Game over: ") and "Areas:" in text
    assert json.dumps(g.panels(g.view(state, None))).count("Legend") == 1
