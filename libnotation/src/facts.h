/* What a replay knows of a game beyond its header, for notation select
 * and stats: the facts each game tells (a card placed, a fortune card
 * drawn, an explosion in round 9), through one optional hook table per
 * game (games/<game>/facts.c), read by the collection reader
 * (collection.c).  The generic code never knows what a fact means. */
#ifndef NT_FACTS_H
#define NT_FACTS_H

#include "play.h"

typedef struct nt_fact_sink nt_fact_sink;

/* A fact of the record: `name` one of its game's kinds, `value` spelled
 * as the record spells it (NULL: none), `seat` 1-based (0: no seat),
 * `unit` the turn or round it happened in (0: before the first). */
void nt_fact_tell(nt_fact_sink *s, const char *name, const char *value,
                  int seat, int unit);
/* The same for a fact a state shows for as long as it lasts (a pot that
 * has exploded): told once per name, value and seat, however often it is
 * seen; what the state already showed before the first step (a record
 * from a position) is not told at all. */
void nt_fact_once(nt_fact_sink *s, const char *name, const char *value,
                  int seat, int unit);

/* A kind of fact, documented: its name, what its value is (NULL: it has
 * none), and what it means. */
typedef struct nt_fact_kind {
    const char *name;
    const char *value;
    const char *text;
} nt_fact_kind;

typedef struct nt_game_facts {
    const char *unit;               /* "turn" or "round" */
    int seats;                      /* when the set-up does not say (the
                                       Duel: 2); 0: it always does */
    const nt_fact_kind *kinds;      /* ended by a NULL name */
    /* The turn or round under way in `state`. */
    int (*unit_of)(const void *state);
    /* A choice answered `v`, before the engine applies it; `before` is
     * the question of the choice before it (NULL: none).  Optional. */
    void (*choice)(const void *state, const nt_ask *a, int32_t v,
                   const nt_question *before, nt_fact_sink *out);
    /* The end of a step (and once before the first).  Optional. */
    void (*step)(const void *state, nt_fact_sink *out);
} nt_game_facts;

#endif
