"""Turning an outbox row into an email, from the log, when it is dispatched.

A row says only what to send (kind, recipient, game, role, version); the message is
built here from service.view_at(game, version, role): the recipient's own view at the
moment the row was written, so a message can be rebuilt at any time and can never show
another seat's hidden things. Legal commands are listed only while that version is
still the game's latest; a late message says the game has moved on instead.

Structure of every message: multipart/related holding multipart/alternative (text,
HTML) and the inline PNG pictures the HTML names by Content-ID.

Threading: in each recipient's mailbox a game is one thread whose root is the first
mail of the game sent there (normally its "started" mail): every later mail of the
game to that address names the root's Message-ID in In-Reply-To and References, and
all share one subject, so a mail client files a whole game as one thread (Gmail also
needs the equal subject). A root that was really sent, not a virtual one: a client
that threads by References alone (Thunderbird, Apple Mail) hangs the mails under it
instead of under a placeholder of a message it never got. An answer to a player's
mail keeps the player's own chain (their References, then their Message-ID: RFC 5322
3.6.4), so it sits under what they wrote, in a game's thread or a digest's.

Other modules add their kinds with register(kind, fn); fn(service, cfg, row) returns
the EmailMessage and can build it from base_message / message_for, add_bodies, render
and board_png.
"""
import hashlib
import re
from email import policy
from datetime import datetime, timezone
from email.message import EmailMessage, MIMEPart
from email.utils import format_datetime, formataddr, make_msgid

import jinja2

from pbem import TEMPLATES
from pbem.core import recent, saying, seats
from pbem.mail import address, language, picture, unsubscribe
from pbem.telling import deadlines, notify, outbox

#: the mails' templates; their {% trans %} text in the recipient's language, read at
#: each render (pbem.mail.language: compose sets it per mail). Not trimmed: a text
#: mail's lines are its own, so a msgid keeps its line breaks (pbem/translations/mail.cfg extracts
#: with the same options).
_ENV = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES),
                          autoescape=jinja2.select_autoescape(["html"]),
                          trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                          undefined=jinja2.StrictUndefined, extensions=["jinja2.ext.i18n"])
_ENV.install_gettext_callables(
    gettext=lambda message: language.translations().gettext(message),
    ngettext=lambda singular, plural, n: language.translations().ngettext(
        singular, plural, n), newstyle=True)
_ENV.globals.update(mail_language=language.language, fate=language.fate)
#: Headers are folded only beyond RFC 5322's hard limit of 998 characters: folding
#: at 78 would turn the long List-Unsubscribe URL into encoded words, which no mail
#: provider reads as a URL. (Bodies are encoded by their own parts' default policy.)
HEADER_POLICY = policy.default.clone(max_line_length=998)
#: how many recent events a game mail lists at most
RECENT = 40
#: a legal list longer than this is shown by the game's legal_summary(), if it has one
LONG_LEGAL = 40

COMPOSERS = {}


def register(kind, fn):
    """Let fn(service, cfg, row) -> EmailMessage compose outbox rows of KIND."""
    COMPOSERS[kind] = fn


def compose(service, cfg, row):
    """The EmailMessage for an outbox row, in its recipient's language."""
    try:
        fn = COMPOSERS[row["kind"]]
    except KeyError:
        raise LookupError(f"no composer for mail kind {row['kind']!r}: the module that "
                          "registers it is not imported") from None
    seat = (row["game"], row["role"]) if row.get("game") and row.get("role") else None
    with language.speaking(service.store.conn, row["recipient"], seat):
        return fn(service, cfg, row)


def render(template_name, **context):
    """(text, html) from templates/mail/<name>.txt and .html. Both begin with
    `first_line`, what the mail is (the macro <name>_line of
    templates/mail/first_lines.txt, rendered as text): every mail of a game shares its
    subject, so the first line of the body is what an inbox shows to tell them apart."""
    lines = _ENV.get_template("mail/first_lines.txt").make_module(context)
    first_line = " ".join(getattr(lines, f"{template_name}_line")().split())
    return tuple(_ENV.get_template(f"mail/{template_name}.{ext}").render(
        **context, first_line=first_line) for ext in ("txt", "html"))


# -- headers ---------------------------------------------------------------------------
def thread(conn, cfg, row):
    """[the Message-ID of the root of ROW's game thread in its recipient's mailbox],
    or [] when ROW is that root itself or has no game."""
    root = outbox.first_mail(conn, row["game"], row["recipient"]) if row["game"] else None
    if root is None or root["id"] == row["id"]:
        return []
    return [root["message_id"] or row_message_id(cfg, root)]


#: the most Message-IDs a References field carries: the root and the newest (RFC 5322
#: lets a long chain be cut; a chain that only grew would make every answer longer)
MAX_REFERENCES = 20
_MSG_ID = re.compile(r"<[^<>\s]+>")


