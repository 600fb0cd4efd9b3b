/* The Quacks of Quedlinburg (Les Charlatans de Belcastel, Wolfgang Warsch,
 * Schmidt 2018): the engine's private interface.
 *
 * Sources: the French rulebook (../shared/rules/seeds/002_...txt, "the
 * rulebook"), ../shared/rules/quacks.md (pot track, books, chips, cards,
 * die, test tubes, rats, scoring) with our rulings Q-R1 ... Q-R10
 * (../shared/rules/README.md) and the tagged rulings of
 * ../shared/rules/quacks-rulings.md (I-SEQ-BREW ...). */
#ifndef QUACKS_H
#define QUACKS_H

#include <stdint.h>

#include "games.h"
#include "play.h"

/* ---------------------------------------------------------------- chips */

enum qk_colour {
    K_WHITE, K_ORANGE, K_GREEN, K_BLUE, K_RED, K_YELLOW, K_PURPLE, K_BLACK,
    K_LOCOWEED, QK_COLOURS
};

enum qk_chip {
    W1, W2, W3, O1, G1, G2, G4, B1, B2, B4, R1, R2, R4, Y1, Y2, Y4, P1, K1,
    O6, L1, QK_CHIPS
};

typedef struct qk_chip_info {
    const char *id;     /* white-1, ... */
    uint8_t colour;
    uint8_t value;      /* printed value; locoweed has none (1 where needed) */
    uint8_t supply;     /* chips in the base box (quacks.md §3.1) */
    uint8_t expansion;  /* chips The Herb Witches adds */
} qk_chip_info;

extern const qk_chip_info qk_chips[QK_CHIPS];
extern const char *const qk_colour_names[QK_COLOURS];

/* The chip of a colour and value, or -1. */
int qk_chip_of(int colour, int value);

/* ------------------------------------------------------------ the board */

#define QK_LAST_SPACE 52  /* the last pot space, printed 33 */
#define QK_SPOON 53       /* the spoon: 35 coins, 15 VP */
extern const uint8_t qk_pot_coins[54];
extern const uint8_t qk_pot_vp[54];
extern const uint8_t qk_pot_ruby[54];
/* 1 when a rat tail lies between VP i and i+1 on the scoring track. */
int qk_rat_tail_after(int vp);
/* Rat tails strictly between a score and the leader's (quacks.md §7.2). */
int qk_rat_tails(int own, int leader);

/* Test tubes on the back of the pot (quacks.md §6). */
enum qk_tube_kind { TUBE_NONE, TUBE_RUBY, TUBE_VP, TUBE_CHIP };
typedef struct qk_tube {
    uint8_t kind;
    uint8_t amount;  /* VP */
    int8_t chip;     /* the chip received */
} qk_tube;
#define QK_TUBES 12
extern const qk_tube qk_tubes[QK_TUBES + 1];

/* The bonus die (Q-R3): five results, "1 VP" on two faces. */
enum qk_die { DIE_1VP, DIE_2VP, DIE_RUBY, DIE_DROPLET, DIE_PUMPKIN, QK_DIE };
extern const char *const qk_die_names[QK_DIE];
extern const uint32_t qk_die_faces[QK_DIE];

/* ---------------------------------------------------------------- books */

#define QK_MAX_SET 6
/* The price of a chip in a book set, 0 when the book has no such chip. */
int qk_price(int chip, int set);
/* The chips a colour's book sells. */
int qk_book_has(int chip, int set);

/* ------------------------------------------------------- the herb witches */

/* The Herb Witches (herb-witches.md §1.3, W1-W12): four witches of each
 * type; a player calls the displayed witch of a type by handing in the
 * penny of that type (H-R1: the type decides, the colour is display). */
enum qk_witch {
    WI_FLASK, WI_DRAW_SIX, WI_TWO_WHITES, WI_NO_PENALTY,      /* brewing */
    WI_UPGRADE, WI_DOUBLE, WI_COPY, WI_RUBY_COINS,            /* buying */
    WI_COLOURS, WI_COUNT_BAG, WI_RUBIES, WI_CHEAP_RUBIES,     /* scoring */
    QK_WITCHES
};
enum qk_witch_type { WT_BREWING, WT_BUYING, WT_SCORING, QK_WITCH_TYPES };
#define QK_WITCH_TYPE(w) ((w) / 4)
#define QK_ALL_PENNIES 7u

