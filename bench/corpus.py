"""The benchmark corpus: a seeded generator of blog posts, laid out as a folio site and as a Hugo site.

Post i depends only on (seed, i), never on the corpus size, so the 1,000-post corpus is the first 1,000 posts
of the 10,000-post one, and the same seed always gives the same bytes. Posts link only to older posts, so every
link target exists in any prefix of the corpus.

Each post is ~5 KB of GitHub Markdown: front matter with 1-3 of 30 tags (and a summary in half of them), a
`# Title`, sections with lists, a table, a task list, a fenced code block, a footnote, a block quote, 1-2
images with layout fragments, and relative links to older posts' files with anchors to their real headings.
One post in four is a page bundle (`YYYY-MM-DD-slug/index.md` with its own `pics/`); the other posts share
`content/posts/pics/`.
"""

from __future__ import annotations

import datetime as _dt
import os
import random
import re
import shutil
import struct
import zlib
from dataclasses import dataclass

FIRST_DATE = _dt.date(1998, 1, 1)  # 10,000 days later is 2025-05-19: no post is in the future
BUNDLE_EVERY = 4

TAGS = [
    "swift", "rust", "python", "go", "linux", "debian", "markdown", "writing", "travel", "cooking",
    "gardening", "photography", "music", "books", "cycling", "hiking", "databases", "networking", "security",
    "testing", "performance", "design", "typography", "history", "maths", "physics", "astronomy", "birds",
    "coffee", "tools",
]

WORDS = (
    "river stone garden window morning evening quiet bright shadow harbour meadow tower bridge market lantern "
    "paper letter signal engine compiler pattern module buffer cache thread socket kernel schedule parser "
    "token syntax layout column margin colour light winter summer autumn spring journey road valley forest "
    "island coast harbour field orchard kettle teapot bicycle wheel chain gear saddle mountain summit ridge "
    "glacier lake stream cloud rain storm thunder breeze sunrise sunset north south east west city village "
    "street corner station platform ticket carriage library archive notebook pencil ink margin chapter verse "
    "melody rhythm chord piano violin drum choir song story legend map compass clock minute hour season "
    "number vector matrix graph node edge tree branch leaf root seed flower berry apple pear plum bread cheese "
    "soup salt pepper honey butter flour oven table chair lamp door key lock wall roof floor stair"
).split()
VERBS = (
    "builds reads writes carries follows measures opens closes finds keeps moves turns shows holds counts "
    "checks draws joins splits sorts walks crosses watches loads saves starts stops fills"
).split()
ADJECTIVES = (
    "small large quiet loud early late simple careful quick slow plain warm cold narrow wide steady gentle "
    "rough smooth clear hidden open distant nearby old new"
).split()
LANGUAGES = ["python", "swift", "go", "rust", "bash", "json", "c", "yaml"]
PLACEMENTS = ["left", "right", "center"]
WIDTHS = ["quarter", "third", "half", "twothirds", "full"]
IMAGES = [("a.png", 640, 400), ("b.png", 480, 480), ("c.png", 800, 300)]


@dataclass(frozen=True)
class PostMeta:
    index: int
    date: _dt.date
    slug: str
    title: str
    headings: tuple[tuple[int, str, str], ...]  # (level, text, GitHub id)
    bundle: bool

    @property
    def stem(self) -> str:
        return f"{self.date.isoformat()}-{self.slug}"

    @property
    def relpath(self) -> str:
        """Path under content/posts/."""
        return f"{self.stem}/index.md" if self.bundle else f"{self.stem}.md"

    @property
    def url(self) -> str:
        return f"/{self.date.year:04d}/{self.date.month:02d}/{self.slug}/"


def github_id(text: str) -> str:
    """GitHub's heading id for plain ASCII text: lowercase, punctuation dropped, spaces to '-'."""
    out = []
    for ch in text.lower():
        if ch.isalnum() or ch in "-_":
            out.append(ch)
        elif ch == " ":
            out.append("-")
    return "".join(out)


