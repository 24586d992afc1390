"""Serve a built JupyterLite site on 127.0.0.1 (a free port), with the types its files need:
``with serve_site(directory) as url: ...``.  Used by tests/browser/test_lite.py and
benchmarks/lite.py."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from pathlib import Path
from typing import Iterator


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/octet-stream",
    }

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve_site(directory: Path | str) -> Iterator[str]:
    srv = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(directory))
    )
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}"
    finally:
        srv.shutdown()
        srv.server_close()
