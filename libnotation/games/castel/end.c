/* The end of a game of Castel (rulebook: FIN DU JEU; castel.md §11, D-45,
 * D-46, D-62), the game's loop of turns, and a record that stops
 * unfinished (notation(5): <unfinished/>). */
#include "castel.h"


static int S_no_cards(const castel_state *s, int seat)
{
    return !s->hand_n[seat] && s->pile_pos[seat] == s->pile_len[seat];
}

/* Rulebook FIN DU JEU; D-45: the active player first, then the others in
 * turn order. */
void castel_check_winner(castel_state *s, nt_play *p, int seat)
{
    for (int k = 0; k < s->players; k++) {
        int who = (seat + k) % s->players;
        if (S_no_cards(s, who)) {
            s->end = END_WIN;
            s->winners = 1u << who;
            nt_say(p, "seat %d has no card left in hand or pile and wins "
                      "[castel.end.win]",
                   who + 1);
            return;
        }
    }
}

const char *castel_why_over(const castel_state *s, nt_buf *out)
{
    switch (s->end) {
    case END_WIN:
        for (int i = 0; i < s->players; i++)
            if (s->winners & (1u << i))
                castel_seat_name(s, i, out);
        nt_buf_puts(out, " has no card left in hand or pile and has won");
        /* The rulebook's own end (FIN DU JEU), which castel.end.over
         * states: nothing follows it.  The blockages below are our
         * rulings (D-46), which an umpire must look up. */
        return "castel.end.over";
    case END_DEAD:
        nt_buf_puts(out, "no pile is left and no card can ever be placed: "
                         "the game is blocked (D-46)");
        return "castel.end.dead";
    case END_STALL:
        nt_buf_puts(out, "a whole round passed without a card drawn or "
                         "placed: the game is blocked (D-46)");
        return "castel.end.stall";
    default:
        nt_buf_printf(out, "the turn limit of %d is reached: the game counts "
                           "as blocked (D-46)",
                      s->setup->turn_limit);
        return "castel.end.limit";
    }
}

/* D-46 (a): no pile left, and nothing in any hand or the exchange can ever
 * be placed by a player who still has pawns. */
int castel_dead_position(const castel_state *s)
{
    int can_place = 0, any_pawn = 0;
    for (int i = 0; i < s->players; i++) {
        if (s->pile_pos[i] < s->pile_len[i])
            return 0;
        if (s->hand_n[i] && castel_has_pawn(s, i))
            any_pawn = 1;
    }
    for (int t = 0; t < CASTEL_TYPES && !can_place; t++) {
        int held = s->exch[t];
        for (int i = 0; i < s->players; i++)
            held += s->hand[i][t];
        if (held && castel_can_place(s, t))
            can_place = 1;
    }
    return !(can_place && any_pawn);
}

/* D-46, D-62: after a blockage, the fewest cards in hand win; ties share. */
static void S_blocked_winners(castel_state *s)
{
    int best = 1 << 30;
    for (int i = 0; i < s->players; i++) {
        int n = s->hand_n[i] + s->pile_len[i] - s->pile_pos[i];
        if (n < best) {
            best = n;
            s->winners = 0;
        }
        if (n == best)
            s->winners |= 1u << i;
    }
}

/* The record stops here (<unfinished/>, read by the caller): nothing may
 * follow it, and the game has no result. */
int castel_unfinished(castel_state *s, nt_play *p, int mid_turn)
{
    s->unfinished = mid_turn ? 2 : 1;
    if (!mid_turn) {
        /* It stops where the next turn would begin: say so. */
        s->turn++;
        s->action = 0;
    }
    nt_say(p, "the record stops here, unfinished");
    return nt_end(p, "castel.end.unfinished",
                  "the record is marked unfinished");
}

static int S_result(castel_state *s, nt_play *p, int *written)
{
    int wanted;
    nt_buf seen = {0};
    *written = nt_peek(p, "result", NULL, &seen);
    nt_buf_free(&seen);
    NT_TRY(nt_open_opt(p, "result", NULL, 1, &wanted));
    NT_TRY(nt_fact_int(p, "end", &castel_t_end, s->end, "castel.end.result",
                       1));
    NT_TRY(nt_fact_int(p, "winners", &castel_t_seats, (int32_t)s->winners,
                       "castel.end.result", 1));
    return nt_close(p);
}

/* Nothing follows the end.  A record that goes on without its <result>
 * plays past the rule that ended the game, which is the one to look up;
 * once its own <result> said the game is over, nothing may follow that. */
static int S_over(castel_state *s, nt_play *p, int result)
{
    if (result)
        return nt_end(p, "castel.end.over", "the game is over");
    nt_buf why = {0};
    const char *rule = castel_why_over(s, &why);
    int rc = nt_end(p, rule, "%s", nt_buf_str(&why));
    nt_buf_free(&why);
    return rc;
}

int castel_play(void *state, nt_play *p)
{
    castel_state *s = state;
    int limit = s->setup->turn_limit;
    if (s->setup->pos.present) {
        const castel_position *pos = &s->setup->pos;
        if (pos->action)
            nt_say(p, "the game goes on from a position in turn %d: seat %d "
                      "has taken %d of the turn's %d actions",
                   pos->turn, s->seat + 1, pos->action, pos->actions);
        else
            nt_say(p, "the game goes on from a position: turn %d, seat %d "
                      "to play",
                   pos->turn, s->seat + 1);
        NT_TRY(nt_step(p, "the position"));
    } else {
        NT_TRY(castel_deal(s, p));
        NT_TRY(nt_step(p, "the deal"));
    }
    while (s->end == END_NONE) {
        /* A turn begun in the position goes on, whatever follows. */
        int resuming = s->resume;
        if (!resuming && castel_dead_position(s)) {
            s->end = END_DEAD;
            nt_say(p, "no pile is left and no card can ever be placed: the "
                      "game is blocked (D-46)");
            break;
        }
        if (!resuming && s->turn >= limit) {
            s->end = END_CAP;
            nt_say(p, "the turn limit of %d is reached: the game counts as "
                      "blocked (D-46)",
                   limit);
            break;
        }
        int stop;
        NT_TRY(nt_marker(p, "unfinished", &stop));
        if (stop)
            return castel_unfinished(s, p, resuming);
        NT_TRY(castel_play_turn(s, p));
        if (s->unfinished)
            return nt_end(p, "castel.end.unfinished",
                          "the record is marked unfinished");
        if (s->end)
            break;
        s->idle_turns = s->progress ? 0 : s->idle_turns + 1;
        if (s->idle_turns >= s->players) {
            s->end = END_STALL;
            nt_say(p, "a whole round passed without a card drawn or placed: "
                      "the game is blocked (D-46)");
            break;
        }
        s->seat = (s->seat + 1) % s->players;
    }
    if (s->end != END_WIN) {
        S_blocked_winners(s);
        nt_say(p, "the fewest cards in hand win; ties share the win (D-62)");
    }
    int result;
    NT_TRY(S_result(s, p, &result));
    NT_TRY(nt_step(p, "end of the game"));
    return S_over(s, p, result);
}

/* The result in words: the game's (describe.c), or that it has none. */
void castel_result_text(const void *state, nt_buf *text, nt_buf *json)
{
    const castel_state *s = state;
    if (s->unfinished == 2)
        nt_buf_printf(text, "unfinished in turn %d after action %d, no "
                            "result",
                      s->turn, s->action);
    else if (s->unfinished)
        nt_buf_printf(text, "unfinished before turn %d, no result", s->turn);
    else
        castel_result(state, text, json);
}
