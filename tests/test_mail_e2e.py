"""Whole games of In Flanders Field played by email alone (issue 3, "done when").

The server is configured as a host would (config.open_service, so every change writes
its notifications), the dispatch job sends through yagmail to a real SMTP server on
loopback, and each player is a bot that knows nothing but its own inbox: it reads its
newest mail, and when that mail lists legal commands it picks one and answers the way
a mail client does (Reply-To as To, In-Reply-To, the original quoted below, in one of
several clients' shapes and transfer encodings). The replies go into the inbound
handler, some through the real `pbem mail ingest` command. Now and then a bot types
something illegal (and goes on from the legal list in the rejection) or its reply is
delivered twice. The game must end, every player must have been told, and the log
must verify.
"""
import random

import pytest

from pbem.host import audit
from pbem.mail import inbound
from tests.fuzz import onward
from tests.mailbots import Player, deliver, ingest_cli, mail_setup

MAX_REPLIES = 2000


@pytest.mark.parametrize("seats", [2, 4])
def test_complete_games_played_only_by_email(tmp_path, smtp_server, seats):
    cfg, cfg_file, db, service = mail_setup(tmp_path, smtp_server)
    chooser = random.Random(seats)
    names = ["Amélie", "Bob", "Chloé", "Dmitri"][:seats]
    players = [Player(n, f"player{i}@players.example", chooser)
               for i, n in enumerate(names)]
    game_id, _ = service.create("flanders", [{"name": p.name, "email": p.email}
                                             for p in players])
    stats = {"replies": 0, "cli": 0, "rejected": 0, "duplicates": 0}
    while True:
        deliver(service, cfg, smtp_server, players)
        newest = {p: p.inbox[-1] for p in players}
        movers = [(p, m) for p, m in newest.items() if onward(p.legal(m))]
        if not movers:
            break
        assert stats["replies"] < MAX_REPLIES, "the game did not end"
        player, mail = chooser.choice(movers)
        legal = player.legal(mail)
        lines = [f"# {player.name} plays", chooser.choice(onward(legal))]
        stats["replies"] += 1
        if stats["replies"] % 15 == 2:
            lines.insert(1, "advance to Berlin")         # refused: nothing applied
            stats["rejected"] += 1
        raw = player.reply(mail, lines)
        if stats["replies"] % 20 == 1:
            code, said = ingest_cli(db, cfg_file, raw)
            stats["cli"] += 1
        else:
            delivery = inbound.handle(service, cfg, raw)
            code, said = delivery.code, delivery.summary
        assert code == inbound.OK, said
        if stats["replies"] % 10 == 3:
            again = inbound.handle(service, cfg, raw)
            assert again.code == inbound.OK and "already handled" in again.summary
            stats["duplicates"] += 1

    game = service.load(game_id)
    assert game.finished, f"nobody can move but the game is not over: {stats}"
    assert audit.verify(service, game_id) == audit.Verdict()
    assert stats["cli"] and stats["rejected"] and stats["duplicates"]
    kinds = [m["X-Pbem-Kind"] for m in smtp_server.messages]
    assert kinds.count("ended") == seats
    # one answer per distinct reply (duplicates answered once), one per rejection
    answers = kinds.count(inbound.ANSWER) + kinds.count(inbound.REJECTED)
    assert answers == stats["replies"]
    assert kinds.count(inbound.REJECTED) == stats["rejected"]
    email_commands = [rec for rec in service.store.read(game_id)
                      if rec.metadata.get("channel") == "email" and
                      "command" in rec.metadata]
    assert len(email_commands) == stats["replies"] - stats["rejected"]
    for p in players:
        assert "ended" in [m["X-Pbem-Kind"] for m in p.inbox]
