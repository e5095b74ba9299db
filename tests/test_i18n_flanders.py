"""In Flanders Field in Polish and English (issue 28; the game's README, "In Polish"):
with Polish in force, every text a player of random games reads (each event's line,
each refusal met, each command's and summary line's words, the text board, the
picture's texts and titles, the panels, the charts' names) holds no English text of
the game's catalog, the sides, the cards and the lines are named as the Polish
rulebook names them, and counts take the Polish plural forms of 1, 2, 5 and 22; the
same calls in English say what they always said. (tests/test_catalogs.py holds the
catalog complete; tests/test_games_speak.py holds the log free of translated text.)"""
import functools
import random
import re
import xml.etree.ElementTree as ET

import pytest
from babel.messages import pofile

from pbem import TRANSLATIONS
from pbem.core.rng import Draws
from pbem.games import RuleError, concede
from pbem.games import flanders as g
from pbem.games.flanders import cards, notation, voice
from pbem.language.speaking import speaking
from tests.fuzz import onward

SEED = "5e" * 32
#: games played: seats, beginner, the step at which the player to act forfeits or
#: resigns (None: neither), so that leaving is described too, and the chooser's seed;
#: between them they describe every event of the game but the draw's
GAMES = [(2, False, None, 3), (3, True, ("forfeit", 25), 31), (4, False, ("resign", 30), 40),
         (2, True, ("resign", 12), 21), (3, False, None, 30)]
BAD = ["", "fly", "take x", "take 2", "balloon 1 x", "balloon 9 +1", "move xx 1",
       "move inf1 1 y", "take", "gas 99", "roll 3"]


@functools.cache
def catalog():
    with (TRANSLATIONS / "pl" / "LC_MESSAGES" / "flanders.po").open("rb") as f:
        return pofile.read_po(f)


def _fields(text):
    return set(re.findall(r"\{(\w+)[^}]*\}", text))


def english_fragments():
    """The English texts a Polish reader must never meet: the literal runs of each
    msgid whose Polish differs, those of two words or more and the capitalized words
    (a card's, a side's or a line's name); a lone lowercase word may be notation."""
    out = set()
    for m in catalog():
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if set(ids) & set(strings):
            continue
        for text in ids:
            for run in re.split(r"\{[^}]*\}", text):
                run = run.strip(" ;:,.()-\u2192")
                if " " in run or run[:1].isupper():
                    out.add(run)
    return out


@functools.cache
def english():
    """One pattern finding any of english_fragments(), as whole words."""
    runs = sorted(english_fragments(), key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, runs)) + r")(?!\w)")


def leaks(texts):
    """(fragment, text) for each English fragment found in TEXTS (what a player wrote,
    quoted in a refusal, is left out)."""
    return {(match, text) for text in texts
            for match in english().findall(re.sub(r"'[^']*'", "''", text))}


def picture_texts(svg):
    """Every text node and title of an SVG picture."""
    return [e.text for e in ET.fromstring(svg).iter()
            if e.tag.rsplit("}", 1)[-1] in ("text", "title") and e.text]


def panel_texts(panels):
    for panel in panels:
        yield panel["title"]
        for row in panel["rows"]:
            yield from (row[k] for k in ("label", "text") if k in row)
            yield from (chip["text"] for chip in row.get("chips", ()))


def boards(state, role):
    """What a seat and the public read of the board."""
    for seat in (role, None):
        view = g.view(state, seat)
        yield g.render_text(view)
        yield from picture_texts(g.render_svg(view))
        yield from picture_texts(g.render_map(view))
        yield from panel_texts(g.panels(view))
        yield from g.progress(view)[2]


def refusals(state):
    """The refusals a player meets: bad notation, an illegal command, a clock's act
    for a seat not to play."""
    role = state["turn"]["role"]
    for text in BAD:
        try:
            g.decide(state, role, g.parse(text), Draws(SEED, "x", 0))
        except RuleError as e:
            yield str(e)
    try:
        g.skip(state, "Blue" if role == "Red" else "Red", Draws(SEED, "x", 0))
    except RuleError as e:
        yield str(e)


