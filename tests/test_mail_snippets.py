"""What an inbox shows of a pbem mail: every mail of a game shares one subject (so
clients thread it), so the first line of its body (the snippet beside the subject)
says what the mail is; and the "Since your last move" list names each event once,
in the game's own words.

Every kind is made by its real producer (a move, a reply through the inbound handler,
the deadline and digest jobs) and composed from its outbox row as the dispatcher does.
"""
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import make_msgid
from html.parser import HTMLParser

import pytest
from freezegun import freeze_time

from pbem import config, games
from pbem.core.aggregate import game_event
from pbem.mail import compose, inbound, send  # noqa: F401 - send: composers
from pbem.mail.address import reply_address
from pbem.telling import deadlines, digests, outbox
from tests.test_mail_out import mailing  # noqa: F401 - the fixture, over this file's cfg

games.KINDS.setdefault("parley", "tests.parleygame")
T0 = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
ANN, BOB = "ann@example.org", "bob@example.org"


@pytest.fixture
def cfg():
    c = config.load(env={})
    c["mail"].update(domain="pbem.example.org", from_address="pbem@pbem.example.org",
                     secret="test-secret")
    return c


def new_game(service, kind="flanders"):
    with freeze_time(T0):
        return service.create(kind, [{"name": "Ann", "email": ANN},
                                     {"name": "Bob", "email": BOB}])[0]


def composed(service, cfg, kind, recipient=None):
    """The last mail of KIND (to RECIPIENT) in the outbox, composed."""
    row = [r for r in outbox.listing(service.store.conn, ("pending",))
           if r["kind"] == kind and recipient in (None, r["recipient"])][-1]
    return compose.compose(service, cfg, row)


class _FirstText(HTMLParser):
    """The text of the first element of the body that shows any (its inline children
    included): what a mail client's snippet starts with."""
    BLOCKS = {"h1", "h2", "p", "li", "pre", "td", "div"}

    def __init__(self):
        super().__init__()
        self.in_body, self.depth, self.parts, self.done = False, 0, [], False

    def handle_starttag(self, tag, attrs):
        self.in_body |= tag == "body"
        if self.in_body and tag in self.BLOCKS and "".join(self.parts).strip():
            self.done = True

    def handle_endtag(self, tag):
        if self.in_body and tag in self.BLOCKS and "".join(self.parts).strip():
            self.done = True

    def handle_data(self, data):
        if self.in_body and not self.done:
            self.parts.append(data)


def first_lines(msg):
    """(the first line of the text part, the first visible text of the HTML part)."""
    text = msg.get_body(("plain",)).get_content().replace("\r\n", "\n")
    parser = _FirstText()
    parser.feed(msg.get_body(("html",)).get_content())
    return text.lstrip("\n").split("\n")[0], " ".join("".join(parser.parts).split())


def write(service, cfg, to, sender, *lines):
    msg = EmailMessage()
    msg["From"], msg["To"] = sender, to
    msg["Subject"], msg["Message-ID"] = "Re: game", make_msgid()
    msg.set_content("\n".join(lines) + "\n")
    return inbound.handle(service, cfg, msg.as_bytes())


def reply(service, cfg, game, role, sender, *lines):
    return write(service, cfg, reply_address(service.store.conn, cfg, game, role), sender,
                 *lines)


# -- the first line of each kind -----------------------------------------------------
EXPECTED = {
    "started, your turn": "Game started in In Flanders Field: you play Red, and it is "
                          "your turn.",
    "started": "Game started in In Flanders Field: you play Blue.",
    "decision": "A decision is waiting for you in Parley, Bob (South), in the middle of "
                "Ann's (North) move.",
    "turn": "Your turn in Parley, Bob (South).",
    "ended": "Game over in Parley: North wins (concession).",
    "answer": "Your reply was applied in In Flanders Field, Ann (Red).",
    "answer, legal": "Every legal command of yours in In Flanders Field, Ann (Red).",
    "rejected": "Your move was rejected in Parley, Bob (South).",
    "refused": "Your reply was refused in In Flanders Field: bob@example.org is not the "
               "address of the seat Red.",
    "other sender": "Someone else used your reply address in In Flanders Field: "
                    "bob@example.org, refused.",
    "reminder": "Reminder: your move in In Flanders Field is due by Mon 03 Mar 2025 "
                "12:00 UTC, Ann (Red).",
    "expired": "Deadline missed in In Flanders Field: Ann (Red) let Mon 03 Mar 2025 "
               "12:00 UTC pass, so their turn was skipped.",
    "how to reply, digest": "How to reply to your pbem digest: 1 line was not applied.",
    "how to reply": "How to play by mail with pbem: this address reads no commands.",
}


