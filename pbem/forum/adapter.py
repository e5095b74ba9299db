"""What a forum type is to the framework: its settings, and the small adapter that
speaks its protocol (the interface is described in pbem/forum/__init__.py).

A forum type is a module pbem/forum/<type>.py whose ADAPTER is an Adapter; TYPES names
the modules, imported when a configured forum of that type is first used, so a
version without one of them still serves the others.
"""
import importlib
from dataclasses import dataclass, field

from pbem.language import catalogs
from pbem.core.errors import Invalid, NotFound

#: [forums.NAME] type -> the module holding its ADAPTER
TYPES = {"discourse": "pbem.forum.discourse", "discord": "pbem.forum.discord",
         "webhook": "pbem.forum.webhook"}
#: keys every forum has (with these defaults), beside its type's own
COMMON = {"timeout": 20, "max_attempts": 8, "retry_seconds": 60, "lease_seconds": 300,
          "language": "en"}


# -- what verify() answers ---------------------------------------------------------------
@dataclass
class Inbound:
    """A verified post from the forum, for the framework to read and apply.

    keys: what makes it the same post again ("event:81", "post:4411"): a post whose
    key was seen before is not applied again; user: the poster as the forum names
    them (a Discourse username, a Discord user id), matched to a seat by its link;
    text: the post as written; topic / thread: where it was posted, to find the game
    by its binding (or game, for a type whose posts name their game); reply_to: what
    an answer replies to, in the adapter's own terms (Discourse: the post number)."""
    keys: list
    user: str
    text: str
    topic: str | None = None
    thread: str | None = None
    game: str | None = None
    reply_to: dict = field(default_factory=dict)


@dataclass
class Ignore:
    """A request that is genuine but asks nothing of pbem (the bot's own post, an
    edit, a ping, a stale post): 200, so the forum neither retries nor disables the
    hook; BODY is the JSON to answer with (None: {"ignored": reason})."""
    reason: str
    body: dict | None = None


@dataclass
class Refuse:
    """A request pbem does not believe (unsigned, mis-signed, another instance) or
    cannot read: STATUS (4xx), nothing applied."""
    status: int
    reason: str


def stale(header, stamp, now, max_age):
    """A Refuse when the signed Unix time STAMP (the text of HEADER) is not within
    MAX_AGE seconds of NOW either way (a replay, or a clock that is wrong), else
    None: for the types that sign a timestamp with the body."""
    if stamp.isdigit() and abs(now.timestamp() - int(stamp)) <= max_age:
        return None
    return Refuse(401, f"{header} {stamp[:20]!r} is more than max_age_seconds {max_age} "
                       "from now: a replay, or a clock that is wrong")


# -- what send() answers -----------------------------------------------------------------
@dataclass
class Sent:
    """The forum took the post: REMOTE_ID names it there; STATUS_MESSAGE, when given,
    is kept on the binding (Discord: the one status message a game edits;
    Discourse: the report it edits while nobody posts after it)."""
    remote_id: str
    status_message: str | None = None


@dataclass
class Later:
    """Rate-limited (429): nothing more to this forum for SECONDS; no attempt counted."""
    seconds: float
    reason: str


@dataclass
class Down:
    """The forum could not be reached: the post waits for the next run, no attempt
    counted (an outage loses nothing)."""
    reason: str


@dataclass
class Retry:
    """A temporary refusal (a 5xx): tried again after the back-off, counted."""
    reason: str


@dataclass
class Fail:
    """A permanent refusal (a wrong key, a topic that is gone): the row is failed and
    listed by `pbem outbox`."""
    reason: str


@dataclass
class Outgoing:
    """One post to make, composed from the log (pbem.forum.report): KIND "report" or
    "answer"; MARKDOWN the post as text (Discourse's raw); DATA the same as plain data
    (report.build / report.answer) for a type that sends JSON or embeds; BOARD the
    public PNG's URL (None without [server] base_url); MENTIONS the forum users the
    post is for (linked seats to act, or the poster answered); BINDING the game's
    binding row (topic, thread, status_message); REPLY_TO the inbound's reply_to."""
    kind: str
    game: str
    version: int
    markdown: str
    data: dict
    board: str | None
    mentions: list
    binding: dict
    reply_to: dict = field(default_factory=dict)


