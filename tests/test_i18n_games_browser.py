"""Issue 28's "done when": in Chromium a Polish-speaking player plays a game of each
kind to its end from the Polish pages, and no page he sees shows an English string of
any catalog (every visible text node compared with the English of the pages', the
service's, every game's and the shared games' catalogs); his mails and his digest,
through a real SMTP server on loopback, are Polish; the English player of the same
game sees English pages and gets English mails.

The Polish seat plays from his page (a click on one of the commands it offers, or the
command typed) for his first moves and then every few moves; the moves between go
through submit with his language in force, so that a game of hundreds of commands
ends within the suite's time. With PBEM_LONG=1 (README "Long runs") every move of both
seats goes through their pages. The game's last pages (the end, the log, the replay)
are read by both players. The plural forms for 1, 2, 5 and 22 in the mails are
tests/test_i18n_mail.py's; here a digest with his games is Polish as a whole.
"""
import random

import pytest

from pbem.jobs import digest_pool
from pbem.language.domains import DOMAINS
from pbem.language.speaking import speaking
from pbem.telling import digests
from tests.fuzz import LONG, onward
from tests.test_catalogs import catalog
from tests.test_i18n import VISIBLE_TEXT, fragments
from tests.test_i18n_mail import polish
from tests.test_mail_out import cfg, dispatch, mailing, plain, to  # noqa: F401
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401

#: kind -> options of the game played
KINDS = {"rhine": {}, "memoir44": {"scenario": "pegasus-bridge"}, "flanders": {},
         "berlin": {}}
#: the Polish seat's moves made on his page: the first ones, then every EVERY-th
FIRST, EVERY = 4, 40
#: the moves between two sendings of the mails due (as the dispatch job sends them a
#: minute apart, each drawn from the game as it is then)
SENT_EVERY = 10
#: what is notation or a name on a page, not words of a catalog: the commands as
#: written (buttons' code, the command box, code and pre blocks of commands), the
#: players' and the game's names, the hashes
NOTATION = "code, .cmd, #command, kbd, .hash, .player-name, #game-title"


def words(domains, language):
    """Every fragment of the catalogs of DOMAINS in LANGUAGE (en: the msgids)."""
    out = set()
    for domain in domains:
        for m in catalog(domain, "pl"):
            if not m.id:
                continue
            said = m.id if language == "en" else m.string
            for text in (said if isinstance(said, tuple) else (said,)):
                out |= fragments(text)
    return out


def only_english(domains):
    """The English fragments that Polish does not say alike (names, BBCode...)."""
    return words(domains, "en") - words(domains, "pl")


def only_polish(domains):
    return words(domains, "pl") - words(domains, "en")


def shown(page):
    return set(page.evaluate(VISIBLE_TEXT, NOTATION))


def data_names(service, game_id):
    """The names the game's data gives places (a Memoir '44 scenario's labels, each
    word and whole): they stay as the scenario file writes them (the game's README, In
    Polish), though a word of them may be a terrain's English name ("Pond")."""
    hexes = service.view(service.load(game_id), None).get("hexes") or {}
    labels = [d["label"] for d in hexes.values() if isinstance(d, dict) and d.get("label")]
    return {part for label in labels for part in (label, *label.split())}


def seat_page(browser, server, game_id, token, locale):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale)
    page = context.new_page()
    page.goto(f"{server}/games/{game_id}?token={token}")
    return page


def play_on_page(page, server, game_id, chooser):
    """One of the commands the page offers, clicked; it must be applied."""
    page.goto(f"{server}/games/{game_id}")
    version = int(page.inner_text("#version"))
    folded = page.query_selector("#legal-all")
    if folded and folded.get_attribute("open") is None:
        page.click("#legal-all summary")
    buttons = [b for b in page.query_selector_all("button.legal-command")
               if onward([b.get_attribute("value")])]
    if buttons:
        chooser.choice(buttons).click()
    else:       # a long list shows its summary: a command typed as a player would
        page.fill("#command", chooser.choice(onward(page_legal(page))))
        page.click("#send")
    page.wait_for_selector(".flash.ok")
    assert int(page.inner_text("#version")) > version


