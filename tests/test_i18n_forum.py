"""The forum posts in Polish and English (issue 28, design §8; the completeness and
freshness of the posts' own catalog, domain "forum", is tests/test_catalogs.py's): a
game's reports and answers speak the language of the forum they go to, `[forums.NAME]
language`, whoever plays there, through the signed-webhook stand-in; what the game
wrote (events, legal commands) stays as it wrote it, and Polish plural forms come out
right for 1, 2, 5 and 22."""
import pytest

from pbem.forum import hosting, language, render
from tests.forumbots import free_port, web_app
from tests.test_forum_webhook import FORUM, PLAYERS, deliver, latest_report
from tests.webhook_standin import League

pytestmark = pytest.mark.both_stores


@pytest.fixture
def league():
    site = League().start()
    yield site
    site.stop()


def play_in(service, league, speaks):
    """(cfg, game id, the messages the league got) of a Flanders game bound to the
    league as a forum speaking SPEAKS, both seats linked and a post of Red's answered,
    every message delivered."""
    port = free_port()
    cfg = {"server": {"base_url": f"http://127.0.0.1:{port}"}, "storage": {},
           "forums": {FORUM: {"type": "webhook", "url": league.url, "language": speaks,
                              "secret": league.secret, "timeout": 5}}}
    with web_app(service, cfg, port) as base:
        league.hook_url = f"{base}/hooks/webhook/{FORUM}"
        game_id, _ = service.create("flanders", [{"name": n} for n, _ in
                                                 PLAYERS.values()], {})
        hosting.bind(service, cfg, game_id, FORUM)
        for role, (_name, user) in PLAYERS.items():
            code = hosting.new_code(service, game_id, role)
            assert league.post(game_id, user, f"pbem link {code}")[0] == 200
        deliver(service, cfg)
        assert league.post(game_id, "bob", "pbem link NOPE-NOPE-NOPE")[0] == 200
        deliver(service, cfg)
    return game_id, [m["data"] for m in league.received]


def test_a_polish_forum_gets_polish_reports_and_answers(service, league):
    game_id, received = play_in(service, league, "pl")
    report = latest_report(league)["markdown"]
    assert report.startswith(f"**In Flanders Field** · gra `{game_id}` · wersja ")
    assert f"/games/{game_id}/board/{latest_report(league)['version']}.png?lang=pl" \
        in report, "its picture drawn in Polish (pbem.web.board)"
    assert "**Red** (Ann, @ann): twój ruch." in report
    assert "Polecenia strony Red:\n```text\nroll\nresign\n" in report, "commands as they are"
    assert "Aby zagrać, odpowiedz poleceniami w bloku oznaczonym pbem" in report
    answers = [m["markdown"] for m in received if "lines" in m["report"]]
    assert any("powiązano: ten użytkownik forum gra teraz stroną Red." in a
               for a in answers)
    assert "`NOPE-NOPE-NOPE` nie jest kodem powiązania tej gry" in answers[-1]
    assert answers[-1].startswith("@bob (wpis #")
    assert "version" not in report and "game page" not in report
    assert "- tura 1\\: Czerwony\n" in report, "the game's events in the forum's language"


def test_the_same_game_in_an_english_forum_is_english(service, league):
    game_id, received = play_in(service, league, "en")
    report = latest_report(league)["markdown"]
    assert report.startswith(f"**In Flanders Field** · game `{game_id}` · version ")
    assert "**Red** (Ann, @ann) to act." in report
    assert "Red's commands:\n```text\nroll\nresign\n" in report
    answers = [m["markdown"] for m in received if "lines" in m["report"]]
    assert "`NOPE-NOPE-NOPE` is no link code of this game" in answers[-1]
    assert f"/board/{latest_report(league)['version']}.png)" in report, "no ?lang="


@pytest.mark.parametrize("earlier, said", [
    (1, "(1 wcześniejsze zdarzenie: zobacz dziennik)"),
    (2, "(2 wcześniejsze zdarzenia: zobacz dziennik)"),
    (5, "(5 wcześniejszych zdarzeń: zobacz dziennik)"),
    (22, "(22 wcześniejsze zdarzenia: zobacz dziennik)"),
])
def test_polish_plural_forms_in_every_markup(earlier, said):
    report = {"title": "T", "game_id": "g", "kind": "flanders", "version": 3,
              "head": "abc", "now_version": 3, "events": ["Red rolls 4"],
              "earlier": earlier, "to_act": [], "outcome": {"winners": [], "reason": ""},
              "links": {"game": None, "log": None, "board": None}, "board_text": "B"}
    with language.speaking("pl"):
        for text in (render.report_markdown(report), render.report_bbcode(report),
                     render.report_bgg(report), render.report_discord(report)):
            assert said in text and "Red rolls 4" in text and "wygrywa nikt" in text
    assert "(1 earlier event: see the log)" in render.report_markdown(
        dict(report, earlier=1))
