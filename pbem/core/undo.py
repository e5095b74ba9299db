"""Taking back one's own commands ("undo"), as players of Rally the Troops and Board
Game Arena expect after a misclick.

A seat may take back its own last command, then the one before it, and so on, as long
as nothing was learned since: not past a command of another seat or of the service
(a setup, a missed deadline's action, a default command the scheduler sent, the
game's end), nor past a command that used the committed random draws (dice, a
shuffle) or that revealed anything hidden (a card from a deck or a hand, a peek).
The game says which of its events reveal nothing (the optional protocol function
undoable(event), docs/game-protocol.md): a game without it offers no take-back, and
an event it does not name is taken to reveal something.

Nothing is deleted. A take-back is an event of its own, game.undone {"role", "to"},
appended through Service.submit() like any command (the command text "undo" from
every channel): the fold returns the game to its fold of the log's first `to` events
(pbem.core.aggregate.step), the log and the replay show both the command and its
take-back, and `pbem verify` checks that each take-back took back what this module
allows (check), with the draws re-counted from the revealed seed. The service records
how many draws each command used in its first event's metadata ("draws"); a command
recorded before that has no count and is not taken back.
"""
from pbem.core import saying
from pbem.core.aggregate import UNDONE, game_event
from pbem.core.entries import begins, entry_at
from pbem.language.speaking import Voice

#: why a take-back is refused, in the reader's language (`pbem verify` reads it in
#: English: no language is in force there)
_ = Voice("service")

#: what a player writes (any channel) to take back his last command
TEXT = "undo"
#: the same as a command dict, {"action": "game.undo"}
ACTION = "game.undo"


def asked(command_or_text):
    """Whether a submitted command is the take-back."""
    if isinstance(command_or_text, str):
        return command_or_text.strip().lower() == TEXT
    return isinstance(command_or_text, dict) and command_or_text.get("action") == ACTION


def entries(records):
    """The live entries of a log (RECORDS from version 0, or from an entry's first
    event on when no take-back among them reaches before it: tail()), in order: what
    the fold applies, without what a take-back took back, nor the take-backs
    themselves."""
    out, i = [], 0
    base = records[0].version if records else 0
    while i < len(records):
        if records[i].type == UNDONE:
            out = entries(records[:records[i].payload["to"] - base])
            i += 1
            continue
        entry = entry_at(records, i)
        out.append(entry)
        i += len(entry.records)
    return out


def tail(records):
    """The part of RECORDS (the last events of a log) that entries() can read on its
    own: from the first event that begins an entry (a command's first event, which
    names its batch, or a service event) on; None when there is none, or when a
    take-back in it goes back to its start or before (then the whole log is needed)."""
    start = next((i for i, rec in enumerate(records) if begins(rec)), None)
    if start is None:
        return None
    window = records[start:]
    if any(rec.type == UNDONE and rec.payload["to"] <= window[0].version
           for rec in window):
        return None
    return window


def why_not(entry, rules, role, draws=None):
    """Why ROLE may not take back ENTRY (None: it may). DRAWS, when given, is the
    number of draws re-counted by `pbem verify`, instead of the recorded one."""
    if entry.role != role:
        return _("the last thing that happened is not your command")
    used = entry.draws if draws is None else draws
    if used is None:
        return _("that command was recorded before take-backs existed")
    if used:
        return _("that command used the dice or another random draw")
    undoable = getattr(rules, "undoable", None)
    if undoable is None:
        return _("{title} offers no take-back", title=saying.title(rules))
    if not all(undoable(game_event(rec)) for rec in entry.records):
        return _("that command revealed something that was hidden (a card, a peek)")
    return None


def last(records, rules, role):
    """(the entry ROLE would take back, None) or (None, why not), for the log
    RECORDS (from version 0)."""
    live = entries(records)
    if not live:
        return None, _("nothing has happened yet")
    why = why_not(live[-1], rules, role)
    return (None, why) if why else (live[-1], None)


def event(role, entry):
    """The payload of the take-back of ENTRY by ROLE."""
    return {"role": role, "to": entry.first}


def taken_back(records):
    """The versions of RECORDS a take-back among them took back. A take-back takes
    back everything from its `to` up to itself (what the fold of entries() leaves
    out), so a window of the log will do: any take-back of an event in it comes after
    that event, in the window too."""
    spans = [(rec.payload["to"], rec.version) for rec in records if rec.type == UNDONE]
    return {rec.version for rec in records if rec.type != UNDONE
            and any(to <= rec.version < at for to, at in spans)}


def check(records, i, rules, draws_of):
    """What is wrong with the take-back RECORDS[i] (None: it took back exactly what
    its role could): DRAWS_OF(first version) re-counts a command's draws."""
    rec = records[i]
    live = entries(records[:i])
    if not live:
        return "a take-back with nothing before it"
    entry = live[-1]
    why = why_not(entry, rules, rec.payload.get("role"), draws_of(entry.first))
    if why:
        return f"a take-back where none was allowed: {why}"
    if rec.actor != rec.payload.get("role") or rec.payload.get("to") != entry.first:
        return (f"a take-back of version {rec.payload.get('to')} by {rec.actor}, where "
                f"{entry.role} could take back from version {entry.first} only")
    return None
