"""The kinds of mail (pbem.telling.prefs.KINDS, and the daily digest) in the reader's
language. pbem.telling names them in English and knows nothing of the pages, so the
pages translate them here, keyed by kind; a kind telling adds later shows its English
words until it is added here (tests/test_i18n.py checks that none is missing)."""
from flask_babel import lazy_gettext

from pbem.telling import digests, prefs

WORDS = {"started": lazy_gettext("the game starts"), "turn": lazy_gettext("your turn"),
         "decision": lazy_gettext("a decision is waiting for you"),
         "ended": lazy_gettext("game over"), "reminder": lazy_gettext("deadline reminders"),
         "expired": lazy_gettext("missed deadlines"),
         "vacation": lazy_gettext("an opponent's vacation"),
         digests.KIND: lazy_gettext("the daily digest")}


def said(kind):
    """KIND in the reader's words (telling's English words, else the kind itself, for a
    kind not named here)."""
    return str(WORDS[kind]) if kind in WORDS else prefs.KINDS.get(kind, kind)


def kinds():
    """[(kind, its words)] of every kind of mail a player may turn off, in order."""
    return [(kind, said(kind)) for kind in prefs.KINDS]
