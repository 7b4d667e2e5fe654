// A restore refuses a file that is truncated, damaged, not ours, or of another schema, with a
// sentence saying why, and writes nothing: the rows loaded before the problem are rolled back.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TTestApp } from "../../../test/factories";
import { applyAs, hiringCompany, seekerWithResume } from "../../../test/hiring";
import { createTestApp, createTestDatabase } from "../../../test/test-app";
import { BackupFileError } from "./backup-format";
import { backupLinesOf, backupToFile, fingerprint, temporaryDirectory, writeBackupLines } from "./backup-test-support";
import { restoreBackup } from "./restore-backup";
import { codeMigrations } from "./schema-version";

let source: TTestApp;
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let folder: ReturnType<typeof temporaryDirectory>;
let backupFile: string;
let lines: string[];
let emptyFingerprint: Awaited<ReturnType<typeof fingerprint>>;

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestDatabase();
  folder = temporaryDirectory();
  for (const label of ["one", "two", "three"]) {
    const seeker = await seekerWithResume(source, { firstName: label });
    const company = await hiringCompany(source);
    await applyAs(seeker, await company.job());
  }
  backupFile = await backupToFile(source.context.db, path.join(folder.directory, "source.ndjson.gz"));
  lines = backupLinesOf(backupFile);
  emptyFingerprint = await fingerprint(target.db);
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  folder?.remove();
});

/** Restores `file` into the empty target, expecting a refusal matching `message` and nothing written. */
async function expectRefused(file: string, message: RegExp) {
  const refusal = restoreBackup(target.db, fs.createReadStream(file), { replace: false });
  await expect(refusal).rejects.toBeInstanceOf(BackupFileError);
  await expect(restoreBackup(target.db, fs.createReadStream(file), { replace: false })).rejects.toThrow(message);
  expect(await fingerprint(target.db)).toEqual(emptyFingerprint);
}

function withHeader(change: (header: Record<string, unknown>) => void): string[] {
  const header = JSON.parse(lines[0]) as Record<string, unknown>;
  change(header);
  return [JSON.stringify(header), ...lines.slice(1)];
}

describe("restoreBackup refuses", () => {
  it("a file cut off in the middle of its compressed data", async () => {
    const bytes = fs.readFileSync(backupFile);
    const cut = path.join(folder.directory, "cut.ndjson.gz");
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.byteLength * 0.7)));
    await expectRefused(cut, /truncated/);
  });

  it("a file that ends before its closing line, after rows were loaded", async () => {
    const withoutEnd = lines.filter((line) => !line.startsWith('{"hirewise":"end"'));
    await expectRefused(writeBackupLines(backupFile, "no-end.ndjson.gz", withoutEnd), /ends before its closing line/);
  });

  it("a file missing a row that its closing line counts", async () => {
    // audit_events: no table references it, so the loss shows at the count alone.
    const tableAt = lines.findIndex((line) => line.startsWith('{"hirewise":"table","table":"audit_events"'));
    const rows = lines.slice(tableAt + 1).findIndex((line) => line.startsWith('{"hirewise":'));
    expect(rows).toBeGreaterThan(1);
    const damaged = lines.filter((_, index) => index !== tableAt + 1);
    await expectRefused(
      writeBackupLines(backupFile, "missing-row.ndjson.gz", damaged),
      new RegExp(`truncated or damaged: audit_events should have ${rows} rows and has ${rows - 1}`),
    );
  });

  it("a file of a newer schema", async () => {
    const latest = codeMigrations().at(-1)!;
    const newer = withHeader((header) => {
      header.schema = { migration: "0099_from_the_future", createdAt: latest.createdAt + 1000, hash: "f".repeat(64) };
    });
    await expectRefused(
      writeBackupLines(backupFile, "newer.ndjson.gz", newer),
      /newer version of Hirewise.*0099_from_the_future/,
    );
  });

  it("a file of another schema, or of an older one", async () => {
    const migrations = codeMigrations();
    const other = withHeader((header) => {
      header.schema = { ...migrations.at(-1)!, hash: "0".repeat(64) };
    });
    await expectRefused(writeBackupLines(backupFile, "other.ndjson.gz", other), /another schema/);
    const older = withHeader((header) => {
      header.schema = migrations.at(-2);
    });
    await expectRefused(writeBackupLines(backupFile, "older.ndjson.gz", older), /older version of Hirewise/);
  });

  it("a table this version does not have, and columns that differ", async () => {
    const unknownTable = lines.map((line) => line.replace('"table":"resumes"', '"table":"curricula"'));
    await expectRefused(
      writeBackupLines(backupFile, "unknown-table.ndjson.gz", unknownTable),
      /another schema.*curricula/,
    );
    const otherColumns = lines.map((line) =>
      line.startsWith('{"hirewise":"table","table":"users"') ? line.replace('"email"', '"e_mail"') : line,
    );
    await expectRefused(
      writeBackupLines(backupFile, "other-columns.ndjson.gz", otherColumns),
      /columns of users differ/,
    );
  });

  it("rows the database refuses (a required value missing)", async () => {
    const usersAt = lines.findIndex((line) => line.startsWith('{"hirewise":"table","table":"users"'));
    const damaged = lines.map((line, index) =>
      index === usersAt + 1 ? line.replace(/"email":"[^"]*"/, '"email":null') : line,
    );
    await expectRefused(writeBackupLines(backupFile, "null-email.ndjson.gz", damaged), /rows could not be loaded/);
  });

  it("gzip of anything else, a file that is not gzip, an empty file and a newer format", async () => {
    const garbage = path.join(folder.directory, "garbage.ndjson.gz");
    fs.writeFileSync(garbage, gzipSync(randomBytes(4096)));
    await expectRefused(garbage, /not a Hirewise backup/);
    const notGzip = path.join(folder.directory, "not-gzip.ndjson.gz");
    fs.writeFileSync(notGzip, "id,email\n1,a@example.com\n");
    await expectRefused(notGzip, /not gzip data/);
    const empty = path.join(folder.directory, "empty.ndjson.gz");
    fs.writeFileSync(empty, "");
    await expectRefused(empty, /truncated|not a Hirewise backup/);
    const newerFormat = withHeader((header) => {
      header.version = 2;
    });
    await expectRefused(writeBackupLines(backupFile, "format-2.ndjson.gz", newerFormat), /newer format \(version 2/);
  });

  it("and then loads the intact file into the same database", async () => {
    const outcome = await restoreBackup(target.db, fs.createReadStream(backupFile), { replace: false });
    expect(outcome.counts.users).toBe(6);
    expect(await fingerprint(target.db)).toEqual(await fingerprint(source.context.db));
  });
});
