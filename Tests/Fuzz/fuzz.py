#!/usr/bin/env python3
"""Runs folio's libFuzzer targets one after another and prints what each did (`make fuzz`).

    Tests/Fuzz/fuzz.py --binary .build/fuzz/debug/folio-fuzz --seconds 60 [TARGET...]

Each target starts from its seed corpus in Tests/Fuzz/corpus/TARGET (read only) and from what earlier runs
kept in .build/fuzz/corpus/TARGET (where new inputs go). A crash, a failed check, a leak, an input slower than
10 s or one using more than 2 GB is a finding: the input goes to .build/fuzz/findings/TARGET/ and the exit
status is 1. Without TARGET names, every folder of Tests/Fuzz/corpus is a target.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The longest input worth trying: the HTTP reader's limits are at 8 and 16 KiB, so its inputs must pass them.
# libFuzzer reports crashes itself (Swift's backtracer would take minutes), and leaks are checked after each input,
# not at exit, where LeakSanitizer takes objects reached only through Swift's tagged pointers for leaked.
RUNTIME = {"SWIFT_BACKTRACE": "enable=no", "LSAN_OPTIONS": "leak_check_at_exit=0"}
MAX_LEN = {"http-request": 20_000, "markdown": 8_192, "mustache": 4_096, "front-matter": 4_096}


def run(binary: str, target: str, seconds: int, work: str) -> bool:
    corpus = os.path.join(work, "corpus", target)
    findings = os.path.join(work, "findings", target)
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(findings, exist_ok=True)
    before = set(os.listdir(findings))
    command = [binary, corpus, os.path.join(HERE, "corpus", target), f"-max_total_time={seconds}",
               f"-max_len={MAX_LEN.get(target, 4096)}", "-timeout=10", "-rss_limit_mb=2048",
               "-print_final_stats=1", f"-artifact_prefix={findings}/"]
    dictionary = os.path.join(HERE, f"{target}.dict")
    if os.path.exists(dictionary):
        command.append(f"-dict={dictionary}")
    environment = dict(os.environ, FOLIO_FUZZ_TARGET=target, **RUNTIME)
    log_path = os.path.join(work, f"{target}.log")
    start = time.monotonic()
    with open(log_path, "w") as log:
        status = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, env=environment).returncode
    elapsed = time.monotonic() - start
    text = open(log_path, errors="replace").read()
    executions = re.search(r"stat::number_of_executed_units: (\d+)", text)
    count = int(executions.group(1)) if executions else 0
    corpus_size = len(os.listdir(corpus))
    new = sorted(set(os.listdir(findings)) - before)
    summary = f"{target}: {count:,} executions in {elapsed:.0f} s, {corpus_size} inputs kept"
    if status == 0 and not new:
        print(summary + ", no finding", flush=True)
        return True
    reason = re.search(r"==\d+==ERROR: (.*)|(Fatal error: .*)|(Precondition failed.*)|ERROR: libFuzzer: (.*)", text)
    print(summary + f", FINDING ({reason.group(0) if reason else f'exit status {status}'})", flush=True)
    for name in new:
        path = os.path.join(findings, name)
        settings = " ".join(f"{name}={value}" for name, value in RUNTIME.items())
        print(f"  input: {path}\n  again: FOLIO_FUZZ_TARGET={target} {settings} {binary} {path}", flush=True)
    print(f"  log: {log_path}", flush=True)
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--work", default=".build/fuzz")
    parser.add_argument("targets", nargs="*")
    arguments = parser.parse_args()
    targets = arguments.targets or sorted(os.listdir(os.path.join(HERE, "corpus")))
    results = [run(arguments.binary, target, arguments.seconds, arguments.work) for target in targets]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
