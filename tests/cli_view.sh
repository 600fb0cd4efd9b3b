#!/bin/sh
# replay, explain and fmt as a person uses them: --record, many files and
# directories, replay --at turn:T and round:R, explain's header, --state,
# --brief and --width, fmt -o, --check and --in-place; exact outputs, and
# hostile arguments.
set -u
N=${NOTATION:-build/notation}
case $N in /*) NA=$N ;; *) NA=$PWD/$N ;; esac
tmp=$(mktemp -d)
trap 'umount "$tmp/ro" 2>/dev/null; chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
fails=0
count=0

check() { # name expected-status command...
    name=$1; want=$2; shift 2
    count=$((count + 1))
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" != "$want" ]; then
        echo "FAIL: $name: exit $got, wanted $want"; sed 's/^/  | /' "$tmp/out" "$tmp/err" | head -20
        fails=$((fails + 1))
    fi
}

# In the temporary directory, so that file names are short and fixed.
here() { (cd "$tmp" && "$@"); }

contains() { # name file text
    count=$((count + 1))
    if ! grep -qF -- "$3" "$2"; then
        echo "FAIL: $1: '$3' not in output"; sed 's/^/  | /' "$2" | head -20
        fails=$((fails + 1))
    fi
}

same() { # name file, the expected text on standard input
    count=$((count + 1))
    cat >"$tmp/want"
    if ! cmp -s "$tmp/want" "$2"; then
        echo "FAIL: $1: not the expected text"; diff "$tmp/want" "$2" | head -20
        fails=$((fails + 1))
    fi
}

alike() { # name file1 file2: the same bytes
    count=$((count + 1))
    if ! cmp -s "$2" "$3"; then
        echo "FAIL: $1"; diff "$2" "$3" | head -10
        fails=$((fails + 1))
    fi
}

fail_if() { # name condition...
    name=$1; shift
    count=$((count + 1))
    if "$@"; then
        echo "FAIL: $name"; fails=$((fails + 1))
    fi
}

cp fixtures/castel/valid/09-two-players-protection.xml "$tmp/p.xml"
cp fixtures/quacks/valid/game-03-4p-set1-front.xml "$tmp/q.xml"
cp fixtures/quacks-duel/valid/game-01-first-game-sixth.xml "$tmp/d.xml"
"$N" generate --game castel --players 2 --seed 3 --count 3 >"$tmp/c3.xml"

# ------------------------------------------------------------- --record K
check "--record 0" 2 "$N" replay --record 0 "$tmp/p.xml"
same "--record 0 is a usage error" "$tmp/err" <<'EOF'
notation replay: --record wants a record number (1 or more), not '0'
Try 'notation replay --help' or 'man notation-replay'.
EOF
check "--record x" 2 "$N" explain --record x "$tmp/p.xml"
contains "--record x is a usage error" "$tmp/err" "notation explain: --record wants a record number (1 or more), not 'x'"
check "--record -1" 2 "$N" fmt --record -1 "$tmp/p.xml"
contains "--record -1 is a usage error" "$tmp/err" "notation fmt: --record wants a record number (1 or more), not '-1'"
check "--record 99" 2 here "$NA" replay --record 99 p.xml
same "--record 99 names what the file holds" "$tmp/err" <<'EOF'
p.xml:1:1: error[notation.record]: there is no record 99: the file holds 1
EOF
check "--record 4 of three" 2 here "$NA" explain --record 4 c3.xml
contains "three records" "$tmp/err" "c3.xml:1:1: error[notation.record]: there is no record 4: the file holds 3"
check "replay --record 2" 0 here "$NA" replay --record 2 --width 0 c3.xml
contains "record 2 only" "$tmp/out" "c3.xml: record 2 (line "
count=$((count + 1))
[ "$(grep -c '^c3.xml: record' "$tmp/out")" -eq 1 ] || { echo "FAIL: --record 2 replays one record"; fails=$((fails + 1)); }
check "explain --record 3" 0 here "$NA" explain --record 3 --brief c3.xml
contains "record 3 only" "$tmp/out" "c3.xml: record 3 (line "
check "fmt --record 2" 0 "$N" fmt --record 2 "$tmp/c3.xml"
count=$((count + 1))
[ "$(grep -c '<game ' "$tmp/out")" -eq 1 ] || { echo "FAIL: fmt --record 2 writes one record"; fails=$((fails + 1)); }
cp "$tmp/out" "$tmp/c3-2.xml"
check "fmt --record 2 is valid" 0 "$N" validate "$tmp/c3-2.xml"

# ------------------------------------------------------ many files at once
mkdir -p "$tmp/dir/sub"
cp "$tmp/p.xml" "$tmp/dir/a.xml"
cp "$tmp/q.xml" "$tmp/dir/sub/b.xml"
check "replay of a directory and a file" 0 here "$NA" replay --width 0 dir d.xml
count=$((count + 1))
[ "$(grep '^[a-z/.]*: record 1 ' "$tmp/out" | cut -d: -f1 | tr '\n' ' ')" = "dir/a.xml dir/sub/b.xml d.xml " ] || {
    echo "FAIL: replay reads the files in order"; grep ': record 1 ' "$tmp/out"; fails=$((fails + 1)); }
check "explain of two files" 0 "$N" explain --brief "$tmp/p.xml" "$tmp/d.xml"
count=$((count + 1))
[ "$(grep -c '^Result: ' "$tmp/out")" -eq 2 ] || { echo "FAIL: explain tells both files"; fails=$((fails + 1)); }
check "a missing file among others" 2 "$N" replay "$tmp/p.xml" "$tmp/nope.xml"
contains "the others are replayed" "$tmp/out" "State after step 22:"
contains "the missing one is named" "$tmp/err" "nope.xml: error[notation.io]"
check "replay from standard input" 0 sh -c "$NA replay --at 2 < $tmp/p.xml"
contains "standard input is -" "$tmp/out" "-: record 1 (line 2): Castel"

# ------------------------------------------------ replay --at turn:T, round:R
check "--at turn:3" 0 here "$NA" replay --at turn:3 p.xml
head -n 6 "$tmp/out" >"$tmp/head"
same "where turn 3 begins" "$tmp/head" <<'EOF'
p.xml: record 1 (line 2): Castel (Laget & Faidutti, 2000)
Turn 3 begins with step 6
After step 5: turn 2, seat 2 (Zoé): place soldat at b1
State after step 5:
Seat 1 (Yann), black, 28 pawns left: pile 13, hand 7: roi, enchanteur,
    capitaine, soldat x2, chevalier x2
EOF
cp "$tmp/out" "$tmp/turn3"
check "--turn 3" 0 here "$NA" replay --turn 3 p.xml
alike "--turn 3 is --at turn:3" "$tmp/out" "$tmp/turn3"
check "--at 5" 0 here "$NA" replay --at 5 p.xml
sed '2d' "$tmp/turn3" >"$tmp/step5"
alike "--at 5 is turn 3 without its line" "$tmp/out" "$tmp/step5"
check "--at turn:1" 0 here "$NA" replay --at turn:1 p.xml
sed -n 2,4p "$tmp/out" >"$tmp/head"
same "turn 1 begins after the deal" "$tmp/head" <<'EOF'
Turn 1 begins with step 2
After step 1: the deal
State after step 1:
EOF
check "--at 0" 0 here "$NA" replay --at 0 p.xml
sed -n 2p "$tmp/out" >"$tmp/head"
same "no step before step 1" "$tmp/head" <<'EOF'
State after step 0:
EOF
check "--at turn:999" 2 here "$NA" replay --at turn:999 p.xml
same "a turn past the end" "$tmp/err" <<'EOF'
notation replay: p.xml: record 1: there is no turn 999: the record has turns 1 to 10
EOF
same "nothing is printed for it" "$tmp/out" </dev/null
check "--at round:3 in Castel" 2 here "$NA" replay --at round:3 p.xml
same "Castel numbers turns" "$tmp/err" <<'EOF'
notation replay: p.xml: record 1: there is no round 3: the record numbers no rounds, only turns 1 to 10
EOF
check "--round 2" 0 here "$NA" replay --round 2 q.xml
sed -n 2,4p "$tmp/out" >"$tmp/head"
same "where round 2 begins" "$tmp/head" <<'EOF'
Round 2 begins with step 32
After step 31: round 1: end of the round (F)
State after step 31:
EOF
check "--at round:10" 2 here "$NA" replay --at round:10 q.xml
same "a round past the end" "$tmp/err" <<'EOF'
notation replay: q.xml: record 1: there is no round 10: the record has rounds 1 to 9
EOF
check "--at turn:2 in Quacks" 2 here "$NA" replay --at turn:2 q.xml
contains "Quacks numbers rounds" "$tmp/err" "there is no turn 2: the record numbers no turns, only rounds 1 to 9"
# A record of one round (the rulebook's worked example 2) says it once:
# "only round 1", not "only round 1 only"; replay and legal alike.
check "--at turn:9, one round" 2 "$N" replay --at turn:9 fixtures/quacks/valid/example-2-explosion.xml
same "one round, said once" "$tmp/err" <<'EOF2'
notation replay: fixtures/quacks/valid/example-2-explosion.xml: record 1: there is no turn 9: the record numbers no turns, only round 1
EOF2
check "legal --turn 9, one round" 2 "$N" legal --turn 9 fixtures/quacks/valid/example-2-explosion.xml
same "legal says it the same" "$tmp/err" <<'EOF2'
notation legal: fixtures/quacks/valid/example-2-explosion.xml: record 1: there is no turn 9: the record numbers no turns, only round 1
Try 'notation legal --help' or 'man notation-legal'.
EOF2
check "--round 7 in the Duel" 0 here "$NA" replay --round 7 d.xml
contains "the Duel's round 7" "$tmp/out" "Round 7 begins with step"
check "--at round:x" 2 "$N" replay --at round:x "$tmp/p.xml"
same "round:x is a usage error" "$tmp/err" <<'EOF'
notation replay: --round wants a round number (1 or more), not 'x'
Try 'notation replay --help' or 'man notation-replay'.
EOF
check "--at turn:0" 2 "$N" replay --at turn:0 "$tmp/p.xml"
contains "turn:0 is a usage error" "$tmp/err" "notation replay: --turn wants a turn number (1 or more), not '0'"
check "--at -1" 2 "$N" replay --at -1 "$tmp/p.xml"
check "--at 99999999999999999999" 2 "$N" replay --at 99999999999999999999 "$tmp/p.xml"
check "--turn x" 2 "$N" replay --turn x "$tmp/p.xml"
contains "--turn x is a usage error" "$tmp/err" "notation replay: --turn wants a turn number (1 or more), not 'x'"
check "--at and --turn" 2 "$N" replay --at 3 --turn 2 "$tmp/p.xml"
contains "one place to stop" "$tmp/err" "notation replay: name one place: --at, --choice, --turn, --round or --line"
check "a step past the end" 2 here "$NA" replay --at 999 p.xml
same "the steps it has, said" "$tmp/err" <<'EOF'
notation replay: p.xml: record 1: there is no step 999: the record has steps 0 to 22
EOF
same "and nothing else" "$tmp/out" </dev/null
check "the last step" 0 here "$NA" replay --at 22 p.xml
sed -n 2,3p "$tmp/out" >"$tmp/head"
same "the end, said" "$tmp/head" <<'EOF'
After step 22: end of the game
State after step 22:
EOF
# A record that breaks a rule before the turn: its diagnostic, exit 1.
check "a turn after a violation" 1 "$N" replay --at turn:9 fixtures/castel/invalid/40-protect-capitaine.xml
contains "the violation is said" "$tmp/err" "error[castel.protect.capitaine]"
same "and nothing else" "$tmp/out" </dev/null
check "a turn before a violation" 0 "$N" replay --at turn:3 fixtures/castel/invalid/40-protect-capitaine.xml
contains "the state before it" "$tmp/out" "Turn 3 begins with step"

# --------------------------------------------------------------- explain
check "explain's header" 0 here "$NA" explain p.xml
sed -n 1,7p "$tmp/out" >"$tmp/head"
same "the header" "$tmp/head" <<'EOF'
p.xml: record 1 (line 2): Castel (Laget & Faidutti, 2000)
Event: libnotation fixtures
Players: seat 1 (Yann), seat 2 (Zoé)
Result recorded: end: stall; winners: seat 1 (Yann)

Step 1: the deal
  - each player has 9 cards in hand and 13 in his pile;
EOF
contains "the grid's key" "$tmp/out" "Key: CARD:n a card, abbreviated, and the seat of its pawn (-: none);"
contains "the abbreviations in use" "$tmp/out" "Cards: CTISAN courtisan, CHEV chevalier"
count=$((count + 1))
[ "$(grep -c '^    Key: ' "$tmp/out")" -eq 22 ] || { echo "FAIL: --state every: a state after each of 22 steps"; fails=$((fails + 1)); }
check "explain a Quacks header" 0 here "$NA" explain --brief q.xml
sed -n 2,5p "$tmp/out" >"$tmp/head"
same "the Quacks header" "$tmp/head" <<'EOF'
Event: Generated game
Players: seat 1, seat 2, seat 3, seat 4
Result recorded: winners: seat 4; score: seat 1 vp 25, seat 2 vp 24,
                 seat 3 vp 24, seat 4 vp 32
EOF
check "explain --brief" 0 here "$NA" explain --brief p.xml
sed -n 6,15p "$tmp/out" >"$tmp/head"
same "the steps and the rules' effects, a paragraph a turn" "$tmp/head" <<'EOF'
Step 1: the deal
  - each player has 9 cards in hand and 13 in his pile;
    10 cards make the exchange

Step 2: turn 1, seat 1 (Yann): place pretre at c3
  - places the pretre at c3 with a black pawn
  - the pretre protects the cards next to him that carry a pawn of his colour
    (D-15)
Step 3: turn 1, seat 1 (Yann): place prince at d3
  - places the prince at d3 with a black pawn
EOF
fail_if "--brief tells no state" grep -q "Exchange (\|Key: " "$tmp/out"
contains "--brief gives the result" "$tmp/out" "Result: blocked (stall) after 10 turns; fewest cards: seat 1 (Yann)"
check "--state none" 0 here "$NA" explain --state none p.xml
cp "$tmp/out" "$tmp/none"
check "--brief again" 0 here "$NA" explain --brief p.xml
alike "--brief is --state none" "$tmp/out" "$tmp/none"
# Castel: the deal and 10 turns (the end of the game belongs to turn 10).
check "--state turn" 0 "$N" explain --state turn "$tmp/p.xml"
count=$((count + 1))
[ "$(grep -c '^    Key: ' "$tmp/out")" -eq 11 ] || { echo "FAIL: --state turn: $(grep -c '^    Key: ' "$tmp/out") states, wanted 11"; fails=$((fails + 1)); }
check "--state round in Castel counts turns" 0 "$N" explain --state round "$tmp/p.xml"
count=$((count + 1))
[ "$(grep -c '^    Key: ' "$tmp/out")" -eq 11 ] || { echo "FAIL: --state round in Castel"; fails=$((fails + 1)); }
check "--state round" 0 "$N" explain --state round "$tmp/q.xml"
count=$((count + 1))
[ "$(grep -c '^    Supply: ' "$tmp/out")" -eq 9 ] || { echo "FAIL: --state round: a state a round"; fails=$((fails + 1)); }
check "--state round, the Duel" 0 "$N" explain --state round "$tmp/d.xml"
count=$((count + 1))
[ "$(grep -c '^    Round [0-9], tosser' "$tmp/out")" -eq "$(grep -c '<round ' "$tmp/d.xml")" ] || {
    echo "FAIL: --state round, the Duel: a state a round"; fails=$((fails + 1)); }
check "--state bogus" 2 "$N" explain --state bogus "$tmp/p.xml"
same "--state bogus is a usage error" "$tmp/err" <<'EOF'
notation explain: --state takes every, turn, round or none, not 'bogus'
Try 'notation explain --help' or 'man notation-explain'.
EOF
check "--brief --state every" 2 "$N" explain --brief --state every "$tmp/p.xml"
contains "--brief tells no state" "$tmp/err" "--brief tells no state: it does not go with --state every"
check "--width x" 2 "$N" explain --width x "$tmp/p.xml"
contains "--width x is a usage error" "$tmp/err" "notation explain: --width wants a whole number (0 or more), not 'x'"

# Every line within 80 columns by default, for every game; --width 0 does
# not wrap, --width 60 wraps shorter.
for g in castel quacks quacks-duel; do
    "$N" explain fixtures/$g/valid >"$tmp/all" 2>/dev/null
    count=$((count + 1))
    w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/all")
    [ "$w" -le 80 ] || { echo "FAIL: explain of $g: a line of $w columns"; fails=$((fails + 1)); }
    "$N" replay fixtures/$g/valid >"$tmp/all" 2>/dev/null
    count=$((count + 1))
    w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/all")
    [ "$w" -le 80 ] || { echo "FAIL: replay of $g: a line of $w columns"; fails=$((fails + 1)); }
done
check "--width 0" 0 "$N" explain --width 0 "$tmp/q.xml"
count=$((count + 1))
[ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/out")" -gt 80 ] || { echo "FAIL: --width 0 wraps"; fails=$((fails + 1)); }
check "--width 60" 0 here "$NA" explain --width 60 q.xml
count=$((count + 1))
[ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/out")" -le 60 ] || { echo "FAIL: --width 60"; fails=$((fails + 1)); }
# Wrapped lines hang under their label: the words are all there.
check "wrapped words" 0 "$N" explain "$tmp/d.xml"
tr -s ' \n' '  ' <"$tmp/out" >"$tmp/w80"
"$N" explain --width 0 "$tmp/d.xml" | tr -s ' \n' '  ' >"$tmp/w0"
alike "wrapping loses or adds words" "$tmp/w80" "$tmp/w0"

# ------------------------------------------------------------------- fmt
"$N" fmt "$tmp/p.xml" >"$tmp/canon.xml"
cp "$tmp/canon.xml" "$tmp/dir/a.xml"
check "fmt --check, canonical" 0 "$N" fmt --check "$tmp/canon.xml"
same "nothing to say" "$tmp/out" </dev/null
sed 's/^  <turn n="4"/<turn n="4"/' "$tmp/canon.xml" >"$tmp/dir/x.xml"
check "fmt --check, not canonical" 1 here "$NA" fmt --check dir
same "the file and its line" "$tmp/out" <<'EOF'
dir/x.xml: not in canonical form (first difference at line 32)
EOF
check "fmt --check, standard input" 1 sh -c "$NA fmt --check < $tmp/dir/x.xml"
contains "standard input is -" "$tmp/out" "-: not in canonical form (first difference at line 32)"
check "fmt --check of an invalid record" 1 "$N" fmt --check fixtures/castel/invalid/40-protect-capitaine.xml
contains "its diagnostic" "$tmp/err" "error[castel.protect.capitaine]"
check "fmt --check of a missing file" 2 "$N" fmt --check "$tmp/nope.xml"

ls -i "$tmp/dir/a.xml" >"$tmp/inode"
check "fmt --in-place" 0 "$N" fmt --in-place "$tmp/dir"
alike "x.xml is canonical now" "$tmp/dir/x.xml" "$tmp/canon.xml"
ls -i "$tmp/dir/a.xml" >"$tmp/inode2"
alike "a canonical file is not rewritten" "$tmp/inode" "$tmp/inode2"
sed 's/^  <turn n="4"/<turn n="4"/' "$tmp/canon.xml" >"$tmp/target.xml"
ln -s target.xml "$tmp/link.xml"
check "fmt --in-place through a symlink" 0 "$N" fmt --in-place "$tmp/link.xml"
fail_if "the link is kept" test ! -L "$tmp/link.xml"
alike "its target is rewritten" "$tmp/target.xml" "$tmp/canon.xml"
cp fixtures/castel/invalid/40-protect-capitaine.xml "$tmp/bad.xml"
check "fmt --in-place of an invalid record" 1 "$N" fmt --in-place "$tmp/bad.xml"
contains "the diagnostic" "$tmp/err" "bad.xml:49:7: error[castel.protect.capitaine]"
alike "the invalid file is untouched" "$tmp/bad.xml" fixtures/castel/invalid/40-protect-capitaine.xml
# A directory that cannot be written (read-only for a user; a read-only
# file system for root, when it can be mounted).
mkdir "$tmp/ro"
sed 's/^  <turn n="4"/<turn n="4"/' "$tmp/canon.xml" >"$tmp/ro/r.xml"
cp "$tmp/ro/r.xml" "$tmp/r-before.xml"
ro=no
if [ "$(id -u)" != 0 ]; then
    chmod a-w "$tmp/ro" && ro=yes
elif mount -t tmpfs tmpfs "$tmp/ro" 2>/dev/null; then
    cp "$tmp/r-before.xml" "$tmp/ro/r.xml"
    mount -o remount,ro "$tmp/ro" 2>/dev/null && ro=yes
fi
if [ $ro = yes ]; then
    check "fmt --in-place in a read-only directory" 2 "$N" fmt --in-place "$tmp/ro/r.xml"
    contains "cannot write" "$tmp/err" "notation: error[notation.io]: cannot write $tmp/ro/r.xml:"
    alike "the file is untouched" "$tmp/ro/r.xml" "$tmp/r-before.xml"
fi
check "fmt --in-place of standard input" 2 "$N" fmt --in-place - <"$tmp/p.xml"
contains "not standard input" "$tmp/err" "notation fmt: --in-place rewrites files, not standard input"

check "fmt -o" 0 "$N" fmt -o "$tmp/o.xml" "$tmp/dir/x.xml"
alike "-o writes the canonical form" "$tmp/o.xml" "$tmp/canon.xml"
echo precious >"$tmp/keep.xml"
check "fmt -o of an invalid record" 1 "$N" fmt -o "$tmp/keep.xml" "$tmp/bad.xml"
contains "-o keeps what was there" "$tmp/keep.xml" "precious"
check "fmt -o /dev/full" 2 "$N" fmt -o /dev/full "$tmp/p.xml"
same "a full device" "$tmp/err" <<'EOF'
notation: error[notation.io]: cannot write /dev/full: No space left on device
EOF
check "fmt -o in a missing directory" 2 "$N" fmt -o "$tmp/no/such/o.xml" "$tmp/p.xml"
check "fmt of two files" 2 "$N" fmt "$tmp/p.xml" "$tmp/q.xml"
same "standard output takes one file" "$tmp/err" <<'EOF'
notation fmt: standard output takes one FILE (--check and --in-place take several, and directories)
Try 'notation fmt --help' or 'man notation-fmt'.
EOF
check "fmt of a directory" 2 "$N" fmt "$tmp/dir"
check "fmt -o of two files" 2 "$N" fmt -o "$tmp/o2.xml" "$tmp/p.xml" "$tmp/q.xml"
fail_if "-o of two files writes nothing" test -e "$tmp/o2.xml"
check "-o and --check" 2 "$N" fmt -o "$tmp/o3.xml" --check "$tmp/p.xml"
same "one way to write" "$tmp/err" <<'EOF'
notation fmt: -o, --check and --in-place do not go together: give one
Try 'notation fmt --help' or 'man notation-fmt'.
EOF
check "--check and --in-place" 2 "$N" fmt --check --in-place "$tmp/p.xml"
check "--record and --in-place" 2 "$N" fmt --record 1 --in-place "$tmp/p.xml"
contains "--record writes one record" "$tmp/err" "--record does not go with --in-place: it writes one record, not the file"
check "--record and --check" 2 "$N" fmt --record 1 --check "$tmp/p.xml"

echo "cli_view: $count checks, $fails failed"
[ "$fails" -eq 0 ]
