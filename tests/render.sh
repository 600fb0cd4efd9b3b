#!/bin/sh
# notation render as a reader sees it: a page of each game that is valid
# HTML5 (tidy) with well-formed pictures (xmllint), the pictures' cells
# with what the state holds, an invalid record rendered up to its
# diagnostic; then, when Chromium is installed, each page loaded headless:
# no console error, every picture in the DOM, a screenshot and a PDF with
# the expected number of pages.  DOC_DIR=DIR keeps the screenshots there
# (the README's pictures).
set -u
N=${NOTATION:-build/notation}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0

fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

check() { # name expected-status command...
    name=$1; want=$2; shift 2
    count=$((count + 1))
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" != "$want" ]; then
        fail "$name: exit $got, wanted $want"
        sed 's/^/  | /' "$tmp/err" | head -5
    fi
}

has() { # name file text
    count=$((count + 1))
    grep -qF -- "$3" "$2" || fail "$1: '$3' not in $2"
}

# Every <svg>...</svg> of a page into a file of its own; prints how many.
split_svgs() { # page dir
    awk -v dir="$2" '
        { line = $0
          while (line != "") {
              if (!inside) {
                  i = index(line, "<svg ")
                  if (!i) break
                  line = substr(line, i); inside = 1; n++
                  file = dir "/" n ".svg"
              }
              j = index(line, "</svg>")
              if (!j) { print line > file; break }
              print substr(line, 1, j + 5) > file
              close(file); inside = 0
              line = substr(line, j + 6)
          } }
        END { print n + 0 }' "$1"
}

# The pages of the PDFs Chromium prints (its default paper, Letter here:
# 249 mm inside the page's margins), from the layout (render_page.c): in
# the book style a picture is at most 80 mm tall, so two parts of the
# game and their pictures share a page, or 160 mm when it is taller than
# wide (a Quacks table), one to a page with its part's steps; no page is
# begun for a round.  The compact style sets the parts in two columns;
# the rounds style has one picture per round.
# - Castel, 01: the deal, 9 turns and the end, 11 parts of 1 to 3 short
#   steps, 11 pictures (790 x 540 or 608, 80 mm): two to a page, and the
#   header on the first: 6 pages and the last picture's: 7.
# - Quacks, hw-27: 4 parts (the fortune card, two brews, the
#   evaluation), 4 pictures of two seats (696 x 747, taller than wide:
#   160 mm), one to a page, and the header: 5.
# - Duel, e1: 14 steps, each its own part with its picture (760 x 548,
#   80 mm): two to a page would be 7, but 8 steps have long reasons
#   (the coins, the scale, the buying) that push a picture over: 11.
# - The annotated five-player game (9 rounds, 64 parts, 454 steps, 4
#   variation boxes) was 140 pages (a page begun for each round, every
#   picture full width); in the book style each of its 64 pictures takes
#   160 mm of a page, with its part's steps, and some parts' steps fill
#   a page of their own: 113.  In the compact style (two columns, each
#   picture a column wide, at most 120 mm) and in the rounds style (9
#   pictures, the 454 steps in words, about 9 to a page): under 60.
RENDER_PAGES_CASTEL=7
RENDER_PAGES_QUACKS=5
RENDER_PAGES_DUEL=11
RENDER_PAGES_ANNOTATED=113
RENDER_PAGES_ANNOTATED_MOST_COMPACT=60
RENDER_PAGES_ANNOTATED_MOST_ROUNDS=60

C=fixtures/castel/valid/01-two-players-court.xml
Q=fixtures/quacks/valid/hw-27-bowl.xml
D=fixtures/quacks-duel/valid/e1-seven-step-move.xml

