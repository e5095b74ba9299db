"""What the service says of a game in the reader's language (issue 28): a side's name,
a game's title, and the reason a game ended, which the log records in English.

What is recorded never holds translated text (game.ended holds the rules' outcome()
and the forfeit's reason as they were decided, and `pbem verify` re-derives them in
English); they are said in the language in force only where a reader reads them. A
game may say its own (docs/game-protocol.md: the optional role_name and say_reason);
without them its constant texts go through its catalog (Voice(KIND).term), and what
the catalog lacks stays English.
"""
import re

from pbem.language.speaking import N_, Voice

_ = Voice("service")

#: the reason game.ended records when a seat's forfeit for a missed deadline ended the
#: game (pbem.core.actions.forfeit_outcome): English, said anew by reason()
FORFEITED = N_("{name} ({role}) forfeited: missed the deadline")
_FORFEITED = re.compile(r"(?P<name>.*) \((?P<role>[^()]*)\) forfeited: missed the "
                        r"deadline", re.S)


def role_name(rules, role):
    """ROLE's name in the language in force: the game's role_name() where it has one
    (None: RULES unknown, the role as it is)."""
    if rules is None or role is None:
        return role
    return getattr(rules, "role_name", str)(role)


def outcome(rules, ended):
    """ENDED, an outcome as game.ended records it (the rules' outcome()), as a reader
    reads it: its winners by their sides' names and its reason, in the language in
    force; None stays None."""
    if not ended:
        return ended
    return {**ended, "winners": [role_name(rules, w) for w in ended.get("winners") or []],
            "reason": reason(rules, ended.get("reason"))}


def term(rules, text):
    """TEXT, a game's English word or title (marked N_ in its package), in the language
    in force through the game's catalog."""
    return Voice(rules.KIND).term(text)


def title(rules):
    """The game's TITLE in the language in force (through its catalog)."""
    return Voice(rules.KIND).term(rules.TITLE)


def reason(rules, text):
    """TEXT, a reason game.ended recorded (in English), in the language in force: a
    forfeit's in the service's words, any other through the game's say_reason(), else
    its catalog (RULES None: the kind is unknown here, the text as it is)."""
    if not text:
        return text
    if forfeited := _FORFEITED.fullmatch(text):
        return _.term(FORFEITED).format(name=forfeited["name"],
                                        role=role_name(rules, forfeited["role"]))
    if rules is None:
        return text
    say = getattr(rules, "say_reason", None)
    return say(text) if say else Voice(rules.KIND).term(text)
