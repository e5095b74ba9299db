"""Leaving a game before its end: a seat resigns, or the seats still in it agree a draw.

Every game offers the same commands in the same English words (design §8: "resign — a
command in every game's notation, any seat still in the game, through submit"):

    resign          (or `concede`) the seat leaves the game; what becomes of its pieces
                    and who wins is the game's own (each README, "Resigning and draws")
    offer draw      ask every other seat still in the game to end it drawn
    accept draw     agree to the standing offer; the last agreement ends the game
    decline draw    refuse it; the offer is gone

A seat may send them out of its turn: the service asks legal() or is_legal() before it
answers "it is not your turn" (docs/game-protocol.md, "Resigning and draws"). A draw
is offered only where the game's rules know an end without a single winner (the game
gives Leaving its draw()). One offer stands at a time. It lapses when a seat other
than its offerer plays on (a command of the game's own, or a missed deadline's skip or
forfeit) and when any seat leaves (resigns or forfeits); the offerer may finish his own
turn and the offer stands. A resignation or an accepted draw that ends the game cannot
be taken back (the service takes nothing back once a game is over).

Why one module: the words must be the same in every game, and so must the bookkeeping
of an offer (who offered, who agreed, when it lapses); two copies would drift apart.
What a resignation does and how a game ends drawn differ from game to game, so a game
hands them to Leaving, which wraps the game's protocol functions (decide, legal,
is_legal, legal_summary, skip, forfeit, view) with these commands (Leaving.around).

The random players of the tests leave these commands out of what they choose
(concedes()): each would otherwise end most games within a few moves.
"""
from pbem.games import RuleError, rulesets
from pbem.language.speaking import Voice

#: the draws' and resigning's lines and refusals, alike in every game, in the reader's
#: language (domain "games"); the commands' own words (WORDS) are notation, never said
_ = Voice("games")

RESIGN = {"action": "resign"}
OFFER = {"action": "offer-draw"}
ACCEPT = {"action": "accept-draw"}
DECLINE = {"action": "decline-draw"}
#: each command's words (format) and the words read as it (parse: any case, `-` or spaces)
WORDS = {"resign": "resign", "offer-draw": "offer draw", "accept-draw": "accept draw",
         "decline-draw": "decline draw"}
READ = {**{words: action for action, words in WORDS.items()}, "concede": "resign"}
#: the draw's bookkeeping events (a game's apply hands them to apply() here)
EVENTS = ("draw_offered", "draw_accepted", "draw_declined", "draw_lapsed")
#: the state's key of the standing offer: None, or {"by": role, "agreed": [roles]}
KEY = "draw_offer"


# -- the notation ---------------------------------------------------------------------------
def parse(text):
    """The command TEXT names, or None when it is none of these (the game reads it)."""
    return {"action": READ[key]} if (key := " ".join(
        str(text).lower().replace("-", " ").split())) in READ else None


def concedes(command):
    """Whether COMMAND (a dict, or a line of text) is one of these commands."""
    if isinstance(command, dict):
        return command.get("action") in WORDS
    return parse(command) is not None


def format(command):  # noqa: A001 - the protocol's name
    """The words of COMMAND (one of these)."""
    return WORDS[command["action"]]


DESCRIBE = {
    "draw_offered": lambda e, name: _("{role} offers a draw", role=name(e["role"])),
    "draw_accepted": lambda e, name: _("{role} accepts the draw", role=name(e["role"])),
    "draw_declined": lambda e, name: _("{role} declines the draw: the offer is gone",
                                       role=name(e["role"])),
    "draw_lapsed": lambda e, name: _("{by}'s offer of a draw lapses: {role} moves on",
                                     by=name(e["by"]), role=name(e["role"])),
}


def describers(name=str):
    """DESCRIBE's lines as handlers of the event alone, roles said by NAME (a game's
    table of describers takes them so)."""
    return {t: (lambda e, words=words: words(e, name)) for t, words in DESCRIBE.items()}


def describe(event, name=str):
    """One line for the draw's bookkeeping EVENT, or None for any other event; NAME
    (the game's role_name) says a role in the reader's language."""
    words = DESCRIBE.get(event.get("type"))
    return words(event, name) if words else None


# -- the state ------------------------------------------------------------------------------
def apply(state, event):
    """The state after one of EVENTS (a new dict: only the offer changes)."""
    t, role, offer = event["type"], event["role"], state.get(KEY)
    if t == "draw_offered":
        offer = {"by": role, "agreed": []}
    elif t == "draw_accepted":
        offer = {"by": offer["by"], "agreed": offer["agreed"] + [role]}
    else:
        offer = None
    return {**state, KEY: offer}


def offer(state):
    """The standing offer of a draw ({"by", "agreed"}), or None."""
    return (state or {}).get(KEY)