typedef struct qk_witch_info {
    const char *id;     /* draw-six, ... */
    const char *rule;   /* quacks.witch.draw-six, ... */
    const char *words;  /* what she does, for explanations */
} qk_witch_info;

extern const qk_witch_info qk_witches[QK_WITCHES];
extern const char *const qk_witch_types[QK_WITCH_TYPES];
/* W9: VP by the number of colours in the pot, 0 to 8. */
extern const uint8_t qk_colour_vp[9];

/* -------------------------------------------------------- fortune cards */

enum qk_card {
    F_FILLING_UP, F_ALMS, F_DONATIONS, F_BEGINNERS_BONUS, F_JUST_IN_TIME,
    F_CHOOSE_ONE, F_RATS_FRIENDS, F_GOOD_START, F_CHOOSE_WISELY,
    F_WHEEL_AND_DEAL, F_OPPORTUNISTIC, F_LESS_IS_MORE, F_RAT_INFESTATION,
    F_LUXURY, F_SEASONED, F_LUCKY_DEVIL, F_SHINING, F_SCHADENFREUDE,
    F_WELL_STIRRED, F_POT_IS_FULL, F_SECOND_CHANCE, F_STRONG_INGREDIENT,
    F_PUMPKIN_PARTY, F_MAGIC_POTION, QK_CARDS
};

typedef struct qk_card_info {
    const char *id;
    const char *title;  /* the English (Schmidt) title */
    uint8_t blue;       /* 1: for the whole round; 0 (purple): at once */
} qk_card_info;

extern const qk_card_info qk_cards[QK_CARDS];

/* --------------------------------------------------------------- setup */

#define QK_MAX_SEATS 5
#define QK_NAME_MAX 128

enum qk_flask_rule { FLASK_WHITE, FLASK_ANY };      /* Q-R1 */
enum qk_strong_rule { STRONG_NO_ACTION, STRONG_COUNTS }; /* I-STRONG-B */

/* Where a seat stands when the record begins: the start of the game, or
 * (for worked examples and umpires' positions) a later round. */
typedef struct qk_seat_setup {
    char name[QK_NAME_MAX];
    int vp, rubies, droplet, tube, flask;
    int has_bag;                    /* 0: the starting bag */
    uint16_t bag[QK_CHIPS];
    uint16_t beside[QK_CHIPS];      /* toadstool set 2, kept from before */
    uint16_t kept[QK_CHIPS];        /* green set 5: first chips of the round */
    unsigned pennies;               /* witch pennies left, bit = type */
} qk_seat_setup;

typedef struct qk_setup {
    int players;
    int start;                      /* seat who cooked last: round 1 */
    int round;                      /* the round the record begins with */
    /* Set of each colour's book (0: none).  Orange: 1, or 5 for the
     * pumpkin book of The Herb Witches (with its 6-chip); black: 1 for the
     * base book (its page follows the players), or 5 or 6. */
    int book[QK_COLOURS];
    int black_given;                /* the black side was written */
    int back;                       /* test-tube side of the pots */
    int flask;                      /* enum qk_flask_rule */
    int strong;                     /* enum qk_strong_rule */
    int witches;                    /* The Herb Witches is in play */
    uint8_t read[QK_CARDS];         /* cards read before the record begins */
    qk_seat_setup seat[QK_MAX_SEATS];
} qk_setup;

/* The starting bag (quacks.md §3.2). */
extern const uint16_t qk_start_bag[QK_CHIPS];

/* Reading <setup> (setup_read.c), writing it (setup_write.c); the game's
 * setup_read and setup_write. */
int qk_setup_read(void *setup, const nt_node *node, nt_setup_ctx *c);
void qk_setup_write(const void *setup, xmlTextWriterPtr w);
/* The words of <setup> (setup_read.c), for reading, writing and
 * generating it. */
