#include "games.h"

#include <stdarg.h>
#include <string.h>
#include <strings.h>

static const nt_game *const S_games[] = {
    &nt_game_castel,
    &nt_game_quacks,
    &nt_game_duel,
};

#define NGAMES (sizeof S_games / sizeof S_games[0])

size_t nt_game_count(void)
{
    return NGAMES;
}

const nt_game *nt_game_by_code(unsigned code)
{
    for (size_t i = 0; i < NGAMES; i++)
        if (code && S_games[i]->code == code)
            return S_games[i];
    return NULL;
}

size_t nt_game_index(const nt_game *g)
{
    for (size_t i = 0; i < NGAMES; i++)
        if (S_games[i] == g)
            return i;
    return NGAMES;
}

/* Rules every game shares: reading the XML and the notation itself. */
static const nt_rule S_common[] = {
    {"notation.io", "The record file can be opened and read.", "notation(1)"},
    {"notation.record",
     "A record asked for by its number (--record K) is in the file: a "
     "collection's records are numbered from 1 in document order.",
     "notation(1)"},
    {"notation.xml", "A record is well-formed XML 1.0.", "XML 1.0; notation(5)"},
    {"notation.xml.doctype",
     "A record carries no document type declaration: no DTD, no entity "
     "declarations, no external entities (this keeps entity bombs and "
     "local-file reads out).",
     "notation(5), security"},
    {"notation.namespace",
     "Elements belong to the namespace " NT_NAMESPACE ".", "notation(5)"},
    {"notation.root",
     "The root element is <game> (one record) or <games> (a collection).",
     "notation(5)"},
    {"notation.schema",
     "A record is valid against the RELAX NG schema of the notation.",
     "schemas/notation.rng"},
    {"notation.version", "A record declares format version=\"1\".",
     "notation(5)"},
    {"notation.empty",
     "A record file holds at least one record: an empty file, or one of "
     "blank space only, is refused.",
     "notation(5)"},
    {"notation.meta",
     "<meta> holds <event>, <site>, <date>, <round> and <annotator>, each "
     "at most once and in that order, then any number of <tag name value>; "
     "text only inside them, a date as YYYY-MM-DD (or YYYY-MM, YYYY; '?' "
     "for an unknown digit), a tag name a letter then letters, digits, '_' "
     "or '-'.",
     "notation(5), schemas/common.rng"},
    {"notation.seat",
     "Every seat a choice names is a seat of the game: 1 to the number of "
     "players.",
     "notation(5)"},
    {"notation.rules",
     "A record names a game this toolkit knows in its rules attribute.",
     "notation(5)"},
    {"notation.setup", "The <setup> element describes a legal setup.",
     "notation(5)"},
    {"notation.unexpected",
     "Every element, attribute and token of a record is read by the replay: "
     "nothing may stand where the rules give no choice.",
     "notation(5)"},
    {"notation.truncated",
     "A record continues until the game ends.", "notation(5)"},
    {"notation.value",
     "Values are spelled as notation(5) defines (card ids, squares, seats, "
     "numbers).",
     "notation(5)"},
    {"notation.depth", "Elements nest at most 64 deep.", "notation(5)"},
    {"notation.variation.place",
     "A <variation> stands after the move it replaces: some element is "
     "played before it in the element that holds it (notes and other "
     "variations aside).",
     "notation(5), VARIATIONS"},
    {"notation.variation.empty",
     "A <variation> holds at least one move (an element other than a "
     "note); it has no attributes.",
     "notation(5), VARIATIONS"},
    {"notation.mark",
     "A move's mark is one of the annotators' six: ! (good), ? (a "
     "mistake), !! (brilliant), ?? (a blunder), !? (interesting), ?! "
     "(dubious).",
     "notation(5), VARIATIONS"},
    {"notation.pack.magic",
     "A packed file starts with the bytes NTPK.", "notation-pack(1)"},
    {"notation.pack.version",
     "A packed file is of a format version this toolkit reads (1 to 3).",
     "notation-pack(1)"},
    {"notation.pack.game",
     "A packed file holds records of games this toolkit knows.",
     "notation-pack(1)"},
    {"notation.pack.truncated", "A packed file is whole.",
     "notation-pack(1)"},
    {"notation.pack.checksum",
     "A packed file's content matches the checksum in its header.",
     "notation-pack(1)"},
    {"notation.pack.corrupt",
     "A packed file's content decodes to records of legal games.",
     "notation-pack(1)"},
    {"notation.limit",
     "A record stays within the reader's limits (notation(1), LIMITS): a "
     "text of 10 MB at most, elements 64 deep, 64 attributes an element, "
     "36 MB of tree a record, 10,000 distinct names a file, 50,000 "
     "elements a record under --schema; a packed file of 32 MB at most, "
     "inflating to 32 MB at most; variations 16 deep, 2,000 a record (each "
     "is read by a replay of its own).  No record of any game comes near them; "
     "they keep any input inside flat memory and linear time.",
     "notation(1), LIMITS"},
    {"notation.where.syntax",
     "A --where expression follows the grammar of notation-select(1): tests "
     "joined by and, or, not and parentheses.",
     "notation-select(1)"},
    {"notation.where.field",
     "A --where field is one notation-select(1) lists, or a fact of a game "
     "(notation select --facts); with --headers-only, not one that only a "
     "replay knows.",
     "notation-select(1)"},
    {"notation.where.value",
     "A numeric --where field is compared with a whole number; game and "
     "result with one of their values (a misspelling would match nothing).",
     "notation-select(1)"},
};

