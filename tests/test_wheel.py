"""The wheel: built from the repository's files, installed (not editable) in a fresh
venv outside the checkout, it serves pages (the help pages from the games' Markdown
files among them, and a page in Polish from the catalogs) and pictures and composes
mails, whose templates stand outside the package in the repository (pbem.TEMPLATES).

The venv gets the wheel alone (pip install --no-deps); the libraries it needs are the
ones this suite runs with, seen through a .pth line to their site-packages (whose own
.pth files, the editable install's among them, are not read from there), so nothing
is downloaded but the build's setuptools and the checkout is nowhere on its path.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import tomllib
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = ("pyproject.toml", "README.md", "pbem", "events", "templates")


def test_the_wheel_names_every_package_of_the_tree():
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "packages"]
    tree = {".".join(p.parent.relative_to(ROOT).parts)
            for part in ("pbem", "events") for p in (ROOT / part).rglob("__init__.py")}
    assert set(listed) == tree | {"pbem.templates"}


def install(tmp):
    """Build the wheel from a copy of the repository's files and install it in a
    fresh venv; (the venv's bin folder, a folder outside the checkout, the env)."""
    source = tmp / "source"
    source.mkdir()
    for name in FILES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(ROOT / name, source / name)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                    str(tmp / "dist"), str(source)], check=True, env=env, cwd=tmp,
                   timeout=600)
    [wheel] = (tmp / "dist").glob("pbem-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    site = next((venv / "lib").glob("python3*/site-packages"))
    (site / "libraries.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"),
                    "install", "-q", "--no-deps", str(wheel)], check=True, env=env,
                   timeout=600)
    away = tmp / "elsewhere"
    away.mkdir()
    return venv / "bin", away, env


def run(installed, *args):
    bin_, away, env = installed
    return subprocess.run([str(bin_ / args[0]), *args[1:]], cwd=away, env=env,
                          capture_output=True, text=True, timeout=120)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url, tries=100):
    """The response to GET URL, waiting for a server that is starting."""
    for _ in range(tries):
        try:
            return urllib.request.urlopen(url, timeout=60)
        except urllib.error.URLError:
            time.sleep(0.2)
    return urllib.request.urlopen(url, timeout=60)


COMPOSE = """
import json
from pbem import config
from pbem.mail import compose
from pbem.telling import outbox
cfg = config.load(env={})
service = config.open_service(cfg, "pbem.sqlite", create=False)
row = next(r for r in outbox.listing(service.store.conn) if r["kind"] == "started")
msg = compose.compose(service, cfg, row)
print(json.dumps({"subject": msg["Subject"], "text": msg.get_body(("plain",)).get_content(),
                  "parts": [p.get_content_type() for p in msg.walk()]}))
"""


def test_the_wheel_installed_alone_serves_pages_pictures_and_mails(tmp_path):
    installed = install(tmp_path)
    done = run(installed, "python", "-c", "import pbem, pbem.web; print(pbem.__file__, "
               "pbem.TEMPLATES)")
    where, templates = done.stdout.split()
    assert "site-packages" in where and not where.startswith(str(ROOT)), done
    assert templates.endswith("site-packages/pbem/templates")
    made = run(installed, "pbem", "--db", "pbem.sqlite", "new", "flanders", "--player",
               "Ann:ann@example.org", "--player", "Bob")
    assert made.returncode == 0, made.stderr
    game = made.stdout.strip()
    port = free_port()
    bin_, away, env = installed
    server = subprocess.Popen([str(bin_ / "pbem"), "--db", "pbem.sqlite", "serve",
                               "--port", str(port)], cwd=away, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        page = fetch(f"{base}/games/{game}")
        assert page.status == 200 and "In Flanders Field" in page.read().decode()
        for path, says in (("/help/flanders/how-to-play", "How to play In Flanders Field"),
                           ("/help/flanders", "Reconstructions and assumptions")):
            assert says in fetch(base + path).read().decode(), path   # package data
        polish = fetch(f"{base}/help?lang=pl").read().decode()    # the catalogs
        assert '<html lang="pl">' in polish and "Miejsca i linki" in polish
        picture = fetch(f"{base}/games/{game}/board/1.png")
        assert picture.read()[:8] == b"\x89PNG\r\n\x1a\n"
    finally:
        server.terminate()
        server.wait(timeout=30)
    composed = run(installed, "python", "-c", COMPOSE)
    assert composed.returncode == 0, composed.stderr
    mail = json.loads(composed.stdout)
    assert "In Flanders Field" in mail["subject"] and "Ann" in mail["text"]
    assert "text/html" in mail["parts"] and "image/png" in mail["parts"]
