"""The email channel: outbound notifications from the outbox, inbound replies as moves.

Nothing here knows a game's rules: messages are rendered from the game's view(),
render_text() and render_svg(), and replies become text commands for Service.submit().
"""
