"""The players beside their games: matches (a game and its return game, their scores
summed); accounts, ratings and tournaments come here.

Personal data lives in its own tables, never in a game's log.
"""
