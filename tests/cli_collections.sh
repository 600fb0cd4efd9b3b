#!/bin/sh
# list, select, split, merge and stats over the fixtures and generated
# corpora, with exact outputs (notation-list(1), notation-select(1),
# notation-split(1), notation-stats(1)).
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
t() { # name, expected, command...
    name=$1; want=$2; shift 2
    got=$("$@" 2>&1); rc=$?
    got="${got:+$got
}rc=$rc"
    if [ "$got" != "$want" ]; then
        echo "FAIL $name"; echo "--- want"; echo "$want"; echo "--- got"; echo "$got"
        fail=1
    fi
}
C=fixtures/castel/valid
T="$(printf '\t')"

t list-text "$C/10-collection.xml:3${T}1${T}castel${T}3${T}Ada,Boris,Cyril${T}libnotation fixtures${T}-${T}3${T}valid${T}14
$C/10-collection.xml:58${T}2${T}castel${T}5${T}-,-,-,-,-${T}libnotation fixtures${T}-${T}1,3${T}valid${T}28
rc=0" $N list --no-progress $C/10-collection.xml

t list-headers "$C/01-two-players-court.xml:2${T}1${T}castel${T}2${T}Alice,Bruno${T}libnotation fixtures${T}2026-11-21${T}-${T}-${T}-
rc=0" $N list -H $C/01-two-players-court.xml

t list-invalid "fixtures/castel/invalid/40-protect-capitaine.xml:2${T}1${T}castel${T}2${T}Chloé,Dario${T}libnotation fixtures${T}-${T}-${T}castel.protect.capitaine${T}13
rc=1" $N list fixtures/castel/invalid/40-protect-capitaine.xml

t list-json '{"file":"fixtures/castel/valid/01-two-players-court.xml","record":1,"line":2,"game":"castel","players":2,"names":["Alice","Bruno"],"event":"libnotation fixtures","site":null,"date":"2026-11-21","round":null,"setup":{"players":"2"},"tags":{},"replayed":true,"valid":true,"rule":null,"steps":20,"actions":116,"turns":9,"notes":3,"variations":0,"marks":0,"over":true,"winners":[1],"end":"stall","result":{"end":"stall","turns":9,"winners":[1],"cards_left":[17,18]},"digest":"a2cfa2fb85d6481b"}
rc=0' $N list --format json $C/01-two-players-court.xml

t list-unfinished "$(printf 'unfinished\nrc=0')" sh -c "$N list fixtures/quacks-duel/valid/position-2-first-game-round-3-unfinished.xml | cut -f8"

# select: exactly fmt's bytes, for a collection and for one file each.
$N select $C/10-collection.xml > "$tmp/sel.xml"
$N fmt $C/10-collection.xml | cmp -s - "$tmp/sel.xml" || { echo "FAIL select-canonical"; fail=1; }
$N select -o "$tmp/one/" $C/01-two-players-court.xml
$N fmt $C/01-two-players-court.xml | cmp -s - "$tmp"/one/000001-castel-2026-11-21-libnotation-fixtures.xml ||
    { echo "FAIL select-dir"; fail=1; }

t select-where "$(printf '%s\n' '-:3' '-:79' '-:158' '-:228' '-:273' 'rc=0')" sh -c \
  "$N select --where 'placed=roi and players=2' $C | $N list | cut -f1"
t select-facts "$(printf '4\nrc=0')" sh -c "$N select --where 'explosion.round=9' fixtures/quacks/valid | $N list | wc -l"
t select-winner "$(printf '3\nrc=0')" sh -c "$N select --where 'result.winner=Olivia or player.1~sa' $C | $N list | wc -l"
t select-none "notation: select: no record to write
rc=1" $N select --where 'players=9' $C
t where-field "notation select: error[notation.where.field]: --where 'playrs=4', column 1: unknown field 'playrs' (the fields are in notation-select(1); a game's facts: notation select --facts)
rc=2" $N select --where 'playrs=4' $C
t where-value "notation select: error[notation.where.value]: --where 'players=four', column 8: this field is a number, not 'four'
rc=2" $N select --where 'players=four' $C
t where-result "notation select: error[notation.where.value]: --where 'result=blocke', column 7: 'blocke' is none of this field's values: won, blocked, unfinished or over
rc=2" $N select --where 'result=blocke' $C
t where-game "notation select: error[notation.where.value]: --where 'game=chess', column 5: 'chess' is none of this field's values: castel, quacks, quacks-duel
rc=2" $N select --where 'game=chess' $C
t where-syntax "notation select: error[notation.where.syntax]: --where '(players=4', column 11: ')' is missing here
rc=2" $N select --where '(players=4' $C
t where-headers "notation list: error[notation.where.field]: --where 'valid', column 1: only a replay knows this field: not with --headers-only
rc=2" $N list -H --where valid $C

# Duplicates: planted copies, and a copy differing only in its notes and
# metadata, are found; --unique keeps the first of each.
$N generate --game quacks --players 3 --seed 5 --count 3 -o "$tmp/gen" >/dev/null
sed -e 's|<event>[^<]*</event>|<event>Copy</event>|' "$tmp"/gen/quacks-3p-s5-000001.xml > "$tmp/gen/z-copy-meta.xml"
sed -e 's|</setup>|</setup><note>a note</note>|' "$tmp"/gen/quacks-3p-s5-000002.xml > "$tmp/gen/z-copy-note.xml"
cp "$tmp"/gen/quacks-3p-s5-000000.xml "$tmp/gen/z-copy.xml"
t duplicates "$tmp/gen/z-copy-meta.xml:2: record 1 makes the same choices as $tmp/gen/quacks-3p-s5-000001.xml:2 (record 1)
$tmp/gen/z-copy-note.xml:2: record 1 makes the same choices as $tmp/gen/quacks-3p-s5-000002.xml:2 (record 1)
$tmp/gen/z-copy.xml:2: record 1 makes the same choices as $tmp/gen/quacks-3p-s5-000000.xml:2 (record 1)
rc=0" $N select --duplicates "$tmp/gen"
t unique "$(printf '3\nrc=0')" sh -c "$N select --unique $tmp/gen | $N list | wc -l"

