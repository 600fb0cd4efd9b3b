/* The end of a brewing turn: the explosion and its choice, the move, the
 * first-turn coin windows, the neck going to the bottom, and what a record
 * may assert there (quacks-duel-data.md 3.4, end_turn; DU-R10, DU-R11,
 * DU-R21, DU-R24, DU-R27, DU-R36, DU-C19). */
#include <stdio.h>

#include "duel.h"

static void S_neck_to_body(du_player *pl)
{
    for (int i = 0; i < pl->neck_n && pl->body_n < DU_BODY_MAX; i++)
        pl->body[pl->body_n++] = pl->neck[i];
    pl->neck_n = 0;
}

/* The move of a turn: the neck's values and the last white (DU-R27). */
static int S_move_value(const du_state *s, const du_player *pl)
{
    int chip, v = 0;
    for (int i = 0; i < pl->neck_n; i++)
        v += du_value(s->d, pl->neck[i]);
    du_last_white(pl, &chip);
    return v + du_value(s->d, chip);
}

static void S_finish(du_state *s, int seat)
{
    s->pl[seat].finished = 1;
    if (!s->finisher_known) {
        s->first_finisher = seat;
        s->finisher_known = 1;
    }
}

/* Half the gold is 0: there is nothing to pay or push, so no answer is
 * asked, and one written anyway breaks the rule of that choice (DU-R10),
 * not the generic one of a stray element. */
static int S_no_explosion_choice(const du_state *s, nt_play *p, int seat)
{
    nt_buf take = {0};
    int written = nt_peek(p, "explosion", "take", &take);
    nt_buf_free(&take);
    if (!written)
        return NT_OK;
    return nt_fail(p, "duel.explode.choice",
                   "%s holds %d gold: half of it, rounded down, is 0, so "
                   "there is nothing to pay or push and no <explosion> to "
                   "write (DU-R10)",
                   du_who(s, seat), s->pl[seat].gold);
}

static int S_explosion(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    int h = pl->gold / 2;
    static const int32_t both[2] = {0, 1};
    pl->exploded = 1;
    S_neck_to_body(pl);
    S_finish(s, seat);
    nt_say(p, "the vial of %s explodes", du_who(s, seat));
    if (h > 0) {
        int32_t v;
        char what[96];
        snprintf(what, sizeof what,
                 "answer to the explosion (gold: pay %d; push: the "
                 "opponent moves %d)",
                 h, h);
        NT_TRY(du_ask_what(p, DQ_EXPLOSION, seat, seat, both, 2,
                          "duel.explode.choice", what, &v));
        if (v == 0) {
            pl->gold -= h;
            nt_say(p, "%s pays %d gold, half of %d, rather than push "
                      "(DU-R10)",
                   du_who(s, seat), h, pl->gold + h);
        } else {
            nt_say(p, "%s keeps the %d gold and pushes: the opponent moves "
                      "%d step%s, half of it (DU-R11)",
                   du_who(s, seat), pl->gold, h, h == 1 ? "" : "s");
            NT_TRY(du_move(s, p, 1 - seat, h, "the explosion's push, DU-R11"));
        }
    } else {
        nt_say(p, "%s holds %d gold: half of it is 0, so there is nothing "
                  "to pay or push (DU-R10)",
               du_who(s, seat), pl->gold);
        NT_TRY(S_no_explosion_choice(s, p, seat));
    }
    if (s->round == 7 && !s->over) {
        s->before_push7 = s->patient_half < 0
                              ? -1
                              : s->patient_half * 256 + s->patient_sq;
        NT_TRY(du_move(s, p, 1 - seat, 7, "the round-7 card, DU-R36"));
    }
    return NT_OK;
}

void du_purge(du_state *s, nt_play *p, int seat)
{
    du_player *pl = &s->pl[seat];
    pl->b3 = 0;
    for (int q = 1; q <= pl->row_top; q++)
        if (pl->row[q] >= 0) {
            du_to_bag(pl, pl->row[q]);
            pl->row[q] = -1;
        }
    nt_say(p, "%s puts every white of the row back into the bag (coin "
              "bonus B3, DU-R46)",
           du_who(s, seat));
}

/* B3, B5, B6 at the end of the first turn (DU-R21, DU-C19). */
/* B3 and B5 wait for a first turn that ends with a full neck, B3 for a
 * row that holds a white (DU-R21, DU-C8): an answer written for one that
 * is not asked breaks the rule of those windows. */
static int S_closed_windows(const du_state *s, nt_play *p, int seat, int how)
{
    const du_player *pl = &s->pl[seat];
    int b3 = pl->b3 && (how != END_FULL || !du_row_has_white(pl));
    int b5 = pl->b5 && how != END_FULL;
    nt_buf b = {0};
    int purge = b3 && nt_peek(p, "purge", "do", &b) && b.len;
    int ret = b5 && !purge && nt_peek(p, "return", "chip", &b);
    nt_buf_free(&b);
    if (!purge && !ret)
        return NT_OK;
    if (how == END_FULL)
        return nt_fail(p, "duel.coin.first-turn",
                       "the row of %s holds no white: B3 has nothing to "
                       "purge and is not offered (DU-C8)",
                       du_who(s, seat));
    return nt_fail(p, "duel.coin.first-turn",
                   "%s acts only when the first turn ends with a full neck; "
                   "this one %s, and it expires (DU-R21)",
                   purge ? "B3" : "B5",
                   how == END_STOP ? "ended with a stop" : "exploded");
}