def drain(service, cfg):
    """Every mail due sent, a batch at a time, none failing."""
    while (sent := dispatch(service, cfg))["sent"]:
        assert sent["failed"] == sent["retry"] == 0, sent


def page_legal(page):
    return [li.inner_text() for li in page.query_selector_all("#legal-list li code")]


@needs_chromium
@pytest.mark.parametrize("kind", KINDS)
def test_a_polish_player_plays_a_whole_game_from_the_polish_pages(
        kind, mailing, cfg, smtp_server, server, browser):  # noqa: F811
    polish(mailing, "p0@example.org")
    # a mail's words are what is checked here (its pictures' words are in each game's
    # tests/test_i18n_<kind>.py): drawing one a mail is for the long run
    cfg["mail"]["pictures"] = LONG
    game_id, seats = mailing.create(kind, [
        {"name": "Jan", "email": "p0@example.org"},
        {"name": "Bob", "email": "p1@example.org"}], KINDS[kind])
    pole, english = seats[0]["role"], seats[1]["role"]
    # the pages' words, the service's, the games' alike and this game's own (another
    # game's catalog may name a place in Polish that this one's book keeps: Aachen)
    domains = [d for d in DOMAINS if d not in ("mail", "forum", *KINDS)] + [kind]
    not_polish = only_english(domains) - data_names(mailing, game_id)
    not_english = only_polish(domains)
    pages = {pole: seat_page(browser, server, game_id, seats[0]["token"], "pl-PL"),
             english: seat_page(browser, server, game_id, seats[1]["token"], "en-GB")}
    digests.set_daily(mailing, "p0@example.org", 8, "Europe/Warsaw")
    digests.set_daily(mailing, "p1@example.org", 8, "UTC")
    chooser, mine, moves = random.Random(kind), 0, 0
    while not (game := mailing.load(game_id)).finished:
        moves += 1
        if moves % SENT_EVERY == 0:     # the mails go out as the game goes on
            drain(mailing, cfg)
        role = chooser.choice(mailing.active(game))
        if role == pole:
            mine += 1
            on_page = LONG or mine <= FIRST or mine % EVERY == 0
        else:
            on_page = LONG
        if mine == FIRST and role == pole:        # the day's digests, mid-game
            cfg["mail"]["enabled"] = True
            digest_pool.run_digests(mailing, cfg, immediately=True)
        if on_page:
            play_on_page(pages[role], server, game_id, chooser)
            seen = shown(pages[role])
            assert seen & (not_polish if role == pole else not_english) == set(), \
                (role, sorted(seen & (not_polish if role == pole else not_english)))
        else:
            with speaking("pl" if role == pole else "en"):
                legal = onward(mailing.legal(game, role))
                mailing.submit(game_id, role, chooser.choice(legal), channel="web")
    for role, page in pages.items():
        wrong = not_polish if role == pole else not_english
        for path in (f"/games/{game_id}", f"/games/{game_id}/log",
                     f"/games/{game_id}/replay?v=3", f"/games/{game_id}/audit"):
            page.goto(server + path)
            assert page.get_attribute("html", "lang") == ("pl" if role == pole else "en")
            assert shown(page) & wrong == set(), (role, path, sorted(shown(page) & wrong))
        page.context.close()

    drain(mailing, cfg)
    mails = {"p0@example.org": [], "p1@example.org": []}
    for m in smtp_server.messages:
        mails[to(m)].append(m)
    for email in mails:
        assert {m["X-Pbem-Kind"] for m in mails[email]} >= {"started", "digest", "ended"}, \
            (email, [m["X-Pbem-Kind"] for m in mails[email]])
    everything = [*domains, "mail"]
    for email, wrong in (("p0@example.org", only_english(everything)),
                         ("p1@example.org", only_polish(everything))):
        for m in mails[email]:
            text = plain(m)
            leaked = {f for f in wrong if f in text and len(f) > 12}
            assert leaked == set(), (email, m["X-Pbem-Kind"], sorted(leaked)[:10])
