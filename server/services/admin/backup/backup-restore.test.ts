// A backup restores into an empty database with the same rows and the same bytes, on the run's
// database and, when TEST_DATABASE_URL names a server, from the embedded database into
// PostgreSQL and back (decision 030). Every refusal writes nothing.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "../../../db/client";
import { applications, jobs, uploads, users } from "../../../db/schema";
import { type TTestApp } from "../../../test/factories";
import { applyAs, hiringCompany, seekerWithResume } from "../../../test/hiring";
import { avatarForm, pngImage } from "../../../test/images";
import { createTestApp, createTestDatabase } from "../../../test/test-app";
import { EXCLUDED_TABLES } from "./backup-format";
import { backupToFile, fingerprint, temporaryDirectory } from "./backup-test-support";
import { restoreBackup } from "./restore-backup";

let source: TTestApp;
let folder: ReturnType<typeof temporaryDirectory>;
let backupFile: string;
let avatarBytes: Buffer;
const pdfBytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 256));
const awkwardText = 'Line one\nline "two" \\ tab\there: Ünïcødé, عربي, 🚀, \u2028 and a NUL-free end';

beforeAll(async () => {
  source = await createTestApp();
  folder = temporaryDirectory();
  const seeker = await seekerWithResume(source);
  const uploaded = await seeker.post("/api/me/avatar", avatarForm(await pngImage({ width: 80, height: 60 })));
  expect(uploaded.status, uploaded.text).toBe(200);
  const company = await hiringCompany(source);
  const jobId = await company.job({ description: awkwardText });
  const applicationId = await applyAs(seeker, jobId);
  await source.context.db.update(applications).set({ resumePdf: pdfBytes }).where(eq(applications.id, applicationId));
  const [avatar] = await source.context.db
    .select({ data: uploads.data })
    .from(uploads)
    .where(eq(uploads.purpose, "avatar"));
  avatarBytes = Buffer.from(avatar.data);
  backupFile = await backupToFile(source.context.db, path.join(folder.directory, "source.ndjson.gz"));
});

afterAll(async () => {
  await source?.close();
  folder?.remove();
});

/** What a restored database must show: the source's rows, bytes and working sequences. */
async function expectSameAsSource(target: TDatabase) {
  const expected = await fingerprint(source.context.db);
  expect(await fingerprint(target)).toEqual(expected);
  expect(Object.keys(expected).some((name) => name in EXCLUDED_TABLES)).toBe(false);
  expect(expected.users.rows).toBe(2);
  const [avatar] = await target.select({ data: uploads.data }).from(uploads).where(eq(uploads.purpose, "avatar"));
  expect(Buffer.from(avatar.data).equals(avatarBytes)).toBe(true);
  const [application] = await target.select({ pdf: applications.resumePdf }).from(applications);
  expect(Buffer.from(application.pdf!).equals(pdfBytes)).toBe(true);
  const [job] = await target.select({ description: jobs.description }).from(jobs);
  expect(job.description).toBe(awkwardText);
  // The sequences stand past the restored ids: a new row takes the next one.
  const maxId = Math.max(...(await target.select({ id: users.id }).from(users)).map((row) => row.id));
  const [added] = await target
    .insert(users)
    .values({
      email: `after.restore.${Date.now()}@example.com`,
      firstName: "After",
      lastName: "Restore",
      userType: "jobseeker",
      passwordHash: "-",
    })
    .returning({ id: users.id });
  expect(added.id).toBeGreaterThan(maxId);
}

describe("restoreBackup on the run's database", () => {
  it("loads the backup into an empty database with the same rows, bytes and sequences", async () => {
    const target = await createTestDatabase();
    try {
      const outcome = await restoreBackup(target.db, fs.createReadStream(backupFile), { replace: false });
      expect(outcome.counts.users).toBe(2);
      expect(outcome.counts.uploads).toBe(1);
      await expectSameAsSource(target.db);
    } finally {
      await target.close();
    }
  });

  it("refuses a database holding data, and replaces it all with --replace", async () => {
    const target = await createTestDatabase();
    try {
      await restoreBackup(target.db, fs.createReadStream(backupFile), { replace: false });
      await target.db.insert(users).values({
        email: "extra@example.com",
        firstName: "Ex",
        lastName: "Tra",
        userType: "jobseeker",
        passwordHash: "-",
      });
      const before = await fingerprint(target.db);
      await expect(restoreBackup(target.db, fs.createReadStream(backupFile), { replace: false })).rejects.toThrow(
        /The database is not empty: .*users \(3 rows\).*--replace/,
      );
      expect(await fingerprint(target.db)).toEqual(before);
      await restoreBackup(target.db, fs.createReadStream(backupFile), { replace: true });
      await expectSameAsSource(target.db);
    } finally {
      await target.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("restoreBackup across databases", () => {
  it("moves a backup from PostgreSQL into the embedded database and from there into PostgreSQL again", async () => {
    const embedded = await openDatabase({ dataDir: "memory://" });
    const server = await createTestDatabase();
    try {
      expect(embedded.kind).toBe("pglite");
      expect(server.kind).toBe("postgres");
      expect(source.database.kind).toBe("postgres");
      await restoreBackup(embedded.db, fs.createReadStream(backupFile), { replace: false });
      const [version] = (await embedded.db.execute("select version() as v")).rows as { v: string }[];
      expect(version.v).toMatch(/^PostgreSQL 1[89]/);
      // The embedded copy shows the source's rows; its own backup goes to a server database.
      expect(await fingerprint(embedded.db)).toEqual(await fingerprint(source.context.db));
      const embeddedFile = await backupToFile(embedded.db, path.join(folder.directory, "embedded.ndjson.gz"));
      await restoreBackup(server.db, fs.createReadStream(embeddedFile), { replace: false });
      await expectSameAsSource(server.db);
      await expectSameAsSource(embedded.db);
    } finally {
      await embedded.close();
      await server.close();
    }
  });
});
