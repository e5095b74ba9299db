"""Discord: moves come in as the /pbem slash command (interactions), reports go out by
the channel's webhook to one status message a game keeps editing.

Set-up (the host, once): a Discord application whose Interactions Endpoint URL is
{base_url}/hooks/discord/<forum> and whose public key is application_public_key, with
a guild command `pbem` taking one required string option `text`; in the channel where
games are played, a webhook whose URL is webhook_url (its token is part of the path:
a secret, never logged, never on a command line).

Where a game is played (`pbem forum bind GAME FORUM ...`):
- `--topic CHANNEL_ID`: the webhook's own channel, one game in it;
- `--thread THREAD_ID`: a thread of the webhook's channel (a post of a forum channel
  is one), one game a thread, so one webhook serves many games; reports are sent
  there with the webhook's ?thread_id=.
A thread is a channel to Discord: a command typed in it names the thread's id as its
channel_id, so an interaction's place is given as both topic and thread and found
under whichever the game was bound by.

In: Discord signs each interaction with the application's Ed25519 key:
X-Signature-Ed25519 (hex) over X-Signature-Timestamp + the raw body. Nothing is read
before that signature holds (401 otherwise: Discord itself sends bad signatures to
check the endpoint refuses them), nor when the timestamp is more than max_age_seconds
away from now (a request recorded and replayed later). A PING is answered {"type": 1}.
`/pbem text: ...` is read as a post's ```pbem block whose lines are the text's parts
separated by ";" (Discord's option box has no new lines): `/pbem text: move XII
Louviers`, `/pbem text: roll; take 3`, `/pbem text: legal`; `link CODE` (or `pbem link
CODE`) links the user to the seat whose page showed CODE. The user is the Discord user
id (member.user.id in a server, user.id in a direct message), which `pbem forum link
--user` also takes; the interaction id is the post's key, so a replay applies nothing
again. Any other interaction is answered with a note and applies nothing.

The answer is the interaction's response (ANSWER_INLINE; Discord wants it within 3
seconds, and the database answers 503 when busy: Discord then shows the player that
the command failed, nothing applied). It is public when a command was applied, so the
channel sees every move and its dice as it is played, and ephemeral (flag 64: only
the player sees it, and his command with it) when nothing was: a refusal, a link code,
`legal`, an unlinked user, a channel bound to no game, a replay; no mention in an
answer notifies anyone.

Out: a report executes the webhook with ?wait=true (the message comes back with its
id): an embed (title, the report in Markdown as description, the board PNG as image,
the version and head hash as footer) and a status line. The first report of a game
creates its status message (Sent.status_message keeps its id on the binding); every
later one edits it (PATCH .../messages/{id}), so the channel holds one message a game
that is always current. An edit notifies nobody, so when a linked player is newly to
act (post.mentions: only those, never who was to act already) a short message pinging
only them follows the edit, `<@ID> your turn...` with allowed_mentions naming just
them: one ping a turn, and none when nobody linked is newly to act. The first status
message pings them itself, but it is made when the game is bound, usually before
anyone links: a seat linked later while it is to act is sent a report of its own
(outgoing.report_link), the edit and the ping. A status message deleted by someone
(404, Unknown Message) is created again. Every message's allowed_mentions parses
nothing else (no @everyone, no roles).
Discord answers 429 with retry_after (JSON, seconds) and Retry-After per webhook
bucket (http.verdict: Later), a 5xx is retried, no answer waits (Down). Since the
token is in the URL's path, every reason returned is scrubbed of it.
"""
import json
import logging
import re
from dataclasses import replace

from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

from pbem.core.errors import Invalid
from pbem.forum import http, render
from pbem.forum.language import N_, gettext as _
from pbem.forum.adapter import Adapter, Fail, Ignore, Inbound, Refuse, Sent, stale

log = logging.getLogger(__name__)

#: interaction types PING and APPLICATION_COMMAND; CHANNEL_MESSAGE_WITH_SOURCE, the
#: response that answers with a message
PING, COMMAND, MESSAGE = 1, 2, 4
#: the slash command, its option and that option's type (STRING)
NAME, OPTION, STRING = "pbem", "text", 3
#: message flag: only the user who ran the command sees the answer
EPHEMERAL = 64
#: Discord's limits: message content, embed title and description
CONTENT, TITLE, DESCRIPTION = 2000, 256, 4096
#: Discord's error code for a message that is gone (deleted)
UNKNOWN_MESSAGE = 10008
#: a webhook URL: (its base, without the token, ...), the token
_WEBHOOK = re.compile(r"^(https?://[^/?#\s]+(?:/[^?#\s]*)?/webhooks/[0-9]+)/"
                      r"([A-Za-z0-9._-]+)/?$")
