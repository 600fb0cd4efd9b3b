/* The conversation between a game engine and a record.
 *
 * The engine drives a game from its first chance outcome to its result.
 * Along the way it
 *   - lays out the record's structure (nt_open, nt_open_opt, nt_close),
 *   - states every derived fact a record may assert (nt_derived),
 *   - asks for every choice, a player's decision or a chance outcome, with
 *     the legal answers enumerated (nt_choose),
 *   - explains what the rules did (nt_say) and marks the end of each step
 *     (nt_step).
 * A source answers the asks: a record being read, a random generator, a
 * packed stream.  Observers see every event together with its answer: the
 * canonical writer, the explainer, the packer.  validate, replay, explain,
 * fmt, generate and pack are therefore the same loop with different
 * sources and observers, and no generic code knows any game.
 *
 * Every engine call returns NT_OK, NT_FAIL (a violation was recorded; the
 * engine unwinds) or NT_STOP (the caller asked to stop here; unwind too).
 */
#ifndef NT_PLAY_H
#define NT_PLAY_H

#include <stdint.h>

#include "buf.h"
#include "notation.h"

enum { NT_OK = 0, NT_FAIL = 1, NT_STOP = 2 };

/* Propagate anything but NT_OK. */
#define NT_TRY(expr)                                                         \
    do {                                                                     \
        int nt_try_rc_ = (expr);                                             \
        if (nt_try_rc_ != NT_OK)                                             \
            return nt_try_rc_;                                               \
    } while (0)

#define NT_CHANCE (-1)
/* "No answer": an optional element or attribute the record leaves out. */
#define NT_NONE INT32_MIN
/* Most legal answers any question of any game can have. */
#define NT_MAX_LEGAL 512

/* How values of one kind are spelled in the notation.  `state` is the
 * engine's state, for values whose spelling depends on the position
 * (a card lying outside the walls is named after the card). */
typedef struct nt_type {
    const char *name;
    int (*parse)(const void *state, const char *text, int32_t *out);
    void (*format)(const void *state, int32_t v, nt_buf *out);
    /* Optional: why `text` is not a value, in words ("there is no seat
     * 5: the game has 2 players"). */
    void (*invalid)(const void *state, const char *text, nt_buf *out);
    /* Optional: the rule cited for a text that is not a value. */
    const char *rule;
} nt_type;

typedef enum nt_bind {
    NT_BIND_ELEM,  /* which element comes next: elems[value] */
    NT_BIND_ATTR,  /* attribute `attr` of the current element */
    NT_BIND_TOKEN, /* next token of the current element's text */
    NT_BIND_KEYED  /* child `elem` whose attribute `key` names ask.key;
                      the answer is its attribute `attr` */
} nt_bind;

/* A kind of choice and where the record writes its answer. */
typedef struct nt_question {
    const char *id;           /* e.g. "castel.place.card" */
    nt_bind bind;
    const char *attr;
    const char *const *elems; /* NT_BIND_ELEM, NULL-terminated */
    const char *elem;         /* NT_BIND_KEYED */
    const char *key;          /* NT_BIND_KEYED */
    const nt_type *type;
    const nt_type *keytype;   /* NT_BIND_KEYED */
    const char *rule;         /* cited when the answer is missing or illegal */
    const char *what;         /* the choice in words */
} nt_question;

/* One choice to make now. */
typedef struct nt_ask {
    const nt_question *q;
    int actor;                /* 0-based seat, or NT_CHANCE */
    int n;                    /* number of legal answers, >= 1 */
    const int32_t *vals;      /* the legal answers, in canonical order */
    /* Chance: the relative odds of each answer.  A decision may carry
     * weights too: a hint for generated games (a plausible player), which
     * replay ignores.  NULL = even. */
    const uint32_t *weights;
    int32_t key;              /* NT_BIND_KEYED */
    int32_t dflt;             /* the answer when the record says nothing */
    int32_t arg;              /* engine context, handed back to why_not */
    const char *rule;         /* overrides q->rule when set */
    const char *what;         /* overrides q->what when set */
    /* Optional, for answers costly to list: with `list` set and n < 0,
     * the answers are listed only when a source or a diagnostic needs
     * them (generating, packing, explaining an illegal answer); replaying
     * a record only asks `legal` of its one answer.  Both must agree.
     * `list` writes at most NT_MAX_LEGAL answers and returns how many;
     * when `weighted` is set it writes their odds too. */
    int (*legal)(const void *ctx, int32_t v);
    int (*list)(const void *ctx, int32_t *vals, uint32_t *weights);
    const void *ctx;
    int weighted;
    /* Optional: what the record may answer, in words, where the answers
     * themselves say little (an element that must come, whose own choice
     * follows: the cards a <send-back> may name).  Used by diagnostics. */
    void (*words)(const void *words_ctx, nt_buf *out);
    const void *words_ctx;
    /* Chance: what the outcome comes out of ("bag", "deck", "die",
     * "hand", "coin", "witches"), and whose it is (a 1-based seat; 0:
     * shared, as a deck). */
    const char *source;
    int owner;
} nt_ask;

