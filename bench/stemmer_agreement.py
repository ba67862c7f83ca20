#!/usr/bin/env python3
"""folio's English stemmers, Swift's (folio-bench stem) and search.js's (under node), against Snowball's own
(Debian's python3-snowballstemmer, run by /usr/bin/python3) on every word of /usr/share/dict/american-english:
`make stemmer-agreement`. Prints how many words each stems as Snowball does, and the first that differ."""

import argparse
import subprocess
import sys

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--folio-bench", required=True)
parser.add_argument("--script", required=True)
parser.add_argument("--words", default="/usr/share/dict/american-english")
args = parser.parse_args()

words = sorted({w.strip().lower() for w in open(args.words, encoding="utf-8") if w.strip() and "'" not in w})
text = "\n".join(words) + "\n"
swift = dict(line.split(" ", 1) for line in subprocess.run(
    [args.folio_bench, "stem"], input=text, capture_output=True, text=True, check=True).stdout.splitlines())
node = """const api = require(process.argv[1]); const out = [];
for (const w of require('fs').readFileSync(0, 'utf8').split('\\n')) { const t = api.words(w); if (t.length === 1)
out.push(t[0] + ' ' + api.stem(t[0])); } process.stdout.write(out.join('\\n') + '\\n');"""
script = dict(line.split(" ", 1) for line in subprocess.run(
    ["node", "-e", node, __import__("os").path.abspath(args.script)], input=text, capture_output=True, text=True, check=True).stdout.splitlines())
oracle = dict(line.split(" ", 1) for line in subprocess.run(
    ["/usr/bin/python3", "-c", "import sys, snowballstemmer; s = snowballstemmer.stemmer('english');"
     "[print(w, s.stemWord(w)) for w in sys.stdin.read().split()]"],
    input="\n".join(swift) + "\n", capture_output=True, text=True, check=True).stdout.splitlines())
failed = False
for name, ours in (("Swift", swift), ("search.js", script)):
    differ = [w for w in oracle if ours.get(w) != oracle[w]]
    print(f"{name}: {len(oracle) - len(differ)} of {len(oracle)} words stemmed as Snowball stems them")
    for w in differ[:20]:
        print(f"   {w}: {ours.get(w)} (Snowball: {oracle[w]})")
    failed = failed or bool(differ)
sys.exit(1 if failed else 0)
