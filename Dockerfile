# Lexicon's four images, one file: a stage per image, built from the repository root with
#   docker build --target <process> -t lexicon/<process> .
# for <process> in search-service, word-service, stats-service, gateway (docker-compose.yml and the
# container tests name the same targets). The stages before them are shared: the build cache runs
# the dependency install and the dictionary build (about 3.5 minutes on two cores) once for all four.
# The gateway's stages come before the dictionaries': a builder without BuildKit builds every stage
# above its target, and the gateway holds no dictionary.

# What npm reads to install: the lock file and every workspace's package.json, as the lock file
# names them all.
FROM scratch AS manifests
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY service-kit/package.json service-kit/
COPY data/engine/package.json data/engine/
COPY data/dictionary-store/package.json data/dictionary-store/
COPY data/dictionary-build/package.json data/dictionary-build/
COPY data/meanings-build/package.json data/meanings-build/
COPY search-service/package.json search-service/
COPY word-service/package.json word-service/
COPY stats-service/package.json stats-service/
COPY web/package.json web/
COPY gateway/package.json gateway/
COPY local-system/package.json local-system/
COPY tools/package.json tools/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Every workspace's dependencies, dev ones included, for compiling and building the dictionaries.
FROM node:24-bookworm-slim AS dependencies
WORKDIR /build
COPY --from=manifests / ./
# `npm install` installs exactly what the lock file holds (as CI does); `npm ci` refuses this lock
# file because it names other platforms' optional packages without entries for them. No install
# scripts: the image has Node 24 already (the `node` dev dependency would fetch another one) and
# nothing native is needed to build.
RUN npm install --ignore-scripts --no-audit --no-fund

# The packages the dictionaries are built from: the contract (shared/) and data/.
FROM dependencies AS libraries
COPY tsconfig.base.json ./
COPY shared/tsconfig.json shared/
COPY shared/src shared/src
COPY data/engine/tsconfig.json data/engine/
COPY data/engine/src data/engine/src
COPY data/dictionary-store/tsconfig.json data/dictionary-store/
COPY data/dictionary-store/src data/dictionary-store/src
COPY data/dictionary-build/tsconfig.json data/dictionary-build/
COPY data/dictionary-build/src data/dictionary-build/src
COPY data/meanings-build/tsconfig.json data/meanings-build/
COPY data/meanings-build/src data/meanings-build/src

# And the service kit every process runs on: a stage of its own, so a change to it does not rebuild
# the dictionaries (which are built from the contract and data/ only).
FROM libraries AS kit
COPY service-kit/tsconfig.json service-kit/
COPY service-kit/src service-kit/src

# The gateway compiled, with the workspaces it imports, and the page.
FROM kit AS gateway-compiled
COPY gateway/tsconfig.json gateway/
COPY gateway/src gateway/src
RUN node node_modules/typescript/bin/tsc -b gateway
# The page at / (README, The page): built here with its pinned tools, shipped as static files.
COPY web/index.html web/mcp-view.html web/vite.config.ts web/vite.mcp-view.config.ts web/build-targets.ts web/tsconfig.json web/
COPY web/src web/src
RUN npm run build -w web

# What every image starts from: Node 24 slim, an unprivileged user, npm's manifests. Each image then
# installs its process's production dependencies only, and copies its compiled code and, for a
# dictionary service, its own copy of the dictionaries.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
RUN useradd --system --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin lexicon
COPY --from=manifests / ./

# gateway: the one public process: CORS, limits, rate limits, routing to the services, and the page.
# It holds no dictionary.
FROM runtime AS gateway
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund -w gateway && npm cache clean --force
COPY --from=gateway-compiled /build/shared/dist shared/dist
COPY --from=gateway-compiled /build/service-kit/dist service-kit/dist
COPY --from=gateway-compiled /build/gateway/dist gateway/dist
COPY --from=gateway-compiled /build/web/dist web/dist
ENV GATEWAY_HOST=0.0.0.0 \
    GATEWAY_PORT=8080
USER 10001:10001
EXPOSE 8080
# Healthy while the process serves (/healthz): a service missing behind it is answered with 503
# on that service's paths, which is no reason to call the whole gateway unhealthy.
HEALTHCHECK --interval=3s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.GATEWAY_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# DEP0060 comes from the proxy library (util._extend), DEP0169 from url.parse's warning spent at start;
# the marking triggers keep full collections rare after an idle spell; see NODE_FLAGS in
# local-system/src/local-system.ts.
CMD ["node", "--disable-warning=DEP0060", "--disable-warning=DEP0169", "--incremental-marking-soft-trigger=80", "--incremental-marking-hard-trigger=95", "gateway/dist/index.js"]

