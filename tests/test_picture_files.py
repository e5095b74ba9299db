"""Base maps kept on disk (pbem/mail/picture_files.py): a deployment's processes draw
each base once between them; a damaged or half-written file is never read as pixels,
it is drawn again and replaced."""
import pytest

from pbem.mail import picture, picture_files
from tests.test_pictures import played


@pytest.fixture
def on_disk(service, tmp_path):
    picture.keep_on_disk(tmp_path / "kept")
    picture.BASES.clear()
    yield tmp_path / "kept"
    picture.keep_on_disk(None)
    picture.BASES.clear()


def another_process():
    """What a process that has drawn nothing yet holds: no base in memory."""
    picture.BASES.clear()
    picture.PATCHES.clear()


def test_a_base_drawn_by_one_process_is_read_by_the_next(service, on_disk):
    game = played(service, "flanders", None, 2, 6)
    at = service.view_at(game.id, game.version, None)
    before = picture.base_renders()
    first = picture.composite(game.rules, at["view"]).png()
    assert picture.base_renders() == before + 1
    assert [p.suffix for p in on_disk.iterdir()] == [".base"]      # no temporary left
    another_process()
    assert picture.composite(game.rules, at["view"]).png() == first
    assert picture.base_renders() == before + 1


@pytest.mark.parametrize("damage", [lambda b: b[:len(b) // 2], lambda b: b[:100] + bytes(
    [b[100] ^ 1]) + b[101:], lambda b: b""])
def test_a_damaged_file_is_drawn_again_and_replaced(service, on_disk, damage):
    game = played(service, "flanders", None, 2, 6)
    view = service.view_at(game.id, game.version, None)["view"]
    first = picture.composite(game.rules, view).png()
    (kept,) = on_disk.iterdir()
    whole = kept.read_bytes()
    kept.write_bytes(damage(whole))
    another_process()
    before = picture.base_renders()
    assert picture.composite(game.rules, view).png() == first
    assert picture.base_renders() == before + 1
    assert kept.read_bytes() == whole


def test_the_folder_is_beside_the_database_unless_configured(tmp_path):
    assert picture_files.folder("", tmp_path / "pbem.sqlite") == tmp_path / "pbem.sqlite.pictures"
    assert picture_files.folder(str(tmp_path / "p"), tmp_path / "x.sqlite") == tmp_path / "p"
    assert picture_files.folder("", "postgresql://u@h/db").parts[-3:] == (
        ".cache", "pbem", "pictures")
    assert picture_files.folder("", ":memory:") is None
