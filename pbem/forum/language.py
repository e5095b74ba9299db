"""The language a forum post speaks: its forum's, `[forums.NAME] language` (issue 28,
design §8), whoever plays there: an English player in a Polish forum reads Polish.

The receiving of a forum's request (pbem.forum.incoming) and the sending of its posts
(pbem.forum.outgoing) speak its language (speaking), so every template of a post
(pbem.forum.render), every notice of a link code (pbem.forum.hosting) and every line
an adapter writes (pbem.forum.discord) reads it here: gettext and ngettext translate
from the "forum" catalog (pbem.language.catalogs).

The language is pbem.language.speaking's, the one every layer reads: what the
service and the games write into a post (events, legal commands, refusals, the
board) is said in it too.
"""
from pbem.language import catalogs
from pbem.language.speaking import language, speaking  # noqa: F401 - the forum's names

DOMAIN = "forum"


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
