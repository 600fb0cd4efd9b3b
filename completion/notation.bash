# bash completion for notation(1), the game records tool of libnotation.
#
# Installed as /usr/share/bash-completion/completions/notation (loaded by
# bash-completion the first time "notation" is completed), or sourced by
# hand: . completion/notation.bash
#
# Nothing is listed here that the tool can tell: the commands come from
# "notation --help", each command's long options (and the values of those
# that take a word from a short list, as --format text|json) from
# "notation COMMAND --help", the game ids from "notation rules" and a game's
# rule ids from "notation rules GAME".  Each answer is asked for once per
# shell and kept.  The tool asked is the one being completed (./build/notation
# as well as notation on the PATH).

declare -gA _notation_cache=()

# REPLY: what the command "$@" prints on standard output, from the cache
# when it was asked before.
_notation_ask()
{
    local key
    printf -v key '%q ' "$@"
    if [[ -z ${_notation_cache[$key]+set} ]]; then
        _notation_cache[$key]=$(LC_ALL=C "$@" 2>/dev/null </dev/null)
    fi
    REPLY=${_notation_cache[$key]}
}

# REPLY: the commands, as "notation --help" lists them (the indented lines
# under "Commands:").
_notation_commands()
{
    local tool=$1 line in= words=
    _notation_ask "$tool" --help
    while IFS= read -r line; do
        if [[ $line == Commands:* ]]; then
            in=1
        elif [[ -n $in && $line =~ ^\ +([a-z][a-z0-9-]*)\  ]]; then
            words+=" ${BASH_REMATCH[1]}"
        elif [[ -n $in && -z $line && -n $words ]]; then
            break
        fi
    done <<<"$REPLY"
    REPLY=$words
}

