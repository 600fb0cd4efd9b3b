"""Position: walking records, legal moves, push and pop, odds, what-if,
writing, diff and pictures, checked against the files' text and the
command line."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

import notation
from conftest import REPO, fixture_files

COURT = "fixtures/castel/valid/01-two-players-court.xml"
QUACKS = "fixtures/quacks/valid/game-01-2p-set1-front.xml"
DUEL = "fixtures/quacks-duel/valid/game-03-set1-guild.xml"


def lines_of(path):
    """The file's lines, numbered from 1 (index 0 is empty)."""
    return [""] + (REPO / path).read_text(encoding="utf-8").splitlines()


def cli_json(cli, *args):
    return json.loads(cli(*args).stdout.decode())


def test_open_errors_carry_the_rule(cli):
    with pytest.raises(notation.ReadError) as info:
        notation.Position("no/such/file.xml")
    assert info.value.rule == "notation.io"
    assert info.value.file == "no/such/file.xml"
    with pytest.raises(notation.ReadError) as info:
        notation.Position(COURT, record=3)
    err = cli("legal", "--record", "3", COURT).stderr.decode()
    assert info.value.rule and f"[{info.value.rule}]" in err


@pytest.mark.parametrize("path", [COURT, QUACKS, DUEL])
def test_walk_a_whole_record(path, cli):
    """Forward from the start to the end: every choice is written where
    the file says, and the line is as long and ends as the command line
    says."""
    listed = json.loads(cli("list", "--format", "json", path).stdout)
    text = lines_of(path)
    with notation.Position(path) as p:
        assert p.index == 0 and len(p) == listed["actions"]
        seen = checked = 0
        while not p.over and p.index < len(p):
            c = p.choice(p.index)
            assert p.recorded == c.answer
            assert p.question == c.question and p.context == c.context
            assert c.answer in [a.answer for a in p.legal_answers]
            if c.line and not c.written.startswith("("):
                # An element starts where the choice says it is answered;
                # an attribute that element writes holds the answer.
                where = text[c.line][c.col - 1:]
                assert where.startswith("<"), (c, where)
                attr = c.written.split("=", 1)[0]
                if "=" in c.written and f' {attr}="' in where.split(">")[0]:
                    assert c.written in where, (c, where)
                    checked += 1
            assert p.forward()
            seen += 1
        assert seen == listed["actions"] and checked > seen // 4
        assert not p.forward()
        assert p.result.json == listed["result"]
        assert list(p.result.winners) == listed["winners"]
        assert p.back() and p.index == seen - 1
        p.seek_start()
        assert not p.back()


def test_walk_callback_sees_every_choice():
    with notation.Position(QUACKS) as p:
        seen = []
        p.walk(lambda q: seen.append((q.index, q.recorded)))
        assert [k for k, _ in seen] == list(range(len(p)))
        assert [a for _, a in seen] == [c.answer for c in p.line]
        assert p.index == len(p)


def test_walk_raises_the_callback_s_error():
    with notation.Position(COURT) as p:
        def boom(q):
            raise KeyError("x")
        with pytest.raises(KeyError):
            p.walk(boom)


def test_header_from_the_file():
    text = (REPO / COURT).read_text()
    with notation.Position(COURT) as p:
        assert p.game == "castel" and p.valid and p.diagnostic is None
        assert p.seats == 2
        assert p.players == re.findall(r'<seat n="\d" name="([^"]+)"', text)
        assert f"<date>{p.meta('date')}</date>" in text
        assert p.meta("site") is None and "<site>" not in text


def test_invalid_record_stops_before_its_violation():
    path = fixture_files("invalid")[0]
    expected = (REPO / path).with_suffix(".expected").read_text()
    with notation.Position(path) as p:
        assert not p.valid
        assert str(p.diagnostic) == expected.splitlines()[0]
        p.seek_end()
        assert not p.over


def test_place_options_match_the_cli(cli):
    for args, kw in [(("--at", "6"), {"step": 6}),
                     (("--line", "29"), {"line": 29}),
                     (("--turn", "3"), {"turn": 3}),
                     (("--choice", "46"), {"choice": 45})]:
        want = cli_json(cli, "legal", "--format", "json", "--limit", "1",
                        *args, COURT)
        with notation.Position(COURT, **kw) as p:
            assert p.index == want["made"]
            assert p.step == want["step"]
            assert p.context == want["context"]
            assert p.question == want["question"]
            assert p.recorded == want["recorded"]
            assert [(a.answer, a.written) for a in p.legal_answers] == \
                [(a["answer"], a["written"]) for a in want["answers"]]
            assert p.recorded_move == want["recorded_move"]
    with pytest.raises(IndexError):
        notation.Position(COURT, line=3)
    with pytest.raises(ValueError):
        notation.Position(COURT, line=29, step=2)


