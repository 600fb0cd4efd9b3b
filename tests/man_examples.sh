#!/bin/sh
# The XML examples of the man pages, as a reader sees them, are records the
# toolkit accepts.  Run from the top of the source tree:
#
#     NOTATION=build/notation sh tests/man_examples.sh
#
# How it works.  Each page (man/*.1, man/*.5) is copied with a marker line
# put inside every .EX/.EE block ("@@EX n game" first, "@@EE n" last) and
# the copy is rendered with man -l, as a reader would (LC_ALL=C.UTF-8,
# MANWIDTH=80): the markers give each block's exact bounds in the rendered
# text, and the game section it stands in (CASTEL..., QUACKS..., THE
# DUEL..., THE DUEL'S COMPONENT DATA).  A block whose first line starts
# with '<' is an XML example:
#
#   - a complete record (its first element <game> or <games>) is validated
#     twice, by the engine alone and with --schema; both must accept it, and
#     report one "ok" line for each <game> it holds;
#   - a fragment (a <turn>, a <setup>, a <draw> shown alone) cannot be
#     replayed without the game around it, so it is put into a minimal
#     record of its game at the place the grammar gives it (a <turn> after
#     a deal, an effect inside a <place>, a <buy> inside an <evaluation>,
#     ...) and that record must be well-formed XML accepted by the schema:
#     checked with "notation validate --schema --keep-going" (which reports
#     the schema's verdict after the engine's; the engine's own complaints
#     about the made-up game are ignored) and, when installed, with xmllint
#     --relaxng against schemas/notation.rng.  A fragment whose element has
#     no place below fails, so that a new kind of example gets one;
#   - in the section on the Duel's component data an example is part of a
#     data set: <book>s take the place of the books of the same colour and
#     set in schemas/quacks-duel-provisional-1.xml, effect elements become
#     the effect of its red book of set I (a whole <components> is taken
#     as it is), and the data set so made must load ("notation
#     --components FILE rules quacks-duel") and, when xmllint is installed,
#     follow schemas/quacks-duel-components.rng.
#
# The number of XML blocks in each page's source is counted apart (from the
# roff text, without rendering) and compared with what was extracted and
# checked: a block lost in rendering fails, and notation(5) must hold at
# least MIN_RECORDS complete records (the collection, the Castel example,
# the Quacks example, the Duel example), so the test cannot pass by finding
# nothing.
set -u
N=${NOTATION:-build/notation}
# absolute: the verdicts are read from a directory of their own
case $N in /*) ;; *) N=$(pwd)/$N ;; esac
MIN_RECORDS=4
DATASET=schemas/quacks-duel-provisional-1.xml
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=0
fails=0

fail() {
    echo "FAIL: $*"
    fails=$((fails + 1))
}

if ! command -v man >/dev/null 2>&1; then
    echo "man-examples: man is not installed (make check installs man-db)"
    exit 1
fi
if [ ! -x "$N" ]; then
    echo "man-examples: $N is not built"
    exit 1
fi
have_xmllint=0
command -v xmllint >/dev/null 2>&1 && have_xmllint=1

# kind FILE: none (not XML), record (<game> or <games>) or the name of the
# fragment's first element.  Works on roff source and on rendered text
# alike (backslashes, as in <send\-back>, are dropped).
kind() {
    first=$(sed -n '/[^ ]/{s/^ *//;p;q;}' "$1")
    case $first in
    '<'*) ;;
    *) echo none; return ;;
    esac
    root=$(grep -v '^ *<[?!]' "$1" | sed -n '/[^ ]/{p;q;}' | tr -d '\\' |
        sed 's/^ *<\([A-Za-z][A-Za-z0-9-]*\).*/\1/')
    case $root in
    game | games) echo record ;;
    *) echo "$root" ;;
    esac
}

