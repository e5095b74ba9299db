"""The lean path of the API's busiest route, POST /api/games/<id>/commands (issue 30).

Why: a move is what clients ask most, and flask-smorest, webargs and marshmallow took
a fifth of its time (cProfile of 1,500 moves in one process): the body loaded through
a schema, the headers through another, the answer dumped through a third. The route
keeps their documentation (the OpenAPI document is built from it, unchanged) but runs
without them for a plain command: a JSON object of `command` and maybe
`expected_version`, and maybe a short Idempotency-Key, read once and checked here.
Anything else (a wrong type, a key too long, a body that is no JSON) goes the
decorators' way, so every refusal is what it was, word for word. The answer is built
as the response schema would dump it (tests/test_web_api.py holds that).
"""
from flask import request

from pbem.core import text

#: what a plain command's body may hold (CommandIn's fields)
FIELDS = frozenset({"command", "expected_version"})
LONGEST_COMMAND, LONGEST_KEY = 2000, 200     # CommandIn's and IdempotencyHeader's


def documented_as(checked):
    """Decorator: the view it decorates, documented as CHECKED (the same route under
    flask-smorest's decorators, which keep what they document in `_apidoc`)."""
    def decorate(view):
        view._apidoc = checked._apidoc
        return view
    return decorate


def plain_command():
    """({"command", "expected_version"}, the Idempotency-Key or None) of a request
    that sends a plain command, as CommandIn and IdempotencyHeader would load them;
    None for any other, which the schemas then refuse with their own words."""
    if not request.is_json:
        return None
    try:
        body = request.get_json(silent=True)
    except RecursionError:      # not a decode error: jsonbody.Parser says what it is
        return None
    key = request.headers.get("Idempotency-Key")
    if not isinstance(body, dict) or not body.keys() <= FIELDS:
        return None
    command, version = body.get("command"), body.get("expected_version")
    if type(command) is str and 0 < len(command) <= LONGEST_COMMAND \
            and (version is None or type(version) is int and version >= 0) \
            and (key is None or 0 < len(key) <= LONGEST_KEY) \
            and text.problem(body) is None:
        return {"command": command, "expected_version": version}, key
    return None
