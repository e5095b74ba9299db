"""Which rules decide a game: the rules versions a game module plays, and the version in
force while an older one is played.

A game module's RULES_VERSION is the newest rules it plays. Every change to what its
decide(), legal(), outcome() or the deadline actions do bumps it (CHANGELOG.md names
the change and the README reading it follows), so a game's log can say which rules
decided each of its events ("rhine:2") and `pbem verify` can re-derive each event
with those rules.

A game may go on playing some older versions, so that a running game can keep the
rules it began with (`pbem rules keep`). It lists them in RULESETS and asks since(N)
where the rules changed at version N:

    if since(3):        # rules 3 (reading 24): the whole pocket waits for the block
        ...
    else:
        ...

since(N) is true unless an older version below N is in force, so the newest rules
read plainly and an older one is a branch at the one place that changed. A function
that asks since() must not keep results across calls (a cache would hand one version's
answer to another). apply() never asks it: an event means the same under every version
(an event whose shape changed is read in both shapes), so any version folds any log.
"""
import contextlib
import contextvars
import tomllib
from pathlib import Path

from pbem import games

#: every rules version each game has had, and the release that played it
HISTORY = tomllib.loads((Path(__file__).parent / "rules-history.toml")
                        .read_text(encoding="utf-8"))

_in_force = contextvars.ContextVar("pbem_rules_in_force", default=None)


def since(version):
    """Whether the rules in force are VERSION or a later one (always, under the newest)."""
    older = _in_force.get()
    return older is None or older >= int(version)


@contextlib.contextmanager
def under(version):
    """VERSION in force while the block runs (Older's functions run so; a rules test
    asks an older reading so)."""
    token = _in_force.set(int(version))
    try:
        yield
    finally:
        _in_force.reset(token)


class Older:
    """A game module played under one of the older versions it keeps: every function
    it hands out runs with that version in force (since() answers for it); its names
    and data are the module's own, but RULES_VERSION."""

    def __init__(self, module, version):
        self._module = module
        self._version = int(version)
        self.RULES_VERSION = str(version)

    def __getattr__(self, name):
        value = getattr(self._module, name)
        if not callable(value) or isinstance(value, type):
            return value

        def in_force(*args, **kwargs):
            with under(self._version):
                return value(*args, **kwargs)
        in_force.__name__ = name
        setattr(self, name, in_force)       # looked up once per name
        return in_force


def label(kind, version):
    """The name of a ruleset as the log and the messages write it: "rhine:2"."""
    return f"{kind}:{version}"


def split(text):
    """("rhine", "2") of "rhine:2"."""
    kind, _, version = str(text).partition(":")
    return kind, version


def newest(kind):
    """The newest rules version of KIND this build plays."""
    return games.get(kind).RULES_VERSION


#: the Older of each (module, version) made so far
_OLDER = {}


def ruleset(kind, version):
    """The rules that play KIND under VERSION: the module itself for its newest, an
    Older for a version it keeps (RULESETS), None when this build has not got them."""
    module = games.get(kind)
    version = str(version)
    if version == module.RULES_VERSION:
        return module
    if version not in getattr(module, "RULESETS", ()):
        return None
    key = (module.__name__, version)
    if key not in _OLDER:
        _OLDER[key] = Older(module, version)
    return _OLDER[key]


def held(kind):
    """Every rules version of KIND this build plays, oldest first."""
    module = games.get(kind)
    return sorted({*getattr(module, "RULESETS", ()), module.RULES_VERSION}, key=int)


def played_by(label):
    """Which pbem release (and, before 0.2.0, which commits) decided with LABEL."""
    kind, version = split(label)
    known = HISTORY.get(kind, {}).get(version)
    if known is None:
        return "a pbem release this build does not know of"
    return f"pbem {known['release']}" + (f" (commits {known['commits']})"
                                         if known.get("commits") else "")
