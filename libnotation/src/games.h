/* What every game engine provides, behind one table of function pointers,
 * so that the generic code (reading, replaying, writing, generating,
 * packing) never needs to know which game it runs. */
#ifndef NT_GAMES_H
#define NT_GAMES_H

#include <libxml/tree.h>
#include <libxml/xmlwriter.h>

#include "picture.h"
#include "play.h"
#include "record.h"

/* Reports a problem in a record's <setup>. */
typedef struct nt_setup_ctx nt_setup_ctx;
struct nt_setup_ctx {
    int (*error)(nt_setup_ctx *c, const nt_node *at, const char *rule,
                 const char *msg);
};
int nt_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                   const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Setup elements: one that holds elements only (no text), and one that
 * holds nothing (its attributes say it all).  0, or -1 once reported. */
int nt_setup_no_text(nt_setup_ctx *c, const nt_node *n);
int nt_setup_empty(nt_setup_ctx *c, const nt_node *n);

struct nt_game {
    const char *id;
    uint8_t code;          /* its number in packed files; never reused */
    const char *title;
    const char *schema;    /* its RELAX NG grammar in schemas/ */
    /* The elements a <note> may stand in (its grammar's), NULL-ended. */
    const char *const *note_parents;
    const nt_rule *rules;
    const size_t *nrules;  /* points at the catalogue's length */
    const nt_ruling *rulings;
    const size_t *nrulings;
    const struct nt_engine_hooks *hooks;

    /* The game's options, players and names, as read from <setup>. */
    size_t setup_size;
    int (*setup_read)(void *setup, const nt_node *node, nt_setup_ctx *c);
    void (*setup_write)(const void *setup, xmlTextWriterPtr w);
    /* Setup for a generated game; returns 0 or writes why not to err. */
    int (*setup_generate)(void *setup, const nt_gen_options *o, nt_buf *err);

    /* The state machine. */
    size_t state_size;
    void (*init)(void *state, const void *setup);
    /* Play the game from its first chance outcome to its result. */
    int (*play)(void *state, nt_play *p);
    /* The result in words and as a JSON object (empty if not over). */
    void (*result)(const void *state, nt_buf *text, nt_buf *json);
    /* Optional: a line explain and replay print under a record's title,
     * about its set-up (the Duel: its component data set and status). */
    void (*banner)(const void *setup, nt_buf *out);
    /* Optional, for a game whose components are read from a data file
     * (the Duel): a fingerprint of the data a setup plays with, which
     * packed records carry so that none is decoded with other data under
     * the same name, and the rule that names the data set. */
    uint32_t (*components_digest)(const void *setup);
    const char *components_rule;
    /* Optional: pictures of the state for notation render (picture.h). */
    const nt_picture *picture;
    /* Optional: the facts a replay knows, for select and stats
     * (facts.h). */
    const struct nt_game_facts *facts;
};

extern const nt_game nt_game_castel;
extern const nt_game nt_game_quacks;
extern const nt_game nt_game_duel;

size_t nt_game_count(void);
const nt_game *nt_game_by_code(unsigned code);
size_t nt_game_index(const nt_game *g);

/* Search a catalogue by id. */
const nt_rule *nt_rules_find(const nt_rule *rules, size_t n, const char *id);

#endif
