"""lesson.js under node, with a stand-in ``document``: a Markdown tree from Python becomes only the
elements of the safe subset, strings become text nodes, a node of any other kind (``script``,
``img``) is dropped, and a link is made only to an http/https address."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from cardlab.lessons.files import markdown

from ..conftest import ROOT

NODE = shutil.which("node")

SCRIPT = r"""
const made = [];
class El {
  constructor(tag) { this.tag = tag; this.attrs = {}; this.children = []; this._text = ""; made.push(this); }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  appendChild(c) { this.children.push(c); return c; }
  set textContent(t) { this.children = [{ text: String(t) }]; }
}
globalThis.document = { createElement: (t) => new El(t), createTextNode: (t) => ({ text: String(t) }),
                        createElementNS: (ns, t) => new El(t) };
const m = await import(process.argv[1]);
const tree = JSON.parse(process.argv[2]);
const root = new El("div");
made.length = 0;
m.markdownInto(root, tree);
const text = (e) => e.text !== undefined ? e.text : e.children.map(text).join("");
console.log(JSON.stringify({ tags: made.map((e) => e.tag), attrs: made.map((e) => e.attrs), text: text(root),
  hrefs: ["https://ok.example/", "javascript:alert(1)", "JAVASCRIPT:x", "data:text/html,x", "//x.y", "https:x"].map(m.safeHref) }));
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_markdown_tree_into_dom():
    src = (
        "<script>alert(1)</script> *a* **b** `<img src=x onerror=alert(1)>` [ok](https://ok.example/x) "
        "[bad](javascript:alert(1))\n\n- <li>\n\n```\n</pre><script>\n```"
    )
    tree = markdown(src)
    # a tree that did not come from the parser: unknown kinds and a javascript: link are dropped
    tree += [["script", "alert(1)"], ["p", [["img", "x"], ["a", "javascript:alert(1)", ["click"]], "end"]]]
    p = subprocess.run(
        [
            NODE,
            "--input-type=module",
            "-e",
            SCRIPT,
            str(ROOT / "cardlab" / "widgets" / "static" / "lesson.js"),
            json.dumps(tree),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert set(out["tags"]) <= {"p", "h4", "ul", "ol", "li", "em", "strong", "code", "pre", "a"}, out["tags"]
    links = [a for t, a in zip(out["tags"], out["attrs"]) if t == "a"]
    assert links == [
        {
            "href": "https://ok.example/x",
            "rel": "noopener noreferrer nofollow",
            "target": "_blank",
            "class": "ls-link",
        }
    ]
    assert "<script>alert(1)</script>" in out["text"] and "<img src=x onerror=alert(1)>" in out["text"]
    assert "clickend" in out["text"] and "</pre><script>" in out["text"]
    assert out["hrefs"] == ["https://ok.example/", None, None, None, None, None]
