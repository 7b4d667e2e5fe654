// `npm run admin` as a process, on a PGlite data directory in a temp dir.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { acquireDataDirLock, LOCK_FILE_NAME } from "../db/data-dir-lock";
import { auditEvents, users } from "../db/schema";
import { verifyPassword } from "../lib/passwords";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "server/cli/admin.ts");
let dataDir: string;

function runAdmin(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? os.tmpdir(),
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function readAdmin(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row;
  } finally {
    await database.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-admin-cli-"));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin", { timeout: 90_000 }, () => {
  it("creates an administrator, says so, and closes the database", async () => {
    const result = await runAdmin(["--email", "Ops@Example.com", "--password", "first-password"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe("Created the administrator ops@example.com.");
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const admin = await readAdmin("ops@example.com");
    expect(admin).toMatchObject({ role: "admin", isVerified: true });
    expect(await verifyPassword(admin.passwordHash, "first-password")).toBe(true);
  });

  it("writes its audit row: the account, what it did and that npm run admin did it", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.event, "admin.cli"));
      const [admin] = await database.db.select().from(users).where(eq(users.email, "ops@example.com"));
      expect(rows).toEqual([
        expect.objectContaining({
          userId: admin.id,
          email: "ops@example.com",
          detail: { outcome: "created", source: "npm run admin" },
        }),
      ]);
    } finally {
      await database.close();
    }
  });

  it("refuses a suspended account, changing nothing", async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.insert(users).values({
        email: "suspended@example.com",
        passwordHash: "x",
        firstName: "Sam",
        suspendedAt: new Date(),
      });
    } finally {
      await database.close();
    }
    const result = await runAdmin(["--email", "suspended@example.com", "--password", "a-long-password"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The account suspended@example.com is suspended");
    const account = await readAdmin("suspended@example.com");
    expect(account).toMatchObject({ role: "user", passwordHash: "x" });
  });

  it("resets the password of an existing administrator (--name=value form too)", async () => {
    const result = await runAdmin(["--email=ops@example.com", "--password=second-password"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Reset the password of the administrator ops@example.com.");
    const admin = await readAdmin("ops@example.com");
    expect(await verifyPassword(admin.passwordHash, "second-password")).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "first-password")).toBe(false);
  });

  it.each([
    ["no arguments", [], ["--email: This field is required", "--password: This field is required"]],
    ["an invalid e-mail", ["--email", "nope", "--password", "long-enough"], ["--email: Invalid email address"]],
    [
      "a short password",
      ["--email", "a@example.com", "--password", "1234567"],
      ["--password: Password must be at least 8 characters long"],
    ],
    [
      "a common password",
      ["--email", "a@example.com", "--password", "Password123"],
      ["--password: This password is one of the 10,000 most common passwords. Choose a less common one."],
    ],
    ["an unknown option", ["--emial", "a@example.com"], ["Unknown option '--emial'"]],
    ["an option without its value", ["--email"], ["--email"]],
  ])("exits 1 with a readable message and the usage for %s", async (_label, args, messages) => {
    const result = await runAdmin(args);
    expect(result.code).toBe(1);
    for (const message of messages) expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: npm run admin -- --email <address> --password <password>");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe("");
  });

  it("exits 1 with the lock message while a server holds the data directory", async () => {
    const release = acquireDataDirLock(dataDir);
    try {
      // This test process holds the lock, so a child started from it sees a live holder.
      const result = await runAdmin(["--email", "ops@example.com", "--password", "third-password"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by another Hirewise process (pid ${process.pid})`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  });

  it("exits 1 with a readable message for invalid configuration", async () => {
    const result = await runAdmin(["--email", "ops@example.com", "--password", "third-password"], {
      DATABASE_URL: "mysql://nope",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("DATABASE_URL");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
