# Shared by the command-line tests (sourced, not run): their counters
# `count` and `fails` and their scratch directory `tmp` are the caller's.
#
# exact NAME STATUS COMMAND... : stdout then stderr must be the text on
# standard input of this function, exactly.
exact() {
    name=$1; want=$2; shift 2
    count=$((count + 1))
    cat > "$tmp/want"
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    cat "$tmp/out" "$tmp/err" > "$tmp/got"
    if [ "$got" != "$want" ] || ! cmp -s "$tmp/want" "$tmp/got"; then
        echo "FAIL: $name: exit $got (wanted $want)"
        diff "$tmp/want" "$tmp/got" | sed 's/^/  | /' | head -20
        fails=$((fails + 1))
    fi
}
