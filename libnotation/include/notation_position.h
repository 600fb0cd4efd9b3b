/* libnotation: stepping through a game, as python-chess steps through a
 * chess game.  A position is a record opened at one of its choices: who
 * acts there, what is being decided, every legal answer, and the state.
 * Step forward and back along the record's line of play, or apply another
 * answer: the line then continues from it (what if?).
 *
 * A choice is a player's decision or a chance outcome (a card dealt, a
 * chip drawn).  Choices are counted from 0; the position "at k" is the one
 * where k choices have been made and choice k is being asked.
 *
 * Answers are strings, spelled as the record spells them: the value of an
 * attribute or token ("roi", "orange-1", "yes"), or the name of the
 * element chosen ("draw", "stop"); the answer as the record writes it is
 * read too (card="roi", <draw/>, <buy seat="1" chip="orange-1"/>).
 *
 * Ownership: strings returned by nt_position_* are borrowed and stay
 * valid until the next call that moves the position (seek, forward, back,
 * apply) or frees it, unless said otherwise.  Error strings handed back
 * through `char **err` (or `why`) belong to the caller (free()); a NULL
 * `err` is allowed: the message is then dropped.
 *
 * Cost: moving replays the game from its start with the answers of the
 * line (a few microseconds a choice), so the state is always the engine's
 * own, with nothing to undo by hand. */
#ifndef NOTATION_POSITION_H
#define NOTATION_POSITION_H

#include "notation.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct nt_position nt_position;

/* Open record `record` (1-based; 0 = the first) of a file ("-": standard
 * input) or of bytes in memory, and stand at its start.  The record is
 * read through every check of notation validate: an invalid record still
 * opens (its line of play stops before its first violation, where the
 * position then stands: nt_position_record_valid and
 * nt_position_record_diag tell).  Returns NULL when the file cannot be
 * read, has no such record, or its set-up cannot be read: *err then holds
 * "FILE:LINE:COL: error[RULE]: message". */
nt_position *nt_position_open_file(const char *path, unsigned long record,
                                   char **err);
nt_position *nt_position_open_memory(const char *name, const char *data,
                                     size_t len, unsigned long record,
                                     char **err);
void nt_position_free(nt_position *p);

/* ------------------------------------------------------ the record */

const nt_game *nt_position_game(const nt_position *p);
/* Whether the record as read is valid, and its first diagnostic (NULL
 * when valid; its message is the whole line notation validate prints,
 * "FILE:LINE:COL: error[RULE]: ..."). */
int nt_position_record_valid(const nt_position *p);
const nt_diag *nt_position_record_diag(const nt_position *p);
/* A metadata field of <meta> ("event", "site", "date", "round",
 * "annotator"), or NULL when the record has none. */
const char *nt_position_meta(const nt_position *p, const char *field);
/* Whether two records are of the same game with the same set-up (player
 * names aside: they are not choices); and the set-up as notation fmt
 * writes it, names left out (the caller frees it). */
int nt_position_same_setup(const nt_position *a, const nt_position *b);
char *nt_position_setup(const nt_position *p);
/* Number of seats, and a seat's player name (1-based), or NULL. */
int nt_position_seats(const nt_position *p);
const char *nt_position_player(const nt_position *p, int seat);

/* --------------------------------------------------------- the line */

/* One choice of the line of play. */
typedef struct nt_choice {
    long step;              /* the step it belongs to (1-based) */
    int seat;               /* 1-based; 0: chance */
    const char *question;   /* its kind: "castel.place.card" */
    const char *answer;     /* as the record spells it: "roi" */
    const char *written;    /* as the record writes it: card="roi" */
    const char *context;    /* where the game stood: "turn 7, seat 2
                               (Bruno), action 2", "round 3, ..." */
    unsigned long line;     /* where the record answers it; 0: applied */
    unsigned long col;
    const char *mark;       /* the annotator's mark on the move it opens
                               ("!", "?", "!!", "??", "!?", "?!"), or NULL */
} nt_choice;

