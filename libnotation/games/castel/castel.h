/* Castel (Serge Laget & Bruno Faidutti, Jeux Descartes 2000): the engine's
 * private interface.
 *
 * Sources: the French rulebook (../shared/rules/seeds/003_...txt, "the
 * rulebook" below) and ../shared/rules/castel.md (card counts, the 6x6
 * castle, the algorithms of §4-11 and the rulings D-1 ... D-73).
 *
 * The castle is a 6x6 grid (D-2): towers in the corners, four rampart
 * sides of four squares, a 4x4 courtyard.  Squares are named a1 ... f6:
 * the letter is the column from west (a) to east (f), the digit the row
 * from north (1) to south (6).  Outside the walls has no squares: siege
 * engines face one of the four sides (north, east, south, west); every
 * other card outside is named after itself. */
#ifndef CASTEL_H
#define CASTEL_H

#include <stdint.h>

#include "games.h"
#include "play.h"

/* --------------------------------------------------------------- cards */

enum castel_type {
    C_AMBASSADEUR, C_ASSASSIN, C_BALADIN, C_BOUFFON, C_CHEVALIER_NOIR,
    C_CONSEILLER, C_COURTISAN, C_COURTISANE, C_DAME, C_ESPION, C_FAVORITE,
    C_FOU, C_INTRIGUANT, C_MARCHAND, C_PRINCE, C_PRETRE, C_PRINCE_CHARMANT,
    C_PRINCESSE, C_REINE, C_ROI, C_VOLEUR,
    C_BARBARE, C_DRAGON, C_ENCHANTEUR, C_ENGIN, C_FEE, C_HERAUT,
    C_CAPITAINE, C_SOLDAT, C_TRAITRE,
    C_ALCHIMISTE, C_ARCHER, C_FANTOME, C_GUETTEUR, C_MAGICIEN, C_SORCIERE,
    C_CHEVALIER,
    CASTEL_TYPES
};

enum castel_zone { Z_COURT, Z_RAMPART, Z_TOWER, Z_OUTSIDE, Z_KNIGHT };
enum castel_gender { G_NONE, G_MALE, G_FEMALE };

typedef struct castel_card_info {
    const char *id;     /* notation id: the French name in kebab-case */
    const char *name;   /* the printed name */
    const char *abbr;   /* at most 6 characters, for the castle drawing */
    uint8_t count;      /* copies in the box (castel.md §2, D-1) */
    uint8_t zone;       /* where it arrives (rulebook: banners) */
    uint8_t gender;     /* D-8 */
    const char *rule;   /* the rule of its requirement and effect */
} castel_card_info;

extern const castel_card_info castel_cards[CASTEL_TYPES];

/* ------------------------------------------------------------- castle */

#define CASTEL_SQUARES 36
#define CASTEL_FACES 4
#define CASTEL_MAX_OUT 48   /* stacks outside the walls besides engines */
#define CASTEL_MAX_SEATS 5
#define CASTEL_NAME_MAX 128
#define CASTEL_MAX_HEIGHT 6 /* a card and the four chevaliers */

enum castel_side { SIDE_N, SIDE_E, SIDE_S, SIDE_W, SIDE_NONE = -1 };

/* Spots: where a stack stands. */
#define SPOT_FACE0 36                       /* 36..39: engines by side */
#define SPOT_OUT0 40                        /* 40..87: other outside stacks */
#define SPOT_OUTSIDE 100                    /* "outside" as a destination */
#define SPOT_COUNT (SPOT_OUT0 + CASTEL_MAX_OUT)

/* A card in play is named by its spot and its level in the stack:
 * ref = spot * 8 + level (0 = the card at the bottom). */
#define REF(spot, level) ((spot) * 8 + (level))
#define REF_SPOT(ref) ((ref) / 8)
#define REF_LEVEL(ref) ((ref) % 8)

int castel_square_zone(int square);          /* Z_COURT, Z_RAMPART, Z_TOWER */
int castel_square_side(int square);          /* rampart side or SIDE_NONE */
/* The squares next to a square (diagonals too), ascending: at most 8. */
int castel_neighbours(int square, int *out);
int castel_adjacent(int a, int b);           /* 8-neighbours, a != b */
int castel_is_square(int spot);
int castel_is_face(int spot);
int castel_is_out(int spot);

