/* libnotation: collections of records, as pgn-extract reads a database of
 * chess games.  Each record of a file is summed up in one nt_summary: its
 * header (game, set-up, players, metadata), and unless only the headers
 * are asked for, what its replay found (valid or the first rule broken,
 * its length and result, a digest of its choices, the facts each game
 * tells, its canonical form).  Records are read one at a time and
 * dropped: memory stays flat in the size of a collection.
 *
 * Ownership: everything an nt_summary points to is borrowed and lives
 * until the callback returns. */
#ifndef NOTATION_COLLECTION_H
#define NOTATION_COLLECTION_H

#include "notation.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A fact of a game that only a replay knows ("placed" "roi" by seat 2 in
 * turn 7; "explosion" "9" of seat 1 in round 9): nt_game_fact_kind lists
 * each game's kinds. */
typedef struct nt_fact_seen {
    const char *name;
    const char *value;      /* as the record spells it, or NULL */
    int seat;               /* 1-based; 0: none */
    int unit;               /* the turn or round it happened in */
} nt_fact_seen;

/* A name and its value (the <setup>'s attributes, <meta>'s tags). */
typedef struct nt_pair {
    const char *name;
    const char *value;
} nt_pair;

typedef struct nt_summary {
    const char *file;       /* the name the caller gave */
    unsigned long index;    /* 1-based, in its file */
    unsigned long line;     /* where the record starts */
    const nt_game *game;    /* NULL: the record names no known game */
    /* The header, read without replaying. */
    int seats;              /* number of seats; 0 when unknown */
    const char *const *names; /* names[1..seats]: a player's name or NULL */
    const char *event, *site, *date, *round, *annotator; /* or NULL */
    const nt_pair *tags;    /* <tag name value>, in order */
    size_t ntags;
    /* The set-up: the attributes of <setup>, then "dataset" (the Duel's
     * <components>), in order. */
    const nt_pair *setup;
    size_t nsetup;
    /* What the replay found; replayed == 0 with headers only. */
    int replayed;
    int valid;
    const nt_diag *diag;    /* the diagnostics (the first one broke) */
    size_t ndiag;
    long steps, actions;
    const char *unit;       /* "turn" or "round" (the game's), or NULL */
    long units;             /* the last turn or round played */
    int over;               /* the game has ended (not unfinished) */
    unsigned winners;       /* bit s-1: seat s won */
    const char *end;        /* how it ended ("win", "stall", "drawoff"),
                               or NULL when the game says nothing */
    const char *result;     /* in words, as validate says it, or NULL */
    const char *result_json;/* as validate --format json gives it, or NULL */
    unsigned long notes;    /* <note> elements read (of the main line) */
    long variations;        /* <variation> elements, nested ones too */
    long marks;             /* moves marked (!, ?, ...), in them too */
    /* A digest of the set-up (player names aside) and of every choice:
     * records that make the same choices have the same digest; notes and
     * metadata do not count. */
    uint64_t digest;
    const nt_fact_seen *facts;
    size_t nfacts;
    /* The canonical form (notation fmt's bytes), when asked for and the
     * record is valid; else NULL. */
    const char *xml;
    size_t xml_len;
} nt_summary;

typedef enum nt_xml_form {
    NT_XML_NONE,            /* no canonical form */
    NT_XML_RECORD,          /* a file of its own: declaration, <game> */
    NT_XML_MEMBER           /* one <game> of a <games> collection: each
                               line indented, no declaration, starting
                               with a newline */
} nt_xml_form;

typedef struct nt_collection_options {
    int headers_only;       /* read the headers alone, replay nothing */
    nt_xml_form xml;
    /* Called once per record in document order; nonzero stops reading the
     * file. */
    int (*on_summary)(const nt_summary *s, void *user);
    void *user;
} nt_collection_options;

typedef struct nt_collection nt_collection;

nt_collection *nt_collection_new(const nt_collection_options *o);
void nt_collection_free(nt_collection *c);
/* Sum up every record of a file ("-": standard input).  0 when every
 * record is valid (or headers only), 1 when some is invalid, 2 when the
 * file cannot be read (its one summary then has no game and a
 * notation.io diagnostic). */
int nt_collection_file(nt_collection *c, const char *path);

/* The summary as the JSON object notation-list(1) prints for it, on one
 * line without its newline (the caller frees it: free() or nt_free()). */
char *nt_summary_json(const nt_summary *s);

/* The kinds of fact of game `g`: the i-th kind's name (NULL past the
 * end), what its value is (*value, NULL: none) and what it means
 * (*text). */
const char *nt_game_fact_kind(const nt_game *g, size_t i, const char **value,
                              const char **text);
/* "turn" or "round": what a game's facts and lengths count in (NULL for
 * a game without facts). */
const char *nt_game_unit(const nt_game *g);

#ifdef __cplusplus
}
#endif
#endif