/* Choices in the line: the record's, or up to the last one applied. */
size_t nt_position_length(const nt_position *p);
/* Choice k of the line (k < length); its strings live as long as the
 * position.  0, or -1 when there is no such choice. */
int nt_position_choice(const nt_position *p, size_t k, nt_choice *out);
/* Choices made so far: the position stands at choice `index`. */
size_t nt_position_index(const nt_position *p);

/* Move along the line: to k choices made (0 <= k <= length), one forward,
 * one back, or to the first choice of step `step` as notation-replay(1)
 * numbers steps (of the first step after it that asks one, since some
 * steps the rules play alone; any step after the last choice of a game
 * that is over: its end).  0, or -1 when there is no such place (the
 * position stays). */
int nt_position_seek(nt_position *p, size_t k);
int nt_position_forward(nt_position *p);
int nt_position_back(nt_position *p);
int nt_position_seek_step(nt_position *p, long step);
/* Walk the whole line in one replay: for each choice in turn the position
 * stands at it (the question, its legal answers and odds, the recorded
 * answer: every accessor below but describe and result) and `fn` is
 * called; it must not move the position.  Afterwards the position stands
 * at the end of the line.  0, or -1 when the line cannot be replayed. */
int nt_position_walk(nt_position *p, void (*fn)(nt_position *p, void *user),
                     void *user);

/* ----------------------------------------------------- the question */

/* Whether the game is over here (no choice to make; see result). */
int nt_position_over(const nt_position *p);
/* The step this choice belongs to (1-based); after the end: steps + 1. */
long nt_position_step(const nt_position *p);
/* Who acts: a 1-based seat, 0 for chance, -1 when the game is over. */
int nt_position_actor(const nt_position *p);
/* "seat 2 (Bruno)", "chance"; and where the game stands: "turn 7, seat 2
 * (Bruno)". */
const char *nt_position_actor_name(const nt_position *p);
const char *nt_position_context(const nt_position *p);
/* The choice: its kind ("castel.place.card"), in words ("card to place"),
 * the rule that governs it, and where the record writes the answer, as
 * the record would write it with "..." for the answer: `<place card="...">`
 * or `<draw/> or <stop/>`.  NULL when the game is over. */
const char *nt_position_question(const nt_position *p);
const char *nt_position_what(const nt_position *p);
const char *nt_position_rule(const nt_position *p);
const char *nt_position_form(const nt_position *p);

/* A chance outcome: what it comes out of ("bag", "deck", "die", "hand",
 * "coin", "witches"; NULL for a decision, or where the engine does not
 * say), and whose that is: a 1-based seat, or 0 when it is shared (the
 * fortune deck, a coin). */
const char *nt_position_chance_source(const nt_position *p);
int nt_position_chance_owner(const nt_position *p);

/* The risk at a draw-or-stop decision (a Quacks brewing step that may
 * draw, with or without The Herb Witches; a Duel turn's step that may
 * draw): *chips is the number of chips in the bag the next draw comes
 * out of, *explode how many of them would make the pot (the vial)
 * explode if drawn next, by every rule the engine applies to a drawn
 * chip; the chance is *explode / *chips, exactly.  0, or -1 (nothing
 * written) when the position is no such decision. */
int nt_position_risk(const nt_position *p, long *explode, long *chips);

