"""notation: game records of tabletop games (Castel, The Quacks of
Quedlinburg, The Duel), read, checked, replayed and explained by
libnotation, from Python.

The package is a thin layer over the C library, loaded with ctypes (no
other dependency): every rule is the C engine's.  Set ``NOTATION_LIBRARY``
to the path of ``libnotation.so.1`` to use a library that the dynamic
loader does not find by itself.

Quick tour::

    import notation

    for record in notation.read("fixtures/castel/valid"):
        print(record.file, record.players, record.result)

    for verdict in notation.validate("fixtures/quacks/invalid"):
        print(verdict.diagnostic)

    with notation.Position("fixtures/castel/valid/01-two-players-court.xml",
                           step=2) as pos:
        print(pos.legal_moves[:3])

ctypes releases the GIL while a library function runs: a file is read
without holding it, so other Python threads go on meanwhile.
"""

from .errors import Diagnostic, IllegalMove, NotationError, ReadError
from .records import (Fact, Record, Verdict, expand_paths, read, read_one,
                      validate, validate_bytes)
from .position import (Choice, LegalAnswer, Move, MoveList, Outcome,
                       Position, Result, Risk, Variation, WhatIf)
from .tools import (Diff, PackStats, WhatIfReport, diff, fmt, fmt_bytes,
                    games, generate, pack, render, rule, unpack,
                    unpack_bytes, what_if)
from .tally import Tally, stats, stats_json
from ._lib import library_path

__version__ = "0.1.0"

__all__ = [
    "Choice", "Diagnostic", "Diff", "Fact", "IllegalMove", "LegalAnswer",
    "Move", "MoveList", "NotationError", "Outcome", "PackStats", "Position",
    "ReadError", "Record", "Result", "Risk", "Variation", "Verdict",
    "WhatIf", "WhatIfReport", "diff", "expand_paths", "fmt", "fmt_bytes",
    "games", "generate", "library_path", "pack", "read", "read_one",
    "render", "rule", "stats", "stats_json", "Tally", "unpack",
    "unpack_bytes", "validate",
    "validate_bytes", "what_if",
]
