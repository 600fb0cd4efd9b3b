#!/bin/sh
# notation fmt --assert recompute (issue 22): a record whose only faults
# are wrong facts comes out valid, and the same as the canonical form of
# the record it was made from; each fact changed is told on standard
# error, one line each; a record whose line of play breaks a rule is
# reported as validate reports it and nothing is written for it.  The
# broken records are valid fixtures with a fact or two changed by sed, so
# every expected fix derives from the fixture, which is valid.  Run from
# the top of the source tree:
#
#     NOTATION=build/notation sh tests/cli_recompute.sh
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0
C=fixtures/castel/valid/01-two-players-court.xml
C2=fixtures/castel/valid/02-two-players-ramparts.xml
Q=fixtures/quacks/valid/example-2-explosion.xml
D=fixtures/quacks-duel/valid/e1-seven-step-move.xml

fail() {
    echo "FAIL: $*"
    fails=$((fails + 1))
}

# broken NAME FIXTURE SED-SCRIPT: $tmp/NAME.xml, the fixture with the sed
# script applied; it must no longer validate (else the test proves
# nothing).
broken() {
    sed -e "$3" "$2" > "$tmp/$1.xml"
    if "$N" validate "$tmp/$1.xml" > /dev/null 2>&1; then
        fail "$1: the sed script '$3' leaves $2 valid"
    fi
}

# fixed NAME FIXTURE [OPTION]: fmt --assert recompute of $tmp/NAME.xml
# exits 0, prints on standard error exactly the lines on this function's
# standard input (with TMP for the scratch directory), writes the
# canonical form of FIXTURE (with fmt OPTION, if given), and that is
# valid; and each line is where validate --keep-going finds an error,
# with the same rule.
fixed() {
    name=$1 orig=$2
    count=$((count + 1))
    sed "s|TMP|$tmp|g" > "$tmp/want.err"
    "$N" fmt --assert recompute "$tmp/$name.xml" > "$tmp/got.xml" \
        2> "$tmp/got.err"
    got=$?
    "$N" fmt ${3:+"$3"} "$orig" > "$tmp/want.xml" 2>&1
    if [ "$got" != 0 ]; then
        fail "$name: exit $got (wanted 0)"
        sed 's/^/  | /' "$tmp/got.err"
    elif ! cmp -s "$tmp/want.err" "$tmp/got.err"; then
        fail "$name: the fixes told"
        diff "$tmp/want.err" "$tmp/got.err" | sed 's/^/  | /'
    elif ! cmp -s "$tmp/want.xml" "$tmp/got.xml"; then
        fail "$name: not the canonical form of $orig"
        diff "$tmp/want.xml" "$tmp/got.xml" | sed 's/^/  | /' | head -20
    elif ! "$N" validate "$tmp/got.xml" > /dev/null 2>&1; then
        fail "$name: the record written is not valid"
    fi
    # Each fix is where validate --keep-going has an error, with its rule.
    "$N" validate --keep-going "$tmp/$name.xml" 2>&1 |
        sed -n 's/^\([^ ]*\) error\[\([^]]*\)\].*/\1 \2/p' > "$tmp/v.rules"
    sed -n 's/^\([^ ]*\) fixed\[\([^]]*\)\].*/\1 \2/p' "$tmp/got.err" \
        > "$tmp/f.rules"
    if ! cmp -s "$tmp/v.rules" "$tmp/f.rules"; then
        fail "$name: the fixes are not validate's errors"
        diff "$tmp/v.rules" "$tmp/f.rules" | sed 's/^/  | /'
    fi
}

# refused NAME: fmt --assert recompute of $tmp/NAME.xml exits 1, writes
# nothing, and prints exactly the lines on this function's standard input.
refused() {
    name=$1
    count=$((count + 1))
    sed "s|TMP|$tmp|g" > "$tmp/want.err"
    "$N" fmt --assert recompute "$tmp/$name.xml" > "$tmp/got.xml" \
        2> "$tmp/got.err"
    got=$?
    if [ "$got" != 1 ]; then
        fail "$name: exit $got (wanted 1)"
    elif [ -s "$tmp/got.xml" ]; then
        fail "$name: a record that breaks a rule was written"
    elif ! cmp -s "$tmp/want.err" "$tmp/got.err"; then
        fail "$name: what is said"
        diff "$tmp/want.err" "$tmp/got.err" | sed 's/^/  | /'
    fi
}

