/* The Quacks of Quedlinburg: The Duel (Les Charlatans de Belcastel - Le
 * Duel, Wolfgang Warsch, Schmidt 2024): the engine's private interface.
 *
 * Sources: the French rulebook (../shared/rules/seeds/000_...txt, "S0"),
 * laid out in ../shared/rules/quacks-duel.md; the effect vocabulary, the
 * procedures, the rulings DU-R1 ... DU-R48 and DU-C1 ... DU-C21 in
 * ../shared/rules/quacks-duel-data.md.  The printed components are not
 * public: every component number comes from a data file (data.c), and the
 * engine has no code per book, card or coin face. */
#ifndef DUEL_H
#define DUEL_H

#include <stdint.h>

#include "games.h"
#include "play.h"

/* ---------------------------------------------------------------- chips */

enum du_colour {
    DC_WHITE, DC_BLACK, DC_ORANGE,                          /* fixed books */
    DC_BLUE, DC_RED, DC_GREEN, DC_PINK, DC_YELLOW, DC_PURPLE, /* variable */
    DU_COLOURS
};
#define DU_FIRST_VAR DC_BLUE
#define DU_VARS (DU_COLOURS - DU_FIRST_VAR)
#define DU_LEVELS 5
/* A chip kind: colour and level (0-based rung of its ladder). */
#define DU_CHIP(c, l) ((c) * DU_LEVELS + (l))
#define DU_COL(ch) ((ch) / DU_LEVELS)
#define DU_LVL(ch) ((ch) % DU_LEVELS)
#define DU_CHIPS (DU_COLOURS * DU_LEVELS)
#define DU_NO_CHIP (-1)

extern const char *const du_colour_names[DU_COLOURS];

/* ---------------------------------------------------------- the effects */

/* The closed vocabulary (quacks-duel-data.md 1.2, 1.3). */
enum du_op {
    EF_GOLD, EF_UPGRADE, EF_PATIENT, EF_PUSH, EF_STAND, EF_TAKE, EF_RETURN,
    EF_REMOVE_W1, EF_DRAW_EXTRA, EF_CHOICE, EF_PAY, EF_IF_NECK, EF_PER_NECK,
    EF_IF_LAST_WHITE
};
/* TAKE's colour classes besides a single colour. */
enum { CLS_VARIABLE = DU_COLOURS, CLS_NOT_BLACK };
/* RETURN's zones. */
enum { FROM_ROW, FROM_BODY, FROM_VIAL };

/* An amount: one number, or one per level of the carrying chip. */
typedef struct du_amount {
    int8_t v[DU_LEVELS];
    uint8_t n;
} du_amount;

#define DU_NIL 0xFFFF
/* One node of an effect expression; children by index in the data set's
 * array of nodes: `first` the first child, `next` the next sibling (a
 * sequence runs siblings in order, DU-C4), `other` the ELSE branch. */
typedef struct du_effect {
    uint8_t op, may;
    du_amount a;           /* n, k or d */
    du_amount value;       /* TAKE: the value(s) taken */
    uint8_t any;           /* UPGRADE: any coloured chip, not only black */
    uint8_t vial;          /* UPGRADE: the whole vial, not only the neck */
    uint8_t opp;           /* TAKE: the opponent receives */
    uint8_t cls;           /* TAKE: a colour or CLS_... */
    uint8_t bottom;        /* TAKE: to the bottom, not the bag */
    uint8_t distinct;      /* TAKE: k different colours */
    uint8_t white;         /* RETURN: whites, not coloured chips */
    uint8_t from;          /* RETURN: FROM_... */
    uint8_t stand_cost;    /* PAY: retreat the stand, not gold */
    uint8_t cost;          /* PAY: gold or squares */
    uint8_t colour;        /* IF_NECK, PER_NECK */
    uint8_t self;          /* PER_NECK: the carrier counts */
    uint8_t at_least;      /* IF_LAST_WHITE */
    uint16_t first, next, other;
    uint32_t line;         /* in the data file, for messages */
} du_effect;

/* ------------------------------------------------------ the data set */

