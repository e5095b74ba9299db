"""Accessibility: axe-core (the engine browsers' own audits use), run inside real
chromium on every kind of page at a desktop and a phone viewport, reports no serious
or critical violation. A page with known faults shows the check finds them."""
import pytest

from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures
from tests.test_web_phone import pages_of

SEVERE = {"serious", "critical"}


def severe(page):
    from axe_playwright_python.sync_playwright import Axe
    return [(v["id"], v["impact"], v["nodes"][0]["target"])
            for v in Axe().run(page).response["violations"] if v["impact"] in SEVERE]


@needs_chromium
def test_axe_finds_the_faults_of_a_page_that_has_them(browser):
    page = browser.new_page()
    page.set_content("<html><body><img src='x.png'><input type=text><button></button>"
                     "</body></html>")
    assert {v[0] for v in severe(page)} >= {"image-alt", "label", "button-name"}


@needs_chromium
@pytest.mark.parametrize("viewport, every", [({"width": 1280, "height": 900}, 1),
                                             ({"width": 390, "height": 844}, 3)])
def test_no_page_has_a_serious_or_critical_accessibility_violation(
        service, server, browser, viewport, every):
    """Every page at a desktop's width; at a phone's, every third (each kind of page
    and each game still met: the list goes lobby, then four pages a game)."""
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    found = {}
    for url in pages_of(service)[::every]:
        page.goto(server + url)
        if severe(page):
            found[url.split("?token")[0]] = severe(page)
    context.close()
    assert not found, found
