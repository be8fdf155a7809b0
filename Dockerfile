# The site in one image, built from a clean checkout: `docker compose up --build`.
# .dockerignore keeps target/, node_modules, data/, .env and .git out of the build context.

# The web app. Its dependencies are installed from the lock file before the sources are copied,
# so that layer is reused until the lock file changes.
FROM node:22-bookworm AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
# `npm ci`: exactly the lock file's versions, and a build error if it disagrees with
# package.json. This image's npm (10, Node 22's own) accepts the lock file; see the Makefile's
# web-install for why npm 11 does not. Node 22 LTS: docs/decisions/0001-node-versions.md.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# node_modules and dist are not in the build context, so this adds sources only and cannot
# replace what was just installed.
COPY web/ ./
RUN npm run build

# The server: the release build with thin LTO, with exactly the crates of Cargo.lock. It does
# not need the web app (that is served from disk), so both stages build at the same time.
FROM rust:1-bookworm AS server
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --profile dist --locked \
 && cp target/dist/doghotel /usr/local/bin/doghotel

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --home-dir /app --shell /usr/sbin/nologin doghotel \
 && mkdir -p /app/data \
 && chown doghotel:doghotel /app/data
WORKDIR /app
COPY --from=server /usr/local/bin/doghotel /usr/local/bin/doghotel
COPY --from=web /src/web/dist /app/web/dist
ENV DOGHOTEL_WEB_DIST=/app/web/dist \
    DOGHOTEL_DATA_DIR=/app/data \
    DOGHOTEL_PORT=8080 \
    DOGHOTEL_DEMO=0
USER doghotel
EXPOSE 8080
# Healthy while the process serves; no HTTP client in the image, so bash speaks HTTP itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${DOGHOTEL_PORT} && printf 'GET /api/health/live HTTP/1.0\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
# `serve` migrates first. The demo content and its admin, whose password is published, only on
# request.
CMD ["sh", "-c", "if [ \"$DOGHOTEL_DEMO\" = 1 ]; then doghotel seed-demo; fi && exec doghotel serve"]
