// The real server as a process: the PGlite data-directory lock across processes, clean shutdown
// on SIGTERM, and the API over real HTTP. Always PGlite (a temp DATA_DIR), whatever the database
// of the other tests.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "./db/data-dir-lock";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_ENTRY = path.join(ROOT, "server/index.ts");
const STARTUP_TIMEOUT_MS = 45_000;

interface TServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: TServerProcess[] = [];
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<TServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "info",
  };
  // In its own process group, so the whole group can be killed if a test fails midway.
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, output: () => output, exited };
  started.push(server);
  return server;
}

/** Resolves once the server answers HTTP, or rejects with its output if it exits first. */
async function waitUntilServing(server: TServerProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server exited during start-up:\n${server.output()}`);
    try {
      await fetch(`http://127.0.0.1:${server.port}/api/auth/user`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${server.output()}`);
}

function api(server: TServerProcess, pathname: string, init: RequestInit = {}) {
  return fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
}

beforeAll(() => {
  // The production server loads the React Router build; build it only when it is missing.
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`react-router build failed:\n${build.stdout}\n${build.stderr}`);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-server-"));
}, 180_000);

afterAll(() => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      try {
        process.kill(-server.child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process on a PGlite data directory", { timeout: 90_000 }, () => {
  const account = { email: "process@example.com", password: "process-pw", firstName: "Pat", acceptTerms: true };
  let first: TServerProcess;

  it("starts, takes the data-directory lock and serves the API over HTTP", async () => {
    first = await startServer();
    await waitUntilServing(first);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8")).toBe(String(first.child.pid));

    const signedOut = await api(first, "/api/auth/user");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toMatch(/^application\/json/);
    const registered = await api(first, "/api/auth/register", { method: "POST", body: JSON.stringify(account) });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0].split(";")[0];
    const me = await api(first, "/api/auth/user", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await api(first, "/api/nowhere")).status).toBe(404);
  });

  it("answers 413 JSON to a body over 1 MB, declared or streamed, and closes that connection", async () => {
    const big = JSON.stringify({ ...account, firstName: "x".repeat(1024 * 1024 + 1) });
    const bytes = new TextEncoder().encode(big);
    const streamedBody = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 65_536) {
            controller.enqueue(bytes.subarray(offset, offset + 65_536));
          }
          controller.close();
        },
      });
    // Several in a row: a kept-alive connection whose refused body was not read must not be
    // reused for the next request.
    for (const body of [big, big, streamedBody(), big, streamedBody()]) {
      const response = await api(first, "/api/auth/register", { method: "POST", body, duplex: "half" } as RequestInit);
      expect(response.status).toBe(413);
      expect(response.headers.get("connection")).toBe("close");
      expect(await response.json()).toEqual({ message: "The request body is too large" });
    }
    expect((await api(first, "/api/auth/user")).status).toBe(401); // still serving
  });

  it("refuses to start a second server on the same data directory, while the first keeps serving", async () => {
    const second = await startServer();
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${path.resolve(dataDir)} is in use by another Hirewise process (pid ${first.child.pid})`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8")).toBe(String(first.child.pid));
    const login = await api(first, "/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
  });

  it("closes cleanly on SIGTERM: exit code 0, lock file removed", async () => {
    first.child.kill("SIGTERM");
    const { code, signal } = await first.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it("starts again on the same data directory with the data intact", async () => {
    const again = await startServer();
    await waitUntilServing(again);
    const login = await api(again, "/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    again.child.kill("SIGTERM");
    expect((await again.exited).code).toBe(0);
  });
});
