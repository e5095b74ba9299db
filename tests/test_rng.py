"""Committed randomness: reproducible from (seed, stream, version, entropy), fair."""
from collections import Counter

import pytest

from pbem.core import rng

SEED = "ab" * 32


def test_same_inputs_same_draws_and_any_input_changes_them():
    die = rng.Draws(SEED, "g", 3).randint(1, 6)
    draws = lambda *args: [rng.Draws(*args).shuffle(range(20))]  # noqa: E731
    assert draws(SEED, "g", 3, "") == draws(SEED, "g", 3, "")
    base = draws(SEED, "g", 3, "")
    assert draws(SEED, "g", 4, "") != base
    assert draws(SEED, "h", 3, "") != base
    assert draws(SEED, "g", 3, "player entropy") != base
    assert draws("cd" * 32, "g", 3, "") != base
    assert 1 <= die <= 6


def test_dice_are_fair_enough():
    d = rng.Draws(SEED, "g", 0)
    counts = Counter(d.randint(1, 6) for _ in range(12000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(1800 < c < 2200 for c in counts.values()), counts


def test_shuffle_is_a_permutation_and_leaves_input_alone():
    items = list(range(54))
    out = rng.Draws(SEED, "g", 0).shuffle(items)
    assert sorted(out) == items and out != items and items == list(range(54))


@pytest.mark.fresh_seeds
def test_commitment_and_entropy_mix():
    seed = rng.new_seed()
    assert len(seed) == 64 and rng.commitment(seed) != seed != rng.new_seed()
    assert rng.mix_entropy(["a", "b"]) != rng.mix_entropy(["b", "a"])
    with pytest.raises(ValueError):
        rng.Draws(SEED, "g", 0).randbelow(0)