# merge and split: one valid collection in order; one file each, never
# written over.
t merge "$(printf 'rc=0')" $N merge $C -o "$tmp/all.xml"
t merge-valid "$(printf '17\nrc=0')" sh -c "$N list $tmp/all.xml | grep -c '${T}valid${T}'"
t merge-invalid "fixtures/castel/invalid/01-place-zone.xml:21:5: error[castel.place.zone]: turn 1, seat 1 (Alice), action 2: the soldat cannot go to b2: the soldat arrives on a rampart, and b2 is in the courtyard
notation: merge: 1 invalid record: nothing written
rc=1" $N merge $C/01-two-players-court.xml fixtures/castel/invalid/01-place-zone.xml -o "$tmp/bad.xml"
[ ! -e "$tmp/bad.xml" ] || { echo "FAIL merge wrote a file"; fail=1; }
# Invalid records are never written; select and split say how many (an
# archive's hundreds of diagnostics would bury what was picked), and with
# --verbose each one's stored diagnostic (fixtures/*/invalid/*.expected).
I=fixtures/castel/invalid
t select-invalid-counted "notation: select: 2 invalid records skipped; --verbose lists them
rc=1" sh -c "$N select $I/01-place-zone.xml $C/01-two-players-court.xml $I/02-place-occupied.xml >/dev/null"
t select-invalid-verbose "$(cat $I/01-place-zone.expected $I/02-place-occupied.expected)
rc=1" sh -c "$N select --verbose $I/01-place-zone.xml $C/01-two-players-court.xml $I/02-place-occupied.xml >/dev/null"
t select-invalid-written "$(printf '1\nrc=0')" sh -c "$N select $I/01-place-zone.xml $C/01-two-players-court.xml 2>/dev/null | $N list | wc -l"
t split-invalid-counted "notation: split: 1 invalid record skipped; --verbose lists it
rc=1" $N split -o "$tmp/split-i/" $I/01-place-zone.xml $C/01-two-players-court.xml
t split-invalid-verbose "$(cat $I/01-place-zone.expected)
rc=1" $N split -v -o "$tmp/split-v/" $I/01-place-zone.xml $C/01-two-players-court.xml
t merge-no-verbose "notation merge: unknown option '-v'
Try 'notation merge --help' or 'man notation-merge'.
rc=2" $N merge -v $C/01-two-players-court.xml
t split "$(printf 'rc=0')" $N split "$tmp/all.xml" -o "$tmp/split"
t split-count "$(printf '17\nrc=0')" sh -c "ls $tmp/split | wc -l"
t split-again "notation: error[notation.io]: $tmp/split/000001-castel-2026-11-21-libnotation-fixtures.xml exists: not written over
rc=2" sh -c "$N split $C/01-two-players-court.xml -o $tmp/split"
# split then merge gives the collection back: the names keep the order.
t split-merge "$(printf 'rc=0')" sh -c "$N merge $tmp/split -o $tmp/back.xml && cmp $tmp/all.xml $tmp/back.xml"
# merge to standard output: nothing when a record is invalid; never into
# a directory.
t merge-stdout-invalid "notation: merge: 1 invalid record: nothing written
bytes 0
rc=0" sh -c "$N merge $C/01-two-players-court.xml fixtures/castel/invalid/01-place-zone.xml 2>&1 >$tmp/out.xml | tail -1; echo bytes \$(wc -c < $tmp/out.xml)"
t merge-dir "notation merge: -o names the collection's file, not a directory (split writes one file a record)
Try 'notation merge --help' or 'man notation-merge'.
rc=2" $N merge $C -o "$tmp/split"
t full-disk "notation: error[notation.io]: cannot write /dev/full: No space left on device
rc=2" $N merge $C -o /dev/full

# stats
t stats-duel "records 2 (invalid, not counted: 0)
quacks-duel: 2 records
  set-ups: start=1 dataset=provisional-1 2
  wins by seat: 2 2; other results: -
  ends: drawoff 1, half 1
  steps: mean 68.5, median 67, max 70
  rounds: mean 7.0, median 7, max 7
  cure: 18, 50.0% by a winner
    1 4, 2 4, 3 4, 4 4, 5 2
    by round: 3 5, 4 1, 5 3, 6 4, 7 5
  explosion: 13, 38.5% by a winner
    1 3, 2 2, 3 3, 5 1, 6 3, 7 1
    by round: 1 3, 2 2, 3 3, 5 1, 6 3, 7 1
rc=0" $N stats fixtures/quacks-duel/valid/game-04-set2-drawoff.xml fixtures/quacks-duel/valid/game-08-set4-half.xml
t stats-json "$(printf 'ok\nrc=0')" sh -c "$N stats --format json $C | python3 -c 'import json,sys; d=json.load(sys.stdin); print(\"ok\" if d[\"games\"][\"castel\"][\"records\"]==17 else d)'"

# Progress only on a terminal (none here: standard error is a pipe).
t no-progress "$(printf 'rc=0')" sh -c "NOTATION_PROGRESS_AFTER=0 $N list $C 2>&1 >/dev/null"

[ $fail = 0 ] && echo "cli_collections: all passed"
exit $fail
