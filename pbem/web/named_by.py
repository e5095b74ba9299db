"""Who names the addresses of a game a web form creates (the lobby's form, POST
/api/games, an open game): the setting each of them hands Service.create, so that an
address its owner has not confirmed is asked before it gets any game mail
(pbem.telling.notify.consent, pbem.players.addresses). The host's games, made without
it, vouch for their addresses."""
from flask import current_app

from pbem.web.accounts import current_account


def setting():
    """{"named_by": {"by": the signed-in player's name or None, "site": where the
    pages are}}: for the question mailed to each address not yet confirmed."""
    account = current_account()
    return {"named_by": {"by": account["name"] if account else None,
                         "site": current_app.config["PBEM_LINK_BASE"]}}
