# The shop as one image: the workspace with production and build dependencies, the web app built.
FROM node:20-bookworm-slim
RUN npm install -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && TURBO_TELEMETRY_DISABLED=1 pnpm turbo run build --filter=@partsmith/web
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["pnpm", "--filter", "@partsmith/server", "start"]
