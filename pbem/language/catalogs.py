"""The catalogs of the translations (issue 28, README "Translations"), for every layer
that speaks to a reader: the pages (pbem.web.language, domain "messages"), the mails
(pbem.mail.language, domain "mail") and the forum posts (pbem.forum.language, domain
"forum"), each domain a catalog of its own so that they never conflict.

A catalog is the .po file pbem/translations/<language>/LC_MESSAGES/<domain>.po, read
once a process with Babel's read_po: nothing is compiled, so a checkout or a wheel
speaks exactly what its .po says, and no .mo can fall behind its .po. English is the
source language: its "translation" is the msgid itself.
"""
import functools
import io

from babel.messages import mofile, pofile
from babel.support import NullTranslations, Translations

from pbem import TRANSLATIONS

#: the languages pbem speaks, each one's name in itself (the switcher, /me/settings)
LANGUAGES = {"en": "English", "pl": "polski"}
SOURCE = "en"


@functools.cache
def translations(language, domain):
    """The Translations of LANGUAGE in DOMAIN, read from its .po (fuzzy entries left
    out, as a compiled catalog leaves them). A domain with no catalog in LANGUAGE
    speaks English, as gettext does (tests/test_catalogs.py holds every domain of
    pbem.language.domains to a complete Polish one)."""
    path = TRANSLATIONS / language / "LC_MESSAGES" / f"{domain}.po"
    if language == SOURCE or not path.exists():
        return NullTranslations()
    with path.open("rb") as f:
        catalog = pofile.read_po(f, locale=language, domain=domain)
    compiled = io.BytesIO()
    mofile.write_mo(compiled, catalog)
    compiled.seek(0)
    return Translations(compiled, domain=domain)


def gettext(translations, message, **fields):
    """MESSAGE through TRANSLATIONS, its %(name)s fields filled from FIELDS."""
    said = translations.gettext(message)
    return said % fields if fields else said


def ngettext(translations, singular, plural, n, **fields):
    """The form for N of SINGULAR/PLURAL through TRANSLATIONS (Polish has three), its
    %(num)s and %(name)s fields filled."""
    return translations.ngettext(singular, plural, n) % {"num": n, **fields}


def install(env, current):
    """Give the Jinja environment ENV (with jinja2.ext.i18n) the gettext of CURRENT(),
    a function naming the Translations of the text being rendered, read at each call:
    one environment speaks each render's language. Newstyle: _("%(name)s", name=...)
    and ngettext fill their own fields."""
    env.install_gettext_callables(
        gettext=lambda message: current().gettext(message),
        ngettext=lambda singular, plural, n: current().ngettext(singular, plural, n),
        newstyle=True)
