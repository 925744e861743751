# syntax=docker/dockerfile:1
# The gateway (express-gateway with the Inkspell plugin): docker build -f infra/docker/gateway.Dockerfile .
# Run with tsx like the services; its routes and upstreams come from the area registry at start.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund --workspace gateway --include-workspace-root
RUN npm run build --workspace gateway

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    GATEWAY_HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/gateway ./gateway
COPY infra/docker/healthcheck.mjs /usr/local/lib/inkspell/healthcheck.mjs
# The gateway writes its effective config under the system temp folder at start, nothing else.
USER node
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
