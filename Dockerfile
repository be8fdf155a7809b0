# Builds the web app and the server, then runs them from a small image.
FROM node:20-bookworm AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
COPY testdata/ /src/testdata/
RUN npm run build

FROM rust:1-bookworm AS server
WORKDIR /src
COPY . .
COPY --from=web /src/web/dist web/dist
RUN cargo build --profile dist --locked

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server /src/target/dist/doghotel /usr/local/bin/doghotel
COPY --from=web /src/web/dist /app/web/dist
ENV DOGHOTEL_WEB_DIST=/app/web/dist DOGHOTEL_DATA_DIR=/app/data
EXPOSE 8080
CMD ["sh", "-c", "doghotel migrate && doghotel seed-demo && doghotel serve"]
