/* The Duel's rulings that are ours rather than the specification's: the
 * engine's reading of quacks-duel-data.md (DU-X1, DU-X2) and the records
 * that start at a later round from the standings (DU-P1 ... DU-P3).  Not a
 * header: the entries of du_rulings[], included at its end by rulings.c,
 * so that the catalogue stays one table and each file a readable size. */
    {"DU-X1",
     "How is a choice that the specification treats as one decision "
     "(RETURN's list of chips) written?",
     "As one <return> element per chip, in order; silence ends the list "
     "(none returned further). The places all name the vial before the "
     "list's first chip leaves (DU-C21).",
     "It carries the same answers in the same order as a single list would, "
     "and each chip then gets a diagnostic located at its own element."},
    {"DU-X2",
     "Can a brewing turn go on forever?",
     "No: a turn is refused after 200 decision points (rule "
     "duel.turn.limit).",
     "The specification notes that pink I and III could cycle under "
     "adversarial play; a bound keeps replay linear in the record's size and "
     "no real turn comes near it."},
    {"DU-P1",
     "A record may start at the beginning of a later round, from the "
     "standings: what must it say, and what follows from it?",
     "<setup round=\"R\"> (2 to 7) and, on each <seat>, every chip the "
     "player owns (all in the bag), the gold (0 or 1), the stand, the "
     "patients cured and the cards kept, held in the order of their "
     "numbers; on <setup>, the patient on the path and who discarded a "
     "trade card last. What a seat leaves out is as at the start of the "
     "game (the starting bag, the start square, no gold, no cure, no "
     "card). The rest follows: the supply is the box less both bags, the "
     "park holds the patients neither cured nor on the path, each player's "
     "cured patients took the first guild squares, the vials are empty and "
     "no coin bonus carries over, and the second player's nugget (DU-R35) "
     "is long spent.",
     "After the clean-up of phase 6 every chip is back in its bag and "
     "everything a round sets (coins, shield, windows, purchases, who "
     "finished) is reset; a white 1-chip removed from the game goes back to "
     "the supply (DU-R30). So these few values are the whole state the "
     "rules read, and each can be counted on the table."},
    {"DU-P2",
     "Who tosses the coins in the first round of a record from a later "
     "round, when the tie-breaks reach back to rounds the record does not "
     "hold?",
     "The seat that start names. It must be the trailing player whenever "
     "the guild counts, the patient's half or the last discard (discard=) "
     "decide; when none does, start stands for the rounds before, as if the "
     "other player had tossed in the round before. discard= is carried "
     "forward for the later rounds (DU-R9).",
     "The umpire sees who tosses; the tossing history and the discards "
     "before the position are not on the table, and only these two facts "
     "of them are ever read again."},
    {"DU-P3",
     "How are the trade cards written in a record from a later round?",
     "A later game's <deck> lists only the cards still on the pile, top "
     "first: one for each round from the record's first to round 6 (none "
     "from round 7), each a card no player holds. A first game's pile is "
     "still its cards in order, from the record's first round on. A card in "
     "hand is a keep card, held once, and the cards in hand are no more "
     "than the rounds traded before; in a first game they are cards of its "
     "pile already traded.",
     "One card leaves the pile in each of rounds 1 to 6, and an instant "
     "card is played and discarded the moment it is won (DU-R8): the cards "
     "traded before are gone or in a hand, and the rest of the pile is the "
     "only chance still to come."},
