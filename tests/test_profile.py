"""A signed-in player's profile and settings (/me/settings): each setting saved for the
account and every address of it, each refused on bad input with why and nothing
changed, and every form of the account (these, the claim, the tokens) refused without
the session's own form token."""
import re
from datetime import date, datetime, timedelta, timezone

import pytest

from pbem.forum import store as forum_store
from pbem.players import accounts
from pbem.telling import deadlines, digests, prefs
from tests.test_home import (ORIGIN, field, open_link, players,  # noqa: F401
                             session_of, signed_in)

pytestmark = pytest.mark.both_stores
EMAILS = ["ann@example.org", "ann@work.example.org"]


@pytest.fixture
def ann(app, service):  # noqa: F811
    """Ann's browser, signed in; her account has two confirmed addresses."""
    client = signed_in(app, service, EMAILS[0])
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO addresses (email, account, confirmed_at, how) VALUES "
                     "(?,?,?,?)", (EMAILS[1], accounts.of_email(conn, EMAILS[0])["id"],
                                   "2030-01-01T00:00:00+00:00", "signin"))
    return client


def post(client, path, **data):
    """Post a settings form with the session's form token (unless DATA gives one)."""
    page = client.get("/me/settings").get_data(as_text=True)
    return client.post(path, data={"csrf_token": field(page, "csrf_token"), **data},
                       headers=ORIGIN)


def account(service):
    return accounts.of_email(service.store.conn, EMAILS[0])


def everything(service):
    """Every row a settings form may change, for 'nothing changed'."""
    conn = service.store.conn
    return [sorted(tuple(r) for r in conn.execute(f"SELECT * FROM {table}"))
            for table in ("accounts", "addresses", "mail_prefs", "digest_settings",
                          "vacations")]


def refused(service, client, path, status, why, **data):
    before = everything(service)
    r = post(client, path, **data)
    assert r.status_code == status and why in r.get_data(as_text=True), \
        r.get_data(as_text=True)[-1500:]
    assert 'id="settings-error"' in r.get_data(as_text=True)
    assert everything(service) == before


PROFILE = {"name": "Ann", "tz": "Europe/Warsaw", "language": "pl"}


def test_the_profile_is_saved(ann, service):
    r = post(ann, "/me/settings/profile", **PROFILE)
    assert r.status_code == 303 and r.headers["Location"].endswith("/me/settings")
    assert {k: account(service)[k] for k in ("name", "tz", "language")} == PROFILE
    page = ann.get("/me/settings").get_data(as_text=True)
    assert "profile saved" in page and 'value="Europe/Warsaw"' in page
    assert '<option value="pl" lang="pl" selected>' in page


@pytest.mark.parametrize("changed, status, why", [
    ({"name": ""}, 400, "a name has 1 to 60 characters"),
    ({"name": "x" * 61}, 400, "a name has 1 to 60 characters"),
    ({"name": "BOB"}, 409, "another player is called BOB"),
    ({"tz": "Mars/Olympus"}, 400, "unknown time zone"),
    ({"language": "de"}, 400, "the language is one of en, pl"),
])
def test_a_bad_profile_is_refused_and_nothing_changes(ann, service, changed, status, why):
    session_of(service, "bob@example.org")          # an account named bob
    refused(service, ann, "/me/settings/profile", status, why,
            **{**PROFILE, "name": "Anna", **changed})


def test_a_digest_follows_the_new_time_zone(ann, service):
    post(ann, "/me/settings/mail", digest_hour="7")
    post(ann, "/me/settings/profile", **PROFILE)
    for email in EMAILS:
        rule = digests.setting(service.store.conn, email)
        assert (rule["hour"], rule["tz"]) == (7, "Europe/Warsaw")


def test_mail_settings_hold_for_every_address(ann, service):
    kinds = {f"on.{k}": "on" for k in prefs.KINDS if k != "turn"}
    r = post(ann, "/me/settings/mail", digest_hour="8", **kinds)
    assert r.status_code == 303
    conn = service.store.conn
    for email in EMAILS:
        assert [k for k in prefs.KINDS if prefs.is_off(conn, email, k)] == ["turn"]
        assert digests.setting(conn, email)["hour"] == 8
        assert digests.setting(conn, email)["tz"] == "UTC"
    page = ann.get("/me/settings").get_data(as_text=True)
    assert "at 08:00 UTC" in page and '<input type="checkbox" name="on.turn" >' in page
    r = post(ann, "/me/settings/mail", digest_hour="off", **{"on.turn": "on"})
    for email in EMAILS:
        assert digests.setting(conn, email) is None
        assert [k for k in prefs.KINDS if prefs.is_off(conn, email, k)] == [
            k for k in prefs.KINDS if k != "turn"]