class Leaving:
    """Resigning and draws in one game.

    SINCE: the rules version that brought them (older rules in force: none of it);
    SEATED(state): the roles still in the game, in seat order; RESIGN(state, role, rng):
    the game's events when ROLE resigns (it ends the game, or the game goes on without
    that seat); DRAW(state, roles, rng): the game's events ending it drawn, agreed by
    ROLES; None where the rules know no draw, and NO_DRAW then says why."""

    def __init__(self, since, seated, resign, draw=None, no_draw=None, name=str,
                 voice=None):
        self.since, self.seated, self.resign, self.draw = since, seated, resign, draw
        #: why there are no draws (English, marked N_), said by VOICE (the game's);
        #: NAME, the game's role_name, says a role in the reader's language
        self.no_draw, self.name, self.voice = no_draw, name, voice

    def _playing(self, state):
        return rulesets.since(self.since) and state is not None \
            and not state.get("outcome")

    def commands(self, state, role):
        """These commands ROLE may send now, in notation order."""
        if not self._playing(state) or role not in (seated := self.seated(state)):
            return []
        standing = offer(state)
        if self.draw is None or len(seated) < 2:
            return [RESIGN]
        if standing is None:
            return [RESIGN, OFFER]
        if role != standing["by"] and role not in standing["agreed"]:
            return [RESIGN, ACCEPT, DECLINE]
        return [RESIGN]

    def refusal(self, state, role, command):
        """Why ROLE may not send COMMAND (one of these) now; None when it may."""
        if command in self.commands(state, role):
            return None
        words = format(command)
        if not rulesets.since(self.since):
            return _("this game is kept on older rules, which have no {words!r} (it came "
                     "with rules version {since})", words=words, since=self.since)
        if state is None:
            return _("there is no game yet")
        if state.get("outcome"):
            return _("the game is over")
        seated = self.seated(state)
        if role not in seated:
            return _("{role} is no longer in this game", role=self.name(role))
        if self.draw is None:
            return _("there are no draws in this game: {why}", why=self.voice.term(
                self.no_draw) if self.voice else self.no_draw)
        if len(seated) < 2:
            return _("nobody else is left in the game to agree a draw with")
        standing = offer(state)
        if standing is None:
            return _("no draw has been offered: `offer draw` offers one")
        if command == OFFER:
            return (_("{by} has offered a draw already: `accept draw` or `decline draw`",
                      by=self.name(standing["by"])) if role != standing["by"] else
                    _("you have offered a draw already; the others answer it"))
        if role == standing["by"]:
            return _("you offered this draw: the other seats still in the game answer it")
        waiting = [r for r in seated if r != standing["by"] and r not in standing["agreed"]]
        return _("you have accepted this draw already; it waits for {waiting}",
                 waiting=", ".join(map(self.name, waiting)))

    def _decide(self, state, role, command, rng):
        """The events of one of these commands."""
        if why := self.refusal(state, role, command):
            raise RuleError(why)
        action = command["action"]
        if action == "resign":
            lapsed, after = self._lapse(state, role, leaves=True)
            return lapsed + self.resign(after, role, rng)
        if action != "accept-draw":
            said = "draw_offered" if action == "offer-draw" else "draw_declined"
            return [{"type": said, "role": role}]
        accepted = {"type": "draw_accepted", "role": role}
        after = apply(state, accepted)
        seated = self.seated(after)
        if set(seated) - {offer(after)["by"]} <= set(offer(after)["agreed"]):
            return [accepted] + self.draw(after, seated, rng)
        return [accepted]

    @staticmethod
    def _lapse(state, role, leaves=False):
        """([the lapse event] or [], the state after it) when ROLE plays on (LEAVES: or
        leaves the game) while an offer stands."""
        standing = offer(state)
        if standing is None or (role == standing["by"] and not leaves):
            return [], state
        lapsed = {"type": "draw_lapsed", "role": role, "by": standing["by"]}
        return [lapsed], apply(state, lapsed)

    # -- the game's protocol functions, wrapped ------------------------------------------
    def around(self, **protocol):
        """The game's protocol functions PROTOCOL (decide=..., legal=..., any of decide,
        legal, is_legal, legal_summary, skip, forfeit, view) with these commands, in the
        order given."""
        return tuple(getattr(self, f"{name}_with")(fn) for name, fn in protocol.items())

    def decide_with(self, decide):
        """The protocol's decide(): these commands here, the game's own by DECIDE (a
        standing offer lapses first when they are another seat's)."""
        def concede_or(state, role, command, rng):
            if concedes(command):
                return self._decide(state, role, command, rng)
            lapsed, after = self._lapse(state, role)
            return lapsed + decide(after, role, command, rng)
        return concede_or

    def skip_with(self, skip, leaves=False):
        """A missed deadline's skip() (LEAVES: its forfeit()): it plays on, so a standing
        offer lapses first as a command's does."""
        def lapsing(state, role, rng):
            lapsed, after = self._lapse(state, role, leaves)
            return lapsed + skip(after, role, rng)
        return lapsing

    def forfeit_with(self, forfeit):
        """A missed deadline's forfeit(): the seat leaves, so a standing offer lapses."""
        return self.skip_with(forfeit, leaves=True)

    def legal_with(self, legal):
        """The protocol's legal(): the game's own commands, then these."""
        def with_leaving(state, role):
            return legal(state, role) + self.commands(state, role)
        return with_leaving

    def is_legal_with(self, is_legal):
        """The protocol's is_legal(): these commands here, the game's own by IS_LEGAL."""
        def concede_or(state, role, command):
            if concedes(command):
                return command in self.commands(state, role)
            return is_legal(state, role, command)
        return concede_or

    def legal_summary_with(self, legal_summary):
        """The game's short forms, then one line of these (`resign | offer draw`)."""
        def with_leaving(state, role):
            mine = self.commands(state, role)
            return legal_summary(state, role) + (
                [" | ".join(format(c) for c in mine)] if mine else [])
        return with_leaving

    def view_with(self, view):
        """The game's view, with the standing offer of a draw where the game has draws."""
        def with_offer(state, role):
            out = view(state, role)
            if self.draw is not None:
                out[KEY] = offer(state)
            return out
        return with_offer
