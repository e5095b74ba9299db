"""The Young Generals variant (rulebook, Appendix 3, "Wariant dla młodych generałów"),
chosen at creation (option young_generals) and recorded in the first event:

- "usunąć wszystkie karty Taktyki z talii, zatrzymać jedynie karty Sekcji": the deck
  holds the section cards only (setup.py);
- "można zrezygnować z zasad Zajęcia Pola i Ataku Pancernego": the variant drops Take
  Ground and Armor Overrun (the book's "may": a game that keeps them is the base game);
- "za każdym razem, gdy stos kart się wyczerpie, należy je przetasować przed utworzeniem
  nowego stosu": the discards are reshuffled whenever the deck runs out, whatever the
  scenario says of reshuffling (script.py).

README "Young Generals".
"""


def young_generals(state):
    return state.get("variant") == "young_generals"