# The dictionaries and their meanings, from the contract (shared/) and data/ only: a change to a
# service or to the service kit does not rebuild them. Some sources are Debian packages fetched with apt (the image is Debian, as root);
# their .deb files are kept out of the images. The meanings (word-service's alone) are moved out of
# the dictionaries' folder, so only word-service's image carries them.
FROM libraries AS dictionaries
# Apertium's lt-proc and lt-paradigm (unpacked from pinned packages by the build) need ICU and libxml2.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libicu72 libxml2 \
 && rm -rf /var/lib/apt/lists/*
RUN node node_modules/typescript/bin/tsc -b data/dictionary-build data/meanings-build \
 && LEXICON_DATA_DIR=/build/dictionaries node data/dictionary-build/dist/build-cli.js \
 && LEXICON_DATA_DIR=/build/dictionaries node data/meanings-build/dist/build-cli.js \
 && mv /build/dictionaries/meanings /build/meanings \
 && rm -rf /build/dictionaries/sources

# The dictionary services compiled, with the workspaces they import (tsc -b builds the references).
FROM kit AS search-service-compiled
COPY search-service/tsconfig.json search-service/
COPY search-service/src search-service/src
RUN node node_modules/typescript/bin/tsc -b search-service

FROM kit AS word-service-compiled
COPY word-service/tsconfig.json word-service/
COPY word-service/src word-service/src
RUN node node_modules/typescript/bin/tsc -b word-service

FROM kit AS stats-service-compiled
COPY stats-service/tsconfig.json stats-service/
COPY stats-service/src stats-service/src
RUN node node_modules/typescript/bin/tsc -b stats-service

# search-service: pattern and anagram search over the twelve dictionaries.
FROM runtime AS search-service
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund -w search-service && npm cache clean --force
COPY --from=search-service-compiled /build/shared/dist shared/dist
COPY --from=search-service-compiled /build/service-kit/dist service-kit/dist
COPY --from=search-service-compiled /build/data/engine/dist data/engine/dist
COPY --from=search-service-compiled /build/data/dictionary-store/dist data/dictionary-store/dist
COPY --from=search-service-compiled /build/search-service/dist search-service/dist
COPY --from=dictionaries /build/dictionaries dictionaries
ENV LEXICON_DATA_DIR=/app/dictionaries \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=262144 \
    SEARCH_SERVICE_HOST=0.0.0.0 \
    SEARCH_SERVICE_PORT=8081
USER 10001:10001
EXPOSE 8081
# Healthy once the dictionaries are loaded (/readyz). No curl in a slim image: Node's fetch asks.
HEALTHCHECK --interval=3s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.SEARCH_SERVICE_PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "search-service/dist/index.js"]

# word-service: word details, definitions, pronunciation and audio.
FROM runtime AS word-service
# eSpeak NG speaks and transcribes every language offline (pronunciation and audio).
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends espeak-ng \
 && rm -rf /var/lib/apt/lists/*
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund -w word-service && npm cache clean --force
COPY --from=word-service-compiled /build/shared/dist shared/dist
COPY --from=word-service-compiled /build/service-kit/dist service-kit/dist
COPY --from=word-service-compiled /build/data/engine/dist data/engine/dist
COPY --from=word-service-compiled /build/data/dictionary-store/dist data/dictionary-store/dist
COPY --from=word-service-compiled /build/data/dictionary-build/dist data/dictionary-build/dist
COPY --from=word-service-compiled /build/data/meanings-build/dist data/meanings-build/dist
COPY --from=word-service-compiled /build/word-service/dist word-service/dist
COPY --from=dictionaries /build/dictionaries dictionaries
COPY --from=dictionaries /build/meanings dictionaries/meanings
ENV LEXICON_DATA_DIR=/app/dictionaries \
    WORD_SERVICE_HOST=0.0.0.0 \
    WORD_SERVICE_PORT=8082
USER 10001:10001
EXPOSE 8082
# Healthy once the dictionaries are loaded (/readyz).
HEALTHCHECK --interval=3s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.WORD_SERVICE_PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "word-service/dist/index.js"]

# stats-service: dictionary and usage statistics.
FROM runtime AS stats-service
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund -w stats-service && npm cache clean --force
COPY --from=stats-service-compiled /build/shared/dist shared/dist
COPY --from=stats-service-compiled /build/service-kit/dist service-kit/dist
COPY --from=stats-service-compiled /build/data/engine/dist data/engine/dist
COPY --from=stats-service-compiled /build/data/dictionary-store/dist data/dictionary-store/dist
COPY --from=stats-service-compiled /build/stats-service/dist stats-service/dist
COPY --from=dictionaries /build/dictionaries dictionaries
ENV LEXICON_DATA_DIR=/app/dictionaries \
    STATS_SERVICE_HOST=0.0.0.0 \
    STATS_SERVICE_PORT=8083
USER 10001:10001
EXPOSE 8083
# Healthy once the dictionaries are loaded (/readyz).
HEALTHCHECK --interval=3s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.STATS_SERVICE_PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "stats-service/dist/index.js"]
