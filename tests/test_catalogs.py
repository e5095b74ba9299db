"""The translation catalogs (issue 28; README, Translations), one test of each kind for
every domain of pbem.language.domains (the pages', the mails', the forum posts', the
service's, each game's). The Polish catalog is complete (no empty or fuzzy message,
three plural forms where it has plurals), and the template of the catalog (.pot) is
what the sources hold now, so an English string added to a page, a mail or a game
without its Polish one fails here."""
import shutil
from pathlib import Path

import pytest
from babel.messages import extract, frontend, pofile

from pbem import TRANSLATIONS
from pbem.language.domains import DOMAINS

ROOT = Path(__file__).resolve().parent.parent


def read(path):
    with path.open("rb") as f:
        return pofile.read_po(f)


def catalog(domain, language=None):
    """The .pot of DOMAIN, or its catalog of LANGUAGE."""
    return read(TRANSLATIONS / f"{domain}.pot" if language is None else
                TRANSLATIONS / language / "LC_MESSAGES" / f"{domain}.po")


def msgids(messages):
    """The msgids of a catalog (a plural message's singular)."""
    return {m.id[0] if isinstance(m.id, tuple) else m.id for m in messages if m.id}


def extracted(root, domain):
    """The msgids DOMAIN's sources under ROOT hold, extracted as README, Translations
    does."""
    with (TRANSLATIONS / f"{domain}.cfg").open() as f:
        method_map, options_map = frontend.parse_mapping_cfg(f)
    return {message[0] if isinstance(message, tuple) else message
            for _, _, message, _, _ in extract.extract_from_dir(
                root, method_map, options_map,
                keywords={**extract.DEFAULT_KEYWORDS, **DOMAINS[domain].keywords})}


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_has_its_polish_translation(domain):
    polish = catalog(domain, "pl")
    assert polish.plural_forms.startswith("nplurals=3;")
    untranslated = [m.id for m in polish if m.id and (
        "fuzzy" in m.flags or not (all(m.string) if isinstance(m.string, tuple)
                                   else m.string))]
    assert untranslated == []
    assert msgids(catalog(domain)) <= msgids(polish), "pybabel update the .po (README)"
    plurals = [m for m in polish if isinstance(m.id, tuple)]
    assert all(len(m.string) == 3 for m in plurals)


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_template_of_the_catalog_is_what_the_sources_hold(domain):
    assert extracted(ROOT, domain) == msgids(catalog(domain))


@pytest.mark.parametrize("domain", DOMAINS)
def test_a_new_english_string_is_caught(tmp_path, domain):
    for part in DOMAINS[domain].parts:
        shutil.copytree(ROOT / part, tmp_path / part)
    source = tmp_path / DOMAINS[domain].probe_file
    source.write_text(source.read_text() + DOMAINS[domain].probe)
    new = extracted(tmp_path, domain) - msgids(catalog(domain))
    assert new == {"A sentence nobody translated"}
