#!/usr/bin/env bash
# bench/same.sh: every output of a build byte-identical to a reference
# build's (issue 27: the speed work changes no byte).
#
#   BASE=OLD/notation NEW=build/notation bash bench/same.sh
#
# (OLD: a build of the commit to compare with, e.g. git worktree add
# /tmp/old REV && make -C /tmp/old BUILD=/tmp/old/build all)
#
# Inputs, made once with the reference build (SAME_DIR): the fixtures;
# seeded corpora of every game (SAME_GAMES games each), as one collection
# and as one file per game, and packed; SAME_CORRUPT corrupted collections
# (bench/corrupt.py).  Commands: validate (plain, -q, --format json,
# --schema, many files at once, standard input), explain, replay, list,
# unpack.  Standard output, standard error and the exit status of both
# builds are compared; every difference is named and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE=${BASE:?BASE=OLD/notation: the reference build to compare with}
NEW=${NEW:-build/notation}
DIR=${SAME_DIR:-build/same}
GAMES=${SAME_GAMES:-200}
CORRUPT=${SAME_CORRUPT:-480}
. bench/corpora.sh

in="$DIR/in"
if [ ! -f "$in/done" ]; then
    rm -rf "$in"
    mkdir -p "$in"
    for name in $CORPORA; do
        mkdir -p "$in/$name"
        per=$((GAMES / $(echo "${PLAYERS[$name]}" | wc -w)))
        for p in ${PLAYERS[$name]}; do
            # shellcheck disable=SC2086 # the options are words
            "$BASE" generate --game "${GAME[$name]}" --players "$p" --seed 2026 \
                --count "$per" ${OPTS[$name]} -o "$in/$name"
        done
        { echo '<?xml version="1.0" encoding="UTF-8"?>'
          echo '<games xmlns="urn:libnotation:1">'
          for f in "$in/$name"/*.xml; do sed 1d "$f"; done
          echo '</games>'; } > "$in/$name.xml"
        "$BASE" pack --no-schema "$in/$name.xml" -o "$in/$name.ntp"
    done
    mkdir -p "$in/corrupt"
    # shellcheck disable=SC2046
    python3 bench/corrupt.py 27 "$CORRUPT" "$in/corrupt" \
        $(for n in $CORPORA; do echo "$in/$n.xml"; done)
    for f in "$in"/corrupt/c00[0-4]*.xml; do
        "$BASE" pack --no-schema "$f" -o "${f%.xml}.ntp" 2>/dev/null || rm -f "${f%.xml}.ntp"
    done
    touch "$in/done"
fi
# The valid fixtures packed (notes, marks and variations), alone and as
# one collection per game.
if [ ! -f "$in/fixtures.done" ]; then
    mkdir -p "$in/fixtures"
    for f in fixtures/*/valid/*.xml; do
        g=$(basename "$(dirname "$(dirname "$f")")")
        "$BASE" pack "$f" -o "$in/fixtures/$g-$(basename "${f%.xml}").ntp" 2>/dev/null || true
    done
    for g in castel quacks quacks-duel; do
        "$BASE" merge fixtures/$g/valid/*.xml -o "$in/fixtures/all-$g.xml" 2>/dev/null || true
        "$BASE" pack "$in/fixtures/all-$g.xml" -o "$in/fixtures/all-$g.ntp" 2>/dev/null || true
    done
    touch "$in/fixtures.done"
fi

cases=0 diffs=0
o="$DIR/out"
mkdir -p "$o"
# same ARGS...: one command with both builds; stdin from $STDIN if set.
same() {
    local t
    for t in base new; do
        local bin=$BASE
        [ "$t" = new ] && bin=$NEW
        set +e
        "$bin" "$@" < "${STDIN:-/dev/null}" > "$o/$t.out" 2> "$o/$t.err"
        echo "exit $?" >> "$o/$t.err"
        set -e
    done
    cases=$((cases + 1))
    if ! cmp -s "$o/base.out" "$o/new.out" || ! cmp -s "$o/base.err" "$o/new.err"; then
        diffs=$((diffs + 1))
        echo "DIFFERENT: notation $*" >&2
        diff "$o/base.err" "$o/new.err" | head -5 >&2 || true
        diff "$o/base.out" "$o/new.out" | head -5 >&2 || true
    fi
}

# Every command on one file.
each() {
    local f=$1
    same validate "$f"
    same validate -q "$f"
    same validate --format json "$f"
    same explain "$f"
    same replay "$f"
    same list --no-progress "$f"
}

for f in fixtures/*/*/*.xml; do each "$f"; done
same validate fixtures/*/*/*.xml
same validate --format json fixtures/*/*/*.xml
same validate --schema fixtures/*/valid/*.xml
for f in "$in"/fixtures/*.ntp; do same unpack "$f"; done
echo "same: fixtures done ($cases cases, $diffs different)" >&2

for f in "$in"/corrupt/*.xml; do
    each "$f"
done
for f in "$in"/corrupt/*.ntp; do
    same unpack "$f"
    same validate "$f"
done
same validate "$in"/corrupt/*.xml
echo "same: corrupted done ($cases cases, $diffs different)" >&2

for name in $CORPORA; do
    each "$in/$name.xml"
    same validate --schema "$in/$name.xml"
    same validate "$in/$name"/*.xml
    same validate --format json "$in/$name"/*.xml
    same unpack "$in/$name.ntp"
    same validate "$in/$name.ntp"
    STDIN="$in/$name.xml" same validate -
    STDIN="$in/$name.xml" same explain -
done
echo "same: $cases cases, $diffs different" >&2
[ "$diffs" = 0 ]
