# syntax=docker/dockerfile:1
# One Inkspell service: docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=ink .
# The four services share this file because they share their shape (ARCHITECTURE §2): one recipe
# cannot drift between them, and each build arg still makes an image of its own, released alone.
# Services ship TypeScript that tsx runs (README), so the image runs the same sources as npm start;
# tsx is each service's own production dependency for that reason.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- manifests: package.json files and the lockfile only, so the install layers below are reused ------
# until a dependency changes, not at every source edit (COPY --from is cached by content).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

# --- toolchain: what native modules build with ---------------------------------------------------
# argon2 (accounts) ships prebuilt binaries, and node-gyp-build compiles from source when the prebuilt one
# does not load on the machine (it crashes on some virtual CPUs): the slim image has no compiler for that.
# Only the install stages have it; the runtime image does not.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

# --- build: every dependency, and the type check -------------------------------------------------
FROM toolchain AS build
ARG SERVICE
WORKDIR /app
COPY --from=manifests /app ./
RUN test -n "$SERVICE" && test -f "services/$SERVICE/package.json" \
  || { echo "build arg SERVICE must name a folder of services/ (accounts, stories, ink, admin)" >&2; exit 1; }
# This service's dependency tree with the root's tools (typescript checks it).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --workspace "services/$SERVICE" --include-workspace-root
COPY . .
# A service's build is its type check: a type error stops the image here. The image checks what it runs,
# src/: the tests reach other services' test harnesses, which this dependency tree leaves out.
RUN cd "services/$SERVICE" \
 && echo '{ "extends": "./tsconfig.json", "include": ["src"] }' > tsconfig.image.json \
 && npx tsc --noEmit -p tsconfig.image.json
# What the image's HEALTHCHECK asks: this service's port variable, default port and /readyz.
RUN npx tsx infra/src/deploy/write-health-target.ts "$SERVICE" > health-target.json

# --- deps: production dependencies only, from the same lockfile -----------------------------------
FROM toolchain AS deps
ARG SERVICE
WORKDIR /app
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --omit=dev --workspace "services/$SERVICE" --include-workspace-root
COPY . .

# --- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    SERVICE=${SERVICE}
WORKDIR /app
# Sources and dependencies stay root's and read-only to the service; only .data (mail outbox,
# story assets) is its own, and compose mounts a volume there. Sources come from the deps stage, so a
# workspace's own node_modules holds production packages only.
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/packages/contracts ./packages/contracts
COPY --from=deps /app/packages/service-kit ./packages/service-kit
COPY --from=deps /app/services/${SERVICE} ./services/${SERVICE}
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
COPY --from=build /app/health-target.json /usr/local/lib/inkspell/health-target.json
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "/usr/local/lib/inkspell/healthcheck.mjs"]
# exec: node becomes PID 1 and gets SIGTERM itself, so the service drains before it stops.
CMD ["sh", "-c", "exec node --import tsx \"services/$SERVICE/src/main.ts\""]