/* The rule and the words of an ask, with its overrides. */
#define NT_ASK_RULE(a) ((a)->rule ? (a)->rule : (a)->q->rule)
#define NT_ASK_WHAT(a) ((a)->what ? (a)->what : (a)->q->what)

/* A derived fact a record may assert. */
typedef struct nt_fact {
    const char *attr;         /* attribute; NULL = the element's text */
    const nt_type *type;
    int32_t value;
    const int32_t *list;      /* attr == NULL: the tokens */
    int nlist;
    int unordered;            /* tokens compare as a multiset */
    const char *rule;         /* cited when the record says otherwise */
    int label;                /* always written in canonical form */
    /* Optional: how the rules arrived at the value, appended to the
     * diagnostic when the record says otherwise (built only then). */
    void (*why)(const void *arg, nt_buf *out);
    const void *why_arg;
    /* Optional: the rule a mismatch breaks, knowing what the record says
     * (a total whose one component differs cites that component's rule);
     * NULL or a NULL answer: `rule`. */
    const char *(*rule_of)(const void *arg, int32_t said);
    /* As the key of an optional element: an attribute the element must
     * also carry, so an assertion is told from a choice of the same name
     * and seat (<witch seat vp> from <witch seat buying>). */
    const char *with;
} nt_fact;

typedef struct nt_play nt_play;
struct nt_odds; /* odds.h */

/* Optional elements: of assertions (written when the facts mode asks), of
 * labels (always written), or markers (written only where read). */
enum { NT_OPT_ASSERT, NT_OPT_LABEL, NT_OPT_MARKER };

/* ----------------------------------------------------------- sources */

typedef struct nt_source nt_source;
struct nt_source {
    int (*open)(nt_source *s, nt_play *p, const char *name);
    /* An optional element; `key` (may be NULL) must match to count.
     * `kind` says what it is (NT_OPT_...). */
    int (*open_opt)(nt_source *s, nt_play *p, const char *name,
                    const nt_fact *key, int kind, int *present);
    int (*close)(nt_source *s, nt_play *p);
    /* Sets *present when the record states the fact; a mismatch is
     * reported through nt_play_error and returns NT_FAIL. */
    int (*fact)(nt_source *s, nt_play *p, const nt_fact *f, int *present);
    /* The raw answer (legality is checked by the caller); a->dflt when
     * the record is silent. */
    int (*answer)(nt_source *s, nt_play *p, const nt_ask *a, int32_t *out);
    /* Nothing may follow in the current element.  `more` tells cheaply
     * whether anything does (NULL: never); `end` then reports it. */
    int (*more)(nt_source *s, nt_play *p);
    int (*end)(nt_source *s, nt_play *p, const char *rule, const char *msg);
    /* Without consuming it: is the next element `elem`?  Then copy its
     * attribute `attr` (if present) to `out`.  Sources that are not
     * records answer no. */
    int (*peek)(nt_source *s, nt_play *p, const char *elem, const char *attr,
                nt_buf *out);
    /* Whether the next element may be `name`: 0 only when the source
     * knows it is not (NULL: it may always be). */
    int (*next_is)(nt_source *s, nt_play *p, const char *name);
    /* Position of what is being read, for diagnostics. */
    void (*where)(nt_source *s, unsigned long *line, unsigned long *col);
    /* An error is about to be recorded: report first what the record
     * wrote out of order, if that explains it, and return 1 (the error is
     * then dropped as its consequence).  NULL: never. */
    int (*misplaced)(nt_source *s, nt_play *p);
    /* The source needs every choice's answers listed (it picks or codes
     * them by place), not just its own answer checked. */
    int lists;
};