def message_ids(value):
    """The <id>s in a References or In-Reply-To field's text, in order."""
    return _MSG_ID.findall(value or "")


def answering(chain, theirs):
    """The References of an answer to a player's message THEIRS whose own References
    (or In-Reply-To) were CHAIN: the chain, then their Message-ID, cut to
    MAX_REFERENCES (the first kept)."""
    ids = list(dict.fromkeys([*chain, theirs]))
    return ids if len(ids) <= MAX_REFERENCES else ids[:1] + ids[1 - MAX_REFERENCES:]


def thread_subject(title, game_id):
    return f"{title} [{game_id}]"


def base_message(cfg, to, subject, *, references=(), message_id=None, reply_to=None,
                 unsubscribe=None):
    """Headers every pbem mail has; `to` is an address or a formatted "Name <addr>";
    with references (Message-IDs, the parent last) it is a reply in their thread;
    with unsubscribe (a URL) it offers unsubscribing, in one click (RFC 8058) when
    the URL is https, as that RFC requires."""
    mail = cfg["mail"]
    msg = EmailMessage(policy=HEADER_POLICY)
    msg["From"] = formataddr((mail["from_name"], mail["from_address"]))
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(datetime.now(timezone.utc))
    msg["Message-ID"] = message_id or make_msgid("pbem", domain=mail["domain"])
    # RFC 3834: vacation responders must not answer a notification.
    msg["Auto-Submitted"] = "auto-generated"
    if references:
        msg["In-Reply-To"] = references[-1]
        msg["References"] = " ".join(references)
    if reply_to:
        msg["Reply-To"] = reply_to
    if unsubscribe:
        msg["List-Unsubscribe"] = f"<{unsubscribe}>"
        if unsubscribe.startswith("https://"):
            msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    return msg


def row_message_id(cfg, row):
    """A Message-ID fixed by the row, so a retried row resends the same message."""
    digest = hashlib.sha256(f"{row['dedupe_key']}|{row['created_at']}".encode())
    return f"<{row['kind']}.{row['id']}.{digest.hexdigest()[:12]}@{cfg['mail']['domain']}>"


def message_for(service, cfg, row, subject):
    """base_message for an outbox row: to the seat's name and address, in the row's
    game thread, Reply-To the seat's reply address, unsubscribe from the row's kind."""
    conn = service.store.conn
    name = next((s["name"] for s in seats.listing(conn, row["game"])
                 if s["role"] == row["role"]), "") if row["game"] else ""
    reply_to = (address.reply_address(conn, cfg, row["game"], row["role"])
                if row["game"] and row["role"] else None)
    msg = base_message(cfg, formataddr((name, row["recipient"])), subject,
                       references=thread(conn, cfg, row),
                       message_id=row_message_id(cfg, row), reply_to=reply_to,
                       unsubscribe=unsubscribe.unsubscribe_url(conn, cfg, row["recipient"],
                                                         row["kind"]))
    msg["X-Pbem-Kind"] = row["kind"]
    if row["game"]:
        msg["X-Pbem-Game"] = row["game"]
    return msg


# -- bodies ----------------------------------------------------------------------------
def add_bodies(msg, text, html, pictures=None):
    """multipart/related: multipart/alternative (text, HTML) first, then each PNG of
    {cid: bytes} inline, for the HTML to show as <img src="cid:...">."""
    alternative = MIMEPart()
    alternative.set_content(text)
    alternative.add_alternative(html, subtype="html")
    msg.make_related()
    msg.set_param("type", "multipart/alternative")
    msg.attach(alternative)
    for cid, png in (pictures or {}).items():
        msg.add_related(png, "image", "png", cid=f"<{cid}>", disposition="inline",
                        filename=f"{cid.partition('@')[0]}.png")
    if "MIME-Version" not in msg:
        msg["MIME-Version"] = "1.0"
    return msg


def board_cid(cfg, game_id, version):
    """The Content-ID of a mail's board picture, or None when mails carry none
    ([mail] pictures false: a host saving bytes; the text board is in every mail)."""
    if not cfg["mail"]["pictures"]:
        return None
    return f"board.{game_id}.{version}@{cfg['mail']['domain']}"


def board_picture(cfg, cid, game, at, role):
    """{cid: the PNG of board_png} for add_bodies; {} when cid is None."""
    return {cid: board_png(game, at, role, cfg)} if cid else {}


def board_png(game, at, role, cfg=None):
    """The board of AT (Service.view_at's summary for ROLE) as PNG, made once per
    version and role and shared by every mail, digest and the web's board URL
    (pbem/mail/picture.py; font: [mail] board_font of cfg when given)."""
    return picture.board_png(game.rules, at, role,
                             cfg["mail"]["board_font"] if cfg else "")


