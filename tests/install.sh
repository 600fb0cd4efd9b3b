#!/bin/sh
# make install puts every piece where PREFIX and DESTDIR say, and a program
# builds and runs against the installed header and library.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A make of its own: not the sanitizer build a calling make may be running
# (make exports the variables of its command line, SANITIZE among them, so
# they are set again here), and it works on a fresh clone too.
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory -s install \
    BUILD=build SANITIZE= OPT=-O2 CFLAGS= LDFLAGS= \
    DESTDIR="$tmp/stage" PREFIX=/opt/nt >/dev/null
root="$tmp/stage/opt/nt"
for f in bin/notation lib/libnotation.a lib/libnotation.so lib/libnotation.so.1 \
         include/notation.h include/notation_position.h include/notation_render.h \
         lib/pkgconfig/notation.pc \
         share/man/man3/nt_position.3 \
         share/libnotation/schemas/castel.rng share/man/man1/notation.1 \
         share/libnotation/examples/alice.xml share/libnotation/examples/duel.xml \
         share/man/man1/notation-validate.1 share/man/man5/notation.5; do
    [ -e "$root/$f" ] || { echo "install: $f is missing"; exit 1; }
done
# Every function of the public headers has a page of its own in section 3
# (a link to the page that describes it): man nt_reader_new finds it.
for f in $(sh tools/export-map.sh libnotation/include/*.h |
           sed -n 's/^    \(nt_[a-z0-9_]*\);$/\1/p'); do
    [ -f "$root/share/man/man3/$f.3" ] ||
        { echo "install: no page for $f in section 3"; exit 1; }
    LC_ALL=C.UTF-8 MANWIDTH=80 MANPATH="$root/share/man" man 3 "$f" 2>/dev/null |
        grep -q "$f" || { echo "install: man 3 $f does not show it"; exit 1; }
done
grep -q '^prefix=/opt/nt$' "$root/lib/pkgconfig/notation.pc" ||
    { echo "install: notation.pc does not honour PREFIX"; exit 1; }
cat > "$tmp/use.c" <<'C'
#include <notation.h>
#include <stdio.h>
#include <string.h>
static int seen(const nt_record *r, void *user)
{
    (void)user;
    printf("%s %s\n", r->valid ? "valid" : "invalid", r->summary ? r->summary : "");
    return 0;
}
int main(int argc, char **argv)
{
    nt_options o;
    char *err = NULL;
    nt_options_init(&o);
    o.on_record = seen;
    nt_reader *r = nt_reader_new(&o, &err);
    if (!r || argc < 2)
        return 2;
    int rc = nt_reader_file(r, argv[1]);
    nt_reader_free(r);
    return strcmp(nt_game_id(nt_game_find("castel")), "castel") ? 3 : rc;
}
C
cc -std=c11 -I"$root/include" "$tmp/use.c" -L"$root/lib" -lnotation \
    $(pkg-config --libs libxml-2.0 zlib) -o "$tmp/use"
out=$(LD_LIBRARY_PATH="$root/lib" "$tmp/use" fixtures/castel/valid/07-five-players-race.xml)
[ "$out" = "valid seat 1 (Olivia) wins in turn 26" ] ||
    { echo "install: the program printed '$out'"; exit 1; }

# The shared library exports the public headers' functions and nothing
# else.
nm -D --defined-only "$root/lib/libnotation.so" | awk '$2 == "T" { print $3 }' |
    sed 's/@.*//' | sort > "$tmp/exported"
sh tools/export-map.sh "$root"/include/notation*.h |
    sed -n 's/^    \(nt_[a-z0-9_]*\);$/\1/p' | sort > "$tmp/public"
cmp -s "$tmp/exported" "$tmp/public" ||
    { echo "install: the library exports other functions than the headers declare:";
      diff "$tmp/public" "$tmp/exported" | head; exit 1; }

# The example of nt_position(3), built through pkg-config against the
# installed library, drives a whole game of each game through the API and
# ends with the result validate gives.
# (staged under DESTDIR: the prefix the .pc file names is moved there)
pc() { PKG_CONFIG_PATH="$root/lib/pkgconfig" pkg-config \
    --define-variable=prefix="$root" "$@" notation; }
pc --cflags >/dev/null
cc -std=c11 -Wall -Wextra -Werror tests/example_position.c $(pc --cflags --libs) \
    -o "$tmp/example"
"$root/bin/notation" generate --game quacks --players 4 --seed 12 > "$tmp/quacks.xml"
"$root/bin/notation" generate --game quacks --players 5 --seed 12 \
    --expansion herb-witches > "$tmp/witches.xml"
"$root/bin/notation" generate --game quacks-duel --players 2 --seed 12 > "$tmp/duel.xml"
for f in fixtures/castel/valid/07-five-players-race.xml \
         "$tmp/quacks.xml" "$tmp/witches.xml" "$tmp/duel.xml" \
         fixtures/quacks-duel/valid/e1-seven-step-move.xml; do
    # An unfinished record has no result (replay says so in words).
    want=$("$root/bin/notation" replay "$f" | sed -n 's/^Result: //p' |
        grep -v 'no result$' || true)
    got=$(LD_LIBRARY_PATH="$root/lib" "$tmp/example" "$f") ||
        { echo "install: the example fails on $f"; exit 1; }
    case "$got" in
    *"; ${want:-no result: the game goes on}") ;;
    *) echo "install: the example gives '$got' for $f, replay '$want'"; exit 1 ;;
    esac
