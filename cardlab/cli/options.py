"""What the commands share: ``--option NAME=VALUE`` read into a dict.  Here, below the package's
``__init__`` (which names it too) and the command modules, which import it from here."""

from __future__ import annotations

import json
import sys


def parse_options(pairs) -> dict | None:
    """``--option NAME=VALUE`` pairs as a dict (VALUE read as JSON when it is JSON, else as
    text); None after printing a usage error."""
    opts = {}
    for o in pairs:
        k, sep, v = o.partition("=")
        if not sep:
            print(f"cardlab: --option wants NAME=VALUE, not {o!r}", file=sys.stderr)
            return None
        try:
            opts[k] = json.loads(v)
        except json.JSONDecodeError:
            opts[k] = v
    return opts
