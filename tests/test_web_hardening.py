"""The web pages behind a TLS proxy and in a hostile browser (the outside audit).

- the command form checks a malformed expected_version as strictly as the JSON API;
- the links shown to players never come from the request's Host header;
- `pbem serve` behind [server] trusted_proxies hops sees the real scheme (Secure
  cookies, HSTS) and ignores the same headers from anybody else;
- every page sends a Content-Security-Policy allowing only the service's own scripts
  and styles, and the pages (the boards too) render in chromium without a violation;
- a burst of requests does not flood the log of `pbem serve` with queue warnings.
"""
import http.client
import logging
import os
import re
import socket
import sys
import threading
import time
import urllib.parse

import pytest

from pbem.web import create_app
from pbem.web.serving import QueueWarnings
from tests.test_serve import (ROOT, UNFORKING, free_port, request, said, spawned,
                              wait_for)
from tests.test_web_pages import (GOOD_FORM, api, browser, needs_chromium,  # noqa: F401
                                  seat_links, seat_page, server)

#: the pages' own scripts may fetch only from the service (connect-src: live.json)
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")


def app_client(service, **server):
    return create_app({"server": server, "storage": {}}, service).test_client()


# -- expected_version of the HTML command form --------------------------------------------
@pytest.mark.parametrize("malformed", [" 2", "2 ", "+2", "-1", "abc", "2.0", "²", "0x2",
                                       "9" * 5000])
def test_a_malformed_expected_version_refuses_the_move(service, malformed):
    """The JSON API takes only a whole number >= 0; the form now too: anything else
    is refused with a message instead of applying the move unchecked."""
    client = app_client(service)
    game_id, _, token = seat_page(client, GOOD_FORM, "North")
    r = client.post(f"/games/{game_id}/commands", data={
        "command": "roll", "form_token": token, "expected_version": malformed})
    html = r.get_data(as_text=True)
    assert r.status_code == 400 and "Not applied" in html
    assert "expected_version" in html and "whole number" in html
    assert client.get("/api/games").json[0]["version"] == 2


@pytest.mark.parametrize("blank", ["", None], ids=["empty", "absent"])
def test_an_empty_or_absent_expected_version_is_no_check(service, blank):
    client = app_client(service)
    game_id, _, token = seat_page(client, GOOD_FORM, "North")
    form = {"command": "roll", "form_token": token}
    if blank is not None:
        form["expected_version"] = blank
    assert client.post(f"/games/{game_id}/commands", data=form).status_code == 303
    assert client.get("/api/games").json[0]["version"] == 3


# -- links shown to players ---------------------------------------------------------------
def created_links(client, **headers):
    r = client.post("/games", data=GOOD_FORM, headers=headers, follow_redirects=True)
    assert r.status_code == 200
    return re.findall(r'class="seat-link token" data-role="\w+" href="([^"]+)"',
                      r.get_data(as_text=True))


@pytest.mark.parametrize("server_cfg,base", [
    ({"host": "127.0.0.1", "port": 8123}, "http://127.0.0.1:8123/games/"),
    ({"host": "::1", "port": 8123}, "http://[::1]:8123/games/"),
    ({"host": "0.0.0.0", "port": 8123}, f"http://{socket.getfqdn()}:8123/games/"),
    ({"host": "127.0.0.1", "port": 8123, "base_url": "https://pbem.example.org/"},
     "https://pbem.example.org/games/"),
], ids=["loopback", "ipv6", "every-address", "base_url"])
def test_seat_links_do_not_follow_the_host_header(service, server_cfg, base):
    """Without base_url the links name the address the server was started on (a
    wildcard address: this machine's name), never the Host a request claims."""
    client = app_client(service, **server_cfg)
    links = created_links(client, Host="evil.example")
    assert len(links) == 2 and all(link.startswith(base) for link in links), links


def test_a_https_base_url_makes_every_cookie_secure(service):
    """Behind a proxy that does not say the scheme, base_url still tells that the
    browser speaks https: the seat cookie and the session cookie (flash) are Secure;
    HSTS only comes on a request that is https itself."""
    client = app_client(service, base_url="https://pbem.example.org")
    link = created_links(client)[0]
    r = client.get("{0.path}?{0.query}".format(urllib.parse.urlsplit(link)))
    assert "; Secure" in r.headers["Set-Cookie"]
    assert "Strict-Transport-Security" not in r.headers
    game_id = link.split("/games/")[1].split("?")[0]
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    token = page.split('name="form_token" value="')[1].split('"')[0]
    r = client.post(f"/games/{game_id}/commands", data={"command": "roll",
                                                          "form_token": token})
    assert r.status_code == 303
    session = [c for c in r.headers.getlist("Set-Cookie") if c.startswith("session=")]
    assert session and "; Secure" in session[0]


