"""Signing in with a Discourse forum's account (DiscourseConnect), against the loopback
stand-in of a Discourse forum (tests/discourse_standin.py), which signs and checks
payloads by its own code: the sign-in page offers the forum, the forum's answer signs
the browser in (an account made for a new address, the forum user linked to it), and
every answer that may not is refused with nothing changed: forged, for a sign-in pbem
never began, used already, too old, brought by another browser, without a validated
address; and so is a forum that signs nobody in, or none at all."""
import base64
import hashlib
import hmac
import http.client
from datetime import datetime, timedelta, timezone
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from freezegun import freeze_time

from pbem.core.errors import Forbidden
from pbem.players import accounts, sso
from pbem.web import create_app
from tests.discourse_standin import Discourse
from tests.forumbots import FORUM, forum_cfg, serving
from tests.test_web_pages import browser, needs_chromium  # noqa: F401 - fixture

pytestmark = pytest.mark.both_stores

SECRET = "connect-secret-of-the-club"
ANN = {"email": "Ann@Example.org", "external_id": "17", "username": "ann_k",
       "name": "Ann Kowalska"}
#: what a refusal must leave as it was
TABLES = ("accounts", "addresses", "sessions", "forum_accounts", "sso_nonces")


@pytest.fixture
def forum():
    standin = Discourse().start()
    standin.connect_secrets["127.0.0.1"] = SECRET
    standin.user = dict(ANN)
    yield standin
    standin.stop()


def app_for(service, forum, **club):
    return create_app(forum_cfg(forum, 8080, **{"connect_secret": SECRET, **club}),
                      service)


@pytest.fixture
def app(service, forum):
    return app_for(service, forum)


@pytest.fixture
def client(app):
    return app.test_client()


def provider(location):
    """(status, Location) of the forum's answer to a browser sent to LOCATION."""
    parts = urlsplit(location)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        conn.request("GET", f"{parts.path}?{parts.query}")
        answer = conn.getresponse()
        answer.read()
        return answer.status, answer.getheader("Location")
    finally:
        conn.close()


def forum_answer(client):
    """Begin a sign-in with the club in CLIENT and let the forum answer: the path and
    query the forum sends the browser back to."""
    begun = client.get(f"/signin/discourse/{FORUM}")
    assert begun.status_code == 303
    status, back = provider(begun.headers["Location"])
    assert status == 302, back
    parts = urlsplit(back)
    assert f"{parts.scheme}://{parts.netloc}" == "http://127.0.0.1:8080"
    return f"{parts.path}?{parts.query}"


def signed(fields, secret=SECRET):
    """The path of a return to pbem with FIELDS signed with SECRET."""
    payload = base64.b64encode(urlencode(fields).encode()).decode()
    sig = hmac.new(secret.encode(), payload.encode(), hashlib.sha256).hexdigest()
    return f"/signin/discourse/{FORUM}/return?" + urlencode({"sso": payload, "sig": sig})


def fields_of(path):
    query = dict(parse_qsl(urlsplit(path).query))
    return dict(parse_qsl(base64.b64decode(query["sso"]).decode()))


def tables(service):
    return {t: sorted((tuple(r) for r in service.store.conn.execute(
        f"SELECT * FROM {t}")), key=repr) for t in TABLES}


def refused(client, service, path, status):
    """Bring PATH back to pbem: refused with STATUS, a page saying so, nothing changed
    and no session; returns the page's text."""
    before = tables(service)
    answer = client.get(path)
    assert answer.status_code == status
    assert "pbem_session" not in answer.headers.get("Set-Cookie", "")
    assert tables(service) == before
    return answer.get_data(as_text=True)