# skeleton GAME ROOT FILE: a minimal record of GAME with the fragment in
# FILE where the grammar puts an element ROOT; nothing if it has no place.
skeleton() {
    game=$1 root=$2 frag=$3
    [ "$game" = - ] && game=castel # <meta> and the like: any game's grammar
    g="<game xmlns=\"urn:libnotation:1\" rules=\"$game\" version=\"1\">"
    pre=$g post=
    if [ "$game" = quacks-duel ]; then
        # A first game (no <deck>), so that the engine's complaints about
        # the made-up game, shown when the schema fails, are about it.
        books='<components dataset="provisional-1"/><books blue="I" red="I"'
        books="$books"' green="I" pink="I" yellow="I" purple="I"/>'
        books="$books"'<coins>silver gold</coins></setup>'
        setup="<setup start=\"1\" first-game=\"yes\">$books"
        round='<round n="1" tosser="1">'
        tossed="$round"'<toss coin="silver" face="B2"/>'
        tossed="$tossed"'<toss coin="gold" face="B1"/>'
        keyed=no
        grep -q "<$root[^>]* seat=" "$frag" && keyed=yes
        case $root:$keyed in
        meta:*) post="$setup<unfinished/></game>" ;;
        setup:*) post='<unfinished/></game>' ;;
        deck:*)
            pre="$g<setup start=\"1\">$books" post='<unfinished/></game>' ;;
        round:* | drawoff:* | result:* | unfinished:* | note:*)
            pre="$g$setup" post='</game>' ;;
        toss:*) pre="$g$setup$round" post='</round></game>' ;;
        pick:* | turn:* | effects:* | scale:* | buying:* | standing:*)
            pre="$g$setup$tossed" post='</round></game>' ;;
        draw:no | use:* | pay:* | end:* | purge:* | upgrade:* | take:* | \
            return:* | remove:* | reveal:* | place:* | branch:* | \
            accept:* | explosion:* | cancel:*)
            pre="$g$setup$tossed<turn seat=\"1\">"
            post='</turn></round></game>' ;;
        draw:yes) pre="$g$setup<drawoff>" post='</drawoff></game>' ;;
        offer:*)
            pre="$g$setup$tossed<scale>"
            post='<choose seat="2" pan="card"/></scale></round></game>' ;;
        choose:*)
            pre="$g$setup$tossed<scale><offer seat=\"1\" markers=\"0 0\"/>"
            post='</scale></round></game>' ;;
        buy:* | second:*)
            pre="$g$setup$tossed<buying>" post='</buying></round></game>' ;;
        *) return 1 ;;
        esac
    elif [ "$game" = castel ]; then
        setup='<setup players="2"/>'
        deal='<deal><hand>roi</hand><pile>reine</pile></deal>'
        place='<turn><place card="roi" at="c3">'
        case $root in
        meta) post="$setup$deal</game>" ;;
        setup) post="$deal</game>" ;;
        deal) pre="$g$setup" post='</game>' ;;
        turn | result | note) pre="$g$setup$deal" post='</game>' ;;
        draw | exchange | place | hand | exchange-cards)
            pre="$g$setup$deal<turn>" post='</turn></game>' ;;
        send-back | kill | to-exchange | remove-pawn | move-out | \
            replace-pawn | swap | swap-pawns | move | move-king | \
            move-knight | summon | trade | give | take | send | pass | pawn)
            pre="$g$setup$deal$place" post='</place></turn></game>' ;;
        *) return 1 ;;
        esac
    else
        setup='<setup players="2"/>'
        fortune='<fortune card="alms"/>'
        keyed=no
        grep -q "<$root[^>]* seat=" "$frag" && keyed=yes
        case $root:$keyed in
        meta:*) post="$setup<unfinished/></game>" ;;
        setup:*) post='<unfinished/></game>' ;;
        witches:*) pre="$g$setup" post='<unfinished/></game>' ;;
        round:*) pre="$g$setup" post='</game>' ;;
        result:* | note:*) pre="$g$setup<round>$fortune</round>" post='</game>' ;;
        fortune:*) pre="$g$setup<round>" post='</round></game>' ;;
        brew:* | strong:* | schadenfreude:* | evaluation:* | standing:*)
            pre="$g$setup<round>$fortune" post='</round></game>' ;;
        draw:* | flask:* | stir:* | restart:* | add:* | return:* | aside:* | \
            start:* | end:* | witch:no)
            pre="$g$setup<round>$fortune<brew>" post='</brew></round></game>' ;;
        roll:* | droplet:* | green:* | purple:* | exploded:* | buy:* | \
            spend:* | upgrade:* | copy:* | witch:yes)
            pre="$g$setup<round>$fortune<evaluation>"
            post='</evaluation></round></game>' ;;
        choose:* | reveal:yes)
            pre="$g$setup<round><fortune card=\"choose-wisely\">"
            post='</fortune></round></game>' ;;
        reveal:no | place:*)
            pre="$g$setup<round>$fortune<brew><draw chip=\"blue-1\">"
            post='</draw></brew></round></game>' ;;
        *) return 1 ;;
        esac
    fi
    printf '%s\n' "$pre"
    cat "$frag"
    printf '%s\n' "$post"
}

check_record() { # page n file
    where="$1 example $2"
    games=$(grep -c '<game[ >]' "$3")
    count=$((count + 1))
    if "$N" validate --no-progress "$3" >"$tmp/out" 2>&1 &&
        [ "$(grep -c ': ok: ' "$tmp/out")" -eq "$games" ]; then
        :
    else
        fail "$where: the engine does not accept it"
        sed 's/^/  | /' "$tmp/out" | head -5
    fi
    count=$((count + 1))
    if "$N" validate --no-progress --schema "$3" >"$tmp/out" 2>&1 &&
        [ "$(grep -c ': ok: ' "$tmp/out")" -eq "$games" ]; then
        :
    else
        fail "$where: not accepted with --schema"
        sed 's/^/  | /' "$tmp/out" | head -5
    fi
}