@pytest.mark.parametrize("hour", ["24", "-1", "7am", "99999999999999999999"])
def test_a_bad_digest_hour_is_refused_and_nothing_changes(ann, service, hour):
    refused(service, ann, "/me/settings/mail", 400, "the digest hour is 0..23 or off",
            digest_hour=hour)


def test_vacations_are_added_for_every_address_and_listed(ann, service):
    post(ann, "/me/settings/profile", **PROFILE)
    first = date.today() + timedelta(days=10)
    last = first + timedelta(days=6)
    r = post(ann, "/me/settings/vacation", first=first.isoformat(), last=last.isoformat())
    assert r.status_code == 303
    for email in EMAILS:
        (start, end), = deadlines.vacations(service.store.conn, email)
        assert start == datetime.combine(first, datetime.min.time(),
                                         deadlines.zone("Europe/Warsaw"))
        assert end - start >= timedelta(days=7) - timedelta(hours=1)
    page = ann.get("/me/settings").get_data(as_text=True)
    # the profile chose Polish: the page speaks it (pbem.web.language)
    assert re.search(r'id="vacations"><li>' + f"od {first} do {last}</li>", page)


@pytest.mark.parametrize("first, last, why", [
    ("2030-13-01", "2030-13-02", "vacation days are dates like"),
    ("", "", "vacation days are dates like"),
    ("2099-07-10", "2099-07-01", "the vacation ends (2099-07-01) before it begins"),
    ("2001-07-01", "2001-07-10", "that vacation is over"),
    ("2099-01-01", "2100-06-01", "a vacation is at most 366 days"),
])
def test_a_bad_vacation_is_refused_and_nothing_changes(ann, service, first, last, why):
    refused(service, ann, "/me/settings/vacation", 400, why, first=first, last=last)


def test_the_forum_users_of_my_seats_are_listed(ann, service):
    gid, _ = service.create("toy", players("Ann", "Bob", mine="Ann"))
    now = datetime.now(timezone.utc).isoformat()
    with service.store.transaction() as conn:
        forum_store.link(conn, gid, "North", "club", "ann_at_club", now)
        forum_store.link(conn, gid, "South", "club", "bob_at_club", now)
    page = ann.get("/me/settings").get_data(as_text=True)
    listed = page.split('id="forum-users"')[1].split("</ul>")[0]
    assert "ann_at_club on club: North of" in " ".join(listed.split())
    assert "bob_at_club" not in page


FORMS = ["/me/settings/profile", "/me/settings/mail", "/me/settings/vacation",
         "/me/settings/api-token", "/me/settings/feed-token", "/signout"]


def test_every_form_of_the_account_wants_the_sessions_own_token(app, ann, service):  # noqa: F811
    gid, seats = service.create("toy", players("Ann", "Bob"))
    seat_page = open_link(ann, gid, seats[0]["token"])
    other = signed_in(app, service, "bob@example.org")
    others_token = field(other.get("/me").get_data(as_text=True), "csrf_token")
    before = everything(service)
    data = {**PROFILE, "digest_hour": "3", "first": "2099-01-01", "last": "2099-01-02"}
    for path in FORMS + [f"/games/{gid}/claim"]:
        for token in ({}, {"csrf_token": ""}, {"csrf_token": others_token}):
            r = ann.post(path, data={**data, **token,
                                     "form_token": field(seat_page, "form_token")},
                         headers=ORIGIN)
            assert r.status_code == 403, (path, token)
            assert app.test_client().post(path, data=data).status_code == 403
    assert everything(service) == before
    assert service.store.conn.execute("SELECT account FROM seats WHERE game=?",
                                      (gid,)).fetchall() == [(None,), (None,)]


def test_signed_out_the_pages_send_to_the_sign_in(app):  # noqa: F811
    for path in ("/me", "/me/settings"):
        r = app.test_client().get(path)
        assert r.status_code == 303 and r.headers["Location"].endswith("/signin")