enum du_timing { TIME_NONE, TIME_IMMEDIATE, TIME_DELAYED };
enum du_guild { G_NONE, G1, G2, G3 };
enum du_face { B1 = 1, B2, B3, B4, B5, B6 };
/* The card effects of the rulebook (quacks-duel.md 7.3). */
enum du_card_effect { C_A, C_B, C_C, C_D, C_E, C_F, C_G, C_H, C_I, C_J, C_K,
                      C_R7 };

typedef struct du_book {
    uint8_t present;
    uint8_t first_game;
    uint8_t timing;        /* enum du_timing */
    uint8_t prices[DU_LEVELS]; /* 0: not for sale */
    uint16_t effect;       /* first node, DU_NIL: none */
    uint32_t line;
} du_book;

typedef struct du_card {
    uint8_t n;             /* its printed number */
    uint8_t effect;        /* enum du_card_effect */
    uint8_t keep;          /* a keep card, not an instant one */
    int8_t chip;           /* C-A: the pictured chip */
    uint8_t first_game;    /* 1..6: its place in the first game's pile */
    uint8_t offer_up, offer_gold;
    uint32_t line;         /* in the data file, for messages */
} du_card;

/* The engine's capacities, and the loader's limit that keeps each (issue
 * 28).  Every array below whose index or count a data set gives is
 * either one of these or sized from one, and data that loads cannot
 * exceed it:
 *   DU_MAX_ROW      row= 3..64 (duel.data.range): the row's places
 *                   1..row; a white past the row is never placed in it.
 *   DU_MAX_MINES    mines= holds at most 16 numbers (duel.data.range).
 *   DU_MAX_HALF     half= 3..64 (duel.data.range); no array is indexed
 *                   by a square, only the 8 bits of a square's value.
 *   DU_MAX_GUILD    exactly 6 squares (duel.data.guild).
 *   DU_MAX_COINS    exactly 3 coins (duel.data.coins).
 *   DU_MAX_CARDS    at most 31 cards (duel.data.cards) and the round-7
 *                   card after them; a card index (0..31) is a bit of the
 *                   32-bit set of du_t_cards.
 *   DU_MAX_EFFECTS  at most 1024 nodes (duel.data.effect); uint16_t
 *                   indices, DU_NIL above them.
 *   DU_ID_MAX       an id (the data set's, a coin's) is the schema's name,
 *                   1 to 32 characters (duel.data.schema): stored whole.
 *   DU_NOTE_MAX     the <status> line, at most 160 bytes
 *                   (duel.data.status).
 *   DU_LEVELS       at most 5 values a colour (duel.data.chips); an
 *                   amount or prices= holds 1 or one a level.
 *   DU_NECK_MAX, DU_BODY_MAX: below, with the state. */
#define DU_MAX_ROW 64
#define DU_MAX_MINES 16
#define DU_MAX_HALF 64
#define DU_MAX_GUILD 6
#define DU_MAX_COINS 3
#define DU_MAX_CARDS 32
#define DU_MAX_EFFECTS 1024
#define DU_ID_MAX 32
#define DU_NOTE_MAX 160
/* markers count= 1..9 (duel.data.range): the scale's offers (phases.c). */
#define DU_MAX_MARKERS 9
/* per-neck inside per-neck at most this deep (duel.data.effect): a
 * multiplier is at most DU_NECK_MAX ** DU_MAX_PER_NECK = 36, an amount
 * times it at most 20 * 36 (effects.c). */
#define DU_MAX_PER_NECK 2

typedef struct du_data {
    char id[DU_ID_MAX + 1];
    char status[16];               /* provisional / printed (schema) */
    char note[DU_NOTE_MAX + 1];    /* its status line */
    uint8_t nlevels[DU_COLOURS];
    uint8_t value[DU_COLOURS][DU_LEVELS];
    uint8_t count[DU_COLOURS][DU_LEVELS];
    uint8_t upgradable[DU_COLOURS];
    uint8_t start_bag[DU_CHIPS];
    int neck, row, nmines, mines[DU_MAX_MINES], bonus;
    int half, start, patients;
    uint8_t guild[DU_MAX_GUILD];
    int ncoins;
    struct {
        char id[DU_ID_MAX + 1];
        uint8_t face[2];
        uint8_t first_game;
    } coins[DU_MAX_COINS];
    int markers;
    int ncards;
    du_card cards[DU_MAX_CARDS];
    du_book fixed[DU_FIRST_VAR];   /* white, black, orange */
    du_book var[DU_VARS][4];       /* sets I..IV */
    int upgrade_fail_gold;
    int neffects;
    du_effect effects[DU_MAX_EFFECTS];
    uint32_t digest;               /* du_data_digest, set once loaded */
    uint32_t line;                 /* of its root element, for messages */
} du_data;

