"""The language a forum post speaks: its forum's, `[forums.NAME] language` (issue 28,
design §8), whoever plays there: an English player in a Polish forum reads Polish.

The receiving of a forum's request (pbem.forum.incoming) and the sending of its posts
(pbem.forum.outgoing) speak its language (speaking), so every template of a post
(pbem.forum.render), every notice of a link code (pbem.forum.hosting) and every line
an adapter writes (pbem.forum.discord) reads it here: gettext and ngettext translate
from the "forum" catalog (pbem.core.catalogs).

What the games write into a post (events, legal commands, refusals, the board's
text) stays in the game's own words: only pbem's own text is translated.
"""
import contextlib
import contextvars

from pbem.core import catalogs

DOMAIN = "forum"
_LANGUAGE = contextvars.ContextVar("pbem_forum_language", default=catalogs.SOURCE)


@contextlib.contextmanager
def speaking(language):
    """Within it, the posts composed speak LANGUAGE (a forum's settings' "language")."""
    token = _LANGUAGE.set(language)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def language():
    """The code of the language of the post being composed."""
    return _LANGUAGE.get()


def translations():
    """The gettext of the post being composed (render's Jinja environment reads it)."""
    return catalogs.translations(language(), DOMAIN)


def gettext(message, **fields):
    """MESSAGE in the forum's language, its %(name)s fields filled from FIELDS."""
    return catalogs.gettext(translations(), message, **fields)


def ngettext(singular, plural, n, **fields):
    """The form for N of SINGULAR/PLURAL in the forum's language."""
    return catalogs.ngettext(translations(), singular, plural, n, **fields)


def N_(message):
    """MESSAGE, marked for extraction (pybabel -k N_): a constant translated where it
    is used, by gettext."""
    return message