def play(seats, beginner, leave, seed, described=None):
    """Every text a random game of SEATS (with LEAVE: how and when the player to act
    leaves) gives its players, in the language in force; the game ends. DESCRIBED,
    a set, gets the type of every event described."""
    chooser = random.Random(seed)
    state, said, described = None, [], set() if described is None else described
    for event in g.setup({"seats": seats, "beginner": beginner}, Draws(SEED, "s", seed)):
        state = g.apply(state, event)
        said.append(g.describe(event))
        described.add(event["type"])
    for step in range(3000):
        if state.get("outcome"):
            break
        role = state["turn"]["role"]
        legal = onward(g.legal(state, role))
        view = g.view(state, role)
        said += [g.explain(view, c) for c in legal]
        said += [g.explain_summary(view, g.format(c)) for c in legal]
        if step % 7 == 0:
            said += [*boards(state, role), *refusals(state)]
        rng = Draws(SEED, "d", seed * 10000 + step)
        if leave and step == leave[1]:
            events = (g.forfeit(state, role, rng) if leave[0] == "forfeit" else
                      g.decide(state, role, g.parse("resign"), rng))
        else:
            events = g.decide(state, role, chooser.choice(legal), rng)
        for event in events:
            state = g.apply(state, event)
            said += [g.describe(event), g.describe(g.event_view(event, None))]
            described.add(event["type"])
    assert state.get("outcome"), "the game ended"
    return said + list(boards(state, None)) + [g.say_reason(state["outcome"]["reason"])]


def test_every_polish_message_keeps_the_fields_of_its_english():
    for m in catalog():
        if m.id:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            assert all(_fields(s) == _fields(ids[-1]) for s in strings), m.id


def test_the_leak_check_finds_english():
    assert leaks(["Red rolls 1 2 3", "koniec: Barbed Wire"]) == {
        ("Red", "Red rolls 1 2 3"), ("Barbed Wire", "koniec: Barbed Wire")}
    assert not leaks(["Czerwony rzuca: 1 2 3", "nieznane polecenie ''; roll, take N"])


def test_random_games_speak_polish_throughout():
    described = set()
    with speaking("pl"):
        said = [text for game in GAMES for text in play(*game, described=described)]
    assert described == set(g.notation.DESCRIBE) - set(concede.DESCRIBE)
    assert all(said)
    assert leaks(said) == set()
    assert {"tura 1: Czerwony", "Zielony kończy rzucanie", "Czerwony zachowuje Artylerię",
            "koniec gry: wygrywa Niebieski (drugi gracz stracił wszystkie oddziały)",
            "koniec gry: wygrywa Czerwony (wszyscy gracze stracili wszystkie oddziały; "
            "zwycięża ten, kto zaszedł najdalej)",
            "koniec gry: wygrywa Zielony (dotarcie do Linii Celu)"} <= set(said)
    joined = "\n".join(said)
    assert "oddaje grę walkowerem" in joined and "rezygnuje z gry" in joined


def test_the_same_game_in_english_says_what_it_said():
    said = play(*GAMES[1])
    assert "turn 1: Red" in said
    assert "==== Objective Line ====" in "\n".join(said)
    assert leaks(said)
    assert not any(re.search("[ąćęłńóśźż]", text) for text in said)


def _german(lost, back=0):
    return {"type": "german", "role": "Yellow", "card": cards.ids_of("g-art")[0],
            "lost": lost, "back": back}


@pytest.mark.parametrize("n, polish", [(1, "1 oddział"), (2, "2 oddziały"),
                                       (5, "5 oddziałów"), (22, "22 oddziały")])
def test_troops_take_the_polish_plural_forms(n, polish):
    with speaking("pl"):
        assert voice.troops(n) == polish
        assert g.describe(_german(n)) == f"Niemiecka Artyleria: Żółty traci {polish}"
        view = g.view(play_to_start(), "Red") | {"pool": n}
        assert f"w puli {polish}\n" in g.render_text(view)
        assert g.panels(view)[-1]["rows"][2] == {"label": "pula", "text": polish}
    assert g.describe(_german(n)) == \
        f"German Artillery: Yellow loses {n} troop{'s' if n != 1 else ''}"


@pytest.mark.parametrize("n, polish", [(1, "o 1 pole"), (2, "o 2 pola"), (5, "o 5 pól"),
                                       (22, "o 22 pola")])
