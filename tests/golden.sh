#!/bin/sh
# Golden outputs (issue 28): the exact words of explain, replay, legal and
# rules for the records of tests/golden/cases.txt, and the digests of
# generate for the grid of tests/golden/generate.txt, compared byte for
# byte.  Run from the top of the tree:
#   NOTATION=build/notation sh tests/golden.sh
# GOLDEN_FIRST=1 stops at the first difference (the mutation campaign,
# tools/golden-mutate.sh).  GOLDEN_UPDATE=1 rewrites the stored outputs and digests instead (make
# golden); the regeneration is then read as a diff before it is committed.
# tests/golden/README.md says how the records were chosen and reviewed.
set -u
N=${NOTATION:-build/notation}
DIR=tests/golden
UPDATE=${GOLDEN_UPDATE:-0}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
count=0

# One command's words: its standard output, then, when it wrote on standard
# error or did not exit 0, both of those after a marker line.
run() {
    rc=0
    # shellcheck disable=SC2086 # the arguments are split as written
    "$N" $1 </dev/null >"$tmp/out" 2>"$tmp/err" || rc=$?
    if [ "$rc" -ne 0 ] || [ -s "$tmp/err" ]; then
        printf -- '--- exit status %d; standard error:\n' "$rc" >>"$tmp/out"
        cat "$tmp/err" >>"$tmp/out"
    fi
}

mkdir -p "$DIR/out"
while IFS= read -r line; do
    case $line in '#'* | '') continue ;; esac
    name=${line%%: *}
    args=${line#*: }
    count=$((count + 1))
    run "$args"
    if [ "$UPDATE" = 1 ]; then
        cp "$tmp/out" "$DIR/out/$name"
    elif ! cmp -s "$tmp/out" "$DIR/out/$name"; then
        fail=$((fail + 1))
        echo "golden: $name differs (notation $args):"
        diff -u "$DIR/out/$name" "$tmp/out" | head -n 40
        [ "${GOLDEN_FIRST:-0}" = 1 ] && exit 1
    fi
done <"$DIR/cases.txt"

# The generator: one digest a command.
: >"$tmp/digests"
while IFS= read -r line; do
    case $line in '#'* | '') continue ;; esac
    args=${line#*  }
    count=$((count + 1))
    run "$args"
    sum=$(sha256sum <"$tmp/out" | cut -d ' ' -f 1)
    echo "$sum  $args" >>"$tmp/digests"
    if [ "$UPDATE" != 1 ] && [ "$sum  $args" != "$line" ]; then
        fail=$((fail + 1))
        echo "golden: the generator's output changed: notation $args"
        echo "  stored:  ${line%%  *}"
        echo "  now:     $sum"
        [ "${GOLDEN_FIRST:-0}" = 1 ] && exit 1
    fi
done <"$DIR/generate.sha256"
if [ "$UPDATE" = 1 ]; then
    { sed -n '/^#/p' "$DIR/generate.sha256"; cat "$tmp/digests"; } \
        >"$tmp/new" && cp "$tmp/new" "$DIR/generate.sha256"
    echo "golden: $count outputs written; read git diff $DIR before committing"
    exit 0
fi
if [ "$fail" -ne 0 ]; then
    echo "golden: $fail of $count outputs differ (GOLDEN_UPDATE=1, make golden," \
        "rewrites them: a deliberate change, reviewed as a diff)"
    exit 1
fi
echo "golden: $count outputs as stored"
