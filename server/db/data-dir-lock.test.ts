import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase, type TDatabaseHandle } from "./client";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock";
import { users } from "./schema";

const tempDirs: string[] = [];
const openHandles: TDatabaseHandle[] = [];
const children: number[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-lock-"));
  tempDirs.push(dir);
  return dir;
}

/** The pid of a process that has exited (and whose pid is not reused yet). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  const pid = Number(child.stdout);
  expect(Number.isInteger(pid) && pid > 0).toBe(true);
  return pid;
}

/** A live process that is not this one. */
function livePid(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore", detached: true });
  children.push(child.pid!);
  return child.pid!;
}

afterEach(async () => {
  for (const handle of openHandles.splice(0)) await handle.close().catch(() => {});
});
afterAll(() => {
  for (const pid of children) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase on a PGlite data directory", { timeout: 60_000 }, () => {
  it("refuses a second open of a data directory that is open, with a clear message", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    openHandles.push(first);
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`The data directory ${path.resolve(dir)} is already open in this process`);

    // The refused open did not disturb the first: it still works and still holds the lock.
    await first.db.insert(users).values({ email: "still@example.com", passwordHash: "x", firstName: "Still" });
    expect(await first.db.select().from(users)).toHaveLength(1);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
  });

  it("releases the lock on close, and the data is there when opened again", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(users).values({ email: "kept@example.com", passwordHash: "x", firstName: "Kept" });
    await first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    openHandles.push(second);
    expect((await second.db.select().from(users)).map((user) => user.email)).toEqual(["kept@example.com"]);
  });

  it("takes over a stale lock whose process is dead", async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, String(deadPid()));
    const handle = await openDatabase({ dataDir: dir });
    openHandles.push(handle);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
  });
});

describe("acquireDataDirLock", () => {
  it("refuses a lock held by another live process, naming its pid and what to do", () => {
    const dir = tempDir();
    const holder = livePid();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), String(holder));
    let caught: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message).toContain(`is in use by another Hirewise process (pid ${holder})`);
    expect(message).toContain("Stop that process first, or set DATA_DIR to another directory");
    expect(message).toContain(path.join(path.resolve(dir), LOCK_FILE_NAME));
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toBe(String(holder));
  });

  it("takes over a lock carrying this process's pid that this process does not hold (a restarted container)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), String(process.pid));
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("treats an empty lock file as being written, and as stale once it is old", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, "");
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, aMinuteAgo, aMinuteAgo);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
  });

  it("can be taken again after release, and release is safe to repeat", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    release();
    release();
    const again = acquireDataDirLock(dir);
    again();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("does not delete a lock that another process took over meanwhile", () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    const release = acquireDataDirLock(dir);
    fs.writeFileSync(lockPath, String(livePid()));
    release();
    expect(fs.existsSync(lockPath)).toBe(true);
  });

  it("lets exactly one of two processes starting at the same moment take over a stale lock", async () => {
    // Many directories, each with a stale lock, raced for by two processes in the same order:
    // the takeovers interleave in every possible way, and each directory must have one owner.
    const stalePid = deadPid();
    const dirs = Array.from({ length: 200 }, () => {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), String(stalePid));
      return dir;
    });
    const contenders = [startContender(dirs), startContender(dirs)];
    try {
      await Promise.all(contenders.map((contender) => contender.nextLine())); // both "ready"
      for (const contender of contenders) contender.child.stdin.write("go\n");
      const [first, second] = (await Promise.all(contenders.map((contender) => contender.nextLine()))).map(
        (line) => JSON.parse(line) as string[],
      );
      const owners = dirs.map((_dir, index) => [first[index], second[index]].sort().join(" and "));
      expect(owners.filter((owners) => owners !== "locked and won")).toEqual([]);
      // Each lock file names its owner.
      dirs.forEach((dir, index) => {
        const owner = first[index] === "won" ? contenders[0] : contenders[1];
        expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toBe(String(owner.child.pid));
      });
    } finally {
      await Promise.all(contenders.map((contender) => contender.stop()));
    }
  }, 60_000);
});

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const CONTENDER = fileURLToPath(new URL("./data-dir-lock-contender.ts", import.meta.url));

/** A data-dir-lock-contender.ts process, and its stdout line by line. */
function startContender(dirs: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ["--import", TSX_LOADER, CONTENDER, ...dirs], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    async nextLine(): Promise<string> {
      const next = await lines.next();
      if (next.done) throw new Error(`the contender ended early: ${stderr}`);
      return next.value;
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
