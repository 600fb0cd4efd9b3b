"""The tour of python/README.md runs as shown."""

from __future__ import annotations

import contextlib
import io
import re

from conftest import PYTHON_DIR


def python_blocks(text: str):
    return re.findall(r"^```python\n(.*?)^```", text, re.S | re.M)


def test_readme_blocks_run():
    text = (PYTHON_DIR / "README.md").read_text(encoding="utf-8")
    blocks = python_blocks(text)
    assert len(blocks) >= 10
    namespace: dict = {"__name__": "readme"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for i, block in enumerate(blocks):
            code = compile(block, f"README.md block {i + 1}", "exec")
            exec(code, namespace)
    printed = out.getvalue()
    assert "castel.place.zone" in printed
    assert "variation 1 of turn 3" in printed
