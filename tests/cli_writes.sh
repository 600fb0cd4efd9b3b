#!/bin/sh
# Writes that never go half-way (notation(1), notation-split(1),
# notation-generate(1), notation-merge(1), notation-fmt(1),
# notation-render(1)): a killed run leaves no file behind, a name that
# must be free is never taken twice, a merge reaches a FIFO or standard
# output whole or not at all, --in-place keeps what the file was, and a
# render says why it failed.
set -u
N=${NOTATION:-build/notation}
case $N in /*) ;; *) N=$PWD/$N ;; esac
tmp=$(mktemp -d)
cleanup() {
    umount "$tmp/tfs" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

C=fixtures/castel/valid
GOOD=$C/01-two-players-court.xml
BAD=fixtures/castel/invalid/01-place-zone.xml
WHY='21:5: error[castel.place.zone]: turn 1, seat 1 (Alice), action 2: the soldat cannot go to b2: the soldat arrives on a rampart, and b2 is in the courtyard'
NOTHING='notation: merge: 1 invalid record: nothing written'
# Valid, and not in canonical form (notation-fmt(1), EXAMPLES).
UNCANON=$C/02-two-players-ramparts.xml

# The process `pid` (a FIFO's reader) ends within 10 s: 0, or 1 after it
# is stopped.
ends() {
    i=0
    while kill -0 "$1" 2>/dev/null; do
        i=$((i + 1))
        if [ $i -gt 100 ]; then
            kill "$1" 2>/dev/null; wait "$1" 2>/dev/null
            return 1
        fi
        sleep 0.1
    done
    wait "$1" 2>/dev/null
    return 0
}

# --- 1. A run killed half-way (SIGKILL: nothing can clean up) leaves no
# file beside its target, and the target as it was.
"$N" generate --game quacks --players 4 --seed 3 --count 40 > "$tmp/big.xml"
killed_fmt() { # DIR [SIGNAL]: fmt of an input that stalls, to DIR/out.xml,
    # killed (SIGKILL unless told)
    mkfifo "$tmp/stall"
    "$N" fmt "$tmp/stall" -o "$1/out.xml" 2>/dev/null & pid=$!
    exec 8>"$tmp/stall"
    # Less than a pipe holds: never blocks, and fmt has records to write.
    head -c 60000 "$tmp/big.xml" >&8
    sleep 0.5
    kill -0 $pid 2>/dev/null || fail "kill: fmt ended before it was killed"
    kill -"${2:-KILL}" $pid 2>/dev/null
    # The writer stays open: only the signal can end fmt.
    ends $pid || fail "kill -${2:-KILL}: fmt did not end"
    exec 8>&-
    rm -f "$tmp/stall"
}
mkdir "$tmp/k-new" "$tmp/k-old"
killed_fmt "$tmp/k-new"
[ -z "$(ls -A "$tmp/k-new")" ] ||
    fail "kill -9 of fmt -o NEW left: $(ls -A "$tmp/k-new" | tr '\n' ' ')"
echo precious > "$tmp/k-old/out.xml"
killed_fmt "$tmp/k-old"
[ "$(ls -A "$tmp/k-old")" = out.xml ] ||
    fail "kill -9 of fmt -o OLD left: $(ls -A "$tmp/k-old" | tr '\n' ' ')"
[ "$(cat "$tmp/k-old/out.xml")" = precious ] ||
    fail "kill -9 of fmt -o OLD changed the target"
# SIGINT ends it too, though a command a shell starts in the background
# begins with SIGINT ignored; and it leaves nothing either.
mkdir "$tmp/k-int"
killed_fmt "$tmp/k-int" INT
[ -z "$(ls -A "$tmp/k-int")" ] ||
    fail "SIGINT to fmt -o NEW left: $(ls -A "$tmp/k-int" | tr '\n' ' ')"

# --- 2. Two runs into one directory at once: every name is taken by one
# of them, whole; the other stops at the first name taken (exit 2, as
# for a file already there); neither writes over the other.
#   race NAME MESSAGE REF-A REF-B -- COMMAND-A -- COMMAND-B, each ending
#   in -o and the directory given as $D.
race() {
    what=$1 msg=$2 refa=$3 refb=$4 r=0
    while [ $r -lt 8 ]; do
        r=$((r + 1))
        D="$tmp/$what-$r"
        eval "$5" 2>"$tmp/ea" & pa=$!
        eval "$6" 2>"$tmp/eb" & pb=$!
        wait $pa; ra=$?
        wait $pb; rb=$?
        bad=
        for f in "$D"/*; do
            n=${f##*/}
            cmp -s "$f" "$refa/$n" || cmp -s "$f" "$refb/$n" || bad="$bad $n"
        done
        [ -z "$bad" ] || fail "$what $r: neither run's file:$bad"
        bad=
        for f in "$refa"/*; do
            n=${f##*/}
            { [ $ra != 0 ] || cmp -s "$refa/$n" "$D/$n"; } &&
                { [ $rb != 0 ] || cmp -s "$refb/$n" "$D/$n"; } || bad="$bad $n"
        done
        [ -z "$bad" ] ||
            fail "$what $r: a run ended well (exit $ra and $rb), but not with its own files:$bad"
        [ $ra != 0 ] || [ $rb != 0 ] ||
            fail "$what $r: both runs ended well, writing the same names"
        for side in a:$ra b:$rb; do
            rc=${side#*:}
            [ "$rc" = 0 ] && continue
            [ "$rc" = 2 ] || fail "$what $r: the run that lost exited $rc, not 2"
            grep -q "exists: not written over$msg\$" "$tmp/e${side%%:*}" ||
                fail "$what $r: the collision is not said: $(cat "$tmp/e${side%%:*}")"
        done
        for f in "$D"/.*; do
            case ${f##*/} in .|..) ;; *) [ -e "$f" ] && fail "$what $r: $f is left" ;; esac
        done
    done
}
G="--game quacks --players 4 --seed 9 --count 30"
# --assert changes the games' bytes, not their names.
"$N" generate $G -o "$tmp/ref-plain" && "$N" generate $G --assert -o "$tmp/ref-assert" ||
    fail "generate the reference files"
cmp -s "$tmp/ref-plain/quacks-4p-s9-000000.xml" "$tmp/ref-assert/quacks-4p-s9-000000.xml" &&
    fail "the two generate runs should differ"
race generate " (--force replaces it)" "$tmp/ref-plain" "$tmp/ref-assert" \
    '"$N" generate $G -o "$D"' '"$N" generate $G --assert -o "$D"'
# Two collections whose records get the same names in split.
"$N" generate --game castel --players 3 --seed 1 --count 30 > "$tmp/sa.xml"
"$N" generate --game castel --players 3 --seed 2 --count 30 > "$tmp/sb.xml"
"$N" split "$tmp/sa.xml" -o "$tmp/ref-sa" && "$N" split "$tmp/sb.xml" -o "$tmp/ref-sb" ||
    fail "split the reference files"
[ "$(ls "$tmp/ref-sa")" = "$(ls "$tmp/ref-sb")" ] || fail "split: the names should be the same"
race split "" "$tmp/ref-sa" "$tmp/ref-sb" \
    '"$N" split "$tmp/sa.xml" -o "$D"' '"$N" split "$tmp/sb.xml" -o "$D"'

# --- 3. merge to what cannot be replaced (a FIFO, standard output):
# nothing arrives unless every record is valid; what arrives is whole.
"$N" merge "$GOOD" "$C/09-two-players-protection.xml" -o "$tmp/whole.xml" ||
    fail "merge to a file"
mkfifo "$tmp/fifo"
merge_fifo() { # NAME WANT-STATUS MERGE-ARGS...: the reader's bytes to $tmp/got
    name=$1 want=$2; shift 2
    cat "$tmp/fifo" > "$tmp/got" & cat=$!
    "$N" merge "$@" -o "$tmp/fifo" 2>"$tmp/err"; rc=$?
    ends $cat || fail "$name: the FIFO's reader never saw the end"
    [ $rc = "$want" ] || fail "$name: exit $rc, not $want"
}
merge_fifo "merge of an invalid record to a FIFO" 1 "$GOOD" "$BAD"
[ ! -s "$tmp/got" ] || fail "merge to a FIFO: $(wc -c < "$tmp/got") bytes arrived"
grep -qxF "$NOTHING" "$tmp/err" || fail "merge to a FIFO: not said: $(cat "$tmp/err")"
merge_fifo "merge of invalid records only to a FIFO" 1 "$BAD"
[ ! -s "$tmp/got" ] || fail "merge of invalid records to a FIFO: bytes arrived"
merge_fifo "merge to a FIFO" 0 "$GOOD" "$C/09-two-players-protection.xml"
cmp -s "$tmp/got" "$tmp/whole.xml" || fail "merge to a FIFO: not the collection"
# Standard output, named and not: a pipe.
for out in "-o /dev/stdout" ""; do
    ( "$N" merge "$GOOD" "$BAD" $out 2>"$tmp/err"; echo $? > "$tmp/rc" ) | cat > "$tmp/got"
    [ "$(cat "$tmp/rc")" = 1 ] || fail "merge $out of an invalid record: exit $(cat "$tmp/rc")"
    [ ! -s "$tmp/got" ] || fail "merge $out of an invalid record: $(wc -c < "$tmp/got") bytes arrived"
    grep -qxF "$NOTHING" "$tmp/err" || fail "merge $out: not said: $(cat "$tmp/err")"
    "$N" merge "$GOOD" "$C/09-two-players-protection.xml" $out | cat > "$tmp/got"
    cmp -s "$tmp/got" "$tmp/whole.xml" || fail "merge $out: not the collection"
done

# --- 4. fmt --in-place keeps the file's owner, group and mode, and
# refuses a file with other hard links (left as it is, exit 2).
cp "$UNCANON" "$tmp/own.xml"
if [ "$(id -u)" = 0 ] && chown nobody:nogroup "$tmp/own.xml" 2>/dev/null; then
    chmod 0640 "$tmp/own.xml"
    "$N" fmt --in-place "$tmp/own.xml" 2>"$tmp/err" || fail "fmt --in-place: $(cat "$tmp/err")"
    "$N" fmt --check "$tmp/own.xml" >/dev/null || fail "fmt --in-place did not rewrite the file"
    got=$(stat -c '%U:%G %a' "$tmp/own.xml")
    [ "$got" = "nobody:nogroup 640" ] || fail "fmt --in-place made it $got"
else
    echo "cli_writes: not root (or no nobody:nogroup): the owner check was not run"
fi
cp "$UNCANON" "$tmp/linked.xml"
ln "$tmp/linked.xml" "$tmp/other-name.xml"
"$N" fmt --in-place "$tmp/linked.xml" 2>"$tmp/err"; rc=$?
[ $rc = 2 ] || fail "fmt --in-place of a hard-linked file: exit $rc, not 2"
grep -q "linked.xml has 1 other hard link" "$tmp/err" || fail "the hard link is not said: $(cat "$tmp/err")"
cmp -s "$UNCANON" "$tmp/linked.xml" || fail "a hard-linked file was rewritten"
[ "$(stat -c %h "$tmp/linked.xml")" = 2 ] || fail "the hard link was broken"

# --- 5. render: a full disk named as such; an invalid record's first
# diagnostic on standard error, as validate prints it.
mkdir "$tmp/tfs"
if mount -t tmpfs -o size=64k tmpfs "$tmp/tfs" 2>/dev/null; then
    "$N" render "$C/10-collection.xml" -o "$tmp/tfs/page.html" 2>"$tmp/err"; rc=$?
    [ $rc = 2 ] || fail "render on a full disk: exit $rc, not 2"
    grep -qxF "notation: error[notation.io]: cannot write $tmp/tfs/page.html: No space left on device" "$tmp/err" ||
        fail "render on a full disk says: $(cat "$tmp/err")"
    [ -z "$(ls -A "$tmp/tfs")" ] || fail "render left a file on the full disk"
    umount "$tmp/tfs"
else
    echo "cli_writes: no tmpfs could be mounted; the full-disk render check was not run"
fi
render_bad() { # NAME WANT-STDERR COMMAND... (the page or picture to $tmp/page)
    name=$1 want=$2; shift 2
    rm -f "$tmp/page"
    "$@" 2>"$tmp/err"; rc=$?
    [ $rc = 1 ] || fail "$name: exit $rc, not 1"
    [ "$(cat "$tmp/err")" = "$want" ] || fail "$name: standard error: $(cat "$tmp/err")"
    [ -s "$tmp/page" ] || fail "$name: nothing rendered"
}
render_bad "render of an invalid record" "$BAD:$WHY" sh -c "\"$N\" render $BAD > $tmp/page"
render_bad "render -o of an invalid record" "$BAD:$WHY" "$N" render "$BAD" -o "$tmp/page"
render_bad "SVG of an invalid record" "$BAD:$WHY" "$N" render --format svg "$BAD" -o "$tmp/page"
render_bad "render of an invalid record from standard input" "-:$WHY" sh -c "\"$N\" render < $BAD > $tmp/page"
render_bad "render of an invalid record from a pipe" "-:$WHY" sh -c "cat $BAD | \"$N\" render > $tmp/page"
"$N" render "$GOOD" > "$tmp/page" 2>"$tmp/err" && [ ! -s "$tmp/err" ] ||
    fail "render of a valid record: $(cat "$tmp/err")"
# A place looked up reads standard input once more, as the page does.
cat "$GOOD" | "$N" render --format svg --at 3 > "$tmp/page" 2>"$tmp/err" && grep -q '<svg' "$tmp/page" ||
    fail "render --at from a pipe: $(cat "$tmp/err")"

[ $fails = 0 ] && echo "cli_writes: all passed"
exit $((fails > 0))