_LINK = re.compile(r"^(?:pbem\s+)?link\s+(\S+)$", re.IGNORECASE)
USAGE = N_("To play: `/pbem text: COMMAND` (several: separate them with `;`); `/pbem "
         "text: link CODE` links you to your seat with the code of its page.")


def command_text(text):
    """The post a slash command's TEXT stands for: a ```pbem block of its parts
    (separated by ";"), `link CODE` written as the forum's `pbem link CODE`."""
    parts = [p.strip() for p in re.split(r"[;\n]", text) if p.strip()]
    lines = [f"pbem link {m.group(1)}" if (m := _LINK.match(p)) else p for p in parts]
    body = "\n".join(lines)
    return f"{render.fence(body)}pbem\n{body}\n{render.fence(body)}\n"


def _message(text, ephemeral):
    """The data of a message answering with TEXT: as content when it fits, else as an
    embed's description (clipped)."""
    data = {"content": text} if len(text) <= CONTENT else {
        "embeds": [{"description": clip(text, DESCRIPTION)}]}
    data["allowed_mentions"] = {"parse": []}
    if ephemeral:
        data["flags"] = EPHEMERAL
    return {"type": MESSAGE, "data": data}


def clip(text, limit, more="… (the rest is on the game page)"):
    """TEXT cut to LIMIT characters at a line's end, a code block left open closed,
    MORE said."""
    if len(text) <= limit:
        return text
    cut = text[:limit - len(more) - 12].rsplit("\n", 1)[0]
    fences = re.findall(r"^ {0,3}(`{3,})", cut, re.MULTILINE)
    if len(fences) % 2:
        cut += "\n" + fences[-1]
    return f"{cut}\n{more}"


def _ids(users):
    """The Discord user ids among USERS (a name linked by hand is no id to ping)."""
    return [u for u in users if render.SNOWFLAKE.match(u or "")][:100]


def _user(interaction):
    user = (interaction.get("member") or {}).get("user") or interaction.get("user")
    return str(user["id"]) if isinstance(user, dict) and user.get("id") else None


def _option(interaction):
    """The text option of a /pbem command, or None."""
    options = (interaction.get("data") or {}).get("options") or []
    return next((str(o.get("value")) for o in options if isinstance(o, dict) and
                 o.get("name") == OPTION and o.get("type") == STRING), None)


