#!/bin/sh
# The linker's version script for libnotation.so: the functions the public
# headers declare are exported, nothing else (the library's own modules
# call each other under nt_ names too, but those are not its interface).
# usage: export-map.sh HEADER... > notation.map
set -eu
echo "NOTATION_1 {"
echo "  global:"
grep -ohE '\bnt_[a-z0-9_]+ *\(' "$@" | tr -d ' (' | sort -u |
    sed 's/.*/    &;/'
echo "  local: *;"
echo "};"
