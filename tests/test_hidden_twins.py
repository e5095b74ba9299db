"""Nobody sees another seat's hidden information, on any channel (issue 23).

For a random game of each kind and each seat (and the public), a twin of the game is
made whose hidden parts for that seat differ: two cards that seat never sees are
swapped throughout the log (in Race to Berlin, a block placed is worth another value). The twin is a
twin only if the game's own view() and event_view() for that seat are the same at
every version; then everything every channel tells that seat must be the same too:
the pbem command (show, legal, log --as, and what play answers), the API, the seat's
pages and feed, its mails and digest, and for the public the forum reports. A channel
that reads the raw events or state (as `pbem play` printed a Soviet's "4-block" in
Warsaw to the Soviets) shows the twin's difference."""
import itertools
import json
import random
import re
from dataclasses import replace

import pytest
from click.testing import CliRunner

from events.envelope import GENESIS_HASH, chain_hash
from pbem import config
from pbem.cli import main
from pbem.core.aggregate import Game, step
from pbem.core.reading import record_dict
from pbem.forum import report
from pbem.host import transfer
from pbem.mail import compose, digest, picture
from pbem.telling import outbox
from pbem.web import create_app
from tests.fuzz import onward, play_random

#: (kind, seats, options, commands)
GAMES = [("flanders", 2, {}, 40), ("memoir44", 2, {"scenario": "pegasus-bridge"}, 50),
         ("rhine", 2, {}, 40), ("rhine", 1, {"solo": "Brad"}, 15), ("berlin", 2, {}, 30)]
#: the card-like words of each kind, swapped as strings wherever they stand
TOKENS = {"memoir44": re.compile(r"^[a-z][a-z-]+-\d$"), "rhine": re.compile(r"^[RWBX]\d\d$")}
#: where Flanders writes a card (a number, like much else)
FLANDERS_CARDS = {"card", "cards", "deck", "discarded", "kept", "cancelled", "hand"}


# -- twins ----------------------------------------------------------------------------------
def _swap_strings(value, a, b):
    if isinstance(value, str):
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        return [_swap_strings(v, a, b) for v in value]
    if isinstance(value, dict):
        return {k: _swap_strings(v, a, b) for k, v in value.items()}
    return value


def _swap_cards(value, a, b, card=False):
    """Flanders: swap the numbers A and B where a field holds cards."""
    if isinstance(value, int) and not isinstance(value, bool) and card:
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        return [_swap_cards(v, a, b, card) for v in value]
    if isinstance(value, dict):
        return {k: _swap_cards(v, a, b, card or k in FLANDERS_CARDS)
                for k, v in value.items()}
    return value


def _revalued(records, i, value):
    """Race to Berlin: the block placed at RECORDS[i] is worth VALUE, from its placing
    to its removal (blocks are told apart by role and area while on the board)."""
    placed = records[i].payload
    end = next((j for j in range(i + 1, len(records)) if records[j].type == "removed"
                and records[j].payload.get("role") == placed["role"]
                and records[j].payload.get("area") == placed["area"]), None)
    return lambda j, rec: {**rec.payload, "value": value} if j in (i, end) \
        else rec.payload


def candidates(kind, records, roles):
    """Ways to change a log's hidden parts: functions (index, record) -> payload."""
    pick = random.Random(23)
    if kind == "berlin":
        ways = [(i, v) for i, r in enumerate(records) if r.type == "placed"
                for v in (2, 3, 4, 5) if v != r.payload["value"]]
        pick.shuffle(ways)
        return [_revalued(records, i, v) for i, v in ways[:120]]
    if kind == "flanders":
        deck = next(r.payload["deck"] for r in records if r.type == "started")
        pairs = list(itertools.combinations(deck, 2))
        pick.shuffle(pairs)
        return [lambda i, r, a=a, b=b: _swap_cards(r.payload, a, b) for a, b in pairs[:400]]
    words = sorted({w for r in records for w in _strings(r.payload) if TOKENS[kind].match(w)})
    pairs = list(itertools.combinations(words, 2))
    pick.shuffle(pairs)
    return [lambda i, r, a=a, b=b: _swap_strings(r.payload, a, b) for a, b in pairs[:400]]


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)


def changed(records, change):
    """RECORDS with CHANGE made to every game event's payload, chained anew."""
    out, prev = [], GENESIS_HASH
    for i, rec in enumerate(records):
        if not rec.type.startswith("game."):
            rec = replace(rec, payload=change(i, rec))
        rec = replace(rec, prev_hash=prev)
        rec = replace(rec, hash=chain_hash(prev, rec.hashed_fields()))
        out.append(rec)
        prev = rec.hash
    return out


