"""Claiming a seat: "this seat is mine", said by a signed-in player who holds its link.

A seat is an account's when it was claimed by it (seats.account) or when its address
is one the account confirmed (pbem.core.seats.owned). The link is the proof: only a
browser that opened the seat's link can claim it (the web channel checks that), and a
seat another account already holds stays that account's, so a leaked link cannot move
a seat from its owner's home to another's.
"""
from pbem.core import seats
from pbem.core.errors import Conflict
from pbem.language.speaking import Voice
from pbem.players import accounts

#: why a seat is not claimed, in the language of the player claiming it
_ = Voice("service")


def holder(conn, game, role):
    """The id of the account that holds ROLE's seat in GAME: the one that claimed it,
    else the one whose confirmed address the seat's is; None when nobody's."""
    row = conn.execute("SELECT account, email FROM seats WHERE game=? AND role=?",
                       (game, role)).fetchone()
    if row is None:
        return None
    if row[0]:
        return row[0]
    owner = accounts.of_email(conn, row[1]) if row[1] else None
    return owner["id"] if owner else None


def claim(conn, game, role, account_id):
    """Make ROLE's seat in GAME ACCOUNT_ID's: True when it is his from now on, False
    when it was already (nothing changes); Conflict when another account holds it."""
    held = holder(conn, game, role)
    if held == account_id:
        return False
    if held is not None:
        raise Conflict(_("the seat {role} of game {game} is already another player's",
                         role=role, game=game))
    seats.claim(conn, game, role, account_id)
    return True
