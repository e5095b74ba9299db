"""The charts over a game (the replay page's "Over the game"): each game's numbers
from its public view after every event, the last value of each round or turn kept,
drawn as SVG line charts."""
import xml.etree.ElementTree as ET

import pytest

from pbem.core import progress
from pbem.web.charts import line_chart
from tests.fuzz import onward

SVG = "{http://www.w3.org/2000/svg}"
GAMES = {"flanders": (None, {"Position", "Troops"}, ["Red", "Blue"]),
         "rhine": ({"commanders": "Monty+Patton"}, {"Medals", "Supplies on the corps"},
                   ["Monty", "Patton"]),
         "memoir44": ({"scenario": "pegasus-bridge"}, {"Medals"}, ["Allies", "Axis"])}


def played(service, kind, moves=40):
    options, _, _ = GAMES[kind]
    gid, _ = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], options)
    for _ in range(moves):
        game = service.load(gid)
        if game.finished:
            break
        role = service.active(game)[0]
        service.submit(gid, role, onward(service.legal(game, role))[-1])
    return gid


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_each_games_course_ends_at_its_public_numbers_now(service, kind):
    gid = played(service, kind)
    course = progress.course(service.store.read(gid))
    _, titles, series = GAMES[kind]
    assert set(course["charts"]) == titles
    game = service.load(gid)
    name, x, now = game.rules.progress(service.view(game, None))
    assert course["x"] == name
    for title, values in now.items():
        assert list(course["charts"][title]) == series
        for who, value in values.items():
            points = course["charts"][title][who]
            assert points[-1] == (x, value)
            assert [p[0] for p in points] == sorted({p[0] for p in points})


def test_rhine_supplies_are_what_each_commanders_corps_carry(service):
    from pbem.games.rhine.board import RHINE
    gid = played(service, "rhine", moves=0)
    game = service.load(gid)
    view = service.view(game, None)
    _, _, charts = game.rules.progress(view)
    for role, p in view["players"].items():
        assert charts["Supplies on the corps"][role] == sum(
            c["gas"] + c["ammo"] + c["food"] for name, c in view["corps"].items()
            if RHINE.corps[name].colour == p["colour"]) > 0


def test_a_game_without_progress_has_no_course(service):
    gid, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    assert progress.course(service.store.read(gid)) is None


def test_a_line_chart_is_svg_with_a_line_and_a_legend_entry_per_series():
    svg = ET.fromstring(line_chart("Medals", "turn", {"Allies": [(1, 0), (2, 1), (4, 3)],
                                                      "Axis <b>": [(1, 0), (4, 2)]}))
    assert svg.get("aria-label") == "Medals by turn"
    lines = svg.findall(f"{SVG}polyline")
    assert [line.find(f"{SVG}title").text for line in lines] == ["Allies", "Axis <b>"]
    assert lines[0].get("stroke") != lines[1].get("stroke")
    texts = [t.text for t in svg.findall(f"{SVG}text")]
    assert "Allies 3" in texts and "Axis <b> 2" in texts


def test_the_replay_page_draws_the_charts(service):
    from pbem.web import create_app
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    gid = played(service, "memoir44", moves=10)
    page = client.get(f"/games/{gid}/replay").get_data(as_text=True)
    assert 'id="charts"' in page and 'aria-label="Medals by turn"' in page
    toy, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    assert 'id="charts"' not in client.get(f"/games/{toy}/replay").get_data(as_text=True)