# check_verdict PAGE N RECORD NEXT: when the block after a complete record
# is what validate prints of it ("game.xml:2: ok: ..." with no command
# line), the record saved under that name must give those words (the page
# wraps long lines by hand: compared word by word); a verdict naming a
# fixture of that name (the text points to it) is the fixture's.
verdicts=0
check_verdict() {
    [ -f "$4" ] || return 0
    grep -q '^\$ ' "$4" && return 0
    name=$(sed -n '1s/^\([A-Za-z0-9_.-]*\.xml\):[0-9][0-9:]* \(ok\|error\).*/\1/p' "$4")
    [ -n "$name" ] || return 0
    count=$((count + 1))
    verdicts=$((verdicts + 1))
    mkdir -p "$tmp/verdict"
    # A verdict on a fixture the text names (73-die.xml) is the fixture's.
    fixture=$(find fixtures -name "$name" | head -n 1)
    cp "${fixture:-$3}" "$tmp/verdict/$name"
    (cd "$tmp/verdict" && "$N" validate --no-progress "$name") \
        >"$tmp/verdict.out" 2>&1
    if [ "$(tr -s ' \n' '  ' <"$tmp/verdict.out")" != "$(tr -s ' \n' '  ' <"$4")" ]; then
        fail "$1 example $2: validate says otherwise than the page:"
        sed 's/^/  | page: /' "$4" | head -3
        sed 's/^/  | tool: /' "$tmp/verdict.out" | head -3
    fi
    rm -f "$tmp/verdict/$name"
}

check_fragment() { # page n game root file
    where="$1 example $2 (<$4>, $3)"
    count=$((count + 1))
    if ! skeleton "$3" "$4" "$5" >"$tmp/skel.xml"; then
        fail "$where: this test has no place for a <$4> fragment"
        return
    fi
    "$N" validate --no-progress --schema --keep-going "$tmp/skel.xml" \
        >"$tmp/out" 2>&1
    if grep -Eq 'error\[notation\.(xml|schema|namespace|root|empty)\]' \
        "$tmp/out"; then
        fail "$where: not well-formed or refused by the schema"
        grep 'error\[notation\.' "$tmp/out" | sed 's/^/  | /' | head -5
    fi
    if [ "$have_xmllint" = 1 ]; then
        count=$((count + 1))
        if ! xmllint --noout --relaxng schemas/notation.rng "$tmp/skel.xml" \
            >"$tmp/out" 2>&1; then
            fail "$where: xmllint --relaxng refuses it"
            sed 's/^/  | /' "$tmp/out" | head -5
        fi
    fi
}

# dataset ROOT FILE: a component data set of the Duel made with the example
# in FILE (see the top); nothing if its element has no place in one.
# A data set made from provisional-1 takes an id of its own (duel.data.id).
S_own_id() { sed 's/ id="provisional-1"/ id="example-1"/'; }

dataset() {
    root=$1 frag=$2
    case $root in
    components) cat "$frag" ;;
    book)
        # The fragment's books replace those of the same colour and set.
        awk -v frag="$frag" '
            function key(line,   c, s) {
                c = line; sub(/.*colour="/, "", c); sub(/".*/, "", c)
                s = ""
                if (line ~ /set="/) {
                    s = line; sub(/.*set="/, "", s); sub(/".*/, "", s)
                }
                return c "/" s
            }
            BEGIN {
                while ((getline l < frag) > 0) {
                    body = body l "\n"
                    if (l ~ /<book /) drop[key(l)] = 1
                }
            }
            /<upgrade-fail/ { printf "%s", body }
            skip { if ($0 ~ /<\/book>/) skip = 0; next }
            /<book / && (key($0) in drop) {
                if ($0 !~ /<\/book>/ && $0 !~ /<book[^>]*\/>/) skip = 1
                next
            }
            { print }
        ' "$DATASET" | S_own_id ;;
    gold | upgrade | patient | push | stand | take | return | \
        remove-white-1 | draw-extra | choice | pay | if-neck-has | \
        per-neck | if-last-white)
        # The effect of red book I becomes the fragment.
        awk -v frag="$frag" '
            skip { if ($0 ~ /<\/book>/) { skip = 0; print } ; next }
            /<book colour="red" set="I"/ {
                print
                while ((getline l < frag) > 0) print l
                skip = 1
                next
            }
            { print }
        ' "$DATASET" | S_own_id ;;
    *) return 1 ;;
    esac
}

