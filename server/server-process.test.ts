// The real server as a process: the PGlite data-directory lock across processes, clean shutdown
// on SIGTERM, the API over real HTTP, one job search index shared by the API and the pages, and
// a start from another working directory. Always PGlite (a temp DATA_DIR), whatever the database
// of the other tests.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadJobs } from "../bench/load-jobs";
import { openDatabase } from "./db/client";
import { LOCK_FILE_NAME } from "./db/data-dir-lock";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_ENTRY = path.join(ROOT, "server/index.ts");
const STARTUP_TIMEOUT_MS = 45_000;
// The project's tsx, as scripts/start.mjs starts the server with it: found from any directory.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const INDEX_BUILT = "built the job search index";

interface TServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: TServerProcess[] = [];
let dataDir: string;
/** A data directory with enough jobs that building the search index takes a while. */
let jobsDataDir: string;

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

/** The production server on a data directory (the first test group's by default), started from a directory. */
async function startServer(options: { dataDir?: string; cwd?: string } = {}): Promise<TServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir ?? dataDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "info",
    // As scripts/start.mjs sets it: tsx reads the @common alias from the project's tsconfig.
    TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.json"),
  };
  // In its own process group, so the whole group can be killed if a test fails midway.
  const child = spawn(process.execPath, ["--import", TSX_LOADER, SERVER_ENTRY], {
    cwd: options.cwd ?? ROOT,
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
  jobsDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-server-jobs-"));
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
  for (const directory of [dataDir, jobsDataDir]) if (directory) fs.rmSync(directory, { recursive: true, force: true });
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
      expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", messageKey: "errors.payloadTooLarge" });
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

describe("the job search index of a production server", { timeout: 180_000 }, () => {
  const countBuilds = (server: TServerProcess) => server.output().split(INDEX_BUILT).length - 1;

  // Before, the page loaders' copy of the index module (bundled into the build) kept an index of
  // its own, which the first /jobs page built while it waited. That a search never waits for a
  // build beside the server: platform/search-index/search-index.test.ts. (On PGlite the database
  // runs on the server's own thread, so a build's reads hold up every request alike, and timing a
  // page here would measure that.)
  it("is built once, at start, and used by the pages and the API alike", async () => {
    const database = await openDatabase({ dataDir: jobsDataDir });
    try {
      await loadJobs(database.db, { jobs: 2_000, now: new Date() });
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir: jobsDataDir });
    await waitUntilServing(server);
    const firstPage = await fetch(`http://127.0.0.1:${server.port}/jobs?search=engineer`);
    expect(firstPage.status).toBe(200);
    expect(await firstPage.text()).toContain("Engineer");

    const deadline = Date.now() + 60_000;
    while (countBuilds(server) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pathname of ["/jobs?search=manager", "/jobs", "/api/jobs?search=developer", "/"]) {
      expect((await fetch(`http://127.0.0.1:${server.port}${pathname}`)).status, pathname).toBe(200);
    }
    expect(countBuilds(server), server.output()).toBe(1);

    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  });
});

describe("a server started from another working directory", { timeout: 120_000 }, () => {
  it("resolves @common in the server and in a PDF worker: it renders a resume", async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-cwd-"));
    const server = await startServer({ dataDir: path.join(elsewhere, "data"), cwd: elsewhere });
    try {
      await waitUntilServing(server);
      const account = { email: "pdf@example.com", password: "process-pw", firstName: "Pia", acceptTerms: true };
      const registered = await api(server, "/api/auth/register", { method: "POST", body: JSON.stringify(account) });
      expect(registered.status).toBe(201);
      const cookie = registered.headers.getSetCookie()[0].split(";")[0];
      const resume = {
        title: "Pia - Resume",
        template: "modern",
        personalInfo: {
          fullName: "Pia Example",
          email: "pdf@example.com",
          phone: "+1 555 0100",
          location: "Berlin, Germany",
        },
        experience: [{ company: "Acme", position: "Engineer", startDate: "2021-03", current: true }],
        education: [
          {
            institution: "TU Berlin",
            degree: "Master of Science",
            field: "Computer Science",
            graduationDate: "2017-09",
          },
        ],
        skills: ["TypeScript"],
      };
      const created = await api(server, "/api/resumes", {
        method: "POST",
        headers: { cookie },
        body: JSON.stringify(resume),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const pdf = await api(server, `/api/resumes/${id}/download`, { headers: { cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