def every_kind(service, cfg):
    """{what: the composed mail} of every kind of mail, each made by its producer."""
    seen = {}
    flanders = new_game(service)
    seen["started, your turn"] = composed(service, cfg, "started", ANN)
    seen["started"] = composed(service, cfg, "started", BOB)
    reply(service, cfg, flanders, "Red", ANN, "roll")
    seen["answer"] = composed(service, cfg, "answer")
    reply(service, cfg, flanders, "Red", ANN, "legal")
    seen["answer, legal"] = composed(service, cfg, "answer")
    reply(service, cfg, flanders, "Red", BOB, "roll")    # a stranger is not answered
    seen["refused"] = composed(service, cfg, "rejected", BOB)
    seen["other sender"] = composed(service, cfg, "other_sender", ANN)
    parley = new_game(service, "parley")
    reply(service, cfg, parley, "South", BOB, "pass")       # not South's turn
    seen["rejected"] = composed(service, cfg, "rejected")
    service.submit(parley, "North", "offer")
    seen["decision"] = composed(service, cfg, "decision")
    service.submit(parley, "South", "accept")
    service.submit(parley, "North", "pass")
    seen["turn"] = composed(service, cfg, "turn")
    service.submit(parley, "South", "concede")
    seen["ended"] = composed(service, cfg, "ended", ANN)
    timed = new_game(service)
    with freeze_time(T0):
        deadlines.configure(service, timed, 48 * 3600, (3600,), 0, ("skip",))
        digests.set_daily(service, BOB, 8, "Europe/Warsaw")
    with freeze_time(T0 + timedelta(hours=47)):
        deadlines.run_deadlines(service, cfg)
    seen["reminder"] = composed(service, cfg, "reminder")
    with freeze_time(T0 + timedelta(hours=49)):
        deadlines.run_deadlines(service, cfg)
    seen["expired"] = composed(service, cfg, "expired", ANN)
    with freeze_time(T0 + timedelta(hours=50)):
        digests.enqueue_due(service, cfg, immediately=True)
    seen["digest"] = composed(service, cfg, "digest")
    write(service, cfg, seen["digest"]["Reply-To"], BOB, "Thanks!")
    seen["how to reply, digest"] = composed(service, cfg, "how_to_reply", BOB)
    write(service, cfg, cfg["mail"]["from_address"], "eve@example.net", "hello?")
    seen["how to reply"] = composed(service, cfg, "how_to_reply", "eve@example.net")
    return seen


def test_every_kind_of_mail_says_what_it_is_in_its_first_line(mailing, cfg):
    seen = every_kind(mailing, cfg)
    [row] = [r for r in outbox.listing(mailing.store.conn, ("pending",))
             if r["kind"] == "digest"]
    mine = sum(g["role"] in g["active"] for g in row["payload"]["games"])
    EXPECTED["digest"] = (f"Your pbem digest for 2025-03-03: your turn in {mine} of "
                          f"{len(row['payload']['games'])} games.")
    assert set(seen) == set(EXPECTED)
    for what, msg in seen.items():
        text, html = first_lines(msg)
        assert text == html, f"{what}: the text and HTML parts begin alike"
        assert text == EXPECTED[what], what


