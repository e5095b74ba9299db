"""The import rule of README, Layout: the contracts of pyproject.toml's
[tool.importlinter] (pbem's layers, the kernel, the games, the channels), checked by
import-linter over the real tree, and shown to fail on a copy with one import across
them the wrong way."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = ("import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, "
        "no_logo=True))")


def lint(where):
    """(exit status, output) of import-linter over the tree at WHERE."""
    done = subprocess.run([sys.executable, "-c", LINT], cwd=where, capture_output=True,
                          text=True, env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin"},
                          timeout=300)
    return done.returncode, done.stdout + done.stderr


def copy_of_tree(tmp_path):
    for part in ("pbem", "events"):
        shutil.copytree(ROOT / part, tmp_path / part,
                        ignore=shutil.ignore_patterns("__pycache__", "*.png", "*.m44"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    return tmp_path


def test_every_import_keeps_the_layers():
    status, output = lint(ROOT)
    assert status == 0, output
    assert "4 kept, 0 broken" in output


def test_an_import_from_a_higher_layer_breaks_the_rule(tmp_path):
    tree = copy_of_tree(tmp_path)
    deadlines = tree / "pbem" / "telling" / "deadlines.py"      # telling below mail
    deadlines.write_text(deadlines.read_text() + "\nfrom pbem.mail import compose\n")
    status, output = lint(tree)
    assert status == 1, output
    assert "pbem.telling.deadlines -> pbem.mail.compose" in output
    assert "layers, highest first" in output and "BROKEN" in output


def test_a_game_that_reaches_for_sql_breaks_the_rule(tmp_path):
    tree = copy_of_tree(tmp_path)
    common = tree / "pbem" / "games" / "common.py"
    common.write_text(common.read_text() + "\nimport sqlite3\n")
    status, output = lint(tree)
    assert status == 1 and "pbem.games is not allowed to import sqlite3" in output, output
