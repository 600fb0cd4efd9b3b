#!/bin/sh
# Places in a record (--at, --turn, --round, --line, --choice) taken and
# bounded alike by replay, explain, render and legal, and packed files read
# directly by their magic bytes (issue 22).  Expected outputs are counted
# by hand in the fixture: 09-two-players-protection.xml deals on lines
# 12-16 (step 1), turn 1 places on lines 19 and 20 (steps 2, 3), turn 2 on
# lines 24 and 25 (steps 4, 5; line 23 is a note), turn 3 begins on line
# 28 (step 6); the record has turns 1 to 10 and numbers no rounds.
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
F=fixtures/castel/valid/09-two-players-protection.xml

fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# has NAME STATUS TEXT COMMAND...: the status, and TEXT in stdout+stderr.
has() {
    name=$1; want=$2; text=$3; shift 3
    "$@" >"$tmp/got" 2>&1
    got=$?
    [ "$got" = "$want" ] || fail "$name: exit $got (wanted $want)"
    grep -qF -- "$text" "$tmp/got" || {
        fail "$name: no '$text' in:"; sed 's/^/  | /' "$tmp/got" | head -5; }
}

has "replay --line: where its step begins" 0 \
    "After step 3: turn 1, seat 1 (Yann): place prince at d3" \
    "$N" replay --width 0 --line 24 "$F"
has "replay --line at a turn's first choice" 0 \
    "After step 5: turn 2, seat 2 (Zoé): place soldat at b1" \
    "$N" replay --width 0 --line 28 "$F"
has "replay --turn, the same place" 0 \
    "After step 5: turn 2, seat 2 (Zoé): place soldat at b1" \
    "$N" replay --width 0 --turn 3 "$F"
has "replay --choice 1: before the deal" 0 "State after step 0:" \
    "$N" replay --choice 1 "$F"
has "replay --line on a note" 2 \
    "notation replay: $F: record 1: line 23 holds no choice: the nearest are on lines 20 and 24" \
    "$N" replay --line 23 "$F"
has "replay --choice past the end" 2 \
    "notation replay: $F: record 1: there is no choice 9999: the record has choices 1 to" \
    "$N" replay --choice 9999 "$F"
has "replay --turn past the end" 2 \
    "notation replay: $F: record 1: there is no turn 11: the record has turns 1 to 10" \
    "$N" replay --turn 11 "$F"
has "legal --turn past the end, the same words" 2 \
    "notation legal: $F: record 1: there is no turn 11: the record has turns 1 to 10" \
    "$N" legal --turn 11 "$F"
has "render --round in a game of turns" 2 \
    "notation render: $F: record 1: there is no round 2: the record numbers no rounds, only turns 1 to 10" \
    "$N" render --format svg --round 2 "$F"
has "explain --round in a game of turns" 2 \
    "notation explain: $F: record 1: there is no round 2: the record numbers no rounds, only turns 1 to 10" \
    "$N" explain --round 2 "$F"
has "legal --round, the same words" 2 \
    "notation legal: $F: record 1: there is no round 2: the record numbers no rounds, only turns 1 to 10" \
    "$N" legal --round 2 "$F"
has "replay --choice 0" 2 "--choice wants a choice number (1 or more), not '0'" \
    "$N" replay --choice 0 "$F"
has "render --line x" 2 "--line wants a line number (1 or more), not 'x'" \
    "$N" render --line x "$F"
has "two places" 2 "name one place: --at, --choice, --turn, --round or --line" \
    "$N" explain --turn 2 --line 24 "$F"
has "render --at past the end" 2 \
    "notation render: $F: record 1: there is no step 99: the record has steps 0 to" \
    "$N" render --format svg --at 99 "$F"

# explain up to a place: the steps before it, none after.
"$N" explain --brief --width 0 --line 24 "$F" >"$tmp/ex" 2>&1 ||
    fail "explain --line: exit $?"
grep -q '^Step 3: turn 1, seat 1 (Yann): place prince at d3' "$tmp/ex" ||
    fail "explain --line 24: step 3 is not told"
! grep -q '^Step 4:' "$tmp/ex" || fail "explain --line 24: step 4 is told"
! grep -q '^Result:' "$tmp/ex" || fail "explain --line 24: the result"
has "explain --at 1: the deal alone" 0 "Step 1: the deal" \
    "$N" explain --brief --at 1 "$F"

# Packed files, told by their magic bytes and named in what is said.
"$N" pack "$F" -o "$tmp/g.ntp" || fail "pack: exit $?"
cp "$tmp/g.ntp" "$tmp/named.xml"
head -c 40 "$tmp/g.ntp" >"$tmp/cut.ntp"
has "validate a packed file" 0 "$tmp/g.ntp:2: ok: castel: blocked (stall)" \
    "$N" validate "$tmp/g.ntp"
has "validate a packed file named .xml" 0 "$tmp/named.xml:2: ok: castel" \
    "$N" validate "$tmp/named.xml"
has "validate a cut packed file" 1 \
    "$tmp/cut.ntp: error[notation.pack.truncated]:" \
    "$N" validate "$tmp/cut.ntp"
has "replay --turn of a packed file" 0 \
    "After step 5: turn 2, seat 2 (Zoé): place soldat at b1" \
    "$N" replay --width 0 --turn 3 "$tmp/g.ntp"
has "explain a packed file" 0 "$tmp/g.ntp: record 1 (line 2): Castel" \
    "$N" explain --brief "$tmp/g.ntp"
has "legal in a packed file" 0 \
    "$tmp/g.ntp: record 1, choice" "$N" legal --turn 3 "$tmp/g.ntp"
has "legal in a packed file on standard input" 0 "-: record 1, choice" \
    sh -c "\"$N\" legal --turn 3 - < \"$tmp/g.ntp\""
has "legal in a cut packed file" 2 \
    "$tmp/cut.ntp: error[notation.pack.truncated]:" \
    "$N" legal "$tmp/cut.ntp"
has "render --format svg of a packed file" 0 "<svg" \
    "$N" render --format svg --turn 3 "$tmp/g.ntp"

if [ "$fails" -ne 0 ]; then
    echo "cli_places.sh: $fails failed"
    exit 1
fi
echo "cli_places.sh: all passed"