def _rng(seed: int, index: int, part: str) -> random.Random:
    return random.Random(f"folio-bench:{seed}:{index}:{part}")


def _phrase(r: random.Random, lo: int, hi: int) -> str:
    return " ".join(r.choice(WORDS) for _ in range(r.randint(lo, hi)))


def post_meta(seed: int, index: int) -> PostMeta:
    r = _rng(seed, index, "meta")
    first = f"{r.choice(ADJECTIVES)} {_phrase(r, 1, 3)}"
    title = first[0].upper() + first[1:]
    slug = "-".join(title.lower().split()) + f"-{index}"
    headings: list[tuple[int, str, str]] = []
    seen = set()
    forms = [
        lambda: f"The {_phrase(r, 1, 2)}",
        lambda: f"Step {r.randint(1, 9)}: {r.choice(VERBS)} the {r.choice(WORDS)}",
        lambda: f"What's {r.choice(ADJECTIVES)} about {r.choice(WORDS)}s?",
        lambda: f"{r.choice(ADJECTIVES).capitalize()} {_phrase(r, 1, 2)}, and {r.choice(WORDS)}",
        lambda: f"Notes on {_phrase(r, 1, 2)}",
    ]
    while len(headings) < 6:
        text = r.choice(forms)()
        hid = github_id(text)
        if hid in seen:
            continue
        seen.add(hid)
        level = 3 if len(headings) in (3,) else 2
        headings.append((level, text, hid))
    return PostMeta(index, FIRST_DATE + _dt.timedelta(days=index), slug, title, tuple(headings),
                    index % BUNDLE_EVERY == 1)


def _sentence(r: random.Random) -> str:
    words = [r.choice(WORDS) for _ in range(r.randint(8, 16))]
    verb_at = r.randint(1, len(words) - 2)
    words[verb_at] = r.choice(VERBS)
    if r.random() < 0.3:
        words[r.randrange(len(words))] = f"*{r.choice(ADJECTIVES)}*"
    if r.random() < 0.2:
        words[r.randrange(len(words))] = f"**{r.choice(WORDS)}**"
    if r.random() < 0.2:
        words[r.randrange(len(words))] = f"`{r.choice(WORDS)}()`"
    if r.random() < 0.1:
        words[r.randrange(len(words))] = f"~~{r.choice(WORDS)}~~"
    text = " ".join(words)
    return text[0].upper() + text[1:] + r.choice([".", ".", ".", "!", "?"])


def _paragraph(r: random.Random, lo: int = 3, hi: int = 6, extra: str = "") -> str:
    sentences = [_sentence(r) for _ in range(r.randint(lo, hi))]
    if extra:
        sentences.insert(r.randint(0, len(sentences)), extra)
    return _wrap(" ".join(sentences))


def _wrap(text: str, width: int = 110) -> str:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)


class Links:
    """Writes a link from one post to an older one, in folio's form (the file) or Hugo's (the permalink)."""

    def __init__(self, seed: int, source: PostMeta, hugo: bool):
        self.seed, self.source, self.hugo = seed, source, hugo

    def to(self, target: PostMeta, anchor: str | None) -> str:
        frag = f"#{anchor}" if anchor else ""
        if self.hugo:
            return target.url + frag
        prefix = "../" if self.source.bundle else ""
        return prefix + target.relpath + frag

    def image(self, name: str) -> str:
        if self.hugo and not self.source.bundle:
            return f"/pics/{name}"  # the shared pictures are in Hugo's static/
        return f"pics/{name}"


def _older(r: random.Random, seed: int, index: int) -> PostMeta | None:
    if index == 0:
        return None
    if r.random() < 0.7:
        j = r.randint(max(0, index - 60), index - 1)
    else:
        j = r.randint(0, index - 1)
    return post_meta(seed, j)


