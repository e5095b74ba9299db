"""The mails in Polish and English (issue 28, design §8; the completeness of the
mails' own catalog, domain "mail", is tests/test_catalogs.py's): each mail speaks the
language of its recipient's account (else English), through a real SMTP server on
loopback, and Polish plural forms come out right for 1, 2, 5 and 22."""
import re
from datetime import datetime, timezone
from email.message import EmailMessage

import pytest

from pbem.jobs import digest_pool
from pbem.mail import address, compose, how_to, inbound, language, seat_link
from pbem.mail import invitation, signin  # noqa: F401 - their composers
from pbem.players import accounts, open_games
from pbem.telling import digests, notify, outbox
from tests.test_mail_out import (cfg, dispatch, mailing, new_game, plain,  # noqa: F401
                                 play_turn, to)

pytestmark = pytest.mark.both_stores


def polish(service, email, tz="Europe/Warsaw"):
    """EMAIL's account speaks Polish in TZ."""
    with service.store.transaction() as conn:
        account = accounts.sign_up_or_in(conn, email, "signin")
        accounts.set_place(conn, account["id"], tz, "pl")


def composed(service, cfg, kind, emails, **row):
    """{email: (subject, text)} of a mail of KIND composed for each of EMAILS."""
    with service.store.transaction() as conn:
        for email in emails:
            outbox.enqueue(conn, kind, email, **row)
    return {r["recipient"]: (m["Subject"], m.get_body(("plain",)).get_content())
            for r in outbox.listing(service.store.conn, ("pending",)) if r["kind"] == kind
            for m in [compose.compose(service, cfg, r)]}


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


def test_a_polish_sign_in_mail_and_an_english_one(service, cfg):
    polish(service, "ann@x.org")
    mails = composed(service, cfg, "signin", ["ann@x.org", "bob@x.org"],
                     payload={"site": "https://pbem.example.org"})
    subject, text = mails["ann@x.org"]
    assert subject == "Logowanie do pbem"
    assert "Zaloguj się tym linkiem (w ciągu 15 minut, jeden raz;" in text
    assert "nic się nie stanie, jeśli nikt go nie użyje." in text
    subject, text = mails["bob@x.org"]
    assert subject == "Sign in to pbem"
    assert "Sign in with this link (within 15 minutes, once; keep it private):" in text


def test_a_polish_invitation_says_when_it_lapses_in_his_language(service, cfg):
    polish(service, "cy@x.org")
    with service.store.transaction() as conn:
        ann = accounts.sign_up_or_in(conn, "ann@x.org", "signin")
    opened = open_games.open_game(service, accounts.get(service.store.conn, ann["id"]),
                                  "flanders", 2, seat=0, invited=["cy@x.org"])
    with service.store.transaction() as conn:
        notify.invitation(conn, "cy@x.org", "https://pbem.example.org", opened["id"], 1,
                          "Ann", datetime.now(timezone.utc))
    [row] = outbox.listing(service.store.conn, ("pending",))
    msg = compose.compose(service, cfg, row)
    text = msg.get_body(("plain",)).get_content()
    assert msg["Subject"] == "Zaproszenie do In Flanders Field"
    assert "Grałbyś stroną Blue, razem z ann." in text
    assert re.search(r"zaproszenie wygasa \w+\. \d\d \w+ \d{4} \d\d:\d\d CES?T\n", text)


def reply(service, cfg, game_id, body, message_id):
    msg = EmailMessage()
    msg["From"] = "p0@example.org"
    msg["To"] = address.reply_address(service.store.conn, cfg, game_id, "Red")
    msg["Subject"] = "Re: your turn"
    msg["Message-ID"] = message_id
    msg.set_content(body)
    assert inbound.handle(service, cfg, msg.as_bytes()).code == inbound.OK


def test_the_answers_to_a_polish_players_replies_are_in_polish(mailing, cfg):
    polish(mailing, "p0@example.org")
    game_id = new_game(mailing)
    reply(mailing, cfg, game_id, "fly away\n", "<r1@example.org>")
    reply(mailing, cfg, game_id, "roll\n", "<r2@example.org>")
    texts = [compose.compose(mailing, cfg, r).get_body(("plain",)).get_content()
             for r in outbox.listing(mailing.store.conn, ("pending",))
             if r["kind"] in (inbound.ANSWER, "rejected")]
    refused, applied = texts[-2:]
    assert refused.startswith("Twój ruch w In Flanders Field został odrzucony, Ålice (Red).")
    assert "  ODRZUCONE:  fly away\n              powód: unknown" in refused, "game words"
    assert "Wiersze są stosowane po kolei, aż któryś zostanie odrzucony" in refused
    assert "  wykonane:   roll\n                Czerwony rzuca: " in applied, "the game's words"