# ------------------------------------------------------------- Castel
# A <send-back>'s card (notes and metadata of the record stay).
broken c-card "$C" '30s/card="princesse"/card="prince"/'
fixed c-card "$C" <<'T'
TMP/c-card.xml:30:7: fixed[castel.state.card]: turn 3, seat 1 (Alice), action 1: card was prince, the rules give princesse
T
# Two facts, one of them the result, told in the record's order.
broken c-two "$C" '76s/winners="1"/winners="2"/; 51s/card="chevalier"/card="soldat"/'
fixed c-two "$C" <<'T'
TMP/c-two.xml:51:7: fixed[castel.state.card]: turn 6, seat 2 (Bruno), action 1: card was soldat, the rules give chevalier
TMP/c-two.xml:76:3: fixed[castel.end.result]: end of the game (turn 9): winners was 2, the rules give 1
T
# A hand asserted after an action: the list is written in canonical order.
broken c-hand "$C2" '30s/ roi / reine /'
fixed c-hand "$C2" <<'T'
TMP/c-hand.xml:30:5: fixed[castel.state.hand]: turn 3, seat 1 (Chloé), action 2: <hand> was soldat soldat engin-de-siege engin-de-siege chevalier reine prince fantome, the rules give prince roi engin-de-siege engin-de-siege soldat soldat fantome chevalier
T

# ------------------------------------------------------------- Quacks
# The rats of a brewing, a position, an <end> and a <standing>.
broken q-four "$Q" '17s/rats="0"/rats="1"/; 20s/pos="6"/pos="7"/; 25s/coins="10"/coins="9"/; 38s/vp="2"/vp="3"/'
fixed q-four "$Q" <<'T'
TMP/q-four.xml:17:5: fixed[quacks.rats.round-2]: round 1, brewing of seat 1 (Nina): rats was 1, the rules give 0
TMP/q-four.xml:20:7: fixed[quacks.pot.position]: round 1, brewing of seat 1 (Nina): pos was 7, the rules give 6
TMP/q-four.xml:25:7: fixed[quacks.pot.space]: round 1, brewing of seat 1 (Nina): coins was 9, the rules give 10
TMP/q-four.xml:38:5: fixed[quacks.state]: round 1, evaluation: vp was 3, the rules give 2
T

# --------------------------------------------------------------- Duel
# A chip's place in the vial, an <end> and a <standing>.
broken d-three "$D" '28s/stand="A8"/stand="A9"/; 41s/at="neck:3"/at="neck:2"/; 42s/move="6"/move="5"/'
fixed d-three "$D" <<'T'
TMP/d-three.xml:28:5: fixed[duel.state]: round 1, phase 6, clean-up: stand was A9, the rules give A8
TMP/d-three.xml:41:7: fixed[duel.neck.place]: round 2, phase 2, brewing, turn of seat 1 (Ada): at was neck:2, the rules give neck:3
TMP/d-three.xml:42:7: fixed[duel.patient.value]: round 2, phase 2, brewing, turn of seat 1 (Ada): move was 5, the rules give 6
T

# ------------------------------------------------------------- labels
# Turn and round numbers, seats, the tosser and the scale's card are
# facts too.
broken c-label "$C" '27s/<turn n="3" seat="1">/<turn n="4" seat="2">/'
fixed c-label "$C" <<'T'
TMP/c-label.xml:27:3: fixed[castel.turn.order]: turn 3, seat 1 (Alice): n was 4, the rules give 3
TMP/c-label.xml:27:3: fixed[castel.turn.order]: turn 3, seat 1 (Alice): seat was 2, the rules give 1
T
broken q-label "$Q" '15s/<round n="1" start="1">/<round n="2" start="2">/'
fixed q-label "$Q" <<'T'
TMP/q-label.xml:15:3: fixed[quacks.round]: round 1, start: n was 2, the rules give 1
TMP/q-label.xml:15:3: fixed[quacks.round.start]: round 1, start: start was 2, the rules give 1
T
broken d-label "$D" '14s/<round n="1" tosser="2">/<round n="3" tosser="1">/; 21s/card="1"/card="2"/'
fixed d-label "$D" <<'T'
TMP/d-label.xml:14:3: fixed[duel.round.count]: round 1, phase 1, the coins: n was 3, the rules give 1
TMP/d-label.xml:14:3: fixed[duel.coin.tosser]: round 1, phase 1, the coins: tosser was 1, the rules give 2
TMP/d-label.xml:21:5: fixed[duel.setup.cards]: round 1, phase 4, the scale: card was 2, the rules give 1
T

