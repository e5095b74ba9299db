"""Rules and help in the pages (issue 25, item 1): the help pages (/help, each game's
rules as built and how to play it here), each offered command's plain words on the seat
page, the links from every game page and the lobby, and the lobby's words for every
option. In real chromium at a phone's 390x844 and a desktop's 1280x900: a player opens
his game's rules and how-to from his seat page, reads words beside each command, and no
help page breaks the CSP, scrolls sideways on the phone or has a serious accessibility
fault (axe-core)."""
import html
from importlib import resources
import random
import re

import pytest

from pbem import games
from pbem.web import help as help_pages
from tests.fuzz import onward, play_random
from tests.test_web_a11y import severe
from tests.test_web_hardening import _watch
from tests.test_web_pages import browser, client, needs_chromium, server  # noqa: F401
from tests.test_web_phone import OVERFLOW

KINDS = ("berlin", "flanders", "memoir44", "rhine")
OPTIONS = {"memoir44": {"scenario": "sword-beach"}, "rhine": {"commanders": "Monty+Patton"}}
VIEWPORTS = {
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
              "is_mobile": True, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 900}},
}


def _seat(service, kind, commands, seed=25):
    """A game of KIND played COMMANDS random commands in; (game id, role to act, its
    seat link's path)."""
    gid, seats = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], OPTIONS.get(kind))
    play_random(service, gid, commands, random.Random(seed))
    role = service.active(service.load(gid))[0]
    token = next(s["token"] for s in seats if s["role"] == role)
    return gid, role, f"/games/{gid}?token={token}"


# -- the pages, by the Flask client ----------------------------------------------------------
def test_the_help_index_names_every_game_with_its_rules_and_how_to(client):  # noqa: F811
    page = html.unescape(client.get("/help").get_data(as_text=True))
    for kind in KINDS:
        assert f'href="/help/{kind}"' in page and f'href="/help/{kind}/how-to-play"' in page
        assert games.get(kind).TITLE in page
    for part in ("Seats and links", "Moves on the page", "Playing by mail", "forum",
                 "Deadlines", "Undo", "verify"):
        assert part in page, part


@pytest.mark.parametrize("kind", KINDS)
def test_a_games_rules_and_how_to_are_its_readme_and_how_to_play_rendered(client, kind):  # noqa: F811
    rules = client.get(f"/help/{kind}")
    assert rules.status_code == 200
    page = rules.get_data(as_text=True)
    readme = (resources.files(games.get(kind).__name__) / "README.md").read_text()
    headings = re.findall(r"^#{2,3} (.+)$", readme, re.M)
    contents = re.findall(r'<li class="toc-h[23]"><a href="#([^"]+)">', page)
    assert len(contents) == len(headings) > 3
    for anchor in contents:                 # every line of the contents leads somewhere
        assert f'id="{anchor}"' in page
    assert "<table>" in page and 'class="table-box"' in page and "style=" not in page
    assert 'href="/help/' + kind + '/how-to-play"' in page
    how = client.get(f"/help/{kind}/how-to-play").get_data(as_text=True)
    assert "How to play" in how and f'href="/help/{kind}"' in how
    assert "<td><code>" in how, "the commands in words, with examples"


def test_unknown_help_pages_are_404(client):  # noqa: F811
    for path in ("/help/chess", "/help/flanders/cheats", "/help/toy", "/help/toy/how-to-play"):
        assert client.get(path).status_code == 404, path


def test_markdown_is_rendered_with_its_html_escaped_and_no_style_or_dead_link():
    env = {}
    out = help_pages.MD.render(
        "# Title\n\n<script>alert(1)</script> <b onclick=x>b</b>\n\nsee [the map](data/map.toml),"
        " [a page](/help/rhine), [a site](https://example.org) and [js](javascript:x)\n\n"
        "| a | b |\n|--:|:-:|\n| 1 | 2 |\n\n## Same\n\n## Same\n", env)
    assert "<script>" not in out and "&lt;script&gt;" in out and "<b " not in out
    assert "the map" in out and 'href="data/map.toml"' not in out
    assert '<a href="/help/rhine">a page</a>' in out
    assert '<a href="https://example.org">a site</a>' in out and 'href="javascript' not in out
    assert "style=" not in out and '<td class="align-right">1</td>' in out
    assert 'id="same"' in out and 'id="same-2"' in out
    assert env["title"] == "Title" and "<h1" not in out


