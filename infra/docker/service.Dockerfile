# syntax=docker/dockerfile:1
# One Inkspell service: docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=ink .
# The four services share this file because they share their shape (ARCHITECTURE §2): one recipe
# cannot drift between them, and each build arg still makes an image of its own, released alone.
# Services ship TypeScript that tsx runs (README), so the image runs the same sources as npm start.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /app
COPY . .
RUN test -n "$SERVICE" && test -f "services/$SERVICE/src/main.ts" \
  || { echo "build arg SERVICE must name a folder of services/ (accounts, stories, ink, admin)" >&2; exit 1; }
# Only this service's dependency tree, plus the root's tools (tsx runs it, typescript checks it).
RUN npm ci --no-audit --no-fund --workspace "services/$SERVICE" --include-workspace-root
# A service's build is its type check: a type error stops the image here.
RUN npm run build --workspace "services/$SERVICE"

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    SERVICE=${SERVICE}
WORKDIR /app
# Sources and dependencies stay root's and read-only to the service; only .data (mail outbox,
# story assets) is its own, and compose mounts a volume there.
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/services/${SERVICE} ./services/${SERVICE}
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
# exec: node becomes PID 1 and gets SIGTERM itself, so the service drains before it stops.
CMD ["sh", "-c", "exec node --import tsx \"services/$SERVICE/src/main.ts\""]
