"""The games used last are kept folded (pbem.core.hot): a load right after a move reads
only the log's head, and a kept fold is never served once the log moved on, was cut
short or was rewritten behind the service's back."""
import pytest

from events import open_store
from pbem.config import service_over
from tests.tamper import rewrite, tamper

pytestmark = pytest.mark.both_stores


def flanders(service):
    game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    for _ in range(7):
        game = service.load(game_id)
        role = service.active(game)[0]
        service.submit(game_id, role, service.legal(game, role)[0])
    return game_id


def counting_reads(service):
    reads = []
    read = service.store.read
    service.store.read = lambda *args: reads.append(args) or read(*args)
    return reads


def test_a_load_after_a_move_reads_only_the_head(service):
    game_id = flanders(service)
    reads = counting_reads(service)
    game = service.load(game_id)
    assert reads == [] and (game.version, game.head) == service.store.head(game_id)
    assert game.snapshot() == service_over(service.store).load(game_id).snapshot()


def test_a_move_by_another_process_is_seen(service, tmp_path):
    game_id = flanders(service)
    service.load(game_id)
    other = service_over(open_store(service.store.path))         # another worker's service
    game = other.load(game_id)
    role = other.active(game)[0]
    other.submit(game_id, role, other.legal(game, role)[0])
    assert service.load(game_id).snapshot() == other.load(game_id).snapshot()


def test_a_log_cut_short_or_rewritten_is_folded_anew(service):
    game_id = flanders(service)
    kept = service.load(game_id)
    last = kept.version - 1
    tamper(service.store.conn, "events", "DELETE FROM events WHERE stream=? AND version=?",
           game_id, last)
    tamper(service.store.conn, "snapshots", "DELETE FROM snapshots WHERE stream=?",
           game_id)
    assert service.load(game_id).version == last
    record = service.store.read(game_id)[3]
    rewrite(service.store, game_id, 3, payload={**record.payload, "tampered": True})
    assert service.load(game_id).head == service.store.head(game_id)[1]


def test_what_a_caller_does_to_its_copy_leaves_the_kept_fold(service):
    game_id = flanders(service)
    mine = service.load(game_id)
    mine.version, mine.state = 0, None
    again = service.load(game_id)
    assert again.version == service.store.head(game_id)[0] and again.state is not None
