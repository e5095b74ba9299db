"""The service's own words and what every game says alike, in Polish and English
(issue 28; the domains "service" and "games"): refusals, the service events' lines, the
clocks with Polish plural forms, the reasons a game ended, open games' and tournaments'
words. English stays as it was; what is recorded stays English whatever language was
in force; a Polish translation that loses one of its {fields} fails here."""
import string
from types import SimpleNamespace

import pytest
from babel.messages import pofile

from events import Recorded
from pbem import TRANSLATIONS
from pbem.core import saying
from pbem.core.actions import forfeit_outcome
from pbem.core.aggregate import CREATED, ENDED, REVEALED, RULES_KEPT, UNDONE
from pbem.core.errors import Rejected
from pbem.core.reading import service_text
from pbem.games import concede
from pbem.language.speaking import language, speaking
from pbem.players import open_games, tournaments
from pbem.telling import deadlines

#: a game's module as the service sees it, with the optional role_name (its sides'
#: Polish names; in English the roles themselves)
ALLIES = SimpleNamespace(KIND="games", TITLE="Test", role_name=lambda role: {
    "Allies": "Alianci", "Axis": "Oś"}.get(role, role) if language() == "pl" else role)


def rec(type_, payload):
    return Recorded(0, "g", 1, type_, None, payload, {}, "", "", "")


def said(language, fn, *args, **kwargs):
    with speaking(language):
        return fn(*args, **kwargs)


# -- durations and clocks ------------------------------------------------------------------
@pytest.mark.parametrize("n, days, hours", [
    (1, "1 dzień", "1 godzina"), (2, "2 dni", "2 godziny"), (5, "5 dni", "5 godzin"),
    (22, "22 dni", "22 godziny")])
def test_durations_take_the_polish_plural_forms(n, days, hours):
    assert said("pl", deadlines.say_duration, n * 86400) == days
    assert said("pl", deadlines.say_duration, n * 3600) == hours
    assert said("en", deadlines.say_duration, n * 86400) == f"{n}d"
    assert said("en", deadlines.say_duration, n * 3600) == f"{n}h"


def test_a_duration_of_several_units_is_said_as_english_wrote_it():
    seconds = 22 * 86400 + 5 * 3600 + 60
    assert said("en", deadlines.say_duration, seconds) == "22d5h1m" \
        == deadlines.format_duration(seconds)
    assert said("pl", deadlines.say_duration, seconds) == "22 dni 5 godzin 1 minuta"
    # the settings' notation is the same in every language: it is read back
    assert said("pl", deadlines.format_duration, seconds) == "22d5h1m"


@pytest.mark.parametrize("n, polish", [(1, "1 ruch dziennie"), (2, "2 ruchy dziennie"),
                                       (5, "5 ruchów dziennie"),
                                       (22, "22 ruchy dziennie")])
def test_moves_a_day_take_the_polish_plural_forms(n, polish):
    assert said("pl", deadlines.control_words, {"moves_a_day": n}) == polish
    assert said("en", deadlines.control_words, {"moves_a_day": n}) == \
        f"{n} move{'s' * (n != 1)} a day"


def test_a_clock_in_words():
    fischer = {"control": {"fischer": {"initial": 3 * 86400, "increment": 12 * 3600,
                                       "cap": 5 * 86400}}}
    left = {"left": 86400 + 3600 + 61}
    assert said("en", deadlines.clock_words, fischer, left) == \
        "1d1h1m left in the bank (Fischer: 3d, +12h a move, at most 5d)"
    assert said("pl", deadlines.clock_words, fischer, left) == (
        "pozostały czas w banku: 1 dzień 1 godzina 1 minuta (Fischer: 3 dni, +12 godzin "
        "za ruch, najwyżej 5 dni)")
    daily = {"control": {"moves_a_day": 2}}
    assert said("en", deadlines.clock_words, daily, {"left": 59}) == \
        "no time left to move (2 moves a day)"
    assert said("pl", deadlines.clock_words, daily, {"left": 59}) == \
        "pozostały czas na ruch: 0 minut (2 ruchy dziennie)"
    assert said("pl", deadlines.control_words, None) == "czas na każdy ruch"


def test_the_pause_note():
    game = SimpleNamespace(rules=ALLIES, meta={"seats": [{"role": "Allies",
                                                           "name": "Ann"}]})
    assert said("en", deadlines.pause_words, game, "Allies", "Axis") == (
        "The game is paused: Ann (Allies) missed a deadline. It goes on when they play "
        "or the host resumes it; until then no other seat may move.")
    assert said("pl", deadlines.pause_words, game, "Allies", "Axis").startswith(
        "Gra jest wstrzymana: minął termin ruchu gracza Ann (Alianci). ")
    assert said("pl", deadlines.pause_words, game, "Allies", "Allies") == \
        "Gra jest wstrzymana: minął Twój termin ruchu. Twoje następne polecenie ją wznowi."


# -- the service events' lines and the reasons a game ended ------------------------------
def test_the_service_events_lines():
    events = [rec("game.skipped", {"role": "Allies"}),
              rec("game.forfeited", {"role": "Axis"}),
              rec("game.paused", {"role": "Allies"}), rec("game.resumed", {}),
              rec(CREATED, {}), rec(REVEALED, {"seed": "00"}),
              rec(UNDONE, {"role": "Allies", "to": 6}), rec(RULES_KEPT, {"rules": "rhine:3"})]
    english = [service_text(e, ALLIES) for e in events]
    assert english[0] == service_text(events[0]) == \
        "Allies's turn is skipped (missed deadline)"
    assert english[6] == "Allies takes back the command of version 7"
    with speaking("pl"):
        polish = [service_text(e, ALLIES) for e in events]
    assert polish[:3] == ["tura strony Alianci zostaje pominięta (minął termin ruchu)",
                          "Oś: walkower (minął termin ruchu)",
                          "gra jest wstrzymana (minął termin ruchu strony Alianci)"]
    assert polish[6] == "Alianci: cofnięcie polecenia z wersji 7"
    assert all(p != e for p, e in zip(polish, english))


