"""Low-level access to libnotation through :mod:`ctypes`.

This module finds and loads the shared library, declares the C structures
and function prototypes the package uses, and offers a few helpers around
C strings and ``FILE *`` streams.  Nothing here knows a game rule: every
rule lives in the C library.

The library is looked up, in order:

1. the environment variable ``NOTATION_LIBRARY`` (a path to
   ``libnotation.so.1``);
2. :func:`ctypes.util.find_library` for ``"notation"``;
3. where ``python/install.sh`` recorded that ``make install`` put it
   (``PREFIX/lib/libnotation.so.1``), when that file exists;
4. the soname ``libnotation.so.1`` through the dynamic loader's own search.

:class:`ctypes.CDLL` releases the GIL for the length of every foreign call,
so other Python threads run while the library reads a file.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char,
    c_char_p,
    c_double,
    c_int,
    c_long,
    c_size_t,
    c_uint,
    c_uint64,
    c_ulong,
    c_void_p,
)
from typing import Iterator, Optional
from contextlib import contextmanager

__all__ = ["lib", "libc", "library_path", "MemoryStream", "take_string",
           "decode", "encode_path"]


class LibraryNotFound(OSError):
    """Raised when libnotation cannot be found or loaded."""


def _find_library() -> str:
    """Return the path or name under which libnotation is loaded."""
    env = os.environ.get("NOTATION_LIBRARY")
    if env:
        return env
    found = ctypes.util.find_library("notation")
    if found:
        return found
    try:
        from ._installed import LIBRARY  # written by python/install.sh
    except ImportError:
        LIBRARY = None
    if LIBRARY and os.path.exists(LIBRARY):
        return LIBRARY
    return "libnotation.so.1"


library_path: str = _find_library()

try:
    lib = ctypes.CDLL(library_path)
except OSError as exc:  # pragma: no cover - depends on the installation
    raise LibraryNotFound(
        f"cannot load libnotation ({library_path}): {exc}; set "
        "NOTATION_LIBRARY to the path of libnotation.so.1") from exc

libc = ctypes.CDLL(None)

# ------------------------------------------------------------- structures

FILE_p = c_void_p  # FILE *, opaque


class NtDiag(Structure):
    """``nt_diag``: one diagnostic."""

    _fields_ = [
        ("rule", c_char_p),
        ("severity", c_int),
        ("line", c_ulong),
        ("col", c_ulong),
        ("step", c_long),
        ("message", c_char_p),
        ("detail", c_char_p),
    ]


class NtRecord(Structure):
    """``nt_record``: what the reader found in one record."""

    _fields_ = [
        ("file", c_char_p),
        ("index", c_ulong),
        ("line", c_ulong),
        ("game", c_void_p),
        ("valid", c_int),
        ("ndiag", c_size_t),
        ("diag", POINTER(NtDiag)),
        ("steps", c_long),
        ("actions", c_long),
        ("summary", c_char_p),
        ("result_json", c_char_p),
        ("variations", c_long),
        ("marks", c_long),
    ]


class NtPackStats(Structure):
    """``nt_pack_stats``: what packing found."""

    _fields_ = [
        ("records", c_ulong),
        ("decisions", c_ulong),
        ("chances", c_ulong),
        ("decision_bits", c_double),
        ("chance_bits", c_double),
        ("flags", c_ulong),
        ("payload_bytes", c_size_t),
        ("text_bytes", c_size_t),
    ]


ON_RECORD = CFUNCTYPE(c_int, POINTER(NtRecord), c_void_p)
ON_NO_UNIT = CFUNCTYPE(None, POINTER(NtRecord), c_char_p, c_void_p)
ON_FIX = CFUNCTYPE(None, POINTER(NtRecord), POINTER(NtDiag), c_void_p)

# nt_job_kind
JOB_VALIDATE, JOB_REPLAY, JOB_EXPLAIN, JOB_FMT, JOB_PACK = range(5)
# nt_facts_mode
FACTS_KEEP, FACTS_ALL, FACTS_NONE = range(3)


class NtOptions(Structure):
    """``nt_options``: how a reader reads."""

    _fields_ = [
        ("job", c_int),
        ("schema", c_int),
        ("keep_going", c_int),
        ("details", c_int),
        ("at_step", c_long),
        ("record", c_ulong),
        ("at_turn", c_long),
        ("at_round", c_long),
        ("on_no_unit", ON_NO_UNIT),
        ("width", c_int),
        ("state_print", c_int),
        ("facts", c_int),
        ("out", FILE_p),
        ("pack_stats", POINTER(NtPackStats)),
        ("on_record", ON_RECORD),
        ("user", c_void_p),
        ("recompute", c_int),
        ("on_fix", ON_FIX),
        ("main_line", c_int),
    ]


class NtGenOptions(Structure):
    """``nt_gen_options``: what to generate."""

    _fields_ = [
        ("game", c_void_p),
        ("players", c_int),
        ("seed", c_uint64),
        ("index", c_ulong),
        ("assertions", c_int),
        ("set", c_char_p),
        ("side", c_char_p),
        ("options", c_char_p),
        ("expansion", c_char_p),
        ("coins", c_char_p),
        ("first_game", c_int),
    ]


class NtRule(Structure):
    """``nt_rule``: one rule of a catalogue."""

    _fields_ = [("id", c_char_p), ("text", c_char_p), ("source", c_char_p)]


class NtFactSeen(Structure):
    """``nt_fact_seen``: a fact a replay found."""

    _fields_ = [
        ("name", c_char_p),
        ("value", c_char_p),
        ("seat", c_int),
        ("unit", c_int),
    ]


class NtPair(Structure):
    """``nt_pair``: a name and its value."""

    _fields_ = [("name", c_char_p), ("value", c_char_p)]


class NtSummary(Structure):
    """``nt_summary``: one record of a collection, summed up."""

    _fields_ = [
        ("file", c_char_p),
        ("index", c_ulong),
        ("line", c_ulong),
        ("game", c_void_p),
        ("seats", c_int),
        ("names", POINTER(c_char_p)),
        ("event", c_char_p),
        ("site", c_char_p),
        ("date", c_char_p),
        ("round", c_char_p),
        ("annotator", c_char_p),
        ("tags", POINTER(NtPair)),
        ("ntags", c_size_t),
        ("setup", POINTER(NtPair)),
        ("nsetup", c_size_t),
        ("replayed", c_int),
        ("valid", c_int),
        ("diag", POINTER(NtDiag)),
        ("ndiag", c_size_t),
        ("steps", c_long),
        ("actions", c_long),
        ("unit", c_char_p),
        ("units", c_long),
        ("over", c_int),
        ("winners", c_uint),
        ("end", c_char_p),
        ("result", c_char_p),
        ("result_json", c_char_p),
        ("notes", c_ulong),
        ("variations", c_long),
        ("marks", c_long),
        ("digest", c_uint64),
        ("facts", POINTER(NtFactSeen)),
        ("nfacts", c_size_t),
        ("xml", POINTER(c_char)),
        ("xml_len", c_size_t),
    ]


ON_SUMMARY = CFUNCTYPE(c_int, POINTER(NtSummary), c_void_p)

# nt_xml_form
XML_NONE, XML_RECORD, XML_MEMBER = range(3)


class NtCollectionOptions(Structure):
    """``nt_collection_options``: how a collection is read."""

    _fields_ = [
        ("headers_only", c_int),
        ("xml", c_int),
        ("on_summary", ON_SUMMARY),
        ("user", c_void_p),
    ]


class NtChoice(Structure):
    """``nt_choice``: one choice of a line of play."""

    _fields_ = [
        ("step", c_long),
        ("seat", c_int),
        ("question", c_char_p),
        ("answer", c_char_p),
        ("written", c_char_p),
        ("context", c_char_p),
        ("line", c_ulong),
        ("col", c_ulong),
        ("mark", c_char_p),
    ]


WORTH_MAX = 4


class NtWorth(Structure):
    """``nt_worth``: a named amount, from min to max."""

    _fields_ = [
        ("what", c_char_p),
        ("min", c_int),
        ("max", c_int),
        ("open", c_int),
    ]


class NtDrawOutcome(Structure):
    """``nt_draw_outcome``: what the next chip out of the bag gives."""

    _fields_ = [
        ("chip", c_char_p),
        ("count", c_long),
        ("chips", c_long),
        ("into", c_char_p),
        ("space", c_int),
        ("space_max", c_int),
        ("explodes", c_int),
        ("depends", c_uint),
        ("flags", c_uint),
        ("nworth", c_int),
        ("worth", NtWorth * WORTH_MAX),
        ("words", c_char_p),
    ]


class NtVariation(Structure):
    """``nt_variation``: one variation the record writes of a move."""

    _fields_ = [
        ("name", c_char_p),
        ("number", c_int),
        ("branch", c_size_t),
        ("length", c_size_t),
        ("nested", c_size_t),
        ("valid", c_int),
        ("diag", c_char_p),
        ("line", c_ulong),
        ("col", c_ulong),
    ]


class NtResult(Structure):
    """``nt_result``: the result once the game is over."""

    _fields_ = [
        ("over", c_int),
        ("winners", c_uint),
        ("text", c_char_p),
        ("json", c_char_p),
    ]


class NtRenderOptions(Structure):
    """``nt_render_options``: what to render."""

    _fields_ = [
        ("format", c_int),
        ("record", c_ulong),
        ("at_step", c_long),
        ("style", c_int),
    ]


RENDER_HTML, RENDER_SVG = range(2)
RENDER_BOOK, RENDER_COMPACT, RENDER_ROUNDS = range(3)

WALK_FN = CFUNCTYPE(None, c_void_p, c_void_p)

# ------------------------------------------------------------- prototypes


def _proto(name: str, restype, *argtypes) -> None:
    """Declare the result and argument types of one library function."""
    fn = getattr(lib, name)
    fn.restype = restype
    fn.argtypes = list(argtypes)


_charpp = POINTER(c_void_p)  # char ** whose string we free ourselves
_size_p = POINTER(c_size_t)

# notation.h
_proto("nt_game_find", c_void_p, c_char_p)
_proto("nt_game_at", c_void_p, c_size_t)
_proto("nt_game_id", c_char_p, c_void_p)
_proto("nt_game_title", c_char_p, c_void_p)
_proto("nt_game_rules", POINTER(NtRule), c_void_p, _size_p)
_proto("nt_rule_find", POINTER(NtRule), c_char_p)
_proto("nt_options_init", None, POINTER(NtOptions))
_proto("nt_reader_new", c_void_p, POINTER(NtOptions), _charpp)
_proto("nt_reader_free", None, c_void_p)
_proto("nt_reader_file", c_int, c_void_p, c_char_p)
_proto("nt_reader_memory", c_int, c_void_p, c_char_p, c_char_p, c_size_t)
_proto("nt_diag_print", None, FILE_p, c_char_p, POINTER(NtDiag))
_proto("nt_record_print_json", None, FILE_p, POINTER(NtRecord))
_proto("nt_free", None, c_void_p)
_proto("nt_unpack_memory", c_int, c_char_p, c_size_t, FILE_p,
       POINTER(c_char_p), _charpp)
_proto("nt_components_id", c_char_p)
_proto("nt_generate", c_int, POINTER(NtGenOptions), c_ulong, c_int, FILE_p,
       _charpp)

# notation_collection.h
_proto("nt_collection_new", c_void_p, POINTER(NtCollectionOptions))
_proto("nt_collection_free", None, c_void_p)
_proto("nt_collection_file", c_int, c_void_p, c_char_p)
_proto("nt_summary_json", c_void_p, POINTER(NtSummary))
_proto("nt_game_fact_kind", c_char_p, c_void_p, c_size_t, POINTER(c_char_p),
       POINTER(c_char_p))
_proto("nt_game_unit", c_char_p, c_void_p)

# notation_position.h
_P = c_void_p
_proto("nt_position_open_file", _P, c_char_p, c_ulong, _charpp)
_proto("nt_position_open_memory", _P, c_char_p, c_char_p, c_size_t, c_ulong,
       _charpp)
_proto("nt_position_free", None, _P)
_proto("nt_position_game", c_void_p, _P)
_proto("nt_position_record_valid", c_int, _P)
_proto("nt_position_record_diag", POINTER(NtDiag), _P)
_proto("nt_position_meta", c_char_p, _P, c_char_p)
_proto("nt_position_same_setup", c_int, _P, _P)
_proto("nt_position_setup", c_void_p, _P)
_proto("nt_position_seats", c_int, _P)
_proto("nt_position_player", c_char_p, _P, c_int)
_proto("nt_position_length", c_size_t, _P)
_proto("nt_position_choice", c_int, _P, c_size_t, POINTER(NtChoice))
_proto("nt_position_index", c_size_t, _P)
_proto("nt_position_seek", c_int, _P, c_size_t)
_proto("nt_position_forward", c_int, _P)
_proto("nt_position_back", c_int, _P)
_proto("nt_position_seek_step", c_int, _P, c_long)
_proto("nt_position_walk", c_int, _P, WALK_FN, c_void_p)
_proto("nt_position_over", c_int, _P)
_proto("nt_position_step", c_long, _P)
_proto("nt_position_actor", c_int, _P)
_proto("nt_position_actor_name", c_char_p, _P)
_proto("nt_position_context", c_char_p, _P)
_proto("nt_position_question", c_char_p, _P)
_proto("nt_position_what", c_char_p, _P)
_proto("nt_position_rule", c_char_p, _P)
_proto("nt_position_form", c_char_p, _P)
_proto("nt_position_chance_source", c_char_p, _P)
_proto("nt_position_chance_owner", c_int, _P)
_proto("nt_position_risk", c_int, _P, POINTER(c_long), POINTER(c_long))
_proto("nt_position_odds_count", c_size_t, _P)
_proto("nt_position_odds", c_int, _P, c_size_t, POINTER(NtDrawOutcome))
_proto("nt_position_odds_text", c_char_p, _P)
_proto("nt_position_odds_json", c_char_p, _P)
_proto("nt_position_legal_count", c_size_t, _P)
_proto("nt_position_legal", c_char_p, _P, c_size_t)
_proto("nt_position_legal_written", c_char_p, _P, c_size_t)
_proto("nt_position_legal_odds", c_double, _P, c_size_t)
_proto("nt_position_recorded", c_char_p, _P)
_proto("nt_position_apply", c_int, _P, c_char_p, _charpp)
_proto("nt_position_replace", c_long, _P, c_char_p, _charpp, _charpp)
_proto("nt_position_write", c_int, _P, FILE_p, _size_p)
_proto("nt_position_move_start", c_int, _P)
_proto("nt_position_move_length", c_size_t, _P)
_proto("nt_position_recorded_move", c_void_p, _P)
_proto("nt_position_moves", c_size_t, _P, c_size_t, POINTER(c_int))
_proto("nt_position_move_text", c_char_p, _P, c_size_t)
_proto("nt_position_move_rule", c_char_p, _P, c_size_t)
_proto("nt_position_push", c_int, _P, c_char_p, _charpp)
_proto("nt_position_pop", c_int, _P)
_proto("nt_position_replace_move", c_long, _P, c_char_p, _charpp, _charpp)
_proto("nt_position_replace_moves", c_long, _P, c_size_t, POINTER(c_size_t),
       POINTER(c_char_p), _charpp, _charpp)
_proto("nt_position_variation_count", c_size_t, _P)
_proto("nt_position_variation", c_int, _P, c_size_t, POINTER(NtVariation))
_proto("nt_position_enter", c_int, _P, c_size_t)
_proto("nt_position_leave", c_int, _P)
_proto("nt_position_depth", c_int, _P)
_proto("nt_position_line_name", c_char_p, _P)
_proto("nt_position_describe", c_void_p, _P)
_proto("nt_position_result", None, _P, POINTER(NtResult))

# notation_render.h
_proto("nt_render_file", c_int, c_char_p, POINTER(NtRenderOptions), FILE_p,
       _charpp)

# libc: memory streams for the FILE * the library writes to
libc.open_memstream.restype = FILE_p
libc.open_memstream.argtypes = [POINTER(c_void_p), POINTER(c_size_t)]
libc.fclose.restype = c_int
libc.fclose.argtypes = [FILE_p]
libc.fflush.restype = c_int
libc.fflush.argtypes = [FILE_p]
libc.free.restype = None
libc.free.argtypes = [c_void_p]

# ---------------------------------------------------------------- helpers


def decode(value: Optional[bytes]) -> Optional[str]:
    """A C string as text (UTF-8), or None for NULL."""
    if value is None:
        return None
    return value.decode("utf-8", errors="surrogateescape")


def encode(text: Optional[str]) -> Optional[bytes]:
    """Text as a C string (UTF-8), or None (NULL)."""
    if text is None:
        return None
    return text.encode("utf-8", errors="surrogateescape")


def encode_path(path: "os.PathLike[str] | str | bytes") -> bytes:
    """A file name as the C library takes it."""
    return os.fsencode(path)


def take_string(address: Optional[int]) -> Optional[str]:
    """Copy a string the library handed over, then free it with nt_free."""
    if not address:
        return None
    try:
        return decode(ctypes.string_at(address))
    finally:
        lib.nt_free(address)


class MemoryStream:
    """A C ``FILE *`` writing into memory (``open_memstream``).

    Use as a context manager; :attr:`file` is the stream to hand the
    library, and :meth:`getvalue` closes it and returns what was written.
    """

    def __init__(self) -> None:
        self._buf = c_void_p()
        self._size = c_size_t()
        self.file: Optional[int] = libc.open_memstream(
            ctypes.byref(self._buf), ctypes.byref(self._size))
        if not self.file:
            raise MemoryError("open_memstream failed")
        self._data: Optional[bytes] = None

    def getvalue(self) -> bytes:
        """Close the stream (once) and return the bytes written to it."""
        if self._data is None:
            self.close()
        return self._data if self._data is not None else b""

    def close(self) -> None:
        """Close the stream and release its buffer, keeping the bytes."""
        if self.file:
            libc.fclose(self.file)
            self.file = None
            if self._buf.value:
                self._data = ctypes.string_at(self._buf.value,
                                              self._size.value)
                libc.free(self._buf.value)
            else:
                self._data = b""
            self._buf = c_void_p()

    def __enter__(self) -> "MemoryStream":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass


@contextmanager
def error_slot() -> Iterator[c_void_p]:
    """A ``char *`` the library may set to a message (freed afterwards)."""
    slot = c_void_p()
    try:
        yield slot
    finally:
        if slot.value:
            lib.nt_free(slot.value)
            slot.value = None


def slot_text(slot: c_void_p) -> Optional[str]:
    """The text in a ``char *`` slot the library set, or None; it is freed
    and the slot cleared."""
    if not slot.value:
        return None
    value = slot.value
    slot.value = None
    return take_string(value)
