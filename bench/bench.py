#!/usr/bin/env python3
"""folio's build benchmark (issue 6): folio against Hugo and against a floor of cmark-gfm plus a copy.

    bench/run [--folio PATH] [--sizes 1000,10000] [--runs 3] [--seed 1] [--work /dev/shm/folio-bench]

For each corpus size it generates a seeded corpus (bench/corpus.py) as a folio site and as a Hugo site, and
times, as the median of --runs runs (every run is printed too), with peak memory from /usr/bin/time -v:

  folio cold      output folder and build cache (.folio-cache) removed first; code highlighted (folio's own)
  folio cold, no cache   the same with --no-cache: what keeping the cache costs a cold build
  folio cold, no highlighting   the same with --no-highlight: what highlighting costs (issue 12: at most 10%)
  folio warm      the same command again, nothing changed (and whether it rewrote any output file)
  folio one-edit  a sentence appended to one post, then the same command again (with the cache the builds
                  before it left)
  preview rebuild folio-bench rebuild: a preview's rebuild after one edit, in process, median of 5
  Hugo            highlighting off (markup.highlight.codeFences = false), and Hugo's default highlighting
  floor           the cmark-gfm command over all the posts in one process, plus `cp -r` of folio's output

and then the Markdown stage alone on one ~5 MB document: folio-bench's in-process median against the cmark-gfm
command, and `folio render` against the cmark-gfm command as whole processes (plus libcmark-gfm in-process
through ctypes, for an in-process to in-process comparison).

Everything (corpus, every tool's output, Hugo's cache) is under /dev/shm and is removed at the end, unless
--keep: creating many folders on this machine's disk is slow and erratic, and would measure the disk.
Python 3.11 standard library only; installs hugo, cmark-gfm and time from Debian when they are missing.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import glob
import hashlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # leave no __pycache__ in bench/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
import image_bench  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CMARK_ARGS = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist",
              "-e", "footnotes", "--unsafe"]
TARGETS = {  # issue 6
    "cold_vs_hugo": 0.2, "cold_vs_floor": 1.5, "memory_vs_hugo": 0.2, "warm_vs_cold": 0.1, "edit_vs_cold": 0.1,
    "markdown_vs_cmark": 0.9, "highlight_vs_plain": 1.1,
}


def log(message: str = "") -> None:
    print(message, flush=True)


# --- running and measuring ------------------------------------------------------------------------------------

class Run:
    """One timed process: wall seconds (measured here), peak RSS and CPU seconds (from /usr/bin/time -v)."""

    def __init__(self, wall: float, rss_kb: int, cpu: float, rc: int, out: str, err: str):
        self.wall, self.rss_kb, self.cpu, self.rc, self.out, self.err = wall, rss_kb, cpu, rc, out, err

    def brief(self) -> str:
        return f"{self.wall:7.3f} s  {self.rss_kb / 1024:7.1f} MB  cpu {self.cpu:6.2f} s"


def measure(argv: list[str], stdout_path: str | None = None, env: dict | None = None) -> Run:
    """Runs argv under /usr/bin/time -v. Standard output goes to stdout_path (under /dev/shm) when given."""
    with tempfile.NamedTemporaryFile("r", dir="/dev/shm", prefix="folio-bench-time-", delete=False) as report:
        report_path = report.name
    try:
        out_target = open(stdout_path, "wb") if stdout_path else subprocess.PIPE
        try:
            start = time.perf_counter()
            proc = subprocess.run(["/usr/bin/time", "-v", "-o", report_path] + argv, stdout=out_target,
                                  stderr=subprocess.PIPE, env=env)
            wall = time.perf_counter() - start
        finally:
            if stdout_path:
                out_target.close()
        with open(report_path) as f:
            text = f.read()
    finally:
        os.unlink(report_path)
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", text).group(1))
    system = float(re.search(r"System time \(seconds\): ([\d.]+)", text).group(1))
    out = "" if stdout_path else proc.stdout.decode(errors="replace")
    return Run(wall, rss, user + system, proc.returncode, out, proc.stderr.decode(errors="replace"))


def median(values: list[float]) -> float:
    return statistics.median(values)


def remove(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def snapshot(folder: str) -> dict[str, tuple[int, int]]:
    """Every file under folder: its path → (mtime in ns, inode)."""
    files = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            st = os.lstat(path)
            files[os.path.relpath(path, folder)] = (st.st_mtime_ns, st.st_ino)
    return files


def tree_size(folder: str) -> tuple[int, int]:
    count = total = 0
    for root, _, names in os.walk(folder):
        for name in names:
            count += 1
            total += os.lstat(os.path.join(root, name)).st_size
    return count, total


def digest(folder: str) -> str:
    h = hashlib.sha256()
    for root, dirs, names in os.walk(folder):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(root, name)
            h.update(os.path.relpath(path, folder).encode() + b"\0")
            with open(path, "rb") as f:
                h.update(f.read())
    return h.hexdigest()[:16]


def ensure_debian(packages: dict[str, str]) -> None:
    """packages: command path → Debian package; installs the missing ones."""
    missing = [pkg for path, pkg in packages.items() if not os.path.exists(path)]
    if not missing:
        return
    log(f"installing from Debian: {' '.join(missing)}")
    if os.geteuid() != 0:
        sys.exit(f"bench needs these Debian packages: {' '.join(missing)} (run as root, or: "
                 f"sudo apt-get install -y {' '.join(missing)})")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "-qq"] + missing, check=True, env=env, stdout=subprocess.DEVNULL)


# --- folio -----------------------------------------------------------------------------------------------------

class Failure(Exception):
    pass


def folio_build(folio: str, site: str, out: str, *extra: str) -> Run:
    run = measure([folio, "build", site, "--output", out, *extra])
    if run.rc != 0 or "error:" in run.err:
        errors = [line for line in run.err.splitlines() if "error:" in line]
        raise Failure(f"folio build exited {run.rc} with {len(errors)} error lines:\n" + "\n".join(
            (errors or run.err.splitlines())[:20]))
    return run


def built_posts(run: Run) -> int:
    found = re.search(r"Built ([\d,]+) posts?", run.out + run.err)
    return int(found.group(1).replace(",", "")) if found else -1


# --- the Markdown stage in-process, through libcmark-gfm ------------------------------------------------------

def cmark_in_process(text: bytes, rounds: int) -> list[float]:
    """Seconds per parse + HTML render of text with GitHub's extensions, in this process (libcmark-gfm)."""
    def load(name: str):
        found = ctypes.util.find_library(name) or (sorted(glob.glob(f"/usr/lib/*/lib{name}.so*")) or [None])[0]
        if not found:
            raise OSError(f"lib{name} not found")
        return ctypes.CDLL(found)
    core, extensions, libc = load("cmark-gfm"), load("cmark-gfm-extensions"), ctypes.CDLL(None)
    vp = ctypes.c_void_p
    extensions.cmark_gfm_core_extensions_ensure_registered.restype = None
    core.cmark_parser_new.restype, core.cmark_parser_new.argtypes = vp, [ctypes.c_int]
    core.cmark_find_syntax_extension.restype, core.cmark_find_syntax_extension.argtypes = vp, [ctypes.c_char_p]
    core.cmark_parser_attach_syntax_extension.argtypes = [vp, vp]
    core.cmark_parser_feed.argtypes = [vp, ctypes.c_char_p, ctypes.c_size_t]
    core.cmark_parser_finish.restype, core.cmark_parser_finish.argtypes = vp, [vp]
    core.cmark_parser_get_syntax_extensions.restype, core.cmark_parser_get_syntax_extensions.argtypes = vp, [vp]
    core.cmark_render_html.restype, core.cmark_render_html.argtypes = vp, [vp, ctypes.c_int, vp]
    core.cmark_node_free.argtypes = [vp]
    core.cmark_parser_free.argtypes = [vp]
    libc.free.argtypes = [vp]
    extensions.cmark_gfm_core_extensions_ensure_registered()
    options = (1 << 17) | (1 << 13)  # CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES, as the command's flags
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        parser = core.cmark_parser_new(options)
        for name in (b"table", b"strikethrough", b"autolink", b"tagfilter", b"tasklist"):
            core.cmark_parser_attach_syntax_extension(parser, core.cmark_find_syntax_extension(name))
        core.cmark_parser_feed(parser, text, len(text))
        document = core.cmark_parser_finish(parser)
        html = core.cmark_render_html(document, options, core.cmark_parser_get_syntax_extensions(parser))
        times.append(time.perf_counter() - start)
        libc.free(html)
        core.cmark_node_free(document)
        core.cmark_parser_free(parser)
    return times