# The results and their scores, a witch's VP (The Herb Witches).
broken q-result fixtures/quacks/valid/game-01-2p-set1-front.xml '342s/winners="1"/winners="2"/; 343s/vp="29"/vp="1"/'
fixed q-result fixtures/quacks/valid/game-01-2p-set1-front.xml <<'T'
TMP/q-result.xml:342:3: fixed[quacks.end.result]: end of the game: winners was 2, the rules give 1
TMP/q-result.xml:343:5: fixed[quacks.end.result]: end of the game: vp was 1, the rules give 29
T
broken q-witch fixtures/quacks/valid/hw-09-witch-colours.xml '27s/vp="4"/vp="5"/'
fixed q-witch fixtures/quacks/valid/hw-09-witch-colours.xml <<'T'
TMP/q-witch.xml:27:7: fixed[quacks.witch.colours]: round 2, evaluation: vp was 5, the rules give 4
T
broken d-result fixtures/quacks-duel/valid/game-03-set1-guild.xml '422s/by="guild"/by="sixth"/'
fixed d-result fixtures/quacks-duel/valid/game-03-set1-guild.xml <<'T'
TMP/d-result.xml:422:3: fixed[duel.end.winner]: end of the game: by was sixth, the rules give guild
T

# ----------------------------------- a wrong fact and an illegal move
# The line of play cannot be mended: the move is reported as validate
# reports it (the facts are not held against the record, so it is the
# first fault told), and nothing is written.
broken c-illegal "$C" '30s/card="princesse"/card="prince"/; 54s/at="b1"/at="a1"/'
refused c-illegal <<'T'
TMP/c-illegal.xml:54:7: error[castel.barbare.effect]: turn 6, seat 2 (Bruno), action 2: a1 is not a legal card to send back from a tower or a rampart: there is no card at a1
T
broken q-illegal "$Q" '25s/coins="10"/coins="9"/; 29s/chip="white-3"/chip="purple-1"/'
refused q-illegal <<'T'
TMP/q-illegal.xml:29:7: error[quacks.bag.draw]: round 1, brewing of seat 2 (Lucas): there is no purple-1 in the bag of seat 2
T
broken d-illegal "$D" '28s/stand="A8"/stand="A9"/; 37s/chip="white-1"/chip="purple-1"/'
refused d-illegal <<'T'
TMP/d-illegal.xml:37:7: error[duel.draw.not-in-bag]: round 2, phase 2, brewing, turn of seat 1 (Ada): there is no purple-1 in the bag of seat 1 (Ada)
T

# ------------------------------------------------ -o, --in-place, --check
# -o: written, and the fixes told once it is.
count=$((count + 1))
"$N" fmt --assert recompute -o "$tmp/out.xml" "$tmp/q-four.xml" \
    2> "$tmp/o.err"
got=$?
"$N" fmt "$Q" > "$tmp/want.xml"
if [ "$got" != 0 ] || ! cmp -s "$tmp/out.xml" "$tmp/want.xml" ||
   [ "$(wc -l < "$tmp/o.err")" != 4 ] ||
   ! grep -q '^.*q-four.xml:38:5: fixed\[quacks.state\]' "$tmp/o.err"; then
    fail "-o: exit $got, or not the fixture's canonical form, or not 4 fixes told"
fi
# -o over an existing file, with a record that breaks a rule: the file
# stays as it was, and no fix is told (nothing was written).
count=$((count + 1))
echo keep > "$tmp/kept.xml"
"$N" fmt --assert recompute -o "$tmp/kept.xml" "$tmp/c-illegal.xml" \
    2> "$tmp/k.err"
got=$?
if [ "$got" != 1 ] || [ "$(cat "$tmp/kept.xml")" != keep ] ||
   grep -q 'fixed\[' "$tmp/k.err" || ! grep -q 'error\[castel.barbare.effect\]' "$tmp/k.err"; then
    fail "-o with a record that breaks a rule: exit $got, or the file replaced, or a fix told"
fi
# A collection: the first record mended, the second refused; -o keeps
# nothing, standard output the first record.
count=$((count + 1))
{
    echo '<games xmlns="urn:libnotation:1">'
    sed -e '1d' -e 's/ xmlns="urn:libnotation:1"//' "$tmp/c-card.xml"
    sed -e '1d' -e 's/ xmlns="urn:libnotation:1"//' "$tmp/c-illegal.xml"
    echo '</games>'
} > "$tmp/coll.xml"
"$N" fmt --assert recompute "$tmp/coll.xml" > "$tmp/coll.out" 2> "$tmp/coll.err"
got=$?
if [ "$got" != 1 ] || [ "$(grep -c '<game ' "$tmp/coll.out")" != 1 ] ||
   [ "$(grep -c 'fixed\[' "$tmp/coll.err")" != 1 ] ||
   [ "$(grep -c 'error\[' "$tmp/coll.err")" != 1 ] ||
   ! grep -q 'card="princesse"' "$tmp/coll.out"; then
    fail "a collection, one record mended, one refused: exit $got"
    sed 's/^/  | /' "$tmp/coll.err"
