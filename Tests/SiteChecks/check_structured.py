"""How a built folio site is found and followed, checked by the tools search engines and feed readers use.

Called from check_site.py's main() (`run`), after the Nu checker has validated every page:

1. extruct reads one JSON-LD block on every page the sitemap lists, and no microdata or RDFa items: a
   `BlogPosting` on every published post with its headline, description, both dates with their offset, the
   author as a Person with a name and an absolute URL, the post's picture as an absolute URL (when it has one),
   the page it is the main entity of, its language, its keywords (its tags) and its word count, and the
   publisher with its logo when folio.yml names one; a `WebSite` on the home page.
2. Link previews: every picture `og:image` names exists in the site with the width and height
   `og:image:width` and `og:image:height` say; `twitter:title`, `twitter:description` and `twitter:card` are on
   every page; a post of a series names each other part with `og:see_also`.
3. Every `feed.json` (the site's and each tag's) is valid against a JSON Schema written from the JSON Feed 1.1
   specification (jsonschema), and every URL in it is absolute.
4. feedparser reads every Atom and RSS feed (the site's and each tag's) without `bozo`; each of a folder's feeds
   holds the same posts as its JSON Feed, the site's the newest `feed_limit` published posts. (feedparser has no
   JSON Feed reader in any release, so JSON feeds are checked by the schema and by 3.)
5. A page whose front matter says `robots: noindex` carries the robots meta tag and is in neither the sitemap
   nor any feed.

Needs PyPI's extruct, jsonschema and feedparser (the Makefile's check-site installs them).
"""

from __future__ import annotations

import json
import re
import struct
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

SCHEMA = Path(__file__).resolve().parent / "jsonfeed-1.1.schema.json"
RFC3339 = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


class Head(HTMLParser):
    """The `<meta>` and `<link rel=canonical>` of one page: property or name → every content, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.meta: dict[str, list[str]] = {}
        self.canonical = ""

    def handle_starttag(self, tag: str, attributes: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attributes}
        if tag == "meta" and "content" in values:
            key = values.get("property") or values.get("name")
            if key:
                self.meta.setdefault(key, []).append(values["content"])
        elif tag == "link" and values.get("rel") == "canonical":
            self.canonical = values.get("href", "")


def read_head(path: Path) -> Head:
    head = Head()
    head.feed(path.read_text(encoding="utf-8"))
    return head


def absolute(url: object, base: str) -> bool:
    return isinstance(url, str) and url.startswith(base + "/") and bool(urlsplit(url).netloc)


def local_file(site: Path, url: str, base: str) -> Path:
    """The file of the site at an absolute URL under `base`."""
    path = unquote(urlsplit(url).path)[len(urlsplit(base).path):].lstrip("/")
    target = site / path
    return target / "index.html" if target.is_dir() else target


def picture_size(path: Path) -> tuple[int, int] | None:
    """Width and height from a PNG's or a JPEG's header, or a WebP's (VP8, VP8L, VP8X)."""
    data = path.read_bytes()[:256 * 1024]
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return struct.unpack(">II", data[16:24])
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        kind = data[12:16]
        if kind == b"VP8X":
            return (int.from_bytes(data[24:27], "little") + 1, int.from_bytes(data[27:30], "little") + 1)
        if kind == b"VP8L":
            bits = int.from_bytes(data[21:25], "little")
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        if kind == b"VP8 ":
            return (int.from_bytes(data[26:28], "little") & 0x3FFF, int.from_bytes(data[28:30], "little") & 0x3FFF)
    if data.startswith(b"\xff\xd8"):
        index = 2
        while index + 9 < len(data):
            if data[index] != 0xFF:
                index += 1
                continue
            marker = data[index + 1]
            length = int.from_bytes(data[index + 2:index + 4], "big")
            if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
                height, width = struct.unpack(">HH", data[index + 5:index + 9])
                return (width, height)
            index += 2 + length
    return None


def noindex_sources(content: Path, front_matter) -> list[Path]:
    """The Markdown files whose front matter's `robots` holds noindex or none."""
    found = []
    for path in sorted(content.rglob("*.md")):
        robots = front_matter(path.read_text(encoding="utf-8")).get("robots", "").lower()
        if re.search(r"\b(noindex|none)\b", robots):
            found.append(path)
    return found