def test_every_game_page_links_its_rules_and_how_to_and_the_lobby_links_help(  # noqa: F811
        client, service):
    lobby = client.get("/").get_data(as_text=True)
    assert 'href="/help"' in lobby
    for kind in KINDS:
        gid, _, link = _seat(service, kind, 2)
        for path in (link, f"/games/{gid}"):           # the seat's page, the public's
            page = client.get(path, follow_redirects=True).get_data(as_text=True)
            assert f'href="/help/{kind}/how-to-play" id="how-to-link"' in page, path
            assert f'href="/help/{kind}" id="rules-link"' in page, path


@pytest.mark.parametrize("kind", KINDS)
def test_each_offered_command_and_summary_line_shows_its_words(client, service, kind):  # noqa: F811
    for commands in (3, 12):
        gid, role, link = _seat(service, kind, commands, seed=commands)
        page = client.get(link, follow_redirects=True).get_data(as_text=True)
        game = service.load(gid)
        legal = service.legal(game, role)
        view = service.view(game, role)
        buttons = re.findall(r'<button type="submit" name="command" value="([^"]*)" '
                             r'class="legal-command"><span class="cmd">[^<]*</span>\s*'
                             r'<span class="words">([^<]+)</span></button>', page)
        # resigning and the draw's commands are in their own box (resign.html)
        assert [html.unescape(c) for c, _ in buttons] == onward(legal)
        assert ('id="resign-form"' in page) == ("resign" in legal)
        for command, said in buttons:
            assert html.unescape(said) == game.rules.explain(
                view, game.rules.parse(html.unescape(command)))
        summary = re.findall(r'<li><code>[^<]*</code>\s*<span class="words">', page)
        if 'id="legal-summary"' in page:
            assert len(summary) == page.split('id="legal-summary"')[1].split(
                "</ul>")[0].count("<li>")
        assert 'id="board-choices"' not in page, "one way to act: no row of word buttons"


def test_the_lobby_names_and_explains_every_option_and_scenario(client):  # noqa: F811
    page = html.unescape(client.get("/").get_data(as_text=True))
    for kind in KINDS:
        rules = games.get(kind)
        said = rules.option_words()
        assert said["game"]["text"] in page
        for name in rules.OPTIONS_SCHEMA().fields:
            if name == "seats":
                continue
            assert said[name]["name"] in page and said[name]["text"] in page, (kind, name)
    scenarios = games.get("memoir44").option_words()["scenario"]["choices"]
    for slug, choice in scenarios.items():
        assert f'<option value="{slug}" >{choice["name"]}</option>' in page, slug
        assert f'<dt>{choice["name"]} <code>{slug}</code></dt><dd>{choice["text"]}</dd>' \
            in page, slug


# -- in the browser ----------------------------------------------------------------------
@needs_chromium
def test_a_player_reads_his_games_rules_and_how_to_and_each_commands_words(  # noqa: F811
        service, server, browser):
    seats = {kind: _seat(service, kind, 4) for kind in KINDS}
    help_paths = ["/help"] + [f"/help/{k}{p}" for k in KINDS for p in ("", "/how-to-play")]
    for size, settings in VIEWPORTS.items():
        seen = []
        ctx = browser.new_context(**settings)
        _watch(ctx, seen)
        page = ctx.new_page()
        for kind, (gid, role, link) in seats.items():
            page.goto(server + link)
            if page.query_selector("#legal-all:not([open])"):     # a long list, folded
                page.click("#legal-all summary")
            buttons = page.query_selector_all("button.legal-command")
            assert buttons, (kind, role)
            for b in buttons:
                assert b.query_selector(".words").inner_text().strip(), \
                    (size, kind, b.get_attribute("value"))
            title = games.get(kind).TITLE
            page.click("#how-to-link")
            assert page.url.endswith(f"/help/{kind}/how-to-play")
            assert "How to play" in page.inner_text("h1") and title in page.inner_text("h1")
            page.click("#rules-link")
            assert page.url.endswith(f"/help/{kind}")
            page.wait_for_selector("#toc a")            # a long page: parsed by now
            page.click("#toc a >> nth=1")                   # the contents lead there
            anchor = page.url.split("#")[1]
            assert page.query_selector(f"[id='{anchor}']").is_visible()
            page.go_back()
            page.go_back()
            page.go_back()
            assert page.url.split("?")[0].endswith(f"/games/{gid}"), page.url
        for path in help_paths:
            page.goto(server + path)
            got = page.evaluate(OVERFLOW)
            assert got["scroll"] <= got["width"], (size, path, got["out"])
            if size == "desktop":
                assert not severe(page), (path, severe(page))
        page.goto(server + "/")
        page.click("a[href='/help']")
        assert page.url.endswith("/help")
        assert seen == [], seen
        ctx.close()
