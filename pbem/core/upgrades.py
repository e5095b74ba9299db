"""How rules change under running and finished games: the policy, and its words.

A rules fix changes what a game's decide() does, so it changes the events a game
would have been given. The log never changes: each event names the rules that decided
it (pbem.core.service.stamp), `pbem verify` re-derives each with those rules, and a game
moves to other rules only at an explicit boundary, an event of its own. As Rally the
Troops patches live games by running them through the new rules and the eventsourcing
library upcasts old events when it reads them, nothing already decided is decided
again: the new rules take over from the state the old ones left.

The policy (README, "Rules changes"):
1. A finished game keeps the rules it was played under, for good.
2. A running game plays under the rules it was created with until a
   game.rules_changed {"from", "to", "why"} moves it; each such event is told to its
   players in the log, the next mail and the next forum report.
3. When this build plays newer rules of its kind, a running game moves to them before
   its next command (the service appends game.rules_changed in front of it: fixes reach
   the games they fix), unless its host chose to keep its rules (`pbem rules keep
   GAME`: game.rules_kept) and this build still plays them.
4. `pbem rules upgrade GAME` moves a running game to the newest rules now, kept or not.
5. A kept game whose rules a later build no longer plays moves to the newest before
   its next command, its "why" saying so: there are no other rules to play it by.
`pbem rules check` tells beforehand, for every game, whether the newest rules would
have decided its whole past alike, or where they first differ (pbem.host.rederive.check).
"""
from pbem import __version__ as RELEASE
from pbem.games import rulesets


def newest_label(game):
    return rulesets.label(game.kind, rulesets.newest(game.kind))


def why_upgrade_refused(game):
    """Why GAME cannot move to the newest rules now (None: it can)."""
    if game.finished:
        return "a finished game keeps the rules it was played under"
    if game.rules_version == rulesets.newest(game.kind):
        return f"the game is already under the newest rules, {game.rules_label}"
    return None


def why_keep_refused(game):
    """Why GAME's host cannot keep its rules (None: he can)."""
    if game.finished:
        return "a finished game keeps its rules anyway"
    if game.kept:
        return f"the game is kept on {game.rules_label} already"
    if rulesets.ruleset(game.kind, game.rules_version) is None:
        return (f"this build (pbem {RELEASE}) no longer plays {game.rules_label}, so the "
                f"game cannot stay on it: it moves to {newest_label(game)} at its next "
                f"command ({rulesets.played_by(game.rules_label)} plays it)")
    return None


def change(game, why=None):
    """The payload of game.rules_changed moving GAME to the newest rules; WHY: the
    host's words (default: what this build changed)."""
    return {"from": game.rules_label, "to": newest_label(game),
            "why": why or automatic_why(game)}


def automatic_why(game):
    """Why the service moves GAME to the newest rules at its next command."""
    fixes = [rulesets.HISTORY.get(game.kind, {}).get(v, {}).get("summary")
             for v in rulesets.held(game.kind) if int(v) > int(game.rules_version)]
    fixes = [f for f in fixes if f]
    held = rulesets.ruleset(game.kind, game.rules_version) is not None
    return (f"this server runs pbem {RELEASE}, which plays {newest_label(game)}"
            + ("" if held else f" and no longer {game.rules_label}")
            + (": " + "; ".join(fixes) if fixes else "")
            + " (CHANGELOG.md)")


def kept(game):
    """The payload of game.rules_kept for GAME."""
    return {"rules": game.rules_label}
