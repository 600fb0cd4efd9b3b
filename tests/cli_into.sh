#!/bin/sh
# Another line written into the record as a <variation>: what-if --into
# and diff --as-variation, their records checked against what notation(5)
# ("Variations and marks") says they must hold, derived by hand from the
# fixtures below, never taken from the tool's own output.
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0
C=fixtures/castel/valid/01-two-players-court.xml
Q=fixtures/quacks/valid/example-1-placement.xml

# exact NAME STATUS COMMAND...: tests/exact.sh.
. tests/exact.sh

# check NAME CONDITION...: one check, the condition a command.
check() {
    name=$1; shift
    count=$((count + 1))
    if ! "$@"; then
        echo "FAIL: $name"
        fails=$((fails + 1))
    fi
}

# The lines of FILE from its <variation> to its </variation> (one each).
variation_of() {
    sed -n '/<variation>/,/<\/variation>/p' "$1"
}

# --- what-if --into on a Castel record, into the file itself.
# C is in canonical form (fmt gives it back).  Its line 47 is Alice's
# second action of turn 5, <place card="prince" at="b5"/>, one line, with
# no note after it: the variation begins on line 48, at the move's
# indentation.  Placing the prince on b3 instead (a square next to none of
# the cards in play, legal: notation legal --line 47 lists it) changes
# nothing the later turns rely on, so the rest of the record follows to
# the end: the variation holds the new move, then turn 6 at the level of
# the turns (turn 5 ends with the move), turns 7 to 9, and the same result
# (a stall, seat 1 with the fewest cards), with no assertion (the facts
# the record states are not written by -o).  Outside it, the record is C.
cp "$C" "$tmp/c.xml"
exact "what-if --into: the report" 0 "$N" what-if --line 47 \
    --answer '<place card="prince" at="b3"/>' --into "$tmp/c.xml" "$tmp/c.xml" <<T
