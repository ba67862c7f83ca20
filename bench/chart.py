"""The build benchmark's chart (issue 14): build time against posts as an SVG line chart, written as text.

Linear axes from zero with round ticks, one line with points a series, the legend beside the plot with each
series' time at the largest size. It draws on its own white card in dark text, so it reads the same on GitHub's
light and dark themes; the colours are Okabe and Ito's, which colour-blind readers can tell apart, and each series
also has its own dash and marker.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape, quoteattr

WIDTH, HEIGHT = 880, 470
LEFT, TOP, PLOT_W, PLOT_H = 78, 78, 520, 320
LEGEND_X = LEFT + PLOT_W + 28
FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif"
INK, MUTED, GRID = "#1f2328", "#57606a", "#d8dee4"


def nice_ticks(maximum: float, count: int = 5) -> list[float]:
    """Ticks from 0 to at least maximum, a step of 1, 2 or 5 times a power of ten, about `count` of them."""
    if maximum <= 0:
        maximum = 1.0
    raw = maximum / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    top = math.ceil(maximum / step - 1e-9) * step
    return [i * step for i in range(round(top / step) + 1)]


def tick_label(value: float, step: float) -> str:
    """A tick's number with as many decimals as its step needs (2.5 → one), thousands separated."""
    decimals = next(d for d in range(6) if abs(step * 10 ** d - round(step * 10 ** d)) < 1e-6)
    return f"{value:,.{decimals}f}"


def marker(shape: str, x: float, y: float, colour: str, hollow: bool) -> str:
    fill = "#ffffff" if hollow else colour
    style = f'fill="{fill}" stroke="{colour}" stroke-width="1.8"'
    if shape == "square":
        return f'<rect x="{x - 4.5:.1f}" y="{y - 4.5:.1f}" width="9" height="9" {style}/>'
    if shape == "diamond":
        return f'<path d="M{x:.1f},{y - 6:.1f} L{x + 6:.1f},{y:.1f} L{x:.1f},{y + 6:.1f} L{x - 6:.1f},{y:.1f} Z" ' \
               f'{style}/>'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4.5" {style}/>'


def text(x: float, y: float, content: str, size: int = 13, anchor: str = "start", colour: str = INK,
         weight: str = "normal", extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{colour}" '
            f'font-weight="{weight}"{extra}>{escape(content)}</text>')


def render_chart(title: str, subtitle: str, series: list[dict], x_label: str, y_label: str) -> str:
    """The SVG text. Each series: label, colour, dash ("" for solid), shape (circle, square, diamond), hollow,
    and points [(posts, seconds)]."""
    xs = [x for s in series for x, _ in s["points"]]
    ys = [y for s in series for _, y in s["points"]]
    x_ticks, y_ticks = nice_ticks(max(xs, default=1)), nice_ticks(max(ys, default=1))

    def px(x: float) -> float:
        return LEFT + x / x_ticks[-1] * PLOT_W

    def py(y: float) -> float:
        return TOP + PLOT_H - y / y_ticks[-1] * PLOT_H

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label={quoteattr(title)} font-family="{FONT}">',
           f"<title>{escape(title)}</title>",
           f'<rect x="0.5" y="0.5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="8" fill="#ffffff" '
           f'stroke="{GRID}"/>',
           text(LEFT - 50, 32, title, size=18, weight="600"),
           text(LEFT - 50, 54, subtitle, size=12, colour=MUTED)]
    for value in y_ticks:
        y = py(value)
        out.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{LEFT + PLOT_W}" y2="{y:.1f}" stroke="{GRID}"/>')
        out.append(text(LEFT - 8, y + 4, tick_label(value, y_ticks[1]), size=12, anchor="end", colour=MUTED))
    for value in x_ticks:
        x = px(value)
        out.append(f'<line x1="{x:.1f}" y1="{TOP + PLOT_H}" x2="{x:.1f}" y2="{TOP + PLOT_H + 5}" stroke="{MUTED}"/>')
        out.append(text(x, TOP + PLOT_H + 20, tick_label(value, x_ticks[1]), size=12, anchor="middle",
                        colour=MUTED))
    out.append(f'<path d="M{LEFT},{TOP} V{TOP + PLOT_H} H{LEFT + PLOT_W}" fill="none" stroke="{MUTED}"/>')
    out.append(text(LEFT + PLOT_W / 2, TOP + PLOT_H + 44, x_label, anchor="middle"))
    out.append(text(LEFT - 56, TOP + PLOT_H / 2, y_label, anchor="middle",
                    extra=f' transform="rotate(-90 {LEFT - 56} {TOP + PLOT_H / 2:.1f})"'))
    for s in series:
        points = sorted(s["points"])
        dash = f' stroke-dasharray="{s["dash"]}"' if s["dash"] else ""
        path = " ".join(f"{'M' if i == 0 else 'L'}{px(x):.1f},{py(y):.1f}" for i, (x, y) in enumerate(points))
        out.append(f'<path d="{path}" fill="none" stroke="{s["colour"]}" stroke-width="2.2"{dash}/>')
        out.extend(marker(s["shape"], px(x), py(y), s["colour"], s["hollow"]) for x, y in points)
    for i, s in enumerate(series):
        y = TOP + 14 + i * 46
        dash = f' stroke-dasharray="{s["dash"]}"' if s["dash"] else ""
        out.append(f'<line x1="{LEGEND_X}" y1="{y - 4}" x2="{LEGEND_X + 34}" y2="{y - 4}" stroke="{s["colour"]}" '
                   f'stroke-width="2.2"{dash}/>')
        out.append(marker(s["shape"], LEGEND_X + 17, y - 4, s["colour"], s["hollow"]))
        out.append(text(LEGEND_X + 44, y, s["label"]))
        if s["points"]:
            x, y_last = max(s["points"])
            seconds = f"{y_last:.1f}" if y_last >= 10 else f"{y_last:.2f}"
            out.append(text(LEGEND_X + 44, y + 17, f"{seconds} s at {x:,} posts", size=12, colour=MUTED))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_chart(path: str, title: str, subtitle: str, series: list[dict], x_label: str, y_label: str) -> None:
    """Writes render_chart's SVG to path (UTF-8)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write(render_chart(title, subtitle, series, x_label, y_label))
