"""Variations and marks, on fixtures/castel/valid/15-annotated-variations.xml:
every expected value is read from the file's text (or from the command
line), never from the package."""

from __future__ import annotations

import json
import re
from typing import Dict, List, Tuple

import pytest

import notation
from conftest import REPO

PATH = "fixtures/castel/valid/15-annotated-variations.xml"
TEXT = (REPO / PATH).read_text(encoding="utf-8").splitlines()


def line_of(n: int) -> str:
    return TEXT[n - 1]


def marks_in_text() -> Dict[int, str]:
    """Line -> the mark its element carries."""
    out = {}
    for n, text in enumerate(TEXT, 1):
        m = re.search(r'\smark="([^"]+)"', text)
        if m:
            out[n] = m.group(1)
    return out


def variations_in_text() -> List[Tuple[int, int, int, int]]:
    """(line of <variation>, its depth, line of its first move, line of
    </variation>): the first move is the first element inside it that is
    neither a note nor a turn that holds the moves."""
    out = []
    stack: List[list] = []
    for n, text in enumerate(TEXT, 1):
        tag = text.strip()
        if tag == "<variation>":
            stack.append([n, len(stack) + 1, 0])
            continue
        if tag == "</variation>":
            v, depth, first = stack.pop()
            out.append((v, depth, first, n))
            continue
        if stack and not stack[-1][2] and tag.startswith("<") \
                and not tag.startswith("</") \
                and not re.match(r"<(note|turn)\b", tag):
            stack[-1][2] = n
    return sorted(out)


MARKS = marks_in_text()
VARIATIONS = variations_in_text()


def test_the_text_has_what_the_tests_need():
    assert len(VARIATIONS) == 4
    assert [d for _, d, _, _ in VARIATIONS].count(1) == 2
    assert MARKS[30] == "!" and MARKS[35] == "?!"


def test_the_variation_after_line_30():
    """The move on line 30 (marked as the text marks it) has one
    variation, whose first move is on the first move line inside the
    <variation> that follows it, marked as the text marks that line."""
    v_line, _, first, _ = next(v for v in VARIATIONS if v[0] > 30)
    with notation.Position(PATH, line=30) as p:
        c = p.choice(p.index)
        assert c.line == 30 and c.mark == MARKS[30]
        assert p.depth == 0 and p.line_name == ""
        vs = p.variations
        assert len(vs) == 1
        v = vs[0]
        assert v.line == first == 35
        assert v.number == 1 and v.valid and v.diagnostic is None
        assert v.branch == p.index
        # The nested variations inside it, as the text nests them.
        assert v.nested == sum(1 for w in VARIATIONS
                               if v_line < w[0] < next(
                                   x[3] for x in VARIATIONS
                                   if x[0] == v_line))
        at = p.index
        p.enter(v)
        assert p.depth == 1 and p.index == at
        assert p.line_name == v.name
        c = p.choice(p.index)
        assert c.line == first and c.mark == MARKS[first] == "?!"
        assert len(p) == v.length
        p.leave()
        assert p.depth == 0 and p.index == at
        with pytest.raises(IndexError):
            p.leave()
        with pytest.raises(IndexError):
            p.enter(5)


def test_every_variation_where_the_text_writes_it():
    """Walking the main line finds the top-level variations at the moves
    they follow, and entering each finds the nested ones: their first
    moves are on the lines the text says."""
    top = sorted(first for _, d, first, _ in VARIATIONS if d == 1)
    nested = sorted(first for _, d, first, _ in VARIATIONS if d == 2)
    found_top, found_nested = [], []
    with notation.Position(PATH) as p:
        branches = []
        p.walk(lambda q: branches.append(q.index) if q.variations else None)
        for k in branches:
            p.seek(k)
            for v in p.variations:
                found_top.append(v.line)
                p.enter(v)
                inner = []
                p.walk(lambda q: inner.append(q.index)
                       if q.variations else None)
                for j in inner:
                    p.seek(j)
                    for w in p.variations:
                        found_nested.append(w.line)
                        assert " / " not in v.name
                        p.enter(w)
                        assert p.depth == 2
                        assert p.line_name.startswith(v.name + " / ")
                        c = p.choice(p.index)
                        assert c.line == w.line
                        assert c.mark == MARKS.get(w.line)
                        p.leave()
                p.leave()
    assert found_top == top
    assert found_nested == nested


def test_marks_on_every_line():
    """Every mark a choice carries is the one its line carries in the text,
    and every marked line of the text is found on some line of play."""
    seen = {}

    def look(p):
        for c in p.line:
            if c.mark is not None:
                seen.setdefault(c.line, c.mark)
                assert MARKS.get(c.line) == c.mark, c

    with notation.Position(PATH) as p:
        look(p)
        for n in sorted(MARKS):
            p.seek_line(n)
            look(p)
            while p.depth:
                p.leave()
    assert seen == MARKS


def test_seek_line_enters_nested_variations(cli):
    deepest = next(first for _, d, first, _ in VARIATIONS if d == 2)
    with notation.Position(PATH, line=deepest) as p:
        assert p.depth == 2
        assert p.choice(p.index).line == deepest
        want = json.loads(cli("legal", "--format", "json", "--limit", "1",
                              "--line", str(deepest), PATH).stdout)
        assert p.line_name == want["in_variation"]
        assert p.index == want["made"]
        assert len(p) == want["choices"]
        assert p.recorded_move == want["recorded_move"]
        p.leave()
        assert p.depth == 1
        p.leave()
        assert p.depth == 0


def test_the_variation_with_its_own_result():
    """The variation whose text ends with a <result> plays to that end."""
    v, depth, first, end = next(
        x for x in VARIATIONS
        if x[1] == 1 and "<result " in line_of(x[3] - 1))
    result = re.search(r'<result end="(\w+)" winners="([\d,]+)"/>',
                       line_of(end - 1))
    main = re.search(r'<result end="(\w+)" winners="([\d,]+)"/>',
                     "\n".join(TEXT[end:]))
    with notation.Position(PATH, line=first) as p:
        assert p.depth == 1 and p.choice(p.index).mark == MARKS.get(first)
        p.seek_end()
        r = p.result
        assert r.over and r.json["end"] == result.group(1)
        assert list(r.winners) == [int(s) for s in
                                   result.group(2).split(",")]
        # Written as a record of its own: valid, with that result.
        xml, kept = p.write()
        assert kept == len(p)
        verdict, = notation.validate_bytes(xml, name="variation.xml")
        assert verdict.valid and verdict.result == r.json
        p.leave()
        p.seek_end()
        assert list(p.result.winners) == [int(s) for s in
                                          main.group(2).split(",")]


def test_push_inside_a_variation():
    with notation.Position(PATH, line=35) as p:
        at = p.index
        p.push(p.legal_moves[0])
        assert p.depth == 1 and p.index > at
        p.pop()
        assert p.index == at and p.depth == 1
        # What-if reads the main line: refused on a variation.
        with pytest.raises(notation.IllegalMove):
            p.replace("draw")


def test_counts_match_the_record():
    r = notation.read_one(PATH)
    assert r.variations == len(VARIATIONS)
    assert r.marks == len(MARKS)