def seen(game, rec, role):
    """What ROLE sees after REC: the event's view and the game's (Service.view)."""
    event = None if rec.type.startswith("game.") else \
        game.rules.event_view({"type": rec.type, **rec.payload}, role)
    view = None if game.state is None else game.rules.view(game.state, role)
    return event, view, game.outcome


def twin_of(kind, records, role):
    """A twin of RECORDS for ROLE (the first way of candidates() that makes one), or
    None."""
    return next((t for t in (changed(records, c) for c in candidates(kind, records, None))
                 if is_twin(records, t, role)), None)


def is_twin(records, twin, role):
    """Whether TWIN differs from RECORDS and ROLE sees the same at every version."""
    if [r.payload for r in twin] == [r.payload for r in records]:
        return False
    a, b = Game(records[0].stream, {}), Game(records[0].stream, {})
    for x, y in zip(records, twin):
        try:
            a, b = step(a, x, records), step(b, y, twin)
        except Exception:  # noqa: BLE001 - a change the rules cannot fold is no twin
            return False
        if seen(a, x, role) != seen(b, y, role):
            return False
    return True


# -- what every channel tells a seat ----------------------------------------------------------
class Surface:
    """One copy of the game in a service of its own, and what each channel says."""

    def __init__(self, tmp_path, name, lines):
        self.db = str(tmp_path / f"{name}.sqlite")
        self.cfg = config.load(env={})
        imported = CliRunner().invoke(main, ["import", "-", "--db", self.db],
                                      input="\n".join(lines) + "\n")
        assert imported.exit_code == 0, imported.output
        self.gid = imported.stdout.split()[0]
        self.tokens = dict(re.findall(r"seat (\S+) \(.*?\): token (\S+)", imported.stderr))
        self.service = config.open_service(self.cfg, self.db)
        self.app = create_app(self.cfg, self.service)
        records = self.service.store.read(self.gid)
        self.hashes = [r.hash for r in records]

    def cli(self, *args):
        result = CliRunner().invoke(main, [*args, "--db", self.db])
        return result.exit_code, result.stdout

    def outputs(self, role, rows):
        """{where: text} of everything ROLE (None: the public) is told."""
        gid, svc = self.gid, self.service
        self.client = self.app.test_client()            # no other seat's cookie
        who = ["--as", role] if role else []
        out = {"show": self.cli("show", gid, *who), "json": self.cli(
            "show", gid, *who, "--format", "json"), "svg": self.cli(
            "show", gid, *who, "--format", "svg")}
        head = svc.store.version(gid)
        if role:
            out["legal"] = self.cli("legal", gid, "--as", role)
            out["log"] = self.cli("log", gid, "--as", role)
            out["log-json"] = self.cli("log", gid, "--as", role, "--json")
        token = {"Authorization": f"Bearer {self.tokens[role]}"} if role else {}
        for path in ("", "/legal", "/events") + tuple(f"/at/{v}" for v in range(
                1, head + 1, max(1, head // 12))):
            out[f"api{path}"] = self.client.get(f"/api/games/{gid}{path}",
                                                headers=token).get_data(as_text=True)
        if role:
            self.client.get(f"/games/{gid}?token={self.tokens[role]}")   # the seat's cookie
            out["feed"] = self.client.get(
                f"/games/{gid}/feed.atom?token={self.tokens[role]}").get_data(as_text=True)
        for path in ("", "/log", f"/replay?v={head}", f"/replay?v={max(1, head // 2)}"):
            out[f"page{path}"] = self.client.get(f"/games/{gid}{path}").get_data(as_text=True)
        game = svc.load(gid)
        at = svc.view_at(gid, head, role)
        for kept in (picture.PATCHES, picture.PICTURES):    # drawn anew for each surface:
            kept.clear()                # what other tests of this process kept decides nothing
        out["picture"] = compose.board_png(game, at, role, self.cfg)
        for row in rows:
            message = compose.compose(svc, self.cfg, {**row, "game": gid})
            out[f"mail {row['kind']} {row['version']}"] = [
                part.get_content() for part in message.walk()
                if part.get_content_type() in ("text/plain", "text/html")]
        if role:
            out["digest"] = [part.get_content() for part in digest.compose_digest(
                svc, self.cfg, {"kind": "digest", "recipient": "x@example.org", "id": 1,
                                "game": None, "role": None, "version": None,
                                "dedupe_key": "digest", "created_at": "2026-11-27",
                                "payload": {"local_date": "2026-11-27", "tz": "UTC",
                                            "since": "2000-01-01T00:00:00+00:00",
                                            "until": "2100-01-01T00:00:00+00:00",
                                            "games": [{"game": gid, "role": role,
                                                       "from": 0, "to": head,
                                                       "status": "active",
                                                       "active": svc.active(game),
                                                       "deadlines": {}}]}}).walk()
                if part.get_content_type() in ("text/plain", "text/html")]
        else:
            out["forum"] = report.build(svc, "https://pbem.example", gid, head, since=0)
        return out

    def normalised(self, outputs, other=None):
        """OUTPUTS with this copy's hashes and tokens written as OTHER's, and what each
        request makes anew (a form's token, a page's script nonce) left out. The picture
        is compared as it is: its PNG's hex is no text, and a hash's 8-digit prefix
        found in it by chance was "written as OTHER's" there too (a few bytes of a
        Berlin or Memoir '44 picture differed between twins in one full run in three)."""
        outputs = dict(outputs)
        picture = outputs.pop("picture", None)
        text = json.dumps(outputs, default=lambda b: b.hex(), sort_keys=True)
        for mine, theirs in zip(self.hashes, (other or self).hashes):
            for n in (64, 16, 12, 8):       # whole, and as pages and mails shorten it
                text = text.replace(mine[:n], theirs[:n])
        for role, token in self.tokens.items():
            text = text.replace(token, (other or self).tokens[role])
        return {**_fresh_left_out(json.loads(text)), "picture": picture}


def _fresh_left_out(value):
    if isinstance(value, str):
        return FRESH.sub(lambda m: m.group(1) or m.group(2), value)
    if isinstance(value, list):
        return [_fresh_left_out(v) for v in value]
    if isinstance(value, dict):
        return {k: _fresh_left_out(v) for k, v in value.items()}
    return value


#: what a page makes anew at each request
FRESH = re.compile(r'(name="form_token" value=")[^"]*|(nonce)[-=]"?[A-Za-z0-9+/=_-]+')


@pytest.mark.parametrize("kind,seats,options,commands", GAMES,
                         ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_no_channel_tells_a_seat_what_its_twin_hides(tmp_path, kind, seats, options,
                                                    commands):
    cfg = config.load(env={})
    service = config.open_service(cfg, tmp_path / "played.sqlite")
    gid, _ = service.create(kind, [{"name": f"P{i}", "email": f"p{i}@example.org"}
                                   for i in range(seats)], options)
    play_random(service, gid, commands, random.Random(kind))
    lines = list(transfer.export_lines(service, gid, with_secret=True))
    header, records = transfer.parse_export(lines)
    roles = service.load(gid).roles
    rows = [outbox.get(service.store.conn, n) for (n,) in service.store.conn.execute(
        "SELECT id FROM outbox WHERE game=? AND channel='mail'", (gid,)).fetchall()]
    original = Surface(tmp_path, "original", lines)
    twins = 0
    for role in roles + [None]:
        twin = twin_of(kind, records, role)
        if twin is None:
            continue
        twins += 1
        copy = Surface(tmp_path, f"twin-{role}", [json.dumps(header)] + [
            json.dumps(record_dict(r)) for r in twin])
        mine = [r for r in rows if r["role"] == role]
        expected = original.normalised(original.outputs(role, mine))
        got = copy.normalised(copy.outputs(role, mine), original)
        for where in expected:
            assert got[where] == expected[where], \
                f"{kind}: {where} tells {role or 'the public'} what it may not see"
    assert twins, f"no seat of this {kind} game has anything hidden from it"


def test_pbem_play_answers_with_what_the_seat_sees(tmp_path):
    """The audit's case: `pbem play` printed the raw events its command made, so the
    Soviets' `remove 35` at a stage end told them the value of a West block going
    back to its pool. Each line it prints is now the seat's own view of the event."""
    db = str(tmp_path / "pbem.sqlite")
    service = config.open_service(config.load(env={}), db)
    hidden = 0
    for seed in range(5):               # until a game has such an event
        if not hidden:
            hidden = _played_with_pbem_play(service, db, random.Random(seed))
    assert hidden, "some command made an event whose value the seat may not see"


def _played_with_pbem_play(service, db, pick):
    """A Berlin game played to its end by `pbem play`, each answer checked; how many
    events it told with a value hidden from the seat that made them."""
    gid, _ = service.create("berlin", [{"name": "Ann"}, {"name": "Bob"}])
    hidden = 0
    while not service.load(gid).finished:
        game = service.load(gid)
        role = pick.choice(service.active(game))
        before = game.version
        result = CliRunner().invoke(main, ["play", gid, pick.choice(onward(service.legal(
            game, role))), "--as", role, "--db", db])
        assert result.exit_code == 0, result.output
        if service.load(gid).finished:
            break
        seen = [e for e in service.events_for(gid, role, before + 1)]
        assert result.stdout.splitlines() == [
            f"{e['version']:>5}  {e['actor'] + ': ' if e['actor'] else ''}{e['text']}"
            for e in seen]
        hidden += sum(e["type"] == "removed" and e["data"].get("value") is None
                      for e in seen)
    return hidden