def _post_link(r: random.Random, seed: int, meta: PostMeta, links: Links) -> str:
    target = _older(r, seed, meta.index)
    if target is None:
        return ""
    anchor = r.choice(target.headings)[2] if r.random() < 0.8 else None
    words = " ".join(r.choice(WORDS) for _ in range(r.randint(2, 4)))
    return f"The [{words}]({links.to(target, anchor)}) post says more."


def _image(r: random.Random, links: Links, figure: bool) -> str:
    name = r.choice(IMAGES)[0]
    words = []
    if r.random() < 0.85:
        words.append(r.choice(PLACEMENTS))
    if r.random() < 0.85 or not words:
        words.append(r.choice(WIDTHS))
    alt = f"A {r.choice(ADJECTIVES)} {r.choice(WORDS)}"
    title = f' "The {r.choice(WORDS)} at {r.choice(["noon", "dusk", "dawn", "night"])}"' if figure else ""
    return f"![{alt}]({links.image(name)}#+{'+'.join(words)}{title})"


def _code(r: random.Random) -> str:
    lang = r.choice(LANGUAGES)
    lines = []
    for k in range(r.randint(8, 14)):
        a, b = r.choice(WORDS), r.choice(WORDS)
        if lang == "python":
            lines.append(f"{'    ' * (k % 3 > 0)}{a}_{k} = {b}({k}, \"{r.choice(WORDS)}\")  # {r.choice(VERBS)}")
        elif lang in ("swift", "rust", "go", "c"):
            kw = {"swift": "let", "rust": "let", "go": "var", "c": "int"}[lang]
            lines.append(f"{'    ' * (k % 3 > 0)}{kw} {a}{k} = {b}({k}, \"{r.choice(WORDS)}\"); // {r.choice(VERBS)}")
        elif lang == "bash":
            lines.append(f"{a} --{b} {k} \"{r.choice(WORDS)}\" | grep -v {r.choice(WORDS)}  # {r.choice(VERBS)}")
        elif lang == "json":
            lines.append(f'  "{a}{k}": {{"{b}": {k}, "ok": {str(k % 2 == 0).lower()}}},')
        else:
            lines.append(f"{a}{k}:\n  {b}: {k}")
    return f"```{lang}\n" + "\n".join(lines) + "\n```"


def post_markdown(seed: int, index: int, hugo: bool = False) -> str:
    """Post `index` as folio reads it, or (hugo=True) as Hugo reads it: Hugo front matter with the title,
    date and slug, no `# Title` line, links to permalinks instead of files."""
    meta = post_meta(seed, index)
    r = _rng(seed, index, "body")
    links = Links(seed, meta, hugo)
    tags = sorted(r.sample(TAGS, r.randint(1, 3)))
    summary = _wrap(_sentence(r)) if r.random() < 0.5 else None
    out: list[str] = ["---"]
    if hugo:
        out += [f'title: "{meta.title}"', f"date: {meta.date.isoformat()}T12:00:00Z", f"slug: {meta.slug}"]
    out.append(f"tags: [{', '.join(tags)}]")
    if summary:
        out.append(f'summary: "{summary.replace(chr(10), " ")}"')
    out += ["---", ""]
    if not hugo:
        out += [f"# {meta.title}", ""]
    images = 1 + (r.random() < 0.5)
    out += [_paragraph(r, 3, 5, f"See {r.choice(WORDS)}.example.com or https://www.example.org/{r.choice(WORDS)}."),
            "", _image(r, links, figure=False), ""]
    h = meta.headings
    # Section 1: a paragraph with a link and a bullet list.
    out += [f"{'#' * h[0][0]} {h[0][1]}", "", _paragraph(r, 2, 4, _post_link(r, seed, meta, links)), ""]
    for _ in range(r.randint(3, 5)):
        out.append(f"- {_sentence(r)}")
        if r.random() < 0.3:
            out.append(f"  - {_sentence(r)}")
    out += ["", _paragraph(r, 2, 4), ""]
    # Section 2: an ordered list and a table.
    out += [f"{'#' * h[1][0]} {h[1][1]}", "", _paragraph(r, 2, 3), ""]
    for k in range(r.randint(3, 4)):
        out.append(f"{k + 1}. {_sentence(r)}")
    out += ["", "| Item | Count | Note |", "|:-----|------:|:----:|"]
    for _ in range(r.randint(3, 5)):
        out.append(f"| {r.choice(WORDS)} | {r.randint(1, 999)} | {r.choice(ADJECTIVES)} `{r.choice(WORDS)}` |")
    out.append("")
    # Section 3: a task list and a link within the post.
    out += [f"{'#' * h[2][0]} {h[2][1]}", "",
            _paragraph(r, 2, 3, f"As [above](#{h[0][2]}) shows, the {r.choice(WORDS)} {r.choice(VERBS)} well."), ""]
    for _ in range(r.randint(3, 5)):
        out.append(f"- [{'x' if r.random() < 0.5 else ' '}] {_sentence(r)}")
    out.append("")
    # Section 4 (level 3): code and a footnote.
    out += [f"{'#' * h[3][0]} {h[3][1]}", "", _paragraph(r, 1, 2), "", _code(r), "",
            _paragraph(r, 2, 3, f"The {r.choice(WORDS)} needs care[^note]."), ""]
    # Section 5: a quote, maybe a figure, another link.
    out += [f"{'#' * h[4][0]} {h[4][1]}", "", f"> {_paragraph(r, 1, 2).replace(chr(10), chr(10) + '> ')}", ""]
    if images == 2:
        out += [_image(r, links, figure=r.random() < 0.5), ""]
    out += [_paragraph(r, 2, 4, _post_link(r, seed, meta, links)), ""]
    # Section 6: closing words.
    out += [f"{'#' * h[5][0]} {h[5][1]}", "", _paragraph(r, 3, 5, _post_link(r, seed, meta, links)), "",
            f"[^note]: {_sentence(r)}", ""]
    return "\n".join(out)


