#!/bin/sh
# The notation command as a user runs it: exit codes, usage errors, output
# formats, directories and standard input.
set -u
N=${NOTATION:-build/notation}
case $N in /*) NA=$N ;; *) NA=$PWD/$N ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
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

contains() { # name file text
    count=$((count + 1))
    if ! grep -qF -- "$3" "$2"; then
        echo "FAIL: $1: '$3' not in output"; sed 's/^/  | /' "$2" | head -20
        fails=$((fails + 1))
    fi
}

check "no command" 2 "$N"
check "unknown command" 2 "$N" frobnicate
check "help" 0 "$N" --help
contains "help lists validate" "$tmp/out" "validate"
check "version" 0 "$N" --version
# With no FILE, standard input is read unless it is a terminal.
check "validate without files reads standard input" 1 "$N" validate </dev/null
contains "an empty standard input" "$tmp/out" "-:1:1: error[notation.empty]"
if command -v script >/dev/null 2>&1; then
    check "validate without files on a terminal" 2 \
        script -qec "$NA validate" /dev/null
    contains "no file on a terminal" "$tmp/out" "no file given"
fi
check "a piped record" 0 sh -c "cat fixtures/castel/valid/01-two-players-court.xml | $NA validate"
contains "a piped record is read" "$tmp/out" "-:2: ok: castel"
check "an unknown option" 2 "$N" validate --bogus x.xml
count=$((count + 1))
[ "$(wc -l < "$tmp/err")" -eq 2 ] && grep -q "^notation validate: unknown option '--bogus'" "$tmp/err" || {
    echo "FAIL: an unknown option is said once"; sed 's/^/  | /' "$tmp/err"; fails=$((fails + 1)); }
check "a missing option value" 2 "$N" validate --format
contains "the value is asked for" "$tmp/err" "option '--format' needs a value"
check "--schema" 0 "$N" validate --schema fixtures/quacks/valid/example-1-placement.xml
check "engine first, even with --schema" 1 "$N" validate --schema fixtures/castel/invalid/78-engine-first-card.xml
contains "the engine's diagnostic" "$tmp/out" "error[notation.value]"
check "--set 5 needs the expansion" 2 "$N" generate --game quacks --players 2 --seed 1 --set 5
contains "--set 5 names the expansion" "$tmp/err" "sets 5 and 6 belong to The Herb Witches"
check "validate bad format" 2 "$N" validate --format yaml fixtures
check "missing file" 2 "$N" validate "$tmp/nope.xml"
contains "missing file is named" "$tmp/out" "nope.xml"
check "valid fixtures" 0 "$N" validate -q fixtures/castel/valid
check "a valid file" 0 "$N" validate fixtures/castel/valid/01-two-players-court.xml
contains "ok line" "$tmp/out" "ok: castel"

bad=$(ls fixtures/castel/invalid/*.xml | head -n 1)
check "an invalid file" 1 "$N" validate "$bad"
check "invalid then missing gives 2" 2 "$N" validate "$bad" "$tmp/nope.xml"
check "json output" 1 "$N" validate --format json "$bad"
contains "json has valid:false" "$tmp/out" '"valid":false'
contains "json has the rule" "$tmp/out" '"rule":"'
check "stdin" 0 sh -c "$N validate - < fixtures/castel/valid/02-two-players-ramparts.xml"
contains "stdin is named -" "$tmp/out" "-:2: ok"

# The progress line: the files count the one being read, and the line is
# erased at the end and when the run is interrupted.
NOTATION_PROGRESS_AFTER=0 check "progress" 0 "$N" validate -q --progress fixtures/castel/valid
contains "progress counts the file being read" "$tmp/err" "notation: 1 files, 1 records, 0 invalid"
count=$((count + 1))
[ "$(tail -c 3 "$tmp/err" | od -An -c | tr -d ' ')" = '033[K' ] || {
    echo "FAIL: the progress line is not erased at the end"; od -c "$tmp/err" | tail -3; fails=$((fails + 1)); }
mkfifo "$tmp/slow.xml"
NOTATION_PROGRESS_AFTER=0 "$N" validate -q --progress \
    fixtures/castel/valid/01-two-players-court.xml "$tmp/slow.xml" 2>"$tmp/int" &
pid=$!
exec 7>"$tmp/slow.xml"   # the second file opens, and waits for its bytes
sleep 0.3
kill -INT $pid; wait $pid 2>/dev/null; exec 7>&-
count=$((count + 1))
[ "$(tail -c 3 "$tmp/int" | od -An -c | tr -d ' ')" = '033[K' ] || {
    echo "FAIL: the progress line is not erased on SIGINT"; od -c "$tmp/int" | tail -3; fails=$((fails + 1)); }

# The rule catalogue: one line a rule, a rule or ruling in full, a search.
check "rules of a game in full" 0 "$N" rules --long quacks
contains "a ruling in full" "$tmp/out" "Ruling Q-R11"
contains "its question" "$tmp/out" "Question: Crow skull of blue set 1"
check "a ruling by id" 0 "$N" rules castel D-74
contains "the ruling's choice" "$tmp/out" "Choice:   No. A turn has at most three actions"
contains "the rules resting on it" "$tmp/out" "castel.turn.three-actions"
check "a ruling by id, typed in lower case" 0 "$N" rules quacks-duel du-r9
contains "the ruling found" "$tmp/out" "DU-R9 (quacks-duel)"
check "a rule by id in its game" 0 "$N" rules castel castel.turn.extra
contains "the rule's rulings" "$tmp/out" "Ruling D-22"
check "a search, accents ignored" 0 "$N" rules --search prêtre
contains "the search finds the pretre" "$tmp/out" "castel.pretre.effect"
check "a search in one game" 0 "$N" rules --search PENNIES quacks
contains "the search finds the pennies" "$tmp/out" "quacks.end.pennies"
check "a search that finds nothing" 1 "$N" rules --search zzyzx
check "rules common" 0 "$N" rules common
contains "rules common lists the notation's" "$tmp/out" "notation.meta"
check "an unknown rule" 2 "$N" rules castel no.such.rule
# A ruling without an entry of its own is listed after the rules, and
# found by a search; --long prints those no rule rests on in full.
check "rules quacks lists every ruling" 0 "$N" rules quacks
contains "a ruling without an entry" "$tmp/out" "HW-BOWL-FLASK  Yes. The brewing goes on"
check "rules quacks-duel lists its rulings" 0 "$N" rules quacks-duel
contains "the Duel's rulings" "$tmp/out" "DU-R9  Whoever discarded a trade card last."
[ "$(grep -c '^DU-[RCX][0-9]*  ' "$tmp/out")" = 71 ] || {
    echo "FAIL: rules quacks-duel does not list its 71 rulings"; fails=$((fails + 1)); }
check "rules quacks lists the Herb Witches' interaction rulings" 0 "$N" rules quacks HW-F4
contains "HW-F4 in full" "$tmp/out" "Rules citing it: quacks.bowl, quacks.red.2, quacks.ruling.HW-F4"
check "a search finds a ruling alone" 0 "$N" rules --search nuggets quacks-duel
contains "the ruling on nuggets" "$tmp/out" "DU-R43  No: each player's gold"
check "rules --long prints uncited rulings" 0 "$N" rules --long quacks-duel
contains "an uncited ruling in full" "$tmp/out" "Ruling DU-R43"

# A missing effect choice: --explain lists the cards it may name.
sed '/<send-back at="e5"/d' fixtures/castel/valid/01-two-players-court.xml > "$tmp/nosb.xml"
check "a missing send-back" 1 "$N" validate --explain "$tmp/nosb.xml"
contains "the missing send-back's targets" "$tmp/out" \
    "legal card to send back from the courtyard: c3 (roi), e5 (princesse)"

check "generate needs --game" 2 "$N" generate --players 3 --seed 1
check "generate bad players" 2 "$N" generate --game castel --players 9 --seed 1
check "generate one" 0 "$N" generate --game castel --players 3 --seed 4
cp "$tmp/out" "$tmp/g.xml"
check "generated validates" 0 "$N" validate "$tmp/g.xml"
check "generate again" 0 "$N" generate --game castel --players 3 --seed 4
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/g.xml" || { echo "FAIL: generate is not reproducible"; fails=$((fails + 1)); }
check "generate a collection" 0 "$N" generate --game castel --players 4 --seed 4 --count 3
cp "$tmp/out" "$tmp/c.xml"
contains "collection root" "$tmp/c.xml" "<games xmlns="
check "collection validates" 0 "$N" validate "$tmp/c.xml"
contains "three records" "$tmp/out" "3 records, 3 valid, 0 invalid"
check "generate to a directory" 0 "$N" generate --game castel --players 2 --seed 9 --count 4 -o "$tmp/dir"
count=$((count + 1))
[ "$(ls "$tmp/dir" | wc -l)" -eq 4 ] || { echo "FAIL: -o wrote $(ls "$tmp/dir" | wc -l) files"; fails=$((fails + 1)); }
check "directory validates" 0 "$N" validate -q "$tmp/dir"

check "fmt" 0 "$N" fmt "$tmp/g.xml"
cp "$tmp/out" "$tmp/f1.xml"
check "fmt again" 0 "$N" fmt "$tmp/f1.xml"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/f1.xml" || { echo "FAIL: fmt is not byte-stable"; fails=$((fails + 1)); }
check "fmt of an invalid record" 1 "$N" fmt "$bad"
check "fmt bad --assert" 2 "$N" fmt --assert maybe "$tmp/g.xml"

check "replay" 0 "$N" replay fixtures/castel/valid/01-two-players-court.xml
contains "replay gives the result" "$tmp/out" "Result: "
check "replay --at" 0 "$N" replay --at 3 fixtures/castel/valid/01-two-players-court.xml
contains "replay --at 3" "$tmp/out" "State after step 3:"
check "replay bad --at" 2 "$N" replay --at x fixtures/castel/valid/01-two-players-court.xml
check "explain" 0 "$N" explain fixtures/castel/valid/01-two-players-court.xml
contains "explain tells the reine" "$tmp/out" "goes back to the hand of seat 2 (Bruno)"
contains "explain draws the castle" "$tmp/out" "     a          b"

check "rules castel" 0 "$N" rules castel
contains "rules lists place.zone" "$tmp/out" "castel.place.zone  "
contains "rules lists rulings" "$tmp/out" "castel.ruling.D-63"
check "rules one id" 0 "$N" rules castel.heraut.effect
check "rules unknown" 2 "$N" rules chess

# Quacks
check "quacks valid fixtures" 0 "$N" validate -q fixtures/quacks/valid
check "quacks invalid fixture" 1 "$N" validate fixtures/quacks/invalid/45-pot-position.xml
contains "quacks diagnostic" "$tmp/out" "error[quacks.pot.position]"
check "quacks generate" 0 "$N" generate --game quacks --players 4 --set 2 --side back --seed 3
cp "$tmp/out" "$tmp/q.xml"
contains "quacks generate writes the set and side" "$tmp/q.xml" '<setup players="4" start="1" set="2" side="back"/>'
check "quacks generated validates" 0 "$N" validate "$tmp/q.xml"
check "quacks generate again" 0 "$N" generate --game quacks --players 4 --set 2 --side back --seed 3
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/q.xml" || { echo "FAIL: quacks generate is not reproducible"; fails=$((fails + 1)); }
check "quacks fmt is stable" 0 "$N" fmt "$tmp/q.xml"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/q.xml" || { echo "FAIL: quacks fmt changed a generated game"; fails=$((fails + 1)); }
check "quacks mixed books and options" 0 "$N" generate --game quacks --players 3 --set 31244 --option flask=any --seed 5
contains "quacks mix written per colour" "$tmp/out" 'green="3" blue="1" red="2" yellow="4" purple="4" flask="any"'
check "quacks bad set" 2 "$N" generate --game quacks --players 3 --set 7 --seed 5
count=$((count + 1))
[ ! -s "$tmp/out" ] || { echo "FAIL: a refused generate wrote output"; fails=$((fails + 1)); }
check "quacks bad players" 2 "$N" generate --game quacks --players 5 --seed 5
check "quacks bad option" 2 "$N" generate --game quacks --players 2 --option flask=red --seed 5
check "castel refuses a set" 2 "$N" generate --game castel --players 2 --set 1 --seed 5
# The Herb Witches.
check "herb witches generate" 0 "$N" generate --game quacks --expansion herb-witches --players 5 --set 6 --seed 3
cp "$tmp/out" "$tmp/hw.xml"
contains "herb witches setup" "$tmp/hw.xml" '<setup players="5" start="1" expansion="herb-witches" set="6"/>'
contains "herb witches drawn" "$tmp/hw.xml" '<witches brewing="'
check "herb witches validates" 0 "$N" validate "$tmp/hw.xml"
check "herb witches mix" 0 "$N" generate --game quacks --expansion herb-witches --players 3 --set 5656650 --seed 3
contains "herb witches mix written" "$tmp/out" 'green="5" blue="6" red="5" yellow="6" purple="6" black="5"/>'
check "herb witches unknown" 2 "$N" generate --game quacks --expansion alchemists --players 3 --seed 3
check "herb witches six players" 2 "$N" generate --game quacks --expansion herb-witches --players 6 --seed 3
check "sets 5-6 need the expansion" 2 "$N" generate --game quacks --players 3 --set 5 --seed 3
check "castel refuses an expansion" 2 "$N" generate --game castel --players 2 --expansion herb-witches --seed 5
check "herb witches explain" 0 "$N" explain fixtures/quacks/valid/hw-02-witch-draw-six.xml
contains "explain tells the witch" "$tmp/out" 'seat 1 hands in the brewing penny: the witch "draw-six" helps'
contains "explain shows the pennies" "$tmp/out" "pennies: buying scoring"
check "herb witches invalid" 1 "$N" validate fixtures/quacks/invalid/111-witch-penny.xml
contains "a penny spent twice" "$tmp/out" "error[quacks.witch.penny]"
check "quacks explain" 0 "$N" explain fixtures/quacks/valid/example-3-crow-skull.xml
contains "explain tells the crow skull" "$tmp/out" "the crow skull draws 2 chips: white-3, red-1 (blue book 1)"
contains "explain shows the bag" "$tmp/out" "bag (9): white-1 x4, white-2 x2, white-3, orange-1, green-1"
check "quacks replay" 0 "$N" replay fixtures/quacks/valid/example-7-full-pot.xml
contains "quacks result" "$tmp/out" "seat 2 wins (77, 84 VP)"
check "rules quacks" 0 "$N" rules quacks
contains "rules lists a book" "$tmp/out" "quacks.red.2  "
contains "rules lists a card" "$tmp/out" "quacks.fortune.strong-ingredient  "
contains "rules lists rulings" "$tmp/out" "quacks.ruling.Q-R10"
contains "rules lists the witches" "$tmp/out" "quacks.witch.draw-six  "
contains "rules lists the HW rulings" "$tmp/out" "quacks.ruling.HW-WITCH-USEFUL"
{ echo '<games xmlns="urn:libnotation:1">'
  sed 1d fixtures/castel/valid/01-two-players-court.xml
  sed 1d fixtures/quacks/valid/example-2-explosion.xml
  echo '</games>'; } > "$tmp/m.xml"
check "a collection of two games" 0 "$N" validate "$tmp/m.xml"
contains "both records valid" "$tmp/out" "2 records, 2 valid, 0 invalid"
if command -v xmllint >/dev/null 2>&1; then
    check "schema for tools: quacks collection" 0 xmllint --noout --relaxng schemas/notation.rng "$tmp/m.xml"
    check "schema for tools: castel record" 0 xmllint --noout --relaxng schemas/notation.rng fixtures/castel/valid/01-two-players-court.xml
fi

# Batches
ls fixtures/quacks/valid/*.xml > "$tmp/list"
check "files-from a list" 0 "$N" validate -q --files-from "$tmp/list"
check "files-from stdin" 0 sh -c "$N validate --format json --files-from - < $tmp/list"
count=$((count + 1))
[ "$(wc -l < "$tmp/out")" -eq "$(wc -l < "$tmp/list")" ] || { echo "FAIL: one JSON line per record"; fails=$((fails + 1)); }
find fixtures/castel/valid -name '*.xml' -print0 > "$tmp/list0"
check "files-from NUL-separated" 0 "$N" validate --format json --files-from "$tmp/list0" --null
contains "NUL list is read" "$tmp/out" '"game":"castel"'
check "files-from with an invalid file" 1 sh -c "printf '%s\n' fixtures/quacks/invalid/45-pot-position.xml fixtures/quacks/valid/example-1-placement.xml | $N validate --format json --files-from -"
contains "the invalid record is reported" "$tmp/out" '"valid":false'
contains "the valid record after it too" "$tmp/out" 'example-1-placement.xml'
check "files-from a missing list" 2 "$N" validate --files-from "$tmp/nolist"
check "null without a list" 2 "$N" validate --null fixtures/castel/valid
# JSON Lines from two runs concatenate into one file of valid objects.
"$N" validate --format json fixtures/castel/valid > "$tmp/a.jsonl"
"$N" validate --format json fixtures/quacks/valid > "$tmp/b.jsonl"
count=$((count + 1))
if command -v python3 >/dev/null 2>&1; then
    cat "$tmp/a.jsonl" "$tmp/b.jsonl" | python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' \
        || { echo "FAIL: concatenated JSON Lines do not parse"; fails=$((fails + 1)); }
else
    [ "$(cat "$tmp/a.jsonl" "$tmp/b.jsonl" | grep -vc '^{.*}$')" -eq 0 ] \
        || { echo "FAIL: a JSON line is not an object"; fails=$((fails + 1)); }
fi
# Progress: silent when standard error is not a terminal, shown on demand.
check "no progress off a terminal" 0 "$N" validate -q fixtures/quacks/valid
count=$((count + 1))
[ ! -s "$tmp/err" ] || { echo "FAIL: progress written to a non-terminal"; fails=$((fails + 1)); }
check "progress on demand" 0 "$N" validate -q --progress fixtures/quacks/valid
count=$((count + 1))
[ ! -s "$tmp/err" ] || grep -q "records" "$tmp/err" || { echo "FAIL: a forced progress line is not a status"; fails=$((fails + 1)); }
# Many cores: the documented GNU parallel recipe gives what one process gives.
if command -v parallel >/dev/null 2>&1; then
    mkdir -p "$tmp/corpus"
    "$N" generate --game quacks --players 3 --seed 12 --count 40 -o "$tmp/corpus" >/dev/null
    "$N" generate --game castel --players 4 --seed 12 --count 40 -o "$tmp/corpus" >/dev/null
    cp fixtures/quacks/invalid/45-pot-position.xml "$tmp/corpus/"
    "$N" validate --no-progress --format json "$tmp/corpus" | sort > "$tmp/one.jsonl"
    count=$((count + 1))
    (cd "$tmp" && find corpus -name '*.xml' -print0 |
        parallel -0 -X -j 4 -n 20 --halt never "$NA" validate --no-progress --format json) \
        | sed "s|\"file\":\"corpus/|\"file\":\"$tmp/corpus/|" | sort > "$tmp/many.jsonl"
    if ! cmp -s "$tmp/one.jsonl" "$tmp/many.jsonl"; then
        echo "FAIL: GNU parallel gives other results than one process"
        diff "$tmp/one.jsonl" "$tmp/many.jsonl" | head -5
        fails=$((fails + 1))
    fi
    count=$((count + 1))
    (cd "$tmp" && find corpus -name '*.xml' -print0 |
        parallel -0 -X -j 4 -n 20 --halt never "$NA" validate -q --no-progress) >/dev/null 2>&1
    [ $? -ne 0 ] || { echo "FAIL: parallel hides the invalid record's status"; fails=$((fails + 1)); }
else
    echo "cli: GNU parallel is not installed; the many-cores recipe was not run (CI installs it)"
fi

# pack and unpack
check "pack a game" 0 "$N" pack fixtures/quacks/valid/game-03-4p-set1-front.xml -o "$tmp/g.ntp"
check "unpack it" 0 "$N" unpack "$tmp/g.ntp"
cp "$tmp/out" "$tmp/u.xml"
check "fmt of the original" 0 "$N" fmt fixtures/quacks/valid/game-03-4p-set1-front.xml
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/u.xml" || { echo "FAIL: unpack(pack(x)) differs from fmt(x)"; fails=$((fails + 1)); }
check "pack a collection" 0 "$N" pack fixtures/castel/valid/10-collection.xml -o "$tmp/c.ntp"
check "unpack to a file" 0 "$N" unpack -o "$tmp/c.xml" "$tmp/c.ntp"
contains "a collection comes back" "$tmp/c.xml" "<games xmlns="
check "pack --stats" 0 "$N" pack --stats fixtures/castel/valid/01-two-players-court.xml -o "$tmp/s.ntp"
contains "stats give the bound" "$tmp/out" "bound_bytes "
contains "stats give the size" "$tmp/out" "packed_bytes "
check "pack an invalid record" 1 "$N" pack fixtures/quacks/invalid/45-pot-position.xml -o "$tmp/bad.ntp"
contains "pack reports the rule" "$tmp/err" "error[quacks.pot.position]"
count=$((count + 1))
[ ! -e "$tmp/bad.ntp" ] && [ ! -e "$tmp/bad.ntp.part" ] || { echo "FAIL: a refused pack left a file"; fails=$((fails + 1)); }
check "pack needs -o" 2 "$N" pack fixtures/castel/valid/01-two-players-court.xml
head -c 40 "$tmp/g.ntp" > "$tmp/cut.ntp"
check "unpack a cut file" 1 "$N" unpack "$tmp/cut.ntp"
contains "cut file diagnostic" "$tmp/err" "error[notation.pack.truncated]"
check "unpack an XML file" 1 "$N" unpack fixtures/castel/valid/01-two-players-court.xml
contains "foreign file diagnostic" "$tmp/err" "error[notation.pack.magic]"
cp "$tmp/g.ntp" "$tmp/flip.ntp"
printf '\377' | dd of="$tmp/flip.ntp" bs=1 seek=30 conv=notrunc 2>/dev/null
check "unpack a damaged file" 1 "$N" unpack "$tmp/flip.ntp"
contains "damaged file diagnostic" "$tmp/err" "error[notation.pack.checksum]"
check "unpack a missing file" 2 "$N" unpack "$tmp/nope.ntp"

# ------------------------------------------------ output is never lost
G1=fixtures/castel/valid/01-two-players-court.xml
BAD=fixtures/quacks/invalid/45-pot-position.xml
"$N" pack "$G1" -o "$tmp/ok.ntp" 2>/dev/null
head -c 40 "$tmp/ok.ntp" > "$tmp/cut.ntp"

# Failing to unpack removes nothing it did not create.
echo "precious" > "$tmp/keep.xml"
check "a failed unpack to an existing file" 1 "$N" unpack "$tmp/cut.ntp" -o "$tmp/keep.xml"
contains "the existing file is intact" "$tmp/keep.xml" "precious"
cp "$tmp/cut.ntp" "$tmp/self.ntp"
check "unpack onto its own input" 1 "$N" unpack "$tmp/self.ntp" -o "$tmp/self.ntp"
count=$((count + 1))
cmp -s "$tmp/cut.ntp" "$tmp/self.ntp" || { echo "FAIL: unpack destroyed its own input"; fails=$((fails + 1)); }
mkfifo "$tmp/fifo-out"
cat "$tmp/fifo-out" > "$tmp/fifo-read" &
check "a failed unpack to a FIFO" 1 "$N" unpack "$tmp/cut.ntp" -o "$tmp/fifo-out"
wait
count=$((count + 1))
[ -p "$tmp/fifo-out" ] || { echo "FAIL: the FIFO was removed"; fails=$((fails + 1)); }

# Devices are written, never replaced (a private device node, as root).
if mknod "$tmp/null" c 1 3 2>/dev/null; then
    check "pack to a device" 0 "$N" pack "$G1" -o "$tmp/null"
    count=$((count + 1))
    [ -c "$tmp/null" ] || { echo "FAIL: pack replaced a device node"; fails=$((fails + 1)); }
    check "a failed unpack to a device" 1 "$N" unpack "$tmp/cut.ntp" -o "$tmp/null"
    count=$((count + 1))
    [ -c "$tmp/null" ] || { echo "FAIL: unpack removed a device node"; fails=$((fails + 1)); }
else
    echo "cli: mknod is not allowed here; the device checks were not run"
fi

# A symlink keeps its link; its target gets the bytes.
echo old > "$tmp/target.ntp"
ln -s target.ntp "$tmp/link.ntp"
check "pack through a symlink" 0 "$N" pack "$G1" -o "$tmp/link.ntp"
count=$((count + 1))
[ -L "$tmp/link.ntp" ] && cmp -s "$tmp/target.ntp" "$tmp/ok.ntp" || {
    echo "FAIL: the symlink was replaced or its target not written"; fails=$((fails + 1)); }

# A planted OUT.part symlink redirects nothing.
echo planted > "$tmp/elsewhere"
ln -s elsewhere "$tmp/p.ntp.part"
check "pack next to a planted .part link" 0 "$N" pack "$G1" -o "$tmp/p.ntp"
contains "the planted link's target is untouched" "$tmp/elsewhere" "planted"
count=$((count + 1))
cmp -s "$tmp/p.ntp" "$tmp/ok.ntp" || { echo "FAIL: pack output differs"; fails=$((fails + 1)); }

# Concurrent writers: the file is one whole output, never a mix.
big="$tmp/big.xml"
"$N" generate --game quacks --players 4 --seed 3 --count 40 > "$big"
"$N" pack "$big" -o "$tmp/big.ntp" 2>/dev/null
i=0
while [ $i -lt 8 ]; do
    "$N" pack "$big" -o "$tmp/race.ntp" & "$N" pack "$big" -o "$tmp/race.ntp" &
    wait
    i=$((i + 1))
done
count=$((count + 1))
cmp -s "$tmp/race.ntp" "$tmp/big.ntp" || { echo "FAIL: concurrent packs damaged the output"; fails=$((fails + 1)); }
count=$((count + 1))
[ "$(ls -a "$tmp" | grep -c '^\.race')" -eq 0 ] || { echo "FAIL: a temporary file is left"; fails=$((fails + 1)); }

# Interrupted: no temporary or partial file behind.  The input comes
# through a FIFO that stalls half-way, so the pack is caught mid-run.
mkfifo "$tmp/stall.xml"
"$N" pack "$tmp/stall.xml" -o "$tmp/int.ntp" & pid=$!
exec 8>"$tmp/stall.xml"
head -c 20000 "$big" >&8
sleep 0.3
count=$((count + 1))
kill -0 $pid 2>/dev/null && [ ! -e "$tmp/int.ntp" ] || {
    echo "FAIL: the pack was not caught mid-run"; fails=$((fails + 1)); }
kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null; exec 8>&-
count=$((count + 1))
[ ! -e "$tmp/int.ntp" ] && [ "$(ls -a "$tmp" | grep -c '^\.int\.ntp')" -eq 0 ] || {
    echo "FAIL: an interrupted pack left a file"; ls -a "$tmp" | sed 's/^/  | /'; fails=$((fails + 1)); }

# Every write is checked: a full device is an error, exit 2, said once.
for cmd in "--help" "--version" "rules castel" "rules common" "fmt $G1" "explain $G1" \
    "replay $G1" "generate --game castel --players 2 --seed 1" "validate $G1" \
    "validate --format json $G1" "unpack $tmp/ok.ntp"; do
    count=$((count + 1))
    # shellcheck disable=SC2086
    "$N" $cmd > /dev/full 2> "$tmp/full-err"; rc=$?
    if [ $rc != 2 ] || [ "$(grep -c "error\[notation.io\]: cannot write standard output: No space left on device" "$tmp/full-err")" != 1 ]; then
        echo "FAIL: $cmd > /dev/full: exit $rc"; sed 's/^/  | /' "$tmp/full-err"; fails=$((fails + 1))
    fi
done
check "pack --stats to a full disk" 2 sh -c "$NA pack --stats $G1 -o $tmp/s.ntp > /dev/full"

# generate -o DIR: parents made, names after the set-up, files kept.
check "generate into new parents" 0 "$N" generate --game quacks --players 3 --seed 5 --count 2 --set 2 --side back -o "$tmp/gen/a/b"
count=$((count + 1))
[ -f "$tmp/gen/a/b/quacks-3p-set2-back-s5-000001.xml" ] || { echo "FAIL: generate names"; ls "$tmp/gen/a/b"; fails=$((fails + 1)); }
echo mine > "$tmp/gen/a/b/quacks-3p-set2-back-s5-000000.xml"
check "generate keeps an existing file" 2 "$N" generate --game quacks --players 3 --seed 5 --count 2 --set 2 --side back -o "$tmp/gen/a/b"
contains "the kept file" "$tmp/gen/a/b/quacks-3p-set2-back-s5-000000.xml" "mine"
check "generate --force replaces it" 0 "$N" generate --game quacks --players 3 --seed 5 --count 2 --set 2 --side back -o "$tmp/gen/a/b" --force
check "the replaced file validates" 0 "$N" validate -q "$tmp/gen/a/b"
if mkdir -p "$tmp/tfs" && mount -t tmpfs -o size=64k tmpfs "$tmp/tfs" 2>/dev/null; then
    check "generate on a full disk" 2 "$N" generate --game quacks --players 4 --seed 5 --count 20 -o "$tmp/tfs/g"
    contains "a full disk is said" "$tmp/err" "No space left on device"
    check "what was written validates" 0 "$N" validate -q "$tmp/tfs/g"
    count=$((count + 1))
    [ "$(ls -a "$tmp/tfs/g" | grep -c '^\.')" -eq 2 ] || { echo "FAIL: a temporary file is left on the full disk"; fails=$((fails + 1)); }
    umount "$tmp/tfs"
else
    echo "cli: no tmpfs could be mounted; the full-disk generate check was not run"
fi

# JSON Lines survive an interruption: every line written is whole.
"$N" generate --game castel --players 4 --seed 2 --count 3000 > "$tmp/many.xml"
"$N" validate --format json "$tmp/many.xml" > "$tmp/lines.json" & pid=$!
sleep 0.3; kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null
count=$((count + 1))
if [ -s "$tmp/lines.json" ] && [ "$(tail -c 1 "$tmp/lines.json" | od -An -c | tr -d ' ')" != '\n' ]; then
    echo "FAIL: an interrupted JSON Lines output ends inside a line"; fails=$((fails + 1))
fi

# Nothing to check is not success.
mkdir -p "$tmp/none"
check "a directory with no record" 2 "$N" validate "$tmp/none"
contains "no record is said" "$tmp/err" "no record to check"
check "no readable record" 2 "$N" validate "$tmp/nope1.xml" "$tmp/nope2.xml"
check "a list that is not one" 2 "$N" validate -T /dev/zero
check "a NUL list of empty names" 2 "$N" validate -0 -T /dev/zero
mkdir -p "$tmp/upper"; cp "$G1" "$tmp/upper/GAME.XML"
check ".XML counts" 0 "$N" validate "$tmp/upper"
contains ".XML is read" "$tmp/out" "GAME.XML:2: ok"
mkfifo "$tmp/upper/stuck.xml"
check "a FIFO in a directory is skipped" 0 timeout 10 "$N" validate "$tmp/upper"
check "a missing file is not a record" 2 "$N" validate "$G1" fixtures/castel/valid/02-two-players-ramparts.xml "$tmp/nope.xml"
contains "the totals leave it out" "$tmp/out" "2 records, 2 valid, 0 invalid; 1 file could not be read"

# ------------------------------------------- bounded memory and time
# Hostile sizes, made here: each refused at its limit with a located
# notation.limit (make stress measures their memory and time).
HD='<game xmlns="urn:libnotation:1" rules="castel" version="1"><setup players="2"/>'
{ printf '%s<note>' "$HD"; head -c 11000000 /dev/zero | tr '\0' a; printf '</note></game>'; } > "$tmp/long-note.xml"
check "a text over 10 MB" 1 "$N" validate "$tmp/long-note.xml"
contains "the long text is refused" "$tmp/out" "error[notation.limit]: a text of more than 10 MB"
rm -f "$tmp/long-note.xml"
{ printf '%s<deal' "$HD"; i=0; while [ $i -lt 65 ]; do printf ' a%d="1"' $i; i=$((i + 1)); done; printf '/></game>'; } > "$tmp/attrs.xml"
check "65 attributes" 1 "$N" validate "$tmp/attrs.xml"
contains "too many attributes" "$tmp/out" "error[notation.limit]: an element carries more than 64 attributes"
{ printf '%s<note>' "$HD"; i=0; while [ $i -lt 70 ]; do printf '<b>'; i=$((i + 1)); done; printf '</note></game>'; } > "$tmp/deep.xml"
check "70 levels deep" 1 "$N" validate "$tmp/deep.xml"
contains "too deep" "$tmp/out" "error[notation.limit]: the elements nest more than 64 deep"
# diff and what-if hold a file whole: not past 64 MB (a sparse file).
truncate -s 65M "$tmp/huge.xml"
check "diff: a file over 64 MB" 2 "$N" diff "$tmp/huge.xml" "$G1"
contains "diff says the limit" "$tmp/err" "error[notation.limit]: the file holds more than 64 MB"
check "what-if: standard input over 64 MB" 2 sh -c "\"$N\" what-if --choice 1 --answer x - < \"$tmp/huge.xml\""
contains "what-if says the limit" "$tmp/err" "-: error[notation.limit]: standard input holds more than 64 MB"
rm -f "$tmp/huge.xml"
check "unpack /dev/zero" 1 "$N" unpack /dev/zero
contains "an endless packed file" "$tmp/err" "error[notation.limit]"
# Bytes the declared encoding cannot read: one located diagnostic, no
# stray line of libxml2's on standard error.
printf '<?xml version="1.0" encoding="EBCDIC-US"?>\n<game xmlns="urn:libnotation:1" rules="castel" version="1"><setup players="2"/></game>\n' > "$tmp/ebcdic.xml"
check "bytes the encoding cannot read" 1 "$N" validate "$tmp/ebcdic.xml"
count=$((count + 1))
[ ! -s "$tmp/err" ] && [ "$(wc -l < "$tmp/out")" -eq 1 ] &&
    grep -q "^$tmp/ebcdic.xml:1:[0-9]*: error\[notation.xml\]: " "$tmp/out" ||
    { echo "FAIL: an encoding error is one located line"; sed 's/^/  | /' "$tmp/out" "$tmp/err"; fails=$((fails + 1)); }
# Comments and processing instructions cost nothing to read past: a
# record with a million of them (9 MB) is read in a few MB, by validate as
# by diff (which holds its files whole: under 64 MB with them).
peak_kb() { # command...: its peak resident memory in KB
    /usr/bin/time -f '%M' -o "$tmp/peak" "$@" >/dev/null 2>&1
    tail -n 1 "$tmp/peak"
}
python3 - "$G1" "$tmp/comments.xml" <<'PY'
import sys
src = open(sys.argv[1]).read()
i = src.index('<deal>')
open(sys.argv[2], 'w').write(src[:i] + '<!--c-->\n<?pi x?>\n' * 500000 + src[i:])
PY
check "a million comments and PIs" 0 "$N" validate "$tmp/comments.xml"
# (Under the sanitizers, memory is theirs to count: make check measures.)
if [ -z "${ASAN_OPTIONS:-}" ]; then
    count=$((count + 1))
    [ "$(peak_kb "$N" validate "$tmp/comments.xml")" -lt 16384 ] ||
        { echo "FAIL: validate keeps comments in memory"; fails=$((fails + 1)); }
    count=$((count + 1))
    [ "$(peak_kb "$N" diff "$tmp/comments.xml" "$G1")" -lt 65536 ] ||
        { echo "FAIL: diff keeps comments in memory"; fails=$((fails + 1)); }
fi
rm -f "$tmp/comments.xml"
# Each variation is read by a replay of the record: a large record holds
# fewer of them (4,000,000 / its elements).  The annotated fixture with
# 20,000 notes more (some 40,000 elements: about 100 variations) and its
# last variation (with the one inside it) repeated 10 times, then 100.
VA=fixtures/castel/valid/15-annotated-variations.xml
manyvar() {
    python3 - "$VA" "$1" "$2" <<'PY'
import sys
lines = open(sys.argv[1]).read().split('\n')
var = lines[96:118]          # turn 8's <variation>, lines 97 to 118
assert var[0].strip() == '<variation>' and var[-1].strip() == '</variation>'
notes = ['  <note>%d</note>' % i for i in range(20000)]
out = lines[:18] + notes + lines[18:118] + var * int(sys.argv[3]) + lines[118:]
open(sys.argv[2], 'w').write('\n'.join(out))
PY
}
manyvar "$tmp/var10.xml" 10
check "a large record with 24 variations" 0 "$N" validate "$tmp/var10.xml"
manyvar "$tmp/var100.xml" 100
check "a large record with 204 variations" 1 "$N" validate "$tmp/var100.xml"
contains "too many for its size" "$tmp/out" "the record holds too many variations for its size (each is read again from the record's start) (at most "
contains "refused in the repeated ones" "$tmp/out" "error[notation.limit]: variation "
[ "$(wc -l < "$tmp/out")" -eq 1 ] || { echo "FAIL: the record stops at its first refused variation"; fails=$((fails + 1)); }
rm -f "$tmp/var10.xml" "$tmp/var100.xml"
# Smaller: numbers as written, packed files met by validate, what follows
# a record.
sed 's/<turn n="1" seat="1">/<turn n=" 1" seat="1">/' "$G1" > "$tmp/padded.xml"
check "a padded number" 1 "$N" validate "$tmp/padded.xml"
contains "padding is said" "$tmp/out" "' 1' has blank space around it"
sed 's/<turn n="1" seat="1">/<turn n="99999999999" seat="1">/' "$G1" > "$tmp/huge-n.xml"
check "a number out of range" 1 "$N" validate "$tmp/huge-n.xml"
contains "out of range is said" "$tmp/out" "99999999999 is out of range"
# A packed file is read as its records, by every command, and a directory
# stands for its packed files too; a cut one is said as unpack says it.
check "validate a packed file" 0 "$N" validate "$tmp/ok.ntp"
contains "a packed file is read as its records" "$tmp/out" "ok.ntp:2: ok: castel"
mkdir -p "$tmp/packs"; cp "$tmp/ok.ntp" "$tmp/packs/"; head -c 40 "$tmp/ok.ntp" > "$tmp/packs/cut.ntp"
check "list a directory of packed files" 1 "$N" list "$tmp/packs"
contains "list reads a packed file" "$tmp/out" "ok.ntp:2	1	castel"
contains "list says a cut packed file" "$tmp/out" "cut.ntp:1	1	-	0	-	-	-	-	notation.pack.truncated"
check "select reads a packed file" 0 "$N" select --where 'players=2' "$tmp/ok.ntp"
contains "select writes its record" "$tmp/out" '<game rules="castel"'
{ cat "$G1"; echo "<extra/>"; } > "$tmp/trailing.xml"
check "something after the record" 1 "$N" validate --format json "$tmp/trailing.xml"
count=$((count + 1))
[ "$(wc -l < "$tmp/out")" -eq 1 ] && grep -q '"record":1,.*something follows the end of the record' "$tmp/out" || {
    echo "FAIL: trailing content is not told with its record"; sed 's/^/  | /' "$tmp/out"; fails=$((fails + 1)); }
printf '%s<note>\377\376</note></game>' "$HD" > "$tmp/not-utf8.xml"
check "bytes that are not UTF-8" 1 "$N" validate "$tmp/not-utf8.xml"
count=$((count + 1))
[ "$(wc -l < "$tmp/out")" -eq 1 ] && grep -q '^[^:]*:1:[0-9]*: error\[notation.xml\]' "$tmp/out" || {
    echo "FAIL: an encoding error is not one located line"; sed 's/^/  | /' "$tmp/out"; fails=$((fails + 1)); }

# The man pages render without a warning.
if command -v man >/dev/null 2>&1; then
    for page in man/*.1 man/*.5; do
        count=$((count + 1))
        LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" >/dev/null 2>"$tmp/warn"
        if [ -s "$tmp/warn" ]; then
            echo "FAIL: $page renders with warnings"; sed 's/^/  | /' "$tmp/warn"
            fails=$((fails + 1))
        fi
    done
    # The Quacks example of notation(5) is a valid record as printed.
    LC_ALL=C MANWIDTH=80 man -l man/notation.5 2>/dev/null \
        | sed -n '/^QUACKS EXAMPLE/,/^[A-Z]/p' \
        | sed -n '/<game /,/<\/game>/p' | sed 's/^       //' > "$tmp/man-example.xml"
    check "the notation(5) Quacks example is valid" 0 "$N" validate "$tmp/man-example.xml"
    contains "the example's result" "$tmp/out" "seat 2 wins (77, 84 VP)"
    # notation(5) says what the rulings HW-F3 ... HW-F6 and DU-C21 change in
    # what a record writes (issue 21).
    LC_ALL=C MANWIDTH=200 man -l man/notation.5 2>/dev/null > "$tmp/notation5"
    for ruling in HW-F3 HW-F4 HW-F5 HW-F6 DU-C21; do
        contains "notation(5) says $ruling" "$tmp/notation5" "$ruling"
    done
else
    echo "cli: man is not installed; the man pages were not rendered (make check installs it)"
fi

# ------------------------------------------- the Duel's component data
# --components FILE before or after the command; the built-in data set
# says what it is; a file that is missing or hostile stops the run with
# one located line; generated Duel games are reproducible and pack.
D1=tests/duel/other-1.xml
check "rules quacks-duel" 0 "$N" rules quacks-duel
contains "the built-in data set is not the printed one" "$tmp/out" \
    "provisional-1: invented placeholder data, not the printed components"
check "--components with a good file" 0 "$N" --components "$D1" rules quacks-duel
contains "its id and status line" "$tmp/out" "other-1: test data set, made up for the tests"
count=$((count + 1))
grep -q "^Component data set provisional-1" "$tmp/out" && { echo "FAIL: the loaded data set does not replace the built-in one"; fails=$((fails + 1)); }
check "--components after the command" 0 "$N" rules quacks-duel --components "$D1"
contains "after the command too" "$tmp/out" "other-1: test data set, made up for the tests"
check "--components=FILE" 0 "$N" rules --components="$D1" quacks-duel
contains "the = form" "$tmp/out" "other-1: test data set"
check "--components with a missing file" 2 "$N" --components "$tmp/nope-data.xml" rules quacks-duel
contains "the missing data file is named" "$tmp/err" "nope-data.xml: error[notation.io]: No such file or directory"
count=$((count + 1))
[ "$(wc -l < "$tmp/err")" -eq 1 ] && [ ! -s "$tmp/out" ] || { echo "FAIL: a missing data file is not one line"; sed 's/^/  | /' "$tmp/err"; fails=$((fails + 1)); }
check "--components without a FILE" 2 "$N" rules quacks-duel --components
contains "the FILE is asked for" "$tmp/err" "--components needs a FILE"
check "--components with a hostile file" 2 "$N" --components tests/duel/hostile/ladder-falls.xml rules quacks-duel
contains "a located duel.data message" "$tmp/err" \
    "tests/duel/hostile/ladder-falls.xml:9:1: error[duel.data.ladder]: "
check "--components with a file nested 3000 deep" 2 "$N" --components tests/duel/hostile/nest-3000.xml rules quacks-duel
# The 65th element deep: components, book, then the 63rd <pay> of line 95
# (4 blanks, then 17 characters each): column 5 + 17 * 62.
contains "the depth is said in our words" "$tmp/err" "nest-3000.xml:95:1059: error[notation.limit]: the elements nest more than 64 deep"
for f in tests/duel/hostile/*.xml; do
    count=$((count + 1))
    "$N" --components "$f" validate "$D1" >"$tmp/out" 2>"$tmp/err"; rc=$?
    if [ $rc != 2 ] || [ "$(wc -l < "$tmp/err")" -ne 1 ] ||
        ! grep -qE "^$f:[0-9]+:[0-9]+: error\[(duel\.data\.[a-z]+|notation\.limit)\]: ." "$tmp/err"; then
        echo "FAIL: hostile $f: exit $rc"; sed 's/^/  | /' "$tmp/err" | head -3; fails=$((fails + 1))
    fi
done
# Given twice, each file is read and checked, and the last one is in force.
check "--components given twice" 0 "$N" --components "$D1" rules quacks-duel \
    --components schemas/quacks-duel-provisional-1.xml
contains "the last one is in force" "$tmp/out" "Component data set provisional-1: invented placeholder data"
check "--components given twice, the second hostile" 2 "$N" --components "$D1" \
    --components tests/duel/hostile/empty.xml rules quacks-duel
contains "the second file is checked too" "$tmp/err" "tests/duel/hostile/empty.xml:1:1: error[duel.data.xml]"
check "--components given twice, the first hostile" 2 "$N" --components tests/duel/hostile/empty.xml \
    --components "$D1" rules quacks-duel
contains "the first file is checked" "$tmp/err" "tests/duel/hostile/empty.xml:1:1: error[duel.data.xml]"
# Records of a data set replay with it, and are refused without it.
check "other-1 records with their data set" 0 "$N" validate --components "$D1" tests/duel/other-1
contains "all three valid" "$tmp/out" "3 records, 3 valid, 0 invalid"
check "other-1 records without it" 1 "$N" validate tests/duel/other-1/01-first-game-assert.xml
contains "the data set is named" "$tmp/out" \
    "01-first-game-assert.xml:9:5: error[duel.setup.dataset]: dataset=\"other-1\" is not the data set loaded (provisional-1)"
check "a provisional-1 record under other-1" 1 "$N" validate --components "$D1" tests/duel/provisional-1/path.xml
contains "refused for its data set" "$tmp/out" "error[duel.setup.dataset]"
check "the other-1 records are as fmt writes them" 0 "$N" fmt --components "$D1" tests/duel/other-1/02-set3-copper-gold.xml
count=$((count + 1))
cmp -s "$tmp/out" tests/duel/other-1/02-set3-copper-gold.xml || { echo "FAIL: fmt changes an other-1 record"; fails=$((fails + 1)); }

# A wrong <standing> fact cites duel.state, unless one rule alone set it:
# here the game ends by a sixth cure in round 3, before any buying, so
# the gold is not the carry-over's.
"$N" generate --game quacks-duel --players 2 --seed 1173 > "$tmp/d1173.xml"
"$N" fmt --assert all "$tmp/d1173.xml" > "$tmp/d1173a.xml"
sed '/<standing seat="1" gold="2" guild="1" stand="A7"/s/gold="2"/gold="3"/' "$tmp/d1173a.xml" > "$tmp/d1173g.xml"
count=$((count + 1))
cmp -s "$tmp/d1173a.xml" "$tmp/d1173g.xml" && { echo "FAIL: the round-3 standing is not where it was"; fails=$((fails + 1)); }
check "a standing's gold before any buying" 1 "$N" validate "$tmp/d1173g.xml"
contains "cites duel.state" "$tmp/out" 'error[duel.state]: round 3, phase 2, brewing, turn of seat 2: the record says gold="3", but the rules give gold="2"'

# The Duel's state says what a kept card does and where a coin bonus is.
check "explain a Duel game" 0 "$N" explain --width 0 fixtures/quacks-duel/valid/game-01-first-game-sixth.xml
contains "a kept card in words" "$tmp/out" "keeps card 5 for later (C-G: a second identical chip when buying)"
contains "the kept cards in the state" "$tmp/out" "kept cards: 5 (C-G: a second identical chip when buying)"
contains "a coin bonus waiting" "$tmp/out" "(waiting for its window in the first turn)"
contains "a coin bonus past its window" "$tmp/out" "(used or expired)"

check "explain a Duel explosion" 0 "$N" explain --width 0 fixtures/quacks-duel/valid/e3-explosion-choice.xml
contains "the push explained" "$tmp/out" "seat 1 (Ada) keeps the 7 gold and pushes: the opponent moves 3 steps, half of it (DU-R11)"
sed '313a\        <return seat="2" chip="white:3"/>' fixtures/quacks-duel/valid/game-08-set4-half.xml > "$tmp/ck.xml"
check "a kept card used past its text" 1 "$N" validate "$tmp/ck.xml"
contains "cites the card's rule" "$tmp/out" "error[duel.card.keep]: round 5, phase 2, brewing, turn of seat 2: the kept card has done what it does; <return> cannot follow"
check "an unfinished Duel record" 0 "$N" validate fixtures/quacks-duel/valid/e1-seven-step-move.xml
contains "is said unfinished" "$tmp/out" "ok: quacks-duel: unfinished after round 2, no result"

# A misspelt step is read as a stop, and the diagnostic says which
# elements were asked for where it stands.
sed '0,/<draw /s//<drew /' "$tmp/d1173.xml" > "$tmp/drew.xml"
check "a misspelt <draw>" 1 "$N" validate "$tmp/drew.xml"
contains "the steps asked for" "$tmp/out" "<drew> cannot follow (where it stands, the rules asked for a brewing step: <draw>, <use>, <purge>, <pay>, or nothing)"

# generate --game quacks-duel: options refused with exit 2, one line, no
# output.
duel_refused() { # name expected-text generate-options...
    name=$1; text=$2; shift 2
    check "duel generate: $name" 2 "$N" generate --game quacks-duel --seed 1 "$@"
    count=$((count + 1))
    if [ -s "$tmp/out" ] || [ "$(wc -l < "$tmp/err")" -ne 1 ] || ! grep -qF -- "$text" "$tmp/err"; then
        echo "FAIL: duel generate: $name: not one line with '$text', or output written"
        sed 's/^/  | /' "$tmp/err" | head -5; fails=$((fails + 1))
    fi
}
duel_refused "--set 5" '--set "5": one set 1-4 for every book' --players 2 --set 5
duel_refused "--set of five digits" '--set "12341"' --players 2 --set 12341
duel_refused "--set with a letter" '--set "1234a1"' --players 2 --set 1234a1
duel_refused "--coins unknown" '--coins "silver,brass": two different coins of provisional-1' --players 2 --coins silver,brass
duel_refused "--coins twice the same" '--coins "gold,gold"' --players 2 --coins gold,gold
duel_refused "--coins of one coin" '--coins "gold"' --players 2 --coins gold
duel_refused "--first-game with --set 3" "--first-game sets the books (set 1) and the coins itself" --players 2 --first-game --set 3
duel_refused "--first-game with --coins" "--first-game sets the books" --players 2 --first-game --coins copper,gold
duel_refused "--players 3" "the Duel is for 2 players, not 3" --players 3
duel_refused "--side" "the Duel has no pot sides" --players 2 --side back
duel_refused "--coins, another data set" '--coins "copper,brass": two different coins of other-1' \
    --players 2 --components "$D1" --coins copper,brass
# Reproducible: the same options give the same bytes.
check "duel generate" 0 "$N" generate --game quacks-duel --players 2 --seed 7 --count 3 --set 214312 --coins copper,silver --assert
cp "$tmp/out" "$tmp/duel.xml"
check "duel generate again" 0 "$N" generate --game quacks-duel --players 2 --seed 7 --count 3 --set 214312 --coins copper,silver --assert
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel.xml" || { echo "FAIL: duel generate is not reproducible"; fails=$((fails + 1)); }
check "duel generate, another seed" 0 "$N" generate --game quacks-duel --players 2 --seed 8 --count 3 --set 214312 --coins copper,silver --assert
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel.xml" && { echo "FAIL: duel generate ignores the seed"; fails=$((fails + 1)); }
check "the generated duel games validate" 0 "$N" validate "$tmp/duel.xml"
contains "three duel records" "$tmp/out" "3 records, 3 valid, 0 invalid"
check "duel first game" 0 "$N" generate --game quacks-duel --players 2 --seed 7 --first-game
contains "a first game's setup" "$tmp/out" '<setup start="2" first-game="yes">'
check "duel generate with other-1" 0 "$N" generate --components "$D1" --game quacks-duel --players 2 --seed 7
cp "$tmp/out" "$tmp/duel-o.xml"
contains "generated with other-1" "$tmp/duel-o.xml" '<components dataset="other-1"/>'
check "duel generate with other-1 again" 0 "$N" generate --game quacks-duel --players 2 --seed 7 --components "$D1"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel-o.xml" || { echo "FAIL: duel generate with other-1 is not reproducible"; fails=$((fails + 1)); }
# pack and unpack: the Duel's games come back as fmt writes them.
check "pack duel games" 0 "$N" pack "$tmp/duel.xml" -o "$tmp/duel.ntp"
check "unpack duel games" 0 "$N" unpack "$tmp/duel.ntp"
cp "$tmp/out" "$tmp/duel-u.xml"
check "fmt of the duel games" 0 "$N" fmt "$tmp/duel.xml"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel-u.xml" || { echo "FAIL: duel unpack(pack(x)) differs from fmt(x)"; fails=$((fails + 1)); }
check "pack an other-1 game" 0 "$N" pack --components "$D1" "$tmp/duel-o.xml" -o "$tmp/duel-o.ntp"
check "unpack it with its data set" 0 "$N" unpack --components "$D1" "$tmp/duel-o.ntp"
cp "$tmp/out" "$tmp/duel-ou.xml"
check "fmt of the other-1 game" 0 "$N" fmt --components "$D1" "$tmp/duel-o.xml"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel-ou.xml" || { echo "FAIL: other-1 unpack(pack(x)) differs from fmt(x)"; fails=$((fails + 1)); }
check "unpack it without its data set" 1 "$N" unpack "$tmp/duel-o.ntp"
contains "the data set is named" "$tmp/err" 'dataset="other-1" is not the data set loaded'
# The same id with other content is refused by its digest; the same
# content laid out anew is not.  The built-in id cannot be given to other
# numbers at all.
sed 's/<upgrade-fail gold="0"\/>/<upgrade-fail gold="1"\/>/' \
    schemas/quacks-duel-provisional-1.xml > "$tmp/p1-edited.xml"
count=$((count + 1))
cmp -s "$tmp/p1-edited.xml" schemas/quacks-duel-provisional-1.xml && {
    echo "FAIL: the edited data set is not edited"; fails=$((fails + 1)); }
check "an edited provisional-1 is refused" 2 "$N" --components "$tmp/p1-edited.xml" validate fixtures/quacks-duel/valid
contains "under its own id" "$tmp/err" "p1-edited.xml:11:1: error[duel.data.id]: id=\"provisional-1\" is the built-in data set's, but these numbers differ from it"
sed 's/<upgrade-fail gold="0"\/>/<upgrade-fail gold="1"\/>/' "$D1" > "$tmp/o1-edited.xml"
count=$((count + 1))
cmp -s "$tmp/o1-edited.xml" "$D1" && {
    echo "FAIL: the edited other-1 is not edited"; fails=$((fails + 1)); }
check "unpack with an edited other-1" 1 "$N" --components "$tmp/o1-edited.xml" unpack "$tmp/duel-o.ntp" -o "$tmp/duel-e.xml"
contains "the digests differ" "$tmp/err" "error[duel.setup.dataset]: record 1 was packed with other component data under the same name (digest "
count=$((count + 1))
[ -e "$tmp/duel-e.xml" ] && { echo "FAIL: a refused unpack wrote its output"; fails=$((fails + 1)); }
sed 's/^  </    </; s/"\/>$/" \/>/' schemas/quacks-duel-provisional-1.xml > "$tmp/p1-layout.xml"
check "unpack with provisional-1 laid out anew" 0 "$N" --components "$tmp/p1-layout.xml" unpack "$tmp/duel.ntp"
count=$((count + 1))
cmp -s "$tmp/out" "$tmp/duel-u.xml" || { echo "FAIL: a data set laid out anew unpacks otherwise"; fails=$((fails + 1)); }

echo "cli: $count checks, $fails failed"
[ "$fails" -eq 0 ]
