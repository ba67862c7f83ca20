"""Search in headless Chromium: the box in the header and the /search/ page, from http:// and from file://.

Called from check_site.py's main(). Each query is typed into the box as a reader types it; the check waits for
the live region to announce the count and reads the first result. It also checks that nothing of the index loads
before the box is focused, that the keys work (`/` focuses the box, arrows move the active option, Escape closes
the list, Enter follows the active result), that results mark the matched words, and, with axe-core, that the
open search UI has no accessibility violation.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from urllib.parse import quote

# (query, what the first result's address must end with): the exact title, words of a body, a word being typed, a
# typo in a word of five letters or more, Japanese text (pairs of characters), and two words of one stem, each
# finding first the title that spells it as the query does ("Writing a post", "Linking between posts").
QUERIES = [
    ("A tour of layout words", "/2026/03/layout-words/"),
    ("footnotes code", "/2026/04/footnotes-and-code/"),
    ("highlig", "/2026/07/highlighted-code/"),
    ("photo from the peir", "/2026/07/a-photo-from-the-pier/"),
    ("figures captoins", "/2026/02/figures-and-captions/"),
    ("日本語", "/2026/06/unicode-titles/"),
    ("unicode titles", "/2026/06/unicode-titles/"),
    ("post ", "/2026/01/writing-a-post/"),
    ("posts ", "/2026/05/linking-between-posts/"),
]


def wait_until(driver, script: str, timeout: float = 15.0):
    """Runs `script` (a JavaScript expression) until it gives something truthy, and returns that."""
    deadline = time.monotonic() + timeout
    while True:
        value = driver.execute_script("return " + script)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def type_query(driver, query: str):
    """Types `query` into the header's box and returns (announced count text, first result's href, first HTML)."""
    from selenium.webdriver.common.keys import Keys

    box = driver.find_element("css selector", "#site-search-input")
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    driver.execute_script("document.querySelector('.site-search [role=status]').textContent = ''")
    box.send_keys(query)
    status = wait_until(driver, "document.querySelector('.site-search [role=status]').textContent")
    first = driver.execute_script(
        "var o = document.querySelector('#site-search-results [role=option]');"
        "return o ? [o.dataset.href, o.innerHTML] : [null, null]")
    return status, first[0], first[1]


def index_requests(driver) -> list[str]:
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
        ".filter(function (n) { return n.indexOf('/search/') >= 0; })")


def run_queries(report, driver, start_url: str, label: str) -> None:
    driver.get(start_url)
    shown = wait_until(driver, "!document.querySelector('[data-search=box]').hidden")
    report.check(f"{label}: the search box shows once its script runs", bool(shown))
    report.check(f"{label}: nothing of the index loads before the box is focused", not index_requests(driver),
                 str(index_requests(driver)))
    for query, expected in QUERIES:
        status, href, html = type_query(driver, query)
        ok = bool(href) and (href.split("#")[0].removesuffix("index.html").endswith(expected))
        report.check(f"{label}: {query!r} finds {expected} first", ok, f"status {status!r}, first {href}")
    status, href, html = type_query(driver, "layout words")
    report.check(f"{label}: results mark the matched words", "<mark>" in (html or ""), f"{html!r:.200}")


def check_keys(report, driver, start_url: str) -> None:
    from selenium.webdriver.common.keys import Keys

    driver.get(start_url)
    wait_until(driver, "!document.querySelector('[data-search=box]').hidden")
    body = driver.find_element("css selector", "body")
    body.send_keys("/")
    focused = driver.execute_script("return document.activeElement && document.activeElement.id")
    report.check("'/' focuses the search box", focused == "site-search-input", str(focused))
    box = driver.find_element("css selector", "#site-search-input")
    box.send_keys("code")
    wait_until(driver, "document.querySelector('.site-search [role=status]').textContent")
    expanded = box.get_attribute("aria-expanded")
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ARROW_DOWN)
    active = box.get_attribute("aria-activedescendant")
    selected = driver.execute_script(
        "var o = document.querySelector('[role=option][aria-selected=true]'); return o && o.id")
    report.check("arrows move the active result (aria-activedescendant)",
                 expanded == "true" and active == "site-search-results-1" and selected == active,
                 f"expanded {expanded}, active {active}, selected {selected}")
    target = driver.execute_script("return document.getElementById(arguments[0]).dataset.href", active)
    box.send_keys(Keys.ESCAPE)
    closed = box.get_attribute("aria-expanded") == "false"
    report.check("Escape closes the list", closed)
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    # The address is the option's, with the id of the heading nearest the match once its group of ids is loaded.
    arrived = wait_until(driver, f"location.href.split('#')[0] === {json.dumps(target)}.split('#')[0]")
    report.check("Enter follows the active result", bool(arrived), f"at {driver.current_url}, wanted {target}")
    driver.get(start_url)
    wait_until(driver, "!document.querySelector('[data-search=box]').hidden")
    body = driver.find_element("css selector", "body")
    body.send_keys(Keys.CONTROL, "k")
    focused = driver.execute_script("return document.activeElement && document.activeElement.id")
    report.check("Ctrl-K focuses the search box", focused == "site-search-input", str(focused))


def check_page(report, driver, base: str, label: str, file_url: bool) -> None:
    page = base + ("search/index.html" if file_url else "search/") + "?q=" + quote("layout words")
    driver.get(page)
    href = wait_until(driver, "(document.querySelector('.search-page-results a') || {}).href")
    ok = bool(href) and href.split("#")[0].removesuffix("index.html").endswith("/2026/03/layout-words/")
    report.check(f"{label}: the search page answers ?q=", ok, f"first {href}")


def check_open_box_axe(report, driver, start_url: str) -> None:
    """axe-core (check_axe.run_axe) on the open search box with its second result active: an input with
    role=combobox (ARIA 1.2), its listbox, the options and the live region."""
    from check_axe import describe, figures, run_axe
    from selenium.webdriver.common.keys import Keys

    driver.get(start_url)
    wait_until(driver, "!document.querySelector('[data-search=box]').hidden")
    type_query(driver, "code")
    driver.find_element("css selector", "#site-search-input").send_keys(Keys.ARROW_DOWN)
    results = run_axe(driver, {"include": [[".site-search"]]})
    report.check(f"axe-core {results['version']} finds no violation in the open search UI",
                 not results["violations"], figures(results) + ("\n" + describe(results) if results["violations"]
                                                               else ""))


def check_search(report, site: Path, serve, make_driver, chromium: str, chromedriver: str,
                 artifacts: Path) -> None:
    """Every search check, on the built demo site in `site`."""
    if not (site / "search" / "index.js").is_file():
        report.check("the site has a search index", False, f"no {site / 'search' / 'index.js'}")
        return
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = None
    try:
        driver = make_driver(chromium, chromedriver)
        run_queries(report, driver, base, "http://")
        check_page(report, driver, base, "http://", False)
        check_keys(report, driver, base)
        check_open_box_axe(report, driver, base)
        type_query(driver, "layout")
        driver.save_screenshot(str(artifacts / "search-open.png"))
        disk = site.resolve().as_uri() + "/"
        run_queries(report, driver, disk + "index.html", "file://")
        check_page(report, driver, disk, "file://", True)
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check("search: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        if driver:
            driver.quit()
        server.shutdown()
        server.server_close()
