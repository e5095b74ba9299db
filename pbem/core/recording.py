"""How the service records a decision: the game's event dicts as the store's
NewEvents, each stamped with the rules that decided it and the release that ran them.
"""
from events import NewEvent
from pbem import __version__ as RELEASE
from pbem.games import rulesets


def stamp(kind, version):
    """What the metadata of every event says of the decision that made it: the rules
    that decided it ("rhine:2") and the pbem release that ran them, so `pbem verify`
    re-derives each event with its own rules, or names the release that can."""
    return {"rules": rulesets.label(kind, version), "pbem": RELEASE}


def wrap(events, actor, first_meta, stamped, channel=None):
    """Game event dicts -> NewEvents, each STAMPED (stamp()); the first carries the
    command's metadata and the batch's length."""
    out = []
    for i, ev in enumerate(events):
        payload = {k: v for k, v in ev.items() if k != "type"}
        if "." in ev["type"]:
            raise ValueError(f"game event types may not contain '.': {ev['type']}")
        meta = dict(first_meta, batch=len(events), **stamped) if i == 0 else dict(stamped)
        if channel:
            meta["channel"] = channel
        out.append(NewEvent(ev["type"], payload, actor, meta))
    return out
