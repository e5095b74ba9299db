"""The command path and what it stands on: Service (the one way into a game's log:
creating, submit(), reading), the game as the service folds it (aggregate, entries,
undo, upgrades, the committed rng), the seats, and the basics every layer above uses
(errors, text checks, logs, metrics).

It knows nothing of mail, forums, the web or the jobs; they stand on it (README,
Layout).
"""
