# syntax=docker/dockerfile:1
# Jyotish API container: built with the full Node toolchain (the Swiss Ephemeris binding is a
# native addon), run on the slim image of the same Debian release as the non-root user `node`.
# The ephemeris files (data/ephe) and the place index (data/geo) are inside the image; the
# service needs no network at run time.
#
#   docker build -t jyotish-api .
#   docker run --rm -p 3000:3000 jyotish-api          # http://localhost:3000/api
#
# NODE_VERSION selects the Node release line (20 and 22 are tested).
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# Dependencies first, so the layer is reused while only the sources change. The image carries
# Node's headers, python3, make and g++ for the native addon.
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# A compiled build where the project has one (the service moves to dist/); a no-op otherwise.
RUN npm run build --if-present \
 && npm prune --omit=dev \
 && rm -rf clients/typescript/node_modules .scratch

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    BASE_PATH=/api \
    EPHE_PATH=/app/data/ephe \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_CACHE=/tmp/.npm
WORKDIR /app
# Owned by root and read-only to the service user: the process never writes to its own files.
COPY --from=build /app /app
USER node
EXPOSE 3000
# Readiness, not just liveness: the ephemeris self-check must pass.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + (process.env.BASE_PATH || '').replace(/\\/+$/, '') + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop, Kubernetes) starts the graceful shutdown: npm passes it to the service.
STOPSIGNAL SIGTERM
CMD ["npm", "start", "--silent"]