static int S_first_turn_coins(du_state *s, nt_play *p, int seat, int how)
{
    du_player *pl = &s->pl[seat];
    int yes;
    if (!s->over)
        NT_TRY(S_closed_windows(s, p, seat, how));
    if (how == END_FULL && pl->b3 && du_row_has_white(pl) && !s->over) {
        NT_TRY(du_yes_no(s, p, seat, DQ_PURGE, "duel.coin.first-turn",
                         "purge of the white row", &yes));
        if (yes)
            du_purge(s, p, seat);
    }
    if (how == END_FULL && pl->b5 && !s->over)
        NT_TRY(du_do_return(s, p, seat, 0, FROM_VIAL, 1, 0,
                            "duel.effect.return", "coin bonus B5"));
    pl->b3 = pl->b5 = 0;
    if (pl->b6 && !s->over) {
        int32_t tmp[DU_NECK_MAX + DU_BODY_MAX], v = 1;
        static const int32_t both[2] = {0, 1};
        pl->b6 = 0;
        NT_TRY(du_yes_no(s, p, seat, DQ_ACCEPT, "duel.coin.b6-explode",
                         "use of coin bonus B6", &yes));
        if (!yes)
            return NT_OK;
        if (du_upgrade_targets(s, seat, 0, 0, tmp))
            NT_TRY(du_ask_what(p, DQ_BRANCH, seat, seat, both, 2,
                              "duel.coin.b6-explode",
                              "alternative (1: a black chip upgraded; 2: "
                              "the patient moves 2)",
                              &v));
        if (v == 0)
            return du_do_upgrade(s, p, seat, 0, 0, 1, 1,
                                 "duel.coin.b6-explode", "coin bonus B6");
        return du_move(s, p, seat, 2, "coin bonus B6");
    }
    return NT_OK;
}

/* A round-7 explosion's push of 7 (DU-R36) is the round-7 card's alone:
 * a record that gives the patient's square from before it left the push
 * out, and breaks that rule rather than the one of the patient's moves. */
static const char *S_patient_rule(const void *arg, int32_t said)
{
    const du_state *s = arg;
    return s->before_push7 != -2 && said == s->before_push7
               ? "duel.card.round7"
               : NULL;
}

static void S_push7_why(const void *arg, nt_buf *out)
{
    (void)arg;
    nt_buf_puts(out, "after the explosion, the round-7 card pushes the "
                     "patient 7 steps toward the opponent's stand (DU-R36)");
}

/* What a record may assert at a turn's end: how it ended, the neck's sum
 * and the last white's value when it ended, the move they made (0: none),
 * then where the patient and the stand are. */
static int S_end_facts(du_state *s, nt_play *p, int seat, int how, int neck,
                       int white, int move)
{
    int wanted;
    NT_TRY(nt_open_opt(p, "end", NULL, NT_OPT_ASSERT, &wanted));
    if (wanted) {
        static const char *const ends[] = {"duel.neck.full",
                                           "duel.stop.finish",
                                           "duel.explode.end"};
        NT_TRY(nt_fact_int(p, "how", &du_t_end_how, how, ends[how], 0));
        NT_TRY(nt_fact_int(p, "neck", &nt_type_int, neck,
                           "duel.patient.value", 0));
        NT_TRY(nt_fact_int(p, "white", &nt_type_int, white,
                           "duel.patient.value", 0));
        NT_TRY(nt_fact_int(p, "move", &nt_type_int, move,
                           how == END_EXPLODE ? "duel.explode.end"
                           : move             ? "duel.patient.value"
                                              : "duel.patient.one-new-chip",
                           0));
        /* Where a cure this turn left them, or where the turn's moves
         * did: a wrong square cites the rule that placed it. */
        int cured = s->pl[0].guild + s->pl[1].guild != s->cures_at_turn;
        nt_fact f = {.attr = "patient", .type = &du_t_square,
                     .value = s->patient_half < 0
                                  ? -1
                                  : s->patient_half * 256 + s->patient_sq,
                     .rule = cured ? "duel.patient.leftover" : "duel.state",
                     .rule_of = S_patient_rule, .why_arg = s};
        if (s->before_push7 != -2)
            f.why = S_push7_why;
        NT_TRY(nt_derived(p, &f));
        NT_TRY(nt_fact_int(p, "stand", &du_t_square,
                           seat * 256 + s->pl[seat].stand,
                           cured ? "duel.stand.retreat-on-cure"
                                 : "duel.state",
                           0));
    }
    return nt_close(p);
}

int du_end_turn(du_state *s, nt_play *p, int seat, int how, int first_turn)
{
    du_player *pl = &s->pl[seat];
    int move = 0, neck = 0, white;
    for (int i = 0; i < pl->neck_n; i++)
        neck += du_value(s->d, pl->neck[i]);
    du_last_white(pl, &white);
    white = du_value(s->d, white);
    if (how == END_EXPLODE) {
        NT_TRY(S_explosion(s, p, seat));
    } else if (pl->new_chips >= 1) {
        move = S_move_value(s, pl);
        char why[96];
        snprintf(why, sizeof why, "the turn's move: the neck %d and the last "
                                  "white %d, DU-R27",
                 neck, white);
        NT_TRY(du_move(s, p, seat, move, why));
    } else {
        nt_say(p, "no new chip this turn: the patient does not move "
                  "(DU-R24)");
    }
    if (first_turn)
        NT_TRY(S_first_turn_coins(s, p, seat, how));
    if (how == END_FULL)
        S_neck_to_body(pl);
    if (how == END_STOP)
        S_finish(s, seat);
    return S_end_facts(s, p, seat, how, neck, white, move);
}