#define QK_SET_COLOURS 5
/* The colours whose book comes in sets; orange and black have one book. */
extern const int qk_set_colours[QK_SET_COLOURS];
extern const char *const qk_sides[2];      /* side: front, back */
extern const char *const qk_flasks[2];     /* flask (Q-R1): white, any */
extern const char *const qk_strongs[2];    /* strong-ingredient (I-STRONG-B) */
extern const char *const qk_blacks[2];     /* black: the base book's pages */
extern const char *const qk_expansions[1]; /* expansion: herb-witches */
/* The index of `text` among the `n` words, or -1. */
int qk_keyword(const char *text, const char *const *words, int n);
/* The bag a seat holds when the record begins: its own, or the starting
 * one (setup_read.c). */
const uint16_t *qk_setup_bag(const qk_setup *su, int seat);
/* The supply when the record begins: the box less the bags, the chips
 * beside the pots and the round-6 whites; -1, with the chip, when the
 * bags hold more than the box (setup_read.c). */
int qk_setup_supply(const qk_setup *su, uint16_t *supply, int *short_of);

/* --------------------------------------------------------------- state */

#define QK_POT_MAX 64

typedef struct qk_slot {
    uint8_t chip;
    uint8_t space;
    uint8_t no_action;  /* placed by "strong ingredient" (I-STRONG-B) */
    uint8_t covered;    /* took a place of a crow skull set 2 window */
    uint8_t as;         /* the chip it acted as (locoweed set 6), or chip */
} qk_slot;

typedef struct qk_player {
    uint16_t bag[QK_CHIPS];
    int bag_n;
    qk_slot pot[QK_POT_MAX];
    int npot;
    uint8_t beside[QK_CHIPS];     /* toadstool set 2, kept between rounds */
    uint8_t beside_now[QK_CHIPS]; /* set aside this round */
    uint8_t aside[QK_CHIPS];      /* toadstool set 6: to place this round */
    int aside_n;
    uint8_t kept[QK_CHIPS];       /* green set 5: the next round's first */
    uint8_t keep_next[QK_CHIPS];  /* chosen this round for the next one */
    uint8_t bowl[QK_POT_MAX];     /* the overflow bowl, in order */
    int nbowl;
    int last_bowl;                /* the last draw went into the bowl */
    unsigned pennies;             /* witch pennies left, bit = type */
    int no_penalty;               /* W4 called this round */
    int witch_coins;              /* W6 doubles (2), W8 adds rubies (1) */
    int cheap;                    /* W12 called this round */
    int droplet;
    int tube;
    int rats;                     /* tails used this round */
    int rubies;
    int vp;
    int vp_rubies;                /* of which: rubies turned into VP */
    int vp_coins;                 /* coins turned into VP (round 9) */
    int vp_pennies;               /* unspent witch pennies (the end) */
    int flask;                    /* full */
    /* This round's brewing. */
    int white;
    int yellows;
    int window;                   /* crow skull set 2: chips still covered */
    int crow_returned;            /* chips a crow skull just put back */
    int covered;                  /* exploded within a window (I-B2-WINDOW) */
    int exploded;
    int full;                     /* a chip on the last space (Q-R5) */
    int stopped;
    int first_white_done;         /* "well stirred" offered (I-WELL-STIRRED) */
    int second_chance;            /* 0 unused, 1 offered/used */
    int last;                     /* pot index the last draw placed, -1 */
    /* Why the last step left the flask nothing to return (HW-F1), for
     * messages; NULL: the last draw placed no chip. */
    const char *no_last;
    int stir;                     /* pot index "well stirred" may return */
    int space;                    /* scoring space */
    int coins;
    int took;                     /* exploded: 1 VP, 2 buy, 3 both */
    int bought;                   /* chips bought this round */
    int bought_colour;            /* the first one's colour, -1 none */
} qk_player;

enum qk_phase { PH_SETUP, PH_START, PH_FORTUNE, PH_RATS, PH_BREW, PH_AFTER, PH_EVAL,
                PH_END };