typedef struct castel_piece {
    uint8_t type;
    int8_t pawn;        /* seat whose pawn lies on it, -1 for none */
    uint16_t serial;    /* which arrival in play this is (D-72) */
} castel_piece;

typedef struct castel_stack {
    castel_piece p[CASTEL_MAX_HEIGHT];
    uint8_t h;          /* 0 = empty */
} castel_stack;

/* ------------------------------------------------------------- setup */

/* A game begun from a position (notation(5): <position> in <setup>;
 * D-75): everything the rules need to go on that the record cannot
 * replay.  The pawn supplies are derived from it (D-47). */
typedef struct castel_position {
    int present;
    int turn;           /* the turn in progress or about to begin */
    int seat;           /* whose turn */
    int action;         /* actions already taken in it: 0 = it begins */
    int actions;        /* 2, or 3 after the marchand */
    int progress;       /* a card drawn or placed in it so far */
    int idle;           /* turns in a row before it with neither (D-46) */
    int last;           /* the last card placed, as a ref; -1 for none */
    castel_stack sq[CASTEL_SQUARES];
    castel_stack face[CASTEL_FACES];
    castel_stack out[CASTEL_MAX_OUT];
    int nout;
    uint8_t hand[CASTEL_MAX_SEATS][CASTEL_TYPES];
    uint8_t pile[CASTEL_MAX_SEATS][24];           /* top first */
    int pile_len[CASTEL_MAX_SEATS];
    uint8_t exch[CASTEL_TYPES];
    uint8_t removed[CASTEL_TYPES];
} castel_position;

typedef struct castel_setup {
    int players;
    int turn_limit;     /* D-46 safety cap, in turns */
    char name[CASTEL_MAX_SEATS][CASTEL_NAME_MAX];
    castel_position pos;
} castel_setup;

#define CASTEL_DEFAULT_TURN_LIMIT 1000

/* ------------------------------------------------------------- state */

enum castel_end { END_NONE, END_WIN, END_DEAD, END_STALL, END_CAP };

typedef struct castel_state {
    const castel_setup *setup;
    int players;

    uint8_t deck[CASTEL_TYPES];                   /* while dealing */
    uint8_t hand[CASTEL_MAX_SEATS][CASTEL_TYPES];
    int hand_n[CASTEL_MAX_SEATS];
    uint8_t pile[CASTEL_MAX_SEATS][24];           /* top first */
    int pile_pos[CASTEL_MAX_SEATS];
    int pile_len[CASTEL_MAX_SEATS];
    uint8_t exch[CASTEL_TYPES];
    int exch_n;
    uint8_t removed[CASTEL_TYPES];                /* killed by the assassin */
    int supply[CASTEL_MAX_SEATS];                 /* pawns left (D-47) */

    castel_stack sq[CASTEL_SQUARES];
    castel_stack face[CASTEL_FACES];
    castel_stack out[CASTEL_MAX_OUT];             /* in order of arrival */
    int nout;

    uint16_t serial;                              /* last serial given */
    uint16_t last_placed;                         /* D-54, D-72 */

    int turn;                                     /* 1-based; 0 = dealing */
    int seat;                                     /* whose turn */
    int action;                                   /* 1-based in the turn */
    int actions;                                  /* 2, 3 with the marchand */
    int marchand_again;                           /* placed twice (D-74) */
    int resume;         /* the first turn goes on from a position */
    int progress;                                 /* placed or drawn this turn */
    int idle_turns;                               /* D-46 (b) */

    int end;                                      /* enum castel_end */
    int unfinished;     /* <unfinished/>: 1 between turns, 2 in a turn */
    unsigned winners;                             /* bit per seat */

    /* The effect being resolved, for the choices it asks (§9). */
    struct castel_fx {
        int type;       /* the card whose effect it is */
        int spot;       /* where that card stands */
        int seat;       /* its controller */
        int first;      /* first card chosen (swaps), or the card moved */
        uint16_t before;/* last card placed before it (enchanteur, D-20) */
    } fx;
} castel_state;

