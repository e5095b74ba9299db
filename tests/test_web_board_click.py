"""Playing by clicking the board (issue 11, the game page): in real chromium, at a
desktop and at a 390x844 phone viewport, seats of In Flanders Field, Race to the Rhine
and Memoir '44 play turns by clicking only what the page offers: the board's lit
places (static/board.js over the games' data-token marks) and the buttons under the
command box, ending with its Send. Each command must be applied (the version moves
on, the page says what was applied) and the log must show it."""
import random

import pytest

from tests.test_web_pages import browser, needs_chromium, open_seat, server  # noqa: F401

VIEWPORTS = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
              "is_mobile": True, "has_touch": True},
}
GAMES = [("flanders", None, 8), ("rhine", {"commanders": "Monty+Patton"}, 5),
         ("memoir44", {"scenario": "pegasus-bridge"}, 5)]
#: the clicks one command may take at most (Rhine: commander, move, corps, Send)
MOST_CLICKS = 12
#: the first words of resigning and of offering a draw (pbem.games.concede), never
#: clicked: the games go on
LEAVING = ("resign", "offer")


def press(element, phone):
    if phone:
        element.tap()
    else:
        element.click()


def send_one_command(page, chooser, phone):
    """Click lit board places and offered words until Send is pressed; the command
    sent, from the box."""
    clicks = []
    for _ in range(MOST_CLICKS):
        send = page.query_selector("#board-send")
        lit = page.query_selector_all("#board-picture .can-act")
        words = page.query_selector_all("#board-choices button.word")
        if send and (not lit + words or chooser.random() < 0.4):
            command = page.input_value("#command")
            with page.expect_navigation():
                press(send, phone)
            return command, clicks
        assert lit or words, f"nothing offered after {clicks}"
        before = page.input_value("#command")
        words = [w for w in words if w.inner_text() not in LEAVING]
        pick = chooser.choice(lit + words)
        token = pick.get_attribute("data-token")
        clicks.append(("board", token) if token is not None else ("word", pick.inner_text()))
        press(pick, phone)
        assert len(page.input_value("#command")) > len(before), f"{clicks} did not narrow"
    raise AssertionError(f"no whole command after {clicks}")


@needs_chromium
@pytest.mark.parametrize("kind, options, commands", GAMES, ids=[g[0] for g in GAMES])
def test_turns_played_by_clicking_the_board_at_a_desktop_and_on_a_phone(
        service, server, browser, kind, options, commands):
    gid, seats = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], options)
    chooser = random.Random(kind)
    for size, settings in VIEWPORTS.items():
        phone = size == "phone"
        pages = {s["role"]: open_seat(browser.new_context(**settings),
                                      f"{server}/games/{gid}?token={s['token']}")
                 for s in seats}
        on_board, acted, page = 0, [], None
        for _ in range(commands):
            role = service.active(service.load(gid))[0]
            if page is not pages[role]:       # the other seat's page is out of date
                page = pages[role]
                page.goto(f"{server}/games/{gid}")
            version = int(page.inner_text("#version"))
            command, clicks = send_one_command(page, chooser, phone)
            on_board += sum(1 for where, _ in clicks if where == "board")
            assert f"{role}: {command} (now version" in page.inner_text(".flash.ok"), (
                size, clicks, page.inner_text("main")[:400])
            assert int(page.inner_text("#version")) > version
            acted.append(role)
        page.goto(f"{server}/games/{gid}/log")
        actors = [td.inner_text() for td in page.query_selector_all("td[data-label=Actor]")]
        assert len(actors) == service.load(gid).version
        assert sum(1 for a in actors if a in acted) >= len(acted)
        assert on_board >= 2, f"the board was clicked {on_board} times at the {size}"
        if phone:
            page.goto(f"{server}/games/{gid}")
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 390, "the game page scrolls sideways on a phone"
        for page in pages.values():
            page.context.close()
