#!/bin/sh
# The names a section-3 page documents, as "NAME PAGE" lines: every name
# its NAME section lists before "\-" other than the page's own, so that
# make install can give each function a page of its own that sources the
# page it is described in (man nt_position_seek finds nt_position(3)).
# usage: man-links.sh PAGE.3...
set -eu
for page in "$@"; do
    base=$(basename "$page" .3)
    awk '
        /^\.SH/ { inname = ($0 ~ /^\.SH +"?NAME"?$/); next }
        inname {
            line = $0
            done = sub(/\\-.*/, "", line)
            n = split(line, w, /[ ,]+/)
            for (i = 1; i <= n; i++) if (w[i] != "") print w[i]
            if (done) exit
        }
    ' "$page" | while read -r name; do
        [ "$name" = "$base" ] || echo "$name $base"
    done
done
