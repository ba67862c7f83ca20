"""Math in headless Chromium: the demo's math post drawn from its MathML, light and dark.

check_math(report, site, artifacts, page, chromium, chromedriver), called from check_site.py's main():

- the post holds MathML and no formula fell back to code (folio shows a formula it cannot read as code);
- Chromium lays MathML out itself: a fraction's numerator sits above its denominator, a root's radicand is inside
  its sign, a display sum's limits are above and below it, display formulas stand on lines of their own and inline
  ones in the line of text;
- every formula's ink is at AA contrast (4.5:1) on the page's background, in light and in dark mode, in a colour that
  changes with the scheme; a wide formula scrolls instead of overflowing the text column.

Screenshots: math-light.png and math-dark.png in ARTIFACTS_DIR.
"""

from __future__ import annotations

from pathlib import Path

MEASURE_MATH = r"""
const maths = [...document.querySelectorAll('main math')];
const box = e => e.getBoundingClientRect();
const fractions = [...document.querySelectorAll('main mfrac')].map(f => {
  const [top, bottom] = f.children;
  return box(top).bottom <= box(bottom).top + 1;
});
const roots = [...document.querySelectorAll('main msqrt')].map(r => box(r).width > box(r.firstElementChild).width);
const limits = [...document.querySelectorAll('main munderover')].map(u => {
  const [base, under, over] = u.children;
  return box(over).bottom <= box(base).top + 2 && box(under).top >= box(base).bottom - 2;
});
const paragraph = document.querySelector('main p math')?.closest('p');
const blocks = maths.filter(m => m.getAttribute('display') === 'block');
const column = document.querySelector('main').getBoundingClientRect();
function luminance(colour) {
  const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map(Number).map(c => {
    c /= 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function background(element) {
  for (let e = element; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c && !c.startsWith('rgba(0, 0, 0, 0)') && c !== 'transparent') return c;
  }
  return 'rgb(255, 255, 255)';
}
let worst = null;
for (const e of document.querySelectorAll('main math mi, main math mn, main math mo, main math mtext')) {
  const fg = getComputedStyle(e).color, bg = background(e);
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  const ratio = (l1 + 0.05) / (l2 + 0.05);
  if (!worst || ratio < worst.ratio) worst = {ratio, text: e.textContent, color: fg, background: bg};
}
return {
  count: maths.length,
  blocks: blocks.length,
  blocksAlone: blocks.every(m => box(m).width > 0 && getComputedStyle(m).display.startsWith('block')),
  inlineInText: paragraph ? box(paragraph.querySelector('math')).height < box(paragraph).height : false,
  fallbacks: document.querySelectorAll('main code.language-math').length,
  fractions: fractions.length, fractionsStacked: fractions.every(Boolean),
  roots: roots.length, rootsDrawn: roots.every(Boolean),
  limits: limits.length, limitsPlaced: limits.every(Boolean),
  overflow: blocks.filter(m => box(m).right > column.right + 1).length,
  worst,
  colour: maths[0] ? getComputedStyle(maths[0]).color : '',
};
"""


def check_math(report, site: Path, artifacts: Path, page: str, chromium: str, chromedriver: str) -> None:
    from check_site import make_driver, serve, set_viewport, wait_for_images  # noqa: PLC0415 - imports main

    name = f"math in {page}"
    if not (site / page.strip("/") / "index.html").is_file():
        report.check(f"{name}: page exists", False, f"no {page.strip('/')}/index.html in {site}")
        return
    try:
        driver = make_driver(chromium, chromedriver)
    except Exception as error:  # noqa: BLE001 - missing browser, driver or selenium: report, don't crash
        report.check(f"{name}: start headless Chromium", False, f"{type(error).__name__}: {error}")
        return
    server = serve(site)
    colours = {}
    try:
        for mode in ("light", "dark"):
            set_viewport(driver, 1280, 900)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": mode}]})
            driver.get(f"http://127.0.0.1:{server.server_address[1]}{page}")
            wait_for_images(driver)
            found = driver.execute_script(MEASURE_MATH)
            worst = found["worst"] or {"ratio": 0}
            print(f"     {mode}: {found['count']} formulas ({found['blocks']} display), {found['fractions']} "
                  f"fractions, {found['roots']} roots, {found['limits']} limits; lowest contrast "
                  f"{worst['ratio']:.2f}:1 ('{worst.get('text')}', {worst.get('color')} on {worst.get('background')})")
            report.check(f"{mode}: the post's formulas are MathML, none shown as code", found["count"] >= 15
                         and found["fallbacks"] == 0, f"{found['count']} formulas, {found['fallbacks']} as code")
            report.check(f"{mode}: fractions are drawn stacked", found["fractions"] > 0 and found["fractionsStacked"],
                         f"{found['fractions']} fractions")
            report.check(f"{mode}: roots are drawn around their radicands", found["roots"] > 0 and found["rootsDrawn"],
                         f"{found['roots']} roots")
            report.check(f"{mode}: a display sum's limits are below and above it",
                         found["limits"] > 0 and found["limitsPlaced"], f"{found['limits']} limits")
            report.check(f"{mode}: display formulas are blocks, inline ones in the line",
                         found["blocks"] > 0 and found["blocksAlone"] and found["inlineInText"])
            report.check(f"{mode}: no display formula overflows the text column", found["overflow"] == 0,
                         f"{found['overflow']} overflow")
            report.check(f"{mode}: every formula is at AA contrast (4.5:1)", worst["ratio"] >= 4.5,
                         f"lowest {worst['ratio']:.2f}:1")
            colours[mode] = found["colour"]
            driver.execute_script("window.scrollTo(0, 0)")
            driver.save_screenshot(str(artifacts / f"math-{mode}.png"))
        report.check("math changes colour with the scheme", colours.get("light") != colours.get("dark"), str(colours))
        print(f"     screenshots: {artifacts / 'math-light.png'}, {artifacts / 'math-dark.png'}")
    except Exception as error:  # noqa: BLE001 - a browser error is a failed check, with its message
        report.check(f"{name}: browser checks ran", False, f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()
