"""The language a mail speaks: its recipient's (issue 28, design §8).

The recipient's language is that of the account owning the recipient's address
(pbem.players.accounts: /me/settings), else the language the seat the mail is about
chose on its page (pbem.players.seat_language; for a mail about no one seat, a digest,
the choice the address's seats made last), else English; the times a mail shows are in
the recipient's time zone (the digest's setting where the mail has one, else the
account's, else UTC). compose.compose sets both for the mail it composes (speaking),
so every composer, template and subject of that mail reads them here without passing
them along: gettext and ngettext translate from the "mail" catalog
(pbem.language.catalogs), moment and duration format times and spans in that language.

speaking also puts the language in force for every layer (pbem.language.speaking), so
what the service and the games write into the mail (events, legal commands, boards,
refusals) is said in it too.
"""
import contextlib
import contextvars
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from babel.dates import format_date, format_datetime, format_timedelta

from pbem.language import catalogs
from pbem.language.speaking import speaking as language_speaking
from pbem.players import accounts, seat_language

DOMAIN = "mail"
_READER = contextvars.ContextVar("pbem_mail_reader", default=(catalogs.SOURCE, "UTC"))


def of(conn, email, seat=None):
    """(language, time zone) of the account owning EMAIL; else the language SEAT
    ((game, role), or None) chose, or without one the language EMAIL's seats chose
    last, and UTC; else English and UTC."""
    account = accounts.of_email(conn, email) if email else None
    if account is not None:
        said, zone = account["language"], account["tz"]
    else:
        said, zone = (seat_language.of(conn, *seat) if seat else
                      seat_language.of_address(conn, email) if email else None), "UTC"
    return (said if said in catalogs.LANGUAGES else catalogs.SOURCE), zone


@contextlib.contextmanager
def speaking(conn, email, seat=None):
    """Within it, the mails composed speak the language of EMAIL's reader (SEAT: the
    (game, role) the mail is about, or None)."""
    reader = of(conn, email, seat)
    token = _READER.set(reader)
    try:
        with language_speaking(reader[0]):
            yield
    finally:
        _READER.reset(token)


def language():
    """The code of the language of the mail being composed."""
    return _READER.get()[0]


def zone():
    """The time zone (an IANA name) of the reader of the mail being composed."""
    return _READER.get()[1]


def translations():
    """The gettext of the mail being composed (a Jinja environment installs it)."""
    return catalogs.translations(language(), DOMAIN)


def gettext(message, **fields):
    """MESSAGE in the reader's language, its %(name)s fields filled from FIELDS."""
    said = translations().gettext(message)
    return said % fields if fields else said


def ngettext(singular, plural, n, **fields):
    """The form for N of SINGULAR/PLURAL in the reader's language (Polish has three),
    its %(num)s and %(name)s fields filled."""
    return translations().ngettext(singular, plural, n) % {"num": n, **fields}


def N_(message):
    """MESSAGE, marked for extraction (pybabel -k N_): a constant translated where it
    is used, by gettext."""
    return message


#: what became of a reply's line (pbem.core.lines), in words: English says the status
FATES = {"applied": N_("applied"), "rejected": N_("rejected"), "not tried": N_("not tried"),
         "legal": N_("legal"), "stopped": N_("stopped")}


def fate(status):
    """STATUS, a reply line's fate, in the reader's language."""
    return gettext(FATES[status]) if status in FATES else status


def moment(at, where=None):
    """AT (an aware datetime or ISO text) in the zone WHERE (a tzinfo; by default the
    reader's), as the reader reads it: "Mon 03 Mar 2025 09:00 CET", the day and month
    in his language."""
    if isinstance(at, str):
        at = datetime.fromisoformat(at)
    local = at.astimezone(where or ZoneInfo(zone()))
    return (f"{format_datetime(local, 'EEE dd MMM yyyy HH:mm', locale=language())} "
            f"{local.strftime('%Z')}")


def day(iso):
    """A calendar day (ISO text, "2025-03-03") as the reader writes it: its pattern is
    a message of the catalog (CLDR's, babel.dates), so English keeps the ISO form and
    Polish reads "3 marca 2025"."""
    return format_date(date.fromisoformat(iso), gettext("yyyy-MM-dd"), locale=language())


def duration(seconds):
    """A span of SECONDS in words of the reader's language ("3 hours", "3 godziny")."""
    return format_timedelta(timedelta(seconds=seconds), locale=language())