# -- `pbem serve` behind a TLS proxy ------------------------------------------------------
@pytest.fixture
def serve(tmp_path):
    """start(fork=True, **env) runs `pbem serve` on a free loopback port with PBEM_*
    settings from env (with fork=False as on a system without fork: waitress);
    returns (base url, process). Stopped after the test."""
    procs = []

    def start(fork=True, **env):
        port = free_port()
        proc = spawned(
            [*([sys.executable, "-m", "pbem"] if fork else UNFORKING), "serve", "--port",
             str(port), "--db", str(tmp_path / "served.sqlite")], tmp_path,
            env={**os.environ, "PYTHONPATH": str(ROOT), "PBEM_SCHEDULER_ENABLED": "false",
                 **env})
        procs.append(proc)
        base = f"http://127.0.0.1:{port}"
        wait_for(base, proc)
        return base, proc
    yield start
    for proc in procs:
        proc.terminate()
        proc.wait(timeout=20)


def raw(base, method, path, body=None, **headers):
    """(status, headers, text) of one request, redirects not followed."""
    conn = http.client.HTTPConnection(urllib.parse.urlsplit(base).netloc, timeout=10)
    if body is not None:
        body = urllib.parse.urlencode(body)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    conn.request(method, path, body=body, headers=headers)
    resp = conn.getresponse()
    out = resp.status, resp.headers, resp.read().decode()
    conn.close()
    return out


HTTPS = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "pbem.example.org",
         "X-Forwarded-For": "203.0.113.9"}


def _cookie(headers, name):
    """The Set-Cookie of NAME (a seat's: NAME_<its place>)."""
    return next(c for c in headers.get_all("Set-Cookie") or []
                if re.match(rf"{name}(_\d+)?=", c))


def test_pbem_serve_behind_a_trusted_proxy_sees_https(serve):
    base, _ = serve(PBEM_SERVER_TRUSTED_PROXIES="1")
    _, created = request(f"{base}/api/games", {
        "kind": "flanders", "players": [{"name": "Ann"}, {"name": "Bob"}]})
    game_id, seats = created["id"], {s["role"]: s["token"] for s in created["seats"]}
    (role,) = api(base, f"/api/games/{game_id}")["active"]
    path = f"/games/{game_id}"

    status, headers, _ = raw(base, "GET", f"{path}?token={seats[role]}", **HTTPS)
    assert status == 303 and "; Secure" in _cookie(headers, "pbem_seat")
    assert headers["Strict-Transport-Security"].startswith("max-age=")
    cookie = f"pbem_seat={seats[role]}"
    _, headers, page = raw(base, "GET", path, Cookie=cookie, **HTTPS)
    assert headers["Strict-Transport-Security"]
    form_token = page.split('name="form_token" value="')[1].split('"')[0]
    move = api(base, f"/api/games/{game_id}/legal", seats[role])["legal"][0]
    status, headers, _ = raw(base, "POST", f"{path}/commands", {
        "command": move, "form_token": form_token}, Cookie=cookie,
        Origin="https://pbem.example.org", **HTTPS)
    assert status == 303 and "; Secure" in _cookie(headers, "session")

    status, headers, _ = raw(base, "GET", f"{path}?token={seats[role]}")
    assert status == 303 and "Secure" not in _cookie(headers, "pbem_seat"), \
        "a plain http request to the server itself gets a plain cookie"
    assert "Strict-Transport-Security" not in headers


def test_pbem_serve_ignores_proxy_headers_it_does_not_trust(serve):
    """With no trusted proxy (the default) a client's own X-Forwarded-* headers change
    nothing, and the seat links name the address `pbem serve` was started on."""
    base, _ = serve()
    status, headers, _ = raw(base, "POST", "/games", {
        "kind": "flanders", "name0": "Ann", "name1": "Bob"}, Host="evil.example", **HTTPS)
    assert status == 303 and "Strict-Transport-Security" not in headers
    made = _cookie(headers, "pbem_created").split(";")[0]
    status, headers, page = raw(base, "GET", urllib.parse.urlsplit(
        headers["Location"]).path, Host="evil.example", Cookie=made, **HTTPS)
    assert status == 200 and "Strict-Transport-Security" not in headers
    links = re.findall(r'data-role="\w+" href="([^"]+)"', page)
    assert links and all(link.startswith(base + "/games/") for link in links), links
    status, headers, _ = raw(base, "GET", urllib.parse.urlsplit(links[0]).path + "?"
                              + urllib.parse.urlsplit(links[0]).query, **HTTPS)
    assert status == 303 and "Secure" not in _cookie(headers, "pbem_seat")


