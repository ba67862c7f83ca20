#!/usr/bin/env python3
"""folio's search against Pagefind on the same built blog (issue 23): `make bench-search`.

    python3 bench/search_bench.py --folio .build/release/folio --pagefind PATH [--posts 10000] [--queries 15]

1. Generates the bench corpus (bench/corpus.py) in /dev/shm and builds it with folio, cold (no output, no
   cache), three times with search and three times with `search: false`: the index's time is the difference of
   the medians. Pagefind 1.5.2 then indexes a copy of the same output (`--site OUT --output-subdir pagefind`),
   timed the same way.
2. Queries, made from the posts with a fixed seed before any engine is asked, `--queries` of each kind: the exact
   title; the two or three words of the post's text that the fewest posts have; the title with its last word cut
   to its first four letters (as while typing); the title with one of its words of five letters or more given one
   typo (a letter changed, dropped, added or two swapped, never the first).
3. Each query in headless Chromium with a fresh profile (its cache off through the DevTools protocol), over HTTP
   with gzip, bytes and requests counted by the server that answers them (status line, headers and body as sent;
   so requests a worker makes count too): for folio, typing the query into the header's box until its results
   show (search.js, the index, the shards, the cards of the five shown); for Pagefind, its documented API in a
   page (`import('/pagefind/pagefind.js')`, `search`, then `data()` of the first five results). Ranks come from
   the first ten results (folio's search page, Pagefind's `data()` of ten).
4. Main-thread time of the query "a" (the Performance domain's TaskDuration from typing to results shown, the
   index loaded before), and what one edited post rewrites: a sentence appended to one post, folio built again
   (with its cache) and Pagefind run again, comparing the bytes of the index's files.

Prints the table, with Pagefind's column, and MRR@10 and top-5 per kind of query.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus  # noqa: E402

SEED = 1
EDIT = "\nThis sentence was added by an edit of the benchmark.\n"


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


# MARK: - Building


def timed(argv: list[str], **kwargs) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, **kwargs)
    return time.perf_counter() - start


def cold_build(folio: str, site: Path, out: Path) -> float:
    for path in (out, site / ".folio-cache"):
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    return timed([folio, "build", str(site), "--output", str(out)])


def set_search(site: Path, enabled: bool) -> None:
    config = site / "folio.yml"
    text = re.sub(r"\nsearch: \w+\n", "\n", config.read_text())
    config.write_text(text + ("" if enabled else "search: false\n"))


def folder_files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def index_files_of(out: Path) -> dict[str, bytes]:
    """folio's index: the files of `search/` but the search page (`search/index.html`), which is a page."""
    return {k: v for k, v in folder_files(out / "search").items() if k != "index.html"}


# MARK: - Queries


WORD = re.compile(r"[a-z0-9]+")


def body_text(markdown: str) -> str:
    """A post's text as a reader sees it, roughly: no front matter, links' targets and fences' markers dropped."""
    body = markdown.split("\n---\n", 1)[1] if markdown.startswith("---\n") else markdown
    body = re.sub(r"\]\([^)]*\)", "]", body)
    body = re.sub(r"```\w*", "", body)
    return body.lower()


def make_queries(posts: int, per_kind: int) -> list[dict]:
    log("   making queries from the corpus")
    metas = [corpus.post_meta(SEED, i) for i in range(posts)]
    words_of = []
    df: dict[str, int] = {}
    for i in range(posts):
        words = set(w for w in WORD.findall(body_text(corpus.post_markdown(SEED, i))) if len(w) >= 3)
        words_of.append(words)
        for w in words:
            df[w] = df.get(w, 0) + 1
    r = random.Random(f"search-bench:{SEED}")
    chosen = r.sample(range(posts), per_kind * 4)
    queries = []
    for n, i in enumerate(chosen[:per_kind]):
        queries.append({"kind": "title", "query": metas[i].title, "post": i})
    for i in chosen[per_kind:2 * per_kind]:
        rare = sorted(words_of[i], key=lambda w: (df[w], w))[: r.choice([2, 3])]
        queries.append({"kind": "rare words", "query": " ".join(rare), "post": i})
    prefixable = [i for i in chosen[2 * per_kind:] if len(metas[i].title.split()[-1]) >= 6]
    for i in prefixable[:per_kind]:
        words = metas[i].title.split()
        queries.append({"kind": "prefix", "query": " ".join(words[:-1] + [words[-1][:4]]), "post": i})
    typoable = [i for i in chosen[3 * per_kind:] + chosen if any(len(w) >= 5 for w in metas[i].title.split())]
    for i in typoable[:per_kind]:
        words = metas[i].title.split()
        which = r.choice([k for k, w in enumerate(words) if len(w) >= 5])
        words[which] = typo(words[which], r)
        queries.append({"kind": "typo", "query": " ".join(words), "post": i})
    for q in queries:
        q["url"] = metas[q["post"]].url
    return queries


