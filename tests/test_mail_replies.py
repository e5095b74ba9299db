"""Reading players' replies as their mail clients send them, and where reading stops.

tests/data/replies/ holds a corpus of replies as they arrive (RFC 5322, each client's
MIME structure, charsets and transfer encodings), written after the formats of Gmail,
Outlook (desktop, web, Mac, mobile), Apple Mail and iOS, Thunderbird, Yahoo, Proton,
K-9, Samsung, Mail.ru, Yandex, Windows Mail, Hotmail and webmails in English, German,
Polish, Russian, Ukrainian, Portuguese, Norwegian, Swedish, Italian, French, Spanish,
Dutch and a few more. manifest.json names for each mail the commands the player typed
and the lines they typed under them (a sign-off, a name).

A mail is read exactly when the reader hands over just what the player typed (the
commands, then the sign-off: nothing of the client's attribution, header block,
footer or quoted original) and the channel applies just the commands: the first line
that is no command at all, after one that is, ends the reading (pbem.mail.inbound).
"""
import json
from email.message import EmailMessage
from pathlib import Path

import pytest

from pbem import config, games
from pbem.core.errors import NotNotation, Rejected
from pbem.core.lines import LEGAL_WORD
from pbem.games import RuleError
from pbem.mail import address, compose, inbound
from pbem.telling import outbox

pytestmark = pytest.mark.both_stores

CORPUS = Path(__file__).parent / "data" / "replies"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
#: mails of the corpus this reader is known not to read exactly, with the reason;
#: they count against the 95% (test_the_corpus_is_read_exactly_95_percent)
KNOWN_MISREAD = {
    "en_greeting.eml": "prose above the commands (\"Hi,\") is refused: reading stops "
                       "at a line that is no command only after an applied one",
}
ALICE = "alice@example.com"


def read_lines(name):
    """The command lines the mail channel reads from the corpus mail NAME."""
    reply = inbound.read((CORPUS / name).read_bytes())
    return [command for _, command in reply.lines]


def applied_part(lines, kind):
    """LINES up to the first one that is not in the notation of the game KIND, once
    one line was: what the channel submits (the `legal` word aside)."""
    rules, out, commands = games.get(kind), [], 0
    for line in lines:
        if line.lower() != LEGAL_WORD:
            try:
                rules.parse(line)
                commands += 1
            except RuleError:
                if commands:
                    break
        out.append(line)
    return out


def read_exactly(name):
    entry = MANIFEST[name]
    lines = read_lines(name)
    return (lines == entry["commands"] + entry["signoff"] and
            applied_part(lines, entry["game"]) == entry["commands"])


def _corpus_params():
    return [pytest.param(name, marks=pytest.mark.xfail(reason=KNOWN_MISREAD[name],
                                                      strict=True))
            if name in KNOWN_MISREAD else name for name in sorted(MANIFEST)]


@pytest.mark.parametrize("name", _corpus_params())
def test_corpus_reply_is_read_exactly(name):
    entry = MANIFEST[name]
    lines = read_lines(name)
    assert lines == entry["commands"] + entry["signoff"], entry["client"]
    assert applied_part(lines, entry["game"]) == entry["commands"]


def test_the_corpus_is_read_exactly_95_percent():
    """The issue's goal, over a corpus of at least a hundred mails in a dozen
    languages, the known misreads counted against it."""
    langs = {entry["lang"] for entry in MANIFEST.values()}
    assert len(MANIFEST) >= 100 and len(langs) >= 12
    exact = sum(read_exactly(name) for name in MANIFEST)
    assert exact / len(MANIFEST) >= 0.95, f"{exact}/{len(MANIFEST)}"
    assert exact == len(MANIFEST) - len(KNOWN_MISREAD)


# -- where reading stops -----------------------------------------------------------------
@pytest.fixture
def cfg():
    settings = config.load(env={})
    settings["mail"].update(domain="pbem.example.org", secret="test-secret")
    return settings


@pytest.fixture
def game(service):
    game_id, _ = service.create("flanders", [{"name": "Alice", "email": ALICE},
                                             {"name": "Bob", "email": "bob@example.com"}])
    return game_id