def png(width: int, height: int, shade: int) -> bytes:
    """A real RGB PNG (a gradient), so folio can read its size."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw += bytes(((x // 80) * 30 + shade & 255, (y // 50) * 30 & 255, shade))
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def used_pictures(markdown: str) -> list[str]:
    """The bundle's own pictures that a post shows (a bundle holds only those, like a real one)."""
    return sorted(set(re.findall(r"\]\(pics/([a-z]+\.png)#", markdown)))


def _pictures() -> dict[str, bytes]:
    return {name: png(w, h, 40 * k) for k, (name, w, h) in enumerate(IMAGES)}


FOLIO_YML = """\
# The folio-bench corpus: generated by bench/corpus.py; do not edit.
title: folio bench
description: A generated blog for measuring build times.
author: folio-bench
base_url: https://bench.example
timezone: UTC
permalink: /:year/:month/:slug/
posts_per_page: 10
image_layouts:
  rounded: "border-radius: 0.75em;"
# The text pipeline is measured as before; bench/image_bench.py measures folio's image work on its own.
images: false
"""


def write_folio_site(root: str, seed: int, count: int, theme_root: str) -> None:
    """A folio site with `count` posts; the theme is the repository's templates/ and static/."""
    posts = os.path.join(root, "content", "posts")
    os.makedirs(os.path.join(posts, "pics"))
    pics = _pictures()
    for name, data in pics.items():
        _write(os.path.join(posts, "pics", name), data)
    for i in range(count):
        meta = post_meta(seed, i)
        path = os.path.join(posts, meta.relpath)
        text = post_markdown(seed, i)
        if meta.bundle:
            os.makedirs(os.path.join(posts, meta.stem, "pics"))
            for name in used_pictures(text):
                _write(os.path.join(posts, meta.stem, "pics", name), pics[name])
        _write(path, text.encode())
    _write(os.path.join(root, "folio.yml"), FOLIO_YML.encode())
    shutil.copytree(os.path.join(theme_root, "templates"), os.path.join(root, "templates"))
    shutil.copytree(os.path.join(theme_root, "static"), os.path.join(root, "static"))