# --- one corpus size -------------------------------------------------------------------------------------------

def bench_size(args, size: int, work: str) -> dict:
    base = os.path.join(work, f"n{size}")
    folio_site, hugo_site = os.path.join(base, "folio-site"), os.path.join(base, "hugo-site")
    folio_out, copy_out = os.path.join(base, "folio-out"), os.path.join(base, "copy-out")
    hugo_out, hugo_cache = os.path.join(base, "hugo-out"), os.path.join(base, "hugo-cache")
    floor_html = os.path.join(base, "cmark-all.html")

    log(f"\n== {size:,} posts ==")
    start = time.perf_counter()
    corpus.write_folio_site(folio_site, args.seed, size, REPO)
    corpus.write_hugo_site(hugo_site, args.seed, size, REPO)
    posts = sorted(glob.glob(os.path.join(folio_site, "content", "posts", "*.md"))
                   + glob.glob(os.path.join(folio_site, "content", "posts", "*", "index.md")))
    markdown_bytes = sum(os.path.getsize(p) for p in posts)
    log(f"corpus: {len(posts):,} posts, {markdown_bytes / 1e6:.1f} MB of Markdown "
        f"({markdown_bytes / len(posts) / 1000:.1f} KB a post), seed {args.seed}, digest "
        f"{digest(os.path.join(folio_site, 'content'))}, generated in {time.perf_counter() - start:.1f} s")

    # The corpus must build with no error, and with every post.
    check = folio_build(args.folio, folio_site, folio_out)
    if built_posts(check) != size:
        raise Failure(f"folio built {built_posts(check)} posts, expected {size}: {check.out.strip()}")
    warnings = [line for line in check.err.splitlines() if "warning:" in line]
    log(f"check build: {check.out.strip()}  ({len(warnings)} warnings)")
    for line in warnings[:5]:
        log(f"  {line}")
    remove(folio_out)

    edited_meta = corpus.post_meta(args.seed, size // 2)
    edited = os.path.join(folio_site, "content", "posts", edited_meta.relpath)
    edited_page = os.path.join(folio_out, edited_meta.url.strip("/"), "index.html")
    with open(edited, "rb") as f:
        original = f.read()

    hugo_cmd = lambda variant: ["hugo", "--source", hugo_site, "--config",  # noqa: E731
                                os.path.join(hugo_site, f"config-{variant}.toml"), "--destination", hugo_out,
                                "--cacheDir", hugo_cache, "--quiet"]
    runs: dict[str, list[Run]] = {k: [] for k in ("cold", "cold_nocache", "cold_plain", "warm", "edit",
                                                  "hugo_off", "hugo_default", "cmark", "copy")}
    cache = os.path.join(folio_site, ".folio-cache")
    warm_writes: list[int] = []
    for n in range(args.runs):
        args.loads.append(os.getloadavg()[0])
        log(f"-- run {n + 1}/{args.runs} (load {args.loads[-1]:.2f})")
        # The floor, part 1: the cmark-gfm command over every post, in one process.
        r = measure(["cmark-gfm"] + CMARK_ARGS + posts, stdout_path=floor_html)
        if r.rc != 0:
            raise Failure(f"cmark-gfm exited {r.rc}: {r.err[:500]}")
        runs["cmark"].append(r)
        log(f"   cmark-gfm, all posts    {r.brief()}")
        # folio cold without its cache, then cold, then warm.
        remove(folio_out)
        remove(cache)
        r = folio_build(args.folio, folio_site, folio_out, "--no-cache")
        runs["cold_nocache"].append(r)
        log(f"   folio cold, --no-cache  {r.brief()}")
        remove(folio_out)
        remove(cache)
        r = folio_build(args.folio, folio_site, folio_out, "--no-highlight")
        runs["cold_plain"].append(r)
        log(f"   folio cold, no highlighting {r.brief()}")
        remove(folio_out)
        remove(cache)
        r = folio_build(args.folio, folio_site, folio_out)
        runs["cold"].append(r)
        log(f"   folio cold              {r.brief()}   {r.out.strip()}")
        before = snapshot(folio_out)
        r = folio_build(args.folio, folio_site, folio_out)
        after = snapshot(folio_out)
        written = sum(1 for p, v in after.items() if before.get(p) != v) + sum(1 for p in before if p not in after)
        warm_writes.append(written)
        runs["warm"].append(r)
        log(f"   folio warm              {r.brief()}   files rewritten: {written:,} of {len(after):,}")
        # The floor, part 2: copying as many bytes as folio wrote.
        remove(copy_out)
        r = measure(["cp", "-r", folio_out, copy_out])
        runs["copy"].append(r)
        log(f"   cp -r folio's output    {r.brief()}")
        remove(copy_out)
        # One edit: a new sentence at the end of one post.
        sentence = f"\nThis sentence was added by edit {n + 1} of the benchmark.\n"
        with open(edited, "wb") as f:
            f.write(original + sentence.encode())
        try:
            r = folio_build(args.folio, folio_site, folio_out)
            with open(edited_page, encoding="utf-8") as f:
                if sentence.strip() not in f.read():
                    raise Failure(f"the one-edit build did not show the edit in {edited_page}")
        finally:
            with open(edited, "wb") as f:
                f.write(original)
        runs["edit"].append(r)
        log(f"   folio one edit          {r.brief()}   {r.out.strip()}")
        # Hugo, cold each time.
        for key, variant in (("hugo_off", "nohighlight"), ("hugo_default", "highlight")):
            remove(hugo_out)
            remove(hugo_cache)
            r = measure(hugo_cmd(variant))
            if r.rc != 0:
                raise Failure(f"hugo ({variant}) exited {r.rc}:\n{r.err[:2000]}")
            runs[key].append(r)
            log(f"   hugo {variant:<18} {r.brief()}")

    # A preview's rebuild after one edit, in process (the server adds its watcher's 50 ms quiet period).
    rebuild = subprocess.run([args.folio_bench, "rebuild", folio_site], capture_output=True, text=True)
    found = re.search(r"median ([\d.]+) s", rebuild.stdout)
    if rebuild.returncode != 0 or not found:
        raise Failure(f"folio-bench rebuild failed: {rebuild.stdout[-500:]}{rebuild.stderr[-500:]}")
    preview_rebuild = float(found.group(1))
    log(f"   preview rebuild, one edit, in process: median {preview_rebuild:.3f} s")
    remove(cache)

    hugo_files, hugo_bytes = tree_size(hugo_out)
    hugo_warnings = [line for line in runs["hugo_off"][-1].err.splitlines() if line.strip()]
    folio_files, folio_bytes = tree_size(folio_out)
    remove(hugo_out)
    remove(folio_out)
    remove(floor_html)
    return {
        "size": size, "markdown_bytes": markdown_bytes, "runs": runs, "warm_writes": warm_writes,
        "preview_rebuild": preview_rebuild,
        "folio_files": folio_files, "folio_bytes": folio_bytes, "hugo_files": hugo_files,
        "hugo_bytes": hugo_bytes, "hugo_warnings": hugo_warnings, "warnings": len(warnings),
    }


# --- the Markdown stage on one large document ----------------------------------------------------------------

def bench_markdown(args, work: str) -> dict:
    path = os.path.join(work, "large.md")
    parts, total, i = [], 0, 0
    while total < 5_000_000:
        body = corpus.post_markdown(args.seed, i).split("---\n", 2)[2]  # front matter left out
        parts.append(body)
        total += len(body.encode())
        i += 1
    data = "\n".join(parts).encode()
    with open(path, "wb") as f:
        f.write(data)
    mb = len(data) / 1e6
    log(f"\n== Markdown stage: {mb:.2f} MB in one document (the first {i:,} posts' bodies) ==")
    html = "/dev/null"
    result: dict = {"mb": mb}
    rounds = max(args.runs, 7)
    cli = [measure(["cmark-gfm"] + CMARK_ARGS + [path], stdout_path=html) for _ in range(rounds)]
    result["cmark_cli"] = cli
    log("   cmark-gfm command       " + "  ".join(f"{mb / r.wall:.1f}" for r in cli) + " MB/s")
    render = [measure([args.folio, "render", path], stdout_path=html) for _ in range(rounds)]
    if any(r.rc != 0 for r in render):
        raise Failure(f"folio render exited {render[0].rc}: {render[0].err[:1000]}")
    result["folio_render"] = render
    log("   folio render (process)  " + "  ".join(f"{mb / r.wall:.1f}" for r in render) + " MB/s")
    bench_rates = []
    for _ in range(args.runs):
        r = measure([args.folio_bench, "markdown", path])
        found = re.search(r"median ([\d.]+) MB/s", r.out)
        if r.rc != 0 or not found:
            raise Failure(f"folio-bench markdown failed ({r.rc}): {r.out} {r.err[:500]}")
        bench_rates.append(float(found.group(1)))
        log(f"   folio-bench: {r.out.strip()}")
    result["folio_bench"] = bench_rates
    # The Swift lexer alone, in process (issue 12: at least 50 MB/s on one core).
    r = measure([args.folio_bench, "highlight"])
    found = re.search(r"median ([\d.]+) MB/s over", r.out)
    if r.rc != 0 or not found:
        raise Failure(f"folio-bench highlight failed ({r.rc}): {r.out} {r.err[:500]}")
    result["highlight"] = float(found.group(1))
    result["highlight_lines"] = r.out.strip().splitlines()
    for line in result["highlight_lines"]:
        log(f"   folio-bench: {line}")
    try:
        inproc = cmark_in_process(data, rounds)
        result["cmark_lib"] = [mb / t for t in inproc]
        log("   libcmark-gfm in-process " + "  ".join(f"{v:.1f}" for v in result["cmark_lib"]) + " MB/s")
    except (OSError, AttributeError) as error:
        log(f"   libcmark-gfm in-process: not measured ({error})")
    remove(path)
    return result


# --- the table -------------------------------------------------------------------------------------------------

def verdict(value: float, target: float, at_most: bool) -> str:
    ok = value <= target if at_most else value >= target
    gap = value / target
    return "met" if ok else f"NOT met ({gap:.2f}× the target)"


def report(args, results: list[dict], markdown: dict | None) -> None:
    def med(res, key):
        return median([r.wall for r in res["runs"][key]])

    def mem(res, key):
        return max(r.rss_kb for r in res["runs"][key]) / 1024

    def cores(res, key):
        return median([r.cpu / r.wall for r in res["runs"][key] if r.wall > 0])

    sizes = [f"{res['size']:,} posts" for res in results]
    log(f"\n## folio benchmark (issue 6): medians of {args.runs} runs; wall seconds, peak RSS")
    log(f"{args.folio_version}; {args.hugo_version}; {args.cmark_version}; {os.cpu_count()} cores; "
        f"load at start {args.load_start:.2f}, at end {os.getloadavg()[0]:.2f}")
    log(f"measured: {args.source}")
    if max(args.loads) > (os.cpu_count() or 1):
        log(f"note: the machine was loaded by other work (load average up to {max(args.loads):.1f} on "
            f"{os.cpu_count()} cores during the runs), so single runs vary; medians are shown")
    log("cores = CPU time / wall time (median). All corpora, outputs and caches are in /dev/shm (creating many folders on this machine's disk is slow "
        "and erratic).")
    log("")
    log("| measure | " + " | ".join(sizes) + " |")
    log("|---|" + "---|" * len(results))
    rows = [("folio cold (output and cache removed), its own highlighting", "cold"),
            ("folio cold, --no-cache", "cold_nocache"), ("folio cold, --no-highlight", "cold_plain"),
            ("folio warm (nothing changed)", "warm"),
            ("folio one edit (one post appended to)", "edit"), ("Hugo, highlighting off", "hugo_off"),
            ("Hugo, default (Chroma highlighting)", "hugo_default"), ("cmark-gfm command, all posts, 1 process",
                                                                        "cmark"),
            ("cp -r of folio's output", "copy")]
    for label, key in rows:
        log(f"| {label} | " + " | ".join(
            f"{med(res, key):.3f} s, {mem(res, key):.0f} MB, {cores(res, key):.1f} cores" for res in results) + " |")
    log("| preview rebuild after one edit, in process (folio-bench rebuild) | " + " | ".join(
        f"{res['preview_rebuild']:.3f} s" for res in results) + " |")
    floors = [med(res, "cmark") + med(res, "copy") for res in results]
    log("| floor = cmark-gfm + cp | " + " | ".join(
        f"{f:.3f} s, {max(mem(res, 'cmark'), mem(res, 'copy')):.0f} MB" for f, res in zip(floors, results)) + " |")
    log("| output: folio / Hugo | " + " | ".join(
        f"{res['folio_files']:,} files {res['folio_bytes'] / 1e6:.0f} MB / {res['hugo_files']:,} files "
        f"{res['hugo_bytes'] / 1e6:.0f} MB" for res in results) + " |")
    log("")
    log("| ratio (target) | " + " | ".join(sizes) + " |")
    log("|---|" + "---|" * len(results))

    def ratio_row(label, target, at_most, values):
        log(f"| {label} ({'≤' if at_most else '≥'} {target}) | " + " | ".join(
            f"{v:.3f}: {verdict(v, target, at_most)}" for v in values) + " |")

    ratio_row("folio cold / Hugo highlighting off", TARGETS["cold_vs_hugo"], True,
              [med(res, "cold") / med(res, "hugo_off") for res in results])
    ratio_row("folio cold, highlighted / --no-highlight", TARGETS["highlight_vs_plain"], True,
              [med(res, "cold") / med(res, "cold_plain") for res in results])
    ratio_row("folio cold / floor", TARGETS["cold_vs_floor"], True,
              [med(res, "cold") / f for res, f in zip(results, floors)])
    ratio_row("folio peak memory / Hugo's (highlighting off)", TARGETS["memory_vs_hugo"], True,
              [mem(res, "cold") / mem(res, "hugo_off") for res in results])
    ratio_row("folio warm / cold", TARGETS["warm_vs_cold"], True,
              [med(res, "warm") / med(res, "cold") for res in results])
    ratio_row("folio one edit / cold", TARGETS["edit_vs_cold"], True,
              [med(res, "edit") / med(res, "cold") for res in results])
    log("| files a warm build rewrote (target: none) | " + " | ".join(
        f"{max(res['warm_writes']):,} of {res['folio_files']:,}: "
        f"{'met' if max(res['warm_writes']) == 0 else 'NOT met'}" for res in results) + " |")
    log("| for reference: folio cold / Hugo default | " + " | ".join(
        f"{med(res, 'cold') / med(res, 'hugo_default'):.3f}" for res in results) + " |")
    log("| for reference: Hugo default (highlighting) / Hugo highlighting off | " + " | ".join(
        f"{med(res, 'hugo_default') / med(res, 'hugo_off'):.3f}" for res in results) + " |")
    log("| for reference: folio peak memory / Hugo default's | " + " | ".join(
        f"{mem(res, 'cold') / mem(res, 'hugo_default'):.3f}" for res in results) + " |")

    if markdown:
        mb = markdown["mb"]
        cli = median([mb / r.wall for r in markdown["cmark_cli"]])
        render = median([mb / r.wall for r in markdown["folio_render"]])
        fb = median(markdown["folio_bench"])
        log("")
        log(f"| Markdown stage, one {mb:.2f} MB document | MB/s (median) | peak RSS |")
        log("|---|---|---|")
        log(f"| cmark-gfm command > /dev/null (whole process) | {cli:.1f} | {max(r.rss_kb for r in markdown['cmark_cli']) / 1024:.0f}"
            " MB |")
        log(f"| folio render FILE > /dev/null (whole process) | {render:.1f} | "
            f"{max(r.rss_kb for r in markdown['folio_render']) / 1024:.0f} MB |")
        log(f"| folio-bench markdown (in-process, median of 7 rounds, median of {len(markdown['folio_bench'])} runs)"
            f" | {fb:.1f} | |")
        if "cmark_lib" in markdown:
            log(f"| libcmark-gfm in-process via ctypes (parse + render) | {median(markdown['cmark_lib']):.1f} | |")
        log("")
        log("| Markdown ratio (target) | value |")
        log("|---|---|")
        ratio_row("Markdown: folio-bench / cmark-gfm command", TARGETS["markdown_vs_cmark"], False, [fb / cli])
        ratio_row("Markdown: folio render / cmark-gfm command, whole processes", TARGETS["markdown_vs_cmark"],
                  False, [render / cli])
        if "cmark_lib" in markdown:
            ratio_row("Markdown: folio-bench / libcmark-gfm, both in-process", TARGETS["markdown_vs_cmark"],
                      False, [fb / median(markdown["cmark_lib"])])
        log(f"| Swift lexer, MB/s on one core, wall time (≥ 50) | {markdown['highlight']:.1f}: "
            f"{verdict(markdown['highlight'], 50, False)} |")
        for line in markdown["highlight_lines"]:
            log(f"|   folio-bench highlight | {line} |")

    log("")
    log("Notes: Hugo builds the same posts with a minimal theme of the same pages (paginated home and tag pages, "
        "10 a page; a tags index; an archive; an RSS feed of the 20 newest posts with full content; a table of "
        "contents on each post); links between posts are written for Hugo as the permalinks it gives (Hugo "
        "neither resolves nor checks them), and folio resolves and checks the same links from the .md files. "
        "Hugo builds cold each time (output and cache removed). Memory is the peak RSS of the process.")
    for res in results:
        if res["hugo_warnings"]:
            log(f"Hugo said on {res['size']:,} posts: " + " / ".join(res["hugo_warnings"][:3]))

    log("\n### raw numbers (wall s / peak RSS MB / CPU s, in run order)")
    for res in results:
        for key, runs in res["runs"].items():
            log(f"{res['size']:>6} {key:<13} " + "   ".join(
                f"{r.wall:.3f}/{r.rss_kb / 1024:.0f}/{r.cpu:.2f}" for r in runs))
        log(f"{res['size']:>6} warm rewrote  {res['warm_writes']}")
    if markdown:
        log(f"markdown cmark-gfm cmd MB/s  " + " ".join(f"{markdown['mb'] / r.wall:.1f}" for r in markdown["cmark_cli"]))
        log(f"markdown folio render MB/s   " + " ".join(f"{markdown['mb'] / r.wall:.1f}"
                                                         for r in markdown["folio_render"]))
        log(f"markdown folio-bench MB/s    " + " ".join(f"{v:.1f}" for v in markdown["folio_bench"]))
        if "cmark_lib" in markdown:
            log(f"markdown libcmark-gfm MB/s   " + " ".join(f"{v:.1f}" for v in markdown["cmark_lib"]))


def write_json(path: str, args, results: list[dict], markdown: dict | None) -> None:
    def runs(rs):
        return [{"wall_s": r.wall, "rss_kb": r.rss_kb, "cpu_s": r.cpu} for r in rs]
    data = {"seed": args.seed, "runs": args.runs, "sizes": [
        {k: (v if k != "runs" else {key: runs(rs) for key, rs in v.items()}) for k, v in res.items()}
        for res in results]}
    if markdown:
        data["markdown"] = {k: (runs(v) if isinstance(v, list) and v and isinstance(v[0], Run) else v)
                            for k, v in markdown.items()}
    with open(path, "w") as f:
        json.dump(data, f, indent=1)


def source_state() -> str:
    """The commit of the folio checkout (read-only git), and whether its sources had local changes."""
    try:
        head = subprocess.run(["git", "-C", REPO, "log", "-1", "--format=%h %s"], capture_output=True,
                              text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--", "Sources", "Package.swift"],
                               capture_output=True, text=True).stdout.strip()
        return f"{head or '?'}" + (" (+ uncommitted changes in Sources/)" if dirty else "") + \
            " — the binary is whatever --folio was built from"
    except OSError:
        return "?"


def version(argv: list[str]) -> str:
    try:
        out = subprocess.run(argv, capture_output=True, text=True).stdout.strip().splitlines()
        return out[0] if out else "?"
    except OSError:
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", default=".build/release/folio", help="the folio binary (default: %(default)s)")
    parser.add_argument("--folio-bench", help="the folio-bench binary (default: next to --folio)")
    parser.add_argument("--sizes", default="1000,10000", help="corpus sizes, comma-separated (default: %(default)s)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each measurement, at least 3 (default: 3)")
    parser.add_argument("--seed", type=int, default=1, help="the corpus generator's seed (default: 1)")
    parser.add_argument("--work", default="/dev/shm/folio-bench", help="scratch folder, in /dev/shm (default: "
                        "%(default)s); it is removed at the end")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--no-markdown", action="store_true", help="skip the one-document Markdown measurement")
    parser.add_argument("--json", help="also write every number to this file")
    parser.add_argument("--photos", type=int, default=20, help="posts with a photo of their own in the image "
                        "rows (default: %(default)s; 0 skips them)")
    parser.add_argument("--image-posts", type=int, default=200, help="posts in the image rows' blog "
                        "(default: %(default)s)")
    args = parser.parse_args()
    if args.runs < 3:
        parser.error("--runs must be at least 3 (medians of at least 3 runs)")
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    args.folio = os.path.abspath(args.folio)
    args.folio_bench = os.path.abspath(args.folio_bench or os.path.join(os.path.dirname(args.folio), "folio-bench"))
    for path in (args.folio, args.folio_bench):
        if not os.access(path, os.X_OK):
            parser.error(f"{path} is not an executable; build it first (make build, and swift build -c release "
                         "--product folio-bench)")
    if not os.path.realpath(args.work).startswith("/dev/shm/"):
        log(f"warning: {args.work} is not in /dev/shm; creating many folders on this machine's disk is slow and "
            "erratic, so the figures will measure the disk too")
    ensure_debian({"/usr/bin/hugo": "hugo", "/usr/bin/cmark-gfm": "cmark-gfm", "/usr/bin/time": "time"})
    args.folio_version = version([args.folio, "--version"])
    args.hugo_version = version(["hugo", "version"]).split(" BuildDate")[0]
    args.cmark_version = version(["cmark-gfm", "--version"]).split(" - ")[0]
    args.load_start = os.getloadavg()[0]
    args.loads = [args.load_start]
    args.source = source_state()
    log(f"{args.folio_version} at {args.folio}; {args.hugo_version}; {args.cmark_version}")
    log(f"scratch folder {args.work} (in /dev/shm: creating many folders on this machine's disk is slow and "
        "erratic)")

    started = time.perf_counter()
    remove(args.work)
    os.makedirs(args.work)
    results, markdown, images = [], None, None
    try:
        for size in sizes:
            results.append(bench_size(args, size, args.work))
        if not args.no_markdown:
            markdown = bench_markdown(args, args.work)
        if args.photos > 0:
            images = image_bench.bench_images(args, args.work, corpus, REPO, folio_build, remove, log, median)
    except Failure as failure:
        log(f"\nbench: FAILED: {failure}")
        if results:
            report(args, results, markdown)
        return 1
    finally:
        if not args.keep:
            remove(args.work)
    if results or markdown:
        report(args, results, markdown)
    if images:
        image_bench.report_images(images, log, median)
    if args.json:
        write_json(args.json, args, results, markdown)
    log(f"\nbench: done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
