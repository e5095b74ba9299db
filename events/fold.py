"""state = fold(apply, events): the one rule of design §1."""


def fold(apply, events, state=None):
    """Apply each event in order to state and return the result."""
    for event in events:
        state = apply(state, event)
    return state
