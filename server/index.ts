import http from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import type { TCreateAppOptions } from "./app";
import { DataDirLockedError } from "./db/data-dir-lock";
import { maintainEmbeddedDatabase } from "./db/maintenance";
import { ConfigError } from "./lib/env";
import { cleanUpAuthTables } from "./services/auth/clean-up-auth-tables";
import { cleanUpSearchChanges, searchIndexOf } from "./services/jobs/search-index/search-index";
import { openAppContext } from "./start";

// Expired sessions, old failed sign-ins and day-old entries of the job search change log are
// deleted, and the embedded database's tables vacuumed and analysed where they need it
// (db/maintenance.ts), on this interval.
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

const isDev = process.argv.includes("--dev");
const rootDir = path.resolve(import.meta.dirname, "..");

function remoteAddress(_request: Request, env: unknown): string | undefined {
  return (env as { incoming?: http.IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}

async function main() {
  if (isDev) process.env.NODE_ENV ??= "development";
  const { context, database } = await openAppContext({ runStartupTasks: true });
  const { env, logger } = context;
  let server: http.Server;

  if (isDev) {
    const { createServer } = await import("vite");
    server = http.createServer();
    // The HMR websocket shares our HTTP server.
    const devVite = await createServer({ root: rootDir, server: { middlewareMode: true, hmr: { server } } });
    const listener = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const { createApp } = (await devVite.ssrLoadModule("/server/app.ts")) as typeof import("./app");
      const app = createApp({
        app: context,
        mode: "development",
        getBuild: () => devVite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getRemoteAddress: remoteAddress,
      });
      return getRequestListener(app.fetch, { overrideGlobalObjects: false })(req, res);
    };
    server.on("request", (req, res) => devVite.middlewares(req, res, () => void listener(req, res)));
    server.listen(env.PORT, env.HOST);
  } else {
    const buildPath = path.join(rootDir, "build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    const { createApp } = await import("./app");
    const options: TCreateAppOptions = {
      app: context,
      mode: "production",
      getBuild: async () => build,
      getRemoteAddress: remoteAddress,
    };
    const outer = new Hono();
    outer.use(compress());
    outer.use(
      "/assets/*",
      serveStatic({
        root: path.relative(process.cwd(), path.join(rootDir, "build/client")),
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    outer.use(
      "*",
      serveStatic({
        root: path.relative(process.cwd(), path.join(rootDir, "build/client")),
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
    outer.route("/", createApp(options));
    server = serve({ fetch: outer.fetch, port: env.PORT, hostname: env.HOST }) as http.Server;
  }

  server.on("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info(
      { port, database: database.kind, publicUrl: env.PUBLIC_URL },
      `Hirewise is listening on http://localhost:${port}`,
    );
  });

  // The job search index is built beside the server; searches use the database until it is ready.
  const indexStartedAt = performance.now();
  searchIndexOf(database.db)
    .warmUp()
    .then(() => logger.info({ ms: Math.round(performance.now() - indexStartedAt) }, "built the job search index"))
    .catch((error) => logger.warn({ err: error }, "building the job search index failed"));

  const houseKeep = async () => {
    await cleanUpAuthTables(context).catch((error) => logger.warn({ err: error }, "auth table clean-up failed"));
    await cleanUpSearchChanges(database.db).catch((error) =>
      logger.warn({ err: error }, "job search change log clean-up failed"),
    );
    if (database.kind !== "pglite") return;
    const startedAt = performance.now();
    try {
      const tables = await maintainEmbeddedDatabase(database.db);
      const ms = Math.round(performance.now() - startedAt);
      if (tables.length > 0) logger.info({ tables, ms }, "vacuumed and analysed the embedded database's tables");
    } catch (error) {
      logger.warn({ err: error }, "embedded database maintenance failed");
    }
  };
  void houseKeep();
  const cleanUpTimer = setInterval(() => void houseKeep(), HOUSEKEEPING_INTERVAL_MS);
  cleanUpTimer.unref();

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    clearInterval(cleanUpTimer);
    logger.info({ signal }, "shutting down");
    server.close();
    server.closeAllConnections?.();
    await context.pdf.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
