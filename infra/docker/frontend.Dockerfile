# syntax=docker/dockerfile:1
# One front end, the shell or a remote: docker build -f infra/docker/frontend.Dockerfile --build-arg APP=mf-ink .
# Every front end is built and served the same way, so they share this file; each build arg makes an
# image of its own, so a remote is released without rebuilding the shell (ARCHITECTURE §8).
ARG NODE_IMAGE=node:20-bookworm-slim

# --- manifests: package.json files and the lockfile only, so the install layers below are reused ------
# until a dependency changes, not at every source edit (COPY --from is cached by content).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

# --- build: the bundle, its brotli and gzip twins, and the static server ---------------------------
FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /app
COPY --from=manifests /app ./
RUN test -n "$APP" && test -f "$APP/package.json" \
  || { echo "build arg APP must name a front end (shell, mf-stories, mf-ink, mf-account, mf-admin)" >&2; exit 1; }
# The app's dependency tree and infra's (webpack and the build script).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --workspace "$APP" --workspace infra --include-workspace-root
COPY . .
# The build also writes each text file's .br and .gz (infra/src/build/precompress.ts): the server sends them.
RUN npm run build -- "$APP"
# The project's static server (sirv, zod, the registry) bundled into one file: the image needs no
# node_modules. It serves ../../../<app>/dist from where it lies, hence /srv/infra/src/static.
RUN npx esbuild infra/src/static/static-main.ts --bundle --platform=node --format=esm --target=node20 --minify \
      --outfile=/srv/infra/src/static/static-main.mjs
RUN npx tsx infra/src/deploy/write-health-target.ts "$APP" > health-target.json

# --- runtime: node, one bundled server file and the built files; no dependencies -------------------
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production \
    STATIC_HOST=0.0.0.0 \
    APP=${APP}
WORKDIR /srv
COPY --from=build /srv/infra/src/static/static-main.mjs infra/src/static/static-main.mjs
COPY --from=build /app/${APP}/dist ${APP}/dist
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
COPY --from=build /app/health-target.json /usr/local/lib/inkspell/health-target.json
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=5s --retries=5 \
  CMD ["node", "/usr/local/lib/inkspell/healthcheck.mjs"]
CMD ["sh", "-c", "exec node infra/src/static/static-main.mjs \"$APP\""]