def test_how_to_reply_in_polish_and_in_english(service, cfg):
    polish(service, "ann@x.org")
    mails = composed(service, cfg, how_to.KIND, ["ann@x.org", "bob@x.org"], payload={
        "message_id": "x", "references": [], "sender": "x", "lines": [], "games": [],
        "digest": None, "thread_subject": None})
    assert "Ten adres odpowiada nadawcy najwyżej raz dziennie." in mails["ann@x.org"][1]
    assert '"GRA: POLECENIE"' in mails["ann@x.org"][1]
    assert "This address answers a sender at most once a day." in mails["bob@x.org"][1]


def test_a_polish_seat_link_and_an_english_one(mailing, cfg):
    polish(mailing, "p0@example.org")
    game_id = new_game(mailing)
    version = mailing.load(game_id).version
    with mailing.store.transaction() as conn:
        outbox.enqueue(conn, seat_link.KIND, "p0@example.org", game=game_id, role="Red",
                       version=version)
        outbox.enqueue(conn, seat_link.KIND, "p1@example.org", game=game_id, role="Blue",
                       version=version)
    texts = {r["recipient"]: compose.compose(mailing, cfg, r).get_body(
        ("plain",)).get_content() for r in outbox.listing(mailing.store.conn, ("pending",))
        if r["kind"] == seat_link.KIND}
    assert texts["p0@example.org"].startswith("Twój link do miejsca Red w In Flanders Field")
    assert "Otwórz stronę swojego miejsca tym linkiem" in texts["p0@example.org"]
    assert f"In Flanders Field, gra {game_id}, wersja {version}" in texts["p0@example.org"]
    assert "Open your seat's page with this link" in texts["p1@example.org"]


def test_a_seat_that_chose_polish_gets_its_mails_in_polish_without_an_account(
        mailing, cfg, smtp_server):
    """The seat's own language (chosen on its page: pbem.players.seat_language)
    speaks in the mails to its address while no account owns it; an account's
    language comes first."""
    from pbem.players import seat_language
    game_id = new_game(mailing)
    with mailing.store.transaction() as conn:
        seat_language.choose(conn, game_id, "Red", "pl")
        seat_language.choose(conn, game_id, "Blue", "pl")
        bob = accounts.sign_up_or_in(conn, "p1@example.org", "signin")
        accounts.set_place(conn, bob["id"], "UTC", "en")
    play_turn(mailing, game_id)                 # Red plays: Blue's turn
    play_turn(mailing, game_id)                 # Blue plays: Red's turn
    dispatch(mailing, cfg)
    turns = {to(m): plain(m) for m in smtp_server.messages if m["X-Pbem-Kind"] == "turn"}
    assert turns["p0@example.org"].startswith("Twoja kolej w In Flanders Field, Ålice (Red).")
    assert turns["p1@example.org"].startswith("Your turn in In Flanders Field, Bob (Blue).")


def test_a_digest_speaks_the_language_its_addresss_seats_chose_last(mailing, cfg,
                                                                      smtp_server):
    from pbem.players import seat_language
    first, second = new_game(mailing), new_game(mailing)
    with mailing.store.transaction() as conn:
        seat_language.choose(conn, first, "Red", "en",
                             datetime(2025, 3, 3, 9, 0, tzinfo=timezone.utc))
        seat_language.choose(conn, second, "Red", "pl",
                             datetime(2025, 3, 3, 10, 0, tzinfo=timezone.utc))
    digests.set_daily(mailing, "p0@example.org", 8, "UTC")
    cfg["mail"]["enabled"] = True
    digest_pool.run_digests(mailing, cfg, immediately=True)
    [digest] = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == "digest"]
    assert digest["Subject"].startswith("Twój przegląd pbem z ")


def test_the_sender_notice_says_each_lines_fate_in_polish(service):
    """The notice of a reply from another address lists what became of each line:
    English says the status (pbem.core.lines), Polish its word."""
    def notice(email):
        with language.speaking(service.store.conn, email):
            return compose.render(
                "sender", notice=True, applied=True, answered=True, role="Red",
                sender="x@y.org", title="T", game_id="g", version=3, head="h",
                lines=[{"status": s, "line": "roll"} for s in language.FATES])
    english, _html = notice("nobody@x.org")
    polish(service, "ann@x.org")
    text, html = notice("ann@x.org")
    for status, said in (("applied", "wykonane"), ("rejected", "odrzucone"),
                         ("not tried", "pominięte"), ("legal", "lista poleceń"),
                         ("stopped", "przerwane")):
        assert f"  {said}: roll\n" in text and f"<li>{said}: <code>roll" in html
        assert f"  {status}: roll\n" in english, "English says the status itself"


def test_every_kind_of_mail_has_its_words_in_the_mails(service):
    """pbem.telling names the kinds of mail in English; the mails say each in the
    reader's language (compose.WHAT, marked for the mail catalog), so a kind added to
    telling without its words here fails, and a Polish unsubscribe line names it in
    Polish."""
    from pbem.telling import prefs
    assert {k: compose.WHAT[k] for k in prefs.KINDS} == prefs.KINDS
    polish(service, "ann@x.org")
    with language.speaking(service.store.conn, "ann@x.org"):
        assert compose.what("started") == "gra się zaczyna"
    assert compose.what("started") == "the game starts"