# -- the protocol -----------------------------------------------------------------------
def test_a_payload_of_discourses_own_code_decodes_and_its_signature_holds():
    """A return URL made by Discourse's DiscourseSingleSignOn#to_url in a Discourse
    plugin's spec (its secret, fields and sig as that spec gives them; the sig also
    checked with `openssl dgst -sha256 -hmac`), and the request payload of the
    protocol's worked example with the line break older releases wrote."""
    secret = "d836444a9e4084d5b224a60c208dce14"
    payload = ("ZW1haWw9dGVzdCU0MHRlc3QuY29tJmV4dGVybmFsX2lkPWhlbGxvMTIzJm5hbWU9"
               "c2FtJm5vbmNlPWNiNjgyNTFlZWZiNTIxMWU1OGMwMGZmMTM5NWYwYzBiJnJlcXVpcmVf"
               "YWN0aXZhdGlvbj10cnVlJnVzZXJuYW1lPXNhbXNhbQ==")
    sig = "bcd8a9c2c7fda7b756b9b4e36c905c1611e75ae8b0165497cbcd2a8d3eaf5db7"
    assert sso.decode(secret, payload, sig) == {
        "email": "test@test.com", "external_id": "hello123", "name": "sam",
        "nonce": "cb68251eefb5211e58c00ff1395f0c0b", "require_activation": "true",
        "username": "samsam"}
    with pytest.raises(Forbidden):
        sso.decode(secret, payload, sig[:-1] + "8")
    assert sso.sign(secret, "bm9uY2U9Y2I2ODI1MWVlZmI1MjExZTU4YzAwZmYxMzk1ZjBjMGI=\n") == (
        "2828aa29899722b35a2f191d34ef9b3ce695e0e6eeec47deb46d588d70c7cb56")
    assert sso.decode(secret, "bm9uY2U9Y2I2ODI1MWVlZmI1MjExZTU4YzAwZmYxMzk1ZjBjMGI=\n",
                      "2828aa29899722b35a2f191d34ef9b3ce695e0e6eeec47deb46d588d70c7cb56"
                      ) == {"nonce": "cb68251eefb5211e58c00ff1395f0c0b"}


# -- signing in ------------------------------------------------------------------------
def test_a_forum_user_signs_in_gets_an_account_and_is_linked_to_it(client, service):
    page = client.get("/signin").get_data(as_text=True)
    assert f'id="signin-forum-{FORUM}"' in page and f"Sign in with {FORUM}" in page
    begun = client.get(f"/signin/discourse/{FORUM}")
    ask = urlsplit(begun.headers["Location"])
    assert (ask.port, ask.path) == (urlsplit(client.application.extensions[
        "pbem_cfg"]["forums"][FORUM]["url"]).port, "/session/sso_provider")
    query = dict(parse_qsl(ask.query))
    assert query["sig"] == hmac.new(SECRET.encode(), query["sso"].encode(),
                                    hashlib.sha256).hexdigest()
    asked = dict(parse_qsl(base64.b64decode(query["sso"]).decode()))
    assert set(asked) == {"nonce", "return_sso_url"}
    assert asked["return_sso_url"] == \
        f"http://127.0.0.1:8080/signin/discourse/{FORUM}/return"
    assert f"pbem_connect={asked['nonce']}" in begun.headers["Set-Cookie"]
    assert service.store.conn.execute("SELECT nonce_hash FROM sso_nonces").fetchone()[0] \
        != asked["nonce"], "the table keeps the nonce hashed"

    _status, back = provider(begun.headers["Location"])
    parts = urlsplit(back)
    came = client.get(f"{parts.path}?{parts.query}")
    assert came.status_code == 303 and came.headers["Location"].endswith("/me")
    cookie = [c for c in came.headers.getlist("Set-Cookie") if "pbem_session=" in c][0]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie
    home = client.get("/me").get_data(as_text=True)
    assert 'id="me-name">Ann Kowalska<' in home and "ann@example.org" in home
    conn = service.store.conn
    account = accounts.of_email(conn, "ann@example.org")
    assert sso.linked(conn, account["id"]) == [{"forum": FORUM, "username": "ann_k"}]
    assert conn.execute("SELECT how FROM addresses").fetchone()[0] == "discourse"

    again = client.get(forum_answer(client))       # a second sign-in: the same account
    assert again.status_code == 303
    assert conn.execute("SELECT count(*) FROM accounts").fetchone()[0] == 1


def test_the_address_of_an_account_signs_in_to_that_account(client, service, forum):
    with service.store.transaction() as conn:
        known = accounts.sign_up_or_in(conn, "ann@example.org", "signin", "Annie")
    forum.user["name"] = "<not a name>"
    assert client.get(forum_answer(client)).status_code == 303
    assert 'id="me-name">Annie<' in client.get("/me").get_data(as_text=True)
    assert sso.linked(service.store.conn, known["id"]) == [{"forum": FORUM,
                                                            "username": "ann_k"}]


def test_a_new_account_takes_the_username_when_the_name_is_no_name(client, service,
                                                                   forum):
    forum.user.update(name="", email="bob@example.org", external_id="18", username="bob",
                      groups=",".join(f"group{n}" for n in range(60)))   # not read
    assert client.get(forum_answer(client)).status_code == 303
    assert accounts.of_email(service.store.conn, "bob@example.org")["name"] == "bob"