$tmp/c.xml: record 1, choice 80 of 116, step 11: turn 5, seat 1 (Alice), action 2
What if seat 1 (Alice) played <place card="prince" at="b3"/> instead of <place card="prince" at="b5"/>?
The rest of the record still follows: 116 choices.
Result: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
(the same result as the record's)
Wrote $tmp/c.xml: the record, with the changed line as variation 1 of the move on line 47 (to the end of the game).
T
check "castel: one variation" test "$(grep -c '<variation>' "$tmp/c.xml")" = 1
check "castel: the variation on line 48" \
    test "$(sed -n 48p "$tmp/c.xml")" = "    <variation>"
check "castel: the new move first" \
    test "$(sed -n 49p "$tmp/c.xml")" = '      <place card="prince" at="b3"/>'
check "castel: turn 6 at its own level" \
    test "$(sed -n 50p "$tmp/c.xml")" = '      <turn n="6" seat="2">'
check "castel: the variation ends with the result" \
    test "$(variation_of "$tmp/c.xml" | tail -n 2 | head -n 1)" = '      <result end="stall" winners="1"/>'
sed '/<variation>/,/<\/variation>/d' "$tmp/c.xml" > "$tmp/c-main.xml"
check "castel: the record outside the variation is unchanged" cmp -s "$C" "$tmp/c-main.xml"
exact "castel: it validates" 0 "$N" validate "$tmp/c.xml" <<T
$tmp/c.xml:2: ok: castel: blocked (stall) after 9 turns; fewest cards: seat 1 (Alice)
T
"$N" fmt "$tmp/c.xml" > "$tmp/c-fmt.xml"
check "castel: fmt is a fixed point" cmp -s "$tmp/c.xml" "$tmp/c-fmt.xml"
# A second --into at the same move: the new variation is the second, after
# the first (a variation is numbered in the order written), the first kept.
cp "$tmp/c.xml" "$tmp/c2.xml"
"$N" what-if --line 47 --answer '<place card="prince" at="b4"/>' \
    --into "$tmp/c2.xml" "$tmp/c2.xml" > "$tmp/out" 2>&1
check "castel: a second --into is variation 2" \
    grep -q 'as variation 2 of the move on line 47' "$tmp/out"
check "castel: two variations" test "$(grep -c '<variation>' "$tmp/c2.xml")" = 2
check "castel: the first is kept, the second after it" \
    test "$(sed -n 49p "$tmp/c2.xml")" = '      <place card="prince" at="b3"/>'
check "castel: two variations validate" "$N" validate -q "$tmp/c2.xml"

# --- what-if --into on a Quacks record: another chip drawn.
# Q's line 17 is Lucas's first draw, <draw chip="orange-1" pos="1"/>,
# followed by a note (line 18).  In canonical form Q loses its opening
# comment (lines 2 to 4), so the draw is on line 14 and its note on 15:
# the variation stands after the note, on line 16, inside the brewing.
# Drawing a white 1-chip instead (4 of the 10 chips are) leaves the
# yellow 2-chip in the bag: Lucas draws it next as the record does, then
# his brewing ends; Nina's brewing and the evaluation follow at the
# round's level.  Lucas ends on space 3 (white 1, then 2 further), Nina on
# space 1: Lucas is still the one who rolls.  The record stops after round
# 2, before any place a Quacks record may stop after the change but the
# next round's start, which -o writes: the standings (assertions) and the
# <unfinished/> are not in the variation.
"$N" what-if --line 17 --answer '<draw chip="white-1"/>' --into "$tmp/q.xml" "$Q" > "$tmp/out" 2>&1
check "quacks: exit 0, written" grep -q '^Wrote .*variation 1 of the move on line 17 ' "$tmp/out"
"$N" fmt "$Q" > "$tmp/q-canon.xml"
check "quacks: one variation" test "$(grep -c '<variation>' "$tmp/q.xml")" = 1
check "quacks: the variation on line 16" \
    test "$(sed -n 16p "$tmp/q.xml")" = "      <variation>"
cat > "$tmp/q-want" <<'T'
      <variation>
        <draw chip="white-1"/>
        <draw chip="yellow-2"/>
        <brew seat="2" rats="0">
          <draw chip="white-1"/>
        </brew>
        <evaluation>
          <roll seat="1" result="1-vp"/>
        </evaluation>
      </variation>
T
variation_of "$tmp/q.xml" > "$tmp/q-got"
check "quacks: the variation holds the changed line" cmp -s "$tmp/q-want" "$tmp/q-got"
sed '/<variation>/,/<\/variation>/d' "$tmp/q.xml" > "$tmp/q-main.xml"
check "quacks: the record outside the variation is its canonical form" \
    cmp -s "$tmp/q-canon.xml" "$tmp/q-main.xml"
check "quacks: it validates" "$N" validate -q "$tmp/q.xml"
"$N" fmt "$tmp/q.xml" > "$tmp/q-fmt.xml"
check "quacks: fmt is a fixed point" cmp -s "$tmp/q.xml" "$tmp/q-fmt.xml"

# --- what-if --into: what it refuses.
exact "--into and -o together" 2 "$N" what-if --line 47 \
    --answer '<place card="prince" at="b3"/>' -o "$tmp/x.xml" --into "$tmp/y.xml" "$C" <<'T'
notation what-if: -o and --into do not go together: the changed record alone, or the record with it as a variation
Try 'notation what-if --help' or 'man notation-what-if'.
T
count=$((count + 1))
"$N" what-if --line 47 --answer '<place card="prince" at="b3"/>' --into "$tmp/s.xml" < "$C" > "$tmp/out" 2>&1
if [ $? -ne 2 ] || [ -e "$tmp/s.xml" ]; then
    echo "FAIL: --into from standard input is refused, nothing written"
    fails=$((fails + 1))
fi

# --- diff --as-variation: B made from A by what-if -o at the same move.
# B (written by -o) has no notes: of A's notes, those of lines 28 and 33
# come before line 47, so B writes the prince's move on line 45.  A and B
# part at choice 80 (the prince's square): the variation stands after A's
# move on line 47 and begins with B's move there, then B's line to its
# end (its result).
"$N" what-if --line 47 --answer '<place card="prince" at="b3"/>' -o "$tmp/b.xml" "$C" > /dev/null
check "diff: B's move on line 45" \
    test "$(sed -n 45p "$tmp/b.xml")" = '    <place card="prince" at="b3"/>'
exact "diff --as-variation -o: said" 1 "$N" diff --as-variation -o "$tmp/ab.xml" "$C" "$tmp/b.xml" <<T
Wrote $tmp/ab.xml: $C, with $tmp/b.xml's line from choice 80 (its line 45) as variation 1 of the move on line 47.
T
check "diff: one variation" test "$(grep -c '<variation>' "$tmp/ab.xml")" = 1
check "diff: the variation on line 48, B's move first" \
    test "$(sed -n 48,49p "$tmp/ab.xml" | tr -d '\n')" = '    <variation>      <place card="prince" at="b3"/>'
sed '/<variation>/,/<\/variation>/d' "$tmp/ab.xml" > "$tmp/ab-main.xml"
check "diff: A outside the variation" cmp -s "$C" "$tmp/ab-main.xml"
check "diff: it validates" "$N" validate -q "$tmp/ab.xml"
"$N" fmt "$tmp/ab.xml" > "$tmp/ab-fmt.xml"
check "diff: fmt is a fixed point" cmp -s "$tmp/ab.xml" "$tmp/ab-fmt.xml"
# The same on standard output, and what what-if --into wrote.
"$N" diff --as-variation "$C" "$tmp/b.xml" > "$tmp/ab-out.xml"
check "diff: standard output, exit 1 (they differ)" test $? -eq 1
check "diff: the same record as what-if --into" cmp -s "$tmp/ab-out.xml" "$tmp/c.xml"
# The other way round: B with A's line, whose notes come along.
"$N" diff --as-variation "$tmp/b.xml" "$C" > "$tmp/ba.xml"
check "diff: B with A's move b5 first" \
    test "$(sed -n 47p "$tmp/ba.xml")" = '      <place card="prince" at="b5"/>'
check "diff: A's notes in the variation" \
    grep -q '<note>With the roi away, the conseiller may stand next to the prince.</note>' "$tmp/ba.xml"
check "diff: B with A's line validates" "$N" validate -q "$tmp/ba.xml"
exact "diff --as-variation: the same line" 0 "$N" diff --as-variation "$C" "$C" <<T
notation diff: $C and $C play the same line: there is no variation to write
T
exact "diff -o without --as-variation" 2 "$N" diff -o "$tmp/z.xml" "$C" "$tmp/b.xml" <<'T'
notation diff: -o writes the record of --as-variation: give it too
Try 'notation diff --help' or 'man notation-diff'.
T

echo "cli_into: $count checks, $fails failed"
[ "$fails" -eq 0 ]