def test_spaces_take_the_polish_plural_forms(n, polish):
    moved = {"type": "moved", "role": "Green", "card": cards.ids_of("inf2")[0],
             "spaces": n, "from": 0, "to": n, "paid": 0, "mines": [], "wire": 0,
             "halted": False}
    with speaking("pl"):
        assert g.describe(moved).startswith(f"Zielony posuwa się {polish}, karta: Piechota 2")
    assert g.describe(moved).startswith(f"Green moves {n} with Infantry 2 (0\u2192")


def play_to_start():
    state = None
    for event in g.setup({"seats": 2}, Draws(SEED, "s", 0)):
        state = g.apply(state, event)
    return state


def test_names_refusals_and_reasons_as_the_polish_rulebook_says():
    state = play_to_start()
    with speaking("pl"):
        assert [g.role_name(r) for r in ("Red", "Blue", "Green", "Yellow")] == \
            ["Czerwony", "Niebieski", "Zielony", "Żółty"]
        assert [voice.card_name(cards.ids_of(code)[0]) for code in
                ("g-mg", "circus", "wire", "recon", "balloon")] == \
            ["Niemiecki Karabin Maszynowy", "Latający Cyrk", "Drut kolczasty",
             "Rozpoznanie powietrzne", "Balon obserwacyjny"]
        with pytest.raises(RuleError, match="^dla Balonu oczekiwano \\+1 lub -1, a nie 'x'$"):
            g.parse("balloon 1 x")
        with pytest.raises(RuleError, match="^'take 2' nie jest teraz dozwolone; "
                                            "dozwolone: roll$"):
            g.decide(state, "Red", g.parse("take 2"), Draws(SEED, "x", 0))
        assert g.say_reason("Blue resigned") == "Niebieski zrezygnował"
        assert g.say_reason("a draw agreed by Red and Blue and Green: the victory is "
                            "shared") == "remis uzgodniony przez: Czerwony i Niebieski i " \
                                         "Zielony; zwycięstwo jest wspólne"
        assert g.say_reason("reached the Objective Line with the most troops left") == \
            "dotarcie do Linii Celu z największą liczbą oddziałów"
        assert g.say_reason("a reason nobody wrote") == "a reason nobody wrote"
        over = {"type": "game_over", "winners": ["Red", "Blue"],
                "reason": "reached the Objective Line with the most troops left"}
        assert g.describe(over) == ("koniec gry: wygrywają Czerwony i Niebieski (dotarcie "
                                    "do Linii Celu z największą liczbą oddziałów)")
        assert g.render_text(g.view(state, "Red")).splitlines()[2:5] == [
            " 12 ==== Linia Celu ========", " 11    .", " 10    ."]
    assert g.say_reason("Blue resigned") == "Blue resigned"
    assert g.role_name("Yellow") == "Yellow"


def test_a_long_polish_name_takes_two_lines_on_its_card_space():
    view = g.view(play_to_start(), "Red")
    view["board"]["8"] = cards.public(cards.ids_of("g-mg")[0])
    with speaking("pl"):
        assert {"Niemiecki Karabin", "Maszynowy"} <= set(picture_texts(g.render_svg(view)))
    assert "German Machine Gun" in picture_texts(g.render_svg(view))


@pytest.mark.parametrize("polish, english", [
    ("Rzuć", "roll"), ("wez 7", "take 7"), ("weź 9", "take 9"), ("gaz 5", "gas 5"),
    ("balon 2 +1", "balloon 2 +1"), ("rozpoznanie", "recon"), ("odrzuć inf2", "discard inf2"),
    ("artyleria", "artillery"), ("zachowaj", "skip"), ("ruch inf2+ 3 miny", "move inf2+ 3 mines"),
    ("koniec", "end"), ("pas", "bust")])
def test_parse_reads_the_polish_words_as_the_commands(polish, english):
    assert g.parse(polish) == g.parse(english)
    assert g.format(g.parse(polish)) == english


def test_no_polish_word_is_a_command_or_a_card_already():
    commands = {*notation.BARE, "take", "gas", "balloon", "discard", "move"}
    assert not set(notation.ALIASES) & (commands | set(notation.CODES))
    assert set(notation.ALIASES.values()) <= commands
