"""The per-stage rows of folio's build benchmark (issue 14), from `folio build --timings`.

`--timings` prints a header line (`    wall       cpu  stage`), one line a stage (`%8.3f s %7.3f s  name`: wall
seconds, CPU seconds summed over every thread, the stage's name), then the "Built N posts…" line. For every size
this prints each stage's median wall time, its time per post (µs) and its CPU/wall (cores in use while it ran);
then each stage's time per post at the largest size against a smaller size (issue 14: within 1.2×).
"""

from __future__ import annotations

import re
import statistics

TIMING_LINE = re.compile(r"^\s*(\d+(?:\.\d+)?) s\s+(\d+(?:\.\d+)?) s  (\S.*?)\s*$")
# --timings prints milliseconds, so a stage shorter than this at both sizes has no growth worth a verdict.
TOO_SMALL_S = 0.010


def parse_timings(text: str) -> list[tuple[str, float, float]]:
    """The stage lines of `folio build --timings` output: (stage, wall s, CPU s), in the order printed; a stage
    printed twice is added up. The header and the "Built" line do not match."""
    found: dict[str, list[float]] = {}
    for line in text.splitlines():
        match = TIMING_LINE.match(line)
        if match:
            wall, cpu = found.setdefault(match.group(3), [0.0, 0.0])
            found[match.group(3)] = [wall + float(match.group(1)), cpu + float(match.group(2))]
    return [(name, wall, cpu) for name, (wall, cpu) in found.items()]


def stage_medians(runs: list, posts: int) -> dict[str, dict[str, float | None]]:
    """Stage → its median wall and CPU seconds over the runs (each a bench Run with .stages), µs a post, and
    CPU/wall (None when the stage took no measurable time)."""
    walls: dict[str, list[float]] = {}
    cpus: dict[str, list[float]] = {}
    for run in runs:
        for name, wall, cpu in run.stages:
            walls.setdefault(name, []).append(wall)
            cpus.setdefault(name, []).append(cpu)
    medians = {}
    for name in walls:
        wall, cpu = statistics.median(walls[name]), statistics.median(cpus[name])
        medians[name] = {"wall_s": wall, "cpu_s": cpu, "us_per_post": wall / posts * 1e6,
                         "cores": cpu / wall if wall > 0 else None}
    return medians


def stage_names(tables: list[dict]) -> list[str]:
    """Every stage named in any of the tables, in the order first seen."""
    names: dict[str, None] = {}
    for table in tables:
        names.update(dict.fromkeys(table))
    return list(names)


def cell(figures: dict | None) -> str:
    if figures is None:
        return "–"
    cores = "–" if figures["cores"] is None else f"{figures['cores']:.2f}"
    return f"{figures['wall_s']:.3f} s, {figures['us_per_post']:.1f} µs/post, cpu/wall {cores}"


def report_stages(results: list[dict], key: str, label: str, log) -> dict[int, dict]:
    """The table of one build's stages at every size; returns size → stage → figures (for the JSON)."""
    tables = {res["size"]: stage_medians(res["runs"][key], res["size"]) for res in results}
    log("")
    log(f"| {label}: stage (median wall, per post, CPU/wall) | "
        + " | ".join(f"{size:,} posts" for size in tables) + " |")
    log("|---|" + "---|" * len(tables))
    for name in stage_names(list(tables.values())):
        log(f"| {name} | " + " | ".join(cell(table.get(name)) for table in tables.values()) + " |")
    sums = []
    for res in results:
        table = tables[res["size"]]
        stages = sum(f["wall_s"] for f in table.values())
        process = statistics.median([r.wall for r in res["runs"][key]])
        sums.append(f"{stages:.3f} s of {process:.3f} s ({process - stages:.3f} s outside the stages)")
    log("| all stages / the whole process (wall, from outside) | " + " | ".join(sums) + " |")
    return tables


def growth(small: dict | None, large: dict | None, target: float) -> tuple[float | None, str]:
    """A stage's µs a post at the large size over the small one, and its verdict."""
    if small is None or large is None:
        return None, "not printed at both sizes"
    if small["wall_s"] < TOO_SMALL_S and large["wall_s"] < TOO_SMALL_S:
        return None, f"under {TOO_SMALL_S * 1000:.0f} ms at both sizes"
    if small["us_per_post"] == 0:
        return None, "NOT met (0 s at the smaller size)"
    value = large["us_per_post"] / small["us_per_post"]
    return value, "met" if value <= target else f"NOT met ({value / target:.2f}× the target)"


def report_growth(tables: dict[int, dict], small: int, large: int, label: str, target: float, issue: int,
                  log) -> list[dict]:
    """Each stage's µs a post at `large` posts against `small` posts; returns the rows (for the JSON)."""
    log("")
    log(f"| {label}: stage, µs/post | {small:,} posts | {large:,} posts | "
        f"{large:,} / {small:,} [issue {issue}] (≤ {target}) |")
    log("|---|---|---|---|")
    rows = []
    for name in stage_names([tables[small], tables[large]]):
        a, b = tables[small].get(name), tables[large].get(name)
        value, verdict = growth(a, b, target)
        per_post = [f"{f['us_per_post']:.1f}" if f else "–" for f in (a, b)]
        log(f"| {name} | {per_post[0]} | {per_post[1]} | "
            + (f"{value:.2f}: {verdict}" if value is not None else verdict) + " |")
        rows.append({"stage": name, "small_us_per_post": a and a["us_per_post"],
                     "large_us_per_post": b and b["us_per_post"], "ratio": value, "verdict": verdict})
    return rows