def test_the_first_line_is_text_escaped_in_the_html_part(mailing, cfg):
    game_id = mailing.create("parley", [{"name": "Ann", "email": ANN},
                                        {"name": "Bob <b>&</b>", "email": BOB}])[0]
    mailing.submit(game_id, "North", "pass")
    msg = composed(mailing, cfg, "turn")
    assert first_lines(msg) == ("Your turn in Parley, Bob <b>&</b> (South).",) * 2
    assert "Bob &lt;b&gt;&amp;&lt;/b&gt; (South)" in msg.get_body(("html",)).get_content()


# -- "Since your last move" --------------------------------------------------------------
class _Items(HTMLParser):
    """The text of each <li> of an HTML fragment."""

    def __init__(self):
        super().__init__()
        self.items, self.inside = [], False

    def handle_starttag(self, tag, attrs):
        if tag == "li":
            self.items.append("")
            self.inside = True

    def handle_endtag(self, tag):
        self.inside = self.inside and tag != "li"

    def handle_data(self, data):
        if self.inside:
            self.items[-1] += data


def recent_lines(msg):
    """The "Since your last move" list of MSG: (from its text part, from its HTML)."""
    text = msg.get_body(("plain",)).get_content().replace("\r\n", "\n")
    listed = text.split("Since your last move:\n")[1].split("\n\n")[0].splitlines()
    items = _Items()
    items.feed(msg.get_body(("html",)).get_content().split("Since your last move:")[1]
               .split("</ul>")[0])
    return [line.strip() for line in listed], [" ".join(i.split()) for i in items.items]


def own_words(service, game_id, role, since):
    """The game's describe() of each event from version SINCE on, as ROLE sees it."""
    game = service.load(game_id)
    return [game.rules.describe(game.rules.event_view(game_event(rec), role))
            for rec in service.store.read(game_id, since)
            if not rec.type.startswith("game.")]


def since_last_move(service, cfg, game_id, mover, other, moves=0, since=None):
    """MOVER plays MOVES commands (the first legal one), then ends the turn; OTHER's
    turn mail lists each event of that turn (from version SINCE, default now) once,
    as the game words it, without the actor's name put before it again. Returns the
    listed lines."""
    since = service.load(game_id).version if since is None else since
    while mover in service.active(service.load(game_id)):
        legal = service.legal(service.load(game_id), mover)
        ends = [c for c in legal if c.split()[0] in ("stop", "end", "pass")]
        service.submit(game_id, mover, legal[0] if moves > 0 or not ends else ends[0])
        moves -= 1
    assert service.active(service.load(game_id)) == [other]
    text, html = recent_lines(composed(service, cfg, "turn"))
    assert text == html == own_words(service, game_id, other, since)
    assert not any(line.startswith(f"{mover}: {mover}") for line in text), text
    return text


def test_since_your_last_move_names_each_event_once_in_flanders(mailing, cfg):
    for _ in range(20):         # a game whose first roll lets Red take a card
        game_id = new_game(mailing)
        since = mailing.load(game_id).version
        legal = mailing.legal(mailing.load(game_id), "Red")
        if legal == ["roll"]:
            mailing.submit(game_id, "Red", "roll")
            legal = mailing.legal(mailing.load(game_id), "Red")
        if any(c.startswith("take") for c in legal):
            break
    lines = since_last_move(mailing, cfg, game_id, "Red", "Blue", moves=1, since=since)
    assert lines[0].startswith("Red rolls") and lines[1].startswith("Red takes ")
    assert not any(line.startswith("Red: ") for line in lines), lines
    assert lines[-1].startswith("turn ") and lines[-1].endswith(": Blue"), lines


def test_since_your_last_move_names_each_event_once_in_rhine(mailing, cfg):
    with freeze_time(T0):
        game_id = mailing.create("rhine", [{"name": "Ann", "email": ANN},
                                           {"name": "Bob", "email": BOB}],
                                 {"commanders": "Monty+Brad"})[0]
    first = mailing.active(mailing.load(game_id))[0]
    other = "Brad" if first == "Monty" else "Monty"
    lines = since_last_move(mailing, cfg, game_id, first, other, moves=3)
    assert len(lines) > 3 and all(other not in line.split(":")[0] for line in lines[:-1])