/* What an effect may choose (effects.c); also the ask's arg. */
enum castel_target_kind {
    TK_ASSASSIN, TK_CHEVALIER_NOIR, TK_COURTISAN, TK_DAME, TK_REINE, TK_ROI,
    TK_BARBARE, TK_DRAGON_OUT, TK_DRAGON_IN, TK_ARCHER, TK_MAGICIEN,
    TK_TRAITRE, TK_FEE, TK_VOLEUR, TK_INTRIGUANT, TK_INTRIGUANT2,
    TK_MARCHAND, TK_BALADIN, TK_BALADIN2, TK_CHARMANT, TK_KNIGHT,
    TK_GUETTEUR,
    /* destinations */
    DK_CHARMANT, DK_KING, DK_GUETTEUR, DK_KNIGHT
};
const char *castel_target_reason(const castel_state *s, int kind, int v,
                                 nt_buf *why);
int castel_targets(const castel_state *s, int kind, int32_t *out);
/* How many there are, counting no further than `limit`. */
int castel_count_targets(const castel_state *s, int kind, int limit);
/* Whether one answer is among them. */
int castel_target_ok(const castel_state *s, int kind, int32_t v);

/* ---------------------------------------------------------- positions */

castel_stack *castel_stack_at(castel_state *s, int spot);
const castel_stack *castel_stack_cat(const castel_state *s, int spot);
/* The piece a reference names, or NULL. */
const castel_piece *castel_piece_at(const castel_state *s, int ref);
/* The zone of a spot: squares by the grid, everything else outside. */
int castel_spot_zone(int spot);
int castel_in_castle(int spot);
/* Where the roi (or any unique card) stands as a base card: a spot, or -1. */
int castel_find_base(const castel_state *s, int type);
int castel_soldier(int type);
int castel_soldiers_on_side(const castel_state *s, int side);
int castel_engines(const castel_state *s);
int castel_free_squares(const castel_state *s, int zone);

/* Protection (rulebook "La protection"; castel.md §4.1). */
enum castel_protection {
    PROT_NONE, PROT_AMBASSADEUR, PROT_CHEVALIER, PROT_PRETRE, PROT_CAPITAINE
};
int castel_protection(const castel_state *s, int ref);
/* The top card of its stack and not protected: what may be sent back,
 * moved or killed (D-7). */
int castel_return_target(const castel_state *s, int ref);
/* Why a card cannot be sent back, moved or killed for a protection: the
 * reason in `why` and the protection's rule, or NULL when it has none. */
const char *castel_protection_reason(const castel_state *s, int ref,
                                     nt_buf *why);
int castel_top_ref(const castel_state *s, int spot);

/* Changes of position.  Each returns what it did for the telling. */
void castel_push(castel_state *s, int spot, castel_piece pc);
castel_piece castel_pop(castel_state *s, int spot);
/* Take a card out of play: to its pawn's owner (send back), to the
 * exchange, or out of the game (the assassin). */
enum castel_leave { LEAVE_SEND_BACK, LEAVE_EXCHANGE, LEAVE_KILL };
castel_piece castel_leave(castel_state *s, int ref, int how);

/* ----------------------------------------------------------- placing */

int castel_has_pawn(const castel_state *s, int seat);
/* Legal spots for a card; `pawned` is false for the conseiller's summons,
 * which need no pawn.  Returns the count written to `out`. */
int castel_legal_spots(const castel_state *s, int type, int32_t *out);
/* Whether the card has at least one legal spot (cheaper). */
int castel_can_place(const castel_state *s, int type);
/* Why `spot` is no place for `type`: writes the reason, returns the rule. */
const char *castel_spot_reason(const castel_state *s, int type, int spot,
                               nt_buf *out);
/* Why `type` cannot be placed at all now. */
const char *castel_card_reason(const castel_state *s, int type, nt_buf *out);

/* ---------------------------------------------------------- positions */

/* Pawns of each colour in the box (D-47). */
extern const int castel_box_pawns[CASTEL_MAX_SEATS];
/* Cards in each hand and pile of the deal (rulebook's table), by the
 * number of players. */
extern const int castel_hand_size[CASTEL_MAX_SEATS + 1];
extern const int castel_pile_size[CASTEL_MAX_SEATS + 1];
/* Copies of a card in a game of `players` (D-1, D-58). */
int castel_copies(int players, int type);

/* Read <position> into su->pos, checked (position.c): 0, or -1 once an
 * error is reported. */
