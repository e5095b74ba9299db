"""The email channel: outbound notifications from the outbox, inbound replies as moves.

Nothing here knows a game's rules: messages are rendered from the game's view(),
render_text() and render_svg(), and replies become text commands for Service.submit().
"""


def setup(service, cfg):
    """Make SERVICE write the mail notifications of every change into its outbox.

    Called by config.open_service for every opened service (CLI, web, mail, scheduler),
    because every channel can change a game and the players must hear of it whether
    or not this process sends mail: [mail] enabled only decides whether `pbem serve`
    runs the dispatch job. Idempotent. Only the listeners are added here (the notices,
    and the consent asked of the addresses a new game names): the mail tables are made
    by every opened service (pbem.schema.create). cfg is accepted for settings the
    listeners may need; notifications depend only on the database today. The board
    pictures' base maps are kept on disk for every process of the deployment to share
    ([mail] picture_cache, or beside the database: pbem.mail.picture_files)."""
    from pbem.mail import picture, picture_files
    from pbem.telling import notify
    picture.keep_on_disk(picture_files.folder(cfg["mail"].get("picture_cache", ""),
                                              service.store.path))
    notify.take_consent(service)
    if notify.listener not in service.listeners:
        service.listeners.append(notify.listener)
    return service
