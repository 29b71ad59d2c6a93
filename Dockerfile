# syntax=docker/dockerfile:1
#
# Atelier's two container images, from one Dockerfile (the names the Helm chart uses):
#
#   docker build --target atelier       -t atelier:<version> .
#   docker build --target render-worker -t atelier-render-worker:<version> .
#
# `atelier` runs the gateway or any of the six services, the command choosing which:
#   node --enable-source-maps services/gateway/dist/main.js       (HTTP on PORT, default 8080)
#   node --enable-source-maps services/<name>/dist/main.js        (gRPC on GRPC_ADDRESS)
#   node --enable-source-maps services/<name>/dist/main.js --migrate-only
#   node --enable-source-maps deploy/dist/main.js                 (the whole product in one process)
# One image rather than one per service: they are one npm workspace sharing @atelier/platform,
# @atelier/proto and @atelier/contracts and nearly all of their dependencies, so one image is
# one build, one scan and one pull per node, and the gateway and services of a release cannot
# run different builds of the code they share. The render workers get an image of their own:
# only they draw (sharp sets text in the system's fonts), and Chromium (for rendering in a browser;
# no render step uses it yet) and the fonts are several hundred megabytes no service needs.
#
# What the runtime stages hold is written by deploy/bin/assemble-image.mjs (the built server,
# web build, node code, migrations and package.json files); deploy/src/image-contents.test.ts
# assembles the same into an empty directory and starts the gateway, every service and a render
# worker from it with plain node.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NPM_VERSION=11.19.1

# ---- build: every dependency, the Prisma clients, the web app, node code and the server -----
FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION
# The version the web app shows and checks against the server (dist/ui.meta.json).
ARG ATELIER_BUILD_VERSION
ARG ATELIER_BUILD_COMMIT
ENV ATELIER_BUILD_VERSION=${ATELIER_BUILD_VERSION} \
    ATELIER_BUILD_COMMIT=${ATELIER_BUILD_COMMIT} \
    TURBO_TELEMETRY_DISABLED=1
RUN npm install --global npm@${NPM_VERSION}
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run generate && npm run build
RUN node deploy/bin/assemble-image.mjs /image

# ---- production dependencies: npm ci --omit=dev in the pruned workspace ----------------------
FROM ${NODE_IMAGE} AS production-dependencies
ARG NPM_VERSION
RUN npm install --global npm@${NPM_VERSION}
WORKDIR /app
COPY --from=build /image/ ./
# The root package.json lists only the server's workspaces; no dev dependency (tsx, TypeScript,
# esbuild, Vitest, Prisma's CLI) is installed. None of the production packages needs its
# install script (sharp brings its libvips as an optional package).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# ---- runtime: what both images start from: tini, the unprivileged user, /data ---------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
    && apt-get install --yes --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 atelier \
    && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /tmp --shell /usr/sbin/nologin atelier \
    && mkdir -p /data/blobs && chown -R 10001:10001 /data
# Data and blobs under /data when run on its own (in a cluster the chart sets DATA_DIR and
# BLOB_DIR and mounts the shared blob volume).
ENV NODE_ENV=production \
    HOME=/tmp \
    DATA_DIR=/data \
    BLOB_DIR=/data/blobs \
    NODE_CODE_DIR=packages/nodes/dist/node-code
WORKDIR /app
ENTRYPOINT ["/usr/bin/tini", "--"]

# ---- render-worker: the same files plus Chromium and fonts ------------------------------------
FROM runtime AS render-worker
# Installed before the files are copied, so a new build of the code reuses this layer.
RUN apt-get update \
    && apt-get install --yes --no-install-recommends \
        chromium \
        fonts-dejavu-core \
        fonts-liberation \
        fonts-noto-core \
        fonts-noto-cjk \
        fonts-noto-color-emoji \
        fontconfig \
    && rm -rf /var/lib/apt/lists/*
# Chromium where a render step looks for a browser.
ENV CHROMIUM_PATH=/usr/bin/chromium
# Owned by root and read-only to the process: the chart runs it on a read-only root filesystem.
COPY --from=production-dependencies /app/ ./
USER 10001:10001
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "deploy/bin/healthcheck.mjs", "worker"]
CMD ["node", "--enable-source-maps", "workers/render/dist/main.js"]

# ---- atelier: the gateway and the six services (the default target) ---------------------------
FROM runtime AS atelier
ENV HOST=0.0.0.0 \
    PORT=8080 \
    GRPC_ADDRESS=0.0.0.0:50051 \
    WEB_DIST_DIR=web/dist
COPY --from=production-dependencies /app/ ./
USER 10001:10001
EXPOSE 8080 50051
# Finds from the container's command whether it runs the gateway (GET /healthz) or a service
# (the gRPC health check on GRPC_ADDRESS's port).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "deploy/bin/healthcheck.mjs"]
CMD ["node", "--enable-source-maps", "services/gateway/dist/main.js"]
