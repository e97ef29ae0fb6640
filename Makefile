# The two commands of the README: `make dev` runs the product, `make test` runs every test.
# Everything else here exists to make those two work on a fresh machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
.PHONY: help dev test node deps system-tools browser typecheck typecheck-server typecheck-web lint build-web static-checks

TOOLS_DIR := $(CURDIR)/.tools
NODE_PREFIX := $(TOOLS_DIR)/node24

# The project needs Node >= 22.17. When the system Node is older, a project-local Node 24 comes
# from the npm registry's `node` package and goes first on PATH (npm then runs on it too).
SYSTEM_NODE_OK := $(shell node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.stdout.write(String(a>22||(a===22&&b>=17)))' 2>/dev/null)
ifneq ($(SYSTEM_NODE_OK),true)
export PATH := $(NODE_PREFIX)/node_modules/.bin:$(PATH)
# Native addons must build against Node 24's headers, not the system Node's (~/.npmrc nodedir).
export npm_config_nodedir = $(patsubst %/include,%,$(firstword $(wildcard $(NODE_PREFIX)/node_modules/node/node_modules/node-*/include)))
NODE_TARGET := $(NODE_PREFIX)/node_modules/.bin/node
endif

help:
	@echo "make dev   - run TalentLeaders (API, worker, web) with demo data on http://localhost:$${PORT:-3000}"
	@echo "make test  - typecheck, lint, unit, integration and end-to-end tests"

node: $(NODE_TARGET)

$(NODE_PREFIX)/node_modules/.bin/node:
	@echo "System Node $$(node --version 2>/dev/null || echo missing) is older than 22.17: installing Node 24 into .tools/"
	@mkdir -p $(NODE_PREFIX)
	npm install --prefix $(NODE_PREFIX) --prefer-offline --no-save --no-audit --no-fund --loglevel=error node@24

deps: node node_modules/.install-stamp

# `npm ci` refuses lockfiles made on this registry mirror (other platforms' optional packages are
# missing from it); `npm install` honours the lockfile's versions and works. --prefer-offline takes
# what npm's cache already holds without asking the registry again (the lockfile pins versions and
# integrity): a clean clone's install in ~40 s instead of ~60 s on a machine that installed before.
node_modules/.install-stamp: package.json package-lock.json
	npm install --prefer-offline --no-audit --no-fund --loglevel=error
	@touch $@

package-lock.json:
	@true

# redis-server for the local default when REDIS_URL is not given (PostgreSQL comes from npm).
system-tools:
	@if [ -z "$$REDIS_URL" ] && ! command -v redis-server >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing redis-server with apt-get"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null; \
	  else \
	    echo "redis-server is missing: run 'sudo apt-get install redis-server' or set REDIS_URL"; exit 1; \
	  fi; \
	fi

# Debian's old headless shell drives the end-to-end tests (browser downloads by test tools cannot
# work here): the browser Playwright itself uses headless, ~40% less CPU than the full Chromium.
browser:
	@if [ ! -x /usr/bin/chromium-headless-shell ] && [ -z "$$CHROMIUM_PATH" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing chromium-headless-shell with apt-get"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null; \
	  else \
	    echo "chromium-headless-shell is missing: run 'sudo apt-get install chromium-headless-shell' or set CHROMIUM_PATH"; exit 1; \
	  fi; \
	fi

dev: deps system-tools
	@node --import tsx src/cli/dev.ts

typecheck: deps
	npm run --silent typecheck

lint: deps
	npm run --silent lint

build-web: deps
	npm run --silent build:web

# The type checks, the lint and the web build side by side (each on one core, each output printed
# whole when it ends), then one Vitest run of the unit, integration and end-to-end files together,
# longest first (tests/vitest.config.ts, decision 035). Running the checks beside the tests was
# tried: they slowed the long files that start first, and the whole run ended later.
static-checks:
	@$(MAKE) --no-print-directory -j4 --output-sync=target typecheck-server typecheck-web lint build-web

typecheck-server typecheck-web: deps
	npm run --silent $@

test: deps system-tools browser
	@$(MAKE) --no-print-directory static-checks
	npm run --silent test:all
