#!/usr/bin/env python3
"""axe-core, the accessibility engine browsers' own tools and most audits use, over a built folio site.

    python3 Tests/SiteChecks/check_axe.py SITE_DIR [--chromium PATH] [--chromedriver PATH]

`check_axe` runs axe in headless Chromium over every kind of page of the site (every post and page, the home page
and its second page, a tag page, the tags index, the archive, the 404 page and a redirect page), with the colour
scheme emulated light and then dark, and passes when axe finds no violation on any of them. It prints, for each
page and scheme, how many rules axe ran, how many of those applied and passed, the violations (rule, impact,
where) and the results axe leaves to a person ("incomplete"). `check_reduced_motion` checks that the theme stills
transitions and animations for readers who ask for less motion.

To run axe on a page in a state of your own (an open search box, say), use the driver you have:

    from check_axe import run_axe, figures
    driver.find_element("css selector", "#search-button").click()
    results = run_axe(driver, {"include": [["#search"]]})   # or run_axe(driver) for the whole page
    print(figures(results))                                   # 57 rules run, 18 applied: 18 passed, ...
    assert not results["violations"], describe(results)

axe-core is the `axe.min.js` that PyPI's axe-selenium-python ships (`make check-site-deps` takes it out of its wheel);
selenium drives Debian's chromium.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
AXE_JS = REPOSITORY / ".build/axe/axe_selenium_python/node_modules/axe-core/axe.min.js"
SCHEMES = ("light", "dark")

# axe.run, answering with what the figures need: each rule's id, impact and help, and each violating element's
# selector and axe's summary of what is wrong with it (not the whole result, which holds every element's HTML).
RUN_AXE = """
const [context, options, done] = arguments;
const brief = (rule, withNodes) => ({
  id: rule.id, impact: rule.impact, help: rule.help,
  nodes: withNodes ? rule.nodes.map(node => ({target: node.target.join(' '), summary: node.failureSummary})) : [],
});
axe.run(context || document, options || {}).then(results => done({
  version: axe.version,
  passes: results.passes.map(rule => brief(rule, false)),
  violations: results.violations.map(rule => brief(rule, true)),
  incomplete: results.incomplete.map(rule => brief(rule, true)),
  inapplicable: results.inapplicable.map(rule => brief(rule, false)),
}), error => done({error: String(error && error.stack || error)}));
"""


def axe_source() -> str:
    """The text of axe.min.js: `$FOLIO_AXE_JS`, else where `make check-site-deps` puts it (from the wheel of PyPI's
    axe-selenium-python 3.0.0, see the Makefile)."""
    path = Path(os.environ.get("FOLIO_AXE_JS") or AXE_JS)
    if not path.is_file():
        raise FileNotFoundError(f"no {path}: make check-site-deps downloads it")
    return path.read_text(encoding="utf-8")


def run_axe(driver, context=None, options=None) -> dict:
    """axe's results for the page `driver` shows, as it is now: `passes`, `violations`, `incomplete` and
    `inapplicable`, each a list of rules (`id`, `impact`, `help`, and for violations and incomplete ones the
    `nodes`, each a `target` selector and a `summary`), and axe's `version`. `context` and `options` are axe.run's
    (`{"include": [["#search"]]}`, `{"runOnly": ["color-contrast"]}`); by default the whole page, every rule."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_source())
    driver.set_script_timeout(60)
    results = driver.execute_async_script(RUN_AXE, context, options)
    if "error" in results:
        raise RuntimeError(f"axe.run failed: {results['error']}")
    return results


def figures(results: dict) -> str:
    """One line: rules run, applied, passed, violations (with the elements they concern) and incomplete."""
    applied = len(results["passes"]) + len(results["violations"]) + len(results["incomplete"])
    run = applied + len(results["inapplicable"])
    nodes = sum(len(rule["nodes"]) for rule in results["violations"])
    return (f"{run} rules run, {applied} applied: {len(results['passes'])} passed, "
            f"{len(results['violations'])} violations ({nodes} elements), {len(results['incomplete'])} incomplete")


