"""pbem: an event-sourced play-by-email and play-by-forum server for WWII board games."""
from importlib import metadata

try:
    #: the release (pyproject.toml's version): `pbem --version`, and every event's
    #: metadata names it beside the rules that decided the event
    __version__ = metadata.version("pbem")
except metadata.PackageNotFoundError:   # run from a tree that was never installed
    __version__ = "0+unknown"