def typo(word: str, r: random.Random) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    at = r.randrange(1, len(word))
    kind = r.choice(["change", "drop", "add", "swap"])
    if kind == "change":
        return word[:at] + r.choice([c for c in letters if c != word[at].lower()]) + word[at + 1:]
    if kind == "drop":
        return word[:at] + word[at + 1:]
    if kind == "add":
        return word[:at] + r.choice(letters) + word[at:]
    at = min(at, len(word) - 2)
    if word[at] == word[at + 1]:
        return word[:at] + r.choice([c for c in letters if c != word[at]]) + word[at + 1:]
    return word[:at] + word[at + 1] + word[at] + word[at + 2:]


# MARK: - Serving with gzip


PAGEFIND_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>pagefind</title></head><body>
<script>
window.runQuery = async function (query, shown, ranked) {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const found = await pagefind.search(query);
  const first = await Promise.all(found.results.slice(0, shown).map(r => r.data()));
  const top = ranked ? await Promise.all(found.results.slice(0, ranked).map(r => r.data())) : first;
  return {count: found.results.length, urls: top.map(d => d.url), excerpt: first.length ? first[0].excerpt : ''};
};
</script></body></html>
"""


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site, gzipped as a web server does for text; Pagefind's own files are already compressed. Each
    answer's path and bytes (status line, headers and body, as sent) go to the server's `sent` list: counted here,
    every request is seen, also those a page's workers make, which the page's DevTools Network domain misses."""

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        path = unquote(urlsplit(self.path).path)
        if path == "/pagefind-test.html":
            return self.send(PAGEFIND_PAGE.encode(), "text/html")
        local = Path(self.directory) / path.lstrip("/")
        if local.is_dir():
            local = local / "index.html"
        if not local.is_file():
            self.send_error(404)
            return
        data = local.read_bytes()
        kind = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json",
                ".xml": "application/xml", ".wasm": "application/wasm"}.get(local.suffix, "application/octet-stream")
        self.send(data, kind)

    def send(self, data: bytes, kind: str) -> None:
        zipped = kind.startswith("text/") or kind in ("application/json", "application/xml", "application/wasm")
        if zipped and "gzip" in self.headers.get("Accept-Encoding", ""):
            data = gzip.compress(data, 6)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        if zipped and "gzip" in self.headers.get("Accept-Encoding", ""):
            self.send_header("Content-Encoding", "gzip")
        head = sum(len(line) for line in self._headers_buffer) + 2
        self.end_headers()
        self.wfile.write(data)
        with self.server.lock:
            self.server.sent.append((urlsplit(self.path).path, head + len(data)))


def serve(folder: Path) -> http.server.ThreadingHTTPServer:
    handler = lambda *a, **k: GzipHandler(*a, directory=str(folder), **k)  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.sent, server.lock = [], threading.Lock()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# MARK: - Chromium


def driver(chromium: str, chromedriver: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--disable-extensions"]:
        options.add_argument(argument)
    made = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    made.execute_cdp_cmd("Network.enable", {})
    made.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    made.execute_cdp_cmd("Performance.enable", {})
    return made


def network(server) -> list[tuple[str, int]]:
    """(path, bytes sent) of each request `server` answered since the last call."""
    with server.lock:
        sent, server.sent = server.sent, []
    return sent


def task_duration(made) -> float:
    metrics = made.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration")


def wait(made, script: str, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while True:
        value = made.execute_script("return " + script)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.02)


def folio_query(made, server, base: str, query: str) -> tuple[int, int, str]:
    """Types `query` into folio's box on the home page: bytes and requests of search.js and the index."""
    made.get(base)
    wait(made, "!document.querySelector('[data-search=box]').hidden")
    box = made.find_element("css selector", "#site-search-input")
    box.click()
    box.send_keys(query)
    wait(made, "document.querySelector('.site-search [role=status]').textContent")
    wait(made, "document.querySelectorAll('#site-search-results [role=option]').length > 0", 5)
    time.sleep(0.1)
    requests = [(u, n) for u, n in network(server) if u.endswith("/search.js") or "/search/" in u]
    first = made.execute_script("var o = document.querySelector('#site-search-results [role=option]');"
                                "return o ? o.dataset.href : ''")
    return sum(n for _, n in requests), len(requests), first


def folio_ranks(made, base: str, query: str) -> list[str]:
    made.get(base + "search/?q=" + quote(query))
    wait(made, "document.querySelector('.search-page [role=status]').textContent")
    return made.execute_script("return Array.from(document.querySelectorAll('.search-page-results a'))"
                               ".slice(0, 10).map(function (a) { return a.getAttribute('href'); })")


def pagefind_query(made, server, base: str, query: str, ranked: int = 0) -> tuple[int, int, dict]:
    made.get(base + "pagefind-test.html")
    time.sleep(0.1)
    network(server)
    result = made.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "window.runQuery(arguments[0], 5, arguments[1]).then(done, function (e) { done({error: String(e)}); });",
        query, ranked)
    time.sleep(0.1)
    requests = [(u, n) for u, n in network(server) if "/pagefind/" in u]
    return sum(n for _, n in requests), len(requests), result


