"""Playing by clicking the board (issue 11, the game page; issue 25: one way to act):
in real chromium, at a desktop and at a 390x844 phone viewport, seats of In Flanders
Field, Race to the Rhine and Memoir '44 play turns by clicking only what the page
offers: the board's lit places (static/board.js over the games' data-token marks),
which narrow the list of commands to those naming them, and then a command of the
list, which sends it. Each command must be applied (the version moves on, the page
says what was applied) and the log must show it."""
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


def press(element, phone):
    if phone:
        element.tap()
    else:
        element.click()


def send_one_command(page, chooser, phone):
    """Click lit board places (or open the folded list of a long one) until a command
    is pressed; the command sent, from its button. Each board click must narrow the
    list to the commands through what it names."""
    clicks = []
    for _ in range(MOST_CLICKS):
        lit = page.query_selector_all("#board-picture .can-act")
        shown = [b for b in page.query_selector_all("button.legal-command")
                 if b.is_visible()]
        if shown and (not lit or chooser.random() < 0.2):
            pick = chooser.choice(shown)
            command = pick.get_attribute("value")
            with page.expect_navigation():
                press(pick, phone)
            return command, clicks
        if not lit:
            assert page.query_selector("#legal-all:not([open])"), \
                f"nothing offered after {clicks}"
            clicks.append(("list", "open"))
            press(page.locator("#legal-all summary"), phone)
            continue
        before = page.input_value("#command")
        pick = chooser.choice(lit)
        clicks.append(("board", pick.get_attribute("data-token")))
        press(pick, phone)
        assert len(page.input_value("#command")) > len(before), f"{clicks} did not narrow"
        narrowed = [b.get_attribute("value") for b in
                    page.query_selector_all("button.legal-command") if b.is_visible()]
        box = page.input_value("#command").lower()
        assert narrowed and all(c.lower().startswith(box) for c in narrowed), (
            clicks, box, narrowed)
    raise AssertionError(f"no command after {clicks}")


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
