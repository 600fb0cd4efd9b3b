#!/bin/sh
# Apply each mutation of a list (tools/golden-mutants.py) to a scratch copy
# of the tree, one at a time, rebuild the tool and run tests/golden.sh and
# the check suites named in SUITES; print one line per mutant: killed (by
# what), survived or stillborn (it did not compile).
#   sh tools/golden-mutate.sh SCRATCH BUILD mutants.txt
# SCRATCH is a copy of the tree (never the worktree being edited); BUILD
# its build directory (make BUILD=... OPT=-O1 LTO= all tests made there).
set -u
tree=$1 build=$2 list=$3
SUITES=${SUITES:-check_fixtures}
cd "$tree" || exit 2
tab=$(printf '\t')
while IFS=$tab read -r file line col old new; do
    cp "$file" "$file.orig"
    python3 - "$file" "$line" "$col" "$old" "$new" <<'PY'
import sys
f, n, col, old, new = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
lines = open(f, encoding='utf-8').read().split('\n')
s = lines[n - 1]
assert s[col:col + len(old)] == old, (f, n, s)
lines[n - 1] = s[:col] + new + s[col + len(old):]
open(f, 'w', encoding='utf-8').write('\n'.join(lines))
PY
    what="$file:$line: '$old' -> '$new'"
    if ! make -s BUILD="$build" OPT=-O1 LTO= -j2 "$build/notation" >/dev/null 2>&1; then
        echo "stillborn $what"
    elif ! GOLDEN_FIRST=1 NOTATION="$build/notation" sh tests/golden.sh >/dev/null 2>&1; then
        echo "killed(golden) $what"
    else
        verdict="survived"
        bins=
        for t in $SUITES; do bins="$bins $build/tests/$t"; done
        # shellcheck disable=SC2086 # one word a suite
        make -s BUILD="$build" OPT=-O1 LTO= -j2 $bins >/dev/null 2>&1
        for t in $SUITES; do
            if ! NOTATION="$build/notation" RULE_IDS="$build/rule-ids.txt" SRCDIR=. \
                CK_VERBOSITY=silent "$build/tests/$t" >/dev/null 2>&1; then
                verdict="killed($t)"
                break
            fi
        done
        echo "$verdict $what"
    fi
    mv "$file.orig" "$file"
    touch "$file"
done <"$list"
make -s BUILD="$build" OPT=-O1 LTO= -j2 "$build/notation" >/dev/null 2>&1
