"""`python -m pbem.language.update [DOMAIN...]`: re-extract each domain's template of
the catalog (.pot) from its sources and merge it into the Polish catalog, keeping what
is translated; what is new has an empty msgstr to fill in (README, Translations).
Run from the top of a checkout."""
import subprocess
import sys

from pbem import TRANSLATIONS
from pbem.language.domains import DOMAINS


def update(domain):
    keywords = [arg for word in DOMAINS[domain].keywords for arg in ("-k", word)]
    pot = TRANSLATIONS / f"{domain}.pot"
    babel = [sys.executable, "-m", "babel.messages.frontend"]
    subprocess.run([*babel, "extract", "-F", str(TRANSLATIONS / f"{domain}.cfg"),
                    *keywords, "--no-location", "--sort-output", "--omit-header",
                    "-o", str(pot), "."], check=True)
    if not (TRANSLATIONS / "pl" / "LC_MESSAGES" / f"{domain}.po").exists():
        subprocess.run([*babel, "init", "-D", domain, "-i", str(pot), "-d",
                        str(TRANSLATIONS), "-l", "pl", "--no-wrap"], check=True)
    subprocess.run([*babel, "update", "-D", domain, "-i", str(pot), "-d",
                    str(TRANSLATIONS), "-l", "pl", "--no-wrap", "--ignore-obsolete",
                    "--no-fuzzy-matching"], check=True)


if __name__ == "__main__":
    for name in sys.argv[1:] or DOMAINS:
        update(name)
