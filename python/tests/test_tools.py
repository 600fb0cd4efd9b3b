"""fmt, pack, unpack, generate, rules: the command line's bytes."""

from __future__ import annotations

import pytest

import notation
from conftest import REPO, fixture_files

COURT = "fixtures/castel/valid/01-two-players-court.xml"
SOME = ["fixtures/castel/valid/10-collection.xml",
        "fixtures/quacks/valid/annotated-2-5p-herb-witches.xml",
        "fixtures/quacks-duel/valid/game-13-collection.xml", COURT]


@pytest.mark.parametrize("path", SOME)
def test_fmt_is_the_cli_s(path, cli):
    assert notation.fmt_bytes(path) == cli("fmt", path, check=True).stdout
    for how in ("all", "none"):
        want = cli("fmt", "--assert", how, path, check=True).stdout
        assert notation.fmt_bytes(path, assertions=how) == want


def test_fmt_is_a_fixed_point(tmp_path):
    """fmt of fmt's output is that output (tests/check_fixtures.c)."""
    for path in fixture_files("valid")[:12]:
        once = tmp_path / "once.xml"
        once.write_bytes(notation.fmt_bytes(path))
        assert notation.fmt_bytes(once) == once.read_bytes()


def test_fmt_record_option(cli):
    path = SOME[0]
    want = cli("fmt", "--record", "2", path, check=True).stdout
    assert notation.fmt_bytes(path, record=2) == want


@pytest.mark.parametrize("path", SOME)
def test_pack_round_trip(path, cli, tmp_path):
    packed = notation.pack(path)
    out = tmp_path / "p.ntp"
    cli("pack", path, "-o", str(out), check=True)
    assert packed == out.read_bytes()
    assert packed[:4] == b"NTPK"
    assert notation.unpack(packed) == notation.fmt(path)
    assert notation.unpack_bytes(out) == cli("unpack", str(out)).stdout


def test_pack_stats(cli, tmp_path):
    data, stats = notation.pack(COURT, stats=True)
    out = tmp_path / "p.ntp"
    text = cli("pack", "--stats", COURT, "-o", str(out),
               check=True).stdout.decode()
    fields = dict(line.split(" ", 1) for line in text.splitlines())
    assert int(fields["records"]) == stats.records
    assert int(fields["decisions"]) == stats.decisions
    assert int(fields["chances"]) == stats.chances
    assert fields["decision_bits"] == f"{stats.decision_bits:.1f}"
    assert int(fields["payload_bytes"]) == stats.payload_bytes
    assert int(fields["packed_bytes"]) == len(data)


def test_pack_refuses_an_invalid_record():
    path = fixture_files("invalid")[0]
    expected = (REPO / path).with_suffix(".expected").read_text()
    with pytest.raises(notation.NotationError) as info:
        notation.pack(path)
    assert str(info.value) == expected.splitlines()[0]


def test_unpack_errors_carry_the_rule(cli, tmp_path):
    bad = tmp_path / "bad.ntp"
    bad.write_bytes(b"this is not packed")
    err = cli("unpack", str(bad)).stderr.decode()
    with pytest.raises(notation.NotationError) as info:
        notation.unpack(bad)
    assert f"error[{info.value.rule}]: {info.value.message}" in err
    assert info.value.rule == "notation.pack.magic"
    cut = notation.pack(COURT)[:-20]
    with pytest.raises(notation.NotationError) as info:
        notation.unpack(cut)
    assert info.value.rule and info.value.rule.startswith("notation.")


@pytest.mark.parametrize("args,kw", [
    (["--game", "castel", "--players", "3", "--seed", "11"],
     dict(game="castel", players=3, seed=11)),
    (["--game", "quacks", "--players", "4", "--set", "3", "--side", "back",
      "--seed", "5", "--count", "3"],
     dict(game="quacks", players=4, set="3", side="back", seed=5, count=3)),
    (["--game", "quacks-duel", "--players", "2", "--first-game", "--seed",
      "2"], dict(game="quacks-duel", players=2, first_game=True, seed=2)),
    (["--game", "quacks", "--expansion", "herb-witches", "--players", "5",
      "--set", "6", "--seed", "9", "--assert"],
     dict(game="quacks", expansion="herb-witches", players=5, set="6",
          seed=9, assertions=True)),
])
def test_generate_is_deterministic_and_the_cli_s(args, kw, cli):
    want = cli("generate", *args, check=True).stdout
    got = notation.generate(**kw)
    assert got.encode() == want
    assert notation.generate(**kw) == got
    assert all(v.valid for v in notation.validate_bytes(got))


def test_generate_seeds_differ():
    a = notation.generate("castel", 2, seed=1)
    b = notation.generate("castel", 2, seed=2)
    assert a != b


def test_generate_bad_options(cli):
    with pytest.raises(notation.NotationError) as info:
        notation.generate("castel", 9, seed=1)
    err = cli("generate", "--game", "castel", "--players", "9", "--seed",
              "1").stderr.decode()
    assert info.value.message.split(":")[0] in err
    with pytest.raises(notation.NotationError):
        notation.generate("chess", 2, seed=1)


def test_games_and_rules(cli):
    out = cli("--help").stdout.decode()
    games_line = next(l for l in out.splitlines() if l.startswith("Games:"))
    assert notation.games() == games_line.split()[1:]
    text = cli("rules", "castel", "castel.place.zone").stdout.decode()
    r = notation.rule("castel.place.zone")
    assert r["id"] == "castel.place.zone"
    assert r["text"].split()[0] in text
    assert notation.rule("no.such.rule") is None


def test_diagnostic_parse_and_format():
    line = "a:b.xml:21:5: error[castel.place.zone]: turn 1: no: really"
    d = notation.Diagnostic.parse(line)
    assert (d.file, d.line, d.col, d.rule, d.message) == \
        ("a:b.xml", 21, 5, "castel.place.zone", "turn 1: no: really")
    assert str(d) == line
    d = notation.Diagnostic.parse("x.xml: error[notation.io]: gone")
    assert (d.file, d.line, d.rule) == ("x.xml", 0, "notation.io")
    assert str(d) == "x.xml: error[notation.io]: gone"
    with pytest.raises(ValueError):
        notation.Diagnostic.parse("nothing here")


@pytest.mark.parametrize("paths", [["fixtures"], ["fixtures/quacks"],
                                   ["fixtures/castel/valid",
                                    "fixtures/quacks-duel/valid"]])
def test_stats_is_the_cli_s(paths, cli):
    want = cli("stats", "--format", "json", *paths).stdout.decode()
    assert notation.stats_json(paths) == want
    assert notation.stats(paths) == __import__("json").loads(want)


def test_stats_risk_is_the_cli_s(cli):
    paths = ["fixtures/quacks/valid", "fixtures/quacks-duel/valid"]
    want = cli("stats", "--risk", "--format", "json", *paths).stdout
    assert notation.stats_json(paths, risk=True).encode() == want


def test_tallies_add_up():
    from notation.tally import tally_records
    records = list(notation.read("fixtures"))
    whole = tally_records(records)
    half = len(records) // 2
    parts = tally_records(records[:half]) + tally_records(records[half:])
    assert parts == whole
    assert parts.report_json() == whole.report_json()
    import pickle
    assert pickle.loads(pickle.dumps(whole)) == whole
