/* Helpers shared by the Check suites: building Castel positions by hand,
 * running one action written as XML, playing Quacks rounds written as XML,
 * and validating records in memory. */
#ifndef TEST_SUPPORT_H
#define TEST_SUPPORT_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include "castel.h"
#include "quacks.h"
#include "notation.h"

typedef struct T_result {
    int rc;              /* NT_OK, NT_FAIL */
    int ndiag;
    char rule[128];      /* first diagnostic's rule, "" if none */
    char msg[1024];      /* first diagnostic's message */
    char line[1400];     /* first diagnostic as notation prints it */
} T_result;

/* ---------------------------------------------------- Castel positions */

/* An empty board after the deal: no cards anywhere, full pawn supplies,
 * turn 1 for seat 1.  Names are "A", "B", ... */
void T_init(castel_state *s, int players);
int T_card(const char *id);
int T_sq(const char *name);           /* "c3" -> square index */
void T_hand(castel_state *s, int seat, const char *cards);
void T_exch(castel_state *s, const char *cards);
void T_pile(castel_state *s, int seat, const char *cards);
/* Put a card on top of a place ("c3", "north", "outside"); pawn = seat or
 * -1.  The seat's pawn supply pays for it. */
void T_put(castel_state *s, const char *place, const char *card, int pawn);
/* The card at a place and level (-1 = top), or -1 for none. */
int T_at(const castel_state *s, const char *place, int level);
int T_pawn(const castel_state *s, const char *place, int level);
int T_height(const castel_state *s, const char *place);
int T_out(const castel_state *s, const char *card); /* count outside */
int T_in_hand(const castel_state *s, int seat, const char *card);
int T_in_exch(const castel_state *s, const char *card);

/* Seat `seat` takes one action written as XML (e.g. "<place card=\"roi\"
 * at=\"c3\"/>") with `turn` as its turn number. */
T_result T_act(castel_state *s, int seat, const char *xml);
/* The legal spots for a card now, as a space-separated string. */
const char *T_spots(const castel_state *s, const char *card);
/* Pretend `card` at `place` (controlled by `seat`) is resolving, so that
 * T_targets sees the effect's context. */
void T_fx(castel_state *s, const char *card, const char *place, int seat);
/* The legal targets of an effect kind now, as a string of references. */
const char *T_targets(castel_state *s, int kind);

/* ------------------------------------------------------------ Quacks */

/* Read `setup` (a <setup> element) and play `rounds` (round elements,
 * then <unfinished/> unless they hold a <result>) into s; stop after
 * `stop_at` steps (-1: play to the end).  The state is left as the
 * replay left it, for the test to inspect. */
T_result T_quacks(qk_state *s, qk_setup *su, const char *setup,
                  const char *rounds, long stop_at);

/* ------------------------------------------------------------- records */

/* Validate a whole record held in memory. */
T_result T_validate(const char *xml, size_t len, int schema, int keep_going);
T_result T_validate_str(const char *xml);
/* Read a file whole; NULL if it cannot be read. */
char *T_slurp(const char *path, size_t *len);
/* Generate a game in memory (malloc'd XML). */
char *T_generate(const char *game, int players, uint64_t seed,
                 unsigned long index, int assertions, size_t *len);
/* The same with game options (Quacks: books' set, pot side), or NULL. */
char *T_generate_with(const char *game, int players, uint64_t seed,
                      unsigned long index, int assertions, const char *set,
                      const char *side, size_t *len);
/* Generate with any options; and Quacks with The Herb Witches, the sets
 * and sides varying with the index. */
char *T_generate_opts(const nt_gen_options *g, size_t *len);
char *T_generate_hw(int players, uint64_t seed, unsigned long index,
                    size_t *len);
/* Game `k` of a run over every game: `game` 0 Castel (2 to 4 players), 1
 * Quacks (2 to 4), 2 Quacks with The Herb Witches (2 to 5), 3 the Duel. */
char *T_generate_game(int game, int k, uint64_t seed, size_t *len);
/* fmt a record in memory; returns malloc'd canonical XML or NULL. */
char *T_fmt(const char *xml, size_t len, nt_facts_mode facts, size_t *out_len);

/* ------------------------------------------------------- properties */

/* What a property looks at in a record replayed in memory: how many
 * records, how many valid, whether the replay reached a result, how the
 * game ended, and the first diagnostic with its line. */
typedef struct T_outcome {
    int records, valid;
    int result;
    char end[32];
    char first[1400];
    unsigned long first_line;
} T_outcome;

/* A reader that fills *o for every record (with schema validation or
 * not); T_replay clears *o and replays one record held in memory. */
nt_reader *T_outcome_reader(T_outcome *o, int schema);
void T_replay(nt_reader *rd, T_outcome *o, const char *xml, size_t len);
/* NT_TEST_QUICK (set by make asan): a tenth of a generated corpus. */
int T_scale(int n);

/* The Herb Witches' generated corpus.  Game k plays the books' set
 * T_hw_sets[k % T_HW_SETS] (every set 1-6; mixes with locoweed and black
 * of set 5 or 6; mixes without locoweed) and, independently, k % 8: the
 * pots' side (bit 0), the flask rule (bit 1: flask=any) and the Strong
 * ingredient rule (bit 2: strong-ingredient=counts).  13 and 8 are
 * coprime: any 104 consecutive games hold every combination. */
#define T_HW_SETS 13
/* The property corpora: seed, and their sizes before T_scale. */
#define T_CORPUS_SEED 2026
#define T_HW_GAMES_PER_COUNT 500
#define T_DUEL_GAMES_PER_DATA_SET 1000
extern const char *const T_hw_sets[T_HW_SETS];
typedef struct T_hw_combo {
    const char *set, *side, *flask, *strong;
    char options[64]; /* "flask=...,strong-ingredient=..." */
} T_hw_combo;
T_hw_combo T_hw_combo_of(unsigned long k);
char *T_generate_hw_combo(int players, uint64_t seed, unsigned long k,
                          size_t *len);
/* The Duel's generated corpus: game k of a seed's series, with the data
 * set loaded now: one in seven a first game, the others set
 * T_duel_sets[k % 8] (sets 1-4, then mixes) and coin pair
 * T_duel_coins[(k / 8) % 6] (every ordered pair); one in five asserts. */
extern const char *const T_duel_sets[8];
extern const char *const T_duel_coins[6];
char *T_generate_duel(uint64_t seed, unsigned long k, size_t *len);
/* Load the Duel's data set "provisional-1" (the built-in one) or
 * "other-1" (tests/duel/other-1.xml) for the rest of the process. */
void T_use_components(const char *id);

/* The directory of the source tree (from the environment or "."). */
const char *T_srcdir(void);

/* Positions (notation_position.h): record 1 of `xml` opened, or the test
 * fails; and the first `n` choices of two lines must be the same, the
 * first difference named with `what`. */
struct nt_position;
struct nt_position *T_position(const char *what, const char *xml,
                               size_t len);
void T_same_choices(const char *what, struct nt_position *a,
                    struct nt_position *b, size_t n);

#endif