# -- refused, nothing changed ----------------------------------------------------------
def test_a_forged_answer_is_refused_and_the_genuine_one_still_signs_in(client, service):
    genuine = forum_answer(client)
    fields = fields_of(genuine)
    query = dict(parse_qsl(urlsplit(genuine).query))
    for forged in (genuine.replace(query["sig"], query["sig"][::-1]),
                   signed({**fields, "email": "mallory@example.org"}, "a guessed secret"),
                   genuine.split("&sig=")[0]):
        assert "not signed with the forum" in refused(client, service, forged, 403)
    assert client.get(genuine).status_code == 303


def test_an_answer_for_a_sign_in_never_begun_is_refused(client, service):
    fields = fields_of(forum_answer(client))
    page = refused(client, service, signed({**fields, "nonce": "made-up"}), 403)
    assert "no sign-in pbem began" in page


def test_an_answer_is_used_once(app, service):
    first, second = app.test_client(), app.test_client()
    back = forum_answer(first)
    assert first.get(back).status_code == 303
    assert "used already" in refused(first, service, back, 403)
    second.set_cookie("pbem_connect", fields_of(back)["nonce"],
                      path=f"/signin/discourse/{FORUM}/return")
    assert "used already" in refused(second, service, back, 403)


def test_an_old_answer_is_refused(client, service):
    back = forum_answer(client)
    with freeze_time(datetime.now(timezone.utc) + timedelta(minutes=sso.NONCE_MINUTES,
                                                            seconds=5)):
        assert "minutes ago" in refused(client, service, back, 403)
        client.get(f"/signin/discourse/{FORUM}")
    assert service.store.conn.execute("SELECT count(*) FROM sso_nonces").fetchone()[0] \
        == 1, "a new sign-in drops the nonces too old to be used"


def test_an_answer_for_another_forums_sign_in_is_refused(service, forum):
    cfg = forum_cfg(forum, 8080, connect_secret=SECRET)
    cfg["forums"]["guild"] = dict(cfg["forums"][FORUM])     # the same secret, even
    client = create_app(cfg, service).test_client()
    back = forum_answer(client).replace(f"/{FORUM}/", "/guild/")
    client.set_cookie("pbem_connect", fields_of(back)["nonce"],
                      path="/signin/discourse/guild/return")
    assert "no sign-in pbem began with guild" in refused(client, service, back, 403)


def test_an_answer_brought_by_another_browser_is_refused(app, service):
    back = forum_answer(app.test_client())
    assert "another browser" in refused(app.test_client(), service, back, 403)


@pytest.mark.parametrize("user, status, says", [
    ({"require_activation": "true"}, 403, "has not validated"),
    ({"email": ""}, 400, "names no email"),
    ({"email": "ann at example.org"}, 400, "names no email address"),
    ({"external_id": ""}, 400, "names no external_id"),
    ({"username": "a" * 255}, 400, "longer than 254")])
def test_an_answer_without_a_validated_address_or_a_field_it_needs_is_refused(
        client, service, forum, user, status, says):
    forum.user.update(user)
    assert says in refused(client, service, forum_answer(client), status)


def test_a_forum_without_a_connect_secret_signs_nobody_in(service, forum):
    client = app_for(service, forum, connect_secret="").test_client()
    assert "signin-forum" not in client.get("/signin").get_data(as_text=True)
    page = refused(client, service, f"/signin/discourse/{FORUM}", 404)
    assert "signs nobody in" in page
    refused(client, service, signed({"nonce": "x"}), 404)


def test_an_unknown_forum_signs_nobody_in(client, service):
    for path in ("/signin/discourse/nowhere", "/signin/discourse/nowhere/return?sso=x"):
        page = refused(client, service, path, 404)
        assert "no forum &#39;nowhere&#39; is configured" in page


# -- in a browser ----------------------------------------------------------------------
@needs_chromium
def test_sign_in_with_the_forum_in_a_browser(service, forum, browser):  # noqa: F811
    with serving(service, forum, connect_secret=SECRET) as (base, _cfg):
        context = browser.new_context()
        page = context.new_page()
        page.goto(base + "/signin")
        page.click(f"#signin-forum-{FORUM}")
        page.wait_for_url(base + "/me")
        assert page.inner_text("#me-name") == "Ann Kowalska"
        cookies = {c["name"]: c for c in context.cookies()}
        assert cookies["pbem_session"]["httpOnly"] and \
            cookies["pbem_session"]["sameSite"] == "Lax"
        assert "pbem_connect" not in cookies, "the nonce's cookie is gone once used"
        context.close()
