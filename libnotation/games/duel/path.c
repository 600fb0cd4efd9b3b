/* The market path: two halves of `half` squares each side of the park,
 * the stands, the one active patient, cures and the guild rows
 * (quacks-duel.md 5; quacks-duel-data.md 3.5, 3.6; DU-R11, DU-R12,
 * DU-R15, DU-R32 ... DU-R34, DU-C1).  Squares of a half are numbered 1
 * (next to the park) to `half`; a stand advances toward 1. */
#include "duel.h"

void du_patient_words(const du_state *s, nt_buf *out)
{
    if (s->patient_half < 0)
        nt_buf_puts(out, "no patient on the path");
    else
        nt_buf_printf(out, "%c%d", 'A' + s->patient_half, s->patient_sq);
}

/* How far a stand may move toward `d` (negative: advance). */
static int S_stand_room(const du_state *s, int seat, int d)
{
    int at = s->pl[seat].stand;
    if (d > 0) /* retreat: up to the path's end */
        return s->d->half - at;
    /* Advance: never onto or past an active patient on its own half. */
    int floor = s->patient_half == seat ? s->patient_sq + 1 : 1;
    return at > floor ? at - floor : 0;
}

int du_stand_can(const du_state *s, int seat, int d)
{
    return S_stand_room(s, seat, d < 0 ? 1 : -1) > 0;
}

/* d > 0 advances toward the park (the effects' sign), d < 0 retreats. */
int du_stand(du_state *s, nt_play *p, int seat, int d, const char *why)
{
    du_player *pl = &s->pl[seat];
    int dir = d > 0 ? -1 : 1, want = d > 0 ? d : -d;
    int room = S_stand_room(s, seat, dir);
    int moved = want < room ? want : room;
    pl->stand += dir * moved;
    if (nt_narrating(p)) {
        if (moved)
            nt_say(p, "the stand of %s %s %d square%s to %c%d (%s)",
                   du_who(s, seat), d > 0 ? "advances" : "retreats", moved,
                   moved == 1 ? "" : "s", 'A' + seat, pl->stand, why);
        if (moved < want)
            nt_say(p, "%d square%s of that cannot be moved (DU-R15)",
                   want - moved, want - moved == 1 ? "" : "s");
    }
    return NT_OK;
}

/* One step of the patient toward `seat`'s stand; 0 when the park is
 * empty and a new patient was needed (DU-C1). */
static int S_step(du_state *s, int seat)
{
    if (s->patient_half < 0) {
        if (!s->park)
            return 0;
        s->park--;
        s->patient_half = seat;
        s->patient_sq = 1;
    } else if (s->patient_half == seat) {
        s->patient_sq++;
    } else if (s->patient_sq > 1) {
        s->patient_sq--;
    } else {
        s->patient_half = seat;
        s->patient_sq = 1;
    }
    return 1;
}

/* The guild bonus of a square, for the curer `seat` (DU-R34). */
static int S_guild_bonus(du_state *s, nt_play *p, int seat, int square)
{
    int opp = 1 - seat;
    static const int g3[2] = {1, 2};
    switch (s->d->guild[square]) {
    case G1:
        nt_say(p, "guild square %d (G1): %s may upgrade a black chip",
               square + 1, du_who(s, opp));
        return du_do_upgrade(s, p, opp, 0, 1, 1, 0, "duel.guild.bonus",
                             "guild bonus G1");
    case G2:
        nt_say(p, "guild square %d (G2): %s takes a white 1-chip", square + 1,
               du_who(s, seat));
        du_gain(s, p, seat, DU_CHIP(DC_WHITE, 0), 0, "guild bonus G2");
        return NT_OK;
    case G3:
        nt_say(p, "guild square %d (G3): %s may take a 1- or 2-chip",
               square + 1, du_who(s, opp));
        return du_do_take(s, p, opp, CLS_NOT_BLACK, g3, 2, 0, 0, 1,
                          "duel.guild.bonus", "guild bonus G3", NULL);
    }
    return NT_OK;
}

/* Cured patients go to the guild row one by one; the sixth ends the game
 * at once, its square's bonus unapplied (DU-R32, DU-R33). */
static int S_to_guild(du_state *s, nt_play *p, int seat, int arrived)
{
    du_player *pl = &s->pl[seat];
    for (int i = 0; i < arrived && !s->over; i++) {
        int square = pl->guild++;
        nt_say(p, "the patient cured by %s takes guild square %d",
               du_who(s, seat),
               square + 1);
        if (pl->guild >= DU_MAX_GUILD) {
            s->over = 1;
            s->end = DE_SIXTH;
            s->winners = 1u << seat;
            nt_say(p, "%s has cured a sixth patient: the game ends at once",
                   du_who(s, seat));
            return NT_OK;
        }
        NT_TRY(S_guild_bonus(s, p, seat, square));
    }
    return NT_OK;
}

int du_move(du_state *s, nt_play *p, int seat, int n, const char *why)
{
    int arrived = 0, lost = 0;
    if (n <= 0 || s->over)
        return NT_OK;
    if (nt_narrating(p)) {
        nt_buf from = {0};
        if (s->patient_half < 0)
            nt_buf_puts(&from, "a new patient from the park");
        else {
            nt_buf_puts(&from, "the patient on ");
            du_patient_words(s, &from);
        }
        nt_say(p, "%s moves %d step%s toward the stand of %s (%s)",
               nt_buf_str(&from), n, n == 1 ? "" : "s", du_who(s, seat), why);
        nt_buf_free(&from);
    }
    for (; n > 0; n--) {
        if (!S_step(s, seat)) {
            lost = n;
            break;
        }
        du_player *pl = &s->pl[seat];
        if (s->patient_half == seat && s->patient_sq == pl->stand) {
            arrived++;
            s->patient_half = -1;
            nt_say(p, "the patient reaches the stand of %s: cured",
                   du_who(s, seat));
            /* The stand retreats 2 at once, carrying the patient. */
            NT_TRY(du_stand(s, p, seat, -2, "a cure"));
            if (n > 1)
                nt_say(p, "%d step%s left: a new patient comes from the park "
                          "(DU-R12)",
                       n - 1, n == 2 ? "" : "s");
        }
    }
    if (lost)
        nt_say(p, "the park is empty: %d step%s lost (DU-C1)", lost,
               lost == 1 ? "" : "s");
    if (nt_narrating(p)) {
        nt_buf at = {0};
        du_patient_words(s, &at);
        nt_say(p, "%s%s", s->patient_half < 0 ? "" : "the patient is on ",
               nt_buf_str(&at));
        nt_buf_free(&at);
    }
    return S_to_guild(s, p, seat, arrived);
}