/* --------------------------------------------------------- observers */

typedef struct nt_observer nt_observer;
struct nt_observer {
    void (*open)(nt_observer *o, const char *name, int emit, int present);
    void (*close)(nt_observer *o, int emit);
    void (*fact)(nt_observer *o, const nt_fact *f, int emit, int present);
    void (*answer)(nt_observer *o, const nt_ask *a, int32_t v);
    void (*note)(nt_observer *o, const char *text);
    /* The next element opened (or keyed answer written) carries this
     * mark (notation(5)). */
    void (*mark)(nt_observer *o, const char *mark);
    /* A variation stands here, whole, as canonical XML text (a
     * <variation> element without namespace declaration): what pack keeps
     * and unpack writes back. */
    void (*variation)(nt_observer *o, const char *xml);
    void (*say)(nt_observer *o, const char *text);
    void (*step)(nt_observer *o, long n, const char *label);
    /* Only for nt_play_config.every: a variation branches here, after
     * `answers` choices of the line it leaves; it is variation `n` of its
     * move. */
    void (*branch)(nt_observer *o, long answers, int n);
    nt_observer *next;
};

/* ------------------------------------------------------------ engines */

/* What a game engine provides to the generic code (see games.h). */
struct nt_engine_hooks {
    /* "turn 7, seat 2 (Bruno)": where the game stands, for messages. */
    void (*context)(const void *state, nt_buf *out);
    /* Why `v` is not a legal answer to `a`: writes the reason and returns
     * the rule id, or returns NULL for the generic explanation. */
    const char *(*why_not)(const void *state, const nt_ask *a, int32_t v,
                           nt_buf *out);
    /* The state in words, for explain, replay and detailed diagnostics. */
    void (*describe)(const void *state, nt_buf *out);
    /* "seat 2 (Bruno)". */
    void (*actor_name)(const void *state, int actor, nt_buf *out);
    /* Optional: the rule an element of the record breaks by standing
     * where no answer is due, when the game's rules name one (the Duel:
     * duel.action.unexpected, DU-C20); NULL: notation.unexpected. */
    const char *unexpected_rule;
    /* Optional: the rule an answer to a keyed question breaks when it
     * names another key than the one asked (the Duel: an answer keyed by
     * the other seat, duel.turn.not-your-turn); NULL: the ask's rule. */
    const char *(*wrong_key_rule)(const nt_ask *a);
    /* Optional: the rule an answer written out of the rules' order breaks,
     * when the game has one for that choice (the Duel's purchases:
     * duel.buy.order); NULL: the ask's rule. */
    const char *(*order_rule)(const nt_ask *a);
    /* Optional: the rule an attribute the rules do not give to element
     * `elem` breaks, when the game has one (Quacks: a chip written with
     * pos that went into the bowl, quacks.bowl); NULL: the unexpected
     * rule. */
    const char *(*attr_rule)(const void *state, const char *elem,
                             const char *attr);
    /* Optional: the same for a child element <child> the rules do not
     * give to <parent> here (Quacks: a sixth <reveal> in the draw-six
     * witch's, quacks.witch.draw-six); NULL: the unexpected rule. */
    const char *(*child_rule)(const void *state, const char *parent,
                              const char *child);
    /* Optional: the risk at a draw-or-stop decision `a` (a Quacks
     * brewing step, a Duel turn's step, with drawing among its answers):
     * the chips in the bag the next draw comes out of, in *chips, and how
     * many of them would make the pot explode if drawn next, by the
     * engine's own explosion check, in *explode.  0, or -1 when `a` is
     * no such decision. */
    int (*risk)(const void *state, const nt_ask *a, long *explode,
                long *chips);
    /* Optional: at the same decisions, what the next chip out of the bag
     * gives, exactly, one outcome a kind of chip (odds.h).  0, or -1 when
     * `a` is no such decision. */
    int (*odds)(const void *state, const nt_ask *a, struct nt_odds *out);
};

