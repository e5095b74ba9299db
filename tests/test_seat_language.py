"""A seat's own language (issue 28; pbem.players.seat_language): schema step 16 makes
its table on SQLite and PostgreSQL alike; a choice is kept per (game, role) and
replaced by the next; a language pbem does not speak is refused and changes nothing;
the account holding a seat reads his own language before the seat's choice; a mail
about no one seat reads the choice its address's seats made last."""
from datetime import datetime, timedelta, timezone

import pytest

from pbem import schema
from pbem.core.errors import Invalid
from pbem.players import accounts, claims, seat_language

pytestmark = pytest.mark.both_stores

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=timezone.utc)


def a_game(service, email="ann@example.org"):
    return service.create("toy", [{"name": "Ann", "email": email}, {"name": "Bob"}])[0]


def test_step_16_makes_the_table(service):
    conn = service.store.conn
    assert 16 in schema.taken(conn) and "seat_languages" in conn.dialect.tables(conn)
    assert dict((n, name) for n, name, _ in schema.STEPS)[16] == \
        "a seat's own language (0.2.0)"


def test_a_choice_is_kept_per_seat_and_the_next_replaces_it(service):
    gid = a_game(service)
    with service.store.transaction() as conn:
        assert seat_language.of(conn, gid, "North") is None
        seat_language.choose(conn, gid, "North", "pl", T0)
        seat_language.choose(conn, gid, "South", "en", T0)
    conn = service.store.conn
    assert (seat_language.of(conn, gid, "North"), seat_language.of(conn, gid, "South")) \
        == ("pl", "en")
    with service.store.transaction() as conn:
        seat_language.choose(conn, gid, "North", "en", T0 + timedelta(hours=1))
    assert seat_language.of(service.store.conn, gid, "North") == "en"
    assert service.store.conn.execute(
        "SELECT count(*) FROM seat_languages").fetchone()[0] == 2


def test_a_language_pbem_does_not_speak_is_refused_and_changes_nothing(service):
    gid = a_game(service)
    with service.store.transaction() as conn:
        seat_language.choose(conn, gid, "North", "pl", T0)
    for wrong in ("de", "", "PL", None):
        with pytest.raises(Invalid, match="no language"):
            with service.store.transaction() as conn:
                seat_language.choose(conn, gid, "North", wrong, T0)
    assert seat_language.of(service.store.conn, gid, "North") == "pl"


def test_the_account_holding_the_seat_reads_his_language_first(service):
    gid = a_game(service)
    with service.store.transaction() as conn:
        seat_language.choose(conn, gid, "North", "pl", T0)
        seat_language.choose(conn, gid, "South", "pl", T0)
    assert seat_language.of_reader(service.store.conn, gid, "North") == "pl"
    with service.store.transaction() as conn:
        ann = accounts.sign_up_or_in(conn, "ann@example.org", "signin")   # her address
        accounts.set_place(conn, ann["id"], "UTC", "en")
        bob = accounts.sign_up_or_in(conn, "bob@example.org", "signin")
        accounts.set_place(conn, bob["id"], "UTC", "en")
        claims.claim(conn, gid, "South", bob["id"])                     # claimed
    conn = service.store.conn
    assert seat_language.of_reader(conn, gid, "North") == "en"
    assert seat_language.of_reader(conn, gid, "South") == "en"
    assert seat_language.of(conn, gid, "North") == "pl", "the seat's choice stays"


def test_an_address_reads_the_choice_its_seats_made_last(service):
    first, second = a_game(service, "Ann@Example.org"), a_game(service)
    other = a_game(service, "cy@example.org")
    with service.store.transaction() as conn:
        seat_language.choose(conn, first, "North", "pl", T0 + timedelta(hours=1))
        seat_language.choose(conn, second, "North", "en", T0)
        seat_language.choose(conn, other, "North", "en", T0 + timedelta(hours=2))
    conn = service.store.conn
    assert seat_language.of_address(conn, "ann@example.org") == "pl"
    with service.store.transaction() as conn:
        seat_language.choose(conn, second, "North", "en", T0 + timedelta(hours=3))
    assert seat_language.of_address(service.store.conn, "ANN@example.org") == "en"
    assert seat_language.of_address(service.store.conn, "nobody@example.org") is None
