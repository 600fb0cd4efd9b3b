#!/bin/sh
# The umpire's commands as a user runs them: legal, what-if and diff, with
# their exact output, and the hostile arguments (a step past the end, a
# value that is not an answer, two records of different games).
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0
C=fixtures/castel/valid/01-two-players-court.xml
Q=fixtures/quacks/valid/example-2-explosion.xml
D=fixtures/quacks-duel/valid/e1-seven-step-move.xml

# exact NAME STATUS COMMAND...: tests/exact.sh.
. tests/exact.sh

exact "legal: a chance outcome with its odds" 0 "$N" legal --choice 3 "$Q" <<'T'
fixtures/quacks/valid/example-2-explosion.xml: record 1, choice 3 of 25, step 2: round 1, brewing of seat 1 (Nina)
chance decides: chip drawn [quacks.bag.draw]
written <draw chip="...">
5 legal answers:
   1. chip="white-1"  44.4%
   2. chip="white-2"  22.2%
   3. chip="white-3"  11.1%
   4. chip="orange-1"  11.1%
   5. chip="green-1"  11.1%
The record answers chip="white-2".
T
exact "legal: a decision, stopping included" 0 "$N" legal --choice 4 "$Q" <<'T'
fixtures/quacks/valid/example-2-explosion.xml: record 1, choice 4 of 25, step 3: round 1, brewing of seat 1 (Nina)
seat 1 (Nina) chooses: brewing step [quacks.brew.stop]
written <draw/> or <flask/> or <stir/> or <restart/> or <witch/> or <aside/>
3 legal moves:
   1. <draw/>  [quacks.brew.stop]
   2. <flask/>  [quacks.brew.stop]
   3. (none of them: the record writes nothing)  [quacks.brew.stop]
8 chips in the bag; 0 would explode: 0%
  white-1   4/8   50.0%  space 3; scoring space 4: 0 VP, 4 coins
  white-2   1/8   12.5%  space 4; scoring space 5: 0 VP, 5 coins, a ruby
  white-3   1/8   12.5%  space 5; scoring space 6: 1 VP, 6 coins
  orange-1  1/8   12.5%  space 3; scoring space 4: 0 VP, 4 coins
  green-1   1/8   12.5%  space 3; scoring space 4: 0 VP, 4 coins
The record plays <draw/>.
T
exact "legal --at --depth 1: the first choice of a step, one choice" 0 "$N" legal --at 3 --depth 1 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 48 of 116, step 3: turn 1, seat 1 (Alice), action 2
seat 1 (Alice) chooses: action [castel.turn.actions]
written <draw/> or <exchange/> or <place/>
3 legal answers:
   1. <draw/>
   2. <exchange/>
   3. <place/>
The record answers <place/>.
T
# Inside a move (its card is asked): the rest of it, whole.  The
# conseiller-du-roi summons a card from the exchange cards to a square
# next to him (b2's neighbours b1, c1 ...).  "all" is the older spelling
# of "move".
exact "legal --depth all: the rest of a move" 0 "$N" legal --choice 49 --depth all --limit 3 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 49 of 116, step 3: turn 1, seat 1 (Alice), action 2
seat 1 (Alice) chooses: card to place [castel.place.card]
written <place card="...">
at least 871 legal moves:
   1. <place card="conseiller-du-roi" at="b2"><summon card="soldat" at="b1"/></place>  [castel.place.card, castel.place.zone, castel.conseiller-du-roi.effect]
   2. <place card="conseiller-du-roi" at="b2"><summon card="soldat" at="c1"/></place>  [castel.place.card, castel.place.zone, castel.conseiller-du-roi.effect]
   3. <place card="conseiller-du-roi" at="b2"><summon card="soldat" at="d1"/></place>  [castel.place.card, castel.place.zone, castel.conseiller-du-roi.effect]
  ... the search stops after 20000 positions
The record plays <place card="soldat" at="b1"/>.
T
# The record's answer, not the last combination walked: turn 1 of the
# record places the roi on c3 (its line 20).
exact "legal: moves, and the record's own" 0 "$N" legal --at 2 --limit 1 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 45 of 116, step 2: turn 1, seat 1 (Alice), action 1
seat 1 (Alice) chooses: action [castel.turn.actions]
written <draw/> or <exchange/> or <place/>
145 legal moves:
   1. <draw/>  [castel.turn.actions]
  ... 145 moves in all (--limit 1 shows the first)
The record plays <place card="roi" at="c3"/>.
T
# --line: the record's line 21 holds turn 1's second action, <place
# card="soldat" at="b1"/>: its first choice is the action itself.
exact "legal --line: the move on that line" 0 "$N" legal --line 21 --limit 1 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 48 of 116, step 3: turn 1, seat 1 (Alice), action 2
seat 1 (Alice) chooses: action [castel.turn.actions]
written <draw/> or <exchange/> or <place/>
at least 928 legal moves:
   1. <draw/>  [castel.turn.actions]
  ... the search stops after 20000 positions
