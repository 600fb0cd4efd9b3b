/* libnotation: read, validate, replay, explain, generate and pack records of
 * tabletop games written in the notation described in notation(5).
 *
 * Conventions
 * - Public names are nt_<object>_<verb>.
 * - Every *_new has a *_free that releases what the object owns.
 * - Pointers documented as "borrowed" stay owned by the library and live as
 *   long as the object they came from (games and rules live for ever).
 * - Functions report failure through their return value and nt_diag
 *   records; the library never prints on its own and never exits.
 *   Output that a caller asks for (a canonical record, an explanation) is
 *   written to the FILE the caller hands over.
 */
#ifndef NOTATION_H
#define NOTATION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NT_VERSION_STRING "0.1.0"
/* The notation's XML namespace and format version (notation(5)). */
#define NT_NAMESPACE "urn:libnotation:1"
#define NT_FORMAT_VERSION 1

/* ---------------------------------------------------------------- games */

typedef struct nt_game nt_game;

/* A rule of a game's catalogue: a stable id, what it requires, and where
 * that comes from (rulebook section or one of our rulings). */
typedef struct nt_rule {
    const char *id;
    const char *text;
    const char *source;
} nt_rule;

/* One of our rulings, for a point the rulebook leaves open or ambiguous:
 * the question it settles, the reading chosen, and why, each in full
 * sentences an umpire can read without any other document. */
typedef struct nt_ruling {
    const char *id;         /* "D-22", "Q-R11", "I-FULL", "HW-W4" */
    const char *question;
    const char *choice;
    const char *reason;
} nt_ruling;

/* The game with this id ("castel", ...), or NULL.  Borrowed. */
const nt_game *nt_game_find(const char *id);
/* The i-th supported game, or NULL past the end.  Borrowed. */
const nt_game *nt_game_at(size_t i);
const char *nt_game_id(const nt_game *g);
const char *nt_game_title(const nt_game *g);
/* The game's rule catalogue (borrowed); its length goes to *n. */
const nt_rule *nt_game_rules(const nt_game *g, size_t *n);
/* The rule of this game's catalogue with this id, or NULL. */
const nt_rule *nt_game_rule(const nt_game *g, const char *id);
/* The game's rulings (borrowed); their number goes to *n. */
const nt_ruling *nt_game_rulings(const nt_game *g, size_t *n);
/* A ruling of the game by id ("D-22"; case ignored), or NULL. */
const nt_ruling *nt_ruling_find(const nt_game *g, const char *id);
/* The rules every game shares (reading, schema, notation). */
const nt_rule *nt_common_rules(size_t *n);
/* The catalogue entry for a rule id, searching every game, or NULL. */
const nt_rule *nt_rule_find(const char *id);

/* ---------------------------------------------------------- diagnostics */

typedef enum nt_severity { NT_ERROR, NT_WARNING } nt_severity;

typedef struct nt_diag {
    const char *rule;       /* rule id (borrowed, static) */
    nt_severity severity;
    unsigned long line;     /* 1-based; 0 when unknown */
    unsigned long col;      /* 1-based; 0 when unknown */
    long step;              /* the step (action) it concerns; -1 if none */
    char *message;          /* owned */
    char *detail;           /* owned, NULL unless details were asked for:
                               the relevant state and the legal choices */
} nt_diag;

/* What happened to one record (one <game>). */
typedef struct nt_record {
    const char *file;       /* borrowed: the name the caller gave */
    unsigned long index;    /* 1-based position of the record in its file */
    unsigned long line;     /* line where the record starts */
    const nt_game *game;    /* NULL when the record names no known game */
    int valid;
    size_t ndiag;
    nt_diag *diag;          /* owned by the library, valid during callback */
    long steps;             /* steps replayed */
    long actions;           /* choices read (decisions and chance outcomes) */
    const char *summary;    /* the result in words, or NULL */
    const char *result_json;/* the result as a JSON object, or NULL */
    long variations;        /* <variation> elements, nested ones too */
    long marks;             /* moves marked (!, ?, ...), in them too */
} nt_record;

/* ------------------------------------------------------------- running */