typedef struct qk_state {
    const qk_setup *setup;
    int players;
    qk_player pl[QK_MAX_SEATS];
    uint16_t supply[QK_CHIPS];
    uint8_t price[QK_CHIPS];      /* in the books in play; 0: not sold */
    uint8_t deck[QK_CARDS];       /* fortune cards not yet revealed */
    int witch[QK_WITCH_TYPES];    /* displayed witches, -1 before the draw */
    int round;
    int start;                    /* start player this round */
    int card;                     /* this round's fortune card, -1 none */
    int phase;
    int seat;                     /* who is acting, for messages */
    int die_space;                /* the highest space of step A, -1 none */
    char who[QK_MAX_SEATS][QK_NAME_MAX + 16]; /* "seat 1 (Lucas)" */
    int over;
    int stopped_before;  /* <unfinished/> before this round; 0: none */
    unsigned winners;
} qk_state;

/* ----------------------------------------------------------- functions */

void qk_init(void *state, const void *setup);
int qk_play(void *state, nt_play *p);

/* Brewing (brew.c; a chip placed: place.c; what it does on arriving:
 * brew_actions.c). */
int qk_brew(qk_state *s, nt_play *p, int seat);
/* The Herb Witches' overflow bowl is in play. */
int qk_bowl(const qk_state *s);
/* A seat may draw no more: exploded, or the pot full without a bowl. */
int qk_done(const qk_state *s, const qk_player *pl);
/* The values of the chips in the bowl (locoweed 1, H-R2). */
int qk_bowl_sum(const qk_player *pl);
int qk_last_space(const qk_player *pl);
int qk_threshold(const qk_state *s, const qk_player *pl);
/* Whether `chip` coming in now makes the pot explode (place.c). */
int qk_explodes(const qk_state *s, const qk_player *pl, int chip);
/* The space `chip`, drawn now, would reach, with a mandrake's extra
 * spaces (set 5) and ruby (set 6) as given; *as: the chip it acts as, -1
 * none (place.c). */
int qk_landing(const qk_state *s, const qk_player *pl, int chip, int extra,
               int ruby, int *as);
/* At a brewing step that may draw, the risk and the odds of the next
 * chip (odds.c; the engine hooks). */
int qk_risk(const void *state, const nt_ask *a, long *explode, long *chips);
int qk_odds(const void *state, const nt_ask *a, struct nt_odds *out);
const char *qk_threshold_rule(const qk_state *s, const qk_player *pl);
/* How a chip comes into the pot. */
enum {
    PLACE_CARD = 1,      /* a fortune card's draw: never explodes (Q-R7) */
    PLACE_NO_ACTION = 2, /* "strong ingredient": no action (I-STRONG-B) */
    PLACE_BESIDE = 4,    /* from beside the pot (toadstool set 2) */
    PLACE_UNDRAWN = 8    /* not drawn now: set aside, kept (HW-F1) */
};
/* Place a chip in a pot with every rule of placement. */
int qk_place(qk_state *s, nt_play *p, int seat, int chip, unsigned how);
/* The chips of a colour in a pot, those a strong ingredient placed
 * (no action) left out (place.c). */
int qk_in_pot(const qk_player *pl, int colour);
/* What a chip just placed does at once by its book, acting as chip `as`
 * (brew_actions.c: the crow skull, the toadstool, the mandrake). */
int qk_chip_action(qk_state *s, nt_play *p, int seat, int as);
/* One chip out of the seat's bag, a chance outcome weighted by the bag's
 * counts, asked with question q (the draw, a reveal, a keyed reveal). */
int qk_bag_draw(qk_state *s, nt_play *p, const nt_question *q, int seat,
                const char *rule, int *chip);
int qk_draw(qk_state *s, nt_play *p, int seat, int *chip);
/* A chip drawn and shown (<reveal chip>) inside the open element; the
 * caller decides where it goes. */
int qk_reveal_one(qk_state *s, nt_play *p, int seat, const char *rule,
                  int *chip);
/* The chip the flask would return: the one the last draw placed, in the
 * pot or in the bowl; -1 with none (I-FLASK, HW-F1). */