/* ----------------------------------------------------------- the play */

typedef struct nt_play_config {
    const struct nt_engine_hooks *hooks;
    const void *state;        /* borrowed: the engine's state */
    nt_source *source;        /* borrowed */
    nt_observer *observers;   /* borrowed list, may be NULL */
    nt_facts_mode facts;
    int keep_going;
    int details;
    int narrate;              /* build nt_say text (and step labels) */
    int labels;               /* build step labels only (replay prints the
                                 last one): the reasons are not worded */
    long stop_at;             /* stop after this step; -1 = never */
    /* Reading one variation (notation(5)): the record is read from its
     * start, and nothing is told to the observers nor kept as a
     * diagnostic until the source reaches the variation (nt_play_branch).
     * `line` names the line it stands in ("variation 1 of turn 3, ...";
     * NULL: the main line). */
    int variation;
    const char *line;
    /* Optional: told the line whole (its answers, steps and marks only),
     * from the game's start, a variation's before its branch and on the
     * elements it leaves too, and where it branches: a whole line copied
     * (the position API's).  Its mark() comes after the answer that
     * begins the move marked (the element chosen, the keyed answer). */
    nt_observer *every;
} nt_play_config;

nt_play *nt_play_new(const nt_play_config *c);
void nt_play_free(nt_play *p);

/* Engine calls. */
int nt_open(nt_play *p, const char *name);
/* nt_open for an element the rules require here for a reason a generic
 * "missing element" would hide: if the record lacks it, the diagnostic
 * cites `rule` and says why (the message is built only then). */