def test_legal_moves_match_the_cli(cli):
    want = cli_json(cli, "legal", "--format", "json", "--limit", "100000",
                    "--at", "2", COURT)
    with notation.Position(COURT, step=2) as p:
        moves = p.legal_moves
        assert moves.complete == want["complete"]
        assert len(moves) == want["count"] == len(want["moves"])
        assert [(m.text, m.rule) for m in moves] == \
            [(m["move"], m["rules"]) for m in want["moves"]]
        assert p.legal_moves_list(3).texts() == moves.texts()[:3]


def test_push_and_pop():
    with notation.Position(COURT, step=2) as p:
        start, context = p.index, p.context
        recorded = p.recorded_move
        first = p.legal_moves[0]
        assert first.text == "<draw/>"
        p.push(first)
        assert p.index > start
        assert p.choice(start).written == "<draw/>"
        p.pop()
        assert p.index == start and p.context == context
        with pytest.raises(IndexError):
            p.pop()
        # The record's own move, pushed, is the record's choices again.
        with notation.Position(COURT, step=2) as q:
            q_line = [c.answer for c in q.line[start:start + q.move_length]]
        p.push(recorded)
        assert [c.answer for c in p.line[start:]] == q_line
        assert p.index == len(p) == start + len(q_line)
        # An illegal move is refused with the rule it breaks; nothing moves.
        at = p.index
        with pytest.raises(notation.IllegalMove) as info:
            p.push('<place card="reine" at="a1"/>')
        assert info.value.rule and info.value.rule.startswith("castel.")
        assert p.index == at
        with pytest.raises(notation.IllegalMove) as info:
            p.apply("no-such-card")
        assert info.value.rule


def test_replay_by_pushing_the_record_s_moves(cli):
    """As nt_position(3)'s example: copy the record's moves, start again
    and play each; the game ends as the record says."""
    listed = json.loads(cli("list", "--format", "json", COURT).stdout)
    with notation.Position(COURT) as p:
        moves = []
        while p.index < len(p):
            n = p.move_length
            moves.append(p.recorded_move if p.actor > 0 else p.recorded)
            p.seek(p.index + (n or 1))
        p.seek(0)
        for m in moves:
            p.push(m)
        assert p.over
        assert p.result.json == listed["result"]
        assert len(p) == listed["actions"]


def test_describe_is_what_replay_prints(cli):
    out = cli("replay", "--at", "3", "--width", "0", COURT).stdout.decode()
    state = out.split("State after step 3:\n", 1)[1]
    with notation.Position(COURT, step=4) as p:
        assert p.describe() == state
        assert str(p) == state


def _first_risk(path):
    with notation.Position(path) as p:
        found = []
        p.walk(lambda q: found.append(q.index)
               if q.risk is not None and q.risk.explode else None)
        return found


@pytest.mark.parametrize("path", [QUACKS, DUEL])
def test_odds_match_the_cli(path, cli):
    found = _first_risk(path)
    assert found, "no draw-or-stop decision with a risk"
    k = found[0]
    want = cli_json(cli, "legal", "--format", "json", "--limit", "1",
                    "--choice", str(k + 1), path)
    with notation.Position(path, choice=k) as p:
        risk = p.risk
        assert want["risk"]["explode"] == risk.explode
        assert want["risk"]["chips"] == risk.chips
        assert risk.chance == Fraction(risk.explode, risk.chips)
        assert p.odds_json == want["odds"]
        odds = p.odds
        assert [o.chip for o in odds] == [o["chip"] for o in want["odds"]]
        assert sum(o.count for o in odds) == risk.chips
        assert sum(o.count for o in odds if o.explodes) == risk.explode
        assert sum(o.chance for o in odds) == 1
        for o, w in zip(odds, want["odds"]):
            assert (o.space, o.space_max) == tuple(w["space"])
            assert o.words == w["words"]
            assert {k: list(v) for k, v in o.worth.items()} == w["worth"]
        assert p.odds_text
    with notation.Position(COURT) as p:
        assert p.risk is None and p.odds == [] and p.odds_text is None


def test_chance_outcomes_have_odds(cli):
    with notation.Position(QUACKS) as p:
        k = next(c.index for c in p.line if c.seat == 0)
        p.seek(k)
        want = cli_json(cli, "legal", "--format", "json", "--limit", "1",
                        "--choice", str(k + 1), QUACKS)
        assert p.actor == 0
        assert p.chance_source == want["chance"]["source"] if want["chance"] \
            else True
        odds = [a.odds for a in p.legal_answers]
        assert all(0 < x <= 1 for x in odds)
        assert abs(sum(odds) - 1) < 1e-9