# ------------------------------------------------------------ the pages
for game in castel quacks duel; do
    case $game in castel) f=$C ;; quacks) f=$Q ;; duel) f=$D ;; esac
    check "render $game" 0 "$N" render "$f" -o "$tmp/$game.html"
    count=$((count + 1))
    if command -v tidy >/dev/null 2>&1; then
        tidy -q -e "$tmp/$game.html" 2>"$tmp/tidy" ||
            { fail "$game: tidy finds the page is not clean HTML5"; head -5 "$tmp/tidy"; }
    else
        echo "render: tidy is not installed: HTML5 not checked"
    fi
    mkdir -p "$tmp/$game.svgs"
    n=$(split_svgs "$tmp/$game.html" "$tmp/$game.svgs")
    echo "$n" > "$tmp/$game.count"
    count=$((count + 1))
    [ "$n" -gt 1 ] || fail "$game: the page has $n pictures"
    for s in "$tmp/$game.svgs"/*.svg; do
        xmllint --noout "$s" 2>"$tmp/xml" ||
            { fail "$game: a picture is not well-formed XML: $s"; head -3 "$tmp/xml"; break; }
    done
    has "$game: the header names the rules" "$tmp/$game.html" "Checked with"
    has "$game: the page prints its page numbers" "$tmp/$game.html" "counter(page)"
    count=$((count + 1))
    ! grep -Eq '<link |<script|<img |(src|href)="' "$tmp/$game.html" ||
        fail "$game: the page refers to something outside it"
    count=$((count + 1))
    ! grep -E 'https?://' "$tmp/$game.html" | grep -vq 'http://www.w3.org/2000/svg' ||
        fail "$game: the page names an address other than SVG's namespace"
done
has "Duel: the data set's status is on the page" "$tmp/duel.html" "provisional-1"

# Every valid record of the fixtures renders, every picture of the state
# at its end too.
bad_render=""
for f in fixtures/*/valid/*.xml; do
    "$N" render "$f" -o /dev/null 2>"$tmp/err" || bad_render="$bad_render $f"
    "$N" render --format svg "$f" -o "$tmp/end.svg" 2>>"$tmp/err" &&
        xmllint --noout "$tmp/end.svg" 2>>"$tmp/err" || bad_render="$bad_render $f(svg)"
done
count=$((count + 1))
[ -z "$bad_render" ] || fail "these valid fixtures do not render:$bad_render"

# ------------------------------------------------------- the risk bars
# Beside each draw-or-stop, the risk as a bar as long as the share of the
# bag that would explode.  The rulebook's explosion: Nina decides 5 times
# (her last draw explodes the pot), Lucas 3 times (2 draws, a stop): 8
# bars; before her fatal white 2-chip, 1 of her 5 chips would explode: a
# bar of 59 x 1/5 = 11.8 of its 59.
E=fixtures/quacks/valid/example-2-explosion.xml
check "render the rulebook's explosion" 0 "$N" render "$E" -o "$tmp/ex2.html"
count=$((count + 1))
[ "$(grep -o '<li class="risk">' "$tmp/ex2.html" | wc -l)" -eq 8 ] ||
    fail "the explosion's page has not 8 risk bars"
has "the risk is told beside its bar" "$tmp/ex2.html" '<title>1 of 5 chips would explode</title>'
has "the bar is a fifth long" "$tmp/ex2.html" '<rect x="0.5" y="0.5" width="11.8" height="9" fill="#d55e00"/></svg> 5 chips in the bag; 1 would explode: 20%</li>'
has "no risk, an empty bar" "$tmp/ex2.html" 'stroke="#444"/></svg> 9 chips in the bag; 0 would explode: 0%</li>'

# ---------------------------------------------- variations and marks
# The five-player annotated game, counted from its record by hand: two
# variations of the main line (seat 1's brewing in round 1, after it
# stops on space 8; the evaluation of round 9, after seat 4's buy), each
# with one nested (a white 1 first; seat 1 without its free copy): 4
# boxes, 2 of them inside another, each with the picture of where it
# ends.  Its 5 marks: ? (seat 1's white 3) and ?? (seat 4's yellow 2) in
# the main line, !? (the witch), ! (the white 2) and !! (spending on
# coins) in the variations.
A=fixtures/quacks/valid/annotated-2-5p-herb-witches.xml
check "render the annotated game" 0 "$N" render "$A" -o "$tmp/annotated.html"
count=$((count + 1))
tidy -q -e "$tmp/annotated.html" 2>/dev/null ||
    fail "the annotated page is not clean HTML5"
count=$((count + 1))
[ "$(grep -c '<section class="variation"' "$tmp/annotated.html")" -eq 4 ] ||
    fail "the annotated page has not 4 variation boxes"
# Boxes opened while another is open: the nested ones.
nested=$(grep -oE '<section class="[a-z]+|</section>' "$tmp/annotated.html" |
    awk '/^<section/ { kind[++d] = $0
                       if ($0 ~ /variation/ && inside) n++
                       if ($0 ~ /variation/) inside++ }
         /^<\/section/ { if (kind[d] ~ /variation/) inside--; d-- }
         END { print n + 0 }')
count=$((count + 1))
[ "$nested" -eq 2 ] || fail "the annotated page has $nested nested boxes, wanted 2"
count=$((count + 1))
[ "$(grep -cE 'id="r1-v[0-9]+-state"' "$tmp/annotated.html")" -eq 4 ] ||
    fail "not every variation box ends with its picture"
has "a variation is named as diagnostics name it" "$tmp/annotated.html" \
    '<h3>Variation 1 of round 1, brewing of seat 1</h3>'
has "the evaluation's variation too" "$tmp/annotated.html" \
    '<h3>Variation 1 of round 9, evaluation</h3>'
has "a variation's notes are in its box" "$tmp/annotated.html" \
    '<aside class="note">A white 1 first, and the white 2 still fits: whites worth 7.</aside>'
has "the mark ? beside its step" "$tmp/annotated.html" \
    'seat 1 draws white-3 <span class="mark" title="a mistake">?</span>'
has "the mark !? in a variation" "$tmp/annotated.html" \
    'seat 1 calls the brewing witch <span class="mark" title="interesting">!?</span>'
has "the mark ! in a nested one" "$tmp/annotated.html" \
    'seat 1 draws white-2 <span class="mark" title="good">!</span>'
has "the mark !! within the evaluation" "$tmp/annotated.html" \
    '<span class="mark" title="brilliant">!!</span>'
has "the mark ?? on the main line's buying" "$tmp/annotated.html" \
    'buying (E) <span class="mark" title="a blunder">??</span>'
count=$((count + 1))
[ "$(grep -o 'class="mark"' "$tmp/annotated.html" | wc -l)" -eq 5 ] ||
    fail "the annotated page has not 5 marks"
# Up to step 5 the page stops before seat 1 stops: no variation yet.
check "render the annotated game up to step 5" 0 "$N" render --at 5 "$A" -o "$tmp/at5.html"
count=$((count + 1))
! grep -q 'class="variation"' "$tmp/at5.html" ||
    fail "a variation after --at's step is on the page"
# Every annotated record: as many boxes as <variation>s, marks as marks.
for f in fixtures/*/valid/*annotated*.xml; do
    "$N" render "$f" -o "$tmp/ann.html" 2>/dev/null || { fail "$f does not render"; continue; }
    count=$((count + 1))
    [ "$(grep -c '<section class="variation"' "$tmp/ann.html")" -eq \
      "$(grep -c '<variation>' "$f")" ] || fail "$f: not a box for each variation"
    count=$((count + 1))
    [ "$(grep -o 'class="mark"' "$tmp/ann.html" | wc -l)" -eq \
      "$(grep -o ' mark="' "$f" | wc -l)" ] || fail "$f: not every mark is shown"
done

# ------------------------------------------------------ single pictures
check "svg after step 3" 0 "$N" render --format svg --at 3 "$C" -o "$tmp/c3.svg"
count=$((count + 1))
xmllint --noout "$tmp/c3.svg" || fail "the SVG alone is not well-formed"
count=$((count + 1))
[ "$(grep -o 'data-cell="[a-f][1-6]"' "$tmp/c3.svg" | sort -u | wc -l)" -eq 36 ] ||
    fail "the castle has not 36 squares"
has "the roi stands at c3 with Alice's pawn" "$tmp/c3.svg" 'data-cell="c3" data-label="roi:1"'
has "the soldat at b1 is the last card placed" "$tmp/c3.svg" 'class="cell last" data-cell="b1"'
check "svg at the start" 0 "$N" render --format svg --at 0 "$C" -o "$tmp/c0.svg"
has "nothing on c3 before the first step" "$tmp/c0.svg" 'data-cell="c3" data-label=""'
check "svg of Quacks at the end" 0 "$N" render --format svg "$Q" -o "$tmp/q.svg"
count=$((count + 1))
xmllint --noout "$tmp/q.svg" || fail "the Quacks picture is not well-formed"
check "svg of the Duel" 0 "$N" render --format svg --at 4 "$D" -o "$tmp/d.svg"
count=$((count + 1))
xmllint --noout "$tmp/d.svg" || fail "the Duel picture is not well-formed"

# ----------------------------------------------- labels, names, hands
# Every label of every picture of every valid fixture is at least 10 px
# at 100 % (font-size in user units, drawn one to one).
small=""
for f in fixtures/*/valid/*.xml; do
    "$N" render "$f" 2>/dev/null | grep -oE 'font-size="[0-9.]+"|font-size:[0-9.]+px' |
        tr -d '"px' | awk -F'[=:]' -v f="$f" '$2 + 0 < 10 { print f ": " $0; exit }' >>"$tmp/small"
done
count=$((count + 1))
[ ! -s "$tmp/small" ] || { fail "labels under 10 px"; head -3 "$tmp/small"; }
# A seat's name longer than 18 characters is shortened with an ellipsis
# (Castel's panel), in full in the <title> a reader sees on hover.
sed 's/name="Alice"/name="Alice-Marguerite de Montmorency-Laval"/' "$C" >"$tmp/long.xml"
check "a long name" 0 "$N" render --format svg --at 1 "$tmp/long.xml" -o "$tmp/long.svg"
has "the long name shortened, in full on hover" "$tmp/long.svg" \
    '<title>Alice-Marguerite de Montmorency-Laval</title>Alice-Marguerite… (black)'
# Castel's panel shows each hand the record's deal made: after the deal,
# Alice holds the 9 cards it lists (roi reine dame-de-compagnie
# conseiller-du-roi courtisan chevalier soldat soldat prince), in the
# table's order of cards.
check "Castel after the deal" 0 "$N" render --format svg --at 1 "$C" -o "$tmp/c1.svg"
has "Alice's hand, as dealt" "$tmp/c1.svg" 'hand 9: conseiller-du-roi, courtisan,'
has "Alice's hand, its last cards" "$tmp/c1.svg" 'soldat ×2, chevalier'

# ------------------------------------------------------ invalid records
bad=fixtures/castel/invalid/03-reine-place.xml
check "an invalid record renders up to its error" 1 "$N" render "$bad" -o "$tmp/bad.html"
has "the diagnostic is shown in place" "$tmp/bad.html" 'class="diagnostic" role="alert"'
has "the diagnostic is the validator's" "$tmp/bad.html" "error[castel.reine.place]"
count=$((count + 1))
tidy -q -e "$tmp/bad.html" 2>/dev/null || fail "the page of an invalid record is not clean HTML5"

# ------------------------------------------------------ hostile arguments
check "a step past the end" 2 "$N" render --format svg --at 999 "$C"
has "a step past the end is named" "$tmp/err" "there is no step 999"
check "a missing file" 2 "$N" render "$tmp/nope.xml"
has "a missing file is named" "$tmp/err" "nope.xml"
check "a bad format" 2 "$N" render --format png "$C"
check "a full disk" 2 "$N" render "$C" -o /dev/full
has "a full disk is said" "$tmp/err" "notation.io"
check "no partial page is left" 2 "$N" render "$tmp/nope.xml" -o "$tmp/partial.html"
count=$((count + 1))
[ ! -e "$tmp/partial.html" ] || fail "a page was left behind"

# ------------------------------------------------------------ a browser
browser=""
for b in chromium chromium-browser google-chrome; do
    command -v "$b" >/dev/null 2>&1 && { browser=$b; break; }
done
if [ -z "$browser" ]; then
    echo "render: Chromium is not installed: the browser checks are skipped (apt-get install chromium)"
else
    run_browser() {
        "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
            --no-first-run --user-data-dir="$tmp/profile" "$@"
    }
    # Each page of a PDF as text (pdftotext), one file a page: in reading
    # order (N.txt), and as laid out on the page (N.layout: its last line
    # is the page's foot).
    pdf_pages() { # pdf dir; prints the number of pages
        n=$(pdfinfo "$1" | awk '/^Pages:/ { print $2 }')
        mkdir -p "$2"
        i=1
        while [ "$i" -le "$n" ]; do
            pdftotext -f "$i" -l "$i" "$1" "$2/$i.txt"
            pdftotext -layout -f "$i" -l "$i" "$1" "$2/$i.layout"
            i=$((i + 1))
        done
        echo "$n"
    }
    # No page ends with a heading: the last line of text on each page is
    # none of the page's headings (<h1> to <h4>, as the HTML has them).
    # And each picture is on the page of the step it shows ("The state
    # after step N" where "Step N" is), when it follows that step (not a
    # variation's box put after the step).
    print_checks() { # name pdf html
        dir="$tmp/$1.pages"
        n=$(pdf_pages "$2" "$dir")
        grep -oE '<h[1-4]>[^<]*</h[1-4]>' "$3" | sed -E 's/<[^>]*>//g;
            s/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g' | sort -u >"$tmp/$1.headings"
        count=$((count + 1))
        [ -s "$tmp/$1.headings" ] || fail "$1: no headings found"
        awk '/^<figure class="state/ && prev == "</div>" {
                 if (match($0, /state-[0-9]+"/))
                     print substr($0, RSTART + 6, RLENGTH - 7) }
             { prev = $0 }' "$3" >"$tmp/$1.kept"
        count=$((count + 1))
        [ -s "$tmp/$1.kept" ] || fail "$1: no picture right after its step"
        i=1
        while [ "$i" -le "$n" ]; do
            last=$(grep -v '^[[:space:]]*$' "$dir/$i.layout" | tail -n 1 |
                sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
            if grep -qxF -- "$last" "$tmp/$1.headings"; then
                fail "$1: page $i ends with the heading '$last'"
            fi
            for step in $(grep -oE 'The state after step [0-9]+' "$dir/$i.txt" |
                          awk '{ print $NF }'); do
                grep -qx "$step" "$tmp/$1.kept" || continue
                grep -qE "^Step $step( |\$)" "$dir/$i.txt" ||
                    fail "$1: the picture after step $step is not on its step's page ($i)"
            done
            i=$((i + 1))
        done
        count=$((count + 1))
    }
    for game in castel quacks duel; do
        page="file://$tmp/$game.html"
        count=$((count + 1))
        run_browser --enable-logging=stderr --v=0 --dump-dom "$page" \
            >"$tmp/$game.dom" 2>"$tmp/$game.log" || fail "$game: the browser failed"
        if grep -q 'CONSOLE' "$tmp/$game.log"; then
            fail "$game: the console has messages"; grep 'CONSOLE' "$tmp/$game.log" | head -3
        fi
        count=$((count + 1))
        [ "$(grep -o '<svg ' "$tmp/$game.dom" | wc -l)" -eq "$(cat "$tmp/$game.count")" ] ||
            fail "$game: the browser's page has not every picture"
        count=$((count + 1))
        [ "$(grep -o 'data-cell="' "$tmp/$game.dom" | wc -l)" -eq \
          "$(grep -o 'data-cell="' "$tmp/$game.html" | wc -l)" ] ||
            fail "$game: the browser's page has not every square or space"
        case $game in
        castel) cell='data-cell="c3" data-label="roi:1"' ;;
        quacks) cell='data-cell="seat 1 bag"' ;;
        duel) cell='data-cell="path park"' ;;
        esac
        has "$game: the browser's page shows $cell" "$tmp/$game.dom" "$cell"
        count=$((count + 1))
        run_browser --window-size=1000,1500 --screenshot="$tmp/$game.png" "$page" \
            >/dev/null 2>&1 && [ -s "$tmp/$game.png" ] || fail "$game: no screenshot"
        count=$((count + 1))
        run_browser --no-pdf-header-footer --print-to-pdf="$tmp/$game.pdf" "$page" \
            >/dev/null 2>&1 && [ -s "$tmp/$game.pdf" ] || fail "$game: no PDF"
        if command -v pdfinfo >/dev/null 2>&1; then
            pages=$(pdfinfo "$tmp/$game.pdf" | awk '/^Pages:/ { print $2 }')
            case $game in
            castel) want=$RENDER_PAGES_CASTEL ;;
            quacks) want=$RENDER_PAGES_QUACKS ;;
            duel) want=$RENDER_PAGES_DUEL ;;
            esac
            count=$((count + 1))
            [ "$pages" = "$want" ] || fail "$game: the PDF has $pages pages, wanted $want"
        fi
        command -v pdftotext >/dev/null 2>&1 &&
            print_checks "$game" "$tmp/$game.pdf" "$tmp/$game.html"
        if [ -n "${DOC_DIR:-}" ]; then
            mkdir -p "$DOC_DIR" && cp "$tmp/$game.png" "$DOC_DIR/render-$game.png"
        fi
    done
    # The annotated game: its boxes load, and print on a stable count of
    # pages (each box closed on every page it spans).
    page="file://$tmp/annotated.html"
    count=$((count + 1))
    run_browser --enable-logging=stderr --v=0 --dump-dom "$page" \
        >"$tmp/annotated.dom" 2>"$tmp/annotated.log" || fail "annotated: the browser failed"
    ! grep -q 'CONSOLE' "$tmp/annotated.log" || fail "annotated: the console has messages"
    count=$((count + 1))
    [ "$(grep -c '<section class="variation"' "$tmp/annotated.dom")" -eq 4 ] ||
        fail "annotated: the browser's page has not its 4 boxes"
    count=$((count + 1))
    run_browser --no-pdf-header-footer --print-to-pdf="$tmp/annotated.pdf" "$page" \
        >/dev/null 2>&1 && [ -s "$tmp/annotated.pdf" ] || fail "annotated: no PDF"
    if command -v pdfinfo >/dev/null 2>&1; then
        pages=$(pdfinfo "$tmp/annotated.pdf" | awk '/^Pages:/ { print $2 }')
        count=$((count + 1))
        [ "$pages" = "$RENDER_PAGES_ANNOTATED" ] ||
            fail "annotated: the PDF has $pages pages, wanted $RENDER_PAGES_ANNOTATED"
    fi
    command -v pdftotext >/dev/null 2>&1 &&
        print_checks annotated "$tmp/annotated.pdf" "$tmp/annotated.html"
    # The compact and rounds styles of the same game: far fewer pages.
    for style in compact rounds; do
        check "render the annotated game, $style" 0 "$N" render --style "$style" "$A" \
            -o "$tmp/annotated-$style.html"
        count=$((count + 1))
        run_browser --no-pdf-header-footer --print-to-pdf="$tmp/annotated-$style.pdf" \
            "file://$tmp/annotated-$style.html" >/dev/null 2>&1 &&
            [ -s "$tmp/annotated-$style.pdf" ] || fail "annotated, $style: no PDF"
        command -v pdfinfo >/dev/null 2>&1 || continue
        pages=$(pdfinfo "$tmp/annotated-$style.pdf" | awk '/^Pages:/ { print $2 }')
        case $style in
        compact) most=$RENDER_PAGES_ANNOTATED_MOST_COMPACT ;;
        rounds) most=$RENDER_PAGES_ANNOTATED_MOST_ROUNDS ;;
        esac
        count=$((count + 1))
        [ "$pages" -le "$most" ] ||
            fail "annotated, $style: the PDF has $pages pages, wanted $most at most"
        command -v pdftotext >/dev/null 2>&1 &&
            print_checks "annotated-$style" "$tmp/annotated-$style.pdf" "$tmp/annotated-$style.html"
    done
fi

echo "render: $count checks, $fails failed"
[ "$fails" -eq 0 ]
