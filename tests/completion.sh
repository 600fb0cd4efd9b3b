#!/bin/sh
# The bash completion (completion/notation.bash): sourced in bash, its
# function is called as readline would (COMP_WORDS, COMP_CWORD, COMP_LINE,
# COMP_POINT) and what it offers (COMPREPLY) is compared with what the tool
# lists: its commands, an option of validate and its values, the game ids
# for --game, the rule ids of notation rules GAME, files elsewhere.  Once
# alone, once over bash-completion's own functions where it is installed.
#
#   NOTATION=build/notation sh tests/completion.sh
set -u
cd "$(dirname "$0")/.."
N=${NOTATION:-build/notation}
case $N in /*) ;; *) N=$PWD/$N ;; esac
if ! command -v bash >/dev/null 2>&1; then
    echo "completion: skipped: bash is not installed"
    exit 0
fi
[ -x "$N" ] || { echo "completion: $N is not built"; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The cases, one a line: what the completion must offer (its words, in
# order, joined by spaces; (nothing) for none), a tab, then the words of the command line as
# readline splits them, the last one being completed (@ for the tool; ""
# for an empty word; --game=q is the three words --game = q, or one word
# where COMP_WORDBREAKS has no '=').
cat >"$tmp/cases" <<'CASES'
validate	@ va
what-if	@ wh
replay render	@ re
render	@ --components x.xml ren
--version	@ --ver
--keep-going	@ validate --ke
--format	@ validate --fo
--files-from	@ validate --fi
text json	@ validate --format ""
text json	@ validate -k --format =
html svg	@ render --format ""
castel quacks quacks-duel	@ generate --game ""
quacks quacks-duel	@ generate --game q
quacks quacks-duel	@ generate --game = q
--game=quacks --game=quacks-duel	@ generate --game=qu
castel	@ generate --players 2 --game c
herb-witches	@ generate --expansion ""
keep all none recompute	@ fmt --assert ""
castel quacks quacks-duel common	@ rules ""
quacks-duel	@ rules quacks-
castel.deal.card castel.deal.size castel.deal.order castel.deal.exchange	@ rules castel castel.deal.
castel.deal.card	@ rules castel.deal.c
duel.setup.dataset	@ rules quacks-duel duel.setup.da
castel quacks quacks-duel	@ rules --search roi ""
(nothing)	@ replay --at ""
fixtures/castel/valid/01-two-players-court.xml	@ validate fixtures/castel/valid/01-
fixtures/castel/valid/01-two-players-court.xml	@ --components x.xml explain --width 80 fixtures/castel/valid/01-
fixtures	@ validate --components fixtur
CASES

cat >"$tmp/run.bash" <<'BASH'
# run.bash COMPLETION TOOL CASES [LIBRARY]: one line per case, "ok" or
# what went wrong.
completion=$1 tool=$2 cases=$3
if [[ -n ${4:-} ]]; then
    . "$4" || exit 2
fi
. "$completion" || exit 2
spec=$(complete -p notation 2>/dev/null) || { echo "no completion for notation"; exit 2; }
func=${spec#*-F }
func=${func%% *}
while IFS=$'\t' read -r want line; do
    eval "COMP_WORDS=($line)"
    COMP_WORDS[0]=$tool
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    "$func" notation "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    got="${COMPREPLY[*]}"
    [[ -z $got ]] && got="(nothing)"
    if [[ $got == "$want" ]]; then
        echo ok
    else
        echo "'$line' offers '$got', wanted '$want'"
    fi
done <"$cases"
BASH

passed=0
failed=0
runs="alone"
lib=/usr/share/bash-completion/bash_completion
[ -r "$lib" ] && runs="$runs bash-completion"
for r in $runs; do
    case $r in
    alone) extra= ;;
    *) extra=$lib ;;
    esac
    bash "$tmp/run.bash" completion/notation.bash "$N" "$tmp/cases" $extra \
        >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" != 0 ]; then
        echo "FAIL: completion ($r): the script stops (exit $rc):"
        sed 's/^/  | /' "$tmp/out" | head
        failed=$((failed + 1))
        continue
    fi
    while IFS= read -r result; do
        if [ "$result" = ok ]; then
            passed=$((passed + 1))
        else
            echo "FAIL: completion ($r): $result"
            failed=$((failed + 1))
        fi
    done <"$tmp/out"
done
echo "completion: $passed passed, $failed failed"
[ "$failed" = 0 ]