int castel_position_read(castel_setup *su, const nt_node *node,
                         nt_setup_ctx *c);
void castel_position_write(const castel_setup *su, xmlTextWriterPtr w);
/* The state of a game begun from su->pos (castel_init). */
void castel_position_load(castel_state *s, const castel_setup *su);

/* ----------------------------------------------------------- playing */

int castel_play(void *state, nt_play *p);
int castel_play_turn(castel_state *s, nt_play *p);
/* One action of the player whose turn it is (it must have one). */
int castel_play_action(castel_state *s, nt_play *p);
int castel_deal(castel_state *s, nt_play *p);
/* Put a card into play and resolve it, controlled by `seat`. */
int castel_place(castel_state *s, nt_play *p, int type, int spot, int seat,
                 int pawned);
int castel_resolve(castel_state *s, nt_play *p, int type, int spot, int seat);
void castel_init(void *state, const void *setup);
int castel_dead_position(const castel_state *s);
void castel_check_winner(castel_state *s, nt_play *p, int seat);
/* Why the game is over, in words, and the rule a record that goes on
 * breaks: castel.end.over after a win, the blockage's own after one of
 * D-46 (end.c). */
const char *castel_why_over(const castel_state *s, nt_buf *out);
/* <unfinished/> was read: nothing may follow it in its element. */
int castel_unfinished(castel_state *s, nt_play *p, int mid_turn);

/* ----------------------------------------------------------- effects */

/* A card's effect, resolving s->fx (castel_resolve looks it up in the
 * table of effects.c). */
typedef int (*castel_effect_fn)(castel_state *s, nt_play *p);

/* What the effects share (effects.c). */
/* "the reine at c3", "the fee outside the walls", for the telling: in `b`
 * (cleared), and returned; "?" when no card is there. */
const char *castel_said(const castel_state *s, int ref, nt_buf *b);
/* Send a card back (§4.1) and tell where it went, and `why`. */
void castel_send_back(castel_state *s, nt_play *p, int ref, const char *why);
/* The rules leave nothing to choose: `told` is said.  A record that names
 * a card all the same (<elem attr>) is told why that card is no target of
 * kind `tk` (-1: none), or else is wrong under `rule`. */
int castel_nothing(castel_state *s, nt_play *p, const char *elem,
                   const char *attr, int tk, const char *rule,
                   const char *told);
/* The targets of an effect kind, as an ask's context (ctx, words_ctx). */
typedef struct castel_target_ctx {
    const castel_state *s;
    int kind;
} castel_target_ctx;
/* The targets in words, "e5 (princesse), c3 (roi)", for a diagnostic
 * about the element that must name one (an ask's `words`). */
void castel_target_words(const void *ctx, nt_buf *out);
/* Ask question `q` for one card or place among the targets of a kind. */
int castel_ask_target(const castel_state *s, nt_play *p, int q, int actor,
                      int kind, const char *rule, const char *what,
                      int32_t *v);
/* Open the effect's element (question `elq`), ask for the card it acts
 * on, and state which card that is (an optional assertion). */
int castel_choose(castel_state *s, nt_play *p, int actor, int elq, int tk,
                  const char *rule, const char *what, int *ref);
/* One send-back effect on a card of kind `tk`, if there is any. */
int castel_send_back_one(castel_state *s, nt_play *p, int actor, int tk,
                         const char *rule, const char *what,
                         const char *why);
/* Move a card of kind `tk` to a square of kind `dk` (the prince-charmant
 * in the courtyard, the guetteur's soldier on the ramparts). */
int castel_move_in_zone(castel_state *s, nt_play *p, int tk, int dk,
                        const char *rule, const char *what);