def test_game_over_names_the_winners_and_says_the_reason():
    won = rec(ENDED, {"outcome": {"winners": ["Allies"], "reason": "the game is over"}})
    drawn = rec(ENDED, {"outcome": {"winners": [], "reason": None}})
    assert service_text(won) == "game over: Allies won (the game is over)"
    assert said("en", service_text, won, ALLIES) == "game over: Allies won (the game is over)"
    # the reason through the game's catalog (its KIND's domain) when it has no say_reason
    assert said("pl", service_text, won, ALLIES) == \
        "koniec gry; zwycięstwo: Alianci (gra się zakończyła)"
    assert said("pl", service_text, drawn, ALLIES) == "koniec gry: bez zwycięzcy"
    saying_rules = SimpleNamespace(**vars(ALLIES), say_reason=lambda r: r.upper())
    assert said("pl", saying.reason, saying_rules, "race") == "RACE"
    assert said("pl", saying.reason, None, "race") == "race"


def test_a_forfeit_is_recorded_in_english_and_said_in_the_readers_language():
    game = SimpleNamespace(meta={"seats": [{"role": "Axis", "name": "Bob (the second)"}]})
    with speaking("pl"):
        outcome = forfeit_outcome(game, "Axis", {"winners": ["Allies"], "reason": "x"})
    assert outcome["reason"] == "Bob (the second) (Axis) forfeited: missed the deadline"
    assert said("en", saying.reason, ALLIES, outcome["reason"]) == outcome["reason"]
    assert said("pl", saying.reason, ALLIES, outcome["reason"]) == \
        "Bob (the second) (Oś) przegrywa walkowerem: minął termin ruchu"


# -- what every game says alike -------------------------------------------------------------
def test_the_draws_lines_and_refusals():
    offered = {"type": "draw_lapsed", "role": "Axis", "by": "Allies"}
    assert said("en", concede.describe, offered) == \
        "Allies's offer of a draw lapses: Axis moves on"
    assert said("pl", concede.describe, offered) == \
        "propozycja remisu (od: Allies) wygasa: ruch wykonuje Axis"
    leaving = concede.Leaving("1", lambda state: ["Allies", "Axis"], None,
                              no_draw="one side must win")
    state = {"roles": ["Allies", "Axis"]}
    assert said("en", leaving.refusal, state, "Axis", concede.OFFER) == \
        "there are no draws in this game: one side must win"
    assert said("pl", leaving.refusal, state, "Axis", concede.OFFER) == \
        "w tej grze nie ma remisów: one side must win"


# -- open games and tournaments -------------------------------------------------------------
@pytest.mark.parametrize("status, polish", [
    ("registering", "trwają zapisy"), ("running", "w toku"), ("finished", "zakończony"),
    ("cancelled", "odwołany")])
def test_tournament_statuses(status, polish):
    assert said("en", tournaments.status_words, status) == status
    assert said("pl", tournaments.status_words, status) == polish


def test_why_an_open_game_or_a_tournament_closed():
    for why, polish in [("cancelled by Ann", "odwołał(a): Ann"),
                        ("declined by Bob", "odrzucił(a): Bob"),
                        (tournaments.NOT_FULL, "niepełny, gdy zamknięto zapisy"),
                        ("the host's own words", "the host's own words")]:
        assert said("en", open_games.closed_words, why) == why
        assert said("pl", open_games.closed_words, why) == polish
    assert said("pl", open_games.closed_words, None) is None


# -- the service's refusals, through submit ------------------------------------------------
def test_refusals_are_said_in_the_players_language_and_change_nothing(service):
    gid, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    [acting] = service.active(service.load(gid))
    before = service.load(gid).version
    with speaking("pl"), pytest.raises(Rejected) as took:
        service.submit(gid, acting, "undo")
    assert took.value.message == \
        "nie ma czego cofnąć: ostatnie zdarzenie nie jest Twoim poleceniem"
    with pytest.raises(Rejected) as took:
        service.submit(gid, acting, "undo")
    assert took.value.message == \
        "nothing to take back: the last thing that happened is not your command"
    assert service.load(gid).version == before
    service.submit(gid, acting, "resign")
    ended = service.load(gid).version
    with speaking("pl"), pytest.raises(Rejected, match="^gra się zakończyła$"):
        service.submit(gid, acting, "resign")
    assert service.load(gid).version == ended
    with speaking("pl"):
        ended = [e["text"] for e in service.events_for(gid) if e["type"] == "game.ended"]
    assert ended[0].startswith("koniec gry")
    recorded = service.store.read(gid)
    assert "koniec" not in repr([(r.payload, r.metadata) for r in recorded])


# -- the catalogs ---------------------------------------------------------------------------
def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("domain", ["service", "games"])
def test_every_polish_message_keeps_the_fields_of_its_english(domain):
    with open(TRANSLATIONS / "pl" / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        catalog = pofile.read_po(f, locale="pl")
    broken = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*map(_fields, ids))
        broken += [(ids[0], form) for form in forms if _fields(form) != wanted]
    assert broken == []
