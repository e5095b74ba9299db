"""pbem: an event-sourced play-by-email and play-by-forum server for WWII board games.

The layers of its packages, and which may import which: README, Layout.
"""
from importlib import metadata
from pathlib import Path

try:
    #: the release (pyproject.toml's version): `pbem --version`, and every event's
    #: metadata names it beside the rules that decided the event
    __version__ = metadata.version("pbem")
except metadata.PackageNotFoundError:   # run from a tree that was never installed
    __version__ = "0+unknown"

_HERE = Path(__file__).resolve().parent
#: the templates of the pages, mails and posts (forum/, mail/, web/): at the top of the
#: repository, beside pbem/, and inside the package in a wheel (pyproject.toml maps
#: templates/ to pbem.templates), so that `pip install .` serves pages and mails with
#: no checkout around it
TEMPLATES = next(where for where in (_HERE / "templates", _HERE.parent / "templates")
                 if where.is_dir())
#: the catalogs of the translations (gettext .po files, README "Translations"): in the
#: package, so the wheel carries them as package data
TRANSLATIONS = _HERE / "translations"