int qk_flask_chip(const qk_player *pl);
/* The last draw placed no chip the flask may return, for `why`. */
void qk_no_last(qk_player *pl, const char *why);
/* Take a chip out of the pot, back into the bag. */
void qk_unplace(qk_state *s, qk_player *pl, int index);
void qk_to_bag(qk_player *pl, int chip);
int qk_from_supply(qk_state *s, nt_play *p, int seat, int chip,
                   const char *why);
/* A chip bought or given by a fortune card: a black chip of set 5 goes to
 * the left neighbour and moves the droplet (herb-witches.md §2.1). */
int qk_gain(qk_state *s, nt_play *p, int seat, int chip, const char *why);
/* Whether a chip may be gained now (I-CLOSED-GAIN, Q-R10). */
int qk_can_gain(const qk_state *s, int chip);
int qk_book(const qk_state *s, int colour);
int qk_chip_value(int chip);
/* Move a seat's droplet `steps` times; `rule` is the rule that moves it,
 * cited when the record lacks where a move goes (the test-tube side). */
int qk_droplet(qk_state *s, nt_play *p, int seat, int steps,
               const char *rule);
void qk_score_space(qk_player *pl);

/* Fortune cards (fortune.c). */
int qk_fortune(qk_state *s, nt_play *p);
int qk_rats(qk_state *s, nt_play *p);
int qk_after_brewing(qk_state *s, nt_play *p);

/* Step E and F: whether a seat may buy a chip, or spend on something,
 * now (eval.c). */
enum { SPEND_DROPLET, SPEND_FLASK, SPEND_VP, SPEND_COINS };
int qk_buyable(const qk_state *s, int seat, int chip);
int qk_can_spend(const qk_state *s, int seat, int on);
int qk_ruby_cost(const qk_state *s, int seat);

/* Roll the bonus die for a seat (Q-R3). */
int qk_roll(qk_state *s, nt_play *p, int seat, const char *rule);
/* The same, written as the answer of another question (green set 6). */
int qk_roll_as(qk_state *s, nt_play *p, int seat, int q, const char *rule);

/* Evaluation (eval.c). */
int qk_evaluate(qk_state *s, nt_play *p);
/* Step B: the black, green and purple chips act (eval_actions.c). */
int qk_eval_actions(qk_state *s, nt_play *p);
/* Ask a seat question `q` of the evaluation, keyed by the seat, among
 * `n` answers (eval.c). */
int qk_ask(nt_play *p, int q, int seat, const int32_t *vals, int n,
           int32_t dflt, int32_t *out);

/* The herb witches (witches.c). */
int qk_witches_draw(qk_state *s, nt_play *p);
/* Whether a seat may call the displayed witch of a type now. */
int qk_witch_ready(const qk_state *s, int seat, int type);
/* Ask whether a seat calls the displayed witch of a type at this point of
 * the evaluation; 1 in *called when it does (the penny is spent). */
int qk_witch_call(qk_state *s, nt_play *p, int seat, int type, int able,
                  int *called);
/* The displayed witch of a type is this one. */
int qk_witch_is(const qk_state *s, int type, int witch);
/* The brewing witches W1-W3 (a brewing step). */
int qk_witch_brew(qk_state *s, nt_play *p, int seat);
int qk_witch_brew_ok(const qk_state *s, int seat);
/* W5 and W7 in step E, W9-W10 in D, W11 in C, W12 in F. */
int qk_witch_upgrade(qk_state *s, nt_play *p, int seat);
int qk_witch_copy(qk_state *s, nt_play *p, int seat, const int *bought,
                  int nbought);