/* What the next chip gives, at the same decisions: one outcome for each
 * kind of chip in the bag (a colour and a value), in the engine's order
 * of chips.  Its chance is count / chips, exactly (the counts add up to
 * chips).  `into` is where the chip goes: "pot" (Quacks: the space it
 * reaches), "bowl" (The Herb Witches' overflow bowl, the pot full),
 * "beside" (Quacks' toadstool of set 2, set beside the pot), "row" (the
 * Duel: the white row's space) or "neck" (the Duel: the neck's space).
 * space..space_max is the space reached (equal when the rules fix it;
 * "beside" and "bowl": the pot's last space, which does not move).
 * What the pot (the vial) is then worth is a list of named amounts, each
 * from min to max: Quacks "vp", "coins" and "ruby" (0 or 1) of the
 * scoring space after the chip, as the board prints them (and "bowl_vp",
 * the bowl's half value, for a chip into the bowl); the Duel "move", the
 * steps the patient moves toward the player's stand when the turn ends
 * with the chip in (0 when the vial explodes).  Where a range is not one
 * value, or `depends` is not 0, what follows the draw decides it: a
 * player's choice (NT_DEPENDS_CHOICE: a ruby paid, card C-K's cancel, the
 * bonus space) or a chance outcome (NT_DEPENDS_CHANCE: the chip the
 * mandrake of set 5 draws).  `flags`: NT_OUTCOME_ENDS, the turn (the
 * brewing) ends with this chip (a full pot, a full neck); NT_OUTCOME_MORE,
 * its action brings more chips at once (a crow skull's draws, a chip set
 * aside), so that the pot may end further than `space`.  `words` says it
 * all in a line ("space 12; scoring space 13: 2 VP, 13 coins, a ruby"). */
#define NT_WORTH_MAX 4
typedef struct nt_worth {
    const char *what;       /* "vp", "coins", "ruby", "bowl_vp", "move" */
    int min, max;
    /* What follows the draw may take it out of min..max, by a choice or
     * a chance the engine gives no bound for (the Duel: a chip's own
     * book upgrading or returning chips of the vial): min..max is then
     * what the draw alone leaves, and `depends` says on what. */
    int open;
} nt_worth;

enum { NT_DEPENDS_CHOICE = 1, NT_DEPENDS_CHANCE = 2 };
enum { NT_OUTCOME_ENDS = 1, NT_OUTCOME_MORE = 2 };

typedef struct nt_draw_outcome {
    const char *chip;       /* as the record writes it: "white-2" */
    long count, chips;      /* of this kind, and in the bag */
    const char *into;
    int space, space_max;
    int explodes;           /* the pot (the vial) explodes */
    unsigned depends;       /* NT_DEPENDS_... */
    unsigned flags;         /* NT_OUTCOME_... */
    int nworth;
    nt_worth worth[NT_WORTH_MAX];
    const char *words;
} nt_draw_outcome;

/* The number of outcomes (0 when the position is no such decision), and
 * outcome i: 0, or -1 when there is none (nothing written).  The same in
 * words, the risk's line then one line an outcome ("  white-1  3/11
 * 27.3%  space 9, explodes; ..."), and as a JSON array ([{"chip":
 * "white-1","count":3,"chips":11,"into":"pot","space":[9,9],
 * "explodes":true,"depends":[],"ends":false,"more":false,
 * "worth":{"vp":[1,1],...},"open":[],"words":"..."},...]); NULL when
 * there are none. */
size_t nt_position_odds_count(const nt_position *p);
int nt_position_odds(const nt_position *p, size_t i, nt_draw_outcome *out);
const char *nt_position_odds_text(const nt_position *p);
const char *nt_position_odds_json(const nt_position *p);

/* The legal answers, in the rules' order.  For a chance outcome, odds is
 * its probability (0 < odds <= 1); for a decision, 0.  `written` is the
 * answer as the record writes it: card="roi", <draw/>,
 * <buy seat="1" chip="orange-1"/>. */
size_t nt_position_legal_count(const nt_position *p);
const char *nt_position_legal(const nt_position *p, size_t i);
const char *nt_position_legal_written(const nt_position *p, size_t i);
double nt_position_legal_odds(const nt_position *p, size_t i);
/* The line's own answer here (the record's, or the one applied), or NULL
 * at the end of the line. */
const char *nt_position_recorded(const nt_position *p);

