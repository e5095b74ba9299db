"""The long-running processes: pbem serve (pages, API and jobs) and pbem worker (jobs
alone)."""
import os
import sys

import click

from pbem.cli.base import creating_service, main, with_service
from pbem.core.errors import Invalid


@main.command()
@click.option("--host", default=None)
@click.option("--port", default=None, type=int)
@click.option("--workers", default=None, type=click.IntRange(min=1),
              help="web processes (default: [server] workers; 0 there: one a core)")
@click.option("--threads", default=None, type=click.IntRange(min=1),
              help="threads a web process (default: [server] threads)")
@click.option("--no-jobs", is_flag=True,
              help="serve pages and API only; `pbem worker` runs the jobs")
@creating_service
def serve(service, cfg, host, port, workers, threads, no_jobs):
    """Serve the pages and the API with gunicorn: web processes of threads each
    (pbem.web.prefork), and the background jobs, when [scheduler] enabled and not
    --no-jobs, in one more process, all stopped together. Where os.fork is missing,
    waitress in this one process with the jobs in its threads."""
    from pbem.core import logs
    from pbem.web import serving
    logs.configure(cfg)
    settings = cfg["server"]
    settings.update({key: value for key, value in (
        ("host", host), ("port", port), ("workers", workers), ("threads", threads))
        if value is not None})          # links name the address served
    for key, least in (("workers", 0), ("threads", 1)):
        if type(settings[key]) is not int or settings[key] < least:
            raise click.UsageError(f"[server] {key} must be a whole number, {least} or "
                                   f"more, not {settings[key]!r}")
    try:
        sock = serving.bound(settings["host"], settings["port"])
    except serving.CannotListen as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)
    jobs = cfg["scheduler"]["enabled"] and not no_jobs
    if hasattr(os, "fork"):
        _prefork(service, cfg, sock, jobs)
    else:
        _waitress(service, cfg, sock, jobs)


def _prefork(service, cfg, sock, jobs):
    from pbem import config
    from pbem.web import create_app, prefork
    settings = cfg["server"]
    db = _given("db_path")
    # the database is made; the web processes open their own after the fork
    getattr(service.store, "close_all", service.store.close)()
    server = prefork.Server(lambda: create_app(cfg, config.open_service(cfg, db)),
                            settings, sock, _jobs(settings) if jobs else None,
                            cfg["logging"]["level"].lower())
    click.echo(f"pbem serving on http://{settings['host']}:{settings['port']}/ "
               f"({settings['workers'] or prefork.cores()} processes of "
               f"{settings['threads']} threads)", err=True)
    server.run()


def _jobs(settings):
    """The jobs' process of pbem.web.prefork: `pbem worker` on the database and
    settings of this command, told the address served (its mails' links name it),
    ending by itself when this process is gone."""
    from pbem.web import prefork
    given = [arg for option, name in (("--config", "config_path"), ("--db", "db_path"))
             if _given(name) for arg in (option, _given(name))]
    return prefork.Jobs(
        [sys.executable, "-m", "pbem", *given, "worker", "--parent", str(os.getpid())],
        {**os.environ, "PBEM_SERVER_HOST": settings["host"],
         "PBEM_SERVER_PORT": str(settings["port"])})


def _given(name):
    """The --db or --config given to this command (after it or before it), or None."""
    ctx = click.get_current_context()
    return ctx.params.get(name) or ctx.find_root().params.get(name)


def _waitress(service, cfg, sock, jobs):
    from pbem.jobs import scheduler
    from pbem.web import create_app, serving
    settings = cfg["server"]
    server = serving.listen(create_app(cfg, service), settings, sock)
    running = scheduler.start(service, cfg) if jobs else None
    click.echo(f"pbem serving on http://{settings['host']}:{settings['port']}/ "
               f"(waitress, one process of {settings['threads']} threads: this system "
               "cannot fork)", err=True)
    try:
        server.run()
    finally:
        if running:
            running.shutdown()


@main.command()
@click.option("--jobs", "names", default=None, metavar="NAME,...",
              help="the jobs to run, of dispatch, deadlines, digests, imap, forum "
                   "(default: every job this configuration enables)")
@click.option("--parent", default=None, type=int, hidden=True,
              help="stop when process PARENT is gone (`pbem serve`'s jobs' process)")
@with_service
def worker(service, cfg, names, parent):
    """Run the background jobs without serving pages (until SIGTERM or Ctrl-C, after
    the runs under way end). Several workers may run on one database: each piece of
    work is still done once."""
    from pbem.core import logs
    from pbem.jobs import worker as workers
    logs.configure(cfg)
    try:
        jobs = workers.chosen(cfg, None if names is None else
                              [n.strip() for n in names.split(",") if n.strip()])
    except Invalid as e:
        raise click.UsageError(str(e)) from None
    click.echo(f"pbem worker running {', '.join(name for name, _, _ in jobs)}", err=True)
    workers.run(service, cfg, jobs, parent=parent)