class Adapter:
    """The interface of a forum type (subclass it; see pbem/forum/__init__.py)."""
    #: its keys in [forums.NAME] with their defaults, and those that must be set
    KEYS: dict = {}
    REQUIRED: tuple = ()
    #: True: the answer to a post is the hook's own HTTP response (acknowledge gets
    #: it); False: it is a post of its own, sent through the outbox
    ANSWER_INLINE = False

    def binding(self, settings, topic, thread):
        """(topic, thread) to store for `pbem forum bind`; raise Invalid when this
        type wants something else (Discourse: a topic number, no thread)."""
        raise NotImplementedError

    def verify(self, settings, headers, body, now):
        """Inbound, Ignore or Refuse for one request to /hooks/<type>/<forum>: HEADERS
        (case-insensitive mapping), BODY the raw bytes as received, NOW a UTC datetime.
        Checks everything the type signs before reading anything else."""
        raise NotImplementedError

    def send(self, settings, post, now):
        """Make one post (an Outgoing): Sent, Later, Down, Retry or Fail. Never raises
        for what the forum answers; secrets go in headers, never in a URL."""
        raise NotImplementedError

    def acknowledge(self, inbound, summary, answer=None):
        """The JSON body of the 200 to a handled Inbound: SUMMARY says what was done;
        ANSWER (an Outgoing) only when ANSWER_INLINE."""
        return {"ok": True, "handled": summary}


def get(kind):
    """The Adapter of forum type KIND."""
    if kind not in TYPES:
        raise Invalid(f"unknown forum type {kind!r}: one of {', '.join(TYPES)}")
    try:
        module = importlib.import_module(TYPES[kind])
    except ModuleNotFoundError as e:
        if e.name != TYPES[kind]:
            raise
        raise Invalid(f"forum type {kind!r} is not available in this version") from None
    return module.ADAPTER


def settings(cfg, name):
    """The settings of forum NAME ([forums.NAME] over COMMON and its type's KEYS, and
    "name"): NotFound when no such section, Invalid when its type is unknown, a key
    it needs is empty or a key is no key of its type (a typo would otherwise be a
    silent default)."""
    given = (cfg.get("forums") or {}).get(name)
    if not isinstance(given, dict):
        raise NotFound(f"no forum {name!r} is configured (a [forums.{name}] section)")
    if "type" not in given:
        raise Invalid(f"[forums.{name}] needs a type: one of {', '.join(TYPES)}")
    try:
        adapter = get(given["type"])
    except Invalid as e:
        raise Invalid(f"[forums.{name}]: {e.message}") from None
    unknown = set(given) - set(COMMON) - set(adapter.KEYS) - {"type"}
    if unknown:
        raise Invalid(f"[forums.{name}] has no key {', '.join(sorted(unknown))} (a "
                      f"{given['type']} forum takes {', '.join(adapter.KEYS)})")
    merged = {**COMMON, **adapter.KEYS, **given, "name": name}
    missing = [key for key in adapter.REQUIRED if not merged.get(key)]
    if missing:
        raise Invalid(f"[forums.{name}] needs {', '.join(missing)}")
    for key, default in {**COMMON, **adapter.KEYS}.items():
        if not _same_kind(merged[key], default):
            kind = "true or false" if isinstance(default, bool) else "a number" if \
                isinstance(default, int) else "a text"
            raise Invalid(f"[forums.{name}] {key} is {merged[key]!r}: {kind} is wanted")
    if merged["language"] not in catalogs.LANGUAGES:    # design §8: "pl" | "en"
        raise Invalid(f"[forums.{name}] language is {merged['language']!r}: one of "
                      f"{', '.join(sorted(catalogs.LANGUAGES))}")
    return merged


def _same_kind(value, default):
    """Whether VALUE is of DEFAULT's kind: a flag for a flag, a number for a number
    (not true/false), a text for a text; anything for a key with no default (None)."""
    if default is None:
        return True
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, type(default))


def check(cfg):
    """Read every [forums.NAME] section (settings), so a bad one is a clear error when
    the service opens rather than when its first post is due."""
    for name in configured(cfg):
        settings(cfg, name)


def configured(cfg):
    """The names of the configured forums, in the file's order."""
    return list(cfg.get("forums") or {})