int qk_witch_vp(qk_state *s, nt_play *p, int seat);
/* W5's answers now; the colours W9 counts. */
int qk_witch_upgrades(const qk_state *s, int seat, int32_t *out);
int qk_witch_colours(const qk_player *pl);
/* End of the game: 2 VP per unspent penny. */
void qk_witch_pennies(qk_state *s, nt_play *p);
/* The start player and the others after him, k = 0 .. players-1. */
int qk_seat(const qk_state *s, int k);
/* Steps for explain and replay: "round 3, brewing of seat 2: ...". */
int qk_step(qk_state *s, nt_play *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Words (describe.c). */
void qk_seat_name(const qk_state *s, int seat, nt_buf *out);
/* "seat 1 (Lucas)", for messages. */
const char *qk_who(const qk_state *s, int seat);
void qk_describe(const void *state, nt_buf *out);
void qk_context(const void *state, nt_buf *out);
void qk_result(const void *state, nt_buf *text, nt_buf *json);
const char *qk_why_not(const void *state, const nt_ask *a, int32_t v,
                       nt_buf *out);

/* Questions (questions.c). */
enum qk_q {
    QQ_CARD, QQ_CHOOSE, QQ_GIVE_UP, QQ_REVEAL_FOR, QQ_ROLL, QQ_DROPLET,
    QQ_BREW_ACT, QQ_DRAW, QQ_RETURN_WHITE, QQ_REVEAL, QQ_PLACE, QQ_PLACE_CHIP,
    QQ_BESIDE, QQ_BESIDE_CHIP, QQ_MORE, QQ_SCHADEN, QQ_GREEN_TAKE, QQ_GREEN_PAY,
    QQ_PURPLE_TIER, QQ_PURPLE_TRADE, QQ_PURPLE_UPGRADE, QQ_EXPLODED, QQ_BUY,
    QQ_SPEND,
    /* The Herb Witches */
    QQ_WITCHES_BREWING, QQ_WITCHES_BUYING, QQ_WITCHES_SCORING,
    QQ_CALL_BREWING, QQ_CALL_BUYING, QQ_CALL_SCORING, QQ_W3_RETURN,
    QQ_W5_UPGRADE, QQ_W7_COPY, QQ_ASIDE_CHIP, QQ_START, QQ_START_CHIP,
    QQ_YELLOW_RUBY, QQ_GREEN_KEEP, QQ_GREEN_ROLL, QQ_PURPLE_BUY, QK_NQ
};
extern const nt_question qk_q[QK_NQ];

/* Brewing decisions, the values of QQ_BREW_ACT. */
enum { ACT_DRAW, ACT_FLASK, ACT_STIR, ACT_RESTART, ACT_WITCH, ACT_ASIDE };
/* QQ_W3_RETURN: which of the last two white chips go back (W3). */
enum { W3_BOTH, W3_LAST, W3_SECOND };
/* QQ_W5_UPGRADE: the last two chips, or one chip id. */
#define W5_LAST_TWO 100
/* QQ_BESIDE: what to do with a chip beside the pot (toadstool set 2). */
enum { BESIDE_ADD, BESIDE_RETURN };

/* Fortune-card options besides chip ids (codec.c). */
enum { OPT_VP = 100, OPT_RUBIES, OPT_DROPLET };

/* Values (codec.c). */
extern const nt_type qk_t_chip;
#define QK_NO_CHIP QK_CHIPS         /* "none", where a chip may be declined */
extern const nt_type qk_t_chip_or_none;
extern const nt_type qk_t_card;
extern const nt_type qk_t_die;
extern const nt_type qk_t_where;   /* pot / tube */
extern const nt_type qk_t_take;    /* vp / buy */
extern const nt_type qk_t_option;  /* fortune-card choices */
extern const nt_type qk_t_spend;   /* droplet / flask / vp */
extern const nt_type qk_t_seats;
extern const nt_type qk_t_seat;    /* a seat of this game, as a key */
extern const nt_type qk_t_upgrade; /* "red-1 red-4": from, to */
extern const nt_type qk_t_witch;   /* draw-six, ... */
extern const nt_type qk_t_w3;      /* both / last / second */
extern const nt_type qk_t_w5;      /* last-two or a chip id */
extern const nt_type qk_t_pennies; /* "brewing buying scoring" */

extern const nt_rule qk_rules[];
extern const size_t qk_nrules;
/* The rulings Q-R..., I-..., H-R..., HW-... in full (rulings.c). */
extern const nt_ruling qk_rulings[];
extern const size_t qk_nrulings;

#endif
