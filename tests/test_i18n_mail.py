"""The mails in Polish and English (issue 28, design §8; the completeness of the
mails' own catalog, domain "mail", is tests/test_catalogs.py's): each mail speaks the
language of its recipient's account (else English), through a real SMTP server on
loopback, and Polish plural forms come out right for 1, 2, 5 and 22."""
import pytest

from pbem.jobs import digest_pool
from pbem.mail import compose, language
from pbem.players import accounts
from pbem.telling import digests, outbox
from tests.test_mail_out import (cfg, dispatch, mailing, new_game, plain,  # noqa: F401
                                 play_turn, to)

pytestmark = pytest.mark.both_stores


def polish(service, email, tz="Europe/Warsaw"):
    """EMAIL's account speaks Polish in TZ."""
    with service.store.transaction() as conn:
        account = accounts.sign_up_or_in(conn, email, "signin")
        accounts.set_place(conn, account["id"], tz, "pl")


def test_a_polish_player_gets_his_game_mails_in_polish_an_english_one_in_english(
        mailing, cfg, smtp_server):
    polish(mailing, "p0@example.org")
    game_id = new_game(mailing)
    dispatch(mailing, cfg)
    red, blue = sorted(smtp_server.messages, key=to)
    assert plain(red).startswith("Gra In Flanders Field się zaczęła: grasz stroną Red i "
                                 "teraz twoja kolej.\n")
    assert "Twoje dozwolone polecenia teraz:\n  roll\n" in plain(red), "commands as they are"
    assert "Kości i karty pochodzą z tajnego ziarna" in plain(red)
    assert 'lang="pl"' in red.get_body(("html",)).get_content()
    assert plain(blue).startswith("Game started in In Flanders Field: you play Blue.\n")
    assert 'lang="en"' in blue.get_body(("html",)).get_content()
    assert red["Subject"] == blue["Subject"] == f"In Flanders Field [{game_id}]"

    smtp_server.clear()
    play_turn(mailing, game_id)                 # Red plays: Blue's turn
    play_turn(mailing, game_id)                 # Blue plays: Red's turn
    dispatch(mailing, cfg)
    turns = {to(m): plain(m) for m in smtp_server.messages if m["X-Pbem-Kind"] == "turn"}
    assert turns["p0@example.org"].startswith("Twoja kolej w In Flanders Field, Ålice (Red).")
    assert "Od twojego ostatniego ruchu:" in turns["p0@example.org"]
    assert turns["p1@example.org"].startswith("Your turn in In Flanders Field, Bob (Blue).")


def test_a_polish_reminder_says_when_in_his_language_and_zone(mailing, cfg, smtp_server):
    from pbem.mail import deadline_mail  # noqa: F401 - its composers
    polish(mailing, "p0@example.org")
    game_id = new_game(mailing)
    game = mailing.load(game_id)
    with mailing.store.transaction() as conn:
        for email, role in (("p0@example.org", "Red"), ("p1@example.org", "Blue")):
            outbox.enqueue(conn, "reminder", email, game=game_id, role=role,
                           version=game.version, payload={
                               "deadline": "2025-03-03T12:00:00+00:00", "offset": 2 * 3600})
    dispatch(mailing, cfg)
    reminders = {to(m): plain(m) for m in smtp_server.messages
                 if m["X-Pbem-Kind"] == "reminder"}
    assert reminders["p0@example.org"].startswith(
        "Przypomnienie: twój ruch w In Flanders Field trzeba wykonać do pon. 03 mar 2025 "
        "13:00 CET, Ålice (Red).\n\nTo około 2 godziny od chwili napisania tego listu.")
    assert reminders["p1@example.org"].startswith(
        "Reminder: your move in In Flanders Field is due by Mon 03 Mar 2025 12:00 UTC, "
        "Bob (Blue).\n\nThat is about 2 hours from when this mail was written.")


def test_a_polish_digest_and_an_english_one(mailing, cfg, smtp_server):
    polish(mailing, "p0@example.org")
    new_game(mailing)
    new_game(mailing)
    digests.set_daily(mailing, "p0@example.org", 8, "Europe/Warsaw")
    digests.set_daily(mailing, "p1@example.org", 8, "UTC")
    cfg["mail"]["enabled"] = True               # the pool composes and sends them
    digest_pool.run_digests(mailing, cfg, immediately=True)
    sent = {to(m): m for m in smtp_server.messages if m["X-Pbem-Kind"] == "digest"}
    pl, en = sent["p0@example.org"], sent["p1@example.org"]
    assert pl["Subject"].startswith("Twój przegląd pbem z ")
    assert ": 2 gry, twoja kolej w 2." in plain(pl).splitlines()[0]
    assert "Teraz TWOJA kolej." in plain(pl) and "Wyłącz codzienny przegląd: " in plain(pl)
    assert en["Subject"].startswith("Your pbem digest for ")
    assert ": your turn in 0 of 2 games." in plain(en).splitlines()[0]


@pytest.mark.parametrize("n, games_word, lines_word, earlier_word", [
    (1, "1 gra", "1 wiersz nie został zastosowany", "1 wcześniejsze niepokazane"),
    (2, "2 gry", "2 wiersze nie zostały zastosowane", "2 wcześniejsze niepokazane"),
    (5, "5 gier", "5 wierszy nie zostało zastosowanych", "5 wcześniejszych niepokazanych"),
    (22, "22 gry", "22 wiersze nie zostały zastosowane", "22 wcześniejsze niepokazane"),
])
def test_polish_plural_forms_for_1_2_5_and_22(service, n, games_word, lines_word,
                                                earlier_word):
    polish(service, "ann@x.org")
    template = compose._ENV.get_template("mail/first_lines.txt")
    with language.speaking(service.store.conn, "ann@x.org"):
        lines = template.make_module({
            "local_date": "2025-03-03", "games": [{"your_turn": True}] * n,
            "lines": [{}] * n})
        assert games_word + ", twoja kolej w" in str(lines.digest_line())
        assert lines_word in str(lines.how_to_reply_line())
        text, _html = compose.render("digest", local_date="2025-03-03", since="s",
                                     until="u", unsubscribe=None, games=[{
                                         "title": "T", "game_id": "g", "role": "Red",
                                         "outcome": None, "your_turn": False,
                                         "active": ["Bob (Blue)"], "paused": None,
                                         "deadlines": [], "clock": None,
                                         "events": ["e"], "earlier": n,
                                         "board_cid": None, "link": None,
                                         "version": 3}])
    assert f"(ostatnie 1; {earlier_word}):" in text