done
# Installed for real under a prefix of its own (no DESTDIR), a program
# built as nt_reader(3) builds its example starts as built: notation.pc
# gives the run path, and nothing is asked of LD_LIBRARY_PATH.
own="$tmp/own"
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory -s install \
    BUILD=build SANITIZE= OPT=-O2 CFLAGS= LDFLAGS= PREFIX="$own" >/dev/null
grep -q -- "-Wl,-rpath,\${libdir}" "$own/lib/pkgconfig/notation.pc" ||
    { echo "install: notation.pc gives no run path for $own"; exit 1; }
cc -std=c11 -Wall -Wextra -Werror tests/example_reader.c \
    $(PKG_CONFIG_PATH="$own/lib/pkgconfig" pkg-config --cflags --libs notation) \
    -o "$tmp/verdict"
got=$(env -u LD_LIBRARY_PATH "$tmp/verdict" fixtures/castel/valid/07-five-players-race.xml) ||
    { echo "install: the program built against $own does not start"; exit 1; }
[ "$got" = "fixtures/castel/valid/07-five-players-race.xml:2: castel: seat 1 (Olivia) wins in turn 26
0 invalid" ] || { echo "install: the program printed '$got'"; exit 1; }
# Under /usr (as the Debian packages install it) no run path is given.
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory -s install \
    BUILD=build SANITIZE= OPT=-O2 CFLAGS= LDFLAGS= \
    DESTDIR="$tmp/usr-stage" PREFIX=/usr >/dev/null
! grep -q rpath "$tmp/usr-stage/usr/lib/pkgconfig/notation.pc" ||
    { echo "install: notation.pc gives a run path under /usr"; exit 1; }

# The Python package: installed where the system's python3 reads the
# prefix's packages, and reading a record through the installed library
# (the fixture states its winner: seat 1).
site=$(find "$root/lib" -type f -name __init__.py -path '*-packages/notation/*' | head -n 1)
[ -n "$site" ] || { echo "install: the Python package is missing"; exit 1; }
got=$(PYTHONPATH="$(dirname "$(dirname "$site")")" \
    NOTATION_LIBRARY="$root/lib/libnotation.so.1" /usr/bin/python3 -c '
import sys, notation
r = notation.read_one(sys.argv[1])
print(r.valid, r.winners)' fixtures/castel/valid/07-five-players-race.xml) ||
    { echo "install: the installed Python package fails"; exit 1; }
[ "$got" = "True (1,)" ] ||
    { echo "install: the Python package read '$got'"; exit 1; }
echo "install: ok"
