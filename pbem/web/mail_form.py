"""An address's mail settings as a form: which kinds of mail come (pbem.telling.prefs)
and its daily digest (pbem.telling.digests).

They belong to the address, in all its games, so only its owner changes them: signed
in with it (a seat's Mail box, pbem.web.pages), or through a one-time link mailed to it
(pbem.web.addresses); the one-click unsubscribe links of its mails turn a kind off
(pbem.web.unsubscribe). Both forms show and read the same fields
(templates/web/mail_fields.html) through this module.
"""
import re

from flask_babel import gettext

from pbem.core.errors import Invalid
from pbem.telling import deadlines, digests, prefs
from pbem.web import mail_kinds


def of(conn, email):
    """{"email", "digest" (None: off), "kinds": [(kind, words, on)], "off": [words]}."""
    rule = digests.setting(conn, email)
    kinds = [(kind, what, not prefs.is_off(conn, email, kind))
             for kind, what in mail_kinds.kinds()]
    return {"email": email,
            "digest": None if rule is None or prefs.is_off(conn, email, "digest")
            else rule,
            "kinds": kinds, "off": [what for _, what, on in kinds if not on]}


def save(service, email, form):
    """Write FORM's settings for EMAIL in one transaction (the caller's, when it has
    one); Invalid for a bad value, and then nothing is changed."""
    hour = (form.get("digest_hour") or "off").strip()
    tz = (form.get("digest_tz") or "").strip()[:100] or "UTC"
    if hour != "off" and not re.fullmatch(r"[0-9]{1,2}", hour):
        raise Invalid(gettext("the digest hour is 0..23 or off"))
    with service.store.transaction() as conn:
        for kind in prefs.KINDS:
            (prefs.turn_on if f"on.{kind}" in form else prefs.turn_off)(conn, email, kind)
        if hour == "off":
            digests.turn_off(service, email)
        else:
            digests.set_daily(service, email, int(hour), deadlines.zone(tz).key)
