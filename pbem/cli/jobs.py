"""The long-running processes: pbem serve (pages, API and jobs) and pbem worker (jobs
alone)."""
import sys

import click

from pbem.cli.base import creating_service, main, with_service
from pbem.core.errors import Invalid


@main.command()
@click.option("--host", default=None)
@click.option("--port", default=None, type=int)
@click.option("--no-jobs", is_flag=True,
              help="serve pages and API only; `pbem worker` runs the jobs")
@creating_service
def serve(service, cfg, host, port, no_jobs):
    """Run the web service under waitress (a production WSGI server), and the
    background jobs when [scheduler] enabled and not --no-jobs (stopped when the
    server stops)."""
    from pbem.core import logs
    from pbem.jobs import scheduler
    from pbem.web import create_app, serving
    logs.configure(cfg)
    host = host or cfg["server"]["host"]
    port = port or cfg["server"]["port"]
    cfg["server"].update(host=host, port=port)     # links name the address served
    try:
        server = serving.listen(create_app(cfg, service), cfg["server"])
    except serving.CannotListen as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)
    jobs = scheduler.start(service, cfg) \
        if cfg["scheduler"]["enabled"] and not no_jobs else None
    click.echo(f"pbem serving on http://{host}:{port}/", err=True)
    try:
        server.run()
    finally:
        if jobs:
            jobs.shutdown()


@main.command()
@click.option("--jobs", "names", default=None, metavar="NAME,...",
              help="the jobs to run, of dispatch, deadlines, digests, imap, forum "
                   "(default: every job this configuration enables)")
@with_service
def worker(service, cfg, names):
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
    workers.run(service, cfg, jobs)
