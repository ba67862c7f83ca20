"""The image rows of folio's benchmark (issue 15): a blog whose posts show camera-sized photos, built with folio's
image work on, from an empty image store (every file encoded) and again after one post is edited (none encoded).

The photos are the demo's own (content/posts/2026-07-04-a-photo-from-the-pier/pics/pier.jpg, 4,000 × 3,000), each
copy made distinct by a JPEG comment so that folio must encode every one; each post shows its photo as
`#+right+half`, which folio makes in 6 widths (WebP and JPEG: 12 files). Everything lives in /dev/shm.
"""

import os
import re
import shutil

PHOTO = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                     "content", "posts", "2026-07-04-a-photo-from-the-pier", "pics", "pier.jpg")


def distinct_photo(photo: bytes, index: int) -> bytes:
    """The photo with a comment segment after its start marker: other bytes, the same picture."""
    comment = f"folio-bench photo {index}".encode()
    return photo[:2] + b"\xff\xfe" + (len(comment) + 2).to_bytes(2, "big") + comment + photo[2:]


def write_site(root: str, posts: int, photos: int, corpus, repo: str, seed: int) -> None:
    """The benchmark corpus of `posts` posts with images on, `photos` of them showing a photo of their own."""
    corpus.write_folio_site(root, seed, posts, repo)
    config = os.path.join(root, "folio.yml")
    with open(config, encoding="utf-8") as f:
        text = f.read().replace("images: false\n", "")
    with open(config, "w", encoding="utf-8") as f:
        f.write(text)
    with open(PHOTO, "rb") as f:
        photo = f.read()
    for index in range(photos):
        meta = corpus.post_meta(seed, index)
        path = os.path.join(root, "content", "posts", meta.relpath)
        name = f"photo-{index}.jpg"
        with open(os.path.join(os.path.dirname(path), name), "wb") as f:
            f.write(distinct_photo(photo, index))
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"\n![A photo from the pier]({name}#+right+half)\n")


def made(run) -> int:
    """The image files a build encoded, from its summary line (none when it does not say)."""
    found = re.search(r"([\d,]+) image files? made", run.out)
    return int(found.group(1).replace(",", "")) if found else 0


def bench_images(args, work: str, corpus, repo: str, measure_build, remove, log, median) -> dict:
    base = os.path.join(work, "images")
    site, out = os.path.join(base, "site"), os.path.join(base, "out")
    write_site(site, args.image_posts, args.photos, corpus, repo, args.seed)
    log(f"\n== images: {args.image_posts:,} posts, {args.photos} of them with a 4,000 × 3,000 photo ==")
    edited = os.path.join(site, "content", "posts", corpus.post_meta(args.seed, args.image_posts - 1).relpath)
    with open(edited, "rb") as f:
        original = f.read()
    runs = {"cold": [], "edit": []}
    counts = {"cold": [], "edit": []}
    for n in range(args.runs):
        for name in (".folio-cache", ".folio-images"):
            remove(os.path.join(site, name))
        remove(out)
        r = measure_build(args.folio, site, out)
        runs["cold"].append(r)
        counts["cold"].append(made(r))
        log(f"   images cold (store empty)   {r.brief()}   {r.out.strip()}")
        with open(edited, "ab") as f:
            f.write(f"\nAn edit ({n + 1}) of the image benchmark.\n".encode())
        r = measure_build(args.folio, site, out)
        with open(edited, "wb") as f:
            f.write(original)
        runs["edit"].append(r)
        counts["edit"].append(made(r))
        log(f"   images, one post edited     {r.brief()}   {r.out.strip()}")
    shutil.rmtree(base, ignore_errors=True)
    return {"runs": runs, "counts": counts, "posts": args.image_posts, "photos": args.photos}


def report_images(result: dict, log, median) -> None:
    runs, counts = result["runs"], result["counts"]
    log(f"\n| images ({result['posts']:,} posts, {result['photos']} photos of 4,000 × 3,000) | wall, peak RSS, "
        "cores | image files encoded |")
    log("|---|---|---|")
    for label, key in (("folio cold, image store empty", "cold"), ("folio, one post edited", "edit")):
        wall = median([r.wall for r in runs[key]])
        rss = max(r.rss_kb for r in runs[key]) / 1024
        cores = median([r.cpu / r.wall for r in runs[key] if r.wall > 0])
        log(f"| {label} | {wall:.3f} s, {rss:.0f} MB, {cores:.1f} cores | {', '.join(map(str, counts[key]))} |")
    met = all(count == 0 for count in counts["edit"])
    log(f"| second build encodes nothing (target: 0 files) | | {'met' if met else 'NOT met'} |")