def test_pbem_serve_answers_more_than_a_hundred_open_connections(serve):
    """Browsers keep their connections open between pages and polls: 150 of them
    held open at once are all answered (waitress alone takes 100 and leaves the
    others waiting with nothing served)."""
    base, _ = serve()
    netloc = urllib.parse.urlsplit(base).netloc
    held = [http.client.HTTPConnection(netloc, timeout=10) for _ in range(150)]
    for conn in held:
        conn.request("GET", "/api/health")
        assert conn.getresponse().read() == b'{"ok":true}\n'
    for conn in held:
        conn.close()


def test_pbem_serve_reports_a_full_queue_without_flooding_its_log(serve):
    """One worker thread and a burst of 40 clients: waitress (where there is no fork)
    warns on every request that waits; `pbem serve` lets one warning a minute
    through."""
    base, proc = serve(fork=False, PBEM_SERVER_THREADS="1")

    def client():
        for _ in range(5):
            request(f"{base}/api/games")
    threads = [threading.Thread(target=client) for _ in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    proc.terminate()
    proc.wait(timeout=20)
    log = said(proc)
    warnings = [line for line in log.splitlines() if "Task queue depth" in line]
    assert len(warnings) == 1, f"{len(warnings)} warnings: {log[-3000:]}"


# -- Content-Security-Policy in a real browser --------------------------------------------
def _watch(ctx, seen):
    """Record every CSP violation a page of CTX reports (on the console, and as the
    DOM event, which a script chromium adds to every page writes to the console)."""
    ctx.on("console", lambda m: seen.append(m.text)
           if "Content Security Policy" in m.text else None)
    ctx.add_init_script("document.addEventListener('securitypolicyviolation', e => "
                        "console.error('Content Security Policy: ' + e.violatedDirective"
                        " + ' ' + e.blockedURI))")


def _board_shot(browser, url, bypass):  # noqa: F811
    ctx = browser.new_context(bypass_csp=bypass, viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    page.goto(url)
    shot = page.locator(".svg svg").screenshot()
    ctx.close()
    return shot


@needs_chromium
def test_every_page_keeps_a_strict_csp_and_renders_as_before(server, browser):  # noqa: F811
    """The lobby, the created page, both games' pages (seat and public), the log and
    an error page come with the CSP, load the stylesheet, and report no violation;
    each board looks exactly as it does with the CSP switched off."""
    seen = []
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    _watch(ctx, seen)
    lobby = ctx.new_page()
    games = {}
    for kind, options in [("flanders", {}), ("rhine", {"opt.rhine.commanders":
                                                       "Monty+Patton"})]:
        resp = lobby.goto(server + "/")
        assert resp.headers["content-security-policy"] == CSP
        lobby.select_option("select[name=kind]", kind)
        lobby.fill("input[name=name0]", "Ann")
        lobby.fill("input[name=name1]", "Bob")
        for name, value in options.items():
            lobby.fill(f"input[name='{name}']", value)
        links = seat_links(lobby)            # the created page
        games[kind] = links
    pages = []
    for kind, links in games.items():
        game_id = next(iter(links.values())).split("/games/")[1].split("?")[0]
        seat = ctx.new_page()
        seat.goto(next(iter(links.values())))
        pages.append(seat)
        for path in (f"/games/{game_id}", f"/games/{game_id}/log", "/games/nope"):
            page = ctx.new_page()
            resp = page.goto(server + path)
            assert resp.headers["content-security-policy"] == CSP, path
            assert page.evaluate("getComputedStyle(document.body).maxWidth") == "960px"
            pages.append(page)
        assert _board_shot(browser, f"{server}/games/{game_id}", False) == \
            _board_shot(browser, f"{server}/games/{game_id}", True), kind
    for page in pages:
        page.reload()
    assert seen == []
    assert len(pages) == 8
    ctx.close()


def test_the_queue_warning_after_a_quiet_spell_counts_the_ones_held_back():
    logger, seen = logging.getLogger("test.queue"), []
    handler = logging.Handler()
    handler.emit = lambda record: seen.append(record.getMessage())
    logger.addHandler(handler)
    logger.addFilter(QueueWarnings(every=0.5))
    try:
        for depth in (1, 5, 3):
            logger.warning("Task queue depth is %d", depth)
        time.sleep(0.6)
        logger.warning("Task queue depth is %d", 2)
    finally:
        logger.removeHandler(handler)
    assert seen == ["Task queue depth is 1",
                    "Task queue depth is 2 (2 more such warnings held back in the last "
                    "0.5 s; the deepest 5: consider more [server] threads)"]