def rank_of(urls: list[str], wanted: str) -> int | None:
    for position, url in enumerate(urls[:10]):
        path = urlsplit(url).path
        if path.removesuffix("index.html") == wanted:
            return position + 1
    return None


# MARK: - Main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folio", required=True)
    parser.add_argument("--pagefind", required=True)
    parser.add_argument("--posts", type=int, default=10000)
    parser.add_argument("--queries", type=int, default=15, help="queries of each of the four kinds")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/dev/shm/folio-search-bench")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    args = parser.parse_args()
    work = Path(args.work)
    if work.exists():
        shutil.rmtree(work)
    site, out, pf_out = work / "site", work / "out", work / "pagefind-site"
    repository = Path(__file__).resolve().parents[1]
    log(f"== {args.posts} posts in {work}")
    corpus.write_folio_site(str(site), SEED, args.posts, str(repository))
    shutil.rmtree(site / "templates")  # the built-in theme, as a new site has it
    set_search(site, True)

    log("   timing cold builds with and without search")
    with_search, without = [], []
    for _ in range(args.runs):
        set_search(site, False)
        without.append(cold_build(args.folio, site, out))
        set_search(site, True)
        with_search.append(cold_build(args.folio, site, out))
    cold, plain = statistics.median(with_search), statistics.median(without)
    index_files = index_files_of(out)
    folio_index_bytes = sum(len(v) for v in index_files.values())

    log("   Pagefind on a copy of the same output")
    pf_times = []
    for _ in range(args.runs):
        if pf_out.exists():
            shutil.rmtree(pf_out)
        shutil.copytree(out, pf_out)
        pf_times.append(timed([args.pagefind, "--site", str(pf_out), "--output-subdir", "pagefind"],
                              stderr=subprocess.DEVNULL))
    pf_files = folder_files(pf_out / "pagefind")
    pf_index_bytes = sum(len(v) for v in pf_files.values())

    queries = make_queries(args.posts, args.queries)
    folio_server, pf_server = serve(out), serve(pf_out)
    folio_base = f"http://127.0.0.1:{folio_server.server_address[1]}/"
    pf_base = f"http://127.0.0.1:{pf_server.server_address[1]}/"
    rows = []
    log(f"   {len(queries)} queries in Chromium, a fresh profile each")
    for q in queries:
        made = driver(args.chromium, args.chromedriver)
        try:
            network(folio_server)
            f_bytes, f_requests, _ = folio_query(made, folio_server, folio_base, q["query"])
            f_urls = folio_ranks(made, folio_base, q["query"])
        finally:
            made.quit()
        made = driver(args.chromium, args.chromedriver)
        try:
            p_bytes, p_requests, _ = pagefind_query(made, pf_server, pf_base, q["query"])
            _, _, ranked = pagefind_query(made, pf_server, pf_base, q["query"], ranked=10)
        finally:
            made.quit()
        p_urls = ranked.get("urls", []) if isinstance(ranked, dict) else []
        row = dict(q, folio_bytes=f_bytes, folio_requests=f_requests, folio_rank=rank_of(f_urls, q["url"]),
                   pf_bytes=p_bytes, pf_requests=p_requests, pf_rank=rank_of(p_urls, q["url"]))
        rows.append(row)
        log(f"   {q['kind']:<10} {q['query'][:40]!r:<44} folio {f_bytes:>7} B {f_requests} req rank "
            f"{row['folio_rank']}   pagefind {p_bytes:>7} B {p_requests} req rank {row['pf_rank']}")

    log("   main-thread time of the query 'a'")
    made = driver(args.chromium, args.chromedriver)
    try:
        made.get(folio_base)
        wait(made, "!document.querySelector('[data-search=box]').hidden")
        box = made.find_element("css selector", "#site-search-input")
        box.click()
        wait(made, "window.folioSearch && performance.getEntriesByType('resource')"
                   ".some(function (e) { return e.name.indexOf('search/index.js') >= 0; })")
        time.sleep(0.3)
        # Typed as an input event in one script that waits for the answer itself (a MutationObserver), so that no
        # polling of the page's own adds to its main thread's time.
        before = task_duration(made)
        made.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "var box = document.querySelector('#site-search-input');"
            "var status = document.querySelector('.site-search [role=status]');"
            "new MutationObserver(function (m, o) { o.disconnect(); done(1); })"
            ".observe(status, {childList: true, characterData: true, subtree: true});"
            "box.value = 'a'; box.dispatchEvent(new Event('input', {bubbles: true}));")
        folio_a = (task_duration(made) - before) * 1000
        made.get(pf_base + "pagefind-test.html")
        made.execute_async_script("var d = arguments[0]; import('/pagefind/pagefind.js')"
                                  ".then(function (p) { return p.init(); }).then(function () { d(1); });")
        time.sleep(0.3)
        before = task_duration(made)
        made.execute_async_script("var d = arguments[arguments.length - 1]; window.runQuery('a', 5, 0).then(d);")
        pf_a = (task_duration(made) - before) * 1000
    finally:
        made.quit()
    folio_server.shutdown()
    pf_server.shutdown()

    log("   one edited post")
    edited = site / "content" / "posts" / corpus.post_meta(SEED, args.posts // 2).relpath
    original = edited.read_bytes()
    edited.write_bytes(original + EDIT.encode())
    timed([args.folio, "build", str(site), "--output", str(out)])
    after = index_files_of(out)
    rewritten = sum(len(v) for k, v in after.items() if index_files.get(k) != v)
    shutil.rmtree(pf_out)
    shutil.copytree(out, pf_out)
    timed([args.pagefind, "--site", str(pf_out), "--output-subdir", "pagefind"], stderr=subprocess.DEVNULL)
    pf_after = folder_files(pf_out / "pagefind")
    pf_rewritten = sum(len(v) for k, v in pf_after.items() if pf_files.get(k) != v)
    edited.write_bytes(original)

    def median(key, kind=None):
        return statistics.median(r[key] for r in rows if kind is None or r["kind"] == kind)

    def mrr(key, kind):
        ranks = [r[key] for r in rows if r["kind"] == kind]
        return sum(1 / x for x in ranks if x) / len(ranks)

    def top5(key, kind):
        ranks = [r[key] for r in rows if r["kind"] == kind]
        return sum(1 for x in ranks if x and x <= 5) / len(ranks)

    posts = args.posts
    print(f"\n{posts:,} posts, {len(rows)} queries (Pagefind 1.5.2 on the same output)\n")
    print("| | folio | Pagefind | goal |")
    print("|---|---|---|---|")
    print(f"| first-query bytes, gzip, median | {median('folio_bytes') / 1000:.1f} KB | "
          f"{median('pf_bytes') / 1000:.1f} KB | ≤ 60 KB |")
    print(f"| first-query requests, median (most) | {median('folio_requests'):.0f} "
          f"({max(r['folio_requests'] for r in rows)}) | {median('pf_requests'):.0f} "
          f"({max(r['pf_requests'] for r in rows)}) | ≤ 4 |")
    print(f"| index time | {cold - plain:.2f} s ({(cold - plain) / cold:.1%} of folio's cold build, "
          f"{cold:.2f} s) | {statistics.median(pf_times):.2f} s | ≤ 5% |")
    print(f"| index files | {len(index_files)} (1 per {posts / len(index_files):.0f} posts), "
          f"{folio_index_bytes / 1e6:.1f} MB | {len(pf_files)}, {pf_index_bytes / 1e6:.1f} MB | ≤ 1 per 50 posts |")
    print(f"| one edited post rewrites | {rewritten / folio_index_bytes:.1%} of the index's bytes | "
          f"{pf_rewritten / pf_index_bytes:.1%} | ≤ 2% |")
    print(f"| main-thread time, query \"a\" | {folio_a:.0f} ms | {pf_a:.0f} ms | ≤ 50 ms |")
    for kind in ["title", "rare words", "prefix", "typo"]:
        print(f"| MRR@10, {kind} | {mrr('folio_rank', kind):.3f} | {mrr('pf_rank', kind):.3f} | ≥ Pagefind's |")
    for kind, goal in [("prefix", "≥ 95%"), ("typo", "≥ 90%")]:
        print(f"| top 5, {kind} | {top5('folio_rank', kind):.0%} | {top5('pf_rank', kind):.0%} | {goal} |")
    (work / "queries.json").write_text(json.dumps(rows, indent=1))
    log(f"   every query's figures: {work / 'queries.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