/* The effects of the courtyard cards (effects_court.c). */
int castel_effect_assassin(castel_state *s, nt_play *p);
int castel_effect_baladin(castel_state *s, nt_play *p);
int castel_effect_bouffon(castel_state *s, nt_play *p);
int castel_effect_chevalier_noir(castel_state *s, nt_play *p);
int castel_effect_courtisan(castel_state *s, nt_play *p);
int castel_effect_courtisane(castel_state *s, nt_play *p);
int castel_effect_dame(castel_state *s, nt_play *p);
int castel_effect_espion(castel_state *s, nt_play *p);
int castel_effect_favorite(castel_state *s, nt_play *p);
int castel_effect_fou(castel_state *s, nt_play *p);
int castel_effect_intriguant(castel_state *s, nt_play *p);
int castel_effect_marchand(castel_state *s, nt_play *p);
int castel_effect_prince_charmant(castel_state *s, nt_play *p);
int castel_effect_princesse(castel_state *s, nt_play *p);
int castel_effect_reine(castel_state *s, nt_play *p);
int castel_effect_roi(castel_state *s, nt_play *p);
int castel_effect_voleur(castel_state *s, nt_play *p);
/* The effects outside the walls, on the ramparts and in the towers
 * (effects_outer.c). */
int castel_effect_barbare(castel_state *s, nt_play *p);
int castel_effect_dragon(castel_state *s, nt_play *p);
int castel_effect_enchanteur(castel_state *s, nt_play *p);
int castel_effect_fee(castel_state *s, nt_play *p);
int castel_effect_traitre(castel_state *s, nt_play *p);
int castel_effect_alchimiste(castel_state *s, nt_play *p);
int castel_effect_archer(castel_state *s, nt_play *p);
int castel_effect_guetteur(castel_state *s, nt_play *p);
int castel_effect_magicien(castel_state *s, nt_play *p);
int castel_effect_sorciere(castel_state *s, nt_play *p);

/* Questions (see questions.c). */
enum castel_q {
    Q_DEAL, Q_ACTION, Q_GIVE, Q_TAKE, Q_CARD, Q_SPOT,
    Q_EL_SEND_BACK, Q_EL_KILL, Q_EL_TO_EXCHANGE, Q_EL_SWAP, Q_EL_SUMMON,
    Q_EL_TRADE, Q_EL_FAV, Q_EL_MOVE_KING, Q_EL_MOVE_KNIGHT, Q_EL_SWAP_PAWNS,
    Q_EL_REPLACE, Q_EL_MOVE, Q_EL_REMOVE_PAWN, Q_EL_MOVE_OUT, Q_EL_GIVE,
    Q_EL_TAKE, Q_EL_SEND,
    Q_AT, Q_WITH, Q_FROM, Q_TO_SQUARE, Q_TO_SPOT, Q_ATTR_CARD, Q_ATTR_SEAT,
    Q_TRADE_TAKE, Q_TRADE_GIVE, Q_SEND_TO,
    Q_PASS, Q_FOU, Q_ESPION,
    CASTEL_NQ
};
extern const nt_question castel_q[CASTEL_NQ];

/* Values. */
extern const nt_type castel_t_card;
extern const nt_type castel_t_spot;
extern const nt_type castel_t_ref;
extern const nt_type castel_t_colour;
extern const nt_type castel_t_seat;   /* a seat of this game, as a key */
extern const nt_type castel_t_seats;
extern const nt_type castel_t_end;
void castel_format_spot(const castel_state *s, int spot, nt_buf *out);
void castel_format_ref(const castel_state *s, int ref, nt_buf *out);
/* "at c3", "facing the west rampart", "outside the walls", "on the roi at
 * c3": where a card of `type` arrives, in words. */
void castel_where_words(const castel_state *s, int type, int spot,
                        nt_buf *out);
/* "the chevalier on the reine at c3", "the fee outside the walls". */
void castel_card_words(const castel_state *s, int ref, nt_buf *out);
const char *castel_colour_name(int seat);
/* "a" or "an" before a card's id. */
const char *castel_article(int type);

/* Words. */
void castel_seat_name(const castel_state *s, int seat, nt_buf *out);
void castel_describe(const void *state, nt_buf *out);
void castel_context(const void *state, nt_buf *out);
void castel_result(const void *state, nt_buf *text, nt_buf *json);
/* castel_result, or that an unfinished record has no result (end.c). */
void castel_result_text(const void *state, nt_buf *text, nt_buf *json);
const char *castel_why_not(const void *state, const nt_ask *a, int32_t v,
                           nt_buf *out);

extern const nt_rule castel_rules[];
extern const size_t castel_nrules;
/* The rulings D-1 ... in full (rulings.c). */
extern const nt_ruling castel_rulings[];
extern const size_t castel_nrulings;

#endif