def reply_mail(service, cfg, game, body, message_id="<r1@example.com>"):
    msg = EmailMessage()
    msg["From"] = f"Alice <{ALICE}>"
    msg["To"] = address.reply_address(service.store.conn, cfg, game, "Red")
    msg["Subject"] = "Re: your turn"
    msg["Message-ID"] = message_id
    msg.set_content(body)
    return msg.as_bytes()


def answer_rows(service):
    return outbox.listing(service.store.conn, ("pending",))


def answer_text(service, cfg, row):
    return compose.compose(service, cfg, row).get_body(("plain",)).get_content()


def email_commands(service, game):
    return [rec.metadata["command"]["action"] for rec in service.store.read(game)
            if rec.metadata.get("channel") == "email" and "command" in rec.metadata]


def test_a_line_that_is_no_command_after_an_applied_one_ends_the_reading(service, cfg,
                                                                          game):
    """"roll", then a sign-off: the roll applies, the answer is no rejection and says
    where reading stopped; nothing after that line is read."""
    raw = reply_mail(service, cfg, game, "roll\nThanks,\nAlex\nstop\n")
    assert inbound.handle(service, cfg, raw).code == inbound.OK
    assert email_commands(service, game) == ["roll"]
    [row] = answer_rows(service)
    assert row["kind"] == inbound.ANSWER
    assert [(f["line"], f["status"]) for f in row["payload"]["lines"]] == [
        ("roll", "applied"), ("Thanks,", "stopped")]
    text = answer_text(service, cfg, row)
    assert "applied:    roll" in text
    assert "stopped reading at: 'Thanks,'" in text
    assert "REJECTED" not in text


def test_reading_stops_at_a_sign_off_after_the_turn_has_passed(service, cfg, game):
    """"stop" hands the turn to Blue; the sign-off under it is still no command (the
    notation is read before whose turn it is), so it ends the reading rather than
    being refused as "not Red's turn"."""
    service.submit(game, "Red", "roll")
    take = service.legal(service.load(game), "Red")[0]
    service.submit(game, "Red", take)
    assert "stop" in service.legal(service.load(game), "Red")
    raw = reply_mail(service, cfg, game, "stop\n\nCheers,\nAlice\n")
    inbound.handle(service, cfg, raw)
    assert service.active(service.load(game)) == ["Blue"]
    [row] = answer_rows(service)
    assert row["kind"] == inbound.ANSWER
    assert [f["status"] for f in row["payload"]["lines"]] == ["applied", "stopped"]


def test_a_parsed_but_illegal_line_after_an_applied_one_is_still_rejected(service, cfg,
                                                                          game):
    """"take 12" is a command (space 12 exists on no board): refused, not a stop."""
    raw = reply_mail(service, cfg, game, "roll\ntake 12\nstop\n")
    inbound.handle(service, cfg, raw)
    assert email_commands(service, game) == ["roll"]
    [row] = answer_rows(service)
    assert row["kind"] == inbound.REJECTED
    assert [f["status"] for f in row["payload"]["lines"]] == [
        "applied", "rejected", "not tried"]
    assert "REJECTED:   take 12" in answer_text(service, cfg, row)


def test_a_line_that_is_no_command_before_any_applied_one_is_rejected(service, cfg,
                                                                       game):
    """The stop needs a command first: a reply that starts with prose is refused."""
    raw = reply_mail(service, cfg, game, "Hello there\nroll\n")
    inbound.handle(service, cfg, raw)
    assert email_commands(service, game) == []
    [row] = answer_rows(service)
    assert row["kind"] == inbound.REJECTED
    assert [f["status"] for f in row["payload"]["lines"]] == ["rejected", "not tried"]


def test_the_service_tells_text_that_is_no_command_from_an_illegal_command(service,
                                                                           game):
    """NotNotation is a Rejected (422 "rejected" for every channel as before), raised
    for text the notation cannot read whoever's turn it is; a command the rules
    refuse stays a plain Rejected."""
    for role in ("Red", "Blue"):
        with pytest.raises(NotNotation) as caught:
            service.submit(game, role, "Thanks,")
        assert caught.value.status == 422 and caught.value.code == "rejected"
    with pytest.raises(Rejected) as illegal:
        service.submit(game, "Red", "take 12")
    assert not isinstance(illegal.value, NotNotation)
    with pytest.raises(Rejected, match="not Blue's turn") as turn:
        service.submit(game, "Blue", "roll")
    assert not isinstance(turn.value, NotNotation)
