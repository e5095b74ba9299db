"""Questions one call of the protocol asks of the same state more than once, answered
once: a step checks a command (Step.admits), then its handler works it out, so a move's
destinations or a unit's targets would be searched twice, and a plan's dry run asks
again what its check asked.

The protocol's entry points (decide, legal, is_legal, active, legal_summary and the
deadline actions) are marked `@one_call`: while one runs, a function marked
`@per_state` answers each (state, arguments) once. A call never changes a state in
place (state.apply copies what an event changes), so an answer holds for as long as
the call; the states are held until it returns, so no other state can take an id. Out
of a call (a test asking a rules module directly) nothing is kept. The memo is a
context variable: threads serving other games keep their own.
"""
import contextvars
from functools import wraps

_MEMO = contextvars.ContextVar("memoir44_memo", default=None)


def one_call(fn):
    """FN, and all it asks, share one memo (the outermost marked call opens it)."""
    @wraps(fn)
    def call(*args, **kwargs):
        if _MEMO.get() is not None:
            return fn(*args, **kwargs)
        token = _MEMO.set({})
        try:
            return fn(*args, **kwargs)
        finally:
            _MEMO.reset(token)
    return call


def per_state(fn):
    """FN(state, *args), asked once per state and arguments within one call. Callers
    must not change what it returns."""
    @wraps(fn)
    def asked(state, *args):
        memo = _MEMO.get()
        if memo is None:
            return fn(state, *args)
        key = (fn, id(state), args)
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = (state, fn(state, *args))
        return hit[1]
    return asked
