// `npm run restore` as a process: into a PGlite data directory in a temp dir and, when
// TEST_DATABASE_URL names a server, into a PostgreSQL database of its own (decision 030).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { LOCK_FILE_NAME } from "../db/data-dir-lock";
import { users } from "../db/schema";
import {
  backupLinesOf,
  backupToFile,
  fingerprint,
  writeBackupLines,
} from "../services/admin/backup/backup-test-support";
import { signedInSeeker, type TTestApp } from "../test/factories";
import { createTestApp, createTestDatabase } from "../test/test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "server/cli/restore.ts");
let folder: string;
let dataDir: string;
let source: TTestApp;
let backupFile: string;

function runRestore(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function usersIn(dataDirectory: string) {
  const database = await openDatabase({ dataDir: dataDirectory });
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-restore-cli-"));
  dataDir = path.join(folder, "data");
  source = await createTestApp();
  await signedInSeeker(source, { email: "restored.one@example.com" });
  await signedInSeeker(source, { email: "restored.two@example.com" });
  backupFile = await backupToFile(source.context.db, path.join(folder, "hirewise-backup.ndjson.gz"));
});
afterAll(async () => {
  await source?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("npm run restore", { timeout: 180_000 }, () => {
  it("asks for one file, and refuses a file of a newer schema before it opens the database", async () => {
    const usage = await runRestore([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage: npm run restore -- <backup file> [--replace]");
    const missing = await runRestore([path.join(folder, "nowhere.ndjson.gz")]);
    expect(missing.stderr.trim()).toBe(`No backup file at ${path.join(folder, "nowhere.ndjson.gz")}.`);

    const lines = backupLinesOf(backupFile);
    const header = JSON.parse(lines[0]);
    header.schema = {
      migration: "0099_from_the_future",
      createdAt: header.schema.createdAt + 1000,
      hash: "f".repeat(64),
    };
    const newer = writeBackupLines(backupFile, "newer.ndjson.gz", [JSON.stringify(header), ...lines.slice(1)]);
    const refused = await runRestore([newer]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/newer version of Hirewise.*0099_from_the_future.*\nNothing was written\.\n$/s);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("loads a backup into the embedded database, prints the counts and releases the data directory", async () => {
    const result = await runRestore([backupFile]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`into the embedded database in ${dataDir}: `);
    expect(result.stdout).toMatch(/^ {2}users: 2$/m);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(await usersIn(dataDir)).toEqual(["restored.one@example.com", "restored.two@example.com"]);
  });

  it("refuses the database now holding data, and a truncated file even with --replace, writing nothing", async () => {
    const again = await runRestore([backupFile]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^The database is not empty: .*users \(2 rows\).*--replace.*\nNothing was written\.\n$/s,
    );

    const bytes = fs.readFileSync(backupFile);
    const cut = path.join(folder, "cut.ndjson.gz");
    fs.writeFileSync(cut, bytes.subarray(0, bytes.byteLength - 40));
    const truncated = await runRestore([cut, "--replace"]);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/truncated.*\nNothing was written\.\n$/s);
    // The emptying that --replace does went back with the rest.
    expect(await usersIn(dataDir)).toEqual(["restored.one@example.com", "restored.two@example.com"]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("loads a backup into the PostgreSQL database of DATABASE_URL", async () => {
    const target = await createTestDatabase();
    try {
      const result = await runRestore([backupFile], { DATABASE_URL: target.url! });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("into the PostgreSQL database of DATABASE_URL: ");
      expect(await fingerprint(target.db)).toEqual(await fingerprint(source.context.db));
    } finally {
      await target.close();
    }
  });
});