typedef enum nt_job_kind {
    NT_JOB_VALIDATE,        /* replay, report diagnostics */
    NT_JOB_REPLAY,          /* print the state after step `at_step` */
    NT_JOB_EXPLAIN,         /* narrate every step with the state it leaves */
    NT_JOB_FMT,             /* write the canonical form */
    NT_JOB_PACK             /* write the packed form (notation-pack(1)) */
} nt_job_kind;

typedef enum nt_facts_mode {
    NT_FACTS_KEEP,          /* assertions as the record states them */
    NT_FACTS_ALL,           /* fill in every derivable assertion */
    NT_FACTS_NONE           /* strip assertions (labels stay) */
} nt_facts_mode;

/* What packing found: the records' information content and what it took.
 * Decisions are choices among two or more answers, each worth log2 of
 * their number; chance outcomes are worth -log2 of their probability. */
typedef struct nt_pack_stats {
    unsigned long records;
    unsigned long decisions;
    unsigned long chances;
    double decision_bits;
    double chance_bits;
    unsigned long flags;     /* yes/no flags: assertions, optional elements */
    size_t payload_bytes;    /* coded choices and flags */
    size_t text_bytes;       /* metadata, setup and notes, uncompressed */
} nt_pack_stats;

/* NT_JOB_EXPLAIN: after which steps the state is told. */
typedef enum nt_state_print {
    NT_STATE_EVERY,         /* after every step (the default) */
    NT_STATE_TURN,          /* at the end of each turn (of each round in a
                               game whose labels number no turns) */
    NT_STATE_ROUND,         /* at the end of each round (of each turn in a
                               game whose labels number no rounds) */
    NT_STATE_NONE           /* never: the steps and what the rules did */
} nt_state_print;

typedef struct nt_options {
    nt_job_kind job;
    int schema;             /* also check the RELAX NG schema (default 0:
                               the engine's reading is at least as strict;
                               its diagnostic comes first either way) */
    int keep_going;         /* go on after independent violations */
    int details;            /* attach state and legal choices to diagnostics */
    long at_step;           /* NT_JOB_REPLAY: -1 = to the end */
    unsigned long record;   /* 0: every record of a file; K: the K-th
                               only (the others are parsed, not replayed;
                               a file without it gives notation.record) */
    /* NT_JOB_REPLAY: stop where turn `at_turn` or round `at_round` begins
       (after the step before its first step), as the steps' labels number
       them ("turn 4, seat 2 ...", "round 3: ..."); 0: not asked.  A record
       that has no such turn or round is told to on_no_unit, and its file
       gives status 2. */
    long at_turn;
    long at_round;
    /* Called then with why in words ("there is no turn 99: the record
       has turns 1 to 47"); NULL: nothing is said. */
    void (*on_no_unit)(const nt_record *r, const char *message, void *user);
    /* NT_JOB_REPLAY and NT_JOB_EXPLAIN: lines longer than this many
       columns are wrapped at a space, their continuation indented; 0:
       never (the default). */
    int width;
    /* NT_JOB_EXPLAIN: after which steps the state is told. */
    nt_state_print state_print;
    nt_facts_mode facts;    /* NT_JOB_FMT */
    FILE *out;              /* where replay/explain/fmt/pack write; NULL =
                               none.  Pack writes once a file is read, and
                               only if every record is valid. */
    nt_pack_stats *pack_stats; /* NT_JOB_PACK: totals added here, or NULL */
    /* Called once per record, in document order.  Return nonzero to stop
     * reading further records. */
    int (*on_record)(const nt_record *r, void *user);
    void *user;
    /* NT_JOB_FMT (notation fmt --assert recompute): the facts a record
       states are not held against its line of play but written as the
       rules give them; the facts it leaves out stay out (`facts` stays
       NT_FACTS_KEEP).  A record valid so read is written, and each fact
       it states otherwise than the rules is first told to on_fix (NULL:
       not told), in the order of the record: the fix's rule, line and
       column are the fact's, its message says what the record said and
       what the rules give.  A record that breaks a rule in its line of
       play is reported as any invalid record, its facts untold. */
    int recompute;
    void (*on_fix)(const nt_record *r, const nt_diag *fix, void *user);
    /* The main line only: a record's variations are passed over unread
       (validate --main-line).  Otherwise validate, fmt, explain and pack
       read every variation through the engine as they read the main line;
       replay follows the main line. */
    int main_line;
} nt_options;

