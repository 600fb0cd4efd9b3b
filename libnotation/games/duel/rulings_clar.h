/* The Duel's clarifications DU-C1 ... DU-C20, found by an independent
 * implementation of the specification (quacks-duel-data.md §8), and
 * DU-C21, found by the same differential (§8.1), in full.
 * Not a header: entries of du_rulings[], included by rulings.c between
 * the rulings DU-R1 ... DU-R48 and ours (rulings_ours.h), so that the
 * catalogue stays one table and each file a readable size. */
    {"DU-C1",
     "During a move, what happens when a new patient is needed and the park "
     "is empty?",
     "The steps that would need that patient are lost; the patients that "
     "arrived are then placed in the guild row as usual.",
     "Cured patients stay on the stand until the move is over (DU-R12), so "
     "the park can be empty in the middle of a move, and a step with no "
     "patient to move does nothing. Rulebook: Déplacer le patient."},
    {"DU-C2",
     "How finely are decisions written in a record?",
     "One answer per choice, in this order: for an either-or effect its "
     "branch, then its target when there are two or more; one answer per "
     "unit of an upgrade; in phase 5 one per purchase, then card C-G's yes "
     "or no where it applies, then the end of buying (in a record: no more "
     "<buy> of that seat, or chip=\"none\"); guild square "
     "G3 as one decision, colour and value together; a return of chips to "
     "the bag as one decision, its list of chips (written as DU-X1 says).",
     "Two readers of the same record must split it into the same answers, so "
     "the granularity has to be fixed once for all."},
    {"DU-C3",
     "How finely are chance outcomes written?",
     "Each coin's toss is a separate outcome, taken in the order the setup "
     "lists the coins. In a later game the pile is dealt as six outcomes, "
     "one card at a time, each equally likely among the cards still undealt. "
     "In the draw-off, every round of draws takes seat 1's chip first, then "
     "seat 2's.",
     "As for decisions, every replay must take the outcomes in the same "
     "order."},
    {"DU-C4",
     "How is an effect made of several parts in a row carried out?",
     "Its parts (joined by then, or by a semicolon in the specification's "
     "notation) run in order, each one complete, including any cures and "
     "guild bonuses it causes, before the next one begins. A book that moves "
     "the patient and then moves it again if another green chip is in the "
     "neck (green set III of provisional-1) therefore makes two separate "
     "moves.",
     "A cure can change which patient the next part moves, so a part cannot "
     "be merged with the one before it."},
    {"DU-C5",
     "What does the word may make optional?",
     "Written after the last alternative of an either-or effect (CHOICE), it "
     "belongs to the whole either-or. On a gain of gold, a move of the "
     "patient, a push, a move of the stand, the removal of white 1-chips or "
     "an extra draw (GOLD, PATIENT, PUSH, STAND, REMOVE_W1, DRAW_EXTRA) it "
     "makes a yes or no decision, asked only when at least one unit could be "
     "carried out.",
     "Asking about an effect that can do nothing would only lengthen records."},
    {"DU-C6",
     "When is an amount that depends on the carrying chip's level read?",
     "Once: the carrying chip's value at the moment its effect begins fixes "
     "it. So a delayed chip that an earlier effect of phase 3 upgraded acts "
     "with the higher value; likewise phase 3 looks at neck spaces 1 to 3 as "
     "they stand when it reaches them.",
     "Reading the amount once keeps an effect from changing its own size "
     "while it runs."},
    {"DU-C7",
     "How does an extra draw (DRAW_EXTRA) proceed?",
     "All the chips the effect draws are drawn first; the player chooses one "
     "coloured chip or none, the others go back into the bag, and only then "
     "is the chosen chip placed in the neck, where it acts.",
     "This is how ruling Q-R11 treats the crow skull of the base game, whose "
     "rulebook example takes the chosen chip and returns the others in one "
     "breath."},
    {"DU-C8",
     "May a keep card or a coin bonus be used when it would do nothing?",
     "No: using a keep card must return at least one chip; coin bonus B3 "
     "(all whites back to the bag) is offered only if at least one white "
     "lies in the row, and the round-7 payment only to a player with at "
     "least 3 gold.",
     "A use that changes nothing would only throw the card or the bonus away "
     "and lengthen records."},
    {"DU-C9",
     "What becomes of a white that exploded the vial by going past the end "
     "of the row (DU-R28)?",
     "It never enters the row: it stays next to the vial, never counts as "
     "the last white, and returns to the bag with everything else at the end "
     "of the round, or straight away if card C-K is used to cancel the "
     "explosion, which is allowed.",
     "The row has no space for it, so it cannot be the last white."},
    {"DU-C10",
     "How are chips named by address in a decision?",
     "A chip is named by its place: neck:k (the k-th neck space), white:p "
     "(space p of the row) or body:k (the k-th of the chips lying in the "
     "bottom at that moment, by order of arrival, counted afresh after one "
     "leaves). A decision's addresses all describe the vial as it was just "
     "before that decision. Each address is a separate answer, so two chips "
     "of the same colour and value lying in two places give two different "
     "answers.",
     "Addresses must point to one chip without doubt, and a choice with two "
     "identical chips in different places is still a choice."},
    {"DU-C11",
     "May the player decline the units of an upgrade chosen as one side of "
     "an either-or effect?",
     "No: once the upgrade is chosen, none of its units may be answered none "
     "while an eligible chip exists; only the target is the player's choice.",
     "Choosing the upgrade over the other alternative is already the "
     "decision to take it (§1.2 of the specification)."},
    {"DU-C12",
     "Card C-D gives the player a 4-chip (not black) and the opponent a "
     "1-chip of the same colour: what does the opponent get when the player "
     "can take no 4-chip?",
     "Nothing.",
     "The opponent's 1-chip has the colour of the 4-chip the player took, "
     "and with no 4-chip there is no colour."},
    {"DU-C13",
     "In the draw-off, what if a bag runs empty?",
     "An empty bag draws nothing. If one player reaches 10, that player "
     "wins; if both bags are empty, the higher total wins, and equal totals "
     "share the win.",
     "A player with no chip left cannot add to the total; when neither can, "
     "the totals are all there is to compare (DU-R16)."},
    {"DU-C14",
     "At a decision point with an empty bag (DU-R13), what is offered?",
     "The optional actions (C-H, C-K, B3, the round-7 payment) and the stop; "
     "drawing is offered again as soon as the bag holds a chip; the stop "
     "happens without an answer only when it is the single legal answer.",
     "Those actions may put chips back into the bag and so make a draw "
     "possible again."},
    {"DU-C15",
     "Does the bonus space act when a white lands on it a second time in a "
     "round?",
     "Yes: each time any white lands on it.",
     "After a white leaves the row (DU-R14) another can land on the same "
     "space, and the rulebook's bonus is tied to placing a white there."},
    {"DU-C16",
     "Where does the second chip of card C-G (a second identical chip when "
     "buying) go?",
     "To the bottom of the vial, with the purchase.",
     "It is a copy of a bought chip, and bought chips go there."},
    {"DU-C17",
     "In DU-R9, which discard is the most recent?",
     "All discards are put in a single order, across phases and rounds; the "
     "later discard decides.",
     "Instant and keep cards are discarded at different moments, so only a "
     "single order compares them."},
    {"DU-C18",
     "In what order does the markers' pan act (DU-R8)?",
     "Its upgrades first, then its gold.",
     "The two parts do not interact (an upgrade costs no gold), so any fixed "
     "order would do; one is needed so that every replay agrees."},
    {"DU-C19",
     "An explosion in the first turn of a round: in what order do the "
     "consequences come?",
     "The explosion choice, then the round-7 push of 7 steps (in round 7), "
     "then B6.",
     "The pay-or-push choice and the card's extra push both belong to the "
     "explosion, with the choice first (DU-R36), while B6 waits for the end "
     "of the turn (DU-R21)."},
    {"DU-C20",
     "Besides the rule ids of the specification's list, which rules can an "
     "action break?",
     "duel.action.malformed, duel.action.unexpected, "
     "duel.turn.not-your-turn, duel.draw.not-in-bag, duel.chip.unknown, "
     "duel.effect.choice, duel.effect.take, duel.effect.return, "
     "duel.effect.remove, duel.effect.draw-extra and duel.effect.pay. Ids of "
     "rules only the engine applies (the patient, the stands, placing "
     "whites) are cited in explanations, never in diagnostics.",
     "A record can only go wrong in its answers, and each kind of wrong "
     "answer needs an id a diagnostic can name."},
    {"DU-C21",
     "A return of several chips is written as several <return> elements: "
     "which vial do their places describe?",
     "The elements together are the single decision of DU-C2, and every "
     "place in them names the vial as it was before the first of those "
     "chips left (DU-C10): the first three chips of the bottom are "
     "body:1, body:2 and body:3, not body:1 three times, and the same "
     "holds for the neck. A place named twice in one return is a chip "
     "already on its way back, and breaks duel.effect.return. Card C-E "
     "and the 4-chip of pink set III are where it shows.",
     "A decision's places all describe one moment; counting each <return> "
     "afresh would make a list mean something else than the same list "
     "read at once."},