def _write(path: str, data: bytes) -> None:
    with open(path, "wb") as f:
        f.write(data)


# --- Hugo ------------------------------------------------------------------------------------------------------

HUGO_CONFIG = """\
baseURL = "https://bench.example/"
title = "folio bench"
languageCode = "en"
timeZone = "UTC"
paginate = 10
rssLimit = 20
enableRobotsTXT = true
[permalinks]
  posts = "/:year/:month/:slug/"
[taxonomies]
  tag = "tags"
[outputs]
  home = ["HTML", "RSS"]
  section = ["HTML"]
  taxonomy = ["HTML"]
  term = ["HTML"]
[markup.goldmark.renderer]
  unsafe = true
[markup.goldmark.extensions]
  typographer = false
[markup.tableOfContents]
  startLevel = 2
  endLevel = 3
[markup.highlight]
  codeFences = {code_fences}
"""

HUGO_LAYOUTS = {
    "_default/baseof.html": """\
<!doctype html>
<html lang="{{ .Site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ if .IsHome }}{{ .Site.Title }}{{ else }}{{ .Title }} · {{ .Site.Title }}{{ end }}</title>
<meta name="description" content="{{ if .IsPage }}{{ .Summary | plainify | truncate 160 }}{{ else }}{{ .Site.Title }}{{ end }}">
<link rel="canonical" href="{{ .Permalink }}">
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
<link rel="alternate" type="application/rss+xml" title="{{ .Site.Title }}" href="{{ "index.xml" | absURL }}">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header"><a class="site-title" href="{{ "/" | relURL }}">{{ .Site.Title }}</a>
<nav aria-label="Site"><ul><li><a href="{{ "posts/" | relURL }}">Archive</a></li><li><a href="{{ "tags/" | relURL }}">Tags</a></li></ul></nav>
</header>
<main id="main">
{{ block "main" . }}{{ end }}
</main>
<footer class="site-footer"><p>{{ .Site.Title }} · <a href="{{ "index.xml" | absURL }}">Feed</a></p></footer>
</body>
</html>
""",
    "partials/meta.html": """\
<p class="post-meta"><time datetime="{{ .Date.Format "2006-01-02T15:04:05Z07:00" }}">{{ .Date.Format "2 January 2006" }}</time>
{{ with .Params.tags }} · {{ range $i, $t := . }}{{ if $i }}, {{ end }}<a href="{{ printf "tags/%s/" ($t | urlize) | relURL }}">{{ $t }}</a>{{ end }}{{ end }}</p>
""",
    "partials/summaries.html": """\
<ol class="post-list">
{{ range .Pages }}
<li><article class="post-summary">
<h2 class="post-summary-title"><a href="{{ .RelPermalink }}">{{ .Title }}</a></h2>
{{ partial "meta.html" . }}
<div class="excerpt">{{ .Summary }}</div>
<p class="read-more"><a href="{{ .RelPermalink }}">Read the post →</a></p>
</article></li>
{{ end }}
</ol>
<nav class="pagination">
{{ with .Prev }}<a href="{{ .URL }}" rel="prev">← Newer</a>{{ end }}
<span>Page {{ .PageNumber }} of {{ .TotalPages }}</span>
{{ with .Next }}<a href="{{ .URL }}" rel="next">Older →</a>{{ end }}
</nav>
""",
    "_default/single.html": """\
{{ define "main" }}
<article class="post">
<header class="post-header"><h1>{{ .Title }}</h1>{{ partial "meta.html" . }}</header>
<nav class="toc" aria-label="Contents"><p class="toc-title">Contents</p>{{ .TableOfContents }}</nav>
<div class="post-body">
{{ .Content }}
</div>
</article>
<nav class="post-nav" aria-label="Older and newer posts"><ul>
{{ with .NextInSection }}<li><a href="{{ .RelPermalink }}" rel="prev">← Older {{ .Title }}</a></li>{{ end }}
{{ with .PrevInSection }}<li><a href="{{ .RelPermalink }}" rel="next">Newer → {{ .Title }}</a></li>{{ end }}
</ul></nav>
{{ end }}
""",
    "index.html": """\
{{ define "main" }}
<h1 class="visually-hidden">{{ .Site.Title }}</h1>
{{ partial "summaries.html" (.Paginate .Site.RegularPages) }}
{{ end }}
""",
    "_default/list.html": """\
{{ define "main" }}
{{ if eq .Kind "term" }}
<div class="list-header"><h1>Posts tagged “{{ .Title }}”</h1><p><a href="{{ "tags/" | relURL }}">All tags</a></p></div>
{{ partial "summaries.html" .Paginator }}
{{ else if eq .Kind "taxonomy" }}
<h1>Tags</h1>
<ul class="tag-list">{{ range .Data.Terms.Alphabetical }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>
{{ else }}
<h1>Archive</h1>
{{ range .Pages.GroupByDate "2006" }}
<section><h2>{{ .Key }}</h2><ol class="archive-list">
{{ range .Pages }}<li><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "2 Jan" }}</time> <a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}
</ol></section>
{{ end }}
{{ end }}
{{ end }}
""",
    "_default/rss.xml": """\
{{- printf "<?xml version=\\"1.0\\" encoding=\\"utf-8\\"?>" | safeHTML }}
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>{{ .Site.Title }}</title>
<link>{{ .Permalink }}</link>
<description>{{ .Site.Title }}</description>
<language>{{ .Site.LanguageCode }}</language>
{{ with .OutputFormats.Get "RSS" }}<atom:link href="{{ .Permalink }}" rel="self" type="application/rss+xml" />{{ end }}
{{ range first 20 (where .Site.RegularPages "Section" "posts") }}
<item>
<title>{{ .Title }}</title>
<link>{{ .Permalink }}</link>
<pubDate>{{ .Date.Format "Mon, 02 Jan 2006 15:04:05 -0700" | safeHTML }}</pubDate>
<guid>{{ .Permalink }}</guid>
<description>{{ .Content | html }}</description>
</item>
{{ end }}
</channel>
</rss>
""",
    "404.html": """\
{{ define "main" }}<h1>Page not found</h1><p><a href="{{ "/" | relURL }}">Home</a></p>{{ end }}
""",
}