int nt_open_why(nt_play *p, const char *name, const char *rule,
                const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Inside nt_open_why: the rule and the reason to cite when the element is
 * missing, or NULL (for sources). */
const char *nt_play_missing(nt_play *p, const char **why);
/* An optional element of assertions.  *wanted tells whether the record
 * states it or an observer writes it: if neither, the engine may skip
 * working out its facts. */
int nt_open_opt(nt_play *p, const char *name, const nt_fact *key, int label,
                int *wanted);
int nt_close(nt_play *p);
/* An empty element the record may hold here (e.g. <unfinished/>): returns
 * 1 and consumes it when present.  Written only where it was read. */
int nt_marker(nt_play *p, const char *name, int *present);
/* Whether optional element `name` may stand next: 0 only when the source
 * knows it does not and nothing follows the play (no observer), so that
 * an engine may skip a run of optional assertions at once. */
int nt_may_open(nt_play *p, const char *name);
int nt_derived(nt_play *p, const nt_fact *f);
int nt_choose(nt_play *p, const nt_ask *a, int32_t *out);
/* The risk at a draw in words: "11 chips in the bag; 3 would explode:
 * 27%" (the percentage rounded; chips > 0). */
void nt_risk_words(long explode, long chips, nt_buf *out);
/* The legal answers of `a`, in words, for a diagnostic. */
void nt_ask_legal_words(nt_play *p, const nt_ask *a, nt_buf *out);
/* Whether `v` is a legal answer to `a` (NT_NONE: silence). */
int nt_ask_allows(const nt_ask *a, int32_t v);
int nt_end(nt_play *p, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* When the rules leave nothing to choose, a record may still name a
 * choice: returns 1 if the next element is `elem`, with its attribute
 * `attr` in `out` (empty if absent), so that the engine can say why that
 * choice is impossible. */
int nt_peek(nt_play *p, const char *elem, const char *attr, nt_buf *out);
int nt_fail(nt_play *p, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void nt_say(nt_play *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int nt_step(nt_play *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int nt_narrating(const nt_play *p);
/* Whether steps' labels are wanted (narrating, or labels alone). */
int nt_labelling(const nt_play *p);

/* Variations and marks (the source's calls). */
/* The source reached the variation it reads, number `n` of those after
 * its move: from here on the observers are told, diagnostics are kept,
 * each prefixed with the line's name "variation N of CONTEXT" (after the
 * names of the lines it stands in, joined by " / "). */
void nt_play_branch(nt_play *p, int n);
/* The name of the line read ("" for the main line; borrowed). */
const char *nt_play_line(nt_play *p);
/* A variation of the line failed with `rc`: the play stops at its next
 * call (unless keep-going tolerates it). */
void nt_play_halt(nt_play *p, int rc);
int nt_play_halted(const nt_play *p);
/* The element the source reads next carries mark `mark` ("!?"): told to
 * the observers before the element is. */
void nt_play_mark(nt_play *p, const char *mark);
/* Whether the element being opened is the answer to a choice (a move
 * the record writes as an element, which may carry a mark), not one the
 * rules lay out (a turn) or an assertion. */
int nt_play_choosing(const nt_play *p);
/* Tell the observers a variation stands here, as text (see
 * nt_observer.variation). */
void nt_play_variation_text(nt_play *p, const char *xml);
/* Move the diagnostics of `from` (a variation's play) to the end of p's. */
void nt_play_adopt(nt_play *p, nt_play *from);

/* Short fact helpers. */
int nt_fact_int(nt_play *p, const char *attr, const nt_type *t, int32_t v,
                const char *rule, int label);

/* Source and runner calls. */
/* The rule an element standing where no answer is due breaks in this
 * game: its own (nt_engine_hooks) or notation.unexpected. */
const char *nt_play_unexpected_rule(const nt_play *p);
/* The rule an answer naming another key than the ask's breaks. */
const char *nt_play_wrong_key_rule(const nt_play *p, const nt_ask *a);
/* The rule an answer written out of the rules' order breaks. */
const char *nt_play_order_rule(const nt_play *p, const nt_ask *a);
/* The rule attribute `attr`, which the rules do not give to <elem> here,
 * breaks: the game's own, or the unexpected rule. */
const char *nt_play_attr_rule(const nt_play *p, const char *elem,
                              const char *attr);
/* The rule a child <child> that <parent> does not hold here breaks. */
const char *nt_play_child_rule(const nt_play *p, const char *parent,
                               const char *child);
/* Record a violation at an explicit place; the game's context is prefixed.
 * Returns NT_FAIL, or NT_OK when keep-going tolerates it (`independent`). */
int nt_play_error(nt_play *p, const char *rule, unsigned long line,
                  unsigned long col, int independent, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* A diagnostic from outside the game (the schema), as it is. */
void nt_play_add(nt_play *p, const char *rule, unsigned long line,
                 unsigned long col, const char *msg);
void nt_play_note(nt_play *p, const char *text);
/* Format a value with a type, against the current state. */
void nt_play_format(const nt_play *p, const nt_type *t, int32_t v,
                    nt_buf *out);
const void *nt_play_state(const nt_play *p);
nt_facts_mode nt_play_facts_mode(const nt_play *p);

/* Results. */
long nt_play_steps(const nt_play *p);
long nt_play_actions(const nt_play *p);
size_t nt_play_ndiag(const nt_play *p);
nt_diag *nt_play_diags(nt_play *p);
/* Move the diagnostics out (caller frees with nt_diags_free). */
nt_diag *nt_play_take_diags(nt_play *p, size_t *n);
void nt_diags_free(nt_diag *d, size_t n);

/* Built-in value types. */
extern const nt_type nt_type_int;
extern const nt_type nt_type_seat; /* 1-based in the notation */
extern const nt_type nt_type_bool; /* "yes" / "no" */
/* A whole number as the notation writes it: digits, a sign at most, no
 * blank space, within lo..hi.  0, or why not (NT_INT_...). */
enum { NT_INT_EMPTY = 1, NT_INT_SPACE, NT_INT_NOT, NT_INT_RANGE };
int nt_int_parse(const char *text, long lo, long hi, long *out);
/* Why `text` is not such a number, in words. */
void nt_int_why(const char *text, long lo, long hi, nt_buf *out);
/* One seat of a game of `players` (each game's seat type, which reads
 * the number of players from its state), and why a text is not one. */
int nt_seat_parse_in(const char *text, int players, int32_t *out);
void nt_seat_invalid_in(const char *text, int players, nt_buf *out);
/* A set of seats as a bit mask (bit 0 = seat 1), written "1 3": the
 * helpers of each game's own type, which knows its largest seat. */
int nt_seats_parse(const char *text, int max, int32_t *out);
void nt_seats_format(int32_t v, int max, nt_buf *out);

#endif