def sitemap_urls(site: Path) -> list[str]:
    root = ElementTree.parse(site / "sitemap.xml").getroot()
    return [url.findtext(f"{SITEMAP}loc", default="") for url in root.findall(f"{SITEMAP}url")]


def own_pages(site: Path, base: str) -> list[str]:
    """The absolute URL of every HTML page but 404.html and the redirect pages (whose canonical link is another
    page's)."""
    pages = []
    for path in sorted(site.rglob("*.html")):
        relative = path.relative_to(site).as_posix()
        if relative == "404.html":
            continue
        url = base + "/" + (relative.removesuffix("index.html") if path.name == "index.html" else relative)
        if unquote(read_head(path).canonical) == unquote(url):
            pages.append(read_head(path).canonical)
    return pages


def folio_setting(config: Path, key: str) -> str | None:
    """A top-level scalar of folio.yml (enough for language, logo and feed_limit)."""
    for line in config.read_text(encoding="utf-8").splitlines():
        match = re.match(rf"^{key}:\s*[\"']?([^\"'#]*?)[\"']?\s*(#.*)?$", line)
        if match:
            return match.group(1).strip()
    return None


# MARK: - 1 and 2. Structured data and link previews


def check_structured_data(report, site: Path, base: str, expected_posts: list[str], config: Path) -> None:
    try:
        import extruct
    except ImportError:
        report.check("structured data", False, "extruct is not installed (pip install extruct)")
        return
    language = folio_setting(config, "language") or "en"
    logo = folio_setting(config, "logo")
    pages = own_pages(site, base)
    problems: list[str] = []
    postings: dict[str, dict] = {}
    website = None
    for url in pages:
        path = local_file(site, url, base)
        html = path.read_text(encoding="utf-8")
        data = extruct.extract(html, base_url=url, syntaxes=["json-ld", "microdata", "rdfa"], uniform=True)
        items = data["json-ld"]
        if len(items) != 1:
            problems.append(f"{url}: {len(items)} JSON-LD items")
            continue
        if data["microdata"]:
            problems.append(f"{url}: microdata {data['microdata']}")
        item = items[0]
        kind = item.get("@type")
        if kind == "BlogPosting":
            postings[url] = item
        elif kind == "WebSite" and url == base + "/":
            website = item
        elif kind not in ("WebPage", "CollectionPage", "SearchResultsPage"):
            problems.append(f"{url}: JSON-LD of type {kind!r}")
    report.check(f"extruct reads one JSON-LD item, and no microdata, on each of the {len(pages)} pages (all but "
                 "404.html and redirects)", not problems, "\n  " + "\n  ".join(problems) if problems else "")

    report.check("a BlogPosting on every published post", len(postings) == len(expected_posts),
                 f"{len(postings)} BlogPostings, {len(expected_posts)} published posts")
    incomplete: list[str] = []
    for url, item in sorted(postings.items()):
        head = read_head(local_file(site, url, base))
        missing = []
        if not isinstance(item.get("headline"), str) or not item["headline"]:
            missing.append("headline")
        if not isinstance(item.get("description"), str) or not item["description"]:
            missing.append("description")
        for key in ("datePublished", "dateModified"):
            if not RFC3339.match(str(item.get(key, ""))):
                missing.append(f"{key} with its offset (found {item.get(key)!r})")
        author = item.get("author") or {}
        if author.get("@type") != "Person" or not author.get("name") or not absolute(author.get("url"), base):
            missing.append(f"author as a Person with a name and an absolute url (found {author!r})")
        page = item.get("mainEntityOfPage") or {}
        if page.get("@type") != "WebPage" or page.get("@id") != url or head.canonical != url:
            missing.append(f"mainEntityOfPage {url} (found {page!r})")
        if item.get("inLanguage") != language:
            missing.append(f"inLanguage {language}")
        tags = head.meta.get("article:tag", [])
        if item.get("keywords", []) != tags:
            missing.append(f"keywords {tags} (found {item.get('keywords')!r})")
        if not isinstance(item.get("wordCount"), int) or item["wordCount"] <= 0:
            missing.append("wordCount")
        images = head.meta.get("og:image", [])
        if item.get("image", []) != images or not all(absolute(image, base) for image in images):
            missing.append(f"image {images} (found {item.get('image')!r})")
        publisher = item.get("publisher")
        if logo:
            logo_url = (publisher or {}).get("logo", {}).get("url", "")
            if (publisher or {}).get("@type") != "Organization" or not absolute(logo_url, base) \
                    or not local_file(site, logo_url, base).is_file():
                missing.append(f"publisher with the logo {logo} (found {publisher!r})")
        elif publisher is not None:
            missing.append("no publisher without a logo")
        if missing:
            incomplete.append(f"{url}: " + "; ".join(missing))
    with_images = sum(1 for item in postings.values() if item.get("image"))
    report.check("every BlogPosting has a headline, description, dates with offsets, author (name, url), "
                 f"mainEntityOfPage, inLanguage, keywords, wordCount, absolute images ({with_images} posts have "
                 "one)" + (", publisher with its logo" if logo else ""), not incomplete,
                 "\n  " + "\n  ".join(incomplete) if incomplete else "")
    report.check("a WebSite on the home page", website is not None
                 and website.get("name") == folio_setting(config, "title") and website.get("url") == base + "/",
                 repr(website))
    if (site / "search" / "index.html").exists():
        action = (website or {}).get("potentialAction") or {}
        template = (action.get("target") or {}).get("urlTemplate", "")
        report.check("the WebSite's SearchAction asks the site's search page",
                     action.get("@type") == "SearchAction" and template == base + "/search/?q={query}"
                     and action.get("query-input") == "required name=query", repr(action))

    # Link previews.
    previews: list[str] = []
    checked = 0
    series: dict[str, list[str]] = {}
    for url in pages:
        head = read_head(local_file(site, url, base))
        for name in ("twitter:card", "twitter:title", "twitter:description"):
            if not head.meta.get(name):
                previews.append(f"{url}: no {name}")
        for index, image in enumerate(head.meta.get("og:image", [])):
            checked += 1
            file = local_file(site, image, base)
            size = picture_size(file) if file.is_file() else None
            said = (head.meta.get("og:image:width", [""])[index], head.meta.get("og:image:height", [""])[index])
            if size is None or (str(size[0]), str(size[1])) != said:
                previews.append(f"{url}: og:image {image} is {size}, the page says {said}")
            if not head.meta.get("og:image:alt") or head.meta.get("twitter:image") != [image]:
                previews.append(f"{url}: og:image without og:image:alt or twitter:image")
        part_of = (postings.get(url) or {}).get("isPartOf") or {}
        if part_of.get("@type") == "CreativeWorkSeries":
            series.setdefault(part_of.get("name", ""), []).append(url)
    for name, parts in series.items():
        for url in parts:
            see_also = read_head(local_file(site, url, base)).meta.get("og:see_also", [])
            if sorted(see_also) != sorted(part for part in parts if part != url):
                previews.append(f"{url}: og:see_also {see_also}, the other parts of '{name}' are "
                                f"{[part for part in parts if part != url]}")
    report.check(f"link previews: twitter:card, twitter:title, twitter:description on every page; {checked} "
                 f"og:image files with the width and height the page says; og:see_also for the parts of "
                 f"{len(series)} series", not previews and checked > 0 and len(series) > 0,
                 "\n  " + "\n  ".join(previews) if previews else "")