/* The data sets this process knows: provisional-1, built in, and one
 * loaded from a file (--components): when one is loaded, only it. */
const du_data *du_dataset(const char *id);
/* The one records are read with now (the loaded one, else built-in). */
const du_data *du_dataset_current(void);
/* Read a data set from XML (a file's bytes): NULL with a message
 * "FILE:LINE:COL: error[duel.data...]: ..." in *err (caller frees). */
du_data *du_data_parse(const char *name, const char *xml, size_t len,
                       char **err);
/* A fingerprint of everything the rules read from a data set (not its
 * status line nor its layout): packed records carry it (data_digest.c). */
uint32_t du_data_digest(const du_data *d);
/* The value and price of a chip kind; its name ("red-2"). */
int du_value(const du_data *d, int chip);
const du_book *du_book_of(const du_data *d, int colour, int set);

/* --------------------------------------------------------------- setup */

#define DU_NAME_MAX 128
#define DU_KEEP_MAX 8

/* What a seat holds when a record starts at the beginning of a later
 * round (position.c; DU-P1): every chip in the bag after the clean-up,
 * at most 1 gold, the stand, the patients cured, the cards kept. */
typedef struct du_standing {
    uint8_t bag[DU_CHIPS];
    int has_bag;                   /* else the data set's starting bag */
    int gold;
    int stand;                     /* 1..half; 0: the start square */
    int guild;
    uint8_t kept[DU_KEEP_MAX];     /* card indices, by their numbers */
    int nkept;
} du_standing;

typedef struct du_setup {
    const du_data *d;
    int first_game;
    int start;                     /* 0-based seat who tosses in the
                                      record's first round */
    uint8_t set[DU_VARS];          /* 0..3: I..IV */
    int coin[2];                   /* the coins in play, by index in d */
    char name[2][DU_NAME_MAX];
    /* A record from a position (position.c): the round it starts with
     * (0 or 1: the beginning), the patient on the path (seat * 256 +
     * square, -1: none), the seat that discarded a trade card last (-1:
     * none yet) and each seat's standing. */
    int round;
    int patient;
    int discard;
    du_standing seat[2];
} du_setup;

/* The round a record starts with. */
#define DU_FIRST_ROUND(su) ((su)->round > 1 ? (su)->round : 1)

/* --------------------------------------------------------------- state */

/* A box holds at most 255 chips (duel.data.counts), so a seat's bottom
 * never holds more, and a place's number k fits the 8 bits of an
 * address (DU_ADDR); neck= is 1..6 (duel.data.range), and the neck never
 * holds more than neck= chips: a draw that fills it ends the turn, an
 * extra draw needs a free space (effects.c). */
#define DU_BODY_MAX 256
#define DU_NECK_MAX 6

typedef struct du_player {
    uint8_t bag[DU_CHIPS];
    int bag_n;
    int8_t neck[DU_NECK_MAX];      /* chips in placement order */
    int neck_n;
    int8_t body[DU_BODY_MAX];      /* coloured chips in the bottom */
    int body_n;
    int8_t row[DU_MAX_ROW + 1];    /* white chip on each space, or -1 */
    int row_top;                   /* no white lies past this space */
    /* Whites past the row (DU-C9): at most one, whatever the data.  The
     * white that lands there explodes the vial: the turn ends and the
     * seat has finished the round (turn_end.c), until the clean-up
     * empties this; card C-K's cancel takes it back at once.  Room for
     * more is kept all the same, and brew.c never writes past it. */
    int8_t overflow[DU_MAX_ROW];
    int noverflow;
    int gold;
    int stand;                     /* 1..half */
    int guild;                     /* patients cured */
    int finished, exploded;
    int turns;                     /* brewing turns this round */
    int new_chips;                 /* placed this turn (DU-R24) */
    int face;                      /* this round's coin face */
    int shield;                    /* B1 */
    int b3, b5, b6;                /* windows held, unused */
    /* Keep cards held, by card index: at most the pile's 6 cards, dealt
     * one a round (game.c), whatever the number of cards of the data. */
    uint8_t kept[DU_KEEP_MAX];
    int nkept;
    unsigned bought;               /* colours bought this round */
} du_player;