def describe(results: dict, kind: str = "violations") -> str:
    """Each rule of `kind` with its impact, its help and where it applies, one a line."""
    lines = []
    for rule in results[kind]:
        lines.append(f"{rule['id']} ({rule['impact']}): {rule['help']}")
        for node in rule["nodes"][:5]:
            summary = " ".join((node["summary"] or "").split())
            lines.append(f"    at {node['target']}: {summary}")
        if len(rule["nodes"]) > 5:
            lines.append(f"    … and {len(rule['nodes']) - 5} more")
    return "\n".join(lines)


def run_axe_holding_refresh(driver, url: str) -> tuple[dict, list[str]]:
    """axe's results for a page that sends the reader on at once (a redirect page's meta refresh), and the
    addresses it tried to go to. The page is loaded as served; the navigation its refresh starts to anywhere but
    `url`'s own server is answered `204 No Content` through the DevTools protocol, which leaves the page in place for
    axe to read. Needs selenium's DevTools connection (trio, which selenium brings), and a driver that has not
    navigated yet: selenium 4.27's connection, opened later, may attach to another target and see nothing."""
    import trio

    origin = "/".join(url.split("/", 3)[:3]) + "/"

    async def check() -> tuple[dict, list[str]]:
        async with driver.bidi_connection() as connection:
            session, devtools = connection.session, connection.devtools
            await session.execute(devtools.fetch.enable(patterns=[devtools.fetch.RequestPattern(url_pattern="*")]))
            held: list[str] = []

            async def answer() -> None:
                async for event in session.listen(devtools.fetch.RequestPaused):
                    if event.request.url.startswith(origin):
                        await session.execute(devtools.fetch.continue_request(event.request_id))
                    else:
                        held.append(event.request.url)
                        await session.execute(devtools.fetch.fulfill_request(event.request_id, response_code=204))

            async with trio.open_nursery() as nursery:
                nursery.start_soon(answer)
                await trio.to_thread.run_sync(driver.get, url)
                with trio.move_on_after(10):
                    while not held:
                        await trio.sleep(0.05)
                results = await trio.to_thread.run_sync(run_axe, driver)
                await session.execute(devtools.fetch.disable())
                nursery.cancel_scope.cancel()
            return results, held

    return trio.run(check)


def redirect_pages(site: Path) -> list[Path]:
    """The site's redirect pages: HTML files that send the reader on with a meta refresh."""
    return [path for path in sorted(site.rglob("*.html"))
            if 'http-equiv="refresh"' in path.read_text(encoding="utf-8", errors="replace")]


def page_kinds(site: Path) -> list[tuple[str, str]]:
    """(kind, site path) for every kind of page a folio site has: home, its page 2, the tags index, one tag page,
    the archive, 404, one redirect page, and every post and page."""
    def exists(path: str) -> bool:
        relative = path.strip("/")
        return (site / relative / "index.html").is_file() if path.endswith("/") else (site / relative).is_file()

    tags = sorted(path.parent.name for path in (site / "tags").glob("*/index.html"))
    redirects = redirect_pages(site)
    kinds = [("home", "/"), ("home, page 2", "/page/2/"), ("tags index", "/tags/"),
             ("tag page", f"/tags/{tags[0]}/" if tags else "/tags/none/"), ("archive", "/archive/"),
             ("404", "/404.html")]
    kinds = [(kind, path) for kind, path in kinds if exists(path)]
    if redirects:
        kinds.append(("redirect", "/" + redirects[0].relative_to(site).as_posix()))
    listed = {path for _, path in kinds} | {"/" + path.relative_to(site).parent.as_posix() + "/"
                                             for path in redirects}
    # Every other page in a folder of its own is a post or a page (lists' later pages and tag pages excepted).
    for path in sorted(site.rglob("index.html")):
        address = "/" + path.parent.relative_to(site).as_posix() + "/" if path.parent != site else "/"
        parts = address.strip("/").split("/")
        if address in listed or parts[0] in ("tags", "page", "archive"):
            continue
        kinds.append(("post or page", address))
    return kinds