def test_what_if_matches_the_cli(cli):
    cases = [
        (["--choice", "46", "--answer", "reine"],
         dict(choice=46, answer="reine")),
        (["--turn", "3", "--answer", "<draw/>"],
         dict(turn=3, answer="<draw/>")),
        (["--turn", "3", "--answer",
          '<place card="reine" at="d4"><send-back at="c3"/></place>',
          "--line", "32", "--answer", '<place card="dame-de-compagnie" '
          'at="d3"/>'],
         dict(turn=3, answer='<place card="reine" at="d4"><send-back '
              'at="c3"/></place>',
              also=[({"line": 32},
                     '<place card="dame-de-compagnie" at="d3"/>')])),
    ]
    for args, kw in cases:
        want = cli_json(cli, "what-if", "--format", "json", *args, COURT)
        answer = kw.pop("answer")
        got = notation.what_if(COURT, answer, **kw)
        assert got.place.index + 1 == want["choice"]
        assert got.place.context == want["context"]
        assert got.recorded == want["recorded"]
        assert got.move == want["move"]
        assert got.follows == want["follows"]
        assert got.choices == want["choices"]
        assert got.result == want["result"]
        assert got.record_result == want["record_result"]
        if want["stops"]:
            assert str(got.stops) == want["stops"]["diagnostic"]
        else:
            assert got.stops is None


def test_what_if_illegal_answer():
    with pytest.raises(notation.IllegalMove) as info:
        notation.what_if(COURT, "no-such-card", choice=46)
    assert info.value.rule


def test_replace_on_a_position():
    with notation.Position(COURT, choice=45) as p:
        outcome = p.replace("reine")
        assert not outcome.follows and outcome.stops.rule == \
            "castel.place.card"
        assert p.index == outcome.length == len(p)


def test_write_the_line(cli, tmp_path):
    with notation.Position(COURT) as p:
        p.seek_end()
        xml, kept = p.write()
        assert kept == len(p)
        v, = notation.validate_bytes(xml, name="written.xml")
        assert v.valid and v.result == p.result.json
        # Written in canonical form: fmt leaves it as it is.
        out = tmp_path / "w.xml"
        out.write_text(xml)
        assert cli("fmt", str(out)).stdout.decode() == xml
        # Stopped in the middle of a turn: an unfinished record.
        p.seek_step(5)
        p.forward()
        xml, kept = p.write()
        assert kept <= p.index and "<unfinished/>" in xml
        v, = notation.validate_bytes(xml)
        assert v.valid


def test_diff_matches_the_cli(cli):
    other = "fixtures/castel/valid/12-two-players-adjourned.xml"
    want = cli_json(cli, "diff", "--format", "json", COURT, other)
    d = notation.diff(COURT, other)
    assert d.same_setup == want["same_setup"]
    assert d.same_choices == want["same_choices"]
    assert d.parts + 1 == want["parts"]["choice"]
    assert d.a.line == want["parts"]["in_a"]["line"]
    assert d.a.written == want["parts"]["in_a"]["written"]
    assert d.b is None and want["parts"]["in_b"] is None
    same = notation.diff(COURT, "fixtures/castel/valid/15-annotated-"
                         "variations.xml")
    want = cli_json(cli, "diff", "--format", "json", COURT,
                    "fixtures/castel/valid/15-annotated-variations.xml")
    assert same.same_choices == want["same_choices"] is True
    assert same.parts is None
    with pytest.raises(notation.NotationError):
        notation.diff(COURT, QUACKS)


def test_render_is_the_cli_s(cli):
    for at in ("3", "0"):
        want = cli("render", "--format", "svg", "--at", at, COURT).stdout
        assert notation.render(COURT, at_step=int(at)).encode() == want
    want = cli("render", COURT).stdout
    assert notation.render(COURT, format="html").encode() == want
    for style in ("compact", "rounds"):
        want = cli("render", "--style", style, COURT).stdout
        assert notation.render(COURT, format="html",
                               style=style).encode() == want
    with pytest.raises(ValueError):
        notation.render(COURT, format="html", style="poster")
    with pytest.raises(notation.NotationError) as info:
        notation.render("no/such/file.xml")
    assert info.value.rule == "notation.io"


def test_position_svg(cli):
    with notation.Position(COURT, line=29) as p:
        svg = p._repr_svg_()
        assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
        want = cli("render", "--format", "svg", "--line", "29", COURT).stdout
        assert svg.encode() == want
        p.push(p.legal_moves[0])
        assert p.svg().startswith("<svg")


def test_close_and_context_manager():
    p = notation.Position(COURT)
    assert not p.closed
    p.close()
    assert p.closed
    p.close()
    with pytest.raises(ValueError):
        len(p)
    with notation.Position(COURT) as q:
        pass
    assert q.closed
    copy_source = notation.Position(COURT, step=4)
    c = copy_source.copy()
    assert c.index == copy_source.index and c is not copy_source
    del copy_source, c


def test_from_string_and_packed(tmp_path):
    data = (REPO / COURT).read_bytes()
    with notation.Position.from_string(data, name="mem.xml", step=4) as p:
        assert p.step == 4 and p.game == "castel"
        assert p.svg().startswith("<svg")
    packed = tmp_path / "c.ntp"
    packed.write_bytes(notation.pack(COURT))
    with notation.Position(packed) as p, notation.Position(COURT) as q:
        assert len(p) == len(q)
        assert p.same_setup(q)
    assert notation.Position.from_string(packed.read_bytes()).game == \
        "castel"
