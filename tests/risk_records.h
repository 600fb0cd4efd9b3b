/* The records both check_risk.c and check_odds.c walk: a Quacks record
 * of one round from a set-up, and the Duel's first round with data set
 * provisional-1 (quacks-duel-data.md). */
#ifndef RISK_RECORDS_H
#define RISK_RECORDS_H

#define QUACKS(setup, round)                                               \
    "<game xmlns=\"urn:libnotation:1\" version=\"1\" rules=\"quacks\">"    \
    setup round "</game>"
#define SETUP1                                                             \
    "<setup players=\"2\" start=\"1\"><seat n=\"1\"/><seat n=\"2\"/>"      \
    "</setup>"
/* Seat 2 draws its pumpkin and stops: starting bag of 9, no white drawn,
 * so 0 of 9 then 0 of 8. */
#define SEAT2 "<brew seat=\"2\"><draw chip=\"orange-1\"/></brew>"
#define D(c) "<draw chip=\"" c "\"/>"

#define DUEL_SETUP                                                         \
    "<game xmlns=\"urn:libnotation:1\" rules=\"quacks-duel\" "            \
    "version=\"1\"><setup start=\"1\">"                                   \
    "<components dataset=\"provisional-1\"/>"                              \
    "<books blue=\"I\" red=\"I\" green=\"I\" pink=\"I\" "                 \
    "yellow=\"I\" purple=\"I\"/><coins>silver gold</coins>"               \
    "<seat n=\"1\"/><seat n=\"2\"/></setup>"                               \
    "<deck>7 8 9 10 11 12</deck><round n=\"1\" tosser=\"1\">"             \
    "<toss coin=\"silver\" face=\"B2\"/>"                                  \
    "<toss coin=\"gold\" face=\"B1\"/><pick seat=\"1\" coin=\"silver\"/>"
/* Seat 1 draws white-3, white-1, white-2, white-1; seat 2, with the
 * shield, white-3, white-1, white-2, white-1, white-1, white-2. */
#define DUEL_SHIELD                                                        \
    "<turn seat=\"1\">" D("white-3") D("white-1") D("white-2")              \
    D("white-1") "</turn><turn seat=\"2\">" D("white-3") D("white-1")        \
    D("white-2") D("white-1") D("white-1") D("white-2") "</turn>"


#endif