# REPLY: the game ids, from the line "Games: castel ... (and 'common')" of
# "notation rules".
_notation_games()
{
    local tool=$1 line word words=
    _notation_ask "$tool" rules
    while IFS= read -r line; do
        [[ $line == Games:* ]] || continue
        for word in ${line#Games:}; do
            [[ $word == \(* ]] && break
            words+=" $word"
        done
        break
    done <<<"$REPLY"
    REPLY=$words
}

# REPLY: the rule ids of GAME: the first word of each line of
# "notation rules GAME" that starts with an id (game.part.name).
_notation_rule_ids()
{
    local tool=$1 game=$2 line words=
    _notation_ask "$tool" rules "$game"
    while IFS= read -r line; do
        [[ $line =~ ^([a-z][a-z0-9-]*\.[a-z0-9.-]+)\ \  ]] &&
            words+=" ${BASH_REMATCH[1]}"
    done <<<"$REPLY"
    REPLY=$words
}

# For COMMAND, from its --help: _notation_opts (its long options) and
# _notation_args (one line per option taking a value: the option, a space,
# then the value's name as the help writes it: FILE, text|json, ...).
_notation_command_options()
{
    local tool=$1 cmd=$2 opts= args= rest opt arg
    # An option is --word.  One written "--word VALUE" takes a value: one
    # space, then a capitalised name (FILE, N|turn:T), a list of words with
    # | (text|json), or the one word a usage line allows ([--expansion
    # herb-witches]).
    local option='--([a-z][a-z0-9-]*)(.*)'
    local word='[a-z0-9][a-z0-9-]*'
    local value="^[ =]([A-Z][A-Za-z0-9:|]*|$word(\\|$word)+|$word\\])"
    _notation_ask "$tool" "$cmd" --help
    rest=$REPLY
    while [[ $rest =~ $option ]]; do
        opt=--${BASH_REMATCH[1]}
        rest=${BASH_REMATCH[2]}
        [[ " $opts " == *" $opt "* ]] || opts+=" $opt"
        if [[ $rest =~ $value ]]; then
            arg=${BASH_REMATCH[1]%]}
            [[ $'\n'$args == *$'\n'"$opt "* ]] || args+="$opt $arg"$'\n'
        fi
    done
    # Every command also takes these (notation(1)).
    [[ " $opts " == *" --components "* ]] || opts+=" --components"
    [[ " $opts " == *" --help "* ]] || opts+=" --help"
    [[ $'\n'$args == *$'\n'"--components "* ]] || args+="--components FILE"$'\n'
    _notation_opts=$opts
    _notation_args=$args
}

_notation_files()
{
    local cur=$1 dirs=${2:-}
    if declare -F _filedir >/dev/null; then
        if [[ -n $dirs ]]; then _filedir -d; else _filedir; fi
        return
    fi
    compopt -o filenames 2>/dev/null
    if [[ -n $dirs ]]; then
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
    else
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    fi
}

_notation_words()
{
    mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
}

_notation()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev= opt= prefix= tool=${COMP_WORDS[0]}
    COMPREPLY=()

    # The tool being completed, if it can be run; notation otherwise.
    [[ $tool == '~/'* ]] && tool=$HOME/${tool#'~/'}
    type -P -- "$tool" >/dev/null || tool=notation
    type -P -- "$tool" >/dev/null || return 0

    # --opt=value: readline splits it at '=' (COMP_WORDBREAKS).
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    if [[ $cur == = && $prev == --* ]]; then
        opt=$prev cur=
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        opt=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then
        # (where '=' is not a word break: the answers keep "--opt=")
        opt=${cur%%=*} cur=${cur#*=} prefix=${opt}=
    elif [[ $prev == --* ]]; then
        opt=$prev
    fi

    # The command: the first word that is not an option, past
    # --components FILE (which may come before it).
    local i word cmd= cmd_at=0
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ $word == --components ]]; then
            ((i++))
            [[ ${COMP_WORDS[i]} == = ]] && ((i++))
        elif [[ $word != -* && $word != = ]]; then
            cmd=$word cmd_at=$i
            break
        fi
    done

    if [[ -z $cmd ]]; then
        if [[ $opt == --components ]]; then
            _notation_files "$cur"
        elif [[ $cur == -* ]]; then
            _notation_words "--help --version --components" "$cur"
        else
            _notation_commands "$tool"
            _notation_words "$REPLY" "$cur"
        fi
        return 0
    fi

    local _notation_opts _notation_args
    _notation_command_options "$tool" "$cmd"

    # The value of an option that takes one.
    if [[ -n $opt ]]; then
        local arg line
        while IFS= read -r line; do
            [[ ${line%% *} == "$opt" ]] && arg=${line#* } && break
        done <<<"$_notation_args"
        if [[ -n $arg ]]; then
            case $arg in
            GAME)
                _notation_games "$tool"
                _notation_words "$REPLY" "$cur"
                ;;
            FILE | F | LIST | OUT | OUT\|DIR)
                _notation_files "$cur"
                ;;
            DIR)
                _notation_files "$cur" dirs
                ;;
            *[A-Z]*)
                # A number, a step, an expression: nothing to offer.
                ;;
            *)
                _notation_words "${arg//|/ }" "$cur"
                ;;
            esac
            [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
            return 0
        fi
    fi

    if [[ $cur == -* ]]; then
        _notation_words "$_notation_opts" "$cur"
        return 0
    fi

    # notation rules [GAME | common] [RULE-ID], and rules --search WORD [GAME].
    if [[ $cmd == rules ]]; then
        local -a given=()
        local searching=
        for ((i = cmd_at + 1; i < COMP_CWORD; i++)); do
            word=${COMP_WORDS[i]}
            case $word in
            --search | -s)
                searching=1
                ((i++))
                ;;
            -*) ;;
            *) given+=("$word") ;;
            esac
        done
        [[ $prev == --search || $prev == -s ]] && return 0
        if ((${#given[@]} == 0)); then
            _notation_games "$tool"
            local words="$REPLY"
            [[ -z $searching ]] && words+=" common"
            # A rule id alone (notation rules castel.deal.card) once a dot
            # is typed.
            if [[ -z $searching && $cur == *.* ]]; then
                local game all=
                for game in $words; do
                    _notation_rule_ids "$tool" "$game"
                    all+=" $REPLY"
                done
                words=$all
            fi
            _notation_words "$words" "$cur"
        elif ((${#given[@]} == 1)) && [[ -z $searching ]]; then
            _notation_rule_ids "$tool" "${given[0]}"
            _notation_words "$REPLY" "$cur"
        fi
        return 0
    fi

    _notation_files "$cur"
    return 0
} &&
    complete -F _notation notation
