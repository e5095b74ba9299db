"""Errors every channel understands: a code, an HTTP status, a message, legal moves.

Channels map these to 4xx JSON, an exit code, or an email answer; bad input never
becomes a crash.
"""


class ServiceError(Exception):
    status = 400
    code = "bad_request"

    def __init__(self, message, legal=None):
        super().__init__(message)
        self.message = message
        self.legal = legal

    def as_dict(self):
        err = {"code": self.code, "message": self.message}
        if self.legal is not None:
            err["legal"] = self.legal
        return {"error": err}


class NotFound(ServiceError):
    status, code = 404, "not_found"


class Unauthorized(ServiceError):
    status, code = 401, "unauthorized"


class Forbidden(ServiceError):
    status, code = 403, "forbidden"


class Conflict(ServiceError):
    status, code = 409, "conflict"


class Rejected(ServiceError):
    """The rules (or the notation) refuse the command; nothing changed."""
    status, code = 422, "rejected"


class NotNotation(Rejected):
    """The text is no command of the game's notation at all (its parse failed), where
    Rejected alone is a command the rules refuse. Every channel answers both alike;
    the mail channel stops reading a reply at such a line (a sign-off, a quote)."""


class Invalid(ServiceError):
    status, code = 400, "invalid"


class Unavailable(ServiceError):
    """What is asked cannot be done for this seat or on this server (a link to mail
    with no address to mail it to); nothing changed."""
    status, code = 422, "unavailable"


class TooMany(ServiceError):
    """Asked again too soon (a mail that may not be repeated yet); nothing changed."""
    status, code = 429, "too_many"


class Damaged(ServiceError):
    """The game's log does not fold (an event the rules cannot apply: a forged or
    broken log): it can be neither shown nor played; `pbem verify` says where and why.
    Nothing changed."""
    status, code = 409, "damaged"
