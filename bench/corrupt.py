#!/usr/bin/env python3
"""Corrupted collections for bench/same.sh: seeded, one change each.

usage: corrupt.py SEED COUNT OUTDIR COLLECTION...

Each output is a few games of one of the collections with one corruption:
an attribute's value replaced by another value of the same attribute seen
elsewhere, an element deleted or duplicated, two neighbouring elements
swapped, a tag's name changed, or the bytes cut short.  Written to compare
two builds' output byte for byte (not a test of which corruption is
caught).
"""
import random
import re
import sys

ELEM = re.compile(rb'<[a-z][^<>]*/>')
ATTR = re.compile(rb'([a-z-]+)="([^"]*)"')


def games_of(path):
    data = open(path, 'rb').read()
    head, _, rest = data.partition(b'<game ')
    body = b'<game ' + rest
    tail = b'</games>'
    games = [b'<game ' + g for g in body.split(b'<game ')[1:]]
    games[-1] = games[-1].replace(tail, b'')
    return head, games, tail + b'\n'


def values(games):
    seen = {}
    for g in games[:50]:
        for name, value in ATTR.findall(g):
            seen.setdefault(name, set()).add(value)
    return {k: sorted(v) for k, v in seen.items()}


def corrupt(rng, text, seen):
    elems = list(ELEM.finditer(text))
    if not elems:
        return text
    kind = rng.randrange(6)
    m = elems[rng.randrange(len(elems))]
    s, e = m.span()
    if kind == 0 or kind == 5:
        attrs = list(ATTR.finditer(text, s, e))
        if attrs:
            a = attrs[rng.randrange(len(attrs))]
            choices = seen.get(a.group(1), [b'0'])
            v = choices[rng.randrange(len(choices))]
            return text[:a.start(2)] + v + text[a.end(2):]
    if kind == 1:
        return text[:s] + text[e:]
    if kind == 2:
        return text[:e] + text[s:e] + text[e:]
    if kind == 3:
        i = elems.index(m)
        if i + 1 < len(elems):
            n = elems[i + 1]
            return (text[:s] + text[n.start():n.end()] + text[e:n.start()]
                    + text[s:e] + text[n.end():])
    if kind == 4:
        return text[:rng.randrange(len(text))]
    return text[:s + 1] + b'x' + text[s + 2:]


def main():
    seed, count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    sources = [games_of(p) for p in sys.argv[4:]]
    seens = [values(g) for _, g, _ in sources]
    for i in range(count):
        k = i % len(sources)
        head, games, tail = sources[k]
        start = rng.randrange(max(1, len(games) - 4))
        pick = games[start:start + rng.randrange(1, 5)]
        j = rng.randrange(len(pick))
        pick[j] = corrupt(rng, pick[j], seens[k])
        with open('%s/c%04d.xml' % (out, i), 'wb') as f:
            f.write(head + b''.join(pick) + tail)


main()