# MARK: - 3 and 4. Feeds


def check_feeds(report, site: Path, base: str, expected_posts: list[str], config: Path) -> dict[str, list[str]]:
    """Returns the links of the posts of every feed, by the feed's path from the site's root."""
    links: dict[str, list[str]] = {}
    try:
        import jsonschema
    except ImportError:
        report.check("JSON Feed schema", False, "jsonschema is not installed (pip install jsonschema)")
        return links
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    json_feeds = sorted(site.rglob("feed.json"))
    invalid: list[str] = []
    for path in json_feeds:
        name = str(path.relative_to(site))
        feed = json.loads(path.read_text(encoding="utf-8"))
        for error in validator.iter_errors(feed):
            invalid.append(f"{name}: {error.json_path}: {error.message[:200]}")
        urls = [feed.get("home_page_url"), feed.get("feed_url")]
        urls += [author.get("url") for author in feed.get("authors", []) if "url" in author]
        for item in feed.get("items", []):
            urls += [item.get("id"), item.get("url")] + ([item["image"]] if "image" in item else [])
            urls += re.findall(r"""\b(?:href|src)="([^"]*)\"""", item.get("content_html", ""))
        invalid += [f"{name}: {url!r} is not absolute" for url in urls if not absolute(url, base)]
        if feed.get("feed_url") != base + "/" + name:
            invalid.append(f"{name}: feed_url {feed.get('feed_url')!r}")
        links[name] = [item.get("url") for item in feed.get("items", [])]
    report.check(f"{len(json_feeds)} JSON feeds are valid JSON Feed 1.1 ({SCHEMA.name}), every URL absolute",
                 bool(json_feeds) and not invalid, "\n  " + "\n  ".join(invalid) if invalid else "")

    try:
        import feedparser
    except ImportError:
        report.check("Atom and RSS feeds parse", False, "feedparser is not installed (pip install feedparser)")
        return links
    xml_feeds = sorted(list(site.rglob("feed.xml")) + list(site.rglob("rss.xml")))
    problems: list[str] = []
    for path in xml_feeds:
        name = str(path.relative_to(site))
        feed = feedparser.parse(str(path), resolve_relative_uris=False, sanitize_html=False)
        if feed.bozo:
            problems.append(f"{name}: bozo, {feed.get('bozo_exception')!r}")
        if feed.version not in ("atom10", "rss20"):
            problems.append(f"{name}: read as {feed.version!r}")
        entries = [entry.get("link") for entry in feed.entries]
        incomplete = [entry.get("title", "?") for entry in feed.entries
                      if not (entry.get("title") and entry.get("link") and entry.get("content"))]
        if incomplete:
            problems.append(f"{name}: entries without title, link or full content: {incomplete}")
        if not all(absolute(link, base) for link in entries):
            problems.append(f"{name}: links {entries}")
        sibling = str(path.parent.relative_to(site) / "feed.json").removeprefix("./")
        if sibling in links and entries != links[sibling]:
            problems.append(f"{name}: holds {entries}, its JSON Feed {links[sibling]}")
        links[name] = entries
    report.check(f"feedparser reads {len(xml_feeds)} Atom and RSS feeds without bozo, each with the posts of its "
                 "JSON Feed", bool(xml_feeds) and not problems, "\n  " + "\n  ".join(problems) if problems else "")

    limit = int(folio_setting(config, "feed_limit") or 20)
    newest = links.get("feed.xml") or links.get("feed.json") or []
    wanted = min(limit, len(expected_posts))
    report.check(f"the site's feeds hold the newest {wanted} published posts (feed_limit {limit})",
                 len(newest) == wanted, f"{len(newest)} entries")
    return links


