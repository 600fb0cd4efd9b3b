"""Records and verdicts: the same as the command line says, on every
fixture."""

from __future__ import annotations

import json
import threading

import pytest

import notation
from conftest import REPO, fixture_files

VALID = fixture_files("valid")
INVALID = fixture_files("invalid")


def test_fixtures_are_there():
    assert len(VALID) > 50 and len(INVALID) > 300


@pytest.mark.parametrize("path", VALID, ids=str)
def test_valid_fixture_is_valid(path):
    verdicts = list(notation.validate(path))
    assert verdicts and all(v.valid for v in verdicts), verdicts
    records = list(notation.read(path))
    assert [r.valid for r in records] == [True] * len(verdicts)
    assert all(r.diagnostic is None for r in records)


@pytest.mark.parametrize("path", INVALID, ids=str)
def test_invalid_fixture_first_diagnostic(path):
    expected = (REPO / path).with_suffix(".expected").read_text(
        encoding="utf-8").splitlines()[0]
    verdicts = list(notation.validate(str(path)))
    first = next(v for v in verdicts if not v.valid)
    assert str(first.diagnostic) == expected
    assert first.diagnostic.rule in expected
    # The collection API names the same first diagnostic.
    record = next(r for r in notation.read(str(path)) if not r.valid)
    assert str(record.diagnostic) == expected


def test_invalid_fixture_raises_with_rule():
    path = INVALID[0]
    expected = notation.Diagnostic.parse(
        (REPO / path).with_suffix(".expected").read_text().splitlines()[0])
    with pytest.raises(notation.NotationError) as info:
        notation.fmt(path)
    assert info.value.rule == expected.rule
    assert (info.value.file, info.value.line, info.value.col) == \
        (expected.file, expected.line, expected.col)
    assert info.value.message == expected.message


def test_list_json_is_the_cli_s(cli):
    """Record.json is, byte for byte, what `notation list --format json`
    prints for the whole fixtures tree (and in the same order)."""
    out = cli("list", "--format", "json", "fixtures").stdout.decode()
    want = out.splitlines()
    got = [r.json for r in notation.read("fixtures")]
    assert got == want
    assert [r.as_dict() for r in notation.read("fixtures/quacks/valid")] \
        == [json.loads(line) for line in want
            if line.startswith('{"file":"fixtures/quacks/valid/')]


def test_list_headers_only_is_the_cli_s(cli):
    out = cli("list", "--headers-only", "--format", "json",
              "fixtures/castel").stdout.decode().splitlines()
    got = [r.json for r in notation.read("fixtures/castel",
                                         headers_only=True)]
    assert got == out


def test_validate_json_is_the_cli_s(cli):
    out = cli("validate", "--format", "json", "fixtures").stdout.decode()
    got = [v.json for v in notation.validate("fixtures")]
    assert got == out.splitlines()


def test_validate_text_is_the_cli_s(cli):
    out = cli("validate", "--keep-going",
              "fixtures/quacks/invalid").stdout.decode().splitlines()
    lines = []
    for v in notation.validate("fixtures/quacks/invalid", keep_going=True):
        lines.extend(v.lines())
    # The command adds its count line at the end.
    assert lines == out[:-1]
    count = len(list(notation.read("fixtures/quacks/invalid")))
    assert out[-1].startswith(f"{count} records")


def test_validate_details(cli):
    path = str(INVALID[0])
    out = cli("validate", "--explain", path).stdout.decode()
    v, = notation.validate(path, details=True)
    assert v.diagnostic.detail
    assert v.diagnostic.format() + "\n" == out


def test_record_header_from_text():
    path = REPO / "fixtures/castel/valid/01-two-players-court.xml"
    text = path.read_text()
    r = notation.read_one(path)
    assert r.game == "castel" and 'rules="castel"' in text
    for seat, name in enumerate(r.players, 1):
        assert f'<seat n="{seat}" name="{name}"/>' in text
    assert f"<date>{r.date}</date>" in text
    assert f"<event>{r.event}</event>" in text
    assert dict(r.setup) == {"players": "2"} and '<setup players="2">' in text
    winners = text.split('<result end="')[1].split('"/>')[0]
    assert r.end == winners.split('"')[0]
    assert ",".join(map(str, r.winners)) == winners.split('winners="')[1]


def test_collection_records():
    records = list(notation.read("fixtures/castel/valid/10-collection.xml"))
    text = (REPO / "fixtures/castel/valid/10-collection.xml").read_text()
    assert len(records) == text.count("<game ") + text.count("<game>")
    assert [r.index for r in records] == list(range(1, len(records) + 1))


def test_missing_file(cli):
    r, = notation.read("no/such/file.xml")
    assert r.game is None and r.diagnostic.rule == "notation.io"
    v, = notation.validate("no/such/file.xml")
    out = cli("validate", "no/such/file.xml").stdout.decode()
    assert v.lines() == out.splitlines()
    with pytest.raises(notation.NotationError) as info:
        notation.read_one("no/such/file.xml")
    assert info.value.rule == "notation.io"


def test_no_such_record():
    with pytest.raises(notation.NotationError) as info:
        notation.read_one("fixtures/castel/valid/01-two-players-court.xml",
                          record=2)
    assert info.value.rule == "notation.record"


def test_packed_files_read_as_their_records(tmp_path, cli):
    source = "fixtures/castel/valid/10-collection.xml"
    packed = tmp_path / "c.ntp"
    packed.write_bytes(notation.pack(source))
    got = [r.as_dict() for r in notation.read(packed)]
    want = [json.loads(line) for line in cli(
        "list", "--format", "json", str(packed)).stdout.decode().splitlines()]
    assert got == want and len(got) == 2
    assert all(v.valid for v in notation.validate(packed))
    # A directory stands for its packed files too.
    assert [r.file for r in notation.read(tmp_path)] == [str(packed)] * 2


def test_expand_paths_order(cli):
    out = cli("list", "fixtures").stdout.decode().splitlines()
    files = []
    for line in out:
        f = line.split("\t")[0].rsplit(":", 1)[0]
        if not files or files[-1] != f:
            files.append(f)
    assert notation.expand_paths("fixtures") == files


def test_stopping_early_stops_the_reader():
    before = threading.active_count()
    for i, r in enumerate(notation.read("fixtures")):
        if i == 3:
            break
    it = notation.validate("fixtures")
    next(it)
    it.close()
    assert threading.active_count() == before


def test_validate_bytes():
    text = (REPO / INVALID[0]).read_bytes()
    v, = notation.validate_bytes(text, name=str(INVALID[0]))
    expected = (REPO / INVALID[0]).with_suffix(".expected").read_text()
    assert str(v.diagnostic) == expected.splitlines()[0]


def test_record_opens_as_a_position():
    r = notation.read_one("fixtures/castel/valid/01-two-players-court.xml")
    with r.position() as p:
        assert len(p) == r.actions
        p.seek_end()
        assert p.result.json == r.result_json
    r = next(notation.read("fixtures/castel/valid/10-collection.xml",
                           xml=True))
    assert r.xml and r.xml.startswith("<?xml")
    with r.position() as p:
        assert len(p) == r.actions


def test_threads_read_at_once():
    """Several threads reading (each with its own reader) get what one
    thread gets."""
    want = [v.json for v in notation.validate("fixtures")]
    got = {}

    def work(i):
        got[i] = [v.json for v in notation.validate("fixtures")]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(got[i] == want for i in range(3))