/* Answer the choice with `answer`: the line is cut here and goes on with
 * it (the position moves one forward; the rest of the old line is
 * dropped).  0, or -1 with *err: why the answer is not legal, citing the
 * rule ("error[castel.place.zone]: ..."). */
int nt_position_apply(nt_position *p, const char *answer, char **err);

/* What if: answer the choice with `answer` and read the rest of the
 * record again, that one answer replaced, exactly as validate reads it:
 * later answers come from the record's own text (a square names the card
 * on it now; an answer written by absence stays that answer); the facts
 * the record states are not held against the new line.  The line is the
 * new one as far as the record follows it, and the position stands at its
 * end.  Returns its length; *why is NULL when the whole record followed,
 * else (caller frees) the first diagnostic there: "FILE:LINE:COL:
 * error[RULE]: message".  -1 with *err (caller frees) when `answer` is not
 * legal here. */
long nt_position_replace(nt_position *p, const char *answer, char **why,
                         char **err);

/* Write the line of play up to the position as a record (canonical form,
 * one <game> with its metadata and set-up; notes and assertions are not
 * choices and are left out).  When the game is not over there, the record
 * stops with <unfinished/> at the last place before the position where
 * the rules let a record stop (Castel: before a turn or between two
 * actions; Quacks and the Duel: at the start of a round); *kept (may be
 * NULL) gets the number of choices written.  0; 1 when no such place
 * comes before the position (nothing is written); -1 when `out` cannot
 * be written. */
int nt_position_write(nt_position *p, FILE *out, size_t *kept);

/* --------------------------------------------------------- moves */

/* A move is what a player does at one point of the game as the record
 * writes it: the choices one actor makes in a row within one step.  A
 * Castel action with its card, its square and every effect choice
 * (<place card="reine" at="d4"><send-back at="e5"/></place>); a Quacks
 * purchase (<buy seat="1" chip="orange-1"/>) or brewing decision
 * (<draw/>); a Duel turn's choice.  A chance outcome is a move of its own
 * (chip="orange-1"). */

/* Whether the position stands at the start of a move (the choice before
 * it, if any, was another actor's or of another step). */
int nt_position_move_start(const nt_position *p);
/* Choices in the line's own move from the position (0 at its end). */
size_t nt_position_move_length(const nt_position *p);
/* The line's own move from the position as the record writes it (the
 * caller frees it), or NULL at the end of the line. */
char *nt_position_recorded_move(nt_position *p);

/* List the legal moves from the position (the rest of the move, when it
 * stands inside one), in the rules' order, at most `limit` of them (0:
 * as many as the search finds in 20,000 positions).  Returns how many;
 * *complete (may be NULL) is 0 when the list stopped short.  The list
 * stays until the next call; the position does not move. */
size_t nt_position_moves(nt_position *p, size_t limit, int *complete);
/* Move i of the list: as the record writes it, and the rules of its
 * parts, each once ("castel.turn.actions, castel.place.card, ..."). */
const char *nt_position_move_text(const nt_position *p, size_t i);
const char *nt_position_move_rule(const nt_position *p, size_t i);

/* Play a move, written as the record writes it (a listed move's text, or
 * the record's own wording: stated facts such as a card sent back are
 * not choices and are not read) or as one answer (as
 * nt_position_apply takes it).  Parts the text leaves out take the
 * answer a record's silence gives.  The line is cut and goes on with
 * the move; the position moves to the end of it.  0, or -1 with *err
 * (the first part that is not legal, with the engine's reason and rule):
 * nothing is then changed.  nt_position_pop goes back to where the last
 * move pushed started (the line keeps it, as nt_position_back does);
 * -1 when no move is left to take back. */
int nt_position_push(nt_position *p, const char *move, char **err);
int nt_position_pop(nt_position *p);

