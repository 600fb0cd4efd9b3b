/* The Quacks rulings in full: for each point the rulebooks leave open,
 * the question, the reading we chose and why, in our own words, so that
 * `notation rules quacks Q-R11` answers an umpire without the rules
 * folder.  Sources: ../shared/rules/README.md (Q-R..., H-R...),
 * quacks-rulings.md (I-...), and ours (HW-..., see rules.c). */
#include "quacks.h"

const nt_ruling qk_rulings[] = {
    {"Q-R11",
     "Crow skull of blue set 1: when do the drawn chips that are not chosen "
     "go back into the bag?",
     "Before the chosen chip is placed and acts. A chosen crow skull then "
     "draws from a bag that holds them again.",
     "The French rulebook's example takes the chosen chip and returns the "
     "other in one breath, before anything else happens."},
};

const size_t qk_nrulings = sizeof qk_rulings / sizeof qk_rulings[0];
