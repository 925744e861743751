# syntax=docker/dockerfile:1
# One front end, the shell or a remote: docker build -f infra/docker/frontend.Dockerfile --build-arg APP=mf-ink .
# Every front end is built and served the same way, so they share this file; each build arg makes an
# image of its own, so a remote is released without rebuilding the shell (ARCHITECTURE §8).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /app
COPY . .
RUN test -n "$APP" && test -f "$APP/webpack.config.ts" \
  || { echo "build arg APP must name a front end (shell, mf-stories, mf-ink, mf-account, mf-admin)" >&2; exit 1; }
# The app's dependency tree and infra's (webpack and the build script).
RUN npm ci --no-audit --no-fund --workspace "$APP" --workspace infra --include-workspace-root
RUN npm run build -- "$APP"
# The static server (sirv, zod, the registry) bundled into one file: the image needs no node_modules.
# It serves ../../../<app>/dist from where it lies, hence /srv/infra/src/static.
RUN npx esbuild infra/src/static/static-main.ts --bundle --platform=node --format=esm --target=node20 --minify \
      --outfile=/srv/infra/src/static/static-main.mjs

FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production \
    STATIC_HOST=0.0.0.0 \
    APP=${APP}
WORKDIR /srv
COPY --from=build /srv/infra/src/static/static-main.mjs infra/src/static/static-main.mjs
COPY --from=build /app/${APP}/dist ${APP}/dist
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
USER node
CMD ["sh", "-c", "exec node infra/src/static/static-main.mjs \"$APP\""]
