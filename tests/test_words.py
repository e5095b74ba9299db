"""Every game's events in words (issue 11, "Words"), across whole games: each event of
a randomly played game of each kind is told by a sentence of its own (never the bare
type name the fallback gives), to the public and to every seat, and while the game
runs a line told to one seat or the public names no card that seat's view of the
event hides."""
import re

import pytest

from pbem.core.aggregate import game_event
from pbem.core.reading import number
from pbem.games.memoir44 import cards as memoir_cards
import pbem.games.memoir44 as memoir
from pbem.games.rhine.board import RHINE
from tests.fuzz import play_random_game

pytestmark = pytest.mark.both_stores

#: (kind, seats, options, seed): games that end in a few hundred commands
GAMES = [("flanders", 2, {}, 3), ("rhine", 2, {}, 3), ("memoir44", 2, {}, 3)]


def card_names(kind):
    """Card id -> the name a line would use, for the kinds whose cards can be hidden."""
    if kind == "rhine":
        return {c.id: c.name for c in RHINE.cards.values()}
    if kind == "memoir44":
        return {cid: c["name"] + (f" ({c['section']})" if c["section"] else "")
                for cid, c in memoir_cards.CARDS.items()}
    return {}


def card_ids(value, names):
    """Every card id anywhere in VALUE (an event or a part of one)."""
    if isinstance(value, dict):
        return {i for v in value.values() for i in card_ids(v, names)}
    if isinstance(value, list):
        return {i for v in value for i in card_ids(v, names)}
    return {value} if isinstance(value, str) and value in names else set()


def hidden_names(event, seen, names):
    """The names of the cards EVENT holds that SEEN (its view for a seat) hides, but
    for a name a card still in SEEN also has (two copies of one card)."""
    shown = {names[i] for i in card_ids(seen, names)}
    return {names[i] for i in card_ids(event, names) - card_ids(seen, names)} - shown


@pytest.mark.parametrize("kind, seats, options, seed", GAMES, ids=[g[0] for g in GAMES])
def test_every_event_of_a_whole_game_is_told_in_words(service, kind, seats, options, seed):
    names, checks = card_names(kind), {"hidden": 0}

    def told_while_running(game, _role, _result):
        """Every so often, the log as each seat and the public read it now."""
        if game.finished or game.version % 40:
            return
        records = {number(r): game_event(r) for r in service.store.read(game.id)}
        for role in game.roles + [None]:
            for told in service.events_for(game.id, role):
                if told["type"].startswith("game."):
                    continue
                event = records[told["version"]]
                hidden = hidden_names(event, game.rules.event_view(event, role), names)
                checks["hidden"] += bool(hidden)
                assert not [n for n in hidden if n in told["text"]], (role, told, hidden)

    game_id, _ = play_random_game(service, kind, seats, options, seed,
                                  on_step=told_while_running)
    game = service.load(game_id)
    for role in game.roles + [None]:
        for event in service.events_for(game_id, role):
            text, kind_of = event["text"], event["type"]
            assert text.strip() and text not in (kind_of, kind_of.replace("_", " ")), event
            assert not re.fullmatch(rf"\w* ?{kind_of.replace('_', ' ')}", text), event
    assert checks["hidden"] or kind == "flanders", "a game with hidden cards hid none"


def test_a_memoir_standing_answer_is_told_to_its_side_only():
    """Ambush's standing answer is as hidden as the hand it answers for."""
    event = {"type": "standing_answer", "side": "Axis", "answers": {"ambush": "on"}}
    assert memoir.describe(memoir.event_view(event, "Axis")) == \
        "Axis sets its standing answers: ambush on"
    for other in ("Allies", None):
        assert memoir.describe(memoir.event_view(event, other)) == \
            "Axis changes a standing answer (kept hidden)"
