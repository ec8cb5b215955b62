# The shop in two stages. `build` has the whole workspace with its dev dependencies and builds the web app and
# the server bundle; `runtime` has only what production runs: the bundle, its production dependencies
# (`pnpm deploy --prod`) and the built web app, started by plain node as a non-root user.
#
#   docker build -t partsmith .
#   docker run -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://shop.example -p 3000:3000 partsmith

FROM node:22-slim AS build
# corepack's signature check fails on some registries; a pinned pnpm from npm does not.
RUN npm install --global pnpm@10.34.9
WORKDIR /repo
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@partsmith/server --filter=@partsmith/web
# The server's package with its production dependencies only: no tsx, no test tools, no workspace sources.
RUN pnpm --filter=@partsmith/server deploy --prod --legacy /deploy

FROM node:22-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST_DIR=/app/web
WORKDIR /app
COPY --from=build /deploy /app
COPY --from=build /repo/apps/web/dist /app/web
# The code stays root's and read-only to the shop; it may write only outgoing mail kept without SMTP.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself, drains and exits 0 (stop_grace_period must exceed 10 s).
CMD ["node", "--enable-source-maps", "dist/main.js"]
