"""The game page's forum parts (pbem.web.forum_pages), with Flask's test client: the
creator's host link and box (bind, link, unbind, as `pbem forum` does), a seat's
one-time link code, the paste box that applies a forum post's commands, and the
latest report in BBCode and BGG's markup to copy; one check of the copy button in
Debian's chromium."""
import html
import re
import urllib.parse

import pytest

from pbem.forum import hosting, post
from pbem.forum.store import code_role
from tests.test_web_pages import browser, needs_chromium  # noqa: F401 - a fixture

CLUB = {"type": "discourse", "url": "https://forum.example.org", "api_user": "pbem",
        "api_key": "k", "webhook_secret": "s"}
FORM = {"kind": "flanders", "name0": "Ann", "name1": "Bob"}


def app_cfg(**server):
    return {"server": server, "storage": {}, "forums": {"club": CLUB}}


@pytest.fixture
def client(service):
    from pbem.web import create_app
    return create_app(app_cfg(), service).test_client()


def follow(client, link):
    parts = urllib.parse.urlsplit(html.unescape(link))
    assert client.get(f"{parts.path}?{parts.query}").status_code == 303


def created(client):
    """(game id, {role: seat link}, host link) of a game made in the lobby."""
    page = client.post("/games", data=FORM, follow_redirects=True)
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    seats = dict(re.findall(r'data-role="(\w+)" href="([^"]+)"', text))
    host = re.search(r'class="host-link token" href="([^"]+)"', text).group(1)
    return seats["Red"].split("/games/")[1].split("?")[0], seats, host


def form_token(page, form_id=None):
    if form_id:
        page = page.split(f'id="{form_id}"')[1]
    return page.split('name="form_token" value="')[1].split('"')[0]


def page_of(client, game_id):
    return client.get(f"/games/{game_id}").get_data(as_text=True)


def test_the_creator_binds_links_and_unbinds_from_the_game_page(client, service):
    game_id, _seats, host = created(client)
    assert 'id="forum-host"' not in page_of(client, game_id)       # not without it
    follow(client, host)
    page = page_of(client, game_id)
    assert 'id="forum-host"' in page and "Not played in a forum yet." in page
    token = form_token(page, "forum-bind")
    bound = client.post(f"/games/{game_id}/forum/bind",
                        data={"form_token": token, "forum": "club", "topic": "12"})
    assert bound.status_code == 303
    client.post(f"/games/{game_id}/forum/link",
                data={"form_token": token, "seat": "Blue", "user": "bob_k"})
    page = page_of(client, game_id)
    assert "bound to club; a report is on its way" in page
    assert "club: topic 12" in page and "Blue: bob_k on club" in page
    assert hosting.describe(service, game_id)["links"][0]["user"] == "bob_k"
    # a refusal says why and changes nothing
    client.post(f"/games/{game_id}/forum/bind",
                data={"form_token": token, "forum": "club", "topic": "twelve"})
    assert "give the topic&#39;s number" in page_of(client, game_id)
    assert hosting.describe(service, game_id)["bindings"][0]["topic"] == "12"
    client.post(f"/games/{game_id}/forum/unbind",
                data={"form_token": token, "forum": "club"})
    assert hosting.describe(service, game_id)["bindings"] == []


def test_host_forms_need_the_host_link_and_their_own_token(client, service):
    game_id, seats, host = created(client)
    follow(client, seats["Red"])                  # a seat is not the host
    page = page_of(client, game_id)
    seat_token = form_token(page)
    data = {"form_token": seat_token, "forum": "club", "topic": "3"}
    assert client.post(f"/games/{game_id}/forum/bind", data=data).status_code == 401
    assert client.get(f"/games/{game_id}/host?token=wrong").status_code == 401
    follow(client, host)
    assert client.post(f"/games/{game_id}/forum/bind", data=data).status_code == 403
    host_token = form_token(page_of(client, game_id), "forum-bind")
    foreign = client.post(f"/games/{game_id}/forum/bind",
                          data=dict(data, form_token=host_token),
                          headers={"Origin": "https://evil.example"})
    assert foreign.status_code == 403
    assert hosting.describe(service, game_id)["bindings"] == []


