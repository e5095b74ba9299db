"""The text notation: parse() and format() of every command, describe() of events.

Hexes are named as the scenario files name them (hexes.py): a letter and the row
counted from the bottom, `G5`, any case. Cards are named by their key, the card's name
and section in lower case with dashes: `play attack-center`, `play recon-in-force`
(`play Attack Center` is read the same). A plan is several commands in one message,
separated by `;` or new lines (README "Plans").

    play CARD            order HEX [HEX ...]      move HEX-HEX[-HEX...]
    battle UNIT TARGET   remove-wire UNIT         retreat HEX-HEX[-HEX...]
    ignore-flag          take-ground              overrun TARGET
    decline              keep CARD                target HEX [HEX ...]
    ambush on|off|TYPE|HEX...  end
    resign               (alone, not in a plan; pbem.games.concede)
"""
import re

from pbem.games import RuleError, common, concede
from pbem.language.speaking import N_

from . import hexes
from .cards import KEYS
from .speech import _

BARE = ("end", "ignore-flag", "take-ground", "decline")
USAGE = N_("play CARD, order HEX [HEX ...], move HEX-HEX[-HEX], battle UNIT TARGET, "
         "remove-wire UNIT, retreat HEX-HEX[-HEX], ignore-flag, take-ground, "
         "overrun TARGET, decline, keep CARD, target HEX [HEX ...], ambush on|off|TYPE "
         "HEX ..., end; "
         "several joined by ';' make a plan; alone: resign")
SEPARATOR = re.compile(r"[;\n]")


def hex_name(word):
    """The canonical name of the hex WORD names ("g5" -> "G5")."""
    try:
        return hexes.name(hexes.parse(word))
    except ValueError as e:
        raise RuleError(str(e)) from None


def _ambush(args):
    """`ambush on|off`, or the close assaults to answer: `ambush armor C4` (unit types
    and hexes of one's own units, any of them)."""
    words = [a.lower() for a in args]
    if len(words) == 1 and words[0] in ("on", "off"):
        return {"action": "ambush", "answer": words[0]}
    if not words or "on" in words or "off" in words:
        raise RuleError(_("'ambush' takes on, off, or the close assaults to answer while "
                          "you hold Ambush: unit types and your hexes, e.g. ambush armor C4"))
    kinds = ("infantry", "armor", "artillery")
    command = {"action": "ambush", "answer": "on"}
    against = [w for w in words if w in kinds]
    at = [hex_name(w) for w in words if w not in kinds]
    if against:
        command["against"] = against
    if at:
        command["at"] = at
    return command


def path(word, what):
    names = [hex_name(w) for w in word.split("-")]
    if len(names) < 2:
        raise RuleError(_("{what} takes a path of hexes joined by '-', e.g. C4-D5",
                          what=what))
    return names


def card(words):
    k = "-".join(w.lower() for w in words).replace("!", "").replace("&", "and")
    k = re.sub(r"-+", "-", k)
    if k not in KEYS:
        raise RuleError(_("unknown card {card}; cards are named like attack-center, "
                          "probe-left, recon-in-force, direct-from-hq",
                          card=repr(' '.join(words))))
    return k


def _one(text):
    words = text.split()
    if not words:
        raise RuleError(_("empty command; expected one of: {usage}", usage=_.term(USAGE)))
    if concede.parse(text) is not None:
        raise RuleError(_("{command} is sent alone, not in a plan",
                          command=repr(text.strip())))
    action, args = words[0].lower(), words[1:]
    if action in BARE:
        if args:
            raise RuleError(_("{action} takes no arguments", action=repr(action)))
        return {"action": action}
    if action in ("play", "keep"):
        if not args:
            raise RuleError(_("{action} takes a card, e.g. {example}", action=repr(action),
                              example=f"{action} attack-center"))
        return {"action": action, "card": card(args)}
    if action == "order":
        if not args:
            raise RuleError(_("'order' takes the hexes of the units to order, e.g. "
                              "order C4 E4"))
        return {"action": "order", "units": [hex_name(w) for w in args]}
    if action in ("move", "retreat"):
        if len(args) != 1:
            raise RuleError(_("{action} takes one path, e.g. {example}", action=repr(action),
                              example=f"{action} C4-D5"))
        return {"action": action, "path": path(args[0], f"'{action}'")}
    if action == "battle":
        if len(args) != 2:
            raise RuleError(_("'battle' takes the attacking unit's hex and the target's, "
                              "e.g. battle D5 F6"))
        return {"action": "battle", "unit": hex_name(args[0]), "target": hex_name(args[1])}
    if action == "ambush":
        return _ambush(args)
    if action == "target":
        if not args:
            raise RuleError(_("'target' takes the hexes of the enemy units, e.g. "
                              "target H4 H5"))
        return {"action": "target", "hexes": [hex_name(w) for w in args]}
    if action in ("remove-wire", "overrun"):
        what = "unit" if action == "remove-wire" else "target"
        if len(args) != 1:
            raise RuleError(_("{action} takes one hex, e.g. {example}", action=repr(action),
                              example=f"{action} G7"))
        return {"action": action, what: hex_name(args[0])}
    raise RuleError(_("unknown command {action}; expected one of: {usage}",
                      action=repr(action), usage=_.term(USAGE)))


def parse(text):
    """The command for TEXT; several commands separated by ';' or new lines are a plan."""
    if (left := concede.parse(text)) is not None:
        return left
    parts = [p.strip() for p in SEPARATOR.split(str(text))]
    parts = [p for p in parts if p]
    if len(parts) > 1:
        steps = [_one(p) for p in parts]
        if any(st["action"] == "plan" for st in steps):
            raise RuleError(_("a plan cannot hold another plan"))
        return {"action": "plan", "steps": steps}
    return _one(parts[0] if parts else "")


def format(command):  # noqa: A001 - the protocol's name
    if concede.concedes(command):
        return concede.format(command)
    a = command["action"]
    if a == "plan":
        return "; ".join(format(c) for c in command["steps"])
    if a in BARE:
        return a
    if a in ("play", "keep"):
        return f"{a} {command['card']}"
    if a == "order":
        return "order " + " ".join(command["units"])
    if a in ("move", "retreat"):
        return f"{a} {'-'.join(command['path'])}"
    if a == "battle":
        return f"battle {command['unit']} {command['target']}"
    if a == "ambush":
        named = command.get("against", []) + command.get("at", [])
        return "ambush " + (" ".join(named) if named else command["answer"])
    if a == "target":
        return "target " + " ".join(command["hexes"])
    if a == "remove-wire":
        return f"remove-wire {command['unit']}"
    if a == "overrun":
        return f"overrun {command['target']}"
    raise RuleError(_("unknown command {action}", action=repr(a)))


def format_safe(command):
    return common.format_safe(format, command)
