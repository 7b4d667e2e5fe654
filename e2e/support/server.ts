import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

const rootDir = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface TRunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built site (`npm run build` first) as a real server process on a free port with
 * its own data directory, and waits until it answers. The data directory starts as a copy of
 * the run's migrated one (e2e/support/data-dir-template.ts) unless the journey brings its own.
 */
/**
 * The migrated data directory the browser tests' global setup prepared; none outside vitest
 * (`npm run lighthouse`), where the server migrates its own.
 */
function dataDirTemplate(): string | undefined {
  try {
    return inject("e2eDataDirTemplate");
  } catch {
    return undefined;
  }
}

export async function startServer(options: { env?: Record<string, string> } = {}): Promise<TRunningServer> {
  if (!fs.existsSync(path.join(rootDir, "build/server/index.js"))) {
    throw new Error("The site is not built: run `npm run build` first (npm test does).");
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-e2e-"));
  const template = dataDirTemplate();
  if (template && !options.env?.DATA_DIR) {
    fs.cpSync(path.join(template, "pg"), path.join(dataDir, "pg"), { recursive: true });
  }
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(rootDir, "server/index.ts")], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...options.env,
    },
    detached: true, // its own process group, killed as a whole
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/user`);
      if (response.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo sign-ins a server started with SEED_DEMO prints once it listens
 * (server/lib/startup-message.ts); throws when none came within 30 seconds.
 */
export async function demoSignIns(server: TRunningServer): Promise<{ "job seeker": string; company: string }> {
  const deadline = Date.now() + 30_000;
  while (!server.output().includes("company     ") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seeker = /job seeker {2}(\S+)/.exec(server.output())?.[1] ?? "";
  const company = /company {5}(\S+)/.exec(server.output())?.[1] ?? "";
  if (!seeker || !company) throw new Error(`No demo sign-ins printed:\n${server.output()}`);
  return { "job seeker": seeker, company };
}
