# folio: build, test and preview. Every target installs the Debian packages it needs when they are missing.
SWIFT      ?= swift
DEB_BUILD  := libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev pkg-config
DEB_TEST   := cmark-gfm
SITE_DIR   ?= .
PORT       ?= 8000

.PHONY: all build debug test serve site check-site bench deps test-deps clean

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
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; } \
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

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

clean:
	rm -rf .build
