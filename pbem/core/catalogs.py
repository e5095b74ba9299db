"""The catalogs of the translations (issue 28, README "Translations"), for every layer
that speaks to a reader: the pages (pbem.web.language, domain "messages") and the mails
(pbem.mail.language, domain "mail"), each domain a catalog of its own so that the two
never conflict.

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
    out, as a compiled catalog leaves them)."""
    if language == SOURCE:
        return NullTranslations()
    path = TRANSLATIONS / language / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as f:
        catalog = pofile.read_po(f, locale=language, domain=domain)
    compiled = io.BytesIO()
    mofile.write_mo(compiled, catalog)
    compiled.seek(0)
    return Translations(compiled, domain=domain)