enum du_end { DE_NONE, DE_SIXTH, DE_ROUNDS };
/* How the winner was found (the <result>'s by=). */
enum du_how { DW_SIXTH, DW_GUILD, DW_HALF, DW_DRAWOFF };

typedef struct du_state {
    const du_setup *setup;
    const du_data *d;
    du_player pl[2];
    uint8_t supply[DU_CHIPS];
    int patient_half;              /* whose half holds the patient; -1 */
    int patient_sq;                /* 1..half */
    int park;
    int round, phase;
    int tosser, first_finisher, finisher_known;
    int8_t deck[7];                /* card indices; deck[6] = R7 */
    int top, dealt;
    int last_discard;              /* DU-R9: seat, or -1 */
    int seat;                      /* acting, for messages */
    int over, end;                 /* enum du_end */
    int how;                       /* enum du_how */
    unsigned winners;
    int drawoff[2];
    int in_effects;                /* phase 3 */
    int cures_at_turn;             /* both guild counts when a turn began */
    /* The RETURN being answered: one decision whose places all name the
     * vial before its first chip leaves (DU-C10, DU-C21), so its chips
     * leave together once the list is complete (effects.c). */
    struct {
        int seat, white, from, must;
        const char *must_rule;     /* a list shorter than `must` breaks */
        int n;                     /* places picked so far */
        int16_t at[DU_NECK_MAX + DU_BODY_MAX];
    } ret;
    /* A round-7 explosion: the patient before the card's push of 7
     * (seat * 256 + square, -1: none), -2 when there was no such push
     * this turn; a record that leaves the push out says that square. */
    int before_push7;
    char who[2][DU_NAME_MAX + 16];
} du_state;

/* ------------------------------------------------------------ engine */