def game_url(cfg, game_id):
    base = cfg["server"]["base_url"].rstrip("/")
    return f"{base}/games/{game_id}" if base else None


def seat_url(cfg, game_id, token):
    """A seat's personal link (the page moves TOKEN into a cookie at once), or None
    without a [server] base_url to build it on."""
    url = game_url(cfg, game_id)
    return f"{url}?token={token}" if url else None


def mailed_seat_url(service, cfg, game_id, role):
    """The personal link a mail carries to ROLE's seat: a token of its own, minted
    now (pbem.core.seats keeps only hashes, so no earlier link can be mailed again); None
    without a base_url, and then nothing is minted."""
    if not game_url(cfg, game_id):
        return None
    with service.store.transaction() as conn:
        token = seats.mint(conn, game_id, role, datetime.now(timezone.utc).isoformat(
            timespec="seconds"))
    return seat_url(cfg, game_id, token) if token else None


def legal_summary(game, role, legal):
    """The game's short forms of ROLE's legal commands (its optional protocol function
    legal_summary(state, role)) when LEGAL is longer than LONG_LEGAL; else None, and
    the channel lists LEGAL itself."""
    short = getattr(game.rules, "legal_summary", None)
    if short is None or len(legal) <= LONG_LEGAL:
        return None
    return short(game.state, role) or None


def legal_context(service, cfg, game, role, latest):
    """What a mail shows of ROLE's legal commands: none once the game has moved on,
    the short forms and where the full list is when it is long, else all of them."""
    legal = service.legal(game, role) if latest else []
    base = cfg["server"]["base_url"].rstrip("/")
    return {"legal": legal, "legal_summary": legal_summary(game, role, legal),
            "legal_api": f"{base}/api/games/{game.id}/legal"}


# -- the game mails: started, turn, decision, ended ----------------------------------
def context(service, cfg, row, current, at):
    """Everything the game templates show, from the recipient's view at row's version
    (`at`); `current` is the game now, for its rules and whether it moved on."""
    game_id, role, version = row["game"], row["role"], row["version"]
    latest = current.version == version
    names = {s["role"]: s["name"] for s in current.meta["seats"]}
    return {
        "what": what(row["kind"]), "title": current.meta["title"],
        "game_id": game_id, "role": role, "name": names.get(role, role), "names": names,
        "actor": row["payload"].get("actor"),
        "board": current.rules.render_text(at["view"]), "outcome": saying.outcome(current.rules, at["view"]["outcome"]),
        **legal_context(service, cfg, current, role, latest),
        # whose turn it is: not whoever has a legal command (any seat may resign)
        "your_turn": latest and role in service.active(current),
        "paused": deadlines.pause_note(service, current, role),
        "clock": None if current.finished
        else deadlines.clock_lines(service, game_id).get(role),
        "moved_on": not latest, "now_version": current.version,
        "version": at["version"], "head": at["head"],
        "recent": recent.for_reader(service, game_id, role, version=version)[-RECENT:],
        "commitment": current.meta["seed_commitment"], "seed": current.seed,
        "link": game_url(cfg, game_id), "board_cid": board_cid(cfg, game_id, version),
        "unsubscribe": unsubscribe.unsubscribe_url(service.store.conn, cfg, row["recipient"],
                                             row["kind"]),
    }


def game_mail(service, cfg, row):
    """started / turn / decision / ended: one template each over the same context."""
    current = service.load(row["game"])
    at = service.view_at(row["game"], row["version"], row["role"])
    ctx = context(service, cfg, row, current, at)
    if row["kind"] == "started":        # the first mail: how to open the seat's page
        ctx["seat_link"] = mailed_seat_url(service, cfg, row["game"], row["role"])
    text, html = render(row["kind"], **ctx)
    msg = message_for(service, cfg, row, thread_subject(ctx["title"], row["game"]))
    return add_bodies(msg, text, html,
                      board_picture(cfg, ctx["board_cid"], current, at, row["role"]))


#: each kind of mail in words (its unsubscribe line), said in the reader's language: the
#: notices' (pbem.telling.prefs.KINDS's words, marked here for the mail catalog;
#: tests/test_i18n_mail.py holds them to the same) and those of the modules that add
#: kinds (pbem.mail.answer)
WHAT = {"started": language.N_("the game starts"), "turn": language.N_("your turn"),
        "decision": language.N_("a decision is waiting for you"),
        "ended": language.N_("game over"), "reminder": language.N_("deadline reminders"),
        "expired": language.N_("missed deadlines"),
        "vacation": language.N_("an opponent's vacation")}


def what(kind):
    """The words of a mail of KIND in its unsubscribe line, in the reader's language."""
    return language.gettext(WHAT[kind])

for _kind in notify.CHANGE_KINDS:
    register(_kind, game_mail)