class Discord(Adapter):
    KEYS = {"webhook_url": "", "application_public_key": "", "max_age_seconds": 300}
    REQUIRED = ("webhook_url", "application_public_key")
    ANSWER_INLINE = True

    def binding(self, settings, topic, thread):
        given = [v for v in (topic, thread) if v is not None]
        if len(given) != 1 or not render.SNOWFLAKE.match(str(given[0]).strip()):
            raise Invalid("give the Discord id of the webhook's channel (--topic ID) or "
                          "of a thread in it (--thread ID): with Developer Mode on, "
                          "right-click the channel or thread, Copy ID")
        place = str(given[0]).strip()
        return (place, None) if topic is not None else (None, place)

    # -- in ------------------------------------------------------------------------
    def verify(self, settings, headers, body, now):
        signature = (headers.get("X-Signature-Ed25519") or "").strip()
        stamp = (headers.get("X-Signature-Timestamp") or "").strip()
        if not signature or not stamp:
            return Refuse(401, "no X-Signature-Ed25519 / X-Signature-Timestamp: unsigned")
        try:
            key = VerifyKey(bytes.fromhex(settings["application_public_key"]))
        except ValueError:
            return Refuse(401, f"[forums.{settings['name']}] application_public_key is "
                               "not a public key in hex (64 hex digits)")
        try:
            key.verify(stamp.encode() + body, bytes.fromhex(signature))
        except (BadSignatureError, ValueError):
            return Refuse(401, "X-Signature-Ed25519 does not match the body")
        too_old = stale("X-Signature-Timestamp", stamp, now, settings["max_age_seconds"])
        if too_old:
            return too_old
        try:
            interaction = json.loads(body)
            kind = interaction["type"]
        except (ValueError, KeyError, TypeError):
            return Refuse(400, "not a Discord interaction")
        if kind == PING:
            return Ignore("ping", {"type": PING})
        name = (interaction.get("data") or {}).get("name") if kind == COMMAND else None
        if name != NAME:
            return Ignore(f"interaction type {kind} {name or ''}: only /{NAME} is read",
                          _message(_("pbem reads only /%(name)s.", name=NAME) + " " + _(USAGE),
                                   True))
        user, place, text = _user(interaction), interaction.get("channel_id"), \
            _option(interaction)
        if not interaction.get("id") or user is None or not place:
            return Refuse(400, "an interaction without id, user or channel_id")
        if not (text or "").strip():
            return Ignore("no text", _message(_(USAGE), True))
        return Inbound(keys=[f"interaction:{interaction['id']}"], user=user,
                       text=command_text(text), topic=str(place), thread=str(place))

    def acknowledge(self, inbound, summary, answer=None):
        if answer is None:
            return _message(_("Nothing was applied: %(why)s.", why=summary) + "\n"
                            + _(USAGE), True)
        applied = any(f["status"] == "applied" for f in answer.data["lines"])
        return _message(render.answer_discord(answer.data), not applied)

    # -- out ----------------------------------------------------------------------
    def send(self, settings, post, now):
        found = _WEBHOOK.match(settings["webhook_url"].strip())
        if not found:
            return Fail(f"[forums.{settings['name']}] webhook_url is no Discord webhook "
                        "URL (https://discord.com/api/webhooks/ID/TOKEN)")
        url, token = found.group(1) + "/" + found.group(2), found.group(2)
        result = self._send(settings, post, url, now)
        if hasattr(result, "reason"):
            result = replace(result, reason=result.reason.replace(token, "<token>"))
        return result

    def _send(self, settings, post, url, now):
        if post.kind != "report":
            return Fail("a Discord forum answers in the interaction's response, not by "
                        "a post")
        thread = post.binding.get("thread")
        where = f"&thread_id={thread}" if thread else ""
        status = post.binding.get("status_message")
        message = {"content": clip(_status_line(post.data), CONTENT),
                   "embeds": [_embed(post)]}
        who = f"Discord {settings['name']}"
        if status:
            edited = http.exchange("PATCH", f"{url}/messages/{status}"
                                   f"{'?thread_id=' + thread if thread else ''}",
                                   {**message, "allowed_mentions": {"parse": []}}, {},
                                   settings["timeout"])
            if not isinstance(edited, http.Answer):
                return edited
            if 200 <= edited.status < 300:
                return self._ping(settings, post, url + "?wait=true" + where, status, who,
                                  now)
            if not _gone(edited):
                return http.verdict(edited, who, now)
            log.warning("%s: the status message %s of game %s is gone; a new one",
                        who, status, post.game)
        made = http.exchange("POST", url + "?wait=true" + where, {
            **message, "allowed_mentions": {"parse": [], "users": _ids(post.mentions)}},
            {}, settings["timeout"])
        if not isinstance(made, http.Answer):
            return made
        if not 200 <= made.status < 300 or not isinstance(made.data, dict):
            return http.verdict(made, who, now)
        place = thread or post.binding.get("topic")
        if str(made.data.get("channel_id")) != str(place):
            log.warning("%s: the webhook posts in channel %s, but game %s is bound to %s "
                        "there: commands typed where the reports are are not read", who,
                        made.data.get("channel_id"), post.game, place)
        return Sent(str(made.data["id"]), status_message=str(made.data["id"]))

    def _ping(self, settings, post, url, status, who, now):
        """After an edit: ping the linked players newly to act, and only them."""
        users = _ids(post.mentions)
        if not users:
            return Sent(status, status_message=status)
        data = post.data
        answer = http.exchange("POST", url, {
            "content": clip(" ".join(f"<@{u}>" for u in users) + " " + _(
                "your turn in **%(title)s** (version %(version)s): the status message "
                "above is up to date.", title=render.markdown_text(data["title"]),
                version=data["version"]), CONTENT),
            "allowed_mentions": {"parse": [], "users": users}}, {}, settings["timeout"])
        if not isinstance(answer, http.Answer):
            return answer
        if not 200 <= answer.status < 300:
            return http.verdict(answer, who, now)
        return Sent(status, status_message=status)


def _gone(answer):
    return answer.status == 404 and isinstance(answer.data, dict) and \
        answer.data.get("code") == UNKNOWN_MESSAGE


def _status_line(data):
    """The status message's content: whose turn it is (mentions render as names)."""
    head = _("**%(title)s** · version %(version)s",
             title=render.markdown_text(data["title"]), version=data["version"])
    if data["outcome"]:
        return _("%(head)s · game over", head=head)
    acting = ", ".join(f"{render.discord_mention(s['user']) if s['user'] else ''} "
                       f"({render.markdown_text(s['name'])}, "
                       f"{render.markdown_text(s['role'])})".strip()
                       for s in data["to_act"])
    return _("%(head)s · to act: %(who)s", head=head, who=acting or _("nobody"))


def _embed(post):
    data = post.data
    embed = {"title": clip(data["title"], TITLE, "…"),
             "description": clip(render.report_discord(data), DESCRIPTION),
             "footer": {"text": _("pbem · game %(game)s · version %(version)s · head "
                                  "%(head)s", game=data["game_id"],
                                  version=data["version"], head=data["head"])}}
    if data["links"]["game"]:
        embed["url"] = data["links"]["game"]
    if post.board:
        embed["image"] = {"url": post.board}
    return embed


ADAPTER = Discord()
