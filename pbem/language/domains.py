"""The catalogs' domains and where each is extracted from: tests/test_catalogs.py checks
each, and `python -m pbem.language.update` re-extracts them (README, Translations).

A domain's mapping is pbem/translations/<domain>.cfg; its template of the catalog is
pbem/translations/<domain>.pot and its Polish pbem/translations/pl/LC_MESSAGES/<domain>.po.
Each entry: the keywords its extraction adds to Babel's defaults (_, gettext,
ngettext, N_ ...), the folders its sources are in, and a probe: a source file and the
line that adds an untranslated English string to it.
"""
from collections import namedtuple

Domain = namedtuple("Domain", "keywords parts probe_file probe")

PY_PROBE = '\nPROBE = _("A sentence nobody translated")\n'
JINJA_PROBE = '{{ _("A sentence nobody translated") }}\n'

DOMAINS = {
    "messages": Domain({"lazy_gettext": None}, ("templates/web", "pbem/web"),
                       "templates/web/lobby.html", JINJA_PROBE),
    "mail": Domain({"N_": None}, ("templates/mail", "pbem/mail"),
                   "templates/mail/turn.txt", JINJA_PROBE),
    "forum": Domain({"N_": None}, ("templates/forum", "pbem/forum"),
                    "templates/forum/report.md", JINJA_PROBE),
    "games": Domain({}, ("pbem/games",), "pbem/games/common.py", PY_PROBE),
    "flanders": Domain({}, ("pbem/games/flanders",), "pbem/games/flanders/voice.py",
                       PY_PROBE),
    "service": Domain({}, ("pbem/core", "pbem/telling", "pbem/players"),
                      "pbem/core/service.py", PY_PROBE),
    "memoir44": Domain({}, ("pbem/games/memoir44",), "pbem/games/memoir44/speech.py",
                       PY_PROBE),
    "berlin": Domain({}, ("pbem/games/berlin",), "pbem/games/berlin/speech.py", PY_PROBE),
    "rhine": Domain({}, ("pbem/games/rhine",), "pbem/games/rhine/wording.py", PY_PROBE),
}
