#!/usr/bin/env python3
"""Write a list of small source mutations (issue 28's mutation campaign).

    tools/golden-mutants.py SEED COUNT FILE... > mutants.txt

Each line is FILE, LINE, COLUMN, OLD and NEW, separated by tabs, a one-place change of a comparison, an
arithmetic constant, a seat number or a plural, drawn with SEED among the
code lines of the files (COUNT per file at most).  tools/golden-mutate.sh
applies them one at a time."""
import random
import re
import sys

OPS = [
    (r' == ', ' != '), (r' != ', ' == '), (r' < ', ' <= '), (r' <= ', ' < '),
    (r' > ', ' >= '), (r' >= ', ' > '), (r' \+ 1\b', ' + 2'), (r' - 1\b', ' - 2'),
    (r'\? "s" : ""', '? "" : "s"'), (r'\? "" : "s"', '? "s" : ""'),
    (r'== 1 \?', '== 2 ?'), (r'\b2\b', '3'), (r'\b3\b', '4'), (r' && ', ' || '),
    (r' \|\| ', ' && '), (r'seat \+ 1', 'seat + 2'), (r'\bi \+ 1', 'i + 2'),
]


def candidates(path):
    out = []
    in_comment = False
    for n, line in enumerate(open(path, encoding='utf-8'), 1):
        s = line.strip()
        if in_comment:
            in_comment = '*/' not in s
            continue
        if s.startswith('/*'):
            in_comment = '*/' not in s
            continue
        if not s or s.startswith(('#', '//', '*')) or 'static const' in s:
            continue
        for old, new in OPS:
            for m in re.finditer(old, line):
                out.append((n, m.start(), m.group(0), re.sub(old, new, m.group(0))))
    return out


def main():
    seed, count, files = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    rng = random.Random(seed)
    for f in files:
        c = candidates(f)
        for n, col, old, new in rng.sample(c, min(count, len(c))):
            print(f'{f}\t{n}\t{col}\t{old}\t{new}')


main()