# MARK: - 5. noindex


def check_noindex(report, site: Path, base: str, content: Path, front_matter, feeds: dict[str, list[str]]) -> None:
    sources = noindex_sources(content, front_matter)
    marked = []
    for path in sorted(site.rglob("*.html")):
        head = read_head(path)
        if any("noindex" in value for value in head.meta.get("robots", [])) and head.canonical:
            # A redirect page (an alias) says noindex too, with the canonical address of the page it leads to.
            relative = path.relative_to(site).as_posix()
            own = relative[:-len("index.html")] if relative.endswith("index.html") else relative
            if not head.canonical.endswith("/" + own):
                continue
            marked.append(head.canonical)
    # The 404 page says noindex too, and has its own address.
    marked = [url for url in marked if not url.endswith("/404.html")]
    listed = set(sitemap_urls(site))
    fed = {url for entries in feeds.values() for url in entries}
    problems = [f"{url} is in the sitemap" for url in marked if url in listed]
    problems += [f"{url} is in a feed" for url in marked if url in fed]
    report.check(f"{len(sources)} pages say robots: noindex; each has the meta tag and is in neither the sitemap "
                 "nor a feed", len(marked) == len(sources) and not problems,
                 f"{len(marked)} pages with the tag; " + "; ".join(problems))


def run(report, site: Path, content: Path, config: Path, base: str, expected_posts: list[str], front_matter) -> None:
    """Every check above, reported through check_site's `report`; `expected_posts` are the names of the published
    posts in content/posts (files or bundle folders)."""
    check_structured_data(report, site, base, expected_posts, config)
    hidden = {path.parent.name if path.name == "index.md" else path.name
              for path in noindex_sources(content, front_matter)}
    feeds = check_feeds(report, site, base, [name for name in expected_posts if name not in hidden], config)
    check_noindex(report, site, base, content, front_matter, feeds)
