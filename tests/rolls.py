"""An rng for rule tests: its dice show the numbers the test gives, in order, and its
shuffles keep the order, so a test names every outcome it depends on."""


class Dice:
    def __init__(self, *rolls):
        self.rolls = list(rolls)

    def randint(self, a, b):
        assert self.rolls, "the rules rolled more dice than the test gave"
        return self.rolls.pop(0)

    def shuffle(self, items):
        return list(items)