const nt_rule *nt_common_rules(size_t *n)
{
    *n = sizeof S_common / sizeof S_common[0];
    return S_common;
}

const nt_game *nt_game_find(const char *id)
{
    for (size_t i = 0; i < NGAMES; i++)
        if (!strcmp(S_games[i]->id, id))
            return S_games[i];
    return NULL;
}

const nt_game *nt_game_at(size_t i)
{
    return i < NGAMES ? S_games[i] : NULL;
}

const char *nt_game_id(const nt_game *g) { return g->id; }
const char *nt_game_title(const nt_game *g) { return g->title; }

const nt_rule *nt_game_rules(const nt_game *g, size_t *n)
{
    *n = *g->nrules;
    return g->rules;
}

const nt_rule *nt_game_rule(const nt_game *g, const char *id)
{
    return nt_rules_find(g->rules, *g->nrules, id);
}

const nt_ruling *nt_game_rulings(const nt_game *g, size_t *n)
{
    *n = *g->nrulings;
    return g->rulings;
}

const nt_ruling *nt_ruling_find(const nt_game *g, const char *id)
{
    /* Typed by people: du-r9 is DU-R9. */
    for (size_t i = 0; i < *g->nrulings; i++)
        if (!strcasecmp(g->rulings[i].id, id))
            return &g->rulings[i];
    return NULL;
}

const nt_rule *nt_rules_find(const nt_rule *rules, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(rules[i].id, id))
            return &rules[i];
    return NULL;
}

const nt_rule *nt_rule_find(const char *id)
{
    size_t n;
    const nt_rule *r = nt_common_rules(&n);
    const nt_rule *hit = nt_rules_find(r, n, id);
    for (size_t i = 0; !hit && i < NGAMES; i++)
        hit = nt_rules_find(S_games[i]->rules, *S_games[i]->nrules, id);
    return hit;
}

int nt_setup_error(nt_setup_ctx *c, const nt_node *at, const char *rule,
                   const char *fmt, ...)
{
    nt_buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    nt_buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    int rc = c->error(c, at, rule, nt_buf_str(&msg));
    nt_buf_free(&msg);
    return rc;
}

int nt_setup_no_text(nt_setup_ctx *c, const nt_node *n)
{
    if (nt_has_text(n))
        return nt_setup_error(c, n, "notation.unexpected",
                              "<%s> holds elements, not text", n->name);
    return 0;
}

int nt_setup_empty(nt_setup_ctx *c, const nt_node *n)
{
    for (const nt_node *k = n->first; k; k = k->next)
        if (k->name)
            return nt_setup_error(c, k, "notation.unexpected",
                                  "<%s> holds nothing: <%s> is not expected "
                                  "in it",
                                  n->name, k->name);
    if (nt_has_text(n))
        return nt_setup_error(c, n, "notation.unexpected",
                              "<%s> holds nothing: text is not expected in "
                              "it",
                              n->name);
    return 0;
}