def write_hugo_site(root: str, seed: int, count: int, theme_root: str) -> None:
    """The same posts as a Hugo site: bundles stay leaf bundles with their pics/, the shared pictures go to
    static/pics/, and links between posts are written as the permalinks Hugo gives them (Hugo does not
    resolve or check `.md` links itself without render hooks, so it is spared that work)."""
    posts = os.path.join(root, "content", "posts")
    os.makedirs(os.path.join(root, "static", "pics"))
    pics = _pictures()
    for name, data in pics.items():
        _write(os.path.join(root, "static", "pics", name), data)
    for i in range(count):
        meta = post_meta(seed, i)
        text = post_markdown(seed, i, hugo=True)
        if meta.bundle:
            os.makedirs(os.path.join(posts, meta.stem, "pics"))
            for name in used_pictures(text):
                _write(os.path.join(posts, meta.stem, "pics", name), pics[name])
        else:
            os.makedirs(posts, exist_ok=True)
        _write(os.path.join(posts, meta.relpath), text.encode())
    for variant, fences in (("highlight", "true"), ("nohighlight", "false")):
        _write(os.path.join(root, f"config-{variant}.toml"), HUGO_CONFIG.replace("{code_fences}", fences).encode())
    for rel, text in HUGO_LAYOUTS.items():
        path = os.path.join(root, "layouts", rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        _write(path, text.encode())
    shutil.copy(os.path.join(theme_root, "templates", "style.css"), os.path.join(root, "static", "style.css"))
    for name in os.listdir(os.path.join(theme_root, "static")):
        src = os.path.join(theme_root, "static", name)
        if os.path.isfile(src):
            shutil.copy(src, os.path.join(root, "static", name))