def test_a_seat_makes_a_one_time_link_code(client, service):
    game_id, seats, _host = created(client)
    assert 'id="forum-seat"' not in page_of(client, game_id)       # the public
    follow(client, seats["Blue"])
    page = page_of(client, game_id)
    made = client.post(f"/games/{game_id}/forum/code", data={
        "form_token": form_token(page)})
    assert made.status_code == 200 and made.headers["Cache-Control"] == "no-store"
    code = re.search(r"pbem link ([A-Z0-9-]+)", made.get_data(as_text=True)).group(1)
    assert code not in page_of(client, game_id)                   # shown once
    conn = service.store.conn
    assert code_role(conn, game_id, hosting._code_hash(code), "2000-01-01") == "Blue"


PASTED = """[quote="bob, post:4, topic:12"]
```pbem
stop
```
[/quote]
My turn:
```pbem
roll
```
"""


def test_the_paste_box_applies_a_posts_commands_once_and_skips_quotes(client, service):
    game_id, seats, _host = created(client)
    follow(client, seats["Red"])
    token = form_token(page_of(client, game_id))
    before = service.load(game_id).version
    answer = client.post(f"/games/{game_id}/paste", data={"form_token": token,
                                                           "post": PASTED})
    assert answer.status_code == 200
    text = answer.get_data(as_text=True)
    assert "<code>roll</code>: applied (Red rolls" in text and "stop" not in text.split(
        'id="pasted"')[1].split("</div>")[0]
    after = service.load(game_id).version
    assert after > before
    # the same post pasted again at that version (a double click) applies nothing more
    client.post(f"/games/{game_id}/paste", data={"form_token": token, "post": PASTED})
    assert service.load(game_id).version == after
    nothing = client.post(f"/games/{game_id}/paste", data={"form_token": token,
                                                            "post": "> roll\n"})
    assert nothing.status_code == 422 and "No commands found" in nothing.get_data(
        as_text=True)
    refused = client.post(f"/games/{game_id}/paste", data={"form_token": token,
                                                            "post": "fly away"})
    assert refused.status_code == 422 and "rejected" in refused.get_data(as_text=True)
    assert service.load(game_id).version == after
    assert client.post(f"/games/{game_id}/paste", data={"post": "roll"}).status_code \
        == 403


def test_pasted_commands_read_blocks_else_lines_as_a_mail_reply():
    assert post.pasted_commands(PASTED) == [(4, "roll")]     # lines of the unquoted post
    assert [c for _, c in post.pasted_commands("roll\n\n> take 3\nstop")] == [
        "roll", "stop"]


def test_the_latest_report_in_bbcode_and_bgg_markup(service):
    from pbem.web import create_app
    client = create_app(app_cfg(base_url="https://pbem.example"), service).test_client()
    game_id, _seats, _host = created(client)
    page = page_of(client, game_id)
    bbcode = html.unescape(page.split('id="report-bbcode"')[1].split(">", 1)[1].split(
        "</textarea>")[0])
    bgg = html.unescape(page.split('id="report-bgg"')[1].split(">", 1)[1].split(
        "</textarea>")[0])
    version = service.load(game_id).version
    board = f"https://pbem.example/games/{game_id}/board/{version}.png"
    assert f"[img]{board}[/img]" in bbcode and "[code]" in bbcode
    assert f"[url=https://pbem.example/games/{game_id}]game page[/url]" in bbcode
    assert "<" not in bgg and "[img]" not in bgg
    assert f"[url={board}]The board at version {version}[/url]" in bgg
    assert "[b]Red[/b] (Ann) to act." in bgg and service.load(game_id).head in bgg


def test_bgg_markup_never_holds_a_less_than_sign(service):
    from pbem.forum import render, report
    game_id, _ = service.create("flanders", [{"name": "<b>Ann"}, {"name": "Bob<"}], {})
    built = report.build(service, "https://x", game_id, service.load(game_id).version)
    assert "<" in render.report_bbcode(built).replace("[", "")   # names as given
    assert "<" not in render.report_bgg(built)


@needs_chromium
def test_the_copy_button_puts_the_report_on_the_clipboard(service, browser):  # noqa: F811
    import threading

    import waitress
    from pbem.web import create_app
    from tests.forumbots import free_port
    port = free_port()
    app = create_app(app_cfg(host="127.0.0.1", port=port), service)
    server = waitress.create_server(app, host="127.0.0.1", port=port, threads=2)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}], {})
        context = browser.new_context(permissions=["clipboard-read",
                                                   "clipboard-write"])
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/games/{game_id}")
        page.click("button[data-copy=report-bgg]")
        page.wait_for_function("document.querySelector("
                               "'button[data-copy=report-bgg]').textContent == 'Copied'")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == page.input_value("#report-bgg") and "[b]Red[/b]" in copied
        context.close()
    finally:
        server.close()
        thread.join(timeout=10)
