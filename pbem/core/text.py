"""Values that come from outside (JSON bodies, argv, mail): what the service takes.

A lone surrogate (JSON's "\\ud800", or argv's surrogateescape of a byte that is not
UTF-8) is not Unicode text: it cannot be encoded, hashed or stored, so it is refused
where it comes in, with a clear message, instead of surfacing as a UnicodeEncodeError
from the hash chain. Player names go into mail headers, pages and logs, and players
tell each other apart by them: they are normalised and may not hold characters that
are invisible or that steer a terminal or a header.
"""
import math
import unicodedata

#: decoded JSON nested deeper than this is refused: no request nests past a few
#: levels, and deeper values would only reach recursion limits further in
MAX_DEPTH = 64
#: Unicode categories a name (or an email address) may not hold: controls (NUL, tab, CR/LF, ESC), format
#: characters (zero-width, BOM, bidi overrides), surrogates, line/paragraph separators
REFUSED_IN_NAMES = {"Cc", "Cf", "Cs", "Zl", "Zp"}


def _code(char):
    return f"U+{ord(char):04X}"


def problem(value, max_depth=MAX_DEPTH):
    """Why VALUE (decoded JSON: dicts, lists, strings, numbers...) is not something
    the service can store, as a sentence; None when it is. Python's json reads NaN
    and Infinity, which JSON has not. Iterative, so any depth is safe to check."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            return f"nested deeper than {max_depth} levels"
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as e:
                return (f"a lone surrogate ({_code(item[e.start])}) is not Unicode "
                        "text; send UTF-8")
        elif isinstance(item, float) and not math.isfinite(item):
            return "NaN and Infinity are not JSON numbers"
        elif isinstance(item, dict):
            stack.extend((key, depth) for key in item)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend((v, depth + 1) for v in item)
    return None


def hidden_character(value, what="a name"):
    """Why VALUE may not be a name or address: the first character it holds that
    no name may hold, as a sentence; None when there is none."""
    for char in value:
        if unicodedata.category(char) in REFUSED_IN_NAMES:
            kind = "a lone surrogate" if "\ud800" <= char <= "\udfff" else \
                "a control or format character"
            return (f"{what} may not hold {kind} ({_code(char)}); use letters, "
                    "digits, spaces and punctuation")
    return None


def player_name(raw):
    """RAW as it is stored: NFC, trimmed, one space between words. ValueError saying
    why when it holds a character no name may hold."""
    why = hidden_character(raw)
    if why:
        raise ValueError(why)
    return _normal(raw)


def name_key(name):
    """What two names must not share: the same letters, ignoring case."""
    return _normal(name).casefold()


def _normal(name):
    return " ".join(unicodedata.normalize("NFC", name).split())


def json_document(raw, what):
    """The JSON value of RAW (bytes or text: a file a player gives, such as a scenario
    from an editor), checked as a request body is (problem()); ValueError naming WHAT
    and, for a syntax error, the line and column."""
    import json
    try:
        if isinstance(raw, bytes):
            raw = raw.decode("utf-8-sig")
        value = json.loads(raw)
    except UnicodeDecodeError:
        raise ValueError(f"{what} is not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"{what} is not JSON: {e.msg} at line {e.lineno} column "
                         f"{e.colno}") from None
    except (RecursionError, ValueError):
        raise ValueError(f"{what} is not JSON a server can take (nested too deep or a "
                         "number too long)") from None
    why = problem(value)
    if why:
        raise ValueError(f"{what}: {why}")
    return value
