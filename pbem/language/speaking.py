"""The reader being spoken to, and a speaker's words in his language.

Every text a player reads is made while a channel speaks to him: a page's request, a
mail composed for one recipient, a post to one forum. The channel puts his language
in force (`speaking(language)`, a context variable: each thread and each request has
its own), and whatever is said meanwhile, by the service, a game's describe() or
refusal, a picture's legend, is said in it through a Voice, with no language passed
along. Outside any channel (the kernel, verify, the API's JSON contract, a host's
command line) the language is English, the source language.

A Voice never touches what the rules decide: events, states and commands hold no
translated text, so a log recorded while one language was in force is the log any
other would have recorded (tests/test_games_speak.py).

A game's texts are str.format templates ("{unit} moves to {area}"), as its data files'
templates already were (pbem/games/words.py); the pages', mails' and posts' are
gettext's %(name)s, as Jinja's i18n writes them.
"""
import contextlib
import contextvars

from pbem.language import catalogs

_LANGUAGE = contextvars.ContextVar("pbem_language", default=catalogs.SOURCE)


@contextlib.contextmanager
def speaking(language):
    """Within it, everything said is said in LANGUAGE (a code of catalogs.LANGUAGES;
    any other speaks English)."""
    token = _LANGUAGE.set(language if language in catalogs.LANGUAGES else catalogs.SOURCE)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def language():
    """The code of the language in force."""
    return _LANGUAGE.get()


def enter(language):
    """Put LANGUAGE in force until leave(token) (a request's before and teardown)."""
    return _LANGUAGE.set(language if language in catalogs.LANGUAGES else catalogs.SOURCE)


def leave(token):
    """Leave the language enter() put in force (English where the token was made in
    another context: a response streamed after its request)."""
    try:
        _LANGUAGE.reset(token)
    except ValueError:
        _LANGUAGE.set(catalogs.SOURCE)


class Voice:
    """The words of one speaker (a catalog's DOMAIN), in the language in force.

        _ = Voice("rhine")
        _("{corps} moves to {area}", corps=..., area=...)
        _.n("{num} step lost", "{num} steps lost", n)
        _.term("Supply")                  # a data file's English word, translated
    """

    def __init__(self, domain):
        self.domain = domain

    def translations(self):
        return catalogs.translations(language(), self.domain)

    def __call__(self, message, **fields):
        """MESSAGE in the language in force, its {name} fields filled from FIELDS."""
        said = self.translations().gettext(message)
        return said.format(**fields) if fields else said

    def n(self, singular, plural, n, **fields):
        """The form for N of SINGULAR/PLURAL (Polish has three: 1; 2-4, 22-24; 5-21,
        25...), {num} and the other fields filled."""
        return self.translations().ngettext(singular, plural, n).format(num=n, **fields)

    def term(self, text):
        """TEXT, an English word or template read from a data file (extracted by
        pbem.language.extract), in the language in force; unfilled."""
        return self.translations().gettext(text) if text else text


def N_(message):
    """MESSAGE as it is, marked for extraction: a constant said later through a
    Voice's term()."""
    return message
