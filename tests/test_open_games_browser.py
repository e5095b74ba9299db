"""Issue 26's open games in real Chromium against a real server, the mail through a real
SMTP server: two players who never met sign in by their mailed links, one opens a Race
to the Rhine game, the other finds it in the list and joins; both play from their
seat pages with no seat link; after the end one offers a rematch and the other accepts
it, the sides swapped. A third player is invited by mail and takes his seat through
the invitation only."""
import re
from datetime import datetime, timezone

import pytest

from pbem import mail
from pbem.core import seats
from pbem.mail import send
from pbem.players import accounts, open_games
from tests.test_mail_out import cfg  # noqa: F401 - fixture: the loopback SMTP server
from tests.test_web_a11y import severe
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401

pytestmark = [needs_chromium,
              pytest.mark.parametrize("server", [{"mail": {"enabled": True}}],
                                      indirect=True)]


def _now():
    return datetime.now(timezone.utc)


def mailed(service, cfg, smtp_server, to, kind):  # noqa: F811
    """The link in the newest mail of KIND to TO (the mails due sent first)."""
    send.dispatch_due(service, cfg)
    msg = next(m for m in reversed(smtp_server.messages)
               if m["X-Pbem-Kind"] == kind and m["To"].addresses[0].addr_spec == to)
    return re.search(r"https?://\S+/(signin|open)/\S+",
                     msg.get_body(("plain",)).get_content()).group(0)


def signed_in(browser, server, service, cfg, smtp_server, email):  # noqa: F811
    """A new browser of a player who signs in by the link mailed to EMAIL."""
    page = browser.new_context().new_page()
    page.goto(f"{server}/signin")
    page.fill("input[name=email]", email)
    page.click("#signin-form button")
    page.wait_for_selector("text=sign-in link")
    page.goto(mailed(service, cfg, smtp_server, email, "signin"))
    page.click("#signin-link-form button")
    page.wait_for_selector("#me-name")
    return page


def open_rhine(page, server, field, value):
    """Open a Race to the Rhine game for two from the /open form, its FIELD given VALUE
    (a select or a text); the open game's id. Its form has no fault axe finds."""
    page.goto(f"{server}/open")
    assert not severe(page)
    page.select_option("select[name=kind]", "rhine")
    page.fill("input[name=seats]", "2")
    (page.select_option if field.startswith("select") else page.fill)(field, value)
    page.click("#open-form button[type=submit]")
    page.wait_for_selector("#open-seats")
    return page.url.split("/open/")[1].split("?")[0]


def play_a_little(page, server, service, game_id, role):
    """ROLE sends one of his legal commands from his seat page, signed in, no link."""
    page.goto(f"{server}/games/{game_id}?seat={role}")
    assert page.inner_text("#role") == role
    command = service.legal(service.load(game_id), role)[0]
    page.fill("#command", command)
    page.click("#command-form button")
    page.wait_for_selector(".flash.ok")
    return command


def test_strangers_open_join_play_and_rematch_and_an_invited_player_joins(
        service, server, browser, cfg, smtp_server):  # noqa: F811
    mail.setup(service, cfg)                # the started mails are written
    ann = signed_in(browser, server, service, cfg, smtp_server, "ann@example.org")
    open_id = open_rhine(ann, server, "select[name=seat]", "1")
    assert not severe(ann)

    bob = signed_in(browser, server, service, cfg, smtp_server, "bob@example.org")
    bob.goto(f"{server}/open?kind=rhine")
    bob.click(f"#open-games tr[data-id='{open_id}'] a")
    bob.click("#open-seats form.join button")
    bob.wait_for_selector("#role")
    game_id = open_games.get(service.store.conn, open_id, _now())["game"]
    assert game_id and f"/games/{game_id}" in bob.url
    game = service.load(game_id)
    sides = {s["name"]: s["role"] for s in game.meta["seats"]}
    assert list(sides) == ["ann", "bob"]
    send.dispatch_due(service, cfg)
    started = {m["To"].addresses[0].addr_spec for m in smtp_server.messages
               if m["X-Pbem-Kind"] in ("started", "turn")}
    assert started == {"ann@example.org", "bob@example.org"}, "its first mails went out"
    ann_id = accounts.of_email(service.store.conn, "ann@example.org")["id"]
    assert {g["game"] for g in seats.of_account(service.store.conn, ann_id, [])} == {
        game_id}, "on Ann's home: her seat is claimed"

    players = {"ann": ann, "bob": bob}
    played = {"ann": 0, "bob": 0}
    for _ in range(12):
        if min(played.values()) >= 2:
            break
        role = service.active(service.load(game_id))[0]
        name = next(n for n, r in sides.items() if r == role)
        play_a_little(players[name], server, service, game_id, role)
        played[name] += 1
    assert min(played.values()) >= 2, played
    while not service.load(game_id).finished:   # the rest through the service
        role = service.active(service.load(game_id))[0]
        service.submit(game_id, role, {"action": "game.forfeit"}, channel="scheduler")

    ann.goto(f"{server}/games/{game_id}?seat={sides['ann']}")
    ann.click("#rematch-offer button")
    ann.wait_for_selector("#rematch-offered")
    bob.goto(f"{server}/me")
    assert "Rematch offered" in bob.inner_text("#my-open")
    bob.goto(f"{server}/games/{game_id}?seat={sides['bob']}")
    bob.click("#rematch-accept button")
    bob.wait_for_selector("#role")
    rematch = open_games.rematch_of(service.store.conn, game_id, _now())["game"]
    swapped = {s["name"]: s["role"] for s in service.load(rematch).meta["seats"]}
    assert swapped == {"ann": sides["bob"], "bob": sides["ann"]}
    assert bob.inner_text("#role") == sides["ann"]

    invited = open_rhine(ann, server, "textarea[name=invite]", "cy@example.org")
    bob.goto(f"{server}/open")
    assert f'data-id="{invited}"' not in bob.content(), "no seat for the list"
    bob.goto(f"{server}/open/{invited}")
    assert bob.query_selector("#open-seats form.join") is None, "no seat for Bob"
    cy = browser.new_context().new_page()
    cy.goto(mailed(service, cfg, smtp_server, "cy@example.org", "invitation"))
    cy.click("#open-seats form.join button")
    cy.wait_for_selector("#role")
    cy_game = open_games.get(service.store.conn, invited, _now())["game"]
    assert sorted(s["name"] for s in service.load(cy_game).meta["seats"]) == ["ann", "cy"]
    assert cy.inner_text("#signed-in") == "cy"
