/* What the two files of positions share: position_open.c reads a record's
 * line of play through the reader; position.c moves along it, asks and
 * answers. */
#ifndef NT_POSITION_INTERNAL_H
#define NT_POSITION_INTERNAL_H

#include "games.h"
#include "odds.h"
#include "record.h"
#include "run.h"
#include "notation_position.h"

#define NT_META_FIELDS 5
extern const char *const nt_meta_fields[NT_META_FIELDS];

/* The line of play: one entry per choice, in parallel arrays (the values,
 * questions, keys and places go to the script source as they are). */
typedef struct nt_line {
    int32_t *vals;
    const nt_question **qs;
    int32_t *keys;
    unsigned long *lines, *cols;
    long *steps;
    int *seats;
    unsigned char *marks; /* the move's mark there: 1.. in notation(5)'s
                             order of the six, 0: none */
    char **answers;       /* owned: each answer as the record spells it */
    char **writtens;      /* owned: each as the record writes it */
    char **contexts;      /* owned: where the game stood ("turn 7, ...") */
    size_t n, cap;
} nt_line;

void nt_line_push(nt_line *l, const nt_ask *a, int32_t v, long step,
                  const char *answer, const char *written, const char *context,
                  unsigned long line, unsigned long col);
void nt_line_cut(nt_line *l, size_t n);
/* A copy of a line (`to` is overwritten), to put back when a move cannot
 * be played whole (position_push.c). */
void nt_line_copy(nt_line *to, const nt_line *from);
void nt_line_free(nt_line *l);
/* Whether two lines have the same first n choices. */
int nt_line_same(const nt_line *a, const nt_line *b, size_t n);
/* The mark of choice k ("!", "?!"), or NULL. */
const char *nt_line_mark(const nt_line *l, size_t k);

/* The observer that copies a line of play into `line` as it is read
 * (position_line.c): every answer with its step, where the record writes
 * it (source's where()), its mark, and, for a variation told whole
 * (nt_play_config.every), where it branches. */
typedef struct nt_line_capture {
    nt_observer obs;
    const nt_game *g;
    nt_line *line;
    nt_source *source;
    const void *state;
    long steps;
    size_t branch;        /* a variation: the answers before its branch */
    int number;           /* and its number among its move's */
    nt_buf scratch, written, context;
} nt_line_capture;

void nt_line_capture_init(nt_line_capture *c, const nt_game *g,
                          nt_line *line, nt_source *source,
                          const void *state);
void nt_line_capture_free(nt_line_capture *c);

/* A line the record writes, as read: the main line (lines[0]) or a
 * variation (position_variation.c). */
typedef struct nt_record_line {
    nt_line line;         /* from the game's start */
    int parent;           /* the line it branches from (its index) */
    size_t branch;        /* the choices before the move it replaces */
    int number;           /* among its move's variations, from 1 */
    int depth;            /* 0: the main line */
    size_t nested;        /* variations inside it, at any depth */
    char *name;           /* as diagnostics name it ("" the main line) */
    char *diag;           /* its first diagnostic as printed, or NULL */
} nt_record_line;

/* A line the position was on when it entered a variation. */
typedef struct nt_entered {
    nt_line line;
    size_t at;
    int on;
} nt_entered;

/* The question a position stands at, copied out of the play. */
typedef struct nt_asked {
    int over;
    long step;
    int actor;                    /* 1-based seat; 0: chance; -1: over */
    const nt_question *q;
    const char *what, *rule;
    const char *source;           /* chance: "bag", "deck", ...; or NULL */
    int owner;                    /* chance: whose (1-based); 0: shared */
    int risk;                     /* a draw-or-stop: the two below hold */
    long explode, chips;          /* chips that would explode / in the bag */
    int has_draw;                 /* a draw-or-stop: `draw` holds */
    struct nt_odds draw;          /* what the next chip gives */
    nt_buf draw_text, draw_json;  /* the same in words and JSON */
    int32_t key;
    int n;
    int32_t vals[NT_MAX_LEGAL];
    double odds[NT_MAX_LEGAL];
    nt_buf strs;                  /* answers then written forms, NUL-ended */
    size_t offs[2 * NT_MAX_LEGAL];
    nt_buf form, context, actor_name;
} nt_asked;

