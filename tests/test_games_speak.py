"""A game's texts follow the reader's language, never what the rules decide (issue 28;
pbem.language.speaking): random games of every kind played with Polish in force,
their events described, their boards drawn and their legal commands summed up in
Polish on the way, re-derive exactly under verify, which speaks English. An event or
a state that held a translated word would fail here."""
import random

import pytest

from pbem.host import audit
from pbem.language.speaking import language, speaking
from tests.fuzz import onward

#: kind -> (seats, options, commands played)
GAMES = {"rhine": (2, {}, 60), "flanders": (2, {}, 60), "memoir44": (2, {}, 60),
         "berlin": (2, {}, 60)}


@pytest.mark.parametrize("kind", GAMES)
def test_a_game_played_in_polish_records_what_english_would(service, kind):
    seats, options, commands = GAMES[kind]
    chooser = random.Random(kind)
    with speaking("pl"):
        assert language() == "pl"
        game_id, _ = service.create(kind, [{"name": f"p{i}"} for i in range(seats)],
                                    options)
        for _step in range(commands):
            game = service.load(game_id)
            if game.finished:
                break
            role = chooser.choice(service.active(game))
            legal = onward(game.rules.legal(game.state, role))
            service.submit(game_id, role, game.rules.format(chooser.choice(legal)),
                           channel="web")
            game = service.load(game_id)
            for seat in (role, None):
                view = service.view(game, seat)
                assert game.rules.render_text(view) and game.rules.render_svg(view)
            if hasattr(game.rules, "legal_summary") and not game.finished:
                role = service.active(game)[0]
                assert all(isinstance(line, str)
                           for line in game.rules.legal_summary(game.state, role))
        assert all(entry["text"] for entry in service.events_for(game_id, None))
    assert language() == "en"
    assert audit.verify(service, game_id) == audit.Verdict()
