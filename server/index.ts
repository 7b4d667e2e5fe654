import http from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import type { TCreateAppOptions } from "./app";
import { DataDirLockedError } from "./db/data-dir-lock";
import { ConfigError } from "./lib/env";
import { startupMessage } from "./lib/startup-message";
import { serveStaticFiles } from "./lib/static-files";
import { findDemoSignIns } from "./services/demo/find-demo-sign-ins";
import { openAppContext } from "./start";
import { startTasks } from "./tasks";
import type { TTaskRunner } from "./tasks/runner";

const isDev = process.argv.includes("--dev");
const rootDir = path.resolve(import.meta.dirname, "..");

function remoteAddress(_request: Request, env: unknown): string | undefined {
  return (env as { incoming?: http.IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}

async function main() {
  if (isDev) process.env.NODE_ENV ??= "development";
  const { context, database, close } = await openAppContext({ runStartupTasks: true });
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
    serveStaticFiles(outer, { directory: path.join(rootDir, "build/client"), isHttps: env.isHttps });
    outer.route("/", createApp(options));
    server = serve({ fetch: outer.fetch, port: env.PORT, hostname: env.HOST }) as http.Server;
  }

  let tasks: TTaskRunner | undefined;
  server.on("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info(
      { port, database: database.kind, publicUrl: env.PUBLIC_URL },
      `Hirewise is listening on http://localhost:${port}`,
    );
    // The same for a person reading the terminal, with the demo sign-ins when there is demo data.
    findDemoSignIns(context).then(
      (demoSignIns) => console.log(`\n${startupMessage({ host: env.HOST, port, demoSignIns })}\n`),
      (error: unknown) => logger.warn({ err: error }, "could not read the demo sign-ins"),
    );
    // Background work starts once the server answers: the job search index is built beside it
    // (searches use the database until it is ready), and every task starts (server/tasks/index.ts).
    void context.searchIndex.start();
    tasks = startTasks(context, { isEmbeddedDatabase: database.kind === "pglite" });
  });

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, "shutting down");
    server.close();
    server.closeAllConnections?.();
    await tasks?.close();
    await close();
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
