"""A real PostgreSQL server for the tests (issue 15): Debian's `postgresql` package, one
server per test process (xdist workers each start their own), in a temporary folder,
listening on a Unix socket there only (no TCP port at all), stopped at the end.

initdb refuses to run as root, so as root (CI) the server runs as the `postgres` user
the package makes, over a folder given to it. Without the package the tests that need
it skip, saying so; `.ci/run` installs it where it can.
"""
import atexit
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

import pytest

BINDIRS = ("/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin",
           "/usr/lib/postgresql/15/bin", "/usr/local/bin", "/usr/bin")


def bindir():
    """The folder holding initdb and postgres, or None."""
    for folder in BINDIRS:
        if all(Path(folder, tool).exists() for tool in ("initdb", "postgres", "pg_ctl")):
            return Path(folder)
    return None


def _as_owner(command):
    """COMMAND run as the postgres user when this process is root."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class Server:
    """One running server; url(name) is the address of a database on it. DURABLE:
    PostgreSQL's own defaults (fsync at every commit), as bench/stores.py measures;
    SETTINGS: more of postgres's own `-c name=value` options."""

    def __init__(self, tools, durable=False, settings=""):
        self.folder = Path(tempfile.mkdtemp(prefix="pbem-pg-"))
        self.data, self.socket = self.folder / "data", self.folder
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
            self.folder.chmod(0o700)
        self.pg_ctl = str(tools / "pg_ctl")
        subprocess.run(_as_owner([str(tools / "initdb"), "-D", str(self.data), "-U",
                                  "pbem", "--auth=trust", "-E", "UTF8", "--no-sync",
                                  "--locale=C"]), check=True, capture_output=True)
        options = (f"-c listen_addresses='' -c unix_socket_directories={self.socket} "
                   "-c max_connections=200")
        if not durable:     # the tests' server: nothing to keep after a power loss
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self.options = f"{options} {settings}"
        self._start()
        atexit.register(self.stop)

    def _start(self):
        subprocess.run(_as_owner([self.pg_ctl, "-D", str(self.data), "-o", self.options,
                                  "-w", "-l", str(self.folder / "log"), "start"]),
                       check=True, capture_output=True)

    def crash(self):
        """Stop the server as a crash would (its processes killed, what its WAL buffers
        held and no write had handed to the kernel gone), then start it again: it
        recovers from its WAL."""
        subprocess.run(_as_owner([self.pg_ctl, "-D", str(self.data), "-m", "immediate",
                                  "stop"]), check=True, capture_output=True)
        self._start()

    def url(self, database="postgres"):
        return f"postgresql://pbem@/{database}?host={self.socket}"

    def new_database(self):
        """The url of a new empty database of its own."""
        import psycopg
        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self):
        if self.data.exists():
            subprocess.run(_as_owner([self.pg_ctl, "-D", str(self.data), "-m", "immediate",
                                      "stop"]), capture_output=True)
            shutil.rmtree(self.folder, ignore_errors=True)


_server = []


def server():
    """This process's server, started at the first call; skips without PostgreSQL."""
    if not _server:
        _server.append(Server(tools()))
    return _server[0]


def tools():
    """bindir() where a server can be started here; skips the test otherwise."""
    found = bindir()
    if found is None:
        pytest.skip("PostgreSQL is not installed (Debian package: postgresql)")
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root without the postgres user that Debian's "
                        "postgresql package makes (initdb refuses root)")
    return found


def granted_database():
    """(the owner's URL, the URL of a role `pbem grant` made, what grant printed) of a
    new database that `pbem init` made: the service's own role on PostgreSQL."""
    import psycopg
    from click.testing import CliRunner

    from pbem.cli import main
    owner = server().new_database()
    role = f"app_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
    assert CliRunner().invoke(main, ["init", "--db", owner]).exit_code == 0
    result = CliRunner().invoke(main, ["grant", role, "--db", owner])
    assert result.exit_code == 0, result.output
    return owner, owner.replace("postgresql://pbem@", f"postgresql://{role}@"), \
        result.stdout
