"""Which kinds of notice an address has turned off.

A preference belongs to an email address, not to a seat, because "stop sending me
reminders" is said by a person about their inbox. A row in mail_prefs means "off".
Who is told consults it before writing a notice (pbem.telling.notify, digests); the
ways to change it are the channels' (a seat page's settings, a mail's signed one-click
link: pbem.mail.unsubscribe).
"""

#: the notices a player can turn off, each in words (a settings page's rows, a mail's
#: subject): not the notice that someone else wrote with the seat's reply address (it
#: always comes), nor the digest (pbem.telling.digests turns it on and off with its
#: hour), nor the answers to a player's own mails (their mails' links turn them off)
KINDS = {"started": "the game starts", "turn": "your turn",
         "decision": "a decision is waiting for you", "ended": "game over",
         "reminder": "deadline reminders", "expired": "missed deadlines",
         "vacation": "an opponent's vacation"}


def create(conn):
    """The mail_prefs table, made when missing (idempotent; pbem.schema takes it): is_off
    is asked while notices are written and composed, where a CREATE would contend for
    the write lock."""
    conn.execute("CREATE TABLE IF NOT EXISTS mail_prefs (email TEXT NOT NULL, "
                 "kind TEXT NOT NULL, PRIMARY KEY (email, kind))")


def norm(email):
    """EMAIL as preferences key it: trimmed, lower case."""
    return email.strip().lower()


def is_off(conn, email, kind):
    return conn.execute("SELECT 1 FROM mail_prefs WHERE email=? AND kind=?",
                        (norm(email), kind)).fetchone() is not None


def turn_off(conn, email, kind):
    conn.execute("INSERT INTO mail_prefs VALUES (?,?) ON CONFLICT DO NOTHING",
                 (norm(email), kind))


def turn_on(conn, email, kind):
    conn.execute("DELETE FROM mail_prefs WHERE email=? AND kind=?", (norm(email), kind))