The record plays <place card="soldat" at="b1"/>.
T
exact "legal --line: a line with no choice" 2 "$N" legal --line 22 "$C" <<'T'
notation legal: fixtures/castel/valid/01-two-players-court.xml: record 1: line 22 holds no choice: the nearest are on lines 21 and 24
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal --line: two places" 2 "$N" legal --line 21 --turn 2 "$C" <<'T'
notation legal: name one place: --at, --choice, --turn, --round or --line
Try 'notation legal --help' or 'man notation-legal'.
T
# what-if --format json: one object.  The record's 87th choice breaks a
# rule (a3 is protected); b1 in its place, the rest of the record is read
# and the game goes on to a stall (castel/invalid/40 corrected at line 49).
exact "what-if --format json" 0 "$N" what-if --choice 87 --answer b1 --format json fixtures/castel/invalid/40-protect-capitaine.xml <<'T'
{"file":"fixtures/castel/invalid/40-protect-capitaine.xml","record":1,"choice":87,"step":14,"context":"turn 7, seat 1 (Chloé), action 1","actor":"seat 1 (Chloé)","question":"castel.effect.from","recorded":null,"answer":"b1","move":false,"legal":true,"follows":true,"choices":121,"stops":null,"result":{"end":"stall","turns":12,"winners":[2],"cards_left":[19,16]},"record_result":null,"written":null}
T
exact "what-if --format json: not a legal answer" 3 "$N" what-if --at 2 --answer roi --format json "$C" <<'T'
{"file":"fixtures/castel/valid/01-two-players-court.xml","record":1,"choice":45,"step":2,"context":"turn 1, seat 1 (Alice), action 1","actor":"seat 1 (Alice)","question":"castel.action","recorded":"<place/>","answer":"roi","move":false,"legal":false,"error":"error[castel.turn.actions]: 'roi' is not an answer to the action here"}
T
# A Duel turn that stops by writing no further draw: Ada stops before her
# white 1 reaches the mined space 11 (E3, line 117).  Round 7 ends, and
# with it the game; the draws the record writes after are past its end.
# The result is the one validate gives of E3 with its lines 117 to 122
# taken out (and its stated standings and result, which the old line set).
exact "what-if: a stop written by absence ends the game" 1 "$N" what-if --line 117 --answer - fixtures/quacks-duel/valid/e3-explosion-choice.xml <<'T'
fixtures/quacks-duel/valid/e3-explosion-choice.xml: record 1, choice 87 of 90, step 41: round 7, phase 2, brewing, turn of seat 1 (Ada)
What if seat 1 (Ada) answered - instead of <draw/>?
The rest of the record no longer follows, at choice 88, step 44: the game is over
fixtures/quacks-duel/valid/e3-explosion-choice.xml:117:7: error[duel.stop.finish]: round 7, phase 2, brewing, turn of seat 1 (Ada): the turn is over; <draw> cannot follow
The changed line ends the game first: seat 1 (Ada) wins (0 and 0 cured; by the patient's half)
T
# legal --all: every choice in one run, one JSON line each; the 45th is
# the record's first action, a <place/> (its line 20).
count=$((count + 1))
"$N" legal --all "$C" > "$tmp/all" 2>&1
if [ "$(wc -l < "$tmp/all")" != 116 ] ||
   [ "$(sed -n 45p "$tmp/all")" != '{"file":"fixtures/castel/valid/01-two-players-court.xml","record":1,"choice":45,"step":2,"seat":1,"actor":"seat 1 (Alice)","context":"turn 1, seat 1 (Alice), action 1","question":"castel.action","rule":"castel.turn.actions","chance":null,"risk":null,"odds":null,"answers":[{"answer":"draw","written":"<draw/>"},{"answer":"exchange","written":"<exchange/>"},{"answer":"place","written":"<place/>"}],"recorded":"place","in_variation":null,"variations":[]}' ]; then
    echo "FAIL: legal --all: 116 lines, the 45th the first action"
    fails=$((fails + 1))
fi
exact "legal --all takes no place" 2 "$N" legal --all --turn 2 "$C" <<'T'
notation legal: --all walks every choice: it takes no place and no --depth
Try 'notation legal --help' or 'man notation-legal'.
T
# -o that cannot hold the change: Nina draws a white 1 where the record
# has a white 2; her pot no longer explodes, she rolls the die in round
# 1's evaluation where the record has seat 2 roll, and a Quacks record may
# stop only as a round begins: before the change.  Nothing is written.
exact "what-if -o: no record can hold the change" 4 "$N" what-if --choice 3 --answer white-1 -o "$tmp/x4.xml" "$Q" <<T
fixtures/quacks/valid/example-2-explosion.xml: record 1, choice 3 of 25, step 2: round 1, brewing of seat 1 (Nina)
What if chance answered white-1 instead of chip="white-2"?
The rest of the record no longer follows, at choice 18, step 11: round 1, evaluation
fixtures/quacks/valid/example-2-explosion.xml:34:7: error[quacks.die]: round 1, evaluation: <roll seat="2"> answers for another seat: the rules ask for seat="1" here (bonus die result: 1-vp, 2-vp, ruby, droplet, pumpkin)
Legal there (chance, bonus die result [quacks.die]):
  <roll seat="1" result="1-vp"/>
  <roll seat="1" result="2-vp"/>
  <roll seat="1" result="ruby"/>
  <roll seat="1" result="droplet"/>
  <roll seat="1" result="pumpkin"/>
notation: $tmp/x4.xml not written: the record stops being followed at choice 18, and the last place before it where a record may stop comes before the change (choice 3): no record can hold the change
T
count=$((count + 1))
[ -e "$tmp/x4.xml" ] && { echo "FAIL: what-if -o wrote a record without the change"; fails=$((fails + 1)); }
# At the end of a record, "choice" means what it means everywhere: the
# choice asked there, made + 1, finished (none asked) or not.
exact "legal --format json at the end of a finished record" 0 "$N" legal --format json "$C" <<'T'
{"file":"fixtures/castel/valid/01-two-players-court.xml","record":1,"choice":117,"made":116,"choices":116,"step":21,"over":true,"result":{"end":"stall","turns":9,"winners":[1],"cards_left":[17,18]}}
T
# what-if on standard input: the record is read again from what was read
# (it said the file was empty).
exact "what-if on standard input" 0 sh -c "\"$N\" what-if --choice 46 --answer reine - < $C | sed -n 3,4p" <<'T'
The rest of the record no longer follows, at choice 58, step 6: turn 3, seat 1 (Alice), action 1
-:29:5: error[castel.place.card]: turn 3, seat 1 (Alice), action 1: there is no reine in this player's hand
T
exact "legal --turn" 0 "$N" legal --turn 2 --limit 1 --depth 1 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 51 of 116, step 4: turn 2, seat 2 (Bruno), action 1
seat 2 (Bruno) chooses: action [castel.turn.actions]
written <draw/> or <exchange/> or <place/>
3 legal answers:
   1. <draw/>
  ... 3 answers in all (--limit 1 shows the first)
The record answers <place/>.
T
exact "legal --round (the Duel)" 0 "$N" legal --round 2 --limit 2 "$D" <<'T'
fixtures/quacks-duel/valid/e1-seven-step-move.xml: record 1, choice 11 of 35, step 7: round 2, phase 1, the coins
chance decides: face tossed [duel.coin.toss]
written <toss coin="silver" face="..."/>
2 legal answers:
   1. <toss coin="silver" face="B2"/>  50.0%
   2. <toss coin="silver" face="B4"/>  50.0%
The record answers <toss coin="silver" face="B4"/>.
T
exact "legal at the end: the result" 0 "$N" legal "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, after choice 116 of 116, step 20
The game is over: nothing is left to decide.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
T
exact "legal --format json" 0 "$N" legal --choice 3 --format json "$Q" <<'T'
{"file":"fixtures/quacks/valid/example-2-explosion.xml","record":1,"choice":3,"made":2,"choices":25,"step":2,"over":false,"context":"round 1, brewing of seat 1 (Nina)","seat":0,"actor":"chance","question":"quacks.draw","what":"chip drawn","rule":"quacks.bag.draw","form":"<draw chip=\"...\">","chance":{"source":"bag","seat":1,"player":"Nina"},"risk":null,"odds":null,"recorded":"white-2","answers":[{"answer":"white-1","written":"chip=\"white-1\"","odds":0.444444},{"answer":"white-2","written":"chip=\"white-2\"","odds":0.222222},{"answer":"white-3","written":"chip=\"white-3\"","odds":0.111111},{"answer":"orange-1","written":"chip=\"orange-1\"","odds":0.111111},{"answer":"green-1","written":"chip=\"green-1\"","odds":0.111111}],"in_variation":null,"variations":[]}
T
exact "legal: a step past the end" 2 "$N" legal --at 99 "$C" <<'T'
notation legal: fixtures/castel/valid/01-two-players-court.xml: record 1: there is no step 99: the record has steps 1 to 20
Try 'notation legal --help' or 'man notation-legal'.
T
# The range said is the one legal can stand in: a game over ends at its
# last step (20 in fixture 01, 4 in fixture 16, as replay says them); an
# adjourned record goes on to the step it stops before (9 in fixture 12:
# 8 steps made, the 9th to decide).
exact "legal: the step after a game over" 2 "$N" legal --at 21 "$C" <<'T'
notation legal: fixtures/castel/valid/01-two-players-court.xml: record 1: there is no step 21: the record has steps 1 to 20
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: fixture 16 ends at step 4" 2 "$N" legal --at 5 fixtures/castel/valid/16-two-players-no-legal-action.xml <<'T'
notation legal: fixtures/castel/valid/16-two-players-no-legal-action.xml: record 1: there is no step 5: the record has steps 1 to 4
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: an adjourned record to the step it stops before" 2 "$N" legal --at 10 fixtures/castel/valid/12-two-players-adjourned.xml <<'T'
notation legal: fixtures/castel/valid/12-two-players-adjourned.xml: record 1: there is no step 10: the record has steps 1 to 9
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: a turn past the end" 2 "$N" legal --turn 99 "$C" <<'T'
notation legal: fixtures/castel/valid/01-two-players-court.xml: record 1: there is no turn 99: the record has turns 1 to 9
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: rounds in Castel" 2 "$N" legal --round 1 "$C" <<'T'
notation legal: fixtures/castel/valid/01-two-players-court.xml: record 1: there is no round 1: the record numbers no rounds, only turns 1 to 9
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: two places" 2 "$N" legal --at 2 --choice 3 "$C" <<'T'
notation legal: name one place: --at, --choice, --turn, --round or --line
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: not a number" 2 "$N" legal --at x "$C" <<'T'
notation legal: --at wants a step number (1 or more), not 'x'
Try 'notation legal --help' or 'man notation-legal'.
T
exact "legal: no such record" 2 "$N" legal --record 3 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml:1:1: error[notation.record]: there is no record 3: the file holds 1
T
exact "legal: a missing file" 2 "$N" legal "$tmp/nope.xml" <<T
$tmp/nope.xml: error[notation.io]: No such file or directory
T

exact "what-if: the record no longer follows" 1 "$N" what-if --choice 46 --answer reine "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered reine instead of card="roi"?
The rest of the record no longer follows, at choice 58, step 6: turn 3, seat 1 (Alice), action 1
fixtures/castel/valid/01-two-players-court.xml:29:5: error[castel.place.card]: turn 3, seat 1 (Alice), action 1: there is no reine in this player's hand
Legal there (seat 1 (Alice), card to place [castel.place.card]):
  card="courtisan"
  card="dame-de-compagnie"
  card="prince"
  card="roi"
  card="soldat"
  card="chevalier"
T
exact "what-if: another question comes" 1 "$N" what-if --at 2 --answer exchange "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 45 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered exchange instead of <place/>?
The rest of the record no longer follows, at choice 46, step 2: turn 1, seat 1 (Alice), action 1
fixtures/castel/valid/01-two-players-court.xml:20:5: error[castel.turn.actions]: turn 1, seat 1 (Alice), action 1: the record writes <place> here; <exchange> in its place needs what it holds too, which the record does not write
Legal there (seat 1 (Alice), card given to the exchange [castel.exchange.give]):
  give="conseiller-du-roi"
  give="courtisan"
  give="dame-de-compagnie"
  give="prince"
  give="reine"
  give="roi"
  give="soldat"
  give="chevalier"
T
exact "legal on a position that does not add up" 2 "$N" legal fixtures/castel/invalid/83-position-cards.xml <<'T'
fixtures/castel/invalid/83-position-cards.xml:24:7: error[castel.position.cards]: one soldat too many: the game has 13, and the position holds them all before this one
T
exact "what-if on Duel standings that do not add up" 2 "$N" what-if --choice 1 --answer B2 fixtures/quacks-duel/invalid/82-position-gold.xml <<'T'
fixtures/quacks-duel/invalid/82-position-gold.xml:14:5: error[duel.position.gold]: gold="3": a round begins with 0 or 1 gold, for no more than 1 is kept after buying (DU-R19)
T
exact "what-if: the same answer" 0 "$N" what-if --choice 46 --answer roi "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered roi instead of card="roi"?
The rest of the record still follows: 116 choices.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
(the same result as the record's)
T
exact "what-if: a value that is not an answer" 3 "$N" what-if --at 2 --answer bogus "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 45 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered bogus instead of <place/>?
Legal there (seat 1 (Alice), action [castel.turn.actions]):
  <draw/>
  <exchange/>
  <place/>
notation what-if: error[castel.turn.actions]: 'bogus' is not an answer to the action here
T
exact "what-if: an illegal answer" 3 "$N" what-if --choice 3 --answer purple-1 "$Q" <<'T'
fixtures/quacks/valid/example-2-explosion.xml: record 1, choice 3 of 25, step 2: round 1, brewing of seat 1 (Nina)
What if chance answered purple-1 instead of chip="white-2"?
Legal there (chance, chip drawn [quacks.bag.draw]):
  chip="white-1"
  chip="white-2"
  chip="white-3"
  chip="orange-1"
  chip="green-1"
notation what-if: error[quacks.bag.draw]: round 1, brewing of seat 1 (Nina): there is no purple-1 in the bag of seat 1
T
exact "what-if -o: the changed record, cut where a record may stop" 1 "$N" what-if --choice 46 --answer reine -o "$tmp/wi.xml" "$C" <<T
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered reine instead of card="roi"?
The rest of the record no longer follows, at choice 58, step 6: turn 3, seat 1 (Alice), action 1
fixtures/castel/valid/01-two-players-court.xml:29:5: error[castel.place.card]: turn 3, seat 1 (Alice), action 1: there is no reine in this player's hand
Legal there (seat 1 (Alice), card to place [castel.place.card]):
  card="courtisan"
  card="dame-de-compagnie"
  card="prince"
  card="roi"
  card="soldat"
  card="chevalier"
Wrote $tmp/wi.xml: the changed record, its first 56 choices, then <unfinished/>.
T
exact "what-if -o: the written record is valid" 0 "$N" validate "$tmp/wi.xml" <<T
$tmp/wi.xml:2: ok: castel: unfinished before turn 3, no result
T
exact "what-if -o: the same answer gives the record back, notes aside" 0 "$N" what-if --choice 46 --answer roi -o "$tmp/same.xml" "$C" <<T
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered roi instead of card="roi"?
The rest of the record still follows: 116 choices.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
(the same result as the record's)
Wrote $tmp/same.xml: the changed record, to the end of the game.
T
count=$((count + 1))
"$N" fmt --assert none "$C" | grep -v '<note>' | cmp -s - "$tmp/same.xml" || {
    echo "FAIL: what-if -o with the record's own answer is not the record"; fails=$((fails + 1)); }
exact "what-if -o on a full disk" 2 "$N" what-if --choice 46 --answer roi -o /dev/full "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered roi instead of card="roi"?
The rest of the record still follows: 116 choices.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
(the same result as the record's)
notation: error[notation.io]: cannot write /dev/full: No space left on device
T
exact "legal --at the last step: the end" 0 "$N" legal --at 20 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, after choice 116 of 116, step 20
The game is over: nothing is left to decide.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
T
exact "legal --at a step the rules play alone" 0 "$N" legal --at 1 --depth 1 fixtures/castel/valid/14-three-players-position-disputed.xml <<'T'
fixtures/castel/valid/14-three-players-position-disputed.xml: record 1, choice 1 of 5, step 2: turn 9, seat 3 (Gwen), action 2
seat 3 (Gwen) chooses: action [castel.turn.actions]
written <draw/> or <exchange/> or <place/>
3 legal answers:
   1. <draw/>
   2. <exchange/>
   3. <place/>
The record answers <draw/>.
T
exact "legal over many files" 0 "$N" legal --choice 1 --limit 1 "$C" "$Q" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 1 of 116, step 1: deal
chance decides: card dealt [castel.deal.size]
written <hand>... ...</hand>
35 legal answers:
   1. ambassadeur  1.9%
  ... 35 answers in all (--limit 1 shows the first)
The record answers roi.
fixtures/quacks/valid/example-2-explosion.xml: record 1, choice 1 of 25, step 1: round 1, fortune card
chance decides: fortune card [quacks.fortune.deck]
written <fortune card="...">
24 legal answers:
   1. card="the-pot-is-filling-up"  4.2%
  ... 24 answers in all (--limit 1 shows the first)
The record answers card="magic-potion".
T
exact "what-if: the answer as the record writes it" 1 "$N" what-if --choice 46 --answer 'card="reine"' "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 46 of 116, step 2: turn 1, seat 1 (Alice), action 1
What if seat 1 (Alice) answered card="reine" instead of card="roi"?
The rest of the record no longer follows, at choice 58, step 6: turn 3, seat 1 (Alice), action 1
fixtures/castel/valid/01-two-players-court.xml:29:5: error[castel.place.card]: turn 3, seat 1 (Alice), action 1: there is no reine in this player's hand
Legal there (seat 1 (Alice), card to place [castel.place.card]):
  card="courtisan"
  card="dame-de-compagnie"
  card="prince"
  card="roi"
  card="soldat"
  card="chevalier"
T
exact "what-if at the choice an invalid record breaks: the rest is read" 0 "$N" what-if --choice 87 --answer b1 fixtures/castel/invalid/40-protect-capitaine.xml <<'T'
fixtures/castel/invalid/40-protect-capitaine.xml: record 1, after the record's 86 choices, step 14: turn 7, seat 1 (Chloé), action 1
What if seat 1 (Chloé) answered b1 instead of what the record says there, which breaks a rule?
The rest of the record still follows: 121 choices.
Result: blocked (stall) after 12 turns; fewest cards: seat 2 (Dario)
T
exact "what-if before the choice an invalid record breaks" 1 "$N" what-if --choice 44 --answer alchimiste fixtures/castel/invalid/40-protect-capitaine.xml <<'T'
fixtures/castel/invalid/40-protect-capitaine.xml: record 1, choice 44 of 86, step 1: deal
What if chance answered alchimiste instead of soldat?
The rest of the record no longer follows, at choice 87, step 14: turn 7, seat 1 (Chloé), action 1
fixtures/castel/invalid/40-protect-capitaine.xml:49:7: error[castel.protect.capitaine]: turn 7, seat 1 (Chloé), action 1: a3 is not a legal card to move: the soldat at a3 is protected by the capitaine on the same rampart
Legal there (seat 1 (Chloé), card to move [castel.guetteur.effect]):
  from="b1"
  from="c1"
  from="d1"
  from="e1"
  from="a2"
  from="f3"
T
exact "what-if: --answer twice" 2 "$N" what-if --choice 46 --answer roi --answer reine "$C" <<'T'
notation what-if: one --answer at a time: name the place of the next change before its --answer
Try 'notation what-if --help' or 'man notation-what-if'.
T
count=$((count + 1))
"$N" what-if --choice 46 --answer reine -o - "$C" 2>/dev/null | "$N" validate - > "$tmp/piped" ||
    { echo "FAIL: what-if -o - writes the record alone on standard output"; fails=$((fails + 1)); }
exact "what-if: no place" 2 "$N" what-if --answer roi "$C" <<'T'
notation what-if: name the choice to change: --at, --choice, --turn, --round or --line
Try 'notation what-if --help' or 'man notation-what-if'.
T

sed '20s|at="c3"|at="d3"|' "$C" > "$tmp/b.xml"
sed -e '19a <note>Alice thinks for a long time.</note>' -e 's/name="Bruno"/name="Bruno M."/' "$C" > "$tmp/notes.xml"
exact "diff: two sheets part" 1 "$N" diff "$C" "$tmp/b.xml" <<T
fixtures/castel/valid/01-two-players-court.xml and $tmp/b.xml part at choice 47, step 2: turn 1, seat 1 (Alice), action 1
  seat 1 (Alice) chooses: place for the card [castel.place.zone]
  fixtures/castel/valid/01-two-players-court.xml:20:5: at="c3"
  $tmp/b.xml:20:5: at="d3"
From there:
  fixtures/castel/valid/01-two-players-court.xml: 70 choices from there (47 to 116), then the game ends: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
  $tmp/b.xml: 17 choices from there (47 to 63), then it breaks castel.place.occupied (line 32)
fixtures/castel/valid/01-two-players-court.xml is valid (116 choices).
$tmp/b.xml is not valid: $tmp/b.xml:32:5: error[castel.place.occupied]: turn 3, seat 1 (Alice), action 2: the dame-de-compagnie cannot go to d3: d3 is taken by the roi: one card per square
State there:
Seat 1 (Alice), black, 30 pawns left: pile 13, hand 9: conseiller-du-roi, courtisan, dame-de-compagnie, prince, reine, roi, soldat x2, chevalier
Seat 2 (Bruno), beige, 30 pawns left: pile 13, hand 9: assassin, chevalier-noir, princesse, voleur, barbare, soldat x2, archer, chevalier
Exchange (10): soldat x2, traitre, alchimiste, fantome, guetteur, magicien, sorciere, chevalier x2
Outside the walls: -
     a          b          c          d          e          f
1  (tower)    (wall)     (wall)     (wall)     (wall)     (tower)
2  (wall)     .          .          .          .          (wall)
3  (wall)     .          .          .          .          (wall)
4  (wall)     .          .          .          .          (wall)
5  (wall)     .          .          .          .          (wall)
6  (tower)    (wall)     (wall)     (wall)     (wall)     (tower)
Key: CARD:n a card, abbreviated, and the seat of its pawn (-: none);
     +k k more cards on it (in full after "stack", top first);
     (tower), (wall), .: an empty tower, rampart or courtyard square
T
exact "diff --no-state" 1 "$N" diff --no-state "$C" "$tmp/b.xml" <<T
fixtures/castel/valid/01-two-players-court.xml and $tmp/b.xml part at choice 47, step 2: turn 1, seat 1 (Alice), action 1
  seat 1 (Alice) chooses: place for the card [castel.place.zone]
  fixtures/castel/valid/01-two-players-court.xml:20:5: at="c3"
  $tmp/b.xml:20:5: at="d3"
From there:
  fixtures/castel/valid/01-two-players-court.xml: 70 choices from there (47 to 116), then the game ends: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
  $tmp/b.xml: 17 choices from there (47 to 63), then it breaks castel.place.occupied (line 32)
fixtures/castel/valid/01-two-players-court.xml is valid (116 choices).
$tmp/b.xml is not valid: $tmp/b.xml:32:5: error[castel.place.occupied]: turn 3, seat 1 (Alice), action 2: the dame-de-compagnie cannot go to d3: d3 is taken by the roi: one card per square
T
exact "legal on an invalid record: where it breaks" 1 "$N" legal --depth 1 fixtures/castel/invalid/03-reine-place.xml <<'T'
fixtures/castel/invalid/03-reine-place.xml: record 1, after the record's 58 choices, step 6: turn 3, seat 1 (Alice), action 1
seat 1 (Alice) chooses: place for the card [castel.place.zone]
written <place at="...">
8 legal answers:
   1. at="b2"
   2. at="c2"
   3. at="d2"
   4. at="b3"
   5. at="d3"
   6. at="b4"
   7. at="c4"
   8. at="d4"
The record breaks a rule here:
fixtures/castel/invalid/03-reine-place.xml:29:5: error[castel.reine.place]: turn 3, seat 1 (Alice), action 1: the reine cannot go to b5: the reine must stand next to the roi (at c3)
fixtures/castel/invalid/03-reine-place.xml:29:5: error[castel.reine.place]: turn 3, seat 1 (Alice), action 1: the reine cannot go to b5: the reine must stand next to the roi (at c3)
T
# The same choices; the note added after line 19 (so on line 20) and the
# name changed on line 10 are differences too.
exact "diff: the same choices, a note and a name differ" 1 "$N" diff "$C" "$tmp/notes.xml" <<T
fixtures/castel/valid/01-two-players-court.xml and $tmp/notes.xml make the same 116 choices.
fixtures/castel/valid/01-two-players-court.xml is valid (116 choices).
$tmp/notes.xml is valid (116 choices).
2 differences besides the choices:
  meta <seat n="2"> name:
    fixtures/castel/valid/01-two-players-court.xml:10: name="Bruno"
    $tmp/notes.xml:10: name="Bruno M."
  note:
    fixtures/castel/valid/01-two-players-court.xml: (none)
    $tmp/notes.xml:20: Alice thinks for a long time.
T
exact "diff: two games" 2 "$N" diff "$C" "$Q" <<'T'
notation diff: fixtures/castel/valid/01-two-players-court.xml is a castel record and fixtures/quacks/valid/example-2-explosion.xml a quacks record: they cannot be compared
T
sed 's/<setup players="2" start="1">/<setup players="2" start="2">/' "$Q" > "$tmp/start2.xml"
exact "diff: set-ups that differ" 1 "$N" diff "$Q" "$tmp/start2.xml" <<T
fixtures/quacks/valid/example-2-explosion.xml and $tmp/start2.xml differ in their set-up:
  fixtures/quacks/valid/example-2-explosion.xml: <setup players="2" start="1" set="1">
  $tmp/start2.xml: <setup players="2" start="2" set="1">
fixtures/quacks/valid/example-2-explosion.xml is valid (25 choices, unfinished).
$tmp/start2.xml is not valid: $tmp/start2.xml:15:3: error[quacks.round.start]: round 1, start: the record says start="1", but the rules give start="2"
T
exact "diff --format json" 1 "$N" diff --format json "$C" fixtures/castel/invalid/03-reine-place.xml <<'T'
{"a":"fixtures/castel/valid/01-two-players-court.xml","b":"fixtures/castel/invalid/03-reine-place.xml","game":"castel","same_setup":true,"same_choices":false,"same":false,"parts":{"choice":59,"step":6,"over":false,"context":"turn 3, seat 1 (Alice), action 1","actor":"seat 1 (Alice)","question":"castel.place.at","rule":"castel.place.zone","in_a":{"line":29,"col":5,"answer":"d4","written":"at=\"d4\""},"in_b":null,"from_there":{"a":{"choices":58,"end":"over","result":"blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)","rule":null,"line":null},"b":{"choices":0,"end":"invalid","result":null,"rule":"castel.reine.place","line":29}}},"validity":{"a":{"valid":true,"choices":116,"diagnostic":null},"b":{"valid":false,"choices":58,"diagnostic":"fixtures/castel/invalid/03-reine-place.xml:29:5: error[castel.reine.place]: turn 3, seat 1 (Alice), action 1: the reine cannot go to b5: the reine must stand next to the roi (at c3)"}},"differences":[{"kind":"choice","choice":59,"a":{"line":29,"col":5,"answer":"d4","written":"at=\"d4\""},"b":null}]}
T
exact "diff: standard input twice" 2 "$N" diff - - <<'T'
notation diff: standard input can be only one of A and B
Try 'notation diff --help' or 'man notation-diff'.
T
exact "diff: one file" 2 "$N" diff "$C" <<'T'
notation diff: two files to compare, A and B
Try 'notation diff --help' or 'man notation-diff'.
T
# Whole moves.  The reine's effect is not optional (turn 3 of $C): a
# reine on d4 that sends nothing back is refused, nothing read (exit 3).
exact "what-if: a whole move that is not legal" 3 "$N" what-if --turn 3 --answer '<place card="reine" at="d4"/>' "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 57 of 116, step 6: turn 3, seat 1 (Alice), action 1
What if seat 1 (Alice) played <place card="reine" at="d4"/> instead of <place card="reine" at="d4"><send-back at="e5"/></place>?
Legal there (seat 1 (Alice), action [castel.turn.actions]):
  <draw/>
  <exchange/>
  <place/>
notation what-if: error[castel.reine.effect]: turn 3, seat 1 (Alice), action 1: missing card to send back from the courtyard; the rules require one of: c3 (roi), e5 (princesse)
T
# Two moves of turn 3 changed in one call: the reine sends back Alice's
# own roi (c3) instead of the princesse, and the dame-de-compagnie on d3
# (line 32), with no masculine card left next to her, sends nothing back.
# Turn 4's voleur still takes her pawn; at the end Alice holds her roi
# too: both players hold as few cards.
count=$((count + 1))
"$N" what-if --turn 3 --answer '<place card="reine" at="d4"><send-back at="c3"/></place>' \
    --line 32 --answer '<place card="dame-de-compagnie" at="d3"/>' \
    -o "$tmp/two.xml" "$C" > "$tmp/two.out" 2>&1
got=$?
if [ $got -ne 0 ] ||
   ! grep -q '^Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice), seat 2 (Bruno)$' "$tmp/two.out" ||
   ! "$N" validate "$tmp/two.xml" > /dev/null ||
   [ "$(sed -n 28,31p "$tmp/two.xml" | tr -d ' \n')" != '<placecard="reine"at="d4"><send-backat="c3"/></place><placecard="dame-de-compagnie"at="d3"/>' ]; then
    echo "FAIL: what-if: two whole moves in one call (exit $got)"
    sed 's/^/  | /' "$tmp/two.out"
    fails=$((fails + 1))
fi
# The same first change in JSON: a move, the record's whole move there.
exact "what-if --format json: a whole move" 1 "$N" what-if --turn 3 --answer '<draw/>' --format json "$C" <<'T'
{"file":"fixtures/castel/valid/01-two-players-court.xml","record":1,"choice":57,"step":6,"context":"turn 3, seat 1 (Alice), action 1","actor":"seat 1 (Alice)","question":"castel.action","recorded":"<place card=\"reine\" at=\"d4\"><send-back at=\"e5\"/></place>","answer":"<draw/>","move":true,"legal":true,"follows":false,"choices":59,"stops":{"choice":60,"step":7,"context":"turn 3, seat 1 (Alice), action 2","diagnostic":"fixtures/castel/valid/01-two-players-court.xml:32:5: error[castel.dame-de-compagnie.place]: turn 3, seat 1 (Alice), action 2: the dame-de-compagnie cannot go to d3: the dame-de-compagnie must stand next to the princesse (at e5)"},"result":null,"record_result":{"end":"stall","turns":9,"winners":[1],"cards_left":[17,18]},"written":null}
T
exact "what-if: several changes are whole moves" 2 "$N" what-if --turn 3 --answer '<draw/>' --choice 60 --answer d4 "$C" <<'T'
fixtures/castel/valid/01-two-players-court.xml: record 1, choice 57 of 116, step 6: turn 3, seat 1 (Alice), action 1
What if seat 1 (Alice) played <draw/> instead of <place card="reine" at="d4"><send-back at="e5"/></place>?
notation what-if: several changes are whole moves, each at the start of one of the record's moves: 'd4' at choice 60 is not
Try 'notation what-if --help' or 'man notation-what-if'.
T

# From the review of issue 22.  Q1's round-1 evaluation: seat 1 buys
# nothing (choice 36, written by silence), seat 2 buys blue-1 then
# green-1 (lines 35 and 36).  The silent move replaced by itself changes
# nothing; a purchase for seat 1 goes in before seat 2's, which stay.
Q1=fixtures/quacks/valid/game-01-2p-set1-front.xml
check_exit() {
    name=$1; want=$2; shift 2
    count=$((count + 1))
    "$@" > "$tmp/out" 2>&1
    got=$?
    [ "$got" = "$want" ] || { echo "FAIL: $name: exit $got (wanted $want)"; sed 's/^/  | /' "$tmp/out"; fails=$((fails + 1)); }
}
check_exit "what-if: a silent move replaced by itself" 0 "$N" what-if --choice 36 --answer '(no <buy>)' "$Q1"
check_exit "what-if: a purchase where the record buys nothing" 0 "$N" what-if --choice 36 --answer '<buy seat="1" chip="orange-1"/>' -o "$tmp/q1b.xml" "$Q1"
count=$((count + 1))
[ "$(sed -n 33,35p "$tmp/q1b.xml" | tr -d ' \n')" = '<buyseat="1"chip="orange-1"/><buyseat="2"chip="blue-1"/><buyseat="2"chip="green-1"/>' ] || {
    echo "FAIL: the other seat's purchases stay"; sed -n 30,37p "$tmp/q1b.xml" | sed 's/^/  | /'; fails=$((fails + 1)); }
# Another seat's element in a move is not this move (exit 3).
check_exit "what-if: a move naming another seat" 3 "$N" what-if --choice 36 --answer '<buy seat="2" chip="blue-1"/>' "$Q1"
# An attribute the rules do not give the element: not legal as written.
check_exit "what-if: a move with an attribute too many" 3 "$N" what-if --turn 3 --answer '<place card="reine" at="d4" bogus="1"><send-back at="c3"/></place>' "$C"
# More than one part given as one answer (exit 3).
check_exit "what-if: two answers as one" 3 "$N" what-if --choice 58 --answer 'card="reine" at="f6"' "$C"
# Inside a move, its rest as legal lists it: line 30 is the reine's
# send-back; sending back c3 (Alice's roi) is the two-change example's
# first change, the dame-de-compagnie's send-back (line 34) then no
# longer holds: the record stops being followed there.
check_exit "what-if: the rest of a move" 1 "$N" what-if --line 30 --answer '<send-back at="c3"/>' "$C"
grep -q '^What if seat 1 (Alice) played <send-back at="c3"/> instead of <send-back at="e5"/>?$' "$tmp/out" &&
    grep -q ':34:7: error\[castel.dame-de-compagnie.effect\]' "$tmp/out" || {
    echo "FAIL: the rest of a move is said and read"; sed 's/^/  | /' "$tmp/out"; fails=$((fails + 1)); }
# --line on a line whose element another seat writes, after a silent
# choice placed there: the element's own choice (QX's line 34, seat 2's
# roll).
QX=fixtures/quacks/valid/example-2-explosion.xml
count=$((count + 1))
"$N" legal --line 34 "$QX" | sed -n 3p | grep -q '^written <roll seat="2" result="..."/>$' || {
    echo "FAIL: --line stands at the line's own element"; fails=$((fails + 1)); }

# Variations (notation(5)): legal lists the record's variations of the
# move at the place, and --line stands in a variation as on the main
# line; the commands that read the main line refuse such a line.  What
# is expected is read off the fixtures' text.
A=fixtures/castel/valid/15-annotated-variations.xml
A91=fixtures/castel/invalid/91-variation-nested-occupied.xml
NESTED='variation 1 of turn 3, seat 1 (Alice), action 1 / variation 1 of turn 4, seat 2 (Bruno), action 1'
count=$((count + 1))
"$N" legal --limit 1 --line 30 "$A" > "$tmp/out"
tail -n 2 "$tmp/out" > "$tmp/got"
cat > "$tmp/want" <<'T'
The record's variation of this move:
  variation 1 of turn 3, seat 1 (Alice), action 1 (line 35): <place card="courtisan" at="d2"><send-back at="c1"/></place>
T
cmp -s "$tmp/want" "$tmp/got" || {
    echo "FAIL: legal lists the variations of the move"; diff "$tmp/want" "$tmp/got" | sed 's/^/  | /'; fails=$((fails + 1)); }
count=$((count + 1))
"$N" legal --limit 1 --line 47 "$A" > "$tmp/out"
{ sed -n 2p "$tmp/out"; tail -n 1 "$tmp/out"; } > "$tmp/got"
printf '%s\n' "In $NESTED (its line from the game's start)." \
    'The record plays <place card="soldat" at="c1"/>.' > "$tmp/want"
cmp -s "$tmp/want" "$tmp/got" || {
    echo "FAIL: legal --line stands in a nested variation"; diff "$tmp/want" "$tmp/got" | sed 's/^/  | /'; fails=$((fails + 1)); }
count=$((count + 1))
"$N" legal --line 47 --format json "$A" | grep -qF "\"in_variation\":\"$NESTED\"" || {
    echo "FAIL: legal --format json names the variation it stands in"; fails=$((fails + 1)); }
count=$((count + 1))
"$N" legal --limit 1 --line 41 "$A91" > "$tmp/out" 2>/dev/null
{ tail -n 3 "$tmp/out" | sed -n 2p; tail -n 1 "$tmp/out" | sed 's/^    //'; } > "$tmp/got"
{ echo '    which breaks a rule:'; cat fixtures/castel/invalid/91-variation-nested-occupied.expected; } > "$tmp/want"
cmp -s "$tmp/want" "$tmp/got" || {
    echo "FAIL: legal says the rule a variation breaks"; diff "$tmp/want" "$tmp/got" | sed 's/^/  | /'; fails=$((fails + 1)); }
exact "what-if: a line inside a variation" 2 "$N" what-if --line 47 --answer draw "$A" <<T
notation what-if: $A: record 1: line 47 is in $NESTED: notation what-if reads the record's main line
Try 'notation what-if --help' or 'man notation-what-if'.
T

# A record with something after it is refused by every reading command as
# validate refuses it (its diagnostic, the fixture's stated one): legal
# shows the end of the game and says it (exit 1); diff compares the
# choices alone and does not succeed (exit 2).
{ cat "$C"; echo '<junk/>'; } > "$tmp/junk.xml"
JUNK_DIAG="$tmp/junk.xml:78:1: error[notation.xml]: something follows the end of the record: a file holds one <game>, or a <games> collection"
count=$((count + 1))
"$N" legal "$tmp/junk.xml" > "$tmp/out" 2> "$tmp/err"; got=$?
[ $got -eq 1 ] && [ "$(cat "$tmp/err")" = "$JUNK_DIAG" ] || {
    echo "FAIL: legal refuses what follows a record (exit $got)"; sed 's/^/  | /' "$tmp/err"; fails=$((fails + 1)); }
count=$((count + 1))
"$N" legal --format json "$tmp/junk.xml" > "$tmp/out" 2> "$tmp/err"; got=$?
[ $got -eq 1 ] && [ "$(cat "$tmp/err")" = "$JUNK_DIAG" ] || {
    echo "FAIL: legal --format json refuses what follows a record (exit $got)"; fails=$((fails + 1)); }
check_exit "diff: a file that is not well-formed" 2 "$N" diff "$tmp/junk.xml" "$C"
# A directory without a record file: nothing done is not a success.
mkdir -p "$tmp/empty"
for cmd in replay explain list legal stats select; do
    exact "$cmd: a directory with no record" 2 "$N" $cmd "$tmp/empty" <<'T'
notation: no record to check: no .xml file found
T
done

echo "cli_position: $count checks, $fails failed"
[ "$fails" -eq 0 ]
