# syntax=docker/dockerfile:1
# The gateway (express-gateway with the Inkspell plugin): docker build -f infra/docker/gateway.Dockerfile .
# Run with tsx like the services (tsx is its production dependency); its routes and upstreams come from
# the area registry at start.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- manifests: package.json files and the lockfile only, so the install layers below are reused ------
# until a dependency changes, not at every source edit (COPY --from is cached by content).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

# --- build: every dependency, and the type check -------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --workspace gateway --include-workspace-root
COPY . .
# Its build is its type check, of what the image runs (src/; the tests reach the services' harnesses).
RUN cd gateway \
 && echo '{ "extends": "./tsconfig.json", "include": ["src"] }' > tsconfig.image.json \
 && npx tsc --noEmit -p tsconfig.image.json
# What the image's HEALTHCHECK asks: GATEWAY_PORT (default 8080) and the home page through the proxy.
RUN npx tsx infra/src/deploy/write-health-target.ts gateway > health-target.json

# --- deps: production dependencies only, from the same lockfile -----------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --omit=dev --workspace gateway --include-workspace-root
COPY . .

# --- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    GATEWAY_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/packages/contracts ./packages/contracts
COPY --from=deps /app/packages/service-kit ./packages/service-kit
COPY --from=deps /app/gateway ./gateway
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
COPY --from=build /app/health-target.json /usr/local/lib/inkspell/health-target.json
# The gateway writes its effective config under the system temp folder at start, nothing else.
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
  CMD ["node", "/usr/local/lib/inkspell/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