/* The moves listed at a position (position_move.c): each one's text, the
 * rules of its parts, and its answers. */
typedef struct nt_move_list {
    size_t n, cap;
    size_t *text, *rule;   /* offsets into strs */
    size_t *first;         /* each move's first answer in atoms; [n]: end */
    nt_buf strs;
    nt_buf atoms;          /* int32_t answers, one move after another */
    int complete;
} nt_move_list;

void nt_move_list_free(nt_move_list *m);

struct nt_position {
    const nt_game *g;
    void *setup, *state;
    nt_line line;
    size_t at;
    nt_asked ask;
    /* The record as read, and where its bytes are, to read it again
     * (what-if): a path, or a copy of the bytes given. */
    char *file;
    char *path, *data;
    size_t len;
    unsigned long record;
    int valid;
    nt_diag diag;                 /* rule borrowed, message owned */
    /* The first diagnostic of the last reading again (what-if): its line
     * and rule (borrowed), or 0 and NULL. */
    unsigned long again_line;
    const char *again_rule;
    char *meta[NT_META_FIELDS];
    nt_arena arena;               /* holds meta_node */
    const nt_node *meta_node;     /* the record's <meta>, or NULL */
    int seats;
    char *players[9];
    nt_buf text, json;            /* the result */
    nt_move_list moves;
    /* Where each move pushed and not popped started (position_push.c). */
    size_t *pushed, npushed, cappushed;
    /* The record's lines, as read (position_variation.c); the position's
     * line is a copy of lines[on] (as far as it still follows it), entered
     * from the lines kept in `entered`. */
    nt_record_line *lines;
    size_t nlines, caplines;
    int on;
    nt_entered *entered;
    size_t nentered, capentered;
    /* While the record is read: the variation being copied, innermost. */
    struct nt_line_reading *reading;
};

/* The line hook that copies each variation the reader reads (user: the
 * position); and, once read, keep the main line as lines[0] too. */
void nt_position_lines_hook(nt_position *pos, nt_line_hook *h);
void nt_position_lines_main(nt_position *pos);
void nt_position_lines_free(nt_position *pos);
/* Whether the position stands on the record's main line: 1; else 0 with
 * *err (may be NULL) saying why a what-if cannot be made there. */
int nt_position_on_main_line(const nt_position *p, char **err);

/* Read the record again with the answer of choice `at` replaced by `v`:
 * the position's line becomes the new one, as far as the record, read
 * exactly as validate reads it, still follows (the rest of it is read
 * from its own text: names, places, answers written by absence).  Returns
 * the new length; *why (the caller frees it) is NULL when the whole
 * record followed, else its first diagnostic as validate prints it. */
size_t nt_position_reread(nt_position *pos, size_t at, int32_t v, char **why);

/* Replay the first `k` answers of the line (from `follow` on, only while
 * they answer the same questions) and stand at the next ask.  Returns the
 * play's code; *used: the answers taken.  The play is handed back in
 * *play (for its diagnostics; the caller frees it) or freed when NULL. */
int nt_position_replay(nt_position *pos, size_t k, size_t follow,
                       size_t *used, nt_play **play);

/* Value `value` (spelled) of ask `a` as the record writes it: card="roi",
 * <draw/>, <buy seat="1" chip="orange-1"/>. */
void nt_written(const nt_ask *a, const char *value, nt_buf *out,
                const void *state);
const char *nt_question_name(const nt_question *q);

/* Spell value `v` of ask `a` as the record does, in `out`. */
void nt_spell(const void *state, const nt_ask *a, int32_t v, nt_buf *out);

#endif