check_data() { # page n root file
    where="$1 example $2 (<$3>, component data)"
    count=$((count + 1))
    if ! dataset "$3" "$4" >"$tmp/data.xml"; then
        fail "$where: this test has no place for a <$3> example"
        return
    fi
    if ! "$N" --components "$tmp/data.xml" rules quacks-duel \
        >/dev/null 2>"$tmp/out"; then
        fail "$where: the data set made with it does not load"
        sed 's/^/  | /' "$tmp/out" | head -5
    fi
    if [ "$have_xmllint" = 1 ]; then
        count=$((count + 1))
        if ! xmllint --noout --relaxng schemas/quacks-duel-components.rng \
            "$tmp/data.xml" >"$tmp/out" 2>&1; then
            fail "$where: xmllint --relaxng refuses the data set"
            sed 's/^/  | /' "$tmp/out" | head -5
        fi
    fi
}

records_in_notation5=0
for page in man/*.1 man/*.5; do
    base=$(basename "$page")
    dir="$tmp/$base.d"
    mkdir -p "$dir"
    # The source, each example block saved apart and marked in a copy.
    awk -v dir="$dir" '
        /^\.SH/ {
            g = "-"
            if ($0 ~ /DUEL/) g = $0 ~ /DATA/ ? "duel-data" : "quacks-duel"
            else if ($0 ~ /CASTEL/) g = "castel"
            else if ($0 ~ /QUACKS/) g = "quacks"
        }
        /^\.EX *$/ {
            print; n++; inex = 1
            f = dir "/src." n
            printf "" > f
            print "@@EX " n " " g
            next
        }
        /^\.EE *$/ {
            if (inex) { print "@@EE " n; close(f) }
            inex = 0; print; next
        }
        inex { print > f }
        { print }
    ' "$page" >"$dir/$base"
    LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$dir/$base" >"$dir/rendered" 2>/dev/null
    # The rendered blocks, without the indentation of their marker.
    : >"$dir/list"
    awk -v dir="$dir" '
        /^ *@@EX / {
            match($0, /^ */); ind = RLENGTH
            f = dir "/out." $2; printf "" > f; inb = 1
            print $2, $3 >> (dir "/list")
            next
        }
        /^ *@@EE / { inb = 0; close(f); next }
        inb {
            line = $0
            if (substr(line, 1, ind) ~ /^ *$/) line = substr(line, ind + 1)
            else sub(/^ +/, "", line)
            print line > f
        }
    ' "$dir/rendered"
    src_xml=0 src_records=0 seen=0
    for src in "$dir"/src.*; do
        [ -e "$src" ] || continue
        n=${src##*.}
        k=$(kind "$src")
        [ "$k" = none ] && continue
        src_xml=$((src_xml + 1))
        [ "$k" = record ] && src_records=$((src_records + 1))
        out="$dir/out.$n"
        count=$((count + 1))
        if [ ! -f "$out" ]; then
            fail "$page example $n: not found in the rendered page"
            continue
        fi
        rk=$(kind "$out")
        if [ "$rk" != "$k" ]; then
            fail "$page example $n: a <$k> in the source, <$rk> as rendered"
            continue
        fi
        seen=$((seen + 1))
        game=$(awk -v n="$n" '$1 == n { print $2 }' "$dir/list")
        if [ "$game" = duel-data ]; then
            check_data "$page" "$n" "$k" "$out"
        elif [ "$k" = record ]; then
            check_record "$page" "$n" "$out"
            check_verdict "$page" "$n" "$out" "$dir/out.$((n + 1))"
        else
            check_fragment "$page" "$n" "$game" "$k" "$out"
        fi
    done
    count=$((count + 1))
    if [ "$seen" -lt "$src_xml" ]; then
        fail "$page: $src_xml XML examples in the source, $seen checked"
    fi
    [ "$base" = notation.5 ] && records_in_notation5=$src_records
    [ "$src_xml" -gt 0 ] &&
        echo "man-examples: $page: $src_xml XML examples ($src_records records), $seen checked"
done

count=$((count + 1))
if [ "$records_in_notation5" -lt "$MIN_RECORDS" ]; then
    fail "man/notation.5 holds $records_in_notation5 complete records, fewer than $MIN_RECORDS"
fi
[ "$have_xmllint" = 1 ] ||
    echo "man-examples: xmllint is not installed; fragments were checked by notation --schema only"

count=$((count + 1))
if [ "$verdicts" -lt 2 ]; then
    fail "only $verdicts verdicts shown after a record were compared (notation(5) shows two at least)"
fi
echo "man-examples: $count checks ($verdicts verdicts shown after a record), $fails failed"
[ "$fails" -eq 0 ]