void du_init(void *state, const void *setup);
int du_play(void *state, nt_play *p);
const char *du_who(const du_state *s, int seat);
int du_step(du_state *s, nt_play *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The game ends (a sixth cure): every phase stops (DU-R32). */
#define DU_OVER(s) ((s)->over)

/* The path, the stands, the patient (path.c). */
int du_move(du_state *s, nt_play *p, int seat, int n, const char *why);
int du_stand(du_state *s, nt_play *p, int seat, int d, const char *why);
/* Whether the stand can move at least one square that way. */
int du_stand_can(const du_state *s, int seat, int d);
/* "A7", "B2", "the park". */
void du_patient_words(const du_state *s, nt_buf *out);

/* The vial (vial.c). */
/* The space of the last white (0: none) and, in *chip, the chip there. */
int du_last_white(const du_player *pl, int *chip);
/* A chip drawn from a seat's bag (a chance outcome, question q: a draw,
 * a reveal, a draw-off draw), taken out of the bag. */
int du_draw(du_state *s, nt_play *p, int q, int seat, int32_t *out);
/* A white onto a space of the row (keeps row_top, the scans' bound). */
void du_put_white(du_player *pl, int pos, int chip);
void du_to_bag(du_player *pl, int chip);
int du_from_bag(du_player *pl, int chip);
/* A chip from the supply into the bag or the bottom; 0 when the supply
 * has none (DU-R3).  `why` words it for a reader; NULL: said already. */
int du_gain(du_state *s, nt_play *p, int seat, int chip, int to_bottom,
            const char *why);
/* Whether a chip may be upgraded now: a next level, in the supply. */
int du_upgradable(const du_state *s, int chip);
/* Eligible chips for an upgrade (addresses), and the upgrade itself. */
int du_upgrade_targets(const du_state *s, int seat, int any, int vial,
                       int32_t *out);
void du_upgrade_at(du_state *s, int seat, int32_t addr);
int du_chip_at(const du_player *pl, int32_t addr);

/* Chip addresses (quacks-duel-data.md 1.1). */
enum { ADDR_NECK = 1, ADDR_BODY, ADDR_WHITE };
#define DU_ADDR(zone, k) ((zone) << 8 | (k))
#define DU_ADDR_ZONE(a) ((a) >> 8)
#define DU_ADDR_K(a) ((a) & 0xFF)
#define DU_NONE_ANSWER 0xFFFF

/* The effects (effects.c): run an expression for `seat` with the chip
 * that carries it (DU_NO_CHIP: none). */
int du_effect_run(du_state *s, nt_play *p, int seat, uint16_t e, int carrier,
                  const char *why);
/* Upgrades, takes, returns as the rules of the coins, guild and cards
 * also use them. */
int du_do_upgrade(du_state *s, nt_play *p, int seat, int any, int vial,
                  int units, int must, const char *rule, const char *why);
int du_do_take(du_state *s, nt_play *p, int seat, int cls, const int *values,
               int nvalues, int distinct_of, int to_bottom, int may,
               const char *rule, const char *why, int *taken);
/* Up to k chips back to the bag, the player's choice, as one list
 * (DU-C21); `at_least` 1 when the first may not be declined (a kept
 * card's use, DU-C8), and `must_rule` the rule a list too short breaks.
 * A place that is not the effect's to take breaks duel.effect.return. */
int du_do_return(du_state *s, nt_play *p, int seat, int white, int from,
                 int k, int at_least, const char *must_rule,
                 const char *why);
/* Whether the RETURN being answered has picked that place already. */
int du_returning(const du_state *s, int32_t addr);
int du_do_remove_w1(du_state *s, nt_play *p, int seat, int k,
                    const char *rule, const char *why);
/* Ask a yes/no of a seat (KEYED <accept>). */
int du_yes_no(du_state *s, nt_play *p, int seat, int q, const char *rule,
              const char *what, int *yes);

/* Brewing (brew.c), the phases (phases.c), the cards (cards.c). */
int du_coins(du_state *s, nt_play *p);
int du_brew(du_state *s, nt_play *p);
int du_delayed(du_state *s, nt_play *p);
int du_scale(du_state *s, nt_play *p);
int du_buying(du_state *s, nt_play *p);
void du_cleanup(du_state *s);
int du_card_instant(du_state *s, nt_play *p, int seat, int card);
int du_end_of_game(du_state *s, nt_play *p);
/* Who trails before a round (tosses), and the rule that says so. */
int du_trailing(const du_state *s, const char **rule);
/* The rule of a result found that way (enum du_how). */
const char *du_how_rule(int how);
/* A chip's price in the book in play (0: not for sale); whether the seat
 * may buy it now (DU-R18). */
int du_price(const du_state *s, int chip);
int du_buyable(const du_state *s, int seat, int chip);
/* The k-th kept card is used: discarded (DU-R9). */
void du_discard_kept(du_state *s, int seat, int k);
/* A coloured chip into the lowest free neck space; its immediate effect
 * acts (brew.c; DRAW_EXTRA places with it too). */
int du_place_coloured(du_state *s, nt_play *p, int seat, int chip);
/* Ask with the choice worded (brew.c); whether the white row holds a
 * white. */
int du_ask_what(nt_play *p, int q, int actor, int key, const int32_t *vals,
                int n, const char *rule, const char *what, int32_t *out);
int du_row_has_white(const du_player *pl);
/* Whether white `chip` drawn now explodes the vial (brew.c), and the risk
 * at a turn's step that may draw (the engine hook). */
int du_white_explodes(const du_state *s, const du_player *pl, int chip);
int du_risk(const void *state, const nt_ask *a, long *explode, long *chips);
/* The odds of the next chip at the same steps (odds.c; the engine
 * hook). */
int du_odds(const void *state, const nt_ask *a, struct nt_odds *out);
/* How a turn ends, and its end (turn_end.c): the explosion, the move,
 * the first-turn coins, the neck to the bottom, the <end> assertions. */
enum { END_FULL, END_STOP, END_EXPLODE };
int du_end_turn(du_state *s, nt_play *p, int seat, int how, int first_turn);
/* B3: every white of the row back into the bag. */
void du_purge(du_state *s, nt_play *p, int seat);

/* The <setup> (setup.c). */
int du_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c);
void du_setup_write(const void *setup, xmlTextWriterPtr w);
int du_setup_generate(void *setup, const nt_gen_options *o, nt_buf *err);

