/* The odds of the next chip at a draw-or-stop decision: what an engine's
 * `odds` hook (play.h) fills in, one outcome for each kind of chip in the
 * bag, and its words and JSON (odds.c), which the position API hands out
 * (nt_position_odds, notation_position.h).
 *
 * Everything is exact: a kind's chance is count / chips, two whole
 * numbers; percentages are for display only.  Where what a chip gives is
 * not fixed by the draw alone (a later choice, another chip drawn), the
 * outcome says so (`depends`) and gives the range, never a guess.
 *
 * The struct holds its strings in place (no pointers into the engine's
 * state), so that a position may copy it and keep it while the engine
 * moves on. */
#ifndef NT_ODDS_H
#define NT_ODDS_H

#include "buf.h"
#include "notation_position.h"

/* Kinds of chip a bag may hold, at most, in any game (the Duel: 9
 * colours of up to 5 levels). */
#define NT_ODDS_KINDS 48

typedef struct nt_odds_kind {
    char chip[24];            /* as the record writes it */
    long count;               /* of this kind in the bag */
    const char *into;         /* "pot", "bowl", "beside", "row", "neck" */
    int space, space_max;
    int explodes;
    unsigned depends;         /* NT_DEPENDS_CHOICE | NT_DEPENDS_CHANCE */
    unsigned flags;           /* NT_OUTCOME_ENDS | NT_OUTCOME_MORE */
    int nworth;
    nt_worth worth[NT_WORTH_MAX]; /* `what`: static strings */
    char words[256];          /* what it gives, in words (see nt_odds_say) */
} nt_odds_kind;

struct nt_odds {
    long chips;               /* in the bag: the denominator */
    int n;
    nt_odds_kind k[NT_ODDS_KINDS];
};

/* Start an empty distribution over a bag of `chips`. */
void nt_odds_init(struct nt_odds *o, long chips);
/* A kind of chip with `count` in the bag, going `into` (a static
 * string) space `space`; the caller fills the rest.  NULL when the table
 * is full (it is never, with NT_ODDS_KINDS above every game's kinds). */
nt_odds_kind *nt_odds_add(struct nt_odds *o, const char *chip, long count,
                          const char *into, int space);
/* A named amount of what the pot is then worth, from min to max (set
 * its `open` after, when what follows may go beyond them). */
void nt_odds_worth(nt_odds_kind *k, const char *what, int min, int max);
/* Append to the kind's words (cut, never overrun, when too long). */
void nt_odds_say(nt_odds_kind *k, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The chips that would explode, summed over the kinds. */
long nt_odds_explode(const struct nt_odds *o);

/* The risk's line ("11 chips in the bag; 3 would explode: 27%"), then
 * one line a kind: its chip, count/chips, the percentage, its words. */
void nt_odds_text(const struct nt_odds *o, nt_buf *out);
/* The kinds as a JSON array (notation_position.h gives its shape). */
void nt_odds_json(const struct nt_odds *o, nt_buf *out);

#endif
