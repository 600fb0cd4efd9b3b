/* Pieces of Quacks records for the engine's suites: a round, a fortune
 * card, a brewing, draws, the evaluation and its choices, written from a
 * chosen position. */
#ifndef QUACKS_RECORD_H
#define QUACKS_RECORD_H

#include <string.h>

#include "support.h"

/* Record pieces. */
#define ROUND(n, start, inner) \
    "<round n=\"" #n "\" start=\"" #start "\">" inner "</round>"
#define CARD(c) "<fortune card=\"" c "\"/>"
#define CARDX(c, inner) "<fortune card=\"" c "\">" inner "</fortune>"
#define BREW(seat, inner) "<brew seat=\"" #seat "\">" inner "</brew>"
#define DRAW(c) "<draw chip=\"" c "\"/>"
#define DRAWP(c, pos) "<draw chip=\"" c "\" pos=\"" #pos "\"/>"
#define END(attrs) "<end " attrs "/>"
#define EVAL(inner) "<evaluation>" inner "</evaluation>"
#define ROLL(seat, res) "<roll seat=\"" #seat "\" result=\"" res "\"/>"
#define BUY(seat, chip) "<buy seat=\"" #seat "\" chip=\"" chip "\"/>"
#define SPEND(seat, on) "<spend seat=\"" #seat "\" on=\"" on "\"/>"
#define CHOOSE(seat, opt) "<choose seat=\"" #seat "\" option=\"" opt "\"/>"
#define STANDING(seat, attrs) "<standing seat=\"" #seat "\" " attrs "/>"

#define SETUP2 "<setup players=\"2\"/>"
#define BAG(chips) "bag=\"white-1*4 white-2*2 white-3 orange-1 green-1 " chips "\""
/* Two players, round r (r - 1 cards read before), seat 1 as given. */
#define AT_ROUND(r, read, seat1, extra)                                   \
    "<setup players=\"2\" round=\"" #r "\" read=\"" read "\" " extra ">" \
    "<seat n=\"1\" " seat1 "/><seat n=\"2\"/></setup>"
#define READ3 "alms donations lucky-devil"

/* Each suite plays its records into its own state. */
static qk_state S;
static qk_setup SU;

static T_result S_play(const char *setup, const char *rounds)
{
    memset(&S, 0, sizeof S);
    return T_quacks(&S, &SU, setup, rounds, -1);
}

#define OK(r) ck_assert_msg((r).ndiag == 0, "%s", (r).line)
#define BREAKS(r, id)                                                   \
    do {                                                               \
        T_result r_ = (r);                                             \
        ck_assert_msg(r_.ndiag > 0, "valid, but %s should be broken", id); \
        ck_assert_msg(!strcmp(r_.rule, id), "%s instead of %s", r_.line, id); \
    } while (0)

#endif
