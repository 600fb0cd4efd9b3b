#!/bin/sh
# The notation command as a user runs it: exit codes, usage errors, output
# formats, directories and standard input.
set -u
N=${NOTATION:-build/notation}
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
check "validate without files" 2 "$N" validate
check "validate bad option" 2 "$N" validate --bogus x.xml
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
else
    echo "cli: man is not installed; the man pages were not rendered (make check installs it)"
fi

echo "cli: $count checks, $fails failed"
[ "$fails" -eq 0 ]
