# Two commands matter: `make run` and `make test`. The rest are their steps.
SHELL := /bin/bash
.DEFAULT_GOAL := run

export CARGO_TARGET_DIR ?= $(CURDIR)/target
BIN := $(CARGO_TARGET_DIR)/release/doghotel
# DATABASE_URL is not set here: the binary takes it from the environment, else from .env, else
# its default (compose.yaml's PostgreSQL), and scripts/ensure-postgres looks in the same places.

.PHONY: run test build web-install web-build server-build database check-format lint unit-test e2e fuzz page-quality bench drill clean

## Install what is missing, build, migrate, seed demo content and serve http://localhost:8080
run: build database
	$(BIN) migrate
	$(BIN) seed-demo
	@echo "Open http://localhost:8080 (admin area: http://localhost:8080/admin)"
	DOGHOTEL_WEB_DIST=$(CURDIR)/web/dist $(BIN) serve

## Every check and test, as CI runs them
test: check-format lint build database unit-test e2e fuzz page-quality

build: web-build server-build

web-install: web/node_modules/.package-lock.json

# `npm install` with the committed lock file installs exactly its versions. npm 11's `npm ci`
# refuses this lock file: it names unrs-resolver's native bindings for linux only (the other
# platforms' builds of that version were not available where it was written), and npm 11 counts
# each missing optional dependency as the lock being out of date. npm 10, Node 20's own, accepts
# it, so the Dockerfile uses `npm ci`.
web/node_modules/.package-lock.json: web/package-lock.json web/package.json
	cd web && npm install --no-audit --no-fund
	@touch $@

web-build: web-install
	cd web && npm run build

server-build:
	cargo build --release --locked

## Finds PostgreSQL: DATABASE_URL's server, else docker compose, else says what to do
database:
	@scripts/ensure-postgres

check-format: web-install
	cargo fmt --all --check
	cd web && npm run format:check

lint: web-install
	cargo clippy --release --locked --workspace --all-targets -- -D warnings
	cd web && npm run typecheck && npm run lint

unit-test: web-install
	@command -v cargo-nextest >/dev/null || cargo install cargo-nextest --locked
	@scripts/ensure-smtp-sink
	@scripts/ensure-s3-server
	cargo nextest run --release --locked --workspace --no-fail-fast
	cd web && npm test

e2e: build
	@scripts/ensure-chromium
	@scripts/ensure-smtp-sink
	@scripts/ensure-s3-server
	@scripts/ensure-nginx
	cd web && npm run check:budget
	cd web && DOGHOTEL_BIN=$(BIN) npm run e2e

## Schemathesis from the OpenAPI documents against the real server on a throwaway database,
## anonymously over the public API, then signed in over the admin API: fails on any 5xx.
fuzz: build database
	DOGHOTEL_BIN=$(BIN) scripts/fuzz-api

## Lighthouse (mobile) on home, the dog list, a dog's page, the blog, an article, the services,
## About, photo gallery, reviews, FAQ and contacts pages in both languages, on demo content:
## fails below performance 95, layout shift 0.05, accessibility / best practices / SEO 100 (the
## budgets of web/README.md); each page judged by the median of 3 runs (5 where those 3 fall
## under the bar), each run's CPU slowdown calibrated by the host's speed at that run
## (docs/decisions/0052-each-lighthouse-run-calibrated-by-its-own-index.md).
page-quality: build database
	@scripts/ensure-chromium
	cd web && DOGHOTEL_BIN=$(BIN) CHROME_PATH=$$(command -v chromium) npm run lighthouse

## Load figures for bench/RESULTS.md (needs wrk)
bench: build database
	bench/run
	bench/inbox
	bench/newsletter
	bench/appends
	bench/commands

## The drills at full length, with their figures (bench/RESULTS.md): the server killed with
## SIGKILL amid 16 writers and restarted, the database cut for 5 s under load, the mail server
## down for 20 s; then the site on several instances (web/e2e/scale.spec.ts) with 20 s of
## writing around each kill. `make test` runs the same drills short.
drill: build database
	@command -v cargo-nextest >/dev/null || cargo install cargo-nextest --locked
	@scripts/ensure-smtp-sink
	@scripts/ensure-s3-server
	@scripts/ensure-chromium
	DOGHOTEL_DRILL=full cargo nextest run --release --locked --test drill --no-capture
	cd web && SCALE_LOAD_SECONDS=20 DOGHOTEL_BIN=$(BIN) npx playwright test e2e/scale.spec.ts --project desktop

clean:
	cargo clean
	rm -rf web/node_modules web/dist