def check_axe(report, site: Path, chromium: str, chromedriver: str) -> None:
    """axe over every kind of page of `site`, light and dark: 0 violations on each."""
    from check_site import make_driver, serve, set_viewport

    pages = page_kinds(site)
    report.check("axe: the site has every kind of page", {kind for kind, _ in pages} >= {
        "home", "tags index", "tag page", "archive", "404", "redirect", "post or page"},
        ", ".join(sorted({kind for kind, _ in pages})))
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check("axe: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    totals = {"runs": 0, "rules": 0, "passes": 0, "violations": 0, "incomplete": 0}
    try:
        set_viewport(driver, 1280, 900)
        for scheme in SCHEMES:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for kind, path in pages:
                if kind == "redirect":
                    fresh = make_driver(chromium, chromedriver)
                    try:
                        set_viewport(fresh, 1280, 900)
                        fresh.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                            {"name": "prefers-color-scheme", "value": scheme}]})
                        results, held = run_axe_holding_refresh(fresh, base + path)
                        report.check(f"axe {scheme} {path}: the redirect was held on its own page",
                                     bool(held) and fresh.current_url == base + path,
                                     f"it went to {held}, the browser is at {fresh.current_url}")
                    finally:
                        fresh.quit()
                else:
                    driver.get(base + path)
                    results = run_axe(driver)
                if totals["runs"] == 0:
                    print(f"     axe-core {results['version']}")
                totals["runs"] += 1
                totals["rules"] += len(results["passes"]) + len(results["violations"]) \
                    + len(results["incomplete"]) + len(results["inapplicable"])
                for key in ("passes", "violations", "incomplete"):
                    totals[key] += len(results[key])
                print(f"     axe {scheme} {path} ({kind}): {figures(results)}")
                if results["incomplete"]:
                    print("       incomplete (for a person to judge): " + "; ".join(
                        f"{rule['id']} at " + ", ".join(node["target"] for node in rule["nodes"][:3])
                        for rule in results["incomplete"]))
                report.check(f"axe {scheme} {path}: no violations", not results["violations"],
                             "\n" + describe(results))
        print(f"     axe, {totals['runs']} runs over {len(pages)} pages in {len(SCHEMES)} schemes: "
              f"{totals['rules']} rules run, {totals['passes']} passed, {totals['violations']} violations, "
              f"{totals['incomplete']} incomplete")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check("axe: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


# A transition and an animation the theme does not have, set on an element as a later part of the theme would
# (a search box that slides open): with less motion asked for, the theme's stylesheet must still them.
MEASURE_MOTION = """
const probe = document.createElement('div');
probe.style.cssText = 'transition: opacity 2s; animation: folio-probe 3s infinite; scroll-behavior: smooth';
document.body.append(probe);
const style = getComputedStyle(probe);
const seconds = text => Math.max(...text.split(',').map(part => part.trim().endsWith('ms')
  ? parseFloat(part) / 1000 : parseFloat(part)));
const found = {transition: seconds(style.transitionDuration), animation: seconds(style.animationDuration),
               iterations: style.animationIterationCount,
               scroll: getComputedStyle(document.documentElement).scrollBehavior};
probe.remove();
return found;
"""


def check_reduced_motion(report, site: Path, chromium: str, chromedriver: str) -> None:
    """With `prefers-reduced-motion: reduce` a transition or animation set on any element takes no time; without
    it, the same element moves as it asks."""
    from check_site import make_driver, serve

    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check("reduced motion: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    try:
        for preference in ("no-preference", "reduce"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-reduced-motion", "value": preference}]})
            driver.get(f"http://127.0.0.1:{server.server_address[1]}/")
            found = driver.execute_script(MEASURE_MOTION)
            print(f"     prefers-reduced-motion: {preference}: transition {found['transition']} s, animation "
                  f"{found['animation']} s × {found['iterations']}, scroll-behavior {found['scroll']}")
            if preference == "reduce":
                report.check("reduced motion: transitions and animations are stilled",
                             found["transition"] <= 0.001 and found["animation"] <= 0.001
                             and found["iterations"] == "1", str(found))
            else:
                report.check("reduced motion: without the preference, things move as they ask",
                             found["transition"] == 2 and found["animation"] == 3, str(found))
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check("reduced motion: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()


def main() -> int:
    from check_site import Report

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, help="the built site (folio build's output folder)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    arguments = parser.parse_args()
    report = Report()
    check_axe(report, arguments.site, arguments.chromium, arguments.chromedriver)
    check_reduced_motion(report, arguments.site, arguments.chromium, arguments.chromedriver)
    print(f"{report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
