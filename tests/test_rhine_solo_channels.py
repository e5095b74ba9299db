"""Race to the Rhine solitaire (rule 17) on every channel: the lobby and the seat's page
in a real browser, the JSON API, the `pbem` command, mail, and the daily digest that
shows the Axis's moves since the day before and the board. Each game is created as a
user would
(`pbem new rhine --player Ann --option solo=Brad`, POST /api/games with the option) and
played from what the channel shows."""
import json
import random
from datetime import datetime, timezone

import pytest
from freezegun import freeze_time

from pbem import config
from pbem.host import audit
from pbem.jobs import digest_pool
from pbem.mail import compose
from pbem.telling import digests, outbox
from tests.fuzz import onward
from tests.mailbots import (Player, answered, check_answer, check_ended, mail_setup,
                            next_mover, summary_commands)
from tests.test_rhine_channels import (_auth, _send, cli_play_to_end, client,  # noqa: F401
                                       pbem_runner, post_command, seat_to_act)
from tests.test_web_pages import (api, browser, game_of, lobby_game,  # noqa: F401
                                  needs_chromium, open_seat, server)

pytestmark = pytest.mark.both_stores

#: the quick choices: end the turn, stop a corps, decline, done
QUICK = ("end", "stop", "done", "decline")


def pick(chooser, commands):
    commands = onward(commands)
    quick = [c for c in commands if c in QUICK]
    if quick and chooser.random() < 0.4:
        return chooser.choice(quick)
    return chooser.choice(commands)


def test_a_solo_game_through_the_api_and_its_page(client, service):  # noqa: F811
    r = client.post("/api/games", json={"kind": "rhine", "players": [{"name": "Ann"}],
                                        "options": {"solo": "Brad"}})
    assert r.status_code == 201, r.json
    game_id = r.json["id"]
    tokens = {s["role"]: s["token"] for s in r.json["seats"]}
    assert list(tokens) == ["Brad"]
    bad = client.post("/api/games", json={"kind": "rhine", "players": [{"name": "Ann"}]})
    assert bad.status_code == 400 and "solo" in bad.json["error"]["message"]
    chooser = random.Random(17)
    played = 0
    while True:
        game, role, legal = seat_to_act(client, game_id, tokens)
        if role is None:
            break
        assert played < 3000
        post_command(client, game_id, tokens[role], role, pick(chooser, legal),
                     game["version"], stale=played == 3)
        played += 1
        if played == 10:
            page = client.get(f"/games/{game_id}?token={tokens['Brad']}",
                              follow_redirects=True)
            assert page.status_code == 200 and b"Numerical markers (solo)" in page.data
    outcome = game["view"]["outcome"]
    assert outcome["reason"].startswith(("automatic victory", "every numerical marker"))
    events = client.get(f"/api/games/{game_id}/events", headers=_auth(tokens["Brad"])).json
    flips = [e for e in events if e["type"] == "number_flipped"]
    assert flips and all(sum(e["data"]["dice"]) in range(3, 19) for e in flips)
    assert audit.verify(service, game_id) == audit.Verdict()


def test_a_solo_game_with_the_pbem_command(tmp_path):
    pbem = pbem_runner(str(tmp_path / "solo.sqlite"))
    game_id = pbem("new", "rhine", "--player", "Ann", "--option",
                   "solo=Patton").stdout.strip()
    refused = pbem("new", "rhine", "--player", "Ann", "--player", "Bob", "--option",
                   "solo=Patton", code=1)
    assert "solo" in refused.output
    shown, _ = cli_play_to_end(pbem, game_id, {"Patton": "Ann"}, pick, random.Random(44))
    assert shown["view"]["solo"]["colour"] == "B" and shown["view"]["outcome"]
    log = pbem("log", game_id).stdout
    assert "The Axis rolls" in log
    assert pbem("verify", game_id).stdout.strip() == f"{game_id}: ok"


def test_a_solo_game_played_only_by_email(tmp_path, smtp_server):
    cfg, cfg_file, db, service = mail_setup(tmp_path, smtp_server)
    chooser = random.Random(1917)
    player = Player("Max", "max@players.example", chooser)
    game_id, _ = service.create("rhine", [{"name": player.name, "email": player.email}],
                                {"solo": "Monty"})
    stats = {"replies": 0, "applied": 0, "summaries": 0, "asked": 0, "rejected": 0,
             "plans": 0}
    while mover := next_mover(service, cfg, smtp_server, [player], stats, 3000):
        _, mail = mover
        legal = player.legal(mail)
        if not legal:
            count, summary = player.summary(mail)
            legal = [c for c in summary_commands(summary) if "-" not in c.split(" ", 2)[-1]
                     or not c.startswith("move")]
            stats["summaries"] += 1
        lines = [f"# {player.name} plays", pick(chooser, legal)]
        stats["replies"] += 1
        answer = answered(service, cfg, smtp_server, [player], player.reply(mail, lines),
                          player)
        check_answer(answer, lines, None, None, stats)
    game = check_ended(service, smtp_server, [player], game_id, stats)
    assert game.state["solo"]["flipped"], "the Axis never rolled"


def test_the_digest_of_a_solo_game_shows_the_axis_moves_and_the_board(service):
    cfg = config.load(env={})
    start = datetime(2025, 6, 1, tzinfo=timezone.utc)
    with freeze_time(start):
        game_id, _ = service.create("rhine", [{"name": "Ann", "email": "ann@x.org"}],
                                    {"solo": "Brad"})
        digests.set_daily(service, "ann@x.org", 8, "UTC")
    with freeze_time(datetime(2025, 6, 1, 3, tzinfo=timezone.utc)):
        service.submit(game_id, "Brad", "end")            # the Axis answers at once
    with freeze_time(datetime(2025, 6, 1, 8, tzinfo=timezone.utc)):
        assert digest_pool.run_digests(service, cfg) == 1
    row = next(r for r in outbox.listing(service.store.conn, ("pending", "sent"))
               if r["kind"] == "digest")
    msg = compose.compose(service, cfg, row)
    body = msg.get_body(("plain",)).get_content()
    assert "The Axis rolls" in body and "turns into an Axis marker" in body
    assert "It is YOUR turn" in body
    assert [p for p in msg.walk() if p.get_content_type() == "image/png"]
    assert json.dumps(row["payload"])


@needs_chromium
def test_a_solo_game_from_the_lobby_in_the_browser(server, browser, service):  # noqa: F811
    """The lobby makes a solo game with one name and the solo option; the seat's page
    plays it to its end (here by ending each turn: the Axis flips a marker a turn)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    links = lobby_game(ctx.new_page(), server, "rhine", ["Ann"], {"opt.rhine.solo": "Brad"})
    assert list(links) == ["Brad"]
    game_id = game_of(links["Brad"])
    page = open_seat(ctx, links["Brad"])
    assert "Numerical markers (solo)" in page.content()
    for _ in range(40):
        if api(server, f"/api/games/{game_id}")["status"] == "finished":
            break
        _send(page, "end", click=False)
    summary = api(server, f"/api/games/{game_id}")
    assert summary["status"] == "finished"
    assert summary["view"]["outcome"]["reason"].startswith("every numerical marker")
    page.goto(f"{server}/games/{game_id}/log")
    assert "The Axis rolls" in page.content()
    ctx.close()