/* A record from the standings at the beginning of a later round
 * (position.c, DU-P1 ... DU-P3): <setup>'s round, patient and discard,
 * read before the seats; a <seat>'s standing; the checks between them,
 * once every seat is read; their writing; and the state they give. */
int du_position_read(du_setup *su, const nt_node *setup, nt_setup_ctx *c);
int du_position_seat(du_setup *su, const nt_node *seat, int k,
                     nt_setup_ctx *c);
int du_position_check(du_setup *su, const nt_node *setup, nt_setup_ctx *c);
void du_position_write(const du_setup *su, xmlTextWriterPtr w);
void du_position_write_seat(const du_setup *su, int k, xmlTextWriterPtr w);
void du_position_init(du_state *s);

/* Words (describe.c). */
void du_describe(const void *state, nt_buf *out);
void du_context(const void *state, nt_buf *out);
void du_result(const void *state, nt_buf *text, nt_buf *json);
const char *du_why_not(const void *state, const nt_ask *a, int32_t v,
                       nt_buf *out);
void du_chip_words(const du_data *d, int chip, nt_buf *out);
/* The book of a chip's colour in this game, and "red-2: red book, set
 * II" (the reason its effects give). */
const du_book *du_book_in_play(const du_state *s, int chip);
void du_book_words(const du_state *s, int chip, nt_buf *out);
/* What a card effect (enum du_card_effect) does, in a few words. */
const char *du_card_gist(int effect);
/* An effect's branch from `node` in a few words ("gold, then a push"). */
void du_effect_gist(const du_data *d, int node, nt_buf *out);
void du_addr_words(const du_state *s, int seat, int32_t a, nt_buf *out);

/* Questions (questions.c). */
enum du_q {
    DQ_DECK, DQ_TOSS, DQ_PICK, DQ_STEP, DQ_DRAW, DQ_USE, DQ_UPGRADE, DQ_TAKE,
    DQ_RETURN, DQ_REMOVE, DQ_REVEAL, DQ_PLACE, DQ_BRANCH, DQ_ACCEPT,
    DQ_EXPLOSION, DQ_CANCEL, DQ_PURGE, DQ_OFFER, DQ_CHOOSE, DQ_BUY,
    DQ_SECOND, DQ_DRAWOFF, DU_NQ
};
extern const nt_question du_q[DU_NQ];
/* The brewing steps, values of DQ_STEP. */
enum { STEP_DRAW, STEP_USE, STEP_PURGE, STEP_PAY };
/* The stop is the turn's end: no more steps in its <turn> (NT_NONE). */
#define STEP_STOP NT_NONE

/* Values (codec.c). */
extern const nt_type du_t_chip;      /* "red-2" */
extern const nt_type du_t_chip_none; /* "red-2" or "none" */
extern const nt_type du_t_addr;      /* "neck:2", "body:3", "white:5" */
extern const nt_type du_t_addr_none;
extern const nt_type du_t_card;      /* a card's number */
extern const nt_type du_t_face;      /* B1 .. B6 */
extern const nt_type du_t_coin;      /* a coin id of the data set */
extern const nt_type du_t_seat;      /* a seat of the game, as a key */
extern const nt_type du_t_offer;     /* "1 2": upgrades, gold */
extern const nt_type du_t_pan;       /* card / markers */
extern const nt_type du_t_pay;       /* gold / push */
extern const nt_type du_t_branch;    /* 1 / 2 */
extern const nt_type du_t_yes_no;
extern const nt_type du_t_seats;
extern const nt_type du_t_square;    /* "A7", "B2", "none" */
extern const nt_type du_t_end_how;   /* full / stop / explode */
extern const nt_type du_t_cards;     /* a list of card numbers */

/* Rules (rules.c, rulings.c). */
extern const nt_rule du_rules[];
extern const size_t du_nrules;
extern const nt_ruling du_rulings[];
extern const size_t du_nrulings;

#endif