/* What if the record played another move here: as nt_position_replace,
 * with the record's whole move at the position (its element and what it
 * holds: effects, targets) replaced by `move`, written as the record
 * writes it.  The position must stand at the start of one of the record's
 * own moves.  -1 with *err when `move` is not legal here (nothing is
 * read), or when the record writes no move there. */
long nt_position_replace_move(nt_position *p, const char *move, char **why,
                              char **err);
/* Several moves replaced in one reading: moves[i] in place of the
 * record's move at choice at[i] (0-based, in the record as read; each the
 * start of a move the record writes).  The first of them is checked as
 * nt_position_replace_move checks it; the later ones are played in the
 * game the earlier changes made, by the reading itself (one that is not
 * legal there is where the record stops being followed). */
long nt_position_replace_moves(nt_position *p, size_t n, const size_t *at,
                               const char *const *moves, char **why,
                               char **err);

/* ---------------------------------------------------- variations */

/* A record's variations (notation(5)): alternative lines written after a
 * move, each replacing that move from the position before it, and
 * nesting.  Each is read when the record opens, through every check, as
 * its own line from the game's start.  The position stands on one line
 * at a time: the record's main line at first, or a variation entered at
 * the choice where it branches.  On a variation every call above works
 * on its line (seek, forward, back, walk, apply, push, pop, write: the
 * variation as a record of its own), except what-if (nt_position_replace
 * and the replace_move calls), which reads the record's main line again:
 * there they return -1 with *err. */

typedef struct nt_variation {
    /* As diagnostics name it: "variation 2 of turn 14, seat 2 (Bruno)";
     * one inside another: "variation 1 of ... / variation 1 of ...". */
    const char *name;
    int number;             /* among the variations of its move, from 1 */
    size_t branch;          /* its first choice: where it branches */
    size_t length;          /* choices in its line from the game's start,
                               as far as the line was followed */
    size_t nested;          /* variations inside it, at any depth */
    int valid;              /* 0: it breaks a rule; its line stops before */
    const char *diag;       /* then its first diagnostic, as notation
                               validate prints it; else NULL */
    unsigned long line;     /* where its first move is written (0: it */
    unsigned long col;      /* has none that could be played) */
} nt_variation;

/* The variations the record writes of the move that starts at the
 * position, in the record's order (those of a whole turn and of its
 * first move both start there): their number, and variation i (0, or -1
 * when there is none; its strings live as long as the position).  Listed
 * only while the position's line is still the record's up to here (an
 * applied answer earlier leaves the record's variations behind). */
size_t nt_position_variation_count(const nt_position *p);
int nt_position_variation(const nt_position *p, size_t i, nt_variation *out);
/* Enter variation i: the position's line becomes the variation's, and
 * the position stands at its first choice (the same index: the choices
 * before are the line's own).  Leave: back on the line it was entered
 * from, as it was, where it was entered.  0, or -1 (no such variation;
 * leave: on the main line), the position then unmoved.  Moves pushed
 * before are not popped across either. */
int nt_position_enter(nt_position *p, size_t i);
int nt_position_leave(nt_position *p);
/* How deep the position's line is (0: the main line), and its name as
 * nt_variation gives it ("" on the main line). */
int nt_position_depth(const nt_position *p);
const char *nt_position_line_name(const nt_position *p);

/* -------------------------------------------------------- the state */

/* The state in words, as explain prints it (owned by the caller). */
char *nt_position_describe(const nt_position *p);

/* The result once the game is over. */
typedef struct nt_result {
    int over;               /* 0: the game goes on (or stopped unfinished) */
    unsigned winners;       /* bit s-1 set: seat s won (ties: several) */
    const char *text;       /* in words ("Alice wins: ..."), or NULL */
    const char *json;       /* as notation validate --format json gives it
                               under "result", or NULL */
} nt_result;
void nt_position_result(const nt_position *p, nt_result *out);

#ifdef __cplusplus
}
#endif
#endif