/* Defaults: validate, everything else off (no schema). */
void nt_options_init(nt_options *o);

typedef struct nt_reader nt_reader;

/* A reader checks and replays records; it keeps its buffers between files,
 * so one reader should serve a whole batch.  Returns NULL and fills *err
 * (owned by the caller, free()) if the schemas cannot be loaded. */
nt_reader *nt_reader_new(const nt_options *o, char **err);
void nt_reader_free(nt_reader *r);

/* Read every record of a file ("-" = standard input).  Returns 0 when every
 * record is valid, 1 when some record is invalid, 2 when the file cannot be
 * read (an I/O error, reported as a record diagnostic with rule
 * notation.io). */
int nt_reader_file(nt_reader *r, const char *path);
/* The same for bytes in memory; `name` is used in diagnostics. */
int nt_reader_memory(nt_reader *r, const char *name, const char *data,
                     size_t len);

/* Write a diagnostic as one line: FILE:LINE:COL: error[RULE]: message,
 * followed by the detail lines when present. */
void nt_diag_print(FILE *out, const char *file, const nt_diag *d);
/* Append one JSON Lines object for a record to `out`. */
void nt_record_print_json(FILE *out, const nt_record *r);
/* Free what the library hands its caller to free (a message through
 * `err`, a string returned to be freed): the same as free(), for bindings
 * that cannot call the C library's own. */
void nt_free(void *p);

/* ------------------------------------------------------------- packing */

/* Write the records of a packed file (as notation pack wrote it) to `out`
 * in canonical form: the same bytes as notation fmt of the original.
 * Returns 0; 1 for a file that is not a packed record, is damaged or cut
 * short (*rule and *message say why; free *message); 2 when `out` cannot
 * be written.  Nothing is written unless the whole file unpacks. */
int nt_unpack_memory(const void *data, size_t len, FILE *out,
                     const char **rule, char **message);

/* ----------------------------------------------------------- generating */

typedef struct nt_gen_options {
    const nt_game *game;
    int players;
    uint64_t seed;
    unsigned long index;    /* which game of the seed's series */
    int assertions;         /* write every derivable assertion */
    /* Game options; 0 or NULL for the game's default. */
    const char *set;        /* Quacks: books' set, "1".."4" ("5", "6"
                               with The Herb Witches), or five digits,
                               one per colour (green, blue, red, yellow,
                               purple): "31244", or seven, adding black
                               and locoweed (0: none): "5656655" */
    const char *side;       /* Quacks: "front" or "back" of the pots */
    const char *options;    /* ruling options, "key=value,...", as the
                               game's <setup> spells them */
    const char *expansion;  /* Quacks: "herb-witches" */
    const char *coins;      /* Duel: the two coins in play, "silver,gold" */
    int first_game;         /* Duel: the first game's set-up */
} nt_gen_options;

/* ------------------------------------------------- Duel component data */

/* The Duel reads its components (books, vial, path, coins, cards) from a
 * data set: `provisional-1` is built in, and ours, not the printed
 * components (DU-R1).  Load another from an XML file: it then replaces
 * the built-in one for the rest of the process, so a record must name
 * its id.  0, or -1 with *err set to "FILE:LINE:COL: error[duel.data.
 * ...]: ..." (the caller frees it). */
int nt_components_load(const char *path, char **err);
/* The data set in use now: its id, and its status line ("provisional-1:
 * invented placeholder data, not the printed components"). */
const char *nt_components_id(void);
const char *nt_components_status(void);

/* Generate `count` random legal games, numbered from o->index, and write
 * them to `out`: one <game>, or with `collection` a <games> collection.
 * Returns 0, or 2 with *err set (the caller frees it) for bad options. */
int nt_generate(const nt_gen_options *o, unsigned long count, int collection,
                FILE *out, char **err);

#ifdef __cplusplus
}
#endif
#endif