fi
# --check: exit 1, the file named, no fix told, nothing changed.
count=$((count + 1))
cp "$tmp/d-three.xml" "$tmp/ip.xml"
cp "$tmp/ip.xml" "$tmp/ip.before"
"$N" fmt --check --assert recompute "$tmp/ip.xml" > "$tmp/c.out" 2> "$tmp/c.err"
got=$?
if [ "$got" != 1 ] || [ -s "$tmp/c.err" ] || ! cmp -s "$tmp/ip.xml" "$tmp/ip.before" ||
   [ "$(cat "$tmp/c.out")" != "$tmp/ip.xml: not in canonical form (first difference at line 28)" ]; then
    fail "--check --assert recompute: exit $got"
    sed 's/^/  | /' "$tmp/c.out" "$tmp/c.err"
fi
# --in-place: rewritten as the fixture's canonical form, 3 fixes told;
# then --check finds it canonical.
count=$((count + 1))
"$N" fmt --in-place --assert recompute "$tmp/ip.xml" 2> "$tmp/i.err"
got=$?
"$N" fmt "$D" > "$tmp/want.xml"
if [ "$got" != 0 ] || ! cmp -s "$tmp/ip.xml" "$tmp/want.xml" ||
   [ "$(grep -c 'fixed\[' "$tmp/i.err")" != 3 ] ||
   ! "$N" fmt --check --assert recompute "$tmp/ip.xml" > /dev/null 2>&1; then
    fail "--in-place --assert recompute: exit $got"
    sed 's/^/  | /' "$tmp/i.err"
fi
count=$((count + 1))
"$N" fmt --assert maybe "$C" > /dev/null 2> "$tmp/u.err"
got=$?
if [ "$got" != 2 ] || ! grep -q 'keep, all, none or recompute' "$tmp/u.err"; then
    fail "--assert maybe: exit $got, or recompute not named"
fi

# ------------------------------------ exactly the facts stated, no more
# The facts a record leaves out stay out, the ones it states stay in:
# every fact filled in, one of them wrong, comes back as --assert all
# writes the fixture; every fact stripped comes back with none.
"$N" fmt --assert all "$Q" > "$tmp/q-all-src.xml"
line=$(grep -n '<draw chip="white-3" pos="4"/>' "$tmp/q-all-src.xml" | cut -d: -f1)
broken q-all "$tmp/q-all-src.xml" "${line}s/pos=\"4\"/pos=\"5\"/"
fixed q-all "$Q" --assert=all <<T
TMP/q-all.xml:$line:7: fixed[quacks.pot.position]: round 1, brewing of seat 2 (Lucas): pos was 5, the rules give 4
T
"$N" fmt --assert none "$D" > "$tmp/d-none.xml"
count=$((count + 1))
"$N" fmt --assert recompute "$tmp/d-none.xml" > "$tmp/got.xml" 2> "$tmp/got.err"
if [ $? != 0 ] || [ -s "$tmp/got.err" ] || ! cmp -s "$tmp/d-none.xml" "$tmp/got.xml"; then
    fail "a record without assertions gains none"
fi

# ------------------------------------------ every valid fixture: a fixed point
# Recompute leaves a valid record's facts as they are: the same bytes as
# fmt (and as fmt --assert all, for every fact stated), nothing told.
for f in fixtures/castel/valid/*.xml fixtures/quacks/valid/*.xml \
         fixtures/quacks-duel/valid/*.xml; do
    count=$((count + 1))
    "$N" fmt "$f" > "$tmp/want.xml" 2>&1
    "$N" fmt --assert recompute "$f" > "$tmp/got.xml" 2> "$tmp/got.err"
    got=$?
    if [ "$got" != 0 ] || [ -s "$tmp/got.err" ] ||
       ! cmp -s "$tmp/want.xml" "$tmp/got.xml"; then
        fail "$f: recompute changes a valid record (exit $got)"
        sed 's/^/  | /' "$tmp/got.err" | head -5
    fi
    "$N" fmt --assert all "$f" > "$tmp/all.xml" 2>&1
    "$N" fmt --assert recompute "$tmp/all.xml" > "$tmp/got.xml" 2> "$tmp/got.err"
    if [ $? != 0 ] || [ -s "$tmp/got.err" ] ||
       ! cmp -s "$tmp/all.xml" "$tmp/got.xml"; then
        fail "$f: recompute changes the record with every fact stated"
        sed 's/^/  | /' "$tmp/got.err" | head -5
    fi
done

echo "cli_recompute: $count checks, $fails failed"
[ "$fails" -eq 0 ]
